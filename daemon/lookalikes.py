"""The live rules a new rule could duplicate or contradict, found through the
rules' FTS index instead of comparing against every rule.

Curation (`curate.add_bullet`) calls a rule a near-duplicate when the Jaccard
overlap of its words (`similarity.words`) reaches `dedup_threshold`, and a
contradiction when its core words overlap `conflict_threshold` with the
opposite polarity. Both need a shared word, and more (prefix filtering): if
`J(x, y) ≥ t` then `|x ∩ y| ≥ ⌈t·|x|⌉`, so `y` holds at least one of ANY
`|x| − ⌈t·|x|⌉ + 1` words of `x`. Those words are taken rarest first, and
the rules holding one of them are asked of `bullets_fts` in one query. The
exact comparison then runs on that short list, so the answer is the same as
comparing against every live rule.

Why it is a superset: for ASCII text without apostrophes, a word of
`similarity.words` is a run of letters and digits, or several joined by one of
`._/+#-`; the FTS tokenizer (`porter unicode61`) splits at each of those, so
the word is a phrase of the FTS tokens and a phrase query finds every rule
holding it (stemming maps both sides alike). Rules that tokenize otherwise,
with an apostrophe (`words` drops it: "don't" is "dont") or any character
outside ASCII, are always added to the list, and a new rule that
is not plain ASCII is compared with every live rule.
"""

from __future__ import annotations

import json
import math
import re

from .bullets import BULLET_COLUMNS, row_to_bullet
from .models import Bullet
from .similarity import Words, core_words, words
from .store import Store

__all__ = ["lookalike_candidates", "team_lookalikes"]

_PIECE = re.compile(r"[a-z0-9]+")
_SELECT = f"SELECT {', '.join(BULLET_COLUMNS)} FROM bullets"
_LIVE = "state IN ('active', 'draft')"
# rules whose words the FTS tokens may not spell: an apostrophe, or anything
# outside ASCII (more bytes than characters)
_ODD = "(instr(content, '''') > 0 OR length(CAST(content AS BLOB)) <> length(content))"


def _needed(mine: Words, threshold: float) -> int:
    """How many of `mine`'s words, any of them, a rule with overlap ≥ threshold must hold one of."""
    return len(mine) - math.ceil(threshold * len(mine)) + 1


def _phrase(word: str) -> str:
    return '"' + " ".join(_PIECE.findall(word)) + '"'


def _rarest(store: Store, mine: Words, n: int, fts: str = "bullets_fts") -> list[str]:
    """`n` of `mine`, fewest rules first (counted in the FTS index; ties by the word)."""
    if n >= len(mine):
        return sorted(mine)
    counts = {
        w: int(
            store.conn.execute(
                f"SELECT count(*) FROM {fts} WHERE {fts} MATCH ?",
                (f"content : {_phrase(w)}",),
            ).fetchone()[0]
        )
        for w in mine
    }
    return sorted(mine, key=lambda w: (counts[w], w))[:n]


def _matching(
    store: Store, content: str, dedup_threshold: float, conflict_threshold: float, fts: str
) -> set[int | str] | None:
    """The rowids (`fts`'s) of the rules holding a word every look-alike must hold
    one of; None when the index cannot tell."""
    if not content.isascii():
        return None
    mine, core = words(content), core_words(content)
    search: set[str] = set()
    if mine:
        search.update(_rarest(store, mine, _needed(mine, dedup_threshold), fts))
    if core:
        search.update(_rarest(store, core, _needed(core, conflict_threshold), fts))
    search = {w for w in search if _PIECE.search(w)}
    if not search:
        return set()
    match = "content : (" + " OR ".join(sorted(_phrase(w) for w in search)) + ")"
    column = "id" if fts == "bullets_fts" else "rowid"
    return {
        r[0]
        for r in store.conn.execute(f"SELECT {column} FROM {fts} WHERE {fts} MATCH ?", (match,))
    }


def lookalike_candidates(
    store: Store, content: str, dedup_threshold: float, conflict_threshold: float
) -> list[Bullet] | None:
    """Live rules, by id, among which every near-duplicate and contradiction of
    `content` is; None when the index cannot tell (compare with every live rule).
    """
    found_ids = _matching(store, content, dedup_threshold, conflict_threshold, "bullets_fts")
    if found_ids is None:
        return None
    ids = {str(i) for i in found_ids}
    odd = [r[0] for r in store.conn.execute(f"SELECT id FROM bullets WHERE +{_LIVE} AND {_ODD}")]
    ids.update(odd)
    if not ids:
        return []
    found: list[Bullet] = []
    wanted = sorted(ids)
    for start in range(0, len(wanted), 500):
        chunk = wanted[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        cur = store.conn.cursor()
        cur.row_factory = None
        rows = cur.execute(f"{_SELECT} WHERE id IN ({marks}) AND {_LIVE}", chunk).fetchall()
        found.extend(row_to_bullet(r) for r in rows)
    found.sort(key=lambda b: b.id)
    return found


#: the team rules shown as themselves: not a near-duplicate of another
#: (team/curation.py), not a local rule's text, not forgotten
_TEAM_SHOWN = (
    "same_as IS NULL AND content_hash NOT IN (SELECT content_hash FROM bullets)"
    " AND content_hash NOT IN (SELECT content_hash FROM team_toxic)"
)


def team_lookalikes(
    store: Store, content: str, dedup_threshold: float, conflict_threshold: float
) -> list[tuple[str, str]]:
    """The team rules (id, text) of the replica, by id, among which every
    near-duplicate and contradiction of `content` is (`lookalike_candidates`
    for the replica, through `team_rules_fts`); [] when no team rule is held."""
    conn = store.conn
    if conn.execute("SELECT 1 FROM team_rules LIMIT 1").fetchone() is None:
        return []
    seqs = _matching(store, content, dedup_threshold, conflict_threshold, "team_rules_fts")
    where = f"{_TEAM_SHOWN} AND (seq IN (SELECT value FROM json_each(?)) OR {_ODD})"
    args: tuple[str, ...] = ()
    if seqs is None:
        where = _TEAM_SHOWN
    else:
        args = (json.dumps(sorted(int(s) for s in seqs)),)
    rows = conn.execute(f"SELECT rule_id, content FROM team_rules WHERE {where}", args).fetchall()
    return sorted((str(r[0]), str(r[1])) for r in rows)
