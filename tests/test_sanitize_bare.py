"""Bare keys (daemon/safety/bare.py): a random key where a value stands, judged by its characters.

And the older rules' look-alikes this round spared: id headers, CI cache keys, a user's own
name as the password, unsigned JWTs, words joined by dots, YAML tags, a shell default's
message, a publishable key, a placeholder after `0x`.
"""

from __future__ import annotations

import random
import string
import time

import pytest

from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import stays_linear

S = default_sanitizer()


def _key(seed: str, n: int = 32, alphabet: str = string.ascii_letters + string.digits) -> str:
    r = random.Random(seed)
    while True:
        v = "".join(r.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            return v


KEY = _key("a")
KEY40 = _key("b", 40)
LOWER = _key("c", 52, string.ascii_lowercase + string.digits)


@pytest.mark.parametrize(
    "text",
    [
        f"ok, this one: {KEY}",
        f"{KEY40}",
        f"# {KEY40}",
        f"staging -> {KEY}",
        f"use `{KEY}` for now",
        f"| prod | {KEY40} |",
        f"name\tvalue\nci\t{KEY40}",
        f"the new one is {KEY40}",
        f"init_client('{KEY40}', region='eu')",
        f'{{"s": "{KEY}"}}',
        f"SERVICE_KEY={KEY}",
        f"here you go: {LOWER}",
        f"🔑 {KEY}",
    ],
)
def test_a_bare_key_where_a_value_stands_is_redacted(text: str) -> None:
    secret = next(v for v in (KEY, KEY40, LOWER) if v in text)
    assert secret not in S.redact(text)
    assert S.redact_json({"command": text}) != {"command": text}


def _hex(seed: str, n: int) -> str:
    return _key(seed, n, "0123456789abcdef")


@pytest.mark.parametrize(
    "text",
    [
        # hex digits and UUIDs: commit ids, digests, request ids
        f"fixed in {_hex('c1', 40)}, see the PR",
        f"commit: {_hex('c2', 40)}",
        f"| v1.2.0 | {_hex('c3', 40)} |",
        "request: 3f2b8c1d-5e6a-4b7c-9d8e-0f1a2b3c4d5e",
        # a name that says what the value is, and is no secret
        f"X-Request-Id: {KEY}",
        f'{{"traceId": "{KEY}"}}',
        f"Program Id: {KEY40}",
        f"fixture = '{KEY40}'",
        f"monkey: {KEY}",
        f"PublicKey = {KEY40}=",
        # parts of something else: a hash, a path, a URL, a file, an object id, a slug
        f"golang.org/x/text v0.14.0 h1:{KEY40}=",
        f"integrity sha512-{KEY40}{KEY40}==",
        f"https://example.org/files/{KEY40}/view",
        f"dist/{KEY}.js",
        f"payment pi_3{KEY} succeeded",
        "branch: fix-login-redirect-after-session-timeout-2024",
        # public shapes: bech32 addresses and recipients, DER and SSH base64, content ids
        "recipient: age1" + _key("p", 58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "follow: npub1" + _key("q", 59, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA",
        f"send it to 0x{_hex('e', 40)}",
        # identifiers and words
        "name: getUserAccountSettingsByOrganizationId2",
        "test: test_user_can_reset_password_with_valid_token",
        "XMLHttpRequestEventTarget2Prototype",
        # lines of a base64 blob of text (a plist's data cut at 60 characters)
        "\t\teyJ0aGVtZSI6eyJuYW1lIjoiZGFyayIsInNpemUiOjEyfSwibGFuZyI6ImVu",
    ],
)
def test_what_only_looks_random_is_kept(text: str) -> None:
    assert S.redact(text) == text
    assert S.redact_json({"command": text}) == {"command": text}


def test_the_randomness_judgement_tells_keys_from_identifiers() -> None:
    r = random.Random("calibration")
    alnum = string.ascii_letters + string.digits
    keys = []
    for _ in range(300):
        v = "".join(r.choice(alnum) for _ in range(32))
        if any(c.isdigit() for c in v):
            keys.append(v)
    assert sum(map(random_key, keys)) >= 0.95 * len(keys)
    names = [
        "getUserAccountSettingsByOrganizationId2",
        "useQueryClientProviderContext2024Version",
        "HTTPSConnectionPoolManager2XMLParser3Config",
        "MyComponent2Props3WithExtraStuffInside",
        "test_user_can_reset_password_with_valid",
        "node-modules-cache-v2-linux-x64-20260101",
        "Pneumonoultramicroscopicsilicovolcanoconiosis1",
    ]
    assert [n for n in names if random_key(n)] == []


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("X-Request-Id: 9kQ2mZ7xR4tB1wY6nC3vD8fG5hJ0sL2p", True),
        ("X-Api-Key: 9kQ2mZ7xR4tB1wY6nC3vD8fG5hJ0sL2p", False),
        ("Cache restored from key: node-modules-" + "ab12" * 16, True),
        ("curl -u admin:admin http://localhost:8080/api", True),
        ("curl -u admin:Xk9mP2vL8qWz http://localhost:8080/api", False),
        ('FAKE_JWT = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0In0."', True),
        ('JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.Xk9mP2vL8qWzR4tB1wY6nC3v"', False),
        ('token = "header.payload.signature"', True),
        ("password: !env_var DB_PASSWORD", True),
        ("DB_PASSWORD=${DB_PASSWORD:?set it}", True),
        ("ETH_PRIVATE_KEY=0xYOUR_PRIVATE_KEY", True),
        ("publishable key: pk_test_" + "Xk9mP2vL8qWzR4tB1wY6nC3v", True),
        ("restricted key: rk_test_" + "Xk9mP2vL8qWzR4tB1wY6nC3v", False),
    ],
)
def test_the_older_rules_spare_these_look_alikes(text: str, kept: bool) -> None:
    assert (S.redact(text) == text) is kept


@pytest.mark.slow
@pytest.mark.parametrize(
    "unit",
    [
        "aB3dE7fGh2Jk9",
        "x: aB3dE7fGh2Jk9aB3dE7fGh2Jk9\n",
        "| " + "aB3dE7fGh2Jk9aB3dE7fGh2Jk9 | ",
        "`aB3dE7fGh2Jk9aB3dE7fGh2Jk9` ",
        "ab-" * 5,
        "is aB3dE7fGh2Jk9aB3dE7fGh2Jk9 ",
    ],
    ids=lambda t: t[:16],
)
def test_adversarial_text_for_bare_keys_stays_linear(unit: str) -> None:
    # no quadratic blow-up: 2,000 then 8,000 of the unit (the backticked ones are that many
    # hits, each judged) cost at most six times the CPU of 2,000, not sixteen; it checked
    # 20,000 of each against a bound in seconds before (4-6 s a text, as much again for
    # redacting its answer)
    assert stays_linear(unit * 1_000)
    out = S.redact(unit * 50)
    assert S.redact(out) == out


def test_a_config_in_base64_is_taken_after_a_long_blob_that_is_none() -> None:
    # the runs of a blob that is no config are not read again; a later blob still is
    import base64

    rng = random.Random(7)
    image = base64.b64encode(rng.randbytes(30_000)).decode()
    env = "DB_HOST=db.internal\nDB_PASSWORD=Zq81Wx0aBc3De4Fg\nDEBUG=0\n"
    config = base64.b64encode(env.encode()).decode()
    text = f"data: {image}\necho '{config}' | base64 -d > .env"
    out = default_sanitizer().redact(text)
    assert config not in out
    assert image in out or "[REDACTED" in out.split("\n")[0]
    assert out.split("\n")[0] == default_sanitizer().redact(f"data: {image}")


@pytest.mark.slow
def test_a_long_base64_blob_is_read_in_linear_time() -> None:
    # split by its `+` and `/` into thousands of runs, each of which once read the whole
    # blob again: 40 KB took 3 s of CPU, 1 MB half an hour
    import base64

    rng = random.Random(8)
    blob = base64.b64encode(rng.randbytes(300_000)).decode()
    start = time.process_time()
    default_sanitizer().redact(f"data: {blob}")
    assert time.process_time() - start < 5.0  # ~0.6 s; the quadratic reading: minutes
