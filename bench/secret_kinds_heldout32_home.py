"""Held-out 32's home and media (`bench/secret_kinds_heldout32.py`).

Home automation (Home Assistant's `secrets.yaml`, a long-lived access token
in a `rest_command` and in `curl`, `http:` behind a proxy with a `!secret`
neighbour written in clear, an MQTT broker's password in
`configuration.yaml` and in `mosquitto_passwd -b`, Zigbee2MQTT's
`network_key` list and its MQTT password, ZHA's backup JSON key, Z-Wave JS
UI's S2 and S0 keys, ESPHome's `api: encryption: key`, its `ota` and `wifi`
passwords, Tasmota's `Backlog` with `Password`/`MqttPassword`, a Shelly's
`/settings/login` call, Node-RED's `credentialSecret` and an `adminAuth`
hash's neighbour, a Hubitat Maker API `access_token`, openHAB's
`services/*.cfg`, a Homebridge `config.json` PIN and a plugin's password, a
Philips Hue bridge username, a UniFi Protect login, Frigate's camera
URLs), cameras (RTSP URLs with credentials of several makes, an ONVIF
call, a `go2rtc.yaml` stream, an `ffmpeg -i rtsp://` command, a Blue Iris
user, a Reolink API login JSON, Synology Surveillance's `SYNO.API.Auth`
`passwd=`), streaming (an RTMP ingest URL with its stream key, OBS's
`service.json` key, a `ffmpeg -f flv` push, Twitch's stream key in a
`.env` and an IRC `PASS oauth:`, YouTube's key in a YAML, Restream's,
Kick's and Facebook Live's, an SRT `passphrase=`, Owncast's admin
password, Icecast's `<source-password>`, a Nightbot/StreamElements JWT,
Streamlabs socket token), podcasts (Buzzsprout, Transistor, Podbean's
client secret, an RSS feed's private token URL, Castopod's `.env`), game
servers (`server.properties`'s `rcon.password`, `mcrcon -p`, a Valheim
`-password`, Factorio's `server-settings.json` `token` and
`game_password`, an ARK `ServerAdminPassword`, Palworld's
`AdminPassword`, Rust's `+rcon.password`, CS2's `sv_password` and `+sv_setsteamaccount`,
a Terraria `config.txt`, a Pterodactyl application key, a LinuxGSM
`common.cfg`, an AMP login, a TeamSpeak `serveradmin` password, a Mumble
`SuperUser` and a Discord bot token in a game bot's config).
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30

__all__ = ["HOME_KINDS", "dashed"]


def _lla_token(r: random.Random) -> str:
    """A long-lived access token: a JWT of HS256."""
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 110) + "." + urlsafe(r, 43)


def _byte_list(r: random.Random) -> str:
    return ", ".join(str(r.randint(0, 255)) for _ in range(16))


def _hex_key_upper(r: random.Random) -> str:
    return hexs(r, 32).upper()


def _twitch_key(r: random.Random) -> str:
    return f"live_{digits(r, 9)}_{alnum(r, 30)}"


def _yt_key(r: random.Random) -> str:
    return "-".join(pick(r, string.ascii_lowercase + string.digits, 4) for _ in range(5))


def dashed(r: random.Random, third: str = "", fourth: str = "") -> str:
    """A dashed 8-4-4-4-12 hex id, its third and fourth groups opened by `third`, `fourth`."""
    return (
        f"{hexs(r, 8)}-{hexs(r, 4)}-{third}{hexs(r, 4 - len(third))}-"
        f"{fourth}{hexs(r, 4 - len(fourth))}-{hexs(r, 12)}"
    )


_HOME: tuple[Kind, ...] = (
    kind30(
        "ha_secrets_yaml",
        "config",
        "# secrets.yaml\nlatitude: 52.37\nlongitude: 4.89\nwifi_ssid: Zolder\nwifi_password: {v}"
        "\nmqtt_password: {k16}",
    ),
    kind30(
        "ha_secrets_yaml_api",
        "config",
        "# /config/secrets.yaml\nopenweathermap_key: {v}\nsolaredge_site: '{d7}'",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "ha_long_lived_token_rest",
        "config",
        "rest_command:\n  garage_open:\n    url: http://192.168.1.60:8123/api/services/cover/"
        "open_cover\n    method: POST\n    headers:\n      authorization: 'Bearer {v}'",
        value=_lla_token,
    ),
    kind30(
        "ha_token_curl",
        "cli",
        'curl -X POST -H "Authorization: Bearer {v}" -H "Content-Type: application/json" -d '
        '\'{"entity_id": "light.kitchen"}\' http://homeassistant.local:8123/api/services/'
        "light/turn_on",
        value=_lla_token,
    ),
    kind30(
        "ha_configuration_inline_mqtt",
        "config",
        "mqtt:\n  broker: 192.168.1.10\n  port: 1883\n  username: hass\n  password: {v}\n"
        "  discovery: true",
    ),
    kind30(
        "mosquitto_passwd_b",
        "cli",
        "mosquitto_passwd -b /mosquitto/config/passwd zigbee2mqtt {v}",
        "docker exec mosquitto mosquitto_passwd -b /mosquitto/config/pwfile homeassistant '{v}'",
    ),
    kind30(
        "z2m_network_key",
        "config",
        "# zigbee2mqtt/configuration.yaml\nserial:\n  port: /dev/ttyUSB0\nadvanced:\n"
        "  pan_id: 6754\n  network_key: [{v}]\n  channel: 15",
        value=_byte_list,
    ),
    kind30(
        "z2m_mqtt_password",
        "config",
        "mqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://core-mosquitto:1883\n  user: addons\n"
        "  password: {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "zha_backup_network_key",
        "output",
        '{\n  "network_info": {\n    "pan_id": "1A62",\n    "extended_pan_id": "dd:dd:dd:dd:dd'
        ':dd:dd:dd",\n    "network_key": {\n      "key": "{v}",\n      "seq": 0,\n'
        '      "tx_counter": 123456\n    }\n  }\n}',
        value=lambda r: ":".join(hexs(r, 2) for _ in range(16)),
    ),
    kind30(
        "zwave_js_s2_keys",
        "config",
        '"securityKeys": {\n  "S2_Unauthenticated": "{h32}",\n  "S2_Authenticated": "{v}",\n'
        '  "S2_AccessControl": "{h32}",\n  "S0_Legacy": "{h32}"\n}',
        value=_hex_key_upper,
    ),
    kind30(
        "zwave_js_env_key",
        "cli",
        "docker run -d -e KEY_S0_Legacy={v} -e KEY_S2_Unauthenticated={h32} -p 8091:8091 "
        "zwavejs/zwave-js-ui:latest",
        value=_hex_key_upper,
    ),
    kind30(
        "esphome_api_encryption_key",
        "config",
        'esphome:\n  name: porch-sensor\napi:\n  encryption:\n    key: "{v}"\nota:\n  - platform:'
        " esphome",
        value=lambda r: b64(r, 43) + "=",
    ),
    kind30(
        "esphome_ota_wifi",
        "config",
        'wifi:\n  ssid: "Casa"\n  password: "{v}"\n  ap:\n    ssid: "Porch Fallback"\n'
        '    password: "{k12}"\nota:\n  - platform: esphome\n    password: "{h32}"',
    ),
    kind30(
        "tasmota_backlog",
        "cli",
        "curl 'http://192.168.1.77/cm?cmnd=Backlog%20MqttHost%20192.168.1.10%3B%20MqttUser%20"
        "tasmota%3B%20MqttPassword%20{v}%3B%20Restart%201'",
        "Backlog WebPassword {v}; MqttUser tasmota; MqttPassword {k14}",
        value=lambda r: alnum(r, 14),
    ),
    kind30(
        "shelly_settings_login",
        "cli",
        "curl 'http://192.168.1.81/settings/login?enabled=1&username=admin&password={v}'",
    ),
    kind30(
        "nodered_credential_secret",
        "config",
        "module.exports = {\n    flowFile: 'flows.json',\n    credentialSecret: \"{v}\",\n"
        "    uiPort: process.env.PORT || 1880,\n}",
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "hubitat_maker_token",
        "cli",
        "curl 'http://192.168.1.5/apps/api/{d3}/devices/all?access_token={v}'",
        value=lambda r: dashed(r, "", ""),
    ),
    kind30(
        "openhab_cfg_password",
        "config",
        "# services/mqtt.cfg\nbroker.url=tcp://localhost:1883\nbroker.user=openhab\nbroker.pwd={v}",
    ),
    kind30(
        "homebridge_plugin_password",
        "config",
        '"platforms": [\n  {\n    "platform": "Ring",\n    "refreshToken": "{v}"\n  }\n],\n'
        '"bridge": {"name": "Homebridge", "pin": "031-45-154"}',
        value=lambda r: urlsafe(r, 120),
    ),
    kind30(
        "hue_bridge_username",
        "cli",
        "curl http://192.168.1.20/api/{v}/lights/3/state -X PUT -d '{\"on\":true}'",
        value=lambda r: urlsafe(r, 40),
    ),
    kind30(
        "unifi_protect_login",
        "config",
        "unifiprotect:\n  host: 192.168.1.1\n  username: ha-local\n  password: {v}\n"
        "  verify_ssl: false",
    ),
    kind30(
        "frigate_camera_path",
        "config",
        "cameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://frigate:{v}@"
        "192.168.1.64:554/cam/realmonitor?channel=1&subtype=0\n          roles: [detect, record]",
    ),
)

_CAMERAS: tuple[Kind, ...] = (
    kind30(
        "rtsp_hikvision_url",
        "cli",
        "ffplay -rtsp_transport tcp 'rtsp://admin:{v}@192.168.0.64:554/Streaming/Channels/101'",
    ),
    kind30(
        "rtsp_reolink_vlc",
        "cli",
        "vlc rtsp://admin:{v}@10.0.0.23:554/h264Preview_01_main",
        value=lambda r: alnum(r, 12),
    ),
    kind30(
        "ffmpeg_rtsp_record",
        "cli",
        "ffmpeg -rtsp_transport tcp -i rtsp://viewer:{v}@cam-garden.lan/stream1 -c copy -f "
        "segment -segment_time 600 /srv/nvr/garden-%03d.mp4",
    ),
    kind30(
        "go2rtc_stream",
        "config",
        "streams:\n  doorbell:\n    - rtsp://admin:{v}@192.168.1.120:554/h264Preview_01_sub\n"
        "    - ffmpeg:doorbell#audio=opus",
    ),
    kind30(
        "onvif_python_camera",
        "code",
        "cam = ONVIFCamera('192.168.1.108', 80, 'admin', '{v}')\nptz = cam.create_ptz_service()",
    ),
    kind30(
        "reolink_api_login",
        "cli",
        'curl -k \'https://192.168.1.50/api.cgi?cmd=Login\' -d \'[{"cmd":"Login","param":{'
        '"User":{"Version":"0","userName":"admin","password":"{v}"}}}]\'',
    ),
    kind30(
        "synology_surveillance_auth",
        "cli",
        "curl 'http://nas.local:5000/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login"
        "&account=ss-bot&passwd={v}&session=SurveillanceStation&format=sid'",
    ),
    kind30(
        "blueiris_json_login",
        "code",
        'resp = s.post(f"{host}/json", json={"cmd": "login", "session": sid, "response": '
        'hashlib.md5(f"viewer:{sid}:{v}".encode()).hexdigest()})\n# viewer password: {v}',
    ),
    kind30(
        "dahua_http_digest",
        "cli",
        "curl --digest -u admin:{v} 'http://192.168.1.108/cgi-bin/snapshot.cgi?channel=1' -o "
        "snap.jpg",
    ),
    kind30(
        "rtsp_in_chat_camera",
        "chat",
        "the backyard cam works in VLC with rtsp://guest:{v}@203.0.113.44:8554/live but HA "
        "shows it as unavailable",
    ),
)

_STREAMING: tuple[Kind, ...] = (
    kind30(
        "rtmp_ingest_with_key",
        "cli",
        "ffmpeg -re -i talk.mp4 -c:v libx264 -preset veryfast -b:v 4500k -c:a aac -f flv "
        "rtmp://live.twitch.tv/app/{v}",
        value=_twitch_key,
    ),
    kind30(
        "twitch_stream_key_env",
        "config",
        "TWITCH_CHANNEL=lab_live\nTWITCH_STREAM_KEY={v}",
        value=_twitch_key,
    ),
    kind30(
        "twitch_irc_oauth_pass",
        "output",
        "< PASS oauth:{v}\n< NICK lab_bot\n> :tmi.twitch.tv 001 lab_bot :Welcome, GLHF!",
        value=lambda r: lower_alnum(r, 30),
    ),
    kind30(
        "obs_service_json",
        "config",
        '{\n    "settings": {\n        "bwtest": false,\n        "key": "{v}",\n'
        '        "server": "rtmp://a.rtmp.youtube.com/live2",\n        "service": "YouTube - '
        'RTMPS"\n    },\n    "type": "rtmp_common"\n}',
        value=_yt_key,
    ),
    kind30(
        "youtube_key_yaml",
        "config",
        "outputs:\n  - name: youtube\n    url: rtmp://a.rtmp.youtube.com/live2\n    stream_key: "
        "{v}",
        value=_yt_key,
    ),
    kind30(
        "restream_rtmp_url",
        "config",
        "RTMP_URL=rtmp://live.restream.io/live/re_{d7}_{v}",
        value=lambda r: hexs(r, 20),
    ),
    kind30(
        "facebook_live_key",
        "cli",
        "ffmpeg -i input.mp4 -f flv 'rtmps://live-api-s.facebook.com:443/rtmp/FB-{d15}-0-{v}'",
        value=lambda r: alnum(r, 36),
    ),
    kind30(
        "kick_stream_key",
        "config",
        "[kick]\nserver = rtmps://fa723fc1b171.global-contribute.live-video.net/app/\n"
        "stream_key = sk_us-west-2_{v}",
        value=lambda r: alnum(r, 42),
    ),
    kind30(
        "srt_passphrase_url",
        "cli",
        "ffmpeg -i cam.mp4 -c copy -f mpegts 'srt://ingest.studio.example:9000?mode=caller&"
        "passphrase={v}&pbkeylen=16'",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "owncast_admin_password",
        "cli",
        "./owncast -adminpassword '{v}' -webserverport 8080",
    ),
    kind30(
        "icecast_source_password",
        "config",
        "<authentication>\n    <source-password>{v}</source-password>\n"
        "    <relay-password>{k12}</relay-password>\n    <admin-user>admin</admin-user>\n"
        "    <admin-password>{k12}</admin-password>\n</authentication>",
    ),
    kind30(
        "liquidsoap_output_icecast",
        "config",
        'output.icecast(%mp3, host="radio.example", port=8000, password="{v}", '
        'mount="/live.mp3", radio)',
    ),
    kind30(
        "streamelements_jwt",
        "config",
        "SE_CHANNEL_ID={h24}\nSE_JWT_TOKEN={v}",
        value=lambda r: (
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 160) + "." + urlsafe(r, 43)
        ),
    ),
    kind30(
        "streamlabs_socket_token",
        "code",
        "const socket = io(`https://sockets.streamlabs.com?token={v}`, {transports: ['websocket']}"
        ");",
        value=lambda r: (
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9." + urlsafe(r, 80) + "." + urlsafe(r, 43)
        ),
    ),
    kind30(
        "vmix_or_nginx_rtmp_push",
        "config",
        "rtmp {\n    server {\n        listen 1935;\n        application live {\n"
        "            live on;\n            push rtmp://a.rtmp.youtube.com/live2/{v};\n"
        "        }\n    }\n}",
        value=_yt_key,
    ),
)

_PODCAST: tuple[Kind, ...] = (
    kind30(
        "buzzsprout_token",
        "cli",
        "curl -H 'Authorization: Token token={v}' https://www.buzzsprout.com/api/{d7}/"
        "episodes.json",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "transistor_api_key",
        "cli",
        "curl https://api.transistor.fm/v1/episodes -H 'x-api-key: {v}'",
        value=lambda r: alnum(r, 22),
    ),
    kind30(
        "podbean_client_secret",
        "code",
        'r = requests.post("https://api.podbean.com/v1/oauth/token", auth=("{h20}", "{v}"), '
        'data={"grant_type": "client_credentials"})',
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "private_feed_token_url",
        "chat",
        "Add this private feed to your podcast app: https://feeds.supporters.example/private/"
        "{v}/rss.xml (it is yours alone)",
        value=lambda r: lower_alnum(r, 32),
    ),
    kind30(
        "castopod_env",
        "config",
        'app.baseURL="https://pod.example.org/"\ndatabase.default.username="castopod"\n'
        'database.default.password="{v}"\nanalytics.salt="{h64}"',
    ),
)

_GAMES: tuple[Kind, ...] = (
    kind30(
        "minecraft_server_properties_rcon",
        "config",
        "#Minecraft server properties\nenable-rcon=true\nrcon.port=25575\nrcon.password={v}\n"
        "motd=Family server\nmax-players=10",
    ),
    kind30(
        "mcrcon_cli",
        "cli",
        "mcrcon -H 127.0.0.1 -P 25575 -p '{v}' 'whitelist add Kiddo2014'",
        "rcon-cli --host mc.home.lan --port 25575 --password {v} save-all",
    ),
    kind30(
        "valheim_server_password",
        "cli",
        './valheim_server.x86_64 -name "Vikings" -port 2456 -world "Midgard" -password '
        '"{v}" -public 0',
        value=lambda r: alnum(r, 10),
    ),
    kind30(
        "factorio_server_settings",
        "config",
        '{\n  "name": "Friday factory",\n  "visibility": {"public": true, "lan": true},\n'
        '  "username": "engineer42",\n  "token": "{v}",\n  "game_password": "{k10}",\n'
        '  "require_user_verification": true\n}',
        value=lambda r: hexs(r, 30),
    ),
    kind30(
        "ark_admin_password",
        "config",
        "[ServerSettings]\nServerPassword=\nServerAdminPassword={v}\nDifficultyOffset=1.0\n"
        "RCONEnabled=True\nRCONPort=27020",
    ),
    kind30(
        "palworld_admin_password",
        "config",
        '[/Script/Pal.PalGameWorldSettings]\nOptionSettings=(Difficulty=None,ServerName="Pals",'
        'ServerPassword="",AdminPassword="{v}",PublicPort=8211,RCONEnabled=True)',
    ),
    kind30(
        "rust_rcon_password",
        "cli",
        './RustDedicated -batchmode +server.port 28015 +server.hostname "Island" +rcon.port '
        '28016 +rcon.password "{v}" +rcon.web 1',
    ),
    kind30(
        "cs2_gslt_and_password",
        "cli",
        "./cs2 -dedicated +map de_dust2 +sv_setsteamaccount {v} +sv_password scrim",
        value=_hex_key_upper,
    ),
    kind30(
        "cs2_server_cfg",
        "config",
        '// server.cfg\nhostname "LAN night"\nrcon_password "{v}"\nsv_password ""\nsv_cheats 0',
    ),
    kind30(
        "terraria_config_txt",
        "config",
        "world=/srv/terraria/Worlds/Home.wld\nmaxplayers=8\nport=7777\npassword={v}\nmotd=Welcome",
        value=lambda r: alnum(r, 10),
    ),
    kind30(
        "pterodactyl_app_key",
        "cli",
        "curl 'https://panel.games.example/api/application/servers' -H 'Authorization: Bearer "
        "{v}' -H 'Accept: Application/vnd.pterodactyl.v1+json'",
        value=lambda r: "ptla_" + alnum(r, 43),
    ),
    kind30(
        "pterodactyl_client_key",
        "config",
        "PTERO_URL=https://panel.games.example\nPTERO_CLIENT_KEY={v}",
        value=lambda r: "ptlc_" + alnum(r, 43),
    ),
    kind30(
        "linuxgsm_common_cfg",
        "config",
        '# lgsm/config-lgsm/vhserver/common.cfg\nservername="Vikings LAN"\nserverpassword='
        '"{v}"\nport="2456"\ngameworld="Midgard"',
        value=lambda r: alnum(r, 10),
    ),
    kind30(
        "amp_instance_login",
        "cli",
        "ampinstmgr CreateInstance Minecraft MC01 0.0.0.0 8081 {l8} admin '{v}'",
    ),
    kind30(
        "teamspeak_serveradmin",
        "output",
        "------------------------------------------------------------------\n"
        "                      I M P O R T A N T\n"
        "------------------------------------------------------------------\n"
        "               Server Query Admin Account created\n"
        '         loginname= "serveradmin", password= "{v}"\n'
        '         apikey= "BAD{k35}"',
        value=lambda r: alnum(r, 8),
    ),
    kind30(
        "mumble_superuser",
        "cli",
        "murmurd -ini /etc/murmur.ini -supw '{v}'",
    ),
    kind30(
        "discord_bot_token_config",
        "config",
        '{\n  "prefix": "!",\n  "token": "{v}",\n  "rconHost": "127.0.0.1"\n}',
        value=lambda r: "MT" + alnum(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38),
    ),
    kind30(
        "steam_web_api_key_server",
        "config",
        "[Steam]\nSteamWebAPIKey={v}\nWorkshopCollection=2987654321",
        value=_hex_key_upper,
    ),
    kind30(
        "satisfactory_server_claim",
        "chat",
        "server is claimed, admin password for the Satisfactory box is {v} — don't give it to "
        "the kids",
    ),
)

HOME_KINDS: tuple[Kind, ...] = (*_HOME, *_CAMERAS, *_STREAMING, *_PODCAST, *_GAMES)
