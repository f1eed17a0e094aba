"""Round 47 (issue 27): what held-out 49 (the grader's own mix) left, each written for more
forms than the held-out set holds: values that are no secret's (a long option, a variable
with a path, psql's interpolation, a database's name after mysql's spaced `-p`, a Twilio
account's SID) and tokens that were kept (a vendor's prefixed token under a setting's name
holding a credential's word, Doppler's service token with its config, a key's word in lower
case before a region's part and a UUID, Node's `twilio(sid, token)`); and three of
held-out 48's leftovers (English's word for a password in another language's sentence, a
host's password after a sign-on's user and a spaced slash, an FTP script's `user NAME PASS`).

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import string

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round47")
redact = default_sanitizer().redact


def _digits(n: int) -> str:
    return "".join(V.random.choice(string.digits) for _ in range(n))


def test_a_long_option_after_a_secrets_name_is_no_value() -> None:
    for _ in range(DRAWS):
        n = _digits(6)
        for text in (
            f"gcloud secrets versions access latest --secret=db-password --project=acme-{n}",
            f"gcloud secrets versions access 3 --secret=smtp-pass --format='value({n})'",
            f"vault kv get -field=password --mount=kv-{n} app/db",
        ):
            assert kept(text), text
    # an option that names a secret keeps its value a secret
    for _ in range(DRAWS):
        value = V.rand(20)
        assert taken(f"deploy --password={value}", value)


def test_a_variable_with_a_path_is_no_value_but_a_token_after_its_header_is() -> None:
    for text in (
        'curl --header "PRIVATE-TOKEN: $CI_JOB_TOKEN" "$CI_API_V4_URL/jobs"',
        'curl -H "Authorization: Bearer $TOKEN" "${API_BASE}/v2/users/me"',
    ):
        assert kept(text), text
    for _ in range(DRAWS):
        token = "glpat-" + V.rand(20)
        assert taken(f'curl --header "PRIVATE-TOKEN: {token}" "$CI_API_V4_URL/jobs"', token)


def test_psql_interpolation_is_a_name_and_a_scripts_object_is_not() -> None:
    for name in ("new_password", "pw", "app_pass"):
        for text in (
            f"ALTER ROLE app WITH LOGIN PASSWORD :'{name}';",
            f'CREATE USER svc WITH PASSWORD :"{name}";',
        ):
            assert kept(text), text
    for _ in range(DRAWS):
        value = V.rand(12)
        assert taken(f"const o = {{password:'{value}'}};", value)
        assert taken(f"ALTER ROLE app WITH LOGIN PASSWORD '{value}';", value)


def test_mysqls_spaced_p_opens_a_database_named_in_words() -> None:
    for _ in range(DRAWS):
        n = _digits(2)
        for db in (f"shop_dev_{n}", f"orders_{n}", "billing_archive"):
            assert kept(f"mysql -h 127.0.0.1 -u shop -p {db}\nEnter password:"), db
        value = V.rand(12)
        assert taken(f"mysql -u shop -p{value} shop", value)
        assert taken(f"mysql -u shop -p {value}", value)


def test_a_twilio_account_sid_is_kept_and_nodes_token_beside_it_taken() -> None:
    for _ in range(DRAWS):
        sid, token = "AC" + V.hex(32), V.hex(32)
        for text in (
            f"TWILIO_ACCOUNT_SID={sid}",
            f"const client = twilio('{sid}', process.env.TWILIO_AUTH_TOKEN);",
            f"curl -u {sid}:$TWILIO_AUTH_TOKEN https://api.twilio.com/2010-04-01/Accounts",
        ):
            assert kept(text), text
        for text in (f"const client = twilio('{sid}', '{token}');",):
            out = redact(text)
            assert token not in out and sid in out, text


def test_a_vendors_token_under_a_settings_name_of_a_credential_is_taken() -> None:
    for _ in range(DRAWS):
        npm = "npm_" + V.rand(36)
        for text in (
            f"yarn config set npmAuthToken {npm}",
            f"pnpm config set registryAuthToken {npm}",
        ):
            assert taken(text, npm), text
    # a record's id after its noun stays kept
    assert kept(f"offer off_{V.hex(16)}")


def test_doppler_tokens_with_a_config_and_a_key_word_before_a_uuid_are_taken() -> None:
    for _ in range(DRAWS):
        for kind in ("st", "ct", "sa", "pt"):
            for config in ("prd.", "dev_api.", ""):
                token = f"dp.{kind}.{config}" + V.rand(43)
                assert taken(token, token), token
        for region in ("na1", "eu1"):
            token = f"pat-{region}-{V.uuid()}"
            assert taken(f"HUBSPOT_TOKEN: {token}", token)
            assert taken(token, token)
    # an order's id with a UUID stays kept
    assert kept(f"order ord-{V.uuid()} shipped")


def test_round47_forms_stay_linear() -> None:
    for text in (
        "--a-b-c-d=" * 400,
        "$V/" * 2000,
        ":'x' " * 2000,
        "dp.st." * 2000,
        "pat-na1-" * 2000,
        "password chu " * 2000,
        "signon A / " * 2000,
        "user a b\nbin\n" * 2000,
        "key b'\\x00\\x01" * 2000,
        "1. word\n" * 2000,
    ):
        assert stays_linear(text), text[:40]


# -- held-out 48's leftovers, by their mechanisms -------------------------------------------


def _host(n: int = 8) -> str:
    """A host's password: capitals and digits, both."""
    while True:
        v = "".join(V.random.choice(string.ascii_uppercase + string.digits) for _ in range(n))
        if sum(c.isdigit() for c in v) >= 2 and sum(c.isalpha() for c in v) >= 2:
            return v


def test_englishs_word_for_a_password_in_another_languages_sentence_takes_its_value() -> None:
    for _ in range(DRAWS):
        value, mixed = _host(), V.rand(14)
        for text, secret in (
            (f"Mainframe-a OPSBAT2 password chu {value} a ni, profile-ah dah rawh.", value),
            (f"OPSBAT2 no password wa {value} desu", value),
            (f"ZOWEADM bi pass phrase éí {mixed} át'é", mixed),
            (f"password ya {mixed} ni", mixed),
        ):
            assert taken(text, secret), text
    for text in (
        "the password reset ticket is INC0012345",
        "password policy v2 requires 12 chars",
        "the password for ADMIN01 expired",
        "password hash e3b0c44298fc1c149afbf4c8996fb924",
        "password chu a tlem ber 12 a ni",
        "db_password wa ABCD1234 desu",
    ):
        assert kept(text), text


def test_a_password_after_a_sign_ons_user_and_a_spaced_slash_is_taken() -> None:
    for _ in range(DRAWS):
        value = _host()
        for text in (
            f"* connection test from the region: signon CICSDB2 / {value} OK",
            f"logon as OPSBAT2 / {value} then",
            f"sign on to TSO with IBMUSER / {value}",
        ):
            assert taken(text, value), text
    for text in ("signon CICSDB2 / DB2P then", "Home / Settings / ABC12345", "A4 / B5 paper"):
        assert kept(text), text


def test_an_ftp_scripts_user_line_with_its_password_is_taken() -> None:
    for _ in range(DRAWS):
        value = V.rand(12)
        text = f"open ftp.partner.example\nuser edixfer {value}\nbinary\nmput *.csv\nbye"
        assert taken(text, value), text
    for text in (
        "ftp -n -s:x.txt\nuser anonymous me@example.com\nbin",
        "ftp -n host <<END\nuser deploy $FTP_PASS\nput a",
    ):
        assert kept(text), text


def test_a_cobol_literal_continued_on_the_next_line_is_taken_where_it_starts() -> None:
    for _ in range(DRAWS):
        head, rest = V.rand(12), V.rand(12)
        text = f"       01  WS-PASS  PIC X(24) VALUE '{head}\n      -    '{rest}'."
        assert taken(text, head), text
    assert kept(
        "       01  WS-MSG  PIC X(60) VALUE 'PLEASE ENTER THE\n      -    'ACCOUNT NUMBER'."
    )


# -- held-out 50 (the grader's own mix, a second writer): what it left ---------------------


def test_a_tool_results_escaped_lines_are_read_as_lines() -> None:
    for _ in range(DRAWS):
        token, key = "hf_" + V.rand(20), V.rand(43) + "="
        for text, secret in (
            (f'{{"content": "$ grep TOKEN ~/.bashrc\\nexport HF_TOKEN={token}\\nwq"}}', token),
            (f'{{"content": "x\\nHUGGING_FACE_HUB_TOKEN={token}\\n"}}', token),
            (f'{{"content": "Unseal Key 1: {key}\\nUnseal Key 2: {key[::-1]}"}}', key),
        ):
            assert taken(text, secret), text
    # the value's span ends at the string's quote: the JSON around it is kept
    out = redact(f'{{"content": "Unseal Key 1: {V.rand(43)}="}}')
    assert out.endswith('"}'), out


def test_a_generated_key_with_symbols_is_no_call() -> None:
    alphabet = string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)"
    for _ in range(DRAWS):
        key = "".join(V.random.choice(alphabet) for _ in range(50))
        if sum(c in "!@#$%^&*(-_=+)" for c in key) < 4 or not any(c.isdigit() for c in key):
            continue
        key = key.replace("&&", "&x")
        assert taken(f"DJANGO_SECRET_KEY=django-insecure-{key}", key), key
    for text in (
        'SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY")',
        "SECRET_KEY=get_random_secret_key()",
    ):
        assert kept(text), text


def test_a_setter_or_builder_named_after_its_secret_takes_a_symbol_value() -> None:
    for _ in range(DRAWS):
        secret = V.rand(10) + "~" + V.rand(8) + "." + V.rand(10)
        password = V.rand(6) + "%3D" + V.rand(5)
        for text, value in (
            (
                f'ClientApplicationBuilder.Create(id)\n    .WithClientSecret("{secret}")',
                secret,
            ),
            (f'PgConnectOptions::new().host("db").password("{password}").database("x");', password),
        ):
            assert taken(text, value), text
    for text in ('opts.password("changeme")', 'builder.password(System.getenv("DB_PW"))'):
        assert kept(text), text


def test_phps_constructor_in_a_stack_trace_is_its_classs_call() -> None:
    for _ in range(DRAWS):
        value = V.rand(12)
        text = (
            f"#0 /var/www/app/db.php(9): PDO->__construct('mysql:host=db;d...', 'shop', '{value}')"
        )
        assert taken(text, value), text
    assert kept("#1 /var/www/app/x.php(3): parent::__construct('orders', 'shop')")


def test_a_c_arrays_brackets_stand_between_its_name_and_value() -> None:
    for _ in range(DRAWS):
        value = V.rand(16)
        assert taken(f'char pw[] = "{value}";', value)
        assert taken(f'static const char password[] = "{value}";', value)
    assert kept('int ports[] = "abc";')


def test_aiders_run_command_and_a_shells_mark_lead_a_command_line() -> None:
    for _ in range(DRAWS):
        key = V.hex(40)
        for text in (
            f"#### /run wandb login --relogin {key}",
            f"/run wandb login --relogin {key}",
            f"! wandb login --relogin {key}",
        ):
            assert taken(text, key), text


def test_base64_of_a_user_and_bytes_after_basic_is_a_credential() -> None:
    import base64

    for _ in range(DRAWS):
        raw = b"ci-bot:" + V.random.randbytes(16)
        value = base64.b64encode(raw).decode()
        assert taken(f"basic={value}", value)
    assert kept("basic=" + base64.b64encode(b"hello world, this is fine").decode())


def test_a_keystore_in_base64_under_its_ci_name_is_taken() -> None:
    for _ in range(DRAWS):
        blob = "MIIK" + V.rand(300, string.ascii_letters + string.digits + "+/")
        for name in ("ANDROID_KEYSTORE_BASE64", "RELEASE_KEYSTORE_B64", "KEY_STORE_FILE_BASE64"):
            assert taken(f"{name}={blob}", blob), name
    assert kept("KEYSTORE_PATH=/home/ci/release.jks\nRELEASE_KEYSTORE=release.jks")


def test_an_objects_relative_path_and_a_prefix_shown_cut_are_no_values() -> None:
    for _ in range(DRAWS):
        text = f"S3_KEY=uploads/2026/01/{V.uuid()}.pdf\nPASSWORD_MIN_LENGTH=12"
        assert kept(text), text
    assert kept("> authorization: Bearer sk-proj-…\n< HTTP/2 200")


def test_a_sentence_in_an_unspaced_script_after_a_passwords_word_is_no_value() -> None:
    assert kept("APIキーは毎月ローテーションしてください。パスワードは12文字以上です。")
    for _ in range(DRAWS):
        value = V.rand(12)
        assert taken(f"パスワードは{value}です", value)
        assert taken(f"密码是{value}", value)


# -- the multi-line secrets the wide bench's check missed ---------------------------------------


def test_a_seed_phrase_numbered_one_word_a_line_is_taken_but_a_numbered_list() -> None:
    words = [
        "gravity",
        "tornado",
        "budget",
        "hazard",
        "acoustic",
        "quantum",
        "abandon",
        "earth",
        "pigeon",
        "citizen",
        "hedgehog",
        "episode",
    ]
    for _ in range(DRAWS):
        V.random.shuffle(words)
        listed = "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1))
        text = f"here's the test wallet's recovery phrase:\n{listed}"
        out = redact(text)
        assert not any(f". {w}\n" in out for w in words[:-1]), out
    steps = "build test tag push deploy verify announce monitor rollback review archive close"
    listed = "\n".join(f"{i}. {w}" for i, w in enumerate(steps.split(), 1))
    assert kept(f"steps to release:\n{listed}")


def test_a_bytes_literal_of_escapes_under_a_secrets_name_is_taken() -> None:
    for _ in range(DRAWS):
        raw = V.random.randbytes(24)
        literal = repr(raw)[2:-1]
        if literal.count("\\x") < 8:
            continue
        for text in (
            f">>> hmac_key\n{raw!r}\n>>> len(hmac_key)\n24",
            f"SIGNING_KEY = {raw!r}",
        ):
            assert literal not in redact(text), text
    assert kept("expected_sha = b'\\x86g\\x10\\xe1\\x85\\x13\\xf1\\xe2\\xd3\\x1b\\xb7\\xba'")


# -- held-out 51 (games, media, streaming and creator tooling): what it left -----------------


def test_basic_auth_of_a_token_alone_is_taken_but_base64_of_a_path() -> None:
    import base64

    for _ in range(DRAWS):
        token = V.rand(32)
        value = base64.b64encode(f":{token}".encode()).decode()
        assert taken(f"    m_Value: 'Basic {value}'", value)
    assert kept("auth: " + base64.b64encode(b"://example").decode())


def test_a_perforce_ticket_in_its_file_and_as_p4_prints_it_is_taken() -> None:
    for _ in range(DRAWS):
        ticket = V.hex(32).upper()
        if ticket.isdigit() or ticket.isalpha():
            continue
        for text in (
            f"$ cat ~/.p4tickets\nperforce.studio.example:1666=builder:{ticket}",
            f"$ p4 tickets\nssl:perforce:1666 (builder) {ticket}",
        ):
            assert taken(text, ticket), text


def test_words_for_a_secret_in_thai_arabic_and_turkish_suffixed_english() -> None:
    for _ in range(DRAWS):
        value, hexkey = V.rand(16), V.hex(32).upper()
        for text, secret in (
            (f"รหัสแอดมินเซิร์ฟเวอร์ ARK คือ {value} นะครับ", value),
            (f"عبارة مرور SRT لبث البطولة: {value} يرجى عدم مشاركتها", value),
            (f"Steam publisher key'i buraya bırakıyorum: {hexkey} sadece", hexkey),
        ):
            assert taken(text, secret), text
    assert kept("the key's length is 32: ABCDEF0123456789ABCDEF0123456789")


def test_vimeos_client_takes_its_access_token() -> None:
    for _ in range(DRAWS):
        token = V.hex(32)
        text = f"$client = new \\Vimeo\\Vimeo('{V.rand(40)}', '{V.rand(40)}', '{token}');"
        assert taken(text, token), text


def test_a_pages_slug_and_id_in_a_urls_path_is_kept() -> None:
    for _ in range(DRAWS):
        slug = f"https://sketchfab.com/3d-models/arena-hero-{V.hex(32)}"
        assert kept(slug), slug
        key = f"deploy-key-{V.hex(32)}"
        assert taken(f"https://example.com/hooks/{key}", key)


def test_a_querys_key_given_to_an_http_client_as_a_mapping_is_taken() -> None:
    for _ in range(DRAWS):
        key, token = V.hex(32).upper(), V.rand(24)
        for text, secret in (
            (f"requests.get(url, params={{'key': '{key}', 'appid': 954543}})", key),
            (f'axios.get(url, {{ params: {{ "apikey": "{token}" }} }})', token),
        ):
            assert taken(text, secret), text
    assert kept("r = requests.get(url, params={'key': 'customer_name', 'q': 'shoes'})")
