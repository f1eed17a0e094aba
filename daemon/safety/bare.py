"""Bare keys: a random token where a value stands, with no vendor prefix, name or command.

The other rules know a secret by something around it. A key pasted on its own
(`ok here: <key>`, a key alone on a line, in backticks, in a table cell, after
an arrow, in a comment, as the only argument of a call) has nothing but its
characters. This rule judges those characters, and only where a value
stands, so that a random-looking token in running text (a transaction
signature, an id in a sentence) is left alone:

* **where**: the token fills a quoted string, follows `:` or `=` (with the
  name before it judged), an arrow (`->`, `=>`, `→`), a table cell's `|` or a
  tab, or stands alone on its line after nothing but punctuation (`# `, `- `,
  `+`, an emoji);
* **what**: 24 to 200 letters and digits (`-`/`_` inside), judged by
  `random_key`: the mix of capitals, small letters and digits and how often
  the characters change class (a generated key changes every two or three
  characters, an identifier runs words of six or more), no word joined by
  dashes, no prefix of an object id (`msg_01…`, `pi_3…`, `node-modules-…`),
  and not base64 of text;
* **kept**: hex digits and UUIDs (commit ids, digests, request ids): a hex key
  is taken by the name rules when a name says so (`api_key = "…"`), never by
  its characters, which are a commit id's; a value whose name
  says what it is and that is no secret (`X-Request-Id`, `trace_id`,
  `checksum`, `signature`, `address`, `Program Id`); tokens inside paths,
  URLs, hashes (`sha512-…`, `h1:…`) and base64 blocks (a line among lines of
  the same base64).

Calibrated on every look-alike of the wide corpus and the bench corpora, and
checked on real sessions, where it takes nothing (bench/README.md).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.sayable import sayable
from kenning.daemon.safety.secret_rules import NAME_WORDS, Hit, SecretRule
from kenning.daemon.safety.shapes import _base64_of_text
from kenning.daemon.safety.values import (
    BASE64_CHARS,
    MARKER_PREFIX,
    base64_run,
    base64_text,
    decode_base64,
    is_placeholder,
)

__all__ = ["BARE_RULES", "random_key"]

# a run of token characters, 24 to 200 (the rule runs only where the sanitizer's RE2 pass saw
# one with a letter beyond `f`: `@key24`); its boundaries are checked in Python
_RUN = lazy_compile(r"(?<![A-Za-z0-9_-])[A-Za-z0-9][A-Za-z0-9_-]{22,198}[A-Za-z0-9]")
_HEX_RUN = lazy_compile(r"[0-9a-fA-F-]+")
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
# characters that may not stand right before the token: it would be part of a path, a URL,
# a hash (`sha256:`, `h1:`), an address, a variable, an escape, base64
_NOT_BEFORE = frozenset("/+=.@:#$%&\\~*^!?;")
_NOT_AFTER = frozenset("/+=@\\~$%&*^!")
# a prefix of an object id or of a vendor's key (the vendor rules have those): `msg_01…`,
# `toolu_…`, `pi_3…`, `node-modules-…`, `sha512-…`
_PREFIX = lazy_compile(r"[A-Za-z]{1,14}[0-9]{0,3}[_-]")
# the name before `:`/`=` (or `"name": "`): a few words of an identifier
_NAME = lazy_compile(r"""([A-Za-z][\w .-]{0,40}?)["']?[ \t]*$""")
# names that say the value is no secret: ids, digests, versions, addresses, public parts
_NOT_SECRET_NAME = lazy_compile(
    r"(?i)(?:^|[\W_]|(?<=[a-z])(?=[A-Z]))(?:ids?|uuid|guid|ulid|sha\d*|hash|digest|checksum"
    r"|etag|commit|rev|revision|ref|version|build|cursor|nonce|integrity|fingerprint"
    r"|signature|sig|trace|span|request|correlation|oid|cid|tx|txid|address|addr|pubkey"
    r"|public|image|data|name|title|path|file|url|slug|program|account|mint|block|hash\w*"
    r"|job|run|container|node|pod|object|message|msg|event|tag|branch|index|lineage)s?$"
)
# public material in shapes of its own: an address or a number in hex (`0x…`; a wallet's
# key is wallets.py's), DER base64 (`MII…`, a certificate or a public key),
# an SSH key's base64 (`AAAA…`), extended public keys (`xpub…`), bech32 addresses
# and recipients (`npub1…`, `age1…`,
# `bc1q…`: their secret halves have prefixes of their own), base32 content ids (`bafy…`)
_PUBLIC_SHAPE = lazy_compile(
    r"0x[0-9a-fA-F]+$|MII|AAAA|[a-z]{1,10}1[02-9ac-hj-np-z]{20,}$|baf[a-z]"
    # a wallet's extended public key (BIP-32: `xpub…`, `ypub…`, `tpub…`, 111 characters)
    r"|[xyztuvYZUV]pub[1-9A-HJ-NP-Za-km-z]{100}"
)
# a name holding `public`/`pub` says the value is the public half
_PUBLIC_NAME = lazy_compile(r"(?i)public|pub_?key|recipient")


def said_public(name: str, value: str) -> bool:
    """Whether the name before `value` says it is no secret (an id, a digest, a version,
    a public part) or its shape is public material (an address, DER or SSH base64, `xpub…`)."""
    if name and (_NOT_SECRET_NAME.search(name) or _PUBLIC_NAME.search(name)):
        return True
    return _PUBLIC_SHAPE.match(value) is not None


def _classes(value: str) -> tuple[int, int, int, int]:
    """Capitals, small letters, digits, and how often the class changes."""
    upper = lower = digit = changes = 0
    last = ""
    for c in value:
        if c.isupper():
            upper += 1
            cls = "u"
        elif c.islower():
            lower += 1
            cls = "l"
        elif c.isdigit():
            digit += 1
            cls = "d"
        else:
            cls = "o"
        if last and cls != last:
            changes += 1
        last = cls
    return upper, lower, digit, changes


@functools.lru_cache(maxsize=4096)
def random_key(value: str) -> bool:
    """Whether a token of letters and digits reads as generated: a key, not a name or an id.

    Mixed case: `random_token` (no word runs, case flips all through it). One
    case with digits: long (28 or more), digits all through it (a change of class
    every three characters or more often), no letter run of more than 12. Words
    joined by `-`/`_` are names; base64 of text is data; hex is judged elsewhere.
    """
    core = value.rstrip("=")
    if not 24 <= len(core) <= 200 or not core.isascii():
        return False
    if _PREFIX.match(core) or is_placeholder(core):
        return False
    if "-" in core or "_" in core:
        parts = [p for p in core.replace("_", "-").split("-") if p]
        if any(p.isalpha() and p.islower() and len(p) >= 3 for p in parts):
            return False  # words joined: a slug, a branch, a file name
    plain = core.replace("-", "").replace("_", "")
    upper, lower, digit, changes = _classes(plain)
    if digit < (1 if upper and lower else 2) or changes * 4 < len(plain):
        return False
    if not (upper and lower) and (len(plain) < 28 or digit < 4):
        return False
    ok = _wordy(plain) * 2 < upper + lower
    return ok and not _base64_of_text(core) and not _printable_b64(core)


_VOWELS = frozenset("aeiouyAEIOUY")


_CAMEL = lazy_compile(r"[a-z]*(?:[A-Z][a-z]+|[0-9]+)+")


def mixed_not_camel(value: str) -> bool:
    """Capitals, small letters and digits, and not words in camel case (`AlwaysAllow2`,
    `httpBasicAuth2`): a short key's look (`QSLL5DUTkwbIPSLx`, `uniarUfo0yKJxzoQ`) where
    the place says credential, though too short for `random_key`."""
    upper, lower, digit, _ = _classes(value)
    if not (upper and lower and digit):
        return False
    # camel case of words: most letters in runs that read as words (`Zb`, `Vl` are none)
    return _CAMEL.fullmatch(value) is None or _wordy(value) * 2 < upper + lower


def _wordy(value: str) -> int:
    """The letters of `value` in runs that read as words.

    A run is four letters or more (a capital starts one, as in camelCase; capitals
    in a row are no word), a vowel in four letters or more, no five consonants in a
    row. An identifier is nearly all such runs; a generated key has few (a random
    run of letters has a vowel in five).
    """
    total = 0
    run: list[str] = []
    for c in (*value, "0"):
        if c.islower() or (c.isupper() and not run):
            run.append(c)
            continue
        if len(run) >= 4:
            vowels = sum(1 for x in run if x in _VOWELS)
            cluster = longest = 0
            for x in run:
                cluster = 0 if x in _VOWELS else cluster + 1
                longest = max(longest, cluster)
            if vowels * 4 >= len(run) and longest <= 4 and sayable("".join(run)):
                total += len(run)
        run = [c] if c.isupper() else []
    return total


def _printable_b64(value: str) -> bool:
    """Base64 that decodes to printable text with blanks or markup (a line of a JSON or
    plist blob cut at 60 characters): data. A key's bytes are random: few are printable."""
    if len(value) % 4 == 1 or "-" in value or "_" in value:
        return False
    raw = decode_base64(value[: len(value) - len(value) % 4], strict=True)
    if raw is None or len(raw) < 12 or not all(32 <= b < 127 or b in (9, 10, 13) for b in raw):
        return False
    # text has blanks or markup; base64 of a token in base64 (a cookie's) has neither
    return any(c in raw for c in b' "{}<>:,;')


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The line around `text[start:end]`, at most 400 characters either side (a longer
    line is read that far: each candidate costs the same on a text of one long line)."""
    ls = text.rfind("\n", max(0, start - 400), start) + 1
    if ls == 0:
        ls = max(0, start - 400)
    le = text.find("\n", end, end + 400)
    return ls, min(len(text), end + 400) if le < 0 else le


#: names of files that hold key material (a suffix, or a name's start for SSH's keys)
_KEY_FILES = (
    ".keytab", ".key", ".pem", ".p12", ".pfx", ".jks", ".keystore", ".kdbx", ".ppk", ".gpg",
    ".der", ".p8", ".pk8", ".snk", ".asc",
)  # fmt: skip
_KEY_FILE_STARTS = ("id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "credentials")
#: a command that prints a file's bytes in base64, up to its line's end: `base64 [flags]
#: <file>`, `cat <file> | base64` (the file in `f` or `c`)
_ENCODE_COMMAND = lazy_compile(
    r"(?:cat[ \t]+(?P<c>[^\s|;&]{1,300})[ \t]*\|[ \t]*)?base64"
    r"(?:[ \t]+-{1,2}[\w=-]{1,20}(?:[ \t]+\d{1,4}(?=[ \t]))?)*"
    r"(?:[ \t]+(?P<f>[^\s|;&<>-][^\s|;&<>]{0,300}))?[ \t]*\r?\n"
)
#: what a file's name says of a secret inside it (`.env`, `token.txt`, `db-pass`, `.netrc`)
_SECRET_FILE = lazy_compile(r"(?i)key|secret|token|pass|cred|auth|env|seed|priv|vault|rc$")


def key_file(path: str) -> bool:
    """Whether the file at `path` holds key material by its name (`svc.keytab`, `id_rsa`)."""
    name = path.rsplit("/", 1)[-1].lower()
    return name.endswith(_KEY_FILES) or name.startswith(_KEY_FILE_STARTS)


def encode_command(text: str, low: str, i: int) -> re.Match[str] | None:
    """The command that prints a file's bytes in base64 at the `base64` found at `i`, with
    the `cat <file> |` before it on its line (`_ENCODE_COMMAND`), or None: no such command,
    or a decode (`-d`), whose output is the file's own bytes."""
    line_start = text.rfind("\n", 0, i) + 1
    cat = low.rfind("cat ", line_start, i)
    m = _ENCODE_COMMAND.match(text, cat if cat >= 0 else i)
    return None if m is None or "-d" in m.group().split() else m


def _encodes_a_plain_file(text: str, low: str, ls: int) -> bool:
    """Whether the line before `ls` runs `base64` over a file whose name says nothing of a
    secret (`$ base64 logo.png`, `cat notes.txt | base64`): the line is that file's bytes,
    as random-looking as a key whatever the file (one in eleven of 57 random bytes has no
    `+` or `/`, one run of 76). A key file's output is unnamed.py's; a literal's (`echo -n
    'u:p' | base64`), a decode's (`-d`) and a secret-named file's are judged as ever."""
    if ls == 0:
        return False
    above = text.rfind("\n", max(0, ls - 400), ls - 1) + 1 or max(0, ls - 400)
    i = text.find("base64", above, ls)
    m = encode_command(text, low, i) if i >= 0 else None
    if m is None or m.end() != ls or "--decode" in m.group():
        return False
    path = m.group("f") or m.group("c") or ""
    name = path.rsplit("/", 1)[-1]
    return bool(name) and not key_file(path) and _SECRET_FILE.search(name) is None


def _in_block(text: str, ls: int, le: int, value: str) -> bool:
    """Whether the line is one of a block of base64 lines (a key's armour, image data)."""
    width = len(value)
    above = text.rfind("\n", max(0, ls - 400), max(ls - 1, 0)) + 1  # the line above (400 at most)
    if ls > 0 and text.startswith(("-----BEGIN", "---- BEGIN"), above):
        return True  # the first line of an armour (a private key's is another rule's)
    for a, b in ((above, ls - 1), (le + 1, text.find("\n", le + 1, le + 400))):
        if a < 0 or b <= a:
            continue
        line = text[a:b].strip()
        if len(line) >= min(width, 40) and _RUN.fullmatch(line.rstrip("=")) is not None:
            return True
        if len(line) >= 40 and all(c.isalnum() or c in "+/=" for c in line):
            return True
    return False


def _place(text: str, start: int, end: int) -> tuple[bool, str]:
    """Whether a value stands at `text[start:end]`, and the name before it (or "")."""
    if text.startswith("**", end) and start >= 2 and text.startswith("**", start - 2):
        return _place(text, start - 2, end + 2)  # Markdown's bold: judged as the token
    if start >= 2 and text[start - 1] == ".":
        dot = _DOT_PREFIX.search(text, max(0, start - 5), start)
        if dot is not None:
            return _place(text, dot.start(), end)  # `o.<key>`: a vendor's short prefix
    ls, le = _line_bounds(text, start, end)
    before = text[ls:start]
    after = text[end:le]
    prev = text[start - 1] if start > ls else ""
    nxt = text[end] if end < le else ""
    joined = prev in _NOT_BEFORE or prev in _TOKEN_CHARS
    if prev == ":" and nxt and nxt in "'\"":
        pair = _USER_PAIR.search(before)
        if pair is not None and pair.group(1) == nxt and not _tagged_data(text[start:end]):
            # a literal of a login and its key (`'svc_export:<key>'`), basic auth's; not a
            # tag and its data (`"prod:<base64 of text>"`, `"urn:<base64url>"`, a digest)
            return True, ""
    if nxt in _NOT_AFTER or nxt in _TOKEN_CHARS or (joined and prev != "="):
        # `KEY=value` is a place; `h1:…`, `data:…`, `a.b`, `x/y` are parts of something else
        return False, ""
    if nxt == "." and end + 1 < le and text[end + 1].isalnum():
        return False, ""  # a domain or a file: `key.pem`, `abc.example.com`
    if prev and prev in "'\"`":
        if nxt != prev:
            return False, ""
        head = before[:-1].rstrip(" \t")
        if head.endswith((":", "=")):
            return True, _name(head[:-1])
        return True, ""
    stripped = before.rstrip(" \t")
    last = stripped[-1:] if stripped else ""
    tail = after.strip(" \t")
    if last in (":", "=", "："):  # the full-width colon of Chinese and Japanese text
        if last == "=" and _in_query(stripped):
            return False, ""
        return True, _name(stripped[:-1])
    if last == "|" and tail.startswith("|"):
        return True, ""
    if before.endswith("\t") or (tail == "" and after.startswith("\t")):
        return True, ""
    if stripped.endswith(("->", "=>", "→")):
        return True, ""
    copula = _COPULA.search(stripped[-24:])
    if copula is not None and (tail == "" or not tail[:1].isalnum() or not tail.isascii()):
        # a sentence that states it: `the new one is <key>` (the words before are its name)
        return True, _name(stripped[: len(stripped) - len(copula.group())])
    if not any(c.isalnum() for c in before) and (tail == "" or not any(c.isalnum() for c in tail)):
        return True, ""  # alone on its line, after punctuation or a symbol at most
    return False, ""


# a literal's login before its key (`'svc_export:`): its quote, a user's name (no colon, path
# or blank), the colon; the literal holds the pair alone
_USER_PAIR = lazy_compile(r"""(?:^|[\s=(,\[{])(["'])[A-Za-z][\w.-]{2,40}:$""")


def _tagged_data(value: str) -> bool:
    """Whether a value after a tag's colon is data: padded base64 (a digest's bytes) or
    base64 of printable text (an id's parts, a URN)."""
    if value.endswith("=") or _base64_of_text(value):
        return True
    plain = base64_text(value.replace("-", "+").replace("_", "/"))
    return plain is not None and plain.isprintable()


# a prefix of one or two small letters and a dot before a key (Pushbullet's `o.`,
# Dropbox's `sl.`), standing alone: not the end of a word, a path or a version
_DOT_PREFIX = lazy_compile(r"(?<![\w.\\/@:-])[a-z]{1,2}\.$")


# `is` in the languages people write in, ending a sentence's subject before its value;
# French `c'est`, German `lautet`, and the particles that end a subject in Japanese (`は`),
# Chinese (`是`, `为`) and Korean (`은`, `는`), written with no blank before them
_COPULA = lazy_compile(
    r"(?i)(?:(?:^|\s)(?:is|was|es|est|ist|é|è|är|er|ni|ay|je|jest|c['’]est|lautet)"
    r"|[は是为為은는])$"
)


_SECRET_PARTS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "secret secrets key keys apikey token tokens pass passwd password passphrase pwd pw "
        "auth cred creds credential credentials cookie session sid private signing hmac"
    ).split()
)


#: names that say nothing of their value: the member of a key-value pair that holds it
_BLANK_NAMES = frozenset(("value", "val", "values", "content", "text", "string", "str"))


def _other_name(name: str) -> bool:
    """A name of one identifier that names something else than a secret (`fixture`, `monkey`,
    `sample`): it says what its value is. A sentence (`ok here`, `the new one`) or an
    abbreviation of one or two letters (`s`, `k`) says nothing, and the characters decide."""
    if " " in name or len(name) <= 2 or not name.isascii():
        return False  # a name in another script (`APIキー`) is read by no word list here
    if name.lower() in _BLANK_NAMES:
        return False  # `"value": "…"` (Postman, HAR, a key-value list): the characters decide
    return not any(p.lower() in _SECRET_PARTS for p in NAME_WORDS.findall(name))


def _in_query(head: str) -> bool:
    i = max(head.rfind("?"), head.rfind("&"))
    return i >= 0 and " " not in head[i:]


def _name(head: str) -> str:
    m = _NAME.search(head[-48:])
    return m.group(1).strip() if m else ""


# a line of a config that sets a secret: `password = …`, `API_KEY=…`, `token: …` (the
# value six characters or more and no reference: `${…}`, `<…>`, `%(…)s`)
_CONFIG_SECRET = lazy_compile(
    r"(?im)^[ \t]*(?:export[ \t]+)?[\w.-]{0,40}?(?:pass(?:word|wd|phrase)?|secret|token"
    r"|api[_-]?key|pwd)(?:[_.-]?key|s)?[ \t]*[=:][ \t]*[\"']?[^\s\"'$<{%]{6,}"
)


def _text_head(run: str) -> bool:
    """Whether the first 24 characters of `run` decode as base64 to ASCII text (cheap)."""
    head = run[:24]
    raw = decode_base64(head, strict=True) if len(head) % 4 == 0 else None
    if raw is None:
        return False
    return raw.isascii() and raw.decode("ascii").replace("\n", " ").isprintable()


def _config_blob(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The base64 blob `text[start:end]` (a `base64_run`) when it decodes to a config
    that sets a secret (`echo '<base64>' | base64 -d > .env`, a value holding a whole
    settings file): the blob is the secret, whatever it is a value of. Text that sets
    nothing secret (a JSON document, a log config) stays."""
    if end - start < 32 or (end - start) % 4 == 1:
        return None
    plain = base64_text(text[start:end])
    if plain is None or not all(" " <= c < "\x7f" or c in "\t\n\r" for c in plain):
        return None
    pad = 0
    while end < len(text) and text[end] == "=" and pad < 2:
        end += 1
        pad += 1
    return (start, end) if _CONFIG_SECRET.search(plain) else None


def _sid(value: str) -> bool:
    """Whether `value` is base64 of a Windows security identifier (LDAP's `objectSid::`):
    revision 1, a count of sub-authorities, an authority of six bytes (five of them zero),
    then sub-authorities of four bytes each, as many as counted at most."""
    raw = decode_base64(value, strict=True)
    if raw is None or len(raw) < 12 or (len(raw) - 8) % 4 or raw[0] != 1:
        return False
    return 1 <= raw[1] <= 15 and len(raw) <= 8 + 4 * raw[1] and raw[2:7] == bytes(5)


@dataclass(frozen=True)
class _BareKeyRule:
    kind: str = "bare_key"
    # a run of 24 with a letter beyond `f` (RE2 tells in its one pass): hex digits alone
    # (commit ids, digests, request ids) are never this rule's; after a name, the name rules'
    gates: tuple[str, ...] = ("@key24",)
    needles: tuple[str, ...] = ()
    priority: int = 8

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if '"kty"' in text:
            return  # a JWK's members are layouts.py's (its public `n` and `e` stay)
        if "@key24" in first:
            done = 0  # the end of the last base64 blob read (its other runs are in it)
            # the end of the last blob that is no config: its other runs' blob is the same
            # one, so it is not read again (a blob of 40 KB, an image's, split by its `+`
            # and `/` into 1,500 runs, was read whole for each: 3 s; one of 1 MB, half an hour)
            plain = 0
            for m in _RUN.finditer(text):
                if m.start() < done or _HEX_RUN.fullmatch(m.group()) is not None:
                    continue
                if random_key(m.group()):
                    hit = self._judged(text, low, m.start(), m.end(), m.group())
                    if hit is not None:
                        yield hit
                        continue
                run = m.group()
                if "_" in run or "-" in run or run.islower() or run.isupper():
                    continue  # no base64 of text: a name, a slug, a word in one case
                if (m.start() == 0 or text[m.start() - 1] not in BASE64_CHARS) and not _text_head(
                    run
                ):
                    continue  # a blob's start whose first bytes are no text: no config
                if m.start() < plain:
                    continue  # inside a blob read already: no config
                extent = base64_run(text, m.start(), m.end())
                blob = _config_blob(text, *extent)
                if blob is None:
                    plain = extent[1]
                else:
                    done = blob[1]
                    yield Hit(self.kind, blob[0], blob[1], self.priority)

    def _judged(self, text: str, low: str, start: int, end: int, value: str) -> Hit | None:
        while end < len(text) and text[end] == "=" and end - start - len(value) < 2:
            end += 1
        if MARKER_PREFIX in text[max(start - 12, 0) : start]:
            return None
        at, name = _place(text, start, end)
        if not at:
            return None
        if (name and _other_name(name)) or said_public(name, value) or _sid(value):
            return None
        ls, le = _line_bounds(text, start, end)
        if _in_block(text, ls, le, value) or _encodes_a_plain_file(text, low, ls):
            return None
        return Hit(self.kind, start, end, self.priority)


BARE_RULES: tuple[SecretRule, ...] = (_BareKeyRule(),)
