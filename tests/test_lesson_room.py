"""How many lessons a session keeps (daemon/learning/lessons.py `extract_lessons`:
`MAX_LESSONS` sure ones; past them, in a long session, one per `TURNS_PER_LESSON` turns of
the person of those whose words say they hold beyond the task)."""

from __future__ import annotations

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session
from kenning.daemon.learning.lessons import MAX_LESSONS, TURNS_PER_LESSON, extract_lessons
from kenning.daemon.learning.trace import read_trace

#: twenty folders, each the object of one statement
THINGS = str.split(
    """
    billing ledger invoices payroll vendor fixtures migrations schema tokens certificates
    firmware bootloader drivers locales fonts icons sitemap robots changelog licenses
    """
)
#: a statement that says it holds beyond the task, and an order for the task at hand
ALWAYS = "Always keep the {} folder out of the release archive."
NOW = "Look at the failing upload, but do not modify anything in the {} folder."


def _session(said: str, turns_between: int) -> Session:
    messages: list[Message] = []

    def add(role: Role, text: str) -> None:
        n = len(messages)
        messages.append(Message(key=f"k{n}", idx=n, role=role, text=text))

    for thing in THINGS:
        add(Role.USER, said.format(thing))
        add(Role.ASSISTANT, "Understood.")
        for _ in range(turns_between):
            add(Role.USER, "ok, go on")
            add(Role.ASSISTANT, "Done.")
    return Session(
        id="claude_code:s1", native_id="s1", agent="claude_code", source_path="/x",
        workspace="/home/dev/src/shop", messages=messages,
    )  # fmt: skip


def _things(session: Session) -> list[str]:
    lessons = extract_lessons(read_trace(session))
    assert all(not x.tentative for x in lessons)
    return [next(t for t in THINGS if f" {t} " in x.text) for x in lessons]


def test_a_short_session_keeps_its_first_lessons_up_to_the_cap() -> None:
    # 20 statements in 20 turns of the person: room for the cap only
    assert _things(_session(ALWAYS, 0)) == THINGS[:MAX_LESSONS]


def test_a_long_session_keeps_more_of_what_holds_beyond_the_task() -> None:
    # each statement followed by as many turns as give one lesson room: all 20 are kept
    assert _things(_session(ALWAYS, TURNS_PER_LESSON)) == THINGS
    # past the cap, an order for the task at hand is not kept however long the session
    kept = _things(_session(NOW, TURNS_PER_LESSON))
    assert kept == THINGS[:MAX_LESSONS]
