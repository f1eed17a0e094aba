"""`required_literal` may only name text that every match contains."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kenning.daemon.safety.regex_safety import required_literal

ATOMS = ["a", "b", "c", "ab", r"\.", r"\(", "[ab]", "[^a]", ".", r"\b", r"\s", " "]
QUANTIFIERS = ["", "", "", "*", "+", "?", "{0,2}", "{1,2}", "{2}"]


@st.composite
def patterns(draw: st.DrawFn) -> str:
    parts: list[str] = []
    for _ in range(draw(st.integers(1, 8))):
        atom = draw(st.sampled_from(ATOMS))
        if draw(st.booleans()) and len(parts) > 1:
            inner = "".join(parts[-2:])
            parts[-2:] = [f"({inner})"]
        parts.append(atom + draw(st.sampled_from(QUANTIFIERS)))
    anchor = draw(st.sampled_from(["", "^"]))
    return anchor + "".join(parts)


@pytest.mark.slow
@given(patterns(), st.lists(st.text(alphabet="abc.( \n", max_size=30), min_size=1, max_size=8))
@settings(max_examples=600, deadline=None, derandomize=True)
def test_every_match_contains_the_literal(pattern: str, texts: list[str]) -> None:
    try:
        compiled = re.compile(pattern)
    except re.error:
        return
    literal = required_literal(pattern, min_length=1)
    if literal is None:
        return
    for text in texts:
        if compiled.search(text):
            assert literal in text, (pattern, literal, text)


@pytest.mark.parametrize(
    ("pattern", "literal"),
    [
        (r"\beval\(", "eval("),
        (r"os\.system\(", "os.system("),
        (r"requests\.get\(", "requests.get("),
        (r"AKIA[0-9A-Z]{16}", "AKIA"),
        (r"foo(bar)?baz", "foo"),
        (r"x{2,}yyy", "yyy"),
        (r"(?i)password", None),
        (r"a|bcd", None),
        (r"(?=abc)abc", None),
        (r"abc*", None),
        (r"\x41BCD", None),
    ],
)
def test_examples(pattern: str, literal: str | None) -> None:
    assert required_literal(pattern) == literal
