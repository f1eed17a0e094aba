"""Whether two statements of a person teach the same lesson.

"We use uv here, not pip" and "Always use `uv add` in this repo" are one
lesson said twice; "We use pnpm here, not npm" is another, however alike the
sentences are. Two signals decide, in this order:

1. **What they name**: the commands, tools, flags and identifiers of each
   statement (`named`, read by `kenning.daemon.core.named`), each with
   its side — prescribed ("use uv", "uv add") or ruled out ("not pip",
   "never `git push -f`"). Two statements that name a thing on opposite
   sides are not one lesson (one may contradict the other: the curator
   records that); two that prescribe different things ("httpx" / "aiohttp"
   instead of requests), or run different subcommands of one program (`make
   lint` / `make test`), are not either; two that each name things and share
   none are two lessons. What they share must be most of what the one naming
   fewer names (`COVER`): a long message about a script that mentions
   `docker` is not the lesson of every other that does. Numbers only tell
   apart (Python 3.11 / 3.12).
2. **What they mean**: the cosine of their sentence vectors (MiniLM through
   kenning's embedder). Statements that share what they name need
   `NAMED_MIN`; statements where one names nothing, or longer than
   `LONG_WORDS` words (a request or a pasted paragraph is near every other of
   its project), need `PLAIN_MIN` and the same polarity
   (`similarity.is_negative`).

Without a model (the hashing embedder is degraded, its cosine is not a meaning),
the word overlap of the two statements' content words stands in, at
`WORDS_MIN`; and so it does for a statement written mostly in a script other
than Latin (Chinese, Japanese, Thai, Korean, Cyrillic, Greek…: `unread`). The
default model was trained on English: it puts such sentences near one point (two
unrelated short Chinese requests at cosine 1.0), and its vocabulary holds Cyrillic
or Greek words only as letters. On the labelled real logs, 43 % of the Chinese and
Japanese sentences of the person's turns were "the same lesson" as a sentence
of another session of their project (17 % of the others; 12 % by their
letters), so a maybe-lesson said once would be learned as said again. Their words are
their pairs of letters (`similarity.words`): the same lesson said again in
nearly the same words is found, reworded it is two.

The thresholds were measured on the labelled pairs of
`bench/same_lesson.py` (`python -m bench same-lesson`, figures in
bench/README.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kenning.daemon.core.named import Named, named
from kenning.daemon.learning.pasted_text import word_count
from kenning.daemon.learning.statements import reply_languages
from kenning.daemon.playbook.similarity import is_negative, jaccard, words

if TYPE_CHECKING:
    from kenning.daemon.retrieval.embedding.embedder import Embedder

__all__ = [
    "COVER",
    "LONG_WORDS",
    "NAMED_MIN",
    "PLAIN_MIN",
    "WORDS_MIN",
    "Named",
    "Statement",
    "cosines",
    "named",
    "same_lesson",
    "things_agree",
    "unread",
]

#: cosine at or above which two statements that share a named thing are one lesson
NAMED_MIN = 0.50
#: cosine at or above which two statements, one naming nothing, are one lesson
PLAIN_MIN = 0.82
#: without a model: word overlap (Jaccard of content words) for one lesson
WORDS_MIN = 0.5
#: the share of the things named by the statement that names fewer that the other
#: must name too
COVER = 0.5
#: a statement longer than this (in words) needs `PLAIN_MIN` even when what it names agrees
LONG_WORDS = 15


@dataclass(frozen=True)
class Statement:
    """A statement to compare: its text and, with a model, its unit vector."""

    text: str
    vector: Sequence[float] | None = None


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    return float(sum(x * y for x, y in zip(a, b, strict=True)))


_NUMBER = re.compile(r"v?\d+(?:\.\d+)*")


def _is_number(thing: str) -> bool:
    return _NUMBER.fullmatch(thing) is not None


def things_agree(a: Named, b: Named) -> bool | None:
    """True: what they name is mostly shared, on the same side, and nothing tells them
    apart; False: what they name tells them apart; None: one of them names nothing.

    Numbers (versions, counts) only tell apart: two statements that name numbers and
    share none are two lessons, but a shared "0" makes no lesson one.
    """
    if not a.all or not b.all:
        return None
    if (a.prescribed & b.ruled_out) or (a.ruled_out & b.prescribed):
        return False  # one prescribes what the other rules out
    if a.prescribed and b.prescribed and not (a.prescribed & b.prescribed):
        return False  # each prescribes something else
    na = {t for t in a.all if _is_number(t)}
    nb = {t for t in b.all if _is_number(t)}
    if na and nb and not (na & nb):
        return False  # Python 3.11 / 3.12, `-n 4` / `-n 8`
    ta, tb = a.all - na, b.all - nb
    if not ta or not tb:
        return None
    shared = ta & tb
    # the things of the one that names fewer are mostly the other's: a long message
    # about a script that names `docker` is not the lesson of another that does
    if len(shared) < COVER * min(len(ta), len(tb)):
        return False
    for thing in shared:
        sa, sb = a.subs(thing), b.subs(thing)
        if sa and sb and not (sa & sb):
            return False  # one program, other subcommands (`make lint`, `make test`)
    return True


def _long(text: str) -> bool:
    # words counted by letters in a script written without spaces (pasted_text.word_count): a
    # Chinese request is as long as its English translation
    return word_count(text) > LONG_WORDS


_LETTER = re.compile(r"[^\W\d_]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff]")


def unread(text: str) -> bool:
    """Whether a statement is written mostly in a script other than Latin (more of its
    letters Chinese, Japanese, Thai, Korean, Cyrillic, Greek, Arabic… than Latin): the
    English model's cosine is no meaning there ("reply in Russian" written in Russian is
    near "write the docs in Chinese"; see the module's docstring), its words decide."""
    latin = len(_LATIN.findall(text))
    return len(_LETTER.findall(text)) - latin > latin


def same_lesson(a: Statement, b: Statement) -> bool:
    """Whether two statements teach one lesson (see the module's docstring). Two that say
    which language to answer the person in are one lesson when they name the same
    languages, in any words ("reply in Russian", "говори только по-русски")."""
    spoken = reply_languages(a.text), reply_languages(b.text)
    if spoken[0] and spoken[1]:
        return spoken[0] == spoken[1]
    agree = things_agree(named(a.text), named(b.text))
    if agree is False:
        return False
    # a long message (a request, a pasted paragraph) is near any other of its project
    # in meaning: only a close one is the same
    plain = not agree or _long(a.text) or _long(b.text)
    read = not (unread(a.text) or unread(b.text))
    if a.vector is not None and b.vector is not None and read:
        cos = _cosine(a.vector, b.vector)
        if not plain:
            return cos >= NAMED_MIN
        return cos >= PLAIN_MIN and is_negative(a.text) == is_negative(b.text)
    overlap = jaccard(words(a.text), words(b.text))
    if not plain:
        return overlap >= WORDS_MIN / 2
    return overlap >= WORDS_MIN and is_negative(a.text) == is_negative(b.text)


def cosines(embedder: Embedder | None, texts: Sequence[str]) -> list[Statement]:
    """`texts` as statements, with unit vectors when a model is given (not for a text the
    model does not read: its words decide, `unread`)."""
    read = [t for t in texts if not unread(t)]
    if embedder is None or not read:
        return [Statement(t) for t in texts]
    vectors = {
        t: [float(x) for x in row] for t, row in zip(read, embedder.embed(read), strict=True)
    }
    return [Statement(t, vectors.get(t)) for t in texts]
