"""Held-out 51's code, config files and key armours of game and media work.

The shapes (`bench/secret_kinds_heldout51.py`): C++ (a `#define`, a
`static const char*`, a `TEXT("…")` macro, a `constexpr std::string_view`),
C# (a `[SerializeField]` default, a `ScriptableObject`, `new
NetworkCredential(user, pass)`, Mirror's authenticator, a `const`), Java, Lua
(a Garry's Mod or Roblox-style table, a LÖVE `conf.lua`, a Defold
`game.project`), GDScript (an `@export var`, a `ConfigFile.set_value`), Rust
for Bevy servers, TypeScript for Colyseus, Python for pipeline tools,
INI and `.cfg` (a Source server's `server.cfg` with `rcon_password` and
`sv_password`, a Valheim or ARK `GameUserSettings.ini`, a Factorio
`server-settings.json`, Minecraft's `server.properties`), Unity `.asset` and
`.prefab` YAML, YAML block scalars (`|` and `>`) holding a key, key armours
(a PKCS#8 key, an EC key, an OpenSSH key, a PGP private block, an Android
keystore in base64 for CI, a PKCS#12 in base64, an Apple `.p8` for Game
Center and App Store Connect), and `.env`/TOML/XML configs.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, hexs, pick
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout51_engine import L, discord_bot, jwt, pem, steam_key, urls

__all__ = ["CODE_KINDS"]


def _safe(r: random.Random) -> str:
    return alnum(r, 10) + pick(r, string.digits, 2) + alnum(r, 4)


def _p12_b64(r: random.Random) -> str:
    return "MIIK" + b64(r, 300)


def _jks_b64(r: random.Random) -> str:
    return "/u3+7QAAAAIAAAAB" + b64(r, 300)


def _armour(label: str, first: str, lines: int) -> Callable[[random.Random], str]:
    def make(r: random.Random) -> str:
        body = "\n".join([first + b64(r, 64 - len(first))] + [b64(r, 64) for _ in range(lines)])
        return f"-----BEGIN {label}-----\n{body}\n{b64(r, 20)}=\n-----END {label}-----"

    return make


_CODE: tuple[Kind, ...] = (
    k(
        "cpp_define_backend_secret",
        "code",
        '#define ARENA_BACKEND_SECRET "{v}"\n#define ARENA_BACKEND_URL "https://api.arena.example"',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "cpp_static_const_char_title_key",
        "code",
        'static const char* kTitleSecretKey = "{v}";  // TODO move to server',
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 52),
    ),
    k(
        "ue_text_macro_analytics_key",
        "code",
        'const FString AnalyticsSecret = TEXT("{v}");\n'
        'Request->SetHeader(TEXT("X-Secret"), AnalyticsSecret);',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "cpp_string_view_constexpr_relay",
        "code",
        'inline constexpr std::string_view kRelayPassword{"{v}"};',
    ),
    k(
        "csharp_serializefield_default_token",
        "code",
        L(
            "public class LeaderboardClient : MonoBehaviour",
            "{",
            '    [SerializeField] private string apiToken = "{v}";',
            '    [SerializeField] private string baseUrl = "https://lb.arena.example";',
            "}",
        ),
        value=lambda r: "lb_live_" + alnum(r, 32),
    ),
    k(
        "csharp_network_credential_positional",
        "code",
        'var creds = new NetworkCredential("patch_uploader", "{v}");\n'
        "using var client = new WebClient { Credentials = creds };",
    ),
    k(
        "csharp_mirror_auth_password_field",
        "code",
        'authenticator.serverPassword = "{v}"; // BasicAuthenticator for the playtest',
        value=_safe,
    ),
    k(
        "lua_gmod_table_webhook_key",
        "code",
        L(
            "ARENA.Config = {",
            '    WebhookKey = "{v}",',
            '    ApiBase = "https://api.arena.example",',
            "}",
        ),
        value=lambda r: alnum(r, 36),
    ),
    k(
        "lua_love_conf_telemetry_token",
        "code",
        'function love.conf(t)\n  t.identity = "arena"\n  t.telemetry_token = "{v}"\nend',
        value=lambda r: urls(r, 40),
    ),
    k(
        "roblox_open_cloud_key_luau",
        "code",
        'local OPEN_CLOUD_KEY = "{v}"\nHttpService:RequestAsync({ Url = url, Method = "POST", '
        'Headers = { ["x-api-key"] = OPEN_CLOUD_KEY } })',
        value=lambda r: b64(r, 120),
    ),
    k(
        "gdscript_export_var_default_secret",
        "code",
        '@export var server_secret: String = "{v}"\n@export var port: int = 7777',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "gdscript_configfile_set_value_password",
        "code",
        'var cfg := ConfigFile.new()\ncfg.set_value("relay", "password", "{v}")\n'
        'cfg.save("user://relay.cfg")',
    ),
    k(
        "rust_bevy_renet_private_key_bytes",
        "code",
        'const PRIVATE_KEY: &[u8; 32] = b"{v}";\n'
        "let authentication = ServerAuthentication::Secure { private_key: *PRIVATE_KEY };",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "colyseus_ts_monitor_basic_auth",
        "code",
        'app.use("/colyseus", basicAuth({ users: { admin: "{v}" }, challenge: true }), monitor());',
    ),
    k(
        "python_pipeline_dict_render_token",
        "code",
        "RENDER_FARM = {\n    'url': 'https://farm.studio.example',\n    'token': '{v}',\n}",
        value=jwt,
    ),
    k(
        "java_paper_plugin_discord_token_literal",
        "code",
        'JDA jda = JDABuilder.createDefault("{v}").enableIntents(GatewayIntent.GUILD_MEMBERS)'
        ".build();",
        value=discord_bot,
    ),
    k(
        "csharp_steam_gameserver_web_key_const",
        "code",
        'internal const string PublisherKey = "{v}";',
        value=steam_key,
    ),
)

_CFG: tuple[Kind, ...] = (
    k(
        "source_server_cfg_rcon_password",
        "config",
        'hostname "Arena Community #3"\nrcon_password "{v}"\nsv_password ""\nsv_cheats 0',
        value=_safe,
    ),
    k(
        "source_server_cfg_sv_password_private",
        "config",
        'hostname "Arena Scrim"\nsv_password "{v}"\nsv_lan 0',
        value=_safe,
    ),
    k(
        "ark_game_user_settings_admin_password",
        "config",
        L(
            "[ServerSettings]",
            "ServerPassword=",
            "ServerAdminPassword={v}",
            "DifficultyOffset=1.0",
        ),
        value=_safe,
    ),
    k(
        "factorio_server_settings_game_password",
        "config",
        '{\n  "name": "Arena Factory",\n  "visibility": {"public": false, "lan": true},\n'
        '  "username": "arena_host",\n  "token": "{v}",\n  "game_password": ""\n}',
        value=lambda r: hexs(r, 30),
    ),
    k(
        "minecraft_server_properties_rcon_line",
        "config",
        "enable-rcon=true\nrcon.port=25575\nrcon.password={v}\nmotd=Arena SMP",
        value=_safe,
    ),
    k(
        "palworld_settings_ini_admin_password",
        "config",
        "[/Script/Pal.PalGameWorldSettings]\nOptionSettings=(Difficulty=None,"
        'ServerName="Arena Pals",AdminPassword="{v}",ServerPassword="",RCONEnabled=True)',
        value=_safe,
    ),
    k(
        "unity_asset_scriptable_object_secret",
        "config",
        L(
            "--- !u!114 &11400000",
            "MonoBehaviour:",
            "  m_Name: BackendConfig",
            "  m_EditorClassIdentifier: ",
            "  environment: production",
            "  serverSecret: {v}",
            "  region: eu-central",
        ),
        value=lambda r: alnum(r, 40),
    ),
    k(
        "unity_prefab_serialized_webhook_url",
        "config",
        "  m_Script: {fileID: 11500000, guid: {h32}, type: 3}\n"
        "  reportWebhook: https://discord.com/api/webhooks/{d18}/{v}",
        value=lambda r: urls(r, 68),
    ),
    k(
        "defold_game_project_section_secret",
        "config",
        "[project]\ntitle = Arena\n\n[arena_backend]\nhost = api.arena.example\n"
        "client_secret = {v}",
        value=lambda r: urls(r, 40),
    ),
    k(
        "toml_bevy_server_netcode_key",
        "config",
        '[netcode]\nprotocol_id = 7\nprivate_key = "{v}"\nbind = "0.0.0.0:5000"',
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "yaml_block_literal_bot_token",
        "config",
        'secrets:\n  discord_token: |\n    {v}\n  guild: "{d18}"',
        value=discord_bot,
    ),
    k(
        "yaml_folded_scalar_stream_key",
        "config",
        "stream:\n  ingest: rtmp://live-cdg.twitch.tv/app\n  key: >-\n    {v}\n  bitrate: 6000",
        value=lambda r: f"live_{r.randrange(10**8, 10**9)}_{alnum(r, 30)}",
    ),
    k(
        "xml_wwise_authoring_source_control_password",
        "config",
        '<SourceControl Plugin="Perforce" Server="ssl:perforce.studio.example:1666" '
        'User="audio_team" Password="{v}" Workspace="audio-ws"/>',
    ),
    k(
        "dotenv_quoted_playtest_admin_password",
        "config",
        'PLAYTEST_ADMIN_USER="qa-lead"\nPLAYTEST_ADMIN_PASSWORD="{v}"',
    ),
)

_KEYS: tuple[Kind, ...] = (
    k(
        "pkcs8_private_key_app_store_connect_p8",
        "key",
        "$ cat AuthKey_{U10}.p8\n{v}",
        value=_armour("PRIVATE KEY", "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 1),
    ),
    k(
        "ec_private_key_dedicated_tls",
        "key",
        "ssl_certificate_key /etc/arena/tls.key;  # contents:\n{v}",
        value=_armour("EC PRIVATE KEY", "MHcCAQEEI", 2),
    ),
    k(
        "openssh_key_build_agent_deploy",
        "key",
        "$ cat ~/.ssh/id_ed25519_buildagent\n{v}",
        value=_armour("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ", 4),
    ),
    k(
        "pgp_private_block_mod_signing",
        "key",
        "gpg --armor --export-secret-keys mods@arena.example > mods-sign.asc\n"
        "$ head -n 12 mods-sign.asc\n{v}",
        value=_armour("PGP PRIVATE KEY BLOCK", "lQVYBGc", 5),
    ),
    k(
        "android_keystore_base64_gha_secret_yaml",
        "key",
        '- name: Decode keystore\n  run: echo "{v}" | base64 -d > upload.keystore',
        value=_jks_b64,
    ),
    k(
        "pkcs12_base64_xbox_signing_env",
        "key",
        "GDK_SIGNING_PFX_BASE64={v}\nGDK_SIGNING_PFX_PASSWORD=${{ secrets.PFX_PASS }}",
        value=_p12_b64,
    ),
    k(
        "rsa_private_key_in_json_service_account",
        "key",
        '{"type": "service_account", "project_id": "arena-live-ops", '
        '"private_key_id": "{h40}", "private_key": "{v}"}',
        value=lambda r: (
            "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
            + b64(r, 200)
            + "\\n-----END PRIVATE KEY-----\\n"
        ),
    ),
    k(
        "mux_jwt_signing_rsa_block",
        "key",
        'MUX_SIGNING_PRIVATE_KEY="{v}"',
        value=pem("RSA PRIVATE KEY", 4),
    ),
    k(
        "wireguard_private_key_relay_conf",
        "key",
        "[Interface]\nPrivateKey = {v}\nAddress = 10.77.0.1/24\nListenPort = 51820",
        value=lambda r: b64(r, 43) + "=",
    ),
)

CODE_KINDS: tuple[Kind, ...] = (*_CODE, *_CFG, *_KEYS)
