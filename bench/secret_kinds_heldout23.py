"""The twenty-third held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is what coding
agents' tools print and read in mainstream developer work, in forms held-out
14 to 22 did not use. This file holds the places and shapes: state and config
files read whole (a `terraform.tfstate` resource, `pulumi config
--show-secrets`, a Kustomize `secretGenerator`, a SAM `samconfig.toml`, a CDK
`SecretValue.unsafePlainText`, an Azure Functions `local.settings.json`, a
Dynaconf `.secrets.toml`, `config/master.key`, Composer's `auth.json`, a
Gradle `gradle.properties`, a Yarn Berry `.yarnrc.yml`, `bunfig.toml`, Cargo's
`credentials.toml`, RubyGems' `credentials`, a `nuget.config` with
`ClearTextPassword`, a `Pipfile.lock` source, a `package-lock.json`
`resolved` URL, gh's `hosts.yml`, a `.gitconfig` `extraheader`, `.aider.conf.yml`,
a Claude Code `settings.json` env, an `.mcp.json` server, a JetBrains run
configuration, a `.tmux.conf`, a fish `config.fish`); command outputs (`aws
configure export-credentials`, `gcloud config config-helper`, `az account
get-access-token`, `kubectl config view --raw`, `gh auth status
--show-token`, `git credential fill`, `export -p`, `node -p process.env`,
`print(os.environ)`, `rails credentials:show`, `dotnet user-secrets list`,
`vault login`, `supabase status`, `stripe listen`, `sops -d`, `docker history
--no-trunc`, a BuildKit log, `kubectl describe pod`, `kubectl -v=8`, `ps
auxww`, `/proc/<pid>/cmdline`, zsh's extended history, fish's history, PSReadLine's
history, `git stash show -p`, `git grep`, a gcloud token cache read with
`sqlite3`, `xxd -p` and `od -An -tx1` of a key file); traces and debug logs
(a `rich` traceback with locals, a `requests` retry error, an Axios error's
config, `http.client` debug, `GIT_CURL_VERBOSE`, `TF_LOG=DEBUG`, curl's HTTP/2
pseudo-header lines); HTTP (HTTPie, `grpcurl`, a Slack slash command's form,
a token response, a `Set-Cookie`, a Go `DumpRequestOut`, a `tshark` field);
fixtures and cassettes (VCR YAML, a WireMock mapping, a nock recording, a
Jest snapshot, Playwright's `storageState.json`, `monkeypatch.setenv`,
`cypress.env.json`); databases (a `pg_dump` `COPY` block, an Alembic
migration, a Laravel seeder, a Django fixture, a Rails seed, a Prisma seed,
a keyword DSN to `psql`); edits made by commands (`sed -i`, `yq -i`, `jq`,
`sqlite3 UPDATE`, `redis-cli CONFIG SET`); and a Proxy-Authorization in
base64.

Its second part (`bench/secret_kinds_heldout23_more.py`) is the shapes and
the chat (kept there for this file's length) and vendors of mainstream
trades no set reached; its look-alikes
(`bench/secret_kinds_heldout23_look.py`) are what the same places hold that
is no secret.
"""

from __future__ import annotations

import base64
import json
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout23_look import LOOK_ALIKES
from bench.secret_kinds_heldout23_more import SHAPES_AND_CHAT, VENDOR_KINDS, jwt, kind23

__all__ = ["KINDS", "LOOK_ALIKES", "heldout23_samples"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


# -- state and config files read whole ----------------------------------------------------


def _tfstate(r: random.Random) -> tuple[str, str]:
    v = pw(r, 20)
    doc = {
        "mode": "managed",
        "type": "aws_db_instance",
        "name": "main",
        "instances": [
            {
                "schema_version": 2,
                "attributes": {
                    "engine": "postgres",
                    "username": "app",
                    "password": v,
                    "port": 5432,
                },
                "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]],
            }
        ],
    }
    return v, "$ jq '.resources[0]' terraform.tfstate\n" + json.dumps(doc, indent=2)


_FILES: tuple[Kind, ...] = (
    Kind("tfstate_resource_attribute", "config", _tfstate),
    kind23(
        "pulumi_config_show_secrets",
        "config",
        "$ pulumi config --show-secrets\nKEY                VALUE\naws:region         eu-west-1\n"
        "app:dbPassword     {v}\napp:replicas       3",
    ),
    kind23(
        "kustomize_secret_generator",
        "config",
        "secretGenerator:\n  - name: api-creds\n    literals:\n      - username=svc\n"
        "      - password={v}\ngeneratorOptions:\n  disableNameSuffixHash: true",
    ),
    kind23(
        "sam_parameter_overrides",
        "config",
        'version = 0.1\n[default.deploy.parameters]\nstack_name = "orders"\n'
        'parameter_overrides = "Stage=\\"prod\\" DbPassword=\\"{v}\\""',
    ),
    kind23(
        "cdk_unsafe_plaintext",
        "code",
        "new rds.DatabaseInstance(this, 'Db', {{\n  credentials: rds.Credentials.fromPassword("
        "'admin', SecretValue.unsafePlainText('{v}')),\n}});",
    ),
    kind23(
        "azure_functions_local_settings",
        "dsn",
        '{{\n  "IsEncrypted": false,\n  "Values": {{\n    "AzureWebJobsStorage": '
        '"DefaultEndpointsProtocol=https;AccountName=ordersfn;AccountKey={v};'
        'EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "node"\n  }}\n}}',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind23(
        "dynaconf_secrets_toml",
        "config",
        "# .secrets.toml\n[default]\nsmtp_user = \"mailer\"\nsmtp_pass = '{v}'\n\n"
        "[production]\ndynaconf_merge = true",
    ),
    kind23(
        "rails_master_key_file",
        "key",
        "$ cat config/master.key\n{v}\n$ bin/rails credentials:edit",
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "composer_auth_json",
        "config",
        '{{\n    "http-basic": {{\n        "repo.packagist.com": {{\n'
        '            "username": "token",\n            "password": "{v}"\n        }}\n    }}\n}}',
        value=lambda r: hexs(r, 40),
    ),
    kind23(
        "gradle_user_properties",
        "config",
        "# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx2g\nossrhUsername=mvn-bot\n"
        "ossrhPassword={v}\nsigning.keyId=24875D73",
    ),
    kind23(
        "yarnrc_berry_scope",
        "config",
        'npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n'
        '    npmAuthToken: "{v}"\nnodeLinker: node-modules',
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    kind23(
        "bunfig_scope_token",
        "config",
        '[install.scopes]\n"@acme" = {{ token = "{v}", url = "https://npm.acme.dev/" }}',
        value=lambda r: alnum(r, 40),
    ),
    kind23(
        "cargo_credentials_toml",
        "config",
        '# ~/.cargo/credentials.toml\n[registries.acme-crates]\ntoken = "Bearer {v}"',
        value=lambda r: urlsafe(r, 44),
    ),
    kind23(
        "rubygems_credentials",
        "config",
        "$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {v}\n:github: Bearer ghp_REDACTED",
        value=lambda r: "rubygems_" + hexs(r, 48),
    ),
    kind23(
        "nuget_clear_text_password",
        "config",
        '<packageSourceCredentials>\n  <acme-feed>\n    <add key="Username" value="ci" />\n'
        '    <add key="ClearTextPassword" value="{v}" />\n  </acme-feed>\n'
        "</packageSourceCredentials>",
        value=lambda r: alnum(r, 52).lower(),
    ),
    kind23(
        "pipfile_lock_source",
        "dsn",
        '"_meta": {{\n    "sources": [\n        {{\n            "name": "private",\n'
        '            "url": "https://__token__:{v}@pypi.acme.dev/simple",\n'
        '            "verify_ssl": true\n        }}\n    ]\n}}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind23(
        "package_lock_resolved_token",
        "dsn",
        '"node_modules/@acme/ui": {{\n  "version": "4.2.0",\n  "resolved": '
        '"https://ci:{v}@npm.acme.dev/@acme/ui/-/ui-4.2.0.tgz",\n'
        '  "integrity": "sha512-{h32}"\n}}',
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "gh_hosts_yml",
        "config",
        "$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: mkoval\n"
        "    oauth_token: {v}\n    git_protocol: ssh",
        value=lambda r: "gho_" + alnum(r, 36),
    ),
    kind23(
        "gitconfig_extraheader",
        "header",
        '[http "https://dev.azure.com/"]\n\textraheader = AUTHORIZATION: basic {v}',
        value=lambda r: _b64(":" + alnum(r, 52).lower()),
    ),
    kind23(
        "aider_conf_yml",
        "config",
        "# .aider.conf.yml\nmodel: sonnet\nopenai-api-key: {v}\nauto-commits: false",
        value=lambda r: "sk-proj-" + urlsafe(r, 48),
    ),
    kind23(
        "claude_settings_env",
        "config",
        '{{\n  "permissions": {{ "allow": ["Bash(npm test)"] }},\n  "env": {{\n'
        '    "LINEAR_API_KEY": "{v}",\n    "DISABLE_TELEMETRY": "1"\n  }}\n}}',
        value=lambda r: "lin_api_" + alnum(r, 40),
    ),
    kind23(
        "mcp_json_server_env",
        "config",
        '{{\n  "mcpServers": {{\n    "github": {{\n      "command": "npx",\n'
        '      "args": ["-y", "@modelcontextprotocol/server-github"],\n'
        '      "env": {{ "GITHUB_PERSONAL_ACCESS_TOKEN": "{v}" }}\n    }}\n  }}\n}}',
        value=lambda r: "github_pat_11" + alnum(r, 20) + "_" + alnum(r, 59),
    ),
    kind23(
        "jetbrains_run_configuration_env",
        "config",
        '<configuration name="api" type="PythonConfigurationType">\n  <envs>\n'
        '    <env name="PYTHONUNBUFFERED" value="1" />\n'
        '    <env name="PAYMENTS_SECRET" value="{v}" />\n  </envs>\n</configuration>',
        value=lambda r: alnum(r, 40),
    ),
    kind23(
        "tmux_set_environment",
        "cli",
        "# ~/.tmux.conf\nset -g mouse on\nset-environment -g NPM_TOKEN {v}",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    kind23(
        "fish_set_gx",
        "cli",
        "# ~/.config/fish/config.fish\nset -gx EDITOR nvim\nset -gx DEEPL_AUTH_KEY {v}",
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}:fx",
    ),
)

# -- what commands print -------------------------------------------------------------------


def _od_bytes(r: random.Random) -> tuple[str, str]:
    raw = bytes(r.randrange(256) for _ in range(16))
    v = raw.hex(" ")
    return v, f"$ od -An -tx1 -v keys/hmac.bin\n {v}"


def _xxd_plain(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 64)
    return (
        v,
        f"$ xxd -p secrets/session.key\n{v}\n$ ls -l secrets/\n-rw------- 1 app app 32 session.key",
    )


_OUTPUTS: tuple[Kind, ...] = (
    kind23(
        "aws_export_credentials_env",
        "cli",
        "$ aws configure export-credentials --profile dev --format env\n"
        "export AWS_ACCESS_KEY_ID={aws}\nexport AWS_SECRET_ACCESS_KEY={v}",
        value=lambda r: b64(r, 40).replace("+", "/"),
    ),
    kind23(
        "gcloud_config_helper",
        "cli",
        '$ gcloud config config-helper --format=json\n{{\n  "credential": {{\n'
        '    "access_token": "{v}",\n    "token_expiry": "2026-11-29T15:02:11Z"\n  }}\n}}',
        value=lambda r: "ya29.a0" + urlsafe(r, 120),
    ),
    kind23(
        "az_get_access_token",
        "cli",
        '$ az account get-access-token\n{{\n  "accessToken": "{v}",\n'
        '  "expiresOn": "2026-11-29 16:01:44.000000",\n  "tokenType": "Bearer"\n}}',
        value=jwt,
    ),
    kind23(
        "kubectl_config_view_raw",
        "config",
        "$ kubectl config view --raw --minify\nusers:\n- name: ci-deployer\n  user:\n"
        "    token: {v}\ncurrent-context: prod",
        value=jwt,
    ),
    kind23(
        "gh_auth_status_show_token",
        "cli",
        "$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account mkoval\n"
        "  - Active account: true\n  - Token: {v}\n  - Token scopes: 'gist', 'repo'",
        value=lambda r: "gho_" + alnum(r, 36),
    ),
    kind23(
        "git_credential_fill",
        "cli",
        "$ printf 'protocol=https\\nhost=gitlab.com\\n' | git credential fill\nprotocol=https\n"
        "host=gitlab.com\nusername=oauth2\npassword={v}",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    kind23(
        "bash_export_p",
        "cli",
        '$ export -p | grep -i sentry\ndeclare -x SENTRY_AUTH_TOKEN="{v}"\n'
        'declare -x SENTRY_ORG="acme"',
        value=lambda r: "sntryu_" + hexs(r, 64),
    ),
    kind23(
        "node_print_process_env",
        "dsn",
        "$ node -p process.env\n{{\n  SHELL: '/bin/zsh',\n"
        "  DATABASE_URL: 'postgresql://app:{v}@db.internal:5432/shop',\n"
        "  NODE_ENV: 'development'\n}}",
    ),
    kind23(
        "python_print_environ",
        "cli",
        ">>> print(os.environ)\nenviron({{'HOME': '/home/dev', 'ANTHROPIC_API_KEY': '{v}', "
        "'LANG': 'C.UTF-8'}})",
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93) + "AA",
    ),
    kind23(
        "rails_credentials_show",
        "config",
        "$ bin/rails credentials:show\naws:\n  access_key_id: {aws}\n  secret_access_key: {v}\n"
        "secret_key_base: {h32}",
        value=lambda r: b64(r, 40),
    ),
    kind23(
        "dotnet_user_secrets_list",
        "dsn",
        "$ dotnet user-secrets list\nSmtp:Host = smtp.office365.com\n"
        "ConnectionStrings:Default = Server=tcp:sql.acme.net,1433;User ID=api;Password={v};",
    ),
    kind23(
        "vault_login_table",
        "cli",
        "$ vault login -method=github\nSuccess! You are now authenticated.\n\n"
        "Key                    Value\n---                    -----\ntoken                  {v}\n"
        "token_accessor         {h8}\ntoken_duration         768h",
        value=lambda r: "hvs." + urlsafe(r, 90),
    ),
    kind23(
        "supabase_status",
        "cli",
        "$ supabase status\n         API URL: http://127.0.0.1:54321\n"
        "    DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n"
        "service_role key: {v}",
        value=jwt,
    ),
    kind23(
        "stripe_listen_signing_secret",
        "cli",
        "$ stripe listen --forward-to localhost:3000/api/webhooks\n"
        "> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret "
        "is {v} (^C to quit)",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    kind23(
        "sops_decrypt_output",
        "config",
        "$ sops -d secrets/prod.enc.yaml\nredis:\n    url: redis://cache:6379/0\n"
        "    password: {v}\nsops_version: 3.9.1",
    ),
    kind23(
        "docker_history_no_trunc",
        "cli",
        "$ docker history --no-trunc acme/api:latest | head -3\n"
        "IMAGE          CREATED       CREATED BY\n<missing>      2 hours ago   "
        "RUN |1 NPM_TOKEN={v} /bin/sh -c npm ci --omit=dev",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    kind23(
        "buildkit_log_echo",
        "cli",
        '#7 [builder 3/6] RUN echo "//npm.pkg.github.com/:_authToken={v}" > .npmrc\n#7 DONE 0.2s',
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    kind23(
        "kubectl_describe_pod_env",
        "config",
        "$ kubectl describe pod api-7d9f8-x2k\n    Environment:\n"
        "      RAILS_ENV:         production\n      MAILER_PASSWORD:   {v}\n"
        "      REDIS_URL:         <set to the key 'url' in secret 'redis'>",
    ),
    kind23(
        "kubectl_v8_curl_bearer",
        "header",
        'I1129 14:02:11.120 round_trippers.go:466] curl -v -XGET  -H "Accept: application/json" '
        "-H \"Authorization: Bearer {v}\" 'https://10.0.0.1:6443/api/v1/namespaces/default/pods'",
        value=jwt,
    ),
    kind23(
        "ps_auxww_java_arg",
        "cli",
        "$ ps auxww | grep keycloak\nkeycloak  2214  3.1 12.0 java -Xms512m -jar quarkus-run.jar "
        "start --db-password={v} --hostname=sso.acme.dev",
    ),
    kind23(
        "proc_cmdline_tr",
        "cli",
        "$ tr '\\0' ' ' < /proc/1842/cmdline\n"
        "redis-server *:6379 --requirepass {v} --appendonly yes",
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "zsh_extended_history",
        "cli",
        ": 1732888412:0;cd ~/src/api\n: 1732888420:0;export OPENROUTER_API_KEY={v}\n"
        ": 1732888431:0;npm run dev",
        value=lambda r: "sk-or-v1-" + hexs(r, 64),
    ),
    kind23(
        "fish_history_yaml",
        "cli",
        "- cmd: set -Ux MAILGUN_API_KEY {v}\n  when: 1732889011\n"
        "- cmd: npm test\n  when: 1732889040",
        value=lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
    ),
    kind23(
        "psreadline_history",
        "cli",
        "PS> Get-Content (Get-PSReadLineOption).HistorySavePath -Tail 3\n"
        'az storage blob upload --account-name acmelogs --account-key "{v}" -f out.zip\n'
        "git status",
        value=lambda r: b64(r, 86) + "==",
    ),
    kind23(
        "git_stash_show_patch",
        "config",
        "$ git stash show -p stash@{{0}}\n--- a/.env.development\n+++ b/.env.development\n"
        "@@ -3,2 +3,3 @@\n PORT=3000\n+ALGOLIA_ADMIN_KEY={v}\n DEBUG=app:*",
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "git_grep_hit",
        "code",
        '$ git grep -n "_SECRET"\nsrc/settings/base.py:41:OAUTH_CLIENT_SECRET = "{v}"\n'
        'src/settings/base.py:42:OAUTH_CLIENT_ID = "acme-web"',
        value=lambda r: urlsafe(r, 40),
    ),
    kind23(
        "sqlite_gcloud_token_cache",
        "cli",
        "$ sqlite3 ~/.config/gcloud/access_tokens.db 'select * from access_tokens'\n"
        "dev@acme.dev|{v}|2026-11-29 15:40:02|",
        value=lambda r: "ya29.c." + urlsafe(r, 110),
    ),
    Kind("od_hex_bytes_of_key", "key", _od_bytes),
    Kind("xxd_plain_hex_of_key", "key", _xxd_plain),
)

# -- traces, debug logs, HTTP --------------------------------------------------------------

_TRACES: tuple[Kind, ...] = (
    kind23(
        "rich_traceback_locals",
        "code",
        "│ ❱ 88 │   conn = smtplib.SMTP_SSL(host, 465)                                 │\n"
        "│ ╭──────────────── locals ─────────────────╮                              │\n"
        "│ │     host = 'smtp.fastmail.com'          │                              │\n"
        "│ │ password = '{v}'            │                              │\n"
        "│ ╰─────────────────────────────────────────╯                              │",
    ),
    kind23(
        "requests_retry_error_url",
        "cli",
        "requests.exceptions.ConnectionError: "
        "HTTPSConnectionPool(host='api.acme-geo.io', port=443): "
        "Max retries exceeded with url: /v2/geocode?q=Berlin&apikey={v} (Caused by "
        "NameResolutionError(...))",
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "axios_error_config_headers",
        "header",
        "AxiosError: Request failed with status code 403\n"
        "    at settle (node_modules/axios/lib/core/"
        "settle.js:19:12) {{\n  config: {{\n    headers: Object [AxiosHeaders] {{\n"
        "      'X-Api-Key': '{v}',\n      'User-Agent': 'axios/1.7.7'\n    }},",
        value=lambda r: alnum(r, 40),
    ),
    kind23(
        "http_client_debuglevel",
        "header",
        "send: b'GET /v1/projects HTTP/1.1\\r\\nHost: api.acme.dev\\r\\nAuthorization: Token {v}"
        "\\r\\nAccept: */*\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'",
        value=lambda r: hexs(r, 40),
    ),
    kind23(
        "git_curl_verbose_basic",
        "header",
        "$ GIT_CURL_VERBOSE=1 git fetch\n=> Send header: GET /acme/api.git/info/refs?service="
        "git-upload-pack HTTP/1.1\n=> Send header: Authorization: Basic {v}\n=> Send header: "
        "Git-Protocol: version=2",
        value=lambda r: _b64("ci-bot:" + pw(r, 16)),
    ),
    kind23(
        "tf_log_debug_header",
        "header",
        "2026-11-29T14:11:02.120Z [DEBUG] provider.terraform-provider-cloudflare: HTTP Request: "
        "GET /client/v4/zones HTTP/1.1\nAuthorization: Bearer {v}\nUser-Agent: terraform-provider",
        value=lambda r: urlsafe(r, 40),
    ),
    kind23(
        "curl_http2_pseudo_headers",
        "header",
        "* [HTTP/2] [1] OPENED stream for https://api.acme.dev/v1/me\n"
        "* [HTTP/2] [1] [:method: GET]\n* [HTTP/2] [1] [authorization: Bearer {v}]\n"
        "* [HTTP/2] [1] [user-agent: curl/8.5.0]",
        value=lambda r: urlsafe(r, 48),
    ),
    kind23(
        "httpie_auth_flag",
        "cli",
        "http -a deploy:{v} POST https://ci.acme.dev/job/release/build",
    ),
    kind23(
        "httpie_header_item",
        "cli",
        "http GET https://api.acme.dev/v1/orders X-API-Key:{v} limit==20",
        value=lambda r: alnum(r, 36),
    ),
    kind23(
        "grpcurl_metadata",
        "cli",
        "grpcurl -H 'authorization: Bearer {v}' -d '{{\"id\": 42}}' api.acme.dev:443 "
        "orders.v1.Orders/Get",
        value=lambda r: urlsafe(r, 44),
    ),
    kind23(
        "slack_slash_command_form",
        "form",
        "POST /slack/commands\nContent-Type: application/x-www-form-urlencoded\n\n"
        "token={v}&team_id=T0001&command=%2Fdeploy&text=api+prod",
        value=lambda r: alnum(r, 24),
    ),
    kind23(
        "oauth_token_response_refresh",
        "form",
        'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{{"access_token":"{h32}",'
        '"token_type":"bearer","expires_in":3600,"refresh_token":"{v}"}}',
        value=lambda r: urlsafe(r, 64),
    ),
    kind23(
        "set_cookie_session",
        "header",
        "< HTTP/1.1 302 Found\n< Location: /dashboard\n"
        "< Set-Cookie: _acme_session={v}; path=/; HttpOnly; SameSite=Lax",
        value=lambda r: urlsafe(r, 96),
    ),
    kind23(
        "go_dump_request_out",
        "header",
        "POST /api/v3/charges HTTP/1.1\r\nHost: pay.acme.dev\r\nUser-Agent: Go-http-client/1.1\r\n"
        "X-Auth-Token: {v}\r\nAccept-Encoding: gzip\r\n\r\n",
        value=lambda r: hexs(r, 48),
    ),
    kind23(
        "tshark_authorization_field",
        "header",
        "$ tshark -r cap.pcapng -Y http.authorization -T fields -e ip.src -e http.authorization\n"
        "10.0.3.14\tBasic {v}",
        value=lambda r: _b64("admin:" + pw(r)),
    ),
    kind23(
        "proxy_authorization_b64",
        "header",
        "CONNECT registry.npmjs.org:443 HTTP/1.1\nProxy-Authorization: Basic {v}",
        value=lambda r: _b64("build:" + pw(r, 16)),
    ),
)

# -- fixtures, cassettes, databases --------------------------------------------------------

_FIXTURES: tuple[Kind, ...] = (
    kind23(
        "vcr_cassette_header",
        "header",
        "interactions:\n- request:\n    body: null\n    headers:\n      Authorization:\n"
        "      - Bearer {v}\n    method: GET\n    uri: https://api.github.com/user",
        value=lambda r: "ghs_" + alnum(r, 36),
    ),
    kind23(
        "wiremock_mapping_equal_to",
        "header",
        '{{\n  "request": {{\n    "urlPath": "/v1/rates",\n    "headers": {{\n'
        '      "X-Api-Key": {{ "equalTo": "{v}" }}\n    }}\n  }},\n'
        '  "response": {{ "status": 200 }}\n}}',
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "nock_recording",
        "code",
        "nock('https://api.openweathermap.org:443', {{\"encodedQueryParams\":true}})\n"
        '  .get(\'/data/2.5/weather\')\n  .query({{"q":"Oslo","appid":"{v}"}})\n'
        '  .reply(200, {{"name":"Oslo"}});',
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "jest_snapshot_object",
        "code",
        'exports[`loadConfig reads the env 1`] = `\n{{\n  "apiKey": "{v}",\n'
        '  "region": "eu",\n}}\n`;',
        value=lambda r: alnum(r, 40),
    ),
    kind23(
        "playwright_storage_state",
        "form",
        '{{\n  "cookies": [\n    {{\n      "name": "__Secure-next-auth.session-token",\n'
        '      "value": "{v}",\n      "domain": "app.acme.dev",\n      "httpOnly": true\n'
        "    }}\n  ]\n}}",
        value=lambda r: urlsafe(r, 120),
    ),
    kind23(
        "pytest_monkeypatch_setenv",
        "code",
        "@pytest.fixture(autouse=True)\ndef _env(monkeypatch):\n"
        '    monkeypatch.setenv("SENDGRID_API_KEY", "{v}")',
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    kind23(
        "cypress_env_json",
        "config",
        '{{\n  "baseUrl": "http://localhost:3000",\n  "E2E_ADMIN_PASSWORD": "{v}"\n}}',
    ),
    kind23(
        "pg_dump_copy_block",
        "code",
        "COPY public.integrations (id, provider, api_key, created_at) FROM stdin;\n"
        "7\tmailchimp\t{v}\t2026-10-01 09:12:44\n\\.",
        value=lambda r: hexs(r, 32) + "-us21",
    ),
    kind23(
        "alembic_create_user",
        "code",
        "def upgrade() -> None:\n    op.execute(\"CREATE ROLE reporting LOGIN PASSWORD '{v}'\")\n"
        "    op.execute('GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting')",
    ),
    kind23(
        "laravel_seeder_hash_make",
        "code",
        "User::create([\n    'email' => 'admin@acme.dev',\n"
        "    'password' => Hash::make('{v}'),\n]);",
    ),
    kind23(
        "django_fixture_social_app",
        "form",
        '[{{"model": "socialaccount.socialapp", "pk": 1, "fields": {{"provider": "github", '
        '"name": "GitHub", "client_id": "Iv1.{h8}", "secret": "{v}"}}}}]',
        value=lambda r: hexs(r, 40),
    ),
    kind23(
        "rails_seed_create",
        "code",
        'User.find_or_create_by!(email: "ops@acme.dev") do |u|\n  u.password = "{v}"\nend',
    ),
    kind23(
        "prisma_seed_data",
        "code",
        "await prisma.apiClient.create({{\n"
        "  data: {{ name: 'mobile', clientSecret: '{v}' }},\n}});",
        value=lambda r: urlsafe(r, 40),
    ),
    kind23(
        "psql_keyword_dsn",
        "dsn",
        'psql "host=db.acme.dev port=5432 dbname=shop user=analyst password={v} sslmode=require"',
    ),
)

# -- edits made by commands ---------------------------------------------------------------

_EDITS: tuple[Kind, ...] = (
    kind23("sed_in_place_env", "cli", "sed -i 's/^SMTP_PASSWORD=.*/SMTP_PASSWORD={v}/' .env"),
    kind23(
        "yq_in_place_values",
        "cli",
        "yq -i '.auth.password = \"{v}\"' charts/api/values.prod.yaml",
    ),
    kind23(
        "jq_set_token",
        "cli",
        "jq '.registry.token = \"{v}\"' config.json > config.tmp && mv config.tmp config.json",
        value=lambda r: alnum(r, 40),
    ),
    kind23(
        "sqlite_update_setting",
        "cli",
        "sqlite3 data/app.db \"UPDATE settings SET value='{v}' WHERE key='smtp_password';\"",
    ),
    kind23(
        "redis_config_set_requirepass", "cli", 'redis-cli -h cache CONFIG SET requirepass "{v}"'
    ),
    kind23(
        "docker_secret_create_stdin",
        "cli",
        "printf '%s' '{v}' | docker secret create pg_password -",
    ),
)

KINDS: tuple[Kind, ...] = (
    *_FILES,
    *_OUTPUTS,
    *_TRACES,
    *_FIXTURES,
    *_EDITS,
    *SHAPES_AND_CHAT,
    *VENDOR_KINDS,
)


def heldout23_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-third held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout23", SESSION_PLACES8)
