"""A tombstone's finding is worded once: the commit audit and the editor say the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from kenning.daemon.core.git import FileDiff
from kenning.daemon.core.models import Tombstone
from kenning.daemon.core.settings import Settings
from kenning.daemon.playbook import tombstones
from kenning.daemon.playbook.checks import Checks
from kenning.daemon.playbook.commit_audit import audit
from kenning.daemon.safety.sanitize import Sanitizer
from kenning.lsp.diagnostics import check_document, diagnostic_message
from kenning.lsp.matching import DocContext

LINE = 'r = requests.get("https://example.org")'


def _stone(replacement: str | None) -> Tombstone:
    return Tombstone(
        id="t-requests",
        pattern="requests.get(",
        reason="use the shared client",
        replacement=replacement,
    )


@pytest.mark.parametrize("replacement", ["httpx.get(", None])
def test_commit_audit_and_editor_word_a_tombstone_alike(replacement: str | None) -> None:
    stone = _stone(replacement)
    settings = Settings()
    checks = Checks.build([], [stone])
    report = audit(
        [FileDiff("app.py", [(3, LINE)])],
        checks,
        Sanitizer.from_config(settings.sanitize),
        settings,
    )
    (committed,) = report.findings
    ctx = DocContext("app.py", "python", Path("/w/repo"))
    (shown,) = check_document(checks, LINE, ctx, max_chars=10_000).findings
    assert committed.message == tombstones.message(stone)
    assert committed.fix == tombstones.fix(stone)
    assert diagnostic_message(shown) == f"{committed.message}; {committed.fix}"
    assert diagnostic_message(shown) == tombstones.one_line(stone)


def test_the_words() -> None:
    assert tombstones.one_line(_stone("httpx.get(")) == (
        "deprecated: requests.get( (use the shared client); use httpx.get( instead"
    )
    assert tombstones.fix(_stone(None)) == "remove it"
