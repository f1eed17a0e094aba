"""Held-out 40's chat and split values (`bench/secret_kinds_heldout40.py`).

People telling where a secret reached them (a forwarded mail, a PDF, an SMS,
a QR code, a screenshot, a chat export) and quoting it, in languages and
scripts no earlier held-out chat used: Sundanese, Shona, Chichewa, Sesotho,
Oromo, Kurdish (Kurmanji in Latin letters and Sorani in Arabic script),
Bashkir, Sakha and Chuvash (Cyrillic), Occitan, Breton, West Frisian,
Samoan, Hawaiian, Tongan, Guarani, Yiddish (Hebrew script), Cherokee
(syllabary), Sanskrit (Devanagari), Ilocano, Lingala, Luganda, Wolof,
Romansh, Corsican and Tok Pisin. Then values a medium split: an SMS in two
parts, an IRC line cut at its length limit, a chat message edited in two,
a base64 MIME body's first line, a Matrix reply's quoted fallback and a
Teams code block wrapped by its viewer.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout39_state import gh_token, openai_key, slack_bot, stripe_live
from bench.secret_kinds_heldout40_mail import key32, url_pw

__all__ = ["CHAT_KINDS"]


def _seed(r: random.Random) -> str:
    return alnum(r, 40)


_CHAT: tuple[Kind, ...] = (
    k(
        "chat_su_forwarded_mail",
        "prose",
        "Kuring manggih kecap aksés dina email nu diteruskeun: {v}, punten gentos",
    ),
    k(
        "chat_sn_pdf_invoice",
        "prose",
        "Ndawana kiyi yeAPI muPDF yeinvoice: {v} — ndapota ichinjei",
        value=key32,
    ),
    k("chat_ny_sms_code", "prose", "Ndapeza mawu achinsinsi mu uthenga wa SMS: {v}"),
    k(
        "chat_st_wifi_qr",
        "prose",
        "Ke balile QR ya Wi-Fi ka fonong, phasewete ke {v}",
        value=url_pw,
    ),
    k(
        "chat_om_screenshot_ocr",
        "prose",
        "Suuraa irraa tokeenii kana argadhe: {v}, maaloo jijjiiraa",
        value=gh_token,
    ),
    k(
        "chat_ku_slack_export",
        "prose",
        "Min di derxistina Slackê de ev şîfre dît: {v}, ji kerema xwe biguherîne",
    ),
    k(
        "chat_ckb_email_thread",
        "prose",
        "لە زنجیرەی ئیمەیڵەکاندا ئەم کلیلەم دۆزییەوە: {v} تکایە بیگۆڕن",
        value=stripe_live,
    ),
    k(
        "chat_ba_calendar_invite",
        "prose",
        "Календарь саҡырыуында серһүҙ бар ине: {v}, зинһар, алмаштырығыҙ",
    ),
    k(
        "chat_sah_docx_file",
        "prose",
        "Word докумуоҥҥа кистэлэҥ тылы буллум: {v}",
    ),
    k(
        "chat_cv_teams_message",
        "prose",
        "Teams çырăвĕнче вăрттăн сăмаха тупрăм: {v}",
        value=key32,
    ),
    k(
        "chat_oc_transferred_mail",
        "prose",
        "Ai trobat lo senhal dins lo corrièl transferit: {v}, cambiatz-lo se vos plai",
    ),
    k(
        "chat_br_confluence_page",
        "prose",
        "Kavet em eus an alc'hwez API war ar bajenn Confluence: {v}",
        value=openai_key,
    ),
    k(
        "chat_fy_pdf_manual",
        "prose",
        "Ik haw it wachtwurd fûn yn de PDF-hantlieding: {v}, feroarje it asjebleaft",
    ),
    k(
        "chat_sm_email_reply",
        "prose",
        "Na ou mauaina le upu faalilolilo i le tali imeli: {v}",
    ),
    k(
        "chat_haw_voicemail",
        "prose",
        "Ua loaʻa iaʻu ka ʻōlelo huna ma ka leo leka: {v}",
    ),
    k(
        "chat_to_wiki_table",
        "prose",
        "Naʻá ku maʻu ʻa e kī fufū ʻi he tēpile wiki: {v}",
        value=_seed,
    ),
    k(
        "chat_gn_whatsapp",
        "prose",
        "Ajuhu ñe'ẽ ñemi WhatsApp ñomongetápe: {v}, emoambue ko'ag̃aite",
    ),
    k(
        "chat_yi_forwarded_letter",
        "prose",
        "איך האָב געפֿונען דאָס פּאַראָל אין דעם איבערגעשיקטן בליצבריוו: {v}",
    ),
    k(
        "chat_chr_screenshot",
        "prose",
        "ᎯᎠ ᎤᏕᎵᏛ ᎧᏃᎮᏗ ᎠᏂ ᏗᎪᏪᎵ: {v}",
        value=key32,
    ),
    k(
        "chat_sa_pdf_page",
        "prose",
        "मया पीडीएफ्-पत्रे गुप्तशब्दः प्राप्तः: {v} कृपया परिवर्तयतु",
    ),
    k(
        "chat_ilo_sms_link",
        "prose",
        "Nasarakak ti token iti SMS a link: {v}, pangngaasim ta sukatam",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "chat_ln_discord_export",
        "prose",
        "Nazwi token ya bot na export ya Discord: {v}",
        value=slack_bot,
    ),
    k(
        "chat_lg_printed_memo",
        "prose",
        "Nfunye ekigambo ekyekusifu mu bbaluwa eyakubibwa mu kyapa: {v}",
    ),
    k(
        "chat_wo_email_signature",
        "prose",
        "Gis naa baatu jàll bi ci signature bu email bi: {v}",
    ),
    k(
        "chat_rm_ics_invite",
        "prose",
        "Jau hai chattà il pled-clav en l'invitaziun dal chalender: {v}",
    ),
    k(
        "chat_co_rtf_note",
        "prose",
        "Aghju trovu a parolla d'intrata in a nota RTF: {v}, cambiatela per piacè",
    ),
    k(
        "chat_tpi_email",
        "prose",
        "Mi painim password long imel ol i salim i kam: {v}, plis senisim",
    ),
)

_SPLIT: tuple[Kind, ...] = (
    cut(
        "sms_concatenated_two_parts",
        "(1/2) Your API credentials: client_secret=<A>\n(2/2) <B> Do not reply.",
        lambda r: alnum(r, 48),
        30,
    ),
    cut(
        "irc_line_cut_at_length_limit",
        "[10:01] <ops> export REPLICATION_TOKEN=<A>\n[10:01] <ops> <B>",
        lambda r: urlsafe(r, 64),
        34,
    ),
    cut(
        "chat_message_edited_in_two",
        "ana  10:14\nwebhook secret: <A>\nana  10:14\n…<B> (rest of it, slack cut it)",
        lambda r: alnum(r, 50),
        28,
    ),
    cut(
        "matrix_reply_fallback_quote",
        "> <@bo:acme.io> the vault token is <A>\n> <B>\n\nthanks, in",
        lambda r: "hvs." + alnum(r, 90),
        40,
    ),
    cut(
        "teams_code_block_wrapped",
        "```\nAccountKey=<A>\n<B>==\n```",
        lambda r: b64(r, 86),
        44,
    ),
    cut(
        "ocr_two_lines_of_key_card",
        "Scanned card text:\nLicence key\n<A>\n<B>\nRegistered to ACME LTD",
        lambda r: "-".join(alnum(r, 5).upper() for _ in range(8)),
        23,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_SPLIT)
