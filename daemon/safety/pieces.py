"""Keys in pieces: halves told apart, a prefix and a body joined later, a key read out.

A key cut in two is still a key: each half is enough to help guess it, so
each goes.

* **halves told in prose** ("first half YCMC-D46E, the rest in my next
  message", "the second part is …", "part 2/2: …", "the other half: …"): the
  value after an ordinal and a piece's noun (`half`, `part`, `piece`,
  `chunk`, `bit`, `segment`) or after `the rest`, in a text that names a key
  (a secret's noun, or a key's share: `unseal share`, round 33, within the line or the
  one before it). It must read as a
  code: eight letters and digits or more, a digit, no word (or generated), or ten
  letters or more of both cases, the case flipping through it, no words (round 35);
* **a prefix and a body in two variables** (`PREFIX="sk_live_"` and
  `BODY="…"`, joined as `"$PREFIX$BODY"`, `${a}${b}`, `a + b`, `f"{a}{b}"`,
  `a .. b`, `[a, b].join('')`): the body, when the first variable holds a
  key's prefix (letters ending in `_` or `-`: `sk_live_`, `xnd_development_`,
  `xoxb-`) and the second a generated value;
* **a key read out one character at a time** with the names of its symbols
  (`s k underscore l i v e underscore O 5 w 8 …`): ten characters or more
  that read as a code (`spelled.spelled_code`), the symbols' words
  (`underscore`, `dash`, `dot`, …) counted as their characters;
* **a code read aloud in groups** (`JD7T - CQGH - SQXJ - DDNN`, groups of three to
  six joined by a dash or blanks, four or more, all of one length) on a line that
  names a password, a passcode or a passphrase, where the joined groups read as a code
  with a digit; the code written whole elsewhere in the text goes too;
* **a key written backwards** where the text says so (`reversed`, `backwards`, within
  300 characters): a run of 20 token characters or more that, read backwards, opens
  with a prefix of small letters and `_` or `-` (`gsk_`, `sk-`) and a generated body.

A secret's name with a piece's suffix (`API_KEY_PART1=`, `token_half_2:`) is a
secret's name: names.py and values.classify_key read it without the suffix.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, with_lower
from kenning.daemon.safety.spelled import SPELLED_GATES, spelled_code
from kenning.daemon.safety.values import is_placeholder, tokenish

__all__ = ["PIECE_RULES"]

_NOUNS = lazy_compile(
    r"(?i)(?<![a-z])(?:(?:api[ _-]?)?(?:key|token|secret|password|passwd|passphrase|credential)s?"
    # a password's short names in chat (`db pass`, `wifi pw`, `the pwd`, `the passcode`)
    r"|pass|pwd|pw|passcode"
    # a password's or a key's noun in other languages (German, Dutch, Spanish, Portuguese,
    # Italian, French, Polish, Swedish, Finnish, Russian, Chinese, Japanese, Korean)
    r"|passwort|kennwort|schl[üu]ssel|wachtwoord|sleutel|contrase[ñn]a|clave|senha|chave"
    r"|parola[ _-]?(?:d'ordine|chiave)|mot[ \t]+de[ \t]+passe|cl[ée]|has[łl]o|klucz|l[öo]senord"
    r"|nyckel|salasana|avain|пароль|ключ|токен|密码|密碼|密钥|パスワード|비밀번호"
    # a share of a key split among people (Vault's unseal shares, Shamir's)
    r"|(?:unseal|recovery|shamir)[ _-]?(?:shares?|shards?))"
    r"(?![a-z])"
)

# -- halves told in prose ---------------------------------------------------------------------

_HALF = lazy_compile(
    r"(?i)(?<![\w-])(?:(?:first|second|third|last|other|final|1st|2nd|3rd|next)[ \t]+"
    r"(?:half|part|piece|chunk|bit|segment|portion)|the[ \t]+rest|part[ \t]+\d(?:[ \t]*/[ \t]*\d)?"
    # a piece told in other languages: `Teil 1`, `der Rest`, `parte 2`, `el resto`, `o resto`,
    # `la suite`, `le reste`, `deel 1`, `część 2`, `часть 1`, `остальное`
    r"|(?:teil|parte|partie|deel|część|czesc|часть)[ \t]+\d"
    r"|(?:der|den|el|o|il|le|la)[ \t]+(?:rest|resto|reste|suite)|остальное|остаток)"
    r"(?:[ \t]+of[ \t]+(?:it|the[ \t]+\w{1,20}))?"
    r"(?:[ \t]*(?:is|was|ist|es|est|é|è|:|=|-|–|,|->))?[ \t]*[\"'`“]?"
    r"(?P<v>[A-Za-z0-9+/][A-Za-z0-9_+/=.-]{4,200}[A-Za-z0-9=])(?![\w-])"
)

#: a piece's words, in each language `_HALF` reads
_HALF_GATES = (
    "half", "part", "piece", "the rest", "chunk", "segment", "portion", "teil ", "deel ",
    "część", "czesc", "часть", "der rest", "den rest", "el resto", "o resto", "il resto",
    "le reste", "la suite", "остальное", "остаток",
)  # fmt: skip


def _code(value: str) -> bool:
    """A piece of a key: eight letters and digits or more with a digit, of both cases (ten
    or more) or with few letters in runs that read as words; or generated."""
    if is_placeholder(value):
        return False
    plain = value.replace("-", "").replace("_", "")
    digits = sum(c.isdigit() for c in plain)
    letters = sum(c.isalpha() for c in plain)
    if digits == 0 and plain.isalpha() and len(plain) >= 10:
        # letters alone (`eIQIiAvjFRnI`): both cases, the case flipping through it, no words
        upper, lower, _, changes = _classes(plain)
        return (
            bool(upper and lower) and changes * 4 >= len(plain) and _wordy(plain) * 2 < len(plain)
        )
    if not plain.isalnum() or digits == 0 or letters < 2 or len(plain) < 8:
        return tokenish(value, 16)
    mixed = plain.lower() != plain != plain.upper()
    return (mixed and len(plain) >= 10) or _wordy(plain) * 2 < letters


def _halves(text: str) -> Iterator[tuple[int, int]]:
    for m in _HALF.finditer(text):
        value = m.group("v")
        if not _code(value):
            continue
        # the key is named on this line or the one before (a message told in two lines)
        ls = text.rfind("\n", 0, max(0, text.rfind("\n", 0, m.start()))) + 1
        le = text.find("\n", m.end())
        window = text[max(ls, m.start() - 300) : min(len(text) if le < 0 else le, m.end() + 200)]
        if _NOUNS.search(window):
            yield m.span("v")


# -- a prefix and a body in two variables -----------------------------------------------------

#: a variable given a key's prefix: letters (one or two parts) ending in `_` or `-`
_PREFIX_VAR = lazy_compile(
    r"(?<![\w$])(?:(?:const|let|var|export|local|final|String|val)[ \t]+)?"
    r"(?P<n>[A-Za-z_][A-Za-z0-9_]{0,40})[ \t]*(?::[ \t]*\w{1,20}[ \t]*)?=[ \t]*"
    r"(?P<q>[\"'`])(?P<p>[A-Za-z]{2,12}(?:[_-][A-Za-z]{2,16}){0,2}[_-])(?P=q)"
)


def _joins(name: str) -> re.Pattern[str]:
    """The forms that join the variable `name` to another one right after it."""
    n = re.escape(name)
    return re.compile(
        rf"\$\{{?{n}\}}?\$\{{?(?P<b>[A-Za-z_]\w{{0,40}})\}}?"  # shell: $A$B, ${A}${B}
        rf"|\{{{n}\}}\{{(?P<c>[A-Za-z_]\w{{0,40}})\}}"  # f"{a}{b}", templates `${a}${b}`
        rf"|(?<![\w.$]){n}[ \t]*(?:\+|\.\.|\.|<>|\|\|)[ \t]*(?P<d>[A-Za-z_]\w{{0,40}})(?![\w(])"
        rf"|\[[ \t]*{n}[ \t]*,[ \t]*(?P<e>[A-Za-z_]\w{{0,40}})[ \t]*\]"  # [a, b].join
        rf"|\([ \t]*{n}[ \t]*,[ \t]*(?P<f>[A-Za-z_]\w{{0,40}})[ \t]*\)"  # concat(a, b)
    )


def _value_of(name: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w$]){re.escape(name)}[ \t]*(?::[ \t]*\w{{1,20}}[ \t]*)?=[ \t]*"
        r"(?P<q>[\"'`])(?P<v>[A-Za-z0-9_+/=.-]{12,400})(?P=q)"
    )


def _joined(text: str) -> Iterator[tuple[int, int]]:
    # each name once, and a few of them: a file of many such lines is code, read at its head
    names = list(dict.fromkeys(m.group("n") for m in _PREFIX_VAR.finditer(text)))[:8]
    for name in names:
        join = _joins(name).search(text)
        if join is None:
            continue
        other = next(g for g in join.groups() if g)
        for v in _value_of(other).finditer(text):
            value = v.group("v")
            if tokenish(value, 16) and not is_placeholder(value):
                yield v.span("v")


# -- a key read out one character at a time ---------------------------------------------------

_SYMBOL_WORDS = {
    "underscore": "_", "dash": "-", "hyphen": "-", "minus": "-", "dot": ".", "period": ".",
    "slash": "/", "plus": "+", "colon": ":", "equals": "=",
}  # fmt: skip
_ONE = r"(?:[A-Za-z0-9]|" + "|".join(_SYMBOL_WORDS) + ")"
_READ_OUT = lazy_compile(rf"(?<![\w-])(?P<v>{_ONE}(?:[ \t]{_ONE}){{9,120}})(?![\w-])")
_SINGLE_THREE = lazy_compile(r"(?<![\w-])[A-Za-z0-9] [A-Za-z0-9] [A-Za-z0-9](?![\w-])")


def _read_out(text: str) -> Iterator[tuple[int, int]]:
    if _SINGLE_THREE.search(text) is None:
        return
    for m in _READ_OUT.finditer(text):
        parts = m.group("v").split()
        chars = "".join(_SYMBOL_WORDS.get(p, p) for p in parts)
        words = sum(p in _SYMBOL_WORDS for p in parts)
        plain = chars.replace("_", "").replace("-", "")
        if words and len(plain) >= 10 and spelled_code(plain):
            yield m.span("v")


# -- a code read aloud in groups, then whole ---------------------------------------------------

#: four or more groups of one length, three to six letters and digits, joined by a dash or
#: blanks (one pattern per length: a run of prose words of mixed lengths fails at once)
_SEP = r"(?:[ \t]*[-–][ \t]*|[ \t]+)"
_GROUPS = lazy_compile(
    r"(?<![\w'’-])(?P<v>"
    + "|".join(rf"(?:[A-Za-z0-9]{{{n}}}{_SEP}){{3,8}}[A-Za-z0-9]{{{n}}}" for n in (4, 3, 5, 6))
    + r")(?![\w-])"
)
#: a password's nouns (the spelled rule's): a code read in groups is a password's
_GROUP_GATES = SPELLED_GATES
_SPLIT = lazy_compile(r"[ \t]*[-–][ \t]*|[ \t]+")
_DIGIT = lazy_compile(r"[0-9]")


def _groups(text: str, low: str) -> Iterator[tuple[int, int]]:
    """Groups of one length that read as a code, on a line that names a password
    (`JD7T - CQGH - SQXJ - DDNN`), and the code written whole elsewhere."""
    last, at, n = -1, low.find("pass"), 0  # every gate opens with `pass`: one search
    while at >= 0 and n < 8:
        n += 1
        if at < last or not low.startswith(_GROUP_GATES, at):
            at = low.find("pass", at + 4)
            continue
        ls = max(text.rfind("\n", 0, at) + 1, at - 200)
        le = text.find("\n", at)
        le = last = min(len(text) if le < 0 else le, at + 200)
        at = low.find("pass", at + 4)
        # a line with no digit holds no code (the gates are a password's nouns)
        if _DIGIT.search(text, ls, le) is None:
            continue
        for m in _GROUPS.finditer(text, ls, le):
            parts = _SPLIT.split(m.group("v"))
            joined = "".join(parts)
            if not spelled_code(joined):
                continue
            if not any(c.isdigit() for c in joined) or _wordy(joined) * 2 >= len(joined):
                continue
            yield m.span("v")
            i = text.find(joined)
            while i >= 0:
                yield i, i + len(joined)
                i = text.find(joined, i + len(joined))


# -- a key written backwards ---------------------------------------------------------------------

_REVERSE_GATES = ("revers", "backward")
#: a run of a token's characters; reversed, a vendor's prefix (`gsk_`, `sk-`) then a body
_TOKEN_RUN = lazy_compile(r"[A-Za-z0-9_\-]{20,400}")
_PREFIX_FIRST = lazy_compile(r"[a-z]{2,8}[_-]")


def _reversed(text: str, low: str) -> Iterator[tuple[int, int]]:
    """A key written backwards where the text says so: reversed, it opens with a prefix of
    small letters and `_` or `-`, and its body reads as generated."""
    for at in word_spots(low, _REVERSE_GATES, 8):
        for m in _TOKEN_RUN.finditer(text, max(0, at - 300), at + 300):
            back = m.group()[::-1]
            head = _PREFIX_FIRST.match(back)
            if head is not None and generated(back[head.end() :]):
                yield m.span()


PIECE_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "secret_piece",
        _halves,
        gates=_HALF_GATES,
        priority=2,
    ),
    SpanRule("secret_piece", _joined, gates=('_"', "_'", '-"', "-'", "_`", "-`"), priority=2),
    SpanRule(
        "spelled_code",
        _read_out,
        gates=tuple(_SYMBOL_WORDS),
        priority=2,
        # `_SINGLE_THREE` for RE2 (`requires_of`): `_read_out`'s first search, which has no
        # literal to skip to and reads each long text its symbols' words open
        requires=("[A-Za-z0-9] [A-Za-z0-9] [A-Za-z0-9]",),
    ),
    SpanRule("spelled_code", with_lower(_groups), gates=_GROUP_GATES, priority=2),
    SpanRule("secret_piece", with_lower(_reversed), gates=_REVERSE_GATES, priority=2),
)
