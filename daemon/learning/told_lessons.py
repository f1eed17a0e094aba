"""Lessons of a problem the person reported, that the agent's turn explained and fixed.

The person pasted an error or told a problem in words ("the page is blank
again"); the agent's next turn gave its cause and fix in its own words
(daemon/learning/errors/account.py) and acted on it; the person then went on
without the error coming back. The lesson is the agent's account, kept only
when the fix held. The turn helpers (`agent_turn`, `STILL`) are shared with
the pasted-error and handed-over lessons of fix_lessons.py.
"""

from __future__ import annotations

import re

from kenning.daemon.core.command_line import is_bookkeeping, is_check
from kenning.daemon.core.command_line import is_look as _is_look
from kenning.daemon.learning.changes.reader import changed_identifiers
from kenning.daemon.learning.errors.account import (
    Account,
    account,
    acknowledged,
    pasted_stack,
    told_failure,
    worked,
)
from kenning.daemon.learning.lesson import (
    MAX_RULE_CHARS,
    Lesson,
    digest,
    languages_of,
    norm,
    path_globs,
)
from kenning.daemon.learning.slips import SLIP
from kenning.daemon.learning.trace import Edited, Event, Ran, Reverted, Said

__all__ = ["MAX_TOLD", "NO_TOOL", "STILL", "agent_turn", "told_lesson", "user_said"]


#: the person saying the change did not help
STILL = re.compile(
    r"\b(?:still (?:\w+ ){0,2}(?:fail|broken|error|not|does|doesn|did|same|crash|happen|get|"
    r"see|show|throw)|same (?:error|issue|problem|thing)|(?:did ?n[o'’]?t|does ?n[o'’]?t|not) "
    r"(?:work|help|fix|change)|not (?:fixed|working|solved)|no change|nothing changed)",
    re.I,
)
#: tools a pasted error cannot name a command by
NO_TOOL = frozenset({"unknown", "shell"})


def user_said(ev: Event) -> bool:
    """Words the person wrote (not the agent's, not a tool's)."""
    return isinstance(ev, Said) and ev.role == "user"


#: lessons from problems the person reported, at most, per session (a long session of
#: reports and answers must not crowd out what the person stated)
MAX_TOLD = 4


def agent_turn(events: list[Event], i: int) -> tuple[list[Event], Said | None]:
    """The events after the person's words at `i` up to their next words, and those words."""
    k = i + 1
    while k < len(events) and not user_said(events[k]):
        k += 1
    nxt = events[k] if k < len(events) else None
    return events[i + 1 : k], nxt if isinstance(nxt, Said) else None


def told_lesson(events: list[Event], i: int, root: str) -> Lesson | None:
    """The lesson of a problem the person reported at `i` (pasted, or told in words) that the
    agent's turn after it explained and fixed, in the agent's words (errors/account.py).

    Only a fix that held: the agent acted (an edit, even one whose text the log did not
    keep, or a command that did work) or gave the change in its words, nothing was undone,
    its last run did not fail, and the person then went on without pasting the error again
    or saying it still fails. A session that ends right after it is unconfirmed: no lesson.
    A problem told in words (no error text that could come back) holds only when the
    person's next words take the answer ("ok", "you're right", "works now") or the turn
    ends on a check that passed: a new task, a new failure or a question confirms nothing.
    """
    said = events[i]
    assert isinstance(said, Said)
    err = said.error
    if err is None and not told_failure(said.text):
        return None
    span, nxt = agent_turn(events, i)
    if nxt is None or any(isinstance(e, Reverted) for e in span):
        return None
    if (err is not None and nxt.error is not None and nxt.error.key == err.key) or STILL.search(
        nxt.text[:400]
    ):
        return None  # the same error again, or "still failing"
    runs = [e for e in span if isinstance(e, Ran) and not _is_look(e.command)]
    if runs and runs[-1].failed:
        return None  # the agent's own last try failed: not fixed yet
    words = [
        e.text for e in span if isinstance(e, Said) and e.role == "assistant" and e.text.strip()
    ]
    told: Account | None = account(words, said.text if err is None else "")
    if told is None:
        return None
    words_only = err is None and not pasted_stack(said.text)
    if words_only and not (
        acknowledged(nxt.text) or _ran_as_told(told.fix, nxt.text) or _checked(span)
    ):
        return None  # told in words: no error text can come back, so going on confirms nothing
    edits = [c for e in span if isinstance(e, Edited) for c in e.changes]
    acted = bool(edits) or any(not _is_check_or_look(r) for r in runs)
    if not acted and "`" not in told.fix and not worked(nxt.text):
        return None  # an explanation with no change made or named, nor carried out
    files = [c.path for c in edits]
    where = path_globs(files, root)
    text = told.text.rstrip(".") + "."
    named = [g for g in where[:2] if g.rsplit("/", 1)[-1].split("*")[-1].strip(".") not in text]
    if named and len(text) < MAX_RULE_CHARS - 60:
        text = f"{text[:-1]} (in {', '.join(named)})."
    general = err is None or SLIP.search(f"{err.code or ''} {err.message}") is None
    reported = err.describe()[:200] if err is not None else " ".join(said.text.split())[:200]
    tool = None if err is None or err.tool in NO_TOOL else err.tool
    return Lesson(
        kind="error_fix",
        text=text[:MAX_RULE_CHARS],
        key=err.key if err is not None and general else digest("told", norm(told.cause)[:120]),
        idx=said.idx,
        confirmed=True,
        general=general,
        evidence=[reported],
        error=err.describe()[:200] if err is not None else None,
        error_key=err.key if err is not None else None,
        fix=told.fix[:200],
        languages=languages_of(files, [tool] if tool else []),
        files=where,
        commands=[tool] if tool else [],
        terms=[w for c in edits if c.old or c.new for w in changed_identifiers(c)][:8],
    )


def _is_check_or_look(run: Ran) -> bool:
    step = run.step or run.command
    return _is_look(step) or is_check(step) or is_bookkeeping(step)


#: a line that only waits or stops processes (the dev server the agent started): no work
_PROCESS = re.compile(
    r"^(?:(?:kill|pkill|killall|taskkill|Stop-Process|sleep|Start-Sleep|wait)\b[^;&|]*"
    r"(?:\s*(?:;|&&|\|\|)\s*|$))+$",
    re.I,
)


def _checked(span: list[Event]) -> bool:
    """The agent's turn ends on a check (a test, a build) that passed, run after its last edit;
    stopping or waiting on a process after it (`kill 1042`, `sleep 5`) is no work."""
    last_edit = max((n for n, e in enumerate(span) if isinstance(e, Edited)), default=-1)
    runs = [
        (n, e)
        for n, e in enumerate(span)
        if isinstance(e, Ran) and not _is_look(e.command) and not _PROCESS.match(e.command.strip())
    ]
    if not runs:
        return False
    n, run = runs[-1]
    return n > last_edit and is_check(run.step or run.command) and not run.failed


def _ran_as_told(fix: str, said: str) -> bool:
    """The person's next words open with the command the agent's fix handed them."""
    head = said.strip().splitlines()[0] if said.strip() else ""
    return any(
        len(c.split()) > 1 and head.startswith(c.lstrip("!$> ").strip())
        for c in re.findall(r"`([^`\n]+)`", fix)
    )
