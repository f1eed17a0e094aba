"""Patterns compiled on first use behave as the compiled pattern, and compile only then."""

from __future__ import annotations

import re

from kenning.daemon.lazy_regex import LazyPattern, lazy_compile
from kenning.daemon.secret_rules import CORE_RULES, RegexRule


def test_a_lazy_pattern_compiles_when_first_used_and_then_answers_as_re() -> None:
    source = r"(?P<v>ghp_[A-Za-z0-9]{4,})"
    lazy = lazy_compile(source, re.IGNORECASE)
    assert isinstance(lazy, LazyPattern) and lazy._compiled is None
    text = "token GHP_abcd1234 and ghp_zz"
    eager = re.compile(source, re.IGNORECASE)
    assert [m.span("v") for m in lazy.finditer(text)] == [m.span("v") for m in eager.finditer(text)]
    assert lazy._compiled is not None
    assert lazy.groupindex == eager.groupindex and lazy.pattern == source
    assert lazy.flags == eager.flags
    assert lazy == lazy_compile(source, re.IGNORECASE) and lazy != lazy_compile(source)


def test_importing_the_secret_rules_compiles_none_of_their_patterns() -> None:
    patterns = [r.pattern for r in CORE_RULES if isinstance(r, RegexRule)]
    assert patterns and all(isinstance(p, LazyPattern) for p in patterns)
    # a rule never used in this process is still uncompiled (one used by another test may not be)
    assert any(isinstance(p, LazyPattern) and p._compiled is None for p in patterns)
