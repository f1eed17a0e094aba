"""Held-out 44's generated and printed secrets (`bench/secret_kinds_heldout44.py`).

Keys a generator prints once and an administrator pastes: `wg genkey`,
`tsig-keygen`, a DNSSEC `.private` file's `PrivateKey:` line, FortiOS
`execute api-user generate-key`, CrowdSec's `cscli bouncers add`, a Markdown
table of Zabbix PSKs in a handover note; tables and states that print a
secret in clear (NX-OS `show snmp community`, `ip xfrm state` with its `aead`
or `enc` key); and commands that take the plain text to encrypt or to set it
(`ansible-vault encrypt_string`, `eyaml encrypt -s`, `kadmin.local addprinc
-pw`, `esxcli system account add -p`, `ilorest login -p`, `pveum user add
--password`, a RouterOS `/snmp community` with its `authentication-password`).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout44_net import community, key32, wg_key

__all__ = ["PRINTED_KINDS"]


def _ec_private(r: random.Random) -> str:
    return b64(r, 43) + "="


PRINTED_KINDS: tuple[Kind, ...] = (
    k(
        "wg_genkey_output",
        "output",
        "$ wg genkey\n{v}\n$ echo '<that>' | wg pubkey\n{k43}=",
        "$ umask 077; wg genkey | tee privatekey\n{v}",
        value=wg_key,
    ),
    k(
        "tsig_keygen_output",
        "output",
        '$ tsig-keygen -a hmac-sha256 ddns-home\nkey "ddns-home" {\n\talgorithm hmac-sha256;\n'
        '\tsecret "{v}";\n};',
        value=key32,
    ),
    k(
        "dnssec_private_key_file",
        "output",
        "$ cat Kexample.org.+013+{d5}.private\nPrivate-key-format: v1.3\nAlgorithm: 13 "
        "(ECDSAP256SHA256)\nPrivateKey: {v}\nCreated: 20261201120000\nPublish: 20261201120000",
        value=_ec_private,
    ),
    k(
        "fortios_api_user_generate_key",
        "output",
        "FGT-HQ # execute api-user generate-key api-admin\nNew API key: {v}\nNOTE: The bearer "
        "of this API key will be granted all access privileges assigned to the api-user "
        "api-admin.",
        value=lambda r: alnum(r, 30),
    ),
    k(
        "crowdsec_bouncers_add",
        "output",
        "$ sudo cscli bouncers add opnsense-bouncer\nAPI key for 'opnsense-bouncer':\n\n   {v}\n\n"
        "Please keep this key since you will not be able to retrieve it!",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "zabbix_psk_table_paste",
        "output",
        "| Host    | PSK identity | PSK                                                          "
        "    "
        "|\n|---------|--------------|------------------------------------------------------------"
        "------|\n| ups-01  | PSK-ups-01   | {v} |",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "nxos_show_snmp_community",
        "output",
        "switch# show snmp community\nCommunity            Group / Access      context    "
        "acl_filter\n---------            --------------      -------    ----------\n"
        "{v}      network-operator                   SNMP-RO",
        value=community,
    ),
    k(
        "ip_xfrm_state_keys",
        "output",
        "$ sudo ip xfrm state\nsrc 203.0.113.5 dst 198.51.100.9\n\tproto esp spi 0x{h8} reqid 1 "
        "mode tunnel\n\treplay-window 0 flag af-unspec\n\taead rfc4106(gcm(aes)) 0x{v} 128",
        "src 10.0.0.1 dst 10.0.0.2\n\tproto esp spi 0x{h8} reqid 2 mode tunnel\n\tauth-trunc "
        "hmac(sha256) 0x{h64} 128\n\tenc cbc(aes) 0x{v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "ansible_vault_encrypt_string",
        "cli",
        "ansible-vault encrypt_string '{v}' --name 'ansible_become_password' >> group_vars/ios.yml",
        "ansible-vault encrypt_string --vault-id prod@prompt '{v}' --name snmp_auth_pass",
    ),
    k(
        "eyaml_encrypt_string",
        "cli",
        "eyaml encrypt -l 'profile::bmc::password' -s '{v}'",
    ),
    k(
        "kadmin_addprinc_pw",
        "cli",
        'sudo kadmin.local -q "addprinc -pw {v} svc-backup@CORP.EXAMPLE"',
        'kadmin -p admin/admin -q "cpw -pw {v} jdoe"',
    ),
    k(
        "esxcli_account_add",
        "cli",
        "esxcli system account add -i ops -d 'ops account' -p '{v}' -c '{v}'",
    ),
    k(
        "ilorest_login",
        "cli",
        "ilorest login 10.0.92.{d2} -u Administrator -p '{v}' && ilorest serverinfo --system",
    ),
    k(
        "pveum_user_add_password",
        "cli",
        "pveum user add ci@pve --password '{v}' --comment 'CI runner'",
    ),
    k(
        "routeros_snmp_v3_community",
        "config",
        "/snmp community add name=librenms security=private authentication-protocol=SHA1 "
        "authentication-password={v} encryption-protocol=AES encryption-password={k16}",
        value=lambda r: alnum(r, 16),
    ),
)
