"""Secrets named for what they do, listed, typed at a protocol's prompt, or kept reversible.

Round 25b of issue 27 (the classes held-out 31 showed leaking), each a mechanism, none
a vendor's:

* **a key named for its purpose** (kind `secret_assignment`): a name whose last word
  says what the value does, not that it is a key: a `salt` (a payment gateway's), a
  `passkey`, what something is `encrypt`ed with or an `encryption_hash`,
  a `key_base` (a web framework's `secret_key_base: "…"`), a `cookie` (a cluster's
  shared cookie); the value must read as generated (`_made`); a salt's value must
  have both cases and digits (hex salts sit beside the hashes they salt, in records);
* **a `key` member of an object named for encryption** (`'crypt' => ['key' => '…']`,
  `cipher: {key: …}`);
* **a cluster's cookie given as a flag** (`-setcookie X`, `--cookie X`): a value
  that reads as generated (a file of cookies, a `name=value` pair stay);
* **the members of a block of tokens or secrets** (`tokens { initial_management =
  "<uuid>" }`): each value that reads as generated;
* **a list of keys** (`APP_KEYS=a,b,c`, `api_tokens: a, b`): each item that reads as
  generated, not only the first;
* **a password typed at a protocol's prompt** (kind `login_password`): IMAP's
  `<tag> LOGIN <user> <pass>`, POP3's and FTP's `PASS <pass>`, Redis's and SMTP's
  `AUTH [<user>|PLAIN] <pass>`, at a line's start (a client's prompt before it); the
  value is no mechanism's name and has a digit, both cases or a symbol;
* **a router's reversible secret** (kind `router_secret`): Juniper's `$9$…` (one
  `$` run, not a type-9 hash's `$9$salt$hash`);
* **a mailing-list service's key** (kind `mailchimp_key`): 32 hex digits and the
  data centre (`-us7`).

Speed: each part is gated by its literal (`salt`, `passkey`, `crypt`, `key_base`,
`cookie`, `tokens {`, `keys=`, ` login `, `pass `, `auth `, `$9$`, `-us`) and reads
from it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.shapes import password_shaped
from kenning.daemon.safety.values import MARKER_PREFIX, is_placeholder

__all__ = ["PURPOSE_RULES"]

_HEX = lazy_compile(r"[0-9a-fA-F]+")
_PADDED_B64 = lazy_compile(r"[A-Za-z0-9+/]{16,}={1,2}")


def _made(value: str, *, hex_ok: bool = True) -> bool:
    """Whether `value` reads as generated: a key, hex, a UUID, random letters, a password."""
    if not 8 <= len(value) <= 400 or value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    if value.startswith(("$", "%", "{", "<")) or "=" in value.rstrip("="):
        return False  # a variable, a template, a `name=value` pair
    if _HEX.fullmatch(value) is not None:
        return (
            hex_ok
            and len(value) >= 16
            and any(c.isalpha() for c in value)
            and (sum(c.isdigit() for c in value) >= 4)
        )
    if generated_value(value) or password_shaped(value):
        return True
    upper, lower, digit, _changes = _classes(value)
    if _PADDED_B64.fullmatch(value) is not None:
        # base64 of 12 random bytes or more, padded: both cases (a digit is not in every draw)
        return bool(upper and lower) and len(value) >= 20 and _wordy(value) * 2 < upper + lower
    if value.isalpha() and value.isupper():
        # random capitals (a cluster's cookie): many letters, none repeated much (a word in
        # capitals is short; a constant's name has `_`)
        return len(value) >= 16 and len(set(value)) >= 10
    if value.isalnum() and len(value) >= 12 and upper and lower and digit:
        return _wordy(value) * 2 < upper + lower
    return False


def _salted(value: str) -> bool:
    upper, lower, digit, _changes = _classes(value)
    return bool(upper and lower and digit) and _made(value, hex_ok=False)


# -- a key named for its purpose -------------------------------------------------------------

_PURPOSE_WORDS = r"salt|passkey|encrypt|encryption_hash|encrypt_key|key_base|cookie"
# the pattern starts with the words (`re` skips to them); what stands before is any name's
_PURPOSED = lazy_compile(
    r"(?P<name>" + _PURPOSE_WORDS + r")"
    r"""(?:\\?['"])?\]?[ \t]*(?:=>|:=|=|:)[ \t]*(?:\\?['"])?"""
    r"""(?P<v>[^\s'"`,;\\)]{8,400})"""
)


def _purposed(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _PURPOSED.finditer(low):
        value = text[m.start("v") : m.end("v")]
        judge = _salted if m.group("name") == "salt" else _made
        if judge(value):
            yield m.span("v")


# -- a `key` member of an object named for encryption --------------------------------------

_CRYPT_OBJECT = lazy_compile(
    r"""(?:crypt|cipher|encryption)['"]?[ \t]*(?:=>|:|=)[ \t]*(?:array[ \t]*\(|[\[{(])"""
    r"""\s{0,40}['"]?key['"]?[ \t]*(?:=>|:|=)[ \t]*['"](?P<v>[^'"\s]{16,400})['"]"""
)


def _crypt_objects(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _CRYPT_OBJECT.finditer(low):
        if _made(text[m.start("v") : m.end("v")]):
            yield m.span("v")


# -- a cluster's cookie as a flag --------------------------------------------------------------

_COOKIE_FLAG = lazy_compile(
    r"""(?:^|(?<=[ \t]))-(?:-cookie|setcookie)(?:[ \t]{1,4}|=)['"]?(?P<v>[^\s'"]{8,200})"""
)


def _cookie_flags(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _COOKIE_FLAG.finditer(text):
        if _made(m.group("v")):
            yield m.span("v")


# -- the members of a block of tokens ----------------------------------------------------------

_BLOCK = lazy_compile(r"(?<![\w.-])(?:tokens|secrets|credentials)[ \t]*\{")
_MEMBER = lazy_compile(r"""[a-z0-9_]{1,60}[ \t]*=[ \t]*"(?P<v>[^"\n]{8,400})\"""")


def _token_blocks(text: str, low: str) -> Iterator[tuple[int, int]]:
    read = 0  # where the blocks before have been read to
    for b in _BLOCK.finditer(low):
        end = low.find("}", b.end(), b.end() + 4000)
        end = b.end() + 4000 if end < 0 else end
        # a block opened inside one already read is read on from where that one stopped:
        # each character once, not once per block open around it (`tokens { a = "` many
        # times over read 4,000 characters each)
        for m in _MEMBER.finditer(low, max(b.end(), read), end):
            if _made(text[m.start("v") : m.end("v")]):
                yield m.span("v")
        read = max(read, end)


# -- a list of keys ----------------------------------------------------------------------------

_KEY_LIST = lazy_compile(
    r"""(?:keys|secrets|tokens)(?:\\?['"])?[ \t]*[:=][ \t]*"""
    r"""(?:\\?['"])?(?P<list>[^\s'",]{8,400}(?:,[ \t]?[^\s'",]{8,400}){1,30})"""
)
_ITEM = lazy_compile(r"[^\s,]+")
_KEY_CHARS = lazy_compile(r"[A-Za-z0-9+/_-]{12,400}={0,2}")


def _key_lists(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _KEY_LIST.finditer(low):
        items = list(_ITEM.finditer(text, m.start("list"), m.end("list")))
        # keys drawn alike: one reads as generated, all of its length and alphabet
        made = [_made(i.group()) for i in items]
        first = items[0].group()
        alike = all(len(i.group()) == len(first) and _KEY_CHARS.fullmatch(i.group()) for i in items)
        if all(made) or (any(made) and alike):
            yield from (i.span() for i in items)


_LIST_GATES = ("keys=", "keys:", "secrets=", "secrets:", "tokens=", "tokens:")

# -- a password typed at a protocol's prompt ---------------------------------------------------

# a client's prompt or a trace's direction before the command (`C: `, `> `, `127.0.0.1:6379> `)
_PROMPT = r"(?:[^\n>]{0,60}>[ \t]*|[CS]:[ \t]*)?"
_LOGIN_LINE = lazy_compile(
    r"(?m)[ \t]*" + _PROMPT + r"(?:"
    # a tag, then the user (no flag: `npm login --registry URL` is a command's)
    r"""[A-Za-z0-9.]{1,12}[ \t]+LOGIN[ \t]+(?:"[^"\n]{1,100}"|[^\s"-][^\s"]{0,99})[ \t]+"""
    # (a user is no label: `AUTH CODE: …` is a receipt's authorisation code)
    r"""|PASS[ \t]+|AUTH[ \t]+(?:[^\s"]{0,99}[^\s":][ \t]+)?)"""
    r"""(?:"(?P<dq>[^"\n]{1,200})"|(?P<v>[^\s"]{1,200}))[ \t]*\r?$""",
    re.IGNORECASE,
)
_MECHANISMS = frozenset(["login", "plain", "cram-md5", "digest-md5", "xoauth2", "oauthbearer"])


def _typed(value: str) -> bool:
    """A password typed at a prompt: no mechanism's name, a digit, both cases or a symbol."""
    if len(value) < 6 or value.lower() in _MECHANISMS or is_placeholder(value):
        return False
    if value.startswith(("$", "%", "<", "{", "-", "/", MARKER_PREFIX)) or "://" in value:
        return False  # a variable, a template, a flag, a path, a URL
    upper, lower, digit, _changes = _classes(value)
    if digit or any(not c.isalnum() for c in value):
        return bool(upper or lower)
    return bool(upper and lower) and _wordy(value) * 2 < upper + lower


#: `_LOGIN_LINE`'s head for RE2 (`requires_of`): at a line's start, past a prompt, `PASS` or
#: `AUTH` and a blank, or a tag and `LOGIN` and a blank (the prompt's repeat unbounded)
_LOGIN_REQUIRES = (
    r"(?im)^[ \t]*(?:[^\n>]*>[ \t]*|[CS]:[ \t]*)?(?:pass|auth)[ \t]",
    r"(?im)^[ \t]*(?:[^\n>]*>[ \t]*|[CS]:[ \t]*)?[A-Za-z0-9.]+[ \t]+login[ \t]",
)


def _login_lines(text: str, low: str) -> Iterator[tuple[int, int]]:
    # each line holding a command's word, matched from its start once (`pass` is in prose)
    starts = set()
    for word in ("login ", "pass ", "auth "):
        i = low.find(word)
        while i >= 0:
            # the line's start, 80 characters back at most (a long line is no command's)
            start = low.rfind("\n", max(0, i - 81), i) + 1
            if start == 0 and i > 81:
                start = -1
            if start >= 0 and start not in starts:
                starts.add(start)
                m = _LOGIN_LINE.match(text, start)
                if m is not None:
                    group = "dq" if m.start("dq") >= 0 else "v"
                    if _typed(m.group(group)):
                        yield m.span(group)
            i = low.find(word, i + 5)


# -- a form's password field, a signing call's key -------------------------------------------

# `&pwd=`, `?pw=` in a query or a form's body (`pwd` alone is a shell's command: the name rule
# takes it after `_`, `-` or `.`)
_FORM_PWD = lazy_compile(r"(?<=[?&])pwd?=(?P<v>[^/&\s\"'#\\][^&\s\"'#\\]{5,200})")


def _form_passwords(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _FORM_PWD.finditer(low):
        if _typed(text[m.start("v") : m.end("v")]):
            yield m.span("v")


# a call whose name says it signs or sums (`generateSignature(`, `compute_checksum(`,
# `hash_hmac(`, `Gateway.sign(`): a string literal among its arguments that reads as a key
_SIGNING_CALL = lazy_compile(
    r"(?i)(?:signature|checksum|hmac|sign)[\w]{0,20}\((?P<args>[^()\n]{0,300}"
    r"(?:\([^()\n]{0,200}\)[^()\n]{0,300}){0,4})\)"
)
_LITERAL = lazy_compile(r"""(?<![\w])(?:"(?P<dq>[^"\\\n]{8,200})"|'(?P<sq>[^'\\\n]{8,200})')""")


def _keyish(value: str) -> bool:
    """A key a call is given: generated, or both cases, digits and few word runs (symbols too)."""
    if any(c.isspace() for c in value) or _made(value):
        return _made(value)
    upper, lower, digit, _changes = _classes(value)
    return len(value) >= 12 and bool(upper and lower and digit) and _wordy(value) < upper + lower


def _signing_keys(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _SIGNING_CALL.finditer(text):
        for lit in _LITERAL.finditer(text, m.start("args"), m.end("args")):
            group = "dq" if lit.start("dq") >= 0 else "sq"
            if _keyish(lit.group(group)):
                yield lit.span(group)


_JUNIPER = lazy_compile(r"(?P<v>\$9\$[A-Za-z0-9./-]{8,200})(?![A-Za-z0-9./$-])")
_MAILCHIMP = lazy_compile(r"(?<![0-9A-Za-z])[0-9a-f]{32}-us[0-9]{1,2}(?![0-9A-Za-z])")


def _router_secrets(text: str, low: str) -> Iterator[tuple[int, int]]:
    return (m.span("v") for m in _JUNIPER.finditer(text))


def _mailchimp_keys(text: str, low: str) -> Iterator[tuple[int, int]]:
    # from each `-us` back to its 32 hex digits (`--user` is common: no search for hex runs)
    i = text.find("-us", 32)
    while i >= 0:
        m = _MAILCHIMP.match(text, i - 32)
        if m is not None:
            yield m.span()
        i = text.find("-us", i + 3)


PURPOSE_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_purposed),
        gates=("salt", "passkey", "encrypt", "key_base", "cookie"),
        priority=7,
    ),
    SpanRule(
        "secret_assignment", with_lower(_crypt_objects), gates=("crypt", "cipher"), priority=7
    ),
    SpanRule("secret_assignment", with_lower(_cookie_flags), gates=("cookie",), priority=7),
    SpanRule(
        "secret_assignment",
        with_lower(_token_blocks),
        gates=("tokens {", "secrets {", "credentials {", "tokens{"),
        priority=7,
    ),
    SpanRule("secret_assignment", with_lower(_key_lists), gates=_LIST_GATES, priority=7),
    SpanRule(
        "login_password",
        with_lower(_login_lines),
        gates=("login ", "pass ", "auth "),
        priority=7,
        requires=_LOGIN_REQUIRES,
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "password_assignment",
        with_lower(_form_passwords),
        gates=("&pwd", "?pwd", "&pw=", "?pw="),
        priority=7,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_signing_keys),
        gates=("signature", "checksum", "hmac", "sign("),
        priority=7,
    ),
    SpanRule("router_secret", with_lower(_router_secrets), gates=("$9$",), priority=7),
    SpanRule("mailchimp_key", with_lower(_mailchimp_keys), gates=("-us",), priority=7),
)
