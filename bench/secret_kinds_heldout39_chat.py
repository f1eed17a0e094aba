"""Held-out 39's chat and split values (`bench/secret_kinds_heldout39.py`).

People telling where they found a secret a tool had persisted, and quoting
it, in languages and scripts no earlier held-out chat used: Tigrinya (Ge'ez
script), Odia, Tibetan, Dhivehi (Thaana), Inuktitut (syllabics), Uyghur
and Sindhi (Arabic script), Assamese, Tatar (Cyrillic), Somali, Igbo,
Kinyarwanda, Malagasy, Quechua, Esperanto, Latin, Māori, Haitian Creole,
Javanese, Faroese, Scottish Gaelic, Turkmen and Cebuano. Then values a
person or a file split: a history line wrapped by a terminal, a minified
string concatenated, a `.properties` continuation, two chat messages.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout39_state import gh_token, openai_key, slack_bot, stripe_live

__all__ = ["CHAT_KINDS"]


def _key(r: random.Random) -> str:
    return alnum(r, 32)


_CHAT: tuple[Kind, ...] = (
    k(
        "chat_ti_tfstate_password",
        "prose",
        "ኣብ terraform.tfstate ዝረኸብኩዎ ፓስዎርድ {v} እዩ፡ በጃኹም ቀይርዎ።",
    ),
    k(
        "chat_or_zsh_history_token",
        "prose",
        "ମୁଁ .zsh_history ରେ ଏହି ଟୋକେନ୍ ପାଇଲି: {v} — ଦୟାକରି ବଦଳାନ୍ତୁ",
        value=gh_token,
    ),
    k(
        "chat_bo_docker_history",
        "prose",
        "docker history ནང་ལ་གསང་ཚིག་འདི་རྙེད་བྱུང་། {v} བསྒྱུར་དགོས།",
    ),
    k("chat_dv_build_key", "prose", "ބިލްޑް ފައިލް ތެރޭގައި މި ކީ ފެނުނު: {v}", value=_key),
    k("chat_iu_env_file", "prose", "ᐃᓂᒋᐊᕐᓂᖅ .env ᒥ ᓇᓂᓯᔪᖓ: {v}"),
    k(
        "chat_ug_git_log_secret",
        "prose",
        "git log ئىچىدە بۇ مەخپىي ئاچقۇچنى تاپتىم: {v} ، دەرھال ئالماشتۇرۇڭ",
        value=stripe_live,
    ),
    k("chat_sd_crontab_password", "prose", "مون کي crontab ۾ هي پاسورڊ مليو: {v}"),
    k(
        "chat_as_asar_key",
        "prose",
        "মই app.asar ত এই চাবিটো পালোঁ: {v}, অনুগ্ৰহ কৰি সলনি কৰক",
        value=_key,
    ),
    k(
        "chat_tt_psql_history",
        "prose",
        "Мин серсүзне .psql_history эчендә таптым: {v}",
    ),
    k(
        "chat_so_bash_history",
        "prose",
        "Waxaan furaha sirta ah ka helay .bash_history: {v} fadlan beddel",
        value=openai_key,
    ),
    k(
        "chat_ig_tfstate_password",
        "prose",
        "Achọtara m paswọọdụ a n'ime terraform.tfstate: {v}",
    ),
    k(
        "chat_rw_docker_inspect",
        "prose",
        "Nabonye ijambobanga muri docker inspect: {v}, murihindure",
    ),
    k(
        "chat_mg_source_map",
        "prose",
        "Hitako tao amin'ny source map ilay lakile miafina: {v}",
        value=_key,
    ),
    k(
        "chat_qu_git_config",
        "prose",
        "Kay pakasqa simita .git/config nisqapi tarirqani: {v}",
        value=gh_token,
    ),
    k(
        "chat_eo_pip_cache",
        "prose",
        "Mi trovis la pasvorton en la kaŝmemoro de pip: {v} — bonvolu ŝanĝi ĝin",
    ),
    k("chat_la_zsh_history", "prose", "Tesseram secretam in historia zsh inveni: {v}"),
    k(
        "chat_mi_netrc",
        "prose",
        "I kitea e au te kupuhipa i roto i te kōnae .netrc: {v}",
    ),
    k(
        "chat_ht_launch_json",
        "prose",
        "Mwen jwenn modpas la nan fichye launch.json la: {v}, chanje l tanpri",
    ),
    k(
        "chat_jv_strings_xml",
        "prose",
        "Aku nemokake token ing strings.xml: {v}",
        value=slack_bot,
    ),
    k("chat_fo_crash_report", "prose", "Eg fann loyniorðið í crash-frágreiðingini: {v}"),
    k(
        "chat_gd_swap_file",
        "prose",
        "Lorg mi am facal-faire anns an fhaidhle .swp: {v}",
    ),
    k(
        "chat_tk_info_plist",
        "prose",
        "Men açary Info.plist faýlynda tapdym: {v}",
        value=_key,
    ),
    k(
        "chat_ceb_reg_export",
        "prose",
        "Nakit-an nako ang password sa reg export: {v}, palihug usba",
    ),
)

_SPLIT: tuple[Kind, ...] = (
    cut(
        "history_line_wrapped_by_terminal",
        ": 1764556000:0;export DEPLOY_KEY=<A>\n<B>\n: 1764556010:0;./deploy.sh",
        lambda r: urlsafe(r, 72),
        36,
    ),
    cut(
        "minified_string_concat",
        'var k="<A>"+"<B>";fetch(u,{headers:{"X-Key":k}})',
        lambda r: alnum(r, 48),
        24,
    ),
    cut(
        "properties_value_continuation",
        "webhook.secret=<A>\\\n    <B>\nwebhook.url=https://hooks.acme.io/in",
        lambda r: hexs(r, 64),
        32,
    ),
    cut(
        "chat_two_messages_tfstate",
        "[11:20] ana: the old key from tfstate, part one <A>\n[11:21] ana: part two <B>",
        lambda r: b64(r, 44),
        22,
    ),
    cut(
        "sourcemap_split_literal",
        '"sourcesContent":["const KEY = \\"<A>\\" +\\n  \\"<B>\\";\\n"]',
        lambda r: alnum(r, 40),
        20,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_SPLIT)
