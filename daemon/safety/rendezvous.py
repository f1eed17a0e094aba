"""A rendezvous server's public key, given beside the server it belongs to (issue 27).

Remote-desktop and peer-to-peer tools that run through a self-hosted rendezvous server
(an "ID server", a "relay server") have each client pin that server's public key: the
settings name the server and, beside it, a bare `Key` holding the server's Ed25519
public key, 32 bytes in base64 (`ID server: hbbs.example.org` / `Key: …=`; a TOML
`custom-rendezvous-server = '…'` / `key = '…'`). The key is printed for every client to
copy, so it is no secret.

public.py asks `server_key_beside` of each hit: the value is kept when it is 32 bytes of
base64 (43 characters and `=`, or 44 with the padding's room), its own line names it only
`key`, and a line of the same block (no blank line between, three lines either way) names
an ID, relay or rendezvous server. A `Key:` beside a plain `Server:` (a TSIG key's, an
API's), a `Password:` or a `Private key:` beside an ID server, and a value of another
size stay taken.
"""

from __future__ import annotations

import base64
import binascii
import re

from kenning.daemon.core.lazy_regex import lazy_compile

__all__ = ["server_key_beside"]

#: the value's own line: a bare `key` before it (`Key: `, `key = '`, `"key": "`)
_KEY_LINE = lazy_compile(r"""[ \t]*["']?key["']?[ \t]*[:=][ \t]*["']?\Z""", flags=re.IGNORECASE)
#: a line naming a rendezvous server (`ID server:`, `relay-server =`, `custom-rendezvous-server`)
_SERVER_LINE = lazy_compile(
    r"""[ \t{,]*["']?(?:custom[-_ ])?(?:id|relay|rendezvous)[-_ ]server["']?[ \t]*[:=]""",
    flags=re.IGNORECASE,
)
_REACH = 3


def _is_key_bytes(value: str) -> bool:
    """Whether `value` is 32 bytes written in base64 (standard alphabet, padded)."""
    if len(value) != 44 or not value.endswith("=") or value.endswith("=="):
        return False
    try:
        return len(base64.b64decode(value, validate=True)) == 32
    except (binascii.Error, ValueError):
        return False


def server_key_beside(text: str, start: int, end: int) -> bool:
    """Whether the value at `start:end` is a rendezvous server's public key (see the module)."""
    if not _is_key_bytes(text[start:end]):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    if _KEY_LINE.match(text[line_start:start]) is None:
        return False
    # the lines within reach, cut out alone: a copy of the text before or after each hit
    # would make a text of many such keys cost its length squared
    first = line_start
    for _ in range(_REACH):
        if first == 0:
            break
        first = text.rfind("\n", 0, first - 1) + 1
    lines_before = text[first:line_start].split("\n")[:-1]
    line_end = text.find("\n", end)
    lines_after: list[str] = []
    if line_end >= 0:
        last = line_end
        for _ in range(_REACH):
            last = text.find("\n", last + 1)
            if last < 0:
                last = len(text)
                break
        lines_after = text[line_end + 1 : last].split("\n")
    for block in (reversed(lines_before), lines_after):
        for line in block:
            if not line.strip():
                break
            if _SERVER_LINE.match(line):
                return True
    return False
