"""Secrets known by the place they stand in: a header's bare value, a pair of fields, a seed.

Round 15 of issue 27 (the classes held-out 17 and 18 showed), each a place or a
name, none a vendor's:

* **an authorization with no scheme** (`Authorization: 27-<hex>`,
  `OTEL_EXPORTER_OTLP_HEADERS=authorization=<uuid>`): the whole value of an
  `authorization` header or list item, one word of 16 characters or more that
  reads as generated (a UUID too: under this name it is the credential); a
  scheme and its value (`Bearer …`) is the tables' and `beside.py`'s;
* **a token as the basic-auth user with a dummy password** (`curl -u
  <token>:token`, `-u <token>:x`, `--user <token>:`): the user reads as generated
  (20 characters or more), the password is one a service documents for a token
  (`token`, `x`, `api_token`, `x-oauth-basic`, `X`, empty);
* **a name and a value as two fields** (`{"key": "AuthorizationKey", "value":
  "<hex>"}`, `{"name": "DB_PASSWORD", "value": "…"}`): the field `key` or `name`
  names a secret, the field `value` is its value; a name that ends in `key` alone
  takes a generated value only;
* **an `Info.plist` pair** (`<key>AppSecret</key><string>…</string>`): a key
  whose name ends in `secret`, `password`, `passphrase`, `token`, `apikey` or
  `privatekey` (not `public`), then its string or its `<data>` (base64; round 32:
  a configuration profile's `SharedSecret`);
* **a secret named in another language** (`chiaveSegreta`, `clave_secreta`,
  `cle_secrete`, `Geheimnis`): a name that ends in the word, a value that reads as
  generated or key material, or a quoted one that reads as a credential with a digit;
* **a key file's line** (chrony's `<id> SHA256 HEX:<hex>`), and **a literal
  decoded into a key file** (`echo '<base64>' | base64 -d | sudo tee …/munge.key`);
* **a one-time-password seed under a name that says so** (`MFA_SEED_…=<base32>`,
  `totp_secret: <base32>`): a name with `seed`, `totp`, `mfa`, `otp` or `2fa`,
  and base32 of one case (lower case too), 16 to 128 characters with two digits.

Speed: the gates are literals of the one RE2 set, none led by a blank:
`authorization` (its bare value is read only where it stands), `-u `, `--user `,
`"value"`, `</key>`, `segret`, `secreta`, `secreto`, `secrete`, `geheim`, `hex:`,
`base64 -d`, `seed`, `totp`, `mfa_`, `_mfa`, `otp_`, `_otp`, `2fa`.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import mixed_not_camel, random_key
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.sdk_calls import one_case_generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.shapes import key_material
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    classify_key,
    credential_like,
    is_placeholder,
)

__all__ = ["PLACED_RULES", "generated", "placed_secrets"]

_Spans = Iterator[tuple[int, int]]


def generated(value: str) -> bool:
    """A value that reads as generated (a random token or key), not a stand-in or placeholder."""
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    return generated_value(value) or random_key(value)


def _key_like(value: str) -> bool:
    """Key material under a name that says a secret: a random token of few digits too."""
    return not value.startswith(MARKER_PREFIX) and not is_placeholder(value) and key_material(value)


# -- an authorization with no scheme ----------------------------------------------------------

_BARE_AUTH = lazy_compile(
    r"(?i)(?<![\w-])authorization[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9._~+/=-][\w.~+/=-]{15,400})(?=[\"'`,;&\s]|$)"
)
#: a word's prefix before a key's body (`org_…`): the body, longer than an object's id
#: (public.py: 40 at most), is judged alone
_WORD_PREFIX = lazy_compile(r"[a-z]{2,12}_(?=[\w.~+/=-]{41})")
#: a short key: a vendor's prefix of small letters (`sk_`, `live_`, `ak_test_`), then 12
#: to 40 letters and digits
_SHORT_KEY = lazy_compile(r"(?:[a-z]{2,8}_){1,2}(?P<b>[A-Za-z0-9]{12,40})")


def _short_key(value: str) -> bool:
    """A prefixed key too short to read as generated alone (`sk_<16>`): under this name
    the whole value is the credential, so its body need only read as generated, at 12
    characters already: both cases and a digit and no camel-case name
    (`bare.mixed_not_camel`), or one case (`sdk_calls.one_case_generated`)."""
    m = _SHORT_KEY.fullmatch(value)
    if m is None:
        return False
    body = m.group("b")
    return mixed_not_camel(body) or one_case_generated(body, 12)


def _bare_auth(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("authorization",), 32):
        m = _BARE_AUTH.match(text, at)
        if m is None:
            continue
        value = m.group("v")
        head = _WORD_PREFIX.match(value)
        body = value[head.end() :] if head is not None else ""
        if (
            generated(value)
            or (body and (generated(body) or key_material(body)))
            or _short_key(value)
        ):
            yield m.span("v")


# -- a token as the basic-auth user -----------------------------------------------------------

_DUMMY = "token|x|X|api_token|x-oauth-basic|"
_USER_FLAG = lazy_compile(
    r"(?<![\w-])(?:-u|--user)[ \t]+[\"']?(?P<v>[A-Za-z0-9._-]{20,200}):(?:" + _DUMMY + r")"
    r"(?=[\"'\s]|$)"
)


def _token_users(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("-u ", "--user "), 32):
        m = _USER_FLAG.match(text, at)
        if m is not None and generated(m.group("v")):
            yield m.span("v")


# -- a name and a value as two fields ---------------------------------------------------------

_FIELDS = lazy_compile(
    r"""(?i)["'](?:key|name)["'][ \t]*:[ \t]*["'](?P<n>[A-Za-z][\w.-]{1,60})["'][ \t]*,[ \t]*"""
    r"""["']value["'][ \t]*:[ \t]*["'](?P<v>[^"'\s]{6,400})["']"""
)
_KEY_END = ("key", "_key", "-key")


def _name_says(name: str, value: str) -> bool:
    found = classify_key(name)
    if found is not None and found[1]:
        return True
    if name.lower().endswith(_KEY_END) or found is not None:
        return generated(value)
    return False


def _field_pairs(text: str, low: str) -> _Spans:
    for at in word_spots(low, ('"value"', "'value'"), 32):
        for m in _FIELDS.finditer(text, max(0, at - 90), at + 420):
            if m.start("v") < at:
                continue
            value = m.group("v")
            fresh = not value.startswith(MARKER_PREFIX) and not is_placeholder(value)
            if fresh and _name_says(m.group("n"), value):
                yield m.span("v")
            break


# -- an Info.plist pair -----------------------------------------------------------------------

# its string, or its bytes as base64 in a `<data>` element, on its own lines too (round 32:
# a configuration profile's `<key>SharedSecret</key><data>…</data>`)
_PLIST = lazy_compile(
    r"<key>(?P<n>[A-Za-z][\w.-]{1,80})</key>\s{0,40}<(?P<t>string|data)>\s{0,40}"
    r"(?P<v>[^<\s]{8,400})\s{0,40}</(?P=t)>"
)
_PLIST_NAMES = ("secret", "password", "passphrase", "token", "apikey", "api_key", "privatekey")


def _plist(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("</key>",), 32):
        start = text.rfind("<key>", max(0, at - 90), at)
        if start < 0:
            continue
        m = _PLIST.match(text, start)
        if m is None:
            continue
        name = m.group("n").lower()
        value = m.group("v")
        fresh = not value.startswith(MARKER_PREFIX) and not is_placeholder(value)
        if fresh and name.endswith(_PLIST_NAMES) and "public" not in name:
            yield m.span("v")


# -- a seed under a name that says so -------------------------------------------------------

_SEED = lazy_compile(
    r"(?i)(?<![\w-])(?P<n>[\w.-]{0,40}(?:seed|totp|mfa|otp|2fa)[\w.-]{0,40})[\"']?[ \t]*[:=]"
    r"[ \t]*[\"']?(?P<v>[a-z2-7]{16,128}|[A-Z2-7]{16,128})={0,6}(?=[\"'\s,;]|$)"
)


_SEED_AFTER = lazy_compile(r"(?i)[:=][ \t]*[\"']?[a-z2-7]{16}")


def _seeds(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("seed", "totp", "mfa_", "_mfa", "otp_", "_otp", "2fa"), 32):
        ls = text.rfind("\n", 0, at) + 1
        le = text.find("\n", at)
        le = len(text) if le < 0 else le
        # its separator and value first: one pass where `_SEED` tries a name at each place
        if _SEED_AFTER.search(text, ls, le) is None or (m := _SEED.search(text, ls, le)) is None:
            continue
        value = m.group("v")
        one_case = value.isupper() or value.islower()
        if one_case and sum(c.isdigit() for c in value) >= 2 and len(set(value)) >= 10:
            yield m.span("v")


# -- a key file's line, and a key decoded into a file ------------------------------------------

# chrony's keys: `<id> <digest> HEX:<hex>` (a bare run after the type is an ASCII key, and
# a digest's as often: the tag says key material)
_KEYS_LINE = lazy_compile(
    r"(?m)^[ \t]*\d{1,5}[ \t]+(?:MD5|SHA1|SHA256|SHA384|SHA512|AES128CMAC|AES256CMAC|M)"
    r"[ \t]+HEX:(?P<v>[0-9A-Fa-f]{16,128})[ \t]*(?:#[^\n]*)?$"
)
# a literal decoded by `base64 -d` and written to a key file (`… | sudo tee /etc/x/x.key`)
_DECODED_TO_KEY = lazy_compile(
    r"(?:echo|printf)(?:[ \t]+-[ne]{1,2})?[ \t]+(?P<q>[\"']?)(?P<v>[A-Za-z0-9+/]{24,4000}={0,2})"
    r"(?P=q)[ \t]*\|[ \t]*base64[ \t]+(?:-d|-D|--decode)\b[^\n]{0,120}?"
    r"(?:key|secret|\.pem|\.p12|credentials)"
)


def _key_files(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("hex:",), 32):
        ls = text.rfind("\n", 0, at) + 1
        m = _KEYS_LINE.match(text, ls)
        if m is not None and m.start("v") >= at:
            yield m.span("v")
    for at in word_spots(low, ("base64 -d", "base64 --decode"), 32):
        ls = text.rfind("\n", 0, at) + 1
        le = text.find("\n", at)
        m = _DECODED_TO_KEY.search(text, ls, len(text) if le < 0 else le)
        if m is not None:
            yield m.span("v")


# -- a secret named in another language --------------------------------------------------------

# `chiaveSegreta`, `clave_secreta`, `chave-secreta`, `cle_secrete`, `geheimerSchluessel`,
# `Geheimnis`: the name ends in the language's word for secret; the value reads as generated
_OTHER_SECRET = lazy_compile(
    r"(?i)(?<![\w-])(?P<n>[\w.-]{0,40}(?:segret[oa]|secret[oa]|secr[eè]te|geheim(?:nis)?"
    r"|geheimer[_-]?schl(?:ue|ü)ssel))[\"']?\]?[ \t]*(?:=>|:=|[:=])[ \t]*(?P<q>[\"']?)"
    r"(?P<v>[A-Za-z0-9+/_.=-]{12,200})(?P=q)(?![\w+/=-])"
)
_OTHER_GATES = ("segret", "secreta", "secreto", "secrete", "secrète", "geheim")


def _other_language(text: str, low: str) -> _Spans:
    for at in word_spots(low, _OTHER_GATES, 32):
        ls = text.rfind("\n", 0, at) + 1
        le = text.find("\n", at)
        m = _OTHER_SECRET.search(text, ls, len(text) if le < 0 else le)
        if m is None:
            continue
        v = m.group("v")
        quoted = bool(m.group("q")) and credential_like(v) and any(c.isdigit() for c in v)
        if generated(v) or _key_like(v) or quoted:
            yield m.span("v")


def placed_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of the values this module's places name (see the module)."""
    for rule in PLACED_RULES:
        for start, end in rule.find(text):
            yield rule.kind, start, end


PLACED_RULES: tuple[SpanRule, ...] = (
    SpanRule("secret_assignment", with_lower(_other_language), gates=_OTHER_GATES, priority=7),
    SpanRule(
        "secret_assignment",
        with_lower(_key_files),
        gates=("hex:", "base64 -d", "base64 --decode"),
        priority=7,
    ),
    SpanRule("authorization_header", with_lower(_bare_auth), gates=("authorization",), priority=7),
    SpanRule("url_credentials", with_lower(_token_users), gates=("-u ", "--user "), priority=7),
    SpanRule(
        "secret_assignment", with_lower(_field_pairs), gates=('"value"', "'value'"), priority=7
    ),
    SpanRule("secret_assignment", with_lower(_plist), gates=("</key>",), priority=7),
    SpanRule(
        "otp_seed",
        with_lower(_seeds),
        gates=("seed", "totp", "mfa_", "_mfa", "otp_", "_otp", "2fa"),
        priority=7,
    ),
)
