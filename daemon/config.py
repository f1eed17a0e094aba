"""Settings and paths.

The effective configuration is built from one ordered list of sources, later
ones winning key by key (see `SOURCES`):

    defaults → global file → repo `.kenning/config.toml` → env `KENNING_*` → flags

Each value remembers the source it came from (`kenning config show`). The
global file is `$KENNING_HOME/config.toml` when `KENNING_HOME` is set, else
`config.toml` in the platform's user config folder. `KENNING_HOME` relocates
all state (database, logs, socket, models), which is how tests isolate
themselves. Environment keys use `__` between levels:
`KENNING_SCORING__HALF_LIFE_DAYS=30`.
"""

from __future__ import annotations

import os
import shutil
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import ConfigError
from .models import utcnow
from .paths import Paths, find_repo_root, resolve_paths

__all__ = [
    "AgentConfig",
    "AuditConfig",
    "AuditFinding",
    "BackupConfig",
    "CurationConfig",
    "EmbedConfig",
    "IngestConfig",
    "LearningConfig",
    "LlmConfig",
    "LoadedConfig",
    "LspConfig",
    "Paths",
    "SanitizeConfig",
    "ScoringConfig",
    "SearchConfig",
    "Settings",
    "effective_items",
    "find_repo_root",
    "load_config",
    "resolve_paths",
]

ENV_PREFIX = "KENNING_"
SOURCES = ("default", "global", "repo", "env", "flag")


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class ScoringConfig(_Section):
    half_life_days: float = Field(90.0, gt=0)
    harmful_multiplier: float = Field(4.0, ge=0)
    stale_days: int = Field(90, ge=1)


class CurationConfig(_Section):
    #: word-overlap (Jaccard over content words) at or above which a new rule
    #: reinforces an existing one instead of being added
    dedup_threshold: float = Field(0.8, gt=0, le=1)
    #: word overlap at or above which a new rule is refused for resembling a
    #: toxic (forgotten) one
    toxic_threshold: float = Field(0.8, gt=0, le=1)
    #: core-word overlap (polarity words removed) at or above which a rule of
    #: opposite polarity ("always X" vs "never X") is recorded as a conflict
    conflict_threshold: float = Field(0.6, gt=0, le=1)


class SanitizeConfig(_Section):
    #: extra regular expressions to redact (validated: no nested quantifiers)
    extra_patterns: list[str] = Field(default_factory=list)


class AgentConfig(_Section):
    enabled: bool = True
    roots: list[str] = Field(default_factory=list)  # extra roots to watch
    exclude: list[str] = Field(default_factory=list)  # glob patterns on paths/workspaces


class IngestConfig(_Section):
    debounce_ms: int = Field(500, ge=0)
    max_json_bytes: int = Field(64 * 1024 * 1024, ge=1024)
    max_line_bytes: int = Field(32 * 1024 * 1024, ge=1024)
    exclude: list[str] = Field(default_factory=list)
    diary_idle_minutes: int = Field(30, ge=1)
    #: poll instead of OS file events (network file systems, inotify limits)
    force_polling: bool = False
    #: folders holding your projects (e.g. "~/code"): the git repositories in
    #: them are looked at for sessions agents keep in the project (Aider,
    #: SpecStory), besides the workspaces of ingested sessions and `kenning watch`
    project_folders: list[str] = Field(default_factory=list)
    #: how many folders below a project folder to look for repositories
    project_depth: int = Field(3, ge=1, le=10)
    #: read a symlinked session file whose target lies outside the watched
    #: folders (off: such a link could pull any file of yours into the store)
    follow_symlinks: bool = False


class EmbedConfig(_Section):
    backend: Literal["auto", "fastembed", "hashing"] = "auto"
    model: str = "sentence-transformers/all-MiniLM-L6-v2"
    threads: int = Field(1, ge=1, le=64)
    dim: int = Field(384, ge=8)
    #: the daemon embeds new messages and rules in the background
    background: bool = True


class SearchConfig(_Section):
    # hybrid fusion (fusion.py), tuned on the development half of
    # `python -m bench retrieval`: "score" adds normalised scores, "rrf" is
    # weighted reciprocal rank fusion (uses rrf_k)
    fusion: Literal["score", "rrf"] = "score"
    lexical_weight: float = Field(1.0, ge=0)
    dense_weight: float = Field(0.5, ge=0)
    #: dense weight when the embedder is the hashing fallback (it finds words,
    #: not meaning, so it may only nudge the BM25 ranking)
    hashing_dense_weight: float = Field(0.25, ge=0)
    rrf_k: int = Field(10, ge=1)
    #: each side's first `keep` hits stay in the results ("score" fusion)
    keep: int = Field(2, ge=0, le=10)
    #: the time prior of a question with a date: a bonus for messages of its
    #: days, halving every `time_half_life_days` away from them
    time_weight: float = Field(0.4, ge=0)
    time_half_life_days: float = Field(3.0, gt=0)


class LspConfig(_Section):
    max_hover_rules: int = Field(3, ge=1, le=20)
    severity: Literal["error", "warning", "information", "hint"] = "information"
    debounce_ms: int = Field(300, ge=0)
    max_file_bytes: int = Field(2 * 1024 * 1024, ge=1024)


AuditFinding = Literal["secret", "pinned", "proven", "anti_pattern", "tombstone", "rule"]


def _default_block() -> list[AuditFinding]:
    return ["secret", "pinned", "proven"]


class AuditConfig(_Section):
    #: which findings block a commit; the rest warn
    block: list[AuditFinding] = Field(default_factory=_default_block)


class LlmConfig(_Section):
    """An optional LLM that makes diaries and reflection richer (never required)."""

    #: "openai" covers every OpenAI-compatible server (OpenAI, vLLM, llama.cpp,
    #: LM Studio); "ollama" is the same protocol at Ollama's default address
    provider: Literal["none", "openai", "anthropic", "ollama"] = "none"
    base_url: str | None = None
    model: str | None = None
    #: the NAME of the environment variable that holds the API key (never the key)
    api_key_env: str | None = None
    daily_budget_usd: float = Field(1.0, ge=0)
    monthly_budget_usd: float = Field(10.0, ge=0)
    #: a provider on localhost costs nothing: exempt it from the caps (opt-in)
    local_exempt: bool = False
    timeout_s: float = Field(60.0, gt=0)
    max_retries: int = Field(2, ge=0, le=10)
    #: USD per million tokens; unset → a table of known models, else a
    #: deliberately high default so an unknown model cannot overspend
    price_in_per_mtok: float | None = Field(None, ge=0)
    price_out_per_mtok: float | None = Field(None, ge=0)
    max_output_tokens: int = Field(2048, ge=16)


class LearningConfig(_Section):
    """The learning loop (diaries, reflection, automatic feedback)."""

    #: automatic (AUTO) feedback events recorded per session, at most
    auto_feedback_cap: int = Field(3, ge=0, le=50)
    #: weight of an automatic event (a manual mark weighs 1.0)
    auto_weight: float = Field(0.5, gt=0, le=1)
    #: minutes between scheduled reflections in the daemon
    reflect_every_minutes: int = Field(60, ge=1)
    #: after each reflection the daemon also re-exports the kenning section of the
    #: AGENTS.md / CLAUDE.md files that already have one, in the projects reflected on
    refresh_exports: bool = False


class BackupConfig(_Section):
    """Backups of the database (daemon/backup.py)."""

    #: the running daemon backs the database up once a day
    daily: bool = True
    #: days a backup is kept before the daemon deletes it (the newest always stays)
    keep_days: int = Field(7, ge=1, le=3650)


class Settings(_Section):
    """The whole effective configuration."""

    scoring: ScoringConfig = Field(default_factory=ScoringConfig)
    curation: CurationConfig = Field(default_factory=CurationConfig)
    sanitize: SanitizeConfig = Field(default_factory=SanitizeConfig)
    agents: dict[str, AgentConfig] = Field(default_factory=dict)
    ingest: IngestConfig = Field(default_factory=IngestConfig)
    embed: EmbedConfig = Field(default_factory=EmbedConfig)
    search: SearchConfig = Field(default_factory=SearchConfig)
    lsp: LspConfig = Field(default_factory=LspConfig)
    audit: AuditConfig = Field(default_factory=AuditConfig)
    llm: LlmConfig = Field(default_factory=LlmConfig)
    learning: LearningConfig = Field(default_factory=LearningConfig)
    backup: BackupConfig = Field(default_factory=BackupConfig)

    def agent(self, name: str) -> AgentConfig:
        """The settings of one agent (defaults when the file says nothing of it)."""
        return self.agents.get(name) or AgentConfig()


# -- the cascade ------------------------------------------------------------------


@dataclass
class LoadedConfig:
    """The effective settings and, for each dotted key set by a source, its origin."""

    settings: Settings
    paths: Paths
    repo_root: Path | None
    origins: dict[str, str] = field(default_factory=dict)
    #: what `load_config(lenient=True)` ignored, each with its fix
    warnings: list[str] = field(default_factory=list)

    def origin(self, dotted_key: str) -> str:
        return self.origins.get(dotted_key, "default")


def _flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in data.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            flat.update(_flatten(value, dotted + "."))
        else:
            flat[dotted] = value
    return flat


def _set_dotted(target: dict[str, Any], dotted: str, value: Any) -> None:
    parts = dotted.split(".")
    node = target
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            child = {}
            node[part] = child
        node = child
    node[parts[-1]] = value


def _backup(path: Path, backups: Path) -> Path:
    from .private import private_dir, private_file

    private_dir(backups)
    stamp = utcnow().strftime("%Y%m%dT%H%M%S")
    target = backups / f"{path.name}.{stamp}.corrupt"
    shutil.copy2(path, target)
    private_file(target)
    return target


def _read_toml(path: Path, paths: Paths, *, keep_copy: bool = True) -> dict[str, Any]:
    """The TOML at `path`; `keep_copy` saves a broken file to the backups folder.

    A repository's file is in git already: copying it on every commit would
    only fill the folder.
    """
    if path.is_dir():
        raise ConfigError(
            f"{path}: is a folder, not a config file; kenning cannot read settings from it.",
            fix=f"remove the folder (rmdir {path}) or put the settings in a file at that path",
        )
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(
            f"{path}: cannot be read ({exc.strerror}).", fix=f"check the permissions of {path}"
        ) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ConfigError(
            f"{path}: not UTF-8 text (byte 0x{raw[exc.start]:02x} on line {line}); "
            "TOML files must be UTF-8.",
            fix=f"save {path} as UTF-8 (e.g. `iconv -f latin1 -t utf-8`), "
            "or delete it to use defaults",
        ) from exc
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        saved = f" A copy was saved to {_backup(path, paths.backups)}." if keep_copy else ""
        raise ConfigError(
            f"{path}: not valid TOML ({exc}).{saved}",
            fix=f"correct the line named above in {path}, or delete the file to use defaults",
        ) from exc


def _env_values(environ: Mapping[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX) or "__" not in name:
            continue
        dotted = name[len(ENV_PREFIX) :].lower().replace("__", ".")
        value: Any = raw
        if raw.startswith("["):
            try:
                value = tomllib.loads(f"v = {raw}")["v"]
            except tomllib.TOMLDecodeError:
                value = raw
        values[dotted] = value
    return values


def _blamed(loc: tuple[int | str, ...], origins: Mapping[str, str]) -> list[str]:
    """The dotted keys some source set that a validation error's location covers."""
    parts = [str(p) for p in loc]
    for n in range(len(parts), 0, -1):
        dotted = ".".join(parts[:n])
        if dotted in origins:
            return [dotted]  # the value itself, or a list holding the bad item
    under = ".".join(parts) + "."
    return [key for key in origins if key.startswith(under)]  # a whole unknown section


def _problems(
    exc: ValidationError, origins: Mapping[str, str], sources: Mapping[str, str]
) -> list[tuple[list[str], str]]:
    """(the dotted keys to blame, what is wrong) for each validation error."""
    found = []
    for err in exc.errors():
        dotted = ".".join(str(p) for p in err["loc"])
        blamed = _blamed(err["loc"], origins)
        source = origins.get(blamed[0], "default") if blamed else "default"
        where = sources.get(source, source)
        allowed = ""
        ctx = err.get("ctx") or {}
        if "expected" in ctx:
            allowed = f" (allowed: {ctx['expected']})"
        found.append((blamed, f"{where}: key `{dotted}`: {err['msg']}{allowed}"))
    return found


def _merge(layers: list[tuple[str, dict[str, Any]]]) -> tuple[dict[str, Any], dict[str, str]]:
    merged: dict[str, Any] = {}
    origins: dict[str, str] = {}
    for source, values in layers:
        for dotted, value in values.items():
            _set_dotted(merged, dotted, value)
            origins[dotted] = source
    return merged, origins


def _keep_secret_blocking(
    settings: Settings,
    layers: list[tuple[str, dict[str, Any]]],
    origins: Mapping[str, str],
    sources: Mapping[str, str],
    global_file: Path,
    warnings: list[str],
) -> None:
    """A repository's config may add blocking findings but not stop secrets blocking.

    Cloning a repository must not silently turn off the user's secret check:
    only the user's own file, environment or flags may do that.
    """
    if origins.get("audit.block") != "repo" or "secret" in settings.audit.block:
        return
    mine = next((v["audit.block"] for n, v in layers if n == "global" and "audit.block" in v), None)
    if mine is not None and "secret" not in mine:
        return
    settings.audit.block = ["secret", *settings.audit.block]
    warnings.append(
        f'{sources["repo"]}: key `audit.block` leaves out "secret"; a repository\'s config '
        "cannot turn off secret blocking, so secrets still block. Fix: to let secrets only "
        f"warn, set audit.block in your own config file ({global_file})"
    )


def load_config(
    *,
    cwd: Path | None = None,
    environ: Mapping[str, str] | None = None,
    flags: Mapping[str, Any] | None = None,
    lenient: bool = False,
) -> LoadedConfig:
    """Build the effective configuration from every source, in `SOURCES` order.

    Args:
        cwd: where to look for the repository's `.kenning/config.toml`.
        environ: the environment (`KENNING_HOME`, `KENNING_*` values).
        flags: `--set` values.
        lenient: never raise; a file that cannot be read is skipped and a
            value that is not allowed falls back to the layers below it (in
            the end, the default), each with a message in
            `LoadedConfig.warnings`. The git hook uses this: a typo in a
            repository's config must not turn off secret blocking.

    Raises:
        ConfigError: (unless `lenient`) a file is a folder, not UTF-8 or not
            valid TOML, or a value is not allowed; the message names the file
            (or variable), the key and the allowed values.
    """
    env = os.environ if environ is None else environ
    paths = resolve_paths(env)
    repo_root = find_repo_root(cwd)
    layers: list[tuple[str, dict[str, Any]]] = []
    sources = {"default": "default", "env": "environment", "flag": "command line"}
    warnings: list[str] = []
    files = [("global", paths.config_file)]
    if repo_root is not None:
        files.append(("repo", repo_root / ".kenning" / "config.toml"))
    for source, path in files:
        if not path.exists():
            continue
        sources[source] = str(path)
        try:
            toml = _read_toml(path, paths, keep_copy=source == "global")
            layers.append((source, _flatten(toml)))
        except ConfigError as exc:
            if not lenient:
                raise
            warnings.append(f"{exc.message} Its settings were ignored. Fix: {exc.fix}")
    layers.append(("env", _env_values(env)))
    if flags:
        layers.append(("flag", {k: v for k, v in flags.items() if v is not None}))

    while True:
        merged, origins = _merge(layers)
        try:
            settings = Settings.model_validate(merged)
            break
        except ValidationError as exc:
            problems = _problems(exc, origins, sources)
            if not lenient:
                raise ConfigError(
                    "invalid configuration:\n" + "\n".join(text for _k, text in problems),
                    fix="correct or remove the key named above; "
                    "`kenning config show` lists every key",
                ) from exc
            dropped = False
            for blamed, text in problems:
                for dotted in blamed:
                    for name, values in layers:
                        if name == origins.get(dotted) and dotted in values:
                            del values[dotted]
                            dropped = True
                warnings.append(
                    f"{text}; this value was ignored. "
                    "Fix: correct or remove the key (`kenning config show` lists every key)"
                )
            if not dropped:  # nothing to blame: the defaults alone are always valid
                settings, origins = Settings(), {}
                break
    _keep_secret_blocking(settings, layers, origins, sources, paths.config_file, warnings)
    # name the file rather than the layer in origins, for `config show`
    named = {k: sources.get(v, v) for k, v in origins.items()}
    return LoadedConfig(
        settings=settings, paths=paths, repo_root=repo_root, origins=named, warnings=warnings
    )


def effective_items(loaded: LoadedConfig) -> list[tuple[str, Any, str]]:
    """Every dotted key with its effective value and where it came from."""
    flat = _flatten(loaded.settings.model_dump(mode="json"))
    for dotted in loaded.origins:
        if dotted not in flat and "." in dotted:
            flat[dotted] = None
    return [(key, flat[key], loaded.origin(key)) for key in sorted(flat)]
