"""Held-out 43's automation failures, pasted with what they printed (`..._heldout43.py`).

What a run's log or error shows when a person pastes it and asks why it
failed: an n8n execution's error with the request it sent, Zapier's task
history, a Make execution's bundle, a Power Automate run's raw inputs, an
Apps Script execution log (`Exception: Request failed for ... returned code
401`), Node-RED's debug sidebar, a cron job's mail with `curl -v`, a UiPath
robot's log with an argument, Robot Framework's `Typing text` keyword log, a
Selenium or Playwright trace, Python `requests` tracebacks naming the URL,
an Airflow task log, a GitHub Actions step that printed a token base64
encoded, `set -x` output of a cron script, PowerShell's transcript, a
VBA `Debug.Print` in the immediate window, Power Query's error with its
URL, a Home Assistant log, and a webhook tool's request inspector.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout43_flows import api32, at_pat, ha_token, notion_key, slack_bot

__all__ = ["FAIL_KINDS"]


def _basic(r: random.Random) -> str:
    return base64.b64encode(f"svc-flow:{pw(r)}".encode()).decode()


FAIL_KINDS: tuple[Kind, ...] = (
    k(
        "n8n_execution_error_request_headers",
        "output",
        "NodeApiError: Authorization failed - please check your credentials\n"
        "  request: {\n    method: 'GET',\n    uri: 'https://api.acme.io/v1/orders',\n"
        "    headers: { 'x-api-key': '{v}', accept: 'application/json' }\n  },\n"
        "  httpCode: '401'",
        value=api32,
    ),
    k(
        "zapier_task_history_data_in",
        "output",
        "Task history › Step 2: Webhooks by Zapier (GET) — Errored\nDATA IN\n"
        "  url: https://api.acme.io/v1/contacts?api_token={v}\n  unflatten: yes\n"
        'DATA OUT\n  The app returned "Invalid token".',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "make_execution_bundle_headers",
        "output",
        "[HTTP] Make a request — The operation failed with an error.\nInput bundle 1:\n"
        "  Headers:\n    - Name: Authorization\n      Value: Basic {v}\n  Status code: 403",
        value=_basic,
    ),
    k(
        "power_automate_raw_inputs",
        "output",
        'Raw inputs\n{\n    "uri": "https://erp.acme.local/api/v1/po",\n    "method": "POST",\n'
        '    "headers": {\n        "Authorization": "Bearer {v}"\n    }\n}\nActionFailed. '
        "BadRequest",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "apps_script_request_failed_url",
        "output",
        "Exception: Request failed for https://api.acme.io returned code 401. Truncated server "
        "response: "
        '{"error":"bad key"} (use muteHttpExceptions option to examine full response)\n'
        "    at syncOrders(Code:14:30)\nLogger: fetching https://api.acme.io/v1/orders?key={v}",
        value=api32,
    ),
    k(
        "node_red_debug_msg_headers",
        "output",
        "1 Dec 09:14:02 node: debug 3\nmsg : Object\n"
        '{ payload: "", headers: { authorization: "Bearer {v}", host: "ha.local:8123" }, '
        "statusCode: 401 }",
        value=ha_token,
    ),
    k(
        "cron_mail_curl_verbose",
        "output",
        "From: Cron Daemon <root@ops01>\nSubject: Cron <ops@ops01> /home/ops/bin/sync.sh\n\n"
        "> GET /api/v2/stock HTTP/1.1\n> Host: erp.acme.local\n> Authorization: Basic {v}\n"
        "> User-Agent: curl/8.5.0\n< HTTP/1.1 500 Internal Server Error",
        value=_basic,
    ),
    k(
        "set_x_trace_of_cron_script",
        "output",
        "+ TOKEN={v}\n+ curl -s -H 'Authorization: Bearer {v}' https://api.acme.io/v1/export\n"
        "+ jq .items\nparse error: Invalid numeric literal at line 1, column 10",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "uipath_robot_log_argument",
        "output",
        '{"message":"Invoices execution started","level":"Information","fileName":"Main",'
        '"processName":"Invoices_Prod","robotName":"RPA-VM03","in_Arguments":'
        '{"in_SapUser":"RPA_BOT01","in_SapPassword":"{v}"}}',
        value=pw,
    ),
    k(
        "robot_typing_text_log",
        "output",
        "KEYWORD SeleniumLibrary . Input Text id:pass, ${PASSWORD}\n"
        "INFO Typing text '{v}' into text field 'id:pass'.\nFAIL Element 'id:login' not visible "
        "after 5 seconds.",
        value=pw,
    ),
    k(
        "playwright_trace_fill_call",
        "output",
        "  ✘  1 [chromium] › login.spec.ts:8:5 › supplier portal login (12.1s)\n"
        "    Error: locator.fill: Timeout 10000ms exceeded.\n    Call log:\n"
        "      - waiting for getByLabel('Password')\n"
        "   > 12 |   await page.getByLabel('Password').fill('{v}');",
        value=pw,
    ),
    k(
        "requests_traceback_url_with_key",
        "output",
        "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: "
        "https://api.acme.io/v1/report?apikey={v}&format=json",
        value=api32,
    ),
    k(
        "airflow_task_log_conn_uri",
        "output",
        "[2026-11-30, 02:00:04 UTC] {base.py:83} INFO - Using connection ID 'crm_db' for task "
        "execution.\n"
        "[2026-11-30, 02:00:05 UTC] {taskinstance.py:2905} ERROR - could not connect to "
        "postgresql://airflow:{v}@crm-db.acme.internal:5432/crm",
        value=pw,
    ),
    k(
        "gha_step_printed_base64_token",
        "output",
        'Run echo "$CRM_TOKEN" | base64\n{v}\nRun ./sync.sh\nError: 401 Unauthorized',
        value=lambda r: base64.b64encode(("crm_" + alnum(r, 36)).encode()).decode(),
    ),
    k(
        "powershell_transcript_credential",
        "output",
        "**********************\nWindows PowerShell transcript start\n**********************\n"
        "PS C:\\jobs> $pw = '{v}'\nPS C:\\jobs> .\\export.ps1 -Password $pw\n"
        "Invoke-Sqlcmd : Login failed for user 'svc_export'.",
        value=pw,
    ),
    k(
        "vba_immediate_window_debug_print",
        "output",
        'Immediate\nhttps://api.acme.io/v1/rates?token={v}\n 401 \n{"error":"unauthorized"}',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "power_query_error_with_url",
        "output",
        "DataSource.Error: Web.Contents failed to get contents from "
        "'https://api.acme.io/export?access_token={v}' (401): Unauthorized\nDetails:\n    "
        "DataSourceKind=Web",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "home_assistant_log_rest_command",
        "output",
        "2026-12-01 07:00:01.118 ERROR (MainThread) [homeassistant.components.rest_command] "
        "Error. Url: https://api.acme.io/notify?token={v}. Status code 401. Payload: b'{}'",
        value=api32,
    ),
    k(
        "webhook_inspector_request",
        "output",
        "POST /hooks/orders HTTP/1.1\nHost: webhook.site\nx-shopify-hmac-sha256: {h44}\n"
        "x-forwarded-authorization: Bearer {v}\ncontent-type: application/json",
        value=lambda r: urlsafe(r, 44),
    ),
    k(
        "slack_api_error_with_token_echo",
        "output",
        "slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: "
        "https://slack.com/api/chat.postMessage)\n"
        "The server responded with: {'ok': False, 'error': 'not_in_channel'}\nDEBUG token={v} "
        "channel=C{U10}",
        value=slack_bot,
    ),
    k(
        "airtable_script_console_log",
        "output",
        'CONSOLE\nheaders: {"Authorization":"Bearer {v}","Content-Type":"application/json"}\n'
        "Error: 422 INVALID_MULTIPLE_CHOICE_OPTIONS",
        value=at_pat,
    ),
    k(
        "notion_sync_stack_with_config",
        "output",
        "APIResponseError: Could not find database with ID: {h32}.\n    at buildRequestError\n"
        "config: { auth: '{v}', notionVersion: '2022-06-28' }",
        value=notion_key,
    ),
    k(
        "expect_log_user_echo",
        "output",
        "spawn ssh admin@switch01\nadmin@switch01's password: {v}\nPermission denied, please try "
        "again.",
        value=pw,
    ),
    k(
        "ahk_error_dialog_line",
        "output",
        "Error: This line does not contain a recognized action.\n\n"
        "Specifically: SendInput, {Tab}{v}{Enter\n\n\tLine#\n--->\t014: SendInput, {Tab}{v}{Enter",
        value=pw,
    ),
    k(
        "selenium_url_token_in_exception",
        "output",
        "selenium.common.exceptions.TimeoutException: Message: \nCurrent URL: "
        "https://portal.supplier.com/sso/callback?code=ok&session_token={v}",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "kestra_execution_log_password",
        "output",
        "2026-12-01 03:00:02.551 ERROR query io.kestra.plugin.jdbc.postgresql.Query "
        "FATAL: password authentication failed; "
        "url=jdbc:postgresql://db:5432/shop?user=kestra&password={v}",
        value=pw,
    ),
)
