"""Reflection on sessions written as real Claude Code transcripts and ingested for real."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import Settings, load_config
from kenning.daemon.core.models import FeedbackSource, RuleState, Scope
from kenning.daemon.ingest.pipeline import forget_session
from kenning.daemon.learning.deltas import ReflectReport
from kenning.daemon.learning.diary import get_diary
from kenning.daemon.learning.reflect import record_surfaced, reflect
from kenning.daemon.ops import OpContext, run
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .learning_sessions import Step, fixed_error_session, ingest_home, write_session

REDACT = default_sanitizer().redact


def _home(tmp_path: Path) -> Path:
    return tmp_path / "user-home"


def _playbook(store: Store) -> list[tuple[Any, ...]]:
    """The playbook's content, state and provenance (no timestamps), in id order."""
    return [
        (b.id, b.content, b.state, b.maturity, b.scope, b.scope_key, tuple(b.tags),
         tuple(b.provenance.sessions))
        for b in sorted(RuleRepo(store).list(), key=lambda b: b.id)
    ]  # fmt: skip


def _dump(store: Store) -> list[str]:
    return list(store.conn.iterdump())


def test_a_stated_preference_becomes_a_workspace_proposal(store: Store, tmp_path: Path) -> None:
    steps: list[Step] = [
        ("user", "Add a health endpoint. Always use httpx instead of requests in this repo."),
        ("assistant", "Done."),
    ]
    _, sid = write_session(_home(tmp_path), "pref", steps, cwd="/work/api")
    ingest_home(store, _home(tmp_path))
    report = reflect(store, Settings(), redact=REDACT)
    rules = RuleRepo(store).list()
    assert [r.content for r in rules] == ["Always use httpx instead of requests in this repo."]
    rule = rules[0]
    assert rule.scope == Scope.WORKSPACE and rule.scope_key == "/work/api"
    # one session's words wait for evidence or a person (docs/scoring.md §8)
    assert rule.state == RuleState.PROPOSAL and rule.provenance.sessions == [sid]
    assert report.deltas[0].action == "add" and report.deltas[0].state == "proposal"


@pytest.mark.slow
def test_a_request_sent_again_whole_is_not_the_lesson_said_again(
    store: Store, tmp_path: Path
) -> None:
    # the same brief pasted into two sessions (a retry) is said once; a short statement said
    # in two sessions is said twice, even word for word
    brief = (
        "Add a retry to the upload client and a test for it. "
        "Always use httpx instead of requests in this repo. "
        "Keep the public API as it is and update the changelog."
    )
    for name in ("retry-1", "retry-2"):
        steps: list[Step] = [("user", brief), ("assistant", "Done.")]
        write_session(_home(tmp_path), name, steps, cwd="/work/api")
    for name in ("say-1", "say-2"):
        steps = [("user", "no auto commit from now on"), ("assistant", "Understood.")]
        write_session(_home(tmp_path), name, steps, cwd="/work/api")
    ingest_home(store, _home(tmp_path))
    reflect(store, Settings(), redact=REDACT)
    states = {r.content: (r.state, len(r.provenance.sessions)) for r in RuleRepo(store).list()}
    httpx = next(v for k, v in states.items() if k.startswith("Always use httpx"))
    assert httpx == (RuleState.PROPOSAL, 2)
    assert states["No auto commit from now on."] == (RuleState.ACTIVE, 2)


def test_the_assistant_saying_always_is_not_a_preference(store: Store, tmp_path: Path) -> None:
    steps: list[Step] = [("user", "Fix the bug"), ("assistant", "I always use httpx here.")]
    write_session(_home(tmp_path), "nopref", steps)
    ingest_home(store, _home(tmp_path))
    reflect(store, Settings(), redact=REDACT)
    assert RuleRepo(store).list() == []


def test_a_verified_fix_is_a_proposal_until_a_second_session_joins_it(
    store: Store, tmp_path: Path
) -> None:
    home = _home(tmp_path)
    _, first = write_session(home, "fix-1", fixed_error_session(), day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = RuleRepo(store).list()
    # verified by the passing run right after it, yet one session: a proposal (on real
    # logs most one-session fixes were not worth a rule)
    assert rule.state == RuleState.PROPOSAL
    assert "ModuleNotFoundError" in rule.content and "pip install pyyaml" in rule.content
    assert rule.provenance.sessions == [first]

    _, second = write_session(home, "fix-2", fixed_error_session(), day=2)
    ingest_home(store, home)
    report = reflect(store, Settings(), redact=REDACT)
    assert report.sessions == [second]
    [again] = RuleRepo(store).list()
    assert again.id == rule.id and again.provenance.sessions == [first, second]
    assert again.state == RuleState.ACTIVE
    assert [(d.action, d.state) for d in report.deltas] == [("promote", "active")]
    links = store.query("SELECT session_id FROM rule_links WHERE bullet_id = ?", (rule.id,))
    assert sorted(r[0] for r in links) == sorted([first, second])


def _slip_session(name: str) -> list[Step]:
    """A test fails on a name the code forgot to import; adding the import fixes it."""
    trace = (
        "F\n=================================== FAILURES ===================================\n"
        f"_______________________________ test_{name} ________________________________\n"
        f"    def test_{name}():\n>       assert parse_date('2024-01-02').day == 2\n"
        "E       NameError: name 'parse_date' is not defined\n"
        f"tests/test_{name}.py:4: NameError\n1 failed in 0.05s"
    )
    return [
        ("user", f"Add a test for {name}"),
        ("write", f"/work/app/tests/test_{name}.py", "def test(): ..."),
        ("bash", "pytest -q", trace, True),
        (
            "edit",
            f"/work/app/tests/test_{name}.py",
            "import pytest",
            "from app.dates import parse_date",
        ),
        ("bash", "pytest -q", "3 passed in 0.04s", False),
    ]


def test_a_slip_is_learned_only_when_it_recurs_fixed_the_same_way(
    store: Store, tmp_path: Path
) -> None:
    home = _home(tmp_path)
    _, first = write_session(home, "slip-1", _slip_session("invoices"), day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    # a name the code forgot to import is a fact about this code: the diary keeps it,
    # no rule is proposed from one session
    assert RuleRepo(store).list() == []
    diary = get_diary(store, first)
    assert diary is not None
    [slip] = [x for x in diary.lessons if x.kind == "error_fix"]
    assert slip.tentative and "NameError" in slip.text
    write_session(home, "slip-2", _slip_session("refunds"), day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = RuleRepo(store).list()
    assert rule.state == RuleState.ACTIVE and "NameError" in rule.content
    assert "from app.dates import parse_date" in rule.content
    assert len(rule.provenance.sessions) == 2


def test_a_tentative_statement_is_a_proposal_until_said_again_in_another_session(
    store: Store, tmp_path: Path
) -> None:
    # "until we say so": an order that holds for now is kept tentative; said once, the
    # person's words are a proposal to review (no active rule), said again they are active
    home = _home(tmp_path)
    held = "No more pushes to the release branch until we say so."
    write_session(home, "held-1", [("user", held), ("assistant", "Understood.")], day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = RuleRepo(store).list()
    assert rule.state == RuleState.PROPOSAL and "release branch" in rule.content
    write_session(home, "held-2", [("user", held), ("assistant", "Understood.")], day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = RuleRepo(store).list()
    assert rule.state == RuleState.ACTIVE and len(rule.provenance.sessions) == 2


def test_reflect_twice_and_from_scratch_gives_the_same_playbook(
    store: Store, tmp_path: Path
) -> None:
    home = _home(tmp_path)
    for n in range(3):
        write_session(home, f"s{n}", fixed_error_session(), day=n + 1)
    write_session(home, "p", [("user", "Never commit generated files.")], day=5)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    once = _playbook(store)
    again = reflect(store, Settings(), redact=REDACT)
    assert again.sessions == [] and again.deltas == []
    assert _playbook(store) == once
    # the same sessions in a fresh database give the same playbook
    other = Store.open(tmp_path / "other.db")
    ingest_home(other, home)
    reflect(other, Settings(), redact=REDACT)
    assert _playbook(other) == once
    other.close()


def test_a_dry_run_writes_nothing(store: Store, tmp_path: Path) -> None:
    home = _home(tmp_path)
    write_session(home, "a", fixed_error_session(), day=1)
    secret = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD"
    pref = f"Prefer pathlib over os.path. Always deploy with the key {secret} please."
    write_session(home, "b", [*fixed_error_session(), ("user", pref)])
    ingest_home(store, home)
    before = _dump(store)
    report = reflect(store, Settings(), redact=REDACT, dry_run=True)
    assert {d.action for d in report.deltas} == {"add"} and len(report.deltas) == 3
    assert _dump(store) == before
    assert secret not in str(report.to_json())  # a dry run prints sanitized rules


def test_the_same_failure_after_the_rule_was_shown_is_harmful(store: Store, tmp_path: Path) -> None:
    home = _home(tmp_path)
    write_session(home, "a", fixed_error_session(), day=1)
    write_session(home, "b", fixed_error_session(), day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = RuleRepo(store).list()
    # a later session in the same workspace is shown the rule, then hits the error anyway
    _, later = write_session(home, "c", fixed_error_session(), day=3)
    ingest_home(store, home)
    record_surfaced(store, [rule.id], later, "context")
    reflect(store, Settings(), redact=REDACT)
    events = [e for e in RuleRepo(store).events(rule.id) if e.source == FeedbackSource.AUTO]
    assert [(e.kind.value, e.session_id) for e in events] == [("harmful", later)]
    assert events[0].weight == Settings().learning.auto_weight
    assert "happened anyway" in (events[0].reason or "")


@pytest.mark.slow
def test_automatic_feedback_never_exceeds_its_cap(store: Store, tmp_path: Path) -> None:
    home = _home(tmp_path)
    prefs: list[Step] = []
    for n in range(6):  # six rules, one a turn
        prefs += [("user", f"Always run linter number {n} before pushing."), ("assistant", "OK.")]
    write_session(home, "rules", prefs, day=1)
    ingest_home(store, home)
    settings = Settings.model_validate({"learning": {"auto_feedback_cap": 3}})
    reflect(store, settings, redact=REDACT)
    ids = [b.id for b in RuleRepo(store).list()]
    assert len(ids) == 6
    ok: list[Step] = [
        ("user", "Add the parser"),
        ("bash", "pytest -q", "12 passed in 0.3s", False),
        ("user", "thanks"),
    ]
    _, sid = write_session(home, "ok", ok, day=2)
    ingest_home(store, home)
    record_surfaced(store, ids, sid, "context")
    report = reflect(store, settings, redact=REDACT)
    assert sum(d.action == "helpful" for d in report.deltas) == 3
    reflect(store, settings, redact=REDACT, session=sid)  # reflected again: still capped
    rows = store.query(
        "SELECT count(*) FROM feedback_events WHERE source = 'auto' AND session_id = ?", (sid,)
    )
    assert rows[0][0] == 3
    reasons = store.query("SELECT reason FROM learned_feedback WHERE session_id = ?", (sid,))
    assert all("tests passed" in r[0] for r in reasons)


def test_inline_feedback_is_picked_up_once(store: Store, tmp_path: Path) -> None:
    home = _home(tmp_path)
    write_session(home, "rules", [("user", "Never use print for logging.")], day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = RuleRepo(store).list()
    steps: list[Step] = [
        ("user", "Clean up logging"),
        ("assistant", f"Replaced prints. kenning: helpful {rule.id} - kept the logs structured"),
    ]
    write_session(home, "inline", steps, day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    reflect(store, Settings(), redact=REDACT)
    events = [e for e in RuleRepo(store).events(rule.id) if e.source == FeedbackSource.INLINE]
    assert len(events) == 1 and "kept the logs structured" in (events[0].reason or "")


def test_forgetting_a_session_deletes_what_was_learned_from_it(
    store: Store, tmp_path: Path
) -> None:
    home = _home(tmp_path)
    _, sid = write_session(home, "a", fixed_error_session(), day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    record_surfaced(store, [RuleRepo(store).list()[0].id], sid, "hover")
    assert get_diary(store, sid) is not None
    forgotten = run(OpContext(load_config(), lambda: store), "sessions.forget", {"session_id": sid})
    assert forgotten["forgotten"] == sid
    assert not forget_session(store, sid)  # gone already
    for table in ("diaries", "reflected_sessions", "rule_links", "surfaced_rules"):
        assert store.query(f"SELECT count(*) FROM {table} WHERE session_id = ?", (sid,))[0][0] == 0


@pytest.mark.parametrize("days,expected", [(1, 0), (None, 1)])
def test_days_limits_the_sessions(
    store: Store, tmp_path: Path, days: float | None, expected: int
) -> None:
    write_session(_home(tmp_path), "old", fixed_error_session(), day=1)  # January 2026
    ingest_home(store, _home(tmp_path))
    report = reflect(store, Settings(), redact=REDACT, days=days, dry_run=True)
    assert len(report.sessions) == expected


@pytest.mark.daemon
def test_the_daemon_writes_diaries_and_reflects_on_idle_sessions(
    kenning: Any, kenning_home: Path, tmp_path: Path
) -> None:
    home = _home(tmp_path)
    _, first = write_session(home, "a", fixed_error_session(), day=1)
    _, second = write_session(home, "b", fixed_error_session(), day=2)
    started = kenning("daemon", "start", "--json")
    try:
        assert started.code == 0, started.stderr
        db = kenning_home / "kenning.db"
        deadline = time.monotonic() + 60
        rules: list[Any] = []
        while time.monotonic() < deadline:
            if db.exists():
                with Store.open(db) as s:
                    rules = RuleRepo(s).list()
                    diaries = s.query("SELECT count(*) FROM diaries")[0][0]
                if rules and diaries == 2:
                    break
            time.sleep(0.1)
        assert [r.state for r in rules] == [RuleState.ACTIVE]
        assert rules[0].provenance.sessions == [first, second]
        assert len(list((kenning_home / "summaries").glob("*/summary.md"))) == 2
    finally:
        kenning("daemon", "stop")


def test_compaction_spares_what_rules_cite(store: Store, tmp_path: Path) -> None:
    home = _home(tmp_path)
    _, cited = write_session(home, "a", fixed_error_session(), day=1)
    plain: list[Step] = [("user", "List the files"), ("bash", "ls", "a.py b.py", False)]
    _, other = write_session(home, "b", plain, day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    from kenning.daemon.store.compact import compact

    def tools(sid: str) -> int:
        q = "SELECT count(*) FROM messages WHERE session_id = ? AND role = 'tool'"
        return int(store.query(q, (sid,))[0][0])

    before = tools(cited)
    dry = compact(store, days=30, dry_run=True)
    assert dry.sessions == [other] and dry.protected == 1 and tools(other) == 1
    done = compact(store, days=30)
    assert done.sessions == [other] and done.messages == 1
    assert tools(other) == 0 and tools(cited) == before
    assert get_diary(store, other) is not None
    assert compact(store, days=30).sessions == []


def test_a_rule_the_user_contradicts_becomes_a_conflict(store: Store, tmp_path: Path) -> None:
    home = _home(tmp_path)
    write_session(home, "a", [("user", "Always use mocks for the payment gateway tests.")], day=1)
    write_session(home, "b", [("user", "Never use mocks for the payment gateway tests.")], day=2)
    ingest_home(store, home)
    report = reflect(store, Settings(), redact=REDACT)
    assert [d.action for d in report.deltas] == ["add", "conflict"]
    [conflict] = RuleRepo(store).conflicts()
    ids = {b.id for b in RuleRepo(store).list()}
    assert {conflict.rule_a, conflict.rule_b} == ids


@pytest.mark.slow
def test_doctor_reports_learning_progress(kenning: Any, tmp_path: Path) -> None:
    write_session(_home(tmp_path), "a", fixed_error_session())
    assert kenning("ingest", "--json").code == 0

    def learning() -> dict[str, Any]:
        checks = kenning("doctor", "--json").json()["checks"]
        return next(c for c in checks if c["name"] == "learning")

    assert learning()["status"] == "degraded" and "kenning reflect" in learning()["fix"]
    assert kenning("reflect", "--json").code == 0
    assert learning() == {
        "name": "learning",
        "status": "ok",
        "detail": "1 of 1 sessions have a diary, 1 reflected on",
        "fix": None,
    }


def _projector(store: Store, settings: Settings, memory: Path) -> Callable[[ReflectReport], int]:
    """The projections the daemon's learning worker passes (the export operations)."""
    from kenning.daemon.ops.export import refresh_projections

    return lambda report: refresh_projections(store, settings, report, memory=memory)


def test_the_daemon_pass_rewrites_memory_md_and_enabled_agents_md_sections(
    store: Store, tmp_path: Path
) -> None:
    import subprocess

    from kenning.daemon.learning.reflect import scheduled_pass
    from kenning.daemon.playbook.export import BEGIN, END

    project = tmp_path / "api"
    project.mkdir()
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    agents = project / "AGENTS.md"
    agents.write_text(f"# Agents\n\n{BEGIN}\n{END}\n")
    home = _home(tmp_path)
    steps: list[Step] = [("user", "In this repo every migration must have a downgrade.")]
    write_session(home, "conv", steps, cwd=str(project), day=1)
    ingest_home(store, home)
    settings = Settings.model_validate({"learning": {"refresh_exports": True}})
    memory = tmp_path / "MEMORY.md"

    def learn() -> dict[str, int]:
        return scheduled_pass(
            store,
            settings,
            tmp_path / "summaries",
            reflect_now=True,
            project=_projector(store, settings, memory),
        )

    done = learn()
    # said once: a proposal, in neither file (the section is written, empty)
    assert done["reflected"] == 1 and done["exported"] == 2
    assert "every migration must have a downgrade" not in memory.read_text()
    assert "every migration must have a downgrade" not in agents.read_text()
    # said again in another session: active by evidence, in both
    write_session(home, "conv-again", steps, cwd=str(project), day=2)
    ingest_home(store, home)
    done = learn()
    assert done["reflected"] == 1 and done["exported"] == 2
    assert "every migration must have a downgrade" in memory.read_text()
    assert "every migration must have a downgrade" in agents.read_text()
    # nothing new: the projections are left as they are
    assert learn()["exported"] == 0


@pytest.mark.slow
def test_the_daemon_pass_writes_the_files_kenning_export_writes(
    store: Store, tmp_path: Path, kenning: Any
) -> None:
    """The worker runs the export operations: its MEMORY.md and AGENTS.md section are the CLI's."""
    import subprocess

    from kenning.daemon.core.models import Rule
    from kenning.daemon.learning.reflect import scheduled_pass
    from kenning.daemon.playbook.curate import add_rule
    from kenning.daemon.playbook.export import BEGIN, END

    project = tmp_path / "api"
    project.mkdir()
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    around = f"# Agents\n\nWritten by hand.\n\n{BEGIN}\n{END}\n\nAlso by hand.\n"
    (project / "AGENTS.md").write_text(around)
    home = _home(tmp_path)
    pref: list[Step] = [("user", "In this repo every migration must have a downgrade.")]
    for day, name in ((1, "a"), (2, "b")):  # twice: MEMORY.md gets facts
        write_session(home, name, fixed_error_session() + pref, cwd=str(project), day=day)
    ingest_home(store, home)
    checks = ["amber", "basil", "cedar", "delta", "ember", "fjord", "gravel", "harbor"]
    flags = ["indigo", "jasper", "kelp", "lumen", "maple", "nectar", "onyx"]
    for a in checks:  # 56 rules: more than a projection's top 50
        for b in flags:
            rule = Rule(id="new", content=f"Run the {a} check with {b} flags before a release")
            add_rule(store, Settings(), rule)
    settings = Settings.model_validate({"learning": {"refresh_exports": True}})
    memory = tmp_path / "worker" / "MEMORY.md"
    done = scheduled_pass(
        store,
        settings,
        tmp_path / "summaries",
        reflect_now=True,
        project=_projector(store, settings, memory),
    )
    assert done["reflected"] == 2 and done["exported"] == 2
    # outside any repository, as the daemon writes it
    cli_memory = tmp_path / "cli" / "MEMORY.md"
    kenning("export", "memory-md", "--output", str(cli_memory), cwd=tmp_path, check=True)
    text = memory.read_text()
    assert "## Facts" in text and "every migration must have a downgrade" in text
    assert text == cli_memory.read_text()
    cli_agents = tmp_path / "cli" / "AGENTS.md"
    cli_agents.write_text(around)
    kenning("export", "agents-md", "--output", str(cli_agents), cwd=project, check=True)
    section = (project / "AGENTS.md").read_text()
    assert "Written by hand." in section and "every migration must have a downgrade" in section
    assert section == cli_agents.read_text()
    # MEMORY.md is the home's: written from a repository, it holds no rule of that repo's own
    kenning("playbook", "add", "Only the api repo pins its fixtures", "--repo", cwd=project)
    in_repo = tmp_path / "cli" / "MEMORY-in-repo.md"
    kenning("export", "memory-md", "--output", str(in_repo), cwd=project, check=True)
    assert in_repo.read_text() == text


def _concurrent_index_session(table: str, column: str) -> list[Step]:
    """dbmate refuses CREATE INDEX CONCURRENTLY in a transaction; the header fixes it."""
    path = f"/work/shop/db/migrations/2026011{len(table) % 10}_idx_{table}.sql"
    sql = f"CREATE INDEX CONCURRENTLY idx_{table}_{column} ON {table} ({column});\n"
    err = (
        f"Applying: 2026011{len(table) % 10}_idx_{table}.sql\n"
        "Error: pq: CREATE INDEX CONCURRENTLY cannot run inside a transaction block\n"
    )
    return [
        ("user", f"{table} lookups by {column} are slow in prod, add an index without locking"),
        ("write", path, f"-- migrate:up\n{sql}\n-- migrate:down\nDROP INDEX idx_{table};\n"),
        ("bash", "dbmate up", err, True),
        (
            "assistant",
            "dbmate wraps each migration in a transaction; CONCURRENTLY can't run there.",
        ),
        ("edit", path, "-- migrate:up\n", "-- migrate:up transaction:false\n"),
        ("bash", "dbmate up", f"Applying: 2026011{len(table) % 10}_idx_{table}.sql\n", False),
        ("user", "great"),
    ]


def test_an_error_lesson_comes_back_for_a_task_worded_as_a_job(
    store: Store, tmp_path: Path
) -> None:
    from kenning.daemon.retrieval.context import build_context

    home = _home(tmp_path)
    write_session(home, "idx-1", _concurrent_index_session("payments", "invoice_id"),
                  cwd="/work/shop", day=1)  # fmt: skip
    write_session(home, "idx-2", _concurrent_index_session("shipments", "carrier_id"),
                  cwd="/work/shop", day=9)  # fmt: skip
    other: list[Step] = [
        ("user", "Rename the billing module"),
        ("bash", "pytest -q", "12 passed", False),
    ]
    write_session(home, "other", other, cwd="/work/shop")
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = [b for b in RuleRepo(store).list() if "transaction:false" in b.content]
    assert rule.state == RuleState.ACTIVE and len(rule.provenance.sessions) == 2
    assert "CONCURRENTLY cannot run inside a transaction block" in rule.content
    brief = build_context(
        store,
        Settings(),
        "add a concurrent index on orders.customer_id",
        workspace=Path("/work/shop"),
        file=None,
        limit=5,
    )
    assert brief.rules[0].id == rule.id


@pytest.mark.parametrize("passed", [True, False])
def test_a_proposal_followed_by_a_later_session_that_passed_becomes_active(
    store: Store, tmp_path: Path, passed: bool
) -> None:
    home = _home(tmp_path)
    write_session(home, "rules", [("user", "Never use print for logging in the workers.")])
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    [rule] = RuleRepo(store).list()
    assert rule.state == RuleState.PROPOSAL
    run: Step = ("bash", "pytest -q", "12 passed in 0.3s" if passed else "1 failed", not passed)
    later: list[Step] = [("user", "Clean up the logging of the invoice worker"), run]
    _, sid = write_session(home, "later", later, day=2)
    ingest_home(store, home)
    record_surfaced(store, [rule.id], sid, "context")  # the briefing showed it, marked
    report = reflect(store, Settings(), redact=REDACT)
    [after] = RuleRepo(store).list()
    if passed:  # followed, and the work succeeded: evidence
        assert after.state == RuleState.ACTIVE
        assert [(d.action, d.rule_id, d.state) for d in report.deltas] == [
            ("helpful", rule.id, None),
            ("promote", rule.id, "active"),
        ]
    else:
        assert after.state == RuleState.PROPOSAL and report.deltas == []


def test_a_long_statement_without_spaces_pasted_in_two_sessions_is_said_once() -> None:
    # the closing line of a prompt template, in Chinese, pasted into two tasks: its words are
    # counted by letters (no spaces between them), so it is a paste, not the lesson said again
    from kenning.daemon.learning.diary import Diary
    from kenning.daemon.learning.grouping import promotion_state
    from kenning.daemon.learning.lessons import Lesson

    line = (
        "每次提交之前，请先在本地运行完整的测试套件，并把失败的用例和原因整理成一张表格发给我看看。"
    )
    short = "不要自动提交。"
    members = [
        (Diary(session_id=f"claude_code:s{i}"), Lesson(kind="convention", text=t, key="k"))
        for t in (line, short)
        for i in (1, 2)
    ]
    assert promotion_state(members[:2]) == RuleState.PROPOSAL
    assert promotion_state(members[2:]) == RuleState.ACTIVE


def test_a_guardrail_or_a_workflow_is_said_again_as_the_other_words_are() -> None:
    # a guardrail pasted word for word in two sessions (a prompt template) is said once, and
    # said again in other words in another session it is active, whatever the runs after it
    from kenning.daemon.learning.diary import Diary
    from kenning.daemon.learning.grouping import promotion_state, recurs
    from kenning.daemon.learning.lessons import Lesson

    pasted = (
        "Never modify the generated client in src/gen by hand, regenerate it with make codegen "
        "and commit the generated files together with the schema change that made them."
    )
    s1, s2 = Diary(session_id="claude_code:s1"), Diary(session_id="claude_code:s2")
    for kind in ("guardrail", "workflow"):
        twice = [(d, Lesson(kind=kind, text=pasted, key="k", confirmed=True)) for d in (s1, s2)]
        assert promotion_state(twice) == RuleState.PROPOSAL
        assert not recurs(twice)
        again = [
            (s1, Lesson(kind=kind, text="Do not push to main.", key="k")),
            (s2, Lesson(kind=kind, text="Never push to main directly.", key="k")),
        ]
        assert promotion_state(again) == RuleState.ACTIVE
        assert recurs(again)
    # an error fixed in two sessions recurs
    fixed = [(d, Lesson(kind="error_fix", text="When x fails, y.", key="e")) for d in (s1, s2)]
    assert recurs(fixed)
    assert not recurs(fixed[:1])
