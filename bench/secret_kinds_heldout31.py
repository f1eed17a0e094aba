"""The thirty-first held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the web's
long tail of small businesses and the agencies that build for them, the
configuration languages their servers are run with, and the debugging
output a developer pastes when something breaks. This file holds the
places of the web's long tail: CMSs and shops (WordPress's `wp-config.php`
with its salts, `wp config create`, `wp user create`, WP Mail SMTP's
constant, a Mailchimp key set by `wp option update`; Drupal's `$databases`
array, `hash_salt` and `drush site:install --db-url`; Joomla's
`configuration.php`; Ghost's `config.production.json` and an Admin API
`id:secret` key; Strapi's `APP_KEYS` and a lower-case `bearer` token;
Directus's `SECRET` and a static token in a query string; Magento's
`env.php`, its crypt key, `setup:install` and `auth.json`; PrestaShop's
`parameters.php`, cookie key and a webservice key as a Basic user; Craft,
TYPO3, Silverstripe, Umbraco, Sylius, Shopware, Odoo's `admin_passwd` and
XML-RPC password argument, Frappe's `site_config.json` and `bench
set-admin-password`, Dolibarr, WHMCS's `cc_encryption_hash`, Cal.com's
encryption key, Easy!Appointments, SimplyBook's JSON-RPC `params`), hosting
panels and the ways files reach them (a cPanel `Authorization: cpanel
user:TOKEN`, `uapi` and `whmapi1` `password=` arguments, Plesk's `-passwd`
and `X-API-Key`, DirectAdmin, a Forge server's welcome output, RunCloud's
key pair, ISPConfig's remote `login`, Webmin's `changepass.pl`, Virtualmin,
CloudPanel's `clpctl`, HestiaCP's positional `v-add-user`, `lftp -u
user,pass`, FileZilla's base64 `<Pass>`, WinSCP, `htpasswd -b`, rclone),
and mail and telephony servers (Postfix `sasl_passwd`, msmtp, Exim's
`passwd.client`, Dovecot's `{PLAIN}` passwd-file, Mautic, listmonk, Sendy,
Asterisk's `sip.conf`, `pjsip.conf`, `manager.conf` and a `register =>`
line, FreePBX's `freepbx.conf`, Kamailio's `DBURL` and `kamctl add`,
FreeSWITCH's `default_password` and a directory user's `<param>`).

Its other parts: `bench/secret_kinds_heldout31_more.py` (configuration
languages, infrastructure, directories and network gear),
`bench/secret_kinds_heldout31_shapes.py` (debugging output, hard shapes and
the chat), `bench/secret_kinds_heldout31_trades.py` (vendors of mail, SMS,
payments of many countries, and booking, POS and accounting tools); its
look-alikes are in `bench/secret_kinds_heldout31_look.py` and `_look2.py`.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    pick,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout30_more import kind30
from bench.secret_kinds_heldout31_look import LOOK_ALIKES
from bench.secret_kinds_heldout31_more import CONFIG_KINDS, guid, mailgun_key
from bench.secret_kinds_heldout31_shapes import CHAT_KINDS, DEBUG_KINDS, SHAPE_KINDS
from bench.secret_kinds_heldout31_trades import TRADE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout31_samples"]

#: WordPress's salt generator draws from these (no quote or backslash, so PHP keeps it)
_WP_SALT = string.ascii_letters + string.digits + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|"


def _wp_salt(r: random.Random) -> str:
    return alnum(r, 4) + pick(r, _WP_SALT, 60)


def _wp_salts(r: random.Random) -> tuple[str, str]:
    names = ("AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT")
    values = [_wp_salt(r) for _ in names]
    lines = [
        f"define( '{n}',{' ' * (17 - len(n))}'{v}' );" for n, v in zip(names, values, strict=True)
    ]
    return values[2], "/**#@+\n * Authentication unique keys and salts.\n */\n" + "\n".join(lines)


def _filezilla(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(pw(r).encode()).decode()
    return v, (
        "<Server>\n\t<Host>ftp.bakery-site.example</Host>\n\t<Port>21</Port>\n\t<Protocol>0"
        "</Protocol>\n\t<Type>0</Type>\n\t<User>bakery</User>\n\t"
        f'<Pass encoding="base64">{v}</Pass>\n\t<Logontype>1</Logontype>\n</Server>'
    )


def _ghost_admin(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 64)
    return v, (
        "const api = new GhostAdminAPI({\n  url: 'https://journal.florist.example',\n"
        f"  key: '{hexs(r, 24)}:{v}',\n  version: 'v5.0'\n}});"
    )


def _strapi_keys(r: random.Random) -> tuple[str, str]:
    keys = [b64(r, 22) + "==" for _ in range(4)]
    return keys[1], (
        "HOST=0.0.0.0\nPORT=1337\nAPP_KEYS="
        + ",".join(keys)
        + "\nAPI_TOKEN_SALT="
        + b64(r, 22)
        + "==\nDATABASE_CLIENT=postgres"
    )


def _forge_welcome(r: random.Random) -> tuple[str, str]:
    sudo, db = alnum(r, 20), alnum(r, 20)
    return db, (
        "Your server (agency-web-3) has been provisioned.\n\nIP Address: 203.0.113.24\n"
        f"Sudo Password: {sudo}\nDatabase Username: forge\nDatabase Password: {db}\n\n"
        "Save these somewhere safe, they are not shown again."
    )


def _runcloud(r: random.Random) -> tuple[str, str]:
    key, secret = alnum(r, 40), alnum(r, 64)
    return secret, (
        f"curl -s -u {key}:{secret} https://manage.runcloud.io/api/v2/servers "
        "-H 'Accept: application/json' | jq '.data[].name'"
    )


def _simplybook(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "POST https://user-api.simplybook.me/login\n"
        '{"jsonrpc": "2.0", "method": "getUserToken", "params": ["nailstudio", "owner", '
        f'"{v}"], "id": 1}}'
    )


_CMS: tuple[Kind, ...] = (
    kind30(
        "wp_config_db_password",
        "config",
        "/** Database username */\ndefine( 'DB_USER', 'bakery_wp' );\n\n/** Database password */"
        "\ndefine( 'DB_PASSWORD', '{v}' );\n\n/** Database hostname */\n"
        "define( 'DB_HOST', 'localhost' );",
        'define("DB_NAME", "clinic");\ndefine("DB_USER", "clinic");\ndefine("DB_PASSWORD", "{v}");',
    ),
    Kind("wp_config_salts", "config", _wp_salts),
    kind30(
        "wp_cli_config_create",
        "cli",
        "wp config create --dbname=bakery --dbuser=bakery --dbpass='{v}' --dbhost=127.0.0.1 "
        "--locale=de_DE",
        "wp core download && wp config create --dbname=wp --dbuser=wp --dbpass={v} --skip-check",
        value=lambda r: alnum(r, 18),
    ),
    kind30(
        "wp_cli_user_create",
        "cli",
        "wp user create maria maria@florist.example --role=shop_manager --user_pass='{v}'",
        "wp user update 1 --user_pass={v} --skip-email",
    ),
    kind30(
        "wp_mail_smtp_constant",
        "config",
        "define( 'WPMS_ON', true );\ndefine( 'WPMS_MAILER', 'smtp' );\n"
        "define( 'WPMS_SMTP_HOST', 'smtp.office365.com' );\ndefine( 'WPMS_SMTP_AUTH', true );\n"
        "define( 'WPMS_SMTP_USER', 'shop@bakery.example' );\ndefine( 'WPMS_SMTP_PASS', '{v}' );",
    ),
    kind30(
        "wp_option_mailchimp_key",
        "cli",
        'wp option update mc4wp \'{"api_key":"{v}"}\' --format=json',
        "wp option update yikes-mc-api-key {v}",
        value=lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    ),
    kind30(
        "drupal_databases_array",
        "config",
        "$databases['default']['default'] = [\n  'database' => 'drupal10',\n  'username' => "
        "'drupal',\n  'password' => '{v}',\n  'host' => 'mariadb',\n  'port' => '3306',\n"
        "  'driver' => 'mysql',\n  'prefix' => '',\n];",
    ),
    kind30(
        "drupal_hash_salt",
        "config",
        "$settings['hash_salt'] = '{v}';\n$settings['update_free_access'] = FALSE;",
        value=lambda r: urlsafe(r, 74),
    ),
    kind30(
        "drush_site_install_db_url",
        "cli",
        "drush site:install standard --db-url=mysql://drupal:{v}@mariadb:3306/drupal "
        "--site-name='Weingut Berger' -y",
        "vendor/bin/drush si minimal --db-url=pgsql://cms:{v}@db/cms --account-name=admin",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "drush_account_pass",
        "cli",
        "drush si standard --account-name=admin --account-pass={v} -y",
        "drush user:password editor '{v}'",
    ),
    kind30(
        "joomla_configuration_password",
        "config",
        "class JConfig {\n\tpublic $dbtype = 'mysqli';\n\tpublic $host = 'localhost';\n"
        "\tpublic $user = 'joomla_usr';\n\tpublic $password = '{v}';\n\tpublic $db = 'joomla';",
    ),
    kind30(
        "joomla_configuration_secret",
        "config",
        "\tpublic $dbprefix = 'x7k2_';\n\tpublic $live_site = '';\n\tpublic $secret = '{v}';\n"
        "\tpublic $gzip = false;",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "ghost_config_db_password",
        "config",
        '{\n  "url": "https://journal.florist.example",\n  "database": {\n    "client": "mysql",\n'
        '    "connection": {\n      "host": "127.0.0.1",\n      "user": "ghost-412",\n'
        '      "password": "{v}",\n      "database": "ghost_prod"\n    }\n  }\n}',
    ),
    kind30(
        "ghost_config_mail_pass",
        "config",
        '"mail": {\n  "transport": "SMTP",\n  "options": {\n    "service": "Mailgun",\n'
        '    "host": "smtp.eu.mailgun.org",\n    "port": 465,\n    "secure": true,\n'
        '    "auth": {\n      "user": "postmaster@mg.florist.example",\n      "pass": "{v}"\n'
        "    }\n  }\n}",
        value=mailgun_key,
    ),
    Kind("ghost_admin_api_key", "code", _ghost_admin),
    Kind("strapi_app_keys", "config", _strapi_keys),
    kind30(
        "strapi_admin_jwt_secret",
        "config",
        "ADMIN_JWT_SECRET={v}\nTRANSFER_TOKEN_SALT={k22}==\nJWT_SECRET={k22}==",
        value=lambda r: b64(r, 22) + "==",
    ),
    kind30(
        "strapi_token_lower_bearer",
        "header",
        "curl 'https://cms.dentist.example/api/treatments?populate=*' \\\n"
        "  -H 'Authorization: bearer {v}'",
        value=lambda r: hexs(r, 256),
    ),
    kind30(
        "directus_secret",
        "config",
        'KEY="{uuid}"\nSECRET="{v}"\nADMIN_EMAIL="admin@agency.example"\nDB_CLIENT="pg"',
        value=lambda r: urlsafe(r, 32),
    ),
    kind30(
        "directus_static_token_query",
        "form",
        "curl 'https://data.gym.example/items/classes?fields=*,coach.*&access_token={v}'",
        "fetch(`${DIRECTUS}/items/bookings?access_token={v}&limit=50`)",
        value=lambda r: urlsafe(r, 32),
    ),
    kind30(
        "magento_env_db",
        "config",
        "'db' => [\n    'table_prefix' => '',\n    'connection' => [\n        'default' => [\n"
        "            'host' => 'localhost',\n            'dbname' => 'magento',\n"
        "            'username' => 'magento',\n            'password' => '{v}',\n"
        "            'model' => 'mysql4',",
    ),
    kind30(
        "magento_crypt_key",
        "config",
        "'crypt' => [\n    'key' => '{v}'\n],\n'session' => [\n    'save' => 'files'\n],",
        "'crypt' => [\n    'key' => 'base64{v}'\n],",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "magento_setup_install",
        "cli",
        "bin/magento setup:install --base-url=https://shop.tiles.example/ --db-host=localhost "
        "--db-name=m2 --db-user=m2 --db-password='{v}' --admin-user=admin "
        "--admin-password=Adm1n{k8} --backend-frontname=admin_{l6}",
        "php bin/magento admin:user:create --admin-user=ops --admin-password='{v}' "
        "--admin-email=ops@tiles.example --admin-firstname=Ops --admin-lastname=Team",
    ),
    kind30(
        "magento_auth_json",
        "config",
        '{\n    "http-basic": {\n        "repo.magento.com": {\n            "username": "{h32}",'
        '\n            "password": "{v}"\n        }\n    }\n}',
        "composer config --global http-basic.repo.magento.com {h32} {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "prestashop_parameters",
        "config",
        "<?php return array (\n  'parameters' => \n  array (\n    'database_host' => '127.0.0.1',"
        "\n    'database_name' => 'prestashop',\n    'database_user' => 'ps',\n"
        "    'database_password' => '{v}',\n    'database_prefix' => 'ps_',",
    ),
    kind30(
        "prestashop_cookie_key",
        "config",
        "    'cookie_key' => '{v}',\n    'cookie_iv' => '{k8}',\n    'new_cookie_key' => "
        "'def00000{h64}',",
        value=lambda r: alnum(r, 56),
    ),
    kind30(
        "prestashop_webservice_user",
        "header",
        "curl -s -u {v}: 'https://shop.olive-oil.example/api/products?display=full' | head",
        "$webService = new PrestaShopWebservice('https://shop.olive-oil.example', '{v}', false);",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 32),
    ),
    kind30(
        "craft_security_key",
        "config",
        "CRAFT_APP_ID=CraftCMS--{uuid}\nCRAFT_ENVIRONMENT=production\nCRAFT_SECURITY_KEY={v}",
        value=lambda r: urlsafe(r, 32),
    ),
    kind30(
        "typo3_settings_db",
        "config",
        "'DB' => [\n    'Connections' => [\n        'Default' => [\n            'dbname' => "
        "'typo3',\n            'driver' => 'mysqli',\n            'host' => 'db',\n"
        "            'password' => '{v}',\n            'user' => 'typo3',",
    ),
    kind30(
        "typo3_encryption_key",
        "config",
        "'SYS' => [\n    'encryptionKey' => '{v}',\n    'sitename' => 'Hotel Alpenblick',",
        value=lambda r: hexs(r, 96),
    ),
    kind30(
        "silverstripe_env",
        "config",
        'SS_DATABASE_CLASS="MySQLDatabase"\nSS_DATABASE_USERNAME="ss_site"\n'
        'SS_DATABASE_PASSWORD="{v}"\nSS_DEFAULT_ADMIN_USERNAME="admin"',
        'SS_DEFAULT_ADMIN_USERNAME="admin"\nSS_DEFAULT_ADMIN_PASSWORD="{v}"',
    ),
    kind30(
        "umbraco_connection_string",
        "config",
        '"ConnectionStrings": {\n  "umbracoDbDSN": "Server=sql01;Database=Umbraco;User Id='
        'umbraco;Password={v};TrustServerCertificate=true",\n  '
        '"umbracoDbDSN_ProviderName": "Microsoft.Data.SqlClient"\n}',
    ),
    kind30(
        "symfony_database_url_env_local",
        "config",
        '###> doctrine/doctrine-bundle ###\nDATABASE_URL="mysql://sylius:{v}@127.0.0.1:3306/'
        'sylius_prod?serverVersion=8.0&charset=utf8mb4"\n###< doctrine/doctrine-bundle ###',
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "symfony_app_secret",
        "config",
        "###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET={v}\n"
        "###< symfony/framework-bundle ###",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "shopware_admin_client_secret",
        "form",
        "curl -X POST https://shop.bikes.example/api/oauth/token -H 'Content-Type: "
        'application/json\' -d \'{"grant_type": "client_credentials", "client_id": '
        '"SWIA{U22}", "client_secret": "{v}"}\'',
        value=lambda r: urlsafe(r, 54),
    ),
    kind30(
        "odoo_admin_passwd",
        "config",
        "[options]\naddons_path = /opt/odoo/addons,/opt/odoo/custom\nadmin_passwd = {v}\n"
        "db_host = False\ndb_port = False\ndb_user = odoo\nproxy_mode = True",
    ),
    kind30(
        "odoo_xmlrpc_password_arg",
        "code",
        "models = xmlrpc.client.ServerProxy(f'{url}/xmlrpc/2/object')\n"
        "ids = models.execute_kw('cafe_prod', 2, '{v}', 'res.partner', 'search', "
        "[[['is_company', '=', True]]])",
        "uid = common.authenticate('cafe_prod', 'admin@cafe.example', '{v}', {})",
    ),
    kind30(
        "frappe_site_config",
        "config",
        '{\n "db_name": "_{h16}",\n "db_password": "{v}",\n "db_type": "mariadb",\n'
        ' "encryption_key": "{k43}="\n}',
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "bench_set_admin_password",
        "cli",
        "bench --site erp.carpentry.example set-admin-password {v}",
        "bench new-site erp.local --admin-password {v} --mariadb-root-password {k12}",
    ),
    kind30(
        "dolibarr_conf_db_pass",
        "config",
        "$dolibarr_main_db_host='localhost';\n$dolibarr_main_db_port='3306';\n"
        "$dolibarr_main_db_name='dolibarr';\n$dolibarr_main_db_user='dolibarr';\n"
        "$dolibarr_main_db_pass='{v}';\n$dolibarr_main_db_type='mysqli';",
    ),
    kind30(
        "whmcs_cc_encryption_hash",
        "config",
        "$db_username = 'whmcs_u';\n$db_password = '{k16}';\n$db_name = 'whmcs';\n"
        "$cc_encryption_hash = '{v}';\n$templates_compiledir = 'templates_c';",
        value=lambda r: alnum(r, 64),
    ),
    kind30(
        "calcom_encryption_key",
        "config",
        "NEXT_PUBLIC_WEBAPP_URL=https://book.physio.example\nNEXTAUTH_SECRET={k32}\n"
        "CALENDSO_ENCRYPTION_KEY={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "easyappointments_config",
        "config",
        "class Config {\n    const BASE_URL = 'https://termine.salon.example';\n"
        "    const DB_HOST = 'localhost';\n    const DB_NAME = 'easyapp';\n"
        "    const DB_USERNAME = 'easyapp';\n    const DB_PASSWORD = '{v}';",
    ),
    Kind("simplybook_jsonrpc_params", "form", _simplybook),
)

_HOSTING: tuple[Kind, ...] = (
    kind30(
        "cpanel_token_header",
        "header",
        "curl -H 'Authorization: cpanel bakery:{v}' "
        "'https://server42.host.example:2083/execute/Email/list_pops'",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 32),
    ),
    kind30(
        "cpanel_uapi_password_arg",
        "cli",
        "uapi --user=bakery Email add_pop email=orders password='{v}' quota=1024 "
        "domain=bakery.example",
        "uapi Mysql set_password user=bakery_wp password={v}",
    ),
    kind30(
        "whmapi1_createacct",
        "cli",
        "whmapi1 createacct username=florist domain=florist.example plan=agency_small "
        "password='{v}' contactemail=owner@florist.example",
    ),
    kind30(
        "plesk_bin_passwd",
        "cli",
        "plesk bin subscription --create dentist.example -owner admin -service-plan Basic "
        "-ip 203.0.113.7 -login dentist -passwd '{v}'",
        "plesk bin ftpsubaccount --update designer -passwd {v} -domain dentist.example",
    ),
    kind30(
        "plesk_api_key_header",
        "header",
        "curl -k -H 'X-API-Key: {v}' https://plesk.host.example:8443/api/v2/domains",
        value=guid,
    ),
    kind30(
        "directadmin_api_basic",
        "header",
        "curl -s -u 'agency:{v}' 'https://da.host.example:2222/CMD_API_SHOW_USERS'",
        "curl --user admin:{v} -d 'action=create&username=shop&passwd={k12}' "
        "https://da.host.example:2222/CMD_API_ACCOUNT_USER",
    ),
    Kind("forge_server_welcome", "prose", _forge_welcome),
    Kind("runcloud_key_pair", "header", _runcloud),
    kind30(
        "ispconfig_remote_login",
        "code",
        "$client = new SoapClient(null, ['location' => $soap_location, 'uri' => $soap_uri]);"
        "\n$session_id = $client->login('remote_agency', '{v}');",
    ),
    kind30(
        "webmin_changepass",
        "cli",
        "sudo /usr/share/webmin/changepass.pl /etc/webmin root '{v}'",
    ),
    kind30(
        "virtualmin_create_domain",
        "cli",
        "virtualmin create-domain --domain yoga.example --pass '{v}' --default-features "
        "--unix --dir --web --ssl",
    ),
    kind30(
        "clpctl_user_add",
        "cli",
        "clpctl user:add --userName='john' --email='john@agency.example' --firstName='John' "
        "--lastName='Doe' --password='{v}' --role='admin' --timezone='UTC' --status='1'",
        "clpctl site:add:php --domainName=vet.example --phpVersion=8.3 --vhostTemplate='Generic' "
        "--siteUser='vet' --siteUserPassword='{v}'",
    ),
    kind30(
        "hestia_v_add_user",
        "cli",
        "sudo /usr/local/hestia/bin/v-add-user studio {v} studio@agency.example default",
        "v-change-user-password admin {v}",
    ),
    kind30(
        "lftp_user_comma_pass",
        "cli",
        "lftp -u bakery,{v} -e 'mirror -R ./dist /public_html; bye' ftp.bakery.example",
        "lftp -u 'deploy,{v}' sftp://files.host.example",
    ),
    Kind("filezilla_sitemanager_pass", "config", _filezilla),
    kind30(
        "winscp_ini_session",
        "config",
        "[Sessions\\client-live]\nHostName=sftp.client.example\nUserName=agency\n"
        "Password={v}\nFSProtocol=2",
        value=lambda r: "A35C" + hexs(r, 60).upper(),
    ),
    kind30(
        "htpasswd_batch",
        "cli",
        "htpasswd -b -c /etc/apache2/.htpasswd staging '{v}'",
        "htpasswd -bB .htpasswd client {v}",
    ),
    kind30(
        "rclone_conf_ftp_pass",
        "config",
        "[clientftp]\ntype = ftp\nhost = ftp.client.example\nuser = agency\npass = {v}",
        value=lambda r: urlsafe(r, 46),
    ),
)

_MAIL_TEL: tuple[Kind, ...] = (
    kind30(
        "postfix_sasl_passwd",
        "config",
        "# /etc/postfix/sasl_passwd\n[smtp.eu.mailgun.org]:587 postmaster@mg.bakery.example:{v}",
        "echo '[smtp.sendgrid.net]:587 apikey:{v}' > /etc/postfix/sasl_passwd && "
        "postmap /etc/postfix/sasl_passwd",
    ),
    kind30(
        "msmtprc_password",
        "config",
        "account default\nhost smtp.fastmail.com\nport 465\ntls on\ntls_starttls off\n"
        "auth on\nuser office@carpentry.example\npassword {v}\nfrom office@carpentry.example",
    ),
    kind30(
        "exim_passwd_client",
        "config",
        "# /etc/exim4/passwd.client\n*.smtp.office365.com:noreply@clinic.example:{v}",
    ),
    kind30(
        "dovecot_plain_passwd_file",
        "config",
        "info@hotel.example:{PLAIN}{v}:5000:5000::/var/mail/hotel.example/info::",
    ),
    kind30(
        "mautic_local_php",
        "config",
        "$parameters = array(\n\t'db_driver' => 'pdo_mysql',\n\t'mailer_user' => "
        "'newsletter@winery.example',\n\t'mailer_password' => '{v}',\n\t'secret_key' => '{h64}',",
    ),
    kind30(
        "listmonk_config_toml",
        "config",
        '[app]\naddress = "0.0.0.0:9000"\nadmin_username = "listmonk"\nadmin_password = "{v}"\n\n'
        '[db]\nhost = "db"\nport = 5432\nuser = "listmonk"',
    ),
    kind30(
        "sendy_config_php",
        "config",
        "define('APP_PATH', 'https://mail.gym.example');\n$dbHost = 'localhost';\n"
        "$dbUser = 'sendy';\n$dbPass = '{v}';\n$dbName = 'sendy';",
    ),
    kind30(
        "asterisk_sip_conf_secret",
        "config",
        "[201]\ntype=friend\ncontext=from-internal\nhost=dynamic\nsecret={v}\n"
        'callerid="Reception" <201>\ndisallow=all\nallow=ulaw',
    ),
    kind30(
        "asterisk_pjsip_auth",
        "config",
        "[201-auth]\ntype=auth\nauth_type=userpass\npassword={v}\nusername=201\n\n"
        "[201]\ntype=aor\nmax_contacts=2",
    ),
    kind30(
        "asterisk_manager_conf",
        "config",
        "[general]\nenabled = yes\nport = 5038\nbindaddr = 127.0.0.1\n\n[crm]\nsecret = {v}\n"
        "deny=0.0.0.0/0.0.0.0\npermit=127.0.0.1/255.255.255.0\nread = call,cdr\nwrite = "
        "originate",
    ),
    kind30(
        "asterisk_register_line",
        "config",
        "[general]\nregister => 4930{d6}:{v}@sip.trunk-provider.example/4930{d6}",
        value=lambda r: alnum(r, 14),
    ),
    kind30(
        "freepbx_conf_ampdbpass",
        "config",
        '<?php\n$amp_conf["AMPDBUSER"] = "freepbxuser";\n$amp_conf["AMPDBPASS"] = "{v}";\n'
        '$amp_conf["AMPDBHOST"] = "localhost";\n$amp_conf["AMPDBNAME"] = "asterisk";',
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "kamailio_dburl",
        "config",
        '#!define DBURL "mysql://kamailio:{v}@localhost/kamailio"\n'
        'modparam("auth_db", "calculate_ha1", yes)',
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "kamctl_add_subscriber",
        "cli",
        "kamctl add 1001@voip.taxi.example {v}",
        "kamctl passwd 1002@voip.taxi.example '{v}'",
    ),
    kind30(
        "freeswitch_default_password",
        "config",
        '<X-PRE-PROCESS cmd="set" data="domain=$${local_ip_v4}"/>\n'
        '<X-PRE-PROCESS cmd="set" data="default_password={v}"/>',
        '<user id="1005">\n  <params>\n    <param name="password" value="{v}"/>\n'
        '    <param name="vm-password" value="1005"/>\n  </params>\n</user>',
    ),
)

KINDS: tuple[Kind, ...] = (
    *_CMS,
    *_HOSTING,
    *_MAIL_TEL,
    *CONFIG_KINDS,
    *DEBUG_KINDS,
    *SHAPE_KINDS,
    *CHAT_KINDS,
    *TRADE_KINDS,
)


def heldout31_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-first held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout31", SESSION_PLACES8)
