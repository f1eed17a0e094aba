"""The known secrets the generated corpus is salted with.

Every corpus places each of these at least once (spread over agents and
formats), so a test can assert that none of them reaches the store, an export,
search output or a log. The values are generated here from a fixed seed instead
of being written in the source, so no scanner mistakes this file for a leak and
every run sees the same list whatever the corpus seed.

A sample's `needles` are the substrings that must never appear after
redaction. They are single-line and made of characters JSON does not escape, so
each needle also appears verbatim in the raw corpus bytes.
"""

from __future__ import annotations

import base64
import random
import string
from dataclasses import dataclass

__all__ = ["SECRETS", "Secret"]

_ALNUM = string.ascii_letters + string.digits
_UPPER32 = string.ascii_uppercase + "234567"
_B64 = string.ascii_letters + string.digits + "+/"
_URLSAFE = string.ascii_letters + string.digits + "-_"
_PASSWORD = string.ascii_letters + string.digits + "!#%^*"


@dataclass(frozen=True)
class Secret:
    """One secret sample.

    Attributes:
        id: position in SECRETS, used by the manifest.
        kind: what it imitates (`aws_access_key`, `github_pat`, …).
        text: the text placed in the corpus (may span lines, e.g. a PEM block).
        needles: substrings that must not survive redaction.
        carrier: how it is usually written (`env`, `header`, `url`, `assign`, `pem`, `raw`).
    """

    id: int
    kind: str
    text: str
    needles: tuple[str, ...]
    carrier: str


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _jwt(rng: random.Random) -> str:
    header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    sub = rng.randrange(10**6, 10**7)
    payload_json = f'{{"sub":"{sub}","name":"svc-{sub}","iat":{1700000000 + sub}}}'
    payload = base64.urlsafe_b64encode(payload_json.encode()).rstrip(b"=").decode()
    return f"{header}.{payload}.{_pick(rng, _URLSAFE, 43)}"


def _pem_lines(rng: random.Random) -> list[str]:
    return [_pick(rng, _B64, 64) for _ in range(rng.randrange(3, 6))]


def _make(rng: random.Random, kind: str) -> tuple[str, tuple[str, ...], str]:
    """Text, needles and carrier for one sample of `kind`."""
    if kind == "aws_access_key":
        v = "AKIA" + _pick(rng, _UPPER32, 16)
        return v, (v,), "env"
    if kind == "aws_secret_key":
        v = _pick(rng, _B64, 40)
        return v, (v,), "assign"
    if kind == "github_pat":
        v = "ghp_" + _pick(rng, _ALNUM, 36)
        return v, (v,), "env"
    if kind == "github_fine_grained":
        v = "github_pat_" + _pick(rng, _ALNUM, 22) + "_" + _pick(rng, _ALNUM, 59)
        return v, (v,), "env"
    if kind == "openai":
        v = "sk-proj-" + _pick(rng, _URLSAFE, 74)
        return v, (v,), "env"
    if kind == "anthropic":
        v = "sk-ant-api03-" + _pick(rng, _URLSAFE, 93) + "AA"
        return v, (v,), "env"
    if kind == "google_api":
        v = "AIza" + _pick(rng, _URLSAFE, 35)
        return v, (v,), "raw"
    if kind == "slack":
        v = f"xoxb-{rng.randrange(10**10, 10**11)}-{rng.randrange(10**12, 10**13)}-"
        v += _pick(rng, _ALNUM, 24)
        return v, (v,), "env"
    if kind == "stripe":
        v = "sk_live_" + _pick(rng, _ALNUM, 48)
        return v, (v,), "env"
    if kind == "jwt":
        v = _jwt(rng)
        return v, (v,), "header"
    if kind == "bearer":
        v = _pick(rng, _URLSAFE, 40)
        return v, (v,), "header"
    if kind == "db_url":
        v = _pick(rng, _PASSWORD, 20)
        return v, (v,), "url"
    if kind == "password":
        v = _pick(rng, _PASSWORD, 18)
        return v, (v,), "assign"
    if kind == "pem":
        lines = _pem_lines(rng)
        text = "\n".join(
            ["-----BEGIN OPENSSH PRIVATE KEY-----", *lines, "-----END OPENSSH PRIVATE KEY-----"]
        )
        return text, tuple(lines), "pem"
    raise ValueError(f"unknown secret kind {kind!r}")


KINDS: tuple[str, ...] = (
    "aws_access_key",
    "aws_secret_key",
    "github_pat",
    "github_fine_grained",
    "openai",
    "anthropic",
    "google_api",
    "slack",
    "stripe",
    "jwt",
    "bearer",
    "db_url",
    "password",
    "pem",
)

_PER_KIND = 8


def _build() -> tuple[Secret, ...]:
    rng = random.Random("kenning-bench-secrets-v1")
    out: list[Secret] = []
    for _ in range(_PER_KIND):
        for kind in KINDS:
            text, needles, carrier = _make(rng, kind)
            out.append(Secret(len(out), kind, text, needles, carrier))
    return tuple(out)


#: 112 samples, 8 of each of 14 kinds; identical on every run.
SECRETS: tuple[Secret, ...] = _build()
