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

Loading runs before every command, hook and editor start, so it builds no
pydantic model: each value is checked against the plain table of
daemon/core/config_schema.py, and only a value that fails that check (an error,
or an unusual form) sends the whole configuration through the models of
daemon/core/settings.py, for pydantic's exact messages. `LoadedConfig.settings`
builds the models on first access; `LoadedConfig.get` reads a key without them,
and `LoadedConfig.plain` gives every key (agents too) as plain attributes, for
a command that only reads them (`ingest`, `status`, `doctor`, a cold `context`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.config_schema import (
    AGENT_FIELDS,
    FIELDS,
    INVALID,
    check,
    spec_for,
    unknown_key,
)
from kenning.daemon.core.errors import ConfigError
from kenning.daemon.core.paths import Paths, find_repo_root, resolve_paths

if TYPE_CHECKING:
    from pydantic import ValidationError

    from kenning.daemon.core.settings import (
        AgentConfig,
        AuditConfig,
        AuditFinding,
        BackupConfig,
        CurationConfig,
        EmbedConfig,
        IngestConfig,
        LearningConfig,
        LlmConfig,
        LspConfig,
        SanitizeConfig,
        ScoringConfig,
        SearchConfig,
        Settings,
    )

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
    "PlainSettings",
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

#: the settings models, re-exported from daemon/core/settings.py on first use (see
#: __getattr__); settings.__all__ itself would import pydantic, so the names are
#: repeated here and tests/test_config.py checks the two lists agree
_MODELS = frozenset(
    {
        "AgentConfig",
        "AuditConfig",
        "AuditFinding",
        "BackupConfig",
        "CurationConfig",
        "DaemonConfig",
        "EmbedConfig",
        "IngestConfig",
        "LearningConfig",
        "LlmConfig",
        "LspConfig",
        "SanitizeConfig",
        "ScoringConfig",
        "SearchConfig",
        "Settings",
    }
)


def __getattr__(name: str) -> Any:
    # `from kenning.daemon.core.config import Settings` still works, but importing this
    # module does not import pydantic: only the code that needs a model pays for it
    if name in _MODELS:
        from kenning.daemon.core import settings

        return getattr(settings, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- the cascade ------------------------------------------------------------------


@dataclass
class LoadedConfig:
    """The effective settings and, for each dotted key set by a source, its origin.

    `values` holds the checked values of the keys some source set (nested by
    section); `get` reads one key without building any model. `settings`,
    the pydantic `Settings`, is built on first access.
    """

    values: dict[str, Any]
    paths: Paths
    repo_root: Path | None
    origins: dict[str, str] = field(default_factory=dict)
    #: what `load_config(lenient=True)` ignored, each with its fix
    warnings: list[str] = field(default_factory=list)
    _settings: Settings | None = field(default=None, repr=False)
    _plain: Any = field(default=None, repr=False, compare=False)

    @property
    def settings(self) -> Settings:
        """The effective settings as the pydantic model (built on first use)."""
        if self._settings is None:
            from kenning.daemon.core.settings import trusted_settings

            # `values` passed the cheap check (or `load_config` built the model already)
            self._settings = trusted_settings(self.values)
        return self._settings

    def origin(self, dotted_key: str) -> str:
        return self.origins.get(dotted_key, "default")

    def get(self, dotted_key: str) -> Any:
        """The effective value of one key, e.g. `get("scoring.half_life_days")`.

        Raises:
            KeyError: no such key (the message lists where to find the keys).
        """
        spec = spec_for(dotted_key)
        if spec is None:
            raise KeyError(f"{dotted_key}: no such setting; `kenning config show` lists every key")
        node: Any = self.values
        for part in dotted_key.split("."):
            if not isinstance(node, dict) or part not in node:
                return list(spec.default) if isinstance(spec.default, tuple) else spec.default
            node = node[part]
        return list(node) if isinstance(node, list) else node

    def plain(self) -> Any:
        """The effective settings as plain attributes, without the pydantic models.

        `plain().scoring.half_life_days` is `settings.scoring.half_life_days`
        and `plain().agent("codex").roots` is `settings.agent("codex").roots`:
        the same values (checked by the cheap table, as `settings` trusts them),
        for a one-shot reader that must not pay the models' import (a cold
        `kenning context`, ops/cold_context.py; `kenning ingest`, `status`,
        `doctor`). Each section is a `SimpleNamespace`, each agent too. Made on
        first use and kept, as `settings` is (read it, do not change it).
        """
        if self._plain is not None:
            return self._plain
        from types import SimpleNamespace

        sections: dict[str, dict[str, Any]] = {}
        for dotted in FIELDS:
            section, _, key = dotted.partition(".")
            sections.setdefault(section, {})[key] = self.get(dotted)
        agents = self.values.get("agents")
        named = {
            name: self.agent_values(name) for name in (agents if isinstance(agents, dict) else {})
        }
        self._plain = PlainSettings(
            self, agents=named, **{k: SimpleNamespace(**v) for k, v in sections.items()}
        )
        return self._plain

    def agent_values(self, name: str) -> Any:
        """One agent's keys as plain attributes (the defaults when no source names it)."""
        from types import SimpleNamespace

        return SimpleNamespace(**{k: self.get(f"agents.{name}.{k}") for k in AGENT_FIELDS})

    def as_dict(self) -> dict[str, Any]:
        """Every key with its effective value, nested by section: `Settings.model_dump()`."""
        out: dict[str, Any] = {}
        for dotted in FIELDS:
            _set_dotted(out, dotted, self.get(dotted))
        agents = self.values.get("agents")
        out["agents"] = {
            name: {key: self.get(f"agents.{name}.{key}") for key in AGENT_FIELDS}
            for name in (agents if isinstance(agents, dict) else {})
        }
        return out


class PlainSettings:
    """`LoadedConfig.plain()`: the keys of `Settings` as plain attributes (see there).

    Read where the model would be (`settings.ingest.exclude`,
    `settings.agent(slug)`); `model_dump` is `LoadedConfig.as_dict`, the
    model's dump, for the reader processes that build the model themselves.
    """

    def __init__(self, loaded: LoadedConfig, **sections: Any) -> None:
        self._loaded = loaded
        self.__dict__.update(sections)

    def __getattr__(self, name: str) -> Any:  # the sections, set in __init__ (for mypy)
        raise AttributeError(f"no settings section {name!r}")

    def agent(self, name: str) -> Any:
        """The settings of one agent (defaults when the file says nothing of it)."""
        found = self.agents.get(name)
        return self._loaded.agent_values(name) if found is None else found

    def model_dump(self, mode: str = "python") -> dict[str, Any]:
        """Every key with its value, nested by section (`LoadedConfig.as_dict`)."""
        return self._loaded.as_dict()


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
    import shutil

    from kenning.daemon.core.models import utcnow
    from kenning.daemon.core.private import private_dir, private_file

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
    import tomllib

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
            import tomllib

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
    from kenning.daemon.core.inputs import error_message

    found = []
    for err in exc.errors():
        dotted = ".".join(str(p) for p in err["loc"])
        blamed = _blamed(err["loc"], origins)
        source = origins.get(blamed[0], "default") if blamed else "default"
        where = sources.get(source, source)
        if err["type"] == "extra_forbidden":  # kenning's words, with the key meant
            found.append((blamed, f"{where}: {unknown_key(dotted)}"))
            continue
        found.append((blamed, f"{where}: key `{dotted}`: {error_message(err)}"))
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
    block: Sequence[str],
    layers: list[tuple[str, dict[str, Any]]],
    origins: Mapping[str, str],
    sources: Mapping[str, str],
    global_file: Path,
    warnings: list[str],
) -> list[str] | None:
    """A repository's config may add blocking findings but not stop secrets blocking.

    Cloning a repository must not silently turn off the user's secret check:
    only the user's own file, environment or flags may do that. Returns the
    corrected `audit.block`, or None when `block` stands.
    """
    if origins.get("audit.block") != "repo" or "secret" in block:
        return None
    mine = next((v["audit.block"] for n, v in layers if n == "global" and "audit.block" in v), None)
    if mine is not None and "secret" not in mine:
        return None
    warnings.append(
        f'{sources["repo"]}: key `audit.block` leaves out "secret"; a repository\'s config '
        "cannot turn off secret blocking, so secrets still block. Fix: to let secrets only "
        f"warn, set audit.block in your own config file ({global_file})"
    )
    return ["secret", *block]


def _checked(layers: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]] | None:
    """The layers with every value converted by the cheap check, or None when one needs pydantic."""
    out = []
    for source, values in layers:
        checked = {}
        for dotted, value in values.items():
            spec = spec_for(dotted)
            good = INVALID if spec is None else check(spec, value)
            if good is INVALID:
                return None
            checked[dotted] = good
        out.append((source, checked))
    return out


def _validated(
    layers: list[tuple[str, dict[str, Any]]],
    sources: Mapping[str, str],
    lenient: bool,
    warnings: list[str],
) -> tuple[Settings, dict[str, str]]:
    """The settings pydantic makes of `layers`: its errors, or (lenient) its drops and warnings."""
    from pydantic import ValidationError

    from kenning.daemon.core.settings import Settings

    while True:
        merged, origins = _merge(layers)
        try:
            return Settings.model_validate(merged), origins
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
                return Settings(), {}


def load_config(
    *,
    cwd: Path | None = None,
    environ: Mapping[str, str] | None = None,
    flags: Mapping[str, Any] | None = None,
    lenient: bool = False,
    full: bool = False,
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
        full: validate with the pydantic models even when every value passes
            the cheap check of daemon/core/config_schema.py (both give the same
            result; tests/test_config_schema.py holds them to it).

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

    checked = None if full else _checked(layers)
    settings: Settings | None = None
    if checked is not None:  # every value passed the cheap check: no model is built
        values, origins = _merge(checked)
        audit = values.get("audit", {})
        block = audit.get("block", list(FIELDS["audit.block"].default))
        fixed = _keep_secret_blocking(block, layers, origins, sources, paths.config_file, warnings)
        if fixed is not None:
            audit["block"] = fixed
    else:
        settings, origins = _validated(layers, sources, lenient, warnings)
        fixed = _keep_secret_blocking(
            settings.audit.block, layers, origins, sources, paths.config_file, warnings
        )
        if fixed is not None:
            settings.audit.block = fixed  # type: ignore[assignment]
        values = settings.model_dump()
    # name the file rather than the layer in origins, for `config show`
    named = {k: sources.get(v, v) for k, v in origins.items()}
    return LoadedConfig(
        values=values,
        paths=paths,
        repo_root=repo_root,
        origins=named,
        warnings=warnings,
        _settings=settings,
    )


def effective_items(loaded: LoadedConfig) -> list[tuple[str, Any, str]]:
    """Every dotted key with its effective value and where it came from."""
    flat = _flatten(loaded.settings.model_dump(mode="json"))
    for dotted in loaded.origins:
        if dotted not in flat and "." in dotted:
            flat[dotted] = None
    return [(key, flat[key], loaded.origin(key)) for key in sorted(flat)]
