"""Credentials that security tools capture and dump, taken by the places the tools print them.

Round 45 of issue 27 (held-out 47: security work, incident response and forensics). A
password's hash or a ticket in these tools' output is the password's equal: an NT hash
signs in by itself (pass-the-hash), a Kerberos key makes tickets, a NetNTLM response is
cracked offline, a DPAPI master key opens every secret it protects, a ticket or a signed
assertion is a session. Bare hex and base64 are a digest, an id or a picture as often as a
key (the redactor keeps them), so these are taken by their tools' own layouts:

* **a pwdump line** (secretsdump, hashdump, a SAM or NTDS dump): `name:rid:LM:NT:::`, each
  hash but the two constants of an empty password (`EMPTY_HASHES`);
* **a Kerberos key by its encryption type**: `name:aes256-cts-hmac-sha1-96:<hex>` as
  secretsdump prints it, `aes256_hmac  <hex>` and `rc4_hmac_nt  <hex>` as mimikatz does;
* **a NetNTLM response** as Responder, hashcat and john print one:
  `user::DOMAIN:challenge:NTProofStr:blob` (v2) and `user::DOMAIN:LM:NT:challenge` (v1),
  its responses, and the password a cracked line ends in (`…:blob:<password>`);
* **a credential block of mimikatz**: `* NTLM : <hex>`, and in a text that has one, the
  `* LM`, `* SHA1` and `* DPAPI` lines beside it;
* **an NT or LM hash named in a sentence** ("the svc_backup NT hash is <hex>", "hash NTLM :"),
  32 hex digits within the line after its name;
* **a DPAPI master key by its GUID**: `{guid}:<hex>` (SharpDPAPI's and mimikatz's caches);
* **a Kerberos ticket in base64**: a run that starts `doI` (the application tag of a
  KRB-CRED, as Rubeus and `kirbi` files write one), also wrapped over indented lines;
* **a SAML response** posted as a form's field (`SAMLResponse=`, a tracer's `SAMLResponse:`):
  a signed assertion is a session until it expires;
* **a registry value under a secret's name** as `reg query` lists one: `Password  REG_SZ
  <data>` (a VNC server's password is eight DES-masked bytes in hex);
* **an audit log's hex-encoded argument** (auditd writes an argument with a blank or a
  mark in hex: `a3=7964…`, `proctitle=…`): decoded, taken after a password's flag, or when
  it is `--password=…` or `NAME=…` under a secret's name itself.

Speed: each form's literal is a gate of the one RE2 pass and its layout a `requires`
pattern, so a text without one costs nothing here.
"""

from __future__ import annotations

import binascii
import itertools
import re
from collections.abc import Callable, Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, classify_key, with_lower
from kenning.daemon.safety.values import is_placeholder

__all__ = ["CAPTURED_RULES", "EMPTY_HASHES", "empty_dump"]

_Spans = Iterator[tuple[int, int]]
_Find = Callable[[str, str], _Spans]

#: the LM and NT hashes of an empty password: every dump prints them for a disabled account
EMPTY_HASHES = frozenset({"aad3b435b51404eeaad3b435b51404ee", "31d6cfe0d16ae931b73c59d7e0c089c0"})


def _first_groups(pattern: re.Pattern[str], name: str, empty_too: bool = True) -> _Find:
    """A rule's finder, called `name`: the span of each match's value (its first group),
    and with `empty_too` false, not where that is an empty password's hash."""

    def find(text: str, low: str) -> _Spans:
        for m in pattern.finditer(text):
            if empty_too or m.group(1).lower() not in EMPTY_HASHES:
                yield m.span(1)

    find.__name__ = find.__qualname__ = name  # the rule's name in tests' ids and profiles
    return find


_HEX32 = r"[0-9a-fA-F]{32}"

# -- a pwdump line ------------------------------------------------------------------------

_PWDUMP = lazy_compile(
    r"(?<![^\s\[\]>:'\"(])[^\s:]{1,80}:\d{1,10}:(" + _HEX32 + "):(" + _HEX32 + r"):::"
)


def _pwdump(text: str, low: str) -> _Spans:
    for m in _PWDUMP.finditer(text):
        for g in (1, 2):
            if m.group(g).lower() not in EMPTY_HASHES:
                yield m.span(g)


def empty_dump(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` lies in a pwdump line whose hashes are both an empty
    password's (a disabled account: `Guest:501:aad3b4…:31d6cf…:::`), which opens nothing."""
    if ":::" not in text[start : end + 80]:
        return False
    # the line, 200 characters each side at most (a text of one long line stays linear)
    line_start = max(text.rfind("\n", max(0, start - 200), start) + 1, start - 200, 0)
    line_end = text.find("\n", end, end + 200)
    for m in _PWDUMP.finditer(
        text, line_start, min(len(text), end + 200) if line_end < 0 else line_end
    ):
        if m.start() <= start and end <= m.end():
            return {m.group(1).lower(), m.group(2).lower()} <= EMPTY_HASHES
    return False


# -- a Kerberos key by its encryption type ---------------------------------------------------

_ETYPES = (
    "aes256-cts-hmac-sha1-96",
    "aes128-cts-hmac-sha1-96",
    "des-cbc-md5",
    "des-cbc-crc",
    "rc4-hmac",
)
_MIMIKATZ_ETYPES = (
    "aes256_hmac",
    "aes128_hmac",
    "rc4_hmac_nt",
    "rc4_hmac_old",
    "rc4_md4",
    "rc4_hmac_nt_exp",
    "rc4_hmac_old_exp",
    "des_cbc_md5",
)
_KERBEROS = lazy_compile(
    r"(?i)(?<![\w-])(?:"
    + "|".join(re.escape(e) for e in (*_ETYPES, *_MIMIKATZ_ETYPES))
    + r")(?![\w-])[ \t]*(?:\(\d{1,6}\))?[ \t]*[:=]?[ \t]*([0-9a-f]{16,64})(?![\w-])"
)


_kerberos = _first_groups(_KERBEROS, "_kerberos")


# -- a NetNTLM response --------------------------------------------------------------------------

_NETNTLM = lazy_compile(
    r"(?<![^\s\[\]>:'\"(])[^\s:]{1,64}::[^\s:]{0,64}:"
    r"(?:[0-9a-fA-F]{16}:(" + _HEX32 + r":[0-9a-fA-F]{32,4000})"
    r"|([0-9a-fA-F]{48}:[0-9a-fA-F]{48}):[0-9a-fA-F]{16})(?![\w])"
    # a cracked line (hashcat's `--show`, a potfile) ends in the password itself
    r"(?::([^\s:][^\s]{0,200}))?"
)


def _netntlm(text: str, low: str) -> _Spans:
    for m in _NETNTLM.finditer(text):
        yield m.span(1) if m.start(1) >= 0 else m.span(2)
        if m.start(3) >= 0:
            yield m.span(3)


# -- a credential block of mimikatz ------------------------------------------------------------

_BLOCK_NTLM = lazy_compile(r"\*[ \t]*NTLM[ \t]*:[ \t]*(" + _HEX32 + r")(?![\w])")
_BLOCK_BESIDE = lazy_compile(
    r"\*[ \t]*(?:LM|SHA1|DPAPI)[ \t]*:[ \t]*([0-9a-fA-F]{32}(?:[0-9a-fA-F]{8})?)(?![\w])"
)


def _mimikatz(text: str, low: str) -> _Spans:
    found = False
    for m in _BLOCK_NTLM.finditer(text):
        found = True
        if m.group(1).lower() not in EMPTY_HASHES:
            yield m.span(1)
    if found:
        for m in _BLOCK_BESIDE.finditer(text):
            if m.group(1).lower() not in EMPTY_HASHES:
                yield m.span(1)


# -- a hash that signs in, named in a sentence --------------------------------------------------

_NAMED_HASH = lazy_compile(
    r"(?i)(?<![\w-])(?:(?:nt|ntlm|lm|net-?ntlm(?:v[12])?)[ -]?hash(?:es)?|hash[ -](?:nt|ntlm))"
    r"(?![\w-])[^\n]{0,60}?[ \t:=`\"'(]([0-9a-fA-F]{32})(?![\w])"
)


_named_hash = _first_groups(_NAMED_HASH, "_named_hash", empty_too=False)


# -- a DPAPI master key by its GUID -----------------------------------------------------------

_MASTERKEY = lazy_compile(
    r"\{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\}:"
    r"([0-9a-fA-F]{40,128})(?![\w])"
)


_masterkey = _first_groups(_MASTERKEY, "_masterkey")


# -- a Kerberos ticket in base64 ----------------------------------------------------------------

_TICKET = lazy_compile(r"(?<![A-Za-z0-9+/=])doI[A-Za-z0-9+/]{40,}={0,2}")
#: a ticket's next line, as Rubeus wraps one: blanks, then base64 alone on the line
_TICKET_LINE = lazy_compile(r"\r?\n[ \t]*([A-Za-z0-9+/]{16,}={0,2})[ \t]*(?=\r?\n|$)")
_TICKET_MIN = 100  # base64 characters: a ticket is a kilobyte and more; a shorter run is cut


def _ticket(text: str, low: str) -> _Spans:
    pos = 0
    while (m := _TICKET.search(text, pos)) is not None:
        start, end = m.span()
        size = end - start
        while not text.endswith("=", 0, end) and (more := _TICKET_LINE.match(text, end)):
            end, size = more.end(1), size + len(more.group(1))
        pos = end
        if size >= _TICKET_MIN:
            yield start, end


# -- a SAML response ------------------------------------------------------------------------

_SAML = lazy_compile(
    r"(?i)(?<![\w-])SAMLResponse(?:[\"']?[ \t]*[:=][ \t]*[\"']?|%3D)"
    r"([A-Za-z0-9+/%]{100,}(?:=|%3D){0,2})"
)


_saml = _first_groups(_SAML, "_saml")


# -- a registry value under a secret's name -----------------------------------------------------

_REG_VALUE = lazy_compile(
    r"(?m)^[ \t]+([^\t\r\n]{1,80}?)[ \t]{2,}REG_(?:SZ|EXPAND_SZ|BINARY|MULTI_SZ)[ \t]{2,}"
    r"(\S[^\r\n]{0,300}?)[ \t]*$"
)


def _registry(text: str, low: str) -> _Spans:
    for m in _REG_VALUE.finditer(text):
        value = m.group(2)
        if classify_key(m.group(1).strip()) is None or len(value) < 6 or is_placeholder(value):
            continue
        yield m.span(2)


# -- an audit log's hex-encoded argument ------------------------------------------------------

_AUDIT_ARG = lazy_compile(r"(?<![\w-])(a\d{1,4}|proctitle)=(\"[^\"\n]*\"|[0-9A-F]{8,4000})(?![\w])")
#: a flag that gives a password its next argument (`mysql -p X`, `--password X`, `/p X`)
_PASSWORD_FLAG = lazy_compile(r"(?i)(?:-{1,2}|/)(?:p|pw|pwd|pass|passwd|password|passphrase)")
_NAMED = lazy_compile(r"-{0,2}([A-Za-z_][\w.-]{0,60})=(.+)", re.S)


def _decoded(arg: str) -> list[str] | None:
    """An argument as auditd wrote it: quoted, or hex of its bytes (`proctitle`'s arguments
    apart by NULs); None when the hex is no text."""
    if arg.startswith('"'):
        return [arg.strip('"')]
    try:
        raw = binascii.unhexlify(arg).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    parts = raw.split("\0")
    return parts if all(p.isprintable() for p in parts) else None


def _named_secret(arg: str) -> bool:
    """Whether `arg` gives a value under a secret's own name (`--password=…`, `TOKEN=…`)."""
    m = _NAMED.fullmatch(arg)
    return m is not None and classify_key(m.group(1)) is not None and len(m.group(2)) >= 4


def _audit(text: str, low: str) -> _Spans:
    previous = ""
    for m in _AUDIT_ARG.finditer(text):
        args = _decoded(m.group(2))
        if args is None:
            previous = ""
            continue
        hexed = not m.group(2).startswith('"')
        taken = any(_named_secret(a) for a in args) or (
            bool(_PASSWORD_FLAG.fullmatch(previous)) and len(args[0]) >= 4
        )
        if hexed and not taken and len(args) > 1:  # a proctitle's arguments, flag then value
            taken = any(
                _PASSWORD_FLAG.fullmatch(a) and len(b) >= 4 for a, b in itertools.pairwise(args)
            )
        if hexed and taken and not is_placeholder(args[-1]):
            yield m.span(2)
        previous = args[-1]


def _rule(find: object, gates: tuple[str, ...], requires: str) -> SpanRule:
    return SpanRule(
        "captured_credential",
        with_lower(find),  # type: ignore[arg-type]
        gates=gates,
        priority=6,
        requires=(requires,),
    )


CAPTURED_RULES: tuple[SecretRule, ...] = (
    _rule(_pwdump, (":::",), _HEX32 + r":" + _HEX32 + ":::"),
    _rule(
        _kerberos,
        (*_ETYPES, *_MIMIKATZ_ETYPES),
        "(?i)" + "|".join(re.escape(e) for e in (*_ETYPES, *_MIMIKATZ_ETYPES)),
    ),
    _rule(_netntlm, ("::",), r"::[^\s:]{0,64}:[0-9a-fA-F]{16,48}:[0-9a-fA-F]{32}"),
    _rule(_mimikatz, ("ntlm",), r"\*[ \t]*NTLM[ \t]*:"),
    _rule(_masterkey, ("}:",), r"\}:[0-9a-fA-F]{40}"),
    _rule(
        _named_hash,
        ("nt hash", "nt-hash", "nthash", "ntlm hash", "ntlm-hash", "lm hash", "hash nt"),
        r"(?i)(?:nt|lm)[ -]?hash|hash[ -]nt",
    ),
    _rule(_ticket, ("doi",), r"doI[A-Za-z0-9+/]{40}"),
    _rule(_saml, ("samlresponse",), r"(?i)SAMLResponse"),
    _rule(_registry, ("reg_",), r"REG_(?:SZ|EXPAND_SZ|BINARY|MULTI_SZ)"),
    _rule(_audit, ("a0=", "proctitle="), r"(?:a\d{1,4}|proctitle)=[0-9A-F]{8}"),
)
