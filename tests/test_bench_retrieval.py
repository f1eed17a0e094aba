"""The retrieval question set is what docs/search.md says, and its evaluation runs end to end."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from bench.retrieval_eval import MODES, evaluate, markdown_table
from bench.retrieval_qa import CATEGORIES, Conversation, build_set
from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder
from kenning.daemon.retrieval.query import FUNCTION_WORDS

_WORD = re.compile(r"\w+")


def test_the_set_has_both_halves_every_category_and_real_evidence() -> None:
    convs = build_set()
    questions = [(c, q) for c in convs for q in c.questions]
    assert len(questions) >= 300
    by_split = Counter(c.split for c, _ in questions)
    assert by_split["dev"] >= 150 and by_split["test"] >= 150
    for split in ("dev", "test"):
        cats = {q.category for c, q in questions if c.split == split}
        assert cats == set(CATEGORIES)
    for conv, q in questions:
        assert q.conv == conv.conv and q.evidence
        for s, t in q.evidence:
            assert 0 <= t < len(conv.sessions[s].turns)
    assert all(len(q.evidence) == 2 for _, q in questions if q.category == "multi-hop")
    assert build_set() == convs  # one seed, one set


def test_paraphrases_share_few_words_with_their_evidence() -> None:
    shared = []
    for conv in build_set():
        for q in conv.questions:
            if q.category != "paraphrase":
                continue
            s, t = q.evidence[0]
            evidence = {w.lower() for w in _WORD.findall(conv.sessions[s].turns[t][1])}
            words = {w.lower() for w in _WORD.findall(q.text)} - FUNCTION_WORDS
            shared.append(len(words & evidence) / max(len(words), 1))
    assert sum(shared) / len(shared) < 0.35


@pytest.mark.slow
def test_evaluate_reports_every_mode_per_category_beside_plain_bm25() -> None:
    rows = evaluate("test", embedder=HashingEmbedder())
    table = markdown_table(rows)
    qa = [r for r in rows if r["bench"] == "retrieval.qa"]
    assert {r["mode"] for r in qa} == set(MODES)
    for r in qa:
        assert 0 <= r["value"] <= r["hit@10"] <= 1
        assert (r["floor"] is None) == (r["mode"] == "bm25")
    assert "test all" in table and "test non-english" in table


def test_the_fresh_bank_is_long_dated_chats_with_evidence_by_the_named_person() -> None:
    from bench.retrieval_fresh import CATEGORIES as FRESH
    from bench.retrieval_fresh import fresh_conversations

    convs = fresh_conversations()
    assert fresh_conversations() == convs  # one seed, the same bank
    assert Counter(q.category for c in convs for q in c.questions).keys() == set(FRESH)
    for conv in convs:
        assert 16 <= len(conv.sessions) <= 22
        days = [s.day for s in conv.sessions]
        assert days == sorted(days) and len(set(days)) == len(days)
        speakers = {t.split(":", 1)[0] for s in conv.sessions for _, t in s.turns}
        assert len(speakers) == 2
        for q in conv.questions:
            assert q.evidence
            said = {conv.sessions[s].turns[t][1].split(":", 1)[0] for s, t in q.evidence}
            # every evidence turn is the named person's own
            assert said == {name for name in speakers if name in q.text}


def test_the_second_fresh_bank_leans_on_other_words_and_inference() -> None:
    from bench.retrieval_fresh import fresh_conversations
    from bench.retrieval_fresh2 import CATEGORIES as FRESH2
    from bench.retrieval_fresh2 import fresh2_conversations

    convs = fresh2_conversations()
    assert fresh2_conversations() == convs  # one seed, the same bank
    counts = Counter(q.category for c in convs for q in c.questions)
    assert counts.keys() == set(FRESH2) and sum(counts.values()) == 80
    assert counts["single-hop"] + counts["inference"] >= 0.7 * 80
    # its own text: no turn of the first bank's chats
    first = {t for c in fresh_conversations() for s in c.sessions for _, t in s.turns}
    for conv in convs:
        assert 16 <= len(conv.sessions) <= 22
        speakers = {t.split(":", 1)[0] for s in conv.sessions for _, t in s.turns}
        assert len(speakers) == 2
        assert not first & {t for s in conv.sessions for _, t in s.turns}
        for q in conv.questions:
            said = {conv.sessions[s].turns[t][1].split(":", 1)[0] for s, t in q.evidence}
            assert q.evidence and said == {name for name in speakers if name in q.text}


def test_the_third_fresh_bank_has_its_own_text_and_asks_of_either_person() -> None:
    from bench.retrieval_fresh import fresh_conversations
    from bench.retrieval_fresh2 import fresh2_conversations
    from bench.retrieval_fresh3 import CATEGORIES as FRESH3
    from bench.retrieval_fresh3 import fresh3_conversations

    convs = fresh3_conversations()
    assert fresh3_conversations() == convs  # one seed, the same bank
    counts = Counter(q.category for c in convs for q in c.questions)
    assert counts.keys() == set(FRESH3) and sum(counts.values()) == 100
    # its own text: no turn of the other banks' chats
    others = {
        t
        for c in [*fresh_conversations(), *fresh2_conversations()]
        for s in c.sessions
        for _, t in s.turns
    }
    for conv in convs:
        assert 14 <= len(conv.sessions) <= 20
        speakers = {t.split(":", 1)[0] for s in conv.sessions for _, t in s.turns}
        assert len(speakers) == 2
        assert not others & {t for s in conv.sessions for _, t in s.turns}
        for q in conv.questions:
            said = {conv.sessions[s].turns[t][1].split(":", 1)[0] for s, t in q.evidence}
            named = {name for name in speakers if name in q.text}
            assert q.evidence
            if q.category == "other":  # the adviser's words; the asker may be named too
                assert len(said) == 1 and said <= named
            else:
                assert said == named


def test_the_fourth_fresh_bank_is_written_out_and_says_no_long_line_twice() -> None:
    from bench.retrieval_fresh3 import fresh3_conversations
    from bench.retrieval_fresh4 import CATEGORIES as FRESH4
    from bench.retrieval_fresh4 import fresh4_conversations

    convs = fresh4_conversations()
    counts = Counter(q.category for c in convs for q in c.questions)
    assert counts.keys() == set(FRESH4) and sum(counts.values()) == 100
    said = Counter(t.split(": ", 1)[1] for c in convs for s in c.sessions for _, t in s.turns)
    # free prose: only short replies ("haha", "guess what") come twice; no turn of fresh3
    assert all(len(text.split()) <= 3 for text, n in said.items() if n > 1)
    third = {t for c in fresh3_conversations() for s in c.sessions for _, t in s.turns}
    for conv in convs:
        days = [s.day for s in conv.sessions]
        assert days == sorted(days) and len(set(days)) == len(days)
        turns = [t for s in conv.sessions for _, t in s.turns]
        assert not third & set(turns)
        assert not any("[[" in t for t in turns)  # every key was read off its turn
        assert len({t.split(":", 1)[0] for t in turns}) == 2
        for q in conv.questions:
            assert q.evidence and len(set(q.evidence)) == len(q.evidence)


def test_the_fifth_fresh_bank_has_its_own_people_and_three_speak_in_one_chat() -> None:
    from bench.retrieval_fresh4 import CATEGORIES as FRESH4
    from bench.retrieval_fresh4 import fresh4_conversations
    from bench.retrieval_fresh5 import fresh5_conversations

    convs = fresh5_conversations()
    counts = Counter(q.category for c in convs for q in c.questions)
    assert counts.keys() == set(FRESH4) and sum(counts.values()) == 100
    assert counts["list"] > 12 and counts["temporal"] > 16  # more than the fourth bank's
    said = Counter(t.split(": ", 1)[1] for c in convs for s in c.sessions for _, t in s.turns)
    assert all(len(text.split()) <= 3 for text, n in said.items() if n > 1)
    fourth = {
        t.split(":", 1)[0] for c in fresh4_conversations() for s in c.sessions for _, t in s.turns
    }
    speakers = [{t.split(":", 1)[0] for s in c.sessions for _, t in s.turns} for c in convs]
    assert sorted(len(names) for names in speakers) == [2, 2, 2, 3]
    assert not fourth & set().union(*speakers)
    group = next(c for c, names in zip(convs, speakers, strict=True) if len(names) == 3)
    roles = {t.split(":", 1)[0]: role for s in group.sessions for role, t in s.turns}
    assert sorted(roles.values()) == ["assistant", "user", "user"]
    for conv in convs:
        days = [s.day for s in conv.sessions]
        assert days == sorted(days) and len(set(days)) == len(days)
        assert not any("[[" in t for s in conv.sessions for _, t in s.turns)
        for q in conv.questions:
            assert q.evidence and len(set(q.evidence)) == len(q.evidence)
            if q.category == "list":
                assert len(q.evidence) >= 2


def _a_written_bank(
    convs: list[Conversation], categories: tuple[str, ...], earlier: list[Conversation]
) -> None:
    """A bank written turn by turn: 100 questions in its categories, speakers of its own,
    at least eight dated sessions a conversation, lists and multi-hops over two turns."""
    counts = Counter(q.category for c in convs for q in c.questions)
    assert counts.keys() == set(categories) and sum(counts.values()) == 100
    said = Counter(t.split(": ", 1)[1] for c in convs for s in c.sessions for _, t in s.turns)
    assert all(len(text.split()) <= 3 for text, n in said.items() if n > 1)
    before = {t.split(":", 1)[0] for c in earlier for s in c.sessions for _, t in s.turns}
    speakers = [{t.split(":", 1)[0] for s in c.sessions for _, t in s.turns} for c in convs]
    assert not before & set().union(*speakers)
    for conv in convs:
        days = [s.day for s in conv.sessions]
        assert len(days) >= 8 and days == sorted(days) and len(set(days)) == len(days)
        assert not any("[[" in t for s in conv.sessions for _, t in s.turns)
        for q in conv.questions:
            assert q.evidence and len(set(q.evidence)) == len(q.evidence)
            if q.category in ("list", "multi-hop"):
                assert len(q.evidence) >= 2


def test_the_seventh_fresh_bank_has_its_own_people_and_lists_over_sessions() -> None:
    from bench.retrieval_fresh4 import fresh4_conversations
    from bench.retrieval_fresh5 import fresh5_conversations
    from bench.retrieval_fresh6 import fresh6_conversations
    from bench.retrieval_fresh7 import CATEGORIES as FRESH7
    from bench.retrieval_fresh7 import fresh7_conversations

    convs = fresh7_conversations()
    earlier = [*fresh4_conversations(), *fresh5_conversations(), *fresh6_conversations()]
    _a_written_bank(convs, FRESH7, earlier)
    # a list question's evidence spreads over sessions at least once per conversation
    assert all(
        any(len({s for s, _ in q.evidence}) >= 3 for q in c.questions if q.category == "list")
        for c in convs
    )


def test_the_eighth_fresh_bank_has_its_own_people_and_at_least_eight_dated_sessions() -> None:
    from bench.retrieval_fresh4 import fresh4_conversations
    from bench.retrieval_fresh5 import fresh5_conversations
    from bench.retrieval_fresh6 import fresh6_conversations
    from bench.retrieval_fresh7 import fresh7_conversations
    from bench.retrieval_fresh8 import CATEGORIES as FRESH8
    from bench.retrieval_fresh8 import fresh8_conversations

    earlier = [
        *fresh4_conversations(),
        *fresh5_conversations(),
        *fresh6_conversations(),
        *fresh7_conversations(),
    ]
    _a_written_bank(fresh8_conversations(), FRESH8, earlier)
