"""The operations layer: one JSON shape per operation, whoever asks and however it travels."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.client import LOCAL_OPERATIONS, WARM_OPERATIONS, RemoteError, call
from kenning.daemon.core.config import load_config
from kenning.daemon.core.errors import RuleNotFound, UsageError
from kenning.daemon.ops import DEGRADED_NOTE, OPERATIONS, OpContext, run
from kenning.daemon.service.daemon import socket_methods
from kenning.daemon.store.db import Store

from .cli_imports import cli_imports, heavy
from .waiting import wait_for

#: the keys of a mark, on every surface (`kenning mark --json`, MCP, the editor)
MARK_KEYS = {
    "id",
    "kind",
    "event_id",
    "old_maturity",
    "new_maturity",
    "score",
    "inverted",
    "anti_pattern_id",
    "maturity_persisted",
}


def shape(value: Any) -> Any:
    """The keys of a JSON value, recursively (what two answers share when ids differ).

    A list stands for the keys of its first object (a list of scalars, or an
    empty one, for nothing more than being a list).
    """
    if isinstance(value, dict):
        return {k: shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [shape(v) for v in value[:1] if isinstance(v, dict)]
    return "·"


def _ctx(store: Store) -> OpContext:
    return OpContext(load_config(), lambda: store, source="process", warm=False)


def test_the_socket_serves_every_operation() -> None:
    table = socket_methods()
    assert set(OPERATIONS) <= set(table)
    assert set(table) - set(OPERATIONS) == {
        "ping",
        "status",
        "ingest",
        "shutdown",
        "team_wake",
        "audit",
    }
    assert {name for name, op in OPERATIONS.items() if op.warm} == WARM_OPERATIONS
    assert {name for name, op in OPERATIONS.items() if op.local} == LOCAL_OPERATIONS
    for name, op in OPERATIONS.items():  # the table names them; each resolves
        assert callable(op.fn) and dataclasses.is_dataclass(op.request), name


def test_the_cli_choices_are_the_models_enums() -> None:
    from kenning.daemon.cli import playbook_cmds
    from kenning.daemon.core.models import RuleKind, RuleType, Scope, VerifyMode

    assert tuple(e.value for e in RuleKind) == playbook_cmds.KINDS
    assert tuple(e.value for e in Scope) == playbook_cmds.SCOPES
    assert tuple(e.value for e in RuleType) == playbook_cmds.TYPES
    assert tuple(e.value for e in VerifyMode) == playbook_cmds.VERIFY_MODES


def test_socket_and_in_process_give_the_same_json(daemon: Path, store: Store) -> None:
    ctx = _ctx(store)
    via_socket = call("playbook.add", {"content": "Run the tests with -x before pushing"}, daemon)
    here = run(ctx, "playbook.add", {"content": "Never use print in library code"})
    assert via_socket is not None and shape(via_socket) == shape(here)
    a, b = via_socket["id"], here["id"]

    # reads: the very same answer
    tomb = call("tombstone.add", {"pattern": "requests.get(", "reason": "use httpx"}, daemon)
    assert tomb is not None
    for name, params in [
        ("playbook.list", {}),
        ("playbook.get", {"id": a}),
        ("search", {"query": "tests", "mode": "lexical"}),
        ("stats", {}),
        ("top", {"n": 5}),
        ("stale", {"days": 1}),
        ("why", {"id": a}),
        ("tombstone.list", {}),
    ]:
        there, here = call(name, params, daemon), run(ctx, name, params)
        assert there is not None
        there.pop("generated_at", None), here.pop("generated_at", None)  # when, not what
        assert there == here, name
    # warm (the daemon's model) and by words (this cold context): the same shape
    for name, params in [("context", {"task": "run the tests"}), ("similar", {"text": "tests"})]:
        got = call(name, params, daemon)
        assert got is not None and shape(got) == shape(run(ctx, name, params)), name

    # writes: the same shape (each on its own rule)
    for name, mine, theirs in [
        ("mark", {"id": a, "kind": "helpful"}, {"id": b, "kind": "helpful"}),
        (
            "outcome",
            {"outcome": "success", "rules_used": [a]},
            {"outcome": "success", "rules_used": [b]},
        ),
        ("forget", {"id": a, "reason": "wrong"}, {"id": b, "reason": "wrong"}),
        ("undo", {}, {}),
        ("playbook.remove", {"id": a}, {"id": b}),
        ("tombstone.remove", {"id": tomb["id"]}, {"id": "unused"}),
    ]:
        if name == "tombstone.remove":  # one tombstone: the socket removes it, then compare
            removed = call(name, mine, daemon)
            assert removed == tomb
            continue
        got = call(name, mine, daemon)
        assert got is not None and shape(got) == shape(run(ctx, name, theirs)), name
    assert set(run(ctx, "mark", {"id": b, "kind": "harmful"})) == MARK_KEYS

    # a typed error keeps its kind across the socket
    with pytest.raises(RemoteError) as remote:
        call("mark", {"id": "b-nope", "kind": "helpful"}, daemon)
    with pytest.raises(RuleNotFound) as local:
        run(ctx, "mark", {"id": "b-nope", "kind": "helpful"})
    assert remote.value.to_json() == local.value.to_json()
    # so does a bad request
    with pytest.raises(RemoteError) as bad:
        call("mark", {"id": a, "kind": "sideways"}, daemon)
    assert bad.value.kind == "usage" and "kind" in bad.value.message


@pytest.mark.slow
def test_cli_json_is_the_operation_shape(kenning: Any, store: Store) -> None:
    added = kenning("playbook", "add", "Prefer pathlib over os.path", "--json", check=True).json()
    ctx = _ctx(store)
    assert shape(added) == shape(run(ctx, "playbook.add", {"content": "Pin every dependency"}))
    marked = kenning("mark", added["id"], "--helpful", "--json", check=True).json()
    assert set(marked) == MARK_KEYS
    assert shape(marked) == shape(run(ctx, "mark", {"id": added["id"], "kind": "helpful"}))
    found = kenning("search", "pathlib", "--mode", "lexical", "--json", check=True).json()
    assert found == run(ctx, "search", {"query": "pathlib", "mode": "lexical"})


@pytest.mark.slow
def test_mcp_mark_has_the_shape_of_the_cli(kenning: Any, store: Store) -> None:
    from kenning.daemon.api.mcp import KenningTools

    rule = kenning("playbook", "add", "Prefer pathlib over os.path", "--json", check=True).json()
    tools = KenningTools(load_config())
    try:
        by_mcp = tools.mark(rule["id"], "helpful", "it worked")
    finally:
        tools.close()
    by_cli = kenning("mark", rule["id"], "--helpful", "--json", check=True).json()
    assert set(by_mcp) == set(by_cli) == MARK_KEYS


@pytest.mark.daemon
def test_autostart_answers_by_words_then_the_daemon_answers(
    kenning: Any, kenning_home: Path
) -> None:
    env = {"KENNING_DAEMON__AUTOSTART": "true"}
    kenning("playbook", "add", "Run the tests with -x before pushing", check=True)
    try:
        first = kenning("context", "run the tests", "--json", env=env, check=True).json()
        # answered here, without loading the model for one query, and saying so
        assert first["source"] == "process" and first["embedder"] is None
        assert first["degraded"][0] == DEGRADED_NOTE
        assert [r["content"] for r in first["rules"]] == ["Run the tests with -x before pushing"]
        wait_for(lambda: kenning("daemon", "status", "--json").json()["status"], "the daemon")
        second = kenning("context", "run the tests", "--json", env=env, check=True).json()
        assert second["source"] == "daemon"
        assert DEGRADED_NOTE not in second["degraded"]
    finally:
        kenning("daemon", "stop")


@pytest.mark.daemon
def test_a_cold_search_says_it_matched_words(kenning: Any, kenning_home: Path) -> None:
    env = {"KENNING_DAEMON__AUTOSTART": "true"}
    try:
        got = kenning("search", "flaky test", "--json", env=env, check=True).json()
        assert got["mode"] == "hybrid" and got["degraded"] is True
        assert got["notes"] == [DEGRADED_NOTE] and got["embedder"] is None
    finally:
        wait_for(lambda: kenning("daemon", "status", "--json").json()["status"], "the daemon")
        kenning("daemon", "stop")


@pytest.mark.slow
def test_autostart_off_starts_nothing(kenning: Any, kenning_home: Path) -> None:
    kenning("playbook", "add", "Run the tests with -x before pushing", check=True)
    got = kenning("context", "run the tests", "--json", check=True).json()
    assert got["source"] == "process" and DEGRADED_NOTE not in got["degraded"]
    assert not (kenning_home / "daemon.pid").exists()
    assert not (kenning_home / "daemon.sock").exists()


def test_a_command_with_settings_of_its_own_is_answered_in_process(
    shared_daemon: Path, kenning: Any
) -> None:
    kenning("playbook", "add", "Run the tests with -x before pushing", check=True)
    shared = kenning("context", "run the tests", "--json", check=True).json()
    own = {"KENNING_SCORING__HALF_LIFE_DAYS": "30"}
    mine = kenning("context", "run the tests", "--json", env=own, check=True).json()
    flagged = kenning(
        "--set", "scoring.half_life_days=30", "context", "run the tests", "--json", check=True
    ).json()
    assert shared["source"] == "daemon"
    assert mine["source"] == flagged["source"] == "process"


def test_the_daemon_answers_about_the_callers_repository(
    daemon: Path, kenning: Any, tmp_path: Path
) -> None:
    repo = tmp_path / "project"
    (repo / ".kenning").mkdir(parents=True)
    added = kenning(
        "playbook", "add", "Use the shared db fixture", "--repo", "--json", cwd=repo, check=True
    ).json()
    assert added["action"] == "added" and added["rule"]["origin"] == "repo"
    assert "Use the shared db fixture" in (repo / ".kenning" / "playbook.yaml").read_text()
    inside = kenning("playbook", "list", "--json", cwd=repo, check=True).json()
    outside = kenning("playbook", "list", "--json", cwd=tmp_path, check=True).json()
    assert [b["id"] for b in inside["rules"]] == [added["id"]]
    assert outside["rules"] == []
    marked = kenning("mark", added["id"], "--helpful", "--json", cwd=repo, check=True).json()
    assert marked["maturity_persisted"] is False  # a team rule's maturity lives in git


@pytest.mark.daemon
def test_diary_and_reflect_through_the_daemon(kenning: Any, store: Store, tmp_path: Path) -> None:
    from .learning_sessions import fixed_error_session, write_session

    _, sid = write_session(tmp_path / "user-home", "a", fixed_error_session())
    kenning("daemon", "start", check=True)
    try:
        sock = tmp_path / "kenning-home" / "daemon.sock"
        wait_for(lambda: store.query("SELECT count(*) FROM sessions")[0][0] > 0, "the catch-up")
        ctx = _ctx(store)
        there = call("diary", {"session": sid, "no_llm": True}, sock)
        here = run(ctx, "diary", {"session": sid, "no_llm": True})
        assert there == here and here["diary"]["status"] == "success"
        by_cli = kenning("diary", sid, "--json", check=True).json()
        assert by_cli == here
        dry = {"dry_run": True, "no_llm": True}
        reflected = call("reflect", dry, sock)
        assert reflected is not None and shape(reflected) == shape(run(ctx, "reflect", dry))
        # reading sessions and diaries: one answer from the daemon, this process and the CLI
        for name, params, argv in (
            ("sessions.list", {"limit": 5}, ["sessions", "list", "--limit", "5"]),
            ("sessions.show", {"session_id": sid}, ["sessions", "show", sid]),
            ("diaries.recent", {"limit": 5}, None),
        ):
            there = call(name, params, sock)
            assert there is not None and there == run(ctx, name, params), name
            if argv:
                assert kenning(*argv, "--json", check=True).json() == there
        listed = call("sessions.list", {"limit": 5}, sock)
        assert listed is not None and [s["id"] for s in listed["sessions"]] == [sid]
        assert listed["sessions"][0]["first_request"]
        (diary_row,) = run(ctx, "diaries.recent", {"limit": 5})["diaries"]
        assert diary_row["session_id"] == sid and diary_row["diary"] == here["diary"]
    finally:
        kenning("daemon", "stop")


def test_a_bad_request_is_a_usage_error_naming_what_is_wrong(store: Store) -> None:
    from kenning.daemon.core.errors import UsageError

    ctx = _ctx(store)
    with pytest.raises(UsageError, match="unknown parameter 'colour'"):
        run(ctx, "mark", {"id": "b-1", "kind": "helpful", "colour": "red"})
    with pytest.raises(UsageError, match=r"^limit: "):
        run(ctx, "search", {"query": "x", "limit": "many"})
    with pytest.raises(UsageError, match="unknown operation 'nope'"):
        run(ctx, "nope", {})
    assert store.query("SELECT count(*) FROM feedback_events")[0][0] == 0  # nothing written


@pytest.mark.parametrize(
    "argv",
    [
        ["mark", "{id}", "--helpful", "--json"],
        ["playbook", "add", "Pin every dependency", "--json"],
        ["search", "dependency", "--json"],
        ["playbook", "list", "--json"],
        ["status", "--json"],
    ],
)
def test_a_command_the_daemon_answers_imports_no_engine(
    shared_daemon: Path, kenning: Any, tmp_path: Path, argv: list[str]
) -> None:
    rule = kenning("playbook", "add", "Use ruff before committing", "--json", check=True).json()
    args = [a.replace("{id}", rule["id"]) for a in argv]
    proc, imported = cli_imports(args, tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert heavy(imported) == set()
    assert "kenning.daemon.ops" not in imported  # the operation ran in the daemon
    assert proc.stdout.startswith("{")


def test_status_through_the_daemon_is_the_callers_and_the_same_as_in_process(
    daemon: Path, kenning: Any, store: Store, tmp_path: Path
) -> None:
    # the daemon was started without CODEX_HOME: the caller's value must travel
    codex_home = tmp_path / "elsewhere" / "codex"
    (codex_home / "sessions").mkdir(parents=True)
    env = {"CODEX_HOME": str(codex_home)}
    params = {"environ": env, "home": str(tmp_path / "user"), "cwd": str(tmp_path)}
    there = call("ingest.status", params, daemon)
    assert there is not None
    here = run(_ctx(store), "ingest.status", params)
    # the two answers are taken at different moments of a live daemon (its scan
    # may move a count in between): the same view, compared where it cannot move
    assert set(there) == set(here) >= {"agents", "totals", "disabled", "projects", "embeddings"}
    # each process reports the agents its own settings enable (the CLI lets the
    # daemon answer only when they agree: SETTINGS_DIFFER); where both report one,
    # they name the same folders
    for agent in set(there["agents"]) & set(here["agents"]):
        assert there["agents"][agent]["roots"] == here["agents"][agent]["roots"]
    assert "codex" in there["agents"]
    codex_root = str(codex_home / "sessions")
    assert {"path": codex_root, "exists": True} in there["agents"]["codex"]["roots"]

    shown = kenning("status", "--json", env=env, check=True).json()
    assert {"path": codex_root, "exists": True} in shown["agents"]["codex"]["roots"]
    kenning("daemon", "stop", check=True)
    alone = kenning("status", "--json", env=env, check=True).json()
    for data in (shown, alone):  # when, not what: the rate of the last minutes
        data["embeddings"].pop("rate_per_s"), data["embeddings"].pop("eta_s")
        data["projects"]["scan"].pop("seconds")  # and how long the folder scan took
    # the schedule of reflection is the daemon's: none without it
    assert shown.pop("reflection")["daemon"] and not alone.pop("reflection")["daemon"]
    assert alone == shown
    human = kenning("status", env=env, check=True).stdout
    assert "sessions" in human and "project folders looked in" in human


@pytest.mark.slow
def test_a_list_is_paged_and_counts_every_rule(kenning: Any, store: Store) -> None:
    ctx = _ctx(store)
    for n in range(7):
        run(ctx, "playbook.add", {"content": f"Rule {n}: run check {n} before merging"})
    everything = run(ctx, "playbook.list", {})
    assert everything["count"] == 7 and everything["next_offset"] is None
    assert (everything["offset"], everything["limit"]) == (0, 100)
    ids = [b["id"] for b in everything["rules"]]
    first = run(ctx, "playbook.list", {"limit": 3})
    second = run(ctx, "playbook.list", {"limit": 3, "offset": first["next_offset"]})
    last = run(ctx, "playbook.list", {"limit": 3, "offset": second["next_offset"]})
    assert (first["count"], first["next_offset"], second["next_offset"]) == (7, 3, 6)
    assert last["next_offset"] is None and len(last["rules"]) == 1
    paged = [b["id"] for page in (first, second, last) for b in page["rules"]]
    assert paged == ids
    cli = kenning("playbook", "list", "--limit", "3", "--offset", "3", "--json", check=True)
    assert cli.json() == second
    human = kenning("playbook", "list", "--limit", "3", check=True).stdout
    assert "7 rules (1-3)" in human and "--offset 3" in human
    with pytest.raises(UsageError, match="limit must be"):
        run(ctx, "playbook.list", {"limit": 0})
    with pytest.raises(UsageError, match="offset must be"):
        run(ctx, "playbook.list", {"offset": -1})


def test_search_and_context_share_one_message_index(store: Store) -> None:
    """A warm process keeps one dense message index, whichever operation asks."""
    ctx = OpContext(load_config(), lambda: store, source="process", warm=True)
    first = ctx.engine().searcher(store).index()
    run(ctx, "search", {"query": "retry the flaky deploy"})
    run(ctx, "context", {"task": "retry the flaky deploy"})
    run(ctx, "similar", {"text": "retry the flaky deploy"})
    assert ctx.engine().searcher(store).index() is first
