"""Held-out 44's pasted failures (`bench/secret_kinds_heldout44.py`).

An administrator pastes what a tool printed when it failed, and the secret is
in what was pasted: a command line echoed by `bash -x` (`sshpass -p`,
`smbclient -U user%pw`, an `echo` piped to `openconnect`, a WireGuard script's
`echo` of its key), Ansible's `-vvv` run with a `debug` of `hostvars`, a
`mount -t cifs` error under its `-o password=`, `ipmitool` and `racadm` errors
under their command, `snmpwalk`/`snmpget` failures under their `-A`/`-X` or
`-c`, `ldapsearch`'s `Invalid credentials (49)`, `nsupdate`'s TSIG error after
an `-y`, restic's "wrong password" followed by `env`, borg's rejected
`BORG_PASSPHRASE`, an rclone error followed by `rclone config show`, `govc`'s
login error after `echo $GOVC_URL`, a `swanctl` config tailed before its
error, `curl -v` to Proxmox and to a Redfish BMC showing the `Authorization`
it sent, `docker compose config` printing a VPN container's environment,
`systemctl status` of an exporter whose `ExecStart` holds a password, `ps aux`
showing an `ipmitool -P`, a Netmiko traceback with its locals, a ddclient
journal line echoing its request, Postfix's `SASL authentication failed`
after `postconf -n`, `tailscale up` rejecting its key, `pvesm add pbs`
failing, lego's DNS error followed by `env`, `zabbix_get` with a PSK fed by
`echo`, and a RouterOS `/tool fetch` with a password in its URL.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, hexs
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import uuid30
from bench.secret_kinds_heldout44_hosts import rclone_obscured
from bench.secret_kinds_heldout44_net import community, key32, psk, tskey, wg_key

__all__ = ["FAIL_KINDS"]


def _basic(r: random.Random) -> str:
    return base64.b64encode(f"root:{alnum(r, 12)}".encode()).decode()


FAIL_KINDS: tuple[Kind, ...] = (
    k(
        "fail_bash_x_sshpass",
        "output",
        "+ sshpass -p {v} ssh -o ConnectTimeout=5 admin@10.0.0.{d2} 'show version'\n"
        "Permission denied, please try again.\n+ echo 'backup failed'",
    ),
    k(
        "fail_ansible_vvv_sshpass",
        "output",
        "<10.0.0.7> ESTABLISH SSH CONNECTION FOR USER: pi\n<10.0.0.7> SSH: EXEC sshpass -d12 ssh "
        '-C -o ControlMaster=auto\nfatal: [rpi7]: UNREACHABLE! => {"changed": false, "msg": '
        '"Invalid/incorrect password: Permission denied", "unreachable": true}\n'
        'ok: [localhost] => {\n    "hostvars[\'rpi7\'].ansible_password": "{v}"\n}',
    ),
    k(
        "fail_mount_cifs",
        "output",
        "$ sudo mount -t cifs //nas/backup /mnt/backup -o username=svc,password={v},vers=3.0\n"
        "mount error(13): Permission denied\nRefer to the mount.cifs(8) manual page",
    ),
    k(
        "fail_ipmitool_session",
        "output",
        "$ ipmitool -I lanplus -H 10.0.90.12 -U ADMIN -P {v} power status\nError: Unable to "
        "establish IPMI v2 / RMCP+ session",
    ),
    k(
        "fail_racadm_login",
        "output",
        "$ racadm -r 10.0.91.4 -u root -p {v} getsysinfo\nSecurity Alert: Certificate is invalid - "
        "Certificate is not signed by Trusted Third Party\nERROR: Login failed - invalid "
        "username or "
        "password",
    ),
    k(
        "fail_snmpwalk_v3_timeout",
        "output",
        "$ snmpwalk -v3 -l authPriv -u librenms -a SHA -A {v} -x AES -X {k16} 10.0.0.5\n"
        "snmpwalk: Authentication failure (incorrect password, community or key)",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "fail_snmp_v2c_timeout",
        "output",
        "$ snmpget -v2c -c {v} -t 2 10.20.0.1 sysUpTime.0\nTimeout: No Response from 10.20.0.1.",
        value=community,
    ),
    k(
        "fail_ldapsearch_invalid_credentials",
        "output",
        "$ ldapsearch -LLL -x -H ldap://dc02 -D svc-gitlab@corp.example -w {v} -b dc=corp,"
        "dc=example cn=jdoe\nldap_bind: Invalid credentials (49)\n\tadditional info: "
        "80090308: LdapErr: DSID-0C09041C, comment: AcceptSecurityContext error, data 52e, v4563",
    ),
    k(
        "fail_nsupdate_tsig",
        "output",
        "$ nsupdate -y hmac-sha256:acme:{v} update.txt\n; TSIG error with server: tsig indicates "
        "error\nupdate failed: NOTAUTH(BADSIG)",
        value=key32,
    ),
    k(
        "fail_restic_env_dump",
        "output",
        "$ restic snapshots\nFatal: wrong password or no key found\n$ env | grep RESTIC\n"
        "RESTIC_REPOSITORY=s3:s3.amazonaws.com/hl-backup\nRESTIC_PASSWORD={v}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "fail_borg_passphrase",
        "output",
        "$ BORG_PASSPHRASE='{v}' borg info /mnt/usb/borg\npassphrase supplied in BORG_PASSPHRASE, "
        "by BORG_PASSCOMMAND or via BORG_PASSPHRASE_FD is incorrect.",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "fail_rclone_then_config_show",
        "output",
        "$ rclone lsd nas:\n2026/12/01 13:02:12 ERROR : : error listing: ssh: handshake failed: "
        "ssh: unable to authenticate\n$ rclone config show nas\n[nas]\ntype = sftp\n"
        "host = 192.168.1.40\nuser = rclone\npass = {v}",
        value=rclone_obscured,
    ),
    k(
        "fail_govc_login",
        "output",
        "$ echo $GOVC_URL\nhttps://root:{v}@esxi01.lab/sdk\n$ govc about\ngovc: ServerFaultCode: "
        "Cannot complete login due to an incorrect user name or password.",
    ),
    k(
        "fail_curl_v_proxmox_token",
        "output",
        "> GET /api2/json/cluster/resources HTTP/1.1\n> Host: pve1.lan:8006\n> Authorization: "
        "PVEAPIToken=ci@pve!ci={v}\n>\n< HTTP/1.1 401 invalid token value!",
        value=uuid30,
    ),
    k(
        "fail_curl_v_redfish_basic",
        "output",
        "* Server auth using Basic with user 'root'\n> GET /redfish/v1/Managers HTTP/1.1\n"
        "> Authorization: Basic {v}\n< HTTP/1.1 401 Unauthorized",
        value=_basic,
    ),
    k(
        "fail_docker_compose_config_wg",
        "output",
        "$ docker compose config\nservices:\n  wg-easy:\n    environment:\n      PASSWORD: {v}\n"
        "      WG_HOST: vpn.example.net\n    image: ghcr.io/wg-easy/wg-easy\nunable to start "
        "container: port is already allocated",
    ),
    k(
        "fail_systemctl_status_execstart",
        "output",
        "× mikrotik-exporter.service - MikroTik exporter\n     Loaded: loaded\n    Process: 2211 "
        "ExecStart=/usr/local/bin/mikrotik-exporter -address 10.0.0.1 -user prometheus "
        "-password {v} (code=exited, status=1/FAILURE)",
    ),
    k(
        "fail_ps_aux_ipmitool",
        "output",
        "$ ps aux | grep ipmi\nroot  4121  0.0  0.1  9120 4100 ?  S  12:01  0:00 ipmitool -I "
        "lanplus "
        "-H 10.0.90.3 -U admin -P {v} sel list\nroot  4170  0.0  0.0  6432  720 pts/0 S+ 12:02 "
        "0:00 grep ipmi",
    ),
    k(
        "fail_netmiko_traceback_locals",
        "output",
        'Traceback (most recent call last):\n  File "backup.py", line 22, in <module>\n    '
        "conn = ConnectHandler(**dev)\nnetmiko.exceptions.NetmikoAuthenticationException: "
        "TCP connection to device failed.\n\ndev = {'device_type': 'cisco_ios', 'host': "
        "'10.0.0.2', 'username': 'netops', 'password': '{v}'}",
    ),
    k(
        "fail_ddclient_journal_url",
        "output",
        "Dec 01 12:44:10 nas ddclient[911]: WARNING:  updating home.example.org: nochg: "
        "https://dyn.example/nic/update?hostname=home.example.org&myip=198.51.100.8&"
        "password={v}",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "fail_postfix_postconf_sasl",
        "output",
        "$ postconf -n | grep sasl\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = "
        "static:relay@example.org:{v}\n$ tail /var/log/mail.log\npostfix/smtp[1201]: SASL "
        "authentication failed; server smtp.example.org said: 535 5.7.8 Error",
    ),
    k(
        "fail_smbclient_bash_x",
        "output",
        "+ smbclient //fs01/scans -U scanner%{v} -c 'put scan.pdf'\nsession setup failed: "
        "NT_STATUS_LOGON_FAILURE",
    ),
    k(
        "fail_openconnect_bash_x",
        "output",
        "+ echo {v}\n+ openconnect --user=jdoe --passwd-on-stdin vpn.corp.example\nPOST "
        "https://vpn.corp.example/\nGot HTTP response: HTTP/1.1 200 OK\nLogin failed.",
    ),
    k(
        "fail_swanctl_conf_then_error",
        "output",
        "$ sudo tail -6 /etc/swanctl/conf.d/hq.conf\nsecrets {\n  ike-hq {\n    id = hq\n"
        "    secret = {v}\n  }\n}\n$ sudo swanctl --initiate --child net\n[IKE] received "
        "AUTHENTICATION_FAILED notify error\ninitiate failed: establishing CHILD_SA 'net' failed",
        value=psk,
    ),
    k(
        "fail_tailscale_debug_authkey",
        "output",
        "$ sudo tailscale up --authkey={v}\nbackend error: invalid key: API key does not exist",
        value=tskey,
    ),
    k(
        "fail_wg_quick_up_debug",
        "output",
        "$ sudo bash -x wg-quick up wg0\n+ wg set wg0 private-key /dev/fd/63\n++ echo {v}\n"
        "RTNETLINK answers: Address already in use",
        value=wg_key,
    ),
    k(
        "fail_pvesm_pbs_error",
        "output",
        "$ pvesm add pbs pbs --server 10.0.0.30 --datastore main --username root@pam "
        "--password {v}\ncreate storage failed: pbs-error: authentication failed - invalid "
        "credentials (500)",
    ),
    k(
        "fail_lego_then_env",
        "output",
        "2026/12/01 11:02:03 [INFO] [*.home.example] acme: Preparing to solve DNS-01\nerror: "
        "cloudflare: failed to find zone home.example.: Invalid request headers (6003)\n"
        "$ env | grep CLOUDFLARE\nCLOUDFLARE_DNS_API_TOKEN={v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "fail_zabbix_get_psk_echo",
        "output",
        "$ zabbix_get -s ups-01 -k agent.ping --tls-connect psk --tls-psk-identity 'PSK 001' "
        "--tls-psk-file <(echo {v})\nzabbix_get [30112]: Check access restrictions in Zabbix "
        "agent configuration",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "fail_routeros_fetch_log",
        "output",
        '[admin@gw] > /tool fetch url="ftp://backup:{v}@10.0.0.5/gw.rsc" upload=yes '
        "src-path=gw.rsc\n  status: failed\nfailure: connection refused",
    ),
)
