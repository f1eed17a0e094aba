"""Where each missed error-fix lesson of the held-out real-log bench is lost (`--stages`).

`bench/learning_stages.py` follows the missed statement lessons (the person's sentence
through the gates, the judge and grouping); an `error_fix` lesson has no sentence of
the person's to follow, so this module reads its *window* in the fold's own store, as
`bench/error_stages.py` does in its one run: the person's message nearest the labelled
turn (by shared words), from the person's message before it to the fourth one after it,
and in it the diary's errors (and which are resolved), the error fixes drawn (with their
MiniLM cosine to the labelled lesson and whether they were confirmed), and the fold's
live rules of the file. Each lesson gets `error_stages.stage_of`'s first failing stage:
(a) no error found … (f) a rule near it under the bench's cosine.

With `detail`, each line also says what the window held (its events, cut short) for
reading by hand; the output is the bench's, never the project's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from .learning_real_score import LIVE, Embed, HumanTurn, Lesson

__all__ = ["error_table", "trace_errors"]


def _events(trace: Any, start: int, end: int) -> list[str]:
    """The window's events, one short line each (for reading, not scoring)."""
    out = []
    for e in trace.events:
        idx = getattr(e, "idx", -1)
        if not start <= idx < end:
            continue
        name = type(e).__name__
        if hasattr(e, "command"):
            mark = "FAIL" if getattr(e, "failed", False) else "ok"
            out.append(f"{idx} {name} {mark}: {e.command[:100]!r} -> {e.output[-160:]!r}")
        elif hasattr(e, "text"):
            who = f"{getattr(e, 'role', '')}/{getattr(e, 'origin', '')}"
            err = " ERR" if getattr(e, "error", None) else ""
            out.append(f"{idx} {name} {who}{err}: {e.text[:200]!r}")
        else:
            out.append(f"{idx} {name}: {str(getattr(e, 'path', '') or e)[:120]}")
    return out


def trace_errors(
    db: Any,
    sources: Mapping[str, str],
    rules: Sequence[Any],
    missed: Sequence[Lesson],
    turns: Mapping[str, Sequence[HumanTurn]],
    embed: Embed | None,
    *,
    detail: bool = False,
) -> list[dict[str, Any]]:
    """Each missed `error_fix` lesson of one fold with its stage and its window."""
    from kenning.daemon.store.db import Store

    from .error_stages import Traced, _cos, lesson_window, stage_of, window_errors

    by_file: dict[str, list[str]] = {}
    for sid, rel in sorted(sources.items()):
        by_file.setdefault(rel, []).append(sid)
    live = [r for r in rules if r.state in LIVE]
    out = []
    store = Store.open(db, migrate=False)
    try:
        for lesson in missed:
            if lesson.kind != "error_fix":
                continue
            t = Traced(lesson, False)
            mine = turns.get(lesson.file, [])
            turn_text = mine[lesson.label.turn].text if lesson.label.turn < len(mine) else ""
            ordinal = sum(x.text == turn_text for x in mine[: lesson.label.turn])
            window = lesson_window(store, by_file.get(lesson.file, []), turn_text, ordinal)
            events: list[str] = []
            drawn_all: list[dict[str, Any]] = []
            if window is not None:
                sid, trace, start, end = window
                diary, t.errors = window_errors(store, sid, start, end)
                t.found = True
                fixes = [x for x in diary.lessons if x.kind == "error_fix" and start <= x.idx < end]
                cos = _cos(embed, [x.text for x in fixes], lesson.label.lesson)
                t.drawn = [(x.text, c) for x, c in zip(fixes, cos, strict=True)]
                drawn_all = [
                    {"text": x.text[:200], "cos": round(c, 3), "confirmed": x.confirmed}
                    for x, c in zip(fixes, cos, strict=True)
                ]
                if detail:
                    events = _events(trace, start, end)
            texts = [r.content for r in live if lesson.file in r.files]
            t.rules = list(zip(texts, _cos(embed, texts, lesson.label.lesson), strict=True))
            row: dict[str, Any] = {
                "file": lesson.file,
                "turn": lesson.label.turn,
                "kind": "error_fix",
                "stage": stage_of(t),
                "lesson": lesson.label.lesson,
                "errors": t.errors,
                "drawn": drawn_all,
                "rules": [(x[:160], round(c, 3)) for x, c in t.rules if c >= 0.45],
            }
            if detail:
                row["window"] = events
            out.append(row)
    finally:
        store.close()
    return out


def error_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """The missed error-fix lessons by stage and agent (the corpus folder), as markdown."""
    from .error_stages import STAGES

    agents = sorted({r["file"].split("/", 1)[0] for r in rows})
    counts: Counter[tuple[str, str]] = Counter(
        (r["stage"], r["file"].split("/", 1)[0]) for r in rows
    )
    lines = [
        "| missed error fix, stage | all | " + " | ".join(agents) + " |",
        "|---|--:|" + "--:|" * len(agents),
    ]
    for s in STAGES[1:]:
        row = [counts[(s, a)] for a in agents]
        if sum(row):
            lines.append(f"| {s} | {sum(row)} | " + " | ".join(map(str, row)) + " |")
    return "\n".join(lines) + "\n"
