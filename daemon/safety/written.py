"""Values public by how they are written: a word an encoding broke, a pattern in a value's
place, a key-value store's key. Round 36 of issue 27 (held-out 38's look-alikes).

public.py asks these for each hit a generic rule made:

* **a word a quoted-printable encoding broke** (`Passwort =C3=BCber den Link`,
  `l=C3=A4uft`, `Port=\\nal`): the run of the text around the value, its soft line
  breaks (`=` at a line's end) joined and its `=XX` codes read back as UTF-8, is one
  word (letters only, in a word's case: `über`, `Kennwortänderung`), not a value. A
  password the encoding wrapped reads back with its digits and stays (encoded.py takes
  it in the decoded text);
* **a pattern in a value's place** (`sed 's/^api_token = .*/api_token = __TOKEN__/'`,
  `-replace 'password=[^ ]*'`, Vim's `:%s/password = .\\+/…/`): a value that starts with
  a regular expression's wildcard (`.*`, `.+`, `[^ ]*`, `\\S+`) and ends there or at a
  substitution's delimiter is the pattern that finds the secret, not the secret;
* **a placeholder's marker** (`__API_TOKEN__`, `@PASSWORD@`, `%%TOKEN%%`, `{{ token }}`),
  the setting's name before it or a substitution's delimiter after it in the value a rule
  took (`'password=__DB_PASSWORD__'`, `@PASSWORD@/`): a template's slot for the value;
* **a key-value store's key** under a bare `key` (`Entry@1a2b [key=user:1334023, …]`,
  `Entry{key=tenant:acme:order:000981, …}`): words and an id joined by `:`, the
  naming of a cache's or a store's keys (`references.record_locator`), none of its
  words a secret's (`pin:4821`).
"""

from __future__ import annotations

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.references import record_locator
from kenning.daemon.safety.values import looks_random

__all__ = ["broken_word", "marked_placeholder", "pattern_value", "store_key", "written_public"]

# -- a word a quoted-printable encoding broke ------------------------------------------------

_QP = lazy_compile(r"=(?:\r?\n|[0-9A-F]{2})")
_REACH = 120


def _run(text: str, start: int, end: int) -> tuple[int, int]:
    """The text's run around `start:end`: no blank, a soft line break (`=\\n`) inside."""
    lo, floor = start, max(0, start - _REACH)
    while lo > floor:
        c = text[lo - 1]
        if not c.isspace():
            lo -= 1
        elif c == "\n" and text[lo - 2 : lo - 1] == "=":
            lo -= 2
        elif c == "\n" and text[lo - 3 : lo - 1] == "=\r":
            lo -= 3
        else:
            break
    hi, ceiling = end, min(len(text), end + _REACH)
    while hi < ceiling:
        if text.startswith(("=\n", "=\r\n"), hi):
            hi += 2 if text[hi + 1] == "\n" else 3
        elif not text[hi].isspace():
            hi += 1
        else:
            break
    return lo, hi


def _decoded(run: str) -> str | None:
    out = bytearray()
    i = 0
    while i < len(run):
        m = _QP.match(run, i)
        if m is not None:
            code = m.group(0)[1:]
            if code.strip():
                out.append(int(code, 16))
            i = m.end()
        else:
            out.extend(run[i].encode("utf-8"))
            i += 1
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        return None


def broken_word(text: str, start: int, end: int) -> bool:
    """Whether the value at `start:end` is part of a word a quoted-printable encoding wrote
    with codes or broke with a soft line break (see the module)."""
    lo, hi = _run(text, start, end)
    run = text[lo:hi]
    if "=" not in run or _QP.search(run) is None:
        return False
    plain = _decoded(run)
    if plain is None:
        return False
    word = plain.strip(".,;:!?()\"'«»„“”")
    if len(word) < 2 or not word.isalpha():
        return False
    return word.islower() or word.isupper() or (word[0].isupper() and word[1:].islower())


# -- a pattern in a value's place ---------------------------------------------------------

_PATTERN = lazy_compile(
    r"""(?:\\\(|\()?(?:\.\*|\.\+|\.\\\+|\[\^[^\]\n]{1,12}\][*+]|\\S[*+])(?:\\\)|\))?\$?"""
)
#: what may follow the pattern in the value a rule took: the substitution's delimiter and
#: the setting's name it writes (`/api_token = `), or a placeholder (`/PASSWORD=@PASSWORD@/`)
_AFTER = lazy_compile(r"""(?:[/|#,'"](?:[A-Za-z_][\w.-]{0,60}[ \t]*(?:[=:][ \t]*)?)?)?""")


def pattern_value(value: str) -> bool:
    """Whether `value` is a regular expression's wildcard where a value stands (a
    substitution's pattern), alone or before the substitution's delimiter and what it
    writes when that is a name or a placeholder (a secret written there stays)."""
    m = _PATTERN.match(value)
    if m is None:
        return False
    rest = value[m.end() :]
    return _AFTER.fullmatch(rest) is not None or (
        rest[:1] in "/|#,'\"" and marked_placeholder(rest[1:])
    )


# -- a key-value store's key ----------------------------------------------------------------

_STORE_WORD = lazy_compile(r"[a-z][a-z_-]{0,40}")
_SECRET_PARTS = frozenset("pin otp pass pwd password secret token code totp auth".split())  # noqa: SIM905


def store_key(value: str) -> bool:
    """Whether `value`, under a bare `key`, is a store's key: words and an id joined by `:`."""
    if ":" not in value or not record_locator(value):
        return False
    parts = value.split(":")
    return _STORE_WORD.fullmatch(parts[0]) is not None and not _SECRET_PARTS & set(parts)


def written_public(text: str, start: int, end: int) -> bool:
    """Whether the value at `start:end` is a pattern, a placeholder's marker or a word an
    encoding broke (see the module)."""
    value = text[start:end]
    if value[:1] in ".([\\" and pattern_value(value):
        return True
    if ("_" in value or "@" in value or "%" in value or "{" in value) and marked_placeholder(value):
        return True
    return "=" in text[max(0, start - 3) : end + 3] and broken_word(text, start, end)


# -- a placeholder's marker ---------------------------------------------------------------

#: a name between a template's marks (`__API_TOKEN__`, `@PASSWORD@`, `%%TOKEN%%`, `{{ token }}`,
#: `#{api_token}#`), after the setting's own name or not (`password=__DB_PASSWORD__`), before
#: a substitution's delimiter or not (`@PASSWORD@/`)
_MARKED = lazy_compile(
    r"""(?:[A-Za-z][\w.-]{0,60}[ \t]*[=:][ \t]*)?["']?"""
    r"""(?:_{2}(?P<a>[A-Za-z][A-Za-z0-9_]{1,60}?)_{2}|@{1,2}(?P<b>[A-Za-z][A-Za-z0-9_]{1,60})@{1,2}"""
    r"""|%{2}(?P<c>[A-Za-z][A-Za-z0-9_]{1,60})%{2}|\{\{[ \t]*(?P<d>[A-Za-z][\w.]{1,60})[ \t]*\}\}"""
    r"""|#\{(?P<e>[A-Za-z][\w.]{1,60})\}#?)["']?[/|#,;'"]?"""
)


def marked_placeholder(value: str) -> bool:
    """Whether `value` is a name between a template's marks, a placeholder by its shape:
    the name in one case, its words apart by `_` (a generated value is not)."""
    m = _MARKED.fullmatch(value)
    if m is None:
        return False
    name = next(g for g in m.groups() if g)
    return (name.isupper() or name.islower()) and not looks_random(name.replace("_", ""))
