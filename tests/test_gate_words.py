"""The evidence gate finds the sessions about a rule by two of its words at least.

The gate (daemon/learning/validate.py) sorts the sessions whose messages hold most
of a rule's content words by their outcome. A rule of one content word ("We always
use that pattern." is only "pattern" to it) would count every session that says
"pattern" about anything, so such a rule finds no session about it and is judged by
its own sessions alone; a session must share two of a rule's words to speak of it.
Sessions are real Claude Code transcripts ingested into a real SQLite store.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.learning.validate import content_words, evaluate, matching_sessions
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .learning_sessions import Step, failed_session, ingest_home, write_session

REDACT = default_sanitizer().redact
SHORT = "We always use that pattern."
LONG = "Always stub the billing gateway client in the invoice export tests."


def _failed(home: Path, name: str, day: int) -> None:
    """A session of another project that says "pattern" and the billing words, and fails."""
    failed_session(
        home,
        name,
        day,
        "/work/ledger",
        "The observer pattern in the billing gateway client breaks the invoice export.",
        ("/work/ledger/billing/client.py", "observers = []", "observers = set()"),
        (
            "pytest -q tests/test_export.py",
            "E   AssertionError: invoice total 0\n1 failed, 4 passed",
        ),
        "still failing, the gateway client and the invoice export tests are red",
    )


def _said(home: Path, name: str, day: int, words: str) -> None:
    steps: list[Step] = [
        ("user", "Wrap the settings store in a hook for the profile page."),
        ("edit", "/work/web/src/profile.ts", "const s = store", "const s = useSettings()"),
        ("bash", "npm test -- profile", "Tests: 3 passed", False),
        ("user", words),
        ("assistant", "Understood."),
    ]
    write_session(home, name, steps, cwd="/work/web", day=day)


def test_a_rule_of_one_content_word_finds_no_session_about_it(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "agent-home"
    for n in range(3):
        _failed(home, f"fail{n}", n + 1)
    ingest_home(store, home)
    assert content_words(SHORT) == {"pattern"}
    assert matching_sessions(store, SHORT) == []
    assert evaluate(store, SHORT).verdict == "proposal"
    # a rule whose words the failed sessions share is still rejected by them
    assert len(matching_sessions(store, LONG)) == 3
    assert evaluate(store, LONG).verdict == "reject"


def test_reflection_proposes_a_short_correction_that_generic_words_rejected(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "agent-home"
    for n in range(3):
        _failed(home, f"fail{n}", n + 1)
    _said(home, "said", 9, SHORT)
    ingest_home(store, home)
    report = reflect(store, Settings(), redact=REDACT)
    mine = [d for d in report.deltas if "that pattern" in d.content]
    assert [(d.action, d.verdict) for d in mine] == [("add", "proposal")]
    rules = [r for r in RuleRepo(store).list() if "that pattern" in r.content]
    assert [r.state.value for r in rules] == ["proposal"]


@pytest.mark.parametrize(
    "said",
    [
        # the person rejects what the agent chose, as a question, right after it
        "Why mock the billing gateway client and not stub it in the invoice export tests?",
        # or says the agent's choice is wrong, and what it should be
        "That is wrong, it should stub the billing gateway client in the invoice export tests.",
        # or says a convention in a rule's form: a wish for every one of a kind of thing
        "I want all invoice export tests to stub the billing gateway client.",
        # or tells the agent in Chinese what must be done (the names stay in Latin letters)
        "invoice export 的测试必须给 billing gateway client 打桩。",
        # or refuses a practice and says when the refusal does not hold
        "We don't stub the billing gateway client in export tests unless it is down.",
    ],
)
def test_a_correction_or_a_rule_s_form_is_its_own_evidence(
    store: Store, tmp_path: Path, said: str
) -> None:
    # the failed sessions that share its words (the billing gateway client, the invoice
    # export tests) are no evidence against it; the same words as a statement are still
    # judged by them
    home = tmp_path / "agent-home"
    for n in range(3):
        _failed(home, f"fail{n}", n + 1)
    _said(home, "said", 9, said)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    rules = [r for r in RuleRepo(store).list() if "billing gateway" in r.content]
    assert [r.state.value for r in rules] == ["proposal"]
    assert evaluate(store, rules[0].content).verdict == "reject"
