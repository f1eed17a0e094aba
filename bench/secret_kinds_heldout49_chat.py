"""Held-out 49's secrets in prose (`bench/secret_kinds_heldout49.py`).

People telling an agent a secret in words: "the password is ...", "use this
key: ...", a handover with user and pass, a trailing full stop, brackets
and curly quotes, an email with a temporary password, a markdown table of
logins, a ticket's repro steps, a commit message, a Slack-style chat, a
Wi-Fi password, a TOTP seed, and a value on the line after its label or
split over two lines (a key wrapped at a column, a password given in two
halves: the first half is the secret the set checks). In other languages:
German, French (a space before the colon), Spanish, Portuguese, Italian,
Dutch, Polish, Turkish, Russian, Ukrainian, Japanese and Chinese
(full-width colons), Korean, Hindi, Vietnamese, Indonesian, Arabic and
Swedish. And an agent transcript's JSON holding a user turn with a key.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout49_keys import V

__all__ = ["CHAT_KINDS"]


def _wrapped_key(r: random.Random) -> tuple[str, str]:
    """An Anthropic key wrapped by a terminal: the first line is the secret checked."""
    key = V["anthropic"](r)
    cut = r.randrange(40, 70)
    return key[:cut], f"my key (copied from the console, it wrapped):\n{key[:cut]}\n{key[cut:]}"


def _halves(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 10), alnum(r, 10)
    form = r.choice(
        [
            "first half of the vault password: {a}\nsecond half I'll send on Signal: {b}",
            "pw part 1 = {a}\npw part 2 = {b}  (concatenate them)",
        ]
    )
    return a, form.format(a=a, b=b)


def _label_next_line(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    user = r.choice(["admin", "root", "ops", "grafana"])
    return v, f"username:\n{user}\npassword:\n{v}\n\nthat's for the staging box"


_EN: tuple[Kind, ...] = (
    k(
        "prose_the_password_is",
        "prose",
        "the password is {v}",
        "The staging DB password is {v} btw",
        "fyi the admin password is {v} - can you log in and check the settings page?",
    ),
    k(
        "prose_use_this_key",
        "prose",
        "use this key: {v}",
        "Use this API key for the tests: {v}",
        value=V["openai"],
    ),
    k(
        "prose_handover_user_pass",
        "prose",
        "Here are the staging creds: user `admin` / pass `{v}`",
        "creds for the test account -> qa@example.com / {v}",
    ),
    k(
        "prose_trailing_full_stop",
        "prose",
        "The webhook signing secret is {v}.",
        "I set the webhook secret to {v}. Does the handler read it?",
        value=V["stripe_webhook"],
    ),
    k(
        "prose_in_brackets_and_quotes",
        "prose",
        "try again with the new token (token: {v})",
        "it's “{v}” without the quotes",
        "the key [{v}] works in Postman but not in the app",
        value=V["groq"],
    ),
    k(
        "prose_rotated_new_token",
        "prose",
        "I rotated it, new token is {v}",
        "old one is revoked, new PAT: {v}",
        value=V["github"],
    ),
    k(
        "prose_key_stopped_working",
        "prose",
        "my OpenRouter key {v} suddenly returns 401, why?",
        "why does {v} give me 'invalid x-api-key'?",
        value=V["openrouter"],
    ),
    k(
        "prose_email_temp_password",
        "prose",
        "Hi Sam,\n\nYour account is ready.\nUsername: s.patel\nTemporary password: {v}\n"
        "You'll be asked to change it at first login.",
    ),
    k(
        "prose_markdown_logins_table",
        "prose",
        "| service | user | password |\n|---|---|---|\n| grafana | admin | {v} |\n"
        "| pgadmin | ops@example.com | (same as vault) |",
    ),
    k(
        "prose_issue_repro_steps",
        "prose",
        "### Steps to reproduce\n1. set `PINECONE_API_KEY={v}`\n2. run `npm test`\n"
        "3. see `PineconeAuthorizationError`",
        value=V["pinecone"],
    ),
    k(
        "prose_commit_message_leak",
        "prose",
        "fix(payments): switch to live key {v}\n\nCo-authored-by: Claude <noreply@anthropic.com>",
        value=V["stripe_restricted"],
    ),
    k(
        "prose_slack_style_chat",
        "prose",
        "[10:02] maria: db pw for prod-replica is {v}\n[10:03] maria: don't paste it anywhere",
        "<dana> ssh root@203.0.113.7, pw {v}\n<dana> box reboots at 2am",
    ),
    k(
        "prose_wifi_password",
        "prose",
        "office wifi is AcmeGuest, password {v}",
    ),
    k(
        "prose_totp_seed",
        "prose",
        "2FA seed for the shared admin account: {v} (add it to your authenticator)",
        value=V["totp"],
    ),
    k(
        "prose_sentence_pw_equals",
        "prose",
        "connect with user=report pw={v} and run the export",
    ),
    Kind("prose_label_then_next_line", "prose", _label_next_line),
    Kind("prose_key_wrapped_two_lines", "form", _wrapped_key),
    Kind("prose_password_in_two_halves", "form", _halves),
    k(
        "transcript_user_turn_key",
        "prose",
        '{"role":"user","content":"here is my anthropic key {v} - set it up in .env"}',
        '{"type":"user","message":{"role":"user","content":[{"type":"text","text":'
        '"the claude key is {v}"}]}}',
        value=V["anthropic"],
    ),
)

_WORLD: tuple[Kind, ...] = (
    k(
        "prose_de_passwort",
        "prose",
        "Das Passwort ist {v}",
        "Zugangsdaten für Staging: Benutzer deploy, Kennwort {v}",
    ),
    k(
        "prose_fr_mot_de_passe",
        "prose",
        "le mot de passe est {v}",
        "voici la clé API : {v}",
    ),
    k(
        "prose_es_contrasena",
        "prose",
        "la contraseña es {v}",
        "usa esta clave: {v} para el entorno de pruebas",
    ),
    k(
        "prose_pt_senha",
        "prose",
        "a senha do banco é {v}",
        "segue o token de acesso: {v}",
    ),
    k("prose_it_password", "prose", "la password è {v}", "ecco la chiave: {v}"),
    k("prose_nl_wachtwoord", "prose", "het wachtwoord is {v}"),
    k("prose_pl_haslo", "prose", "hasło to {v}", "hasło do bazy: {v}"),
    k("prose_tr_sifre", "prose", "şifre: {v}", "veritabanı şifresi {v}"),
    k("prose_ru_parol", "prose", "пароль: {v}", "вот ключ API: {v}"),
    k("prose_uk_parol", "prose", "пароль від сервера — {v}"),
    k(
        "prose_ja_pasuwado",
        "prose",
        "パスワードは {v} です",
        "APIキー：{v}",
        value=lambda r: alnum(r, 20),
    ),
    k("prose_zh_mima", "prose", "密码是 {v}", "密钥：{v}"),
    k("prose_ko_bimilbeonho", "prose", "비밀번호는 {v} 입니다"),
    k("prose_hi_password", "prose", "पासवर्ड है {v}"),
    k("prose_vi_mat_khau", "prose", "mật khẩu là {v}"),
    k("prose_id_kata_sandi", "prose", "kata sandinya {v}"),
    k("prose_ar_kalimat_almurur", "prose", "كلمة المرور هي {v}"),
    k("prose_sv_losenord", "prose", "lösenordet är {v}"),
)

CHAT_KINDS: tuple[Kind, ...] = (*_EN, *_WORLD)
