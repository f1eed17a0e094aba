"""Learning on real logs: are the rules learned from real sessions what a careful reader lists?

Needs the real-log corpus (the folder named by `$KENNING_REAL_LOGS`, else
`shared/real-logs` beside the project's folder). Without it the scenario says
so and reports nothing else (the logs are never copied into the project).

What runs, as a new user would run it: the labelled files (and the Aider
input histories that only copy a labelled chat) are placed where
their agents write them in throwaway homes and ingested by a real `kenning
ingest` (`bench/fidelity_bench.py`'s `place` and `ingest`), then a real
`kenning reflect --no-llm` learns from them (a subprocess, with the run's own
`KENNING_HOME`), and every rule is read back with `kenning playbook list
--state all --json`; each rule's provenance (its session ids) gives its log
files through the store's `sessions.source_path` (sqlite3, read-only).

The labels, written by reading every file (hashes and the labeller's own
words, never the logs' text): `bench/learning_real_turns.tsv` gives each
human turn its kind (convention, correction, guardrail, workflow, one-off,
problem, question, chit-chat, pasted, command) and
`bench/learning_real_lessons.tsv` the lessons a careful reader lists per
file (convention, correction, guardrail, workflow, error_fix). Every label's
hash is checked against the text it names first (`bench/fidelity_turns.py`):
a turn label that does not match makes its file an error row and leaves it
out; a lesson whose sentence cannot be found is an error row and is scored by
its statement alone.

Scored (`bench/learning_real_score.py` has the definitions), per agent (the
corpus folder) and per lesson kind: proposals, active rules, the **useful
share of active rules** and **of proposals** (a rule is useful when it
matches a labelled lesson of its own file: its text holds the lesson's source
sentence, or its MiniLM cosine with the lesson's statement is at least
`COSINE`), the **recall of labelled lessons** (a lesson is learned when a
live rule matches it) and the **junk share of active rules** (a rule that is
not useful and whose source is a turn labelled one-off, problem, question,
chit-chat, pasted or command, or no human turn at all; the other rules that
are not useful are *trivial*).

**Cross-validated by repository.** The repositories are split into `FOLDS`
folds (the sha256 of the name mod `FOLDS`: a repository keeps its fold
whatever else is labelled). When `bench/judge_train.py` exists, each fold gets a judge
trained without its repositories (`python -m bench.judge_train
--exclude-repos <the fold's> --out <file>`) and its own ingest + reflection
with `KENNING_JUDGE_WEIGHTS=<file>`, in its own `KENNING_HOME`; the table
sums the folds, so every number is held out. Without the trainer (or with
`--no-cv`, or `--size tiny` from the runner) all files are learned from in
one run, and the notes say the numbers measure the code as it is.

`python -m bench.learning_real_bench [--no-cv] [--folds K]` prints the same
as markdown; `--calibrate` prints the cosine distributions the threshold was
chosen from. `--work DIR` keeps the folds' stores and judges; `--again DIR`
then builds the diaries and reflects again, from no rule, on the stores of
such a run (`unlearn`): a change to diaries or reflection measured in about
a minute, the sessions (ingest) and judges being that run's.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from . import fidelity_bench as fidelity
from .fidelity_match import read_labels
from .fidelity_turns import read_turns, text_hash
from .learning_real_again import unlearn
from .learning_real_score import (
    COSINE,
    NOT_HUMAN,
    UNLABELLED,
    Embed,
    Group,
    HumanTurn,
    LearnedRule,
    Lesson,
    LessonLabel,
    TurnLabel,
    read_lessons,
    read_turn_labels,
    score,
)

BENCH_DIR = Path(__file__).resolve().parent
TURNS = BENCH_DIR / "learning_real_turns.tsv"
LESSONS = BENCH_DIR / "learning_real_lessons.tsv"
TRAINER = BENCH_DIR / "judge_train.py"
WEIGHTS_ENV = "KENNING_JUDGE_WEIGHTS"
FOLDS = 4
#: issue 25's targets (judged by hand on held-out logs; the bench's stand-in)
TARGETS = {
    "useful share of active rules": "≥ 70 %",
    "useful share of proposals": "≥ 50 %",
    "recall of labelled lessons": "≥ 50 %",
    "junk share of active rules": "≤ 10 %",
}
_PIECES = re.compile(r"(?<=[.!?;:])\s+|\n+")


# -- labels --------------------------------------------------------------------------


@dataclass
class Labelled:
    """The labelled files that passed the check, their turns and lessons, and the errors."""

    files: list[str]
    turns: dict[str, list[HumanTurn]]
    lessons: list[Lesson]
    errors: list[str] = field(default_factory=list)
    #: files with no turn of their own (an Aider input history copying its chat) → their original
    companions: dict[str, str] = field(default_factory=dict)


def _candidates(text: str) -> list[str]:
    """The spans a lesson's sentence hash may name: kenning's sentences, lines, clauses."""
    from kenning.daemon.learning.statements import sentences

    return [text, *sentences(text), *(p for p in _PIECES.split(text) if p.strip())]


def check(
    root: Path,
    turns_tsv: Path = TURNS,
    lessons_tsv: Path = LESSONS,
    fidelity_tsv: Path = fidelity.LABELS,
) -> Labelled:
    """Read the labels and check each against the text it names (see the module docstring)."""
    turn_labels = read_turn_labels(turns_tsv)
    lesson_labels = read_lessons(lessons_tsv)
    fidelity_labels = read_labels(fidelity_tsv)
    copies = {
        (x.file, x.turn): x.copy_of for x in fidelity_labels if x.origin == "human" and x.copy_of
    }
    by_file: dict[str, dict[int, TurnLabel]] = defaultdict(dict)
    for label in turn_labels:
        by_file[label.file][label.turn] = label
    errors: list[str] = []
    texts: dict[str, list[str]] = {}
    for rel, mine in sorted(by_file.items()):
        if not (root / rel).is_file():
            errors.append(f"{rel}: missing from the real logs")
            continue
        read = read_turns(root, rel)
        wrong = [t for t, x in mine.items() if t >= len(read) or read[t].hash != x.sha256_16]
        if wrong:
            errors.append(
                f"{rel}: {len(wrong)} turn labels do not match the text (turns {wrong[:5]})"
            )
            continue
        texts[rel] = [t.text for t in read]
    kinds = {
        (rel, t): x.kind for rel, mine in by_file.items() if rel in texts for t, x in mine.items()
    }

    def kind_of(rel: str, turn: int) -> str:
        if (rel, turn) in kinds:
            return kinds[(rel, turn)]
        original = copies.get((rel, turn))
        if original:
            file, _, index = original.rpartition("#")
            return kinds.get((file, int(index)), UNLABELLED)
        return NOT_HUMAN

    # a file whose every human turn copies a checked file is placed with it, as it lies
    # beside it on disk, and searched for rules' sources like it
    humans: dict[str, set[str]] = defaultdict(set)
    for x in fidelity_labels:
        if x.origin == "human" and x.file not in by_file:
            humans[x.file].add(x.copy_of.rpartition("#")[0] if x.copy_of else "")
    companions = {
        rel: next(iter(of))
        for rel, of in humans.items()
        if len(of) == 1 and next(iter(of)) in texts and (root / rel).is_file()
    }
    for rel in companions:
        texts[rel] = [t.text for t in read_turns(root, rel)]
    turns = {
        rel: [HumanTurn(rel, i, text, kind_of(rel, i)) for i, text in enumerate(read)]
        for rel, read in texts.items()
    }
    lessons = []
    for lesson in lesson_labels:
        if lesson.file not in texts:
            if lesson.file not in by_file:
                errors.append(
                    f"{lesson.file}#{lesson.turn}: a lesson of a file with no turn labels"
                )
            continue
        lessons.append(_resolve(lesson, texts[lesson.file], kinds, errors))
    files = sorted(rel for rel in texts if rel not in companions)
    return Labelled(files, turns, lessons, errors, companions)


def _resolve(
    label: LessonLabel, texts: list[str], kinds: Mapping[tuple[str, int], str], errors: list[str]
) -> Lesson:
    """The lesson with its source sentence found by hash; an error line when it is not."""
    where = f"{label.file}#{label.turn}"
    if (label.file, label.turn) not in kinds:
        errors.append(f"{where}: the lesson's turn is not a labelled human turn")
        return Lesson(label, None)
    if not label.sentence_sha16:
        if label.kind != "error_fix":
            errors.append(f"{where}: a {label.kind} lesson without its sentence's hash")
        return Lesson(label, None)
    for span in _candidates(texts[label.turn]):
        if text_hash(span) == label.sentence_sha16:
            return Lesson(label, span)
    errors.append(f"{where}: no sentence of the turn has the hash {label.sentence_sha16}")
    return Lesson(label, None)


# -- folds ---------------------------------------------------------------------------


def repositories(root: Path, files: Sequence[str]) -> dict[str, str]:
    """file → its repository (corpus.tsv; else the owner__name the file's name starts with)."""
    corpus = fidelity._corpus_paths(root)
    out = {}
    for rel in files:
        if rel in corpus:
            out[rel] = corpus[rel][0]
        else:
            owner, _, rest = rel.split("/", 1)[-1].partition("__")
            out[rel] = f"{owner}/{rest.split('__')[0]}"
    return out


def folds(repos: Sequence[str], k: int) -> list[list[str]]:
    """Up to `k` folds of repositories: a repository's fold is the sha256 of its name mod `k`,
    so it never moves when repositories are added (empty folds are left out)."""
    dealt: list[list[str]] = [[] for _ in range(k)]
    for repo in sorted(set(repos)):
        dealt[int(hashlib.sha256(repo.encode()).hexdigest(), 16) % k].append(repo)
    return [f for f in dealt if f]


# -- one run: place, ingest, reflect, read -------------------------------------------


def _env(homes: Path, kenning_home: Path, extra: Mapping[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in fidelity._AGENT_ENV}
    env.update(
        HOME=str(homes / "home0"),
        KENNING_HOME=str(kenning_home),
        KENNING_DAEMON__AUTOSTART="false",
        **extra,
    )
    return env


def _kenning(args: Sequence[str], env: Mapping[str, str]) -> Any:
    exe = shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"
    proc = subprocess.run([exe, *args], env=dict(env), capture_output=True, text=True, timeout=3600)
    if proc.returncode != 0:
        raise RuntimeError(
            f"kenning {' '.join(args)} failed ({proc.returncode}): {proc.stderr[-3000:]}"
        )
    return orjson.loads(proc.stdout)


def learn(
    root: Path,
    files: Sequence[str],
    work: Path,
    extra_env: Mapping[str, str],
    keep: dict[str, Any] | None = None,
) -> tuple[list[LearnedRule], dict[str, Any]]:
    """Place and ingest `files`, reflect without an LLM; the learned rules and the timings.

    `keep`, when given, gets the sessions' files (`sources`) and reflection's `deltas`."""
    began = time.perf_counter()
    placed = fidelity.place(root, list(files), work / "homes")
    count = 1 + max(p.home for p in placed)
    fidelity.ingest(work / "homes", count, work / "kenning", env=extra_env)
    learned, timing = _reflect(files, work, work / "homes", placed, extra_env, keep)
    timing["ingest_s"] = round(time.perf_counter() - began - timing["reflect_s"], 1)
    return learned, timing


def _reflect(
    files: Sequence[str],
    work: Path,
    homes: Path,
    placed: Sequence[Any],
    extra_env: Mapping[str, str],
    keep: dict[str, Any] | None,
) -> tuple[list[LearnedRule], dict[str, Any]]:
    """`kenning reflect --no-llm` on the store in `work`; the learned rules and the timings."""
    began = time.perf_counter()
    env = _env(homes, work / "kenning", extra_env)
    report = _kenning(["reflect", "--no-llm", "--json"], env)
    reflected = time.perf_counter()
    learned = read_rules(files, work, placed, env, keep)
    if keep is not None:
        keep.update(deltas=report.get("deltas") or [])
    timing = {
        "ingest_s": 0.0,
        "reflect_s": round(reflected - began, 1),
        "sessions": len(report.get("sessions") or ()),
    }
    return learned, timing


def read_rules(
    files: Sequence[str],
    work: Path,
    placed: Sequence[Any],
    env: Mapping[str, str],
    keep: dict[str, Any] | None = None,
) -> list[LearnedRule]:
    """Every rule of the run in `work`, with the labelled files its provenance names.

    `keep`, when given, gets the sessions' files (`sources`)."""
    rules = []
    offset: int | None = 0
    while offset is not None:
        page = _kenning(
            [
                "playbook",
                "list",
                "--state",
                "all",
                "--json",
                "--limit",
                "10000",
                "--offset",
                str(offset),
            ],
            env,
        )
        rules += page["rules"]
        offset = page.get("next_offset")
    by_path = {str(p.path.resolve()): p.rel for p in placed}
    sources = _session_files(work / "kenning" / "kenning.db", by_path)
    if keep is not None:
        keep.update(sources=sources)
    groups = {f: g for g in fidelity.scopes(_copy_labels(files)) for f in g}
    learned = []
    for r in rules:
        prov = r.get("provenance") or {}
        mine = {sources[s] for s in prov.get("sessions") or [] if s in sources}
        mine |= {f for x in list(mine) for f in groups.get(x, ())}
        learned.append(
            LearnedRule(
                id=r["id"],
                content=r["content"],
                state=r["state"],
                scope=r["scope"],
                evidence=tuple(prov.get("evidence") or ()),
                files=tuple(sorted(mine)),
            )
        )
    return learned


def _copy_labels(files: Sequence[str]) -> list[Any]:
    """The fidelity labels of `files` (their `copy_of` links tie an Aider chat to its inputs)."""
    wanted = set(files)
    return [x for x in read_labels(fidelity.LABELS) if x.file in wanted]


def _session_files(db: Path, by_path: Mapping[str, str]) -> dict[str, str]:
    """session id → the log file it was read from, for the sessions of placed files."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT id, source_path FROM sessions").fetchall()
    finally:
        conn.close()
    out = {}
    for sid, source in rows:
        rel = by_path.get(str(Path(source).resolve()))
        if rel is not None:
            out[str(sid)] = rel
    return out


# -- the embedder ----------------------------------------------------------------------


def embedder() -> tuple[Embed | None, str]:
    """kenning's embedder (the installed MiniLM) as a function, and its name; `None` without it."""
    from kenning.daemon.core.config import Settings, resolve_paths
    from kenning.daemon.retrieval.embedding.embedder import embedder_status, get_embedder

    settings, paths = Settings(), resolve_paths()
    status = embedder_status(settings, paths)
    if status.degraded:
        return None, f"no embedder ({status.reason}): sentence containment only"
    model = get_embedder(settings, paths)
    return (lambda texts: model.embed(list(texts))), model.name


# -- the whole bench -------------------------------------------------------------------


@dataclass
class Result:
    """The summed groups, how the run was made, the label errors and the examples."""

    groups: dict[str, Group]
    notes: str
    errors: list[str]
    rules: list[dict[str, Any]]
    missed: list[dict[str, Any]]
    timing: list[dict[str, Any]]
    #: with `stages`: where each missed statement lesson was lost, and the sweep's counts
    lost: list[Any] = field(default_factory=list)
    sweeps: list[dict[str, Any]] = field(default_factory=list)
    #: with `stages`: each missed error-fix lesson's stage and window (`bench/error_trace.py`)
    lost_errors: list[dict[str, Any]] = field(default_factory=list)


def measure(
    root: Path,
    work: Path,
    *,
    cv: bool = True,
    k: int = FOLDS,
    stages: bool = False,
    only: int | None = None,
    again: Path | None = None,
) -> Result:
    """Learn from the labelled files (per fold when a trainer exists and `cv`) and score;
    with `stages`, trace each missed statement lesson (`bench/learning_stages.py`).

    `again`: the `--work` folder of an earlier run of the same folds: each fold's store
    (its sessions, ingested by that run's code with its judge) gets its diaries built and
    is reflected on again from no rule with the code as it is, and scored (`unlearn`): a
    change to diaries or reflection measured in minutes, with no judge trained and nothing
    ingested."""
    labelled = check(root)
    embed, model = embedder()
    repo_of = repositories(root, labelled.files)
    trained = cv and TRAINER.is_file()
    if trained:
        plan = [
            (i, [f for f in labelled.files if repo_of[f] in fold], fold)
            for i, fold in enumerate(folds(list(repo_of.values()), k))
        ]
        notes = (
            f"held out: {len(plan)} folds by repository, a judge trained without each fold's "
            f"repositories ({WEIGHTS_ENV}); cosine {COSINE} with {model}"
        )
        if again is not None:
            notes += f"; each fold's store reflected on again from no rule ({again.name})"
    else:
        plan = [(0, labelled.files, [])]
        why = "asked: --no-cv or --size tiny" if not cv else "bench/judge_train.py absent"
        notes = (
            f"no CV ({why}): one run over every labelled file, the code as it is; "
            f"cosine {COSINE} with {model}"
        )
    groups: dict[str, Group] = defaultdict(Group)
    rules: list[dict[str, Any]] = []
    missed: list[dict[str, Any]] = []
    timing = []
    lost: list[Any] = []
    sweeps: list[dict[str, Any]] = []
    lost_errors: list[dict[str, Any]] = []
    for i, files, held_out in plan:
        if only is not None and i != only:
            continue  # one fold alone (`--fold`): its part of the sums
        extra: dict[str, str] = {}
        folder = work / f"fold{i}"
        folder.mkdir(parents=True)
        with_companions = [*files, *(c for c, of in labelled.companions.items() if of in files)]
        keep: dict[str, Any] = {}
        if again is not None:
            kept = again / folder.name
            folder.rmdir()
            unlearn(kept, folder)
            if (folder / "judge.weights").is_file():
                extra[WEIGHTS_ENV] = str(folder / "judge.weights")
            # the sessions' files are where the earlier run placed them
            placed = fidelity.placements(root, sorted(with_companions), kept / "homes")
            learned, took = _reflect(
                sorted(with_companions), folder, kept / "homes", placed, extra, keep
            )
        else:
            if trained:
                weights = folder / "judge.weights"
                train(held_out, weights, cache=work / "judge-vectors.npz")
                extra[WEIGHTS_ENV] = str(weights)
            learned, took = learn(root, sorted(with_companions), folder, extra, keep)
        mine = set(with_companions)
        lessons = [x for x in labelled.lessons if x.file in mine]
        turns = {f: t for f, t in labelled.turns.items() if f in mine}
        scored = score(learned, lessons, turns, embed)
        if stages:
            from . import learning_stages as st

            f = st.Fold(
                folder / "kenning" / "kenning.db",
                Path(extra[WEIGHTS_ENV]) if WEIGHTS_ENV in extra else None,
                keep["sources"],
                learned,
                keep["deltas"],
            )
            # what the trace read, kept beside the fold's store (`--work`) for reading again
            (folder / "trace.json").write_bytes(
                orjson.dumps({**keep, "rules": [r.__dict__ for r in learned]})
            )
            # the sweep embeds every sentence again: `python -m bench.learning_stages --trace`
            got, swept = st.trace_fold(
                f, st.missed_of(learned, lessons, embed), turns, lessons, embed, sweep=False
            )
            lost += got
            sweeps.append(swept)
            from .error_trace import trace_errors

            lost_errors += trace_errors(
                f.db, f.sources, learned, st.missed_of(learned, lessons, embed), turns, embed
            )
        for name, g in scored.groups.items():
            groups[name].add(g)
        rules += scored.rules
        missed += scored.missed
        timing.append(
            {"fold": i, "files": len(files), "held_out_repositories": len(held_out), **took}
        )
    order = sorted(groups, key=lambda n: (n != "all", not n.startswith("agent="), n))
    return Result(
        {n: groups[n] for n in order},
        notes,
        labelled.errors,
        rules,
        missed,
        timing,
        lost,
        sweeps,
        lost_errors,
    )


def train(exclude: Sequence[str], out: Path, cache: Path | None = None) -> None:
    """Train the judge without the repositories in `exclude` (bench/judge_train.py).

    `cache`: the trainer's vectors, kept between the folds (each text is embedded once).
    """
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.judge_train",
            "--exclude-repos",
            ",".join(exclude),
            "--out",
            str(out),
            *(["--cache", str(cache)] if cache is not None else []),
        ],
        cwd=BENCH_DIR.parent,
        capture_output=True,
        text=True,
        timeout=3600,
    )
    if proc.returncode != 0 or not out.is_file():
        raise RuntimeError(f"bench.judge_train failed ({proc.returncode}): {proc.stderr[-3000:]}")


# -- rows ------------------------------------------------------------------------------


def rows_for(result: Result) -> list[dict[str, Any]]:
    """The runner's rows: per group, the four shares with the counts in the details."""
    rows: list[dict[str, Any]] = [{"name": "run", "what": "how", "notes": result.notes}]
    for name, g in result.groups.items():
        if name.startswith("kind="):
            # a rule has the kind of the lesson it states: only recall is a share here
            row: dict[str, Any] = {"name": name, "what": "recall of labelled lessons", "unit": "%"}
            value = g.shares()["recall of labelled lessons"]
            if value is not None:
                row["value"] = value
            row.update(_details("recall", g), rules_active=g.active, rules_proposals=g.proposals)
            row["target"] = TARGETS["recall of labelled lessons"]
            rows.append(row)
            continue
        for what, value in g.shares().items():
            row = {"name": name, "what": what, "unit": "%"}
            if value is not None:
                row["value"] = value
            row.update(_details(what, g))
            row["target"] = TARGETS[what]
            rows.append(row)
        if name == "all":
            rows.append(
                {
                    "name": name,
                    "what": "active rules by source",
                    "value": g.active,
                    "unit": "rules",
                    **{k: v for k, v in g.sources.most_common()},
                }
            )
            rows.append(
                {
                    "name": name,
                    "what": "useful rules with the person's scope",
                    "value": g.scope_agrees,
                    "unit": "rules",
                    "of": g.scope_judged,
                }
            )
    for t in result.timing:
        rows.append(
            {
                "name": f"fold {t['fold']}",
                "what": "ingest + reflect",
                "value": t["ingest_s"] + t["reflect_s"],
                "unit": "s",
                **t,
            }
        )
    rows += [{"name": "labels", "what": "do not match", "error": msg} for msg in result.errors]
    return rows


def _details(what: str, g: Group) -> dict[str, Any]:
    if what.startswith("useful share of active"):
        return {"useful": g.useful_active, "active": g.active, "trivial": g.trivial_active}
    if what.startswith("useful share of proposals"):
        return {"useful": g.useful_proposals, "proposals": g.proposals}
    if what.startswith("recall"):
        return {"learned": g.learned, "as_active": g.learned_active, "lessons": g.lessons}
    return {"junk": g.junk_active, "active": g.active}


def run(size: str | None = None) -> list[dict[str, Any]]:
    """Measure learning on the real logs; a single note row when they are not here.

    `size` "tiny" skips the cross-validation (one run over every file).
    """
    root = fidelity.real_logs()
    if root is None:
        return fidelity.missing_row()
    with tempfile.TemporaryDirectory(prefix="kenning-learning-real-") as tmp:
        result = measure(root, Path(tmp), cv=size != "tiny")
    return rows_for(result)


# -- markdown ----------------------------------------------------------------------------


def markdown(result: Result) -> str:
    """One table: a group per line, the counts and the four shares."""
    head = [
        "group",
        "proposals",
        "active",
        "useful active",
        "useful proposals",
        "lessons learned",
        "junk active",
        "trivial active",
    ]
    lines = [
        "| " + " | ".join(head) + " |",
        "|---|" + "--:|" * (len(head) - 1),
        "| target | | | ≥ 70 % | ≥ 50 % | ≥ 50 % | ≤ 10 % | |",
    ]

    def pct(part: int, whole: int) -> str:
        return f"{100 * part / whole:.0f} % ({part}/{whole})" if whole else "–"

    for name, g in result.groups.items():
        kind = name.startswith("kind=")
        lines.append(
            "| "
            + " | ".join(
                [
                    name,
                    str(g.proposals),
                    str(g.active),
                    "" if kind else pct(g.useful_active, g.active),
                    "" if kind else pct(g.useful_proposals, g.proposals),
                    pct(g.learned, g.lessons),
                    "" if kind else pct(g.junk_active, g.active),
                    "" if kind else pct(g.trivial_active, g.active),
                ]
            )
            + " |"
        )
    every = result.groups.get("all", Group())
    sources = ", ".join(f"{k} {v}" for k, v in every.sources.most_common())
    out = [
        *lines,
        "",
        f"Run: {result.notes}.",
        "A kind= line counts the lessons of that kind, and as proposals and active the rules "
        "that state one.",
        f"Active rules by the kind of their source turn: {sources or 'none'}.",
        f"Useful rules with the scope the person meant: {every.scope_agrees} of "
        f"{every.scope_judged}.",
    ]
    out += [f"- label error: {e}" for e in result.errors]
    return "\n".join(out) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m bench.learning_real_bench [--no-cv] [--folds K] [--calibrate]`."""
    p = argparse.ArgumentParser(
        prog="python -m bench.learning_real_bench",
        description="Learning on real logs, as markdown (see bench/README.md).",
    )
    p.add_argument("--no-cv", action="store_true", help="one run over every file, no judge trained")
    p.add_argument(
        "--folds", type=int, default=FOLDS, help=f"folds by repository (default {FOLDS})"
    )
    p.add_argument(
        "--calibrate", action="store_true", help="print the cosine distributions and exit"
    )
    p.add_argument(
        "--rules",
        action="store_true",
        help="also list every rule's verdict and source, and the lessons missed (JSON lines)",
    )
    p.add_argument(
        "--stages",
        action="store_true",
        help="also trace where each missed statement lesson was lost (bench/learning_stages.py)",
    )
    p.add_argument("--fold", type=int, help="run this fold alone (0-based): its part of the sums")
    p.add_argument(
        "--work",
        type=Path,
        help="keep the folds' stores and judges in this empty folder (default: a temporary one)",
    )
    p.add_argument(
        "--again",
        type=Path,
        metavar="WORK",
        help="build the diaries and reflect again, from no rule, on the folds' stores an "
        "earlier --work run kept (a change to diaries or reflection in minutes: nothing "
        "trained nor ingested)",
    )
    a = p.parse_args(argv)
    root = fidelity.real_logs()
    if root is None:
        print(fidelity.MISSING)
        return 1
    if a.calibrate:
        from .learning_real_calibrate import calibrate

        print(calibrate(root), end="")
        return 0

    def run_in(work: Path) -> Result:
        return measure(
            root, work, cv=not a.no_cv, k=a.folds, stages=a.stages, only=a.fold, again=a.again
        )

    if a.work is not None:
        a.work.mkdir(parents=True, exist_ok=True)
        result = run_in(a.work)
    else:
        with tempfile.TemporaryDirectory(prefix="kenning-learning-real-") as tmp:
            result = run_in(Path(tmp))
    print(markdown(result), end="")
    if a.stages:
        from . import learning_stages as st

        print()
        print(st.table(result.lost, result.sweeps, result.notes), end="")
        for x in result.lost:
            print(orjson.dumps({"lost": x.__dict__}).decode())
        for swept in result.sweeps:
            print(orjson.dumps({"sweep": swept}).decode())
        from .error_trace import error_table

        print()
        print(error_table(result.lost_errors), end="")
        for row in result.lost_errors:
            print(orjson.dumps({"lost_error": row}).decode())
    if a.rules:
        for r in result.rules:
            print(orjson.dumps(r).decode())
        for m in result.missed:
            print(orjson.dumps({"missed": m}).decode())
    return 1 if result.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
