"""What each live rule is about, kept for a briefing that does not load the playbook.

A briefing weighs each of the task's keys (its stems and their concepts) by
how many live rules have it (`df`, retrieval/rule_ranking.py `_Coverage`), and
gathers the rules scoped to the place, language, framework or task at hand.
The daemon counts both over the playbook it keeps warm; a one-shot
`kenning context` (ops/cold_context.py) reads them here instead (issue 28):

- `rule_keys`: per live stored rule, its origin, whether it counts in the
  weights (a team's rules do not), its keys (space-separated) and a digest
  of what they were computed from (origin, text, tags);
- `rule_key_counts`: per key, how many counted live rules have it;
- `meta`: `rule_keys_version`, the playbook version they were counted at, and
  `rule_keys_n`, how many rules were counted (the `n` of the weights);
- the partial index `bullets_scoped` (m021): the live scoped rules, grouped by
  scope and key without reading the others.

The keys are computed above (retrieval/stored_index.py: the same function
the warm index uses); this module stores and counts them. Nothing writes here
but that sync, which patches the rules `playbook_changes` names, and when
the log cannot name them, the rules whose digest changed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from kenning.daemon.store.chunked import rows_in
from kenning.daemon.store.db import Store

__all__ = [
    "LIVE",
    "Keys",
    "counts",
    "digests",
    "ids_scoped",
    "keys_of",
    "live_rules",
    "patch",
    "rebuild",
    "repo_ids",
    "scoped_groups",
    "synced",
]

#: the states a briefing shows (a proposal only when it matches well)
LIVE = ("active", "proposal")
#: the WHERE of the partial index `bullets_scoped` (m021), word for word
_SCOPED = "scope <> 'global' AND state IN ('active', 'proposal')"
_VERSION = "rule_keys_version"
_INSERT = "INSERT INTO rule_keys (rule_id, origin, counted, keys, digest) VALUES (?, ?, ?, ?, ?)"
_N = "rule_keys_n"


def synced(store: Store) -> tuple[int | None, int]:
    """(the playbook version the keys were counted at, or None: never; the rules counted)."""
    rows = dict(
        store.conn.execute(
            "SELECT key, CAST(value AS INTEGER) FROM meta WHERE key IN (?, ?)", (_VERSION, _N)
        ).fetchall()
    )
    version = rows.get(_VERSION)
    return (int(version) if version is not None else None), int(rows.get(_N) or 0)


def live_rules(store: Store, ids: Collection[str] | None = None) -> list[tuple[str, str, str, str]]:
    """(id, origin, content, tags JSON) of the live stored rules (of `ids` only, if given)."""
    select = "SELECT id, origin, content, tags, state FROM bullets"
    if ids is None:
        cur = store.conn.cursor()
        cur.row_factory = None
        rows: Iterable[Any] = cur.execute(f"{select} WHERE state IN (?, ?)", LIVE)
    else:
        rows = rows_in(store.conn, select, "id", ids)
    return [(r[0], r[1], r[2], r[3]) for r in rows if r[4] in LIVE]


#: a rule's row as the sync hands it in: (origin, counted in the weights, keys, digest)
Keys = tuple[str, bool, Iterable[str], str]


def keys_of(store: Store, ids: Collection[str]) -> dict[str, tuple[str, bool, list[str]]]:
    """The stored (origin, counted, keys) of the rules `ids` that have them."""
    select = "SELECT rule_id, origin, counted, keys FROM rule_keys"
    return {
        str(r[0]): (str(r[1]), bool(r[2]), str(r[3]).split())
        for r in rows_in(store.conn, select, "rule_id", ids)
    }


def digests(store: Store) -> dict[str, str]:
    """Every stored rule's digest, by id."""
    cur = store.conn.cursor()
    cur.row_factory = None
    return dict(cur.execute("SELECT rule_id, digest FROM rule_keys").fetchall())


def _rows(rules: Mapping[str, Keys]) -> tuple[list[tuple[Any, ...]], int, Counter[str]]:
    """The `rule_keys` rows of `rules`, how many of them are counted, and their keys' counts."""
    rows: list[tuple[Any, ...]] = []
    n = 0
    df: Counter[str] = Counter()
    for rule_id, (origin, counted, these, digest) in rules.items():
        keys = list(these)
        rows.append((rule_id, origin, int(counted), " ".join(keys), digest))
        if counted:
            n += 1
            df.update(keys)
    return rows, n, df


def rebuild(store: Store, rules: Mapping[str, Keys], version: int) -> None:
    """Replace every row with `rules` (id → `Keys`), counted at `version`.

    In the caller's write transaction (`Store.transaction`)."""
    conn = store.conn
    conn.execute("DELETE FROM rule_keys")
    conn.execute("DELETE FROM rule_key_counts")
    rows, n, df = _rows(rules)
    conn.executemany(_INSERT, rows)
    conn.executemany("INSERT INTO rule_key_counts (key, df) VALUES (?, ?)", df.items())
    _mark(store, version, n)


def patch(
    store: Store,
    ids: Collection[str],
    rules: Mapping[str, Keys],
    version: int,
) -> None:
    """The rules `ids` written since: their old keys out, `rules` (the live ones of
    them, id → `Keys`) in, counted at `version`. In the caller's transaction."""
    conn = store.conn
    _, n = synced(store)
    delta: Counter[str] = Counter()
    for _, was_counted, old in keys_of(store, ids).values():
        if was_counted:
            n -= 1
            delta.subtract(old)
    rows, added, counts = _rows(rules)
    n += added
    delta.update(counts)
    conn.executemany("DELETE FROM rule_keys WHERE rule_id = ?", [(i,) for i in ids])
    conn.executemany(_INSERT, rows)
    changed = [(key, by) for key, by in delta.items() if by]
    conn.executemany(
        "INSERT INTO rule_key_counts (key, df) VALUES (?, ?) "
        "ON CONFLICT(key) DO UPDATE SET df = df + excluded.df",
        changed,
    )
    conn.executemany(
        "DELETE FROM rule_key_counts WHERE key = ? AND df <= 0", [(k,) for k, _ in changed]
    )
    _mark(store, version, n)


def _mark(store: Store, version: int, n: int) -> None:
    store.conn.executemany(
        "INSERT INTO meta (key, value) VALUES (?, ?) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [(_VERSION, str(version)), (_N, str(n))],
    )


def counts(store: Store, keys: Collection[str]) -> dict[str, int]:
    """How many counted live rules have each of `keys` (a key none has is left out)."""
    return {
        str(r[0]): int(r[1])
        for r in rows_in(store.conn, "SELECT key, df FROM rule_key_counts", "key", keys)
    }


def scoped_groups(store: Store) -> list[tuple[str, str | None]]:
    """The distinct (scope, scope key) of the live scoped rules (`bullets_scoped`)."""
    return [
        (str(r[0]), r[1])
        for r in store.conn.execute(
            f"SELECT DISTINCT scope, scope_key FROM bullets WHERE {_SCOPED}"
        ).fetchall()
    ]


def ids_scoped(store: Store, scope: str, keys: Collection[str | None]) -> list[str]:
    """The live rules of `scope` whose stored key is one of `keys` (None: no key)."""
    out = []
    named = [k for k in keys if k is not None]
    if named:
        marks = ", ".join("?" * len(named))
        out += store.conn.execute(
            f"SELECT id FROM bullets WHERE {_SCOPED} AND scope = ? AND scope_key IN ({marks})",
            (scope, *named),
        ).fetchall()
    if None in keys:
        out += store.conn.execute(
            f"SELECT id FROM bullets WHERE {_SCOPED} AND scope = ? AND scope_key IS NULL",
            (scope,),
        ).fetchall()
    return [str(r[0]) for r in out]


def repo_ids(store: Store) -> list[str]:
    """The live stored rules whose origin is the repository file (`rule_keys_repo`)."""
    return [
        str(r[0]) for r in store.conn.execute("SELECT rule_id FROM rule_keys WHERE origin = 'repo'")
    ]
