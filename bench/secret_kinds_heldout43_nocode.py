"""Held-out 43's internal-tool builders and no-code backends (`bench/secret_kinds_heldout43.py`).

Retool (a resource's exported config, `retool.yml` of self-hosted,
`ENCRYPTION_KEY` and `JWT_SECRET` of its container, a query's inline header),
Appsmith (a datasource's JSON, `APPSMITH_ENCRYPTION_PASSWORD`), Budibase
(`bbconfig` datasource, `JWT_SECRET`, `INTERNAL_API_KEY`), Tooljet and
NocoDB environment, Airtable (a personal access token in `curl`, a
scripting extension's `fetch`, `airtable.js` `apiKey`), Notion (an
integration secret in `curl`, `@notionhq/client`), Coda (`Bearer` with a
UUID token), Baserow (`Token` database tokens), Grist and SeaTable API keys,
Supabase (the `service_role` JWT in a low-code app's settings, a database
password in a pooler URL), Firebase (a service account's private key field,
a legacy database secret in a URL's `auth=`), PocketBase's admin login,
Bubble's API connector with a private key marked shared, Glide's API token,
Softr and Adalo, WeWeb, FlutterFlow's API call, and Postman-like collections
inside these tools (Hoppscotch, Bruno, Insomnia exports with a value set).
"""

from __future__ import annotations

import json
import random

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line
from bench.secret_kinds_heldout43_flows import api32, at_pat, jwt_role, notion_key

__all__ = ["NOCODE_KINDS"]


def _uuid_token(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _sa_private_key(r: random.Random) -> str:
    """A service account key's `private_key` as a JSON string holds it (with `\\n`)."""
    body = "\\n".join(pem_line(r) for _ in range(4))
    return f"-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n"


_service_role = jwt_role("service_role")

_RETOOL: tuple[Kind, ...] = (
    k(
        "retool_resource_export_password",
        "config",
        '{\n  "name": "prod_postgres",\n  "type": "postgresql",\n  "options": {\n'
        '    "host": "db.acme.internal",\n    "port": "5432",\n    "databaseName": "app",\n'
        '    "databaseUsername": "retool",\n    "databasePassword": "{v}",\n'
        '    "ssl": true\n  }\n}',
        value=pw,
    ),
    k(
        "retool_self_hosted_env",
        "config",
        "RETOOL_LICENSE_KEY=SSOP_{uuid}\nJWT_SECRET={v}\nENCRYPTION_KEY={k44}\n"
        "POSTGRES_PASSWORD={k20}",
        value=lambda r: alnum(r, 44),
    ),
    k(
        "retool_query_inline_header",
        "config",
        "query: getCustomers\nresource: REST API (acme)\nheaders:\n"
        "  - key: Authorization\n    value: Basic {v}\n  - key: Accept\n    value: "
        "application/json",
        value=lambda r: b64(r, 36) + "==",
    ),
    k(
        "retool_rpc_token_cli",
        "cli",
        "npx retool-rpc --host https://acme.retool.com --resource-id {uuid} --api-token {v}",
        value=lambda r: "retool_" + alnum(r, 40),
    ),
)

_APPSMITH: tuple[Kind, ...] = (
    k(
        "appsmith_datasource_json",
        "config",
        '"datasourceConfiguration": {\n  "endpoints": [{ "host": "mongo.acme.internal", "port": '
        "27017 }],\n"
        '  "authentication": {\n    "authenticationType": "dbAuth",\n    "username": "appsmith",\n'
        '    "password": "{v}",\n    "databaseName": "crm"\n  }\n}',
        value=pw,
    ),
    k(
        "appsmith_encryption_env",
        "config",
        "APPSMITH_ENCRYPTION_PASSWORD={v}\nAPPSMITH_ENCRYPTION_SALT={k16}\n"
        "APPSMITH_MAIL_ENABLED=false",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "appsmith_api_header_binding",
        "config",
        '"actionConfiguration": {\n  "path": "/v1/tickets",\n  "headers": [\n'
        '    { "key": "Authorization", "value": "Zoho-oauthtoken {v}" }\n  ]\n}',
        value=lambda r: "1000." + hexs(r, 32) + "." + hexs(r, 32),
    ),
)

_BUDIBASE_ETC: tuple[Kind, ...] = (
    k(
        "budibase_env_secrets",
        "config",
        "MAIN_PORT=10000\nAPI_ENCRYPTION_KEY={k32}\nJWT_SECRET={v}\nMINIO_ACCESS_KEY={k20}\n"
        "INTERNAL_API_KEY={k32}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "budibase_datasource_mssql",
        "config",
        '{"source":"SQL_SERVER","config":{"user":"bb_app","password":"{v}",'
        '"server":"mssql01.acme.local","port":1433,"database":"Orders","encrypt":true}}',
        value=pw,
    ),
    k(
        "tooljet_env",
        "config",
        "TOOLJET_HOST=https://tools.acme.io\nLOCKBOX_MASTER_KEY={v}\nSECRET_KEY_BASE={h128}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "nocodb_connection_url",
        "dsn",
        "NC_DB=pg://pg.acme.internal:5432?u=nocodb&p={v}&d=nocodb",
        value=pw,
    ),
    k(
        "nocodb_xc_token_curl",
        "cli",
        "curl -H 'xc-token: {v}' https://noco.acme.io/api/v2/tables/{l15}/records?limit=25",
        value=lambda r: urlsafe(r, 40),
    ),
)

_AIRTABLE_NOTION: tuple[Kind, ...] = (
    k(
        "airtable_pat_curl",
        "cli",
        'curl "https://api.airtable.com/v0/app{k14}/Orders?maxRecords=3" -H "Authorization: '
        'Bearer {v}"',
        value=at_pat,
    ),
    k(
        "airtable_scripting_fetch",
        "code",
        "// Scripting extension\nlet res = await "
        "remoteFetchAsync('https://api.acme.io/v1/enrich', {\n"
        "    headers: { 'X-Api-Key': '{v}' }\n});\nlet data = await res.json();",
        value=api32,
    ),
    k(
        "airtable_js_api_key_literal",
        "code",
        "const Airtable = require('airtable');\nconst base = new Airtable({ apiKey: '{v}' "
        "}).base('app{k14}');",
        value=at_pat,
    ),
    k(
        "notion_curl_integration_secret",
        "cli",
        "curl -X POST https://api.notion.com/v1/databases/{h32}/query -H 'Authorization: Bearer "
        "{v}' "
        "-H 'Notion-Version: 2022-06-28'",
        value=notion_key,
    ),
    k(
        "notion_client_auth_literal",
        "code",
        'import { Client } from "@notionhq/client"\nconst notion = new Client({ auth: "{v}" })',
        value=notion_key,
    ),
    k(
        "coda_uuid_bearer",
        "cli",
        "curl -s -H 'Authorization: Bearer {v}' https://coda.io/apis/v1/docs/{k10}/tables",
        value=_uuid_token,
    ),
    k(
        "baserow_database_token",
        "cli",
        "curl -X GET -H 'Authorization: Token {v}' "
        "'https://api.baserow.io/api/database/rows/table/{d6}/?user_field_names=true'",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "grist_api_key_python",
        "code",
        "from grist_api import GristDocAPI\napi = GristDocAPI('{k22}', "
        "server='https://docs.getgrist.com', api_key='{v}')",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "seatable_api_token_env",
        "config",
        "SEATABLE_SERVER_URL=https://cloud.seatable.io\nSEATABLE_API_TOKEN={v}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "smartsheet_access_token_header",
        "cli",
        "curl https://api.smartsheet.com/2.0/sheets -H 'Authorization: Bearer {v}'",
        value=lambda r: alnum(r, 37),
    ),
)

_BACKENDS: tuple[Kind, ...] = (
    k(
        "supabase_service_role_in_lowcode_env",
        "config",
        "SUPABASE_URL=https://{l20}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={v}",
        value=_service_role,
    ),
    k(
        "supabase_service_role_in_plugin_settings",
        "config",
        '{\n  "plugin": "supabase",\n  "projectUrl": "https://{l20}.supabase.co",\n'
        '  "apiKey": "{v}"\n}',
        value=_service_role,
    ),
    k(
        "supabase_pooler_url_password",
        "dsn",
        "postgresql://postgres.{l20}:{v}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres",
        value=pw,
    ),
    k(
        "firebase_sa_private_key_field",
        "key",
        '{\n  "type": "service_account",\n  "project_id": "acme-forms",\n'
        '  "private_key_id": "{h40}",\n  "private_key": "{v}",\n'
        '  "client_email": "firebase-adminsdk-x1y2z@acme-forms.iam.gserviceaccount.com"\n}',
        value=_sa_private_key,
    ),
    k(
        "firebase_rtdb_legacy_secret_url",
        "cli",
        "curl 'https://acme-forms-default-rtdb.firebaseio.com/leads.json?auth={v}'",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "pocketbase_admin_login",
        "cli",
        "curl -X POST http://127.0.0.1:8090/api/admins/auth-with-password "
        '-d \'{"identity":"admin@acme.io","password":"{v}"}\'',
        "./pocketbase superuser upsert admin@acme.io {v}",
        value=pw,
    ),
    k(
        "xano_bearer_in_glide_call",
        "output",
        "Glide → Call API\n  URL: https://x8ki-letl-twmt.n7.xano.io/api:{k8}/orders\n"
        "  Authorization: Bearer {v}",
        value=lambda r: "eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0." + urlsafe(r, 60),
    ),
)

_APP_BUILDERS: tuple[Kind, ...] = (
    k(
        "bubble_api_connector_private_key",
        "output",
        "API Connector › Stripe\n  Authentication: Private key in header\n"
        "  Key name: Authorization\n  Key value: Bearer {v}\n  Development key value: (same)",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
    k(
        "bubble_data_api_token",
        "cli",
        "curl 'https://acme-app.bubbleapps.io/version-test/api/1.1/obj/order' -H 'Authorization: "
        "Bearer {v}'",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "glide_api_token_payload",
        "code",
        "fetch('https://api.glideapp.io/api/function/mutateTables', {\n  method: 'POST',\n"
        "  headers: { Authorization: 'Bearer {v}', 'Content-Type': 'application/json' },\n"
        "  body: JSON.stringify({ appID: '{k20}', mutations })\n})",
        value=_uuid_token,
    ),
    k(
        "softr_api_key_header",
        "cli",
        "curl -X POST https://studio-api.softr.io/v1/api/users -H 'Softr-Api-Key: {v}' "
        "-H 'Softr-Domain: portal.acme.io' -d '{\"email\":\"a@acme.io\"}'",
        value=lambda r: alnum(r, 30),
    ),
    k(
        "adalo_collection_api_key",
        "cli",
        "curl https://api.adalo.com/v0/apps/{uuid}/collections/t_{l24} -H 'Authorization: Bearer "
        "{v}'",
        value=lambda r: lower_alnum(r, 25),
    ),
    k(
        "flutterflow_api_call_header_export",
        "config",
        "apiCalls:\n  - name: GetWeather\n    url: https://api.acme.io/weather\n    headers:\n"
        "      X-RapidAPI-Key: {v}\n    method: GET",
        value=lambda r: (
            hexs(r, 10) + "msh" + hexs(r, 15) + "p1" + hexs(r, 10) + "jsn" + hexs(r, 12)
        ),
    ),
    k(
        "weweb_rest_plugin_header",
        "config",
        '{"plugin":"rest-api","headers":[{"key":"api_key","value":"{v}"}],"proxy":false}',
        value=api32,
    ),
    k(
        "wix_velo_secret_literal",
        "code",
        "import { fetch } from 'wix-fetch';\nconst KEY = '{v}'; // should be in Secrets Manager\n"
        "export async function getRates() { return fetch(`https://api.acme.io/rates?key=${KEY}`); "
        "}",
        value=api32,
    ),
)

_COLLECTIONS: tuple[Kind, ...] = (
    k(
        "hoppscotch_env_export",
        "config",
        json.dumps(
            [
                {
                    "name": "prod",
                    "variables": [
                        {"key": "baseUrl", "value": "https://api.acme.io"},
                        {"key": "token", "value": "@@V@@"},
                    ],
                }
            ],
            indent=2,
        ).replace("@@V@@", "{v}"),
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "bruno_env_file",
        "config",
        "vars {\n  baseUrl: https://api.acme.io\n  apiKey: {v}\n}\nvars:secret [\n  clientSecret\n"
        "]",
        value=api32,
    ),
    k(
        "insomnia_export_basic_auth",
        "config",
        '{"_type":"request","name":"Create order","method":"POST","url":"{{ _.base }}/orders",'
        '"authentication":{"type":"basic","username":"integrations","password":"{v}"}}',
        value=pw,
    ),
    k(
        "postman_collection_apikey_auth",
        "config",
        '"auth": {\n  "type": "apikey",\n  "apikey": [\n'
        '    { "key": "value", "value": "{v}", "type": "string" },\n'
        '    { "key": "key", "value": "X-API-Key", "type": "string" }\n  ]\n}',
        value=api32,
    ),
)

NOCODE_KINDS: tuple[Kind, ...] = (
    *_RETOOL,
    *_APPSMITH,
    *_BUDIBASE_ETC,
    *_AIRTABLE_NOTION,
    *_BACKENDS,
    *_APP_BUILDERS,
    *_COLLECTIONS,
)
