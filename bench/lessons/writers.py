"""Write scenarios' sessions in their agents' real on-disk formats, under one corpus root.

Layout (the three connectors are pointed at it by `Corpus.env`):

    <root>/projects/<project>/                 the project: a manifest per stack, a git repo
    <root>/projects/<project>/.aider.chat.history.md   every Aider session of it, in day order
    <root>/claude/projects/<slug>/<uuid>.jsonl          Claude Code transcripts
    <root>/codex/sessions/YYYY/MM/DD/rollout-<ts>-<uuid>.jsonl   Codex rollouts

Everything is deterministic: ids are UUID5s of the scenario and session, times
follow from `Session.day` and the order of scenarios. `Corpus.session_ids`
maps each written session back to the id the store gave it after ingestion.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from kenning.daemon.store.db import Store

from .model import Edit, Read, Run, Say, Scenario, Session, Step, Write

__all__ = ["BASE_DAY", "Corpus", "Written", "write_corpus"]

#: day 0 of the corpus
BASE_DAY = datetime(2026, 9, 1, 9, 0, tzinfo=UTC)
_NS = uuid.UUID("6f1c1e56-2d0b-4a53-9a7e-0c7c1b1f5e21")


@dataclass(frozen=True)
class Written:
    """One session written to disk, and how to find it in the store after ingestion."""

    scenario: str
    index: int  # position in `Scenario.sessions`
    agent: str
    project: str
    path: Path
    native: str  # Claude: sessionId; Codex: rollout id; Aider: "<file>#<ordinal>"
    started: datetime


@dataclass
class Corpus:
    """A written corpus: where each session went, and the environment for the connectors."""

    root: Path
    sessions: list[Written] = field(default_factory=list)

    @property
    def projects(self) -> Path:
        return self.root / "projects"

    def project_dir(self, project: str) -> Path:
        return self.projects / project

    @property
    def env(self) -> dict[str, str]:
        """Variables pointing Claude Code, Codex and Aider at this corpus (for `ingest_paths`)."""
        return {
            "CLAUDE_CONFIG_DIR": str(self.root / "claude"),
            "CODEX_HOME": str(self.root / "codex"),
            "AIDER_CHAT_HISTORY_ROOT": str(self.projects),
        }

    def session_ids(self, store: Store) -> dict[tuple[str, int], str]:
        """(scenario id, session index) → the store's session id, for what was ingested."""
        rows = store.query("SELECT id, source_path, native_id FROM sessions")
        by_path: dict[str, list[tuple[str, str]]] = {}
        for sid, path, native in rows:
            by_path.setdefault(str(path), []).append((str(sid), str(native)))
        out: dict[tuple[str, int], str] = {}
        for w in self.sessions:
            found = by_path.get(str(w.path), [])
            if w.agent == "aider":
                found = [f for f in found if f[1] == w.native]
            if found:
                out[(w.scenario, w.index)] = sorted(found)[0][0]
        return out


def write_corpus(root: Path, scenarios: Sequence[Scenario], *, git: bool = True) -> Corpus:
    """Write every session of `scenarios` under `root` (created); returns the map of files.

    Args:
        root: an empty or missing folder.
        scenarios: the scenarios, in a stable order (it decides times within a day).
        git: make each project folder a git repository (`git init`) when git is installed.
    """
    root = root.resolve()
    corpus = Corpus(root)
    corpus.projects.mkdir(parents=True, exist_ok=True)
    by_project: dict[str, list[Scenario]] = {}
    for sc in scenarios:
        by_project.setdefault(sc.project, []).append(sc)
    for project, group in by_project.items():
        _make_project(corpus.project_dir(project), group, git=git)
    planned: list[tuple[int, int, Scenario, int, Session]] = []
    for order, sc in enumerate(scenarios):
        for index, session in enumerate(sc.sessions):
            planned.append((session.day, order, sc, index, session))
    planned.sort(key=lambda p: (p[0], p[1], p[3]))
    slot: dict[int, int] = {}
    aider: dict[str, list[tuple[datetime, Scenario, int, Session]]] = {}
    for day, _order, sc, index, session in planned:
        n = slot.get(day, 0)
        slot[day] = n + 1
        # mornings to evenings, a few sessions a day, each at its own minute
        late = int(_hex(6, sc.id, index), 16)
        start = BASE_DAY + timedelta(
            days=day, minutes=late % 420 + 53 * n, seconds=late // 420 % 60
        )
        if session.agent == "aider":
            aider.setdefault(sc.project, []).append((start, sc, index, session))
            continue
        folder = corpus.project_dir(sc.project)
        key = f"{sc.id}/{index}"
        if session.agent == "claude_code":
            path, native = _write_claude(root, folder, key, session, start)
        else:
            path, native = _write_codex(root, folder, key, session, start)
        corpus.sessions.append(
            Written(sc.id, index, session.agent, sc.project, path, native, start)
        )
    for project, runs in aider.items():
        path = corpus.project_dir(project) / ".aider.chat.history.md"
        chunks: list[str] = []
        # Aider appends each launch to the file: in the order they started
        runs.sort(key=lambda r: r[0])
        for ordinal, (start, sc, index, session) in enumerate(runs):
            chunks.append(_aider_session(f"{sc.id}/{index}", session, start))
            native = f"{path}#{ordinal}"
            corpus.sessions.append(Written(sc.id, index, "aider", project, path, native, start))
        path.write_text("".join(chunks), encoding="utf-8")
    return corpus


# -- projects -----------------------------------------------------------------------------

#: dependency names a manifest lists when the project's sessions mention them
_DEPS: dict[str, tuple[str, ...]] = {
    "python": (
        "fastapi",
        "pydantic",
        "sqlalchemy",
        "alembic",
        "httpx",
        "celery",
        "django",
        "flask",
        "psycopg",
        "structlog",
        "pytest",
        "mypy",
        "ruff",
        "freezegun",
    ),
    "typescript": (
        "next",
        "react",
        "prisma",
        "@prisma/client",
        "zod",
        "express",
        "vitest",
        "eslint",
        "typescript",
        "tailwindcss",
        "@tanstack/react-query",
        "msw",
    ),
    "javascript": ("express", "react", "vitest", "jest", "eslint", "zod"),
    "go": (
        "github.com/stretchr/testify",
        "go.uber.org/mock",
        "github.com/redis/go-redis/v9",
        "github.com/jackc/pgx/v5",
        "github.com/prometheus/client_golang",
    ),
    "rust": ("tokio", "serde", "sqlx", "clap", "anyhow", "thiserror", "axum", "reqwest"),
}


def _mentioned(names: Iterable[str], text: str) -> list[str]:
    low = text.lower()
    return [n for n in names if n.split("/")[-1].lstrip("@") in low]


def _make_project(folder: Path, scenarios: Sequence[Scenario], *, git: bool) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    stack = scenarios[0].stack
    text = "\n".join(_step_text(st) for sc in scenarios for s in sc.sessions for st in s.steps)
    deps = _mentioned(_DEPS.get(stack, ()), text)
    name = folder.name
    if stack == "python":
        listed = ",\n".join(f'    "{d}"' for d in deps)
        (folder / "pyproject.toml").write_text(
            f'[project]\nname = "{name}"\nversion = "0.1.0"\nrequires-python = ">=3.12"\n'
            f"dependencies = [\n{listed}\n]\n"
        )
    elif stack in ("typescript", "javascript"):
        pkg = {
            "name": name,
            "private": True,
            "version": "0.1.0",
            "dependencies": {d: "latest" for d in deps},
        }
        (folder / "package.json").write_text(json.dumps(pkg, indent=2) + "\n")
        if stack == "typescript":
            (folder / "tsconfig.json").write_text('{"compilerOptions": {"strict": true}}\n')
    elif stack == "go":
        req = "".join(f"\t{d} v1.0.0\n" for d in deps)
        body = f"module example.com/{name}\n\ngo 1.23\n"
        (folder / "go.mod").write_text(body + (f"\nrequire (\n{req})\n" if req else ""))
    elif stack == "rust":
        listed = "".join(f'{d} = "1"\n' for d in deps)
        (folder / "Cargo.toml").write_text(
            f'[package]\nname = "{name}"\nversion = "0.1.0"\nedition = "2021"\n\n'
            f"[dependencies]\n{listed}"
        )
    elif stack == "ruby":
        (folder / "Gemfile").write_text('source "https://rubygems.org"\ngem "rails"\n')
    elif stack == "java":
        (folder / "pom.xml").write_text(f"<project><artifactId>{name}</artifactId></project>\n")
    if git and shutil.which("git") and not (folder / ".git").exists():
        subprocess.run(["git", "init", "-q", str(folder)], check=False, capture_output=True)


def _step_text(step: Step) -> str:
    if isinstance(step, Say):
        return step.text
    if isinstance(step, Run):
        return f"{step.command}\n{step.output}"
    if isinstance(step, Edit):
        return f"{step.path}\n{step.new}"
    if isinstance(step, Write | Read):
        return f"{step.path}\n{step.content}"
    return ""


# -- shared helpers ----------------------------------------------------------------------


def _uid(*parts: object) -> str:
    return str(uuid.uuid5(_NS, "/".join(str(p) for p in parts)))


def _hex(n: int, *parts: object) -> str:
    return hashlib.sha1("/".join(str(p) for p in parts).encode()).hexdigest()[:n]


def _json(obj: Any) -> str:
    """Compact JSON, as both agents write their records."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def _iso(at: datetime) -> str:
    return at.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _gap(key: str, n: int, step: Step) -> timedelta:
    """Seconds between two records: runs take longer than words (deterministic)."""
    base = int(_hex(2, key, n), 16) % 9 + 2
    if isinstance(step, Run):
        base += 4 + len(step.output) // 400
    elif isinstance(step, Say) and step.role == "user":
        base += 20
    return timedelta(seconds=base)


def _numbered(text: str, first: int = 1) -> str:
    return "\n".join(f"{i:>6}→{line}" for i, line in enumerate(text.split("\n"), first))


def _describe(command: str) -> str:
    """The short description Claude Code puts beside a Bash call."""
    head = command.split()[0] if command.split() else command
    words = {
        "git": "Check git state",
        "pytest": "Run tests",
        "uv": "Run via uv",
        "go": "Run go tool",
        "pnpm": "Run pnpm script",
        "npm": "Run npm script",
        "npx": "Run npx tool",
        "cargo": "Run cargo",
        "rg": "Search the code",
        "grep": "Search the code",
        "ls": "List files",
        "cat": "Show file",
        "make": "Run make target",
        "docker": "Run docker",
        "curl": "Call the endpoint",
    }
    return words.get(head, f"Run {head}")


# -- Claude Code ---------------------------------------------------------------------------


def _claude_slug(folder: Path) -> str:
    return "".join(c if c.isalnum() else "-" for c in str(folder))


def _write_claude(
    root: Path, folder: Path, key: str, session: Session, start: datetime
) -> tuple[Path, str]:
    native = _uid("claude", key)
    path = root / "claude" / "projects" / _claude_slug(folder) / f"{native}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    lines: list[dict[str, Any]] = []
    parent: str | None = None
    at = start

    def rec(kind: str, message: dict[str, Any], **extra: Any) -> None:
        nonlocal parent
        line_id = _uid(native, len(lines))
        entry: dict[str, Any] = {
            "parentUuid": parent,
            "isSidechain": False,
            "userType": "external",
            "cwd": str(folder),
            "sessionId": native,
            "version": "2.0.31",
            "gitBranch": "main",
            "type": kind,
            "message": message,
            "uuid": line_id,
            "timestamp": _iso(at),
        }
        if kind == "assistant":
            entry["requestId"] = f"req_{_hex(24, native, len(lines))}"
        entry.update(extra)
        lines.append(entry)
        parent = line_id

    def assistant(content: list[dict[str, Any]]) -> dict[str, Any]:
        return {
            "id": f"msg_{_hex(24, native, 'm', len(lines))}",
            "type": "message",
            "role": "assistant",
            "model": "claude-sonnet-4-5-20250929",
            "content": content,
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {
                "input_tokens": 4,
                "cache_creation_input_tokens": 310,
                "cache_read_input_tokens": 18_240,
                "output_tokens": 96,
                "service_tier": "standard",
            },
        }

    for n, step in enumerate(session.steps):
        at += _gap(key, n, step)
        if isinstance(step, Say):
            if step.role == "user":
                rec("user", {"role": "user", "content": step.text})
            else:
                rec("assistant", assistant([{"type": "text", "text": step.text}]))
            continue
        call = f"toolu_01{_hex(22, native, n)}"
        name, inp, out, is_error, result = _claude_tool(folder, step)
        rec("assistant", assistant([{"type": "tool_use", "id": call, "name": name, "input": inp}]))
        at += timedelta(seconds=1)
        block = {"tool_use_id": call, "type": "tool_result", "content": out, "is_error": is_error}
        rec("user", {"role": "user", "content": [block]}, toolUseResult=result)
    path.write_text("".join(_json(line) + "\n" for line in lines), encoding="utf-8")
    return path, native


def _claude_tool(folder: Path, step: Step) -> tuple[str, dict[str, Any], str, bool, Any]:
    """(tool name, input, result text, is_error, toolUseResult) of one tool step."""
    if isinstance(step, Run):
        failed = step.exit_code != 0
        text = step.output.rstrip("\n")
        if failed:
            text = f"Exit code {step.exit_code}\n{text}"
            result: Any = f"Error: {text}"
        else:
            result = {"stdout": text, "stderr": "", "interrupted": False, "isImage": False}
        inp = {"command": step.command, "description": _describe(step.command)}
        return "Bash", inp, text, failed, result
    if isinstance(step, Edit):
        file = str(folder / step.path)
        inp = {"file_path": file, "old_string": step.old, "new_string": step.new}
        text = (
            f"The file {file} has been updated. Here's the result of running `cat -n` on a "
            f"snippet of the edited file:\n{_numbered(step.new, 12)}"
        )
        result = {"filePath": file, "oldString": step.old, "newString": step.new}
        return "Edit", inp, text, False, result
    if isinstance(step, Write):
        file = str(folder / step.path)
        result = {"type": "create", "filePath": file, "content": step.content}
        inp = {"file_path": file, "content": step.content}
        return "Write", inp, f"File created successfully at: {file}", False, result
    assert isinstance(step, Read)
    file = str(folder / step.path)
    lines = step.content.count("\n") + 1
    result = {"type": "text", "file": {"filePath": file, "numLines": lines}}
    return "Read", {"file_path": file}, _numbered(step.content), False, result


# -- Codex -----------------------------------------------------------------------------------


def _patch(step: Edit | Write) -> str:
    if isinstance(step, Write):
        body = "".join(f"+{line}\n" for line in step.content.rstrip("\n").split("\n"))
        return f"*** Begin Patch\n*** Add File: {step.path}\n{body}*** End Patch"
    old = "".join(f"-{line}\n" for line in step.old.split("\n"))
    new = "".join(f"+{line}\n" for line in step.new.split("\n"))
    return f"*** Begin Patch\n*** Update File: {step.path}\n@@\n{old}{new}*** End Patch"


def _write_codex(
    root: Path, folder: Path, key: str, session: Session, start: datetime
) -> tuple[Path, str]:
    native = _uid("codex", key)
    stamp = start.strftime("%Y-%m-%dT%H-%M-%S")
    day = root / "codex" / "sessions" / start.strftime("%Y/%m/%d")
    day.mkdir(parents=True, exist_ok=True)
    path = day / f"rollout-{stamp}-{native}.jsonl"
    lines: list[dict[str, Any]] = []
    at = start
    total = 0

    def rec(kind: str, payload: dict[str, Any]) -> None:
        lines.append({"timestamp": _iso(at), "type": kind, "payload": payload})

    def output(text: str, code: int, seconds: float) -> str:
        meta = {"exit_code": code, "duration_seconds": round(seconds, 1)}
        return _json({"output": text, "metadata": meta})

    def tokens() -> None:
        nonlocal total
        total += 9_000
        last = {
            "input_tokens": 9_000,
            "cached_input_tokens": 7_680,
            "output_tokens": 240,
            "reasoning_output_tokens": 128,
            "total_tokens": 9_240,
        }
        rec(
            "event_msg",
            {
                "type": "token_count",
                "info": {
                    "total_token_usage": {
                        **last,
                        "input_tokens": total,
                        "total_tokens": total + 240,
                    },
                    "last_token_usage": last,
                    "model_context_window": 272_000,
                },
            },
        )

    rec(
        "session_meta",
        {
            "id": native,
            "timestamp": _iso(start),
            "cwd": str(folder),
            "originator": "codex_cli_rs",
            "cli_version": "0.46.0",
            "instructions": None,
            "git": {"commit_hash": _hex(40, key), "branch": "main"},
        },
    )
    env = (
        f"<environment_context>\n  <cwd>{folder}</cwd>\n  <approval_policy>on-request"
        "</approval_policy>\n  <sandbox_mode>workspace-write</sandbox_mode>\n  "
        "<network_access>restricted</network_access>\n  <shell>bash</shell>\n"
        "</environment_context>"
    )
    rec(
        "response_item",
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": env}]},
    )
    for n, step in enumerate(session.steps):
        at += _gap(key, n, step)
        if isinstance(step, Say):
            if step.role == "user":
                rec(
                    "turn_context",
                    {
                        "cwd": str(folder),
                        "approval_policy": "on-request",
                        "sandbox_policy": {"mode": "workspace-write"},
                        "model": "gpt-5-codex",
                        "effort": "medium",
                        "summary": "auto",
                    },
                )
                rec(
                    "response_item",
                    {
                        "type": "message",
                        "role": "user",
                        "content": [{"type": "input_text", "text": step.text}],
                    },
                )
                rec("event_msg", {"type": "user_message", "message": step.text, "images": []})
            else:
                rec("event_msg", {"type": "agent_message", "message": step.text})
                rec(
                    "response_item",
                    {
                        "type": "message",
                        "role": "assistant",
                        "content": [{"type": "output_text", "text": step.text}],
                    },
                )
                tokens()
            continue
        call = f"call_{_hex(24, native, n)}"
        if n % 3 == 0:
            rec(
                "response_item",
                {
                    "type": "reasoning",
                    "summary": [],
                    "content": None,
                    "encrypted_content": "gAAAAB" + _hex(40, native, "r", n),
                },
            )
        if isinstance(step, Edit | Write):
            rec(
                "response_item",
                {
                    "type": "custom_tool_call",
                    "status": "completed",
                    "call_id": call,
                    "name": "apply_patch",
                    "input": _patch(step),
                },
            )
            at += timedelta(seconds=1)
            mark = "A" if isinstance(step, Write) else "M"
            done = f"Success. Updated the following files:\n{mark} {step.path}\n"
            rec(
                "response_item",
                {
                    "type": "custom_tool_call_output",
                    "call_id": call,
                    "output": output(done, 0, 0.0),
                },
            )
            continue
        if isinstance(step, Read):
            command, text, code = f"sed -n '1,120p' {step.path}", step.content, 0
        else:
            assert isinstance(step, Run)
            command, text, code = step.command, step.output, step.exit_code
        args = {"command": ["bash", "-lc", command], "workdir": str(folder), "timeout_ms": 120_000}
        rec(
            "response_item",
            {"type": "function_call", "name": "shell", "arguments": _json(args), "call_id": call},
        )
        seconds = 0.1 + len(text) / 4000
        at += timedelta(seconds=seconds)
        rec(
            "response_item",
            {
                "type": "function_call_output",
                "call_id": call,
                "output": output(text, code, seconds),
            },
        )
    path.write_text("".join(_json(line) + "\n" for line in lines), encoding="utf-8")
    return path, native


# -- Aider ------------------------------------------------------------------------------------

_TESTS = (
    "pytest",
    "go test",
    "pnpm test",
    "pnpm vitest",
    "npx vitest",
    "npm test",
    "cargo test",
    "uv run pytest",
    "bundle exec rspec",
    "mvn test",
)


def _quote(text: str) -> list[str]:
    """Tool output as Aider logs it: `> ` lines with a hard break, bare `>` for blank lines."""
    return [f"> {line}  " if line.strip() else ">" for line in text.rstrip("\n").split("\n")]


def _k(text: str) -> str:
    return f"{max(len(text) / 4000, 0.1):.1f}k"


def _aider_session(key: str, session: Session, start: datetime) -> str:
    out: list[str] = [
        "",
        f"# aider chat started at {start.strftime('%Y-%m-%d %H:%M:%S')}",
        "",
        "> aider --model sonnet  ",
        "> Aider v0.86.1  ",
        "> Main model: anthropic/claude-sonnet-4-20250514 with diff edit format, infinite output  ",
        "> Weak model: anthropic/claude-3-5-haiku-20241022  ",
        f"> Git repo: .git with {int(_hex(2, key), 16) % 90 + 24} files  ",
        "> Repo-map: using 4096 tokens, auto refresh  ",
        "",
    ]
    reply: list[str] = []  # the assistant's reply being written (Say + SEARCH/REPLACE blocks)
    edited: list[str] = []
    created: set[str] = set()
    commits: list[str] = []  # "<sha> <message>" of Aider's own commits
    sent = 1.8
    cost = 0.0
    n = 0

    def close_reply() -> None:
        nonlocal sent, cost
        if not reply:
            return
        out.extend(reply)
        out.append("")
        sent += 0.4
        cost += 0.01 + len("".join(reply)) / 400_000
        out.append(
            f"> Tokens: {sent:.1f}k sent, {len(''.join(reply)) // 4} received. "
            f"Cost: $0.01 message, ${cost:.2f} session.  "
        )
        for path in dict.fromkeys(edited):
            out.append(f"> Applied edit to {path}  ")
        if edited:
            sha = _hex(7, key, "commit", len(commits))
            what = "feat: add" if created & set(edited) else "fix: update"
            msg = f"{what} {', '.join(dict.fromkeys(edited))}"
            commits.append(f"{sha} {msg}")
            out.append(f"> Commit {sha} {msg}  ")
        out.append("")
        reply.clear()
        edited.clear()

    def user(text: str) -> None:
        close_reply()
        for line in text.split("\n"):
            out.append(f"#### {line}  " if line.strip() else "####   ")
        out.append("")

    for step in session.steps:
        n += 1
        if isinstance(step, Say):
            if step.role == "user":
                user(step.text)
                if step.text.strip().startswith("/undo") and commits:
                    undone = commits.pop()
                    base = (
                        f"{_hex(7, key, 'base')} Merge pull request #{len(key) * 7} from acme/dev"
                    )
                    out += [
                        f"> Removed: {undone}  ",
                        f"> Now at:  {commits[-1] if commits else base}  ",
                        "> You can use /undo to undo and discard each aider commit.  ",
                        "",
                    ]
            else:
                if reply:
                    reply.append("")
                reply.append(step.text)
            continue
        if isinstance(step, Edit | Write):
            if reply:
                reply.append("")
            search = step.old if isinstance(step, Edit) else ""
            new = step.new if isinstance(step, Edit) else step.content.rstrip("\n")
            fence = _fence_lang(step.path)
            reply += [step.path, f"```{fence}", "<<<<<<< SEARCH"]
            reply += [*(search.split("\n") if search else []), "=======", *new.split("\n")]
            reply += [">>>>>>> REPLACE", "```"]
            edited.append(step.path)
            if isinstance(step, Write):
                created.add(step.path)
            continue
        if isinstance(step, Read):
            user(f"/add {step.path}")
            out += [f"> Added {step.path} to the chat  ", ""]
            continue
        assert isinstance(step, Run)
        text = step.output.rstrip("\n")
        if reply:  # the assistant suggested the command: Aider offers to run it
            reply += ["", "```bash", step.command, "```"]
            close_reply()
            out += [
                "> Run shell command? (Y)es/(N)o/(D)on't ask again [Yes]: y  ",
                "",
                f"> Running {step.command}  ",
            ]
            if text:
                out += _quote(text)
                out += [
                    "> Add command output to the chat? (Y)es/(N)o/(D)on't ask again [Yes]: y  ",
                    f"> Added {text.count(chr(10)) + 1} lines of output to the chat.  ",
                ]
            out.append("")
            continue
        is_test = step.command.startswith(_TESTS)
        user(f"/{'test' if is_test else 'run'} {step.command}")
        if text:
            out += _quote(text)
            if not is_test:
                out.append(
                    f"> Add {_k(text)} tokens of command output to the chat? (Y)es/(N)o [Yes]: y  "
                )
                out.append(f"> Added {text.count(chr(10)) + 1} lines of output to the chat.  ")
        out.append("")
    close_reply()
    return "\n".join(out) + "\n"


def _fence_lang(path: str) -> str:
    ext = path.rsplit(".", 1)[-1] if "." in path else ""
    return {
        "py": "python",
        "ts": "typescript",
        "tsx": "tsx",
        "go": "go",
        "rs": "rust",
        "js": "javascript",
        "sql": "sql",
        "sh": "bash",
        "rb": "ruby",
        "java": "java",
        "yml": "yaml",
        "yaml": "yaml",
        "toml": "toml",
        "json": "json",
        "prisma": "prisma",
    }.get(ext, "")
