"""Secrets carried in a payload: a QR code's fields, an authenticator's export, a base64
blob of a credentials file. Round 38 of issue 27 (held-out 40's leaks).

* **a QR code's payload** as a scanner prints it: a Wi-Fi network's `WIFI:T:WPA;S:…;P:…;;`
  (its `P:` field is the network's password), and a contact's or a message's fields
  (`MECARD:`, `MATMSG:`) where a password's short name stands before a value in a field's
  text (`NOTE:door controller admin pw …;`);
* **an authenticator app's export** (`otpauth-migration://offline?data=…`): the payload
  holds every account's seed, taken whole;
* **a base64 blob of text that holds a secret** (a credentials file, a `.netrc`, an
  environment file kept base64 in a CI variable, an HTTP request a proxy's capture keeps in
  base64: round 45): found where a secret's name or a credential header's is written in
  base64 (`cGFzc3dvcmQ`, `c2VjcmV0` at any of the three alignments: the automaton's gates),
  decoded, searched with the built-in rules (`encoded.read_back`) and taken whole when they
  find one. A blob of a JSON object is encoded.py's.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.encoded import read_back
from kenning.daemon.safety.escapes import printable
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, with_lower
from kenning.daemon.safety.values import (
    base64_run,
    base64_text,
    credential_like,
    is_placeholder,
)

__all__ = ["CARRIED_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a QR code's payload ---------------------------------------------------------------------

_QR_GATES = ("wifi:", "mecard:", "matmsg:")
_QR = lazy_compile(
    r"(?i)\b(WIFI|MECARD|MATMSG):((?:[A-Za-z]{1,12}:(?:[^;\\\n]|\\.){0,400};){1,20})"
)
_FIELD = lazy_compile(r"([A-Za-z]{1,12}):((?:[^;\\\n]|\\.){0,400});")
_SHORT_NAME = lazy_compile(
    r"(?i)(?<![\w-])(?:pw|pwd|pass|passwd|password|passcode|passwort|kennwort|pin|code)"
    r"[ \t]*[:=]?[ \t]*([^\s;]{6,200})"
)


def _qr_fields(text: str, low: str) -> _Spans:
    for m in _QR.finditer(text):
        wifi = m.group(1).upper() == "WIFI"
        for f in _FIELD.finditer(text, m.start(2), m.end(2)):
            name, value = f.group(1).upper(), f.group(2)
            if wifi:
                if name == "P" and len(value) >= 5 and not is_placeholder(value):
                    yield f.span(2)
                continue
            for w in _SHORT_NAME.finditer(text, f.start(2), f.end(2)):
                if credential_like(w.group(1).rstrip(".,")):
                    yield w.start(1), w.start(1) + len(w.group(1).rstrip(".,"))


# -- an authenticator app's export -----------------------------------------------------------

_MIGRATION = lazy_compile(r"otpauth-migration://[\w.]{0,40}\?(?:[^\s&]*&)*?data=([^\s&\"'<>]{16,})")


def _migration(text: str, low: str) -> _Spans:
    for m in _MIGRATION.finditer(text):
        yield m.span(1)


# -- a base64 blob of text that holds a secret -----------------------------------------------

_B64_WORDS = (
    *("password", "Password", "PASSWORD", "passwd", "secret", "Secret", "SECRET"),
    *("token", "Token", "TOKEN", "api_key", "apikey", "API_KEY"),
    # an HTTP message's credential headers (a proxy's capture keeps a request in base64)
    *("Authorization", "authorization", "Cookie", "cookie"),
)


def _marks(word: str) -> list[str]:
    """The base64 of `word` at the three alignments, the characters only it decides."""
    out = []
    for k in range(3):
        enc = base64.b64encode(b"\0" * k + word.encode()).decode()
        first = -(-8 * k // 6)
        last = (8 * (k + len(word))) // 6
        out.append(enc[first:last])
    return out


_B64_NEEDLES = tuple(sorted({m for w in _B64_WORDS for m in _marks(w)}))
_B64_GATES = tuple(sorted({m.lower() for m in _B64_NEEDLES}))
_B64_REACH = 8000
_B64_MIN = 24
#: a signature's or a public key's comment line (minisign's, signify's, Tauri's updater's)
_SIGNED = lazy_compile(r"(?i)signature|public key|verify with")
#: the places of one name's base64 read, at most (a text of many is read at its first ones)
_B64_CAP = 16


def _base64_text(text: str, low: str) -> _Spans:
    runs: list[tuple[int, int]] = []
    for needle in _B64_NEEDLES:
        at, n = text.find(needle), 0
        while at >= 0 and n < _B64_CAP:
            n += 1
            if not any(lo <= at < hi for lo, hi in runs):
                lo, hi = base64_run(text, at, at, _B64_REACH)
                while hi < len(text) and hi - lo < _B64_REACH and text[hi] == "=":
                    hi += 1
                runs.append((lo, hi))
                yield from _blob(text, lo, hi)
            at = text.find(needle, at + len(needle))


def _blob(text: str, lo: int, hi: int) -> _Spans:
    if hi - lo < _B64_MIN or text.startswith(("eyJ", "ewog", "ewoi", "eyAi"), lo):
        return
    plain = base64_text(text[lo:hi].rstrip("="))
    if not plain:
        return
    if plain.startswith("untrusted comment:") and _SIGNED.search(plain.split("\n", 1)[0]):
        return  # a minisign or signify signature or public key, its comment first: public
    if printable(plain) and read_back(plain):
        yield lo, hi


CARRIED_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "password_assignment",
        with_lower(_qr_fields),
        gates=_QR_GATES,
        priority=6,
        requires=(r"(?i)(?:wifi|mecard|matmsg):",),
    ),
    SpanRule(
        "encoded_secret",
        with_lower(_migration),
        gates=("otpauth-migration://",),
        priority=6,
        requires=(r"otpauth-migration://",),
    ),
    SpanRule(
        "encoded_secret",
        with_lower(_base64_text),
        gates=_B64_GATES,
        needles=_B64_NEEDLES,
        priority=5,
        requires=("|".join(_B64_NEEDLES),),
    ),
)
