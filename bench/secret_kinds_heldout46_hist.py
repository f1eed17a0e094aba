"""Held-out 46's shell histories and terminal recordings (`bench/secret_kinds_heldout46.py`).

Histories an agent is shown or reads: bash's `history` (numbered, and with
`HISTTIMEFORMAT` dates), `.bash_history` with `#` timestamp lines, zsh's
extended `.zsh_history` (`: 1764…:0;`), fish's `fish_history` YAML (`- cmd:`
with `when:` and `paths:`), PowerShell's `ConsoleHost_history.txt` (an
`$env:` assignment, `ConvertTo-SecureString -AsPlainText`, a backtick
continuation) and `Get-History`, nushell's `history.txt`, atuin's `history
list`, the REPL histories (`.mysql_history` with `\\040` for spaces,
`.psql_history`, `.python_history`, `.node_repl_history`,
`.rediscli_history`, `.sqlite_history`) and Vim's `.viminfo` command line
history. Recordings: asciinema casts (v2 and v3 headers, an `"o"` event
with JSON-escaped colour codes, an `"i"` event of a paste, the cast's own
`env` header), `script` typescripts with raw escape codes, `\\r\\n` and a
bracketed paste, a tmux `capture-pane` with a prompt, a VHS tape's `Type`
line and GNU screen's hardcopy.
"""

from __future__ import annotations

from bench.secret_kinds import Kind, alnum, b64
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_agent import openrouter
from bench.secret_kinds_heldout46_mcp import (
    aws_secret,
    gh_classic,
    hvs,
    npm_tok,
    pct_pw,
    sk_ant,
    sk_proj,
    tok,
)

__all__ = ["HIST_KINDS"]

_ESC = "\x1b"

_HISTORY: tuple[Kind, ...] = (
    k(
        "bash_history_numbered",
        "output",
        "$ history | tail -4\n  511  cd ~/src/shop\n  512  export OPENAI_API_KEY={v}\n  513  "
        "npm run dev\n  514  history | tail -4",
        value=sk_proj,
    ),
    k(
        "bash_history_histtimeformat",
        "output",
        "$ HISTTIMEFORMAT='%F %T ' history 3\n 1022  2026-12-01 17:41:09 mysql -u root -p'{v}' "
        "shop\n 1023  2026-12-01 17:43:55 exit\n 1024  2026-12-02 09:12:00 history 3",
    ),
    k(
        "bash_history_file_timestamps",
        "output",
        '$ tail -6 ~/.bash_history\n#1764608411\ngit pull\n#1764608433\ncurl -H "PRIVATE-TOKEN: '
        '{v}" https://gitlab.acme.dev/api/v4/projects\n#1764608480\nls',
        value=lambda r: "glpat-" + b64(r, 20).replace("/", "_").replace("+", "-"),
    ),
    k(
        "zsh_history_extended",
        "output",
        ": 1764608411:0;cd ~/src/api\n: 1764608430:2;export ANTHROPIC_API_KEY={v}\n: 1764608499:0;"
        "claude",
        value=sk_ant,
    ),
    k(
        "zsh_history_multiline_continuation",
        "output",
        ": 1764609001:0;docker login ghcr.io \\\n  -u ana-dev \\\n  -p {v}\n: 1764609010:0;docker"
        " push ghcr.io/acme/api:dev",
        value=gh_classic,
    ),
    k(
        "fish_history_yaml",
        "output",
        "- cmd: set -gx HUGGING_FACE_HUB_TOKEN {v}\n  when: 1764608411\n- cmd: huggingface-cli "
        "whoami\n  when: 1764608420",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    k(
        "fish_history_paths_escaped",
        "output",
        "- cmd: psql \"postgresql://app:{v}@localhost/app\" -c 'select 1'\\nexit\n  when: "
        "1764608500\n  paths:\n    - ~/src/shop",
        value=pct_pw,
    ),
    k(
        "powershell_consolehost_history_env",
        "output",
        "PS> Get-Content (Get-PSReadLineOption).HistorySavePath -Tail 3\ncd C:\\src\\api\n"
        '$env:OPENROUTER_API_KEY = "{v}"\ncodex',
        value=openrouter,
    ),
    k(
        "powershell_history_securestring",
        "output",
        "$cred = New-Object PSCredential('CORP\\svc-build', (ConvertTo-SecureString '{v}' "
        "-AsPlainText -Force))\nEnter-PSSession -ComputerName build01 -Credential $cred",
    ),
    k(
        "powershell_history_backtick_continuation",
        "output",
        "Invoke-RestMethod -Uri https://api.acme.dev/v1/deploy `\n  -Headers @{ Authorization = "
        '"Bearer {v}" } `\n  -Method Post',
        value=tok,
    ),
    k(
        "powershell_get_history_table",
        "output",
        "PS> Get-History\n\n  Id CommandLine\n  -- -----------\n   1 cd C:\\src\n   2 npm config "
        "set //registry.npmjs.org/:_authToken {v}\n   3 npm publish",
        value=npm_tok,
    ),
    k(
        "nushell_history_txt",
        "output",
        '$env.GITHUB_TOKEN = "{v}"\ngh repo list acme --limit 5\nls | where size > 1mb',
        value=gh_classic,
    ),
    k(
        "atuin_history_list",
        "output",
        "$ atuin history list --cwd --format '{time} {command}'\n2026-12-01 17:02:11 vault login "
        "-method=token token={v}\n2026-12-01 17:02:40 vault kv list secret/",
        value=hvs,
    ),
    k(
        "mysql_history_octal_spaces",
        "output",
        "$ tail -2 ~/.mysql_history\nCREATE\\040USER\\040'app'@'%'\\040IDENTIFIED\\040BY\\040'{v}';"
        "\nGRANT\\040ALL\\040ON\\040shop.*\\040TO\\040'app'@'%';",
    ),
    k(
        "psql_history_alter_user",
        "output",
        "$ cat ~/.psql_history\n\\dt\nALTER ROLE reporting WITH PASSWORD '{v}';\n\\q",
    ),
    k(
        "python_history_assignment",
        "output",
        "$ tail -3 ~/.python_history\nimport anthropic\nc = anthropic.Anthropic(api_key='{v}')\n"
        "c.models.list()",
        value=sk_ant,
    ),
    k(
        "node_repl_history",
        "output",
        "$ head -3 ~/.node_repl_history\nawait client.auth.test()\nconst client = new WebClient("
        "'{v}')"
        "\nconst { WebClient } = require('@slack/web-api')",
        value=lambda r: f"xoxp-{alnum(r, 12)}-{alnum(r, 12)}-{alnum(r, 13)}-{alnum(r, 32)}",
    ),
    k(
        "rediscli_history_auth",
        "output",
        "$ cat ~/.rediscli_history\nAUTH default {v}\nKEYS session:*\nTTL session:{h16}",
    ),
    k(
        "sqlite_history_attach_key",
        "output",
        "$ cat ~/.sqlite_history\nPRAGMA key = '{v}';\n.tables\nSELECT count(*) FROM notes;",
    ),
    k(
        "viminfo_command_line_history",
        "output",
        "# Command Line History (newest to oldest):\n:!curl -s -H 'X-Api-Key: {v}' "
        "https://api.acme.dev/v2/status\n|2,0,1764608411,,\"!curl -s -H 'X-Api-Key: {v}' "
        'https://api.acme.dev/v2/status"\n:wq',
        value=tok,
    ),
)

_RECORDINGS: tuple[Kind, ...] = (
    k(
        "asciinema_v2_output_event",
        "output",
        '{"version": 2, "width": 120, "height": 32, "timestamp": 1764608411, "env": {"SHELL": '
        '"/bin/zsh", "TERM": "xterm-256color"}}\n[0.412, "o", "$ "]\n[1.903, "o", "export '
        'AWS_SECRET_ACCESS_KEY={v}\\r\\n"]\n[2.110, "o", "$ "]',
        value=aws_secret,
    ),
    k(
        "asciinema_v3_colour_escapes",
        "output",
        '{"version": 3, "term": {"cols": 100, "rows": 30, "type": "xterm-256color"}, '
        '"timestamp": 1764608411}\n[0.21, "o", "\\u001b[32m✓\\u001b[0m Logged in. Token: '
        '\\u001b[1m{v}\\u001b[0m\\r\\n"]',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "asciinema_input_event_paste",
        "output",
        '[3.011, "i", "{v}"]\n[3.012, "o", "\\r\\n"]\n[3.402, "o", "Login Succeeded\\r\\n"]',
    ),
    k(
        "asciinema_cast_env_header_token",
        "output",
        '{"version": 2, "width": 80, "height": 24, "env": {"SHELL": "/bin/bash", "TERM": '
        '"xterm", "GH_TOKEN": "{v}"}, "title": "release demo"}',
        value=gh_classic,
    ),
    k(
        "script_typescript_raw_escapes",
        "output",
        'Script started on 2026-12-02 09:11:40+00:00 [COMMAND="/bin/bash" TERM="xterm"]\n'
        + _ESC
        + "]0;ana@devbox: ~/src"
        + "\x07"
        + _ESC
        + "[01;32mana@devbox"
        + _ESC
        + "[00m:~/src$ export STRIPE_API_KEY={v}\r\n"
        + _ESC
        + "[01;32mana@devbox"
        + _ESC
        + "[00m:~/src$ exit\r\n",
        value=lambda r: "rk_test_" + alnum(r, 99),
    ),
    k(
        "script_typescript_bracketed_paste",
        "output",
        "ana@devbox:~$ "
        + _ESC
        + "[?2004h"
        + _ESC
        + "[200~psql 'host=db user=app password={v} dbname=shop'"
        + _ESC
        + "[201~\r\n"
        + _ESC
        + "[?2004lpsql (16.4)\r\n",
    ),
    k(
        "tmux_capture_pane_prompt",
        "output",
        "$ tmux capture-pane -pt agent:0.1 -S -5\n❯ npm login --auth-type=legacy\nUsername: "
        "ana-dev\nPassword: \n❯ npm token create\n│ token   │ {v} │\n❯",
        value=npm_tok,
    ),
    k(
        "vhs_tape_type_line",
        "config",
        'Output demo.gif\nSet FontSize 18\nType "export REPLICATE_API_TOKEN={v}"\nEnter\nSleep '
        "500ms"
        '\nType "python predict.py"',
        value=lambda r: "r8_" + alnum(r, 37),
    ),
    k(
        "screen_hardcopy_prompt",
        "output",
        "$ cat hardcopy.0\n[ops@jump ~]$ mongosh 'mongodb://admin:{v}@mongo01:27017/admin'\n"
        "Current Mongosh Log ID: {h24}",
        value=pct_pw,
    ),
    k(
        "script_typescript_overtyped_prompt",
        "output",
        "Password for 'https://ana-dev@github.com': "
        + "\r\n"
        + _ESC
        + "[1A"
        + _ESC
        + "[Kremote: token {v} used, scopes: repo\r\n",
        value=gh_classic,
    ),
    k(
        "asciinema_openrouter_curl",
        "output",
        '[5.32, "o", "curl https://openrouter.ai/api/v1/models -H \\"Authorization: Bearer {v}'
        '\\"\\r\\n"]',
        value=openrouter,
    ),
)

HIST_KINDS: tuple[Kind, ...] = (*_HISTORY, *_RECORDINGS)
