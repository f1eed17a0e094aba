"""Where each missed statement lesson of the real-log bench is lost (`--stages`).

`python -m bench.learning_real_bench --stages` runs the held-out bench as
usual and, in each fold, before its store is thrown away, follows every
labelled convention, correction, guardrail and workflow that no live rule
matched through the stages of learning, and names the first one that lost it:

- **origin**: no message holds its sentence as the person's words (the
  connector gave it another origin, or no message holds it at all);
- **gate**: a hand-written gate or the judge's kind of the turn took the
  sentence out before any head scored it (`gates.asks`: a question,
  `gates.reports`: a problem told, `gates.file_task`: an order on a named
  file, `gates.describes`, data, pasted output, the agent's words pasted back,
  an idea put up for opinion, a turn the judge calls pasted or a command…),
  with that label;
- **judge**: a usable sentence the trained judge scored under its threshold
  (the turn's durable chance under the tentative threshold and the practice
  head's under its own; or, in a durable turn, a sentence not picked), with
  the scores and thresholds;
- **grouping**: a lesson was drawn into the session's diary but no live rule
  holds it: kept tentative and not said again, an order about the task's
  objects (`grouping.one_off`), rejected by the evidence gate, cut by the
  lessons' cap, or joined to a rule of other words;
- **match**: a live rule of the file holds the statement but the bench's
  cosine does not credit it (the cosine is printed, to be read by hand).

The missed `error_fix` lessons have no sentence of the person's to follow: `--stages` traces
them by their window instead (`bench/error_trace.py`, the stages of `bench/error_stages.py`),
and `python -m bench.learning_stages WORK --errors` prints what each window held.

The labels and the matching are the bench's own (`learning_real_score`);
nothing here changes what is scored. `sweep` adds, from the same stores, how
many usable sentences the practice head would draw at lower thresholds and
how many of them are labelled lessons' sentences.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kenning.daemon.learning.diary import Diary, load_session
from kenning.daemon.learning.gates import (
    asks,
    describes,
    file_task,
    floats,
    next_step,
    reports,
    says_nothing,
)
from kenning.daemon.learning.grouping import group_id, one_off, recurs
from kenning.daemon.learning.judge import Judge, load_weights, pick
from kenning.daemon.learning.lesson import trace_root
from kenning.daemon.learning.lessons import (
    _NO_PRACTICE,
    LONG_TURN_SENTENCES,
    MAX_SENTENCES,
    _agent_words,
    _own_words,
    _reverts,
    _statements,
    human_turns,
    marked_sentences,
    usable_sentences,
)
from kenning.daemon.learning.pasted_text import (
    agent_report,
    data_like,
    expository,
    pasted_output,
    pasted_under,
    transcript,
    word_count,
)
from kenning.daemon.learning.statements import sentences
from kenning.daemon.learning.trace import read_trace
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .learning_real_score import (
    LIVE,
    Embed,
    HumanTurn,
    LearnedRule,
    Lesson,
    _inside,
    fold,
    match_matrix,
)

STAGES = ("origin", "gate", "judge", "grouping", "match")
STATED = ("convention", "correction", "guardrail", "workflow")
#: the practice thresholds of the sweep (the shipped one is printed beside them)
SWEEP = (0.3, 0.4, 0.5, 0.6, 0.7)
#: the turn's durable bars of the sweep (under the shipped tentative threshold)
DURABLE_SWEEP = (0.2, 0.25, 0.3, 0.35, 0.4, 0.45)


@dataclass
class Lost:
    """One missed lesson and the first stage that lost it."""

    file: str
    turn: int
    kind: str
    stage: str
    label: str
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass
class Fold:
    """What one fold left behind for the stage trace."""

    db: Path
    weights: Path | None
    sources: Mapping[str, str]  # session id → labelled file
    rules: Sequence[LearnedRule]
    deltas: Sequence[Mapping[str, Any]]


def _holds(whole: str, piece: str) -> bool:
    """Whether folded `whole` holds folded `piece` (redaction markers standing in)."""
    a, b = fold(whole), fold(piece)
    return bool(a and b) and _inside(b, a)


def _overlaps(a: str, b: str) -> bool:
    """Whether one text holds the other (at least 12 characters of it)."""
    fa, fb = fold(a), fold(b)
    if len(fa) < 12 or len(fb) < 12:
        return fa == fb and bool(fa)
    return _inside(fa, fb) or _inside(fb, fa)


def _gate(parts: Sequence[str], i: int) -> str:
    """The first gate of `usable_sentences` that keeps sentence `i` out."""
    p = parts[i]
    if i < pasted_output(list(parts)):
        return "pasted terminal output"
    if i in pasted_under(list(parts)):
        return "under a heading of a tool's output (pasted_under)"
    if i in transcript(list(parts)):
        return "a recording's transcript (transcript)"
    n = word_count(p)
    if n < 2:
        return "too short"
    if n > 80:
        return "too long"
    checks = (
        (data_like, "data (a log line, settings)"),
        (file_task, "an order on a named file (file_task)"),
        (asks, "a question or request for now (asks)"),
        (reports, "a problem or observation told (reports)"),
        (describes, "what the product should do (describes)"),
        (says_nothing, "says nothing alone (says_nothing)"),
    )
    for test, label in checks:
        if test(p):
            return label
    if len(parts) >= LONG_TURN_SENTENCES and expository(p):
        return "describes in a long text (expository)"
    return "usable"


class Tracer:
    """Follows missed lessons through one fold's store with the fold's judge."""

    def __init__(self, f: Fold, embed: Embed | None, embedder: Any) -> None:
        self.fold = f
        self.store = Store.open(f.db, migrate=False)
        self.repo = SessionRepo(self.store)
        self.judge = Judge(load_weights(f.weights) if f.weights else load_weights(), embedder)
        self.embed = embed
        self.by_file: dict[str, list[str]] = defaultdict(list)
        for sid, rel in f.sources.items():
            self.by_file[rel].append(sid)
        self.diaries = {
            sid: Diary.model_validate_json(data) for sid, data, _ in self.repo.diaries()
        }
        self._traces: dict[str, Any] = {}

    def close(self) -> None:
        self.store.close()

    def trace(self, sid: str) -> Any:
        if sid not in self._traces:
            sess = load_session(self.store, sid)
            self._traces[sid] = None if sess is None else read_trace(sess)
        return self._traces[sid]

    # -- one lesson ------------------------------------------------------------------

    def follow(self, lesson: Lesson, turn_text: str) -> Lost:
        said = lesson.sentence or turn_text
        base: dict[str, Any] = {"file": lesson.file, "turn": lesson.label.turn, "kind": lesson.kind}
        sids = sorted(self.by_file.get(lesson.file, ()))
        # (d)/(e) first: a lesson of a diary that holds the sentence
        for sid in sids:
            d = self.diaries.get(sid)
            if d is None:
                continue
            for x in d.lessons:
                if x.kind in STATED and any(_overlaps(e, said) for e in (*x.evidence, x.text)):
                    return Lost(**base, **self._after_diary(lesson, d, x))
        # where the person's words are in the store
        found = self._locate(sids, said)
        if found is None:
            origins = self._origins(sids, said)
            label = f"stored as {'/'.join(origins)}" if origins else "no message holds it"
            return Lost(**base, stage="origin", label=label)
        sid, k, _, turn = found
        trace = self.trace(sid)
        if turn is None:
            return Lost(**base, stage="gate", label=self._why_no_turn(trace, k, said))
        lost = self._before_diary(trace, k, turn, said)
        return Lost(**base, **lost)

    def _locate(self, sids: Sequence[str], said: str) -> tuple[str, int, Any, Any] | None:
        """The session, event, words and judged turn (None when taken out) that hold it."""
        for sid in sids:
            trace = self.trace(sid)
            if trace is None:
                continue
            turns = human_turns(trace)
            for k, ev, _ in turns:
                if _holds(ev.text, said) or _overlaps(ev.text, said):
                    own = _own_words([t for t in turns if t[0] == k], _agent_words(trace))
                    return sid, k, ev, (own[0][2] if own else None)
        return None

    def _origins(self, sids: Sequence[str], said: str) -> list[str]:
        out = []
        for sid in sids:
            for m in self.repo.messages(sid):
                if _holds(m["text"] or "", said):
                    out.append(f"{m['role']}:{m['origin'] or '-'}")
        return sorted(set(out))

    def _why_no_turn(self, trace: Any, k: int, said: str) -> str:
        text = next(t.text for i, _, t in human_turns(trace) if i == k)
        if agent_report(text):
            return "opens as an agent's report (agent_report)"
        return "the agent's words pasted back (AgentWords)"

    def _before_diary(self, trace: Any, k: int, turn: Any, said: str) -> dict[str, Any]:
        if not _holds(turn.text, said) and not _overlaps(turn.text, said):
            return {"stage": "gate", "label": "under a separator, asked about (asked_about)"}
        _, claimed = _reverts(trace, trace_root(trace))
        if any(ev.idx in claimed for i, ev, _ in human_turns(trace) if i == k):
            return {"stage": "grouping", "label": "taken as a revert's reason"}
        parts = sentences(turn.text)
        if floats(parts):
            return {"stage": "gate", "label": "an idea put up for opinion (floats)"}
        mine = [i for i, p in enumerate(parts) if _overlaps(p, said)]
        if not mine:
            return {"stage": "gate", "label": "no sentence of the turn holds it"}
        if min(mine) >= MAX_SENTENCES:
            return {"stage": "gate", "label": f"past the turn's first {MAX_SENTENCES} sentences"}
        parts = parts[:MAX_SENTENCES]
        mine = [i for i in mine if i < MAX_SENTENCES]
        v = self.judge.turns([turn])[0]
        usable = usable_sentences(parts, facts=v.durable >= self.judge.durable_threshold)
        scores = {"durable": round(v.durable, 3), "turn_kind": v.kind}
        ok = [i for i in mine if i in usable and not next_step(parts[i])]
        if not ok:
            gate = _gate(parts, mine[0])
            if gate == "usable":
                gate = "this task's next step (next_step)"
            return {"stage": "gate", "label": gate, "detail": scores}
        marked = marked_sentences(parts)
        j = self.judge
        if v.durable >= j.tentative_threshold or marked:
            verdicts = j.sentences([(turn, parts)], only=[None])[0]
            picked = pick(verdicts, j.sentence_threshold, usable) | (marked & set(usable))
            scores |= {"sentence": round(max(verdicts[i].lesson for i in ok), 3)}
            if v.durable >= j.tentative_threshold and not set(ok) & picked:
                scores |= {"threshold": round(j.sentence_threshold, 3)}
                return {"stage": "judge", "label": "sentence not picked", "detail": scores}
        if v.durable < j.tentative_threshold and not set(ok) & marked:
            if v.kind in _NO_PRACTICE:
                return {"stage": "gate", "label": f"turn judged {v.kind}", "detail": scores}
            verdicts = j.sentences([(turn, parts)], only=[ok])[0]
            best = max(verdicts[i].practice for i in ok)
            scores |= {
                "practice": round(best, 3),
                "tentative": round(j.tentative_threshold, 3),
                "practice_threshold": round(j.practice_threshold, 3),
            }
            if best < j.practice_threshold:
                return {"stage": "judge", "label": f"turn {v.kind}", "detail": scores}
        # picked, yet not in the diary: made into no statement, or cut
        drawn = _statements(trace, trace_root(trace), set(), j)
        if any(_overlaps(x.evidence[0] if x.evidence else x.text, said) for x in drawn):
            return {"stage": "grouping", "label": "cut: the lessons' cap or the same key"}
        return {"stage": "gate", "label": "picked, made into no statement", "detail": scores}

    def _after_diary(self, lesson: Lesson, d: Diary, x: Any) -> dict[str, Any]:
        """A lesson the diary holds: which rule (or which grouping step) lost it."""
        said = x.evidence[0] if x.evidence else x.text
        for r in self.fold.rules:
            if lesson.file not in r.files or r.state not in LIVE:
                continue
            if any(_overlaps(e, said) for e in r.evidence) or _overlaps(r.content, said):
                cos = self._cosine(r.content, lesson.label.lesson)
                own = _overlaps(r.content, said)
                return {
                    "stage": "match" if own else "grouping",
                    "label": "not credited by the cosine"
                    if own
                    else "joined a rule of other words",
                    "detail": {"cosine": cos, "rule": r.id, "state": r.state},
                }
        for r in self.fold.rules:
            if lesson.file in r.files and _overlaps(r.content, said):
                return {"stage": "grouping", "label": f"rule {r.state}", "detail": {"rule": r.id}}
        for delta in self.fold.deltas:
            if _overlaps(str(delta.get("content", "")), said) and delta.get("action") == "reject":
                return {"stage": "grouping", "label": "evidence gate rejected it"}
        gid = group_id(d, x)
        members = [
            (dd, y) for dd in self.diaries.values() for y in dd.lessons if group_id(dd, y) == gid
        ]
        detail = {"confidence": x.confidence}
        if all(y.tentative for _, y in members) and not recurs(members):
            return {"stage": "grouping", "label": "tentative, not said again", "detail": detail}
        if one_off(members, self.repo.named_elsewhere):
            return {"stage": "grouping", "label": "an order about the task (one_off)"}
        return {"stage": "grouping", "label": "drawn, no rule (other)", "detail": detail}

    def _cosine(self, a: str, b: str) -> float | None:
        if self.embed is None:
            return None
        va, vb = self.embed([a, b])
        return round(float(va @ vb), 3)

    # -- the sweep -------------------------------------------------------------------

    def sweep(self, lessons: Sequence[Lesson]) -> dict[str, Any]:
        """Usable sentences of turns under the tentative threshold, by practice chance,
        and how many are a labelled statement lesson's sentence (any of the fold's)."""
        wanted = [x.sentence for x in lessons if x.kind in STATED and x.sentence]
        out: Counter[str] = Counter()
        j = self.judge
        for sid in sorted(self.fold.sources):
            trace = self.trace(sid)
            if trace is None:
                continue
            turns = _own_words(human_turns(trace), _agent_words(trace))
            turns = [t for t in turns if not floats(sentences(t[2].text))]
            if not turns:
                continue
            verdicts = j.turns([t for _, _, t in turns])
            todo = []
            for (_, _, turn), v in zip(turns, verdicts, strict=True):
                parts = sentences(turn.text)[:MAX_SENTENCES] or [turn.text.strip()]
                usable = [i for i in usable_sentences(parts) if not next_step(parts[i])]
                if v.durable < j.tentative_threshold and usable and v.kind not in _NO_PRACTICE:
                    todo.append((turn, parts, usable, v.durable))
            said = j.sentences([(t, p) for t, p, _, _ in todo])
            for (_, parts, usable, durable), verdicts_s in zip(todo, said, strict=True):
                hits = {i for i in usable if any(_overlaps(parts[i], w) for w in wanted)}
                for i in usable:
                    for t in (*SWEEP, j.practice_threshold):
                        if verdicts_s[i].practice >= t:
                            out[f"practice {t:.2f} drawn"] += 1
                            out[f"practice {t:.2f} lessons"] += int(i in hits)
                # the turn's bar lowered: the sentences the sentence head would pick
                picked = pick(verdicts_s, j.sentence_threshold, usable)
                for t in DURABLE_SWEEP:
                    if durable >= t:
                        out[f"durable {t:.2f} drawn"] += len(picked)
                        out[f"durable {t:.2f} lessons"] += len(picked & hits)
        return dict(out)


def trace_fold(
    f: Fold,
    missed: Sequence[Lesson],
    turns: Mapping[str, Sequence[HumanTurn]],
    lessons: Sequence[Lesson],
    embed: Embed | None,
    *,
    sweep: bool = True,
) -> tuple[list[Lost], dict[str, Any]]:
    """Every missed statement lesson of one fold with its stage; the fold's sweep counts."""
    from kenning.daemon.core.config import Settings, resolve_paths
    from kenning.daemon.retrieval.embedding.embedder import get_embedder

    tracer = Tracer(f, embed, get_embedder(Settings(), resolve_paths()))
    try:
        out = []
        for x in missed:
            if x.kind not in STATED:
                continue
            text = turns[x.file][x.label.turn].text if x.label.turn < len(turns[x.file]) else ""
            try:
                out.append(tracer.follow(x, text))
            except Exception as exc:  # a lesson the trace cannot follow is reported, not fatal
                out.append(Lost(x.file, x.label.turn, x.kind, "gate", f"untraced: {exc!r}"[:80]))
        return out, (tracer.sweep(lessons) if sweep else {})
    finally:
        tracer.close()


def missed_of(
    rules: Sequence[LearnedRule], lessons: Sequence[Lesson], embed: Embed | None
) -> list[Lesson]:
    """The lessons no live rule matches (the bench's own matching)."""
    live = [r for r in rules if r.state in LIVE]
    hit = {j for row in match_matrix(live, lessons, embed) for j in row}
    return [x for j, x in enumerate(lessons) if j not in hit]


def table(lost: Sequence[Lost], sweeps: Sequence[Mapping[str, Any]], thresholds: str) -> str:
    """The stage × kind table, the labels per stage, and the sweep, as markdown."""
    by: Counter[tuple[str, str]] = Counter((x.stage, x.kind) for x in lost)
    lines = ["| stage | " + " | ".join(STATED) + " | all |", "|---|" + "--:|" * 5]
    for s in STAGES:
        row = [by[(s, k)] for k in STATED]
        lines.append(f"| {s} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    total = [sum(by[(s, k)] for s in STAGES) for k in STATED]
    lines.append("| all | " + " | ".join(map(str, total)) + f" | {sum(total)} |")
    lines += ["", "| stage | label | lessons |", "|---|---|--:|"]
    labels: Counter[tuple[str, str]] = Counter((x.stage, x.label) for x in lost)
    for (s, label), n in sorted(labels.items(), key=lambda kv: (STAGES.index(kv[0][0]), -kv[1])):
        lines.append(f"| {s} | {label} | {n} |")
    summed: Counter[str] = Counter()
    for swept in sweeps:
        summed.update(swept)
    if summed:
        lines += [
            "",
            f"Practice head sweep ({thresholds}): usable sentences of turns under the tentative "
            "threshold drawn at each bar, and the labelled statement lessons among them.",
            "| bar | drawn | lessons | precision |",
            "|---|--:|--:|--:|",
        ]
        bars = sorted({k.rsplit(" ", 1)[0] for k in summed})
        for b in bars:
            n, hit = summed[f"{b} drawn"], summed[f"{b} lessons"]
            prec = f"{100 * hit / n:.1f} %" if n else "–"
            lines.append(f"| {b} | {n} | {hit} | {prec} |")
    return "\n".join(lines) + "\n"


# -- lessons drawn but not learned: what learning them would give --------------------


def _why_unlearned(
    x: Any, members: list[Any], repo: SessionRepo, judge: Judge, deltas: Sequence[Any]
) -> str:
    """Why a statement lesson of a diary made no rule (reflection's checks, in its order)."""
    if all(y.tentative for _, y in members) and not recurs(members):
        conf = x.confidence
        if conf is None:
            return "tentative: no judge score"
        if conf < judge.tentative_threshold:
            return "tentative: a practice said inside a task (turn under the tentative bar)"
        if conf < judge.durable_threshold:
            return "tentative: turn between the tentative and durable bars"
        return "tentative: no word binds the work (binding)"
    if one_off(members, repo.named_elsewhere):
        return "an order about the task's objects (one_off)"
    said = x.evidence[0] if x.evidence else x.text
    for delta in deltas:
        if _overlaps(str(delta.get("content", "")), said):
            if delta.get("action") == "reject":
                return "rejected by the evidence gate"
            return f"delta {delta.get('action')}: {str(delta.get('reason', ''))[:40]}"
    return "drawn, no delta (joined another rule, or the lessons' cap)"


def _rules(rows: Sequence[Mapping[str, Any]]) -> list[LearnedRule]:
    """The learned rules a kept fold wrote (`trace.json`)."""
    return [
        LearnedRule(
            str(r["id"]),
            str(r["content"]),
            str(r["state"]),
            str(r["scope"]),
            tuple(r["evidence"]),
            tuple(r["files"]),
        )
        for r in rows
    ]


def unlearned(folder: Path, lessons: Sequence[Lesson], embed: Embed | None) -> list[dict[str, Any]]:
    """The statement lessons of a kept fold's diaries that no live rule holds, each with
    why (`_why_unlearned`), and the labelled lessons it would match as a rule (the bench's
    matching) that no live rule matches yet."""
    import orjson

    kept = orjson.loads((folder / "trace.json").read_bytes())
    rules = _rules(kept["rules"])
    live = [r for r in rules if r.state in LIVE]
    learned = {j for row in match_matrix(live, lessons, embed) for j in row}
    sources: dict[str, str] = kept["sources"]
    weights = folder / "judge.weights"
    judge = Judge(load_weights(weights if weights.is_file() else None))
    store = Store.open(folder / "kenning" / "kenning.db", migrate=False)
    try:
        repo = SessionRepo(store)
        diaries = {sid: Diary.model_validate_json(data) for sid, data, _ in repo.diaries()}
        groups: dict[str, list[Any]] = defaultdict(list)
        for d in diaries.values():
            for y in d.lessons:
                groups[group_id(d, y)].append((d, y))
        out: list[dict[str, Any]] = []
        candidates: list[LearnedRule] = []
        seen: set[str] = set()
        for sid, d in sorted(diaries.items()):
            rel = sources.get(sid)
            for x in d.lessons if rel else ():
                gid = group_id(d, x)
                if x.kind not in STATED or gid in seen:
                    continue
                seen.add(gid)
                said = x.evidence[0] if x.evidence else x.text
                mine = [r for r in live if set(r.files) & {rel}]
                if any(
                    _overlaps(r.content, said) or any(_overlaps(e, said) for e in r.evidence)
                    for r in mine
                ):
                    continue
                files = tuple(sorted({sources[m[0].session_id] for m in groups[gid]
                                      if m[0].session_id in sources}))  # fmt: skip
                candidates.append(
                    LearnedRule(gid, x.text, "proposal", "", tuple(x.evidence), files)
                )
                out.append(
                    {
                        "why": _why_unlearned(x, groups[gid], repo, judge, kept["deltas"]),
                        "kind": x.kind,
                        "confidence": x.confidence,
                        "file": rel,
                    }
                )
        # one batch: each candidate as a proposal, matched as the bench matches a rule
        for row, hits in zip(out, match_matrix(candidates, lessons, embed), strict=True):
            row["useful"] = bool(hits)
            row["new"] = sorted({j for j in hits if j not in learned})
        return out
    finally:
        store.close()


def unlearned_table(rows: Sequence[Mapping[str, Any]], base: tuple[int, int, int, int]) -> str:
    """Per reason: the lessons drawn and not learned, how many would be useful proposals,
    the labelled lessons they would add, and the bench's two shares were they proposed.

    `base`: the run's proposals, useful proposals, lessons learned and lessons."""
    proposals, useful, learned, total = base
    by: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for r in rows:
        by[r["why"]].append(r)
    lines = [
        "| drawn, not learned | lessons drawn | would be useful | new labelled lessons "
        "| useful proposals if proposed | lessons learned if proposed |",
        "|---|--:|--:|--:|--:|--:|",
    ]
    for why, rs in sorted(by.items(), key=lambda kv: -len(kv[1])):
        u = sum(r["useful"] for r in rs)
        new = len({(r["file"], j) for r in rs for j in r["new"]})
        p = f"{100 * (useful + u) / (proposals + len(rs)):.1f} %"
        lr = f"{100 * (learned + new) / total:.1f} %"
        lines.append(f"| {why} | {len(rs)} | {u} | {new} | {p} | {lr} |")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m bench.learning_stages WORK`: the lessons drawn and not learned in the
    folds a `learning_real_bench --stages --work WORK` run kept."""
    import argparse

    from . import fidelity_bench as fidelity
    from .learning_real_bench import check, embedder

    p = argparse.ArgumentParser(prog="python -m bench.learning_stages", description=main.__doc__)
    p.add_argument("work", type=Path)
    p.add_argument(
        "--base",
        type=int,
        nargs=4,
        metavar=("PROPOSALS", "USEFUL", "LEARNED", "LESSONS"),
        help="the run's proposals, useful proposals, lessons learned and lessons",
    )
    p.add_argument(
        "--trace",
        action="store_true",
        help="also trace the missed statement lessons and sweep (as --stages does)",
    )
    p.add_argument("--no-sweep", action="store_true", help="trace without the sweep")
    p.add_argument(
        "--errors",
        action="store_true",
        help="also trace the missed error-fix lessons, with what each window held",
    )
    a = p.parse_args(argv)
    root = fidelity.real_logs()
    if root is None:
        print(fidelity.MISSING)
        return 1
    labelled = check(root)
    embed, _ = embedder()
    rows: list[dict[str, Any]] = []
    for folder in sorted(a.work.glob("fold*")):
        if not (folder / "trace.json").is_file():
            continue
        import orjson

        kept = orjson.loads((folder / "trace.json").read_bytes())
        files = set(kept["sources"].values())
        lessons = [x for x in labelled.lessons if x.file in files]
        rows += unlearned(folder, lessons, embed)
        if a.trace:
            rules = _rules(kept["rules"])
            weights = folder / "judge.weights"
            f = Fold(
                folder / "kenning" / "kenning.db",
                weights if weights.is_file() else None,
                kept["sources"],
                rules,
                kept["deltas"],
            )
            turns = {k: v for k, v in labelled.turns.items() if k in files}
            missed = missed_of(rules, lessons, embed)
            lost, swept = trace_fold(f, missed, turns, lessons, embed, sweep=not a.no_sweep)
            for x in lost:
                print(orjson.dumps({"lost": x.__dict__}).decode())
            print(orjson.dumps({"sweep": swept}).decode(), flush=True)
        if a.errors:
            from .error_trace import trace_errors

            rules = _rules(kept["rules"])
            turns = {k: v for k, v in labelled.turns.items() if k in files}
            missed = missed_of(rules, lessons, embed)
            for row in trace_errors(
                folder / "kenning" / "kenning.db",
                kept["sources"],
                rules,
                missed,
                turns,
                embed,
                detail=True,
            ):
                print(orjson.dumps({"lost_error": row}).decode(), flush=True)
    b = a.base or [0, 0, 0, len(labelled.lessons)]
    base = (b[0], b[1], b[2], b[3])
    print(unlearned_table(rows, base), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
