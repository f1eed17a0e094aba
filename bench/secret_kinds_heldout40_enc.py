"""Held-out 40's transport encodings, layered (`bench/secret_kinds_heldout40.py`).

A secret wrapped by the way it travelled: URL-encoded once and twice (`%3D`,
`%253D`), a JSON string inside a JSON string, the base64 of a small config
file, `data:` URIs, punycode hosts in URLs that carry a login, QR payloads
(`otpauth://` seeds, `WIFI:T:WPA;S:...;P:...;;`, an EPC or a vCard QR),
deep links, magic links, password-reset and invitation links, OAuth
redirects with a code or a token in the fragment, and a form body. Where
the secret's own characters were encoded, the secret is the encoded text.
"""

from __future__ import annotations

import base64
import binascii
import json
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b32, digits, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import aws_secret, gh_token, jwt, openai_key, stripe_live
from bench.secret_kinds_heldout40_mail import key32, made_by, totp_seed, url_pw

__all__ = ["ENC_KINDS"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _url_once(r: random.Random) -> tuple[str, str]:
    v = quote(aws_secret(r), safe="")
    return v, f"https://console.acme.io/import?aws_secret_access_key={v}&region=eu-west-1"


def _url_twice(r: random.Random) -> tuple[str, str]:
    v = quote(quote(aws_secret(r), safe=""), safe="")
    return v, f"GET /redirect?next=%2Fsetup%3Fsecret%3D{v}%26step%3D2 HTTP/1.1"


def _url_pw_encoded(r: random.Random) -> tuple[str, str]:
    raw = pw(r, 16) + "@#"
    v = quote(raw, safe="")
    return v, f"mongodb+srv://app:{v}@cluster0.ab1cd.mongodb.net/?retryWrites=true"


def _json_in_json(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    inner = json.dumps({"client_id": "svc-reports", "client_secret": v})
    return v, json.dumps({"name": "reports", "config": inner})


def _json_in_json_in_json(r: random.Random) -> tuple[str, str]:
    v = stripe_live(r)
    inner = json.dumps({"stripe": {"secret": v}})
    mid = json.dumps({"payload": inner})
    return v, json.dumps({"event": "config.updated", "body": mid})


def _b64_env_file(r: random.Random) -> tuple[str, str]:
    blob = _b64(f"REDIS_URL=redis://default:{url_pw(r)}@cache:6379\nAPP_KEY={alnum(r, 32)}\n")
    return blob, f"$ kubectl get secret app-env -o jsonpath='{{.data.env}}'\n{blob}"


def _b64_netrc(r: random.Random) -> tuple[str, str]:
    blob = _b64(f"machine git.acme.io login ci password {gh_token(r)}\n")
    return blob, f"NETRC_B64={blob}"


def _b64_ini(r: random.Random) -> tuple[str, str]:
    blob = _b64(
        f"[default]\naws_access_key_id = AKIA{digits(r, 16)}\n"
        f"aws_secret_access_key = {aws_secret(r)}\n"
    )
    return blob, f'AWS_CREDENTIALS_FILE: "{blob}"'


def _data_uri_text(r: random.Random) -> tuple[str, str]:
    blob = _b64(f"token={alnum(r, 40)}")
    return blob, f'<a download="token.txt" href="data:text/plain;base64,{blob}">save</a>'


def _data_uri_json(r: random.Random) -> tuple[str, str]:
    blob = _b64(json.dumps({"type": "service_account", "private_key_id": alnum(r, 40).lower()}))
    return blob, f"fetch('data:application/json;base64,{blob}')"


def _data_uri_percent(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, f"data:text/plain;charset=utf-8,api_key%3D{v}%0Aenv%3Dprod"


def _wifi_qr(r: random.Random) -> tuple[str, str]:
    v = url_pw(r)
    return v, f"QR decoded: WIFI:T:WPA;S:Acme-Office-5G;P:{v};H:false;;"


def _otpauth(r: random.Random) -> tuple[str, str]:
    v = totp_seed(r)
    return v, f"otpauth://totp/Acme%20VPN:ana%40acme.io?secret={v}&issuer=Acme%20VPN&digits=6"


def _otpauth_hotp(r: random.Random) -> tuple[str, str]:
    v = b32(r, 26).upper()
    return v, f"zbarimg: QR-Code:otpauth://hotp/Bank:ops?secret={v}&counter=4&algorithm=SHA1"


def _otpauth_migration(r: random.Random) -> tuple[str, str]:
    raw = bytes([0x0A, 0x2E, 0x0A, 0x14]) + r.randbytes(20) + b"\x12\x08ops@acme\x1a\x04Acme"
    v = quote(base64.b64encode(raw).decode(), safe="")
    return v, f"otpauth-migration://offline?data={v}"


def _uuencoded(r: random.Random) -> tuple[str, str]:
    body = f"user=ops\npassword={pw(r)}\n".encode()
    line = binascii.b2a_uu(body).decode().rstrip("\n")
    return line, f"begin 644 creds.txt\n{line}\n`\nend"


def _b64_cookie(r: random.Random) -> tuple[str, str]:
    blob = _b64(json.dumps({"uid": int(digits(r, 5)), "api_key": alnum(r, 32)}))
    return blob, f"Set-Cookie: prefs={blob}; Path=/; Secure; HttpOnly"


def _reset_link(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 43)
    return v, f"Reset your password: https://id.acme.io/reset-password?uid={digits(r, 6)}&token={v}"


def _punycode(r: random.Random) -> tuple[str, str]:
    v = url_pw(r)
    return v, f"git clone https://deploy:{v}@xn--bcher-kva.example/repo.git"


ENC_KINDS: tuple[Kind, ...] = (
    made_by("url_encoded_once_aws_secret", "dsn", _url_once),
    made_by("url_encoded_twice_in_redirect", "dsn", _url_twice),
    made_by("url_encoded_password_in_dsn", "dsn", _url_pw_encoded),
    k(
        "form_urlencoded_body",
        "output",
        "POST /oauth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n"
        "grant_type=client_credentials&client_id=reports&client_secret={v}&scope=read",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "curl_data_urlencode",
        "cli",
        "curl https://api.acme.io/login --data-urlencode 'password={v}' "
        "--data-urlencode 'user=ops'",
    ),
    made_by("json_string_inside_json", "config", _json_in_json),
    made_by("json_inside_json_inside_json", "output", _json_in_json_in_json),
    k(
        "json_unicode_escaped_key_name",
        "config",
        '{"\\u0070assword": "{v}", "user": "etl"}',
    ),
    made_by("base64_env_file_kubectl", "output", _b64_env_file),
    made_by("base64_netrc_ci_variable", "config", _b64_netrc),
    made_by("base64_aws_credentials_file", "config", _b64_ini),
    made_by("data_uri_base64_text", "output", _data_uri_text),
    made_by("data_uri_base64_json", "code", _data_uri_json),
    made_by("data_uri_percent_encoded", "output", _data_uri_percent),
    made_by("punycode_host_with_credentials", "dsn", _punycode),
    k(
        "idn_unicode_host_with_credentials",
        "dsn",
        "ftp://upload:{v}@dateien.müller-bau.de/incoming/",
        value=url_pw,
    ),
    made_by("wifi_qr_payload", "config", _wifi_qr),
    k(
        "wifi_qr_wpa3_hidden",
        "config",
        "WIFI:T:SAE;S:lab-iot;P:{v};H:true;;",
        value=lambda r: alnum(r, 24),
    ),
    made_by("otpauth_totp_seed", "config", _otpauth),
    made_by("otpauth_hotp_from_zbarimg", "output", _otpauth_hotp),
    made_by("otpauth_migration_export", "config", _otpauth_migration),
    k(
        "totp_seed_shown_grouped",
        "prose",
        "Can't scan the QR code? Enter this key: {v}",
        value=lambda r: " ".join(b32(r, 4) for _ in range(8)),
    ),
    made_by("password_reset_link", "output", _reset_link),
    k(
        "magic_link_mail",
        "output",
        "Click to sign in (valid 15 minutes): https://app.linearflow.io/auth/magic?email=ana%40ac"
        "me.io&token={v}",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "invitation_link_signed",
        "output",
        "You were invited to the workspace: https://acme.notepath.app/join/{v}",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "deep_link_app_scheme_token",
        "output",
        "adb shell am start -a android.intent.action.VIEW -d 'acmeapp://auth/callback?"
        "session_token={v}'",
        value=jwt,
    ),
    k(
        "ios_universal_link_token",
        "output",
        "xcrun simctl openurl booted 'https://links.acme.io/login?lt={v}'",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "oauth_fragment_access_token",
        "output",
        "Redirected to: https://app.acme.io/cb#access_token={v}&token_type=Bearer&expires_in=3600",
        value=lambda r: "ya29.a0" + urlsafe(r, 60),
    ),
    k(
        "oauth_code_and_verifier",
        "output",
        "code_verifier={v}\nhttps://app.acme.io/cb?code={k32}&state={k12}",
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "slack_oauth_redirect_token",
        "output",
        "GET /slack/oauth?code={d12}.{d13}.{h64}&state={k16} -> 302\ninstalled, bot token: {v}",
        value=lambda r: f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}",
    ),
    k(
        "saml_relay_state_plus_password",
        "output",
        "POST /login?RelayState=%2Fadmin HTTP/1.1\n\n"
        "username=ops%40acme.io&password={v}&remember=1",
        value=url_pw,
    ),
    k(
        "epc_qr_with_note",
        "config",
        "BCD\n002\n1\nSCT\nGENODEF1ABC\nAcme GmbH\nDE{d20}\nEUR120.00\n\n\nAPI access for "
        "the banking sync: {v}",
        value=key32,
    ),
    k(
        "vcard_qr_payload_note",
        "config",
        "MECARD:N:Server Room;TEL:+4930{d7};NOTE:door controller admin pw {v};;",
        value=url_pw,
    ),
    k(
        "uri_with_user_info_mail",
        "dsn",
        "imaps://ana%40acme.io:{v}@imap.acme.io:993/INBOX",
        value=url_pw,
    ),
    k(
        "websocket_url_token",
        "output",
        "WebSocket connection to 'wss://rt.acme.io/socket?token={v}&vsn=2.0.0' failed",
        value=lambda r: urlsafe(r, 44),
    ),
    k(
        "presigned_url_signature",
        "output",
        "https://acme-exports.s3.eu-west-1.amazonaws.com/dump.sql.gz?X-Amz-Algorithm=AWS4-HMAC-"
        "SHA256&X-Amz-Credential=AKIA{U16}%2F20261130%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date="
        "20261130T091400Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Security-Token={v}"
        "&X-Amz-Signature={h64}",
        value=lambda r: "IQoJb3JpZ2luX2Vj" + urlsafe(r, 80).replace("-", "%2B"),
    ),
    k(
        "sas_url_in_chat",
        "prose",
        "here's the upload link, valid a week: https://acmebackup.blob.core.windows.net/drop?sv=2"
        "022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-07T09:00:00Z&sig={v}",
        value=lambda r: alnum(r, 43) + "%3D",
    ),
    k(
        "base64url_basic_auth_header_in_har",
        "output",
        '{"name": "Authorization", "value": "Basic {v}"}',
        value=lambda r: _b64(f"admin:{pw(r)}"),
    ),
    k(
        "jwt_inside_url_fragment_in_log",
        "output",
        '127.0.0.1 - - [30/Nov/2026:09:14:02 +0000] "GET /embed?jwt={v} HTTP/1.1" 200 512',
        value=jwt,
    ),
    k(
        "unicode_escaped_json_value",
        "config",
        '{"api_key": "\\u0073k-{v}"}',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "html_escaped_json_in_attribute",
        "output",
        '<div data-props="{&quot;apiKey&quot;:&quot;{v}&quot;,&quot;env&quot;:&quot;prod&quot;}">',
        value=key32,
    ),
    k(
        "yaml_in_json_string",
        "config",
        '{"values": "db:\\n  user: app\\n  password: {v}\\n"}',
    ),
    k(
        "shell_escaped_in_json",
        "config",
        '{"cmd": "sh -c \\"PGPASSWORD=\'{v}\' psql -h db\\""}',
    ),
    k(
        "git_credential_url_encoded",
        "config",
        "https://ana%40acme.io:{v}@git.acme.io",
        value=gh_token,
    ),
    k(
        "mailto_link_with_password",
        "output",
        '<a href="mailto:it@acme.io?subject=VPN&amp;body=user%20ana%20password%20{v}">mail IT</a>',
        value=url_pw,
    ),
    k(
        "sms_link_body",
        "output",
        "sms:+15555550142?&body=Your%20portal%20password%20is%20{v}",
        value=url_pw,
    ),
    k(
        "intent_uri_extras",
        "output",
        "intent://open#Intent;scheme=acme;package=io.acme.app;S.api_key={v};end",
        value=openai_key,
    ),
    k(
        "javascript_escaped_string",
        "code",
        'const cfg = JSON.parse("{\\"secret\\":\\"{v}\\"}");',
        value=lambda r: alnum(r, 36),
    ),
    made_by("uuencoded_attachment_line", "config", _uuencoded),
    made_by("base64_json_cookie", "header", _b64_cookie),
    k(
        "percent_encoded_json_state",
        "output",
        "https://app.acme.io/cb?state=%7B%22return%22%3A%22%2F%22%2C%22token%22%3A%22{v}%22%7D",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "multipart_form_data_password",
        "output",
        '------WebKitFormBoundary{k16}\nContent-Disposition: form-data; name="password"\n\n{v}\n'
        "------WebKitFormBoundary{k16}--",
    ),
)
