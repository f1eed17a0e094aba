"""Held-out 37's scripting ecosystems' own places (`bench/secret_kinds_heldout37.py`).

PHP apps' config arrays and env (WordPress's `wp-config.php` password and
salts, `wp user create`, Laravel's `APP_KEY` and a `config/*.php` fallback,
Symfony's `APP_SECRET`, `DATABASE_URL` and decryption secret, Drupal's
`$databases` and `hash_salt`, Magento's `env.php` crypt key, Joomla's
`configuration.php`, CodeIgniter's `hex2bin:` key, a PDO constructor),
Rails (decrypted credentials as `credentials:show` prints them, the master
key read with `cat` and passed to a build, a `database.yml` ERB fallback,
Devise's secret key), Django and Flask (a settings fallback, `DATABASES`, a
superuser made from the environment or the shell), Perl (DBI, a PAUSE
file, `Net::SMTP`, Mojolicious secrets), R (`.Renviron`, `Sys.setenv`,
`dbConnect`, `keyring`, rsconnect's account), Julia (LibPQ, a JuliaHub
`auth.toml`), Elixir and Erlang (`runtime.exs`, `mix phx.gen.secret`'s
print, `vm.args`' cookie, `.erlang.cookie`, `sys.config`, a Hex key), Lua
in OpenResty, PowerShell (a `PSCredential` from plaintext, a `Get-Credential`
script's fallback, a header hash, `$env:`, `SetEnvironmentVariable`,
`Invoke-Sqlcmd`), Windows batch (`set`, `schtasks /RP`, `sc config
password=`, `psexec -p`, `net user`) and registry exports (`.reg` values, a
`reg add` of a session's password).
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["SCRIPT_KINDS"]

#: WordPress's salt generator's alphabet, less the quotes and the backslash
_WP = string.ascii_letters + string.digits + "!@#$%^&*()-_ []{}<>~`+=,.;:/?|"
#: Django's `get_random_secret_key` alphabet
_DJ = string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)"


def _wp_salt(r: random.Random) -> str:
    return alnum(r, 2) + pick(r, _WP, 62)


def _django_key(r: random.Random) -> str:
    return alnum(r, 2) + pick(r, _DJ, 48)


def _rails_key(r: random.Random) -> str:
    return hexs(r, 128)


_PHP: tuple[Kind, ...] = (
    k(
        "wp_config_db_password",
        "code",
        "/** Database username */\ndefine( 'DB_USER', 'wp_shop' );\n\n/** Database password */\n"
        "define( 'DB_PASSWORD', '{v}' );\n\n/** Database hostname */\ndefine( 'DB_HOST', "
        "'localhost' );",
    ),
    k(
        "wp_config_auth_salt",
        "code",
        "define( 'AUTH_KEY',         '{v}' );\ndefine( 'SECURE_AUTH_KEY',  '{k64}' );",
        "define('LOGGED_IN_SALT',   '{v}');",
        value=_wp_salt,
    ),
    k(
        "wp_cli_user_create",
        "cli",
        "wp user create editor2 editor2@acme.io --role=editor --user_pass='{v}' "
        "--path=/var/www/html",
    ),
    k(
        "laravel_app_key_env",
        "config",
        "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=base64:{v}\nAPP_DEBUG=false",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "laravel_key_generate_show",
        "output",
        "$ php artisan key:generate --show\nbase64:{v}",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "laravel_config_env_fallback",
        "code",
        "'mysql' => [\n    'driver' => 'mysql',\n    'username' => env('DB_USERNAME', 'shop'),\n"
        "    'password' => env('DB_PASSWORD', '{v}'),\n],",
    ),
    k(
        "symfony_app_secret",
        "config",
        "###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET={v}\n"
        "###< symfony/framework-bundle ###",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "symfony_database_url",
        "config",
        'DATABASE_URL="mysql://app:{v}@127.0.0.1:3306/app?serverVersion=8.0.32&charset=utf8mb4"',
        value=lambda r: alnum(r, 20),
    ),
    k(
        "symfony_decryption_secret",
        "cli",
        "SYMFONY_DECRYPTION_SECRET={v} php bin/console secrets:list --reveal --env=prod",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "drupal_databases_array",
        "code",
        "$databases['default']['default'] = [\n  'database' => 'drupal',\n  'username' => 'drupal',"
        "\n  'password' => '{v}',\n  'host' => 'db',\n  'driver' => 'mysql',\n];",
    ),
    k(
        "drupal_hash_salt",
        "code",
        "$settings['hash_salt'] = '{v}';\n$settings['update_free_access'] = FALSE;",
        value=lambda r: urlsafe(r, 74),
    ),
    k(
        "magento_env_crypt_key",
        "code",
        "'crypt' => [\n    'key' => '{v}'\n],\n'db' => [\n    'table_prefix' => '',",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "joomla_configuration_php",
        "code",
        "public $user = 'joomla';\n\tpublic $password = '{v}';\n\tpublic $db = 'joomla';\n"
        "\tpublic $secret = '{k16}';",
    ),
    k(
        "codeigniter_encryption_key",
        "config",
        "CI_ENVIRONMENT = production\nencryption.key = hex2bin:{v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "php_pdo_constructor",
        "code",
        "$pdo = new PDO('pgsql:host=db.internal;dbname=crm', 'crm', '{v}', [PDO::ATTR_ERRMODE => "
        "PDO::ERRMODE_EXCEPTION]);",
        '$conn = mysqli_connect("localhost", "shop", "{v}", "shop");',
    ),
)

_RUBY_PY: tuple[Kind, ...] = (
    k(
        "rails_credentials_show",
        "output",
        "$ bin/rails credentials:show -e production\naws:\n  access_key_id: AKIA{U16}\n"
        "  secret_access_key: {v}\nsecret_key_base: {h128}",
        value=lambda r: b64(r, 40),
    ),
    k(
        "rails_credentials_secret_key_base",
        "output",
        "$ EDITOR=cat bin/rails credentials:edit\n# Used as the base secret for all "
        "MessageVerifiers"
        " in Rails, including the one protecting cookies.\nsecret_key_base: {v}\n\n"
        "File encrypted and saved.",
        value=_rails_key,
    ),
    k(
        "rails_master_key_cat",
        "output",
        "$ cat config/master.key\n{v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "rails_master_key_build_arg",
        "cli",
        "docker build --build-arg RAILS_MASTER_KEY={v} -t shop:latest .",
        "kamal env push # RAILS_MASTER_KEY={v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "rails_database_yml_erb_fallback",
        "config",
        "production:\n  <<: *default\n  database: shop_production\n  password: <%= "
        'ENV.fetch("SHOP_DATABASE_PASSWORD") { "{v}" } %>',
    ),
    k(
        "devise_secret_key",
        "code",
        "Devise.setup do |config|\n  config.secret_key = '{v}'\n  config.mailer_sender = "
        "'noreply@acme.io'",
        value=_rails_key,
    ),
    k(
        "django_secret_key_fallback",
        "code",
        'SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "{v}")\nDEBUG = False',
        value=_django_key,
    ),
    k(
        "django_databases_password",
        "code",
        "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n"
        "        'NAME': 'shop',\n        'USER': 'shop',\n        'PASSWORD': '{v}',\n"
        "        'HOST': 'db',\n    }\n}",
    ),
    k(
        "django_superuser_env",
        "cli",
        "DJANGO_SUPERUSER_PASSWORD='{v}' python manage.py createsuperuser --noinput "
        "--username admin --email admin@acme.io",
    ),
    k(
        "django_shell_create_superuser",
        "cli",
        'python manage.py shell -c "from django.contrib.auth.models import User; '
        "User.objects.create_superuser('ops', 'ops@acme.io', '{v}')\"",
    ),
    k(
        "flask_config_secret_key",
        "code",
        'app = Flask(__name__)\napp.config["SECRET_KEY"] = '
        '"{v}"\napp.config["SESSION_COOKIE_SECURE"]'
        " = True",
        value=lambda r: hexs(r, 48),
    ),
)

_PERL_R_JULIA_BEAM: tuple[Kind, ...] = (
    k(
        "perl_dbi_connect",
        "code",
        'my $dbh = DBI->connect("dbi:Pg:dbname=ledger;host=db", "ledger", "{v}",\n'
        "    { RaiseError => 1, AutoCommit => 0 });",
    ),
    k(
        "pause_credentials_file",
        "config",
        "$ cat ~/.pause\nuser ANASILVA\npassword {v}",
    ),
    k(
        "perl_net_smtp_auth",
        "code",
        "my $smtp = Net::SMTP->new('smtp.acme.io', Port => 587, SSL => 0);\n$smtp->starttls();\n"
        "$smtp->auth('alerts@acme.io', '{v}');",
    ),
    k(
        "mojolicious_secrets_conf",
        "config",
        "{\n  secrets => ['{v}'],\n  hypnotoad => { listen => ['http://*:8080'], workers => 4 "
        "},\n}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "renviron_github_pat",
        "config",
        "$ cat ~/.Renviron\nR_LIBS_USER=~/R/library\nGITHUB_PAT={v}",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "r_sys_setenv_secret",
        "code",
        'Sys.setenv(AWS_ACCESS_KEY_ID = "AKIA{U16}",\n           AWS_SECRET_ACCESS_KEY = "{v}",\n'
        '           AWS_DEFAULT_REGION = "eu-west-1")',
        value=lambda r: b64(r, 40),
    ),
    k(
        "r_dbconnect_password",
        "code",
        'con <- DBI::dbConnect(RPostgres::Postgres(), dbname = "warehouse", host = "dw.acme.io",\n'
        '                      user = "analyst", password = "{v}")',
    ),
    k(
        "r_keyring_set_with_value",
        "code",
        'keyring::key_set_with_value(service = "snowflake", username = "ana", password = "{v}")',
    ),
    k(
        "rsconnect_set_account_info",
        "code",
        "rsconnect::setAccountInfo(name = 'acme-lab', token = '{U32}',\n"
        "                          secret = '{v}')",
        value=lambda r: b64(r, 40),
    ),
    k(
        "julia_libpq_connection",
        "code",
        'conn = LibPQ.Connection("host=db.internal dbname=sim user=sim password={v}")',
    ),
    k(
        "juliahub_auth_toml",
        "config",
        '$ cat ~/.julia/servers/juliahub.com/auth.toml\nexpires_at = 1764600000\nid_token = "eyJ'
        '{k60}"\naccess_token = "{v}"\nrefresh_token = "{k64}"',
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "elixir_runtime_exs_repo",
        "code",
        'config :shop, Shop.Repo,\n  username: "shop",\n  password: "{v}",\n'
        '  hostname: "db.internal",\n  pool_size: 10',
    ),
    k(
        "phx_gen_secret_print",
        "output",
        "$ mix phx.gen.secret\n{v}",
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "phoenix_secret_key_base_config",
        "code",
        'config :shop, ShopWeb.Endpoint,\n  url: [host: "shop.acme.io", port: 443],\n'
        '  secret_key_base: "{v}"',
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "erlang_vm_args_cookie",
        "config",
        "-name shop@10.0.3.14\n-setcookie {v}\n+K true\n+A 64",
        value=lambda r: pick(r, string.ascii_uppercase, 20),
    ),
    k(
        "erlang_cookie_file",
        "output",
        "$ cat ~/.erlang.cookie\n{v}",
        "RELEASE_COOKIE={v} bin/shop remote",
        value=lambda r: pick(r, string.ascii_uppercase, 20),
    ),
    k(
        "erlang_sys_config_key",
        "config",
        '[{shop, [{payment_api_key, "{v}"},\n         {payment_url, "https://pay.acme.io"}]}].',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "hex_api_key_env",
        "cli",
        "HEX_API_KEY={v} mix hex.publish --yes",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "openresty_redis_auth",
        "code",
        "local red = redis:new()\nred:set_timeouts(1000, 1000, 1000)\n"
        'local ok, err = red:connect("10.0.0.7", 6379)\nlocal res, err = red:auth("{v}")',
    ),
)

_WINDOWS: tuple[Kind, ...] = (
    k(
        "ps_pscredential_from_plaintext",
        "code",
        "$pass = ConvertTo-SecureString -String '{v}' -AsPlainText -Force\n"
        "$cred = New-Object System.Management.Automation.PSCredential ('ACME\\svc_backup', $pass)",
    ),
    k(
        "ps_get_credential_fallback",
        "code",
        "param(\n    [string]$User = 'ACME\\svc_sql',\n    [string]$Password = '{v}'\n)\n"
        "if (-not $Password) { $cred = Get-Credential -UserName $User -Message 'SQL' }",
    ),
    k(
        "ps_headers_bearer",
        "code",
        "$headers = @{ Authorization = \"Bearer {v}\"; Accept = 'application/json' }\n"
        "Invoke-RestMethod -Uri https://api.acme.io/v1/jobs -Headers $headers",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "ps_env_assignment",
        "cli",
        '$env:NUGET_API_KEY = "{v}"\ndotnet nuget push .\\bin\\Release\\Acme.Core.2.1.0.nupkg '
        "--api-key $env:NUGET_API_KEY --source https://api.nuget.org/v3/index.json",
        value=lambda r: "oy2" + pick(r, string.ascii_lowercase + string.digits, 43),
    ),
    k(
        "ps_set_environment_variable",
        "cli",
        '[Environment]::SetEnvironmentVariable("OPENAI_API_KEY", "{v}", "User")',
        value=lambda r: "sk-proj-" + urlsafe(r, 156),
    ),
    k(
        "ps_invoke_sqlcmd_password",
        "cli",
        "Invoke-Sqlcmd -ServerInstance sql01.acme.local -Database Billing -Username sa "
        "-Password '{v}' -Query 'SELECT 1'",
    ),
    k(
        "batch_set_password",
        "code",
        "@echo off\nset DB_USER=report\nset DB_PASS={v}\nsqlcmd -S sql01 -U %DB_USER% -P %DB_PASS%"
        " -i nightly.sql",
    ),
    k(
        "schtasks_run_password",
        "cli",
        'schtasks /Create /TN "Nightly Export" /TR "C:\\jobs\\export.bat" /SC DAILY /ST 02:00 '
        "/RU ACME\\svc_export /RP {v}",
    ),
    k(
        "sc_config_service_password",
        "cli",
        'sc.exe config AcmeAgent obj= "ACME\\svc_agent" password= "{v}"',
    ),
    k(
        "psexec_password_flag",
        "cli",
        "psexec \\\\fileserver02 -u ACME\\admin -p {v} -h cmd /c ipconfig /all",
    ),
    k(
        "net_user_add",
        "cli",
        "net user svc_deploy {v} /add /passwordchg:no /expires:never",
    ),
    k(
        "registry_export_api_key",
        "config",
        "Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Agent]\n"
        '"ServerUrl"="https://agent.acme.io"\n"ApiKey"="{v}"\n"PollSeconds"=dword:0000003c',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "registry_export_proxy_password",
        "config",
        '[HKEY_CURRENT_USER\\Software\\Acme\\Updater\\Proxy]\n"Host"="proxy.acme.local:3128"\n'
        '"User"="ACME\\\\ana"\n"Password"="{v}"',
    ),
    k(
        "reg_add_session_password",
        "cli",
        "reg add HKCU\\Software\\SimonTatham\\PuTTY\\Sessions\\jump /v ProxyPassword /t REG_SZ "
        "/d {v} /f",
    ),
)

SCRIPT_KINDS: tuple[Kind, ...] = (*_PHP, *_RUBY_PY, *_PERL_R_JULIA_BEAM, *_WINDOWS)
