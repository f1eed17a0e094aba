"""Held-out 51's game engine and game backend kinds (`bench/secret_kinds_heldout51.py`).

Unity (Cloud Build, Unity Gaming Services' service accounts, Cloud Code,
Remote Config's admin API, IAP receipt validation, an Addressables CDN's
bucket token, `ProjectSettings.asset` keystore fields, `-batchmode`
licences), Unreal (Epic Online Services' client secrets in `DefaultEngine.ini`,
Perforce tickets and passwords, Horde's agent tokens, `BuildGraph` options,
`RunUAT` with a signing password), Godot (`export_presets.cfg`,
`export_credentials.cfg`, an editor setting), and game backends (PlayFab,
Photon, Nakama, Heroic Labs' console, GameLift, Agones' allocator, Pragma,
AccelByte, Hathora, Edgegap, Rivet, Beamable, LootLocker, Braincloud,
Steamworks' Web API and publisher keys and `steamcmd` scripts). Also the value
makers every part of the set uses.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, b64_of, digits, hexs, lower_alnum, pick, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import uuid30

__all__ = [
    "ENGINE_KINDS",
    "L",
    "curse_key",
    "discord_bot",
    "jwt",
    "pem",
    "steam_key",
    "stream_key",
    "twitch_tok",
    "urls",
    "yt_key",
]

_UPD = string.ascii_uppercase + string.digits
_ALNUM = string.ascii_letters + string.digits


def L(*lines: str) -> str:
    """Lines joined as a file holds them."""
    return "\n".join(lines)


def urls(r: random.Random, n: int = 40) -> str:
    """URL-safe letters that start with a letter (a value after `=` or `/`)."""
    return alnum(r, 3) + pick(r, _ALNUM + "-_", n - 3)


def steam_key(r: random.Random) -> str:
    """A Steam Web API or publisher key: 32 hex capitals."""
    return hexs(r, 32).upper()


def twitch_tok(r: random.Random) -> str:
    """A Twitch OAuth token or client secret: 30 lower-case letters and digits."""
    return lower_alnum(r, 30)


def stream_key(r: random.Random) -> str:
    """A Twitch stream key."""
    return f"live_{digits(r, 9)}_{alnum(r, 30)}"


def yt_key(r: random.Random) -> str:
    """A YouTube or Kick-style stream key: five groups of four."""
    return "-".join(lower_alnum(r, 4) for _ in range(5))


def discord_bot(r: random.Random) -> str:
    """A Discord bot token: an id in base64, a time and an HMAC."""
    return f"{r.choice('MNO')}{alnum(r, 25)}.{urls(r, 6)}.{urls(r, 38)}"


def jwt(r: random.Random) -> str:
    """A signed JSON web token (HS256)."""
    return f"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ{urls(r, 70)}.{urls(r, 43)}"


def curse_key(r: random.Random) -> str:
    """A CurseForge API key: it looks like a bcrypt hash and is a key."""
    return "$2a$10$" + pick(r, "./" + _ALNUM, 53)


def pem(label: str, lines: int = 6) -> Callable[[random.Random], str]:
    """A maker of a whole PEM block of `label` (the block is the secret)."""

    def make(r: random.Random) -> str:
        body = "\n".join(b64(r, 64) for _ in range(lines)) + "\n" + b64(r, 28) + "=="
        return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"

    return make


def _p4(r: random.Random) -> str:
    return hexs(r, 32).upper()


def _eos(r: random.Random) -> str:
    return urls(r, 43)


def _playfab(r: random.Random) -> str:
    return pick(r, _UPD, 40) + alnum(r, 12)


def _ugs_basic(r: random.Random) -> str:
    return b64_of(f"{uuid30(r)}:{alnum(r, 32)}")


def _h40(r: random.Random) -> str:
    return hexs(r, 40)


def _h64(r: random.Random) -> str:
    return hexs(r, 64)


def _k40(r: random.Random) -> str:
    return alnum(r, 40)


def _k32(r: random.Random) -> str:
    return alnum(r, 32)


def _u32(r: random.Random) -> str:
    return urls(r, 32)


_UNITY: tuple[Kind, ...] = (
    k(
        "unity_cloud_build_api_curl",
        "header",
        "curl -s -H 'Authorization: Basic {v}' "
        "https://build-api.cloud.unity3d.com/api/v1/orgs/{d9}/projects/{uuid}/buildtargets",
        value=lambda r: b64_of(f"{hexs(r, 32)}:"),
    ),
    k(
        "ugs_service_account_basic_env",
        "config",
        "UGS_SERVICE_ACCOUNT_BASIC={v}\nUGS_PROJECT_ID={uuid}\nUGS_ENV=production",
        value=_ugs_basic,
    ),
    k(
        "ugs_cli_login_secret_key_flag",
        "cli",
        "ugs login --service-key-id {uuid} --secret-key-stdin <<< '{v}'",
        "ugs login --service-key-id {uuid} --secret-key {v}",
        value=_k32,
    ),
    k(
        "unity_token_exchange_curl_user",
        "cli",
        "curl -X POST -u {uuid}:{v} 'https://services.api.unity.com/auth/v1/token-exchange"
        "?projectId={uuid}&environmentId={uuid}'",
        value=_k32,
    ),
    k(
        "unity_remote_config_admin_bearer",
        "header",
        "PUT /remote-config/v1/projects/{uuid}/configs/{uuid} HTTP/1.1\n"
        "Host: services.api.unity.com\nAuthorization: Bearer {v}\nContent-Type: application/json",
        value=jwt,
    ),
    k(
        "unity_iap_apple_shared_secret_cs",
        "code",
        'private const string AppStoreSharedSecret = "{v}"; // receipt validation on our server',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "addressables_cdn_bucket_token_profile",
        "config",
        L(
            "  - m_Id: {h32}",
            "    m_Value: 'https://{uuid}.client-api.unity3dusercontent.com/client_api/v1/"
            "environments/production/buckets/{uuid}/release_by_badge/latest/entry_by_path/"
            "content/?path=[BuildTarget]'",
            "  - m_Id: {h32}",
            "    m_Value: 'Basic {v}'",
        ),
        value=lambda r: b64_of(f":{alnum(r, 32)}"),
    ),
    k(
        "unity_project_settings_keyalias_pass_yaml",
        "config",
        L(
            "  AndroidKeystoreName: '{inproject}: Keys/release.keystore'",
            "  AndroidKeyaliasName: upload",
            "  androidKeystorePass: {v}",
            "  androidKeyaliasPass: {v}",
        ),
    ),
    k(
        "unity_batchmode_serial_username_password",
        "cli",
        '"C:\\Program Files\\Unity\\Hub\\Editor\\6000.0.23f1\\Editor\\Unity.exe" -batchmode -quit '
        "-serial SC-{U4}-{U4}-{U4}-{U4}-{U4} -username ci@studio.example -password {v}",
    ),
    k(
        "unity_editorprefs_build_script_cs",
        "code",
        L(
            "PlayerSettings.Android.useCustomKeystore = true;",
            'PlayerSettings.Android.keystoreName = "Keys/release.keystore";',
            'PlayerSettings.Android.keystorePass = "{v}";',
        ),
    ),
    k(
        "unity_cloud_diagnostics_upload_key",
        "cli",
        "./usymtool -api-key {v} -log-file usym.log -dir Library/Bee/artifacts -filter sym",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "unity_cloud_content_delivery_cli_auth",
        "cli",
        "ucd auth login {v}",
        "ucd auth login --apikey {v}",
        value=lambda r: hexs(r, 32),
    ),
)

_UNREAL: tuple[Kind, ...] = (
    k(
        "eos_default_engine_ini_client_secret",
        "config",
        L(
            "[/Script/OnlineSubsystemEOS.EOSSettings]",
            '+Artifacts=(ArtifactName="Live",ClientId="xyza{k28}",ClientSecret="{v}",'
            'ProductId="{h32}",SandboxId="{h32}",DeploymentId="{h32}")',
        ),
        value=_eos,
    ),
    k(
        "eos_sdk_platform_options_cpp",
        "code",
        L(
            "EOS_Platform_ClientCredentials Creds = {};",
            'Creds.ClientId = "xyza{k28}";',
            'Creds.ClientSecret = "{v}";',
            "PlatformOptions.ClientCredentials = Creds;",
        ),
        value=_eos,
    ),
    k(
        "eos_token_curl_basic_user",
        "cli",
        "curl -s -u xyza{k28}:{v} -d grant_type=client_credentials "
        "-d deployment_id={h32} https://api.epicgames.dev/auth/v1/oauth/token",
        value=_eos,
    ),
    k(
        "p4_tickets_file_line",
        "cli",
        "$ cat ~/.p4tickets\nperforce.studio.example:1666=builder:{v}",
        value=_p4,
    ),
    k(
        "p4_login_print_ticket",
        "cli",
        "$ p4 -u builder login -p\nEnter password:\n{v}",
        value=_p4,
    ),
    k(
        "p4config_p4passwd_line",
        "config",
        "P4PORT=ssl:perforce.studio.example:1666\nP4USER=buildfarm\nP4PASSWD={v}\nP4CLIENT=ci-ws",
    ),
    k(
        "p4_global_p_flag_sync",
        "cli",
        "p4 -p ssl:perforce.studio.example:1666 -u buildfarm -P {v} -c ci-ws sync //Game/Main/...",
    ),
    k(
        "horde_agent_server_profile_token",
        "config",
        L(
            '"Horde": {',
            '  "ServerProfiles": [ { "Name": "Prod", "Url": "https://horde.studio.example",',
            '    "Token": "{v}" } ]',
            "}",
        ),
        value=jwt,
    ),
    k(
        "runuat_buildcookrun_storepassword",
        "cli",
        "RunUAT.bat BuildCookRun -project=Game.uproject -platform=Android -distribution "
        "-package -KeyStorePassword={v} -KeyPassword={v}",
    ),
    k(
        "ue_android_defaultengine_keystore",
        "config",
        L(
            "[/Script/AndroidRuntimeSettings.AndroidRuntimeSettings]",
            "KeyStore=release.keystore",
            "KeyAlias=upload",
            "KeyStorePassword={v}",
            "KeyPassword=",
        ),
    ),
    k(
        "ue_ddc_cloud_access_token_ini",
        "config",
        L(
            "[StorageServers]",
            'Cloud=(Host="https://ddc.studio.example", Namespace="game.ddc", '
            'OAuthProvider="", OAuthAccessToken="{v}")',
        ),
        value=lambda r: urls(r, 64),
    ),
)

_GODOT: tuple[Kind, ...] = (
    k(
        "godot_export_credentials_release_password",
        "config",
        L(
            "[preset.1.options]",
            "",
            'keystore/release="/home/dev/keys/upload.keystore"',
            'keystore/release_user="upload"',
            'keystore/release_password="{v}"',
        ),
    ),
    k(
        "godot_headless_export_env_password",
        "cli",
        "GODOT_ANDROID_KEYSTORE_RELEASE_PASSWORD='{v}' godot --headless --export-release "
        '"Android" build/game.aab',
    ),
    k(
        "godot_gdscript_http_auth_header",
        "code",
        L(
            'const API_KEY := "{v}"',
            "func _ready() -> void:",
            '\tvar headers := ["X-Api-Key: " + API_KEY, "Content-Type: application/json"]',
        ),
        value=_k40,
    ),
    k(
        "godot_export_macos_notarization_app_pw",
        "config",
        L(
            "[preset.2.options]",
            "notarization/notarization=1",
            'notarization/apple_id_name="release@studio.example"',
            'notarization/apple_id_password="{v}"',
        ),
        value=lambda r: "-".join(pick(r, string.ascii_lowercase, 4) for _ in range(4)),
    ),
)

_BACKEND: tuple[Kind, ...] = (
    k(
        "playfab_cloudscript_secret_env_ps",
        "cli",
        "$env:PF_TITLE_ID='{U5}'; $env:PF_DEV_SECRET_KEY='{v}'; dotnet run --project Tools",
        value=_playfab,
    ),
    k(
        "playfab_settings_cs_developer_secret",
        "code",
        'PlayFabSettings.staticSettings.TitleId = "{U5}";\n'
        'PlayFabSettings.staticSettings.DeveloperSecretKey = "{v}";',
        value=_playfab,
    ),
    k(
        "photon_server_config_custom_auth_secret",
        "config",
        L(
            '<CustomAuthentication Enabled="true" AllowAnonymous="false">',
            '  <AuthProvider Name="custom" AuthenticationType="0" '
            'AuthUrl="https://auth.studio.example/photon" secret="{v}" />',
            "</CustomAuthentication>",
        ),
        value=_u32,
    ),
    k(
        "nakama_yml_server_key_and_http_key",
        "config",
        L(
            "socket:",
            "  server_key: {v}",
            "runtime:",
            '  http_key: "{v}"',
            "console:",
            "  username: admin",
        ),
        value=lambda r: lower_alnum(r, 24),
    ),
    k(
        "nakama_console_password_flag",
        "cli",
        "nakama --name nakama1 --database.address root@cockroach:26257 "
        "--console.username admin --console.password '{v}' --logger.level INFO",
    ),
    k(
        "nakama_ts_client_server_key",
        "code",
        'const client = new Client("{v}", "nakama.studio.example", "7350", true);',
        value=lambda r: lower_alnum(r, 24),
    ),
    k(
        "gamelift_fleet_cli_secret_key_env",
        "cli",
        "AWS_ACCESS_KEY_ID=AKIA{U16} AWS_SECRET_ACCESS_KEY={v} aws gamelift upload-build "
        "--name ServerBuild --build-version 1.8.2 --build-root ./Server --operating-system "
        "AMAZON_LINUX_2023",
        value=lambda r: b64(r, 40).replace("+", "P"),
    ),
    k(
        "agones_allocator_client_key_pem",
        "key",
        "$ kubectl get secret allocator-client.default -n agones-system -o "
        "jsonpath='{.data.tls\\.key}' | base64 -d\n{v}",
        value=pem("RSA PRIVATE KEY"),
    ),
    k(
        "accelbyte_iam_client_secret_env",
        "config",
        "AB_BASE_URL=https://studio.prod.gamingservices.accelbyte.io\n"
        "AB_CLIENT_ID={h32}\nAB_CLIENT_SECRET={v}\nAB_NAMESPACE=studio-game",
        value=lambda r: pw(r, 32),
    ),
    k(
        "hathora_app_token_bearer",
        "header",
        "curl -X POST https://api.hathora.dev/rooms/v2/app-{uuid}/create "
        '-H "Authorization: Bearer {v}" -d \'{"region":"Frankfurt"}\'',
        value=lambda r: "hathora_org_st_" + alnum(r, 40),
    ),
    k(
        "edgegap_token_scheme_header",
        "header",
        "curl https://api.edgegap.com/v1/deploy -H 'authorization: token {v}' "
        '-d \'{"app_name":"arena","version_name":"v12"}\'',
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "lootlocker_server_api_key_header",
        "header",
        "POST /server/session HTTP/1.1\nHost: api.lootlocker.io\nx-server-key: {v}\n"
        "LL-Version: 2021-03-01",
        value=lambda r: "prod_" + hexs(r, 32),
    ),
    k(
        "braincloud_server_secret_json",
        "config",
        '{\n  "appId": "{d5}",\n  "serverName": "MatchmakerS2S",\n  "serverSecret": "{v}"\n}',
        value=lambda r: str(uuid30(r)),
    ),
    k(
        "beamable_realm_secret_cli",
        "cli",
        "beam init --cid {d16} --pid DE_{d16} --host https://api.beamable.com "
        "--refresh-token {v} --save-to-file",
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "rivet_cloud_token_env",
        "config",
        "RIVET_TOKEN={v}\nRIVET_API_ENDPOINT=https://api.rivet.gg",
        value=lambda r: "cloud." + jwt(r),
    ),
)

_STEAM: tuple[Kind, ...] = (
    k(
        "steam_partner_api_key_post_form",
        "form",
        "curl -X POST https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v4/ "
        "-d 'key={v}&steamid=7656119{d10}&appid={d6}'",
        value=steam_key,
    ),
    k(
        "steam_web_api_key_python_requests",
        "code",
        "r = requests.get('https://api.steampowered.com/ISteamUserStats/"
        "GetNumberOfCurrentPlayers/v1/', params={'key': '{v}', 'appid': {d6}})",
        value=steam_key,
    ),
    k(
        "steamcmd_txt_script_login",
        "config",
        L(
            "@ShutdownOnFailedCommand 1",
            "@NoPromptForPassword 1",
            "login studio_builder {v}",
            "run_app_build ..\\scripts\\app_build_{d6}.vdf",
            "quit",
        ),
    ),
    k(
        "steamworks_inventory_service_key_header",
        "header",
        "POST https://partner.steam-api.com/IInventoryService/AddItem/v1/\n"
        "x-webapi-key: {v}\nContent-Type: application/x-www-form-urlencoded",
        value=steam_key,
    ),
    k(
        "steam_guard_totp_shared_secret_json",
        "config",
        '{"shared_secret": "{v}", "account_name": "studio_builder"}',
        value=lambda r: b64(r, 27) + "=",
    ),
    k(
        "curseforge_core_api_key_header",
        "header",
        "curl -H 'Accept: application/json' -H 'x-api-key: {v}' "
        "'https://api.curseforge.com/v1/mods/search?gameId=432&searchFilter=jei'",
        value=curse_key,
    ),
)

ENGINE_KINDS: tuple[Kind, ...] = (*_UNITY, *_UNREAL, *_GODOT, *_BACKEND, *_STEAM)
