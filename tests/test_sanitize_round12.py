"""Round 12's classes (issue 27): quotes, escapes, door codes, URL paths, prefixed keys.

Typographic quotes read as straight ones (escapes.py), a password with a `%XX`
escape inside standing alone, key material behind a dotted prefix, a bech32
private key, a JWT with an opaque payload (stated.py), a door's or an alarm's
code with the `#` a keypad ends it with (codes.py), a token in a URL's path
after a segment that names a credential (hooks.py), a credential given to a
verb that takes one or to a secret's short flag (verbs.py), `API` as a weak cue
in any language and a client's one-case key (clauses.py), a bare key up to 200
characters (bare.py). Each with the secrets it must take and the
look-alikes in the same place that must come through. The values are
generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety.escapes import typographic
from kenning.daemon.safety.stated import dotted_key_material, escaped_password

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round12")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid

# -- typographic quotes ----------------------------------------------------------------------

CURLY = _rand(10) + "!" + _rand(4)
GUILLEMET_KEY = _rand(28)


def test_typographic_quotes_read_straight_one_character_for_one() -> None:
    text = "it’s “x” and « y » and „z“"
    straight = typographic(text)
    assert straight == 'it\'s "x" and " y " and "z"'
    assert straight is not None and len(straight) == len(text)
    assert typographic("no quotes here, café") is None


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"the Wi-Fi is “CorpGuest” and the code is “{CURLY}”", CURLY),
        (f"la clé API est « {GUILLEMET_KEY} »", GUILLEMET_KEY),
        (f"password = ‘{CURLY}’", CURLY),
    ],
)
def test_a_secret_in_typographic_quotes_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the Wi-Fi at the office is “CorpGuest”, ask at the desk",
        "he said “it’s done” and left",
        "« Bonjour » — l’équipe",
    ],
)
def test_words_in_typographic_quotes_are_kept(text: str) -> None:
    assert kept(text)


# -- a password with a %XX escape inside -----------------------------------------------------

ESC1 = _rand(7) + "%5f" + _rand(4)
ESC2 = _rand(7) + "%24" + _rand(4)
ESC3 = _rand(6) + "%30" + _rand(5)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"Сервердин сырсөзү: {ESC1}", ESC1),
        (f"composer config --global http-basic.repo.corp bob {ESC2}", ESC2),
        (f"the code is “{ESC3}”", ESC3),
        (f'use "{ESC1}" for now', ESC1),
    ],
)
def test_a_password_with_an_escape_standing_alone_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "value",
    ["Report%20Q3final", "Foo%2Fbar1Baz", "a%3Ab%3Ac1D", "Hello%2EWorld2", "abcd%20efgh"],
)
def test_url_encoded_text_is_no_escaped_password(value: str) -> None:
    assert not escaped_password(value)


@pytest.mark.parametrize(
    "text",
    [
        "download Q3%20Report%20Final.pdf from the share",
        "GET /search?q=caf%C3%A9 HTTP/1.1",
        "progress 100% done, 50%off",
        "open https://example.com/a%2Fb%2Fc1D/x",
    ],
)
def test_url_encoded_words_are_kept(text: str) -> None:
    assert kept(text)


# -- a door's or an alarm's code -------------------------------------------------------------

DOOR = str(V.random.randrange(100000, 999999))
PANEL = str(V.random.randrange(1000000, 9999999)) + "D"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"the door code for the server room changed, it's {DOOR}# now", DOOR),
        (f"door code for the office alarm is {PANEL}", PANEL),
        (f"alarm code: {DOOR}", DOOR),
        (f"the garage keypad code is {DOOR}*", DOOR),
    ],
)
def test_a_door_code_stated_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the door code is on the whiteboard in the ops room",
        "door code for the office alarm is on the wiki",
        "the gate opens at 0800 and the door is 2 meters wide",
        "the alarm code path is in src/alarm.py, line 1200",
    ],
)
def test_door_words_without_a_code_are_kept(text: str) -> None:
    assert kept(text)


# -- a token in a URL's path -----------------------------------------------------------------

PUSH = _rand(10)
BRIDGE = _rand(20) + "-" + _rand(19)
PING = _uuid()


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"curl -fsS 'https://status.corp.dev/api/push/{PUSH}?status=up&msg=OK'", PUSH),
        (f"curl -X PUT http://192.168.1.40/api/{BRIDGE}/lights/3/state", BRIDGE),
        (f"curl https://hc.example.com/ping/{PING}", PING),
        (f"GET https://svc.example.com/v1/token/{PUSH}/status", PUSH),
    ],
)
def test_a_token_in_a_url_path_after_a_credential_segment_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "https://example.com/api/v2/users/GetUser2Data",
        "https://x.dev/api/push/notifications",
        "https://example.com/api/Users2Groups/list",
        "https://github.com/o/r/blob/9fceb02d0ae598e95dc970b74767f19372d61af8/src/api/Key.java",
        "https://docs.example.com/api/key/RotatingKeys",
        "https://example.com/api/orders/8f14e45f-ceea-467f-a0e6-bd1a2ef3c9b1",
    ],
)
def test_url_paths_without_a_token_are_kept(text: str) -> None:
    assert kept(text)


# -- key material behind a dotted prefix, bech32 private keys, opaque JWTs -------------------

DOTTED = "ser." + _rand(22)
BECH_BODY = "".join(V.random.choice("qpzry9x8gf2tvdw0s3jn54khce6mua7l") for _ in range(58))
JWT_HEAD = "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9"
OPAQUE_JWT = f"{JWT_HEAD}.{_rand(60)}.{_rand(86)}"


def test_a_dotted_prefix_before_a_random_body_is_key_material() -> None:
    assert dotted_key_material(DOTTED)
    assert not dotted_key_material("price_" + _rand(22))  # an object id's `_`
    assert not dotted_key_material("com.example.app.MainActivity")


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f'{{"environment_key": "{DOTTED}"}}', DOTTED),
        (f'curl -d "{{\\"environment_key\\": \\"{DOTTED}\\"}}" https://api.example.com', DOTTED),
        (f"ENVIRONMENT_KEY={DOTTED}", DOTTED),
        (f"sui keytool import suiprivkey1{BECH_BODY} ed25519", "suiprivkey1" + BECH_BODY),
        (f'      "value": "{OPAQUE_JWT}",', OPAQUE_JWT),
    ],
)
def test_prefixed_keys_bech32_private_keys_and_opaque_jwts_are_taken(
    text: str, secret: str
) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        f'{{"sort_key": "{DOTTED}"}}',
        f"send to bc1q{BECH_BODY[:38]} please",
        f"header {JWT_HEAD} only",
        "xpub6CuRRZjtPq6eLsTtXRnyZsX4w4xyWRAsnTmN6sbrM7B6r29cF6uRkxFpAPXVniy8xbjQGDoivTeZe9hvzC"
        "ovsYa1qvxY9GNWh4w653EFz4w",
    ],
)
def test_public_keys_and_named_lookups_are_kept(text: str) -> None:
    assert kept(text)


# -- a verb that takes a credential, a secret's short flag -----------------------------------

ENABLE = _rand(12)
ONE_CASE = "".join(V.random.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(26))
ONE_CASE = ONE_CASE[:6] + "4k7" + ONE_CASE[9:] + "9"
CLIENT_ID = V.hex(16) + "abcdefghijklmn"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"zrok enable {ENABLE}", ENABLE),
        (f"acme-cli activate {ENABLE}", ENABLE),
        (f"twitch configure -i {CLIENT_ID} -s {ONE_CASE}", ONE_CASE),
        (f"mycli login -t {ONE_CASE}", ONE_CASE),
    ],
)
def test_a_credential_given_to_its_verb_or_short_flag_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


def test_the_client_id_beside_a_secret_flag_is_kept() -> None:
    from kenning.daemon.safety.sanitize import default_sanitizer

    out = default_sanitizer().redact(f"twitch configure -i {CLIENT_ID} -s {ONE_CASE}")
    assert CLIENT_ID in out and ONE_CASE not in out


@pytest.mark.parametrize(
    "text",
    [
        "systemctl enable nginx && systemctl enable Foo2Bar",
        "app register MyApp2 --region eu",
        "curl -s -k https://example.com/login -t 30 -p 8080",
        "tar -czf out.tgz -s /x/y/ && mycli configure -t abcdefghijklmnopqrst",
        "npm login --registry https://registry.npmjs.org",
    ],
)
def test_verbs_and_short_flags_without_a_credential_are_kept(text: str) -> None:
    assert kept(text)


# -- API as a weak cue in any language, a client's one-case key, long bare keys --------------

MIXED = _rand(36)
UPPER = "".join(V.random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(35)) + "7"
LONG = _rand(150)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"Furaha API-ga waa {MIXED}, ha la wadaagin", MIXED),
        (f'client = Client("{UPPER}")', UPPER),
        (f"got it: {LONG}", LONG),
    ],
)
def test_weak_cues_clients_and_long_bare_keys_are_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        f"the API request id is {MIXED}",
        'client = Client("ORDERS_SERVICE_PRODUCTION_EU_WEST_1")',
        "the API returned 404 for /v2/users/me",
    ],
)
def test_api_words_without_a_key_are_kept(text: str) -> None:
    assert kept(text)


# -- a personal access token's or a credential's variable, a client's short mixed key --------

PAT = _rand(40)
IDS_KEY = f"2/{V.random.randrange(10**15, 10**16)}/{V.random.randrange(10**15, 10**16)}:{_hex(32)}"
SHORT_MIXED = "tsnqag" + _rand(10)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"GITHUB_PAT={PAT}", PAT),
        (f"ASANA_PAT={IDS_KEY}", IDS_KEY),
        (f"export SVC_CREDENTIAL={IDS_KEY}", IDS_KEY),
        (f"sdk.configure('{SHORT_MIXED}')", SHORT_MIXED),
    ],
)
def test_vendor_credential_variables_and_short_client_keys_are_taken(
    text: str, secret: str
) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "GOOGLE_APPLICATION_CREDENTIALS=/home/me/keys/sa-prod-2024.json",
        "AWS_SHARED_CREDENTIALS_FILE=~/.aws/credentials DB_CREDS=vault",
        "sdk.configure('MyServiceClient2')",
        'client = Client("ProdEu2Cluster")',
        "ROUTE=2/1234/5678:index",
    ],
)
def test_credential_words_paths_and_names_are_kept(text: str) -> None:
    assert kept(text)


# -- held-out 14's classes: settings set by name, setup keys, raw keys, capability URLs, calls --

PSK_B64 = _rand(43) + "="
SETTING_PW = _rand(7) + "%33" + _rand(4)
SEED_GROUPS = " ".join(
    "".join(V.random.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(4)) for _ in range(8)
)
RAW_KEY = _hex(64)
CAPABILITY = _rand(32)
NAMED_CALL_KEY = _hex(40)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"meshtastic --ch-index 1 --ch-set psk base64:{PSK_B64}", PSK_B64),
        (f"uart:~$ settings set golioth/psk {SETTING_PW}", SETTING_PW),
        (f"Can't scan the QR? Enter this setup key instead: {SEED_GROUPS}", SEED_GROUPS),
        (f"openssl enc -aes-256-cbc -K {RAW_KEY} -in a.dump -out a.enc", RAW_KEY),
        (f"wget https://dl.example.com/share/{CAPABILITY}/backup.tar.gz", CAPABILITY),
        (f'census_api_key("{NAMED_CALL_KEY}", install = TRUE)', NAMED_CALL_KEY),
    ],
)
def test_held_out_14s_classes_are_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "meshtastic --ch-index 0 --ch-set psk default",
        "gsettings set org.gnome.desktop.lockdown disable-lock-screen true",
        "git config --global user.signingkey ABCDEF1234567890",
        "sort -k 2 -K file.txt",
        f"https://app.example.com/share/{_rand(21)}",
        'cache.set_token("user_42_session") or has_token("abcdefgh12")',
        "Scan the QR code to open the app on your phone",
    ],
)
def test_held_out_14s_look_alikes_are_kept(text: str) -> None:
    assert kept(text)


# -- references: a passphrase's source, a SQL variable, a store's path, punctuation ----------


@pytest.mark.parametrize(
    "text",
    [
        "openssl enc -aes-256-cbc -pbkdf2 -pass file:/run/secrets/backup.pass -in ledger.dump",
        "openssl rsa -in key.pem -passin env:KEY_PASS -out plain.pem",
        "ALTER LOGIN [etl_loader] WITH PASSWORD = @new_password;",
        '{{ with secret "secret/data/ledger" }}{{ .Data.data.password }}{{ end }}',
        '"source": ["pwd = getpass(\\"Warehouse password: \\")\\n"]',
    ],
)
def test_references_to_where_a_secret_comes_from_are_kept(text: str) -> None:
    assert kept(text)


PASS_ARG = _rand(14)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"openssl enc -aes-256-cbc -pass pass:{PASS_ARG} -in ledger.dump", PASS_ARG),
        (f"ALTER LOGIN [etl_loader] WITH PASSWORD = '@{PASS_ARG}';", PASS_ARG),
    ],
)
def test_a_password_itself_is_still_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


# -- a key file printed over two lines, a header joined to its value ------------------------

KEY_LINE = _rand(56)
SECRET_LINE = _rand(40) + "+/" + _rand(44) + "=="
GROUPED = "-".join(
    "".join(V.random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10))
    for _ in range(3)
)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"$ cat ~/.config/exchange.key\n{KEY_LINE}\n{SECRET_LINE}\n$ python bot.py", SECRET_LINE),
        (f"$ cat ~/.config/exchange.key\n{KEY_LINE}\n{SECRET_LINE}\n$ python bot.py", KEY_LINE),
        (f"curl_setopt($ch, CURLOPT_HTTPHEADER, ['authorization: ' . '{GROUPED}']);", GROUPED),
        (f'headers = {{"X-Api-Key: " + "{KEY_LINE[:24]}"}}', KEY_LINE[:24]),
    ],
)
def test_printed_key_files_and_joined_headers_are_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "$ cat secret.txt.example\nREPLACE_ME\ndone",
        "$ cat server.key\n-----BEGIN PUBLIC KEY-----",
        "h = 'content-type: ' . 'application/json-patch-2024'",
        "$ cat notes.key\nsee the wiki\n",
    ],
)
def test_printed_words_and_other_headers_are_kept(text: str) -> None:
    assert kept(text)


# -- random letters in a URL query's credential parameter ------------------------------------

LETTERS = (
    "".join(
        V.random.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(31)
    )
    + "Q"
)


def test_random_letters_in_a_query_token_are_taken() -> None:
    text = f'LOG_URL = "https://listener.example.com:8071/?token={LETTERS}&type=django"'
    assert taken(text, LETTERS)


@pytest.mark.parametrize(
    "text",
    [
        "https://example.com/reset?token=ResetYourPasswordNowPlease&user=bob",
        "https://example.com/api?key=AIzaSyAbcdefghijklmnopqrstuv",
        "https://example.com/search?key=HelloWorldThisIsATitle",
    ],
)
def test_words_in_a_query_token_are_kept(text: str) -> None:
    assert kept(text)


# -- a key as the basic-auth user with no password ------------------------------------------

BASIC_KEY = "sk_live_" + _rand(24)


def test_a_key_as_the_basic_user_with_an_empty_password_is_taken() -> None:
    import base64

    pair = base64.b64encode(f"{BASIC_KEY}:".encode()).decode()
    assert taken(f"curl https://api.example.com/v1 -H 'authorization: Basic {pair}'", pair)


@pytest.mark.parametrize(
    "text",
    [
        "the basic idea is simple and Basic dXNlcm5hbWU6 stays",  # `username:`
        "Authorization: Basic dXNlcjpwYXNzd29yZA==",  # `user:password`, a placeholder
        "a basic Dockerfile: FROM python:3.12-slim",
    ],
)
def test_basic_words_and_placeholder_pairs_are_kept(text: str) -> None:
    assert kept(text)


# -- hostile texts for the round's rules stay linear -----------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "text",
    [
        "aB3%41" * 20_000,
        "x set " * 20_000,
        "a enable " * 20_000,
        "'authorization: ' . '" * 10_000,
        'api_key("' * 20_000,
        "door code is " * 10_000,
        "?token=" + "aB" * 30_000,
        "$ cat x.key\n" + "Xk9mP2vL8qWzR4tB1wY6nC3v\n" * 5_000,
        "https://h/api/push/" * 10_000,
        "“" * 50_000,
    ],
    ids=lambda t: t[:12],
)
def test_hostile_text_for_the_rounds_rules_stays_fast(text: str) -> None:
    import time

    from kenning.daemon.safety.sanitize import default_sanitizer

    s = default_sanitizer()
    start = time.process_time()
    out = s.redact(text)
    assert time.process_time() - start < 3.0  # generous: no quadratic blow-up
    assert s.redact(out) == out
