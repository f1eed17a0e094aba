"""The look-alikes of held-out 43 (`bench/secret_kinds_heldout43.py`): no secret in any of them.

What wiring tools together prints and holds that looks like a secret and is
not, in this set's shapes. This file holds the drawn ones (three draws
each); `_look2.py` the fixed ones.

Identifiers, and the decisions the set makes about them: workflow, node,
version, execution and credential ids of n8n, Make, Zapier, Power Automate,
Pipedream and Node-RED name things and open nothing; a credential referred to
by id and name (`"credentials": {"httpHeaderAuth": {"id": …, "name": …}}`) is
a reference, not the value. Webhooks public by design: a webhook's address
is a look-alike when something else guards it — an n8n webhook node whose
`authentication` is a header credential (its `webhookId` is a path, the header
is the key), a Discord webhook's numeric id or a Slack workspace's `T…`/`B…`/
`C…` ids printed without the secret segment, a GitHub hook's numeric id and
its deliveries' GUIDs, a Stripe `we_` endpoint id (the `whsec_` beside it is
the secret). Google's ids: a spreadsheet's id and a range name (sharing
guards the sheet), an Apps Script project's `scriptId` (committed in every
`clasp` project's `.clasp.json`) and a web app's deployment id (`AKfycb…`,
the address the script's author hands to every user of the web app, whose
access setting guards it), an OAuth client id. Airtable `app`/`tbl`/`fld`/
`viw`/`rec` ids, Notion page and database ids, Coda doc ids, Baserow table
ids. Public by design: Supabase's `anon` key (shipped in every browser that
opens the app; row-level security guards the data), a Firebase web config's
`apiKey`, Stripe's `pk_` key in a Bubble or Softr page. Signatures a webhook
delivery carries (`X-Hub-Signature-256`, `X-Shopify-Hmac-Sha256`) sign one
payload and open nothing. Then hashes, ETags, checksums, signing thumbprints
of macros, COM class and type library GUIDs, cron expressions, version
strings and build numbers, session and trace ids of a local browser driver,
and run ids.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import LookAlike, alnum, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout43_flows import supabase_jwt
from bench.secret_kinds_heldout43_look2 import FIXED

__all__ = ["LOOK_ALIKES"]


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


def _guid(r: random.Random) -> str:
    return _uuid(r).upper()


def _at(prefix: str, r: random.Random) -> str:
    return prefix + alnum(r, 14)


def _sheet_id(r: random.Random) -> str:
    return "1" + pick(r, string.ascii_letters + string.digits + "-_", 43)


def _anon_jwt(r: random.Random) -> str:
    return supabase_jwt(r, "anon", dated=True)


def _flow_rounds(r: random.Random) -> list[tuple[str, str]]:
    wf = alnum(r, 16)
    return [
        (
            "n8n_workflow_export_ids_and_cred_ref",
            json.dumps(
                {
                    "id": wf,
                    "name": "Orders to sheet",
                    "versionId": _uuid(r),
                    "nodes": [
                        {
                            "id": _uuid(r),
                            "name": "HTTP Request",
                            "type": "n8n-nodes-base.httpRequest",
                            "credentials": {
                                "httpHeaderAuth": {"id": alnum(r, 16), "name": "Acme API"}
                            },
                        }
                    ],
                    "meta": {"instanceId": hexs(r, 64)},
                },
                indent=2,
            ),
        ),
        (
            "n8n_webhook_node_header_auth",
            json.dumps(
                {
                    "parameters": {
                        "httpMethod": "POST",
                        "path": _uuid(r),
                        "authentication": "headerAuth",
                    },
                    "id": _uuid(r),
                    "name": "Webhook",
                    "type": "n8n-nodes-base.webhook",
                    "webhookId": _uuid(r),
                    "credentials": {
                        "httpHeaderAuth": {"id": alnum(r, 16), "name": "Inbound hook header"}
                    },
                }
            ),
        ),
        (
            "n8n_execution_list",
            f"$ n8n list:workflow\n{wf}|Orders to sheet\n{alnum(r, 16)}|Nightly CRM sync\n"
            f"execution {digits(r, 5)} finished in 2.31s (workflow {wf})",
        ),
        (
            "node_red_flow_ids",
            f'[{{"id":"{hexs(r, 16)}","type":"tab","label":"Garage"}},'
            f'{{"id":"{hexs(r, 16)}","type":"mqtt in","z":"{hexs(r, 16)}","topic":"garage/door",'
            f'"broker":"{hexs(r, 16)}","wires":[["{hexs(r, 16)}"]]}}]',
        ),
        (
            "make_scenario_blueprint_ids",
            f'{{"name":"Leads → CRM","flow":[{{"id":1,"module":"gateway:CustomWebHook",'
            f'"parameters":{{"hook":{digits(r, 6)},"maxResults":1}}}}],'
            f'"metadata":{{"scenario":{{"id":{digits(r, 7)}}},"instant":true}},'
            f'"teamId":{digits(r, 6)}}}',
        ),
        (
            "zapier_zap_and_step_ids",
            f"Zap {digits(r, 9)} · step {digits(r, 10)} · app CodeCLIAPI@1.0.{digits(r, 1)}\n"
            f"Task run id: {_uuid(r)}",
        ),
        (
            "power_automate_flow_ids",
            f"https://make.powerautomate.com/environments/Default-{_uuid(r)}/flows/{_uuid(r)}/details\n"
            f"Run ID: 0858{digits(r, 16)}CU{digits(r, 2)}",
        ),
        (
            "logic_app_resource_id",
            f"/subscriptions/{_uuid(r)}/resourceGroups/rg-flows/providers/Microsoft.Logic/workflows/"
            f"la-orders\n  workflowVersion: {digits(r, 20)}\n  accessEndpoint: "
            f"https://prod-{digits(r, 2)}.westeurope.logic.azure.com:443/workflows/{hexs(r, 32)}",
        ),
        (
            "power_automate_parameter_reference",
            '"headers": {\n  "Authorization": "@{concat(\'Bearer \', '
            "body('Get_secret')?['value'])}\",\n"
            f'  "x-correlation-id": "@{{guid()}}"\n}},\n"runAfter": '
            f'{{"Get_secret_{digits(r, 2)}": ["Succeeded"]}}',
        ),
        (
            "pipedream_workflow_ids",
            f"Deployed p_{alnum(r, 7)} (version {digits(r, 1)}) · source dc_{alnum(r, 7)}\n"
            f"event id: {digits(r, 13)}-{digits(r, 1)}",
        ),
        (
            "discord_webhook_id_only",
            f'{{"type":0,"content":"deploy finished","webhook_id":"{digits(r, 19)}",'
            f'"channel_id":"{digits(r, 19)}","id":"{digits(r, 19)}"}}',
        ),
        (
            "slack_ids_without_secret",
            f"workspace T{pick(r, string.ascii_uppercase + string.digits, 9)} · channel "
            f"C{pick(r, string.ascii_uppercase + string.digits, 10)} · bot "
            f"B{pick(r, string.ascii_uppercase + string.digits, 10)} · ts "
            f"{digits(r, 10)}.{digits(r, 6)}",
        ),
        (
            "github_hook_delivery_headers",
            f"X-GitHub-Event: workflow_dispatch\nX-GitHub-Delivery: {_uuid(r)}\n"
            f"X-GitHub-Hook-ID: {digits(r, 9)}\nX-Hub-Signature-256: sha256={hexs(r, 64)}",
        ),
        (
            "shopify_webhook_signature_header",
            f"X-Shopify-Topic: orders/create\nX-Shopify-Hmac-Sha256: "
            f"{base64.b64encode(r.randbytes(32)).decode()}\nX-Shopify-Webhook-Id: {_uuid(r)}",
        ),
        (
            "stripe_webhook_endpoint_id",
            f"we_{alnum(r, 24)}  https://flows.acme.io/webhook/stripe  enabled  [invoice.paid]",
        ),
        (
            "gha_run_ids",
            f"✓ nightly.yml · run {digits(r, 11)} · attempt 1 · head {hexs(r, 40)}\n"
            f"  https://github.com/acme/reports/actions/runs/{digits(r, 11)}/job/{digits(r, 11)}",
        ),
        (
            "cron_expressions",
            f"{r.randrange(60)} {r.randrange(24)} * * 1-5 /home/ops/bin/pull-orders.sh\n"
            f"*/{r.choice((5, 10, 15))} * * * * /home/ops/bin/sync.sh >> /var/log/sync.log 2>&1\n"
            '0 0 1 * * [ "$(date +\\%d)" = 01 ] && /home/ops/bin/monthly.sh',
        ),
        (
            "n8n_version_banner",
            f"n8n ready on 0.0.0.0, port 5678\nVersion: 1.{r.randrange(60, 99)}.{digits(r, 1)}\n"
            f"Editor is now accessible via:\nhttps://flows.acme.io/\ninstanceId {hexs(r, 64)}",
        ),
    ]


def _office_rounds(r: random.Random) -> list[tuple[str, str]]:
    sid = _sheet_id(r)
    return [
        (
            "sheets_id_and_range",
            f"const ss = SpreadsheetApp.openById('{sid}');\n"
            f"const rows = ss.getRange('Orders!A2:F{digits(r, 3)}').getValues();",
        ),
        (
            "sheets_url_with_gid",
            f"https://docs.google.com/spreadsheets/d/{sid}/edit#gid={digits(r, 9)}",
        ),
        (
            "clasp_json_script_id",
            json.dumps(
                {
                    "scriptId": "1" + pick(r, string.ascii_letters + string.digits + "-_", 56),
                    "rootDir": "src",
                    "parentId": [sid],
                },
                indent=2,
            ),
        ),
        (
            "apps_script_deployment_id",
            f"$ clasp deployments\n2 Deployments.\n- "
            f"AKfycb{pick(r, string.ascii_letters + string.digits + '-_', 66)} @HEAD\n"
            f"- AKfycb{pick(r, string.ascii_letters + string.digits + '-_', 66)} @{digits(r, 2)} "
            f"- v{digits(r, 1)} web app",
        ),
        (
            "apps_script_get_property_reference",
            "const token = PropertiesService.getScriptProperties().getProperty('CRM_TOKEN');\n"
            f"const sheet = SpreadsheetApp.openById('{sid}').getSheetByName('Log');",
        ),
        (
            "google_oauth_client_id",
            f'"oauth2ClientSettings": {{"clientId": '
            f'"{digits(r, 12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com"}}',
        ),
        (
            "vba_project_references",
            f"Reference=*\\G{{{_guid(r)}}}#2.{digits(r, 1)}#0#C:\\Program Files\\Common "
            f"Files\\System\\ado\\msado15.dll#"
            f"Microsoft ActiveX Data Objects 6.1 Library\n"
            f"Reference=*\\G{{{_guid(r)}}}#1.0#0#C:\\Windows\\System32\\scrrun.dll#Microsoft "
            f"Scripting Runtime",
        ),
        (
            "com_clsid_registry",
            f"HKEY_CLASSES_ROOT\\CLSID\\{{{_guid(r)}}}\\InprocServer32\n"
            f"    (Default)    REG_SZ    C:\\Windows\\System32\\winhttpcom.dll\n"
            f"HKEY_CLASSES_ROOT\\AcmeAddin.Connect\\CLSID\n    (Default)    REG_SZ    "
            f"{{{_guid(r)}}}",
        ),
        (
            "macro_signature_thumbprint",
            f"PS> Get-AuthenticodeSignature .\\Report.xlsm | Format-List\nSignerCertificate : "
            f"[Subject]\n  CN=Acme Finance Macros\n\n  [Thumbprint]\n  {hexs(r, 40).upper()}\n"
            f"Status : Valid",
        ),
        (
            "odbc_ini_trusted_connection",
            f"[Finance]\nDriver=ODBC Driver 18 for SQL Server\n"
            f"Server=sql{digits(r, 2)}.acme.local\n"
            "Database=Finance\nTrusted_Connection=yes\nEncrypt=yes",
        ),
        (
            "power_query_apikeyname",
            'Source = Json.Document(Web.Contents("https://api.acme.io", '
            f'[RelativePath="v1/orders", Query=[page="{digits(r, 2)}"], ApiKeyName="api_key"]))',
        ),
        (
            "power_bi_ids",
            f"https://app.powerbi.com/groups/{_uuid(r)}/datasets/{_uuid(r)}/details\n"
            f"Gateway cluster id: {_uuid(r)}",
        ),
        (
            "excel_workbook_props",
            f"<Properties>\n  <Application>Microsoft Excel</Application>\n  "
            f"<AppVersion>16.0300</AppVersion>\n"
            f"  <DocSecurity>0</DocSecurity>\n</Properties>\n<xr:revisionPtr "
            f'revIDLastSave="{digits(r, 3)}" '
            f'documentId="13_ncr:1_{{{_guid(r)}}}" xr6:coauthVersionLast="47"/>',
        ),
        (
            "csv_export_without_passwords",
            f"name,url,username,last_used\n"
            f"erp.acme.local,https://erp.acme.local,j.doe,2026-11-{digits(r, 1)}0\n"
            f"flows.acme.io,https://flows.acme.io,ops@acme.io,2026-10-0{digits(r, 1)}",
        ),
        (
            "importdata_public_csv",
            '=IMPORTDATA("https://data.ecb.europa.eu/api/v1/rates.csv'
            f'?date=2026-11-{digits(r, 1)}1")\n'
            f'=QUERY(Orders!A:F,"select A, sum(F) group by A", 1)',
        ),
        (
            "sha256_of_export",
            f"$ sha256sum workflows/*.json\n{hexs(r, 64)}  workflows/orders.json\n{hexs(r, 64)}  "
            f"workflows/crm.json",
        ),
        (
            "etag_headers",
            f'HTTP/2 200\netag: W/"{hexs(r, 32)}"\nx-request-id: {_uuid(r)}\ncache-control: '
            f"max-age=60",
        ),
    ]


def _nocode_rounds(r: random.Random) -> list[tuple[str, str]]:
    base = _at("app", r)
    return [
        (
            "airtable_ids",
            f"https://airtable.com/{base}/{_at('tbl', r)}/{_at('viw', r)}/{_at('rec', r)}\n"
            f"field {_at('fld', r)} (Status)",
        ),
        (
            "airtable_records_response",
            json.dumps(
                {
                    "records": [
                        {
                            "id": _at("rec", r),
                            "createdTime": "2026-11-30T10:00:00.000Z",
                            "fields": {"Name": "Acme", "Stage": "Won"},
                        }
                    ],
                    "offset": _at("itr", r) + "/" + _at("rec", r),
                }
            ),
        ),
        (
            "notion_page_ids",
            f"https://www.notion.so/acme/Runbook-{hexs(r, 32)}?pvs=4\n"
            f'{{"object":"page","id":"{_uuid(r)}","parent":{{"database_id":"{_uuid(r)}"}}}}',
        ),
        (
            "coda_doc_and_table_ids",
            "https://coda.io/d/Ops-Hub_d"
            f"{pick(r, string.ascii_letters + string.digits + '-_', 10)}/"
            f"Tasks_su{pick(r, string.ascii_letters + string.digits, 5)}\ntable "
            f"grid-{alnum(r, 10)}",
        ),
        (
            "baserow_table_field_ids",
            f"GET /api/database/rows/table/{digits(r, 6)}/?user_field_names=true"
            f"&filter__field_{digits(r, 7)}__equal=won",
        ),
        (
            "supabase_anon_key_public",
            f"const supabase = "
            f"createClient('https://{pick(r, string.ascii_lowercase, 20)}.supabase.co', "
            f"'{_anon_jwt(r)}')",
        ),
        (
            "firebase_web_config",
            f"const firebaseConfig = {{\n  apiKey: "
            f'"AIza{pick(r, string.ascii_letters + string.digits + "-_", 35)}",\n'
            f'  authDomain: "acme-forms.firebaseapp.com",\n  projectId: "acme-forms",\n'
            f'  appId: "1:{digits(r, 12)}:web:{hexs(r, 22)}"\n}};',
        ),
        (
            "stripe_publishable_key_in_builder",
            f"Plugin settings › Stripe.js\n  Publishable key (live): pk_live_{alnum(r, 99)}",
        ),
        (
            "retool_app_ids",
            f"https://acme.retool.com/apps/{_uuid(r)}/Ops%20Console?_releaseVersion=latest\n"
            f"resource id {_uuid(r)} (prod_postgres)",
        ),
        (
            "retool_reference_bindings",
            "headers:\n  - key: Authorization\n    value: Bearer {{ "
            "retoolContext.configVars.ACME_TOKEN }}\n"
            f"  - key: X-Request-Id\n    value: {_uuid(r)}",
        ),
        (
            "appsmith_ids_and_store_reference",
            f'{{"id":"{hexs(r, 24)}","pluginId":"{hexs(r, 24)}","headers":[{{"key":"Authorization",'
            '"value":"Bearer {{appsmith.store.token}}"}]}',
        ),
        (
            "bubble_ids",
            f"https://acme-app.bubbleapps.io/version-test/order/{digits(r, 13)}x{digits(r, 18)}\n"
            f"unique id: {digits(r, 13)}x{digits(r, 18)}",
        ),
        (
            "glide_app_ids",
            f"https://go.glideapps.com/app/{alnum(r, 20)}/layout/{alnum(r, 11)}\ntable "
            f"native-table-{alnum(r, 20)}",
        ),
        (
            "postman_collection_ids_and_vars",
            json.dumps(
                {
                    "info": {
                        "_postman_id": _uuid(r),
                        "name": "Acme API",
                        "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
                    },
                    "auth": {
                        "type": "bearer",
                        "bearer": [{"key": "token", "value": "{{accessToken}}", "type": "string"}],
                    },
                }
            ),
        ),
        (
            "firestore_rules_uids",
            "rules_version = '2';\nservice cloud.firestore {\n  match "
            "/databases/{database}/documents {\n"
            f"    match /leads/{{id}} {{ allow read: if request.auth.uid == '{alnum(r, 28)}'; }}\n"
            f"  }}\n}}",
        ),
    ]


def _rpa_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "uipath_project_json_ids",
            json.dumps(
                {
                    "name": "Invoices",
                    "projectId": _uuid(r),
                    "main": "Main.xaml",
                    "dependencies": {"UiPath.System.Activities": f"[24.10.{digits(r, 1)}]"},
                    "projectVersion": f"1.0.{digits(r, 3)}",
                },
                indent=2,
            ),
        ),
        (
            "uipath_get_credential_asset",
            '<ui:GetRobotCredential AssetName="SAP_Login" Password="[sapPassword]" '
            'Username="[sapUser]" '
            f'sap2010:WorkflowViewState.IdRef="GetRobotCredential_{digits(r, 1)}" />',
        ),
        (
            "uipath_job_ids",
            f"Job {_uuid(r)} started on RPA-VM03 · process Invoices_Prod · release {digits(r, 6)}\n"
            f"Robot key: {_uuid(r)}",
        ),
        (
            "keyboard_maestro_macro_uids",
            f"<key>MacroUID</key>\n<string>{_guid(r)}</string>\n<key>ModificationDate</key>\n"
            f"<real>{digits(r, 9)}.{digits(r, 6)}</real>",
        ),
        (
            "alfred_workflow_uids",
            f"<key>bundleid</key>\n<string>com.acme.alfred.jira</string>\n<key>uid</key>\n"
            f"<string>{_guid(r)}</string>\n<key>version</key>\n<string>2.{digits(r, 1)}.0</string>",
        ),
        (
            "shortcuts_icloud_link",
            f"https://www.icloud.com/shortcuts/{hexs(r, 32)}",
        ),
        (
            "cmdkey_list_output",
            "Currently stored credentials:\n\n    Target: Domain:target=fs01.acme.local\n    "
            "Type: Domain Password\n"
            f"    User: ACME\\scanner\n    Local machine persistence\n\n    Target: "
            f"LegacyGeneric:target=git:https://github.com\n"
            f"    Type: Generic\n    User: ops-{digits(r, 3)}",
        ),
        (
            "webdriver_session_ids",
            f"INFO: Started session {hexs(r, 32)} (chrome 131.0.{digits(r, 4)}.{digits(r, 2)})\n"
            f"DevTools listening on ws://127.0.0.1:{digits(r, 5)}/devtools/browser/{_uuid(r)}",
        ),
        (
            "playwright_report_ids",
            f"  trace: test-results/login-{hexs(r, 5)}-supplier-portal-chromium/trace.zip\n"
            f"  attachment #1: screenshot (image/png) {hexs(r, 40)}.png",
        ),
        (
            "robot_log_ids",
            f"Output:  /srv/rpa/results/output.xml\nLog:     /srv/rpa/results/log.html\n"
            f"Report:  /srv/rpa/results/report.html\nsuite s1-s{digits(r, 1)}-t{digits(r, 1)} id "
            f"{hexs(r, 12)}",
        ),
        (
            "cypress_project_id",
            f"module.exports = defineConfig({{\n  projectId: '{lower_alnum(r, 6)}',\n  e2e: {{ "
            f"baseUrl: 'https://staging.acme.io' }}\n}})",
        ),
        (
            "ahk_script_hash_and_version",
            f"; AutoHotkey v2.0.{digits(r, 2)}\n; build {hexs(r, 40)}\n#Requires AutoHotkey v2.0",
        ),
        (
            "powershell_get_credential_prompt",
            f"$cred = Get-Credential -UserName 'ACME\\svc_rpa' -Message 'ERP login'\n"
            f"Invoke-Command -ComputerName rpa-vm{digits(r, 2)} -Credential $cred -ScriptBlock {{ "
            f"Restart-Service UiRobotSvc }}",
        ),
        (
            "masked_password_in_ui_copy",
            f"Connection › ERP\n  Username: rpa_bot\n  Password: {'•' * r.randrange(8, 16)}\n  "
            f"Last tested: OK ({digits(r, 2)} ms)",
        ),
        (
            "masked_key_suffix",
            f"API keys\n  Production  sk-…{alnum(r, 4)}  created 2026-10-{digits(r, 1)}1\n"
            f"  Zapier      pat…{hexs(r, 4)}  last used 3 days ago",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [*_flow_rounds(r), *_office_rounds(r), *_nocode_rounds(r), *_rpa_rounds(r)]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout43-look", _rounds, FIXED)
