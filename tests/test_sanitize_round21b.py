"""Round 21b's classes (issue 27): secrets as people hand them over, and values public by design.

A bare key in a chat line, a password read out with "as in", a one-time share link's
key, a key in an integration's URL path, a vendor's key with its owner before it and a
key under a name that says nothing are taken (relayed.py), in forms held-out 27 does
not hold; a protocol's nonce, an object's id in test mode, a key's fingerprint, a
flag, a field's name as a mask and a key the text calls public are kept (openly.py).
The values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round21b")


# -- a bare key in a chat line -----------------------------------------------------------


@pytest.mark.slow
def test_a_bare_key_in_a_chat_line_is_taken_in_any_language() -> None:
    for _ in range(DRAWS):
        key = V.rand(32)
        # a short key with a digit in every three characters (a shorter one with fewer
        # digits may read as words: those are judged by `random_key`'s mix)
        short = "".join(
            V.random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ")
            + V.random.choice("abcdefghijkmnopqrstuvwxyz")
            + str(V.random.randrange(10))
            for _ in range(7)
        )
        for text, secret in (
            (f"here {key}", key),
            (f"ok that worked, the staging one is {key} btw", key),
            (f"> maria: try {key} for the bucket\nthanks!", key),
            (f"ya está, la nueva es {key}, no la compartas", key),
            (f"le nouveau est {short}, merci", short),
            (f"ключ от сервера {key} никому не давай", key),
            (f"ci-deploy  Nov 27  {key}\nCopy  Revoke", key),
            (f'{{"new_string": "la clave es {key} ok"}}', key),
        ):
            assert taken(text, secret), text


def test_an_id_a_digest_or_an_address_in_a_chat_line_is_kept() -> None:
    for _ in range(DRAWS):
        key = V.rand(32)
        for text in (
            f"the request id was {key}, can you look it up?",
            f"commit {V.hex(40)} broke the build",
            f"deployed at 0x{V.hex(40)} on Base",
            f"pinned bafybei{V.rand(50).lower()}",
            f"the playback id is {key}",
            f"wallet {key} has no funds",
            f"see https://example.com/docs/{key} for details",
            f"x = call({key})",
        ):
            assert kept(text), text


# -- a password read out with "as in" --------------------------------------------------------


def test_a_password_read_out_with_as_in_is_taken() -> None:
    for text in (
        "the pin pad password: capital Q as in quebec, 4, r as in romeo, 9, m as in mike, 2",
        "wifi is x as in x-ray, 7, small b as in bravo, 3, T as in tango, 0, k as in kilo",
        "it's h as in hotel, 5, 5, capital Z as in zulu, e as in echo, 1, and then 8",
    ):
        out = taken(text, "as in")
        assert out, text


def test_a_record_s_code_read_out_is_kept() -> None:
    for text in (
        "booking reference is K as in kilo, 7, M as in mike, 2, P as in papa, 4",
        "your confirmation: B as in bravo, 2, D as in delta, 9, F as in foxtrot, 1",
        "K as in kilo, 7",
    ):
        assert kept(text), text


# -- a one-time share link, a key in an integration's path ----------------------------------


def test_a_share_link_s_key_is_taken() -> None:
    for _ in range(DRAWS):
        k = V.rand(22)
        for text in (
            f"https://send.bitwarden.com/#{V.rand(22)}/{k}",
            f"https://privatebin.example.org/?{V.hex(16)}#{k}{V.rand(20)}",
            f"https://yopass.se/#/s/{V.uuid()}/{k}",
            f"https://pwpush.com/p/{k}",
            f"https://onetimesecret.com/secret/{k}",
        ):
            assert taken(text, k), text


def test_a_fragment_or_a_path_that_is_no_key_is_kept() -> None:
    for text in (
        "https://docs.example.com/guide#installing-on-linux",
        "https://github.com/acme/api/blob/main/app.py#L120-L145",
        "https://example.com/p/how-to-rotate-keys",
        "https://github.com/acme/api/pull/12#issuecomment-1234567890",
        "https://docs.google.com/spreadsheets/d/1aBcD/edit#gid=0",
    ):
        assert kept(text), text


def test_a_key_in_an_integration_s_path_is_taken() -> None:
    for _ in range(DRAWS):
        # keys of the rule's class, letters and digits mixed: a digit between letters
        # inside (a plain draw of 26 has no digit one time in a hundred, and a letter
        # and a number, `T0000…`, reads as an id); the hex segment the same
        d = V.random.randrange(10)
        k = f"{V.rand(12)}x{d}Q{V.rand(11)}"
        h = f"{V.hex(11)}{d}c{d}{V.hex(11)}"
        u = V.uuid()
        for text, secret in (
            (f"url: https://oncall.example.net/integrations/v1/webhook/{k}/", k),
            (f"https://api.chat.example/workspaces/{V.hex(24)}/incomingWebhooks/post/{k}", k),
            (f"curl -X POST https://hooks.example.sh/{h}/push-events", None),
            (f"POST https://events.example.com/api/events/{u}/", u),
            (f"http://127.0.0.1:1337/{k}/v0.1/scan", k),
            (
                f"https://connect.example.com/webhook/"
                f"a{V.random.randrange(10)}{V.hex(6)}b{V.random.randrange(10)}",
                None,
            ),
        ):
            out = taken(text, secret) if secret else not kept(text)
            assert out, text


def test_a_path_of_words_numbers_and_versions_is_kept() -> None:
    for text in (
        "https://api.github.com/repos/acme/app/hooks/123456789",
        "https://example.com/api/v1/events/latest",
        "https://example.com/integrations/slack/settings",
        "https://example.com/api/v2/users",
    ):
        assert kept(text), text


# -- vendors' keys with their owner before them ------------------------------------------


def test_a_vendor_s_key_with_its_owner_before_it_is_taken() -> None:
    for _ in range(DRAWS):
        k = V.rand(22)
        h = V.hex(64)
        for text, secret in (
            (f"export APOLLO_KEY=service:my-graph:{k}", k),
            (f"rover config auth --key user:gh.octocat:{k}", k),
            (f"Authorization: apikey shop::stepzen.io+1000::{h}", h),
            (f"-H 'Authorization: Bearer perm:{V.rand(8)}=.{V.rand(4)}=.{k}'", k),
            (f"YOUTRACK_TOKEN=perm-{V.rand(8)}.{V.rand(4)}.{k}", k),
        ):
            assert taken(text, secret), text


def test_an_owner_and_a_name_with_colons_are_kept() -> None:
    for text in (
        "service:payments:processing-queue",
        "user:alice:admin",
        "std::vector<int>::iterator",
    ):
        assert kept(text), text


# -- a key under a name that says nothing ---------------------------------------------------


@pytest.mark.slow
def test_a_key_under_a_block_that_says_secret_is_taken() -> None:
    for _ in range(DRAWS):
        h = V.hex(64)
        k = V.rand(40)
        for text, secret in (
            (f"hmac:\n  algo: sha256\n  sig: {h}", h),
            (f"signing:\n  key: {k}\n  algo: HS256", k),
            (f"credentials:\n  value: '{k}'", k),
            (f'gw = Gateway(merchant_id="M12345", hash="{h[:32]}")', h[:32]),
            (f"client = PayClient(account_id='A99', salt='{k}')", k),
        ):
            assert taken(text, secret), text


def test_a_digest_beside_no_secret_block_is_kept() -> None:
    h = V.hex(64)
    for text in (
        f"artifacts:\n  sig: {h}",
        "signing:\n  key_file: release.p12\n  algo: sha256",
        f'upload(name="a.tgz", hash="{h}")',
    ):
        assert kept(text), text


def test_a_pass_phrase_in_parts_is_taken() -> None:
    for text, secret in (
        ('pass_phrase: "meadow-ember-maple-otter41"', "meadow-ember"),
        ("PASS_WORD=Xk9vQ2mLp4rT", "Xk9vQ2mLp4rT"),
        ('{"pass_phrase": "lantern-otter-cobalt77"}', "lantern-otter"),
    ):
        assert taken(text, secret), text


# -- values public by design or by what the text says ---------------------------------------


def test_a_protocol_s_nonce_or_a_digest_in_its_header_is_kept() -> None:
    for _ in range(DRAWS):
        nonce = V.rand(22) + "=="
        for text in (
            f"Sec-WebSocket-Key: {nonce}",
            f"Sec-WebSocket-Accept: {V.rand(27)}=",
            f'{{"name": "Sec-WebSocket-Key", "value": "{nonce}"}}',
            f"-H 'Sec-WebSocket-Key: {nonce}'",
            f"Content-MD5: {nonce}",
            f'ETag: "{V.hex(32)}"',
        ):
            assert kept(text), text


def test_a_key_under_another_header_is_still_taken() -> None:
    for _ in range(DRAWS):
        k = V.rand(40)
        assert taken(f"X-Api-Key: {k}", k)
        assert taken(f'{{"name": "Authorization", "value": "Bearer {k}"}}', k)


@pytest.mark.slow
def test_an_object_s_id_in_test_or_live_mode_is_kept_and_a_key_is_taken() -> None:
    for _ in range(DRAWS):
        body = V.rand(58)
        for text in (
            f"redirect to /success?session_id=cs_test_{body}",
            f"checkout session cs_live_{body} completed",
            f"session_id: bps_test_{body[:24]}",
        ):
            assert kept(text), text
        assert taken(f"STRIPE_SECRET_KEY=sk_test_{body}", body)
        assert taken(f"rk_live_{body}", body)


def test_a_key_s_fingerprint_after_a_tool_s_words_is_kept() -> None:
    for _ in range(DRAWS):
        fp = V.hex(40).upper()
        for text in (
            f"gpg: using RSA key {fp}",
            f"gpg: using EDDSA key {fp}",
            f"Primary key fingerprint: {' '.join(fp[i : i + 4] for i in range(0, 40, 4))}",
            f"gpg --recv-keys {fp}",
            f"ED25519 key fingerprint is SHA256:{V.rand(43)}.",
            f"signingkey = {fp[-16:]}",
        ):
            assert kept(text), text


def test_a_flag_under_a_secret_s_name_is_kept() -> None:
    for text in (
        '<Connection Host="db" UserName="root" SavePassword="false"/>',
        "password_required: yes",
        "RememberPassword=0",
        '"storePassword": "True"',
    ):
        assert kept(text), text


def test_a_field_s_name_as_a_mask_is_kept() -> None:
    for text in (
        '{"user": "metabase", "password": "**MetabasePass**"}',
        "password: __SECRET__",
        "api_key: <<hidden>>",
    ):
        assert kept(text), text


def test_a_key_the_text_calls_public_is_kept_and_one_it_calls_secret_is_taken() -> None:
    for _ in range(DRAWS):
        k = V.rand(40)
        for text in (
            f"mapboxgl.accessToken = '{k}'; // public token, URL-restricted",
            f"MAPS_API_KEY={k}  # browser key, restricted to our domain",
            f"token: {k}  # domain-restricted",
        ):
            assert kept(text), text
        assert taken(f"accessToken = '{k}'; // secret token, never share", k)
