"""Held-out 31's configuration languages and infrastructure (`bench/secret_kinds_heldout31.py`).

The languages servers of small shops and agencies are configured in, each
holding a secret as its users write it: Perl (a `%CONFIG` hash, `use
constant`, `Net::SMTP->auth`, `LWP` `credentials`, Mojolicious `secrets`),
Lua and OpenResty (`set $api_key`, `red:auth`, a Lua table, a Kong
consumer's `keyauth_credentials`, Basic built with `ngx.encode_base64`),
Elixir and Erlang (`config :app, Repo, password:`, `secret_key_base`, a
Swoosh mailer, `-setcookie` in `vm.args`, a `sys.config` tuple), Clojure
(an EDN map, Leiningen `:repositories` credentials), Nix (`initialPassword`,
a `writeText` SQL script, `nix.conf` `access-tokens`, an age identity file),
Dhall, CUE, Jsonnet (`std.base64` of a clear password), Bazel (`.bazelrc`
`--remote_header`), HCL beyond Terraform (a Nomad `template` and `env`,
Packer `winrm_password`, `vault kv put`, Consul's gossip `encrypt` key and
its ACL management token), Ansible (`group_vars`, inventory
`ansible_ssh_pass`, `-e` extra vars, a vault password file written by
`echo`), Puppet (Hiera and a class parameter), Chef (a data bag and an
encrypted data bag's secret file), SaltStack (a pillar, `pillar=` on the
command line, `salt-api` login), systemd (`Environment=`, `SetCredential=`,
`systemctl show` output), directories and authentication (`ldap.conf` and
`nslcd.conf` `bindpw`, sssd's `ldap_default_authtok`, `ldapsearch -w`,
`ldappasswd -s`, slapd's `rootpw`, `kadmin -w`, `kinit` fed by `echo`,
Samba's `-U user%pass`, `net ads join`, `smbpasswd -s`, `pam_mysql`), VPNs
(WireGuard's `PrivateKey` and `PresharedKey`, an OpenVPN `auth-user-pass`
file and static key, `ipsec.secrets` PSK, strongSwan `swanctl.conf`,
FreeRADIUS `clients.conf`, `radtest`'s positional shared secret, hostapd,
`wpa_supplicant`), SNMP (`snmpwalk -c`, `rocommunity`, v3 `-A`/`-X`,
`createUser`) and network gear of several vendors (Cisco `username … password
0`, type 7, `tacacs-server key`, a BGP neighbour password; Juniper
`$9$`; MikroTik `/user add`, `/ppp secret`, a WPA2 key; FortiGate
`psksecret`; EdgeOS pre-shared secret; pfSense `config.xml`; OpenWrt `uci
set`; HPE `plaintext`; Aruba `radius-server … key`; HAProxy `stats auth`
and `insecure-password`).
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30

__all__ = ["CONFIG_KINDS", "guid", "mailgun_key", "wg_key"]

#: the bech32 alphabet of age identities (upper case in the identity file)
_BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def guid(r: random.Random) -> str:
    """Hex in the groups of a GUID (8-4-4-4-12), of no UUID version: a token some tools print."""
    return "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12))


def mailgun_key(r: random.Random) -> str:
    """A mail API key of today's shape: 32 hex, then two groups of 8."""
    return "-".join(hexs(r, n) for n in (32, 8, 8))


def wg_key(r: random.Random) -> str:
    """A WireGuard key: 32 bytes in base64."""
    return base64.b64encode(r.randbytes(32)).decode()


def _age_identity(r: random.Random) -> tuple[str, str]:
    v = "AGE-SECRET-KEY-1" + pick(r, _BECH32, 58)
    pub = "age1" + pick(r, _BECH32.lower(), 58)
    return v, (
        "$ cat ~/.config/sops/age/keys.txt\n# created: 2026-11-02T09:14:55+01:00\n"
        f"# public key: {pub}\n{v}"
    )


def _jsonnet_b64(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "local db = { user: 'booking', password: '" + v + "' };\n{\n  apiVersion: 'v1',\n"
        "  kind: 'Secret',\n  metadata: { name: 'booking-db' },\n"
        "  data: { password: std.base64(db.password) },\n}"
    )


def _consul_gossip(r: random.Random) -> tuple[str, str]:
    v = wg_key(r)
    return v, (
        'datacenter = "fra1"\ndata_dir = "/opt/consul"\nencrypt = "' + v + '"\n'
        'retry_join = ["10.0.1.11", "10.0.1.12"]'
    )


def _wg_conf(r: random.Random) -> tuple[str, str]:
    v = wg_key(r)
    return v, (
        f"[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {v}\nDNS = 10.8.0.1\n\n[Peer]\n"
        f"PublicKey = {wg_key(r)}\nEndpoint = vpn.agency.example:51820\n"
        "AllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25"
    )


def _wg_psk(r: random.Random) -> tuple[str, str]:
    v = wg_key(r)
    return v, (
        f"[Peer]\n# office router\nPublicKey = {wg_key(r)}\nPresharedKey = {v}\n"
        "AllowedIPs = 192.168.10.0/24"
    )


def _openvpn_auth_file(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "$ cat /etc/openvpn/client/office.auth\nvpn-bakery\n" + v + "\n"
        "$ grep auth-user-pass office.conf\nauth-user-pass /etc/openvpn/client/office.auth"
    )


def _openvpn_static_key(r: random.Random) -> tuple[str, str]:
    lines = [hexs(r, 32) for _ in range(16)]
    return lines[5], (
        "<tls-crypt>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----\n</tls-crypt>"
    )


def _chef_secret_file(r: random.Random) -> tuple[str, str]:
    v = b64(r, 684)
    return v, f"$ sudo cat /etc/chef/encrypted_data_bag_secret\n{v}"


def _cisco_type7(r: random.Random) -> str:
    return f"{r.randint(0, 15):02d}" + hexs(r, 20).upper()


def _juniper_9(r: random.Random) -> str:
    return "$9$" + pick(r, string.ascii_letters + string.digits + "./-", 22)


def _erlang_cookie(r: random.Random) -> str:
    return pick(r, string.ascii_uppercase, 20)


_LANGS: tuple[Kind, ...] = (
    kind30(
        "perl_config_hash",
        "code",
        "our %CONFIG = (\n    dsn       => 'dbi:Pg:dbname=shop;host=db1',\n"
        "    db_user   => 'shop',\n    db_pass   => '{v}',\n    smtp_host => 'mail.example',\n);",
    ),
    kind30(
        "perl_use_constant",
        "code",
        "use constant API_KEY => '{v}';\nuse constant API_URL => 'https://api.sms.example/v2';",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "perl_net_smtp_auth",
        "code",
        "my $smtp = Net::SMTP->new('smtp.office365.com', Port => 587);\n$smtp->starttls();\n"
        "$smtp->auth('invoices@carpentry.example', '{v}') or die $smtp->message;",
    ),
    kind30(
        "perl_lwp_credentials",
        "code",
        "my $ua = LWP::UserAgent->new;\n"
        "$ua->credentials('intranet.agency.example:443', 'Restricted', 'ci', '{v}');",
    ),
    kind30(
        "mojolicious_secrets",
        "config",
        "{\n  hypnotoad => { listen => ['http://*:8080'] },\n  secrets => ['{v}'],\n}",
        "app->secrets(['{v}']);",
        value=lambda r: hexs(r, 40),
    ),
    kind30(
        "openresty_set_api_key",
        "config",
        'location /api/ {\n    set $api_key "{v}";\n    access_by_lua_file lua/check.lua;\n}',
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "openresty_redis_auth",
        "code",
        "local red = redis:new()\nred:set_timeouts(1000, 1000, 1000)\nlocal ok, err = "
        'red:connect("127.0.0.1", 6379)\nlocal res, err = red:auth("{v}")',
    ),
    kind30(
        "lua_config_table",
        "code",
        'return {\n  db = {\n    host = "127.0.0.1",\n    user = "lapis",\n'
        '    password = "{v}",\n  },\n  session_name = "shop_session",\n}',
    ),
    kind30(
        "lua_encode_base64_basic",
        "code",
        'ngx.req.set_header("Authorization", "Basic " .. ngx.encode_base64("backend:{v}"))',
    ),
    kind30(
        "kong_keyauth_credential",
        "config",
        '_format_version: "3.0"\nconsumers:\n- username: booking-widget\n'
        "  keyauth_credentials:\n  - key: {v}",
        value=lambda r: urlsafe(r, 32),
    ),
    kind30(
        "elixir_repo_password",
        "config",
        'config :bakery, Bakery.Repo,\n  username: "postgres",\n  password: "{v}",\n'
        '  hostname: "db.internal",\n  database: "bakery_prod",\n  pool_size: 10',
    ),
    kind30(
        "elixir_secret_key_base",
        "config",
        'config :bakery, BakeryWeb.Endpoint,\n  url: [host: "bakery.example", port: 443],\n'
        '  secret_key_base: "{v}"',
        value=lambda r: b64(r, 64),
    ),
    kind30(
        "elixir_swoosh_api_key",
        "config",
        'config :bakery, Bakery.Mailer,\n  adapter: Swoosh.Adapters.Postmark,\n  api_key: "{v}"',
        value=guid,
    ),
    kind30(
        "erlang_vm_args_cookie",
        "config",
        "## Name of the node\n-name bakery@10.0.2.15\n\n## Cookie for distributed erlang\n"
        "-setcookie {v}",
        "iex --sname console --cookie {v} --remsh bakery@web1",
        value=_erlang_cookie,
    ),
    kind30(
        "erlang_sys_config_tuple",
        "config",
        '[\n {shop, [\n   {db_host, "10.0.0.4"},\n   {db_password, "{v}"},\n'
        "   {pool_size, 20}\n ]}\n].",
    ),
    kind30(
        "clojure_edn_db",
        "config",
        '{:db {:dbtype "postgresql"\n      :dbname "florist"\n      :host "db"\n'
        '      :user "florist"\n      :password "{v}"}\n :http {:port 3000}}',
    ),
    kind30(
        "clojure_edn_api_key",
        "config",
        '{:mailgun {:domain "mg.florist.example"\n           :api-key "{v}"}}',
        value=mailgun_key,
    ),
    kind30(
        "leiningen_repo_password",
        "config",
        ':repositories [["agency-private" {:url "https://maven.agency.example/releases"\n'
        '                                   :username "ci"\n'
        '                                   :password "{v}"}]]',
    ),
    kind30(
        "nix_initial_password",
        "config",
        'users.users.maria = {\n  isNormalUser = true;\n  extraGroups = [ "wheel" ];\n'
        '  initialPassword = "{v}";\n};',
    ),
    kind30(
        "nix_writetext_sql",
        "config",
        "services.postgresql.initialScript = pkgs.writeText \"init.sql\" ''\n"
        "  CREATE ROLE booking WITH LOGIN PASSWORD '{v}';\n  CREATE DATABASE booking OWNER "
        "booking;\n'';",
    ),
    kind30(
        "nix_conf_access_tokens",
        "config",
        "experimental-features = nix-command flakes\naccess-tokens = gitlab.agency.example=PAT:{v}",
        'nix.settings.access-tokens = [ "gitlab.agency.example=PAT:{v}" ];',
        value=lambda r: urlsafe(r, 20),
    ),
    Kind("age_identity_file", "key", _age_identity),
    kind30(
        "dhall_record",
        "config",
        'let Db = { host : Text, user : Text, password : Text }\nin  { host = "db1", user = '
        '"shop", password = "{v}" } : Db',
    ),
    kind30(
        "cue_value",
        "config",
        'package deploy\n\nsmtp: {\n\thost:     "smtp.mailgun.org"\n\tuser:     '
        '"postmaster@mg.vet.example"\n\tpassword: "{v}"\n}',
    ),
    Kind("jsonnet_std_base64", "code", _jsonnet_b64),
    kind30(
        "bazelrc_remote_header",
        "config",
        "build --bes_results_url=https://app.buildbuddy.io/invocation/\n"
        "build --remote_header=x-buildbuddy-api-key={v}",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "nomad_template_env",
        "config",
        'task "web" {\n  driver = "docker"\n  template {\n    destination = "secrets/app.env"\n'
        "    env         = true\n    data        = <<EOH\nDB_PASSWORD={v}\nEOH\n  }\n}",
        'task "worker" {\n  env {\n    SMTP_PASSWORD = "{v}"\n    QUEUE = "default"\n  }\n}',
    ),
    kind30(
        "packer_winrm_password",
        "config",
        'source "hyperv-iso" "win2022" {\n  communicator   = "winrm"\n  winrm_username = '
        '"Administrator"\n  winrm_password = "{v}"\n  winrm_timeout  = "2h"\n}',
        'variable "ssh_password" {\n  type    = string\n  default = "{v}"\n}',
    ),
    kind30(
        "vault_kv_put_arg",
        "cli",
        "vault kv put -mount=secret clients/bakery db_password='{v}' smtp_user=shop",
        "vault write database/config/shop plugin_name=mysql-database-plugin "
        'connection_url="{{username}}:{{password}}@tcp(db:3306)/" username=vault password={v}',
    ),
    Kind("consul_gossip_encrypt", "config", _consul_gossip),
    kind30(
        "consul_acl_initial_management",
        "config",
        'acl {\n  enabled = true\n  default_policy = "deny"\n  tokens {\n'
        '    initial_management = "{v}"\n  }\n}',
        value=guid,
    ),
)

_OPS: tuple[Kind, ...] = (
    kind30(
        "ansible_group_vars",
        "config",
        "---\nmysql_root_password: {v}\nmysql_databases:\n  - name: shop\nnginx_worker_processes: "
        "2",
        '---\nwordpress_admin_user: agency\nwordpress_admin_password: "{v}"',
    ),
    kind30(
        "ansible_inventory_ssh_pass",
        "config",
        "[legacy]\nweb-old ansible_host=198.51.100.9 ansible_user=root ansible_ssh_pass={v}\n"
        "[legacy:vars]\nansible_python_interpreter=/usr/bin/python3",
        "router1 ansible_host=10.0.0.1 ansible_network_os=ios ansible_become_password={v}",
    ),
    kind30(
        "ansible_extra_vars",
        "cli",
        "ansible-playbook -i hosts site.yml -e 'db_password={v} env=prod' --limit web",
        'ansible-playbook deploy.yml --extra-vars "ansible_become_pass={v}"',
    ),
    kind30(
        "ansible_vault_pass_echo",
        "cli",
        "echo '{v}' > ~/.vault_pass.txt && chmod 600 ~/.vault_pass.txt",
        "ANSIBLE_VAULT_PASSWORD='{v}' ansible-vault view group_vars/prod/vault.yml",
    ),
    kind30(
        "puppet_hiera",
        "config",
        "---\nprofile::mysql::root_password: '{v}'\nprofile::mysql::bind_address: '0.0.0.0'",
    ),
    kind30(
        "puppet_class_param",
        "code",
        "class { 'mysql::server':\n  root_password           => '{v}',\n"
        "  remove_default_accounts => true,\n}",
    ),
    kind30(
        "chef_data_bag_json",
        "config",
        '{\n  "id": "smtp",\n  "host": "smtp.eu.sparkpost.com",\n  "user": "SMTP_Injection",\n'
        '  "password": "{v}"\n}',
        value=lambda r: hexs(r, 40),
    ),
    Kind("chef_encrypted_data_bag_secret", "key", _chef_secret_file),
    kind30(
        "salt_pillar",
        "config",
        "# /srv/pillar/mysql.sls\nmysql:\n  server:\n    root_user: root\n    root_password: {v}",
    ),
    kind30(
        "salt_cli_pillar",
        "cli",
        "salt 'web*' state.apply wordpress pillar='{\"wp_db_pass\": \"{v}\"}'",
    ),
    kind30(
        "salt_api_login",
        "cli",
        "curl -sSk https://salt.agency.example:8000/login -H 'Accept: application/x-yaml' "
        "-d username=saltdev -d password='{v}' -d eauth=pam",
    ),
    kind30(
        "systemd_environment",
        "config",
        '[Service]\nUser=shop\nEnvironment="NODE_ENV=production" "DB_PASSWORD={v}"\n'
        "ExecStart=/usr/bin/node /srv/shop/server.js",
        "# /etc/systemd/system/booking.service.d/override.conf\n[Service]\n"
        "Environment=SMTP_PASS={v}",
    ),
    kind30(
        "systemd_set_credential",
        "config",
        "[Service]\nSetCredential=db-password:{v}\nExecStart=/usr/local/bin/shop "
        "--db-password-file=%d/db-password",
    ),
    kind30(
        "systemctl_show_environment",
        "output",
        "$ systemctl show booking.service -p Environment\n"
        "Environment=PORT=8080 REDIS_URL=redis://:{v}@127.0.0.1:6379/0 LOG_LEVEL=info",
        value=lambda r: alnum(r, 24),
    ),
)

_DIRECTORY: tuple[Kind, ...] = (
    kind30(
        "ldap_conf_bindpw",
        "config",
        "# /etc/ldap.conf\nbase dc=agency,dc=example\nuri ldaps://ldap.agency.example\n"
        "binddn cn=proxy,ou=system,dc=agency,dc=example\nbindpw {v}",
        "# /etc/nslcd.conf\nuid nslcd\ngid nslcd\nbinddn cn=nslcd,dc=clinic,dc=lan\nbindpw {v}",
    ),
    kind30(
        "sssd_default_authtok",
        "config",
        "[domain/agency.example]\nid_provider = ldap\nldap_uri = ldaps://ldap.agency.example\n"
        "ldap_default_bind_dn = cn=sssd,ou=system,dc=agency,dc=example\n"
        "ldap_default_authtok_type = password\nldap_default_authtok = {v}",
    ),
    kind30(
        "ldapsearch_w",
        "cli",
        "ldapsearch -x -H ldap://dc1.clinic.lan -D 'CN=svc-scan,OU=Service,DC=clinic,DC=lan' "
        "-w '{v}' -b 'DC=clinic,DC=lan' '(sAMAccountName=jdoe)'",
        "ldapmodify -x -D cn=admin,dc=agency,dc=example -w {v} -f add_user.ldif",
    ),
    kind30(
        "ldappasswd_s",
        "cli",
        "ldappasswd -x -D cn=admin,dc=agency,dc=example -W -s '{v}' "
        "uid=maria,ou=people,dc=agency,dc=example",
    ),
    kind30(
        "slapd_rootpw_clear",
        "config",
        'database mdb\nsuffix "dc=agency,dc=example"\nrootdn "cn=admin,dc=agency,dc=example"\n'
        "rootpw {v}\ndirectory /var/lib/ldap",
    ),
    kind30(
        "kadmin_w",
        "cli",
        "kadmin -p admin/admin@CLINIC.LAN -w '{v}' -q 'addprinc -randkey HTTP/web.clinic.lan'",
    ),
    kind30(
        "kinit_echo_pipe",
        "cli",
        "echo '{v}' | kinit svc-backup@CLINIC.LAN && klist",
        "printf '%s\\n' '{v}' | kinit -V administrator@AGENCY.EXAMPLE",
    ),
    kind30(
        "samba_user_percent",
        "cli",
        "smbclient //fileserver/scans -U 'reception%{v}' -c 'ls'",
        "sudo net ads join -U Administrator%{v} -S dc1.clinic.lan",
        "mount -t cifs //nas/backup /mnt/nas -o username=backup,password={v},vers=3.0",
    ),
    kind30(
        "smbpasswd_piped",
        "cli",
        "(echo '{v}'; echo '{v}') | sudo smbpasswd -s -a reception",
    ),
    kind30(
        "pam_mysql_passwd",
        "config",
        "auth required pam_mysql.so user=mail passwd={v} host=localhost db=mail "
        "table=users usercolumn=email passwdcolumn=password crypt=1",
    ),
)

_NETWORK: tuple[Kind, ...] = (
    Kind("wireguard_private_key", "key", _wg_conf),
    Kind("wireguard_preshared_key", "key", _wg_psk),
    Kind("openvpn_auth_user_pass_file", "config", _openvpn_auth_file),
    Kind("openvpn_static_key", "key", _openvpn_static_key),
    kind30(
        "ipsec_secrets_psk",
        "config",
        '# /etc/ipsec.secrets\n203.0.113.10 198.51.100.20 : PSK "{v}"',
        "%any %any : PSK '{v}'",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "swanctl_secret",
        "config",
        "secrets {\n    ike-office {\n        id-1 = office.agency.example\n        id-2 = "
        "203.0.113.10\n        secret = {v}\n    }\n}",
        value=lambda r: urlsafe(r, 32),
    ),
    kind30(
        "freeradius_clients_conf",
        "config",
        "client office-ap {\n    ipaddr = 192.168.20.0/24\n    secret = {v}\n"
        "    shortname = unifi\n}",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "radtest_shared_secret_positional",
        "cli",
        "radtest maria 'Welcome2026' 10.0.0.5 0 {v}",
        "echo 'User-Name=maria,User-Password=test' | radclient -x 10.0.0.5:1812 auth {v}",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "hostapd_radius_secret",
        "config",
        "ieee8021x=1\nauth_server_addr=10.0.0.5\nauth_server_port=1812\n"
        "auth_server_shared_secret={v}\nwpa_key_mgmt=WPA-EAP",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "wpa_supplicant_psk",
        "config",
        'network={\n    ssid="Bakery-Backoffice"\n    psk="{v}"\n    key_mgmt=WPA-PSK\n}',
        "interface=wlan0\nssid=Cafe-Staff\nwpa=2\nwpa_passphrase={v}\nwpa_key_mgmt=WPA-PSK",
    ),
    kind30(
        "snmpwalk_community",
        "cli",
        "snmpwalk -v2c -c {v} 10.20.0.1 1.3.6.1.2.1.2.2.1.2",
        "snmpget -v 2c -c '{v}' printer.office.lan sysUpTime.0",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "snmpd_rocommunity",
        "config",
        "# /etc/snmp/snmpd.conf\nagentAddress udp:161\nrocommunity {v} 10.20.0.0/24\n"
        "sysLocation Server room",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "snmp_v3_auth_priv",
        "cli",
        "snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{v}' -x AES -X '{k16}' 10.20.0.1 ifDescr",
        'createUser monitor SHA "{v}" AES "{k16}"\nrouser monitor priv',
    ),
    kind30(
        "cisco_username_password0",
        "config",
        "hostname shop-rtr\n!\nusername netadmin privilege 15 password 0 {v}\n"
        "enable secret 9 $9${k14}${k43}\n!",
    ),
    kind30(
        "cisco_type7",
        "config",
        "username support password 7 {v}\nline vty 0 4\n login local",
        "enable password 7 {v}",
        value=_cisco_type7,
    ),
    kind30(
        "cisco_tacacs_key",
        "config",
        "tacacs server ISE\n address ipv4 10.0.0.20\n key 0 {v}\n!",
        "tacacs-server host 10.0.0.20 key {v}",
        value=lambda r: alnum(r, 18),
    ),
    kind30(
        "cisco_bgp_neighbor_password",
        "config",
        "router bgp 65010\n neighbor 192.0.2.1 remote-as 64500\n neighbor 192.0.2.1 "
        "password {v}\n!",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "juniper_dollar9",
        "config",
        "set snmp community public authorization read-only\n"
        'set system radius-server 10.0.0.5 secret "{v}"',
        'authentication-key "{v}"; ## SECRET-DATA',
        value=_juniper_9,
    ),
    kind30(
        "mikrotik_user_add",
        "cli",
        '/user add name=agency group=full password="{v}" comment="remote support"',
        "/ppp secret add name=office-branch password={v} service=l2tp profile=vpn",
    ),
    kind30(
        "mikrotik_wpa2_key",
        "cli",
        "/interface wireless security-profiles set [ find default=yes ] mode=dynamic-keys "
        "authentication-types=wpa2-psk wpa2-pre-shared-key={v}",
    ),
    kind30(
        "fortigate_psksecret",
        "config",
        'config vpn ipsec phase1-interface\n    edit "to-warehouse"\n        set interface '
        '"wan1"\n        set peertype any\n        set remote-gw 198.51.100.40\n'
        "        set psksecret {v}\n    next\nend",
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "edgeos_pre_shared_secret",
        "cli",
        "set vpn ipsec site-to-site peer 198.51.100.40 authentication pre-shared-secret {v}",
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "pfsense_config_xml_psk",
        "config",
        "<phase1>\n\t<ikeid>1</ikeid>\n\t<iketype>ikev2</iketype>\n\t<remote-gateway>"
        "198.51.100.40</remote-gateway>\n\t<authentication_method>pre_shared_key"
        "</authentication_method>\n\t<pre-shared-key>{v}</pre-shared-key>\n</phase1>",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "openwrt_uci_key",
        "cli",
        "uci set wireless.@wifi-iface[0].encryption='psk2'\n"
        "uci set wireless.@wifi-iface[0].key='{v}'\nuci commit wireless && wifi reload",
        "config wifi-iface 'guest'\n\toption ssid 'Salon-Guest'\n\toption encryption 'psk2'"
        "\n\toption key '{v}'",
    ),
    kind30(
        "hpe_plaintext_manager",
        "config",
        "password manager user-name admin plaintext {v}\npassword operator user-name ops "
        "plaintext {k12}",
    ),
    kind30(
        "aruba_radius_key",
        "config",
        'aaa authentication-server radius "NPS"\n   host "10.0.0.5"\n   key {v}\n!',
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "haproxy_stats_auth",
        "config",
        "listen stats\n    bind :8404\n    stats enable\n    stats uri /stats\n"
        "    stats auth admin:{v}",
        "userlist editors\n    user maria insecure-password {v}",
    ),
)

CONFIG_KINDS: tuple[Kind, ...] = (*_LANGS, *_OPS, *_DIRECTORY, *_NETWORK)
