"""Held-out 51's people in game-dev communities, bare vendor keys and split values.

People in a studio's or a modding community's Discord, pasted into an agent,
in many languages (Japanese, Korean, Brazilian Portuguese, Russian, Polish,
Turkish, Vietnamese, Thai, Indonesian, Ukrainian, Latin American Spanish,
German, French, Chinese, Arabic, Finnish, Swedish, Czech, Hungarian,
Tagalog, Hebrew, Italian, Dutch and Greek) handing over a stream key, a
Perforce password, a PlayFab secret, a build machine's login or a bot token;
English handovers in prose; vendor keys pasted bare with only their prefix
to tell them; and values split over two lines or pieces (a C# concatenation,
a Lua `..`, a C++ adjacent literal, a shell line continuation, a value cut by
a chat client's wrap), where the first piece is the secret counted.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, hexs, pick
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout51_engine import (
    curse_key,
    discord_bot,
    steam_key,
    stream_key,
    twitch_tok,
    urls,
    yt_key,
)

__all__ = ["CHAT_KINDS"]


def _safe(r: random.Random) -> str:
    return alnum(r, 9) + pick(r, string.digits, 2) + alnum(r, 4)


def _split(name: str, template: str, n: int = 20) -> Kind:
    """A value in two pieces (`{a}`, `{b}`); the first piece is the secret counted."""

    def make(r: random.Random) -> tuple[str, str]:
        a, b = alnum(r, n), alnum(r, n)
        return a, template.replace("{a}", a).replace("{b}", b)

    return Kind(name, "form", make)


_CHAT: tuple[Kind, ...] = (
    k(
        "chat_ja_stream_key_handover",
        "prose",
        "配信キー変わったので共有します → {v} 今夜の配信はこれでお願いします",
        value=stream_key,
    ),
    k(
        "chat_ko_p4_password_newhire",
        "prose",
        "신입분 퍼포스 계정 만들었어요. 아이디 jiwoo.p / 비번 {v} 처음 로그인하면 바꿔주세요",
    ),
    k(
        "chat_ptbr_playfab_secret_paste",
        "prose",
        "galera, a secret key do PlayFab do título de teste é {v} não vaza isso hein",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 52),
    ),
    k(
        "chat_ru_build_box_rdp_login",
        "prose",
        "Доступ к билд-машине по RDP: build-07.studio.local, логин builder, пароль: {v}",
    ),
    k(
        "chat_pl_discord_bot_token_mods",
        "prose",
        "token bota od modów to {v} wrzućcie go do .env, nie do repo",
        value=discord_bot,
    ),
    k(
        "chat_tr_steam_publisher_key",
        "prose",
        "Steam publisher key'i buraya bırakıyorum: {v} sadece build sunucusunda kullanın",
        value=steam_key,
    ),
    k(
        "chat_vi_youtube_key_tonight",
        "prose",
        "Khóa luồng YouTube cho buổi stream tối nay: {v} nhớ đừng bật chế độ hiển thị màn hình",
        value=yt_key,
    ),
    k(
        "chat_th_server_admin_password",
        "prose",
        "รหัสแอดมินเซิร์ฟเวอร์ ARK คือ {v} นะครับ อย่าส่งต่อ",
        value=_safe,
    ),
    k(
        "chat_id_twitch_secret_bot",
        "prose",
        "client secret twitch buat bot overlay: {v} (yang lama udah direvoke)",
        value=twitch_tok,
    ),
    k(
        "chat_uk_nakama_console_pass",
        "prose",
        "Консоль Nakama: admin / {v}, тільки для QA до релізу",
    ),
    k(
        "chat_es_mx_obs_websocket_pw",
        "prose",
        "oigan, la contraseña del websocket de OBS en la PC de stream quedó como {v}",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "chat_de_curseforge_key_ci",
        "prose",
        "Hier der CurseForge-API-Key für die Pipeline: {v} – bitte als Secret im CI anlegen",
        value=curse_key,
    ),
    k(
        "chat_fr_deadline_db_password",
        "prose",
        "le mot de passe de la base Deadline (Mongo) est {v}, ne le changez pas avant vendredi",
        value=_safe,
    ),
    k(
        "chat_zh_hans_itch_butler_key",
        "prose",
        "itch.io 的 butler 密钥：{v}，打包机上已经配置好了",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "chat_zh_hant_unity_service_secret",
        "prose",
        "Unity 服務帳號的 secret key 是 {v}，金鑰 ID 在 Notion 裡",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "chat_ar_srt_passphrase_event",
        "prose",
        "عبارة مرور SRT لبث البطولة: {v} يرجى عدم مشاركتها مع المعلقين",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "chat_fi_shotgrid_script_key",
        "prose",
        "ShotGridin skriptiavain publish-hookille: {v} (vaihdetaan kun Mikko palaa lomalta)",
        value=lambda r: alnum(r, 27),
    ),
    k(
        "chat_sv_frameio_token_editor",
        "prose",
        "Frame.io-token till klipparen: {v} gäller bara för trailerprojektet",
        value=lambda r: "fio-u-" + urls(r, 64),
    ),
    k(
        "chat_cs_figma_token_ui_team",
        "prose",
        "Figma token pro export ikon: {v} platí do konce sprintu",
        value=lambda r: "figd_" + urls(r, 40),
    ),
    k(
        "chat_hu_gamelift_secret_key",
        "prose",
        "A GameLift deployhoz a titkos kulcs: {v} (AKIA{U16} a hozzá tartozó azonosító)",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "chat_tl_kick_stream_key_taglish",
        "prose",
        "pre, eto yung stream key natin sa Kick: {v} wag mo i-share sa iba ha",
        value=lambda r: "sk_us-west-2_" + alnum(r, 12) + "_" + alnum(r, 30),
    ),
    k(
        "chat_he_perforce_ticket_share",
        "prose",
        "הטיקט של פרפורס לבילד: {v} תקף ל-12 שעות",
        value=lambda r: hexs(r, 32).upper(),
    ),
    k(
        "chat_it_patreon_creator_token",
        "prose",
        "il creator access token di Patreon per il bot delle ricompense: {v}",
        value=lambda r: urls(r, 43),
    ),
    k(
        "chat_nl_spotify_secret_trailer_tool",
        "prose",
        "Spotify client secret voor de soundtrack-tool: {v} (client id staat in de README)",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "chat_el_rcon_password_event",
        "prose",
        "Ο κωδικός rcon για τον server του τουρνουά είναι {v} μην τον δώσετε στους παίκτες",
        value=_safe,
    ),
    k(
        "chat_en_handover_steam_builder",
        "prose",
        "Handover before I go on leave: the Steam build account is arena_builder, its password "
        "is {v} and the Guard codes come to the shared phone in the server room.",
    ),
    k(
        "chat_en_aider_paste_eos_secret",
        "prose",
        "the EOS client secret for the Live deployment is {v} - wire it into the dedicated "
        "server's config loader, not the client",
        value=lambda r: urls(r, 43),
    ),
    k(
        "chat_en_cline_task_obs_key",
        "prose",
        "Task: update the OBS profile so the stream key is {v} and the server is the Frankfurt "
        "ingest. Then restart OBS.",
        value=stream_key,
    ),
)

_BARE: tuple[Kind, ...] = (
    k(
        "bare_pterodactyl_client_key_line",
        "vendor",
        "{v}",
        "key: {v}",
        value=lambda r: "ptlc_" + alnum(r, 43),
    ),
    k(
        "bare_thunderstore_service_token",
        "vendor",
        "{v}",
        "here: {v}",
        value=lambda r: "tss_" + alnum(r, 40),
    ),
    k(
        "bare_hathora_org_token",
        "vendor",
        "{v}",
        "> {v}",
        value=lambda r: "hathora_org_st_" + alnum(r, 40),
    ),
    k(
        "bare_modrinth_pat_paste",
        "vendor",
        "{v}",
        "- {v}",
        value=lambda r: "mrp_" + alnum(r, 36),
    ),
    k(
        "bare_figma_figd_in_list",
        "vendor",
        "1. {v}\n2. regenerate after the jam",
        value=lambda r: "figd_" + urls(r, 40),
    ),
    k(
        "bare_sentry_org_token_sntrys",
        "vendor",
        "{v}",
        "SENTRY token: {v}",
        value=lambda r: "sntrys_eyJpYXQiOjE3" + urls(r, 90),
    ),
    k(
        "bare_adobe_p8e_secret_paste",
        "vendor",
        "{v}",
        "`{v}`",
        value=lambda r: "p8e-" + urls(r, 32),
    ),
)

_SPLIT: tuple[Kind, ...] = (
    _split(
        "split_csharp_concat_playfab",
        'const string Secret = "{a}" +\n                      "{b}";',
    ),
    _split("split_lua_dotdot_webhook", 'local key = "{a}" ..\n            "{b}"'),
    _split(
        "split_cpp_adjacent_literals",
        'static const char* kKey =\n    "{a}"\n    "{b}";',
    ),
    _split(
        "split_shell_continuation_stream_key",
        "ffmpeg -i in.mp4 -f flv rtmp://live.twitch.tv/app/live_{a}\\\n{b}",
    ),
    _split(
        "split_chat_wrapped_token",
        "[10:42] Mira: the relay token is {a}\n[10:42] Mira: {b} (discord cut it)",
    ),
    _split(
        "split_gdscript_plus_parts",
        'var api_key := "{a}" + \\\n\t"{b}"',
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_BARE, *_SPLIT)
