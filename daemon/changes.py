"""The edits agents make, read from every format and summarised as the change itself.

A learned fix teaches only when it names the change: "change `var counts
map[string]int` to `counts := make(map[string]int)`" helps the next session,
"edit limiter.go" does not. This module reads an agent's edits (a tool call
from Claude Code, Codex, Gemini or a Cursor/Cline-like agent, a unified diff,
Aider's SEARCH/REPLACE blocks) into `Change`s and phrases a `Change` from a
token-level diff of its changed lines only.

Everything is pure and deterministic. Inputs can be whole files or long
patches, so the line diff looks at no more than `MAX_DIFF_LINES` changed lines
per side and a phrase quotes fragments of at most `FRAGMENT` characters.
Parsers are lenient: what they do not recognise they skip.
"""

from __future__ import annotations

import difflib
import json
import re
import shlex
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

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

#: changed lines per side that the line diff looks at; the rest is not read
MAX_DIFF_LINES = 200
#: longest quoted fragment in a phrase, "…" included
FRAGMENT = 60


@dataclass(frozen=True)
class Change:
    """One edit to one file, as the agent wrote it.

    `old` and `new` are the replaced and replacing text (a hunk's lines, an
    Edit's strings, a whole file), not necessarily whole files. `old` is "" for
    a new file, `new` is "" for a deletion; `deleted` tells a deletion from an
    emptied file, and `moved_from` names the old path of a renamed file
    (`path` is then the new one).
    """

    path: str
    old: str
    new: str
    deleted: bool = False
    moved_from: str = ""


# --- reading edits -------------------------------------------------------------------------------


_CR = re.compile(r"\r+\n?")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _lines(text: str) -> list[str]:
    """Lines of a text with any line ending (CRLF, and the `\\r\\r\\n` of some Aider logs)."""
    return (_CR.sub("\n", text) if "\r" in text else text).split("\n")


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
_FENCE = re.compile(r"^\s*(`{3,}|~{3,})\s*([^`]*?)\s*$")
_BARE_FILES = frozenset(
    {"Makefile", "Dockerfile", "Gemfile", "Rakefile", "Procfile", "Justfile", "Containerfile"}
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
    for k in range(start, len(lines)):
        text = lines[k].strip()
        if text.startswith(opener) and not text.strip(opener[0]):
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
    `write_to_file`, `replace_in_file`; the `str_replace_based_edit_tool`
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
    if tool == "replace_in_file" and isinstance(diff, str):
        return [Change(path, c.old, c.new) for c in parse_search_replace(diff)]
    content = _first_str(input, _CONTENT_KEYS)
    if content is not None and (tool in _WRITE_TOOLS or command in ("create", "write")):
        return [Change(path, "", content)]
    return []


# --- phrasing a change ---------------------------------------------------------------------------

_COMMENT_PREFIXES: dict[str, tuple[str, ...]] = {
    ext: prefixes
    for exts, prefixes in (
        ("py sh bash zsh yml yaml toml rb r pl cfg conf txt nix tf ps1 mk", ("#",)),
        ("ini", ("#", ";")),
        (
            "go rs ts tsx js jsx mjs cjs java c h cc cpp hpp cs swift kt scala dart",
            ("//", "/*", "*"),
        ),
        ("php", ("//", "#", "/*", "*")),
        ("sql lua hs elm", ("--",)),
        ("html xml vue svelte astro md", ("<!--",)),
        ("css scss less", ("/*", "*")),
    )
    for ext in exts.split()
}
_ANY_COMMENT = ("#", "//", "-- ", "/*", "<!--")
_IMPORT = re.compile(
    r"^(?:import\b|from \S+ import\b|use \S|#include\b|using \S|@import\b|require[ (]"
    r"|(?:const|let|var) \w+ = require\(|extern crate\b|\"[\w./-]+\"$)"
)
_TRIVIAL = re.compile(r"[\s{}()\[\];,.:]*|end|fi|done|else|esac|\}\s*else\s*\{|pass")
_TOKEN = re.compile(r"\w+|\s+|[^\w\s]")
_KEY_VALUE = re.compile(r"^\s*-?\s*[\w.\-\"'\[\]]+\s*(?::|=|:=)\s")
_BARE_WORD = re.compile(r"[\w.\-'\"]+")
_ALNUM = re.compile(r"[A-Za-z0-9]")
_CHUNK = re.compile(r"\S+|\s+")
_CALL = re.compile(r"[A-Za-z_]\w*\s*\(")
_SEPARATORS = frozenset(" \t,;|&")
_LOCKFILES = _words(
    """
    package-lock.json yarn.lock pnpm-lock.yaml poetry.lock uv.lock Cargo.lock go.sum
    Gemfile.lock composer.lock bun.lockb
    """
)
_RANK_EDIT, _RANK_FILE, _RANK_IMPORT, _RANK_COMMENT, _RANK_SPACE, _RANK_NOISE = range(6)


def _comment_prefixes(path: str) -> tuple[str, ...]:
    base = path.replace("\\", "/").rsplit("/", 1)[-1]
    if base in _BARE_FILES:
        return ("#",)
    ext = base.rsplit(".", 1)[-1].lower() if "." in base else ""
    return _COMMENT_PREFIXES.get(ext, _ANY_COMMENT)


def _is_comment(line: str, prefixes: tuple[str, ...]) -> bool:
    return line.startswith(prefixes) and not line.startswith(("#include", "#!", "#define", "#["))


def _is_trivial(line: str) -> bool:
    return _TRIVIAL.fullmatch(line) is not None


def _squash(lines: Iterable[str]) -> str:
    return "".join("".join(line.split()) for line in lines)


def _regions(change: Change) -> list[tuple[list[str], list[str]]]:
    """The changed runs of lines (stripped, blanks dropped), common lines left out."""
    a = [line.strip() for line in _lines(change.old)]
    b = [line.strip() for line in _lines(change.new)]
    top = 0
    while top < min(len(a), len(b)) and a[top] == b[top]:
        top += 1
    bottom = 0
    while bottom < min(len(a), len(b)) - top and a[-1 - bottom] == b[-1 - bottom]:
        bottom += 1
    a = a[top : len(a) - bottom][:MAX_DIFF_LINES]
    b = b[top : len(b) - bottom][:MAX_DIFF_LINES]
    regions: list[tuple[list[str], list[str]]] = []
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            olds, news = [x for x in a[i1:i2] if x], [x for x in b[j1:j2] if x]
            if olds or news:
                regions.append((olds, news))
    return regions


def _focus(
    region: tuple[list[str], list[str]], prefixes: tuple[str, ...]
) -> tuple[list[str], list[str]]:
    """A region without its comment lines, when it changed code too."""
    olds, news = region
    code_olds = [line for line in olds if not _is_comment(line, prefixes)]
    code_news = [line for line in news if not _is_comment(line, prefixes)]
    return (code_olds, code_news) if code_olds or code_news else region


def _region_rank(region: tuple[list[str], list[str]], prefixes: tuple[str, ...]) -> int:
    olds, news = region
    if _squash(olds) == _squash(news):
        return _RANK_SPACE
    both = olds + news
    if all(_is_comment(line, prefixes) for line in both):
        return _RANK_COMMENT
    if all(_IMPORT.match(line) or _is_trivial(line) for line in both):
        return _RANK_IMPORT
    return _RANK_EDIT


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _q(text: str, limit: int) -> str:
    """A fragment quoted as code, cut to `limit` characters."""
    text = _cut(text, limit)
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def _pick_line(lines: Sequence[str], prefixes: tuple[str, ...]) -> str:
    """The most telling of some lines: code, then imports, comments, closing brackets."""
    solid = [line for line in lines if not _is_trivial(line)]
    code = [line for line in solid if not _is_comment(line, prefixes)]
    body = [line for line in code if not _IMPORT.match(line)]
    return (body or code or solid or [*lines, ""])[0]


def _best_pair(
    olds: Sequence[str], news: Sequence[str], prefixes: tuple[str, ...]
) -> tuple[str, str]:
    """The old and new line most alike: the one line the region really changed.

    Comment lines are left out when code lines changed too.
    """
    code_olds = [line for line in olds if not _is_comment(line, prefixes)]
    code_news = [line for line in news if not _is_comment(line, prefixes)]
    if code_olds and code_news:
        olds, news = code_olds, code_news
    if len(olds) == len(news):
        for o, n in zip(olds, news, strict=True):
            if _squash([o]) != _squash([n]):
                return o, n
    best, pair = -1.0, (olds[0], news[0])
    for o in olds[:20]:
        for n in news[:20]:
            # a minified line can be megabytes long: its start tells enough
            matcher = difflib.SequenceMatcher(None, o[:400], n[:400], autojunk=False)
            if matcher.real_quick_ratio() > best and matcher.quick_ratio() > best:
                ratio = matcher.ratio()
                if ratio > best:
                    best, pair = ratio, (o, n)
    return pair


def _offsets(tokens: Sequence[str], at: int) -> list[int]:
    out = [at]
    for token in tokens:
        at += len(token)
        out.append(at)
    return out


def _chunk(text: str, start: int, end: int) -> tuple[int, int]:
    """A span widened to whitespace on both sides, then trimmed of it."""
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _clip(text: str, start: int, end: int, focus: int, limit: int) -> str:
    """`text[start:end]`, but when long, the part around `focus` (where it differs)."""
    if end - start <= limit or focus - start <= limit // 2:
        return text[start:end]
    return "…" + text[max(start, focus - limit // 4) : end]


@dataclass(frozen=True)
class _LineDiff:
    """Where two lines differ: fine-token spans and the changed tokens."""

    pure: str  # "insert", "delete" or "" (a replacement)
    a_span: tuple[int, int]
    b_span: tuple[int, int]
    a_tokens: tuple[str, ...]
    b_tokens: tuple[str, ...]


def _window(o: str, n: str) -> int:
    """Where to start reading two long lines: shortly before they first differ."""
    lo, hi = 0, min(len(o), len(n))
    while lo < hi:  # the common prefix, by halves: slices compare at C speed
        mid = (lo + hi + 1) // 2
        if o[:mid] == n[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo - 200 if lo > 1000 else 0


def _line_diff(o: str, n: str) -> _LineDiff:
    w = _window(o, n)
    ta, tb = _TOKEN.findall(o[w : w + 2000]), _TOKEN.findall(n[w : w + 2000])
    ops = [
        op
        for op in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes()
        if op[0] != "equal"
    ]
    if not ops:
        return _LineDiff("", (0, len(o)), (0, len(n)), (), ())
    oa, ob = _offsets(ta, w), _offsets(tb, w)
    i1, j1, i2, j2 = ops[0][1], ops[0][3], ops[-1][2], ops[-1][4]
    pure = ops[0][0] if len(ops) == 1 and ops[0][0] in ("insert", "delete") else ""
    changed_a = tuple(t for op in ops for t in ta[op[1] : op[2]])
    changed_b = tuple(t for op in ops for t in tb[op[3] : op[4]])
    return _LineDiff(pure, (oa[i1], oa[i2]), (ob[j1], ob[j2]), changed_a, changed_b)


def _context(line: str, at: int, limit: int) -> str:
    """What an insertion at `at` went into: the line when short, else the word around it."""
    key = _KEY_VALUE.match(line)
    if key and at >= key.end():  # `- run: pnpm install`: the command, not the YAML around it
        line, at = line[key.end() :], at - key.end()
    if len(line) <= 48:
        return line
    point = at
    while point > 0 and line[point - 1].isspace():
        point -= 1
    start, end = _chunk(line, max(point - 1, 0), point)
    return _clip(line, start, end, point, limit).rstrip(",;")


def _balanced(text: str, start: int, end: int) -> tuple[int, int]:
    """A span without the brackets it does not open or close: `any)` gives `any`."""
    for opener, closer in ("()", "[]", "{}"):
        while end > start and text[end - 1] == closer:
            span = text[start:end]
            if span.count(closer) <= span.count(opener):
                break
            end -= 1
        while start < end and text[start] == opener:
            span = text[start:end]
            if span.count(opener) <= span.count(closer):
                break
            start += 1
    return start, end


def _weak(span: str) -> bool:
    """A span that says little alone: a bare word, a symbol, a few characters."""
    return len(span) <= 3 or bool(_BARE_WORD.fullmatch(span)) or not _ALNUM.search(span)


def _spans(o: str, n: str, diff: _LineDiff) -> tuple[int, int, int, int]:
    """The differing spans of two lines widened to whole words (and to the key of a value)."""
    a0, a1 = _balanced(o, *_chunk(o, *diff.a_span))
    b0, b1 = _balanced(n, *_chunk(n, *diff.b_span))
    while a1 > a0 and b1 > b0 and o[a1 - 1] == n[b1 - 1] == ",":  # list items: `"a",`
        a1, b1 = a1 - 1, b1 - 1
    key = _KEY_VALUE.match(o)
    if (
        key
        and a0 < a1
        and b0 < b1
        and _KEY_VALUE.match(n)
        and a0 >= key.end()
        and not _CALL.search(o[a0:a1])
    ):
        a0 = b0 = 0  # a value alone says little: keep its key (`timeout = 30`)
    elif len(o) <= FRAGMENT and len(n) <= FRAGMENT and (_weak(o[a0:a1]) or _weak(n[b0:b1])):
        a0, a1, b0, b1 = 0, len(o), 0, len(n)  # nor does a bare word: `package util`
    return a0, a1, b0, b1


def _phrase_pair(o: str, n: str, limit: int) -> str:
    """One line changed into another, as "add X to Y", "remove X from Y" or "change X to Y".

    Words first (`pip install -r` + `--no-cache-dir`), then finer tokens
    (`open(path` + `, encoding="utf-8"`): an insertion or removal bounded by
    separators is an "add" or a "remove", anything else a "change".
    """
    w = _window(o, n)
    ca, cb = _CHUNK.findall(o[w : w + 2000]), _CHUNK.findall(n[w : w + 2000])
    ops = [
        op
        for op in difflib.SequenceMatcher(None, ca, cb, autojunk=False).get_opcodes()
        if op[0] != "equal"
    ]
    if len(ops) == 1 and ops[0][0] in ("insert", "delete"):
        tag, i1, i2, j1, j2 = ops[0]
        at_a, at_b = w + len("".join(ca[:i1])), w + len("".join(cb[:j1]))
        if tag == "insert" and (core := "".join(cb[j1:j2]).strip(" \t,;|&")):
            return f"add {_q(core, limit)} to {_q(_context(o, at_a, limit), limit)}"
        if tag == "delete" and (core := "".join(ca[i1:i2]).strip(" \t,;|&")):
            return f"remove {_q(core, limit)} from {_q(_context(n, at_b, limit), limit)}"
    diff = _line_diff(o, n)
    if diff.pure == "insert":
        inserted = n[diff.b_span[0] : diff.b_span[1]]
        core = inserted.strip(" \t,;|&")
        if core and (inserted[0] in _SEPARATORS or inserted[-1] in _SEPARATORS):
            return f"add {_q(core, limit)} to {_q(_context(o, diff.a_span[0], limit), limit)}"
    if diff.pure == "delete":
        removed = o[diff.a_span[0] : diff.a_span[1]]
        core = removed.strip(" \t,;|&")
        if core and (removed[0] in _SEPARATORS or removed[-1] in _SEPARATORS):
            return f"remove {_q(core, limit)} from {_q(_context(n, diff.b_span[0], limit), limit)}"
    a0, a1, b0, b1 = _spans(o, n, diff)
    if a0 >= a1:  # a word inserted between words
        return f"add {_q(n[b0:b1], limit)} to {_q(_context(o, diff.a_span[0], limit), limit)}"
    if b0 >= b1:
        return f"remove {_q(o[a0:a1], limit)} from {_q(_context(n, diff.b_span[0], limit), limit)}"
    old = _clip(o, a0, a1, diff.a_span[0], limit)
    new = _clip(n, b0, b1, diff.b_span[0], limit)
    return f"change {_q(old, limit)} to {_q(new, limit)}"


def _short_path(path: str) -> str:
    parts = [p for p in path.replace("\\", "/").split("/") if p and p != "."]
    if path.startswith(("/", "~")) or re.match(r"^[A-Za-z]:[\\/]", path):
        parts = parts[-3:]
    return "/".join(parts) or "a file"


def _analyse(change: Change, limit: int) -> tuple[int, str]:
    """A change's rank (lower is more telling) and its phrase with fragments cut to `limit`."""
    base = change.path.replace("\\", "/").rsplit("/", 1)[-1]
    noise = base in _LOCKFILES
    if change.deleted:
        rank = _RANK_NOISE if noise else _RANK_FILE
        return rank, f"delete {_q(_short_path(change.path), limit)}"
    prefixes = _comment_prefixes(change.path)
    if not change.old and change.moved_from and not change.new:
        old_path, new_path = _short_path(change.moved_from), _short_path(change.path)
        return _RANK_FILE, f"move {_q(old_path, limit)} to {_q(new_path, limit)}"
    if not change.old:
        lines = [line.strip() for line in _lines(change.new[:20000])]
        first = _pick_line([x for x in lines if x and not x.startswith("#!")], prefixes)
        phrase = f"create {_q(_short_path(change.path), limit)}"
        if first:
            phrase += f" with {_q(first, limit)}"
        return (_RANK_NOISE if noise else _RANK_FILE), phrase
    regions = _regions(change)
    if not regions:
        return _RANK_NOISE, f"no change to {_q(_short_path(change.path), limit)}"
    ranked = sorted((_region_rank(r, prefixes), k) for k, r in enumerate(regions))
    rank, index = ranked[0]
    if rank == _RANK_SPACE:
        return _RANK_SPACE, f"reformat {_q(_short_path(change.path), limit)}"
    olds, news = _focus(regions[index], prefixes)
    if not olds:
        phrase = f"add {_q(_pick_line(news, prefixes), limit)}"
    elif not news:
        phrase = f"remove {_q(_pick_line(olds, prefixes), limit)}"
    else:
        phrase = _phrase_pair(*_best_pair(olds, news, prefixes), limit)
    if noise:
        rank = _RANK_NOISE
    elif base.lower().endswith((".md", ".rst", ".adoc")):
        rank = max(rank, _RANK_COMMENT)
    return rank, phrase


def _fit(build: Callable[[int], str], max_len: int) -> str:
    """The longest phrase `build` makes within `max_len`, shrinking its fragments first."""
    phrase = ""
    for limit in (FRAGMENT, 40, 24, 12):
        phrase = build(limit)
        if len(phrase) <= max_len:
            return phrase
    return phrase[: max(max_len - 1, 0)] + "…"


def summarize(change: Change, max_len: int = 120) -> str:
    """A short imperative phrase for what a change does.

    The phrase comes from a token-level diff of the changed lines only:
    common lines and indentation are left out, the differing span is widened
    to whole words, and whitespace-only, comment-only and import-only runs
    give way to any other change in the same edit.

    Args:
        change: the edit.
        max_len: the longest phrase returned; fragments shrink to fit.

    Returns:
        e.g. "change `run(config)` to `run(config.clone())`",
        "add `encoding=\"utf-8\"` to `open(path)`", "remove `…`",
        "create `path` with `first meaningful line`", "delete `path`".
    """
    return _fit(lambda limit: _analyse(change, limit)[1], max_len)


def summarize_all(changes: Sequence[Change], max_len: int = 160) -> str:
    """The most telling one or two change phrases, joined with "; ".

    Code edits come before new and deleted files, those before import-,
    comment- and whitespace-only edits and documentation; lockfiles come
    last. Equal ranks keep their order.

    Args:
        changes: the edits of one fix.
        max_len: the longest text returned.

    Returns:
        The phrases, or "" when there are no changes.
    """
    ranked = sorted(
        ((_analyse(c, FRAGMENT)[0], k, c) for k, c in enumerate(changes)),
        key=lambda item: (item[0], item[1]),
    )
    phrases: list[str] = []
    for _, _, change in ranked:
        phrase = summarize(change, max_len)
        if phrase not in phrases:
            phrases.append(phrase)
        if len(phrases) == 2:
            break
    if not phrases:
        return ""
    if len(phrases) == 2 and len(joined := f"{phrases[0]}; {phrases[1]}") <= max_len:
        return joined
    return phrases[0]


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_STOPWORDS = _words(
    "var let const def fn func return self this the an to of in is or and not if else for try"
)


def changed_identifiers(change: Change) -> list[str]:
    """Identifiers and words in a change's changed spans, for retrieval.

    The tokens that differ come first (`make` in a `make(…)` fix), then the
    words around them, then for added or removed lines their words. Keywords
    such as `var` or `return` are left out.

    Args:
        change: the edit.

    Returns:
        Up to 16 distinct words, in a deterministic order.
    """
    texts: list[str] = []
    if change.deleted or (not change.old and not change.new):
        texts.append(change.path.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0])
    elif not change.old:
        prefixes = _comment_prefixes(change.path)
        lines = [x.strip() for x in _lines(change.new[:20000])]
        texts.append(_pick_line([x for x in lines if x and not x.startswith("#!")], prefixes))
        texts.append(change.path.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0])
    else:
        prefixes = _comment_prefixes(change.path)
        regions = _regions(change)
        order = sorted((_region_rank(r, prefixes), k) for k, r in enumerate(regions))
        for rank, k in order[:5]:
            if rank == _RANK_SPACE:
                continue
            olds, news = _focus(regions[k], prefixes)
            if olds and news:
                o, n = _best_pair(olds, news, prefixes)
                diff = _line_diff(o, n)
                a0, a1, b0, b1 = _spans(o, n, diff)
                texts.extend((*diff.b_tokens, *diff.a_tokens, n[b0:b1], o[a0:a1]))
            else:
                texts.extend((olds or news)[:5])
    out: list[str] = []
    for text in texts:
        for word in _WORD.findall(text):
            if len(word) > 1 and word.lower() not in _STOPWORDS and word not in out:
                out.append(word)
                if len(out) == 16:
                    return out
    return out


# --- where and how ------------------------------------------------------------------------------

_WELL_KNOWN = (
    _words(
        """
    package.json tsconfig.json pyproject.toml setup.py setup.cfg requirements.txt Cargo.toml
    go.mod Pipfile docker-compose.yml docker-compose.yaml compose.yaml pom.xml build.gradle
    tox.ini pytest.ini
        """
    )
    | _LOCKFILES
    | _BARE_FILES
)
_GENERIC_DIRS = frozenset({"src", "lib", "source", "sources", "pkg", "internal", "code"})
_ANCHOR_DIRS = _words(
    """
    src lib app apps pkg internal cmd test tests spec migrations db .github packages
    crates scripts docs config server client frontend backend web api
    """
)
_VARIABLE_DIR = re.compile(r"\d[\d._-]*|[0-9a-f]{8,}|[0-9a-f-]{36}|v\d+(?:\.\d+)*|\.\.", re.I)
_COMPOUND = re.compile(r"(_test\.go|\.(?:test|spec|d|stories|module)\.[A-Za-z0-9]+)$")


def path_glob(path: str, root: str | None = None) -> str:
    """The situation of a file as a glob: its folder and its kind, not its name.

    `migrations/20240101_add_idx.sql` gives `migrations/*.sql`,
    `src/limiter.go` gives `*.go` (a lone `src`-like folder says nothing),
    `app/models/user.py` gives `app/models/*.py`, a well-known file such as
    `package.json` or `Dockerfile` keeps its name, and `x_test.go` gives
    `*_test.go`. The folder stops at the first dated, versioned or hashed part
    and keeps at most three parts (a glob's `*` crosses folders).

    Args:
        path: the path as the agent wrote it.
        root: the project's root; an absolute path under it is made relative.
            An absolute path outside it (or with no root) keeps only what
            follows its last run of familiar project folders (`src`, `app`,
            `.github`, …), or nothing.

    Returns:
        The glob, matched by `kenning.daemon.models.glob_matches`.
    """
    p = path.replace("\\", "/").strip()
    if root:
        r = root.replace("\\", "/").rstrip("/")
        if r and p.startswith(r + "/"):
            p = p[len(r) + 1 :]
    absolute = p.startswith(("/", "~")) or re.match(r"^[A-Za-z]:/", p) is not None
    parts = [x for x in p.split("/") if x and x != "."]
    if not parts:
        return "*"
    name, dirs = parts[-1], parts[:-1]
    if absolute:
        anchors = [k for k, d in enumerate(dirs) if d in _ANCHOR_DIRS]
        start = anchors[-1] if anchors else len(dirs)
        while start > 0 and start - 1 in anchors:
            start -= 1
        dirs = dirs[start:]
    kept: list[str] = []
    for part in dirs:
        if _VARIABLE_DIR.fullmatch(part):
            break
        kept.append(part)
    if name in _WELL_KNOWN or "." not in name.strip("."):
        return name
    if name.startswith(".") and name.count(".") == 1:
        return name  # .gitignore, .env
    compound = _COMPOUND.search(name)
    pattern = "*" + (compound.group(1) if compound else "." + name.rsplit(".", 1)[-1])
    if not kept or (len(kept) == 1 and kept[0] in _GENERIC_DIRS):
        return pattern
    return "/".join(kept[:3]) + "/" + pattern


_ENV_ASSIGN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=.*")


def _argv(command: str) -> list[str]:
    command = command.strip()
    if command.startswith("$ "):
        command = command[2:]
    try:
        return shlex.split(command)
    except ValueError:  # an unclosed quote: words are good enough
        return command.split()


def _is_flag(token: str) -> bool:
    return len(token) > 1 and token.startswith("-") and not re.fullmatch(r"-\d+(?:\.\d+)?", token)


def _head(argv: Sequence[str]) -> str:
    """The program and its subcommands: `pnpm install`, `git push`, `pytest`."""
    words = [argv[0]]
    for token in argv[1:3]:
        if not re.fullmatch(r"[a-z][a-z0-9:_-]*", token):
            break
        words.append(token)
    return " ".join(words)


def command_change(before: str, after: str) -> str | None:
    """How a command line changed between a failing run and a succeeding one.

    Args:
        before: the command that failed.
        after: the command that worked.

    Returns:
        e.g. "run `uv run pytest` instead of `pytest`", "add `--frozen-lockfile`
        to `pnpm install`", "use `--force-with-lease` instead of `--force`",
        or None when the commands are the same or unrelated.
    """
    a, b = _argv(before)[:200], _argv(after)[:200]
    if not a or not b or a == b:
        return None
    q = FRAGMENT
    if len(b) > len(a) and b[len(b) - len(a) :] == a:
        prefix = b[: len(b) - len(a)]
        if all(_ENV_ASSIGN.fullmatch(t) for t in prefix):
            return f"set {_q(' '.join(prefix), q)} for {_q(_head(a), q)}"
        return f"run {_q(' '.join([*prefix, a[0]]), q)} instead of {_q(a[0], q)}"
    if len(a) > len(b) and a[len(a) - len(b) :] == b:
        prefix = a[: len(a) - len(b)]
        if all(_ENV_ASSIGN.fullmatch(t) for t in prefix):
            return f"unset {_q(' '.join(prefix), q)} for {_q(_head(b), q)}"
        return f"run {_q(b[0], q)} instead of {_q(' '.join([*prefix, b[0]]), q)}"
    if a[0] != b[0]:
        return f"use {_q(b[0], q)} instead of {_q(a[0], q)}" if a[1:] == b[1:] else None
    ops = [
        op
        for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
        if op[0] != "equal"
    ]
    for tag, i1, i2, j1, j2 in ops:
        if tag != "replace":
            continue
        old_flags = [t for t in a[i1:i2] if _is_flag(t)]
        new_flags = [t for t in b[j1:j2] if _is_flag(t)]
        if old_flags and new_flags:
            old, new = old_flags[0], new_flags[0]
            if old.split("=", 1)[0] == new.split("=", 1)[0]:
                return f"change {_q(old, q)} to {_q(new, q)}"
            return f"use {_q(new, q)} instead of {_q(old, q)}"
        if i2 - i1 == 1 == j2 - j1 and i1 > 0 and _is_flag(a[i1 - 1]) and a[i1 - 1] == b[j1 - 1]:
            return f"change {_q(a[i1 - 1] + ' ' + a[i1], q)} to {_q(b[j1 - 1] + ' ' + b[j1], q)}"
    tags = {op[0] for op in ops}
    if tags == {"insert"}:
        added = " ".join(t for op in ops for t in b[op[3] : op[4]])
        return f"add {_q(added, q)} to {_q(_head(a), q)}"
    if tags == {"delete"}:
        removed = " ".join(t for op in ops for t in a[op[1] : op[2]])
        return f"remove {_q(removed, q)} from {_q(_head(a), q)}"
    if sum(max(i2 - i1, j2 - j1) for _, i1, i2, j1, j2 in ops) <= 2:
        return f"run {_q(' '.join(b), q)} instead of {_q(' '.join(a), q)}"
    return None
