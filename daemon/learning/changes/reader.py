"""The edits agents make, read from every format into `Change`s.

A learned fix teaches only when it names the change: "change `var counts
map[string]int` to `counts := make(map[string]int)`" helps the next session,
"edit limiter.go" does not. This module reads an agent's edits (a tool call
from Claude Code, Codex, Gemini or a Cursor/Cline-like agent, a unified diff,
Aider's SEARCH/REPLACE blocks) into `Change`s (defined in `file_change`).

It is also the one place to import changes from: phrasing a change from a
token-level diff of its changed lines (`summarize`, `summarize_all`,
`changed_identifiers`, in `change_summary`) and its context (`path_glob`,
`command_change`, in `change_context`) are re-exported here.

Everything is pure and deterministic. Parsers are lenient: what they do not
recognise they skip.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from kenning.daemon.learning.changes.change import BARE_FILES as _BARE_FILES
from kenning.daemon.learning.changes.change import Change
from kenning.daemon.learning.changes.change import split_lines as _lines
from kenning.daemon.learning.changes.change import wordset as _words
from kenning.daemon.learning.changes.context import command_change, path_glob
from kenning.daemon.learning.changes.summary import (
    FRAGMENT,
    MAX_DIFF_LINES,
    changed_identifiers,
    summarize,
    summarize_all,
)

__all__ = [
    "FRAGMENT",
    "MAX_DIFF_LINES",
    "Change",
    "changed_identifiers",
    "command_change",
    "from_tool_call",
    "parse_apply_patch",
    "parse_search_replace",
    "parse_unified_diff",
    "path_glob",
    "summarize",
    "summarize_all",
]


# --- reading edits -------------------------------------------------------------------------------


_PATCH_FILE = re.compile(r"^\*\*\* (Add|Delete|Update) File: (.+?)\s*$")
_PATCH_MOVE = re.compile(r"^\*\*\* Move to: (.+?)\s*$")


def parse_apply_patch(text: str) -> list[Change]:
    """The changes in a Codex `apply_patch` text.

    Args:
        text: "*** Begin Patch" … "*** End Patch" with `*** Add File:`,
            `*** Delete File:` and `*** Update File:` sections (an update may
            carry `*** Move to:` and several `@@` hunks).

    Returns:
        One `Change` per file section, in order; hunk context lines appear in
        both `old` and `new`.
    """
    changes: list[Change] = []
    kind = path = move = ""
    old: list[str] = []
    new: list[str] = []

    def flush() -> None:
        if kind == "Add":
            changes.append(Change(path, "", "\n".join(new)))
        elif kind == "Delete":
            changes.append(Change(path, "\n".join(old), "", deleted=True))
        elif kind == "Update" and (old or new or move):
            if move:
                changes.append(Change(move, "\n".join(old), "\n".join(new), moved_from=path))
            else:
                changes.append(Change(path, "\n".join(old), "\n".join(new)))

    for raw in _lines(text):
        line = raw.lstrip("\ufeff")
        header = _PATCH_FILE.match(line)
        if header or line.startswith("*** End Patch"):
            flush()
            kind, path = (header.group(1), header.group(2)) if header else ("", "")
            move, old, new = "", [], []
            continue
        moved = _PATCH_MOVE.match(line)
        if moved and kind == "Update":
            move = moved.group(1)
        elif not kind or line.startswith("*** ") or line.startswith("@@"):
            continue  # "*** Begin Patch", "*** End of File", hunk anchors
        elif kind == "Add":
            new.append(line[1:] if line.startswith("+") else line)
        elif kind == "Update":
            if line.startswith("+"):
                new.append(line[1:])
            elif line.startswith("-"):
                old.append(line[1:])
            else:  # context; models often drop the space of an empty context line
                context = line[1:] if line.startswith(" ") else line
                old.append(context)
                new.append(context)
    flush()
    return changes


_HUNK = re.compile(r"^@@+ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@+")
_GIT_HEADER = re.compile(r"^diff --git (?:\"?a/)?(.+?)\"? (?:\"?b/)?(.+?)\"?$")


@dataclass
class _DiffFile:
    old_path: str
    new_path: str
    old: list[str]
    new: list[str]
    from_git: bool = False
    has_paths: bool = False


def _diff_path(raw: str, prefix: str) -> str:
    path = raw.split("\t", 1)[0].strip()
    if len(path) > 1 and path.startswith('"') and path.endswith('"'):
        path = path[1:-1]
    if path == "/dev/null":
        return ""
    return path[2:] if path.startswith(prefix) else path


def _diff_change(f: _DiffFile) -> Change | None:
    old, new = "\n".join(f.old), "\n".join(f.new)
    if f.has_paths and not f.new_path and f.old_path:
        return Change(f.old_path, old, "", deleted=True)
    if f.has_paths and not f.old_path:
        return Change(f.new_path, "", new)
    path = f.new_path or f.old_path
    moved = f.old_path if f.old_path != f.new_path else ""
    if not (f.old or f.new or moved):
        return None  # a mode change or a binary file
    return Change(path, old, new, moved_from=moved)


def parse_unified_diff(text: str) -> list[Change]:
    """The changes in a unified diff (`git diff`, `diff -u`, Aider's udiff format).

    Hunks with line counts are read by their counts, so a removed SQL comment
    (`--- x`) is not mistaken for a file header; Aider's `@@ ... @@` hunks
    without counts end at the first line that is not context, `-` or `+`.
    Hunks before any file header belong to a change with an empty path.

    Args:
        text: the diff, possibly with prose or fences around it.

    Returns:
        One `Change` per file, in order; renames set `moved_from`.
    """
    lines = _lines(text)
    changes: list[Change] = []
    current: _DiffFile | None = None
    left_old = left_new = 0  # lines still owed by a counted hunk
    loose = False  # inside a hunk without counts

    def flush() -> None:
        if current is not None:
            change = _diff_change(current)
            if change is not None:
                changes.append(change)

    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        i += 1
        if current is not None and (left_old > 0 or left_new > 0):
            mark = line[:1]
            if mark in (" ", "", "-", "+"):
                body = line[1:]
                if mark != "+":
                    current.old.append(body)
                    left_old -= 1
                if mark != "-":
                    current.new.append(body)
                    left_new -= 1
                continue
            if mark == "\\":  # "\ No newline at end of file"
                continue
            left_old = left_new = 0  # a short hunk: read the line as a header
        git = _GIT_HEADER.match(line)
        if git:
            flush()
            current = _DiffFile(git.group(1), git.group(2), [], [], from_git=True)
            loose = False
            continue
        if line.startswith("--- ") and i < n and lines[i].startswith("+++ "):
            old_path, new_path = _diff_path(line[4:], "a/"), _diff_path(lines[i][4:], "b/")
            i += 1
            loose = False
            if current is not None and current.from_git and not current.has_paths:
                current.old_path, current.new_path = old_path, new_path
            else:
                flush()
                current = _DiffFile(old_path, new_path, [], [])
            current.has_paths = True
            continue
        if current is not None and current.from_git and not current.has_paths:
            if line.startswith("rename from "):
                current.old_path = line[len("rename from ") :].strip()
                continue
            if line.startswith("rename to "):
                current.new_path = line[len("rename to ") :].strip()
                continue
        hunk = _HUNK.match(line)
        if hunk or line.startswith("@@"):
            if current is None:
                current = _DiffFile("", "", [], [])
            if hunk:
                left_old = int(hunk.group(2) or "1")
                left_new = int(hunk.group(4) or "1")
                loose = False
            else:
                loose = True
            continue
        if loose and current is not None:
            mark = line[:1]
            if mark in (" ", "-", "+", ""):
                if mark != "+":
                    current.old.append(line[1:])
                if mark != "-":
                    current.new.append(line[1:])
            elif mark != "\\":
                loose = False
    flush()
    return changes


_SEARCH = re.compile(r"^\s*(?:<{5,9}|-{5,9}) SEARCH>?\s*$")
_DIVIDER = re.compile(r"^\s*={5,9}\s*$")
_REPLACE = re.compile(r"^\s*(?:>{5,9}|\+{5,9}) REPLACE\s*$")
#: a fence: backticks or tildes, or one of the tags Aider fences code with when the code
#: itself holds backticks (`<source>` … `</source>`)
_FENCE = re.compile(
    r"^\s*(`{3,}|~{3,}|<(?:source|code|pre|codeblock|sourcecode)>)\s*([^`<>]*?)\s*$"
)
_FILENAME = re.compile(r"[\w.\-/\\~:@+\[\]]+")


def _as_filename(line: str) -> str:
    """The path a line names when it is nothing but a path, else ""."""
    s = line.strip().lstrip("#").strip().strip("*`\"'").rstrip(":").strip("*`\"'")
    if not s or len(s) > 200 or not _FILENAME.fullmatch(s) or s.endswith("."):
        return ""
    if s.startswith(("-", "+", "<", ">", "=")) or "://" in s:
        return ""
    base = s.replace("\\", "/").rsplit("/", 1)[-1]
    if base in _BARE_FILES or ("." in base.strip(".") and not base.endswith(".")):
        return s
    return s if "/" in s.replace("\\", "/").strip("/") and base else ""


def _fence_path(info: str) -> str:
    """A path named in a fence's info string: `src/app.py`, `py:app.py`, `python app.py`."""
    if re.match(r"^\d+:\d+:", info):
        return ""  # a Cursor citation (```12:30:src/app.py) quotes code, it does not write it
    for word in reversed(info.split()):
        name = word.split(":", 1)[1] if re.match(r"^[A-Za-z]+:[^\\/]", word) else word
        if "." in name or "/" in name:
            return _as_filename(name)
    return ""


def _path_above(lines: Sequence[str], i: int, floor: int) -> str:
    """The file name written in the (up to 3) lines above line `i`, not above `floor`."""
    for k in range(i - 1, max(floor, i - 3) - 1, -1):
        text = lines[k].strip()
        if not text:
            continue
        fence = _FENCE.match(text)
        if fence:
            named = _fence_path(fence.group(2))
            if named:
                return named
            continue
        return _as_filename(text)
    return ""


def _fence_end(lines: Sequence[str], start: int, opener: str) -> int:
    closer = f"</{opener[1:]}" if opener.startswith("<") else None
    for k in range(start, len(lines)):
        text = lines[k].strip()
        if closer is not None:
            if text == closer:
                return k
        elif text.startswith(opener) and not text.strip(opener[0]):
            return k
    return len(lines)


def _block(lines: Sequence[str], start: int) -> tuple[str, str, int] | None:
    """SEARCH text, REPLACE text and the line after the block, or None when cut short."""
    k = start
    while k < len(lines) and not _DIVIDER.match(lines[k]):
        if _SEARCH.match(lines[k]) or _REPLACE.match(lines[k]):
            return None
        k += 1
    j = k + 1
    while j < len(lines) and not _REPLACE.match(lines[j]):
        if _SEARCH.match(lines[j]):
            return None
        j += 1
    if j >= len(lines):
        return None
    return "\n".join(lines[start:k]), "\n".join(lines[k + 1 : j]), j + 1


def _looks_like_diff(body: Sequence[str]) -> bool:
    return any(a.startswith("--- ") and b.startswith("+++ ") for a, b in pairwise(body))


def parse_search_replace(markdown: str) -> list[Change]:
    """Every edit in an assistant reply in one of Aider's edit formats.

    Reads SEARCH/REPLACE blocks (the file name on its own line before the
    fence, or first inside it; a block without one reuses the previous block's
    file; an empty SEARCH is a new file; Cline's `------- SEARCH` /
    `+++++++ REPLACE` markers too), ```` ```diff ```` fences (udiff, or a Codex
    patch), and `whole` replies: a line that is only a path, then the whole
    file in a fence, read as a `Change` with `old=""`.

    Args:
        markdown: the reply, prose included; a BOM may precede any line.

    Returns:
        The changes in the order they appear.
    """
    lines = [line.lstrip("\ufeff") for line in _lines(markdown)]
    changes: list[Change] = []
    last_path = ""
    floor = 0  # lines above belong to an earlier edit
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        if _SEARCH.match(line):
            block = _block(lines, i + 1)
            if block is None:
                i += 1
                continue
            old, new, after = block
            last_path = _path_above(lines, i, floor) or last_path
            changes.append(Change(last_path, old, new))
            i = after
            closing = _FENCE.match(lines[i]) if i < n else None
            if closing is not None and not closing.group(2):
                i += 1  # the fence that closes the block
            floor = i
            continue
        fence = _FENCE.match(line)
        if not fence:
            i += 1
            continue
        close = _fence_end(lines, i + 1, fence.group(1))
        body = lines[i + 1 : close]
        if any(_SEARCH.match(b) for b in body):
            i += 1  # blocks inside: read them marker by marker
            continue
        lang, text = (fence.group(2).split() or [""])[0].lower(), "\n".join(body)
        if "*** Begin Patch" in text:
            changes.extend(parse_apply_patch(text))
        elif lang in ("diff", "patch", "udiff") or _looks_like_diff(body):
            changes.extend(parse_unified_diff(text))
        else:
            path = _fence_path(fence.group(2)) or (
                _as_filename(lines[i - 1]) if i - 1 >= floor else ""
            )
            if path and body:
                changes.append(Change(path, "", text))
        i = close + 1
        floor = i
    return changes


_PATH_KEYS = ("file_path", "path", "filePath", "notebook_path", "target_file", "absolute_path")
_OLD_KEYS = ("old_string", "old_str", "oldString", "old_text", "oldText")
_NEW_KEYS = ("new_string", "new_str", "newString", "new_text", "newText")
_CONTENT_KEYS = ("content", "file_text", "contents", "code_edit", "new_source", "text")
_WRITE_TOOLS = frozenset(
    {"write", "write_file", "create_file", "write_to_file", "create", "edit_file", "notebookedit"}
)
_PATCH_TOOLS = frozenset({"apply_patch", "applypatch", "patch"})
_SHELL_TOOLS = _words(
    """
    shell exec_command exec local_shell local_shell_call bash run_shell_command
    """
)


def _first_str(data: Mapping[str, Any], keys: Iterable[str]) -> str | None:
    for key in keys:
        value = data.get(key)
        if isinstance(value, str):
            return value
    return None


def _from_patch_text(text: str) -> list[Change]:
    if "*** Begin Patch" in text or "*** Update File:" in text or "*** Add File:" in text:
        return parse_apply_patch(text)
    return parse_unified_diff(text)


def _from_command(command: Any) -> list[Change]:
    """The patch a shell call applies: `["apply_patch", patch]`, or a heredoc in a script."""
    if isinstance(command, list) and command and all(isinstance(c, str) for c in command):
        if command[0].rsplit("/", 1)[-1] in ("apply_patch", "applypatch"):
            return _from_patch_text("\n".join(command[1:]))
        text = command[-1]
    elif isinstance(command, str):
        text = command
    else:
        return []
    start = text.find("*** Begin Patch")
    if start >= 0 and re.search(r"\bapply_?patch\b", text[:start]):
        end = text.find("*** End Patch", start)
        return parse_apply_patch(text[start : len(text) if end < 0 else end + 13])
    if re.search(r"\b(?:git apply|patch -p\d)\b", text) and "\n--- " in text:
        return parse_unified_diff(text)
    return []


def _from_file_changes(raw: Any) -> list[Change]:
    """Codex's structured changes: `{path: {add|delete|update: …}}`, `[{path, type, diff}]`."""
    pairs: list[tuple[Any, Any]] = []
    if isinstance(raw, Mapping):
        pairs = list(raw.items())
    elif isinstance(raw, list):
        pairs = [(c.get("path"), c) for c in raw if isinstance(c, Mapping)]
    out: list[Change] = []
    for path, spec in pairs:
        if not isinstance(path, str) or not path or not isinstance(spec, Mapping):
            continue
        kind = spec.get("type", spec.get("kind"))
        move = spec.get("move_path")
        if isinstance(kind, Mapping):
            move = kind.get("move_path", move)
            kind = kind.get("type")
        for key in ("add", "delete", "update"):
            if isinstance(spec.get(key), Mapping):
                kind, spec = key, spec[key]
                move = spec.get("move_path", move)
        text = _first_str(spec, ("unified_diff", "diff", "content")) or ""
        if kind == "add":
            out.append(Change(path, "", text))
        elif kind == "delete":
            out.append(Change(path, text, "", deleted=True))
        else:
            target = move if isinstance(move, str) and move else path
            moved = path if target != path else ""
            parsed = parse_unified_diff(text) if text else []
            out.extend(Change(target, c.old, c.new, moved_from=moved) for c in parsed)
            if not parsed and moved:
                out.append(Change(target, "", "", moved_from=moved))
    return out


def from_tool_call(name: str, input: Mapping[str, Any] | str) -> list[Change]:
    """The changes an agent's tool call makes to files.

    Knows Claude Code `Edit`, `MultiEdit`, `Write`, `NotebookEdit`; Codex
    `apply_patch` (its input the patch text, or structured `changes`) and
    `shell`/`exec_command` calls that run `apply_patch`; Gemini `replace` and
    `write_file`; Cursor/Cline-like `edit_file`, `str_replace`,
    `write_to_file`, `replace_in_file`, and the file tools of Cline's UI log
    (`editedExistingFile` with its diff, `newFileCreated` with its content);
    the `str_replace_based_edit_tool`
    commands; MCP-prefixed names (`mcp__fs__edit_file`). A write, a notebook
    cell and an `insert` have no old text: they come back with `old=""`.

    Args:
        name: the tool name as logged.
        input: its arguments (a JSON object, decoded or not), or the raw text
            of a freeform call such as Codex's `custom_tool_call`.

    Returns:
        The changes, or [] for a tool that does not edit or is unknown.
    """
    tool = name.rsplit("__", 1)[-1].rsplit(".", 1)[-1].lower()
    if isinstance(input, str) and input.lstrip().startswith("{"):
        try:  # arguments logged as JSON text
            decoded = json.loads(input)
        except ValueError:
            decoded = None
        if isinstance(decoded, Mapping):
            return from_tool_call(name, decoded)
    if isinstance(input, str):
        if tool in _PATCH_TOOLS:
            return _from_patch_text(input)
        return _from_command(input) if tool in _SHELL_TOOLS else []
    if not isinstance(input, Mapping):
        return []
    if tool in _PATCH_TOOLS:
        text = _first_str(input, ("input", "patch", "patch_text", "patchText", "diff"))
        if text is not None:
            return _from_patch_text(text)
        return _from_file_changes(input.get("changes"))
    if tool in _SHELL_TOOLS:
        return _from_command(input.get("command", input.get("cmd")))
    path = _first_str(input, _PATH_KEYS)
    if not path:
        return []
    edits = input.get("edits")
    if isinstance(edits, list):
        out: list[Change] = []
        for edit in edits:
            if isinstance(edit, Mapping):
                old, new = _first_str(edit, _OLD_KEYS), _first_str(edit, _NEW_KEYS)
                if old is not None and new is not None:
                    out.append(Change(path, old, new))
        return out
    command = input.get("command")
    if tool in ("str_replace_based_edit_tool", "str_replace_editor") and command in (
        "view",
        "undo_edit",
    ):
        return []
    if tool == "notebookedit" and input.get("edit_mode") == "delete":
        return []
    old, new = _first_str(input, _OLD_KEYS), _first_str(input, _NEW_KEYS)
    if old is not None and new is not None:
        return [Change(path, old, new)]
    if command == "insert" and new is not None:
        return [Change(path, "", new)]
    diff = input.get("diff")
    if tool in ("replace_in_file", "editedexistingfile", "fileedited") and isinstance(diff, str):
        blocks = parse_search_replace(diff)
        if not blocks and _looks_like_diff(diff.splitlines()):
            blocks = parse_unified_diff(diff)
        return [Change(path, c.old, c.new) for c in blocks]
    if tool == "newfilecreated":
        content = _first_str(input, ("content", "diff"))
        return [Change(path, "", content)] if content else []
    content = _first_str(input, _CONTENT_KEYS)
    if content is not None and (tool in _WRITE_TOOLS or command in ("create", "write")):
        return [Change(path, "", content)]
    return []
