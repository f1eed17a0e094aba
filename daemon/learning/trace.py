"""A session as what happened in it, whatever agent wrote it: words, runs, edits, reverts.

The learning code reads one agent-neutral trace instead of each agent's tool
names. Structured agents (Claude Code, Codex, Gemini, ...) give tool calls:
a shell call with its result becomes a `Ran`, an edit call (Edit, MultiEdit,
Write, apply_patch, replace, ...) an `Edited` with its old → new text. Aider
has no tool calls: its `/run` and `/test` lines with the `> ` output after
them are runs, the SEARCH/REPLACE blocks of its replies are edits, and
`/undo` is a revert. A run failed when its exit code says so or, without
one, when its output says so per tool (daemon/learning/errors/signature.py).

Reverts are recognised from what undoes a change: `git checkout -- f`,
`git restore`, `git revert`, `git reset --hard`, `git stash` (and `drop`),
Aider's `/undo`, and an edit that puts back text an earlier edit replaced.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from typing import Any

from kenning.daemon.core.command_line import SETUP, command_steps, remote_command, work_steps
from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall
from kenning.daemon.learning.changes.reader import Change, from_tool_call, parse_search_replace
from kenning.daemon.learning.errors.pasted import pasted_error
from kenning.daemon.learning.errors.signature import (
    ErrorSig,
    error_signature,
    failed,
    family_of,
    normalise,
    tool_of,
)
from kenning.daemon.learning.errors.text import Doc, is_wrapper

__all__ = [
    "Edited",
    "Event",
    "Ran",
    "Reverted",
    "Said",
    "Trace",
    "command_families",
    "command_family",
    "command_steps",
    "failing_step",
    "own_output",
    "read_trace",
    "shell_command",
    "user_words",
]

#: characters of a run's output kept in the trace (errors sit at the start or the end)
OUTPUT_HEAD = 16_000
OUTPUT_TAIL = 48_000
_SHELLS = {"bash", "sh", "zsh", "dash", "fish", "pwsh", "powershell"}
_SHELL_TOOLS = {
    "bash", "shell", "exec_command", "local_shell", "run_shell_command", "run_terminal_cmd",
    "run_terminal_command", "run_terminal_command_v2", "execute_command", "terminal", "command",
    "container.exec", "run_command",
}  # fmt: skip
_AIDER_RUN = re.compile(r"^/(run|test|lint)\s+(.+)$", re.S)
_AIDER_SHELL = re.compile(r"^!\s*(.+)$", re.S)
_AIDER_UNDO = re.compile(r"^/undo\b")
_AIDER_SAY = re.compile(r"^/(?:ask|code|architect|context)\s+(.+)$", re.S)
#: user messages an agent writes itself: environment blocks, instructions, command echoes
_INJECTED = re.compile(
    r"^\s*(?:<[a-zA-Z_][\w-]*(?:\s[^>]*)?>|# AGENTS\.md instructions|Caveat: The messages below)"
)
_AIDER_NOISE = re.compile(
    r"^(?:Add [\d.]+k? tokens of command output to the chat\?.*|Running .*|"
    r"Tokens: .*|Applied edit to .*|Commit [0-9a-f]{7,} .*|Added .* to the chat.*)$"
)
#: file tools whose connector keeps the diff or new content as the call's result (Cline)
_CONTENT_IN_RESULT = frozenset({"editedexistingfile", "newfilecreated", "fileedited"})
#: the summary an export gives an edit whose text it left out
_EDIT_SUMMARY = re.compile(r"^(?:Edit|Write|Create|Update|Modify) file:\s*(\S.*)$", re.I)
#: a tool result that says the call never ran (or was stopped by the person): the user
#: declined it, the client cancelled it beside a failing parallel call, the person interrupted
_NOT_RUN = re.compile(
    r"\s*(?:<tool_use_error>\s*Cancelled\b|The user doesn't want to (?:proceed|take this action)|"
    r"\[Request interrupted by user|exec command rejected by user|"
    r"The user (?:denied|rejected) this operation|aborted by user\s*$)"
)
_REVERT_CMD = re.compile(
    r"\bgit\s+(?:checkout\s+(?:HEAD\s+)?--\s|checkout\s+\S+\.\w+|restore\b|revert\b|"
    r"reset\s+--hard\b|stash(?:\s+(?:push|save))?\s*(?:$|&&|;)|stash\s+drop\b)"
)


@dataclass
class Said:
    """Words of the user or the assistant, with who wrote them (`Origin`).

    `role` is the side of the conversation ("user" or "assistant"); `origin`
    who wrote the words: only `human` words are the person's, and only they
    become preferences, corrections or reasons (the trace keeps no other user
    text, and the learning code checks `origin` again). `error` is the error
    the person pasted, if the words hold one.
    """

    idx: int
    role: str
    text: str
    origin: str = Origin.HUMAN.value
    error: ErrorSig | None = None

    @property
    def human(self) -> bool:
        """The person's own words."""
        return self.role == "user" and self.origin == Origin.HUMAN.value


@dataclass
class Ran:
    """A command and what it printed; `error` is its primary error when it failed.

    `step` is the step of the command line that matters: the one that failed
    (`failing_step`), else the last one that does work; `family` is its own.
    """

    idx: int
    command: str
    output: str
    failed: bool
    error: ErrorSig | None = None
    step: str = ""

    @property
    def family(self) -> str:
        return command_family(self.step or self.command)

    @property
    def families(self) -> list[str]:
        return command_families(self.command)


@dataclass
class Edited:
    """One or more file changes made in one step."""

    idx: int
    changes: list[Change]


@dataclass
class Reverted:
    """Something undid earlier changes: a git command, Aider's /undo, or an edit put back."""

    idx: int
    how: str
    paths: list[str] = field(default_factory=list)


Event = Said | Ran | Edited | Reverted


@dataclass
class Trace:
    """The events of one session in order, plus what it is about."""

    session: Session
    events: list[Event]

    @property
    def task(self) -> str:
        """The session's first real user request (its task), or ""."""
        for ev in self.events:
            if isinstance(ev, Said) and ev.role == "user" and not ev.text.startswith("/"):
                return ev.text
        return ""


_SUBCOMMAND = re.compile(r"^[a-z][a-z0-9-]*(?::[a-z0-9_-]+)*$")
#: words that hand the command line to another program
_WRAPPERS = {
    "uv": ("run", "tool"),
    "poetry": ("run",),
    "pdm": ("run",),
    "hatch": ("run",),
    "pipenv": ("run",),
    "rye": ("run",),
    "bundle": ("exec",),
    "pnpm": ("exec", "dlx"),
    "npm": ("exec",),
    "yarn": ("exec", "dlx"),
    "conda": ("run",),
}
_PREFIX = frozenset({"sudo", "time", "env", "nice", "nohup", "timeout", "xargs", "command"})
_PASS_THROUGH = frozenset({"exec", "x", "dlx", "tool", "run-script"})
#: package managers whose `run` hands over to a script (`pnpm run build` is `pnpm build`)
_SCRIPT_RUNNERS = frozenset({"npm", "pnpm", "yarn", "bun", "deno", "composer", "mix"})
#: programs whose next word is a path or a name, never a subcommand
_NO_SUBCOMMAND = frozenset(
    {"pytest", "py.test", "jest", "vitest", "mocha", "rspec", "phpunit", "tsc", "eslint", "mypy",
     "pyright", "shellcheck", "flake8", "black", "prettier", "node", "python", "python3", "psql",
     "curl", "pylint", "bash", "sh", "cat", "ls", "grep", "rg", "sed", "find"}
)  # fmt: skip
#: options of runners and package managers that take a value (`uv run --with ruff ruff check`)
_VALUE_OPTIONS = frozenset(
    {"--with", "-p", "--package", "--python", "-n", "--name", "--from", "-C", "--cwd",
     "--filter", "-F", "--dir", "--prefix", "-w", "--workspace", "--env-file"}
)  # fmt: skip


def _program_name(word: str) -> str:
    """A program as a family names it: no folder (`/`, `\\`), quotes, extension or version."""
    prog = re.split(r"[/\\]", word.strip("'\""))[-1]
    prog = re.sub(r"\.(?:exe|cmd|bat|ps1)$", "", prog)
    return re.sub(r"^(python|pip|node)[\d.]+$", r"\1", prog)


def _skip_options(words: list[str], i: int) -> int:
    """The index of the first word at or after `i` that is not an option (or its value)."""
    while i < len(words) and words[i].startswith("-"):
        i += 2 if words[i] in _VALUE_OPTIONS else 1
    return i


def _remote(step: str) -> str | None:
    """The family of the command an `ssh` line runs on the remote host, if it names one."""
    remote = remote_command(step)
    families = [_segment_family(st.split()) for st in work_steps(remote)] if remote else []
    return next((f for f in reversed(families) if f), None)


def _segment_family(words: list[str]) -> str | None:
    i = 0
    while i < len(words) and (re.match(r"^[A-Za-z_]\w*=", words[i]) or words[i] in _PREFIX):
        i += 1
    while i < len(words):
        prog = _program_name(words[i])
        rest = words[i + 1 :]
        if prog in SETUP:
            return None
        if prog in ("npx", "bunx"):
            i = _skip_options(words, i + 1)
            continue
        if prog == "python" and "-m" in rest:
            i += rest.index("-m") + 2
            continue
        if prog in ("bash", "sh", "zsh") and rest and rest[0].startswith("-") and "c" in rest[0]:
            return None  # the script itself is read by tool_of
        if prog == "ssh":
            return _remote(" ".join(words[i:])) or prog
        wrapped = _WRAPPERS.get(prog)
        if wrapped and rest and rest[0] in wrapped:
            i = _skip_options(words, i + 2)
            continue
        if prog in _NO_SUBCOMMAND:
            return prog
        for token in rest:
            token = token.strip("'\"")
            if token.startswith("-") or token in _PASS_THROUGH:
                continue
            if token == "run" and prog in _SCRIPT_RUNNERS:
                continue
            return f"{prog} {token}" if _SUBCOMMAND.match(token) else prog
        return prog
    return None


def command_families(command: str) -> list[str]:
    """The family of each working step of a command line (`cd x && make lint` → [`make lint`]).

    Set-up steps, filters after a pipe (`| tail -5`) and excuses (`|| true`)
    are not what a command line runs (`work_steps`).
    """
    out: list[str] = []
    for segment in work_steps(command):
        remote = remote_command(segment)
        # a line run on another host (`ssh host "cd app && git pull && make"`) runs its steps
        for fam in command_families(remote) if remote else [_segment_family(segment.split())]:
            if fam and fam not in out:
                out.append(fam)
    if not out:
        tool = tool_of(command)
        out.append(tool if tool != "unknown" else (command.split() or ["unknown"])[0])
    return out


def command_family(command: str) -> str:
    """What a command runs: its last real step's program and subcommand.

    `uv run alembic upgrade head` → `alembic upgrade`, `bin/rails db:migrate`
    → `rails db:migrate`, `chmod +x s.sh && make lint` → `make lint`. A
    failure is fixed by a later run of the same family; another family run in
    between (`alembic upgrade head` before `alembic revision`) is part of the
    fix. Paths, flags and values are not part of the family.
    """
    return command_families(command)[-1]


#: a block an agent wraps around what it adds to a user message (reminders, command echoes,
#: instructions files): `<system-reminder>…</system-reminder>`, `<command-name>…`
_BLOCK = re.compile(r"<([a-zA-Z][\w-]*_[\w-]*|[a-zA-Z]+-[\w-]+)(?:\s[^>]*)?>.*?</\1>", re.S)
_NOTICE = re.compile(r"^\s*\[(?:Request interrupted|Image|Pasted text)[^\]]*\]\s*$", re.M)
#: a user message longer than this is a paste (a log, a spec, a file): read its head only
USER_WORDS_MAX = 4000


def user_words(text: str) -> str:
    """What the user wrote in a message, without what the agent or client added to it."""
    clean = _NOTICE.sub("", _BLOCK.sub("", text[: USER_WORDS_MAX * 2])).strip()
    if _INJECTED.match(clean):
        return ""
    return clean[:USER_WORDS_MAX]


#: the most of a user message read for a pasted error (a log's end is kept: errors sit there)
PASTE_MAX = 64_000


def _pasted_text(text: str) -> str:
    """A user message as pasted, without what the client added; a long paste's head and tail."""
    if len(text) > PASTE_MAX:
        text = text[: PASTE_MAX // 4] + "\n" + text[-PASTE_MAX * 3 // 4 :]
    return _NOTICE.sub("", _BLOCK.sub("", text))


def shell_command(call: ToolCall) -> str | None:
    """The command line of a shell tool call, unwrapped from `bash -lc '…'`, or None."""
    inp = call.input if isinstance(call.input, dict) else {}
    for key in ("command", "cmd", "commandLine", "script"):
        value = inp.get(key)
        if isinstance(value, list) and value:
            parts = [str(v) for v in value]
            if (
                len(parts) >= 3
                and parts[0].rsplit("/", 1)[-1] in _SHELLS
                and parts[1]
                in (
                    "-c",
                    "-lc",
                    "-ic",
                )
            ):
                return parts[2].strip() or None
            return " ".join(parts).strip() or None
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def _clip(text: str) -> str:
    if len(text) <= OUTPUT_HEAD + OUTPUT_TAIL:
        return text
    return text[:OUTPUT_HEAD] + "\n…\n" + text[-OUTPUT_TAIL:]


#: lines that only say that something failed, not what
_WRAPPER_LINE = re.compile(
    r"exit (?:code|status)|Error \d+\s*$|^\s*\d+ (?:Error|Warning)\(s\)|Build FAILED|"
    r"^\s*make(?:\[\d+\])?: \*\*\*|^\s*FAILED?\s*$|"
    r"\d+ (?:examples?|tests?), \d+ failures?|^\s*\d+ failed|ELIFECYCLE|Command failed|"
    r"^\s*(?:at |in |from |File \")|^\s*[=\-_*#~]{3,}|^\s*\^",
    re.I,
)
_ERROR_WORD = re.compile(
    r"error|fatal|fail|exception|cannot|can't|could not|not found|uninitiali[sz]ed|undefined|"
    r"denied|refused|invalid|missing|no such|unknown|(?:does|do|did)(?: not|n't) exist|"
    r"not (?:recogni[sz]ed|allowed|permitted|supported|installed|available)|unable to|"
    r"\bno \S+ in\b|\bis required\b",
    re.I,
)


#: a line of source a compiler quotes under its error (`17 |   {state.error as string}`,
#: `> 12 |`): the code, not what is wrong with it
_CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")
#: a search path printed whole (`which: no x in (/usr/bin:/bin:…)`): not what the error says
_SEARCH_PATH = re.compile(r"\((?:[^():\s]*:){2,}[^()\s]*\)")


def _fallback_error(command: str, output: str) -> ErrorSig | None:
    """A failed run whose tool the signature reader does not know: its telling last line."""
    lines = [ln.strip() for ln in Doc.of(output[-8000:], "").lines if ln.strip()]
    plain = [ln for ln in lines if not _WRAPPER_LINE.search(ln) and not _CODE_FRAME.match(ln)]
    pick = next((ln for ln in reversed(plain) if _ERROR_WORD.search(ln)), None)
    if pick is None:
        return None
    pick = _SEARCH_PATH.sub("(…)", pick)[:200]
    return ErrorSig(
        tool=command_family(command).split()[0], code=None, message=pick, shape=normalise(pick)
    )


#: words of a step that name a tool whose program it does not show (`npm run typecheck` is tsc)
_TOOL_WORDS = {
    "tsc": ("tsc", "typecheck", "type-check", "check-types", "types"),
    "eslint": ("eslint", "lint"),
    "ruff": ("ruff", "lint"),
    "mypy": ("mypy", "typecheck", "type-check"),
    "pytest": ("pytest", "test", "tests"),
    "jest": ("jest", "test"),
    "vitest": ("vitest", "test"),
    "cargo": ("cargo",),
    "go": ("go",),
}


def failing_step(command: str, error: ErrorSig | None) -> str:
    """The step of a command line that failed.

    The last working step whose tool the error is of (`pytest -q && ruff check
    .` failing in pytest → `pytest -q`), or whose words name it (`npm run
    typecheck; npm test` failing with `TS2345` → `npm run typecheck`); else
    the last working step, the one a `&&` chain stopped at (`cd x && npm
    install && npm test` → `npm test`). A line that runs its steps on another
    host (`ssh host "cd /srv && git clone … && ls"`) is read for those steps.
    """
    steps = work_steps(command) or [command]
    remote = remote_command(steps[0]) if len(steps) == 1 else None
    if remote is not None and len(work_steps(remote)) > 1:
        # one line run on another host: the step there that failed, read the same way
        return failing_step(remote, error)
    if error is not None and len(steps) > 1:
        mine = [st for st in steps if family_of(tool_of(st)) == error.family]
        if not mine:
            named = _TOOL_WORDS.get(error.tool, ())
            mine = [st for st in steps if set(re.findall(r"[\w-]+", st)) & set(named)]
        if mine:
            return mine[-1]
    return steps[-1]


#: a terminal's prompt line with the command typed after it (`PS D:\\app> npm test`,
#: `user@host:~/app$ make`, `$ make`)
_PROMPT_LINE = re.compile(
    r"^(?:PS [^>\n]{1,200}> ?|[\w.-]+@[\w.-]+[^\n$#]{0,200}[$#] |[$%] )(?P<typed>\S.*)$", re.M
)
#: the most of a command compared with its echo (a terminal wraps and cuts long lines)
_ECHO = 40


def own_output(command: str, output: str) -> str:
    """What a run printed itself, when its output is a terminal's screen that still shows
    earlier commands (Cursor's terminal in a SpecStory export): the text after the first
    prompt line that echoes this run's command, once an earlier prompt line echoed another
    one. An earlier command's error is not this run's; prompt lines that only redraw the
    command are not output. Output with no such echo is returned as it is."""
    prompts = list(_PROMPT_LINE.finditer(output))
    if len(prompts) < 2:
        return output
    typed = " ".join(command.split())[:_ECHO]

    def echoes(m: re.Match[str]) -> bool:
        echo = " ".join(m.group("typed").split())[:_ECHO]
        n = min(len(echo), len(typed))
        return n >= 4 and echo[:n] == typed[:n]

    first = next((i for i, m in enumerate(prompts) if echoes(m)), None)
    if not first:  # none, or the screen opens with this command: nothing earlier to cut
        return output
    rest = output[prompts[first].end() :]
    return "\n".join(ln for ln in rest.splitlines() if not _PROMPT_LINE.match(ln)).strip("\n")


def _run(idx: int, command: str, output: str, exit_code: int | None, is_error: bool | None) -> Ran:
    output = _clip(own_output(command, output))
    bad = failed(command, output, exit_code, is_error)
    error = None
    if bad:
        error = error_signature(command, output)
        if error is None or is_wrapper(error.message):
            # only "ELIFECYCLE … exit code 1" was recognised: the telling line above it says more
            error = _fallback_error(command, output) or error
    step = failing_step(command, error) if bad else (work_steps(command) or [command])[-1]
    return Ran(idx, command, output, bad, error, step)


def _input(call: ToolCall) -> dict[str, Any]:
    if isinstance(call.input, dict):
        return call.input
    if isinstance(call.input, str):
        return {"input": call.input}
    return {}


def _revert_paths(command: str) -> list[str]:
    tail = command.split("--", 1)[1] if " -- " in f" {command} " else ""
    return [p for p in tail.split() if p and not p.startswith("-") and p not in ("&&", ";")]


class _Builder:
    def __init__(self) -> None:
        self.events: list[Event] = []
        self.pending: dict[str, tuple[int, ToolCall]] = {}
        self.replaced: list[tuple[str, str]] = []  # (path, old text) of earlier edits
        self.files: dict[str, str] = {}  # the whole text of files the session wrote, by path

    def _known(self, changes: list[Change]) -> list[Change]:
        """Whole-file writes of a file the session wrote before, as the change they make.

        Aider's `whole` replies and a `Write` over a written file give the new
        file only: with the text the session last gave it, the change is what
        differs (`describe_change` can then name it). Paths compare with `/`.
        """
        out: list[Change] = []
        for c in changes:
            key = c.path.replace("\\", "/")
            before = self.files.get(key)
            if not c.old and c.new and before is not None and before != c.new:
                c = Change(c.path, before, c.new, c.deleted, c.moved_from)
                self.files[key] = c.new
            elif not c.old and c.new:
                self.files[key] = c.new
            elif before is not None and c.old and c.old in before:
                self.files[key] = before.replace(c.old, c.new, 1)
            out.append(c)
        return out

    def edit(self, idx: int, changes: list[Change]) -> None:
        if not changes:
            return
        changes = self._known(changes)
        undone = [
            c.path
            for c in changes
            if c.new.strip()
            and any(p == c.path and old.strip() == c.new.strip() for p, old in self.replaced)
        ]
        self.events.append(Edited(idx, changes))
        if undone:
            self.events.append(Reverted(idx, "edit put back", undone))
        self.replaced += [(c.path, c.old) for c in changes if c.old.strip()]

    def command(
        self, idx: int, command: str, output: str, code: int | None, err: bool | None
    ) -> None:
        if _REVERT_CMD.search(command):
            self.events.append(Reverted(idx, command, _revert_paths(command)))
            return
        if command.startswith("apply_patch"):
            self.edit(idx, from_tool_call("shell", {"command": ["apply_patch", command[11:]]}))
            return
        self.events.append(_run(idx, command, output, code, err))

    def call(self, idx: int, call: ToolCall, result: ToolCall | None) -> None:
        name = call.name.lower()
        inp = _input(call)
        out = result.output if result is not None else call.output
        code = result.exit_code if result is not None else call.exit_code
        err = result.is_error if result is not None else call.is_error
        if out and _NOT_RUN.match(out):
            return  # refused, cancelled or interrupted: nothing ran, nothing failed
        changes = from_tool_call(call.name, inp)
        if not changes and out and name in _CONTENT_IN_RESULT:
            # Cline's file tools: the connector keeps their diff or content as the result
            changes = from_tool_call(call.name, {**inp, "content": out, "diff": out})
        if not changes:
            # an edit exported without its text (SpecStory's `Edit file: src/a.ts`): which
            # file changed is known, how it changed is not
            named = _EDIT_SUMMARY.match(str(inp.get("summary", "")))
            if named is not None and inp.get("type") == "write":
                changes = [Change(named.group(1).strip(), "", "")]
        if changes:
            if not err:
                self.edit(idx, changes)
            return
        cmd = shell_command(call) if name in _SHELL_TOOLS or "command" in inp else None
        if cmd is not None:
            where = _subfolder(inp)
            if where is not None:  # run in a subfolder: the line says so, as a person types it
                cmd = f"cd {shlex.quote(where)} && {cmd}"
            self.command(idx, cmd, out or "", code, err)


#: a shell call's working-directory argument (Gemini CLI `dir_path`, Codex `workdir`, ...)
_WORKDIR_KEYS = ("dir_path", "directory", "workdir", "cwd")


def _subfolder(inp: dict[str, Any]) -> str | None:
    """The subfolder of the project a shell call ran in, when its arguments name one by a
    relative path (`dir_path: web`); an absolute one is the project itself, as a rule."""
    for key in _WORKDIR_KEYS:
        value = inp.get(key)
        if isinstance(value, str) and value.strip() not in ("", ".", "./"):
            value = value.strip()
            return None if value.startswith(("/", "~", "\\")) or value[1:3] == ":\\" else value
    return None


def _aider_output(messages: list[Message], i: int) -> tuple[str, int]:
    """The `> ` output after message `i` (Aider's prompts and notices left out)."""
    out: list[str] = []
    while i + 1 < len(messages) and messages[i + 1].role == Role.TOOL:
        i += 1
        out += [ln for ln in messages[i].text.splitlines() if not _AIDER_NOISE.match(ln)]
    return "\n".join(out), i


def _typed(b: _Builder) -> ErrorSig | None:
    """The error of the run just added, when it failed: the person ran it, and their next
    words (before any answer) report it, as if they had pasted it."""
    last = b.events[-1] if b.events else None
    return last.error if isinstance(last, Ran) and last.failed else None


def _aider(messages: list[Message], b: _Builder) -> None:
    """Aider: `/run`, `/test`, `!cmd` lines and the `> ` output after them; edits in replies.

    Consecutive `#### ` lines are one user message, so a message is read line
    by line: words are said, a command line is a run (its output is what
    follows the message), `/undo` a revert, other `/commands` are left out.
    The person's next words, before any answer, report a run that failed
    ("What's wrong? Fix"): its error is theirs, as if pasted.
    """
    i = 0
    typed: ErrorSig | None = None  # the error of the person's last run, not yet answered
    while i < len(messages):
        m = messages[i]
        if m.role == Role.USER and m.said_by != Origin.HUMAN:
            pass  # an architect's reply handed to the editor, an empty prompt: not the person's
        elif m.role == Role.USER:
            words: list[str] = []
            pending: list[str] = []
            undo = False
            for line in m.text.splitlines():
                text = line.strip()
                run = _AIDER_RUN.match(text) or _AIDER_SHELL.match(text)
                if run is not None:
                    pending.append(run.group(run.lastindex or 1).strip())
                elif _AIDER_UNDO.match(text):
                    undo = True
                elif (say := _AIDER_SAY.match(text)) is not None:
                    words.append(say.group(1).strip())
                elif not text.startswith("/"):
                    words.append(line)
            said = "\n".join(words).strip()
            if said:
                pasted = pasted_error(said) or typed
                b.events.append(Said(m.idx, "user", said, m.said_by.value, pasted))
                typed = None
            if undo:
                b.events.append(Reverted(m.idx, "/undo"))
            if pending:
                output, i = _aider_output(messages, i)
                for command in pending[:-1]:
                    b.command(m.idx, command, "", None, None)
                b.command(m.idx, pending[-1], output, None, None)
                typed = _typed(b)
        elif m.role == Role.ASSISTANT and m.text.strip():
            typed = None
            b.events.append(Said(m.idx, "assistant", m.text.strip(), m.said_by.value))
            b.edit(m.idx, parse_search_replace(m.text))
        i += 1


#: a command the person ran themselves in Claude Code's shell mode (`! cmd`), and what it
#: printed, as the client writes them into the transcript
_TYPED_RUN = re.compile(r"^\s*<bash-input>(.*?)</bash-input>\s*$", re.S)
_TYPED_OUTPUT = re.compile(r"<bash-(?:stdout|stderr)>(.*?)</bash-(?:stdout|stderr)>", re.S)


def typed_run_error(msgs: list[Message], i: int) -> ErrorSig | None:
    """The error of a command the person ran themselves at message `i` (Claude Code's
    `! cmd`), from the output the client wrote after it; None when it is no such run or
    did not fail. The client sends that output with the person's next words: the agent
    answers both, so the error is the one those words report, as if pasted."""
    typed = _TYPED_RUN.match(msgs[i].text)
    if typed is None or msgs[i].said_by != Origin.HUMAN:
        return None
    output = ""
    for m in msgs[i + 1 : i + 3]:
        if m.said_by == Origin.HUMAN or m.role == Role.ASSISTANT:
            break
        output += "\n".join(_TYPED_OUTPUT.findall(m.text))
    command = " ".join(typed.group(1).split())
    if not command or not output.strip():
        return None
    ran = _run(msgs[i].idx, command, output, None, None)
    return ran.error if ran.failed else None


def read_trace(session: Session) -> Trace:
    """The trace of a normalised session (messages in `idx` order)."""
    msgs = sorted(session.messages, key=lambda m: m.idx)
    b = _Builder()
    if session.agent == "aider":
        _aider(msgs, b)
        return Trace(session, b.events)
    typed: ErrorSig | None = None  # the error of the person's own last run, not yet answered
    for n, m in enumerate(msgs):
        if m.said_by == Origin.HUMAN and m.text.strip() and not m.tool_calls:
            if _TYPED_RUN.match(m.text):  # the person's own run: its error, or none if it passed
                typed = typed_run_error(msgs, n)
            words = user_words(m.text)
            if words:
                pasted = pasted_error(_pasted_text(m.text)) or typed
                typed = None
                b.events.append(Said(m.idx, "user", words, Origin.HUMAN.value, pasted))
        elif m.role == Role.ASSISTANT and m.text.strip() and not m.text.startswith("[Tool"):
            typed = None
            b.events.append(Said(m.idx, "assistant", m.text.strip(), m.said_by.value))
        for tc in m.tool_calls:
            has_result = (
                tc.output is not None or tc.is_error is not None or tc.exit_code is not None
            )
            if m.role == Role.ASSISTANT:
                if has_result:
                    b.call(m.idx, tc, None)
                elif tc.call_id:
                    b.pending[tc.call_id] = (m.idx, tc)
                else:
                    b.call(m.idx, tc, None)
            elif m.role in (Role.TOOL, Role.USER):
                idx_call = b.pending.pop(tc.call_id or "", None)
                if idx_call is not None:
                    b.call(m.idx, idx_call[1], tc)
    # calls never answered: edits still happened (Write/Edit results may be missing)
    for idx, tc in sorted(b.pending.values(), key=lambda p: p[0]):
        if from_tool_call(tc.name, _input(tc)):
            b.call(idx, tc, None)
    b.events.sort(key=lambda e: e.idx)
    return Trace(session, b.events)
