"""Held-out 27's hard shapes and chat (`bench/secret_kinds_heldout27.py`).

The shapes (`SHAPE_KINDS`), as people hand a secret to each other: a key
split over two chat messages, a token wrapped over two lines of an email, a
password read aloud letter by letter ("k as in kilo"), an `otpauth://` URL
decoded from a QR code, a vendor's base64 blob of JSON credentials, a
URL-encoded password in a login link, a Slack quote (`> `), a `psql` table
cell and a MySQL box table, a config diff of a rotation and an `.env` diff,
a correction ("sorry wrong one, it is …") and a Slack `*` correction, keys
under names that do not say secret (`auth`, `creds`, `sig`, `k`,
`pass_phrase`, `hash`), a key after an emoji, a key read from a
screenshot's OCR, a password in bold HTML from a Teams message and in
Markdown bold.

The chat (`CHAT_KINDS`): English as people write it in a hurry (lowercase,
no punctuation, typos, abbreviations, emoji), and languages no set's
docstring names (Aymara, Bislama, Ilocano, Hmong, Dzongkha, Tibetan,
Hiligaynon, Waray, Minangkabau, Balinese, Tetum, Chamorro, Tahitian, Ewe,
Twi, Fula, Bambara, Luganda, Kikuyu, Kirundi, Tswana, Tsonga, Northern Sami,
Ossetian, Chechen, Sakha, Buryat, Crimean Tatar, Gagauz, Friulian,
Neapolitan, Aragonese, Scots, Dhivehi, Bhojpuri, Konkani, Dari, Kabyle), in
varied sentence shapes.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, hexs, pw, upper32, urlsafe
from bench.secret_kinds_heldout27_more import kind27, uuid27

__all__ = ["CHAT_KINDS", "SHAPE_KINDS"]

_SAY = {
    "a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot",
    "g": "golf", "h": "hotel", "i": "india", "j": "juliet", "k": "kilo", "l": "lima",
    "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
    "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "x-ray",
    "y": "yankee", "z": "zulu",
}  # fmt: skip


def _two_messages(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 20), alnum(r, 20)
    return a, (
        f"mateo  10:02 AM\nkey is too long for one msg lol\nfirst half: {a}\n"
        f"mateo  10:02 AM\nsecond: {b}\njust glue them together"
    )


def _wrapped_email(r: random.Random) -> tuple[str, str]:
    a, b = urlsafe(r, 38), urlsafe(r, 26)
    return a, (
        "> Your integration token (copy both lines, no space):\n"
        f"> {a}\n> {b}\n\nthe mail client wrapped it, is that why it fails?"
    )


def _as_in(r: random.Random) -> tuple[str, str]:
    raw = alnum(r, 10)
    words = []
    for c in raw:
        if c.isdigit():
            words.append(c)
        elif c.isupper():
            words.append(f"capital {c} as in {_SAY[c.lower()]}")
        else:
            words.append(f"{c} as in {_SAY[c]}")
    v = ", ".join(words)
    return v, f"ok reading the wifi admin password off the sticker: {v}. got it?"


def _otpauth(r: random.Random) -> tuple[str, str]:
    v = upper32(r, 32)
    form = r.choice(
        (
            "$ zbarimg --raw qr.png\notpauth://totp/Acme%20VPN:{who}?secret={v}&issuer=Acme%20VPN"
            "&algorithm=SHA1&digits=6&period=30",
            "can't scan the QR on my laptop, the decoded link is otpauth://totp/{who}@acme.io?"
            "secret={v}&issuer=GitLab",
        )
    )
    return v, form.format(v=v, who=r.choice(("dana", "kofi", "noa")))


def _b64_blob(r: random.Random) -> tuple[str, str]:
    creds = {"client_id": uuid27(r), "client_secret": urlsafe(r, 40), "realm": "partner"}
    v = base64.b64encode(json.dumps(creds).encode()).decode()
    return v, f"the partner sent the creds as one blob, paste it in PARTNER_CREDS:\n{v}"


def _url_encoded(r: random.Random) -> tuple[str, str]:
    v = quote(pw(r, 16), safe="")
    return v, (
        f"this link logs you straight in: https://portal.partner.example/sso?u=acme_ops&p={v}"
        "&next=%2Freports"
    )


def _config_rotation(r: random.Random) -> tuple[str, str]:
    old, new = alnum(r, 32), alnum(r, 32)
    return new, (
        "--- a/deploy/values-prod.yaml\n+++ b/deploy/values-prod.yaml\n@@ -21,3 +21,3 @@ search:\n"
        f"   host: search.internal\n-  apiKey: {old}\n+  apiKey: {new}\n   timeout: 5s"
    )


def _correction(r: random.Random) -> tuple[str, str]:
    wrong, v = alnum(r, 24), alnum(r, 24)
    return v, (f"key for the geocoder: {wrong}\nsorry wrong one, that's the dev one. it is {v}")


def _star_correction(r: random.Random) -> tuple[str, str]:
    wrong = pw(r, 14)
    v = wrong[:-3] + "x" + wrong[-2:]
    return v, f"db pass is {wrong}\n*{v}"


SHAPE_KINDS: tuple[Kind, ...] = (
    Kind("split_two_chat_messages", "form", _two_messages),
    Kind("token_wrapped_in_email", "form", _wrapped_email),
    Kind("read_aloud_as_in", "prose", _as_in),
    Kind("otpauth_decoded_qr", "form", _otpauth),
    Kind("base64_json_creds_blob", "form", _b64_blob),
    Kind("url_encoded_login_link", "form", _url_encoded),
    kind27(
        "slack_quoted_reply",
        "prose",
        "> {who}: use {v} for the staging bucket\nthat one's read-only btw, need write",
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "psql_table_cell",
        "output",
        "$ psql -c 'select name, value from app_settings'\n     name      |      value\n"
        "---------------+------------------\n smtp_user     | mailer\n smtp_password | {v}\n"
        "(2 rows)",
    ),
    kind27(
        "mysql_box_table",
        "output",
        "mysql> SELECT k, v FROM integrations WHERE name='geo';\n+---------+"
        "----------------------------------+\n| k       | v                                |\n"
        "+---------+----------------------------------+\n| api_key | {v} |\n"
        "+---------+----------------------------------+\n1 row in set (0.00 sec)",
        value=lambda r: alnum(r, 32),
    ),
    Kind("config_diff_rotation", "form", _config_rotation),
    kind27(
        "env_diff_added",
        "form",
        "diff --git a/.env.staging b/.env.staging\n--- a/.env.staging\n+++ b/.env.staging\n"
        "@@ -3,2 +3,2 @@\n SMTP_HOST=smtp.partner.example\n-SMTP_PASS=\n+SMTP_PASS={v}",
    ),
    Kind("correction_wrong_one", "prose", _correction),
    Kind("correction_star", "prose", _star_correction),
    kind27(
        "name_auth",
        "code",
        '{{\n  "endpoint": "https://ingest.partner.example/v1",\n  "auth": "{v}",\n'
        '  "batch": 500\n}}',
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "name_creds",
        "code",
        'creds = "svc_reports:{v}"\nresp = requests.get(url, headers={{"Authorization": '
        '"Basic " + b64encode(creds.encode()).decode()}})',
    ),
    kind27(
        "name_sig_key",
        "config",
        "webhooks:\n  url: https://hooks.acme.io/partner\n  hmac:\n    algo: sha256\n    sig: {v}",
        value=lambda r: hexs(r, 64),
    ),
    kind27(
        "name_k",
        "code",
        "const k = '{v}';\nfetch(`https://api.partner.example/geo?q=${{q}}&k=${{k}}`)",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "name_pass_phrase",
        "config",
        'signing:\n  key_file: release.p12\n  pass_phrase: "{v}"',
        value=lambda r: (
            "-".join(
                r.choice(
                    (
                        "otter",
                        "maple",
                        "quartz",
                        "ember",
                        "violet",
                        "harbor",
                        "lantern",
                        "cobalt",
                        "meadow",
                        "saffron",
                    )
                )
                for _ in range(4)
            )
            + str(r.randrange(10, 99))
        ),
    ),
    kind27(
        "name_hash_is_key",
        "code",
        'gw = Gateway(merchant_id="M{d6}", hash="{v}", sandbox=False)',
        value=lambda r: hexs(r, 32),
    ),
    kind27(
        "key_after_emoji",
        "prose",
        "prod key 🔑 {v} 🙏 dont share pls",
        "🔐 {v} ← staging",
        value=lambda r: alnum(r, 36),
    ),
    kind27(
        "screenshot_ocr",
        "output",
        "OCR of the screenshot {who} sent:\nAPI keys\nName  Created  Key\nci-deploy  Nov 27  {v}\n"
        "Copy  Revoke",
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "teams_html_bold",
        "prose",
        "<p>Hi, the login for the partner portal is <strong>acme_ops</strong> / "
        "<strong>{v}</strong></p>",
    ),
    kind27(
        "markdown_bold_password",
        "prose",
        "new admin pw is **{v}** — write it down, I'm off tomorrow",
    ),
)

_HURRY: tuple[Kind, ...] = (
    kind27(
        "chat_en_lowercase_dont_paste",
        "prose",
        "pw for staging db is {v} dont paste it anywhere lol",
    ),
    kind27(
        "chat_en_try_that", "prose", "ok so the key's {v} - try that", value=lambda r: alnum(r, 32)
    ),
    kind27(
        "chat_en_instead_revoked",
        "prose",
        "can u try w/ {v} instead, old one got revoked 🙃",
        value=lambda r: urlsafe(r, 40),
    ),
    kind27("chat_en_tok_colon", "prose", "tok: {v}", value=lambda r: alnum(r, 40)),
    kind27(
        "chat_en_arrow_prod",
        "prose",
        "{v} <- thats the prod one careful",
        value=lambda r: hexs(r, 40),
    ),
    kind27("chat_en_nvm_found", "prose", "nvm found it. its {v}", value=lambda r: alnum(r, 28)),
    kind27(
        "chat_en_4_now",
        "prose",
        "use this 4 now {v} ill rotate tmrw",
        value=lambda r: urlsafe(r, 36),
    ),
    kind27(
        "chat_en_regen",
        "prose",
        "hey!! the api key ends up being {v} (had to regen, the old one is dead)",
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "chat_en_typo_pasword",
        "prose",
        "the pasword for the vpn is {v} ,if it doesnt work ping {who}",
    ),
    kind27("chat_en_fyi_arrow", "prose", "fyi new admin pass → {v}"),
    kind27("chat_en_k_ttyl", "prose", "k heres the secret {v} ttyl", value=lambda r: alnum(r, 32)),
    kind27(
        "chat_en_lmk",
        "prose",
        "lmk if {v} works for the webhook, if not its prob the signing thing",
        value=lambda r: alnum(r, 32),
    ),
)

_LANGS: tuple[Kind, ...] = (
    kind27(
        "chat_aymara",
        "prose",
        "servidor ukan jist'ata arupax {v} ukawa",
        value=lambda r: alnum(r, 24),
    ),
    kind27("chat_bislama", "prose", "pasword blong server hemi {v}, yu no givim long narafala man"),
    kind27(
        "chat_ilocano",
        "prose",
        "ti api key ti staging ket {v} — diak ammo no agbalin pay",
        value=lambda r: alnum(r, 32),
    ),
    kind27("chat_hmong", "prose", "tus password rau lub server yog {v} nawb"),
    kind27("chat_dzongkha", "prose", "སར་བར་གྱི་གསང་ཚིག་ {v} ཨིན།", value=lambda r: alnum(r, 28)),
    kind27("chat_tibetan", "prose", "ཞབས་ཞུ་འཕྲུལ་ཆས་ཀྱི་གསང་ཨང་ནི་ {v} རེད།"),
    kind27(
        "chat_hiligaynon",
        "prose",
        "ang token para sa deploy amo ini: {v} , indi pag-ipakita sa iban",
        value=lambda r: urlsafe(r, 40),
    ),
    kind27("chat_waray", "prose", "an password han database amo an {v}"),
    kind27(
        "chat_minangkabau",
        "prose",
        "kunci API untuak staging iko {v}, jan dibagi-bagi yo",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "chat_balinese", "prose", "password server-e punika {v}, sampunang kaicen ring anak lian"
    ),
    kind27(
        "chat_tetum",
        "prose",
        "xave API ba sistema mak ne'e: {v}",
        value=lambda r: hexs(r, 40),
    ),
    kind27("chat_chamorro", "prose", "i password para i server guaha {v}"),
    kind27(
        "chat_tahitian",
        "prose",
        "te parau huna no te server o {v} ia",
        value=lambda r: alnum(r, 20),
    ),
    kind27("chat_ewe", "prose", "server la ƒe nya ɣaɣla enye {v}"),
    kind27(
        "chat_twi",
        "prose",
        "server no ahintasɛm ne {v}, mfa mma obiara",
        value=lambda r: alnum(r, 24),
    ),
    kind27("chat_fula", "prose", "finnde server ngal ko {v}"),
    kind27(
        "chat_bambara",
        "prose",
        "server ka gundo daɲɛ ye {v} ye",
        value=lambda r: alnum(r, 24),
    ),
    kind27("chat_luganda", "prose", "ekigambo ky'ekyama ekya server kiri {v}"),
    kind27(
        "chat_kikuyu",
        "prose",
        "kiugo gĩa hitho kĩa server nĩ {v}",
        value=lambda r: urlsafe(r, 32),
    ),
    kind27("chat_kirundi", "prose", "ijambo ry'ibanga rya server ni {v}"),
    kind27(
        "chat_tswana",
        "prose",
        "lefoko la sephiri la server ke {v}, o se ka wa le abelana",
    ),
    kind27(
        "chat_tsonga",
        "prose",
        "api key ya staging i {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind27("chat_northern_sami", "prose", "serverii beassansátni lea {v}"),
    kind27(
        "chat_ossetian",
        "prose",
        "серверы сусæг дзырд у {v}",
        value=lambda r: alnum(r, 22),
    ),
    kind27("chat_chechen", "prose", "серверан къайлаха дош {v} ду"),
    kind27(
        "chat_sakha",
        "prose",
        "сервер кистэлэҥ тыла: {v}",
        value=lambda r: alnum(r, 26),
    ),
    kind27("chat_buryat", "prose", "серверэй нюуса үгэ {v} гээшэ"),
    kind27(
        "chat_crimean_tatar",
        "prose",
        "serverniñ gizli sözü {v}, kimsege berme",
        value=lambda r: alnum(r, 24),
    ),
    kind27("chat_gagauz", "prose", "serverin saklı lafı {v}"),
    kind27(
        "chat_friulian",
        "prose",
        "la peraule segrete dal server e je {v}",
        value=lambda r: urlsafe(r, 30),
    ),
    kind27("chat_neapolitan", "prose", "'a password d''o server è {v}, nun 'a dà a nisciuno"),
    kind27(
        "chat_aragonese",
        "prose",
        "a clau d'a API ye {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind27("chat_scots", "prose", "the passwird fer the server is {v}, dinnae share it"),
    kind27(
        "chat_dhivehi",
        "prose",
        "ސާވަރުގެ ޕާސްވޯޑަކީ {v}",
        value=lambda r: alnum(r, 24),
    ),
    kind27("chat_bhojpuri", "prose", "सर्वर के पासवर्ड {v} बा, केहू के मत दिहऽ"),
    kind27(
        "chat_konkani",
        "prose",
        "सर्वराचो पासवर्ड {v} आसा",
        value=lambda r: alnum(r, 22),
    ),
    kind27(
        "chat_dari",
        "prose",
        "رمز سرور {v} است، به کسی نده",
        value=lambda r: alnum(r, 26),
    ),
    kind27("chat_kabyle", "prose", "awal uffir n server d {v}"),
    kind27(
        "chat_uuid_token_sentence",
        "prose",
        "the partner's sandbox token is {v} (yes it's just a uuid)",
        value=uuid27,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_HURRY, *_LANGS)
