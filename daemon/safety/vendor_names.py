"""Values named by a vendor's variable that holds no secret word: `SERPAPI_API=…`, `QINIU_SK=…`.

The name rule (names.py) reads a name ending in a credential word (`_KEY`,
`_TOKEN`, `SECRET`, `PASSWORD`). Vendors' own variables often end otherwise:
a service's name and an API-ish suffix (`EXA_API`, `KAKAO_REST`,
`BUNNY_ACCESS`), an abbreviation (`QINIU_SK`, `HUAWEICLOUD_SDK_SK`,
`PAYTM_MKEY`), the key's own sort (`PHONEPE_SALT`, `ALIPAY_PRIVATE`,
`LND_MACAROON_HEX`, `NKEY_SEED`), a personal access token's or a credential's
word (`ASANA_PAT`, `SVC_CREDENTIAL`, `X_CREDS`). Here such a name, in capitals as an
environment variable is written, given a value in any of the common layouts
(`NAME=v`, `NAME: v`, `"NAME": "v"`, `"NAME" = "v"`, Kubernetes' `- name: NAME`
then `value: v`), makes the value a secret when the value reads as generated
(the clause rule's strong judgement: random, long hex, a UUID, a long key; numeric
ids joined by `/` before a `:` and a generated secret, `2/<id>/<id>:<hex>`, are a
key of parts, not a path).

The same Kubernetes layout with a credential word (`- name: MZ_INGESTION_KEY`,
`value: "<hex>"`) is read here too: the name rule sees no `=` or `:` after
the word there, and a weak `key` takes no hex digits in a clause.

A name that says what else its value is (`…_ID`, `…_URL`, `PUBLIC`, `HOST`)
keeps it, and so does a `…KEY` name that `values.classify_key` does not call a
secret's (`PRIMARY_KEY`, `CACHE_KEY`).

Speed: the gates are literal suffixes of the sanitizer's one RE2 set; the scan
finds each suffix (a pattern starting with `_`, which `re` skips to) and reads
the name backwards and the value forwards from there.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.places import _not_a_path
from kenning.daemon.safety.secret_rules import Hit, SecretRule
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    classify_key,
    credential_like,
    has_digit,
    has_upper_lower_digit,
    is_placeholder,
)

__all__ = ["VENDOR_NAME_RULES", "vendor_named_secrets"]

# the last part of the name: an API-ish suffix, an abbreviation of a secret key, or a
# key's own sort; `…KEY` (`_KEY`, `_MKEY`, `_APIKEY`) only where classify_key agrees
_SUFFIX = lazy_compile(
    r"_(?P<suf>API|SK|ACCESS|SALT|PRIVATE|REST|MACAROON(?:_HEX)?|SEED|KEY|MKEY|PAT"
    r"|CREDENTIALS?|CREDS?)"
    r"(?![A-Za-z0-9_])"
)
_NAME_BEFORE = lazy_compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$")
# after the name: a quote, `=` or `:` (or ` = `), a quote, the value
_ASSIGNED = lazy_compile(
    r"""["']?[ \t]{0,4}(?::|=)[ \t]{0,4}"""
    r"""(?:(?P<q>["'])(?P<qv>[^\s"'`\\]{8,400})(?P=q)|(?P<v>[^\s"'`,;&)}\]<>|\\]{8,400}))"""
)
# Kubernetes' env list: `- name: NAME` and, on the next line, `value: "v"`
_K8S_BEFORE = lazy_compile(r"""name:[ \t]{0,4}["']?$""")
_K8S_VALUE = lazy_compile(
    r"""["']?[ \t]*\r?\n[ \t]*(?:-[ \t]*)?value:[ \t]{0,4}"""
    r"""(?:(?P<q>["'])(?P<qv>[^\s"'`\\]{8,400})(?P=q)|(?P<v>[^\s"'`,;&)}\]<>|\\]{8,400}))"""
)
# a name part that says what else the value is
_OTHER_PARTS = frozenset(
    (  # noqa: SIM905
        "ID URL URI HOST PORT PUBLIC PUB PATH DIR FILE NAME REGION ENDPOINT VERSION BASE "
        "MODE LEVEL TIMEOUT USER USERNAME EMAIL ORG PROJECT PRIMARY FOREIGN CACHE SORT "
        "PARTITION IDEMPOTENCY DEDUP LOOKUP GROUP"
    ).split()
)
_GATES = (
    "_api",
    "_sk",
    "_access",
    "_salt",
    "_private",
    "_rest",
    "_macaroon",
    "_seed",
    "value:",  # Kubernetes' `- name: …_KEY` then `value: …`
    "_mkey",
    "_pat",
    "_cred",
)


def _name_ok(name: str, suffix: str, k8s: bool) -> bool:
    parts = name.split("_")
    if len(parts) < 2 or any(p in _OTHER_PARTS for p in parts[:-1]):
        return False
    if suffix == "KEY" and not k8s:
        return classify_key(name) is not None
    return True


def _ids_and_secret(value: str) -> bool:
    """Numeric ids joined by `/` and a generated secret after `:` (`2/<id>/<id>:<hex>`):
    a key of parts, not a path."""
    head, colon, tail = value.rpartition(":")
    return bool(colon) and all(p.isdigit() for p in head.split("/")) and generated_value(tail)


def _value_ok(value: str) -> bool:
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    if not _not_a_path(value):
        return _ids_and_secret(value)
    if "://" in value or value.startswith(("$", "%", "{")):
        return False
    plain = value.rstrip("=")
    if generated_value(plain):
        return True
    if len(plain) >= 12 and has_upper_lower_digit(plain) and credential_like(plain):
        return True  # a password's shape, in a secret's place
    if _HEX_PARTS.fullmatch(plain) is not None:  # hex joined by dashes: a key and a UUID
        digits = plain.replace("-", "")
        return len(digits) >= 32 and any(c.isalpha() for c in digits) and has_digit(digits)
    # a key of two parts (`<hex>.<secret>`, `<id>:<secret>`, `<name>|<key>`): one generated
    return any(len(p) >= 16 and generated_value(p) for p in _JOINS.split(plain))


_HEX_PARTS = lazy_compile(r"[0-9a-fA-F]{4,}(?:-[0-9a-fA-F]{4,}){1,8}")
_JOINS = lazy_compile(r"[.:|]")


def vendor_named_secrets(text: str) -> Iterator[tuple[int, int]]:
    """The spans of generated values given to a vendor-named variable."""
    for m in _SUFFIX.finditer(text):
        name_m = _NAME_BEFORE.search(text, max(0, m.start() - 60), m.start())
        if name_m is None:
            continue
        name = text[name_m.start() : m.end()]
        if name_m.start() and (
            text[name_m.start() - 1].isalnum() or text[name_m.start() - 1] in "_"
        ):
            continue  # a lower-case word runs into it: not an environment variable's name
        suffix = m.group("suf")
        k8s = _K8S_BEFORE.search(text, max(0, name_m.start() - 12), name_m.start()) is not None
        v = _K8S_VALUE.match(text, m.end()) if k8s else None
        if not _name_ok(name, suffix, k8s):
            continue
        if v is None:
            if suffix == "KEY":
                continue  # `…_KEY=` is the name rule's
            v = _ASSIGNED.match(text, m.end())
        if v is None:
            continue
        group = "qv" if v.group("q") else "v"
        if _value_ok(v.group(group)):
            yield v.span(group)


@dataclass(frozen=True)
class _VendorNameRule:
    kind: str = "api_key_assignment"
    gates: tuple[str, ...] = _GATES
    needles: tuple[str, ...] = ()
    priority: int = 8

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if "_" not in text:
            return iter(())
        return (Hit(self.kind, s, e, self.priority) for s, e in vendor_named_secrets(text))


VENDOR_NAME_RULES: tuple[SecretRule, ...] = (_VendorNameRule(),)
