"""The language server's reader and its document text, in process.

`FrameReader` reads from a real `io.BufferedReader` over a raw stream that
hands out a few bytes per read, as a slow pipe does, so every header and body
is split at every place it can be. The process tests over the real pipe are
in test_lsp_hostile.py. `Document` is checked against pygls' own
`TextDocument` on random edits: the same text after each one.
"""

from __future__ import annotations

import copy
import io
import json
import random
import tracemalloc
from typing import Any

import pytest
from lsprotocol import types
from pygls.workspace import PositionCodec, TextDocument

from kenning.lsp.text import CHUNK, Document, LineIndex
from kenning.lsp.transport import (
    Body,
    FrameReader,
    TooLarge,
    Unparsable,
    containers,
    peek_fields,
)


class Trickle(io.RawIOBase):
    """`data`, at most `step` bytes per read."""

    def __init__(self, data: bytes, step: int) -> None:
        self._data = memoryview(data)
        self._pos = 0
        self._step = step

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        n = min(len(b), self._step, len(self._data) - self._pos)
        b[:n] = self._data[self._pos : self._pos + n]
        self._pos += n
        return n


def events(data: bytes, step: int, limit: int = 1 << 20) -> list[Any]:
    reader = FrameReader(io.BufferedReader(Trickle(data, step)), lambda: limit)
    out = []
    while (event := reader.next_event()) is not None:
        out.append(event)
    return out


def frame(message: dict[str, Any]) -> bytes:
    body = json.dumps({"jsonrpc": "2.0", **message}).encode()
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def bodies(found: list[Any]) -> list[Any]:
    return [json.loads(e.data) for e in found if isinstance(e, Body)]


HOVER = {"id": 7, "method": "textDocument/hover", "params": {"x": "ü 😋"}}
STEPS = [1, 3, 4096]


@pytest.mark.parametrize("step", STEPS)
def test_valid_messages_whatever_the_reads(step: int) -> None:
    plain = frame(HOVER)
    lower = plain.replace(b"Content-Length", b"content-length")
    lf_only = plain.replace(b"\r\n", b"\n")
    typed = plain.replace(b"\r\n\r\n", b"\r\nContent-Type: application/vscode-jsonrpc\r\n\r\n")
    stray = b"\r\n" + plain  # blank lines between messages are not an error
    found = events(plain + lower + lf_only + typed + stray, step)
    assert all(isinstance(e, Body) and e.cut is None for e in found)
    assert bodies(found) == [{"jsonrpc": "2.0", **HOVER}] * 5


GARBAGE = {
    "random bytes": random.Random(1).randbytes(5000),
    "random bytes without a line end": random.Random(2).randbytes(5000).replace(b"\n", b"."),
    "a body without its header": json.dumps(HOVER).encode(),
    "a length that is no number": b"Content-Length: abc\r\n\r\n{}",
    "a negative length": b"Content-Length: -5\r\n\r\n{}",
    "a length of 20 digits": b"Content-Length: 99999999999999999999\r\n\r\n{}",
    "no colon": b"Content-Length 2\r\n\r\n{}",
    "no Content-Length": b"Content-Type: x\r\n\r\n{}",
    "two lengths": b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
    "a header line of 10 KB": b"X-Pad: " + b"a" * 10_000 + b"\r\n",
    "an HTTP request": b"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
    "NUL bytes": b"\x00" * 3000,
}


@pytest.mark.parametrize("step", STEPS)
@pytest.mark.parametrize("name", list(GARBAGE))
def test_garbage_is_one_error_then_back_in_step(name: str, step: int) -> None:
    found = events(GARBAGE[name] + frame(HOVER) + frame(HOVER), step)
    assert isinstance(found[0], Unparsable), found[0]
    assert [type(e) for e in found[1:]] == [Body, Body]
    assert bodies(found) == [{"jsonrpc": "2.0", **HOVER}] * 2
    assert len(GARBAGE) == 12


def test_the_reason_names_what_was_wrong() -> None:
    (bad, _body) = events(b"Content-Length: abc\r\n\r\n" + frame(HOVER), 4096)
    assert bad == Unparsable("Content-Length 'abc' is not a byte count")
    (bad, _body) = events(b"\x8f\x00garbage\r\n" + frame(HOVER), 4096)
    assert isinstance(bad, Unparsable) and bad.reason.startswith("binary data (8f 00 67")


@pytest.mark.parametrize("step", STEPS)
def test_a_body_shorter_than_announced_ends_at_the_next_header(step: int) -> None:
    body = json.dumps({"jsonrpc": "2.0", **HOVER}).encode()
    lying = b"Content-Length: %d\r\n\r\n%s" % (len(body) + 500, body)
    found = events(lying + frame(HOVER), step)
    assert [type(e) for e in found] == [Body, Body]
    assert found[0].cut == "next header" and found[0].announced == len(body) + 500
    assert bodies(found) == [{"jsonrpc": "2.0", **HOVER}] * 2


def test_the_end_of_input_inside_a_body() -> None:
    (cut,) = events(b"Content-Length: 100\r\n\r\n{}", 4096)
    assert isinstance(cut, Body) and cut.cut == "end of input" and bytes(cut.data) == b"{}"


@pytest.mark.parametrize("step", [1000, 65536])
def test_a_body_over_the_limit_is_dropped_without_holding_it(step: int) -> None:
    text = "x = 1\n" * (2_000_000 // 6)
    did_open = {
        "method": "textDocument/didOpen",
        "params": {"textDocument": {"uri": "file:///big.py", "text": text}},
    }
    request = {"id": "fat", "method": "textDocument/hover", "params": {"pad": text}}
    data = frame(did_open) + frame(request) + frame(HOVER)
    tracemalloc.start()
    try:
        found = events(data, step, limit=64 * 1024)
        _size, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000, f"{peak} bytes allocated to drop 4 MB"
    assert [type(e) for e in found] == [TooLarge, TooLarge, Body]
    first, second = found[0], found[1]
    assert (first.method, first.uri, first.id) == ("textDocument/didOpen", "file:///big.py", None)
    assert (second.id, second.method, second.limit) == ("fat", "textDocument/hover", 64 * 1024)
    assert bodies(found) == [{"jsonrpc": "2.0", **HOVER}]


@pytest.mark.parametrize("step", STEPS)
def test_a_length_no_memory_holds(step: int) -> None:
    found = events(b"Content-Length: 1000000000000\r\n\r\n{}" + frame(HOVER), step)
    assert [type(e) for e in found] == [TooLarge, Body]
    assert found[0].announced == 10**12
    assert bodies(found) == [{"jsonrpc": "2.0", **HOVER}]


def test_peek_fields_reads_the_top_level_only() -> None:
    assert peek_fields(b'{"jsonrpc":"2.0","id":5,"params":{"textDocument":{"uri":"file:///a') == {
        "id": 5
    }
    nested = b'{"params":{"id":3,"method":"x","uri":"u\\"1"},"method":"m","id":"r"}'
    assert peek_fields(nested) == {"uri": 'u"1', "method": "m", "id": "r"}
    assert peek_fields(b'{"id": 1.5, "method": 3}') == {}
    assert peek_fields(b"\x00\xff{") == {}


def test_containers_are_counted_outside_strings() -> None:
    assert containers(b'{"a": "[{\\"[", "b": [1, {}, []]}') == 4
    assert containers(b"[]," * 1000) == 1000
    assert containers(json.dumps({"text": "{[" * 1000}).encode()) == 1


# -- document text ------------------------------------------------------------------


def _random_text(rng: random.Random, size: int) -> str:
    parts = []
    total = 0
    while total < size:
        width = rng.choice([0, 1, 5, 40, 200, CHUNK + 7])
        part = "".join(rng.choice("ab c_é😋\t") for _ in range(width)) + rng.choice(
            ["\n", "\r\n", "\n", ""]
        )
        parts.append(part)
        total += len(part)
    return "".join(parts)


@pytest.mark.parametrize("seed", range(4))
def test_line_index_gives_the_lines_split_would(seed: int) -> None:
    rng = random.Random(seed)
    text = _random_text(rng, 3 * CHUNK)
    index = LineIndex(text)
    expected = [line.removesuffix("\r") for line in text.split("\n")]
    if text.endswith("\n"):
        expected.pop()
    assert len(index) == len(expected) == len(text.splitlines())
    order = list(range(len(expected)))
    rng.shuffle(order)  # out of order: chunks are indexed and dropped as asked
    for n in order:
        assert index.line(n) == expected[n], n
        assert index.line(n, 3) == expected[n][:3]
    assert index.line(len(expected)) == index.line(-1) == ""
    assert LineIndex("").line(0) == "" and len(LineIndex("")) == 0


def _position(rng: random.Random, lines: list[str]) -> types.Position:
    """A position an editor could send: on a line, at most at its end (or just past the text)."""
    line = rng.randrange(len(lines) + 1)
    text = lines[line].rstrip("\r\n") if line < len(lines) else ""
    return types.Position(
        line=line, character=rng.randrange(len(text.encode("utf-16-le")) // 2 + 1)
    )


@pytest.mark.parametrize("seed", range(6))
def test_edits_give_the_text_pygls_gives(seed: int) -> None:
    rng = random.Random(seed)
    text = "".join(
        rng.choice(["x = 1", "é😋 ok", "", "\t"]) + rng.choice(["\n", "\r\n"]) for _ in range(60)
    )
    codec = PositionCodec(encoding=types.PositionEncodingKind.Utf16)
    ours = Document("file:///t.py", source=text, position_codec=codec)
    theirs = TextDocument("file:///t.py", source=text, position_codec=codec)
    for _ in range(150):
        lines = theirs.source.splitlines(True)
        a, b = sorted(
            [_position(rng, lines), _position(rng, lines)], key=lambda p: (p.line, p.character)
        )
        new = "".join(
            rng.choice(["y", "\n", "\r\n", "😋", "é", ""]) for _ in range(rng.randrange(6))
        )
        change = types.TextDocumentContentChangePartial(range=types.Range(start=a, end=b), text=new)
        theirs.apply_change(copy.deepcopy(change))
        ours.apply_change(copy.deepcopy(change))
        assert ours.source == theirs.source
        rng_back = types.Range(start=a, end=b)
        assert ours.text_in_client_range(copy.deepcopy(rng_back)) == theirs.text_in_client_range(
            copy.deepcopy(rng_back)
        )
