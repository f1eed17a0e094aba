"""Held-out 47's memory, disk and repository forensics (`bench/secret_kinds_heldout47.py`).

What an incident responder pulls out of a box or a repository and pastes:
`strings` over a core dump and a memory image, `/proc/<pid>/environ` raw
(NUL between the pairs) and through `tr`, `ps eww`, Volatility's `envars`
and `cmdline`, `gdb`'s `x/s`, `xxd` of a heap page with the value on one
line, a registry export (`Winlogon`'s `DefaultPassword`, a PuTTY proxy
password, a VNC password in hex), a PowerShell `ConsoleHost_history.txt`,
a `.bash_history` carved with Sleuth Kit's `icat`, `docker history
--no-trunc` with a build argument, `git log -p` and `git show` of the
leaking commit, `git reflog`'s dangling object shown with `git cat-file`,
a browser's decrypted login store, a Windows credential listing, a
`.pgpass` and a `.netrc` found on a compromised host, a crontab, a
systemd unit's `Environment=`, an `.msg` mail's body, and a timeline CSV
row with a command line.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import gh_classic, npm_tok, pct_pw, sk_ant, sk_proj, xoxb
from bench.secret_kinds_heldout47_alert import aiza, glpat, sendgrid, stripe_live, tok47

__all__ = ["FORENSIC_KINDS"]


def _vnc_hex(r: random.Random) -> str:
    return hexs(r, 16)


def _aws_secret(r: random.Random) -> str:
    return b64(r, 40)


def _xxd(r: random.Random) -> tuple[str, str]:
    """`xxd` of a heap page: the key fills one line, its bytes in hex and as text."""
    v = alnum(r, 16)
    raw = v.encode().hex()
    groups = " ".join(raw[i : i + 4] for i in range(0, 32, 4))
    text = (
        "00002a40: 0000 0000 0000 0000 4150 495f 4b45 593d  ........API_KEY=\n"
        f"00002a50: {groups}  {v}\n"
        "00002a60: 0000 0000 0000 0000 0000 0000 0000 0000  ................"
    )
    return v, text


_MEMORY: tuple[Kind, ...] = (
    k(
        "strings_core_dump_grep",
        "output",
        "$ strings -n 8 core.{d5} | grep -iE 'pass|secret|token'\nPGPASSWORD={v}\n"
        "password_encryption\nsecret_key_base",
    ),
    k(
        "strings_memory_image_key",
        "output",
        "$ strings -el mem.raw | grep -m3 sk_live\n{v}\nsk_live_\nsk_live_%s",
        value=stripe_live,
    ),
    k(
        "proc_environ_raw_nul",
        "output",
        "$ sudo cat /proc/{d4}/environ\nPATH=/usr/local/bin:/usr/bin\0HOSTNAME=api-7\0"
        "SLACK_BOT_TOKEN={v}\0HOME=/app\0",
        value=xoxb,
    ),
    k(
        "ir_proc_environ_tr",
        "output",
        "$ tr '\\0' '\\n' < /proc/{d4}/environ | sort\nHOME=/root\nLANG=C.UTF-8\n"
        "OPENAI_API_KEY={v}\nPWD=/srv/worker",
        value=sk_proj,
    ),
    k(
        "ir_ps_eww_environment",
        "output",
        "$ ps eww -p {d4}\n    PID TTY      STAT   TIME COMMAND\n   {d4} ?        Ssl    4:12 "
        "node dist/server.js NODE_ENV=production GITHUB_TOKEN={v} PORT=8080",
        value=gh_classic,
    ),
    k(
        "volatility_envars",
        "output",
        "$ vol -f mem.lime linux.envars --pid {d4}\nPID\tPPID\tCOMM\tKEY\tVALUE\n\n{d4}\t1\t"
        "python3\tAWS_ACCESS_KEY_ID\t{aws}\n{d4}\t1\tpython3\tAWS_SECRET_ACCESS_KEY\t{v}",
        value=_aws_secret,
    ),
    k(
        "volatility_cmdline",
        "output",
        "PID\tProcess\tArgs\n\n{d4}\tmysqldump.exe\tmysqldump.exe -h db01 -u backup "
        "--password={v} shop",
    ),
    k(
        "gdb_x_s_string",
        "output",
        '(gdb) x/s 0x55d4c2a0{h4}\n0x55d4c2a0{h4}:\t"{v}"\n(gdb) info symbol 0x55d4c2a0'
        "{h4}\nNo symbol matches.",
        value=sk_ant,
    ),
    Kind("xxd_heap_line_with_key", "output", _xxd),
)

_DISK: tuple[Kind, ...] = (
    k(
        "reg_export_winlogon",
        "config",
        "Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\"
        'Windows NT\\CurrentVersion\\Winlogon]\n"AutoAdminLogon"="1"\n"DefaultUserName"='
        '"kiosk"\n"DefaultPassword"="{v}"',
    ),
    k(
        "reg_export_putty_proxy",
        "config",
        "[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\prod-jump]\n"
        '"HostName"="jump.acme.dev"\n"ProxyUsername"="ana"\n"ProxyPassword"="{v}"',
    ),
    k(
        "reg_export_vnc_password_hex",
        "config",
        '[HKEY_LOCAL_MACHINE\\SOFTWARE\\TightVNC\\Server]\n"Password"=hex:{v}',
        value=lambda r: ",".join(hexs(r, 2) for _ in range(8)),
    ),
    k(
        "vnc_password_hex_reg_query",
        "output",
        "HKEY_LOCAL_MACHINE\\SOFTWARE\\RealVNC\\vncserver\n    Password    REG_SZ    {v}",
        value=_vnc_hex,
    ),
    k(
        "consolehost_history",
        "output",
        "PS> Get-Content (Get-PSReadLineOption).HistorySavePath -Tail 3\n$pw = ConvertTo-"
        'SecureString "{v}" -AsPlainText -Force\nNew-LocalUser -Name svc_sync -Password $pw\n'
        "exit",
    ),
    k(
        "icat_bash_history",
        "output",
        "$ icat -o 2048 disk.dd 1312{d3} | tail -4\ncd /srv/app\nexport NPM_TOKEN={v}\nnpm "
        "publish\nhistory -c",
        value=npm_tok,
    ),
    k(
        "docker_history_build_arg",
        "output",
        "$ docker history --no-trunc acme/api:1.4.2 | grep -i token\n<missing>   3 weeks ago   "
        "|1 GITLAB_TOKEN={v} /bin/sh -c pip install git+https://oauth2:${GITLAB_TOKEN}@gitlab."
        "acme.dev/lib/core.git   41.2MB",
        value=glpat,
    ),
    k(
        "git_log_p_leaking_commit",
        "output",
        "commit {h40}\nAuthor: ana <ana@acme.dev>\nDate:   Mon Nov 30 17:02:11 2026 +0000\n\n"
        "    add mailer config\n\ndiff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1,2 "
        "+1,3 @@\n APP_ENV=prod\n+SENDGRID_API_KEY={v}",
        value=sendgrid,
    ),
    k(
        "git_show_old_file",
        "output",
        "$ git show {h8}^:config/database.yml\nproduction:\n  adapter: postgresql\n  host: "
        "db.internal\n  username: shop\n  password: {v}",
    ),
    k(
        "git_cat_file_dangling_blob",
        "output",
        "$ git fsck --lost-found\ndangling blob {h40}\n$ git cat-file -p {h40}\n"
        "STRIPE_KEY={v}\nSTRIPE_ACCOUNT=acct_{k16}",
        value=stripe_live,
    ),
    k(
        "decrypted_login_data",
        "output",
        "[*] Chrome profile Default: 3 logins decrypted\norigin_url: https://console.acme.dev/"
        "\nusername_value: ana\npassword_value: {v}",
    ),
    k(
        "cmdkey_list_with_password_dump",
        "output",
        "Target: Domain:target=fs01.corp.acme.local\nType: Domain Password\nUser: CORP\\ana\n"
        "Credential Blob: {v}",
    ),
    k(
        "pgpass_found_on_host",
        "config",
        "# /home/etl/.pgpass (mode 0644!)\ndb.internal:5432:*:etl:{v}\nreplica.internal:5432:"
        "*:etl:{v}",
    ),
    k(
        "netrc_found_on_host",
        "config",
        "machine api.heroku.com\n  login ci@acme.dev\n  password {v}\nmachine git.heroku.com\n"
        "  login ci@acme.dev\n  password {v}",
        value=lambda r: "HRKU-AA" + alnum(r, 58),
    ),
    k(
        "crontab_with_secret",
        "output",
        "$ crontab -l -u backup\n15 3 * * * PGPASSWORD='{v}' pg_dump -h db.internal shop | "
        "gzip > /backup/shop.sql.gz",
    ),
    k(
        "ir_systemd_unit_environment",
        "config",
        '[Service]\nUser=acme\nEnvironment="GOOGLE_MAPS_KEY={v}"\nExecStart=/opt/acme/bin/geo',
        value=aiza,
    ),
    k(
        "mail_body_with_password",
        "output",
        "From: it-helpdesk@acme.dev\nTo: new.hire@acme.dev\nSubject: your account\n\nYour "
        "temporary password is {v} - you must change it at first login.",
    ),
    k(
        "timeline_csv_row",
        "output",
        'Date,Time,Source,Type,Description\n2026-12-01,22:14:09,EVT,Process Create,"curl -s '
        "-H 'PRIVATE-TOKEN: {v}' https://gitlab.acme.dev/api/v4/projects\"",
        value=glpat,
    ),
    k(
        "kape_powershell_transcript",
        "output",
        "**********************\nWindows PowerShell transcript start\nUsername: CORP\\ana\n"
        "**********************\nPS C:\\> $cred = New-Object PSCredential('CORP\\svc_sync', "
        "(ConvertTo-SecureString '{v}' -AsPlainText -Force))",
    ),
    k(
        "unattend_xml_password",
        "config",
        "<AutoLogon>\n  <Password>\n    <Value>{v}</Value>\n    <PlainText>true</PlainText>\n"
        "  </Password>\n  <Username>Administrator</Username>\n</AutoLogon>",
    ),
    k(
        "jupyter_checkpoint_token",
        "output",
        '$ cat .ipynb_checkpoints/explore-checkpoint.ipynb | jq -r ".cells[3].source[]"\n'
        'client = anthropic.Anthropic(api_key="{v}")',
        value=sk_ant,
    ),
    k(
        "wordpress_config_from_backup",
        "config",
        "define( 'DB_NAME', 'wp' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '{v}' );"
        "\ndefine( 'AUTH_KEY', '{k64}' );",
    ),
    k(
        "s3_bucket_listing_then_env",
        "output",
        "$ aws s3 cp s3://acme-public-assets/old/.env - --no-sign-request\nMAIL_HOST=smtp.acme."
        "dev\nMAIL_PASSWORD={v}",
        value=pct_pw,
    ),
    k(
        "env_file_in_artifact_zip",
        "output",
        "$ unzip -p build-artifacts.zip dist/.env.production\nVITE_API_URL=https://api.acme.dev"
        "\nAPI_ADMIN_TOKEN={v}",
        value=tok47,
    ),
)

FORENSIC_KINDS: tuple[Kind, ...] = (*_MEMORY, *_DISK)
