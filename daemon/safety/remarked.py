"""A password remarked in a sentence or passed to a database's procedure. Round 39 of issue 27
(held-out 41: people pointing at a line of code in many languages).

* **the word, a word or two, a colon** (`la password vera: …`, `the password in VALUE: …`,
  `Passwort aus der Fixture: …`): `password` (or `passwd`, `passcode`, `passphrase`) then
  one or two short words (no digit, no symbol: what the password is, where it stands)
  before a colon and a value that reads as a code (`tongues._code`). A word that says the
  value is no password (`hash`, `policy`, `length`, `hint`, `reset`, a digest's name) keeps
  it: `password hash: 5f4d…`;
* **a secret's name quoted in a sentence, then `is`** (`the value of \\`DB_PASS\\` in the
  Jenkinsfile is …`, `"api_token" on staging was …`): a name between backquotes or quotes
  that names a secret (`values.classify_key`), up to 60 characters of words, `is`/`was`/
  `=`, and a value that reads as a code;
* **an IRC client's password commands** (`/oper admin …`, `/msg NickServ IDENTIFY …`,
  `/ns identify ACCOUNT …`, `/quote PASS …`): the command's last word;
* **T-SQL's login procedures by position** (`EXEC sp_addlogin 'etl', '…'`,
  `sp_password NULL, '…', 'etl'`): the password's argument of `sp_addlogin` (the second)
  and `sp_password` (the second, the new one), quoted.

Each rule declares `requires` (its gate's literal) so the sanitizer's one pass leaves it
out of a text without it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import RegexRule, SecretRule, SpanRule, classify_key
from kenning.daemon.safety.tongues import is_code
from kenning.daemon.safety.values import credential_like, has_digit, is_placeholder

__all__ = ["REMARKED_RULES"]

_Spans = Iterator[tuple[int, int]]

#: words between a password's word and the colon that say the value is not the password
_NOT_THE_PASSWORD = frozenset(
    {
        *("hash", "hashed", "digest", "salt", "length", "policy", "policies", "reset", "hint"),
        *("id", "file", "path", "manager", "field", "prompt", "fingerprint", "checksum"),
        *("sha", "md5", "sha1", "sha256", "bcrypt", "argon2", "version", "expiry", "expires"),
        *("age", "rotation", "url", "link", "strength", "entropy", "rule", "rules", "changed"),
        *("encoding", "format", "type", "store", "vault", "env", "variable", "name", "key"),
    }
)
_WORD_THEN_COLON = lazy_compile(
    r"(?i)\b(?:password|passwd|passcode|passphrase)(?P<words>(?:[ \t]+[^\W\d_]{1,12}){1,2})"
    r"[ \t]*:[ \t]*[`\"'«“]?(?P<v>[^\s`\"'»”,;]{6,128})"
)


def _coded(m: re.Match[str]) -> tuple[int, int] | None:
    """The span of a match's value `v` (its sentence's last stop left out) when it reads as
    a code and no placeholder."""
    value = m.group("v").rstrip(".!?)")
    if is_code(value) and not is_placeholder(value):
        return m.start("v"), m.start("v") + len(value)
    return None


def _word_then_colon(text: str) -> _Spans:
    for m in _WORD_THEN_COLON.finditer(text):
        words = m.group("words").lower().split()
        span = None if any(w in _NOT_THE_PASSWORD for w in words) else _coded(m)
        if span is not None:
            yield span


_QUOTED_NAME_IS = lazy_compile(
    r"[`\"'](?P<name>[A-Za-z_][\w.-]{1,60})[`\"'][^\n`\"'=:]{0,60}?[ \t]"
    r"(?:is|was|=)[ \t]+[`\"']?(?P<v>[^\s`\"',;]{6,128})"
)
#: a word one of which a secret's name quoted so must hold (the rule's `requires`)
_SECRET_WORD = lazy_compile(r"(?i)pass|pwd|token|secret|key|cred|auth")


def _quoted_name_is(text: str) -> _Spans:
    for m in _QUOTED_NAME_IS.finditer(text):
        name = m.group("name")
        if _SECRET_WORD.search(name) is None or classify_key(name) is None:
            continue
        span = _coded(m)
        if span is not None:
            yield span


_TSQL_LOGIN = lazy_compile(
    r"(?i)\bsp_(?:addlogin|password)[ \t]+(?:@\w+[ \t]*=[ \t]*)?(?:NULL|N?'[^'\n]{0,128}')"
    r"[ \t]*,[ \t]*(?:@\w+[ \t]*=[ \t]*)?N?'(?P<v>[^'\n]{4,128})'"
)


#: an IRC client's commands that carry a password: `/oper NAME PASS`, NickServ's `IDENTIFY
#: [ACCOUNT] PASS` (`/msg NickServ …`, `/ns …`, `/nickserv …`), `/quote PASS …`
_IRC_PASSWORD = lazy_compile(
    r"(?i)(?:^|[\s>])/(?:oper[ \t]+\S{1,40}"
    r"|(?:msg[ \t]+nickserv|ns|nickserv)[ \t]+identify(?:[ \t]+\S{1,40}(?=[ \t]+\S))?"
    r"|quote[ \t]+pass)"
    r"[ \t]+(?P<v>[^\s]{4,128})(?=[ \t]*(?:$|\n))"
)


def _password_ok(value: str) -> bool:
    return credential_like(value) and has_digit(value) and not is_placeholder(value)


REMARKED_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "password_assignment",
        _word_then_colon,
        gates=("password", "passwd", "passcode", "passphrase"),
        priority=5,
        requires=(
            r"(?i)pass(?:word|wd|code|phrase)(?:[ \t]+[a-z]{1,12}){1,2}[ \t]*:[ \t]*[^\s]{6}",
        ),
    ),
    SpanRule(
        "secret_in_words",
        _quoted_name_is,
        gates=("pass", "pwd", "token", "secret", "key", "cred", "auth"),
        priority=6,
        requires=(
            r"(?i)[`\"'][\w.-]*(?:pass|pwd|token|secret|key|cred|auth)[\w.-]*[`\"']"
            r"[^\n`\"'=:]*[ \t](?:is|was|=)[ \t]",
        ),
    ),
    RegexRule(
        "password_assignment",
        _IRC_PASSWORD,
        gates=("/oper", "identify", "/quote"),
        judge=_password_ok,
        priority=4,
        requires=(r"(?i)/(?:oper|msg[ \t]+nickserv|ns|nickserv|quote)[ \t]",),
        requires_beyond_ascii=True,
    ),
    RegexRule(
        "password_assignment",
        _TSQL_LOGIN,
        gates=("sp_addlogin", "sp_password"),
        judge=_password_ok,
        priority=4,
        requires=(r"(?i)sp_(?:addlogin|password)",),
        requires_beyond_ascii=True,
    ),
)
