"""Held-out 31's debugging output, hard shapes and chat (`bench/secret_kinds_heldout31.py`).

Debugging output (`DEBUG_KINDS`), as a developer of a small shop pastes it:
`curl -v` request lines (`> Authorization: Basic`, `> X-Api-Key:`, a
WordPress login cookie), HAR excerpts (a header object, a `postData` form
body, a `queryString` pair), a `pytest --showlocals` frame, a PHP stack
trace whose frames print their arguments (`PDO->__construct`,
`mysqli->real_connect`), an Xdebug trace, a Node error printing its options
object, a Rails SQL log's bind list, a Laravel query log's bindings, a
Hibernate `binding parameter`, SQLAlchemy's echoed parameters, a PostgreSQL
`statement:` log line, a MySQL general log, an Ecto debug line, debugger
dumps (pdb `p`, gdb's `$1 = {…}`, lldb, PHP `var_dump` and `print_r`, Perl
`Data::Dumper`, Ruby `inspect`, Elixir IEx), environment listings
(`printenv`, `docker inspect`'s `Env`, `/proc/…/environ` through `tr`,
PowerShell's `Get-ChildItem Env:` table, `heroku config`, `ps eww`), and
wire traces (`strace` of `write` and `execve`, an SMTP `AUTH PLAIN`
exchange, an FTP `PASS`, an IMAP `LOGIN`, `redis-cli MONITOR`, an access
log's query string, `tcpdump -A`).

Hard shapes (`SHAPE_KINDS`): a password as `user / pass` in an agency's
hand-over note, a `git remote -v` URL, a `crontab -l` line, Apache
`SetEnv` and `AuthLDAPBindPassword`, nginx `fastcgi_param` and
`proxy_set_header`, a php-fpm `env[…]`, `php.ini` `mysqli.default_pw`,
`chpasswd` on standard input, Windows `net use` and `cmdkey`, PowerShell
`ConvertTo-SecureString`, a JSON string inside a JSON string, a `sed` that
writes `.env`, `SET PASSWORD … = PASSWORD('…')`, a percent-encoded
password in a DSN, a PHP `base64_decode` literal, a CSV export of
mailboxes, a password split across two chat lines, one wrapped by a
terminal, one spelled with the NATO alphabet, and a YAML anchor.

The chat (`CHAT_KINDS`): shop owners, agencies and their clients telling a
secret in 30 languages people use every day (Turkish, Indonesian, Brazilian
Portuguese, Mexican Spanish, Polish, Vietnamese, Swahili, Hindi, Arabic,
Persian, Thai, Japanese, Korean, Russian, Ukrainian, Dutch, Italian,
Tagalog, Bengali, Yoruba, Hausa, Amharic, Greek, Czech, Romanian,
Hungarian, German, French, Mandarin, Malay) in the sentence forms of the
trade (the shop's admin, the mailbox, the router, the card terminal).
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, hexs, pw
from bench.secret_kinds_heldout30_more import kind30

__all__ = ["CHAT_KINDS", "DEBUG_KINDS", "SHAPE_KINDS"]

_NATO_WORDS = (
    "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
    "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
    "sierra", "tango", "uniform", "victor", "whiskey", "xray", "yankee", "zulu",
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
)  # fmt: skip
#: a letter or digit as a radio operator spells it
_NATO = dict(zip("abcdefghijklmnopqrstuvwxyz0123456789", _NATO_WORDS, strict=True))


def _curl_v_basic(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(f"shopapi:{pw(r)}".encode()).decode()
    return v, (
        "* Connected to api.booking.example (203.0.113.80) port 443\n* ALPN: server accepted h2\n"
        "> GET /v1/appointments?date=2026-12-01 HTTP/2\n> Host: api.booking.example\n"
        f"> Authorization: Basic {v}\n> User-Agent: curl/8.5.0\n> Accept: */*\n>\n"
        "< HTTP/2 401\n< content-type: application/json"
    )


def _curl_v_wp_cookie(r: random.Random) -> tuple[str, str]:
    v = (
        "admin%7C"
        + str(r.randint(1764000000, 1769999999))
        + "%7C"
        + alnum(r, 43)
        + "%7C"
        + hexs(r, 64)
    )
    return v, (
        "> POST /wp-admin/admin-ajax.php HTTP/1.1\n> Host: bakery.example\n"
        f"> Cookie: wordpress_logged_in_{hexs(r, 32)}={v}; wp-settings-1=libraryContent%3Dbrowse"
        "\n> Content-Type: application/x-www-form-urlencoded\n>\n< HTTP/1.1 400 Bad Request"
    )


def _har_header(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    return v, json.dumps(
        {
            "request": {
                "method": "GET",
                "url": "https://api.pos-vendor.example/v2/receipts?limit=20",
                "headers": [
                    {"name": "accept", "value": "application/json"},
                    {"name": "authorization", "value": f"Token token={v}"},
                    {"name": "user-agent", "value": "Mozilla/5.0"},
                ],
            }
        },
        indent=2,
    )


def _har_post_data(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    body = f"log=shopmanager&pwd={quote(v, safe='')}&wp-submit=Log+In&testcookie=1"
    return quote(v, safe=""), (
        '"postData": {\n  "mimeType": "application/x-www-form-urlencoded",\n  "text": "'
        + body
        + '",\n  "params": []\n}'
    )


def _pytest_locals(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, (
        "    def test_refund_roundtrip(client):\n>       resp = gateway.refund(order_id, 1500)\n\n"
        f"api_secret = '{v}'\nclient     = <FlaskClient <Flask 'shop'>>\n"
        "order_id   = 'ord_1042'\n\ntests/test_refund.py:31: AssertionError"
    )


def _php_trace_pdo(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in "
        "/var/www/shop/lib/Db.php:18\nStack trace:\n"
        f"#0 /var/www/shop/lib/Db.php(18): PDO->__construct('mysql:host=10.0...', 'shop', "
        f"'{v}', Array)\n#1 /var/www/shop/index.php(7): Db::connect()\n#2 {{main}}"
    )


def _node_error_options(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "Error: Invalid login: 535 5.7.8 Authentication failed\n    at SMTPConnection._formatError"
        " (node_modules/nodemailer/lib/smtp-connection/index.js:798:19) {\n  code: 'EAUTH',\n"
        "  command: 'AUTH PLAIN'\n}\ntransport options: {\n  host: 'smtp.zoho.eu',\n  port: 465,\n"
        f"  secure: true,\n  auth: {{ user: 'bookings@salon.example', pass: '{v}' }}\n}}"
    )


def _var_dump(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        'array(3) {\n  ["host"]=>\n  string(21) "smtp.mailersend.net"\n  ["username"]=>\n'
        '  string(18) "MS_x7@bakery.test"\n  ["password"]=>\n'
        f'  string({len(v)}) "{v}"\n}}'
    )


def _proc_environ(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, (
        "$ sudo cat /proc/$(pgrep -f booking-api)/environ | tr '\\0' '\\n'\nHOME=/srv/booking\n"
        f"LANG=C.UTF-8\nPAYMENT_SECRET={v}\nPATH=/usr/local/bin:/usr/bin\nPORT=8080"
    )


def _smtp_auth_plain(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(f"\0orders@florist.example\0{pw(r)}".encode()).decode()
    return v, (
        "<- 220 smtp.mail.example ESMTP ready\n-> EHLO shop.florist.example\n"
        "<- 250-AUTH PLAIN LOGIN\n<- 250 8BITMIME\n"
        f"-> AUTH PLAIN {v}\n<- 235 2.7.0 Authentication successful"
    )


def _strace_write(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    line = f"PASS {v}\\r\\n"
    return v, (
        f'12041 write(3, "USER bakery\\r\\n", 13) = 13\n12041 read(3, "331 Password required'
        f' for bakery\\r\\n", 1024) = 35\n12041 write(3, "{line}", {len(v) + 7}) = {len(v) + 7}\n'
        '12041 read(3, "230 User bakery logged in\\r\\n", 1024) = 28'
    )


def _strace_execve(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        f'execve("/usr/bin/mysqldump", ["mysqldump", "-ushop", "-p{v}", "--single-transaction",'
        ' "shop"], 0x7ffd2c1b9e58 /* 24 vars */) = 0\nbrk(NULL) = 0x55d1c3a4e000'
    )


def _tcpdump_a(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 36)
    return v, (
        "14:02:11.381 IP 10.0.0.14.51522 > 10.0.0.30.80: Flags [P.], seq 1:212, length 211\n"
        "E..........\nPOST /api/sms/send HTTP/1.1\nHost: 10.0.0.30\n"
        f"X-Auth-Token: {v}\nContent-Type: application/json"
    )


def _nested_json(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    inner = json.dumps({"smtp_user": "noreply@gym.example", "smtp_password": v})
    return v, json.dumps({"option_name": "easy_wp_smtp", "option_value": inner}, indent=2)


def _percent_dsn(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 8) + "@#" + alnum(r, 6) + "/?"
    q = quote(v, safe="")
    return q, f"DATABASE_URL=mysql://booking:{q}@db.internal:3306/booking?charset=utf8mb4"


def _php_base64(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(pw(r, 16).encode()).decode()
    return v, f"$smtpPass = base64_decode('{v}'); // so it's not in plain text"


def _csv_export(r: random.Random) -> tuple[str, str]:
    rows = [(f"{n}@hotel.example", pw(r)) for n in ("reception", "booking", "chef")]
    return rows[1][1], "email,password,quota_mb\n" + "\n".join(f"{e},{p},2048" for e, p in rows)


def _split_chat(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 9), alnum(r, 9)
    return a, (
        f"client (09:14): ok the router admin pass starts {a}\n"
        f"client (09:14): and ends {b}\nclient (09:15): all together, no spaces"
    )


def _wrapped_terminal(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 64)
    pre = "deploy@web1:~$ curl -s https://api.sms.example/v1/balance?api_key="
    cut = 80 - len(pre)
    return v[cut:], f'{pre}{v[:cut]}\n{v[cut:]}\n{{"balance": "41.20", "currency": "EUR"}}'


def _nato(r: random.Random) -> tuple[str, str]:
    v = "".join(r.choice("abcdefghijkmnopqrstuvwxyz23456789") for _ in range(8))
    said = " ".join(_NATO[c] for c in v)
    return said, f"Read it to her over the phone: {said}. All lower case."


def _yaml_anchor(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "x-db: &db\n  DB_HOST: mariadb\n  DB_USER: shop\n  DB_PASSWORD: " + v + "\n\n"
        "services:\n  web:\n    environment: *db\n  cron:\n    environment: *db"
    )


DEBUG_KINDS: tuple[Kind, ...] = (
    Kind("curl_v_basic_line", "header", _curl_v_basic),
    kind30(
        "curl_v_api_key_line",
        "header",
        "> POST /v3/messages HTTP/1.1\n> Host: api.sms-gateway.example\n> X-Api-Key: {v}\n"
        "> Content-Length: 87\n>\n< HTTP/1.1 202 Accepted",
        value=lambda r: hexs(r, 40),
    ),
    Kind("curl_v_wp_logged_in_cookie", "header", _curl_v_wp_cookie),
    Kind("har_authorization_token_scheme", "header", _har_header),
    Kind("har_post_data_form", "form", _har_post_data),
    kind30(
        "har_query_string",
        "form",
        '"queryString": [\n  {"name": "apikey", "value": "{v}"},\n  {"name": "date", '
        '"value": "2026-12-01"}\n]',
        value=lambda r: alnum(r, 32),
    ),
    Kind("pytest_showlocals", "code", _pytest_locals),
    Kind("php_stack_trace_args", "code", _php_trace_pdo),
    kind30(
        "xdebug_trace_real_connect",
        "code",
        "    0.0021     412312   -> mysqli->real_connect($hostname = 'localhost', $username = "
        "'wp_bakery', $password = '{v}', $database = 'wp_bakery', $port = NULL) "
        "/var/www/html/wp-includes/class-wpdb.php:2019",
    ),
    Kind("node_error_options_dump", "code", _node_error_options),
    kind30(
        "rails_sql_bind_list",
        "output",
        '  Integration Update (0.6ms)  UPDATE "integrations" SET "api_secret" = $1, "updated_at" = '
        '$2 WHERE "integrations"."id" = $3  [["api_secret", "{v}"], ["updated_at", '
        '"2026-11-30 10:02:11"], ["id", 7]]',
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "laravel_query_log_bindings",
        "output",
        'array:3 [\n  "query" => "update `settings` set `value` = ? where `key` = ?"\n'
        '  "bindings" => array:2 [\n    0 => "{v}"\n    1 => "mail_password"\n  ]\n'
        '  "time" => 1.82\n]',
    ),
    kind30(
        "hibernate_binding_parameter",
        "output",
        "Hibernate: insert into smtp_account (host,password,username,id) values (?,?,?,?)\n"
        "TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [1] as [VARCHAR] - "
        "[smtp.office365.com]\nTRACE o.h.type.descriptor.sql.BasicBinder - binding parameter "
        "[2] as [VARCHAR] - [{v}]",
    ),
    kind30(
        "sqlalchemy_echo_params",
        "output",
        "INFO sqlalchemy.engine.Engine INSERT INTO gateway_credentials (provider, merchant_id, "
        "secret) VALUES (?, ?, ?)\nINFO sqlalchemy.engine.Engine [generated in 0.00021s] "
        "('payfast', '10{d6}', '{v}')",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "postgres_statement_log",
        "output",
        "2026-11-30 09:12:44.101 UTC [2211] postgres@booking LOG:  statement: ALTER ROLE "
        "booking_app WITH PASSWORD '{v}';",
    ),
    kind30(
        "mysql_general_log",
        "output",
        "2026-11-30T09:13:02.442918Z\t   88 Query\tINSERT INTO `wp_options` (`option_name`, "
        "`option_value`, `autoload`) VALUES ('smtp_pass', '{v}', 'yes')",
    ),
    kind30(
        "ecto_debug_params",
        "output",
        '[debug] QUERY OK source="mailers" db=1.4ms idle=812.0ms\nINSERT INTO "mailers" '
        '("name","api_key","inserted_at") VALUES ($1,$2,$3) RETURNING "id" ["brevo", '
        '"{v}", ~N[2026-11-30 09:20:11]]',
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "pdb_print_config",
        "output",
        "(Pdb) p settings.MAIL\n{'host': 'smtp.mailjet.com', 'port': 587, 'user': '{h32}', "
        "'password': '{v}'}\n(Pdb) c",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "gdb_struct_print",
        "output",
        '(gdb) p *conn\n$1 = {fd = 7, host = 0x55555556b2a0 "10.0.0.30", user = 0x55555556b2c0 '
        '"pos", pass = 0x55555556b2e0 "{v}", port = 5432}',
    ),
    kind30(
        "lldb_frame_variable",
        "output",
        '(lldb) frame variable\n(std::string) host = "sip.trunk.example"\n'
        '(std::string) password = "{v}"\n(int) port = 5060',
    ),
    Kind("php_var_dump", "output", _var_dump),
    kind30(
        "php_print_r",
        "output",
        "Array\n(\n    [merchant_id] => 10{d6}\n    [merchant_key] => {l13}\n"
        "    [passphrase] => {v}\n    [sandbox] => \n)",
    ),
    kind30(
        "perl_data_dumper",
        "output",
        "$VAR1 = {\n          'smtp_host' => 'mail.example',\n          'smtp_pass' => '{v}',\n"
        "          'smtp_user' => 'shop'\n        };",
    ),
    kind30(
        "ruby_inspect",
        "output",
        '=> #<Gateway id: 3, name: "iyzico", api_key: "{k32}", secret_key: "{v}", sandbox: false>',
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "iex_map",
        "output",
        'iex(1)> Application.get_env(:shop, :paystack)\n[public_key: "pk_live_{h40}", '
        'secret: "{v}", base_url: "https://api.paystack.co"]',
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "printenv_listing",
        "output",
        "$ printenv | sort\nHOME=/home/forge\nHOSTNAME=web-3\nLANG=en_US.UTF-8\n"
        "MAIL_PASSWORD={v}\nMAIL_USERNAME=noreply@clinic.example\nPWD=/home/forge/clinic\n"
        "SHLVL=1",
    ),
    kind30(
        "docker_inspect_env",
        "output",
        '        "Env": [\n            "WORDPRESS_DB_HOST=db",\n            '
        '"WORDPRESS_DB_USER=wp",\n            "WORDPRESS_DB_PASSWORD={v}",\n'
        '            "PATH=/usr/local/sbin:/usr/local/bin"\n        ],',
    ),
    Kind("proc_environ_tr", "output", _proc_environ),
    kind30(
        "powershell_env_table",
        "output",
        "PS C:\\shop> Get-ChildItem Env: | Where-Object Name -like '*SMTP*'\n\n"
        "Name                           Value\n----                           -----\n"
        "SMTP_HOST                      smtp.office365.com\nSMTP_PASSWORD                  {v}\n"
        "SMTP_USER                      pos@cafe.example",
    ),
    kind30(
        "heroku_config_listing",
        "output",
        "=== bakery-shop Config Vars\nDATABASE_URL:      postgres://u{l10}:{v}@ec2-3-1-2-3."
        "eu-west-1.compute.amazonaws.com:5432/d{l10}\nRACK_ENV:          production",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "ps_eww_environment",
        "output",
        "$ ps eww -p 3121\n  PID TTY      STAT   TIME COMMAND\n 3121 ?        Ssl    0:04 "
        "php-fpm: pool www HOME=/var/www SMS_API_TOKEN={v} PATH=/usr/bin",
        value=lambda r: alnum(r, 32),
    ),
    Kind("strace_ftp_pass_write", "output", _strace_write),
    Kind("strace_execve_argv", "output", _strace_execve),
    Kind("smtp_auth_plain_trace", "output", _smtp_auth_plain),
    kind30(
        "imap_login_trace",
        "output",
        "* OK [CAPABILITY IMAP4rev1 LITERAL+ AUTH=PLAIN] Dovecot ready.\n"
        "a1 LOGIN info@hotel.example {v}\na1 OK Logged in",
        value=lambda r: alnum(r, 14),
    ),
    kind30(
        "redis_monitor_auth",
        "output",
        '1764495131.226371 [0 10.0.0.12:50122] "AUTH" "{v}"\n'
        '1764495131.227002 [0 10.0.0.12:50122] "GET" "cart:1042"',
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "access_log_query_secret",
        "output",
        '203.0.113.5 - - [30/Nov/2026:09:14:02 +0000] "GET /wp-json/wc/v3/orders?consumer_key='
        'ck_{h40}&consumer_secret={v} HTTP/1.1" 200 5120 "-" "Zapier"',
        '198.51.100.2 - - [30/Nov/2026:09:15:10 +0000] "GET /sms/send?username=shop&password='
        '{v}&to=491701234567&text=Ihre+Bestellung HTTP/1.1" 200 12',
        value=lambda r: alnum(r, 40),
    ),
    Kind("tcpdump_ascii_header", "header", _tcpdump_a),
)

SHAPE_KINDS: tuple[Kind, ...] = (
    kind30(
        "handover_user_slash_pass",
        "prose",
        "## Handover: Bäckerei Krämer\n- WP admin: https://baeckerei.example/wp-admin — `kraemer` "
        "/ `{v}`\n- Hosting: all-inkl, see 1Password",
        "Client logins:\n* Shopify staff: owner@tiles.example / {v}\n* Domain: at the registrar",
    ),
    kind30(
        "git_remote_v_url",
        "output",
        "$ git remote -v\norigin\thttps://agency-deploy:{v}@git.agency.example/clients/salon.git "
        "(fetch)\norigin\thttps://agency-deploy:{v}@git.agency.example/clients/salon.git (push)",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "crontab_mysqldump",
        "output",
        "$ crontab -l\n# m h  dom mon dow   command\n30 2 * * * mysqldump -u backup -p'{v}' "
        "--all-databases | gzip > /backup/db-$(date +\\%F).sql.gz",
    ),
    kind30(
        "apache_setenv",
        "config",
        "<VirtualHost *:443>\n    ServerName shop.vet.example\n    SetEnv DB_PASS {v}\n"
        "    SetEnv APP_ENV production\n</VirtualHost>",
        '# .htaccess\nSetEnv SMTP_PASSWORD "{v}"',
    ),
    kind30(
        "apache_ldap_bind_password",
        "config",
        "<Location /intranet>\n  AuthType Basic\n  AuthBasicProvider ldap\n"
        '  AuthLDAPURL "ldap://dc1.clinic.lan/DC=clinic,DC=lan?sAMAccountName"\n'
        '  AuthLDAPBindDN "svc-web@clinic.lan"\n  AuthLDAPBindPassword {v}\n</Location>',
    ),
    kind30(
        "nginx_fastcgi_param",
        "config",
        "location ~ \\.php$ {\n    include fastcgi_params;\n    fastcgi_param DB_PASSWORD {v};\n"
        "    fastcgi_pass unix:/run/php/php8.3-fpm.sock;\n}",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "nginx_proxy_set_header_key",
        "config",
        "location /sms/ {\n    proxy_pass https://api.sms-gateway.example/;\n"
        "    proxy_set_header X-Api-Key {v};\n}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "php_fpm_pool_env",
        "config",
        "[www]\nuser = www-data\nenv[APP_ENV] = production\nenv[DB_PASSWORD] = {v}\npm = dynamic",
    ),
    kind30(
        "php_ini_default_pw",
        "config",
        "[MySQLi]\nmysqli.default_host = localhost\nmysqli.default_user = shop\n"
        "mysqli.default_pw = {v}",
    ),
    kind30(
        "chpasswd_stdin",
        "cli",
        "echo 'maria:{v}' | sudo chpasswd",
        "sudo chpasswd <<< 'deploy:{v}'",
    ),
    kind30(
        "windows_net_use",
        "cli",
        "net use Z: \\\\nas01\\scans {v} /user:OFFICE\\reception /persistent:yes",
    ),
    kind30(
        "windows_cmdkey",
        "cli",
        "cmdkey /add:pos-server /user:POS\\kasse /pass:{v}",
    ),
    kind30(
        "powershell_securestring",
        "code",
        "$pass = ConvertTo-SecureString '{v}' -AsPlainText -Force\n"
        "$cred = New-Object System.Management.Automation.PSCredential('OFFICE\\admin', $pass)",
    ),
    Kind("json_string_in_json", "form", _nested_json),
    kind30(
        "sed_writes_env",
        "cli",
        "sed -i 's/^MAIL_PASSWORD=.*/MAIL_PASSWORD={v}/' /home/forge/clinic/.env",
        value=lambda r: alnum(r, 22),
    ),
    kind30(
        "mysql_set_password_fn",
        "cli",
        "mysql -uroot -e \"SET PASSWORD FOR 'wp'@'localhost' = PASSWORD('{v}'); FLUSH "
        'PRIVILEGES;"',
    ),
    Kind("percent_encoded_dsn", "dsn", _percent_dsn),
    Kind("php_base64_decode_literal", "code", _php_base64),
    Kind("csv_mailbox_export", "form", _csv_export),
    Kind("split_two_chat_lines", "form", _split_chat),
    Kind("terminal_wrapped_query", "form", _wrapped_terminal),
    Kind("nato_spelled", "prose", _nato),
    Kind("yaml_anchor_env", "config", _yaml_anchor),
)


def _chat(name: str, *forms: str) -> Kind:
    return kind30(name, "prose", *forms)


CHAT_KINDS: tuple[Kind, ...] = (
    _chat("chat_turkish", "abi panelin şifresi {v}, kimseyle paylaşma", "iyzico şifre: {v}"),
    _chat("chat_indonesian", "password admin toko online-nya {v} ya pak", "sandi email: {v}"),
    _chat("chat_portuguese_br", "a senha do painel da loja é {v}, não passa pra ninguém"),
    _chat("chat_spanish_mx", "la contraseña del correo de ventas es {v}, no la compartas"),
    _chat("chat_polish", "hasło do panelu sklepu to {v}, nie wysyłaj nikomu dalej"),
    _chat("chat_vietnamese", "mật khẩu wifi quán là {v} nha anh"),
    _chat("chat_swahili", "nenosiri la M-Pesa portal ni {v}, usimwambie mtu"),
    _chat("chat_hindi", "दुकान के पैनल का पासवर्ड {v} है, किसी को मत बताना"),
    _chat("chat_arabic", "كلمة المرور لحساب المتجر هي {v} لا ترسلها لأحد"),
    _chat("chat_persian", "رمز عبور پنل سایت {v} هست، به کسی نده"),
    _chat("chat_thai", "รหัสผ่านหลังร้านคือ {v} นะคะ อย่าบอกใคร"),
    _chat("chat_japanese", "予約システムの管理者パスワードは {v} です。外部に共有しないでください"),
    _chat("chat_korean", "쇼핑몰 관리자 비밀번호는 {v} 입니다"),
    _chat("chat_russian", "пароль от админки магазина: {v}, никому не пересылай"),
    _chat("chat_ukrainian", "пароль до пошти салону {v}, не передавай нікому"),
    _chat("chat_dutch", "het wachtwoord van de webshop is {v}, niet doorsturen"),
    _chat("chat_italian", "la password del gestionale è {v}, non girarla a nessuno"),
    _chat("chat_tagalog", "yung password ng admin ng shop ay {v}, wag mong ipagkalat"),
    _chat("chat_bengali", "দোকানের প্যানেলের পাসওয়ার্ড {v}, কাউকে দিও না"),
    _chat("chat_yoruba", "ọrọ aṣínà ti ile itaja ni {v}, má sọ fún ẹnikẹ́ni"),
    _chat("chat_hausa", "kalmar sirri ta shagon ita ce {v}, kar ka gaya wa kowa"),
    _chat("chat_amharic", "የሱቁ ድህረ ገጽ የይለፍ ቃል {v} ነው"),
    _chat("chat_greek", "ο κωδικός για το πάνελ του ξενοδοχείου είναι {v}"),
    _chat("chat_czech", "heslo do e-shopu je {v}, nikomu ho neposílej"),
    _chat("chat_romanian", "parola de la contul magazinului e {v}, nu o da nimănui"),
    _chat("chat_hungarian", "a webshop admin jelszava {v}, ne add tovább"),
    _chat("chat_german", "Das Passwort für den Router in der Praxis lautet {v}"),
    _chat("chat_french", "le mot de passe du terminal de paiement c'est {v}, garde-le pour toi"),
    _chat("chat_mandarin", "网店后台密码是 {v}，别发给别人"),
    _chat("chat_malay", "kata laluan untuk akaun kedai ialah {v}, jangan kongsi"),
    _chat(
        "chat_english_voicemail",
        "Hi it's Dana from the salon, the booking site login is dana@salon.example and the "
        "password is {v}, call me back if it doesn't work",
    ),
)
