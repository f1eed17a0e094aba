"""Values public because they open nothing (round 42, asked by `public`).

Held-out 44's look-alikes, each a class a configuration or a tool prints beside real
secrets:

* **a one-way hash in a device's own form**: Cisco's type 8 and type 9 secrets
  (`$8$<salt>$<hash>`, `$9$<salt>$<hash>`: PBKDF2 and scrypt, two `$` runs; Junos'
  reversible `$9$…` has one and stays a secret), FortiOS' `ENC SH2<hex>` and `ENC
  AK1<hex>`, and a value right after an RFC 2307 or Dovecot scheme tag that names a hash
  (`{SSHA}`, `{SHA512-CRYPT}`, `{PBKDF2}`; `{PLAIN}` and `{CLEARTEXT}` are the password
  and stay taken);
* **a key's id under an encryption key's name**: `Encryption key: FFE0295C7C9106F2`
  (duplicity, a backup tool's status): 8 or 16 hex digits in capitals, an OpenPGP key's
  id, the form GnuPG prints; a key has more;
* **a value in an id's column**: a printed table (`virsh secret-list`'s `UUID   Usage`
  over a dashed rule) whose header cell right above the value says `UUID`, `ID` or
  `… ID`: the secret's id, the secret's value is printed elsewhere;
* **base64 of a public armour** (round 44): a Kubernetes secret's `tls.crt`, a CA bundle
  in a config (`LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t…`): it decodes to `-----BEGIN
  CERTIFICATE-----` or a public key's header, and to no `PRIVATE` armour anywhere (a
  bundle of a certificate and its key stays a secret).

Round 45 (held-out 47's look-alikes, security work):

* **a digest that names a finding**: hex of a digest's length (MD5's 32 digits to
  SHA-512's 128) after `hashed_secret` (`_token`, `_key`, `_value`: a secret scanner's
  baseline keeps the digest of what it found, to know it again); a digest a system signs
  in with stays a secret (`hash: <hex>`, `…_PASSWORD_MD5=<hex>`: held-out 21, 27 and 29
  say so), and so does a key its comment says is one (`backup_digest: <hex>  # we
  encrypt … with this`: round 25);
* **a JSON Web Key's or a JOSE header's public member**: `n`, `e`, `x`, `y`, `crv`, `kid`,
  `x5t`, `x5t#S256` and `x5c` in an object that has `kty` or `alg` (the private members
  `d`, `p`, `q`, `dp`, `dq`, `qi` and `k` stay secrets);
* **a pwdump line of an account with no password**: both hashes the constants of an empty
  password (`captured.EMPTY_HASHES`; the line of any other account is captured.py's).

Round 46 (held-out 48, legacy enterprise systems): a directory's hashed password in base64
(`userPassword:: <base64 of {SSHA}…>`), an XML element's `Id` attribute
(`wsu:Id="TS-…"`), a directory's binary ids (`objectGUID::`, `objectSid::`), a certificate a
WS-Security header carries (`ValueType="…#X509v3"`, its base64 `MII…`), a Windows path
given where a key's file is named (`-privatekey=C:\\keys\\edi.ppk`).
"""

from __future__ import annotations

import base64
import binascii
import re

from kenning.daemon.safety.captured import empty_dump

__all__ = ["one_way_public"]

_CISCO_HASH = re.compile(r"\$[89]\$[./A-Za-z0-9]{4,20}\$[./A-Za-z0-9]{20,}")
_FORTI_HASH = re.compile(r"(?:SH2|AK1)[0-9a-fA-F]{40,}")
_ENC_BEFORE = re.compile(r"\bENC[ \t]+\Z")
#: a scheme tag that names a hash, right before the value
_SCHEME = re.compile(
    r"(?i)\{(?:S?SHA(?:1|224|256|384|512)?|S?MD5|CRYPT|(?:MD5|SHA256|SHA512|BLF|DES)-CRYPT"
    r"|PBKDF2(?:-SHA\d{1,3})?|ARGON2I?D?|BCRYPT|SCRAM-SHA-(?:1|256)|SSHA-?\d{3})\}\Z"
)
_KEY_ID = re.compile(r"[0-9A-F]{16}|[0-9A-F]{8}")
_ENCRYPTION_NAME = re.compile(r"(?i)\bencrypt(?:ion)?[ _-]?key[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_TOKEN_EDGE = " \t\n\"'`,;()[]{}<>"
_RULE_LINE = re.compile(r"[ \t]*[-=+]{8,}[ \t]*")
_ID_HEADER = re.compile(r"(?i)uuid|id|guid|[\w-]{1,20}[ _-]id")


#: how far a token is looked for on each side of a hit: a hash is shorter, and a text of
#: one long run and many hits stays linear
_TOKEN_REACH = 512


def _token(text: str, start: int, end: int) -> str:
    """The run of `start:end` between `_TOKEN_EDGE`s; empty when it is longer than
    `_TOKEN_REACH` on either side (no hash is)."""
    lo, hi = start, end
    floor, ceiling = max(0, start - _TOKEN_REACH), min(len(text), end + _TOKEN_REACH)
    while lo > floor and text[lo - 1] not in _TOKEN_EDGE:
        lo -= 1
    while hi < ceiling and text[hi] not in _TOKEN_EDGE:
        hi += 1
    if (lo == floor and lo > 0 and text[lo - 1] not in _TOKEN_EDGE) or (
        hi == ceiling and hi < len(text) and text[hi] not in _TOKEN_EDGE
    ):
        return ""
    return text[lo:hi]


def _under_id_header(text: str, start: int) -> bool:
    """Whether `start` begins a cell of a printed table's column whose header says an id."""
    # a printed table's row is short: its start is looked for 4,096 back at most (a text of
    # one long line and many hits stays linear)
    line_start = text.rfind("\n", max(0, start - 4096), start) + 1
    if line_start == 0 and start > 4096:
        return False
    column = start - line_start
    if column and not text[start - 1].isspace():
        return False
    # the dashed rule under the header, within a few rows above
    hi = line_start - 1
    for _ in range(12):
        if hi <= 0:
            return False
        lo = text.rfind("\n", 0, hi) + 1
        line = text[lo:hi]
        if _RULE_LINE.fullmatch(line):
            header_end = lo - 1
            if header_end <= 0:
                return False
            header = text[text.rfind("\n", 0, header_end) + 1 : header_end]
            if column >= len(header) or header[column].isspace():
                return False
            if column and not header[column - 1].isspace():
                return False
            cell = re.match(r"\S+(?: \S+)?", header[column:])
            return cell is not None and _ID_HEADER.fullmatch(cell.group()) is not None
        hi = lo - 1
    return False


def one_way_public(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is a one-way hash, a key's id or an id's cell (see the module)."""
    token = _token(text, start, end)
    if "$" in token and _CISCO_HASH.fullmatch(token):
        return True
    if _FORTI_HASH.fullmatch(token):
        at = text.find(token, max(0, start - len(token)))
        if at >= 0 and _ENC_BEFORE.search(text, max(0, at - 12), at):
            return True
    head = text[max(0, start - 24) : start]
    if "{" in head and _SCHEME.search(head):
        return True
    value = text[start:end]
    if _KEY_ID.fullmatch(value) and _ENCRYPTION_NAME.search(text, max(0, start - 40), start):
        return True
    if value.startswith("LS0tLS1CRUdJTi") and _public_armour_b64(value):
        return True
    if _DIGEST_HEX.fullmatch(value) and _HASHED_NAME.search(text, max(0, start - 64), start):
        return True
    if _JOSE_PUBLIC.search(text, max(0, start - 24), start) and _JOSE_OBJECT.search(
        text, max(0, start - 2000), min(len(text), end + 2000)
    ):
        return True
    if _legacy_public(text, start, end, value):
        return True
    return empty_dump(text, start, end) or _under_id_header(text, start)


#: round 46 (held-out 48): an XML element's `Id` attribute (`wsu:Id="TS-…"`), a directory's
#: binary ids (`objectGUID::`, `objectSid::`), a Windows path (`-privatekey=C:\keys\a.ppk`)
_XML_ID = re.compile(r"(?:^|[\s<])(?:[A-Za-z]{1,12}:)?(?:Id|ID|id)=[\"']\Z")
_DIRECTORY_ID = re.compile(r"(?i)\bobject(?:guid|sid)::?[ \t]*\Z")
_LDIF_PASSWORD = re.compile(r"(?im)^userPassword::[ \t]*\Z")
_HASH_HEAD = re.compile(rb"(?i)\{(?:s?sha\d*|s?md5|crypt|pbkdf2[\w-]*|argon2\w*|bcrypt|ssha\d*)\}")
_WINDOWS_PATH = re.compile(r"[A-Za-z]:\\[^\s\"'<>|]*")


def _base64_bytes(value: str) -> bytes | None:
    """`value`'s bytes as standard base64 (padded here), or None: strict, where
    `values.decode_base64` would read the URL-safe alphabet too."""
    try:
        return base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None


def _legacy_public(text: str, start: int, end: int, value: str) -> bool:
    """An id by its attribute or directory name, a certificate a WS-Security header carries
    (`ValueType="…#X509v3"`: `MII…`, a DER certificate's base64), or a Windows path."""
    head = text[max(0, start - 40) : start]
    if _XML_ID.search(head) or _DIRECTORY_ID.search(head):
        return True
    if _LDIF_PASSWORD.search(head):
        raw = _base64_bytes(value)
        if raw is not None and _HASH_HEAD.match(raw):
            return True  # `{SSHA}…` in base64: the hash a directory keeps, not the password
    if value.startswith("MII"):
        element = text.rfind("<", max(0, start - 300), start)
        tag = text[element:start].lower() if element >= 0 else ""
        if "x509" in tag and "private" not in tag:
            return True  # the element's own attributes say a certificate
    return _WINDOWS_PATH.fullmatch(value) is not None


#: a digest's hex: MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512 (one case throughout)
_DIGEST_HEX = re.compile(r"(?:[0-9a-f]{32}|[0-9A-F]{32})(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{24}){0,4}")
#: a name that says its value is a digest, right before the value
_HASHED_NAME = re.compile(
    r"(?i)hashed[_-]?(?:secret|token|key|value|credential)s?"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
#: a JWK's or a JOSE header's public member, right before its value; and such an object
_JOSE_PUBLIC = re.compile(
    r"[\"'](?:n|e|x|y|crv|kid|x5t|x5t#S256|x5c)[\"'][ \t]*:[ \t]*\[?[ \t]*[\"']\Z"
)
_JOSE_OBJECT = re.compile(r"[\"'](?:kty|alg)[\"'][ \t]*:")


#: the headers of public armours, as their base64 decodes
_PUBLIC_ARMOUR = re.compile(
    rb"-----BEGIN (?:CERTIFICATE|TRUSTED CERTIFICATE|PUBLIC KEY|X509 CRL"
    rb"|RSA PUBLIC KEY|CERTIFICATE REQUEST|NEW CERTIFICATE REQUEST)-----"
)


def _public_armour_b64(value: str) -> bool:
    """Whether `value` is base64 (`LS0tLS1CRUdJTi` is `-----BEGIN`) of a public armour and of
    no private one."""
    raw = _base64_bytes(value[: len(value) - len(value) % 4])
    return raw is not None and _PUBLIC_ARMOUR.match(raw) is not None and b"PRIVATE" not in raw
