"""What a value a rule found alone looks like: a generated secret's shape, a printed password,
base64 of a credential.

The judgments the place rules (places.py) and the rules that read commands, clauses and
listings share: `token_value` (a random token, long hex, a UUID, a long key, a password's
shape, base64 of 24 random bytes or more), `printed_ok` (a value a command printed alone:
a token's shape or a password of letters and digits that is no word), `b64_credential`
(base64 of `user:password` or of JSON with a secret member) and `json_secret`.
"""

from __future__ import annotations

import json
import re

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.shapes import (
    _base36_key,
    _segmented_token,
    password_shaped,
    random_token,
)
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    credential_like,
    decode_base64,
    hex_key,
    is_placeholder,
    is_uuid,
    is_word,
    looks_random,
    placeholder_uuid,
)

__all__ = ["B64_RUN", "b64_credential", "json_secret", "printed_ok", "token_value"]

#: base64, or URL-safe base64 with its padding (no identifier ends in `=`: an InfluxDB token)
B64_RUN = lazy_compile(r"[A-Za-z0-9+/]{12,800}={0,2}|[A-Za-z0-9_-]{12,800}={1,2}")


def token_value(value: str, *, uuid: bool = True) -> bool:
    """A generated secret's shape: random, long hex, a UUID, a long key, a password's shape."""
    if not value or value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    if random_token(value) or hex_key(value) or password_shaped(value):
        return True
    if uuid and is_uuid(value) and not placeholder_uuid(value):
        return True
    if _base36_key(value) or _segmented_token(value):
        return True
    # base64 of 24 random bytes or more (`openssl rand -base64 32`): three digits, or letters
    # read as drawn (one draw in thirty of 32 random bytes holds two digits or fewer)
    return (
        len(value) >= 32
        and bool(B64_RUN.fullmatch(value))
        and (sum(c.isdigit() for c in value) >= 3 or looks_random(value))
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and b64_credential(value) is None
        and not _b64_text(value)
    )


def printed_ok(value: str) -> bool:
    """A value printed alone: a token's shape, or a password (a digit and a letter, no word)."""
    if token_value(value):
        return True
    if len(value) < 8 or is_word(value) or not credential_like(value):
        return False
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _b64_text(value: str) -> bool:
    raw = decode_base64(value)
    return raw is not None and all(32 <= b < 127 or b in (9, 10, 13) for b in raw)


# (an empty user too: `:<token>`, a key sent as basic auth's password alone, round 47)
_USER_PASS = re.compile(r"\x00?([^\x00:\s]{0,64})[:\x00]([^\x00\s]{4,128})")
_SECRET_MEMBERS = frozenset(
    "k s key secret token password pass pwd pw auth apikey api_key access_token "  # noqa: SIM905
    "client_secret private_key".split()
)


def _mixed(value: str) -> bool:
    return (
        any(c.isdigit() for c in value)
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
    )


def b64_credential(value: str) -> str | None:
    """What a base64 value holds if it is a credential: `user:pass`, or a JSON secret member."""
    raw = decode_base64(value)
    if raw is None or not raw or not all(32 <= b < 127 or b in (0, 9, 10, 13) for b in raw):
        return None
    text = raw.decode("ascii")
    if text.startswith("{"):
        return json_secret(text)
    m = _USER_PASS.fullmatch(text)
    if (
        m is not None
        and credential_like(m.group(2))
        and not is_placeholder(m.group(2))
        # (no user: a token's form alone, `:<both cases and digits>`)
        and (m.group(1) or (len(m.group(2)) >= 12 and _mixed(m.group(2))))
    ):
        return "user_pass"
    return None


def json_secret(text: str) -> str | None:
    try:
        obj = json.loads(text)
    except ValueError:
        return None
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for k, v in item.items():
                if isinstance(v, dict | list):
                    stack.append(v)
                elif (
                    isinstance(v, str)
                    and str(k).lower() in _SECRET_MEMBERS
                    and (token_value(v) or credential_like(v) or b64_credential(v))
                ):
                    return "json_secret"
        elif isinstance(item, list):
            stack.extend(item)
    return None
