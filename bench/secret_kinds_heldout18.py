"""The eighteenth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents, with places, trades and shapes no earlier set used. This file
holds the places and shapes: an iOS `Info.plist` and an `AndroidManifest.xml`
meta-data with a key, an Ansible inventory's become password, a `.reg` export
of a kiosk's auto-logon, `slapd`/`sssd` bind passwords, SQL that makes a user of
a warehouse, `kubectl get secret -o json` piped through `jq` (base64), `docker
compose config` of a media server, `env` in a ROS robot's container, a Jenkins
console with a value echoed, a Django debug page and a Laravel `dd()` that print
the config, an HTTP 401 dump that returns the key sent, a HAR of a bank's
sandbox, CSV of a payroll bureau's logins, a diff of a `launch.json`, a
markdown table of a translation agency's accounts, a notebook of a drone
survey (JSON-escaped), code in Groovy, Haxe, Crystal, Nim, Julia macros,
Smalltalk, ABAP, Apex, PL/SQL, Solidity tests and GDScript; shapes: a bank
card PIN, a payment terminal's merchant password, a safe-deposit code, a
voicemail PIN, recovery words of a password manager, a TOTP seed in an
`otpauth-migration` export, a key in hex split over a C string concatenation,
a key in base64url in a path, a URL-encoded value in a cookie and chat in
languages no set used.

Its second part (`bench/secret_kinds_heldout18_more.py`) is vendors of trades no
set reached; its look-alikes (`bench/secret_kinds_heldout18_look.py`) are what
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
from bench.secret_kinds_heldout18_look import LOOK_ALIKES
from bench.secret_kinds_heldout18_more import VENDOR_KINDS, kind18

__all__ = ["KINDS", "LOOK_ALIKES", "heldout18_samples"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _kubectl_json_jq(r: random.Random) -> tuple[str, str]:
    v = _b64(pw(r, 18))
    doc = {
        "apiVersion": "v1",
        "data": {"MAMBU_USER": _b64("svc-core"), "MAMBU_PASSWORD": v},
        "kind": "Secret",
        "metadata": {"name": "core-banking", "namespace": "ledger"},
    }
    return v, "$ kubectl get secret core-banking -o json | jq .\n" + json.dumps(doc, indent=2)


def _compose_config(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 32)
    return v, (
        "$ docker compose config\nname: media\nservices:\n  jellyfin:\n"
        "    environment:\n      JELLYFIN_PublishedServerUrl: http://10.0.4.2:8096\n"
        f"      JELLYFIN_API_KEY: {v}\n    image: jellyfin/jellyfin:10.9.7\n"
        "    network_mode: host"
    )


def _ros_env(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    return v, (
        "root@amr-07:/ws# env | sort\nHOME=/root\nROS_DISTRO=humble\nROS_DOMAIN_ID=42\n"
        f"FORMANT_AGENT_TOKEN={v}\nRMW_IMPLEMENTATION=rmw_cyclonedds_cpp\nSHLVL=1"
    )


def _har_bank(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 43)
    entry = {
        "request": {
            "method": "POST",
            "url": "https://sandbox.yapily.example/consent-auth-code",
            "headers": [{"name": "Content-Type", "value": "application/json"}],
            "postData": {
                "mimeType": "application/x-www-form-urlencoded",
                "text": f"grant_type=client_credentials&client_id=ops-app&client_secret={quote(v)}",
            },
        },
        "response": {"status": 201},
    }
    return v, json.dumps({"log": {"version": "1.2", "entries": [entry]}}, indent=1)


def _notebook_drone(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    cell = {
        "cell_type": "code",
        "execution_count": 3,
        "source": [
            "from dronedeploy import Client\n",
            f'dd = Client(api_key="{v}")\n',
            'plans = dd.plans(site="quarry-east")',
        ],
        "outputs": [{"name": "stdout", "output_type": "stream", "text": ["12 plans\n"]}],
    }
    return v, json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4})


def _c_hex_concat(r: random.Random) -> tuple[str, str]:
    a, b = hexs(r, 32), hexs(r, 32)
    return a, (
        "/* MAVLink signing key for the survey drone */\n"
        f'static const char *MAV_SIGN_KEY = "{a}"\n    "{b}";'
    )


def _otp_migration(r: random.Random) -> tuple[str, str]:
    v = upper32(r, 32)
    return v, (
        "$ python decode_migration.py 'otpauth-migration://offline?data=...'\n"
        f"name: payroll-admin@bureau  issuer: Factorial  secret: {v}  type: TOTP  digits: 6"
    )


def _b64url_path(r: random.Random) -> tuple[str, str]:
    v = base64.urlsafe_b64encode(bytes(r.randrange(256) for _ in range(24))).decode()
    v = v.rstrip("=")
    return v, f"curl -s https://hooks.bridge.example/v1/relay/{v}/matrix -d @event.json"


_TERMINAL: tuple[Kind, ...] = (
    kind18(
        "info_plist_sdk_secret",
        "config",
        "<key>CFBundleIdentifier</key>\n<string>com.citycouncil.bins</string>\n"
        "<key>BrazeAPIKey</key>\n<string>{v}</string>",
        "<dict>\n\t<key>AirshipAppSecret</key>\n\t<string>{v}</string>\n"
        "\t<key>AirshipAppKey</key>\n\t<string>{k22}</string>\n</dict>",
        value=lambda r: alnum(r, 22),
    ),
    kind18(
        "android_manifest_meta_secret",
        "config",
        '<meta-data android:name="com.pushwoosh.appid" android:value="{U5}-{U5}" />\n'
        '<meta-data android:name="com.pushwoosh.api_token" android:value="{v}" />',
        '<meta-data\n    android:name="io.branch.sdk.BranchKey.Secret"\n    android:value="{v}"/>',
        value=lambda r: alnum(r, 40),
    ),
    kind18(
        "ansible_inventory_become_pass",
        "config",
        "[payroll_db]\npg-hr-01 ansible_host=10.20.1.5 ansible_user=ops ansible_become_pass='{v}'",
        "all:\n  hosts:\n    kiosk-12:\n      ansible_host: 172.16.8.12\n"
        '      ansible_become_password: "{v}"',
    ),
    kind18(
        "reg_export_autologon",
        "config",
        "Windows Registry Editor Version 5.00\n\n"
        "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
        '"AutoAdminLogon"="1"\n"DefaultUserName"="kiosk"\n"DefaultPassword"="{v}"',
    ),
    kind18(
        "sssd_ldap_bind_pass",
        "config",
        "[domain/council.local]\nid_provider = ldap\n"
        "ldap_default_bind_dn = cn=sssd,ou=svc,dc=council,dc=local\n"
        "ldap_default_authtok = {v}",
        "# /etc/nslcd.conf\nbinddn cn=nslcd,dc=bank,dc=internal\nbindpw {v}",
    ),
    kind18(
        "snowflake_create_user_sql",
        "code",
        "CREATE USER looker_svc PASSWORD = '{v}' DEFAULT_ROLE = REPORTER "
        "MUST_CHANGE_PASSWORD = FALSE;",
        'CREATE USER etl_payroll IDENTIFIED BY "{v}" DEFAULT TABLESPACE users;',
        "ALTER USER 'translator'@'%' IDENTIFIED WITH caching_sha2_password BY '{v}';",
    ),
    Kind("kubectl_secret_json_jq", "config", _kubectl_json_jq),
    Kind("compose_config_jellyfin", "config", _compose_config),
    Kind("ros_container_env", "config", _ros_env),
    kind18(
        "jenkins_console_echo",
        "cli",
        "[Pipeline] sh\n+ echo 'using TRAVELPORT_PASS={v}'\nusing TRAVELPORT_PASS={v}\n"
        "[Pipeline] }}",
        "Started by user deploy\n[ios-release] $ fastlane pilot upload "
        "--apple_id 1482{d6} --itc_password {v}\n[14:02:11]: Login successful",
    ),
    kind18(
        "django_debug_settings_page",
        "code",
        "Settings\nUsing settings module ehr.settings\nSetting  Value\n"
        "ALLOWED_HOSTS  ['*']\nEMAIL_HOST_PASSWORD  '{v}'\nDEBUG  True",
        "TRANSIFEX_TOKEN = '{v}'\nTIME_ZONE = 'Europe/Tallinn'",
    ),
    kind18(
        "laravel_dd_config",
        "code",
        'array:4 [\n  "driver" => "smtp"\n  "host" => "smtp.gov-notify.example"\n'
        '  "username" => "noreply"\n  "password" => "{v}"\n]',
    ),
    kind18(
        "http_401_echo_key",
        "header",
        "< HTTP/1.1 401 Unauthorized\n< Content-Type: application/json\n<\n"
        '{{"error":"invalid_key","detail":"key {v} is not enabled for /v2/payouts"}}',
        value=lambda r: alnum(r, 36),
    ),
    Kind("har_bank_sandbox_client_secret", "form", _har_bank),
    kind18(
        "csv_payroll_bureau_logins",
        "form",
        "client,portal,username,password\nAcme Ltd,Sage Payroll,acme.admin,{v}\n"
        "Birch & Co,BrightPay,birch.hr,in vault",
        "employer_id;system;login;pwd\n{d6};Staffology;payroll@employer;{v}",
    ),
    kind18(
        "diff_launch_json_env",
        "config",
        "--- a/.vscode/launch.json\n+++ b/.vscode/launch.json\n@@ -9,6 +9,7 @@\n"
        '       "env": {{\n         "FLASK_ENV": "development",\n'
        '+        "CROWDIN_PERSONAL_TOKEN": "{v}",\n       }}',
        value=lambda r: hexs(r, 80),
    ),
    kind18(
        "markdown_agency_accounts",
        "prose",
        "| Client | Tool | User | Password |\n|---|---|---|---|\n"
        "| Musée | memoQ server | pm-lyon | {v} |\n| Bank | XTM | pm-bank | see 1Password |",
    ),
    Kind("notebook_dronedeploy_key", "code", _notebook_drone),
)

_CODE: tuple[Kind, ...] = (
    kind18(
        "groovy_jenkinsfile_literal",
        "code",
        "def nexusModsKey = '{v}'\nsh \"curl -H 'apikey: ${{nexusModsKey}}' $URL\"",
        value=lambda r: urlsafe(r, 40) + "--" + urlsafe(r, 24),
    ),
    kind18(
        "haxe_static_inline",
        "code",
        'class Cfg {{\n  public static inline var GAMEJOLT_PRIVATE_KEY:String = "{v}";\n}}',
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "crystal_constant",
        "code",
        'POEDITOR_TOKEN = "{v}"\nclient = HTTP::Client.new(URI.parse(API))',
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "nim_let_password",
        "code",
        'let dbPass = "{v}"\nlet conn = open("10.0.0.9", "ledger", dbPass, "core")',
    ),
    kind18(
        "julia_env_default",
        "code",
        'const SEQERA_TOKEN = get(ENV, "TOWER_ACCESS_TOKEN", "{v}")',
        value=lambda r: _b64(alnum(r, 48)),
    ),
    kind18(
        "smalltalk_assignment",
        "code",
        "client := ZnClient new.\nclient setBasicAuthenticationUsername: 'pharo' password: '{v}'.",
    ),
    kind18(
        "abap_constant",
        "code",
        "CONSTANTS lc_pwd TYPE string VALUE '{v}'.\n"
        "CALL METHOD lo_http->authenticate( username = 'RFC_HR' password = lc_pwd ).",
    ),
    kind18(
        "apex_named_credential_literal",
        "code",
        "req.setHeader('X-Api-Key', '{v}');\nreq.setEndpoint('callout:DocGen/v2/render');",
        value=lambda r: alnum(r, 40),
    ),
    kind18(
        "plsql_utl_http_auth",
        "code",
        "UTL_HTTP.SET_AUTHENTICATION(l_req, 'swift_gw', '{v}');",
        "l_wallet_pwd VARCHAR2(30) := '{v}';\nUTL_HTTP.SET_WALLET('file:/u01/wallet', "
        "l_wallet_pwd);",
    ),
    kind18(
        "solidity_test_private_key",
        "key",
        "uint256 deployerKey = 0x{v};\nvm.startBroadcast(deployerKey);",
        value=lambda r: hexs(r, 64),
    ),
    kind18(
        "gdscript_const",
        "code",
        'const CURSEFORGE_API_KEY := "{v}"\nvar http := HTTPRequest.new()',
        value=lambda r: "$2a$10$" + alnum(r, 53).replace("/", "."),
    ),
)

_SHAPES: tuple[Kind, ...] = (
    kind18(
        "card_pin_prose",
        "prose",
        "the test card for the terminal is 4761 7390 0101 0010, PIN {v}",
        "Corporate card PIN: {v} (don't share)",
        value=lambda r: digits(r, 4),
    ),
    kind18(
        "terminal_merchant_password",
        "prose",
        "on the Verifone in shop 3 the merchant menu password is {v}",
        "Ingenico Move/5000 -> Admin -> enter merchant password {v} -> Parameters",
        value=lambda r: digits(r, 6),
    ),
    kind18(
        "safe_deposit_code",
        "prose",
        "the back-office safe code changed to {v}, tell the closing manager",
        value=lambda r: digits(r, 6),
    ),
    kind18(
        "voicemail_pin_named",
        "prose",
        "voicemail_pin: {v}\nextension: 4411",
        "The support line's voicemail PIN is {v}.",
        value=lambda r: digits(r, 5),
    ),
    kind18(
        "password_manager_recovery_words",
        "prose",
        "Emergency kit - Secret Key words:\n{v}",
        "recovery phrase for the team vault: {v}",
        value=lambda r: passphrase(r, 8, " "),
    ),
    Kind("otpauth_migration_decoded_secret", "key", _otp_migration),
    Kind("hex_key_c_concat", "form", _c_hex_concat),
    Kind("b64url_token_in_path", "form", _b64url_path),
    kind18(
        "cookie_urlencoded_session",
        "header",
        "Cookie: locale=et; jellyfin_credentials={v}; theme=dark",
        value=lambda r: quote(f'{{"AccessToken":"{hexs(r, 32)}"}}'),
    ),
    kind18(
        "pin_named_yaml_kiosk",
        "config",
        'kiosk:\n  exit_pin: "{v}"\n  idle_timeout: 90',
        '"adminPin": "{v}",\n"lockTask": true',
        value=lambda r: digits(r, 6),
    ),
    kind18(
        "short_secret_named_env",
        "config",
        "SMB_SHARE_PASS={v}",
        "export PRINTER_ADMIN_PWD={v}",
        value=lambda r: alnum(r, 9),
    ),
    kind18(
        "wrapped_b64_key_lines",
        "key",
        'APNS_AUTH_KEY="-----BEGIN PRIVATE KEY-----\\n{v}\\n{k64}\\n-----END PRIVATE KEY-----"',
        value=lambda r: "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + alnum(r, 16),
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind18("chat_karakalpak", "prose", "serverdiń paroli {v}"),
    kind18("chat_buryat", "prose", "серверэй нюуса үгэ {v}"),
    kind18("chat_crimean_tatar", "prose", "serverniñ gizli sözü {v}"),
    kind18("chat_gagauz", "prose", "serverin saklı lafı {v}"),
    kind18("chat_upper_sorbian", "prose", "hesło za serwer je {v}"),
    kind18("chat_ladino", "prose", "la palavra sekreta del servidor es {v}"),
    kind18("chat_neapolitan", "prose", "'a password d''o server è {v}"),
    kind18("chat_corsican", "prose", "a parolla d'intrata di u servitore hè {v}"),
    kind18("chat_scots", "prose", "the passwird fir the server is {v}, dinnae lose it"),
    kind18("chat_balinese", "prose", "kruna sandi server punika {v}"),
    kind18("chat_chamorro", "prose", "i password para i server {v}"),
    kind18("chat_tahitian", "prose", "te parau huna no te server o {v}"),
    kind18("chat_tsonga", "prose", "phasiwedi ya seva i {v}"),
    kind18("chat_kirundi", "prose", "ijambo ry'ibanga rya seriveri ni {v}"),
    kind18("chat_maithili", "prose", "सर्भरक पासवर्ड {v} अछि"),
    kind18(
        "chat_payroll_handover",
        "prose",
        "Hi Sam - while I'm off, the BrightPay bureau login is payroll@acme / {v}, "
        "RTI submission is Thursday",
    ),
    kind18(
        "chat_ground_station_note",
        "prose",
        "drone ops: DJI FlightHub org key for the new pilots is {v} (expires end of month)",
        value=lambda r: alnum(r, 32),
    ),
)

KINDS: tuple[Kind, ...] = (*_TERMINAL, *_CODE, *_SHAPES, *_CHAT, *VENDOR_KINDS)


def heldout18_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the eighteenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout18", SESSION_PLACES8)
