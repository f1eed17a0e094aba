"""Per-session diaries: what happened in a session, extracted without an LLM.

A diary is read from the normalised messages and tool calls of a session
(whatever agent wrote it) and from its agent-neutral trace
(daemon/learning/trace.py): the outcome (last test runs, errors left
unresolved, the user's closing words), what was done (files, commits, tests
made to pass), the errors met with their signature, what the user said to
always/never/prefer, and each error followed later by its fix. The same
session always gives the same diary. With an LLM configured, the LLM fills the
same schema; invalid output falls back to the deterministic diary.

Errors are the trace's: a run that failed (by its exit code, or by what it
printed when the agent stored none), and an error the person pasted. An error
is *resolved* when it was fixed later in the session: a later run of its
command (the step of the line that failed, not the `cd` before it) passed, the
same command then failed with another error after something was changed, or
the change the agent made after the person pasted it held (the error_fix
lesson of that paste is confirmed). A failure of a command that only looks
around (`ls missing/`) is a probe, not an error of the work.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable
from typing import Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field

from kenning.daemon.core.command_line import (
    bare_step,
    has_script,
    is_bookkeeping,
    is_check,
    is_look,
    work_steps,
)
from kenning.daemon.core.errors import SessionNotFound
from kenning.daemon.core.models import Origin, Role, parse_iso, to_iso, utcnow
from kenning.daemon.core.transcripts import Message, Session, ToolCall
from kenning.daemon.ingest.writer import stored_tool_calls
from kenning.daemon.learning.errors.signature import ErrorSig, family_of, tool_of
from kenning.daemon.learning.judge import Judge
from kenning.daemon.learning.lessons import SAID_KINDS, Lesson, extract_lessons, pasted_fixed
from kenning.daemon.learning.relaunch import LAUNCH_AGENTS, relaunch_lesson
from kenning.daemon.learning.trace import (
    Edited,
    Event,
    Ran,
    Said,
    Trace,
    command_families,
    read_trace,
)
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

log = logging.getLogger(__name__)

Status = Literal["success", "failure", "mixed", "unknown"]


class ErrorSignature(BaseModel):
    """An error met in a session: exception type, failing command, message."""

    model_config = ConfigDict(extra="forbid")

    exception: str | None = None
    command: str | None = None
    message: str = ""
    idx: int = 0
    #: fixed later in the session (see the module docstring)
    resolved: bool = False
    #: the person pasted it into their message (no run of the session printed it first)
    pasted: bool = False

    @property
    def key(self) -> str:
        """The same error in another session has the same key (numbers, paths, quotes folded)."""
        return signature_key(self.exception, self.command, self.message)

    def describe(self) -> str:
        if not self.exception:
            return self.message or "an error"
        msg = self.message if self.message != self.exception else ""
        return f"{self.exception}: {msg}" if msg else self.exception


class Learning(BaseModel):
    """An error followed later in the session by its fix."""

    model_config = ConfigDict(extra="forbid")

    error: ErrorSignature
    fix: str
    context: str | None = None
    files: list[str] = Field(default_factory=list)


class InlineFeedback(BaseModel):
    """A `kenning: helpful b-123 - reason` comment written in the session."""

    model_config = ConfigDict(extra="forbid")

    rule_id: str
    kind: Literal["helpful", "harmful"]
    reason: str = ""


class Diary(BaseModel):
    """What one session did, learned and ended with."""

    model_config = ConfigDict(extra="forbid")

    session_id: str
    agent: str = ""
    workspace: str | None = None
    title: str | None = None
    started_at: str | None = None
    ended_at: str | None = None
    status: Status = "unknown"
    status_reasons: list[str] = Field(default_factory=list)
    accomplishments: list[str] = Field(default_factory=list)
    decisions: list[str] = Field(default_factory=list)
    challenges: list[ErrorSignature] = Field(default_factory=list)
    preferences: list[str] = Field(default_factory=list)
    learnings: list[Learning] = Field(default_factory=list)
    files: list[str] = Field(default_factory=list)
    commands: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    anchors: list[str] = Field(default_factory=list)
    feedback: list[InlineFeedback] = Field(default_factory=list)
    #: the session's task: its first user request
    task: str | None = None
    #: what the session teaches (daemon/learning/lessons.py): what reflection turns into rules
    lessons: list[Lesson] = Field(default_factory=list)
    #: signature keys (daemon/learning/errors/signature.py) of every error met,
    #: for automatic feedback
    error_keys: list[str] = Field(default_factory=list)
    tests_passed: bool = False
    message_count: int = 0
    last_idx: int = -1


# -- patterns -----------------------------------------------------------------------

_TEST_CMD = re.compile(
    r"\b(pytest|py\.test|unittest|tox|nox|jest|vitest|mocha|go test|cargo test|"
    r"npm (?:run )?test|yarn test|pnpm test|make test|mvn test|gradle test|rspec|phpunit)\b"
)
#: a sentence ends at . ! ? followed by white space (not inside "requirements.txt")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
_DECISION = re.compile(
    r"(?i)\b(i'll use|i will use|let's use|decided to|going with|i chose|instead of|"
    r"switch(?:ed)? to)\b"
)
_GOOD_END = re.compile(r"(?i)\b(thanks|thank you|works|great|perfect|lgtm|looks good|ship it)\b")
_BAD_END = re.compile(
    r"(?i)\b(still (?:broken|failing|fails)|doesn't work|does not work|not working|wrong|broke)\b"
)
#: a test runner's elapsed time at the end of a line ("FAIL pkg 21.70s", "(0.12s)")
_ELAPSED = re.compile(r"\s*\(?\d+(?:\.\d+)?m?s\)?\s*$")
#: an exception type, as a code the error signature keeps
_EXC_NAME = re.compile(r"(?:[A-Z]\w*::)*[A-Z][A-Za-z0-9_]*(?:Error|Exception|Exit|Interrupt|Fault)")
_INLINE = re.compile(
    r"kenning:\s*(helpful|harmful)\s+(b-[0-9a-z]+)\b(?:\s*[-–—:]\s*([^\n]{0,300}))?", re.I
)
_NUM = re.compile(r"\d+")
_PATHISH = re.compile(r"(?:[\w.-]*/)+[\w.-]+")
_EXT_TAG = {
    ".py": "python",
    ".ts": "typescript",
    ".tsx": "typescript",
    ".js": "javascript",
    ".go": "go",
    ".rs": "rust",
    ".java": "java",
    ".rb": "ruby",
    ".md": "docs",
    ".sql": "sql",
}
_EDIT_TOOLS = {"edit", "multiedit", "str_replace", "replace", "apply_patch", "patch", "edit_file"}
_WRITE_TOOLS = {"write", "create", "write_file", "create_file", "writefile"}
MAX_ITEMS = 20


def signature_key(exception: str | None, command: str | None, message: str) -> str:
    """A short stable key of an error: type, command family and message shape."""
    msg = _PATHISH.sub("PATH", _NUM.sub("N", message.lower()))
    family = " ".join((command or "").split()[:2])
    basis = f"{exception or ''}|{family}|{msg[:120]}"
    return hashlib.sha256(basis.encode()).hexdigest()[:12]


def _first(text: str, n: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _add(items: list[str], item: str) -> None:
    if item and item not in items and len(items) < MAX_ITEMS:
        items.append(item)


def _input_of(call: ToolCall) -> dict[str, Any]:
    return call.input if isinstance(call.input, dict) else {}


def _command(call: ToolCall) -> str | None:
    inp = _input_of(call)
    for key in ("command", "cmd", "commandLine"):
        value = inp.get(key)
        if isinstance(value, list):
            value = " ".join(str(v) for v in value)
        if isinstance(value, str) and value.strip():
            return _first(value, 160)
    return None


def _path(call: ToolCall) -> str | None:
    inp = _input_of(call)
    for key in ("file_path", "path", "filePath", "target_file", "absolute_path"):
        value = inp.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def _challenge(
    err: ErrorSig | None, command: str | None, output: str, idx: int, *, pasted: bool = False
) -> ErrorSignature:
    """An error of the trace as the diary shows it: exception type, command, message."""
    if err is None:  # the text shows a failure but no line names it: its last line
        lines = [ln for ln in output.splitlines() if ln.strip()]
        tail = _ELAPSED.sub("", lines[-1]) if lines else ""
        return ErrorSignature(command=command, message=_first(tail, 160), idx=idx, pasted=pasted)
    exc = err.code if err.code and _EXC_NAME.fullmatch(err.code) else None
    message = err.describe()
    if exc is not None:
        message = err.message
        if message.rsplit(".", 1)[-1] == exc:
            message = exc  # `java.lang.NullPointerException`: the type is the whole message
        elif message.startswith(exc):
            message = message[len(exc) :].lstrip(": ") or exc
    return ErrorSignature(
        exception=exc, command=command, message=_first(message, 160), idx=idx, pasted=pasted
    )


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def _family(command: str | None) -> str:
    return " ".join((command or "").split()[:2])


def _calls(messages: list[Message]) -> list[tuple[int, ToolCall]]:
    """Every tool call of the agent, with the index of its message."""
    return [(m.idx, tc) for m in messages if m.role == Role.ASSISTANT for tc in m.tool_calls]


def extract(session: Session, judge: Judge | None = None) -> Diary:
    """The deterministic diary of a normalised session.

    Args:
        session: the session, its messages in any order.
        judge: decides which of the person's words are lessons
            (default: `judge.default_judge()`).
    """
    msgs = sorted(session.messages, key=lambda m: m.idx)
    d = Diary(
        session_id=session.id,
        agent=session.agent,
        workspace=session.workspace,
        title=session.title,
        started_at=to_iso(session.started_at) if session.started_at else None,
        ended_at=to_iso(session.ended_at) if session.ended_at else None,
        message_count=len(msgs),
        last_idx=msgs[-1].idx if msgs else -1,
    )
    trace = read_trace(session)
    created: list[str] = []
    edited: list[str] = []
    for _idx, tc in _calls(msgs):
        name = tc.name.lower()
        path = _path(tc)
        cmd = _command(tc)
        if path:
            _add(d.files, path)
            if name in _WRITE_TOOLS:
                _add(created, path)
            elif name in _EDIT_TOOLS:
                _add(edited, path)
        if cmd:
            _add(d.commands, cmd)
    # what the trace adds for agents without tool calls (Aider's edits and `/run`s)
    for ev in trace.events:
        if isinstance(ev, Edited):
            for change in ev.changes:
                if change.path not in d.files:
                    _add(d.files, change.path)
                    _add(created if not change.old.strip() else edited, change.path)
        elif isinstance(ev, Ran):
            _add(d.commands, _first(ev.command, 160))
    d.task = _first(trace.task, 300) if trace.task else None
    d.lessons = extract_lessons(trace, judge)
    last_test, made_pass, attempts = _errors(d, trace)
    for path in created:
        _add(d.accomplishments, f"created {path}")
    for path in edited:
        _add(d.accomplishments, f"edited {path}")
    for fam in made_pass:
        _add(d.accomplishments, f"made `{fam}` pass")
    # what people said
    users = [m for m in msgs if m.said_by == Origin.HUMAN and m.text.strip()]
    for m in msgs:
        if m.role == Role.ASSISTANT and m.text:
            for sentence in _sentences(m.text):
                if _DECISION.search(sentence) and len(sentence.split()) <= 40:
                    _add(d.decisions, _first(sentence, 200))
        for hit in _INLINE.finditer(m.text):
            fb = InlineFeedback(
                rule_id=hit.group(2).lower(),
                kind="helpful" if hit.group(1).lower() == "helpful" else "harmful",
                reason=_first(hit.group(3) or "", 300),
            )
            if fb not in d.feedback:
                d.feedback.append(fb)
    ran = any(isinstance(ev, Ran) for ev in trace.events)
    # a log of the person's prompts alone: the agent's answer to the last one is not in it
    prompts_only = all(isinstance(ev, Said) and ev.role == "user" for ev in trace.events)
    _status(d, ran, last_test, users, attempts if prompts_only else None)
    _tags(d)
    for lesson in d.lessons:
        if lesson.kind in SAID_KINDS and not lesson.tentative:
            _add(d.preferences, lesson.text)
    return d


class _Open:
    """An error not yet resolved: its challenge, where it happened, the command it failed in."""

    def __init__(self, challenge: ErrorSignature, at: int, key: str | None, run: Ran | None):
        self.challenge, self.at, self.key, self.run = challenge, at, key, run


def _errors(d: Diary, trace: Trace) -> tuple[Ran | None, list[str], set[int]]:
    """Fill the diary's errors, their resolution and fixes from the trace.

    Returns the last test run, the test commands made to pass, and where the errors
    read from an attempt the person pasted (`ErrorSig.attempt`) were met.
    """
    events = trace.events
    fixes = {x.idx: x for x in d.lessons if x.kind == "error_fix"}
    by_family: dict[str, list[_Open]] = {}
    by_key: dict[str, _Open] = {}
    keys: list[str] = []
    last_test: Ran | None = None
    made_pass: list[str] = []
    met: list[_Open] = []
    attempts: set[int] = set()

    def meet(err: ErrorSig | None, challenge: ErrorSignature, at: int, run: Ran | None) -> _Open:
        key = err.key if err is not None else None
        if key is not None and key not in keys:
            keys.append(key)
        known = by_key.get(key) if key is not None else None
        if known is not None and not known.challenge.resolved:
            return known  # the same error again (pasted again, or the run it was pasted from)
        opened = _Open(challenge, at, key, run)
        met.append(opened)
        if len(d.challenges) < MAX_ITEMS:
            d.challenges.append(challenge)
        if key is not None:
            by_key[key] = opened
        return opened

    def resolve(opened: _Open, fix: tuple[str, list[str]] | None, context: str | None) -> None:
        opened.challenge.resolved = True
        if opened.key is not None and by_key.get(opened.key) is opened:
            del by_key[opened.key]
        if fix is not None and len(d.learnings) < MAX_ITEMS:
            text, files = fix
            d.learnings.append(
                Learning(error=opened.challenge, fix=text, context=context, files=files)
            )

    for n, ev in enumerate(events):
        if isinstance(ev, Said) and ev.role == "user" and ev.error is not None:
            err = ev.error
            opened = meet(err, _challenge(err, None, ev.text, ev.idx, pasted=True), n, None)
            if err.attempt:
                attempts.add(opened.challenge.idx)
            lesson = fixes.get(ev.idx)
            if lesson is not None and lesson.confirmed and lesson.fix:
                resolve(opened, (lesson.fix, lesson.files), None)
            elif pasted_fixed(events, n):
                resolve(opened, None, None)  # acted on and not met again: no change to name
            elif err.tool not in ("unknown", "shell"):
                by_family.setdefault(f"tool:{err.family}", []).append(opened)
            continue
        if not isinstance(ev, Ran) or is_look(ev.command):
            continue
        is_test = _TEST_CMD.search(ev.command) is not None
        if is_test:
            last_test = ev
        if ev.failed:
            fam = ev.family
            same = [o for o in by_family.get(fam, []) if o.key is not None and o.key == (
                ev.error.key if ev.error else None)]  # fmt: skip
            if same:
                continue  # the same error again: not resolved yet
            # the same command now fails otherwise: what was done since dealt with the first
            for prev in by_family.pop(fam, []):
                fix = _fix_between(events, prev.at, n)
                if fix is not None:
                    resolve(prev, fix, fam)
                else:
                    by_family.setdefault(fam, []).append(prev)
            cmd = _first(ev.command, 160)
            opened = meet(ev.error, _challenge(ev.error, cmd, ev.output, ev.idx), n, ev)
            by_family.setdefault(fam, []).append(opened)
            continue
        if "git commit" in ev.command:
            _add(d.accomplishments, f"committed: {_first(ev.command, 100)}")
        tool_family = f"tool:{family_of(tool_of(ev.command))}"
        for fam in [*ev.families, tool_family]:
            for prev in by_family.pop(fam, []):
                if prev.challenge.resolved:
                    continue
                fix = _fix_between(events, prev.at, n)
                failing = prev.run
                mine = _step_of(ev, fam)
                changed = failing is not None and failing.step != mine
                if fix is None and changed and not has_script(mine):
                    # the changed command line is the fix: its step of the failing command's
                    # family that worked, not its `cd` nor the other half of its chain
                    step = bare_step(mine)
                    fix = (f"run `{_first(step, 100)}` instead", [])
                resolve(prev, fix, fam if not fam.startswith("tool:") else None)
                if is_test and fix is not None:
                    step = ev.step or ev.command
                    _add(made_pass, " ".join(step.split()[:2]))
    # a failed run whose lesson found its fix another way (a hand-over): that error, met
    # once or several times, is resolved
    handed = {x.error_key: x for x in fixes.values() if x.error_key and x.confirmed}
    for opened in met:
        lesson = fixes.get(opened.challenge.idx) or handed.get(opened.key or "")
        lesson = lesson if opened.run is not None else None
        if not opened.challenge.resolved and lesson is not None and lesson.confirmed:
            resolve(opened, (lesson.fix or "", lesson.files) if lesson.fix else None, None)
    d.error_keys = keys[:MAX_ITEMS]
    return last_test, made_pass, attempts


def _step_of(run: Ran, family: str) -> str:
    """The step of a passing command line that ran the failing command's family (`ruff
    check . && pytest -q` passing where `pytest` failed is `pytest -q`), else its own."""
    for st in work_steps(run.command):
        if family.startswith("tool:"):
            if family_of(tool_of(st)) == family[5:]:
                return st
        elif family in command_families(st):
            return st
    return run.step or run.command


def _fix_between(events: list[Event], start: int, end: int) -> tuple[str, list[str]] | None:
    """What changed between a failure (event `start`) and what followed it (event `end`):
    the commands that worked (the step that did the work) and the files edited."""
    files: list[str] = []
    commands: list[str] = []
    for ev in events[start + 1 : end]:
        if isinstance(ev, Edited):
            for change in ev.changes:
                _add(files, change.path.rsplit("/", 1)[-1])
        elif (
            isinstance(ev, Ran)
            and not ev.failed
            and not is_look(ev.command)
            and not is_look(ev.step or ev.command)
            and not is_check(ev.step or ev.command)
            and not is_bookkeeping(ev.step or ev.command)
        ):
            _add(commands, _first(bare_step(ev.step or ev.command), 100))
    parts = []
    if commands:
        parts.append("run `" + "`, then `".join(commands[:2]) + "`")
    if files:
        parts.append("fix " + ", ".join(files[:3]))
    if not parts:
        return None
    return " and ".join(parts), files


def _status(
    d: Diary,
    ran: bool,
    last_test: Ran | None,
    users: list[Message],
    prompts_only: set[int] | None = None,
) -> None:
    """The session's outcome from its last test run, its errors and the person's last words.

    In a log of the person's prompts alone (`prompts_only`, the places of the errors read
    there from an attempt the person pasted: a prompt log, an input history) a complaint
    that closes it asked for another try whose result the log does not hold: it tells
    nothing of how the session ended, nor does a terminal's run or an HTTP request the
    person pasted (one attempt of theirs: `ErrorSig.attempt`); praise still tells the work
    before it held, and a program's own failure output pasted and never said to be fixed
    still counts against it (on the real-log bench, held out, not counting those as well
    let three junk proposals and a trivial active rule through the evidence gate).
    """
    good = bad = 0
    if last_test is not None:
        if last_test.failed:
            bad += 2
            d.status_reasons.append(f"last test run failed: {_first(last_test.command, 80)}")
        else:
            good += 2
            d.tests_passed = True
            d.status_reasons.append(f"last test run passed: {_first(last_test.command, 80)}")
    told = [c for c in d.challenges if prompts_only is None or c.idx not in prompts_only]
    unresolved = sum(1 for c in told if not c.resolved)
    if unresolved:
        bad += 1
        d.status_reasons.append(f"{unresolved} error(s) left unresolved")
    elif ran or told:
        good += 1
    if users:
        closing = users[-1].text
        if _BAD_END.search(closing):
            if prompts_only is None:
                bad += 2
                d.status_reasons.append(f"the user ended with: {_first(closing, 80)}")
        elif _GOOD_END.search(closing):
            good += 1
            d.status_reasons.append(f"the user ended with: {_first(closing, 80)}")
    if good and bad:
        d.status = "mixed" if good >= bad else "failure"
    elif good:
        d.status = "success"
    elif bad:
        d.status = "failure"


def _tags(d: Diary) -> None:
    tags: set[str] = {d.agent} if d.agent else set()
    for path in d.files:
        dot = path.rfind(".")
        if dot > path.rfind("/"):
            tag = _EXT_TAG.get(path[dot:].lower())
            if tag:
                tags.add(tag)
    for sig in d.challenges:
        if sig.exception:
            tags.add(sig.exception)
    if any(_TEST_CMD.search(c) for c in d.commands):
        tags.add("tests")
    d.tags = sorted(tags)
    anchors: list[str] = []
    for sig in d.challenges:
        _add(anchors, sig.exception or "")
    for path in d.files:
        _add(anchors, path.rsplit("/", 1)[-1])
    for cmd in d.commands:
        _add(anchors, _family(cmd))
    d.anchors = anchors


# -- the store ------------------------------------------------------------------------


def load_session(store: Store, session_id: str) -> Session | None:
    """A stored session with its messages, or None."""
    repo = SessionRepo(store)
    row = repo.session(session_id)
    if row is None:
        return None
    msgs = []
    for m in repo.messages(session_id):
        calls = stored_tool_calls(m["text"], m["tool_calls"])
        msgs.append(
            Message(
                key=m["key"],
                idx=m["idx"],
                role=Role(m["role"]),
                origin=Origin(m["origin"]) if m["origin"] else None,
                author=m["author"],
                model=m["model"],
                text=m["text"],
                tool_calls=[ToolCall.model_validate(c) for c in calls],
                created_at=parse_iso(m["created_at"]),
                source_line=m["source_line"],
            )
        )
    return Session(
        id=row["id"],
        agent=row["agent"],
        native_id=row["native_id"],
        source_path=row["source_path"],
        workspace=row["workspace"],
        git_branch=row["git_branch"],
        title=row["title"],
        parent_id=row["parent_id"],
        started_at=parse_iso(row["started_at"]),
        ended_at=parse_iso(row["ended_at"]),
        messages=msgs,
    )


def sanitize_diary(diary: Diary, redact: Callable[[str], str]) -> Diary:
    """The diary with every string redacted but its session id.

    The id is the key of the session's row, stored as the session's reader made
    it (a path for some agents): a redacted copy would name no session.
    """

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return redact(value)
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            return {k: walk(v) for k, v in value.items()}
        return value

    data = walk(diary.model_dump(mode="json"))
    data["session_id"] = diary.session_id
    return Diary.model_validate(data)


LLM_SYSTEM = (
    "You write the diary of one coding-agent session. Fill every field from the "
    "transcript only: status (success, failure, mixed), accomplishments, decisions, "
    "challenges (errors with exception type, failing command, message), preferences "
    "(what the USER said to always/never/prefer, quoted), learnings (an error and the "
    "change that fixed it), files, commands, tags, anchors. Invent nothing."
)


def _transcript(session: Session, limit: int = 24_000, after: int = -1) -> str:
    parts = []
    for m in session.messages:
        if m.idx <= after:
            continue
        # only the person's words are labelled `user`: injected text, expansions and
        # handoffs carry their origin, so no preference is read from them
        said = m.said_by
        who = m.role.value if said in (Origin.HUMAN, Origin.AGENT, Origin.TOOL) else said.value
        line = f"[{m.idx} {who}] {m.text[:1500]}"
        for tc in m.tool_calls:
            cmd = _command(tc) or _path(tc) or ""
            line += f"\n  <{tc.name} {cmd}> {(tc.output or '')[:400]}"
        parts.append(line)
    text = "\n".join(parts)
    return text[-limit:]


def llm_diary(session: Session, llm: Any, fallback: Diary, previous: Diary | None = None) -> Diary:
    """The LLM's diary of `session` (same schema), or `fallback` when it fails.

    With the `previous` diary (its `last_idx` is the consolidation cursor),
    only the messages after the cursor are sent, beside that diary to update:
    a long session is summarised incrementally, not re-read whole each time.
    """
    from kenning.daemon.learning.llm import LlmError

    prompt = _transcript(session)
    if previous is not None and previous.last_idx >= 0:
        prior = orjson.dumps(previous.model_dump(mode="json")).decode()
        prompt = (
            f"The diary so far (up to message {previous.last_idx}):\n{prior}\n\n"
            "Update it with the new messages:\n" + _transcript(session, after=previous.last_idx)
        )
    try:
        made = llm.complete_json(LLM_SYSTEM, prompt, Diary, purpose="diary")
    except LlmError as exc:
        log.info("LLM diary of %s failed, using the deterministic one: %s", session.id, exc)
        return fallback
    if not isinstance(made, Diary):
        return fallback
    # identity and counts come from the store, never from the model
    return made.model_copy(
        update={
            "session_id": fallback.session_id,
            "agent": fallback.agent,
            "workspace": fallback.workspace,
            "title": fallback.title,
            "started_at": fallback.started_at,
            "ended_at": fallback.ended_at,
            "message_count": fallback.message_count,
            "last_idx": fallback.last_idx,
            "feedback": fallback.feedback,  # inline feedback is parsed, never guessed
        }
    )


def extract_stored(store: Store, session: Session, judge: Judge | None = None) -> Diary:
    """`extract`, with what a stored session learns from the one before it: a launch that
    failed at start-up and was fixed by this one (relaunch.py; Aider keeps each launch as
    a session of its own)."""
    diary = extract(session, judge)
    if session.agent not in LAUNCH_AGENTS:
        return diary
    before = SessionRepo(store).previous_in_source(session.id)
    previous = load_session(store, before) if before is not None else None
    lesson = relaunch_lesson(previous, session) if previous is not None else None
    if lesson is None or any(x.key == lesson.key for x in diary.lessons):
        return diary
    lessons = sorted([*diary.lessons, lesson], key=lambda x: x.idx)
    return diary.model_copy(update={"lessons": lessons})


def build_diary(
    store: Store,
    session_id: str,
    *,
    redact: Callable[[str], str],
    llm: Any = None,
    save: bool = True,
    judge: Judge | None = None,
) -> tuple[Diary, str]:
    """Build (and by default store) the diary of a session; returns (diary, source).

    Raises:
        SessionNotFound: no stored session has that id.
    """
    session = load_session(store, session_id)
    if session is None:
        raise SessionNotFound(
            f"no session {session_id!r}.", fix="list sessions with `kenning sessions list`"
        )
    diary = extract_stored(store, session, judge)
    source = "deterministic"
    if llm is not None:
        wrote = SessionRepo(store).diary_source(session_id)
        previous = get_diary(store, session_id) if wrote == "llm" else None
        made = llm_diary(session, llm, diary, previous)
        if made is not diary:
            diary, source = made, "llm"
    diary = sanitize_diary(diary, redact)
    if save:
        save_diary(store, diary, source)
    return diary, source


def save_diary(store: Store, diary: Diary, source: str) -> bool:
    """Store a diary; True when it changed (an unchanged diary keeps its timestamps)."""
    data = orjson.dumps(diary.model_dump(mode="json"), option=orjson.OPT_SORT_KEYS).decode()
    now = to_iso(utcnow())
    repo = SessionRepo(store)
    with store.transaction():
        if repo.diary_json(diary.session_id) == data:
            return False
        repo.save_diary_row(diary.session_id, data, diary.status, source, diary.last_idx, now)
    return True


def get_diary(store: Store, session_id: str) -> Diary | None:
    data = SessionRepo(store).diary_json(session_id)
    return Diary.model_validate_json(data) if data is not None else None


def pending_sessions(store: Store, idle_minutes: float | None = None) -> list[str]:
    """Sessions whose diary is missing or older than their last message.

    With `idle_minutes`, only sessions idle at least that long (still-running
    sessions are diarised once they settle).
    """
    cutoff = None
    if idle_minutes is not None:
        from datetime import timedelta

        cutoff = to_iso(utcnow() - timedelta(minutes=idle_minutes))
    return SessionRepo(store).undiarised(cutoff)


def forget_hook(conn: Any, session_id: str) -> None:
    """Delete what the learning loop derived from a session (a `forget_session` cleanup)."""
    SessionRepo.forget_learned(conn, session_id)
