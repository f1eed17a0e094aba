"""Key material outside the usual layouts: no armour, other armours, nested and multi-line values.

* **A private key's DER in base64 without its PEM lines** (`MIIEvgIBADANBgkq…`,
  pasted into a variable or a JSON field): base64 that starts with a DER
  SEQUENCE (`MI…`) whose first element is the version `0` of PKCS#1 and
  PKCS#8 (`02 01 00`) or the `1` of an EC key (`02 01 01 04`). A certificate
  or a public key starts with another SEQUENCE, and stays.
* **A credential file in base64** (`GOOGLE_CREDENTIALS_B64=ewogICJ0eXBlIjog…`):
  a run of 64 base64 characters or more that decodes to JSON or text holding
  a private key or a secret's field (`"private_key"`, `"client_secret"`,
  `"password"`, `PRIVATE KEY`).
* **Armours other than a private key's** (`-----BEGIN USER NKEY SEED-----`,
  `-----BEGIN … SECRET …-----`): the body between the lines, when the label
  names a seed, a secret or a private part, and not a public one.
* **A secret's object with its value inside** (`"priv_key": {"type": …,
  "value": "<base64>"}`, Tendermint's and CometBFT's validator keys).
* **A multi-line string** (TOML's `key = '''`, or three double quotes) under a
  secret's name.
* **A configuration property named by dots** (Hadoop's `<name>fs.s3a.secret.key</name>`
  then `<value>…</value>`, Spark's `conf.set("fs.azure.account.key.<acct>…", "…")`)
  and PHP's `define('AUTH_KEY', '…')`.
* **A key written as a list of byte values** (`network_key: [226, 244, …]`,
  `secret = {0x1f, 0xa2, …}`): 16, 24, 32 or 64 integers of 0 to 255, not
  nearly all the same nor in order, right after a name holding `key`, `secret` or `seed`
  (not a public one).

Speed: every form has literal gates (`mii`, `mighagea`, `mhc`, `ewog`, `ewoi`,
`-----begin`, `_key`, three quotes, `<name>`, `.set(`, `define(`) and a pattern
that starts with its literal; the byte lists, in a text holding `key`, `secret`
or `seed` and a `[` or `{`, are searched from each of those, and their name read
back from the list.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.published import verifying_name
from kenning.daemon.safety.secret_rules import Hit, RegexRule, SecretRule, SpanRule
from kenning.daemon.safety.shapes import key_material
from kenning.daemon.safety.values import CAMEL_WORDS, MARKER_PREFIX, classify_key, is_placeholder

__all__ = ["MATERIAL_RULES", "byte_list_keys", "der_private_key", "encoded_credentials"]


def _b64(value: str) -> bytes | None:
    try:
        return base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None


def der_private_key(value: str) -> bool:
    """Base64 of a DER private key: a SEQUENCE whose first element is version 0 (or EC's 1)."""
    raw = _b64(value[:48] if len(value) >= 48 else value[: len(value) - len(value) % 4])
    if raw is None or len(raw) < 8 or raw[0] != 0x30:
        return False
    n = raw[1]
    i = 2 + (n - 0x80 if n > 0x80 else 0)  # past the length's bytes
    body = raw[i : i + 4]
    return body[:3] == b"\x02\x01\x00" or body == b"\x02\x01\x01\x04"


_DER = RegexRule(
    "private_key",
    lazy_compile(r"(?<![A-Za-z0-9+/])(?P<v>M[HI][A-Za-z0-9+/]{62,8000}={0,2})(?![A-Za-z0-9+/=])"),
    # `MIG…` is in `migrate`: only EC's PKCS#8 (`MIGHAgEA`) of its keys, by that prefix
    gates=("mii", "mighagea", "mhc"),
    needles=("MII", "MIGHAgEA", "MHc"),
    judge=der_private_key,
    priority=3,
)

_SECRET_FIELDS = (
    b'"private_key"',
    b'"client_secret"',
    b'"password"',
    b'"secret"',
    b"PRIVATE KEY",
    b'"refresh_token"',
)


def encoded_credentials(value: str) -> bool:
    """Base64 of a credential file: JSON or text holding a private key or a secret's field."""
    raw = _b64(value)
    return raw is not None and any(f in raw for f in _SECRET_FIELDS)


# base64 of `{` and a line break or a blank and a quote (`{\n  "`, `{"`): a JSON file
_ENCODED_JSON = RegexRule(
    "encoded_credentials",
    lazy_compile(r"(?<![A-Za-z0-9+/])(?P<v>e[wy][A-Za-z0-9+/]{62,40000}={0,2})(?![A-Za-z0-9+/=])"),
    gates=("ewo", "eyj"),
    needles=("ewog", "ewoi", "ewoJ", "eyAi", "eyJ"),
    judge=encoded_credentials,
    priority=3,
)

# an armour whose label names a seed, a secret or a private part (not a public one)
_ARMOUR = lazy_compile(
    r"-----BEGIN (?P<label>[A-Z0-9 ]{1,40})-----[ \t]*\r?\n"
    r"(?P<v>[A-Za-z0-9+/=]{16,4000})[ \t]*\r?\n-{5,6}END"
)
_SECRET_LABEL = ("SEED", "SECRET", "PRIVATE", "PASSWORD")
_PUBLIC_LABEL = ("PUBLIC", "CERTIFICATE", "SIGNATURE", "MESSAGE", "JWT")


def _armoured(text: str) -> Iterator[tuple[int, int]]:
    for m in _ARMOUR.finditer(text):
        label = m.group("label")
        if any(w in label for w in _SECRET_LABEL) and not any(w in label for w in _PUBLIC_LABEL):
            yield m.span("v")


_ARMOUR_RULE = SpanRule(
    find=_armoured,
    kind="private_key",
    gates=("-----begin",),
    needles=(),
    priority=3,
)


# `"priv_key": {"type": "…", "value": "<key>"}`
_NESTED = RegexRule(
    "private_key",
    lazy_compile(
        r"""(?i:priv(?:ate)?_?key)["']?[ \t]*:[ \t]*\{"""
        r"""[^{}]{0,200}?["']value["'][ \t]*:[ \t]*["'](?P<v>[^"'\s]{16,4000})["']"""
    ),
    gates=("priv_key", "privkey", "private_key"),
    judge=lambda v: not v.startswith(MARKER_PREFIX) and key_material(v.rstrip("=")),
    priority=4,
)


def _named_ok(name: str, value: str) -> bool:
    if classify_key(name) is None and name.lower() not in ("key", "private", "seed"):
        return False
    v = value.strip()
    return not v.startswith(MARKER_PREFIX) and not is_placeholder(v) and key_material(v.rstrip("="))


# TOML's multi-line strings: `key = '''` (or `"""`), the value alone on the next line
# (a line may carry a quoting prefix: `> `, `#### `)
_MULTILINE = lazy_compile(
    r"""(?P<name>[A-Za-z_][\w.-]{0,40})[ \t]*=[ \t]*(?P<q>'''|\"\"\")[ \t]*\r?\n[ \t>#]{0,8}"""
    r"""(?P<v>[^\s'"]{16,4000})[ \t]*\r?\n[ \t>#]{0,8}(?P=q)"""
)

# a property named by dots: `<name>fs.s3a.secret.key</name> <value>…</value>`, and
# `conf.set("fs.azure.account.key.<acct>…", "…")`
_PROPERTY = lazy_compile(
    r"""<name>[ \t]*(?P<name>[\w.-]{1,120})[ \t]*</name>\s{0,40}<value>[ \t]*"""
    r"""(?P<v>[^<\s]{8,4000})"""
    r"""[ \t]*</value>|\.set\([ \t]*["'](?P<sname>[\w.-]{1,120})["'][ \t]*,[ \t]*["']"""
    r"""(?P<sv>[^"'\s]{8,4000})["']"""
)
_SECRET_PARTS = frozenset(("secret", "password", "passwd", "token", "credential", "credentials"))

# PHP's `define('AUTH_KEY', '…')` (WordPress's keys and salts)
_DEFINE = lazy_compile(
    r"""\bdefine\([ \t]*["'](?P<name>[A-Z][A-Z0-9_]{1,60})["'][ \t]*,[ \t]*"""
    r"""(?:'(?P<v>[^'\r\n]{16,400})'|"(?P<dv>[^"\r\n]{16,400})")"""
)


def _dotted_secret(name: str, value: str) -> bool:
    parts = name.lower().replace("-", ".").split(".")
    if not (_SECRET_PARTS.intersection(parts) or "key" in parts or "sas" in parts):
        return False
    v = value.strip()
    return not v.startswith((MARKER_PREFIX, "$", "%")) and key_material(v.rstrip("="))


def _salt_ok(name: str, value: str) -> bool:
    # WordPress's placeholder is words (`put your unique phrase here`); a salt's symbols
    # (`<`, `{`, `$`) would read as a template to `is_placeholder`
    if value.startswith(MARKER_PREFIX) or " " in value or len(value) < 32:
        return False
    if classify_key(name) is None and not name.endswith(("_SALT", "_KEY")):
        return False
    return len(set(value)) >= 16


@dataclass(frozen=True)
class _NamedValues:
    kind: str = "secret_assignment"
    gates: tuple[str, ...] = ("'''", '"""', "<name>", ".set(", "define(")
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if "'''" in first or '"""' in first:
            for m in _MULTILINE.finditer(text):
                if _named_ok(m.group("name"), m.group("v")):
                    yield Hit(self.kind, *m.span("v"), self.priority)
        if "<name>" in first or ".set(" in first:
            for m in _PROPERTY.finditer(text):
                g = "v" if m.group("v") is not None else "sv"
                name = m.group("name") or m.group("sname")
                if _dotted_secret(name, m.group(g)):
                    yield Hit(self.kind, *m.span(g), self.priority)
        if "define(" in first:
            for m in _DEFINE.finditer(text):
                g = "v" if m.group("v") is not None else "dv"
                if _salt_ok(m.group("name"), m.group(g)):
                    yield Hit(self.kind, *m.span(g), self.priority)


# a list of 16 to 64 byte values (decimal or `0x`), then the name before it
_BYTE = r"(?:0[xX][0-9a-fA-F]{1,2}|[0-9]{1,3})"
_BYTE_LIST = lazy_compile(
    r"[\[{]\s{0,4}(?P<v>(?:"
    + _BYTE
    + r"\s{0,4},\s{0,4}){15,63}"
    + _BYTE
    + r")\s{0,4},?\s{0,4}[\]}]"
)
_BYTE_NAME = lazy_compile(
    r"""(?i)(?P<name>\w{0,24}(?:key|secret|seed)\w{0,24})(?:\[[0-9]{0,3}\])?["']?\s{0,2}"""
    r"""(?::|=|:=)\s{0,2}(?:new\s{1,2}\w{1,12}\s{0,2}\[\]\s{0,2})?$"""
)
_BYTE_WORDS = ("key", "secret", "seed")


def byte_list_keys(text: str) -> Iterator[tuple[int, int]]:
    """Spans of lists of 16, 24, 32 or 64 byte values after a key's, secret's or seed's name."""
    for m in _BYTE_LIST.finditer(text):
        start = m.start()
        name = _BYTE_NAME.search(text, max(0, start - 64), start)
        if name is None or "pub" in name.group("name").lower():
            continue
        if verifying_name([w.lower() for w in CAMEL_WORDS.findall(name.group("name"))]):
            continue  # a key that verifies (`update_verify_key`, round 40): published.py
        values = [int(v, 0) for v in m.group("v").replace(" ", "").split(",")]
        if (
            len(values) in (16, 24, 32, 64)
            and max(values) <= 255
            and len(set(values)) > len(values) // 2
            and values != sorted(values)  # not a range written out
        ):
            yield m.span("v")


#: `_BYTE_LIST`'s start for RE2 (`requires_of`): a bracket, then two bytes, each with its
#: comma (`\s` spelt as the characters it matches in ASCII)
_BLANK = r"[\t\n\x0b\x0c\r\x1c-\x1f ]"
_BYTE_LIST_REQUIRES = (rf"[\[{{]{_BLANK}*(?:{_BYTE}{_BLANK}*,{_BLANK}*){{2}}",)

_BYTE_LIST_RULE = SpanRule(
    find=byte_list_keys,
    kind="private_key",
    gates=_BYTE_WORDS,
    needles=("[", "{"),
    priority=8,
    requires=_BYTE_LIST_REQUIRES,
)


MATERIAL_RULES: tuple[SecretRule, ...] = (
    _DER,
    _ENCODED_JSON,
    _ARMOUR_RULE,
    _NESTED,
    _NamedValues(),
    _BYTE_LIST_RULE,
)
