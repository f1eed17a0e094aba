"""Held-out 37's chat and split values (`bench/secret_kinds_heldout37.py`).

People stating one of this set's secrets in a sentence (a relay's SMTP
password, an error tracker's token, a SIP secret, a Matrix bot's token, an
on-call routing key, a platform's database password, a Rails master key, a
framework's superuser password, an Erlang cookie), in languages and scripts
no earlier set's chat used: Catalan, Basque, Galician, Hungarian, Finnish,
Estonian, Latvian, Lithuanian, Slovak, Slovene, Croatian, Serbian in
Cyrillic, Bulgarian, Georgian, Armenian, Azerbaijani, Kazakh, Bengali,
Tamil, Urdu, Swahili, Amharic, Tagalog, Malay, Danish, Norwegian,
Icelandic, Mongolian and a Slack-style English thread. Then values split
over two chat messages, a PHP, a PowerShell and an Elixir concatenation, a
Ruby array joined on use, batch variables put together, and a CI log's line
wrapped by its viewer.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout37_mail import sendgrid_key

__all__ = ["CHAT_KINDS"]


def _matrix(r: random.Random) -> str:
    return f"syt_Ym90_{alnum(r, 20)}_{alnum(r, 6)}"


_CHAT: tuple[Kind, ...] = (
    k(
        "chat_ca_smtp",
        "prose",
        "La contrasenya SMTP del relay de correu és {v}, no la posis al repo",
    ),
    k("chat_eu_grafana", "prose", "Grafanako admin pasahitza {v} da, aldatu lehenbailehen"),
    k("chat_gl_asterisk", "prose", "O contrasinal do Asterisk para a extensión 6001 é {v}"),
    k(
        "chat_hu_matrix",
        "prose",
        "A Matrix bot hozzáférési tokenje: {v}, ne oszd meg senkivel",
        value=_matrix,
    ),
    k(
        "chat_fi_zabbix",
        "prose",
        "Zabbixin PSK-avain on {v}, vaihdetaan se ensi viikolla",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "chat_et_mailgun",
        "prose",
        "Mailguni API võti on {v}",
        value=lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
    ),
    k(
        "chat_lv_twilio",
        "prose",
        "Twilio autentifikācijas žetons ir {v}, konts AC{h32}",
        value=lambda r: hexs(r, 32),
    ),
    k("chat_lt_heroku", "prose", "Heroku duomenų bazės slaptažodis yra {v}"),
    k("chat_sk_imap", "prose", "Heslo k IMAP schránke je {v}, prosím nezverejňuj ho"),
    k("chat_sl_sip", "prose", "Geslo za SIP trunk pri ponudniku je {v}"),
    k("chat_hr_wp", "prose", "Lozinka za WordPress admina je {v}, promijeni je nakon prijave"),
    k("chat_sr_smtp", "prose", "Лозинка за SMTP релеј је {v}, немој је слати мејлом"),
    k(
        "chat_bg_sendgrid",
        "prose",
        "Ключът за SendGrid е {v}, сложи го в тайните на проекта",
        value=sendgrid_key,
    ),
    k(
        "chat_ka_pagerduty",
        "prose",
        "PagerDuty-ის routing key არის {v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "chat_hy_sentry",
        "prose",
        "Sentry-ի auth token-ը {v} է, մի տեղադրիր այն կոդում",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "chat_az_rails",
        "prose",
        "Rails master key budur: {v}, heç kimə göstərmə",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "chat_kk_vercel",
        "prose",
        "Vercel токені: {v}, оны ешкімге берме",
        value=lambda r: alnum(r, 24),
    ),
    k("chat_bn_smtp", "prose", "আমাদের মেইল সার্ভারের পাসওয়ার্ড হলো {v}"),
    k(
        "chat_ta_datadog",
        "prose",
        "Datadog API key இது: {v}, யாரிடமும் பகிர வேண்டாம்",
        value=lambda r: hexs(r, 32),
    ),
    k("chat_ur_db", "prose", "پروڈکشن ڈیٹا بیس کا پاس ورڈ {v} ہے"),
    k("chat_sw_mail", "prose", "Nenosiri la seva ya barua pepe ni {v}, usilishiriki"),
    k("chat_am_sip", "prose", "የSIP መለያ 1001 የይለፍ ቃል {v} ነው"),
    k("chat_tl_wp", "prose", "Ang password ng WordPress admin ay {v}, palitan mo agad"),
    k("chat_ms_django", "prose", "Kata laluan untuk Django superuser ialah {v}"),
    k("chat_da_kannel", "prose", "Adgangskoden til Kannel SMS-gatewayen er {v}"),
    k(
        "chat_nb_mbsync",
        "prose",
        "Passordet til mbsync-kontoen er {v} (app-passord fra Fastmail)",
        value=lambda r: alnum(r, 16),
    ),
    k("chat_is_laravel", "prose", "Lykilorðið að Laravel gagnagrunninum er {v}"),
    k(
        "chat_mn_erlang",
        "prose",
        "Erlang cookie нь {v} байна, серверүүд дээр ижил байх ёстой",
        value=lambda r: "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(20)),
    ),
    k(
        "chat_en_thread_ntfy",
        "prose",
        "ana  10:42\nntfy token for the backup alerts?\njoao  10:43\n{v}\njoao  10:43\n"
        "it's scoped to the ops topic only",
        value=lambda r: (
            "tk_" + "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(29))
        ),
    ),
)

_SPLIT: tuple[Kind, ...] = (
    cut(
        "sip_secret_over_two_messages",
        "[10:02] ana: SIP secret for 6001, first part <A>\n[10:02] ana: and the rest <B>",
        lambda r: alnum(r, 24),
        12,
    ),
    cut(
        "wp_salt_php_concat",
        "define( 'NONCE_KEY', '<A>' .\n    '<B>' );",
        lambda r: alnum(r, 64),
        32,
    ),
    cut(
        "powershell_token_concat",
        '$token = "<A>" +\n         "<B>"\nInvoke-RestMethod -Headers @{ Authorization = '
        '"Bearer $token" } -Uri https://api.acme.io/v1/me',
        lambda r: urlsafe(r, 48),
        24,
    ),
    cut(
        "elixir_string_concat",
        'config :shop, :api_key, "<A>" <>\n  "<B>"',
        lambda r: alnum(r, 40),
        20,
    ),
    cut(
        "ruby_array_join",
        "TOKEN = %w[<A> <B>].join\nclient = Octokit::Client.new(access_token: TOKEN)",
        lambda r: "ghp_" + alnum(r, 36),
        20,
    ),
    cut(
        "batch_vars_joined",
        'set K1=<A>\nset K2=<B>\ncurl -H "X-Api-Key: %K1%%K2%" https://api.acme.io/v1/export',
        lambda r: hexs(r, 40),
        20,
    ),
    cut(
        "ci_log_line_wrapped",
        "2026-11-30T10:01:02Z + export DATABASE_URL=postgres://app:<A>\n"
        "2026-11-30T10:01:02Z <B>@db.internal:5432/app",
        lambda r: b64(r, 36),
        24,
    ),
    cut(
        "dsn_over_two_messages",
        "[14:20] joao: sentry dsn https://<A>\n[14:20] joao: <B>@o4508123.ingest.sentry.io/42",
        lambda r: hexs(r, 32),
        16,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_SPLIT)
