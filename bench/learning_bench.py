"""The learning loop without an LLM: throughput, and whether the right lessons are learned.

1. Throughput: a bench/corpus.py corpus (`size`, default small: ~245
   sessions in four agents' formats) is ingested through the real pipeline,
   then timed: a diary for every session (extract + sanitize + store), then
   one reflection over all of them. Reported in sessions/s.
2. Quality: the labelled corpus of bench/lessons (every `scenarios_*.py`,
   dev and test splits; see bench/README.md) is written in the agents' real
   formats (Claude Code, Codex, Aider), ingested with `ingest_paths`, and
   reflected on without an LLM. Then, for each scenario, `build_context`
   briefs its follow-up task in its project folder, as `kenning context`
   does without a daemon: by words only, and with the installed embedding
   model when there is one (the rules embedded as `kenning embed --kind
   rule` would). Reported per kind, split and agent: lessons learned
   (a live rule states it and cites its sessions), surfaced in the top 5;
   junk (active rules that state no lesson, and briefing slots taken by
   junk or by another project's rules), duplicates, determinism (two runs
   from scratch give the same playbook) and reflection sessions/s. Misses
   are in the rows' details.
"""

from __future__ import annotations

import logging
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kenning.daemon.core.config import Settings, resolve_paths
from kenning.daemon.ingest.pipeline import ingest_paths, make_sanitizer
from kenning.daemon.learning.diary import build_diary
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.retrieval.context import build_context
from kenning.daemon.retrieval.search import Searcher
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .corpus import agent_env, generate
from .lessons import catalog
from .lessons.catalog import Labelled
from .lessons.score import TOP, Outcome, Rule, group_rows, lesson_rules, miss_report, slot_counts
from .lessons.writers import Corpus, write_corpus
from .timing import row

__all__ = ["LESSON_AGENTS", "quality", "run", "throughput"]

AGENTS = ["claude_code", "codex", "gemini", "aider"]
LESSON_AGENTS = ["claude_code", "codex", "aider"]
#: issue #12's targets
TARGETS = {"surfaced_all": 0.8, "surfaced_kind": 0.6, "junk": 0.1}

log = logging.getLogger(__name__)


def throughput(tmp: Path, size: str) -> list[dict[str, Any]]:
    """Diary + reflection sessions/s on a generated corpus of `size`."""
    tmp.mkdir(parents=True, exist_ok=True)
    root = tmp / "corpus"
    generate(root, size)
    store = Store.open(tmp / "kenning.db")
    settings = Settings()
    ingest_paths(store, settings, None, environ=agent_env(root), home=tmp / "none", agents=AGENTS)
    sids = [r[0] for r in store.query("SELECT id FROM sessions ORDER BY id")]
    redact = make_sanitizer(settings).redact
    began, cpu = time.perf_counter(), time.process_time()
    for sid in sids:
        build_diary(store, sid, redact=redact)
    diary_s = time.perf_counter() - began
    diary_cpu = time.process_time() - cpu
    began, cpu = time.perf_counter(), time.process_time()
    report = reflect(store, settings, redact=redact)
    reflect_s = time.perf_counter() - began
    reflect_cpu = time.process_time() - cpu
    learned = store.query("SELECT state, count(*) FROM bullets GROUP BY state")
    n = len(sids)
    details: dict[str, Any] = {
        "size": size,
        "sessions": n,
        "rules": {r[0]: r[1] for r in learned},
        "deltas": len(report.deltas),
    }
    store.close()
    return [
        row("learning", "diaries", unit="sessions/s", value=n / diary_s, seconds=diary_s),
        row("learning", "diaries per CPU-second", unit="sessions/s", value=n / diary_cpu),
        row("learning", "reflection", unit="sessions/s", value=n / reflect_s, seconds=reflect_s),
        row("learning", "reflection per CPU-second", unit="sessions/s", value=n / reflect_cpu),
        row(
            "learning",
            "diary + reflection",
            unit="sessions/s",
            value=n / (diary_s + reflect_s),
            **details,
        ),
    ]


# -- quality -----------------------------------------------------------------------------


def _learn(corpus: Corpus, db: Path, settings: Settings) -> tuple[Store, float, int]:
    """Ingest the corpus into a new store and reflect; (store, reflect seconds, sessions)."""
    store = Store.open(db)
    ingest_paths(
        store,
        settings,
        None,
        environ=corpus.env,
        home=corpus.root / "no-home",
        agents=LESSON_AGENTS,
    )
    n = store.query("SELECT count(*) FROM sessions")[0][0]
    began = time.perf_counter()
    reflect(store, settings, redact=make_sanitizer(settings).redact)
    return store, time.perf_counter() - began, int(n)


def _rules(store: Store) -> list[Rule]:
    return [
        Rule(
            id=b.id,
            content=b.content,
            state=b.state.value,
            kind=b.kind.value,
            scope=b.scope.value,
            scope_key=b.scope_key,
            tags=tuple(b.tags),
            sessions=tuple(b.provenance.sessions),
        )
        for b in RuleRepo(store).list()
    ]


def _searchers(store: Store, settings: Settings, embedder: bool) -> list[tuple[str, Any]]:
    """("lexical", None), then the installed model's searcher (rules embedded) if any."""
    out: list[tuple[str, Any]] = [("lexical", None)]
    if not embedder:
        return out
    from kenning.daemon.retrieval.embedding.embedder import embedder_status, shared_embedder
    from kenning.daemon.retrieval.vectors.index import embed_pending

    paths = resolve_paths()
    if embedder_status(settings, paths).degraded:
        return out
    model = shared_embedder(settings, paths)
    embed_pending(store, model, "bullet")
    out.append((model.name, Searcher(store, settings.search, model, degraded=False)))
    return out


def quality(
    tmp: Path,
    labelled: Sequence[Labelled] | None = None,
    *,
    embedder: bool = True,
    determinism: bool = True,
) -> dict[str, Any]:
    """Write, ingest and reflect on the labelled corpus; brief every follow-up task; score.

    Args:
        tmp: an empty folder for the corpus and the stores.
        labelled: (split, scenario) pairs; default every scenario file's.
        embedder: also brief with the installed embedding model (when there is one).
        determinism: learn a second time from scratch and compare the playbooks.

    Returns:
        "modes", per-mode "groups" (group → stats), "slots", "misses"; "junk",
        "deterministic", "reflect_sessions_per_s", and counts.
    """
    labelled = list(catalog.load() if labelled is None else labelled)
    corpus = write_corpus(tmp / "lessons", [sc for _, sc in labelled])
    settings = Settings()
    store, reflect_s, n_sessions = _learn(corpus, tmp / "lessons-1.db", settings)
    ids = corpus.session_ids(store)
    project_of = {
        ids[(w.scenario, w.index)]: w.project
        for w in corpus.sessions
        if (w.scenario, w.index) in ids
    }
    outcomes = [
        Outcome(
            split,
            sc,
            frozenset(ids[(sc.id, i)] for i in range(len(sc.sessions)) if (sc.id, i) in ids),
        )
        for split, sc in labelled
    ]
    rules = _rules(store)
    by_id = {r.id: r for r in rules}
    good = lesson_rules(rules, outcomes)
    active = [r for r in rules if r.state == "active"]
    live = [r for r in rules if r.state in ("active", "proposal")]
    junk_active = [r for r in active if r.id not in good]
    junk_live = [r for r in live if r.id not in good]
    modes = _searchers(store, settings, embedder)
    slots: dict[str, dict[str, Any]] = {}
    for mode, searcher in modes:
        filled = junk_slots = foreign = 0
        for out in outcomes:
            folder = corpus.project_dir(out.scenario.project)
            brief = build_context(
                store,
                settings,
                out.scenario.task,
                workspace=folder,
                file=None,
                limit=TOP,
                searcher=searcher,
            )
            shown = [e.id for e in brief.rules[:TOP]] + [e.id for e in brief.pitfalls[:TOP]]
            out.top[mode] = [f"{e.content}" for e in brief.rules[:TOP]] + [
                f"(pitfall) {e.content}" for e in brief.pitfalls[:TOP]
            ]
            out.surfaced[mode] = any(r.id in shown for r in out.rules)
            counts = slot_counts(shown, by_id, good, project_of, out.scenario.project)
            out.slots[mode] = counts
            filled, junk_slots, foreign = (
                filled + counts[0],
                junk_slots + counts[1],
                foreign + counts[2],
            )
        slots[mode] = {
            "filled": filled,
            "junk": junk_slots,
            "foreign": foreign,
            "junk_share": junk_slots / filled if filled else 0.0,
            "foreign_share": foreign / filled if filled else 0.0,
        }
    deterministic: bool | None = None
    differences: list[str] = []
    if determinism:
        again, _, _ = _learn(corpus, tmp / "lessons-2.db", settings)
        first = sorted(r.snapshot() for r in rules)
        second = sorted(r.snapshot() for r in _rules(again))
        again.close()
        deterministic = first == second
        differences = [str(s[0]) for s in sorted(set(first) ^ set(second))][:10]
    store.close()
    return {
        "scenarios": len(labelled),
        "sessions_written": len(corpus.sessions),
        "sessions_ingested": n_sessions,
        "sessions_unmatched": len(corpus.sessions) - len(ids),
        "rules": {"active": len(active), "proposal": len(live) - len(active), "all": len(rules)},
        "modes": [m for m, _ in modes],
        "groups": {m: group_rows(outcomes, m) for m, _ in modes},
        "slots": slots,
        "junk": {
            "active": len(junk_active),
            "active_share": len(junk_active) / len(active) if active else 0.0,
            "live": len(junk_live),
            "live_share": len(junk_live) / len(live) if live else 0.0,
            "examples": [f"({r.state}) {r.content}" for r in junk_live[:30]],
        },
        "duplicates": [o.scenario.id for o in outcomes if len(o.rules) > 1],
        "deterministic": deterministic,
        "differences": differences,
        "reflect_seconds": reflect_s,
        "reflect_sessions_per_s": n_sessions / reflect_s if reflect_s else 0.0,
        "misses": {
            m: [
                miss_report(o, m)
                for o in outcomes
                if o.scenario.kind != "none" and not o.surfaced.get(m)
            ]
            for m, _ in modes
        },
    }


def _short(text: str, width: int = 110) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def _miss_line(miss: dict[str, Any]) -> str:
    """One missed lesson on one line: id, lesson, the rule if any, the briefing's top 5."""
    rules = "; ".join(_short(r) for r in miss["rules"]) if miss["rules"] else "none learned"
    top = " / ".join(_short(t, 70) for t in miss["top5"]) or "empty"
    head = f"{miss['scenario']} ({miss['kind']}) {_short(miss['lesson'])}"
    return f"{head} | rule: {rules} | top5: {top}"


def quality_rows(q: dict[str, Any]) -> list[dict[str, Any]]:
    """The table's rows for a `quality` result (misses and junk examples in the details)."""
    rows: list[dict[str, Any]] = []
    metric = "learning"
    for mode in q["modes"]:
        for name, stats in q["groups"][mode]:
            label = f"lessons surfaced@{TOP} {mode} {name}"
            rows.append(row(metric, label, unit="fraction", value=stats["surfaced_share"], **stats))
        s = q["slots"][mode]
        rows.append(
            row(
                metric,
                f"top-{TOP} slots taken by junk {mode}",
                unit="fraction",
                value=s["junk_share"],
                filled=s["filled"],
                junk=s["junk"],
            )
        )
        rows.append(
            row(
                metric,
                f"top-{TOP} slots taken by another project's rules {mode}",
                unit="fraction",
                value=s["foreign_share"],
                foreign=s["foreign"],
            )
        )
        misses = [_miss_line(m) for m in q["misses"][mode]]
        rows.append(
            row(metric, f"lessons missed {mode}", unit="lessons", value=len(misses), misses=misses)
        )
    first = dict(q["groups"][q["modes"][0]])
    learned = first.get("all", {"learned_share": 0.0})
    rows.append(
        row(
            metric,
            "lessons learned (a live rule states it)",
            unit="fraction",
            value=learned["learned_share"],
            rules=q["rules"],
        )
    )
    junk = q["junk"]
    rows.append(
        row(
            metric,
            "junk share of active rules",
            unit="fraction",
            value=junk["active_share"],
            active=junk["active"],
            live=junk["live"],
            live_share=round(junk["live_share"], 3),
            examples=[_short(e) for e in junk["examples"]],
        )
    )
    rows.append(
        row(
            metric,
            "lessons with duplicate rules",
            unit="lessons",
            value=len(q["duplicates"]),
            scenarios=q["duplicates"],
        )
    )
    if q["deterministic"] is not None:
        rows.append(
            row(
                metric,
                "two runs from scratch give the same playbook",
                unit="bool",
                value=float(q["deterministic"]),
                differences=q["differences"],
            )
        )
    rows.append(
        row(
            metric,
            "reflection on the labelled corpus",
            unit="sessions/s",
            value=q["reflect_sessions_per_s"],
            seconds=round(q["reflect_seconds"], 3),
            sessions=q["sessions_ingested"],
            scenarios=q["scenarios"],
            unmatched=q["sessions_unmatched"],
        )
    )
    return rows


def run(size: str = "small") -> list[dict[str, Any]]:
    """Diary + reflection throughput on a generated corpus; learning quality on bench/lessons."""
    with tempfile.TemporaryDirectory(prefix="kenning-learning-") as name:
        tmp = Path(name)
        rows = throughput(tmp / "throughput", size)
        (tmp / "quality").mkdir()
        rows += quality_rows(quality(tmp / "quality"))
    return rows
