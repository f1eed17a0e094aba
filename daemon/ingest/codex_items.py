"""Field readers for Codex rollout records: tool outputs, and `item_completed` items.

Codex >= 0.148 writes each finished turn item as `{id, type, ...}` whose field
set is not documented: these functions read whichever spelling an item has
and return None (or an empty value) for what is missing or of a wrong type,
so `codex.py` decides what becomes a message. `tool_output` also reads the older
`function_call_output` payloads.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote, urlparse

import orjson

from .base import flatten_content, json_text

__all__ = [
    "as_int",
    "command_of",
    "command_output",
    "decode_args",
    "failed_status",
    "file_changes",
    "header_exit_code",
    "item_kind",
    "item_text",
    "mcp_result",
    "path_of",
    "tool_output",
]

#: `status` values of a turn item that did not succeed
_FAILED = frozenset({"failed", "error", "declined", "rejected", "cancelled", "canceled", "aborted"})
#: fields a finished command item may hold its output in (the set is not documented)
_OUTPUT_FIELDS = ("aggregated_output", "aggregatedOutput", "formatted_output", "output")
#: text part types of a message item, folded by `item_kind`
_TEXT_PARTS = frozenset({"text", "inputtext", "outputtext"})


def decode_args(raw: Any) -> Any:
    """Tool arguments given as JSON text, decoded; anything else (or bad JSON) as it is."""
    if isinstance(raw, str):
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            return raw
    return raw


#: the header Codex puts above a command's output as text: `Exit code: 1` (`shell_command`),
#: `Process exited with code 1` (`exec_command`), beside `Wall time:`, `Chunk ID:`…
_HEADER_EXIT = re.compile(r"^(?:Exit code: |Process exited with code )(-?\d{1,3})$")
_HEADER_LINES = 6


def header_exit_code(text: str) -> int | None:
    """The exit code in the header Codex writes above a command's text output, if any."""
    for line in text.split("\n", _HEADER_LINES)[:_HEADER_LINES]:
        if line.startswith("Output:"):
            break
        found = _HEADER_EXIT.match(line.strip())
        if found:
            return int(found.group(1))
    return None


def tool_output(raw: Any) -> tuple[str, int | None]:
    """Text and exit code of a tool output (a string, JSON text, or `{content: [...]}`).

    The code comes from `metadata.exit_code` (JSON outputs), else from the
    header of a text output (`header_exit_code`).
    """
    exit_code: int | None = None
    value = raw
    if isinstance(raw, str) and raw.startswith("{"):
        try:
            value = orjson.loads(raw)
        except orjson.JSONDecodeError:
            value = raw
    if isinstance(value, Mapping):
        meta = value.get("metadata")
        if isinstance(meta, Mapping) and isinstance(meta.get("exit_code"), int):
            exit_code = meta["exit_code"]
        inner = value.get("output", value.get("content"))
        text = inner if isinstance(inner, str) else flatten_content(inner)
        return text, exit_code if exit_code is not None else header_exit_code(text)
    if isinstance(value, list):
        return flatten_content(value), None
    text = value if isinstance(value, str) else ""
    return text, header_exit_code(text)


def item_kind(value: Any) -> str | None:
    """An item type folded so `AgentMessage`, `agentMessage` and `agent_message` compare equal."""
    return value.replace("_", "").lower() if isinstance(value, str) else None


def as_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def item_text(item: Mapping[str, Any]) -> str | None:
    """Flat text of a UserMessage/AgentMessage item; None when `content` has a wrong type.

    `content` is a list of parts `{type, text}` whose type is spelled `text`, `Text` or
    `input_text` depending on the version: compared case-insensitively, so
    `flatten_content` (exact spellings) does not fit. Images and other parts are dropped.
    """
    content = item.get("content")
    if content is None:
        text = item.get("text")  # the app-server spelling: `{type: agentMessage, text}`
        return text if isinstance(text, str) else ""
    if isinstance(content, str):
        return content
    if isinstance(content, Mapping):
        content = [content]
    if not isinstance(content, list):
        return None
    parts: list[str] = []
    for part in content:
        if isinstance(part, str):
            parts.append(part)
        elif isinstance(part, Mapping) and isinstance(part.get("text"), str):
            kind = part.get("type")
            if kind is None or item_kind(kind) in _TEXT_PARTS:
                parts.append(part["text"])
    return "\n".join(p for p in parts if p)


def command_of(raw: Any) -> list[str] | str | None:
    """A command item's argv list or shell string; None when it is neither."""
    if isinstance(raw, str):
        return raw
    if isinstance(raw, list) and all(isinstance(arg, str) for arg in raw):
        return raw
    return None


def path_of(raw: Any) -> str | None:
    """A folder given as a path or a `file://` URL, as a path."""
    if not isinstance(raw, str) or not raw:
        return None
    if raw.startswith("file:"):
        try:
            return unquote(urlparse(raw).path) or None
        except ValueError:  # e.g. an unbalanced `[` in the host part
            return None
    return raw


def command_output(item: Mapping[str, Any]) -> tuple[str | None, int | None]:
    """Output text and exit code of a finished command item, from whichever fields it has.

    The text is None when the item has no output field at all. A string is kept
    as it is: a command's output may itself be JSON and must not be unwrapped.
    """
    exit_code = as_int(item.get("exit_code", item.get("exitCode")))
    for name in _OUTPUT_FIELDS:
        value = item.get(name)
        if isinstance(value, str):
            return value, exit_code
        if isinstance(value, Mapping | list):
            text, inner = tool_output(value)
            return text, inner if exit_code is None else exit_code
    streams = [item.get("stdout"), item.get("stderr")]
    if any(isinstance(s, str) for s in streams):
        return "\n".join(s for s in streams if isinstance(s, str) and s), exit_code
    return None, exit_code


def mcp_result(item: Mapping[str, Any]) -> tuple[str | None, bool | None]:
    """Text of an MCP call item's result and whether it failed; None as text without one.

    The result is `{content: [...], isError}`, a serialised Rust `Result`
    (`{Ok: ...}`/`{Err: ...}`) or a string; a separate `error` (`{message}` or a
    string) means the call failed.
    """
    error = item.get("error")
    if isinstance(error, Mapping):
        error = error.get("message") if isinstance(error.get("message"), str) else json_text(error)
    if isinstance(error, str) and error:
        return error, True
    result = item.get("result")
    failed: bool | None = None
    if isinstance(result, Mapping) and ("Ok" in result or "Err" in result):
        failed = "Err" in result
        result = result.get("Err") if failed else result.get("Ok")
    if result is None:
        return None, failed
    if isinstance(result, str):
        return result, failed
    if isinstance(result, Mapping) and "content" in result:
        flag = result.get("isError", result.get("is_error"))
        return flatten_content(result["content"]), flag if isinstance(flag, bool) else failed
    if isinstance(result, list):
        return flatten_content(result), failed
    return json_text(result), failed


def file_changes(raw: Any) -> list[dict[str, str]]:
    """The files a FileChange item touched, as `[{path, type}]` (with `diff` when given).

    `changes` is `{path: {type, ...}}`, or a list of `{path, kind|type, diff}`.
    The whole content of an added file is not kept: the path says what changed.
    """
    pairs: list[tuple[Any, Any]] = []
    if isinstance(raw, Mapping):
        pairs = list(raw.items())
    elif isinstance(raw, list):
        pairs = [(c.get("path"), c) for c in raw if isinstance(c, Mapping)]
    out: list[dict[str, str]] = []
    for path, change in pairs:
        if not isinstance(path, str) or not path:
            continue
        entry = {"path": path}
        kind = change.get("type", change.get("kind")) if isinstance(change, Mapping) else change
        if isinstance(kind, Mapping):
            kind = kind.get("type")
        if isinstance(kind, str):
            entry["type"] = kind
        if isinstance(change, Mapping):
            diff = change.get("unified_diff", change.get("diff"))
            if isinstance(diff, str):
                entry["diff"] = diff
        out.append(entry)
    return out


def failed_status(status: Any) -> bool | None:
    """True for a failed `status`, False for `completed`, None when it says neither."""
    if not isinstance(status, str):
        return None
    folded = status.lower()
    return True if folded in _FAILED else False if folded == "completed" else None
