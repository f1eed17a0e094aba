from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given, settings
from hypothesis import strategies as st

from kenning.daemon.core.models import (
    Bullet,
    BulletKind,
    BulletState,
    BulletType,
    Maturity,
    Provenance,
    Scope,
    Verification,
    VerifyMode,
    bullet_dump,
    json_time,
)

_TEXT = st.text(max_size=12)
_ZONES = st.sampled_from([UTC, None, timezone(timedelta(hours=2)), timezone(timedelta(0))])
_TIMES = st.builds(
    lambda d, zone: d.replace(tzinfo=zone),
    st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2100, 1, 1)),
    _ZONES,
)
_BULLETS = st.builds(
    Bullet,
    id=_TEXT,
    content=_TEXT.filter(bool),
    category=_TEXT,
    tags=st.lists(_TEXT, max_size=3),
    scope=st.sampled_from(Scope),
    scope_key=st.none() | _TEXT,
    kind=st.sampled_from(BulletKind),
    type=st.sampled_from(BulletType),
    state=st.sampled_from(BulletState),
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


@settings(max_examples=200, deadline=None)
@given(_BULLETS)
def test_bullet_dump_is_pydantics_json_dump(bullet: Bullet) -> None:
    dumped = bullet_dump(bullet)
    assert dumped == bullet.model_dump(mode="json")
    assert list(dumped) == list(Bullet.model_fields)


@given(_TIMES)
def test_json_time_is_pydantics(moment: datetime) -> None:
    assert (
        json_time(moment)
        == Bullet(id="x", content="y", created_at=moment).model_dump(mode="json")["created_at"]
    )


def test_a_rule_is_built_and_written_out_without_a_pydantic_schema() -> None:
    # the first validator or serializer a process builds costs ~40 ms of a command
    code = """
from kenning.daemon.core.models import Bullet, FeedbackEvent, FeedbackKind, Provenance, bullet_dump
b = Bullet.model_construct(id="x", content="y", provenance=Provenance.model_construct())
FeedbackEvent.model_construct(bullet_id="x", kind=FeedbackKind.HELPFUL)
bullet_dump(b)
assert not Bullet.__pydantic_complete__ and not FeedbackEvent.__pydantic_complete__
assert not Provenance.__pydantic_complete__
"""
    subprocess.run([sys.executable, "-c", code], check=True)
