"""The judge's lexical view of a text: hashed character n-grams, in any language.

The judge's vector (the English MiniLM) puts short sentences of the scripts
written without spaces (Chinese, Japanese, Korean) near one point, and reads
the words of any language only through its English vocabulary. Beside it the
judge's turn head has a twin that reads the letters themselves: the character
n-grams of the text (1 to 3 letters in a run of CJK script, 3 to 5 letters of
each word, padded by a space, in every other script), lower-cased, hashed
with their sign (crc32: the same on every machine and Python) into `DIM`
columns, each a log-scaled signed count, the row scaled to unit length.

Nothing here is learned or language-specific: the head over these columns is
trained with the others (`python -m bench.judge_train`) and its probabilities
are averaged with the turn head's (daemon/learning/judge.py, `Weights.lexical_mix`).
"""

from __future__ import annotations

import math
import re
import zlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["DIM", "grams", "lexical_vector"]

#: the hashed columns
DIM = 2048
#: the text read (a long paste says what it is in its first lines)
MAX_CHARS = 3000
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+")
_WORD = re.compile(r"[^\W_]+")
#: n-gram lengths: in a run of CJK script (a letter is a word), and in a padded word
CJK_GRAMS = (1, 3)
WORD_GRAMS = (3, 5)


def grams(text: str) -> list[str]:
    """The character n-grams of a text, in order (lower-cased; `MAX_CHARS` read)."""
    low = text[:MAX_CHARS].lower()
    out: list[str] = []
    for run in _CJK_RUN.findall(low):
        for n in range(CJK_GRAMS[0], CJK_GRAMS[1] + 1):
            out += [run[i : i + n] for i in range(len(run) - n + 1)]
    for word in _WORD.findall(_CJK_RUN.sub(" ", low)):
        padded = f" {word} "
        for n in range(WORD_GRAMS[0], WORD_GRAMS[1] + 1):
            out += [padded[i : i + n] for i in range(len(padded) - n + 1)]
    return out


def lexical_vector(text: str, dim: int = DIM) -> npt.NDArray[np.float64]:
    """The text's n-grams hashed with their sign into `dim` columns: log-scaled signed counts,
    the row scaled to unit length (all zeros for a text without letters or digits)."""
    import numpy as np

    counts: dict[int, float] = {}
    for gram in grams(text):
        h = zlib.crc32(gram.encode("utf-8"))
        j = h % dim
        counts[j] = counts.get(j, 0.0) + (1.0 if h >> 31 else -1.0)
    row = np.zeros(dim)
    for j, c in counts.items():
        row[j] = math.copysign(math.log1p(abs(c)), c)
    norm = float(np.linalg.norm(row))
    return row / norm if norm else row
