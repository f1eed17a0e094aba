"""Held-out 13's classes (issue 27): basic-auth users, joined URLs, setters, byte lists.

A key given as the basic-auth user with a dummy password (`curl -u <key>:X`)
or built into a basic-auth pair in code (`"$id:<secret>"`, `id + ":" +
"<secret>"`), a key joined to a URL's secret parameter by an operator
(`"…?api_token=" <> "<key>"`), a setter named for a secret
(`.setTransactionKey("<key>")`), a DNS provider's token on a Caddyfile's
`dns <provider> <token>` line, and a key written as a list of byte values
(safety/pairs.py, safety/cli_args.py, safety/material.py). Each with
the secrets it must take and the look-alikes in the same place that must come
through. The values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round11-h13")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid

# -- a key as the basic-auth user, or built into a basic-auth pair -------------------------

USER_KEY = _rand(20)
USER_HEX = _hex(40)
PAIR_SECRET = _rand(32)
PAIR_UUID = _uuid()
VB_SECRET = _rand(28)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"curl -u {USER_KEY}:X https://corp.example.com/api/v2/tickets", USER_KEY),
        (f'curl -u "{USER_HEX}:x" https://api.example.com/v1/employees', USER_HEX),
        (f"curl --user {USER_KEY}: https://api.example.com/v1/items", USER_KEY),
        (
            f'set creds [binary encode base64 "$client_id:{PAIR_SECRET}"]\n'
            'http::geturl $url -headers [list Authorization "Basic $creds"]',
            PAIR_SECRET,
        ),
        (
            'String auth = Base64.getEncoder().encodeToString((clientKey + ":" + '
            f'"{PAIR_UUID}").getBytes());',
            PAIR_UUID,
        ),
        (
            'Dim auth = Convert.ToBase64String(Encoding.ASCII.GetBytes(clientId & ":" & '
            f'"{VB_SECRET}"))',
            VB_SECRET,
        ),
    ],
)
def test_a_key_as_the_basic_auth_user_or_in_a_built_pair_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "curl -u admin:X https://localhost:8080/status",
        "curl -u jenkins_ci_builder: https://ci.example.com/api/json",
        "curl -u service-account-deploy:x https://ci.example.com/api/json",
        'creds="$user:$password"; echo -n "$creds" | base64',
        'auth = base64(username + ":" + password)',
        'label = "${region}:us-east-1-primary-zone"  # basic setup',
    ],
)
def test_users_and_pairs_of_references_stay(text: str) -> None:
    assert kept(text)


# -- a key joined to a URL's secret parameter by an operator ---------------------------------

URL_HEX = _hex(40)
URL_KEY = _rand(32)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f'url = "https://corp.example.com/api/v1/deals?api_token=" <> "{URL_HEX}"', URL_HEX),
        (f'const u = "https://api.example.com/q?key=" + "{URL_KEY}";', URL_KEY),
        (f"local u = 'https://api.example.com/v2?access_token=' .. '{URL_KEY}'", URL_KEY),
    ],
)
def test_a_key_joined_to_a_urls_secret_parameter_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        'url = "https://corp.example.com/api/v1/deals?api_token=" <> token',
        'const u = "https://api.example.com/q?key=" + apiKey;',
        'const u = "https://api.example.com/q?page=" + "2024-10-01T00:00:00";',
        'const u = "https://api.example.com/q?sort_key=" + "created_at_desc";',
    ],
)
def test_references_and_plain_values_joined_to_a_url_stay(text: str) -> None:
    assert kept(text)


# -- a setter named for a secret ----------------------------------------------------------

SETTER_KEY = _rand(16)
SETTER_TOKEN = _rand(36)
SETTER_USER = _hex(64)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f'merchantAuthentication.setTransactionKey("{SETTER_KEY}");', SETTER_KEY),
        (f"client.setApiToken('{SETTER_TOKEN}');", SETTER_TOKEN),
        (f'$config->setUsername("{SETTER_USER}");', SETTER_USER),
    ],
)
def test_a_setter_named_for_a_secret_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        'merchantAuthentication.setName("f81b4ef1");',
        'query.setSortKey("createdAtDescending2");',
        'table.setPrimaryKey("order_id_with_region");',
        'config.setPublicKey("pk_live_region_eu_west_1");',
        'user.setUsername("alice.smith");',
        'client.setApiKey(System.getenv("API_KEY"));',
    ],
)
def test_setters_of_names_ids_and_references_stay(text: str) -> None:
    assert kept(text)


# -- a DNS provider's token on a Caddyfile line ---------------------------------------------

DNS_TOKEN = _rand(40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def test_a_dns_providers_token_on_a_caddyfile_line_is_taken() -> None:
    text = f"example.com {{\n  tls {{\n    dns cloudflare {DNS_TOKEN}\n  }}\n}}"
    assert taken(text, DNS_TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        "example.com {\n  tls {\n    dns cloudflare {env.CF_API_TOKEN}\n  }\n}",
        "dns resolver 1.1.1.1 8.8.8.8",
        "  dns route53 us-east-1-production-zone",
    ],
)
def test_dns_lines_without_a_token_stay(text: str) -> None:
    assert kept(text)


# -- a key written as a list of byte values -------------------------------------------------


def _bytes(n: int) -> list[int]:
    return [V.random.randrange(256) for _ in range(n)]


NETWORK_KEY = ", ".join(str(b) for b in _bytes(16))
SECRET_BYTES = ", ".join(f"0x{b:02x}" for b in _bytes(32))


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            f"advanced:\n  channel: 15\n  network_key: [{NETWORK_KEY}]\n  log_level: info",
            NETWORK_KEY,
        ),
        (f"static const uint8_t secret[] = {{{SECRET_BYTES}}};", SECRET_BYTES),
    ],
)
def test_a_key_written_as_a_list_of_byte_values_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        f"  public_key: [{NETWORK_KEY}]",
        "keys: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]",
        "key_sizes = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]",
        "key_ids = [1200, 3400, 5600, 7800, 9100, 1100, 1300, 1500, 1700, 1900, 2100, 2300, 2500,"
        " 2700, 2900, 3100]",
        "network_key: GENERATE",
    ],
)
def test_lists_that_are_no_key_stay(text: str) -> None:
    assert kept(text)
