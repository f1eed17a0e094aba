"""Round 24b (issue 27): held-out 30's look-alikes kept by their class, then its leaks.

Look-alikes: a push service's device address (Firebase Cloud Messaging's registration
token), a Google API key where an app's client config ships it, a listing of keys by
their ids with no secret column. Each class is written here in forms other than the
held-out set's. The values are generated from a fixed seed: none is a real key.
"""

from __future__ import annotations

import string

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round24b")
_DRAWS = DRAWS
_S_REDACT = default_sanitizer().redact
_URL_SAFE = string.ascii_letters + string.digits + "-_"
_IDS = string.ascii_uppercase + string.digits


def _fcm(head: str = "") -> str:
    """A registration token's form: an instance id of 11, `:APA91b`, a body."""
    first = head or V.rand(11, _URL_SAFE)
    return f"{first}:APA91b{V.rand(134, _URL_SAFE)}"


def _kid() -> str:
    """A key's id of capitals and digits, with both."""
    while True:
        v = "".join(V.random.choice(_IDS) for _ in range(16))
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            return v


def _google_key() -> str:
    return "AIza" + V.rand(35, _URL_SAFE)


def test_a_push_registration_token_is_an_address_and_kept() -> None:
    for _ in range(_DRAWS):
        token = _fcm()
        for text in (
            f"sending to {token}",
            f'{{"to": "{token}", "notification": {{"title": "hi"}}}}',
            f"registration_ids: [{token!r}]",
        ):
            assert kept(text), text


def test_a_legacy_server_key_of_the_same_form_is_taken() -> None:
    for _ in range(_DRAWS):
        key = _fcm("AAAA" + V.rand(7, _URL_SAFE))
        for text in (
            f"Authorization: key={key}",
            f'FCM_SERVER_KEY="{key}"',
            f"curl -H 'Authorization: key={key}' https://fcm.googleapis.com/fcm/send",
        ):
            assert taken(text, key), text


def test_a_google_key_in_an_apps_client_config_is_kept() -> None:
    for _ in range(_DRAWS):
        key = _google_key()
        for text in (
            f'    "api_key": [\n      {{\n        "current_key": "{key}"\n      }}\n    ]',
            f"<key>API_KEY</key>\n\t<string>{key}</string>",
            f'const config = {{\n  apiKey: "{key}",\n  authDomain: "shop-4.web.app",\n'
            f'  projectId: "shop-4",\n}};',
        ):
            assert kept(text), text


def test_a_google_key_outside_a_client_config_is_taken() -> None:
    for _ in range(_DRAWS):
        key = _google_key()
        for text in (
            f'GOOGLE_MAPS_SERVER_KEY="{key}"',
            f'const config = {{ apiKey: "{key}", region: "eu" }};',
            f'{{"current": "{key}"}}',
        ):
            assert taken(text, key), text


def test_a_listing_of_key_ids_without_their_secrets_is_kept() -> None:
    for _ in range(_DRAWS):
        kid = _kid()
        for text in (
            f"| Key | Description | Owner |\n|---|---|---|\n| {kid} | billing | sa-1 |",
            f"  Key               Owner       Created\n  {kid}  u-7q2      2026-01-04",
            f"Key               | Resource ID | Description\n{kid}  | lkc-9z     | orders",
        ):
            assert kept(text), text


def test_a_key_column_beside_a_secret_column_or_mixed_case_is_taken() -> None:
    for _ in range(_DRAWS):
        kid = _kid()
        secret = V.rand(64, string.ascii_letters + string.digits + "+/")
        mixed = V.rand(32)
        for text, value in (
            (f"| Key | Secret | Owner |\n|---|---|---|\n| {kid} | {secret} | sa-1 |", secret),
            (f"| Key | Description |\n|---|---|\n| {mixed} | billing |", mixed),
            (f"| Name | Key |\n|---|---|\n| billing | {kid} |", kid),
        ):
            assert taken(text, value), text


def test_the_secret_half_of_an_id_pair_under_a_credentials_name_is_taken() -> None:
    for _ in range(_DRAWS):
        key_id, secret = _kid(), V.rand(48, string.ascii_letters + string.digits + "+/")
        password = V.rand(14)
        hexed = V.hex(40)
        escaped = password[:6] + "%2B" + password[6:]
        for text, value in (
            (f"sasl.jaas.user.info={key_id}:{secret}", secret),
            (f"spark-submit --conf spark.lake.credential={key_id.lower()}:{hexed}", hexed),
            (f"[mysqld]\nbackup_auth=backup:{password}\n", password),
            (f'  monitor_credentials="stats:{escaped};ops:{password}"', escaped),
            (f'  monitor_credentials="stats:{escaped};ops:{password}"', password),
            (f'clientAuth: "svc-app:{password}"', password),
            (f"userinfo: {key_id}:{secret}", secret),
        ):
            assert taken(text, value), text


def test_a_pair_under_a_credentials_name_that_is_no_secret_is_kept() -> None:
    for text in (
        "auth: sha256:9f2c4e1a7b3d5f608e1c2a4b6d8f0e1c",
        "credentials: env:DATABASE_PASSWORD",
        "auth=admin:admin",
        "db_credentials: mongo-host:27017",
        "oauth: github:callback",
        "auth: file:/etc/app/creds.json",
        "credentials=include",
    ):
        assert kept(text), text


def _body(lines: int, width: int = 64) -> list[str]:
    alphabet = string.ascii_letters + string.digits + "+/"
    return [V.rand(width, alphabet) for _ in range(lines)]


def test_every_line_of_a_printed_key_files_body_is_taken() -> None:
    for _ in range(_DRAWS):
        body = _body(4)
        tail = V.rand(20, string.ascii_letters + string.digits + "+/")
        for text, values in (
            ("$ cat /srv/db/cluster.keyfile\n" + "\n".join(body) + "\n$ ls\n", body),
            ("PS> Get-Content .\\replica.key\n" + "\n".join(body) + "\n", body),
            ("# cat secrets/auth_token\n" + "\n".join([*body[:2], tail]) + "\nok", [tail]),
        ):
            out = _S_REDACT(text)
            assert all(v not in out for v in values), text


def test_lines_after_a_printed_key_that_are_no_body_are_kept() -> None:
    for _ in range(_DRAWS):
        key = V.rand(40, string.ascii_letters + string.digits + "+/")
        for text, after in (
            (f"$ cat ~/.app/secret.key\n{key}\nfinished\n", "finished"),
            (f"$ cat ~/.app/secret.key\n{key}\nReadmeNotesHere\n", "ReadmeNotesHere"),
            (f"$ cat ~/.app/secret.key\n{key}\n\n{V.rand(40)}\n", ""),
        ):
            out = _S_REDACT(text)
            assert key not in out and after in out, text


def test_a_property_keyed_by_its_host_takes_its_key() -> None:
    for _ in range(_DRAWS):
        key = V.rand(86, string.ascii_letters + string.digits + "+/") + "=="
        secret = V.rand(34)
        for text, value in (
            (f"spark.hadoop.fs.azure.account.key.orders7.blob.core.windows.net  {key}", key),
            (f"--conf fs.azure.account.key.lake2.dfs.core.windows.net={key}", key),
            (
                "<name>fs.azure.account.oauth2.client.secret.lake2.dfs.core.windows.net</name>"
                f"\n  <value>{secret}</value>",
                secret,
            ),
        ):
            assert taken(text, value), text


def test_a_property_keyed_by_its_host_with_no_key_is_kept() -> None:
    for text in (
        "fs.azure.account.key.lake2.dfs.core.windows.net {{ secrets.LAKE_KEY }}",
        "fs.azure.account.auth.type.lake2.dfs.core.windows.net SharedKey",
        "fs.azure.account.key.lake2.dfs.core.windows.net ${LAKE_ACCOUNT_KEY}",
    ):
        assert kept(text), text
