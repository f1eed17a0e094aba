"""A workflow or a guardrail the person set is not rejected by the evidence gate.

The evidence gate rejects a proposed rule when more sessions that share its words
ended in failure than in success (daemon/learning/validate.py). A procedure for every
time ("after each change to X, run Y") is asked for where the work went wrong, so the
failures of the sessions that share its words are no evidence against it: reflection
gates a workflow as it gates an error fix, by its own sessions
(daemon/learning/reflect.py). Sessions are real Claude Code transcripts ingested
into a real SQLite store.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.core.config import Settings
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.learning.validate import evaluate
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .learning_sessions import Step, failed_session, ingest_home, write_session

REDACT = default_sanitizer().redact
WORKFLOW = "After every change to the gateway mock, run the checkout tests before you commit."


def _stated_after_failures(
    store: Store, home: Path, rule: str, task: str, edit: tuple[str, str, str], run: str
) -> list[tuple[str, str]]:
    """Three failed sessions that share `rule`'s words, then a session in which the person
    states it after a passing run; the gate's verdict on it alone, and the rules made of it."""
    for n in range(3):
        failed_session(
            home, f"fail{n}", n + 1, "/work/shop", task, edit,
            (run, "E   ConnectionError: gateway timeout\n2 failed, 6 passed"), "still failing",
        )  # fmt: skip
    stated: list[Step] = [
        ("user", "Add a refund case to the gateway tests."),
        ("edit", edit[0], edit[2], edit[2] + "  # refunds"),
        ("bash", run, "8 passed", False),
        ("user", rule),
        ("assistant", "Understood."),
    ]
    write_session(home, "stated", stated, cwd="/work/shop", day=9)
    ingest_home(store, home)
    report = reflect(store, Settings(), redact=REDACT)
    # the sessions that share its words failed: the gate alone would reject it
    assert evaluate(store, rule).verdict == "reject"
    assert [d.action for d in report.deltas if d.content == rule] == ["add"]
    return [(r.category, r.state.value) for r in RuleRepo(store).list() if r.content == rule]


def test_a_workflow_is_proposed_whatever_the_sessions_sharing_its_words_became(
    store: Store, tmp_path: Path
) -> None:
    made = _stated_after_failures(
        store,
        tmp_path / "agent-home",
        WORKFLOW,
        "Change the gateway mock so the checkout tests cover refunds, then commit.",
        ("/work/shop/tests/mocks.py", "refund = None", "refund = Mock()"),
        "pytest -q tests/test_checkout.py",
    )
    assert made == [("workflow", "proposal")]


GUARDRAIL = "Never modify the gateway mock's fixtures; add a new fixture file for each case."


def test_a_guardrail_is_proposed_whatever_the_sessions_sharing_its_words_became(
    store: Store, tmp_path: Path
) -> None:
    # what must not be touched is said where it was touched (or about to be): the failed
    # sessions that share its words are no evidence against it either
    made = _stated_after_failures(
        store,
        tmp_path / "agent-home",
        GUARDRAIL,
        "Modify the gateway mock's fixtures so the refund case passes.",
        ("/work/shop/tests/fixtures/gateway.json", '"refund": null', '"refund": {}'),
        "pytest -q tests/test_gateway.py",
    )
    assert made == [("guardrail", "proposal")]
