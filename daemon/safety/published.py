"""Values public because they were published: test vectors, a tool's default accounts, a
key that only checks. Round 39 of issue 27 (held-out 41's look-alikes).

public.py asks `published_value` of each value a rule found, and `verifying_name` of the
names before it:

* **a published test vector or default** (`PUBLISHED`): a standard's example key (NIST SP
  800-38A's AES keys, RFC 7515's HMAC key of appendix A.1), a local chain's default accounts
  that every copy of the tool prints at start (Hardhat's and Anvil's first accounts): a short
  list of values written in standards and tools' docs, as AWS's documented example keys
  are (`values.py`). A value is compared whole, in lower case without a `0x` when it is hex;
* **bytes a test writes by rule** (`stepped_bytes`): hex of eight bytes or more that step by
  one small constant, 0 to 3 up or down (`0b0b0b…`: RFC 4231's HMAC keys; `000102…0f`:
  FIPS-197's and BIP-32's first test vector; `fffcf9…`: BIP-32's second), never a key drawn
  at random (a larger step, `9f8e7d6c…`, is a typed filler that stays taken);
* **a key that only verifies** (`verifying_name`): a name whose words say verify
  (`verify`, `verifying`, `verification`, `verifier`) then `key` (`VERIFY_KEY_HEX`,
  `verifyingKey`, `ed25519_verification_key_b64`), for any key type: the public half of a
  signing pair, which a verifier must be given. A verify *token*, *secret* or *password*
  (a webhook's `VERIFY_TOKEN`) is a shared secret and stays taken, as does a name that also
  says private, secret or signing.

Round 40 (held-out 42): a published key written as a C array's bytes (`0x2B, 0x7E, …`, the
FIPS-197 key LoRaWAN examples ship as their AppKey) is compared as its hex, and a C array's
declared name (`array_name`) is read as its value's name, so that a byte array named for a
public or a verifying key (`ecdsa_pub_key[] = {…}`, an updater's key) is kept.
"""

from __future__ import annotations

import re

__all__ = ["PUBLISHED", "array_name", "published_value", "stepped_bytes", "verifying_name"]

#: published example keys and defaults (lower case, hex without `0x`)
PUBLISHED = frozenset(
    {
        # NIST SP 800-38A's AES-128, -192 and -256 keys (also FIPS-197's appendix A.1)
        "2b7e151628aed2a6abf7158809cf4f3c",
        "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
        "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
        # RFC 7515's HMAC key (appendix A.1, a JWK's `k`)
        "aym1sysppbydfgzld3umj1qzkobwvmkoqq-estjqlr_t-1qs0gzh75aktmn3yj0ips4hcguutwjazzr1z9caow",
        # Hardhat's and Anvil's default accounts #0 to #2 (printed at every start)
        "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
        "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
        "5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
    }
)
_HEX = frozenset("0123456789abcdef")
_LENGTHS = frozenset(len(v) for v in PUBLISHED)


def published_value(value: str, password: bool = False) -> bool:
    """Whether `value` (a rule's hit, quotes or a `0x` around it allowed) is a published
    example or default, or (not for a `password`: `11111111…` is one too often) bytes
    stepped by rule (see the module)."""
    value = value.strip("'\"` ").lower()
    if value[:2] == "0x" and "," in value:
        value = _byte_list_hex(value)  # a C array's bytes (`0x2B, 0x7E, …`), round 40
    elif value[:2] == "0x":
        value = value[2:]
    if len(value) in _LENGTHS and value in PUBLISHED:
        return True
    return not password and stepped_bytes(value)


def _byte_list_hex(value: str) -> str:
    """The hex of a list of `0x..` bytes (lower case), or "" when an item is not one byte."""
    items = [x.strip() for x in value.rstrip(", \n").split(",")]
    if not all(len(x) == 4 and x[:2] == "0x" and _HEX.issuperset(x[2:]) for x in items):
        return ""
    return "".join(x[2:] for x in items)


#: a C array's declaration just before its `{`: `const uint8_t ecdsa_pub_key[] = {`
_ARRAY_DECLARED = re.compile(
    r"([A-Za-z_]\w{0,80})[ \t]*(?:\[[\w \t+*]{0,20}\])+[ \t]*=[ \t]*\{\s*\Z"
)


def array_name(text: str, start: int) -> str:
    """The name of the C or C++ array whose `{` opens just before `start`, on its line or
    the line before (a byte array's first row): "" when there is none. public.py reads it
    as the value's name (`ecdsa_pub_key[] = {`: a public key, round 40)."""
    if text.rfind("{", max(0, start - 12), start) < 0:
        return ""
    m = _ARRAY_DECLARED.search(text, max(0, start - 160), start)
    return m.group(1) if m is not None else ""


#: the steps a test's bytes take (mod 256): none, up by one to three, down by one to three;
#: a larger one is a typed filler as often as a test's (`9f8e7d6c…`: a fixture's secret)
_STEPS = frozenset({0, 1, 2, 3, 253, 254, 255})


def stepped_bytes(value: str) -> bool:
    """Whether lower-case `value` is hex of eight bytes or more, each the one before plus one
    small constant (mod 256, `_STEPS`): `0b0b0b…`, `000102…`, `fffcf9…`."""
    n = len(value)
    if n < 16 or n % 2 or not _HEX.issuperset(value):
        return False
    first = int(value[0:2], 16)
    step = (int(value[2:4], 16) - first) % 256
    if step not in _STEPS:
        return False
    return all(int(value[i : i + 2], 16) == (first + step * (i // 2)) % 256 for i in range(4, n, 2))


_VERIFY_WORDS = frozenset({"verify", "verifying", "verification", "verifier"})
#: a key's encoding after its name (`_HEX`, `_B64`, `_PEM`)
_ENCODING_WORDS = frozenset({"hex", "b64", "base64", "b58", "base58", "pem", "der", "bytes", "raw"})
_NOT_PUBLIC = frozenset({"private", "priv", "secret", "signing", "sign", "seed", "sk", "token"})


def verifying_name(words: list[str]) -> bool:
    """Whether a name of `words` (lower case) names a key that verifies: `verify` then `key`."""
    if any(w in _NOT_PUBLIC for w in words):
        return False
    end = len(words)
    while end > 1 and words[end - 1] in _ENCODING_WORDS:
        end -= 1
    if end < 2 or words[end - 1] not in ("key", "keys"):
        return False
    return any(w in _VERIFY_WORDS for w in words[: end - 1])
