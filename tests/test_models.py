from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from kenning.daemon.core.inputs import error_message, parse_event, parse_rule, parse_tombstone
from kenning.daemon.core.models import (
    Conflict,
    FeedbackEvent,
    FeedbackKind,
    Maturity,
    Provenance,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Scope,
    Tombstone,
    Verification,
    VerifyMode,
    conflict_dump,
    event_dump,
    json_time,
    provenance_dump,
    rule_dump,
    tombstone_dump,
    verification_dump,
)

_TEXT = st.text(max_size=12)
_ZONES = st.sampled_from([UTC, None, timezone(timedelta(hours=2)), timezone(timedelta(0))])
_TIMES = st.builds(
    lambda d, zone: d.replace(tzinfo=zone),
    st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2100, 1, 1)),
    _ZONES,
)
_RULES = st.builds(
    Rule,
    id=_TEXT,
    content=_TEXT.filter(bool),
    category=_TEXT,
    tags=st.lists(_TEXT, max_size=3),
    scope=st.sampled_from(Scope),
    scope_key=st.none() | _TEXT,
    kind=st.sampled_from(RuleKind),
    type=st.sampled_from(RuleType),
    state=st.sampled_from(RuleState),
    maturity=st.sampled_from(Maturity),
    pinned=st.booleans(),
    pinned_reason=st.none() | _TEXT,
    search_pointer=st.none() | _TEXT,
    verification=st.none()
    | st.builds(
        Verification,
        regex=st.sampled_from([r"\bprint\(", "TODO", "a+b"]),
        mode=st.sampled_from(VerifyMode),
        glob=st.none() | st.just("*.py"),
    ),
    provenance=st.builds(
        Provenance,
        sessions=st.lists(_TEXT, max_size=2),
        agents=st.lists(_TEXT, max_size=2),
        reasoning=st.none() | _TEXT,
        evidence=st.lists(_TEXT, max_size=2),
    ),
    created_at=_TIMES,
    updated_at=_TIMES,
    half_life_days=st.none() | st.floats(0.5, 1000),
    origin=st.sampled_from(["global", "repo", "team"]),
)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(_RULES)
def test_a_rule_written_as_json_is_read_back_the_same(rule: Rule) -> None:
    dumped = rule_dump(rule)
    assert list(dumped) == [f.name for f in fields(Rule)]
    assert parse_rule(orjson.loads(orjson.dumps(dumped))) == rule


@pytest.mark.slow
@given(_TIMES)
def test_json_time_is_iso_with_z_for_utc(moment: datetime) -> None:
    text = json_time(moment)
    assert datetime.fromisoformat(text.replace("Z", "+00:00")) == moment
    assert not text.endswith("+00:00")


def test_each_serializer_writes_every_field_in_order() -> None:
    when = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    objects: list[tuple[Any, Callable[[Any], dict[str, Any]]]] = [
        (Verification(regex="TODO"), verification_dump),
        (Provenance(), provenance_dump),
        (Rule(id="b-1", content="x"), rule_dump),
        (FeedbackEvent(rule_id="b-1", kind=FeedbackKind.HELPFUL, created_at=when), event_dump),
        (Tombstone(id="t-1", pattern="p", reason="r", created_at=when), tombstone_dump),
        (Conflict(rule_a="b-1", rule_b="b-2", reason="r", created_at=when), conflict_dump),
    ]
    for obj, dump in objects:
        data = dump(obj)
        assert list(data) == [f.name for f in fields(obj)], type(obj).__name__
        orjson.dumps(data)  # JSON values only
    assert event_dump(objects[3][0])["created_at"] == "2026-01-02T03:04:05Z"


def _first_error(data: dict[str, Any]) -> tuple[str, str]:
    with pytest.raises(ValidationError) as caught:
        parse_rule(data)
    err = caught.value.errors()[0]
    return ".".join(str(p) for p in err["loc"]), error_message(err)


def test_a_rule_from_outside_is_validated_in_kennings_words() -> None:
    assert _first_error({"id": "b-1", "content": ""}) == ("content", "must not be empty")
    assert _first_error({"id": "b-1", "content": "x", "colour": "red"}) == (
        "colour",
        "unknown key",
    )
    assert _first_error({"id": "b-1", "content": "x", "provenance": 3}) == (
        "provenance",
        "expected a mapping of keys to values, got 3",
    )
    lookbehind = {"regex": "(?<=a)b"}
    where, message = _first_error({"id": "b-1", "content": "x", "verification": lookbehind})
    assert where == "verification.regex"
    assert not message.startswith("Value error") and "RE2" in message
    where, message = _first_error({"id": "b-1", "content": "x", "scope": "planet"})
    assert where == "scope" and message.startswith("expected one of 'global'")
    assert message.endswith("got 'planet'")


def test_a_rule_from_outside_gets_its_types_and_defaults() -> None:
    rule = parse_rule(
        {
            "id": "b-1",
            "content": "x",
            "scope": "workspace",
            "verification": {"regex": "TODO", "mode": "exists"},
            "created_at": "2026-01-02T03:04:05Z",
            "half_life_days": 30,
        }
    )
    assert rule.scope is Scope.WORKSPACE and rule.verification == Verification(
        regex="TODO", mode=VerifyMode.EXISTS
    )
    assert rule.created_at == datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert rule.half_life_days == 30.0 and isinstance(rule.half_life_days, float)
    assert rule.provenance == Provenance() and rule.state is RuleState.ACTIVE
    tomb = parse_tombstone({"id": "t-1", "pattern": "p", "reason": "r", "created_at": "2026-01-02"})
    assert tomb.created_at == datetime(2026, 1, 2)
    event = parse_event({"rule_id": "b-1", "kind": "harmful"})
    assert event.kind is FeedbackKind.HARMFUL and event.weight == 1.0
