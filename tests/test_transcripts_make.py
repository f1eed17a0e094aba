"""`make_message` and `make_tool_call` build what the models build, or raise what they raise."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import ValidationError

from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, ToolCall, make_message, make_tool_call

WHEN = datetime(2026, 1, 2, 3, 4, 5, 678000, tzinfo=UTC)

CALLS: list[dict[str, Any]] = [
    {"name": "Bash", "call_id": "c1", "input": {"command": "ls", "n": [1, 2]}},
    {"name": "Read", "call_id": None, "output": "text", "is_error": False, "exit_code": 0},
    {"name": "x", "is_error": None, "exit_code": None, "input": "raw"},
]

MESSAGES: list[dict[str, Any]] = [
    {"key": "k", "role": Role.USER, "text": "hello"},
    {
        "key": "k2",
        "role": Role.ASSISTANT,
        "model": "m",
        "text": "t",
        "created_at": WHEN,
        "source_line": 7,
        "tool_calls": [ToolCall(name="Bash", call_id="c")],
    },
    {
        "key": "k3",
        "role": "tool",
        "text": "out",
        "created_at": "2026-01-02T03:04:05Z",
        "origin": Origin.HUMAN,
        "idx": 3,
        "author": None,
    },
]


def _same(made: Any, built: Any) -> None:
    assert type(made) is type(built)
    assert made.__dict__ == built.__dict__
    assert list(made.__dict__) == list(built.__dict__)
    assert made.model_fields_set == built.model_fields_set
    assert made == built


@pytest.mark.parametrize("values", CALLS)
def test_make_tool_call_builds_what_tool_call_builds(values: dict[str, Any]) -> None:
    _same(make_tool_call(**values), ToolCall(**values))


@pytest.mark.parametrize("values", MESSAGES)
def test_make_message_builds_what_message_builds(values: dict[str, Any]) -> None:
    made, built = make_message(**values), Message(**values)
    _same(made, built)
    assert made.tool_calls is not built.tool_calls  # each its own list, as validated


@pytest.mark.parametrize(
    ("make", "model", "values"),
    [
        (make_message, Message, {"key": "k", "role": "nobody"}),
        (make_message, Message, {"key": 3, "role": Role.USER}),
        (make_message, Message, {"key": "k", "role": Role.USER, "extra": 1}),
        (make_tool_call, ToolCall, {"call_id": "c"}),
    ],
)
def test_make_raises_what_the_model_raises(make: Any, model: Any, values: dict[str, Any]) -> None:
    with pytest.raises(ValidationError) as made:
        make(**values)
    with pytest.raises(ValidationError) as built:
        model(**values)
    assert made.value.errors() == built.value.errors()
    assert made.value.title == built.value.title
