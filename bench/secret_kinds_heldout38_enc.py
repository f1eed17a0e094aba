"""Held-out 38's escapings and encodings (`bench/secret_kinds_heldout38.py`).

A secret once a program has escaped or encoded what held it: JSON inside a
JSON string (escaped once and twice), XML and HTML entities around it,
URL-encoded form bodies and query strings (the value itself percent-encoded
where it must be), quoted-printable mail, shell `$'…'` strings and heredocs,
C, Java and JavaScript string escapes, a hexdump's text column (`xxd`,
`hexdump -C`), `strings` output, a process's environment read from `/proc`
with NUL separators or as `ps eww` prints it, and a whole config file in
base64 (its base64 is the secret).
"""

from __future__ import annotations

import base64
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout38_objects import gh_token, live_key, slack_bot

__all__ = ["ENC_KINDS", "xxd"]


def _u(r: random.Random) -> str:
    return urlsafe(r, 40)


def _pct(r: random.Random) -> str:
    """A password with symbols, percent-encoded as a form or a URL writes it."""
    p = pw(r, 16)
    return quote(p[:5] + r.choice("@&=+#/") + p[5:], safe="")


def xxd(data: bytes, canonical: bool = False) -> str:
    """`data` as `xxd` (or `hexdump -C` when `canonical`) prints it."""
    lines = []
    for off in range(0, len(data), 16):
        chunk = data[off : off + 16]
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        if canonical:
            hx = (
                " ".join(f"{b:02x}" for b in chunk[:8])
                + "  "
                + " ".join(f"{b:02x}" for b in chunk[8:])
            )
            lines.append(f"{off:08x}  {hx:<49} |{text}|")
        else:
            pairs = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
            lines.append(f"{off:08x}: {pairs:<40}  {text}")
    return "\n".join(lines)


def _dump_kind(name: str, prefix: str, canonical: bool) -> Kind:
    """A config line in a hexdump: the secret is one whole line of its text column."""

    def make(r: random.Random) -> tuple[str, str]:
        value = alnum(r, 48)
        data = (prefix + value + "\nregion=eu-west-1\n").encode()
        start = (len(prefix) // 16 + 1) * 16
        secret = data[start : start + 16].decode()
        cmd = "$ hexdump -C .env | head" if canonical else "$ xxd ~/.config/app/credentials"
        return secret, cmd + "\n" + xxd(data, canonical)

    return Kind(name, "output", make)


def _b64_file(name: str, template: str, wrap: str, inner: str) -> Kind:
    """A whole config file base64-encoded (`inner` holds `{p}`, the password): the blob."""

    def make(r: random.Random) -> tuple[str, str]:
        blob = base64.b64encode(inner.format(p=pw(r), k=alnum(r, 32)).encode()).decode()
        return blob, template.replace("<B>", wrap.format(blob) if wrap else blob)

    return Kind(name, "config", make)


_JSON: tuple[Kind, ...] = (
    k(
        "json_in_json_string_password",
        "code",
        '{"level":"info","body":"{\\"username\\":\\"svc\\",\\"password\\":\\"{v}\\"}"}',
        '{"Message": "{\\"db_password\\": \\"{v}\\", \\"db_host\\": \\"pg\\"}"}',
    ),
    k(
        "json_escaped_twice_token",
        "code",
        '"{\\\\\\"token\\\\\\":\\\\\\"{v}\\\\\\"}"',
        '{"detail":"{\\"payload\\":\\"{\\\\\\"api_key\\\\\\":\\\\\\"{v}\\\\\\"}\\"}"}',
        value=_u,
    ),
    k(
        "sqs_message_body_json_secret",
        "output",
        '{"Messages":[{"MessageId":"{uuid}","Body":"{\\"event\\":\\"rotate\\",\\"new_secret\\":'
        '\\"{v}\\"}"}]}',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "json_unicode_escaped_password",
        "code",
        '{"conn":"Server=sql01\\u003bUser Id=app\\u003bPassword={v}\\u003b"}',
        '{"url":"https://api.acme.io/v1?key\\u003d{v}\\u0026fmt\\u003djson"}',
    ),
    k(
        "cloudformation_json_sub_secret",
        "config",
        '"UserData": {"Fn::Base64": {"Fn::Join": ["", ["#!/bin/bash\\n", "echo \\"export DB_'
        'PASSWORD={v}\\" >> /etc/profile\\n"]]}}',
    ),
)

_MARKUP: tuple[Kind, ...] = (
    k(
        "xml_entity_quoted_json_key",
        "config",
        "<pre>{&quot;api_key&quot;: &quot;{v}&quot;, &quot;region&quot;: &quot;eu&quot;}</pre>",
        '<setting name="Payload">{&quot;client_secret&quot;:&quot;{v}&quot;}</setting>',
        value=_u,
    ),
    k(
        "xml_amp_in_connection_string",
        "config",
        '<add name="Main" connectionString="Data Source=sql01;User ID=app;Password={v};'
        'Encrypt=True" />',
        value=lambda r: alnum(r, 6) + "&amp;" + alnum(r, 8),
    ),
    k(
        "html_hidden_input_token",
        "output",
        '<input type="hidden" name="api_token" value="{v}">',
        '<meta name="deploy-key" content="{v}">',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "html_numeric_entities_password",
        "output",
        "<td>password&#58; {v}</td>",
        "<code>DB_PASS&#x3D;{v}</code>",
    ),
    k(
        "soap_envelope_password_text",
        "output",
        "<soapenv:Header><wsse:Security><wsse:UsernameToken><wsse:Username>svc-erp</wsse:Username>"
        '<wsse:Password Type="...#PasswordText">{v}</wsse:Password></wsse:UsernameToken>'
        "</wsse:Security></soapenv:Header>",
    ),
    k(
        "xml_cdata_secret",
        "config",
        "<credentials><clientSecret><![CDATA[{v}]]></clientSecret></credentials>",
        value=_u,
    ),
)

_URL: tuple[Kind, ...] = (
    k(
        "urlencoded_form_client_secret",
        "form",
        "grant_type=client_credentials&client_id=svc-reports&client_secret={v}&scope=read",
        "$ curl -s https://id.acme.io/oauth/token --data-urlencode 'client_secret={v}' -d "
        "grant_type=client_credentials",
        value=_pct,
    ),
    k(
        "urlencoded_login_body",
        "form",
        "POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername=ana%40"
        "acme.io&password={v}&remember=1",
        value=_pct,
    ),
    k(
        "query_string_access_token",
        "form",
        "GET /api/v2/export?format=csv&access_token={v}&page=2 HTTP/1.1",
        "https://hooks.acme.io/ingest?source=ci&token={v}",
        value=_u,
    ),
    k(
        "urlencoded_json_in_query",
        "form",
        "https://app.acme.io/cb?state=%7B%22csrf%22%3A%22x%22%2C%22token%22%3A%22{v}%22%7D",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "urlencoded_dsn_password",
        "dsn",
        "DATABASE_URL=postgresql://app:{v}@db.internal:5432/app?sslmode=require",
        "mongodb://root:{v}@mongo-0.mongo:27017/?authSource=admin",
        value=_pct,
    ),
    k(
        "double_urlencoded_redirect_secret",
        "form",
        "https://login.acme.io/?next=%2Fapi%3Fkey%253D{v}%2526v%253D2",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "multipart_form_password_part",
        "form",
        '--------------------------b7c3\r\nContent-Disposition: form-data; name="password"\r\n\r\n'
        "{v}\r\n--------------------------b7c3--",
    ),
)

_MAIL_SHELL: tuple[Kind, ...] = (
    k(
        "quoted_printable_password",
        "prose",
        "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        "Hallo Ana,=0A=0Adein vorl=C3=A4ufiges Passwort lautet: {v}=0A=0AGr=C3=BC=C3=9Fe",
        "Your new API key=3D{v} (keep it safe)",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "shell_dollar_quote_password",
        "cli",
        "export PGPASSWORD=$'{v}\\n'",
        "mysql -h db -u root --password=$'{v}' -e 'select 1'",
    ),
    k(
        "heredoc_pgpass",
        "cli",
        "cat > ~/.pgpass <<'EOF'\ndb.internal:5432:*:app:{v}\nEOF\nchmod 600 ~/.pgpass",
    ),
    k(
        "heredoc_kubectl_secret",
        "cli",
        "kubectl apply -f - <<EOF\napiVersion: v1\nkind: Secret\nmetadata: {name: api}\nstringData:"
        "\n  token: {v}\nEOF",
        value=_u,
    ),
    k(
        "printf_escaped_newline_netrc",
        "cli",
        "printf 'machine api.acme.io\\n  login ci\\n  password %s\\n' '{v}' > ~/.netrc",
    ),
    k(
        "c_string_escapes_password",
        "code",
        'const char *auth = "user=admin\\tpass={v}\\r\\n";',
        'fprintf(stderr, "login \\"%s\\" with \\"{v}\\"\\n", user);',
    ),
    k(
        "java_string_escapes_key",
        "code",
        'String body = "{\\"apiKey\\":\\"{v}\\",\\"verbose\\":true}";',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "js_template_escaped_token",
        "code",
        "const cfg = `token=${'{v}'}\\nhost=api`;",
        "fetch(url, {headers: {'Authorization': 'token \\u0020{v}'}})",
        value=gh_token,
    ),
    k(
        "properties_escaped_colon_password",
        "config",
        "spring.datasource.password={v}\nspring.datasource.url=jdbc\\:postgresql\\://pg\\:5432/app",
        value=lambda r: alnum(r, 6) + "\\:" + alnum(r, 6) + "\\=" + alnum(r, 4),
    ),
    k(
        "sed_substitution_token",
        "cli",
        "sed -i 's/^api_token = .*/api_token = {v}/' /etc/agent/agent.conf",
        'sed -i "s|__SLACK_TOKEN__|{v}|g" deploy/values.yaml',
        value=slack_bot,
    ),
)

_DUMPS: tuple[Kind, ...] = (
    _dump_kind("xxd_credentials_line", "aws_secret_access_key = ", False),
    _dump_kind("hexdump_canonical_env_line", "STRIPE_SECRET=", True),
    k(
        "strings_binary_output_key",
        "output",
        "$ strings -n 12 build/app | grep -i key\nGET /v1/charges\nAPI_KEY={v}\nkey not found",
        "$ strings core.4211 | grep -A1 Authorization\nAuthorization: Bearer {v}",
        value=live_key,
    ),
    k(
        "proc_environ_nul_separated",
        "output",
        "$ sudo cat /proc/4211/environ\nPATH=/usr/bin\x00HOME=/srv/app\x00DB_PASSWORD={v}\x00"
        "LANG=C.UTF-8\x00",
    ),
    k(
        "proc_environ_backslash_zero",
        "output",
        "PATH=/usr/bin\\0REDIS_PASSWORD={v}\\0HOME=/app\\0",
        "$ cat -v /proc/1/environ\nHOSTNAME=api-7d9f^@API_SECRET={v}^@NODE_ENV=production^@",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "ps_eww_environment",
        "output",
        "$ ps eww 4211\n  PID TTY      STAT   TIME COMMAND\n 4211 ?        Ssl    0:12 node se"
        "rver.js "
        "PATH=/usr/local/bin:/usr/bin HOME=/app SESSION_SECRET={v} PORT=3000",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "ps_aux_command_line_password",
        "output",
        "root      9912  0.0  0.1  23412  5120 ?  S  10:01  0:00 pg_dump --dbname=postgresql://"
        "backup:{v}@pg:5432/prod -Fc",
    ),
    _b64_file(
        "base64_env_file_ci_variable",
        "# CI variable ENV_FILE (base64 of .env)\nENV_FILE_B64=<B>\n",
        "",
        "DB_HOST=pg\nDB_PASSWORD={p}\nAPI_KEY={k}\n",
    ),
    _b64_file(
        "base64_config_echo_decode",
        "echo '<B>' | base64 -d > config/secrets.yml",
        "",
        "production:\n  smtp_password: {p}\n  secret_key_base: {k}\n",
    ),
    _b64_file(
        "data_url_config_file",
        '{"file": "<B>"}',
        "data:text/plain;base64,{}",
        "[client]\nuser=root\npassword={p}\n",
    ),
)

ENC_KINDS: tuple[Kind, ...] = (*_JSON, *_MARKUP, *_URL, *_MAIL_SHELL, *_DUMPS)
