"""Round 28 (issue 27): the look-alikes held-out 34 destroyed, each kept by what makes it
public, with secrets of the same shape that must still be taken.

An account's id named by its noun in a log's line; a key a standard names public (the
Push API's `applicationServerKey`, a push subscription's `p256dh`) or that is a point on
the curve (an uncompressed P-256 point: a public key by its form); a site tag's
conversion (tag id / label); the id of the request a message answers (`InResponseTo`,
`in_reply_to`); a package's spec whose `@` is before a version, not a host
(`zlib:x64-linux@1.3.1`); a vendor's prefix before words addressing the reader (`xoxb-your-…`);
a one-time password's seed docs publish (an RFC's test secrets), not base32 of any text.
Then a leak class: a token per host in an object named for a credential's kind
(Composer's `auth.json`, `COMPOSER_AUTH`). Each is
written here for systems and forms the held-out sets do not hold. Values come from a
fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.safety.vendor_ids import public_point

from .fake_values import ALNUM, DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round28")

#: NIST P-256's generator: a point on the curve whatever multiple of it is taken
_GX = 0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296
_GY = 0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5
_P = 2**256 - 2**224 + 2**192 + 2**96 - 1


def _point_b64(x: int, y: int) -> str:
    raw = b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _double(x: int, y: int) -> tuple[int, int]:
    lam = (3 * x * x - 3) * pow(2 * y, -1, _P) % _P
    x2 = (lam * lam - 2 * x) % _P
    return x2, (lam * (x - x2) - y) % _P


def _points(n: int) -> list[str]:
    out, (x, y) = [], (_GX, _GY)
    for _ in range(n):
        x, y = _double(x, y)
        out.append(_point_b64(x, y))
    return out


def _b32(raw: bytes) -> str:
    return base64.b32encode(raw).decode().rstrip("=")


# -- an account's id after its noun --------------------------------------------------------


def test_an_account_sid_after_its_noun_is_kept() -> None:
    for _ in range(DRAWS):
        sid = "AC" + V.hex(32)
        for text in (
            f"2026-03-02 11:04:55 INFO billing: account {sid} over its monthly cap",
            f"Subaccount {sid} was closed by the owner",
        ):
            assert kept(text), text


def test_an_account_sid_is_kept_wherever_it_stands_and_its_token_is_taken() -> None:
    # (round 47: the SID names the account, the auth token beside it is the secret)
    for _ in range(DRAWS):
        sid, token = "AC" + V.hex(32), V.hex(32)
        for text in (
            f"TWILIO_ACCOUNT_SID={sid}",
            f"client = Client('{sid}', token)",
            f"const client = twilio('{sid}', process.env.TWILIO_AUTH_TOKEN);",
        ):
            assert kept(text), text
        for text in (f"client = Client('{sid}', '{token}')", f"twilio('{sid}', '{token}')"):
            out = default_sanitizer().redact(text)
            assert token not in out and sid in out, text


# -- a public key by its form: a point on the curve ----------------------------------------


def test_a_public_point_is_kept_and_random_bytes_are_not_a_point() -> None:
    for p in _points(8):
        assert public_point(p)
        assert kept(f"SERVER_SIGNING_JWK_RAW={p}"), p
        assert kept(f'const subscription = {{"keys": {{"p256dh": "{p}"}}}}'), p
    for _ in range(DRAWS):
        fake = _point_b64(int(V.hex(64), 16), int(V.hex(64), 16))
        assert not public_point(fake)
        assert taken(f"PUSH_SIGNING_SECRET={fake}", fake)


# -- a key a standard names public ---------------------------------------------------------


def test_a_key_a_standard_names_public_is_kept() -> None:
    for _ in range(DRAWS):
        key = "B" + V.rand(86, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        assert kept(f"reg.pushManager.subscribe({{ applicationServerKey: '{key}' }})"), key
        assert taken(f"VAPID_PRIVATE_KEY={key[:43]}", key[:43])


# -- a site tag's conversion ---------------------------------------------------------------


def test_a_tag_conversion_label_is_kept() -> None:
    for _ in range(DRAWS):
        n, label = str(V.random.randrange(10**8, 10**9)), V.rand(20)
        for text in (
            f"gtag('event', 'purchase', {{'send_to': 'AW-{n}/{label}', 'value': 9}});",
            f"gtag('config', 'DC-{n[:7]}/sales/{label[:8]}+standard');",
        ):
            assert kept(text), text


def test_a_token_under_a_tag_prefix_is_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(24)
        assert taken(f"ADS_REFRESH_TOKEN=AW-{v}", f"AW-{v}")


# -- the id of the request answered --------------------------------------------------------


def test_the_id_of_the_request_answered_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f'<saml2p:LogoutResponse ID="_{V.hex(40)}" InResponseTo="_{V.hex(40)}">',
            f'{{"in_reply_to": "msg-{V.rand(22)}", "body": "ok"}}',
        ):
            assert kept(text), text


def test_a_password_under_a_reply_name_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(18)
        assert taken(f'in_reply_to_password="{pw}"', pw)


# -- a package's spec: name, triplet or scope, `@` and a version ----------------------------


def test_a_package_spec_with_a_version_is_kept() -> None:
    for _ in range(DRAWS):
        text = f"Installing fmt:arm64-osx@10.2.1 ({V.hex(64)})... done"
        assert kept(text), text
    assert kept("resolved catalog:x86_64-windows-static@2.4 from the registry")


def test_a_password_before_a_host_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(14)
        for text in (f"mysqlsh admin:{pw}@db-7.internal:3306", f"proxy via ops:{pw}@10.1.2.3"):
            assert taken(text, pw), text


# -- placeholders --------------------------------------------------------------------------


def test_a_prefix_before_words_addressing_the_reader_is_kept() -> None:
    for text in (
        "OPENAI_API_KEY=sk-your-api-key",
        "token: ghp_your_token_here",
        "export XAPP_TOKEN=xapp-my-app-level-token",
    ):
        assert kept(text), text
    for _ in range(DRAWS):
        v = V.rand(12)
        assert taken(f"SLACK_BOT_TOKEN=xoxb-your-{v}", f"xoxb-your-{v}")


# -- a one-time password's seed docs publish -----------------------------------------------


def test_a_documented_seed_is_kept_and_other_seeds_taken() -> None:
    rfc = _b32(b"12345678901234567890")
    assert kept(f"otpauth://totp/ACME:dana?secret={rfc}&algorithm=SHA1")
    assert kept(f"totp:\n  secret: {_b32(b'1234567890' * 3 + b'12')}  # RFC 6238, SHA-256")
    # base32 of other text is a password encoded, no example
    pw = _b32(b"Welcome!" + V.rand(8).encode())
    assert taken(f"otpauth://hotp/Demo:eve?secret={pw}&counter=0", pw)
    for _ in range(DRAWS):
        seed = _b32(bytes.fromhex(V.hex(40)))
        if not any(c.isdigit() for c in seed):
            continue  # letters only: a known miss of the seed rules, not this round's class
        assert taken(f"otpauth://totp/ACME:dana?secret={seed}&issuer=ACME", seed), seed


# -- a token per host in an object named for a credential's kind ---------------------------


def test_a_token_under_a_host_in_a_credential_kind_object_is_taken() -> None:
    for _ in range(DRAWS):
        v, w = V.rand(40, ALNUM + "-_"), V.rand(20)
        for text, secret in (
            (f'{{"bearer": {{"repo.corp.example": "{v}"}}}}', v),
            (f'export COMPOSER_AUTH=\'{{"gitlab-oauth": {{"git.corp.example": "{w}"}}}}\'', w),
            (
                f'{{\n  "tokens": {{\n    "a.example": "{w}",\n'
                f'    "registry.corp.example": "{v}"\n  }}\n}}',
                v,
            ),
        ):
            assert taken(text, secret), text


def test_a_host_map_of_no_credential_is_kept() -> None:
    for text in (
        '{"gitlab-oauth": {"gitlab.com": "<your-token>"}}',
        '{"tokens": {"api.example.com": "expires-soon"}}',
        '{"mirrors": {"repo.corp.example": "https://cache.corp.example/repo"}}',
        '{"bearer": {"repo.corp.example": "${REPO_TOKEN}"}}',
    ):
        assert kept(text), text


def test_many_kind_objects_stay_linear() -> None:
    assert stays_linear('"token": {' * 4000)
    assert stays_linear('{"bearer": {' + '"a.b": "x", ' * 4000)
