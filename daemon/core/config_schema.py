"""What each configuration key accepts, as a plain table, and the cheap check of a value.

The pydantic models of daemon/core/settings.py are the one definition of the
keys. Loading the configuration runs on every command, hook and editor start,
though, and building those models costs ~100 ms of imports, so the cascade
checks each value against `FIELDS` here instead: a table generated from the
models (`python -m kenning.daemon.core.config_gen`), never edited by hand.

A value of the plain kind (a TOML number, string, bool or list, an
environment string like "30" or "true") is converted the way pydantic would
and its bounds checked; anything else (an unknown key, a value out of bounds,
an unusual form) is `INVALID`, and the loader then hands the whole
configuration to pydantic, which gives the exact error or lenient warning.
The check only accepts a subset of what pydantic accepts, with pydantic's
result, so the two paths always agree; tests/test_config_schema.py fails
while the generated table is stale.

`unknown_key` words the error for a key no model has: the nearest key, or
the keys of its section.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["AGENT_FIELDS", "FIELDS", "INVALID", "Spec", "check", "spec_for", "unknown_key"]

#: the result of `check` for a value only pydantic may judge
INVALID: Any = object()


@dataclass(frozen=True)
class Spec:
    """One key: its kind, default and bounds (as the pydantic field declares them).

    `kind` is "float", "int", "bool", "str" or "choice" (one of `choices`),
    or "list[...]" of one of those. List defaults are tuples here (a table
    must not share a mutable default); `check` and readers turn them into lists.
    """

    kind: str
    default: Any
    gt: float | None = None
    ge: float | None = None
    le: float | None = None
    optional: bool = False
    choices: tuple[str, ...] = ()


# -- generated from daemon/core/settings.py by `python -m kenning.daemon.core.config_gen`

#: every `section.key` of the configuration but the agents' tables
FIELDS: dict[str, Spec] = {
    "scoring.half_life_days": Spec("float", 90.0, gt=0),
    "scoring.harmful_multiplier": Spec("float", 4.0, ge=0),
    "scoring.stale_days": Spec("int", 90, ge=1),
    "curation.dedup_threshold": Spec("float", 0.8, gt=0, le=1),
    "curation.toxic_threshold": Spec("float", 0.8, gt=0, le=1),
    "curation.rejected_meaning_threshold": Spec("float", 0.7, gt=0, le=1),
    "curation.conflict_threshold": Spec("float", 0.6, gt=0, le=1),
    "sanitize.extra_patterns": Spec("list[str]", ()),
    "ingest.debounce_ms": Spec("int", 500, ge=0),
    "ingest.max_json_bytes": Spec("int", 67108864, ge=1024),
    "ingest.max_line_bytes": Spec("int", 33554432, ge=1024),
    "ingest.exclude": Spec("list[str]", ()),
    "ingest.diary_idle_minutes": Spec("int", 30, ge=1),
    "ingest.force_polling": Spec("bool", False),
    "ingest.project_folders": Spec("list[str]", ()),
    "ingest.exclude_folders": Spec("list[str]", ()),
    "ingest.project_depth": Spec("int", 3, ge=1, le=10),
    "ingest.follow_symlinks": Spec("bool", False),
    "embed.backend": Spec("choice", "auto", choices=("auto", "fastembed", "hashing")),
    "embed.model": Spec("str", "sentence-transformers/all-MiniLM-L6-v2"),
    "embed.threads": Spec("int", 0, ge=0, le=64),
    "embed.dim": Spec("int", 384, ge=8),
    "embed.background": Spec("bool", True),
    "embed.models_dir": Spec("str", None, optional=True),
    "search.fusion": Spec("choice", "score", choices=("score", "rrf")),
    "search.lexical_weight": Spec("float", 1.0, ge=0),
    "search.dense_weight": Spec("float", 0.5, ge=0),
    "search.hashing_dense_weight": Spec("float", 0.25, ge=0),
    "search.rrf_k": Spec("int", 10, ge=1),
    "search.keep": Spec("int", 2, ge=0, le=10),
    "search.time_weight": Spec("float", 0.8, ge=0),
    "search.time_half_life_days": Spec("float", 3.0, gt=0),
    "search.neighbour_before": Spec("float", 0.3, ge=0, le=1),
    "search.neighbour_after": Spec("float", 0.1, ge=0, le=1),
    "search.list_session_decay": Spec("float", 0.7, gt=0, le=1),
    "search.list_thin": Spec("float", 0.7, ge=0, le=1),
    "search.list_thin_words": Spec("int", 6, ge=1),
    "search.lexical_cover": Spec("float", 0.5, ge=0, le=1),
    "search.collapse_repeats": Spec("bool", True),
    "search.when_boost": Spec("float", 0.25, ge=0),
    "search.speaker_free_weight": Spec("float", 2.0, ge=0),
    "lsp.max_hover_rules": Spec("int", 3, ge=1, le=20),
    "lsp.severity": Spec(
        "choice", "information", choices=("error", "warning", "information", "hint")
    ),
    "lsp.debounce_ms": Spec("int", 300, ge=0),
    "lsp.max_file_bytes": Spec("int", 2097152, ge=1024),
    "lsp.max_message_bytes": Spec("int", 67108864, ge=65536),
    "lsp.hover_proposals": Spec("bool", True),
    "audit.block": Spec(
        "list[choice]",
        ("secret", "pinned", "proven"),
        choices=("secret", "pinned", "proven", "anti_pattern", "tombstone", "rule"),
    ),
    "llm.provider": Spec("choice", "none", choices=("none", "openai", "anthropic", "ollama")),
    "llm.base_url": Spec("str", None, optional=True),
    "llm.model": Spec("str", None, optional=True),
    "llm.api_key_env": Spec("str", None, optional=True),
    "llm.daily_budget_usd": Spec("float", 1.0, ge=0),
    "llm.monthly_budget_usd": Spec("float", 10.0, ge=0),
    "llm.local_exempt": Spec("bool", False),
    "llm.timeout_s": Spec("float", 60.0, gt=0),
    "llm.max_retries": Spec("int", 2, ge=0, le=10),
    "llm.price_in_per_mtok": Spec("float", None, ge=0, optional=True),
    "llm.price_out_per_mtok": Spec("float", None, ge=0, optional=True),
    "llm.max_output_tokens": Spec("int", 2048, ge=16),
    "learning.auto_feedback_cap": Spec("int", 3, ge=0, le=50),
    "learning.auto_weight": Spec("float", 0.5, gt=0, le=1),
    "learning.reflect_every_minutes": Spec("int", 60, ge=1),
    "learning.quiet_seconds": Spec("int", 120, ge=0, le=86400),
    "learning.refresh_exports": Spec("bool", False),
    "backup.daily": Spec("bool", True),
    "backup.keep_days": Spec("int", 7, ge=1, le=3650),
    "daemon.autostart": Spec("bool", True),
}

#: the keys of each `[agents.NAME]` table
AGENT_FIELDS: dict[str, Spec] = {
    "enabled": Spec("bool", True),
    "roots": Spec("list[str]", ()),
    "exclude": Spec("list[str]", ()),
}
# -- end of the generated table

_TRUE = frozenset({"true", "True", "TRUE", "yes", "on", "1", "t", "y"})
_FALSE = frozenset({"false", "False", "FALSE", "no", "off", "0", "f", "n"})


def spec_for(dotted: str) -> Spec | None:
    """The spec of a dotted key (`agents.NAME.FIELD` included), None when unknown."""
    spec = FIELDS.get(dotted)
    if spec is None and dotted.startswith("agents."):
        parts = dotted.split(".")
        if len(parts) == 3 and parts[1]:
            spec = AGENT_FIELDS.get(parts[2])
    return spec


def unknown_key(dotted: str) -> str:
    """What to say of `dotted`, a key the configuration does not have.

    Within a known section: the nearest key of that section (a typo), else
    its keys. Elsewhere: the known key whose last part is nearest (a section
    left out), else the nearest section, else the sections.
    """
    import difflib

    parts = dotted.split(".")
    # an agent's table is named by the user: its keys are shown under that name
    agent = parts[1] if len(parts) == 3 and parts[0] == "agents" else "NAME"
    known = [*FIELDS, *(f"agents.{agent}.{key}" for key in AGENT_FIELDS)]
    sections = sorted({key.partition(".")[0] for key in known})
    section, leaf = parts[0], parts[-1]
    said = f"unknown key `{dotted}`"
    if section in sections and len(parts) > 1:
        keys = [key for key in known if key.startswith(f"{section}.")]
        by_leaf = {key.rpartition(".")[2]: key for key in keys}
        close = difflib.get_close_matches(leaf, list(by_leaf), n=1, cutoff=0.7)
        if close:
            return f"{said}; did you mean `{by_leaf[close[0]]}`?"
        return f"{said}; the keys of [{section}] are {', '.join(keys)}"
    by_leaf = {key.rpartition(".")[2]: key for key in FIELDS}
    close = difflib.get_close_matches(leaf, list(by_leaf), n=1, cutoff=0.8)
    if close:
        return f"{said}; did you mean `{by_leaf[close[0]]}`?"
    close = difflib.get_close_matches(section, sections, n=1, cutoff=0.7)
    if close:
        return f"{said}; did you mean the section [{close[0]}]?"
    return f"{said}; the sections are {', '.join(sections)}"


def _digits(text: str) -> bool:
    # ASCII only: str.isdigit() also accepts "²" and other scripts' digits
    return 0 < len(text) <= 18 and text.isascii() and text.isdigit()


def _scalar(kind: str, value: Any, choices: tuple[str, ...]) -> Any:
    if kind == "str":
        return value if isinstance(value, str) else INVALID
    if kind == "choice":
        return value if isinstance(value, str) and value in choices else INVALID
    if kind == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return True if value in _TRUE else False if value in _FALSE else INVALID
        return INVALID
    if isinstance(value, bool):  # a bool is an int to Python, not to a person
        return INVALID
    if kind == "int":
        if isinstance(value, int):
            return value
        if isinstance(value, str) and _digits(value.removeprefix("-")):
            return int(value)
        return INVALID
    if kind == "float":
        if isinstance(value, float):
            return value
        if isinstance(value, int) and abs(value) < 2**53:
            return float(value)
        if isinstance(value, str):
            whole, dot, fraction = value.removeprefix("-").partition(".")
            if _digits(whole) and (not dot or _digits(fraction)):
                return float(value)
    return INVALID


def _within(spec: Spec, value: float) -> bool:
    # written as "passes" tests so that NaN, which fails every comparison, fails
    if spec.gt is not None and not value > spec.gt:
        return False
    if spec.ge is not None and not value >= spec.ge:
        return False
    return spec.le is None or value <= spec.le


def check(spec: Spec, value: Any) -> Any:
    """`value` as the pydantic field would hold it, or `INVALID` to let pydantic judge."""
    if value is None:
        return None if spec.optional else INVALID
    if spec.kind.startswith("list["):
        if not isinstance(value, list):
            return INVALID
        kind = spec.kind[5:-1]
        items = [_scalar(kind, item, spec.choices) for item in value]
        return INVALID if any(item is INVALID for item in items) else items
    out = _scalar(spec.kind, value, spec.choices)
    if out is not INVALID and spec.kind in ("int", "float") and not _within(spec, out):
        return INVALID
    return out
