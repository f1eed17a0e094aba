"""Patterns compiled on first use behave as the compiled pattern, and compile only then."""

from __future__ import annotations

import re
import subprocess
import sys

from kenning.daemon.core.lazy_regex import LazyPattern, lazy_compile


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


def test_importing_the_sanitizer_compiles_none_of_the_secret_patterns() -> None:
    # in a fresh interpreter: other tests of this process have used the rules
    code = (
        "from kenning.daemon.core.lazy_regex import LazyPattern\n"
        "from kenning.daemon.safety.builtin import BUILTIN_RULES\n"
        "from kenning.daemon.safety.sanitize import Sanitizer\n"
        "from kenning.daemon.safety.secret_rules import RegexRule\n"
        "Sanitizer()\n"
        "ps = [r.pattern for r in BUILTIN_RULES if isinstance(r, RegexRule)]\n"
        "print(len(ps), sum(isinstance(p, LazyPattern) and p._compiled is None for p in ps))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    ).stdout.split()
    assert int(out[0]) > 20 and out[0] == out[1], out
