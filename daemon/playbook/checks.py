"""The rule-check engine: which rules apply where, and what their checks find.

Every surface that checks text against the playbook goes through here: the
pre-commit audit (the added lines of a commit, `commit_audit.py`), the
session audit (what agents wrote, `session_audit.py`), the editor's
diagnostics (`kenning lsp`), and, for scope alone, the editor's hover, the
context briefing and the AGENTS.md export. So one rule gives the same
findings, on the same lines, everywhere.

- `Situation` and `applies(rule, situation)`: where a rule applies (its
  scope and its check's file glob); the semantics are written in `scope.py`.
- `Check`: a rule's `verification`, a check derived from what the rule
  rules out (`core/derived.py`: a rule with no `verification` that names a
  command, a library or a function it forbids; the derivation is stored with
  the rule's row, `store/rule_derivations.py`, and a playbook's checks are
  built from the rows that carry one), or a tombstone, compiled by RE2 only
  (`kenning.daemon.core.rule_regex`: time linear in the text, so no
  pattern, from the database or a repository's playbook file, can stall a
  hook, the editor or the daemon's worker). A check is compiled when first
  run, and only when its required literal is in the text; `compile_rule`
  keeps each pattern compiled for the process, and `checks_for` keeps the
  `Checks` of each live playbook. Patterns run with `^`/`$` per line.
- `Finding`: one violation, the same type on every surface: rule id, file,
  line (1-based) and column span (code points), message, fix, and whether
  it blocks (the commit audit's policy sets that); a derived check's finding
  says so, and carries the rewrite its rule states (`pip install rich` →
  `uv add rich`) when the arguments map.

A derived check runs only in the files where its form can appear (commands
in shell scripts, Makefiles, Dockerfiles, YAML and Markdown; imports in
their language's code; dependencies in their manifests), a command also in
the mixed files of a rule scoped to a language (`pip install` in a README,
for a Python rule); in a text that is no file (an agent's message), its
commands, imports and calls. A pattern's group `hit`, when it has one, is
what a finding marks (the command, not the `&&` before it).

A rule with `verification.mode = absent` is violated where its regex
matches (an empty match marks nothing); `exists`, with a file glob, is
violated by a whole file matching the glob that lacks the regex; a
tombstone (a deprecated pattern) is violated where it appears, in any file.
The suppression pragmas (`kenning: ignore[id]` on the line, `kenning:
ignore-file[id]` in the file) are honoured on every surface.
"""

from __future__ import annotations

import bisect
import logging
import re
import sqlite3
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core.derived import DerivedCheck, decode, derive, rewrite
from kenning.daemon.core.languages import is_mixed
from kenning.daemon.core.models import Rule, RuleState, Scope, Tombstone, VerifyMode, glob_matches
from kenning.daemon.core.rule_regex import RuleRegexError, compile_rule
from kenning.daemon.playbook import tombstones as tombstone_words
from kenning.daemon.playbook.pragmas import file_ignores, line_ignores
from kenning.daemon.playbook.rows import with_store
from kenning.daemon.playbook.scored import prefetch_rules
from kenning.daemon.safety.regex_safety import required_literal
from kenning.daemon.store import rule_derivations
from kenning.daemon.store.rule_derivations import Checked

from .scope import (
    Situation,
    Task,
    applies,
    file_language,
    framework_key,
    glob_fits,
    language_key,
    place_fits,
    scope_fit,
    workspace_place,
)

if TYPE_CHECKING:
    from kenning.daemon.playbook.book import Playbook, ScoredRule

__all__ = [
    "MAX_PER_RULE",
    "Check",
    "CheckResult",
    "Checks",
    "Finding",
    "Situation",
    "Task",
    "applies",
    "check_lines",
    "check_text",
    "checks_for",
    "file_language",
    "framework_key",
    "glob_fits",
    "language_key",
    "place_fits",
    "rule_message",
    "scope_fit",
    "silenced",
    "workspace_place",
]

log = logging.getLogger(__name__)

#: findings per check per text: a pattern matching on every line is one problem
MAX_PER_RULE = 100

Kind = Literal["rule", "tombstone", "secret"]


@dataclass(frozen=True, slots=True)
class Finding:
    """One violation of a rule, a tombstone or (commit audit) the secret scanner."""

    rule_id: str  # a rule id, a tombstone id, or "secret"
    kind: Kind
    file: str  # relative to the repository ("" for text that is no file: a message)
    line: int  # 1-based
    start: int  # code points from the start of `line`
    end_line: int
    end: int
    message: str  # the rule's text, or what is deprecated and why
    fix: str
    blocking: bool = False
    #: the evidence: the offending text (set by the surface, redacted), or what a file lacks
    excerpt: str = ""
    #: the check was derived from what the rule rules out (not written by a person)
    derived: bool = False
    #: the text that replaces the marked span, as the rule states its remedy (None: none safe)
    replacement: str | None = None


def rule_message(rule: Rule) -> str:
    """What a finding of `rule` says: its text (a team's rule says so)."""
    return f"{rule.content} (team rule)" if rule.origin == "team" else rule.content


class Check:
    """One compiled check: a rule's verification, or a tombstone."""

    __slots__ = (
        "_hit",
        "_pattern",
        "derived",
        "fix",
        "glob",
        "kind",
        "literal",
        "message",
        "mode",
        "regex",
        "rule",
        "rule_id",
    )

    def __init__(
        self,
        rule_id: str,
        kind: Literal["rule", "tombstone"],
        regex: str,
        message: str,
        fix: str,
        *,
        mode: VerifyMode = VerifyMode.ABSENT,
        glob: str | None = None,
        rule: Rule | None = None,
        derived: DerivedCheck | None = None,
    ) -> None:
        self.rule_id = rule_id
        self.kind = kind
        self.regex = regex
        self.message = message
        self.fix = fix
        self.mode = mode
        self.glob = glob
        self.rule = rule  # None for a tombstone: it applies everywhere
        self.derived = derived
        self._hit = 0
        #: text every match contains: a text without it cannot match (one substring test)
        self.literal = derived.literal if derived is not None else required_literal(regex)
        self._pattern: Any = None

    @classmethod
    def of_rule(cls, rule: Rule) -> Check | None:
        """The check of an active rule with a `verification`, else None."""
        v = rule.verification
        if v is None or rule.state != RuleState.ACTIVE:
            return None
        fix = (
            f"this is a known pitfall: {rule.content}"
            if rule.is_anti_pattern
            else f"follow the rule: {rule.content}"
        )
        return cls(
            rule.id,
            "rule",
            v.regex,
            rule_message(rule),
            fix,
            mode=v.mode,
            glob=v.glob,
            rule=rule,
        )

    @classmethod
    def derived_of(
        cls, rule: Rule, derivation: tuple[DerivedCheck, ...] | None = None
    ) -> list[Check]:
        """The checks derived from what an active rule without a `verification` rules
        out (`derivation`: its text's, as stored; None: derived here)."""
        if rule.verification is not None or rule.state != RuleState.ACTIVE:
            return []
        fix = f"follow the rule: {rule.content}"
        found = derive(rule.content) if derivation is None else derivation
        return [
            cls(rule.id, "rule", d.regex, rule_message(rule), fix, rule=rule, derived=d)
            for d in found
        ]

    @classmethod
    def of_tombstone(cls, stone: Tombstone) -> Check:
        """The check of a deprecated pattern (literal, or a regex)."""
        regex = stone.pattern if stone.is_regex else re.escape(stone.pattern)
        return cls(
            stone.id, "tombstone", regex, tombstone_words.message(stone), tombstone_words.fix(stone)
        )

    @property
    def pattern(self) -> Any | None:
        """The RE2 pattern (`^`/`$` per line), or None when RE2 refuses it."""
        if self._pattern is None:
            try:
                self._pattern = compile_rule(self.regex, multiline=True)
            except RuleRegexError as exc:
                # refused on add; an old store or a hand-edited YAML may still hold one
                log.warning("skipping %s %s: %s", self.kind, self.rule_id, exc)
                self._pattern = False
            else:
                self._hit = self._pattern.groupindex.get("hit", 0)
        return self._pattern or None

    def may_match(self, text: str) -> bool:
        """False when the text cannot match (it lacks the regex's required literal)."""
        return self.literal is None or self.literal in text

    def spans(self, text: str) -> Iterator[tuple[int, int]]:
        """(start, end) offsets of the check's non-empty matches in `text`."""
        if not self.may_match(text):
            return
        pattern = self.pattern
        if pattern is None:
            return
        for m in pattern.finditer(text):
            start, end = m.span(self._hit)
            if start != end:  # an empty match marks nothing
                yield start, end

    def applies(self, situation: Situation) -> bool:
        """Whether the check runs in `situation` (a tombstone runs everywhere)."""
        if self.rule is None:
            return True
        d = self.derived
        if d is None:
            return applies(self.rule, situation)
        langs = situation.languages
        if situation.file is None:
            if not d.on_text:
                return False
        elif (
            langs is None
            or not (langs & d.languages)
            or (d.glob is not None and not glob_matches(d.glob, situation.file))
        ):
            return False
        if scope_fit(self.rule, situation)[0]:
            return True
        # a command of a language's rule is written in its README, Makefile, CI
        return (
            d.what == "command"
            and self.rule.scope == Scope.LANGUAGE
            and langs is not None
            and any(is_mixed(lang) for lang in langs)
        )

    def finding(
        self, file: str, line: int, start: int, end_line: int, end: int, hit: str
    ) -> Finding:
        """A finding of this check at a span whose text is `hit`."""
        replacement = None
        if self.derived is not None and self.derived.remedies:
            replacement = rewrite(self.derived.remedies, hit)
        fix = f"write `{replacement}` instead" if replacement else self.fix
        return Finding(
            self.rule_id,
            self.kind,
            file,
            line,
            start,
            end_line,
            end,
            self.message,
            fix,
            derived=self.derived is not None,
            replacement=replacement,
        )


@dataclass
class Checks:
    """The checks of one playbook: its active rules' verifications, and its tombstones."""

    rules: list[Check]
    tombstones: list[Check]
    _rules_by_id: dict[str, Rule] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._rules_by_id = {c.rule_id: c.rule for c in self.rules if c.rule is not None}

    @classmethod
    def build(cls, rules: Iterable[Rule], tombstones: Iterable[Tombstone]) -> Checks:
        """The checks of active rules (written, else derived) and of tombstones."""
        out: list[Check] = []
        for rule in rules:
            written = Check.of_rule(rule)
            if written is not None:
                out.append(written)
            else:
                out += Check.derived_of(rule)
        return cls(out, [Check.of_tombstone(t) for t in tombstones])

    def __len__(self) -> int:
        return len(self.rules) + len(self.tombstones)

    def __iter__(self) -> Iterator[Check]:
        yield from self.rules
        yield from self.tombstones

    def rule_of(self, rule_id: str) -> Rule | None:
        """The rule a rule check's findings name (None for a tombstone)."""
        return self._rules_by_id.get(rule_id)

    def applicable(self, situation: Situation, text: str | None = None) -> list[Check]:
        """The checks that run in `situation`: rules whose scope and glob admit it, tombstones.

        With `text`, an `absent` rule whose required literal the text lacks is left
        out first: one substring test, before any scope or glob test (most rules).
        """
        return [
            c
            for c in self.rules
            if (text is None or c.mode != VerifyMode.ABSENT or c.may_match(text))
            and c.applies(situation)
        ] + self.tombstones


class _PlaybookChecks(Checks):
    """The `Checks` of a loaded playbook, kept with it (`Playbook.derived`) and
    patched with it: a write of a few rules re-checks those rules, it does not
    build every active rule's `Rule` again (4 s at 100,000 rules)."""

    @classmethod
    def of(cls, playbook: Playbook) -> _PlaybookChecks:
        stored = _stored(playbook)
        others = playbook.unstored() if stored is not None else None
        if stored is None or others is None:
            rules = playbook.active()
        else:
            # the stored rules that carry a check and the others, not every rule
            found = (playbook.get(rule_id) for rule_id in stored)
            picked = [sb for sb in found if sb is not None and sb.stored]
            rules = [
                sb for sb in playbook.in_order(picked + others) if sb.state == RuleState.ACTIVE
            ]
        return cls(_rule_checks(rules, stored), _tombstone_checks(playbook))

    def patched(
        self, playbook: Playbook, removed: list[ScoredRule], added: list[ScoredRule]
    ) -> _PlaybookChecks:
        gone = {sb.id for sb in removed} | {sb.id for sb in added}
        kept = [c for c in self.rules if c.rule_id not in gone]
        live = [sb for sb in added if sb.state == RuleState.ACTIVE]
        stored = _stored(playbook, [sb.id for sb in live if sb.stored]) if live else None
        # a patch keeps the tombstones (a change of them reloads the playbook whole)
        return _PlaybookChecks(kept + _rule_checks(live, stored), self.tombstones)

    def rescored(self, playbook: Playbook) -> _PlaybookChecks:
        """The same rules scored again: the same checks."""
        return self


def _stored(playbook: Playbook, ids: Collection[str] | None = None) -> dict[str, Checked] | None:
    """The playbook's stored rules that carry a check (`store/rule_derivations.py`),
    or None when it has no store to read them from."""
    reader = playbook.reader
    if reader is None:
        return None
    try:
        return with_store(reader(), lambda store: rule_derivations.checked(store, ids))
    except sqlite3.OperationalError as exc:  # a store not migrated (no such column)
        log.warning("stored derivations not read (%s): deriving every rule", exc)
        return None


def _rule_checks(
    rules: Iterable[ScoredRule], stored: Mapping[str, Checked] | None = None
) -> list[Check]:
    """The checks of these active rules. With `stored` (the store's rules that carry a
    check, `_stored`), a stored rule's check is built from its row: a rule it does not
    name has none (its `Rule` is not built), and a derivation is decoded, not made
    (at 100,000 generated rules, 2,000 derive a check; deriving them all read the
    clauses of the 22,000 with a word that rules something out, ~3 s). A rule
    of the repository's file or of the team, or one whose text changed since the
    playbook was read, is derived here."""
    rules = list(rules)
    if stored is not None:
        prefetch_rules(sb for sb in rules if sb.stored and sb.id in stored)
    out: list[Check] = []
    for sb in rules:
        if stored is not None and sb.stored:
            found = stored.get(sb.id)
            if found is None:
                continue
            rule = sb.rule
            written = Check.of_rule(rule) if found.verified else None
            if written is not None:
                out.append(written)
            elif found.content == rule.content:
                out += Check.derived_of(rule, decode(found.derived))
            else:
                out += Check.derived_of(rule)
        elif sb.has_verification:
            written = Check.of_rule(sb.rule)
            if written is not None:
                out.append(written)
        elif derive(sb.content):  # cached: `derived_of` reads the same derivation
            out += Check.derived_of(sb.rule)
    return out


def _tombstone_checks(playbook: Playbook) -> list[Check]:
    return [Check.of_tombstone(t) for t in playbook.tombstones]


def checks_for(playbook: Playbook) -> Checks:
    """The `Checks` of a loaded playbook: built once per playbook, patched with it."""
    return playbook.derived("checks", _PlaybookChecks.of)


def silenced(rule_id: str, line_text: str, file_ids: set[str]) -> bool:
    """Whether a pragma silences `rule_id` on this line or in the whole file."""
    return rule_id in file_ids or ("kenning:" in line_text and rule_id in line_ignores(line_text))


class _Lines:
    """Offsets → (1-based line, column), built lazily (most texts have no finding)."""

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
        return line + 1, offset - starts[line]

    def text_of(self, line: int) -> str:
        starts = self._index()
        if not 1 <= line <= len(starts):
            return ""
        start = starts[line - 1]
        end = self._text.find("\n", start)
        return self._text[start : end if end >= 0 else len(self._text)]


def _lacks(check: Check, file: str) -> Finding:
    return Finding(
        check.rule_id,
        "rule",
        file,
        1,
        0,
        1,
        0,
        check.message,
        check.fix,
        excerpt=f"(the file lacks /{check.regex}/)",
    )


@dataclass
class CheckResult:
    """The findings in one text, and what was left out."""

    findings: list[Finding] = field(default_factory=list)
    #: the number of characters checked when the text was larger than the limit
    truncated_at: int | None = None
    #: findings silenced by a pragma
    suppressed: int = 0


def check_text(
    checks: Checks,
    text: str,
    situation: Situation,
    *,
    max_chars: int | None = None,
    limit: int = MAX_PER_RULE,
) -> CheckResult:
    """Check a whole text (a file, a message) against the checks that apply in `situation`.

    Args:
        checks: the playbook's checks.
        text: the text; with `max_chars`, checked up to that many characters (cut at a
            line end; an `exists` rule then gives no verdict: the pattern may lie past the cut).
        situation: where the text is (`situation.file` for globs and findings).
        limit: findings per check.
    """
    result = CheckResult()
    if max_chars is not None and len(text) > max_chars:
        cut = text.rfind("\n", 0, max_chars)
        text = text[: cut + 1 if cut > 0 else max_chars]
        result.truncated_at = len(text)
    if not checks.rules and not checks.tombstones:
        return result
    file = situation.file or ""
    silenced_file = file_ignores(text.splitlines()) if "kenning:" in text else set()
    lines = _Lines(text)
    for check in checks.applicable(situation, text):
        if check.rule_id in silenced_file:
            continue
        if check.mode == VerifyMode.EXISTS:
            # only a glob says which files must carry the pattern; a text that is no file
            # (a message) or a cut file carries no verdict
            if not check.glob or situation.file is None or result.truncated_at is not None:
                continue
            pattern = check.pattern
            if pattern is not None and pattern.search(text) is None:
                result.findings.append(_lacks(check, file))
            continue
        found = 0
        for start, end in check.spans(text):
            line, col = lines.at(start)
            end_line, end_col = lines.at(end)
            if silenced(check.rule_id, lines.text_of(line), set()):
                result.suppressed += 1
                continue
            result.findings.append(
                check.finding(file, line, col, end_line, end_col, text[start:end])
            )
            found += 1
            if found >= limit:
                break
    result.findings.sort(key=lambda f: (f.line, f.start, f.rule_id))
    return result


def check_lines(
    checks: Checks,
    added: Sequence[tuple[int, str]],
    situation: Situation,
    whole_text: Callable[[], str],
) -> list[Finding]:
    """Check the added lines of a file (a commit), line by line; no pragma is applied.

    Args:
        checks: the playbook's checks.
        added: (1-based line number, text) of each added line.
        situation: the file's situation (`situation.file` for globs and findings).
        whole_text: reads the whole file (for `exists` rules); called only when one applies.
    """
    found: list[Finding] = []
    if not added:
        return found
    file = situation.file or ""
    joined = "\n".join(text for _n, text in added)
    for check in checks.applicable(situation, joined):
        if check.mode == VerifyMode.EXISTS:
            if not check.glob:
                continue
            pattern = check.pattern
            if pattern is not None and pattern.search(whole_text()) is None:
                found.append(_lacks(check, file))
            continue
        if not check.may_match(joined) or check.pattern is None:
            continue  # one substring test instead of a regex per line
        for number, text in added:
            for start, end in check.spans(text):
                found.append(check.finding(file, number, start, number, end, text[start:end]))
                break  # one finding per line and check
    return found
