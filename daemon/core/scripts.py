"""Scripts written without spaces between words, for every part that splits text into words.

Search (retrieval/query.py sets such runs apart for the trigram index), the
trigram index's triggers (store/migrations/, m011) and curation's word
overlap (playbook/similarity.py) must agree on which characters these are.
"""

from __future__ import annotations

__all__ = ["NOSPACE", "NOSPACE_GLOB", "nospace_sql"]

#: scripts written without spaces between words (plus Hangul, whose particles
#: attach to words): unicode61 indexes a whole run as one token
NOSPACE = (
    "\u0e00-\u0eff"  # Thai, Lao
    "\u1000-\u109f"  # Myanmar
    "\u1780-\u17ff"  # Khmer
    "\u3040-\u30ff"  # Hiragana, Katakana
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\uac00-\ud7af"  # Hangul syllables
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\uff66-\uff9f"  # halfwidth Katakana
)
#: the SQL GLOB the m011 triggers use to pick rows for the trigram index
NOSPACE_GLOB = f"*[{NOSPACE}]*"


def nospace_sql(column: str) -> str:
    """The SQL test that `column` holds a character of `NOSPACE` (the m022 triggers).

    The GLOB compares every character with the class's ranges (2.6 s of CPU
    over the 99,177 messages of the bench's medium corpus, a third of the
    ingest writer's time); every `NOSPACE` character is outside ASCII, so
    rows whose UTF-8 is as long as their text (pure ASCII: 96 % of them
    there) are passed over by a byte count first (0.1 s in all).
    """
    glob = NOSPACE_GLOB.replace("'", "''")
    return f"(length(CAST({column} AS BLOB)) <> length({column}) AND {column} GLOB '{glob}')"
