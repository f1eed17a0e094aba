"""Held-out 50's config kinds (`bench/secret_kinds_heldout50.py`).

Secrets in the files a web, backend or mobile project keeps, and in what an
agent's tools print of them: `.env` files (`cat .env`, `.env.local` pulled
by `vercel env pull`, `.dev.vars`), `env` and `printenv` output, `docker
inspect`'s `Env`, `kubectl get secret -o yaml` (base64 `data:`, decoded
here as a secret), Docker's `config.json` `auths` (base64 of `user:pass`),
YAML block scalars (`|` and `>`), GitHub Actions and GitLab CI with a
literal, Compose, Helm values, Kustomize's `secretGenerator`, TOML
(`Cargo` credentials, `wrangler.toml`, `.streamlit/secrets.toml`), INI
(`.pypirc`, `pip.conf`, AWS's `credentials`, `supervisord`), `.netrc`,
`.npmrc`, `.properties` (Gradle, Spring), `appsettings.json`, Maven's
`settings.xml`, `NuGet.config`, HCL (`terraform.tfvars`, a state file's
value), `wp-config.php`, systemd `Environment=`, crontab, nginx
`proxy_set_header`, HAProxy's `insecure-password`, Prometheus and Grafana
provisioning, and a diff's `+KEY=` line.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout50_cli import (
    L,
    cc_bash,
    cc_result,
    codex,
    fill,
    gemini_write,
    jwt,
    pre,
)

__all__ = ["CONFIG_KINDS"]


def _b(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def _kubectl_secret(r: random.Random) -> tuple[str, str]:
    value = pw(r, 20)
    enc = _b(value)
    return enc, fill(
        r,
        cc_result(
            L(
                "apiVersion: v1",
                "data:",
                f"  DB_PASSWORD: {enc}",
                f"  DB_USER: {_b('orders')}",
                "kind: Secret",
                "metadata:",
                "  name: orders-db",
                "  namespace: prod",
                "type: Opaque",
            )
        ),
    )


def _docker_auths(r: random.Random) -> tuple[str, str]:
    enc = _b(f"ci-bot:{'dckr_pat_' + urlsafe(r, 27)}")
    return enc, L(
        "$ cat ~/.docker/config.json",
        "{",
        '  "auths": {',
        f'    "https://index.docker.io/v1/": {{"auth": "{enc}"}}',
        "  }",
        "}",
    )


def _jsonpath_decode(r: random.Random) -> tuple[str, str]:
    value = "sk_live_51" + alnum(r, 97)
    cmd = "kubectl -n shop get secret stripe -o jsonpath='{.data.api-key}' | base64 -d"
    return value, fill(r, L(cc_bash(cmd), cc_result(value)))


def _aws_secret(r: random.Random) -> str:
    return alnum(r, 2) + pick(r, string.ascii_letters + string.digits + "+/", 38)


_ENV: tuple[Kind, ...] = (
    k(
        "cat_dotenv_tool_result",
        "config",
        L(
            cc_bash("cat .env", "Show the env file"),
            cc_result(
                "NODE_ENV=development\nDATABASE_URL=postgres://localhost/app\n"
                "RESEND_API_KEY={v}\nNEXT_PUBLIC_APP_URL=http://localhost:3000"
            ),
        ),
        value=lambda r: "re_" + alnum(r, 8) + "_" + alnum(r, 24),
    ),
    k(
        "vercel_env_pull_local",
        "config",
        L(
            "# Created by Vercel CLI",
            'VERCEL_OIDC_TOKEN="{jwt}"',
            'CLERK_SECRET_KEY="{v}"',
            'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY="pk_live_Y2xlcmsuYWNtZS5leGFtcGxlJA"',
        ).replace("{jwt}", "eyJhbGciOiJSUzI1NiJ9.{k40}.{k43}"),
        value=lambda r: "sk_live_" + alnum(r, 40),
    ),
    k(
        "wrangler_dev_vars_turnstile_secret",
        "config",
        L("# .dev.vars", "TURNSTILE_SECRET={v}", "ENVIRONMENT=dev"),
        value=lambda r: "0x4AAAAAAA" + urlsafe(r, 25),
    ),
    k(
        "printenv_output_lines",
        "config",
        cc_result(
            "HOSTNAME=web-7d9f8b6c5-x2k4p\nHOME=/root\nPINECONE_API_KEY={v}\n"
            "PATH=/usr/local/bin:/usr/bin:/bin\nNODE_VERSION=22.12.0"
        ),
        value=lambda r: "pcsk_" + alnum(r, 5) + "_" + alnum(r, 64),
    ),
    k(
        "docker_inspect_jq_env_database_password",
        "config",
        L(
            "$ docker inspect api --format '{{json .Config.Env}}' | jq .",
            "[",
            '  "DATABASE_PASSWORD={v}",',
            '  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",',
            '  "PYTHON_VERSION=3.13.1"',
            "]",
        ),
    ),
    Kind("kubectl_secret_yaml_data_b64", "config", _kubectl_secret),
    Kind("docker_config_json_auth_b64", "config", _docker_auths),
    Kind("cc_kubectl_jsonpath_base64_d_stripe", "config", _jsonpath_decode),
    k(
        "diff_plus_env_line",
        "config",
        L(
            "diff --git a/.env.example b/.env.example",
            "index {h7}..{h7} 100644",
            "--- a/.env.example",
            "+++ b/.env.example",
            "@@ -3,3 +3,4 @@ DATABASE_URL=",
            " REDIS_URL=redis://localhost:6379",
            "-MISTRAL_API_KEY=",
            "+MISTRAL_API_KEY={v}",
        ),
        value=lambda r: alnum(r, 32),
    ),
    k(
        "streamlit_secrets_toml_openai_table",
        "config",
        L("# .streamlit/secrets.toml", "[openai]", 'api_key = "{v}"', 'model = "gpt-4.1-mini"'),
        value=lambda r: "sk-proj-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74),
    ),
)

_YAML: tuple[Kind, ...] = (
    k(
        "yaml_literal_block_password",
        "config",
        L(
            "smtp:",
            "  host: smtp.sendgrid.net",
            "  username: apikey",
            "  password: |",
            "    {v}",
        ),
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "yaml_folded_block_token",
        "config",
        L("notify:", "  discord_token: >-", "    {v}", "  channel: releases"),
        value=lambda r: "MT" + alnum(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38),
    ),
    k(
        "gha_job_env_cloudflare_literal",
        "config",
        L(
            "jobs:",
            "  deploy:",
            "    runs-on: ubuntu-24.04",
            "    env:",
            "      CLOUDFLARE_API_TOKEN: {v}",
            "    steps:",
            "      - uses: actions/checkout@v4",
        ),
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "gitlab_ci_variables_literal",
        "config",
        L(
            "variables:",
            "  SONAR_HOST_URL: https://sonar.example.com",
            '  SONAR_TOKEN: "{v}"',
        ),
        value=pre("squ_", hexs, 40),
    ),
    k(
        "compose_environment_map",
        "config",
        L(
            "services:",
            "  db:",
            "    image: postgres:17",
            "    environment:",
            "      POSTGRES_USER: app",
            "      POSTGRES_PASSWORD: {v}",
        ),
    ),
    k(
        "helm_values_auth_block",
        "config",
        L(
            "auth:",
            "  enabled: true",
            "  rootPassword: {v}",
            "  existingSecret: ''",
            "architecture: replication",
        ),
    ),
    k(
        "kustomize_secret_generator_literal",
        "config",
        L(
            "secretGenerator:",
            "  - name: api-keys",
            "    literals:",
            "      - SENDGRID_KEY={v}",
        ),
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "spring_application_yaml_password",
        "config",
        L(
            "spring:",
            "  datasource:",
            "    url: jdbc:postgresql://db:5432/orders",
            "    username: orders",
            "    password: '{v}'",
        ),
    ),
    k(
        "prometheus_scrape_config_basic_auth_pw",
        "config",
        L(
            "scrape_configs:",
            "  - job_name: node",
            "    basic_auth:",
            "      username: prom",
            "      password: {v}",
        ),
    ),
    k(
        "grafana_provisioning_secure_json_pw",
        "config",
        L(
            "datasources:",
            "  - name: Postgres",
            "    type: postgres",
            "    user: grafana_ro",
            "    secureJsonData:",
            "      password: '{v}'",
        ),
    ),
    k(
        "alertmanager_global_slack_api_url",
        "config",
        L(
            "global:",
            "  slack_api_url: https://hooks.slack.com/services/T0{U8}/B0{U9}/{v}",
        ),
        value=lambda r: alnum(r, 24),
    ),
)

_FILES: tuple[Kind, ...] = (
    k(
        "cargo_credentials_toml_registry_cio",
        "config",
        L("# ~/.cargo/credentials.toml", "[registry]", 'token = "{v}"'),
        value=pre("cio", alnum, 32),
    ),
    k(
        "wrangler_toml_vars_upstash_token",
        "config",
        L(
            'name = "edge-api"',
            'main = "src/index.ts"',
            "[vars]",
            'UPSTASH_REDIS_REST_TOKEN = "{v}"',
        ),
        value=lambda r: "AX" + alnum(r, 3) + "AAIjcDE" + urlsafe(r, 50),
    ),
    k(
        "pypirc_password_token",
        "config",
        L(
            "[distutils]",
            "index-servers = pypi",
            "",
            "[pypi]",
            "username = __token__",
            "password = {v}",
        ),
        value=lambda r: "pypi-AgEIcHlwaS5vcmcCJD" + urlsafe(r, 140),
    ),
    k(
        "pip_conf_index_url_creds",
        "config",
        L("[global]", "index-url = https://ci:{v}@nexus.internal/repository/pypi/simple"),
        value=lambda r: alnum(r, 24),
    ),
    k(
        "aws_credentials_file_profile",
        "config",
        L(
            "[staging]",
            "aws_access_key_id = AKIA{U16}",
            "aws_secret_access_key = {v}",
            "region = eu-central-1",
        ),
        value=_aws_secret,
    ),
    k(
        "netrc_heroku_hrku_password",
        "config",
        "machine api.heroku.com\n  login dev@example.com\n  password {v}",
        value=lambda r: "HRKU-AA" + urlsafe(r, 58),
    ),
    k(
        "npmrc_github_packages_scope_token",
        "config",
        L(
            "@acme:registry=https://npm.pkg.github.com",
            "//npm.pkg.github.com/:_authToken={v}",
        ),
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "gradle_properties_release_store_pw",
        "config",
        L(
            "org.gradle.jvmargs=-Xmx4g",
            "RELEASE_STORE_FILE=release.jks",
            "RELEASE_STORE_PASSWORD={v}",
            "RELEASE_KEY_ALIAS=upload",
        ),
    ),
    k(
        "appsettings_json_client_secret",
        "config",
        L(
            '"AzureAd": {',
            '  "Instance": "https://login.microsoftonline.com/",',
            '  "ClientId": "{uuid}",',
            '  "ClientSecret": "{v}"',
            "}",
        ),
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "maven_settings_github_server_ghp",
        "config",
        L(
            "<servers>",
            "  <server>",
            "    <id>github</id>",
            "    <username>ci-bot</username>",
            "    <password>{v}</password>",
            "  </server>",
            "</servers>",
        ),
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "nuget_config_cleartextpassword_add",
        "config",
        L(
            "<packageSourceCredentials>",
            "  <acme>",
            '    <add key="Username" value="ci" />',
            '    <add key="ClearTextPassword" value="{v}" />',
            "  </acme>",
            "</packageSourceCredentials>",
        ),
        value=lambda r: lower_alnum(r, 52),
    ),
    k(
        "tfvars_hcl_assignment",
        "config",
        L('region      = "eu-west-1"', 'db_password = "{v}"', "instance_count = 3"),
    ),
    k(
        "tfstate_sensitive_attribute",
        "config",
        L(
            '"attributes": {',
            '  "identifier": "orders-prod",',
            '  "username": "orders",',
            '  "password": "{v}",',
            '  "port": 5432',
            "},",
        ),
    ),
    k(
        "wp_config_define_db_password_spaced",
        "config",
        "define( 'DB_PASSWORD', '{v}' );\ndefine( 'DB_HOST', 'localhost' );",
    ),
    k(
        "systemd_service_environment_quoted",
        "config",
        L(
            "[Service]",
            "Environment=NODE_ENV=production",
            'Environment="LINEAR_API_KEY={v}"',
            "ExecStart=/usr/bin/node /srv/bot/index.js",
        ),
        value=pre("lin_api_", alnum, 40),
    ),
    k(
        "crontab_inline_token",
        "config",
        "*/15 * * * * curl -fsS -m 10 https://hc-ping.com/{uuid} && "
        "TODOIST_TOKEN={v} /usr/local/bin/sync-tasks",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "nginx_location_proxy_bearer_mistral",
        "config",
        L(
            "location /llm/ {",
            "    proxy_pass https://api.mistral.ai/;",
            '    proxy_set_header Authorization "Bearer {v}";',
            "}",
        ),
        value=lambda r: alnum(r, 32),
    ),
    k(
        "haproxy_insecure_password",
        "config",
        L("userlist stats_users", "    user admin insecure-password {v}"),
    ),
    k(
        "supervisord_environment_line",
        "config",
        L(
            "[program:worker]",
            "command=/srv/venv/bin/celery -A app worker",
            'environment=CELERY_BROKER_URL="redis://:{v}@127.0.0.1:6379/0"',
        ),
    ),
    k(
        "gemini_write_env_production",
        "config",
        gemini_write(
            ".env.production",
            "DJANGO_SECRET_KEY={v}\nALLOWED_HOSTS=app.example.com\nDEBUG=0\n",
        ),
        value=lambda r: (
            "django-insecure-" + pick(r, string.ascii_lowercase + "0123456789!@#$%^&*(-_=+)", 50)
        ),
    ),
    k(
        "laravel_app_key_base64",
        "config",
        L(codex("grep APP_KEY .env"), cc_result("APP_KEY=base64:{v}")),
        "APP_KEY=base64:{v}",
        value=lambda r: (
            urlsafe(r, 2) + pick(r, string.ascii_letters + string.digits + "+/", 41) + "="
        ),
    ),
    k(
        "cat_rails_config_master_key",
        "config",
        L("$ cat config/master.key", "{v}"),
        value=lambda r: hexs(r, 32),
    ),
    k(
        "gcloud_adc_refresh_token",
        "config",
        L(
            "{",
            '  "account": "",',
            '  "client_id": "{d12}-{l32}.apps.googleusercontent.com",',
            '  "client_secret": "GOCSPX-{k28}",',
            '  "refresh_token": "{v}",',
            '  "type": "authorized_user"',
            "}",
        ),
        value=lambda r: "1//0" + pick(r, string.ascii_letters, 1) + urlsafe(r, 98),
    ),
    k(
        "kubeconfig_users_ci_token_jwt",
        "config",
        L(
            "users:",
            "- name: ci",
            "  user:",
            "    token: {v}",
        ),
        value=jwt,
    ),
)

CONFIG_KINDS: tuple[Kind, ...] = (*_ENV, *_YAML, *_FILES)
