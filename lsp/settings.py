"""The language server's settings: the config cascade, then what the editor says.

Order, later winning key by key:

    [lsp] of the config cascade → initializationOptions → workspace/configuration

Editors send camelCase (`maxHoverRules`), TOML uses snake_case
(`max_hover_rules`); both are accepted. The editor's values are re-read on
`workspace/didChangeConfiguration` without a restart. A bad value is dropped
with a message naming the key, never a crash: the server keeps its last
good settings.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.config_schema import FIELDS, INVALID, check

if TYPE_CHECKING:
    from kenning.daemon.core.config import LspConfig

__all__ = ["SECTION", "ServerSettings", "merge_client_settings"]

#: the section the server asks for with `workspace/configuration`
SECTION = "kenning"

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


@dataclass(frozen=True)
class ServerSettings:
    """What the server reads on every request (all plain values)."""

    max_hover_rules: int = 3
    severity: str = "information"
    debounce_ms: int = 300
    max_file_bytes: int = 2 * 1024 * 1024
    max_message_bytes: int = 64 * 1024 * 1024
    hover: bool = True
    diagnostics: bool = True
    hover_proposals: bool = True

    @classmethod
    def from_config(cls, config: LspConfig) -> ServerSettings:
        """The defaults of this server: the `[lsp]` section of the config cascade."""
        return cls(
            max_hover_rules=config.max_hover_rules,
            severity=config.severity,
            debounce_ms=config.debounce_ms,
            max_file_bytes=config.max_file_bytes,
            max_message_bytes=config.max_message_bytes,
            hover_proposals=config.hover_proposals,
        )


def _snake(key: str) -> str:
    return _CAMEL.sub("_", key).lower()


def _section(raw: Any) -> Mapping[str, Any]:
    """The kenning part of what an editor sent: `{"kenning": {...}}` or the dict itself."""
    if not isinstance(raw, Mapping):
        return {}
    if SECTION in raw:
        inner = raw[SECTION]
        # an empty Lua table arrives as [] (Neovim cannot tell {} from [])
        return inner if isinstance(inner, Mapping) else {}
    return raw


def merge_client_settings(base: ServerSettings, raw: Any) -> tuple[ServerSettings, list[str]]:
    """`base` with the editor's values applied; returns (settings, problems).

    Values are validated with the same rules as the `[lsp]` config section; a
    key that is unknown or invalid is left out and named in `problems`.
    """
    problems: list[str] = []
    updates: dict[str, Any] = {}
    for key, value in _section(raw).items():
        name = _snake(str(key))
        if value is None:
            continue
        if name in ("hover", "diagnostics"):
            if isinstance(value, bool):
                updates[name] = value
            else:
                problems.append(f"kenning.{key}: expected true or false, got {value!r}")
            continue
        spec = FIELDS.get(f"lsp.{name}")
        if spec is None:
            problems.append(f"kenning.{key}: unknown setting (known: {', '.join(_known())})")
            continue
        # the config's cheap check (pydantic's result); the model only for its message
        checked = check(spec, value)
        if checked is INVALID:
            checked, problem = _by_the_model(name, value)
            if problem is not None:
                problems.append(f"kenning.{key}: {problem}")
                continue
        updates[name] = checked
    return replace(base, **updates), problems


def _by_the_model(name: str, value: Any) -> tuple[Any, str | None]:
    """`value` as the `[lsp]` model takes it, or (None, what the model says is wrong)."""
    from pydantic import ValidationError

    from kenning.daemon.core.config import LspConfig
    from kenning.daemon.core.inputs import error_message

    try:
        return getattr(LspConfig.model_validate({name: value}), name), None
    except ValidationError as exc:
        return None, error_message(exc.errors()[0])


def _known() -> list[str]:
    names = [key.partition(".")[2] for key in FIELDS if key.startswith("lsp.")]
    camel = [re.sub(r"_(\w)", lambda m: m.group(1).upper(), n) for n in names]
    return [*camel, "hover", "diagnostics"]
