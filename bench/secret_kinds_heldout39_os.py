"""Held-out 39's operating systems' and desktops' persistence (`bench/secret_kinds_heldout39.py`).

Where an OS or a desktop keeps what a program handed it: Windows `.reg`
exports, `cmdkey /list`-adjacent scripts, PowerShell's `Export-Clixml`,
macOS `defaults read`, plists and `security find-generic-password -g`,
`dconf dump` and `gsettings`, systemd units' `Environment=` and their
environment files, crontab lines, launchd plists, daemons' `/etc` configs
and NetworkManager's connection files; and Docker images' layers and Helm's
release secrets.
"""

from __future__ import annotations

import base64
import gzip
import json
import random

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    alnum_of,
    aws_secret,
    gh_token,
    jwt,
    npm_token,
    openai_key,
    slack_bot,
    stripe_live,
)

__all__ = ["OS_KINDS"]


def _reg_hex(text: str) -> str:
    return ",".join(f"{b:02x},00" for b in text.encode())


def _reg_binary(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 24)
    hx = _reg_hex(v)
    return hx, (
        "Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\Acme\\Sync]\n"
        f'"ServerUrl"="https://sync.acme.io"\n"Token"=hex(2):{hx},00,00'
    )


def _helm_release(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    body = json.dumps({"name": "api", "config": {"postgresql": {"auth": {"password": v}}}})
    blob = base64.b64encode(gzip.compress(body.encode(), mtime=0)).decode()
    # the person decoded it: the secret is what the decoding printed
    return v, (
        "$ kubectl get secret sh.helm.release.v1.api.v7 -o jsonpath='{.data.release}' | base64 -d "
        "| base64 -d | gunzip | jq -c .config"
        f"\n{body[body.index('{', 1) : -1]}\n# raw: {blob[:40]}…"
    )


OS_KINDS: tuple[Kind, ...] = (
    k(
        "reg_export_string_value",
        "config",
        "Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY"
        '\\Sessions\\prod-db]\n"HostName"="db.acme.io"\n"ProxyPassword"="{v}"',
    ),
    k(
        "reg_query_output",
        "output",
        "C:\\> reg query HKLM\\SOFTWARE\\Acme\\Agent\n\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Agent\n"
        "    InstallDir    REG_SZ    C:\\Program Files\\Acme\n    ApiKey    REG_SZ    {v}",
        value=alnum_of(40),
    ),
    Kind("reg_export_hex2_utf16", "config", _reg_binary),
    k(
        "winlogon_default_password",
        "output",
        'C:\\> reg query "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v '
        "DefaultPassword\n    DefaultPassword    REG_SZ    {v}",
    ),
    k(
        "cmdkey_add_in_script",
        "cli",
        "cmdkey /add:fs01.acme.local /user:ACME\\backup /pass:{v}\ncmdkey /list",
    ),
    k(
        "export_clixml_plain_property",
        "config",
        '<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">\n'
        '  <Obj RefId="0">\n    <MS>\n      <S N="UserName">svc_sql</S>\n      <S N="Password">'
        "{v}</S>\n    </MS>\n  </Obj>\n</Objs>",
    ),
    k(
        "export_clixml_securestring_dpapi",
        "config",
        '<Obj RefId="0">\n  <TN RefId="0">\n    <T>System.Management.Automation.PSCredential</T>\n'
        '  </TN>\n  <Props>\n    <S N="UserName">ACME\\svc_sql</S>\n    <SS N="Password">{v}</SS>\n'
        "  </Props>\n</Obj>",
        value=lambda r: "01000000d08c9ddf0115d1118c7a00c04fc297eb01000000" + hexs(r, 200),
    ),
    k(
        "unattend_xml_admin_password",
        "config",
        "<AdministratorPassword>\n    <Value>{v}</Value>\n    <PlainText>true</PlainText>\n"
        "</AdministratorPassword>",
    ),
    k(
        "defaults_read_app_domain",
        "output",
        '$ defaults read com.acme.menubar\n{\n    LastSync = "2026-11-30 09:12:44 +0000";\n'
        '    apiToken = "{v}";\n    launchAtLogin = 1;\n}',
        value=alnum_of(40),
    ),
    k(
        "plist_xml_user_prefs",
        "config",
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>'
        "LicenseKey</key>\n\t<string>{v}</string>\n\t<key>SUEnableAutomaticChecks</key>\n\t<true/>"
        "\n</dict>\n</plist>",
        value=lambda r: "-".join(alnum(r, 5).upper() for _ in range(5)),
    ),
    k(
        "security_find_generic_password_g",
        "output",
        '$ security find-generic-password -s "acme-cli" -g\nkeychain: "/Users/ana/Library/Keychains'
        '/login.keychain-db"\nclass: "genp"\nattributes:\n    "acct"<blob>="ana"\n'
        '    "svce"<blob>="acme-cli"\npassword: "{v}"',
        value=alnum_of(36),
    ),
    k(
        "security_find_internet_password_w",
        "output",
        "$ security find-internet-password -s github.com -w\n{v}",
        value=gh_token,
    ),
    k(
        "dconf_dump_section",
        "output",
        "$ dconf dump /org/gnome/evolution-data-server/\n[calendar]\nlast-sync='2026-11-30'\n\n"
        "[caldav]\nuser='ana'\npassword='{v}'",
    ),
    k(
        "gsettings_get_key",
        "output",
        "$ gsettings get org.gnome.system.proxy.http authentication-password\n'{v}'",
    ),
    k(
        "systemd_unit_environment",
        "config",
        '[Service]\nUser=api\nEnvironment=NODE_ENV=production\nEnvironment="STRIPE_KEY={v}"\n'
        "ExecStart=/usr/bin/node /srv/api/server.js",
        value=stripe_live,
    ),
    k(
        "systemd_environment_file",
        "output",
        "$ sudo cat /etc/default/grafana-agent\n# managed by ansible\nGCLOUD_RW_API_KEY={v}\n"
        'CUSTOM_ARGS="-config.expand-env"',
        value=lambda r: "glc_" + b64(r, 80),
    ),
    k(
        "systemd_cat_override_conf",
        "output",
        "$ systemctl cat backup.service\n# /etc/systemd/system/backup.service.d/override.conf\n"
        "[Service]\nEnvironment=RESTIC_PASSWORD={v}",
    ),
    k(
        "crontab_l_line",
        "output",
        "$ crontab -l\n# m h dom mon dow command\n15 3 * * * PGPASSWORD={v} pg_dump -h db.acme.io "
        "app | gzip > /backup/app.sql.gz",
    ),
    k(
        "cron_d_file_curl",
        "config",
        "# /etc/cron.d/heartbeat\n*/5 * * * * root curl -fsS -H 'Authorization: Token {v}' "
        "https://hc.acme.io/ping >/dev/null",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "launchd_plist_env",
        "config",
        "<key>EnvironmentVariables</key>\n<dict>\n    <key>GITHUB_TOKEN</key>\n    <string>{v}"
        "</string>\n</dict>\n<key>ProgramArguments</key>",
        value=gh_token,
    ),
    k(
        "launchctl_print_environment",
        "output",
        "$ launchctl print gui/501/com.acme.syncd | sed -n '/environment/,/}/p'\n\tenvironment = {"
        "\n\t\tSYNC_SECRET => {v}\n\t\tPATH => /usr/bin:/bin\n\t}",
        value=alnum_of(32),
    ),
    k(
        "etc_daemon_conf_requirepass",
        "config",
        "# /etc/redis/redis.conf\nbind 127.0.0.1 ::1\nport 6379\nrequirepass {v}\nmaxmemory 2gb",
        value=alnum_of(32),
    ),
    k(
        "etc_postfix_sasl_passwd",
        "config",
        "$ sudo cat /etc/postfix/sasl_passwd\n[smtp.sendgrid.net]:587 apikey:{v}",
        value=lambda r: f"SG.{urlsafe(r, 22)}.{urlsafe(r, 43)}",
    ),
    k(
        "etc_fstab_cifs_password",
        "config",
        "//nas.acme.local/media /mnt/media cifs username=kodi,password={v},uid=1000 0 0",
    ),
    k(
        "etc_davfs2_secrets",
        "config",
        "# /etc/davfs2/secrets\nhttps://cloud.acme.io/remote.php/dav/files/ana ana {v}",
    ),
    k(
        "etc_openvpn_auth_txt",
        "output",
        "$ sudo cat /etc/openvpn/client/auth.txt\nana.k@acme.io\n{v}",
    ),
    k(
        "etc_wpa_supplicant_psk",
        "config",
        'network={\n    ssid="acme-office"\n    psk="{v}"\n    key_mgmt=WPA-PSK\n}',
    ),
    k(
        "etc_ppp_chap_secrets",
        "config",
        '# client\tserver\tsecret\t\t\tIP addresses\n"dsl-user@isp"\t*\t"{v}"\t*',
    ),
    k(
        "etc_msmtprc",
        "config",
        "account default\nhost smtp.fastmail.com\nport 465\ntls on\nuser ana@fastmail.com\npasswo"
        "rd "
        "{v}",
        value=lambda r: alnum(r, 16).lower(),
    ),
    k(
        "nm_connection_file_wifi",
        "config",
        "$ sudo cat /etc/NetworkManager/system-connections/Home.nmconnection\n[connection]\nid=Home"
        "\ntype=wifi\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={v}",
    ),
    k(
        "nm_connection_vpn_secrets",
        "config",
        "[vpn]\nservice-type=org.freedesktop.NetworkManager.openconnect\ngateway=vpn.acme.io\n\n"
        "[vpn-secrets]\nform:main:password={v}",
    ),
    k(
        "nmcli_show_secrets",
        "output",
        "$ nmcli --show-secrets connection show wg0 | grep -i key\nwireguard.private-key:        "
        "       {v}",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "docker_history_no_trunc",
        "output",
        "$ docker history --no-trunc acme/api:1.4.2\nIMAGE          CREATED BY\n<missing>      "
        "/bin/sh -c #(nop)  ENV NPM_TOKEN={v}\n<missing>      /bin/sh -c #(nop) WORKDIR /app",
        value=npm_token,
    ),
    k(
        "docker_history_run_arg",
        "output",
        "<missing>   RUN |1 PIP_INDEX_URL=https://ci:{v}@pypi.acme.io/simple /bin/sh -c pip install"
        " -r requirements.txt   412MB",
        value=alnum_of(28),
    ),
    k(
        "docker_inspect_env_array",
        "output",
        "$ docker inspect --format '{{json .Config.Env}}' api\n[\"PATH=/usr/local/sbin:/usr/bin\","
        '"SLACK_TOKEN={v}","NODE_VERSION=20.11.1"]',
        value=slack_bot,
    ),
    k(
        "docker_inspect_env_pretty",
        "output",
        '"Env": [\n    "PATH=/usr/local/bin:/usr/bin",\n    "POSTGRES_PASSWORD={v}",\n'
        '    "PGDATA=/var/lib/postgresql/data"\n],',
    ),
    k(
        "docker_save_config_json",
        "output",
        '$ tar -xOf api.tar {h64}.json | jq -c .config.Env\n["OPENAI_API_KEY={v}","PYTHONUNBUFFER'
        'ED=1"]',
        value=openai_key,
    ),
    k(
        "docker_layer_tar_file_cat",
        "output",
        "$ tar -xOf {h64}/layer.tar root/.aws/credentials\n[default]\naws_access_key_id = AKIA{U16}"
        "\naws_secret_access_key = {v}",
        value=aws_secret,
    ),
    k(
        "dive_layer_file_content",
        "output",
        "│ Layer 7  COPY .env /app/.env\n-rw-r--r--  0:0  212 B  app/.env\n$ cat app/.env\n"
        "JWT_SIGNING_KEY={v}",
        value=lambda r: b64(r, 64),
    ),
    Kind("helm_release_secret_decoded", "output", _helm_release),
    k(
        "helm_get_manifest_secret_stringdata",
        "output",
        "$ helm get manifest api | grep -A3 stringData\nstringData:\n  GITHUB_APP_PRIVATE_KEY_PASS:"
        " {v}\n  WEBHOOK_URL: https://hooks.acme.io/x",
    ),
    k(
        "kubectl_get_secret_decoded_loop",
        "output",
        "$ kubectl get secret api -o json | jq -r '.data | map_values(@base64d)'\n{\n  \"DB_USER"
        '": '
        '"app",\n  "DB_PASS": "{v}"\n}',
    ),
    k(
        "k8s_configmap_last_applied",
        "output",
        'kubectl.kubernetes.io/last-applied-configuration: |\n  {"apiVersion":"v1","data":'
        '{"SMTP_PASSWORD":"{v}"},"kind":"ConfigMap","metadata":{"name":"mail"}}',
    ),
    k(
        "windows_credential_xml_export",
        "config",
        "<Credential>\n  <TargetName>LegacyGeneric:target=git:https://dev.azure.com</TargetName>\n"
        "  <UserName>PersonalAccessToken</UserName>\n  <Password>{v}</Password>\n</Credential>",
        value=lambda r: alnum(r, 52).lower(),
    ),
    k(
        "jwt_in_cached_desktop_state",
        "config",
        '$ cat ~/Library/Application\\ Support/Acme/session.json\n{"user":"ana","refresh":"{v}"}',
        value=jwt,
    ),
)
