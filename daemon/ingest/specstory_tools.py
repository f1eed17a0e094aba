"""A SpecStory export's tool blocks: name, summary, command, output and exit status.

Each exporter writes a tool call its own way inside `<tool-use
data-tool-type=… data-tool-name=…><details><summary>…</summary> … </details>`
(and older exports inside a bare `<details>`); for a shell command:

* Cursor: the summary says `Run command: <command>`, then a ```` ```bash ````
  fence repeats the command, then a plain fence holds the output;
* Claude Code: an optional description line, the command as inline code
  (`` `ls src` ``), then a ```` ```text ```` fence with the output (`Exit code
  N` on its first line when it failed);
* Codex CLI: the summary ends with the command as inline code (or the body
  holds it in a ```` ```bash ```` fence when it spans lines), then a fence with
  the output (`Exit code: N`, `Wall time: …`, `Output:`);
* Gemini CLI: an optional `Directory:` line, a ```` ```bash ```` fence with the
  command, then `Result:` and the output, fenced or on the same line
  (`Exit Code: N` inside it).

Legacy Cursor exports write a terminal run as plain markdown between two `---`
lines: a ```` ```bash ```` fence with the command, then a plain fence with its
output (`LEGACY_RUN`, read by specstory.py).

Text inside these blocks is HTML-escaped by the exporter (`&#96;`, `&quot;`,
`&lt;`, `&amp;`): every part is unescaped once, after the block is split, so
an escaped fence in the output cannot end a fence early.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["LEGACY_RUN", "SHELL_LANGS", "ToolBlock", "exit_code_of", "read_block"]

#: fence languages that hold a command line
SHELL_LANGS = frozenset({"bash", "sh", "shell", "zsh", "console", "powershell", "pwsh", "cmd"})
#: tool names that run a command (`data-tool-type="shell"` says so too in v2 exports)
_SHELL_NAMES = frozenset(
    {
        "bash",
        "shell",
        "shell_command",
        "exec_command",
        "run_shell_command",
        "run_terminal_cmd",
        "run_terminal_command",
        "run_terminal_command_v2",
        "terminal",
    }
)

_SUMMARY = re.compile(r"<summary>(.*?)</summary>", re.DOTALL)
_TAGS = re.compile(r"</?(?:details|summary)[^>]*>")
_TOOL_USE_PREFIX = re.compile(r"^Tool use: \*\*[^*]*\*\*\s*•?\s*")
_FENCE = re.compile(
    r"^(?P<tick>`{3,})(?P<lang>[\w+-]*)[ \t]*\n(?P<body>.*?)\n?^(?P=tick)[ \t]*$", re.M | re.S
)
_INLINE = re.compile(r"^`(?P<cmd>[^`\n]+)`\s*$", re.M)
_SUMMARY_CMD = re.compile(r"^(?:Run command:\s*(?P<run>.+)|.*?`(?P<code>[^`]+)`\s*)$", re.S)
#: an exit status on a line of its own: `Exit code: 1` (Codex), `Exit Code: 1` (Gemini),
#: `Exit code 1` (Claude Code), `exit status 2`
_EXIT = re.compile(r"^\s*(?:exit[ _](?:code|status))[: ]\s*(-?\d{1,3})\s*$", re.I | re.M)
_EXIT_JSON = re.compile(r'"exit_code"\s*:\s*(-?\d{1,3})')
_RESULT = re.compile(r"^(?:\*\*)?(?:Result|Output|Error)(?:\*\*)?:[ \t]*(?P<rest>.*)$", re.M | re.S)
#: a legacy Cursor terminal run: `---`, a shell fence, a plain fence, then `---` or the end
LEGACY_RUN = re.compile(
    r"(?:^|(?<=\n))---[ \t]*\n\n```(?P<lang>bash|sh|shell|zsh|powershell|pwsh|cmd|console)[ \t]*\n"
    r"(?P<cmd>(?:(?!```).)*?)\n```[ \t]*\n\n```[ \t]*\n(?P<out>(?:(?!```).)*?)```[ \t]*"
    r"(?=\n\n---[ \t]*(?:\n|\Z)|\n*\Z)",
    re.S,
)


@dataclass(frozen=True)
class ToolBlock:
    """What one tool block holds."""

    name: str
    summary: str = ""
    #: the command line, for a tool that runs one
    command: str | None = None
    #: the tool's output; for a shell tool only the output, not the command again
    output: str = ""
    exit_code: int | None = None
    #: the block says it failed (an `Error:` result, a non-zero exit)
    is_error: bool | None = None


def exit_code_of(output: str) -> int | None:
    """The exit status a tool's output states on a line of its own, if any."""
    found = _EXIT.search(output) or _EXIT_JSON.search(output)
    return int(found.group(1)) if found else None


def _is_shell(name: str, attrs: Mapping[str, str]) -> bool:
    return attrs.get("type") == "shell" or name.lower() in _SHELL_NAMES


def read_block(raw: str, attrs: Mapping[str, str], name: str | None = None) -> ToolBlock:
    """Read the inside of a `<tool-use>` (or old `<details>`) block.

    Args:
        raw: the text between the block's tags, still HTML-escaped.
        attrs: the block's `data-tool-*` attributes (`name`, `type`).
        name: the tool's name when the attributes have none (old exports).
    """
    name = attrs.get("name") or name or "tool"
    found = _SUMMARY.search(raw)
    summary = _TOOL_USE_PREFIX.sub("", found.group(1).strip()) if found else ""
    if summary.startswith(f"{name}:"):  # older exports: "Read file: src/app.ts"
        summary = summary[len(name) + 1 :].strip()
    body = _TAGS.sub("", _SUMMARY.sub("", raw)).strip()
    if not _is_shell(name, attrs):
        return ToolBlock(name, html.unescape(summary), output=html.unescape(body))
    return _shell(name, html.unescape(summary), body)


def _shell(name: str, summary: str, body: str) -> ToolBlock:
    """A shell tool's command, output and exit status (see the module docstring)."""
    command: str | None = None
    wanted = _SUMMARY_CMD.match(summary) if summary else None
    if wanted is not None:
        command = (wanted.group("run") or wanted.group("code") or "").strip() or None
    fences = list(_FENCE.finditer(body))
    rest = body
    if fences and fences[0].group("lang").lower() in SHELL_LANGS:
        # the command fence (Cursor repeats the summary's command there; Gemini has only it)
        command = command or html.unescape(fences[0].group("body")).strip() or None
        rest = body[: fences[0].start()] + body[fences[0].end() :]
        fences = fences[1:]
    elif command is None:
        inline = _INLINE.search(body)
        if inline is not None and (not fences or inline.start() < fences[0].start()):
            command = html.unescape(inline.group("cmd")).strip() or None
            rest = body[inline.end() :]
    if fences:
        output = "\n".join(f.group("body") for f in fences)
    else:
        result = _RESULT.search(rest)
        output = result.group("rest") if result else ""
    output = html.unescape(output).strip("\n")
    exit_code = exit_code_of(output)
    failed = re.search(r"^(?:\*\*)?Error(?:\*\*)?:", rest, re.M) is not None
    is_error = True if failed else (None if exit_code is None else exit_code != 0)
    return ToolBlock(name, summary, command, output, exit_code, is_error)
