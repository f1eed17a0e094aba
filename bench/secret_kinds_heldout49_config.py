"""Held-out 49's config files and agent tool traffic (`bench/secret_kinds_heldout49.py`).

Config: `.env` lines (quoted, `export`, an inline comment, Next.js and
Vite names), YAML block scalars (`|`, `|-`, `>`), a GitHub Actions `env`,
GitLab CI's `DOCKER_AUTH_CONFIG`, Docker's `config.json`, Compose
`environment`, Helm values, a Kubernetes Secret's `stringData`, TOML
(Poetry, Cargo, Streamlit, `wrangler.toml`, Codex's MCP `env`), INI
(`~/.aws/credentials`, `.pypirc`, `.npmrc`, `.netrc`), properties (Spring,
Gradle), HCL (a provider block, `tfvars`), XML (Maven `settings.xml`,
`NuGet.config`), `appsettings.json`, `xcconfig`, an MCP server's JSON
(`mcpServers.*.env`), `.aider.conf.yml`, systemd and supervisord units,
`gh`'s `hosts.yml` and Google's ADC JSON.

Agent traffic: a tool call's JSON `input`, a Codex `shell` argv, `env` and
`printenv` output, `cat .env`, `docker inspect`'s `Env`, `kubectl get
secret -o yaml` (base64 `data`, reversible: a secret), `jsonpath | base64
-d`, `heroku config`, `vercel env pull`, a Terraform state, a diff adding
`+API_KEY=`, `git show`, a pydantic error echoing `input_value`, a Go log
printing headers, a JSON config dump in a log line, a markdown fence.
"""

from __future__ import annotations

from bench.secret_kinds import Kind, alnum, b64_user_pass, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout49_keys import L, V, b64pw

__all__ = ["CONFIG_KINDS"]

_ENV: tuple[Kind, ...] = (
    k(
        "dotenv_quoted_openai",
        "config",
        'OPENAI_API_KEY="{v}"\nOPENAI_MODEL=gpt-4.1-mini',
        "OPENAI_API_KEY='{v}'",
        value=V["openai"],
    ),
    k(
        "dotenv_export_stripe",
        "config",
        "export STRIPE_SECRET_KEY={v}\nexport STRIPE_PUBLISHABLE_KEY=pk_live_{k24}",
        value=V["stripe"],
    ),
    k(
        "dotenv_secret_trailing_comment",
        "config",
        "JWT_SECRET={v}  # rotate quarterly\nJWT_TTL=3600",
        "SESSION_SECRET={v} # do not commit",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "dotenv_nextauth_secret",
        "config",
        "NEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET={v}",
        'AUTH_SECRET="{v}"\nAUTH_GITHUB_ID=Ov23li{k14}',
        value=lambda r: urlsafe(r, 43) + "=",
    ),
    k(
        "dotenv_vite_server_side_secret",
        "config",
        "VITE_API_URL=https://api.example.com\nCLERK_SECRET_KEY={v}",
        value=lambda r: "sk_live_" + alnum(r, 46),
    ),
    k(
        "dotenv_many_ai_keys",
        "config",
        L(
            "# --- LLM providers ---",
            "ANTHROPIC_API_KEY={v}",
            "OPENAI_API_KEY=",
            "LANGSMITH_TRACING=true",
        ),
        value=V["anthropic"],
    ),
    k(
        "dotenv_langfuse_secret",
        "config",
        "LANGFUSE_PUBLIC_KEY=pk-lf-{uuid}\nLANGFUSE_SECRET_KEY={v}\n"
        "LANGFUSE_HOST=https://cloud.langfuse.com",
        value=V["langfuse"],
    ),
)

_YAML: tuple[Kind, ...] = (
    k(
        "yaml_literal_block_key",
        "config",
        "providers:\n  openai:\n    api_key: |\n      {v}\n    model: gpt-4.1",
        "apiKey: |-\n  {v}\nendpoint: https://api.voyageai.com/v1",
        value=V["voyage"],
    ),
    k(
        "yaml_folded_block_password",
        "config",
        "database:\n  user: app\n  password: >\n    {v}\n  host: db.internal",
    ),
    k(
        "gha_workflow_env_literal",
        "config",
        L(
            "jobs:",
            "  publish:",
            "    runs-on: ubuntu-latest",
            "    env:",
            "      NODE_AUTH_TOKEN: {v}",
            "    steps:",
            "      - uses: actions/checkout@v4",
        ),
        value=V["npm"],
    ),
    k(
        "gitlab_ci_docker_auth_config",
        "config",
        'variables:\n  DOCKER_AUTH_CONFIG: \'{"auths":{"registry.example.com":{"auth":"{v}"}}}\'',
        value=b64_user_pass,
    ),
    k(
        "docker_config_json_auth",
        "config",
        '$ cat ~/.docker/config.json\n{\n  "auths": {\n    "https://index.docker.io/v1/": {\n'
        '      "auth": "{v}"\n    }\n  }\n}',
        value=b64_user_pass,
    ),
    k(
        "compose_environment_list",
        "config",
        "services:\n  minio:\n    image: minio/minio\n    environment:\n"
        "      - MINIO_ROOT_USER=admin\n      - MINIO_ROOT_PASSWORD={v}",
        '  db:\n    environment:\n      POSTGRES_PASSWORD: "{v}"',
    ),
    k(
        "helm_values_nested_auth",
        "config",
        "postgresql:\n  auth:\n    username: app\n    password: {v}\n    database: app",
        'redis:\n  auth:\n    enabled: true\n    password: "{v}"',
    ),
    k(
        "k8s_secret_string_data",
        "config",
        L(
            "apiVersion: v1",
            "kind: Secret",
            "metadata:",
            "  name: llm-keys",
            "type: Opaque",
            "stringData:",
            "  GEMINI_API_KEY: {v}",
        ),
        value=V["google"],
    ),
    k(
        "aider_conf_yml_key",
        "config",
        "# .aider.conf.yml\nmodel: sonnet\nanthropic-api-key: {v}\nauto-commits: false",
        value=V["anthropic"],
    ),
    k(
        "gh_hosts_yml_gho_token",
        "config",
        "$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: octo\n"
        "    oauth_token: {v}\n    git_protocol: https",
        value=V["github_oauth"],
    ),
    k(
        "spring_application_yml_secret",
        "config",
        "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n"
        "          google:\n            client-id: {d12}-{l32}.apps.googleusercontent.com\n"
        "            client-secret: {v}",
        value=V["google_oauth_secret"],
    ),
)

_FILES: tuple[Kind, ...] = (
    k(
        "poetry_http_basic_toml",
        "config",
        '[http-basic.private]\nusername = "ci"\npassword = "{v}"',
    ),
    k(
        "cargo_credentials_registry_token",
        "config",
        '# ~/.cargo/credentials.toml\n[registry]\ntoken = "{v}"',
        value=V["crates"],
    ),
    k(
        "streamlit_snowflake_secrets",
        "config",
        '[connections.snowflake]\naccount = "xy12345.eu-central-1"\nuser = "APP"\n'
        'password = "{v}"\nwarehouse = "COMPUTE_WH"',
    ),
    k(
        "wrangler_toml_vars",
        "config",
        'name = "edge-api"\nmain = "src/index.ts"\n\n[vars]\nFIRECRAWL_KEY = "{v}"',
        value=V["firecrawl"],
    ),
    k(
        "codex_config_toml_mcp_env",
        "config",
        '[mcp_servers.linear]\ncommand = "npx"\nargs = ["-y", "mcp-remote"]\n'
        '[mcp_servers.linear.env]\nLINEAR_API_KEY = "{v}"',
        value=V["linear"],
    ),
    k(
        "aws_credentials_ini",
        "config",
        "[default]\naws_access_key_id = AKIA{U16}\naws_secret_access_key = {v}\nregion = eu-west-1",
        "[profile ci]\naws_access_key_id=AKIA{U16}\naws_secret_access_key={v}",
        value=V["aws_secret"],
    ),
    k(
        "pypirc_token_ini",
        "config",
        "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {v}",
        value=V["pypi"],
    ),
    k(
        "npmrc_scoped_auth_token",
        "config",
        "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={v}",
        "//npm.pkg.github.com/:_authToken={v}\nalways-auth=true",
        value=V["github"],
    ),
    k(
        "netrc_machine_password",
        "config",
        "machine api.wandb.ai\n  login user\n  password {v}",
        "machine github.com login octo password {v}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "spring_properties_passwords",
        "config",
        "spring.datasource.username=orders\nspring.datasource.password={v}",
        "spring.mail.host=smtp.example.com\nspring.mail.password={v}",
    ),
    k(
        "gradle_properties_signing",
        "config",
        "signing.keyId=24875D73\nsigning.password={v}\nsigning.secretKeyRingFile=/h/.gnupg/s.gpg",
        "mavenCentralPassword={v}",
    ),
    k(
        "hcl_provider_block_key",
        "config",
        'provider "datadog" {\n  api_key = "{v}"\n  app_key = var.dd_app_key\n}',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "tfvars_db_password",
        "config",
        'region      = "eu-west-1"\ndb_username = "app"\ndb_password = "{v}"',
    ),
    k(
        "maven_settings_server_xml",
        "config",
        "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>ci</username>\n"
        "    <password>{v}</password>\n  </server>\n</servers>",
    ),
    k(
        "nuget_source_cleartext_password",
        "config",
        '<packageSourceCredentials>\n  <github>\n    <add key="Username" value="octo" />\n'
        '    <add key="ClearTextPassword" value="{v}" />\n  </github>\n'
        "</packageSourceCredentials>",
        value=V["github"],
    ),
    k(
        "appsettings_json_jwt_key",
        "config",
        '{\n  "Jwt": {\n    "Issuer": "https://api.example.com",\n    "Key": "{v}"\n  }\n}',
        value=lambda r: alnum(r, 64),
    ),
    k(
        "xcconfig_secret_line",
        "config",
        "// Secrets.xcconfig\nREVENUECAT_SECRET = {v}\nAPI_HOST = api.example.com",
        value=V["revenuecat"],
    ),
    k(
        "mcp_json_github_pat_env",
        "config",
        '{\n  "mcpServers": {\n    "github": {\n      "command": "npx",\n'
        '      "args": ["-y", "@modelcontextprotocol/server-github"],\n'
        '      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "{v}" }\n    }\n  }\n}',
        value=V["github_fine"],
    ),
    k(
        "mcp_json_header_bearer",
        "config",
        '{"mcpServers": {"sentry": {"url": "https://mcp.sentry.dev/mcp",\n'
        '  "headers": {"Authorization": "Bearer {v}"}}}}',
        value=V["sentry"],
    ),
    k(
        "systemd_environment_line",
        "config",
        '[Service]\nEnvironment="DISCORD_TOKEN={v}"\nExecStart=/usr/bin/node bot.js',
        value=V["discord"],
    ),
    k(
        "supervisord_program_secret_key",
        "config",
        '[program:worker]\ncommand=celery -A app worker\nenvironment=SECRET_KEY="{v}",DEBUG="0"',
        value=lambda r: urlsafe(r, 50),
    ),
    k(
        "google_adc_json_secret",
        "config",
        '{\n  "client_id": "{d12}-{l32}.apps.googleusercontent.com",\n'
        '  "client_secret": "{v}",\n  "refresh_token": "1//0...",\n'
        '  "type": "authorized_user"\n}',
        value=V["google_oauth_secret"],
    ),
)

_AGENT: tuple[Kind, ...] = (
    k(
        "tool_use_json_bash_export",
        "config",
        '{"type":"tool_use","id":"toolu_01{k22}","name":"Bash",'
        '"input":{"command":"export TAVILY_API_KEY={v} && python search.py"}}',
        value=V["tavily"],
    ),
    k(
        "codex_shell_argv_json",
        "config",
        '{"name":"shell","arguments":"{\\"command\\":[\\"bash\\",\\"-lc\\",'
        '\\"curl -H \'x-api-key: {v}\' https://api.example.com/health\\"]}"}',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "gemini_write_file_env",
        "config",
        '{"name": "write_file", "args": {"file_path": "/app/.env",\n'
        ' "content": "REPLICATE_API_TOKEN={v}\\nPORT=8080\\n"}}',
        value=V["replicate"],
    ),
    k(
        "env_grep_output",
        "config",
        "$ env | grep -i key\nHOMEBREW_NO_ENV_HINTS=1\nCEREBRAS_API_KEY={v}\n"
        "SSH_AUTH_SOCK=/tmp/ssh",
        "$ printenv\nPATH=/usr/local/bin:/usr/bin\nPERPLEXITY_API_KEY={v}\nTERM=xterm-256color",
        value=V["cerebras"],
    ),
    k(
        "cat_env_tool_result",
        "config",
        "$ cat .env\nDATABASE_URL=file:./dev.db\nRESEND_API_KEY={v}\nAPP_URL=http://localhost:3000",
        value=V["resend"],
    ),
    k(
        "docker_inspect_config_env",
        "config",
        "$ docker inspect api --format '{{json .Config.Env}}'\n[\"PATH=/usr/local/sbin:/usr/bin\","
        '"NODE_ENV=production","SLACK_BOT_TOKEN={v}"]',
        '"Env": [\n    "PATH=/usr/local/bin",\n    "DB_PASSWORD={v}",\n    "TZ=UTC"\n],',
        value=V["slack_bot"],
    ),
    k(
        "kubectl_secret_yaml_b64_password",
        "config",
        L(
            "$ kubectl get secret db-creds -o yaml",
            "apiVersion: v1",
            "data:",
            "  password: {v}",
            "  username: YXBw",
            "kind: Secret",
            "type: Opaque",
        ),
        value=b64pw,
    ),
    k(
        "kubectl_jsonpath_decoded_admin_pw",
        "config",
        "$ kubectl get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n{v}",
    ),
    k(
        "heroku_config_output",
        "config",
        "$ heroku config -a shop-api\n=== shop-api Config Vars\nMAILGUN_API_KEY: {v}\n"
        "WEB_CONCURRENCY: 2",
        value=V["mailgun"],
    ),
    k(
        "vercel_env_local_oidc",
        "config",
        '$ cat .env.local\n# Created by Vercel CLI\nVERCEL_OIDC_TOKEN="{v}"\n'
        'EDGE_CONFIG="https://edge-config.vercel.com/ecfg_{l20}"',
        value=V["jwt"],
    ),
    k(
        "tfstate_password_attribute",
        "config",
        '"attributes": {\n  "identifier": "orders-prod",\n  "username": "app",\n'
        '  "password": "{v}",\n  "port": 5432\n}',
    ),
    k(
        "diff_adds_api_key",
        "config",
        "diff --git a/.env.example b/.env\n--- a/.env.example\n+++ b/.env\n@@ -1,3 +1,3 @@\n"
        "-ELEVENLABS_API_KEY=\n+ELEVENLABS_API_KEY={v}\n PORT=3000",
        value=V["elevenlabs"],
    ),
    k(
        "git_show_config_commit",
        "config",
        "$ git show HEAD -- config/prod.yml\n@@ -4,2 +4,2 @@ mail:\n-  password: old\n"
        "+  password: {v}",
    ),
    k(
        "cline_replace_in_file_diff",
        "config",
        "<<<<<<< SEARCH\nconst KEY = process.env.HF_TOKEN;\n=======\n"
        'const KEY = "{v}";\n>>>>>>> REPLACE',
        value=V["huggingface"],
    ),
    k(
        "pydantic_error_input_value",
        "config",
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\n"
        "openai_api_key\n  String should match pattern '^sk-' [type=string_pattern_mismatch, "
        "input_value='{v}', input_type=str]",
        value=V["deepseek"],
    ),
    k(
        "go_log_header_map",
        "config",
        "2026/03/02 10:11:12 request POST /v1/charges headers=map[Authorization:[Bearer {v}] "
        "Content-Type:[application/json]]",
        value=V["stripe"],
    ),
    k(
        "zap_json_log_jwt_secret",
        "config",
        '{"level":"debug","ts":1772445072.12,"msg":"config loaded","redisUrl":"redis://cache:6379",'
        '"jwtSecret":"{v}","port":8080}',
        value=lambda r: hexs(r, 64),
    ),
    k(
        "markdown_fence_export",
        "config",
        "Run this first:\n\n```bash\nexport FIREWORKS_API_KEY={v}\nnpm run dev\n```",
        value=lambda r: "fw_" + alnum(r, 24),
    ),
    k(
        "ci_log_unmasked_echo",
        "config",
        "2026-03-02T10:11:12.3456789Z ##[group]Run ./deploy.sh\n"
        "2026-03-02T10:11:12.4000000Z + curl -fsS -u deploy:{v} https://deploy.example.com/hook",
    ),
)

CONFIG_KINDS: tuple[Kind, ...] = (*_ENV, *_YAML, *_FILES, *_AGENT)
