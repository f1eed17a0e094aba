"""Round 31 (issue 27): the look-alikes held-out 36 destroyed, each kept by what makes it
public, with secrets of the same shapes that must still be taken.

A value docs write where one goes, counted up the hex digits (a PIN's default `123456`, a
token's shape `0123456789abcdef…`, a join token's `abcdef.0123456789abcdef`); a key a local
emulator ships with, the same everywhere; a one-time password's seed docs publish and a
template's password, in any JSON; an SSH key's fingerprint after its type alone (a
certificate's signer) and a public key's pin (`pin-sha256:`, `sha256//`); a key pair's id
whose name a rule cut (`Key-Pair-Id=`); a one-time code shown with the seconds it has left.
Written here
for tools and forms the held-out sets do not hold. Values come from a fixed seed: none is a
real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round31")
redact = default_sanitizer().redact


# -- a documented example: a counted value -------------------------------------------------


def test_a_counted_value_in_docs_is_kept() -> None:
    for text in (
        "A new Nitrokey's user PIN is 123456 and its admin PIN 12345678.",
        'api_key = "0123456789abcdef0123456789abcdef"',
        "export VAULT_TOKEN=abcdef0123456789abcdef",
        "--auth-token 0123456789abcdef.0123456789",
        "pin: 123456",
    ):
        assert kept(text), text


def test_a_drawn_value_in_the_same_places_is_taken() -> None:
    for _ in range(DRAWS):
        key, pin = V.hex(32), str(V.random.randrange(100000, 1000000))
        if pin in "0123456789":
            continue
        assert taken(f'api_key = "{key}"', key)
        assert taken(f"export VAULT_TOKEN={key}", key)
        assert taken(f"pin: {pin}", pin)
    # a password counted is a (weak) password still, and a counted run with a drawn part
    assert taken("DB_PASSWORD=12345678", "12345678")
    assert taken('{"password": "123456"}', "123456")
    tail = V.hex(16)
    assert taken(f"--auth-token abcdef.{tail}", tail)


# -- a documented example: an emulator's key, a template's password and seed -------------


def test_an_emulator_key_and_a_template_are_kept() -> None:
    cosmos = (
        "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=="
    )
    for text in (
        f"AccountEndpoint=https://localhost:8081/;AccountKey={cosmos}",
        f'{{"cosmos": {{"key": "{cosmos}"}}}}',
        '{"login": {"username": "ana", "password": "myp4ssword", "totp": "JBSWY3DPEHPK3PXP"}}',
        "otp_secret: JBSWY3DPEHPK3PXP",
        "password = 'mypass123'",
    ):
        assert kept(text), text


def test_a_drawn_key_and_password_in_the_same_places_are_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(86) + "=="
        seed = "".join(V.random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(32))
        pw = "myp@ssword" + str(V.random.randrange(1000, 10000))
        assert taken(f"AccountEndpoint=https://localhost:8081/;AccountKey={key}", key)
        assert taken(f'{{"login": {{"password": "{pw}"}}}}', pw)
        assert taken(f'{{"login": {{"username": "ana", "totp": "{seed}"}}}}', seed)
        assert taken(f"otp_secret: {seed}", seed)


# -- a hash of a public key: a fingerprint after its type, a pin ---------------------------


def _b64_hash() -> str:
    return base64.b64encode(V.random.randbytes(32)).decode()


def test_a_fingerprint_and_a_pin_are_kept() -> None:
    for _ in range(DRAWS):
        h = _b64_hash()
        fp = "SHA256:" + h.rstrip("=")
        for text in (
            f"        Signing CA: RSA {fp} (using rsa-sha2-512)",
            f"host CA key: ECDSA {fp}",
            f"curl --pinnedpubkey sha256//{h} https://api.acme.dev",
            f'Public-Key-Pins: pin-sha256="{h}"; max-age=5184000',
            f"vpn:\n  servercert: pin-sha256:{h}",
        ):
            assert kept(text), text


def test_a_key_beside_a_pin_is_taken() -> None:
    for _ in range(DRAWS):
        h, key = _b64_hash(), V.rand(40)
        assert taken(f"openconnect --servercert pin-sha256:{h} --cookie {key} vpn.acme.dev", key)
        assert taken(f"--pinnedpubkey sha256//{h} -H 'Authorization: Bearer {key}'", key)
        assert taken(f"secret: {h}", h)


# -- an id whose name a rule cut: `Key-Pair-Id=` -------------------------------------------


def _key_id() -> str:
    return "K" + "".join(V.random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(13))


def test_a_key_pair_id_is_kept() -> None:
    for _ in range(DRAWS):
        kid = _key_id()
        for text in (
            f"Set-Cookie: CloudFront-Key-Pair-Id={kid}; Path=/; Secure",
            f"curl -b 'Key-Pair-Id={kid}' https://media.acme.dev/a.m3u8",
            f"Api-Key-Id={kid}&Expires=1893456000",
        ):
            assert kept(text), text


def test_a_signature_and_a_secret_beside_a_key_pair_id_are_taken() -> None:
    for _ in range(DRAWS):
        kid, key = _key_id(), V.rand(40)
        assert taken(f"Key-Pair-Id={kid}&Api-Key-Secret={key}", key)
        assert taken(f"Key-Secret={key}", key)
        assert taken(f"Set-Cookie: Key-Pair-Id={kid}; Session-Token={key}", key)


# -- a one-time code shown with its seconds left --------------------------------------------


def test_a_code_shown_with_its_seconds_left_is_kept() -> None:
    for _ in range(DRAWS):
        code = str(V.random.randrange(100000, 1000000))
        for text in (
            f"MFA code: {code} - 12 seconds left",
            f"2FA code: {code}, valid for 9 s",
            f"otp code = {code} (refreshes in 21 sec)",
        ):
            assert kept(text), text


def test_a_code_without_its_seconds_left_is_taken() -> None:
    for _ in range(DRAWS):
        code = str(V.random.randrange(100000, 1000000))
        assert taken(f"MFA code: {code}", code)
        assert taken(f"npm publish --otp={code}", code)
        assert taken(f"MFA code: {code} (valid for 10 minutes)", code)
