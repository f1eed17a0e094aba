"""Rule regexes run by RE2: time linear in the text, whatever the pattern.

A rule's `verify_regex` and a regex tombstone are run by the pre-commit audit
on every staged line and by the language server on every open file. Python's
`re` backtracks: `(a+)+$` took 6 s on 25 `a`s and more than two minutes on
34, holding `git commit` that long. RE2 (google-re2, the `re2` module) runs
every pattern it accepts in time linear in the text, so no pattern can hang a
check; it refuses what cannot be run that way (lookarounds, backreferences,
possessive quantifiers, atomic groups), and such a pattern is refused when a
rule is added or imported, with RE2's reason.

RE2's `\\d`, `\\w`, `\\s` and `\\b` are ASCII-only, where Python's are Unicode
(write `\\p{L}` or `\\pN` for letters and digits of any script); `^` and `$`
are per line only when asked (`multiline=True`, as the language server
does).
"""

from __future__ import annotations

import functools
import re
from typing import Any

import re2

__all__ = ["RuleRegexError", "compile_rule", "linear_time_reason"]

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # RE2 would print every refused pattern on stderr


class RuleRegexError(ValueError):
    """A rule's regex that RE2 cannot run in linear time (or at all)."""


def _explain(pattern: str, exc: Exception) -> str:
    raw = exc.args[0] if exc.args else exc
    detail = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    hint = ""
    if "(?<" in pattern or "(?=" in pattern or "(?!" in pattern:
        hint = "; lookarounds cannot be run in linear time: match the context instead"
    elif "bad repetition operator" in detail:
        hint = "; possessive quantifiers are not needed: RE2 never backtracks"
    elif "(?>" in pattern:
        hint = "; atomic groups are not needed: RE2 never backtracks"
    elif re.search(r"\\[1-9]", pattern):
        hint = "; backreferences (\\1) cannot be run in linear time"
    elif "\\Z" in pattern:
        hint = "; write \\z for the end of the text"
    return (
        f"kenning runs rule regexes with RE2 (time linear in the text) and RE2 refuses "
        f"{pattern!r}: {detail}{hint}"
    )


def linear_time_reason(pattern: str) -> str | None:
    """Why `pattern` cannot be a rule's regex, or None when RE2 runs it.

    Args:
        pattern: the regex, in RE2 syntax (Python `re` syntax minus lookarounds,
            backreferences, possessive quantifiers and atomic groups).
    """
    try:
        _compiled(pattern, False)
    except RuleRegexError as exc:
        return str(exc)
    return None


def compile_rule(pattern: str, *, multiline: bool = False) -> Any:
    """`pattern` compiled by RE2 (`search`, `finditer`, `match.start()` like `re`).

    Compiled once per process and mode.

    Raises:
        RuleRegexError: RE2 refuses the pattern (the message says why and what to do).
    """
    return _compiled(pattern, multiline)


@functools.lru_cache(maxsize=8192)
def _compiled(pattern: str, multiline: bool) -> Any:
    try:
        return re2.compile(f"(?m){pattern}" if multiline else pattern, _OPTIONS)
    except re2.error as exc:
        raise RuleRegexError(_explain(pattern, exc)) from exc
