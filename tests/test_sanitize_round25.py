"""Round 25 (issue 27): the leak classes held-out 30 left, each by its mechanism.

A passcode under its name (a vendor's `X-…-Passcode` header too), a short prefixed key
as an `Authorization` header's whole value, a value a comment says something is signed
or HMAC'd *with*, a document kept in a one-line string with `\\n` escapes, a key passed
by position to an SDK's start or to a client built with a host, a login a command
exports to the terminal. Each class is written here in forms and for vendors the
held-out sets do not hold, with look-alikes of the same shape that must stay. The values
are generated from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64
import string

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round25")
_S = default_sanitizer()
_UPPER = string.ascii_uppercase


def _groups(n: int = 3, size: int = 3) -> str:
    """A passcode of capitals in groups (`QRT-MWX-PLZ`): no digit, no word's shape."""
    return "-".join("".join(V.random.choice(_UPPER) for _ in range(size)) for _ in range(n))


# -- a passcode under its name ------------------------------------------------------------


def test_a_passcode_under_its_name_is_taken() -> None:
    for _ in range(DRAWS):
        code, mixed = _groups(), V.rand(10)
        for text, secret in (
            (f"curl -H 'X-Tollbooth-Passcode: {code}' https://api.tollbooth.test/v2/send", code),
            (f'headers = {{"X-Relayer-Passcode": "{code}"}}', code),
            (f"DOOR_PASSCODE={mixed}", mixed),
            (f'passcode: "{code}"', code),
            (f'req.Header.Set("Kiosk-Pass-Code", "{code}")', code),
        ):
            assert taken(text, secret), text


def test_a_passcode_setting_or_reference_is_kept() -> None:
    for text in (
        "passcode_length: 6",
        "X-Passcode-Required: true",
        "PASSCODE_TTL=300",
        "passcode: ${VAULT_PASSCODE}",
        '"passcode": "<your passcode>"',
        "Enter passcode: ",
        "the passcode screen shows after 3 tries",
        "app.passcode = generatePasscode(6)",
        "if passcode == expected:",
        "passcode: str",
    ):
        assert kept(text), text


# -- a short prefixed key as an authorization's whole value ----------------------------------


def test_a_short_prefixed_key_as_the_authorization_is_taken() -> None:
    for _ in range(DRAWS):
        key = f"{V.random.choice(['ak', 'live', 'pat', 'key', 'ck_live'])}_{V.rand(16)}"
        for text in (
            f'curl -H "Authorization: {key}" https://api.linkly.test/v1/urls',
            f"headers: {{ authorization: '{key}' }}",
            f'requests.get(url, headers={{"authorization": "{key}"}})',
            f"OTEL_EXPORTER_OTLP_HEADERS=authorization={key}",
            f"> authorization: {key}",
        ):
            assert taken(text, key), text


def test_an_authorization_setting_is_kept() -> None:
    for text in (
        "authorization: enabled",
        "Authorization: Bearer",
        "authorization: $API_TOKEN",
        "Authorization: {{auth_token}}",
        "authorization: RoleBasedAccess",
        "authorization: role_based_access_v2",
        "authorization: mode_AlwaysAllow2",
        "authorization=auth_HttpBasicAuth2",
        "authorization: rbac_v1_ClusterRole",
    ):
        assert kept(text), text


# -- a value something is signed or HMAC'd with --------------------------------------------


def test_a_value_a_comment_says_is_signed_with_is_taken() -> None:
    for _ in range(DRAWS):
        h, m = V.hex(64), V.rand(24)
        for text, secret in (
            (f"ORDER_CB_SIG={h}  # we sign outgoing callbacks with this", h),
            (f"# the 'salt' below is what we seal invite links with\ninvites:\n  salt: {m}", m),
            (f'export RECEIPT_MAC="{m}"  # HMAC each receipt body with it', m),
            (f'// the session cookie is signed with this\nconst COOKIE_SEAL = "{h}";', h),
            (f"backup_digest: {h}  # we encrypt the dumps with this, not a checksum", h),
            (f"# what the relay signs its pings with (HMAC-SHA512)\nrelay_hash: {m}", m),
        ):
            assert taken(text, secret), text


def test_a_digest_signed_with_another_key_is_kept() -> None:
    for _ in range(DRAWS):
        h, c = V.hex(64), V.hex(40)
        for text in (
            f"checksum: {h}  # sha256 of the tarball, signed with the release key",
            f"# signed with GPG\nfingerprint: {c}",
            f"digest: {h}  # the HMAC of the body, compare with this",
            f"commit: {c}  # signed with ssh, see the log",
            f"# tags are signed with (see CONTRIBUTING)\nrelease_sha: {c}",
        ):
            assert kept(text), text


# -- a document kept in a one-line string ----------------------------------------------------


def test_a_document_in_a_one_line_string_is_read_by_its_lines() -> None:
    for _ in range(DRAWS):
        v, p = V.rand(40), V.rand(12)
        for text, secret in (
            (
                f"SESSION='---\\n- !ruby/object:HTTP::Cookie\\n  name: portal_auth\\n"
                f"  value: {v}\\n  domain: portal.example.test\\n'",
                v,
            ),
            (f"printf 'host: db.internal\\nuser: app\\npassword: {p}\\n' > conf.yml", p),
            (f'echo "DB_HOST=db\\nDB_PASS={p}\\n" >> .env', p),
            (f'JAR="- name: sid\\n  value: {v}\\n  path: /\\n"', v),
            (f"cfg = 'auth:\\n  user: ci\\n  secret: {p}\\n'", p),
        ):
            assert taken(text, secret), text


def test_a_one_line_string_of_plain_lines_is_kept() -> None:
    for text in (
        'msg = "line one\\nline two: fine\\nname: Bob\\n"',
        "printf 'a: 1\\nb: 2\\nc: 3\\n'",
        "echo 'name: web\\nimage: nginx:1.27\\nport: 8080\\n'",
        "body = 'title: Release notes\\nversion: 2.4.1\\n'",
    ):
        assert kept(text), text


# -- a key passed by position to an SDK's start or a client built with a host ----------------


def test_a_key_by_position_in_an_sdks_start_is_taken() -> None:
    for _ in range(DRAWS):
        app_hex, key40, key32, key64 = V.hex(24), V.hex(40), V.hex(32), V.hex(64)
        digits = "".join(V.random.choice(string.digits) for _ in range(12))
        mixed, u = V.rand(20), V.uuid()
        for text, secret in (
            (f'Flurrix.startWithAppId(ctx, "{app_hex}", "{key40}")', key40),
            (f'Pelican.init(this, "{digits}", "{key32}")', key32),
            (f'Quokka::Setup(SetupOptions("{digits}", "{key64}"));', key64),
            (f'MyGameSdk.Initialize(new InitParams("{digits}", "{key64}"));', key64),
            (f'Storkly.start(withKey: "{mixed}", appVersion: "1.4.2")', mixed),
            (f'var c = new Wavelet.Client("wss", "edge.wavelet.test", 8443, "{u}");', u),
            (f'conn = RelayClient("relay.example.io:7443", "{u}")', u),
            (f'let c = new LedgerClient("https://ledger.example.test/v2", "{u}")', u),
        ):
            assert taken(text, secret), text


def test_the_app_id_before_the_key_in_a_start_is_kept() -> None:
    for _ in range(DRAWS):
        app_id = "".join(V.random.choice(_UPPER + string.digits) for _ in range(10))
        if not any(c.isdigit() for c in app_id) or app_id.isdigit():
            continue
        key = V.rand(24)
        text = f"Lernwerk.configure('{app_id}', '{key}', 'https://cloud.lernwerk.test/api/v2')"
        out = _S.redact(text)
        assert key not in out and app_id in out, text
        assert _S.redact(out) == out, text  # a second pass takes nothing more


def test_ids_and_commits_in_a_start_are_kept() -> None:
    for _ in range(DRAWS):
        a, b, t = V.hex(40), V.hex(40), V.hex(32)
        stamp = "".join(V.random.choice(string.digits) for _ in range(10))
        for text in (
            f'Compare.start("{a}", "{b}")',
            f'Mirror.init("{V.hex(24)}")',
            f'Mixpanel.init("{t}")',
            f'Release.start("v2.4.1", "{a}")',
            f'Tracer.start(SpanOptions("{t}"))',
            f'Span.start(TraceConfig("{t}", "{V.hex(16)}"))',
            f'Job.start(JobOptions("{stamp}", "{a}"))',
            f'Deploy.start("{stamp}", "{a}")',
            'const c = new Client("api.example.com", tenant)',
        ):
            assert kept(text), text


# -- a login a command exports to the terminal -----------------------------------------------


def test_a_login_exported_to_the_terminal_is_taken() -> None:
    for _ in range(DRAWS):
        raw = bytes(V.random.randrange(256) for _ in range(120))
        blob = base64.b64encode(raw).decode()
        for text in (
            f"$ storectl export-login --channels=beta -\nLogin exported, printed below\n{blob}",
            f"$ storectl export-login -\n{blob}",
            f"$ pkgstore login --export -\nExported. Keep it safe:\n{blob}\n$ ",
        ):
            assert taken(text, blob), text


def test_a_commands_output_after_its_status_is_kept() -> None:
    for _ in range(DRAWS):
        c = V.hex(40)
        for text in (
            f"$ git log -1 --format=%H\nsome status here\n{c}{c}",
            f"$ storectl export-login -\nLogin exported, printed below\nsee {c}",
            f"$ make build\nBuilding the image now\n{c}",
        ):
            assert kept(text), text


# -- a word of prose with a URL's escape in it -----------------------------------------------

_ESCAPES = ("%21", "%23", "%2A", "%2E", "%3A", "%3F", "%40", "%5E", "%7E")


def test_a_password_with_an_escape_in_prose_is_taken() -> None:
    for _ in range(DRAWS):
        word = V.rand(6) + V.random.choice(_ESCAPES) + V.rand(6)
        for text in (
            f"ch' mot d' passe d' el base ch' est {word}",
            f"eipuru {word} Smarty-pe",
            f"пароль серверҙың: {word}",
            f"the new pass is ({word}) thanks",
            f"use {word} for the vpn",
        ):
            assert taken(text, word), text


def test_escapes_in_urls_paths_and_formats_are_kept() -> None:
    for text in (
        "see https://x.test/a?next=%2Fhome%3Fq%3DAbc123Def",
        'printf("%2d%3d", a, b)',
        "the path docs%2Fguide%2Fv2 was encoded",
        "URN urn%3Aietf%3Aparams%3Aoauth is fine",
        "Hello%20World42Abc sent",
        "the query was q=Abc%3A123Def",
        "file report%2Efinal%2Epdf attached",
    ):
        assert kept(text), text


# -- a header for a credential whose name ends in no key's word ------------------------------


def test_a_credential_header_of_another_word_is_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(16)
        for text in (
            f'curl -H "X-Api-Credential: {v}" https://api.orbitly.test/v3',
            f'curl -H "X-Shop-Access-Code: {v}" https://api.orbitly.test/v3',
            f'curl -H "X-Partner-Secret-Code: {v}" https://api.orbitly.test/v3',
            f'curl -H "X-Client-Credentials: {v}" https://api.orbitly.test/v3',
            f'curl -H "X-Merchant-Sign-Key: {v}" https://api.orbitly.test/v3',
            f'headers = {{"Partner-Auth-Code": "{v}"}}',
        ):
            assert taken(text, v), text


def test_a_header_of_a_code_or_a_mode_is_kept() -> None:
    for text in (
        "X-Object-Key: uploads/abc123.png",
        "X-Error-Code: E1234abcDEF",
        "X-Status-Code: 200",
        "X-Access-Code: ${ACCESS_CODE}",
        "X-Credentials-Mode: include",
        '"X-Trace-Key": "Ab12Cd34Ef56Gh78"',
        "X-Region-Code: EuWest2North",
    ):
        assert kept(text), text
