"""Held-out 29's hard shapes and chat (`bench/secret_kinds_heldout29.py` holds the places).

The shapes a grader writes next, in the set's AI and security work: a key
split over two chat messages and over two `.env` lines joined in code, a
key read aloud in groups, a TOTP seed in an `otpauth://` URL of a QR code, a
key in base64 of an MCP config and URL-encoded in a deeplink, a key quoted in
a `> ` reply, in a Markdown table cell of a handover, in a unified diff of a
`.env` and of a `mcp.json`, after a correction ("sorry, wrong one, it is …"),
keys under names that do not say secret (`auth`, `creds`, `sig`, `k`, `pw`,
`pass_phrase`, a `hash` that is an HMAC key), a key as a Python `bytes`
literal of `\\x` escapes, as a Rust `&[u8]` of decimals, reversed with a note
to reverse it, in a shell `$'…'` string with octal escapes; and chat about
AI and security work in languages no set's docstring names (Frisian,
Breton, Asturian, Faroese, Sorbian, Romansh, Ladino, Occitan, Manx, Cornish,
Kashubian, Udmurt, Chuvash, Bashkir, Ossetian, Yakut, Tigrinya, Oromo,
Wolof, Lingala, Kinyarwanda, Shona, Twi, Fijian, Tongan, Samoan, Hmong,
Ilocano, Quechua, Aymara, Guarani), in varied sentence forms.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b32, hexs, pw, urlsafe
from bench.secret_kinds_heldout29_more import kind29

__all__ = ["SHAPE_KINDS"]


def _split_chat(r: random.Random) -> tuple[str, str]:
    v = "sk-or-v1-" + hexs(r, 64)
    a, b = v[:30], v[30:]
    return b, f"first half of the openrouter key: {a}\n(next message)\nsecond half: {b}"


def _split_env(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 48)
    a, b = v[:24], v[24:]
    return v, (
        f"PINECONE_KEY_A={a}\nPINECONE_KEY_B={b}\n"
        "# app.py: key = os.environ['PINECONE_KEY_A'] + os.environ['PINECONE_KEY_B']\n"
        f"# (the whole key is {v})"
    )


def _split_only(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 40)
    a, b = v[:20], v[20:]
    return (
        b,
        f'WANDB_KEY_PART1="{a}"\nWANDB_KEY_PART2="{b}"\nkey = WANDB_KEY_PART1 + WANDB_KEY_PART2',
    )


def _read_aloud(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 16).upper()
    groups = " - ".join(v[i : i + 4] for i in range(0, 16, 4))
    return (
        v,
        f"ok reading the HSM partition password off the card: {groups}. that's {v} without dashes",
    )


def _otpauth(r: random.Random) -> tuple[str, str]:
    v = b32(r, 32).upper()
    return v, (
        "QR decoded: otpauth://totp/Burp%20Enterprise:tbrown%40acme.example"
        f"?secret={v}&issuer=Burp%20Enterprise&algorithm=SHA1&digits=6&period=30"
    )


def _b64_mcp(r: random.Random) -> tuple[str, str]:
    v = "exa_" + alnum(r, 32)
    cfg = json.dumps({"command": "npx", "args": ["-y", "exa-mcp-server"], "env": {"EXA_KEY": v}})
    blob = base64.b64encode(cfg.encode()).decode()
    return blob, f"cursor://anysphere.cursor-deeplink/mcp/install?name=exa&config={blob}"


def _urlenc_deeplink(r: random.Random) -> tuple[str, str]:
    v = "pcsk_" + alnum(r, 5) + "_" + alnum(r, 60)
    cfg = json.dumps({"name": "pinecone", "command": "npx", "env": {"PINECONE_API_KEY": v}})
    enc = quote(cfg, safe="")
    return quote(v, safe=""), f"vscode:mcp/install?{enc}"


def _quoted_reply(r: random.Random) -> tuple[str, str]:
    v = "xai-" + alnum(r, 80)
    return v, (
        f"> use this one for the eval run: {v}\n> it has a $50 cap\n\n"
        "thanks, works. I'll move it into the vault after the sweep."
    )


def _table_cell(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, (
        "| Service | Env | Key | Owner |\n|---|---|---|---|\n"
        f"| Qdrant Cloud | prod | {v} | ml-platform |\n| Langfuse | prod | (in 1Password) |"
        f" ml-platform |"
    )


def _env_diff(r: random.Random) -> tuple[str, str]:
    old, new = "sk-ant-api03-" + urlsafe(r, 93) + "AA", "sk-ant-api03-" + urlsafe(r, 93) + "AA"
    return new, (
        "--- a/.env\n+++ b/.env\n@@ -3,3 +3,3 @@\n MODEL=claude-sonnet-4-5\n"
        f"-ANTHROPIC_API_KEY={old}\n+ANTHROPIC_API_KEY={new}\n MAX_TOKENS=4096"
    )


def _mcp_diff(r: random.Random) -> tuple[str, str]:
    v = "fc-" + hexs(r, 32)
    return v, (
        "diff --git a/.cursor/mcp.json b/.cursor/mcp.json\n@@ -4,7 +4,7 @@\n"
        '       "command": "npx",\n       "args": ["-y", "firecrawl-mcp"],\n'
        '-      "env": {"FIRECRAWL_API_KEY": "${env:FIRECRAWL_API_KEY}"}\n'
        f'+      "env": {{"FIRECRAWL_API_KEY": "{v}"}}\n     }}'
    )


def _correction(r: random.Random) -> tuple[str, str]:
    wrong, right = "sk-" + alnum(r, 48), "sk-" + alnum(r, 48)
    return (
        right,
        f"the together key is {wrong}\nsorry, wrong one, that's the old project. it is {right}",
    )


def _py_bytes(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 20)
    esc = "".join(f"\\x{ord(c):02x}" for c in v)
    return esc, f'KEY = b"{esc}"  # decodes to the Replicate token'


def _rust_bytes(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 16)
    nums = ", ".join(str(ord(c)) for c in v)
    return nums, f"const HMAC_KEY: &[u8] = &[{nums}];"


def _reversed(r: random.Random) -> tuple[str, str]:
    v = "gsk_" + alnum(r, 52)
    return v[
        ::-1
    ], f"stored it backwards so the scanner won't see it: {v[::-1]} (reverse before use)"


def _octal_shell(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 12)
    esc = "".join(f"\\{ord(c):03o}" for c in v)
    return esc, f"export MSF_PASS=$'{esc}'"


def _kind(name: str, group: str, make) -> Kind:  # type: ignore[no-untyped-def]
    return Kind(name, group, make)


_SHAPES: tuple[Kind, ...] = (
    _kind("split_two_messages", "form", _split_chat),
    _kind("split_env_joined", "form", _split_env),
    _kind("split_parts_only", "form", _split_only),
    _kind("read_aloud_groups", "prose", _read_aloud),
    _kind("otpauth_qr_burp", "key", _otpauth),
    _kind("b64_mcp_deeplink", "form", _b64_mcp),
    _kind("urlenc_vscode_install", "form", _urlenc_deeplink),
    _kind("quoted_reply_xai", "prose", _quoted_reply),
    _kind("table_cell_qdrant", "form", _table_cell),
    _kind("diff_env_new_key", "form", _env_diff),
    _kind("diff_mcp_json", "form", _mcp_diff),
    _kind("correction_together", "prose", _correction),
    _kind("py_bytes_escapes", "code", _py_bytes),
    _kind("rust_u8_decimals", "code", _rust_bytes),
    _kind("reversed_groq", "form", _reversed),
    _kind("octal_shell_string", "form", _octal_shell),
    kind29(
        "name_auth",
        "form",
        'auth: "{v}"\nbase_url: https://api.cohere.com/v2',
        value=lambda r: alnum(r, 40),
    ),
    kind29("name_creds", "form", "creds = '{v}'  # voyage", value=lambda r: "pa-" + urlsafe(r, 43)),
    kind29(
        "name_sig",
        "form",
        "SIG={v}\nWEBHOOK_URL=https://hooks.acme.example/eval-done",
        value=lambda r: hexs(r, 64),
    ),
    kind29(
        "name_k", "form", 'k = "{v}"\nclient = Mistral(api_key=k)', value=lambda r: alnum(r, 32)
    ),
    kind29("name_pw", "form", "pw: {v}\nuser: neo4j\nuri: neo4j+s://{h8}.databases.neo4j.io"),
    kind29(
        "name_pass_phrase",
        "form",
        'pass_phrase = "{v}"  # for the signing key',
        value=lambda r: "-".join(alnum(r, 5).lower() for _ in range(5)),
    ),
    kind29(
        "name_hash_is_key",
        "form",
        "# this 'hash' is the HMAC key the webhook uses, not a digest\nhash: {v}",
        value=lambda r: hexs(r, 64),
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind29("chat_frisian", "prose", "it wachtwurd fan de vector-db is {v}, hâld it foar dysels"),
    kind29("chat_breton", "prose", "ar ger-tremen evit ar servijer GPU eo {v}"),
    kind29("chat_asturian", "prose", "la contraseña del clúster de GPU ye {v}"),
    kind29("chat_faroese", "prose", "loyniorðið til ambætaran er {v}"),
    kind29("chat_sorbian", "prose", "hesło za serwer je {v}, njezabudź"),
    kind29("chat_romansh", "prose", "il pled-clav dal server è {v}"),
    kind29("chat_ladino", "prose", "la paraola sekreta del servidor es {v}"),
    kind29("chat_occitan", "prose", "lo senhal del servidor es {v}"),
    kind29("chat_manx", "prose", "she {v} fockle follit y server"),
    kind29("chat_cornish", "prose", "ger-tremena an servyer yw {v}"),
    kind29("chat_kashubian", "prose", "parolô do serwera to je {v}"),
    kind29("chat_udmurt", "prose", "серверлэн пароль {v}"),
    kind29("chat_chuvash", "prose", "серверӑн парольӗ {v}, никама та ан пар"),
    kind29("chat_bashkir", "prose", "серверҙың серле һүҙе {v}"),
    kind29("chat_ossetian", "prose", "серверы пароль у {v}"),
    kind29("chat_yakut", "prose", "сервер кистэлэҥ тыла {v}"),
    kind29("chat_tigrinya", "prose", "ናይ ሰርቨር መሕለፊ ቃል {v} እዩ"),
    kind29("chat_oromo", "prose", "jecha icciitii server kanaa {v} dha"),
    kind29("chat_wolof", "prose", "baatu jàll bu server bi mooy {v}"),
    kind29("chat_lingala", "prose", "liloba ya sekele ya server ezali {v}"),
    kind29("chat_kinyarwanda", "prose", "ijambo ry'ibanga rya seriveri ni {v}"),
    kind29("chat_shona", "prose", "password yeseva ndeiyi: {v}"),
    kind29("chat_twi", "prose", "server no password ne {v}"),
    kind29("chat_fijian", "prose", "na password ni server e {v}"),
    kind29("chat_tongan", "prose", "ko e password ʻo e server ko {v}"),
    kind29("chat_samoan", "prose", "o le upu faalilolilo o le server o {v}"),
    kind29("chat_hmong", "prose", "tus password ntawm server yog {v}"),
    kind29("chat_ilocano", "prose", "ti password ti server ket {v}"),
    kind29("chat_quechua", "prose", "server nisqapa pakasqa siminqa {v}"),
    kind29("chat_aymara", "prose", "server ukan imantat arupax {v}"),
    kind29("chat_guarani", "prose", "pe server ñe'ẽ ñemi ha'e {v}"),
    kind29(
        "chat_gpu_handover",
        "prose",
        "handing over the H100 box: root pw is {v}, jupyter token is the same, please change both",
    ),
    kind29(
        "chat_ctf_flag_and_pw",
        "prose",
        "got user! flag is in user.txt, and the password that worked was {v} (from the .git"
        " history)",
    ),
    kind29(
        "chat_dictated_key",
        "prose",
        "can you paste it for me? it's {v} - all lower case",
        value=lambda r: " ".join(hexs(r, 24)),
    ),
)

SHAPE_KINDS: tuple[Kind, ...] = (*_SHAPES, *_CHAT)

_ = pw
