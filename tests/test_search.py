"""Search: safe FTS5 queries, lexical/semantic/hybrid ranking, filters, the CLI."""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kenning.daemon.core.config import SearchConfig
from kenning.daemon.core.errors import UsageError
from kenning.daemon.core.models import content_hash, to_iso, utcnow
from kenning.daemon.retrieval.embedding.embedder import MODELS_DIR_ENV, HashingEmbedder
from kenning.daemon.retrieval.embedding.quant import QUANT_SCHEME
from kenning.daemon.retrieval.search import (
    Searcher,
    SearchFilters,
    SearchHit,
    coverage_rerank,
    fts_query,
    fuse,
    lexical_ranked,
    lexical_rules,
    lexical_search,
    make_snippet,
    plan_match,
    selective_match,
)
from kenning.daemon.retrieval.vectors.index import embed_pending
from kenning.daemon.store.db import Store

Msg = tuple[str, str]  # (role, text)


def add_session(
    store: Store,
    sid: str,
    messages: Sequence[Msg],
    *,
    agent: str = "claude-code",
    workspace: str = "/work/app",
    title: str | None = "a session",
    age_days: float = 0,
) -> list[int]:
    """Write one session and its messages through SQL into the m002 tables."""
    when = to_iso(utcnow() - timedelta(days=age_days))
    ids = []
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, workspace, title, "
            "started_at, message_count, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (sid, agent, sid, f"/logs/{sid}.jsonl", workspace, title, when, len(messages), when),
        )
        for idx, (role, text) in enumerate(messages):
            cur = conn.execute(
                "INSERT INTO messages (session_id, key, idx, role, text, created_at, source_line, "
                "content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (sid, f"k{idx}", idx, role, text, when, idx + 1, content_hash(text)),
            )
            ids.append(int(cur.lastrowid or 0))
    return ids


@pytest.fixture
def corpus(store: Store) -> Store:
    add_session(
        store,
        "s1",
        [
            ("user", "pytest fails with ModuleNotFoundError: No module named 'kenning.daemon'"),
            ("assistant", "The package was not installed: run pip install -e . to fix the import"),
        ],
        agent="claude-code",
        workspace="/work/app",
    )
    add_session(
        store,
        "s2",
        [
            ("user", "Always use tabs for indentation in the Makefile"),
            ("assistant", "Noted, Makefile recipes need tabs."),
        ],
        agent="codex",
        workspace="/work/app/sub",
        age_days=10,
    )
    add_session(
        store,
        "s3",
        [("user", "Connection refused on localhost:5432 when the tests start")],
        agent="codex",
        workspace="/work/app2",
        age_days=40,
    )
    return store


# -- query building ----------------------------------------------------------------


def test_fts_query_quotes_every_term_and_drops_stopwords() -> None:
    assert fts_query("how do I fix the flaky test") == '"fix" OR "flaky" OR "test"'
    assert fts_query('the "exact phrase" here') == '"exact phrase" OR "here"'
    # an identifier stays a phrase; a hyphenated word of prose does not (test_query.py)
    assert fts_query("np.linalg.norm foo-bar") == '"np linalg norm" OR "foo" OR "bar"'
    assert fts_query("kenn*") == '"kenn"*'
    assert fts_query("AND OR NOT") == '"AND" OR "OR" OR "NOT"'
    assert fts_query("the a") == '"the" OR "a"'  # only stopwords: keep them
    assert fts_query(' " :: *** ') is None


@pytest.mark.slow
@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(alphabet=st.characters(codec="utf-8"), max_size=60))
def test_lexical_search_never_raises_a_syntax_error(corpus: Store, text: str) -> None:
    try:
        lexical_search(corpus, text, limit=3)
    except sqlite3.OperationalError as exc:  # pragma: no cover - the failure being hunted
        pytest.fail(f"FTS5 rejected {text!r}: {exc}")


@pytest.mark.slow
@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    words=st.lists(
        st.sampled_from(['"', "'", "-", ":", "*", "^", "(", ")", "AND", "OR", "NOT", "NEAR", "+"])
        | st.text(min_size=1, max_size=5),
        max_size=8,
    )
)
def test_operator_soup_is_searched_literally(corpus: Store, words: list[str]) -> None:
    lexical_search(corpus, " ".join(words), limit=3)
    lexical_search(corpus, "".join(words), limit=3)


# -- lexical -----------------------------------------------------------------------


def test_lexical_hit_carries_where_it_came_from(corpus: Store) -> None:
    hits = lexical_search(corpus, "ModuleNotFoundError kenning", limit=5)
    top = hits[0]
    assert isinstance(top, SearchHit)
    assert top.session_id == "s1" and top.idx == 0 and top.source_line == 1
    assert top.source_path == "/logs/s1.jsonl"
    assert top.agent == "claude-code" and top.workspace == "/work/app" and top.title == "a session"
    assert top.role == "user" and top.match_type == "lexical" and top.score > 0
    assert "**ModuleNotFoundError**" in top.snippet
    assert top.created_at is not None


def test_lexical_ranks_the_message_with_more_rare_terms_first(corpus: Store) -> None:
    hits = lexical_search(corpus, "tabs Makefile indentation", limit=5)
    assert (hits[0].session_id, hits[0].idx) == ("s2", 0)  # holds all three terms
    assert hits[0].score > hits[1].score
    assert hits[0].snippet.count("**") >= 6


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        (SearchFilters(agent="codex"), {"s2", "s3"}),
        (SearchFilters(workspace="/work/app"), {"s1", "s2"}),  # subfolders, not /work/app2
        (SearchFilters(workspace="/work/app2/"), {"s3"}),
        (SearchFilters(days=20), {"s1", "s2"}),
        (SearchFilters(days=5), {"s1"}),
        (SearchFilters(role="assistant"), {"s1", "s2"}),
        (SearchFilters(session="s3"), {"s3"}),
        (SearchFilters(agent="codex", days=20), {"s2"}),
    ],
)
def test_filters(corpus: Store, filters: SearchFilters, expected: set[str]) -> None:
    query = "tabs Makefile pytest install connection refused tests"
    assert {h.session_id for h in lexical_search(corpus, query, filters, limit=50)} == expected
    searcher = Searcher(corpus, SearchConfig(), HashingEmbedder(), degraded=True)
    embed_pending(corpus, HashingEmbedder(), "message")
    for mode in ("semantic", "hybrid"):
        found = {h.session_id for h in searcher.search(query, mode=mode, filters=filters).hits}
        assert found <= expected and found, (mode, found)


def test_bad_filters_and_limits_are_clear_errors(corpus: Store) -> None:
    with pytest.raises(UsageError, match="--days"):
        SearchFilters(days=0)
    searcher = Searcher(corpus, SearchConfig())
    with pytest.raises(UsageError, match="--limit"):
        searcher.search("x", mode="lexical", limit=0)
    with pytest.raises(UsageError, match="empty"):
        searcher.search("   ", mode="lexical")


# -- semantic and hybrid ---------------------------------------------------------


def test_make_snippet_highlights_the_densest_window() -> None:
    text = " ".join(["filler"] * 50 + ["the", "postgres", "connection", "dropped"] + ["tail"] * 50)
    snip = make_snippet(text, ["postgres", "connection"], width=10)
    assert "**postgres**" in snip and "**connection**" in snip
    assert snip.startswith("…") and snip.endswith("…")


def _hit(mid: int, kind: Any) -> SearchHit:
    return SearchHit(
        message_id=mid,
        session_id="s",
        idx=mid,
        source_path="/p",
        source_line=None,
        agent="a",
        workspace=None,
        title=None,
        role="user",
        snippet="",
        score=0,
        created_at=None,
        match_type=kind,
    )


def test_fuse_weights_reciprocal_ranks() -> None:
    lexical = [_hit(1, "lexical"), _hit(2, "lexical"), _hit(3, "lexical")]
    dense = [_hit(3, "semantic"), _hit(4, "semantic")]
    config = SearchConfig(fusion="rrf", lexical_weight=1.0, dense_weight=0.5, rrf_k=1)
    fused = fuse(lexical, dense, config, 10)
    # 1: 1/2 = .5; 3: 1/4 + .5/2 = .5; 2: 1/3; 4: .5/3
    assert [h.message_id for h in fused] == [1, 3, 2, 4]
    assert [h.match_type for h in fused] == ["lexical", "hybrid", "lexical", "semantic"]
    only_lexical = fuse(lexical, dense, SearchConfig(fusion="rrf", dense_weight=0.0), 10)
    assert [h.message_id for h in only_lexical][:3] == [1, 2, 3]


def test_semantic_without_vectors_says_how_to_get_them(corpus: Store) -> None:
    result = Searcher(corpus, SearchConfig(), HashingEmbedder(), degraded=True).search(
        "tabs", mode="semantic"
    )
    assert result.hits == []
    assert any("kenning embed" in n for n in result.notes)
    assert any("degraded" in n for n in result.notes)


# -- through the CLI ------------------------------------------------------------------


@pytest.fixture
def cli_corpus(kenning: Any, kenning_home: Path) -> Path:
    kenning("init", check=True)
    with Store.open(kenning_home / "kenning.db") as store:
        add_session(
            store,
            "c1",
            [
                ("user", "The deployment failed because the container ran out of memory."),
                ("assistant", "I raised the memory limit of the pod to 2 GiB."),
            ],
        )
        add_session(
            store,
            "c2",
            [
                ("user", "Please rename the helper to parse_config and add type hints."),
                ("assistant", "Renamed; mypy is clean."),
                ("user", "The logo colour should be a darker blue."),
                ("assistant", "Changed the CSS variable for the brand colour."),
            ],
            agent="codex",
        )
    return kenning_home


@pytest.mark.slow
def test_cli_lexical_search_works_without_the_daemon(kenning: Any, cli_corpus: Path) -> None:
    r = kenning("search", "container memory", "--mode", "lexical", "--json", check=True)
    data = r.json()
    assert data["mode"] == "lexical" and data["hits"]
    top = data["hits"][0]
    assert top["session_id"] == "c1" and top["idx"] == 0 and top["match_type"] == "lexical"
    assert "**memory**" in top["snippet"]
    assert set(top) == {f.name for f in dataclasses.fields(SearchHit)}
    human = kenning("search", "parse_config", "--mode", "lexical", "--agent", "codex")
    assert human.code == 0 and "parse_config" in human.stdout and "c2" in human.stdout


@pytest.mark.slow
def test_cli_errors_are_json_with_a_fix(kenning: Any, cli_corpus: Path) -> None:
    r = kenning("search", "x", "--limit", "0", "--json")
    assert r.code == 1
    assert r.json()["error"]["kind"] == "usage" and "--limit" in r.json()["error"]["message"]
    r = kenning("search", "x", "--days", "-1", "--json")
    assert r.code == 1 and r.json()["error"]["fix"]


@pytest.mark.slow
def test_cli_degraded_semantic_uses_hashing_after_kenning_embed(
    kenning: Any, cli_corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(tmp_path / "no-models"))
    e = kenning("embed", "--json", check=True).json()
    assert e["degraded"] is True and e["embedded"]["message"] == 6
    assert kenning("embed", "--json", check=True).json()["embedded"]["message"] == 0
    data = kenning("search", "memory limit pod", "--mode", "hybrid", "--json", check=True).json()
    assert data["degraded"] is True and data["embedder"] == "hashing-v1:384"
    assert data["hits"][0]["session_id"] == "c1"
    assert {h["match_type"] for h in data["hits"]} <= {"lexical", "semantic", "hybrid"}
    assert "hybrid" in {h["match_type"] for h in data["hits"]}


@pytest.mark.slow
def test_cli_semantic_finds_a_paraphrase_lexical_misses(
    kenning: Any, cli_corpus: Path, model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    e = kenning("embed", "--json", check=True).json()
    # the installed graph is the int8 conversion: its vectors carry the scheme
    assert e["degraded"] is False
    assert e["embedder"] == f"sentence-transformers/all-MiniLM-L6-v2:{QUANT_SCHEME}"
    query = "release crashed with OOM"  # no word in common with the answer
    lexical = kenning("search", query, "--mode", "lexical", "--json", check=True).json()
    assert lexical["hits"] == []
    semantic = kenning("search", query, "--mode", "semantic", "--json", check=True).json()
    assert semantic["degraded"] is False
    assert semantic["hits"][0]["session_id"] == "c1"
    assert semantic["hits"][0]["match_type"] == "semantic"
    hybrid = kenning("search", query, "--json", check=True).json()
    assert hybrid["mode"] == "hybrid" and hybrid["hits"][0]["session_id"] == "c1"


@pytest.mark.slow
def test_words_too_common_to_matter_are_dropped_from_the_match(store: Store) -> None:
    filler = [("assistant", f"the build step {i} check finished") for i in range(6000)]
    add_session(store, "big", [*filler, ("user", "the build broke on the zanzibar runner")])
    # "build" is in every message: scoring it would touch all 6,001 rows
    assert selective_match(store, "build zanzibar") == '"zanzibar"'
    assert selective_match(store, "build") == '"build"'  # alone, it stays
    assert selective_match(store, "build step") == '"build" AND "step"'  # rows with both
    hits = lexical_search(store, "zanzibar build", limit=3)
    assert hits[0].idx == 6000 and "**zanzibar**" in hits[0].snippet
    # only common words: answered newest first instead of scoring every row
    assert plan_match(store, "build step").common_only
    assert not plan_match(store, "zanzibar build").common_only
    newest = [h.idx for h in lexical_search(store, "build step", limit=3)]
    assert newest == sorted(newest, reverse=True) and newest[0] >= 5999
    # "checkout" is not counted as the (common) word "check"; "steps" is "step"
    assert selective_match(store, "checkout steps zanzibar") == '"checkout" OR "zanzibar"'


def _add_rule(store: Store, bid: str, content: str, tags: str = "[]") -> None:
    now = to_iso(utcnow())
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO bullets (id, content, content_hash, tags, kind, type, state, maturity, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, 'workflow_rule', 'rule', 'active', "
            "'candidate', ?, ?)",
            (bid, content, content_hash(content), tags, now, now),
        )


def test_rules_are_searchable_and_the_index_follows_edits(store: Store) -> None:
    _add_rule(store, "b-1", "Run the migrations from the deploy pipeline only", '["database"]')
    _add_rule(store, "b-2", "Prefer pytest fixtures over setUp methods")
    hits = lexical_rules(store, "migrations pipeline")
    assert [h.rule_id for h in hits] == ["b-1"] and "**migrations**" in hits[0].snippet
    assert [h.rule_id for h in lexical_rules(store, "database")] == ["b-1"]  # tags count
    with store.transaction() as conn:
        conn.execute("UPDATE bullets SET content = 'Use uv to install packages' WHERE id = 'b-1'")
    assert lexical_rules(store, "migrations pipeline") == []
    assert [h.rule_id for h in lexical_rules(store, "install packages")] == ["b-1"]
    with store.transaction() as conn:
        conn.execute("DELETE FROM bullets WHERE id = 'b-1'")
    assert lexical_rules(store, "install packages") == []
    assert lexical_rules(store, 'pytest "AND" -fixtures:*')[0].rule_id == "b-2"


# -- scripts without spaces (m011), dates ------------------------------------------


NOSPACE_TEXTS = [
    ("user", "次世代AIアーキテクチャの設計レビューは金曜日です"),
    ("assistant", "数据库连接池的最大连接数改成了五十"),
    ("user", "ระบบล่มเพราะหน่วยความจำไม่พอ"),
    ("assistant", "An English message about the architecture review"),
]


@pytest.mark.parametrize(
    ("query", "idx"),
    [
        ("アーキテクチャ", 0),
        ("設計", 0),
        ("连接池", 1),
        ("หน่วยความจำ", 2),
        ("設計レビューはいつ", 0),
    ],
)
def test_a_word_inside_text_without_spaces_is_found(store: Store, query: str, idx: int) -> None:
    ids = add_session(store, "cjk", NOSPACE_TEXTS)
    add_session(store, "other", [("user", "アーキ"), ("user", "设计")])
    hits = lexical_search(store, query, limit=5)
    assert hits and hits[0].message_id == ids[idx]
    assert (
        Searcher(store, SearchConfig()).search(query, mode="lexical").hits[0].message_id
        == (ids[idx])
    )


def test_the_trigram_index_follows_edits_and_deletes(store: Store) -> None:
    ids = add_session(store, "cjk", NOSPACE_TEXTS)
    with store.transaction() as conn:
        conn.execute("UPDATE messages SET text = 'plain text now' WHERE id = ?", (ids[0],))
        conn.execute("UPDATE messages SET text = '東京タワーに行きました' WHERE id = ?", (ids[3],))
        conn.execute("DELETE FROM messages WHERE id = ?", (ids[1],))
    assert lexical_search(store, "アーキテクチャ") == []
    assert lexical_search(store, "连接池") == []
    assert [h.message_id for h in lexical_search(store, "タワー")] == [ids[3]]
    indexed = {r[0] for r in store.query("SELECT rowid FROM messages_trigram")}
    assert indexed == {ids[2], ids[3]}  # only rows with such text are indexed


def test_the_trigram_index_takes_exactly_the_rows_its_scripts_are_in(store: Store) -> None:
    from kenning.daemon.core.scripts import NOSPACE_GLOB

    texts = [
        ("user", "plain ASCII only: pytest -k flaky"),
        ("assistant", "café → naïve ✓ … résumé 🙂"),  # outside ASCII, none of those scripts
        ("tool", "ok ⎿ 日本語のエラー in the log"),  # such a script inside other text
        ("user", "Привет, Ελληνικά"),
        ("user", "한국어 문장"),
        ("user", "ｶﾀｶﾅ halfwidth"),
    ]
    ids = add_session(store, "mixed", texts)
    indexed = {r[0] for r in store.query("SELECT rowid FROM messages_trigram")}
    # the triggers test the byte count before the GLOB (m022): the same rows as the GLOB alone
    by_glob = {
        r[0] for r in store.query("SELECT id FROM messages WHERE text GLOB ?", (NOSPACE_GLOB,))
    }
    assert indexed == by_glob == {ids[2], ids[4], ids[5]}
    with store.transaction() as conn:
        conn.execute("UPDATE messages SET text = 'now ASCII' WHERE id = ?", (ids[2],))
        conn.execute("UPDATE messages SET text = 'café 東京' WHERE id = ?", (ids[1],))
    indexed = {r[0] for r in store.query("SELECT rowid FROM messages_trigram")}
    assert indexed == {ids[1], ids[4], ids[5]}


@pytest.mark.slow
def test_cli_finds_japanese_chinese_and_thai_substrings(kenning: Any, kenning_home: Path) -> None:
    kenning("init", check=True)
    with Store.open(kenning_home / "kenning.db") as store:
        ids = add_session(store, "cjk", NOSPACE_TEXTS)
    for query, idx in (("アーキテクチャ", 0), ("连接池", 1), ("หน่วยความจำ", 2)):
        data = kenning("search", query, "--mode", "lexical", "--json", check=True).json()
        assert data["hits"][0]["message_id"] == ids[idx]
        assert query in data["hits"][0]["snippet"]


def test_a_date_in_the_question_prefers_messages_of_that_day(store: Store) -> None:
    when = {"s-may": 200, "s-july": 100}
    ids = {}
    for sid, age in when.items():
        ids[sid] = add_session(
            store, sid, [("user", "Joanna: we went hiking in the hills yesterday")], age_days=age
        )[0]
    july = (utcnow() - timedelta(days=101)).date()
    question = f"Where did Joanna go hiking on {july.day} {july.strftime('%B')}, {july.year}?"
    embedder = HashingEmbedder()
    embed_pending(store, embedder, "message")
    searcher = Searcher(store, SearchConfig(), embedder)
    # the same words in both sessions: only the time prior tells them apart
    assert searcher.search(question, mode="hybrid").hits[0].message_id == ids["s-july"]
    no_prior = Searcher(store, SearchConfig(time_weight=0), embedder)
    assert no_prior.search(question, mode="hybrid").hits[0].message_id == ids["s-may"]


def test_words_every_ranked_row_holds_weigh_less_in_the_rerank(store: Store) -> None:
    # inside one chat the names are in every turn: rare in the store, common here
    turns = [("user", f"Talia: {t} Esme") for t in ("hi", "see ya", "ok", "thanks", "lol")]
    turns.append(("user", "Talia: read The Overstory, the novel I recommend to everyone"))
    ids = add_session(store, "chat", turns)
    add_session(store, "club", [("user", f"the novel of week {i} was long") for i in range(30)])
    chat = SearchFilters(session="chat")
    ranked = lexical_ranked(store, fts_query("novel Talia Esme recommend"), chat, 10)
    before = dict(ranked)
    words = ["novel", "talia", "esme", "recommend"]
    after = dict(coverage_rerank(store, ranked, words))
    kept = {key: after[key] / before[key] for key in before}
    # the answer holds the words few rows hold: it keeps most of its score
    assert all(kept[ids[-1]] > kept[key] + 0.2 for key in ids[:-1])
    assert coverage_rerank(store, ranked, words)[0][0] == ids[-1]
    # one word, or two rows: nothing to weigh locally, the ranking stays
    assert coverage_rerank(store, ranked, ["novel"]) == ranked
    assert coverage_rerank(store, ranked[:2], words) == ranked[:2]


@pytest.mark.slow
@pytest.mark.daemon
def test_the_daemon_answers_by_words_while_its_model_loads(
    kenning: Any, cli_corpus: Path, model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    from kenning.daemon.retrieval.context_service import WARMING_NOTE

    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    # every message has its vector: nothing makes the daemon load the model before a search
    assert kenning("embed", "--json", check=True).json()["degraded"] is False
    kenning("daemon", "start", check=True)
    try:
        first = kenning("search", "memory limit pod", "--json", check=True).json()
        assert first["mode"] == "hybrid" and first["degraded"] is True
        assert first["notes"] == [WARMING_NOTE]
        assert first["hits"][0]["session_id"] == "c1"  # by words, at once
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            data = kenning("search", "memory limit pod", "--json", check=True).json()
            if not data["degraded"]:
                break
        assert data["degraded"] is False and data["hits"][0]["session_id"] == "c1"
        # a paraphrase with no word in common: found by meaning once the model is in
        paraphrase = kenning("search", "release crashed with OOM", "--json", check=True).json()
        assert paraphrase["hits"][0]["session_id"] == "c1"
    finally:
        kenning("daemon", "stop")


@pytest.mark.slow
def test_a_briefing_ranks_only_the_rules_its_rarer_words_find(store: Store) -> None:
    from kenning.daemon.retrieval.lexical import RULE_BUDGET, plan_rule_match
    from kenning.daemon.retrieval.rule_ranking import lexical_rules as briefing_rules

    now = to_iso(utcnow())
    rows = [
        (f"b-{i}", f"Keep the tests green in case {i}", content_hash(f"c{i}"), now, now)
        for i in range(RULE_BUDGET + 100)
    ]
    rows.append(("b-z", "Pin the zanzibar runner in tests", content_hash("z"), now, now))
    with store.transaction() as conn:
        conn.executemany(
            "INSERT INTO bullets (id, content, content_hash, tags, kind, type, state, maturity,"
            " created_at, updated_at) VALUES (?, ?, ?, '[]', 'workflow_rule', 'rule', 'active',"
            " 'candidate', ?, ?)",
            rows,
        )
    # "tests" is in every rule: ranking it would score all 2,101 of them
    assert plan_rule_match(store, "zanzibar tests").match == '"zanzibar"'
    assert briefing_rules(store, "zanzibar tests") == {"b-z": 1.0}
    # only common words: the rules holding all of them, newest first, at most 300
    plan = plan_rule_match(store, "keep green tests")
    assert plan.common_only and plan.match == '"keep" AND "green" AND "tests"'
    found = briefing_rules(store, "keep green tests")
    assert len(found) == 300 and f"b-{RULE_BUDGET + 99}" in found and "b-0" not in found
