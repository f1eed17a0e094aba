"""Secrets a record's structure names, not their own name (round 32).

Round 32 of issue 27 (classes held-out 36 showed). A tool writes a secret into
a structure whose other parts say what it is:

* **a key element's data**: an XML element named for a key or a secret
  (`<Key>`, `<PrivateKey>`, `<Secret>`; a password's is the markup rule's) whose
  one child is a `<Data>` or a `<Value>` (attributes allowed: a key file's `<Data
  Hash="…">`), holding hex digits (in groups too) or base64: the child's text is
  the key. A `<PublicKey>` and words stay;
* **a record typed as a password**: a JSON object whose `"type"` (or `"kind"`)
  names a password, a passphrase or a secret by its last word (a state file's
  `random_password` resource, `RandomPassword`; not `password_policy`, a rule's type),
  or a random string's resource (`random_string`, round 35: a result of 12 or more, and
  the record's id, which is the result again), and whose `"result"`, `"value"` or
  `"output"` holds
  a value: that value, when it could be a password (`values.credential_like`, or
  both cases and a digit: a generated one's symbols read as code);
* **a binary blob beside the password that opens it**: DER in base64 (`MI…`, a
  PKCS#12 bundle or a keystore) assigned to a name whose stem names a password too
  elsewhere in the text (`SIGNING_CERT_P12=…` with `SIGNING_CERT_PASSWORD=…`,
  `keystore:` with `keystore_password:`): a certificate needs no password, so its
  stem's password says the blob holds a private key;
* **the first field a dump prints**: after `$ <command>` that dumps its state with
  its keys (`dump`, `--show-secrets`: `wg show wg0 dump` prints the interface's
  private key first, after the interface's name in `wg show all dump`), the first
  field of the first line of tab-separated fields that reads as a key (a 32-byte
  key's base64, `places.token_value`), the line's first or second; a dump sent to a
  file stays;
* **a secret changed on a command line**: a command whose verb changes a PIN, a
  PUK, a password, a passphrase or a key (`change-pin`, `change-management-key`,
  `set-password`, `unblock-pin`): the values of its flags for the new secret
  (`-n`, `--new-…`); the current one's flags stay (docs give a default there: a
  PIV card's management key `0102…0708`, its PIN `123456`).

Round 35 (held-out 35's one left, probes of other tools):

* **a key file's body under its header line**: a line `<NAME>_KEY` (a repository's id
  after it: `borg key export`'s `BORG_KEY <hex>`) over base64 lines that read as
  generated: the lines;
* **a disk's master key dumped in hex**: `MK dump:` (cryptsetup's `luksDump
  --dump-master-key`), `Master key:` or `Volume key:`, then byte groups over lines.

Speed: each rule's gates are literals of the sanitizer's one RE2 set, and its
`requires` (RE2) leaves it out of an ASCII text without its structure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.token_values import token_value
from kenning.daemon.safety.values import (
    credential_like,
    has_upper_lower_digit,
    not_placeholder,
)

__all__ = ["RECORD_RULES"]

_Spans = Iterator[tuple[int, int]]


# -- a key element's data --------------------------------------------------------------------

_KEY_DATA = lazy_compile(
    r"<(?P<o>[A-Za-z][\w:.-]{0,40})>\s{0,40}<(?P<i>[Dd]ata|[Vv]alue)(?:\s[^<>]{0,200})?>"
    r"\s{0,40}(?P<v>[0-9A-Za-z+/= \t\r\n]{16,2000}?)\s{0,40}</(?P=i)>"
)
#: (a password's element is the markup rule's: `<AdministratorPassword><Value>`)
_KEY_ELEMENTS = ("key", "secret")
_HEX_GROUPS = lazy_compile(r"[0-9A-Fa-f]{2,}(?:[ \t\r\n]+[0-9A-Fa-f]{2,})*")
_BASE64 = lazy_compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_KEY_DATA_REQUIRES = (r"(?i)(?:key|secret)>\s*<(?:data|value)",)


def _key_material(value: str) -> bool:
    if _HEX_GROUPS.fullmatch(value) is not None:
        digits = sum(not c.isspace() for c in value)
        return digits >= 32 and any(c.isalpha() for c in value) and any(c.isdigit() for c in value)
    return _BASE64.fullmatch(value) is not None and generated_value(value.rstrip("="))


def _key_data(text: str, low: str) -> _Spans:
    for gate in ("</data>", "</value>"):
        at = low.find(gate)
        while at >= 0:
            # the element's start: the last `<Key>`-like opening before the child's
            start = low.rfind("<", 0, max(0, low.rfind("<", 0, at)))
            if start >= 0 and at - start < 2400:
                m = _KEY_DATA.match(text, start)
                if m is not None and m.end() == at + len(gate):
                    outer = m.group("o").lower()
                    value = m.group("v").strip()
                    if (
                        outer.endswith(_KEY_ELEMENTS)
                        and "public" not in outer
                        and not_placeholder(value)
                        and _key_material(value)
                    ):
                        begin = m.start("v") + (len(m.group("v")) - len(m.group("v").lstrip()))
                        yield begin, begin + len(value)
            at = low.find(gate, at + len(gate))


# -- a record typed as a password ---------------------------------------------------------

#: the type's last word names the secret itself (`random_password`, `RandomPassword`,
#: `Secret`), not a word beside one (`password_policy`, `secret_rotation_rule`)
_TYPED = lazy_compile(
    r"""(?i)"(?:type|kind)"\s{0,4}:\s{0,4}"[^"\n]{0,80}(?:password|passphrase|secret)s?\""""
    # a generated string's resource (round 35): its result is a password as often
    r"""|"(?:type|kind)"\s{0,4}:\s{0,4}"(?P<s>[^"\n]{0,60}random_?string)\""""
)
#: the record's value, before the next record's type
_RESULT = lazy_compile(
    r"""(?P<k>"(?:result|value|output|plaintext)")\s{0,4}:\s{0,4}"(?P<v>(?:[^"\\\n]|\\.){8,200})\""""
)
_TYPED_REQUIRES = (
    r"""(?i)"(?:type|kind)"\s*:\s*"[^"\n]*(?:password|passphrase|secret|random_?string)""",
)
_RECORD_REACH = 800


def _typed_records(text: str, low: str, copies: bool = False) -> _Spans:
    for m in _TYPED.finditer(text):
        end = min(len(text), m.end() + _RECORD_REACH)
        nxt = _TYPED_NEXT.search(text, m.end(), end)
        if nxt is not None:
            end = nxt.start()
        for r in _RESULT.finditer(text, m.end(), end):
            value = r.group("v")
            if not not_placeholder(value) or "${" in value or any(c.isspace() for c in value):
                continue
            if m.group("s") is not None and len(value) < 12:
                continue  # a short random string: a name's suffix (`-x7k2q9`)
            # a password generated with symbols reads as code to `credential_like` (`[`)
            if credential_like(value) or has_upper_lower_digit(value):
                yield r.span("v")
                if copies:
                    # the same value as the record's id (a random string's id is its result)
                    at = text.find(f'"{value}"', m.end(), end)
                    while at >= 0:
                        if at + 1 != r.start("v"):
                            yield at + 1, at + 1 + len(value)
                        at = text.find(f'"{value}"', at + len(value) + 2, end)


_TYPED_GATES = ('"result"', '"value"', '"output"', '"plaintext"')
_RS = ("random_string", "RandomString")
_TYPED_NEXT = lazy_compile(r"""(?i)"(?:type|kind)"\s{0,4}:""")


def _typed_copies(text: str, low: str) -> _Spans:
    """The typed records' values again elsewhere in their record (a random string's `"id"`):
    a rule of a kind no name saves (`unnamed_key`), so that the id's name keeps nothing."""
    spans = set(_typed_records(text, low))
    return (s for s in _typed_records(text, low, copies=True) if s not in spans)


# -- a binary blob beside the password that opens it ---------------------------------------

_BLOB = lazy_compile(r"""[:=][ \t]{0,4}["']?(?P<v>MI[A-Za-z0-9+/]{100,20000}={0,2})""")
#: the name before the blob's operator
_BLOB_NAME = lazy_compile(r"""(?P<n>[A-Za-z_][\w.-]{0,60})["']?[ \t]{0,4}$""")
_NAME_PARTS = re.compile(r"[_.-]+|(?<=[a-z0-9])(?=[A-Z])")
_BLOB_GATES = ("=mii", ":mii", ": mii", '"mii', "'mii")
#: after the stem: a password's word, a word between allowed (`KEYSTORE_STORE_PASSWORD`,
#: `clientCertPassphrase`)
_OPENS = r"[\W_]?(?:[A-Za-z0-9]{1,20}[\W_]?)?(?:password|passphrase|passwd|pass|pwd|pin)\b"
_BLOB_REQUIRES = (r"""[:=][ \t]*["']?MI[A-Za-z0-9+/]{100}""",)


def _stem(name: str) -> str:
    """The name without its last word (`SIGNING_CERT_P12` -> `signing_cert`), or itself
    when it is one word (`keystore`), lower case, its parts joined by `_`."""
    parts = [p.lower() for p in _NAME_PARTS.split(name) if p]
    if len(parts) > 1:
        parts = parts[:-1]
    return "_".join(parts)


def _opened_blobs(text: str, low: str) -> _Spans:
    for m in _BLOB.finditer(text):
        name = _BLOB_NAME.search(text, max(0, m.start() - 66), m.start())
        if name is None:
            continue
        stem = _stem(name.group("n"))
        if len(stem) < 3:
            continue
        words = stem.replace("_", r"[\W_]?")
        if re.search(rf"(?i)(?<![A-Za-z0-9]){words}{_OPENS}", text) is not None:
            yield m.span("v")


# -- a secret changed on a command line ----------------------------------------------------

_CHANGE_VERB = lazy_compile(
    r"(?i)\b(?:change|set|unblock|reset)-(?:pin|puk|password|passphrase|secret|"
    r"(?:management-)?key)\b"
)
_NEW_FLAG = lazy_compile(
    r"""(?:^|[ \t])(?:-n|--new-[a-z-]{1,30})(?:[ \t]+|=)(?P<q>["']?)"""
    r"""(?P<v>[^\s"'$<>{}]{4,200})(?P=q)(?=\s|$)"""
)
_CHANGE_REQUIRES = (
    r"(?i)(?:change|set|unblock|reset)-(?:pin|puk|password|passphrase|secret|key|management-key)",
)


def _changed_secrets(text: str, low: str) -> _Spans:
    for m in _CHANGE_VERB.finditer(text):
        le = text.find("\n", m.end())
        le = len(text) if le < 0 else le
        for f in _NEW_FLAG.finditer(text, m.end(), le):
            value = f.group("v")
            if not_placeholder(value) and (
                value.isdigit() or generated_value(value) or credential_like(value)
            ):
                yield f.span("v")


# -- the first field a dump prints ---------------------------------------------------------

#: a command that dumps its state with its keys (`wg show wg0 dump`, `… --show-secrets`), then
#: its first printed line: fields apart by tabs
_DUMP = lazy_compile(
    r"(?m)^(?:#### )?\$ (?P<cmd>[^\n]{0,300}?(?:\bdump\b|--show-secrets\b|--show-private\b)"
    r"[^\n]{0,100})\n(?:#### )?(?:(?P<n>[\w.@-]{1,30})\t)?(?P<v>[^\s]{20,200})\t[^\n]{0,400}\t"
)
_DUMP_REQUIRES = (r"\$ [^\n]*(?:dump|--show-secrets|--show-private)[^\n]*\n[^\n]*\t[^\n]*\t",)


#: a 32-byte key in base64 (a Curve25519 key's: 43 characters and its padding)
_KEY32 = lazy_compile(r"[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=")


def _dump_key(value: str) -> bool:
    if _KEY32.fullmatch(value) is not None:
        return any(c.isupper() for c in value) and any(c.islower() for c in value)
    return token_value(value)


def _dumped_keys(text: str, low: str) -> _Spans:
    for m in _DUMP.finditer(text):
        if ">" in m.group("cmd"):
            continue
        name = m.group("n")
        if name is not None and len(name) >= 20 and _dump_key(name):
            yield m.span("n")  # the line's first field is the key
        elif _dump_key(m.group("v")):
            yield m.span("v")


# -- a key file's body under its header line, a key's dump in hex groups (round 35) ----------

#: a key file's header, then base64 lines (`BORG_KEY <repository id>`, as `borg key export`
#: writes it): the lines are the key, sealed by a passphrase a user picks
_HEADED_KEY = lazy_compile(
    r"(?m)^(?P<h>[A-Z][A-Z0-9]{1,20}_KEY)(?:[ \t]+[0-9a-fA-F]{16,128})?[ \t]*\r?\n"
    r"(?P<v>[A-Za-z0-9+/]{40,120}={0,2}(?:\r?\n[A-Za-z0-9+/]{4,120}={0,2}){0,200})"
)
_HEADED_REQUIRES = (r"(?m)^[A-Z][A-Z0-9]*_KEY[ \t0-9a-fA-F]*\r?\n[A-Za-z0-9+/]{40}",)
#: a disk's master key dumped in hex groups over lines (`cryptsetup luksDump
#: --dump-master-key`: `MK dump:` then 16 bytes a line; `Volume key:`)
_KEY_DUMP = lazy_compile(
    r"(?im)^[ \t]*(?:mk[ \t]+dump|master[ \t]+key|volume[ \t]+key)[ \t]*:[ \t]*"
    r"(?P<v>[0-9a-f]{2}(?:[ \t]+[0-9a-f]{2}){7,63}(?:[ \t]*\r?\n[ \t]+[0-9a-f]{2}"
    r"(?:[ \t]+[0-9a-f]{2}){7,63}){0,15})"
)
_KEY_DUMP_REQUIRES = (
    r"(?i)(?:mk[ \t]+dump|master[ \t]+key|volume[ \t]+key)[ \t]*:[ \t]*[0-9a-f]{2}[ \t]",
)


def _headed_keys(text: str, low: str) -> _Spans:
    for m in _HEADED_KEY.finditer(text):
        body = m.group("v")
        if generated_value(body.replace("\n", "").replace("\r", "").rstrip("=")[:200]):
            yield m.span("v")


def _dumped_key_bytes(text: str, low: str) -> _Spans:
    for m in _KEY_DUMP.finditer(text):
        digits = "".join(m.group("v").split())
        if len(set(digits)) >= 8:
            yield m.span("v")


RECORD_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "private_key",
        with_lower(_key_data),
        gates=("</data>", "</value>"),
        priority=7,
        requires=_KEY_DATA_REQUIRES,
    ),
    SpanRule(
        "password_assignment",
        with_lower(_typed_records),
        gates=_TYPED_GATES,
        needles=("password", "passphrase", "secret", "Password", "Secret", "Passphrase", *_RS),
        priority=7,
        requires=_TYPED_REQUIRES,
    ),
    SpanRule(
        "unnamed_key",
        with_lower(_typed_copies),
        gates=_TYPED_GATES,
        needles=_RS,
        priority=7,
        requires=_TYPED_REQUIRES,
    ),
    SpanRule(
        "private_key",
        with_lower(_opened_blobs),
        gates=_BLOB_GATES,
        priority=7,
        requires=_BLOB_REQUIRES,
    ),
    SpanRule(
        "private_key",
        with_lower(_dumped_keys),
        gates=("dump", "--show-secrets", "--show-private"),
        needles=("\t",),
        priority=7,
        requires=_DUMP_REQUIRES,
    ),
    SpanRule(
        "private_key",
        with_lower(_headed_keys),
        gates=("_key",),
        priority=7,
        requires=_HEADED_REQUIRES,
    ),
    SpanRule(
        "private_key",
        with_lower(_dumped_key_bytes),
        gates=("mk dump", "master key", "volume key"),
        priority=7,
        requires=_KEY_DUMP_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_changed_secrets),
        gates=("change-", "set-", "unblock-", "reset-"),
        priority=7,
        requires=_CHANGE_REQUIRES,
    ),
)
