"""Held-out 39's state and caches (`bench/secret_kinds_heldout39.py`), and its value makers.

What a tool leaves on disk after it ran with a secret: Terraform state and
plan JSON, Pulumi checkpoints, Ansible fact caches, CDK's `cdk.out`, cached
kubeconfigs, package managers' credential files and caches, `.netrc` and
`.pypirc` variants, apps' state under `~/.config`, an SQLite `.dump` of a
token table, Redis `MONITOR` lines, browsers' storage exports (localStorage
JSON, `cookies.txt`, DevTools' "Copy as cURL" and "Copy as fetch"), and
IDEs' workspace files.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = [
    "STATE_KINDS",
    "alnum_of",
    "aws_id",
    "aws_secret",
    "gh_token",
    "google_key",
    "jwt",
    "npm_token",
    "openai_key",
    "pem_key",
    "slack_bot",
    "stripe_live",
]

_UPD = string.ascii_uppercase + string.digits


def gh_token(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def npm_token(r: random.Random) -> str:
    return "npm_" + alnum(r, 36)


def aws_id(r: random.Random) -> str:
    return "AKIA" + pick(r, _UPD, 16)


def aws_secret(r: random.Random) -> str:
    return alnum(r, 20) + "/" + alnum(r, 10) + "+" + alnum(r, 8)


def stripe_live(r: random.Random) -> str:
    return "sk_live_" + alnum(r, 32)


def slack_bot(r: random.Random) -> str:
    return f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}"


def google_key(r: random.Random) -> str:
    return "AIza" + urlsafe(r, 35)


def openai_key(r: random.Random) -> str:
    return "sk-proj-" + urlsafe(r, 56)


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    head = _b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = json.dumps({"sub": digits(r, 6), "iat": 1700000000 + r.randrange(10**7)})
    return f"{head}.{_b64url(body.encode())}.{urlsafe(r, 43)}"


def pem_key(r: random.Random) -> str:
    lines = "\n".join(b64(r, 64) for _ in range(4))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def _h(n: int) -> Callable[[random.Random], str]:
    return lambda r: hexs(r, n)


def alnum_of(n: int) -> Callable[[random.Random], str]:
    return lambda r: alnum(r, n)


def _l(n: int) -> Callable[[random.Random], str]:
    return lambda r: lower_alnum(r, n)


STATE_KINDS: tuple[Kind, ...] = (
    k(
        "tfstate_db_instance_password",
        "config",
        '{\n  "version": 4,\n  "terraform_version": "1.9.5",\n  "serial": {d2},\n  "resources": [\n'
        '    {\n      "type": "aws_db_instance",\n      "name": "main",\n      "instances": [\n'
        '        {\n          "attributes": {\n            "engine": "postgres",\n'
        '            "password": "{v}",\n            "username": "app"',
    ),
    k(
        "tfstate_random_password_result",
        "output",
        "$ jq '.resources[] | select(.type==\"random_password\") | .instances[0].attributes' "
        'terraform.tfstate\n{\n  "id": "none",\n  "length": 24,\n  "result": "{v}",\n'
        '  "special": true\n}',
    ),
    k(
        "tfstate_iam_access_key_secret",
        "output",
        '"attributes": {\n  "id": "AKIA{U16}",\n  "secret": "{v}",\n  "status": "Active",\n'
        '  "user": "ci-deployer"\n}',
        value=aws_secret,
    ),
    k(
        "tfplan_json_after_sensitive_value",
        "output",
        "$ terraform show -json plan.out | jq .resource_changes[0].change.after\n{\n"
        '  "name": "api-key",\n  "secret_string": "{v}",\n  "recovery_window_in_days": 0\n}',
        value=stripe_live,
    ),
    k(
        "tfstate_outputs_block",
        "config",
        '  "outputs": {\n    "grafana_admin_password": {\n      "value": "{v}",\n'
        '      "type": "string",\n      "sensitive": true\n    }\n  },',
    ),
    k(
        "tfstate_tls_private_key_pem",
        "key",
        '"private_key_pem": "{v}",\n"public_key_fingerprint_md5": "{h2}:{h2}:{h2}"',
        value=lambda r: pem_key(r).replace("\n", "\\n"),
    ),
    k(
        "pulumi_checkpoint_plaintext_config",
        "config",
        '{\n  "version": 3,\n  "checkpoint": {\n    "latest": {\n      "resources": [{\n'
        '        "urn": "urn:pulumi:prod::api::aws:rds/instance:Instance::db",\n'
        '        "inputs": { "masterPassword": "{v}", "engine": "postgres" }',
    ),
    k(
        "pulumi_stack_export_secret_plaintext",
        "output",
        '$ pulumi stack export --show-secrets | jq ".deployment.resources[3].outputs"\n'
        '{\n  "apiToken": {\n    "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb'
        '44270",'
        '\n    "plaintext": "\\"{v}\\""\n  }\n}',
        value=alnum_of(40),
    ),
    k(
        "ansible_fact_cache_json",
        "config",
        '$ cat ~/.ansible/fact_cache/db01.prod\n{\n  "ansible_hostname": "db01",\n'
        '  "mysql_replication_password": "{v}",\n  "ansible_os_family": "Debian"\n}',
    ),
    k(
        "ansible_retry_vars_dump",
        "output",
        'ok: [web02] => (item={"name": "smtp", "password": "{v}"})',
    ),
    k(
        "cdk_out_template_parameter_default",
        "config",
        '"Parameters": {\n  "SlackWebhookSecret": {\n    "Type": "String",\n'
        '    "Default": "{v}"\n  }\n},',
        value=alnum_of(32),
    ),
    k(
        "cdk_out_lambda_environment",
        "output",
        '$ grep -A4 Environment cdk.out/ApiStack.template.json\n        "Environment": {\n'
        '          "Variables": {\n            "OPENAI_API_KEY": "{v}",\n'
        '            "LOG_LEVEL": "info"',
        value=openai_key,
    ),
    k(
        "kubeconfig_cache_token",
        "config",
        "apiVersion: v1\nkind: Config\nusers:\n- name: ci@prod\n  user:\n    token: {v}\n"
        "contexts:\n- context: {cluster: prod, user: ci@prod}\n  name: prod",
        value=jwt,
    ),
    k(
        "kube_cache_discovery_exec_credential",
        "output",
        '$ cat ~/.kube/cache/oidc-login/{h64}\n{"id_token":"{v}","refresh_token":"{k40}"}',
        value=jwt,
    ),
    k(
        "kubeconfig_client_key_data",
        "key",
        "users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi\n"
        "    client-key-data: {v}",
        value=lambda r: base64.b64encode(pem_key(r).encode()).decode(),
    ),
    k(
        "npmrc_authtoken_scoped_registry",
        "config",
        "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={v}\n",
        value=gh_token,
    ),
    k(
        "npmrc_basic_auth_base64",
        "config",
        "registry=https://nexus.acme.io/repository/npm/\n_auth={v}\nalways-auth=true",
        value=lambda r: base64.b64encode(f"builder:{pw(r)}".encode()).decode(),
    ),
    k(
        "yarnrc_yml_npm_auth_token",
        "config",
        'npmScopes:\n  acme:\n    npmAlwaysAuth: true\n    npmAuthToken: "{v}"\n'
        '    npmRegistryServer: "https://npm.acme.io"',
        value=npm_token,
    ),
    k(
        "pip_conf_extra_index_credentials",
        "config",
        "[global]\nextra-index-url = https://ci:{v}@pkgs.acme.io/pypi/simple/\ntimeout = 60",
        value=alnum_of(28),
    ),
    k(
        "pypirc_password_section",
        "config",
        "[distutils]\nindex-servers =\n    pypi\n    internal\n\n[internal]\nrepository = "
        "https://pypi.acme.io/\nusername = release-bot\npassword = {v}",
    ),
    k(
        "pypirc_token_pypi",
        "config",
        "[pypi]\n  username = __token__\n  password = {v}",
        value=lambda r: "pypi-AgEIcHlwaS5vcmc" + urlsafe(r, 64),
    ),
    k(
        "netrc_single_line",
        "config",
        "machine api.heroku.com login ana@acme.io password {v}",
        value=lambda r: pick(r, "0123456789abcdef", 8) + "-" + hexs(r, 4) + "-" + hexs(r, 12),
    ),
    k(
        "netrc_multi_line_cat",
        "output",
        "$ cat ~/.netrc\nmachine git.acme.io\n  login deploy\n  password {v}\n"
        "machine ftp.acme.io\n  login anonymous",
    ),
    k(
        "gem_credentials_yaml",
        "config",
        "$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {v}\n",
        value=lambda r: "rubygems_" + hexs(r, 48),
    ),
    k(
        "cargo_credentials_toml",
        "config",
        '[registry]\ntoken = "{v}"\n\n[registries.acme]\ntoken = "Bearer {k20}"',
        value=lambda r: "cio" + alnum(r, 32),
    ),
    k(
        "composer_auth_json",
        "config",
        '{\n    "http-basic": {\n        "repo.packagist.com": {\n            "username": "token",'
        '\n            "password": "{v}"\n        }\n    }\n}',
        value=_h(40),
    ),
    k(
        "nuget_config_cleartext_password",
        "config",
        '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="build" />\n'
        '    <add key="ClearTextPassword" value="{v}" />\n  </acme>\n</packageSourceCredentials>',
    ),
    k(
        "gradle_properties_user_home",
        "config",
        "# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx4g\nartifactoryUser=ci\n"
        "artifactoryPassword={v}",
    ),
    k(
        "maven_settings_server_password",
        "config",
        "<servers>\n  <server>\n    <id>releases</id>\n    <username>deployer</username>\n"
        "    <password>{v}</password>\n  </server>\n</servers>",
    ),
    k(
        "docker_config_json_auths",
        "config",
        '$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"registry.acme.io": {\n'
        '\t\t\t"auth": "{v}"\n\t\t}\n\t}\n}',
        value=lambda r: base64.b64encode(f"robot$ci:{alnum(r, 32)}".encode()).decode(),
    ),
    k(
        "gh_hosts_yml_oauth_token",
        "config",
        "github.com:\n    users:\n        ana:\n    git_protocol: ssh\n    oauth_token: {v}\n"
        "    user: ana",
        value=lambda r: "gho_" + alnum(r, 36),
    ),
    k(
        "gcloud_legacy_credentials_adc",
        "config",
        '{\n  "client_id": "{d12}-{l32}.apps.googleusercontent.com",\n  "client_secret": '
        '"d-FL95Q19q7MQmFpd7hHD0Ty",\n  "refresh_token": "{v}",\n  "type": "authorized_user"\n}',
        value=lambda r: "1//0" + urlsafe(r, 98),
    ),
    k(
        "azure_msal_token_cache",
        "config",
        '"RefreshToken": {\n  "{uuid}.{uuid}-login.microsoftonline.com-refreshtoken-{uuid}--": {\n'
        '    "credential_type": "RefreshToken",\n    "secret": "{v}"',
        value=lambda r: "0.A" + urlsafe(r, 120),
    ),
    k(
        "aws_cli_cache_sso_json",
        "output",
        '$ cat ~/.aws/cli/cache/{h40}.json\n{"Credentials": {"AccessKeyId": "ASIA{U16}", '
        '"SecretAccessKey": "{v}", "SessionToken": "IQoJb3JpZ2luX2VjE{k60}"}}',
        value=aws_secret,
    ),
    k(
        "config_app_state_json_token",
        "config",
        '$ cat ~/.config/linear-cli/state.json\n{"workspace":"acme","apiKey":"{v}",'
        '"lastSync":"2026-11-29T10:22:01Z"}',
        value=lambda r: "lin_api_" + alnum(r, 40),
    ),
    k(
        "config_app_toml_state",
        "config",
        "# ~/.config/tea/config.yml\nlogins:\n  - name: gitea.acme.io\n    url: https://gitea.acm"
        "e.io\n"
        "    token: {v}\n    default: true",
        value=_h(40),
    ),
    k(
        "sqlite_dump_insert_tokens",
        "output",
        "$ sqlite3 app.db .dump | grep INSERT | head -2\nINSERT INTO oauth_tokens VALUES({d3},"
        "'github','{v}','2026-12-31 00:00:00');",
        value=lambda r: "gho_" + alnum(r, 36),
    ),
    k(
        "sqlite_select_session_table",
        "output",
        "sqlite> SELECT id, user_id, secret FROM api_keys LIMIT 1;\n{d2}|{d4}|{v}",
        value=alnum_of(40),
    ),
    k(
        "redis_monitor_auth_line",
        "output",
        '$ redis-cli monitor\nOK\n1764553010.112233 [0 10.0.3.7:51522] "AUTH" "{v}"\n'
        '1764553010.113001 [0 10.0.3.7:51522] "GET" "session:{h16}"',
        value=alnum_of(32),
    ),
    k(
        "redis_monitor_set_token",
        "output",
        '1764553011.400100 [2 10.0.3.9:40110] "SETEX" "oauth:refresh:{d6}" "3600" "{v}"',
        value=alnum_of(48),
    ),
    k(
        "redis_rdb_dump_text",
        "output",
        '$ rdb --command json dump.rdb | head\n[{\n"config:stripe":"{v}",\n"counter:visits":"{d6}"',
        value=stripe_live,
    ),
    k(
        "localstorage_export_json",
        "output",
        '> copy(JSON.stringify(localStorage))\n{"theme":"dark","auth.accessToken":"{v}",'
        '"lastRoute":"/settings"}',
        value=jwt,
    ),
    k(
        "sessionstorage_devtools_table",
        "output",
        "Key\tValue\noidc.user:https://id.acme.io:web\t"
        '{"id_token":"{v}","token_type":"Bearer","scope":"openid profile"}',
        value=jwt,
    ),
    k(
        "cookies_txt_netscape_session",
        "config",
        "# Netscape HTTP Cookie File\n.acme.io\tTRUE\t/\tTRUE\t1798761600\t_acme_session\t{v}\n"
        ".acme.io\tTRUE\t/\tFALSE\t1798761600\t_ga\tGA1.2.{d9}.{d10}",
        value=alnum_of(64),
    ),
    k(
        "copy_as_curl_cookie_header",
        "cli",
        "curl 'https://app.acme.io/api/me' \\\n  -H 'accept: application/json' \\\n"
        "  -H 'cookie: theme=dark; sid={v}; _ga=GA1.1.{d9}.{d10}' \\\n  --compressed",
        value=alnum_of(48),
    ),
    k(
        "copy_as_curl_authorization",
        "cli",
        "curl 'https://api.acme.io/v2/orders?page=2' \\\n  -H 'authority: api.acme.io' \\\n"
        "  -H 'authorization: Bearer {v}' \\\n  -H 'sec-fetch-mode: cors'",
        value=jwt,
    ),
    k(
        "copy_as_fetch_headers",
        "code",
        'fetch("https://api.acme.io/graphql", {\n  "headers": {\n    "accept": "*/*",\n'
        '    "x-api-key": "{v}",\n    "content-type": "application/json"\n  },\n'
        '  "body": "{\\"query\\":\\"{ me { id } }\\"}",\n  "method": "POST"\n});',
        value=alnum_of(40),
    ),
    k(
        "copy_as_powershell_session",
        "code",
        "$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n"
        '$session.Cookies.Add((New-Object System.Net.Cookie("auth_token", "{v}", "/", '
        '"app.acme.io")))',
        value=_h(40),
    ),
    k(
        "har_export_request_header",
        "output",
        '"headers": [\n  { "name": "Authorization", "value": "Basic {v}" },\n'
        '  { "name": "Accept", "value": "*/*" }\n],',
        value=lambda r: base64.b64encode(f"admin:{pw(r)}".encode()).decode(),
    ),
    k(
        "idea_workspace_xml_env",
        "config",
        '<component name="RunManager">\n  <configuration name="api" type="Application">\n'
        '    <envs>\n      <env name="DB_PASSWORD" value="{v}" />\n    </envs>',
    ),
    k(
        "idea_datasources_local_xml",
        "config",
        '<data-source name="prod@db.acme.io">\n  <user-name>readonly</user-name>\n'
        "  <password>{v}</password>\n</data-source>",
    ),
    k(
        "vscode_launch_json_env",
        "config",
        '{\n  "configurations": [{\n    "type": "node",\n    "request": "launch",\n'
        '    "env": { "SENDGRID_API_KEY": "{v}", "PORT": "3000" }\n  }]\n}',
        value=lambda r: f"SG.{urlsafe(r, 22)}.{urlsafe(r, 43)}",
    ),
    k(
        "code_workspace_settings_token",
        "config",
        '{\n  "folders": [{ "path": "api" }, { "path": "web" }],\n  "settings": {\n'
        '    "sonarlint.connectedMode.connections.sonarqube": [{ "serverUrl": '
        '"https://sonar.acme.io", "token": "{v}" }]\n  }\n}',
        value=lambda r: "squ_" + hexs(r, 40),
    ),
    k(
        "vscode_settings_rest_client_vars",
        "config",
        '"rest-client.environmentVariables": {\n  "prod": {\n    "host": "https://api.acme.io",\n'
        '    "apiKey": "{v}"\n  }\n}',
        value=alnum_of(36),
    ),
    k(
        "pip_cache_http_header_dump",
        "output",
        "$ strings ~/.cache/pip/http-v2/{d2}/{h40} | grep -i auth\nAuthorization: Basic {v}",
        value=lambda r: base64.b64encode(f"__token__:{alnum(r, 40)}".encode()).decode(),
    ),
)
