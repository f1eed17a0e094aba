"""Find the labelled scenarios: each `bench/lessons/scenarios_*.py` with SCENARIOS and SPLIT."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from .model import Scenario

__all__ = ["SPLITS", "Labelled", "load"]

SPLITS = ("dev", "test")
#: (split, scenario)
Labelled = tuple[str, Scenario]


def load(splits: tuple[str, ...] = SPLITS) -> list[Labelled]:
    """Every scenario of the wanted splits, file by file in name order.

    Raises:
        ValueError: a scenario file has no SCENARIOS list or an unknown SPLIT.
    """
    out: list[Labelled] = []
    folder = Path(__file__).parent
    for info in sorted(pkgutil.iter_modules([str(folder)]), key=lambda i: i.name):
        if not info.name.startswith("scenarios_"):
            continue
        module = importlib.import_module(f"{__package__}.{info.name}")
        split = getattr(module, "SPLIT", None)
        scenarios = getattr(module, "SCENARIOS", None)
        if split not in SPLITS or not isinstance(scenarios, list):
            raise ValueError(
                f"bench/lessons/{info.name}.py must define SPLIT (one of {SPLITS}) and "
                "SCENARIOS: list[Scenario]"
            )
        if split in splits:
            out += [(split, sc) for sc in scenarios]
    return out
