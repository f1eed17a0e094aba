"""A playbook file to import, read one rule at a time (`kenning playbook import`).

PyYAML builds a node and two marks for every scalar before it makes a value:
reading a 100,000-rule file (40 MB) whole took ~1.5 GB. The files kenning
(`kenning playbook export`) and cass-memory write are block YAML with their
rules under one top-level key (`rules:`, format 1's and cass-memory's
`bullets:`), each rule a `- ` item at one indentation. Such a file is cut
at those lines (`_layout`: one pass over the bytes) and each rule parsed and
validated on its own as the import asks for it: memory holds a rule, and a
rule's error names its line in the file, as the whole-file readers do. A
file of another shape (flow style, directives, several documents, anchors
across top-level keys) is read whole by those readers (repo_file.py).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kenning.daemon.core.errors import PlaybookFileError
from kenning.daemon.core.inputs import error_message, parse_rule, parse_tombstone
from kenning.daemon.core.models import FeedbackEvent, Rule, Tombstone
from kenning.daemon.playbook.repo_file import (
    _CASS_RULE,
    _CASS_TOP,
    FORMAT_VERSION,
    _cass_rule,
    _cass_tombstone,
    _fail,
    _LazyRoot,
    _loader,
    _node_line,
    _redacted_rule,
    _redacted_tombstone,
    _snake,
    detect_format,
    read_cass_playbook,
    read_playbook_file,
)

__all__ = ["ImportFile", "open_import"]

#: a top-level key whose value starts on the next line (`rules:`)
_LIST_KEY = re.compile(rb"([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*(?:#.*)?")
#: any top-level key (`version: 2`, `tombstones:`)
_TOP_KEY = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*[ \t]*:(?:[ \t]|$)")
#: how many rules are looked at to tell a cass-memory file from kenning's
_SNIFF = 50
_RULE_LISTS = ("rules", "bullets")


@dataclass
class ImportFile:
    """A playbook file to import: its format, what it holds besides its rules,
    and its rules with their feedback events, read as they are asked for."""

    format: str
    #: how many rules the file lists
    total: int
    tombstones: list[Tombstone]
    items: Iterator[tuple[Rule, Sequence[FeedbackEvent]]]
    #: fields kenning has no place for, by name (cass-memory), counted as rules are read
    dropped: dict[str, int] = field(default_factory=dict)
    #: read a rule at a time (False: the file was read whole)
    streamed: bool = True


@dataclass
class _Layout:
    """Where the rules' list sits in a file (byte offsets, 1-based lines)."""

    key: str
    start: int
    first_line: int
    end: int = -1
    indent: int = -1
    count: int = 0


def open_import(path: Path, *, backups: Path) -> ImportFile:
    """The file at `path` as an import reads it (kenning's format or cass-memory's).

    Raises:
        PlaybookFileError: the file, or a rule in it, is not valid (file and line
            named); a rule's error is raised when the import reaches it.
    """
    found = _layout(path)
    if found is not None:
        layout, rest = found
        streamed = _streamed(path, layout, rest, backups)
        if streamed is not None:
            return streamed
    return _whole(path, backups)


def _whole(path: Path, backups: Path) -> ImportFile:
    """The file read whole by repo_file's readers (a shape `_layout` does not cut)."""
    if detect_format(path) == "cass":
        got = read_cass_playbook(path, backups=backups)
        by_rule: dict[str, list[FeedbackEvent]] = {}
        for event in got.events:
            by_rule.setdefault(event.rule_id, []).append(event)
        items = ((rule, by_rule.get(rule.id, [])) for rule in got.rules)
        return ImportFile("cass", len(got.rules), got.tombstones, items, got.dropped, False)
    pb = read_playbook_file(path, backups=backups)
    plain = ((rule, ()) for rule in pb.rules)
    return ImportFile("kenning", len(pb.rules), pb.tombstones, plain, {}, False)


def _layout(path: Path) -> tuple[_Layout, dict[str, Any]] | None:
    """Where the rules' list is, and the file's other top-level entries (parsed);
    None when the file is not of the shape this module cuts."""
    import yaml

    if not path.is_file():
        return None  # missing, a folder, a FIFO: the whole reader says what it is
    rest: list[bytes] = []  # every line outside the list (its key line kept: a null)
    layout: _Layout | None = None
    inside = False
    offset = number = 0
    with path.open("rb") as fh:
        for line in fh:
            number += 1
            here, offset = offset, offset + len(line)
            text = line.rstrip(b"\r\n")
            body = text.lstrip(b" ")
            if inside and layout is not None:
                if not body or body.startswith(b"#"):
                    continue
                indent = len(text) - len(body)
                item = body == b"-" or body.startswith(b"- ")
                if layout.indent < 0 and item:
                    layout.indent, layout.count = indent, 1
                    continue
                if layout.indent >= 0 and indent == layout.indent and item:
                    layout.count += 1
                    continue
                if layout.indent >= 0 and indent > layout.indent:
                    continue
                if indent > 0:
                    return None  # `rules:` holding a mapping, or an odd indentation
                inside, layout.end = False, here  # the next top-level key
            if not body or body.startswith(b"#") or text[:1] in (b" ", b"-"):
                if not rest and text[:1] == b"-":
                    return None  # a top-level list
                rest.append(line)  # blank, a comment, the value of the key above
                continue
            key = _LIST_KEY.fullmatch(text)
            if key is not None and layout is None and key.group(1).decode() in _RULE_LISTS:
                layout = _Layout(key.group(1).decode(), offset, number + 1)
                inside = True
                rest.append(line)
                continue
            if _TOP_KEY.match(text) is None:
                return None  # directives, documents, quoted or complex keys, flow style
            rest.append(line)
    if layout is None:
        return None
    if inside:
        layout.end = offset
    try:
        data = yaml.load(b"".join(rest).decode("utf-8"), Loader=_loader())
    except (UnicodeDecodeError, yaml.YAMLError):
        return None  # the whole-file reader names the line
    if not isinstance(data, dict) or sum(k in data for k in _RULE_LISTS) != 1:
        return None
    if data[layout.key] is not None:
        return None  # a second list under the key: not a shape this module cuts
    return layout, data


def _is_item(text: bytes, indent: int) -> bool:
    """Does this line (without its newline) start an item at `indent`?"""
    return (
        text[indent : indent + 1] == b"-"
        and text[indent + 1 : indent + 2] in (b"", b" ")
        and text[:indent].strip(b" ") == b""
    )


def _chunks(path: Path, layout: _Layout) -> Iterator[tuple[int, bytes]]:
    """Each item of the list: the line it starts on, its bytes."""
    if layout.count == 0:
        return
    with path.open("rb") as fh:
        fh.seek(layout.start)
        offset, number = layout.start, layout.first_line - 1
        start, lines = 0, list[bytes]()
        for line in fh:
            if offset >= layout.end:
                break
            offset += len(line)
            number += 1
            if _is_item(line.rstrip(b"\r\n"), layout.indent):
                if lines:
                    yield start, b"".join(lines)
                start, lines = number, [line]
            elif lines:
                lines.append(line)
        if lines:
            yield start, b"".join(lines)


def _parsed(
    path: Path, layout: _Layout, backups: Path
) -> Iterator[tuple[int, int, dict[str, Any], str]]:
    """Each item parsed: (index, first line, mapping, its text for error lines)."""
    import yaml

    for index, (line, raw) in enumerate(_chunks(path, layout)):
        where = f"{layout.key}[{index}]"
        try:
            text = raw.decode("utf-8")
            data = yaml.load(text, Loader=_loader())
        except UnicodeDecodeError as exc:
            raise _failed(path, backups, line, f"not UTF-8 text ({exc.reason})") from exc
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            at = line + mark.line if mark is not None else line
            problem = getattr(exc, "problem", None) or str(exc)
            raise _failed(path, backups, at, f"not valid YAML ({problem})") from exc
        if not isinstance(data, list) or len(data) != 1 or not isinstance(data[0], dict):
            raise _failed(path, backups, line, f"{where} must be a mapping")
        yield index, line, data[0], text


def _streamed(
    path: Path, layout: _Layout, rest: dict[str, Any], backups: Path
) -> ImportFile | None:
    """The file read a rule at a time; None when its other entries need the whole
    reader (it then names the problem and its line)."""
    parsed = _parsed(path, layout, backups)
    head = list(itertools.islice(parsed, _SNIFF))
    items = itertools.chain(head, parsed)
    cass = bool(_CASS_TOP & set(rest)) or (
        layout.key == "bullets" and any(_CASS_RULE & set(item) for _, _, item, _ in head)
    )
    if cass:
        return _cass(path, layout, rest, items, backups)
    return _kenning(path, layout, rest, items, backups)


def _kenning(
    path: Path,
    layout: _Layout,
    rest: dict[str, Any],
    items: Iterator[tuple[int, int, dict[str, Any], str]],
    backups: Path,
) -> ImportFile | None:
    unknown = set(rest) - {"version", "rules", "bullets", "tombstones"}
    version = rest.get("version", FORMAT_VERSION)
    if unknown or not isinstance(version, int) or version > FORMAT_VERSION:
        return None
    from pydantic import ValidationError

    fallback = datetime.fromtimestamp(path.stat().st_mtime, UTC)
    listed = rest.get("tombstones") or []
    if not isinstance(listed, list) or not all(isinstance(t, dict) for t in listed):
        return None  # the whole reader says where
    try:
        tombs = [parse_tombstone({"created_at": fallback, **t}) for t in listed]
    except ValidationError:
        return None
    if len({t.id for t in tombs}) != len(tombs):
        return None
    tombstones = [_redacted_tombstone(t) for t in tombs]

    def rules() -> Iterator[tuple[Rule, Sequence[FeedbackEvent]]]:
        seen: set[str] = set()
        for index, line, item, text in items:
            data = {"created_at": fallback, **item}
            data = {"updated_at": data["created_at"], **data, "origin": "repo"}
            try:
                rule = parse_rule(data)
            except ValidationError as exc:
                err = exc.errors()[0]
                dotted = ".".join(str(p) for p in err["loc"])
                at = _line_in(text, line, (0, *err["loc"]))
                what = f"{layout.key}[{index}] key `{dotted}`: {error_message(err)}"
                raise _failed(path, backups, at, what) from exc
            if rule.id in seen:
                what = f"duplicate id {rule.id!r} in `{layout.key}`"
                raise _failed(path, backups, line, what)
            seen.add(rule.id)
            yield _redacted_rule(rule), ()

    return ImportFile("kenning", layout.count, tombstones, rules())


def _cass(
    path: Path,
    layout: _Layout,
    rest: dict[str, Any],
    items: Iterator[tuple[int, int, dict[str, Any], str]],
    backups: Path,
) -> ImportFile | None:
    if layout.key != "bullets":
        return None
    top = _snake(rest)
    tombstones = []
    for item in top.get("deprecated_patterns") or []:
        try:
            tombstones.append(_cass_tombstone(_snake(item)))
        except (ValueError, TypeError, KeyError, AttributeError):  # a ValidationError too
            return None  # the whole reader says where
    dropped: dict[str, int] = {}

    def rules() -> Iterator[tuple[Rule, Sequence[FeedbackEvent]]]:
        for index, line, item, _ in items:
            try:
                yield _cass_rule(_snake(item), dropped)
            except (ValueError, TypeError) as exc:  # a ValidationError too
                raise _failed(path, backups, line, f"bullets[{index}]: {exc}") from exc

    return ImportFile("cass", layout.count, tombstones, rules(), dropped)


def _failed(path: Path, backups: Path, line: int | None, what: str) -> PlaybookFileError:
    """`repo_file._fail` for a file read in parts: its bytes are read for the copy."""
    return _fail(path, path.read_bytes(), backups, line, what)


def _line_in(text: str, first: int, loc: tuple[Any, ...]) -> int:
    """The file's line of the node at `loc` in one item's text starting on line `first`."""
    found = _node_line(_LazyRoot(text), loc)
    return first if found is None else first + found - 1
