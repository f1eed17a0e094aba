"""Hover quality: precision and recall of the rules a hover shows, per language.

Runs the language server's matcher (`kenning.lsp.matching.RuleIndex`, the code
behind `textDocument/hover`) over the labelled lines of `bench/hover_corpus.py`:
for each line, the rules shown (at most 3, the default `maxHoverRules`) are
compared with the rules that truly apply. Precision = shown and right / shown,
recall = shown and right / should be shown, counted over (line, rule) pairs.
Target: precision ≥ 90 % at recall ≥ 80 %. The matcher was tuned on the dev
half; the test half was looked at during tuning (its errors showed which
kinds of trap were missing), so the holdout lines, written after tuning and
never used for it, give the honest figure. `python -m bench hover-quality`
reports test and holdout, or `python -m bench.hover_quality_bench
[dev|test|holdout|all] [-v]` (`-v` lists the lines answered wrongly).
"""

from __future__ import annotations

import sys
from collections import defaultdict
from datetime import UTC, datetime
from typing import Any

from kenning.daemon.core.models import Rule, RuleKind, RuleType
from kenning.daemon.core.scoring import score
from kenning.daemon.playbook.book import ScoredRule
from kenning.lsp.matching import DocContext, RuleIndex, file_imports, language_of

from .hover_corpus import FILES, HOLDOUT, RULES, Line, lines

TARGET_PRECISION = 0.90
TARGET_RECALL = 0.80
LIMIT = 3
_NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _index() -> RuleIndex:
    rules = []
    for rule_id, text, tags, kind in RULES:
        rule = Rule(
            id=rule_id,
            content=text,
            tags=tags,
            kind=RuleKind.ANTI_PATTERN if kind == "anti" else RuleKind.WORKFLOW_RULE,
            type=RuleType.ANTI_PATTERN if kind == "anti" else RuleType.RULE,
        )
        rules.append(ScoredRule(rule, score([], rule.maturity, _NOW)))
    return RuleIndex(rules)


def _contexts() -> dict[str, DocContext]:
    out = {}
    for path, language, text in [*FILES, *HOLDOUT]:
        code = "\n".join(raw.rpartition(" ⇒ ")[0] for raw in text.splitlines() if raw.strip())
        out[path] = DocContext(path, language_of(path, language), None, file_imports(code))
    return out


def evaluate(half: str = "test") -> tuple[dict[str, dict[str, int]], list[tuple[Line, set[str]]]]:
    """Counts per language (`tp`, `fp`, `fn`, `lines`) and the lines answered wrongly."""
    index = _index()
    contexts = _contexts()
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    wrong: list[tuple[Line, set[str]]] = []
    for line in lines():
        if half != "all" and line.half != half:
            continue
        shown = {
            m.rule.rule.id for m in index.relevant(line.text, contexts[line.path], limit=LIMIT)
        }
        c = counts[line.language]
        c["lines"] += 1
        c["tp"] += len(shown & line.truth)
        c["fp"] += len(shown - line.truth)
        c["fn"] += len(line.truth - shown)
        if shown != line.truth:
            wrong.append((line, shown))
    return {k: dict(v) for k, v in counts.items()}, wrong


def _ratio(num: int, den: int) -> float:
    return num / den if den else 1.0


def run(halves: tuple[str, ...] = ("test", "holdout")) -> list[dict[str, Any]]:
    """Per half, one row per language and one for all of them: precision and recall in %."""
    rows = []
    for half in halves:
        counts, _ = evaluate(half)
        keys = ("tp", "fp", "fn", "lines")
        total = {k: sum(c.get(k, 0) for c in counts.values()) for k in keys}
        for language, c in [*sorted(counts.items()), ("all", total)]:
            for metric, value in (
                ("precision", _ratio(c["tp"], c["tp"] + c["fp"])),
                ("recall", _ratio(c["tp"], c["tp"] + c["fn"])),
            ):
                target = TARGET_PRECISION if metric == "precision" else TARGET_RECALL
                rows.append(
                    {
                        "scenario": "hover_quality",
                        "metric": f"{metric} {language} ({half}, {c['lines']} lines)",
                        "median": round(100 * value, 1),
                        "unit": "%",
                        "target": round(100 * target) if language == "all" else None,
                        "shown_right": c["tp"],
                        "shown_wrong": c["fp"],
                        "missed": c["fn"],
                    }
                )
    return rows


def main(argv: list[str]) -> int:
    half = next((a for a in argv if a in ("dev", "test", "holdout", "all")), "test")
    for row in run((half,)):
        print(f"{row['metric']:<45} {row['median']:5.1f} %")
    if "-v" in argv:
        for line, shown in evaluate(half)[1]:
            extra, missed = sorted(shown - line.truth), sorted(line.truth - shown)
            print(f"{line.language:<11} {line.text.strip()[:60]:<60} +{extra} -{missed}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
