"""Held-out 47's HTTP captures and token debugging (`bench/secret_kinds_heldout47.py`).

HTTP as a security engineer captures it: a HAR file's request header, cookie
and `postData`, a HAR response body with a token JSON-escaped inside it,
Burp's raw request and its XML export with the request in base64, ZAP's
message, `mitmdump` flows, `curl -v` traces (`> Authorization`, `<
Set-Cookie`), `wget --debug`, HTTPie's printed request, a Netscape cookie
jar, DevTools' "copy as cURL", "copy as fetch" and "copy as PowerShell",
Postman and Insomnia exports, a REST Client `.http` file, `tcpdump -A`,
Wireshark's "follow TCP stream" of FTP and of SMTP `AUTH PLAIN`, `tshark`
fields, a WebSocket's first frame and `grpcurl -v` metadata. Then JWT,
SAML and OAuth debugging: a token pasted beside its decoded claims, `jwt
decode`'s output, an HS256 secret in code and one that `jwt_tool` or
hashcat cracked, a SAML response in base64 from SAML-tracer, an
authorization code and an implicit flow's fragment in a redirect, a token
endpoint's response with its refresh token, a `client_secret` in a token
request, a PKCE `code_verifier`, an id token in a log.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b64, b64_user_pass, hexs, lower_alnum, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import bearer, gh_classic, jwt46, pct_pw, tok
from bench.secret_kinds_heldout47_alert import b64url, tok47

__all__ = ["HTTP_KINDS"]


def _sid(r: random.Random) -> str:
    return urlsafe(r, 43)


def _connect_sid(r: random.Random) -> str:
    return "s%3A" + urlsafe(r, 32) + "." + quote(b64(r, 43), safe="")


def _aspnet_cookie(r: random.Random) -> str:
    return "CfDJ8" + urlsafe(r, 180)


def _basic(r: random.Random) -> str:
    return b64_user_pass(r, "ana")


def _burp_b64(r: random.Random) -> str:
    raw = (
        "GET /api/me HTTP/1.1\r\nHost: api.acme.dev\r\nAuthorization: Bearer "
        f"{urlsafe(r, 40)}\r\n\r\n"
    )
    return base64.b64encode(raw.encode()).decode()


def _plain_b64(r: random.Random) -> str:
    return base64.b64encode(f"\0alerts@acme.dev\0{pw(r)}".encode()).decode()


def _saml(r: random.Random) -> str:
    xml = (
        f'<samlp:Response ID="_{hexs(r, 32)}" Version="2.0"><saml:Assertion ID="_{hexs(r, 32)}">'
        f"<saml:Subject><saml:NameID>ana@acme.dev</saml:NameID></saml:Subject>"
        f"<ds:SignatureValue>{b64(r, 172)}</ds:SignatureValue></saml:Assertion>"
        "</samlp:Response>"
    )
    return base64.b64encode(xml.encode()).decode()


def _code(r: random.Random) -> str:
    return urlsafe(r, 43)


def _refresh(r: random.Random) -> str:
    return "v1." + urlsafe(r, 120)


def _verifier(r: random.Random) -> str:
    return b64url(bytes(r.randrange(256) for _ in range(32)))


def _jwt_hs(r: random.Random) -> str:
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    sub = lower_alnum(r, 10)
    body = b64url(json.dumps({"sub": sub, "role": "admin", "exp": 1767225600}).encode())
    return f"{head}.{body}.{b64url(bytes(r.randrange(256) for _ in range(32)))}"


def _hashcat_jwt(r: random.Random) -> tuple[str, str]:
    secret = pw(r)
    text = (
        f"{_jwt_hs(r)}:{secret}\n\nSession..........: hashcat\nStatus...........: Cracked\n"
        "Hash.Mode........: 16500 (JWT (JSON Web Token))"
    )
    return secret, text


_HAR: tuple[Kind, ...] = (
    k(
        "har_capture_authorization_header",
        "header",
        '"request": {\n  "method": "GET",\n  "url": "https://api.acme.dev/v2/me",\n  '
        '"headers": [\n    {"name": "accept", "value": "application/json"},\n    {"name": '
        '"authorization", "value": "Bearer {v}"}\n  ]\n}',
        value=jwt46,
    ),
    k(
        "har_request_cookie_entry",
        "header",
        '"cookies": [\n  {"name": "_ga", "value": "GA1.1.{d9}.{d10}"},\n  {"name": '
        '"__Host-session", "value": "{v}", "httpOnly": true, "secure": true}\n]',
        value=_sid,
    ),
    k(
        "har_login_post_data_form",
        "form",
        '"postData": {\n  "mimeType": "application/x-www-form-urlencoded",\n  "text": '
        '"username=ana%40acme.dev&password={v}&remember=1"\n}',
        value=pct_pw,
    ),
    k(
        "har_response_body_escaped_token",
        "output",
        '"response": {"status": 200, "content": {"mimeType": "application/json", "text": '
        '"{\\"access_token\\":\\"{v}\\",\\"token_type\\":\\"Bearer\\",\\"expires_in\\":3600}"}}',
        value=tok47,
    ),
    k(
        "har_set_cookie_response_header",
        "header",
        '{"name": "set-cookie", "value": "connect.sid={v}; Path=/; HttpOnly; Secure; '
        'SameSite=Lax"}',
        value=_connect_sid,
    ),
)

_PROXIES: tuple[Kind, ...] = (
    k(
        "burp_raw_request_cookie",
        "header",
        "POST /account/email HTTP/2\nHost: shop.acme.dev\nCookie: .AspNetCore.Cookies={v}; "
        'ai_user={k22}\nContent-Type: application/json\n\n{"email": "x@evil.test"}',
        value=_aspnet_cookie,
    ),
    k(
        "burp_xml_export_base64_request",
        "output",
        "<item>\n  <url><![CDATA[https://api.acme.dev/api/me]]></url>\n  <method>GET</method>"
        '\n  <request base64="true"><![CDATA[{v}]]></request>\n  <status>200</status>\n</item>',
        value=_burp_b64,
    ),
    k(
        "zap_message_header",
        "header",
        "GET https://api.acme.dev/internal/flags HTTP/1.1\nuser-agent: Mozilla/5.0\n"
        "x-api-key: {v}\nhost: api.acme.dev",
        value=tok47,
    ),
    k(
        "mitmdump_flow_detail",
        "output",
        "10.0.2.16:52144: POST https://api.acme.dev/oauth/token\n    content-type: application/"
        "x-www-form-urlencoded\n    grant_type=password&username=ana&password={v}&client_id="
        "mobile\n << 200 OK 812b",
        value=pct_pw,
    ),
    k(
        "capture_curl_verbose_authorization",
        "output",
        "* Connected to api.acme.dev (203.0.113.7) port 443\n> GET /v1/status HTTP/2\n> Host: "
        "api.acme.dev\n> user-agent: curl/8.5.0\n> authorization: Basic {v}\n> accept: */*\n"
        ">\n< HTTP/2 200",
        value=_basic,
    ),
    k(
        "curl_verbose_set_cookie",
        "output",
        "< HTTP/2 302\n< location: /dashboard\n< set-cookie: sessionid={v}; expires=Wed, 16 "
        "Dec 2026 09:14:22 GMT; HttpOnly; Max-Age=1209600; Path=/; SameSite=Lax; Secure\n< "
        "set-cookie: csrftoken={k32}; Path=/",
        value=lambda r: lower_alnum(r, 32),
    ),
    k(
        "wget_debug_request",
        "output",
        "---request begin---\nGET /backup/db.sql.gz HTTP/1.1\nUser-Agent: Wget/1.21.4\nHost: "
        "files.acme.dev\nAuthorization: Basic {v}\n---request end---",
        value=_basic,
    ),
    k(
        "httpie_printed_request",
        "output",
        "$ http -v POST api.acme.dev/deploy X-Deploy-Key:{v} ref=main\nPOST /deploy HTTP/1.1\n"
        'Content-Type: application/json\nX-Deploy-Key: {v}\n\n{\n    "ref": "main"\n}',
        value=tok,
    ),
    k(
        "netscape_cookie_jar",
        "config",
        "# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n\n#HttpOnly_"
        ".acme.dev\tTRUE\t/\tTRUE\t1767225600\tremember_token\t{v}\n.acme.dev\tTRUE\t/\tFALSE\t"
        "1767225600\ttheme\tdark",
        value=_sid,
    ),
    k(
        "devtools_copy_as_curl",
        "cli",
        "curl 'https://admin.acme.dev/api/users?page=2' \\\n  -H 'accept: application/json' "
        "\\\n  -b 'admin_session={v}; _ga=GA1.1.{d9}.{d10}' \\\n  -H 'user-agent: Mozilla/5.0'",
        value=_sid,
    ),
    k(
        "capture_devtools_copy_as_fetch",
        "code",
        'fetch("https://admin.acme.dev/api/users", {\n  "headers": {\n    "accept": '
        '"application/json",\n    "x-csrf-token": "{k32}",\n    "cookie": "admin_session={v}"'
        '\n  },\n  "method": "GET"\n});',
        value=_sid,
    ),
    k(
        "devtools_copy_as_powershell",
        "code",
        "$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n$session."
        'Cookies.Add((New-Object System.Net.Cookie("PHPSESSID", "{v}", "/", "portal.acme.dev")'
        '))\nInvoke-WebRequest -UseBasicParsing -Uri "https://portal.acme.dev/admin" '
        "-WebSession $session",
        value=lambda r: lower_alnum(r, 26),
    ),
    k(
        "captured_postman_collection_bearer",
        "config",
        '"auth": {\n  "type": "bearer",\n  "bearer": [\n    {"key": "token", "value": "{v}", '
        '"type": "string"}\n  ]\n}',
        value=bearer,
    ),
    k(
        "insomnia_export_header",
        "config",
        '{"_type": "request", "name": "List invoices", "url": "{{ _.base }}/invoices", '
        '"headers": [{"name": "Authorization", "value": "Token {v}"}]}',
        value=tok47,
    ),
    k(
        "capture_rest_client_http_file",
        "config",
        "@host = https://api.acme.dev\n@token = {v}\n\n### me\nGET {{host}}/me\nAuthorization: "
        "Bearer {{token}}",
        value=tok,
    ),
)

_WIRE: tuple[Kind, ...] = (
    k(
        "tcpdump_ascii_basic_auth",
        "output",
        "22:14:09.201312 IP 10.1.0.4.51234 > 10.1.0.9.80: Flags [P.], seq 1:214, length 213\n"
        "E.....@.@.......\nGET /status HTTP/1.1\nHost: 10.1.0.9\nAuthorization: Basic {v}\n",
        value=_basic,
    ),
    k(
        "wireshark_follow_ftp",
        "output",
        "220 (vsFTPd 3.0.5)\nUSER backup\n331 Please specify the password.\nPASS {v}\n230 "
        "Login successful.",
    ),
    k(
        "wireshark_follow_smtp_auth_plain",
        "output",
        "EHLO mailer\n250-mx.acme.dev\n250 AUTH PLAIN LOGIN\nAUTH PLAIN {v}\n235 2.7.0 "
        "Authentication successful",
        value=_plain_b64,
    ),
    k(
        "tshark_fields_authorization",
        "output",
        "$ tshark -r capture.pcapng -Y http.authorization -T fields -e ip.src -e "
        "http.authorization\n10.1.0.4\tBearer {v}",
        value=bearer,
    ),
    k(
        "websocket_first_frame_token",
        "output",
        '▲ {"type": "connection_init", "payload": {"authToken": "{v}"}}\n▼ {"type": '
        '"connection_ack"}',
        value=jwt46,
    ),
    k(
        "grpcurl_verbose_metadata",
        "output",
        "$ grpcurl -v -H 'authorization: Bearer {v}' api.acme.dev:443 acme.v1.Users/Get\n\n"
        "Resolved method descriptor:\nrpc Get ( .acme.v1.GetRequest ) returns ( .acme.v1.User"
        " );\n\nRequest metadata to send:\nauthorization: Bearer {v}",
        value=bearer,
    ),
    k(
        "http_basic_in_url_capture",
        "output",
        "GET http://admin:{v}@10.0.0.1/cgi-bin/luci HTTP/1.1 -> 200",
        value=pct_pw,
    ),
)

_TOKENS: tuple[Kind, ...] = (
    k(
        "jwt_pasted_with_decoded_claims",
        "prose",
        'token from the victim\'s browser:\n{v}\n\ndecoded:\n{\n  "sub": "{d6}",\n  '
        '"scope": "admin billing:write",\n  "exp": 1767225600\n}',
        value=jwt46,
    ),
    k(
        "jwt_cli_decode_output",
        "output",
        '$ jwt decode {v}\n\nToken header\n------------\n{\n  "typ": "JWT",\n  "alg": '
        '"RS256"\n}\n\nToken claims\n------------\n{\n  "iss": "https://auth.acme.dev/"\n}',
        value=jwt46,
    ),
    k(
        "jwt_hs256_secret_in_code",
        "code",
        'token = jwt.encode({"sub": user.id, "exp": exp}, "{v}", algorithm="HS256")',
        "const token = jwt.sign(payload, '{v}', { expiresIn: '1h' });",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "jwt_tool_cracked_secret",
        "output",
        "$ python3 jwt_tool.py {k20} -C -d rockyou.txt\n[+] {v} is the CORRECT key!\nYou can "
        "tamper/fuzz the token contents (-T/-I) and sign it using:\npython3 jwt_tool.py "
        '[options here] -S hs256 -p "{v}"',
    ),
    Kind("hashcat_jwt_cracked", "output", _hashcat_jwt),
    k(
        "jwt_hs_token_pasted",
        "prose",
        "is this token still valid? {v} - found it in a support ticket attachment",
        value=_jwt_hs,
    ),
    k(
        "saml_tracer_response_b64",
        "output",
        "POST https://app.acme.dev/saml/acs\nPOST data:\nRelayState: /dashboard\nSAMLResponse: {v}",
        value=_saml,
    ),
    k(
        "oauth_redirect_authorization_code",
        "output",
        "302 Found\nLocation: https://app.acme.dev/oauth/callback?code={v}&state={k16}",
        value=_code,
    ),
    k(
        "oauth_implicit_fragment",
        "output",
        "https://spa.acme.dev/#access_token={v}&token_type=Bearer&expires_in=3600&state={k16}",
        value=bearer,
    ),
    k(
        "oauth_debug_token_response_refresh",
        "output",
        '{\n  "access_token": "{k40}",\n  "token_type": "Bearer",\n  "expires_in": 3600,\n  '
        '"refresh_token": "{v}",\n  "scope": "openid offline_access"\n}',
        value=_refresh,
    ),
    k(
        "oauth_client_secret_token_request",
        "cli",
        "curl -X POST https://auth.acme.dev/oauth/token -d grant_type=client_credentials -d "
        "client_id={k20} -d client_secret={v} -d audience=https://api.acme.dev",
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "pkce_code_verifier_debug",
        "output",
        "DEBUG oauth: code_challenge={k43} method=S256\nDEBUG oauth: exchanging code with "
        "code_verifier={v}",
        value=_verifier,
    ),
    k(
        "oidc_id_token_in_log",
        "output",
        "2026-12-01T22:14:09Z INFO  auth callback ok user=ana id_token={v}",
        value=jwt46,
    ),
    k(
        "bearer_in_github_issue_repro",
        "prose",
        'repro:\n```\ncurl https://api.acme.dev/v3/search -H "Authorization: token {v}"\n```\n'
        "returns 500",
        value=gh_classic,
    ),
    k(
        "session_cookie_stolen_note",
        "prose",
        "the XSS PoC exfiltrates document.cookie; from our canary account we got "
        "`_shop_session={v}` on the attacker's collector",
        value=lambda r: b64(r, 60).replace("/", "_") + "--" + hexs(r, 40),
    ),
    k(
        "api_key_query_in_har_url",
        "output",
        '"url": "https://maps.acme-partner.com/api/geocode/json?address=Main+St&key={v}"',
        value=lambda r: alnum(r, 39),
    ),
)

HTTP_KINDS: tuple[Kind, ...] = (*_HAR, *_PROXIES, *_WIRE, *_TOKENS)
