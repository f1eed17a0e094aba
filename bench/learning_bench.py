"""The learning loop without an LLM: throughput and whether what was learned comes back.

1. Throughput: a bench/corpus.py corpus (`size`, default medium: 2,000
   planned sessions in four agents' formats) is ingested through the real
   pipeline, then timed: a diary for every session (extract + sanitize +
   store), then one reflection over all of them (preferences, error→fix
   rules through the evidence gate and the curator). Reported in sessions/s.
2. Quality: a corpus built here of MISTAKES, each made and fixed in two
   earlier sessions (Claude Code transcripts, ingested for real), among
   sessions about other things. After reflection, `build_context` is asked
   about a later, similar task, worded as a user would (it shares a subject
   word with the error or its fix, never the rule's sentence). Reported: the
   fraction of mistakes whose learned rule is in the briefing (top 5 rules
   and pitfalls), lexical path (no embedder).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from kenning.daemon.config import Settings
from kenning.daemon.context import build_context
from kenning.daemon.diary import build_diary
from kenning.daemon.ingest.pipeline import ingest_paths, make_sanitizer
from kenning.daemon.models import BulletState
from kenning.daemon.reflect import reflect
from kenning.daemon.store import Store

from .corpus import agent_env, generate
from .learning_corpus import Step, write_session
from .timing import row

AGENTS = ["claude_code", "codex", "gemini", "aider"]

#: (failing command, error output, fixing step, a later similar task, workspace)
MISTAKES: list[tuple[str, str, Step, str, str]] = [
    ("pytest -q", "ModuleNotFoundError: No module named 'yaml'",
     ("bash", "pip install pyyaml", "Successfully installed pyyaml-6.0", False),
     "Read the deploy settings from a yaml file", "/work/api"),
    ("pytest -q", "ImportError: cannot import name 'soft_unicode' from 'markupsafe'",
     ("bash", "pip install 'markupsafe==2.0.1'", "Successfully installed", False),
     "Render the welcome email template with markupsafe escaping", "/work/api"),
    ("pytest -q", "psycopg2.OperationalError: could not connect to server: Connection refused",
     ("bash", "docker compose up -d postgres", "Container postgres Started", False),
     "Add a postgres migration for the orders table", "/work/shop"),
    ("python scripts/export.py", "TypeError: Object of type datetime is not JSON serializable",
     ("edit", "/work/shop/scripts/export.py", "json.dumps(rows)", "json.dumps(rows, default=str)"),
     "Export the audit log entries with their datetime to JSON", "/work/shop"),
    ("npm install", "npm ERR! ERESOLVE unable to resolve dependency tree",
     ("bash", "npm install --legacy-peer-deps", "added 312 packages", False),
     "Install the react date picker package with npm", "/work/web"),
    ("cargo build", "error[E0382]: borrow of moved value: `config`",
     ("edit", "/work/cli/src/main.rs", "run(config)", "run(config.clone())"),
     "Share the parsed config between the worker threads", "/work/cli"),
    ("go test ./...", "missing go.sum entry for module providing package github.com/lib/pq",
     ("bash", "go mod tidy", "", False),
     "Add a store backed by lib/pq", "/work/svc"),
    ("pytest -q", "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0",
     ("edit", "/work/api/app/csv_reader.py", "open(path)", "open(path, encoding='latin-1')"),
     "Import the legacy CSV files exported from Excel", "/work/api"),
    ("pip install requests", "SSLError: certificate verify failed: unable to get local issuer",
     ("bash", "export SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt", "", False),
     "Call the internal billing API over https", "/work/svc"),
    ("pytest tests/test_schedule.py", "AssertionError: reminder sent at 09:00, expected 10:00",
     ("edit", "/work/shop/app/schedule.py", "datetime.now()", "datetime.now(tz)"),
     "Send the schedule reminders in the user's timezone", "/work/shop"),
    ("python manage.py migrate", "KeyError: 'DATABASE_URL'",
     ("bash", "cp .env.example .env", "", False),
     "Run the database migrations on a fresh checkout", "/work/shop"),
    ("pytest tests/test_tree.py", "RecursionError: maximum recursion depth exceeded",
     ("edit", "/work/web/app/tree.py", "walk(node)", "walk(node, seen)"),
     "Walk the category tree to build breadcrumbs", "/work/web"),
]  # fmt: skip

OTHER_TASKS = [
    "Rename the billing module",
    "Add a README section about deployment",
    "Speed up the search page",
    "Refactor the user model",
    "Add pagination to the orders list",
    "Write docs for the CLI flags",
]


def _mistake_session(n: int, rep: int) -> list[Step]:
    cmd, error, fix, _, ws = MISTAKES[n]
    out = f'Traceback (most recent call last):\n  File "main.py", line 1\n{error}\n'
    if cmd.startswith(("npm", "cargo", "go ")):
        out = f"{error}\n"
    steps: list[Step] = [
        ("user", f"Task {rep}: continue the work in {ws}"),
        ("bash", cmd, out, True),
        ("assistant", "Let me fix that."),
        fix,
        ("bash", cmd, "ok: all checks passed" if rep else "10 passed in 0.4s", False),
        ("user", "thanks"),
    ]
    return steps


def quality(tmp: Path) -> dict[str, Any]:
    """Build the mistakes corpus, reflect, ask `build_context` about later similar tasks."""
    home = tmp / "quality-home"
    day = 1
    for rep in range(2):
        for n in range(len(MISTAKES)):
            write_session(home, f"m{n}-{rep}", _mistake_session(n, rep), cwd=MISTAKES[n][4],
                          day=day)  # fmt: skip
            day = day % 27 + 1
    for k, task in enumerate(OTHER_TASKS * 3):
        steps: list[Step] = [("user", task), ("bash", "pytest -q", "4 passed", False)]
        write_session(home, f"other{k}", steps, cwd="/work/shop", day=k % 27 + 1)
    store = Store.open(tmp / "quality.db")
    settings = Settings()
    ingest_paths(store, settings, None, environ={}, home=home, agents=["claude_code"])
    reflect(store, settings, redact=make_sanitizer(settings).redact)
    rules = {b.id: b for b in store_rules(store)}
    found = 0
    active = 0
    misses: list[str] = []
    for n, (_, error, _, task, _ws) in enumerate(MISTAKES):
        sig = _rule_for(rules, n)
        if sig is None:
            misses.append(f"no rule learned for {error[:40]}")
            continue
        active += sig.state == BulletState.ACTIVE
        result = build_context(store, settings, task, workspace=None, file=None, limit=5)
        shown = {r.id for r in result.rules} | {p.id for p in result.pitfalls}
        if sig.id in shown:
            found += 1
        else:
            misses.append(task)
    store.close()
    return {
        "mistakes": len(MISTAKES),
        "rules_active": active,
        "surfaced": found,
        "fraction": found / len(MISTAKES),
        "misses": misses,
    }


def store_rules(store: Store) -> list[Any]:
    from kenning.daemon.bullets import BulletRepo

    return BulletRepo(store).list((BulletState.ACTIVE, BulletState.DRAFT))


def _rule_for(rules: dict[str, Any], n: int) -> Any:
    """The rule learned from mistake `n`: the one whose text quotes its error."""
    error = MISTAKES[n][1]
    head = error.split(":")[0].split(".")[-1]
    for b in rules.values():
        tags = [t for t in b.tags if t.startswith("err-")]
        if tags and head in b.content:
            return b
    return None


def run(size: str = "medium") -> list[dict[str, Any]]:
    """Diary + reflection throughput on a generated corpus; learning quality on MISTAKES."""
    with tempfile.TemporaryDirectory(prefix="kenning-learning-") as name:
        tmp = Path(name)
        root = tmp / "corpus"
        generate(root, size)
        store = Store.open(tmp / "kenning.db")
        settings = Settings()
        ingest_paths(store, settings, None, environ=agent_env(root), home=tmp / "none",
                     agents=AGENTS)  # fmt: skip
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
        q = quality(tmp)
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
        row(
            "learning",
            "fixed mistakes surfaced by context for a later task",
            unit="fraction",
            value=q["fraction"],
            **q,
        ),
    ]
