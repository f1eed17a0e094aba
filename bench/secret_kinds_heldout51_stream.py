"""Held-out 51's live streaming and community kinds (`bench/secret_kinds_heldout51.py`).

OBS (`service.json`, a profile's `basic.ini` with a custom server, the
WebSocket plugin's password in its JSON and in `obs-cmd`), ffmpeg and
GStreamer pushing to `rtmp://…/app/<key>` and `rtmps://`, SRT with a
`passphrase=` in its URL and in `srt-live-transmit`, nginx-rtmp's `push`,
Twitch (client secrets in a form body and an env file, a user token with the
`OAuth` scheme, an IRC `PASS oauth:`, an EventSub subscription's `secret`,
the Twitch CLI's config, a stream key in Streamlink-style and OBS files),
YouTube's stream key in an ingestion URL and a broadcast script, Kick,
Restream, Facebook Live's `FB-` keys, Trovo, Owncast's admin password and
stream key, Mux (a token id and secret in Basic, a signing key's private
part), Cloudflare Stream (an API token, a live input's `streamKey` and SRT
`passphrase`), Vimeo's access token, Wowza's `wsc-api-key`, Discord bots
for communities (a bot token in `.env`, Python, TypeScript, a `Bot` header,
a webhook URL) and StreamElements, Streamer.bot and Streamlabs tokens.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, b64_of, hexs, lower_alnum, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout51_engine import L, discord_bot, jwt, stream_key, twitch_tok, urls
from bench.secret_kinds_heldout51_engine import yt_key as yt

__all__ = ["STREAM_KINDS"]


def _fb(r: random.Random) -> str:
    return f"FB-{alnum(r, 15)}-0-{alnum(r, 28)}"


def _mux_basic(r: random.Random) -> str:
    return b64_of(f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}:{b64(r, 75)}")


def _cf_stream_key(r: random.Random) -> str:
    return "k" + hexs(r, 31)


_OBS: tuple[Kind, ...] = (
    k(
        "obs_profile_service_json_custom_rtmp",
        "config",
        L(
            "{",
            '    "settings": {',
            '        "bwtest": false,',
            '        "key": "{v}",',
            '        "server": "rtmp://live-fra05.twitch.tv/app",',
            '        "service": "Twitch"',
            "    },",
            '    "type": "rtmp_common"',
            "}",
        ),
        value=stream_key,
    ),
    k(
        "obs_profile_service_json_youtube_rtmps",
        "config",
        '{"settings":{"key":"{v}","server":"rtmps://a.rtmps.youtube.com:443/live2",'
        '"service":"YouTube - RTMPS","stream_key_link":"https://studio.youtube.com"},'
        '"type":"rtmp_common"}',
        value=yt,
    ),
    k(
        "obs_websocket_config_server_password",
        "config",
        '{\n    "alerts_enabled": false,\n    "auth_required": true,\n'
        '    "first_load": false,\n    "server_enabled": true,\n'
        '    "server_password": "{v}",\n    "server_port": 4455\n}',
        value=lambda r: alnum(r, 16),
    ),
    k(
        "obs_cmd_websocket_url_password",
        "cli",
        "obs-cmd --websocket obsws://localhost:4455/{v} scene switch 'Gameplay'",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "obs_websocket_py_req_client",
        "code",
        "cl = obs.ReqClient(host='localhost', port=4455, password='{v}', timeout=3)",
    ),
)

_INGEST: tuple[Kind, ...] = (
    k(
        "ffmpeg_flv_push_twitch_app_path",
        "cli",
        "ffmpeg -re -i gameplay.mkv -c:v libx264 -preset veryfast -b:v 6000k -c:a aac "
        "-f flv rtmp://live-ams03.twitch.tv/app/{v}",
        value=stream_key,
    ),
    k(
        "ffmpeg_tee_multi_ingest",
        "cli",
        'ffmpeg -i input.mp4 -c copy -f tee -map 0 "[f=flv]rtmp://a.rtmp.youtube.com/live2/'
        '{v}|[f=flv]rtmp://live.restream.io/live/re_{d7}_{h20}"',
        value=yt,
    ),
    k(
        "gstreamer_rtmp2sink_location",
        "cli",
        "gst-launch-1.0 videotestsrc ! x264enc ! flvmux name=m ! "
        "rtmp2sink location='rtmps://live-api-s.facebook.com:443/rtmp/{v}'",
        value=_fb,
    ),
    k(
        "srt_url_passphrase_query",
        "cli",
        "ffmpeg -re -i match.ts -c copy -f mpegts "
        "'srt://ingest.studio.example:9000?mode=caller&latency=200000&pbkeylen=16"
        "&passphrase={v}&streamid=publish/arena'",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "srt_live_transmit_passphrase_arg",
        "cli",
        'srt-live-transmit "udp://:5000" "srt://:9000?mode=listener&passphrase={v}&pbkeylen=32" -v',
        value=lambda r: alnum(r, 24),
    ),
    k(
        "nginx_rtmp_push_directive_kick",
        "config",
        L(
            "rtmp {",
            "  server {",
            "    listen 1935;",
            "    application live {",
            "      live on;",
            "      push rtmps://fa723fc1b171.global-contribute.live-video.net/app/{v};",
            "    }",
            "  }",
            "}",
        ),
        value=lambda r: "sk_us-west-2_" + alnum(r, 12) + "_" + alnum(r, 30),
    ),
    k(
        "restream_rtmp_key_in_mediamtx_yaml",
        "config",
        L(
            "paths:",
            "  arena:",
            "    runOnReady: >",
            "      ffmpeg -i rtsp://localhost:$RTSP_PORT/$MTX_PATH -c copy -f flv",
            "      rtmp://live.restream.io/live/{v}",
        ),
        value=lambda r: f"re_{r.randrange(1000000, 9999999)}_{hexs(r, 20)}",
    ),
    k(
        "trovo_stream_key_env_export",
        "cli",
        "export TROVO_STREAM_KEY='{v}'\nffmpeg -i cam.mp4 -f flv "
        "rtmp://livepush.trovo.live/live/$TROVO_STREAM_KEY",
        value=lambda r: "73846_" + lower_alnum(r, 12) + "_" + lower_alnum(r, 24),
    ),
    k(
        "owncast_admin_password_flag",
        "cli",
        "./owncast -adminpassword '{v}' -streamkey '{v}' -webserverport 8080",
    ),
    k(
        "facebook_live_stream_key_python",
        "code",
        'FB_KEY = "{v}"\nurl = f"rtmps://live-api-s.facebook.com:443/rtmp/{FB_KEY}"',
        value=_fb,
    ),
)

_TWITCH: tuple[Kind, ...] = (
    k(
        "twitch_client_credentials_form_body",
        "form",
        "curl -X POST https://id.twitch.tv/oauth2/token "
        "-d 'client_id={l30}&client_secret={v}&grant_type=client_credentials'",
        value=twitch_tok,
    ),
    k(
        "twitch_helix_bearer_python_headers",
        "code",
        "headers = {'Client-Id': '{l30}', 'Authorization': 'Bearer {v}'}\n"
        "requests.get('https://api.twitch.tv/helix/streams?user_login=studio', headers=headers)",
        value=twitch_tok,
    ),
    k(
        "twitch_validate_oauth_scheme",
        "header",
        "curl -H 'Authorization: OAuth {v}' https://id.twitch.tv/oauth2/validate",
        value=twitch_tok,
    ),
    k(
        "twitch_tmi_js_identity_password",
        "code",
        "const client = new tmi.Client({ identity: { username: 'arenabot', "
        "password: 'oauth:{v}' }, channels: ['studio'] });",
        value=twitch_tok,
    ),
    k(
        "twitch_eventsub_transport_secret",
        "config",
        '{"type":"channel.follow","version":"2","condition":{"broadcaster_user_id":"{d9}"},'
        '"transport":{"method":"webhook","callback":"https://bot.studio.example/eventsub",'
        '"secret":"{v}"}}',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "twitch_refresh_token_dotenv",
        "config",
        "TWITCH_CLIENT_ID={l30}\nTWITCH_CLIENT_SECRET={v}\nTWITCH_BROADCASTER_ID={d9}",
        value=twitch_tok,
    ),
    k(
        "twitch_cli_env_file_secret",
        "config",
        "$ cat ~/.config/twitch-cli/.twitch-cli.env\nCLIENTID={l30}\nCLIENTSECRET={v}\n"
        "ACCESSTOKEN={l30}\nREFRESHTOKEN={l50}",
        value=twitch_tok,
    ),
    k(
        "twitch_irc_pass_line_raw",
        "cli",
        "< PASS oauth:{v}\n< NICK arenabot\n> :tmi.twitch.tv 001 arenabot :Welcome, GLHF!",
        value=twitch_tok,
    ),
)

_VIDEO: tuple[Kind, ...] = (
    k(
        "mux_live_stream_create_basic",
        "header",
        "POST /video/v1/live-streams HTTP/1.1\nHost: api.mux.com\nAuthorization: Basic {v}\n"
        "Content-Type: application/json",
        value=_mux_basic,
    ),
    k(
        "mux_signing_key_private_b64_env",
        "config",
        "MUX_SIGNING_KEY_ID={k40}\nMUX_PRIVATE_KEY={v}",
        value=lambda r: (
            "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcFFJQkFBS0NBUUVB" + b64(r, 120)
        ),
    ),
    k(
        "cloudflare_stream_live_input_response",
        "cli",
        '{"result":{"uid":"{h32}","rtmps":{"url":"rtmps://live.cloudflare.com:443/live/",'
        '"streamKey":"{v}"},"srt":{"url":"srt://live.cloudflare.com:778",'
        '"streamId":"{h32}","passphrase":"{h32}"}},"success":true}',
        value=_cf_stream_key,
    ),
    k(
        "cloudflare_stream_api_token_curl",
        "header",
        "curl -X POST 'https://api.cloudflare.com/client/v4/accounts/{h32}/stream/live_inputs' "
        '--header \'Authorization: Bearer {v}\' --data \'{"recording":{"mode":"automatic"}}\'',
        value=lambda r: urls(r, 40),
    ),
    k(
        "vimeo_php_client_access_token",
        "code",
        "$client = new \\Vimeo\\Vimeo('{k40}', '{k40}', '{v}');",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "wowza_cloud_api_key_headers",
        "header",
        "curl -H 'wsc-api-key: {v}' -H 'wsc-access-key: {k64}' "
        "https://api.cloud.wowza.com/api/v1.11/live_streams",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "api_video_api_key_basic_user",
        "cli",
        'curl -u {v}: https://ws.api.video/live-streams -d \'{"name":"Arena finals"}\'',
        value=lambda r: alnum(r, 43),
    ),
)

_COMMUNITY: tuple[Kind, ...] = (
    k(
        "discord_bot_dotenv_community",
        "config",
        "DISCORD_TOKEN={v}\nGUILD_ID={d18}\nMOD_ROLE_ID={d18}",
        value=discord_bot,
    ),
    k(
        "discord_py_bot_run_literal",
        "code",
        "bot = commands.Bot(command_prefix='!', intents=intents)\nbot.run('{v}')",
        value=discord_bot,
    ),
    k(
        "discord_rest_bot_scheme_curl",
        "header",
        "curl -H 'Authorization: Bot {v}' "
        "https://discord.com/api/v10/applications/{d18}/guilds/{d18}/commands",
        value=discord_bot,
    ),
    k(
        "discord_webhook_build_notify_yaml",
        "config",
        L(
            "- name: Notify #builds",
            "  env:",
            "    WEBHOOK: https://discord.com/api/webhooks/{d18}/{v}",
            '  run: curl -H "Content-Type: application/json" -d @msg.json "$WEBHOOK"',
        ),
        value=lambda r: urls(r, 68),
    ),
    k(
        "streamelements_jwt_overlay_js",
        "code",
        "const socket = io('https://realtime.streamelements.com', {transports:['websocket']});\n"
        "socket.emit('authenticate', {method: 'jwt', token: '{v}'});",
        value=jwt,
    ),
    k(
        "streamlabs_access_token_query",
        "cli",
        "curl 'https://streamlabs.com/api/v2.0/donations?access_token={v}&limit=25'",
        value=jwt,
    ),
    k(
        "streamerbot_websocket_password_json",
        "config",
        '{"websocketServer":{"enabled":true,"address":"127.0.0.1","port":8080,'
        '"authentication":{"enabled":true,"password":"{v}"}}}',
        value=lambda r: pw(r, 18),
    ),
)

STREAM_KINDS: tuple[Kind, ...] = (*_OBS, *_INGEST, *_TWITCH, *_VIDEO, *_COMMUNITY)
