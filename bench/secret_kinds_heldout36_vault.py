"""Held-out 36's OS credential stores and password managers (`bench/secret_kinds_heldout36.py`).

macOS' `security` tool (a `-w` printout, `find-internet-password -g`'s
`password:` line, `add-generic-password -w`, `dump-keychain -d`), the
Secret Service and friends (`secret-tool lookup` and `search`, Python's
`keyring get`, `pass show`, `gopass`, `kwallet-query`), git's and Docker's
credential helpers' printouts, Windows (`cmdkey /add`, the
CredentialManager module's object, SecretManagement's `Get-Secret
-AsPlainText`, `ConvertTo-SecureString -AsPlainText`, an `Export-Clixml`
file's DPAPI string, `net use`, an unattend file's autologon, Winlogon's
`DefaultPassword`, a Group Policy Preferences `cpassword`), and password
managers' and browsers' exports (Bitwarden's JSON and CSV, 1Password's CSV,
LastPass, KeePass XML, KeePassXC's CSV and CLI, Dashlane, Chrome, Firefox,
Safari, Proton Pass, NordPass, Enpass, a TOTP `otpauth://` seed, a KeePass
key file) and their CLIs (`bw unlock`'s session, `op read`, `lpass show`,
`rbw get`).
"""

from __future__ import annotations

import random

from bench.secret_kinds import B32, Kind, alnum, b64, hexs, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["VAULT_KINDS"]


def _totp(r: random.Random) -> str:
    return pick(r, B32.upper(), 32)


def _dpapi_lower(r: random.Random) -> str:
    return "01000000d08c9ddf0115d1118c7a00c04fc297eb01000000" + hexs(r, 280)


_OS: tuple[Kind, ...] = (
    k(
        "macos_security_w_output",
        "output",
        "$ security find-generic-password -s 'acme-vpn' -a ana -w\n{v}",
    ),
    k(
        "macos_find_internet_password_g",
        "output",
        '$ security find-internet-password -gs github.com\nkeychain: "/Users/ana/Library/'
        'Keychains/login.keychain-db"\nclass: "inet"\nattributes:\n    "acct"<blob>="ana"\n'
        '    "srvr"<blob>="github.com"\npassword: "{v}"',
    ),
    k(
        "macos_add_generic_password",
        "cli",
        "security add-generic-password -a \"$USER\" -s openai-api -w '{v}' -U",
        value=lambda r: "sk-proj-" + alnum(r, 48),
    ),
    k(
        "macos_dump_keychain_data",
        "output",
        '    "svce"<blob>="Wi-Fi"\n    "type"<uint32>=<NULL>\ndata:\n"{v}"',
    ),
    k(
        "secret_tool_lookup",
        "output",
        "$ secret-tool lookup service smtp user ana@acme.dev\n{v}",
    ),
    k(
        "secret_tool_search_all",
        "output",
        "$ secret-tool search --all --unlock service restic\n[/org/freedesktop/secrets/"
        "collection/login/12]\nlabel = restic b2\nsecret = {v}\ncreated = 2026-10-02 08:11:31",
    ),
    k(
        "python_keyring_get",
        "output",
        "$ keyring get pypi __token__\n{v}",
        value=lambda r: "pypi-AgEIcHlwaS5vcmc" + urlsafe(r, 140),
    ),
    k(
        "python_keyring_set_code",
        "code",
        'keyring.set_password("jira", "ana@acme.dev", "{v}")',
        value=lambda r: "ATATT3xFfGF0" + urlsafe(r, 180),
    ),
    k(
        "pass_show_output",
        "output",
        "$ pass show infra/ipmi/r740-01\n{v}\nuser: root\nurl: https://10.0.9.11",
    ),
    k(
        "gopass_show_o",
        "output",
        "$ gopass show -o websites/hetzner.com/ana\n{v}",
    ),
    k(
        "kwallet_query_read",
        "output",
        "$ kwallet-query -f Passwords -r nas.lan kdewallet\n{v}",
    ),
    k(
        "git_credential_fill_output",
        "output",
        "$ printf 'protocol=https\\nhost=gitea.acme.dev\\n\\n' | git credential fill\n"
        "protocol=https\nhost=gitea.acme.dev\nusername=ana\npassword={v}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "docker_credential_helper_get",
        "output",
        '$ echo registry.acme.dev | docker-credential-secretservice get\n{"ServerURL":'
        '"registry.acme.dev","Username":"ci","Secret":"{v}"}',
    ),
)

_WINDOWS: tuple[Kind, ...] = (
    k(
        "cmdkey_add_generic",
        "cli",
        "cmdkey /add:fs01.acme.local /user:ACME\\svc-backup /pass:{v}",
    ),
    k(
        "stored_credential_object",
        "output",
        "PS> Get-StoredCredential -Target git:https://dev.azure.com -AsCredentialObject\n\n"
        "Flags          : 0\nType           : Generic\nTargetName     : git:https://dev.azure.com\n"
        "UserName       : PersonalAccessToken\nPassword       : {v}\nPersist        : LocalMachine",
        value=lambda r: pick(r, "abcdefghijklmnopqrstuvwxyz234567", 52),
    ),
    k(
        "secretmanagement_get_secret_plaintext",
        "output",
        "PS> Get-Secret -Name SqlSa -Vault LocalStore -AsPlainText\n{v}",
    ),
    k(
        "convertto_securestring_plaintext",
        "code",
        "$pass = ConvertTo-SecureString '{v}' -AsPlainText -Force\n$cred = New-Object "
        "System.Management.Automation.PSCredential('ACME\\svc-deploy', $pass)",
    ),
    k(
        "export_clixml_dpapi",
        "output",
        '<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">\n'
        '  <Obj RefId="0">\n    <TN RefId="0"><T>System.Management.Automation.PSCredential</T>'
        '</TN>\n    <Props>\n      <S N="UserName">ACME\\svc-deploy</S>\n      <SS N="Password">'
        "{v}</SS>\n    </Props>\n  </Obj>\n</Objs>",
        value=_dpapi_lower,
    ),
    k(
        "net_use_password",
        "cli",
        "net use Z: \\\\fs01\\projects {v} /user:ACME\\ana /persistent:no",
    ),
    k(
        "unattend_autologon_password",
        "config",
        "<AutoLogon>\n  <Password>\n    <Value>{v}</Value>\n    <PlainText>true</PlainText>\n"
        "  </Password>\n  <Enabled>true</Enabled>\n  <Username>Administrator</Username>\n"
        "</AutoLogon>",
    ),
    k(
        "winlogon_default_password_reg",
        "cli",
        'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" '
        '/v DefaultPassword /t REG_SZ /d "{v}" /f',
    ),
    k(
        "gpp_cpassword",
        "config",
        '<User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalAdmin">\n'
        '  <Properties action="U" userName="LocalAdmin" cpassword="{v}" changeLogon="0" />\n'
        "</User>",
        value=lambda r: b64(r, 43),
    ),
    k(
        "runas_netonly_echo",
        "cli",
        'echo {v}| runas /netonly /user:ACME\\adm-ana "mmc dsa.msc"',
    ),
)

_EXPORTS: tuple[Kind, ...] = (
    k(
        "bitwarden_json_export",
        "output",
        '{"type": 1, "name": "Hetzner", "login": {"uris": [{"match": null, "uri": '
        '"https://accounts.hetzner.com"}], "username": "ana@acme.dev", "password": "{v}", '
        '"totp": null}, "favorite": false}',
    ),
    k(
        "bitwarden_csv_export",
        "output",
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,"
        "login_password,login_totp\nInfra,,login,iDRAC r740,,,0,https://10.0.9.11,root,{v},",
    ),
    k(
        "onepassword_csv_export",
        "output",
        "Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n"
        '"Synology NAS","https://nas.lan:5001","admin","{v}",,false,false,"home",""',
    ),
    k(
        "lastpass_csv_export",
        "output",
        "url,username,password,totp,extra,name,grouping,fav\nhttps://router.lan,admin,{v},,,"
        "Router,Home,0",
    ),
    k(
        "keepass_xml_entry",
        "output",
        "<Entry>\n\t<UUID>{k22}==</UUID>\n\t<String>\n\t\t<Key>Password</Key>\n\t\t"
        '<Value ProtectInMemory="True">{v}</Value>\n\t</String>\n\t<String>\n\t\t<Key>Title'
        "</Key>\n\t\t<Value>vCenter</Value>\n\t</String>\n</Entry>",
    ),
    k(
        "keepassxc_csv_export",
        "output",
        '"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified",'
        '"Created"\n"Root/Servers","pve01","root","{v}","https://10.0.0.4:8006","","","0",'
        '"2026-11-02T10:00:00Z","2025-03-01T09:00:00Z"',
    ),
    k(
        "keepassxc_cli_show",
        "output",
        "$ keepassxc-cli show -s ~/vault.kdbx Servers/pve01\nTitle: pve01\nUserName: root\n"
        "Password: {v}\nURL: https://10.0.0.4:8006",
    ),
    k(
        "dashlane_csv_export",
        "output",
        "username,username2,username3,title,password,note,url,category,otpSecret\n"
        "ana@acme.dev,,,OVHcloud,{v},,https://www.ovh.com,,",
    ),
    k(
        "chrome_passwords_csv",
        "output",
        "name,url,username,password,note\nportal.azure.com,https://login.microsoftonline.com/,"
        "ana@acme.dev,{v},",
    ),
    k(
        "firefox_logins_csv",
        "output",
        '"url","username","password","httpRealm","formActionOrigin","guid","timeCreated",'
        '"timeLastUsed","timePasswordChanged"\n"https://grafana.acme.dev","admin","{v}",,'
        '"https://grafana.acme.dev","{{uuid}}","1730000000000","1732900000000","1730000000000"',
    ),
    k(
        "safari_passwords_csv",
        "output",
        "Title,URL,Username,Password,Notes,OTPAuth\nunifi.lan (admin),https://unifi.lan/,"
        "admin,{v},,",
    ),
    k(
        "protonpass_csv",
        "output",
        "type,name,url,email,username,password,note,totp,createTime,modifyTime,vault\n"
        "login,Scaleway,https://console.scaleway.com,ana@acme.dev,,{v},,,1730000000,"
        "1731000000,Work",
    ),
    k(
        "nordpass_csv",
        "output",
        "name,url,additional_urls,username,password,note,cardholdername,cardnumber,cvc,"
        "expirydate,zipcode,folder,full_name,phone_number,email,address1,address2,city,"
        "country,state,type\nMikroTik,https://10.0.0.1,,admin,{v},,,,,,,Network,,,,,,,,,password",
    ),
    k(
        "enpass_json_field",
        "output",
        '{"fields": [{"label": "Username", "type": "username", "value": "admin"}, '
        '{"label": "Password", "sensitive": 1, "type": "password", "value": "{v}"}], '
        '"title": "Proxmox"}',
    ),
    k(
        "otpauth_seed_in_export",
        "output",
        "Title,URL,Username,Password,Notes,OTPAuth\nAWS root,https://aws.amazon.com,"
        "root@acme.dev,{k16},,otpauth://totp/AWS:root@acme.dev?secret={v}&issuer=AWS",
        value=_totp,
    ),
    k(
        "keepass_keyfile_xml",
        "output",
        '$ cat vault.keyx\n<?xml version="1.0" encoding="utf-8"?>\n<KeyFile>\n\t<Meta>\n\t\t'
        '<Version>2.0</Version>\n\t</Meta>\n\t<Key>\n\t\t<Data Hash="{h8}">\n\t\t\t{v}\n'
        "\t\t</Data>\n\t</Key>\n</KeyFile>",
        value=lambda r: " ".join(hexs(r, 8).upper() for _ in range(8)),
    ),
    k(
        "bw_unlock_session",
        "output",
        "$ bw unlock\n? Master password: [hidden]\nYour vault is now unlocked!\n\nTo unlock your "
        "vault, set your session key to the `BW_SESSION` environment variable. ex:\n$ export "
        'BW_SESSION="{v}"',
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "op_read_output",
        "output",
        '$ op read "op://Infra/proxmox/password"\n{v}',
    ),
    k(
        "lpass_show_password",
        "output",
        "$ lpass show --password 'Shared-Infra/ilo-02'\n{v}",
    ),
    k(
        "rbw_get_output",
        "output",
        "$ rbw get 'mail.acme.dev'\n{v}",
    ),
    k(
        "bitwarden_master_password_env",
        "cli",
        "export BW_PASSWORD='{v}'\nbw unlock --passwordenv BW_PASSWORD --raw",
    ),
)

VAULT_KINDS: tuple[Kind, ...] = (*_OS, *_WINDOWS, *_EXPORTS)
