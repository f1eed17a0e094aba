"""The judge's cross-validated report (bench/judge_train.py): its ranking measure."""

from __future__ import annotations

import math

import numpy as np

from bench.judge_metrics import average_precision


def test_average_precision_is_the_mean_precision_at_each_true_item() -> None:
    p = np.asarray([0.9, 0.8, 0.7, 0.1])
    truth = np.asarray([True, False, True, False])
    assert math.isclose(average_precision(p, truth), (1 / 1 + 2 / 3) / 2)
    assert average_precision(p, np.asarray([True, True, False, False])) == 1.0


def test_ties_keep_their_order_and_no_true_item_has_no_precision() -> None:
    p = np.asarray([0.5, 0.5])
    assert average_precision(p, np.asarray([False, True])) == 0.5
    assert math.isnan(average_precision(p, np.asarray([False, False])))
