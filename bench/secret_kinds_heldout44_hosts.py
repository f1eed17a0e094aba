"""Held-out 44's host, hypervisor, backup and mail kinds (`bench/secret_kinds_heldout44.py`).

Out-of-band management: `ipmitool -P` and `-E` with `IPMI_PASSWORD`, `ipmitool
user set password`, `racadm -p` and `racadm set iDRAC.Users.2.Password`,
iLO's `hponcfg` XML and a Redfish `curl -u`, Supermicro `SMCIPMITool`, an
`ipmi_exporter` config. Hypervisors and homelab: Proxmox (`PVEAPIToken=` and a
`pveum user token add` table that prints the value once, `pvesh` with a
`--password`, a Terraform provider block), ESXi and vCenter (`GOVC_URL` with
`user:pass@`, `GOVC_PASSWORD`, `esxcli … --password`, PowerCLI
`Connect-VIServer -Password`), libvirt (a domain's VNC/SPICE `passwd`, a
`virsh secret-set-value` of a Ceph key), Incus/LXD (a trust token printed by
`incus config trust add`, `lxc remote add … --password`), TrueNAS's API key,
Synology's `auth.cgi` login, VirtualBMC's `vbmc add`. Backups: restic
(`RESTIC_PASSWORD`, a password file written with `echo`, a
`B2_ACCOUNT_KEY`), borg (`BORG_PASSPHRASE`, a
`borgmatic` `encryption_passphrase`), an rclone config section (`pass =` is
`rclone obscure` output: a fixed key, reversible, so a secret; a `token =`
JSON; `secret_access_key`), duplicity's `PASSPHRASE`, Proxmox Backup
Server's fingerprinted repository with `PBS_PASSWORD`, `urbackup`,
`bacula-dir.conf` `Password`. Mail: Postfix `sasl_passwd`, a Dovecot
`passwd-file` with a `{PLAIN}` scheme, `doveadm pw` called with the plain
text, an OpenDKIM key's PEM line, Rspamd's controller `password` in clear,
`fetchmailrc`, `msmtprc`, `swaks --auth-password`, a
mailcow API key.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import uuid30
from bench.secret_kinds_heldout44_net import incus_token, pem_line

__all__ = ["HOST_KINDS", "rclone_obscured"]


def rclone_obscured(r: random.Random) -> str:
    """`rclone obscure` output: AES-CTR with a key in rclone's source, so reversible."""
    return pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 42)


_BMC: tuple[Kind, ...] = (
    k(
        "ipmitool_P_password",
        "cli",
        "ipmitool -I lanplus -H 10.0.90.{d2} -U ADMIN -P '{v}' chassis power status",
        "ipmitool -I lanplus -H bmc-node3 -U root -P {v} sol activate",
    ),
    k(
        "ipmitool_E_env",
        "cli",
        "export IPMI_PASSWORD='{v}'\nipmitool -I lanplus -H 10.0.90.11 -U admin -E sdr list",
    ),
    k(
        "ipmitool_user_set_password",
        "cli",
        "ipmitool user set password 2 '{v}' 20",
        "sudo ipmitool user set name 3 ops && sudo ipmitool user set password 3 {v}",
    ),
    k(
        "racadm_remote_p",
        "cli",
        "racadm -r 10.0.91.{d2} -u root -p '{v}' --nocertwarn serveraction powercycle",
        "racadm -r idrac-r740-01 -u root -p {v} get iDRAC.NIC",
    ),
    k(
        "racadm_set_user_password",
        "cli",
        "racadm set iDRAC.Users.2.Password '{v}'",
        "racadm set iDRAC.Users.3.UserName ops\nracadm set iDRAC.Users.3.Password {v}",
    ),
    k(
        "ilo_hponcfg_xml",
        "config",
        '<RIBCL VERSION="2.0">\n <LOGIN USER_LOGIN="Administrator" PASSWORD="{v}">\n  '
        '<USER_INFO MODE="write">\n   <MOD_USER USER_LOGIN="Administrator">\n    '
        '<PASSWORD value="{k12}"/>\n   </MOD_USER>\n  </USER_INFO>\n </LOGIN>\n</RIBCL>',
    ),
    k(
        "redfish_curl_basic",
        "cli",
        "curl -sk -u root:'{v}' https://10.0.92.{d2}/redfish/v1/Systems/System.Embedded.1",
        "curl -k -u 'Administrator:{v}' -X POST https://ilo-gen10/redfish/v1/Systems/1/Actions/"
        'ComputerSystem.Reset -d \'{"ResetType":"ForceRestart"}\'',
    ),
    k(
        "smcipmitool_positional",
        "cli",
        "java -jar SMCIPMITool.jar 10.0.93.{d2} ADMIN {v} ipmi power status",
    ),
    k(
        "ipmi_exporter_module",
        "config",
        "modules:\n  default:\n    user: prometheus\n    pass: {v}\n    driver: LAN_2_0\n"
        "    privilege: user",
    ),
)

_HYPERVISOR: tuple[Kind, ...] = (
    k(
        "proxmox_pveapitoken_header",
        "cli",
        "curl -k -H 'Authorization: PVEAPIToken=terraform@pve!tf={v}' "
        "https://pve1.lan:8006/api2/json/nodes",
        "export PM_API_TOKEN_ID='ci@pve!ci'\nexport PM_API_TOKEN_SECRET='{v}'",
        value=uuid30,
    ),
    k(
        "proxmox_token_add_table",
        "output",
        "$ pveum user token add root@pam backup --privsep 0\n┌──────────────┬────────────────"
        "──────────────────────┐\n│ key          │ value                                │\n"
        "╞══════════════╪══════════════════════════════════════╡\n│ full-tokenid │ root@pam!"
        "backup                      │\n├──────────────┼──────────────────────────────────────┤\n"
        '│ info         │ {"privsep":"0"}                      │\n├──────────────┼─────────────'
        "─────────────────────────┤\n│ value        │ {v} │\n└──────────────┴──────────────"
        "────────────────────────┘",
        value=uuid30,
    ),
    k(
        "proxmox_terraform_provider",
        "config",
        'provider "proxmox" {\n  endpoint = "https://pve.lan:8006/"\n  username = "root@pam"\n'
        '  password = "{v}"\n  insecure = true\n}',
    ),
    k(
        "pvesh_pbs_storage_password",
        "cli",
        "pvesm add pbs pbs-main --server 10.0.0.30 --datastore main --username backup@pbs "
        "--password '{v}' --fingerprint {h2}:{h2}:{h2}:{h2}",
    ),
    k(
        "govc_url_userinfo",
        "cli",
        "export GOVC_URL='https://administrator@vsphere.local:{v}@vcsa.lab.local/sdk'\n"
        "export GOVC_INSECURE=1\ngovc ls /DC1/vm",
        "GOVC_URL=https://root:{v}@esxi01.lab govc host.info",
    ),
    k(
        "govc_password_env",
        "cli",
        "export GOVC_USERNAME=root GOVC_PASSWORD='{v}' GOVC_URL=esxi02.lab\ngovc vm.power -on "
        "web01",
    ),
    k(
        "powercli_connect_viserver",
        "code",
        "Connect-VIServer -Server vcsa.lab.local -User 'administrator@vsphere.local' -Password "
        "'{v}'\nGet-VM | Where-Object PowerState -eq 'PoweredOn'",
    ),
    k(
        "esxcli_remote_password",
        "cli",
        "esxcli --server esxi03.lab --username root --password '{v}' network ip interface list",
        "ovftool --noSSLVerify appliance.ova 'vi://root:{v}@esxi04.lab/'",
    ),
    k(
        "libvirt_graphics_passwd",
        "config",
        "<graphics type='vnc' port='-1' autoport='yes' listen='0.0.0.0' passwd='{v}'>\n"
        "  <listen type='address' address='0.0.0.0'/>\n</graphics>",
        "<graphics type='spice' autoport='yes' passwd='{v}'/>",
        value=lambda r: alnum(r, 8),
    ),
    k(
        "virsh_secret_set_value",
        "cli",
        "virsh secret-set-value --secret {uuid} --base64 {v}",
        value=lambda r: b64(r, 38) + "==",
    ),
    k(
        "incus_trust_token_output",
        "output",
        "$ incus config trust add laptop\nClient laptop certificate add token:\n{v}",
        "$ lxc config trust add --name ci\nClient ci certificate add token:\n{v}",
        value=incus_token,
    ),
    k(
        "incus_remote_add_token",
        "cli",
        "incus remote add homelab {v}",
        "lxc remote add nuc 10.0.0.21 --token {v}",
        value=incus_token,
    ),
    k(
        "lxc_remote_add_password",
        "cli",
        "lxc remote add nas https://192.168.1.50:8443 --password {v} --accept-certificate",
    ),
    k(
        "truenas_api_key",
        "cli",
        "curl -H 'Authorization: Bearer {v}' http://truenas.lan/api/v2.0/pool",
        value=lambda r: "1-" + alnum(r, 64),
    ),
    k(
        "synology_dsm_api_login",
        "cli",
        "curl 'http://nas:5000/webapi/auth.cgi?api=SYNO.API.Auth&version=3&method=login"
        "&account=admin&passwd={v}&session=FileStation&format=sid'",
    ),
    k(
        "vbmc_add_password",
        "cli",
        "vbmc add node-1 --port 6231 --username admin --password {v} --libvirt-uri qemu:///system",
    ),
)

_BACKUP: tuple[Kind, ...] = (
    k(
        "restic_password_env",
        "cli",
        "export RESTIC_REPOSITORY=sftp:backup@nas:/srv/restic\nexport RESTIC_PASSWORD='{v}'\n"
        "restic backup /etc /home --exclude-caches",
        "RESTIC_PASSWORD={v} restic -r /mnt/usb/restic snapshots",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "restic_password_file_echo",
        "cli",
        "echo '{v}' > /etc/restic/restic-pass && chmod 600 /etc/restic/restic-pass && restic -r "
        "b2:homelab:/ --password-file /etc/restic/restic-pass init",
        value=lambda r: alnum(r, 28),
    ),
    k(
        "restic_b2_account_key",
        "config",
        "RESTIC_REPOSITORY=b2:pve-backups:/\nB2_ACCOUNT_ID=005{h22}\nB2_ACCOUNT_KEY={v}",
        value=lambda r: "K005" + alnum(r, 27),
    ),
    k(
        "borg_passphrase_env",
        "cli",
        "export BORG_PASSPHRASE='{v}'\nborg create --stats ssh://u{d6}@u{d6}.your-storagebox.de:23/"
        "./borg::'{hostname}-{now}' /etc /srv",
        "BORG_PASSPHRASE={v} borg list /mnt/backup/borg",
        value=lambda r: alnum(r, 30),
    ),
    k(
        "borgmatic_encryption_passphrase",
        "config",
        "location:\n  source_directories:\n    - /home\n  repositories:\n    - path: ssh://borg@nas/"
        './repo\nstorage:\n  encryption_passphrase: "{v}"\n  compression: zstd',
        value=lambda r: alnum(r, 30),
    ),
    k(
        "rclone_conf_obscured_pass",
        "config",
        "[nas-sftp]\ntype = sftp\nhost = 192.168.1.40\nuser = rclone\npass = {v}\nshell_type = "
        "unix",
        "[webdav]\ntype = webdav\nurl = https://cloud.example.org/remote.php/dav/files/jdoe\n"
        "vendor = nextcloud\nuser = jdoe\npass = {v}",
        value=rclone_obscured,
    ),
    k(
        "rclone_conf_s3_secret",
        "config",
        "[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = {U20}\nsecret_access_key = {v}\n"
        "endpoint = s3.eu-central-1.wasabisys.com",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "rclone_conf_oauth_token",
        "config",
        '[gdrive]\ntype = drive\nscope = drive\ntoken = {"access_token":"ya29.{k60}",'
        '"token_type":"Bearer","refresh_token":"{v}","expiry":"2026-12-01T16:04:11Z"}',
        value=lambda r: "1//0" + urlsafe(r, 99),
    ),
    k(
        "rclone_crypt_password2",
        "config",
        "[secret]\ntype = crypt\nremote = b2:vault\npassword = {k42}\npassword2 = {v}",
        value=rclone_obscured,
    ),
    k(
        "duplicity_passphrase_env",
        "cli",
        "PASSPHRASE='{v}' duplicity --full-if-older-than 1M /srv sftp://backup@vault//srv",
        "export PASSPHRASE={v}\nexport FTP_PASSWORD={k16}\nduplicity restore ftp://ftp.example "
        "./restore",
        value=lambda r: alnum(r, 26),
    ),
    k(
        "pbs_client_password_env",
        "cli",
        "export PBS_REPOSITORY='backup@pbs@10.0.0.30:main'\nexport PBS_PASSWORD='{v}'\n"
        "proxmox-backup-client backup root.pxar:/",
    ),
    k(
        "bacula_dir_conf_password",
        "config",
        "Client {\n  Name = web01-fd\n  Address = web01.lan\n  FDPort = 9102\n  Catalog = "
        "MyCatalog\n"
        '  Password = "{v}"\n}',
        value=lambda r: b64(r, 44),
    ),
    k(
        "urbackup_internet_authkey",
        "config",
        "internet_server=backup.example.org\ninternet_server_port=55415\ninternet_authkey={v}",
        value=lambda r: alnum(r, 10),
    ),
)

_MAIL: tuple[Kind, ...] = (
    k(
        "postfix_sasl_passwd",
        "config",
        "# /etc/postfix/sasl_passwd\n[smtp.relay.example]:587 relay@example.org:{v}",
        "[email-smtp.eu-west-1.amazonaws.com]:587 AKIA{U16}:{v}",
    ),
    k(
        "postfix_sasl_passwd_echo",
        "cli",
        "echo '[smtp.gmail.com]:587 alerts.nas@gmail.com:{v}' | sudo tee /etc/postfix/sasl_passwd"
        " && sudo postmap /etc/postfix/sasl_passwd",
        value=lambda r: " ".join(pick(r, "abcdefghijklmnopqrstuvwxyz", 4) for _ in range(4)),
    ),
    k(
        "dovecot_passwd_file_plain",
        "config",
        "# /etc/dovecot/users\njdoe@example.org:{PLAIN}{v}:5000:5000::/var/mail/jdoe",
        "backup@example.org:{PLAIN}{v}",
    ),
    k(
        "doveadm_pw_plain_arg",
        "cli",
        "doveadm pw -s SHA512-CRYPT -p '{v}'",
    ),
    k(
        "opendkim_private_key_line",
        "output",
        "$ cat /etc/opendkim/keys/example.org/mail.private\n-----BEGIN RSA PRIVATE KEY-----\n{v}\n"
        "{k64}\n",
        value=pem_line,
    ),
    k(
        "rspamd_controller_password_clear",
        "config",
        '# /etc/rspamd/local.d/worker-controller.inc\npassword = "{v}";\nenable_password = '
        '"{k16}";',
    ),
    k(
        "fetchmailrc_password",
        "config",
        "poll imap.example.org protocol IMAP\n  user 'jdoe@example.org' there with password "
        "'{v}' is 'jdoe' here\n  ssl",
    ),
    k(
        "msmtprc_password",
        "config",
        "account alerts\nhost smtp.fastmail.com\nport 465\ntls on\nuser alerts@example.net\n"
        "password {v}\nfrom alerts@example.net",
        value=lambda r: lower_alnum(r, 16),
    ),
    k(
        "swaks_auth_password",
        "cli",
        "swaks --to ops@example.org --server mail.example.org:587 --auth LOGIN --auth-user "
        "test@example.org --auth-password '{v}' --tls",
    ),
    k(
        "mailcow_api_key_header",
        "cli",
        "curl -H 'X-API-Key: {v}' https://mail.example.org/api/v1/get/domain/all",
        value=lambda r: (
            hexs(r, 6) + "-" + hexs(r, 6) + "-" + hexs(r, 6) + "-" + hexs(r, 6) + "-" + hexs(r, 6)
        ),
    ),
)

HOST_KINDS: tuple[Kind, ...] = (*_BMC, *_HYPERVISOR, *_BACKUP, *_MAIL)
