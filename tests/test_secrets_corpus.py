"""Every secret shape redacted, every look-alike kept: the hardening corpus, real pipeline.

`bench.corpus_secrets.hard_samples()` (364 secrets of 52 kinds, in user and
assistant text, tool inputs and outputs, JSON, `.env` files and command lines)
and `look_alikes()` (105 hashes, ids, encodings, placeholders, code and
commands) are written as Claude Code sessions, ingested by `ingest_paths` into
a real SQLite file, and then looked for in every byte of the database (WAL
checkpointed), in a dump of every table, and in what `sessions show` and
`search` print. Counts are reported by kind, so a regression names the shape.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import orjson
import pytest

from bench.corpus_secrets import HARD_KINDS, PLACES, Sample, hard_samples, look_alikes
from kenning.daemon.store.db import Store

from .cli_fork import run_kenning
from .ingest_helpers import db_bytes, ingest

SAMPLES = hard_samples()
LOOK_ALIKES = look_alikes()
PER_SESSION = 120
QUERIES = ("password", "token", "key", "cookie", "auth", "secret", "login", "pass")


def test_the_corpus_is_big_and_varied() -> None:
    assert len(SAMPLES) >= 300 and len(HARD_KINDS) >= 40 and len(LOOK_ALIKES) >= 100
    assert {s.kind for s in SAMPLES} == set(HARD_KINDS)
    assert {s.place for s in SAMPLES} == set(PLACES)
    assert len({s.secret for s in SAMPLES}) == len(SAMPLES)  # each needle is its own
    assert hard_samples() == SAMPLES  # deterministic
    for s in SAMPLES:
        assert s.secret in s.text and "\n" not in s.secret and '"' not in s.secret


# -- writing the sessions -----------------------------------------------------------------


def _record(i: int, sid: str, role: str, content: Any) -> bytes:
    return orjson.dumps(
        {
            "parentUuid": f"m-{i - 1}" if i else None,
            "cwd": "/srv/app",
            "sessionId": sid,
            "type": role,
            "message": {"role": role, "content": content},
            "uuid": f"m-{i}",
            "timestamp": f"2026-03-02T09:{i // 60 % 60:02d}:{i % 60:02d}.000Z",
        }
    )


def _tool(i: int, name: str, args: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"type": "tool_use", "id": f"toolu_{i}", "name": name, "input": args}]


def _placed(i: int, sid: str, text: str, place: str) -> Iterator[bytes]:
    """One or two records carrying `text` the way `place` says."""
    if place == "user":
        yield _record(i, sid, "user", f"Here is my setup:\n{text}\nWhy does it fail?")
    elif place == "assistant":
        block = {"type": "text", "text": f"I'll try it with this:\n{text}\nthen rerun."}
        yield _record(i, sid, "assistant", [block])
    elif place == "tool_input":
        yield _record(i, sid, "assistant", _tool(i, "Bash", {"command": text}))
    elif place == "command":
        yield _record(i, sid, "assistant", _tool(i, "Bash", {"command": f"cd /srv/app && {text}"}))
    elif place == "json":
        content = orjson.dumps({"service": {"name": "shop", "notes": text}}).decode()
        args = {"file_path": "/srv/app/config.json", "content": content}
        yield _record(i, sid, "assistant", _tool(i, "Write", args))
    elif place == "env":
        args = {"file_path": "/srv/app/.env", "content": f"APP_ENV=prod\n{text}\nLOG=info\n"}
        yield _record(i, sid, "assistant", _tool(i, "Write", args))
    else:  # tool_output: a shell call and what it printed
        yield _record(i, sid, "assistant", _tool(i, "Bash", {"command": "cat notes.txt"}))
        result = {"type": "tool_result", "tool_use_id": f"toolu_{i}", "content": f"{text}\n"}
        yield _record(i + 1, sid, "user", [result])


def _write_sessions(project: Path, items: Sequence[tuple[str, str]]) -> list[str]:
    """Write `items` (text, place) into sessions of `PER_SESSION`; returns their ids."""
    project.mkdir(parents=True)
    ids = []
    for n in range(0, len(items), PER_SESSION):
        sid = f"5ec2e7a0-0000-4000-8000-{n:012d}"
        lines: list[bytes] = []
        for k, (text, place) in enumerate(items[n : n + PER_SESSION]):
            lines += _placed(2 * k, sid, text, place)
        (project / f"{sid}.jsonl").write_bytes(b"\n".join(lines) + b"\n")
        ids.append(f"claude_code:{sid}")
    return ids


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("secrets-corpus")
    user_home, kenning_home = root / "user", root / "kenning"
    kenning_home.mkdir()
    items = [(s.text, s.place) for s in SAMPLES]
    # look-alikes go everywhere too (JSON escapes them, so not inside a JSON file)
    plain = [p for p in PLACES if p != "json"]
    items += [(a.text, plain[a.id % len(plain)]) for a in LOOK_ALIKES]
    ids = _write_sessions(user_home / ".claude" / "projects" / "-srv-app", items)
    with Store.open(kenning_home / "kenning.db") as store:
        report = ingest(store, user_home)
        assert report.agents["claude_code"]["sources"] == len(ids)
        store.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        raw = db_bytes(store)
        dump = "\n".join(store.conn.iterdump())
    env = {**os.environ, "KENNING_HOME": str(kenning_home), "KENNING_EMBED__BACKEND": "hashing"}
    shown = {sid: _cli(env, "sessions", "show", sid, "--json") for sid in ids}
    searched = [_cli(env, "search", q, "--limit", "200", "--json") for q in QUERIES]
    yield {"ids": ids, "raw": raw, "dump": dump, "shown": shown, "searched": searched}


def _leaked(blob: str, samples: Sequence[Sample] = SAMPLES) -> Counter[str]:
    return Counter(s.kind for s in samples if s.secret in blob)


def _cli(env: dict[str, str], *args: str) -> str:
    """The real `kenning` command's output (a process of its own, as a user runs it)."""
    proc = run_kenning(args, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout + proc.stderr


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


# -- the checks -----------------------------------------------------------------------------


@pytest.mark.slow
def test_no_secret_is_stored_in_plain_text(ingested: dict[str, Any]) -> None:
    raw = ingested["raw"].decode("utf-8", "replace")
    assert ingested["dump"].count("INSERT INTO") > len(SAMPLES)  # the rows are there
    assert _leaked(raw) == Counter(), "in the database file"
    assert _leaked(ingested["dump"]) == Counter(), "in a table"


@pytest.mark.slow
def test_no_secret_is_shown_by_sessions_show_or_search(ingested: dict[str, Any]) -> None:
    shown = "".join(ingested["shown"].values()) + "".join(ingested["searched"])
    assert _leaked(shown) == Counter()
    # what a person reads: the markers, one per secret at least
    assert shown.count("[REDACTED:") >= len(SAMPLES)


@pytest.mark.slow
def test_no_look_alike_is_destroyed(ingested: dict[str, Any]) -> None:
    stored: list[str] = []
    for out in ingested["shown"].values():
        stored += _strings(orjson.loads(out)["messages"])
    blob = "\n".join(stored)
    destroyed = Counter(a.kind for a in LOOK_ALIKES if a.text not in blob)
    assert destroyed == Counter(), [a.text for a in LOOK_ALIKES if a.text not in blob]


@pytest.mark.slow
def test_counts_by_kind_are_complete(ingested: dict[str, Any]) -> None:
    # every kind was really placed: the redaction markers stand where the secrets were
    raw = ingested["dump"]
    per_kind = Counter(s.kind for s in SAMPLES)
    assert min(per_kind.values()) >= 7
    assert raw.count("[REDACTED:") >= len(SAMPLES)
