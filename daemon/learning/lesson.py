"""One lesson of a session (`Lesson`) and what every kind of lesson reads the same way.

A lesson carries the situation it applies to (languages, file globs, command
families, words of the session's task) so that a later task worded as a job
finds it. daemon/learning/lessons.py reads the lessons of a trace; the
error fixes among them are read by fix_lessons.py. The helpers here are the
ones both use: the trace's root, a command cut to its step that matters and
its family, files as globs, the task's words and the languages they name.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from kenning.daemon.core.command_line import (
    bare_step,
    is_setup,
    remote_command,
)
from kenning.daemon.learning.changes.reader import (
    path_glob,
)
from kenning.daemon.learning.trace import Trace, command_steps
from kenning.daemon.playbook.stack import language_of
from kenning.daemon.retrieval.concepts import TASK_STOP

__all__ = [
    "SAID_KINDS",
    "Lesson",
    "LessonKind",
    "command_family",
    "digest",
    "languages_of",
    "norm",
    "path_globs",
    "short_command",
    "task_terms",
    "trace_root",
]

LessonKind = Literal["correction", "convention", "guardrail", "workflow", "error_fix", "revert"]
SAID_KINDS = ("convention", "correction", "guardrail", "workflow")
MAX_RULE_CHARS = 600
_LANG_TOOL = {
    "pytest": "python", "python": "python", "mypy": "python", "ruff": "python", "alembic": "python",
    "pip": "python", "uv": "python", "poetry": "python", "go": "go", "cargo": "rust",
    "rustc": "rust", "tsc": "typescript", "eslint": "javascript", "jest": "javascript",
    "vitest": "javascript", "node": "javascript", "npm": "javascript", "pnpm": "javascript",
    "yarn": "javascript", "prisma": "typescript", "gradle": "java", "maven": "java",
    "java": "java", "ruby": "ruby", "rspec": "ruby", "bundle": "ruby", "rails": "ruby",
    "psql": "sql", "dbmate": "sql", "flyway": "sql", "shellcheck": "shell",
}  # fmt: skip
_TERM = re.compile(r"[A-Za-z][A-Za-z0-9_.+#-]*[A-Za-z0-9+#]")


class Lesson(BaseModel):
    """One lesson of a session, with the situation it applies to."""

    model_config = ConfigDict(extra="forbid")

    kind: LessonKind
    text: str
    key: str
    idx: int = 0
    confirmed: bool = False
    general: bool = True
    evidence: list[str] = Field(default_factory=list)
    error: str | None = None
    error_key: str | None = None
    fix: str | None = None
    languages: list[str] = Field(default_factory=list)
    files: list[str] = Field(default_factory=list)
    commands: list[str] = Field(default_factory=list)
    terms: list[str] = Field(default_factory=list)
    #: where the person meant it to hold: everywhere | repo | filetype (None: not said)
    scope: Literal["everywhere", "repo", "filetype"] | None = None
    #: the language of a `filetype` scope
    scope_key: str | None = None
    #: the judge's probability that the person stated a lesson (None: not judged)
    confidence: float | None = None
    #: only maybe durable: learned when the person says it again in another session (an
    #: error fix or a revert: when it recurs in another session)
    tentative: bool = False
    #: the person's whole turn it was said in, when the turn says more than the lesson
    #: (a digest): the same turn sent again is a retry or a paste, not the lesson said again
    turn: str | None = None
    #: said in a turn that also orders a piece of work on a named file or identifier now
    #: (`gates.file_task`: "create `x.sh` in scripts/, …"): where the log keeps none of the
    #: agent's work, the statement may be that task's specification (`grouping.one_off`)
    beside_task: bool = False


def digest(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:12]


def norm(text: str) -> str:
    """A text's letters and digits in lower case, one space between runs (the key of a
    lesson's words): in every script, so that two statements written in Chinese or Russian
    are not one key for want of Latin letters (ASCII text keeps the key it had)."""
    return " ".join(re.findall(r"[^\W_]+", text.lower()))


def task_terms(text: str, limit: int = 8) -> list[str]:
    """The words that say what a task is about (lower case, no function words)."""
    out: list[str] = []
    for w in _TERM.findall(text[:600]):
        low = w.lower().strip(".")
        if len(low) < 3 or low in TASK_STOP or low in out:
            continue
        out.append(low)
        if len(out) >= limit:
            break
    return out


def languages_of(paths: list[str], commands: list[str]) -> list[str]:
    """Languages named by file extensions and command families."""
    langs: set[str] = set()
    for p in paths:
        lang = language_of(Path(p))
        if lang:
            langs.add(lang)
    for c in commands:
        lang = _LANG_TOOL.get(c.split()[0] if c else "")
        if lang:
            langs.add(lang)
    return sorted(langs)


def short_command(command: str, words: int = 4, family: str | None = None, chars: int = 60) -> str:
    """A command cut to its step that matters (the one of `family`, else the first that works:
    `cd web && pnpm test` is `pnpm test`), its first `words` words, at most `chars` long."""
    steps = command_steps(command) or [command.strip()]
    if len(steps) == 1 and (remote := remote_command(steps[0])) is not None:
        steps = command_steps(remote) or steps  # what `ssh host "…"` runs there
    first = next((st for st in steps if not is_setup(st)), steps[0])
    if family is not None:
        prog = family.split()[0]
        first = next((st for st in reversed(steps) if prog in st), first)
    parts = bare_step(first.split("\n", 1)[0]).split()
    text = " ".join(parts[:words])
    return text if len(text) <= chars else text[: chars - 1] + "…"


def command_family(command: str) -> str:
    from kenning.daemon.learning.errors.signature import tool_of

    return tool_of(command)


def trace_root(trace: Trace) -> str:
    return (trace.session.workspace or "").rstrip("/")


def path_globs(paths: list[str], root: str) -> list[str]:
    out: list[str] = []
    for p in paths:
        g = path_glob(p, root=root or None)
        if g and g not in out:
            out.append(g)
    return out[:4]
