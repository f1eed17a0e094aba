"""Held-out 40's mail and messaging (`bench/secret_kinds_heldout40.py`), and its value makers.

A secret as it reaches a person through mail or a messenger, and is pasted
from there: raw MIME with folded headers, `quoted-printable` bodies (`=3D`
for every `=`, soft line breaks `=` at the end of a line), base64 parts of a
small text or config file, `.eml` and mbox files, ICS calendar invites and
vCards (folded at 75 octets), SMS and push notification texts, Slack, Teams
and Discord JSON exports, IRC and Matrix logs with their timestamps and
nicks.
"""

from __future__ import annotations

import base64
import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pw, upper32, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    aws_secret,
    gh_token,
    jwt,
    openai_key,
    slack_bot,
    stripe_live,
)

__all__ = [
    "MAIL_KINDS",
    "b64_line",
    "key32",
    "made_by",
    "sg_key",
    "totp_seed",
    "url_pw",
]

Make = Callable[[random.Random], tuple[str, str]]


def key32(r: random.Random) -> str:
    return alnum(r, 32)


def url_pw(r: random.Random) -> str:
    """A password safe in a URL, a `;` list and a quoted-printable body: letters, digits, `-_.`"""
    body = alnum(r, 16)
    return body[:7] + r.choice("-_.") + body[7:]


def totp_seed(r: random.Random) -> str:
    return upper32(r, 32)


def sg_key(r: random.Random) -> str:
    return f"SG.{urlsafe(r, 22)}.{urlsafe(r, 43)}"


def b64_line(text: str) -> str:
    """The first line of `text` base64-encoded as a MIME part writes it (76 columns)."""
    return base64.b64encode(text.encode()).decode()[:76]


def made_by(name: str, group: str, make: Make) -> Kind:
    """A kind whose maker writes the secret itself (a value the medium changed or cut)."""
    return Kind(name, group, make)


def _qp_soft_break(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 48)
    head, tail = v[:30], v[30:]
    text = (
        'Content-Type: text/plain; charset=3D"utf-8"\nContent-Transfer-Encoding: quoted-printab'
        "le\n\nHi Ana,=0A=0Athe staging API key for the vendor portal is "
        + head
        + "=\n"
        + tail
        + "=0A=0Aplease keep it out of the wiki.=0A"
    )
    return head, text


def _qp_link(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 43)
    text = (
        'Content-Transfer-Encoding: quoted-printable\n\n<a href=3D"https://app.tallyforge.io/invite'
        f'/accept?token=3D{v}&amp;org=3D{digits(r, 5)}">Accept the invitation</a>'
    )
    return v, text


def _mime_b64_env(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    body = f"DB_HOST=db.internal\nDB_USER=app\nDB_PASSWORD={v}\n"
    enc = base64.b64encode(body.encode()).decode()
    text = (
        f"------=_Part_{digits(r, 6)}_{digits(r, 9)}.{digits(r, 13)}\nContent-Type: text/plain; "
        'name=".env"\nContent-Transfer-Encoding: base64\nContent-Disposition: attachment; filename'
        f'=".env"\n\n{enc}\n'
    )
    return enc, text


def _mime_b64_inline(r: random.Random) -> tuple[str, str]:
    v = gh_token(r)
    body = f"Your new deploy token: {v}\nIt expires in 90 days.\n"
    line = b64_line(body)
    rest = base64.b64encode(body.encode()).decode()[76:]
    text = (
        "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n"
        f"{line}\n{rest}\n"
    )
    return line, text


def _ics_folded(r: random.Random) -> tuple[str, str]:
    v = digits(r, 11)
    pwd = alnum(r, 32)
    line = f"DESCRIPTION:Join: https://us02web.zoom.us/j/{v}?pwd={pwd}\\nMeeting ID: {v}"
    head = pwd[: 75 - line.index(pwd)]
    return head, "BEGIN:VEVENT\nSUMMARY:Release sync\n" + line[:75] + "\n " + line[
        75:
    ] + "\nEND:VEVENT"


def _vcard_note(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    text = (
        f"BEGIN:VCARD\nVERSION:3.0\nFN:Door Controller Lobby\nORG:Facilities\nNOTE:admin login admi"
        f"n / {v} (web UI on port 8443)\nURL:https://10.20.4.11:8443\nEND:VCARD"
    )
    return v, text


def _vcard_folded(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    line = f"NOTE:Wi-Fi guest network: BrightNest-Guest, WPA2 key {v}, reset monthly"
    head = v[: 75 - line.index(v)]
    return head, "BEGIN:VCARD\nVERSION:4.0\nFN:Office Router\n" + line[:75] + "\n " + line[
        75:
    ] + "\nEND:VCARD"


MAIL_KINDS: tuple[Kind, ...] = (
    made_by("qp_soft_line_break_api_key", "form", _qp_soft_break),
    made_by("qp_invite_link_token", "output", _qp_link),
    k(
        "qp_reset_password_body",
        "output",
        "Content-Transfer-Encoding: quoted-printable\n\n"
        "Your temporary password is: {v}=0A=0AYou =\n"
        "will be asked to change it at first sign-in.=0A",
        value=url_pw,
    ),
    k(
        "qp_dsn_in_mail",
        "dsn",
        "Content-Transfer-Encoding: quoted-printable\n\nDATABASE_URL=3Dpostgres://reporting:{v}@pg-=\n"
        "replica.corp.internal:5432/analytics?sslmode=3Drequire",
        value=url_pw,
    ),
    k(
        "qp_html_input_value",
        "output",
        '<input type=3D"text" name=3D"api_key" value=3D"{v}" readonly=3D"readonly">',
        value=key32,
    ),
    made_by("mime_base64_env_attachment", "config", _mime_b64_env),
    made_by("mime_base64_text_part", "output", _mime_b64_inline),
    k(
        "eml_folded_header_auth",
        "header",
        "Received: from relay.mailhop.net (relay.mailhop.net [198.51.100.23])\n\tby mx.acme.io\n"
        "X-Relay-Auth: user=billing@acme.io;\n\tpass={v}\nSubject: nightly invoice run",
        value=url_pw,
    ),
    k(
        "eml_plain_body_token",
        "output",
        'From: "CI Bot" <ci@buildyard.dev>\nTo: ops@acme.io\nDate: Mon, 30 Nov 2026 08:12:44 +000'
        "0\nSubject: Your runner registration token\nMIME-Version: 1.0\n"
        "Content-Type: text/plain\n\n"
        "Register the runner with:\n  buildyard-runner register --token {v}\n",
        value=lambda r: "byrt_" + alnum(r, 34),
    ),
    k(
        "mbox_from_line_message",
        "output",
        "From ops@acme.io Tue Nov 24 09:01:12 2026\nFrom: ops@acme.io\nSubject: Re: vpn\n\n"
        "The shared secret for the site-to-site tunnel is {v}\n\n>From the old config, same one.",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "eml_forwarded_message_password",
        "output",
        "---------- Forwarded message ---------\nFrom: Priya N <priya@acme.io>\nDate: Thu, Nov 26, "
        "2026 at 4:03 PM\nSubject: SFTP for the auditor\n\nhost sftp.acme.io, user auditor2026, "
        "password {v}",
    ),
    k(
        "outlook_msg_text_export",
        "output",
        "From:\tLars Berg\nSent:\tWednesday, 25 November 2026 11:40\nTo:\tService Desk\nSubject:\t"
        "FW: kiosk admin\n\nKiosk admin PIN and password: 4471 / {v}",
    ),
    k(
        "mime_header_encoded_word",
        "header",
        "Subject: =?UTF-8?Q?Zugangsdaten_f=C3=BCr_den_Server:_{v}?=",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "mail_signature_block_creds",
        "output",
        "Thanks,\nMarta\n--\nMarta Ruiz | IT\n"
        "P.S. the printer's scan-to-mail account: scanner@acme.io / {v}",
    ),
    k(
        "list_digest_message",
        "output",
        "------------------------------\n\nMessage: 4\nDate: Fri, 27 Nov 2026 10:22:01 +0100\nFrom:"
        " jo@lists.example.org\nSubject: [infra] staging creds\n\nfor whoever asked: token is {v}",
        value=openai_key,
    ),
    made_by("ics_description_folded_meeting_pwd", "form", _ics_folded),
    k(
        "ics_location_dialin_passcode",
        "config",
        "BEGIN:VEVENT\nDTSTART:20261203T150000Z\nSUMMARY:Vendor escalation\nLOCATION:Bridge https:"
        "//meet.confbridge.io/r/{l10}?passcode={v}\nUID:{uuid}\nEND:VEVENT",
        value=lambda r: alnum(r, 28),
    ),
    k(
        "ics_x_alt_desc_html",
        "config",
        "X-ALT-DESC;FMTTYPE=text/html:<p>Staging admin: <b>admin</b> / <code>{v}</code></p>",
    ),
    made_by("vcard_note_admin_login", "config", _vcard_note),
    made_by("vcard_note_wifi_key_folded", "form", _vcard_folded),
    k(
        "sms_temporary_password",
        "prose",
        "[SMS from ACMEBANK, 09:14] Your temporary online banking password is {v}. Never share it.",
        value=url_pw,
    ),
    k(
        "sms_gateway_log_token",
        "output",
        '2026-11-30T09:14:02Z sms.sent to=+4479{d8} provider=twilio body="Sign in: https://a.acme'
        '.io/m/{v}" status=queued',
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "push_notification_payload",
        "output",
        '{"aps":{"alert":{"title":"New device","body":"Recovery code {v}"},"sound":"default"},'
        '"device":"{h64}"}',
        value=lambda r: f"{upper32(r, 5)}-{upper32(r, 5)}-{upper32(r, 5)}-{upper32(r, 5)}",
    ),
    k(
        "fcm_data_message_token",
        "output",
        '{"message":{"token":"{k20}:APA91b{k40}","data":{"session":"{v}","kind":"login"}}}',
        value=jwt,
    ),
    k(
        "slack_export_message_text",
        "output",
        '  {\n    "type": "message",\n    "user": "U0{U9}",\n'
        '    "text": "prod read replica pw: {v}",\n    "ts": "1764{d6}.00{d4}"\n  },',
    ),
    k(
        "slack_export_rich_text_block",
        "output",
        '"blocks":[{"type":"rich_text","elements":[{"type":"rich_text_section","elements":[{"type":'
        '"text","text":"new key "},{"type":"text","text":"{v}","style":{"code":true}}]}]}]',
        value=stripe_live,
    ),
    k(
        "slack_copied_thread",
        "prose",
        "Ana Costa  10:41 AM\nhere's the webhook signing secret\n{v}\n10:42\nrotate it after the "
        "demo pls",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "teams_export_html_body",
        "output",
        '{"id":"17{d11}","messageType":"message","body":{"contentType":"html","content":"<p>SA'
        ' password for the BI box: {v}</p>"},"from":{"user":{"displayName":"Jonas"}}}',
    ),
    k(
        "teams_copied_message",
        "prose",
        "[30/11/2026 09:05] Jonas Weber: the service principal secret is {v}\n[30/11/2026 09:06] "
        "Mia: thanks",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 31).replace("-", "_"),
    ),
    k(
        "discord_export_json",
        "output",
        '{"id":"11{d17}","type":"Default","timestamp":"2026-11-29T21:14:07.512+00:00","content":'
        '"bot token for the staging guild: {v}","author":{"name":"devon"}}',
        value=lambda r: f"MT{alnum(r, 24)}.{alnum(r, 6)}.{urlsafe(r, 38)}",
    ),
    k(
        "discord_chat_exporter_txt",
        "prose",
        "[29-Nov-26 09:14 PM] devon#0\nrcon password for the survival server is {v}\n\n"
        "[29-Nov-26 09:15 PM] mika#0\nty",
    ),
    k(
        "irc_log_line",
        "prose",
        "[09:14:22] <jkl> NickServ IDENTIFY {v}\n[09:14:23] -NickServ- You are now identified",
    ),
    k(
        "irc_weechat_log",
        "prose",
        "2026-11-30 09:14:22\tjkl\toops, wrong window: /msg nickserv identify jkl {v}",
    ),
    k(
        "irc_znc_buffer",
        "prose",
        "[09:20:01] <bouncer> *status: PASS for upstream set to {v}\n[09:20:02] <jkl> ok",
        value=url_pw,
    ),
    k(
        "matrix_export_event_body",
        "output",
        '{"type":"m.room.message","sender":"@ana:matrix.acme.io","content":{"msgtype":"m.text",'
        '"body":"access token for the bridge bot: {v}"},"origin_server_ts":1764{d9}}',
        value=lambda r: "syt_" + alnum(r, 12) + "_" + alnum(r, 20) + "_" + alnum(r, 6),
    ),
    k(
        "matrix_element_copied",
        "prose",
        "ana\n2:14 PM\nmjolnir's access token is {v} — don't leak it\nbo\n2:15 PM\n👍",
        value=lambda r: "syt_" + alnum(r, 10) + "_" + alnum(r, 20) + "_" + alnum(r, 6),
    ),
    k(
        "mattermost_export_jsonl",
        "output",
        '{"type":"post","post":{"team":"ops","channel":"infra","user":"lena","message":"Grafana '
        'admin: admin / {v}","create_at":1764{d9}}}',
    ),
    k(
        "rocketchat_copy",
        "prose",
        "lena 10:02 AM\nSMTP relay creds for the newsletter: news@acme.io {v}",
    ),
    k(
        "whatsapp_export_line",
        "prose",
        "30/11/2026, 09:14 - Carlos: la clave del router de la tienda es {v}\n30/11/2026, 09:15 - "
        "Ana: gracias",
    ),
    k(
        "telegram_export_json",
        "output",
        '{"id": 4{d5}, "type": "message", "date": "2026-11-30T09:14:02", "from": "Ilya", "text": '
        '"bot token {v}"}',
        value=lambda r: f"{digits(r, 10)}:AA{urlsafe(r, 33)}",
    ),
    k(
        "signal_backup_text",
        "prose",
        "Signal, 30 Nov 2026 09:14\nMe: vault unseal key 3 of 5: {v}",
        value=lambda r: b64(r, 44),
    ),
    k(
        "imap_fetch_raw_body",
        "output",
        "a004 FETCH 12 BODY[TEXT]\n* 12 FETCH (BODY[TEXT] {{d3}}\nYour Nexus password has been "
        "reset to {v}\n)\na004 OK FETCH completed",
    ),
    k(
        "smtp_transcript_body",
        "output",
        "C: DATA\nS: 354 End data with <CR><LF>.<CR><LF>\nC: Subject: keys\nC:\nC: AWS secret for "
        "the backup user: {v}\nC: .\nS: 250 2.0.0 Ok: queued as {U10}",
        value=aws_secret,
    ),
    k(
        "mail_merge_csv_row",
        "config",
        "email,first_name,temp_password\nnew.hire@acme.io,Sam,{v}",
    ),
    k(
        "gmail_show_original",
        "output",
        "Original Message\nMessage ID\t<CA+{k20}@mail.gmail.com>\nCreated at:\tMon, Nov 30, 2026 "
        "at 9:14 AM\nSPF:\tPASS\n\nYour one-time sign-in link: https://portal.acme.io/sso/mag"
        "ic?t={v}",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "mime_multipart_alt_html",
        "output",
        "--b1_{h32}\nContent-Type: text/html; charset=us-ascii\n\n<p>Your SendGrid key:</p><pre>"
        "{v}</pre>\n--b1_{h32}--",
        value=sg_key,
    ),
    k(
        "helpdesk_ticket_mail",
        "output",
        "[Ticket #48211] Re: cannot log in\n\n-- Reply above this line --\n\nAgent (Ida): I have "
        "set a temporary password: {v}\nPlease change it after logging in.",
    ),
    k(
        "bounce_with_original",
        "output",
        "This is the mail system at host mx.acme.io.\n<ops@acme.io>: host said: 550 5.1.1 user "
        "unknown\n\n--- Original message ---\nSubject: db creds\n\nuser: etl\npassword: {v}",
    ),
    k(
        "pager_sms_alert_dsn",
        "output",
        'ALERT [P1] db-primary down. Runbook: psql "postgresql://oncall:{v}@10.4.0.12:5432/prod"',
        value=url_pw,
    ),
    k(
        "slack_bot_token_in_mail_digest",
        "output",
        "Daily digest - #alerts\n• Config check failed: SLACK_BOT_TOKEN={v} is invalid for "
        "workspace acme",
        value=slack_bot,
    ),
    k(
        "voicemail_transcript_mail",
        "prose",
        "Voicemail from +1 415 555 0142 (0:31)\nTranscript: \"hi it's Dan, the alarm code for the"
        ' back door changed, the admin app password is now {v}, call me back"',
    ),
    k(
        "calendar_invite_body_plain",
        "output",
        "You have been invited to: DB migration dry-run\nWhen: Thu 3 Dec 2026 14:00 – 15:00 (UTC)\n"
        "Notes: staging creds for the session -> migrator / {v}",
    ),
    k(
        "mime_text_calendar_part",
        "config",
        "Content-Type: text/calendar; method=REQUEST\nContent-Transfer-Encoding: 7bit\n\n"
        "DESCRIPTION:Webex password: {v}\n",
        value=lambda r: alnum(r, 12),
    ),
    k(
        "hexchat_log_paste",
        "prose",
        "Nov 30 09:14:22 <ops-bot>\tdeploy key for mirror: {v}",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "zulip_export_message",
        "output",
        '{"id": 88{d5}, "sender_email": "ana@acme.io", "content": "Sentry auth token `{v}`",'
        ' "timestamp": 1764{d6}}',
        value=lambda r: "sntrys_" + b64(r, 60).replace("/", "A").replace("+", "B"),
    ),
    k(
        "mailgun_event_json",
        "output",
        '{"event":"delivered","message":{"headers":{"subject":"Your API key"}},"storage":{"url":'
        '"https://storage.eu.mailgun.net/v3/domains/mg.acme.io/messages/{l20}"},"user-variables":'
        '{"apikey":"{v}"}}',
        value=lambda r: "key-" + hexs(r, 32),
    ),
    k(
        "lower_case_header_token_mail",
        "header",
        "x-forwarded-for: 203.0.113.9\nx-api-token: {v}\ncontent-type: message/rfc822",
        value=lambda r: lower_alnum(r, 40),
    ),
    k(
        "pgp_clearsigned_body",
        "output",
        "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nNew break-glass password for the "
        "firewall: {v}\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQ{k40}\n={k4}\n-----END "
        "PGP SIGNATURE-----",
    ),
    k(
        "forwarded_headers_original_authorization",
        "header",
        "X-Forwarded-Proto: https\nX-Original-Authorization: Bearer {v}\n"
        "X-Request-Start: t=1764{d9}",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "welcome_mail_rendered_template",
        "output",
        "Welcome to Acme, Sam!\n\nYour account is ready.\n  Username: sam.k\n  Initial password: "
        "{v}\n\nYou must change it at first login.",
    ),
    k(
        "teams_adaptive_card_fact",
        "output",
        '{"type":"FactSet","facts":[{"title":"Environment","value":"prod"},{"title":"Admin key",'
        '"value":"{v}"}]}',
        value=key32,
    ),
    k(
        "slack_attachment_fallback",
        "output",
        '"attachments":[{"fallback":"Deploy secret rotated: {v}","color":"#36a64f","ts":1764{d6}}]',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "discord_embed_field",
        "output",
        '"embeds":[{"title":"New API credentials","fields":[{"name":"Secret","value":"||{v}||",'
        '"inline":false}]}]',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "ntfy_notification_message",
        "output",
        '{"id":"{k12}","time":1764{d6},"event":"message","topic":"ops-alerts","message":"backup '
        'repo password is {v}"}',
    ),
    k(
        "irssi_oper_command_log",
        "prose",
        "09:14 -!- Irssi: Join to #ops was synced\n09:15 <jkl> /oper admin {v}",
        value=url_pw,
    ),
    k(
        "qp_utf8_password",
        "output",
        "Content-Transfer-Encoding: quoted-printable\n\nNeues Passwort: {v}=0A",
        value=lambda r: alnum(r, 6) + "=C3=BC" + alnum(r, 6) + "=C3=9F" + alnum(r, 4),
    ),
    k(
        "encoded_word_b_subject",
        "header",
        "Subject: =?UTF-8?B?{v}?=",
        value=lambda r: base64.b64encode(f"Zugang: admin / {pw(r)}".encode()).decode(),
    ),
)
