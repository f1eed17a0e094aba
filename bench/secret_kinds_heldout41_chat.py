"""Held-out 41's chat and split values (`bench/secret_kinds_heldout41.py`).

People pointing at a line of code and saying what the value on it is (a
constant in a file, a line of a diff, a notebook cell, a test fixture, a
decompiled class), in languages and scripts the chats of held-out 36 to 40
did not use: Fijian, Tahitian, Sardinian, Venetian, Walloon, Manx, Ladino,
Upper Sorbian, Aragonese, Kalaallisut, Chamorro, Tsonga, Venda, Kikuyu,
Bambara, Tetum, Bislama, Ewe, Kabyle, Friulian, Asturian, Konkani and
Maithili (Devanagari), Kashmiri (Perso-Arabic script) and Tamazight
(Tifinagh), and an English code-review thread. Then values split by code
or by the way it was shown: a shell line continued with `\\`, a Python line
continued with `\\`, a chat message in two, a long diff line wrapped by a
viewer, a value split between an `.env` and the code that appends to it,
and a key cut over two notebook source lines.
"""

from __future__ import annotations

from bench.secret_kinds import Kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout39_state import gh_token, openai_key, slack_bot, stripe_live
from bench.secret_kinds_heldout41_lit import anthropic_key, key40, plain_pw

__all__ = ["CHAT_KINDS"]

_CHAT: tuple[Kind, ...] = (
    k(
        "chat_fj_config_line",
        "prose",
        "E tiko ena laini 12 ni config.py na kii ni API: {v}, mo veisautaka mada",
        value=key40,
    ),
    k(
        "chat_ty_diff_line",
        "prose",
        "I roto i te diff, te tāpa'o huna: {v} — a taui",
        value=gh_token,
    ),
    k(
        "chat_sc_notebook",
        "prose",
        "In sa cella de su notebook b'at sa crae: {v}, cambiala pro praghere",
        value=openai_key,
    ),
    k(
        "chat_vec_fixture",
        "prose",
        "Inte 'l fixture dei test ghe xe la password vera: {v}",
        value=plain_pw,
    ),
    k(
        "chat_wa_constant",
        "prose",
        "Dins l' constante API_KEY i gn a l' clé: {v}, candjîz-le s' i vs plait",
        value=key40,
    ),
    k(
        "chat_gv_commented_line",
        "prose",
        "Ta'n eochree sy linney coamrey: {v}",
        value=stripe_live,
    ),
    k(
        "chat_lad_decompiled",
        "prose",
        "En la klasa dekompilada topi el token: {v}, troka-lo por favor",
        value=gh_token,
    ),
    k(
        "chat_hsb_merge_conflict",
        "prose",
        "W konflikće merge je hesło: {v} — prošu změńće jo",
        value=plain_pw,
    ),
    k(
        "chat_an_docstring",
        "prose",
        "En o docstring bi ha una clau de verdat: {v}",
        value=key40,
    ),
    k(
        "chat_kl_source_line",
        "prose",
        "Kodimi titarnermi 30-mi isissutissaq: {v}",
        value=key40,
    ),
    k(
        "chat_ch_env_default",
        "prose",
        "Gi os.getenv na default guaha i password: {v}, fanatulaika",
        value=plain_pw,
    ),
    k(
        "chat_ts_review",
        "prose",
        "Eka layini ya 41 ku na xihluvo xa API: {v}, hi kombela u xi cinca",
        value=anthropic_key,
    ),
    k(
        "chat_ve_minified",
        "prose",
        "Kha bundle yo minified ndo wana khii: {v}",
        value=key40,
    ),
    k(
        "chat_ki_test_mock",
        "prose",
        "Thĩinĩ wa mock ya test harĩ na token ya ma: {v}",
        value=slack_bot,
    ),
    k(
        "chat_bm_blame",
        "prose",
        "Git blame y'a jira ko gundo daɲɛ ye nin ye: {v}",
        value=plain_pw,
    ),
    k(
        "chat_tet_heredoc",
        "prose",
        "Iha heredoc laran iha xave API: {v}, favor troka",
        value=key40,
    ),
    k(
        "chat_bi_concat",
        "prose",
        "Oli tufala string we oli joenem i mekem token ia: {v}",
        value=gh_token,
    ),
    k(
        "chat_ee_gradle",
        "prose",
        "Le build.gradle.kts me la, nyagbe ɣaɣla lae nye: {v}",
        value=plain_pw,
    ),
    k(
        "chat_kab_base64_line",
        "prose",
        "Deg izirig n base64 yella wawal uffir: {v}",
        value=key40,
    ),
    k(
        "chat_fur_cobol",
        "prose",
        "Tal program COBOL e je la password te VALUE: {v}",
        value=plain_pw,
    ),
    k(
        "chat_ast_stack_frame",
        "prose",
        "Nes variables locales del traceback apaez la clave: {v}",
        value=stripe_live,
    ),
    k(
        "chat_gom_notebook_output",
        "prose",
        "नोटबुकाच्या आउटपुटांत ही की दिसली: {v}, उपकार करून बदल",
        value=openai_key,
    ),
    k(
        "chat_mai_source_file",
        "prose",
        "settings.py फाइलक लाइन 9 पर पासवर्ड अछि: {v}",
        value=plain_pw,
    ),
    k(
        "chat_ks_constant",
        "prose",
        "کوڈس منز چھ یہ API کی: {v} مہربانی کٔرتھ بدلِو",
        value=key40,
    ),
    k(
        "chat_zgh_code_line",
        "prose",
        "ⴳ ⵓⴽⵓⴷ ⵉⵍⵍⴰ ⵓⵙⴰⵔⵓ ⵏ API: {v}",
        value=key40,
    ),
    k(
        "chat_en_review_thread",
        "prose",
        "> nit: line 88 of client.go still has the real key, {v}, can we pull it from vault?",
        "heads up — the fixture in tests/conftest.py isn't fake, it's our staging token {v}",
        value=gh_token,
    ),
    k(
        "chat_en_which_variable",
        "prose",
        "the value of `DB_PASS` in the Jenkinsfile is {v} if you need it for the local run",
        value=plain_pw,
    ),
)

_SPLIT: tuple[Kind, ...] = (
    cut(
        "split_shell_backslash",
        'curl -H "Authorization: Bearer <A>\\\n<B>" https://api.acme.io/v1/me',
        key40,
        20,
    ),
    cut(
        "split_python_backslash",
        'TOKEN = "<A>" \\\n    "<B>"',
        gh_token,
        20,
    ),
    cut(
        "split_two_chat_messages",
        "here's the key from config.rb: <A>\n(sorry, rest of it) <B>",
        stripe_live,
        22,
    ),
    cut(
        "split_wrapped_diff_line",
        "+    client_secret: '<A>\n<B>',",
        key40,
        24,
    ),
    cut(
        "split_notebook_source_lines",
        '"source": [\n  "key = (\\"<A>\\"\\n",\n  "       \\"<B>\\")\\n"\n]',
        openai_key,
        30,
    ),
    cut(
        "split_env_and_code",
        "# .env\nKEY_HEAD=<A>\n# app.js\nconst key = process.env.KEY_HEAD + '<B>';",
        key40,
        20,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_SPLIT)
