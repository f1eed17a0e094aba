"""The pre-commit audit: check what a commit adds against the playbook.

Three kinds of findings, each naming file:line, the rule and the fix:

- `secret`: the sanitizer's ruleset matched an added line;
- `rule`: a rule's `verification` failed (mode `absent`: the pattern is in an
  added line; mode `exists`: a staged file matching the rule's glob lacks it);
- `tombstone`: an added line uses a deprecated pattern.

Which findings block is policy (`audit.block` in the config); the rest warn.
Nothing here imports the language server or the embedding model: this runs on
every `git commit`.
"""

from __future__ import annotations

import functools
import logging
import os
import re
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import (
    Bullet,
    Maturity,
    Tombstone,
    VerifyMode,
    compile_check,
    glob_matches,
)
from kenning.daemon.core.rule_regex import RuleRegexError, compile_rule
from kenning.daemon.playbook import tombstones as tombstone_words
from kenning.daemon.playbook.pragmas import file_ignores, line_ignores
from kenning.daemon.safety.regex_safety import required_literal

from .diff import FileDiff

log = logging.getLogger(__name__)

Kind = Literal["secret", "rule", "tombstone"]
MAX_EXCERPT = 160


@dataclass(frozen=True)
class Finding:
    kind: Kind
    path: str
    line: int
    rule_id: str  # a bullet id, a tombstone id, or "secret"
    message: str  # the rule text, the deprecated pattern, or the secret kind
    fix: str
    blocking: bool
    excerpt: str  # the offending line, with any secret redacted


@dataclass
class AuditReport:
    findings: list[Finding] = field(default_factory=list)
    files: int = 0
    added_lines: int = 0
    rules_checked: int = 0
    skipped_files: list[str] = field(default_factory=list)  # binary, submodule, deleted
    suppressed: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def blocking(self) -> list[Finding]:
        return [f for f in self.findings if f.blocking]

    @property
    def verdict(self) -> Literal["block", "warn", "pass"]:
        if self.blocking:
            return "block"
        return "warn" if self.findings else "pass"

    def to_json(self) -> dict[str, object]:
        return {
            "verdict": self.verdict,
            "findings": [asdict(f) for f in self.findings],
            "checked": {
                "files": self.files,
                "added_lines": self.added_lines,
                "rules": self.rules_checked,
            },
            "skipped_files": self.skipped_files,
            "suppressed": self.suppressed,
            "notes": self.notes,
        }


class _Redactor:
    """The part of the sanitizer the audit needs."""

    def __init__(self, sanitizer: object) -> None:
        self._s = sanitizer

    def find(self, text: str) -> list[tuple[str, int]]:
        """(kind, 1-based line) of each secret in `text`."""
        return [(f.kind, f.line) for f in self._s.find(text)]  # type: ignore[attr-defined]

    def redact(self, text: str) -> str:
        return str(self._s.redact(text))  # type: ignore[attr-defined]


def _rule_blocks(bullet: Bullet, block: Collection[str]) -> bool:
    if "rule" in block:
        return True
    if bullet.is_anti_pattern:
        if "anti_pattern" in block:
            return True
        if "pinned" in block and bullet.pinned:
            return True
        if "proven" in block and bullet.maturity == Maturity.PROVEN:
            return True
    return False


def _excerpt(text: str, redactor: _Redactor) -> str:
    clean = redactor.redact(text.strip())
    return clean if len(clean) <= MAX_EXCERPT else clean[: MAX_EXCERPT - 1] + "…"


class _Rule:
    """A rule with a check; its regex is compiled only if a file may violate it."""

    def __init__(self, bullet: Bullet, regex: str) -> None:
        self.bullet = bullet
        self.regex = regex
        #: text every match contains: a file without it cannot violate the rule
        self.literal = required_literal(regex)

    @functools.cached_property
    def pattern(self) -> Any:
        """The RE2 pattern (linear time); raises RuleRegexError if RE2 refuses it."""
        return compile_check(self.regex)


@dataclass
class _Checks:
    """The compiled checks of one audit run."""

    rules: list[_Rule]
    tombstones: list[tuple[Tombstone, Any]]
    block: set[str]
    redactor: _Redactor

    @classmethod
    def build(
        cls,
        rules: Iterable[Bullet],
        tombstones: Iterable[Tombstone],
        sanitizer: object,
        settings: Settings,
    ) -> _Checks:
        compiled: list[_Rule] = []
        for bullet in rules:
            if bullet.verification is not None:
                compiled.append(_Rule(bullet, bullet.verification.regex))
        graves = []
        for stone in tombstones:
            source = stone.pattern if stone.is_regex else re.escape(stone.pattern)
            try:
                graves.append((stone, compile_rule(source)))
            except RuleRegexError as exc:  # refused on add; a hand-edited YAML may still carry one
                log.warning("skipping tombstone %s: %s", stone.id, exc)
        return cls(compiled, graves, set(settings.audit.block), _Redactor(sanitizer))

    def added_lines(self, diff: FileDiff) -> list[Finding]:
        """Findings on the added lines: secrets, `absent` rules, tombstones."""
        found: list[Finding] = []
        if not diff.added:
            return found
        red = self.redactor
        joined = "\n".join(text for _n, text in diff.added)
        for kind, line in red.find(joined):
            number, text = diff.added[min(max(line, 1), len(diff.added)) - 1]
            found.append(
                Finding(
                    "secret",
                    diff.path,
                    number,
                    "secret",
                    kind,
                    "remove the secret and load it from the environment or a secret manager; "
                    "rotate it if it was ever pushed",
                    "secret" in self.block,
                    _excerpt(text, red),
                )
            )
        for rule in self.rules:
            bullet, v = rule.bullet, rule.bullet.verification
            if v is None or v.mode != VerifyMode.ABSENT or not glob_matches(v.glob, diff.path):
                continue
            if rule.literal is not None and rule.literal not in joined:
                continue  # one substring test instead of a regex per line
            try:
                pattern = rule.pattern
            except RuleRegexError as exc:  # validated on write; an old store may still hold one
                log.warning("skipping rule %s: %s", bullet.id, exc)
                continue
            for number, text in diff.added:
                if pattern.search(text):
                    found.append(
                        Finding(
                            "rule",
                            diff.path,
                            number,
                            bullet.id,
                            _rule_message(bullet),
                            _rule_fix(bullet),
                            _rule_blocks(bullet, self.block),
                            _excerpt(text, red),
                        )
                    )
        for stone, pattern in self.tombstones:
            fix = tombstone_words.fix(stone)
            for number, text in diff.added:
                if pattern.search(text):
                    found.append(
                        Finding(
                            "tombstone",
                            diff.path,
                            number,
                            stone.id,
                            tombstone_words.message(stone),
                            fix,
                            "tombstone" in self.block,
                            _excerpt(text, red),
                        )
                    )
        return found

    def whole_file(self, diff: FileDiff, staged: Callable[[str], str]) -> list[Finding]:
        """Findings of `exists` rules: a staged file matching the glob lacks the pattern."""
        found: list[Finding] = []
        for rule in self.rules:
            bullet, v = rule.bullet, rule.bullet.verification
            if v is None or v.mode != VerifyMode.EXISTS or not v.glob:
                continue
            if not glob_matches(v.glob, diff.path):
                continue
            try:
                pattern = rule.pattern
            except RuleRegexError as exc:
                log.warning("skipping rule %s: %s", bullet.id, exc)
                continue
            if not pattern.search(staged(diff.path)):
                found.append(
                    Finding(
                        "rule",
                        diff.path,
                        1,
                        bullet.id,
                        _rule_message(bullet),
                        _rule_fix(bullet),
                        _rule_blocks(bullet, self.block),
                        f"(the file lacks /{v.regex}/)",
                    )
                )
        return found


def audit(
    files: Iterable[FileDiff],
    rules: Iterable[Bullet],
    tombstones: Iterable[Tombstone],
    sanitizer: object,
    settings: Settings,
    *,
    read_staged: Callable[[str], str] | None = None,
    skip_ids: Collection[str] = (),
) -> AuditReport:
    """Audit the added lines of `files`.

    Args:
        files: the staged diff, file by file.
        rules: active rules; those with a `verification` are checked.
        tombstones: deprecated patterns.
        sanitizer: the configured `Sanitizer` (its `find` and `redact`).
        settings: for the blocking policy (`audit.block`).
        read_staged: reads a staged file's text; used only where needed
            (`exists` rules, `ignore-file` pragmas of files with findings).
        skip_ids: ids silenced for this run (`KENNING_SKIP`).
    """
    checks = _Checks.build(rules, tombstones, sanitizer, settings)
    report = AuditReport(rules_checked=len(checks.rules) + len(checks.tombstones))
    cache: dict[str, str] = {}

    def staged(path: str) -> str:
        if path not in cache:
            cache[path] = read_staged(path) if read_staged is not None else ""
        return cache[path]

    for diff in files:
        if diff.status in ("binary", "submodule", "deleted"):
            report.skipped_files.append(f"{diff.path} ({diff.status})")
            continue
        report.files += 1
        report.added_lines += len(diff.added)
        found = checks.added_lines(diff) + checks.whole_file(diff, staged)
        if not found:
            continue
        by_line = dict(diff.added)
        silenced_in_file = file_ignores(staged(diff.path).splitlines())
        for finding in found:
            if (
                finding.rule_id in skip_ids
                or finding.rule_id in silenced_in_file
                or finding.rule_id in line_ignores(by_line.get(finding.line, ""))
            ):
                report.suppressed += 1
            else:
                report.findings.append(finding)
    return report


def _rule_message(bullet: Bullet) -> str:
    # a rule shared through `kenning team` says so: it did not come from this repo or you
    return f"{bullet.content} (team rule)" if bullet.origin == "team" else bullet.content


def _rule_fix(bullet: Bullet) -> str:
    if bullet.is_anti_pattern:
        return f"this is a known pitfall: {bullet.content}"
    return f"follow the rule: {bullet.content}"


def format_report(report: AuditReport, *, repo: Path | None = None) -> str:
    """The human report printed by the hook."""
    lines: list[str] = []
    for f in report.findings:
        label = "BLOCK" if f.blocking else "warn "
        lines.append(f"{label} {f.path}:{f.line}  [{f.rule_id}] {f.message}")
        lines.append(f"      {f.excerpt}")
        lines.append(f"      fix: {f.fix}")
    summary = (
        f"kenning audit: {len(report.blocking)} blocking, "
        f"{len(report.findings) - len(report.blocking)} warnings in {report.files} files "
        f"({report.added_lines} added lines, {report.rules_checked} rules)"
    )
    if report.suppressed:
        summary += f"; {report.suppressed} suppressed by pragma or KENNING_SKIP"
    lines.append(summary)
    if report.blocking:
        ids = ",".join(sorted({f.rule_id for f in report.blocking}))
        lines.append(
            "The commit was blocked. Fix the lines above, or silence one finding with a "
            "`kenning: ignore[ID]` comment on its line, or once with "
            f"`KENNING_SKIP={ids} git commit ...`; `git commit --no-verify` skips "
            "every hook."
        )
    return "\n".join(lines)


def run_staged(
    store_opener: Callable[[], object],
    settings: Settings,
    cwd: Path,
    *,
    env: Mapping[str, str] | None = None,
    playbook_loader: Callable[[object, Path], object] | None = None,
    sanitizer: object = None,
) -> AuditReport:
    """Audit what `git commit` will add in the repository at `cwd`.

    Shared by `kenning audit --staged` and the daemon's `audit` method (which
    passes its warm playbook loader and compiled sanitizer). `env` is the
    caller's environment: git reads GIT_INDEX_FILE from it during `commit -a`
    and partial commits, and KENNING_SKIP silences ids for this run. A
    playbook that cannot be read leaves a note and the secret checks run.
    """
    from kenning.daemon.core.errors import KenningError
    from kenning.daemon.playbook.book import Playbook

    from .diff import repo_toplevel, staged_diff, staged_file_text

    environ = dict(os.environ if env is None else env)
    repo = repo_toplevel(cwd, environ)
    notes: list[str] = []
    rules: list[Bullet] = []
    tombstones: list[Tombstone] = []
    try:
        store = store_opener()
        loader = playbook_loader or (lambda s, r: Playbook.load(s, settings, r))  # type: ignore[arg-type]
        playbook: Any = loader(store, repo)
    except KenningError as exc:
        fix = f" (fix: {exc.fix})" if exc.fix else ""
        notes.append(f"rules not checked: {exc.message}{fix}")
    else:
        notes.extend(playbook.warnings)
        rules = [sb.bullet for sb in playbook.bullets if sb.bullet.state.value == "active"]
        tombstones = list(playbook.tombstones)
    if sanitizer is None:
        from kenning.daemon.safety.sanitize import Sanitizer

        sanitizer = Sanitizer.from_config(settings.sanitize)
    skip = {p.strip() for p in environ.get("KENNING_SKIP", "").split(",") if p.strip()}
    report = audit(
        staged_diff(repo, environ),
        rules,
        tombstones,
        sanitizer,
        settings,
        read_staged=lambda path: staged_file_text(repo, path, environ),
        skip_ids=skip,
    )
    report.notes.extend(notes)
    return report
