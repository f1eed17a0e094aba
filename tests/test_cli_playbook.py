"""Every playbook command through the real `kenning` console script."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

KENNING = shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    return root


def add(kenning: Any, text: str, *extra: str, cwd: Path | None = None) -> dict[str, Any]:
    r = kenning("playbook", "add", text, *extra, "--json", cwd=cwd)
    assert r.code == 0, r.stderr + r.stdout
    data: dict[str, Any] = r.json()
    return data


@pytest.mark.slow
def test_add_prints_the_rule_with_every_option(kenning: Any) -> None:
    data = add(
        kenning,
        "Never use print() in library code",
        "--category", "style",
        "--tags", "python, logging",
        "--scope", "language",
        "--scope-key", "python",
        "--kind", "stack_pattern",
        "--state", "proposal",
        "--pin", "team agreement",
        "--verify-regex", r"\bprint\(",
        "--verify-mode", "absent",
        "--verify-glob", "*.py",
        "--half-life", "30",
    )  # fmt: skip
    assert data["action"] == "added" and data["id"].startswith("b-")
    b = data["rule"]
    assert b["id"] == data["id"] and b["category"] == "style" and b["tags"] == ["python", "logging"]
    assert (b["scope"], b["scope_key"], b["kind"], b["state"]) == (
        "language", "python", "stack_pattern", "proposal",
    )  # fmt: skip
    assert b["pinned"] is True and b["pinned_reason"] == "team agreement"
    assert b["verification"] == {"regex": r"\bprint\(", "mode": "absent", "glob": "*.py"}
    assert b["half_life_days"] == 30 and b["score"]["effective"] == 0
    assert set(b) >= {"helpful_count", "harmful_count", "created_at", "provenance", "maturity"}
    human = kenning("playbook", "add", "Keep functions under fifty lines")
    assert human.code == 0 and human.stdout.startswith("added b-")


@pytest.mark.slow
def test_add_reinforces_duplicates_and_records_conflicts(kenning: Any) -> None:
    first = add(kenning, "Always use pytest fixtures for database tests")
    again = add(kenning, "always use pytest fixtures for database tests.")
    assert again["action"] == "reinforced" and again["similar_to"] == first["id"]
    assert again["rule"]["helpful_count"] == 1
    opposite = add(kenning, "Never use pytest fixtures for database tests")
    assert opposite["action"] == "conflict" and opposite["conflicts"] == [first["id"]]


@pytest.mark.slow
def test_errors_are_json_objects_with_non_zero_exit(kenning: Any) -> None:
    r = kenning("playbook", "get", "b-nope", "--json")
    assert r.code != 0 and r.json()["error"]["kind"] == "not_found"
    assert "kenning playbook list" in r.json()["error"]["fix"]
    r = kenning("playbook", "add", "Bad regex rule", "--verify-regex", "([", "--json")
    assert r.code != 0 and r.json()["error"]["kind"] == "usage"
    r = kenning("mark", "b-nope", "--helpful", "--json")
    assert r.code != 0 and r.json()["error"]["kind"] == "not_found"
    bid = add(kenning, "Some rule to mark")["id"]
    r = kenning("mark", bid, "--json")
    assert r.code != 0 and "--helpful" in r.json()["error"]["fix"]
    r = kenning("tombstone", "remove", "t-nope", "--json")
    assert r.code != 0 and r.json()["error"]["kind"] == "playbook"
    r = kenning("playbook", "add", "rule", "--repo", "--json")  # tmp_path is no repository
    assert r.code != 0 and "--repo" in r.json()["error"]["message"]
    human = kenning("playbook", "get", "b-nope")
    assert human.code != 0 and "Fix:" in human.stderr


@pytest.mark.slow
def test_list_get_and_filters(kenning: Any) -> None:
    a = add(kenning, "Run the tests before pushing", "--category", "testing")["id"]
    b = add(kenning, "AVOID: committing secrets", "--type", "anti-pattern", "--category", "git")[
        "id"
    ]
    kenning("mark", a, "--helpful", check=True)
    kenning("mark", a, "--harmful", "--reason", "flaky suite", check=True)
    data = kenning("playbook", "list", "--json").json()
    assert data["count"] == 2 and {x["id"] for x in data["rules"]} == {a, b}
    assert data["warnings"] == []
    only = kenning("playbook", "list", "--category", "git", "--json").json()
    assert [x["id"] for x in only["rules"]] == [b]
    kinds = kenning("playbook", "list", "--kind", "anti_pattern", "--json").json()
    assert [x["id"] for x in kinds["rules"]] == [b]
    got = kenning("playbook", "get", a, "--json").json()
    assert got["rule"]["helpful_count"] == 1 and got["rule"]["harmful_count"] == 1
    assert [e["kind"] for e in got["events"]] == ["helpful", "harmful"]
    assert got["events"][1]["reason"] == "flaky suite"
    assert got["conflicts"] == []
    assert kenning("playbook", "list").stdout.count("b-") == 2
    assert a in kenning("playbook", "get", a).stdout


@pytest.mark.slow
def test_mark_forget_undo_and_retired_listing(kenning: Any) -> None:
    bid = add(kenning, "Use requests for HTTP calls")["id"]
    marks = [kenning("mark", bid, "--helpful", "--json").json() for _ in range(3)]
    assert marks[-1]["new_maturity"] == "established" and marks[-1]["old_maturity"] == "candidate"
    assert set(marks[0]) == {
        "id", "kind", "event_id", "old_maturity", "new_maturity", "score", "inverted",
        "anti_pattern_id", "maturity_persisted",
    }  # fmt: skip
    out = kenning("forget", bid, "--reason", "blocks the loop", "--invert", "--json").json()
    assert out["state"] == "retired" and out["anti_pattern"]["content"].startswith("AVOID: ")
    refused = kenning("playbook", "add", "Use requests for HTTP calls", "--json")
    assert refused.code != 0 and refused.json()["error"]["kind"] == "toxic"
    assert "blocks the loop" in refused.json()["error"]["message"]
    retired = kenning("playbook", "list", "--state", "retired", "--json").json()
    assert [x["id"] for x in retired["rules"]] == [bid]
    undone = kenning("undo", "--json").json()["undone"]
    assert undone == [f"forget {bid}, inverted into {out['anti_pattern']['id']}"]
    assert kenning("playbook", "get", bid, "--json").json()["rule"]["state"] == "active"
    assert len(kenning("undo", "3", "--json").json()["undone"]) == 3
    assert kenning("playbook", "get", bid, "--json").json()["rule"]["maturity"] == "candidate"
    assert kenning("undo").stdout.startswith("undid: add")
    assert kenning("undo").stdout.strip() == "nothing to undo"


@pytest.mark.slow
def test_remove_retires_or_deletes(kenning: Any) -> None:
    bid = add(kenning, "Prefer pathlib over os.path")["id"]
    kenning("mark", bid, "--helpful", check=True)
    r = kenning("playbook", "remove", bid, "--json").json()
    assert r == {"removed": bid, "origin": "global", "hard": False}
    assert kenning("playbook", "list", "--json").json()["count"] == 0
    kenning("undo", check=True)
    kenning("playbook", "remove", bid, "--hard", check=True)
    assert kenning("playbook", "get", bid, "--json").code != 0
    kenning("undo", check=True)
    got = kenning("playbook", "get", bid, "--json").json()
    assert got["rule"]["helpful_count"] == 1  # events come back with the rule


@pytest.mark.slow
def test_tombstone_add_list_remove(kenning: Any) -> None:
    t = kenning(
        "tombstone", "add", "requests.get(", "--reason", "use httpx",
        "--replacement", "client.get(", "--json",
    ).json()  # fmt: skip
    assert t["id"].startswith("t-") and t["replacement"] == "client.get(" and t["is_regex"] is False
    rx = kenning(
        "tombstone", "add", r"datetime\.utcnow\(", "--regex", "--reason", "naive", "--json"
    )
    assert rx.json()["is_regex"] is True
    listed = kenning("tombstone", "list", "--json").json()
    assert listed["count"] == 2
    assert "requests.get(" in kenning("tombstone", "list").stdout
    removed = kenning("tombstone", "remove", t["id"], "--json").json()
    assert removed["id"] == t["id"]
    assert kenning("tombstone", "list", "--json").json()["count"] == 1


@pytest.mark.slow
def test_stats_top_stale_why(kenning: Any) -> None:
    good = add(kenning, "Run migrations inside a transaction")["id"]
    bad = add(kenning, "Disable the type checker when it complains")["id"]
    add(kenning, "Write a failing test before fixing a bug")
    add(kenning, "Write a failing regression test before fixing a reported bug")  # merge pair
    for _ in range(3):
        kenning("mark", good, "--helpful", check=True)
    kenning("mark", bad, "--harmful", check=True)
    s = kenning("stats", "--json").json()
    assert s["total"] == 4 and s["by_state"] == {"active": 4}
    assert s["by_maturity"] == {"candidate": 3, "established": 1}
    assert sum(s["buckets"].values()) == 4 and s["buckets"]["at-risk"] == 1
    assert s["top"][0]["id"] == good
    assert s["at_risk"]["count"] == 1 and s["at_risk"]["rules"][0]["id"] == bad
    assert len(s["merge_candidates"]) == 1
    assert set(s) >= {"by_type", "by_scope", "by_kind", "stale", "tombstones", "conflicts"}
    assert "live rules" in kenning("stats").stdout
    top = kenning("top", "1", "--json").json()
    assert [x["id"] for x in top["rules"]] == [good]
    stale = kenning("stale", "--days", "1", "--json").json()
    assert stale == {"days": 1, "count": 0, "rules": []}
    why = kenning("why", good, "--json").json()
    assert why["score"]["helpful_count"] == 3 and "raw" in why["explain"]
    assert why["provenance"]["agents"] == ["cli"] and why["origin"] == "global"
    assert "effective" in kenning("why", good).stdout


@pytest.mark.slow
def test_export_then_import_round_trip(kenning: Any, tmp_path: Path) -> None:
    a = add(kenning, "Keep commits small and focused")["id"]
    add(kenning, "Tag releases with semver")
    out = tmp_path / "export.yaml"
    r = kenning("playbook", "export", "--output", str(out), "--json").json()
    assert r == {"count": 2, "path": str(out)}
    assert kenning("playbook", "export").stdout == out.read_text()
    other = {"KENNING_HOME": str(tmp_path / "other-home")}
    dry = kenning("playbook", "import", str(out), "--dry-run", "--json", env=other).json()
    assert dry["format"] == "kenning" and len(dry["added"]) == 2 and dry["dry_run"] is True
    assert kenning("playbook", "list", "--json", env=other).json()["count"] == 0
    done = kenning("playbook", "import", str(out), "--json", env=other).json()
    assert sorted(done["added"]) == sorted(
        [a, dry["added"][1] if dry["added"][0] == a else dry["added"][0]]
    )
    again = kenning("playbook", "import", str(out), "--json", env=other).json()
    assert again["added"] == [] and len(again["skipped_existing"]) == 2
    assert kenning("playbook", "get", a, "--json", env=other).code == 0


@pytest.mark.slow
def test_import_cass_playbook(kenning: Any, tmp_path: Path) -> None:
    src = tmp_path / "cass.yaml"
    src.write_text(
        "schema_version: 2\n"
        "deprecatedPatterns:\n  - pattern: 'moment('\n    reason: use date-fns\n"
        "bullets:\n"
        "  - id: b-lx1abc-k2j3h4\n    category: testing\n"
        "    content: Use fake timers instead of sleeping in tests\n"
        "    helpfulCount: 2\n    maturity: established\n"
        "    createdAt: '2025-01-05T00:00:00.000Z'\n    effectiveScore: 1.5\n"
    )
    data = kenning("playbook", "import", str(src), "--json").json()
    assert data["format"] == "cass" and data["added"] == ["b-lx1abc-k2j3h4"]
    assert (
        data["events"] == 2
        and data["tombstones"] == 1
        and data["dropped"] == {"effective_score": 1}
    )
    got = kenning("playbook", "get", "b-lx1abc-k2j3h4", "--json").json()["rule"]
    assert got["maturity"] == "established" and got["helpful_count"] == 2
    assert kenning("undo", "--json").json()["undone"][0].startswith("import ")
    assert kenning("playbook", "list", "--json").json()["count"] == 0


@pytest.mark.slow
def test_repo_rules_add_mark_remove_import(kenning: Any, repo: Path, tmp_path: Path) -> None:
    team = add(kenning, "Use the shared db fixture", "--repo", cwd=repo)
    assert team["action"] == "added" and team["rule"]["origin"] == "repo"
    path = repo / ".kenning" / "playbook.yaml"
    text = path.read_text()
    assert team["id"] in text
    assert add(kenning, "use the shared DB fixture", "--repo", cwd=repo)["action"] == "exists"
    mark = kenning("mark", team["id"], "--helpful", "--json", cwd=repo).json()
    assert mark["maturity_persisted"] is False and mark["score"]["helpful_count"] == 1
    assert path.read_text() == text  # a personal mark never dirties the repo
    listed = kenning("playbook", "list", "--json", cwd=repo).json()
    assert [x["origin"] for x in listed["rules"]] == ["repo"]
    assert kenning("playbook", "list", "--json").json()["count"] == 0  # outside the repo
    src = tmp_path / "cass.yaml"
    src.write_text("schema_version: 2\nbullets:\n  - content: Squash merge feature branches\n")
    imp = kenning("playbook", "import", str(src), "--repo", "--json", cwd=repo).json()
    assert len(imp["added"]) == 1 and imp["added"][0] in path.read_text()
    r = kenning("playbook", "remove", team["id"], "--json", cwd=repo).json()
    assert r["origin"] == "repo" and team["id"] not in path.read_text()


@pytest.mark.slow
def test_corrupt_repo_file_fails_writes_and_warns_on_reads(
    kenning: Any, repo: Path, kenning_home: Path
) -> None:
    mine = add(kenning, "A personal rule that must survive", cwd=repo)["id"]
    path = repo / ".kenning" / "playbook.yaml"
    path.parent.mkdir()
    bad = "version: 2\nrules:\n  - id: b-1\n    content: fine\n    maturity: great\n"
    path.write_text(bad)
    r = kenning("playbook", "add", "Team rule", "--repo", "--json", cwd=repo)
    assert r.code != 0
    err = r.json()["error"]
    assert err["kind"] == "playbook_file" and f"{path}:5" in err["message"]
    assert "git checkout" in err["fix"]
    human = kenning("playbook", "add", "Team rule", "--repo", cwd=repo)
    assert human.code != 0 and f"{path}:5" in human.stderr
    assert any(p.read_text() == bad for p in (kenning_home / "backups").iterdir())
    listed = kenning("playbook", "list", "--json", cwd=repo)
    assert listed.code == 0
    data = listed.json()
    assert [x["id"] for x in data["rules"]] == [mine]
    assert len(data["warnings"]) == 1 and str(path) in data["warnings"][0]
    human_list = kenning("playbook", "list", cwd=repo)
    assert human_list.code == 0 and "warning: skipped" in human_list.stderr
    assert kenning("stats", "--json", cwd=repo).json()["warnings"]
    doctor = kenning("doctor", "--json", cwd=repo).json()
    (check,) = [c for c in doctor["checks"] if c["name"] == "repo playbook"]
    assert check["status"] == "degraded" and f"{path}:5" in check["detail"]
    assert path.read_text() == bad


@pytest.mark.slow
def test_every_command_has_teaching_help(kenning: Any) -> None:
    for cmd in (
        ["playbook", "list"], ["playbook", "get"], ["playbook", "add"], ["playbook", "remove"],
        ["playbook", "export"], ["playbook", "import"], ["mark"], ["forget"],
        ["tombstone", "add"], ["tombstone", "list"], ["tombstone", "remove"], ["undo"],
        ["stats"], ["top"], ["stale"], ["why"],
    ):  # fmt: skip
        r = kenning(*cmd, "--help")
        assert r.code == 0 and len(r.stdout.split("\n\n")[1]) > 20, cmd
        assert "--json" in r.stdout or cmd == ["playbook", "export"], cmd


@pytest.mark.slow
def test_parallel_marks_from_real_processes_are_all_recorded(
    kenning: Any, kenning_home: Path, tmp_path: Path
) -> None:
    bid = add(kenning, "Marked by many processes at once")["id"]
    env = {**os.environ, "KENNING_HOME": str(kenning_home)}
    procs, rounds, width = [], 2, 6
    for _ in range(rounds):
        batch = [
            subprocess.Popen(
                [KENNING, "mark", bid, "--helpful" if i % 2 else "--harmful", "--json"],
                cwd=tmp_path,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
            for i in range(width)
        ]
        procs.extend(batch)
        for p in batch:
            p.wait(timeout=60)
    outputs = [orjson.loads(p.stdout.read() if p.stdout else b"{}") for p in procs]
    for p in procs:
        if p.stdout:
            p.stdout.close()
        if p.stderr:
            p.stderr.close()
    assert all(p.returncode == 0 for p in procs), outputs
    assert len({o["event_id"] for o in outputs}) == rounds * width
    with Store.open(kenning_home / "kenning.db") as store:
        events = RuleRepo(store).events(bid)
        ops = store.query("SELECT count(*) FROM oplog WHERE op = 'mark'")[0][0]
    assert len(events) == rounds * width
    assert sum(e.kind == "helpful" for e in events) == rounds * width // 2
    assert ops == rounds * width


@pytest.mark.slow
def test_a_secret_written_by_hand_in_the_repo_file_never_comes_out(
    kenning: Any, repo: Path
) -> None:
    pasted = "xoxb-" + "204812345678-1234567890123-Zk9qL2m8Xw4vB7nC1tR5Ab3d"
    path = repo / ".kenning" / "playbook.yaml"
    path.parent.mkdir()
    path.write_text(
        f"rules:\n  - id: b-hook\n    content: Post deploy notes to Slack with {pasted}\n"
    )
    listed = kenning("playbook", "list", "--json", cwd=repo)
    got = kenning("playbook", "get", "b-hook", "--json", cwd=repo)
    context = kenning("context", "post deploy notes to slack", "--json", cwd=repo)
    for r in (listed, got, context):
        assert r.code == 0, r.stderr
        assert pasted not in r.stdout + r.stderr
    assert "[REDACTED:slack_token]" in got.json()["rule"]["content"]
    assert any("[REDACTED:slack_token]" in rule["content"] for rule in context.json()["rules"])
