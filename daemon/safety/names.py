"""Secrets known by their name: `password=…`, `"api_key": "…"`, `.env` lines, flags.

The name rule (`name_rule`) recognises a secret by the name it is given:
`password=…`, `"api_key": "…"`, `client_secret: …`, `.env` lines such as
`STRIPE_KEY=…`, flags such as `--api-key X`. The value is judged too, so that
code and placeholders (`password=os.environ["PW"]`, `token=${TOKEN}`,
`password: str`, `sk-...your-key...`) survive.

Speed: the rule runs only on text holding a keyword (`pass`, `secret`,
`token`, `key`; `pwd` after a `_`, `-` or `.`). For each keyword one
`finditer` (`_walk`) runs from its first occurrence: the pattern starts with
the word, so `re` skips from one occurrence to the next in C, and tests there,
in look-aheads, whether a `=` or `:` follows (an assignment, read further in
Python), whether it may be a flag (`--api-key X`), and, with a `WordsForm`
(pasted.py's values named in prose), whether that form's tail follows. Only
those occurrences come back to Python; `token` in prose and `keys()` in code
cost no Python at all, and both forms share one walk.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.layouts import block_hit, list_hits
from kenning.daemon.safety.secret_rules import Hit, SecretRule
from kenning.daemon.safety.shapes import key_material, strict_value_ok
from kenning.daemon.safety.stated import dotted_key_material
from kenning.daemon.safety.values import (
    IDENT,
    MARKER_PREFIX,
    bare_value_ok,
    classify_key,
    credential_like,
    is_code,
    is_placeholder,
    is_word,
    quoted_value_ok,
    value_tail,
    weak_token_ok,
)

__all__ = ["KEYWORDS", "WordsForm", "name_rule"]


# A quoted value (double, single, or double quotes escaped inside a JSON string),
# else a bare run up to a delimiter. Bounded repeats keep the worst case linear.
_VALUE_TEMPLATE = (
    r"""(?:"(?P<dq>(?:[^"\\\r\n]|\\.){0,4000})"|'(?P<sq>(?:[^'\\\r\n]|\\.){0,4000})'"""
    r'|\\"(?P<eq>[^"\\\r\n]{0,4000})\\"'
    # a string cut off (agents truncate tool output): one word running to the end of
    # the line or text, `{"password": "Xk9mP2vL8qWz`, also escaped inside a JSON string
    r"""|"(?P<uq>[^\s"'\\]{1,4000})(?=[\r\n]|$)|\\"(?P<eu>[^\s"'\\]{1,4000})(?=\\[nr]|"|$)"""
    # bare: up to a delimiter, or an escape (`\n` in JSON-encoded text ends the line)
    r"""|(?P<bare>[^\s"'`,;&)}\]<>\\|\[]{bare})"""
    # structures read further by layouts.py: a YAML block scalar's indicator (`|`, `>-`),
    # a list's `[`, a YAML list on the next lines (last: most values are strings or bare)
    r"""|(?P<blk>[|>][+-]?[0-9]?[+-]?)(?=[ \t]*(?:#[^\r\n]*)?\r?\n)|(?P<lst>\[)"""
    r"""|(?P<yl>)(?=\r?\n[ \t]*-[ \t]))"""
)
_BARE_REST = lazy_compile(r"""(?:[^\s"'`,;&)}\]\\]|\\(?![nrt"'\\])){0,8000}""")
#: a bare value's characters after its first: one or a backslash that escapes no line's end
#: or quote (JSON-encoded text), at most 300 (`_assignment_hit` reads a longer one on)
_BARE_BODY = r"""(?:[^\s"'`,;&)}\]\\]|\\(?![nrt"'\\])){0,300}"""
#: the same without the backslash: one class repeated, which `re` runs in one C loop where
#: the alternation costs a step each; a bare value stops at a backslash in it (`_at`
#: matches `_ASSIGN` again there), elsewhere where `_BARE_BODY`'s does. The bare value is
#: the pattern's last part, so nothing after it makes `re` give characters back
_BARE_PLAIN = r"""[^\s"'`,;&)}\]\\]{0,300}"""
# Tried at each occurrence of a keyword (never scanned over the whole text), in the
# lower-cased text: as fast again as IGNORECASE on the text, which costs every step;
# the values are read from the text at the match's offsets.
_ASSIGN_HEAD = (
    r"(?P<kw>pass(?:[_.-]?(?:words?|phrase|code)|wort|wds?|e)?|secrets?|tokens?|keys?(?:_id)?|pwd)"
    # the encoding the value is written in (`DB_PASS_B32=`, `apiKeyBase64:`) or `value`
    # (`AccessKeyValue:`): the secret's
    r"(?:[_.-]?(?:b32|b64|b58|base32|base64|base58|hex|encoded|value|string))?"
    # or the piece of it the value is (`API_KEY_PART1=`, `token_half_2:`): a piece of a key
    r"(?:[_.-]?(?:part|half|piece|chunk)[_.-]?[0-9])?"
    r"(?P<kq>\\?[\"'])?\]?"  # closing quote of a quoted key, `]` of a subscript
    r"(?::[ \t]{0,4}[a-z_][\w.\[\], |]{0,60}?(?=[ \t]{0,8}=))?"  # type annotation
    # or a blank and a quote: Groovy, Ruby and Kotlin DSLs (`storePassword "…"`)
    # `?=`: a Makefile's default (`REGISTRY_TOKEN ?= …`)
    r"(?:[ \t]{0,8}(?::=|\?=|=>|==?|:(?!:))[ \t]{0,8}|(?P<sp>[ \t]{1,8})(?=[\"']))"
    # a bytes or unicode string's prefix (b'…', rb"…", u'…'); not r alone: r"…" is a regex
    r"(?:(?:[bu]|rb|br)(?=[\"']))?"
)
_ASSIGN = lazy_compile(_ASSIGN_HEAD + _VALUE_TEMPLATE.replace("{bare}", _BARE_BODY))
#: `_ASSIGN` with `_BARE_PLAIN`: the same match wherever no backslash ends its bare value
_ASSIGN_PLAIN = lazy_compile(_ASSIGN_HEAD + _VALUE_TEMPLATE.replace("{bare}", _BARE_PLAIN))
#: the words a secret's name ends in (`pwd` only after `_`, `-` or `.`: `DB_PWD`)
KEYWORDS = ("pass", "secret", "token", "key", "pwd")
_PWD_PROBES = frozenset({"@underscore", "@dash", "@dot"})
# the characters of a name, for reading it backwards from its keyword
_ENV_NAME_CHARS = string.ascii_letters + string.digits + "_"
_KEY_CHARS = _ENV_NAME_CHARS + ".-"
# cheap test right after a keyword: is an `=` or `:` close enough to make it a name?
# (possessive: what follows each repeat cannot match it, so giving back is in vain)
_SEPARATOR_AHEAD = r"[a-z0-9_]{0,40}+(?:\\?[\"'])?\]?(?:[ \t]{0,8}+\??[:=]|[ \t]{1,8}+[\"'])"
# and, with a letter, `_` or `-` before the keyword, the start of a flag's value after
# it (`--api-key X`): what `_FLAG_AHEAD` needs
_FLAG_START = r"[a-z0-9_-]{0,24}+[ \t]"


def _walk(word: str, tail: str | None) -> re.Pattern[str]:
    """The occurrences of `word` (in the lower-cased text) that the name rule looks at.

    Those with a separator ahead (group `sep`), those where `tail` (a
    `WordsForm`'s) matches after the word (its groups, `v` among them), and
    those that may be a flag. The pattern starts with the word, so `re` skips
    to each occurrence, and everything after it is a look-ahead: the match is
    the word alone, and the next one is looked for right after it.
    """
    w = re.escape(word)
    sep = f"(?:(?=(?P<sep>{_SEPARATOR_AHEAD}))|)"
    flag = f"(?<=[-_a-z]{w})(?={_FLAG_START})"
    if tail is None:
        return lazy_compile(f"{w}{sep}(?(sep)|{flag})")
    if "?P<pv>" in tail:  # a second value group: a password stated in a sentence
        return lazy_compile(f"{w}{sep}(?:(?={tail})|)(?(sep)|(?(v)|(?(pv)|{flag})))")
    return lazy_compile(f"{w}{sep}(?:(?={tail})|)(?(sep)|(?(v)|{flag}))")


_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
_ENV_TAIL = lazy_compile(r"[A-Za-z0-9_]{0,80}=")
_ENV_PREFIX = lazy_compile(r"[ \t]*(?:(?:export|ENV|ARG)[ \t]+)?")
_ENV_VALUE = lazy_compile(
    r"""(?:"(?P<dq>[^"\r\n]{1,4000})"|'(?P<sq>[^'\r\n]{1,4000})'"""
    # unquoted: ends where the shell ends it, or at an escape of JSON-encoded text
    r"""|(?P<bare>[^\s"'#<&;|\\](?:[^\s&;|\\]|\\(?![nrt"'\\])){0,4000}))"""
)
_ENV_KEY = lazy_compile(
    # (and a keystore's file in base64, as CI keeps it: `ANDROID_KEYSTORE_BASE64`, round 47)
    r"[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|PASSPHRASE|_PASS|_PWD|_KEY"
    r"|(?:KEYSTORE|KEY_STORE)(?:_FILE)?_(?:BASE64|B64))"
    r"(?:_(?:PART|HALF|PIECE|CHUNK)_?[0-9])?"  # a piece of it: `API_KEY_PART1`
)
_ENV_WORD = lazy_compile(
    r"(?:^|_)(?:SECRET|TOKEN|PASSWORD|PASSWD|PASSPHRASE|PASS|PWD|KEY)S?(?:_|$)"
)


class WordsForm(Protocol):
    """A second form the name rule tries at each keyword: a value named in prose.

    `tail(word)` is a pattern (for the lower-cased text) that must match right
    after `word`, with the value in group `v`, or None where the form does not
    apply; `hit` judges a match of it at the word starting at `i`.
    """

    def tail(self, word: str) -> str | None:
        """The pattern tried right after `word` (on the lower-cased text), or None."""
        ...

    def hit(self, text: str, i: int, word: str, m: re.Match[str]) -> Hit | None:
        """The secret `m` (a match of `tail(word)`) gives, or None if it is no secret."""
        ...


@dataclass(frozen=True)
class _NamedValueRule:
    """Values known by their name: `password=…`, `"api_key": "…"`, `.env` lines.

    At each occurrence of a keyword two shapes are tried. An *assignment*
    (`name = value`, `name: value`, `"name": "value"`, `name := value`) whose
    name ends in a secret word; the value is judged, so code and placeholders
    survive. A *`.env` line* (`STRIPE_KEY=…`, `export DB_PASS=…`: the line is
    just NAME=value, no spaces), which also covers names like `*_KEY`. And,
    if given, the `WordsForm`.
    """

    words_form: WordsForm | None = None
    # `pwd` names a secret only as a suffix (`DB_PWD`, `db-pwd`, `x.pwd`; `PWD` is the
    # shell's folder): the probes on `_`, `-` and `.` look for it, a pass fewer
    gates: tuple[str, ...] = ("pass", "secret", "token", "key", "@underscore", "@dash", "@dot")
    needles: tuple[str, ...] = ()
    priority: int = 2
    # per keyword, the pattern that finds the occurrences worth a look (`_walk`)
    # and whether it tries the words form there (group `v`)
    _walks: dict[str, tuple[re.Pattern[str], bool, bool]] = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        form = self.words_form
        tails = {w: form.tail(w) if form is not None else None for w in KEYWORDS}
        walks = {
            w: (_walk(w, tail), tail is not None, tail is not None and "?P<pv>" in tail)
            for w, tail in tails.items()
        }
        object.__setattr__(self, "_walks", walks)  # frozen: derived once, here

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if len(low) != len(text):
            # lower-casing changed the length (rare letters such as U+0130), so offsets
            # in `low` are not offsets in `text`: fold ASCII letters only, which keeps them
            low = text.translate(_ASCII_LOWER)
            first = {**first, **{w: low.find(w) for w in KEYWORDS}}
        seen: set[int] = set()
        spots: list[tuple[int, int]] = []
        form = self.words_form
        for word in KEYWORDS:
            if word == "pwd":
                i = low.find(word) if first.keys() & _PWD_PROBES else -1
            else:
                i = first.get(word, -1)
            if i < 0:
                continue
            size = len(word)
            walk, in_words, has_pv = self._walks[word]
            # the occurrences with nothing after them (`token` in prose, `keys()` in
            # code) are passed over in C and cost no Python at all
            for m in walk.finditer(low, i):
                i = m.start()
                if m.start("sep") >= 0:
                    spots.append((i, size))
                elif text[i - 1] in _FLAG_BEFORE and text.rfind("-", max(0, i - 32), i) >= 0:
                    spots.append((i, -size))  # maybe a flag: `--api-key X`, `-storepass X`
                if (
                    in_words
                    and form is not None
                    and (m.start("v") >= 0 or (has_pv and m.start("pv") >= 0))
                ):
                    hit = form.hit(text, i, word, m)
                    if hit is not None:
                        yield hit
        spots.sort()
        covered = 0  # a keyword inside a value already found is part of that secret
        for i, size in spots:
            if i < covered:
                continue
            if size < 0:
                flag = _flag_hit(text, i, -size, self.priority)
                if flag is not None:
                    covered = flag.end
                    yield flag
                continue
            for hit in self._at(text, low, i, size, seen):
                covered = max(covered, hit.end)
                yield hit

    def _at(self, text: str, low: str, i: int, size: int, seen: set[int]) -> Iterator[Hit]:
        m = _ASSIGN_PLAIN.match(low, i)
        if m is not None and m.start("bare") >= 0 and low.startswith("\\", m.end("bare")):
            m = _ASSIGN.match(low, i)  # a backslash in the value: `_BARE_BODY` reads it
        if m is not None:
            if m.start("blk") >= 0 or m.start("lst") >= 0 or m.start("yl") >= 0:
                yield from _structure_hits(text, m)
            else:
                hit = _assignment_hit(text, m, self.priority)
                if hit is not None:
                    yield hit
        # a .env line: the whole name ends at `=`
        tail = _ENV_TAIL.match(text, i + size)
        if tail is None:
            return
        end = tail.end() - 1
        start = _name_start(text, i, _ENV_NAME_CHARS, 80)
        if start in seen:
            return
        seen.add(start)
        hit = _env_hit(text, start, end, self.priority + 1)
        if hit is not None:
            yield hit


# A credential passed as a command-line flag: `--password X`, `--api-key "X"`,
# `-storepass X`, `-SecretKey X`. Tried where a keyword ends a longer name (the
# character before it is one of these), so prose ("the token bucket") costs nothing.
_FLAG_BEFORE = frozenset("-_" + string.ascii_letters)
# flags that take a password without saying so in full (keytool, jarsigner, `--pass`)
_PASS_FLAGS = frozenset(
    ["pass", "storepass", "keypass", "srcstorepass", "deststorepass", "srckeypass", "destkeypass"]
)
_FLAG_AHEAD = lazy_compile(
    r"(?P<tail>[A-Za-z0-9_-]{0,24})[ \t]{1,4}"
    r"""(?:'(?P<sq>[^'\r\n]{1,400})'|"(?P<dq>[^"\r\n]{1,400})\""""
    r"""|(?P<bare>[^\s'"`;&|()<>\\-][^\s'"`;&|()<>\\]{0,400}))"""
)


def _flag_hit(text: str, i: int, size: int, priority: int) -> Hit | None:
    m = _FLAG_AHEAD.match(text, i + size)
    if m is None:
        return None
    start = _name_start(text, i, _KEY_CHARS, 40)
    if not text.startswith("-", start) or (start and text[start - 1] not in " \t\"'(="):
        return None  # not a flag: a word inside prose or code
    key = text[start : m.end("tail")].lstrip("-")
    verdict = classify_key(key)
    low = key.lower()
    if verdict is None and low in _PASS_FLAGS:
        verdict = "password_assignment", True
    if verdict is None:
        return None
    kind, strong = verdict
    strong = strong or low in ("token", "tokens")  # `--token X` passes a credential
    for group in ("sq", "dq"):
        value = m.group(group)
        if value is not None:
            if not quoted_value_ok(value, key, strong):
                return None
            return Hit(kind, m.start(group), m.end(group), priority)
    value = m.group("bare")
    start, end = m.span("bare")
    name, eq, rest = value.partition("=")
    if eq and IDENT.fullmatch(name):
        if not rest or "=" in rest or "," in rest or is_word(rest):
            return None  # options, not a key: `docker build --secret id=npmrc,src=…`
        value, start = rest, start + len(name) + 1  # aider's `--api-key deepseek=sk-…`
    if is_placeholder(value) or is_code(value) or value.startswith(MARKER_PREFIX):
        return None
    if value.isalpha() and value.islower():
        return None  # prose about the flag: "the --password option", "--token and"
    if not strong and not weak_token_ok(value):
        return None
    return Hit(kind, start, end, priority)


def _name_start(text: str, end: int, chars: str, limit: int) -> int:
    """Where the run of `chars` ending at `end` starts (looking back at most `limit`)."""
    window = text[max(0, end - limit) : end]
    return end - (len(window) - len(window.rstrip(chars)))


def _structure_hits(text: str, m: re.Match[str]) -> list[Hit]:
    """A block scalar or a list under a secret's name (`password: |`, `"api_keys": [`)."""
    key_start = _name_start(text, m.start("kw"), _KEY_CHARS, 64)
    key = text[key_start : m.end("kw")]
    verdict = classify_key(key)
    if verdict is None and key.lower().endswith("s"):
        verdict = classify_key(key[:-1])  # `api_keys`, `passwords`: a list of them
    if verdict is None:
        return []
    kind, strong = verdict
    if m.start("blk") >= 0:
        hit = block_hit(text, key_start, m.end("blk"), kind, strong)
        return [] if hit is None else [hit]
    return list_hits(text, m.end(), m.start("lst") >= 0, kind, strong)


def _assignment_hit(text: str, m: re.Match[str], priority: int) -> Hit | None:
    """The secret an `_ASSIGN` match (in the lower-cased `text`) gives, or None."""
    start, end = m.span("bare")
    if start >= 0 and is_code(text[start:end], config_line=True):
        return None  # the common case in code, rejected before any other work
    kw_start = m.start("kw")
    key_start = _name_start(text, kw_start, _KEY_CHARS, 64)
    if text.startswith("://", key_start - 3):
        return None  # scheme://user:password@host is the URL rule's: the name is a user
    key = text[key_start : m.end("kw")]
    verdict = classify_key(key)
    if verdict is None:
        return _key_material_hit(text, m, key, priority)
    kind, strong = verdict
    for group in ("dq", "sq", "eq", "uq", "eu"):
        start, end = m.span(group)
        if start >= 0:
            if not quoted_value_ok(text[start:end], key, strong):
                return None
            if m.start("sp") >= 0 and not credential_like(text[start:end]):
                return None  # a blank is no assignment: `the password "field"` is prose
            return Hit(kind, start, end, priority)
    if m.start("sp") >= 0:
        return None
    start, end = m.span("bare")
    if end - start > 300:  # the pattern stops early to stay cheap; a rare long value goes on
        end = _BARE_REST.match(text, end).end()  # type: ignore[union-attr]
    end = value_tail(text, start, end)  # `Tr0ub4dor&3x`: a `&` inside a password
    value = text[start:end]
    if value.endswith(":"):
        value, end = value.rstrip(":"), end - (len(value) - len(value.rstrip(":")))
    if m.start("kq") >= 0 and value.isdigit():
        return None  # `"password": 20786` is JSON: a number (an id, a count), not a password
    if not value or not bare_value_ok(
        value, key, strong, lambda: _config_context(text, key_start, end)
    ):
        return None
    return Hit(kind, start, end, priority)


def _key_material_hit(text: str, m: re.Match[str], key: str, priority: int) -> Hit | None:
    """A value under a name that ends in `key` but names no known secret (`PresharedKey`).

    Such a name is as often a lookup key or a public key as a secret: only
    key material (random, 32 hex digits or more, base64 of 16 bytes or more)
    under a name that is not a public, primary, cache or sort key counts.
    """
    low = key.lower()
    if len(low) <= 3 or not low.endswith("key") or _not_secret_key(key):
        return None
    if not (key.endswith("Key") or key[-4] in "_-."):
        return None  # `key` as a word of its own (`PresharedKey`, `tls_key`), not `monkey`
    for group in ("dq", "sq", "bare"):
        start, end = m.span(group)
        if start >= 0:
            value = text[start:end].rstrip(",;")
            if key_material(value) or dotted_key_material(value):
                return Hit("secret_assignment", start, start + len(value), priority)
            return None
    return None


#: names ending in `key` that name no secret (as a whole word of the name: `mapKey`, `S3_KEY`;
#: a vendor's name that starts with one, `maptilerKey`, `hotjarKey`, is no such word)
_NOT_SECRET_KEYS = (
    "public",
    "pub",
    "primary",
    "foreign",
    "sort",
    "cache",
    "partition",
    "idempot",
    "hash",
    "lookup",
    "row",
    "map",
    "dict",
    "hot",
    "short",
    "unique",
    "group",
    "routing",
    "shard",
    "object",
    "s3",
    "blob",
    "file",
    "path",
    "sign_in",
)
_NOT_SECRET_WORDS = lazy_compile(
    r"(?:^|_)(?:"
    + "|".join(w for w in _NOT_SECRET_KEYS if w != "idempot")
    + r"|idempot[a-z]*)s?(?=_|$)"
)
_CAMEL_STEP = lazy_compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _not_secret_key(key: str) -> bool:
    """Whether a word of `key` (camel case, `_`, `-`, `.` split) says a key that is no secret."""
    words = _CAMEL_STEP.sub("_", key).lower().replace("-", "_").replace(".", "_")
    return _NOT_SECRET_WORDS.search(words) is not None


def _env_hit(text: str, start: int, eq: int, priority: int) -> Hit | None:
    name = text[start:eq]
    # a name that ends in a secret's word proves a secret; one that only holds it
    # (`SVC_SECRET_VALUE`, `TOKEN_FOR_CI`) needs a value whose shape proves it
    strict = not _ENV_KEY.fullmatch(name)
    if strict and not (name.isupper() and _ENV_WORD.search(name)):
        return None  # upper case only: `key=key,` in a call is code, not a .env line
    line_start = text.rfind("\n", max(0, start - 200), start) + 1
    if line_start == 0 and start > 200:
        return None
    prefix = _ENV_PREFIX.match(text, line_start)
    # at a line's start, after a shell break, or as a command's argument (`dokku config:set
    # app SECRET_KEY_BASE=…`): then an upper-case name, and a value whose shape proves it
    argument = strict and start > 0 and text[start - 1] in " \t"
    at_start = prefix is not None and prefix.end() == start
    if not (at_start or argument or _after_shell_break(text, start)):
        return None
    m = _ENV_VALUE.match(text, eq + 1)
    if m is None:
        return None
    group = "dq" if m.group("dq") is not None else "sq" if m.group("sq") is not None else "bare"
    value_start, value_end = m.span(group)
    if group == "bare":
        value_end = value_tail(text, value_start, value_end)
        # a name in a quoted item (`"GPG_KEY=…",` in a JSON list): the value ends at the quote
        # that closes the item, not after it
        opened = text[start - 1] if start else ""
        if opened in "\"'":
            close = text.find(opened, value_start, value_end)
            if close > value_start:
                value_end = close
    value = text[value_start:value_end]
    if is_placeholder(value) or is_code(value, config_line=True):
        return None
    if value.startswith(MARKER_PREFIX):
        return None
    if value.isdigit() and len(value) < 6:
        return None  # counts and switches: RETRY_PASS=3
    if strict and not strict_value_ok(value, name):
        return None
    return Hit("env_secret", value_start, value_end, priority)


# what may come just before a shell assignment `NAME=value` that is not at a line's
# start: `&&`, `;`, `|`, `$(`, `env`, `-e` (docker run), a quote (a JSON string that is
# the assignment), an escaped newline of JSON-encoded text
_SHELL_BREAK = lazy_compile(
    # (the word after a JSON-encoded newline too: `…\nexport NAME=…`)
    r"""(?:(?:&&|\|\||[;|`]|\$\(|\\n|(?:(?<![\w-])|(?<=\\n))(?:-e|--env|env|export|set|sudo))"""
    r"""[ \t]{0,4}|["'])$"""
)


def _after_shell_break(text: str, start: int) -> bool:
    """Whether the assignment at `start` begins a shell word: `cd app && DB_PASS=x ./run`."""
    return start > 0 and _SHELL_BREAK.search(text, max(0, start - 12), start) is not None


def _config_context(text: str, start: int, end: int) -> bool:
    """A whole configuration line, or a shell assignment inside a command or a JSON string."""
    if _whole_line(text, start, end):
        return True
    if not _after_shell_break(text, start):
        return False
    quote = text[start - 1]
    if quote in "\"'":
        # a quoted string that is the whole assignment ("password=a.b.c"), not prose
        # that starts with a name ("Password: must be 8 characters long")
        return text.startswith(quote, end)
    return True


def _whole_line(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is the whole line, bar indentation, list dashes and `export`."""
    line_start = text.rfind("\n", max(0, start - 200), start) + 1
    if line_start == 0 and start > 200:
        return False
    before = text[line_start:start].strip(" \t-\"'")
    if before not in ("", "export"):
        return False
    after = text[end : end + 200]
    newline = after.find("\n")
    if newline < 0 and end + 200 < len(text):
        return False
    return not after[: newline if newline >= 0 else None].strip(" \t,;\r")


def name_rule(words_form: WordsForm | None = None) -> SecretRule:
    """The name rule; with `words_form`, it also tries that form at each keyword."""
    return _NamedValueRule(words_form)
