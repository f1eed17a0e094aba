"""Held-out 32's secrets outside code (`bench/secret_kinds_heldout32.py`).

How a secret travels when no program holds it: an email forwarded with its
headers, a reply quoting the original with `>`, a calendar invite's
`DESCRIPTION` (folded lines of an `.ics`), a Teams/Zoom meeting's notes,
a ticket exported as CSV (a quoted cell with commas and doubled quotes), a
Jira comment in its wiki markup, a spreadsheet row pasted with tabs, an
OCR'd screenshot's text (with the OCR's mistakes around the value), a
voice note's transcript (digits and letters spoken as words, NATO
spelling), a PDF's extracted text (a password on the line after its label,
a key broken over two lines), a handover document, a sticky note's photo
read by a phone, a fax cover, an SMS forwarded to mail; and chat in
nineteen human languages stating a secret in a sentence (Spanish,
Portuguese, French, German, Italian, Dutch, Polish, Turkish, Russian,
Ukrainian, Arabic, Hindi, Indonesian, Vietnamese, Japanese, Korean,
Chinese, Swahili, Greek), with a few multi-line and split forms.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, digits, hexs, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30

__all__ = ["TRAVEL_KINDS"]

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_NATO = {
    "a": "alpha",
    "b": "bravo",
    "c": "charlie",
    "d": "delta",
    "e": "echo",
    "f": "foxtrot",
    "g": "golf",
    "h": "hotel",
    "k": "kilo",
    "m": "mike",
    "p": "papa",
    "r": "romeo",
    "t": "tango",
    "x": "x-ray",
    "z": "zulu",
}


def _spoken_digits(r: random.Random) -> str:
    return " ".join(_WORDS[int(c)] for c in digits(r, 8))


def _nato(r: random.Random) -> str:
    parts = []
    for _ in range(10):
        if r.random() < 0.35:
            parts.append(_WORDS[r.randint(0, 9)])
        else:
            letter = r.choice(sorted(_NATO))
            word = _NATO[letter]
            parts.append(("capital " + word) if r.random() < 0.3 else word)
    return " ".join(parts)


def _split(name: str, template: str, n: int) -> Kind:
    """A key of `n` letters broken in two: the text holds both halves apart."""

    def make(r: random.Random) -> tuple[str, str]:
        v = alnum(r, n)
        cut = n // 2 + r.randint(-3, 3)
        return v[:cut], template.format(a=v[:cut], b=v[cut:], d=digits(r, 6))

    return Kind(name, "form", make)


def _ocr_pw(r: random.Random) -> str:
    return pw(r, 12)


_MAIL: tuple[Kind, ...] = (
    kind30(
        "forwarded_email_headers",
        "prose",
        "---------- Forwarded message ---------\nFrom: IT Service Desk <it@clinic.example>\n"
        "Date: Fri, 27 Nov 2026 at 16:02\nSubject: Your VPN account\nTo: <r.singh@clinic."
        "example>\n\nHello Ravi,\nYour account is ready.\nUsername: rsingh\nTemporary password: "
        "{v}\nYou will be asked to change it at first login.",
    ),
    kind30(
        "email_reply_quoted",
        "prose",
        "On Tue, Nov 24, 2026 at 9:14 AM Dana <dana@lab.example> wrote:\n> the shared drive "
        "login is labshare / {v}\n> please don't forward\n\nThanks, got in!",
    ),
    kind30(
        "raw_email_mime",
        "prose",
        "Return-Path: <noreply@vendor.example>\nReceived: from mail.vendor.example (10.1.2.3)\n"
        "Message-ID: <{h16}@vendor.example>\nContent-Type: text/plain; charset=UTF-8\n"
        "Subject: API access\n\nYour production API key: {v}\nKeep it safe.",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "ics_description_folded",
        "prose",
        "BEGIN:VEVENT\nDTSTART:20261203T150000Z\nSUMMARY:Board meeting\nDESCRIPTION:Dial-in "
        "+1 555 0100\\, meeting ID 812 4471 9020\\n\n Passcode: {v}\\nHost key: {d6}\n"
        "END:VEVENT",
        value=lambda r: alnum(r, 10),
    ),
    kind30(
        "calendar_notes_wifi",
        "prose",
        "Event: Offsite kickoff (Thu 10:00)\nLocation: Room 4B\nNotes:\n- Guest Wi-Fi: "
        "OffsiteGuest / {v}\n- Bring laptops",
    ),
    kind30(
        "meeting_invite_admin_pin",
        "prose",
        "Join Zoom Meeting\nhttps://zoom.us/j/{d11}?pwd={v}\nMeeting ID: {d3} {d4} {d4}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "ticket_csv_export",
        "prose",
        'id,created,subject,body,status\n{d5},2026-11-20,"DB access","Hi, please use '
        'user svc_report and password {v}, thanks",closed',
    ),
    kind30(
        "ticket_csv_doubled_quotes",
        "prose",
        'Issue key,Summary,Comment\nOPS-{d4},Rotate SMTP,"New value set: SMTP_PASS=""{v}"" '
        '(old one revoked)"',
    ),
    kind30(
        "jira_wiki_markup",
        "prose",
        "h3. Access\n||System||User||Password||\n|Staging DB|app_rw|{{{v}}}|\n|Grafana|admin|"
        "see vault|",
    ),
    kind30(
        "spreadsheet_row_tabs",
        "prose",
        "Service\tURL\tLogin\tPassword\tOwner\nPrinter admin\thttp://10.0.5.9\tadmin\t{v}\t"
        "Facilities",
    ),
    kind30(
        "handover_doc_markdown",
        "prose",
        "## Handover – night shift\n* Backup NAS: `backup` / **{v}**\n* Alarm code is in the "
        "red folder",
    ),
    kind30(
        "sms_forwarded_to_mail",
        "prose",
        'Forwarded SMS from +44 7700 900{d3} (28/11 14:03):\n"Your one-time setup password for '
        'the portal is {v}. It expires in 24h."',
        value=lambda r: alnum(r, 10),
    ),
    kind30(
        "fax_cover_sheet_text",
        "prose",
        "FAX COVER SHEET\nTo: Records Dept   From: Dr. Ito's office\nPages: 3\nRe: portal login "
        "for referrals\nUser ID: ITO-REF\nPassword: {v}",
    ),
    kind30(
        "slack_export_json",
        "prose",
        '[{"type": "message", "user": "U{U10}", "text": "prod redis password is {v} btw", '
        '"ts": "17{d8}.{d6}"}]',
    ),
)

_SCANNED: tuple[Kind, ...] = (
    kind30(
        "ocr_screenshot_label_typos",
        "prose",
        "[OCR of screenshot.png]\nAcc0unt Settings\nUsemame: ops-admin\nPassw0rd : {v}\n"
        "Last l0gin: 2026-11-2B 08:14",
        value=_ocr_pw,
    ),
    kind30(
        "ocr_api_key_panel",
        "prose",
        "Extracted text:\nAPI Kevs\nName Created Key\nbackend-prod Nov 12 {v}\nRevoke | Copy",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
    kind30(
        "ocr_sticky_note",
        "prose",
        'Text found in image: "WIFI\nSSlD: Kantoor-5G\nPW: {v}\n(do n0t share)"',
        value=lambda r: alnum(r, 12),
    ),
    kind30(
        "ocr_router_label",
        "prose",
        "Recognized text (confidence 0.87):\nModel: AX3000  S/N: 2{d11}\nWireless Password/PIN: "
        "{v}\nWeb: http://192.168.0.1  Admin: admin",
        value=lambda r: digits(r, 8),
    ),
    kind30(
        "voice_transcript_digits",
        "prose",
        "Transcript (voicemail, 0:41): hi it's Marco from the clinic, the door code for the "
        "server room changed, it's {v}, okay, call me back",
        value=_spoken_digits,
    ),
    kind30(
        "voice_transcript_nato",
        "prose",
        "[voice note transcript] so the temporary password is {v}, all one word, bye",
        value=_nato,
    ),
    kind30(
        "pdf_label_next_line",
        "prose",
        "Welcome Pack – Page 2 of 4\nYour remote access details\nUsername:\njsmith\nInitial "
        "password:\n{v}\nPlease change it within 7 days.\n2",
    ),
    kind30(
        "pdf_table_flattened",
        "prose",
        "Environment Host Account Secret\nProduction api.acme.example svc-pay {v}\nStaging "
        "stg.acme.example svc-pay (see vault)",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "pdf_contract_annex_key",
        "prose",
        "Annex C – Technical Integration\n3.2 The Provider shall issue to the Client an API key "
        "({v}) to be used solely for the purposes of this Agreement.",
        value=lambda r: hexs(r, 40),
    ),
    _split(
        "pdf_key_broken_hyphen",
        "Access key: {a}-\n{b}\nRegion: eu-central-1",
        40,
    ),
    _split(
        "pdf_key_broken_line",
        "Client secret\n{a}\n{b}\n(Issued 2026-11-02)",
        48,
    ),
    _split(
        "chat_key_in_two_messages",
        "[10:02] mia: first half {a}\n[10:02] mia: second half {b}\n[10:03] tom: thanks",
        40,
    ),
    _split(
        "email_wrapped_76_cols",
        "Your token (copy both lines without spaces):\n{a}\n{b}\nRef {d}",
        64,
    ),
    kind30(
        "printed_recovery_sheet",
        "prose",
        "RECOVERY SHEET – store offline\nAccount: finance@shop.example\nRecovery key:\n{v}\n"
        "Created: 2026-11-29",
        value=lambda r: "-".join(
            pick(r, string.ascii_uppercase + string.digits, 5) for _ in range(6)
        ),
    ),
)

_LANGS: tuple[Kind, ...] = (
    kind30(
        "chat_es_clave",
        "prose",
        "oye, la clave del router de la oficina es {v}, no la compartas",
        "te paso la contraseña del servidor de pruebas: {v}",
    ),
    kind30(
        "chat_pt_senha",
        "prose",
        "a senha do banco de homologação ficou {v}, troquei ontem",
        "Segue a senha do Wi-Fi da clínica: {v} (não repassa)",
    ),
    kind30(
        "chat_fr_mot_de_passe",
        "prose",
        "le mot de passe de l'admin Moodle est maintenant {v}, dis-moi si ça marche",
    ),
    kind30(
        "chat_de_passwort",
        "prose",
        "Das neue Passwort für den Praxis-Server lautet {v} – bitte nicht weitergeben.",
    ),
    kind30(
        "chat_it_password",
        "prose",
        "ciao, la password della telecamera del magazzino è {v}, l'ho cambiata stamattina",
    ),
    kind30(
        "chat_nl_wachtwoord",
        "prose",
        "het wachtwoord van de NAS is nu {v}, zet het even in de kluis",
    ),
    kind30(
        "chat_pl_haslo",
        "prose",
        "hasło do panelu serwera Minecraft to {v}, nie dawaj go dzieciom",
    ),
    kind30(
        "chat_tr_sifre",
        "prose",
        "laboratuvar sunucusunun şifresi {v} olarak değişti, haberin olsun",
    ),
    kind30(
        "chat_ru_parol",
        "prose",
        "пароль от кластера теперь {v}, старый больше не работает",
    ),
    kind30(
        "chat_uk_parol",
        "prose",
        "новий пароль до адмінки Home Assistant: {v}",
    ),
    kind30(
        "chat_ar_kalimat_sir",
        "prose",
        "كلمة السر الجديدة لخادم المختبر هي {v} من فضلك لا ترسلها لأحد",
    ),
    kind30(
        "chat_hi_password",
        "prose",
        "सर्वर का पासवर्ड अब {v} है, किसी को मत बताना",
    ),
    kind30(
        "chat_id_kata_sandi",
        "prose",
        "kata sandi akun e-faktur kantor: {v}, jangan disebar ya",
    ),
    kind30(
        "chat_vi_mat_khau",
        "prose",
        "mật khẩu wifi phòng lab là {v} nhé",
    ),
    kind30(
        "chat_ja_pasuwado",
        "prose",
        "研究室サーバーのパスワードは {v} です。共有しないでください。",
    ),
    kind30(
        "chat_ko_bimilbeonho",
        "prose",
        "스트리밍 키 바꿨어요. 새 키는 {v} 입니다",
        value=lambda r: "live_" + digits(r, 9) + "_" + alnum(r, 30),
    ),
    kind30(
        "chat_zh_mima",
        "prose",
        "集群的 root 密码改成 {v} 了，别外传",
        "NAS 的密码：{v}",
    ),
    kind30(
        "chat_sw_nenosiri",
        "prose",
        "nenosiri la mfumo wa kliniki sasa ni {v}, usimpe mtu yeyote",
    ),
    kind30(
        "chat_el_kodikos",
        "prose",
        "ο κωδικός του router είναι {v}, μην τον δώσεις σε κανέναν",
    ),
    kind30(
        "chat_es_token_api",
        "prose",
        "el token de la API de facturación (SAT) es {v}, lo necesitas para el timbrado",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "chat_de_stream_key",
        "prose",
        "Hier der Streamschlüssel für heute Abend: {v}",
        value=lambda r: "-".join(
            pick(r, string.ascii_lowercase + string.digits, 4) for _ in range(5)
        ),
    ),
    kind30(
        "chat_pt_chave_api",
        "prose",
        "chave da API do NCBI: {v} (coloca no .Renviron)",
        value=lambda r: hexs(r, 36),
    ),
    kind30(
        "chat_fr_code_acces_multiline",
        "prose",
        "Bonjour,\nvoici les accès pour le PACS :\nidentifiant : radiologie\nmot de passe :\n{v}"
        "\nbonne journée",
    ),
    kind30(
        "chat_ja_api_key",
        "prose",
        "APIキーはこちら→ {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind30(
        "chat_en_spelled_out",
        "prose",
        "ok writing it out: the rcon pass is {v} (capital letters where you see them)",
    ),
    kind30(
        "chat_en_after_colon_newline",
        "prose",
        "here's the Jupyter token, paste it in the login box:\n\n{v}\n\nlet me know",
        value=lambda r: hexs(r, 48),
    ),
    kind30(
        "chat_en_code_fence_only",
        "prose",
        "this is the LTI secret for the Canvas integration\n```\n{v}\n```",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "chat_en_sentence_bare_url_cred",
        "prose",
        "Use https://grader:{v}@autograde.uni.example/api to submit, it takes basic auth",
    ),
    kind30(
        "chat_en_one_time_link",
        "prose",
        "the login link is https://portal.ehr.example/activate?code={v}, it works once",
        value=lambda r: urlsafe(r, 43),
    ),
)

TRAVEL_KINDS: tuple[Kind, ...] = (*_MAIL, *_SCANNED, *_LANGS)
