"""The third part of held-out 33's kinds (`bench/secret_kinds_heldout33.py`): API clients' exports.

What API clients save and what browsers and sniffers copy out: a Postman
environment's secret variable, a collection's bearer, basic, API-key and
OAuth 2 auth blocks, a pre-request script's `pm.environment.set`, Newman's
`--env-var`, a Postman API key; Insomnia's environment and request auth,
Bruno's `auth:bearer`, `vars` and `headers` blocks; HTTPie's session file
(`raw_auth`, a headers map) and its `name=value`, `Header:value` and
`-a user:pass` arguments, xh's bearer; the VS Code REST Client's `@token`
variable and its `Basic user pass` header, a JetBrains private environment,
Hoppscotch's and Thunder Client's exports, SoapUI's project credentials,
a JMeter argument named in a sibling element; HAR entries (a cookie header,
a JSON login body escaped in JSON, an access token in a response's text, a
query string's `api_key`); a browser's "copy as cURL" for bash and for cmd
(`^"` quoting), "copy as fetch" and "copy as PowerShell" (a session cookie
and a headers hash); Wireshark "follow stream" text of HTTP, FTP, SMTP
`AUTH LOGIN`, IMAP and Telnet, and a tshark field; gRPC metadata from
grpcurl, Python and Go; GraphQL playground headers; curl's
`--oauth2-bearer`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, b64_of, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["CLIENT_KINDS"]


def _jwt(r: random.Random) -> str:
    return (
        "eyJhbGciOiJSUzI1NiIsImtpZCI6Ij"
        + urlsafe(r, 30)
        + "."
        + urlsafe(r, 90)
        + "."
        + (urlsafe(r, 86))
    )


def _tok(r: random.Random) -> str:
    return alnum(r, 40)


_COLLECTIONS: tuple[Kind, ...] = (
    k(
        "postman_env_secret_value",
        "config",
        '{\n  "name": "Partner PROD",\n  "values": [\n    {"key": "baseUrl", "value": '
        '"https://api.partner.example", "enabled": true},\n    {"key": "apiKey", "value": "{v}", '
        '"type": "secret", "enabled": true}\n  ],\n  "_postman_variable_scope": "environment"\n}',
        value=_tok,
    ),
    k(
        "postman_collection_bearer",
        "config",
        '"auth": {\n  "type": "bearer",\n  "bearer": [\n    {"key": "token", "value": "{v}", '
        '"type": "string"}\n  ]\n}',
        value=_jwt,
    ),
    k(
        "postman_collection_basic",
        "config",
        '"auth": {\n  "type": "basic",\n  "basic": [\n    {"key": "password", "value": "{v}", '
        '"type": "string"},\n    {"key": "username", "value": "integration", "type": "string"}\n'
        "  ]\n}",
    ),
    k(
        "postman_collection_apikey",
        "config",
        '"auth": {\n  "type": "apikey",\n  "apikey": [\n    {"key": "value", "value": "{v}", '
        '"type": "string"},\n    {"key": "key", "value": "X-API-Key", "type": "string"}\n  ]\n}',
        value=_tok,
    ),
    k(
        "postman_oauth2_client_secret",
        "config",
        '"oauth2": [\n  {"key": "clientSecret", "value": "{v}", "type": "string"},\n'
        '  {"key": "clientId", "value": "erp-sync", "type": "string"},\n'
        '  {"key": "grantType", "value": "client_credentials", "type": "string"}\n]',
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "postman_prerequest_env_set",
        "code",
        'pm.environment.set("accessToken", "{v}");\npm.request.headers.add({key: '
        '"Authorization", value: "Bearer " + pm.environment.get("accessToken")});',
        value=_tok,
    ),
    k(
        "newman_env_var",
        "cli",
        'newman run orders.postman_collection.json -e prod.json --env-var "apiKey={v}"',
        value=_tok,
    ),
    k(
        "postman_api_key_pmak",
        "header",
        'curl -H "X-API-Key: {v}" https://api.getpostman.com/collections',
        value=lambda r: f"PMAK-{hexs(r, 24)}-{hexs(r, 34)}",
    ),
    k(
        "insomnia_environment_data",
        "config",
        '{\n  "_id": "env_{h32}",\n  "_type": "environment",\n  "name": "Production",\n'
        '  "data": {\n    "host": "https://erp.corp.example",\n    "apiToken": "{v}"\n  }\n}',
        value=_tok,
    ),
    k(
        "insomnia_request_basic_auth",
        "config",
        '"authentication": {\n  "type": "basic",\n  "useISO88591": false,\n'
        '  "disabled": false,\n  "username": "svc_sync",\n  "password": "{v}"\n}',
    ),
    k(
        "bruno_auth_bearer_block",
        "config",
        "meta {\n  name: list orders\n  type: http\n  seq: 3\n}\n\n"
        "get {\n  url: {{baseUrl}}/orders\n  auth: bearer\n}\n\nauth:bearer {\n  token: {v}\n}",
        value=_jwt,
    ),
    k(
        "bruno_env_vars_block",
        "config",
        "vars {\n  baseUrl: https://api.partner.example\n  partnerKey: {v}\n}",
        value=_tok,
    ),
    k(
        "bruno_headers_block",
        "config",
        "headers {\n  accept: application/json\n  x-api-key: {v}\n}",
        value=_tok,
    ),
    k(
        "httpie_session_raw_auth",
        "config",
        '{\n  "__meta__": {"about": "HTTPie session file", "httpie": "3.2.4"},\n'
        '  "auth": {"type": "basic", "raw_auth": "deploy:{v}"},\n  "cookies": [],\n'
        '  "headers": []\n}',
    ),
    k(
        "httpie_session_headers_map",
        "config",
        '{\n  "__meta__": {"about": "HTTPie session file"},\n  "headers": {\n'
        '    "X-Auth-Token": "{v}"\n  }\n}',
        value=_tok,
    ),
    k(
        "httpie_form_field_password",
        "cli",
        "http --form POST https://erp.corp.example/api/login username=ops password={v}",
        "https POST api.partner.example/v1/session login=svc_edi password='{v}'",
    ),
    k(
        "httpie_header_item",
        "cli",
        "http GET https://api.partner.example/v2/orders X-Api-Key:{v} status==open",
        value=_tok,
    ),
    k(
        "httpie_auth_flag",
        "cli",
        "http -a admin:{v} PUT :8080/api/config < config.json",
    ),
    k(
        "xh_bearer_flag",
        "cli",
        "xh -A bearer -a {v} get https://api.partner.example/me",
        value=_tok,
    ),
    k(
        "rest_client_file_variable",
        "config",
        "@baseUrl = https://api.partner.example\n@token = {v}\n\n###\nGET {{baseUrl}}/orders\n"
        "Authorization: Bearer {{token}}",
        value=_tok,
    ),
    k(
        "rest_client_basic_two_words",
        "header",
        "GET https://erp.corp.example/odata/Customers HTTP/1.1\nAuthorization: Basic svc_odata {v}",
    ),
    k(
        "jetbrains_private_env",
        "config",
        '{\n  "prod": {\n    "username": "integration",\n    "password": "{v}"\n  }\n}',
    ),
    k(
        "hoppscotch_bearer_auth",
        "config",
        '"auth": {\n  "authType": "bearer",\n  "authActive": true,\n  "token": "{v}"\n}',
        value=_jwt,
    ),
    k(
        "thunder_client_bearer",
        "config",
        '{"_id": "{uuid}", "name": "get shipments", "url": "{{host}}/shipments", '
        '"method": "GET", "auth": {"type": "bearer", "bearer": "{v}"}}',
        value=_tok,
    ),
    k(
        "soapui_project_credentials",
        "config",
        '<con:request name="GetInvoice" outgoingWss="" incomingWss="">\n'
        "  <con:credentials>\n    <con:username>svc_soap</con:username>\n"
        "    <con:password>{v}</con:password>\n"
        "    <con:authType>Preemptive</con:authType>\n  </con:credentials>\n</con:request>",
    ),
    k(
        "jmeter_argument_sibling",
        "config",
        '<elementProp name="password" elementType="HTTPArgument">\n'
        '  <boolProp name="HTTPArgument.always_encode">false</boolProp>\n'
        '  <stringProp name="Argument.value">{v}</stringProp>\n'
        '  <stringProp name="Argument.name">password</stringProp>\n</elementProp>',
    ),
)

_CAPTURES: tuple[Kind, ...] = (
    k(
        "har_cookie_header",
        "output",
        '"headers": [\n  {"name": ":authority", "value": "portal.carrier.example"},\n'
        '  {"name": "cookie", "value": "_ga=GA1.1.{d9}.{d10}; JSESSIONID={v}; lang=en"}\n]',
        value=lambda r: hexs(r, 32).upper(),
    ),
    k(
        "har_post_json_password",
        "output",
        '"postData": {\n  "mimeType": "application/json",\n'
        '  "text": "{\\"username\\":\\"ops@corp.example\\",\\"password\\":\\"{v}\\"}"\n}',
    ),
    k(
        "har_response_access_token",
        "output",
        '"content": {\n  "size": 912,\n  "mimeType": "application/json",\n'
        '  "text": "{\\"access_token\\":\\"{v}\\",\\"token_type\\":\\"Bearer\\",'
        '\\"expires_in\\":3600}"\n}',
        value=_jwt,
    ),
    k(
        "har_query_string_api_key",
        "output",
        '"queryString": [\n  {"name": "format", "value": "json"},\n'
        '  {"name": "api_key", "value": "{v}"}\n]',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "copy_as_curl_bash_cookie",
        "cli",
        "curl 'https://portal.carrier.example/api/shipments?page=1' \\\n"
        "  -H 'accept: application/json, text/plain, */*' \\\n"
        "  -H 'cookie: _ga=GA1.1.{d9}.{d10}; session={v}' \\\n  --compressed",
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "copy_as_curl_cmd_caret",
        "cli",
        'curl ^"https://app.corp.example/api/me^" ^\n  -H ^"accept: */*^" ^\n'
        '  -H ^"authorization: Bearer {v}^" ^\n  --compressed',
        value=_jwt,
    ),
    k(
        "copy_as_fetch_headers",
        "code",
        'fetch("https://app.corp.example/graphql", {\n  "headers": {\n'
        '    "accept": "*/*",\n    "authorization": "Bearer {v}",\n'
        '    "content-type": "application/json"\n  '
        '},\n  "body": "{\\"query\\":\\"{ me { id } }\\"}",'
        '\n  "method": "POST"\n});',
        value=_jwt,
    ),
    k(
        "copy_as_node_fetch_cookie",
        "code",
        'fetch("https://erp.corp.example/api/invoices", {\n  "headers": {\n'
        '    "cookie": "ASP.NET_SessionId={v}; .ASPXAUTH={h64}"\n  },\n  "method": "GET"\n});',
        value=lambda r: alnum(r, 24).lower(),
    ),
    k(
        "copy_as_powershell_cookie",
        "code",
        "$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n"
        '$session.Cookies.Add((New-Object System.Net.Cookie("sessionid", "{v}", "/", '
        '"portal.corp.example")))\nInvoke-WebRequest -UseBasicParsing -Uri '
        '"https://portal.corp.example/api/me" -WebSession $session',
        value=lambda r: alnum(r, 32).lower(),
    ),
    k(
        "copy_as_powershell_headers",
        "code",
        'Invoke-WebRequest -UseBasicParsing -Uri "https://api.corp.example/v1/orders" `\n'
        '-Headers @{\n"authority"="api.corp.example"\n  "method"="GET"\n'
        '  "authorization"="Token {v}"\n}',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "wireshark_http_form_stream",
        "output",
        "POST /login HTTP/1.1\r\nHost: 10.0.8.14\r\nContent-Type: application/x-www-form-"
        "urlencoded\r\nContent-Length: 41\r\n\r\nuser=operator&pass={v}&submit=Login\r\n\r\n"
        "HTTP/1.1 302 Found\r\nLocation: /hmi/overview",
        value=lambda r: alnum(r, 12),
    ),
    k(
        "wireshark_ftp_stream",
        "output",
        "220 ProFTPD Server (EDI gateway)\r\nUSER edi_acme\r\n331 Password required for "
        "edi_acme\r\nPASS {v}\r\n230 User edi_acme logged in\r\nTYPE I\r\n200 Type set to I",
    ),
    k(
        "wireshark_smtp_auth_login",
        "output",
        "220 mail.corp.example ESMTP\r\nEHLO scanner01\r\n250-AUTH LOGIN PLAIN\r\nAUTH LOGIN\r\n"
        "334 VXNlcm5hbWU6\r\nc2Nhbm5lckBjb3JwLmV4YW1wbGU=\r\n334 UGFzc3dvcmQ6\r\n{v}\r\n"
        "235 2.7.0 Authentication successful",
        value=lambda r: b64_of(pw(r)),
    ),
    k(
        "wireshark_imap_login",
        "output",
        "* OK IMAP4rev1 ready\r\na001 LOGIN invoices@corp.example {v}\r\na001 OK LOGIN completed",
    ),
    k(
        "wireshark_telnet_stream",
        "output",
        "..... ..#..'........\r\nUser Access Verification\r\n\r\nUsername: admin\r\n"
        "Password: {v}\r\n\r\nswitch-07>en",
    ),
    k(
        "tshark_authbasic_field",
        "output",
        "$ tshark -r plant.pcapng -Y http.authorization -T fields -e ip.src -e http.authbasic\n"
        "10.0.8.31\toperator:{v}",
    ),
    k(
        "grpcurl_metadata_header",
        "cli",
        "grpcurl -H 'x-api-key: {v}' -d '{\"id\": 42}' orders.corp.example:443 "
        "orders.v1.OrderService/GetOrder",
        value=_tok,
    ),
    k(
        "grpc_python_metadata",
        "code",
        'response = stub.GetQuote(request, metadata=[("x-api-key", "{v}")], timeout=5)',
        value=_tok,
    ),
    k(
        "grpc_go_outgoing_context",
        "code",
        'ctx = metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer {v}")',
        value=_jwt,
    ),
    k(
        "graphql_playground_headers",
        "config",
        '{\n  "Authorization": "Bearer {v}"\n}',
        value=_jwt,
    ),
    k(
        "graphql_admin_secret_header",
        "config",
        '{\n  "content-type": "application/json",\n  "x-hasura-admin-secret": "{v}"\n}',
        value=_tok,
    ),
    k(
        "curl_oauth2_bearer_flag",
        "cli",
        "curl --oauth2-bearer {v} https://api.corp.example/v1/ledger",
        value=lambda r: b64(r, 60),
    ),
)

CLIENT_KINDS: tuple[Kind, ...] = (*_COLLECTIONS, *_CAPTURES)
