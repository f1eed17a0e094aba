"""Rule checks on a whole file: verification regexes and tombstones.

- A rule with `verification.mode = absent` is violated where its regex
  matches (one finding per match).
- A rule with `mode = exists` and a file glob is violated when a file
  matching the glob lacks the regex (one finding at line 0).
- A tombstone (a deprecated pattern, literal or regex) is flagged where it
  appears, tagged deprecated.

Suppression pragmas (`kenning: ignore[id]` on the line, `kenning:
ignore-file[id]` anywhere in the file) are the ones the pre-commit audit
honours (`kenning.daemon.playbook.pragmas`). A file larger than the limit is checked
up to the limit (cut at a line end) and the result says so: `truncated_at`.

Regexes run with RE2 (`kenning.daemon.core.rule_regex`: time linear in the text,
so no rule can hang the editor), once over the whole checked text with `^`/`$`
per line, so the cost is one scan per rule, not one per line. This module works
on plain strings; `server.py` turns findings into LSP diagnostics.
"""

from __future__ import annotations

import bisect
import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from kenning.daemon.core.models import Bullet, BulletState, Tombstone, VerifyMode
from kenning.daemon.core.rule_regex import RuleRegexError, compile_rule
from kenning.daemon.playbook import tombstones as tombstone_words
from kenning.daemon.playbook.pragmas import file_ignores, line_ignores

from .matching import DocContext, in_scope

__all__ = ["CheckResult", "Checks", "Finding"]

log = logging.getLogger(__name__)

#: findings per rule per file: a pattern matching on every line is one problem
MAX_PER_RULE = 100


@dataclass(frozen=True)
class Finding:
    """One violation: a rule id (or tombstone id), where, and what to say."""

    rule_id: str
    kind: Literal["rule", "tombstone"]
    line: int
    start: int  # code points from the start of `line`
    end_line: int
    end: int
    message: str


@dataclass
class CheckResult:
    findings: list[Finding] = field(default_factory=list)
    #: the number of characters checked when the file was larger than the limit
    truncated_at: int | None = None
    suppressed: int = 0


class _Lines:
    """Offsets → (line, column), built lazily (most files have no finding)."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._starts: list[int] | None = None

    def _index(self) -> list[int]:
        if self._starts is None:
            self._starts = [0] + [m.end() for m in re.finditer("\n", self._text)]
        return self._starts

    def at(self, offset: int) -> tuple[int, int]:
        starts = self._index()
        line = bisect.bisect_right(starts, offset) - 1
        return line, offset - starts[line]

    def text_of(self, line: int) -> str:
        starts = self._index()
        if line >= len(starts):
            return ""
        start = starts[line]
        end = self._text.find("\n", start)
        return self._text[start : end if end >= 0 else len(self._text)]


def _compile(source: str, what: str) -> Any:
    """The RE2 pattern (linear time, `^`/`$` per line), or None when RE2 refuses it."""
    try:
        return compile_rule(source, multiline=True)
    except RuleRegexError as exc:
        # validated on add; an old store or a hand-edited YAML may still hold one
        log.warning("skipping %s: %s", what, exc)
        return None


@dataclass
class Checks:
    """The compiled checks of one playbook."""

    rules: list[tuple[Bullet, Any]]
    tombstones: list[tuple[Tombstone, Any]]

    @classmethod
    def build(cls, rules: Iterable[Bullet], tombstones: Iterable[Tombstone]) -> Checks:
        compiled = []
        for b in rules:
            if b.verification is None or b.state != BulletState.ACTIVE:
                continue
            pattern = _compile(b.verification.regex, f"rule {b.id}")
            if pattern is not None:
                compiled.append((b, pattern))
        graves = []
        for t in tombstones:
            pattern = _compile(
                t.pattern if t.is_regex else re.escape(t.pattern), f"tombstone {t.id}"
            )
            if pattern is not None:
                graves.append((t, pattern))
        return cls(compiled, graves)

    def __len__(self) -> int:
        return len(self.rules) + len(self.tombstones)

    def run(self, text: str, ctx: DocContext, *, max_chars: int) -> CheckResult:
        """Check `text` (up to `max_chars`, cut at a line end) against every rule in scope."""
        result = CheckResult()
        if len(text) > max_chars:
            cut = text.rfind("\n", 0, max_chars)
            text = text[: cut + 1 if cut > 0 else max_chars]
            result.truncated_at = len(text)
        if not self.rules and not self.tombstones:
            return result
        silenced_file = file_ignores(text.splitlines()) if "kenning:" in text else set()
        lines = _Lines(text)
        raw: list[Finding] = []
        for bullet, pattern in self.rules:
            if bullet.id in silenced_file or not in_scope(bullet, ctx):
                continue
            v = bullet.verification
            assert v is not None
            if v.mode == VerifyMode.EXISTS:
                # only a glob says which files must carry the pattern; a cut file may
                # carry it past the cut, so no verdict on a truncated file
                if v.glob and result.truncated_at is None and pattern.search(text) is None:
                    raw.append(
                        Finding(
                            bullet.id,
                            "rule",
                            0,
                            0,
                            0,
                            0,
                            f"{bullet.content} (this file lacks /{v.regex}/)",
                        )
                    )
                continue
            raw += _matches(bullet.id, "rule", bullet.content, pattern, text, lines)
        for stone, pattern in self.tombstones:
            if stone.id in silenced_file:
                continue
            message = tombstone_words.one_line(stone)
            raw += _matches(stone.id, "tombstone", message, pattern, text, lines)
        for f in raw:
            line = lines.text_of(f.line)
            if "kenning:" in line and f.rule_id in line_ignores(line):
                result.suppressed += 1
            else:
                result.findings.append(f)
        result.findings.sort(key=lambda f: (f.line, f.start, f.rule_id))
        return result


def _matches(
    rule_id: str,
    kind: Literal["rule", "tombstone"],
    message: str,
    pattern: Any,
    text: str,
    lines: _Lines,
) -> list[Finding]:
    out: list[Finding] = []
    for m in pattern.finditer(text):
        start, end = m.span()
        if start == end:
            continue  # an empty match marks nothing
        line, col = lines.at(start)
        end_line, end_col = lines.at(end)
        out.append(Finding(rule_id, kind, line, col, end_line, end_col, message))
        if len(out) >= MAX_PER_RULE:
            break
    return out
