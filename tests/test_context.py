"""The task briefing: ranking, scope, pitfalls, warnings, degraded notes, CLI and daemon."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.errors import UsageError
from kenning.daemon.core.models import Role, Rule, RuleState, RuleType, Scope, utcnow
from kenning.daemon.core.transcripts import Message, Session
from kenning.daemon.ingest.base import Checkpoint, ReadResult
from kenning.daemon.ingest.writer import write_result
from kenning.daemon.playbook.curate import add_rule, tombstone_add
from kenning.daemon.retrieval.context import build_context
from kenning.daemon.retrieval.embedding.embedder import MODELS_DIR_ENV, HashingEmbedder
from kenning.daemon.retrieval.search import Searcher
from kenning.daemon.retrieval.vectors.index import embed_pending
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

HASHING = {"KENNING_EMBED__BACKEND": "hashing"}


def _add(store: Store, content: str, **fields: Any) -> str:
    settings = Settings()
    return add_rule(store, settings, Rule(id="x", content=content, **fields)).rule.id


def _session(store: Store, sid: str, texts: list[str], workspace: str | None = None) -> None:
    now = utcnow()
    session = Session(
        id=f"claude_code:{sid}",
        agent="claude_code",
        native_id=sid,
        source_path=f"/logs/{sid}.jsonl",
        workspace=workspace,
        title=texts[0][:40],
        messages=[
            Message(
                key=str(i),
                idx=i,
                role=Role.USER if i % 2 == 0 else Role.ASSISTANT,
                text=t,
                created_at=now,
            )
            for i, t in enumerate(texts)
        ],
    )
    cp = Checkpoint(session.source_path, "claude_code", None, None, 0, 0, None, 0)
    write_result(store, ReadResult([session], cp), default_sanitizer())


@pytest.fixture
def seeded(store: Store, tmp_path: Path) -> dict[str, str]:
    other = tmp_path / "other-project"
    mine = tmp_path / "my-project"
    for folder in (other, mine):
        folder.mkdir()
    (mine / "pyproject.toml").write_text(
        '[project]\nname = "demo"\ndependencies = ["fastapi>=0.100", "httpx"]\n'
    )
    ids = {
        "http": _add(store, "Use httpx with retries and a timeout for every HTTP client call"),
        "unrelated": _add(store, "Write commit messages in the imperative mood"),
        "other_ws": _add(
            store,
            "Deploy the HTTP client service only from the release branch",
            scope=Scope.WORKSPACE,
            scope_key=str(other),
        ),
        "my_ws": _add(
            store,
            "HTTP client settings live in config/http.toml",
            scope=Scope.WORKSPACE,
            scope_key=str(mine),
        ),
        "python": _add(
            store, "Type hints on every public function", scope=Scope.LANGUAGE, scope_key="python"
        ),
        "rust": _add(
            store, "Prefer thiserror for library errors", scope=Scope.LANGUAGE, scope_key="rust"
        ),
        "fastapi": _add(
            store,
            "Declare response models on every route",
            scope=Scope.FRAMEWORK,
            scope_key="fastapi",
        ),
        "avoid": _add(
            store,
            "AVOID: retrying non-idempotent HTTP POST calls blindly",
            type=RuleType.ANTI_PATTERN,
        ),
    }
    ids["mine"] = str(mine)
    ids["other"] = str(other)
    return ids


def _ids(entries: list[Any]) -> list[str]:
    return [e.id for e in entries]


@pytest.mark.slow
def test_relevant_rule_ranks_first_and_scope_is_respected(
    store: Store, seeded: dict[str, str]
) -> None:
    mine = Path(seeded["mine"])
    (mine / "client.py").write_text("import httpx\n")
    result = build_context(
        store,
        Settings(),
        "add retries to the HTTP client",
        workspace=mine,
        file=mine / "client.py",
        limit=10,
    )
    ids = _ids(result.rules)
    assert ids[0] == seeded["http"]
    assert "retry" in result.rules[0].why[0] and "http" in result.rules[0].why[0]
    assert seeded["my_ws"] in ids  # this workspace's rule
    assert seeded["other_ws"] not in ids  # another workspace's rule, even though it matches words
    assert seeded["python"] in ids  # language from the file and pyproject.toml
    assert seeded["fastapi"] in ids  # framework from pyproject.toml dependencies
    assert seeded["rust"] not in ids
    assert seeded["unrelated"] not in ids
    assert result.languages == ["python"] and "fastapi" in result.frameworks
    python = next(r for r in result.rules if r.id == seeded["python"])
    assert python.why == ["scope: language python"]
    # pitfalls are their own list, never mixed into rules
    assert _ids(result.pitfalls) == [seeded["avoid"]]
    assert seeded["avoid"] not in ids


def test_no_workspace_means_no_workspace_rules_and_language_only_when_named(
    store: Store, seeded: dict[str, str]
) -> None:
    result = build_context(
        store, Settings(), "fix the HTTP client in rust", workspace=None, file=None, limit=10
    )
    ids = _ids(result.rules)
    assert seeded["other_ws"] not in ids and seeded["my_ws"] not in ids
    assert seeded["rust"] in ids and seeded["python"] not in ids


def test_trust_orders_equally_relevant_rules(store: Store) -> None:
    from kenning.daemon.core.models import FeedbackKind
    from kenning.daemon.playbook.curate import mark

    a = _add(store, "Cache the parsed config between requests")
    b = _add(store, "Cache the parsed templates between requests")
    for _ in range(4):
        mark(store, Settings(), b, FeedbackKind.HELPFUL)
    result = build_context(
        store, Settings(), "cache parsed between requests", workspace=None, file=None, limit=5
    )
    assert _ids(result.rules)[:2] == [b, a]
    assert result.rules[0].effective > result.rules[1].effective


def test_tombstone_warnings_from_task_and_file(store: Store, tmp_path: Path) -> None:
    tombstone_add(store, "requests.get", "we moved to httpx", replacement="httpx.get")
    tombstone_add(store, r"datetime\.utcnow\(\)", "naive datetimes", is_regex=True)
    source = tmp_path / "fetch.py"
    source.write_text("import datetime\n\nstamp = datetime.utcnow()\n")
    result = build_context(
        store,
        Settings(),
        "replace requests.get in the fetcher",
        workspace=None,
        file=source,
        limit=5,
    )
    found = {(w.pattern, w.found_in, w.line) for w in result.warnings}
    assert found == {("requests.get", "task", None), (r"datetime\.utcnow\(\)", "file", 3)}
    assert next(w for w in result.warnings if w.found_in == "task").replacement == "httpx.get"


@pytest.mark.slow
def test_history_comes_from_past_sessions(store: Store, seeded: dict[str, str]) -> None:
    _session(
        store,
        "s1",
        ["the http client times out on retries", "fixed it with httpx.Timeout(10)"],
        workspace=seeded["mine"],
    )
    _session(store, "s2", ["unrelated chat about lunch"])
    result = build_context(
        store,
        Settings(),
        "http client retries time out",
        workspace=Path(seeded["mine"]),
        file=None,
        limit=5,
    )
    assert result.history and {h.session_id for h in result.history} == {"claude_code:s1"}
    assert result.suggested_searches
    assert any("retries" in q or "client" in q for q in result.suggested_searches)


@pytest.mark.slow
def test_degraded_notes_with_the_hashing_embedder(store: Store, seeded: dict[str, str]) -> None:
    embedder = HashingEmbedder(dim=384)
    settings = Settings()
    searcher = Searcher(store, settings.search, embedder, degraded=True)
    before = build_context(
        store, settings, "retry HTTP calls", workspace=None, file=None, limit=5, searcher=searcher
    )
    assert any("kenning models install" in n for n in before.degraded)
    assert any("kenning embed --kind rule" in n for n in before.degraded)
    embed_pending(store, embedder, "bullet")
    after = build_context(
        store,
        settings,
        "retries timeout HTTP client call",
        workspace=None,
        file=None,
        limit=5,
        searcher=searcher,
    )
    assert not any("kenning embed" in n for n in after.degraded)
    assert after.embedder == embedder.name
    assert any(w.startswith("semantic") for r in after.rules for w in r.why)
    lexical_only = build_context(store, settings, "retry", workspace=None, file=None, limit=5)
    assert any(n.startswith("no embedder") for n in lexical_only.degraded)


def test_a_broken_repo_playbook_is_a_degraded_note(store: Store, tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / ".kenning").mkdir(parents=True)
    (repo / ".kenning" / "playbook.yaml").write_text("rules: [unclosed\n")
    _add(store, "Retry HTTP calls with backoff")
    result = build_context(store, Settings(), "retry HTTP", workspace=repo, file=None, limit=5)
    assert result.rules
    assert any(n.startswith("repo playbook skipped") for n in result.degraded)


@pytest.mark.parametrize(
    ("task", "limit", "needle"),
    [
        ("", 5, "task is empty"),
        ("   ", 5, "task is empty"),
        ("x", 0, "--limit"),
        ("x", 101, "--limit"),
    ],
)
def test_invalid_input(store: Store, task: str, limit: int, needle: str) -> None:
    with pytest.raises(UsageError) as err:
        build_context(store, Settings(), task, workspace=None, file=None, limit=limit)
    assert needle in err.value.message and err.value.fix


@pytest.mark.slow
def test_cli_errors(kenning: Any) -> None:
    r = kenning("context", "", "--json")
    assert r.code == 1 and r.json()["error"]["kind"] == "usage"
    r = kenning("context", "task", "--limit", "0")
    assert r.code == 1 and "--limit" in r.stderr and "Fix:" in r.stderr


def _cli_rules(kenning: Any, *args: str, input: str | None = None) -> dict[str, Any]:
    r = kenning("context", *args, "--json", input=input, env=HASHING)
    assert r.code == 0, r.stderr + r.stdout
    data: dict[str, Any] = r.json()
    return data


@pytest.mark.daemon
def test_cli_without_and_with_the_daemon_gives_the_same_rules(
    kenning: Any, store: Store, seeded: dict[str, str], tmp_path: Path
) -> None:
    mine = seeded["mine"]
    assert kenning("embed", "--kind", "rule", env=HASHING).code == 0
    args = ("add retries to the HTTP client", "--workspace", mine, "--limit", "5")
    cold = _cli_rules(kenning, *args)
    assert cold["source"] == "process"
    assert cold["rules"][0]["id"] == seeded["http"]
    piped = _cli_rules(kenning, "--workspace", mine, "--limit", "5", input=args[0])
    assert [r["id"] for r in piped["rules"]] == [r["id"] for r in cold["rules"]]
    human = kenning("context", *args, env=HASHING)
    assert human.code == 0 and seeded["http"] in human.stdout and "Pitfalls" in human.stdout
    surfaced = "SELECT count(*) FROM surfaced_rules WHERE place = 'context'"
    cold_logged = store.query(surfaced)[0][0]
    assert cold_logged >= 3 * len(cold["rules"])  # the learning loop sees what was shown

    started = kenning("daemon", "start", env=HASHING)
    assert started.code == 0, started.stderr + started.stdout
    try:
        warm = _cli_rules(kenning, *args)
        assert warm["source"] == "daemon"
        assert [r["id"] for r in warm["rules"]] == [r["id"] for r in cold["rules"]]
        assert [r["id"] for r in warm["pitfalls"]] == [r["id"] for r in cold["pitfalls"]]
        shown = len(warm["rules"]) + len(warm["pitfalls"])
        assert store.query(surfaced)[0][0] == cold_logged + shown  # logged once, by the daemon
        # the daemon reloads its warm playbook when a rule is added
        new = kenning("playbook", "add", "Retries need jitter on the HTTP client", "--json")
        new_id = new.json()["id"]
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            again = _cli_rules(kenning, *args)
            if new_id in [r["id"] for r in again["rules"]]:
                break
        assert new_id in [r["id"] for r in again["rules"]]
        assert again["source"] == "daemon"
        # bad input through the fast path still gets click's error and its fix
        bad = kenning("context", "", "--json", env=HASHING)
        assert bad.code == 1 and bad.json()["error"]["kind"] == "usage"
    finally:
        kenning("daemon", "stop")


@pytest.mark.slow
def test_similar_and_why_list_supporting_sessions(
    kenning: Any, store: Store, seeded: dict[str, str]
) -> None:
    _session(store, "s9", ["we agreed: use httpx with retries and a timeout everywhere"])
    r = kenning("similar", "httpx retries timeout", "--json", env=HASHING)
    assert r.code == 0, r.stderr
    assert r.json()["rules"][0]["id"] == seeded["http"]
    why = kenning("why", seeded["http"], "--json")
    assert why.code == 0, why.stderr
    sessions = why.json()["sessions"]
    assert [s["session_id"] for s in sessions] == ["claude_code:s9"]
    assert sessions[0]["via"] == "search"


@pytest.mark.slow
def test_real_model_matches_a_paraphrase(
    kenning: Any, store: Store, model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    target = _add(store, "Pin dependency versions in the lock file before releasing")
    _add(store, "Write commit messages in the imperative mood")
    assert kenning("embed", "--kind", "rule").code == 0
    r = kenning("context", "freeze package versions for the release build", "--json")
    assert r.code == 0, r.stderr
    data = r.json()
    assert data["embedder"] and "hashing" not in data["embedder"]
    assert not any("models install" in n for n in data["degraded"])
    assert data["rules"][0]["id"] == target
    assert any(w.startswith("semantic") for w in data["rules"][0]["why"])


def test_a_draft_shows_only_as_a_marked_candidate_when_it_matches_well(
    store: Store, tmp_path: Path
) -> None:
    draft = _add(
        store,
        "When `dbmate up` fails with `CREATE INDEX CONCURRENTLY cannot run inside a transaction "
        "block`, add `-- migrate:up transaction:false`",
        state=RuleState.PROPOSAL,
    )
    _add(store, "Write commit messages in the imperative mood")
    result = build_context(
        store, Settings(), "add a concurrent index on orders", workspace=None, file=None, limit=5
    )
    [entry] = [e for e in result.rules if e.id == draft]
    assert entry.state == "proposal" and any("proposal" in w for w in entry.why)
    assert entry.rank <= 0.7 * entry.relevance + 1e-9  # a candidate never outranks proven rules
    unrelated = build_context(
        store, Settings(), "rename the billing module", workspace=None, file=None, limit=5
    )
    assert draft not in [e.id for e in unrelated.rules]


def test_a_word_meets_its_concept_whatever_stemmer_cut_it() -> None:
    from kenning.daemon.retrieval.concepts import concepts_of

    # the briefing's stemmer cuts "migrations" to "migration", the thesaurus's to "migrate"
    assert concepts_of({"migration"}) == concepts_of({"migrations"}) == {"~schema-change"}


@pytest.mark.slow
def test_a_replaced_playbook_is_not_kept_alive_by_the_briefing(
    store: Store, seeded: dict[str, str]
) -> None:
    """The daemon reloads its playbook after every change: a briefing must not pin the old one."""
    import gc
    import weakref

    from kenning.daemon.playbook.book import Playbook

    seen: list[weakref.ref[Playbook]] = []
    for n in range(3):
        playbook = Playbook.load(store, Settings(), None)
        result = build_context(
            store,
            Settings(),
            "http client retries",
            workspace=None,
            file=None,
            limit=5,
            playbook=playbook,
        )
        assert seeded["http"] in _ids(result.rules), n
        seen.append(weakref.ref(playbook))
        del playbook, result
    gc.collect()
    assert [ref() is None for ref in seen] == [True, True, True]


def test_the_engine_embeds_the_rules_written_since_its_last_briefing(
    store: Store, seeded: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from kenning.daemon.core.config import load_config
    from kenning.daemon.core.models import FeedbackKind
    from kenning.daemon.playbook.curate import mark
    from kenning.daemon.retrieval.context_service import ContextEngine

    monkeypatch.setenv("KENNING_EMBED__BACKEND", "hashing")
    engine = ContextEngine(load_config(), source="daemon")
    vectors = "SELECT count(*) FROM embeddings WHERE kind = 'bullet'"
    first = engine.context(store, {"task": "http client retries", "limit": 5})
    assert seeded["http"] in [r["id"] for r in first["rules"]]
    embedded = store.query(vectors)[0][0]
    assert embedded == store.query("SELECT count(*) FROM bullets")[0][0]  # every rule, at first
    new = _add(store, "Jitter the backoff of the queue consumer")
    mark(store, Settings(), seeded["http"], FeedbackKind.HELPFUL)
    again = engine.context(store, {"task": "queue consumer backoff jitter", "limit": 5})
    # only what was written since is looked at: the new rule gets its vector
    assert store.query(vectors)[0][0] == embedded + 1
    assert new in [r["id"] for r in again["rules"]]
    assert not any("have no vector" in note for note in again["degraded"])


def test_a_new_engine_answers_threads_that_ask_at_once(
    store: Store, seeded: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # the daemon's pool asks a new engine from several threads at once: each must find the
    # model and its indexes together (one saw the model before its rule index was made)
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from kenning.daemon.core.config import load_config
    from kenning.daemon.retrieval.context_service import ContextEngine

    monkeypatch.setenv("KENNING_EMBED__BACKEND", "hashing")
    for _ in range(4):
        engine = ContextEngine(load_config(), source="daemon")
        start = threading.Barrier(8)

        def ask(_: int, engine: ContextEngine = engine, start: threading.Barrier = start) -> Any:
            with Store.open(store.path) as mine:
                start.wait()
                return engine.context(mine, {"task": "http client retries", "limit": 5})

        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(ask, range(8)))
        assert all(seeded["http"] in [r["id"] for r in a["rules"]] for a in answers)
