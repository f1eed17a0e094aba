"""Round 37 (issue 27): held-out 39's destroyed look-alikes, each kept by what makes it
public, with secrets of the same shapes that must still be taken; then its leaks, each
class written for tools and formats the held-out set does not hold.

Kept: an OpenPGP key's fingerprint under a signing key's name in any printed form (a quoted
item of an environment list, a Dockerfile's list of keys); a sentence in a language no word
list knows, read as a command because of its first word. Taken: a name and its value a
format sets apart (two elements, a parameter's default, two lines of `strings`, a query's
columns: columns.py). Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round37")


def _fingerprint() -> str:
    return V.hex(40).upper()


# == the look-alikes ==


def test_a_fingerprint_under_a_signing_keys_name_is_kept() -> None:
    for _ in range(DRAWS):
        fp, other = _fingerprint(), _fingerprint()
        for text in (
            f'"Env": [\n    "PATH=/usr/local/bin:/usr/bin",\n    "GPG_KEY={fp}",\n'
            '    "LANG=C.UTF-8"\n]',
            f"'GPG_KEY={fp}', 'NODE_VERSION=22.1.0'",
            f"ENV GPG_KEYS {fp} {other}",
            f'ENV NODE_GPG_KEYS="{fp} {other}"',
            f"ENV PGP_FINGERPRINTS {fp}",
            f"gpg --keyserver hkps://keys.openpgp.org --recv-keys {fp}",
        ):
            assert kept(text), text


def test_a_key_in_a_quoted_env_item_is_still_taken() -> None:
    for _ in range(DRAWS):
        password = V.rand(18)
        assert taken(f'"Env": [\n    "DB_PASSWORD={password}",\n    "LANG=C"\n]', password)
        assert taken(f"GPG_PASSPHRASE={password}", password)


def test_a_sentence_in_an_unknown_language_keeps_its_commit() -> None:
    for _ in range(DRAWS):
        sha = V.hex(40)
        for text in (
            f"Commit sing mbusak token iku {sha}",
            f"Commit kang ngganti token yaiku {sha}",
        ):
            assert kept(text), text


def test_a_command_with_a_token_argument_is_still_taken() -> None:
    for _ in range(DRAWS):
        token = V.rand(32)
        assert taken(f"snyk auth {token}", token)
        assert taken(f"Commit sing mbusak token iku {token}", token)


# == columns.py: a name and its value set apart ==


def test_two_elements_read_as_a_name_and_its_value() -> None:
    for _ in range(DRAWS):
        key = "-".join(V.rand(25).upper()[i : i + 5] for i in range(0, 25, 5))
        secret = V.rand(40)
        password = V.rand(14)
        assert taken(f"<dict>\n\t<key>LicenseKey</key>\n\t<string>{key}</string>\n</dict>", key)
        assert taken(
            f"<context-param>\n  <param-name>ldapBindPassword</param-name>\n"
            f"  <param-value>{password}</param-value>\n</context-param>",
            password,
        )
        assert taken(
            f"<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{secret}</value>\n</property>",
            secret,
        )
    assert kept("<key>CFBundleIdentifier</key>\n<string>com.acme.app</string>")
    # an app's key in its bundle's plist is shipped with the app (its secret stays taken)
    app_key = V.rand(22)
    assert kept(f"<key>developmentAppKey</key>\n<string>{app_key}</string>")
    assert taken(f"<key>developmentAppSecret</key>\n<string>{app_key}</string>", app_key)
    assert kept(
        "<param-name>contextConfigLocation</param-name>\n"
        "<param-value>/WEB-INF/spring/root-context.xml</param-value>"
    )


def test_an_element_named_by_its_attribute_has_its_value_in_the_child() -> None:
    for _ in range(DRAWS):
        password = V.rand(18)
        secret = V.rand(30)
        assert taken(
            f'<setting name="SmtpPassword" serializeAs="String">\n  <value>{password}</value>\n'
            "</setting>",
            password,
        )
        assert taken(
            f"<property name='vault.secret'>\n  <value>{secret}</value>\n</property>", secret
        )
        assert taken(f'<entry name="client_secret"><string>{secret}</string></entry>', secret)
    # a setting whose name says what it holds is about a secret, not one; a closed element
    for text in (
        '<setting name="CacheSize" serializeAs="String">\n  <value>1024</value>\n</setting>',
        '<setting name="PasswordPolicy"><value>Strong</value></setting>',
        '<setting name="ApiKeyHeader"><value>X-Api-Key</value></setting>',
        '<entry name="token_ttl"><value>3600s</value></entry>',
        '<input name="password"/><value>Xk9pT4mQ2zLw8</value>',
    ):
        assert kept(text), text


def test_a_parameters_default_is_read_under_its_name() -> None:
    for _ in range(DRAWS):
        value = V.rand(24)
        for text in (
            f'"Parameters": {{\n  "SlackWebhookSecret": {{\n    "Type": "String",\n'
            f'    "Default": "{value}"\n  }}\n}},',
            f"Parameters:\n  DbPassword:\n    Type: String\n    NoEcho: true\n    Default: {value}",
            f'variable "db_password" {{\n  type    = string\n  default = "{value}"\n}}',
            f'"adminPassword": {{\n  "type": "securestring",\n  "defaultValue": "{value}"\n}}',
        ):
            assert taken(text, value), text
    assert kept('"InstanceType": {\n  "Type": "String",\n  "Default": "t3.micro"\n}')
    assert kept('variable "api_key_secret_name" {\n  default = "prod/api-key"\n}')


def test_a_binarys_strings_read_a_name_then_its_value() -> None:
    for _ in range(DRAWS):
        value = V.rand(30)
        assert taken(f"$ strings settings.pyc\nDEBUG\nSECRET_KEY\n{value}\nALLOWED_HOSTS", value)
        assert taken(f"$ strings build/app.so | grep -A1 API_TOKEN\nAPI_TOKEN\n{value}", value)
    assert kept("$ strings app.bin\nSECRET_KEY\n%s: missing value")


def test_a_querys_cells_are_read_under_their_columns() -> None:
    for _ in range(DRAWS):
        value = V.rand(32)
        for text in (
            f"sqlite> SELECT id, user_id, secret FROM api_keys LIMIT 1;\n57|1359|{value}",
            f"app=# select id, token from sessions limit 2;\n id | token\n----+------\n"
            f"  1 | {value}\n(1 row)",
            f"mysql> SELECT user, password FROM creds;\n+------+----------+\n"
            f"| user | password |\n+------+----------+\n| ana  | {value} |\n+------+----------+",
            # a rule line of dashes alone before the cells (its `requires` reads past it)
            f"SELECT user, password FROM creds\n----------\n----------\nana|{value}",
        ):
            assert taken(text, value), text
    sha = V.hex(40)
    assert kept(f"sqlite> SELECT id, name, sha FROM commits LIMIT 1;\n57|main|{sha}")


# == a URL's password before a host's variable (secret_rules.py) ==


def test_a_urls_password_before_a_templated_host_is_taken() -> None:
    for _ in range(DRAWS):
        password = V.rand(24)
        for text in (
            f"REDIS_URL=redis://:{password}@${{REDIS_HOST}}:6379/0",
            f"DATABASE_URL=postgres://app:{password}@$DB_HOST/app",
            f'amqp_url: "amqp://guest:{password}@{{{{ rabbit_host }}}}:5672/"',
        ):
            assert taken(text, password), text
    assert kept("DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}/app")


# == escapes.py: bytes written as escapes, hex bytes read as text ==


def test_bytes_written_as_escapes_are_read_as_they_print() -> None:
    for _ in range(DRAWS):
        password = V.rand(20)
        key_id = "AKIA" + V.rand(16).upper()
        secret = V.rand(40)
        for text, value in (
            (
                "$ cat ~/.mysql_history\n_HiStOrY_V2_\nCREATE\\040USER\\040'etl'@'%'"
                f"\\040IDENTIFIED\\040BY\\040'{password}';",
                password,
            ),
            (f"ALTER\\040USER\\040app\\040WITH\\040PASSWORD\\040'{password}';", password),
            (f"$ grep -a -o 'AKIA.\\{{0,80\\}}' app\n{key_id}\\x00{secret}", secret),
            (f"{key_id}\\0G{secret}", secret),  # `\\0` then a letter: `\\06` is octal
            ("b'" + "".join(f"\\x{ord(c):02x}" for c in f"password={password}") + "'", password),
        ):
            assert taken(text, value), text
    for text in (
        "printf '\\x1b[1mbold\\x1b[0m\\n'",
        "sed -E 's/(foo)\\1/\\1bar/' file",
        "/dev/disk/by-label/My\\040Disk /mnt/data ext4 defaults 0 2",
    ):
        assert kept(text), text


def _hex(text: str, sep: str = " ") -> str:
    return sep.join(f"{ord(c):02x}" for c in text)


def test_hex_bytes_of_text_are_read_as_the_text() -> None:
    for _ in range(DRAWS):
        value = V.rand(32)
        utf16 = ",".join(f"{ord(c):02x},00" for c in value)
        for text, written in (
            (
                f'$ python -c \'print(open("s.mpk", "rb").read().hex(" "))\'\n81 a7 '
                f"{_hex('api_key')} d9 20 {_hex(value)}",
                _hex(value),
            ),
            (f"$ xxd -p .env.enc\n{_hex('API_KEY=' + value, '')}", _hex(value, "")),
            (f"a1 65 {_hex('token')} 78 20 {_hex(value)}", _hex(value)),
            (f'[HKEY_CURRENT_USER\\Software\\Acme]\n"Token"=hex(2):{utf16},00,00', utf16),
        ):
            assert taken(text, written), text
    for text in (
        "sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "00000000: 7f45 4c46 0201 0100 0000 0000 0000 0000  .ELF............",
        '"InstallDate"=hex(b):00,8c,4f,65,00,00,00,00',
        '"Path"=hex(2):' + ",".join(f"{ord(c):02x},00" for c in "%SystemRoot%") + ",00,00",
        f"$ echo -n 'key rotation done' | xxd -p\n{_hex('key rotation done', '')}",
        # a dump's row: rendered.py reads it with its text column
        f"     8195: {_hex('key')} 00 38 00 5f {_hex('SallUangle^labelNodeSc')}  key.8._SallUa",
    ):
        assert kept(text), text
