"""Where a rule applies: one `applies(rule, situation)` for every surface.

A `Situation` is what a surface knows of the place a check or a briefing is
about: the workspace folder, the repository root, the file (relative to the
repository, for globs, and absolute), the languages and frameworks at hand,
and the task (only `kenning context` has one). The commit audit, the session
audit, the editor's diagnostics and hover, the context briefing and the
AGENTS.md export each build one and ask `applies`.

Scope, by the rule's `scope` and `scope_key`:

- `global`: everywhere.
- `workspace`: the key names a place. A path (absolute, or `~/…`) names a
  folder: the rule applies when the situation's workspace folder or file is
  that folder or inside it (a rule learned from sessions run in
  `/src/app` applies in `/src/app` and `/src/app/api`, not in `/src/lib`).
  A bare name (no `/`) names a repository: the rule applies in the repository
  whose root folder has that name, or, outside any repository, in a workspace
  folder of that name (`kenning playbook add --scope workspace --scope-key
  app`). A situation that names no place gets no workspace rule.
- `language`: the key names a language (`py`, `python`, `golang`, `bash` …
  normalised by `language_key` of daemon/core/languages.py, the one table of
  languages: TypeScript React files are TypeScript, `conf-toml` is TOML); the
  rule applies when it is among the situation's languages (a file's, or a
  workspace's from its manifests) or the task names it.
- `framework`: the key names a framework or library (`fastapi`, `django`);
  the rule applies when it is among the situation's frameworks (a file's
  imports, or a workspace's dependencies) or the task names it.
- `task`: the key names a kind of task (`release`); the rule applies when the
  task's words include the key's.

A scope without a key narrows nothing (as `global`). A fact the surface
cannot know is `None` and does not narrow the rules: the session audit of a
workspace that no longer exists checks language rules too; the export, which
has no file, keeps every language's rules; the editor and the hooks have no
task, so `task` rules apply there. An empty set is a fact: a file of no known
language gets no language rule. The place is the exception: a workspace rule
needs the situation to name a place inside it.

A rule's check (`verification`) has a file glob: matched against the file
relative to the repository (`*.py` also matches `src/a.py`); a situation
without a file is not narrowed by it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from kenning.daemon.core.languages import file_language, language_key, task_language
from kenning.daemon.core.models import Rule, Scope, glob_matches

__all__ = [
    "Scoped",
    "Situation",
    "Task",
    "applies",
    "file_language",
    "framework_key",
    "glob_fits",
    "language_key",
    "place_fits",
    "scope_fit",
    "workspace_place",
]


def framework_key(name: str) -> str:
    """A framework's name as manifests and imports are compared: lower case, `_` as `-`."""
    return name.strip().lower().replace("_", "-")


class Task:
    """What a task's words say about scope (the context briefing's task).

    `stems` and `key_stems` come from the caller's stemmer (the briefing's):
    a `task` rule applies when the stems of its key are all in the task's.
    """

    __slots__ = ("_key_stems", "frameworks", "languages", "stems", "words")

    def __init__(
        self,
        words: Iterable[str],
        stems: Iterable[str],
        key_stems: Callable[[str], frozenset[str]],
    ) -> None:
        self.words = frozenset(framework_key(w) for w in words)
        self.stems = frozenset(stems)
        self.languages = frozenset(
            lang for w in self.words if (lang := task_language(w)) is not None
        )
        self.frameworks = self.words
        self._key_stems = key_stems

    def names(self, key: str) -> bool:
        """Whether the task names a `task` scope key (all of the key's words)."""
        stems = self._key_stems(key)
        return bool(stems) and stems <= self.stems


@dataclass(frozen=True, slots=True)
class Situation:
    """What a surface knows of where a rule would apply (`None`: it cannot know)."""

    #: the folder at hand (absolute): the editor's repository, the agent's cwd, `--workspace`
    workspace: Path | None = None
    #: the root of the repository the situation is in (absolute)
    repository: Path | None = None
    #: the file, relative to the repository root (its name outside one): what globs see
    file: str | None = None
    #: the same file, absolute (for workspace folders)
    file_path: Path | None = None
    #: languages at hand, as `language_key` names them
    languages: frozenset[str] | None = None
    #: frameworks at hand, as `framework_key` names them
    frameworks: frozenset[str] | None = None
    task: Task | None = None

    @classmethod
    def of_file(
        cls,
        file_path: Path | None,
        rel_path: str,
        *,
        repository: Path | None,
        workspace: Path | None = None,
        language: str | None,
        imports: Iterable[str] | None = None,
    ) -> Situation:
        """A file's situation: its language (`None`: none known) and imported frameworks."""
        return cls(
            workspace=workspace if workspace is not None else repository,
            repository=repository,
            file=rel_path,
            file_path=file_path,
            languages=frozenset((language_key(language),)) if language else frozenset(),
            frameworks=None if imports is None else frozenset(framework_key(i) for i in imports),
        )


@functools.lru_cache(maxsize=16384)
def workspace_place(key: str) -> Path | str | None:
    """What a workspace key names: a folder (a `Path`), a repository name (a `str`), or None."""
    key = key.strip()
    if not key:
        return None
    if key.startswith(("/", "~")):
        return Path(key).expanduser()
    if "/" in key or "\\" in key:
        return Path(key).expanduser() if Path(key).is_absolute() else None
    return key


def _inside(child: Path, folder: Path) -> bool:
    # as strings: both are absolute and normalised by Path, and `folder in child.parents`
    # builds and compares a Path per level (the editor asks this for every candidate rule)
    c, f = str(child), str(folder)
    return c == f or c.startswith(f if f.endswith("/") else f + "/")


def place_fits(place: Path | str | None, situation: Situation) -> bool:
    """Whether the place a workspace key names (`workspace_place`) holds the situation."""
    if place is None:
        return False
    if isinstance(place, Path):
        return any(
            p is not None and _inside(p, place) for p in (situation.workspace, situation.file_path)
        )
    if situation.repository is not None:
        return situation.repository.name == place
    return situation.workspace is not None and situation.workspace.name == place


class Scoped(Protocol):
    """What `scope_fit` reads of a rule: a `Rule`, or a loaded `ScoredRule` (which
    answers without building its model: a briefing decides hundreds of rules)."""

    @property
    def scope(self) -> Scope: ...

    @property
    def scope_key(self) -> str | None: ...


def scope_fit(rule: Scoped, situation: Situation) -> tuple[bool, str | None]:
    """(applies, why) for the rule's scope; `why` is None for a global rule or an unknown fact."""
    scope = rule.scope
    if scope == Scope.GLOBAL:
        return True, None
    key = (rule.scope_key or "").strip()
    if not key:
        return True, None  # a scope without a key narrows nothing
    if scope == Scope.WORKSPACE:
        ok = place_fits(workspace_place(key), situation)
        return ok, f"workspace {key}" if ok else None
    task = situation.task
    if scope == Scope.LANGUAGE:
        lang = language_key(key)
        if situation.languages is None:
            return True, None
        if lang in situation.languages:
            return True, f"language {lang}"
        ok = task is not None and lang in task.languages
        return ok, f"language {lang} named in the task" if ok else None
    if scope == Scope.FRAMEWORK:
        name = framework_key(key)
        if situation.frameworks is None:
            return True, None
        if name in situation.frameworks:
            return True, f"framework {name}"
        ok = task is not None and name in task.frameworks
        return ok, f"framework {name} named in the task" if ok else None
    # Scope.TASK: the key names a kind of task ("release", "migration")
    if task is None:
        return True, None
    ok = task.names(key)
    return ok, f"task {key}" if ok else None


def glob_fits(rule: Rule, situation: Situation) -> bool:
    """Whether the file glob of the rule's check admits the situation's file (if any)."""
    v = rule.verification
    if v is None or not v.glob or situation.file is None:
        return True
    return glob_matches(v.glob, situation.file)


def applies(rule: Rule, situation: Situation) -> bool:
    """Whether `rule` applies in `situation`: its scope, and its check's file glob."""
    return glob_fits(rule, situation) and scope_fit(rule, situation)[0]
