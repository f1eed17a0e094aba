"""Reliability, hostile input: every connector fuzzed, and the file system turned against ingestion.

Each connector's sources are written where its `discover` finds them (a fake
home folder per example) with hostile content: random bytes, valid JSON of the
wrong types, truncated files, 10,000-level nesting, megabyte strings, NULs,
invalid UTF-8, BOMs, lone surrogate escapes, nulls, SQLite files with garbage
values or that are not SQLite at all. `read()` and a full `ingest_paths` into a
real store must never raise, must return within a deadline, and must leave the
store consistent with only text in message texts.

Bounded for the suite (`derandomize=True`: the same examples every run; 15 per
test); `python -m bench reliability` runs 40, `KENNING_SOAK=1` 1,000 (see
tests/reliability_scale.py and bench/README.md, "Reliability suite").
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kenning.daemon.core.config import IngestConfig, Settings
from kenning.daemon.core.transcripts import Session
from kenning.daemon.ingest.base import ReadResult, load_connectors
from kenning.daemon.ingest.pipeline import IngestReport, ingest_paths
from kenning.daemon.store.db import Store

from . import fuzz_layouts as fl
from .conftest import KENNING
from .reliability_scale import scale

EXAMPLES = scale(15, 40, 1000)
FUZZ = settings(
    max_examples=EXAMPLES,
    # a generous bound on a loaded 2-core box; a hang or a quadratic blow-up exceeds it
    deadline=timedelta(seconds=20),
    derandomize=True,
    database=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,  # one store per test, shared by its examples
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
)
LIMITS = IngestConfig()
SETTINGS = Settings()
FILE_LAYOUTS = [lay for lay in fl.LAYOUTS if lay.fmt in ("jsonl", "json", "md")]
DB_LAYOUTS = [lay for lay in fl.LAYOUTS if lay.fmt.endswith("_db")]
CONNECTORS = load_connectors()


# -- checks ----------------------------------------------------------------------------


class Homes:
    """A fresh fake home folder per example (examples share one store)."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self.n = 0

    def new(self) -> Path:
        self.n += 1
        home = self.base / f"home{self.n}"
        home.mkdir(parents=True)
        return home


@pytest.fixture
def homes(tmp_path: Path) -> Homes:
    return Homes(tmp_path)


def place(layout: fl.Layout, home: Path, content: bytes) -> Path:
    """Write `content` as the layout's source below `home`; returns its path."""
    path = home / layout.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    if layout.name == "opencode_tree":
        fl.opencode_tree_extras(home)
    return path


def discovered(agent: str, home: Path) -> set[Path]:
    connector = CONNECTORS[agent]
    found: set[Path] = set()
    for root in connector.default_roots({}, home):
        if root.exists():
            found.update(connector.discover(root))
    return found


def check_result(result: Any) -> None:
    """A read result of the right types all the way down."""
    assert isinstance(result, ReadResult)
    for skip in result.skips:
        assert isinstance(skip.reason, str) and skip.reason
    for session in result.sessions:
        assert isinstance(session, Session)
        for message in session.messages:
            assert isinstance(message.text, str)
            for call in message.tool_calls:
                assert call.output is None or isinstance(call.output, str)


def check_read(agent: str, path: Path, home: Path) -> ReadResult:
    """`read()` from scratch and again from its own checkpoint: never raises."""
    assert path in discovered(agent, home), f"{path} is not where {agent} looks"
    connector = CONNECTORS[agent]
    result = connector.read(path, None, LIMITS)
    check_result(result)
    if not result.retry:
        check_result(connector.read(path, result.checkpoint, LIMITS))
    return result


def check_store(store: Store) -> None:
    """The database is intact and every stored message text is text."""
    assert store.query("PRAGMA integrity_check")[0][0] == "ok"
    assert store.query("PRAGMA foreign_key_check") == []
    bad = store.query("SELECT count(*) FROM messages WHERE typeof(text) <> 'text'")[0][0]
    assert bad == 0
    bad = store.query("SELECT count(*) FROM sessions WHERE typeof(id) <> 'text'")[0][0]
    assert bad == 0


def check_ingest(store: Store, home: Path, agent: str) -> IngestReport:
    """A full run over the home folder: the source is read or its failure counted."""
    report = ingest_paths(store, SETTINGS, None, environ={}, home=home, agents=[agent])
    assert report.sources + report.failed == 1, report.to_json()
    for error in report.errors:
        assert error["error"]  # a reason, not an empty failure
    check_store(store)
    return report


def fuzz_once(store: Store, homes: Homes, layout: fl.Layout, content: bytes) -> None:
    home = homes.new()
    try:
        path = place(layout, home, content)
        check_read(layout.agent, path, home)
        check_ingest(store, home, layout.agent)
    finally:
        shutil.rmtree(home)


# -- fuzzing, file formats ---------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.parametrize("layout", FILE_LAYOUTS, ids=lambda lay: lay.name)
def test_fuzz_file_sources(store: Store, homes: Homes, layout: fl.Layout) -> None:
    @FUZZ
    @given(content=fl.hostile_bytes(layout))
    def run(content: bytes) -> None:
        fuzz_once(store, homes, layout, content)

    run()


#: named hostilities every run covers, whatever hypothesis draws
_FREE_FIELDS = frozenset(
    {"input", "args", "arguments", "content", "result", "output", "data", "state", "run"}
    | {"toolFormerData", "payload", "message", "messages", "toolCalls", "text", "parts"}
)
#: where a tool's arguments and results sit in each format (kept as JSON: depth
#: reaches the writer, or a connector serialises it)
_TOOL_FIELDS = frozenset(
    {"input", "args", "arguments", "parameters", "rawArgs", "result", "resultDisplay"}
)


def _named(layout: fl.Layout, case: str) -> bytes:
    valid = layout.valid_bytes()
    if case == "deep_array":
        return fl.deep_document(10_000, b"[")
    if case == "deep_object":
        return fl.deep_document(10_000, b"{")
    if case == "bom":
        return b"\xef\xbb\xbf" + valid
    if case == "nul":
        return valid[: len(valid) // 2] + b"\x00" * 64 + valid[len(valid) // 2 :]
    if case == "invalid_utf8":
        return valid.replace(b"e", b"\xff", 3)
    if layout.fmt == "md":
        if case == "huge":
            return valid + b"#### " + b"word " * (fl.HUGE_BYTES // 5) + b"\n"
        return valid.replace(b" ", b"\x00 \xed\xa0\x80")  # NUL and a UTF-8 surrogate
    records = layout.records()
    new: Any = {
        "huge": fl.HUGE,
        "surrogates": fl.SURROGATE,
        "nulls": None,
        "numbers": 12345,
        "deep_fields_300": fl.DEEP,
        "deep_fields_1000": fl.DEEP,
        "deep_inputs_300": fl.DEEP,
        "deep_inputs_1000": fl.DEEP,
    }[case]
    keys = {"deep_fields": _FREE_FIELDS, "deep_inputs": _TOOL_FIELDS}.get(case[:11])
    depth = 1000 if case.endswith("1000") else 300
    if case == "nulls":
        # every value null, not only the strings
        changed = [_all_null(r) for r in records]
    else:
        changed = [fl.replace_leaves(r, keys, new) for r in records]
    if layout.fmt == "jsonl":
        return b"".join(fl.splice(orjson.dumps(r), depth) + b"\n" for r in changed)
    return fl.splice(orjson.dumps(changed[0]), depth)


def _all_null(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _all_null(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_all_null(v) for v in value]
    return None


NAMED = [
    "deep_array",
    "deep_object",
    "deep_fields_300",
    "deep_fields_1000",
    "deep_inputs_300",
    "deep_inputs_1000",
    "huge",
    "bom",
    "nul",
    "invalid_utf8",
    "surrogates",
    "nulls",
    "numbers",
]


@pytest.mark.slow
@pytest.mark.timeout(120)
@pytest.mark.parametrize("case", NAMED)
@pytest.mark.parametrize("layout", FILE_LAYOUTS, ids=lambda lay: lay.name)
def test_named_hostilities(store: Store, homes: Homes, layout: fl.Layout, case: str) -> None:
    fuzz_once(store, homes, layout, _named(layout, case))


# -- fuzzing, SQLite sources ---------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.parametrize("layout", DB_LAYOUTS, ids=lambda lay: lay.name)
def test_fuzz_sqlite_garbage_values(store: Store, homes: Homes, layout: fl.Layout) -> None:
    """The right tables, garbage in the value columns (JSON of the wrong shape, blobs, NULLs)."""
    values = fl.cursor_rows() if layout.fmt == "cursor_db" else st.lists(fl.db_value(), max_size=12)

    @FUZZ
    @given(rows=values)
    def run(rows: list[Any]) -> None:
        home = homes.new()
        try:
            path = home / layout.path
            if layout.fmt == "cursor_db":
                fl.write_cursor_db(path, rows)
            else:
                fl.write_opencode_db(path, rows)
            check_read(layout.agent, path, home)
            check_ingest(store, home, layout.agent)
        finally:
            shutil.rmtree(home)

    run()


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.parametrize("layout", DB_LAYOUTS, ids=lambda lay: lay.name)
def test_fuzz_sqlite_file_not_sqlite(
    store: Store, homes: Homes, tmp_path: Path, layout: fl.Layout
) -> None:
    """A file with the database's name that is not SQLite, or a database cut or damaged."""
    sample = tmp_path / "valid" / layout.path
    valid = (fl.valid_cursor_db if layout.fmt == "cursor_db" else fl.valid_opencode_db)(sample)

    @FUZZ
    @given(content=st.one_of(fl.hostile_document, fl.damaged(valid)))
    def run(content: bytes) -> None:
        fuzz_once(store, homes, layout, content)

    run()


@pytest.mark.parametrize("name", ["cursor_global", "cursor_workspace"])
def test_sqlite_schema_not_utf8(store: Store, homes: Homes, tmp_path: Path, name: str) -> None:
    """A schema with invalid UTF-8: SQLite's error message quotes it, and decoding that raised."""
    layout = fl.BY_NAME[name]
    valid = fl.valid_cursor_db(tmp_path / "valid" / layout.path)
    assert b"(key " in valid
    home = homes.new()
    path = place(layout, home, valid.replace(b"(key ", b"(\xff\xfe\xc3 ", 1))
    result = check_read(layout.agent, path, home)
    assert [s.reason for s in result.skips] == ["corrupt_sqlite"]
    check_ingest(store, home, layout.agent)


def test_valid_samples_are_read(store: Store, homes: Homes, tmp_path: Path) -> None:
    """The samples the fuzzers damage are real sessions to their connectors."""
    for layout in fl.LAYOUTS:
        home = homes.new()
        path = home / layout.path
        if layout.fmt == "cursor_db":
            fl.valid_cursor_db(path)
        elif layout.fmt == "opencode_db":
            fl.valid_opencode_db(path)
        else:
            place(layout, home, layout.valid_bytes())
        result = check_read(layout.agent, path, home)
        assert result.sessions and result.sessions[0].messages, layout.name


# -- the file system, hostile ----------------------------------------------------------------


def _claude_session(home: Path, name: str, text: str = "hello") -> Path:
    """A valid one-message Claude Code session."""
    path = home / ".claude" / "projects" / "-home-dev-x" / f"{name}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    record = {
        "type": "user",
        "sessionId": name,
        "uuid": f"u-{name}",
        "cwd": "/home/dev/x",
        "timestamp": "2026-03-02T09:15:01.120Z",
        "message": {"role": "user", "content": text},
    }
    path.write_bytes(orjson.dumps(record) + b"\n")
    return path


def _session_ids(store: Store) -> set[str]:
    return {r[0] for r in store.query("SELECT native_id FROM sessions")}


@pytest.mark.timeout(60)
def test_source_replaced_by_a_directory(store: Store, tmp_path: Path) -> None:
    """Every connector's source turned into a folder of the same name, after a first read."""
    home = tmp_path / "home"
    for layout in fl.LAYOUTS:
        if layout.fmt == "cursor_db":
            fl.valid_cursor_db(home / layout.path)
        elif layout.fmt == "opencode_db":
            fl.valid_opencode_db(home / layout.path)
        else:
            place(layout, home, layout.valid_bytes())
    first = ingest_paths(store, SETTINGS, None, environ={}, home=home)
    # one source less than layouts: a Cline task's source is its UI log, not both files
    assert first.failed == 0 and first.sources == len(fl.LAYOUTS) - 1, first.to_json()
    for layout in fl.LAYOUTS:
        path = home / layout.path
        path.unlink()
        path.mkdir()
        (path / "inside.jsonl").write_bytes(b"{}\n")
    _claude_session(home, "survivor")
    report = ingest_paths(store, SETTINGS, None, environ={}, home=home)
    assert "survivor" in _session_ids(store)
    # a named folder is never read as a file: at most a counted failure per source
    assert report.failed <= len(fl.LAYOUTS), report.to_json()
    assert all(e["error"] for e in report.errors)  # each with its reason
    for layout in fl.LAYOUTS:  # and given explicitly, as `kenning ingest PATH` does
        explicit = ingest_paths(store, SETTINGS, [home / layout.path], environ={}, home=home)
        assert explicit.sources + explicit.failed <= 1
    check_store(store)


@pytest.mark.timeout(60)
def test_symlink_loops_in_every_root(store: Store, tmp_path: Path) -> None:
    """`a -> b`, `b -> a` and a folder linked to its own parent inside each agent's root."""
    home = tmp_path / "home"
    _claude_session(home, "inside")
    aider = home / ".aider.chat.history.md"
    aider.write_bytes(fl.BY_NAME["aider"].valid_bytes())
    aider_sessions = len(CONNECTORS["aider"].read(aider, None, LIMITS).sessions)
    roots: set[Path] = set()
    for connector in CONNECTORS.values():
        roots.update(connector.default_roots({}, home))
    for root in roots:
        if root.suffix == ".md":
            continue
        root.mkdir(parents=True, exist_ok=True)
        for folder in (root, root / "tasks", root / "storage" / "session" / "p"):
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "a.jsonl").symlink_to(folder / "b.jsonl")
            (folder / "b.jsonl").symlink_to(folder / "a.jsonl")
            (folder / "session-x.json").symlink_to("session-x.json")  # to itself
            (folder / "up").symlink_to("..", target_is_directory=True)
            (folder / "here").symlink_to(".", target_is_directory=True)
    report = ingest_paths(store, SETTINGS, None, environ={}, home=home)
    assert "inside" in _session_ids(store)
    assert report.agents["aider"]["sessions"] == aider_sessions > 0
    check_store(store)


def _as_nobody() -> list[str]:
    """The command prefix that runs a program as `nobody` (the tests run as root)."""
    if os.geteuid() != 0:
        return []  # already unprivileged: chmod 000 is enough
    if shutil.which("setpriv") is None:
        pytest.fail("setpriv (util-linux) is needed to drop root's privileges")
    return ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_unreadable_file_as_an_unprivileged_user() -> None:
    """A chmod 000 session next to a readable one, ingested by `nobody` (root reads anything)."""
    base = Path(tempfile.mkdtemp(prefix="kenning-nobody-"))
    try:
        base.chmod(0o755)
        home = base / "home"
        readable = _claude_session(home, "readable")
        locked = _claude_session(home, "locked")
        locked.chmod(0)
        kenning_home = base / "kenning"
        kenning_home.mkdir()
        if os.geteuid() == 0:
            shutil.chown(kenning_home, "nobody", "nogroup")
        env = {
            "PATH": os.environ["PATH"],
            "HOME": str(home),
            "KENNING_HOME": str(kenning_home),
            "CLAUDE_CONFIG_DIR": str(home / ".claude"),
        }
        run = subprocess.run(
            [*_as_nobody(), KENNING, "ingest", "--agent", "claude_code", "--json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=90,
            check=False,
        )
        assert run.returncode == 1, run.stderr  # a source failed: not 0
        out = orjson.loads(run.stdout)
        assert out["sessions"] == 1 and out["failed"] == 1, out
        assert out["skipped"] == {"unreadable": 1}, out
        assert out["errors"][0]["source"] == str(locked)
        assert "Permission denied" in out["errors"][0]["error"]
        db = next(kenning_home.rglob("*.db"))
        with Store.open(db) as store:
            assert _session_ids(store) == {"readable"}
            check_store(store)
            row = store.query(
                "SELECT last_error FROM ingest_checkpoints WHERE source_path = ?", (str(locked),)
            )
            assert row and "Permission denied" in (row[0][0] or "")
        assert readable.exists()
    finally:
        shutil.rmtree(base)


@pytest.mark.timeout(60)
def test_read_of_a_vanished_source(store: Store, tmp_path: Path) -> None:
    """Each connector asked to read a path that was deleted after discovery."""
    home = tmp_path / "home"
    for layout in fl.LAYOUTS:
        path = home / layout.path
        if layout.fmt == "cursor_db":
            fl.valid_cursor_db(path)
        elif layout.fmt == "opencode_db":
            fl.valid_opencode_db(path)
        else:
            place(layout, home, layout.valid_bytes())
        assert path in discovered(layout.agent, home)
        path.unlink()
        connector = CONNECTORS[layout.agent]
        try:
            result = connector.read(path, None, LIMITS)
        except FileNotFoundError:
            continue  # the pipeline counts it as unreadable (see the race test)
        check_result(result)
        assert not result.sessions, layout.name
    _claude_session(home, "still-here")
    ingest_paths(store, SETTINGS, None, environ={}, home=home)
    assert "still-here" in _session_ids(store)
    check_store(store)


def _churn(
    stop: threading.Event, files: list[Path], action: str, errors: list[BaseException]
) -> None:
    try:
        for n, path in enumerate(files):
            if stop.is_set():
                return
            if action == "delete":
                path.unlink(missing_ok=True)
            else:  # rotate: the old log moves aside, a new one takes its name
                rotated = path.with_name(f"rotated-{n}.jsonl")
                os.replace(path, rotated)
                with rotated.open("ab") as fh:  # still being written after the move
                    fh.write(b'{"type":"user","sessionId":"late"')
                _write_claude(path, f"new-{n}")
    except BaseException as exc:  # the assertion below reports it
        errors.append(exc)


def _write_claude(path: Path, session: str) -> None:
    record = {
        "type": "user",
        "sessionId": session,
        "uuid": f"u-{session}",
        "timestamp": "2026-03-02T09:15:01.120Z",
        "message": {"role": "user", "content": f"text of {session}"},
    }
    path.write_bytes(orjson.dumps(record) + b"\n")


@pytest.fixture
def many(tmp_path: Path) -> Iterator[tuple[Path, list[Path]]]:
    home = tmp_path / "home"
    files = [_claude_session(home, f"s{n:03d}", "x " * 200) for n in range(200)]
    yield home, files


@pytest.mark.slow
@pytest.mark.timeout(120)
@pytest.mark.parametrize("action", ["delete", "rotate"])
def test_files_deleted_or_rotated_during_ingest(
    store: Store, many: tuple[Path, list[Path]], action: str
) -> None:
    """A thread deletes (or renames and replaces) files while `ingest_paths` reads 200 of them."""
    home, files = many
    started = threading.Event()
    stop = threading.Event()
    errors: list[BaseException] = []
    churn = threading.Thread(target=_churn, args=(stop, files[::-1], action, errors))

    def progress(done: int, total: int | None, source: Path) -> None:
        if not started.is_set():  # begin once the run has discovered its sources
            started.set()
            churn.start()

    try:
        report = ingest_paths(store, SETTINGS, None, progress, environ={}, home=home)
    finally:
        if started.is_set():  # let it finish: the next run must see every file it touched
            churn.join(timeout=30)
        stop.set()
    assert started.is_set() and not errors
    assert report.sources + report.failed <= len(files)
    for error in report.errors:
        assert "No such file" in error["error"], error
    check_store(store)
    # once the churn is over, one more run leaves the store matching the disk
    again = ingest_paths(store, SETTINGS, None, environ={}, home=home)
    assert again.failed == 0, again.to_json()
    on_disk = {p.stem for p in files if p.exists()}
    ids = _session_ids(store)
    if action == "delete":
        assert not on_disk and report.failed + report.sources <= len(files)
    else:  # Claude Code names a session after its file: both names hold one now
        assert {p.stem for p in files} <= ids
        rotated = {p.stem for p in home.rglob("rotated-*.jsonl")}
        assert len(rotated) == len(files) and rotated <= ids  # moved, not lost
        texts = {r[0] for r in store.query("SELECT text FROM messages")}
        assert {f"text of new-{n}" for n in range(len(files))} <= texts
    check_store(store)
