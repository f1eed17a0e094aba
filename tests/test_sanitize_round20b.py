"""Round 20b's classes (issue 27): the vendors' own objects held-out 26 showed, as classes.

A value whose name says it is a ref, a key's id, a client's id or the token of a tokenized
card, a bare token of a record whose state stands beside it, and the documented public
forms (a consumer key's, a Spaces key id's, a link token's, a secret manager's reference,
a wallet's id, ids of one form side by side, a client SDK's `pk_` key, a page global's
`init` key, a site's number): each is kept (vendor_ids.py), in forms the set does not
hold. Beside each, its twin that is a secret stays taken. The values are generated here
from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round20b")


# -- names that say ref, key id, client id, a card's token ---------------------------------


def test_a_ref_of_a_payment_is_kept_in_any_form() -> None:
    for _ in range(DRAWS):
        h = V.hex(32)
        for text in (
            f'"flw_ref": "FLW-MOCK-{h}"',
            f"payment_reference: PAY-{h}",
            f"TX_REF={V.rand(24)}",
            f"<txRef>{h}</txRef>",
            f'paymentRef = "{V.rand(28)}"',
        ):
            assert kept(text), text


def test_a_key_s_id_is_kept_and_the_key_is_taken() -> None:
    for _ in range(DRAWS):
        h = V.hex(40)
        for text in (
            f'"private_key_id": "{h}"',
            f"signing_key_id: {h}",
            f"PRIVATE_KEY_ID={h}",
            f'privateKeyId = "{h}"',
        ):
            assert kept(text), text
        assert taken(f'"private_key": "{h}{h}"', h)
        assert taken(f"SIGNING_KEY={h}", h)


def test_a_key_id_inside_a_pasted_key_file_stays_with_the_key() -> None:
    for _ in range(DRAWS):
        h = V.hex(40)
        text = f'{{"type": "service_account", "project_id": "p", "private_key_id": "{h}"}}'
        assert taken(text, h)


def test_a_client_id_is_kept_but_the_secret_of_its_pair_is_taken() -> None:
    for _ in range(DRAWS):
        cid = V.rand(32)
        # a generated secret, as the pair rule judges one: with one or two digits among 30
        # letters, 6 draws in 3,000 read as a word-like value and stayed (seen, left)
        sec = V.rand(29) + "".join(V.random.choice("0123456789") for _ in range(3))
        assert kept(f"oauth_client_id: {cid}")
        assert kept(f'"consumer_id": "{cid}"')
        assert taken(f'set creds [binary encode base64 "$client_id:{sec}"]', sec)
        assert taken(f"printf '%s:%s' \"$CLIENT_ID\" '{sec}' | base64", sec)


def test_the_token_of_a_tokenized_card_is_kept() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        for text in (
            f"card token {u} state ACTIVE",
            f'"card_token": "{u}"',
            f"payment_method_token={V.rand(24)}",
            f'cardToken: "{u}"',
            f'"token": "{u}", "type": "VIRTUAL", "state": "OPEN"',
            f"token: {u} status PAUSED",
        ):
            assert kept(text), text


@pytest.mark.slow
def test_tokens_that_are_credentials_stay_taken() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        r = V.rand(40)
        assert taken(f'"access_token": "{r}"', r)
        assert taken(f"api_token: {r}", r)
        assert taken(f"OP_SERVICE_ACCOUNT_TOKEN=ops_{r}", r)
        assert taken(f"VAULT_TOKEN={r}", r)
        assert taken(f'"token": "{u}", "expires_in": 3600', u)
        assert taken(f'"source_token": "{r}"', r)


# -- documented public forms -------------------------------------------------------------------


def test_a_salesforce_consumer_key_is_kept() -> None:
    for _ in range(DRAWS):
        ck = "3MVG9" + V.rand(40) + "." + V.rand(30)
        for text in (f"Consumer Key: {ck}", f"SF_CLIENT_ID={ck}", f'"client_id": "{ck}"'):
            assert kept(text), text
        sec = V.hex(32).upper()
        assert taken(f"Consumer Secret: {sec}", sec)


def test_a_spaces_key_id_is_kept_and_its_secret_taken() -> None:
    for _ in range(DRAWS):
        kid = "DO00" + "".join(
            V.random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(16)
        )
        sec = V.rand(43)
        for text in (
            f"Access Key: {kid} (secret hidden)",
            f"SPACES_KEY={kid}",
            f"aws_access_key_id = {kid}",
            f"| {kid} | ci-deploy | 2026-01-02 |",
        ):
            assert kept(text), text
        assert taken(f"SPACES_SECRET={sec}", sec)


def test_a_link_token_is_kept_and_an_access_token_taken() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        env = V.random.choice(["sandbox", "development", "production"])
        assert kept(f'"link_token": "link-{env}-{u}"')
        assert kept(f"linkToken = 'link-{env}-{u}'")
        assert kept(f'"public_token": "public-{env}-{u}"')
        assert taken(f'"access_token": "access-{env}-{u}"', u)


def test_a_secret_manager_reference_in_a_deploy_flag_is_kept() -> None:
    for text in (
        "gcloud run deploy api --update-secrets=PLAID_SECRET=plaid-secret:latest",
        "gcloud run deploy api --set-secrets=DB_PASS=db-pass:3,API_KEY=api-key:latest",
        "gcloud functions deploy f --set-secrets 'TOKEN=bot-token:7'",
    ):
        assert kept(text), text


def test_ids_of_wallets_and_of_one_form_side_by_side_are_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f"payment_{V.hex(32)} captured into ewallet_{V.hex(32)}",
            f"payout to beneficiary_{V.hex(32)}",
            f'"sender": "sender_{V.hex(32)}"',
            f"prompt pr_{V.rand(20)} version prv_{V.rand(20)} log data_{V.rand(20)}",
            f"run tr_{V.rand(16)} step sp_{V.rand(16)} file fl_{V.rand(16)}",
        ):
            assert kept(text), text


def test_a_lone_prefixed_key_stays_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(20)
        assert taken(f"HUMANLOOP_API_KEY=prv_{r}", r)
        assert taken(f"api_key = sk_{r}{r}", r)


def test_a_client_sdk_s_public_key_and_a_page_global_s_init_key_are_kept() -> None:
    for _ in range(DRAWS):
        h = V.hex(48)
        r = V.rand(22)
        for text in (
            f'Superwall.configure(apiKey: "pk_{h}")',
            f"Paywall.configure(apiKey: 'pk_{h}')",
            f'Purchases.setup(key: "pk_{h}")',
            f"filestack.init('{r}').picker().open();",
            f'uploadcare.init("{r}");',
        ):
            assert kept(text), text


def test_a_server_sdk_key_stays_taken() -> None:
    for _ in range(DRAWS):
        h = V.hex(34)
        r = V.rand(26)
        assert taken(f'KLAVIYO_PRIVATE_KEY="pk_{h}"', h)
        assert taken(f"security = Security(policy, '{r}')", r)
        assert taken(f"sdk.init('{r}')", r)
        assert taken(f"payments.init('sk_live_{r}')", r)


def test_a_site_number_under_its_vendor_s_name_is_kept() -> None:
    for _ in range(DRAWS):
        n = "".join(V.random.choice("0123456789") for _ in range(14))
        for text in (
            f"klevu.settings.apiKey = 'klevu-{n}';",
            f'window.searchspring = {{ siteKey: "searchspring-{n}" }}',
        ):
            assert kept(text), text
