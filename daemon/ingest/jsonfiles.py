"""Reading JSON and JSONL session files: incrementally, capped, never whole in memory.

`JsonlReader` resumes at the byte after the last complete line, leaves a
partly written last line for the next read, and starts again from byte 0
(with `replace=True`) when the file was truncated, rotated or rewritten in
place. Files are streamed line by line, so a 1 GB transcript or a 50 MB
single line never sits in memory whole. Whole JSON files are read with a
size cap (`read_json_capped`) and checkpointed by identity.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.files import open_regular, read_regular

from .base import Checkpoint, FileIdentity, Skip, head_hash, same_head

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

__all__ = [
    "JsonlReader",
    "load_json_capped",
    "load_json_object",
    "read_json_capped",
    "read_jsonl_incremental",
    "stat_checkpoint",
    "whole_file_checkpoint",
]

_BOM = b"\xef\xbb\xbf"


class JsonlReader:
    """Read the complete JSONL lines of a file appended since `previous`.

    Iterate to get `(line_number, object)` for each line holding a JSON object;
    everything else becomes a `Skip` in `skips`. After iterating, `offset` is the
    byte after the last complete line and `checkpoint()` builds what to store.

    Decides up front where to start: at `previous.offset` when the file is the
    same one grown, else at 0 with `replace=True` (truncated, rotated to a new
    inode, or its first bytes changed).
    """

    def __init__(
        self,
        path: Path,
        previous: Checkpoint | None,
        max_line_bytes: int,
        budget: int | None = None,
    ) -> None:
        self.path = path
        self.max_line_bytes = max_line_bytes
        #: stop after about this many bytes (at a line end); `more` then says so
        self.budget = budget
        self.more = False
        self.ident = FileIdentity.of(path)
        self.skips: list[Skip] = []
        self.replace = False
        self.start = 0
        self.first_line = 1
        if previous is not None:
            same_file = previous.inode == self.ident.inode and previous.device == self.ident.device
            if (
                same_file
                and self.ident.size >= previous.offset
                and same_head(path, previous.head_hash)
            ):
                self.start = previous.offset
                self.first_line = int(previous.state.get("lines", 0)) + 1
            else:
                self.replace = previous.offset > 0
        self.offset = self.start
        self.lines = self.first_line - 1  # complete lines consumed so far

    def __iter__(self) -> Iterator[tuple[int, dict[str, Any]]]:
        limit = self.max_line_bytes
        stop_at = self.start + self.budget if self.budget else None
        with open_regular(self.path) as fh:
            fh.seek(self.start)
            pos = self.start
            while True:
                if stop_at is not None and pos >= stop_at:
                    self.more = pos < self.ident.size
                    break
                raw = fh.readline(limit + 1)
                if not raw:
                    break
                if not raw.endswith(b"\n"):
                    if len(raw) <= limit:
                        if b"\x00" in raw:
                            # binary garbage, not a line being written: skip it
                            pos += len(raw)
                            self.lines += 1
                            self.offset = pos
                            self.skips.append(Skip("binary", "NUL bytes, no newline", self.lines))
                        break  # else a partly written last line: wait for its newline
                    # too long: skip to its end without holding it in memory
                    skipped = len(raw)
                    ended = False
                    while chunk := fh.readline(1 << 20):
                        skipped += len(chunk)
                        if chunk.endswith(b"\n"):
                            ended = True
                            break
                    if not ended:
                        break  # the oversized line is still being written
                    pos += skipped
                    self.lines += 1
                    self.offset = pos
                    self.skips.append(
                        Skip("too_large", f"line of {skipped} bytes > {limit}", self.lines)
                    )
                    continue
                pos += len(raw)
                self.lines += 1
                self.offset = pos
                obj = self._parse(raw, self.lines)
                if obj is not None:
                    yield self.lines, obj

    def _parse(self, raw: bytes, line: int) -> dict[str, Any] | None:
        if raw.startswith(_BOM):
            raw = raw[3:]
        body = raw.strip()
        if not body:
            self.skips.append(Skip("blank_line", "empty line", line))
            return None
        try:
            obj = orjson.loads(body)
        except orjson.JSONDecodeError as exc:
            try:
                body.decode("utf-8")
            except UnicodeDecodeError as uexc:
                self.skips.append(Skip("invalid_utf8", f"byte {uexc.start}: {uexc.reason}", line))
                return None
            self.skips.append(Skip("invalid_json", str(exc)[:200], line))
            return None
        if not isinstance(obj, dict):
            kind = type(obj).__name__
            self.skips.append(Skip("wrong_type", f"a JSON {kind}, not an object", line))
            return None
        return obj

    def checkpoint(self, agent: str, state: Mapping[str, Any] | None = None) -> Checkpoint:
        """The checkpoint after this read; `state` is the connector's own, merged in."""
        merged = dict(state or {})
        merged["lines"] = self.lines
        return Checkpoint(
            source_path=str(self.path),
            agent=agent,
            device=self.ident.device,
            inode=self.ident.inode,
            size=self.ident.size,
            mtime_ns=self.ident.mtime_ns,
            head_hash=head_hash(self.path),
            offset=self.offset,
            state=merged,
        )


def read_jsonl_incremental(
    path: Path, previous: Checkpoint | None, max_line_bytes: int, budget: int | None = None
) -> JsonlReader:
    """A `JsonlReader` over the lines of `path` not read yet (see `JsonlReader`).

    With a `budget` (bytes), the reader stops at the first line end past it and
    sets `more`; the connector returns `ReadResult(more=True)` and the pipeline
    reads on from the new checkpoint.
    """
    return JsonlReader(path, previous, max_line_bytes, budget)


def whole_file_checkpoint(path: Path, agent: str, ident: FileIdentity) -> Checkpoint:
    """The checkpoint of a source that is re-read whole on every change."""
    return Checkpoint(
        source_path=str(path),
        agent=agent,
        device=ident.device,
        inode=ident.inode,
        size=ident.size,
        mtime_ns=ident.mtime_ns,
        head_hash=head_hash(path),
        offset=ident.size,
        state={},
    )


def stat_checkpoint(path: Path, agent: str, previous: Checkpoint | None = None) -> Checkpoint:
    """The checkpoint of a whole-file source (JSON, SQLite) as it is now.

    `previous` is accepted for symmetry with JSONL readers; its state is kept.
    """
    cp = whole_file_checkpoint(path, agent, FileIdentity.of(path))
    if previous is not None:
        cp.state = dict(previous.state)
    return cp


def load_json_capped(path: Path, limits: IngestConfig, skips: list[Skip]) -> Any:
    """`read_json_capped` with `limits.max_json_bytes`, appending any skip to `skips`.

    Returns the parsed value, or None when the file was skipped.
    """
    try:
        value, skip = read_json_capped(path, limits.max_json_bytes)
    except OSError as exc:
        skips.append(Skip("unreadable", f"{path}: {exc.strerror or exc}"))
        return None
    if skip is not None:
        skips.append(Skip(skip.reason, f"{path}: {skip.detail}", skip.line))
        return None
    return value


def load_json_object(
    path: Path, limits: IngestConfig, skips: list[Skip], what: str = "an object"
) -> Mapping[str, Any] | None:
    """`load_json_capped`, refusing anything but a JSON object with a `wrong_type` skip.

    Returns the object, or None when the file was skipped (the skip is in `skips`).
    """
    data = load_json_capped(path, limits, skips)
    if data is None:
        return None
    if not isinstance(data, Mapping):
        skips.append(Skip("wrong_type", f"{path}: a JSON {type(data).__name__}, not {what}"))
        return None
    return data


def read_json_capped(path: Path, max_bytes: int) -> tuple[Any, Skip | None]:
    """Parse a whole-file JSON source no larger than `max_bytes`.

    Returns the value and None, or None and the `Skip` saying why not (too
    large, empty, invalid UTF-8, invalid JSON).
    """
    size = path.stat().st_size
    if size > max_bytes:
        return None, Skip(
            "too_large",
            f"{size} bytes > ingest.max_json_bytes = {max_bytes} "
            f"(raise it with `kenning --set ingest.max_json_bytes={size + 1}`)",
        )
    data = read_regular(path)
    if data.startswith(_BOM):
        data = data[3:]
    if not data.strip():
        return None, Skip("empty_file", "the file is empty")
    try:
        return orjson.loads(data), None
    except orjson.JSONDecodeError as exc:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as uexc:
            return None, Skip("invalid_utf8", f"byte {uexc.start}: {uexc.reason}")
        return None, Skip("invalid_json", str(exc)[:200])
