"""The pre-commit audit: check what a commit adds against the playbook.

Three kinds of findings, each naming file:line, the rule and the fix:

- `secret`: the sanitizer's ruleset matched an added line;
- `rule`: a rule's `verification` failed (mode `absent`: the pattern is in an
  added line; mode `exists`: a staged file matching the rule's glob lacks it),
  or an added line holds what a rule without one rules out (its derived
  check, `derived.py`: `pip install x` for "use uv, not pip");
- `tombstone`: an added line uses a deprecated pattern.

Rules are checked by the one engine (`checks.py`), in each file's situation:
a rule scoped to another workspace, or to a language or framework the file
is not in, is not checked here, as the editor does not show it. Which
findings block is policy (`audit.block` in the config); the rest warn. A
derived check was not written by a person, so its finding warns unless the
person made the rule a hard one: pinned (`kenning pin`), with `pinned` in
`audit.block` (the default).
Nothing here imports the language server or the embedding model: this runs
on every `git commit`. Reading the diff from git is the operation's part
(`ops/audit.py`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from kenning.daemon.core.git import FileDiff
from kenning.daemon.core.models import Maturity, Rule, Scope
from kenning.daemon.playbook.pragmas import file_ignores, line_ignores

from .checks import Checks, Finding, Situation, check_lines, file_language
from .stack import file_imports

if TYPE_CHECKING:
    from kenning.daemon.core.settings import Settings
    from kenning.daemon.safety.sanitize import Sanitizer

__all__ = ["MAX_EXCERPT", "AuditReport", "audit", "format_report"]

MAX_EXCERPT = 160

SECRET_FIX = (
    "remove the secret and load it from the environment or a secret manager; "
    "rotate it if it was ever pushed"
)


def _finding_json(f: Finding) -> dict[str, object]:
    """A finding as the audit's JSON has always shown it (1-based line, `path`)."""
    return {
        "kind": f.kind,
        "path": f.file,
        "line": f.line,
        "rule_id": f.rule_id,
        "message": f.message,
        "fix": f.fix,
        "blocking": f.blocking,
        "excerpt": f.excerpt,
        # the check was derived from the rule's text, and the rewrite its remedy states
        "derived": f.derived,
        "replacement": f.replacement,
    }


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
            "findings": [_finding_json(f) for f in self.findings],
            "checked": {
                "files": self.files,
                "added_lines": self.added_lines,
                "rules": self.rules_checked,
            },
            "skipped_files": self.skipped_files,
            "suppressed": self.suppressed,
            "notes": self.notes,
        }


def _rule_blocks(rule: Rule, block: Collection[str], *, derived: bool = False) -> bool:
    if derived:
        # kenning wrote this check, not the person: it blocks only a rule they made hard
        return rule.pinned and ("pinned" in block or "rule" in block)
    if "rule" in block:
        return True
    if rule.is_anti_pattern:
        if "anti_pattern" in block:
            return True
        if "pinned" in block and rule.pinned:
            return True
        if "proven" in block and rule.maturity == Maturity.PROVEN:
            return True
    return False


def _excerpt(text: str, sanitizer: Sanitizer) -> str:
    clean = sanitizer.redact(text.strip())
    return clean if len(clean) <= MAX_EXCERPT else clean[: MAX_EXCERPT - 1] + "…"


def _secrets(diff: FileDiff, sanitizer: Sanitizer, blocks: bool) -> list[Finding]:
    """A finding per secret the sanitizer finds in the added lines."""
    if not diff.added:
        return []
    found = []
    joined = "\n".join(text for _n, text in diff.added)
    for hit in sanitizer.find(joined):
        number, text = diff.added[min(max(hit.line, 1), len(diff.added)) - 1]
        excerpt = _excerpt(text, sanitizer)
        found.append(
            Finding(
                "secret",
                "secret",
                diff.path,
                number,
                0,
                number,
                len(text),
                hit.kind,
                SECRET_FIX,
                blocks,
                excerpt,
            )
        )
    return found


def _needs_imports(checks: Checks) -> bool:
    """Whether a rule is scoped to a framework (the file's imports then decide)."""
    return any(
        c.rule is not None and c.rule.scope == Scope.FRAMEWORK and (c.rule.scope_key or "").strip()
        for c in checks.rules
    )


def audit(
    files: Iterable[FileDiff],
    checks: Checks,
    sanitizer: Sanitizer,
    settings: Settings,
    *,
    repo: Path | None = None,
    read_staged: Callable[[str], str] | None = None,
    skip_ids: Collection[str] = (),
) -> AuditReport:
    """Audit the added lines of `files`.

    Args:
        files: the staged diff, file by file.
        checks: the playbook's checks (`checks_for(playbook)`).
        sanitizer: the configured `Sanitizer` (secrets, and redacted excerpts).
        settings: for the blocking policy (`audit.block`).
        repo: the repository's root: each file's situation (workspace rules).
        read_staged: reads a staged file's text; used only where needed
            (`exists` rules, framework-scoped rules, `ignore-file` pragmas of
            files with findings).
        skip_ids: ids silenced for this run (`KENNING_SKIP`).
    """
    block = set(settings.audit.block)
    # a rule with a derived check may carry several (a command in scripts and in Markdown)
    report = AuditReport(rules_checked=len({c.rule_id for c in checks}))
    cache: dict[str, str] = {}
    imports = _needs_imports(checks)

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
        situation = Situation.of_file(
            repo / diff.path if repo is not None else None,
            diff.path,
            repository=repo,
            language=file_language(diff.path),
            imports=file_imports(staged(diff.path)) if imports else (),
        )
        found = _secrets(diff, sanitizer, "secret" in block)
        by_line = dict(diff.added)
        whole = functools.partial(staged, diff.path)
        for f in check_lines(checks, diff.added, situation, whole):
            rule = checks.rule_of(f.rule_id)
            blocks = (
                _rule_blocks(rule, block, derived=f.derived)
                if rule is not None
                else "tombstone" in block
            )
            excerpt = f.excerpt or _excerpt(by_line.get(f.line, ""), sanitizer)
            found.append(replace(f, blocking=blocks, excerpt=excerpt))
        if not found:
            continue
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


def format_report(report: AuditReport) -> str:
    """The human report printed by the hook."""
    lines: list[str] = []
    for f in report.findings:
        label = "BLOCK" if f.blocking else "warn "
        lines.append(f"{label} {f.file}:{f.line}  [{f.rule_id}] {f.message}")
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
