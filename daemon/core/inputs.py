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


#: pydantic words two errors differently for a dataclass than for a model; files
#: have always been answered with the model's words
_MODEL_WORDS = {
    "unexpected_keyword_argument": "Extra inputs are not permitted",
    "dataclass_type": "Input should be a valid dictionary or instance of {}",
}


def error_message(error: ErrorDetails) -> str:
    """The message of one error of `parse_*`'s ValidationError, as a person reads it."""
    words = _MODEL_WORDS.get(error["type"])
    if words is None:
        return error["msg"]
    return words.format((error.get("ctx") or {}).get("class_name", ""))
