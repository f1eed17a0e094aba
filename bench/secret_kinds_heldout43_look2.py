"""Held-out 43's fixed look-alikes (`bench/secret_kinds_heldout43_look.py`): no secret in any.

Secrets referred to by name, in each tool's own syntax: `{{$credentials.x}}`
and `{{ $env.X }}` in n8n, `{{connection.x}}` in Make, `{{bundle.authData.x}}`
in Zapier, `@parameters('X')` and a Key Vault action's output in Power
Automate, `this.x.$auth` in Pipedream, `${{ secrets.X }}` in GitHub Actions,
`{{ environment.variables.X }}` in Retool, `getProperty('X')` in Apps Script,
`ApiKeyName` in Power Query (the key is kept in Excel's credential store),
`Environ("X")` in VBA, `EnvGet` in AutoHotkey, `security find-generic-password
-w` in AppleScript, `Get-Secret` in PowerShell, a UiPath credential asset, a
Robot Framework `%{X}` environment variable, `process.env.X` in Playwright,
`$env(X)` in `expect`, `op read` writing a `.netrc`.

Published values the set decides are look-alikes, as held-out 41 and 42
decided for published defaults and test vectors: RFC 7617's example
credentials (`Aladdin:open sesame` in base64), the example JWT of jwt.io,
Slack's documented example webhook with its zeros and `X`s, the `anon` key
that Supabase's local development stack prints for every user (it signs
with a published demo secret and guards nothing), and the COM type
library GUIDs every VBA project references (OLE Automation, Scripting
Runtime, the VBA extensibility library).

Then placeholders and example values in this set's shapes, masked and
hidden values as the tools print them (a run log's `***`, a UI's dots, a
key's last four characters, a robot's `Typing password` log line that hides
the text), connections that carry no password (`Trusted_Connection`,
`Integrated Security=SSPI`), numbers (versions, builds, dates, cron), and
people in this set's languages pointing at where a secret lives without
giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_BY_NAME: list[tuple[str, str]] = [
    ("n8n_credentials_expression", '"value": "={{ $credentials.apiKey }}"'),
    (
        "n8n_env_expression",
        '"headerParameters": {"parameters": [{"name": "X-Api-Key", "value": "={{ '
        '$env.ACME_API_KEY }}"}]}',
    ),
    ("n8n_json_expression_token", '"value": "=Bearer {{ $json.access_token }}"'),
    (
        "n8n_encryption_key_file",
        "N8N_ENCRYPTION_KEY_FILE=/run/secrets/n8n_encryption_key\nN8N_HOST=flows.acme.io",
    ),
    (
        "n8n_docker_env_passthrough",
        "docker run -d --name n8n -e N8N_ENCRYPTION_KEY -e DB_POSTGRESDB_PASSWORD -p 5678:5678 "
        "docker.n8n.io/n8nio/n8n",
    ),
    (
        "make_connection_reference",
        '"headers": [{"name": "Authorization", "value": "Token {{connection.apiKey}}"}]',
    ),
    (
        "zapier_bundle_auth_reference",
        "headers: { Authorization: `Bearer ${bundle.authData.access_token}` }",
    ),
    (
        "pipedream_auth_reference",
        "headers: { Authorization: `Bearer ${this.airtable_oauth.$auth.oauth_access_token}` }",
    ),
    (
        "power_automate_parameters_reference",
        '"headers": {"x-api-key": "@parameters(\'ApiKey (cr1a2_ApiKey)\')"}',
    ),
    (
        "power_automate_keyvault_output",
        "\"Authorization\": \"Bearer @{body('Get_secret')?['value']}\"",
    ),
    (
        "gha_secrets_reference",
        'curl -X POST -H "Authorization: Bearer ${{ secrets.DISPATCH_TOKEN }}" '
        'https://api.github.com/repos/acme/site/dispatches -d \'{"event_type":"sheet-updated"}\'',
    ),
    (
        "gha_token_env_reference",
        'curl -H "Authorization: Bearer $GITHUB_TOKEN" '
        "https://api.github.com/repos/acme/reports/actions/workflows",
    ),
    ("retool_env_variable_reference", "value: Bearer {{ environment.variables.ACME_TOKEN }}"),
    ("appsmith_datasource_secret_reference", '"password": "{{ appsmith.store.dbPassword }}"'),
    (
        "apps_script_get_property",
        "const key = PropertiesService.getScriptProperties().getProperty('OPENAI_KEY');\nif "
        "(!key) throw new Error('set OPENAI_KEY in Script Properties');",
    ),
    ("vba_environ_reference", 'http.SetCredentials "ACME\\svc_excel", Environ("ERP_PASSWORD"), 0'),
    (
        "vba_inputbox_password",
        'pwd = InputBox("ERP password for " & Environ("USERNAME"))\nhttp.Open "GET", url, False, '
        'Environ("USERNAME"), pwd',
    ),
    ("ahk_envget_reference", 'pass := EnvGet("VPN_PASS")\nSend pass "{Enter}"'),
    (
        "applescript_keychain_reference",
        'set pw to do shell script "security find-generic-password -s acme-nas -a ops -w"\ntell '
        'application "System Events" to keystroke pw',
    ),
    (
        "powershell_get_secret",
        "$pw = Get-Secret -Name ErpPassword -Vault Local -AsPlainText\n$cred = "
        "Get-StoredCredential -Target 'ERP'",
    ),
    ("cmdkey_without_pass_prompts", "cmdkey /add:fs01.acme.local /user:ACME\\scanner /pass"),
    (
        "uipath_asset_reference",
        '<ui:GetRobotCredential AssetName="ERP_Login" Username="[erpUser]" '
        'Password="[erpPassword]" />',
    ),
    (
        "robot_env_variable_reference",
        "*** Variables ***\n${PASSWORD}    %{ERP_PASSWORD}\n${USER}        %{ERP_USER=rpa_bot}",
    ),
    ("robot_input_password_variable", "    Input Password    id:pass    ${PASSWORD}"),
    (
        "playwright_env_reference",
        "await page.getByLabel('Password').fill(process.env.PORTAL_PASSWORD!);",
    ),
    (
        "selenium_env_reference",
        'driver.find_element(By.ID, "password").send_keys(os.environ["PORTAL_PASSWORD"])',
    ),
    ("expect_env_reference", 'expect "assword:"\nsend "$env(SWITCH_PASS)\\r"'),
    (
        "netrc_from_password_manager",
        'printf "machine api.acme.io login bot password %s\\n" "$(op read '
        'op://Ops/acme-api/password)" > ~/.netrc',
    ),
    (
        "sshpass_env",
        "SSHPASS_FILE=~/.config/nas.pass sshpass -f ~/.config/nas.pass rsync -az ./export/ "
        "backup@nas.local:/volume1/export/",
    ),
    (
        "supabase_deno_env",
        "const supabase = createClient(Deno.env.get('SUPABASE_URL')!, "
        "Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!)",
    ),
    ("node_red_credential_secret_env", "credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,"),
    (
        "curl_user_from_env",
        'curl -fsS -u "$BACKUP_USER:$BACKUP_PASS" https://nas.local/api/snapshot',
    ),
    ("odbc_pwd_env", "DSN=Warehouse;UID=excel;PWD=%ODBC_PASSWORD%"),
]

_PUBLISHED: list[tuple[str, str]] = [
    ("rfc7617_basic_example", "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="),
    (
        "jwt_io_example",
        "Authorization: Bearer "
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    ),
    (
        "slack_documented_example_webhook",
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    ),
    (
        "supabase_local_demo_anon_key",
        "Started supabase local development setup.\n\n         API URL: http://127.0.0.1:54321\n"
        "        anon key: "
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0",
    ),
    (
        "vba_reference_stdole",
        "Reference=*\\G{00020430-0000-0000-C000-000000000046}#2.0#0#"
        "C:\\Windows\\System32\\stdole2.tlb#OLE Automation",
    ),
    (
        "vba_reference_scripting_runtime",
        "Reference=*\\G{420B2830-E718-11CF-893D-00A0C9054228}#1.0#0#"
        "C:\\Windows\\System32\\scrrun.dll#Microsoft Scripting Runtime",
    ),
    (
        "vba_reference_vbide",
        "Reference=*\\G{0002E157-0000-0000-C000-000000000046}#5.3#0#C:\\Program Files\\Common "
        "Files\\Microsoft Shared\\VBA\\VBA6\\VBE6EXT.OLB#Microsoft Visual Basic for Applications "
        "Extensibility 5.3",
    ),
    ("public_api_without_key", '=WEBSERVICE("https://api.frankfurter.app/latest?from=EUR&to=USD")'),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    (
        "n8n_env_example",
        "N8N_ENCRYPTION_KEY=<generate with: openssl rand -hex 32>\n"
        "N8N_BASIC_AUTH_PASSWORD=changeme",
    ),
    (
        "make_webhook_placeholder",
        "curl -X POST https://hook.eu2.make.com/<your-webhook-id> -d @payload.json",
    ),
    ("ifttt_placeholder", "https://maker.ifttt.com/trigger/{event}/with/key/{your_IFTTT_key}"),
    ("zapier_hook_placeholder", "POST https://hooks.zapier.com/hooks/catch/XXXXXXX/YYYYYYY/"),
    (
        "apps_script_placeholder",
        "PropertiesService.getScriptProperties().setProperty('API_KEY', 'PASTE_YOUR_KEY_HERE');",
    ),
    ("vba_placeholder", 'Const API_KEY As String = "YOUR_API_KEY"'),
    ("power_query_placeholder", '[Headers=[Authorization="Bearer <token>"]]'),
    (
        "odbc_ini_placeholder",
        "[Warehouse]\nDriver=PostgreSQL Unicode\nServername=dwh.example.com\nUsername=your_user\n"
        "Password=your_password",
    ),
    (
        "odc_masked_password",
        "Provider=SQLOLEDB.1;User ID=bi_reader;Password=********;Initial Catalog=Finance;Data "
        "Source=SQL02",
    ),
    (
        "airtable_token_placeholder",
        'curl https://api.airtable.com/v0/appXXXXXXXXXXXXXX/Table -H "Authorization: Bearer '
        'patXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"',
    ),
    ("notion_placeholder", "NOTION_TOKEN=secret_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("robot_placeholder", "${PASSWORD}    <set in CI>"),
    (
        "selenium_placeholder",
        'driver.find_element(By.ID, "password").send_keys("your-password-here")',
    ),
    ("cmdkey_placeholder", "cmdkey /add:<server> /user:<DOMAIN\\user> /pass:<password>"),
    ("expect_placeholder", 'send "<PASSWORD>\\r"'),
    ("netrc_placeholder", "machine api.example.com\n  login USERNAME\n  password PASSWORD"),
    (
        "retool_env_placeholder",
        "ENCRYPTION_KEY=generate-a-random-string\nJWT_SECRET=another-random-string",
    ),
    ("budibase_env_placeholder", "JWT_SECRET=testsecret\nINTERNAL_API_KEY=budibase"),
    ("csv_template_header_only", "system;login;password;owner\n<system>;<login>;(in vault);<team>"),
]

_MASKED: list[tuple[str, str]] = [
    (
        "gha_log_masked",
        'Run curl -H "Authorization: Bearer ***" https://api.acme.io/v1/export\n  % Total    % '
        "Received\n100   312  100   312    0     0   1841      0 --:--:-- --:--:-- --:--:--  1846",
    ),
    (
        "power_automate_secure_inputs",
        "Inputs\nContent not shown due to security configuration.\nOutputs\nContent not shown due "
        "to security configuration.",
    ),
    (
        "robot_input_password_log",
        "INFO Typing password into text field 'id:pass'.\nINFO Temporally setting log level to: "
        "NONE",
    ),
    (
        "uipath_masked_log",
        '{"message":"Type Into \'Password\' executed","level":"Trace","Text":"********"}',
    ),
    (
        "make_hidden_value",
        "Input bundle 1:\n  Headers:\n    - Name: Authorization\n      Value: [hidden]",
    ),
    ("zapier_masked_field", "API Key: ******************************** (click to reveal)"),
    (
        "n8n_blank_value_placeholder",
        '"password": "__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6"',
    ),
    (
        "retool_encrypted_indicator",
        "Password  •••••••••••• (encrypted at rest)   [Test connection]",
    ),
    ("redacted_marker_paste", "X-Api-Key: [REDACTED]\nAuthorization: Bearer <redacted>"),
    (
        "key_last_four",
        "Airtable token pat…3f9c revoked on 2026-11-28; Notion integration secret ntn_…a1B2 "
        "rotated",
    ),
    (
        "asterisk_console",
        "PS C:\\jobs> .\\export.ps1 -Password ********\nExport finished: 1,204 rows",
    ),
    ("openai_masked_in_sheet", "OPENAI_KEY (Script Properties): sk-proj-…W8xQ"),
]

_NUMBERS: list[tuple[str, str]] = [
    (
        "versions",
        "n8n@1.70.2 · node-red 4.0.5 · UiPath.System.Activities 24.10.3 · AutoHotkey v2.0.18 · "
        "Robot Framework 7.1.1 (Python 3.12.7)",
    ),
    (
        "excel_build",
        "Microsoft® Excel® for Microsoft 365 MSO (Version 2410 Build 16.0.18129.20158) 64-bit",
    ),
    ("cron_with_seconds", "0 0/15 8-18 ? * MON-FRI *\n0 30 2 * * ?"),
    (
        "schtasks_query",
        "TaskName: \\NightlyExport\nNext Run Time: 12/2/2026 2:00:00 AM\nLast Result: 0\nRun As "
        "User: ACME\\svc_export",
    ),
    (
        "task_xml_sid",
        '<Principal id="Author">\n  '
        "<UserId>S-1-5-21-3623811015-3361044348-30300820-1013</UserId>\n  "
        "<LogonType>Password</LogonType>\n</Principal>",
    ),
    (
        "launchd_label",
        "<key>Label</key>\n<string>com.acme.sync-sheet</string>\n"
        "<key>StartCalendarInterval</key>\n<dict><key>Hour</key><integer>6</integer></dict>",
    ),
    (
        "shortcuts_client_version",
        "<key>WFWorkflowClientVersion</key>\n<string>2607.0.2</string>\n"
        "<key>WFWorkflowMinimumClientVersion</key>\n<integer>900</integer>",
    ),
    (
        "excel_formula_sum",
        '=SUMIFS(Orders!F:F, Orders!A:A, ">="&DATE(2026,11,1), Orders!C:C, "Won")',
    ),
    ("invoice_numbers", "INV-2026-004417, INV-2026-004418 paid; PO 4500123987 open"),
    ("iso_dates_ids", "run 2026-12-01T02:00:04.551Z · duration 00:03:12 · rows 12 044"),
]

_MORE: list[tuple[str, str]] = [
    (
        "odc_integrated_security",
        "<odc:ConnectionString>Provider=MSOLAP.8;Integrated Security=SSPI;Persist Security "
        "Info=True;Initial Catalog=Sales;Data Source=olap01</odc:ConnectionString>",
    ),
    (
        "udl_without_password",
        "[oledb]\nProvider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security "
        "Info=False;Initial Catalog=Legacy;Data Source=OLDSQL",
    ),
    (
        "dqy_trusted",
        "XLODBC\n1\nDSN=Finance;Trusted_Connection=Yes;APP=Microsoft Office;DATABASE=Finance",
    ),
    (
        "iqy_public_query",
        "WEB\n1\nhttps://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml\n\n"
        "Selection=AllTables",
    ),
    (
        "n8n_community_node_lockfile",
        '"node_modules/n8n-nodes-acme": {\n  "version": "0.4.1",\n  "resolved": '
        '"https://registry.npmjs.org/n8n-nodes-acme/-/n8n-nodes-acme-0.4.1.tgz",\n  "integrity": '
        '"sha512-Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0aXBsZXNwYW5zaGF6ZXJpbnRyaWd1ZWZveHRyb3RzbGVlcHl0YWNvcw=="\n}',
    ),
    (
        "office_addin_manifest_id",
        "<Id>6f1d2c3e-8a4b-4c5d-9e0f-1a2b3c4d5e6f</Id>\n<Version>1.0.0.0</Version>\n"
        "<ProviderName>Acme</ProviderName>",
    ),
    (
        "power_automate_solution_ids",
        "<WorkflowId>{7D2F4A10-3C55-4E8B-9A61-2B0E5F7C9D14}</WorkflowId>\n<StateCode>1</StateCode>",
    ),
    (
        "zapier_push_output",
        "$ zapier push\nPreparing to build and upload your app.\n  Copying project to temp "
        "directory\n  Building app definition.json\nPush complete! Built build.zip and uploaded "
        "it to Zapier.\nApp 214556 version 1.0.3",
    ),
    (
        "airtable_schema_output",
        'Base appd7Xq2Lm0Pz9Kf1 · table tblQ8w2N5mZ3xR7kE "Leads" · primary field '
        'fldA1b2C3d4E5f6G7 "Name"',
    ),
    (
        "notion_database_url",
        "https://www.notion.so/acme/8a3f6c1d2b4e4f7a9c0d1e2f3a4b5c6d?v=1f2e3d4c5b6a47988796a5b4c3d2e1f0",
    ),
    (
        "git_sha_of_flows",
        "commit 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a\nAuthor: ops <ops@acme.io>\n\n    flows: "
        "export Orders to sheet",
    ),
    (
        "webhook_tool_request_id",
        "Request 9c1e7f2a-3b4d-4e5f-8a6b-7c8d9e0f1a2b · POST · 201 · 2026-12-01 09:14:02 · from "
        "203.0.113.7",
    ),
    (
        "github_dispatch_response",
        "HTTP/2 204\nx-github-request-id: C3A1:2F4B:1A2B3C:1D2E3F:674C2A10\n"
        "x-ratelimit-remaining: 4998",
    ),
    (
        "expect_interactive_prompt",
        'stty -echo\nsend_user "Password: "\nexpect_user -re "(.*)\\n"\nset pass '
        "$expect_out(1,string)\nstty echo",
    ),
    (
        "ahk_hotkeys_no_secret",
        '^!t::Send "{Text}Kind regards,`nAna"\n^!d::Send FormatTime(, "yyyy-MM-dd")',
    ),
    (
        "keyboard_maestro_variable_name",
        "<key>Variable</key>\n<string>ERP Password</string>\n<key>MacroActionType</key>\n"
        "<string>PromptForUserInput</string>",
    ),
    (
        "firebase_rules_public",
        '{\n  "rules": {\n    "leads": {\n      ".read": "auth != null",\n      ".write": '
        '"auth.token.admin === true"\n    }\n  }\n}',
    ),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_scn_where",
        "'A password dû bot sta nnô vault, sutta 'Automation / Retool bot', nun la scriviri ccà",
    ),
    (
        "chat_bar_where",
        "Des SAP-Passwort vom Robota is im Orchestrator ois Asset 'SAP_Login' hinterlegt",
    ),
    (
        "chat_nds_where",
        "De Make-Webhook steiht in de Scenario-Instellungen, kiek dor na, nich in'n Chat",
    ),
    ("chat_kw_where", "An tokyn Airtable yw gwithys yn Script Properties, gwra y wul ena"),
    (
        "chat_sco_where",
        "The Zapier bot's passwird is in 1Password unner 'Automation' — dinnae paste it here",
    ),
    ("chat_crh_where", "Notion açqıçı GitHub secrets içinde NOTION_TOKEN adınen saqlana"),
    ("chat_os_where", "Роботы пароль vault-ы ис, 'RPA / invoices' кӕм ис, уым"),
    ("chat_xal_where", "API түлкүр Script Properties дотр бәәнә, OPENAI_KEY гидг нертә"),
    ("chat_ay_where", "Apps Script token ukax Script Properties ukan CRM_TOKEN sutimpiw utji"),
    ("chat_rn_where", "Ijambo ry'ibanga rya Retool riri muri vault, munsi ya 'Ops'"),
    ("chat_tn_where", "Token ya Baserow e mo GitHub secrets jaaka BASEROW_TOKEN"),
    ("chat_hil_where", "Ang Stripe key ara sa Bubble settings, indi ko ibutang diri"),
    ("chat_sat_where", "ᱨᱚᱵᱚᱴ ᱨᱮᱭᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ ᱫᱚ vault ᱨᱮ ᱢᱮᱱᱟᱜᱼᱟ"),
    ("chat_hmn_where", "Tus token Coda nyob hauv 1Password, saib 'Automation'"),
    (
        "chat_en_rotated",
        "I rotated the n8n API key this morning; the new one is only in the team vault (entry "
        "'n8n prod API'), the old one ending in …7f2a is revoked",
    ),
    (
        "chat_en_ask_reference",
        "should the HTTP node read the key from {{$credentials.apiKey}} or from "
        "$env.ACME_API_KEY? the docs show both",
    ),
]

FIXED: list[tuple[str, str]] = [
    *_BY_NAME,
    *_PUBLISHED,
    *_PLACEHOLDERS,
    *_MASKED,
    *_NUMBERS,
    *_MORE,
    *_CHAT,
]
