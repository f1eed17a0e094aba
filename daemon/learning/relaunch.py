"""Errors fixed by the next launch: a launch whose model never answered, and the
launch after it that worked with another command line.

Aider's chat history keeps every launch as a session of its own, and echoes its
command line at the top of each (the start-up banner, one system message). A
launch can fail before any work: a model id that does not exist, a model name
that gives no provider (a `litellm` error such as `NotFoundError`), printed as
Aider's output right after the person's first words, the model never answering.
The person then quits and launches again with another command line — another
`--model`, a wrapper script instead of `aider` — and that launch works. Neither
session holds the pair: the fix is read here, when the working launch is
diarised, from the launch before it in the same history (`previous`). The lesson
belongs to the working launch: it is what made the error go away.
"""

from __future__ import annotations

import re

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Session
from kenning.daemon.learning.changes.context import command_change
from kenning.daemon.learning.errors.pasted import pasted_error
from kenning.daemon.learning.errors.signature import ErrorSig
from kenning.daemon.learning.lesson import Lesson

__all__ = ["launch_line", "relaunch_lesson"]

#: agents whose history keeps each launch's command line at the top of its session
LAUNCH_AGENTS = frozenset({"aider"})
#: an option whose value is the person's first words, not how the program was launched
_MESSAGE = re.compile(r"\s(?:--message(?:-file)?|-m|--msg)(?:=|\s).*?(?=\s--?[A-Za-z]|$)")
#: a line of the banner that is a question and its answer ("Create one? (Y)es/(N)o [Yes]: n")
_QUESTION = re.compile(r"\?\s*(?:\(\w\)\w*/?)+.*\[\w+\]:")
#: an option in a command line (where the program's path, which may hold spaces, ends)
_OPTION = re.compile(r"\s--?[A-Za-z]")


def launch_line(session: Session) -> str | None:
    """The command line a launch echoed at the top of its session (program by its name,
    without the first message given with `--message`), or None."""
    if session.agent not in LAUNCH_AGENTS:
        return None
    msgs = sorted(session.messages, key=lambda m: m.idx)
    if not msgs or msgs[0].role != Role.SYSTEM:
        return None
    for raw in msgs[0].text.splitlines()[:4]:
        line = raw.strip()
        if not line or _QUESTION.search(line):
            continue
        cut = _OPTION.search(line)
        path, rest = (line[: cut.start()], line[cut.start() :]) if cut else (line, "")
        program = re.split(r"[\\/]", path.strip())[-1]
        if "aider" not in program.lower() or " " in program:
            return None  # the first line is not the command that launched it
        rest = _MESSAGE.sub("", rest)
        return " ".join(f"{program}{rest}".split())
    return None


def _answered(session: Session) -> bool:
    """Whether the model answered in this launch (a reply of the assistant with words)."""
    return any(m.role == Role.ASSISTANT and m.text.strip() for m in session.messages)


def _startup_error(session: Session) -> ErrorSig | None:
    """The error a launch printed while the model never answered, or None."""
    if _answered(session):
        return None
    for m in sorted(session.messages, key=lambda m: m.idx):
        if m.role in (Role.TOOL, Role.SYSTEM) and m.text.strip():
            err = pasted_error(m.text)
            if err is not None:
                return err
    return None


#: the marks of a provider's JSON body quoted in an error (`b'{\n  "error": {…`)
_JSON_MARKS = re.compile(r"\\n|\bb(?=')|[{}\"'`]")


def _named(err: ErrorSig) -> str:
    """The error by its first clause, a provider's JSON body read as words."""
    text = " ".join(_JSON_MARKS.sub(" ", err.describe().split("; ", 1)[0]).split())
    text = re.sub(r"\s+([:,])", r"\1", text)
    return text if len(text) <= 140 else text[:139] + "…"


def relaunch_lesson(previous: Session, session: Session) -> Lesson | None:
    """The lesson of a launch that failed at start-up (`previous`: an error printed, the
    model never answering) fixed by this launch (`session`, the next of the same history:
    another command line, and the model answered).

    The fix is how the command line changed (`command_change`): "change `--model a` to
    `--model b`", "use `wrapper.py` instead of `aider`".
    """
    before, after = launch_line(previous), launch_line(session)
    if before is None or after is None or before == after or not _answered(session):
        return None
    err = _startup_error(previous)
    if err is None:
        return None
    fix = command_change(before, after)
    if fix is None:
        return None
    program = before.split()[0]
    failed = before if len(before) <= 80 else before[:79] + "…"
    text = f"`{failed}` fails at start-up (`{_named(err)}`): {fix}."
    first = min((m.idx for m in session.messages), default=0)
    return Lesson(
        kind="error_fix",
        text=text,
        key=err.key,
        idx=first,
        confirmed=True,  # the model answered the launch that changed it
        general=True,
        evidence=[err.describe()[:200]],
        error=err.describe()[:200],
        error_key=err.key,
        fix=fix,
        languages=[],
        files=[],
        commands=[program],
        terms=[],
    )
