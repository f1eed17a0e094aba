"""Held-out 49's authorization headers, cookies and tokens (`bench/secret_kinds_heldout49.py`).

Every scheme an agent sends or copies: `Bearer` (an OpenAI key, a JWT, a
Google access token), `Basic` (base64 of `user:pass`, reversible: a secret;
`curl -u`, `--digest -u`, `Proxy-Authorization`), `Token` and `token`,
`Bot`, vendor schemes (`SSWS`, `GenieKey`, `Splunk`, `Zoho-oauthtoken`,
`Klaviyo-API-Key`, `ApiKey` of an id and key, `PVEAPIToken=`, `Key`),
custom headers (`x-api-key`, `X-Shopify-Access-Token`, `PRIVATE-TOKEN`,
`X-Vault-Token`, `DD-API-KEY`, `X-Figma-Token`, `xi-api-key`, `apikey`,
`X-Goog-Api-Key`, `X-Postmark-Server-Token`, `X-Gitlab-Token`), the
secret piece of AWS SigV4 (`X-Amz-Security-Token`, in a header and
URL-encoded in a presigned URL); written as curl, httpie, wget, grpcurl,
fetch, axios, requests, Go, Java, C#, Ruby, PHP and PowerShell calls, raw
HTTP, a browser's "Copy as cURL/fetch", a HAR entry, a `.http` file and a
Postman environment; session cookies (Django, Express's URL-encoded
`connect.sid`, Rails, Laravel, NextAuth, PHP) and OAuth token responses.
"""

from __future__ import annotations

import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b64_user_pass, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout49_keys import L, V

__all__ = ["HTTP_KINDS"]


def _presigned(r: random.Random) -> tuple[str, str]:
    """A presigned S3 URL: its session token URL-encoded (`%2F`, `%2B`, `%3D`)."""
    token = quote(V["aws_session"](r), safe="")
    akid = "ASIA" + alnum(r, 16).upper()
    return token, (
        "https://acme-data.s3.amazonaws.com/export.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={akid}%2F20260302%2Fus-east-1%2Fs3%2Faws4_request"
        "&X-Amz-Date=20260302T101112Z&X-Amz-Expires=3600"
        f"&X-Amz-Security-Token={token}&X-Amz-Signature={hexs(r, 64)}"
    )


_SCHEMES: tuple[Kind, ...] = (
    k(
        "curl_bearer_openai_models",
        "header",
        'curl https://api.openai.com/v1/models -H "Authorization: Bearer {v}"',
        "curl -sS -H 'authorization: Bearer {v}' https://api.openai.com/v1/responses -d @req.json",
        value=V["openai"],
    ),
    k(
        "curl_x_api_key_anthropic",
        "header",
        'curl https://api.anthropic.com/v1/messages \\\n  -H "x-api-key: {v}" \\\n'
        '  -H "anthropic-version: 2023-06-01" \\\n  -H "content-type: application/json"',
        value=V["anthropic"],
    ),
    k(
        "curl_basic_b64_header",
        "header",
        'curl -H "Authorization: Basic {v}" https://jenkins.example.com/api/json',
        "curl -s https://registry.example.com/v2/_catalog -H 'Authorization: basic {v}'",
        value=b64_user_pass,
    ),
    k(
        "curl_u_user_colon_pass",
        "header",
        "curl -u admin:{v} https://grafana.example.com/api/datasources",
        "curl --user 'elastic:{v}' -k https://localhost:9200/_cat/indices",
    ),
    k(
        "curl_digest_u",
        "header",
        "curl --digest -u admin:{v} http://192.168.1.64/ISAPI/System/deviceInfo",
        "http --auth-type=digest -a admin:{v} http://camera.local/cgi-bin/snapshot.cgi",
    ),
    k(
        "curl_stripe_key_as_user",
        "header",
        "curl https://api.stripe.com/v1/charges -u {v}: -d amount=2000 -d currency=eur",
        value=V["stripe"],
    ),
    k(
        "authorization_token_scheme",
        "header",
        'curl -H "Authorization: Token {v}" https://api.example.com/v1/projects/',
        "Authorization: Token token={v}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "github_token_scheme_lower",
        "header",
        'curl -H "Authorization: token {v}" https://api.github.com/user/repos',
        value=V["github"],
    ),
    k(
        "discord_bot_scheme",
        "header",
        'curl -H "Authorization: Bot {v}" https://discord.com/api/v10/users/@me',
        value=V["discord"],
    ),
    k(
        "okta_ssws_scheme",
        "header",
        'curl -H "Authorization: SSWS {v}" https://acme.okta.com/api/v1/users?limit=5',
        value=lambda r: "00" + urlsafe(r, 40),
    ),
    k(
        "opsgenie_geniekey_scheme",
        "header",
        "curl -X POST https://api.opsgenie.com/v2/alerts -H 'Authorization: GenieKey {v}'",
        value=lambda r: "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)),
    ),
    k(
        "splunk_hec_scheme",
        "header",
        'curl -k https://splunk.example.com:8088/services/collector -H "Authorization: '
        'Splunk {v}" -d \'{"event": "deploy"}\'',
        value=lambda r: "-".join(hexs(r, n).upper() for n in (8, 4, 4, 4, 12)),
    ),
    k(
        "zoho_oauthtoken_auth_line",
        "header",
        "Authorization: Zoho-oauthtoken {v}",
        value=lambda r: f"1000.{hexs(r, 32)}.{hexs(r, 32)}",
    ),
    k(
        "klaviyo_api_key_scheme",
        "header",
        "curl https://a.klaviyo.com/api/profiles/ -H 'Authorization: Klaviyo-API-Key {v}' "
        "-H 'revision: 2025-10-15'",
        value=V["klaviyo"],
    ),
    k(
        "elastic_apikey_scheme",
        "header",
        'curl -H "Authorization: ApiKey {v}" https://es.example.com:9243/_search',
        value=lambda r: b64_user_pass(r, lower_alnum(r, 20)),
    ),
    k(
        "proxmox_api_token_scheme",
        "header",
        "curl -k -H 'Authorization: PVEAPIToken=root@pam!ci={v}' "
        "https://pve.lan:8006/api2/json/nodes",
        value=lambda r: "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)),
    ),
    k(
        "fal_key_scheme",
        "header",
        'curl https://fal.run/fal-ai/flux/dev -H "Authorization: Key {v}"',
        value=lambda r: "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)) + ":" + hexs(r, 32),
    ),
    k(
        "proxy_authorization_basic",
        "header",
        "Proxy-Authorization: Basic {v}",
        "curl -x http://proxy.corp:3128 --proxy-header 'Proxy-Authorization: Basic {v}' "
        "https://pypi.org/simple/",
        value=b64_user_pass,
    ),
    k(
        "curl_oauth2_bearer_graph",
        "header",
        "curl --oauth2-bearer {v} https://graph.microsoft.com/v1.0/me",
        value=V["jwt"],
    ),
)

_CUSTOM: tuple[Kind, ...] = (
    k(
        "x_shopify_access_token",
        "header",
        "curl -H 'X-Shopify-Access-Token: {v}' "
        "https://acme.myshopify.com/admin/api/2025-10/orders.json",
        value=V["shopify"],
    ),
    k(
        "gitlab_private_token_header",
        "header",
        'curl --header "PRIVATE-TOKEN: {v}" https://gitlab.com/api/v4/projects?owned=true',
        value=V["gitlab"],
    ),
    k(
        "x_vault_token_header",
        "header",
        'curl -H "X-Vault-Token: {v}" https://vault.example.com:8200/v1/secret/data/app',
        value=V["vault"],
    ),
    k(
        "datadog_api_and_app_headers",
        "header",
        'curl https://api.datadoghq.eu/api/v1/validate -H "DD-API-KEY: {v}"',
        'curl -H "DD-API-KEY: {h32}" -H "DD-APPLICATION-KEY: {v}" '
        "https://api.datadoghq.com/api/v1/dashboard",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "x_figma_token_header",
        "header",
        "curl -H 'X-Figma-Token: {v}' https://api.figma.com/v1/files/{k22}",
        value=V["figma"],
    ),
    k(
        "elevenlabs_xi_api_key",
        "header",
        'curl -X POST https://api.elevenlabs.io/v1/text-to-speech/{k20} -H "xi-api-key: {v}"',
        value=V["elevenlabs"],
    ),
    k(
        "supabase_apikey_header",
        "header",
        "curl 'https://{l20}.supabase.co/rest/v1/orders?select=*' -H 'apikey: {v}'",
        value=V["supabase_secret"],
    ),
    k(
        "x_goog_api_key_header",
        "header",
        "curl https://generativelanguage.googleapis.com/v1beta/models -H 'x-goog-api-key: {v}'",
        value=V["google"],
    ),
    k(
        "postmark_token_header_curl",
        "header",
        'curl https://api.postmarkapp.com/email -H "X-Postmark-Server-Token: {v}"',
        value=lambda r: "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)),
    ),
    k(
        "x_gitlab_token_webhook_replay",
        "header",
        "curl -X POST localhost:8080/hooks/gitlab -H 'X-Gitlab-Token: {v}' -d @push.json",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "generic_x_api_key_header",
        "header",
        "X-API-Key: {v}",
        'curl -H "X-Api-Key: {v}" https://api.internal.example.com/v2/usage',
        "wget --header='X-Auth-Token: {v}' https://status.example.com/api/incidents",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "newrelic_api_key_header",
        "header",
        "curl https://api.newrelic.com/graphql -H 'API-Key: {v}' -d @query.json",
        value=V["newrelic"],
    ),
)

_SIGV4: tuple[Kind, ...] = (
    k(
        "sigv4_security_token_header",
        "header",
        L(
            "PUT /uploads/report.csv HTTP/1.1",
            "Host: acme-data.s3.eu-west-1.amazonaws.com",
            "X-Amz-Date: 20260302T101112Z",
            "X-Amz-Security-Token: {v}",
            "Authorization: AWS4-HMAC-SHA256 Credential=ASIA{U16}/20260302/eu-west-1/s3/"
            "aws4_request, SignedHeaders=host;x-amz-date, Signature={h64}",
        ),
        value=V["aws_session"],
    ),
    Kind("sigv4_presigned_token_urlenc", "header", _presigned),
)

_CLIENTS: tuple[Kind, ...] = (
    k(
        "httpie_bearer_header_item",
        "header",
        'http GET api.example.com/v1/me "Authorization:Bearer {v}"',
        "http --auth-type=bearer --auth {v} POST https://api.linear.app/graphql query=@q.gql",
        value=V["linear"],
    ),
    k(
        "httpie_a_basic",
        "header",
        "http -a ci:{v} POST https://nexus.example.com/service/rest/v1/components",
        "https -a admin:{v} :9200/_cluster/health",
    ),
    k(
        "fetch_bearer_template",
        "header",
        "const res = await fetch(url, {\n  headers: { Authorization: 'Bearer {v}' },\n});",
        'await fetch("https://api.groq.com/openai/v1/chat/completions", {\n  method: "POST",\n'
        '  headers: { "Authorization": "Bearer {v}", "Content-Type": "application/json" },\n});',
        value=V["groq"],
    ),
    k(
        "axios_auth_object",
        "header",
        "await axios.get(url, { auth: { username: 'svc-reports', password: '{v}' } });",
    ),
    k(
        "axios_defaults_custom_header",
        "header",
        "axios.defaults.headers.common['X-API-Key'] = '{v}';",
        "const api = axios.create({ headers: { 'x-api-key': '{v}' } });",
        value=V["firecrawl"],
    ),
    k(
        "requests_headers_bearer",
        "header",
        'resp = requests.post(url, headers={"Authorization": "Bearer {v}"}, json=body)',
        "httpx.get(URL, headers={'Authorization': 'Bearer {v}'}, timeout=30)",
        value=V["perplexity"],
    ),
    k(
        "go_header_set_key",
        "header",
        'req.Header.Set("Authorization", "Bearer {v}")',
        'req.Header.Add("X-API-Key", "{v}")',
        value=V["xai"],
    ),
    k(
        "java_httprequest_header",
        "header",
        "HttpRequest req = HttpRequest.newBuilder(URI.create(url))\n"
        '    .header("Authorization", "Bearer {v}")\n    .build();',
        value=V["mistral"],
    ),
    k(
        "csharp_authentication_header_value",
        "header",
        "client.DefaultRequestHeaders.Authorization =\n"
        '    new AuthenticationHeaderValue("Bearer", "{v}");',
        'client.DefaultRequestHeaders.Add("api-key", "{v}");',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "ruby_net_http_header",
        "header",
        "req['Authorization'] = 'Bearer {v}'",
        value=V["notion"],
    ),
    k(
        "php_curl_httpheader",
        "header",
        "curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: Bearer {v}']);",
        "curl_setopt($ch, CURLOPT_USERPWD, 'api:{v}');",
        value=V["openrouter"],
    ),
    k(
        "powershell_irm_headers",
        "header",
        '$h = @{ Authorization = "Bearer {v}" }\n'
        "Invoke-RestMethod -Uri $uri -Headers $h -Method Get",
        value=V["atlassian"],
    ),
    k(
        "grpcurl_bearer_metadata",
        "header",
        "grpcurl -H 'authorization: Bearer {v}' api.example.com:443 orders.v1.Orders/List",
        value=V["jwt"],
    ),
)

_CAPTURED: tuple[Kind, ...] = (
    k(
        "raw_http_request_bearer",
        "header",
        L(
            "POST /v1/chat/completions HTTP/1.1",
            "Host: openrouter.ai",
            "Authorization: Bearer {v}",
            "Content-Type: application/json",
            "Content-Length: 412",
        ),
        value=V["openrouter"],
    ),
    k(
        "copy_as_curl_cookie",
        "header",
        "curl 'https://admin.example.com/api/users?page=2' \\\n"
        "  -H 'accept: application/json' \\\n"
        "  -b 'csrftoken={k32}; sessionid={v}' \\\n  -H 'user-agent: Mozilla/5.0'",
        value=lambda r: lower_alnum(r, 32),
    ),
    k(
        "devtools_fetch_copy_bearer",
        "header",
        'fetch("https://app.example.com/api/graphql", {\n  "headers": {\n'
        '    "accept": "*/*",\n    "authorization": "Bearer {v}",\n'
        '    "content-type": "application/json"\n  },\n  "method": "POST"\n});',
        value=V["jwt"],
    ),
    k(
        "har_authorization_pair",
        "header",
        '{"name": "Authorization", "value": "Bearer {v}"},\n{"name": "Accept", "value": "*/*"}',
        value=V["jwt"],
    ),
    k(
        "vscode_rest_client_token_var",
        "header",
        "@baseUrl = https://api.example.com\n@token = {v}\n\n###\n"
        "GET {{baseUrl}}/v1/me\nAuthorization: Bearer {{token}}",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "postman_env_hubspot_value",
        "header",
        '{"key": "apiKey", "value": "{v}", "type": "secret", "enabled": true}',
        value=V["hubspot"],
    ),
    k(
        "cookie_connect_sid_urlenc",
        "header",
        "Cookie: connect.sid={v}; theme=dark",
        value=lambda r: f"s%3A{urlsafe(r, 32)}.{alnum(r, 43)}%2B{alnum(r, 2)}",
    ),
    k(
        "set_cookie_nextauth_session",
        "header",
        "set-cookie: __Secure-next-auth.session-token={v}; Path=/; HttpOnly; Secure; SameSite=Lax",
        "Cookie: __Secure-authjs.session-token={v}",
        value=lambda r: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + urlsafe(r, 120),
    ),
    k(
        "rails_laravel_session_cookie",
        "header",
        "Cookie: _shop_session={v}",
        "Set-Cookie: laravel_session={v}; expires=Tue, 03 Mar 2026 10:00:00 GMT; path=/",
        value=lambda r: urlsafe(r, 96) + "%3D%3D--" + hexs(r, 40),
    ),
    k(
        "phpsessid_curl_b",
        "header",
        "curl -b 'PHPSESSID={v}' https://shop.example.com/admin/orders.php",
        value=lambda r: lower_alnum(r, 26),
    ),
    k(
        "oauth_token_response_body",
        "header",
        '{"access_token":"{v}","token_type":"Bearer","expires_in":3599,'
        '"scope":"https://www.googleapis.com/auth/drive.readonly"}',
        value=V["google_access"],
    ),
    k(
        "oauth_refresh_token_response",
        "header",
        '{\n  "access_token": "ya29.a0...",\n  "refresh_token": "{v}",\n  "expires_in": 3599\n}',
        value=V["google_refresh"],
    ),
    k(
        "client_credentials_form_body",
        "form",
        "curl -X POST https://login.microsoftonline.com/{uuid}/oauth2/v2.0/token "
        "-d 'client_id={uuid}&client_secret={v}&scope=https%3A%2F%2Fgraph.microsoft.com"
        "%2F.default&grant_type=client_credentials'",
        value=V["azure_secret"],
    ),
    k(
        "websocket_url_token_query",
        "header",
        "const ws = new WebSocket('wss://realtime.example.com/v1/socket?token={v}');",
        "wscat -c 'wss://stream.example.com/feed?access_token={v}'",
        value=V["jwt"],
    ),
    k(
        "nginx_proxy_set_header_auth",
        "header",
        "location /llm/ {\n    proxy_pass https://api.openai.com/;\n"
        '    proxy_set_header Authorization "Bearer {v}";\n}',
        value=V["openai_svc"],
    ),
)

HTTP_KINDS: tuple[Kind, ...] = (*_SCHEMES, *_CUSTOM, *_SIGV4, *_CLIENTS, *_CAPTURED)
