"""A cold `kenning context` (no daemon) answers from the store's index: the full path's briefing.

The same store, the same task: the briefing read from the stored index
(`retrieval/stored_index.py`, `ops/cold_context.py`) equals the one built
from the whole playbook, field for field; the stored keys follow every kind
of write; and the real console script answers this way without importing
click, pydantic or numpy.
"""

from __future__ import annotations

import fcntl
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import Settings, load_config
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Maturity,
    Rule,
    RuleKind,
    RuleState,
    Scope,
    Tombstone,
    utcnow,
)
from kenning.daemon.ops import OpContext, run
from kenning.daemon.ops.cold_context import cold_context
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.retrieval.briefing import context_params
from kenning.daemon.retrieval.context import build_context
from kenning.daemon.retrieval.scope_index import _ScopeIndex
from kenning.daemon.retrieval.stored_index import StoredScopeIndex, stored_rules, sync
from kenning.daemon.store import rule_keys
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import rule_id_for, tombstone_id_for
from kenning.daemon.store.rules import RuleRepo

from .reliability_scale import scale

_DO = ["add", "fix", "refactor", "review", "speed up", "migrate", "test", "document"]
_THINGS = [
    "retries in the http client",
    "the database migration",
    "flaky tests with fixtures",
    "logging of errors",
    "the release pipeline",
    "type hints",
    "the react component state",
    "django views",
    "the cache invalidation",
    "connection pool timeouts",
    "git hooks",
    "the docker image",
]
_TAGS = ["python", "sql", "ci", "web", "ops", "testing", "lesson:error-fix"]
_LANGS = ["python", "Python", "typescript", "go", " rust "]
_FRAMEWORKS = ["django", "react", "fastapi"]
_TASK_KEYS = ["database migration", "release", "flaky tests", "docker"]


def _projects(root: Path) -> dict[str, Path]:
    """Two projects with manifests (their stack scopes rules) and a third folder."""
    py = root / "py-project"
    web = root / "web-project"
    bare = root / "bare"
    for folder in (py, web, bare):
        folder.mkdir()
    (py / "pyproject.toml").write_text(
        '[project]\nname = "demo"\ndependencies = ["django>=4", "httpx"]\n'
    )
    (py / "app.py").write_text("import os\nos.system('pip install httpx')\n")
    (web / "package.json").write_text('{"dependencies": {"react": "18.0.0"}}')
    (web / "app.ts").write_text("export const x = 1;\n")
    return {"py": py, "web": web, "bare": bare}


def _fill(
    store: Store, n: int, places: dict[str, Path], *, seed: int = 3, marks: bool = True
) -> None:
    """`n` rules of every scope, kind, state and maturity, some marked, some pinned."""
    rng = random.Random(seed)
    now = utcnow()
    repo = RuleRepo(store)
    events = []
    with store.transaction():
        for i in range(n):
            text = f"{rng.choice(_DO).capitalize()} {rng.choice(_THINGS)} carefully ({i})"
            scope = rng.choice(list(Scope))
            key: str | None = None
            if scope == Scope.WORKSPACE:
                key = rng.choice([str(places["py"]), str(places["web"]), "py-project", "elsewhere"])
            elif scope == Scope.LANGUAGE:
                key = rng.choice(_LANGS)
            elif scope == Scope.FRAMEWORK:
                key = rng.choice(_FRAMEWORKS)
            elif scope == Scope.TASK:
                key = rng.choice(_TASK_KEYS)
            if rng.random() < 0.1:
                key = rng.choice([None, "", "  "])  # a scope without a key
            created = now - timedelta(days=rng.uniform(0, 300))
            rule = Rule(
                id=rule_id_for(text),
                content=text,
                category=rng.choice(["testing", "style", "error-fix", "convention", "general"]),
                tags=rng.sample(_TAGS, rng.randint(0, 3)),
                scope=scope,
                scope_key=key,
                kind=rng.choice(list(RuleKind)),
                state=rng.choice([RuleState.ACTIVE] * 6 + [RuleState.PROPOSAL, RuleState.RETIRED]),
                maturity=rng.choice(list(Maturity)),
                pinned=rng.random() < 0.05,
                created_at=created,
                updated_at=created,
            )
            repo.insert(rule)
            for _ in range(rng.randint(0, 6) if marks else 0):
                kind = FeedbackKind.HELPFUL if rng.random() < 0.75 else FeedbackKind.HARMFUL
                when = now - timedelta(days=rng.uniform(0, 200))
                events.append(FeedbackEvent(rule_id=rule.id, kind=kind, created_at=when))
        repo.add_events(events)
        repo.insert_tombstone(
            Tombstone(
                id=tombstone_id_for("pip install"),
                pattern="pip install",
                reason="the project uses uv",
                replacement="uv add",
            )
        )


def _tasks(count: int, seed: int = 5) -> list[str]:
    rng = random.Random(seed)
    out = [f"{rng.choice(_DO)} {rng.choice(_THINGS)}" for _ in range(count)]
    # words of the scopes: a language, a framework, a task key, a repository's name
    return [
        *out,
        "write python type hints for the django views",
        "rust error handling in the release pipeline",
        "a database migration for the react app",
        "pip install the docker image deps",
        "carefully",
        "zzz nothing matches this",
    ]


def _without_timing(data: dict[str, Any]) -> dict[str, Any]:
    out = dict(data)
    out.pop("took_ms")
    return out


@pytest.fixture
def places(tmp_path: Path) -> dict[str, Path]:
    return _projects(tmp_path)


#: tasks compared in every situation and limit (`python -m bench long`: 30, as before the cut)
WHOLE_PLAYBOOK_TASKS = scale(10, 30, 30)


@pytest.mark.slow
def test_the_stored_index_gives_the_whole_playbooks_briefing(
    store: Store, places: dict[str, Path]
) -> None:
    _fill(store, 400, places)
    settings = Settings()
    plain = load_config().plain()
    now = utcnow()
    situations: list[tuple[Path | None, Path | None]] = [
        (None, None),
        (places["py"], None),
        (places["py"], places["py"] / "app.py"),
        (places["web"], places["web"] / "app.ts"),
        (places["bare"], None),
    ]
    shown = briefings = 0
    # one load for every briefing, as the daemon keeps its playbook between requests
    playbook = Playbook.load(store, settings, None, now=now)
    for task in _tasks(WHOLE_PLAYBOOK_TASKS):
        for workspace, file in situations:
            for limit in (3, 10):
                full = build_context(
                    store,
                    settings,
                    task,
                    workspace=workspace,
                    file=file,
                    limit=limit,
                    playbook=playbook,
                ).to_json()
                cold = build_context(
                    store,
                    plain,
                    task,
                    workspace=workspace,
                    file=file,
                    limit=limit,
                    stored=stored_rules(store, plain, task, now=now),
                ).to_json()
                assert _without_timing(cold) == _without_timing(full), (task, workspace, file)
                shown += len(full["rules"]) + len(full["pitfalls"])
                briefings += 1
    # the briefings were not empty: more than 5 rules or pitfalls in 3 briefings (500 in 300)
    assert shown * 3 > briefings * 5
    warned = build_context(
        store, plain, "pip install it", workspace=None, file=None, limit=5,
        stored=stored_rules(store, plain, "pip install it", now=now),
    )  # fmt: skip
    assert [w.pattern for w in warned.warnings] == ["pip install"]


def _stored_df(store: Store, keys: set[str]) -> dict[str, int]:
    return rule_keys.counts(store, keys)


def _assert_index_matches(store: Store) -> int:
    """The stored keys, once synced, count what the warm index counts; the rules
    the sync keyed."""
    keyed = sync(store)
    warm = _ScopeIndex.of(Playbook.load(store, Settings(), None))
    _, n = rule_keys.synced(store)
    assert n == warm.n
    every = set(warm.df) | {"retry", "~nothing", "zzz"}
    assert _stored_df(store, every) == warm.df
    return keyed


@pytest.mark.slow
def test_the_stored_keys_follow_every_write(store: Store, places: dict[str, Path]) -> None:
    _fill(store, 120, places)
    live = _assert_index_matches(store)  # built whole the first time
    assert live == len(RuleRepo(store).load_rows((RuleState.ACTIVE, RuleState.PROPOSAL)))
    repo = RuleRepo(store)
    rules = repo.list()
    first, second, third = rules[0], rules[1], rules[2]
    with store.transaction():
        repo.update(replace(first, content="Pin the retry budget of the pool"))
        repo.update(replace(second, state=RuleState.RETIRED))
        repo.delete(third.id)
        added = Rule(id=rule_id_for("Cache the docker layers"), content="Cache the docker layers")
        repo.insert(added)
        repo.add_events([FeedbackEvent(rule_id=added.id, kind=FeedbackKind.HELPFUL)])
    before, _ = rule_keys.synced(store)
    assert _assert_index_matches(store) == 4  # patched: the log names the four rules
    assert rule_keys.synced(store)[0] == store.playbook_version() != before
    alive = [r for r in rules[4:] if r.state != RuleState.RETIRED]
    with store.transaction():  # a tombstone's write is not logged by rule: digests compared
        repo.insert_tombstone(
            Tombstone(id=tombstone_id_for("eval("), pattern="eval(", reason="unsafe")
        )
        repo.update(replace(alive[0], tags=["docker", "release"]))
        repo.update(replace(alive[1], state=RuleState.RETIRED))
    assert _assert_index_matches(store) == 2  # the one whose tags moved, the one retired
    with store.transaction():  # more writes than the log keeps: digests compared
        for _ in range(1100):
            repo.add_events([FeedbackEvent(rule_id=alive[2].id, kind=FeedbackKind.HELPFUL)])
        repo.update(replace(alive[3], content="Squash the fixtures"))
    assert _assert_index_matches(store) == 1
    with store.transaction():  # most rules moved, and a gap in the log: keyed whole
        for rule in alive[4:]:
            repo.update(replace(rule, content=rule.content + " today"))
        repo.delete_tombstone(tombstone_id_for("eval("))
    assert _assert_index_matches(store) == len(
        RuleRepo(store).load_rows((RuleState.ACTIVE, RuleState.PROPOSAL))
    )
    assert sync(store) == 0  # nothing written since


def test_scoped_rules_are_read_by_the_keys_the_situation_selects(
    store: Store, places: dict[str, Path]
) -> None:
    _fill(store, 200, places)
    sync(store)
    index = StoredScopeIndex.read(store, "fix the django views")
    # raw keys filed as the warm index files them: " rust " and "Python" by their key
    assert index.languages["rust"] == {" rust "}
    assert index.languages["python"] == {"python", "Python"}
    warm = _ScopeIndex.of(Playbook.load(store, Settings(), None))
    assert set(index.languages) == {k for k, ids in warm.languages.items() if ids}
    for name in ("python", "rust"):
        assert index.ids_of("languages", name) == warm.languages[name]
    assert index.always == warm.always


@pytest.mark.slow
def test_cold_context_is_the_context_operation_without_the_playbook(
    store: Store, places: dict[str, Path]
) -> None:
    _fill(store, 150, places, marks=False)  # unmarked: scores do not move between the two
    loaded = load_config()
    for task in _tasks(8):
        params = context_params(task, places["py"], places["py"] / "app.py", 10)
        cold = cold_context(loaded, params)
        assert cold is not None
        ctx = OpContext(loaded, lambda: store, source="process", warm=False)
        assert _without_timing(cold) == _without_timing(run(ctx, "context", params))


def test_a_repository_playbook_file_is_left_to_the_whole_playbook(
    store: Store, places: dict[str, Path]
) -> None:
    (places["py"] / ".git").mkdir()
    (places["py"] / ".kenning").mkdir()
    (places["py"] / ".kenning" / "playbook.yaml").write_text("rules: []\n")
    params = context_params("fix the django views", places["py"], None, 10)
    assert cold_context(load_config(), params) is None


def _opener(store: Store) -> Any:
    return lambda: store


@contextmanager
def _starting_daemon(home: Path) -> Iterator[None]:
    """Hold the pidfile as a daemon that is starting: the command answers cold and
    starts none (a test must not leave a daemon behind)."""
    with (home / "daemon.pid").open("a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fh.write(f"{os.getpid()}\n")
        fh.flush()
        yield


_PROBE = """
import sys
from kenning.daemon.cli import main
sys.argv = ["kenning", *sys.argv[1:]]
try:
    main()
finally:
    heavy = sorted(m for m in ("click", "pydantic", "numpy", "yaml") if m in sys.modules)
    print(" ".join(heavy) or "-", file=sys.stderr)
"""


@pytest.mark.slow
def test_the_cli_answers_cold_from_the_index_without_heavy_imports(
    kenning_home: Path, places: dict[str, Path], tmp_path: Path
) -> None:
    with Store.open(kenning_home / "kenning.db") as store:
        _fill(store, 300, places, marks=False)
    env = {**os.environ, "KENNING_DAEMON__AUTOSTART": "true"}
    loaded = load_config()
    with _starting_daemon(kenning_home):
        for task in _tasks(4, seed=9):
            argv = [task, "--workspace", str(places["py"]), "--json"]
            proc = subprocess.run(
                [sys.executable, "-c", _PROBE, "context", *argv],
                capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
            )  # fmt: skip
            assert proc.returncode == 0, proc.stderr
            assert proc.stderr.strip().splitlines()[-1] == "-"  # no click, pydantic, numpy
            got = json.loads(proc.stdout)
            assert got["source"] == "process" and got["embedder"] is None
            params = context_params(task, places["py"], None, 10)
            with Store.open(kenning_home / "kenning.db") as store:
                ctx = OpContext(loaded, _opener(store), source="process", warm=False)
                want = run(ctx, "context", params)
            assert _without_timing(got) == _without_timing(want)
    assert not (kenning_home / "daemon.sock").exists()


@pytest.mark.slow
def test_the_console_script_answers_cold(
    kenning: Any, kenning_home: Path, places: dict[str, Path]
) -> None:
    with Store.open(kenning_home / "kenning.db") as store:
        _fill(store, 60, places, marks=False)
    env = {"KENNING_DAEMON__AUTOSTART": "true"}
    with _starting_daemon(kenning_home):
        data = kenning(
            "context", "fix the django views", "--workspace", str(places["py"]), "--json",
            env=env, check=True,
        ).json()  # fmt: skip
        human = kenning("context", "fix the django views", env=env, check=True)
    assert data["source"] == "process" and data["languages"] == ["python"]
    assert data["degraded"][0].startswith("answered")
    assert "Context for: fix the django views" in human.stdout
