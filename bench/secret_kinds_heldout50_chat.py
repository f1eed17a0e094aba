"""Held-out 50's prose, chat and session kinds (`bench/secret_kinds_heldout50.py`).

People handing an agent a credential in a sentence, with the typos and
mixed languages of real chat turns (English, German, French, Spanish,
Brazilian Portuguese, Italian, Dutch, Polish, Turkish, Russian, Ukrainian,
Japanese, Chinese, Korean, Hindi in Latin letters, Vietnamese, Indonesian,
Arabic, Hebrew, Swahili and code-switched lines), in Aider `####` turns
and a vendor's email pasted in; values split over two lines (two chat
messages, a terminal's wrap, string concatenation in JS and Python, a
shell continuation); and the places agents keep them: a Claude Code
`Write` and `Edit` call, a Codex `apply_patch`, an MCP tool call's
arguments, `git log -p`, a CI log that printed a derived value, a table
of `railway variables`, a notebook cell, an SQL `INSERT`, `psql` output,
stack traces and errors that echo a value (pydantic's `input_value`,
PHP's `PDO->__construct` frame, a Python traceback's source line), log
lines with a key in a query, and a markdown fence in an answer.
"""

from __future__ import annotations

import json
import random
import string

from bench.secret_kinds import Kind, alnum, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout50_cli import Gen, L, aider, cc_result, codex, fill, pre

__all__ = ["CHAT_KINDS"]


def _said(name: str, *forms: str, value: Gen = pw) -> Kind:
    return k(name, "prose", *forms, value=value)


def _sk_proj(r: random.Random) -> str:
    return "sk-proj-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74)


def _two_messages(r: random.Random) -> tuple[str, str]:
    key = "sk-ant-api03-" + urlsafe(r, 93) + "AA"
    head, tail = key[:52], key[52:]
    return head, L(
        "user: ok here is the key, my paste got cut, two parts:",
        f"user: {head}",
        f"user: {tail}",
        "user: join them without a space",
    )


def _terminal_wrap(r: random.Random) -> tuple[str, str]:
    line = "export HUGGING_FACE_HUB_TOKEN=hf_" + pick(r, string.ascii_letters, 34)
    head, tail = line[:50], line[50:]
    secret = head.split("=", 1)[1]
    return secret, fill(r, cc_result(L("$ grep HUB_TOKEN ~/.bashrc", head, tail)))


def _js_concat(r: random.Random) -> tuple[str, str]:
    key = "sk_live_51" + alnum(r, 97)
    a, b = key[:60], key[60:]
    return a, L(
        "// split so the scanner does not flag it (!)",
        f'const STRIPE_KEY = "{a}" +',
        f'  "{b}";',
    )


def _py_concat(r: random.Random) -> tuple[str, str]:
    key = "xai-" + alnum(r, 80)
    a, b = key[:44], key[44:]
    return a, L("XAI_API_KEY = (", f'    "{a}"', f'    "{b}"', ")")


def _shell_continuation(r: random.Random) -> tuple[str, str]:
    secret = pw(r, 18)
    return secret, L(
        "docker run --rm \\",
        "  -e PGHOST=db.internal \\",
        f"  -e PGPASSWORD='{secret}' \\",
        "  postgres:17 pg_isready",
    )


def _cc_write(r: random.Random) -> tuple[str, str]:
    secret = "sk_test_51" + alnum(r, 97)
    call = {
        "type": "tool_use",
        "id": "toolu_01" + alnum(r, 22),
        "name": "Write",
        "input": {
            "file_path": "/home/dev/shop/.env.local",
            "content": f"STRIPE_SECRET_KEY={secret}\nSTRIPE_WEBHOOK_SECRET=\n",
        },
    }
    return secret, json.dumps(call)


def _cc_edit(r: random.Random) -> tuple[str, str]:
    secret = pw(r, 16)
    call = {
        "type": "tool_use",
        "id": "toolu_01" + alnum(r, 22),
        "name": "Edit",
        "input": {
            "file_path": "/home/dev/api/config/database.yml",
            "old_string": "  password: <%= ENV['DB_PASSWORD'] %>",
            "new_string": f"  password: {secret}",
        },
    }
    return secret, json.dumps(call)


def _mcp_call(r: random.Random) -> tuple[str, str]:
    secret = pw(r, 16)
    call = {
        "type": "tool_use",
        "id": "toolu_01" + alnum(r, 22),
        "name": "mcp__postgres__query",
        "input": {
            "connection": {"host": "db.internal", "user": "analyst", "password": secret},
            "sql": "SELECT count(*) FROM orders WHERE created_at > now() - interval '1 day'",
        },
    }
    return secret, json.dumps(call)


_PEOPLE: tuple[Kind, ...] = (
    _said(
        "chat_typo_staging_pasword",
        "ok the staging db pasword is {v} pls dont commit it anywhere",
        "user: pw for staging postgres = {v}   (dont log it lol)",
    ),
    _said(
        "chat_use_this_key_colon",
        "use this key: {v}\nand try the /v1/responses endpoint again",
        value=_sk_proj,
    ),
    _said(
        "chat_handover_block",
        L(
            "creds for the new box (from Priya):",
            "host: 203.0.113.24",
            "user: deploy",
            "pass: {v}",
            "she said rotate after launch",
        ),
    ),
    _said("chat_login_slash_pair", "login is admin / {v} on the grafana, just ssh tunnel to 3000"),
    _said("chat_slack_paste_creds", "[10:42] Tom: creds: qa-bot:{v} (the test tenant)"),
    _said(
        "aider_turn_with_stripe_test_key",
        aider("my stripe test key is {v}", "why does the webhook handler 401?"),
        value=lambda r: "sk_test_51" + alnum(r, 97),
    ),
    _said(
        "chat_german_passwort_lautet",
        "Das Passwort für die Staging-DB lautet {v}, bitte nicht committen.",
    ),
    _said(
        "chat_french_mot_de_passe",
        "le mot de passe du compte admin c'est {v} (je le change demain)",
    ),
    _said("chat_spanish_contrasena", "la contraseña del redis de prod es {v}, ojo con eso"),
    _said("chat_ptbr_senha", "a senha do banco de homologação é {v} — não sobe isso pro git"),
    _said("chat_italian_password_e", "la password dell'FTP del cliente è {v}"),
    _said("chat_dutch_testomgeving_wachtwoord", "het wachtwoord van de testomgeving is {v}"),
    _said("chat_polish_haslo_do_panelu", "hasło do panelu to {v}, login: admin"),
    _said("chat_turkish_sifre", "veritabanı şifresi: {v} (sadece test ortamı)"),
    _said("chat_russian_parol", "пароль от стейджинга: {v}, не коммить его"),
    _said("chat_ukrainian_parol_admin", "ось пароль від адмінки: {v}"),
    _said(
        "chat_japanese_password_desu", "本番DBのパスワードは {v} です。ログには出さないでください。"
    ),
    _said("chat_chinese_mima_shi", "测试环境的密码是 {v}，别提交到仓库"),
    _said("chat_korean_bimilbeonho", "스테이징 비밀번호는 {v} 입니다"),
    _said("chat_hinglish_password_ye", "bhai password ye hai {v}, jaldi deploy kar do"),
    _said("chat_vietnamese_mat_khau", "mật khẩu máy chủ là {v} nhé"),
    _said("chat_indonesian_kata_sandi", "kata sandinya {v}, jangan dishare ya"),
    _said("chat_arabic_kalimat_almurur", "كلمة المرور لقاعدة البيانات هي {v}"),
    _said("chat_hebrew_hasisma", "הסיסמה לשרת היא {v}"),
    _said("chat_swahili_nenosiri", "nenosiri la seva ni {v}"),
    _said(
        "chat_code_switch_de_en_key",
        "kannst du mit dem key {v} nochmal testen? the old one was revoked",
        value=lambda r: "gsk_" + alnum(r, 52),
    ),
    _said(
        "vendor_email_pasted_new_key",
        L(
            "---------- Forwarded message ---------",
            "Subject: Your new API key",
            "Here is your new API key. Keep it safe; it will not be shown again:",
            "",
            "    {v}",
        ),
        value=lambda r: "csk-" + lower_alnum(r, 48),
    ),
)

_SPLIT: tuple[Kind, ...] = (
    Kind("split_key_two_chat_messages", "form", _two_messages),
    Kind("split_terminal_wrap_export", "form", _terminal_wrap),
    Kind("split_js_string_concat", "form", _js_concat),
    Kind("split_py_implicit_concat", "form", _py_concat),
    Kind("split_shell_continuation_env", "form", _shell_continuation),
)

_SESSION: tuple[Kind, ...] = (
    Kind("cc_write_tool_env_local", "form", _cc_write),
    Kind("cc_edit_tool_new_string", "form", _cc_edit),
    Kind("mcp_tool_call_connection_password", "form", _mcp_call),
    k(
        "codex_apply_patch_env",
        "form",
        codex(
            "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: .env\n@@\n-OPENROUTER_API_KEY"
            "=\n"
            "+OPENROUTER_API_KEY={v}\n*** End Patch\nEOF"
        ),
        value=pre("sk-or-v1-", hexs, 64),
    ),
    k(
        "git_log_p_added_token",
        "form",
        L(
            "commit {h40}",
            "Author: Dev <dev@example.com>",
            "    wip: hook up notion sync",
            "",
            "+++ b/scripts/sync.ts",
            "@@ -1,3 +1,4 @@",
            "+const NOTION = 'ntn_{v}';",
        ),
        value=lambda r: "".join(r.choice(string.digits) for _ in range(11)) + alnum(r, 35),
    ),
    k(
        "ci_log_derived_value_unmasked",
        "form",
        L(
            'Run echo "basic=$(echo -n "$NEXUS_USER:$NEXUS_PASS" | base64)"',
            "basic={v}",
        ),
        value=lambda r: "Y2ktYm90Oi" + alnum(r, 22) + "==",
    ),
    k(
        "cc_result_railway_variables_box",
        "form",
        cc_result(
            L(
                "║ DATABASE_URL      │ ${{Postgres.DATABASE_URL}}    ║",
                "║ OPENAI_API_KEY    │ {v} ║",
                "║ RAILWAY_PUBLIC_DOMAIN │ api-production.up.railway.app ║",
            )
        ),
        value=_sk_proj,
    ),
    k(
        "notebook_cell_source_key",
        "form",
        '{"cell_type": "code", "execution_count": 3, "metadata": {}, "source": '
        '["import cohere\\n", "co = cohere.ClientV2(\\"{v}\\")\\n"]}',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "sql_insert_integration_key",
        "form",
        "INSERT INTO integrations (provider, api_key, created_at) "
        "VALUES ('hubspot', '{v}', now());",
        value=lambda r: (
            f"pat-na1-{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}"
        ),
    ),
    k(
        "psql_output_api_key_column",
        "form",
        L(
            " id | name      | api_key",
            "----+-----------+------------------------------------------",
            "  7 | mailer    | {v}",
            "(1 row)",
        ),
        value=lambda r: "key-" + hexs(r, 32),
    ),
    k(
        "pydantic_settings_pattern_input_value",
        "form",
        L(
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings",
            "anthropic_api_key",
            "  String should match pattern '^sk-ant-' [type=string_pattern_mismatch, "
            "input_value='{v}', input_type=str]",
        ),
        value=lambda r: "sk-" + alnum(r, 48),
    ),
    k(
        "php_pdo_construct_frame",
        "form",
        L(
            "PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused "
            "in /var/www/app/db.php:9",
            "Stack trace:",
            "#0 /var/www/app/db.php(9): PDO->__construct('mysql:host=db;d...', 'shop', '{v}')",
            "#1 {main}",
        ),
        value=lambda r: alnum(r, 12),
    ),
    k(
        "py_traceback_source_line_key",
        "form",
        L(
            "Traceback (most recent call last):",
            '  File "/app/agent.py", line 12, in <module>',
            '    client = OpenAI(api_key="{v}", base_url=BASE)',
            "NameError: name 'BASE' is not defined",
        ),
        value=_sk_proj,
    ),
    k(
        "urllib3_debug_log_query_key",
        "form",
        'DEBUG:urllib3.connectionpool:https://api.nasa.gov:443 "GET /planetary/apod?api_key={v}'
        '&count=3 HTTP/1.1" 200 4125',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "nginx_access_log_token_query",
        "form",
        '10.0.0.12 - - [14/Jan/2026:09:31:02 +0000] "GET /export.csv?token={v} HTTP/1.1" 200 '
        '88213 "-" "python-requests/2.32.3"',
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "rails_log_unfiltered_param",
        "form",
        'Parameters: {"integration"=>{"provider"=>"mailgun", "api_token"=>"{v}"}, "id"=>"4"}',
        value=lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
    ),
    k(
        "markdown_fence_in_answer",
        "form",
        L(
            "Set the key and run the script:",
            "",
            "```bash",
            "export COHERE_API_KEY={v}",
            "python rerank.py",
            "```",
        ),
        value=lambda r: alnum(r, 40),
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_PEOPLE, *_SPLIT, *_SESSION)
