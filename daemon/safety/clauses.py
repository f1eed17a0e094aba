"""Clauses: a credential word and a generated value in one clause make the value a secret.

The bare rule (bare.py) judges a token by its characters alone, so it keeps what
a commit id, a digest or a request id could be: hex digits, UUIDs, one case,
fewer than 24 characters. A person rarely pastes a key without saying what it
is, though, and the word is seldom a value's name: "my openrouter key's …",
"can you check why … gets a 401?", "… is the admin pass", "令牌是 …",
`HOOK_SIGNING=<hex>` in a `docker inspect` array. This rule reads the clause
(the line, cut at a sentence's end or a `;`, at most `_REACH` characters either
side of the value) for a **cue**:

* a credential word in any naming convention (`apiKey`, `API_KEY`, `api-key`,
  `X-Api-Key`, `htpasswd`, `userPassword`) or in the languages people write in
  (`jeton`, `clé`, `Schlüssel`, `токен`, `トークン`, `토큰`, `令牌`, `密钥`, …, and
  the password words of spoken.py);
* an authentication failure: `401`, `403`, `unauthorized`, `forbidden`.

A value in a clause with a cue is a secret when it reads as generated
(`places.token_value`: a random token, 32 hex digits or more, a UUID, long base64,
a password's shape), or is 16 to 31 letters and digits of one case changing class
all through it (`_one_case_key`), or, after a password's word, a short password
(`_short_password`). It is kept when it is a reference or a placeholder (`$VAR`,
`${{ secrets.X }}`, `<token>`, `xxxx`), part of a path or URL, named by a name
that says what else it is (`request_id=…`, `"sha": "…"`), or when the clause says
what else it is (`commit`, `sha`, `digest`, `checksum`, `fingerprint`, `public`,
`id` …: the words of `_NOT_SECRET`).

A lone `key` is a weak cue (a dictionary's key, a cache key, a primary key): it
takes only what the bare rule would take by its characters (`bare.random_key`,
mixed case), never hex, a UUID or one case. So is `API` in capitals, a word
borrowed into every language (`Furaha API-ga waa <key>` in Somali), alone or with
a suffix (`gh api`, `/api/`, `api_url` are a command's, a path's, a name's word).

Speed: the gates are literals of the sanitizer's one RE2 set; the rule reads
only the clauses around the cues it finds (each window searched once).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _PUBLIC_SHAPE, _classes, _wordy, random_key
from kenning.daemon.safety.places import _not_a_path
from kenning.daemon.safety.secret_rules import NAME_LETTERS, Hit, SecretRule
from kenning.daemon.safety.shapes import one_case_key, password_shaped
from kenning.daemon.safety.spoken import PASSWORD_WORDS
from kenning.daemon.safety.token_values import token_value
from kenning.daemon.safety.values import (
    DOTTED,
    MARKER_PREFIX,
    MARKER_RE,
    credential_like,
    hex_key,
    is_placeholder,
    is_uuid,
    is_word,
)

__all__ = [
    "CLAUSE_RULES",
    "CUE_WORDS",
    "SHARED_CUES",
    "clause_secrets",
    "flag_secrets",
    "generated_value",
]

#: credential words in other languages (lower case; the password words are spoken.py's)
CUE_WORDS = (
    "jeton",  # French token
    "clé",  # French key
    "clef",
    "mot de passe",
    "schlüssel",  # German
    "passwort",
    "kennwort",
    "clave",  # Spanish key
    "chave",  # Portuguese key
    "chiave",  # Italian key
    "parola",  # Italian, Romanian, Turkish password
    "sleutel",  # Dutch key
    "nyckel",  # Swedish key
    "nøgle",  # Danish key
    "nøkkel",  # Norwegian key
    "klucz",  # Polish key
    "klíč",  # Czech key
    "slaptažodis",  # Lithuanian password
    "парола",  # Bulgarian password
    "ключ",  # Russian key
    "токен",  # Russian token
    "секрет",
    "トークン",  # Japanese token
    "キー",  # Japanese key
    "シークレット",
    "토큰",  # Korean token
    "키",  # Korean key
    "令牌",  # Chinese token
    "密钥",  # Chinese key
    "密鑰",
    "秘钥",
    "anahtar",  # Turkish key
    "kunci",  # Indonesian key
    "mật khẩu",
    *PASSWORD_WORDS,
    # the words of key material by its use or its format: a secret store's unseal key or
    # share (Vault's, OpenBao's), a private key in a wallet's import format (`WIF:`)
    "unseal",
    "wif",
    # handing a new credential over in chat, with no word for what it is: "ok I
    # regenerated it, new one is <key>", "here ya go <key>", "<key> <- that's the prod one"
    "regenerated",
    "new one is",
    "here ya go",
    "here you go",
    "the prod one",
)

# the cues in ASCII, read as the parts of an identifier or words: a strong cue takes
# every generated shape, a weak one (`key`) only a mixed-case random key
_STRONG_PARTS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "token tokens secret secrets password passwords passwd passcode passphrase pass pwd pw "
        "pin apikey apikeys credential credentials cred creds auth pat signing hmac"
    ).split()
)
# and `API` in capitals, alone or with a language's suffix (`API-ga`, `API'nin`): a
# borrowed word that names a key in every language, as weak as `key` alone
_WEAK_PARTS = frozenset(("key", "keys"))
# the words of other languages: one ASCII word is read as an identifier's part, the others
# (written apart, in another script) as they stand in the clause
_STRONG_PARTS |= frozenset(w for w in CUE_WORDS if w.isascii() and " " not in w)
_SPACED_CUES = tuple(w for w in CUE_WORDS if not w.isascii() or " " in w)
_SPACED_ASCII = tuple(w for w in _SPACED_CUES if w.isascii())
# a credential word inside a longer word (`htpasswd`, `DBPASSWORD`, `userPassword`)
_INNER = ("passw", "passcode", "passphrase", "apikey", "secret", "token")
# the literal gates (lower case): every cue holds one (`pin` and `pat` are no gates: they
# are in `mapping` and `path`, and a cue of theirs rides on the other words' windows)
GATES = (
    "key",
    "token",
    "secret",
    "pass",
    "cred",
    "auth",
    "signing",
    "hmac",
    "401",
    "403",
    "unauthori",
    "forbidden",
    *CUE_WORDS,
    "client(",
    "configure(",
    "client.new(",
)
#: the rule opens on its probes only: a run of 24 token characters (`@run24`; `@key24`
#: is one with a letter beyond `f`) or a symbol inside a word (`@mix`, a short password's);
#: its cue words are then read in `first`, where the sanitizer's one pass put them
_RULE_GATES = ("@run24", "@mix")
#: the calls that open a client: their first argument is read even when shorter than 24
_CLIENT_GATES = frozenset(("client(", "configure(", "client.new("))
# a call that opens a client with its one string argument: `Client("<key>")`,
# `connect('<key>')`, `sdk.init("<key>")` (the argument list is the clause)
_SOLE_ARG = lazy_compile(
    r"""(?i)(?:client|connect|session|setup|init|sdk|login|configure)(?:\.new|::new)?"""
    r"""\(\s{0,2}["'`]$"""
)
# hex shorter than a key's (24 to 31 digits) is a key given to a client's constructor
_HEX_SHORT = lazy_compile(r"[0-9a-f]{24,31}|[0-9A-F]{24,31}")
_GATE_SET = frozenset(GATES)
#: the cue words every text is searched for already (gates of the name rules and
#: others; tests/test_sanitize_clauses.py holds them to it): `_CueWords` leaves them out,
#: so that it is opened only by the words of its own (a call for nothing costs time)
SHARED_CUES = frozenset(("key", "token", "secret", "pass", "auth", "cred"))
# the gates of a password's words (`pass` holds `password`, `passwd`, `passcode`): a short
# value is read near one, in a text with a symbol inside a word (the `@mix` probe)
_PASSWORD_GATES = frozenset(("parola", "kennwort", "slaptažodis", "парола"))
_PASSWORD_GATES |= frozenset(PASSWORD_WORDS)
_SHORT_GATES = _PASSWORD_GATES | {"pass"}
_STRONG_GATES = _GATE_SET - {"key"}
_DIGIT = lazy_compile(r"[0-9]")
_AUTH_FAILURE = lazy_compile(r"(?i)(?<![\w.])(?:401|403)(?![\w.])|unauthori[sz]ed|forbidden")
# an ASCII word or identifier, split later into its parts
_WORD = lazy_compile(r"[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*")
# what a clause says a value is when it is no secret
_NOT_SECRET = frozenset(
    (  # noqa: SIM905
        "commit commits sha sha1 sha256 sha512 hash hashes digest checksum fingerprint "
        "revision rev id ids uuid guid request trace span build version public pubkey "
        "address idempotency cache partition primary foreign sort etag integrity nonce "
        "salt iv tag signature lockfile session_id kid example sample fake dummy test"
    ).split()
)
# a candidate value: a run of a token's characters (the clause's punctuation cut off)
# a value inside a blank-separated word: a run of a token's characters
_VALUE = lazy_compile(r"(?<![\w+/%.:!~-])[A-Za-z0-9][\w+/%.:!~-]{7,400}={0,2}")
_ENDS = ".:!~-"
_REACH = 72
_SHORT_REACH = 40
#: names that say nothing of their value: the clause decides
_NAMED_PART = lazy_compile(r"[a-z][a-z0-9_]{0,15}:(?!//)")
_BLANK_NAMES = frozenset(("value", "val", "content", "text", "string", "str"))
# the cues of one gate read in a text at most (a log of a thousand `token` counts)
_MAX_CUES = 64
_SENTENCE_END = lazy_compile(r"[.!?。！？](?:\s|$)|;\s|\n|\\n")
_NAME_BEFORE = lazy_compile(r"""([A-Za-z_][\w.-]{0,40})["']?\s{0,2}[:=]\s{0,2}["'`]?$""")


@functools.lru_cache(maxsize=4096)
def _cue_parts(word: str) -> tuple[bool, bool]:
    """Whether an ASCII word is a strong cue, or a weak one."""
    low = word.lower()
    if any(w in low for w in _INNER):
        return True, False
    parts = {p.lower() for p in NAME_LETTERS.findall(word)}
    if parts & _STRONG_PARTS:
        return True, False
    # `API` in capitals: the noun of prose (`gh api`, `/api/`, `api_url` are a command's,
    # a path's and a name's words)
    return False, bool(parts & _WEAK_PARTS) or ("api" in parts and "API" in word)


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause around `text[start:end]`: cut at a sentence's end, `;` or a line's end."""
    lo = max(0, start - _REACH)
    hi = min(len(text), end + _REACH)
    while lo > max(0, start - 2 * _REACH) and not text[lo - 1].isspace():
        lo -= 1  # not in a word's middle: its start says what it is (a path's)
    left = lo
    for cut in _SENTENCE_END.finditer(text, lo, start):
        left = cut.end()
    stop = _SENTENCE_END.search(text, end, hi)
    return left, stop.start() + 1 if stop is not None else hi


def _token_bounds(text: str, a: int, b: int) -> tuple[int, int]:
    """The run of non-blank characters around `text[a:b]`."""
    m = _BLANK_BEFORE.search(text, 0, a)
    n = _BLANK.search(text, b)
    return (m.end() if m is not None else 0), (n.start() if n is not None else len(text))


_BLANK = lazy_compile(r"\s")
_BLANK_BEFORE = lazy_compile(r"\s(?=\S*$)")


@functools.lru_cache(maxsize=4096)
def _cues(clause: str) -> tuple[bool, bool, bool]:
    """Strong cue, weak cue, and whether the clause says the value is something else."""
    strong = weak = other = False
    if MARKER_PREFIX in clause:
        clause = MARKER_RE.sub(" ", clause)  # a marker's kind names what was taken, no cue
    low = clause.lower()
    if _AUTH_FAILURE.search(clause):
        strong = True
    if not low.isascii():
        strong = strong or any(w in low for w in _SPACED_CUES)
    elif " " in low:
        strong = strong or any(w in low for w in _SPACED_ASCII)
    for m in _WORD.finditer(clause):
        word = m.group()
        a, b = m.start(), m.end()
        if (a and clause[a - 1] in "/\\.") or (b < len(clause) and clause[b] in "/\\."):
            continue  # a part of a path, a file or a domain: `0-auth/zero-auth`, `auth.json`
        ta, tb = _token_bounds(clause, a, b)
        if "/" in clause[ta:tb] or "\\" in clause[ta:tb]:
            continue  # a word inside a path: `specstory/0-auth__zero-auth__….md`
        s, w = _cue_parts(word)
        strong = strong or s
        weak = weak or w
        lw = word.lower()
        if lw in _NOT_SECRET or any(p.lower() in _NOT_SECRET for p in NAME_LETTERS.findall(word)):
            other = True
    return strong, weak, other


def _one_case_key(value: str) -> bool:
    """16 to 31 letters and digits in one case, digits all through it: a short generated key."""
    return one_case_key(value, 31, 4)


_VERSION = lazy_compile(r"v?[0-9]+(?:\.[0-9]+)+")
_SEPARATORS = lazy_compile(r"[-_.]")
_NAME_PART = lazy_compile(r"[a-z]*[0-9]*|[A-Z][a-z]+[0-9]*|[A-Z]+[0-9]*")


@functools.lru_cache(maxsize=4096)
def _short_password(value: str) -> bool:
    """A short password after a password's word: letters and a digit, no word or name alone."""
    if not 8 <= len(value) <= 40 or is_word(value) or not credential_like(value):
        return False
    if _HEXISH.fullmatch(value) is not None:
        return False  # hex digits are an id's or a digest's, not a password typed
    if not any(c.isdigit() for c in value) or sum(c.isalpha() for c in value) < 3:
        return False
    if value.replace(".", "").replace("-", "").isdigit() or _VERSION.match(value):
        return False  # a version, a date, a number
    if DOTTED.fullmatch(value) or all(_NAME_PART.fullmatch(p) for p in _SEPARATORS.split(value)):
        return False  # an identifier, a slug, a dotted name: `edit_file_v2`, `a.b.use24h`
    if "password" in value.lower():
        return False  # `NewPassword123!`: an example of one
    classes = [
        "u" if c.isupper() else "l" if c.islower() else "d" if c.isdigit() else "o" for c in value
    ]
    changes = sum(1 for a, b in itertools.pairwise(classes) if a != b)
    return changes >= 3  # `1Password`, `tigerlily1368`: a word and a number, a name


def _hex_of_text(value: str) -> bool:
    """Hex digits that decode to printable ASCII: data written in hex, no key."""
    if len(value) % 2 or not all(c in "0123456789abcdefABCDEF" for c in value):
        return False
    return all(32 <= b < 127 for b in bytes.fromhex(value))


# a vendor's short prefix before a key (`tk_`, `xaat-`): the key after it is judged
_PREFIX = lazy_compile(r"[A-Za-z]{1,6}[_-]")


@functools.lru_cache(maxsize=4096)
def _generated(value: str, strong: bool) -> bool:
    if _HEXISH.fullmatch(value) is not None:
        # hex digits and UUIDs: an id's, a digest's or a commit's unless a cue says a key
        if not strong or _hex_of_text(value.replace("-", "")):
            return False
        if is_uuid(value):
            return len(set(value)) > 5
        return hex_key(value) if "-" not in value else _compound(value)
    if _DATE.match(value) is not None:
        return False  # a date, a time stamp
    if not strong:
        return random_key(value)
    if token_value(value) or _one_case_key(value):
        return True
    p = _PREFIX.match(value)
    if p is not None:
        rest = value[p.end() :]
        if token_value(rest) or _one_case_key(rest):
            return True
    return _compound(value) or dashed_groups(value)


# a key printed in groups (a streaming service's `ab1d-12c4-efgh-5x78-ij90`): four groups
# or more of one length, lower-case letters and digits, two groups or more with a digit and
# two with a letter (a card's or a phone's digits, a slug's words are other shapes)
_GROUPS = lazy_compile(r"[a-z0-9]{4,6}(?:-[a-z0-9]{4,6}){3,9}")


def dashed_groups(value: str) -> bool:
    if _GROUPS.fullmatch(value) is None:
        return False
    groups = value.split("-")
    digits = sum(any(c.isdigit() for c in g) for g in groups)
    letters = sum(any(c.isalpha() for c in g) for g in groups)
    return len({len(g) for g in groups}) == 1 and digits >= 2 and letters >= 2


# the joints of a key made of parts (`<id>:<secret>`, `<prefix>.<a>.<b>`, `<slug>|<key>`,
# `secret_<a>_<b>`), and hex parts joined by dashes longer than a UUID (`<hex>-<uuid>`)
_JOINTS = lazy_compile(r"[.:|_]")
_DIGEST_HEAD = lazy_compile(r"(?i)sha\d*|md5|blake\w*|crc\d*|xxh\w*|sri|integrity|h\d")
_HEX_DASHED = lazy_compile(r"[0-9a-f]{8,}(?:-[0-9a-f]{4,}){1,8}|[0-9A-F]{8,}(?:-[0-9A-F]{4,}){1,8}")


def _compound(value: str) -> bool:
    """A key of parts: one part of 16 characters or more reads as generated on its own, or
    hex parts joined by dashes hold 40 digits or more (a UUID holds 32)."""
    if _HEX_DASHED.fullmatch(value) is not None:
        digits = value.replace("-", "")
        return len(digits) >= 40 and hex_key(digits[:32]) and not _hex_of_text(digits)
    parts = _JOINTS.split(value)
    if not 2 <= len(parts) <= 6 or _DIGEST_HEAD.fullmatch(parts[0]) is not None:
        return False  # `sha256:<hex>`: a digest with its algorithm
    return any(len(p) >= 16 and (_generated(p, True) or _long_one_case(p)) for p in parts if p)


def _short_mixed_key(value: str) -> bool:
    """16 to 23 letters and digits of both cases changing class all through, no word runs
    (`random_key` reads 24 or more)."""
    if not 16 <= len(value) <= 23 or not value.isascii() or not value.isalnum():
        return False
    upper, lower, digit, changes = _classes(value)
    if not (upper and lower and digit) or changes * 3 < len(value):
        return False
    return _wordy(value) * 2 < upper + lower


def _long_one_case(value: str) -> bool:
    """32 to 100 capitals (or lower case) and digits changing all through: base32 of a key."""
    if not 32 <= len(value) <= 100 or not value.isascii() or not value.isalnum():
        return False
    if not (value.isupper() or value.islower()):
        return False
    digits = sum(c.isdigit() for c in value)
    if digits < 4 or len(value) - digits < 8:
        return False
    changes = sum(1 for a, b in itertools.pairwise(value) if a.isdigit() != b.isdigit())
    return changes * 5 >= len(value)


def generated_value(value: str) -> bool:
    """Whether `value` reads as generated after a strong credential cue (a key, hex, a UUID)."""
    return _generated(value, True)


_DATE = lazy_compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _kept(text: str, start: int, end: int, value: str) -> bool:
    """A reference, a placeholder, part of a path, a URL or an address, or named otherwise."""
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return True
    if not _not_a_path(value):
        return True
    prev = text[start - 1] if start else " "
    if prev in "/\\$@#&?.{[" or (prev == ":" and start >= 2 and text[start - 2] not in " \t'\""):
        return True
    nxt = text[end] if end < len(text) else " "
    return nxt in "/\\@(" or (nxt == "." and end + 1 < len(text) and text[end + 1].isalnum())


def _own_name(text: str, start: int) -> str | None:
    """The name the value is given (`name: value`, `name = "value"`), or None.

    A word before a colon in a sentence (`in case: …`) is no name: a name stands at
    its line's start (after indentation, `-`, `{` or `,`), in quotes, or before `=`.
    """
    m = _NAME_BEFORE.search(text, max(0, start - 48), start)
    if m is None:
        return None
    head = text[max(0, m.start() - 2) : m.start()]
    if "=" in m.group() or head.endswith(("'", '"')):
        return m.group(1)
    ls = text.rfind("\n", 0, m.start()) + 1
    return m.group(1) if not text[ls : m.start()].strip(" \t-{,[#*>") else None


def _windows(
    low: str, first: Mapping[str, int], gates: frozenset[str], reach: int
) -> list[tuple[int, int]]:
    """The stretches of text within `reach` of one of `gates`, merged, in order (whether
    the gate's word is a cue, `pass` in `passed`, is the clause's question, asked only
    of a value worth it)."""
    spans: list[tuple[int, int]] = []
    for gate, at in first.items():
        if gate not in gates:
            continue  # another rule's gate
        number = gate.isdigit()
        n = 0
        while at >= 0 and n < _MAX_CUES:
            end = at + len(gate)
            if number and (
                (at and low[at - 1].isalnum()) or (end < len(low) and low[end].isalnum())
            ):
                at = low.find(gate, end)  # `401` inside a hex id, a number or a word: no status
                continue
            mark = low.rfind("[redacted:", max(0, at - 40), at)
            if mark >= 0 and "]" not in low[mark:at]:
                at = low.find(gate, end)  # a marker's kind (`[REDACTED:api_key]`) is no cue
                continue
            spans.append((max(0, at - reach), end + reach))
            n += 1
            at = low.find(gate, end + reach)  # one window holds the gates within it
    return _merged(spans)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`spans` in order, those that touch or overlap joined."""
    spans.sort()
    merged: list[tuple[int, int]] = []
    for lo, hi in spans:
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return merged


def _with_api(text: str, windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`windows` and the stretches within `_REACH` of `API` in capitals, merged, in order."""
    spans = list(windows)
    at, n = text.find("API"), 0
    while at >= 0 and n < _MAX_CUES:
        spans.append((max(0, at - _REACH), at + 3 + _REACH))
        n += 1
        at = text.find("API", at + 3 + _REACH)
    return _merged(spans)


def _short_gates(first: Mapping[str, int]) -> frozenset[str]:
    """The gates near which values of 8 to 15 characters are read: a password's words
    (and `pass`), when the text has a symbol inside a word (`@mix`: `…%5F…`, `…!…`)."""
    return _SHORT_GATES if "@mix" in first else frozenset()


def clause_secrets(
    text: str, low: str | None = None, first: Mapping[str, int] | None = None
) -> Iterator[tuple[int, int]]:
    """The spans of generated values standing in a clause with a credential cue.

    Values of 16 characters or more are read near every cue when the sanitizer's pass
    saw a run that long (`@run16`); values of 8 or more only near a password's word,
    within `_SHORT_REACH` (a password is given right by its word).
    """
    if low is None:
        low = text.lower()
    if first is None:
        first = {g: i for g in GATES if (i := low.find(g)) >= 0}
        first["@key24"] = first["@run24"] = first["@mix"] = 0
    seen: set[int] = set()
    # near every cue when the sanitizer's pass saw a random-looking run (`@key24`); else
    # near the strong cues only (hex digits, a UUID, one case: a weak cue takes none)
    if "@key24" in first:
        windows = _windows(low, first, _GATE_SET, _REACH)
        if "API" in text:  # no gate: a substring test in the text, where it is in capitals
            windows = _with_api(text, windows)
        yield from _read(text, windows, 16, seen)
    elif "@run24" in first:  # hex digits, a UUID, one case: near a strong cue only
        yield from _read(text, _windows(low, first, _STRONG_GATES, _REACH), 24, seen)
    elif not _CLIENT_GATES.isdisjoint(first):
        # no long run: a key of parts given to a client (`NewClient("ser.<22>", …)`)
        client = _windows(low, first, _CLIENT_GATES, _SHORT_REACH)
        if client:
            yield from _read(text, client, 16, seen)
    short = _short_gates(first)
    if any(g in short for g in first):
        yield from _read(text, _windows(low, first, short, _SHORT_REACH), 8, seen)


def _read(
    text: str, windows: list[tuple[int, int]], least: int, seen: set[int]
) -> Iterator[tuple[int, int]]:
    """The values judged in `windows`: words of `least` characters or more with a digit."""
    words = _WORD24 if least >= 24 else _LONG_WORD if least >= 16 else _WORD8
    for lo, hi in windows:
        hi = min(hi, len(text))
        if _DIGIT.search(text, lo, hi) is None:
            continue  # every value judged has a digit: a window of words has none
        # a token the window would cut starts where it starts
        lo = max(text.rfind(" ", max(0, lo - 400), lo), text.rfind("\n", max(0, lo - 400), lo), 0)
        hi = _token_end(text, hi)  # and ends where it ends (a long key after a short cue)
        for w in words.finditer(text, lo, hi):
            if w.start() in seen or _DIGIT.search(text, w.start(), w.end()) is None:
                continue
            seen.add(w.start())
            for m in _VALUE.finditer(text, w.start(), w.end()):
                if m.end() - m.start() >= least:
                    hit = _judge(text, m.start(), m.end(), least < 16)
                    if hit is not None:
                        yield hit


def _token_end(text: str, hi: int) -> int:
    """`hi`, or the end of the token it falls inside (at most 400 characters on)."""
    if hi >= len(text) or text[hi - 1].isspace() or text[hi].isspace():
        return min(hi, len(text))
    blank = _BLANK.search(text, hi, hi + 400)
    return blank.start() if blank is not None else min(len(text), hi + 400)


# a blank-separated word of 16 characters or more (of 8: near a password's word)
_LONG_WORD = lazy_compile(r"(?<!\S)\S{16,}")
_WORD24 = lazy_compile(r"(?<!\S)\S{24,}")
_WORD8 = lazy_compile(r"(?<!\S)\S{8,}")


def _judge(text: str, start: int, end: int, short: bool = True) -> tuple[int, int] | None:
    """The span of the value at `text[start:end]` if it is a secret here; `short`: a
    password's window (values of 8 characters and more, a short password's shape)."""
    value = text[start:end]
    while value and value[-1] in _ENDS:
        value = value[:-1]
        end -= 1
    if len(value) < 8 or _DIGIT.search(value) is None:
        return None
    if start and (text[start - 1].isalnum() or text[start - 1] in "_-"):
        return None  # the window cut a token: its start is not here
    if end < len(text) and (text[end].isalnum() or text[end] in "_"):
        return None
    plain = value.rstrip("=")
    shaped = _generated(plain, True)
    # the first argument of a call that opens a client (`Client("<key>")`, `NewClient("<key>",
    # opts)`, `Client.new('<key>')`): a key however it is shaped, shorter hex included
    sole = _SOLE_ARG.search(text, max(0, start - 24), start) is not None and text.startswith(
        tuple(text[start - 1] + e for e in (")", " )", ",", " ,")), end
    )
    if sole and not shaped and _HEX_SHORT.fullmatch(plain) is not None:
        shaped = any(c.isdigit() for c in plain) and any(c.isalpha() for c in plain)
    elif sole and not shaped:
        # capitals and digits all through, 32 or more; or 16 or more of both cases and
        # digits changing class all through (a key a client is built with)
        shaped = _long_one_case(plain) or _short_mixed_key(plain)
    if not shaped and not (short and _short_password(value)):
        return None  # the most a cue could let through: judged first, the clause after
    if _kept(text, start, end, value) or _NAMED_PART.match(value):
        return None  # `data:<base64>`, `iv:…`: a part named by its own word
    # the value's own name decides first (cheap, and most ids in JSON have one): a
    # credential's (`HOOK_SIGNING=`), a weak one (`"ChannelKey":` takes mixed-case random
    # keys only), another thing's (`"sessionId": …`, `build=…`: kept)
    name = _own_name(text, start)
    named = name is not None and name.lower() not in _BLANK_NAMES
    if named:
        name_strong, name_weak = _cue_parts(name)
        if not (name_strong or name_weak):
            return None
    lo, hi = _clause(text, start, end)
    clause = text[lo:start] + " " + text[end:hi]
    strong, weak, other = _cues(clause)
    strong = strong or sole
    if other or not (strong or weak):
        return None
    if named:
        strong, weak = name_strong, name_weak
    if shaped if strong else _generated(plain, False):
        return start, end
    if short and strong and _password_cue(clause) and _short_password(value):
        return start, end
    return None


_PASSWORD_CUE = lazy_compile(r"(?i)pass|pwd|\bpw\b|\bpin\b|parola|slaptažodis|парола|kennwort")


def _password_cue(clause: str) -> bool:
    low = clause.lower()
    return _PASSWORD_CUE.search(clause) is not None or any(w in low for w in PASSWORD_WORDS)


@dataclass(frozen=True)
class _ClauseRule:
    kind: str = "secret_in_clause"
    gates: tuple[str, ...] = _RULE_GATES
    needles: tuple[str, ...] = ()
    priority: int = 9

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        # a value long enough (the probes) or a symbol in a word, and a cue's gate (a plain
        # function, not a generator: most texts that open the rule end here)
        if _GATE_SET.isdisjoint(first) and ("@key24" not in first or "API" not in text):
            return iter(())
        return (
            Hit(self.kind, start, end, self.priority)
            for start, end in clause_secrets(text, low, first)
        )


@dataclass(frozen=True)
class _ClientArgRule:
    """The clause rule opened by a call that opens a client with a string as its first
    argument (`NewClient("<key>", opts)`, `Client.new('<key>')`) when the text has no
    long run for the probes: a key shorter than 24 or of parts."""

    kind: str = "secret_in_clause"
    gates: tuple[str, ...] = tuple(sorted(_CLIENT_GATES))
    # the call's string (`Client(api_key=…)` in code is not one): searched in the text
    needles: tuple[str, ...] = tuple(
        f"{call}({q}" for call in ("Client", "client", "configure", "new") for q in "\"'`"
    )
    priority: int = 9

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if "@run24" in first or "@key24" in first or "@mix" in first:
            return iter(())  # the clause rule reads this text already
        return (
            Hit(self.kind, start, end, self.priority)
            for start, end in clause_secrets(text, low, first)
        )


# a flag and its value on a command line: `-t <value>`, `--auth=<value>`, `--x '<value>'`
_FLAG = lazy_compile(
    r"""[ \t\n]--?(?P<flag>[A-Za-z][\w-]{0,30})(?:[ \t]{1,4}|=)["']?"""
    r"(?P<v>[A-Za-z0-9][A-Za-z0-9+/_.:-]{22,400}={0,2})(?=[\s\"'`;|)&]|$)"
)
# flags that say what else their value is
_FLAG_NOT_SECRET = frozenset(
    (  # noqa: SIM905
        "cursor data message m name title file output o image tag t0 from to since until "
        "format filter query q label selector path dir url host region zone branch ref"
    ).split()
)


def flag_secrets(text: str) -> Iterator[tuple[int, int]]:
    """Generated values given to a command-line flag that says nothing else of them.

    A flag whose name says what its value is (`--commit`, `--cursor`, `--request-id`)
    keeps it; any other flag's value that reads as generated (`places.token_value`,
    not hex digits or a UUID alone: those are ids unless a credential word says so,
    the clause rule's) is a secret: `influx … -t <token>`, `doctl auth init -t <token>`.
    """
    # a blank before the dash (a set of three characters: `re` skips to them); a text
    # that starts with its flag is read with a blank before it
    shift = 1 if text.startswith("-") else 0
    for m in _FLAG.finditer(" " + text if shift else text):
        flag = m.group("flag")
        low = flag.lower()
        parts = {p.lower() for p in NAME_LETTERS.findall(flag)}
        if low in _FLAG_NOT_SECRET or parts & _NOT_SECRET or parts & _FLAG_NOT_SECRET:
            continue
        value = m.group("v")
        plain = value.rstrip("=")
        if _HEXISH.fullmatch(plain) is not None or not _not_a_path(value):
            continue
        if _PUBLIC_SHAPE.match(value):
            continue  # an address, a recipient, a public key's base64 (bare.py's list)
        if is_placeholder(value) or not token_value(value) or password_shaped(value):
            continue
        yield m.start("v") - shift, m.end("v") - shift


_HEXISH = lazy_compile(r"[0-9a-fA-F-]+")


@dataclass(frozen=True)
class _FlagRule:
    kind: str = "secret_flag_value"
    # a run of 24 token characters with a letter beyond `f` (the bare rule's probe)
    gates: tuple[str, ...] = ("@key24",)
    needles: tuple[str, ...] = ()
    priority: int = 9

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if " -" not in text and "\t-" not in text and "\n-" not in text and text[:1] != "-":
            return iter(())
        return (Hit(self.kind, start, end, self.priority) for start, end in flag_secrets(text))


@dataclass(frozen=True)
class _CueWords:
    """No rule of its own: its gates put the clause rule's cue words in the one RE2 pass,
    so that a text holding one has it in `first` (the clause rule opens on probes). The
    words other rules have as gates (`SHARED_CUES`) are theirs."""

    gates: tuple[str, ...] = tuple(g for g in GATES if g not in SHARED_CUES)
    needles: tuple[str, ...] = ()

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return iter(())


CLAUSE_RULES: tuple[SecretRule, ...] = (_ClauseRule(), _FlagRule(), _CueWords(), _ClientArgRule())
