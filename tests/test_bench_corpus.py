"""The benchmark corpus generator and the benchmark runner.

The expected counts of the manifest are checked against an independent reader
of each format written here from docs/formats.md, not against the writer's
own bookkeeping.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import orjson
import pytest

from bench.corpus import AGENTS, ROOTS, generate, load_manifest
from bench.corpus_secrets import SECRETS

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("corpus")
    generate(root, "tiny", seed=0)
    return root


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != "manifest.json"
    }


# -- an independent reader of each format, for the expected counts --------------


def _claude(data: bytes) -> Counter[str]:
    roles: Counter[str] = Counter()
    for line in data.splitlines():
        obj = orjson.loads(line)
        if obj.get("type") not in ("user", "assistant"):
            continue
        content = obj["message"]["content"]
        if isinstance(content, str):
            roles[obj["message"]["role"]] += bool(content)
            continue
        kinds = [b["type"] for b in content]
        roles["tool"] += kinds.count("tool_result")
        if "text" in kinds or "tool_use" in kinds:
            roles[obj["message"]["role"]] += 1
    return roles


def _codex(data: bytes) -> Counter[str]:
    roles: Counter[str] = Counter()
    last_user = None
    for line in data.splitlines():
        obj = orjson.loads(line)
        p = obj["payload"]
        if obj["type"] == "event_msg" and p["type"] == "user_message":
            assert p["message"] == last_user  # only ever a duplicate of the response item
        if obj["type"] != "response_item":
            continue
        if p["type"] == "message":
            roles[p["role"]] += 1
            if p["role"] == "user":
                last_user = p["content"][0]["text"]
        elif p["type"] in ("function_call", "custom_tool_call"):
            roles["assistant"] += 1
        elif p["type"].endswith("_output"):
            roles["tool"] += 1
    return roles


def _gemini(path: str, data: bytes) -> Counter[str]:
    if path.endswith(".json"):
        messages = orjson.loads(data)["messages"]
    else:  # replay the event log the way Gemini CLI loads it
        by_id: dict[str, Any] = {}
        for line in data.splitlines():
            obj = orjson.loads(line)
            if "$rewindTo" in obj:
                ids = list(by_id)
                for gone in ids[ids.index(obj["$rewindTo"]) :]:
                    del by_id[gone]
            elif "id" in obj:
                by_id[obj["id"]] = obj
        messages = list(by_id.values())
    names = {"user": "user", "gemini": "assistant"}
    return Counter(names[m["type"]] for m in messages if m["content"])


def _aider(data: bytes) -> tuple[int, Counter[str]]:
    sessions, roles = 0, Counter[str]()
    last, fenced, seen_user = "", False, False
    for line in data.decode().split("\n"):
        if line.startswith("# aider chat started at"):
            sessions, last, seen_user = sessions + 1, "", False
            continue
        if not line.strip():
            continue
        if fenced or (last == "assistant" and line.startswith("```")):
            role = "assistant"
            fenced = fenced != line.startswith("```")
        elif line.startswith("####"):
            role, seen_user = "user", True
        elif line.startswith(">"):
            role = "tool" if seen_user else "system"  # the start-up banner
        else:
            role = "assistant"
            fenced = line.startswith("```")
        if role != last:
            roles[role] += 1
        last = role
    return sessions, roles


def _read(path: str, data: bytes) -> tuple[int, Counter[str]]:
    agent = path.split("/")[0]
    if agent == "claude":
        return 1, _claude(data)
    if agent == "codex":
        return 1, _codex(data)
    if agent == "gemini":
        return 1, _gemini(path, data)
    return _aider(data)


# -- tests -------------------------------------------------------------------


def test_same_seed_gives_byte_identical_files(corpus: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    generate(again, "tiny", seed=0, jobs=2)
    assert _files(again) == _files(corpus)
    assert (again / "manifest.json").read_bytes() == (corpus / "manifest.json").read_bytes()
    other = tmp_path / "other"
    generate(other, "tiny", seed=1)
    assert _files(other) != _files(corpus)


def test_layout_mirrors_each_agent_home(corpus: Path) -> None:
    manifest = load_manifest(corpus)
    paths = list(_files(corpus))
    assert set(manifest["agents"]) == set(AGENTS)
    for agent in AGENTS:
        assert any(p.startswith(ROOTS[agent] + "/") for p in paths), agent
    assert any("/subagents/agent-" in p for p in paths)
    assert any(p.startswith("codex/sessions/2026/") and "/rollout-2026-" in p for p in paths)
    gemini = [p for p in paths if p.startswith("gemini/")]
    assert {p.rsplit(".", 1)[1] for p in gemini} == {"json", "jsonl"}
    assert all("/chats/session-" in p for p in gemini)
    assert all(p.endswith("/.aider.chat.history.md") for p in paths if p.startswith("aider/"))
    files = _files(corpus)
    # the shapes a connector most easily gets wrong are all present, even in tiny
    assert any(b'"$rewindTo"' in d for p, d in files.items() if p.endswith(".jsonl"))
    assert any(b'"type":"user_message"' in d for p, d in files.items() if p.startswith("codex/"))
    assert any(b"\n>>>>>>> REPLACE\n" in d for p, d in files.items() if p.startswith("aider/"))
    assert any(b'"type":"thinking"' in d for p, d in files.items() if p.startswith("claude/"))


def test_every_file_parses_and_counts_match_the_manifest(corpus: Path) -> None:
    manifest = load_manifest(corpus)
    files = _files(corpus)
    assert sorted(f["path"] for f in manifest["files"]) == sorted(files)
    for entry in manifest["files"]:
        data = files[entry["path"]]
        assert entry["bytes"] == len(data)
        sessions, roles = _read(entry["path"], data)
        assert sessions == entry["sessions"], entry["path"]
        assert dict(roles) == entry["roles"], entry["path"]
        assert sum(roles.values()) == entry["messages"], entry["path"]
    totals = manifest["totals"]
    assert totals["bytes"] == sum(len(d) for d in files.values())
    assert totals["messages"] == sum(a["messages"] for a in manifest["agents"].values())
    assert totals["sessions"] == sum(f["sessions"] for f in manifest["files"])


def test_every_secret_is_in_the_raw_bytes(corpus: Path) -> None:
    manifest = load_manifest(corpus)
    blob = b"\n".join(_files(corpus).values())
    missing = [s.kind for s in SECRETS for n in s.needles if n.encode() not in blob]
    assert missing == []
    assert len(SECRETS) >= 100
    assert manifest["distinct_secrets"] == len(SECRETS)
    for entry in manifest["files"]:  # the manifest says which file holds which secret
        data = (corpus / entry["path"]).read_bytes()
        for i in entry["secrets"]:
            assert SECRETS[i].needles[0].encode() in data
    per_agent = {a: s["secrets"] for a, s in manifest["agents"].items()}
    assert all(n > 0 for n in per_agent.values()), per_agent


def test_lengths_vary_and_one_line_is_very_long(corpus: Path) -> None:
    manifest = load_manifest(corpus)
    sizes = sorted(f["messages"] for f in manifest["files"] if f["agent"] != "aider")
    assert sizes[-1] > 4 * sizes[len(sizes) // 2]  # a long tail, not one size for all
    longest = max(len(line) for d in _files(corpus).values() for line in d.splitlines())
    assert longest >= 100_000


@pytest.mark.slow
def test_cli_writes_a_corpus_and_refuses_to_overwrite(tmp_path: Path) -> None:
    out = tmp_path / "c"
    cmd = [sys.executable, "-m", "bench.corpus", "--size", "tiny", "--out", str(out)]
    first = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=60)
    assert first.returncode == 0, first.stderr
    assert "tiny:" in first.stdout and "MB/s" in first.stdout
    again = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=60)
    assert again.returncode == 2
    assert "already holds a corpus" in again.stderr and "--force" in again.stderr
    forced = subprocess.run([*cmd, "--force"], cwd=REPO, capture_output=True, timeout=60)
    assert forced.returncode == 0


_OK = '''"""A trivial scenario."""
def run(size: str = "small") -> list[dict[str, object]]:
    return [{"scenario": "ok", "metric": "noop", "median": 2.0, "p95": 3.0, "p99": 4.0,
             "unit": "ms", "floor": 1.0, "size": size},
            {"what": "floor: raw sqlite3", "p50_ms": 4.0, "messages": 1000},
            {"what": "lexical", "p50_ms": 10.0, "messages": 1000},
            {"what": "lexical", "p50_ms": 10.0, "messages": 9000}]
'''
_BOOM = '''"""A scenario that fails."""
def run() -> list[dict[str, object]]:
    raise RuntimeError("kaboom: the disk is on fire")
'''


@pytest.mark.slow
def test_runner_prints_one_table_and_survives_a_failing_scenario(tmp_path: Path) -> None:
    extra = tmp_path / "scenarios"
    extra.mkdir()
    (extra / "ok_bench.py").write_text(_OK)
    (extra / "boom_bench.py").write_text(_BOOM)
    out = tmp_path / "result.json"
    env = {**os.environ, "KENNING_BENCH_PATH": str(extra), "COLUMNS": "200"}
    cmd = [sys.executable, "-m", "bench", "boom", "ok", "corpus", "--size", "tiny"]
    proc = subprocess.run(
        [*cmd, "--json", str(out)], cwd=REPO, env=env, capture_output=True, text=True, timeout=90
    )
    assert proc.returncode == 1, proc.stderr  # one scenario failed, the others ran
    table = proc.stdout
    assert "scenario" in table and "median" in table and "ratio" in table
    assert "kaboom: the disk is on fire" in table
    assert "noop" in table and "2.00×" in table
    assert "generate tiny: MB/s" in table
    doc = orjson.loads(out.read_bytes())
    assert doc["machine"]["cpus"] == os.cpu_count()
    rows = {(r["scenario"], r["metric"]): r for r in doc["rows"]}
    assert rows[("ok", "noop")]["ratio"] == 2.0
    assert "size=tiny" in rows[("ok", "noop")]["details"]
    assert "kaboom" in rows[("boom", "-")]["error"]
    # a floor reported as a row of its own is the floor of the rows after it, same scale only
    assert rows[("ok", "lexical messages=1,000")]["ratio"] == 2.5
    assert rows[("ok", "lexical messages=1,000")]["unit"] == "ms"
    assert rows[("ok", "lexical messages=9,000")]["ratio"] is None
    md = subprocess.run(
        [sys.executable, "-m", "bench", "--markdown", str(out)], cwd=REPO, env=env,
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert "| ok | noop | 2 | 3 | 4 | ms | 1 | 2.00× | size=tiny |" in md.stdout
    assert "| boom | **ERROR** |" in md.stdout
    listing = subprocess.run(
        [sys.executable, "-m", "bench", "--list"], cwd=REPO, env=env, capture_output=True,
        text=True, timeout=30,
    )  # fmt: skip
    assert "startup" in listing.stdout and "A scenario that fails." in listing.stdout


def test_the_real_connectors_read_back_the_manifest_counts(corpus: Path) -> None:
    from kenning.daemon.core.config import IngestConfig
    from kenning.daemon.ingest.base import load_connectors

    connectors = load_connectors()
    slugs = {"claude": "claude_code", "codex": "codex", "gemini": "gemini", "aider": "aider"}
    for entry in load_manifest(corpus)["files"]:
        result = connectors[slugs[entry["agent"]]].read(
            corpus / entry["path"], None, IngestConfig()
        )
        roles = Counter(m.role.value for s in result.sessions for m in s.messages)
        assert len(result.sessions) == entry["sessions"], entry["path"]
        assert result.skips == [], entry["path"]
        assert dict(roles) == entry["roles"], entry["path"]
