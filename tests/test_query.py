"""Reading a query: terms, identifiers, function words, no-space runs, dates."""

from __future__ import annotations

from datetime import date

import pytest

from kenning.daemon.retrieval.query import TimeWindow, parse_query, time_window, trigram_match


def terms(text: str) -> list[str]:
    return list(parse_query(text).terms)


def test_a_possessive_is_its_word_not_a_phrase() -> None:
    assert terms("Sam's dog") == ['"Sam"', '"dog"']
    assert terms("Shredder\u2019s Revenge") == ['"Shredder"', '"Revenge"']
    assert terms("the Joneses' car") == ['"Joneses"', '"car"']


def test_a_hyphenated_word_of_prose_is_its_words() -> None:
    assert terms("ex-partner") == ['"ex"', '"partner"']
    assert terms("TMNT Shredder's Revenge") == ['"TMNT"', '"Shredder"', '"Revenge"']


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("foo_bar", '"foo_bar"'),
        ("Foo.bar()", '"Foo bar"'),
        ("np.linalg.norm", '"np linalg norm"'),
        ("localhost:5432", '"localhost 5432"'),
        ("--openssl-legacy-provider", '"openssl legacy provider"'),
        ("ERR_OSSL_EVP_UNSUPPORTED", '"ERR_OSSL_EVP_UNSUPPORTED"'),
        ("md4", '"md4"'),
    ],
)
def test_identifiers_and_error_tokens_stay_exact(text: str, term: str) -> None:
    assert terms(text) == [term]


def test_quoted_phrases_and_prefixes_stay() -> None:
    assert terms('"connection refused" on start') == ['"connection refused"', '"start"']
    assert terms("kenn*") == ['"kenn"*']
    # FTS5 operators are searched as words
    assert terms("AND OR NOT") == ['"AND"', '"OR"', '"NOT"']


def test_function_words_are_dropped_from_natural_language_questions_only() -> None:
    question = parse_query("What recommendations has Nate received from Joanna?")
    assert question.natural
    assert list(question.terms) == ['"recommendations"', '"Nate"', '"received"', '"Joanna"']
    asked = parse_query("Did she get more sleep than her brother?")
    assert asked.natural and list(asked.terms) == ['"sleep"', '"brother"']
    # a keyword query keeps words that are function words in a question
    keywords = parse_query("get more")
    assert not keywords.natural and list(keywords.terms) == ['"get"', '"more"']
    # only stopwords: kept, or nothing would be searched
    assert terms("the a") == ['"the"', '"a"']


def test_a_question_of_only_function_words_keeps_some_words() -> None:
    parsed = parse_query("what about him and her then?")
    assert parsed.terms  # never an empty search for a non-empty question


def test_text_without_spaces_becomes_runs() -> None:
    parsed = parse_query("アーキテクチャ review")
    assert parsed.runs == ("アーキテクチャ",) and list(parsed.terms) == ['"review"']
    assert parse_query("数据库连接错误").runs == ("数据库连接错误",)
    assert parse_query("สวัสดีครับ").runs == ("สวัสดีครับ",)


def test_trigram_match_ors_the_trigrams_and_returns_short_runs() -> None:
    match, short = trigram_match(("設計図", "東京", "abcd"))
    assert match == '"設計図" OR "abc" OR "bcd"'
    assert short == ["東京"]
    assert trigram_match(()) == (None, [])


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("What did Melanie do on the evening of 7 July, 2023?", (date(2023, 7, 7),) * 2),
        ("What happened on July 7th 2023", (date(2023, 7, 7),) * 2),
        ("deploys on 2024-02-29", (date(2024, 2, 29),) * 2),
        ("trips in May 2023", (date(2023, 5, 1), date(2023, 5, 31))),
        ("moves in December 2022", (date(2022, 12, 1), date(2022, 12, 31))),
        ("what changed in 2021", (date(2021, 1, 1), date(2021, 12, 31))),
        ("the party on 3 March", (date(2026, 3, 3),) * 2),
    ],
)
def test_dates_in_a_question_become_a_window(text: str, window: tuple[date, date]) -> None:
    parsed = parse_query(text, today=date(2026, 11, 24))
    assert parsed.window == TimeWindow(*window)
    # the date's words match no turn text: they are not terms
    assert not any(any(c.isdigit() for c in t) for t in parsed.terms)


def test_relative_dates_need_today_and_bad_days_fall_back() -> None:
    assert time_window("what broke yesterday")[0] is None
    window, rest = time_window("what broke yesterday", today=date(2026, 11, 24))
    assert window == TimeWindow(date(2026, 11, 23), date(2026, 11, 23)) and "yesterday" not in rest
    # no such day: the month is what is left of it
    feb = TimeWindow(date(2023, 2, 1), date(2023, 2, 28))
    assert time_window("on 31 February, 2023")[0] == feb
    assert time_window("port 5432 on localhost")[0] is None


def test_window_distance() -> None:
    window = TimeWindow(date(2023, 5, 1), date(2023, 5, 31))
    assert window.distance(date(2023, 5, 10)) == 0
    assert window.distance(date(2023, 4, 28)) == 3
    assert window.distance(date(2023, 6, 2)) == 2
