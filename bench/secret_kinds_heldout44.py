"""The forty-fourth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
network and systems administration: what an administrator pastes into a
coding agent while running routers, firewalls, tunnels, directories, out-of-band
controllers, hypervisors, backups, mail and monitoring. Shapes matter more
than vendors: config syntaxes, command flags and positional arguments,
printed tables, reversible encodings and prose.

Its decision on "encrypted-looking" forms: a form anyone can turn back into
the password with a published key or algorithm is the password and so a
secret (Cisco type 7, Junos `$9$`, FortiOS `ENC` pre-shared keys, `rclone
obscure`, base64 of `user:pass`); a one-way hash (Cisco type 5, 8 and 9,
NX-OS type 5, `$6$` crypt, `{SSHA}`, Dovecot's `{SHA512-CRYPT}`, PAN-OS
`<phash>`, pfSense `bcrypt-hash`) opens nothing by itself and is a
look-alike, as are values encrypted under a key that is not beside them
(`$ANSIBLE_VAULT`, hiera-eyaml `ENC[PKCS7,…]`, a Chef encrypted data bag
item, a PGP-armoured Salt pillar).

Its parts: `bench/secret_kinds_heldout44_net.py` (Cisco IOS, ASA and NX-OS,
Junos, MikroTik RouterOS, pfSense and OPNsense, FortiOS, PAN-OS, EdgeOS,
Aruba, NTP and VRRP keys; and the value makers), `_vpn.py` (WireGuard,
OpenVPN, IPsec, L2TP, openconnect, Tailscale, ZeroTier, Headscale, Netbird;
TSIG and rndc keys, ACME DNS plugins and dynamic DNS; RADIUS, TACACS+ and
SNMP; LDAP, SSSD, Kerberos and Samba), `_hosts.py` (IPMI, iDRAC, iLO and
Redfish; Proxmox, ESXi and vCenter, libvirt, Incus and LXD, NAS boxes;
restic, borg, rclone, duplicity, PBS, Bacula; Postfix, Dovecot, DKIM and
mail clients), `_ops.py` (Nagios, Icinga, Zabbix, LibreNMS, Prometheus
and Grafana; Ansible, Salt, Puppet and Chef; `expect`, serial console
logs, OpenWrt, Netmiko, NAPALM, Oxidized, RANCID, nornir, Terraform
providers), `_printed.py` (keys generators print once, tables that print a
secret, commands that take the plain text to encrypt or set), `_fail.py`
(these tools' failures pasted with what they printed) and `_chat.py` (people
in languages the chats of held-out 27 and 36 to 43 did not use, English
handovers, and split values); its look-alikes are in
`bench/secret_kinds_heldout44_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout44_chat import CHAT_KINDS
from bench.secret_kinds_heldout44_fail import FAIL_KINDS
from bench.secret_kinds_heldout44_hosts import HOST_KINDS
from bench.secret_kinds_heldout44_look import LOOK_ALIKES
from bench.secret_kinds_heldout44_net import NET_KINDS
from bench.secret_kinds_heldout44_ops import OPS_KINDS
from bench.secret_kinds_heldout44_printed import PRINTED_KINDS
from bench.secret_kinds_heldout44_vpn import VPN_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout44_samples"]

KINDS: tuple[Kind, ...] = (
    *NET_KINDS,
    *VPN_KINDS,
    *HOST_KINDS,
    *OPS_KINDS,
    *PRINTED_KINDS,
    *FAIL_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout44_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-fourth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout44", SESSION_PLACES8)
