"""Held-out 38's objects as languages and debuggers print them (`bench/secret_kinds_heldout38.py`).

A config, a client or a credential object holding a secret, printed the way
each language's own printer writes it: Go's `%v`, `%+v` and `%#v`, Rust's
`{:?}` and `{:#?}`, Java's and Kotlin's `toString()` and data classes, C#
records, Python's `repr`, `pprint`, dataclasses, named tuples and `vars()`,
Ruby's `inspect` and `pp`, PHP's `var_dump`, `print_r` and `var_export`,
Perl's `Data::Dumper`, Elixir and Erlang terms, Haskell's `show`, Swift's
`dump`, Node's `util.inspect` of objects and Maps, gdb, lldb, pdb, ipdb and
delve printing a variable, and a Jupyter cell's output.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["OBJECT_KINDS", "gh_token", "live_key", "slack_bot"]


def live_key(r: random.Random) -> str:
    """A payment-style secret key: a mode prefix and 24 letters and digits."""
    return "sk_live_" + alnum(r, 24)


def gh_token(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def slack_bot(r: random.Random) -> str:
    return f"xoxb-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-{alnum(r, 24)}"


def _h40(r: random.Random) -> str:
    return hexs(r, 40)


def _b44(r: random.Random) -> str:
    return b64(r, 43) + "="


def _u(r: random.Random) -> str:
    return urlsafe(r, 43)


_GO: tuple[Kind, ...] = (
    k(
        "go_plusv_config_password",
        "code",
        "2026/11/30 22:41:07 loaded config: {Host:db.internal Port:5432 User:billing "
        "Password:{v} SSLMode:require}",
        "DEBUG cfg=&{Addr:redis-0:6379 Username:default Password:{v} DB:2 PoolSize:20}",
    ),
    k(
        "go_v_struct_token",
        "code",
        "client: {https://api.internal.acme.io {v} 30s 3}",
        "started worker with opts {eu-west-1 {k20} {v} true}",
        value=_u,
    ),
    k(
        "go_sharpv_struct_secret",
        "code",
        'main.Credentials{AccessKeyID:"AKIA{U16}", SecretAccessKey:"{v}", SessionToken:""}',
        'config.SMTP{Host:"smtp.acme.io", Port:587, User:"alerts", Pass:"{v}"}',
        value=lambda r: b64(r, 40),
    ),
    k(
        "go_sharpv_map_headers",
        "header",
        'http.Header{"Accept":[]string{"application/json"}, "Authorization":[]string{"Bearer '
        '{v}"}}',
        value=_u,
    ),
    k(
        "go_spew_dump_secret",
        "code",
        '(*vault.Config)(0xc0001a2000)({\n Address: (string) (len=26) "https://vault.acme.io:8200",\n'
        ' Token: (string) (len=28) "{v}",\n Namespace: (string) ""\n})',
        value=lambda r: "hvs." + alnum(r, 24),
    ),
    k(
        "delve_print_struct_apikey",
        "output",
        '(dlv) p cfg\nmain.Settings {\n\tEndpoint: "https://hooks.acme.io",\n\tAPIKey: "{v}",\n'
        "\tRetries: 3,}",
        '(dlv) print client.token\n"{v}"',
        value=lambda r: alnum(r, 40),
    ),
)

_RUST: tuple[Kind, ...] = (
    k(
        "rust_debug_struct_password",
        "code",
        'DbConfig { host: "pg.internal", port: 5432, user: "app", password: "{v}", pool: 16 }',
        "thread 'main' panicked at src/main.rs:41:10:\nconnect failed: Settings { url: "
        '"postgres://app@pg:5432/app", password: "{v}" }',
    ),
    k(
        "rust_pretty_debug_secret",
        "code",
        'Config {\n    listen: 0.0.0.0:8080,\n    jwt_secret: "{v}",\n    log_level: Info,\n}',
        value=_b44,
    ),
    k(
        "rust_debug_some_token",
        "code",
        'AuthState { user: Some("ops"), token: Some("{v}"), expires_at: None }',
        'Client { inner: ClientRef { api_key: Some(\n        "{v}",\n    ) } }',
        value=gh_token,
    ),
    k(
        "rust_dbg_macro_key",
        "output",
        '[src/bin/sync.rs:88:5] &secret_key = "{v}"',
        '[src/auth.rs:12:9] creds = (\n    "svc-sync",\n    "{v}",\n)',
        value=live_key,
    ),
)

_JVM: tuple[Kind, ...] = (
    k(
        "java_tostring_datasource_password",
        "code",
        "INFO  c.a.b.DbBootstrap - using DataSourceProperties{url='jdbc:postgresql://db:5432/"
        "orders', username='orders', password='{v}', driverClassName='org.postgresql.Driver'}",
        "HikariConfig[jdbcUrl=jdbc:mysql://mysql:3306/app, username=app, password={v}, "
        "maximumPoolSize=10]",
    ),
    k(
        "kotlin_data_class_token",
        "code",
        "Credentials(clientId=svc-ledger, clientSecret={v}, scopes=[read, write])",
        "ApiConfig(baseUrl=https://api.acme.io, apiKey={v}, timeout=PT30S)",
        value=_u,
    ),
    k(
        "java_record_tostring_secret",
        "code",
        "SmtpSettings[host=smtp.acme.io, port=465, user=noreply, secret={v}]",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "lombok_tostring_key",
        "code",
        "S3Props(bucket=acme-reports, region=eu-central-1, accessKey=AKIA{U16}, secretKey={v})",
        value=lambda r: b64(r, 40),
    ),
    k(
        "jshell_var_token",
        "output",
        'jshell> var token = System.getenv("SLACK_TOKEN")\ntoken ==> "{v}"',
        value=slack_bot,
    ),
    k(
        "scala_case_class_password",
        "code",
        "scala> conf\nval res3: DbConf = DbConf(jdbc:postgresql://pg/app,app,{v})",
    ),
    k(
        "intellij_debugger_var_secret",
        "output",
        'props = {Properties@1234}  size = 3\n "mail.smtp.user" -> "alerts"\n "mail.smtp.password"'
        ' -> "{v}"\n "mail.smtp.host" -> "smtp.acme.io"',
    ),
)

_DOTNET: tuple[Kind, ...] = (
    k(
        "csharp_record_tostring_secret",
        "code",
        "StorageOptions { AccountName = acmestore, AccountKey = {v}, Container = backups }",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "csharp_anon_object_password",
        "code",
        "info: Worker[0]\n      Settings: { Server = sql01, User = sa, Password = {v} }",
    ),
    k(
        "dotnet_immediate_window_token",
        "output",
        '?config["Jwt:Key"]\n"{v}"',
        '> options.ClientSecret\n"{v}"\n    Length: 40',
        value=_u,
    ),
    k(
        "powershell_format_list_secret",
        "output",
        "PS> $cred | Format-List\n\nName        : deploy-bot\nClientId    : {uuid}\nClientSecret"
        " : {v}\nTenant      : {uuid}",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
)

_PY: tuple[Kind, ...] = (
    k(
        "python_repr_dataclass_password",
        "code",
        ">>> cfg\nDatabaseConfig(host='db.internal', port=5432, user='app', password='{v}', "
        "sslmode='require')",
        "Settings(debug=False, secret_key='{v}', allowed_hosts=['acme.io'])",
    ),
    k(
        "python_namedtuple_key",
        "code",
        ">>> creds\nCreds(key_id='AKIA{U16}', secret='{v}', token=None)",
        value=lambda r: b64(r, 40),
    ),
    k(
        "python_pprint_dict_token",
        "code",
        ">>> pprint(settings)\n{'DEBUG': False,\n 'GITHUB_TOKEN': '{v}',\n 'LOG_LEVEL': 'INFO',\n"
        " 'REDIS_URL': 'redis://cache:6379/0'}",
        value=gh_token,
    ),
    k(
        "python_vars_object_secret",
        "code",
        ">>> vars(client)\n{'base_url': 'https://api.acme.io', '_api_key': '{v}', 'timeout': 30}",
        ">>> client.__dict__\n{'_session': <requests.sessions.Session object at 0x7f3a2c1e4d90>, "
        "'_api_key': '{v}'}",
        value=live_key,
    ),
    k(
        "python_pydantic_repr_secret",
        "code",
        "AppSettings(database_url='postgresql://app@db/app', openai_api_key='{v}', env='prod')",
        value=lambda r: "sk-proj-" + urlsafe(r, 48),
    ),
    k(
        "python_environ_repr",
        "output",
        ">>> os.environ\nenviron({'HOME': '/home/ana', 'AWS_SECRET_ACCESS_KEY': '{v}', "
        "'LANG': 'C.UTF-8'})",
        value=lambda r: b64(r, 40),
    ),
    k(
        "python_bytes_repr_key",
        "code",
        ">>> key\nb'{v}'",
        ">>> f.read()\nb'[default]\\napi_key = {v}\\nregion = eu\\n'",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "pdb_p_variable_password",
        "output",
        "(Pdb) p conn_kwargs\n{'host': 'pg', 'user': 'etl', 'password': '{v}', 'dbname': 'dw'}",
        "(Pdb) pp self.password\n'{v}'",
    ),
    k(
        "ipdb_locals_token",
        "output",
        "ipdb> locals()\n{'self': <app.Client object at 0x7f1e>, 'token': '{v}', 'retries': 2}",
        value=_u,
    ),
    k(
        "jupyter_cell_out_key",
        "output",
        "In [7]: api_key\nOut[7]: '{v}'",
        "In [3]: config\nOut[3]: \n{'endpoint': 'https://api.acme.io',\n 'secret': '{v}'}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "python_logging_kwargs_repr",
        "output",
        "DEBUG:urllib3:connect kwargs={'user': 'svc', 'passwd': '{v}', 'db': 'ledger'}",
    ),
)

_RUBY_PHP_PERL: tuple[Kind, ...] = (
    k(
        "ruby_inspect_object_secret",
        "code",
        '#<Stripe::Client:0x000055d1 @api_key="{v}", @open_timeout=30>',
        'irb(main):003:0> conf\n=> #<OpenStruct host="smtp.acme.io", user="alerts", '
        'password="{v}">',
        value=live_key,
    ),
    k(
        "ruby_pp_hash_password",
        "code",
        '{:adapter=>"postgresql", :host=>"db", :username=>"rails", :password=>"{v}"}',
        '[1] pry(main)> ENV.to_h.slice("SMTP_PASSWORD")\n=> {"SMTP_PASSWORD"=>"{v}"}',
    ),
    k(
        "ruby_struct_inspect_token",
        "code",
        '#<struct Credentials user="deploy", token="{v}">',
        value=_u,
    ),
    k(
        "php_var_dump_password",
        "code",
        'array(3) {\n  ["host"]=>\n  string(9) "localhost"\n  ["user"]=>\n  string(4) "shop"\n'
        '  ["pass"]=>\n  string(14) "{v}"\n}',
    ),
    k(
        "php_print_r_secret",
        "code",
        "Array\n(\n    [client_id] => {d9}\n    [client_secret] => {v}\n    [redirect] => "
        "https://shop.acme.io/cb\n)",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "php_var_export_key",
        "code",
        "array (\n  'driver' => 'smtp',\n  'username' => 'mailer',\n  'password' => '{v}',\n)",
    ),
    k(
        "php_object_dump_token",
        "code",
        'object(App\\Service\\Api)#12 (2) {\n  ["token":"App\\Service\\Api":private]=>\n'
        '  string(40) "{v}"\n}',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "perl_data_dumper_password",
        "code",
        "$VAR1 = {\n          'dsn' => 'dbi:Pg:dbname=crm;host=pg',\n          'user' => 'crm',\n"
        "          'pass' => '{v}'\n        };",
    ),
)

_FUNCTIONAL: tuple[Kind, ...] = (
    k(
        "elixir_inspect_keyword_secret",
        "code",
        'iex(2)> Application.get_env(:shop, Shop.Repo)\n[username: "shop", password: "{v}", '
        'hostname: "db", pool_size: 10]',
        '%Shop.Client{api_key: "{v}", base_url: "https://api.acme.io", retries: 3}',
    ),
    k(
        "erlang_term_password",
        "code",
        '1> application:get_all_env(emqx).\n[{dashboard_user,<<"admin">>},{dashboard_password,'
        '<<"{v}">>}]',
        '{ok,#{user => <<"ejabberd">>, password => <<"{v}">>, host => "xmpp.acme.io"}}',
    ),
    k(
        "haskell_show_record_token",
        "code",
        'Config {cfgHost = "api.acme.io", cfgToken = "{v}", cfgPort = 443}',
        value=_u,
    ),
    k(
        "clojure_map_print_secret",
        "code",
        'user=> (:db config)\n{:dbtype "postgresql", :dbname "ledger", :user "ledger", :password'
        ' "{v}"}',
    ),
    k(
        "ocaml_utop_record_key",
        "output",
        'utop # cfg;;\n- : config = {endpoint = "https://api.acme.io"; api_key = "{v}"}',
        value=lambda r: hexs(r, 48),
    ),
)

_OTHER: tuple[Kind, ...] = (
    k(
        "swift_dump_struct_secret",
        "code",
        '▿ App.Keys\n  - baseURL: "https://api.acme.io"\n  - clientSecret: "{v}"\n  - retries: 3',
        value=_u,
    ),
    k(
        "lldb_po_token",
        "output",
        '(lldb) po session.token\n"{v}"',
        '(lldb) frame variable creds\n(Credentials) creds = (user = "ios-ci", password = "{v}")',
        value=lambda r: alnum(r, 36),
    ),
    k(
        "gdb_print_char_password",
        "output",
        '(gdb) p cfg->password\n$1 = 0x5555555592a0 "{v}"',
        '(gdb) p *conn\n$2 = {host = "10.0.3.4", port = 5432, user = "ops", '
        'passwd = "{v}", fd = 7}',
    ),
    k(
        "node_util_inspect_object_key",
        "code",
        "{\n  region: 'us-east-1',\n  credentials: { accessKeyId: 'AKIA{U16}', secretAccessKey: "
        "'{v}' }\n}",
        value=lambda r: b64(r, 40),
    ),
    k(
        "node_console_log_map_token",
        "code",
        "Map(2) {\n  'discord' => 'MT{k20}.G{k8}.{v}',\n  'github' => 'pending'\n}",
        "Map(2) { 'user' => 'bot', 'token' => '{v}' }",
        value=lambda r: urlsafe(r, 38),
    ),
    k(
        "node_repl_process_env",
        "output",
        "> process.env.NPM_TOKEN\n'{v}'",
        "> { ...process.env }\n{ PATH: '/usr/bin', NPM_TOKEN: '{v}', NODE_ENV: 'production' }",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    k(
        "node_class_instance_secret",
        "code",
        "MailClient {\n  host: 'smtp.acme.io',\n  auth: { user: 'apikey', pass: '{v}' },\n"
        "  pool: true\n}",
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "deno_console_object_token",
        "code",
        '{ url: "https://api.acme.io", headers: { "x-api-key": "{v}" } }',
        value=lambda r: lower_alnum(r, 40),
    ),
    k(
        "lua_inspect_table_password",
        "code",
        '{\n  db = {\n    host = "127.0.0.1",\n    password = "{v}",\n    user = "kong"\n  }\n}',
    ),
    k(
        "r_str_list_key",
        "output",
        '> str(creds)\nList of 2\n $ key   : chr "AKIA{U16}"\n $ secret: chr "{v}"',
        value=lambda r: b64(r, 40),
    ),
    k(
        "julia_show_namedtuple_token",
        "output",
        'julia> cfg\n(url = "https://api.acme.io", token = "{v}", retries = 3)',
        value=_h40,
    ),
    k(
        "dart_tostring_secret",
        "code",
        "I/flutter ( 4821): AuthConfig(clientId: mobile-app, clientSecret: {v})",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "pwsh_hashtable_output_password",
        "output",
        "Name                           Value\n----                           -----\nUser   "
        "                        svc_backup\nPassword                       {v}",
    ),
    k(
        "cpp_cout_struct_key",
        "output",
        'Config{endpoint=https://api.acme.io, key="{v}", verify=1}',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "go_log_printf_v_dsn",
        "dsn",
        "2026/11/30 10:02:11 opening &{postgres postgres://svc:{v}@pg.internal:5432/app}",
        value=pw,
    ),
)

OBJECT_KINDS: tuple[Kind, ...] = (
    *_GO,
    *_RUST,
    *_JVM,
    *_DOTNET,
    *_PY,
    *_RUBY_PHP_PERL,
    *_FUNCTIONAL,
    *_OTHER,
)
