"""Held-out 46's chat and split values (`bench/secret_kinds_heldout46.py`).

People handing a coding agent a secret of its own tooling in a sentence (a
GitHub token for an MCP server, an OpenRouter or an Anthropic key, a Vault
token, an ngrok authtoken, a Tailscale auth key, a Coder token, a
password manager's session, a sudo password, a devcontainer's registry
token), in languages and scripts the chats of held-out 27 and 36 to 45 did
not use: Tumbuka, Kanuri, Herero, Wolaytta, Fulfulde, Songhay, Duala,
Sukuma, Makhuwa, Kituba and Tigre (Ge'ez script); Garhwali, Kumaoni, Dogri,
Magahi, Awadhi, Chhattisgarhi, Marwari, Bundeli and Tharu (Devanagari),
Kodava (Kannada script), Jeju (Hangul) and Teochew (Han characters);
Dargwa, Tabasaran and Dungan (Cyrillic), Svan (Georgian script);
Saterland Frisian, Gronings, Hunsrik, Pennsylvania Dutch, Cimbrian, Kven,
Meänkieli and Elfdalian; Cajun French, Guadeloupean and Réunion Creole,
Bajan and Trinidadian English Creole, Saramaccan; Tzotzil, Wayuu,
Nheengatu; Hiri Motu, Pohnpeian, Kosraean, Yapese, Wallisian, Tokelauan,
Rotuman, Norfuk, Torres Strait Creole, Batak Toba and Gorontalo; and English
handovers of a developer's agent setup and of a remote box. Then values
split: a token over two chat messages, two asciinema output events, a TOML
multi-line string with a line-ending backslash, a YAML double-quoted
scalar continued with `\\`, a chezmoi `print` of two literals, two fish
variables joined, a PowerShell `+` and shell strings written side by side.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, pw, split_kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_agent import openrouter
from bench.secret_kinds_heldout46_mcp import gh_classic, gh_fine, hvs, npm_tok, sk_ant, tok, tskey
from bench.secret_kinds_heldout46_remote import ngrok_tok

__all__ = ["CHAT_KINDS"]


def _said(name: str, *forms: str, value: Callable[[random.Random], str] = pw) -> Kind:
    return k(name, "prose", *forms, value=value)


def _half(r: random.Random) -> str:
    return alnum(r, 14)


_AFRICA: tuple[Kind, ...] = (
    _said(
        "chat_tumbuka_github",
        "Kiyi ya GitHub ya MCP ni {v}, kuti ukamuphalira munthu yumoza yayi.",
        value=gh_fine,
    ),
    _said("chat_kanuri_sudo", "Password sudo-be {v}, ndu-ro gulnyi ba."),
    _said("chat_herero_vault", "Otoken yo Vault i {v}, o hungira omundu.", value=hvs),
    _said("chat_wolaytta_ngrok", "Ngrok authtoken {v}, oonaskka yootoppa.", value=ngrok_tok),
    _said(
        "chat_fulfulde_openrouter",
        "Kiyee OpenRouter ngal ko {v}, wata a haal mo goɗɗo.",
        value=openrouter,
    ),
    _said("chat_songhay_server", "Server password ga ti {v}, ma si a ci boro kulu se."),
    _said("chat_duala_tailscale", "Kle ya Tailscale e {v}, o si langwea moto.", value=tskey),
    _said("chat_sukuma_anthropic", "Key ya Anthropic ni {v}, utamubwilaga munhu.", value=sk_ant),
    _said("chat_makhuwa_db", "Password ya database ti {v}, muhimuleele mutthu."),
    _said("chat_kituba_npm", "Token ya npm kele {v}, kuzabisa muntu ve.", value=npm_tok),
    _said("chat_tigre_server", "ፓስዎርድ ሰርቨር {v} ቱ፡ ለ ኣሐድ ኢትበል።"),
)

_SOUTH_ASIA: tuple[Kind, ...] = (
    _said("chat_garhwali_server", "सर्वर कु पासवर्ड {v} च, कै तैं नि बतैं।"),
    _said("chat_kumaoni_token", "GitHub टोकन {v} छ, कैकें झन बताया।", value=gh_classic),
    _said("chat_dogri_vault", "Vault दा टोकन {v} ऐ, कुसै गी नेईं दस्सेओ।", value=hvs),
    _said("chat_magahi_db", "डेटाबेस के पासवर्ड {v} हे, केकरो न बताइहऽ।"),
    _said("chat_awadhi_key", "OpenRouter क चाभी {v} अहै, केहू क न बतायो।", value=openrouter),
    _said("chat_chhattisgarhi_sudo", "sudo के पासवर्ड {v} हे, काकरो ल झन बताबे।"),
    _said("chat_marwari_ngrok", "ngrok रो टोकन {v} है, किणी नै मत बताजो।", value=ngrok_tok),
    _said("chat_bundeli_server", "सर्वर को पासवर्ड {v} है, काऊ खों ने बताइयो।"),
    _said("chat_tharu_anthropic", "Anthropic के चाबी {v} हो, केकरो नै बताइहो।", value=sk_ant),
    _said("chat_kodava_db", "ಡೇಟಾಬೇಸ್‌ರ ಪಾಸ್‌ವರ್ಡ್ {v}, ಆರ್‌ಕ್‌ಲ್ಲ ಪಣ್ಣ್‌ಡ."),
)

_EAST_CAUCASUS: tuple[Kind, ...] = (
    _said("chat_jeju_server", "서버 비밀번호는 {v}우다, 아무신디도 곧지 맙서."),
    _said("chat_teochew_token", "GitHub 個 token 是 {v}，勿合別人呾。", value=gh_classic),
    _said("chat_dargwa_db", "Базала пароль {v} саби, чиличил хIебуси."),
    _said("chat_tabasaran_vault", "Vault-дин токен {v} ву, шуфуз гьам учвуз мапу.", value=hvs),
    _said("chat_dungan_server", "Сэрвэрди мима сы {v}, бә гын бе жын шуә."),
    _said("chat_svan_server", "სერვერიშ პაროლ {v} ლი, ეშხუდ ნომ ხოთქუ."),
)

_EUROPE: tuple[Kind, ...] = (
    _said("chat_saterland_frisian_server", "Dät Paaswoud foar dän Server is {v}, kweed et naan."),
    _said(
        "chat_gronings_token", "t Token van GitHub is {v}, zeg t tegen gain mìnsk.", value=gh_fine
    ),
    _said("chat_hunsrik_db", "Es Passwort vom Datenbank is {v}, saa’s niemand."),
    _said(
        "chat_pennsylvania_dutch_key",
        "Der Schlissel fer OpenRouter is {v}, saag's ken Mensch net.",
        value=openrouter,
    ),
    _said("chat_cimbrian_server", "Is passbort vo'in server iz {v}, khöt's nètt zo niamet."),
    _said("chat_kven_vault", "Vault-tokeni oon {v}, elä sano kellekhään.", value=hvs),
    _said("chat_meankieli_sudo", "Sudo-lösenolla oon {v}, elä sano kelekhään."),
    _said("chat_elfdalian_server", "Lösenuordeð að servern ir {v}, sei int eð að noð."),
)

_CREOLE_AMERICAS: tuple[Kind, ...] = (
    _said(
        "chat_cajun_french_server",
        "Le mot de passe pour le server c'est {v}, dis-lé pas à personne, cher.",
    ),
    _said("chat_guadeloupean_creole_db", "Modpas a bazdoné-la sé {v}, pa di pèsonn."),
    _said("chat_reunion_creole_key", "Le kle Anthropic sé {v}, di pa personn.", value=sk_ant),
    _said("chat_bajan_ngrok", "De ngrok token is {v}, doan tell nobody nuh.", value=ngrok_tok),
    _said("chat_trinidadian_server", "Boy, de server password is {v}, doh tell nobody eh."),
    _said(
        "chat_saramaccan_tailscale",
        "Di key u Tailscale da {v}, na taki ën da na wan sëmbë.",
        value=tskey,
    ),
    _said("chat_tzotzil_db", "Li spassword li database {v}, mu xaval ta yan krixchano."),
    _said("chat_wayuu_server", "Tü password süpüla server {v}, nnojotsü püchiki namaa wane."),
    _said("chat_nheengatu_token", "GitHub token {v}, ti remumbeu ambira supé.", value=gh_classic),
)

_PACIFIC: tuple[Kind, ...] = (
    _said("chat_hiri_motu_server", "Server ena password be {v}, ta dekenai basio oi hamaoroa."),
    _said("chat_pohnpeian_db", "Password en database iei {v}, dehr ndaiong emen."),
    _said("chat_kosraean_vault", "Token lun Vault uh pa {v}, nik fahk nu sin kutena.", value=hvs),
    _said("chat_yapese_server", "Password ko server e {v}, dab mog ngak be'."),
    _said(
        "chat_wallisian_key",
        "Ko te kī o OpenRouter ko {v}, ʻaua naʻa ke fakaha ki he tahi.",
        value=openrouter,
    ),
    _said("chat_tokelauan_db", "Ko te password o te database ko {v}, aua e fakaali ki se tino."),
    _said("chat_rotuman_server", "Password ne server ta {v}, kat ʻäe fäeag la ʻon ta ʻon."),
    _said("chat_norfuk_token", "Dem GitHub token es {v}, no tell enaewan.", value=gh_classic),
    _said(
        "chat_torres_strait_creole_ngrok",
        "Ngrok token blo yumi em {v}, no tok lo enibodi.",
        value=ngrok_tok,
    ),
    _said("chat_batak_toba_server", "Password ni server i {v}, unang paboa tu manang ise."),
    _said("chat_gorontalo_db", "Password lo database boti {v}, diila pohabari to tawu wewo."),
)

_ENGLISH: tuple[Kind, ...] = (
    _said(
        "chat_english_agent_setup_handover",
        "setting up claude code on the new laptop: the github MCP needs a PAT, use {v} for now "
        "(fine-grained, expires in 30d)",
        "for the gateway put this in settings.json env as ANTHROPIC_AUTH_TOKEN: {v}",
        value=tok,
    ),
    _said(
        "chat_english_remote_box_handover",
        "devbox is on tailscale as devbox-ana, sudo password is {v}; ngrok is already "
        "configured there",
        "if the codespace can't pull from nexus the npm password is {v} (user ci)",
    ),
)

_SPLITS: tuple[Kind, ...] = (
    split_kind(
        "split_token_two_messages_to_agent",
        "> here's the token, first half: {a}\n> second half: {b}\n> put both into .mcp.json",
        _half,
    ),
    split_kind(
        "split_asciinema_two_events",
        '[1.200, "o", "Your token: {a}"]\n[1.201, "o", "{b}\\r\\n"]',
        _half,
    ),
    split_kind(
        "split_toml_line_ending_backslash",
        '[mcp_servers.docs]\nurl = "https://docs.acme.dev/mcp"\nbearer_token = """{a}\\\n   '
        ' {b}"""',
        _half,
    ),
    split_kind(
        "split_yaml_double_quoted_continued",
        'mcpServers:\n  - name: crm\n    env:\n      CRM_KEY: "{a}\\\n        {b}"',
        _half,
    ),
    split_kind(
        "split_chezmoi_print_two_literals",
        'export API_KEY={{{{ print "{a}" "{b}" }}}}',
        _half,
    ),
    split_kind(
        "split_fish_two_variables",
        "set -l p1 {a}\nset -l p2 {b}\nset -gx OPENROUTER_API_KEY $p1$p2",
        _half,
    ),
    split_kind(
        "split_powershell_plus",
        "$env:ANTHROPIC_API_KEY = '{a}' +\n    '{b}'",
        _half,
    ),
    split_kind(
        "split_shell_adjacent_strings",
        "claude mcp add search -e SEARCH_KEY='{a}''{b}' -- npx -y search-mcp",
        _half,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (
    *_AFRICA,
    *_SOUTH_ASIA,
    *_EAST_CAUCASUS,
    *_EUROPE,
    *_CREOLE_AMERICAS,
    *_PACIFIC,
    *_ENGLISH,
    *_SPLITS,
)
