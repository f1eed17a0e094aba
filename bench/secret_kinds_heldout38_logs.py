"""Held-out 38's structured logs, traces and wire dumps (`bench/secret_kinds_heldout38.py`).

A secret as a program logs or traces it: JSON log lines (a DSN, a header
map, a request's body, a config dump at start-up), logfmt, audit and sudo
`key=value` lines, syslog and journald lines, exception messages and stack
traces that print a connection string, a URL or a request (Python, Java
and Spring's binding errors, Node, Go panics, Ruby, .NET), HTTP wire dumps
(`curl -v`, `--trace-ascii`, HTTPie's `--verbose`, mitmproxy's flow view, a
HAR file's entries, Go's `DumpRequest`, Python's `http.client` debug, an
OkHttp interceptor, axios' error object), a database's and a queue's own
logs and monitors, SMTP and IMAP sessions, and tracing spans' attributes.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout38_objects import gh_token, live_key, slack_bot

__all__ = ["LOG_KINDS"]


def _u(r: random.Random) -> str:
    return urlsafe(r, 40)


def _basic(r: random.Random) -> str:
    return base64.b64encode(f"svc-{alnum(r, 4).lower()}:{pw(r)}".encode()).decode()


def _plain(r: random.Random) -> str:
    return base64.b64encode(f"\x00alerts@acme.io\x00{pw(r)}".encode()).decode()


_JSONLOG: tuple[Kind, ...] = (
    k(
        "json_log_dsn_field",
        "dsn",
        '{"ts":"2026-11-30T10:01:02.113Z","level":"info","msg":"db connect","dsn":"postgres://'
        'api:{v}@pg.internal:5432/api?sslmode=disable"}',
        '{"time":"2026-11-30T10:01:02Z","level":"DEBUG","msg":"cache","url":"redis://default:{v}'
        '@redis-master:6379/0"}',
    ),
    k(
        "json_log_headers_map",
        "header",
        '{"level":30,"req":{"method":"GET","url":"/v1/me","headers":{"host":"api","authorization"'
        ':"Bearer {v}","user-agent":"curl/8.5.0"}},"msg":"request"}',
        value=_u,
    ),
    k(
        "json_log_request_body_password",
        "form",
        '{"severity":"DEBUG","message":"POST /auth/login","body":{"email":"ana@acme.io",'
        '"password":"{v}"}}',
    ),
    k(
        "json_log_config_dump",
        "config",
        '{"level":"info","msg":"effective config","config":{"http":{"port":8080},"smtp":{"host":'
        '"smtp.acme.io","pass":"{v}"}}}',
    ),
    k(
        "ecs_log_event_original",
        "output",
        '{"@timestamp":"2026-11-30T10:00:00Z","event":{"original":"export GITLAB_TOKEN={v}"},'
        '"process":{"name":"bash"}}',
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "cloudwatch_json_log_secret",
        "output",
        '{"timestamp":1764496862113,"message":"START RequestId: {uuid}\\tenv: {\\"STRIPE_KEY\\": '
        '\\"{v}\\"}"}',
        value=live_key,
    ),
)

_KV: tuple[Kind, ...] = (
    k(
        "logfmt_api_key",
        "output",
        'time=2026-11-30T10:01:02Z level=debug msg="calling upstream" api_key={v} attempt=1',
        'ts=2026-11-30T10:01:02Z caller=client.go:88 component=alerting token="{v}" status=401',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "logfmt_password_quoted",
        "output",
        'level=warn msg="login failed" user=svc-backup password="{v}" remote=10.0.4.2',
    ),
    k(
        "auditd_execve_password_arg",
        "output",
        'type=EXECVE msg=audit(1764496862.113:4412): argc=4 a0="mysql" a1="-uroot" a2="-p{v}" '
        'a3="prod"',
    ),
    k(
        "sudo_log_command_secret",
        "output",
        "Nov 30 10:01:02 web01 sudo:      ana : TTY=pts/0 ; PWD=/home/ana ; USER=root ; COMMAND="
        "/usr/bin/htpasswd -b /etc/nginx/.htpasswd admin {v}",
    ),
    k(
        "journald_line_token",
        "output",
        "Nov 30 10:01:02 api-1 node[2231]: using slack token {v} for #alerts",
        "Nov 30 10:01:02 ci-runner gitlab-runner[912]: export CI_JOB_TOKEN={v}",
        value=slack_bot,
    ),
    k(
        "bash_history_timestamped",
        "cli",
        "#1764496862\ncurl -u admin:{v} https://nexus.acme.io/service/rest/v1/status\n#1764496870\nls",
    ),
    k(
        "windows_event_commandline",
        "output",
        "Process Command Line:\tnet use Z: \\\\fs01\\share {v} /user:ACME\\svc_backup",
    ),
)

_TRACES: tuple[Kind, ...] = (
    k(
        "python_traceback_sqlalchemy_url",
        "dsn",
        'Traceback (most recent call last):\n  File "/app/db.py", line 12, in <module>\n    en'
        "gine ="
        " create_engine(url)\nsqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from "
        "string 'postgresql+psycopg://etl:{v}@dw:5432/warehouse'",
    ),
    k(
        "python_requests_error_url_key",
        "form",
        "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.acme"
        ".io/v1/items?api_key={v}&page=1",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "spring_bind_error_value",
        "output",
        "***************************\nAPPLICATION FAILED TO START\n***************************\n\n"
        "Description:\n\nFailed to bind properties under 'app.mail.password' to java.lang.Integer:"
        '\n\n    Property: app.mail.password\n    Value: "{v}"\n    Origin: System Environment '
        'Property "APP_MAIL_PASSWORD"',
    ),
    k(
        "java_stack_trace_jdbc_url",
        "dsn",
        "java.sql.SQLException: No suitable driver found for jdbc:mysql://app:{v}@mysql:3306/app\n"
        "\tat java.sql/java.sql.DriverManager.getConnection(DriverManager.java:706)",
        "Caused by: java.lang.IllegalArgumentException: bad url jdbc:postgresql://pg:5432/app?"
        "user=app&password={v}\n\tat org.postgresql.Driver.connect(Driver.java:285)",
    ),
    k(
        "node_unhandled_rejection_uri",
        "dsn",
        "MongoParseError: Password contains unescaped characters\n    at new ConnectionString ("
        "/app/node_modules/mongodb-connection-string-url/lib/index.js:86:19)\n  uri: 'mongodb+srv:"
        "//admin:{v}@cluster0.x1y2z.mongodb.net/prod'",
    ),
    k(
        "axios_error_config_headers",
        "header",
        "AxiosError: Request failed with status code 403\n  config: {\n    url: 'https://api.acme."
        "io/v2/orders',\n    headers: Object [AxiosHeaders] {\n      Accept: 'application/json',\n"
        "      'X-Api-Key': '{v}'\n    }\n  }",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "go_panic_amqp_url",
        "dsn",
        'panic: Exception (403) Reason: "username or password not allowed" url=amqp://orders:{v}'
        "@rabbitmq:5672/\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/main.go:31 +0x1d5",
    ),
    k(
        "ruby_uri_error_redis",
        "dsn",
        'URI::InvalidURIError: bad URI(is not URI?): "redis://:{v}@cache.internal:6379/1"\n'
        "  from /usr/lib/ruby/3.3.0/uri/rfc3986_parser.rb:67:in `split'",
    ),
    k(
        "dotnet_connection_string_exception",
        "dsn",
        "System.ArgumentException: Keyword not supported: 'passwrd'.\n   Connection string: "
        "Server=sql01;Database=crm;User Id=crm;Password={v};TrustServerCertificate=true",
    ),
    k(
        "php_fatal_pdo_dsn_args",
        "dsn",
        "PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] in /var/www/db.php:8\n"
        "Stack trace:\n#0 /var/www/db.php(8): PDO->__construct('mysql:host=db;d...', 'shop', "
        "'{v}')",
    ),
    k(
        "pytest_assert_diff_token",
        "output",
        "E       AssertionError: assert 'Bearer {v}' == 'Bearer test-token'\nE         - "
        "Bearer test-token\nE         + Bearer {v}",
        value=_u,
    ),
)

_WIRE: tuple[Kind, ...] = (
    k(
        "curl_verbose_authorization",
        "header",
        "* Connected to api.acme.io (203.0.113.7) port 443\n> GET /v1/me HTTP/2\n> Host: api.acme."
        "io\n> Authorization: Bearer {v}\n> Accept: */*\n>\n< HTTP/2 200",
        value=_u,
    ),
    k(
        "curl_verbose_cookie_session",
        "header",
        "> POST /graphql HTTP/1.1\n> Host: app.acme.io\n> Cookie: _ga=GA1.1.1234; session={v}\n"
        "> Content-Length: 58",
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "curl_trace_ascii_header",
        "header",
        "=> Send header, 152 bytes (0x98)\n0000: GET /api/v4/projects HTTP/1.1\n001f: Host: git"
        "lab.acme.io\n0038: PRIVATE-TOKEN: {v}\n0058: Accept: */*",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "httpie_verbose_basic_auth",
        "header",
        "POST /api/v1/deploy HTTP/1.1\nAccept: application/json, */*;q=0.5\nAuthorization: Basic "
        "{v}\nContent-Type: application/json\nHost: deploy.acme.io",
        value=_basic,
    ),
    k(
        "mitmproxy_flow_view_header",
        "header",
        "GET https://api.acme.io/v3/accounts\n    Host:            api.acme.io\n    x-api-key:     "
        "  {v}\n    accept:          application/json",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "har_entry_header_value",
        "header",
        '{"request": {"method": "GET", "url": "https://api.acme.io/v1/items", "headers": [{"name": '
        '"Authorization", "value": "Token {v}"}, {"name": "Accept", "value": "*/*"}]}}',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "har_post_data_params",
        "form",
        '"postData": {"mimeType": "application/x-www-form-urlencoded", "params": [{"name": '
        '"username", "value": "ana"}, {"name": "password", "value": "{v}"}]}',
    ),
    k(
        "go_dumprequest_output",
        "header",
        "POST /v1/events HTTP/1.1\r\nHost: ingest.acme.io\r\nX-Ingest-Key: {v}\r\nContent-Type: "
        'application/json\r\n\r\n{"events":[]}',
        value=lambda r: alnum(r, 36),
    ),
    k(
        "python_http_client_debug_send",
        "header",
        "send: b'GET /v2/repos HTTP/1.1\\r\\nHost: api.acme.io\\r\\nAuthorization: token {v}\\r\\n"
        "Accept-Encoding: identity\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'",
        value=gh_token,
    ),
    k(
        "okhttp_logging_interceptor",
        "header",
        "I/okhttp.OkHttpClient: --> POST https://api.acme.io/v1/sync\nI/okhttp.OkHttpClient: "
        "Authorization: Bearer {v}\nI/okhttp.OkHttpClient: --> END POST (84-byte body)",
        value=_u,
    ),
    k(
        "tcpdump_ascii_payload",
        "output",
        "10:01:02.113 IP 10.0.0.5.51234 > 10.0.0.9.80: Flags [P.], length 118: HTTP: GET / "
        "HTTP/1.1\nE..x..@.@...\nGET /status HTTP/1.1\nHost: 10.0.0.9\nAuthorization: Basic {v}",
        value=_basic,
    ),
    k(
        "wireshark_follow_stream_smtp",
        "output",
        "220 mail.acme.io ESMTP Postfix\nEHLO app01\n250-AUTH PLAIN LOGIN\nAUTH PLAIN {v}\n235 "
        "2.7.0 Authentication successful",
        value=_plain,
    ),
    k(
        "imap_session_login",
        "output",
        "* OK [CAPABILITY IMAP4rev1] Dovecot ready.\na1 LOGIN alerts@acme.io {v}\na1 OK Logged in",
    ),
    k(
        "redis_monitor_auth",
        "output",
        '1764496862.113221 [0 10.0.0.4:51234] "AUTH" "default" "{v}"\n1764496862.113877 [0 '
        '10.0.0.4:51234] "PING"',
    ),
    k(
        "postgres_log_statement_password",
        "output",
        "2026-11-30 10:01:02.113 UTC [4211] postgres@app LOG:  statement: ALTER ROLE reporting "
        "WITH LOGIN PASSWORD '{v}';",
    ),
    k(
        "mysql_general_log_identified",
        "output",
        "2026-11-30T10:01:02.113221Z\t   12 Query\tCREATE USER 'etl'@'%' IDENTIFIED BY '{v}'",
    ),
    k(
        "otel_span_attribute_header",
        "header",
        "Span #3\n    Trace ID       : {h32}\n    Name           : GET /v1/me\nAttributes:\n  "
        "   -> "
        'http.request.header.authorization: Slice(["Bearer {v}"])',
        value=_u,
    ),
    k(
        "jaeger_span_tag_dsn",
        "dsn",
        '{"key": "db.connection_string", "type": "string", "value": "Server=sql01;User ID=app;'
        'Password={v}"}',
    ),
    k(
        "nginx_access_log_query_token",
        "form",
        '10.0.0.7 - - [30/Nov/2026:10:01:02 +0000] "GET /download?file=r.pdf&token={v} HTTP/1.1"'
        ' 200 48213 "-" "Mozilla/5.0"',
        value=lambda r: hexs(r, 48),
    ),
    k(
        "grpc_metadata_dump",
        "header",
        "metadata: map[:authority:[api.acme.io:443] authorization:[Bearer {v}] content-type:["
        "application/grpc]]",
        value=_u,
    ),
    k(
        "websocket_frame_auth_message",
        "output",
        '↑ {"op":2,"d":{"token":"{v}","intents":513,"properties":{"os":"linux"}}}',
        value=lambda r: urlsafe(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38),
    ),
    k(
        "aws_sdk_debug_security_token",
        "header",
        "DEBUG botocore.endpoint: Sending http request: <AWSPreparedRequest method=POST, url="
        "https://sts.amazonaws.com/, headers={'X-Amz-Security-Token': b'{v}', 'Content-Type': "
        "b'application/x-www-form-urlencoded'}>",
        value=lambda r: "IQoJb3JpZ2luX2VjE" + b64(r, 120),
    ),
)

LOG_KINDS: tuple[Kind, ...] = (*_JSONLOG, *_KV, *_TRACES, *_WIRE)
