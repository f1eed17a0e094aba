"""The judge's turns by language: a cheap detector and the out-of-fold table by language group.

`language_group(text)` counts letters by script (Han, kana, Hangul, Cyrillic,
Latin): a turn is Chinese, Japanese or Korean when a fifth of its letters are
of those scripts (Japanese when kana are a sixth of them, Korean when Hangul
leads), Cyrillic when a fifth are Cyrillic; a Latin turn is English unless the
function words of Spanish, Portuguese, French or German outnumber English's.
No dependency; the groups are coarse on purpose (a turn of three words is
mostly English by default).

`language_lines` is the table `python -m bench.judge_train --cv` ends with: per
fold of the held-out bench (`learning_real_bench.folds`: the sha256 of the
repository's name mod 4) and language group, the real turns, the durable ones,
and the judge's out-of-fold durable decision (precision, recall at the durable
and the tentative thresholds, average precision).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from .judge_metrics import average_precision, pct, precision_counts

__all__ = ["GROUPS", "bench_fold", "language_group", "language_lines"]

Matrix = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]

GROUPS = (
    "English", "other Latin (es, pt, fr, de …)", "Chinese", "Japanese", "Korean", "Cyrillic",
    "no letters",
)  # fmt: skip
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KANA = re.compile(r"[\u3040-\u30ff\uff66-\uff9f]")
_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_WORD = re.compile(r"[^\W\d_]+")
_ENGLISH_WORDS = (
    "the and to is it this that of in for with you please don't dont do not be are can "
    "use should we i my on at"
)
#: Spanish, Portuguese, French, German function words that English does not use
_OTHER_WORDS = (
    "el los las que por para con una del al es está pero como usa usar siempre nunca "
    "não os das dos uma em é você sempre nunca também "
    "le les des pour avec une est pas dans sur ce cette toujours jamais utilise "
    "der die das und nicht ist mit für ein eine den dem zu auch bitte immer nie"
)
_ENGLISH = frozenset(_ENGLISH_WORDS.split())
_OTHER = frozenset(_OTHER_WORDS.split())


def language_group(text: str) -> str:
    """One of `GROUPS` for a text (see the module's docstring)."""
    head = text[:4000]
    letters = sum(1 for c in head if c.isalpha())
    if not letters:
        return GROUPS[-1]
    han, kana, hangul = (len(r.findall(head)) for r in (_HAN, _KANA, _HANGUL))
    cjk = han + kana + hangul
    if cjk >= 0.2 * letters:
        if hangul >= han + kana:
            return "Korean"
        return "Japanese" if kana >= cjk / 6 else "Chinese"
    if len(_CYRILLIC.findall(head)) >= 0.2 * letters:
        return "Cyrillic"
    words = [w.lower() for w in _WORD.findall(head)]
    english = sum(w in _ENGLISH for w in words)
    other = sum(w in _OTHER for w in words)
    return GROUPS[1] if other > english else GROUPS[0]


def bench_fold(repository: str, k: int = 4) -> int:
    """The held-out bench's fold of a repository (as `learning_real_bench.folds` deals them,
    before empty folds are dropped)."""
    return int(hashlib.sha256(repository.encode()).hexdigest(), 16) % k


def language_lines(
    texts: Sequence[str],
    repos: Sequence[str],
    dur: Matrix,
    truth: Mask,
    real: Mask,
    durable: float,
    tentative: float,
) -> list[str]:
    """The out-of-fold durable decision on the real turns, per bench fold and language group."""
    groups = np.asarray([language_group(t) if r else "" for t, r in zip(texts, real, strict=True)])
    fold = np.asarray([bench_fold(repo) if r else -1 for repo, r in zip(repos, real, strict=True)])
    lines = [
        "",
        f"| bench fold | language | turns | durable | precision (p ≥ {durable:.2f}) | recall "
        f"| recall at the tentative bar (p ≥ {tentative:.2f}) | average precision |",
        "|---|---|--:|--:|--:|--:|--:|--:|",
    ]
    for f in (*sorted(set(fold[real].tolist())), None):
        for name in GROUPS:
            m = real & (groups == name) & (fold == f if f is not None else True)
            if not m.any():
                continue
            tp, pp, pos = precision_counts((dur >= durable) & m, truth & m)
            tt, _, _ = precision_counts((dur >= tentative) & m, truth & m)
            ap = average_precision(dur[m], truth[m]) if pos else float("nan")
            lines.append(
                f"| {'all' if f is None else f} | {name} | {int(m.sum())} | {pos} "
                f"| {pct(tp, pp)} | {pct(tp, pos)} | {pct(tt, pos)} "
                f"| {'–' if pos == 0 else f'{ap:.3f}'} |"
            )
    return lines
