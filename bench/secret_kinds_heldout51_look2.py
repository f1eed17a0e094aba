"""The fixed look-alikes of held-out 51 (`bench/secret_kinds_heldout51_look.py`).

Texts written once, each a near-miss of one of the set's secrets: the same
command, file or header with the value masked (`live_********`, `****`,
`figd_…a91c`), empty (`"key": ""`, `P4PASSWD=`, `rcon_password ""`), read
from elsewhere (`$STREAM_KEY`, `${{ secrets.X }}`, `process.env.X`,
`--password-stdin`, `--ks-pass env:KS_PASS`, `-storepass:env`,
`--keychain-profile`, `steamcmd +login user` with cached credentials), or a
documented placeholder (`<stream-key>`, `YOUR_CLIENT_SECRET`,
`xxxxxxxxxxxx`); DSNs without a password; listings and logs that name a
credential without it (`p4 login -s`, OBS's log, `ugs status`); commit
messages about secrets; code that handles a password without holding one;
and people in this set's chat languages saying where a key is, without it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_MASKED: list[tuple[str, str]] = [
    (
        "obs_service_json_key_masked",
        '{"settings": {"key": "live_********", "server": "auto", "service": "Twitch"}}',
    ),
    ("obs_service_json_key_empty", '{"settings":{"key":"","server":"auto","service":"YouTube"}}'),
    ("twitch_irc_pass_masked", "< PASS oauth:******************************\n< NICK arenabot"),
    ("auth_basic_stars", "GET /symbols/Arena.pdb HTTP/1.1\nAuthorization: Basic ****"),
    ("figma_token_shown_cut", "X-Figma-Token: figd_…a91c (created 2025-01-10, expires in 90 d)"),
    ("steam_key_masked_partner", "Web API key: ************************4F2A  [Revoke]"),
    ("p4passwd_empty", "P4PORT=ssl:perforce.studio.example:1666\nP4USER=buildfarm\nP4PASSWD="),
    ("source_cfg_rcon_empty", 'hostname "Arena Community #3"\nrcon_password ""\nsv_password ""'),
    ("minecraft_rcon_password_empty", "enable-rcon=false\nrcon.port=25575\nrcon.password="),
    ("godot_release_password_empty", '[preset.1.options]\nkeystore/release_password=""'),
    ("unity_keystore_pass_empty", "  androidKeystorePass: \n  androidKeyaliasPass: "),
    ("eos_client_secret_empty", '+Artifacts=(ArtifactName="Live",ClientSecret="")'),
    ("factorio_token_empty", '{"username": "", "token": "", "game_password": ""}'),
    ("amqp_password_stars", "broker: amqps://matchsvc:****@rabbit.internal:5671/arena"),
    ("cookie_redacted_value", "Cookie: sessionid=<redacted>; steamLoginSecure=<redacted>"),
    ("x_api_key_x_run", "x-api-key: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("palworld_admin_password_blank", 'OptionSettings=(AdminPassword="",ServerPassword="")'),
    ("stream_key_dots", "Stream key: ••••••••••••••••••••  [Copy] [Reset]"),
    ("discord_token_masked_in_log", "[bot] logged in with token MTI…(hidden) as ArenaBot#0421"),
    ("eos_log_client_secret_hidden", "LogEOS: Init: ClientId=<set>, ClientSecret=<hidden>"),
]

_REFS: list[tuple[str, str]] = [
    (
        "ffmpeg_rtmp_env_key",
        "ffmpeg -i in.mkv -c copy -f flv rtmp://live.twitch.tv/app/$STREAM_KEY",
    ),
    (
        "ffmpeg_youtube_braced_env",
        "ffmpeg -i in.mp4 -f flv rtmp://a.rtmp.youtube.com/live2/${YT_KEY}",
    ),
    ("srt_passphrase_env_ref", "srt://ingest.studio.example:9000?passphrase=${SRT_PASSPHRASE}"),
    (
        "twitch_client_secret_env_form",
        "curl -X POST https://id.twitch.tv/oauth2/token -d client_id=$TWITCH_CLIENT_ID "
        "-d client_secret=$TWITCH_CLIENT_SECRET -d grant_type=client_credentials",
    ),
    (
        "bearer_braced_env",
        'curl -H "Authorization: Bearer ${TWITCH_TOKEN}" https://api.twitch.tv/helix/users',
    ),
    (
        "tmi_password_process_env",
        "identity: { username: 'arenabot', password: process.env.TWITCH_OAUTH }",
    ),
    ("discord_bot_run_environ", 'bot.run(os.environ["DISCORD_TOKEN"])'),
    ("gha_secret_expression_bot", "env:\n  DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}"),
    ("p4_p_flag_env_ticket", "p4 -u buildfarm -P $P4TICKET sync //Game/Main/..."),
    (
        "unity_password_env_ci",
        'Unity -batchmode -quit -username "$UNITY_EMAIL" -password "$UNITY_PASSWORD"',
    ),
    (
        "ugs_login_secret_from_file",
        "ugs login --service-key-id $UGS_KEY_ID --secret-key-stdin < ugs.secret",
    ),
    (
        "playfab_secret_from_environment",
        "PlayFabSettings.staticSettings.DeveloperSecretKey = "
        'Environment.GetEnvironmentVariable("PF_DEV_SECRET_KEY");',
    ),
    ("nakama_server_key_env_yaml", "socket:\n  server_key: ${NAKAMA_SERVER_KEY}"),
    (
        "godot_keystore_env_ref",
        'GODOT_ANDROID_KEYSTORE_RELEASE_PASSWORD="$KS_PASS" godot --headless --export-release '
        "Android",
    ),
    ("mysql_p_prompt", "mysqldump -h forum-db -u phpbb -p phpbb_arena > forum.sql"),
    ("redis_cli_askpass", "redis-cli -h mm-redis.internal -p 6380 --tls --askpass"),
    (
        "sshpass_env_mode",
        "SSHPASS=$(cat ~/.ded_pass) sshpass -e rsync -avz ./Server/ gs@fra-ded-03:/srv/arena/",
    ),
    (
        "docker_login_stdin",
        'echo "$REGISTRY_TOKEN" | docker login registry.studio.example -u gameserver-ci '
        "--password-stdin",
    ),
    ("keytool_storepass_env", "keytool -list -keystore upload.keystore -storepass:env KS_PASS"),
    (
        "apksigner_ks_pass_env",
        "apksigner sign --ks upload.keystore --ks-pass env:KS_PASS --out out.apk in.apk",
    ),
    (
        "notarytool_keychain_profile",
        'xcrun notarytool submit Arena.zip --keychain-profile "AC_NOTARY" --wait',
    ),
    ("zip_encrypt_prompt", "zip -r -e presskit_embargo.zip presskit/"),
    (
        "openssl_pass_env",
        "openssl enc -aes-256-cbc -pbkdf2 -in Content.pak -out Content.pak.enc -pass env:PAK_PASS",
    ),
    (
        "steamcmd_login_cached",
        "steamcmd +login arena_builder +run_app_build ../scripts/app_build.vdf +quit",
    ),
    ("steamcmd_login_anonymous", "steamcmd +login anonymous +app_update 90 validate +quit"),
    (
        "git_clone_token_env",
        "git clone https://x-access-token:${GITHUB_TOKEN}@github.com/arena-games/ArenaAssets.git",
    ),
    ("aws_configure_region_only", "aws configure set region eu-central-1 --profile gamelift-prod"),
    (
        "env_var_references_other",
        "RCON_PASSWORD=${ARK_ADMIN_PASSWORD}\nSERVER_PASSWORD=${ARK_SERVER_PASSWORD}",
    ),
    (
        "yaml_block_scalar_secret_ref",
        "secrets:\n  discord_token: |\n    {{ vault('kv/arena/discord#token') }}",
    ),
    ("csharp_secret_env_name_const", 'const string SecretEnvName = "ARENA_BACKEND_SECRET";'),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    ("ffmpeg_angle_placeholder", "ffmpeg -i in.mp4 -f flv rtmp://live.twitch.tv/app/<stream-key>"),
    (
        "twitch_live_placeholder",
        "Paste your key in OBS: Settings > Stream > Stream Key: live_<your stream key>",
    ),
    (
        "readme_client_secret_placeholder",
        "TWITCH_CLIENT_ID=your_client_id\nTWITCH_CLIENT_SECRET=YOUR_CLIENT_SECRET",
    ),
    ("bearer_angle_placeholder", "Authorization: Bearer <YOUR_TOKEN>"),
    (
        "discord_webhook_placeholder_url",
        "https://discord.com/api/webhooks/<webhook-id>/<webhook-token>",
    ),
    (
        "steam_api_key_placeholder_url",
        "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=YOUR_STEAM_WEB_API_KEY&steamids=7656119XXXXXXXXXX",
    ),
    ("eos_ini_placeholder", 'ClientId="<your-client-id>",ClientSecret="<your-client-secret>"'),
    (
        "playfab_placeholder_docs",
        'DeveloperSecretKey = "<title-secret-key>"; // from Game Manager > Title settings',
    ),
    ("pem_private_key_ellipsis", "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----"),
    ("srt_passphrase_placeholder", "passphrase=<10-79 characters>"),
    (
        "nexus_apikey_placeholder",
        "apikey: <your personal API key from nexusmods.com/users/myaccount?tab=api>",
    ),
    ("curseforge_key_placeholder", "x-api-key: $2a$10$<your-key>"),
    ("dotenv_example_empty", "# .env.example\nDISCORD_TOKEN=\nTWITCH_CLIENT_SECRET=\nSTREAM_KEY="),
    ("ark_admin_placeholder", "[ServerSettings]\nServerAdminPassword=<admin password>"),
    ("yt_key_placeholder_groups", "stream key: xxxx-xxxx-xxxx-xxxx-xxxx"),
]

_DSN: list[tuple[str, str]] = [
    (
        "postgres_dsn_no_password",
        "LEADERBOARD_DB_URL=postgresql://lb_writer@lb-db.internal:5432/leaderboards?sslmode=require",
    ),
    ("redis_url_no_auth", "SESSION_STORE = 'rediss://sessions-valkey.internal:6380/2'"),
    ("mongodb_uri_no_auth", "mongodb://deadline-db.farm.local:27100/deadline10db?tls=true"),
    (
        "mssql_integrated_security",
        '"TitleDb": "Server=tcp:titles.internal,1433;Database=titles;Integrated Security=true;"',
    ),
    (
        "postgres_dsn_env_password",
        "postgresql://lb_writer:${PG_PASSWORD}@lb-db.internal:5432/leaderboards",
    ),
    (
        "nats_url_no_user",
        "nats sub 'lobby.>' --server nats://nats.internal:4222 --creds /run/secrets/lobby.creds",
    ),
    ("rtmp_server_no_key", "server: rtmp://live-fra05.twitch.tv/app"),
]

_OUTPUT: list[tuple[str, str]] = [
    ("p4_login_status", "$ p4 login -s\nUser buildfarm ticket expires in 11 hours 42 minutes."),
    (
        "ugs_status_output",
        "$ ugs status\nService Account: configured (key id ends …7f1c)\nProject: Arena",
    ),
    ("obs_log_stream_key_hidden", "14:02:11.204: [rtmp stream: 'adv_stream'] Stream key: (hidden)"),
    (
        "twitch_validate_response",
        '{"client_id":"(public)","login":"arenabot","scopes":["chat:read"],"expires_in":5011238}',
    ),
    (
        "steamcmd_guard_prompt",
        "Logging in user 'arena_builder' to Steam Public...\nThis computer has not been "
        "authenticated for your account using Steam Guard.\nPlease check your email for the "
        "message from Steam, and enter the Steam Guard code from that message.",
    ),
    (
        "ora_like_error_auth_failed",
        "LogOnline: Warning: EOS: Auth: Failed to login: EOS_InvalidCredentials",
    ),
    ("nakama_startup_log", '{"level":"info","msg":"Server key","server_key":"set"}'),
    ("discord_401_error", "discord.errors.LoginFailure: Improper token has been passed."),
    ("twitch_401_body", '{"error":"Unauthorized","status":401,"message":"Invalid OAuth token"}'),
    (
        "deadline_repo_password_prompt",
        "Please enter the password for the Deadline database user 'deadline':",
    ),
    (
        "gamelift_describe_fleet",
        '{"FleetId": "fleet-2222bbbb-3333-4444-8555-666677778888", "Status": "ACTIVE"}',
    ),
    ("unrealpak_no_key", "LogPakFile: Display: No AES key supplied; writing an unencrypted pak."),
]

_CODE: list[tuple[str, str]] = [
    (
        "csharp_password_length_check",
        'if (password.Length < 12) { ShowError("Password too short"); return; }',
    ),
    (
        "pydantic_secretstr_field",
        "class RelaySettings(BaseSettings):\n    password: SecretStr\n    host: str = "
        "'relay.internal'",
    ),
    (
        "gdscript_password_line_edit",
        '$PasswordEdit.secret = true\n$PasswordEdit.placeholder_text = "Password"',
    ),
    ("lua_config_reads_convar", 'local key = GetConVar("arena_webhook_key"):GetString()'),
    ("cpp_secret_from_env", 'const char* secret = std::getenv("ARENA_BACKEND_SECRET");'),
    (
        "shader_keywords_uppercase",
        "#pragma multi_compile _ _ALPHATEST_ON _NORMALMAP\n#pragma shader_feature_local _EMISSION",
    ),
    (
        "unity_serialized_field_names",
        "  m_LocalIdentfierInFile: 0\n  m_PrefabInstance: {fileID: 0}\n  "
        "m_CorrespondingSourceObject: {fileID: 0}",
    ),
    (
        "hlsl_hash_function",
        "float hash12(float2 p) { float3 p3 = frac(float3(p.xyx) * .1031); p3 += dot(p3, p3.yzx + "
        "33.33); return frac((p3.x + p3.y) * p3.z); }",
    ),
    (
        "csharp_token_property_getter",
        'public string Token => PlayerPrefs.GetString("auth_token", string.Empty);',
    ),
    (
        "env_key_names_listing",
        "$ printenv | cut -d= -f1 | grep -i -E 'key|secret|token'\nTWITCH_CLIENT_SECRET\n"
        "DISCORD_TOKEN\nPF_DEV_SECRET_KEY",
    ),
]

_COMMITS: list[tuple[str, str]] = [
    ("commit_move_secret_to_env", "chore(backend): move the PlayFab secret key to an env var"),
    (
        "commit_rotate_stream_key",
        "ops: rotate the Twitch stream key after the leak in the VOD; old key revoked",
    ),
    (
        "commit_remove_token_from_history",
        "fix: remove the Discord token from BotConfig.asset (rewritten with filter-repo)",
    ),
    ("commit_sha_mention", 'Reverts 1f3c9a2b7d4e ("Add relay password to DefaultGame.ini")'),
    (
        "changelog_auth_scheme_docs",
        "- Twitch: the validate endpoint takes `Authorization: OAuth <token>`, Helix takes "
        "`Bearer <token>`.",
    ),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_ja_key_in_1password",
        "配信キーは1Passwordの「配信」保管庫に入れました。チャットには貼らないでね",
    ),
    ("chat_ko_password_changed_dm", "퍼포스 비밀번호 바꿨어요. 필요하면 DM 주세요"),
    (
        "chat_ptbr_secret_in_vault",
        "a secret do PlayFab tá no Vault em kv/arena/playfab, pede acesso pro Rafa",
    ),
    (
        "chat_ru_no_password_here",
        "Пароль от билд-машины не пишу сюда, он в Bitwarden → Studio → Build",
    ),
    ("chat_pl_token_regenerated", "zresetowałem token bota, nowy jest w sekretach GitHuba"),
    (
        "chat_tr_key_revoked",
        "Eski Steam anahtarını iptal ettim, yenisi build sunucusunda ortam değişkeni olarak "
        "duruyor",
    ),
    ("chat_vi_key_reset", "Mình đã reset khóa luồng YouTube, ai cần thì hỏi trong kênh #ops nhé"),
    (
        "chat_de_key_ci_only",
        "Der CurseForge-Key liegt nur als CI-Secret vor, lokal braucht ihn niemand.",
    ),
    (
        "chat_fr_password_rotated",
        "J'ai changé le mot de passe Deadline ce matin, il est dans le coffre de l'équipe.",
    ),
    ("chat_zh_key_in_env", "butler 的密钥放在打包机的环境变量里了，不要提交到仓库"),
    (
        "chat_es_obs_password_in_notion",
        "la contraseña del websocket de OBS está en Notion > Streaming > Setup",
    ),
    (
        "chat_en_ids_not_secrets",
        "Photon app id and the PlayFab title id are fine to commit, they ship in the client "
        "anyway.",
    ),
    (
        "chat_en_public_key_ok",
        "The Discord PUBLIC_KEY is only for verifying interactions, it's fine in the README.",
    ),
    (
        "chat_fi_key_location",
        "ShotGridin skriptiavain on salaisuushallinnassa, kysy Mikolta pääsyä",
    ),
    ("chat_he_ticket_expired", "הטיקט של פרפורס פג, תריצו p4 login מחדש"),
]

FIXED: list[tuple[str, str]] = [
    *_MASKED,
    *_REFS,
    *_PLACEHOLDERS,
    *_DSN,
    *_OUTPUT,
    *_CODE,
    *_COMMITS,
    *_CHAT,
]
