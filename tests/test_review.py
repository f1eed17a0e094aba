"""`kenning review`: proposals learned from real session files, decided by the real CLI."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.models import Provenance, Rule, RuleState
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .cli_fork import run_kenning
from .conftest import AGENT_ENV, Result
from .learning_sessions import Step, write_session

#: what the person typed: a preference, then a run that fails (so it is not
#: confirmed by the work after it: a proposal, whatever else the policy says)
PREFERENCE = "Add a lint script to package.json. Use pnpm, not npm, in this project."
#: the same preference in other words, in a later session
REWORDED = "In this project we install packages with pnpm, never with npm."
#: something else the person says in that later session (it must still be learned)
OTHER = "Always run the type checker with tsc --noEmit before committing."


def _session(text: str) -> list[Step]:
    return [
        ("user", text),
        ("assistant", "I'll add it."),
        ("bash", "npm run lint", "npm ERR! Missing script: lint", True),
        ("assistant", "The script is missing."),
    ]


def _learn(kenning: Any, tmp_path: Path, name: str, text: str, day: int) -> str:
    """One session written where Claude Code writes them, ingested and reflected on."""
    _, sid = write_session(tmp_path / "user-home", name, _session(text), cwd="/work/web", day=day)
    kenning("ingest", check=True)
    said = kenning("reflect", "--no-llm", check=True).stdout
    assert "new proposal(s): accept or reject them with `kenning review`" in said
    return sid


@pytest.fixture(scope="module")
def learned_once(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """`_learn` of PREFERENCE (day 1) by the real CLI, once per module: the folder
    holding its KENNING_HOME and user home, and the session's id. The tests that
    start from that one proposal copy it (`learned`): the same store they made each
    with an ingest and a reflection of their own."""

    root = tmp_path_factory.mktemp("learned")
    (root / "kenning-home").mkdir()
    (root / "user-home").mkdir()
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in AGENT_ENV and (not k.startswith("KENNING_") or k == "KENNING_MODELS_DIR")
    }  # as the autouse `kenning_home` leaves a test's environment
    env.update(
        KENNING_HOME=str(root / "kenning-home"),
        KENNING_DAEMON__AUTOSTART="false",
        HOME=str(root / "user-home"),
    )

    def kenning(*args: str, check: bool = False) -> Result:
        proc = run_kenning(args, cwd=root, env=env, timeout=60)
        assert proc.returncode == 0, f"kenning {' '.join(args)}: {proc.stderr}"
        return Result(proc.returncode, proc.stdout, proc.stderr)

    return root, _learn(kenning, root, "pref", PREFERENCE, day=1)


@pytest.fixture
def learned(learned_once: tuple[Path, str], kenning_home: Path, tmp_path: Path) -> str:
    """This test's KENNING_HOME and user home as `_learn` of PREFERENCE leaves them
    (a copy of `learned_once`): the proposal's session id. Ask for it before `store`."""
    root, sid = learned_once
    shutil.copytree(root / "kenning-home", kenning_home, dirs_exist_ok=True)
    shutil.copytree(root / "user-home", tmp_path / "user-home", dirs_exist_ok=True)
    return sid


def _proposals(kenning: Any) -> list[dict[str, Any]]:
    data = kenning("review", "--json", check=True).json()
    assert data["count"] == len(data["proposals"])
    proposals: list[dict[str, Any]] = data["proposals"]
    return proposals


def _rule(kenning: Any, rule_id: str) -> dict[str, Any]:
    rule: dict[str, Any] = kenning("playbook", "get", rule_id, "--json", check=True).json()["rule"]
    return rule


@pytest.mark.slow
def test_review_lists_a_proposal_with_the_turn_and_session_it_came_from(
    kenning: Any, learned: str
) -> None:
    sid = learned
    (p,) = _proposals(kenning)
    assert p["state"] == "proposal" and p["content"] == "Use pnpm, not npm, in this project."
    src = p["source"]
    assert src["session"] == sid and src["agent"] == "claude_code"
    assert src["workspace"] == "/work/web"
    # the human message it was learned from, and when it was typed
    assert src["turn"]["text"] == PREFERENCE and src["turn"]["origin"] == "human"
    assert src["turn"]["at"].startswith("2026-01-01T09:00")
    choices = p["scope_choices"]
    assert choices["repo"] == {"scope": "workspace", "scope_key": "/work/web"}
    assert choices["global"] == {"scope": "global", "scope_key": None}

    # a person reading it without --json, and not in a terminal: what waits, what to do
    shown = kenning("review", check=True).stdout
    assert p["id"] in shown and "claude_code" in shown
    assert "kenning review accept ID" in shown and "kenning review reject ID" in shown


@pytest.mark.slow
@pytest.mark.usefixtures("learned")
def test_accept_makes_an_active_rule_that_keeps_who_and_when(kenning: Any) -> None:
    (p,) = _proposals(kenning)
    out = kenning("review", "accept", p["id"], "--by", "Ada", "--scope", "repo", "--json")
    assert out.code == 0, out.stderr
    data = out.json()
    assert data["action"] == "accept" and data["by"] == "Ada" and data["skipped"] == []
    (rule,) = data["rules"]
    assert rule["state"] == "active"
    assert (rule["scope"], rule["scope_key"]) == ("workspace", "/work/web")
    # kept in the store: a later read (another process) sees who accepted it and when
    stored = _rule(kenning, p["id"])
    assert stored["state"] == "active"
    assert stored["provenance"]["accepted_by"] == "Ada"
    assert stored["provenance"]["accepted_at"] == rule["provenance"]["accepted_at"]
    assert stored["provenance"]["accepted_at"].endswith("Z")
    assert _proposals(kenning) == []

    # accepting it again changes nothing and says why
    again = kenning("review", "accept", p["id"], "--json", check=True).json()
    assert again["rules"] == [] and again["op"] is None
    assert again["skipped"] == [{"id": p["id"], "state": "active", "why": "already an active rule"}]

    # human output
    kenning("playbook", "add", "Prefer named exports", "--state", "proposal", check=True)
    (q,) = _proposals(kenning)
    said = kenning("review", "accept", q["id"], check=True).stdout
    assert f"accepted {q['id']}" in said and "kenning review undo" in said


@pytest.mark.slow
def test_accept_with_an_edit_and_a_language_scope(kenning: Any, tmp_path: Path) -> None:
    kenning("playbook", "add", "use pathlib", "--state", "proposal", "--json", check=True)
    (p,) = _proposals(kenning)
    assert p["scope_choices"]["language"] is None  # nothing says which language
    refused = kenning("review", "accept", p["id"], "--scope", "language", "--json")
    assert refused.code == 1
    assert "--key python" in refused.json()["error"]["fix"]
    out = kenning(
        "review", "accept", p["id"], "--edit", "Use pathlib.Path, not os.path",
        "--scope", "language", "--key", "py", "--json",
    )  # fmt: skip
    (rule,) = out.json()["rules"]
    assert rule["content"] == "Use pathlib.Path, not os.path" and rule["id"] == p["id"]
    assert (rule["scope"], rule["scope_key"], rule["state"]) == ("language", "python", "active")


@pytest.mark.slow
@pytest.mark.usefixtures("learned")
def test_edit_and_scope_keep_it_a_proposal(kenning: Any) -> None:
    (p,) = _proposals(kenning)
    edited = kenning("review", "edit", p["id"], "Use pnpm; never npm.", "--json", check=True)
    (rule,) = edited.json()["rules"]
    assert rule["content"] == "Use pnpm; never npm." and rule["state"] == "proposal"
    scoped = kenning("review", "scope", "global", p["id"], "--json", check=True).json()
    assert (scoped["rules"][0]["scope"], scoped["rules"][0]["state"]) == ("global", "proposal")
    # undo takes back the newest step only: the scope, not the edit
    kenning("review", "undo", "--json", check=True)
    (back,) = _proposals(kenning)
    assert back["scope"] == "workspace" and back["content"] == "Use pnpm; never npm."


@pytest.mark.slow
def test_reject_retires_it_on_the_toxic_list_and_undo_brings_it_back(
    kenning: Any, learned: str, store: Store
) -> None:
    (p,) = _proposals(kenning)
    out = kenning(
        "review", "reject", p["id"], "--reason", "we moved to bun", "--by", "Ada", "--json"
    )
    data = out.json()
    assert out.code == 0 and data["action"] == "reject"
    (rule,) = data["rules"]
    assert rule["state"] == "retired" and rule["provenance"]["rejected_by"] == "Ada"
    assert _proposals(kenning) == []
    [entry] = RuleRepo(store).rejected()
    assert entry.rule_id == p["id"] and entry.reason == "we moved to bun"
    # the same text is refused from then on, whoever adds it
    again = kenning("playbook", "add", p["content"], "--json")
    assert again.code == 1 and "we moved to bun" in again.json()["error"]["message"]

    undone = kenning("review", "undo", "--json", check=True).json()
    assert undone["op"] == data["op"] and "reject" in undone["undone"][0]
    (back,) = _proposals(kenning)
    assert back["id"] == p["id"] and back["provenance"]["rejected_by"] is None
    assert RuleRepo(store).rejected() == [] and RuleRepo(store).toxic() == []
    nothing = kenning("review", "undo", "--json")
    assert nothing.code == 1 and "no review step" in nothing.json()["error"]["message"]


@pytest.mark.slow
def test_unknown_ids_change_nothing_and_an_active_rule_is_not_rejected(
    kenning: Any, tmp_path: Path
) -> None:
    kenning("playbook", "add", "Prefer named exports", "--state", "proposal", check=True)
    active = kenning("playbook", "add", "Run make lint before pushing", "--json", check=True)
    (p,) = _proposals(kenning)
    out = kenning("review", "accept", p["id"], "b-0000000000", "--json")
    assert out.code == 1
    error = out.json()["error"]
    assert "b-0000000000" in error["message"] and "kenning review --json" in error["fix"]
    assert _proposals(kenning)[0]["state"] == "proposal"  # all or nothing

    rid = active.json()["id"]
    left = kenning("review", "reject", rid, "--json", check=True).json()
    assert left["rules"] == [] and left["skipped"][0]["state"] == "active"
    assert f"kenning forget {rid}" in left["skipped"][0]["why"]
    assert _rule(kenning, rid)["state"] == "active"


@pytest.mark.usefixtures("model_root")
def test_a_rejected_proposal_reworded_in_a_later_session_is_not_proposed_again(
    kenning: Any, tmp_path: Path
) -> None:
    _learn(kenning, tmp_path, "pref", PREFERENCE, day=1)
    (p,) = _proposals(kenning)
    kenning("review", "reject", p["id"], "--reason", "npm is fine", check=True)

    steps = [*_session(REWORDED), *_session(OTHER)]
    _, later = write_session(tmp_path / "user-home", "again", steps, cwd="/work/web", day=3)
    kenning("ingest", check=True)
    report = kenning("reflect", "--no-llm", "--json", check=True).json()
    assert report["sessions"] == [later]
    by_text = {d["content"]: d for d in report["deltas"] if d["content"]}
    # the same lesson in other words: refused, by meaning (the words overlap too little)
    refused = by_text[REWORDED]
    assert refused["action"] == "reject" and "rejected in review" in refused["reason"]
    assert "npm is fine" in refused["reason"]
    # what else the person said is learned as usual
    (q,) = _proposals(kenning)
    assert q["content"] == OTHER


@pytest.mark.usefixtures("model_root")
def test_the_opposite_of_a_rejected_proposal_is_still_learned(kenning: Any, tmp_path: Path) -> None:
    kenning("playbook", "add", "Mock the database in the tests", "--state", "proposal", check=True)
    (p,) = _proposals(kenning)
    kenning("review", "reject", p["id"], check=True)
    _learn(kenning, tmp_path, "real", "Never mock the database in the tests.", day=2)
    (q,) = _proposals(kenning)
    assert q["content"] == "Never mock the database in the tests."


def test_rules_stored_before_review_load_without_its_fields(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        repo.insert(Rule(id="b-old", content="Use ruff", provenance=Provenance(agents=["cli"])))
    old = orjson.dumps({"sessions": [], "agents": ["cli"], "reasoning": None, "evidence": []})
    with store.transaction() as conn:  # the provenance column as kenning wrote it before
        conn.execute("UPDATE bullets SET provenance = ? WHERE id = 'b-old'", (old.decode(),))
    rule = repo.get("b-old")
    assert rule.state == RuleState.ACTIVE and rule.provenance.agents == ["cli"]
    assert rule.provenance.accepted_by is None and rule.provenance.accepted_at is None
    assert rule.provenance.rejected_at is None


def test_the_daemon_answers_review_as_the_command_does_alone(kenning: Any, daemon: Path) -> None:
    for text in ("Prefer named exports", "Keep handlers under 50 lines"):
        kenning("playbook", "add", text, "--state", "proposal", check=True)
    alone = ("--set", "curation.toxic_threshold=0.8")  # a --set flag: answered in-process
    served = kenning("review", "--json", check=True).json()
    assert served == kenning(*alone, "review", "--json", check=True).json()
    first, second = (p["id"] for p in served["proposals"])
    accepted = kenning("review", "accept", first, "--by", "Ada", "--json", check=True).json()
    assert accepted["rules"][0]["provenance"]["accepted_by"] == "Ada"
    kenning("review", "reject", second, "--json", check=True)
    assert kenning(*alone, "review", "--json", check=True).json()["proposals"] == []
    got = kenning(*alone, "playbook", "get", first, "--json", check=True).json()["rule"]
    assert got["state"] == "active" and got["provenance"]["accepted_by"] == "Ada"
