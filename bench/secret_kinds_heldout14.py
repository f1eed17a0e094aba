"""The fourteenth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27, after round 11) by a helper who never read the redactor's
code, tables or documentation, as a grader would write a fresh set from what
people paste into coding agents. This file holds the places: what a terminal
prints (`printenv`, `docker inspect`, `kubectl get secret -o yaml` with its
base64, `terraform output`, `helm get values`), CI logs and `set -x` traces,
stack traces and validation errors that echo their config, HTTP request and
response dumps, HAR files, SQL, CSV exports, diffs (a secret added, and one
removed), Markdown tables, notebooks (JSON-escaped), code in Rust, Nushell,
Swift, Go, PHP, Lua and PowerShell, and the shapes: a PIN, a TOTP seed in
groups of four, a passphrase with spaces, a hex key to `openssl enc -K`, a
value split over two string literals, JSON escaped inside JSON, a value
URL-encoded, a capability token in a URL's path, and chat in languages and
scripts no set used.

Its second part (`bench/secret_kinds_heldout14_more.py`) is vendors no set
used (observability, data warehouses, ML platforms, IoT, payments outside the
US and the EU, government and health, ad networks, app stores, email and SMS,
crypto exchanges, internal tools); its look-alikes
(`bench/secret_kinds_heldout14_look.py`) are what the same places hold that is
no secret.
"""

from __future__ import annotations

import base64
import json
import random
import string
from urllib.parse import quote

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    digits,
    hexs,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout12_more import passphrase, pick
from bench.secret_kinds_heldout14_look import LOOK_ALIKES
from bench.secret_kinds_heldout14_more import VENDOR_KINDS, kind14
from bench.secret_kinds_heldout14_tools import TOOL_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout14_samples"]


def _b64_of_pw(r: random.Random) -> str:
    return base64.b64encode(pw(r).encode()).decode()


def _kubectl_yaml(r: random.Random) -> tuple[str, str]:
    v = _b64_of_pw(r)
    return v, (
        "$ kubectl get secret billing-db -n prod -o yaml\napiVersion: v1\ndata:\n"
        f"  password: {v}\n  username: YmlsbGluZw==\nkind: Secret\nmetadata:\n"
        "  name: billing-db\n  namespace: prod\ntype: Opaque"
    )


def _kubectl_json(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(alnum(r, 40).encode()).decode()
    return v, (
        "$ kubectl get secret ledger-api -o json | jq .data\n"
        f'{{\n  "api-token": "{v}",\n  "endpoint": "aHR0cHM6Ly9sZWRnZXIuY29ycC5kZXY="\n}}'
    )


def _tf_output_json(r: random.Random) -> tuple[str, str]:
    v = pw(r, 20)
    return v, (
        "$ terraform output -json\n{\n"
        '  "db_endpoint": {"sensitive": false, "type": "string", '
        '"value": "ledger.cluster-c8xz2.eu-west-1.rds.amazonaws.com"},\n'
        f'  "db_master": {{"sensitive": true, "type": "string", "value": "{v}"}}\n}}'
    )


def _har_post(r: random.Random) -> tuple[str, str]:
    v = quote(pw(r, 16) + "&" + alnum(r, 4), safe="")
    return v, (
        '{"request": {"method": "POST", "url": "https://id.corp.dev/login", '
        '"postData": {"mimeType": "application/x-www-form-urlencoded", '
        f'"text": "username=ops%40corp.dev&password={v}&remember=1"}}}}}}'
    )


def _nested_json(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 24)
    inner = json.dumps({"db": {"host": "10.0.4.12", "pass": v}})
    return v, json.dumps({"name": "ledger", "config": inner})


def _split_literal(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 32), alnum(r, 32)
    return a, f'SIGNING_SECRET = (\n    "{a}"\n    "{b}"\n)'


def _notebook_cell(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    cell = {
        "cell_type": "code",
        "execution_count": 4,
        "metadata": {},
        "outputs": [],
        "source": ["import os\n", f'os.environ["WAREHOUSE_PWD"] = "{v}"\n'],
    }
    return v, json.dumps(cell, indent=1)


def _notebook_output(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    out = {
        "name": "stdout",
        "output_type": "stream",
        "text": ["Authenticated as etl@corp.dev\n", f"session token: {v}\n"],
    }
    return v, json.dumps({"outputs": [out]}, indent=1)


def _totp_groups(r: random.Random) -> str:
    alphabet = string.ascii_lowercase + "234567"
    return " ".join(pick(r, alphabet, 4) for _ in range(8))


def _pydantic_echo(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, (
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\n"
        "timeout\n  Input should be a valid integer, unable to parse string as an integer "
        f"[type=int_parsing, input_value={{'api_secret': '{v}', 'timeout': '30s'}}, "
        "input_type=dict]"
    )


_PLACES: tuple[Kind, ...] = (
    # what a terminal prints
    kind14(
        "printenv_grep_seed",
        "config",
        "$ printenv | grep -i ledger\nLEDGER_URL=https://ledger.corp.dev\n"
        "LEDGER_SIGNING_SEED={v}\nLEDGER_TIMEOUT=30",
        value=lambda r: hexs(r, 64),
    ),
    kind14(
        "docker_inspect_env_array",
        "config",
        '$ docker inspect relay --format "{{{{json .Config.Env}}}}"\n'
        '["PATH=/usr/local/sbin:/usr/local/bin:/usr/bin","TZ=UTC",'
        '"RELAY_UPSTREAM_PASS={v}","RELAY_PORT=2525"]',
    ),
    Kind("kubectl_secret_yaml_b64", "config", _kubectl_yaml),
    Kind("kubectl_secret_json_b64", "config", _kubectl_json),
    Kind("terraform_output_json_sensitive", "config", _tf_output_json),
    kind14(
        "terraform_output_raw",
        "config",
        "$ terraform output -raw grafana_admin_token\n{v}\n$ ",
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "helm_get_values",
        "config",
        "$ helm get values grafana -n monitoring\nUSER-SUPPLIED VALUES:\n"
        "adminPassword: {v}\npersistence:\n  enabled: true\nservice:\n  type: ClusterIP",
    ),
    kind14(
        "helm_set_string_flag",
        "cli",
        "helm upgrade --install ledger ./charts/ledger -n prod "
        "--set-string secrets.hmacKey={v} --set image.tag=2.14.1",
        value=lambda r: urlsafe(r, 43),
    ),
    # CI logs and traces
    kind14(
        "gha_log_env_block",
        "config",
        "2026-11-29T05:12:44.1234567Z ##[group]Run ./scripts/release.sh\n"
        "2026-11-29T05:12:44.1235012Z env:\n"
        "2026-11-29T05:12:44.1235190Z   RELEASE_CHANNEL: stable\n"
        "2026-11-29T05:12:44.1235371Z   NOTARY_PASS: {v}\n"
        "2026-11-29T05:12:44.1235533Z ##[endgroup]",
    ),
    kind14(
        "gitlab_trace_using_token",
        "config",
        '$ echo "Using token $REGISTRY_TOKEN for $CI_REGISTRY"\n'
        "Using token {v} for registry.corp.dev\n$ docker push registry.corp.dev/ledger:2.14.1",
        value=lambda r: urlsafe(r, 20),
    ),
    kind14(
        "jenkins_xtrace_header",
        "config",
        "[Pipeline] sh\n+ curl -sf -X POST -H 'X-Deploy-Secret: {v}' "
        "https://deploy.corp.dev/hooks/ledger\n[Pipeline] }}",
        value=lambda r: alnum(r, 28),
    ),
    kind14(
        "xtrace_auth_flag",
        "config",
        "+ ./bin/sync --auth {v} --target s3://corp-archive/ledger\nsync: 1,204 objects, 3.1 GiB",
        value=lambda r: alnum(r, 36),
    ),
    # stack traces and errors that echo their config
    Kind("pydantic_input_value_echo", "config", _pydantic_echo),
    kind14(
        "spring_resource_access_url",
        "config",
        "org.springframework.web.client.ResourceAccessException: I/O error on POST request "
        'for "https://hooks.corp.dev/v1/push?access_token={v}": Connection reset\n'
        "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:888)",
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "node_error_auth_dump",
        "config",
        "Error: Request failed with status code 502\n    at settle (node_modules/got/"
        "dist/source/core/index.js:612:17) {{\n  options: {{\n    url: 'https://ledger.corp.dev/"
        "sync',\n    username: 'svc-sync',\n    password: '{v}',\n    retry: 2\n  }}\n}}",
    ),
    # HTTP dumps and HAR
    kind14(
        "curl_verbose_cookie",
        "header",
        "> GET /admin/queues HTTP/2\n> Host: ops.corp.dev\n> user-agent: curl/8.5.0\n"
        "> cookie: theme=dark; ops_sid={v}; lang=en\n>\n< HTTP/2 200",
        value=lambda r: urlsafe(r, 48),
    ),
    kind14(
        "http_response_token_body",
        "config",
        "< HTTP/1.1 200 OK\n< Content-Type: application/json\n< Cache-Control: no-store\n<\n"
        '{{"access_token":"{v}","token_type":"bearer","expires_in":3600,"scope":"ledger"}}',
        value=lambda r: alnum(r, 48),
    ),
    kind14(
        "har_request_header",
        "config",
        '"headers": [\n  {{"name": "accept", "value": "application/json"}},\n'
        '  {{"name": "x-session-token", "value": "{v}"}},\n'
        '  {{"name": "x-request-id", "value": "{uuid}"}}\n]',
        value=lambda r: hexs(r, 48),
    ),
    Kind("har_post_data_urlencoded", "form", _har_post),
    # SQL and CSV
    kind14(
        "sql_insert_integration_secret",
        "code",
        "INSERT INTO integrations (id, provider, account, secret, created_at)\n"
        "VALUES (17, 'shipbob', 'corp-eu', '{v}', now());",
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "tsql_alter_login",
        "code",
        "ALTER LOGIN [etl_loader] WITH PASSWORD = N'{v}', CHECK_POLICY = OFF;",
    ),
    kind14(
        "sql_dblink_conninfo",
        "code",
        "SELECT * FROM dblink('host=10.0.3.4 dbname=ledger user=etl password={v}', "
        "'SELECT id, total FROM invoices') AS t(id int, total numeric);",
    ),
    kind14(
        "csv_password_manager_export",
        "config",
        "name,url,username,password,totp,extra\n"
        "GitLab,https://gitlab.corp.dev,ops,{v},,\n"
        "Grafana,https://grafana.corp.dev,admin,,,",
    ),
    kind14(
        "csv_api_secret_column",
        "config",
        "id,tenant,api_key_id,api_secret,created\n3,acme,{h8},{v},2026-11-01",
        value=lambda r: urlsafe(r, 40),
    ),
    # diffs and Markdown
    kind14(
        "diff_added_secret",
        "config",
        "--- a/config/prod.yml\n+++ b/config/prod.yml\n@@ -3,4 +3,4 @@ ledger:\n"
        '-  shared_secret: <%= ENV["LEDGER_SHARED_SECRET"] %>\n+  shared_secret: {v}\n'
        "   timeout: 30",
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "diff_removed_secret",
        "config",
        "@@ -11,7 +11,7 @@ services:\n     environment:\n"
        '-      SIGNING_KEY: "{v}"\n+      SIGNING_KEY: "${{SIGNING_KEY}}"',
        value=lambda r: hexs(r, 48),
    ),
    kind14(
        "markdown_table_logins",
        "config",
        "| env | url | user | password |\n|---|---|---|---|\n"
        "| staging | https://stg.corp.dev/admin | admin | {v} |\n"
        "| prod | https://corp.dev/admin | admin | ask Dana |",
    ),
    kind14(
        "markdown_table_service_keys",
        "config",
        "| Service | Key | Owner |\n|---|---|---|\n| Geocoder | `{v}` | @maps-team |",
        value=lambda r: alnum(r, 39),
    ),
    # notebooks, JSON-escaped
    Kind("notebook_source_escaped", "code", _notebook_cell),
    Kind("notebook_stream_output", "config", _notebook_output),
    Kind("json_escaped_in_json", "config", _nested_json),
    # code in more languages
    kind14(
        "rust_env_fallback",
        "code",
        'let token = std::env::var("RELAY_TOKEN").unwrap_or_else(|_| "{v}".to_string());',
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "nushell_env_assignment",
        "code",
        '$env.LEDGER_TOKEN = "{v}"\nhttp get https://ledger.corp.dev/v1/books',
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "swift_symmetric_key",
        "code",
        'let hmacKey = SymmetricKey(data: Data("{v}".utf8))',
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "go_struct_pass_field",
        "code",
        'cfg := &relay.Config{{Host: "smtp.corp.dev", Port: 587, User: "relay", Pass: "{v}"}}',
    ),
    kind14(
        "php_define_constant",
        "code",
        "define('SMTP_HOST', 'smtp.corp.dev');\ndefine('SMTP_PASS', '{v}');",
    ),
    kind14(
        "lua_openresty_hmac",
        "code",
        'local hmac_secret = "{v}"\nlocal digest = ngx.hmac_sha1(hmac_secret, ngx.var.uri)',
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "powershell_set_user_env",
        "code",
        "[Environment]::SetEnvironmentVariable('LEDGER_PAT', '{v}', 'User')",
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "dotnet_user_secrets_set",
        "cli",
        'dotnet user-secrets set "Payments:WebhookSecret" "{v}" --project src/Ledger.Api',
        value=lambda r: urlsafe(r, 40),
    ),
    kind14(
        "docker_build_arg_index_url",
        "cli",
        "docker build --build-arg PIP_EXTRA_INDEX_URL=https://__token__:{v}@pypi.corp.dev/simple "
        "-t ledger:dev .",
        value=lambda r: alnum(r, 32),
    ),
    # shapes
    kind14(
        "kiosk_pin_prose",
        "prose",
        "Kiosk admin PIN for the lobby tablet: {v} (it locks after 3 tries)",
        value=lambda r: digits(r, 6),
    ),
    kind14(
        "totp_seed_groups",
        "prose",
        "Can't scan the QR? Enter this setup key instead: {v}",
        value=_totp_groups,
    ),
    kind14(
        "passphrase_spaces_envfile",
        "config",
        "# /etc/ledger/backup.env\nBACKUP_KEY_PASSPHRASE='{v}'\nBACKUP_TARGET=s3://corp-bak",
        value=lambda r: passphrase(r, 5, " "),
    ),
    kind14(
        "openssl_enc_hex_key",
        "cli",
        "openssl enc -aes-256-cbc -K {v} -iv {h32} -in ledger.dump -out ledger.dump.enc",
        value=lambda r: hexs(r, 64),
    ),
    Kind("split_string_literal", "form", _split_literal),
    kind14(
        "url_encoded_client_secret",
        "form",
        "curl -X POST 'https://id.corp.dev/oauth/token?grant_type=client_credentials"
        "&client_id=ledger-sync&client_secret={v}'",
        value=lambda r: quote(b64(r, 30) + "+/" + b64(r, 10) + "=", safe=""),
    ),
    kind14(
        "ha_webhook_path",
        "form",
        'curl -X POST -d \'{{"state": "open"}}\' https://ha.corp.dev/api/webhook/{v}',
        value=lambda r: urlsafe(r, 43),
    ),
    kind14(
        "capability_download_path",
        "form",
        "wget https://dl.corp.dev/share/{v}/ledger-backup-2026-11-28.tar.gz",
        value=lambda r: alnum(r, 32),
    ),
    # chat in languages and scripts no set used, and English forms
    kind14("chat_javanese", "prose", "sandhine server yaiku {v}"),
    kind14("chat_sundanese", "prose", "kecap aksés server nyaéta {v}"),
    kind14("chat_quechua", "prose", "servidorpa pakasqa siminqa {v} kanmi"),
    kind14("chat_tigrinya", "prose", "ናይ ሰርቨር ቃል ምስጢር {v} እዩ"),
    kind14("chat_dhivehi", "prose", "ސާވަރުގެ ޕާސްވޯޑަކީ {v}"),
    kind14("chat_assamese", "prose", "ছাৰ্ভাৰৰ পাছৱৰ্ডটো হৈছে {v}"),
    kind14("chat_tibetan", "prose", "ཞབས་ཞུ་འཕྲུལ་ཆས་ཀྱི་གསང་ཚིག་ནི་ {v} ཡིན།"),
    kind14("chat_hawaiian", "prose", "ʻO ka huaʻōlelo huna o ke kikowaena: {v}"),
    kind14(
        "chat_email_forward",
        "prose",
        "---------- Forwarded message ---------\nFrom: IT Service Desk\n"
        "Subject: Your temporary credentials\n\nUsername: j.doe\nTemporary passcode: {v}\n"
        "You will be asked to change it at first sign-in.",
    ),
    kind14(
        "chat_meeting_notes",
        "prose",
        "notes from standup: vendor sandbox is live, shared login is ops / {v}, "
        "Priya owns the rollout",
    ),
    kind14(
        "chat_ticket_comment",
        "prose",
        "Jira LEDG-482 comment: reproduced with the partner key {v}, fails only on the EU endpoint",
        value=lambda r: alnum(r, 32),
    ),
)

KINDS: tuple[Kind, ...] = (*_PLACES, *VENDOR_KINDS, *TOOL_KINDS)


def heldout14_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the fourteenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout14", SESSION_PLACES8)
