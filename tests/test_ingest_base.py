"""The shared ingestion helpers: incremental JSONL, timestamps, content, registry, excludes."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.base import (
    CONNECTORS,
    Checkpoint,
    flatten_content,
    get_connectors,
    is_excluded,
    load_connectors,
    parse_timestamp,
    stable_key,
)
from kenning.daemon.ingest.jsonfiles import JsonlReader, read_json_capped, read_jsonl_incremental

MAX = 64 * 1024


def _lines(*objs: object) -> bytes:
    return b"".join(orjson.dumps(o) + b"\n" for o in objs)


def _read(path: Path, previous: Checkpoint | None = None, limit: int = MAX) -> JsonlReader:
    reader = read_jsonl_incremental(path, previous, limit)
    reader.items = list(reader)  # type: ignore[attr-defined]
    return reader


def test_reads_complete_lines_and_resumes_at_the_offset(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_bytes(_lines({"n": 1}, {"n": 2}))
    first = _read(path)
    assert [o["n"] for _, o in first.items] == [1, 2]  # type: ignore[attr-defined]
    cp = first.checkpoint("x")
    assert cp.offset == path.stat().st_size
    assert cp.state["lines"] == 2
    with path.open("ab") as fh:
        fh.write(_lines({"n": 3}))
    second = _read(path, cp)
    assert second.start == cp.offset and not second.replace
    assert [(line, o["n"]) for line, o in second.items] == [(3, 3)]  # type: ignore[attr-defined]
    assert second.checkpoint("x").offset == path.stat().st_size


def test_a_partial_last_line_waits_for_its_newline(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_bytes(_lines({"n": 1}) + b'{"n": ')
    first = _read(path)
    assert [o["n"] for _, o in first.items] == [1]  # type: ignore[attr-defined]
    assert first.offset == len(_lines({"n": 1}))
    assert first.skips == []
    with path.open("ab") as fh:
        fh.write(b"2}\n")
    second = _read(path, first.checkpoint("x"))
    assert [o["n"] for _, o in second.items] == [2]  # type: ignore[attr-defined]


def test_truncation_rotation_and_rewrite_restart_from_zero(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_bytes(_lines({"n": 1}, {"n": 2}, {"n": 3}))
    cp = _read(path).checkpoint("x")
    # truncated: smaller than the offset
    path.write_bytes(_lines({"n": 1}))
    truncated = _read(path, cp)
    assert truncated.replace and truncated.start == 0
    # rewritten in place with the same size but different first bytes
    path.write_bytes(_lines({"n": 7}, {"n": 8}, {"n": 9}, {"n": 10}))
    cp2 = _read(path).checkpoint("x")
    path.write_bytes(_lines({"n": 5}, {"n": 8}, {"n": 9}, {"n": 10}, {"n": 11}))
    rewritten = _read(path, cp2)
    assert rewritten.replace
    assert [o["n"] for _, o in rewritten.items] == [5, 8, 9, 10, 11]  # type: ignore[attr-defined]
    # rotated: a new file (new inode) under the same name
    cp3 = rewritten.checkpoint("x")
    other = tmp_path / "new.jsonl"
    other.write_bytes(path.read_bytes() + _lines({"n": 12}))
    os.replace(other, path)
    rotated = _read(path, cp3)
    assert rotated.replace and rotated.start == 0


def test_bad_lines_are_skipped_with_reason_and_line_number(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_bytes(
        b"\xef\xbb\xbf"
        + _lines({"n": 1})
        + b"\n"  # blank
        + b"{not json\n"
        + b'{"t": "\xff\xfe"}\n'  # invalid UTF-8
        + b"[1, 2]\n"  # wrong type
        + b"42\n"
        + _lines({"n": 2})
    )
    reader = _read(path)
    assert [o["n"] for _, o in reader.items] == [1, 2]  # type: ignore[attr-defined]
    assert [(s.reason, s.line) for s in reader.skips] == [
        ("blank_line", 2),
        ("invalid_json", 3),
        ("invalid_utf8", 4),
        ("wrong_type", 5),
        ("wrong_type", 6),
    ]


def test_binary_garbage_is_skipped_not_waited_for(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_bytes(_lines({"n": 1}) + bytes(range(256)).replace(b"\n", b"") * 4)
    reader = _read(path)
    assert [o["n"] for _, o in reader.items] == [1]  # type: ignore[attr-defined]
    assert [s.reason for s in reader.skips] == ["binary"]
    assert reader.offset == path.stat().st_size


def test_a_50mb_line_is_skipped_while_streaming(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    with path.open("wb") as fh:
        fh.write(_lines({"n": 1}))
        fh.write(b'{"blob": "')
        chunk = b"x" * (1 << 20)
        for _ in range(50):
            fh.write(chunk)
        fh.write(b'"}\n')
        fh.write(_lines({"n": 2}))
    reader = _read(path, limit=1 << 20)
    assert [o["n"] for _, o in reader.items] == [1, 2]  # type: ignore[attr-defined]
    assert [(s.reason, s.line) for s in reader.skips] == [("too_large", 2)]
    assert reader.offset == path.stat().st_size


def test_parse_timestamp_follows_the_shared_rules() -> None:
    moment = datetime(2026, 3, 2, 9, 15, 1, tzinfo=UTC)
    seconds = int(moment.timestamp())
    assert parse_timestamp(seconds) == moment
    assert parse_timestamp(seconds * 1000) == moment
    assert parse_timestamp(str(seconds)) == moment
    assert parse_timestamp(float(seconds)) == moment
    assert parse_timestamp("2026-03-02T09:15:01Z") == moment
    assert parse_timestamp("2026-03-02T09:15:01") == moment  # naive: UTC
    assert parse_timestamp("2026-03-02T10:15:01+01:00") == moment
    bad_values: list[object] = [None, True, "soon", "", [], {}, -5, float("nan")]
    for bad in bad_values:
        assert parse_timestamp(bad) is None


def test_flatten_content_keeps_text_and_labels_tools() -> None:
    blocks = [
        {"type": "text", "text": "hello"},
        {"type": "thinking", "thinking": "secret thoughts"},
        {"type": "tool_use", "name": "Read", "input": {"file_path": "/a.py"}},
        {"type": "input_text", "text": "in"},
        {"type": "output_text", "text": "out"},
        {"type": "image", "source": {}},
        {"type": "tool_use", "name": "Bash", "input": {"description": "run tests"}},
    ]
    assert (
        flatten_content(blocks) == "hello\n[Tool: Read - /a.py]\nin\nout\n[Tool: Bash - run tests]"
    )
    assert flatten_content("plain") == "plain"
    assert flatten_content(None) == ""
    assert flatten_content(42) == ""


def test_whole_file_json_is_capped_and_errors_named(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b'{"a": 1}')
    assert read_json_capped(path, 1024) == ({"a": 1}, None)
    path.write_bytes(b"x" * 2048)
    value, skip = read_json_capped(path, 1024)
    assert value is None and skip is not None and skip.reason == "too_large"
    assert "ingest.max_json_bytes" in skip.detail
    path.write_bytes(b"")
    assert read_json_capped(path, 1024)[1].reason == "empty_file"  # type: ignore[union-attr]
    path.write_bytes(b'{"a": "\xff"}')
    assert read_json_capped(path, 1024)[1].reason == "invalid_utf8"  # type: ignore[union-attr]
    path.write_bytes(b"{oops")
    assert read_json_capped(path, 1024)[1].reason == "invalid_json"  # type: ignore[union-attr]


def test_exclude_patterns() -> None:
    assert is_excluded("/home/a/clients/acme/x.jsonl", ["acme"])
    assert is_excluded("/home/a/clients/acme/x.jsonl", ["/home/a/clients"])
    assert is_excluded("/home/a/clients/acme/x.jsonl", ["*/clients/*"])
    assert is_excluded("/w/secret-proj", ["secret-*"])
    assert not is_excluded("/home/a/work/x.jsonl", ["acme", "/home/a/clients"])
    assert not is_excluded(None, ["x"])


def test_registry_honours_enabled_roots_and_excludes(tmp_path: Path) -> None:
    load_connectors()
    assert {"claude_code", "codex", "gemini", "aider"} <= set(CONNECTORS)
    settings = Settings.model_validate(
        {
            "agents": {
                "codex": {"enabled": False},
                "claude_code": {"roots": [str(tmp_path / "extra")], "exclude": ["private"]},
            },
            "ingest": {"exclude": ["*.bak"]},
        }
    )
    sources = {s.agent: s for s in get_connectors(settings, environ={}, home=tmp_path)}
    assert "codex" not in sources
    claude = sources["claude_code"]
    assert claude.roots == (
        tmp_path / ".config" / "claude-code" / "projects",
        tmp_path / ".claude" / "projects",
        tmp_path / "extra",
    )
    assert claude.exclude == ("*.bak", "private")
    assert claude.excluded(tmp_path / "private" / "s.jsonl")
    env_roots = get_connectors(
        settings, environ={"CLAUDE_CONFIG_DIR": str(tmp_path / "cc")}, home=tmp_path
    )
    assert {s.agent: s for s in env_roots}["claude_code"].roots[0] == tmp_path / "cc" / "projects"


@pytest.mark.parametrize(
    ("env", "agent", "expected"),
    [
        ({"CODEX_HOME": "/opt/codex"}, "codex", Path("/opt/codex/sessions")),
        ({}, "codex", Path("HOME/.codex/sessions")),
        ({"GEMINI_HOME": "/opt/g"}, "gemini", Path("/opt/g")),
        ({}, "gemini", Path("HOME/.gemini/tmp")),
    ],
)
def test_default_roots_honour_agent_env(
    tmp_path: Path, env: dict[str, str], agent: str, expected: Path
) -> None:
    home = tmp_path
    sources = {s.agent: s for s in get_connectors(Settings(), environ=env, home=home)}
    want = Path(str(expected).replace("HOME", str(home)))
    assert sources[agent].roots[0] == want


def test_stable_keys_never_change() -> None:
    # stored message keys of agents without ids: a new value would duplicate
    # every such message when its file is read again after an upgrade
    assert stable_key("a", 1, None, {"b": 2, "a": [1.5]}) == "k17a7191c30898da7e64d"
    assert stable_key("2026-01-02 03:04:05+00:00", "msg", "user", "hi") == "k5357a962db2cdad7ae71"


_RACE = r"""
import importlib.abc, sys, threading, time

SLOW = "kenning.daemon.ingest.codex"

class Slow(importlib.abc.MetaPathFinder):
    # finds the real spec, then makes running the module body take 0.5 s
    def find_spec(self, name, path, target=None):
        if name != SLOW:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        sys.meta_path.insert(0, self)
        run = spec.loader.exec_module
        def exec_module(module):
            time.sleep(0.5)
            run(module)
        spec.loader.exec_module = exec_module
        return spec

import importlib.util
sys.meta_path.insert(0, Slow())
from kenning.daemon.ingest.base import load_connectors

first = threading.Thread(target=load_connectors)  # the watcher, importing codex slowly
first.start()
while SLOW not in sys.modules:
    time.sleep(0.01)
seen = sorted(load_connectors())  # the ingest worker, while codex is half-imported
first.join()
print(",".join(seen))
"""


@pytest.mark.slow
def test_load_connectors_waits_for_a_module_another_thread_is_importing() -> None:
    """The daemon's watcher and ingest worker load the connectors at once.

    A connector module in `sys.modules` may still be running in the other
    thread, its connector not registered: the second caller must wait, not
    skip it (CI once lost every Codex session of a catch-up that way).
    """
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", _RACE], capture_output=True, text=True, timeout=60, check=True
    ).stdout
    assert "codex" in out.strip().split(",")
