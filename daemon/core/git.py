"""git plumbing: what a commit will add (the staged diff, parsed into added lines).

`git diff --cached` compares the index with HEAD; it honours GIT_INDEX_FILE,
which git sets during `commit -a` and partial commits (`git commit path`), so
the audit sees exactly what will be committed. With no commits yet it diffs
against the empty tree. Paths and text are read as bytes and decoded with
replacement, so non-UTF-8 content never crashes the audit.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from kenning.daemon.core.errors import KenningError

__all__ = [
    "FileDiff",
    "GitError",
    "git",
    "parse_diff",
    "repo_toplevel",
    "staged_diff",
    "staged_file_text",
]

_HUNK = re.compile(rb"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


@dataclass
class FileDiff:
    """The added lines of one staged file."""

    path: str
    added: list[tuple[int, str]] = field(default_factory=list)  # (line number, text)
    status: str = "modified"  # added | modified | renamed | deleted | binary | submodule
    old_path: str | None = None


class GitError(KenningError):
    """git failed or is not available."""

    kind = "git"


def git(args: list[str], cwd: Path, env: Mapping[str, str] | None = None) -> bytes:
    """The output of `git ARGS` run in `cwd`.

    Raises:
        GitError: git is missing or failed (its message, with a fix when one is known).
    """
    try:
        proc = subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, env=dict(env or os.environ), check=False
        )
    except FileNotFoundError as exc:
        raise GitError("git is not installed or not on PATH", fix="install git") from exc
    if proc.returncode != 0:
        message = proc.stderr.decode("utf-8", "replace").strip() or f"git {args[0]} failed"
        fix = "run this inside a git repository" if "not a git repository" in message else None
        raise GitError(message, fix=fix)
    return proc.stdout


def _unquote(raw: bytes) -> str:
    """A path from a diff header, C-quoted by git when it has special characters."""
    if raw.startswith(b'"') and raw.endswith(b'"'):
        body = raw[1:-1]
        out = bytearray()
        i = 0
        escapes = {
            b"n": b"\n",
            b"t": b"\t",
            b'"': b'"',
            b"\\": b"\\",
            b"a": b"\a",
            b"b": b"\b",
            b"f": b"\f",
            b"r": b"\r",
            b"v": b"\v",
        }
        while i < len(body):
            ch = body[i : i + 1]
            if ch == b"\\" and i + 1 < len(body):
                nxt = body[i + 1 : i + 2]
                if nxt.isdigit() and i + 3 < len(body) + 1:
                    out.append(int(body[i + 1 : i + 4], 8))
                    i += 4
                    continue
                out += escapes.get(nxt, nxt)
                i += 2
                continue
            out += ch
            i += 1
        raw = bytes(out)
    return raw.decode("utf-8", "replace")


def staged_diff(repo: Path, env: Mapping[str, str] | None = None) -> Iterator[FileDiff]:
    """Yield each staged file with the lines it adds (streamed: huge diffs are fine)."""
    args = [
        "-c",
        "core.quotePath=true",
        "diff",
        "--cached",
        "--no-color",
        "--no-ext-diff",
        "--find-renames",
        "--unified=0",
        "--diff-filter=ACMRTD",
        "--submodule=short",
    ]
    yield from parse_diff(git(args, repo, env))


def _strip_prefix(raw: bytes) -> str:
    """`b/src/x.py` (possibly C-quoted) → `src/x.py`."""
    path = _unquote(raw)
    return path[2:] if path[:2] in ("a/", "b/") else path


def parse_diff(data: bytes) -> Iterator[FileDiff]:
    """Parse `git diff -U0` output into FileDiff records."""
    current: FileDiff | None = None
    line_no = 0
    in_hunks = False  # past the headers: a "+++ x" line is then an added "++ x"
    for raw in data.split(b"\n"):
        if raw.startswith(b"diff --git "):
            if current is not None:
                yield _finish(current)
            current = FileDiff(path="")
            in_hunks = False
        elif current is None:
            continue
        elif hunk := _HUNK.match(raw):
            in_hunks = True
            line_no = int(hunk.group(1))
        elif in_hunks:
            if raw.startswith(b"+") and current.status not in ("binary", "submodule", "deleted"):
                current.added.append((line_no, raw[1:].decode("utf-8", "replace")))
                line_no += 1
        elif raw.startswith(b"+++ "):
            if raw[4:] != b"/dev/null":
                current.path = _strip_prefix(raw[4:])
        elif raw.startswith(b"--- "):
            if raw[4:] == b"/dev/null":
                current.status = "added"
            elif current.old_path is None:
                current.old_path = _strip_prefix(raw[4:])
        elif raw.startswith(b"deleted file mode"):
            current.status = "deleted"
        elif raw.startswith(b"rename from "):
            current.status = "renamed"
            current.old_path = _unquote(raw[len(b"rename from ") :])
        elif raw.startswith(b"rename to "):
            current.path = _unquote(raw[len(b"rename to ") :])
        elif raw.startswith(b"Binary files "):
            current.status = "binary"
            match = re.search(rb" and (.+) differ$", raw)
            if match and match.group(1) != b"/dev/null":
                current.path = _strip_prefix(match.group(1))
        elif raw.startswith((b"new file mode 160000", b"index ")) and raw.endswith(b" 160000"):
            current.status = "submodule"
    if current is not None:
        yield _finish(current)


def _finish(diff: FileDiff) -> FileDiff:
    if not diff.path and diff.old_path:  # a deletion names only its old path
        diff.path = diff.old_path
    return diff


def staged_file_text(repo: Path, path: str, env: Mapping[str, str] | None = None) -> str:
    """The staged content of `path` (from the index), decoded leniently."""
    return git(["show", f":{path}"], repo, env).decode("utf-8", "replace")


def repo_toplevel(cwd: Path, env: Mapping[str, str] | None = None) -> Path:
    """The root folder of the repository (or worktree) holding `cwd`."""
    return Path(git(["rev-parse", "--show-toplevel"], cwd, env).decode().strip())
