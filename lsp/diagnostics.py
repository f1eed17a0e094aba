"""Rule checks on an open file: the rule-check engine, in the file's situation.

The checks, their scope, the RE2 patterns and the suppression pragmas are
the engine's (`kenning.daemon.playbook.checks`), the same the pre-commit and
session audits run: a rule the editor flags on a line is the rule the commit
audit flags there. This module only runs them on a document's text (up to
the size limit, cut at a line end; the result then says `truncated_at`);
`server.py` turns the findings into LSP diagnostics.
"""

from __future__ import annotations

from kenning.daemon.playbook.checks import CheckResult, Checks, Finding, check_text

from .matching import DocContext

__all__ = ["CheckResult", "Checks", "Finding", "check_document", "diagnostic_message"]


def check_document(checks: Checks, text: str, ctx: DocContext, *, max_chars: int) -> CheckResult:
    """Check `text` (up to `max_chars`, cut at a line end) against every rule in scope."""
    return check_text(checks, text, ctx.situation, max_chars=max_chars)


def diagnostic_message(finding: Finding) -> str:
    """What the editor shows: the rule's text, what a file lacks, a tombstone's replacement,
    the command a rule's remedy rewrites the line's into."""
    if finding.kind == "tombstone":
        return f"{finding.message}; {finding.fix}"
    if finding.excerpt:  # an `exists` rule: what the file lacks
        return f"{finding.message} {finding.excerpt}"
    if finding.replacement is not None:  # a derived check, with the rule's remedy
        return f"{finding.message} (instead: `{finding.replacement}`)"
    return finding.message
