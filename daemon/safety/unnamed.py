"""Base64 and constants with no name beside them that says a secret: where they stand says it.

Round 27 of issue 27 (the classes held-out 33 showed leaking), each a mechanism, none a
vendor's (kind `secret_assignment` but where told):

* **a value of a Kubernetes Secret's `data:`**: every value there is a secret's bytes in
  base64, whatever its key is named (`airflow.keytab:`, `store.p12:`); a ConfigMap's
  `data:` is not read;
* **a token per host in an object named for a credential's kind** (Composer's
  `auth.json` and `COMPOSER_AUTH`: `{"bearer": {"repo.example": "…"}}`, `github-oauth`,
  `gitlab-token`): a string under a host's name (a dotted name) in that object, random
  enough for a token (kind `token_assignment`; round 28); `http-basic`'s objects of a
  user and a password are the name rules';
* **a string constant under a name that says nothing** (round 41b): a declared constant or
  variable (`const`, `final`, `readonly`, `static`, `var`, `let`, `val`, a `string` type)
  whose name is one or two letters (`_k`, `a`, `b1`: what a decompiler, an obfuscator or a
  minifier leaves of a key's name) and whose value is 16 to 64 characters drawn at random
  (both cases mixed all through, a digit or none, `_`, `.`, `-` inside, few letters in
  runs that read as words);
* **the output of `base64` run on a file of key material** (`base64 svc.keytab`,
  `cat id_ed25519 | base64 -w0`, `.pem`, `.p12`, `.jks`, `.kdbx`…): the lines of base64
  after the command, wrapped or not, up to the first line that is not.

Speed: gated by `kind: secret`, `base64` and the credential kinds' words, and read from
there; the constants by their declaring words and `requires` (a declaration of a short name
given 16 characters of a quoted value, found in the sanitizer's one RE2 pass).
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy, encode_command, key_file
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    is_placeholder,
    looks_random,
    weak_token_ok,
)

__all__ = ["UNNAMED_RULES"]

_B64_LINE = lazy_compile(r"[ \t]*(?P<v>[A-Za-z0-9+/]{16,400}={0,2})[ \t]*\r?(?:\n|\Z)")
_DATA = lazy_compile(r"(?m)^(?P<i>[ \t]*)data:[ \t]*\r?$")
_ENTRY = lazy_compile(
    r"(?P<i>[ \t]*)[\"']?[\w.-]{1,253}[\"']?:[ \t]+[\"']?(?P<v>[A-Za-z0-9+/]{16,8000}={0,2})"
    r"[\"']?[ \t]*\r?(?:\n|\Z)"
)
_LINE = lazy_compile(r"(?P<i>[ \t]*)[^\n]*(?:\n|\Z)")
_HEX = lazy_compile(r"[0-9a-fA-F]+")
_SECRET_KIND = lazy_compile(r"(?im)^[ \t]*(?:-[ \t]+)?kind:[ \t]*[\"']?secret[\"']?[ \t]*\r?$")


def _encoded(value: str) -> bool:
    """Base64 of bytes: both cases or a digit with letters, not a word, no placeholder."""
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    has_digit = any(c.isdigit() for c in value)
    return (value.lower() != value and value.upper() != value) or (
        has_digit and any(c.isalpha() for c in value)
    )


def _secret_manifests(text: str, low: str) -> Iterator[tuple[int, int]]:
    done = 0
    for kind in _SECRET_KIND.finditer(text):
        if kind.start() < done:
            continue  # a document read already (a kind is read once per document)
        # the document: from the `---` before the kind to the next one
        head = text.rfind("\n---", 0, kind.start())
        tail = text.find("\n---", kind.end())
        start, end = head + 1, len(text) if tail < 0 else tail
        done = end
        for data in _DATA.finditer(text, start, end):
            pos, indent = data.end() + 1, len(data.group("i"))
            while pos < end:
                line = _LINE.match(text, pos)
                if line is None or line.end() == pos:
                    break
                if text[pos : line.end()].strip() and len(line.group("i")) <= indent:
                    break  # the block ends at a line no deeper than `data:`
                m = _ENTRY.match(text, pos)
                if m is not None and _encoded(m.group("v")):
                    yield m.span("v")
                pos = line.end()


def _encoded_files(text: str, low: str) -> Iterator[tuple[int, int]]:
    i = low.find("base64")
    while i >= 0:
        m = encode_command(text, low, i)
        i = low.find("base64", i + 6)
        if m is None or not key_file(m.group("f") or m.group("c") or ""):
            continue  # a decode reads base64 in; its output is the file's own bytes
        pos = m.end()
        while True:
            line = _B64_LINE.match(text, pos)
            if line is None or not _encoded(line.group("v")):
                break
            yield line.span("v")
            pos = line.end()


#: an object opened under a credential kind's name: `"bearer": {`, `"github-oauth": {`
_KIND_WORDS = ("bearer", "oauth", "token")
#: what follows the kind's word: `s` (`tokens`), a quote, a colon, a brace
_KIND_TAIL = lazy_compile(r"s?[\"']?[ \t]*:[ \t]*\{")
#: a member of it: a host's name (dotted), then a string
_HOST_MEMBER = lazy_compile(
    r"[\s,]*[\"'](?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z0-9-]{1,63}[\"'][ \t]*:[ \t]*"
    r"[\"'](?P<v>[^\"'\s]{8,400})[\"']"
)


#: what a text with a host's token holds (`requires_of`): a kind's word, its tail
#: (`_KIND_TAIL`) and the start of a first member (`_HOST_MEMBER`: blanks and commas as `\s`
#: matches them in ASCII, a quote, a host's first label and its dot)
_HOST_REQUIRES = (
    r"""(?i)(?:bearer|oauth|token)s?["']?[ \t]*:[ \t]*\{[\t\n\x0b\x0c\r\x1c-\x1f ,]*["']"""
    r"[A-Za-z0-9-]+\.",
)


def _kind_objects(low: str) -> list[int]:
    """Where each object opened under a credential kind's name starts its members: each
    kind's word found by `find`, a word of its own (no letter, digit or `_` before it), and
    its tail (`_KIND_TAIL`) matched there (`bearer` takes no `s`)."""
    ends = []
    for word in _KIND_WORDS:
        i = low.find(word)
        while i >= 0:
            if i == 0 or not (low[i - 1].isascii() and (low[i - 1].isalnum() or low[i - 1] == "_")):
                tail = _KIND_TAIL.match(low, i + len(word))
                if tail is not None and (word == "token" or not tail.group().startswith("s")):
                    ends.append(tail.end())
            i = low.find(word, i + 1)
    return sorted(ends)


def _host_tokens(text: str, low: str) -> Iterator[tuple[int, int]]:
    for pos in _kind_objects(low):
        while (member := _HOST_MEMBER.match(text, pos)) is not None:
            value = member.group("v")
            if (
                weak_token_ok(value)
                and not value.startswith(MARKER_PREFIX)
                and not is_placeholder(value)
            ):
                yield member.span("v")
            pos = member.end()


#: a constant declared under a name of one or two letters, given a quoted value: the words
#: that declare it, a type between (`string`, `String`, `str`, `char *`), the name, `=`
_DECLARED_SHORT = lazy_compile(
    r"(?<![\w$])(?:const|final|readonly|static|var|let|val)[ \t]+"
    r"(?:(?:[Ss]tring|str|char[ \t]*\*)[ \t]*)?(?P<n>_?[A-Za-z]{1,2}\d{0,2})"
    r"(?:[ \t]*:[ \t]*[A-Za-z]\w{0,10})?[ \t]*=[ \t]*"
    r"(?P<q>[\"'])(?P<v>[A-Za-z0-9_.-]{16,64})(?P=q)"
)
#: `_DECLARED_SHORT` for RE2 (`requires_of`): the declaration's last word, the name, `=` and
#: 16 characters of the value
_SHORT_REQUIRES = (
    r"(?:const|final|readonly|static|var|let|val|[Ss]tring|str|\*)[ \t]*_?[A-Za-z]{1,2}\d{0,2}"
    r"(?:[ \t]*:[ \t]*[A-Za-z]\w{0,10})?[ \t]*=[ \t]*[\"'][A-Za-z0-9_.-]{16}",
)
_PIECES = lazy_compile(r"[A-Za-z0-9]+")


def _drawn(value: str) -> bool:
    """16 to 64 characters drawn at random: their letters and digits (`_`, `.` and `-` set
    aside) of both cases, under half the letters in runs that read as words
    (`getUserAccountByEmail` is all words; letters alone: a third, the case flipping all
    through); no hex, no placeholder."""
    joined = "".join(_PIECES.findall(value))
    if len(joined) < 16 or is_placeholder(value) or _HEX.fullmatch(joined):
        return False
    upper, lower, digits, _ = _classes(joined)
    if digits == 0:  # letters alone: the case flipping all through, no word's run
        return looks_random(joined) and _wordy(joined) * 3 < len(joined)
    return upper > 0 and lower > 0 and _wordy(joined) * 2 < upper + lower


def _short_named(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _DECLARED_SHORT.finditer(text):
        if _drawn(m.group("v")):
            yield m.span("v")


UNNAMED_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_secret_manifests),
        gates=("kind: secret", 'kind: "secret', "kind: 'secret"),
        priority=9,
    ),
    SpanRule("secret_assignment", with_lower(_encoded_files), gates=("base64",), priority=9),
    SpanRule(
        "token_assignment",
        with_lower(_host_tokens),
        gates=("bearer", "oauth", "token"),
        priority=9,
        requires=_HOST_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_short_named),
        gates=("const", "final", "readonly", "static", "var", "let", "val"),
        priority=9,
        requires=_SHORT_REQUIRES,
    ),
)
