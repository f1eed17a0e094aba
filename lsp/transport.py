"""The stdio transport: LSP's framing, read so that no input stops the server.

pygls 2 reads a header line by line, then exactly the announced body
(`pygls.io_.run_async`): `Content-Length: 1000000000000` makes it allocate
the terabyte (the MemoryError ends the process), and a line that is not a
header (random bytes, `Content-Length: abc`) leaves it reading bodies as
headers, so it never answers again. `kenning lsp` reads with this module
instead:

- A header is `Name: value` lines (CRLF or LF) ended by an empty line, at
  most 8 KiB, with one decimal `Content-Length` (any case; other headers are
  ignored). Anything else is unreadable: answered once with a JSON-RPC parse
  error (-32700, id null), logged, and skipped up to the next
  `Content-Length:`; how much was skipped is logged once back in step.
- A body larger than `lsp.max_message_bytes` is never held: it is read in
  64 KiB chunks and dropped. Its id, method and document, when they come in
  its first 64 KiB, are read from there: a request is answered with an
  error (-32600), and the editor is told which message was dropped.
- A body may end before its announced length: valid JSON cannot hold a
  `Content-Length: N` line (a JSON string cannot hold a raw line break), so
  one found inside a body is the next message's header, and the body ends
  there. A client that announced too many bytes loses that message, not the
  ones after it; the same holds while a too-large body is dropped.
- A body that is not UTF-8 JSON is answered -32700 (id null); JSON that is
  not a JSON-RPC 2.0 message, -32600. So is a body of more than a million
  JSON objects and arrays (`[[],[],…]`): parsed, 60 MB of them would cost
  1.5 GB (a document's text is one string: it costs its size).

The reading runs in one thread (`FrameReader.next_event`, blocking); what
it finds is acted on in the event loop (`serve`), one event at a time, so a
body is never read ahead of the handling of the one before it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from pygls.exceptions import JsonRpcException

from .protocol import KenningProtocol, Unreadable, valid_id

__all__ = ["Body", "FrameReader", "TooLarge", "Unparsable", "serve"]

log = logging.getLogger(__name__)

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
#: the longest header block read before it is called unreadable
MAX_HEADER = 8 * 1024
#: bytes read from the stream at a time
CHUNK = 64 * 1024
#: how much of a dropped body is kept to find its id, method and document
PEEK = 64 * 1024
#: the most JSON objects and arrays a message may hold (each costs ~60 bytes or more)
MAX_CONTAINERS = 1_000_000

_TOKEN = rb"[!#$%&'*+\-.^_`|~0-9A-Za-z]"
_HEADER_LINE = re.compile(rb"(" + _TOKEN + rb"+)[ \t]*:[ \t]*([\x20-\x7e\t]*?)[ \t]*\r?")
#: what may start a header line that has not fully arrived yet
_HEADER_START = re.compile(_TOKEN + rb"*(?:[ \t]*(?::[\x20-\x7e\t]*\r?)?)?|\r")
_DIGITS = re.compile(rb"[0-9]{1,18}")
_MARKER = b"content-length"
#: a Content-Length line inside a body: the next message's header (see above)
_HEADER_IN_BODY = re.compile(
    rb"[Cc]ontent-[Ll]ength[ \t]{0,4}:[ \t]{0,4}[0-9]{1,18}[ \t]{0,4}\r?\n"
)
#: longer than any match of _HEADER_IN_BODY: what is scanned again after a chunk
_OVERLAP = 64


@dataclass
class Body:
    """A message body, `announced` by its Content-Length."""

    data: bytearray
    announced: int
    #: why it is shorter than announced: "next header" or "end of input"
    cut: str | None = None


@dataclass(frozen=True)
class Unparsable:
    """The start of a run of bytes that are not a header."""

    reason: str


@dataclass(frozen=True)
class TooLarge:
    """A body over the limit, being dropped; what its first bytes said."""

    announced: int
    limit: int
    id: int | str | None
    method: str | None
    uri: str | None


Event = Body | Unparsable | TooLarge


@dataclass
class _Drop:
    """A body over the limit, read and dropped chunk by chunk."""

    announced: int
    limit: int
    left: int
    received: int = 0
    peek: bytearray = field(default_factory=bytearray)
    told: bool = False
    tail: bytes = b""


def _find_header(data: bytes | bytearray, start: int, end: int) -> int | None:
    """Where a `Content-Length: N` line starts in data[start:end], if one does."""
    pos = max(start, 1)
    while True:
        i = data.find(b"ontent-", pos, end)
        if i < 0:
            return None
        if _HEADER_IN_BODY.match(data, i - 1, end):
            return i - 1
        pos = i + 1


def _size(n: int) -> str:
    for unit, scale in (("TB", 1 << 40), ("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{n} bytes"


class FrameReader:
    """LSP messages from a byte stream; every input ends in an event, never a stall.

    Args:
        stream: the editor's output (stdin); read with `read1`/`readinto1`
            when it has them, so a partial message is never waited for whole.
        limit: the largest body to hold (read at each header: settings may change).
    """

    def __init__(self, stream: BinaryIO, limit: Callable[[], int]) -> None:
        self._read1: Callable[[int], bytes] = getattr(stream, "read1", None) or stream.read
        self._readinto1: Callable[[Any], int] = (
            getattr(stream, "readinto1", None) or stream.readinto  # type: ignore[attr-defined]
        )
        self._limit = limit
        self._buf = bytearray()
        self._skipped = 0
        self._skipping = False
        self._drop: _Drop | None = None
        self._scratch = bytearray(CHUNK)

    # -- reading -----------------------------------------------------------------

    def _fill(self) -> bool:
        chunk = self._read1(CHUNK)
        if not chunk:
            return False
        self._buf += chunk
        return True

    # -- the one public step -----------------------------------------------------

    def next_event(self) -> Event | None:
        """The next thing the server must act on; None at the end of the input."""
        if self._drop is not None:
            event = self._drop_more()
            if event is not None:
                return event
        while True:
            step = self._header()
            if step is None:  # more bytes are needed
                if not self._fill():
                    self._at_end()
                    return None
                continue
            if isinstance(step, tuple):
                reason, skip = step
                first = not self._skipping
                self._skipping = True
                self._resync(skip)
                if first:
                    return Unparsable(reason)
                continue
            if self._skipping:
                log.warning(
                    "skipped %s of unreadable input before this header", _size(self._skipped)
                )
                self._skipping, self._skipped = False, 0
            limit = self._limit()
            if step > limit:
                log.warning(
                    "a message announces %s, above lsp.max_message_bytes (%s): dropping it",
                    _size(step),
                    _size(limit),
                )
                self._drop = _Drop(step, limit, left=step)
                event = self._drop_more()
                if event is not None:
                    return event
                continue
            return self._body(step)

    def _at_end(self) -> None:
        if self._skipping or self._buf:
            log.warning(
                "the input ended inside an unreadable header (%s skipped)",
                _size(self._skipped + len(self._buf)),
            )

    # -- headers -----------------------------------------------------------------

    def _header(self) -> int | tuple[str, int] | None:
        """The Content-Length of the header at the buffer's start (consumed); or why it
        is unreadable and where to look for the next one; or None when more bytes are
        needed to tell."""
        buf = self._buf
        if self._skipping:  # back in step only at a Content-Length line
            head = bytes(buf[: len(_MARKER)]).lower()
            if not _MARKER.startswith(head):
                return "not a Content-Length line", 1
            if len(head) < len(_MARKER):
                return None
        pos = 0
        length: int | None = None
        lines = 0
        while True:
            nl = buf.find(b"\n", pos, MAX_HEADER + 1)
            if nl < 0:
                rest = bytes(buf[pos : MAX_HEADER + 1])
                if len(buf) > MAX_HEADER:
                    return f"a header longer than {MAX_HEADER // 1024} KiB", 1
                if not _HEADER_START.fullmatch(rest):
                    return f"{_excerpt(rest)} is not a header line", 1
                return None
            line = bytes(buf[pos:nl])
            pos = nl + 1
            if line in (b"", b"\r"):
                if lines == 0:  # blank lines between messages
                    del buf[:pos]
                    pos = 0
                    continue
                if length is None:  # the whole block is read: look past it
                    return "a header without Content-Length", pos
                if length < 0:
                    return "a header with two different Content-Length", pos
                del buf[:pos]
                return length
            lines += 1
            m = _HEADER_LINE.fullmatch(line)
            if m is None:  # garbage, maybe followed by a header on the same line
                return f"{_excerpt(line)} is not a header line", 1
            if m.group(1).lower() == _MARKER:
                value = m.group(2)
                if not _DIGITS.fullmatch(value):
                    return f"Content-Length {_excerpt(value)} is not a byte count", 1
                length = int(value) if length in (None, int(value)) else -1

    def _resync(self, skip: int) -> None:
        """Drop the unreadable bytes at the buffer's start, up to the next `Content-Length`
        from `skip` on."""
        buf = self._buf
        at = bytes(buf).lower().find(_MARKER, skip)
        if at < 0:
            # keep a tail that may be the start of a marker split between reads
            at = len(buf)
            low = bytes(buf[-len(_MARKER) :]).lower()
            for k in range(len(low), 0, -1):
                if _MARKER.startswith(low[-k:]) and len(buf) - k >= skip:
                    at = len(buf) - k
                    break
        self._skipped += at
        del buf[:at]

    # -- bodies ------------------------------------------------------------------

    def _body(self, length: int) -> Body:
        data = bytearray(length)
        have = min(len(self._buf), length)
        data[:have] = self._buf[:have]
        del self._buf[:have]
        scanned = 0
        view = memoryview(data)
        try:
            while True:
                cut = _find_header(data, scanned, have)
                if cut is not None:
                    self._buf[:0] = data[cut:have]
                    have, reason = cut, "next header"
                    break
                scanned = max(0, have - _OVERLAP)
                if have == length:
                    return Body(data, length)
                with view[have:] as rest:
                    n = self._readinto1(rest)
                if not n:
                    reason = "end of input"
                    break
                have += n
        finally:
            view.release()
        del data[have:]
        return Body(data, length, cut=reason)

    def _drop_more(self) -> TooLarge | None:
        """Read on through the body being dropped; the TooLarge event once its start is seen."""
        drop = self._drop
        assert drop is not None
        while drop.left > 0:
            if self._buf:
                take = min(len(self._buf), drop.left)
                data = bytes(self._buf[:take])
                del self._buf[:take]
            else:
                with memoryview(self._scratch)[: min(CHUNK, drop.left)] as into:
                    n = self._readinto1(into)
                if not n:
                    log.warning(
                        "the input ended inside the dropped message (%s of %s read)",
                        _size(drop.received),
                        _size(drop.announced),
                    )
                    drop.left = 0
                    break
                data = bytes(self._scratch[:n])
            window = drop.tail + data
            cut = _find_header(window, 0, len(window))
            if cut is not None:
                self._buf[:0] = window[cut:]
                drop.received += cut - len(drop.tail)
                self._note_peek(drop, window[len(drop.tail) : max(cut, len(drop.tail))])
                log.warning(
                    "a header came %s into the dropped message of %s: read on from there",
                    _size(drop.received),
                    _size(drop.announced),
                )
                drop.left = 0
                break
            drop.received += len(data)
            drop.left -= len(data)
            drop.tail = window[-_OVERLAP:]
            self._note_peek(drop, data)
            if not drop.told and len(drop.peek) >= PEEK:
                drop.told = True
                return self._too_large(drop)
        self._drop = None
        if drop.left == 0 and drop.received == drop.announced:
            log.info("dropped the message of %s", _size(drop.announced))
        if not drop.told:
            drop.told = True
            return self._too_large(drop)
        return None

    @staticmethod
    def _note_peek(drop: _Drop, data: bytes) -> None:
        room = PEEK - len(drop.peek)
        if room > 0:
            drop.peek += data[:room]

    @staticmethod
    def _too_large(drop: _Drop) -> TooLarge:
        found = peek_fields(bytes(drop.peek))
        drop.peek = bytearray()
        method, uri = found.get("method"), found.get("uri")
        return TooLarge(
            drop.announced,
            drop.limit,
            found.get("id"),
            method if isinstance(method, str) else None,
            uri if isinstance(uri, str) else None,
        )


def _excerpt(raw: bytes, n: int = 40) -> str:
    """A header line as text, quoted; binary bytes by their first values."""
    head = raw[:n]
    if all(0x20 <= b < 0x7F or b in (0x09, 0x0D) for b in head):
        return repr(head.decode("ascii").rstrip("\r") + ("…" if len(raw) > n else ""))
    return f"binary data ({head[:8].hex(' ')} …)"


# -- the first bytes of a dropped body ----------------------------------------------

#: a JSON string, without backtracking (a string cut by the end of the peek fails fast)
_STRING = re.compile(rb'"([^"\\\x00-\x1f]*+(?:\\.[^"\\\x00-\x1f]*+)*+)"')
_NUMBER = re.compile(rb"-?[0-9]{1,18}(?![0-9.eE])")
_SPACE = re.compile(rb"[ \t\r\n]*")


def peek_fields(prefix: bytes) -> dict[str, int | str]:
    """`id` and `method` of the top-level object, and the first `uri` at any depth,
    from the first bytes of a JSON message (which may stop anywhere)."""
    found: dict[str, int | str] = {}
    depth = 0
    pos = 0
    n = len(prefix)
    while pos < n and len(found) < 3:
        c = prefix[pos]
        if c == 0x22:  # a string: a key when a colon follows
            m = _STRING.match(prefix, pos)
            if m is None:
                break
            pos = _SPACE.match(prefix, m.end()).end()  # type: ignore[union-attr]
            if pos >= n or prefix[pos] != 0x3A:
                continue
            key = m.group(1)
            pos = _SPACE.match(prefix, pos + 1).end()  # type: ignore[union-attr]
            wanted = (depth == 1 and key in (b"id", b"method")) or key == b"uri"
            if not wanted or key.decode() in found:
                continue
            value = _STRING.match(prefix, pos)
            if value is not None:
                with contextlib.suppress(ValueError):
                    found[key.decode()] = json.loads(value.group(0))
                pos = value.end()
            elif key == b"id" and (number := _NUMBER.match(prefix, pos)) is not None:
                found["id"] = int(number.group(0))
                pos = number.end()
            continue
        if c in (0x7B, 0x5B):
            depth += 1
        elif c in (0x7D, 0x5D):
            depth -= 1
        pos += 1
    return found


# -- the loop ------------------------------------------------------------------------


async def serve(
    reader: FrameReader,
    protocol: KenningProtocol,
    stop: threading.Event,
    tell: Callable[[str], None],
) -> None:
    """Read events and act on them until the end of input or `exit`.

    `tell` shows the user a message (a dropped message); SystemExit from the
    `exit` notification goes through.
    """
    loop = asyncio.get_running_loop()
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="kenning-lsp-read") as pool:
        while not stop.is_set():
            event = await loop.run_in_executor(pool, reader.next_event)
            if event is None:
                log.info("the editor closed its end of the connection: stopping")
                return
            if isinstance(event, Body):
                _handle_body(event, protocol)
            elif isinstance(event, Unparsable):
                log.warning(
                    "unreadable input (%s): answered -32700, skipping to the next header",
                    event.reason,
                )
                protocol.send_error(
                    None,
                    PARSE_ERROR,
                    f"Parse error: {event.reason}; skipped to the next Content-Length header",
                )
            else:
                _refuse(event, protocol, tell)


def _refuse(event: TooLarge, protocol: KenningProtocol, tell: Callable[[str], None]) -> None:
    what = event.method or "a message"
    if event.uri:
        what += f" for {event.uri}"
    message = (
        f"kenning dropped {what}: {_size(event.announced)} is above lsp.max_message_bytes "
        f"({_size(event.limit)}); raise it (editor setting kenning.maxMessageBytes) to read it"
    )
    log.warning("%s", message)
    if event.id is not None:
        protocol.send_error(event.id, INVALID_REQUEST, message)
    tell(message)


def containers(data: bytes | bytearray) -> int:
    """How many JSON objects and arrays `data` holds (brackets inside strings do not count)."""
    total = 0
    pos = 0
    for m in _STRING.finditer(data):
        total += data.count(b"{", pos, m.start()) + data.count(b"[", pos, m.start())
        pos = m.end()
    return total + data.count(b"{", pos) + data.count(b"[", pos)


def _too_many_values(data: bytearray) -> bool:
    # a bracket is a byte: a short body cannot hold too many; an upper bound first (fast)
    if len(data) <= MAX_CONTAINERS or data.count(b"{") + data.count(b"[") <= MAX_CONTAINERS:
        return False
    return containers(data) > MAX_CONTAINERS


def _handle_body(event: Body, protocol: KenningProtocol) -> None:
    if event.cut is not None:
        log.warning(
            "a message announced %s but the %s came after %s: read as it is",
            _size(event.announced),
            event.cut,
            _size(len(event.data)),
        )
    if _too_many_values(event.data):
        found = peek_fields(bytes(event.data[:PEEK]))
        msg_id, method = found.get("id"), found.get("method")
        event.data = bytearray()
        reason = (
            f"{method if isinstance(method, str) else 'a message'} holds more than "
            f"{MAX_CONTAINERS:,} JSON objects and arrays: not read"
        )
        log.warning("answered -32600: %s", reason)
        protocol.send_error(msg_id, INVALID_REQUEST, f"Invalid Request: {reason}")
        return
    try:
        text = event.data.decode("utf-8")
    except UnicodeDecodeError as exc:
        _parse_error(protocol, f"the message is not UTF-8 ({exc.reason} at byte {exc.start})")
        return
    finally:
        event.data = bytearray()  # a 60 MB didOpen must not be held as bytes and as text
    try:
        message = json.loads(text, object_hook=protocol.structure_message)
    except json.JSONDecodeError as exc:
        _parse_error(protocol, f"the message is not JSON ({exc.msg} at character {exc.pos})")
        return
    except RecursionError:
        _parse_error(protocol, "the message is nested too deeply")
        return
    except JsonRpcException as exc:  # a notification whose params do not fit: nobody waits
        log.warning("dropped a notification that does not fit the protocol: %s", exc)
        return
    finally:
        del text
    problem = _not_rpc(message)
    if problem is not None:
        msg_id = message.get("id") if isinstance(message, dict) else None
        log.warning("answered -32600: %s", problem)
        protocol.send_error(
            msg_id if valid_id(msg_id) else None, INVALID_REQUEST, f"Invalid Request: {problem}"
        )
        return
    try:
        protocol.handle_message(message)
    except Exception:  # a handler's failure must not end the loop (pygls logs the same way)
        log.exception("could not handle a message")


def _parse_error(protocol: KenningProtocol, reason: str) -> None:
    log.warning("answered -32700: %s", reason)
    protocol.send_error(None, PARSE_ERROR, f"Parse error: {reason}")


def _not_rpc(message: Any) -> str | None:
    if isinstance(message, Unreadable):
        return None
    if isinstance(message, dict):
        return 'an object without "jsonrpc": "2.0"'
    if isinstance(message, list):
        return "a batch (LSP has none)"
    if getattr(message, "jsonrpc", None) is None:
        return f"a JSON {type(message).__name__}, not an object"
    if message.jsonrpc != "2.0":
        return f'"jsonrpc" is {message.jsonrpc!r}, not "2.0"'
    return None
