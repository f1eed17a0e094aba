"""Secrets in a list whose own names say nothing of a secret (round 35).

Round 35 of issue 27 (classes held-out 37 and probes of other tools showed). A
setting holds a list of names and values, and the list's name, not the value's,
says what is in it:

* **a headers list**: a variable, a flag or a member named for headers
  (`OTEL_EXPORTER_OTLP_HEADERS=`, `headers:`, `--headers`, a Kubernetes env item
  `name: …_HEADERS` over its `value:`) holding `name=value,name=value`: each value
  that reads as a generated key (`places.token_value`, long hex) is a credential a
  collector sends (`x-honeycomb-team=<key>`, `signoz-ingestion-key=<key>`); words
  and hosts (`x-tenant=prod`, `dd-site=eu`) stay;
* **a syslog structured data element's id**: RFC 5424's `[<name>@<number> …]` names
  the element by a word (`exampleSDID@32473`); a log service's template puts its
  customer token there (`[<uuid>@41058 tag="web"]`): a UUID or a generated token
  before `@` and an enterprise number is that token.

* **a map keyed by bare names over keys** (`{"openai": "<key>", "stripe": "<key>"}`, a
  wallet of keys by provider): two members or more in a row of one object, each a bare
  word over a generated value (not hex alone, not a UUID: digests by platform, ids by
  user), and the word not one of a digest, an id or a version (`sha256`, `commit`).

Speed: each rule's gates are literals of the sanitizer's one RE2 set, and its
`requires` (RE2) leaves it out of an ASCII text without its structure.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.token_values import token_value
from kenning.daemon.safety.values import hex_key, is_uuid, not_placeholder, placeholder_uuid

__all__ = ["LIST_RULES"]

_Spans = Iterator[tuple[int, int]]


# -- a headers list ------------------------------------------------------------------------

#: a name ending in `headers` and its sign, or a YAML item's `name: …HEADERS` over `value:`
_HEADERS = lazy_compile(
    r"""(?i)headers["']?(?:[ \t]{0,4}[:=]|[ \t]*\r?\n[ \t]{0,40}-?[ \t]*value[ \t]*:)"""
    r"""[ \t]{0,4}["']?"""
)
#: the list: `name=value` pairs apart by commas (`%20` and `%3D` inside a value allowed)
_PAIR = lazy_compile(r"""(?P<n>[A-Za-z0-9_.-]{1,60})=(?P<v>[^\s"',;=]{1,300})(?P<s>,[ \t]*|)""")
_HEADERS_REQUIRES = (
    r"""(?i)headers["']?[ \t]*[:=][ \t]*["']?[A-Za-z0-9_.-]+=""",
    r"""(?i)headers["']?[ \t]*\r?\n[ \t]*-?[ \t]*value[ \t]*:[ \t]*["']?[A-Za-z0-9_.-]+=""",
)


def _header_lists(text: str, low: str) -> _Spans:
    at = low.find("headers")
    while at >= 0:
        m = _HEADERS.match(text, at)
        if m is not None:
            pos = m.end()
            while True:
                p = _PAIR.match(text, pos)
                if p is None:
                    break
                value = p.group("v")
                if p.group("n").lower() == "authorization":
                    pass  # the authorization header's own rule reads it
                elif not_placeholder(value) and (token_value(value) or hex_key(value)):
                    yield p.span("v")
                if not p.group("s"):
                    break
                pos = p.end()
        at = low.find("headers", at + 7)


# -- a syslog structured data element's id ---------------------------------------------------

#: RFC 5424's structured data: `[<name>@<enterprise number> param="…" …]`; a name is a word
#: (`exampleSDID@32473`, `meta`), a log service's template puts its token there instead
_SD_ELEMENT = lazy_compile(r"""\[(?P<v>[A-Za-z0-9_-]{20,80})@\d{1,8}(?=[ \]])""")
_SD_REQUIRES = (r"""\[[A-Za-z0-9_-]{20,80}@[0-9]{1,8}[ \]]""",)


def _sd_tokens(text: str, low: str) -> _Spans:
    for m in _SD_ELEMENT.finditer(text):
        value = m.group("v")
        if (
            (is_uuid(value) and not placeholder_uuid(value))
            or token_value(value, uuid=False)
            or hex_key(value)
        ):
            yield m.span("v")


# -- a map keyed by bare names whose values are keys --------------------------------------

#: a JSON member whose key is one bare word (`"openai": "…"`), its value a string
_MEMBER = lazy_compile(
    r"""["'](?P<k>[a-z][a-z0-9]{2,19})["'][ \t]*:[ \t]*["'](?P<v>[^"'\\\s]{16,300})["']"""
)
#: between two members of one object: a comma, blanks and lines
_BETWEEN = lazy_compile(r"[ \t\r\n]*,[ \t\r\n]*")
#: words under which generated values are digests, ids or versions, not keys
_NOT_KEY_WORDS = frozenset(
    (  # noqa: SIM905
        "sha sha1 sha256 sha384 sha512 md5 hash digest checksum integrity etag id uuid guid "
        "commit rev revision version tag nonce fingerprint thumbprint signature sig node "
        "ref sum crc shasum build hmac salt iv"
    ).split()
)
_HEX = frozenset("0123456789abcdefABCDEF")
_MAP_REQUIRES = (
    r"""["'][a-z][a-z0-9]{2,19}["'][ \t]*:[ \t]*["'][^"'\s]{16,}["'][ \t\r\n]*,[ \t\r\n]*"""
    r"""["'][a-z][a-z0-9]{2,19}["'][ \t]*:[ \t]*["'][^"'\s]{16}""",
)


def _keyed(key: str, value: str) -> bool:
    return (
        key not in _NOT_KEY_WORDS
        and not_placeholder(value)
        and not all(c in _HEX for c in value)  # a digest by its platform (`"linux": "<hex>"`)
        and token_value(value, uuid=False)
    )


def _keyed_maps(text: str, low: str) -> _Spans:
    """Two members or more in a row of one object, each a bare word (a provider's name:
    `"openai"`, `"stripe"`) over a generated value: each value is that provider's key."""
    run: list[tuple[int, int]] = []
    end = -1
    for m in _MEMBER.finditer(text):
        ok = _keyed(m.group("k"), m.group("v"))
        joined = end >= 0 and _BETWEEN.fullmatch(text, end, m.start()) is not None
        if not joined:
            if len(run) >= 2:
                yield from run
            run = []
        if ok:
            run.append(m.span("v"))
        elif run:
            if len(run) >= 2:
                yield from run
            run = []
        end = m.end()
    if len(run) >= 2:
        yield from run


LIST_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "api_key_assignment",
        with_lower(_header_lists),
        gates=("@ld",),
        needles=("headers", "HEADERS", "Headers"),
        priority=3,
        requires=_HEADERS_REQUIRES,
    ),
    SpanRule(
        "token_assignment",
        with_lower(_sd_tokens),
        gates=("@at",),
        needles=("[",),
        priority=3,
        requires=_SD_REQUIRES,
    ),
    SpanRule(
        "api_key_assignment",
        with_lower(_keyed_maps),
        # (`":` is in every JSON text: a gate there would open them all)
        gates=("@ld",),
        needles=('":', "':"),
        priority=3,
        requires=_MAP_REQUIRES,
        requires_beyond_ascii=True,
    ),
)
