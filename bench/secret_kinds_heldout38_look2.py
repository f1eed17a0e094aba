"""The fixed look-alikes of held-out 38 (`bench/secret_kinds_heldout38_look.py`).

Placeholders, masked and redacted values and public values in this set's
shapes: objects printed with a placeholder or a mask, tables of masked
values and of names without values, escaped and encoded examples, log lines
that say a secret was set without printing it, documents' placeholder rows,
public keys and well-known test values, and people in this set's languages
saying where a secret is kept without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

E = "\x1b"

_OBJECTS: list[tuple[str, str]] = [
    ("go_plusv_placeholder", "{Host:localhost Port:5432 User:postgres Password:<your-password>}"),
    ("go_sharpv_empty", 'config.SMTP{Host:"smtp.example.com", Port:587, User:"", Pass:""}'),
    ("rust_debug_redacted_str", 'DbConfig { host: "pg", user: "app", password: "<redacted>" }'),
    ("rust_debug_none_token", "AuthState { user: None, token: None, expires_at: None }"),
    (
        "java_tostring_hidden",
        "HikariConfig[jdbcUrl=jdbc:mysql://mysql:3306/app, username=app, password=<masked>]",
    ),
    (
        "kotlin_data_class_placeholder",
        "ApiConfig(baseUrl=https://api.example.com, apiKey=YOUR_API_KEY, timeout=PT30S)",
    ),
    (
        "csharp_record_masked",
        "StorageOptions { AccountName = devstoreaccount1, AccountKey = ***, Container = test }",
    ),
    ("python_repr_env_reference", "Settings(secret_key='${SECRET_KEY}', debug=False)"),
    (
        "python_pprint_masked",
        "{'GITHUB_TOKEN': 'ghp_************************************',\n 'LOG_LEVEL': 'INFO'}",
    ),
    ("pdb_p_none", "(Pdb) p self.password\nNone"),
    (
        "ruby_inspect_filtered",
        '#<Stripe::Client:0x000055d1 @api_key="[FILTERED]", @open_timeout=30>',
    ),
    (
        "php_print_r_placeholder",
        "Array\n(\n    [client_id] => your-client-id\n    [client_secret] => your-client-secret\n)",
    ),
    ("php_var_dump_empty_pass", 'array(1) {\n  ["pass"]=>\n  string(0) ""\n}'),
    (
        "perl_dumper_undef",
        "$VAR1 = {\n          'pass' => undef,\n          'user' => 'crm'\n        };",
    ),
    (
        "elixir_inspect_env_tuple",
        '[username: "shop", password: {:system, "DB_PASSWORD"}, hostname: "db"]',
    ),
    ("erlang_term_redacted", '[{dashboard_user,<<"admin">>},{dashboard_password,<<"******">>}]'),
    (
        "haskell_show_masked",
        'Config {cfgHost = "api.example.com", cfgToken = "<hidden>", cfgPort = 443}',
    ),
    (
        "node_inspect_env_placeholder",
        "{ PATH: '/usr/bin', NPM_TOKEN: '${NPM_TOKEN}', NODE_ENV: 'production' }",
    ),
    ("node_map_redacted", "Map(2) { 'user' => 'bot', 'token' => '[REDACTED]' }"),
    ("lldb_po_nil", "(lldb) po session.token\nnil"),
    ("gdb_print_empty", "(gdb) p cfg->password\n$1 = 0x0"),
    ("jupyter_getpass_prompt", "In [2]: key = getpass.getpass('API key: ')\nAPI key: ········"),
    ("dotnet_immediate_null", '?config["Jwt:Key"]\nnull'),
    (
        "powershell_securestring",
        "PS> $cred | Format-List\n\nUserName : svc_backup\nPassword : System.Security.SecureString",
    ),
]

_TERM: list[tuple[str, str]] = [
    (
        "rich_table_names_only",
        "┃ Name            ┃ Updated              ┃\n┃ STRIPE_SECRET   ┃ 2026-11-02 09:14:55  ┃",
    ),
    (
        "psql_password_column_hashed",
        " name | password_set\n------+-------------\n etl  | t\n(1 row)",
    ),
    (
        "mysql_grid_masked",
        "| user   | plain_pw       |\n+--------+----------------+\n| admin  | ************** |",
    ),
    (
        "vault_kv_metadata_table",
        "Key                Value\n---                -----\ncreated_time       2026-11-02T09:"
        "14:55.1Z\nversion            7",
    ),
    (
        "gh_secret_list",
        "NAME              UPDATED\nNPM_TOKEN         about 3 days ago\nSLACK_WEBHOOK     abou"
        "t 1 month ago",
    ),
    (
        "heroku_config_redacted",
        "=== acme-api Config Vars\nDATABASE_URL: [REDACTED]\nREDIS_URL:    [REDACTED]",
    ),
    (
        "ansi_coloured_placeholder",
        E + "[1;34mAPI_KEY" + E + "[0m=" + E + "[32m<paste-key-here>" + E + "[0m",
    ),
    ("k9s_hidden_value", "│ DB_PASSWORD: <hidden>                          │"),
    ("tmux_status_line", '[api] 0:zsh* 1:vim-                        "box" 14:22 30-Nov-26'),
    (
        "ssh_randomart",
        "+--[ED25519 256]--+\n|      .o+*=+.    |\n|     . =+B=o     |\n|      o.*+=..    |\n+"
        "----[SHA256]-----+",
    ),
    (
        "tree_config_no_values",
        "config\n└── auth\n    ├── issuer: https://id.example.com\n    └── client_secret: (fro"
        "m env)",
    ),
    (
        "op_item_concealed",
        "Fields:\n  username:    postgres\n  password:    [use 'op item get --reveal' to reveal]",
    ),
    (
        "aws_table_key_masked",
        "||  AccessKeyId    |  AKIAIOSFODNN7EXAMPLE  ||\n||  SecretAccessKey|  ****  ||",
    ),
    (
        "diff_side_by_side_placeholder",
        "API_SECRET=changeme                           | API_SECRET=${API_SECRET}",
    ),
]

_ENC: list[tuple[str, str]] = [
    (
        "json_in_json_placeholder",
        '{"body":"{\\"username\\":\\"svc\\",\\"password\\":\\"<password>\\"}"}',
    ),
    ("xml_entity_placeholder", "<pre>{&quot;api_key&quot;: &quot;YOUR_API_KEY&quot;}</pre>"),
    (
        "urlencoded_form_placeholder",
        "grant_type=client_credentials&client_id=CLIENT_ID&client_secret=CLIENT_SECRET",
    ),
    (
        "quoted_printable_soft_break",
        "Bitte setzen Sie Ihr Passwort =C3=BCber den Link im Port=\nal zur=C3=BCck.",
    ),
    (
        "smtp_base64_prompts",
        "334 VXNlcm5hbWU6\n334 UGFzc3dvcmQ6\n235 2.7.0 Authentication successful",
    ),
    ("heredoc_placeholder", "cat > ~/.pgpass <<'EOF'\ndb.internal:5432:*:app:${PGPASSWORD}\nEOF"),
    ("shell_dollar_quote_tab", "IFS=$'\\t\\n'; read -r name value <<< \"$line\""),
    (
        "c_escape_format_string",
        'fprintf(stderr, "login \\"%s\\" failed: %s\\n", user, strerror(errno));',
    ),
    (
        "sed_placeholder_substitution",
        "sed -i 's/^api_token = .*/api_token = __API_TOKEN__/' agent.conf",
    ),
    (
        "ps_eww_no_secret",
        "4211 ?  Ssl  0:12 node server.js PATH=/usr/bin HOME=/app PORT=3000 NODE_ENV=production",
    ),
    (
        "strings_format_strings",
        "$ strings -n 12 build/app | grep -i key\nAPI_KEY=%s\ninvalid api key: %v\nkey not found",
    ),
    ("xxd_ascii_text", "00000000: 4865 6c6c 6f2c 2077 6f72 6c64 210a       Hello, world!."),
    (
        "pem_public_key_header",
        "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZ"
        "uE=\n-----END PUBLIC KEY-----",
    ),
    (
        "ssh_public_key_line",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl ana@"
        "laptop",
    ),
    ("aws_doc_example_key", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("stripe_doc_test_card", "card[number]=4242424242424242&card[exp_month]=12&card[cvc]=123"),
    ("base64_hello_world", "$ echo 'aGVsbG8gd29ybGQK' | base64 -d\nhello world"),
]

_LOGS: list[tuple[str, str]] = [
    (
        "json_log_secret_set_no_value",
        '{"level":"info","msg":"secret rotated","secret_name":"stripe/api","version":8}',
    ),
    (
        "logfmt_redacted",
        'level=warn msg="login failed" user=svc-backup password=[REDACTED] remote=10.0.4.2',
    ),
    (
        "auditd_masked_arg",
        'type=EXECVE msg=audit(1764496862.113:4412): argc=3 a0="mysql" a1="-uroot" a2="-p"',
    ),
    (
        "curl_verbose_redacted_auth",
        "> GET /v1/me HTTP/2\n> Host: api.example.com\n> Authorization: Bearer <redacted>\n> A"
        "ccept: */*",
    ),
    (
        "curl_verbose_response_headers",
        "< HTTP/2 200\n< content-type: application/json\n< x-ratelimit-remaining: 4999\n< vary"
        ": Accept-Encoding",
    ),
    ("har_header_placeholder", '{"name": "Authorization", "value": "Bearer {{token}}"}'),
    (
        "httpie_verbose_no_auth",
        "GET /status HTTP/1.1\nAccept: */*\nHost: localhost:8080\nUser-Agent: HTTPie/3.2.4",
    ),
    (
        "spring_bind_error_redacted",
        '    Property: app.mail.password\n    Value: "******"\n    Origin: System Environment '
        'Property "APP_MAIL_PASSWORD"',
    ),
    (
        "java_access_denied_no_pw",
        "java.sql.SQLException: Access denied for user 'app'@'10.0.0.3' (using password: YES)",
    ),
    (
        "python_traceback_no_pw",
        "psycopg.OperationalError: connection failed: FATAL:  password authentication failed f"
        'or user "etl"',
    ),
    ("redis_monitor_redacted", '1764496862.113221 [0 10.0.0.4:51234] "AUTH" "(redacted)"'),
    (
        "postgres_log_password_redacted",
        "LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD <redacted>",
    ),
    ("otel_attribute_filtered", 'http.request.header.authorization: Slice(["[FILTERED]"])'),
    (
        "nginx_log_cache_buster",
        '10.0.0.7 - - [30/Nov/2026:10:01:02 +0000] "GET /static/app.js?v=3.4.1 HTTP/1.1" 200 48213',
    ),
    ("websocket_heartbeat", '↑ {"op":1,"d":251}\n↓ {"op":11}'),
    ("node_error_env_hint", "Error: Missing STRIPE_SECRET_KEY. Set it in .env (see .env.example)"),
]

_DOCS: list[tuple[str, str]] = [
    (
        "markdown_table_vault_refs",
        "| Service | User | Password |\n|---|---|---|\n| Grafana | admin | in Vault: `kv/grafa"
        "na` |",
    ),
    ("markdown_table_dots", "| env | login | pass |\n|:--|:--|:--|\n| staging | ops | •••••••• |"),
    ("markdown_env_table_placeholder", "| `STRIPE_SECRET` | `sk_live_xxxxxxxxxxxxxxxxxxxxxxxx` |"),
    ("csv_header_only", "name,url,username,password,notes"),
    ("csv_redacted_cell", '"Router","http://192.168.1.1","admin","<redacted>",""'),
    (
        "tsv_pending_keys",
        "Client\tEnvironment\tAPI key\nNorthwind\tprod\t(pending)\nContoso\tsandbox\tTBD",
    ),
    ("latex_placeholder_password", "Password & \\texttt{<given in class>} \\\\"),
    ("rst_placeholder_token", ":Endpoint: https://api.example.com\n:Token: ``<your token>``"),
    (
        "org_property_no_password",
        "* Mail server\n  :PROPERTIES:\n  :HOST:     mail.example.com\n  :PASSWORD: (pass show"
        " mail)\n  :END:",
    ),
    ("mediawiki_see_vault", "| Jenkins || admin || ''see Vault''"),
    ("confluence_masked", "|SSO|web-portal|********|"),
    ("doi_reference", "\\bibitem{ref3} doi:10.1145/3597503.3639187"),
    ("publishable_key_doc", "Publishable: pk_test_TYooMQauvdEDq54NiTphI7jx"),
    (
        "readme_badge_no_token",
        "[![CI](https://github.com/acme/api/actions/workflows/ci.yml/badge.svg)](https://github.com/acme/api/actions)",
    ),
    (
        "notebook_cell_env",
        '{"cell_type": "code", "source": ["import os\\n", "key = os.environ[\\"API_KEY\\"]"]}',
    ),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_cy_no_value", "Mae cyfrinair y gronfa ddata yn y gladdgell"),
    ("chat_ga_no_value", "Tá an pasfhocal i mbainisteoir na bpasfhocal"),
    ("chat_mt_no_value", "Il-password qiegħda fil-Vault, mhux hawn"),
    ("chat_lb_no_value", "D'Passwuert ass am Passwuertmanager"),
    ("chat_af_no_value", "Die wagwoord is in die kluis, nie in Slack nie"),
    ("chat_sq_no_value", "Fjalëkalimin do ta gjesh në Vault"),
    ("chat_mk_no_value", "Лозинката е во сефот на тимот"),
    ("chat_be_no_value", "Пароль ляжыць у менеджары пароляў"),
    ("chat_ky_no_value", "Сырсөз Vault'та сакталган"),
    ("chat_uz_no_value", "Parol Vault ichida saqlangan"),
    ("chat_ps_no_value", "پټنوم په والټ کې ساتل شوی دی"),
    ("chat_mr_no_value", "पासवर्ड व्हॉल्टमध्ये ठेवला आहे"),
    ("chat_ne_no_value", "पासवर्ड भल्टमा राखिएको छ"),
    ("chat_gu_no_value", "પાસવર્ડ વૉલ્ટમાં રાખેલો છે"),
    ("chat_pa_no_value", "ਪਾਸਵਰਡ ਵਾਲਟ ਵਿੱਚ ਰੱਖਿਆ ਹੈ"),
    ("chat_te_no_value", "పాస్‌వర్డ్ వాల్ట్‌లో ఉంది"),
    ("chat_kn_no_value", "ಪಾಸ್‌ವರ್ಡ್ ವಾಲ್ಟ್‌ನಲ್ಲಿ ಇದೆ"),
    ("chat_ml_no_value", "പാസ്‌വേഡ് വോൾട്ടിൽ ഉണ്ട്"),
    ("chat_si_no_value", "මුරපදය vault එකේ තියෙනවා"),
    ("chat_km_no_value", "ពាក្យសម្ងាត់នៅក្នុង Vault"),
    ("chat_lo_no_value", "ລະຫັດຜ່ານຢູ່ໃນ Vault"),
    ("chat_my_no_value", "စကားဝှက်ကို Vault ထဲမှာ သိမ်းထားတယ်"),
    ("chat_yo_no_value", "Ọ̀rọ̀ aṣínà wà nínú Vault"),
    ("chat_ha_no_value", "Kalmar sirrin tana cikin Vault"),
    ("chat_zu_no_value", "Iphasiwedi ikuVault"),
    ("chat_en_masked_key", "the key ends in …a9f2, rotate it if you see it in a log"),
    (
        "chat_en_hash_question",
        "why does sha256sum print e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852"
        "b855 for an empty file?",
    ),
]

FIXED: list[tuple[str, str]] = [*_OBJECTS, *_TERM, *_ENC, *_LOGS, *_DOCS, *_CHAT]
