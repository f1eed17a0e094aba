"""Memory for Python agent loops: a prompt block formatter and a middleware.

`format_memory_context` turns a briefing (or search hits, or plain dicts) into
a block for a system prompt, either tagged entries

    <memory-context>
    <entry topic="b-1a2b3c" relevance="0.92" age="2h">Use httpx, not requests</entry>
    </memory-context>

or a natural-language list. Text is sanitized (secrets redacted) and
XML-escaped; the block never exceeds `max_chars`, cut on an entry boundary.

`MemoryMiddleware` wires kenning into a loop you own: `enrich_system_prompt`
adds the briefing for the user's input to the system prompt, and
`after_response` stores the exchange as a session through the same writer
ingestion uses (sanitized, deduplicated by message key). Neither ever raises
into the loop: a failure is logged and the loop goes on without memory.
"""

from __future__ import annotations

import logging
import os
import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal
from xml.sax.saxutils import escape

from kenning.daemon.core.models import parse_iso, utcnow
from kenning.daemon.safety.redactor import Redactor

__all__ = ["MemoryMiddleware", "format_memory_context"]

log = logging.getLogger(__name__)

Format = Literal["structured", "natural"]
_HIGHLIGHT = re.compile(r"\*\*")
_ERROR_PREFIXES = ("error:", "traceback (most recent call last)")


@dataclass(frozen=True)
class _Item:
    topic: str
    relevance: float
    text: str
    created_at: datetime | None


def _get(obj: Any, *names: str) -> Any:
    for name in names:
        value = obj.get(name) if isinstance(obj, Mapping) else getattr(obj, name, None)
        if value is not None:
            return value
    return None


def _items(results: Any) -> list[_Item]:
    """Normalise a ContextResult, its dict, or a list of rules/hits/dicts into items."""
    if isinstance(results, Mapping) and "rules" in results:
        parts = [results.get("rules"), results.get("pitfalls"), results.get("history")]
        results = [x for part in parts for x in (part or [])]
    elif hasattr(results, "rules") and hasattr(results, "history"):
        results = [*results.rules, *results.pitfalls, *results.history]
    out = []
    for r in results or []:
        text = _get(r, "content", "snippet", "text")
        if not text:
            continue
        topic = _get(r, "topic", "id", "title", "session_id") or "memory"
        score = _get(r, "relevance", "score")
        created = _get(r, "created_at")
        when = created if isinstance(created, datetime) else parse_iso(created)
        out.append(_Item(str(topic), float(score or 0.0), _HIGHLIGHT.sub("", str(text)), when))
    return out


def _age(moment: datetime | None, now: datetime) -> str | None:
    if moment is None:
        return None
    seconds = max(0.0, (now - moment).total_seconds())
    for unit, size in (("y", 31_536_000), ("w", 604_800), ("d", 86_400), ("h", 3_600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return "now"


def format_memory_context(
    results: Any,
    max_results: int = 5,
    min_score: float = 0.0,
    format: Format = "structured",
    tag: str = "memory-context",
    max_chars: int = 4000,
    *,
    sanitizer: Redactor | None = None,
    now: datetime | None = None,
) -> str:
    """Format memory for a prompt.

    Args:
        results: a `ContextResult` (or its JSON dict: rules, pitfalls, then
            history), or an iterable of rules, search hits or dicts with
            `content`/`snippet`/`text`, `topic`/`id`/`title`, `relevance`/`score`
            and optionally `created_at`.
        max_results: at most this many entries, in the given order.
        min_score: leave out entries whose relevance/score is below this.
        format: "structured" (tagged entries) or "natural" (a bulleted list).
        tag: the wrapping tag of the structured form (letters, digits, `-`, `_`).
        max_chars: the whole block is at most this long; entries that do not
            fit are left out whole.
        sanitizer: redacts secrets (default: kenning's built-in rules).
        now: the moment ages are computed from (default: now).

    Returns:
        The block, or "" when no entry qualifies.

    Raises:
        ValueError: an invalid `format`, `tag` or `max_results`.
    """
    if format not in ("structured", "natural"):
        raise ValueError(f"format must be 'structured' or 'natural', got {format!r}")
    if not re.fullmatch(r"[A-Za-z_][\w\-]*", tag):
        raise ValueError(f"tag must be an XML name such as memory-context, got {tag!r}")
    if max_results < 1:
        raise ValueError(f"max_results must be at least 1, got {max_results}")
    if sanitizer is None:
        from kenning.daemon.safety.sanitize import default_sanitizer

        sanitizer = default_sanitizer()
    now = now or utcnow()
    items = [i for i in _items(results) if i.relevance >= min_score][:max_results]
    if format == "structured":
        head, tail = f"<{tag}>\n", f"</{tag}>"
    else:
        head, tail = "Relevant memory from past work:\n", ""
    body: list[str] = []
    size = len(head) + len(tail)
    for item in items:
        text = " ".join(sanitizer.redact(item.text).split())
        age = _age(item.created_at, now)
        if format == "structured":
            topic = escape(sanitizer.redact(item.topic), {'"': "&quot;"})
            attrs = f'topic="{topic}" '
            attrs += f'relevance="{item.relevance:.2f}"'
            attrs += f' age="{age}"' if age else ""
            line = f"<entry {attrs}>{escape(text)}</entry>\n"
        else:
            when = f", {age} ago" if age and age != "now" else ""
            topic = sanitizer.redact(item.topic)
            line = f"- [{topic}] {text} (relevance {item.relevance:.2f}{when})\n"
        if size + len(line) > max_chars:
            break
        body.append(line)
        size += len(line)
    if not body:
        return ""
    out = head + "".join(body) + tail
    return out if tail else out.rstrip("\n")


class MemoryMiddleware:
    """kenning memory for a Python agent loop; never raises into it.

    Args:
        workspace: the project folder (scopes rules, filters history).
        agent: the agent name stored with the exchanges (session id `<agent>:<uuid>`).
        max_results, min_score, format, max_chars: passed to `format_memory_context`.
        home: the kenning home (default: `KENNING_HOME` or the user data folder).
    """

    def __init__(
        self,
        workspace: Path | None = None,
        *,
        agent: str = "python-agent",
        max_results: int = 5,
        min_score: float = 0.0,
        format: Format = "structured",
        max_chars: int = 4000,
        home: Path | None = None,
    ) -> None:
        self.workspace = workspace
        self.agent = agent
        self.max_results = max_results
        self.min_score = min_score
        self.format: Format = format
        self.max_chars = max_chars
        self.home = home
        self.session_native_id = uuid.uuid4().hex
        self._turn = 0
        self._loaded: Any = None
        from kenning.daemon.retrieval.working_memory import WorkingMemory

        #: the rules briefed so far in this loop (bounded, in-process;
        #: daemon/retrieval/working_memory.py)
        self.working = WorkingMemory(policy="importance")

    @property
    def session_id(self) -> str:
        """The id of the session this middleware records into."""
        return f"{self.agent}:{self.session_native_id}"

    def _config(self) -> Any:
        if self._loaded is None:
            from kenning.daemon.core.config import load_config

            env = None if self.home is None else {**os.environ, "KENNING_HOME": str(self.home)}
            self._loaded = load_config(environ=env)
        return self._loaded

    def _open(self) -> Any:
        from kenning.daemon.ops.storage import open_store

        return open_store(self._config().paths.db)

    def enrich_system_prompt(self, user_input: str, system_prompt: str, turn: int = 0) -> str:
        """The system prompt with the memory block for `user_input` appended.

        Returns `system_prompt` unchanged when there is nothing relevant or
        anything fails (the failure is logged).
        """
        try:
            if not user_input or not user_input.strip():
                return system_prompt
            block = format_memory_context(
                self._briefing(user_input),
                self.max_results,
                self.min_score,
                self.format,
                max_chars=self.max_chars,
            )
        except Exception:
            log.exception("kenning: building the memory context failed (turn %s)", turn)
            return system_prompt
        return f"{system_prompt.rstrip()}\n\n{block}" if block else system_prompt

    def _briefing(self, task: str) -> dict[str, Any]:
        from kenning.daemon.core.client import DaemonClient
        from kenning.daemon.retrieval.briefing import context_params
        from kenning.daemon.retrieval.context import build_context
        from kenning.daemon.team.view import team_view

        loaded = self._config()
        params = context_params(task, self.workspace, None, max(self.max_results, 1))
        data = DaemonClient(loaded.paths.socket, timeout=2.0).try_call("context", params)
        store = self._open()
        try:
            if not isinstance(data, dict):
                data = build_context(
                    store,
                    loaded.settings,
                    task,
                    workspace=self.workspace,
                    file=None,
                    limit=max(self.max_results, 1),
                    shared=team_view,
                ).to_json()
            self._remember(store, data)
            return data
        finally:
            store.close()

    def _remember(self, store: Any, data: dict[str, Any]) -> None:
        """Keep the briefed rules in working memory; log them as surfaced to this session."""
        from kenning.daemon.ops.retrieval import record_briefed

        rules = [*data.get("rules", []), *data.get("pitfalls", [])]
        for r in rules:
            self.working.add(r["id"], r["content"], float(r.get("effective") or 0.5))
        ws = str(self.workspace) if self.workspace else None
        ids = [r["id"] for r in rules]
        record_briefed(store, ids, self.session_id, "middleware", workspace=ws)

    def after_response(self, user_input: str, response: Any) -> None:
        """Store the exchange as two messages of this middleware's session.

        Empty responses, exceptions and error texts ("Error: …", tracebacks)
        are skipped. Never raises: a failure is logged.
        """
        try:
            if not _worth_storing(user_input, response):
                return
            self._store_exchange(str(user_input), str(response))
        except Exception:
            log.exception("kenning: storing the exchange failed")

    def _store_exchange(self, user_input: str, response: str) -> None:
        from kenning.daemon.core.models import Role
        from kenning.daemon.core.transcripts import Message, Session
        from kenning.daemon.ingest.base import Checkpoint, ReadResult
        from kenning.daemon.ingest.writer import write_result
        from kenning.daemon.safety.sanitize import Sanitizer

        self._turn += 1
        now = utcnow()
        turn = self._turn
        session = Session(
            id=self.session_id,
            agent=self.agent,
            native_id=self.session_native_id,
            source_path=f"middleware://{self.agent}/{self.session_native_id}",
            workspace=str(self.workspace) if self.workspace else None,
            title=" ".join(user_input.split())[:80] if turn == 1 else None,
            started_at=now,
            messages=[
                Message(
                    key=f"{turn}-user",
                    idx=2 * turn - 2,
                    role=Role.USER,
                    text=user_input,
                    created_at=now,
                ),
                Message(
                    key=f"{turn}-assistant",
                    idx=2 * turn - 1,
                    role=Role.ASSISTANT,
                    author=self.agent,
                    text=response,
                    created_at=now,
                ),
            ],
        )
        checkpoint = Checkpoint(
            source_path=session.source_path,
            agent=self.agent,
            device=None,
            inode=None,
            size=0,
            mtime_ns=0,
            head_hash=None,
            offset=turn,
        )
        sanitizer = Sanitizer.from_config(self._config().settings.sanitize)
        store = self._open()
        try:
            write_result(store, ReadResult([session], checkpoint), sanitizer)
        finally:
            store.close()


def _worth_storing(user_input: Any, response: Any) -> bool:
    if isinstance(response, BaseException) or response is None:
        return False
    if not isinstance(response, str) or not response.strip():
        return False
    if not isinstance(user_input, str) or not user_input.strip():
        return False
    return not response.lstrip().lower().startswith(_ERROR_PREFIXES)
