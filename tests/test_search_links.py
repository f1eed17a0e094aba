"""Search over linked turns: a turn with its neighbours, session dates, lists over sessions.

Every test writes real sessions into a real SQLite store and searches it in
hybrid mode (the hashing embedder: no model needed, the same fusion).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from kenning.daemon.core.config import SearchConfig
from kenning.daemon.core.models import content_hash, to_iso, utcnow
from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder
from kenning.daemon.retrieval.fusion import Links, fuse_scores
from kenning.daemon.retrieval.lexical import coverage_ranked, fts_query, lexical_ranked
from kenning.daemon.retrieval.query import TimeWindow, asks_many, needs_today, time_window
from kenning.daemon.retrieval.search import (
    Searcher,
    SearchFilters,
    fuse_ranked,
    links,
    parse_dated,
)
from kenning.daemon.retrieval.vectors.index import embed_pending
from kenning.daemon.store.db import Store

FILLER = [
    "Pretty busy, work has been crazy lately.",
    "Haha same here.",
    "The weather has been awful, rain all week.",
    "We should get coffee soon!",
    "Traffic was a nightmare today.",
    "My brother says hi.",
]


def _session(
    store: Store, sid: str, turns: list[tuple[str, str]], when: str, workspace: str = "/chat"
) -> list[int]:
    """One session of `(role, text)` turns, every turn dated `when` (ISO)."""
    ids = []
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, workspace, title, "
            "started_at, message_count, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (sid, "bench", sid, f"/logs/{sid}.jsonl", workspace, sid, when, len(turns), when),
        )
        for idx, (role, text) in enumerate(turns):
            cur = conn.execute(
                "INSERT INTO messages (session_id, key, idx, role, text, created_at, "
                "source_line, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (sid, str(idx), idx, role, text, when, idx + 1, content_hash(text)),
            )
            ids.append(int(cur.lastrowid or 0))
    return ids


def _chat(lines: list[str]) -> list[tuple[str, str]]:
    """Alternating turns of Sam (user) and Ana (assistant)."""
    who = [("user", "Sam"), ("assistant", "Ana")]
    return [(who[i % 2][0], f"{who[i % 2][1]}: {text}") for i, text in enumerate(lines)]


def _searcher(store: Store, **config: float) -> Searcher:
    embedder = HashingEmbedder()
    embed_pending(store, embedder, "message")
    return Searcher(store, SearchConfig(**config), embedder)


def _three(lexical: list[tuple[int, float]], near: Links, **options: Any) -> list[int]:
    """The three rows `fuse_scores` picks from a lexical list alone, none protected."""
    fused = fuse_scores(
        lexical, [], lexical_weight=1.0, dense_weight=0.0, limit=3, keep=0, links=near, **options
    )
    return [key for key, _, _ in fused]


def _ids(searcher: Searcher, query: str, limit: int = 10) -> list[int]:
    hits = searcher.search(query, mode="hybrid", limit=limit).hits
    return [h.message_id for h in hits]


def _answer_store(store: Store) -> tuple[int, int]:
    """A reply that holds none of the question's words; returns (cue id, answer id)."""
    when = to_iso(utcnow())
    for n in range(12):  # other sessions, the same small talk
        _session(store, f"other-{n}", _chat([FILLER[(n + i) % 6] for i in range(6)]), when)
    ids = _session(
        store,
        "test",
        _chat(
            [
                "Haha same here.",
                "How did your driving test go on Friday?",
                # long enough to be embedded alone (dense_text.py): only the fusion links it
                "Passed on the second try! I stalled once at the lights but the examiner "
                "was kind about it and let it slide, and then we went out for cake.",
                "We should get coffee soon!",
            ]
        ),
        when,
    )
    return ids[1], ids[2]


def test_a_reply_ranks_with_the_question_it_answers(store: Store) -> None:
    cue, answer = _answer_store(store)
    question = "How did Ana's driving test go?"
    found = _ids(_searcher(store), question, limit=5)
    # the turn with the words keeps its first place; the reply comes close behind
    assert found[0] == cue and answer in found
    # alone, the reply is one more of Ana's turns: her name is all it shares
    alone = _ids(_searcher(store, neighbour_before=0, neighbour_after=0), question, limit=5)
    assert cue in alone and answer not in alone


def test_a_turn_draws_on_the_turn_after_it_too(store: Store) -> None:
    when = to_iso(utcnow())
    for n in range(8):
        _session(store, f"other-{n}", _chat([FILLER[(n + i) % 6] for i in range(6)]), when)
    ids = _session(
        store,
        "keys",
        _chat(
            [
                "Haha same here.",
                "We got them this morning, it is officially ours now and I cried a little "
                "in the car park, then we ordered pizza and sat on the floor!",
                "Congrats on the keys to the new house!",
            ]
        ),
        when,
    )
    question = "Did Ana get the keys to the new house?"
    # the filler's repeated lines kept, so only the neighbours tell the two apart
    linked = _ids(_searcher(store, neighbour_after=0.3, collapse_repeats=False), question)
    alone = _ids(
        _searcher(store, neighbour_before=0, neighbour_after=0, collapse_repeats=False), question
    )
    assert linked[0] == ids[2] and ids[1] in linked[:5]
    assert ids[1] not in alone[:5]


def test_links_name_each_turns_neighbours_within_its_session(store: Store) -> None:
    when = to_iso(utcnow())
    a = _session(store, "a", _chat(["one", "two", "three"]), when)
    b = _session(store, "b", _chat(["four", "five"]), when)
    found = links(store, [a[1], b[0]], SearchFilters())
    assert found.before == {a[1]: a[0]} and found.after == {a[1]: a[2], b[0]: b[1]}
    assert found.session == {a[1]: "a", a[0]: "a", a[2]: "a", b[0]: "b", b[1]: "b"}
    # a neighbour the filter would not return is left out
    users = links(store, [a[1]], SearchFilters(role="assistant"))
    assert users.before == {} and users.after == {}


def test_spreading_never_lowers_a_turns_own_score() -> None:
    lexical = [(1, 10.0), (2, 2.0), (3, 1.0)]
    near = Links({1: "s", 2: "t", 3: "t", 4: "s"}, {}, {1: 4})
    plain = dict(
        (k, s)
        for k, s, _ in fuse_scores(lexical, [], lexical_weight=1.0, dense_weight=0.5, limit=10)
    )
    spread = fuse_scores(
        lexical, [], lexical_weight=1.0, dense_weight=0.5, limit=10, links=near, before=0.3
    )
    scores = {k: s for k, s, _ in spread}
    assert all(scores[k] >= plain[k] for k in plain)
    # row 4 entered through row 1, the turn before it
    assert spread[0][0] == 1 and scores[4] == 0.3
    assert {k: kind for k, _, kind in spread}[4] == "hybrid"


def test_a_protected_row_at_zero_stays_when_neighbours_spread() -> None:
    # a flat dense list normalises to 0: its first row is still kept
    dense = [(7, 0.5), (8, 0.5)]
    near = Links({1: "s", 7: "t", 8: "t"}, {}, {})
    fused = fuse_scores(
        [(1, 3.0)],
        dense,
        lexical_weight=1.0,
        dense_weight=0.5,
        limit=2,
        keep=1,
        links=near,
        before=0.3,
    )
    assert {k for k, _, _ in fused} == {1, 7}


def test_relative_dates_count_from_the_newest_message_in_scope(store: Store) -> None:
    day = {"feb": "2023-02-10", "may": "2023-05-12", "jun": "2023-06-20", "sep": "2023-09-01"}
    ids = {}
    for name, when in day.items():
        turns = _chat(["Haha same here.", "Went hiking up a big hill, the view was great."])
        ids[name] = _session(store, name, turns, when + "T18:00:00Z", workspace="/old")[1]
    # a newer conversation elsewhere does not move this one's present
    _session(store, "now", _chat(["hiking soon?"]), to_iso(utcnow()), workspace="/new")
    old = SearchFilters(workspace="/old")
    parsed = parse_dated(store, "Where did Ana go hiking last May?", old)
    assert parsed.window == TimeWindow(date(2023, 5, 1), date(2023, 5, 31))
    assert parsed.undated == "Where did Ana go hiking ?"
    searcher = _searcher(store)
    for question, name in (
        ("Where did Ana go hiking last May?", "may"),
        ("Where did Ana go hiking three months ago?", "jun"),
        ("Where did Ana go hiking back in February?", "feb"),
    ):
        hits = searcher.search(question, mode="hybrid", filters=old).hits
        assert hits[0].message_id == ids[name], question
    # an absolute date needs no present
    assert parse_dated(store, "hiking in May 2023", old).window == parsed.window


def test_a_date_told_by_an_event_is_read_from_the_day_the_event_was_told(
    store: Store,
) -> None:
    hikes = {}
    for when in ("2023-03-02", "2023-04-01", "2023-05-03"):
        turns = _chat(["Haha same here.", "Went hiking up a big hill, the view was great."])
        hikes[when] = _session(store, when, turns, when + "T18:00:00Z")[1]
    _session(store, "wedding", _chat(["We finally had the wedding!"]), "2023-05-01T18:00:00Z")
    question = "Where did Ana go hiking the month before the wedding?"
    parsed = parse_dated(store, question, SearchFilters())
    assert parsed.event is not None and parsed.event.words == "wedding"
    assert parsed.window == TimeWindow(date(2023, 3, 17), date(2023, 4, 16))
    assert '"wedding"' not in parsed.terms and '"hiking"' in parsed.terms
    hits = _searcher(store).search(question, mode="hybrid").hits
    assert hits[0].message_id == hikes["2023-04-01"]
    # an event no message tells: no window, the words still search
    assert parse_dated(store, "hiking two weeks after the zeppelin", SearchFilters()).window is None


def test_relative_date_forms() -> None:
    today = date(2023, 9, 1)

    def window(text: str) -> tuple[date, date] | None:
        found = time_window(text, today=today)[0]
        return None if found is None else (found.start, found.end)

    assert window("what did we do last May") == (date(2023, 5, 1), date(2023, 5, 31))
    assert window("back in September") == (date(2023, 9, 1), date(2023, 9, 30))
    assert window("last September") == (date(2022, 9, 1), date(2022, 9, 30))
    assert window("around December") == (date(2022, 12, 1), date(2022, 12, 31))
    assert window("a month ago") == (date(2023, 8, 1), date(2023, 8, 31))
    two_weeks = today - timedelta(days=14)
    assert window("two weeks ago") == (two_weeks - timedelta(3), two_weeks + timedelta(3))
    assert window("last summer") == (date(2023, 6, 1), date(2023, 8, 31))
    assert window("last winter") == (date(2022, 12, 1), date(2023, 2, 28))
    assert window("last year") == (date(2022, 1, 1), date(2022, 12, 31))
    assert window("last weekend") == (date(2023, 8, 26), date(2023, 8, 27))
    # "may" in lower case is a verb; nothing relative without a today
    assert window("what may break in prod") is None
    assert time_window("last May")[0] is None
    assert needs_today("what did we do last May") and not needs_today("in May 2023")


def test_questions_asking_for_several_things() -> None:
    for text in (
        "What books has Nate read?",
        "Which places has Melanie travelled to?",
        "What pets does Oskar have?",
        "What has Viktor bought for the new flat?",
        "How many times did Sam go camping?",
        "List the databases we tried",
        "What kinds of music does Ana like?",
        # a plural after words of its own, a course over time, a thing's story
        "What birthday cards did Ana send?",
        "Which old film posters has Sam framed?",
        "How has the vegetable patch come along?",
        "How well have Ana's paintings sold?",
        "What happened with Sam's visa?",
    ):
        assert asks_many(text), text
    for text in (
        "What is the name of Ana's dog?",
        "Which book did Sam recommend?",
        "What does Ana practise music on?",
        "Has Sam been to Kyoto?",
        "How long has Ana lived in Lyon?",
        "How old was Sam when he moved?",
        "What happened at the interview?",
        "What colour does Ana paint her door?",
        "What other news did Sam have?",
    ):
        assert not asks_many(text), text


def test_a_list_question_gathers_things_told_in_other_sessions(store: Store) -> None:
    when = to_iso(utcnow())
    talk = ["Books are my escape, I love books.", "Any good books lately?"] * 4
    _session(store, "talk", _chat(talk), when)
    items = []
    for n, title in enumerate(("Piranesi", "Educated", "Overstory")):
        turns = _chat([f"Just finished {title}, loved it, my books pile grows.", "Haha same here."])
        items.append(_session(store, f"item-{n}", turns, when)[0])
    question = "What books has Sam read?"
    spread = _ids(_searcher(store), question, limit=5)
    assert set(items) <= set(spread)
    flat = _ids(_searcher(store, list_session_decay=1.0), question, limit=5)
    assert not set(items) <= set(flat)


def test_the_spread_over_sessions_leaves_a_strong_second_item_of_one_session_in() -> None:
    # three things told in one session (rows 1-3), weaker rows of two other sessions
    lexical = [(1, 10.0), (2, 9.0), (3, 8.5), (4, 5.0), (5, 4.8), (6, 0.1)]
    near = Links(session={1: "a", 2: "a", 3: "a", 4: "b", 5: "c", 6: "d"})

    default = SearchConfig().list_session_decay
    # the second item is still well above the other sessions' best after one pick...
    assert _three(lexical, near, session_decay=default) == [1, 2, 4]
    # ...which a harsher spread gives away to a row that only shares the kind's word
    assert _three(lexical, near, session_decay=0.5) == [1, 4, 5]
    assert _three(lexical, near, session_decay=1.0) == [1, 2, 3]


def test_the_best_rows_coverage_says_how_much_of_a_question_the_words_found(
    store: Store,
) -> None:
    # a question whose words the chat never uses: its rows share only the name
    turns = [f"{line} Cheers Sam" for line in FILLER] + [
        "I can't stand the heat, I wilt in summer.",
        "Sam's new bike has a basket for the groceries.",
    ]
    ids = _session(store, "chat", _chat(turns), to_iso(utcnow()))
    chat = SearchFilters(session="chat")
    ranked = lexical_ranked(store, fts_query("Would Sam enjoy a tropical beach holiday?"), chat, 50)
    _, weak = coverage_ranked(store, ranked, ["sam", "enjoy", "tropical", "beach", "holiday"])
    # a question whose rarer words one turn holds
    ranked = lexical_ranked(store, fts_query("What does Sam's new bike carry?"), chat, 50)
    order, strong = coverage_ranked(store, ranked, ["sam", "new", "bike", "carry"])
    assert weak is not None and strong is not None
    assert weak < 0.2 < 0.5 < strong
    assert order[0][0] == ids[-1]
    # one word: nothing is weighed, so nothing is said
    assert coverage_ranked(store, ranked, ["bike"]) == (ranked, None)


def test_a_question_the_words_barely_found_trusts_the_dense_side() -> None:
    # the lexical side's best rows hold the name only; the dense side's first row answers
    lexical = [(1, 9.0), (2, 8.9), (3, 8.8), (4, 8.7)]
    dense = [(5, 0.62), (1, 0.40), (2, 0.39), (3, 0.38), (4, 0.30)]
    config = SearchConfig(keep=0)

    def top(cover: float | None, **change: float) -> list[int]:
        fused = fuse_ranked(lexical, dense, config.model_copy(update=change), 3, cover=cover)
        return [key for key, _, _ in fused]

    assert top(0.1)[0] == 5 and top(0.0)[0] == 5
    # words found (coverage at or above `lexical_cover`), or not read: the
    # weights stay as set and the lexical rows lead
    assert top(0.5) == top(1.0) == top(None) == [1, 2, 3]
    # off
    assert top(0.0, lexical_cover=0.0) == top(None)
    # no dense list (no vectors yet): the lexical ranking is all there is, kept as it is
    alone = fuse_ranked(lexical, [], config, 3, cover=0.0)
    assert [key for key, _, _ in alone] == [1, 2, 3] and alone[0][1] > alone[2][1] > 0


def test_a_lexical_side_that_found_little_keeps_none_of_its_rows() -> None:
    # its rows hold the name only (coverage 0.1): the dense side's three rows lead
    lexical = [(1, 9.0), (2, 8.9), (3, 8.8), (4, 8.7)]
    dense = [(5, 0.62), (6, 0.61), (7, 0.60), (1, 0.40), (2, 0.39), (3, 0.30)]
    config = SearchConfig(keep=2)

    def top(cover: float | None) -> list[int]:
        return [key for key, _, _ in fuse_ranked(lexical, dense, config, 3, cover=cover)]

    assert top(0.1) == [5, 6, 7]
    # words found: its first two rows stay, whatever the sum says
    assert {1, 2} <= set(top(0.6))
    assert {1, 2} <= set(top(None))


def test_the_same_line_said_in_many_sessions_takes_one_place(store: Store) -> None:
    when = to_iso(utcnow())
    for n in range(6):  # the same small talk in six sessions
        _session(store, f"talk-{n}", _chat(["Work is work, busy busy work."]), when)
    told = _chat(["My work moved me to the night shift at the depot.", "Haha same here."])
    answer = _session(store, "told", told, when)[0]
    question = "How is work going for Sam?"
    texts = {i: t for i, t in store.query("SELECT id, text FROM messages")}
    kept = _ids(_searcher(store), question, limit=3)
    assert answer in kept
    assert len({texts[i] for i in kept}) == 3
    repeated = _ids(_searcher(store, collapse_repeats=False), question, limit=3)
    assert answer not in repeated
    assert len({texts[i] for i in repeated}) < 3


def test_collapse_moves_a_repeated_text_below_the_distinct_rows() -> None:
    lexical = [(1, 9.0), (2, 9.0), (3, 8.0), (4, 7.0)]
    same = {1: "a", 2: "a", 3: "b", 4: "c"}
    near = Links(session={k: f"s{k}" for k in same}, same=same)

    def top(collapse: bool) -> list[int]:
        return _three(lexical, near, collapse=collapse)

    assert top(True) == [1, 3, 4]
    assert top(False) == [1, 2, 3]


def test_a_list_question_lowers_turns_that_say_little(store: Store) -> None:
    when = to_iso(utcnow())
    talk = ("Books!", "Any good books?", "I love books.", "Books, books.", "Books are great.")
    for n, line in enumerate(talk):
        _session(store, f"talk-{n}", _chat([line, "Haha same here."]), when)
    items = []
    for n, (title, where) in enumerate(
        (("Piranesi", "the night train to Inverness"), ("Educated", "a rainy weekend in Whitby"))
    ):
        told = f"Books: {title}, finished on {where}, loved it."
        items.append(_session(store, f"item-{n}", _chat([told, "Haha same here."]), when)[0])
    question = "What books has Sam read?"
    found = _ids(_searcher(store, list_thin=0.7), question, limit=4)
    assert set(items) <= set(found)
    plain = _ids(_searcher(store, list_thin=0.0), question, limit=4)
    assert not set(items) <= set(plain)
