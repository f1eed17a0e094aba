"""Held-out 50's HTTP kinds (`bench/secret_kinds_heldout50.py`).

Authorization of every scheme an API uses in 2026, in the clients an agent
runs or writes: curl (`-H`, `-u`, `--digest`, `--oauth2-bearer`, `-v`'s
`> ` lines), HTTPie (`-a`, `--auth-type=bearer`, `Header:value`), `fetch`,
axios, `requests`, Go's `Header.Set`, grpcurl, a raw HTTP request, a
JetBrains `.http` file, a Postman collection and a HAR entry. Schemes:
`Bearer`, `Basic` (base64 of `user:pass`, a secret), `Token`, `Token
token=`, `Bot`, `SSWS`, `GenieKey`, `Klaviyo-API-Key` (whose private keys
begin `pk_`), `DeepL-Auth-Key`, `Splunk`, `Key` (fal), `Zoho-oauthtoken`,
`Proxy-Authorization`; custom headers (`x-api-key`, `X-Shopify-Access-Token`,
`X-Postmark-Server-Token`, `DD-API-KEY` with `DD-APPLICATION-KEY`,
`X-Vault-Token`, `PRIVATE-TOKEN`, `apikey`, `X-RapidAPI-Key`); the secret
pieces of AWS SigV4 (`X-Amz-Security-Token` in a header and URL-encoded in
a presigned URL) and an Azure SAS `sig=`; session cookies (`Cookie:`,
`Set-Cookie:`, Express's URL-encoded `connect.sid`); keys in query strings
and URL paths (Google's `key=`, Telegram's `/bot<token>/`, Slack and
Discord webhooks, a `wss://` token) and a client's error echoing a URL.
"""

from __future__ import annotations

import base64
import random
import string
import urllib.parse

from bench.secret_kinds import Kind, alnum, digits, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout50_cli import (
    L,
    aider,
    cc_bash,
    cc_result,
    codex,
    fill,
    gemini_sh,
    jwt,
    pre,
)

__all__ = ["HTTP_KINDS"]


def _uuid(r: random.Random) -> str:
    return f"{hexs(r, 8)}-{hexs(r, 4)}-4{hexs(r, 3)}-8{hexs(r, 3)}-{hexs(r, 12)}"


def _sk_ant(r: random.Random) -> str:
    return "sk-ant-api03-" + urlsafe(r, 93) + "AA"


def _session_token(r: random.Random) -> str:
    """An STS session token: `IQoJb3JpZ2luX2Vj…`, long base64."""
    return (
        "IQoJb3JpZ2luX2VjE"
        + alnum(r, 3)
        + pick(r, string.ascii_letters + string.digits + "+/", 300)
    )


def _basic_raw_http(r: random.Random) -> tuple[str, str]:
    user = r.choice(("admin", "svc-sync", "jenkins", "grafana"))
    b = base64.b64encode(f"{user}:{pw(r)}".encode()).decode()
    return b, L(
        "GET /api/v2/export?since=2026-01-01 HTTP/1.1",
        "Host: erp.internal.example",
        "Accept: application/json",
        f"Authorization: Basic {b}",
        "",
    )


def _basic_proxy(r: random.Random) -> tuple[str, str]:
    b = base64.b64encode(f"build:{pw(r)}".encode()).decode()
    return b, fill(
        r,
        cc_result(
            L(
                "> CONNECT registry.npmjs.org:443 HTTP/1.1",
                "> Host: registry.npmjs.org:443",
                f"> Proxy-Authorization: Basic {b}",
                "< HTTP/1.1 200 Connection established",
            )
        ),
    )


def _basic_axios_header(r: random.Random) -> tuple[str, str]:
    b = base64.b64encode(f"api:key-{hexs(r, 32)}".encode()).decode()
    return b, f'axios.post(url, form, {{ headers: {{ Authorization: "Basic {b}" }} }});'


def _presigned(r: random.Random) -> tuple[str, str]:
    tok = _session_token(r)
    enc = urllib.parse.quote(tok, safe="")
    return enc, (
        f"https://acme-exports.s3.eu-west-1.amazonaws.com/reports/q4.csv?X-Amz-Algorithm="
        f"AWS4-HMAC-SHA256&X-Amz-Credential=ASIA{pick(r, string.ascii_uppercase, 16)}"
        f"%2F20260114%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20260114T101500Z&"
        f"X-Amz-Expires=3600&X-Amz-Security-Token={enc}&X-Amz-SignedHeaders=host&"
        f"X-Amz-Signature={hexs(r, 64)}"
    )


def _sas(r: random.Random) -> tuple[str, str]:
    raw = base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
    sig = urllib.parse.quote(raw, safe="")
    return sig, (
        "azcopy copy ./build 'https://acmeassets.blob.core.windows.net/web?sv=2024-11-04&ss=b"
        f"&srt=sco&sp=rwdlacx&se=2026-03-01T00:00:00Z&st=2026-01-10T00:00:00Z&spr=https&sig={sig}'"
        " --recursive"
    )


def _connect_sid(r: random.Random) -> tuple[str, str]:
    raw = f"s:{urlsafe(r, 32)}.{pick(r, string.ascii_letters + string.digits + '+/', 43)}"
    enc = urllib.parse.quote(raw, safe="")
    return enc, f"curl -s http://localhost:3000/api/me -H 'Cookie: connect.sid={enc}'"


_BEARER: tuple[Kind, ...] = (
    k(
        "curl_x_api_key_anthropic_messages",
        "header",
        cc_bash(
            "curl -s https://api.anthropic.com/v1/messages -H 'x-api-key: {v}' "
            "-H 'anthropic-version: 2023-06-01' -H 'content-type: application/json' "
            "-d @req.json | jq .content"
        ),
        value=_sk_ant,
    ),
    k(
        "codex_curl_bearer_openai_models",
        "header",
        codex('curl https://api.openai.com/v1/models -H "Authorization: Bearer {v}" | head'),
        value=lambda r: "sk-svcacct-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74),
    ),
    k(
        "curl_verbose_request_lines",
        "header",
        cc_result(
            L(
                "*   Trying 104.18.6.192:443...",
                "> POST /v1/chat/completions HTTP/2",
                "> Host: api.groq.com",
                "> authorization: Bearer {v}",
                "> content-type: application/json",
                "< HTTP/2 401",
            )
        ),
        value=pre("gsk_", alnum, 52),
    ),
    k(
        "httpie_post_bearer_jwt_item",
        "header",
        'http POST :8000/api/v1/jobs Authorization:"Bearer {v}" name=reindex',
        value=jwt,
    ),
    k(
        "httpie_auth_type_bearer",
        "header",
        "http --auth-type=bearer --auth={v} GET https://api.linear.app/graphql",
        value=pre("lin_api_", alnum, 40),
    ),
    k(
        "httpie_a_user_pass",
        "header",
        "http -a ops:{v} GET https://rabbit.internal:15672/api/queues",
    ),
    k(
        "fetch_headers_bearer_literal",
        "header",
        L(
            'const res = await fetch("https://api.perplexity.ai/chat/completions", {',
            '  method: "POST",',
            '  headers: { Authorization: "Bearer {v}", "Content-Type": "application/json" },',
            "  body: JSON.stringify(payload),",
            "});",
        ),
        value=pre("pplx-", alnum, 48),
    ),
    k(
        "curl_oauth2_bearer_ya29_drive",
        "header",
        "curl --oauth2-bearer {v} https://www.googleapis.com/drive/v3/files",
        value=lambda r: "ya29.a0" + urlsafe(r, 150),
    ),
    k(
        "grpcurl_authorization_metadata",
        "header",
        "grpcurl -H 'authorization: Bearer {v}' -d '{\"id\": 7}' api.internal:443 "
        "billing.v1.Invoices/Get",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "go_header_set_api_key",
        "header",
        'req.Header.Set("X-Api-Key", "{v}")',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "requests_headers_token_scheme",
        "header",
        'r = requests.get(url, headers={"Authorization": "Token {v}"})',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "rails_token_token_equals",
        "header",
        "curl -H 'Authorization: Token token=\"{v}\"' https://shop.example.com/api/orders",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "http_file_variable_token",
        "header",
        L(
            "@host = https://api.staging.example.com",
            "@token = {v}",
            "",
            "### list invoices",
            "GET {{host}}/v1/invoices",
            "Authorization: Bearer {{token}}",
        ),
        value=jwt,
    ),
    k(
        "postman_auth_bearer_pmak_value",
        "header",
        '"auth": {"type": "bearer", "bearer": '
        '[{"key": "token", "value": "{v}", "type": "string"}]}',
        value=lambda r: "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34),
    ),
    k(
        "har_entry_request_header",
        "header",
        '{"name": "authorization", "value": "Bearer {v}"},\n{"name": "x-client", "value": "web"}',
        value=jwt,
    ),
)

_BASIC: tuple[Kind, ...] = (
    Kind("raw_http_basic_base64", "header", _basic_raw_http),
    Kind("curl_verbose_proxy_authorization", "header", _basic_proxy),
    Kind("axios_basic_header_literal", "header", _basic_axios_header),
    k(
        "curl_digest_user_pass",
        "header",
        "curl --digest -u admin:{v} http://192.168.1.64/ISAPI/System/deviceInfo",
    ),
    k(
        "curl_user_empty_name_token",
        "header",
        "curl -u :{v} https://api.pagerduty.com/incidents",
        "curl -u {v}: https://api.stripe.com/v1/charges",
        value=lambda r: "sk_live_51" + alnum(r, 97),
    ),
    k(
        "axios_get_auth_username_password",
        "header",
        "axios.get(url, { auth: { username: 'reporting', password: '{v}' } })",
    ),
)

_SCHEMES: tuple[Kind, ...] = (
    k(
        "okta_ssws_header",
        "header",
        "curl -H 'Authorization: SSWS {v}' https://acme.okta.com/api/v1/users?limit=25",
        value=lambda r: "00" + urlsafe(r, 40),
    ),
    k(
        "opsgenie_geniekey_header",
        "header",
        'curl -X POST https://api.opsgenie.com/v2/alerts -H "Authorization: GenieKey {v}"',
        value=_uuid,
    ),
    k(
        "klaviyo_private_pk_header",
        "header",
        "curl https://a.klaviyo.com/api/profiles -H 'Authorization: Klaviyo-API-Key {v}' "
        "-H 'revision: 2025-10-15'",
        value=lambda r: "pk_" + hexs(r, 34),
    ),
    k(
        "deepl_auth_key_header",
        "header",
        "curl https://api-free.deepl.com/v2/translate -H 'Authorization: DeepL-Auth-Key {v}' "
        "-d text=Hallo -d target_lang=EN",
        value=lambda r: _uuid(r) + ":fx",
    ),
    k(
        "splunk_hec_header",
        "header",
        "curl -k https://splunk.internal:8088/services/collector/event "
        '-H "Authorization: Splunk {v}" -d \'{"event": "deploy"}\'',
        value=_uuid,
    ),
    k(
        "fal_key_scheme_header",
        "header",
        "curl https://queue.fal.run/fal-ai/flux/dev -H 'Authorization: Key {v}'",
        value=lambda r: _uuid(r) + ":" + hexs(r, 32),
    ),
    k(
        "zoho_oauthtoken_header",
        "header",
        "Authorization: Zoho-oauthtoken {v}",
        value=lambda r: "1000." + hexs(r, 32) + "." + hexs(r, 32),
    ),
    k(
        "discord_bot_scheme_header",
        "header",
        'curl -H "Authorization: Bot {v}" https://discord.com/api/v10/users/@me',
        value=lambda r: "MT" + alnum(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38),
    ),
    k(
        "shopify_access_token_header",
        "header",
        gemini_sh(
            "curl -s https://acme-store.myshopify.com/admin/api/2025-10/products.json "
            "-H 'X-Shopify-Access-Token: {v}'"
        ),
        value=pre("shpat_", hexs, 32),
    ),
    k(
        "postmark_server_token_curl_email",
        "header",
        'curl https://api.postmarkapp.com/email -H "X-Postmark-Server-Token: {v}" -d @mail.json',
        value=_uuid,
    ),
    k(
        "datadog_api_and_app_key_headers",
        "header",
        L(
            'curl -G "https://api.datadoghq.eu/api/v1/monitor" \\',
            '  -H "DD-API-KEY: {h32}" \\',
            '  -H "DD-APPLICATION-KEY: {v}"',
        ),
        value=lambda r: hexs(r, 40),
    ),
    k(
        "vault_token_header_kv_data_ci",
        "header",
        "curl -H 'X-Vault-Token: {v}' https://vault.internal:8200/v1/secret/data/ci",
        value=lambda r: "hvs." + alnum(r, 90),
    ),
    k(
        "gitlab_private_token_in_aider_run",
        "header",
        aider(
            "/run curl --header 'PRIVATE-TOKEN: {v}' https://gitlab.example.com/api/v4/projects",
            "why is this 403",
        ),
        value=pre("glpat-", urlsafe, 20),
    ),
    k(
        "supabase_apikey_service_role",
        "header",
        "curl 'https://{l20}.supabase.co/rest/v1/orders?select=*' -H 'apikey: {v}' "
        "-H 'Authorization: Bearer {v}'",
        value=jwt,
    ),
    k(
        "rapidapi_session_headers_update",
        "header",
        's.headers.update({"X-RapidAPI-Key": "{v}", "X-RapidAPI-Host": "weather.p.rapidapi.com"})',
        value=lambda r: (
            hexs(r, 10) + "msh" + hexs(r, 15) + "p1" + hexs(r, 10) + "jsn" + hexs(r, 12)
        ),
    ),
    k(
        "sigv4_authorization_and_session_token",
        "header",
        L(
            "Authorization: AWS4-HMAC-SHA256 Credential=ASIA{U16}/20260114/us-east-1/"
            "execute-api/aws4_request, SignedHeaders=host;x-amz-date;x-amz-security-token, "
            "Signature={h64}",
            "X-Amz-Date: 20260114T093000Z",
            "X-Amz-Security-Token: {v}",
        ),
        value=_session_token,
    ),
    Kind("s3_presigned_url_session_token", "header", _presigned),
    Kind("azure_sas_sig_url_encoded", "header", _sas),
)

_COOKIES_URLS: tuple[Kind, ...] = (
    k(
        "cookie_header_django_sessionid",
        "header",
        "curl 'https://admin.example.com/admin/' -H 'Cookie: csrftoken={k32}; sessionid={v}'",
        value=lambda r: lower_alnum(r, 32),
    ),
    k(
        "cc_result_set_cookie_nextauth_jwe",
        "header",
        cc_result(
            L(
                "HTTP/1.1 302 Found",
                "location: /dashboard",
                "set-cookie: __Secure-next-auth.session-token={v}; Path=/; HttpOnly; Secure",
            )
        ),
        value=lambda r: (
            "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.."
            + urlsafe(r, 22)
            + "."
            + urlsafe(r, 180)
            + "."
            + urlsafe(r, 22)
        ),
    ),
    Kind("express_connect_sid_encoded", "header", _connect_sid),
    k(
        "google_maps_key_query",
        "header",
        "curl 'https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={v}'",
        value=pre("AIza", urlsafe, 35),
    ),
    k(
        "telegram_bot_url_path",
        "header",
        'curl -s "https://api.telegram.org/bot{v}/sendMessage" -d chat_id={d9} -d text=deployed',
        value=lambda r: digits(r, 10) + ":AA" + urlsafe(r, 33),
    ),
    k(
        "slack_webhook_url_json_body",
        "header",
        "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"build ok\"}' "
        "https://hooks.slack.com/services/T0{U8}/B0{U9}/{v}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "discord_webhook_url_env_line",
        "header",
        "DISCORD_WEBHOOK=https://discord.com/api/webhooks/{d19}/{v}",
        value=lambda r: urlsafe(r, 68),
    ),
    k(
        "wss_token_query",
        "header",
        "wscat -c 'wss://realtime.example.com/socket?vsn=2.0.0&token={v}'",
        value=jwt,
    ),
    k(
        "requests_httperror_echoes_url",
        "header",
        L(
            "Traceback (most recent call last):",
            '  File "/app/sync.py", line 41, in <module>',
            "    resp.raise_for_status()",
            "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
            "https://api.openweathermap.org/data/3.0/onecall?lat=52.5&lon=13.4&appid={v}",
        ),
        value=lambda r: hexs(r, 32),
    ),
    k(
        "facebook_graph_access_token_query",
        "header",
        "GET https://graph.facebook.com/v21.0/me/accounts?access_token={v}",
        value=lambda r: "EAAG" + alnum(r, 180),
    ),
)

HTTP_KINDS: tuple[Kind, ...] = (*_BEARER, *_BASIC, *_SCHEMES, *_COOKIES_URLS)
