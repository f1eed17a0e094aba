"""The look-alikes of held-out 13 (`bench/secret_kinds_heldout13.py`): no secret in any of them.

What the back office's and the small server's files hold beside a secret and
must come through unchanged: ids of tickets, deals, orders, products,
courses, devices and dashboards; public or publishable keys (Mixpanel's
project token, WooCommerce's webhook delivery ids, Sendcloud's public key
named so, a Hue bridge id); password hashes (Caddy's bcrypt `basicauth`,
qBittorrent's PBKDF2, Hiera's `ENC[PKCS7,…]` ciphertext, AppVeyor's `secure:`
values); masked values as an actuator prints them; references to a secret
store or the environment in every tool's own syntax; checksums, versions and
build numbers; and chat in the set's languages that names a secret without
giving it.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    LookAlike,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)

__all__ = ["LOOK_ALIKES"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "9")


_ALNUM = string.ascii_letters + string.digits
_CRYPT = _ALNUM + "./"


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # ids of business records
        ("zendesk_ticket_url", f"https://corp.zendesk.com/agent/tickets/{digits(r, 6)}"),
        ("pipedrive_deal_id", f"GET /api/v1/deals/{digits(r, 5)}/activities?start=0&limit=50"),
        (
            "woo_order_key",
            f"https://shop.corp.dev/checkout/order-received/{digits(r, 5)}/"
            f"?key=wc_order_{pick(r, _ALNUM, 13)}",
        ),
        ("bigcommerce_store_hash", f"https://store-{lower_alnum(r, 10)}.mybigcommerce.com/"),
        ("shopify_gid", f'"id": "gid://shopify/Product/{digits(r, 13)}"'),
        (
            "canvas_course",
            f"https://canvas.corp.edu/courses/{digits(r, 5)}/assignments/{digits(r, 6)}",
        ),
        ("zoom_meeting_link", f"https://corp.zoom.us/j/{digits(r, 11)}"),
        ("miro_board", f"https://miro.com/app/board/uXjV{urlsafe(r, 8)}=/"),
        (
            "looker_dashboard",
            f"https://corp.cloud.looker.com/dashboards/{digits(r, 3)}?Date=7+days",
        ),
        ("grafana_dash_uid", f"https://grafana.corp.dev/d/{urlsafe(r, 9)}/api-latency?orgId=1"),
        (
            "syncthing_device_id",
            "device id: "
            + "-".join(pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 7) for _ in range(8)),
        ),
        ("hue_bridge_id", f'"bridgeid": "{hexs(r, 6).upper()}FFFE{hexs(r, 6).upper()}"'),
        ("smartthings_device", f"deviceId: {_uuid(r)}\nlabel: Hallway sensor"),
        ("mixpanel_project_token", f"mixpanel.init('{hexs(r, 32)}', {{track_pageview: true}})"),
        ("amplitude_browser_key", f"amplitude.init('{hexs(r, 32)}', {{ defaultTracking: true }})"),
        ("sendcloud_public_named", f"SENDCLOUD_PUBLIC_KEY={hexs(r, 32)}"),
        (
            "honeybadger_fault",
            f"https://app.honeybadger.io/projects/{digits(r, 5)}/faults/{digits(r, 9)}",
        ),
        ("sumo_collector_id", f'"collector": {{"id": {digits(r, 9)}, "name": "prod-eks"}}'),
        ("neptune_run_id", f"https://app.neptune.ai/corp/churn/e/CHURN-{digits(r, 3)}"),
        ("clearml_task_id", f"ClearML Task: created new task id={hexs(r, 32)}"),
        ("dbt_invocation", f"Invocation ID: {_uuid(r)}"),
        ("metabase_card", f"https://bi.corp.dev/question/{digits(r, 3)}-weekly-revenue"),
        ("uptime_kuma_monitor", f"https://status.corp.dev/dashboard/{digits(r, 2)}"),
        ("kong_route_id", f'"route": {{"id": "{_uuid(r)}"}}'),
        ("tekton_run_name", f"pipelinerun.tekton.dev/build-and-push-{lower_alnum(r, 5)} created"),
        ("bitrise_build_slug", f"https://app.bitrise.io/build/{_uuid(r)}"),
        # hashes, ciphertexts, checksums
        ("caddy_basicauth_hash", f"basicauth /admin/* {{\n  ops $2a$14${pick(r, _CRYPT, 53)}\n}}"),
        (
            "qbittorrent_pbkdf2",
            f'WebUI\\Password_PBKDF2="@ByteArray({b64(r, 22)}==:{b64(r, 86)}==)"',
        ),
        (
            "hiera_eyaml_enc",
            "profile::db::root_password: ENC[PKCS7,MIIBeQYJKoZIhvcNAQcDoIIBajCCAWYCAQAx"
            f"{b64(r, 120)}]",
        ),
        ("appveyor_secure", f"environment:\n  api_token:\n    secure: {b64(r, 44)}="),
        ("sha1_of_file", f"$ sha1sum export.csv\n{hexs(r, 40)}  export.csv"),
        ("md5_content", f"Content-MD5 mismatch: expected {hexs(r, 32)}"),
        ("docker_layer", f"{hexs(r, 12)}: Pull complete"),
        ("go_build_id", f'build id "{urlsafe(r, 20)}/{urlsafe(r, 20)}"'),
        ("git_describe", f"v3.{digits(r, 1)}.{digits(r, 1)}-14-g{hexs(r, 7)}"),
        # public keys
        ("ssh_ed25519_pub", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} ops@nas"),
        ("pgp_fingerprint", "gpg: key " + hexs(r, 16).upper() + ": public key imported"),
        ("x509_serial", "Serial Number: " + ":".join(hexs(r, 2) for _ in range(16))),
    ]


_FIXED: list[tuple[str, str]] = [
    # masked and placeholder values in the same tools
    ("actuator_masked", '{"property": {"source": "systemEnvironment", "value": "******"}}'),
    ("bruno_secret_var_ref", "auth:bearer {\n  token: {{apiToken}}\n}"),
    ("bruno_vars_secret_list", "vars:secret [\n  apiToken,\n  apiSecret\n]"),
    ("httpie_session_no_auth", '{"auth": {"type": null, "raw_auth": null}, "cookies": []}'),
    ("grafana_env_ref", "      basicAuthPassword: $PROM_PASSWORD"),
    ("promtail_file_ref", "    bearer_token_file: /run/secrets/loki_token"),
    ("vector_env_ref", 'auth.password = "${ES_PASSWORD}"'),
    ("caddy_env_ref", "dns cloudflare {env.CF_API_TOKEN}"),
    ("kustomize_env_file", "secretGenerator:\n- name: api-env\n  envs:\n  - secrets.env"),
    (
        "teamcity_credentials_json",
        '<param name="env.SONAR_TOKEN" '
        'value="credentialsJSON:9b2f1c3e-7a4d-4e8b-9c1d-2f3a4b5c6d7e" />',
    ),
    (
        "tekton_secret_ref",
        "env:\n  - name: REGISTRY_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: "
        "registry, key: password}",
    ),
    ("woodpecker_from_secret", "settings:\n  password:\n    from_secret: docker_password"),
    ("ha_secret_ref", "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password"),
    ("dbt_env_var", "      pass: \"{{ env_var('DBT_PASSWORD') }}\""),
    ("superset_env", "SECRET_KEY = os.environ['SUPERSET_SECRET_KEY']"),
    ("metabase_docs_placeholder", "-e MB_ENCRYPTION_SECRET_KEY=<your-32-char-key>"),
    ("vba_cell_ref", 'http.setRequestHeader "X-Api-Key", Range("Settings!B2").Value'),
    ("power_query_param", '[Headers=[#"Authorization"="Token " & ApiToken]]'),
    ("sheets_named_range", '=IMPORTDATA("https://api.corp.dev/export.csv?apikey=" & Settings!B2)'),
    ("compose_env_ref", "MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root"),
    ("zigbee_generate", "  network_key: GENERATE"),
    ("node_red_env", "credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET"),
    ("chef_client_key_path", "client_key '~/.chef/ops.pem'"),
    (
        "salt_gpg_block",
        "relay_pass: |\n  -----BEGIN PGP MESSAGE-----\n  hQEMA9Xo2e3V\n  -----END PGP MESSAGE-----",
    ),
    ("ytdlp_netrc", "yt-dlp --netrc https://vimeo.com/123456789"),
    (
        "woocommerce_docs",
        "consumer_key=ck_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx&consumer_secret=cs_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    ),
    ("paypal_sandbox_docs", 'new SandboxEnvironment("CLIENT_ID", "CLIENT_SECRET")'),
    (
        "zendesk_token_docs",
        "curl https://{subdomain}.zendesk.com/api/v2/users.json -u "
        "{email_address}/token:{api_token}",
    ),
    ("freshdesk_docs", "curl -u yourapikey:X https://domain.freshdesk.com/api/v2/tickets"),
    ("hue_newdeveloper", "http://<bridge ip address>/api/newdeveloper/lights"),
    ("otel_headers_env", "    headers:\n      signoz-ingestion-key: ${env:SIGNOZ_INGESTION_KEY}"),
    # versions and numbers that look random
    ("build_number", "Build 2026.11.29.4 (6f3e1a2) on agent linux-x64-07"),
    ("app_version_line", "Metabase v0.51.4 (f0b9e2c release-x.51.x)"),
    ("tracking_number", "Tracking number: 1Z999AA10123456784 (UPS)"),
    ("iban_example", "IBAN: DE89 3704 0044 0532 0130 00 (the example IBAN from the docs)"),
    # chat in the set's languages that names a secret without giving it
    ("chat_scottish_gaelic_ref", "tha am facal-faire anns a' chiste"),
    ("chat_breton_ref", "emañ ar ger-tremen er c'hofr"),
    ("chat_frisian_ref", "it wachtwurd stiet yn de kluis"),
    ("chat_latin_ref", "tessera in arca est"),
    ("chat_xhosa_ref", "igama lokugqitha likwivault"),
    ("chat_tajik_ref", "рамз дар сейф аст"),
    ("chat_cebuano_ref", "naa sa vault ang password"),
    (
        "chat_committed_rotated",
        "I accidentally committed the key, already rotated it and purged the history",
    ),
    ("chat_door_code_where", "the door code is on the whiteboard in the ops room"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout13", _rounds, _FIXED
)
