"""Held-out 38's chat and split values (`bench/secret_kinds_heldout38.py`).

People stating a secret in a sentence (a server's or a database's password,
an API key, a bot's token, a router's login), in languages and scripts no
earlier set's chat used: Welsh, Irish, Maltese, Luxembourgish, Afrikaans,
Albanian, Macedonian, Belarusian, Kyrgyz, Tajik, Uzbek, Pashto, Marathi,
Nepali, Gujarati, Punjabi in Gurmukhi, Telugu, Kannada, Malayalam, Sinhala,
Khmer, Lao, Burmese, Yoruba, Hausa, Zulu and Xhosa. Then values a printer
or a person split: `pprint` wrapping a long string into adjacent literals,
`fold -w`, a Go and a Rust concatenation, a JSON array of chunks, a YAML
folded scalar, a value sent over two chat messages and an `openssl base64`
output wrapped at 64 columns.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout38_objects import gh_token, live_key, slack_bot

__all__ = ["CHAT_KINDS"]


def _key(r: random.Random) -> str:
    return alnum(r, 32)


_CHAT: tuple[Kind, ...] = (
    k("chat_cy_db_password", "prose", "Cyfrinair y gronfa ddata yw {v}, paid â'i rannu"),
    k("chat_ga_server_password", "prose", "Is é {v} an pasfhocal don fhreastalaí, ná roinn é"),
    k("chat_mt_api_key", "prose", "Il-API key tal-produzzjoni hija {v}", value=_key),
    k("chat_lb_router", "prose", "D'Passwuert vum Router ass {v}, w.e.g. net weiderginn"),
    k(
        "chat_af_token",
        "prose",
        "Die bot se token is {v}, moenie dit in die repo sit nie",
        value=slack_bot,
    ),
    k("chat_sq_db_password", "prose", "Fjalëkalimi i bazës së të dhënave është {v}"),
    k("chat_mk_server", "prose", "Лозинката за серверот е {v}, не ја споделувај"),
    k("chat_be_admin", "prose", "Пароль адміна: {v} — нікому не кажы"),
    k("chat_ky_api_key", "prose", "API ачкычы {v}, аны эч кимге бербе", value=_key),
    k("chat_tg_password", "prose", "Пароли сервер {v} аст, онро иваз кун"),
    k(
        "chat_uz_token",
        "prose",
        "GitHub tokeni: {v} — hech kimga ko'rsatma",
        value=gh_token,
    ),
    k("chat_ps_password", "prose", "د ډیټابیس پټنوم {v} دی، چاته یې مه وایه"),
    k("chat_mr_password", "prose", "सर्व्हरचा पासवर्ड {v} आहे, कोणालाही सांगू नकोस"),
    k("chat_ne_api_key", "prose", "उत्पादनको API की {v} हो", value=live_key),
    k("chat_gu_password", "prose", "ડેટાબેઝનો પાસવર્ડ {v} છે"),
    k("chat_pa_password", "prose", "ਸਰਵਰ ਦਾ ਪਾਸਵਰਡ {v} ਹੈ, ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੀਂ"),
    k("chat_te_password", "prose", "డేటాబేస్ పాస్‌వర్డ్ {v}, ఎవరికీ చెప్పవద్దు"),
    k("chat_kn_token", "prose", "ಬಾಟ್ ಟೋಕನ್ {v} ಆಗಿದೆ", value=lambda r: urlsafe(r, 40)),
    k("chat_ml_password", "prose", "സെർവറിന്റെ പാസ്‌വേഡ് {v} ആണ്"),
    k("chat_si_password", "prose", "සර්වර් මුරපදය {v} වේ, කාටවත් කියන්න එපා"),
    k("chat_km_password", "prose", "ពាក្យសម្ងាត់របស់ម៉ាស៊ីនមេគឺ {v}"),
    k("chat_lo_password", "prose", "ລະຫັດຜ່ານຂອງເຊີບເວີແມ່ນ {v}"),
    k("chat_my_api_key", "prose", "API key က {v} ပါ၊ ဘယ်သူ့ကိုမှ မပြပါနဲ့", value=_key),
    k("chat_yo_password", "prose", "Ọ̀rọ̀ aṣínà olupin náà ni {v}"),
    k("chat_ha_password", "prose", "Kalmar sirrin sabar ita ce {v}, kar ka gaya wa kowa"),
    k("chat_zu_password", "prose", "Iphasiwedi yeseva ithi {v}, ungayitsheli muntu"),
    k("chat_xh_api_key", "prose", "Isitshixo se-API ngu {v}", value=lambda r: hexs(r, 40)),
    k(
        "chat_cy_code_span_token",
        "prose",
        "Dyma'r tocyn ar gyfer y CI: `{v}` (mae'n dod i ben fis nesaf)",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
)

_SPLIT: tuple[Kind, ...] = (
    cut(
        "pprint_wrapped_adjacent_literals",
        ">>> pprint(cfg, width=60)\n{'name': 'ingest',\n 'token': '<A>'\n          '<B>'}",
        lambda r: alnum(r, 64),
        32,
    ),
    cut(
        "fold_w32_output",
        '$ echo "$SIGNING_KEY" | fold -w 32\n<A>\n<B>',
        lambda r: b64(r, 64),
        32,
    ),
    cut(
        "go_string_concat_key",
        'const apiKey = "<A>" +\n\t"<B>"',
        lambda r: alnum(r, 48),
        24,
    ),
    cut(
        "rust_concat_macro_secret",
        'let secret = concat!("<A>", "<B>");',
        lambda r: urlsafe(r, 44),
        22,
    ),
    cut(
        "json_array_of_chunks",
        '{"key_parts": ["<A>", "<B>"], "join": ""}',
        lambda r: hexs(r, 64),
        32,
    ),
    cut(
        "yaml_folded_scalar_token",
        "auth:\n  token: >-\n    <A>\n    <B>\n  user: ci",
        lambda r: urlsafe(r, 60),
        30,
    ),
    cut(
        "chat_two_messages_password",
        "[10:02] bo: db pass part 1: <A>\n[10:02] bo: and the rest: <B>",
        lambda r: alnum(r, 24),
        12,
    ),
    cut(
        "openssl_base64_wrapped_key",
        "$ openssl rand -base64 96\n<A>\n<B>",
        lambda r: b64(r, 128),
        64,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_SPLIT)
