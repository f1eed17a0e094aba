"""Held-out 39's serialisation formats as written to disk (`bench/secret_kinds_heldout39.py`).

Protobuf text format, msgpack and CBOR shown as hex or in diagnostic
notation, YAML anchors, aliases and merge keys, TOML inline tables and
dotted keys, INI with sections and continuation lines, Java `.properties`
with unicode escapes and continuations, `.env` with `export`, quotes and
`${VAR}` interpolation, HCL heredocs, XML with namespaces, NeXT-style
plists and a pickle's repr.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    alnum_of,
    gh_token,
    jwt,
    openai_key,
    pem_key,
    stripe_live,
)

__all__ = ["SER_KINDS"]


def _msgpack_hex(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    key = b"api_key"
    raw = bytes([0x81, 0xA0 | len(key)]) + key + bytes([0xD9, len(v)]) + v.encode()
    hx = raw.hex(" ")
    secret = v.encode().hex(" ")
    return secret, f'$ python -c \'print(open("session.mpk", "rb").read().hex(" "))\'\n{hx}'


def _cbor_diag(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    return v, f'$ cbor2 --pretty < token.cbor\n{{"kid": "k1", "secret": "{v}", "exp": 1798761600}}'


def _cbor_hex_bytes(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 32)
    return v, f'A2 63 6B6964 62 6B31 63 6B6579 50 h\'{v}\'   # {{"kid": "k1", "key": h\'{v}\'}}'


def _props_unicode(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "# messages_ru.properties (native2ascii)\nmail.subject=\\u041f\\u0430\\u0440\\u043e"
        f"\\u043b\\u044c\nmail.smtp.password={v}\nmail.smtp.user=\\u0430\\u043d\\u043d\\u0430"
    )


SER_KINDS: tuple[Kind, ...] = (
    k(
        "protobuf_text_format_credentials",
        "config",
        'database {\n  host: "db.acme.io"\n  port: 5432\n  credentials {\n    user: "app"\n'
        '    password: "{v}"\n  }\n}',
    ),
    k(
        "protobuf_textproto_bytes_field",
        "config",
        '# proto-file: config.proto\n# proto-message: ServiceConfig\napi_key: "{v}"\nreplicas: 3',
        value=alnum_of(40),
    ),
    k(
        "grpcurl_describe_output",
        "output",
        '$ grpcurl -d \'{"name":"prod"}\' cfg:443 acme.Config/Get\n{\n  "name": "prod",\n'
        '  "signingSecret": "{v}"\n}',
        value=lambda r: b64(r, 44),
    ),
    Kind("msgpack_hex_dump", "output", _msgpack_hex),
    Kind("cbor_diagnostic_notation", "output", _cbor_diag),
    Kind("cbor_hex_annotated", "output", _cbor_hex_bytes),
    k(
        "yaml_anchor_alias_secret",
        "config",
        "x-db: &db\n  user: app\n  password: {v}\nservices:\n  api:\n    environment:\n"
        "      <<: *db\n  worker:\n    environment: *db",
    ),
    k(
        "yaml_merge_key_override",
        "config",
        "defaults: &defaults\n  adapter: postgresql\n  pool: 5\nproduction:\n  <<: *defaults\n"
        '  password: "{v}"',
    ),
    k(
        "yaml_block_scalar_secret",
        "config",
        "secrets:\n  signing_key: |\n    {v}\n  comment: rotated 2026-11",
        value=lambda r: b64(r, 64),
    ),
    k(
        "yaml_flow_mapping_token",
        "config",
        "registries: [{host: ghcr.io, user: ana, token: {v}}]",
        value=gh_token,
    ),
    k(
        "toml_inline_table",
        "config",
        '[servers]\nprimary = { host = "10.0.0.5", user = "admin", password = "{v}" }',
    ),
    k(
        "toml_dotted_keys",
        "config",
        '[tool.acme]\nremote.url = "https://api.acme.io"\nremote.auth.token = "{v}"',
        value=alnum_of(40),
    ),
    k(
        "toml_array_of_tables",
        "config",
        '[[accounts]]\nname = "billing"\nkey = "{v}"\n\n[[accounts]]\nname = "test"\nkey = ""',
        value=stripe_live,
    ),
    k(
        "toml_multiline_literal",
        "config",
        "[ssh]\nkey = '''\n{v}\n'''",
        value=pem_key,
    ),
    k(
        "ini_sections_continuation",
        "config",
        "[smtp]\nhost = smtp.acme.io\nuser = noreply\npassword = {v}\n\n[paths]\nlogs = /var/log/"
        "app",
    ),
    k(
        "ini_multiline_continuation_value",
        "config",
        "[oauth]\nclient_secret =\n    {v}\nscopes =\n    read\n    write",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "ini_colon_separator",
        "config",
        "[mysql]\nuser: backup\npassword: {v}\nhost: localhost",
    ),
    Kind("java_properties_unicode_escapes", "config", _props_unicode),
    k(
        "java_properties_backslash_continuation",
        "config",
        "jdbc.url=jdbc:postgresql://db:5432/app\\\n    ?sslmode=require\njdbc.password={v}",
    ),
    k(
        "java_properties_colon_spaces",
        "config",
        "ldap.bind.dn : cn=svc,dc=acme,dc=io\nldap.bind.password : {v}",
    ),
    k(
        "dotenv_export_double_quotes",
        "config",
        'export APP_ENV="production"\nexport ANTHROPIC_API_KEY="{v}"\nexport PORT=8080',
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93) + "AA",
    ),
    k(
        "dotenv_single_quotes_interpolation",
        "config",
        "DB_USER=app\nDB_PASS='{v}'\nDATABASE_URL=postgres://${DB_USER}:${DB_PASS}@db:5432/app",
    ),
    k(
        "dotenv_interpolated_in_url",
        "config",
        "REDIS_HOST=cache\nREDIS_URL=redis://:{v}@${REDIS_HOST}:6379/0",
        value=alnum_of(32),
    ),
    k(
        "dotenv_multiline_quoted_key",
        "config",
        'GITHUB_APP_ID=123456\nGITHUB_APP_PRIVATE_KEY="{v}"',
        value=lambda r: pem_key(r).replace("\n", "\\n"),
    ),
    k(
        "hcl_heredoc_secret",
        "config",
        'resource "vault_generic_secret" "api" {\n  path = "secret/api"\n  data_json = <<EOT\n'
        '{\n  "token": "{v}"\n}\nEOT\n}',
        value=alnum_of(40),
    ),
    k(
        "hcl_tfvars_map",
        "config",
        'db_credentials = {\n  username = "admin"\n  password = "{v}"\n}',
    ),
    k(
        "xml_namespaced_password",
        "config",
        '<cfg:settings xmlns:cfg="urn:acme:config:v2" xmlns:sec="urn:acme:security">\n'
        '  <sec:credential sec:user="etl">\n    <sec:password>{v}</sec:password>\n'
        "  </sec:credential>\n</cfg:settings>",
    ),
    k(
        "xml_attribute_api_key",
        "config",
        '<endpoint name="geo" url="https://geo.acme.io" apiKey="{v}" timeout="30" />',
        value=alnum_of(32),
    ),
    k(
        "next_style_plist",
        "config",
        '{\n    Accounts = (\n        {\n            Host = "imap.acme.io";\n            '
        'Password = "{v}";\n            User = ana;\n        }\n    );\n}',
    ),
    k(
        "pickle_repr_text",
        "output",
        ">>> pickle.load(open('session.pkl', 'rb'))\n{'user': 'ana', 'token': '{v}', 'expires': "
        "datetime.datetime(2026, 12, 31, 0, 0)}",
        value=openai_key,
    ),
    k(
        "pickletools_dis_output",
        "output",
        "$ python -m pickletools creds.pkl\n    0: \\x80 PROTO      4\n   11: \\x8c SHORT_BINUNIC"
        "ODE "
        "'secret'\n   19: \\x94 MEMOIZE    (as 1)\n   20: \\x8c SHORT_BINUNICODE '{v}'",
        value=alnum_of(40),
    ),
    k(
        "json5_comment_config",
        "config",
        "{\n  // prod only\n  apiKey: '{v}',\n  retries: 3,\n}",
        value=alnum_of(36),
    ),
    k(
        "hocon_substitution",
        "config",
        'akka.persistence.jdbc {\n  user = "app"\n  password = "{v}"\n  password = ${?DB_PASS}\n}',
    ),
    k(
        "edn_map_secret",
        "config",
        '{:db {:user "app" :password "{v}"} :port 3000}',
    ),
    k(
        "jwt_in_yaml_anchor",
        "config",
        "tokens:\n  ci: &ci_token {v}\njobs:\n  deploy:\n    token: *ci_token",
        value=jwt,
    ),
)
