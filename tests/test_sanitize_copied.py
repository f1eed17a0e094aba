"""Secrets in what people copy out of their tools (issue 27, round 9), and what must stay.

A Makefile's `?=`, a key stated in Japanese, Chinese, Korean or French chat, a key in
Markdown bold, a whole config base64-encoded, MinIO's client's secret by position, a
cookie built by name and value, `sk_<env>_` secret keys of vendors in no table, a
credential after its auth scheme as a string of its own, a key under a name that says
nothing (`"value"`), a key after a vendor's short prefix and a dot; and the look-alikes
of the same places: a CI cache's key, a base64 config with no secret, placeholders,
references, the docs' default login.
"""

from __future__ import annotations

import base64
import random
import string
import time

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

S = default_sanitizer()


def _key(seed: str, n: int = 32, alphabet: str = string.ascii_letters + string.digits) -> str:
    r = random.Random(seed)
    while True:
        v = "".join(r.choice(alphabet) for _ in range(n))
        if sum(c.isdigit() for c in v) >= 3 and sum(c.isalpha() for c in v) >= 3:
            return v


KEY = _key("r9-a")
KEY40 = _key("r9-b", 40)
LOWER = _key("r9-c", 28, string.ascii_lowercase + string.digits)
HEX = _key("r9-h", 40, "0123456789abcdef")
PW = "Tq4!mZ8vRw2k"


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


INI_BLOB = _b64("[db]\nuser = app\npassword = " + PW + "\n")
ENV_BLOB = _b64("API_KEY=" + KEY + "\nREGION=eu\n")


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a Makefile's default
        (f"REGISTRY_TOKEN ?= {KEY40}\n\npush:\n\tdocker push $(IMAGE)", KEY40),
        # stated in chat: the particle or the copula before the value, a full-width colon
        (f"APIキーは {KEY} です", KEY),
        (f"令牌：{KEY}", KEY),
        (f"토큰은 {KEY40} 이에요", KEY40),
        (f"le jeton c'est {KEY}", KEY),
        # in Markdown bold, alone on its line
        (f"**{KEY}**", KEY),
        # a config base64-encoded as a whole: the blob is the secret
        (f"echo '{INI_BLOB}' | base64 -d > .env", INI_BLOB),
        (f"  settings.ini: {ENV_BLOB}", ENV_BLOB),
        # MinIO's client: ALIAS URL ACCESS SECRET
        (f"mcli alias set backup https://s3.example.org AKIDX01 {KEY40}", KEY40),
        (f'mc alias set b https://s3.example.org AK "{PW}"', PW),
        # a cookie built by name and value
        (f'New-Object System.Net.Cookie("connect.sid", "s%3A{KEY}", "/", "example.org")', KEY),
        # `sk_<env>_`: a secret key of a vendor in no table
        (f'client = Client("sk_sbox_{LOWER}")', LOWER),
        # a credential after its auth scheme as a string of its own
        (f'add_headers(Authorization = paste("Token", "{HEX}"))', HEX),
        (f'h = "Bearer " + "{KEY40}"', KEY40),
        # a key under a name that says nothing of it
        (f'{{"key": "robot", "value": "{KEY40}"}}', KEY40),
        # a vendor's short prefix and a dot
        (f'Client("o.{KEY}")', KEY),
    ],
)
def test_a_secret_copied_out_of_a_tool_is_redacted(text: str, secret: str) -> None:
    assert secret not in S.redact(text)
    assert secret not in str(S.redact_json({"command": text}))


@pytest.mark.parametrize(
    "text",
    [
        # a CI cache's key: a name and a digest, capitals or not
        f"Cache saved with key: Linux-pip-{HEX}{HEX[:24]}",
        f"Cache restored from key: node-modules-{HEX}",
        # a base64 config that sets no secret, or names where one is
        "echo '" + _b64("[log]\nlevel = info\n") + "' | base64 -d",
        "CONFIG_B64=" + _b64("[db]\nhost = db\npassword_file = /run/secrets/db\n"),
        "CONFIG_B64=" + _b64("token: ${TOKEN}\n"),
        # Makefile references and conditions
        "API_KEY ?= $(shell cat key.txt)",
        "release:\n\ttwine upload -u __token__ -p $$PYPI_TOKEN dist/*",
        # MinIO's documented default, a variable
        "mc alias set local http://localhost:9000 minioadmin minioadmin",
        "mc alias set b https://s3.example.org AK $SECRET_KEY",
        # a cookie that is no credential, a placeholder key, a variable after a scheme
        'new Cookie("theme", "dark")',
        "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
        'h = "Bearer " + token',
        # words and chat that name where the secret is
        "パスワードは管理者に聞いてください",
        "令牌在保险库里",
        "use **the staging key** from the vault",
        # a dotted name or a path before a run
        f"see docs.{KEY}",
        f'x = "a.b.{KEY}"',
    ],
)
def test_the_same_places_without_a_secret_are_kept(text: str) -> None:
    assert S.redact(text) == text


@pytest.mark.slow
@pytest.mark.parametrize(
    "text",
    [
        "mc alias set " + "a " * 60_000,
        "mcli alias set x " + "--flag=1 " * 30_000,
        '"Token", ' * 40_000,
        '"Bearer " + "' * 30_000,
        "QVBJX0tFWT1Y" * 40_000,
        "o." * 100_000,
        "**" * 100_000,
        "REGISTRY_TOKEN ?= " * 30_000,
        "令牌：" * 60_000,
        "sk_sbox_" * 40_000,
    ],
)
def test_adversarial_text_for_the_copied_forms_stays_fast(text: str) -> None:
    start = time.process_time()
    S.redact(text)
    assert time.process_time() - start < 2.0
