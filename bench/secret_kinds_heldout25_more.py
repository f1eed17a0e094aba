"""Held-out 25's other kinds (`bench/secret_kinds_heldout25.py`): shapes, chat and vendors.

The shapes (`SHAPE_KINDS`): a password in `%XX` for every byte, a TOML
basic string continued with a backslash, what a keychain prints (`security
find-generic-password -w`, `secret-tool lookup`, `keyring get`), `reg
query` output with `REG_SZ`, `plutil -p` and `defaults read` of an app's
preferences, a Netscape `cookies.txt` line, a ConfigMap that holds a
password by mistake, `helm --set-string` with an escaped comma, `cmdkey
/pass:`, `uv`'s `UV_INDEX_<NAME>_PASSWORD`, `uv publish --token`, a JSONC
value before a `// prod` comment, an `.env` value with an inline comment,
and a Windows Credential Manager dump.

The chat (`CHAT_KINDS`): English sentence forms no set used (a key rejected
"is it expired?", "should … go in the header or the query?", "use my
personal one for testing, I'll revoke it tonight", "without the quotes it
is", "pbpaste shows", a teammate's message quoted with `>`, "the base64 of
it is", "the one in the screenshot is", "it starts with … and the whole
thing is") and chat in languages no set's docstring names (Norwegian,
Kazakh, Uzbek, Azerbaijani, Belarusian, Macedonian, Luxembourgish, Sinhala,
Nepali, Marathi, Gujarati, Punjabi, Telugu, Kannada, Malayalam, Burmese,
Lao, Javanese, Sundanese, Cebuano, Yoruba, Hausa, Somali, Haitian Creole,
Maori, Pashto, Kurdish, Kyrgyz, Tajik, Tatar), in varied sentence shapes.

The vendors (`VENDOR_KINDS`), of trades no set reached, as their keys stand
in agents' surroundings and pasted files: voice agents (Vapi, Retell, Bland,
Cartesia, LMNT, Speechmatics, Gladia, PlayHT), image and video models (Black
Forest Labs, Ideogram, Runway, Luma, Recraft, HeyGen, Twelve Labs), document
parsing and retrieval (LlamaCloud, Unstructured, Reducto, Nomic, Mixedbread,
Chroma Cloud, turbopuffer, Ragie), agent memory (mem0, Zep, Letta), agent
tracing (Logfire, AgentOps, Traceloop, Arize), browser agents (Hyperbrowser,
Browser Use, Steel), sandboxes (Daytona, CodeSandbox, Runloop), search APIs
(Serper, You.com, Linkup, SearchApi), MCP platforms (Smithery, Arcade,
Pipedream), sales data (Apollo, Hunter, Close, People Data Labs), support
desks (Freshdesk, Front, Help Scout, Gorgias), on-call (Opsgenie, Rootly,
FireHydrant, Better Stack), telemetry backends (Dash0, Coralogix), cloud
drives (Box, Microsoft Graph, Google OAuth clients), git hosts (Bitbucket,
Azure DevOps, Gitea), LLM gateways and model hosts (AWS Bedrock API keys, an
Anthropic admin key, an OpenAI admin key, LiteLLM, Moonshot, Zhipu, MiniMax,
SiliconFlow, Baidu Qianfan, Volcengine Ark) and notes and reading tools
(Readwise, Zotero, Coda, Raindrop, GitBook).
"""

from __future__ import annotations

import base64
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b32, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout12_more import jwt
from bench.secret_kinds_heldout15_more import kind15 as kind25
from bench.secret_kinds_heldout15_more import uuid15

__all__ = ["CHAT_KINDS", "SHAPE_KINDS", "VENDOR_KINDS"]

_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _pct_every_byte(r: random.Random) -> tuple[str, str]:
    raw = pw(r, 14)
    enc = "%" + raw.encode().hex("%").upper()
    return enc, f"DATABASE_URL=mysql://shop:{enc}@127.0.0.1:3306/shop"


def _b64_said(r: random.Random) -> tuple[str, str]:
    blob = base64.b64encode(f"svc-report:{pw(r, 16)}".encode()).decode()
    return blob, f"the base64 of it is {blob} - that's user:pass for the report service"


def _quote_param(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, f"https://api.acme.dev/export?format=csv&token={quote(v)}&from=2026-11-01"


SHAPE_KINDS: tuple[Kind, ...] = (
    Kind("pct_every_byte_password", "dsn", _pct_every_byte),
    kind25(
        "toml_basic_backslash_continued",
        "config",
        '[storage]\nendpoint = "https://storage.acme.example"\nsecret = """\\\n    {v}"""',
        value=lambda r: alnum(r, 40),
    ),
    kind25(
        "keychain_cli_output",
        "output",
        '$ security find-generic-password -a "$USER" -s openrouter -w\n{v}',
        "$ secret-tool lookup service deepl account work\n{v}",
        "$ keyring get lemonade-api default\n{v}\n$ ",
        value=lambda r: alnum(r, 36),
    ),
    kind25(
        "reg_query_reg_sz",
        "output",
        "C:\\> reg query HKCU\\Software\\AcmeSync /v ApiToken\n\n"
        "HKEY_CURRENT_USER\\Software\\AcmeSync\n"
        "    ApiToken    REG_SZ    {v}\n",
        value=lambda r: urlsafe(r, 40),
    ),
    kind25(
        "plutil_p_plist",
        "output",
        '$ plutil -p Config.plist\n{{\n  "BaseURL" => "https://api.acme.dev"\n'
        '  "RevenueSecret" => "{v}"\n  "Timeout" => 30\n}}',
        value=lambda r: hexs(r, 32),
    ),
    kind25(
        "defaults_read_prefs",
        "output",
        "$ defaults read dev.acme.menubar\n{{\n    LaunchAtLogin = 1;\n    apiToken = {v};\n"
        '    lastSync = "2026-11-28 09:12:44 +0000";\n}}',
        value=lambda r: alnum(r, 40),
    ),
    kind25(
        "netscape_cookies_txt",
        "header",
        "# Netscape HTTP Cookie File\n# This file was generated by yt-dlp!  Edit at your own risk."
        "\n.acme.dev\tTRUE\t/\tTRUE\t1798761600\tsessionid\t{v}\n"
        ".acme.dev\tTRUE\t/\tFALSE\t1798761600\tlang\ten",
        value=lambda r: lower_alnum(r, 32),
    ),
    kind25(
        "configmap_password_by_mistake",
        "config",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n"
        '  LOG_LEVEL: info\n  SMTP_PASS: "{v}"\n  SMTP_HOST: smtp.acme.dev',
    ),
    kind25(
        "helm_set_string_escaped_comma",
        "cli",
        "helm upgrade --install kc bitnami/keycloak --set-string "
        "auth.adminPassword='{v}\\,x2',auth.adminUser=admin",
    ),
    kind25(
        "cmdkey_pass",
        "cli",
        "cmdkey /generic:git:https://dev.azure.example /user:PersonalAccessToken /pass:{v}",
        value=lambda r: b32(r, 52),
    ),
    kind25(
        "uv_index_password_env",
        "cli",
        "UV_INDEX_PRIVATE_USERNAME=__token__ UV_INDEX_PRIVATE_PASSWORD={v} uv sync --frozen",
        "uv publish --index private --token {v}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind25(
        "jsonc_value_comment",
        "config",
        '{{\n  "licenseServer": "https://lic.acme.dev",\n  "licenseKey": "{v}", // prod\n'
        '  "telemetry": false\n}}',
        value=lambda r: "-".join(pick(r, _UPPER, 5) for _ in range(5)),
    ),
    kind25(
        "dotenv_inline_comment",
        "config",
        "MAIL_HOST=smtp.eu.mailgrid.example\nMAIL_PASSWORD={v}  # rotated 2026-11, ask Dana\n"
        "MAIL_PORT=587",
    ),
    kind25(
        "windows_cred_manager_dump",
        "output",
        "PS> Get-StoredCredential -Target 'acme-sql' -AsCredentialObject\n\n"
        "Flags          : 0\nType           : Generic\nTargetName     : acme-sql\n"
        "UserName       : etl\nPassword       : {v}\nPersist        : LocalMachine",
    ),
    Kind("query_token_quoted", "form", _quote_param),
)

_CHAT_FORMS: tuple[tuple[str, str], ...] = (
    ("chat_key_rejected_expired", "my key keeps getting rejected: {v} - is it expired?"),
    (
        "chat_header_or_query",
        "should `{v}` go in the X-Api-Key header or in the query string? docs are unclear",
    ),
    (
        "chat_personal_one_revoke",
        "you can use my personal one for testing, {v}, I'll revoke it tonight",
    ),
    ("chat_without_quotes", "without the quotes it is {v} (the quotes were from the YAML)"),
    ("chat_pbpaste_shows", "pbpaste shows {v} so the clipboard has the right one"),
    (
        "chat_teammate_quoted",
        "> Priya: here you go, staging admin is `admin` / `{v}`\ncan you log in and check?",
    ),
    ("chat_screenshot_one", "the one in the screenshot is {v}, the other is the old one"),
    ("chat_starts_with_whole", "it starts with gsk and the whole thing is {v}"),
    ("chat_norwegian", "bruk denne nøkkelen i stedet: {v}"),
    ("chat_kazakh", "сервердің құпиясөзі: {v}"),
    ("chat_uzbek", "serverning paroli {v}, hech kimga aytma"),
    ("chat_azerbaijani", "API açarı budur: {v} - onu commit etmə"),
    ("chat_belarusian", "пароль ад базы — {v}, не пішы яго ў чат больш"),
    ("chat_macedonian", "лозинката за серверот е {v}"),
    ("chat_luxembourgish", "d'Passwuert fir de Server ass {v}"),
    ("chat_sinhala", "සර්වර් එකේ මුරපදය {v}"),
    ("chat_nepali", "सर्भरको पासवर्ड {v} हो"),
    ("chat_marathi", "सर्व्हरचा पासवर्ड {v} आहे, कोणालाही सांगू नको"),
    ("chat_gujarati", "સર્વરનો પાસવર્ડ {v} છે"),
    ("chat_punjabi", "ਸਰਵਰ ਦਾ ਪਾਸਵਰਡ {v} ਹੈ"),
    ("chat_telugu", "సర్వర్ పాస్‌వర్డ్ {v}, ఎవరికీ చెప్పకండి"),
    ("chat_kannada", "ಸರ್ವರ್ ಪಾಸ್‌ವರ್ಡ್ {v} ಆಗಿದೆ"),
    ("chat_malayalam", "സെർവറിന്റെ പാസ്‌വേഡ് {v} ആണ്"),
    ("chat_burmese", "ဆာဗာ စကားဝှက်က {v} ပါ"),
    ("chat_lao", "ລະຫັດຜ່ານຂອງເຊີບເວີແມ່ນ {v}"),
    ("chat_javanese", "sandhi server-e yaiku {v}, aja diumbar"),
    ("chat_sundanese", "kecap konci server téh {v}"),
    ("chat_cebuano", "ang password sa server kay {v}"),
    ("chat_yoruba", "ọ̀rọ̀ aṣínà sẹ́fà ni {v}"),
    ("chat_hausa", "kalmar sirri ta sabar ita ce {v}"),
    ("chat_somali", "furaha API-ga waa {v}, ha la wadaagin"),
    ("chat_haitian_creole", "modpas sèvè a se {v}"),
    ("chat_maori", "ko te kupuhipa o te tūmau ko {v}"),
    ("chat_pashto", "د سرور پټنوم {v} دی"),
    ("chat_kurdish", "şîfreya serverê {v} e"),
    ("chat_kyrgyz", "токен мына: {v}"),
    ("chat_tajik", "пароли сервер {v} аст"),
    ("chat_tatar", "серверның серсүзе {v}"),
)

CHAT_KINDS: tuple[Kind, ...] = (
    *(kind25(name, "prose", form) for name, form in _CHAT_FORMS),
    Kind("chat_base64_of_it", "prose", _b64_said),
)


def _uuid(r: random.Random) -> str:
    return uuid15(r)


VENDOR_KINDS: tuple[Kind, ...] = (
    # voice agents
    kind25(
        "vapi_private_key", "vendor", "VAPI_PRIVATE_KEY={v}\nVAPI_PUBLIC_KEY={uuid}", value=_uuid
    ),
    kind25(
        "retell_api_key",
        "vendor",
        "const retell = new Retell({{ apiKey: '{v}' }});",
        value=lambda r: "key_" + hexs(r, 28),
    ),
    kind25(
        "bland_authorization",
        "vendor",
        "curl -X POST https://api.bland.ai/v1/calls -H 'authorization: {v}' "
        '-d \'{{"phone_number": "+15550100"}}\'',
        value=lambda r: "org_" + hexs(r, 64),
    ),
    kind25(
        "cartesia_api_key",
        "vendor",
        "CARTESIA_API_KEY={v}\nCARTESIA_VOICE_ID={uuid}",
        value=lambda r: "sk_car_" + urlsafe(r, 22),
    ),
    kind25(
        "lmnt_api_key",
        "vendor",
        "$ LMNT_API_KEY={v} python speak.py --voice lily",
        value=lambda r: hexs(r, 32),
    ),
    kind25(
        "speechmatics_key",
        "vendor",
        "speechmatics config set --auth-token {v} --generate-temp-token",
        value=lambda r: alnum(r, 32),
    ),
    kind25(
        "gladia_key_header",
        "vendor",
        "requests.post(url, headers={{'x-gladia-key': '{v}'}}, files=files)",
        value=_uuid,
    ),
    kind25(
        "playht_user_and_secret",
        "vendor",
        "PLAYHT_USER_ID={k28}\nPLAYHT_API_KEY={v}",
        value=lambda r: hexs(r, 32),
    ),
    # image and video models
    kind25(
        "bfl_key",
        "vendor",
        "headers = {{'x-key': '{v}', 'accept': 'application/json'}}",
        value=_uuid,
    ),
    kind25(
        "ideogram_api_key",
        "vendor",
        "curl https://api.ideogram.ai/v1/ideogram-v3/generate -H 'Api-Key: {v}' -F prompt=logo",
        value=lambda r: urlsafe(r, 86),
    ),
    kind25(
        "runway_api_secret",
        "vendor",
        "RUNWAYML_API_SECRET={v}",
        value=lambda r: "key_" + hexs(r, 128),
    ),
    kind25(
        "luma_api_key",
        "vendor",
        'client = LumaAI(auth_token="{v}")',
        value=lambda r: "luma-" + uuid15(r) + "-" + uuid15(r),
    ),
    kind25("recraft_token", "vendor", "RECRAFT_API_TOKEN: {v}", value=lambda r: alnum(r, 64)),
    kind25(
        "heygen_api_key",
        "vendor",
        "fetch('https://api.heygen.com/v2/video/generate', "
        "{{ headers: {{ 'X-Api-Key': '{v}' }} }})",
        value=lambda r: alnum(r, 54) + "==",
    ),
    kind25(
        "twelvelabs_key",
        "vendor",
        "TWELVE_LABS_API_KEY={v}",
        value=lambda r: "tlk_" + pick(r, _UPPER, 30),
    ),
    # document parsing and retrieval
    kind25(
        "llamacloud_key", "vendor", "LLAMA_CLOUD_API_KEY={v}", value=lambda r: "llx-" + alnum(r, 48)
    ),
    kind25(
        "unstructured_key",
        "vendor",
        "unstructured-ingest local --input-path docs/ --partition-by-api --api-key {v}",
        value=lambda r: alnum(r, 30),
    ),
    kind25(
        "reducto_key",
        "vendor",
        'reducto = Reducto(api_key="{v}")',
        value=lambda r: hexs(r, 96),
    ),
    kind25("nomic_key", "vendor", "nomic login {v}", value=lambda r: "nk-" + urlsafe(r, 43)),
    kind25(
        "mixedbread_key",
        "vendor",
        "MXBAI_API_KEY={v}\nMXBAI_STORE=docs-prod",
        value=lambda r: "mxb_" + alnum(r, 32),
    ),
    kind25(
        "chroma_cloud_key",
        "vendor",
        "client = chromadb.CloudClient(tenant='{uuid}', database='prod', api_key='{v}')",
        value=lambda r: "ck-" + alnum(r, 44),
    ),
    kind25(
        "turbopuffer_key",
        "vendor",
        'tpuf = turbopuffer.Turbopuffer(api_key="{v}", region="gcp-us-central1")',
        value=lambda r: "tpuf_" + alnum(r, 32),
    ),
    kind25("ragie_key", "vendor", 'RAGIE_API_KEY="{v}"', value=lambda r: "tnt_" + alnum(r, 44)),
    # agent memory
    kind25(
        "mem0_key",
        "vendor",
        'm = MemoryClient(api_key="{v}")',
        value=lambda r: "m0-" + alnum(r, 40),
    ),
    kind25("zep_key", "vendor", "ZEP_API_KEY={v}", value=lambda r: "z_" + jwt(r)),
    kind25(
        "letta_key",
        "vendor",
        'letta = Letta(token="{v}", project="support-bot")',
        value=lambda r: "sk-let-" + b64n(r, 60),
    ),
    # agent tracing
    kind25(
        "logfire_write_token",
        "vendor",
        "LOGFIRE_TOKEN={v}",
        value=lambda r: "pylf_v1_eu_" + alnum(r, 44),
    ),
    kind25("agentops_key", "vendor", "agentops.init(api_key='{v}', tags=['prod'])", value=_uuid),
    kind25(
        "traceloop_key",
        "vendor",
        'Traceloop.init(app_name="rag", api_key="{v}")',
        value=lambda r: "tl_" + hexs(r, 32),
    ),
    kind25(
        "arize_space_key",
        "vendor",
        "ARIZE_SPACE_ID=U3BhY2U6{k8}\nARIZE_API_KEY={v}",
        value=lambda r: "ak-" + uuid15(r) + "-" + alnum(r, 32),
    ),
    # browser agents and sandboxes
    kind25(
        "hyperbrowser_key",
        "vendor",
        "HYPERBROWSER_API_KEY={v}",
        value=lambda r: "hb_" + hexs(r, 32),
    ),
    kind25(
        "browser_use_key",
        "vendor",
        "browser-use --model gpt-4.1 --api-key {v}",
        value=lambda r: "bu_" + urlsafe(r, 43),
    ),
    kind25(
        "steel_key",
        "vendor",
        'const steel = new Steel({{ steelAPIKey: "{v}" }});',
        value=lambda r: "ste-" + alnum(r, 64),
    ),
    kind25(
        "daytona_key",
        "vendor",
        'daytona = Daytona(DaytonaConfig(api_key="{v}", target="eu"))',
        value=lambda r: "dtn_" + hexs(r, 64),
    ),
    kind25(
        "codesandbox_key",
        "vendor",
        "CSB_API_KEY={v} npx tsx sandbox.ts",
        value=lambda r: "csb_v1_" + urlsafe(r, 43),
    ),
    kind25(
        "runloop_key",
        "vendor",
        'runloop = Runloop(bearer_token="{v}")',
        value=lambda r: "ak_" + alnum(r, 36),
    ),
    # search APIs
    kind25(
        "serper_key",
        "vendor",
        "curl -X POST https://google.serper.dev/search -H 'X-API-KEY: {v}' "
        "-H 'Content-Type: application/json' -d '{{\"q\":\"vite 6 migration\"}}'",
        value=lambda r: hexs(r, 40),
    ),
    kind25(
        "youcom_key",
        "vendor",
        "YDC_API_KEY={v}",
        value=lambda r: uuid15(r) + "<__>" + alnum(r, 24),
    ),
    kind25("linkup_key", "vendor", 'client = LinkupClient(api_key="{v}")', value=_uuid),
    kind25(
        "searchapi_key",
        "vendor",
        "https://www.searchapi.io/api/v1/search?engine=google&q=htmx&api_key={v}",
        value=lambda r: alnum(r, 24),
    ),
    # MCP platforms
    kind25(
        "smithery_key",
        "vendor",
        "npx -y @smithery/cli@latest run @acme/crm-mcp --key {v} --profile loud-otter-Xq2",
        value=_uuid,
    ),
    kind25(
        "arcade_key",
        "vendor",
        "ARCADE_API_KEY={v}\nARCADE_USER_ID=dev@acme.dev",
        value=lambda r: "arc_" + alnum(r, 44),
    ),
    kind25(
        "pipedream_client_secret",
        "vendor",
        "PIPEDREAM_CLIENT_ID={k43}\nPIPEDREAM_CLIENT_SECRET={v}\nPIPEDREAM_PROJECT_ID=proj_{k7}",
        value=lambda r: urlsafe(r, 43),
    ),
    # sales data
    kind25(
        "apollo_key",
        "vendor",
        "requests.post(url, headers={{'x-api-key': '{v}', 'Cache-Control': 'no-cache'}})",
        value=lambda r: urlsafe(r, 22),
    ),
    kind25(
        "hunter_key",
        "vendor",
        "https://api.hunter.io/v2/domain-search?domain=acme.dev&api_key={v}",
        value=lambda r: hexs(r, 40),
    ),
    kind25(
        "close_key",
        "vendor",
        "curl -u {v}: https://api.close.com/api/v1/me/",
        value=lambda r: "api_" + alnum(r, 22) + "." + alnum(r, 22),
    ),
    kind25("pdl_key", "vendor", "PDL_API_KEY={v}", value=lambda r: hexs(r, 64)),
    # support desks
    kind25(
        "freshdesk_key_x",
        "vendor",
        "curl -u {v}:X -H 'Content-Type: application/json' https://acme.freshdesk.com/api/v2/tickets",
        value=lambda r: alnum(r, 20),
    ),
    kind25("front_token", "vendor", "FRONT_API_TOKEN={v}", value=jwt),
    kind25(
        "helpscout_client_secret",
        "vendor",
        "HELPSCOUT_APP_ID={k32}\nHELPSCOUT_APP_SECRET={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind25(
        "gorgias_basic",
        "vendor",
        "GORGIAS_DOMAIN=acme\nGORGIAS_USERNAME=ops@acme.dev\nGORGIAS_API_KEY={v}",
        value=lambda r: hexs(r, 64),
    ),
    # on-call and telemetry
    kind25(
        "opsgenie_genie_key",
        "vendor",
        "curl -X POST https://api.eu.opsgenie.com/v2/alerts -H 'Authorization: GenieKey {v}'",
        value=_uuid,
    ),
    kind25("rootly_key", "vendor", "ROOTLY_API_TOKEN={v}", value=lambda r: "rootly_" + hexs(r, 64)),
    kind25(
        "firehydrant_key",
        "vendor",
        "firehydrant:\n  api_key: {v}\n  environment: production",
        value=lambda r: "fhb-" + hexs(r, 32),
    ),
    kind25(
        "betterstack_source_token",
        "vendor",
        'logger = Logtail::Logger.create_default_logger("{v}", ingesting_host: "s1.eu.example")',
        value=lambda r: alnum(r, 24),
    ),
    kind25(
        "dash0_auth",
        "vendor",
        "exporters:\n  otlp/dash0:\n    endpoint: ingress.eu-west-1.aws.dash0.example:4317\n"
        "    headers:\n      Authorization: Bearer {v}",
        value=lambda r: "auth_" + alnum(r, 32),
    ),
    kind25(
        "coralogix_send_key",
        "vendor",
        "CORALOGIX_PRIVATE_KEY={v}\nCORALOGIX_DOMAIN=eu2.coralogix.com",
        value=lambda r: "cxtp_" + alnum(r, 30),
    ),
    # cloud drives and git hosts
    kind25(
        "box_dev_token",
        "vendor",
        "client = Client(BoxDeveloperTokenAuth(token='{v}'))",
        value=lambda r: alnum(r, 32),
    ),
    kind25(
        "google_oauth_client_secret",
        "vendor",
        '{{"installed":{{"client_id":"{d12}-{k32}.apps.googleusercontent.com",'
        '"client_secret":"{v}","redirect_uris":["http://localhost"]}}}}',
        value=lambda r: "GOCSPX-" + urlsafe(r, 28),
    ),
    kind25(
        "bitbucket_app_password",
        "vendor",
        "git clone https://dana-k:{v}@bitbucket.org/acme/infra.git",
        value=lambda r: "ATBB" + alnum(r, 32),
    ),
    kind25(
        "azure_devops_pat",
        "vendor",
        "echo {v} | az devops login --organization https://dev.azure.com/acme",
        value=lambda r: alnum(r, 84),
    ),
    kind25(
        "gitea_token",
        "vendor",
        "tea login add --url https://git.acme.dev --token {v}",
        value=lambda r: hexs(r, 40),
    ),
    # LLM gateways and model hosts
    kind25(
        "bedrock_api_key",
        "vendor",
        "export AWS_BEARER_TOKEN_BEDROCK={v}\nexport CLAUDE_CODE_USE_BEDROCK=1",
        value=lambda r: "ABSKQmVkcm9ja0FQSUtleS1" + b64n(r, 108),
    ),
    kind25(
        "anthropic_admin_key",
        "vendor",
        "curl https://api.anthropic.com/v1/organizations/usage_report/messages "
        "-H 'x-api-key: {v}' -H 'anthropic-version: 2023-06-01'",
        value=lambda r: "sk-ant-admin01-" + urlsafe(r, 93) + "AA",
    ),
    kind25(
        "openai_admin_key",
        "vendor",
        "OPENAI_ADMIN_KEY={v}",
        value=lambda r: "sk-admin-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74),
    ),
    kind25(
        "litellm_master_key",
        "vendor",
        "general_settings:\n  master_key: {v}\n  database_url: os.environ/DATABASE_URL",
        value=lambda r: "sk-" + alnum(r, 32),
    ),
    kind25("moonshot_key", "vendor", "MOONSHOT_API_KEY={v}", value=lambda r: "sk-" + alnum(r, 48)),
    kind25(
        "zhipu_key",
        "vendor",
        'client = ZhipuAI(api_key="{v}")',
        value=lambda r: hexs(r, 32) + "." + alnum(r, 16),
    ),
    kind25("minimax_key", "vendor", "MINIMAX_GROUP_ID={d19}\nMINIMAX_API_KEY={v}", value=jwt),
    kind25(
        "siliconflow_key",
        "vendor",
        "OPENAI_BASE_URL=https://api.siliconflow.cn/v1 OPENAI_API_KEY={v} aider",
        value=lambda r: "sk-" + pick(r, "abcdefghijklmnopqrstuvwxyz", 48),
    ),
    kind25(
        "qianfan_key",
        "vendor",
        "QIANFAN_API_KEY={v}",
        value=lambda r: "bce-v3/ALTAK-" + alnum(r, 21) + "/" + hexs(r, 40),
    ),
    kind25("ark_key", "vendor", "ARK_API_KEY={v}\nARK_MODEL=doubao-seed-1-6", value=_uuid),
    # notes and reading tools
    kind25(
        "readwise_token",
        "vendor",
        "curl -H 'Authorization: Token {v}' https://readwise.io/api/v2/auth/",
        value=lambda r: alnum(r, 50),
    ),
    kind25(
        "zotero_key",
        "vendor",
        "zot = zotero.Zotero('{d7}', 'user', '{v}')",
        value=lambda r: alnum(r, 24),
    ),
    kind25("coda_token", "vendor", "CODA_API_TOKEN={v}", value=_uuid),
    kind25(
        "raindrop_test_token",
        "vendor",
        "RAINDROP_TEST_TOKEN={v}",
        value=_uuid,
    ),
    kind25(
        "gitbook_token",
        "vendor",
        "gitbook auth --token {v}",
        value=lambda r: "gb_api_" + alnum(r, 40),
    ),
)


def b64n(r: random.Random, n: int) -> str:
    """`n` letters of base64 (no padding)."""
    return pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", n)
