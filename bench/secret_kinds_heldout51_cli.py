"""Held-out 51's command lines, URLs, DSNs and headers of game operations.

The issue's classes inside this field (`bench/secret_kinds_heldout51.py`):
positional arguments (`steamcmd +login user pass`, `p4 login` reading a
piped password, `redis-cli -a`, `mysql -p` glued, `psql` with a
URI, `sshpass -p` to a game server box, `rcon-cli --password`, `mcrcon -p`,
`smbclient -U user%pass`, `wget --password`, `git clone` with a token in the
URL, `docker login -p`, `rclone` remotes, `aws configure set`, `htpasswd -b`,
`keytool -storepass` and `apksigner --ks-pass pass:`, `jarsigner`,
`xcrun notarytool --password`, `zip -P`, `7z -p`, `openssl enc -k`), DSNs of
the stores a game service uses (leaderboards in Postgres, sessions in Redis
and Valkey, Deadline's MongoDB, a forum's MySQL, RabbitMQ for match events,
ClickHouse for telemetry, NATS), URL-encoded bodies, and every
authorization scheme a game tool sends (Basic, Bearer, `Token`, `Bot`,
`OAuth`, `ApiKey`, `Key`, `Session`, `X-Auth-Token`, a cookie).
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, b64, b64_of, hexs, pick, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout51_engine import jwt, urls

__all__ = ["CLI_KINDS"]


def _safe_pw(r: random.Random) -> str:
    """A password with no symbol a URL or a shell would need to escape."""
    return alnum(r, 8) + pick(r, string.digits, 2) + alnum(r, 6)


def _ghp(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


_CLI: tuple[Kind, ...] = (
    k(
        "steamcmd_plus_login_positional_pair",
        "cli",
        "steamcmd +force_install_dir /srv/arena +login arena_dedicated {v} "
        "+app_update {d7} validate +quit",
    ),
    k(
        "rcon_cli_password_flag_minecraft",
        "cli",
        "rcon-cli --host mc.studio.example --port 25575 --password {v} 'whitelist add Tester9'",
        value=_safe_pw,
    ),
    k(
        "mcrcon_short_p_flag",
        "cli",
        "mcrcon -H 127.0.0.1 -P 25575 -p {v} -w 5 'say restarting in 5' save-all stop",
        value=_safe_pw,
    ),
    k(
        "redis_cli_a_matchmaking",
        "cli",
        "redis-cli -h mm-redis.internal -p 6380 --tls -a '{v}' ZRANGE mm:queue:ranked 0 -1",
    ),
    k(
        "mysql_glued_p_forum_dump",
        "cli",
        "mysqldump -h forum-db -u phpbb -p{v} phpbb_arena > forum.sql",
        value=_safe_pw,
    ),
    k(
        "sshpass_dedicated_box_rsync",
        "cli",
        "sshpass -p '{v}' rsync -avz ./Server/ gs@fra-ded-{d2}.studio.example:/srv/arena/",
    ),
    k(
        "smbclient_builds_share_user_percent",
        "cli",
        "smbclient //nas.studio.local/builds -U 'buildbot%{v}' -c 'put Arena_1.8.2.zip'",
        value=_safe_pw,
    ),
    k(
        "git_clone_pat_in_url_assets",
        "cli",
        "git clone https://studio-bot:{v}@github.com/arena-games/ArenaAssets.git --depth 1",
        value=_ghp,
    ),
    k(
        "docker_login_short_p_registry",
        "cli",
        "docker login registry.studio.example -u gameserver-ci -p {v}",
        value=_safe_pw,
    ),
    k(
        "htpasswd_batch_symbol_server",
        "cli",
        "htpasswd -b -c /etc/nginx/.symbols_htpasswd symbols '{v}'",
    ),
    k(
        "keytool_storepass_keypass_positional",
        "cli",
        "keytool -genkeypair -v -keystore upload.keystore -alias upload -keyalg RSA "
        "-keysize 2048 -validity 10000 -storepass {v} -keypass {v} "
        '-dname "CN=Arena Games, O=Arena Games Oy, C=FI"',
        value=_safe_pw,
    ),
    k(
        "apksigner_ks_pass_pass_prefix",
        "cli",
        "apksigner sign --ks upload.keystore --ks-key-alias upload --ks-pass pass:{v} "
        "--key-pass pass:{v} --out arena-signed.apk arena.apk",
        value=_safe_pw,
    ),
    k(
        "notarytool_password_app_specific",
        "cli",
        "xcrun notarytool submit Arena.zip --apple-id release@studio.example --team-id "
        "{U10} --password {v} --wait",
        value=lambda r: "-".join(pick(r, string.ascii_lowercase, 4) for _ in range(4)),
    ),
    k(
        "zip_capital_p_press_kit",
        "cli",
        "zip -r -P {v} presskit_embargo.zip presskit/",
        value=_safe_pw,
    ),
    k(
        "seven_zip_glued_p_build_archive",
        "cli",
        '7z a -t7z -p"{v}" -mhe=on Arena_Gold_Master.7z ./GoldMaster/',
    ),
    k(
        "openssl_enc_k_pak_encrypt",
        "cli",
        "openssl enc -aes-256-cbc -pbkdf2 -salt -in Content.pak -out Content.pak.enc -k {v}",
        value=_safe_pw,
    ),
    k(
        "aws_configure_set_secret_positional",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile gamelift-prod",
        value=lambda r: b64(r, 40).replace("+", "k"),
    ),
    k(
        "rclone_sftp_remote_pass_flag",
        "cli",
        "rclone copy ./Builds :sftp:/srv/patches --sftp-host cdn-origin.studio.example "
        "--sftp-user patcher --sftp-pass $(rclone obscure '{v}')",
    ),
    k(
        "wget_password_patch_mirror",
        "cli",
        "wget --user=mirror --password='{v}' https://patch-origin.studio.example/arena/1.8.2/"
        "manifest.json",
    ),
    k(
        "ue_unrealpak_aes_key_cryptokeys",
        "cli",
        'UnrealPak.exe Arena.pak -create=filelist.txt -encrypt -encryptindex -aes="{v}"',
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "echo_pipe_p4_login_password",
        "cli",
        "echo '{v}' | p4 -p ssl:perforce.studio.example:1666 -u buildfarm login",
    ),
)

_DSN: tuple[Kind, ...] = (
    k(
        "postgres_leaderboard_uri_env",
        "dsn",
        "LEADERBOARD_DB_URL=postgresql://lb_writer:{v}@lb-db.internal:5432/leaderboards"
        "?sslmode=require",
        value=_safe_pw,
    ),
    k(
        "valkey_sessions_url_tls",
        "dsn",
        "SESSION_STORE = 'rediss://default:{v}@sessions-valkey.internal:6380/2'",
        value=_safe_pw,
    ),
    k(
        "mongodb_deadline_uri_authsource",
        "dsn",
        "mongodb://deadline_admin:{v}@deadline-db.farm.local:27100/deadline10db"
        "?authSource=admin&tls=true",
        value=_safe_pw,
    ),
    k(
        "amqp_match_events_uri_yaml",
        "dsn",
        "match_events:\n  broker: amqps://matchsvc:{v}@rabbit.internal:5671/arena\n"
        "  exchange: match.finished",
        value=_safe_pw,
    ),
    k(
        "clickhouse_telemetry_http_url",
        "dsn",
        "clickhouse-client --host ch.internal --secure --user telemetry --password {v} "
        "--query 'SELECT count() FROM events WHERE game = 1'",
        value=_safe_pw,
    ),
    k(
        "nats_url_user_pass_cluster",
        "dsn",
        "nats sub 'lobby.>' --server nats://lobby_svc:{v}@nats.internal:4222",
        value=_safe_pw,
    ),
    k(
        "jdbc_mysql_forum_password_param",
        "dsn",
        "jdbc:mysql://forum-db:3306/xenforo?user=xf_app&password={v}&useSSL=true",
        value=_safe_pw,
    ),
    k(
        "mssql_ado_string_title_db",
        "dsn",
        '"TitleDb": "Server=tcp:titles.database.windows.net,1433;Database=titles;'
        'User ID=title_svc;Password={v};Encrypt=True;"',
        value=_safe_pw,
    ),
    k(
        "ftp_url_patch_upload_curl",
        "dsn",
        "curl -T Arena_1.8.2.patch ftp://patcher:{v}@ftp.cdn-origin.studio.example/patches/",
        value=_safe_pw,
    ),
)

_HTTP: tuple[Kind, ...] = (
    k(
        "basic_header_symbol_server_http",
        "header",
        "GET /symbols/Arena.pdb/{h32}1/Arena.pdb HTTP/1.1\nHost: symbols.studio.example\n"
        "Authorization: Basic {v}",
        value=lambda r: b64_of(f"symbols:{pw(r)}"),
    ),
    k(
        "apikey_scheme_patch_cdn_purge",
        "header",
        "curl -X POST https://api.cdn77.com/v3/cdn/{d6}/job/purge "
        "-H 'Authorization: ApiKey {v}' -d '{\"paths\":[\"/arena/1.8.2/*\"]}'",
        value=lambda r: alnum(r, 48),
    ),
    k(
        "key_scheme_push_to_players",
        "header",
        "curl https://fcm.googleapis.com/fcm/send -H 'Authorization: key={v}' "
        "-H 'Content-Type: application/json' -d @event_push.json",
        value=lambda r: "AAAA" + urls(r, 7) + ":APA91b" + urls(r, 134),
    ),
    k(
        "x_auth_token_dedicated_panel",
        "header",
        "curl -H 'X-Auth-Token: {v}' https://panel.gameservers.example/api/client/servers/{h8}"
        '/power -d \'{"signal":"restart"}\'',
        value=lambda r: "ptlc_" + alnum(r, 43),
    ),
    k(
        "pterodactyl_application_key_bearer",
        "header",
        "Authorization: Bearer {v}\nAccept: Application/vnd.pterodactyl.v1+json",
        value=lambda r: "ptla_" + alnum(r, 43),
    ),
    k(
        "session_cookie_dev_portal_curl",
        "header",
        "curl 'https://partner.steamgames.com/apps/builds/{d7}' "
        "-H 'Cookie: sessionid={h24}; steamLoginSecure=7656119{d10}%7C%7C{v}'",
        value=jwt,
    ),
    k(
        "hetzner_bearer_game_server_fleet",
        "header",
        "curl -H 'Authorization: Bearer {v}' https://api.hetzner.cloud/v1/servers"
        "?label_selector=role=arena-ded",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "tebex_secret_header_store",
        "header",
        "curl -H 'X-Tebex-Secret: {v}' https://plugin.tebex.io/queue",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "urlencoded_login_form_launcher",
        "form",
        "POST /api/launcher/login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n"
        "username=qa_tester07&password={v}&remember=1",
        value=lambda r: pw(r).replace("%", "%25").replace("^", "%5E").replace("!", "%21"),
    ),
    k(
        "oauth_password_grant_form_anticheat",
        "form",
        "grant_type=password&username=ops%40studio.example&password={v}"
        "&client_id=anticheat-console&scope=admin",
        value=_safe_pw,
    ),
    k(
        "refresh_token_form_youtube_upload",
        "form",
        "curl -d client_id={d12}-{l32}.apps.googleusercontent.com -d client_secret=GOCSPX-{v} "
        "-d refresh_token=1//{k40} -d grant_type=refresh_token https://oauth2.googleapis.com/token",
        value=lambda r: urls(r, 28),
    ),
    k(
        "websocket_url_token_query_lobby",
        "header",
        "wscat -c 'wss://lobby.studio.example/ws?token={v}&region=eu'",
        value=jwt,
    ),
    k(
        "gitlab_job_token_header_lfs",
        "header",
        "curl --header 'PRIVATE-TOKEN: {v}' https://gitlab.studio.example/api/v4/projects/"
        "{d3}/packages/generic/arena-client/1.8.2/Arena.zip -o Arena.zip",
        value=lambda r: "glpat-" + urls(r, 20),
    ),
)

CLI_KINDS: tuple[Kind, ...] = (*_CLI, *_DSN, *_HTTP)
