"""Held-out 44's network device kinds (`bench/secret_kinds_heldout44.py`), and the value makers.

Routers, switches and firewalls as an administrator pastes their configs and
commands into a coding agent: Cisco IOS (`enable secret 0`, `username …
password 7` — type 7 is a reversible encoding, a fixed XOR key anyone can
undo, so its text is a secret — a `key-string` of a key chain, an OSPF and a
BGP neighbor's `password`, a `tacacs-server key`, `crypto isakmp key`, an
`snmp-server community` that is not a default, `ip http` `username`), Cisco
ASA (`tunnel-group … ipsec-attributes` `ikev1 pre-shared-key`, `passwd`),
NX-OS (`username … password 5` is a hash, see the look-alikes; `feature`
lines with a `snmp-server user … auth sha … priv aes-128 …` in clear),
Juniper Junos (`$9$` strings are reversible, so a secret; `set system
root-authentication plain-text-password-value`, an `authentication-key`),
MikroTik RouterOS (`/user add`, `/interface wireguard add private-key=`,
`/ip ipsec identity` `secret=`, `/ppp secret`, a `/system script` with
`/tool fetch` and a password), pfSense and OPNsense `config.xml` exports (an
IPsec `pre-shared-key`, an OpenVPN `shared_key` line, an OPNsense API key's
secret), FortiOS (`set psksecret ENC …`: FortiOS encrypts it with a key
published in its own firmware, so it is reversible and a secret), Palo Alto
(an API key from `type=keygen`, a `<key>` in an XML export), Ubiquiti
EdgeOS (`plaintext-password`), HPE/Aruba (`password manager plaintext`),
NTP and VRRP authentication keys, a UniFi device adopted over `sshpass`,
pfSense's ACME package's DNS token and OPNsense's WireGuard `privkey`.

Value makers the set's other parts use live here too.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, b64, b64_of, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line

__all__ = [
    "NET_KINDS",
    "community",
    "incus_token",
    "junos9",
    "key32",
    "pan_key",
    "pem_line",
    "psk",
    "tskey",
    "type7",
    "wg_key",
]

_TYPE7_KEY = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"
_JUNOS9 = string.ascii_letters + string.digits + "./-"


def type7(r: random.Random) -> str:
    """A password in Cisco's type 7 encoding: a fixed XOR key, so anyone can read it back."""
    plain = pw(r, 12)
    salt = r.randrange(16)
    body = "".join(
        f"{ord(c) ^ ord(_TYPE7_KEY[(salt + i) % len(_TYPE7_KEY)]):02X}" for i, c in enumerate(plain)
    )
    return f"{salt:02d}{body}"


def pan_key(r: random.Random) -> str:
    """A PAN-OS API key as `type=keygen` returns one."""
    return "LUFRPT" + b64(r, 70) + "="


def junos9(r: random.Random) -> str:
    """A Junos `$9$` string: an obfuscation with a published algorithm, so a secret."""
    return "$9$" + pick(r, _JUNOS9, r.randrange(22, 40))


def wg_key(r: random.Random) -> str:
    """A WireGuard key (private or preshared): 32 bytes in base64."""
    return base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()


def key32(r: random.Random) -> str:
    """An HMAC key in base64, as `tsig-keygen`, `rndc-confgen` and `ddns-confgen` print one."""
    return wg_key(r)


def psk(r: random.Random) -> str:
    """A pre-shared key a person types into a tunnel's config."""
    return alnum(r, r.randrange(20, 32))


def community(r: random.Random) -> str:
    """An SNMP community an administrator picked (not a default word)."""
    return lower_alnum(r, 6) + r.choice("-_.") + alnum(r, 8)


def tskey(r: random.Random) -> str:
    """A Tailscale auth key."""
    return "tskey-auth-k" + alnum(r, 10) + "CNTRL-" + alnum(r, 33)


def incus_token(r: random.Random) -> str:
    """An Incus/LXD trust token: base64 of JSON that holds a one-time secret."""
    body = (
        '{"client_name":"laptop","fingerprint":"'
        + hexs(r, 64)
        + '","addresses":["10.0.4.2:8443"],"secret":"'
        + hexs(r, 64)
        + '","expires_at":"0001-01-01T00:00:00Z"}'
    )
    return b64_of(body)


_CISCO: tuple[Kind, ...] = (
    k(
        "ios_enable_secret_clear",
        "config",
        "conf t\n enable secret 0 {v}\n end\nwr mem",
        "R1(config)#enable secret 0 {v}\nR1(config)#exit",
    ),
    k(
        "ios_username_password_type7",
        "config",
        "username netops privilege 15 password 7 {v}\nusername backup privilege 1 password 7 {v}",
        "!\nusername admin password 7 {v}\n!\nline vty 0 4\n login local\n transport input ssh",
        value=type7,
    ),
    k(
        "ios_line_vty_password7",
        "config",
        "line con 0\n password 7 {v}\n logging synchronous\nline vty 0 15\n login",
        value=type7,
    ),
    k(
        "ios_enable_password_type7_show_run",
        "output",
        "SW-CORE-01#show running-config | include enable\nenable password 7 {v}",
        value=type7,
    ),
    k(
        "ios_key_chain_key_string",
        "config",
        "key chain EIGRP-KEYS\n key 1\n  key-string {v}\n  cryptographic-algorithm hmac-sha-256",
        "key chain OSPF\n key 10\n  key-string {v}",
        value=psk,
    ),
    k(
        "ios_bgp_neighbor_password",
        "config",
        "router bgp 65010\n neighbor 192.0.2.1 remote-as 64512\n neighbor 192.0.2.1 password {v}",
        "router bgp 65001\n neighbor PEERS peer-group\n neighbor PEERS password 0 {v}",
        value=psk,
    ),
    k(
        "ios_ospf_message_digest_key",
        "config",
        "interface Gi0/1\n ip ospf authentication message-digest\n ip ospf message-digest-key 1 "
        "md5 {v}",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "ios_tacacs_server_key",
        "config",
        "tacacs server ISE-1\n address ipv4 10.10.5.20\n key 0 {v}",
        "tacacs-server host 10.10.5.21 key {v}",
        value=psk,
    ),
    k(
        "ios_radius_server_key",
        "config",
        "radius server NPS\n address ipv4 10.1.1.12 auth-port 1812 acct-port 1813\n key {v}",
        "radius-server host 172.16.0.10 auth-port 1812 key 0 {v}",
        value=psk,
    ),
    k(
        "ios_crypto_isakmp_key",
        "config",
        "crypto isakmp key {v} address 203.0.113.14\ncrypto ipsec transform-set TS esp-aes "
        "esp-sha-hmac",
        "crypto ikev2 keyring KR\n peer BRANCH\n  address 198.51.100.7\n  pre-shared-key {v}",
        value=psk,
    ),
    k(
        "ios_snmp_community_custom",
        "config",
        "snmp-server community {v} RO 10\nsnmp-server location DC2-R14",
        "snmp-server community {v} RW SNMP-MGMT",
        value=community,
    ),
    k(
        "ios_snmpv3_user_auth_priv",
        "config",
        "snmp-server group MON v3 priv\nsnmp-server user zabbix MON v3 auth sha {v} priv aes 128 "
        "{k16}",
        value=lambda r: alnum(r, 18),
    ),
    k(
        "ios_ppp_chap_password",
        "config",
        "interface Dialer1\n ppp chap hostname cust{d6}@isp.example\n ppp chap password 0 {v}",
        "interface Dialer0\n ppp pap sent-username acme{d4} password {v}",
    ),
    k(
        "ios_archive_ftp_password",
        "config",
        "ip ftp username cfgbackup\nip ftp password {v}\narchive\n path ftp://10.0.9.9/$h-$t",
    ),
    k(
        "ios_wlc_wpa_psk",
        "config",
        "wlan GUEST 3 Guest-WiFi\n security wpa akm psk set-key ascii 0 {v}",
        "config wlan security wpa akm psk set-key ascii {v} 2",
    ),
    k(
        "asa_tunnel_group_psk",
        "config",
        "tunnel-group 203.0.113.50 type ipsec-l2l\ntunnel-group 203.0.113.50 ipsec-attributes\n "
        "ikev1 pre-shared-key {v}",
        "tunnel-group AWS-VPN ipsec-attributes\n ikev2 remote-authentication pre-shared-key {v}\n "
        "ikev2 local-authentication pre-shared-key {v}",
        value=psk,
    ),
    k(
        "asa_ldap_login_password",
        "config",
        "aaa-server AD (inside) host 10.0.0.10\n ldap-base-dn dc=corp,dc=example\n "
        "ldap-login-password {v}\n ldap-login-dn cn=svc-asa,ou=svc,dc=corp,dc=example",
    ),
    k(
        "nxos_snmp_user_clear",
        "config",
        "snmp-server user netmon network-operator auth sha {v} priv aes-128 {k14}",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "nxos_username_password_0",
        "config",
        "switch(config)# username ansible password 0 {v} role network-admin",
    ),
)

_JUNIPER: tuple[Kind, ...] = (
    k(
        "junos_encrypted_password_9",
        "config",
        'set system login user netops authentication encrypted-password "{v}"',
        'set snmp v3 usm local-engine user mon authentication-sha authentication-key "{v}"',
        value=junos9,
    ),
    k(
        "junos_ike_psk_ascii",
        "config",
        'set security ike policy IKE-POL pre-shared-key ascii-text "{v}"',
        "set security ike gateway GW-AZURE ike-policy IKE-POL\nset security ike policy IKE-POL "
        'pre-shared-key ascii-text "{v}"',
        value=junos9,
    ),
    k(
        "junos_plain_text_password_value",
        "config",
        "set system root-authentication plain-text-password-value {v}",
        'set system login user ztp class super-user authentication plain-text-password-value "{v}"',
    ),
    k(
        "junos_bgp_authentication_key",
        "config",
        'protocols {\n    bgp {\n        group EBGP {\n            authentication-key "{v}"; '
        "## SECRET-DATA\n        }\n    }\n}",
        value=junos9,
    ),
    k(
        "junos_radius_secret",
        "config",
        'set system radius-server 10.20.0.5 secret "{v}"',
        'system {\n    tacplus-server {\n        10.20.0.6 secret "{v}"; ## SECRET-DATA\n    }\n}',
        value=junos9,
    ),
)

_MIKROTIK: tuple[Kind, ...] = (
    k(
        "routeros_user_add_password",
        "config",
        "/user add name=backup group=read password={v}",
        '/user set [find name=admin] password="{v}"',
    ),
    k(
        "routeros_wireguard_private_key",
        "config",
        '/interface wireguard add listen-port=13231 mtu=1420 name=wg0 private-key="{v}"',
        '/interface wireguard\nadd listen-port=51820 name=wg-home private-key="{v}"',
        value=wg_key,
    ),
    k(
        "routeros_wireguard_peer_psk",
        "config",
        "/interface wireguard peers add allowed-address=10.9.0.2/32 interface=wg0 public-key="
        '"{k43}=" preshared-key="{v}"',
        value=wg_key,
    ),
    k(
        "routeros_ipsec_identity_secret",
        "config",
        "/ip ipsec identity add peer=hq auth-method=pre-shared-key secret={v}",
        value=psk,
    ),
    k(
        "routeros_ppp_secret",
        "config",
        "/ppp secret add name=road1 password={v} profile=vpn service=l2tp",
        "/interface pppoe-client add interface=ether1 name=pppoe-out1 user=h{d8}@isp password={v}",
    ),
    k(
        "routeros_wifi_passphrase",
        "config",
        "/interface wifi security add name=home authentication-types=wpa2-psk,wpa3-psk "
        'passphrase="{v}"',
        "/interface wireless security-profiles set default wpa2-pre-shared-key={v}",
    ),
    k(
        "routeros_fetch_script_password",
        "code",
        '/system script add name=backup source="/tool fetch upload=yes mode=ftp '
        'address=10.0.0.5 user=mt password={v} src-path=backup.rsc dst-path=rb.rsc"',
    ),
    k(
        "routeros_export_show_sensitive",
        "output",
        "[admin@MikroTik] > /export show-sensitive\n# 2026-11-30 by RouterOS 7.16\n"
        "/interface l2tp-server server\nset enabled=yes ipsec-secret={v} use-ipsec=yes",
        value=psk,
    ),
)

_APPLIANCES: tuple[Kind, ...] = (
    k(
        "pfsense_ipsec_psk_xml",
        "config",
        "<phase1>\n\t<ikeid>1</ikeid>\n\t<authentication_method>pre_shared_key</authentication_method>"
        "\n\t<pre-shared-key>{v}</pre-shared-key>\n</phase1>",
        value=psk,
    ),
    k(
        "pfsense_openvpn_shared_key_b64",
        "config",
        "<openvpn-server>\n\t<vpnid>1</vpnid>\n\t<shared_key>{v}</shared_key>\n</openvpn-server>",
        value=lambda r: b64_of("-----BEGIN OpenVPN Static key V1-----\n" + hexs(r, 32)),
    ),
    k(
        "pfsense_ldap_bind_password",
        "config",
        "<authserver>\n\t<type>ldap</type>\n\t<ldap_binddn>cn=pfsense,ou=svc,dc=corp,dc=lan"
        "</ldap_binddn>\n\t<ldap_bindpw>{v}</ldap_bindpw>\n</authserver>",
    ),
    k(
        "opnsense_api_key_secret_txt",
        "output",
        "$ cat ~/Downloads/OPNsense.localdomain_root_apikey.txt\nkey={k80}\nsecret={v}",
        value=lambda r: alnum(r, 80),
    ),
    k(
        "opnsense_api_curl_basic",
        "cli",
        'curl -k -u "{k80}:{v}" https://fw.lan/api/core/firmware/status',
        value=lambda r: alnum(r, 80),
    ),
    k(
        "fortios_psksecret_enc",
        "config",
        'config vpn ipsec phase1-interface\n    edit "to-dc"\n        set psksecret ENC {v}\n    '
        "next\nend",
        value=lambda r: base64.b64encode(bytes(r.randrange(256) for _ in range(60))).decode(),
    ),
    k(
        "fortios_psksecret_clear",
        "config",
        'config vpn ipsec phase1-interface\n    edit "branch"\n        set interface "wan1"\n'
        "        set psksecret {v}\n    next\nend",
        value=psk,
    ),
    k(
        "fortios_api_user_token",
        "cli",
        "curl -k -H 'Authorization: Bearer {v}' https://fgt.lan/api/v2/cmdb/firewall/address",
        "curl -k 'https://10.0.0.1/api/v2/monitor/system/status?access_token={v}'",
        value=lambda r: pick(r, string.ascii_letters + string.digits, 30),
    ),
    k(
        "panos_keygen_response",
        "output",
        "<response status = 'success'><result><key>{v}</key></result></response>",
        value=pan_key,
    ),
    k(
        "panos_api_key_header",
        "cli",
        "curl -k -H 'X-PAN-KEY: {v}' 'https://pa-fw01/api/?type=op&cmd=<show><system><info>"
        "</info></system></show>'",
        value=pan_key,
    ),
    k(
        "edgeos_plaintext_password",
        "config",
        "set system login user ops authentication plaintext-password '{v}'",
        "configure\nset system login user admin authentication plaintext-password {v}\ncommit; "
        "save",
    ),
    k(
        "aruba_password_manager_plaintext",
        "config",
        "password manager user-name admin plaintext {v}",
        "aaa authentication local-user admin password plaintext {v}",
    ),
    k(
        "ntp_keys_file",
        "config",
        "# /etc/ntp.keys\n1 SHA1 {v}\n2 MD5 {k20}",
        "# /etc/chrony.keys\n10 SHA256 HEX:{v}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "vrrp_keepalived_auth_pass",
        "config",
        "vrrp_instance VI_1 {\n    state MASTER\n    virtual_router_id 51\n    authentication {\n"
        "        auth_type PASS\n        auth_pass {v}\n    }\n}",
        value=lambda r: alnum(r, 8),
    ),
    k(
        "ios_ip_http_client_password",
        "config",
        "ip http client username cfg\nip http client password 0 {v}",
    ),
    k(
        "unifi_inform_ssh_password",
        "cli",
        "sshpass -p '{v}' ssh ubnt@192.168.1.20 'set-inform http://unifi.lan:8080/inform'",
    ),
    k(
        "opnsense_wireguard_privkey_xml",
        "config",
        "<server>\n  <name>wg-home</name>\n  <privkey>{v}</privkey>\n  <port>51820</port>\n"
        "</server>",
        value=wg_key,
    ),
    k(
        "pfsense_acme_cf_token_xml",
        "config",
        "<dnssec>\n<method>dns_cf</method>\n<dns_cfcf_token>{v}</dns_cfcf_token>\n</dnssec>",
        value=lambda r: urlsafe(r, 40),
    ),
)

NET_KINDS: tuple[Kind, ...] = (*_CISCO, *_JUNIPER, *_MIKROTIK, *_APPLIANCES)
