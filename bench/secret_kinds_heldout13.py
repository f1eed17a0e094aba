"""The thirteenth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27, after round 10, right after held-out 12) by the same helper,
who never read the redactor's code, tables or documentation, from the
back office and the small server rather than the developer's laptop: the
files of API clients kept in a repository (Bruno's `.bru`, HTTPie sessions,
Thunder Client environments), observability pipelines (Grafana provisioning,
Promtail, Vector, the OpenTelemetry collector, Telegraf, Uptime Kuma),
reverse proxies and gateways (Caddy, Envoy, Kong), configuration management
(Chef's `knife.rb`, Puppet's Hiera, Salt pillars, Kustomize generators),
CI systems no set used (Bitrise, Codemagic, TeamCity, Tekton, Woodpecker,
Semaphore), a Spring Boot actuator's `/env`, a home server (Home Assistant's
`secrets.yaml`, Zigbee2MQTT's network key, Frigate, Node-RED, Syncthing,
qBittorrent, yt-dlp), data and BI (dbt profiles, Looker, Metabase,
Superset, Fivetran, ClearML, Neptune), and spreadsheets and office macros
(VBA, Power Query, Google Sheets formulas).

Its second part (`bench/secret_kinds_heldout13_more.py`) is business SaaS no
set used (support desks, CRMs, HR, commerce, shipping, tax, accounting,
meetings, analytics) in code of languages no set used and chat in languages
no set used; its look-alikes (`bench/secret_kinds_heldout13_look.py`) are
what the same files hold that is no secret.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    lower_alnum,
    samples,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout12_more import jwt, kind12, passphrase, pick
from bench.secret_kinds_heldout13_look import LOOK_ALIKES
from bench.secret_kinds_heldout13_more import MORE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout13_samples"]


def _uuid9(r: random.Random) -> str:
    return uuid4(r, "9")


def _neptune(r: random.Random) -> str:
    """Neptune's API token: base64 of a small JSON naming its address and key."""
    doc = (
        '{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai",'
        f'"api_key":"{_uuid9(r)}"}}'
    )
    return base64.b64encode(doc.encode()).decode()


def _zigbee_key(r: random.Random) -> tuple[str, str]:
    nums = [str(r.randrange(0, 256)) for _ in range(16)]
    v = ", ".join(nums)
    return v, (f"advanced:\n  channel: 15\n  pan_id: 6754\n  network_key: [{v}]\n  log_level: info")


def _knife_rb(r: random.Random) -> tuple[str, str]:
    body = "MIIEpQIBAAKCAQEA" + b64(r, 48)
    return body, (
        "node_name 'ops'\nchef_server_url 'https://chef.corp.dev/organizations/corp'\n"
        'client_key_contents "-----BEGIN RSA PRIVATE KEY-----\n'
        f'{body}\n{b64(r, 64)}\n-----END RSA PRIVATE KEY-----"'
    )


_TOOLS: tuple[Kind, ...] = (
    # API clients kept in a repository
    kind12(
        "bruno_auth_bearer",
        "config",
        "meta {{\n  name: list orders\n  type: http\n}}\n\nget {{\n  url: {{{{base}}}}/orders\n"
        "  auth: bearer\n}}\n\nauth:bearer {{\n  token: {v}\n}}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "bruno_env_vars",
        "config",
        "vars {{\n  base: https://api.corp.dev\n  apiSecret: {v}\n}}",
        value=lambda r: alnum(r, 36),
    ),
    kind12(
        "httpie_session_json",
        "config",
        '{{\n  "__meta__": {{"about": "HTTPie session file", "httpie": "3.2.2"}},\n'
        '  "auth": {{"type": "basic", "raw_auth": "reports:{v}"}},\n  "cookies": []\n}}',
    ),
    kind12(
        "thunder_client_env",
        "config",
        '{{"name": "prod", "data": [{{"name": "baseUrl", "value": "https://api.corp.dev"}}, '
        '{{"name": "apiToken", "value": "{v}"}}]}}',
        value=lambda r: alnum(r, 40),
    ),
    # observability pipelines
    kind12(
        "grafana_datasource_secure_json",
        "config",
        "datasources:\n  - name: Prometheus\n    type: prometheus\n    url: https://prom.corp.dev\n"
        "    basicAuth: true\n    basicAuthUser: grafana\n    secureJsonData:\n"
        "      basicAuthPassword: {v}",
    ),
    kind12(
        "promtail_bearer_token",
        "config",
        "clients:\n  - url: https://logs-prod-eu-west-0.grafana.net/loki/api/v1/push\n"
        "    bearer_token: {v}",
        value=lambda r: "glc_" + b64(r, 120),
    ),
    kind12(
        "vector_sink_auth",
        "config",
        '[sinks.es]\ntype = "elasticsearch"\nendpoints = ["https://es.corp.dev:9200"]\n'
        'auth.strategy = "basic"\nauth.user = "vector"\nauth.password = "{v}"',
    ),
    kind12(
        "otel_collector_headers",
        "config",
        "exporters:\n  otlphttp:\n    endpoint: https://ingest.eu.signoz.cloud:443\n"
        "    headers:\n      signoz-ingestion-key: {v}",
        value=lambda r: alnum(r, 36),
    ),
    kind12(
        "telegraf_http_output",
        "config",
        '[[outputs.http]]\n  url = "https://metrics.corp.dev/write"\n'
        '  [outputs.http.headers]\n    X-Scope-OrgID = "corp"\n    X-Write-Key = "{v}"',
        value=lambda r: hexs(r, 40),
    ),
    kind12(
        "uptime_kuma_push_url",
        "form",
        "*/5 * * * * curl -fsS 'https://status.corp.dev/api/push/{v}?status=up&msg=OK&ping='",
        value=lambda r: alnum(r, 10),
    ),
    # proxies and gateways
    kind12(
        "caddy_dns_token",
        "config",
        "corp.dev {{\n  tls {{\n    dns cloudflare {v}\n  }}\n  reverse_proxy app:8080\n}}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "envoy_inline_string",
        "config",
        "tls_certificates:\n  - certificate_chain: {{filename: /etc/envoy/cert.pem}}\n"
        "    private_key:\n      inline_string: |\n        -----BEGIN EC PRIVATE KEY-----\n"
        "        {v}\n        -----END EC PRIVATE KEY-----",
        value=lambda r: "MHcCAQEEI" + b64(r, 56),
    ),
    kind12(
        "kong_konnect_pat",
        "cli",
        "deck gateway sync kong.yaml --konnect-token {v} --konnect-control-plane-name prod",
        value=lambda r: "kpat_" + alnum(r, 47),
    ),
    # configuration management
    Kind("chef_knife_client_key", "key", _knife_rb),
    kind12(
        "hiera_plain_password",
        "config",
        "---\nprofile::db::root_password: '{v}'\nprofile::db::port: 5432",
    ),
    kind12(
        "salt_pillar_secret",
        "config",
        "# /srv/pillar/mail.sls\nmail:\n  relay: smtp.corp.dev\n  relay_pass: {v}",
    ),
    kind12(
        "kustomize_secret_literals",
        "config",
        "secretGenerator:\n- name: api-env\n  literals:\n  - DB_USER=app\n  - DB_PASS={v}",
    ),
    # CI systems
    kind12(
        "bitrise_secret_env",
        "cli",
        "bitrise run deploy --inventory <(echo 'envs:\n- APPSTORE_APP_PASSWORD: {v}')",
        value=lambda r: "-".join(pick(r, "abcdefghijklmnopqrstuvwxyz", 4) for _ in range(4)),
    ),
    kind12(
        "codemagic_yaml_vars",
        "config",
        "workflows:\n  ios:\n    environment:\n      vars:\n        "
        "APP_STORE_CONNECT_PRIVATE_KEY_ID: {h8}\n"
        "        CM_KEYSTORE_PASSWORD: {v}",
    ),
    kind12(
        "teamcity_param_xml",
        "config",
        '<param name="env.SONAR_TOKEN" value="{v}" />',
        value=lambda r: "sqp_" + hexs(r, 40),
    ),
    kind12(
        "tekton_param_default",
        "config",
        "params:\n  - name: registry-password\n    type: string\n    default: {v}",
    ),
    kind12(
        "woodpecker_secret_add",
        "cli",
        "woodpecker-cli repo secret add --repository corp/api --name s3_secret --value {v}",
        value=lambda r: b64(r, 40),
    ),
    kind12(
        "semaphore_secret_create",
        "cli",
        "sem create secret sentry -e SENTRY_AUTH_TOKEN={v}",
        value=lambda r: "sntrys_" + b64(r, 90),
    ),
    # a Spring Boot actuator's /env, unmasked
    kind12(
        "actuator_env_unmasked",
        "output",
        '$ curl -s localhost:8081/actuator/env/spring.mail.password\n{{"property": {{'
        '"source": "systemEnvironment", "value": "{v}"}}, "activeProfiles": ["prod"]}}',
    ),
    # a home server
    kind12(
        "ha_secrets_yaml",
        "config",
        "# secrets.yaml\nwifi_ssid: CorpHome\nwifi_password: {v}\nlatitude: 52.37",
    ),
    Kind("zigbee2mqtt_network_key", "key", _zigbee_key),
    kind12(
        "frigate_mqtt_password",
        "config",
        "mqtt:\n  host: 192.168.1.20\n  user: frigate\n  password: {v}\ncameras:\n  door: {{}}",
    ),
    kind12(
        "node_red_credential_secret",
        "config",
        "module.exports = {{\n    uiPort: process.env.PORT || 1880,\n"
        '    credentialSecret: "{v}",\n}}',
        value=lambda r: alnum(r, 24),
    ),
    kind12(
        "syncthing_apikey_xml",
        "config",
        '<gui enabled="true" tls="false">\n    <address>127.0.0.1:8384</address>\n'
        "    <apikey>{v}</apikey>\n</gui>",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "qbittorrent_api_login",
        "form",
        "curl -i --data 'username=admin&password={v}' http://nas:8080/api/v2/auth/login",
    ),
    kind12(
        "ytdlp_video_password",
        "cli",
        "yt-dlp --video-password '{v}' https://vimeo.com/{h8}",
        value=lambda r: alnum(r, 10),
    ),
    # data and BI
    kind12(
        "dbt_profiles_yml",
        "config",
        "corp:\n  target: prod\n  outputs:\n    prod:\n      type: redshift\n"
        "      host: rs.corp.dev\n      user: dbt\n      pass: {v}\n      dbname: analytics",
    ),
    kind12(
        "looker_ini",
        "config",
        "[Looker]\nbase_url=https://corp.cloud.looker.com\nclient_id={h8}{h8}\nclient_secret={v}",
        value=lambda r: alnum(r, 24),
    ),
    kind12(
        "metabase_encryption_key",
        "cli",
        "docker run -d -p 3000:3000 -e MB_ENCRYPTION_SECRET_KEY={v} metabase/metabase",
        value=lambda r: b64(r, 44),
    ),
    kind12(
        "superset_config_py",
        "code",
        "# superset_config.py\nSECRET_KEY = '{v}'\nSQLALCHEMY_DATABASE_URI = os.environ['DB_URI']",
        value=lambda r: b64(r, 42),
    ),
    kind12(
        "fivetran_basic_b64",
        "header",
        'curl https://api.fivetran.com/v1/groups -H "Authorization: Basic {v}"',
        value=lambda r: base64.b64encode(f"{alnum(r, 16)}:{alnum(r, 32)}".encode()).decode(),
    ),
    kind12(
        "clearml_conf",
        "config",
        'api {{\n  web_server: https://app.clear.ml\n  credentials {{\n    "access_key" = "{h8}"\n'
        '    "secret_key" = "{v}"\n  }}\n}}',
        value=lambda r: alnum(r, 50),
    ),
    kind12(
        "neptune_api_token",
        "config",
        "NEPTUNE_PROJECT=corp/churn\nNEPTUNE_API_TOKEN={v}",
        value=_neptune,
    ),
    # spreadsheets and office macros
    kind12(
        "vba_set_request_header",
        "code",
        'Set http = CreateObject("MSXML2.XMLHTTP")\nhttp.Open "GET", url, False\n'
        'http.setRequestHeader "X-Api-Key", "{v}"\nhttp.send',
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "power_query_headers",
        "code",
        'Source = Json.Document(Web.Contents("https://api.corp.dev/v1/sales", '
        '[Headers=[#"Authorization"="Token {v}"]]))',
        value=lambda r: hexs(r, 40),
    ),
    kind12(
        "sheets_importxml_key",
        "form",
        '=IMPORTDATA("https://api.corp.dev/export.csv?apikey={v}&sheet=Q3")',
        value=lambda r: lower_alnum(r, 32),
    ),
    kind12(
        "excel_connection_odc",
        "config",
        "<odc:ConnectionString>Provider=SQLOLEDB.1;Data Source=sql01;User ID=reports;"
        "Password={v};Initial Catalog=Sales</odc:ConnectionString>",
    ),
    # a few shapes
    kind12(
        "jwt_in_query",
        "form",
        "wss://realtime.corp.dev/socket?jwt={v}&vsn=2.0.0",
        value=jwt,
    ),
    kind12(
        "yaml_double_quoted_escape",
        "config",
        'smtp:\n  password: "{v}\\t"\n  port: 587',
        value=lambda r: alnum(r, 14),
    ),
    kind12(
        "hcl_heredoc",
        "config",
        'resource "vault_generic_secret" "ci" {{\n  path = "secret/ci"\n'
        '  data_json = <<EOT\n{{\n  "deploy_key": "{v}"\n}}\nEOT\n}}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "compose_dollar_escape",
        "config",
        "services:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: '{v}'",
        value=lambda r: alnum(r, 6) + "$$" + alnum(r, 8),
    ),
    kind12(
        "python_bytes_basic",
        "code",
        'headers = {{b"Authorization": b"Basic {v}"}}',
        value=lambda r: base64.b64encode(f"svc:{alnum(r, 16)}".encode()).decode(),
    ),
    kind12(
        "passphrase_words_dotted",
        "config",
        "GPG_PASSPHRASE={v}",
        value=lambda r: passphrase(r, 4, "."),
    ),
)


KINDS: tuple[Kind, ...] = (*_TOOLS, *MORE_KINDS)


def heldout13_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirteenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout13", SESSION_PLACES8)
