"""Writers of the agents' real on-disk formats (see docs/formats.md).

Each writer turns the agent-neutral events of bench/corpus_text.py into the
bytes of one or more files and counts what a faithful connector should read
back, following the "Common rules" of docs/formats.md: a message is a user,
assistant, tool or system record with non-empty text (a tool call alone counts:
it flattens to `[Tool: …]`). Records that are not messages (Claude `summary` and
`file-history-snapshot`, Codex `session_meta`/`turn_context`/`token_count`/
encrypted `reasoning`, Gemini `$set` lines, a message re-written under the same
id) are counted as `other_records`. Ambiguous shapes are avoided on purpose
(no thinking-only Claude line, no Gemini tool call with empty content, no Codex
`agent_reasoning` event) so the expected counts are exact.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from .corpus_secrets import Secret
from .corpus_text import MODELS, Event, Workspace, story

__all__ = ["WRITERS", "Output", "Spec", "Stats", "iso"]


@dataclass
class Spec:
    """What to generate for one session (decided up front by bench/corpus.py)."""

    idx: int
    agent: str
    ws: Workspace
    start_ms: int
    target: int
    secrets: list[Secret]
    long_line: int = 0
    variant: str = ""  # codex: "dual" (dual-stream era); gemini: "jsonl" or "json"
    subagent: bool = False


@dataclass
class Stats:
    """Counts of one written file, as a connector should find them."""

    sessions: int = 0
    messages: int = 0
    bytes: int = 0
    tool_calls: int = 0
    other_records: int = 0
    roles: dict[str, int] = field(default_factory=dict)
    secrets: list[int] = field(default_factory=list)

    def msg(self, role: str, n: int = 1) -> None:
        self.messages += n
        self.roles[role] = self.roles.get(role, 0) + n


@dataclass
class Output:
    """One file to write: its path under the corpus root, bytes, counts and mtime."""

    path: str
    data: bytes
    stats: Stats
    mtime_ms: int


_DAYS: dict[int, str] = {}


def iso(ms: int) -> str:
    """Epoch milliseconds as RFC 3339 UTC with milliseconds (`2026-01-02T03:04:05.678Z`)."""
    day, rest = divmod(ms, 86_400_000)
    date = _DAYS.get(day)
    if date is None:  # strftime is slow enough to matter at millions of calls
        date = _DAYS[day] = time.strftime("%Y-%m-%dT", time.gmtime(day * 86_400))
    s, milli = divmod(rest, 1000)
    h, s = divmod(s, 3600)
    m, s = divmod(s, 60)
    return f"{date}{h:02d}:{m:02d}:{s:02d}.{milli:03d}Z"


def uuid4(r: random.Random) -> str:
    """A version-4 UUID drawn from `r` (uuid.uuid4 would not be reproducible)."""
    h = f"{r.getrandbits(128):032x}"
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) & 3]}{h[17:20]}-{h[20:32]}"


def _ident(r: random.Random, n: int) -> str:
    return f"{r.getrandbits(n * 6):x}"[:n].rjust(n, "0")


def _secrets(stats: Stats, ev: Event) -> None:
    if ev.secret_ids:
        stats.secrets.extend(ev.secret_ids)


# -- Claude Code ---------------------------------------------------------------

_CLAUDE_TOOLS = {
    "shell": "Bash",
    "test": "Bash",
    "read": "Read",
    "edit": "Edit",
    "grep": "Grep",
    "task": "Task",
}


def _claude_input(ev: Event) -> dict[str, Any]:
    a = ev.args
    if ev.tool in ("shell", "test"):
        return {"command": a["command"], "description": ev.text}
    if ev.tool == "read":
        return {"file_path": a["path"]}
    if ev.tool == "edit":
        return {"file_path": a["path"], "old_string": a["old"], "new_string": a["new"]}
    if ev.tool == "task":
        return {"description": ev.text, "prompt": a["prompt"], "subagent_type": "general-purpose"}
    return {"pattern": a["pattern"], "path": a["path"], "output_mode": "content"}


def _claude_lines(
    r: random.Random, spec: Spec, events: list[Event], sid: str, st: Stats, sidechain: bool
) -> list[bytes]:
    base = {
        "parentUuid": None,
        "isSidechain": sidechain,
        "userType": "external",
        "cwd": spec.ws.path,
        "sessionId": sid,
        "version": r.choice(("1.0.83", "2.0.14", "2.0.37")),
        "gitBranch": r.choice(spec.ws.branches),
    }
    model = r.choice(MODELS["claude"])
    out: list[bytes] = []
    dumps = orjson.dumps
    if not sidechain and r.random() < 0.3:
        out.append(dumps({"type": "summary", "summary": events[0].text[:60], "leafUuid": uuid4(r)}))
        st.other_records += 1
    parent: str | None = None
    call_id = ""
    for ev in events:
        u = uuid4(r)
        rec: dict[str, Any] = {**base, "parentUuid": parent, "uuid": u, "timestamp": iso(ev.at_ms)}
        if ev.kind == "prompt":
            if r.random() < 0.25:
                snap = {"messageId": u, "trackedFileBackups": {}, "timestamp": iso(ev.at_ms)}
                out.append(
                    dumps(
                        {
                            "type": "file-history-snapshot",
                            "messageId": u,
                            "snapshot": snap,
                            "isSnapshotUpdate": False,
                        }
                    )
                )
                st.other_records += 1
            rec["type"] = "user"
            rec["message"] = {"role": "user", "content": ev.text}
            st.msg("user")
        elif ev.kind == "result":
            rec["type"] = "user"
            block = {
                "tool_use_id": call_id,
                "type": "tool_result",
                "content": ev.text,
                "is_error": ev.is_error,
            }
            rec["message"] = {"role": "user", "content": [block]}
            if ev.tool in ("shell", "test"):
                rec["toolUseResult"] = {
                    "stdout": ev.text,
                    "stderr": "",
                    "interrupted": False,
                    "isImage": False,
                }
            st.msg("tool")
        else:
            if ev.kind == "reply":
                content: list[dict[str, Any]] = [{"type": "text", "text": ev.text}]
                if r.random() < 0.2:  # thinking only beside text: never a thinking-only line
                    content.insert(
                        0,
                        {"type": "thinking", "thinking": ev.text[:80], "signature": _ident(r, 40)},
                    )
            else:
                call_id = "toolu_01" + _ident(r, 22)
                content = [
                    {
                        "type": "tool_use",
                        "id": call_id,
                        "name": _CLAUDE_TOOLS[ev.tool],
                        "input": _claude_input(ev),
                    }
                ]
                st.tool_calls += 1
            rec["type"] = "assistant"
            rec["requestId"] = "req_011" + _ident(r, 21)
            rec["message"] = {
                "id": "msg_01" + _ident(r, 22),
                "type": "message",
                "role": "assistant",
                "model": model,
                "content": content,
                "stop_reason": None,
                "stop_sequence": None,
                "usage": {
                    "input_tokens": r.randrange(3, 900),
                    "cache_creation_input_tokens": r.randrange(0, 5000),
                    "cache_read_input_tokens": r.randrange(0, 90000),
                    "output_tokens": r.randrange(1, 2000),
                    "service_tier": "standard",
                },
            }
            st.msg("assistant")
        _secrets(st, ev)
        out.append(dumps(rec))
        parent = u
    return out


def claude(r: random.Random, specs: list[Spec], events: list[list[Event]]) -> list[Output]:
    """`claude/projects/<slug>/<uuid>.jsonl` (+ `<uuid>/subagents/agent-*.jsonl`)."""
    spec, evs = specs[0], events[0]
    sid = uuid4(r)
    slug = spec.ws.path.replace("/", "-").replace(".", "-")
    outputs: list[Output] = []
    if spec.subagent:  # a Task call in the parent, its transcript in its own file
        sub = story(r, spec.ws, evs[0].at_ms + 5_000, r.randrange(8, 30), [])
        agent_id = _ident(r, 8)
        sst = Stats(sessions=1)
        lines = _claude_lines(r, spec, sub, sid, sst, sidechain=True)
        data = b"\n".join(lines) + b"\n"
        sst.bytes = len(data)
        path = f"claude/projects/{slug}/{sid}/subagents/agent-{agent_id}.jsonl"
        outputs.append(Output(path, data, sst, sub[-1].at_ms))
        task = Event(
            "call",
            "Explore the codebase",
            evs[0].at_ms + 1,
            tool="task",
            args={"prompt": sub[0].text},
        )
        done = Event("result", sub[-1].text, sub[-1].at_ms, tool="task")
        evs = [evs[0], task, done, *evs[1:]]
    st = Stats(sessions=1)
    data = b"\n".join(_claude_lines(r, spec, evs, sid, st, sidechain=False)) + b"\n"
    st.bytes = len(data)
    outputs.append(Output(f"claude/projects/{slug}/{sid}.jsonl", data, st, evs[-1].at_ms))
    return outputs


# -- Codex CLI -------------------------------------------------------------------


def _codex_call(ev: Event, cwd: str) -> tuple[str, dict[str, Any]]:
    """(payload type, payload) of a Codex tool call: shell for everything but edits."""
    a = ev.args
    if ev.tool == "edit":
        rel = a["path"][len(cwd) + 1 :]
        old = "\n".join("-" + x for x in a["old"].split("\n"))
        new = "\n".join("+" + x for x in a["new"].split("\n"))
        patch = f"*** Begin Patch\n*** Update File: {rel}\n@@\n{old}\n{new}\n*** End Patch"
        return "custom_tool_call", {"status": "completed", "name": "apply_patch", "input": patch}
    if ev.tool == "read":
        cmd = f"sed -n '1,200p' {a['path']}"
    elif ev.tool == "grep":
        cmd = f"rg -n {a['pattern']} {a['path']}"
    else:
        cmd = a["command"]
    args = {"command": ["bash", "-lc", cmd], "workdir": cwd, "timeout_ms": 120000}
    return "function_call", {"name": "shell", "arguments": orjson.dumps(args).decode()}


def codex(r: random.Random, specs: list[Spec], events: list[list[Event]]) -> list[Output]:
    """`codex/sessions/YYYY/MM/DD/rollout-<ts>-<uuid>.jsonl` ({timestamp, type, payload} lines)."""
    spec, evs = specs[0], events[0]
    st = Stats(sessions=1)
    sid, cwd, dumps = uuid4(r), spec.ws.path, orjson.dumps
    model = r.choice(MODELS["codex"])
    t0 = iso(spec.start_ms)
    meta = {
        "id": sid,
        "timestamp": t0,
        "cwd": cwd,
        "originator": "codex_cli_rs",
        "cli_version": r.choice(("0.46.0", "0.58.0", "0.63.0")),
        "instructions": None,
        "source": "cli",
        "model_provider": "openai",
        "git": {
            "commit_hash": _ident(r, 40),
            "branch": r.choice(spec.ws.branches),
            "repository_url": f"git@github.com:acme/{spec.ws.name}.git",
        },
    }
    ctx = {
        "cwd": cwd,
        "approval_policy": "on-request",
        "model": model,
        "effort": "medium",
        "sandbox_policy": {"mode": "workspace-write", "network_access": False},
        "summary": "auto",
    }
    lines = [
        dumps({"timestamp": t0, "type": "session_meta", "payload": meta}),
        dumps({"timestamp": t0, "type": "turn_context", "payload": ctx}),
    ]
    st.other_records += 2
    call_id, call_type = "", ""
    for ev in evs:
        ts = iso(ev.at_ms)
        if ev.kind == "prompt":
            p: dict[str, Any] = {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": ev.text}],
            }
            lines.append(dumps({"timestamp": ts, "type": "response_item", "payload": p}))
            if spec.variant == "dual":  # the same prompt again as an event (deduplicated)
                ep = {"type": "user_message", "message": ev.text, "images": []}
                lines.append(dumps({"timestamp": ts, "type": "event_msg", "payload": ep}))
                st.other_records += 1
            st.msg("user")
        elif ev.kind == "reply":
            if r.random() < 0.3:
                rp = {
                    "type": "reasoning",
                    "content": None,
                    "encrypted_content": "gAAAAB" + _ident(r, 120),
                    "summary": [{"type": "summary_text", "text": "**Inspecting the failure**"}],
                }
                lines.append(dumps({"timestamp": ts, "type": "response_item", "payload": rp}))
                st.other_records += 1
            p = {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": ev.text}],
            }
            lines.append(dumps({"timestamp": ts, "type": "response_item", "payload": p}))
            usage = {
                "input_tokens": r.randrange(1000, 90000),
                "cached_input_tokens": r.randrange(0, 80000),
                "output_tokens": r.randrange(10, 3000),
                "reasoning_output_tokens": 0,
            }
            tc = {
                "type": "token_count",
                "info": {
                    "total_token_usage": usage,
                    "last_token_usage": usage,
                    "model_context_window": 272000,
                },
            }
            lines.append(dumps({"timestamp": ts, "type": "event_msg", "payload": tc}))
            st.other_records += 1
            st.msg("assistant")
        elif ev.kind == "call":
            call_type, p = _codex_call(ev, cwd)
            call_id = "call_" + _ident(r, 24)
            p = {"type": call_type, **p, "call_id": call_id}
            lines.append(dumps({"timestamp": ts, "type": "response_item", "payload": p}))
            st.msg("assistant")
            st.tool_calls += 1
        else:
            meta_out = {"exit_code": ev.exit_code, "duration_seconds": round(r.uniform(0, 30), 1)}
            text = (
                ev.text if call_type == "function_call" else "Success. Updated the following files:"
            )
            output = dumps({"output": text, "metadata": meta_out}).decode()
            p = {"type": call_type + "_output", "call_id": call_id, "output": output}
            lines.append(dumps({"timestamp": ts, "type": "response_item", "payload": p}))
            st.msg("tool")
        _secrets(st, ev)
    data = b"\n".join(lines) + b"\n"
    st.bytes = len(data)
    day = time.strftime("%Y/%m/%d", time.gmtime(spec.start_ms // 1000))
    stamp = time.strftime("%Y-%m-%dT%H-%M-%S", time.gmtime(spec.start_ms // 1000))
    return [Output(f"codex/sessions/{day}/rollout-{stamp}-{sid}.jsonl", data, st, evs[-1].at_ms)]


# -- Gemini CLI ------------------------------------------------------------------

_GEMINI_TOOLS = {
    "shell": "run_shell_command",
    "test": "run_shell_command",
    "read": "read_file",
    "edit": "replace",
    "grep": "search_file_content",
}


def _gemini_args(ev: Event) -> dict[str, Any]:
    a = ev.args
    if ev.tool == "read":
        return {"absolute_path": a["path"]}
    if ev.tool == "edit":
        return {"file_path": a["path"], "old_string": a["old"], "new_string": a["new"]}
    if ev.tool == "grep":
        return {"pattern": a["pattern"], "path": a["path"]}
    return {"command": a["command"], "description": ev.text}


def _gemini_messages(r: random.Random, evs: list[Event], st: Stats) -> list[dict[str, Any]]:
    """Messages in Gemini's shape; a call and its result fold into one `gemini` message."""
    model = r.choice(MODELS["gemini"])
    msgs: list[dict[str, Any]] = []
    i = 0
    while i < len(evs):
        ev = evs[i]
        ts = iso(ev.at_ms)
        m: dict[str, Any] = {"id": uuid4(r), "timestamp": ts}
        if ev.kind == "prompt":
            m.update(type="user", content=ev.text)
            st.msg("user")
        else:
            m.update(
                type="gemini",
                content=ev.text,
                thoughts=[],
                model=model,
                tokens={
                    "input": r.randrange(500, 50000),
                    "output": r.randrange(5, 2000),
                    "cached": 0,
                    "thoughts": r.randrange(0, 900),
                    "tool": 0,
                    "total": r.randrange(600, 60000),
                },
            )
            st.msg("assistant")
            if ev.kind == "call":
                res = evs[i + 1]
                name = _GEMINI_TOOLS[ev.tool]
                cid = f"{name}-{ev.at_ms}-{_ident(r, 12)}"
                args = _gemini_args(ev)
                resp = {
                    "functionResponse": {"id": cid, "name": name, "response": {"output": res.text}}
                }
                m["toolCalls"] = [
                    {
                        "id": cid,
                        "name": name,
                        "args": args,
                        "result": [resp],
                        "status": "error" if res.is_error else "success",
                        "timestamp": iso(res.at_ms),
                        "displayName": name,
                        "description": ev.text,
                        "resultDisplay": res.text,
                        "renderOutputAsMarkdown": False,
                    }
                ]
                st.tool_calls += 1
                _secrets(st, res)
                i += 1
        _secrets(st, ev)
        msgs.append(m)
        i += 1
    return msgs


def gemini(r: random.Random, specs: list[Spec], events: list[list[Event]]) -> list[Output]:
    """`gemini/tmp/<projectHash>/chats/session-*.json` (legacy) or `.jsonl` (event-sourced)."""
    spec, evs = specs[0], events[0]
    st = Stats(sessions=1)
    sid = uuid4(r)
    phash = hashlib.sha256(spec.ws.path.encode()).hexdigest()
    msgs = _gemini_messages(r, evs, st)
    head = {
        "sessionId": sid,
        "projectHash": phash,
        "startTime": iso(spec.start_ms),
        "lastUpdated": iso(evs[-1].at_ms),
    }
    stamp = time.strftime("%Y-%m-%dT%H-%M", time.gmtime(spec.start_ms // 1000))
    name = f"gemini/tmp/{phash}/chats/session-{stamp}-{sid[:8]}"
    if spec.variant != "jsonl":
        data = orjson.dumps({**head, "messages": msgs}, option=orjson.OPT_INDENT_2)
        st.bytes = len(data)
        return [Output(name + ".json", data, st, evs[-1].at_ms)]
    dumps = orjson.dumps
    lines = [dumps({**head, "kind": "main"})]
    st.other_records += 1
    # a rewound turn in one session of six (always in the first, so even tiny has one)
    rewind = len(msgs) > 2 and (r.random() < 0.15 or spec.idx < 8)
    rewind_at = r.randrange(1, len(msgs)) if rewind else -1
    for n, m in enumerate(msgs):
        if n == rewind_at:  # a turn the user rewound: written, then removed by $rewindTo
            gone = {
                "id": uuid4(r),
                "timestamp": m["timestamp"],
                "type": "user",
                "content": "no wait",
            }
            reply = {
                "id": uuid4(r),
                "timestamp": m["timestamp"],
                "type": "gemini",
                "content": "Stopping here.",
            }
            lines += [dumps(gone), dumps(reply), dumps({"$rewindTo": gone["id"]})]
            st.other_records += 3
        if m["type"] == "gemini" and r.random() < 0.2:  # streamed: partial first, same id again
            lines.append(dumps({**m, "content": m["content"][: len(m["content"]) // 2]}))
            st.other_records += 1
        lines.append(dumps(m))
        if m["type"] == "gemini":
            lines.append(dumps({"$set": {"lastUpdated": m["timestamp"]}}))
            st.other_records += 1
    data = b"\n".join(lines) + b"\n"
    st.bytes = len(data)
    return [Output(name + ".jsonl", data, st, evs[-1].at_ms)]


# -- Aider -------------------------------------------------------------------------


def _aider_blocks(r: random.Random, spec: Spec, evs: list[Event]) -> list[tuple[str, list[str]]]:
    model = r.choice(MODELS["aider"])
    t = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(spec.start_ms // 1000))
    blocks: list[tuple[str, list[str]]] = [("header", [f"# aider chat started at {t}"])]
    blocks.append(
        (
            "system",  # the start-up banner, before the first user line
            [
                f"> aider --model {model.split('/')[-1]}  ",
                "> Aider v0.86.1  ",
                f"> Main model: {model} with diff edit format, infinite output  ",
                f"> Git repo: .git with {r.randrange(20, 900)} files  ",
                "> Repo-map: using 4096 tokens, auto refresh  ",
            ],
        )
    )
    fence = {"python": "python", "typescript": "typescript", "rust": "rust", "go": "go"}
    call: Event | None = None
    for n, ev in enumerate(evs):
        if ev.kind == "prompt":
            blocks.append(("user", [f"#### {x}  " for x in ev.text.split("\n")]))
        elif ev.kind == "reply":
            blocks.append(("assistant", ev.text.split("\n")))
            blocks.append(
                (
                    "tool",
                    [
                        f"> Tokens: {r.randrange(2, 40)}.{r.randrange(10)}k sent, "
                        f"{r.randrange(50, 900)} received. Cost: $0.0{r.randrange(1, 9)} "
                        "message, $0.12 session.  "
                    ],
                )
            )
        elif ev.kind == "call":
            call = ev
            if ev.tool == "edit":
                rel = ev.args["path"][len(spec.ws.path) + 1 :]
                blocks.append(
                    (
                        "assistant",
                        [
                            rel,
                            f"```{fence[spec.ws.lang.name]}",
                            "<<<<<<< SEARCH",
                            *ev.args["old"].split("\n"),
                            "=======",
                            *ev.args["new"].split("\n"),
                            ">>>>>>> REPLACE",
                            "```",
                        ],
                    )
                )
            elif ev.tool == "read" and not evs[n + 1].secret_ids:
                blocks.append(("user", [f"#### /add {ev.args['path']}  "]))
            else:
                cmd = {
                    "read": f"cat {ev.args.get('path')}",
                    "grep": f"grep -rn {ev.args.get('pattern')} .",
                }.get(ev.tool, ev.args.get("command"))
                slash = "/test" if ev.tool == "test" else "/run"
                blocks.append(("user", [f"#### {slash} {cmd}  "]))
        else:
            assert call is not None
            if call.tool == "edit":
                rel = call.args["path"][len(spec.ws.path) + 1 :]
                lines = [
                    f"> Applied edit to {rel}  ",
                    f"> Commit {_ident(r, 7)} fix: update {rel}  ",
                ]
            elif call.tool == "read" and not ev.secret_ids:
                lines = [f"> Added {call.args['path']} to the chat  "]
            else:
                lines = [f"> {x}  " for x in ev.text.split("\n")]
                lines.append("> Add command output to the chat? (Y)es/(N)o [Yes]: y  ")
            blocks.append(("tool", lines))
    return blocks


def aider(r: random.Random, specs: list[Spec], events: list[list[Event]]) -> list[Output]:
    """`aider/<repo>/.aider.chat.history.md`: every session of that folder appended in order.

    Counting rule: each `# aider chat started at` header opens a session; in it,
    a run of `####` lines is one user message, a run of `>` lines one tool
    message (the start-up banner before the first `####` line: one system
    message), and the plain lines between them one assistant message. A fenced
    block belongs to the assistant even when its lines start with `>` (the
    `>>>>>>> REPLACE` of every SEARCH/REPLACE edit does).
    """
    st = Stats()
    parts: list[str] = []
    for spec, evs in zip(specs, events, strict=True):
        st.sessions += 1
        merged: list[tuple[str, list[str]]] = []
        for role, lines in _aider_blocks(r, spec, evs):
            if merged and merged[-1][0] == role:
                merged[-1][1].extend(lines)
            else:
                merged.append((role, lines))
        for role, lines in merged:
            if role != "header":
                st.msg(role)
            parts.append("\n" + "\n".join(lines) + "\n")
        for ev in evs:  # aider records no invocations: tool_calls stays 0
            _secrets(st, ev)
    data = "".join(parts).encode()
    st.bytes = len(data)
    folder = specs[0].variant or specs[0].ws.name
    return [Output(f"aider/{folder}/.aider.chat.history.md", data, st, events[-1][-1].at_ms)]


Writer = Callable[[random.Random, list[Spec], list[list[Event]]], list[Output]]
WRITERS: dict[str, Writer] = {"claude": claude, "codex": codex, "gemini": gemini, "aider": aider}
