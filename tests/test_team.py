"""Team memory on a real PostgreSQL server: join, sync, status, leave (daemon/team/)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import psycopg
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.errors import TeamError, TeamServerError
from kenning.daemon.core.models import FeedbackEvent, FeedbackKind, Rule
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.curate import add_rule, forget, mark, tombstone_add
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.team import local
from kenning.daemon.team.server_schema import (
    MIGRATIONS,
    SERVER_SCHEMA_VERSION,
    migrate,
    server_version,
)
from kenning.daemon.team.sync import join, leave, status, sync
from kenning.daemon.team.view import event_members, team_view
from tests.sanitize_samples import GHP

SETTINGS = Settings()
REDACT = default_sanitizer()


def add(store: Store, text: str) -> str:
    return add_rule(store, SETTINGS, Rule(id="x", content=text)).rule.id


def server_counts(url: str, team: str = "web") -> dict[str, int]:
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT (SELECT count(*) FROM rules r WHERE r.team_id = t.id),"
            " (SELECT count(*) FROM events e WHERE e.team_id = t.id),"
            " (SELECT count(*) FROM members m WHERE m.team_id = t.id)"
            " FROM teams t WHERE t.name = %s",
            (team,),
        ).fetchone()
    assert row is not None
    return {"rules": row[0], "events": row[1], "members": row[2]}


def test_join_shares_rules_and_marks_with_exact_counts(laptops: Any, team_url: Any) -> None:
    a, b = laptops("a"), laptops("b")
    r1 = add(a, "Run the migrations with alembic upgrade head before tests")
    add(a, "Never commit generated protobuf files")
    mark(a, SETTINGS, r1, FeedbackKind.HELPFUL)
    mark(a, SETTINGS, r1, FeedbackKind.HELPFUL)
    out = join(a, team_url("alice"), "web", REDACT, machine="a-laptop")
    assert out["migrations"] == []  # the admin made them (`kenning team init`)
    assert (out["member"], out["admin"]) == ("alice", False)  # the role PostgreSQL saw
    assert out["sync"]["accepted"] == {"rules": 2, "events": 2}
    assert server_counts(team_url()) == {"rules": 2, "events": 2, "members": 1}

    out_b = join(b, team_url("bob"), "web", REDACT, machine="b-laptop")
    assert out_b["migrations"] == []  # the schema was there already
    assert out_b["sync"]["received"] == {"rules": 2, "events": 2}
    pb = Playbook.load(b, SETTINGS, None, shared=team_view)
    team_rule = pb.get(r1)
    assert team_rule is not None and team_rule.rule.origin == "team"
    assert team_rule.score.helpful_count == 2
    assert "alice" in (team_rule.rule.provenance.reasoning or "")
    assert server_counts(team_url()) == {"rules": 2, "events": 2, "members": 2}


def test_sync_again_changes_nothing(laptops: Any, team_url: Any) -> None:
    a = laptops("a")
    rid = add(a, "Use pytest fixtures for temporary folders")
    mark(a, SETTINGS, rid, FeedbackKind.HARMFUL)
    join(a, team_url("alice"), "web", REDACT, machine="m")
    for _ in range(3):
        report = sync(a, REDACT)
        assert report.accepted == {} and report.received == {}
    # forgetting every cursor and the replica (as if a crash came before any was
    # written) sends and pulls everything again: still one copy of each row
    with a.transaction() as conn:
        for table in ("team_cursors", "team_shared", "team_rules", "team_events"):
            conn.execute(f"DELETE FROM {table}")
    report = sync(a, REDACT)
    assert report.sent == {"rules": 1, "events": 1}
    assert report.accepted == {"rules": 0, "events": 0}
    assert report.received == {}  # a store is never sent back its own rows
    assert server_counts(team_url()) == {"rules": 1, "events": 1, "members": 1}


def test_team_marks_count_in_the_score_and_own_marks_once(laptops: Any, team_url: Any) -> None:
    a, b = laptops("a"), laptops("b")
    rid = add(a, "Prefer httpx over requests in new code")
    mark(a, SETTINGS, rid, FeedbackKind.HELPFUL)
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    # bob marks the team rule (it lives only in his replica): helpful, then harmful
    mark(b, SETTINGS, rid, FeedbackKind.HELPFUL)
    mark(b, SETTINGS, rid, FeedbackKind.HARMFUL)
    assert sync(b, REDACT).accepted == {"events": 2}
    assert sync(a, REDACT).received == {"events": 2}
    sb = Playbook.load(a, SETTINGS, None, shared=team_view).get(rid)
    assert sb is not None and sb.rule.origin == "global"
    # alice's own mark once (from her store), bob's two from the team
    assert (sb.score.helpful_count, sb.score.harmful_count) == (2, 1)
    assert event_members(a, rid) == [{"member": "bob", "helpful": 1, "harmful": 1}]
    sb_b = Playbook.load(b, SETTINGS, None, shared=team_view).get(rid)
    assert sb_b is not None and (sb_b.score.helpful_count, sb_b.score.harmful_count) == (2, 1)


def test_two_laptops_adding_the_same_rule_at_once_leave_one_row(
    laptops: Any, team_url: Any
) -> None:
    stores = [laptops(n) for n in ("a", "b", "c", "d")]
    for i, s in enumerate(stores):
        join(s, team_url(f"m{i}"), "web", REDACT, machine=f"h{i}", first_sync=False)
        rid = add(s, "Pin the Node version in .nvmrc")
        mark(s, SETTINGS, rid, FeedbackKind.HELPFUL)
    errors: list[BaseException] = []
    paths = [s.path for s in stores]

    def run(path: Path) -> None:
        try:
            with Store.open(path) as s:
                sync(s, REDACT)
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(p,)) for p in paths]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    assert server_counts(team_url()) == {"rules": 1, "events": 4, "members": 4}
    for s in stores:
        sync(s, REDACT)
        sb = Playbook.load(s, SETTINGS, None, shared=team_view).get(
            add(s, "Pin the Node version in .nvmrc")
        )
        assert sb is not None
    a = stores[0]
    rid = RuleRepo(a).list()[0].id
    sb = Playbook.load(a, SETTINGS, None, shared=team_view).get(rid)
    # 4 marks + 1 reinforcement of its own when add() saw the same text again
    assert sb is not None and sb.score.helpful_count == 5


def test_a_writer_committing_late_is_never_skipped(laptops: Any, team_url: Any) -> None:
    """Seq order is commit order: a writer waits for the one before it to commit, so
    a reader paging by seq never passes a row that commits later with a lower seq."""
    a, b = laptops("a"), laptops("b")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    insert = (
        "INSERT INTO events (team_id, event_id, rule_hash, kind, weight, source,"
        " machine, origin, created_at) SELECT id, gen_random_uuid(), %s, 'helpful', 1,"
        " 'manual', 'h', gen_random_uuid(), now() FROM teams WHERE name = 'web'"
    )
    slow = psycopg.connect(team_url("carol"))
    fast = psycopg.connect(team_url("dave"))
    waiting = threading.Event()

    def write_fast() -> None:
        waiting.set()
        fast.execute(insert, ("c1:fast",))  # waits for the slow writer's commit
        fast.commit()

    try:
        slow.execute(insert, ("c1:slow",))  # takes its seq, stays open
        writer = threading.Thread(target=write_fast)
        writer.start()
        waiting.wait(10)
        sync(b, REDACT)
        first = local.replica_counts(b)["events"]
        slow.commit()
        writer.join(30)
    finally:
        slow.close()
        fast.close()
    sync(b, REDACT)
    rows = b.conn.execute("SELECT rule_hash, member FROM team_events ORDER BY seq").fetchall()
    assert [tuple(r) for r in rows] == [("c1:slow", "carol"), ("c1:fast", "dave")]
    assert first == 0  # neither was visible while the first writer was in flight


def test_a_secret_in_a_rule_never_reaches_the_server(laptops: Any, team_url: Any) -> None:
    a = laptops("a")
    # written straight into the store, as an older kenning without redaction might have
    rule = Rule(id="b-secret", content=f"Authenticate the deploy bot with {GHP}")
    with a.transaction():
        RuleRepo(a).insert(rule)
    tombstone_add(a, f"curl -H 'Authorization: token {GHP}'", reason="old deploy")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    with psycopg.connect(team_url()) as conn:
        dump = conn.execute(
            "SELECT (SELECT string_agg(r::text, ' ') FROM rules r)"
            " || (SELECT string_agg(t::text, ' ') FROM tombstones t)"
        ).fetchone()
    assert dump is not None and dump[0] is not None
    assert GHP not in dump[0]
    assert "Authenticate the deploy bot" in dump[0]


def test_everything_works_offline_and_uploads_later(
    laptops: Any, team_url: Any, pg_cluster: Any
) -> None:
    a, b = laptops("a"), laptops("b")
    rid = add(a, "Keep functions under fifty lines")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    bob = team_url("bob")
    down = bob.replace(f"host={pg_cluster.socket_dir}", "host=/nonexistent-kenning-socket")
    with b.transaction() as conn:
        conn.execute("UPDATE team_link SET url = ?", (down,))
    mark(b, SETTINGS, rid, FeedbackKind.HELPFUL)
    with pytest.raises(TeamServerError) as caught:
        sync(b, REDACT)
    assert "nonexistent-kenning-socket" in caught.value.message
    st = status(b)
    assert st["online"] is False and st["server_error"]
    assert st["pending_up"]["events"] == 1 and st["replica"]["rules"] == 1
    assert local.read_link(b) is not None and local.read_link(b).last_error  # type: ignore[union-attr]
    sb = Playbook.load(b, SETTINGS, None, shared=team_view).get(rid)
    assert sb is not None and sb.rule.origin == "team"
    with b.transaction() as conn:
        conn.execute("UPDATE team_link SET url = ?", (bob,))
    assert sync(b, REDACT).accepted == {"events": 1}
    assert status(b)["pending_up"]["events"] == 0


def test_leave_with_delete_removes_a_members_rows_everywhere(laptops: Any, team_url: Any) -> None:
    a, b = laptops("a"), laptops("b")
    add(a, "Squash commits before merging")
    rid_b = add(b, "Document every public function")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    sync(a, REDACT)
    mark(a, SETTINGS, rid_b, FeedbackKind.HELPFUL)
    sync(a, REDACT)
    sync(b, REDACT)
    out = leave(a, delete_my_data=True)
    assert out["deleted_on_server"] == {
        "events": 1, "rules": 1, "tombstones": 0, "toxic": 0, "retired": 0, "members": 1,
    }  # fmt: skip
    assert out["dropped_here"]["team_rules"] == 1  # bob's
    assert local.read_link(a) is None
    assert server_counts(team_url()) == {"rules": 1, "events": 0, "members": 1}
    assert local.replica_counts(b) == {
        "rules": 1,
        "events": 1,
        "tombstones": 0,
        "toxic": 0,
        "retired": 0,
    }
    sync(b, REDACT)
    # alice's rule and mark are gone from bob's replica
    assert local.replica_counts(b) == {
        "rules": 0,
        "events": 0,
        "tombstones": 0,
        "toxic": 0,
        "retired": 0,
    }
    with pytest.raises(TeamError):
        sync(a, REDACT)


def test_several_teams_on_one_server_stay_apart(laptops: Any, team_url: Any) -> None:
    a, b = laptops("a"), laptops("b")
    add(a, "Web team rule about React hooks")
    add(b, "Platform team rule about Terraform state")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "platform", REDACT, machine="b")
    sync(a, REDACT)

    def replica(s: Store) -> list[str]:
        return [r[0] for r in s.conn.execute("SELECT content FROM team_rules")]

    # neither sees the other team's rule (nor gets its own back)
    assert replica(a) == [] and replica(b) == []
    c = laptops("c")
    join(c, team_url("carol"), "platform", REDACT, machine="c")
    assert replica(c) == ["Platform team rule about Terraform state"]
    assert server_counts(team_url(), "web")["rules"] == 1
    assert server_counts(team_url(), "platform")["rules"] == 1
    with pytest.raises(TeamError, match="leave"):
        join(a, team_url("alice"), "platform", REDACT, machine="a")


def test_toxic_and_tombstones_travel(laptops: Any, team_url: Any) -> None:
    a, b = laptops("a"), laptops("b")
    rid = add(a, "Use tabs for indentation in Python")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    assert Playbook.load(b, SETTINGS, None, shared=team_view).get(rid) is not None
    forget(a, rid, reason="wrong: PEP 8 says spaces")
    tombstone_add(a, "from distutils import", reason="distutils is gone in 3.12")
    # forgotten by its author: on the toxic list, and retired for the team
    assert sync(a, REDACT).accepted == {"tombstones": 1, "toxic": 1, "retired": 1}
    assert sync(b, REDACT).received == {"tombstones": 1, "toxic": 1, "retired": 1}
    pb = Playbook.load(b, SETTINGS, None, shared=team_view)
    assert pb.get(rid) is None  # forgotten by a member: hidden from the team
    assert [t.pattern for t in pb.tombstones] == ["from distutils import"]


def test_server_schema_is_versioned_and_migrates_once(pg_url: str) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert server_version(conn) == 0
        assert migrate(conn) == [name for name, _ in MIGRATIONS]
        assert migrate(conn) == []
        assert server_version(conn) == SERVER_SCHEMA_VERSION
        conn.execute("INSERT INTO kenning_schema_version (version, name) VALUES (99, 'future')")
        with pytest.raises(RuntimeError, match="99"):
            migrate(conn)


def test_local_event_ids_are_stable(laptops: Any, team_url: Any) -> None:
    a = laptops("a")
    rid = add(a, "Always run ruff before committing")
    with a.transaction():
        RuleRepo(a).add_event(FeedbackEvent(rule_id=rid, kind=FeedbackKind.HELPFUL))
    first, _ = local.pending_events(a, 100)
    again, _ = local.pending_events(a, 100)
    assert first == again and len(first) == 1


def test_team_rules_reach_every_surface_with_their_origin(
    laptops: Any, store: Store, team_url: Any, tmp_path: Path
) -> None:
    from kenning.daemon.core.models import RuleKind, RuleType, Verification
    from kenning.daemon.playbook.export import render_section
    from kenning.hooks.install import install
    from kenning.lsp.render import rule_line

    from .gitrepo import Repo

    a = laptops("a")
    anti = Rule(
        id="x",
        content="AVOID: eval() on request data",
        type=RuleType.ANTI_PATTERN,
        kind=RuleKind.ANTI_PATTERN,
        verification=Verification(regex=r"\beval\("),
    )
    rid = add_rule(a, SETTINGS, anti).rule.id
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(store, team_url("bob"), "web", REDACT, machine="b")  # this KENNING_HOME's store
    sb = Playbook.load(store, SETTINGS, None, shared=team_view).get(rid)
    assert sb is not None and sb.rule.origin == "team"
    assert f"`{rid}` · team" in rule_line(sb)  # the hover
    section = render_section(
        Playbook.load(store, SETTINGS, None, shared=team_view), None, reader="cli"
    )[0]
    assert f"[{rid}] AVOID: eval() on request data (team)" in section  # AGENTS.md
    repo = Repo(tmp_path / "repo")
    repo.write("README.md", "hello\n")
    repo.commit("init")
    install(repo.path)
    repo.write("app.py", "def handle(req):\n    return eval(req.body)\n")
    repo.git("add", "app.py")
    proc = repo.git("commit", "-m", "change", check=False)
    assert f"[{rid}] AVOID: eval() on request data (team rule)" in proc.stderr  # the audit


def test_the_teams_harmful_marks_invert_a_team_rule(laptops: Any, team_url: Any) -> None:
    from kenning.daemon.store.rule_rows import rule_id_for

    a, b = laptops("a"), laptops("b")
    rid = add(a, "Mock the database in integration tests")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    for _ in range(3):
        mark(a, SETTINGS, rid, FeedbackKind.HARMFUL)
    sync(a, REDACT)
    sync(b, REDACT)
    pb = Playbook.load(b, SETTINGS, None, shared=team_view)
    assert pb.get(rid) is None
    anti = pb.get(rule_id_for("AVOID: Mock the database in integration tests"))
    assert anti is not None and anti.rule.is_anti_pattern and anti.rule.origin == "team"
    assert [sb.id for sb in pb.anti_patterns()] == [anti.id]


def test_team_scores_decay_like_local_ones(laptops: Any, team_url: Any) -> None:
    from datetime import timedelta

    from kenning.daemon.core.models import utcnow

    a, b = laptops("a"), laptops("b")
    rid = add(a, "Read the changelog before upgrading a dependency")
    mark(a, SETTINGS, rid, FeedbackKind.HELPFUL)
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    now = utcnow()
    fresh = Playbook.load(b, SETTINGS, None, now=now, shared=team_view).get(rid)
    later = Playbook.load(b, SETTINGS, None, now=now + timedelta(days=90), shared=team_view).get(
        rid
    )
    assert fresh is not None and later is not None
    # one half-life later the team's mark is worth half (docs/scoring.md §1)
    assert later.score.helpful == pytest.approx(fresh.score.helpful / 2, rel=1e-3)
    again = Playbook.load(b, SETTINGS, None, now=now, shared=team_view).get(rid)
    assert again is not None and again.score.helpful == pytest.approx(fresh.score.helpful)


def test_evidence_travels_only_when_the_member_opts_in(laptops: Any, team_url: Any) -> None:
    from kenning.daemon.core.models import Provenance

    def learned(store: Store, text: str) -> None:
        rule = Rule(id="x", content=text, provenance=Provenance(evidence=["user said: use uv"]))
        add_rule(store, SETTINGS, rule)

    quiet, sharing = laptops("quiet"), laptops("sharing")
    learned(quiet, "Install Python packages with uv")
    learned(sharing, "Lock dependencies with uv lock")
    join(quiet, team_url("q"), "web", REDACT, machine="q")
    join(sharing, team_url("s"), "web", REDACT, machine="s", share_evidence=True)
    with psycopg.connect(team_url()) as conn:
        rows: dict[str, str] = dict(
            conn.execute("SELECT member, evidence::text FROM rules").fetchall()
        )
    assert rows == {"q": "[]", "s": '["user said: use uv"]'}


@pytest.mark.slow
def test_a_store_without_a_team_syncs_without_loading_psycopg(tmp_path: Path) -> None:
    """The daemon's sync thread idles on a store with no team: psycopg (~9 MB) is not loaded."""
    import subprocess
    import sys

    db = tmp_path / "kenning.db"
    Store.open(db).close()
    code = (
        "import sys, threading\n"
        "from pathlib import Path\n"
        "from kenning.daemon.safety.sanitize import default_sanitizer\n"
        "from kenning.daemon.team.sync import sync_loop\n"
        "halt, wake = threading.Event(), threading.Event()\n"
        "worker = threading.Thread(target=sync_loop, args=(Path(sys.argv[1]),"
        " default_sanitizer(), halt), kwargs={'wake': wake})\n"
        "worker.start()\n"
        "wake.set()  # a second look at the link, as after `kenning team leave`\n"
        "while wake.is_set(): pass\n"
        "halt.set(); wake.set(); worker.join(10)\n"
        "print('psycopg' in sys.modules, worker.is_alive())\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(db)], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["False", "False"]


def test_proposals_stay_local_until_they_are_active(laptops: Any, team_url: Any) -> None:
    """Team sync shares accepted and active rules only (docs/team.md): a proposal waits."""
    from kenning.daemon.core.models import RuleState
    from kenning.daemon.playbook.curate import promote

    a = laptops("a")
    active = add(a, "Run the migrations with alembic upgrade head before tests")
    rule = Rule(id="x", content="Always use structlog in the workers", state=RuleState.PROPOSAL)
    proposal = add_rule(a, SETTINGS, rule).rule.id
    mark(a, SETTINGS, proposal, FeedbackKind.HELPFUL)  # a mark alone shares no text
    # the selection below the network: what waits to be uploaded
    assert [r["rule_id"] for r in local.pending_rules(a, 100)] == [active]
    assert local.pending_counts(a)["rules"] == 1
    join(a, team_url("alice"), "web", REDACT, machine="a")
    assert server_counts(team_url())["rules"] == 1
    with psycopg.connect(team_url()) as conn:
        texts = [r[0] for r in conn.execute("SELECT content FROM rules").fetchall()]
    assert texts == ["Run the migrations with alembic upgrade head before tests"]
    # made active by evidence: the next sync shares it
    promote(a, proposal, "said again in another session")
    assert [r["rule_id"] for r in local.pending_rules(a, 100)] == [proposal]
    assert sync(a, REDACT).accepted.get("rules") == 1
    assert server_counts(team_url())["rules"] == 2
