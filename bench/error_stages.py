"""Where the labelled error-fix lessons are lost, by stage of the pipeline.

Needs the real-log corpus (`$KENNING_REAL_LOGS`); the logs are never copied
into the project. One run, as `bench/learning_real_bench.py --no-cv` makes it
(the same labels, placing, ingest, `kenning reflect --no-llm` and matching):
every labelled file is learned from once, with the shipped judge (error fixes
do not go through the judge). Then each `error_fix` lesson of the labels is
found among its file's stored sessions: the person's message nearest its
labelled turn (by shared words), and the window from the person's message
before it to the fourth one after it. In that window:

- the diary's **errors** (failed runs, pasted errors), and which are
  **resolved**;
- the **fixes drawn**: the diary's `error_fix` lessons, each with its MiniLM
  cosine to the labelled lesson;
- the **rules** of the file, live, with their cosine to the labelled lesson.

Each lesson gets the first stage it fails (issue 25, item 4): *learned* (a
live rule matches it, as the bench scores it); (f) a live rule of the file is
near it (cosine ≥ `NEAR`) but under the bench's `COSINE`; (e) a fix near it
was drawn but no rule is; (d) fixes were drawn in the window, none near it;
(c) an error of the window is resolved and no fix was drawn; (b) errors were
met, none resolved; (a) no error in the window. `NEAR` is a reading aid, not
a verdict: a careful reader still reads (d) to (f) one by one.

`python -m bench.error_stages [--list] [--all] [--keep DIR [--reuse]]` prints
the table by stage and agent (the corpus folder); `--all` adds the bench's
table of that one run (every lesson kind, not held out); `--list` a JSON line per
lesson (the labelled lesson, the stage, what the window held); `--keep DIR`
keeps the run's store there, and `--reuse` reads a kept run again.
"""

from __future__ import annotations

import argparse
import re
import tempfile
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import orjson

from . import fidelity_bench as fidelity
from .learning_real_bench import (
    Labelled,
    Result,
    _env,
    _session_files,
    check,
    embedder,
    learn,
    markdown,
    read_rules,
)
from .learning_real_score import LIVE, Embed, Lesson, match_matrix, score

__all__ = ["STAGES", "Traced", "main", "stage_of", "trace_lessons"]

#: the cosine at which a drawn fix or a rule is read as about the labelled lesson
NEAR = 0.6
#: person's messages after the labelled turn that the window reaches
AFTER = 4
STAGES = (
    "learned",
    "(a) no error found",
    "(b) found, not resolved",
    "(c) resolved, no fix drawn",
    "(d) fix drawn, not this one",
    "(e) fix drawn, no rule",
    "(f) rule made, under the cosine",
    "(?) turn not found",
)
_WORD = re.compile(r"[a-z0-9]{3,}")
#: letters of scripts written without spaces, compared two at a time
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,}")


@dataclass
class Traced:
    """One labelled error-fix lesson and what its window held."""

    lesson: Lesson
    learned: bool
    found: bool = False
    errors: list[dict[str, Any]] = field(default_factory=list)
    drawn: list[tuple[str, float]] = field(default_factory=list)
    rules: list[tuple[str, float]] = field(default_factory=list)

    @property
    def agent(self) -> str:
        return self.lesson.file.split("/", 1)[0]


def stage_of(t: Traced) -> str:
    """The first stage the lesson fails (see the module docstring)."""
    if t.learned:
        return STAGES[0]
    if not t.found:
        return STAGES[7]
    if any(c >= NEAR for _, c in t.rules):
        return STAGES[6]
    if any(c >= NEAR for _, c in t.drawn):
        return STAGES[5]
    if t.drawn:
        return STAGES[4]
    if any(e["resolved"] for e in t.errors):
        return STAGES[3]
    if t.errors:
        return STAGES[2]
    return STAGES[1]


def fidelity_root() -> Path:
    root = fidelity.real_logs()
    if root is None:
        raise RuntimeError(fidelity.MISSING)
    return root


def _words(text: str) -> set[str]:
    """Words of three letters or more, and pairs of letters of scripts without spaces."""
    pairs = {run[i : i + 2] for run in _UNSPACED.findall(text) for i in range(len(run) - 1)}
    return set(_WORD.findall(text.lower())) | pairs


def _closest(
    target: str, candidates: Sequence[tuple[int, str]], ordinal: int = 0
) -> tuple[float, int | None]:
    """The share of words (Jaccard) and index of the candidate nearest `target`. A turn too
    short for words ("B, A") is the `ordinal`-th candidate of the same text."""
    want = _words(target)
    if not want:
        same = [i for i, text in candidates if " ".join(text.split()) == " ".join(target.split())]
        return (1.0, same[min(ordinal, len(same) - 1)]) if same else (0.0, None)
    best, at = 0.0, None
    for i, text in candidates:
        got = _words(text)
        share = len(want & got) / len(want | got) if want | got else 0.0
        if share > best:
            best, at = share, i
    return best, at


def _cos(embed: Embed | None, texts: Sequence[str], target: str) -> list[float]:
    if embed is None or not texts:
        return [0.0] * len(texts)
    vectors = np.asarray(embed([*texts, target]), dtype=np.float32)
    return [float(v) for v in vectors[:-1] @ vectors[-1]]


def lesson_window(
    store: Any, sids: Sequence[str], turn_text: str, ordinal: int
) -> tuple[str, Any, int, int] | None:
    """Of `sids`, the session whose person's message is nearest the labelled turn's text
    (its `ordinal`-th copy), with its trace and the turn's window: from the person's message
    before it to the `AFTER`-th after it (event indices, the end excluded). None: no session."""
    from kenning.daemon.learning.diary import load_session
    from kenning.daemon.learning.trace import read_trace

    best: tuple[float, int, str, list[int], Any] | None = None
    for sid in sids:
        session = load_session(store, sid)
        if session is None:
            continue
        trace = read_trace(session)
        humans = [
            (e.idx, e.text)
            for e in trace.events
            if getattr(e, "role", "") == "user" and hasattr(e, "text")
        ]
        share, at = _closest(turn_text, humans, ordinal)
        if at is not None and (best is None or share > best[0]):
            best = (share, at, sid, [i for i, _ in humans], trace)
    if best is None:
        return None
    _share, at, sid, idxs, trace = best
    k = idxs.index(at)
    start = idxs[k - 1] if k > 0 else -1
    end = idxs[k + AFTER + 1] if k + AFTER + 1 < len(idxs) else 1 << 30
    return sid, trace, start, end


def window_errors(store: Any, sid: str, start: int, end: int) -> tuple[Any, list[dict[str, Any]]]:
    """The session's diary (stored, else drawn) and its errors in `start:end`."""
    from kenning.daemon.learning.diary import extract_stored, get_diary, load_session

    session = load_session(store, sid)
    assert session is not None
    diary = get_diary(store, sid) or extract_stored(store, session)
    errors = [
        {"idx": c.idx, "error": c.describe()[:160], "resolved": c.resolved}
        for c in diary.challenges
        if start <= c.idx < end
    ]
    return diary, errors


def trace_lessons(
    labelled: Labelled, work: Path, rules: Sequence[Any], embed: Embed | None
) -> list[Traced]:
    """Each error-fix lesson with its window's errors, drawn fixes and rules (see above)."""
    from kenning.daemon.store.db import Store

    mine = [x for x in labelled.lessons if x.kind == "error_fix"]
    live = [r for r in rules if r.state in LIVE]
    # by lesson, not by turn: one turn can teach two lessons, one learned and one not
    learned = {j for hit in match_matrix(live, mine, embed) for j in hit}
    files = sorted([*labelled.files, *labelled.companions])
    placed = fidelity.placements(fidelity_root(), files, work / "homes")
    db = work / "kenning" / "kenning.db"
    by_path = {str(p.path.resolve()): p.rel for p in placed}
    sessions: dict[str, list[str]] = defaultdict(list)
    for sid, rel in sorted(_session_files(db, by_path).items()):
        sessions[rel].append(sid)
    out = []
    store = Store.open(db)
    try:
        for j, lesson in enumerate(mine):
            t = Traced(lesson, j in learned)
            turns = labelled.turns[lesson.file]
            turn_text = turns[lesson.label.turn].text
            ordinal = sum(t.text == turn_text for t in turns[: lesson.label.turn])
            window = lesson_window(store, sessions.get(lesson.file, []), turn_text, ordinal)
            if window is not None:
                sid, _trace, start, end = window
                diary, t.errors = window_errors(store, sid, start, end)
                t.found = True
                drawn = [
                    x.text for x in diary.lessons if x.kind == "error_fix" and start <= x.idx < end
                ]
                t.drawn = list(zip(drawn, _cos(embed, drawn, lesson.label.lesson), strict=True))
            texts = [r.content for r in live if lesson.file in r.files]
            t.rules = list(zip(texts, _cos(embed, texts, lesson.label.lesson), strict=True))
            out.append(t)
    finally:
        store.conn.close()
    return out


def table(traced: Sequence[Traced]) -> str:
    """Stage × agent, as markdown."""
    agents = sorted({t.agent for t in traced})
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for t in traced:
        counts[stage_of(t)][t.agent] += 1
    lines = [
        "| stage | all | " + " | ".join(agents) + " |",
        "|---|--:|" + "--:|" * len(agents),
    ]
    for s in STAGES:
        row = counts.get(s, Counter())
        lines.append(f"| {s} | {sum(row.values())} | " + " | ".join(str(row[a]) for a in agents))
        lines[-1] += " |"
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m bench.error_stages [--list] [--keep DIR]`."""
    p = argparse.ArgumentParser(
        prog="python -m bench.error_stages",
        description="The labelled error-fix lessons by the stage where each is lost.",
    )
    p.add_argument("--list", action="store_true", help="a JSON line per lesson")
    p.add_argument("--keep", type=Path, help="make the run in this (new) folder and keep it")
    p.add_argument(
        "--all", action="store_true", help="also score every lesson kind, as the bench does"
    )
    p.add_argument(
        "--reuse", action="store_true", help="read the run already kept in --keep (no new run)"
    )
    a = p.parse_args(argv)
    root = fidelity.real_logs()
    if root is None:
        print(fidelity.MISSING)
        return 1
    labelled = check(root)
    embed, _model = embedder()
    with tempfile.TemporaryDirectory(prefix="kenning-error-stages-") as tmp:
        work = a.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        files = sorted([*labelled.files, *labelled.companions])
        if a.reuse and a.keep:
            placed = fidelity.placements(root, files, work / "homes")
            env = _env(work / "homes", work / "kenning", {})
            rules = read_rules(files, work, placed, env)
        else:
            rules, _took = learn(root, files, work, {})
        traced = trace_lessons(labelled, work, rules, embed)
    print(table(traced), end="")
    if a.all:
        every = score(rules, labelled.lessons, labelled.turns, embed)
        notes = "no CV: one run over every labelled file, the shipped judge"
        print("\n" + markdown(Result(every.groups, notes, labelled.errors, [], [], [])), end="")
    if a.list:
        for t in traced:
            print(
                orjson.dumps(
                    {
                        "file": t.lesson.file,
                        "turn": t.lesson.label.turn,
                        "lesson": t.lesson.label.lesson,
                        "stage": stage_of(t),
                        "errors": t.errors,
                        "drawn": [(x[:200], round(c, 3)) for x, c in t.drawn],
                        "rules": [(x[:200], round(c, 3)) for x, c in t.rules if c >= 0.45],
                    }
                ).decode()
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
