"""Held-out 47's log searches and the log lines they return (`bench/secret_kinds_heldout47.py`).

What an investigator queries and pastes: a Splunk search that names the
leaked token and its JSON results with `_raw`, Elasticsearch `_search` hits
and a Kibana Discover row, Datadog and Loki (`logcli`) lines, CloudWatch
Logs Insights and Azure Monitor (KQL) results, Google Cloud Logging entries,
nginx and Apache access logs with a cookie or a `password=` in the URL,
HAProxy's captured header, Envoy's access log, a Sentry event's request,
a GELF message, Fluent Bit's stdout, PostgreSQL, MySQL general and Redis
`MONITOR` logs, auditd's `EXECVE` with an argument in hex, Windows event
4688 and Sysmon command lines, sshd's "invalid user" that is a password
typed into the user prompt, Jenkins and GitHub Actions logs that print a
value unmasked, and a Kubernetes audit event with a Secret's data.
"""

from __future__ import annotations

import base64
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b64, b64_user_pass, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import bearer, gh_classic, jwt46, pct_pw, sk_ant, xoxb
from bench.secret_kinds_heldout47_alert import aiza, glpat, stripe_live, tok47

__all__ = ["SIEM_KINDS"]


def _basic(r: random.Random) -> str:
    return b64_user_pass(r, "svc-report")


def _sas_sig(r: random.Random) -> str:
    return quote(b64(r, 43) + "=", safe="")


def _hex_arg(r: random.Random) -> str:
    return pw(r).encode().hex().upper()


def _ya29(r: random.Random) -> str:
    return "ya29.a0" + urlsafe(r, 120)


def _b64_pw(r: random.Random) -> str:
    return base64.b64encode(pw(r).encode()).decode()


def _sid(r: random.Random) -> str:
    return urlsafe(r, 43)


_SPLUNK_ELASTIC: tuple[Kind, ...] = (
    k(
        "splunk_search_naming_token",
        "cli",
        'index=web sourcetype=nginx:plus "Authorization: Bearer {v}" earliest=-30d | stats '
        "count by clientip, uri_path",
        value=bearer,
    ),
    k(
        "splunk_results_json_raw",
        "output",
        '{"preview": false, "result": {"_time": "2026-12-01T22:14:09.000+00:00", "host": '
        '"web-{d2}", "_raw": "10.1.{d2}.{d2} - - [01/Dec/2026:22:14:09 +0000] \\"GET /api/'
        'export?api_key={v}&fmt=csv HTTP/1.1\\" 200 48213"}}',
        value=tok47,
    ),
    k(
        "splunk_table_password_field",
        "output",
        "_time                 user      src_ip         password\n2026-12-01 22:14:09   "
        "jdoe      10.1.{d2}.{d2}    {v}",
    ),
    k(
        "elastic_search_hit_authorization",
        "output",
        '{"hits": {"total": {"value": 1}, "hits": [{"_index": ".ds-logs-nginx-2026.12.01", '
        '"_id": "{k20}", "_source": {"@timestamp": "2026-12-01T22:14:09Z", "http": {"request":'
        ' {"headers": {"authorization": "Basic {v}"}}}, "url": {"path": "/metrics"}}}]}}',
        value=_basic,
    ),
    k(
        "kibana_discover_row",
        "output",
        "Dec 1, 2026 @ 22:14:09.312\tapi-gateway\tPOST /v1/login\tbody: "
        '{"email":"ana@acme.dev","password":"{v}"}\tstatus 401',
    ),
    k(
        "elastic_esql_query_with_value",
        "cli",
        'FROM logs-* | WHERE message LIKE "*{v}*" | KEEP @timestamp, host.name, message | '
        "LIMIT 100",
        value=stripe_live,
    ),
)

_CLOUD_LOGS: tuple[Kind, ...] = (
    k(
        "datadog_log_line_password_query",
        "output",
        '{"status": "info", "service": "checkout", "message": "GET /legacy/login.php?user='
        'admin&password={v} 302", "host": "i-{h16}", "ddtags": "env:prod"}',
        value=pct_pw,
    ),
    k(
        "loki_logcli_output",
        "output",
        '$ logcli query \'{app="billing"} |= "token="\' --since=24h\n2026-12-01T21:03:44Z '
        '{app="billing", pod="billing-{h8}-x2"} level=debug msg="calling partner" '
        "url=https://partner.example.com/v2/pay?token={v}",
        value=tok47,
    ),
    k(
        "cloudwatch_insights_result",
        "output",
        "| @timestamp              | @message |\n|-------------------------|----------|\n| "
        "2026-12-01 21:03:44.201 | DEBUG outgoing headers {'X-Api-Key': '{v}', 'User-Agent':"
        " 'python-requests/2.32'} |",
        value=tok47,
    ),
    k(
        "azure_kql_sas_in_url",
        "output",
        'StorageBlobLogs\n| where Uri contains "sig="\n\nTimeGenerated [UTC]  Uri\n'
        "12/1/2026, 9:03:44.201 PM  https://acmelogs.blob.core.windows.net/exports/users.csv?"
        "sv=2022-11-02&se=2027-01-01T00%3A00%3A00Z&sr=b&sp=r&sig={v}",
        value=_sas_sig,
    ),
    k(
        "gcp_logging_request_url_token",
        "output",
        'httpRequest: {\n  requestMethod: "GET"\n  requestUrl: "https://api.acme.dev/v1/'
        'files?access_token={v}"\n  status: 200\n}\nlogName: "projects/acme-prod/logs/'
        'requests"',
        value=_ya29,
    ),
    k(
        "sentry_event_request_cookies",
        "output",
        '"request": {\n  "url": "https://shop.acme.dev/checkout",\n  "method": "POST",\n  '
        '"cookies": {"shop_session": "{v}", "cart": "3"},\n  "headers": [["Accept", '
        '"text/html"]]\n}',
        value=_sid,
    ),
    k(
        "sentry_event_extra_password",
        "output",
        'Exception: LDAPBindError: invalid credentials\n  File "auth/ldap.py", line {d2}, in '
        "bind\n    conn.simple_bind_s(dn, password)\n\nLocal variables:\n  dn = 'cn=svc-web,"
        "ou=svc,dc=acme,dc=dev'\n  password = '{v}'",
    ),
    k(
        "gelf_message_full",
        "output",
        '{"version": "1.1", "host": "worker-{d2}", "short_message": "smtp login", '
        '"full_message": "AUTH LOGIN user=alerts@acme.dev pass={v}", "level": 7}',
    ),
    k(
        "fluentbit_stdout_record",
        "output",
        '[0] kube.var.log.containers.api-{h8}.log: [1764623024.201, {"log": "connecting to '
        'mongodb://api:{v}@mongo-0.mongo:27017/app", "stream": "stderr"}]',
        value=pct_pw,
    ),
)

_ACCESS: tuple[Kind, ...] = (
    k(
        "nginx_access_log_cookie",
        "output",
        '10.1.{d2}.{d2} - - [01/Dec/2026:22:14:09 +0000] "GET /admin HTTP/2.0" 200 5120 "-" '
        '"Mozilla/5.0" "sessionid={v}; csrftoken={k32}"',
        value=lambda r: alnum(r, 32).lower(),
    ),
    k(
        "apache_access_log_password_query",
        "output",
        '203.0.113.{d2} - - [01/Dec/2026:03:10:44 +0000] "GET /cgi-bin/backup.cgi?user=root&'
        'pass={v} HTTP/1.1" 200 12',
        value=pct_pw,
    ),
    k(
        "haproxy_captured_header",
        "output",
        "Dec  1 22:14:09 lb1 haproxy[{d4}]: 10.1.{d2}.{d2}:51234 [01/Dec/2026:22:14:09.201] "
        "fe_https~ be_api/api2 0/0/1/12/13 200 845 - - ---- 1/1/0/0/0 0/0 {Bearer {v}} "
        '"GET /v2/orders HTTP/1.1"',
        value=bearer,
    ),
    k(
        "envoy_access_log_authorization",
        "output",
        '[2026-12-01T22:14:09.201Z] "POST /graphql HTTP/1.1" 200 - 512 2048 13 12 "10.1.0.4" '
        '"okhttp/4.12" "{uuid}" "api.acme.dev" "10.2.3.4:8080" auth="token {v}"',
        value=gh_classic,
    ),
    k(
        "traefik_json_log_headers",
        "output",
        '{"ClientHost": "10.1.0.4", "RequestPath": "/hooks/deploy", "request_X-Gitlab-Token":'
        ' "{v}", "DownstreamStatus": 200}',
        value=glpat,
    ),
    k(
        "iis_log_query_key",
        "output",
        "2026-12-01 22:14:09 10.0.0.12 GET /api/report.aspx apikey={v}&from=2026-11-01 443 - "
        "203.0.113.9 Mozilla/5.0 - 200 0 0 187",
        value=aiza,
    ),
)

_DB_HOST: tuple[Kind, ...] = (
    k(
        "siem_postgres_log_statement_password",
        "output",
        "2026-12-01 22:14:09.201 UTC [{d5}] postgres@app LOG:  statement: CREATE ROLE "
        "reporting LOGIN PASSWORD '{v}';",
    ),
    k(
        "mysql_general_log_set_password",
        "output",
        "2026-12-01T22:14:09.201312Z\t   {d2} Query\tSET PASSWORD FOR 'app'@'%' = '{v}'",
    ),
    k(
        "siem_redis_monitor_auth",
        "output",
        '1764623049.201312 [0 10.1.{d2}.{d2}:51234] "AUTH" "default" "{v}"\n1764623049.201544'
        ' [0 10.1.{d2}.{d2}:51234] "GET" "cart:{d5}"',
    ),
    k(
        "auditd_execve_hex_arg",
        "output",
        'type=EXECVE msg=audit(1764623049.201:{d5}): argc=4 a0="mysql" a1="-uroot" a2="-p" a3={v}',
        value=_hex_arg,
    ),
    k(
        "auditd_execve_plain_arg",
        "output",
        'type=EXECVE msg=audit(1764623049.201:{d5}): argc=5 a0="curl" a1="-u" a2="admin:{v}" '
        'a3="-s" a4="http://10.0.0.9:9200/_cat/indices"',
    ),
    k(
        "windows_4688_command_line",
        "output",
        "EventID: 4688\nNew Process Name: C:\\Windows\\System32\\net.exe\nProcess Command "
        "Line: net use \\\\fs01\\backup /user:CORP\\svc_backup {v}",
    ),
    k(
        "sysmon_event1_commandline",
        "output",
        '<Data Name=\'CommandLine\'>sqlcmd -S db01 -U sa -P "{v}" -Q "BACKUP DATABASE '
        "shop TO DISK='d:\\b\\shop.bak'\"</Data>",
    ),
    k(
        "sshd_invalid_user_is_password",
        "output",
        "Dec  1 22:14:09 bastion sshd[{d5}]: Invalid user {v} from 10.1.0.4 port 51234\nDec "
        " 1 22:14:11 bastion sshd[{d5}]: Accepted password for ana from 10.1.0.4 port 51236 "
        "ssh2",
    ),
    k(
        "journalctl_app_debug_dsn",
        "output",
        "Dec 01 22:14:09 app-1 acme-api[{d4}]: DEBUG settings loaded: DATABASE_URL=postgres://"
        "app:{v}@10.0.0.7:5432/app?sslmode=require",
        value=pct_pw,
    ),
    k(
        "bash_xtrace_in_log",
        "output",
        "+ export REGISTRY_PASSWORD={v}\n+ REGISTRY_PASSWORD={v}\n+ docker login -u ci "
        "--password-stdin registry.acme.dev",
    ),
)

_CI_K8S: tuple[Kind, ...] = (
    k(
        "jenkins_console_unmasked",
        "output",
        "[Pipeline] sh\n+ curl -sf -H 'Authorization: Bearer {v}' https://artifacts.acme.dev/"
        "api/upload\n[Pipeline] }",
        value=bearer,
    ),
    k(
        "github_actions_log_decoded_secret",
        "output",
        "2026-12-01T22:14:09.2013120Z ##[group]Run echo $B64 | base64 -d\n"
        "2026-12-01T22:14:09.2019871Z {v}\n2026-12-01T22:14:09.2020440Z ##[endgroup]",
        value=sk_ant,
    ),
    k(
        "k8s_audit_event_secret_data",
        "output",
        '{"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "RequestResponse", '
        '"verb": "create", "objectRef": {"resource": "secrets", "namespace": "shop", "name": '
        '"db"}, "requestObject": {"kind": "Secret", "data": {"password": "{v}"}}}',
        value=_b64_pw,
    ),
    k(
        "argo_workflow_log_param",
        "output",
        'wf-nightly-{l5}[0].export: time="2026-12-01T22:14:09Z" level=info msg="params" '
        "slack_webhook=https://hooks.slack.com/services/T0{U8}/B0{U8}/{v}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "datadog_query_search_for_token",
        "cli",
        "@http.url:*{v}* service:api env:prod",
        value=xoxb,
    ),
    k(
        "loki_query_jwt_search",
        "cli",
        'logcli query \'{namespace="auth"} |= "{v}"\' --limit 50',
        value=jwt46,
    ),
    k(
        "log_line_hex_secret_key",
        "output",
        'level=warn ts=2026-12-01T22:14:09Z caller=config.go:88 msg="using static key" aes_key={v}',
        value=lambda r: hexs(r, 64),
    ),
)

SIEM_KINDS: tuple[Kind, ...] = (*_SPLUNK_ELASTIC, *_CLOUD_LOGS, *_ACCESS, *_DB_HOST, *_CI_K8S)
