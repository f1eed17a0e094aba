"""Rule regexes run by RE2: linear time on catastrophic patterns, refusals with reasons."""

from __future__ import annotations

import time

import pytest

from kenning.daemon.core.inputs import parse_rule
from kenning.daemon.core.rule_regex import RuleRegexError, compile_rule, linear_time_reason

#: (pattern, a text that makes Python's `re` backtrack exponentially or worse)
CATASTROPHIC = [
    (r"(a+)+$", "a" * 100_000 + "!"),
    (r"(a|aa)+$", "a" * 100_000 + "!"),
    (r"(a|a?)+$", "a" * 100_000 + "!"),
    (r"(\w+\s?)*$", "word " * 20_000 + "!"),
    (r"^(([a-z])+.)+[A-Z]([a-z])+$", "abcdefghij" * 10_000 + "!"),
    (r"(x+x+)+y", "x" * 100_000),
    (r"(.*a){12}", "a" * 20_000),
]


@pytest.mark.parametrize(("pattern", "text"), CATASTROPHIC)
def test_catastrophic_patterns_run_in_linear_time(pattern: str, text: str) -> None:
    assert linear_time_reason(pattern) is None
    compiled = compile_rule(pattern)
    began = time.process_time()  # CPU, not wall: other work on the machine does not count
    compiled.search(text)
    assert time.process_time() - began < 1.0  # Python's re: hours to centuries


@pytest.mark.parametrize(
    ("pattern", "hint"),
    [
        (r"(?<=x)y", "lookaround"),
        (r"x(?!y)", "lookaround"),
        (r"(a)\1", "backreference"),
        (r"a++", "possessive"),
        (r"(?>a+)b", "atomic"),
        (r"end\Z", r"\z"),
    ],
)
def test_what_re2_cannot_run_is_refused_with_the_reason(pattern: str, hint: str) -> None:
    reason = linear_time_reason(pattern)
    assert reason is not None and "RE2" in reason and hint in reason
    with pytest.raises(RuleRegexError):
        compile_rule(pattern)
    with pytest.raises(ValueError, match="RE2"):  # a rule from a file or a command
        parse_rule({"id": "b-1", "content": "x", "verification": {"regex": pattern}})


def test_multiline_and_offsets_match_what_re_would_give() -> None:
    text = "é = 1\nprint(x)\n  print(y)\n"
    spans = [m.span() for m in compile_rule(r"^\s*print\(", multiline=True).finditer(text)]
    assert spans == [(6, 12), (15, 23)]  # code points, not UTF-8 bytes
    assert compile_rule(r"^\s*print\(").search(text) is None  # `^` is the text's start
