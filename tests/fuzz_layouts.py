"""Where each connector's sources live, a valid sample of each, and hostile variants.

Used by tests/test_fuzz_connectors.py. A `Layout` names one kind of source
(its agent, its path below a fake home, its format) and knows how to write a
valid sample there; the strategies below turn that sample into hostile input:
random bytes, valid JSON with wrong types, truncated files, deep nesting, huge
strings, NUL bytes, invalid UTF-8, BOMs, lone surrogate escapes, nulls.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from hypothesis import strategies as st

FIXTURES = Path(__file__).parent / "fixtures" / "ingest"
T0 = 1763800000000

#: placeholders spliced into serialised JSON, for what orjson will not write
SURROGATE = "\x00SURROGATE\x00"
DEEP = "\x00DEEP\x00"
HUGE = "\x00HUGE\x00"
BIGINT = "\x00BIGINT\x00"
HUGE_BYTES = 3 * 1024 * 1024

# -- valid samples of the formats without a fixture file ----------------------------

CLINE_UI = [
    {"ts": T0, "type": "say", "say": "task", "text": "Add a /health endpoint"},
    {"ts": T0 + 100, "type": "say", "say": "text", "text": "I'll look at main.py first."},
    {"ts": T0 + 200, "type": "ask", "ask": "command", "text": "pytest -q"},
    {"ts": T0 + 300, "type": "say", "say": "command_output", "text": "3 passed"},
    {"ts": T0 + 400, "type": "say", "say": "completion_result", "text": "Done."},
]
CLINE_API = [
    {"role": "user", "content": [{"type": "text", "text": "<task>Add a test</task>"}]},
    {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Reading it."},
            {"type": "tool_use", "id": "t1", "name": "read_file", "input": {"path": "a.py"}},
        ],
    },
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "x"}]},
]
AMP_THREAD = {
    "v": 42,
    "id": "T-7f3b2a10-5c4d-4e8f-9a1b-2c3d4e5f6a7b",
    "created": T0,
    "title": "Add dark mode",
    "messages": [
        {"role": "user", "messageId": 0, "content": [{"type": "text", "text": "Add dark mode"}]},
        {
            "role": "assistant",
            "messageId": 1,
            "content": [
                {"type": "text", "text": "Reading theme.css"},
                {"type": "tool_use", "id": "u1", "name": "Read", "input": {"path": "theme.css"}},
            ],
        },
        {
            "role": "user",
            "messageId": 2,
            "content": [
                {"type": "tool_result", "toolUseID": "u1", "run": {"status": "done", "result": {}}}
            ],
        },
    ],
    "env": {"initial": {"trees": [{"displayName": "web", "uri": "file:///home/dev/web"}]}},
}
COPILOT_EVENTS = [
    {"type": "session.start", "data": {"sessionId": "s1", "context": {"cwd": "/home/dev/x"}}},
    {"type": "user.message", "data": {"content": "Fix the failing test", "attachments": []}},
    {
        "type": "assistant.message",
        "data": {
            "messageId": "m1",
            "content": "Running it.",
            "toolRequests": [{"toolCallId": "c1", "name": "bash", "arguments": {"command": "ls"}}],
        },
    },
    {
        "type": "tool.execution_complete",
        "data": {"toolCallId": "c1", "success": True, "result": {"content": "a.py"}},
    },
    {"type": "assistant.message", "data": {"messageId": "m2", "content": "Fixed."}},
]
COPILOT_LEGACY = {
    "sessionId": "legacy-1",
    "startTime": "2025-10-01T10:00:00Z",
    "chatMessages": [
        {"role": "user", "content": "List the files"},
        {"role": "assistant", "content": "Three files.", "toolCalls": [{"name": "ls"}]},
    ],
}
OPENCODE_SESSION = {
    "id": "ses_t",
    "projectID": "prj_9",
    "directory": "/home/dev/cli",
    "title": "Old session",
    "version": "0.5.0",
    "time": {"created": T0, "updated": T0 + 5000},
}
OPENCODE_MESSAGE = {
    "id": "msg_a",
    "sessionID": "ses_t",
    "role": "assistant",
    "time": {"created": T0, "completed": T0 + 900},
    "modelID": "claude-sonnet-4-5",
    "path": {"cwd": "/home/dev/cli", "root": "/home/dev/cli"},
}
OPENCODE_PART = {
    "id": "prt_1",
    "sessionID": "ses_t",
    "messageID": "msg_a",
    "type": "tool",
    "callID": "toolu_01",
    "tool": "bash",
    "state": {"status": "completed", "input": {"command": "ls"}, "output": "index.html\n"},
}
OPENCODE_SCHEMA = """
CREATE TABLE project (id TEXT PRIMARY KEY, worktree TEXT NOT NULL, time_created INTEGER);
CREATE TABLE session (
    id TEXT PRIMARY KEY, project_id TEXT NOT NULL, parent_id TEXT, slug TEXT NOT NULL,
    directory TEXT NOT NULL, title TEXT NOT NULL, version TEXT NOT NULL, share_url TEXT,
    time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL, time_archived INTEGER);
CREATE TABLE message (
    id TEXT PRIMARY KEY, session_id TEXT NOT NULL, time_created INTEGER NOT NULL,
    time_updated INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE part (
    id TEXT PRIMARY KEY, message_id TEXT NOT NULL, session_id TEXT NOT NULL,
    time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL, data TEXT NOT NULL);
"""
CURSOR_CID = "0f2c9a1e-4b7d-4e55-9a51-5f0c3d2b8e11"
CURSOR_COMPOSER = {
    "_v": 10,
    "composerId": CURSOR_CID,
    "name": "Fix the cart total rounding",
    "createdAt": T0,
    "lastUpdatedAt": T0 + 300000,
    "modelConfig": {"modelName": "claude-4.5-sonnet"},
    "fullConversationHeadersOnly": [{"bubbleId": "b1", "type": 1}, {"bubbleId": "b2", "type": 2}],
}
CURSOR_BUBBLE = {
    "_v": 3,
    "bubbleId": "b2",
    "type": 2,
    "text": "Rounding happens per line.",
    "createdAt": "2026-03-02T09:15:04.500Z",
    "toolFormerData": {"name": "run_terminal_cmd", "rawArgs": '{"command":"ls"}', "result": "{}"},
}
CURSOR_LEGACY = {
    "tabs": [{"tabId": "t1", "chatTitle": "Old", "bubbles": [{"type": "user", "text": "hi"}]}]
}


def jsonl(records: list[Any]) -> bytes:
    return b"".join(orjson.dumps(r) + b"\n" for r in records)


# -- layouts ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """One kind of source: where it lives below a home folder and what it holds."""

    name: str
    agent: str
    #: the source, relative to the fake home folder
    path: str
    #: "jsonl", "json", "md", "cursor_db", "opencode_db"
    fmt: str
    #: the valid records (JSONL: one per line) or document this source holds
    sample: Any

    def valid_bytes(self) -> bytes:
        if isinstance(self.sample, bytes):
            return self.sample
        return jsonl(self.sample) if self.fmt == "jsonl" else orjson.dumps(self.sample)

    def records(self) -> list[Any]:
        """The sample's JSON records (JSONL lines, or the one document)."""
        if self.fmt == "jsonl":
            if isinstance(self.sample, bytes):
                return [orjson.loads(line) for line in self.sample.splitlines() if line.strip()]
            return list(self.sample)
        if self.fmt == "json":
            return [orjson.loads(self.valid_bytes())]
        return []


def _fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


_CODEX = ".codex/sessions/2026/03/02/rollout-2026-03-02T09-15-00-7d1c2a9e.jsonl"
_CURSOR = ".config/Cursor/User"
_CLINE = ".config/Code/User/globalStorage/saoudrizwan.claude-dev/tasks/1763800000000"
_OPENCODE = ".local/share/opencode"

LAYOUTS: list[Layout] = [
    Layout(
        "claude_code",
        "claude_code",
        ".claude/projects/-home-dev-shop/7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01.jsonl",
        "jsonl",
        _fixture("claude_code/session.jsonl"),
    ),
    Layout("codex_jsonl", "codex", _CODEX, "jsonl", _fixture("codex/rollout.jsonl")),
    Layout(  # Codex >= 0.148: item_completed envelopes beside the older streams
        "codex_v0148",
        "codex",
        ".codex/sessions/2026/09/11/rollout-2026-09-11T18-01-54-5c2b9e1d.jsonl",
        "jsonl",
        _fixture("codex/rollout-v0148.jsonl"),
    ),
    Layout(
        "codex_json",
        "codex",
        ".codex/sessions/rollout-2025-05-01-legacy.json",
        "json",
        _fixture("codex/rollout-legacy.json"),
    ),
    Layout(
        "gemini_jsonl",
        "gemini",
        ".gemini/tmp/9f86d081/chats/session-2026-02-11T10-00-b2f4c6d8.jsonl",
        "jsonl",
        _fixture("gemini/session-events.jsonl"),
    ),
    Layout(
        "gemini_json",
        "gemini",
        ".gemini/tmp/9f86d081/chats/session-2026-02-11T10-00-b2f4c6d9.json",
        "json",
        _fixture("gemini/session-legacy.json"),
    ),
    Layout(
        "aider", "aider", ".aider.chat.history.md", "md", _fixture("aider/.aider.chat.history.md")
    ),
    Layout("cursor_global", "cursor", f"{_CURSOR}/globalStorage/state.vscdb", "cursor_db", None),
    Layout(
        "cursor_workspace",
        "cursor",
        f"{_CURSOR}/workspaceStorage/4f1e2d/state.vscdb",
        "cursor_db",
        None,
    ),
    Layout("cline_ui", "cline", f"{_CLINE}/ui_messages.json", "json", CLINE_UI),
    Layout("cline_api", "cline", f"{_CLINE}/api_conversation_history.json", "json", CLINE_API),
    Layout("opencode_db", "opencode", f"{_OPENCODE}/opencode.db", "opencode_db", None),
    Layout(
        "opencode_tree",
        "opencode",
        f"{_OPENCODE}/storage/session/prj_9/ses_t.json",
        "json",
        OPENCODE_SESSION,
    ),
    Layout(
        "copilot_jsonl",
        "copilot_cli",
        ".copilot/session-state/8a1f3c2e/events.jsonl",
        "jsonl",
        COPILOT_EVENTS,
    ),
    Layout(
        "copilot_legacy",
        "copilot_cli",
        ".copilot/history-session-state/legacy-1.json",
        "json",
        COPILOT_LEGACY,
    ),
    Layout(
        "amp",
        "amp",
        ".local/share/amp/threads/T-7f3b2a10-5c4d-4e8f-9a1b-2c3d4e5f6a7b.json",
        "json",
        AMP_THREAD,
    ),
]
BY_NAME = {layout.name: layout for layout in LAYOUTS}


def opencode_tree_extras(
    home: Path, message: bytes | None = None, part: bytes | None = None
) -> None:
    """The message and part files beside an OpenCode JSON-tree session (valid unless given)."""
    storage = home / _OPENCODE / "storage"
    files = {
        storage / "message" / "ses_t" / "msg_a.json": message or orjson.dumps(OPENCODE_MESSAGE),
        storage / "part" / "msg_a" / "prt_1.json": part or orjson.dumps(OPENCODE_PART),
    }
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


# -- SQLite sources ----------------------------------------------------------------------

#: one stored value: raw bytes, text, or a JSON value (serialised with the splices)
DbValue = bytes | str | None


def write_cursor_db(path: Path, rows: list[tuple[str, str, DbValue]]) -> None:
    """A Cursor `state.vscdb` with both key/value tables and the given (table, key, value) rows."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    try:
        conn.execute("CREATE TABLE ItemTable (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
        conn.execute("CREATE TABLE cursorDiskKV (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
        conn.executemany(
            "INSERT INTO ItemTable (key, value) VALUES (?, ?)",
            [(k, v) for t, k, v in rows if t == "ItemTable"],
        )
        conn.executemany(
            "INSERT INTO cursorDiskKV (key, value) VALUES (?, ?)",
            [(k, v) for t, k, v in rows if t != "ItemTable"],
        )
        conn.commit()
    finally:
        conn.close()


def write_opencode_db(path: Path, values: list[Any]) -> None:
    """An OpenCode database with the real tables; `values` fill every column in turn.

    SQLite keeps whatever type it is given (a blob in an INTEGER column, text
    in a time column), which is exactly what a corrupt or foreign writer does.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    pool = list(values) or [None]

    def take(i: int) -> Any:
        return pool[i % len(pool)]

    try:
        conn.executescript(OPENCODE_SCHEMA.replace("NOT NULL", ""))
        conn.execute("INSERT INTO project VALUES ('prj_1', '/home/dev/site', ?)", (T0,))
        conn.execute(
            "INSERT INTO session VALUES ('ses_1', 'prj_1', ?, 'slug', ?, ?, '1.2.3', NULL, ?, ?,"
            " NULL)",
            (take(0), take(1), take(2), take(3), take(4)),
        )
        for n in range(max(1, len(pool) // 2)):
            conn.execute(
                "INSERT INTO message VALUES (?, 'ses_1', ?, ?, ?)",
                (f"msg_{n}", take(n + 5), take(n + 6), take(n)),
            )
            conn.execute(
                "INSERT INTO part VALUES (?, ?, 'ses_1', ?, ?, ?)",
                (f"prt_{n}", f"msg_{n}", take(n + 7), take(n + 8), take(n + 1)),
            )
        conn.commit()
    finally:
        conn.close()


# -- strategies --------------------------------------------------------------------------

_DEPTHS = (64, 254, 256, 300, 999, 1023, 1100, 10_000)

wrong_scalar: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.just(BIGINT),  # too big for SQLite and int64 (orjson will not write it)
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from([SURROGATE, DEEP, "", "\x00", "\u202e", "null"]),
    st.lists(st.none(), max_size=2),
    st.dictionaries(st.sampled_from(["type", "text", "content", "role"]), st.none(), max_size=2),
)


def mutated(value: Any, root: bool = True) -> st.SearchStrategy[Any]:
    """`value` with some parts (about one in eight) replaced by values of the wrong type.

    The record itself keeps its shape, so most examples get past the JSON
    parser and the type checks at the top and reach the connector's deeper code.
    """
    inner: st.SearchStrategy[Any]
    if isinstance(value, dict):
        inner = st.fixed_dictionaries({k: mutated(v, False) for k, v in value.items()})
    elif isinstance(value, list):
        inner = st.tuples(*[mutated(v, False) for v in value]).map(list)
    else:
        inner = st.just(value)
    if root:
        return inner
    return st.integers(0, 7).flatmap(lambda n: wrong_scalar if n == 0 else inner)


def splice(data: bytes, deep_depth: int = 10_000) -> bytes:
    """Replace the placeholders by what orjson refuses to write."""
    data = data.replace(orjson.dumps(SURROGATE), b'"\\ud800 lone \\udfff"')
    data = data.replace(orjson.dumps(DEEP), b"[" * deep_depth + b"]" * deep_depth)
    data = data.replace(orjson.dumps(BIGINT), b"1" + b"0" * 30)
    return data.replace(orjson.dumps(HUGE), b'"' + b"x" * HUGE_BYTES + b'"')


def record_bytes(record: Any) -> st.SearchStrategy[bytes]:
    """One hostile serialised record derived from a valid one."""
    return st.tuples(mutated(record), st.sampled_from(_DEPTHS)).map(
        lambda pair: splice(orjson.dumps(pair[0]), pair[1])
    )


@st.composite
def damaged(draw: st.DrawFn, data: bytes) -> bytes:
    """Valid bytes cut short, or with NULs, invalid UTF-8, a BOM or a CR spliced in."""
    cut = draw(st.integers(min_value=0, max_value=len(data)))
    kind = draw(st.sampled_from(["truncate", "nul", "utf8", "bom", "cr", "surrogate"]))
    if kind == "truncate":
        return data[:cut]
    insert = {
        "nul": b"\x00\x00",
        "utf8": b"\xff\xfe\xc3(",
        "bom": b"\xef\xbb\xbf",
        "cr": b"\r",
        "surrogate": b"\xed\xa0\x80",  # a surrogate encoded as UTF-8: invalid
    }[kind]
    return data[:cut] + insert + data[cut:]


def deep_document(depth: int, opener: bytes) -> bytes:
    closer = b"]" if opener == b"[" else b"}"
    if opener == b"{":
        return b'{"a":' * depth + b"1" + closer * depth
    return opener * depth + closer * depth


hostile_document: st.SearchStrategy[bytes] = st.one_of(
    st.binary(max_size=512),
    st.sampled_from([b"", b"null", b"0", b"[]", b"{}", b'"text"', b"[null]", b"\xef\xbb\xbf{}"]),
    st.tuples(st.sampled_from(_DEPTHS), st.sampled_from([b"[", b"{"])).map(
        lambda t: deep_document(*t)
    ),
    st.text(max_size=64).map(lambda s: s.encode("utf-8", "surrogatepass")),
)


def hostile_bytes(layout: Layout) -> st.SearchStrategy[bytes]:
    """Hostile content for one layout's file, in its format."""
    valid = layout.valid_bytes()
    options: list[st.SearchStrategy[bytes]] = []
    records = layout.records()
    if layout.fmt == "jsonl":
        line = st.one_of(
            st.sampled_from(records).flatmap(record_bytes),
            hostile_document.filter(lambda b: b"\n" not in b),
            st.sampled_from(records).map(orjson.dumps),
        )
        options.append(
            st.tuples(st.lists(line, min_size=1, max_size=6), st.booleans()).map(
                lambda t: b"\n".join(t[0]) + (b"\n" if t[1] else b"")
            )
        )
    elif layout.fmt == "json":
        options.append(record_bytes(records[0]))
    elif layout.fmt == "md":
        options.append(st.text(max_size=400).map(lambda s: s.encode("utf-8", "surrogatepass")))
    # the structured variants first and twice: they reach past the parser
    return st.one_of(*options, *options, damaged(valid), hostile_document)


def db_value() -> st.SearchStrategy[DbValue]:
    return st.one_of(
        st.none(),
        st.binary(max_size=64),
        st.text(max_size=32).map(
            lambda s: s.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
        ),
        hostile_document.map(lambda b: b.decode("utf-8", "replace")),
        st.sampled_from([CURSOR_COMPOSER, CURSOR_BUBBLE, OPENCODE_MESSAGE, OPENCODE_PART])
        .flatmap(record_bytes)
        .map(lambda b: b.decode("utf-8", "replace")),
    )


def cursor_rows() -> st.SearchStrategy[list[tuple[str, str, DbValue]]]:
    keys = st.sampled_from(
        [
            ("cursorDiskKV", f"composerData:{CURSOR_CID}"),
            ("cursorDiskKV", f"bubbleId:{CURSOR_CID}:b1"),
            ("cursorDiskKV", f"bubbleId:{CURSOR_CID}:b2"),
            ("cursorDiskKV", "composerData:"),
            ("cursorDiskKV", "bubbleId:::"),
            ("ItemTable", "workbench.panel.aichat.view.aichat.chatdata"),
            ("ItemTable", "composer.composerData"),
        ]
    )
    return st.lists(st.tuples(keys, db_value()).map(lambda t: (t[0][0], t[0][1], t[1])), max_size=8)


def valid_cursor_db(path: Path) -> bytes:
    """The bytes of a valid Cursor database holding one composer with its bubbles."""
    write_cursor_db(
        path,
        [
            ("cursorDiskKV", f"composerData:{CURSOR_CID}", orjson.dumps(CURSOR_COMPOSER).decode()),
            ("cursorDiskKV", f"bubbleId:{CURSOR_CID}:b2", orjson.dumps(CURSOR_BUBBLE).decode()),
        ],
    )
    return path.read_bytes()


def valid_opencode_db(path: Path) -> bytes:
    """The bytes of a valid OpenCode database holding one session."""
    part = {"id": "prt_0", "messageID": "msg_0", "type": "text", "text": "Built it."}
    values = [orjson.dumps(OPENCODE_MESSAGE).decode(), orjson.dumps(part).decode()]
    write_opencode_db(path, [*values, T0, T0, T0, T0, T0, T0, T0])
    return path.read_bytes()


def replace_leaves(value: Any, keys: frozenset[str] | None, new: Any) -> Any:
    """`value` with every string leaf (or every value under one of `keys`) replaced by `new`."""
    if isinstance(value, dict):
        return {
            k: new if keys is not None and k in keys else replace_leaves(v, keys, new)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [replace_leaves(v, keys, new) for v in value]
    if keys is None and isinstance(value, str):
        return new
    return value
