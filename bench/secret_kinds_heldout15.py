"""The fifteenth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents, with places and vendors held-out 14 did not use. This file
holds the places: what a terminal prints (`systemctl show`, `docker compose
config`, `kubectl get secret -o jsonpath`, `helm template`, `pulumi stack
output --show-secrets`, `aws ssm get-parameter` with decryption, `gcloud
secrets versions access`, `vault kv get` tables, `az keyvault secret show`,
Doppler's box table, `podman secret inspect --showsecret`, `terraform
console`, `/proc/<pid>/environ`, `journalctl`), CI logs (Azure Pipelines'
`##vso`, TeamCity service messages, `set -x` exports), logs that echo a
secret (a .NET connection-string error, a Rails request line, an nginx
access log, a PostgreSQL statement log, `redis-cli MONITOR`), wire
transcripts (SMTP `AUTH LOGIN` in base64, POP3), SQL (replication sources,
subscriptions, master keys, linked servers, ClickHouse named collections),
CSV, `git diff --word-diff`, `git show` of an old file, Confluence and
org-mode tables, a Zeppelin note and a Databricks notebook, provisioning
files (cloud-init, Kickstart, preseed, Puppet, Bicep), code in COBOL,
Jsonnet, CUE, Pkl, Starlark, Common Lisp, Elm, Gleam, C++ and AutoHotkey,
HTTP tools (Hurl, k6, GraphQL with inline arguments), and the shapes: a
BitLocker recovery password, Google backup codes, a four-digit installer
code, a gate code and a lock combination in prose, a TOTP seed given to
pyotp, an AES key in hex, an oauth2-proxy cookie secret in base64url, a YAML
double-quoted value continued over a line, a password URL-encoded in a git
remote, and chat in languages and scripts no set used.

Its second part (`bench/secret_kinds_heldout15_more.py` and
`bench/secret_kinds_heldout15_labs.py`) is vendors of trades no set reached;
its look-alikes (`bench/secret_kinds_heldout15_look.py`) are what the same
places hold that is no secret.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import (
    SESSION_PLACES8,
    Gen,
    Kind,
    Sample,
    alnum,
    b64,
    digits,
    hexs,
    pw,
    samples,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout12_more import passphrase
from bench.secret_kinds_heldout15_labs import LAB_KINDS
from bench.secret_kinds_heldout15_look import LOOK_ALIKES
from bench.secret_kinds_heldout15_more import VENDOR_KINDS, kind15

__all__ = ["KINDS", "LOOK_ALIKES", "heldout15_samples"]

#: digit strings that stand in every stored sample's wrapping (a Codex call's timeout)
_WRAPPING_DIGITS = "120000"


def _pin(n: int) -> Gen:
    """A PIN of `n` digits (not all one digit) that no sample's wrapping holds by chance."""

    def make(r: random.Random) -> str:
        while True:
            v = digits(r, n)
            if v not in _WRAPPING_DIGITS and len(set(v)) > 1:
                return v

    return make


def _b64_pw(r: random.Random) -> str:
    return base64.b64encode(pw(r, 18).encode()).decode()


def _bitlocker(r: random.Random) -> str:
    # each group of a BitLocker recovery password is a multiple of 11 below 720896
    return "-".join(f"{r.randrange(65536) * 11:06d}" for _ in range(8))


def _smtp_auth_login(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(pw(r, 16).encode()).decode()
    return v, (
        "$ openssl s_client -starttls smtp -connect smtp.corp.dev:587 -quiet\n"
        "250 SMTPUTF8\nAUTH LOGIN\n334 VXNlcm5hbWU6\nbm90aWZ5QGNvcnAuZGV2\n334 UGFzc3dvcmQ6\n"
        f"{v}\n235 2.7.0 Authentication successful"
    )


def _zeppelin_note(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    note = {
        "paragraphs": [
            {
                "text": f"%sh\nexport WAREHOUSE_PASS='{v}'\npsql -h dw -U etl -c 'select 1'",
                "status": "FINISHED",
                "id": "paragraph_1764392000123_" + digits(r, 9),
            }
        ],
        "name": "nightly-load",
    }
    return v, json.dumps(note)


def _yaml_continued(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 24), alnum(r, 24)
    return a, f'smtp:\n  host: smtp.corp.dev\n  password: "{a}\\\n    {b}"\n  port: 587'


def _git_remote_encoded(r: random.Random) -> tuple[str, str]:
    v = quote(pw(r, 10) + "@" + alnum(r, 5) + "/", safe="")
    return v, f"git clone https://hr-bot:{v}@git.corp.dev/hr/payroll.git"


def _backup_codes(r: random.Random) -> tuple[str, str]:
    codes = [f"{digits(r, 4)} {digits(r, 4)}" for _ in range(6)]
    lines = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes))
    return codes[0], (
        "BACKUP VERIFICATION CODES\nhr-admin@corp.dev\n"
        f"{lines}\nKeep them someplace safe and accessible."
    )


def _kubectl_jsonpath(r: random.Random) -> tuple[str, str]:
    v = _b64_pw(r)
    return v, (
        "$ kubectl get secret lms-db -n school -o jsonpath='{.data.password}'\n"
        f"{v}$ kubectl rollout restart deploy/lms -n school"
    )


_TERMINAL: tuple[Kind, ...] = (
    kind15(
        "systemctl_show_environment",
        "config",
        "$ systemctl show payroll-sync -p Environment\n"
        "Environment=TZ=UTC PAYROLL_API_SECRET={v} SYNC_INTERVAL=300",
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "compose_config_broker_url",
        "config",
        "$ docker compose config\nservices:\n  worker:\n    environment:\n"
        '      BROKER_URL: amqp://worker:{v}@mq:5672/claims\n      WORKERS: "4"\n'
        "    image: corp/claims-worker:3.2.0",
    ),
    Kind("kubectl_jsonpath_b64", "config", _kubectl_jsonpath),
    kind15(
        "helm_template_secret_data",
        "config",
        "---\n# Source: newsroom/templates/secret.yaml\napiVersion: v1\nkind: Secret\n"
        "metadata:\n  name: newsroom-smtp\ntype: Opaque\ndata:\n  smtp-password: {v}",
        value=_b64_pw,
    ),
    kind15(
        "pulumi_show_secrets_table",
        "config",
        "$ pulumi stack output --show-secrets\nCurrent stack outputs (3):\n"
        "    OUTPUT          VALUE\n    dbEndpoint      claims.cluster-ro.corp.internal\n"
        "    dbPassword      {v}\n    region          eu-central-1",
    ),
    kind15(
        "ssm_get_parameter_decrypted",
        "config",
        '{{\n    "Parameter": {{\n        "Name": "/hr/payroll/api-secret",\n'
        '        "Type": "SecureString",\n        "Value": "{v}",\n        "Version": 3\n'
        "    }}\n}}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind15(
        "gcloud_versions_access_output",
        "config",
        "$ gcloud secrets versions access latest --secret=tms-carrier-key\n{v}\n$ ",
        value=lambda r: alnum(r, 44),
    ),
    kind15(
        "vault_kv_get_table",
        "config",
        "$ vault kv get kv/booking/amadeus\n====== Data ======\nKey              Value\n"
        "---              -----\nclient_id        {k32}\nclient_secret    {v}",
        value=lambda r: alnum(r, 16),
    ),
    kind15(
        "az_keyvault_secret_show",
        "config",
        '{{\n  "attributes": {{"enabled": true}},\n'
        '  "id": "https://corp-claims-kv.vault.azure.net/secrets/claims-db/{h32}",\n'
        '  "name": "claims-db",\n  "value": "{v}"\n}}',
    ),
    kind15(
        "doppler_box_table",
        "config",
        "┌──────────────────┬──────────────────────────────────┐\n"
        "│ NAME             │ VALUE                            │\n"
        "├──────────────────┼──────────────────────────────────┤\n"
        "│ POS_API_KEY      │ {v} │\n"
        "│ POS_REGION       │ eu                               │\n"
        "└──────────────────┴──────────────────────────────────┘",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "podman_secret_showsecret",
        "config",
        '$ podman secret inspect --showsecret pos-db\n[\n    {{\n        "ID": "{h25}",\n'
        '        "Spec": {{"Name": "pos-db", "Driver": {{"Name": "file"}}}},\n'
        '        "SecretData": "{v}"\n    }}\n]',
    ),
    kind15(
        "terraform_console_nonsensitive",
        "config",
        '$ terraform console\n> nonsensitive(var.sql_admin_password)\n"{v}"\n> exit',
    ),
    kind15(
        "proc_environ_dump",
        "config",
        "$ sudo cat /proc/4121/environ | tr '\\0' '\\n'\nHOME=/var/lib/claims\n"
        "CLAIMS_DB_PASS={v}\nLANG=C.UTF-8",
    ),
    kind15(
        "journalctl_argv_echo",
        "config",
        "Nov 29 05:01:02 hr01 payroll-sync[2212]: starting: /opt/payroll/sync "
        "--api-secret={v} --interval=300",
        value=lambda r: urlsafe(r, 32),
    ),
    kind15(
        "ansible_debug_var",
        "config",
        'TASK [lms : show db settings] ******\nok: [lms01] => {{\n    "lms_db_password": "{v}"\n}}',
    ),
)

_CI_AND_LOGS: tuple[Kind, ...] = (
    kind15(
        "azure_pipelines_setvariable",
        "config",
        "2026-11-29T05:20:11.0123456Z ##[section]Starting: fetch keys\n"
        "2026-11-29T05:20:12.5554321Z ##vso[task.setvariable variable=POS_API_KEY]{v}",
        value=lambda r: alnum(r, 36),
    ),
    kind15(
        "teamcity_set_parameter",
        "config",
        "##teamcity[setParameter name='env.NEWSROOM_TOKEN' value='{v}']",
        value=lambda r: urlsafe(r, 40),
    ),
    kind15(
        "xtrace_export_quoted",
        "config",
        "++ export PAYROLL_SFTP_PASSWORD='{v}'\n++ PAYROLL_SFTP_PASSWORD='{v}'\n"
        "+ sftp -b batch.txt payroll@sftp.corp.dev",
    ),
    kind15(
        "dotnet_connection_string_error",
        "config",
        "System.ArgumentException: Format of the initialization string does not conform to "
        "specification starting at index 87.\n   Connection string: Server=sql01;"
        "Database=Claims;User Id=claims_app;Password={v};Encrypt=yes;;",
    ),
    kind15(
        "rails_log_query_secret",
        "config",
        'Started POST "/api/v1/sync?api_secret={v}&full=1" for 10.0.3.7 at '
        "2026-11-29 05:12:44 +0000\nProcessing by Api::SyncController#create as JSON",
        value=lambda r: hexs(r, 40),
    ),
    kind15(
        "nginx_access_log_path_token",
        "form",
        '10.0.3.7 - - [29/Nov/2026:05:12:01 +0000] "POST /hooks/pos/{v}/close HTTP/1.1" '
        '200 2 "-" "curl/8.5.0"',
        value=lambda r: urlsafe(r, 32),
    ),
    kind15(
        "postgres_log_alter_role",
        "config",
        "2026-11-29 05:10:11.123 UTC [812] postgres@lms LOG:  statement: "
        "ALTER ROLE payroll WITH PASSWORD '{v}';",
    ),
    kind15(
        "redis_monitor_auth",
        "config",
        '$ redis-cli MONITOR\nOK\n1764392011.123456 [0 10.0.0.5:51122] "AUTH" "{v}"\n'
        '1764392011.124001 [0 10.0.0.5:51122] "GET" "cart:1042"',
        value=lambda r: alnum(r, 32),
    ),
    Kind("smtp_auth_login_transcript", "config", _smtp_auth_login),
    kind15(
        "pop3_telnet_transcript",
        "config",
        "$ telnet mail.corp.dev 110\n+OK Dovecot ready.\nUSER newsdesk\n+OK\nPASS {v}\n"
        "+OK Logged in.\nSTAT\n+OK 12 48211",
    ),
)

_SQL_AND_DATA: tuple[Kind, ...] = (
    kind15(
        "mysql_change_replication_source",
        "code",
        "CHANGE REPLICATION SOURCE TO SOURCE_HOST='db1.corp.dev', SOURCE_USER='repl', "
        "SOURCE_PASSWORD='{v}', SOURCE_AUTO_POSITION=1;",
    ),
    kind15(
        "pg_create_subscription",
        "code",
        "CREATE SUBSCRIPTION pos_sub\n  CONNECTION 'host=pos-db dbname=pos user=repl "
        "password={v}'\n  PUBLICATION pos_pub;",
    ),
    kind15(
        "mssql_master_key_password",
        "code",
        "USE Claims;\nCREATE MASTER KEY ENCRYPTION BY PASSWORD = '{v}';",
    ),
    kind15(
        "mssql_linked_server_login",
        "code",
        "EXEC sp_addlinkedsrvlogin @rmtsrvname = N'PAYROLL', @useself = N'False', "
        "@rmtuser = N'link_ro', @rmtpassword = N'{v}';",
    ),
    kind15(
        "clickhouse_named_collection",
        "code",
        "CREATE NAMED COLLECTION s3_raw AS\n    access_key_id = '{aws}',\n"
        "    secret_access_key = '{v}',\n    url = 'https://corp-raw.s3.amazonaws.com/'",
        value=lambda r: b64(r, 40),
    ),
    kind15(
        "csv_initial_passwords",
        "config",
        "employee_id,email,initial_password,must_change\n1042,a.ng@corp.dev,{v},true\n"
        "1043,b.osei@corp.dev,,false",
    ),
    kind15(
        "csv_terminal_keys",
        "config",
        "store,terminal,api_key,enabled\nLIS-02,T7,{v},yes",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "graphql_inline_login",
        "code",
        'mutation {{\n  login(email: "dispatch@corp.dev", password: "{v}") {{\n    token\n  }}\n}}',
    ),
    kind15(
        "git_word_diff",
        "config",
        "$ git diff --word-diff config/carrier.yml\n@@ -4 +4 @@ carrier:\n"
        "  api_secret: [-CHANGE_ME-]{{+{v}+}}",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "git_show_old_env",
        "config",
        "$ git show 3f2c1a9:config/.env.production\nNEWS_API_BASE=https://newsapi.org\n"
        "NEWS_WIRE_SECRET={v}",
        value=lambda r: hexs(r, 48),
    ),
    kind15(
        "confluence_wiki_table",
        "config",
        "||System||User||Password||\n|Guidewire QA|gwqa|{v}|\n|Guidewire UAT|gwuat|see vault|",
    ),
    kind15(
        "org_mode_table",
        "config",
        "* Sandbox logins\n| env | user  | token |\n|-----+-------+-------|\n| qa  | fleet | {v} |",
        value=lambda r: alnum(r, 32),
    ),
    Kind("zeppelin_note_json", "config", _zeppelin_note),
    kind15(
        "databricks_sf_password_option",
        "code",
        "# Databricks notebook source\n# COMMAND ----------\n"
        'df = (spark.read.format("snowflake")\n  .option("sfUser", "ETL_SVC")\n'
        '  .option("sfPassword", "{v}")\n  .option("dbtable", "CLAIMS").load())',
    ),
)

_PROVISIONING_AND_CODE: tuple[Kind, ...] = (
    kind15(
        "cloud_init_chpasswd_list",
        "config",
        "#cloud-config\nchpasswd:\n  list: |\n    ubuntu:{v}\n  expire: False\nssh_pwauth: true",
    ),
    kind15("kickstart_rootpw", "config", "lang en_US.UTF-8\nrootpw --plaintext {v}\nreboot"),
    kind15(
        "preseed_user_password",
        "config",
        "d-i passwd/username string kiosk\nd-i passwd/user-password password {v}\n"
        "d-i passwd/user-password-again password {v}",
    ),
    kind15(
        "puppet_mysql_db",
        "code",
        "mysql::db {{ 'lms':\n  user     => 'lms',\n  password => '{v}',\n"
        "  host     => 'localhost',\n}}",
    ),
    kind15(
        "bicep_param_default",
        "code",
        "param location string = resourceGroup().location\nparam sqlAdminPassword string = '{v}'",
    ),
    kind15(
        "cobol_pic_value",
        "code",
        "       01  WS-DB-USER      PIC X(8)  VALUE 'CLMSBAT'.\n"
        "       01  WS-DB-PASSWORD  PIC X(16) VALUE '{v}'.",
    ),
    kind15(
        "jsonnet_local_object",
        "code",
        "local secrets = {{ smtp_password: '{v}', smtp_host: 'smtp.corp.dev' }};\n"
        "{{ 'smtp.json': secrets }}",
    ),
    kind15(
        "cue_struct_password",
        "code",
        'db: {{\n\tuser:     "lms"\n\tpassword: "{v}"\n\tport:     5432\n}}',
    ),
    kind15(
        "pkl_property",
        "code",
        'apiBase = "https://api.corp.dev"\napiSecret = "{v}"',
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "tiltfile_secret_from_dict",
        "code",
        "load('ext://secret', 'secret_from_dict')\n"
        "k8s_yaml(secret_from_dict('pos', inputs={{'API_KEY': '{v}'}}))",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "common_lisp_defparameter",
        "code",
        '(defparameter *api-secret* "{v}")',
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "elm_top_level_string",
        "code",
        'apiKey : String\napiKey =\n    "{v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind15("gleam_const", "code", 'pub const wire_token = "{v}"', value=lambda r: urlsafe(r, 40)),
    kind15(
        "cpp_curlopt_password",
        "code",
        'curl_easy_setopt(curl, CURLOPT_USERNAME, "ftp-news");\n'
        'curl_easy_setopt(curl, CURLOPT_PASSWORD, "{v}");',
    ),
    kind15(
        "autohotkey_send_password",
        "code",
        "; Ctrl+Alt+P types the HR portal password\n^!p::Send, {v}{{Enter}}",
    ),
    kind15(
        "hurl_basic_auth_section",
        "config",
        "GET https://claims.corp.dev/api/claims?status=open\n[BasicAuth]\nadjuster: {v}\nHTTP 200",
    ),
    kind15(
        "k6_header_object",
        "code",
        "export default function () {{\n  http.get('https://pos.corp.dev/api/items', "
        "{{ headers: {{ 'X-Api-Key': '{v}' }} }});\n}}",
        value=lambda r: hexs(r, 40),
    ),
    kind15(
        "awk_v_token",
        "cli",
        'awk -v token={v} -F, \'{{print "curl -H X-Token:" token " " $2}}\' stores.csv | sh',
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "macos_airport_join",
        "cli",
        "networksetup -setairportnetwork en0 CorpWarehouse '{v}'",
        value=lambda r: passphrase(r, 4, "-"),
    ),
)

_SHAPES: tuple[Kind, ...] = (
    kind15(
        "bitlocker_recovery_password",
        "config",
        "PS C:\\> manage-bde -protectors -get C:\n    Numerical Password:\n"
        "      ID: {{{uuid}}}\n      Password:\n        {v}",
        value=_bitlocker,
    ),
    Kind("google_backup_codes", "prose", _backup_codes),
    kind15(
        "alarm_installer_code_yaml",
        "config",
        "alarm:\n  panel: dsc-neo\n  partition: one\n  installer_code: {v}",
        value=_pin(4),
    ),
    kind15(
        "gate_code_prose",
        "prose",
        "driver note: the depot gate code is {v}# and the dock is round the back",
        value=_pin(5),
    ),
    kind15(
        "lock_combination_prose",
        "prose",
        "the server cage padlock combo is {v}, please don't post it in the channel",
        value=lambda r: f"{r.randrange(10, 40)}-{r.randrange(10, 40)}-{r.randrange(10, 40)}",
    ),
    kind15(
        "pyotp_seed",
        "code",
        'import pyotp\ncode = pyotp.TOTP("{v}").now()',
        value=lambda r: upper32(r, 32),
    ),
    kind15(
        "java_secretkeyspec_hex",
        "code",
        'SecretKeySpec key = new SecretKeySpec(Hex.decodeHex("{v}"), "AES");',
        value=lambda r: hexs(r, 64),
    ),
    kind15(
        "oauth2_proxy_cookie_secret",
        "cli",
        "oauth2-proxy --provider=oidc --client-id=newsroom --cookie-secret={v} "
        "--email-domain=corp.dev",
        value=lambda r: urlsafe(r, 43) + "=",
    ),
    Kind("yaml_double_quoted_continued", "form", _yaml_continued),
    Kind("git_remote_urlencoded_password", "dsn", _git_remote_encoded),
)

_CHAT: tuple[Kind, ...] = (
    kind15("chat_tatar", "prose", "серверның серсүзе {v}"),
    kind15("chat_turkmen", "prose", "serweriň açar sözi {v}"),
    kind15("chat_bosnian", "prose", "šifra za server je {v}, nemoj je nikome slati"),
    kind15("chat_samoan", "prose", "o le upu lilo o le server o {v}"),
    kind15("chat_shona", "prose", "pasiwedhi yeserver ndeye {v}"),
    kind15("chat_setswana", "prose", "lefoko la sephiri la server ke {v}"),
    kind15("chat_wolof", "prose", "baatu jàll bu server bi mooy {v}"),
    kind15("chat_lingala", "prose", "liloba ya sekele ya server ezali {v}"),
    kind15("chat_tok_pisin", "prose", "pasword bilong server em {v}"),
    kind15("chat_romansh", "prose", "il pled-clav dal server è {v}"),
    kind15("chat_inuktitut", "prose", "ᐊᑐᐊᒐᖅ ᐃᓯᖅᑕᐅᑎ: {v}"),
    kind15("chat_cherokee", "prose", "ᎤᏕᎵᏒ ᏗᎧᏃᏗ: {v}"),
    kind15("chat_tamazight_tifinagh", "prose", "ⵜⴰⴳⵓⵔⵉ ⵏ ⵓⵣⵔⴰⵢ ⵏ ⵓⵙⵔⴼⵉⵔ: {v}"),
    kind15(
        "chat_handover_note",
        "prose",
        "handing over the night shift: POS back office is manager / {v}, "
        "the till floats are counted",
    ),
    kind15(
        "chat_vendor_email_paste",
        "prose",
        "Hi team, your sandbox is ready.\nPortal: https://partners.carrier.example\n"
        "Client ID: corp-logistics\nClient secret: {v}\nRegards, Carrier Onboarding",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "chat_dictated_password",
        "prose",
        "the new wifi for the newsroom is {v} (all lower case, dashes between the words)",
        value=lambda r: passphrase(r, 4, "-"),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_TERMINAL,
    *_CI_AND_LOGS,
    *_SQL_AND_DATA,
    *_PROVISIONING_AND_CODE,
    *_SHAPES,
    *_CHAT,
    *VENDOR_KINDS,
    *LAB_KINDS,
)


def heldout15_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the fifteenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout15", SESSION_PLACES8)
