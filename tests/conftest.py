"""Shared fixtures: every test gets its own KENNING_HOME; the CLI runs as a real process
(forked from a warm one: tests/cli_fork.py)."""

from __future__ import annotations

import fcntl
import os
import shutil
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import settings

from kenning.daemon.store.db import Store

from .cli_fork import KENNING as KENNING  # the console script, for the modules that run it
from .cli_fork import run_kenning
from .system_tools import missing

#: CI runs every test: there a missing system tool fails its tests instead of skipping them
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")
#: the tests a missing system tool skipped (or failed, in CI), per tool
MISSING_TOOL_TESTS: Counter[str] = Counter()

# Bytecode is written whatever the environment says, as `make test` does (the Makefile
# unexports PYTHONDONTWRITEBYTECODE): without it each worker rewrites every test
# module's asserts again (~10 s of CPU) and every `kenning` process the tests run
# compiles the modules it imports (~0.1 s each). Set before any test module is imported.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# Property tests assert behaviour, not speed: hypothesis's default 200 ms per
# example fails them on a loaded machine (speed lives in bench/).
settings.register_profile("kenning", deadline=None)
settings.load_profile("kenning")


#: each test file's measured seconds (`python -m bench.suite_order` writes the list)
SUITE_COSTS = Path(__file__).with_name("suite_costs.tsv")


def file_costs(path: Path = SUITE_COSTS) -> dict[str, float]:
    """`tests/test_x.py` → its seconds in the last measured run of the suite."""
    if not path.exists():
        return {}
    rows = (line.split("\t") for line in path.read_text("utf-8").splitlines())
    return {c[1]: float(c[0]) for c in rows if len(c) == 2 and not c[0].startswith("#")}


def costliest_first(items: list[pytest.Item], costs: dict[str, float]) -> list[pytest.Item]:
    """The items, their files ordered by cost (a file not in `costs` first: not known),
    each file's items in their own order, contiguous."""
    first: dict[str, int] = {}
    for i, item in enumerate(items):
        first.setdefault(item.nodeid.split("::")[0], i)

    def key(item: pytest.Item) -> tuple[float, int]:
        file = item.nodeid.split("::")[0]
        return (-costs.get(file, float("inf")), first[file])

    return sorted(items, key=key)


def pytest_configure(config: pytest.Config) -> None:
    """pytest-xdist hands out files in the order of the collection, not by their count of
    tests: the order `pytest_collection_modifyitems` gives them, costliest first."""
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark tests by the costly fixtures they use, so `make check` can leave them out;
    order the files costliest first, so the suite's last file is a short one."""
    items[:] = costliest_first(items, file_costs())
    for item in items:
        fixtures = getattr(item, "fixturenames", ())
        if "pg_cluster" in fixtures:
            item.add_marker(pytest.mark.needs("postgres"))
        if "daemon" in fixtures or "shared_daemon" in fixtures:
            item.add_marker(pytest.mark.daemon)
        if "model_root" in fixtures:  # the real embedding model
            item.add_marker(pytest.mark.slow)


#: the user property a test skipped (or failed) for a missing tool carries: its report
#: reaches the process that prints the summary, also from a pytest-xdist worker
MISSING_TOOL = "missing_tool"


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Skip a test whose system tool (`@pytest.mark.needs("nvim")`) is missing, by name."""
    for marker in item.iter_markers("needs"):
        for name in marker.args:
            reason = missing(name)
            if reason is None:
                continue
            item.user_properties.append((MISSING_TOOL, name))
            if IN_CI:
                pytest.fail(f"missing tool {name} (CI runs every test): {reason}", pytrace=False)
            pytest.skip(f"missing tool {name}: {reason}")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Count the tests a missing tool skipped or failed (their setup reports)."""
    if report.when != "setup":
        return
    for key, value in report.user_properties:
        if key == MISSING_TOOL:
            MISSING_TOOL_TESTS[str(value)] += 1


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """One line counting the tests each missing system tool skipped (or failed, in CI)."""
    if not MISSING_TOOL_TESTS:
        return
    counts = ", ".join(f"{name} {n}" for name, n in sorted(MISSING_TOOL_TESTS.items()))
    verb = "failed (CI is set)" if IN_CI else "skipped"
    terminalreporter.write_line(
        f"{verb} for missing tools: {counts}; install them with `.ci/system-deps` as root",
        yellow=not IN_CI,
        red=IN_CI,
        bold=True,
    )


#: environment variables that relocate an agent's session folder
AGENT_ENV = (
    "CLAUDE_CONFIG_DIR",
    "CODEX_HOME",
    "GEMINI_DIR",
    "GEMINI_CLI_HOME",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
    "XDG_STATE_HOME",
    "XDG_CACHE_HOME",
    "APPDATA",
    "LOCALAPPDATA",
    "OPENCODE_DATA_DIR",
    "AMP_DATA_DIR",
    "COPILOT_HOME",
    "CURSOR_USER_DATA_DIR",
    "AIDER_HISTORY_DIR",
)


@pytest.fixture(autouse=True)
def kenning_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point KENNING_HOME at a fresh folder and drop any KENNING_* from the real env.

    KENNING_MODELS_DIR stays: it points at the embedding model `make test`
    installed once, shared read-only by every test. `daemon.autostart` is off:
    a command must not leave a daemon behind (tests/test_ops.py turns it on).
    """
    env = _isolated_env(tmp_path, os.environ)
    for name in set(os.environ) - env.keys():
        monkeypatch.delenv(name)
    for name in _ISOLATING:
        monkeypatch.setenv(name, env[name])
    return Path(env["KENNING_HOME"])


#: the variables `_isolated_env` sets; every other it keeps or drops
_ISOLATING = ("KENNING_HOME", "KENNING_DAEMON__AUTOSTART", "HOME")


def _isolated_env(root: Path, environ: Mapping[str, str]) -> dict[str, str]:
    """`environ` for a test of its own under `root`: its KENNING_HOME and HOME made there,
    no KENNING_* but the models folder, the daemon's autostart off, and no agent's folder
    variable (the agents' default folders hang off HOME and their own variables: a test
    must never see the real ~/.claude or ~/.codex of the machine)."""
    env = {
        k: v
        for k, v in environ.items()
        if k not in AGENT_ENV and (not k.startswith("KENNING_") or k == "KENNING_MODELS_DIR")
    }
    for folder in ("kenning-home", "user-home"):
        (root / folder).mkdir()
    env |= {
        "KENNING_HOME": str(root / "kenning-home"),
        "KENNING_DAEMON__AUTOSTART": "false",
        "HOME": str(root / "user-home"),
    }
    return env


@pytest.fixture(scope="session")
def store_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store migrated once per worker, closed (its WAL folded in): the file `store` copies."""
    path = tmp_path_factory.mktemp("store-template") / "kenning.db"
    Store.open(path).close()
    return path


@pytest.fixture
def store(kenning_home: Path, store_template: Path) -> Iterator[Store]:
    """A real, migrated SQLite store in the test's KENNING_HOME.

    A copy of the worker's migrated template (~4 ms, not a migration per test),
    with an origin of its own for the team's rows, as a store made here would have.
    Opening it finds every migration applied; tests/test_store.py runs them on new files.
    """
    path = kenning_home / "kenning.db"
    if not path.exists():  # a daemon started first holds it open: never copy over a live file
        shutil.copyfile(store_template, path)
        path.chmod(0o600)
    s = Store.open(path)
    with s.transaction():
        s.execute("UPDATE meta SET value = ? WHERE key = 'team_origin'", (str(uuid.uuid4()),))
    yield s
    s.close()


@dataclass
class Result:
    code: int
    stdout: str
    stderr: str

    def json(self) -> Any:
        return orjson.loads(self.stdout)


@pytest.fixture
def kenning(kenning_home: Path, tmp_path: Path) -> Any:
    """Run the real `kenning` command as a process: `kenning("playbook", "list", "--json")`.

    Forked from a warm process that imported the command's modules once
    (tests/cli_fork.py); started from nothing with `KENNING_TESTS_EXEC=1`."""

    def run(
        *args: str,
        input: str | None = None,
        cwd: Path | None = None,
        env: dict[str, str] | None = None,
        check: bool | None = None,
    ) -> Result:
        full_env = {**os.environ, **(env or {})}
        proc = run_kenning(args, input=input, cwd=cwd or tmp_path, env=full_env, timeout=60)
        result = Result(proc.returncode, proc.stdout, proc.stderr)
        if check is True and proc.returncode != 0:
            raise AssertionError(f"kenning {' '.join(args)} failed: {proc.stderr}{proc.stdout}")
        return result

    return run


@pytest.fixture
def daemon(kenning: Any, kenning_home: Path) -> Iterator[Path]:
    """A real daemon process (`kenning daemon start`); its socket."""
    kenning("daemon", "start", check=True)
    yield kenning_home / "daemon.sock"
    kenning("daemon", "stop")


@pytest.fixture(scope="module")
def _module_daemon(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """One daemon for a module's tests: the environment of its KENNING_HOME, built as
    `kenning_home` builds a test's (`_isolated_env`)."""
    root = tmp_path_factory.mktemp("module-daemon")
    env = _isolated_env(root, os.environ)
    started = run_kenning(["daemon", "start"], env=env, cwd=root)
    assert started.returncode == 0, started.stderr
    yield env
    run_kenning(["daemon", "stop"], env=env, cwd=root)


@pytest.fixture
def shared_daemon(
    _module_daemon: dict[str, str], kenning_home: Path, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """The module's one running daemon (`daemon`'s, started once for the module's tests
    that only ask it): KENNING_HOME and HOME point at its folders; its socket.

    For tests whose answers do not depend on the store's state before them: what one
    test writes, the next sees."""
    for name in ("KENNING_HOME", "HOME"):
        monkeypatch.setenv(name, _module_daemon[name])
    return Path(_module_daemon["KENNING_HOME"]) / "daemon.sock"


@pytest.fixture(scope="session")
def model_root() -> Path:
    """The models folder holding the real offline embedding model, installed once.

    `make test` installs it in the per-user models folder and exports
    KENNING_MODELS_DIR; a bare `pytest` installs it there too (idempotent).
    """
    from kenning.daemon.retrieval.embedding.embedder import MODELS_DIR_ENV, default_models_dir
    from kenning.daemon.retrieval.embedding.install import install_model

    root = Path(os.environ.get(MODELS_DIR_ENV) or default_models_dir())
    root.mkdir(parents=True, exist_ok=True)
    # one install at a time: pytest-xdist's workers each ask for this fixture, and a
    # second install would replace the folder the first worker's tests are reading
    with (root / ".tests-install.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        install_model(root)
    return root


@pytest.fixture
def zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], None]]:
    """Set the local time zone (`zone("Asia/Kolkata")`; UTC until then), restored after."""

    def use(name: str) -> None:
        monkeypatch.setenv("TZ", name)
        time.tzset()

    use("UTC")
    yield use
    monkeypatch.undo()
    time.tzset()


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Any]:
    """One throw-away PostgreSQL cluster per test session (tests/pg_cluster.py)."""
    from tests.pg_cluster import PgCluster

    try:
        cluster = PgCluster()
    except RuntimeError as exc:  # the binaries are missing: fail, naming the package
        pytest.fail(str(exc))
    try:
        yield cluster
    finally:
        cluster.close()


@pytest.fixture
def laptops(tmp_path: Path) -> Iterator[Any]:
    """The stores of several laptops (the team tests): `laptops("a")` → a real SQLite file each."""
    opened: list[Store] = []

    def open_one(name: str) -> Store:
        s = Store.open(tmp_path / f"{name}.db")
        opened.append(s)
        return s

    yield open_one
    for s in opened:
        s.close()


@pytest.fixture
def pg_url(pg_cluster: Any) -> Iterator[str]:
    """A fresh database in the session's PostgreSQL cluster: its URL (as the superuser).
    Dropped after the test."""
    url = str(pg_cluster.database())
    yield url
    pg_cluster.drop(url)


#: where docs/team.md keeps the SQL an admin runs once to create the roles
TEAM_ROLES_SQL = "<!-- roles -->"


@pytest.fixture(scope="session")
def pg_roles(pg_cluster: Any) -> Any:
    """The group roles of docs/team.md, made in the session's cluster by the SQL the
    doc gives (its block after `<!-- roles -->`)."""
    import psycopg

    doc = (Path(__file__).parent.parent / "docs" / "team.md").read_text()
    block = doc.split(TEAM_ROLES_SQL, 1)[1].split("```sql", 1)[1].split("```", 1)[0]
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute(block)
    return pg_cluster


@pytest.fixture
def team_url(pg_roles: Any) -> Iterator[Callable[..., str]]:
    """A fresh database whose kenning tables the admin made (`kenning team init`, team
    "web"): `team_url("alice")` is its URL logging in as member alice (a role of
    kenning_member, made when first asked), `team_url("dana", admin=True)` as an admin,
    `team_url()` as the superuser that owns the tables."""
    from kenning.daemon.team.sync import init

    cluster = pg_roles
    url = str(cluster.database())
    init(url, "web")

    def as_member(name: str | None = None, *, admin: bool = False) -> str:
        if name is None:
            return url
        cluster.member(name, admin=admin)
        return str(cluster.as_role(url, name))

    yield as_member
    cluster.drop(url)
