"""What every operation shares: the context it runs in and how a request is read.

An operation is a plain function `op(ctx, request) -> result`: `request` is a
frozen dataclass read from JSON params by `parse_request` (pydantic checks the
types; a bad value is a `UsageError` naming the field), `result` is the JSON
shape every surface returns (the CLI's `--json`, the socket, MCP, the editor).

`OpContext` is the one place an operation finds its state: the loaded config,
this thread's store, the repository a request is about, the playbook cache
and the embedder. The daemon keeps one context warm for its lifetime; a CLI
command without the daemon builds one for a single answer, with `warm=False`
when it must not load the embedding model for it (a daemon is starting).
"""

from __future__ import annotations

import dataclasses
import threading
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from kenning.daemon.core.errors import UsageError

if TYPE_CHECKING:
    from kenning.daemon.core.config import LoadedConfig, Settings
    from kenning.daemon.core.paths import Paths
    from kenning.daemon.playbook.book import Playbook
    from kenning.daemon.playbook.cache import PlaybookCache
    from kenning.daemon.retrieval.context_service import ContextEngine
    from kenning.daemon.safety.sanitize import Sanitizer
    from kenning.daemon.store.db import Store

__all__ = [
    "DEGRADED_NOTE",
    "NO_MODEL_NOTE",
    "OpContext",
    "cold_note",
    "parse_request",
    "words_only_note",
]

R = TypeVar("R")

#: the note an answer computed without the daemon's warm state carries (model installed)
DEGRADED_NOTE = (
    "answered without the daemon, by words only (the embedding model was not loaded "
    "for one query); the daemon is starting in the background, so the next call is warm"
)
#: the same, when no embedding model is installed: the next call is by words too
NO_MODEL_NOTE = (
    "answered by words only: no embedding model is installed, so every answer is by "
    "words until `kenning models install` adds it; the daemon is starting in the background"
)


def cold_note(ctx: OpContext) -> str:
    """The note of an answer computed without the daemon: true about the model and the next call."""
    return words_only_note(ctx.settings, ctx.loaded.paths)


def words_only_note(settings: Any, paths: Paths) -> str:
    """`cold_note` from the settings (the model or their plain view, `LoadedConfig.plain`)."""
    from kenning.daemon.retrieval.embedding.embedder import embedder_status

    status = embedder_status(settings, paths)
    return NO_MODEL_NOTE if status.degraded else DEGRADED_NOTE


_ADAPTERS: dict[type[Any], Any] = {}


def _adapter(cls: type[Any]) -> Any:
    """The pydantic validator of a request type, built once (it costs a millisecond or two)."""
    adapter = _ADAPTERS.get(cls)
    if adapter is None:
        from pydantic import TypeAdapter

        adapter = _ADAPTERS[cls] = TypeAdapter(cls)
    return adapter


def parse_request(cls: type[R], params: dict[str, Any]) -> R:
    """Read `params` (JSON) into the request dataclass `cls`; unknown keys are refused.

    Params that already have their fields' plain types (str, int, float,
    bool, None, a Literal's value, list[str], dict[str, str]) are taken as
    they are: building pydantic's validator costs more than a `kenning mark`
    does. Anything else (a wrong type, a value to coerce) goes through
    pydantic, which converts it or names the field it refuses.
    """
    if not isinstance(params, dict):
        raise UsageError("params must be a JSON object", fix='send {"key": value, ...}')
    known = set(getattr(cls, "__dataclass_fields__", {}))
    extra = sorted(set(params) - known)
    if extra:
        raise UsageError(
            f"unknown parameter {extra[0]!r} for {cls.__name__}",
            fix=f"use only {', '.join(sorted(known))}",
        )
    plain = _plain(cls, params)
    if plain is not None:
        return plain
    from pydantic import ValidationError

    try:
        result: R = _adapter(cls).validate_python(params)
        return result
    except ValidationError as exc:
        from kenning.daemon.core.inputs import error_message

        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or cls.__name__
        raise UsageError(
            f"{where}: {error_message(first)}", fix=f"check the value of {where!r}"
        ) from exc


_HINTS: dict[type[Any], dict[str, Any]] = {}


def _plain(cls: type[R], params: dict[str, Any]) -> R | None:
    """`cls(**params)` when every value already has its field's plain type, else None."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    fields = cls.__dataclass_fields__  # type: ignore[attr-defined]
    values: dict[str, Any] = {}
    for name, value in params.items():
        ok, value = _fits(hints[name], value)
        if not ok:
            return None
        values[name] = value
    missing = [
        n
        for n, f in fields.items()
        if n not in values
        and f.default is dataclasses.MISSING
        and f.default_factory is dataclasses.MISSING
    ]
    return None if missing else cls(**values)


def _fits(hint: Any, value: Any) -> tuple[bool, Any]:
    """Whether `value` is of the plain type `hint` (and the value to keep: an int as a float)."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        for arg in args:
            ok, kept = _fits(arg, value)
            if ok:
                return True, kept
        return False, value
    if origin is Literal:
        return any(type(value) is type(a) and value == a for a in args), value
    if origin is list:
        fits = isinstance(value, list) and args == (str,)
        return fits and all(type(v) is str for v in value), list(value) if fits else value
    if origin is dict:
        fits = isinstance(value, dict) and args == (str, str)
        ok = fits and all(type(k) is str and type(v) is str for k, v in value.items())
        return ok, dict(value) if fits else value
    if hint is type(None):
        return value is None, value
    if hint is float:
        return type(value) in (int, float), float(value) if type(value) in (int, float) else value
    if hint in (str, int, bool):
        return type(value) is hint, value
    return False, value


@dataclass
class OpContext:
    """The state operations run in: config, store, repository, playbooks, embedder.

    Attributes:
        loaded: the config of the process serving the operation.
        store: returns this thread's store (the daemon keeps one per thread).
        source: "daemon" when served by the daemon, else "process".
        warm: the embedding model may be loaded for this answer; False makes
            semantic parts fall back to words and say so (`DEGRADED_NOTE`).
        progress: where a long operation run in-process reports how far it is
            (`ingest.run`: done, total, the source just read); None in the daemon.
        playbooks: the cache the warm engine reads playbooks through; a reader
            that keeps its own (the language server's `RuleBook`) passes it, so
            one process holds one copy of each playbook.
        reflection: the daemon's learning schedule (`ReflectionSchedule.to_json`:
            when the next reflection runs); None outside the daemon.
    """

    loaded: LoadedConfig
    store: Callable[[], Store]
    source: Literal["daemon", "process"] = "process"
    warm: bool = True
    progress: Callable[[int, int | None, Path], None] | None = None
    playbooks: PlaybookCache | None = None
    reflection: Callable[[], dict[str, Any]] | None = None
    _engine: ContextEngine | None = None
    _sanitizer: Sanitizer | None = None
    _configs: dict[Path, tuple[float, LoadedConfig]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def settings(self) -> Settings:
        return self.loaded.settings

    def engine(self) -> ContextEngine:
        """The warm engine: the embedder, vector indexes, and the playbooks of
        `playbook_cache` (one cache: the engine's briefings and `playbook` read
        the same copies).

        The only place operations get an embedder from.
        """
        playbooks = self.playbook_cache()
        with self._lock:
            if self._engine is None:
                from kenning.daemon.retrieval.context_service import ContextEngine

                self._engine = ContextEngine(self.loaded, source=self.source, playbooks=playbooks)
            return self._engine

    def playbook_cache(self) -> PlaybookCache:
        """The playbooks per repository this context reads (`playbooks`, made on first use).

        Reading a rule needs no context engine: `kenning playbook list` in a
        process of its own imports the playbook, not the briefing's ranking,
        search or the embedder; and scores its rules with the plain view of
        the settings (`LoadedConfig.plain`: the same values), not the pydantic
        models (tests/test_startup.py holds it to both).
        """
        with self._lock:
            if self.playbooks is None:
                from kenning.daemon.ops.playbooks import playbook_cache

                self.playbooks = playbook_cache(
                    self.loaded.plain(), backups=self.loaded.paths.backups
                )
            return self.playbooks

    def sanitizer(self) -> Sanitizer:
        with self._lock:
            if self._sanitizer is None:
                from kenning.daemon.safety.sanitize import Sanitizer

                self._sanitizer = Sanitizer.from_config(self.loaded.plain().sanitize)
            return self._sanitizer

    def root(self, cwd: str | None) -> Path | None:
        """The repository a request is about: the caller's folder's, else this process's."""
        if not cwd:
            return self.loaded.repo_root
        from kenning.daemon.core.paths import find_repo_root

        return find_repo_root(Path(cwd))

    def sanitizer_for(self, root: Path | None) -> Sanitizer:
        """The redaction in force in `root` (its config may add patterns)."""
        other = self._loaded_of(root)
        if other is None:
            return self.sanitizer()
        from kenning.daemon.safety.sanitize import Sanitizer

        return Sanitizer.from_config(other.plain().sanitize)

    def loaded_for(self, cwd: str | None) -> LoadedConfig:
        """The whole configuration as a process started in `cwd` reads it.

        This context's own when `cwd` is in its repository (or not given);
        else loaded afresh, leniently, with this process's environment (the
        daemon answers only callers sharing its KENNING_* settings).
        """
        if not cwd or self.root(cwd) == self.loaded.repo_root:
            return self.loaded
        import os

        from kenning.daemon.core.config import load_config

        environ = {**os.environ, "KENNING_HOME": str(self.loaded.paths.home)}
        return load_config(cwd=Path(cwd), environ=environ, lenient=True)

    def settings_for(self, root: Path | None) -> Settings:
        """The settings in force in `root` (its `.kenning/config.toml` counts)."""
        other = self._loaded_of(root)
        return self.settings if other is None else other.settings

    def values_for(self, root: Path | None) -> Any:
        """`settings_for(root)`'s values as plain attributes (`LoadedConfig.plain`).

        For an operation that reads keys and hands the settings to no code that
        needs the models (`agents`, `Settings.agent`): a command in a process
        of its own then builds no pydantic model (tests/test_startup.py).
        """
        other = self._loaded_of(root)
        return self.loaded.plain() if other is None else other.plain()

    def _loaded_of(self, root: Path | None) -> LoadedConfig | None:
        """The configuration of `root` when it has one of its own, else None (this context's)."""
        if root is None or root == self.loaded.repo_root:
            return None
        file = root / ".kenning" / "config.toml"
        try:
            mtime = file.stat().st_mtime
        except OSError:
            return None
        with self._lock:
            cached = self._configs.get(root)
            if cached is None or cached[0] != mtime:
                from kenning.daemon.core.config import load_config

                environ = {"KENNING_HOME": str(self.loaded.paths.home)}
                cached = (mtime, load_config(cwd=root, environ=environ, lenient=True))
                self._configs[root] = cached
            return cached[1]

    def playbook(self, root: Path | None, *, include_retired: bool = False) -> Playbook:
        """The merged playbook of `root`: cached while unchanged; with the retired
        rules too (cached apart, in the scoring settings of `root`)."""
        if include_retired:
            other = self._loaded_of(root)  # None: this context's, the cache's own
            settings = None if other is None else other.plain()
            return self.playbook_cache().get(self.store(), root, settings, include_retired=True)
        return self.playbook_cache().get(self.store(), root)
