"""Round 11's classes (issue 27): ids that are credentials, keys of parts, quoted lines.

Ids that are credentials whatever their shape (a secret's id, a signed-in
session's id, an OAuth code in a query; safety/credential_ids.py), a bare
`key` beside a user's name, keys made of parts (`<id>:<secret>`, `<hex>-<uuid>`,
`<prefix>.<a>.<b>`) judged by their parts (clauses.py), a clause's window that
no longer cuts a long key short, and lines quoted by aider's `#### ` or
Markdown's `> ` read without their marks (escapes.py). Each with the secrets it
must take and the look-alikes in the same place that must come through. The
values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import string
from urllib.parse import quote

import pytest

from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.escapes import original_offset, quoted_lines
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import Values
from .fake_values import kept as _kept
from .fake_values import taken as _taken

S = default_sanitizer()
V = Values("kenning-tests-round11")
R = V.random
_rand, _hex, _uuid = V.rand, V.hex, V.uuid


def _b32(n: int) -> str:
    while True:
        v = "".join(R.choice(string.ascii_uppercase + "234567") for _ in range(n))
        if sum(c.isdigit() for c in v) >= n // 6:
            return v


# -- ids that are credentials ------------------------------------------------------------

SECRET_ID = _uuid()
SESSION = _uuid()


@pytest.mark.parametrize(
    "text",
    [
        f"vault write auth/approle/login role_id={_uuid()} secret_id={SECRET_ID}",
        f"export VAULT_SECRET_ID={SECRET_ID}",
        f'{{"role_id": "{_uuid()}", "secret_id": "{SECRET_ID}"}}',
        f"secretId: {SECRET_ID}",
        f"vault write auth/approle/login --secret-id {SECRET_ID}",
        f"Key          Value\n---          -----\nsecret_id    {SECRET_ID}\n",
        f"AUTH_SESSION_ID={SESSION}",
        f"Cookie: AUTH_SESSION_ID={SESSION}.node-0; theme=dark",
        f"X-Login-Session-Id: {SESSION}",
        f'{{"ssoSessionId": "{SESSION}"}}',
    ],
)
def test_a_secret_id_or_a_signed_in_session_id_is_taken(text: str) -> None:
    secret = SECRET_ID if "ecret" in text else SESSION
    assert _taken(text, secret), S.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        # a session's id with no word of signing in: an agent log's conversation id
        f'{{"session_id": "{_uuid()}", "type": "user"}}',
        f"SESSION_ID={_uuid()} started",
        # an accessor of a secret id, and the id of a role
        f"secret_id_accessor    {_uuid()}",
        f"role_id={_uuid()}",
        # a reference, a placeholder
        "secret_id=$VAULT_SECRET_ID",
        "AUTH_SESSION_ID=<your session id>",
        # an Azure Key Vault secret's id is its URL
        'secretId: "https://myvault.vault.azure.net/secrets/db-password/0123"',
    ],
)
def test_ids_that_are_no_credential_stay(text: str) -> None:
    assert _kept(text), S.redact(text)


CODE = _rand(40)


@pytest.mark.parametrize(
    "text",
    [
        f"GET /oauth/callback?code={quote('4/0A' + CODE, safe='')}&state=xyz&scope=email",
        f"https://app.example.com/callback?code={CODE}&state=af0ifjsldkj",
        f"http://localhost:3000/api/auth/callback/github?code={CODE}",
        f'curl https://oauth2.example.com/token -d "grant_type=authorization_code&code={CODE}"',
        f'<a href="/login/done?state=1&amp;code={CODE}">',
    ],
)
def test_an_oauth_code_in_a_query_or_a_form_is_taken(text: str) -> None:
    assert _taken(text, quote("4/0A" + CODE, safe="") if "%2F" in text else CODE), S.redact(text)


def test_githubs_short_hex_code_is_taken_after_a_callback() -> None:
    code = _hex(20)
    assert _taken(f"http://localhost:8080/auth/github/callback?code={code}&state=x", code)


@pytest.mark.parametrize(
    "text",
    [
        "https://shop.example.com/product?code=ABCD1234EFGH&ref=home",
        f"https://example.com/item?code={_hex(24)}",  # no word of OAuth in the URL
        f"&code_challenge={_rand(43)}&code_challenge_method=S256",
        "https://example.com/oauth/callback?code=$CODE&state=1",
        "https://example.com/oauth/callback?code=YOUR_AUTH_CODE&state=1",
        "process exited with code=137 after login",
    ],
)
def test_codes_that_are_no_oauth_code_stay(text: str) -> None:
    assert _kept(text), S.redact(text)


# -- a bare `key` beside a user's name ---------------------------------------------------


@pytest.mark.parametrize(
    "layout",
    [
        '{{"username":"bobdata","key":"{v}"}}',
        "username: bob\nkey: {v}\n",
        "{{'user': 'ops', 'key': '{v}'}}",
    ],
)
def test_a_key_beside_a_user_name_is_taken(layout: str) -> None:
    v = _hex(32)
    assert _taken(layout.format(v=v), v)


@pytest.mark.parametrize(
    "text",
    [
        f'{{"key": "{_hex(32)}", "size": 1204}}',  # a cache entry: no user
        '{"user": "bob", "key": "settings.theme.darkModeEnabled"}',  # a setting's name
        f'{{"user": "bob"}}\n\n{{"key": "{_hex(32)}"}}',  # another object
    ],
)
def test_a_key_with_no_user_beside_it_stays(text: str) -> None:
    assert _kept(text), S.redact(text)


# -- keys of parts -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        f"{_rand(30)}:{_rand(44)}",  # <id>:<key>
        f"{_hex(32)}-{_uuid()}",  # hex and a UUID
        f"NNSXS.{_b32(39)}.{_b32(64)}",  # a prefix and two base32 parts
        f"secret_{''.join(R.choice(string.ascii_lowercase + string.digits) for _ in range(32))}"
        f"_{_hex(32)}",
        f"{_hex(32)}.{_rand(16)}",
    ],
)
def test_a_key_of_parts_reads_as_generated(value: str) -> None:
    assert generated_value(value)
    assert _taken(f"sdk.configure('{value}')", value)
    assert _taken(f"ok I regenerated it, new one is {value} - does it work?", value)


@pytest.mark.parametrize(
    "value",
    [
        f"sha256:{_hex(64)}",  # a digest with its algorithm
        "com.example.app.MainActivity",
        "a.b.use24HourClock",
        f"{_uuid()}-{_hex(4)}",  # under 40 hex digits
    ],
)
def test_what_is_no_key_of_parts(value: str) -> None:
    assert not generated_value(value)


def test_a_long_key_after_a_cue_is_not_cut_by_the_clause_window() -> None:
    value = f"{_rand(30)}:{_rand(44)}"
    text = f"sdk.configure('{value}')"
    assert S.redact(text) == "sdk.configure('[REDACTED:secret_in_clause]')"


# -- quoted lines --------------------------------------------------------------------------


def test_lines_quoted_by_aider_are_read_without_their_marks() -> None:
    v = _rand(16)
    text = (
        "#### look at this:\n####       - name: VONAGE_API_SECRET\n"
        f'####         value: "{v}"\n#### what is wrong?\n'
    )
    out = S.redact(text)
    assert v not in out
    assert out.startswith("#### look at this:\n####       - name: VONAGE_API_SECRET\n")


def test_a_key_printed_by_a_command_in_a_quoted_block_is_taken() -> None:
    v = _hex(64)
    text = f"> $ xxd -p -c 64 config/master.key\n> {v}\n> what now?"
    assert _taken(text, v)


def test_the_quoted_view_maps_back_to_the_text() -> None:
    text = "#### a: 1\n#### bb: 2\nplain\n> c: 3\n> d: 4"
    view = quoted_lines(text)
    assert view is not None
    plain, at, extra = view
    assert plain == "\na: 1\nbb: 2\nplain\nc: 3\nd: 4"
    for word in ("a: 1", "bb: 2", "plain", "c: 3", "d: 4"):
        i = plain.index(word)
        j = original_offset(i, at, extra)
        assert text[j : j + len(word)] == word
        assert original_offset(i + len(word), at, extra) == j + len(word)


def test_markdown_headings_are_no_quoted_lines() -> None:
    assert quoted_lines("#### Setup\nrun it\n\n#### Usage\ncall it") is None


# -- public heads, references, masks and defaults ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        f"Analytics.initialize('client-{_rand(43)}')",
        f"Maps.initialize('prj_live_pk_{_hex(40)}')",
        f'TRACKER_KEY="pub_{_rand(32)}"',
        "APP_KEYS=toBeModified1,toBeModified2",
        "<source-password>hackme</source-password>",
        "api_key: '%env(MAPS_API_KEY)%'",
        "OPENAI_API_KEY=op://Engineering/OpenAI/credential",
        "  master_key: os.environ/GATEWAY_MASTER_KEY",
        "Title: router\nUserName: admin\nPassword: PROTECTED",
    ],
)
def test_public_heads_references_masks_and_defaults_stay(text: str) -> None:
    assert _kept(text), S.redact(text)


def test_a_pk_key_sent_as_a_requests_credential_is_taken() -> None:
    v = "pk_" + _hex(34)
    assert _taken(f"Authorization: Klaviyo-API-Key {v}", v[3:])


def test_a_secret_head_beats_a_client_word() -> None:
    v = f"client-secret-{_rand(32)}"
    assert _taken(f'APP_SECRET="{v}"', v)
