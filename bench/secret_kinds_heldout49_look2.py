"""The fixed look-alikes of held-out 49 (`bench/secret_kinds_heldout49_look.py`).

Texts written once, each a near-miss of a kind of the set: the same
command, header, config line or DSN with a placeholder (`<your-key>`,
`xxxx`, `YOUR_API_KEY`, `sk-...`), a masked value (`***`, `sk-...abcd`,
`SecretStr('**********')`), or a reference (`$VAR`, `${VAR}`, `${{
secrets.X }}`, `op://`, `env:`, `file:`, `_FILE`, `existingSecret`,
`var.x`, `--password-stdin` from a file, a prompt); code reading the
secret from the environment in each language of the set; public values
(the AWS documentation's example ARN shapes, `WWW-Authenticate`
challenges, `Trusted_Connection=yes`); and people saying where a secret
is, that it changed, or how long it must be, in English and the set's
other languages, without it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_CLI: list[tuple[str, str]] = [
    ("mysql_p_alone", "mysql -u root -p -h 127.0.0.1 shop"),
    ("psql_no_password", "psql -h localhost -U app -d orders -W"),
    ("redis_cli_askpass", "redis-cli -h cache.internal -p 6379 --askpass PING"),
    ("sqlcmd_p_from_env", 'sqlcmd -S localhost -U sa -P "$MSSQL_SA_PASSWORD" -C -Q "SELECT 1"'),
    (
        "docker_login_stdin_file",
        "cat ~/.ghcr_token | docker login ghcr.io -u octo --password-stdin",
    ),
    (
        "docker_run_password_file",
        "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:17",
    ),
    ("twine_upload_env_only", "TWINE_USERNAME=__token__ twine upload --skip-existing dist/*"),
    ("npm_config_set_env_ref", "npm config set //registry.npmjs.org/:_authToken '${NPM_TOKEN}'"),
    ("aws_configure_sso", "aws configure sso --profile dev\nSSO session name: acme\nSSO start URL"),
    ("az_login_identity", "az login --identity --username /subscriptions/.../userAssignedId"),
    ("fly_secrets_list", "fly secrets list -a agent-api\nNAME              DIGEST   CREATED AT"),
    ("vercel_env_ls", "vercel env ls\n  OPENAI_API_KEY   Encrypted   Production   3d ago"),
    ("heroku_config_get_name", "heroku config:get SENDGRID_API_KEY -a shop-api | wc -c"),
    ("gh_secret_set_from_file", "gh secret set NPM_TOKEN < ./npm-token.txt --repo acme/web"),
    ("gh_auth_login_web", "gh auth login --hostname github.com --git-protocol https --web"),
    (
        "kubectl_secret_from_file",
        "kubectl create secret generic db --from-file=password=./pw.txt -n shop",
    ),
    (
        "helm_existing_secret",
        "helm install pg bitnami/postgresql --set auth.existingSecret=pg-auth",
    ),
    ("terraform_var_file", "terraform apply -var-file=prod.tfvars -auto-approve"),
    ("ansible_vault_prompt", "ansible-playbook site.yml --ask-become-pass --ask-vault-pass"),
    ("vault_login_oidc", "vault login -method=oidc role=dev"),
    ("codex_login_browser", "codex login\nOpening https://auth.openai.com/... in your browser"),
    ("aider_env_ref", "aider --model sonnet --api-key anthropic=$ANTHROPIC_API_KEY"),
    ("tailscale_authkey_file", "tailscale up --authkey=file:/etc/tailscale/authkey --ssh"),
    ("sshpass_env_e", "SSHPASS_FILE=/run/secrets/ssh sshpass -e ssh deploy@10.0.4.12 uptime"),
    ("zip_encrypt_prompt", "zip -e handover.zip notes.md\nEnter password:\nVerify password:"),
    ("openssl_passout_env", "openssl pkcs12 -export -in c.pem -inkey k.pem -passout env:P12_PASS"),
    ("keytool_storepass_env", "keytool -list -keystore truststore.jks -storepass:env STOREPASS"),
    ("op_read_reference", "op read 'op://Private/Stripe/secret key'"),
    ("doppler_run", "doppler run --project shop --config prd -- npm start"),
    ("stripe_cli_login", "stripe login\nYour pairing code is: enjoy-humble-clever-quest"),
    ("ngrok_config_check", "ngrok config check\nValid configuration file at ~/.config/ngrok.yml"),
    ("xfreerdp_from_stdin", "xfreerdp /v:10.0.0.5 /u:Administrator /from-stdin /cert:ignore"),
]

_HEADERS: list[tuple[str, str]] = [
    ("bearer_placeholder_angle", 'curl -H "Authorization: Bearer <your-token>" https://api.x.com'),
    ("bearer_env_ref", 'curl -H "Authorization: Bearer $OPENAI_API_KEY" https://api.openai.com'),
    ("bearer_braced_env_ref", "Authorization: Bearer ${ANTHROPIC_API_KEY}"),
    ("bearer_masked_stars", "Authorization: Bearer ***"),
    ("bearer_masked_ellipsis", "authorization: Bearer sk-proj-...Xq7A (redacted by the proxy)"),
    (
        "x_api_key_placeholder",
        'curl https://api.anthropic.com/v1/models -H "x-api-key: YOUR_API_KEY"',
    ),
    ("basic_env_ref", 'curl -u "admin:$GRAFANA_PASSWORD" https://grafana.example.com/api/health'),
    ("basic_prompted", "curl -u admin https://jenkins.example.com/api/json\nEnter host password:"),
    ("private_token_ci_var", 'curl --header "PRIVATE-TOKEN: $CI_JOB_TOKEN" "$CI_API_V4_URL/jobs"'),
    ("www_authenticate_bearer", 'WWW-Authenticate: Bearer realm="api", error="invalid_token"'),
    ("www_authenticate_basic", 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Basic realm="Nexus"'),
    ("set_cookie_cleared", "Set-Cookie: sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/"),
    ("fetch_env_header", "headers: { Authorization: `Bearer ${process.env.GROQ_API_KEY}` }"),
    ("requests_env_header", 'headers={"Authorization": f"Bearer {os.environ[\'PPLX_KEY\']}"}'),
    (
        "http_file_env_var",
        "@token = {{$dotenv API_TOKEN}}\nGET {{base}}/me\nAuthorization: Bearer {{token}}",
    ),
    ("postman_env_empty", '{"key": "apiKey", "value": "", "type": "secret", "enabled": true}'),
    ("docs_header_example", "Send the key in the `x-api-key` header: `x-api-key: <API_KEY>`."),
    (
        "nginx_proxy_header_var",
        'proxy_set_header Authorization "Bearer $upstream_token";  # set by auth_request',
    ),
]

_CONFIG: list[tuple[str, str]] = [
    ("env_example_blank", "OPENAI_API_KEY=\nANTHROPIC_API_KEY=\nSTRIPE_SECRET_KEY="),
    ("env_example_placeholders", "OPENAI_API_KEY=sk-...\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxx"),
    ("env_your_key_here", "GEMINI_API_KEY=your-api-key-here\nGROQ_API_KEY=<your-groq-key>"),
    ("env_refs_other_var", "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app\nDB_PASSWORD="),
    ("gha_secrets_expression", "env:\n  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}"),
    ("gha_log_masked", "Run npm publish\n  env:\n    NODE_AUTH_TOKEN: ***\n+ acme-sdk@2.4.1"),
    ("compose_secret_file", "secrets:\n  db_password:\n    file: ./secrets/db_password.txt"),
    ("helm_values_existing_secret", 'auth:\n  existingSecret: pg-auth\n  password: ""'),
    (
        "k8s_secret_key_ref",
        "valueFrom:\n  secretKeyRef:\n    name: llm-keys\n    key: OPENAI_API_KEY",
    ),
    (
        "docker_config_creds_store",
        '{\n  "auths": {\n    "ghcr.io": {}\n  },\n  "credsStore": "desktop"\n}',
    ),
    ("npmrc_env_ref", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("pypirc_placeholder", "[pypi]\nusername = __token__\npassword = <your PyPI API token>"),
    ("aws_config_sso_profile", "[profile dev]\nsso_session = acme\nsso_account_id = 111122223333"),
    ("spring_password_placeholder", "spring.datasource.password=${DB_PASSWORD:}"),
    ("maven_password_env", "<password>${env.NEXUS_PASSWORD}</password>"),
    ("hcl_var_reference", 'provider "datadog" {\n  api_key = var.datadog_api_key\n}'),
    (
        "tfvars_sensitive_decl",
        'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
    ),
    ("mcp_json_env_ref", '"env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}" }'),
    ("claude_settings_api_key_helper", '{\n  "apiKeyHelper": "~/bin/get-anthropic-key.sh"\n}'),
    ("codex_toml_env_var_name", '[model_providers.azure]\nenv_key = "AZURE_OPENAI_API_KEY"'),
    (
        "appsettings_key_vault_ref",
        '"Jwt": { "Key": "@Microsoft.KeyVault(SecretUri=https://kv/x)" }',
    ),
    (
        "systemd_environment_file",
        "[Service]\nEnvironmentFile=/etc/agent-api/env\nExecStart=/usr/bin/api",
    ),
    ("yaml_block_placeholder", "api_key: |\n  REPLACE_ME_AT_DEPLOY\nmodel: gpt-4.1"),
    ("docker_inspect_file_env", '"Env": ["DB_PASSWORD_FILE=/run/secrets/db_password", "TZ=UTC"]'),
    ("pydantic_secretstr_repr", "Settings(openai_api_key=SecretStr('**********'), debug=False)"),
    ("diff_placeholder_to_secret_ref", "-API_KEY=<your-key>\n+API_KEY=${{ secrets.API_KEY }}"),
    (
        "tool_use_env_length",
        '{"name":"Bash","input":{"command":"echo -n $OPENAI_API_KEY | wc -c"}}',
    ),
    ("tool_result_env_length", "164"),
    ("markdown_fence_placeholder", "```bash\nexport OPENAI_API_KEY=<your-key>\nnpm run dev\n```"),
]

_DSN: list[tuple[str, str]] = [
    ("jdbc_no_password", "jdbc:postgresql://db:5432/app?user=app&ssl=true&sslmode=verify-full"),
    (
        "odbc_trusted_connection",
        "Driver={ODBC Driver 18 for SQL Server};Server=sql;Trusted_Connection=yes;",
    ),
    (
        "adonet_managed_identity",
        "Server=tcp:x.database.windows.net;Authentication=Active Directory Default;",
    ),
    (
        "service_bus_managed_identity",
        "Endpoint=sb://acme.servicebus.windows.net/;Authentication=Managed Identity",
    ),
    ("mongodb_localhost_no_auth", "mongodb://localhost:27017/shop?directConnection=true"),
    ("amqp_guest_docs_default", "AMQP_URL=amqp://localhost:5672/%2F"),
    ("s3_url_public_object", "https://acme-assets.s3.eu-west-1.amazonaws.com/img/logo.png"),
    ("git_remote_ssh", "git remote add origin git@github.com:acme/api.git"),
    (
        "pip_index_env_ref",
        "pip install acme-core --index-url https://__token__:${GL_TOKEN}@gitlab.example.com/simple",
    ),
    ("slack_webhook_placeholder", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ"),
    (
        "cloudinary_url_placeholder",
        "CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>",
    ),
    ("redis_url_password_var", 'url = "redis://:%s@%s:6379/0" % (password, host)'),
]

_CODE: list[tuple[str, str]] = [
    ("py_openai_reads_env", "client = OpenAI()  # reads OPENAI_API_KEY"),
    ("py_environ_lookup", 'api_key = os.environ["ANTHROPIC_API_KEY"]'),
    ("ts_env_non_null", "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);"),
    ("go_getenv", 'stripe.Key = os.Getenv("STRIPE_KEY")'),
    ("rust_env_var", 'let key = std::env::var("OPENROUTER_API_KEY")?;'),
    ("java_getenv", 'ds.setPassword(System.getenv("DB_PASSWORD"));'),
    ("csharp_configuration", 'var key = builder.Configuration["Jwt:Key"];'),
    ("ruby_env_fetch", "Stripe.api_key = ENV.fetch('STRIPE_API_KEY')"),
    ("php_env_no_default", "'secret' => env('STRIPE_SECRET'),"),
    ("swift_process_env", 'let key = ProcessInfo.processInfo.environment["API_KEY"] ?? ""'),
    ("kotlin_build_config_ref", 'buildConfigField("String", "API_HOST", "\\"api.example.com\\"")'),
    ("sql_bind_password", "ALTER ROLE app WITH LOGIN PASSWORD :'new_password';"),
    ("powershell_read_host", '$pw = Read-Host -AsSecureString "Password for svc_deploy"'),
    ("shell_default_placeholder", 'API_TOKEN="${API_TOKEN:?set API_TOKEN first}"'),
    ("random_words_in_code", "const kQz7 = useMemo(() => xf9Lq(items), [items]);"),
    ("jwt_secret_from_settings", "jwt.encode(payload, settings.JWT_SECRET, algorithm='HS256')"),
]

_PROSE: list[tuple[str, str]] = [
    (
        "prose_password_in_manager",
        "the password is in 1Password under 'prod-db', ask me for access",
    ),
    (
        "prose_key_rotated_in_vault",
        "I rotated the Stripe key, the new one is in Vault at secret/stripe",
    ),
    ("prose_use_your_own_key", "use your own API key, don't share mine"),
    ("prose_password_policy", "the password is too short: it needs at least 12 characters"),
    ("prose_reset_link", "password reset link expired, can you send a new one?"),
    ("prose_env_var_name", "the key is read from `OPENAI_API_KEY`, set it in your shell"),
    ("prose_masked_tail", "my key ends in ...x7Qa and it still says 401"),
    ("prose_which_token_scope", "which token scope do I need, repo or public_repo?"),
    ("prose_de_im_tresor", "Das Passwort liegt im Tresor, frag Jonas."),
    ("prose_fr_gestionnaire", "le mot de passe est dans le gestionnaire, demande à Léa"),
    ("prose_es_gestor", "la contraseña está en el gestor de secretos del equipo"),
    ("prose_pt_cofre", "a senha foi trocada ontem e está no cofre"),
    ("prose_ja_1password", "パスワードは1Passwordにあります"),
    ("prose_zh_mima_zai", "密码在团队的密码管理器里"),
    ("prose_ru_v_seyfe", "пароль лежит в хранилище, спроси у Ивана"),
    ("prose_ko_vault", "비밀번호는 볼트에 있어요"),
    ("prose_commit_rotate_message", "chore: rotate stripe webhook secret (value in 1Password)"),
    ("prose_issue_redacted", "Steps: 1. set `PINECONE_API_KEY=<redacted>` 2. run `npm test`"),
    ("prose_password_word_only", "Password: (the usual one)"),
    ("prose_wifi_no_password", "office wifi is AcmeGuest, it's open, no password"),
    ("prose_order_and_invoice", "order #A-20260302-0042, invoice INV-2026-0042, ticket OPS-1193"),
    (
        "prose_uuid_in_sentence",
        "the tenant id is 3f2a9c1e-7b4d-4e2a-9c1f-5d8e2b7a6c40, not a secret",
    ),
]

FIXED: list[tuple[str, str]] = [*_CLI, *_HEADERS, *_CONFIG, *_DSN, *_CODE, *_PROSE]
