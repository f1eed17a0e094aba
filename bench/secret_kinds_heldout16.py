"""The sixteenth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents, with places, vendors and trades no earlier set used. This file
holds the places and shapes: `docker inspect` of a plant's edge box, `terraform
output -json` with a sensitive value, `helm get values --all`, a `kubectl get
secret -o yaml` of a BIM integration (base64), `env` on a kiosk, `systemd-creds`,
a GitHub Actions log with a vendor's key echoed, a Python `KeyError` and a Spring
binding error that print the config, Go's `%+v` of a client, an HTTP response
that returns a token, a HAR entry, a Postman collection, SQL that stores a
device key, CSV of door PINs, a diff of `appsettings.json`, a markdown table of
venue logins, a notebook (JSON-escaped), code in Ada, Fortran, Tcl, Racket, VBA,
Prolog, Dhall, Nix, Zig, OCaml and Erlang, and shapes: a lockbox code, a site
alarm code, a Wi-Fi PSK in a QR payload, recovery codes of a registry, a TOTP
seed in a YAML list, an HMAC key in hex, a key split over a shell line
continuation, a key URL-encoded twice, a key in a URL's path, and chat in
languages no set used.

Its second part (`bench/secret_kinds_heldout16_more.py`) is vendors of trades no
set reached; its look-alikes (`bench/secret_kinds_heldout16_look.py`) are what
the same places hold that is no secret.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    digits,
    hexs,
    pw,
    samples,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout12_more import passphrase
from bench.secret_kinds_heldout16_look import LOOK_ALIKES
from bench.secret_kinds_heldout16_more import VENDOR_KINDS, kind16

__all__ = ["KINDS", "LOOK_ALIKES", "heldout16_samples"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _k8s_secret_yaml(r: random.Random) -> tuple[str, str]:
    v = _b64(alnum(r, 40))
    return v, (
        "$ kubectl get secret aps-bridge -n bim -o yaml\napiVersion: v1\ndata:\n"
        f"  APS_CLIENT_ID: {_b64(alnum(r, 32))}\n  APS_CLIENT_SECRET: {v}\nkind: Secret\n"
        "metadata:\n  name: aps-bridge\n  namespace: bim\ntype: Opaque"
    )


def _terraform_output(r: random.Random) -> tuple[str, str]:
    v = pw(r, 20)
    out = {
        "ingest_endpoint": {"sensitive": False, "type": "string", "value": "https://ingest.farm"},
        "historian_admin_password": {"sensitive": True, "type": "string", "value": v},
    }
    return v, "$ terraform output -json\n" + json.dumps(out, indent=2)


def _notebook(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 36)
    cell = {
        "cell_type": "code",
        "execution_count": 7,
        "source": [
            "import requests\n",
            f'STRAVA_SECRET = "{v}"\n',
            "activities = fetch(STRAVA_SECRET)",
        ],
        "outputs": [],
    }
    return v, json.dumps({"cells": [cell], "nbformat": 4})


def _har(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 48)
    entry = {
        "request": {
            "method": "GET",
            "url": "https://api.teamsnap.example/v3/teams",
            "headers": [
                {"name": "Accept", "value": "application/json"},
                {"name": "Authorization", "value": f"Bearer {v}"},
            ],
        },
        "response": {"status": 200},
    }
    return v, json.dumps({"log": {"entries": [entry]}}, indent=1)


def _postman(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    coll = {
        "auth": {
            "type": "apikey",
            "apikey": [
                {"key": "value", "value": v, "type": "string"},
                {"key": "key", "value": "X-Venue-Key", "type": "string"},
            ],
        }
    }
    return v, json.dumps(coll)


def _split_continuation(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 24), alnum(r, 24)
    return a, (
        f"curl https://api.farmfleet.example/v1/tractors \\\n  -H 'X-Fleet-Key: {a}'\\\n"
        f"'{b}' \\\n  -H 'Accept: application/json'"
    )


def _double_encoded(r: random.Random) -> tuple[str, str]:
    v = quote(quote(pw(r, 12) + "&" + alnum(r, 6) + "=", safe=""), safe="")
    return v, f"redirect=https%3A%2F%2Fsso.venue.example%2Fcb%3Fpassword%3D{v}%26user%3Dops"


def _qr_wifi(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16).replace(";", "")
    return v, f"qrencode -o guest.png 'WIFI:T:WPA;S:Lobby-Guest;P:{v};;'"


def _recovery_codes(r: random.Random) -> tuple[str, str]:
    codes = [f"{hexs(r, 5)}-{hexs(r, 5)}" for _ in range(6)]
    return codes[0], "npm two-factor recovery codes (save these):\n" + "\n".join(codes)


def _lockbox(r: random.Random) -> str:
    while True:
        v = digits(r, 4)
        if len(set(v)) > 2 and v not in "120000":
            return v


_TERMINAL: tuple[Kind, ...] = (
    kind16(
        "docker_inspect_edge_env",
        "cli",
        '$ docker inspect mes-edge --format "{{{{json .Config.Env}}}}"\n'
        '["PATH=/usr/local/sbin:/usr/bin","OPCUA_ENDPOINT=opc.tcp://plc01:4840",'
        '"OPCUA_PASSWORD={v}","TZ=UTC"]',
    ),
    Kind("terraform_output_json_historian", "cli", _terraform_output),
    kind16(
        "helm_get_values_all",
        "cli",
        "$ helm get values booking-engine --all -n hotel\nCOMPUTED VALUES:\nreplicaCount: 2\n"
        "opera:\n  endpoint: https://ohip.example\n  clientSecret: {v}\nservice:\n  port: 80",
        value=lambda r: alnum(r, 32),
    ),
    Kind("kubectl_get_secret_yaml_bim", "cli", _k8s_secret_yaml),
    kind16(
        "env_kiosk_dump",
        "cli",
        "$ env | sort\nHOME=/home/kiosk\nKIOSK_URL=https://checkin.hotel.example\n"
        "KIOSK_UNLOCK_SECRET={v}\nLANG=en_US.UTF-8\nSHELL=/bin/bash",
        value=lambda r: hexs(r, 40),
    ),
    kind16(
        "systemd_creds_cat",
        "cli",
        "$ systemd-creds cat scada-bridge.service:historian.pass\n{v}",
        value=lambda r: pw(r, 18),
    ),
    kind16(
        "gha_log_echoed_key",
        "cli",
        "2026-11-29T06:12:44.1203Z ##[group]Run ./scripts/publish-onix.sh\n"
        "2026-11-29T06:12:44.1207Z + curl -sf -u pubco:{v} https://feeds.distributor.example/upload",
    ),
    kind16(
        "python_keyerror_config_dict",
        "code",
        'Traceback (most recent call last):\n  File "sync.py", line 41, in <module>\n'
        "    club = cfg['club_id']\nKeyError: 'club_id' (cfg={{'api_base': "
        "'https://api.teamsnap.example', 'client_secret': '{v}'}})",
        value=lambda r: alnum(r, 32),
    ),
    kind16(
        "spring_binding_error_value",
        "code",
        "***************************\nAPPLICATION FAILED TO START\n"
        "***************************\n\nDescription:\n\n"
        "Failed to bind properties under 'procore.client' to ProcoreProperties:\n\n"
        '    Property: procore.client.secret\n    Value: "{v}"\n'
        '    Origin: System Environment Property "PROCORE_CLIENT_SECRET"',
        value=lambda r: urlsafe(r, 43),
    ),
    kind16(
        "go_plusv_client_struct",
        "code",
        "2026/11/29 06:40:02 client: &{{BaseURL:https://api.bandwidth.example "
        "AccountID:{d7} Username:api-user Password:{v} Timeout:30s}}",
    ),
    kind16(
        "http_response_token_dump",
        "cli",
        "< HTTP/2 200\n< content-type: application/json\n<\n"
        '{{"access_token":"{v}","token_type":"bearer","expires_in":21600,"scope":"read"}}',
        value=lambda r: urlsafe(r, 40),
    ),
    Kind("har_entry_bearer_teamsnap", "header", _har),
    Kind("postman_apikey_auth_value", "header", _postman),
)

_DATA_AND_CODE: tuple[Kind, ...] = (
    kind16(
        "sql_insert_device_key",
        "code",
        "INSERT INTO integrations (venue_id, provider, api_key, enabled)\n"
        "VALUES (42, 'sevenrooms', '{v}', true);",
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "sql_update_smtp_password",
        "code",
        "UPDATE settings SET value = '{v}' WHERE key = 'smtp.password' AND tenant = 'parish';",
    ),
    kind16(
        "csv_door_pins",
        "form",
        "unit,tenant,door_pin,alarm_code\n4B,Okafor,{v},{d4}\n4C,Lindqvist,{d6},{d4}",
        value=lambda r: digits(r, 6),
    ),
    kind16(
        "diff_appsettings_vendor_key",
        "code",
        "--- a/appsettings.Production.json\n+++ b/appsettings.Production.json\n@@ -4,3 +4,4 @@\n"
        '   "Opera": {{\n     "HotelId": "HQ01",\n+    "AppKey": "{v}",\n   }}',
        value=lambda r: alnum(r, 36),
    ),
    kind16(
        "markdown_venue_logins",
        "form",
        "| venue | system | login | password |\n|---|---|---|---|\n"
        "| Riverside | Resy OS | host@riverside | {v} |\n| Annex | Resy OS | host@annex | see 1P |",
    ),
    Kind("notebook_escaped_strava", "code", _notebook),
    kind16(
        "ada_constant_password",
        "code",
        'Historian_Password : constant String := "{v}";',
    ),
    kind16(
        "fortran_character_key",
        "code",
        "character(len=*), parameter :: met_api_key = '{v}'",
        value=lambda r: alnum(r, 32),
    ),
    kind16(
        "tcl_set_password",
        "code",
        'set nso_password "{v}"\nspawn ssh admin@nso01\nexpect "assword:"\nsend "$nso_password\\r"',
    ),
    kind16(
        "racket_define_token",
        "code",
        '(define discogs-token "{v}")',
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "vba_const_password",
        "code",
        'Const DONOR_DB_PASSWORD As String = "{v}"\n'
        'cn.Open "Provider=SQLOLEDB;Data Source=crm01;User ID=excel;Password=" & DONOR_DB_PASSWORD',
    ),
    kind16(
        "prolog_fact_secret",
        "code",
        "api_credentials(navitia, '{v}').",
        value=lambda r: alnum(r, 36),
    ),
    kind16(
        "dhall_record_secret",
        "code",
        '{{ apaleo = {{ clientId = "HQPM-AC-{U6}", clientSecret = "{v}" }} }}',
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "nix_module_password",
        "code",
        'services.homeassistant-bridge = {{\n  enable = true;\n  mqttPassword = "{v}";\n}};',
    ),
    kind16(
        "zig_const_token",
        "code",
        'const tfl_app_key = "{v}";',
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "ocaml_let_secret",
        "code",
        'let spotify_secret = "{v}"',
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "erlang_sys_config_password",
        "code",
        '[{{smpp_gw, [{{host, "smsc.carrier.example"}}, {{system_id, "acme"}}, '
        '{{password, "{v}"}}]}}].',
        value=lambda r: alnum(r, 8),
    ),
)

_SHAPES: tuple[Kind, ...] = (
    kind16(
        "lockbox_code_prose",
        "prose",
        "the key for the site trailer is in the lockbox on the gate, code {v}",
        value=_lockbox,
    ),
    kind16(
        "alarm_disarm_code_prose",
        "prose",
        "if the alarm goes off at the barn the disarm code is {v} then press OFF",
        value=lambda r: digits(r, 5),
    ),
    Kind("wifi_qr_payload_psk", "form", _qr_wifi),
    Kind("registry_recovery_codes", "prose", _recovery_codes),
    kind16(
        "totp_seed_yaml_list",
        "key",
        "mfa:\n  - account: ops@venue.example\n    issuer: Resy\n    secret: {v}",
        value=lambda r: upper32(r, 32),
    ),
    kind16(
        "hmac_key_hex_webhook",
        "key",
        "WEBHOOK_SIGNING_KEY_HEX={v}",
        value=lambda r: hexs(r, 64),
    ),
    Kind("header_split_line_continuation", "form", _split_continuation),
    Kind("password_double_urlencoded", "form", _double_encoded),
    kind16(
        "key_in_url_path",
        "dsn",
        "https://hooks.venue.example/ingest/{v}/events",
        value=lambda r: urlsafe(r, 40),
    ),
    kind16(
        "base64url_secret_json",
        "key",
        '{{"kid": "2026-11", "alg": "HS256", "k": "{v}"}}',
        value=lambda r: urlsafe(r, 43),
    ),
    kind16(
        "passphrase_spaced_words",
        "prose",
        "the historian backup passphrase is: {v}",
        value=lambda r: passphrase(r, 5, " "),
    ),
    kind16(
        "short_pass_named_field",
        "form",
        "scoreboard_admin_pw: {v}",
        value=lambda r: alnum(r, 7),
    ),
    kind16(
        "b64_env_whole_file",
        "key",
        "HOMEY_ENV_B64={v}",
        value=lambda r: _b64(f"HOMEY_TOKEN={alnum(r, 40)}\nHOMEY_ID={hexs(r, 24)}"),
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind16("chat_guarani", "prose", "servidor ñe'ẽñemi ha'e {v}"),
    kind16("chat_fijian", "prose", "na password ni server e {v}"),
    kind16("chat_tongan", "prose", "ko e lea fufū ʻo e server ko {v}"),
    kind16("chat_hmong", "prose", "tus password ntawm server yog {v}"),
    kind16("chat_chichewa", "prose", "mawu achinsinsi a seva ndi {v}"),
    kind16("chat_sesotho", "prose", "phasewete ya seva ke {v}"),
    kind16("chat_oromo", "prose", "jecha darbii server {v} dha"),
    kind16("chat_sorani", "prose", "وشەی نهێنیی سێرڤەر {v}ە"),
    kind16("chat_bashkir", "prose", "серверҙың серле һүҙе {v}"),
    kind16("chat_chuvash", "prose", "серверӑн вӑрттӑн сӑмахӗ {v}"),
    kind16("chat_aymara", "prose", "server ukan imantat arupax {v}"),
    kind16("chat_cornish", "prose", "ger-tremena an servyer yw {v}"),
    kind16("chat_manx", "prose", "ta'n fockle-follit son y server {v}"),
    kind16("chat_ilocano", "prose", "ti password ti server ket {v}"),
    kind16("chat_kikuyu", "prose", "password ya server nĩ {v}"),
    kind16(
        "chat_foreman_handover",
        "prose",
        "Morning crew: Procore login for the trailer laptop is site.super / {v}, do not change it",
    ),
    kind16(
        "chat_coach_note",
        "prose",
        "coach, the club's Garmin admin pass got reset, it's now {v} until Friday",
    ),
)

KINDS: tuple[Kind, ...] = (*_TERMINAL, *_DATA_AND_CODE, *_SHAPES, *_CHAT, *VENDOR_KINDS)


def heldout16_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the sixteenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout16", SESSION_PLACES8)
