"""Held-out 38's terminal renderings (`bench/secret_kinds_heldout38.py`).

A secret as a terminal shows it: in tables drawn with box-drawing or ASCII
borders (a rich table, tabulate's grids, psql's and the mysql client's
results, a cloud CLI's `--output table`, a `kubectl` wide row), wrapped in
ANSI colour codes around the name or the value, a long value wrapped at the
terminal's width, a tmux or screen capture with a status line, `column -t`
alignment, tree views of a config, a `watch` header, a TUI's panel and a
`less` status line.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout38_objects import gh_token, live_key, slack_bot

__all__ = ["TERM_KINDS"]


def _u(r: random.Random) -> str:
    return urlsafe(r, 40)


def _box(rows: list[tuple[str, str]], width: int = 44) -> str:
    top = "┏" + "━" * 22 + "┳" + "━" * width + "┓"
    out = [top]
    for i, (a, b) in enumerate(rows):
        out.append(f"┃ {a:<20} ┃ {b:<{width - 2}} ┃")
        if i == 0:
            out.append("┡" + "━" * 22 + "╇" + "━" * width + "┩")
    out.append("└" + "─" * 22 + "┴" + "─" * width + "┘")
    return "\n".join(out)


def _rich(name: str, value_of: object) -> Kind:
    maker = value_of if callable(value_of) else pw

    def make(r: random.Random) -> tuple[str, str]:
        v = maker(r)
        rows = [("Key", "Value"), ("host", "db.internal"), (name, v), ("port", "5432")]
        return v, _box(rows, max(44, len(v) + 4))

    return Kind(f"rich_table_{name}", "output", make)


_TABLES: tuple[Kind, ...] = (
    _rich("password", pw),
    _rich("api_token", gh_token),
    k(
        "psql_result_password_column",
        "output",
        "app=# select name, login, password from service_accounts where name = 'etl';\n"
        " name | login |    password\n------+-------+----------------\n etl  | etl   | {v}\n(1"
        " row)",
    ),
    k(
        "psql_expanded_secret",
        "output",
        "app=# \\x\nExpanded display is on.\napp=# select * from integrations limit 1;\n"
        "-[ RECORD 1 ]-+-----------------------------------------\nid            | 7\nprovider "
        "     | stripe\nsecret_key    | {v}\ncreated_at    | 2026-11-02 09:14:55+00",
        value=live_key,
    ),
    k(
        "mysql_client_grid_password",
        "output",
        "mysql> SELECT user, plain_pw FROM legacy_users LIMIT 1;\n+--------+----------------+\n"
        "| user   | plain_pw       |\n+--------+----------------+\n| admin  | {v} |\n"
        "+--------+----------------+\n1 row in set (0.00 sec)",
    ),
    k(
        "mysql_vertical_token",
        "output",
        "mysql> SELECT * FROM api_clients\\G\n*************************** 1. row ***************"
        "************\n       id: 3\n     name: partner-portal\n    token: {v}\n",
        value=_u,
    ),
    k(
        "sqlite_box_mode_key",
        "output",
        "sqlite> .mode box\nsqlite> select * from settings;\n┌──────────────┬──────────────────"
        "────────────────────┐\n│     key      │                value                 │\n├────"
        "──────────┼──────────────────────────────────────┤\n│ smtp_pass    │ {v}           │\n"
        "└──────────────┴──────────────────────────────────────┘",
    ),
    k(
        "tabulate_grid_secret",
        "output",
        "+-------------+------------------------------------------+\n| name        | value       "
        "                             |\n+=============+==========================================+"
        "\n| client_secret | {v} |\n+-------------+------------------------------------------+",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "tabulate_github_env_table",
        "output",
        "| variable         | value                                    |\n|------------------|"
        "------"
        "------------------------------------|\n| SLACK_BOT_TOKEN  | {v} |\n| SLACK_CHANNEL    | "
        "#deploys                                 |",
        value=slack_bot,
    ),
    k(
        "az_output_table_key",
        "output",
        "$ az storage account keys list -g rg-data -n acmedata -o table\nCreationTime        "
        "              KeyName    Permissions    Value\n--------------------------------  ---------"
        "  -------------  ------------\n2026-10-01T08:11:02.112233+00:00  key1       FULL         "
        "  {v}",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "aws_output_table_secret",
        "output",
        "$ aws iam create-access-key --user-name ci --output table\n------------------------------"
        "-----------------------------\n|                     CreateAccessKey                     |"
        "\n+---------------------------------------------------------+\n||                       "
        "AccessKey                       ||\n|+-----------------+-----------------------------"
        "------"
        "---+|\n||  AccessKeyId    |  AKIA{U16}                  ||\n||  SecretAccessKey|  {v}  ||",
        value=lambda r: b64(r, 40),
    ),
    k(
        "gcloud_table_secret_value",
        "output",
        "$ gcloud secrets versions access latest --secret=smtp-pass --format='table(payload.data"
        ".decode(base64))'\nDATA\n{v}",
    ),
    k(
        "kubectl_wide_env_value",
        "output",
        "$ kubectl get pods -o custom-columns=NAME:.metadata.name,TOKEN:.spec.containers[0].env[1]"
        ".value\nNAME                        TOKEN\napi-7d9f8c6b5-x2kq9   {v}",
        value=_u,
    ),
    k(
        "heroku_config_aligned",
        "output",
        "=== acme-api Config Vars\nDATABASE_URL:     postgres://u{l8}:{v}@ec2-3-1-2-3.compute-1."
        "amazonaws.com:5432/d{l10}\nREDIS_URL:        redis://h:{k12}@cache:6379",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "column_t_env_file",
        "output",
        "$ column -t -s= .env\nAPP_ENV          production\nSTRIPE_SECRET    {v}\nSENTRY_ENV     "
        "  prod",
        value=live_key,
    ),
    k(
        "docker_inspect_table_env",
        "output",
        "$ docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' api\nPATH=/usr/local/"
        "sbin:/usr/local/bin\nJWT_SIGNING_KEY={v}\nNODE_VERSION=20.11.1",
        value=lambda r: b64(r, 64),
    ),
    k(
        "vault_kv_get_table",
        "output",
        "$ vault kv get secret/payments\n====== Data ======\nKey           Value\n---           "
        "-----\napi_key       {v}\nwebhook       https://pay.acme.io/hook",
        value=live_key,
    ),
    k(
        "op_item_get_table",
        "output",
        "$ op item get 'Prod DB'\nID:          {l26}\nTitle:       Prod DB\nFields:\n  username:  "
        "  postgres\n  password:    {v}\n  hostname:    db.acme.io",
    ),
)

_ANSI: tuple[Kind, ...] = (
    k(
        "ansi_coloured_key_value",
        "output",
        "\x1b[1;34mAPI_KEY\x1b[0m=\x1b[32m{v}\x1b[0m",
        "\x1b[36mpassword\x1b[39m: \x1b[33m'{v}'\x1b[39m",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "ansi_jq_colour_output",
        "output",
        '$ jq . creds.json\n{\n  \x1b[34;1m"client_secret"\x1b[0m\x1b[1;39m: '
        '\x1b[0;32m"{v}"\x1b[0m\n}',
        value=_u,
    ),
    k(
        "ansi_bat_highlight_env",
        "output",
        "\x1b[38;5;238m   3\x1b[0m \x1b[38;5;238m│\x1b[0m \x1b[38;2;249;38;114mGITHUB_TOKEN"
        "\x1b[0m=\x1b[38;2;230;219;116m{v}\x1b[0m",
        value=gh_token,
    ),
    k(
        "ansi_escaped_caret_log",
        "output",
        "^[[32mINFO^[[0m connecting with token ^[[1m{v}^[[0m",
        "\\u001b[33mWARN\\u001b[0m using fallback password \\u001b[1m{v}\\u001b[22m",
        value=lambda r: alnum(r, 36),
    ),
    k(
        "ansi_rich_log_secret",
        "output",
        "\x1b[2;36m[11/30/26 10:01:02]\x1b[0m \x1b[34mINFO    \x1b[0m webhook "
        "secret set to \x1b[32m'{v}'\x1b[0m",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
)

_WRAPPED: tuple[Kind, ...] = (
    cut(
        "wrapped_at_80_columns_token",
        "$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    oauth_token: gho_<A>\n<B>\n    user: ana",
        lambda r: alnum(r, 36),
        26,
    ),
    cut(
        "wrapped_jwt_in_terminal",
        "Authorization: Bearer <A>\n<B>",
        lambda r: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdmMtYm90In0." + urlsafe(r, 43),
        60,
    ),
    cut(
        "wrapped_private_key_in_tmux",
        "│ AWS_SECRET_ACCESS_KEY=<A>│\n│<B>                    │\n└─ [0] 0:bash* 1:vim-  "
        '"ana@laptop" 10:12 30-Nov-26',
        lambda r: b64(r, 40),
        28,
    ),
    k(
        "tmux_capture_pane_export",
        "output",
        "$ tmux capture-pane -p -S -20\nana@box:~/api$ export OPENAI_API_KEY={v}\nana@box:~/api$"
        ' make run\n[api] 0:zsh*                        "box" 14:22 30-Nov-26',
        value=lambda r: "sk-proj-" + urlsafe(r, 48),
    ),
    k(
        "screen_hardcopy_mysql_login",
        "output",
        "ana@db01:~$ mysql -uroot -p'{v}' -e 'show databases'\n+--------------------+\n| Database"
        "           |\n+--------------------+\n| information_schema |",
    ),
    k(
        "tree_view_config_secret",
        "output",
        "config\n├── server\n│   ├── host: 0.0.0.0\n│   └── port: 8443\n└── auth\n    ├── issuer:"
        " https://id.acme.io\n    └── client_secret: {v}",
        value=_u,
    ),
    k(
        "yq_tree_like_output",
        "output",
        "spring:\n  datasource:\n    url: jdbc:postgresql://pg/app\n    password: {v}\n  profiles:"
        " prod",
    ),
    k(
        "watch_header_command_token",
        "output",
        "Every 2.0s: curl -s -H 'X-Auth-Token: {v}' localhost:8080/health   box: Mon Nov 30 "
        '10:00:01 2026\n\n{"status":"ok"}',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "less_status_line_file",
        "output",
        "  1 [smtp]\n  2 user = alerts@acme.io\n  3 pass = {v}\n  4 port = 587\n~\n/etc/"
        "msmtprc (END)",
    ),
    k(
        "k9s_panel_secret_decode",
        "output",
        "┌──────────────── Secret(prod/app-secrets) ────────────────┐\n│ DB_PASSWORD: {v}"
        "               │\n│ SESSION_KEY: <hidden>                          │",
    ),
    k(
        "htop_command_column_password",
        "output",
        "  PID USER      PRI  NI  VIRT   RES S CPU% MEM%   TIME+  Command\n 4211 app        20   0"
        "  812M  91M S  0.7  1.1  0:03.12 /usr/bin/redis-cli -a {v} monitor",
    ),
    k(
        "git_log_graph_with_token",
        "output",
        "* 3f2c1ab (HEAD -> main) ci: set token for release\n| diff --git a/.npmrc b/.npmrc\n| +"
        "//registry.npmjs.org/:_authToken={v}",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    k(
        "fzf_preview_secret",
        "output",
        "> prod.env\n  3/120 ──────────────────────────────────────\n│ SENDGRID_KEY={v}\n│ "
        "FROM=noreply@acme.io",
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "diff_side_by_side_secret",
        "output",
        "$ diff -y old.env new.env\nAPI_SECRET=changeme                           | API_SECRET"
        "={v}\n"
        "REGION=eu                                      REGION=eu",
        value=lambda r: alnum(r, 32),
    ),
)

TERM_KINDS: tuple[Kind, ...] = (*_TABLES, *_ANSI, *_WRAPPED)
