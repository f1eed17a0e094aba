"""Round 13's classes (issue 27): values their neighbours name, codes beside their word.

A table's row or column that names the secret, a word-diff's new value, a
header of any name for a key and an authorization of any scheme, what a tool
prints after asking for a password, a pair sent to base64, a ping URL's id, a
BitLocker recovery password, a query's credential, a JVM key property, a bearer
call, a Wi-Fi passphrase of words (beside.py); codes beside an installer's, a
gate's or a padlock's word and backup codes of digit pairs (codes.py); and the
look-alikes that are ids or published (a record's key of hex, an HTML `data-`
attribute, a JWT's header alone) with a declaring word that is no public key's
(public.py). Each with a look-alike in the same place that must come through.
The values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import Values, kept, stays_linear, taken

S = default_sanitizer()

V = Values("kenning-tests-round13")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid


def _digits(n: int) -> str:
    return "".join(V.random.choice("0123456789") for _ in range(n))


# -- tables ----------------------------------------------------------------------------------


def test_a_table_row_named_for_a_secret_is_taken_and_its_id_row_kept() -> None:
    secret, ident = _rand(16), _rand(32)
    table = f"Key              Value\n---              -----\nclient_secret    {secret}\n"
    assert taken(table, secret)
    assert kept(f"Key              Value\nversion          {ident}\n")


def test_a_csv_column_named_for_a_key_is_taken_row_by_row() -> None:
    one, two = _rand(32), _rand(32)
    csv = f"store,terminal,api_key,enabled\nS-1,T7,{one},yes\nS-2,T8,{two},no"
    assert taken(csv, one) and taken(csv, two)
    assert kept(f"store,terminal,serial,enabled\nS-1,T7,{_rand(32)},yes")


def test_a_word_diffs_new_value_is_judged_under_its_name() -> None:
    secret = _rand(32)
    assert taken(f"  api_secret: [-CHANGE_ME-]{{+{secret}+}}", secret)
    assert kept("  api_secret: [-old-]{+CHANGE_ME+}")
    assert kept(f"  build_tag: [-v1-]{{+{_rand(12)}+}}")


# -- headers ---------------------------------------------------------------------------------


def test_a_header_of_any_name_for_a_key_takes_a_uuid() -> None:
    secret = _uuid()
    assert taken(f'curl -H "X-Lab-key: {secret}" https://data.example', secret)
    assert kept(f'curl -H "X-Request-Id: {_uuid()}" https://data.example')


def test_an_authorization_of_any_scheme_and_both_halves_of_its_pair() -> None:
    key = "".join(V.random.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25))
    assert taken(f"Authorization: OAuth {key}", key)
    api, secret = _hex(15), _hex(15)
    text = f"curl -H 'Authorization: token {api}:{secret}' https://erp.example"
    assert taken(text, secret) and taken(text, api)
    assert kept("Authorization: Custom placeholder-value")


# -- what a tool prints ----------------------------------------------------------------------


def test_the_line_after_an_smtp_password_prompt_is_taken_not_the_user() -> None:
    password = base64.b64encode(_rand(14).encode()).decode()
    user = base64.b64encode(b"notify@corp.example").decode()
    prompt = base64.b64encode(b"Password:").decode()
    text = f"AUTH LOGIN\n334 VXNlcm5hbWU6\n{user}\n334 {prompt}\n{password}\n235 2.7.0 ok"
    assert taken(text, password)
    assert "334 " + prompt in S.redact(text)


def test_the_base64_kubectl_prints_for_a_secrets_data() -> None:
    value = base64.b64encode(_rand(18).encode()).decode()
    cmd = "$ kubectl get secret db -o jsonpath='{.data.password}'\n"
    assert taken(f"{cmd}{value}$ kubectl rollout restart deploy/db", value)
    assert kept("$ kubectl get pods -o jsonpath='{.items[0].metadata.name}'\nweb-5d9c7b")


def test_a_pair_formatted_for_basic_auth_gives_its_secret() -> None:
    secret = _uuid()
    assert taken(f"AUTH=$(printf '%s:%s' \"$CLIENT_ID\" '{secret}' | base64 -w0)", secret)
    assert kept('AUTH=$(printf \'%s:%s\' "$CLIENT_ID" "$CLIENT_SECRET" | base64 -w0)')


def test_a_ping_urls_id_is_its_credential() -> None:
    secret = _uuid()
    assert taken(f"backup.sh && curl -fsS https://hc-ping.com/{secret}", secret)
    assert kept(f"curl https://api.example/orders/{_uuid()}")


def test_a_bitlocker_recovery_password_is_taken_beside_its_word() -> None:
    secret = "-".join(_digits(6) for _ in range(8))
    assert taken(f"    Numerical Password:\n      Password:\n        {secret}", secret)
    assert kept(f"part numbers: {_digits(6)}-{_digits(6)}")


# -- queries, properties, calls, passphrases -------------------------------------------------


def test_a_querys_credential_of_hex_or_random_letters() -> None:
    hexed = _hex(32)
    assert taken(f"https://stats.example/index.php?module=API&token_auth={hexed}", hexed)
    letters = "AGHpvsOdthmdzxz"
    assert taken(f'curl "https://push.example/message?token={letters}"', letters)
    assert kept("https://x.example/?token=HelloWorldAgain&a=1")


def test_a_jvm_property_of_a_key() -> None:
    secret = _rand(16)
    assert taken(f"mvn deploy -Dsecure.key={secret} -Denv=Production", secret)
    assert kept("mvn deploy -Dsecure.key=${SECURE_KEY} -Denv=Production")


def test_a_bearer_call_and_a_declared_constant() -> None:
    secret, token = _hex(32), _rand(40)
    assert taken(f'client.get(url)\n    .bearer_auth("{secret}")\n    .send()', secret)
    assert taken(f'pub const wire_token = "{token}"', token)
    assert kept("client.get(url).bearer_auth(&token).send()")


def test_a_client_built_from_an_id_and_a_secret_gives_the_second() -> None:
    ident, secret = _uuid(), _rand(40) + "="
    text = f'client = sdk.ConfidentialAppAuthClient(\n    "{ident}", "{secret}"\n)'
    assert taken(text, secret)
    key = _rand(22)
    assert taken(f'ctx = factory.createSecurityContext("{_rand(22)}", "{key}");', key)
    assert kept('ctx = factory.createSecurityContext("my-app", "https://lms.example")')


def test_a_token_in_an_access_logs_request_line() -> None:
    token = _rand(32)
    log = f'10.0.3.7 - - [29/Nov/2026:05:12:01 +0000] "POST /hooks/pos/{token}/close HTTP/1.1" 200'
    assert taken(log, token)
    assert kept(f'10.0.3.7 - - "GET /assets/{_hex(40)}/app.js HTTP/1.1" 200')
    assert kept('10.0.3.7 - - "GET /docs/getting-started-with-the-new-release HTTP/1.1" 200')


def test_a_wifi_passphrase_of_dashed_words() -> None:
    said = "ivory-ember-pine-eagle"
    assert taken(f"the new wifi for the newsroom is {said} (all lower case)", said)
    joined = "cargo-gecko-sparrow-ivory"
    assert taken(f"networksetup -setairportnetwork en0 Corp '{joined}'", joined)
    assert kept("the wifi page is at docs/setup-guide-for-new-staff")


# -- codes beside their word -----------------------------------------------------------------


def test_codes_beside_an_installers_a_gates_or_a_padlocks_word() -> None:
    code = _digits(4)
    assert taken(f"alarm:\n  panel: neo\n  installer_code: {code}", code)
    gate = _digits(5)
    assert taken(f"driver note: the depot gate code is {gate}# and the dock", gate)
    combo = f"{_digits(2)}-{_digits(2)}-{_digits(2)}"
    assert taken(f"the cage padlock combo is {combo}, please", combo)
    assert kept("the door code is 1234.5 kg")
    assert kept("version 1.2.3, the combo is 12-34")


def test_backup_codes_of_digit_pairs_under_their_heading() -> None:
    first = f"{_digits(4)} {_digits(4)}"
    text = f"BACKUP VERIFICATION CODES\nme@corp.example\n1. {first}\n2. {_digits(4)} 0647\n"
    assert taken(text, first)
    assert kept(f"Totals\n1. {_digits(4)} {_digits(4)}\n")


# -- look-alikes -----------------------------------------------------------------------------


def test_a_records_key_of_hex_is_an_id_a_random_one_stays_a_secret() -> None:
    assert kept(f'"ListingKey": "{_hex(32)}", "ListingId": "ACT{_digits(7)}"')
    secret = _rand(32)
    assert taken(f'"ListingKey": "{secret}"', secret) or taken(f'"api_key": "{secret}"', secret)


def test_published_values_come_through() -> None:
    assert kept(f'<div data-policy-key="BCpk{_rand(120)}"></div>')
    assert kept("alg header of the token: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 (RS256)")


@pytest.mark.slow
def test_hostile_texts_for_round_13_stay_linear() -> None:
    texts = [
        "client_secret    " * 2_000,
        "a,api_key," * 2_000,
        "x: {+" * 2_000,
        "X-a-key: " * 2_000,
        "Authorization: OAuth " * 2_000,
        "334 UGFzc3dvcmQ6\n" * 2_000,
        "kubectl get secret jsonpath .data\n" * 1_000,
        "printf '%s:%s' a " * 2_000,
        "https://hc-ping.com/" * 2_000,
        "recovery 123456-" * 2_000,
        "?token=" * 2_000,
        "-Da.key=" * 1_000,
        "wifi is " * 2_000,
        '.bearer_auth("' * 2_000,
    ]
    # linear: four times the text costs at most six times the CPU (a quadratic scan costs
    # sixteen), the best of three runs each (fake_values.stays_linear)
    for text in texts:
        assert stays_linear(text), text[:30]
