"""Round 35 (issue 27): two look-alikes kept by what makes them public, then held-out 37's
leaks left and classes of other tools still leaking, each taken generally.

Kept: a JSON record typed by a word beside a password (its policy, its rule), not by a
password itself; a key printed alone under a command that derives or shows the public half
(`wg pubkey`, `… public-key`, `cat server.pub`). Secrets of the same shapes stay taken.
Written here for tools and forms the held-out sets do not hold. Values come from a fixed
seed: none is a real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round35")
redact = default_sanitizer().redact


def _key32() -> str:
    return base64.b64encode(V.rand(32).encode()).decode()


# -- a record typed by a word beside a password ----------------------------------------------


def test_a_record_typed_by_a_password_policy_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            '{"type": "password_policy", "value": "minimum-length-twelve-chars"}',
            f'{{"kind": "PasswordRule", "value": "Upper{V.rand(4)}Lower{V.rand(3)}9"}}',
            f'{{"type": "secret_rotation_schedule", "result": "every{V.rand(6)}Days30"}}',
            f'{{"type": "passphrase_hint", "value": "Name0f{V.rand(6)}Dog"}}',
        ):
            assert kept(text), text


def test_a_record_typed_as_a_password_itself_is_still_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(12) + "#9a"
        assert taken(f'{{"type": "random_password", "result": "{pw}"}}', pw)
        assert taken(f'{{"kind": "Secret", "name": "smtp", "value": "{pw}"}}', pw)
        assert taken(f'{{"type": "app/DatabasePassword", "value": "{pw}"}}', pw)


# -- a key printed by a command that shows the public half -----------------------------------


def test_a_key_printed_by_a_public_half_command_is_kept() -> None:
    for _ in range(DRAWS):
        key = _key32()
        for cmd in (
            "$ wg pubkey < privatekey",
            "$ wg genkey | tee privatekey | wg pubkey",
            "root@gw:~# wg show wg0 public-key",
            "$ cat /etc/wireguard/server_public.key",
            "$ sudo cat keys/peer.pub",
        ):
            assert kept(f"{cmd}\n{key}\n"), cmd


def test_a_key_printed_by_a_private_half_command_is_still_taken() -> None:
    for _ in range(DRAWS):
        key = _key32()
        for cmd in (
            "$ wg genkey",
            "$ cat privatekey",
            "$ wg show wg0 private-key",
            "$ wg genpsk",
            "$ cat public.key private.key",
        ):
            assert taken(f"{cmd}\n{key}\n", key), cmd


# -- a key in a ping's URL -------------------------------------------------------------------


def test_a_key_in_a_ping_or_push_url_is_taken() -> None:
    for _ in range(DRAWS):
        key, short, uuid = V.rand(22), "aB3" + V.rand(7), V.uuid()
        for text, secret in (
            (f"*/5 * * * * curl -fsS https://hc-ping.com/{key}/db-dump", key),
            (f'wget -qO- "https://ping.status.example.net/{key}?rid=1"', key),
            (f"curl https://monitor.example.org/api/push/{short}?status=up&msg=OK", short),
            (f"curl -m 10 https://heartbeat.example.io/{uuid}", uuid),
        ):
            assert taken(text, secret), text


def test_a_slug_or_a_word_in_a_ping_url_is_kept() -> None:
    for text in (
        "see https://docs.ping.example.com/getting-started/configuration",
        "https://git.example.com/acme/app/push/Release2024",
        "https://hc-ping.com/ping-checks-overview",
    ):
        assert kept(text), text


# -- keys handed to a program as it starts (launched.py) ----------------------------------------


def test_a_key_after_an_installer_s_one_letter_flag_is_taken() -> None:
    for _ in range(DRAWS):
        key, hexkey = V.rand(22), V.hex(40)
        for text, secret in (
            (f"sudo ./install-agent.sh -k {key} -z eu-west -t full", key),
            (
                f"curl -sSL https://get.example.com/agent | sudo bash -s -- -a {hexkey} -n web1",
                hexkey,
            ),
            (f"iwr https://example.com/setup.ps1 -OutFile s.ps1; ./s.ps1 -t '{key}'", key),
            (f"wget -qO- https://dl.example.io/i.sh | sh -s -- -u ops -s {key}", key),
        ):
            assert taken(text, secret), text


def test_an_installer_s_other_flags_are_kept() -> None:
    for text in (
        "sudo ./install-agent.sh -t dynamic -e collector.example.io:443 -m infra",
        "./install.sh -p /opt/tools/agent-x86_64-linux -v 2.14.0",
        "curl -fsSL https://get.example.sh | sh -s -- -b /usr/local/bin v1.62.2",
        "bash -s -- -d 2026-11-30T10:00:00Z -n build-artifacts-cache",
    ):
        assert kept(text), text


def test_a_server_sdk_s_first_argument_is_taken() -> None:
    for _ in range(DRAWS):
        h, r = V.hex(32), V.rand(24)
        for text, secret in (
            (f"errortrack.init('{h}', environment='production')", h),
            (f'Reporter.configure("{r}", release=GIT_SHA, debug=False)', r),
            (f"crashes.init('{h}', 'staging')", h),
            (f"apm.initialize('{r}', service_name='billing')", r),
        ):
            assert taken(text, secret), text


def test_a_page_sdk_s_first_argument_is_kept() -> None:
    for _ in range(DRAWS):
        h, r = V.hex(32), V.rand(22)
        for text in (
            f"mixpanel.init('{h}', {{track_pageview: true}})",
            f"<script>Naver.init('{h}');</script>",
            f"uploadcare.init('{r}');",
            f'Mirror.init("{V.hex(24)}")',
            f"i18n.init('{r}', fallbackLng)",
            f"tracker.init('{h}', options == null)",
        ):
            assert kept(text), text


# -- a value under a list item's sibling name --------------------------------------------------


def test_a_value_whose_name_is_a_sibling_member_of_its_item_is_taken() -> None:
    for _ in range(DRAWS):
        h, pw = V.hex(48), V.rand(10) + "7x"
        for text, secret in (
            (f"envVars:\n  - key: SIGNING_SECRET\n    sync: false\n    value: {h}\n", h),
            (f"env:\n  - value: {pw}\n    scope: build\n    name: SMTP_PASSWORD\n", pw),
            (f"variables:\n- variable: DEPLOY_TOKEN\n  protected: true\n  value: '{h}'\n", h),
            (f'[{{"key": "DB_PASSWORD", "target": "production", "value": "{pw}"}}]', pw),
        ):
            assert taken(text, secret), text


def test_a_value_whose_item_names_no_secret_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            "env:\n  - name: REGION\n    scope: RUN_TIME\n    value: eu-west-3\n"
            "  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: db, key: pw}\n",
            f"envs:\n- key: BUILD_REF\n  scope: BUILD_TIME\n  value: release-{V.rand(4).lower()}\n",
            '[{"value": "blue", "scope": "RUN_TIME", "name": "THEME_PASSWORD_HINT_COLOR"}]',
        ):
            assert kept(text), text


# -- a key in a headers list (listed.py) --------------------------------------------------------


def test_a_key_in_a_headers_list_is_taken() -> None:
    for _ in range(DRAWS):
        key, h = V.rand(24), V.hex(40)
        for text, secret in (
            (f'OTEL_EXPORTER_OTLP_HEADERS="x-scope-team={key}"', key),
            (f"export OTEL_EXPORTER_OTLP_LOGS_HEADERS=x-region=eu,x-ingest={h}", h),
            (f'env:\n  - name: OTEL_EXPORTER_OTLP_HEADERS\n    value: "tenant-auth={key}"\n', key),
            (f"exporter --headers=x-org=acme,x-collector-id={key} --insecure", key),
        ):
            assert taken(text, secret), text


def test_a_headers_list_of_words_is_kept() -> None:
    for text in (
        "OTEL_EXPORTER_OTLP_HEADERS=x-scope-orgid=tenant-1,x-region=eu-west-1",
        "headers: Content-Type=application/json,Accept=text/plain",
        "OTEL_EXPORTER_OTLP_HEADERS=${OTLP_HEADERS}",
    ):
        assert kept(text), text


# -- a token as a syslog structured data element's id (listed.py) ------------------------------


def test_a_token_as_a_structured_data_id_is_taken() -> None:
    for _ in range(DRAWS):
        uuid, key = V.uuid(), V.rand(26)
        for text, secret in (
            (
                f'$template Fmt,"<%pri%>1 %timestamp% %HOSTNAME% '
                f'[{uuid}@41058 tag=\\"app\\"] %msg%"',
                uuid,
            ),
            (f'template(name="t" type="string" string="[{key}@99999] %msg%\\n")', key),
            (f"<14>1 2026-11-30T10:00:00Z web1 app - - [{uuid}@41058] started", uuid),
        ):
            assert taken(text, secret), text


def test_a_structured_data_id_that_is_a_word_is_kept() -> None:
    for text in (
        '<165>1 2003-10-11T22:14:15.003Z host evntslog - ID47 [exampleSDID@32473 iut="3"] event',
        '[timeQualityOrigin@32473 tzKnown="1"] [meta_sequence_number@41058 n="7"]',
        '[applicationInstanceName@18060 env="prod"]',
        # a placeholder's UUID (values.placeholder_uuid), as every other rule reads it
        "<14>1 2026-11-30T10:00:00Z web1 app - - [00000000-0000-0000-0000-000000000000@41058] x",
    ):
        assert kept(text), text


def test_one_uuid_check_for_the_package() -> None:
    # values.is_uuid / placeholder_uuid: the one test every rule asks
    from kenning.daemon.safety.values import is_uuid, placeholder_uuid

    for _ in range(DRAWS):
        uuid = V.uuid()
        assert is_uuid(uuid) and is_uuid(uuid.upper()) and is_uuid(uuid, lower=True)
        assert not is_uuid(uuid.upper(), lower=True) or not any(c.isalpha() for c in uuid)
        assert not is_uuid(uuid[:-1]) and not is_uuid(uuid + "0") and not placeholder_uuid(uuid)
    for zero in ("00000000-0000-0000-0000-000000000000", "11111111-2222-3333-1111-222222222222"):
        assert is_uuid(zero) and placeholder_uuid(zero)


# -- a key's body after a line a CI log masked ---------------------------------------------------


def test_a_key_body_after_a_masked_line_is_taken() -> None:
    for _ in range(DRAWS):
        body = base64.b64encode(V.rand(48).encode()).decode()
        for mask in ("***", "[MASKED]", "********", "[secure]"):
            for head in ("-----BEGIN OPENSSH PRIVATE KEY-----", "-----BEGIN EC PRIVATE KEY-----"):
                text = f"$ printenv SSH_KEY | head -4\n{head}\n{mask}\n{body}\n{body[::-1]}\n"
                out = redact(text)
                assert body not in out and body[::-1] not in out, text


def test_a_masked_line_alone_and_a_public_key_s_armour_are_kept() -> None:
    for text in (
        "$ printenv SSH_KEY\n***\n",
        "-----BEGIN PUBLIC KEY-----\n***\n-----END PUBLIC KEY-----\n",
    ):
        assert kept(text), text


# -- an Erlang cluster's cookie told in a sentence -----------------------------------------------


def test_an_erlang_cookie_told_in_any_language_is_taken() -> None:
    for _ in range(DRAWS):
        cookie = "".join(V.random.choice("BCDFGHJKLMNPQRSTVWXZ") for _ in range(16)) + "QAEK"
        for text in (
            f"Erlang cookie нь {cookie} байна",
            f"le cookie Erlang est {cookie} sur les deux nœuds",
            f"RabbitMQ cookie: {cookie}",
            f"Erlang-Cookie ist {cookie}, auf allen Knoten gleich",
        ):
            assert taken(text, cookie), text


def test_words_in_capitals_beside_an_erlang_cookie_are_kept() -> None:
    for text in (
        "RabbitMQ cookie mismatch: see ERLANG_COOKIE_MISMATCH_DOCS",
        "the Erlang cookie file must be READABLEONLYBYOWNERS",
        "Erlang cookie: AAAAAAAAAAAAAAAAAAAA",
    ):
        assert kept(text), text


# -- a CMS's salt of every printable character -----------------------------------------------


def _salt() -> str:
    chars = "".join(chr(c) for c in range(33, 127) if chr(c) not in "'\"\\")
    body = "".join(V.random.choice(chars) for _ in range(60))
    return body[:20] + " " + body[20:] + "a1B#$%&"


def test_a_cms_salt_with_blanks_and_symbols_is_taken() -> None:
    for _ in range(DRAWS):
        salt = _salt()
        for text in (
            f"define( 'SECURE_AUTH_SALT', '{salt}' );",
            f"$settings['hash_salt'] = '{salt}';",
            f"  'cookie_secret' => \"{salt}\",",
        ):
            assert taken(text, salt), text


def test_a_cms_salt_s_stand_in_and_code_are_kept() -> None:
    for text in (
        "define('NONCE_SALT', 'put your unique phrase here');",
        "define('AUTH_SALT', '{{ wp_auth_salt_from_vault_template_value_1 }}');",
        "define('WP_CACHE_KEY_SALT', 'staging.example.com:');",
        "$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');",
    ):
        assert kept(text), text


# -- a value answering a chat question that named it (handed.py) -------------------------------


def test_a_value_answering_a_question_that_named_it_is_taken() -> None:
    for _ in range(DRAWS):
        tok, pw = "wh_" + V.rand(28).lower(), V.rand(9) + "4k"
        for text, secret in (
            (f"ana  10:42\nwebhook token for the deploy bot?\njoao  10:43\n{tok}\n", tok),
            (f"Sam 3:04 PM\nwhat's the wifi password?\nLee 3:05 PM\n{pw}\n", pw),
            (f"[09:12] mia: staging db password again??\n[09:13] tom: {pw}\n", pw),
            (f"anyone have the relay key?\n\n{tok}\n", tok),
        ):
            assert taken(text, secret), text


def test_an_answer_that_names_or_points_at_a_secret_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f"which commit has the key rotation?\n{V.hex(16)}\n",
            "what branch is the token refresh on?\nfix/token-refresh-2\n",
            "which key?\nssh-key-prod-2024\n",
            f"request id for the token failure?\nreq_{V.hex(16)}\n",
            "where is the password policy?\nwiki/security-policy-v2\n",
            "got the token?\nyes, thanks\n",
            "what token format does the api expect?\nBearer-JWT-RS256\n",
            "which key do I use?\nStaging-Deploy-Key2\n",
        ):
            assert kept(text), text


# -- values in pieces: joins, arrays, batch variables, wrapped lines (split.py, pieces.py) -----


def test_a_key_split_over_joined_literals_arrays_and_variables_is_taken() -> None:
    for _ in range(DRAWS):
        a, b = "ghp_" + V.rand(16), V.rand(20)
        h1, h2 = V.hex(20), V.hex(20)
        for text, secrets in (
            (f'config :app, :secret_key, "{a}" <>\n  "{b}"\n', (a, b)),
            (f'local api_key = "{a}" ..\n  "{b}"\n', (a, b)),
            (f"GH_TOKEN = %w[{a} {b}].join\n", (a, b)),
            (f'token = "".join(["{a}", "{b}"])\n', (a, b)),
            (f'const apiKey = ["{a}", "{b}"].join("");\n', (a, b)),
            (f'set P1={h1}\nset P2={h2}\ncurl -H "Authorization: Token %P1%%P2%" x\n', (h1, h2)),
        ):
            out = redact(text)
            assert all(s not in out for s in secrets), text


def test_words_joined_and_an_array_joined_with_a_separator_are_kept() -> None:
    for text in (
        'msg = "Hello, " <>\n  "world"\n',
        'words = %w[alpha beta gamma delta].join(", ")\n',
        'path = ["usr", "local", "bin"].join("/")\n',
        "set A=release\nset B=candidate\necho %A%%B%\n",
    ):
        assert kept(text), text


def test_a_value_a_log_or_a_chat_wrapped_onto_its_next_line_is_taken() -> None:
    for _ in range(DRAWS):
        pw, h = V.rand(24), V.hex(32)
        for text, secrets in (
            (
                f"2026-11-30T10:01:02.113Z + export REDIS_URL=redis://default:{pw[:12]}\n"
                f"2026-11-30T10:01:02.113Z {pw[12:]}@cache.internal:6379/0\n",
                (pw[:12], pw[12:]),
            ),
            (
                f"[09:41] lee: the dsn is https://{h[:16]}\n"
                f"[09:41] lee: {h[16:]}@o1.ingest.example.io/7\n",
                (h[:16], h[16:]),
            ),
        ):
            out = redact(text)
            assert all(s not in out for s in secrets), text


def test_a_log_s_lines_that_do_not_go_on_are_kept() -> None:
    for text in (
        "2026-11-30T10:01:02Z Downloading registry.example.org/left-pad-1.3.0\n"
        "2026-11-30T10:01:03Z registry.example.org/right-pad-2.0.1\n",
        "[14:20] joao: deploy finished for build-2026-11-30\n[14:21] joao: release-notes-v2.md\n",
    ):
        assert kept(text), text


def test_a_properties_value_continued_unquoted_is_taken() -> None:
    for _ in range(DRAWS):
        k = V.rand(32)
        text = f"app.signing.secret={k[:16]}\\\n    {k[16:]}\nserver.port=8080\n"
        out = redact(text)
        assert k[:16] not in out and k[16:] not in out, text
    assert kept("app.description=This is a long\\\n    description of the app\n")


def _flipping_letters(n: int) -> str:
    """Letters whose case flips every one or two, consonants mostly: a generated run's."""
    out, upper = "", V.random.random() < 0.5
    while len(out) < n:
        for _ in range(V.random.choice((1, 2))):
            c = V.random.choice("bcdfghjklmnpqrstvwxzaei")
            out += c.upper() if upper else c
        upper = not upper
    return out[:n]


def test_letters_only_halves_told_in_chat_are_taken() -> None:
    for _ in range(DRAWS):
        a, b = _flipping_letters(12), _flipping_letters(12)
        text = f"[10:02] ana: radius secret, first part {a}\n[10:02] ana: and the rest {b}\n"
        out = redact(text)
        assert a not in out and b not in out, text
    assert kept("the password has two parts: first part HelloWorld and the rest GoodMorning")


# -- an admin tool's two-word `Secret ID = <uuid>` (endings.py) --------------------------------


def test_a_secret_id_in_an_aligned_printout_is_taken() -> None:
    for _ in range(DRAWS):
        sid, acc = V.uuid(), V.uuid()
        for text in (
            f"Accessor ID  = {acc}\nSecret ID    = {sid}\nDescription  = ci\n",
            f"Name        = deploy\nAccessor ID = {acc}\nSecret ID   = {sid}\n",
        ):
            out = redact(text)
            assert sid not in out and acc in out, text
    assert kept("the secret id is kept in the vault, not here")


# -- a CSV header's camel-case secret name (values.py) -----------------------------------------


def test_a_csv_column_under_an_application_key_header_is_taken() -> None:
    for _ in range(DRAWS):
        key, kid = "K005" + V.rand(27), "005" + V.hex(22)
        text = f"keyID,keyName,applicationKey\n{kid},ci-uploads,{key}\n"
        out = redact(text)
        assert key not in out and kid in out, text
        app = V.hex(40)
        assert taken(f"DD_APPLICATION_KEY={app}\n", app)


# -- a generated string's resource in a state file (records.py) --------------------------------


def test_a_random_string_s_result_and_its_id_are_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(24)
        text = (
            '{"type": "random_string", "name": "db", "instances": [{"attributes": '
            f'{{"id": "{r}", "length": 24, "result": "{r}", "special": false}}}}]}}'
        )
        assert taken(text, r), text


def test_a_short_random_string_a_name_s_suffix_is_kept() -> None:
    text = (
        '{"type": "random_string", "name": "suffix", "instances": [{"attributes": '
        '{"id": "x7k2q9", "length": 6, "result": "x7k2q9"}}]}'
    )
    assert kept(text)


# -- a key file under its header, a master key's hex dump (records.py) --------------------------


def test_a_key_file_body_under_its_header_and_a_master_key_dump_are_taken() -> None:
    for _ in range(DRAWS):
        body = base64.b64encode(V.rand(54).encode()).decode()
        text = f"$ borg key export /mnt/repo -\nBORG_KEY {V.hex(64)}\n{body}\n"
        assert taken(text, body), text
        groups = " ".join(V.hex(2) for _ in range(16))
        more = " ".join(V.hex(2) for _ in range(16))
        for head in ("MK dump:\t", "Master key:  ", "Volume key:\t"):
            text = f"Key Slot 0: ENABLED\n{head}{groups}\n\t\t{more}\n"
            out = redact(text)
            assert groups not in out and more not in out, text


def test_a_header_word_over_prose_and_a_digest_s_groups_are_kept() -> None:
    for text in (
        "SSH_KEY\nsee the vault entry for it\n",
        "MK digest:  \t1a 2b 3c 4d 5e 6f 70 81 92 a3 b4 c5 d6 e7 f8 09\n",
        "MK salt:    \t1a 2b 3c 4d 5e 6f 70 81 92 a3 b4 c5 d6 e7 f8 09\n",
    ):
        assert kept(text), text


# -- a map keyed by providers' bare names (listed.py) ------------------------------------------


def test_a_map_of_keys_by_provider_is_taken() -> None:
    for _ in range(DRAWS):
        a, b, c = V.rand(32), V.rand(40), V.rand(24)
        text = f'{{"openai": "{a}", "mistral": "{b}",\n  "cohere": "{c}"}}'
        out = redact(text)
        assert a not in out and b not in out and c not in out, text


def test_maps_of_digests_ids_and_versions_are_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f'{{"linux": "{V.hex(64)}", "darwin": "{V.hex(64)}"}}',
            f'{{"alice": "{V.uuid()}", "bob": "{V.uuid()}"}}',
            f'{{"sha256": "{V.rand(43)}=", "commit": "{V.hex(40)}"}}',
            '{"react": "18.2.0-canary-20231130", "typescript": "5.3.2-beta-nightly"}',
        ):
            assert kept(text), text


# -- a key told in Vietnamese, Thai, Lithuanian or Armenian (tongues.py) ------------------------


def test_a_key_told_in_more_languages_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(20)
        for text in (
            f"khóa API của mình: {key}",
            f"mã bí mật: {key}",
            f"กุญแจ API คือ {key}",
            f"naudok šį raktą {key}",
            f"գաղտնի բանալին {key} է",
        ):
            assert taken(text, key), text
    assert kept("khóa học Python cơ bản bắt đầu hôm nay")


# -- a URL's password with an unencoded `/` (secret_rules.py) ----------------------------------


def test_a_url_password_with_a_slash_is_taken() -> None:
    for _ in range(DRAWS):
        pw = base64.b64encode(V.rand(18).encode()).decode().replace("+", "/")
        pw = pw[:8] + "/" + pw[8:]
        for text in (
            f"DATABASE_URL=postgres://app:{pw}@db.internal:5432/app",
            f"amqp://guest:{pw}@mq.example.net:5672/vhost",
        ):
            assert taken(text, pw), text


def test_a_port_and_a_path_with_an_at_are_kept() -> None:
    for text in (
        "see https://example.com:443/users/@alice",
        "https://registry.example.com:8443/v2/acme/app@sha256:abc",
        "git+ssh://git:main/sub@github.com",
    ):
        assert kept(text), text
