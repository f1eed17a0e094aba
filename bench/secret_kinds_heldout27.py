"""The twenty-seventh held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets as
people hand them to each other and to API tools in mainstream developer
work. This file holds the places: team communication copied whole (a Slack
thread with names and times, a Slack code fence, a Microsoft Teams chat, a
Discord channel, a Jira `{code}` and `{noformat}` block, a PR review
comment that quotes a diff, a GitHub issue's steps to reproduce, a Linear
comment, an incident channel's update, an on-call hand-off note, a
forwarded Gmail message, an Outlook `From:/Sent:` forward, a `> ` quoted
reply, a Confluence storage-format code macro, a MediaWiki table, a
Markdown table on a wiki page), password managers' exports (Bitwarden,
1Password, Chrome, Dashlane, Proton Pass, KeePassXC and Safari CSV rows);
API tools (Chrome's and Safari's Copy as cURL with a header and with `-b`
cookies, a devtools Copy response, a HAR entry's `queryString` and
`postData.params`, a Postman collection's `apikey` auth and a pre-request
script, `newman --env-var`, an Insomnia v5 YAML collection, `bru run
--env-var`, a Hoppscotch collection's basic auth, a GraphQL playground's
headers pane, GraphiQL's `localStorage`, an Altair export, `ghz -m`,
`evans --header`, gRPC metadata in Python and Go, `wscat -H`, a WebSocket
URL's token, a WebSocket subprotocol, Socket.IO `auth`, SignalR's
`accessTokenFactory`, Phoenix socket `params`, a Charles session, a Fiddler
raw request, a Burp request); database GUIs' saved connections (a
TablePlus URL, a DataGrip JDBC URL, a Beekeeper Studio export, pgAdmin's
container, a Navicat `.ncx`, a Studio 3T URI, a RedisInsight export,
DbVisualizer's `dbvis.xml`, SQuirreL's aliases, a Sequel Ace favourite, SQL
Developer's `connections.json`); notebooks (`%sql` with ipython-sql,
`papermill -p`, a cell's printed dict, `!pip` with an index token, a
SageMaker estimator's environment); BI data sources (Metabase's
`/api/database` body, `superset set-database-uri`, an Evidence
`connection.options.yaml` in base64, a Tableau `.tds`, a Redash data
source); ETL and orchestrators (`meltano config set`, a Singer tap's
config, dlt's `secrets.toml`, Mage's `io_config.yaml`, Kestra's base64
`SECRET_` variables, a NiFi parameter context, a Talend context, Pentaho's
`Encrypted` kettle property, an Azure Data Factory linked service, `aws glue
create-connection`, a Sling `env.yaml`, an `AIRFLOW_CONN_` URI).

Its other parts: `bench/secret_kinds_heldout27_more.py` (the kind maker and
vendors of trades no set reached), `bench/secret_kinds_heldout27_chat.py`
(the hard shapes and the chat); its look-alikes are in
`bench/secret_kinds_heldout27_look.py` and `_look2.py`.
"""

from __future__ import annotations

import base64
import json
import random

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, alnum, hexs, pw, samples, urlsafe
from bench.secret_kinds_heldout27_chat import CHAT_KINDS, SHAPE_KINDS
from bench.secret_kinds_heldout27_look import LOOK_ALIKES
from bench.secret_kinds_heldout27_more import VENDOR_KINDS, jwt, kind27, uuid27

__all__ = ["KINDS", "LOOK_ALIKES", "heldout27_samples"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _upper_hex(r: random.Random, n: int) -> str:
    return hexs(r, n).upper()


_TEAM: tuple[Kind, ...] = (
    kind27(
        "slack_thread_paste",
        "prose",
        "{who}  {hh} AM\nanyone have the mailjet secret for staging? the one in .env.example "
        "is dead\n{who2}  {hh} AM\nhere {v}\n{who}  {hh} AM\nthx :pray:",
        "{who}  {hh}\ndoes the partner sandbox still take {v} or did they rotate it\n"
        "{who2}  {hh}\nstill works for me",
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "slack_code_fence",
        "prose",
        "{who}  {hh} PM\nput this in your .env and restart\n```\nexport LOYALTY_API_SECRET={v}\n"
        "export LOYALTY_ENV=sandbox\n```\n(edited)",
        value=lambda r: urlsafe(r, 40),
    ),
    kind27(
        "teams_chat_copy",
        "prose",
        "[{hh}] {who}\n    vendor drop is sftp://drop.partner.example, user acme_drop pwd {v}\n"
        "[{hh}] {who2}\n    👍",
        "[{hh}] {who}\nthe SFTP pass for the partner drop: {v}\nLike 1",
    ),
    kind27(
        "discord_channel_copy",
        "prose",
        "{who} — Today at {hh}\nbot token for the staging guild {v}\n{who2} — Today at {hh}\n"
        "ty, got it",
        value=lambda r: f"{urlsafe(r, 26)}.{urlsafe(r, 6)}.{urlsafe(r, 38)}",
    ),
    kind27(
        "jira_code_macro",
        "prose",
        "h3. Steps to reproduce\n{{code:bash}}\ncurl -H 'X-Partner-Key: {v}' "
        "https://partner.acme.io/v2/orders?since=2026-11-01\n{{code}}\n*Expected:* 200\n"
        "*Actual:* 502 after 30s",
        value=lambda r: alnum(r, 36),
    ),
    kind27(
        "jira_noformat_env",
        "prose",
        "Env used for the test run:\n{{noformat}}\nPARTNER_PORTAL_USER=acme-qa\n"
        "PARTNER_PORTAL_PASS={v}\nPARTNER_PORTAL_URL=https://portal.partner.example\n{{noformat}}",
    ),
    kind27(
        "pr_review_comment_diff",
        "prose",
        "**{who}** commented on `config/prod.yaml` line 14\n```diff\n@@ -11,4 +11,5 @@ payments:\n"
        "   currency: EUR\n   capture: manual\n+  webhook_signing: {v}\n```\nthis shouldn't be "
        "in the repo, can you move it to the secret store before merge?",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "github_issue_repro",
        "prose",
        "### Steps to reproduce\n1. `export ACME_CLI_TOKEN={v}`\n2. `acme sync --project web`\n"
        "3. see `panic: nil map`\n### Version\nacme-cli 2.14.1",
        value=lambda r: urlsafe(r, 44),
    ),
    kind27(
        "linear_comment",
        "prose",
        "{who} commented · {hh}\nrepro'd with the sandbox login → qa+{d4}@acme.io / {v} , fails "
        "on step 3 every time",
    ),
    kind27(
        "incident_channel_update",
        "prose",
        "#inc-{d4}-checkout 🚨 UPDATE {hh} UTC\nmitigation: workers now point at the backup "
        "PSP, key `{v}` (rotate after the incident)\nnext update in 30 min",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "oncall_handoff_note",
        "prose",
        "## On-call hand-off (week 48)\n- redis failover done, replica promoted\n"
        "- break-glass admin for the bastion: `ops-admin` / `{v}` (also in the red envelope)\n"
        "- TODO: rotate on Monday",
    ),
    kind27(
        "gmail_forwarded_message",
        "prose",
        "---------- Forwarded message ---------\nFrom: Partner Support <support@partner.example>\n"
        "Date: Fri, 27 Nov 2026 at {hh}\nSubject: Your sandbox credentials\nTo: <ops@acme.io>\n\n"
        "Hello,\n\nUsername: acme_sbx\nPassword: {v}\n\nKind regards,\nPartner Support",
    ),
    kind27(
        "outlook_forward_block",
        "prose",
        "From: {who} <{who}@partner.example>\nSent: Friday, November 27, 2026 2:14 PM\n"
        "To: Integrations <integrations@acme.io>\nSubject: RE: API access\n\n"
        "Client ID: {uuid}\nClient Secret: {v}\n\nThe secret expires in 12 months.",
        value=lambda r: alnum(r, 5) + "~" + urlsafe(r, 34),
    ),
    kind27(
        "email_quoted_reply",
        "prose",
        "it doesn't work, permission denied\n\n> On Thu, 26 Nov 2026 at 09:14, {who} wrote:\n"
        "> the SFTP password is {v}\n> let me know if it works",
    ),
    kind27(
        "confluence_code_macro",
        "prose",
        '<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">bash'
        "</ac:parameter><ac:plain-text-body><![CDATA[export DW_LOADER_PASS='{v}'\n"
        "./load.sh --full]]></ac:plain-text-body></ac:structured-macro>",
    ),
    kind27(
        "mediawiki_table_cell",
        "prose",
        '{{| class="wikitable"\n! Service !! User !! Password\n|-\n| Grafana || admin || {v}\n'
        "|-\n| Kibana || elastic || (see vault)\n|}}",
    ),
    kind27(
        "wiki_markdown_table_key",
        "prose",
        "| env | base url | api key |\n|---|---|---|\n| staging | https://stg.partner.example | "
        "`{v}` |\n| prod | https://api.partner.example | ask {who} |",
        value=lambda r: alnum(r, 32),
    ),
)

_MANAGERS: tuple[Kind, ...] = (
    kind27(
        "bitwarden_csv_row",
        "form",
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,"
        "login_password,login_totp\nInfra,,login,Hetzner robot,,,0,https://robot.hetzner.com,"
        "ops@acme.io,{v},",
    ),
    kind27(
        "onepassword_csv_row",
        "form",
        "Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n"
        '"Stripe dashboard",https://dashboard.stripe.com,finance@acme.io,"{v}",,false,false,'
        "finance,",
    ),
    kind27(
        "chrome_passwords_csv",
        "form",
        "name,url,username,password,note\nadmin.acme.io,https://admin.acme.io/login,"
        "{who}@acme.io,{v},",
    ),
    kind27(
        "dashlane_csv_row",
        "form",
        "username,username2,username3,title,password,note,url,category,otpSecret\n"
        "root,,,NAS,{v},,https://nas.local:5001,Utilities,",
    ),
    kind27(
        "proton_pass_csv_row",
        "form",
        "type,name,url,email,username,password,note,totp,createTime,modifyTime,vault\n"
        "login,Grafana,https://grafana.acme.io,,admin,{v},,,1764000000,1764400000,Personal",
    ),
    kind27(
        "keepassxc_csv_row",
        "form",
        '"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified",'
        '"Created"\n"Root/Network","Core switch","admin","{v}","ssh://10.0.0.2","","","0",'
        '"2026-11-20T10:00:00Z","2025-02-01T09:00:00Z"',
    ),
    kind27(
        "safari_passwords_csv",
        "form",
        "Title,URL,Username,Password,Notes,OTPAuth\nrouter.local (admin),https://router.local/,"
        "admin,{v},,",
    ),
)


def _har_query(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    entry = {
        "request": {
            "method": "GET",
            "url": f"https://api.partner.example/v1/rates?base=EUR&api_key={v}",
            "httpVersion": "h2",
            "queryString": [{"name": "base", "value": "EUR"}, {"name": "api_key", "value": v}],
            "headers": [{"name": "accept", "value": "application/json"}],
        },
        "response": {"status": 200, "statusText": ""},
        "time": 182.4,
    }
    return v, json.dumps(entry, indent=2)


def _har_form(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    params = [
        {"name": "grant_type", "value": "client_credentials"},
        {"name": "client_id", "value": uuid27(r)},
        {"name": "client_secret", "value": v},
    ]
    entry = {
        "request": {
            "method": "POST",
            "url": "https://login.partner.example/oauth/token",
            "postData": {"mimeType": "application/x-www-form-urlencoded", "params": params},
        }
    }
    return v, json.dumps(entry)


def _postman_apikey(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    auth = {
        "type": "apikey",
        "apikey": [
            {"key": "value", "value": v, "type": "string"},
            {"key": "key", "value": "X-Api-Key", "type": "string"},
            {"key": "in", "value": "header", "type": "string"},
        ],
    }
    doc = {
        "info": {"_postman_id": uuid27(r), "name": "Partner API", "schema": "v2.1.0"},
        "auth": auth,
        "item": [],
    }
    return v, json.dumps(doc, indent=1)


def _hoppscotch(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    req = {
        "v": "6",
        "name": "list invoices",
        "method": "GET",
        "endpoint": "https://billing.acme.io/api/invoices",
        "auth": {"authType": "basic", "authActive": True, "username": "billing", "password": v},
    }
    return v, json.dumps({"v": 2, "name": "Billing", "requests": [req]})


def _altair(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 32)
    doc = {
        "version": 1,
        "type": "window",
        "windowName": "orders",
        "apiUrl": "https://hasura.acme.io/v1/graphql",
        "query": "query { orders(limit: 5) { id total } }",
        "headers": [{"key": "x-hasura-admin-secret", "value": v, "enabled": True}],
    }
    return v, json.dumps(doc)


def _charles(r: random.Random) -> tuple[str, str]:
    v = jwt(r)
    doc = [
        {
            "status": "COMPLETE",
            "method": "GET",
            "protocolVersion": "HTTP/1.1",
            "scheme": "https",
            "host": "api.acme.io",
            "path": "/v2/me",
            "request": {
                "header": {
                    "headers": [
                        {"name": "Host", "value": "api.acme.io"},
                        {"name": "Authorization", "value": f"Bearer {v}"},
                    ]
                }
            },
        }
    ]
    return v, json.dumps(doc, indent=2)


def _beekeeper(r: random.Random) -> tuple[str, str]:
    v = pw(r, 18)
    doc = {
        "name": "reporting replica",
        "connectionType": "postgresql",
        "host": "replica.db.acme.io",
        "port": 5432,
        "username": "report",
        "password": v,
        "defaultDatabase": "app",
        "ssl": True,
    }
    return v, json.dumps([doc], indent=2)


def _evidence(r: random.Random) -> tuple[str, str]:
    v = _b64(pw(r, 16))
    return v, (
        "# sources/warehouse/connection.options.yaml (written by the Evidence UI)\n"
        f"password: {v}\nuser: {_b64('evidence')}"
    )


def _kestra(r: random.Random) -> tuple[str, str]:
    v = _b64(alnum(r, 28))
    return v, (
        "services:\n  kestra:\n    image: kestra/kestra:latest\n    environment:\n"
        f"      SECRET_DW_PASSWORD: {v}\n      SECRET_SLACK_CHANNEL: {_b64('#data-alerts')}"
    )


_API: tuple[Kind, ...] = (
    kind27(
        "chrome_copy_as_curl_bearer",
        "header",
        "curl 'https://api.acme.io/v2/orders?page=2' \\\n  -H 'accept: application/json' \\\n"
        "  -H 'accept-language: en-GB,en;q=0.9' \\\n  -H 'authorization: Bearer {v}' \\\n"
        '  -H \'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"\' \\\n'
        "  -H 'sec-fetch-mode: cors'",
        value=jwt,
    ),
    kind27(
        "chrome_copy_as_curl_cookie_flag",
        "header",
        "curl 'https://admin.acme.io/api/users' \\\n  -H 'accept: */*' \\\n"
        "  -b 'ajs_anonymous_id={uuid}; __Host-admin_session={v}; theme=dark' \\\n"
        "  -H 'referer: https://admin.acme.io/users'",
        value=lambda r: urlsafe(r, 48),
    ),
    kind27(
        "safari_copy_as_curl_cookie",
        "header",
        "curl 'https://app.acme.io/api/session' \\\n-X 'GET' \\\n"
        "-H 'Accept: application/json' \\\n-H 'Cookie: sid={v}; locale=en' \\\n"
        "-H 'User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15'",
        value=lambda r: hexs(r, 64),
    ),
    kind27(
        "devtools_copy_response_token",
        "form",
        '{{"access_token":"{v}","token_type":"Bearer","expires_in":3599,'
        '"scope":"orders:read orders:write"}}',
        value=lambda r: urlsafe(r, 64),
    ),
    Kind("har_query_string", "form", _har_query),
    Kind("har_post_data_params", "form", _har_form),
    Kind("postman_collection_apikey_auth", "form", _postman_apikey),
    kind27(
        "postman_prerequest_script",
        "code",
        "// Pre-request Script\npm.request.headers.add({{ key: 'X-Signing-Key', value: '{v}' }});\n"
        "pm.environment.set('ts', Date.now());",
        value=lambda r: hexs(r, 40),
    ),
    kind27(
        "newman_env_var",
        "cli",
        'newman run partner.postman_collection.json -e staging.json --env-var "apiKey={v}" '
        "--reporters cli,junit",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "insomnia_v5_yaml_bearer",
        "config",
        "type: collection.insomnia.rest/5.0\nname: Partner API\ncollection:\n  - url: "
        "https://api.partner.example/v1/orders\n    name: list orders\n    method: GET\n"
        "    authentication:\n      type: bearer\n      token: {v}\n      prefix: Bearer",
        value=lambda r: urlsafe(r, 48),
    ),
    kind27(
        "bruno_cli_env_var",
        "cli",
        "bru run orders --env staging --env-var authToken={v} --output results.json",
        value=lambda r: alnum(r, 40),
    ),
    Kind("hoppscotch_basic_auth", "form", _hoppscotch),
    kind27(
        "graphql_playground_headers",
        "header",
        'HTTP HEADERS\n{{\n  "Authorization": "Bearer {v}",\n  "x-tenant": "acme"\n}}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind27(
        "graphiql_local_storage",
        "header",
        "> localStorage.getItem('graphiql:headers')\n"
        '\'{{"x-hasura-admin-secret":"{v}","x-hasura-role":"admin"}}\'',
        value=lambda r: alnum(r, 32),
    ),
    Kind("altair_window_export", "form", _altair),
    kind27(
        "ghz_metadata",
        "cli",
        "ghz --insecure --proto orders.proto --call orders.v1.Orders/List "
        '-m \'{{"authorization":"Bearer {v}"}}\' -n 2000 -c 50 localhost:50051',
        value=lambda r: urlsafe(r, 40),
    ),
    kind27(
        "evans_header",
        "cli",
        "evans --host api.acme.io --port 443 --tls --header x-api-key={v} -r repl",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "grpc_python_metadata",
        "code",
        'resp = stub.ListOrders(req, metadata=(("x-api-key", "{v}"), ("x-tenant", "acme")))',
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "grpc_go_outgoing_context",
        "code",
        'ctx = metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer {v}")\n'
        "resp, err := client.ListOrders(ctx, &pb.ListOrdersRequest{{}})",
        value=lambda r: urlsafe(r, 40),
    ),
    kind27(
        "wscat_header",
        "cli",
        'wscat -c wss://stream.acme.io/v1/feed -H "Authorization: Bearer {v}"',
        value=lambda r: urlsafe(r, 40),
    ),
    kind27(
        "websocket_url_token",
        "code",
        'const ws = new WebSocket("wss://rt.acme.io/socket/websocket?token={v}&vsn=2.0.0");',
        value=lambda r: urlsafe(r, 40),
    ),
    kind27(
        "websocket_subprotocol_token",
        "code",
        "const ws = new WebSocket('wss://rt.acme.io/live', ['bearer', '{v}']);",
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "socketio_auth_token",
        "code",
        'const socket = io("https://rt.acme.io", {{ auth: {{ token: "{v}" }} }});',
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "signalr_access_token_factory",
        "code",
        'new signalR.HubConnectionBuilder().withUrl("/hubs/orders", {{ accessTokenFactory: () '
        '=> "{v}" }}).build();',
        value=jwt,
    ),
    kind27(
        "phoenix_socket_params",
        "code",
        'let socket = new Socket("/socket", {{params: {{token: "{v}"}}}})\nsocket.connect()',
        value=lambda r: urlsafe(r, 44),
    ),
    Kind("charles_session_export", "form", _charles),
    kind27(
        "fiddler_raw_request",
        "header",
        "POST https://api.partner.example/v3/shipments HTTP/1.1\nHost: api.partner.example\n"
        "Content-Type: application/json\nX-Api-Secret: {v}\nContent-Length: 212",
        value=lambda r: alnum(r, 36),
    ),
    kind27(
        "burp_copied_request",
        "header",
        "GET /api/me HTTP/2\nHost: app.acme.io\nCookie: csrftoken={h32}; sessionid={v}\n"
        "Accept: application/json\nSec-Fetch-Site: same-origin",
        value=lambda r: alnum(r, 32).lower(),
    ),
)

_DATA: tuple[Kind, ...] = (
    kind27(
        "tableplus_connection_url",
        "dsn",
        "postgresql://analytics:{v}@db.acme.io:5432/warehouse?statusColor=F8D7DA&env=production"
        "&name=warehouse%20prod&tLSMode=0&usePrivateKey=false&safeModeLevel=0",
        value=lambda r: alnum(r, 20),
    ),
    kind27(
        "datagrip_jdbc_password_param",
        "dsn",
        "jdbc:postgresql://db.acme.io:5432/warehouse?user=analytics&password={v}&ssl=true",
        value=lambda r: alnum(r, 20),
    ),
    Kind("beekeeper_connection_export", "form", _beekeeper),
    kind27(
        "pgadmin_container_password",
        "cli",
        "docker run -p 5050:80 -e PGADMIN_DEFAULT_EMAIL=dba@acme.io "
        "-e PGADMIN_DEFAULT_PASSWORD='{v}' -d dpage/pgadmin4",
    ),
    kind27(
        "navicat_ncx_password",
        "config",
        '<Connections Ver="1.5">\n<Connection ConnectionName="prod-mysql" ConnType="MYSQL" '
        'Host="10.0.4.12" Port="3306" UserName="root" Password="{v}" SavePassword="true"/>\n'
        "</Connections>",
        value=lambda r: _upper_hex(r, 32),
    ),
    kind27(
        "studio3t_connection_uri",
        "dsn",
        "mongodb://reporting:{v}@mongo-1.acme.io:27017,mongo-2.acme.io:27017/?authSource=admin"
        "&replicaSet=rs0&3t.uriVersion=3&3t.connection.name=prod+replica",
        value=lambda r: alnum(r, 20),
    ),
    kind27(
        "redisinsight_export",
        "form",
        '[{{"host": "cache.acme.io", "port": 6380, "name": "cache-prod", "username": "default",'
        ' "password": "{v}", "tls": true}}]',
    ),
    kind27(
        "dbvisualizer_xml",
        "config",
        '<Database id="12">\n  <Alias>billing prod</Alias>\n  <Userid>billing_ro</Userid>\n'
        "  <Password>{v}</Password>\n  <Url>jdbc:mysql://billing-db:3306/billing</Url>\n"
        "</Database>",
        value=lambda r: alnum(r, 22) + "==",
    ),
    kind27(
        "squirrel_alias_xml",
        "config",
        '<Bean Class="net.sourceforge.squirrel_sql.client.gui.db.SQLAlias">\n'
        "  <name>ERP test</name>\n  <password>{v}</password>\n  <userName>sa</userName>\n"
        "  <url>jdbc:sqlserver://erp-test:1433;databaseName=erp</url>\n</Bean>",
    ),
    kind27(
        "sequel_ace_favourite_plist",
        "config",
        "<dict>\n\t<key>host</key>\n\t<string>127.0.0.1</string>\n\t<key>name</key>\n"
        "\t<string>shop (tunnel)</string>\n\t<key>password</key>\n\t<string>{v}</string>\n"
        "\t<key>user</key>\n\t<string>shop</string>\n</dict>",
    ),
    kind27(
        "sqldeveloper_connections_json",
        "form",
        '{{"connections":[{{"info":{{"role":"","SavePassword":"true","password":"{v}",'
        '"hostname":"ora-hr.acme.io","port":"1521","serviceName":"HRPDB","user":"HR"}},'
        '"name":"HR prod","type":"jdbc"}}]}}',
    ),
    kind27(
        "ipython_sql_magic",
        "dsn",
        "%load_ext sql\n%sql postgresql://analyst:{v}@warehouse.internal:5432/dw\n"
        "%sql SELECT count(*) FROM orders",
        value=lambda r: alnum(r, 18),
    ),
    kind27(
        "papermill_parameter",
        "cli",
        "papermill reports/weekly.ipynb out/weekly.ipynb -p run_date 2026-11-29 "
        "-p db_password '{v}' -k python3",
    ),
    kind27(
        "notebook_printed_dict",
        "output",
        "In [7]: cfg\nOut[7]:\n{{'host': 'warehouse.internal',\n 'user': 'etl',\n"
        " 'password': '{v}',\n 'port': 5432}}",
    ),
    kind27(
        "notebook_pip_index_token",
        "cli",
        "!pip install -q --extra-index-url https://__token__:{v}@pypi.acme.io/simple "
        "acme-ml==0.9.2",
        value=lambda r: urlsafe(r, 40),
    ),
    kind27(
        "sagemaker_estimator_env",
        "code",
        'est = PyTorch(entry_point="train.py", role=role, instance_type="ml.g5.xlarge",\n'
        '    environment={{"WANDB_API_KEY": "{v}", "WANDB_PROJECT": "ranker"}})',
        value=lambda r: hexs(r, 40),
    ),
    kind27(
        "metabase_api_database_body",
        "form",
        'POST /api/database\n{{"engine": "postgres", "name": "DW", "details": '
        '{{"host": "dw.internal", "port": 5432, "dbname": "dw", "user": "metabase", '
        '"password": "{v}"}}}}',
    ),
    kind27(
        "superset_set_database_uri",
        "cli",
        'superset set-database-uri -d warehouse -u "postgresql://superset:{v}@dw.internal:5432/dw"',
        value=lambda r: alnum(r, 20),
    ),
    Kind("evidence_options_base64", "config", _evidence),
    kind27(
        "tableau_tds_connection",
        "config",
        "<connection class='snowflake' dbname='ANALYTICS' server='acme.snowflakecomputing.com' "
        "username='TABLEAU_SVC' password='{v}' warehouse='BI_WH' schema='MARTS' />",
    ),
    kind27(
        "redash_data_source_options",
        "form",
        '{{"name": "Prod replica", "type": "pg", "options": {{"dbname": "app", "host": '
        '"replica.internal", "password": "{v}", "port": 5432, "user": "redash"}}}}',
    ),
    kind27(
        "meltano_config_set",
        "cli",
        "meltano config tap-postgres set password '{v}'",
        "meltano config target-snowflake set password {v}",
    ),
    kind27(
        "singer_tap_config",
        "output",
        '$ cat tap_config.json\n{{"host": "app-db.internal", "port": 5432, "user": "stitch", '
        '"password": "{v}", "dbname": "app"}}\n$ tap-postgres --config tap_config.json --discover',
    ),
    kind27(
        "dlt_secrets_toml",
        "config",
        '[sources.sql_database.credentials]\ndrivername = "postgresql"\nusername = "loader"\n'
        'password = "{v}"\nhost = "app-db.internal"\ndatabase = "app"',
    ),
    kind27(
        "mage_io_config",
        "config",
        "version: 0.1.1\ndefault:\n  POSTGRES_DBNAME: dw\n  POSTGRES_USER: mage\n"
        "  POSTGRES_PASSWORD: {v}\n  POSTGRES_HOST: dw.internal\n  POSTGRES_PORT: 5432",
    ),
    Kind("kestra_secret_base64", "config", _kestra),
    kind27(
        "nifi_parameter_context",
        "form",
        '{{"component": {{"name": "dw-params", "parameters": [{{"parameter": {{"name": '
        '"db.password", "sensitive": true, "value": "{v}"}}}}]}}}}',
    ),
    kind27(
        "talend_context_properties",
        "config",
        "# contexts/Prod.properties\ndb_host=dw.internal\ndb_port=5432\ndb_login=talend\n"
        "db_password={v}",
    ),
    kind27(
        "pentaho_kettle_encrypted",
        "config",
        "# kettle.properties\nDW_HOST=dw.internal\nDW_USER=etl\nDW_PASSWORD=Encrypted {v}",
        value=lambda r: "2be98afc86aa7" + hexs(r, 21),
    ),
    kind27(
        "adf_linked_service",
        "form",
        '{{"name": "AzureSqlLS", "properties": {{"type": "AzureSqlDatabase", "typeProperties": '
        '{{"connectionString": "Server=tcp:acme.database.windows.net,1433;Database=dw;'
        'User ID=adf;Password={v};Encrypt=True"}}}}}}',
        value=lambda r: alnum(r, 20),
    ),
    kind27(
        "glue_create_connection",
        "cli",
        'aws glue create-connection --connection-input \'{{"Name":"dw","ConnectionType":'
        '"JDBC","ConnectionProperties":{{"JDBC_CONNECTION_URL":"jdbc:postgresql://dw:5432/dw",'
        '"USERNAME":"glue","PASSWORD":"{v}"}}}}\'',
        value=lambda r: alnum(r, 20),
    ),
    kind27(
        "sling_env_yaml",
        "config",
        "connections:\n  PG_PROD:\n    type: postgres\n    host: app-db.internal\n"
        "    user: sling\n    password: '{v}'\n    database: app",
    ),
    kind27(
        "airflow_conn_env_uri",
        "dsn",
        "AIRFLOW_CONN_WAREHOUSE='postgres://airflow:{v}@dw.internal:5432/dw'",
        value=lambda r: alnum(r, 20),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_TEAM,
    *_MANAGERS,
    *_API,
    *_DATA,
    *SHAPE_KINDS,
    *CHAT_KINDS,
    *VENDOR_KINDS,
)


def heldout27_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of held-out 27; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout27", SESSION_PLACES8)
