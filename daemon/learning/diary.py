"""Per-session diaries: what happened in a session, extracted without an LLM.

A diary is read from the normalised messages and tool calls of a session
(whatever agent wrote it): the outcome (last test runs, exit codes, errors
left unresolved, the user's closing words), what was done (files, commits,
tests made to pass), the errors met with their signature, what the user said
to always/never/prefer, and each error followed later by its fix. The same
session always gives the same diary. With an LLM configured, the LLM fills the
same schema; invalid output falls back to the deterministic diary.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable
from typing import Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field

from kenning.daemon.core.errors import SessionNotFound
from kenning.daemon.core.models import (
    Message,
    Origin,
    Role,
    Session,
    ToolCall,
    parse_iso,
    to_iso,
    utcnow,
)
from kenning.daemon.ingest.writer import stored_tool_calls
from kenning.daemon.learning.judge import Judge
from kenning.daemon.learning.lessons import SAID_KINDS, Lesson, extract_lessons
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

_EXC = re.compile(r"\b([A-Z][A-Za-z0-9_]*(?:Error|Exception|Exit|Interrupt))\b:?\s*([^\n]*)")
_ERRLINE = re.compile(r"(?im)^\s*(?:error|fatal|e\d{3,4})\b[:\s]+(.+)$")
_FAILED_TESTS = re.compile(r"\b(\d+) (?:failed|failing|errors?)\b|\bFAILED\b|\bFAIL\b")
_PASSED_TESTS = re.compile(r"\b\d+ pass(?:ed|ing)\b|\bOK\b|\bok\b\s+\S+|all tests pass")
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
_INLINE = re.compile(
    r"kenning:\s*(helpful|harmful)\s+(b-[0-9a-z]+)\b(?:\s*[-–—:]\s*([^\n]{0,300}))?", re.I
)
_NUM = re.compile(r"\d+")
#: a test runner's elapsed time at the end of a line ("FAIL pkg 21.70s", "(0.12s)")
_ELAPSED = re.compile(r"\s*\(?\d+(?:\.\d+)?m?s\)?\s*$")
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


def _error_in(output: str, command: str | None, is_error: bool, exit_code: int | None) -> bool:
    if is_error or (exit_code is not None and exit_code != 0):
        return True
    if command and _TEST_CMD.search(command) and _FAILED_TESTS.search(output):
        return not re.search(r"\b0 failed\b", output)
    return "Traceback (most recent call last)" in output


def _signature(output: str, command: str | None, idx: int) -> ErrorSignature:
    found = list(_EXC.finditer(output))
    if found:
        last = found[-1]  # the raised exception is the last one of a traceback
        return ErrorSignature(
            exception=last.group(1),
            command=command,
            message=_first(last.group(2), 160),
            idx=idx,
        )
    line = _ERRLINE.search(output)
    if line:
        return ErrorSignature(command=command, message=_first(line.group(1), 160), idx=idx)
    lines = [ln for ln in output.splitlines() if ln.strip()]
    tail = _ELAPSED.sub("", lines[-1]) if lines else ""
    return ErrorSignature(command=command, message=_first(tail, 160), idx=idx)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def _family(command: str | None) -> str:
    return " ".join((command or "").split()[:2])


class _Run:
    """One tool result paired with its call."""

    def __init__(self, idx: int, call: ToolCall, result: ToolCall) -> None:
        self.idx = idx
        self.name = call.name.lower()
        self.command = _command(call)
        self.path = _path(call)
        self.output = result.output or ""
        self.failed = _error_in(self.output, self.command, bool(result.is_error), result.exit_code)
        self.is_test = bool(self.command and _TEST_CMD.search(self.command))


def _runs(messages: list[Message]) -> tuple[list[_Run], list[tuple[int, ToolCall]]]:
    """Tool results paired with their calls, and every call (for calls without results)."""
    calls: dict[str, ToolCall] = {}
    every: list[tuple[int, ToolCall]] = []
    runs: list[_Run] = []
    for m in messages:
        for tc in m.tool_calls:
            if m.role == Role.ASSISTANT:
                every.append((m.idx, tc))
                if tc.call_id:
                    calls[tc.call_id] = tc
                if tc.output is not None or tc.is_error is not None or tc.exit_code is not None:
                    runs.append(_Run(m.idx, tc, tc))  # agents that inline the result
            elif m.role == Role.TOOL:
                call = calls.get(tc.call_id or "") or tc
                runs.append(_Run(m.idx, call, tc))
    return runs, every


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
    runs, calls = _runs(msgs)
    created: list[str] = []
    edited: list[str] = []
    for _idx, tc in calls:
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
    # errors and their fixes: an error is fixed when the same command family
    # later succeeds; what changed in between is the fix
    open_errors: dict[str, tuple[ErrorSignature, _Run]] = {}
    last_test: _Run | None = None
    made_pass: list[str] = []
    for run in runs:
        if run.command is None and run.name not in ("bash", "shell"):
            if run.failed and run.output:
                sig = _signature(run.output, None, run.idx)
                if sig.exception:
                    d.challenges.append(sig)
            continue
        fam = _family(run.command)
        if run.is_test:
            last_test = run
        if run.failed:
            sig = _signature(run.output, run.command, run.idx)
            if len(d.challenges) < MAX_ITEMS:
                d.challenges.append(sig)
            open_errors.setdefault(fam, (sig, run))
            continue
        if run.command and "git commit" in run.command:
            _add(d.accomplishments, f"committed: {_first(run.command, 100)}")
        pending = open_errors.pop(fam, None)
        if pending is None:
            continue
        sig, failed = pending
        fix = _fix_between(msgs, runs, failed.idx, run.idx)
        if fix is None and run.command and run.command != failed.command:
            fix = (f"run `{run.command}` instead", [])  # the changed command line is the fix
        if fix is None:
            continue  # passed again with nothing changed: flaky, not learned
        text, files = fix
        d.learnings.append(Learning(error=sig, fix=text, context=fam or None, files=files))
        if run.is_test:
            _add(made_pass, fam)
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
    _status(d, runs, last_test, open_errors, users)
    _tags(d)
    _learn(d, session, judge)
    return d


def _learn(d: Diary, session: Session, judge: Judge | None) -> None:
    """The lessons of the session, read from its agent-neutral trace."""
    from kenning.daemon.learning.trace import Ran, read_trace

    trace = read_trace(session)
    task = trace.task
    d.task = _first(task, 300) if task else None
    d.lessons = extract_lessons(trace, judge)
    keys: list[str] = []
    for ev in trace.events:
        if isinstance(ev, Ran) and ev.error is not None and ev.error.key not in keys:
            keys.append(ev.error.key)
    d.error_keys = keys[:MAX_ITEMS]
    for lesson in d.lessons:
        if lesson.kind in SAID_KINDS and not lesson.tentative:
            _add(d.preferences, lesson.text)


def _fix_between(
    msgs: list[Message], runs: list[_Run], start: int, end: int
) -> tuple[str, list[str]] | None:
    """What changed between a failure (idx `start`) and the success (idx `end`)."""
    files: list[str] = []
    commands: list[str] = []
    for m in msgs:
        if not start < m.idx < end or m.role != Role.ASSISTANT:
            continue
        for tc in m.tool_calls:
            name = tc.name.lower()
            path = _path(tc)
            if path and (name in _EDIT_TOOLS or name in _WRITE_TOOLS):
                _add(files, path.rsplit("/", 1)[-1])
    for run in runs:
        if start < run.idx < end and run.command and not run.failed and not run.is_test:
            _add(commands, run.command)
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
    runs: list[_Run],
    last_test: _Run | None,
    open_errors: dict[str, tuple[ErrorSignature, _Run]],
    users: list[Message],
) -> None:
    good = bad = 0
    if last_test is not None:
        if last_test.failed:
            bad += 2
            d.status_reasons.append(f"last test run failed: {_first(last_test.command or '', 80)}")
        else:
            good += 2
            d.tests_passed = True
            d.status_reasons.append(f"last test run passed: {_first(last_test.command or '', 80)}")
    if open_errors:
        bad += 1
        d.status_reasons.append(f"{len(open_errors)} error(s) left unresolved")
    elif runs:
        good += 1
    if users:
        closing = users[-1].text
        if _BAD_END.search(closing):
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
    """The diary with every string redacted."""

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return redact(value)
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            return {k: walk(v) for k, v in value.items()}
        return value

    return Diary.model_validate(walk(diary.model_dump(mode="json")))


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
    diary = extract(session, judge)
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
