"""Held-out 51's media production and creator tooling kinds (`bench/secret_kinds_heldout51.py`).

Post-production (Frame.io's developer token, ShotGrid's script keys in
Python and `toolkit` config, ftrack's API key, Kitsu's login, Iconik's app
token, Deadline's database and web service credentials, a render farm's
repository password, AWS Deadline Cloud, Blender add-on preferences holding
a key, Adobe's developer console client secrets, Frame.io's webhook
secret), audio (FMOD Studio's licence, Wwise's `WwiseAuthoring` password,
Splice, ElevenLabs-style voice tools in other names: Resemble, PlayHT,
WellSaid), creators (Patreon's creator token and webhook secret in other
shapes, Ko-fi, Gumroad, Buy Me a Coffee, Substack-like podcast hosts:
Transistor, Buzzsprout, Podbean, Spotify's and SoundCloud's app secrets),
design (Figma in a plugin and an MCP config, Sketchfab's upload token,
Penpot, Canva Connect), crash reporting and analytics for games (Backtrace
and BugSplat in new shapes, Sentry for Unity's auth token, GameAnalytics'
secret key used in an HMAC, Embark's crash tools are not named), mod portals
(Nexus Mods' API key, mod.io's OAuth token, Thunderstore's publish token,
Modrinth's PAT) and asset stores (Fab, itch.io's `butler` in CI).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, b64_of, hexs, lower_alnum, pick, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout51_engine import L, jwt, urls

__all__ = ["MEDIA_KINDS"]


def _h32(r: random.Random) -> str:
    return hexs(r, 32)


def _h40(r: random.Random) -> str:
    return hexs(r, 40)


def _h64(r: random.Random) -> str:
    return hexs(r, 64)


def _shotgrid(r: random.Random) -> str:
    return pick(r, "abcdefghijklmnopqrstuvwxyz0123456789~#$^()", 25) + alnum(r, 2)


def _nexus(r: random.Random) -> str:
    return f"{b64(r, 48)}--{b64(r, 16)}--{b64(r, 24)}"


_POST: tuple[Kind, ...] = (
    k(
        "frameio_v2_bearer_python",
        "code",
        "client = FrameioClient('{v}')\nasset = client.assets.get('{uuid}')",
        value=lambda r: "fio-u-" + urls(r, 64),
    ),
    k(
        "frameio_webhook_signing_secret_env",
        "config",
        "FRAMEIO_WEBHOOK_SECRET={v}\nFRAMEIO_ACCOUNT_ID={uuid}",
        value=lambda r: urls(r, 32),
    ),
    k(
        "shotgrid_api3_script_key_python",
        "code",
        L(
            "sg = shotgun_api3.Shotgun(",
            '    "https://studio.shotgrid.autodesk.com",',
            '    script_name="publish_hook",',
            '    api_key="{v}",',
            ")",
        ),
        value=_shotgrid,
    ),
    k(
        "shotgrid_positional_constructor",
        "code",
        "sg = Shotgun('https://studio.shotgunstudio.com', 'render_sync', '{v}')",
        value=_shotgrid,
    ),
    k(
        "ftrack_api_key_session_env",
        "config",
        "FTRACK_SERVER=https://studio.ftrackapp.com\nFTRACK_API_USER=pipeline@studio.example\n"
        "FTRACK_API_KEY={v}",
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "kitsu_gazu_log_in_positional",
        "code",
        'gazu.set_host("https://kitsu.studio.example/api")\n'
        'gazu.log_in("pipeline@studio.example", "{v}")',
    ),
    k(
        "iconik_app_auth_token_headers",
        "header",
        "curl -H 'App-ID: {uuid}' -H 'Auth-Token: {v}' https://app.iconik.io/API/assets/v1/assets/",
        value=jwt,
    ),
    k(
        "deadline_dbconnection_ini_password",
        "config",
        L(
            "[Connection]",
            "DbType=MongoDB",
            "Hostname=deadline-db.farm.local",
            "Port=27100",
            "Authenticate=True",
            "Username=deadline",
            "Password={v}",
            "DatabaseName=deadline10db",
        ),
    ),
    k(
        "deadline_command_web_service_password",
        "cli",
        "deadlinecommand -SetWebServiceUserPassword render_ops '{v}'",
        "deadlinecommand -SubmitCommandLineJob -executable blender.exe -arguments "
        '"-b scene.blend -a" -webservicepassword {v}',
    ),
    k(
        "deadline_cloud_farm_queue_role_env",
        "config",
        "DEADLINE_FARM_ID=farm-{h32}\nDEADLINE_QUEUE_ID=queue-{h32}\nAWS_SECRET_ACCESS_KEY={v}",
        value=lambda r: b64(r, 40).replace("+", "q"),
    ),
    k(
        "blender_addon_prefs_userpref_py",
        "code",
        L(
            "prefs = bpy.context.preferences.addons['renderflow'].preferences",
            "prefs.api_key = '{v}'",
            "bpy.ops.wm.save_userpref()",
        ),
        value=lambda r: "rf_live_" + alnum(r, 36),
    ),
    k(
        "adobe_ims_client_credentials_form",
        "form",
        "curl -X POST 'https://ims-na1.adobelogin.com/ims/token/v3' -d "
        "'grant_type=client_credentials&client_id={h32}&client_secret={v}"
        "&scope=openid,AdobeID,firefly_api'",
        value=lambda r: "p8e-" + urls(r, 32),
    ),
    k(
        "adobe_uxp_plugin_secret_json",
        "config",
        '{"photoshop":{"clientId":"{h32}","clientSecret":"{v}",'
        '"redirectUri":"https://studio.example/cb"}}',
        value=lambda r: "p8e-" + urls(r, 32),
    ),
)

_AUDIO: tuple[Kind, ...] = (
    k(
        "fmod_studio_licence_key_file",
        "config",
        "$ cat ~/Library/Application\\ Support/FMOD\\ Studio/fmod_studio_license.txt\n"
        "Licensee: Arena Games Oy\nLicense Key: {v}",
        value=lambda r: "-".join(pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5)),
    ),
    k(
        "wwise_waapi_remote_password_py",
        "code",
        "client = WaapiClient(url='ws://sound-pc.studio.local:8080/waapi', "
        "allow_exception=True)\nclient.call('ak.wwise.core.remote.connect', "
        "{'host': 'devkit', 'password': '{v}'})",
    ),
    k(
        "resemble_ai_token_scheme",
        "header",
        "curl -H 'Authorization: Token token={v}' "
        "https://app.resemble.ai/api/v2/projects/{h8}/clips",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "playht_user_and_secret_headers",
        "header",
        "AUTHORIZATION: {v}\nX-USER-ID: {k28}\naccept: audio/mpeg",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "wellsaid_api_key_js_fetch",
        "code",
        "await fetch('https://api.wellsaidlabs.com/v1/tts/stream', "
        "{method: 'POST', headers: {'X-Api-Key': '{v}'}, body});",
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
)

_CREATOR: tuple[Kind, ...] = (
    k(
        "patreon_python_api_client_token",
        "code",
        "api_client = patreon.API('{v}')\ncampaign = api_client.fetch_campaign()",
        value=lambda r: urls(r, 43),
    ),
    k(
        "kofi_webhook_form_verification",
        "form",
        "POST /kofi HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n"
        "data=%7B%22verification_token%22%3A%22{v}%22%2C%22type%22%3A%22Donation%22%7D",
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "gumroad_access_token_query_param",
        "cli",
        "curl 'https://api.gumroad.com/v2/sales?access_token={v}&after=2025-01-01'",
        value=lambda r: urls(r, 43),
    ),
    k(
        "buymeacoffee_bearer_fetch",
        "header",
        "GET /api/v1/supporters HTTP/1.1\nHost: developers.buymeacoffee.com\n"
        "Authorization: Bearer {v}",
        value=jwt,
    ),
    k(
        "transistor_x_api_key_curl",
        "header",
        "curl https://api.transistor.fm/v1/episodes -H 'x-api-key: {v}' "
        "-d 'episode[show_id]={d5}&episode[title]=Devlog 42'",
        value=lambda r: urls(r, 22),
    ),
    k(
        "buzzsprout_token_scheme",
        "header",
        "curl -H 'Authorization: Token token={v}' "
        "https://www.buzzsprout.com/api/{d7}/episodes.json",
        value=_h32,
    ),
    k(
        "spotify_client_credentials_basic",
        "header",
        "curl -X POST https://accounts.spotify.com/api/token -H 'Authorization: Basic {v}' "
        "-d grant_type=client_credentials",
        value=lambda r: b64_of(f"{hexs(r, 32)}:{hexs(r, 32)}"),
    ),
    k(
        "spotipy_positional_client_secret",
        "code",
        "auth = SpotifyClientCredentials('{h32}', '{v}')\nsp = spotipy.Spotify(auth_manager=auth)",
        value=_h32,
    ),
    k(
        "soundcloud_client_secret_dotenv",
        "config",
        "SOUNDCLOUD_CLIENT_ID={k32}\nSOUNDCLOUD_CLIENT_SECRET={v}\n"
        "SOUNDCLOUD_REDIRECT_URI=https://studio.example/sc/callback",
        value=lambda r: alnum(r, 32),
    ),
)

_DESIGN: tuple[Kind, ...] = (
    k(
        "figma_rest_token_header_node",
        "code",
        "const res = await fetch(`https://api.figma.com/v1/files/${fileKey}/nodes?ids=${id}`, "
        "{ headers: { 'X-Figma-Token': '{v}' } });",
        value=lambda r: "figd_" + urls(r, 40),
    ),
    k(
        "figma_mcp_server_env_block",
        "config",
        '{"mcpServers":{"figma":{"command":"npx","args":["-y","figma-developer-mcp","--stdio"],'
        '"env":{"FIGMA_API_KEY":"{v}"}}}}',
        value=lambda r: "figd_" + urls(r, 40),
    ),
    k(
        "sketchfab_upload_token_scheme",
        "header",
        "curl -H 'Authorization: Token {v}' -F 'modelFile=@hero.fbx' -F 'name=Hero' "
        "https://api.sketchfab.com/v3/models",
        value=_h32,
    ),
    k(
        "penpot_access_token_header",
        "header",
        "curl -H 'Authorization: Token {v}' -H 'Accept: application/json' "
        "https://design.penpot.app/api/rpc/command/get-profile",
        value=lambda r: urls(r, 56),
    ),
    k(
        "canva_connect_client_secret_env",
        "config",
        "CANVA_CLIENT_ID=OC-{k12}\nCANVA_CLIENT_SECRET={v}",
        value=lambda r: "cnvca" + urls(r, 40),
    ),
)

_OPS: tuple[Kind, ...] = (
    k(
        "backtrace_crashpad_upload_url_token",
        "code",
        L(
            'std::string url = "https://studio.sp.backtrace.io:6098/post?format=minidump&"',
            '                  "token={v}";',
            "client->StartHandler(handler, db, db, url, annotations, args, true, false);",
        ),
        value=_h64,
    ),
    k(
        "bugsplat_symbol_upload_client_secret",
        "cli",
        "npx @bugsplat/symbol-upload -b arena -a Arena -v 1.8.2 -i {l16} -s {v} -d ./Build/Symbols",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "sentry_unity_cli_options_auth_token",
        "config",
        L(
            "%YAML 1.1",
            "--- !u!114 &11400000",
            "MonoBehaviour:",
            "  m_Name: SentryCliOptions",
            "  <UploadSymbols>k__BackingField: 1",
            "  <Auth>k__BackingField: {v}",
            "  <Organization>k__BackingField: arena-games",
        ),
        value=lambda r: "sntrys_eyJpYXQiOjE3" + urls(r, 90),
    ),
    k(
        "gameanalytics_hmac_secret_cs",
        "code",
        'const string SecretKey = "{v}";\n'
        "var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(SecretKey));",
        value=_h40,
    ),
    k(
        "nexusmods_apikey_query_curl",
        "cli",
        "curl -H 'apikey: {v}' https://api.nexusmods.com/v1/games/skyrimspecialedition/mods/"
        "{d5}/files.json",
        value=_nexus,
    ),
    k(
        "modio_oauth_bearer_upload",
        "header",
        "curl -X POST https://g-{d4}.modapi.io/v1/games/{d4}/mods/{d6}/files "
        "-H 'Authorization: Bearer {v}' -F 'filedata=@arena-mod.zip'",
        value=jwt,
    ),
    k(
        "thunderstore_cli_publish_token",
        "cli",
        "tcli publish --token {v} --file build/ArenaTweaks-1.2.0.zip",
        value=lambda r: "tss_" + alnum(r, 40),
    ),
    k(
        "modrinth_pat_gradle_minotaur",
        "config",
        'modrinth {\n    token = "{v}"\n    projectId = "{k8}"\n    versionNumber = "1.2.0"\n}',
        value=lambda r: "mrp_" + alnum(r, 36),
    ),
    k(
        "itch_butler_ci_env_push",
        "cli",
        "BUTLER_API_KEY={v} butler push build/web studio/arena:html5 --userversion 1.8.2",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "fab_seller_portal_refresh_token_json",
        "config",
        '{"access_token":"{k40}","refresh_token":"{v}","token_type":"bearer","expires_in":7200}',
        value=lambda r: lower_alnum(r, 32),
    ),
    k(
        "render_farm_smtp_url_password",
        "config",
        "RENDER_NOTIFY_SMTP=smtp://farm-alerts:{v}@smtp.studio.example:587",
    ),
    k(
        "backtrace_submission_pw_c_sharp",
        "code",
        'var credentials = new BacktraceCredentials("https://submit.backtrace.io/arena/{v}/json");',
        value=_h64,
    ),
    k(
        "render_share_cifs_mount_password",
        "cli",
        "sudo mount -t cifs //nas.farm.local/renders /mnt/renders -o "
        "username=render,password={v},vers=3.0",
        value=lambda r: pw(r, 14).replace(",", "x"),
    ),
)

MEDIA_KINDS: tuple[Kind, ...] = (*_POST, *_AUDIO, *_CREATOR, *_DESIGN, *_OPS)
