"""The second part of held-out 11's kinds (`bench/secret_kinds_heldout11.py`).

Code in languages and tools the earlier sets did not write in (Clojure, Julia,
MATLAB, SAS, Apps Script, Apex, Delphi, Unreal's ini, SteamCMD, Mozilla's
add-on signing), chat in twenty more languages and in English forms the
earlier sets did not use, and vendors of Asia, Latin America, Russia and
Africa (and a few tools) written where a coding agent's user keeps a key: an
MCP server's `env`, `claude mcp add -e`, Codex's `config.toml`, a workflow's
`with:`, a sentence.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    Gen,
    Kind,
    alnum,
    b64,
    hexs,
    kind_of,
    pick,
    upper32,
    urlsafe,
    uuid4,
    vendor,
)

__all__ = ["MORE_KINDS"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _mcp(name: str, env: str, make: Gen) -> Kind:
    """An MCP server's or a tool's key, where a coding agent's user writes one."""
    return vendor(
        name,
        make,
        '{{"mcpServers": {{"svc": {{"command": "npx", "args": ["-y", "@corp/mcp"], '
        '"env": {{"' + env + '": "{v}"}}}}}}}}',
        "claude mcp add svc -e " + env + "={v} -- npx -y @corp/mcp",
        '[mcp_servers.svc]\ncommand = "npx"\nenv = {{ "' + env + '" = "{v}" }}',
        "      - uses: corp/deploy-action@v3\n        with:\n          api-key: {v}",
        "{v} is what the dashboard shows and it's still a 403",
    )


def _cashfree(r: random.Random) -> str:
    return "cfsk_ma_prod_" + hexs(r, 32) + "_" + hexs(r, 8)


def _paytm(r: random.Random) -> str:
    return pick(r, string.ascii_letters + string.digits + "#&@%", 16)


def _alipay(r: random.Random) -> str:
    return "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 120)


_CODE: tuple[Kind, ...] = (
    kind_of(
        "clojure_profiles_env",
        "code",
        '{{:dev {{:env {{:database-url "jdbc:postgresql://db/app"\n'
        '             :mailgun-secret "{v}"}}}}}}',
        value=lambda r: alnum(r, 40),
    ),
    kind_of("julia_env_assign", "code", 'ENV["WAREHOUSE_PASS"] = "{v}"'),
    kind_of(
        "matlab_weboptions",
        "code",
        "opts = weboptions('Username', 'svc', 'Password', '{v}');\n"
        "data = webread('https://api.corp/v1/runs', opts);",
    ),
    kind_of(
        "sas_libname_oracle",
        "code",
        'libname dw oracle user=sas_etl password="{v}" path=DWPROD schema=sales;',
    ),
    kind_of(
        "apps_script_set_property",
        "code",
        "PropertiesService.getScriptProperties().setProperty('CRM_KEY', '{v}');",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "apex_set_header",
        "code",
        "req.setHeader('X-Partner-Auth', '{v}');",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "delphi_connection_params",
        "code",
        "FDConnection1.Params.Values['Password'] := '{v}';",
    ),
    kind_of(
        "unreal_eos_ini",
        "config",
        "[/Script/OnlineSubsystemEOS.EOSSettings]\nClientId={h32}\nClientSecret={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind_of(
        "steamcmd_login",
        "cli",
        "steamcmd +login corp_builder {v} +run_app_build ../scripts/app_build.vdf +quit",
    ),
    kind_of(
        "webext_sign",
        "cli",
        "web-ext sign --channel=unlisted --api-key=user:{h8}:123 --api-secret={v}",
        value=lambda r: hexs(r, 64),
    ),
)


_CHAT: tuple[Kind, ...] = (
    kind_of("chat_icelandic", "prose", "lykilorðið er {v}"),
    kind_of("chat_albanian", "prose", "fjalëkalimi është {v}"),
    kind_of("chat_macedonian", "prose", "лозинката е {v}"),
    kind_of("chat_armenian", "prose", "գաղտնաբառը՝ {v}"),
    kind_of("chat_amharic", "prose", "የይለፍ ቃሉ {v} ነው"),
    kind_of("chat_nepali", "prose", "पासवर्ड {v} हो"),
    kind_of("chat_sinhala", "prose", "මුරපදය {v}"),
    kind_of("chat_khmer", "prose", "ពាក្យសម្ងាត់គឺ {v}"),
    kind_of("chat_mongolian", "prose", "нууц үг: {v}"),
    kind_of("chat_kazakh", "prose", "құпия сөз {v}"),
    kind_of("chat_uzbek", "prose", "parol: {v}, hech kimga aytma"),
    kind_of("chat_basque", "prose", "pasahitza {v} da"),
    kind_of("chat_galician", "prose", "o contrasinal é {v}"),
    kind_of("chat_welsh", "prose", "y cyfrinair yw {v}"),
    kind_of("chat_afrikaans", "prose", "die wagwoord is {v}"),
    kind_of("chat_zulu", "prose", "iphasiwedi ithi {v}"),
    kind_of("chat_yoruba", "prose", "ọ̀rọ̀ aṣínà ni {v}"),
    kind_of("chat_telugu", "prose", "పాస్‌వర్డ్ {v}"),
    kind_of("chat_marathi", "prose", "पासवर्ड आहे {v}"),
    kind_of("chat_malayalam", "prose", "പാസ്‌വേഡ് {v} ആണ്"),
    kind_of(
        "chat_numbered_list",
        "prose",
        "for the staging box:\n1. https://stg.corp/admin\n2. ops\n3. {v}",
    ),
    kind_of("chat_quoted_reply", "prose", "> what's the new one?\n{v}\nrotated it this morning"),
    kind_of(
        "chat_expired_new",
        "prose",
        "my token expired, new: {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "chat_invalid_key_for",
        "prose",
        'it says "invalid key" for {v} but it worked yesterday',
        value=lambda r: alnum(r, 32),
    ),
    kind_of("chat_for_the_record", "prose", "for the record the root pw on the NAS is {v}."),
    kind_of(
        "chat_here_ya_go",
        "prose",
        "here ya go {v}",
        value=lambda r: urlsafe(r, 40),
    ),
)


_VENDORS: tuple[Kind, ...] = (
    _mcp("baidu_ai_secret", "BAIDU_SECRET_KEY", lambda r: alnum(r, 32)),
    _mcp("qiniu_sk", "QINIU_SK", lambda r: urlsafe(r, 40)),
    _mcp("wechat_appsecret", "WX_APPSECRET", lambda r: hexs(r, 32)),
    _mcp("line_channel_secret", "LINE_CHANNEL_SECRET", lambda r: hexs(r, 32)),
    _mcp("kakao_rest_key", "KAKAO_REST", lambda r: hexs(r, 32)),
    _mcp("naver_client_secret", "NAVER_CLIENT_SECRET", lambda r: alnum(r, 10)),
    _mcp("toss_secret_key", "TOSS_SECRET", lambda r: "live_sk_" + alnum(r, 24)),
    _mcp("cashfree_secret", "CASHFREE_SECRET", _cashfree),
    _mcp("paytm_merchant_key", "PAYTM_MKEY", _paytm),
    _mcp("phonepe_salt", "PHONEPE_SALT", _uuid),
    _mcp("asaas_key", "ASAAS_API", lambda r: "$aact_" + b64(r, 100)),
    _mcp("pagseguro_token", "PAGSEGURO_TOKEN", lambda r: _uuid(r) + hexs(r, 64)),
    _mcp("vk_token", "VK_TOKEN", lambda r: "vk1.a." + urlsafe(r, 200)),
    _mcp("mpesa_consumer_secret", "MPESA_CONSUMER_SECRET", lambda r: alnum(r, 16)),
    _mcp("sumup_secret", "SUMUP_API", lambda r: "sup_sk_" + alnum(r, 32)),
    _mcp("feishu_app_secret", "FEISHU_APP_SECRET", lambda r: alnum(r, 32)),
    _mcp("alipay_private_key", "ALIPAY_PRIVATE", _alipay),
    _mcp("upcloud_token", "UPCLOUD_TOKEN", lambda r: "ucat_" + upper32(r, 26)),
    _mcp("zhipu_key", "ZHIPU_API", lambda r: hexs(r, 32) + "." + alnum(r, 16)),
    _mcp("moonshot_key", "MOONSHOT_API", lambda r: "sk-" + alnum(r, 48)),
    _mcp("dashscope_key", "DASHSCOPE_API", lambda r: "sk-" + hexs(r, 32)),
    _mcp("sakura_cloud_secret", "SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda r: alnum(r, 64)),
    _mcp("naver_cloud_secret", "NCLOUD_SECRET", lambda r: alnum(r, 40)),
    _mcp("selectel_token", "SELECTEL_TOKEN", lambda r: "gAAAAA" + urlsafe(r, 180)),
    _mcp("digikey_client_secret", "DIGIKEY_CLIENT_SECRET", lambda r: alnum(r, 16)),
)


MORE_KINDS: tuple[Kind, ...] = (*_CODE, *_CHAT, *_VENDORS)
