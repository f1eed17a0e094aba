"""The lessons of one session, read from its trace: corrections, conventions, fixes, reverts.

Each lesson carries the situation it applies to (languages, file globs,
command families, words of the session's task), so that a later task worded
as a job finds it:

- **convention / correction / guardrail / workflow**: what the person said
  that holds beyond the task at hand. Only the person's own words count
  (`Said.human`: never the agent's, a tool's, a client's injected blocks,
  an expanded template or another agent's handoff). The judge
  (daemon/learning/judge.py) decides which turns are durable and which of
  their sentences state the lesson, and of which kind; statements.py makes
  each one whole (the remedy kept with a prohibition, the reason that
  follows) and reads the scope the person meant ("in every project", "in
  this repo", "for *.tsx files"). A turn the judge finds only maybe durable
  is kept *tentative*: reflection learns it only when the person says it
  again in another session. It is *confirmed* when the work after it
  succeeded (the next runs pass, or none fails); a correction also carries
  what the agent did differently next (`uv add x` rather than `pip install x`).
- **error_fix**: a run failed with an error (its signature from the real
  error line, daemon/learning/errors/signature.py) and a later run of the same tool passed;
  the fix is the change in between (daemon/learning/changes/reader.py: the Edit / patch /
  SEARCH-REPLACE summarised, or the command that made the difference).
  Passing again with nothing changed is flaky, not a lesson; a span that
  holds a revert is the revert's lesson, never a fix. *Confirmed* when the
  passing run verifies the fix; *general* when the error is not a slip
  local to the code at hand (an undefined name, a typo, an assertion about
  this code's values) — a slip becomes a rule only by recurring.
- **revert**: a change (edits, a dependency bump) undone by `git checkout --`,
  `git revert`, `git reset --hard`, `/undo` or an edit putting the old text
  back, after failures or with the user's reason; it becomes an anti-pattern
  naming the change and the reason.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field

from kenning.daemon.core.command_line import (
    bare_step,
    is_bookkeeping,
    is_check,
    is_setup,
    remote_command,
)
from kenning.daemon.core.command_line import is_look as _is_look
from kenning.daemon.learning.changes.reader import (
    Change,
    changed_identifiers,
    command_change,
    path_glob,
    summarize,
)
from kenning.daemon.learning.errors.account import Account, account, told_failure
from kenning.daemon.learning.errors.signature import ErrorSig, family_of, tool_of
from kenning.daemon.learning.gates import (
    binding,
    data_like,
    expository,
    file_task,
    refusal,
    standing,
    word_count,
)
from kenning.daemon.learning.judge import Judge, SentenceVerdict, TurnInput, TurnVerdict, pick
from kenning.daemon.learning.statements import (
    Statement,
    is_correction_opener,
    lesson_form,
    reason_text,
    rule_statements,
    sentences,
    stated_scope,
    statement_spans,
    whole_correction,
)
from kenning.daemon.learning.trace import Edited, Event, Ran, Reverted, Said, Trace, command_steps
from kenning.daemon.playbook.stack import language_of
from kenning.daemon.retrieval.concepts import TASK_STOP

__all__ = [
    "SAID_KINDS",
    "Lesson",
    "LessonKind",
    "extract_lessons",
    "human_turns",
    "languages_of",
    "pasted_fixed",
    "task_terms",
]

LessonKind = Literal["correction", "convention", "guardrail", "workflow", "error_fix", "revert"]
#: the kinds of lesson a person states (the judge's durable kinds)
SAID_KINDS = ("convention", "correction", "guardrail", "workflow")
#: sentences from which a turn is a long text, where describing is not instructing
LONG_TURN_SENTENCES = 5
#: sentences of a turn the judge reads at most (a paste is cut into many)
MAX_SENTENCES = 40
MAX_LESSONS = 12
#: a learned rule's text stays short: explanations are added only while it fits
MAX_RULE_CHARS = 600
log = logging.getLogger(__name__)
_LANG_TOOL = {
    "pytest": "python", "python": "python", "mypy": "python", "ruff": "python", "alembic": "python",
    "pip": "python", "uv": "python", "poetry": "python", "go": "go", "cargo": "rust",
    "rustc": "rust", "tsc": "typescript", "eslint": "javascript", "jest": "javascript",
    "vitest": "javascript", "node": "javascript", "npm": "javascript", "pnpm": "javascript",
    "yarn": "javascript", "prisma": "typescript", "gradle": "java", "maven": "java",
    "java": "java", "ruby": "ruby", "rspec": "ruby", "bundle": "ruby", "rails": "ruby",
    "psql": "sql", "dbmate": "sql", "flyway": "sql", "shellcheck": "shell",
}  # fmt: skip
#: commands that change dependencies (a change a revert can undo)
_DEP_CHANGE = re.compile(
    r"^(?:\S*/)?(?:pip3?|uv|poetry|pdm|pipenv|npm|pnpm|yarn|bun|cargo|go|bundle|gem|composer|"
    r"dotnet|mix|ncu|npm-check-updates)\s.*\b(?:add|install|i|up|update|upgrade|bump|remove|"
    r"rm|get|lock|sync)\b"
)
#: errors of the world, not of the code: a re-run that passes learns nothing from them
_TRANSIENT = re.compile(
    r"timed? ?out|timeout|ECONNRESET|ECONNREFUSED|connection (?:reset|refused|aborted)|"
    r"temporar(?:y|ily)|rate limit|429|502|503|504|network|ETIMEDOUT|EAI_AGAIN|"
    r"could not resolve|TLS handshake|flaky",
    re.I,
)
#: errors that are slips in the code at hand: a rule only when they recur
_SLIP = re.compile(
    r"NameError|SyntaxError|IndentationError|AssertionError|assert|undefined:|"
    r"cannot find (?:name|value|symbol)|TS2304|TS2552|E0425|E0433|unused|"
    r"got .* want|expected .* (?:got|but|to)|typo|not assignable",
    re.I,
)
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
    #: only maybe durable: learned when the person says it again in another session
    tentative: bool = False
    #: the person's whole turn it was said in, when the turn says more than the lesson
    #: (a digest): the same turn sent again is a retry or a paste, not the lesson said again
    turn: str | None = None


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:12]


def _norm(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


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


def _short(command: str, words: int = 4, family: str | None = None) -> str:
    """A command cut to its step that matters (the one of `family`, else the first that works:
    `cd web && pnpm test` is `pnpm test`)."""
    steps = command_steps(command) or [command.strip()]
    if len(steps) == 1 and (remote := remote_command(steps[0])) is not None:
        steps = command_steps(remote) or steps  # what `ssh host "…"` runs there
    first = next((st for st in steps if not is_setup(st)), steps[0])
    if family is not None:
        prog = family.split()[0]
        first = next((st for st in reversed(steps) if prog in st), first)
    parts = bare_step(first.split("\n", 1)[0]).split()
    text = " ".join(parts[:words])
    return text if len(text) <= 60 else text[:59] + "…"


def _family(command: str) -> str:
    from kenning.daemon.learning.errors.signature import tool_of

    return tool_of(command)


def _relevance(change: Change, error: ErrorSig | None, output: str) -> int:
    """How much a change is about the error: its file or identifiers named in the output."""
    score = 0
    name = change.path.rsplit("/", 1)[-1]
    if name and name in output:
        score += 2
    text = f"{error.message if error else ''}\n{output[-4000:]}".lower()
    for ident in changed_identifiers(change)[:12]:
        if len(ident) > 2 and ident.lower() in text:
            score += 1
    return score


def _best_changes(edits: list[Edited], error: ErrorSig | None, output: str) -> list[Change]:
    changes = [c for e in edits for c in e.changes]
    if not changes:
        return []
    ranked = sorted(enumerate(changes), key=lambda p: (-_relevance(p[1], error, output), -p[0]))
    return [c for _, c in ranked[:2]]


_TRIVIAL = re.compile(r"^[\s{}()\[\];,.:'\"`-]*$|^\s*(?:#|//|--(?!\s*\w+:)|/\*|\*)")


def _added_block(change: Change) -> str | None:
    """The lines a change adds, squashed, when it adds a small block rather than edits a line."""
    old = {ln.strip() for ln in change.old.splitlines()}
    added = [ln.strip() for ln in change.new.splitlines() if ln.strip() and ln.strip() not in old]
    removed = [ln for ln in change.old.splitlines() if ln.strip() and ln not in change.new]
    if len(added) < 2 or len(removed) > 1:
        return None
    meaningful = [ln for ln in added if not _TRIVIAL.match(ln)]
    if not meaningful:
        return None
    squashed = " ".join(added)
    if len(squashed) <= 90:
        return f"add `{squashed}`"
    picked = [ln if len(ln) <= 70 else ln[:69] + "…" for ln in meaningful[:2]]
    return "add " + " and ".join(f"`{ln}`" for ln in picked)


def _new_file(change: Change) -> str | None:
    """A new file by the line that says most about it (the one its name speaks of)."""
    if change.old.strip() or not change.new.strip():
        return None
    name = change.path.rsplit("/", 1)[-1]
    topic = [w for w in re.findall(r"[a-z]{4,}", name.lower()) if w not in ("test", "spec")]
    lines = [ln.strip() for ln in change.new.splitlines()[:80] if ln.strip()]
    lines = [ln for ln in lines if not _TRIVIAL.match(ln)]
    if not lines or not topic:
        return None
    best = max(lines, key=lambda ln: (sum(w in ln.lower() for w in topic), -lines.index(ln)))
    best = best if len(best) <= 70 else best[:69] + "…"
    return f"create `{name}` with `{best}`"


def describe_change(change: Change) -> str:
    """A change as a short imperative: the block it adds, else its smallest differing span."""
    return _new_file(change) or _added_block(change) or summarize(change)


#: a model's reasoning written into its reply (Aider's `<thinking-content-…>`, `<think>`), and
#: the bold titles of reasoning summaries (Codex): not what the agent told the person
_REASONING = re.compile(
    r"<(think(?:ing)?(?:-content-[0-9a-f]+)?)>.*?(?:</\1>|\Z)|^\s*\*\*[^*\n]{1,120}\*\*\s*$",
    re.S | re.M,
)


def _diagnosis(span: list[Event]) -> str | None:
    """The agent's own words about the error before it passed (its first sentence or two)."""
    for ev in span:
        if isinstance(ev, Said) and ev.role == "user":
            return None  # the user took over: their words are their own lesson
        if isinstance(ev, Said) and ev.role == "assistant":
            prose = _REASONING.sub("", ev.text).split("```", 1)[0].split("<<<<<<<", 1)[0]
            first = re.split(r"(?<=[.!?])\s+", " ".join(prose.split()))
            text = " ".join(first[:2]).strip()
            if len(text) >= 20:
                return text if len(text) <= 220 else text[:219] + "…"
    return None


#: what tools print to say how to fix what they report
_HINT = re.compile(
    r"^\s*(?:=\s*)?(?:hint|help|tip|suggestion|fix|note|did you mean|"
    r"to (?:resolve|fix) this(?: issue)?|try(?: running)?|you (?:may|might|should|can|need to)|"
    r"consider|(?-i:[Rr]un))\b[:\s]+(.{8,160})$",
    re.I | re.M,
)


def _tool_hint(output: str) -> str | None:
    """The fix a failing tool suggests itself ("hint: …", "help: …", "To resolve this, run: …")."""
    for m in _HINT.finditer(output[-16000:]):
        hint = " ".join(m.group(0).split())
        if "http" in hint and len(hint) < 40:
            continue  # a bare link
        return hint[:160]
    return None


def _root(trace: Trace) -> str:
    return (trace.session.workspace or "").rstrip("/")


def _globs(paths: list[str], root: str) -> list[str]:
    out: list[str] = []
    for p in paths:
        g = path_glob(p, root=root or None)
        if g and g not in out:
            out.append(g)
    return out[:4]


_TEST_RUN = re.compile(
    r"\b(?:test|tests|spec|pytest|jest|vitest|mocha|rspec|phpunit|pest|junit|ctest)\b"
)


_EXPECTATION = re.compile(
    r"assert|expect(?:ed)?\b|to(?:Be|Equal|Have\w*)\b|\bgot\b.*\bwant\b|should (?:be|equal|have)|"
    r"does not match|mismatch|differ",
    re.I,
)
_ERROR_KIND = re.compile(
    r"error|exception|undefined|uninitiali[sz]ed|not defined|cannot|can't|could not|missing|"
    r"no such|not found|refused|denied|invalid|panic|pending",
    re.I,
)


def _test_slip(command: str, err: ErrorSig) -> bool:
    """A test that failed on its own expectation: a fact about this code, not a practice."""
    if not _TEST_RUN.search(command):
        return False
    text = f"{err.code or ''} {err.message}"
    if _EXPECTATION.search(text):
        return True
    return _ERROR_KIND.search(text) is None  # only a test's name or a count


def _fix_key(err: ErrorSig, general: bool, where: list[str], fix: str, commands: list[Ran]) -> str:
    """Which lessons are one: the same error (a slip only where it was fixed), or any error of
    one tool that the same command fixed (`pnpm prisma generate` after a schema change)."""
    if commands:
        return _digest("run", err.family, commands[0].family)
    if general:
        return err.key
    return _digest(err.key, *(where[:1] or [_norm(fix)]))


def _remedy(
    span: list[Event], error: ErrorSig, output: str, fam: str | None
) -> tuple[str, list[Change], list[Ran]] | None:
    """What was done about an error in `span`: (the fix, its changes, the helper runs), or None.

    The first thing done is the fix: a command (go generate, a migration, an
    install) or the edits, the most relevant to the error first. A helper is
    named by the step of its line that did the work, never the `cd` before it;
    a step that only checks (another test run, a build, a lint) or records
    the work (`git commit`, `gh pr create`) is no helper.
    """
    edits = [e for e in span if isinstance(e, Edited)]
    helpers = [
        e
        for e in span
        if isinstance(e, Ran) and not e.failed and not _is_look(e.command)
        and (fam is None or fam not in e.families) and not _is_look(e.step or e.command)
        and not is_check(e.step or e.command) and not is_bookkeeping(e.step or e.command)
    ]  # fmt: skip
    acted = next((e for e in span if isinstance(e, Edited) or e in helpers), None)
    if isinstance(acted, Edited) and not any(c.old or c.new for e in edits for c in e.changes):
        return None  # edited, but the log kept no text of the edits: no change to name
    edits = [Edited(e.idx, [c for c in e.changes if c.old or c.new]) for e in edits]
    best = _best_changes(edits, error, output) if not isinstance(acted, Ran) else []
    if best:
        fix = " and ".join(describe_change(c) for c in best)
        after = [h for h in helpers if h.idx > min(e.idx for e in edits)]
        if after:  # the change and the command that made it take effect
            fix += f", then run `{_short(after[0].step or after[0].command, 6)}`"
        return fix, best, helpers
    if helpers:
        steps = [_short(h.step or h.command, 6) for h in helpers[:2]]
        return "run `" + "`, then `".join(steps) + "` first", [], helpers
    return None


def _stems(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z][a-z0-9_]{3,}", text.lower()) if w not in TASK_STOP}


def _speaks_of(words: str, about: str) -> bool:
    """The agent's words name something of the error, the command, the fix or the failing
    output (a word of four letters or more, compared by its first five): an explanation,
    not its progress report ("Both repos pushed. Here's the summary")."""
    return bool(_stems(words) & _stems(about))


def _fix_rule(
    when: str,
    err: ErrorSig,
    fix: str,
    where: list[str],
    extras: list[str],
) -> str:
    """The rule's text: when, the error, the fix, where; then what explains it while it fits."""
    text = f"{when} `{err.describe()[:140]}`, {fix}"
    if where:
        text += f" (in {', '.join(where[:2])})"
    text = text.rstrip(".") + "."
    for extra in extras:
        if len(text) + len(extra) + 1 > MAX_RULE_CHARS:
            break
        text = f"{text} {extra}"
    return text.rstrip(".") + "."


def _fix_lesson(
    events: list[Event], i: int, j: int, root: str, *, passed: Ran | None
) -> Lesson | None:
    """The lesson of the failure at `i` that was gone by `j` (a pass, or another error)."""
    fail = events[i]
    assert isinstance(fail, Ran) and fail.error is not None
    fam = fail.family
    span = events[i + 1 : j]
    said = _diagnosis(span)
    if any(isinstance(e, Reverted) for e in span):
        return None  # undone, not fixed: the revert is the lesson
    err = fail.error
    done = _remedy(span, err, fail.output, fam)
    best: list[Change] = []
    helpers: list[Ran] = []
    if done is not None:
        fix, best, helpers = done
    else:
        if passed is None or _TRANSIENT.search(f"{err.code or ''} {err.message}"):
            return None  # nothing changed (or the network came back): flaky, not a lesson
        changed = command_change(fail.command, passed.command)
        if changed is None or _narrowed(fail.command, passed.command):
            return None
        fix = changed
    files = [c.path for c in best]
    where = _globs(files, root)
    when = f"When `{_short(fail.step or fail.command, 4, fam)}` fails with"
    # then what explains it, as long as the rule stays short: the tool's own hint, the
    # agent's diagnosis, and how it summed up what made the run pass
    extras: list[str] = []
    hint = _tool_hint(fail.output)
    if hint and hint.lower() not in f"{err.describe()} {fix}".lower():
        extras.append(f"The tool says: {hint.rstrip('.')}.")
    about = f"{fail.step or fail.command} {err.describe()} {fix} {fail.output[-4000:]}"
    if said and _speaks_of(said, about):
        extras.append(said)
    if passed is not None:
        summed = _diagnosis(events[j + 1 : j + 4])
        known = set(_norm(f"{when} {err.describe()} {fix} {said or ''}").split())
        if (
            summed
            and summed != said
            and not set(_norm(summed).split()) <= known
            and _speaks_of(summed, about)
        ):
            extras.append(summed)
    text = _fix_rule(when, err, fix, where, extras)
    idents = [w for c in best for w in changed_identifiers(c)][:8]
    commands = [fam] + [h.family for h in helpers[:2]]
    general = _SLIP.search(f"{err.code or ''} {err.message}") is None and not _test_slip(
        fail.command, err
    )
    return Lesson(
        kind="error_fix",
        text=text,
        key=_fix_key(err, general, where, fix, helpers if not best else []),
        idx=fail.idx,
        confirmed=True,  # the next run of the tool no longer met this error
        general=general,
        evidence=[err.describe()[:200]],
        error=err.describe()[:200],
        error_key=err.key,
        fix=fix,
        languages=languages_of(files, [fam]),
        files=where,
        commands=commands,
        terms=idents,
    )


#: the person saying the change did not help
_STILL = re.compile(
    r"\b(?:still (?:\w+ ){0,2}(?:fail|broken|error|not|does|doesn|did|same|crash|happen|get|"
    r"see|show|throw)|same (?:error|issue|problem|thing)|(?:did ?n[o'’]?t|does ?n[o'’]?t|not) "
    r"(?:work|help|fix|change)|not (?:fixed|working|solved)|no change|nothing changed)",
    re.I,
)
#: tools a pasted error cannot name a command by
_NO_TOOL = frozenset({"unknown", "shell"})


def _user_said(ev: Event) -> bool:
    return isinstance(ev, Said) and ev.role == "user"


def _pasted_outcome(events: list[Event], i: int) -> tuple[list[Event], bool | None]:
    """The agent's turn after the error pasted at `i`, and whether what it did held.

    The turn runs to the person's next words. It did not hold (False) when
    it was undone, a run in it met the error again, or the person then
    pastes the same error again or says it did not help; it held (True) when
    a run of the error's tool (any run, when the paste names none) passed in
    it or the person moved on; None when the session ended unverified.
    """
    said = events[i]
    assert isinstance(said, Said) and said.error is not None
    err = said.error
    k = i + 1
    while k < len(events) and not _user_said(events[k]):
        k += 1
    span = events[i + 1 : k]
    runs = [e for e in span if isinstance(e, Ran) and not _is_look(e.command)]
    if any(isinstance(e, Reverted) for e in span) or any(
        r.failed and r.error is not None and r.error.key == err.key for r in runs
    ):
        return span, False
    nxt = events[k] if k < len(events) else None
    if isinstance(nxt, Said) and (
        (nxt.error is not None and nxt.error.key == err.key) or _STILL.search(nxt.text[:400])
    ):
        return span, False  # pasted again, or "still failing"
    tool = None if err.tool in _NO_TOOL else err.tool
    if any(not r.failed and (tool is None or family_of(tool_of(r.command)) == err.family)
           for r in runs):  # fmt: skip
        return span, True
    return span, True if nxt is not None else None


def pasted_fixed(events: list[Event], i: int) -> bool:
    """Did the agent act on the error the person pasted at `i`, and did that hold?

    Acting is an edit or a command that did something (not one that only
    looks around); holding is `_pasted_outcome`'s: a passing run of its tool,
    or the person moving on without pasting it again or saying it still fails.
    """
    span, held = _pasted_outcome(events, i)
    acted = any(
        isinstance(e, Edited) or (isinstance(e, Ran) and not _is_look(e.command)) for e in span
    )
    return acted and held is True


def _pasted_lesson(events: list[Event], i: int, root: str) -> Lesson | None:
    """The lesson of an error the person pasted at `i`, fixed by the agent's turn after it.

    Its change (the edits, else the commands that worked) is the fix, unless
    it did not hold (`_pasted_outcome`). It is *confirmed* when it held: a run
    passed after it or the person moved on without pasting it again; a
    session that ends right after the change leaves it a proposal.
    """
    said = events[i]
    assert isinstance(said, Said) and said.error is not None
    err = said.error
    span, held = _pasted_outcome(events, i)
    if held is False:
        return None
    done = _remedy(span, err, said.text, None)
    if done is None:
        return None  # explained, not changed
    fix, best, helpers = done
    tool = None if err.tool in _NO_TOOL else err.tool
    files = [c.path for c in best]
    where = _globs(files, root)
    when = f"When `{tool}` fails with" if tool else "On"
    extras = [d for d in [_diagnosis(span)] if d]
    text = _fix_rule(when, err, fix, where, extras)
    general = _SLIP.search(f"{err.code or ''} {err.message}") is None
    return Lesson(
        kind="error_fix",
        text=text,
        key=_fix_key(err, general, where, fix, helpers if not best else []),
        idx=said.idx,
        confirmed=held is True,
        general=general,
        evidence=[err.describe()[:200]],
        error=err.describe()[:200],
        error_key=err.key,
        fix=fix,
        languages=languages_of(files, [tool] if tool else []),
        files=where,
        commands=([tool] if tool else []) + [h.family for h in helpers[:2]],
        terms=[w for c in best for w in changed_identifiers(c)][:8],
    )


def _narrowed(before: str, after: str) -> bool:
    """The command only ran fewer things (a test file, a filter): not a fix."""
    a, b = before.split(), after.split()
    if len(b) <= len(a) or b[: len(a)] != a:
        return False
    return all(not t.startswith("--") or t in ("-k", "--run", "-run") for t in b[len(a) :])


def _fixes(trace: Trace, root: str) -> list[Lesson]:
    """Errors that went away: a later run of the same tool passed, or failed otherwise; and
    errors the person pasted that the agent's change dealt with (`_pasted_lesson`)."""
    events = trace.events
    out: list[Lesson] = []
    open_fail: dict[str, int] = {}
    for j, ev in enumerate(events):
        if not isinstance(ev, Ran) or _is_look(ev.command):
            continue
        fam = ev.family
        if ev.failed:
            i = open_fail.pop(fam, None)
            if i is not None:
                prev = events[i]
                assert isinstance(prev, Ran) and prev.error is not None
                if ev.error is not None and ev.error.key == prev.error.key:
                    open_fail[fam] = j  # the same error again: what comes next is the fix
                    continue
                # the error changed: what was done in between dealt with the first one
                lesson = _fix_lesson(events, i, j, root, passed=None)
                if lesson is not None:
                    out.append(lesson)
            if ev.error is not None:
                open_fail[fam] = j
            continue
        for step in ev.families:
            i = open_fail.pop(step, None)
            if i is None:
                continue
            lesson = _fix_lesson(events, i, j, root, passed=ev)
            if lesson is not None:
                out.append(lesson)
    told = 0
    for i, ev in enumerate(events):
        if not (isinstance(ev, Said) and ev.human):
            continue
        pasted = _pasted_lesson(events, i, root) if ev.error is not None else None
        if pasted is None and told < MAX_TOLD:
            pasted = _told_lesson(events, i, root)
            told += pasted is not None
        if pasted is not None:
            out.append(pasted)
    return out


#: lessons from problems the person reported, at most, per session (a long session of
#: reports and answers must not crowd out what the person stated)
MAX_TOLD = 4


def _agent_turn(events: list[Event], i: int) -> tuple[list[Event], Said | None]:
    """The events after the person's words at `i` up to their next words, and those words."""
    k = i + 1
    while k < len(events) and not _user_said(events[k]):
        k += 1
    nxt = events[k] if k < len(events) else None
    return events[i + 1 : k], nxt if isinstance(nxt, Said) else None


def _told_lesson(events: list[Event], i: int, root: str) -> Lesson | None:
    """The lesson of a problem the person reported at `i` (pasted, or told in words) that the
    agent's turn after it explained and fixed, in the agent's words (errors/account.py).

    Only a fix that held: the agent acted (an edit, even one whose text the log did not
    keep, or a command that did work) or gave the change in its words, nothing was undone,
    its last run did not fail, and the person then went on without pasting the error again
    or saying it still fails. A session that ends right after it is unconfirmed: no lesson.
    """
    said = events[i]
    assert isinstance(said, Said)
    err = said.error
    if err is None and not told_failure(said.text):
        return None
    span, nxt = _agent_turn(events, i)
    if nxt is None or any(isinstance(e, Reverted) for e in span):
        return None
    if (err is not None and nxt.error is not None and nxt.error.key == err.key) or _STILL.search(
        nxt.text[:400]
    ):
        return None  # the same error again, or "still failing"
    runs = [e for e in span if isinstance(e, Ran) and not _is_look(e.command)]
    if runs and runs[-1].failed:
        return None  # the agent's own last try failed: not fixed yet
    words = [
        e.text for e in span if isinstance(e, Said) and e.role == "assistant" and e.text.strip()
    ]
    told: Account | None = account(words)
    if told is None:
        return None
    edits = [c for e in span if isinstance(e, Edited) for c in e.changes]
    acted = bool(edits) or any(not _is_check_or_look(r) for r in runs)
    if not acted and "`" not in told.fix:
        return None  # an explanation with no change made or named
    files = [c.path for c in edits]
    where = _globs(files, root)
    text = told.text.rstrip(".") + "."
    named = [g for g in where[:2] if g.rsplit("/", 1)[-1].split("*")[-1].strip(".") not in text]
    if named and len(text) < MAX_RULE_CHARS - 60:
        text = f"{text[:-1]} (in {', '.join(named)})."
    general = err is None or _SLIP.search(f"{err.code or ''} {err.message}") is None
    reported = err.describe()[:200] if err is not None else " ".join(said.text.split())[:200]
    tool = None if err is None or err.tool in _NO_TOOL else err.tool
    return Lesson(
        kind="error_fix",
        text=text[:MAX_RULE_CHARS],
        key=err.key if err is not None and general else _digest("told", _norm(told.cause)[:120]),
        idx=said.idx,
        confirmed=True,
        general=general,
        evidence=[reported],
        error=err.describe()[:200] if err is not None else None,
        error_key=err.key if err is not None else None,
        fix=told.fix[:200],
        languages=languages_of(files, [tool] if tool else []),
        files=where,
        commands=[tool] if tool else [],
        terms=[w for c in edits if c.old or c.new for w in changed_identifiers(c)][:8],
    )


def _is_check_or_look(run: Ran) -> bool:
    step = run.step or run.command
    return _is_look(step) or is_check(step) or is_bookkeeping(step)


def _reason(events: list[Event], start: int, end: int) -> tuple[str, int] | None:
    """The user's words around a revert that say why (the closest to it)."""
    best: tuple[str, int] | None = None
    for k in range(max(0, start), min(len(events), end + 3)):
        ev = events[k]
        if isinstance(ev, Said) and ev.human and k > start:
            why = reason_text(ev.text)
            if why:
                best = (why, ev.idx)
                if k >= end:
                    break
    return best


def _reverts(trace: Trace, root: str) -> tuple[list[Lesson], set[int]]:
    """Changes undone after failures or with the user's reason: anti-patterns."""
    events = trace.events
    out: list[Lesson] = []
    claimed: set[int] = set()
    last_revert = -1
    for k, ev in enumerate(events):
        if not isinstance(ev, Reverted):
            continue
        window = events[last_revert + 1 : k]
        base = last_revert + 1
        last_revert = k
        edits = [  # edits whose text the log kept: an edit without it names no change
            (n, Edited(e.idx, [c for c in e.changes if c.old or c.new]))
            for n, e in enumerate(window)
            if isinstance(e, Edited) and any(c.old or c.new for c in e.changes)
        ]
        if ev.how == "/undo":
            edits = edits[-1:]
        elif ev.paths:
            wanted = {p.rsplit("/", 1)[-1] for p in ev.paths}
            edits = [
                (n, Edited(e.idx, [c for c in e.changes if c.path.rsplit("/", 1)[-1] in wanted]))
                for n, e in edits
            ]
            edits = [(n, e) for n, e in edits if e.changes]
        deps = [
            (n, e)
            for n, e in enumerate(window)
            if isinstance(e, Ran) and not e.failed and _DEP_CHANGE.search(e.command)
            and not _is_look(e.command)
        ]  # fmt: skip
        if ev.how == "edit put back":
            edits = [(n, e) for n, e in edits if e.idx < ev.idx]
        first = min([n for n, _ in edits] + [n for n, _ in deps], default=None)
        if first is None:
            continue
        fails = [e for e in window[first:] if isinstance(e, Ran) and e.failed and e.error]
        reason = _reason(events, base + first, k)
        if not fails and reason is None:
            continue  # an experiment put back, nothing learned
        changes = [c for _, e in edits for c in e.changes]
        what = [describe_change(c) for c in changes[:1]]
        what += [f"run `{_short(e.command, 6)}`" for _, e in deps[:1]]
        files = [c.path for c in changes[:3]]
        where = _globs(files, root)
        text = "AVOID: " + " and ".join(what)
        if where:
            text += f" (in {', '.join(where[:2])})"
        if reason is not None:
            text += f" — {reason[0].rstrip('.')}"
            claimed.add(reason[1])
        if fails:
            err = fails[0].error
            assert err is not None
            text += f"; `{_short(fails[0].command)}` then failed with `{err.describe()[:100]}`"
        cmds = [_short(e.command, 2) for _, e in deps[:1]] + [
            _short(f.command, 2) for f in fails[:1]
        ]
        idents = [w for c in changes[:2] for w in changed_identifiers(c)][:8]
        out.append(
            Lesson(
                kind="revert",
                text=text[:420].rstrip(".") + ".",
                key=_digest("revert", _norm(" ".join(what)), *where),
                idx=ev.idx,
                confirmed=bool(fails) or reason is not None,
                general=True,
                evidence=[ev.how[:200]] + ([reason[0][:200]] if reason else []),
                error=fails[0].error.describe()[:200] if fails and fails[0].error else None,
                error_key=fails[0].error.key if fails and fails[0].error else None,
                fix=None,
                languages=languages_of(files, cmds),
                files=where,
                commands=cmds,
                terms=idents,
            )
        )
    return out, claimed


def _outcome_after(events: list[Event], k: int) -> bool:
    """Whether the work after event `k` (up to the next user words) went well."""
    runs = []
    for ev in events[k + 1 :]:
        if isinstance(ev, Said) and ev.role == "user":
            break
        if isinstance(ev, Ran) and not _is_look(ev.command):
            runs.append(ev)
    if not runs:
        later = [e for e in events[k + 1 :] if isinstance(e, Ran) and not _is_look(e.command)]
        return not later or not later[-1].failed
    return not runs[-1].failed


def _next_outcome(events: list[Event], k: int) -> bool | None:
    """Whether the agent's runs after event `k`, up to the person's next words, passed."""
    runs = []
    for ev in events[k + 1 :]:
        if isinstance(ev, Said) and ev.human:
            break
        if isinstance(ev, Ran) and not _is_look(ev.command):
            runs.append(ev)
    return None if not runs else not runs[-1].failed


def human_turns(trace: Trace) -> list[tuple[int, Said, TurnInput]]:
    """The person's turns of a session (event index, words, what the judge reads of them).

    Only `human` words are turns; the agent acted before a turn when it ran or
    changed something since the person last spoke.
    """
    events = trace.events
    found: list[tuple[int, Said, bool]] = []
    acted = False
    for k, ev in enumerate(events):
        if not isinstance(ev, Said):
            acted = True
            continue
        if ev.human:
            found.append((k, ev, acted))
            acted = False
    n = len(found)
    return [
        (k, ev, TurnInput(ev.text, i, n, acted, _next_outcome(events, k)))
        for i, (k, ev, acted) in enumerate(found)
    ]


@dataclass(frozen=True)
class _Stated:
    """A statement of a turn with the kind the judge gave it."""

    statement: Statement
    kind: str
    confidence: float | None
    tentative: bool
    where: str


def _kind_of(turn: TurnVerdict, parts: list[SentenceVerdict], st: Statement) -> str:
    """The durable kind of a statement.

    A statement that forbids is a guardrail; one that opens by correcting what
    the agent just did ("no, …") a correction; one that sets a procedure for
    every time a workflow (the form of the words: the labels hold too few
    guardrails and workflows to teach them); otherwise the turn's and the
    sentences' learned verdicts tell a convention from a correction.
    """
    form = lesson_form(st.text)
    if form == "guardrail":
        return form
    if st.correction:
        return "correction"
    if form is not None:
        return form

    def score(k: int) -> float:
        return turn.lesson_probs[k] + sum(p.lesson_probs[k] for p in parts) / max(1, len(parts))

    return max(("convention", "correction"), key=lambda kind: score(SAID_KINDS.index(kind)))


def _among(picked: set[int]) -> Callable[[int, str, bool], bool]:
    """`statement_spans`' choice: the sentences the judge picked."""
    return lambda i, _sentence, _correction: i in picked


def _judged(judge: Judge, turns: list[tuple[int, Said, TurnInput]]) -> dict[int, list[_Stated]]:
    """Event index → the statements the judge finds in that turn (two batches in all)."""
    if not turns:
        return {}
    verdicts = judge.turns([t for _, _, t in turns])
    maybe = []
    for (k, _, turn), v in zip(turns, verdicts, strict=True):
        parts = sentences(turn.text)[:MAX_SENTENCES] or [turn.text.strip()]
        # a sentence that says its practice holds beyond the task (always, never, from
        # now on, next time…) is a lesson whatever the judge makes of its turn
        # (and so is one that refuses a practice: "I don't want…", "don't use…")
        marked = {i for i, p in enumerate(parts) if standing(p) or refusal(p)}
        if v.durable >= judge.tentative_threshold or marked:
            maybe.append((k, turn, v, parts, marked))
    judged = judge.sentences([(turn, parts) for _, turn, _, parts, _ in maybe])
    out: dict[int, list[_Stated]] = {}
    for (k, turn, v, parts, marked), said in zip(maybe, judged, strict=True):
        # data (a log line, settings) and an order to do something to a named file now
        # state no lesson; in a long text (pasted docs, an answer copied back) neither does
        # a sentence that describes rather than instructs, while a short turn may state a
        # convention as a fact ("money is integer cents")
        long = len(parts) >= LONG_TURN_SENTENCES
        usable = [
            i
            for i, p in enumerate(parts)
            if 2 <= word_count(p) <= 80
            and not data_like(p)
            and not file_task(p)
            and not (long and expository(p))
        ]
        if not usable:
            continue
        if v.durable >= judge.tentative_threshold:
            # the judge's likeliest sentences, and every one the person marked as holding
            # (a brief that lists several practices states several lessons)
            picked = pick(said, judge.sentence_threshold, usable) | (marked & set(usable))
        else:
            picked = {i for i in usable if i in marked}
            if not picked:
                continue
        # a sentence the gates reject is no part of a statement either: not the remedy
        # said before a prohibition, not the reason after it ("Revise scripts/x.sh. It
        # should not call y.sh" states no lesson of the revision)
        kept = [p if i in usable else "" for i, p in enumerate(parts)]
        spans = statement_spans(kept, _among(picked), after_agent=turn.after_agent)
        short = all(len(st.text.split()) < 8 for st in spans)
        if turn.after_agent and is_correction_opener(parts[0]) and short:
            # "no, that loads every row at once. find_each, in batches of 1000": a short
            # remedy with no verb of its own is the correction's message whole
            whole = whole_correction(parts)
            spans = [whole] if whole is not None else spans
        for st in spans:
            kind = _kind_of(v, said[st.first : st.end], st)
            # the scope is read from the statement, or from a short turn as a whole
            # ("Everywhere, please: …" before the rule itself)
            where = " ".join(parts[st.first : st.end] if len(parts) > 3 else parts)
            # unsure of the turn, sure of a statement that says it holds beyond the task;
            # and words with nothing that binds the work (no should, never, prefer, our,
            # here…: "Rebuild the image and rerun the smoke test") are an instruction for now,
            # learned only once the person says them again in another session
            tentative = (
                v.durable < judge.durable_threshold and not marked & set(range(st.first, st.end))
            ) or not (st.correction or binding(where))
            out.setdefault(k, []).append(_Stated(st, kind, round(v.durable, 4), tentative, where))
    return out


def _patterned(turns: list[tuple[int, Said, TurnInput]]) -> dict[int, list[_Stated]]:
    """The hand-written patterns' statements, when no judge can be loaded."""
    out: dict[int, list[_Stated]] = {}
    for k, _, turn in turns:
        for st in rule_statements(turn.text, after_agent=turn.after_agent):
            if data_like(st.text) or file_task(st.text):
                continue  # the same gates as the judge's path
            kind = "correction" if st.correction else "convention"
            out.setdefault(k, []).append(_Stated(st, kind, None, False, st.evidence))
    return out


def _statements(trace: Trace, root: str, claimed: set[int], judge: Judge | None) -> list[Lesson]:
    events = trace.events
    turns = [t for t in human_turns(trace) if t[1].idx not in claimed]
    found = _judged(judge, turns) if judge is not None else _patterned(turns)
    out: list[Lesson] = []
    for k, ev, _turn in turns:
        stated = found.get(k)
        if not stated:
            continue
        before = next(
            (e for e in reversed(events[:k]) if isinstance(e, Ran) and not _is_look(e.command)),
            None,
        )
        later = [
            e for e in events[k + 1 : k + 12] if isinstance(e, Ran) and not _is_look(e.command)
        ]
        # what the agent did differently: the first run of another program than before's
        # (`uv add x` after `pip install x`, not the `pip uninstall x` that cleans up)
        prog = before.family.split()[0] if before is not None else None
        after = next((e for e in later if e.family.split()[0] != prog), later[0] if later else None)
        nearby = [
            c.path
            for e in events[max(0, k - 4) : k + 6]
            if isinstance(e, Edited)
            for c in e.changes
        ]
        for said in stated:
            st = said.statement
            text = st.text
            correction = said.kind == "correction"
            if correction and before is not None and after is not None:
                changed = command_change(before.command, after.command)
                if changed is None and before.family.split()[0] != after.family.split()[0]:
                    changed = (
                        f"`{_short(after.command, 5)}` rather than `{_short(before.command, 5)}`"
                    )
                # what the agent did instead is part of the lesson only when the person's
                # words name its program ("use uv" and `uv add x` rather than `pip install x`)
                named = {e.family.split()[0].lower() for e in (before, after) if e.family.split()}
                said_words = set(re.findall(r"[\w.+-]+", text.lower()))
                if changed is not None and named & said_words and len(text) + len(changed) < 300:
                    text = f"{text.rstrip('.')} ({changed})."
            cmds = [_short(e.command, 2) for e in (before, after) if e is not None]
            scope = stated_scope(said.where)
            files = _globs(nearby, root)
            if scope.glob and scope.glob not in files:
                files = [scope.glob, *files][:4]
            langs = languages_of(nearby, cmds)
            if scope.language and scope.language not in langs:
                langs = [scope.language, *langs]
            out.append(
                Lesson(
                    kind=cast("LessonKind", said.kind),
                    text=text,
                    key=_digest("said", _norm(st.text)),
                    idx=ev.idx,
                    confirmed=_outcome_after(events, k),
                    general=True,
                    evidence=[st.evidence],
                    languages=langs,
                    files=files,
                    commands=cmds if correction else [],
                    terms=[],
                    scope=cast("Any", scope.where),
                    scope_key=scope.language,
                    confidence=said.confidence,
                    tentative=said.tentative,
                    turn=_turn_digest(ev.text, st.evidence),
                )
            )
    return out


def _turn_digest(turn: str, stated: str) -> str | None:
    """The digest of a turn that holds more than the statement (None: the turn is the
    statement, so saying it again is saying the lesson again)."""
    whole = _norm(turn)
    if len(whole) <= len(_norm(stated)) + 40:
        return None
    return _digest("turn", whole)


_FLAG = re.compile(r"(?<![\w-])--?[a-z][\w-]{3,}")


def _said_already(fix: Lesson, stated: list[Lesson]) -> bool:
    """A fix whose remedy the user stated in the same session is that statement's lesson."""
    flags = set(_FLAG.findall(fix.fix or ""))
    return any(flag in st.text for st in stated for flag in flags)


def _judge_or_none(judge: Judge | None) -> Judge | None:
    if judge is not None:
        return judge
    from kenning.daemon.learning.judge import default_judge

    try:
        return default_judge()
    except (OSError, ValueError) as exc:  # no usable weights: the patterns, as before the judge
        log.warning("learning with the hand-written patterns: %s", exc)
        return None


def extract_lessons(trace: Trace, judge: Judge | None = None) -> list[Lesson]:
    """Every lesson of a session, in the order they happened (at most `MAX_LESSONS`).

    Args:
        trace: the session's trace.
        judge: decides which of the person's words are lessons (default: the
            default configuration's, `judge.default_judge`).
    """
    root = _root(trace)
    reverts, claimed = _reverts(trace, root)
    stated = _statements(trace, root, claimed, _judge_or_none(judge))
    fixes = [f for f in _fixes(trace, root) if not _said_already(f, stated)]
    lessons = reverts + fixes + stated
    terms = task_terms(trace.task)
    seen: set[str] = set()
    out: list[Lesson] = []
    for lesson in sorted(lessons, key=lambda x: x.idx):
        if lesson.key in seen:
            continue
        seen.add(lesson.key)
        extra = [t for t in terms if t not in lesson.terms]
        out.append(lesson.model_copy(update={"terms": (lesson.terms + extra)[:16]}))
    # a tentative lesson takes a slot only when the sure ones leave room
    sure = [x for x in out if not x.tentative][:MAX_LESSONS]
    maybe = [x for x in out if x.tentative][: MAX_LESSONS - len(sure)]
    return sorted(sure + maybe, key=lambda x: x.idx)
