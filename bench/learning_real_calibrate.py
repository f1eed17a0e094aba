"""`--calibrate` of the real-log learning bench: the cosine distributions its threshold
was chosen from (`python -m bench.learning_real_bench --calibrate`)."""

from __future__ import annotations

from pathlib import Path

from .learning_real_bench import check, embedder
from .learning_real_score import NOT_HUMAN, UNLABELLED

__all__ = ["calibrate"]


def calibrate(root: Path) -> str:
    """The cosine of each lesson's statement with its own source sentence, and with the
    other human sentences of its file (labelled one-off, problem, question, …)."""
    import numpy as np

    from kenning.daemon.learning.statements import sentences

    labelled = check(root)
    embed, model = embedder()
    if embed is None:
        return f"cannot calibrate: {model}\n"
    pos: list[float] = []
    neg: list[float] = []
    for rel in labelled.files:
        mine = [x for x in labelled.lessons if x.file == rel and x.sentence]
        if not mine:
            continue
        sources = {x.label.turn for x in mine}
        others = [
            s
            for t in labelled.turns[rel]
            if t.kind
            not in (NOT_HUMAN, UNLABELLED, "convention", "correction", "guardrail", "workflow")
            and t.turn not in sources
            for s in sentences(t.text)[:20]
            if len(s) >= 12
        ]
        a = embed([x.label.lesson for x in mine])
        b = embed([x.sentence or "" for x in mine])
        pos += [float(v) for v in np.sum(np.asarray(a) * np.asarray(b), axis=1)]
        if others:
            c = np.asarray(embed(others))
            # a rule made of that sentence would match the lesson it is nearest to
            neg += [float(v) for v in (np.asarray(a) @ c.T).max(axis=0)]
    lines = [
        f"model {model}: {len(pos)} lessons with their own sentence; {len(neg)} other sentences "
        "of the same files (turns labelled one-off, problem, question, chit-chat, pasted, "
        "command), each against the nearest lesson of its file"
    ]
    lines.append("| threshold | lesson ~ own sentence | other sentence ~ nearest lesson |")
    lines.append("|--:|--:|--:|")
    for t in (0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8):
        p = sum(v >= t for v in pos) / len(pos) if pos else 0.0
        n = sum(v >= t for v in neg) / len(neg) if neg else 0.0
        lines.append(f"| {t:.2f} | {100 * p:.1f} % | {100 * n:.2f} % |")
    return "\n".join(lines) + "\n"
