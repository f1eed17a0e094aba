"""Domain objects from outside input, validated by pydantic where they come in.

Inside the engine a rule (`Rule`), its feedback events and tombstones are plain
dataclasses (`models.py`), built from values already checked. What comes from
outside — a `.kenning/playbook.yaml`, a cass-memory file, an undo record —
goes through these functions first: pydantic validates the mapping against the
same dataclass (its types, and the markers `models.py` puts on a rule's text and
regex) and builds it, coercing what a file writes (an ISO time, an enum's
value). The validators are built on first use (~40 ms), so a process that reads
no such input never pays for them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from kenning.daemon.core.models import FeedbackEvent, Rule, Tombstone

if TYPE_CHECKING:
    from pydantic import TypeAdapter
    from pydantic_core import ErrorDetails

__all__ = ["error_message", "parse_event", "parse_rule", "parse_tombstone"]

_T = TypeVar("_T")


#: one validator per class, built on first use (two threads may both build one)
_ADAPTERS: dict[type[Any], Any] = {}


def _validate(cls: type[_T], data: Mapping[str, Any]) -> _T:
    adapter: TypeAdapter[_T] | None = _ADAPTERS.get(cls)
    if adapter is None:
        from pydantic import TypeAdapter

        adapter = _ADAPTERS[cls] = TypeAdapter(cls)
    return adapter.validate_python(data)


def parse_rule(data: Mapping[str, Any]) -> Rule:
    """A rule from a mapping read from outside.

    Raises:
        pydantic.ValidationError: a key is unknown, missing or of the wrong type
            (`error_message` words each error).
    """
    return _validate(Rule, data)


def parse_tombstone(data: Mapping[str, Any]) -> Tombstone:
    """A deprecated pattern from a mapping read from outside (raises like `parse_rule`)."""
    return _validate(Tombstone, data)


def parse_event(data: Mapping[str, Any]) -> FeedbackEvent:
    """A feedback event from a mapping read from outside (raises like `parse_rule`)."""
    return _validate(FeedbackEvent, data)


def _got(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def error_message(error: ErrorDetails) -> str:
    """One of pydantic's validation errors in kenning's words: what is wanted, what came.

    Used wherever outside input is validated (a playbook file, `--set` and the
    config files, an operation's parameters, the editor's settings), so no
    surface answers "Extra inputs are not permitted".
    """
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    got = f", got {_got(value)}"
    if kind in ("extra_forbidden", "unexpected_keyword_argument"):
        return "unknown key"
    if kind in ("missing", "missing_keyword_argument", "missing_argument"):
        return "missing: this key is required"
    if kind in ("bool_parsing", "bool_type"):
        return f"expected true or false{got}"
    if kind in ("int_parsing", "int_type", "int_from_float"):
        return f"expected a whole number{got}"
    if kind in ("float_parsing", "float_type"):
        return f"expected a number{got}"
    if kind in ("string_type",):
        return f"expected text{got}"
    if kind in ("list_type", "tuple_type", "set_type"):
        return f"expected a list{got}"
    if kind in ("dict_type", "dataclass_type", "model_type", "dataclass_args_type"):
        return f"expected a mapping of keys to values{got}"
    if kind in ("literal_error", "enum"):
        return f"expected one of {ctx.get('expected', '?')}{got}"
    if kind == "string_too_short":
        least = ctx.get("min_length", 1)
        return "must not be empty" if least == 1 else f"needs at least {least} characters"
    if kind == "string_too_long":
        return f"has more than {ctx.get('max_length')} characters"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length')} items"
    if kind == "too_long":
        return f"has more than {ctx.get('max_length')} items"
    bounds = {
        "greater_than": "above",
        "greater_than_equal": "at least",
        "less_than": "below",
        "less_than_equal": "at most",
    }
    if kind in bounds:
        limit = next(iter(ctx.values()), "?")
        return f"must be {bounds[kind]} {limit}{got}"
    if kind in ("datetime_parsing", "datetime_type", "datetime_from_date_parsing"):
        return f"expected a date and time such as 2026-01-02T03:04:05Z{got}"
    msg = str(error["msg"])
    if kind == "value_error" and msg.startswith("Value error, "):
        return msg[len("Value error, ") :]
    return msg[:1].lower() + msg[1:]
