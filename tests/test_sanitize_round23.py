"""Round 23 (issue 27): a password's tail after `&`, `;`, `|` or a quote; a short secret
word at a name's end; an id a name calls private; a compound name and its value in prose;
base64 of JSON that holds a secret; a key told over two chat messages.

Each class is written here in forms other than the held-out sets', beside the look-alikes
that must stay (a URL's query split at `&`, a shell's next command, an id, a digest, a
user's name, a type, a shell folder). The values are generated from a fixed seed: none
is a real key.
"""

from __future__ import annotations

import base64
import json

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round23")
_redact = default_sanitizer().redact
_DRAWS = DRAWS
_SYMBOLS = "!@#$%^*"


def _password(sep: str) -> str:
    """A password of two halves joined by `sep`, each with a digit and both cases; a digit
    after `sep` (`%s`, `$HOME` would be a template's or a shell's)."""
    return V.rand(7) + sep + str(V.random.randrange(10)) + V.rand(5) + V.random.choice(_SYMBOLS)


@pytest.mark.slow
def test_a_password_keeps_no_tail_after_a_stop_character() -> None:
    for _ in range(_DRAWS):
        for sep in ("&", ";", "|", "#", "$", "!", "%"):
            p = _password(sep)
            tail = p[p.index(sep) :]
            for text in (
                f"ADMIN_PASSWORD={p}",  # .env
                f"export DB_PASS={p}",  # a shell's export
                f"  admin_password: {p}\n  user: ops",  # YAML
                f"[mail]\nsmtp_password={p}\nhost=mx",  # INI
                f"api_token: {p}",
                f"clave_api={p}",  # a name in another language
            ):
                out = _redact(text)
                assert tail not in out and p not in out, (text, out)


def test_a_quote_inside_a_bare_password_is_part_of_it() -> None:
    for _ in range(_DRAWS):
        p = V.rand(6) + "'" + V.rand(6)
        for text in (f"db_password: {p}", f"SMTP_PASSWORD={p}"):
            out = _redact(text)
            assert p[p.index("'") :] not in out, (text, out)


def test_the_next_parameter_or_command_stays_after_a_password() -> None:
    for _ in range(_DRAWS):
        p = V.rand(12)
        for text, rest in (
            (f"https://app.example/login?password={p}&user=ops&page=2", "&user=ops&page=2"),
            (
                f"curl -d 'password={p}&remember=1' https://app.example",
                "&remember=1' https://app.example",
            ),
            (f"https://app.example/cb?token={p}&debug", "&debug"),  # a query: `&` ends it
            (f'<a href="/r?token={p}&amp;next=home">', '&amp;next=home">'),
            (f"DB_PASSWORD={p};echo ok", ";echo ok"),
            (f"cd app && DB_PASS={p}&& ./run", "&& ./run"),
            (f"x = 'mysql --password={p}'+suffix", "'+suffix"),
        ):
            out = _redact(text)
            assert p not in out and out.endswith(rest), (text, out)


def test_a_short_secret_word_at_a_names_end_is_taken() -> None:
    for _ in range(_DRAWS):
        p = _password("")
        s = V.rand(30)
        for text, secret in (
            (f"https://pay.example/cgi?shop=7&ShopPW={p}&sum=10", p),  # camel-case PW
            (f"DB_PW={p}", p),
            (f'mailerPwd = "{p}"', p),
            (f'{{"vaultPw": "{p}", "user": "ops"}}', p),
            (f"curl -d 'GatewaySid={s}&From=Shop'", s),
            (f"push_sid: {s}", s),
        ):
            assert taken(text, secret), text


def test_a_short_word_that_is_no_secret_stays() -> None:
    for _ in range(_DRAWS):
        h = V.hex(32)
        for text in (
            "PWD=/home/ops/app",
            "OLDPWD=/srv/www",
            "cd $PWD && ls",
            "lapw=3",  # `pw` inside a word
            f"MessageSid={'SM' + h}",
            "sid: 1234",
            "user_sid: ops",
        ):
            assert kept(text), text


def test_an_id_a_name_calls_private_or_secret_is_taken() -> None:
    for _ in range(_DRAWS):
        h, u, r = V.hex(32), V.uuid(), V.rand(24)
        for text, secret in (
            (f"Private-Merchant-Id: {h}", h),  # a header
            (f'privateApiId = "{r}"', r),
            (f"secret_id: {u}", u),  # Vault's AppRole
            (f"VAULT_SECRET_ID={u}", u),
        ):
            assert taken(text, secret), text


def test_an_id_named_private_that_is_a_resource_stays() -> None:
    for _ in range(_DRAWS):
        u = V.uuid()
        for text in (
            f"private_network_id: {u}",
            "privateIp: 10.0.4.17",
            "private_subnet_id: subnet-0a1b2c3d",
            "secret_name: db-creds",
        ):
            assert kept(text), text


def test_a_compound_name_and_its_value_in_prose_are_taken() -> None:
    for _ in range(_DRAWS):
        r, h = V.rand(10), V.hex(32)
        for text, secret in (
            (f"Billing: merchantId 4410327, clientSecret {r}, sandbox", r),
            (f"use apiKey {r} for the staging box", r),
            (f"client_secret {h}.", h),
            (f"the accessToken {r} expired", r),
        ):
            assert taken(text, secret), text


def test_a_compound_name_beside_a_type_or_a_word_stays() -> None:
    for text in (
        "the clientSecret String is read from the vault",
        "String clientSecret;",
        "cacheKey Ab3dEf9hK2",  # a cache's key: no secret
        "pass the apiKey parameter through",
        "set the accessToken YOUR_TOKEN_1 here",
        "nextToken eyAbc123",  # a page token needs a random value
    ):
        assert kept(text), text


def _b64(obj: object) -> str:
    return base64.b64encode(json.dumps(obj).encode()).decode()


def test_base64_of_json_holding_a_secret_is_taken() -> None:
    for _ in range(_DRAWS):
        r = V.rand(14)
        for obj in (
            {"utilisateur": "svc", "mot_de_passe": r},
            {"usuario": "api", "contrasena": r, "entorno": "prod"},
            {"client": "web", "client_secret": r},
        ):
            blob = _b64(obj)
            for text in (f"creds: {blob}", f"echo {blob} | base64 -d", f"CONFIG_B64={blob}"):
                assert taken(text, blob.rstrip("=")), text


def test_base64_of_json_without_a_secret_stays() -> None:
    for obj in (
        {"user": "ops", "role": "admin", "id": 4410},
        {"alg": "HS256", "typ": "JWT"},
        {"usuario": "api", "entorno": "producao"},
    ):
        assert kept(f"payload: {_b64(obj)}"), obj


def test_a_key_told_over_two_chat_messages_is_taken() -> None:
    for _ in range(_DRAWS):
        a, b = V.rand(18), V.rand(18)
        for text in (
            f"[14:20] Jonas: der Schlüssel ist lang, ich schicke ihn in zwei Teilen\n"
            f"[14:20] Jonas: {a}\n[14:21] Jonas: {b}",
            f"<kim> token is coming in two parts\n<kim> {a}\n<kim> {b}.",
            f"09:41 Ada: password below, two lines\n09:41 Ada: {a}\n09:42 Ada: {b}",
        ):
            assert taken(text, a) and taken(text, b), text


def test_a_chat_message_of_a_lone_token_without_a_key_stays() -> None:
    for _ in range(_DRAWS):
        a = V.rand(18)
        for text in (
            f"[14:20] Jonas: which build is it?\n[14:20] Jonas: {a}",
            f"<kim> the run id below\n<kim> {a}",
        ):
            assert kept(text), text


def test_letters_between_dashes_that_read_as_no_code_stay() -> None:
    for text in (
        "A-B-C-D-E-F-G-H-I-J-K",  # the alphabet
        "Q-W-E-R-T-Y-U-I-O-P",  # one class
        "build 1-2-3-4-5-6-7-8-9-0",
        "a-b-c-d-e-f-g-h-i-j-k-l",
        "id 550e8400-e29b-41d4-a716-446655440000",
    ):
        assert kept(text), text
