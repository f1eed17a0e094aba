"""The fixed look-alikes of held-out 50 (`bench/secret_kinds_heldout50_look.py`).

Texts written once: masked values as tools and people write them
(`sk-...abcd`, `****`, `[REDACTED]`, `[FILTERED]`, `gho_***`, `(sensitive
value)`); references to a secret by name (`${{ secrets.X }}`, `${VAR}`,
`$env:VAR`, `%VAR%`, `process.env.X`, `os.environ[...]`, `env(...)`, Spring's
`${...}`, Helm's `existingSecret`, a vault path, `op://` and `doppler`
references, `secretKeyRef`, `*_FILE` settings); placeholders (`<your-key>`,
`YOUR_API_KEY`, `xxxx`, `sk-...` in docs, `.env.example` with empty values);
the same commands with no value (`mysql -p` that prompts, `cargo login`
reading stdin, `gh auth login --web`, `npm login`, `vault login -method=oidc`);
errors that name a credential without it; RFC test vectors and published
public keys (RFC 4231's HMAC output, SHA-256 of "abc", RFC 4648's base64
of "foobar", RFC 6238's TOTP table, GitHub's SSH host key, the Python
image's `GPG_KEY` fingerprint, Stripe's documented test card); and
sentences about passwords and keys without one, in the set's languages,
with the session shapes of the agents (a Claude Code `Write` of an
`.env.example`, a Gemini CLI `read_file`, a Codex `apply_patch` adding an
empty key, a Cline edit to an env reference, an MCP call with a VS Code
`${input:...}`).
"""

from __future__ import annotations

__all__ = ["FIXED"]

_MASKED: list[tuple[str, str]] = [
    ("openai_key_masked_ellipsis", "OPENAI_API_KEY=sk-...abcd (set in Doppler)"),
    ("stars_password_env", "DB_PASSWORD=********"),
    ("redacted_bracket_header", "Authorization: Bearer [REDACTED]"),
    (
        "rails_params_filtered",
        'Parameters: {"user"=>{"email"=>"dev@example.com", "password"=>"[FILTERED]"}}',
    ),
    ("slack_token_masked", "SLACK_BOT_TOKEN=xoxb-****-****-************"),
    ("github_pat_bullets", "GH_TOKEN=ghp_••••••••••••••••••••••••••••••••••••"),
    (
        "anthropic_console_masked",
        "sk-ant-api03-...-AbCdAA   Created Jan 12, 2026   Last used: never",
    ),
    ("stripe_dashboard_masked", "Secret key   sk_live_...4xQ2   [Reveal live key]"),
    (
        "k8s_describe_bytes",
        "Name:  orders-db\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  6 bytes",
    ),
    (
        "fly_secrets_list_digests",
        "NAME            DIGEST            CREATED AT\nDATABASE_URL    5f2a9c1b7e4d3a60  2026-01-11"
        "T10:02:11Z\nOPENAI_API_KEY  a1b2c3d4e5f60718  2026-01-12T08:40:02Z",
    ),
    ("dsn_password_masked_stars", "postgres://api:*****@pg-primary:5432/api"),
    (
        "vercel_env_ls_encrypted",
        "> Environment Variables found for acme/shop\n name               value      environments\n"
        " STRIPE_SECRET_KEY  Encrypted  Production",
    ),
    (
        "heroku_config_masked",
        "=== acme-api Config Vars\n"
        "DATABASE_URL: postgres://****:****@ec2-1-2-3-4.compute-1.amazonaws.com:5432/d1x2",
    ),
    (
        "curl_verbose_masked_auth",
        "> GET /v1/models HTTP/2\n> Host: api.openai.com\n> authorization: Bearer sk-proj-…\n< HTTP"
        "/2 200",
    ),
    ("password_field_bullets", "Password: ●●●●●●●●●●●●  [Show]"),
]

_REFS: list[tuple[str, str]] = [
    (
        "gha_env_from_secrets",
        "env:\n  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN "
        "}}",
    ),
    (
        "compose_env_interpolation",
        "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
    ),
    ("compose_secrets_files", "secrets:\n  pg_password:\n    file: ./secrets/pg_password.txt"),
    ("powershell_env_read", '$headers = @{ Authorization = "Bearer $env:GITHUB_TOKEN" }'),
    (
        "cmd_percent_var",
        'curl -H "Authorization: Bearer %HF_TOKEN%" https://huggingface.co/api/whoami-v2',
    ),
    ("npmrc_env_token", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("spring_placeholder_password", "spring.datasource.password=${DB_PASSWORD:}"),
    ("maven_env_password", "<password>${env.GITHUB_TOKEN}</password>"),
    (
        "helm_existing_secret",
        "auth:\n  existingSecret: redis-auth\n  existingSecretPasswordKey: redis-password",
    ),
    (
        "k8s_secret_key_ref",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: orders-d"
        "b\n"
        "        key: password",
    ),
    ("op_reference_uri", 'export STRIPE_SECRET_KEY="op://Engineering/Stripe prod/credential"'),
    ("doppler_run_command", "doppler run --project shop --config prd -- npm start"),
    (
        "vault_agent_template",
        '{{ with secret "secret/data/prod/db" }}{{ .Data.data.password }}{{ end }}',
    ),
    (
        "aws_secretsmanager_get_command",
        "aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --outp"
        "ut text",
    ),
    (
        "gcloud_secrets_access_command",
        "gcloud secrets versions access latest --secret=stripe-key --project=acme-data-382914",
    ),
    (
        "systemd_load_credential",
        "[Service]\nLoadCredential=token:/etc/bot/token\nEnvironmentFile=-/etc/bot/env",
    ),
    (
        "nginx_forward_auth_var",
        "proxy_set_header Authorization $http_authorization;\nproxy_set_header X-Request-Id $reques"
        "t_id;",
    ),
    (
        "prometheus_password_file",
        "basic_auth:\n  username: prom\n  password_file: /etc/prometheus/node.pass",
    ),
    ("grafana_env_interpolation", "secureJsonData:\n  password: $PG_PASSWORD"),
    (
        "pgpassword_from_file",
        'PGPASSWORD="$(cat /run/secrets/pg)" psql -h db.internal -U app -c "select 1"',
    ),
    (
        "curl_user_env_pair",
        'curl -u "$API_USER:$API_PASS" https://erp.internal.example/api/v2/export',
    ),
    ("py_environ_lookup", 'client = Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])'),
    ("laravel_env_helper", "'password' => env('DB_PASSWORD', ''),"),
    (
        "rails_credentials_dig",
        "Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)",
    ),
    (
        "ts_process_env_supabase",
        "createClient(process.env.NEXT_PUBLIC_SUPABASE_URL!, process.env.NEXT_PUBLIC_SUPABASE_PUBLI"
        "SHABLE_KEY!)",
    ),
    ("java_value_placeholder", '@Value("${mail.password}")\nprivate String mailPassword;'),
    (
        "cargo_login_stdin",
        "$ cargo login\nplease paste the token found on https://crates.io/me below",
    ),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    (
        "angle_bracket_your_key",
        'curl https://api.mistral.ai/v1/models -H "Authorization: Bearer <your-api-key>"',
    ),
    ("upper_your_api_key", 'client = OpenAI(api_key="YOUR_API_KEY")'),
    ("x_filled_token", "TELEGRAM_BOT_TOKEN=xxxxxxxxxx:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    (
        "env_example_empty_values",
        "# copy to .env and fill in\nOPENAI_API_KEY=\nSTRIPE_SECRET_KEY=\n"
        "DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DB",
    ),
    ("docs_sk_ellipsis", "Set `ANTHROPIC_API_KEY` to your key (it starts with `sk-ant-`)."),
    ("basic_auth_doc_form", "Authorization: Basic <base64(username:password)>"),
    (
        "mongodb_doc_template",
        "mongodb+srv://<db_username>:<db_password>@cluster0.example.mongodb.net/",
    ),
    ("jdbc_doc_template", "jdbc:mysql://<host>:<port>/<database>?user=<user>&password=<password>"),
    (
        "aws_doc_key_id_example",
        "aws_access_key_id = AKIAIOSFODNN7EXAMPLE  # the documentation's example id",
    ),
    (
        "helm_values_empty_password",
        'auth:\n  rootPassword: ""\n  # set auth.existingSecret instead',
    ),
    (
        "terraform_variable_sensitive",
        'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
    ),
    (
        "dotnet_user_secrets_set_placeholder",
        'dotnet user-secrets set "Stripe:SecretKey" "<from-dashboard>"',
    ),
]

_COMMANDS: list[tuple[str, str]] = [
    ("mysql_p_prompt_then_db", "mysql -u root -p orders < schema.sql"),
    (
        "mysqldump_p_prompt",
        "mysqldump -u backup -p --single-transaction --routines shop > shop.sql",
    ),
    (
        "clickhouse_password_prompt",
        "clickhouse-client --host ch.internal --user analyst --password --database events",
    ),
    ("gh_auth_login_web", "gh auth login --hostname github.com --git-protocol https --web"),
    ("npm_login_web", "npm login --auth-type=web"),
    ("vault_login_oidc", "vault login -method=oidc role=dev"),
    ("az_login_device_code", "az login --use-device-code --tenant contoso.onmicrosoft.com"),
    ("htpasswd_prompt_create", "htpasswd -B -c /etc/nginx/.htpasswd grafana"),
    (
        "ssh_keygen_new_key_cmd",
        'ssh-keygen -t ed25519 -C "dev@example.com" -f ~/.ssh/id_ed25519_work',
    ),
    (
        "openssl_rand_command_only",
        "openssl rand -base64 32 > /run/secrets/session_key  # never printed",
    ),
    ("kubectl_port_forward", "kubectl -n data port-forward svc/postgres 5432:5432"),
    ("git_log_p_flag", "git log -p -3 --stat -- config/"),
    ("mkdir_p_nested", "mkdir -p ~/.config/acme/secrets && chmod 700 ~/.config/acme/secrets"),
    ("seven_zip_list", "7z l backup-2026-01.7z"),
    (
        "wrangler_secret_put_prompt",
        "npx wrangler secret put STRIPE_SECRET_KEY\n✔ Enter a secret value: … ********",
    ),
    ("ansible_ask_become", "ansible-playbook -i inventory/prod site.yml --ask-become-pass --check"),
]

_OUTPUT: list[tuple[str, str]] = [
    (
        "anthropic_auth_error",
        '{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"req'
        'uest_id":"req_011CWxYz2AbCdEfGhIjKlMn"}',
    ),
    ("keyerror_env_name", "KeyError: 'OPENAI_API_KEY'"),
    (
        "pydantic_missing_field",
        "openai_api_key\n  Field required [type=missing, input_value={'model': 'gpt-4.1-mini'}, inp"
        "ut_type=dict]",
    ),
    (
        "prisma_p1000_error",
        "Error: P1000: Authentication failed against database server at `db.internal`, the provided"
        " database credentials for `api` are not valid.",
    ),
    (
        "mysql_access_denied",
        "ERROR 1045 (28000): Access denied for user 'shop_rw'@'10.0.3.7' (using password: YES)",
    ),
    (
        "docker_login_warning",
        "WARNING! Your password will be stored unencrypted in /root/.docker/config.json.\nLogin Suc"
        "ceeded",
    ),
    (
        "docker_config_creds_store",
        '{\n  "auths": {"ghcr.io": {}, "https://index.docker.io/v1/": {}},\n  "credsStore": "deskto'
        'p"\n}',
    ),
    (
        "npm_whoami_and_registry",
        "$ npm whoami\nacme-bot\n$ npm config get registry\nhttps://registry.npmjs.org/",
    ),
    (
        "stripe_cli_config_list",
        "[default]\ndevice_name = dev-laptop\ndisplay_name = Acme\nlive_mode_api_key = ''\ntest_mod"
        "e_key_expires_at = '2026-04-12'",
    ),
    (
        "github_401_message",
        '{"message":"Bad credentials",'
        '"documentation_url":"https://docs.github.com/rest","status":"401"}',
    ),
    (
        "ssh_keyscan_github_fingerprint",
        "$ ssh-keygen -lf <(ssh-keyscan -t ed25519 github.com 2>/dev/null)\n"
        "256 SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU github.com (ED25519)",
    ),
    (
        "npm_audit_ghsa",
        "jsonwebtoken  <9.0.0\nSeverity: high\njsonwebtoken unrestricted key type - "
        "https://github.com/advisories/GHSA-8cf7-32gw-wr33",
    ),
    (
        "ssh_keygen_randomart",
        "Your identification has been saved in /home/dev/.ssh/id_ed25519\nYour public key has been "
        "saved in /home/dev/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:Z3m8eM0yH9k2nRw4bX"
        "q1Lp7TfVc6sJd5aUo0iGhKxEs dev@example.com",
    ),
    (
        "terraform_output_sensitive",
        'db_password = <sensitive>\ndb_endpoint = "orders.c9akciq32.eu-west-1.rds.amazonaws.com:543'
        '2"',
    ),
    (
        "psql_auth_failed_message",
        'psql: error: connection to server at "db.internal" (10.0.4.7), port 5432 failed: '
        'FATAL:  password authentication failed for user "crm_ro"',
    ),
    (
        "log_dsn_masked",
        "2026-01-14T09:12:44.120Z INFO db: connecting to postgres://api:***@pg-primary:5432/api "
        "(pool=20)",
    ),
    (
        "tfplan_sensitive_value",
        "  # aws_db_instance.orders will be updated in-place\n"
        '  ~ resource "aws_db_instance" "orders" {\n'
        '        id       = "db-7KQ2M4XZ9TR3BNW5HC6JD8FLPA"\n'
        "      ~ password = (sensitive value)\n    }",
    ),
    (
        "vault_status_output",
        "Key             Value\n---             -----\nSeal Type       shamir\n"
        "Sealed          false\nTotal Shares    3\nThreshold       2\n"
        "Cluster ID      3c9f1e2a-7b4d-4e8f-a1c2-5d6e7f8a9b0c",
    ),
    (
        "kubectl_get_secrets_listing",
        "NAME                 TYPE                DATA   AGE\n"
        "orders-db            Opaque              2      41d\n"
        "web-tls              kubernetes.io/tls   2      12d",
    ),
    (
        "openai_401_masked_key",
        '{"error": {"message": "Incorrect API key provided: sk-proj-*************Wx3Q. You can '
        'find your API key at https://platform.openai.com/account/api-keys.", "type": '
        '"invalid_request_error", "code": "invalid_api_key"}}',
    ),
    (
        "ci_log_masked_stars",
        "Run ./scripts/deploy.sh --env prod\n  env:\n    DEPLOY_TOKEN: ***\n"
        "Deploying 9f1c2e7a4b3d5f60718293a4b5c6d7e8f9a0b1c2 to prod ... done in 84s",
    ),
]

_PUBLIC: list[tuple[str, str]] = [
    (
        "rfc4231_hmac_test_case_2",
        '# RFC 4231 test case 2: key = "Jefe", data = "what do ya want for nothing?"\n'
        'assert hmac.new(b"Jefe", msg, hashlib.sha256).hexdigest() == '
        '"5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"',
    ),
    (
        "sha256_of_abc",
        'sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    ),
    (
        "rfc4648_base64_vectors",
        'BASE64("foob") = "Zm9vYg=="\nBASE64("fooba") = "Zm9vYmE="\nBASE64("foobar") = "Zm9vYmFy"',
    ),
    (
        "rfc6238_totp_table",
        "|  59 | 1970-01-01 00:00:59 | 0000000000000001 | 94287082 | SHA1 |\n| 1111111109 | 2005-03"
        "-18 01:58:29 | 00000000023523EC | 07081804 | SHA1 |",
    ),
    ("md5_empty_string", "md5sum /dev/null\nd41d8cd98f00b204e9800998ecf8427e  /dev/null"),
    (
        "github_known_hosts_ed25519",
        "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJ"
        "l",
    ),
    (
        "python_image_gpg_key_env",
        "ENV GPG_KEY=A035C8C19219BA821ECEA86B64E628F8D684696D\nENV PYTHON_VERSION=3.11.11",
    ),
    ("stripe_test_card", "Use card 4242 4242 4242 4242, any future date and any CVC in test mode."),
    (
        "jwt_header_only_b64",
        "eyJhbGciOiJSUzI1NiIsImtpZCI6IjIwMjYtMDEiLCJ0eXAiOiJKV1QifQ  # the header of the token, dec"
        'oded: {"alg":"RS256","kid":"2026-01","typ":"JWT"}',
    ),
    (
        "empty_string_sha256",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  empty.txt",
    ),
    (
        "uuid_nil_and_max",
        "00000000-0000-0000-0000-000000000000 and ffffffff-ffff-ffff-ffff-ffffffffffff "
        "are reserved",
    ),
    (
        "recaptcha_site_key_html",
        '<div class="g-recaptcha" data-sitekey="6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"></div>  <'
        "!-- Google's documented test site key -->",
    ),
    ("base32_alphabet_const", 'B32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"'),
    (
        "alnum_charset_const",
        'const CHARSET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";',
    ),
    ("clerk_publishable_key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_Y2xlcmsuZXhhbXBsZS5jb20k"),
    (
        "algolia_search_only_key",
        "algoliasearch('LATENCY', '56f24e4276091e774e8157fe4b8b11f6') // Algolia's public demo app,"
        " search-only key",
    ),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_password_rules",
        "password must be 12+ chars with a digit and a symbol, no reuse of the last 5",
    ),
    (
        "chat_key_in_1password",
        "I've put the key in 1Password under 'Stripe prod', ask Lena for access",
    ),
    (
        "chat_same_as_staging",
        "use the same password as staging, you already have it in your keychain",
    ),
    (
        "chat_hash_in_password_question",
        "my db password has a # in it, is that why the DATABASE_URL breaks?",
    ),
    (
        "chat_revoked_key_no_value",
        "I revoked the leaked key this morning; the new one is only in Vault",
    ),
    (
        "chat_german_rotation",
        "Bitte die API-Schlüssel jeden Monat rotieren, das Passwort steht im Tresor.",
    ),
    (
        "chat_french_no_password",
        "ne mets jamais le mot de passe dans le repo, utilise les variables d'environnement",
    ),
    ("chat_spanish_token_expired", "el token caducó a las 12:03 y el job falló tres veces"),
    ("chat_ptbr_where_is_key", "a chave da API está no cofre do projeto, não no .env"),
    (
        "chat_japanese_rotate",
        "APIキーは毎月ローテーションしてください。パスワードは12文字以上です。",
    ),
    ("chat_chinese_key_expired", "令牌在 12:03 过期了，需要重新登录"),
    ("chat_russian_no_secret", "пароль лежит в Vault, в чат его не кидай"),
    ("chat_korean_password_policy", "비밀번호는 12자 이상이어야 하고 90일마다 바꿔야 합니다"),
    ("chat_hinglish_token_expired", "bhai token expire ho gaya 12:03 pe, naya wala vault me hai"),
    ("chat_turkish_key_rotation", "API anahtarını her ay değiştiriyoruz, şifre kasada"),
    ("chat_arabic_no_password", "لا تضع كلمة المرور في المستودع، استخدم متغيرات البيئة"),
    ("chat_polish_token_wygasl", "token wygasł o 12:03, odśwież go przez SSO"),
    (
        "chat_typo_pasword_reset",
        "i reset my pasword and now psql says auth failed, did u cache the old one??",
    ),
    (
        "commit_message_security",
        "security: rotate leaked token (INC-2291); purge from history with git filter-repo",
    ),
    (
        "code_review_rename_secret_var",
        "nit: rename `secretKey` to `signingKeyRef`, it only holds the key's id",
    ),
    ("issue_text_cve", "Bumps jsonwebtoken to 9.0.2 (CVE-2022-23529, GHSA-27h2-hvpr-p74q)."),
]

_SESSION: list[tuple[str, str]] = [
    (
        "cc_write_env_example",
        '{"type": "tool_use", "id": "toolu_01Kx8bQ2mN4pR7sT9vW1yZ3a", "name": "Write", "input": '
        '{"file_path": "/home/dev/shop/.env.example", "content": "STRIPE_SECRET_KEY=\\n'
        'STRIPE_WEBHOOK_SECRET=\\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=\\n"}}',
    ),
    (
        "gemini_read_file_env_example",
        '{"name": "read_file", "args": {"absolute_path": "/home/dev/app/.env.example"}}',
    ),
    (
        "codex_apply_patch_empty_key",
        '{"command": ["bash", "-lc", "apply_patch <<\'EOF\'\\n*** Begin Patch\\n*** Update File: '
        '.env.example\\n@@\\n+OPENROUTER_API_KEY=\\n*** End Patch\\nEOF"], "workdir": '
        '"/home/dev/src/app"}',
    ),
    (
        "cline_literal_to_env_reference",
        "<<<<<<< SEARCH\nconst apiKey = config.apiKey;\n=======\n"
        "const apiKey = process.env.POSTMARK_TOKEN ?? '';\n>>>>>>> REPLACE",
    ),
    (
        "mcp_config_input_variable",
        '{"servers": {"postgres": {"command": "npx", "args": ["-y", "@modelcontextprotocol/'
        'server-postgres"], "env": {"PGPASSWORD": "${input:pg_password}"}}}}',
    ),
    (
        "aider_chat_about_env",
        "#### where should the openai key live? i dont want it in the repo\n"
        "#### /run grep -n OPENAI .env.example",
    ),
    (
        "cc_bash_env_grep_names_only",
        '{"type": "tool_use", "id": "toolu_01Ab3cD4eF5gH6iJ7kL8mN9o", "name": "Bash", "input": '
        '{"command": "grep -o \'^[A-Z_]*=\' .env | sort", "description": "List env names only"}}',
    ),
]

FIXED: list[tuple[str, str]] = [
    *_MASKED,
    *_REFS,
    *_PLACEHOLDERS,
    *_COMMANDS,
    *_OUTPUT,
    *_PUBLIC,
    *_CHAT,
    *_SESSION,
]
