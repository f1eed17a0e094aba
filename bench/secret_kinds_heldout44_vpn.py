"""Held-out 44's VPN, DNS, AAA and directory kinds (`bench/secret_kinds_heldout44.py`).

VPNs: a WireGuard `wg0.conf` (`PrivateKey`, `PresharedKey`), `wg set … private-key
<(echo …)`, `wg-quick` and NetworkManager's `nmcli` and keyfile, an OpenVPN
inline `<tls-auth>`/`<tls-crypt>` block's key line, an `auth-user-pass` file,
strongSwan `ipsec.secrets` and `swanctl.conf` `secrets`, Libreswan, an
L2TP `chap-secrets`, `openconnect --passwd-on-stdin`, Tailscale
(`tailscale up --authkey`, an `authKey` in a Helm values file) and a
ZeroTier Central token, Headscale's pre-auth key, Netbird's setup key.
DNS: a BIND `key` clause's `secret`, `rndc.key`, `nsupdate -y`, a Knot
`key:` section, PowerDNS's `api-key`, ACME DNS plugins (certbot's
`cloudflare.ini`, `route53` keys, lego's and acme.sh's environment), a
dynamic DNS updater (`ddclient.conf`, `inadyn.conf`, DuckDNS's URL).
AAA: FreeRADIUS `clients.conf` `secret`, `radtest`, a `users` file's
`Cleartext-Password`, `tac_plus.conf`
`key`, SNMPv3 `snmpwalk -A … -X …`, `snmpd.conf` `createUser`, a
`snmp_exporter` module's `community`. Directories: `ldapsearch -w`,
`ldapmodify -y` with a file written before it, `sssd.conf`
`ldap_default_authtok`, `nslcd.conf` `bindpw`, `realm join` with
`--one-time-password`, FreeIPA's installers' password flags,
`ConvertTo-SecureString` for `New-ADUser`, `kinit` fed by `echo`, `klist -k -K` printing a key,
`ktutil` `addent -password`, Samba's `smbpasswd -a` fed by `printf`, `net
ads join -U admin%pw`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout44_net import community, key32, psk, tskey, wg_key

__all__ = ["VPN_KINDS"]


def _ovpn_line(r: random.Random) -> str:
    return hexs(r, 32)


def _cf_token(r: random.Random) -> str:
    return urlsafe(r, 40)


_VPN: tuple[Kind, ...] = (
    k(
        "wg_conf_private_key",
        "config",
        "[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPrivateKey = {v}\n\n[Peer]\n"
        "PublicKey = {k43}=\nAllowedIPs = 10.8.0.2/32",
        "# /etc/wireguard/wg0.conf\n[Interface]\nPrivateKey={v}\nAddress=10.77.0.3/32\n"
        "DNS=10.77.0.1",
        value=wg_key,
    ),
    k(
        "wg_conf_preshared_key",
        "config",
        "[Peer]\nPublicKey = {k43}=\nPresharedKey = {v}\nEndpoint = vpn.example.net:51820\n"
        "AllowedIPs = 0.0.0.0/0",
        value=wg_key,
    ),
    k(
        "wg_set_private_key_process_sub",
        "cli",
        "wg set wg0 listen-port 51820 private-key <(echo {v}) peer {k43}= allowed-ips 10.0.0.2/32",
        "echo '{v}' | sudo tee /etc/wireguard/private.key && sudo chmod 600 "
        "/etc/wireguard/private.key",
        value=wg_key,
    ),
    k(
        "wg_showconf_output",
        "output",
        "$ sudo wg showconf wg0\n[Interface]\nListenPort = 51820\nFwMark = 0xca6c\nPrivateKey = "
        "{v}",
        value=wg_key,
    ),
    k(
        "nmcli_wireguard_private_key",
        "cli",
        "nmcli connection modify wg-office wireguard.private-key '{v}'",
        value=wg_key,
    ),
    k(
        "nm_keyfile_wifi_psk",
        "config",
        "[wifi-security]\nkey-mgmt=wpa-psk\npsk={v}\n\n[ipv4]\nmethod=auto",
        "[vpn-secrets]\npassword={v}\n[vpn]\nservice-type=org.freedesktop.NetworkManager.openconnect",
    ),
    k(
        "openvpn_inline_tls_crypt",
        "config",
        "<tls-crypt>\n-----BEGIN OpenVPN Static key V1-----\n{v}\n{h32}\n{h32}\n"
        "-----END OpenVPN Static key V1-----\n</tls-crypt>",
        "key-direction 1\n<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN "
        "Static "
        "key V1-----\n{v}\n{h32}\n-----END OpenVPN Static key V1-----\n</tls-auth>",
        value=_ovpn_line,
    ),
    k(
        "openvpn_auth_user_pass_file",
        "cli",
        "printf 'vpnuser\\n{v}\\n' > /etc/openvpn/client/creds.txt && chmod 600 "
        "/etc/openvpn/client/creds.txt",
        "cat > /etc/openvpn/auth.txt <<EOF\nj.doe\n{v}\nEOF",
    ),
    k(
        "openvpn_inline_private_key_line",
        "config",
        "<key>\n-----BEGIN PRIVATE KEY-----\n{v}\n{k64}\n-----END PRIVATE KEY-----\n</key>",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "strongswan_ipsec_secrets",
        "config",
        '# /etc/ipsec.secrets\n203.0.113.5 198.51.100.9 : PSK "{v}"',
        ': RSA moon.key\ncarol : EAP "{v}"',
        value=psk,
    ),
    k(
        "swanctl_secrets_ike",
        "config",
        "secrets {\n    ike-hq {\n        id = hq.example.net\n        secret = {v}\n    }\n}",
        'secrets {\n  eap-carol {\n    id = carol\n    secret = "{v}"\n  }\n}',
        value=psk,
    ),
    k(
        "libreswan_secrets_file",
        "config",
        '# /etc/ipsec.d/aws.secrets\n%any 52.1.2.3 : PSK "{v}"',
        value=psk,
    ),
    k(
        "l2tp_chap_secrets",
        "config",
        '# /etc/ppp/chap-secrets\n# client  server  secret  IP addresses\n"road" l2tpd "{v}" *',
        "vpnuser * {v} *",
    ),
    k(
        "openconnect_passwd_stdin",
        "cli",
        "echo '{v}' | sudo openconnect --protocol=anyconnect --user=jdoe --passwd-on-stdin "
        "vpn.corp.example",
        "printf '%s' '{v}' | openconnect -u svc-ci --passwd-on-stdin --servercert "
        "pin-sha256:{k43}= "
        "gw.example.org",
    ),
    k(
        "tailscale_up_authkey",
        "cli",
        "sudo tailscale up --authkey={v} --advertise-tags=tag:ci --ssh",
        "tailscale up --auth-key {v} --hostname build-runner-{d2}",
        value=tskey,
    ),
    k(
        "tailscale_helm_authkey",
        "config",
        "oauth:\n  clientId: k{k12}CNTRL\n  clientSecret: tskey-client-k{k10}CNTRL-{v}",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: tailscale-auth\nstringData:\n  "
        "TS_AUTHKEY: {v}",
        value=tskey,
    ),
    k(
        "zerotier_central_token",
        "cli",
        "curl -H 'Authorization: token {v}' https://api.zerotier.com/api/v1/network/{h16}/member",
        "export ZEROTIER_CENTRAL_TOKEN={v}\nterraform apply",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "headscale_preauthkey_output",
        "output",
        "$ headscale preauthkeys create --user homelab --reusable --expiration 24h\n{v}",
        "$ headscale preauthkeys list --user homelab\nID | Key | Reusable | Ephemeral | Used\n"
        "1  | {v} | true | false | false",
        value=lambda r: hexs(r, 48),
    ),
    k(
        "netbird_setup_key",
        "cli",
        "netbird up --setup-key {v} --management-url https://nb.example.org",
        value=lambda r: (
            hexs(r, 8).upper()
            + "-"
            + hexs(r, 4).upper()
            + "-4"
            + hexs(r, 3).upper()
            + "-A"
            + hexs(r, 3).upper()
            + "-"
            + hexs(r, 12).upper()
        ),
    ),
)

_DNS: tuple[Kind, ...] = (
    k(
        "bind_tsig_key_clause",
        "config",
        'key "ddns-key.example.org" {\n\talgorithm hmac-sha256;\n\tsecret "{v}";\n};',
        'key transfer-key {\n    algorithm hmac-sha512;\n    secret "{v}";\n};\nserver 10.0.0.53 '
        "{ keys { transfer-key; }; };",
        value=key32,
    ),
    k(
        "rndc_key_output",
        "output",
        '$ sudo rndc-confgen -a && sudo cat /etc/bind/rndc.key\nkey "rndc-key" {\n\talgorithm '
        'hmac-sha256;\n\tsecret "{v}";\n};',
        value=key32,
    ),
    k(
        "nsupdate_y_inline",
        "cli",
        "nsupdate -y hmac-sha256:ddns-key:{v} <<EOF\nserver ns1.example.org\nupdate add "
        "home.example.org 60 A 198.51.100.4\nsend\nEOF",
        value=key32,
    ),
    k(
        "knot_key_section",
        "config",
        "key:\n  - id: acme_key\n    algorithm: hmac-sha256\n    secret: {v}",
        value=key32,
    ),
    k(
        "powerdns_api_key_conf",
        "config",
        "# /etc/powerdns/pdns.conf\napi=yes\napi-key={v}\nwebserver-address=0.0.0.0",
        "curl -H 'X-API-Key: {v}' http://127.0.0.1:8081/api/v1/servers/localhost/zones",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "certbot_cloudflare_ini",
        "config",
        "# ~/.secrets/certbot/cloudflare.ini\ndns_cloudflare_api_token = {v}",
        value=_cf_token,
    ),
    k(
        "certbot_rfc2136_ini",
        "config",
        "dns_rfc2136_server = 192.0.2.53\ndns_rfc2136_name = certbot.\ndns_rfc2136_secret = {v}\n"
        "dns_rfc2136_algorithm = HMAC-SHA512",
        value=key32,
    ),
    k(
        "lego_env_dns_provider",
        "cli",
        "OVH_APPLICATION_KEY={k16} OVH_APPLICATION_SECRET={v} OVH_CONSUMER_KEY={k32} "
        "OVH_ENDPOINT=ovh-eu lego --email ops@example.org --dns ovh -d '*.example.org' run",
        "GANDIV5_PERSONAL_ACCESS_TOKEN={v} lego --dns gandiv5 -d example.net run",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "acme_sh_dns_env",
        "cli",
        'export CF_Token="{v}"\nexport CF_Account_ID="{h32}"\nacme.sh --issue --dns dns_cf -d '
        "nas.example.org",
        'export DO_API_KEY="{v}"\n~/.acme.sh/acme.sh --issue --dns dns_dgon -d example.com',
        value=_cf_token,
    ),
    k(
        "acme_sh_account_conf_saved",
        "output",
        "$ cat ~/.acme.sh/account.conf\nLOG_FILE='/var/log/acme.sh.log'\n"
        "SAVED_NSUPDATE_KEY='/etc/bind/ddns.key'\nSAVED_Namesilo_Key='{v}'\nUPGRADE_HASH='{h40}'",
        value=lambda r: hexs(r, 24),
    ),
    k(
        "ddclient_conf_password",
        "config",
        "protocol=dyndns2\nuse=web\nserver=domains.google.com\nlogin={k16}\npassword='{v}'\n"
        "home.example.org",
        "protocol=cloudflare, zone=example.org, login=token, password={v} vpn.example.org",
    ),
    k(
        "inadyn_conf_password",
        "config",
        'provider default@freedns.afraid.org {\n    username = jdoe\n    password = "{v}"\n    '
        'hostname = "myhost.mooo.com"\n}',
    ),
    k(
        "duckdns_update_url",
        "cli",
        "*/5 * * * * curl -s 'https://www.duckdns.org/update?domains=myhome&token={v}&ip=' "
        ">/dev/null",
        value=lambda r: (
            hexs(r, 8)
            + "-"
            + hexs(r, 4)
            + "-4"
            + hexs(r, 3)
            + "-8"
            + hexs(r, 3)
            + "-"
            + hexs(r, 12)
        ),
    ),
    k(
        "route53_ddns_secret_env",
        "config",
        "[route53]\naws_access_key_id = AKIA{U16}\naws_secret_access_key = {v}",
        value=lambda r: alnum(r, 40),
    ),
)

_AAA: tuple[Kind, ...] = (
    k(
        "freeradius_clients_conf",
        "config",
        "client core-switches {\n\tipaddr = 10.10.0.0/24\n\tsecret = {v}\n\tshortname = core\n}",
        'client unifi {\n    ipaddr = 192.168.1.2\n    secret = "{v}"\n    nas_type = other\n}',
        value=psk,
    ),
    k(
        "radtest_positional_secret",
        "cli",
        "radtest jdoe '{k12}' 127.0.0.1 0 {v}",
        "radtest -t mschap bob {k12} 10.0.0.5:1812 10 {v}",
        value=psk,
    ),
    k(
        "freeradius_users_cleartext",
        "config",
        'alice   Cleartext-Password := "{v}"\n        Reply-Message := "Hello, %{User-Name}"',
    ),
    k(
        "tac_plus_conf_key",
        "config",
        'key = "{v}"\n\nuser = netops {\n    login = des {k13}\n    member = admins\n}',
        "id = spawnd { listen = { port = 49 } }\nid = tac_plus {\n  host = world {\n    address = "
        '0.0.0.0/0\n    key = "{v}"\n  }\n}',
        value=psk,
    ),
    k(
        "snmpwalk_v3_auth_priv",
        "cli",
        "snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{v}' -x AES -X '{k16}' 10.0.0.1 sysDescr",
        "snmpget -v3 -u zbx -l authPriv -a SHA-256 -A {v} -x AES -X {v} sw-01 1.3.6.1.2.1.1.3.0",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "snmpwalk_v2c_custom_community",
        "cli",
        "snmpwalk -v2c -c {v} 10.20.30.1 IF-MIB::ifDescr",
        "snmpbulkwalk -Cr25 -v 2c -c '{v}' ups-01.lan .1.3.6.1.4.1.318",
        value=community,
    ),
    k(
        "snmpd_conf_create_user",
        "config",
        '# /var/lib/snmp/snmpd.conf\ncreateUser librenms SHA "{v}" AES "{k16}"\nrouser librenms '
        "priv",
        "rocommunity {v} 10.0.0.0/8\nsyslocation rack 4",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "net_snmp_create_user_cmd",
        "cli",
        "sudo net-snmp-create-v3-user -ro -A '{v}' -a SHA -X '{k16}' -x AES librenms",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "snmp_exporter_auth_community",
        "config",
        "auths:\n  public_v2:\n    version: 2\n  dc_v2:\n    community: {v}\n    version: 2\n"
        "  dc_v3:\n    username: prom\n    password: {k16}\n    security_level: authNoPriv",
        value=community,
    ),
)

_DIRECTORY: tuple[Kind, ...] = (
    k(
        "ldapsearch_w_password",
        "cli",
        "ldapsearch -x -H ldaps://dc01.corp.example -D 'CN=svc-ldap,OU=Svc,DC=corp,DC=example' -w "
        "'{v}' -b 'DC=corp,DC=example' '(sAMAccountName=jdoe)'",
        "ldapwhoami -x -D uid=admin,cn=users,dc=nas -w {v} -H ldap://nas.lan",
    ),
    k(
        "ldapmodify_y_file",
        "cli",
        "echo -n '{v}' > ~/.ldappw && ldapmodify -x -D cn=admin,dc=example,dc=org -y "
        "~/.ldappw -f users.ldif",
    ),
    k(
        "sssd_conf_authtok",
        "config",
        "[domain/corp.example]\nid_provider = ldap\nldap_default_bind_dn = cn=sssd,ou=svc,"
        "dc=corp,dc=example\nldap_default_authtok_type = password\nldap_default_authtok = {v}",
    ),
    k(
        "nslcd_conf_bindpw",
        "config",
        "uri ldap://ldap.example.org/\nbase dc=example,dc=org\nbinddn cn=nslcd,dc=example,dc=org\n"
        "bindpw {v}",
    ),
    k(
        "realm_join_password_pipe",
        "cli",
        "echo '{v}' | sudo realm join --user=Administrator CORP.EXAMPLE",
        "sudo realm join --one-time-password='{v}' ipa.example.org",
    ),
    k(
        "kinit_echo_password",
        "cli",
        "echo '{v}' | kinit svc-backup@CORP.EXAMPLE && klist",
        "echo {v} | kinit -V admin/admin",
    ),
    k(
        "klist_keytab_keys_printed",
        "output",
        "$ klist -k -K -e /etc/krb5.keytab\nKeytab name: FILE:/etc/krb5.keytab\nKVNO Principal\n"
        "---- ---------------------------------------------------------------\n   3 host/web01."
        "corp.example@CORP.EXAMPLE (aes256-cts-hmac-sha1-96) (0x{v})",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "ktutil_addent_password",
        "output",
        "$ ktutil\nktutil:  addent -password -p http/web01@CORP.EXAMPLE -k 1 -e aes256-cts\n"
        "Password for http/web01@CORP.EXAMPLE: {v}\nktutil:  wkt http.keytab",
    ),
    k(
        "smbpasswd_printf",
        "cli",
        "(echo '{v}'; echo '{v}') | sudo smbpasswd -s -a nasuser",
        "printf '%s\\n%s\\n' '{v}' '{v}' | pdbedit -a -t -u scanner",
    ),
    k(
        "net_ads_join_user_pct",
        "cli",
        "sudo net ads join -U 'Administrator%{v}' createcomputer=Servers/Linux",
        "smbclient //fs01/share -U 'CORP\\jdoe%{v}' -c 'ls'",
    ),
    k(
        "ipa_admin_password_flag",
        "cli",
        "ipa-server-install --unattended --realm CORP.EXAMPLE --ds-password '{v}' "
        "--admin-password '{k16}'",
        "ipa-client-install --principal admin --password '{v}' --mkhomedir -U",
    ),
    k(
        "ad_powershell_convertto_securestring",
        "code",
        "$pw = ConvertTo-SecureString '{v}' -AsPlainText -Force\nNew-ADUser -Name svc-backup "
        "-AccountPassword $pw -Enabled $true",
    ),
)

VPN_KINDS: tuple[Kind, ...] = (*_VPN, *_DNS, *_AAA, *_DIRECTORY)
