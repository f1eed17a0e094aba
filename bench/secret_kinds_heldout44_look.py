"""The look-alikes of held-out 44 (`bench/secret_kinds_heldout44.py`): no secret in any of them.

What network and systems administration prints and holds that looks like a
secret and is not, in this set's shapes. This file holds the drawn ones (three
draws each); `_look2.py` the fixed ones.

The decisions the set makes: one-way password hashes are look-alikes (Cisco
type 5, 8 and 9 `secret`s, NX-OS `password 5`, `$6$` shadow lines, LDAP
`{SSHA}`, Dovecot `{SHA512-CRYPT}`, pfSense `bcrypt-hash`, PAN-OS `<phash>`,
FortiOS admin `ENC SH2…`): each must be cracked to open anything, unlike type
7 or `$9$`, which the set counts as secrets. Values encrypted under a key that
is not in the text are look-alikes (`$ANSIBLE_VAULT`, hiera-eyaml
`ENC[PKCS7,…]`, a Chef encrypted data bag item, a PGP message in a Salt
pillar). Public keys and what is derived from them are look-alikes: WireGuard
public keys (same shape as a private key: 32 bytes in base64, told apart only
by their name), `nodekey:` of Tailscale, a DNSKEY, a DS digest, a DKIM `p=`
record, an SSHFP and a TLSA record, a router's RSA public key printed by
`show crypto key mypubkey rsa`, an OpenVPN `<ca>` certificate, fingerprints and
thumbprints of certificates and host keys. Signatures and values that sign one
message (an RRSIG, a DKIM `b=`, a RADIUS `Message-Authenticator`) open
nothing. Identifiers: MAC addresses, serial numbers and service tags, OIDs and
SNMP engine IDs, IKE SPIs, ZeroTier network and node ids, restic snapshot and
repository ids, borg repository ids, Proxmox VM ids and `smbios1` UUIDs,
libvirt secret UUIDs listed without their value, Kerberos principals with
their KVNO, AD SIDs and GUIDs, mail queue ids, Incus certificate
fingerprints, git commit ids of a config backup. IPMI's `Cipher Suite Priv
Max : aaaaaaaaaaaaaaa` is a privilege map, not a key.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, alnum, b64, digits, hexs, look_alikes, pick
from bench.secret_kinds_heldout44_look2 import FIXED
from bench.secret_kinds_heldout44_net import wg_key

__all__ = ["LOOK_ALIKES"]

_CRYPT = string.ascii_letters + string.digits + "./"
_UP = string.ascii_uppercase + string.digits


def _mac(r: random.Random, sep: str = ":") -> str:
    return sep.join(hexs(r, 2) for _ in range(6))


def _cisco_mac(r: random.Random) -> str:
    h = hexs(r, 12)
    return f"{h[:4]}.{h[4:8]}.{h[8:]}"


def _fp(r: random.Random, n: int = 32) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(n))


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


def _pub_b64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _net_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "ios_secret_type9_hash",
            f"username admin privilege 15 secret 9 $9${pick(r, _CRYPT, 14)}${pick(r, _CRYPT, 43)}",
        ),
        (
            "ios_secret_type8_hash",
            f"enable algorithm-type sha256 secret 8 $8${pick(r, _CRYPT, 14)}${pick(r, _CRYPT, 43)}",
        ),
        (
            "ios_secret_type5_md5",
            f"enable secret 5 $1${pick(r, _CRYPT, 4)}${pick(r, _CRYPT, 22)}",
        ),
        (
            "nxos_password_5_hash",
            f"username admin password 5 $5${pick(r, _CRYPT, 8)}${pick(r, _CRYPT, 43)}  role "
            f"network-admin",
        ),
        (
            "ios_show_interface_mac",
            f"GigabitEthernet0/1 is up, line protocol is up\n  Hardware is iGbE, address is "
            f"{_cisco_mac(r)} (bia {_cisco_mac(r)})\n  MTU 1500 bytes, BW 1000000 Kbit/sec",
        ),
        (
            "ios_show_version_serial",
            f"cisco C9300-48P (X86) processor with 1419044K/6147K bytes of memory.\nProcessor "
            "board "
            f"ID FOC{digits(r, 4)}X{pick(r, _UP, 3)}\nSystem Serial Number : FOC{digits(r, 4)}"
            f"{pick(r, _UP, 4)}\nBase Ethernet MAC Address : {_mac(r)}",
        ),
        (
            "ios_mac_address_table",
            f"          Mac Address Table\n-------------------------------------------\nVlan    "
            f"Mac Address       Type        Ports\n  10    {_cisco_mac(r)}    DYNAMIC     Gi1/0/3\n"
            f"  20    {_cisco_mac(r)}    DYNAMIC     Gi1/0/17",
        ),
        (
            "ios_mypubkey_rsa",
            f"% Key pair was generated at: 09:12:44 UTC Nov 30 2026\nKey name: R1.lab.local\n"
            f"Key type: RSA KEYS\n Storage Device: not specified\n Usage: General Purpose Key\n "
            f"Key is not exportable.\n Key Data:\n  30820122 300D0609 2A864886 F70D0101 01050003 "
            f"82010F00 3082010A\n  {hexs(r, 8).upper()} {hexs(r, 8).upper()} {hexs(r, 8).upper()} "
            f"{hexs(r, 8).upper()} {hexs(r, 8).upper()}",
        ),
        (
            "ssh_keygen_fingerprint",
            f"$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n256 SHA256:{b64(r, 43)} "
            f"root@fw01 (ED25519)",
        ),
        (
            "snmp_engine_id",
            f"snmp-server engineID local 80000009030{hexs(r, 12).upper()}\n"
            f"snmp-server group MON v3 priv read MONVIEW",
        ),
        (
            "snmpwalk_output_oids",
            f"IF-MIB::ifDescr.{digits(r, 1)} = STRING: GigabitEthernet0/{digits(r, 1)}\n"
            f".1.3.6.1.4.1.9.9.109.1.1.1.1.8.1 = Gauge32: {digits(r, 2)}\n"
            f"SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.{digits(r, 4)}",
        ),
        (
            "junos_chassis_hardware",
            f"Hardware inventory:\nItem             Version  Part number  Serial number     "
            f"Description\nChassis                                {pick(r, _UP, 12)}      SRX300\n"
            f"Routing Engine   REV 0x10 650-{digits(r, 6)}   {pick(r, _UP, 12)}      RE-SRX300",
        ),
        (
            "wg_show_public_only",
            f"interface: wg0\n  public key: {wg_key(r)}\n  private key: (hidden)\n  listening "
            "port: "
            f"51820\n\npeer: {wg_key(r)}\n  endpoint: 198.51.100.{digits(r, 2)}:51820\n  allowed "
            f"ips: 10.8.0.2/32\n  latest handshake: 41 seconds ago",
        ),
        (
            "wg_pubkey_output",
            f"$ wg pubkey < /etc/wireguard/private.key\n{wg_key(r)}",
        ),
        (
            "routeros_wireguard_peer_public",
            f"/interface wireguard peers\nadd allowed-address=10.9.0.{digits(r, 1)}/32 interface="
            f'wg0 public-key="{wg_key(r)}"',
        ),
        (
            "routeros_license_software_id",
            f"[admin@MikroTik] > /system license print\n  software-id: {pick(r, _UP, 4)}-"
            f"{pick(r, _UP, 4)}\n       nlevel: 4\n     features:",
        ),
        (
            "pfsense_bcrypt_hash",
            f"<user>\n\t<name>admin</name>\n\t<bcrypt-hash>$2y$10${pick(r, _CRYPT, 53)}"
            f"</bcrypt-hash>\n\t<uid>0</uid>\n</user>",
        ),
        (
            "pfsense_cert_crt_public",
            f"<cert>\n\t<refid>{hexs(r, 13)}</refid>\n\t<descr>webConfigurator</descr>\n\t<crt>"
            f"LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t{b64(r, 60)}</crt>\n</cert>",
        ),
        (
            "fortios_admin_password_sh2",
            f'config system admin\n    edit "admin"\n        set password ENC SH2'
            f"{hexs(r, 60)}\n    next\nend",
        ),
        (
            "panos_phash",
            f'<entry name="admin">\n  <phash>$5${pick(r, _CRYPT, 8)}${pick(r, _CRYPT, 43)}'
            f"</phash>\n  <permissions><role-based><superuser>yes</superuser></role-based>"
            f"</permissions>\n</entry>",
        ),
        (
            "fortigate_get_system_status",
            f"Version: FortiGate-60F v7.4.5,build2702,241014 (GA.M)\nSerial-Number: FGT60F"
            f"{pick(r, _UP, 10)}\nBIOS version: 05000009\nHostname: FGT-HQ",
        ),
        (
            "ikev2_sa_spis",
            f"IKEv2 SAs:\nTunnel-id Local                 Remote                fvrf/ivrf  Status\n"
            f"1         203.0.113.5/500       198.51.100.9/500      none/none  READY\n  Encr: "
            "AES-CBC, "
            f"keysize: 256, PRF: SHA256\n  Local spi: {hexs(r, 16).upper()}  Remote spi: "
            f"{hexs(r, 16).upper()}",
        ),
    ]


def _vpn_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "tailscale_status_nodekeys",
            f"100.{digits(r, 2)}.{digits(r, 2)}.7   nas        jdoe@  linux   -\n"
            f"100.{digits(r, 2)}.{digits(r, 2)}.12  laptop     jdoe@  macOS   active; direct\n"
            f"# nodekey:{hexs(r, 64)}",
        ),
        (
            "zerotier_listnetworks",
            f"200 listnetworks <nwid> <name> <mac> <status> <type> <dev> <ZT assigned ips>\n"
            f"200 listnetworks {hexs(r, 16)} homelab {_mac(r)} OK PRIVATE ztly5 10.147.17.3/24\n"
            f"200 info {hexs(r, 10)} 1.14.1 ONLINE",
        ),
        (
            "dnssec_dnskey_ds",
            f"example.org. 3600 IN DNSKEY 257 3 13 {_pub_b64(r, 64)}\nexample.org. 3600 IN DS "
            f"{digits(r, 5)} 13 2 {hexs(r, 64).upper()}",
        ),
        (
            "dnssec_keygen_filename",
            f"$ dnssec-keygen -a ECDSAP256SHA256 -f KSK example.org\nKexample.org.+013+"
            f"{digits(r, 5)}",
        ),
        (
            "dig_rrsig",
            f"example.org.  300 IN A 192.0.2.10\nexample.org.  300 IN RRSIG A 13 2 300 "
            f"20261231000000 20261201000000 {digits(r, 5)} example.org. {_pub_b64(r, 64)}",
        ),
        (
            "sshfp_tlsa_records",
            f"fw01.example.org. IN SSHFP 4 2 {hexs(r, 64)}\n_443._tcp.mail.example.org. IN TLSA "
            f"3 1 1 {hexs(r, 64)}",
        ),
        (
            "dkim_txt_public_key",
            f'mail._domainkey.example.org. IN TXT ( "v=DKIM1; h=sha256; k=rsa; "\n  '
            f'"p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(r, 60)}" )',
        ),
        (
            "openvpn_ca_block",
            f"<ca>\n-----BEGIN CERTIFICATE-----\nMIIDSzCCAjOgAwIBAgIUE{b64(r, 43)}\n{b64(r, 64)}\n"
            f"-----END CERTIFICATE-----\n</ca>",
        ),
        (
            "openvpn_log_session_ids",
            f"TLS: Initial packet from [AF_INET]198.51.100.4:1194, sid={hexs(r, 8)} {hexs(r, 8)}\n"
            f"Data Channel: cipher 'AES-256-GCM', peer-id: {digits(r, 1)}\nInitialization Sequence "
            f"Completed",
        ),
        (
            "swanctl_list_sas",
            f"hq: #{digits(r, 1)}, ESTABLISHED, IKEv2, {hexs(r, 16)}_i* {hexs(r, 16)}_r\n  local  "
            f"'gw.example.net' @ 203.0.113.5[4500]\n  AES_GCM_16-256/PRF_HMAC_SHA2_256/ECP_256\n  "
            f"net: #{digits(r, 1)}, reqid 1, INSTALLED, TUNNEL, ESP:AES_GCM_16-256\n    "
            f"in  c{hexs(r, 7)},      0 bytes,     0 packets",
        ),
        (
            "klist_keytab_no_keys",
            f"$ klist -k /etc/krb5.keytab\nKeytab name: FILE:/etc/krb5.keytab\nKVNO Principal\n"
            f"---- ------------------------------------------\n   {digits(r, 1)} host/web"
            f"{digits(r, 2)}.corp.example@CORP.EXAMPLE",
        ),
        (
            "ldif_ssha_hash",
            f"dn: uid=jdoe,ou=people,dc=example,dc=org\nuserPassword: {{SSHA}}{b64(r, 32)}\n"
            f"objectClass: inetOrgPerson",
        ),
        (
            "ad_sid_guid",
            f"objectSid: S-1-5-21-{digits(r, 10)}-{digits(r, 10)}-{digits(r, 9)}-{digits(r, 4)}\n"
            f"objectGUID: {_uuid(r)}",
        ),
        (
            "shadow_sha512_line",
            f"backup:$6${pick(r, _CRYPT, 16)}${pick(r, _CRYPT, 86)}:20058:0:99999:7:::",
        ),
        (
            "openssl_cert_fingerprint",
            f"$ openssl x509 -in fullchain.pem -noout -fingerprint -sha256\nsha256 Fingerprint="
            f"{_fp(r)}",
        ),
        (
            "radtest_message_authenticator",
            f"Received Access-Accept Id {digits(r, 2)} from 127.0.0.1:1812 to 127.0.0.1:40211 "
            f"length 38\n\tMessage-Authenticator = 0x{hexs(r, 32)}\n\tReply-Message = 'Hello, "
            "jdoe'",
        ),
    ]


def _host_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "ipmitool_lan_print",
            f"Auth Type Enable        : Callback : MD5\n                        : Admin    : MD5\n"
            f"IP Address              : 10.0.90.{digits(r, 2)}\nMAC Address             : "
            f"{_mac(r)}\nCipher Suite Priv Max   : aaaaaaaaaaaaaaa\n                        :     "
            f"X=Cipher Suite Unused",
        ),
        (
            "ipmitool_fru_serials",
            f"Board Mfg             : Supermicro\n Board Serial          : {pick(r, _UP, 12)}\n "
            f"Product Serial        : S{digits(r, 9)}\n Product Asset Tag     : {hexs(r, 16)}",
        ),
        (
            "racadm_getsysinfo_tag",
            f"System Information:\nSystem Model            = PowerEdge R740\nService Tag"
            f"             = {pick(r, _UP, 7)}\nExpress Svc Code        = {digits(r, 11)}\n"
            f"NIC.Integrated.1-1-1    Ethernet    = {_mac(r).upper()}",
        ),
        (
            "pveum_token_list",
            f"$ pveum user token list root@pam\n┌─────────┬─────────┬────────┬─────────┐\n│ "
            "tokenid "
            f"│ comment │ expire │ privsep │\n╞═════════╪═════════╪════════╪═════════╡\n│ backup  │"
            f"         │      0 │       0 │\n│ tf{digits(r, 2)}    │ ci      │      0 │       1 │\n"
            f"└─────────┴─────────┴────────┴─────────┘",
        ),
        (
            "proxmox_vm_config_ids",
            f"boot: order=scsi0\ncores: 4\nnet0: virtio={_mac(r).upper()},bridge=vmbr0,firewall=1"
            f"\nsmbios1: uuid={_uuid(r)}\nvmgenid: {_uuid(r)}\nscsi0: local-lvm:vm-{digits(r, 3)}"
            f"-disk-0,size=32G",
        ),
        (
            "pbs_fingerprint",
            f"Fingerprint: {_fp(r).lower()}\nAre you sure you want to continue connecting? "
            "(y/n): y",
        ),
        (
            "govc_thumbprint",
            f"$ govc about.cert -k -thumbprint\nesxi{digits(r, 2)}.lab {_fp(r, 20)}",
        ),
        (
            "virsh_secret_list",
            f" UUID                                   Usage\n"
            f"-------------------------------------------------------------------\n {_uuid(r)}   "
            f"ceph client.libvirt secret",
        ),
        (
            "incus_trust_list_fingerprint",
            f"+--------+--------+-------------+--------------+\n|  TYPE  |  NAME  | COMMON NAME | "
            f"FINGERPRINT  |\n+--------+--------+-------------+--------------+\n| client | laptop "
            f"| jdoe@laptop | {hexs(r, 12)} |\n+--------+--------+-------------+--------------+",
        ),
        (
            "restic_snapshots_ids",
            f"ID        Time                 Host   Tags  Paths\n"
            "-----------------------------------"
            f"-------\n{hexs(r, 8)}  2026-11-30 02:00:01  nas          /srv\n{hexs(r, 8)}  "
            f"2026-12-01 02:00:01  nas          /srv\n----\n2 snapshots",
        ),
        (
            "restic_cat_config",
            f'{{\n  "version": 2,\n  "id": "{hexs(r, 64)}",\n  "chunker_polynomial": '
            f'"{hexs(r, 14)}"\n}}',
        ),
        (
            "borg_info_repo_id",
            f"Repository ID: {hexs(r, 64)}\nLocation: ssh://borg@nas/./repo\nEncrypted: Yes "
            f"(repokey BLAKE2b)\nCache: /var/cache/borg/{hexs(r, 64)}",
        ),
        (
            "rclone_md5sum_output",
            f"{hexs(r, 32)}  photos/2026/IMG_{digits(r, 4)}.jpg\n{hexs(r, 32)}  "
            f"photos/2026/IMG_{digits(r, 4)}.jpg",
        ),
        (
            "duplicity_collection_status",
            f"Last full backup date: Sun Nov 29 03:00:02 2026\nEncryption key: "
            f"{hexs(r, 16).upper()}"
            f"\nArchive dir: /var/cache/duplicity/{hexs(r, 32)}",
        ),
        (
            "postfix_queue_ids",
            f"{hexs(r, 10).upper()}     1432 Tue Dec  1 12:02:11  alerts@example.org\n"
            f"(connect to smtp.relay.example[203.0.113.8]:587: Connection timed out)\n"
            f"                                         ops@example.org",
        ),
        (
            "dovecot_sha512_crypt",
            f"jdoe@example.org:{{SHA512-CRYPT}}$6${pick(r, _CRYPT, 16)}${pick(r, _CRYPT, 86)}",
        ),
        (
            "dkim_signature_header",
            f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.org; s=mail;\n\t"
            f"t={digits(r, 10)}; bh={b64(r, 43)}=;\n\th=From:To:Subject:Date;\n\tb={b64(r, 64)}",
        ),
    ]


def _ops_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "ansible_vault_blob",
            f"db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  {digits(r, 4)}{hexs(r, 76)}\n"
            f"  {hexs(r, 80)}\n  {hexs(r, 80)}",
        ),
        (
            "hiera_eyaml_enc",
            f"profile::ldap::bind_password: >\n  ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAx"
            f"{b64(r, 60)}]",
        ),
        (
            "chef_encrypted_data_bag_item",
            f'{{\n  "id": "bmc",\n  "password": {{\n    "encrypted_data": "{b64(r, 44)}",\n'
            f'    "iv": "{b64(r, 16)}",\n    "auth_tag": "{b64(r, 22)}==",\n    "version": 3,\n'
            f'    "cipher": "aes-256-gcm"\n  }}\n}}',
        ),
        (
            "salt_pillar_pgp_message",
            f"ldap_bind_pw: |\n  -----BEGIN PGP MESSAGE-----\n\n  hQEMA{b64(r, 59)}\n  "
            f"{b64(r, 64)}\n  ={b64(r, 4)}\n  -----END PGP MESSAGE-----",
        ),
        (
            "oxidized_git_commits",
            f"commit {hexs(r, 40)}\nAuthor: oxidized <oxidized@example.org>\nDate:   Tue Dec 1 "
            f"03:00:{digits(r, 2)} 2026\n\n    update sw-core-{digits(r, 2)}",
        ),
        (
            "zabbix_host_ids",
            f'{{"jsonrpc":"2.0","result":[{{"hostid":"{digits(r, 5)}","host":"sw-acc-01"}},'
            f'{{"hostid":"{digits(r, 5)}","host":"ups-01"}}],"id":1}}',
        ),
        (
            "netbox_device_export",
            f"name,serial,asset_tag,primary_ip4\nsw-acc-01,{pick(r, _UP, 11)},AT-{digits(r, 6)},"
            f"10.0.0.{digits(r, 2)}/24\nfw-01,FGT60F{pick(r, _UP, 10)},AT-{digits(r, 6)},"
            f"10.0.0.1/24",
        ),
        (
            "grafana_dashboard_uid",
            f'{{"dashboard": {{"uid": "{alnum(r, 14)}", "title": "SNMP interfaces", "version": '
            f'{digits(r, 2)}}}, "folderUid": "{alnum(r, 14)}"}}',
        ),
        (
            "prometheus_target_labels",
            f'snmp_up{{instance="10.0.0.{digits(r, 2)}",job="snmp",module="if_mib",'
            f'auth="dc_v2"}} 1\nscrape_duration_seconds{{job="snmp"}} 0.{digits(r, 3)}',
        ),
        (
            "uptime_kuma_monitor_status",
            f"Monitor #{digits(r, 2)} ups-01 (ping) – up, avg {digits(r, 2)} ms, cert expires in "
            f"{digits(r, 2)} days, id {_uuid(r)}",
        ),
    ]


def _more_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "junos_root_sha512_hash",
            f'set system root-authentication encrypted-password "$6${pick(r, _CRYPT, 16)}$'
            f'{pick(r, _CRYPT, 86)}"',
        ),
        (
            "openssl_cert_serial",
            f"$ openssl x509 -in radius-client.pem -noout -serial -enddate\nserial="
            f"{hexs(r, 40).upper()}\nnotAfter=Dec  1 12:00:00 2027 GMT",
        ),
        (
            "lldp_neighbors_chassis",
            f"Device ID           Local Intf     Hold-time  Capability      Port ID\n"
            f"sw-acc-{digits(r, 2)}           Gi1/0/48       120        B,R             "
            f"{_cisco_mac(r)}\nap-{digits(r, 2)}               Gi1/0/12       120        W"
            f"               {_cisco_mac(r)}",
        ),
        (
            "dnsmasq_leases",
            f"1764600{digits(r, 3)} {_mac(r)} 10.0.0.{digits(r, 2)} laptop 01:{_mac(r)}\n"
            f"1764601{digits(r, 3)} {_mac(r)} 10.0.0.{digits(r, 2)} printer *",
        ),
        (
            "ip_neigh_table",
            f"10.0.0.1 dev eth0 lladdr {_mac(r)} REACHABLE\n10.0.0.{digits(r, 2)} dev eth0 "
            f"lladdr {_mac(r)} STALE",
        ),
        (
            "ssh_known_hosts_line",
            f"fw01,10.0.0.1 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)}",
        ),
        (
            "authorized_keys_line",
            f'from="10.0.0.0/8" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} oxidized@netmgmt',
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_net_rounds(r),
        *_vpn_rounds(r),
        *_host_rounds(r),
        *_ops_rounds(r),
        *_more_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout44-look", _rounds, FIXED)
