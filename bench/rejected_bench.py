"""A rejected proposal, reworded: how often the check by meaning catches it, what else it refuses.

Runs the curator's own test (`playbook.toxic.rejected_match`: the embedding
model's cosine ≥ the threshold, unless the two contradict) with the real
model (`retrieval.meaning.meaning_for`) over the pairs of
bench/rejected_corpus.py: a rewording caught is a rejected proposal that stays
rejected; a different rule refused is a rule lost; an opposite refused is a
contrary the person may want, lost. Per threshold, for the dev pairs (which
chose `curation.rejected_meaning_threshold`) and the holdout pairs (written
after). Needs the installed model (`kenning models install`).
`python -m bench rejected`, or `python -m bench.rejected_bench [-v]`.
"""

from __future__ import annotations

import sys
from typing import Any

from kenning.daemon.core.config import load_config
from kenning.daemon.playbook.toxic import rejected_match
from kenning.daemon.retrieval.meaning import meaning_for

from .rejected_corpus import (
    DEV_DIFFERENT,
    DEV_SAME,
    HOLDOUT_DIFFERENT,
    HOLDOUT_SAME,
    OPPOSITE,
    Pair,
)

THRESHOLDS = (0.6, 0.65, 0.7, 0.75, 0.8, 0.85)


def _caught(pairs: list[Pair], threshold: float, meaning: Any) -> list[bool]:
    return [
        rejected_match(later, [rejected], meaning, threshold) is not None
        for rejected, later in pairs
    ]


def run() -> list[dict[str, Any]]:
    """Per threshold and set: the share of pairs the check refuses."""
    loaded = load_config()
    settings = loaded.settings
    meaning = meaning_for(settings, loaded.paths)
    if meaning is None:
        raise RuntimeError("no embedding model installed: run `kenning models install`")
    chosen = settings.curation.rejected_meaning_threshold
    sets = {
        "dev rewordings caught": DEV_SAME,
        "dev different rules refused": DEV_DIFFERENT,
        "holdout rewordings caught": HOLDOUT_SAME,
        "holdout different rules refused": HOLDOUT_DIFFERENT,
        "opposites refused": OPPOSITE,
    }
    rows = []
    for threshold in sorted({*THRESHOLDS, chosen}):
        for what, pairs in sets.items():
            hits = sum(_caught(pairs, threshold, meaning))
            rows.append(
                {
                    "scenario": "rejected",
                    "metric": f"{what} at {threshold:.2f}"
                    + (" (configured)" if threshold == chosen else ""),
                    "median": round(100 * hits / len(pairs), 1),
                    "unit": "%",
                    "hits": hits,
                    "pairs": len(pairs),
                }
            )
    return rows


def main(argv: list[str]) -> int:
    for row in run():
        print(f"{row['metric']:<55} {row['median']:5.1f} %  ({row['hits']}/{row['pairs']})")
    if "-v" in argv:
        loaded = load_config()
        meaning = meaning_for(loaded.settings, loaded.paths)
        assert meaning is not None
        for name, pairs in (("same", DEV_SAME + HOLDOUT_SAME), ("diff", DEV_DIFFERENT)):
            for a, b in pairs:
                (cos,) = meaning.similarities(b, [a])
                print(f"{name} {cos:.3f}  {a} | {b}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
