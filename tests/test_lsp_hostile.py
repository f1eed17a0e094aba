"""A language server that survives its client: hostile bytes on the real stdio pipe.

The real `kenning lsp` process is fed raw bytes (tests/lsp_raw.py): garbage,
headers that are not headers, a length no memory holds, bodies above
`lsp.max_message_bytes`, and documents of tens of megabytes, whose cost is
read in /proc. After each, the next request must be answered with the rule
a hover shows: the server is not merely alive but working. The same holds
for an editor (pytest-lsp's client) whose document was too large to open.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types

from kenning.daemon.store.db import Store

from .lsp_raw import RawLsp
from .lsp_rules import add_rules
from .lsp_session import hover, lsp, open_doc, published

PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS = -32700, -32600, -32602
SOURCE = 'print("saved")\nx = 1\n'


class Session:
    """An initialised server with app.py open, and the id of the rule its hover shows."""

    def __init__(self, lsp: RawLsp, root: Path, rule: str, log: Path) -> None:
        self.lsp, self.root, self.rule, self.log = lsp, root, rule, log
        self.uri = (root / "app.py").as_uri()
        self._n = 0

    def did_open(self, name: str, text: str, version: int = 1) -> str:
        uri = (self.root / name).as_uri()
        document = {"uri": uri, "languageId": "python", "version": version, "text": text}
        self.lsp.send({"method": "textDocument/didOpen", "params": {"textDocument": document}})
        return uri

    def hover(self, uri: str | None = None, line: int = 0, character: int = 2) -> dict[str, Any]:
        self._n += 1
        msg_id = f"hover-{self._n}"
        params = {
            "textDocument": {"uri": uri or self.uri},
            "position": {"line": line, "character": character},
        }
        self.lsp.send({"id": msg_id, "method": "textDocument/hover", "params": params})
        return self.lsp.answer(msg_id)

    def works(self) -> None:
        """A hover on print(...) is answered with the print rule."""
        answer = self.hover()
        assert self.rule in answer["result"]["contents"]["value"], answer

    def alive(self) -> None:
        assert self.lsp.proc.poll() is None, "the server exited"


def _session(tmp_path: Path, home: Path, store: Store, options: Any = None) -> Iterator[Session]:
    rule = add_rules(store)["print"]
    root = tmp_path / "ws"
    (root / ".git").mkdir(parents=True)
    log = tmp_path / "lsp.log"
    raw = RawLsp({**os.environ, "KENNING_HOME": str(home)}, log=log)
    try:
        assert "result" in raw.initialize(root, options)
        session = Session(raw, root, rule, log)
        session.did_open("app.py", SOURCE)
        session.works()
        yield session
    finally:
        raw.close()


@pytest.fixture
def server(tmp_path: Path, kenning_home: Path, store: Store) -> Iterator[Session]:
    yield from _session(tmp_path, kenning_home, store)


@pytest.fixture
def small_limit(tmp_path: Path, kenning_home: Path, store: Store) -> Iterator[Session]:
    """lsp.max_message_bytes at 1 MiB, from the editor's initializationOptions."""
    yield from _session(tmp_path, kenning_home, store, {"maxMessageBytes": 1 << 20})


def _hover_body(msg_id: str, uri: str = "file:///x.py") -> bytes:
    params = {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 2}}
    body = {"jsonrpc": "2.0", "id": msg_id, "method": "textDocument/hover", "params": params}
    return json.dumps(body).encode()


UNREADABLE_HEADERS = {
    "random bytes": random.Random(1).randbytes(20_000),
    "random bytes without a line end": random.Random(2).randbytes(20_000).replace(b"\n", b"."),
    "a body without its header": _hover_body("lost"),
    "a length that is no number": b"Content-Length: abc\r\n\r\n" + _hover_body("lost"),
    "a negative length": b"Content-Length: -5\r\n\r\n{}",
    "a length of 20 digits": b"Content-Length: 99999999999999999999\r\n\r\n{}",
    "no colon": b"Content-Length 2\r\n\r\n{}",
    "no Content-Length": b"Content-Type: application/vscode-jsonrpc\r\n\r\n{}",
    "two lengths": b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
    "a header line of 20 KB": b"X-Pad: " + b"a" * 20_000 + b"\r\n\r\n",
    "an HTTP request": b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n",
    "NUL bytes": b"\x00" * 5000,
}


def _framed(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


#: bodies under a readable header: (bytes, the errors answered as (id, code))
BAD_BODIES = {
    "not JSON": (b"Content-Length: 5\r\n\r\nhello", [(None, PARSE_ERROR)]),
    "not UTF-8": (b"Content-Length: 4\r\n\r\n\xff\xfe\x00\x01", [(None, PARSE_ERROR)]),
    "nested 100,000 deep": (
        b"Content-Length: 100000\r\n\r\n" + b"[" * 100_000,
        [(None, PARSE_ERROR)],
    ),
    "a batch": (b"Content-Length: 6\r\n\r\n[1, 2]", [(None, INVALID_REQUEST)]),
    "no jsonrpc": (
        b'Content-Length: 37\r\n\r\n{"id": 3, "method": "textDocument/x"}',
        [(3, INVALID_REQUEST)],
    ),
    # parsed, 60 MB of these cost 1.5 GB: refused, by the id its first bytes carry
    "1.1 million arrays": (
        _framed(
            b'{"jsonrpc":"2.0","id":"bomb","method":"textDocument/hover","params":['
            + b"[]," * 1_100_000
            + b"[]]}"
        ),
        [("bomb", INVALID_REQUEST)],
    ),
    # the first 10 bytes are no JSON; the rest is no header
    "a body longer than its length": (
        b"Content-Length: 10\r\n\r\n" + _hover_body("long"),
        [(None, PARSE_ERROR), (None, PARSE_ERROR)],
    ),
}


@pytest.mark.slow
def test_unreadable_headers_are_answered_and_skipped(server: Session) -> None:
    for name, raw in UNREADABLE_HEADERS.items():
        before = len(server.lsp.seen)
        server.lsp.send_bytes(raw)
        server.works()  # the next request is answered, with the rule
        errors = [m for m in server.lsp.seen[before:] if "error" in m]
        assert [(e["id"], e["error"]["code"]) for e in errors] == [(None, PARSE_ERROR)], name
        assert errors[0]["error"]["message"].startswith("Parse error: "), name
        server.alive()
    log = server.log.read_text()
    assert "unreadable input (Content-Length 'abc' is not a byte count)" in log
    assert "of unreadable input before this header" in log
    assert len(UNREADABLE_HEADERS) == 12


@pytest.mark.slow
def test_bad_bodies_are_answered(server: Session) -> None:
    for name, (raw, expected) in BAD_BODIES.items():
        before = len(server.lsp.seen)
        server.lsp.send_bytes(raw)
        server.works()
        errors = [m for m in server.lsp.seen[before:] if "error" in m]
        assert [(e["id"], e["error"]["code"]) for e in errors] == expected, name
    assert len(BAD_BODIES) == 7


@pytest.mark.slow
def test_a_lenient_reading_of_valid_messages(server: Session) -> None:
    """Header names in any case, LF line ends, a Content-Type, stray blank lines:
    read as messages; a body shorter than its Content-Length is read up to the next header."""

    def shows_the_rule(msg_id: str) -> None:
        assert server.rule in server.lsp.answer(msg_id)["result"]["contents"]["value"]

    body = _hover_body("lower", server.uri)
    server.lsp.send_bytes(b"\r\ncontent-length: %d\n\n%s" % (len(body), body))
    shows_the_rule("lower")
    body = _hover_body("typed", server.uri)
    typed = b"Content-Length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
    server.lsp.send_bytes(typed % len(body) + body)
    shows_the_rule("typed")
    body = _hover_body("short", server.uri)
    server.lsp.send_bytes(b"Content-Length: %d\r\n\r\n%s" % (len(body) + 5000, body))
    server.works()
    shows_the_rule("short")
    assert not server.lsp.errors(PARSE_ERROR)
    assert f"the next header came after {len(body)} bytes" in server.log.read_text()


@pytest.mark.slow
def test_a_length_no_memory_holds(server: Session) -> None:
    """pygls allocated the terabyte and died of MemoryError; now it is dropped as it comes."""
    before = server.lsp.status_mb("VmHWM")
    server.lsp.send_bytes(b"Content-Length: 1000000000000\r\n\r\n{}")
    server.works()
    server.alive()
    told = server.lsp.notification("window/showMessage")["params"]["message"]
    assert told.startswith("kenning dropped a message: 931.3 GB is above lsp.max_message_bytes")
    assert server.lsp.status_mb("VmHWM") - before < 16
    # a request dropped for its size is answered by the id its first bytes carry
    request = _hover_body("fat")[:-1] + b', "pad": "' + b"x" * (70 << 20) + b'"}'
    writer = server.lsp.send_in_background(
        b"Content-Length: %d\r\n\r\n%s" % (len(request), request)
    )
    error = server.lsp.answer("fat", timeout=60)["error"]
    writer.join(60)
    assert error["code"] == INVALID_REQUEST
    assert "textDocument/hover" in error["message"] and "64.0 MB" in error["message"]
    server.works()
    assert server.lsp.status_mb("VmHWM") - before < 16


@pytest.mark.slow
def test_a_document_over_the_limit_is_dropped_unread(small_limit: Session, tmp_path: Path) -> None:
    server = small_limit
    before = server.lsp.status_mb("VmHWM")
    text = "value = compute(1)  # filler\n" * ((30 << 20) // 29)
    uri = server.did_open("big.py", text)
    told = server.lsp.notification("window/showMessage", timeout=60)["params"]["message"]
    assert told.startswith(f"kenning dropped textDocument/didOpen for {uri}: 31.0 MB is above")
    assert (
        "lsp.max_message_bytes (1.0 MB); raise it (editor setting kenning.maxMessageBytes)" in told
    )
    server.works()
    assert server.lsp.status_mb("VmHWM") - before < 16, "the dropped document was held"
    # edits to the document that was never opened are ignored, with no error shown
    change = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}}
    server.lsp.send(
        {
            "method": "textDocument/didChange",
            "params": {
                "textDocument": {"uri": uri, "version": 2},
                "contentChanges": [{**change, "text": "x"}],
            },
        }
    )
    server.works()
    assert not [m for m in server.lsp.seen if m.get("method") == "window/showMessage"][1:]
    # nor is it read from disk behind the editor's back
    (server.root / "big.py").write_text(text)
    error = server.hover(uri)["error"]
    assert error["code"] == INVALID_PARAMS and "above lsp.max_message_bytes" in error["message"]


@pytest.mark.slow
def test_a_large_document_costs_about_its_size(server: Session) -> None:
    """A 48 MB didOpen (under the default 64 MB limit), then a hover at its end and an edit.

    Bound: the peak stays within 3 times the document over the server's size
    before it (measured ~2: the body's bytes, then its text while JSON is
    read); afterwards it holds about the document once.
    """
    line = "value = compute(1)  # padding line of an enormous generated module\n"
    text = 'print("early")\n' + line * ((48 << 20) // len(line))
    size_mb = len(text) / (1 << 20)
    rss, peak = server.lsp.status_mb("VmRSS"), server.lsp.status_mb("VmHWM")
    uri = server.did_open("big.py", text)
    while True:
        note = server.lsp.notification("textDocument/publishDiagnostics", timeout=120)
        if note["params"]["uri"] == uri:
            break
    codes = [d["code"] for d in note["params"]["diagnostics"]]
    assert codes == ["file-too-large", server.rule]
    grown_peak = server.lsp.status_mb("VmHWM") - peak
    assert grown_peak < 3 * size_mb, f"peak +{grown_peak:.0f} MB for a {size_mb:.0f} MB document"
    last = text.count("\n")
    started = time.monotonic()
    assert "result" in server.hover(uri, line=last - 1, character=3)
    assert time.monotonic() - started < 2
    # an edit near the start: the text is rebuilt once, not split into lines
    edit = {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}
    server.lsp.send(
        {
            "method": "textDocument/didChange",
            "params": {
                "textDocument": {"uri": uri, "version": 2},
                "contentChanges": [{"range": edit, "text": 'print("late")\n'}],
            },
        }
    )
    while True:
        note = server.lsp.notification("textDocument/publishDiagnostics", timeout=120)
        if note["params"]["uri"] == uri and note["params"].get("version") == 2:
            break
    lines = [d["range"]["start"]["line"] for d in note["params"]["diagnostics"]]
    assert lines == [0, 0, 1]  # the note, then print() on lines 0 and 1
    grown_peak = server.lsp.status_mb("VmHWM") - peak
    assert grown_peak < 3 * size_mb, f"peak +{grown_peak:.0f} MB after an edit"
    held = server.lsp.status_mb("VmRSS") - rss
    assert held < 1.5 * size_mb, f"+{held:.0f} MB held for a {size_mb:.0f} MB document"
    server.works()


@pytest.mark.slow
def test_after_shutdown_requests_are_refused_and_the_end_of_input_stops_it(
    server: Session,
) -> None:
    server.lsp.send({"id": "bye", "method": "shutdown"})
    assert server.lsp.answer("bye")["result"] is None
    error = server.hover()["error"]  # pygls dropped it: the editor would wait forever
    assert error["code"] == INVALID_REQUEST and "shutting down" in error["message"]
    assert server.lsp.proc.stdin is not None
    server.lsp.proc.stdin.close()
    assert server.lsp.proc.wait(timeout=10) == 0
    assert "the editor closed its end of the connection: stopping" in server.log.read_text()


# -- an editor (pytest-lsp's client) whose document was too large ----------------------


@pytest.mark.slow
@pytest.mark.asyncio
async def test_an_editor_is_told_and_keeps_working(tmp_path: Path, store: Store) -> None:
    rule = add_rules(store)["print"]
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    async with lsp(repo, init_options={"maxMessageBytes": 1 << 20, "debounceMs": 0}) as lc:
        big = open_doc(lc, repo / "big.py", "x = 1\n" * ((2 << 20) // 6 + 1))
        small = open_doc(lc, repo / "small.py", 'x = 1\nprint("a")\n')
        diags = await published(lc, small, lambda d: len(d) == 1)
        assert diags[0].code == rule and diags[0].range.start.line == 1
        # pygls' client writes "method" after "params": the document names the message
        assert [m.message for m in lc.messages if big in m.message] == [
            f"kenning dropped a message for {big}: 2.3 MB is above lsp.max_message_bytes "
            "(1.0 MB); raise it (editor setting kenning.maxMessageBytes) to read it"
        ]
        # incremental edits of an open document land where the editor put them
        lc.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=small, version=2),
                content_changes=[
                    types.TextDocumentContentChangePartial(
                        range=types.Range(
                            start=types.Position(line=0, character=0),
                            end=types.Position(line=0, character=5),
                        ),
                        text='print("b")\n😋 = 2',
                    )
                ],
            )
        )
        diags = await published(lc, small, lambda d: len(d) == 2)
        assert sorted(d.range.start.line for d in diags) == [0, 2]
        text = await hover(lc, small, 2, 2)
        assert text is not None and rule in text
        # a minified line: a hover reads its first 16 KiB, not the whole line
        line = 'print("x"); ' + "y = 1; " * 100_000 + 'print("late")\n'
        long = open_doc(lc, repo / "long.py", line)
        text = await hover(lc, long, 0, 2)
        assert text is not None and rule in text
        assert await hover(lc, long, 0, line.index("late") - 3) is None  # print( past 16 KiB
        assert lc.error is None
