"""The reads behind the duplicate and conflict checks: live rules, and the rules (local in
`bullets_fts`, the team's in `team_rules_fts`) that hold a given word.

`playbook/lookalikes.py` chooses the words; these functions run its statements
unchanged. Rows are plain (id, content) tuples.
"""

from __future__ import annotations

from kenning.daemon.core.models import RuleState
from kenning.daemon.store.db import Store

__all__ = [
    "COUNT_CAP",
    "count_holding",
    "has_team_rules",
    "live_rows",
    "odd_live_rows",
    "retired_ids",
    "rules_holding",
    "team_rows",
]

_SELECT = "SELECT id, content FROM bullets"
_LIVE = "state IN ('active', 'proposal')"
#: the other states, asked through the state index (`NOT IN` scans the table)
_GONE = tuple(s.value for s in RuleState if s not in (RuleState.ACTIVE, RuleState.PROPOSAL))
# rules whose words the FTS tokens may not spell: an apostrophe, or anything
# outside ASCII (more bytes than characters)
_ODD = "(instr(content, '''') > 0 OR length(CAST(content AS BLOB)) <> length(content))"


#: `count_holding` stops here: past it a word is common, and which common word
#: is chosen changes only how many candidates are compared, never which are found
COUNT_CAP = 5_000


def count_holding(store: Store, fts: str, match: str) -> int:
    """How many rules of the FTS index `fts` (bullets_fts, team_rules_fts) match,
    counted up to `COUNT_CAP`."""
    sql = f"SELECT count(*) FROM (SELECT 1 FROM {fts} WHERE {fts} MATCH ? LIMIT ?)"
    return int(store.conn.execute(sql, (match, COUNT_CAP)).fetchone()[0])


def live_rows(store: Store) -> list[tuple[str, str]]:
    """(id, content) of every live rule, by id."""
    cur = store.conn.cursor()
    cur.row_factory = None
    return list(cur.execute(f"{_SELECT} WHERE {_LIVE} ORDER BY id"))


def rules_holding(store: Store, match: str) -> list[tuple[str, str]]:
    """(id, content) of the rules `bullets_fts` matches, any state; the index keeps its
    own copy of each rule's text (kept equal by the triggers of m003)."""
    cur = store.conn.cursor()
    cur.row_factory = None
    sql = "SELECT id, content FROM bullets_fts WHERE bullets_fts MATCH ?"
    return cur.execute(sql, (match,)).fetchall()


def retired_ids(store: Store) -> list[tuple[str]]:
    """The ids of the rules in a state other than active and proposal."""
    cur = store.conn.cursor()
    cur.row_factory = None
    gone = ", ".join("?" for _ in _GONE)
    sql = f"SELECT id FROM bullets WHERE state IN ({gone})"
    return cur.execute(sql, _GONE).fetchall()


def odd_live_rows(store: Store) -> list[tuple[str, str]]:
    """(id, content) of the live rules whose words the FTS tokens may not spell
    (through the partial index `bullets_odd`, m020: those rules only)."""
    cur = store.conn.cursor()
    cur.row_factory = None
    return cur.execute(f"{_SELECT} WHERE {_ODD} AND {_LIVE}").fetchall()


#: the team rules shown as themselves: not a near-duplicate of another
#: (team/curation.py), not a local rule's text, not forgotten
_TEAM_SHOWN = (
    "same_as IS NULL AND content_hash NOT IN (SELECT content_hash FROM bullets)"
    " AND content_hash NOT IN (SELECT content_hash FROM team_toxic)"
)


def has_team_rules(store: Store) -> bool:
    """Does the replica hold any team rule?"""
    return store.conn.execute("SELECT 1 FROM team_rules LIMIT 1").fetchone() is not None


def team_rows(store: Store, match: str | None) -> list[tuple[str, str]]:
    """(rule_id, content) of the team rules shown as themselves: those holding a word of
    `match` (over `team_rules_fts`) or whose words the index may not spell; every one
    when `match` is None (the index cannot tell); only the latter when it is ""."""
    args: tuple[str, ...] = ()
    if match is None:  # the index cannot tell: every rule shown
        where = _TEAM_SHOWN
    elif match:  # the rules holding a needed word (a rule's fts rowid is its seq)
        held = "SELECT rowid FROM team_rules_fts WHERE team_rules_fts MATCH ?"
        where, args = f"{_TEAM_SHOWN} AND (seq IN ({held}) OR {_ODD})", (match,)
    else:  # no word to look for: only the rules the index may not spell
        where = f"{_TEAM_SHOWN} AND {_ODD}"
    rows = store.conn.execute(
        f"SELECT rule_id, content FROM team_rules WHERE {where}", args
    ).fetchall()
    return [(str(r[0]), str(r[1])) for r in rows]
