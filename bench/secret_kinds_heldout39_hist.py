"""Held-out 39's histories (`bench/secret_kinds_heldout39.py`).

A secret a history kept: shells' history files (zsh's extended `: epoch:0;`
lines, fish's `- cmd:` YAML, bash with `HISTTIMEFORMAT`, PowerShell's
`ConsoleHost_history.txt`), git's (`reflog`, `log -p -S`, `show` of a
stash-like commit, `cat-file -p` of a blob, a remote's URL in `.git/config`),
REPLs' histories, Jupyter checkpoints, editors' swap and backup files, and
crash reports' and core dumps' `strings`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, lower_alnum, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    alnum_of,
    aws_secret,
    gh_token,
    google_key,
    jwt,
    npm_token,
    openai_key,
    pem_key,
    slack_bot,
    stripe_live,
)

__all__ = ["HIST_KINDS"]


def _glpat(r: random.Random) -> str:
    return "glpat-" + urlsafe(r, 20)


HIST_KINDS: tuple[Kind, ...] = (
    k(
        "zsh_extended_history_export",
        "output",
        "$ tail -3 ~/.zsh_history\n: 1764551200:0;cd ~/src/api\n: 1764551214:0;export "
        "OPENAI_API_KEY={v}\n: 1764551230:3;make test",
        value=openai_key,
    ),
    k(
        "zsh_history_grep_hit",
        "output",
        "$ grep -a curl ~/.zsh_history | tail -1\n: 1764550011:0;curl -u admin:{v} "
        "https://jenkins.acme.io/api/json",
    ),
    k(
        "fish_history_yaml_cmd",
        "output",
        "- cmd: set -x STRIPE_API_KEY {v}\n  when: 1764552011\n- cmd: stripe listen\n  when: "
        "1764552040",
        value=stripe_live,
    ),
    k(
        "fish_history_with_paths",
        "config",
        "- cmd: psql postgresql://report:{v}@warehouse.acme.io/analytics\n  when: 1764400000\n"
        "  paths:\n    - ~/reports",
    ),
    k(
        "bash_history_histtimeformat",
        "output",
        "$ HISTTIMEFORMAT='%F %T ' history | tail -2\n  511  2026-11-30 14:02:11 docker login -u ci"
        " -p {v} registry.acme.io\n  512  2026-11-30 14:02:40 history",
        value=alnum_of(32),
    ),
    k(
        "bash_history_timestamp_comment",
        "output",
        "$ cat ~/.bash_history\n#1764553000\nmysql -uroot -p'{v}' -e 'show databases'\n#1764553050"
        "\nexit",
    ),
    k(
        "powershell_consolehost_history",
        "output",
        "PS> Get-Content (Get-PSReadLineOption).HistorySavePath | Select-Object -Last 2\n"
        '$env:AZURE_CLIENT_SECRET = "{v}"\naz login --service-principal -u $env:AZURE_CLIENT_ID',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "powershell_history_securestring_plain",
        "config",
        "ConvertTo-SecureString '{v}' -AsPlainText -Force | Set-Variable pw\n"
        "New-PSDrive -Name Z -PSProvider FileSystem -Root \\\\fs01\\share",
    ),
    k(
        "cmd_doskey_history",
        "output",
        "C:\\> doskey /history\ncd \\build\nnet use \\\\nas01\\builds /user:ACME\\svc_build {v}\n"
        "msbuild /t:Release",
    ),
    k(
        "git_reflog_commit_message",
        "output",
        "$ git reflog -3\n{h7} HEAD@{0}: commit (amend): config: use token {v}\n{h7} HEAD@{1}: "
        "commit: wip",
        value=gh_token,
    ),
    k(
        "git_log_p_s_removed_line",
        "output",
        "$ git log -p -S SLACK_BOT_TOKEN -- .env\ncommit {h40}\nAuthor: Ana <ana@acme.io>\n\n"
        "    remove secrets\n\n--- a/.env\n+++ b/.env\n@@ -3 +2,0 @@\n-SLACK_BOT_TOKEN={v}",
        value=slack_bot,
    ),
    k(
        "git_log_p_added_line",
        "output",
        "commit {h40}\n\n    add prod settings\n\ndiff --git a/config/prod.yml b/config/prod.yml\n"
        "@@ -10,3 +10,4 @@ smtp:\n   host: smtp.acme.io\n+  password: {v}\n   port: 587",
    ),
    k(
        "git_show_stash_like_diff",
        "output",
        "$ git show wip-branch~1 -- settings.py\n-SECRET_KEY = os.environ['SECRET_KEY']\n+SECRET_"
        "KEY "
        "= '{v}'",
        value=lambda r: urlsafe(r, 50),
    ),
    k(
        "git_cat_file_blob",
        "output",
        "$ git cat-file -p {h40}\n[default]\naws_access_key_id = AKIA{U16}\naws_secret_access_key"
        " = "
        "{v}\nregion = eu-central-1",
        value=aws_secret,
    ),
    k(
        "git_rev_list_objects_grep",
        "output",
        "$ git grep -n PRIVATE_TOKEN $(git rev-list --all) -- ci/\n{h40}:ci/deploy.sh:4:PRIVATE_T"
        "OKEN"
        "={v}",
        value=_glpat,
    ),
    k(
        "git_config_remote_url_credentials",
        "config",
        '[core]\n\trepositoryformatversion = 0\n[remote "origin"]\n\turl = https://ana:{v}@'
        "github.com/acme/infra.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*",
        value=gh_token,
    ),
    k(
        "git_remote_v_output",
        "output",
        "$ git remote -v\norigin\thttps://gitlab-ci-token:{v}@gitlab.acme.io/web/shop.git (fetch)\n"
        "origin\thttps://gitlab-ci-token:{v}@gitlab.acme.io/web/shop.git (push)",
        value=_glpat,
    ),
    k(
        "git_credentials_store_file",
        "config",
        "$ cat ~/.git-credentials\nhttps://x-access-token:{v}@github.com\n"
        "https://ana:{k12}@bitbucket.org",
        value=lambda r: "ghs_" + alnum(r, 36),
    ),
    k(
        "git_fsck_dangling_blob_show",
        "output",
        "$ git fsck --lost-found\ndangling blob {h40}\n$ git show {h40}\nDATABASE_URL=mysql://app:"
        "{v}@10.0.4.2:3306/app",
    ),
    k(
        "python_history_assignment",
        "output",
        "$ tail -3 ~/.python_history\nimport openai\nopenai.api_key = '{v}'\nopenai.models.list()",
        value=openai_key,
    ),
    k(
        "node_repl_history_line",
        "output",
        "$ head -2 ~/.node_repl_history\nconst s = new Stripe('{v}')\n.editor",
        value=stripe_live,
    ),
    k(
        "psql_history_alter_role",
        "output",
        "$ cat ~/.psql_history\n\\dt\nALTER ROLE reporting WITH PASSWORD '{v}';\n\\q",
    ),
    k(
        "mysql_history_escaped_spaces",
        "output",
        "$ cat ~/.mysql_history\n_HiStOrY_V2_\nCREATE\\040USER\\040'etl'@'%'\\040IDENTIFIED\\040BY"
        "\\040'{v}';",
        value=alnum_of(20),
    ),
    k(
        "irb_history_client",
        "output",
        "$ cat ~/.irb_history\nrequire 'octokit'\nc = Octokit::Client.new(access_token: '{v}')\n"
        "c.user",
        value=gh_token,
    ),
    k(
        "rails_console_history",
        "output",
        "$ tail -1 ~/.rails_console_history\nUser.find(1).update!(api_token: '{v}')",
        value=alnum_of(32),
    ),
    k(
        "sqlite_history_attach",
        "output",
        "$ cat ~/.sqlite_history\n.open app.db\nPRAGMA key = '{v}';\n.tables",
    ),
    k(
        "redis_cli_history",
        "output",
        "$ cat ~/.rediscli_history\nAUTH default {v}\nKEYS session:*",
        value=alnum_of(32),
    ),
    k(
        "mongosh_history",
        "output",
        '$ tail -1 ~/.mongodb/mongosh/mongosh_repl_history\ndb.getSiblingDB("admin").auth("root",'
        ' "{v}")',
    ),
    k(
        "jupyter_checkpoint_source",
        "config",
        '{\n "cells": [\n  {\n   "cell_type": "code",\n   "source": [\n    "import os\\n",\n'
        '    "os.environ[\\"HF_TOKEN\\"] = \\"{v}\\"\\n"\n   ]\n  }\n ]\n}',
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    k(
        "jupyter_checkpoint_output_cell",
        "output",
        "$ jq -r '.cells[2].outputs[0].text[]' .ipynb_checkpoints/etl-checkpoint.ipynb\n"
        "connected with key {v}\nrows: 10432",
        value=alnum_of(40),
    ),
    k(
        "vim_swap_strings",
        "output",
        "$ strings .config.yml.swp | head -5\nb0VIM 9.0\nana\nlaptop\n~ana/src/api/config.yml\n"
        "  api_secret: {v}",
        value=alnum_of(40),
    ),
    k(
        "vim_viminfo_register",
        "output",
        "$ grep -A2 '\"0' ~/.viminfo\n\"0\tLINE\t0\n\t|export VAULT_TOKEN={v}",
        value=lambda r: "hvs." + urlsafe(r, 90),
    ),
    k(
        "emacs_tilde_backup",
        "output",
        "$ cat .authinfo~\nmachine imap.acme.io login ana@acme.io password {v} port 993",
    ),
    k(
        "emacs_autosave_file",
        "output",
        "$ cat '#secrets.el#'\n(setq gptel-api-key \"{v}\")",
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93) + "AA",
    ),
    k(
        "nano_save_file",
        "output",
        "$ ls\n.env.save\n$ cat .env.save\nMAILGUN_API_KEY={v}\nMAILGUN_DOMAIN=mg.acme.io",
        value=lambda r: "key-" + hexs(r, 32),
    ),
    k(
        "crash_report_env_block",
        "output",
        "Crash report for api (pid 3111)\nSignal: SIGSEGV\nEnvironment:\n  HOME=/home/svc\n"
        "  REDIS_PASSWORD={v}\n  LANG=C.UTF-8",
    ),
    k(
        "core_dump_strings",
        "output",
        "$ strings -n 12 core.api.3111 | grep -i -m3 bearer\nAuthorization: Bearer {v}\n"
        'Bearer realm="api"',
        value=jwt,
    ),
    k(
        "sentry_event_json_request_headers",
        "output",
        '"request": {\n  "url": "https://api.acme.io/v1/charge",\n  "headers": [["X-Api-Key", '
        '"{v}"], ["User-Agent", "curl/8.5.0"]]\n}',
        value=alnum_of(36),
    ),
    k(
        "macos_diagnostic_report_args",
        "output",
        "Process:               backup-agent [811]\nPath:                  /usr/local/bin/backup-"
        "agent\nCommand Line:          backup-agent --s3-secret {v} --bucket nightly",
        value=aws_secret,
    ),
    k(
        "windows_wer_report_cmdline",
        "output",
        "Sig[0].Name=Application Name\nSig[0].Value=sync.exe\nCommandLine=sync.exe /apikey:{v} /"
        "quiet",
        value=alnum_of(32),
    ),
    k(
        "less_history_search",
        "output",
        '$ cat ~/.lesshst\n.less-history-file:\n.search\n"{v}\n',
        value=npm_token,
    ),
    k(
        "wget_hsts_and_history_cmd",
        "output",
        "$ history | grep wget\n  88  wget --header='PRIVATE-TOKEN: {v}' https://gitlab.acme.io/api"
        "/v4/projects/12/jobs/artifacts/main/download",
        value=_glpat,
    ),
    k(
        "terraform_log_trace_request",
        "output",
        "2026-11-30T10:11:12.123Z [DEBUG] provider.terraform-provider-cloudflare: HTTP Request "
        "Sent:\nX-Auth-Key: {v}\nX-Auth-Email: ops@acme.io",
        value=lambda r: hexs(r, 37),
    ),
    k(
        "ssh_private_key_in_shell_history",
        "output",
        "$ history | grep -A5 'cat > id'\n  301  cat > id_deploy <<'EOF'\n{v}\nEOF",
        value=pem_key,
    ),
    k(
        "npm_debug_log_config",
        "output",
        "$ cat ~/.npm/_logs/2026-11-30T10_00_00_000Z-debug-0.log | grep auth\n"
        "12 verbose config //registry.npmjs.org/:_authToken={v}",
        value=npm_token,
    ),
    k(
        "google_key_in_history_query",
        "output",
        ": 1764554000:0;curl 'https://maps.googleapis.com/maps/api/geocode/json?address=x&key={v}'",
        value=google_key,
    ),
    k(
        "tmux_resurrect_pane_contents",
        "output",
        "$ cat ~/.tmux/resurrect/pane_contents/pane-0:1.0\nana@dev:~$ export CF_API_TOKEN={v}\n"
        "ana@dev:~$ wrangler deploy",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "lower_token_in_history",
        "output",
        "  42  2026-11-29 09:00:01 heroku config:set API_TOKEN={v} -a shop",
        value=lambda r: lower_alnum(r, 40),
    ),
    k(
        "password_in_history_p_flag",
        "output",
        ": 1764555000:0;sshpass -p '{v}' ssh root@10.0.0.12",
        value=lambda r: pw(r, 16),
    ),
    k(
        "hex_secret_git_diff_word",
        "output",
        "$ git diff --word-diff HEAD~1 -- config.ini\n[webhooks]\nsigning_secret = [-changeme-]{+"
        "{v}+}",
        value=lambda r: hexs(r, 64),
    ),
)
