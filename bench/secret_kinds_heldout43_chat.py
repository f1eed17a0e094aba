"""Held-out 43's chat and split values (`bench/secret_kinds_heldout43.py`).

People stating a secret they met while automating (a bot account's shared
login, a workflow tool's API key, a webhook's key, an RPA robot's password,
a sheet script's token, an ODBC password), in languages and scripts the
chats of held-out 36 to 42 did not use: Sicilian, Neapolitan, Piedmontese,
Bavarian, Low German, Cornish, Scots, Gagauz, Crimean Tatar, Chechen and
Ossetian (Cyrillic), Udmurt, Kalmyk and Buryat (Cyrillic), Aymara,
Mapudungun, Yucatec Maya, Kirundi, Setswana, Hiligaynon, Waray, Santali
(Ol Chiki script), Dzongkha (Tibetan script), Hmong, Minangkabau and
Acehnese; English handovers of a bot account to a colleague. Then values
split: a shared password sent over two chat messages, a VBA string joined
with `& _`, a PowerShell here-string continued with a backtick, an Apps
Script string concatenated, a cron line continued with `\\`, a Power Query
text joined with `&`, a webhook URL wrapped by a chat client, and an
AutoHotkey `Send` split over two calls.
"""

from __future__ import annotations

from bench.secret_kinds import Kind, alnum, hexs, lower_alnum, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout43_flows import api32, at_pat, bot_pw, notion_key

__all__ = ["CHAT_KINDS"]

_CHAT: tuple[Kind, ...] = (
    k(
        "chat_scn_bot_login",
        "prose",
        "'A password dû bot di Retool è {v}, nun la scriviri nnô canali pubblicu",
        value=bot_pw,
    ),
    k(
        "chat_nap_n8n_key",
        "prose",
        "'A chiave API 'e n8n è {v}, nun 'a mettere dint' 'o repository",
        value=lambda r: "n8n_api_" + hexs(r, 40),
    ),
    k(
        "chat_pms_odbc",
        "prose",
        "La paròla d'órdin dël DSN Warehouse a l'é {v}, ch'it la dise a gnun",
        value=pw,
    ),
    k(
        "chat_bar_uipath",
        "prose",
        "Des Passwort vom SAP-Robota is {v}, schreib's fei ned ins Wiki nei",
        value=pw,
    ),
    k(
        "chat_nds_make_hook",
        "prose",
        "De Webhook vun Make is https://hook.eu2.make.com/{v} — giff den nich wieder",
        value=lambda r: lower_alnum(r, 32),
    ),
    k(
        "chat_kw_airtable",
        "prose",
        "An tokyn Airtable yw {v}, na worra ev y'n skrif kemmyn",
        value=at_pat,
    ),
    k(
        "chat_sco_shared_login",
        "prose",
        "The bot's login for the Zapier account is automation@acme.io an the passwird is {v}, "
        "dinnae gie it oot",
        value=bot_pw,
    ),
    k(
        "chat_gag_power_automate",
        "prose",
        "Power Automate servis hesabın parolü {v}, kimseyä sölämä",
        value=pw,
    ),
    k(
        "chat_crh_notion",
        "prose",
        "Notion integratsiyasınıñ gizli açqıçı {v}, onı çatqa yazma",
        value=notion_key,
    ),
    k(
        "chat_ce_vba",
        "prose",
        "Макрос чохь йолу базин пароль {v} ю, цхьанненна а ма ала",
        value=pw,
    ),
    k(
        "chat_os_robot",
        "prose",
        "Роботы пароль у {v}, искӕмӕн дӕр ма зӕгъ",
        value=bot_pw,
    ),
    k(
        "chat_udm_cron_token",
        "prose",
        "Cron скриптысь токен {v}, солэ нокинлы но эн вера",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "chat_xal_sheet_key",
        "prose",
        "Таблицин API түлкүр {v}, кенд чигн бичә келтн",
        value=api32,
    ),
    k(
        "chat_bxr_bot_account",
        "prose",
        "Ботын аккаунтын нюуса үгэ {v}, хэндэшье бү хэлээрэй",
        value=bot_pw,
    ),
    k(
        "chat_ay_apps_script",
        "prose",
        "Apps Script ukan token ukax {v}, janiw khitirus yatiyañamäkiti",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "chat_arn_webhook_key",
        "prose",
        "Ti IFTTT key ta {v}, petu ngelay tami wülael kiñe che mew",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "chat_yua_sftp",
        "prose",
        "U contraseñail le SFTP ku meyaj yéetel le expect script leti' {v}, ma' a wa'alik ti' mix "
        "máak",
        value=pw,
    ),
    k(
        "chat_rn_retool",
        "prose",
        "Ijambo ry'ibanga rya Retool ni {v}, nturihe uwundi muntu",
        value=bot_pw,
    ),
    k(
        "chat_tn_baserow",
        "prose",
        "Token ya Baserow ke {v}, o se e kwale mo setlhopheng",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "chat_hil_bubble",
        "prose",
        "Ang private key sang Bubble API connector amo ini: {v}, indi pag-share sa iban",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
    k(
        "chat_war_ahk",
        "prose",
        "An password nga ginsusulat han AutoHotkey script amo an {v}, ayaw igsumat ha iba",
        value=pw,
    ),
    k(
        "chat_sat_robot",
        "prose",
        "ᱨᱚᱵᱚᱴ ᱨᱮᱭᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ ᱫᱚ {v} ᱠᱟᱱᱟ, ᱡᱟᱦᱟᱸᱭ ᱥᱟᱶ ᱟᱞᱚᱢ ᱦᱟᱹᱴᱤᱧᱟ",
        value=pw,
    ),
    k(
        "chat_dz_n8n_db",
        "prose",
        "n8n གནད་སྡུད་མཛོད་ཀྱི་ཆོག་ཡིག་འདི་ {v} ཨིན། མི་གཞན་ལུ་མ་སླབ།",
        value=pw,
    ),
    k(
        "chat_hmn_coda",
        "prose",
        "Tus token Coda yog {v}, tsis txhob qhia rau lwm tus",
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "chat_min_glide",
        "prose",
        "Kato sandi akun bot Glide tu {v}, jan disabuikan ka urang lain",
        value=bot_pw,
    ),
    k(
        "chat_ace_smtp",
        "prose",
        "Lumat rahsia SMTP keu macro Outlook nyan {v}, bek neupeugah bak ureueng laen",
        value=pw,
    ),
)

_HANDOVER: tuple[Kind, ...] = (
    k(
        "handover_bot_account_thread",
        "prose",
        "[14:02] ana: handing over the reporting bot before my leave\n"
        "[14:02] ana: login: reports-bot@acme.io / {v}\n[14:03] ana: 2FA is on the shared phone",
        value=bot_pw,
    ),
    k(
        "handover_n8n_admin_mail",
        "prose",
        "Hi Tom, the n8n instance is at https://flows.acme.io, owner account ops@acme.io, password "
        "{v}. Please change it after you log in.",
        value=bot_pw,
    ),
    k(
        "handover_rpa_runbook_line",
        "prose",
        "Runbook: if the invoice robot stops, log in to RPA-VM03 as .\\rpa_runner (pw: {v}) and "
        "restart the UiPath Assistant.",
        value=pw,
    ),
    k(
        "handover_sheet_script_key",
        "prose",
        "fyi the Apps Script behind the pricing sheet uses API key {v} — it's in Script "
        "Properties too",
        value=api32,
    ),
    k(
        "handover_make_login_dm",
        "prose",
        "make.com shared login → automation@acme.io, pass: {v} (don't enable SSO yet)",
        value=bot_pw,
    ),
    k(
        "agent_reply_quotes_token",
        "prose",
        "I found the cause: the HTTP Request node sends `X-Api-Key: {v}` but the API expects a "
        "`Bearer` header. I changed the node's authentication to Header Auth.",
        value=api32,
    ),
)

_SPLIT: tuple[Kind, ...] = (
    cut(
        "split_bot_password_two_messages",
        "[09:31] lea: robot password, first part: <A>\n[09:31] lea: and the rest <B>",
        lambda r: alnum(r, 24),
        12,
    ),
    cut(
        "split_vba_string_continuation",
        'Const TOKEN As String = "<A>" & _\n    "<B>"',
        lambda r: hexs(r, 40),
        20,
    ),
    cut(
        "split_powershell_backtick",
        "$pair = 'svc_export:<A>`\n<B>'",
        lambda r: alnum(r, 26),
        13,
    ),
    cut(
        "split_apps_script_concat",
        "const KEY = '<A>' +\n    '<B>';",
        lambda r: "sk-proj-" + urlsafe(r, 48),
        28,
    ),
    cut(
        "split_cron_backslash",
        "0 3 * * * curl -s -H 'Authorization: Bearer <A>\\\n<B>' https://api.acme.io/v1/backup",
        lambda r: urlsafe(r, 40),
        20,
    ),
    cut(
        "split_power_query_join",
        'Token = "<A>" & "<B>",\nSource = Web.Contents(url, [Headers=[Authorization="Bearer " & '
        "Token]])",
        lambda r: urlsafe(r, 44),
        22,
    ),
    cut(
        "split_webhook_url_wrapped",
        "here's the hook: https://hook.eu1.make.com/<A>\n<B> (the chat wrapped it)",
        lambda r: lower_alnum(r, 32),
        18,
    ),
    cut(
        "split_ahk_send_two_calls",
        'Send "<A>"\nSleep 50\nSend "<B>{Enter}"',
        lambda r: alnum(r, 24),
        12,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_HANDOVER, *_SPLIT)
