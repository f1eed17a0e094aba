"""What goes into the model: the length cap, which tool outputs are worth a vector, digests."""

from __future__ import annotations

import base64

from kenning.daemon.retrieval.embedding.text import (
    MAX_CHARS,
    MAX_TOKENS,
    TOOL_SCAN_CHARS,
    cap_text,
    estimate_tokens,
    text_digest,
    tool_text,
    worth_embedding,
)


def test_cap_keeps_the_first_max_chars() -> None:
    text = "word " * 1000
    assert cap_text(text) == text[:MAX_CHARS]
    assert cap_text("short") == "short"


def test_estimate_never_passes_the_models_limit() -> None:
    assert estimate_tokens("") >= 1
    assert estimate_tokens("x" * MAX_CHARS) == MAX_TOKENS
    assert estimate_tokens("four word long text") < estimate_tokens("a" * 300)


def test_words_of_people_and_agents_are_always_worth_a_vector() -> None:
    for role in ("user", "assistant", None):
        assert worth_embedding("42", role)
        assert worth_embedding("/tmp/x.py", role)
    assert not worth_embedding("   \n", "user")  # empty text has nothing to embed


def test_tool_output_with_words_is_worth_a_vector() -> None:
    assert worth_embedding("ImportError: cannot import name 'Foo' from 'bar'", "tool")
    assert worth_embedding("FAILED tests/test_api.py::test_login - AssertionError", "tool")


def test_tool_output_of_numbers_paths_and_punctuation_is_skipped() -> None:
    assert not worth_embedding("0", "tool")
    assert not worth_embedding("[1, 2, 3]\n{}", "tool")
    assert not worth_embedding("/tmp/x.py", "tool")  # one path: one word of 3+ letters
    assert not worth_embedding("3 passed in 0.21s", "tool")


def test_tool_output_that_is_mostly_a_blob_is_skipped() -> None:
    blob = base64.b64encode(bytes(range(256)) * 3).decode()
    assert not worth_embedding(f"data: {blob}", "tool")
    minified = '{"id":123,"tags":["x","y"],"n":[1,2,3]},' * 10
    assert not worth_embedding(minified, "tool")


def test_tool_output_of_hex_and_number_tables_is_skipped() -> None:
    dump = "\n".join(f"{i:08x}: 3f 2a 00 1b 4c 5d 6e 7f  ab cd ef 01" for i in range(20))
    assert not worth_embedding(dump, "tool")


def test_digest_names_the_text_with_its_scheme() -> None:
    assert text_digest("same") == text_digest("same")
    assert text_digest("same") != text_digest("Same")
    assert text_digest("x").startswith("t1:")


def test_tool_text_keeps_each_line_once_in_order() -> None:
    log = "Collecting requests\n\n  Collecting requests  \nDownloading idna\n" * 30 + "done"
    assert tool_text(log) == "Collecting requests\nDownloading idna\ndone"
    assert tool_text("one line, as it is  ") == "one line, as it is  "
    # capped after the repeats are gone, and only the head of a huge output is read
    lines = "\n".join(f"line {i}" for i in range(5000))
    assert tool_text(lines) == cap_text("\n".join(lines[:TOOL_SCAN_CHARS].splitlines()))
    assert len(tool_text(lines)) == MAX_CHARS
