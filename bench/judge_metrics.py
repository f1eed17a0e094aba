"""The judge's scores on held-out turns: precision counts, the best threshold, average precision.

Pure functions of predicted probabilities and true labels, used by the judge's training
(`bench/judge_train.py`) for its cross-validated report and its thresholds.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["average_precision", "best_threshold", "pct", "precision_counts"]

Matrix = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]


def precision_counts(pred: Mask, truth: Mask) -> tuple[int, int, int]:
    tp = int((pred & truth).sum())
    return tp, int(pred.sum()), int(truth.sum())


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:.0f} %" if b else "–"


def best_threshold(p: Matrix, truth: Mask, beta: float = 0.5) -> float:
    """The threshold with the best F-beta (beta < 1 weighs precision more)."""
    best, at = -1.0, 0.5
    for t in np.round(np.arange(0.05, 0.96, 0.01), 2):
        tp, pp, pos = precision_counts(p >= t, truth)
        if not tp:
            continue
        prec, rec = tp / pp, tp / pos
        score = (1 + beta**2) * prec * rec / (beta**2 * prec + rec)
        if score > best:
            best, at = score, float(t)
    return at


def average_precision(p: Matrix, truth: Mask) -> float:
    """The mean precision at each true item, ranked by `p` (ties in input order)."""
    order = np.argsort(-p, kind="stable")
    hits = truth[order]
    if not hits.any():
        return float("nan")
    precision = np.cumsum(hits) / np.arange(1, len(hits) + 1)
    return float(precision[hits].sum() / hits.sum())
