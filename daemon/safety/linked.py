"""Keys a link carries or a log echoes: a remote MCP server's address, an install link's
config, a CI job's echo of a secret variable. Round 20 of issue 27.

* **a key in a remote MCP server's path** (`https://mcp.zapier.com/api/mcp/s/<key>/mcp`,
  `https://host/<key>/sse`, `…/mcp/<key>`): a URL whose host starts with `mcp.` or
  whose path holds an `mcp` or `sse` segment is a server's endpoint, and a segment
  of 20 characters or more that reads as generated (both cases and digits, or a
  random key) is the key the vendor put in it. A UUID, hex, a word and a version stay
  (a server's id or a path's name);
* **a config in base64 inside a link** (Cursor's
  `cursor://…/mcp/install?name=…&config=<base64 of JSON>`, any query parameter or
  fragment of 24 characters or more): the base64 is read back, and when it is a JSON
  object holding a value under a secret's name (`env.TODOIST_TOKEN`, `"apiKey"`,
  `headers.Authorization`) that is no reference or placeholder, the whole parameter
  is the key's carrier and is taken;
* **a value a log echoes** (`$ echo "deploying with $OVH_APPLICATION_SECRET"`, then
  `deploying with <value>`; `echo $TOKEN`, `printf '%s\\n' "$API_KEY"`, PowerShell's
  `Write-Output $env:API_KEY`): a command that prints one variable named for a
  secret, and on the next line the text around it, the value in the variable's
  place. A masked value (`***`), a reference and a placeholder stay.

Speed: the gates are literals of the sanitizer's one RE2 set (`/mcp`, `/sse`,
`mcp.`; `=eyj`, `=eya`, `=ewo`, `=ew0`, a parameter's base64 JSON; `echo `,
`printf `, `write-output`, `write-host`); a text that holds a gate is read once for
its URLs or its parameters, an echo's line and the next only.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from urllib.parse import unquote

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _wordy
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import (
    classify_key,
    decode_base64,
    has_upper_lower_digit,
    is_placeholder,
    looks_random,
)

__all__ = ["LINKED_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a remote MCP server's address ----------------------------------------------------------

_URL = lazy_compile(
    r"(?i)\b(?:https?|wss?)://(?P<host>[\w.-]{1,253})(?::\d{1,5})?(?P<path>/[^\s\"'`<>)\]}]{0,1000})"
)
_ENDPOINT_SEGMENT = lazy_compile(r"(?i)/(?:mcp|sse)(?:/|\?|\Z)")
_SEGMENT = lazy_compile(r"(?<=/)[A-Za-z0-9_-]{20,200}(?=/|\?|#|\Z)")
_HEXISH = lazy_compile(r"[0-9a-fA-F-]+")


def _server_key(segment: str) -> bool:
    if _HEXISH.fullmatch(segment) is not None or is_placeholder(segment):
        return False  # a UUID or hex: a server's or an object's id
    # generated, not a page's name of words (`ConnectingYourServerToClaude2025`)
    return (generated(segment) and _wordy(segment) * 2 < len(segment)) or (
        has_upper_lower_digit(segment) and looks_random(segment)
    )


def _mcp_paths(text: str, low: str) -> _Spans:
    for m in _URL.finditer(text):
        host, path = m.group("host").lower(), m.group("path")
        if not (host.startswith("mcp.") or ".mcp." in host or _ENDPOINT_SEGMENT.search(path)):
            continue
        base = m.start("path")
        for seg in _SEGMENT.finditer(path.split("?", 1)[0]):
            if _server_key(seg.group(0)):
                yield base + seg.start(), base + seg.end()


# -- a config in base64 inside a link --------------------------------------------------------

#: a query parameter or a fragment of a link, its value base64 of a JSON object (`eyJ`,
#: `eyA`, `ewo`, `ew0` for `{"`, `{ `, `{⏎`, `{\r`; a URL-encoded `=` too)
_PARAM = lazy_compile(
    r"[?&#](?P<n>[A-Za-z_][\w.-]{0,40})=(?P<v>(?:ey[JA]|ew[o0])[A-Za-z0-9+/_%-]{20,8000}(?:=|%3D){0,2})"
)


def _decoded_json(value: str) -> object:
    data = decode_base64(unquote(value), strict=True)  # `%3D` is a URL-encoded pad
    if data is None:
        return None
    try:
        return json.loads(data.decode("utf-8"))
    except ValueError:
        return None


def _holds_secret(node: object, name: str = "", depth: int = 0) -> bool:
    """Whether a JSON value holds a value under a secret's name (see the module)."""
    if depth > 8:
        return False
    if isinstance(node, dict):
        return any(_holds_secret(v, str(k), depth + 1) for k, v in node.items())
    if isinstance(node, list):
        return any(_holds_secret(v, name, depth + 1) for v in node)
    if not isinstance(node, str) or len(node) < 8 or not name:
        return False
    if node.startswith(("$", "${", "<", "{{")) or is_placeholder(node):
        return False
    verdict = classify_key(name) if name.lower() != "authorization" else ("", True)
    return verdict is not None and (verdict[1] or generated(node) or has_upper_lower_digit(node))


def _link_configs(text: str, low: str) -> _Spans:
    for m in _PARAM.finditer(text):
        if _holds_secret(_decoded_json(m.group("v"))):
            yield m.span("v")


# -- a value a log echoes --------------------------------------------------------------------

#: a command that prints one variable, and the text around it on its line
_ECHO = lazy_compile(
    r"(?im)^[^\n]{0,80}?\b(?:echo(?:[ \t]+-[neE]{1,3})?|printf[ \t]+['\"]%s(?:\\n)?['\"]"
    r"|write-(?:output|host))[ \t]+(?P<q>[\"']?)(?P<pre>[^\"'\n$`]{0,120})"
    r"\$(?:\{(?P<n1>[A-Za-z_]\w{0,80})\}|env:(?P<n2>[A-Za-z_]\w{0,80})|(?P<n3>[A-Za-z_]\w{0,80}))"
    r"(?P<post>[^\"'\n$`]{0,120})(?P=q)[ \t]*\r?$"
)


def _echoed(text: str, low: str) -> _Spans:
    for lo, hi in _windows(low):
        for m in _ECHO.finditer(text, lo, hi):
            name = m.group("n1") or m.group("n2") or m.group("n3") or ""
            if classify_key(name) is None:
                continue
            nxt = m.end() + 1
            stop = text.find("\n", nxt)
            line = text[nxt : len(text) if stop < 0 else stop].rstrip("\r")
            pre, post = m.group("pre"), m.group("post").rstrip()
            if not line.startswith(pre) or (post and not line.endswith(post)):
                continue
            start, end = nxt + len(pre), nxt + len(line) - len(post)
            value = text[start:end]
            if len(value) < 8 or " " in value.strip() or set(value) <= set("*"):
                continue
            if value.startswith("$") or is_placeholder(value):
                continue
            if not (pre.strip() or post) and not (generated(value) or has_upper_lower_digit(value)):
                continue  # the bare value alone on the next line: it must read as a key
            yield start, end


_ECHO_GATES = ("echo ", "printf ", "write-output", "write-host")


def _windows(low: str) -> Iterator[tuple[int, int]]:
    for spot in word_spots(low, _ECHO_GATES, 32):
        line = low.rfind("\n", 0, spot) + 1
        end = low.find("\n", spot)
        end = len(low) if end < 0 else end
        yield line, end


LINKED_RULES = (
    SpanRule(
        "token_assignment", with_lower(_mcp_paths), gates=("/mcp", "/sse", "mcp."), priority=6
    ),
    SpanRule(
        "token_assignment",
        with_lower(_link_configs),
        gates=("=eyj", "=eya", "=ewo", "=ew0"),
        priority=6,
    ),
    SpanRule("secret_assignment", with_lower(_echoed), gates=_ECHO_GATES, priority=6),
)
