"""In-file suppression pragmas, shared by the editor diagnostics and the audit.

    x = eval(s)  # kenning: ignore[b-1a2b3c]       silences b-1a2b3c on this line
    # kenning: ignore-file[b-1a2b3c, secret]       silences them in the whole file

Ids are rule ids, tombstone ids, or `secret` for the secret scanner. The
pragma works in any comment syntax because it is matched anywhere on the line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kenning.daemon.core.languages import block_comment, line_comments

_PRAGMA = re.compile(r"kenning:\s*ignore(-file)?\[([^\]]*)\]")


def _ids(raw: str) -> set[str]:
    return {part.strip() for part in raw.split(",") if part.strip()}


def line_ignores(line: str) -> set[str]:
    """Ids silenced on this line by `kenning: ignore[...]`."""
    found: set[str] = set()
    for match in _PRAGMA.finditer(line):
        if match.group(1) is None:
            found |= _ids(match.group(2))
    return found


def file_ignores(lines: Iterable[str]) -> set[str]:
    """Ids silenced in the whole file by `kenning: ignore-file[...]`."""
    found: set[str] = set()
    for line in lines:
        if "kenning:" not in line:
            continue
        for match in _PRAGMA.finditer(line):
            if match.group(1) is not None:
                found |= _ids(match.group(2))
    return found


def pragma_comment(language: str, rule_id: str) -> str:
    """The comment that silences `rule_id` on a line in this language (any name of it).

    The comment syntax is the one table's (daemon/core/languages.py); `#` where
    it knows none."""
    prefixes = line_comments(language)
    block = block_comment(language) if prefixes is None else None
    if block is not None:
        return f"{block[0]} kenning: ignore[{rule_id}] {block[1]}"
    prefix = prefixes[0] if prefixes else "#"
    return f"{prefix} kenning: ignore[{rule_id}]"
