"""A rule as a row of the `bullets` table: its columns, its stable id, and the
codec both ways.

Rows are written only from checked objects (`rule_to_row`), so they are read
back without validation, enums by value from the tables below (`row_to_rule`;
the playbook's lazy rows read the same tables). `Playbook.load` reads five of
the columns (scope, kind, type, state, maturity) as one small integer, the
index of their combination in `FACETS` (`FACETS_SQL` computes it in SQLite).
The SQL that reads and writes the rows is `RuleRepo`'s (`rules.py`).
"""

from __future__ import annotations

import builtins
import hashlib
import sqlite3
import threading
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

import orjson

from kenning.daemon.core.models import (
    Maturity,
    Provenance,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Scope,
    Verification,
    VerifyMode,
    canonical_content,
    parse_iso,
    provenance_dump,
    to_iso,
    verification_dump,
)

__all__ = [
    "FACETS",
    "FACETS_SQL",
    "KINDS",
    "LOAD_COLUMNS",
    "MATURITIES",
    "REST_COLUMNS",
    "RULE_COLUMNS",
    "SCOPES",
    "SITUATION_COLUMNS",
    "STATES",
    "TYPES",
    "facets_code",
    "row_to_rule",
    "rule_id_for",
    "rule_to_row",
    "stored_time",
    "time_or_epoch",
    "tombstone_id_for",
]

RULE_COLUMNS = (
    "id",
    "content",
    "content_hash",
    "category",
    "tags",
    "scope",
    "scope_key",
    "kind",
    "type",
    "state",
    "maturity",
    "pinned",
    "pinned_reason",
    "search_pointer",
    "verification",
    "provenance",
    "half_life_days",
    "origin",
    "created_at",
    "updated_at",
)
#: what `Playbook.load` reads of every rule: what it scores, sorts, filters and
#: counts on. SQLite's hand-over costs about the same per value whatever its
#: size, so the other columns (`REST_COLUMNS`) are read only when a loaded
#: rule's `Rule` is built, and `facets` is one small integer for five
#: columns (scope, kind, type, state, maturity: see `FACETS`).
LOAD_COLUMNS = ("id", "content", "facets", "half_life_days", "origin", "created_at")
#: the id and the columns of a row that `LOAD_COLUMNS` leaves out (the stored hash aside)
REST_COLUMNS = (
    "id",
    "category",
    "tags",
    "scope_key",
    "pinned",
    "pinned_reason",
    "search_pointer",
    "verification",
    "provenance",
    "updated_at",
)
#: the few of `REST_COLUMNS` a reader going through every rule asks without
#: building its `Rule` (the briefing's scope index: tags and scope key; its
#: ranking: category and pin; the checks: whether it has one): a fifth of the
#: rest's cost to read for all
SITUATION_COLUMNS = (
    "id",
    "category",
    "tags",
    "scope_key",
    "pinned",
    "COALESCE(verification, '') != ''",
)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def rule_id_for(content: str) -> str:
    """The stable id of a rule's text: `b-` + 10 hex digits of its content hash.

    The same text (after `canonical_content`) always gives the same id, so a
    reflection run twice proposes identical ids. Callers resolve a collision
    with another rule by adding a suffix (`RuleRepo.new_id`).
    """
    digest = hashlib.sha256(canonical_content(content).encode("utf-8")).hexdigest()
    return f"b-{digest[:10]}"


def tombstone_id_for(pattern: str) -> str:
    """The stable id of a deprecated pattern: `t-` + 8 hex digits of the pattern."""
    return "t-" + hashlib.sha256(pattern.encode("utf-8")).hexdigest()[:8]


def time_or_epoch(text: str | None) -> datetime:
    """A stored timestamp, read leniently: a row we wrote always parses; an
    unreadable one sorts as oldest (the epoch)."""
    return parse_iso(text) or _EPOCH


def _fast_dt(text: str) -> datetime:
    """Parse a timestamp this module wrote (`to_iso`: UTC with `Z`), quickly.

    `datetime.fromisoformat` reads the `Z` suffix on Python ≥ 3.11; anything
    else falls back to the lenient `parse_iso`.
    """
    try:
        moment = _fromiso(text)
    except (TypeError, ValueError):
        return time_or_epoch(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


_fromiso = datetime.fromisoformat
stored_time = _fast_dt


def _verification(text: str) -> Verification:
    """A stored verification. Its regex is not compiled here: it compiled when the rule
    was written, and compiling a thousand regexes again would dominate the git hook."""
    data = orjson.loads(text)
    return Verification(
        regex=data["regex"], mode=VerifyMode(data.get("mode", "absent")), glob=data.get("glob")
    )


def rule_to_row(rule: Rule) -> dict[str, Any]:
    """A rule as a row of the `bullets` table (JSON columns as text)."""
    return {
        "id": rule.id,
        "content": rule.content,
        "content_hash": rule.content_hash,
        "category": rule.category,
        "tags": orjson.dumps(rule.tags).decode(),
        "scope": rule.scope.value,
        "scope_key": rule.scope_key,
        "kind": rule.kind.value,
        "type": rule.type.value,
        "state": rule.state.value,
        "maturity": rule.maturity.value,
        "pinned": int(rule.pinned),
        "pinned_reason": rule.pinned_reason,
        "search_pointer": rule.search_pointer,
        "verification": (
            orjson.dumps(verification_dump(rule.verification)).decode()
            if rule.verification
            else None
        ),
        "provenance": orjson.dumps(provenance_dump(rule.provenance)).decode(),
        "half_life_days": rule.half_life_days,
        "origin": rule.origin,
        "created_at": to_iso(rule.created_at),
        "updated_at": to_iso(rule.updated_at),
    }


def row_to_rule(row: sqlite3.Row | dict[str, Any] | tuple[Any, ...]) -> Rule:
    """A row of the `bullets` table (a mapping, or a tuple in `RULE_COLUMNS` order).

    Rows are written only through `rule_to_row`, so their values are read back
    as they are (enums by value from the tables below, without `Enum.__call__`).
    """
    values = row if isinstance(row, tuple) else tuple(row[c] for c in RULE_COLUMNS)
    (
        id_, content, _hash, category, tags, scope, scope_key, kind, type_, state, maturity,
        pinned, pinned_reason, search_pointer, verification, provenance, half_life, origin,
        created_at, updated_at,
    ) = values  # fmt: skip
    prov = orjson.loads(provenance) if provenance and provenance != "{}" else {}
    return Rule(
        id=id_,
        content=content,
        category=category,
        tags=orjson.loads(tags) if tags and tags != "[]" else [],
        scope=SCOPES[scope],
        scope_key=scope_key,
        kind=KINDS[kind],
        type=TYPES[type_],
        state=STATES[state],
        maturity=MATURITIES[maturity],
        pinned=bool(pinned),
        pinned_reason=pinned_reason,
        search_pointer=search_pointer,
        verification=_verification(verification) if verification else None,
        provenance=Provenance(
            sessions=prov.get("sessions", []),
            agents=prov.get("agents", []),
            reasoning=prov.get("reasoning"),
            evidence=prov.get("evidence", []),
            # rows written before review (issue 26) have none of these
            accepted_by=prov.get("accepted_by"),
            accepted_at=parse_iso(prov.get("accepted_at")),
            rejected_by=prov.get("rejected_by"),
            rejected_at=parse_iso(prov.get("rejected_at")),
        ),
        half_life_days=half_life,
        origin=origin,
        created_at=_fast_dt(created_at),
        updated_at=_fast_dt(updated_at),
    )


# enum members by stored value, without Enum.__call__ (hot path of row_to_rule
# and of the playbook's lazy rows)
SCOPES = {e.value: e for e in Scope}
KINDS = {e.value: e for e in RuleKind}
TYPES = {e.value: e for e in RuleType}
STATES = {e.value: e for e in RuleState}
MATURITIES = {e.value: e for e in Maturity}

#: (scope, kind, type, state, maturity) as stored text, by the number `load_rows`
#: reads for them: every combination of the enums' values, then any other one
#: met in a database (a value this version does not know), appended when met
FACETS: builtins.list[tuple[str, str, str, str, str]] = [
    (s.value, k.value, t.value, st.value, m.value)
    for m in Maturity
    for st in RuleState
    for t in RuleType
    for k in RuleKind
    for s in Scope
]
_FACETS_LOCK = threading.Lock()
_OTHER_FACETS: dict[tuple[str, ...], int] = {}


def _case(column: str, members: Iterable[str]) -> str:
    """The index of the column's value among `members` (NULL for another value)."""
    whens = " ".join(f"WHEN '{m}' THEN {i}" for i, m in enumerate(members))
    return f"CASE {column} {whens} END"


# the index in `FACETS` (NULL when a value is not a member): five short strings
# fewer per rule for SQLite to hand over (~4 ms less at 10,000 rules)
FACETS_SQL = (
    f"({_case('scope', SCOPES)}) + {len(SCOPES)} * (({_case('kind', KINDS)})"
    f" + {len(KINDS)} * (({_case('type', TYPES)}) + {len(TYPES)} * (({_case('state', STATES)})"
    f" + {len(STATES)} * ({_case('maturity', MATURITIES)}))))"
)


def facets_code(texts: tuple[str, str, str, str, str]) -> int:
    """The number of a combination that is not all members (appended to `FACETS`)."""
    with _FACETS_LOCK:
        found = _OTHER_FACETS.get(texts)
        if found is None:
            found = _OTHER_FACETS[texts] = len(FACETS)
            FACETS.append(texts)
        return found
