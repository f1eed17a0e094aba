"""Held-out 43's workflow exports and webhooks, and its value makers (`..._heldout43.py`).

What a person or an agent meets wiring tools together with a workflow tool:
n8n workflow and credential exports (a node's inline header, an HTTP Request
node's query parameter, `n8n export:credentials --decrypted`, the
instance's `N8N_ENCRYPTION_KEY` and its API key), Node-RED (`flows_cred.json`
unencrypted, a `settings.js` `credentialSecret`, an `http request` node's
basic auth), Make scenario blueprints and their webhook URLs, Zapier
(`Code by Zapier` with a literal key, a catch hook URL, a `zapier push`
deploy key), Power Automate (an HTTP trigger URL's `sig`, a flow definition's
HTTP action header, a custom connector's `apiKey`), Pipedream (an endpoint
URL, a workflow step's `$auth` pasted with its value), IFTTT's Maker key in
a URL's path, Slack, Teams, Google Chat and Discord incoming webhooks,
Home Assistant's long-lived token in an automation's `rest_command`, a
cron line with `curl -u`, GitHub Actions' `workflow_dispatch` and
`repository_dispatch` by `curl`, Huginn agents, Activepieces and Windmill
resources, Tines and Kestra flows, Airflow connections set from a script.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

#: a maker of one secret value
Gen = Callable[[random.Random], str]

__all__ = [
    "FLOW_KINDS",
    "api32",
    "at_pat",
    "b64u",
    "bot_pw",
    "discord_token",
    "ha_token",
    "jwt_role",
    "notion_key",
    "sig43",
    "slack_bot",
    "supabase_jwt",
]


def bot_pw(r: random.Random) -> str:
    """A shared bot account's password, as a person sets one."""
    return pick(r, string.ascii_uppercase, 1) + alnum(r, 9) + r.choice("#$!@") + digits(r, 3)


def api32(r: random.Random) -> str:
    return alnum(r, 32)


def sig43(r: random.Random) -> str:
    return urlsafe(r, 43)


def b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def supabase_jwt(r: random.Random, role: str, dated: bool = False) -> str:
    """A Supabase-shaped HS256 JWT for `role` (`service_role` is a secret, `anon` is public);
    `dated` keeps one issue and expiry time instead of drawing them."""
    ref = pick(r, string.ascii_lowercase, 20)
    iat, exp = 1730000000, 2045000000
    if not dated:
        iat += r.randrange(10**7)
        exp += r.randrange(10**7)
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    claims = {"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": exp}
    body = b64u(json.dumps(claims).encode())
    return f"{head}.{body}.{b64u(r.randbytes(32))}"


def jwt_role(role: str) -> Gen:
    """A maker of `supabase_jwt`s for `role`."""
    return lambda r: supabase_jwt(r, role)


def at_pat(r: random.Random) -> str:
    """An Airtable personal access token."""
    return "pat" + alnum(r, 14) + "." + hexs(r, 64)


def notion_key(r: random.Random) -> str:
    return r.choice(("secret_" + alnum(r, 43), "ntn_" + digits(r, 11) + alnum(r, 35)))


def slack_bot(r: random.Random) -> str:
    return f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}"


def discord_token(r: random.Random) -> str:
    return urlsafe(r, 68)


def ha_token(r: random.Random) -> str:
    """A Home Assistant long-lived access token (a JWT)."""
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    body = b64u(json.dumps({"iss": hexs(r, 32), "iat": 1731000000, "exp": 2046360000}).encode())
    return f"{head}.{body}.{b64u(r.randbytes(32))}"


def _enc_key(r: random.Random) -> str:
    return lower_alnum(r, 32)


_N8N: tuple[Kind, ...] = (
    k(
        "n8n_http_node_inline_header",
        "config",
        '{\n  "parameters": {\n    "url": "https://api.acme.io/v2/orders",\n'
        '    "sendHeaders": true,\n    "headerParameters": {\n      "parameters": [\n'
        '        { "name": "X-Api-Key", "value": "{v}" }\n      ]\n    }\n  },\n'
        '  "id": "{uuid}",\n  "name": "Get orders",\n'
        '  "type": "n8n-nodes-base.httpRequest",\n  "typeVersion": 4.2\n}',
        value=api32,
    ),
    k(
        "n8n_http_node_query_token",
        "config",
        '"queryParameters": {\n  "parameters": [\n    { "name": "limit", "value": "100" },\n'
        '    { "name": "access_token", "value": "{v}" }\n  ]\n}',
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "n8n_export_credentials_decrypted",
        "output",
        "$ n8n export:credentials --all --decrypted --output=creds.json && cat creds.json\n"
        '[{"id":"{k16}","name":"Shop DB","type":"postgres",'
        '"data":{"host":"db.acme.internal","database":"shop","user":"n8n","password":"{v}",'
        '"port":5432,"ssl":"require"}}]',
        value=pw,
    ),
    k(
        "n8n_encryption_key_env",
        "config",
        "N8N_ENCRYPTION_KEY={v}\nN8N_HOST=flows.acme.io\nN8N_PROTOCOL=https\n"
        "WEBHOOK_URL=https://flows.acme.io/",
        "docker run -d --name n8n -p 5678:5678 -e N8N_ENCRYPTION_KEY={v} -v "
        "n8n_data:/home/node/.n8n "
        "docker.n8n.io/n8nio/n8n",
        value=_enc_key,
    ),
    k(
        "n8n_config_file_encryption_key",
        "output",
        '$ cat ~/.n8n/config\n{\n\t"encryptionKey": "{v}"\n}',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "n8n_public_api_key_curl",
        "cli",
        "curl -s -H 'X-N8N-API-KEY: {v}' https://flows.acme.io/api/v1/workflows?active=true | jq "
        "'.data[].name'",
        value=lambda r: "n8n_api_" + hexs(r, 40),
    ),
    k(
        "n8n_code_node_literal",
        "code",
        "// Code node: sign the payload\nconst secret = '{v}';\n"
        "const crypto = require('crypto');\n"
        "return items.map(i => ({ json: { ...i.json, sig: crypto.createHmac('sha256', secret)"
        ".update(JSON.stringify(i.json)).digest('hex') } }));",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "n8n_basic_auth_env",
        "config",
        "N8N_BASIC_AUTH_ACTIVE=true\nN8N_BASIC_AUTH_USER=admin\nN8N_BASIC_AUTH_PASSWORD={v}",
        value=pw,
    ),
)

_NODE_RED: tuple[Kind, ...] = (
    k(
        "node_red_flows_cred_plain",
        "config",
        '{\n    "{h16}": {\n        "user": "ops-bot",\n        "password": "{v}"\n    },\n'
        '    "{h16}": {\n        "broker_username": "nr"\n    }\n}',
        value=pw,
    ),
    k(
        "node_red_settings_credential_secret",
        "code",
        "module.exports = {\n    flowFile: 'flows.json',\n    credentialSecret: \"{v}\",\n"
        "    uiPort: process.env.PORT || 1880,\n}",
        value=lambda r: alnum(r, 28),
    ),
    k(
        "node_red_admin_auth_hash_and_pw",
        "prose",
        "adminAuth set up: user 'admin', password {v} (hash generated with node-red admin hash-pw)",
        value=pw,
    ),
    k(
        "node_red_http_request_bearer",
        "config",
        '{"id":"{h16}","type":"http request","method":"POST","url":"https://api.acme.io/ingest",'
        '"authType":"bearer","senderr":false,"headers":[{"keyType":"other","keyValue":"Authorization",'
        '"valueType":"other","valueValue":"Bearer {v}"}]}',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "node_red_function_msg_headers",
        "code",
        "msg.headers = {\n    'Content-Type': 'application/json',\n"
        "    'X-Auth-Token': '{v}'\n};\nreturn msg;",
        value=lambda r: hexs(r, 32),
    ),
)

_MAKE: tuple[Kind, ...] = (
    k(
        "make_webhook_url",
        "cli",
        "curl -X POST https://hook.eu2.make.com/{v} -H 'Content-Type: application/json' "
        "-d '{\"order\":{d6}}'",
        value=lambda r: lower_alnum(r, 32),
    ),
    k(
        "make_blueprint_http_module_header",
        "config",
        '{\n  "id": 3,\n  "module": "http:ActionSendData",\n  "version": 3,\n  "mapper": {\n'
        '    "url": "https://api.acme.io/v1/tickets",\n    "method": "post",\n'
        '    "headers": [{ "name": "Authorization", "value": "Token {v}" }]\n  }\n}',
        value=api32,
    ),
    k(
        "make_api_token_curl",
        "cli",
        "curl -H 'Authorization: Token {v}' 'https://eu1.make.com/api/v2/scenarios?teamId={d6}'",
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "make_data_store_api_key_record",
        "output",
        "Data store 'vendors' record:\n  key: acme\n  api_key: {v}\n  active: true",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
)

_ZAPIER: tuple[Kind, ...] = (
    k(
        "zapier_code_step_literal_key",
        "code",
        "// Code by Zapier (JavaScript)\nconst res = await fetch('https://api.acme.io/v1/leads', "
        "{\n"
        "  method: 'POST',\n  headers: { 'Authorization': 'Bearer {v}' },\n"
        "  body: JSON.stringify({ email: inputData.email })\n});\n"
        "output = [{ status: res.status }];",
        value=lambda r: urlsafe(r, 44),
    ),
    k(
        "zapier_python_code_step",
        "code",
        "# Code by Zapier (Python)\nimport requests\nAPI_KEY = '{v}'\n"
        "r = requests.get('https://api.acme.io/v1/stock', params={'key': API_KEY})\n"
        "output = {'qty': r.json()['qty']}",
        value=api32,
    ),
    k(
        "zapier_catch_hook_url",
        "cli",
        "curl -d 'name=Ana' https://hooks.zapier.com/hooks/catch/{v}/",
        value=lambda r: f"{digits(r, 7)}/{lower_alnum(r, 7)}",
    ),
    k(
        "zapier_deploy_key_env",
        "cli",
        "ZAPIER_DEPLOY_KEY={v} zapier push",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "zapier_webhooks_custom_request_headers",
        "output",
        "Webhooks by Zapier — Custom Request\n  Method: POST\n  URL: https://api.acme.io/hooks\n"
        "  Headers:\n    X-Api-Secret | {v}\n    Content-Type | application/json",
        value=api32,
    ),
)

_POWER_AUTOMATE: tuple[Kind, ...] = (
    k(
        "power_automate_http_trigger_sig",
        "cli",
        "Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $body -Uri "
        "'https://prod-{d2}.westeurope.logic.azure.com:443/workflows/{h32}/triggers/manual/paths/invoke"
        "?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={v}'",
        value=sig43,
    ),
    k(
        "power_automate_flow_http_action",
        "config",
        '"HTTP_to_ERP": {\n  "type": "Http",\n  "inputs": {\n    "method": "GET",\n'
        '    "uri": "https://erp.acme.local/api/items",\n'
        '    "authentication": { "type": "Basic", "username": "flowsvc", "password": "{v}" }\n'
        "  }\n}",
        value=pw,
    ),
    k(
        "power_automate_custom_connector_key",
        "config",
        '"connectionParameters": {\n  "api_key": {\n    "type": "securestring",\n'
        '    "uiDefinition": { "displayName": "API Key" }\n  }\n},\n'
        '"testConnection": { "api_key": "{v}" }',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "logic_app_sas_in_definition",
        "output",
        "$ az rest --method post --uri .../triggers/manual/listCallbackUrl\n"
        '{\n  "value": '
        '"https://prod-{d2}.northeurope.logic.azure.com/workflows/{h32}/triggers/manual/'
        'paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={v}",\n'
        '  "method": "POST"\n}',
        value=sig43,
    ),
)

_PIPEDREAM: tuple[Kind, ...] = (
    k(
        "pipedream_endpoint_url",
        "cli",
        "curl -d '{\"event\":\"signup\"}' -H 'Content-Type: application/json' "
        "https://{v}.m.pipedream.net",
        value=lambda r: "eo" + lower_alnum(r, 16),
    ),
    k(
        "pipedream_step_auth_pasted",
        "code",
        "export default defineComponent({\n  async run({ steps, $ }) {\n"
        '    const token = "{v}" // TODO move to this.airtable.$auth\n'
        "    return await axios($, { url: `https://api.airtable.com/v0/{k17}/Leads`,"
        " headers: { Authorization: `Bearer ${token}` } })\n  },\n})",
        value=at_pat,
    ),
    k(
        "pipedream_api_key_cli",
        "cli",
        "pd login --api-key {v} && pd deploy components/sync.mjs",
        value=lambda r: hexs(r, 32),
    ),
)

_WEBHOOKS: tuple[Kind, ...] = (
    k(
        "ifttt_maker_key_in_path",
        "cli",
        "curl -X POST https://maker.ifttt.com/trigger/door_open/with/key/{v} -d value1=front",
        "*/5 * * * * curl -s 'https://maker.ifttt.com/trigger/backup_done/json/with/key/{v}' "
        ">/dev/null",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "slack_incoming_webhook_cron",
        "cli",
        "0 7 * * 1-5 /usr/bin/curl -s -X POST -H 'Content-type: application/json' "
        '--data \'{"text":"standup!"}\' https://hooks.slack.com/services/T{U8}/B{U10}/{v}',
        value=lambda r: alnum(r, 24),
    ),
    k(
        "teams_incoming_webhook_url",
        "config",
        "TEAMS_WEBHOOK=https://acme.webhook.office.com/webhookb2/{uuid}@{uuid}/IncomingWebhook/{v}/{uuid}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "google_chat_webhook_token",
        "cli",
        "curl -X POST "
        "'https://chat.googleapis.com/v1/spaces/AAAA{k7}/messages?key=AIza{k35}&token={v}' "
        "-H 'Content-Type: application/json' -d '{\"text\":\"deploy ok\"}'",
        value=lambda r: urlsafe(r, 43) + "%3D",
    ),
    k(
        "discord_webhook_token",
        "code",
        "WEBHOOK = 'https://discord.com/api/webhooks/{d19}/{v}'\nrequests.post(WEBHOOK, "
        "json={'content': msg})",
        value=discord_token,
    ),
    k(
        "generic_webhook_hmac_secret_yaml",
        "config",
        "webhooks:\n  - name: stripe-to-sheet\n    url: https://flows.acme.io/webhook/stripe\n"
        "    signing_secret: {v}\n    events: [invoice.paid]",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "home_assistant_rest_command_token",
        "config",
        "rest_command:\n  garage_open:\n    url: "
        "http://ha.local:8123/api/services/cover/open_cover\n"
        "    method: post\n    headers:\n      authorization: 'Bearer {v}'\n"
        '    payload: \'{"entity_id": "cover.garage"}\'',
        value=ha_token,
    ),
    k(
        "webhook_url_basic_auth_userinfo",
        "cli",
        "curl -s -X POST 'https://hook:{v}@flows.acme.io/webhook/inventory' -d @stock.json",
        value=pw,
    ),
)

_CRON: tuple[Kind, ...] = (
    k(
        "cron_curl_user_password",
        "cli",
        "15 2 * * * curl -fsS -u backup:{v} https://nas.local/api/snapshot -o /dev/null",
        "@hourly curl --user 'report:{v}' -o /srv/reports/latest.csv https://bi.acme.io/export.csv",
        value=pw,
    ),
    k(
        "cron_curl_header_token",
        "cli",
        '*/10 * * * * curl -s -H "Authorization: Token {v}" https://inventory.acme.io/api/sync/ '
        ">> /var/log/sync.log 2>&1",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "crontab_env_line_token",
        "output",
        "$ crontab -l\nMAILTO=ops@acme.io\nAPI_TOKEN={v}\n0 6 * * * /home/ops/bin/pull-orders.sh",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "systemd_timer_service_environment",
        "config",
        "[Service]\nType=oneshot\nEnvironment=SHEET_TOKEN={v}\n"
        "ExecStart=/usr/local/bin/push-to-sheet.sh",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "windows_schtasks_run_password",
        "cli",
        'schtasks /Create /TN "NightlyExport" /TR "C:\\jobs\\export.cmd" /SC DAILY /ST 02:00 '
        "/RU ACME\\svc_export /RP {v}",
        value=pw,
    ),
    k(
        "launchd_plist_env_secret",
        "config",
        "<key>EnvironmentVariables</key>\n<dict>\n    <key>NOTION_TOKEN</key>\n"
        "    <string>{v}</string>\n</dict>",
        value=notion_key,
    ),
)

_GHA: tuple[Kind, ...] = (
    k(
        "gha_workflow_dispatch_curl",
        "cli",
        "curl -X POST -H 'Accept: application/vnd.github+json' -H 'Authorization: Bearer {v}' "
        "https://api.github.com/repos/acme/reports/actions/workflows/nightly.yml/dispatches "
        '-d \'{"ref":"main","inputs":{"day":"2026-11-30"}}\'',
        value=lambda r: "github_pat_" + alnum(r, 22) + "_" + alnum(r, 59),
    ),
    k(
        "gha_repository_dispatch_from_sheet",
        "code",
        "function triggerBuild() {\n  "
        "UrlFetchApp.fetch('https://api.github.com/repos/acme/site/dispatches', {\n"
        "    method: 'post',\n    headers: { Authorization: 'token {v}' },\n"
        "    payload: JSON.stringify({ event_type: 'sheet-updated' })\n  });\n}",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "gh_workflow_run_with_secret_input",
        "cli",
        "gh workflow run sync.yml -f target=prod -f api_key={v}",
        value=api32,
    ),
    k(
        "gitlab_pipeline_trigger_token",
        "cli",
        "curl -X POST --fail -F token={v} -F ref=main "
        "https://gitlab.acme.io/api/v4/projects/{d3}/trigger/pipeline",
        value=lambda r: "glptt-" + hexs(r, 40),
    ),
)

_OTHER_FLOWS: tuple[Kind, ...] = (
    k(
        "huginn_agent_options_credential",
        "config",
        '{\n  "url": "https://api.acme.io/events",\n  "headers": {\n'
        '    "X-Api-Key": "{v}"\n  },\n  "expected_update_period_in_days": "1"\n}',
        value=api32,
    ),
    k(
        "activepieces_connection_export",
        "config",
        '{"name":"acme-crm","type":"SECRET_TEXT","value":{"type":"SECRET_TEXT","secret_text":"{v}"}}',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "windmill_resource_value",
        "cli",
        "wmill resource push f/ops/pg.resource.yaml && cat f/ops/pg.resource.yaml\n"
        "value:\n  host: db.acme.internal\n  port: 5432\n  user: windmill\n  password: {v}\n  "
        "dbname: ops",
        value=pw,
    ),
    k(
        "tines_story_credential_literal",
        "config",
        '"options": {\n  "url": "https://api.acme.io/alerts",\n  "method": "post",\n'
        '  "headers": { "Authorization": "ApiKey {v}" }\n}',
        value=lambda r: b64(r, 40),
    ),
    k(
        "kestra_flow_inline_password",
        "config",
        "id: nightly-extract\nnamespace: acme.ops\ntasks:\n  - id: query\n"
        "    type: io.kestra.plugin.jdbc.postgresql.Query\n    url: "
        "jdbc:postgresql://db:5432/shop\n"
        "    username: kestra\n    password: {v}\n    sql: SELECT 1",
        value=pw,
    ),
    k(
        "airflow_connection_add_cli",
        "cli",
        "airflow connections add sheets_api --conn-type http --conn-host api.acme.io "
        "--conn-password '{v}'",
        value=api32,
    ),
    k(
        "prefect_block_save_literal",
        "code",
        'from prefect.blocks.system import Secret\nSecret(value="{v}").save("crm-token", '
        "overwrite=True)",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "ansible_uri_module_token_playbook",
        "config",
        "- name: Tell the ticket system\n  ansible.builtin.uri:\n    url: "
        "https://desk.acme.io/api/v2/tickets\n"
        "    method: POST\n    headers:\n      X-Desk-Token: {v}\n    body_format: json",
        value=lambda r: hexs(r, 32),
    ),
)

FLOW_KINDS: tuple[Kind, ...] = (
    *_N8N,
    *_NODE_RED,
    *_MAKE,
    *_ZAPIER,
    *_POWER_AUTOMATE,
    *_PIPEDREAM,
    *_WEBHOOKS,
    *_CRON,
    *_GHA,
    *_OTHER_FLOWS,
)
