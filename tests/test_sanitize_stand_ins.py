"""What stands in a secret's place and is no secret comes through (issue 27, round 11's precision).

safety/stand_ins.py: a rule's hit is dropped when the value is a reference to a
secret kept elsewhere (a secret manager's URI, an ARN, a Google or Azure
secret's name, an environment lookup in a config system's syntax, a CI
server's stored credential, a spreadsheet cell read by a formula), a mask a
tool prints in a value's place, words asking for a value or a documented
default password, or a filler (one character, a prefix and zeros). And
safety/public.py: a key in a documented publishable form (`pk_live_`,
`client-`, `pub…`, RevenueCat's and PostHog's public SDK keys) is public.
The bodies are generated here from a fixed seed: none is real.
"""

from __future__ import annotations

import random
import string
import time

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

from .reliability_scale import scale

S = default_sanitizer()
R = random.Random("kenning-tests-stand-ins")
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"


def _rand(n: int, alphabet: str = _ALNUM) -> str:
    body = "".join(R.choice(alphabet) for _ in range(n))
    # a generated body with a digit, both cases where the alphabet has them (reads random)
    return body if alphabet != _ALNUM else "aZ7" + body[3:]


def _uuid() -> str:
    return "-".join(_rand(n, _HEX) for n in (8, 4, 4, 4, 12))


# each of these was destroyed by the rules before stand_ins.py (checked when written)
REFERENCES = [
    "DB_PASSWORD=op://Private/Postgres Prod/password",
    "api_token: vault://secret/data/ci#token",
    "SLACK_TOKEN=ref+awssecrets://prod/slack#/bot_token",
    "GITHUB_TOKEN=sm://my-project/github-token",
    'password: "%env(DATABASE_PASSWORD)%"',
    'secret: "%env(resolve:APP_SECRET)%"',
    "api_key: os.environ/ANTHROPIC_API_KEY",
    "master_key: env:LITELLM_KEY",
    "$ApiKey = $env:OPENAI_API_KEY",
    "DB_PASSWORD=arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-pw-Ab12Cd",
    "password: projects/acme-prod/secrets/db-password/versions/latest",
    f'<param name="env.NPM_TOKEN" value="credentialsJSON:{_uuid()}" />',
    "token: secretref:registry-token",
    "AWS_SECRET_ACCESS_KEY: vault:secret/data/accounts/aws#AWS_SECRET_ACCESS_KEY",
    '=WEBSERVICE("https://api.example.org/v1?token=" & Config!B7)',
]

MASKS = [
    "Password: PROTECTED",
    "api_key: hidden",
    "client_secret: filtered",
    "Password: CONCEALED",
    "OPENAI_API_KEY=sk-proj-\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u20223xQz",
]

DEFAULTS = [
    "JWT_SECRET=toBeModified",
    "ADMIN_JWT_SECRET=replace-with-a-long-random-string",
    "SESSION_SECRET=setMe",
    "API_KEYS=changeMe1,changeMe2",
    "MINIO_ROOT_PASSWORD=minioadmin",
    "<password>hackme</password>",
    "api_key: fill-in-your-key",
]

FILLERS = [
    f"curl -u {_rand(12, _HEX)}:X https://api.example.com/v1/me",
    "X-Api-Token: ABC-00000000-0000-0000-0000-000000000000",
    "amqp://guest:guest@localhost:5672/",
    "postgres://postgres:postgres@localhost:5432/app",
]

PUBLISHABLE = [
    f"Statsig.initialize('client-{_rand(43)}')",
    f'Purchases.configure(withAPIKey: "goog_{_rand(27)}")',
    f'posthog.init("phc_{_rand(43)}")',
    f"MIDTRANS_KEY=Mid-client-{_rand(16)}",
    f"SUPABASE_KEY=sb_publishable_{_rand(27)}",
    f"DD_CLIENT_TOKEN=pub{_rand(32, _HEX)}",
    f'mapboxgl.accessToken = "pk.eyJ1IjoiYWNtZSJ9.{_rand(22)}";',
]


@pytest.mark.parametrize("text", REFERENCES, ids=lambda t: t[:28])
def test_a_reference_to_a_secret_kept_elsewhere_comes_through(text: str) -> None:
    assert S.redact(text) == text


@pytest.mark.parametrize("text", MASKS, ids=lambda t: t[:28])
def test_a_mask_in_a_values_place_comes_through(text: str) -> None:
    assert S.redact(text) == text


@pytest.mark.parametrize("text", DEFAULTS, ids=lambda t: t[:28])
def test_a_placeholder_or_a_documented_default_comes_through(text: str) -> None:
    assert S.redact(text) == text


@pytest.mark.parametrize("text", FILLERS, ids=lambda t: t[:28])
def test_a_filler_with_no_information_comes_through(text: str) -> None:
    assert S.redact(text) == text


@pytest.mark.parametrize("text", PUBLISHABLE, ids=lambda t: t[:28])
def test_a_documented_publishable_key_comes_through(text: str) -> None:
    assert S.redact(text) == text


SECRET = _rand(24)

STILL_REDACTED = [
    # a default word with more after it, a mask word inside a password
    ("password: hackme2024", "hackme2024"),
    (f"password: PROTECTED-{SECRET[:6]}", SECRET[:6]),
    (f"password: toBeModified-{SECRET[:8]}", SECRET[:8]),
    # an environment prefix before a random value, not a variable's name
    (f"API_KEY=env:{SECRET}", SECRET),
    (f"api_key: %{SECRET}%", SECRET),
    # a prefix that says secret, or a publishable word beside a secret one
    (f"CLIENT_SECRET=client_secret_{SECRET}", SECRET),
    (f"STATSIG_SERVER_SECRET=secret-{SECRET}", SECRET),
    (f"OAUTH_CLIENT_SECRET=client-{SECRET}", SECRET),
    # `pk_` with no environment (Klaviyo's private keys), and any key sent as a credential
    (f"KLAVIYO_KEY=pk_{_rand(34, _HEX)}", "pk_"),
    (f"Authorization: Klaviyo-API-Key pk_live_{SECRET}", SECRET),
    # LaunchDarkly's server SDK key
    (f"LD_SDK_KEY=sdk-{_uuid()}", "sdk-"),
    # a password in a URL, and a run of a letter that is no docs' filler
    (f"amqp://guest:{SECRET[:10]}@rabbit:5672/", SECRET[:10]),
    ("DB_PASSWORD=aaaaaaaaaa", "aaaaaaaaaa"),
    # bullets that hide only a part of a key
    (f"token: ghp_\u25cf\u25cf\u25cf\u25cf{SECRET}", SECRET),
    # a user's name with more after it, or a part of it
    ("postgres://postgres:postgres1@localhost:5432/app", "postgres1@"),
    ("mysql://xadmin:admin@db/app", "admin@db"),
]


@pytest.mark.parametrize(("text", "secret"), STILL_REDACTED, ids=lambda t: str(t)[:28])
def test_what_only_resembles_a_stand_in_is_still_redacted(text: str, secret: str) -> None:
    out = S.redact(text)
    if secret in ("pk_", "sdk-"):
        secret = text.split("=", 1)[1]
    assert secret not in out
    assert "[REDACTED:" in out


def test_a_json_string_under_a_secrets_key_is_judged_the_same() -> None:
    kept = {
        "password": "PROTECTED",
        "api_key": "op://Engineering/OpenAI/credential",
        "apiKey": f"client-{_rand(40)}",
        "token": "toBeModified1",
    }
    assert S.redact_json(kept) == kept
    secret = f"client-{_rand(40)}"
    out = S.redact_json({"Authorization": secret, "password": SECRET})
    assert secret not in str(out)
    assert SECRET not in str(out)
    out = S.redact_json({"client_secret": secret})
    assert secret not in str(out)
    assert SECRET not in str(out)


@pytest.mark.slow
@pytest.mark.parametrize("half", ["heldout12", "heldout13"])
def test_the_look_alikes_of_the_sets_of_round_11_come_through(half: str) -> None:
    # seen (stand_ins.py was written after them): at first sight 8.3 % and 3.8 % were
    # destroyed; WooCommerce's order keys in an order URL (held-out 13) are kept redacted:
    # the key opens the order's page, with the buyer's address
    from bench.secrets_wide_bench import destroyed, halves

    _, look_alikes = halves()[half]
    left = [a.kind for a in destroyed(look_alikes)]
    assert set(left) <= {"woo_order_key"}


@pytest.mark.slow
def test_a_text_of_many_hits_and_reference_marks_stays_linear() -> None:
    # linear, not a bound in seconds (a slow or loaded machine takes 7 s for 20,000
    # lines): four times the lines costs at most six times the CPU. 1,250 and 5,000
    # lines in the suite (~3 CPU-s), 5,000 and 20,000 in `python -m bench long`
    line = "password: " + _rand(20) + " % env: op://a/b ((c)) arn: !\n"
    costs = []
    for lines in scale((1_250, 5_000), (5_000, 20_000), (20_000, 80_000)):
        start = time.process_time()
        S.redact(line * lines)
        costs.append(time.process_time() - start)
    assert costs[1] < 6 * costs[0] + 0.5, costs
