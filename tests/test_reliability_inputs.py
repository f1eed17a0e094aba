"""Reliability: broken or hostile input must not silently turn a check off.

Real parts only: a real git repository with the installed hook, a real
SQLite file with bytes overwritten, the real `kenning lsp` process spoken to
in raw JSON-RPC over its pipes (pytest-lsp's client would refuse to send
params that do not fit the protocol). Each case list is counted, so a
dropped case shows in the test names.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import subprocess
import time
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.db import Store, clear_corruption_mark, mark_corrupt, marker_path

from .cli_fork import run_kenning
from .conftest import KENNING
from .gitrepo import Repo
from .lsp_raw import RawLsp
from .reliability_scale import scale

SECRET = "AKIAQ7XK2M4PZR8LW3TN"  # a real-shaped key: documentation keys (…EXAMPLE) are kept

# -- a bad repo config must not turn off secret blocking --------------------------

#: (name, bytes of .kenning/config.toml or None for a folder, what the note names)
BAD_REPO_CONFIGS: list[tuple[str, bytes | None, str]] = [
    ("typo-key", b"[audit]\nblok = []\n", "audit.blok"),
    ("bad-value", b"[audit]\nblock = ['sekret']\n", "audit.block"),
    ("bad-type", b"[audit]\nblock = 'secret'\n", "audit.block"),
    ("unknown-section", b"[nonsense]\nx = 1\n", "nonsense"),
    ("bad-number", b"[lsp]\nmax_hover_rules = -4\n", "lsp.max_hover_rules"),
    ("bad-toml", b"[audit\nblock = [\n", "not valid TOML"),
    ("not-utf8", b"[audit]\n# caf\xe9\n", "not UTF-8"),
    ("utf16-bom", "[audit]\nblock = []\n".encode("utf-16"), "not UTF-8"),
    ("folder", None, "is a folder"),
    ("hostile-off", b"[audit]\nblock = []\n", "cannot turn off secret blocking"),
]


@pytest.fixture(scope="module")
def hooked_repo(tmp_path_factory: pytest.TempPathFactory) -> Repo:
    repo = Repo(tmp_path_factory.mktemp("hooked") / "repo")
    repo.write("README.md", "hello\n")
    repo.commit("init")
    subprocess.run([KENNING, "hooks", "install"], cwd=repo.path, check=True, capture_output=True)
    return repo


@pytest.mark.parametrize(
    ("content", "named"),
    [pytest.param(c, n, id=name) for name, c, n in BAD_REPO_CONFIGS],
)
@pytest.mark.slow
def test_a_bad_repo_config_still_blocks_secrets(
    hooked_repo: Repo, content: bytes | None, named: str
) -> None:
    repo = hooked_repo
    target = repo.path / ".kenning" / "config.toml"
    if target.is_dir():
        target.rmdir()
    target.unlink(missing_ok=True)
    target.parent.mkdir(exist_ok=True)
    if content is None:
        target.mkdir()
    else:
        target.write_bytes(content)
    repo.write("settings.py", f'AWS_KEY = "{SECRET}"\n')
    repo.git("add", "settings.py")
    proc = repo.git("commit", "-m", "leak", check=False)
    assert proc.returncode == 1, proc.stderr  # blocked, not "internal error, commit allowed"
    assert "[secret]" in proc.stderr and "internal error" not in proc.stderr
    assert str(target) in proc.stderr and named in proc.stderr  # which file, which key
    assert SECRET not in proc.stderr
    repo.git("reset", "-q")


@pytest.mark.daemon
def test_a_running_daemon_answers_the_hook_with_a_bad_repo_config_too(
    hooked_repo: Repo, kenning_home: Path
) -> None:
    repo = hooked_repo
    target = repo.path / ".kenning" / "config.toml"
    if target.is_dir():
        target.rmdir()
    target.parent.mkdir(exist_ok=True)
    target.write_bytes(b"[audit]\nblok = []\n")
    env = {"KENNING_EMBED__BACKGROUND": "false", "KENNING_BACKUP__DAILY": "false"}
    assert _run(kenning_home, "daemon", "start", env=env).returncode == 0
    try:
        repo.write("settings.py", f'AWS_KEY = "{SECRET}"\n')
        repo.git("add", "settings.py")
        proc = repo.git("commit", "-m", "leak", check=False)
        assert proc.returncode == 1 and "[secret]" in proc.stderr
        assert str(target) in proc.stderr and "audit.blok" in proc.stderr
        # the daemon itself answered (no fallback to the in-process command)
        answer = DaemonClient(kenning_home / "daemon.sock").call(
            "audit", {"cwd": str(repo.path), "env": {"PATH": os.environ["PATH"]}}
        )
        assert answer["code"] == 1 and any("audit.blok" in n for n in answer["notes"])
        repo.git("reset", "-q")
    finally:
        _run(kenning_home, "daemon", "stop")


@pytest.mark.slow
def test_a_damaged_store_still_blocks_secrets_in_the_hook(
    hooked_repo: Repo, kenning_home: Path
) -> None:
    repo = hooked_repo
    (repo.path / ".kenning" / "config.toml").unlink(missing_ok=True)
    (kenning_home / "kenning.db").write_bytes(b"garbage, not a database " * 200)
    repo.write("settings.py", f'AWS_KEY = "{SECRET}"\n')
    repo.git("add", "settings.py")
    proc = repo.git("commit", "-m", "leak", check=False)
    assert proc.returncode == 1 and "[secret]" in proc.stderr
    assert "rules not checked" in proc.stderr and "damaged" in proc.stderr
    repo.git("reset", "-q")


# -- LSP: every request is answered, even with params that do not fit ---------------


def _pos(line: Any, character: Any) -> dict[str, Any]:
    return {"line": line, "character": character}


def _bad_requests(uri: str) -> list[tuple[str, str, Any]]:
    doc = {"uri": uri}
    rng = {"start": _pos(-1, 0), "end": _pos(0, 0)}
    ctx: dict[str, Any] = {"diagnostics": []}
    return [
        ("hover-string", "textDocument/hover", "x"),
        ("hover-null", "textDocument/hover", None),
        ("hover-list", "textDocument/hover", [1, 2]),
        ("hover-no-position", "textDocument/hover", {"textDocument": doc}),
        (
            "hover-negative-line",
            "textDocument/hover",
            {"textDocument": doc, "position": _pos(-1, 0)},
        ),
        (
            "hover-negative-char",
            "textDocument/hover",
            {"textDocument": doc, "position": _pos(0, -5)},
        ),
        (
            "hover-huge",
            "textDocument/hover",
            {"textDocument": doc, "position": _pos(10**12, 10**12)},
        ),
        (
            "hover-line-text",
            "textDocument/hover",
            {"textDocument": doc, "position": _pos("one", 0)},
        ),
        ("action-string", "textDocument/codeAction", "x"),
        (
            "action-negative",
            "textDocument/codeAction",
            {"textDocument": doc, "range": rng, "context": ctx},
        ),
        ("command-string", "workspace/executeCommand", "x"),
        ("command-no-name", "workspace/executeCommand", {"arguments": []}),
    ]


def _unusable_requests(uri: str, missing: str) -> list[tuple[str, str, Any]]:
    """Params that fit the protocol's types but cannot be used (answered -32602 too)."""

    def command(name: str, *args: Any) -> dict[str, Any]:
        return {"command": name, "arguments": list(args)}

    rng = {"start": _pos(0, 0), "end": _pos(0, 3)}
    return [
        ("mark-no-id", "workspace/executeCommand", command("kenning.markHelpful")),
        ("mark-id-number", "workspace/executeCommand", command("kenning.markHelpful", 123)),
        ("explain-id-object", "workspace/executeCommand", command("kenning.explain", {"x": 1})),
        ("add-rule-no-range", "workspace/executeCommand", command("kenning.addRule", uri)),
        (
            "add-rule-negative-range",
            "workspace/executeCommand",
            command("kenning.addRule", uri, {"start": _pos(-1, 0), "end": _pos(0, 1)}),
        ),
        ("unknown-command", "workspace/executeCommand", command("kenning.nope")),
        (
            "hover-unopened-missing-file",
            "textDocument/hover",
            {"textDocument": {"uri": missing}, "position": _pos(0, 0)},
        ),
        (
            "action-not-a-uri",
            "textDocument/codeAction",
            {"textDocument": {"uri": "x"}, "range": rng, "context": {"diagnostics": []}},
        ),
    ]


@pytest.mark.slow
def test_lsp_answers_every_request_with_unreadable_params(
    tmp_path: Path, kenning_home: Path
) -> None:
    root = tmp_path / "ws"
    (root / ".git").mkdir(parents=True)
    uri = (root / "app.py").as_uri()
    lsp = RawLsp({**os.environ, "KENNING_HOME": str(kenning_home)})
    try:
        lsp.send(
            {
                "id": 1,
                "method": "initialize",
                "params": {"processId": None, "rootUri": root.as_uri(), "capabilities": {}},
            }
        )
        assert "result" in lsp.answer(1)
        lsp.send({"method": "initialized", "params": {}})
        lsp.send(
            {
                "method": "textDocument/didOpen",
                "params": {
                    "textDocument": {
                        "uri": uri,
                        "languageId": "python",
                        "version": 1,
                        "text": "x = 1\n",
                    }
                },
            }
        )
        cases = _bad_requests(uri)
        for n, (name, method, params) in enumerate(cases):
            msg_id = f"bad-{n}"
            lsp.send({"id": msg_id, "method": method, "params": params})
            error = lsp.answer(msg_id).get("error")
            assert error is not None and error["code"] == -32602, (name, error)
            assert method in error["message"]
        unusable = _unusable_requests(uri, (root / "gone.py").as_uri())
        for n, (name, method, params) in enumerate(unusable):
            msg_id = f"unusable-{n}"
            lsp.send({"id": msg_id, "method": method, "params": params})
            error = lsp.answer(msg_id).get("error")
            assert error is not None and error["code"] == -32602, (name, error)
            assert "Traceback" not in str(error) and "traceback" not in str(error)
        # a malformed notification gets no answer and breaks nothing
        lsp.send({"method": "textDocument/didChange", "params": "x"})
        # valid positions past the end of the document are answered normally
        lsp.send(
            {
                "id": "edge",
                "method": "textDocument/hover",
                "params": {"textDocument": {"uri": uri}, "position": _pos(2**31 - 1, 2**31 - 1)},
            }
        )
        assert lsp.answer("edge") == {"jsonrpc": "2.0", "id": "edge", "result": None}
        lsp.send({"id": "end", "method": "shutdown"})
        assert "error" not in lsp.answer("end")
    finally:
        lsp.close()
    assert (len(cases), len(unusable)) == (12, 8)


# -- a damaged database: typed errors, no writes, backups that bring it back --------

WORDS = [
    "deploy",
    "migration",
    "rollback",
    "cache",
    "token",
    "retry",
    "schema",
    "index",
    "flaky",
    "checkout",
]


def _claude_session(folder: Path, n: int, messages: int) -> None:
    """A Claude Code transcript of `messages` user/assistant turns."""
    sid = f"00000000-0000-4000-8000-{n:012d}"
    lines = []
    for i in range(messages):
        role = "user" if i % 2 == 0 else "assistant"
        words = " ".join(WORDS[(i * 7 + j + n) % len(WORDS)] for j in range(40))
        lines.append(
            orjson.dumps(
                {
                    "type": role,
                    "sessionId": sid,
                    "cwd": "/home/dev/shop",
                    "uuid": f"{role[0]}-{n}-{i}",
                    "parentUuid": None,
                    "timestamp": f"2026-03-02T09:{i // 60 % 60:02d}:{i % 60:02d}.000Z",
                    "message": {"role": role, "content": f"turn {i} of session {n}: {words}"},
                }
            )
        )
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{sid}.jsonl").write_bytes(b"\n".join(lines) + b"\n")


def _run(
    home: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return run_kenning(
        args, env={**os.environ, "KENNING_HOME": str(home), **(env or {})}, timeout=60
    )


@pytest.fixture(scope="module")
def populated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with sessions, messages and rules, checkpointed into one file."""
    root = tmp_path_factory.mktemp("populated")
    home = root / "home"
    claude = root / "claude"
    for n in range(4):
        _claude_session(claude / "projects" / "-home-dev-shop", n, 150)
    env = {
        "HOME": str(root),
        "CLAUDE_CONFIG_DIR": str(claude),
        "KENNING_EMBED__BACKEND": "hashing",
    }
    assert _run(home, "init", env=env).returncode == 0
    assert _run(home, "ingest", env=env).returncode == 0
    with Store.open(home / "kenning.db") as store:
        for i in range(40):
            # distinct words, so curation does not merge them into one rule
            words = " ".join(f"{WORDS[(i + j) % 10]}{i}x{j}" for j in range(12))
            rule = Rule(id="new", content=f"Always check {words} before deploying")
            add_rule(store, Settings(), rule)
    conn = sqlite3.connect(home / "kenning.db")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return home / "kenning.db"


def _pages(db: Path, table: str) -> list[int]:
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute(
            "SELECT pageno FROM dbstat WHERE name = ? ORDER BY pageno", (table,)
        ).fetchall()
    finally:
        conn.close()
    return [r[0] for r in rows]


def _scribble(db: Path, pages: list[int], seed: int) -> None:
    """Overwrite the body of each page (header bytes kept) with random bytes."""
    rng = random.Random(seed)
    size = 4096
    with db.open("r+b") as fh:
        for page in pages:
            fh.seek((page - 1) * size + 8)
            fh.write(rng.randbytes(size - 16))


def _damage(db: Path, how: str) -> str:
    """Damage `db` in place; returns the command that meets it first."""
    if how == "header":
        with db.open("r+b") as fh:
            fh.write(b"not an sqlite file at all" * 4)
        return "search"
    if how == "truncated":
        with db.open("r+b") as fh:
            fh.truncate(db.stat().st_size // 2)
        return "search"
    table, first = {
        "messages": ("messages", "search"),
        "messages-fts": ("messages_fts_data", "search"),
        "bullets": ("bullets", "playbook"),
        "schema": ("sqlite_schema", "search"),
    }[how]
    pages = _pages(db, table)
    leaves = pages[1:] if len(pages) > 1 else pages  # keep an interior root: bytes "in the middle"
    _scribble(db, leaves[: max(1, len(leaves) // 2)], seed=len(how))
    return first


FIRST = {
    "search": ("search", "deploy migration", "--json"),
    "playbook": ("playbook", "list", "--json"),
}
#: after the first command met the damage, each of these must refuse with the typed error
AFTER = [
    ("search", "rollback", "--json"),
    ("playbook", "list", "--json"),
    ("context", "fix the flaky checkout", "--json"),
    ("playbook", "add", "Never deploy on a Friday without a rollback plan", "--json"),
    ("mark", "b-0001", "--helpful", "--json"),
    ("sessions", "list", "--json"),
    ("status", "--json"),
    ("backup", "--json"),
    ("daemon", "start", "--json"),
]
DAMAGE = ["messages", "messages-fts", "bullets", "schema", "header", "truncated"]
#: after the first damage, a read and a write: what refuses them is the same marker
#: whatever the damage (store/db.py: corruption_marked), so every command of AFTER is
#: run once, on DAMAGE[0]
AFTER_SOME = [AFTER[0], AFTER[3]]


@pytest.mark.slow
@pytest.mark.parametrize("how", DAMAGE)
def test_a_damaged_store_is_met_with_the_typed_error_and_never_written(
    populated: Path, kenning_home: Path, how: str
) -> None:
    db = kenning_home / "kenning.db"
    shutil.copyfile(populated, db)
    assert _run(kenning_home, "backup").returncode == 0  # yesterday's good copy
    rules = _run(kenning_home, "playbook", "list", "--json").stdout
    first = _damage(db, how)
    before = db.read_bytes()
    met = _run(kenning_home, *FIRST[first])
    assert met.returncode == 1 and "Traceback" not in met.stderr, met.stderr
    assert orjson.loads(met.stdout)["error"]["kind"] == "store_corrupt"
    for args in AFTER if how == DAMAGE[0] else AFTER_SOME:
        proc = _run(kenning_home, *args)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, (args, proc.stderr)
        error = orjson.loads(proc.stdout)["error"]
        assert error["kind"] == "store_corrupt", (args, error)
        assert "kenning restore" in error["fix"]
    assert db.read_bytes() == before  # nothing was written into the damaged file
    wal = db.with_name(db.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    doctor = _run(kenning_home, "doctor", "--json")
    assert doctor.returncode == 1
    store_check = next(c for c in orjson.loads(doctor.stdout)["checks"] if c["name"] == "store")
    assert store_check["status"] == "broken" and "kenning restore" in store_check["fix"]
    # the way back: restore the checked backup, the damaged file kept aside
    restored = _run(kenning_home, "restore", "--json")
    assert restored.returncode == 0, restored.stderr
    aside = Path(orjson.loads(restored.stdout)["kept_aside"])
    assert aside.read_bytes() == before
    assert _run(kenning_home, "search", "deploy migration", "--json").returncode == 0
    assert _run(kenning_home, "doctor", "--json").returncode in (0, 1)
    assert _run(kenning_home, "playbook", "list", "--json").stdout == rules


#: random overwrites of a populated store (`python -m bench reliability`: 6; soak: 100)
OVERWRITES = scale(3, 6, 100)
PROBES = [
    ("search", "deploy migration", "--json"),
    ("context", "fix the flaky checkout", "--json"),
    ("playbook", "add", "Never deploy on a Friday without a rollback plan", "--json"),
]


@pytest.mark.slow
@pytest.mark.timeout(600)  # 6 x 13 short CLI runs (full): over two minutes on a loaded machine
def test_random_overwrites_are_never_a_traceback(populated: Path, kenning_home: Path) -> None:
    """Bytes anywhere past the header: each command answers, or refuses with the typed error."""
    db = kenning_home / "kenning.db"
    rng = random.Random(13)
    size = populated.stat().st_size
    outcomes: dict[str, int] = {}
    for _ in range(OVERWRITES):
        for leftover in kenning_home.glob("kenning.db*"):
            leftover.unlink()
        shutil.copyfile(populated, db)
        with db.open("r+b") as fh:
            fh.seek(rng.randrange(4096, size - 4096))
            fh.write(rng.randbytes(rng.choice([64, 512, 4096, 16384])))
        for args in [*PROBES, ("doctor", "--json")]:
            proc = _run(kenning_home, *args)
            assert "Traceback" not in proc.stderr and "sqlite3." not in proc.stderr, proc.stderr
            assert proc.returncode in (0, 1), (args, proc.stderr)
            if args[0] == "doctor":
                continue
            if proc.returncode == 1:
                assert orjson.loads(proc.stdout)["error"]["kind"] == "store_corrupt", args
            key = "refused" if proc.returncode else "answered"
            outcomes[key] = outcomes.get(key, 0) + 1
        # once the doctor (or a command) found it, nothing writes to it any more
        if marker_path(db).exists():
            before = db.read_bytes()
            add = _run(kenning_home, "playbook", "add", "Always pin the base image", "--json")
            assert add.returncode == 1 and db.read_bytes() == before
    assert sum(outcomes.values()) == OVERWRITES * len(PROBES)


@pytest.mark.slow
def test_doctor_finds_damage_no_command_has_read_yet(populated: Path, kenning_home: Path) -> None:
    db = kenning_home / "kenning.db"
    shutil.copyfile(populated, db)
    _damage(db, "messages")
    assert _run(kenning_home, "playbook", "list", "--json").returncode == 0  # rules are fine
    doctor = _run(kenning_home, "doctor", "--json")
    checks = {c["name"]: c for c in orjson.loads(doctor.stdout)["checks"]}
    assert doctor.returncode == 1 and "quick_check" in checks["store"]["detail"]
    # from now on nothing writes to it
    add = _run(kenning_home, "playbook", "add", "Always pin the base image", "--json")
    assert add.returncode == 1 and orjson.loads(add.stdout)["error"]["kind"] == "store_corrupt"


@pytest.mark.slow
def test_restore_refuses_a_damaged_backup_and_changes_nothing(
    populated: Path, kenning_home: Path
) -> None:
    db = kenning_home / "kenning.db"
    shutil.copyfile(populated, db)
    made = _run(kenning_home, "backup", "--json")
    backup = Path(orjson.loads(made.stdout)["path"])
    _damage(backup, "messages")
    before = db.read_bytes()
    proc = _run(kenning_home, "restore", "--json")
    assert proc.returncode == 1
    error = orjson.loads(proc.stdout)["error"]
    assert error["kind"] == "store_corrupt" and str(backup) in error["message"]
    assert db.read_bytes() == before and not list(kenning_home.glob("*.replaced"))


@pytest.mark.slow
def test_backup_refuses_to_copy_a_damaged_store(populated: Path, kenning_home: Path) -> None:
    db = kenning_home / "kenning.db"
    shutil.copyfile(populated, db)
    _damage(db, "bullets")
    proc = _run(kenning_home, "backup", "--json")
    assert proc.returncode == 1
    assert orjson.loads(proc.stdout)["error"]["kind"] == "store_corrupt"
    assert not list((kenning_home / "backups").glob("kenning-*"))  # nothing damaged kept


@pytest.mark.daemon
def test_a_running_daemon_stops_writing_once_the_store_is_marked(kenning_home: Path) -> None:
    user = kenning_home.parent / "user-home"
    folder = user / ".claude" / "projects" / "-home-dev-shop"
    _claude_session(folder, 1, 4)
    env = {
        "HOME": str(user),
        "KENNING_EMBED__BACKGROUND": "false",
        "KENNING_BACKUP__DAILY": "false",
    }
    db = kenning_home / "kenning.db"
    assert _run(kenning_home, "daemon", "start", env=env).returncode == 0
    try:
        status: dict[str, Any] = {}
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            status = orjson.loads(_run(kenning_home, "daemon", "status", "--json").stdout)
            if status["status"]["ingest"]["messages"] == 4:
                break
        assert status["status"]["ingest"]["messages"] == 4
        mark_corrupt(db, "database disk image is malformed")  # as another process found it
        _claude_session(folder, 2, 6)  # a new session the daemon would ingest
        while time.monotonic() < deadline:
            status = orjson.loads(_run(kenning_home, "daemon", "status", "--json").stdout)
            if status["status"]["ingest"]["errors"]:
                break
        assert "damaged" in (status["status"]["ingest"]["last_error"] or "")
    finally:
        _run(kenning_home, "daemon", "stop")
    clear_corruption_mark(db)
    with Store.open(db) as store:  # nothing of the new session was written
        assert store.query("SELECT count(*) FROM messages")[0][0] == 4


#: a global config file that cannot be used: (bytes, or None for a folder; what the error says)
BAD_GLOBAL_CONFIGS: list[tuple[str, bytes | None, str]] = [
    ("latin1", "[scoring]\n# café\n".encode("latin-1"), "not UTF-8"),
    ("utf16", "[scoring]\nstale_days = 3\n".encode("utf-16"), "not UTF-8"),
    ("binary", bytes(range(256)), "not UTF-8"),
    ("folder", None, "is a folder"),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("content", "says"), [pytest.param(c, s, id=n) for n, c, s in BAD_GLOBAL_CONFIGS]
)
def test_an_unusable_config_file_is_a_clear_error(
    kenning_home: Path, content: bytes | None, says: str
) -> None:
    path = kenning_home / "config.toml"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    for args in (("config", "show"), ("playbook", "list"), ("doctor",)):
        proc = _run(kenning_home, *args, "--json")
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, (args, proc.stderr)
        error = orjson.loads(proc.stdout)["error"]
        assert (
            error["kind"] == "config" and str(path) in error["message"] and says in error["message"]
        )
        assert error["fix"]
