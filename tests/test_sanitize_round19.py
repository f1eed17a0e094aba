"""Round 19's classes (issue 27): the shapes held-out 23 showed, each written as its class.

Look-alikes first: a key's id under a signing key's name, a request id's header with its
number, a site's verification tag, a placeholder by its words, a value its comment calls
a name, a client-side key, a JWT's header cut short, a public key under its comment,
base64 of a JSON of words, an object's id after a vendor's tag (neighbours.py,
public.py, stand_in_tables.py, references.py). Then the leaks: a variable set by a
command's words, a fixture's matcher, a map of keys, a hex dump of a key file, a test
runner's `--key`, an SDK key's shape, a key handed to an SDK's call, a PIN in groups
(given.py, arguments.py, codes.py). Each is written in forms the set does not hold,
each with look-alikes that must come through. The values are generated here from a fixed
seed: none is a real key.
"""

from __future__ import annotations

import base64
import json

import pytest

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round19")


def _gpg_id(n: int = 16) -> str:
    return "".join(V.random.choice("0123456789ABCDEF") for _ in range(n - 1)) + "A"


def _b64(n: int) -> str:
    return V.rand(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+")


# -- look-alikes ------------------------------------------------------------------------------


def test_an_openpgp_key_id_under_a_signing_key_name_is_kept() -> None:
    for _ in range(DRAWS):
        kid = _gpg_id(V.random.choice([8, 16]))
        for text in (
            f"[user]\n\tname = Dev\n\tsigningkey = {kid}\n",
            f"GPG_SIGNING_KEY={kid}",
            f"signing_key: 0x{kid}",
            f'{{"gpgKey": "{kid}"}}',
            f"git config --global user.signingkey {kid}",
        ):
            assert kept(text), text
    fpr = _gpg_id(40)
    assert kept(f"signingKey = {fpr}")


def test_a_signing_key_of_a_secret_s_length_is_still_taken() -> None:
    for _ in range(DRAWS):
        h = V.hex(64)
        r = V.rand(40)
        assert taken(f"SIGNING_KEY={h}", h)
        assert taken(f"signing_key: {r}", r)
        assert taken(f"GPG_PASSPHRASE={r}", r)


def test_a_request_id_header_with_its_number_is_kept() -> None:
    for _ in range(DRAWS):
        v = _b64(76)
        for text in (
            f"< x-amz-id-2: {v}",
            f"x-amz-id-2: {v}",
            f"request_id_2 = {v}",
            f'{{"trace-id-3": "{v}"}}',
        ):
            assert kept(text), text
    s = V.rand(40)
    assert taken(f"secret_id_2 = {s}", s)
    assert taken(f"api_key_2 = {s}", s)


def test_a_site_verification_tag_is_kept() -> None:
    for _ in range(DRAWS):
        v = V.rand(43)  # (no `_`: `RK_…` would be a restricted key's head)
        h = V.hex(32)
        for text in (
            f'<meta name="google-site-verification" content="{v}">',
            f'<meta name="facebook-domain-verification" content="{h}" />',
            f"<meta name='p:domain_verify' content='{h}'/>",
            f'<meta name="msvalidate.01" content="{h.upper()}" />',
            f'example.com.  300  IN  TXT  "google-site-verification={v}"',
            f'_acme-challenge.example.com. 60 IN TXT "{v}"',
            f"google_site_verification: {v}",
        ):
            assert kept(text), text


def test_a_placeholder_by_its_words_is_kept() -> None:
    for text in (
        'monkeypatch.setenv("SENDGRID_API_KEY", "test-key")',
        "API_TOKEN=mock_token",
        'process.env.STRIPE_SECRET_KEY = "test-secret"',
        "Authorization: Bearer invalid-token",
        'ENV["GITHUB_TOKEN"] = "fake-token"',
        "export SLACK_TOKEN=dummy-token",
        'config.api_key = "demo-api-key"',
        "password: wrong-password",
    ):
        assert kept(text), text


def test_a_placeholder_word_before_a_random_part_is_still_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(24)
        assert taken(f"API_KEY=test-key-{r}", r)
        assert taken(f'token = "mock_{r}"', r)


def test_a_value_its_comment_calls_a_name_or_an_id_is_kept() -> None:
    for _ in range(DRAWS):
        v = "API" + V.rand(9)
        for text in (
            f"LIVEKIT_API_KEY={v}  # the key's name; its secret is in Doppler",
            f'apiKey: "{v}", // key id, not the secret',
            f"STREAM_KEY={v}  # public, safe to commit",
            f"PUSHER_KEY={v} # not a secret",
        ):
            assert kept(text), text


@pytest.mark.slow
def test_a_comment_that_does_not_say_a_name_leaves_the_secret_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(28)
        for text in (
            f"API_KEY={v}  # rotate monthly, not the key's name",
            f"SECRET_KEY={v}  # keep it secret",
            f"TOKEN={v}  # the prod token",
            f"API_KEY={v}  # private, never commit",
        ):
            assert taken(text, v), text


def test_a_client_side_key_is_kept() -> None:
    for _ in range(DRAWS):
        v = V.rand(V.random.choice([16, 24, 40]))
        for text in (
            f"clientKey: 'sdk-{v}', apiHost: 'https://cdn.growthbook.io'",
            f"RECAPTCHA_SITE_KEY={v}",
            f"turnstile: {{ siteKey: '0x{v}' }}",
            f'"browserKey": "{v}"',
            f"SUPABASE_ANON_KEY={v}",
        ):
            assert kept(text), text


@pytest.mark.slow
def test_a_server_s_key_beside_them_is_still_taken() -> None:
    no_x = "ABCDEFGHIJKLMNOPQRSTUVWYZabcdefghijklmnopqrstuvwyz0123456789"
    for _ in range(DRAWS):
        v = V.rand(32, no_x)  # (a run of `x` reads as a placeholder's filler)
        u = V.uuid()
        for text, secret in (
            (f"serverKey: '{v}'", v),
            (f"client_secret: {v}", v),
            (f"RECAPTCHA_SECRET_KEY={v}", v),
            (f"ld = LDClient(Config('sdk-{u}'))", u),
            (f"sdkKey: 'sdk-{u}'", u),
            (f"init client key={v}", v),
        ):
            assert taken(text, secret), text


def _jwt_part(obj: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")


@pytest.mark.slow
def test_a_jwt_s_header_cut_short_and_an_anon_jwt_are_kept() -> None:
    head = _jwt_part({"alg": "HS256", "typ": "JWT"})
    for cut in (20, 24, 30, len(head)):
        for text in (
            f"service_role key: {head[:cut]}…(truncated)",
            f"anon key: {head[:cut]}...",
            f'"token": "{head[:cut]}"',
        ):
            assert kept(text), text
    for _ in range(DRAWS):
        sig = V.rand(43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        anon = f"{head}.{_jwt_part({'iss': 'supabase', 'role': 'anon', 'exp': 1999999999})}.{sig}"
        svc = f"{head}.{_jwt_part({'iss': 'supabase', 'role': 'service_role'})}.{sig}"
        assert kept(f"SUPABASE_ANON_KEY={anon}")
        assert taken(f"SUPABASE_SERVICE_ROLE_KEY={svc}", svc)
        assert taken(f"key: {svc}", svc)


def test_a_public_key_under_its_comment_line_is_kept() -> None:
    for _ in range(DRAWS):
        key = "RW" + _b64(54)
        for text in (
            f"untrusted comment: minisign public key {_gpg_id()}\n{key}",
            f"untrusted comment: signify public key\n{key}",
            f"# release public key\n{key}",
        ):
            assert kept(text), text
        sec = "RWRTY0Iy" + _b64(150)
        assert taken(f"untrusted comment: minisign encrypted secret key\n{sec}", sec)


def test_base64_of_a_json_of_words_is_kept() -> None:
    for obj in (
        {"keys": ["region", "tier"]},
        {"features": {"dark-mode": True, "beta": False}},
        ["alpha", "beta", "gamma"],
        {"scopes": ["read", "write"], "owner": "platform team"},
    ):
        v = base64.b64encode(json.dumps(obj).encode()).decode()
        for text in (f"data:\n  KEYS: {v}", f"TOKEN_META={v}", f'"claims": "{v}"'):
            assert kept(text), text


@pytest.mark.slow
def test_base64_of_a_json_with_a_secret_is_still_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(20)
        for obj in ({"password": r}, {"user": "admin", "key": r}, {"region": "eu", "token": r}):
            v = base64.b64encode(json.dumps(obj).encode()).decode()
            assert taken(f"secret: {v}", v), obj


def test_an_object_s_id_after_a_vendor_s_tag_is_kept() -> None:
    for _ in range(DRAWS):
        r = V.rand(13)
        for text in (
            f"https://shop.corp.dev/checkout/order-received/35130/?key=wc_order_{r}",
            f"key: wc_order_{r}",
            f'"id": "sq_payment_{r}"',
        ):
            assert kept(text), text
        digits = "".join(V.random.choice("0123456789") for _ in range(16))
        token = f"APP_USR-{digits}-{V.hex(32)}-{digits[:9]}"
        assert taken(f"MP_ACCESS_TOKEN={token}", token)


@pytest.mark.slow
def test_a_key_sized_value_under_an_object_s_noun_is_still_taken() -> None:
    # an object's id is short after its noun; 64 or 44 hex digits (256 or 176 bits) after
    # `org_`, `user_`, `team_` are a key's, wherever they stand
    for _ in range(DRAWS):
        for noun in ("org", "user", "team", "project", "acct"):
            for value in (f"{noun}_{V.hex(64)}", f"{noun}_{V.hex(44)}"):
                for text in (
                    f"curl -H 'authorization: {value}' https://api.corp.dev/v1/calls",
                    f"token: {value}",
                    f'"api_key": "{value}"',
                ):
                    assert taken(text, value), text


def test_a_reference_with_its_operator_or_a_store_in_another_script_is_kept() -> None:
    for text in (
        "apiKey: process.env.OPENAI_API_KEY!,",
        'const key = process.env["STRIPE_KEY"]!;',
        "正しいパスワードは1Passwordにあります",
        "密码在1Password里",
        "비밀번호는 Bitwarden에 있어요",
        "パスワードはBitwardenの共有フォルダ",
        "RUN --secret MAPBOX_TOKEN=+secrets/mapbox_token ./fetch_tiles.sh",
        'Branch.getInstance().init("key_live_' + V.rand(32) + '")',
    ):
        assert kept(text), text
    r = V.rand(32)
    assert taken(f'BRANCH_SECRET="secret_live_{r}"', r)


# -- leaks -----------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_variable_set_by_a_command_s_words_is_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(V.random.choice([24, 32, 40]))
        for text in (
            f"- cmd: set -Ux MAILGUN_API_KEY {v}\n  when: 1732889011",
            f"set -gx OPENAI_API_KEY {v}",
            f"set --export --global GITHUB_TOKEN '{v}'",
            f"setenv STRIPE_SECRET {v}",
            f"launchctl setenv SENTRY_AUTH_TOKEN {v}",
            f'setx DEEPL_API_KEY "{v}" /M',
            f'[Environment]::SetEnvironmentVariable("DEEPL_API_KEY", "{v}", "User")',
        ):
            assert taken(text, v), text


def test_a_variable_set_by_words_that_is_no_secret_is_kept() -> None:
    for text in (
        "set -x EDITOR nvim",
        "set -gx API_KEY $secret_var",
        "setenv PATH /usr/local/bin:/usr/bin",
        "set -Ux FISH_TOKEN_NAME my_token_name",
        "setx JAVA_HOME C:\\Java\\jdk-21",
    ):
        assert kept(text), text


@pytest.mark.slow
def test_a_fixture_s_matcher_of_a_secret_header_is_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(32)
        for text in (
            f'"headers": {{\n  "X-Api-Key": {{ "equalTo": "{v}" }}\n}}',
            f'stubFor(get("/v1").withHeader("X-Api-Key", equalTo("{v}")))',
            f"nock('https://api.x.dev').matchHeader('x-api-key', '{v}')",
            f'"queryParameters": {{ "api_token": {{ "matches": "{v}" }} }}',
            f'.withQueryParam("access_token", WireMock.equalTo("{v}"))',
        ):
            assert taken(text, v), text


def test_a_fixture_s_matcher_of_another_header_is_kept() -> None:
    for _ in range(DRAWS):
        v = V.rand(32)
        for text in (
            '"Content-Type": { "equalTo": "application/json" }',
            f'"X-Request-Id": {{ "equalTo": "{v}" }}',
            '.withHeader("Authorization", matching("Bearer .*"))',
        ):
            assert kept(text), text


@pytest.mark.slow
def test_a_map_of_keys_by_their_names_is_taken() -> None:
    for _ in range(DRAWS):
        a, b = V.rand(43), V.rand(32)
        kid = "API" + V.rand(9)
        for text in (
            f"keys:\n  {kid}: {a}\nport: 7880",
            f'secrets:\n  stripe: {a}\n  github: "{b}"',
            f'"api_keys": {{"prod": "{a}", "dev": "{b}"}}',
            f'tokens = {{\n  primary = "{a}"\n  backup = "{b}"\n}}',
        ):
            out_a = taken(text, a)
            assert out_a, text


def test_a_map_of_words_under_keys_is_kept() -> None:
    for text in (
        "keys:\n  primary: id\n  sort: created_at",
        "tokens:\n  max: 4096\n  min: 16",
        '"keys": {"up": "ArrowUp", "down": "ArrowDown"}',
        "credentials:\n  source: environment-variables",
    ):
        assert kept(text), text


def _dump_bytes(n: int) -> list[int]:
    return [V.random.randrange(256) for _ in range(n)]


def test_a_hex_dump_of_a_key_file_is_taken() -> None:
    for _ in range(DRAWS):
        raw = _dump_bytes(16)
        spaced = " ".join(f"{x:02x}" for x in raw)
        paired = " ".join(f"{raw[i]:02x}{raw[i + 1]:02x}" for i in range(0, 16, 2))
        plain = "".join(f"{x:02x}" for x in raw)
        for text, secret in (
            (f"$ od -An -tx1 -v keys/hmac.bin\n {spaced}", spaced),
            (f"$ xxd secret.key\n00000000: {paired}  ................", paired),
            (f"$ xxd -p -c 32 master.key\n{plain}", plain),
            (f"$ hexdump -C token.bin\n00000000  {spaced}  |................|", spaced),
        ):
            assert taken(text, secret), text


def test_a_hex_dump_of_another_file_is_kept() -> None:
    for text in (
        "$ xxd logo.png | head -1\n00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG",
        "$ od -An -tx1 README.md | head -1\n 23 20 6b 65 6e 6e 69 6e 67 0a",
        "$ hexdump -C build/app.wasm | head -1\n00000000  00 61 73 6d 01 00 00 00  |.asm....|",
    ):
        assert kept(text), text


def test_a_test_runner_s_plain_key_flag_is_taken() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        v = V.rand(16)
        for text, secret in (
            (f"npx cypress run --record --key {u} --parallel", u),
            (f"npx pwc --key {v} --project-id Xk2q9", v),
            (f"currents run --record-key={v}", v),
            (f"yarn e2e -- --record --key '{u}'", u),
        ):
            assert taken(text, secret), text


def test_a_key_flag_of_an_object_or_a_column_is_kept() -> None:
    u = V.uuid()
    for text in (
        f"aws s3api get-object --bucket b --key {u} out.bin",
        "sort --key 2 file.txt",
        "npx thing --key my-cache-key-name",
        f"gsutil cp gs://b/{u} . --key {u}",
    ):
        assert kept(text), text


@pytest.mark.slow
def test_a_key_handed_to_an_sdk_s_call_is_taken() -> None:
    for _ in range(DRAWS):
        app, kid, sec = V.rand(6), V.rand(6), V.rand(43)
        h = V.hex(32)
        u = V.uuid()
        for text, secret in (
            (f"const ably = new Ably.Rest('{app}.{kid}:{sec}');", sec),
            (f"client = Ably::Rest.new('{app}.{kid}:{sec}')", sec),
            (f'client, _ := ably.NewREST(ably.WithKey("{app}.{kid}:{sec}"))', sec),
            (f"RtcTokenBuilder.buildTokenWithUid(appId, '{h}', channel, uid, role, ts);", h),
            (f"token = generate_token(app_id, '{h}', channel)", h),
            (f"client = asana.Client.access_token('2/1208/1209:{h}')", h),
            (f"ldclient.set_config(Config('sdk-{u}'))", u),
            (f'val client = LDClient("mob-{u}", config)', u),
        ):
            assert taken(text, secret), text


def test_an_sdk_call_s_data_is_kept() -> None:
    u = V.uuid()
    for text in (
        "new Date('2024-01-01T10:00:00.000Z')",
        "new URL('https://api.example.com:8443/v1/Items')",
        f"Config('app-{u}')",
        "Time.new('2024-01-01 10:00:00')",
        f"trace_id = 'req-{u}'",
    ):
        assert kept(text), text


def test_a_pin_told_in_groups_is_taken() -> None:
    for _ in range(DRAWS):
        g = [str(V.random.randrange(100, 1000)) for _ in range(3)]
        for text, secret in (
            (
                f"the ops PIN for the payment sandbox is {'-'.join(g)}, say it back to me",
                "-".join(g),
            ),
            (f"PIN: {' '.join(g)}", " ".join(g)),
            (f"my card pin is {'.'.join(g[:2])}", ".".join(g[:2])),
        ):
            assert taken(text, secret), text


def test_a_pin_header_s_numbers_are_kept() -> None:
    for text in (
        "GPIO pin: 12 13 14",
        "the PIN code must be 4-6 digits",
        "pin numbers 17 27 22 on the header",
    ):
        assert kept(text), text


def test_a_browser_sdk_s_key_and_an_ssh_signing_key_are_kept() -> None:
    for _ in range(DRAWS):
        v = V.rand(32)
        h = V.hex(32)
        ssh = "AAAAC3NzaC1lZDI1NTE5AAAAI" + V.rand(43)
        for text in (
            f"grecaptcha.execute('{v}', {{action: 'submit'}})",
            f'analytics.load("{v}")',
            f"amplitude.init('{h}')",
            f"user.signingkey=ssh-ed25519 {ssh}",
            f"AMPLITUDE_API_KEY={h}  # browser SDK key, public",
        ):
            assert kept(text), text


def test_the_same_keys_elsewhere_are_still_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(32)
        h = V.hex(32)
        for text, secret in (
            (f"https://{h}@api.example.com/v1", h),
            (f"SENTRY_DSN=https://{h}@o42.ingest.us.sentry.io/17", h),
            (f"postgres://app:{v}@db.internal:5432/app", v),
            (f"API_KEY={v}  # for the public API", v),
        ):
            assert taken(text, secret), text
