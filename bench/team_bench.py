"""Team memory on PostgreSQL: many members' uploads, a new member's first pull, mark → context.

`run(size)` starts a throw-away PostgreSQL cluster (tests/pg_cluster.py, Debian's
`postgresql`), or uses the server of $KENNING_BENCH_PG_URL (a database it may
fill), then:

1. `members` simulated members, each with its own SQLite store of `rules`
   distinct rules and `events` marks, join one team and upload (their syncs
   only push: every one pulling everything would time the same pull again);
2. a new member joins: the time of its first pull of every team rule (the
   target: ≤ 10 s for 100k rules), and of the marks with them;
3. `Playbook.load` on the new member: cold, in a new process (the replica is
   read whole: `kenning context` without a daemon, the commit hook), first in
   this process and warm (what a daemon or language server pays again);
4. steady state: a writer (also caught up) marks a rule or adds one, syncs;
   the reader syncs and builds a `context` briefing in which the change
   shows: that is the latency from one laptop's `mark` to another laptop's
   `context` after its next sync cycle (the target: ≤ 1 s), taken `rounds` times,
   in one process as a daemon does it (its view of the replica is patched by
   what each sync changed, team/view.py);
5. the server's rows and bytes per 1,000 rules (and per 1,000 events).

Under load, wall times stretch; `cpu_s` / `client_cpu_ms` give this process's
CPU time (the server's is not included).

Sizes: tiny 4 × 200 rules × 2,000 marks; small 10 × 1,000 × 10,000; medium and
up: the issue's 50 members × 2,000 rules × 20,000 marks (100k rules, 1M marks).
Run it alone with `python -m bench team --size tiny`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import psycopg

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import FeedbackKind, Rule, to_iso, utcnow
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.curate import add_rule, mark
from kenning.daemon.retrieval.context import build_context
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.team.sync import join, sync
from kenning.daemon.team.view import team_view

from .timing import row

SIZES: dict[str, tuple[int, int, int]] = {
    "tiny": (4, 200, 2_000),
    "small": (10, 1_000, 10_000),
    "medium": (50, 2_000, 20_000),
    "large": (50, 2_000, 20_000),
    "huge": (50, 2_000, 20_000),
}
_WORDS = (
    "cache", "retry", "timeout", "migration", "schema", "index", "queue", "worker", "deploy",
    "release", "lint", "format", "test", "fixture", "mock", "logging", "metrics", "trace",
    "config", "secret", "token", "parser", "router", "handler", "session", "cookie", "header",
    "payload", "batch", "stream", "buffer", "socket", "thread", "process", "signal",
)  # fmt: skip


def _rule_text(member: int, i: int) -> str:
    w = _WORDS
    n = member * 1_000_003 + i
    return (
        f"When touching the {w[n % len(w)]} {w[(n // 7) % len(w)]} code, check the "
        f"{w[(n // 49) % len(w)]} {w[(n // 343) % len(w)]} first (rule {member}-{i})"
    )


def _seed(store: Store, member: int, rules: int, events: int) -> None:
    repo = RuleRepo(store)
    now = to_iso(utcnow())
    with store.transaction() as conn:
        ids = []
        for i in range(rules):
            b = Rule(id=f"b-m{member}-{i}", content=_rule_text(member, i))
            repo.insert(b)
            ids.append(b.id)
        conn.executemany(
            "INSERT INTO feedback_events (bullet_id, kind, weight, source, created_at)"
            " VALUES (?, ?, 1.0, 'manual', ?)",
            [(ids[i % rules], "harmful" if i % 11 == 0 else "helpful", now) for i in range(events)],
        )


_COLD = """
import sys, time
from pathlib import Path
from kenning.daemon.core.config import Settings
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.store.db import Store
from kenning.daemon.team.view import team_view
with Store.open(Path(sys.argv[1])) as store:
    started, cpu = time.perf_counter(), time.process_time()
    Playbook.load(store, Settings(), None, shared=team_view)
    print(time.perf_counter() - started, time.process_time() - cpu)
"""


def _cold_load(db: Path) -> tuple[float, float]:
    """`Playbook.load` in a new process (what `kenning context` without a daemon,
    or the commit hook's audit, pays): (wall s, CPU s), imports not counted."""
    done = subprocess.run(
        [sys.executable, "-c", _COLD, str(db)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"the cold load failed: {done.stderr.strip()[-2000:]}")
    wall, cpu = (float(x) for x in done.stdout.split())
    return wall, round(cpu, 2)


def _server_size(url: str) -> dict[str, int]:
    with psycopg.connect(url) as conn:
        got = conn.execute(
            "SELECT (SELECT count(*) FROM rules), (SELECT count(*) FROM events),"
            " pg_total_relation_size('rules'), pg_total_relation_size('events')"
        ).fetchone()
    assert got is not None
    return dict(zip(("rules", "events", "rules_bytes", "events_bytes"), got, strict=True))


def run(size: str = "medium") -> list[dict[str, Any]]:
    members, rules, events = SIZES[size]
    rounds = 5
    settings = Settings()
    redact = default_sanitizer()
    out: list[dict[str, Any]] = []
    with ExitStack() as stack:
        url = os.environ.get("KENNING_BENCH_PG_URL")
        if not url:
            from tests.pg_cluster import PgCluster

            cluster = PgCluster(in_memory=False)
            stack.callback(cluster.close)
            url = cluster.database()
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="kenning-team-")))

        uploads = []
        for m in range(members):
            with Store.open(folder / f"member{m}.db") as store:
                _seed(store, m, rules, events)
                join(store, url, "bench", redact, machine=f"h{m}", first_sync=False)
                started = time.perf_counter()
                sync(store, redact, pull=False)
                uploads.append(time.perf_counter() - started)
        out.append(
            row("team", "member's first upload", [u * 1000 for u in uploads],
                rules=rules, events=events)
        )  # fmt: skip
        total_rules = members * rules

        reader = Store.open(folder / "reader.db")
        stack.callback(reader.close)
        started, cpu = time.perf_counter(), time.process_time()
        report = join(reader, url, "bench", redact, machine="r")["sync"]
        first, first_cpu = time.perf_counter() - started, time.process_time() - cpu
        timings = report["timings"]
        out.append(
            row("team", f"new member's first pull of {total_rules:,} rules", unit="s",
                value=timings["pull_rules"], target_s=10.0, rules=report["received"]["rules"])
        )  # fmt: skip
        out.append(
            row("team", f"new member's curation of {total_rules:,} rules (after the pull)",
                unit="s", value=timings.get("curate", 0.0),
                curated=report["curated"])
        )  # fmt: skip
        out.append(
            row("team", f"new member's join + first sync ({members * events:,} marks too)",
                unit="s", value=first, events=report["received"].get("events", 0),
                pull_events_s=timings["pull_events"], canonicalize_s=timings["canonicalize"],
                client_cpu_s=round(first_cpu, 2))
        )  # fmt: skip
        wall, cpu_s = _cold_load(folder / "reader.db")
        out.append(
            row("team", f"Playbook.load with {total_rules:,} team rules, cold (a new process)",
                unit="s", value=wall, cpu_s=cpu_s)
        )  # fmt: skip
        for state in ("first in this process", "warm"):
            started, cpu = time.perf_counter(), time.process_time()
            Playbook.load(reader, settings, None, shared=team_view)
            out.append(
                row("team", f"Playbook.load with {total_rules:,} team rules, {state}", unit="s",
                    value=time.perf_counter() - started, cpu_s=round(time.process_time() - cpu, 2))
            )  # fmt: skip

        writer = Store.open(folder / "writer.db")
        stack.callback(writer.close)
        join(writer, url, "bench", redact, machine="w")
        latencies, cpus = [], []
        for r in range(rounds):
            text = f"Always pin the zebrafish codec version {r} in deploy scripts"
            rid = add_rule(writer, settings, Rule(id="x", content=text)).rule.id
            mark(writer, settings, rid, FeedbackKind.HELPFUL)
            started, cpu = time.perf_counter(), time.process_time()
            sync(writer, redact)
            sync(reader, redact)
            brief = build_context(
                reader, settings, f"pin the zebrafish codec version {r}", workspace=None,
                file=None, limit=10,
                shared=team_view,
            )  # fmt: skip
            latencies.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu)
            shown = [x for x in brief.rules if x.id == rid]
            if not shown or shown[0].origin != "team":
                raise AssertionError(f"round {r}: the writer's rule is not in the reader's context")
        out.append(
            row("team", "mark → other laptop's context (both syncs + briefing)",
                [x * 1000 for x in latencies], target_ms=1000,
                client_cpu_ms=round(1000 * sorted(cpus)[len(cpus) // 2]))
        )  # fmt: skip

        server = _server_size(url)
        out.append(
            row("team", "server bytes per 1k rules", unit="KB",
                value=server["rules_bytes"] / 1024 / (server["rules"] / 1000),
                server_rules=server["rules"])
        )  # fmt: skip
        out.append(
            row("team", "server bytes per 1k events", unit="KB",
                value=server["events_bytes"] / 1024 / (server["events"] / 1000),
                server_events=server["events"])
        )  # fmt: skip
    return out


if __name__ == "__main__":
    import sys

    for r in run(sys.argv[1] if len(sys.argv) > 1 else "tiny"):
        print(r)
