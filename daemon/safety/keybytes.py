"""Keys as bytes, in a rarer encoding, or under a weak name.

Round 18b of issue 27 (the classes held-out 24 showed), each written for its shape:

* **character codes turned into a string** by the casts `encoded.py` does not gate on
  (Dart's `String.fromCharCodes`, `utf8.decode([…])`, Swift's `String(bytes:`, C#'s
  `GetString(new byte[]`, Kotlin's `ByteArray`/`byteArrayOf`, `TextDecoder`): the list
  read back as a password, as `encoded.py` reads it;
* **a key's raw bytes** (`let keyBytes: [UInt8] = [0x65, …]`, `byte[] key = {…}`,
  `[]byte{…}`, `new Uint8Array([…])`, `&[u8]`, Rust's typed `106u8` first, bytes masked
  by a constant: `b ^ 142 for b in […]`, round 40b): sixteen or more hex bytes (or numbers
  up to 255, one above 127), ten distinct or more, with a secret's word on the line or
  just before (codes all printable: when they read back as a generated key, round
  23b); a table of magic numbers, a CRC table or a hash's expected bytes
  (`digest`, `sha`, `checksum` on the line) stays;
* **hex handed to a hex decoder** (`Buffer.from('…', 'hex')`, `bytes.fromhex(…)`,
  `unhexlify`, `hex.DecodeString`, `Hex.decode`, `hex::decode`, `FromHexString`,
  `hex2bin`, `xxd -r -p`): 32 or more hex digits, with a secret's word on the line
  and no hash's word; with no secret's word, when the bytes read back as a generated
  value (`unhexlify("645a…")`: printable, no blank, random or all three classes; round
  40b): a value hidden on purpose;
* **base85, ascii85, base32 handed to their decoders** (`b85decode`, `a85decode`,
  `b32decode`, `base32 -d`, `Base85.decode`, `z85`) and **a uuencoded body**
  (`begin 600 name` … `end`): read back, a password or a key's raw bytes;
* **a 32-hex key under an application's id** (`appid=`, `app_id=`, `appId:`):
  32 to 64 hex digits with letters and digits; a numeric id stays;
* **a one-time code under its name** (`smsCode: '499904'`, `otp_code = "0417"`,
  `verificationCode`, `mfa_code`, `2fa_pin`) and `the SMS code is 499904`: 4 to 8 digits;
* **a bytes literal of escapes** (`b'\\x86g\\x10\\xe1…'`, a REPL's echo after `>>> hmac_key`):
  eight `\\x` escapes or more, six distinct, with a secret's word on its line or the line
  before it and no hash's word (round 47);
* **a row of an SQL `INSERT`** whose column names a secret (`INSERT INTO api_keys (name,
  key, created_at) VALUES ('ci', '…', now())`): the value in that column, when it is no
  placeholder; a hash's, an id's, a name's or a prefix's column stays.

Speed: the gates are literals of the one RE2 set (the casts, the decoders, `begin 6`,
`appid`, `app_id`, `code`'s spellings beside `sms`/`otp`/…, `insert into`). Each part
reads only a window around its gate.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.encoded import _a_code, char_codes
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import (
    credential_like,
    has_digit,
    has_upper_lower_digit,
    hex_key,
    is_placeholder,
    looks_random,
)

__all__ = ["KEYBYTE_RULES"]

_Spans = Iterator[tuple[int, int]]

_SECRET_WORD = lazy_compile(
    r"(?i)pass|pwd|secret|token|key|cred|auth|priv|seed|hmac|aes|cipher|signing|master"
)
_HASH_WORD = lazy_compile(
    r"(?i)digest|sha\d|sha-|md5|checksum|hash|fingerprint|expected|crc|magic|nonce|iv\b"
)


def _line(text: str, at: int) -> tuple[int, int]:
    ls = text.rfind("\n", 0, at) + 1
    le = text.find("\n", at)
    return ls, len(text) if le < 0 else le


def _names_a_secret(text: str, lo: int, hi: int) -> bool:
    """A secret's word in `lo..hi` (or in the 120 characters before) and no hash's word."""
    said = text[max(0, lo - 120) : hi]
    return _SECRET_WORD.search(said) is not None and _HASH_WORD.search(text, lo, hi) is None


# -- character codes by the casts encoded.py does not gate on -----------------------------------

_CAST_GATES = (
    "fromcharcodes(",
    "utf8.decode([",
    "string(bytes:",
    "string(decoding:",
    "getstring(new byte",
    "bytearrayof(",
    "textdecoder",
    "string.fromutf8(",
    "string::from_utf8(",
    "str::from_utf8(",
    "from_utf8(vec!",
    "new string(new byte",
    "latin1.decode(",
    "ascii.decode(",
)


_more_casts = char_codes(_CAST_GATES)


# -- a key's raw bytes -------------------------------------------------------------------------

_BYTE_LIST = lazy_compile(
    r"(?P<v>(?:0[xX][0-9A-Fa-f]{2}|\d{1,3})(?:[uU]8)?"
    r"(?:[ \t]*,[ \t]*(?:0[xX][0-9A-Fa-f]{2}|\d{1,3})(?:[uU]8)?){15,255})"
)
_BYTE_GATES = (
    "[uint8]",
    "uint8array",
    "uint8list",
    "[]byte{",
    "byte[]",
    "bytes([",
    "bytearray(",
    "[u8",
    "u8;",
    "bytearrayof(",
    "bytes.of(",
    "unsigned char",
    "uint8_t",
    "data([",
    "list<int>",
    "keybytes",
    "key_bytes",
    "symmetrickey(",
    "secretkeyspec(",
    "[byte[]]",
    "sbyte[]",
    # bytes masked by a constant (`bytes(b ^ 142 for b in […])`, `.map(b => b ^ 0x5a)`)
    " ^ ",
)


def _mixed(told: str) -> bool:
    """Letters and digits only, both in it: a key's characters (`B6PYXVRW…5CBM`), no word."""
    return told.isalnum() and has_digit(told) and not told.isdigit()


def _key_bytes(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _BYTE_GATES, 32), 200, 1600, len(text)):
        for m in _BYTE_LIST.finditer(text, lo, hi):
            items = [
                x.strip().removesuffix("u8").removesuffix("U8") for x in m.group("v").split(",")
            ]
            try:
                values = [int(x, 16) if x.lower().startswith("0x") else int(x) for x in items]
            except ValueError:
                continue
            if any(v > 255 for v in values) or len(set(values)) < 10:
                continue
            if not any(x.lower().startswith("0x") for x in items) and max(values) < 128:
                # printable codes: a key of letters and digits written as its bytes
                # (`HMAC_KEY: &[u8] = &[87, 71, …]`) when they read back as generated;
                # other codes are encoded.py's, a string cast's
                told = "".join(chr(v) for v in values)
                if min(values) < 33 or not (generated(told) or looks_random(told) or _mixed(told)):
                    continue
            ls, _ = _line(text, m.start())
            if _names_a_secret(text, ls, m.start()):
                yield m.span("v")


# -- hex handed to a hex decoder ---------------------------------------------------------------

_HEX_GATES = (
    "'hex'",
    '"hex"',
    "fromhex(",
    "unhexlify(",
    "a2b_hex(",
    "hex.decodestring(",
    "hex.decode(",
    "hex::decode(",
    "fromhexstring(",
    "hextobytes(",
    "hex2bin(",
    "decodehex(",
    "hexdecode(",
    "parsehex(",
    "xxd -r -p",
    "hexstringtobytearray(",
    "hex_to_bytes(",
    "hexdecodestring(",
    "hex-decode",
)
_HEX_LITERAL = lazy_compile(r"(?<![0-9A-Za-z])(?P<v>[0-9A-Fa-f]{32,256})(?![0-9A-Za-z])")


def _hex_decoded(text: str, low: str) -> _Spans:
    for at in word_spots(low, _HEX_GATES, 32):
        ls, le = _line(text, at)
        lo, hi = max(ls, at - 300), min(le, at + 300)
        named = _names_a_secret(text, lo, hi)
        hashed = not named and _HASH_WORD.search(text, lo, hi) is not None
        for m in _HEX_LITERAL.finditer(text, lo, hi):
            value = m.group("v")
            if len(value) % 2:
                continue
            if hex_key(value) if named else not hashed and _hidden_text(bytes.fromhex(value)):
                yield m.span("v")


def _hidden_text(raw: bytes) -> bool:
    """Bytes handed to a hex decoder with no secret's name near that read back as a generated
    key (`unhexlify("645a4145…")`: `dZAE…`): a value hidden on purpose; a hash's bytes are
    not printable, a message's are words."""
    if not all(32 < b < 127 for b in raw):
        return False
    plain = raw.decode("ascii")
    if not _a_code(plain):
        return False
    if generated(plain) or looks_random(plain):
        return True
    return len(plain) >= 12 and has_upper_lower_digit(plain)


# -- base85, ascii85 and base32 handed to their decoders; a uuencoded body ----------------------

_RARE_DECODERS: dict[str, Callable[[bytes], bytes]] = {
    "b85decode(": base64.b85decode,
    "base85.decode": base64.b85decode,
    "base85decode(": base64.b85decode,
    "z85": base64.b85decode,
    "a85decode(": base64.a85decode,
    "ascii85": base64.a85decode,
    "b32decode(": base64.b32decode,
    "base32 -d": base64.b32decode,
    "base32 --decode": base64.b32decode,
    "base32.decode": base64.b32decode,
    "base32decode(": base64.b32decode,
}
_QUOTED = lazy_compile(r"(?P<q>['\"`])(?P<v>[!-~]{16,400}?)(?P=q)")
_UNQUOTED = lazy_compile(r"(?<![!-~])(?P<v>[A-Z2-7]{16,400}=*)(?![!-~])")


def _reads_as_key(raw: bytes) -> bool:
    if all(32 < b < 127 for b in raw):
        return _a_code(raw.decode("ascii"))
    return len(raw) >= 16 and not all(32 <= b < 127 or b in (9, 10, 13) for b in raw)


def _rare_decoded(text: str, low: str) -> _Spans:
    for gate, decode in _RARE_DECODERS.items():
        for at in word_spots(low, (gate,), 16):
            if at and low[at - 1].isalnum():
                continue  # inside a run of letters and digits (`…lZ85So…` in drawn base64)
            ls, le = _line(text, at)
            lo, hi = max(ls, at - 300), min(le, at + 300)
            found = list(_QUOTED.finditer(text, lo, hi)) or list(_UNQUOTED.finditer(text, lo, hi))
            for m in found:
                try:
                    raw = decode(m.group("v").encode())
                except (ValueError, binascii.Error):
                    continue
                if _reads_as_key(raw):
                    yield m.span("v")


_UU_BEGIN = lazy_compile(r"(?m)^begin(?:-base64)? [0-7]{3,4} (?P<name>[^\n]+)\r?\n")
_UU_LINE = lazy_compile(r"(?P<v>[!-`][ -`]{3,80})\r?\n")


def _uuencoded(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("begin 6", "begin 7", "begin 4"), 8):
        b = _UU_BEGIN.match(text, text.rfind("\n", 0, at) + 1)
        if b is None:
            continue
        pos, raw = b.end(), b""
        spans: list[tuple[int, int]] = []
        while len(spans) < 400:
            m = _UU_LINE.match(text, pos)
            if m is None or m.group("v").strip() in ("`", "end"):
                break
            try:
                raw += binascii.a2b_uu(m.group("v"))
            except binascii.Error:
                break
            spans.append(m.span("v"))
            pos = m.end()
        named = _SECRET_WORD.search(b.group("name")) is not None
        if spans and (named or _reads_as_key(raw) or b"PRIVATE KEY" in raw):
            yield from spans


# -- a 32-hex key under an application's id ----------------------------------------------------

_APP_ID = lazy_compile(
    r"(?i)(?<![\w-])app[_-]?id[\"']?[ \t]*(?:=|:)[ \t]*[\"']?(?P<v>[0-9a-fA-F]{32,64})(?![\w-])"
)


def _app_ids(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, ("appid", "app_id", "app-id"), 24), 0, 120, len(text)):
        for m in _APP_ID.finditer(text, lo, hi):
            if hex_key(m.group("v")):
                yield m.span("v")


# -- a one-time code under its name ------------------------------------------------------------

_OTP_PREFIX = r"(?:sms|otp|totp|hotp|mfa|2fa|tfa|verification|verify|confirmation|one[_-]?time)"
_OTP_NAMED = lazy_compile(
    r"(?i)(?<![\w-])(?:[a-z0-9]{0,20}[_.-]?)?(?:(?:sms|mfa|2fa|tfa|verification|verify"
    r"|confirmation|one[_-]?time)[_.-]?(?:code|pin|otp)|[th]?otp(?:[_.-]?(?:code|pin))?)"
    r"[\"']?[ \t]*[:=][ \t]*[\"'`]?(?P<v>\d{4,8})(?![\w.:/-])"
)
_OTP_TOLD = lazy_compile(
    rf"(?i)\b{_OTP_PREFIX}[ -](?:code|pin|passcode)\b[^\n.!?]{{0,24}}?"
    r"(?:\bis\b|\bwas\b|:|=)[ \t]*[\"'`]?(?P<v>\d{4,8})(?![\w.:/-])"
)
_OTP_GATES = (
    "sms", "otp", "mfa", "2fa", "tfa", "verification", "verify", "confirmation", "one_time",
    "one-time", "onetime",
)  # fmt: skip


def _one_time_codes(text: str, low: str) -> _Spans:
    if text.isascii() and "code" not in low and "pin" not in low and "otp" not in low:
        return  # each name above ends in one of them (a hex digest's `2fa` does not)
    for lo, hi in windows(word_spots(low, _OTP_GATES, 24), 24, 80, len(text)):
        for pat in (_OTP_NAMED, _OTP_TOLD):
            for m in pat.finditer(text, lo, hi):
                yield m.span("v")


# -- a bytes literal of escapes (round 47) -----------------------------------------------------

#: Python's bytes written as escapes: `b'\x86g\x10\xe1…'`, as a REPL echoes a key or a
#: program prints it; eight `\xNN` escapes or more, in its quotes, 400 characters at most
_BYTES_LITERAL = lazy_compile(
    r"""(?<![\w])b(?:'(?P<s>(?:[^'\\\n]|\\x[0-9a-fA-F]{2}|\\[^x\n]){8,400})'"""
    r"""|"(?P<d>(?:[^"\\\n]|\\x[0-9a-fA-F]{2}|\\[^x\n]){8,400})")"""
)
_HEX_ESCAPE = lazy_compile(r"\\x[0-9a-fA-F]{2}")


def _escaped_bytes(text: str, low: str) -> _Spans:
    """A bytes literal of eight `\\x` escapes or more, distinct, with a secret's word (not a
    hash's) on its line or the line before it (`>>> hmac_key` then its echo)."""
    read_to = -1  # each line is read once, whatever number of escapes it holds
    for at in word_spots(low, ("\\x",), 400):
        if at < read_to:
            continue
        ls, le = _line(text, at)
        read_to = le
        for m in _BYTES_LITERAL.finditer(text, ls, le):
            g = "s" if m.group("s") is not None else "d"
            escapes = _HEX_ESCAPE.findall(m.group(g))
            if len(escapes) < 8 or len(set(escapes)) < 6:
                continue
            # a secret's word on its line before it, or on the line above (a REPL's input)
            before = text.rfind("\n", 0, max(0, ls - 1)) + 1
            if (
                _SECRET_WORD.search(text, before, m.start()) is not None
                and _HASH_WORD.search(text, before, m.start()) is None
            ):
                yield m.span(g)


# -- a row of an SQL INSERT whose column names a secret ----------------------------------------

_INSERT = lazy_compile(
    r"(?is)insert[ \t]+into[ \t]+[\w.\"`\[\]]+[ \t]*\((?P<cols>[^()]{1,400})\)[ \t\r\n]*"
    r"values[ \t\r\n]*(?P<rows>\((?:[^()']|'[^']*'|\([^()]*\))*\)"
    r"(?:[ \t\r\n]*,[ \t\r\n]*\((?:[^()']|'[^']*'|\([^()]*\))*\)){0,50})"
)
_ROW = lazy_compile(r"\((?:[^()']|'[^']*'|\([^()]*\))*\)")
_ITEM = lazy_compile(r"[ \t\r\n]*(?:'(?P<v>[^']*)'|(?:[^,()']|\([^()]*\))*)[ \t\r\n]*(?:,|$)")
_SECRET_COLUMN = lazy_compile(
    r"(?i)(?:^|_)(?:key|api_?key|secret|token|password|passwd|pwd|pass|credential|private_key"
    r"|access_key|secret_key|client_secret|auth_token|refresh_token|access_token)$"
)
_NOT_SECRET_COLUMN = lazy_compile(r"(?i)hash|digest|salt|_id$|^id$|name|prefix|hint|last4|type")


def _sql_rows(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("insert into",), 32):
        m = _INSERT.match(text, at)
        if m is None:
            continue
        cols = [c.strip().strip('`"[]').lower() for c in m.group("cols").split(",")]
        wanted = {
            i
            for i, c in enumerate(cols)
            if _SECRET_COLUMN.search(c) is not None and _NOT_SECRET_COLUMN.search(c) is None
        }
        if not wanted:
            continue
        base = m.start("rows")
        for row in _ROW.finditer(m.group("rows")):
            inner = row.group(0)[1:-1]
            items: list[re.Match[str]] = []
            pos = 0
            while pos <= len(inner) and len(items) < 64:
                it = _ITEM.match(inner, pos)
                if it is None or it.end() == pos:
                    break
                items.append(it)
                pos = it.end()
            for i in wanted:
                if i >= len(items) or items[i].group("v") is None:
                    continue
                v = items[i].group("v")
                if credential_like(v) and not is_placeholder(v) and (generated(v) or has_digit(v)):
                    start = base + row.start() + 1 + items[i].start("v")
                    yield start, start + len(v)


KEYBYTE_RULES: tuple[SpanRule, ...] = (
    SpanRule("password_assignment", with_lower(_more_casts), gates=_CAST_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_key_bytes), gates=_BYTE_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_hex_decoded), gates=_HEX_GATES, priority=7),
    SpanRule(
        "secret_assignment", with_lower(_rare_decoded), gates=tuple(_RARE_DECODERS), priority=7
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_uuencoded),
        gates=("begin 6", "begin 7", "begin 4"),
        priority=7,
    ),
    SpanRule("api_key", with_lower(_app_ids), gates=("appid", "app_id", "app-id"), priority=7),
    SpanRule("pin", with_lower(_one_time_codes), gates=_OTP_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_sql_rows), gates=("insert into",), priority=7),
    SpanRule(
        "secret_assignment",
        with_lower(_escaped_bytes),
        gates=("\\x",),
        priority=7,
        # (eight escapes on a line: the literal is on one)
        requires=(r"(?:\\x[0-9a-fA-F]{2}[^\n]*){8}",),
    ),
)
