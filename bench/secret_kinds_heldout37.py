"""The thirty-seventh held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is what runs
and talks after deploy, and the code-review trail. This file holds
observability: APM and tracing agents' config files and environment (an
agent's YAML and INI, a license key, a secret token, an installer's header,
a controller's access key), OpenTelemetry exporters' headers (environment,
a collector's config, an exporter built in code), log shippers' configs and
outputs (fluentd and Fluent Bit, Vector, Filebeat, Logstash, rsyslog's
template, Promtail, Telegraf, a Sumo collector), metrics' remote write and
scrape auth, alerting and on-call webhooks and keys (Alertmanager's
receivers, an events API call, an on-call integration URL, a chat webhook),
status pages and uptime and cron checkers (an API key, a ping key, a push
URL), self-hosted monitoring's own secrets (a Zabbix agent's PSK, an Icinga
API user, Grafana's admin password and service account token) and error
trackers' DSNs and keys in many languages' init calls.

Its other parts: `bench/secret_kinds_heldout37_mail.py` (mail, messaging and
telephony), `bench/secret_kinds_heldout37_review.py` (the code-review trail
and CI logs), `bench/secret_kinds_heldout37_edge.py` (serverless, edge and
PaaS), `bench/secret_kinds_heldout37_script.py` (scripting ecosystems' own
places), `bench/secret_kinds_heldout37_chat.py` (chat in many languages and
split values); its look-alikes are in `bench/secret_kinds_heldout37_look.py`
and `_look2.py`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    b64_of,
    digits,
    hexs,
    lower_alnum,
    pick,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import uuid30
from bench.secret_kinds_heldout37_chat import CHAT_KINDS
from bench.secret_kinds_heldout37_edge import EDGE_KINDS
from bench.secret_kinds_heldout37_look import LOOK_ALIKES
from bench.secret_kinds_heldout37_mail import MAIL_KINDS
from bench.secret_kinds_heldout37_review import REVIEW_KINDS
from bench.secret_kinds_heldout37_script import SCRIPT_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout37_samples"]

_UPD = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _nr_license(r: random.Random) -> str:
    return "eu01xx" + hexs(r, 30) + "NRAL"


def _glc(r: random.Random) -> str:
    return "glc_eyJvIjoi" + b64(r, 120)


def _dt_token(r: random.Random) -> str:
    return f"dt0c01.{pick(r, _UPD, 24)}.{pick(r, _UPD, 64)}"


def _sentry_dsn_key(r: random.Random) -> str:
    return hexs(r, 32)


_AGENTS: tuple[Kind, ...] = (
    k(
        "datadog_agent_yaml_api_key",
        "config",
        "$ sudo cat /etc/datadog-agent/datadog.yaml\napi_key: {v}\nsite: datadoghq.eu\n"
        "logs_enabled: true\napm_config:\n  enabled: true",
        "## @param api_key - string - required\napi_key: {v}\nhostname: web-03",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "datadog_app_key_env",
        "cli",
        "DD_API_KEY={h32} DD_APP_KEY={v} dog monitor show_all --group_states all",
        "export DD_SITE=datadoghq.com\nexport DD_APP_KEY={v}\nterraform plan",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "newrelic_ini_license_key",
        "config",
        "[newrelic]\nlicense_key = {v}\napp_name = billing-api (prod)\nmonitor_mode = true",
        value=_nr_license,
    ),
    k(
        "newrelic_yml_license_key",
        "config",
        "common: &default_settings\n  license_key: '{v}'\n  app_name: Checkout\n  log_level: info",
        "production:\n  <<: *default_settings\n  license_key: {v}",
        value=_nr_license,
    ),
    k(
        "newrelic_user_api_key",
        "cli",
        "newrelic profiles add --profile acme --region EU --apiKey {v} --accountId {d7}",
        'curl https://api.eu.newrelic.com/graphql -H "API-Key: {v}" -d \'{"query": "{ actor '
        "{ user { name } } }\"}'",
        value=lambda r: "NRAK-" + pick(r, _UPD, 27),
    ),
    k(
        "elastic_apm_secret_token_env",
        "config",
        "ELASTIC_APM_SERVICE_NAME=orders\nELASTIC_APM_SERVER_URL=https://apm.acme.io:8200\n"
        "ELASTIC_APM_SECRET_TOKEN={v}",
        "ELASTIC_APM = {\n    'SERVICE_NAME': 'orders',\n    'SECRET_TOKEN': '{v}',\n"
        "    'SERVER_URL': 'https://apm.acme.io:8200',\n}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "elastic_apm_node_api_key",
        "code",
        "require('elastic-apm-node').start({\n  serviceName: 'web',\n  apiKey: '{v}',\n"
        "  serverUrl: 'https://apm.acme.io:8200',\n})",
        value=lambda r: b64_of(urlsafe(r, 20) + ":" + urlsafe(r, 22)),
    ),
    k(
        "dynatrace_installer_api_token",
        "cli",
        'wget -O Dynatrace-OneAgent.sh "https://{l8}.live.dynatrace.com/api/v1/deployment/'
        'installer/agent/unix/default/latest?arch=x86" --header="Authorization: Api-Token {v}"',
        "DT_API_TOKEN={v}\nDT_ENDPOINT=https://{l8}.live.dynatrace.com/api/v2/otlp",
        value=_dt_token,
    ),
    k(
        "appdynamics_account_access_key",
        "config",
        "<controller-info>\n  <controller-host>acme.saas.appdynamics.com</controller-host>\n"
        "  <account-name>acme</account-name>\n  <account-access-key>{v}</account-access-key>\n"
        "</controller-info>",
        "APPDYNAMICS_AGENT_ACCOUNT_ACCESS_KEY={v}\nAPPDYNAMICS_AGENT_APPLICATION_NAME=shop",
        value=lambda r: lower_alnum(r, 12),
    ),
    k(
        "instana_agent_key",
        "cli",
        "curl -o setup_agent.sh https://setup.instana.io/agent && chmod 700 ./setup_agent.sh && "
        "sudo ./setup_agent.sh -a {v} -t dynamic -e ingress-red-saas.instana.io:443",
        "helm install instana-agent instana/instana-agent --set agent.key={v} "
        "--set zone.name=prod-eu",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "scout_apm_key_env",
        "config",
        "SCOUT_MONITOR=true\nSCOUT_KEY={v}\nSCOUT_NAME=storefront",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "appsignal_push_key",
        "config",
        "APPSIGNAL_APP_NAME=ledger\nAPPSIGNAL_PUSH_API_KEY={v}\nAPPSIGNAL_APP_ENV=production",
        'Appsignal.config = Appsignal::Config.new(Dir.pwd, "production", push_api_key: "{v}")',
        value=uuid30,
    ),
)

_OTEL: tuple[Kind, ...] = (
    k(
        "otlp_headers_env_team_key",
        "config",
        "OTEL_SERVICE_NAME=checkout\nOTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io\n"
        'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team={v}"',
        value=lambda r: alnum(r, 22),
    ),
    k(
        "otlp_headers_env_basic",
        "cli",
        'export OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic {v}"\n'
        "opentelemetry-instrument python app.py",
        value=lambda r: b64_of(digits(r, 6) + ":" + _glc(r)),
    ),
    k(
        "otel_collector_exporter_bearer",
        "config",
        "exporters:\n  otlphttp:\n    endpoint: https://otlp.acme-observe.io\n    headers:\n"
        '      authorization: "Bearer {v}"\nservice:\n  pipelines:\n    traces:\n'
        "      exporters: [otlphttp]",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "otel_collector_access_token_header",
        "config",
        "exporters:\n  otlp/lightstep:\n    endpoint: ingest.lightstep.com:443\n    headers:\n"
        '      "lightstep-access-token": "{v}"',
        value=lambda r: b64(r, 84),
    ),
    k(
        "otel_python_exporter_headers",
        "code",
        "exporter = OTLPSpanExporter(\n    endpoint='https://otlp.nr-data.net:4317',\n"
        "    headers={'api-key': '{v}'},\n)",
        value=_nr_license,
    ),
    k(
        "otel_java_agent_sysprop",
        "cli",
        "java -javaagent:opentelemetry-javaagent.jar -Dotel.service.name=billing "
        '"-Dotel.exporter.otlp.headers=signoz-ingestion-key={v}" -jar billing.jar',
        value=lambda r: urlsafe(r, 36),
    ),
    k(
        "otel_go_exporter_headers",
        "code",
        'exp, err := otlptracehttp.New(ctx,\n\totlptracehttp.WithEndpoint("api.axiom.co"),\n'
        '\totlptracehttp.WithHeaders(map[string]string{"Authorization": "Bearer {v}", '
        '"X-Axiom-Dataset": "traces"}),\n)',
        value=lambda r: "xaat-" + uuid30(r),
    ),
)

_SHIPPERS: tuple[Kind, ...] = (
    k(
        "fluent_bit_splunk_token",
        "config",
        "[OUTPUT]\n    Name         splunk\n    Match        *\n    Host         hec.acme.io\n"
        "    Port         8088\n    Splunk_Token {v}\n    TLS          On",
        value=uuid30,
    ),
    k(
        "fluent_bit_datadog_apikey",
        "config",
        "[OUTPUT]\n    Name        datadog\n    Match       kube.*\n    Host        "
        "http-intake.logs.datadoghq.eu\n    TLS         on\n    apikey      {v}\n"
        "    dd_service  cart",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "fluent_bit_loki_http_passwd",
        "config",
        "[OUTPUT]\n    name        loki\n    match       *\n    host        "
        "logs-prod-012.grafana.net\n    port        443\n    tls         on\n"
        "    http_user   {d6}\n    http_passwd {v}",
        value=_glc,
    ),
    k(
        "fluentd_es_match_password",
        "config",
        "<match app.**>\n  @type elasticsearch\n  host es.internal\n  port 9200\n"
        "  scheme https\n  user fluentd\n  password {v}\n  logstash_format true\n</match>",
    ),
    k(
        "fluentd_forward_shared_key",
        "config",
        "<source>\n  @type forward\n  port 24224\n  <security>\n    self_hostname aggregator\n"
        "    shared_key {v}\n  </security>\n</source>",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "vector_toml_datadog_sink",
        "config",
        '[sinks.dd_logs]\ntype = "datadog_logs"\ninputs = ["parse_nginx"]\n'
        'default_api_key = "{v}"\nsite = "datadoghq.com"',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "vector_yaml_http_basic",
        "config",
        "sinks:\n  archive:\n    type: http\n    inputs: [app]\n    uri: "
        "https://logs.acme.io/ingest\n"
        "    encoding:\n      codec: json\n    auth:\n      strategy: basic\n"
        "      user: vector\n      password: {v}",
    ),
    k(
        "filebeat_es_api_key",
        "config",
        'output.elasticsearch:\n  hosts: ["https://es01.acme.io:9200"]\n  api_key: "{k20}:{v}"',
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "filebeat_cloud_auth",
        "config",
        'cloud.id: "prod:ZXUtd2VzdC0xLmF3cy5mb3VuZC5pbyQ{k40}"\ncloud.auth: "elastic:{v}"',
        "filebeat setup -e -E 'cloud.id=prod:ZXUtd2VzdC0xLmF3cy5mb3VuZC5pbyQ{k40}' "
        "-E 'cloud.auth=elastic:{v}'",
    ),
    k(
        "logstash_pipeline_es_password",
        "config",
        'output {\n  elasticsearch {\n    hosts => ["https://es01:9200"]\n'
        '    user => "logstash_internal"\n    password => "{v}"\n'
        '    index => "logs-%{+YYYY.MM.dd}"\n  }\n}',
    ),
    k(
        "rsyslog_loggly_template_token",
        "config",
        '$template LogglyFormat,"<%pri%>%protocolversion% %timestamp:::date-rfc3339% '
        '%HOSTNAME% %app-name% %procid% %msgid% [{v}@41058 tag=\\"web\\"] %msg%\\n"\n'
        "*.* @@logs-01.loggly.com:514;LogglyFormat",
        value=uuid30,
    ),
    k(
        "rsyslog_omhttp_basic_password",
        "config",
        'action(type="omhttp" server="logs.acme.io" serverport="443" usehttps="on"\n'
        '       restpath="ingest" uid="rsyslog" pwd="{v}" template="json_lines")',
    ),
    k(
        "promtail_basic_auth_password",
        "config",
        "clients:\n  - url: https://logs-prod-eu-west-0.grafana.net/loki/api/v1/push\n"
        "    basic_auth:\n      username: {d6}\n      password: {v}",
        value=_glc,
    ),
    k(
        "telegraf_influxdb_v2_token",
        "config",
        '[[outputs.influxdb_v2]]\n  urls = ["https://influx.acme.io:8086"]\n'
        '  token = "{v}"\n  organization = "acme"\n  bucket = "telegraf"',
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "sumo_collector_access_key",
        "config",
        "name=web-03\naccessid={k14}\naccesskey={v}\nephemeral=true",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "mezmo_ingestion_key",
        "cli",
        'echo "MZ_INGESTION_KEY={v}" | sudo tee /etc/logdna.env\nsudo systemctl restart '
        "logdna-agent",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "logtail_source_token_handler",
        "code",
        "from logtail import LogtailHandler\nhandler = LogtailHandler(source_token='{v}')\n"
        "logger.addHandler(handler)",
        value=lambda r: alnum(r, 24),
    ),
)

_METRICS_ALERTS: tuple[Kind, ...] = (
    k(
        "prometheus_remote_write_credentials",
        "config",
        "remote_write:\n  - url: "
        "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push\n"
        "    basic_auth:\n      username: {d7}\n      password: {v}",
        "remote_write:\n  - url: https://metrics.acme.io/api/v1/write\n    authorization:\n"
        "      type: Bearer\n      credentials: {v}",
        value=_glc,
    ),
    k(
        "prometheus_scrape_basic_auth",
        "config",
        "scrape_configs:\n  - job_name: rabbitmq\n    scheme: https\n    basic_auth:\n"
        "      username: prometheus\n      password: {v}\n    static_configs:\n"
        "      - targets: ['mq01:15692']",
    ),
    k(
        "alertmanager_slack_api_url",
        "config",
        "global:\n  slack_api_url: 'https://hooks.slack.com/services/T{U8}/B{U10}/{v}'\n"
        "route:\n  receiver: ops",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "alertmanager_pagerduty_routing_key",
        "config",
        "receivers:\n- name: oncall\n  pagerduty_configs:\n  - routing_key: {v}\n"
        "    severity: critical",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "alertmanager_opsgenie_api_key",
        "config",
        "global:\n  opsgenie_api_key: {v}\n  opsgenie_api_url: https://api.eu.opsgenie.com/",
        value=uuid30,
    ),
    k(
        "pagerduty_events_curl",
        "cli",
        "curl -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' "
        '-d \'{"routing_key": "{v}", "event_action": "trigger", "payload": {"summary": '
        '"disk full on db-2", "source": "db-2", "severity": "critical"}}\'',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "opsgenie_genie_key_header",
        "cli",
        'curl -X POST https://api.opsgenie.com/v2/alerts -H "Authorization: GenieKey {v}" '
        '-H "Content-Type: application/json" -d \'{"message": "backup failed"}\'',
        value=uuid30,
    ),
    k(
        "oncall_integration_url",
        "config",
        "receivers:\n- name: grafana-oncall\n  webhook_configs:\n  - url: "
        "https://oncall-prod-eu-west-0.grafana.net/oncall/integrations/v1/alertmanager/{v}/\n"
        "    send_resolved: true",
        value=lambda r: alnum(r, 25),
    ),
    k(
        "teams_incoming_webhook_url",
        "config",
        "TEAMS_WEBHOOK=https://acme.webhook.office.com/webhookb2/{uuid}@{uuid}/IncomingWebhook/"
        "{v}/{uuid}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "discord_alert_webhook",
        "config",
        '[[notifiers]]\ntype = "discord"\nurl = "https://discord.com/api/webhooks/{d19}/{v}"',
        value=lambda r: urlsafe(r, 68),
    ),
    k(
        "statuspage_oauth_key",
        "cli",
        'curl https://api.statuspage.io/v1/pages/{l12}/incidents -H "Authorization: OAuth {v}" '
        '-d "incident[name]=Degraded checkout" -d "incident[status]=investigating"',
        value=uuid30,
    ),
    k(
        "betterstack_heartbeat_token",
        "cli",
        'curl -X GET "https://uptime.betterstack.com/api/v2/monitors" -H '
        '"Authorization: Bearer {v}"',
        value=lambda r: alnum(r, 24),
    ),
    k(
        "uptimerobot_main_api_key",
        "cli",
        "curl -X POST https://api.uptimerobot.com/v2/getMonitors -d 'api_key={v}&format=json'",
        value=lambda r: "u" + digits(r, 7) + "-" + hexs(r, 24),
    ),
    k(
        "healthchecks_ping_key_url",
        "cli",
        "0 3 * * * /usr/local/bin/backup.sh && curl -fsS -m 10 --retry 5 "
        "https://hc-ping.com/{v}/nightly-backup",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "cronitor_api_key",
        "cli",
        "cronitor configure --api-key {v}\ncronitor discover /etc/crontab",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "uptime_kuma_push_url",
        "cli",
        'curl -fsS "https://status.acme.io/api/push/{v}?status=up&msg=OK&ping="',
        value=lambda r: alnum(r, 10),
    ),
    k(
        "pushover_app_token",
        "cli",
        'curl -s --form-string "token={v}" --form-string "user={l30}" '
        '--form-string "message=RAID degraded" https://api.pushover.net/1/messages.json',
        value=lambda r: lower_alnum(r, 30),
    ),
    k(
        "ntfy_access_token",
        "cli",
        'curl -H "Authorization: Bearer {v}" -d "backup done" https://ntfy.acme.io/ops',
        value=lambda r: "tk_" + lower_alnum(r, 29),
    ),
    k(
        "gotify_app_token_query",
        "cli",
        'curl "https://push.acme.io/message?token={v}" -F "title=cron" -F "message=ok"',
        value=lambda r: "A" + urlsafe(r, 14),
    ),
)

_SELF_HOSTED: tuple[Kind, ...] = (
    k(
        "zabbix_agent_psk_file",
        "output",
        "$ sudo cat /etc/zabbix/zabbix_agent2.psk\n{v}",
        "TLSConnect=psk\nTLSAccept=psk\nTLSPSKIdentity=web-03\n# psk: {v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "icinga_api_user_password",
        "config",
        'object ApiUser "director" {\n  password = "{v}"\n  permissions = [ "*" ]\n}',
    ),
    k(
        "grafana_ini_admin_password",
        "config",
        "[security]\nadmin_user = admin\nadmin_password = {v}\ndisable_gravatar = true",
        "GF_SECURITY_ADMIN_PASSWORD={v}\nGF_SERVER_ROOT_URL=https://grafana.acme.io",
    ),
    k(
        "grafana_service_account_token",
        "cli",
        'curl -H "Authorization: Bearer {v}" https://grafana.acme.io/api/dashboards/uid/{k9}',
        value=lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8),
    ),
    k(
        "kibana_yml_es_password",
        "config",
        'elasticsearch.hosts: ["https://es01:9200"]\nelasticsearch.username: "kibana_system"\n'
        'elasticsearch.password: "{v}"',
    ),
    k(
        "netdata_claim_token",
        "cli",
        "wget -O /tmp/netdata-kickstart.sh https://get.netdata.cloud/kickstart.sh && "
        "sh /tmp/netdata-kickstart.sh --claim-token {v} --claim-rooms {uuid} "
        "--claim-url https://app.netdata.cloud",
        value=lambda r: urlsafe(r, 135),
    ),
    k(
        "graylog_password_secret",
        "config",
        "is_leader = true\nnode_id_file = /etc/graylog/server/node-id\npassword_secret = {v}\n"
        "root_username = admin",
        value=lambda r: alnum(r, 96),
    ),
)

_ERRORS: tuple[Kind, ...] = (
    k(
        "sentry_dsn_python_init",
        "dsn",
        'sentry_sdk.init(\n    dsn="https://{v}@o{d6}.ingest.sentry.io/{d7}",\n'
        "    traces_sample_rate=0.2,\n)",
        value=_sentry_dsn_key,
    ),
    k(
        "sentry_dsn_go_init",
        "dsn",
        'err := sentry.Init(sentry.ClientOptions{\n\tDsn: "https://{v}@o{d6}.ingest.us.sentry.io/'
        '{d7}",\n\tEnvironment: "production",\n})',
        value=_sentry_dsn_key,
    ),
    k(
        "sentry_dsn_ruby_block",
        "dsn",
        "Sentry.init do |config|\n  config.dsn = 'https://{v}@o{d6}.ingest.sentry.io/{d7}'\n"
        "  config.breadcrumbs_logger = [:active_support_logger]\nend",
        value=_sentry_dsn_key,
    ),
    k(
        "sentry_dsn_java_properties",
        "dsn",
        "sentry.dsn=https://{v}@sentry.acme.io/12\nsentry.environment=prod",
        value=_sentry_dsn_key,
    ),
    k(
        "sentry_dsn_dotnet_appsettings",
        "dsn",
        '"Sentry": {\n  "Dsn": "https://{v}@o{d6}.ingest.de.sentry.io/{d7}",\n'
        '  "SendDefaultPii": false\n}',
        value=_sentry_dsn_key,
    ),
    k(
        "sentry_dsn_elixir_config",
        "dsn",
        'config :sentry,\n  dsn: "https://{v}@o{d6}.ingest.sentry.io/{d7}",\n'
        "  environment_name: :prod",
        value=_sentry_dsn_key,
    ),
    k(
        "sentry_dsn_swift_start",
        "dsn",
        'SentrySDK.start { options in\n    options.dsn = "https://{v}@o{d6}.ingest.sentry.io/{d7}"'
        "\n    options.debug = false\n}",
        value=_sentry_dsn_key,
    ),
    k(
        "sentry_dsn_self_hosted_secret_part",
        "dsn",
        "RAVEN_DSN=https://{h32}:{v}@sentry.internal.acme.io/4",
        value=_sentry_dsn_key,
    ),
    k(
        "sentryclirc_auth_token",
        "config",
        "[defaults]\norg = acme\nproject = web\n\n[auth]\ntoken={v}",
        "sentry-cli --auth-token {v} releases new -p web 2026.11.30",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "bugsnag_js_api_key",
        "code",
        "Bugsnag.start({ apiKey: '{v}', releaseStage: 'production' })",
        'bugsnag:\n  api_key: "{v}"\n  release_stage: production',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "rollbar_server_token",
        "code",
        "rollbar.init('{v}', environment='production', code_version='4f1c2a9')",
        "ROLLBAR_ACCESS_TOKEN={v}\nROLLBAR_ENV=production",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "raygun_client_api_key",
        "code",
        'var client = new RaygunClient("{v}");\nclient.SendInBackground(exception);',
        value=lambda r: alnum(r, 22),
    ),
    k(
        "honeybadger_yml_api_key",
        "config",
        "---\napi_key: 'hbp_{v}'\nenv: production\ninsights:\n  enabled: true",
        value=lambda r: alnum(r, 36),
    ),
    k(
        "airbrake_project_key",
        "code",
        "Airbrake.configure do |c|\n  c.project_id = {d6}\n  c.project_key = '{v}'\n"
        "  c.environment = Rails.env\nend",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "glitchtip_dsn_php",
        "dsn",
        "\\Sentry\\init(['dsn' => 'https://{v}@app.glitchtip.com/{d4}', 'traces_sample_rate' "
        "=> 0.1]);",
        value=_sentry_dsn_key,
    ),
)

KINDS: tuple[Kind, ...] = (
    *_AGENTS,
    *_OTEL,
    *_SHIPPERS,
    *_METRICS_ALERTS,
    *_SELF_HOSTED,
    *_ERRORS,
    *MAIL_KINDS,
    *REVIEW_KINDS,
    *EDGE_KINDS,
    *SCRIPT_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout37_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-seventh held-out half; the same on every "
    "run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout37", SESSION_PLACES8)
