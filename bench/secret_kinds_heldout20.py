"""The twentieth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents, with places, trades and shapes no earlier set used. This file
holds the places and shapes: build and deploy tools (a `.bazelrc` remote
header, `pants.toml`, sbt's `.credentials`, a Capistrano `deploy.rb`, a PHP
Deployer host, Kamal's `.kamal/secrets`, `octo create-release --apiKey`,
`argocd login`, `flux create secret git`, `fly -t login`, `drone secret add`,
a Woodpecker agent secret, a Buildkite agent config, `jenkins-cli -auth`,
fastlane's `MATCH_PASSWORD`, a Codemagic YAML, Earthly and Dagger secrets),
schedulers (an HTCondor submit file, `bsub -env`, `qsub -v`, `airflow
connections add`, Control-M `ctm env add`, an AutoSys `autosys_secure` run, a
`crontab -l` with a `curl -u`, a Nomad job's template), device configs
(EdgeOS `plaintext-password`, a FortiGate admin, an Aruba `mgmt-user`, a
ProCurve `password manager`, an Axis VAPIX call, ESPHome `ota` and `api`
keys, Tasmota `Backlog`, a Hikvision ISAPI URL), serial consoles (U-Boot
`setenv`, Quectel and ESP `AT` commands, a MicroPython REPL, an ESP-IDF
monitor line, a router's first boot, `ipmitool -P`, `racadm -p`), code in
Elixir, F#, Scala, Kotlin script, Dart, Perl, R, MATLAB, LabVIEW's INI, IDL,
a TwinCAT `VAR CONSTANT`, GLSL (a key in a shader define),
Unreal's C++, Godot's `.cfg`, Lua in a game mod, and shapes: a key as a Java
`char[]`, a Go `[]byte{}` of hex bytes, `\\u` escapes in JSON, HTML entities,
quoted-printable, a key reversed, ROT13, the NATO alphabet dictated, a value
split over two chat lines, base32, a `printf | base64 -d` pipe, a key as a
PowerShell `[char[]]`, a cold-store door code and a pump station's PIN
told in a sentence, and chat in languages of Africa, South and Southeast
Asia and the Americas that no set used.

Its second part (`bench/secret_kinds_heldout20_more.py`) is vendors of trades no
set reached; its look-alikes (`bench/secret_kinds_heldout20_look.py`) are what
the same places hold that is no secret.
"""

from __future__ import annotations

import base64
import codecs
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    hexs,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout20_look import LOOK_ALIKES
from bench.secret_kinds_heldout20_more import VENDOR_KINDS, kind20

__all__ = ["KINDS", "LOOK_ALIKES", "heldout20_samples"]

_NATO = {
    "a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot",
    "g": "golf", "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima",
    "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
    "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey",
    "x": "x-ray", "y": "yankee", "z": "zulu",
}  # fmt: skip
_SPOKEN_DIGIT = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _java_chars(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 16)
    chars = ", ".join(f"'{c}'" for c in v)
    return ", ".join(f"'{c}'" for c in v[:6]), (
        f"char[] keystorePass = new char[] {{ {chars} }};\nks.load(in, keystorePass);"
    )


def _go_bytes(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 32)
    body = ", ".join(f"0x{v[i : i + 2]}" for i in range(0, 32, 2))
    return body, f"var plcAESKey = []byte{{{body}}}\n"


def _json_u_escapes(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 20)
    esc = "".join(f"\\u{ord(c):04x}" for c in v)
    return esc, f'{{"ota_password": "{esc}", "board": "esp32-s3"}}'


def _html_entities(r: random.Random) -> tuple[str, str]:
    v = pw(r, 14)
    ent = "".join(f"&#{ord(c)};" for c in v)
    return ent, f'<input type="hidden" name="scada_pw" value="{ent}">'


def _quoted_printable(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 18)
    return v, (
        "Content-Transfer-Encoding: quoted-printable\n\nHi team,=0A=0AThe new HMI login=\n"
        f" is operator / {v}=0A=0Aplease don't share it=2E"
    )


def _reversed(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 28)
    return v[::-1], f"GRAFANA_SA_TOKEN_REV={v[::-1]}  # reversed on purpose, see rev.sh"


def _rot13(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 24)
    enc = codecs.encode(v, "rot13")
    return enc, f"fleet_api_key_rot13: {enc}  # decode with tr 'A-Za-z' 'N-ZA-Mn-za-m'"


def _nato(r: random.Random) -> tuple[str, str]:
    v = "".join(r.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(10))
    said = " ".join(_NATO[c] if c.isalpha() else _SPOKEN_DIGIT[int(c)] for c in v)
    return said, f"ok, the tower kiosk code, reading it out: {said}. got that?"


def _split_chat(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 14), alnum(r, 14)
    return a, f"the farm gateway key is in two parts, first: {a}\nand the second part: {b}"


def _b32_key(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 20)
    enc = base64.b32encode(v.encode()).decode()
    return enc, f"LABVIEW_DSC_PASS_B32={enc}"


def _printf_b64(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    enc = base64.b64encode(v.encode()).decode()
    return enc, f"printf '%s' '{enc}' | base64 -d | sshpass -f /dev/stdin ssh ops@plc-gw"


def _ps_chars(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 14)
    codes = ",".join(str(ord(c)) for c in v)
    return codes, f"$pw = -join [char[]]({codes})\nNew-PSDrive -Name S -Root \\\\hmi01\\c$ "


_BUILD: tuple[Kind, ...] = (
    kind20(
        "bazelrc_remote_header",
        "cli",
        "build:remote --remote_cache=grpcs://remote.buildbuddy.io\n"
        "build:remote --remote_header=x-buildbuddy-api-key={v}",
        value=lambda r: alnum(r, 20),
    ),
    kind20(
        "pants_toml_store_header",
        "code",
        '[GLOBAL]\nremote_store_address = "grpcs://cache.build.example:443"\n'
        'remote_store_headers = {{ "authorization" = "Bearer {v}" }}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind20(
        "sbt_credentials_file",
        "code",
        "realm=Sonatype Nexus Repository Manager\nhost=nexus.studio.example\nuser=ci-sbt\n"
        "password={v}",
    ),
    kind20(
        "capistrano_repo_url",
        "dsn",
        'set :repo_url, "https://deploy:{v}@git.plant.example/mes/line-ui.git"',
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "php_deployer_become",
        "code",
        "host('scada-web-01')\n    ->set('remote_user', 'deployer')\n"
        "    ->set('become_password', '{v}');",
    ),
    kind20(
        "kamal_secrets_file",
        "code",
        "# .kamal/secrets\nKAMAL_REGISTRY_PASSWORD={v}\nRAILS_MASTER_KEY=$(cat config/master.key)",
        value=lambda r: "dckr_pat_" + urlsafe(r, 27),
    ),
    kind20(
        "octo_create_release",
        "cli",
        'octo create-release --project "Port Gate OCR" --server https://octopus.port.example '
        "--apiKey {v} --deployTo Staging",
        value=lambda r: "API-" + alnum(r, 27).upper(),
    ),
    kind20(
        "argocd_login_password",
        "cli",
        "argocd login argocd.city.example --username admin --password '{v}' --grpc-web",
    ),
    kind20(
        "flux_secret_git",
        "cli",
        "flux create secret git farm-infra --url=https://git.coop.example/infra "
        "--username=flux --password={v}",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    kind20(
        "concourse_fly_login",
        "cli",
        "fly -t lab login -c https://ci.lab.example -u pipeline -p {v}",
    ),
    kind20(
        "drone_secret_add",
        "cli",
        "drone secret add --repository media/playout --name ftp_password --data {v}",
    ),
    kind20(
        "woodpecker_agent_secret",
        "code",
        "services:\n  woodpecker-agent:\n    environment:\n"
        "      - WOODPECKER_SERVER=ci.studio.example:9000\n      - WOODPECKER_AGENT_SECRET={v}",
        value=lambda r: hexs(r, 64),
    ),
    kind20(
        "buildkite_agent_cfg",
        "code",
        'name="gpu-%hostname-%spawn"\ntoken="{v}"\ntags="queue=render,os=linux"',
        value=lambda r: hexs(r, 50),
    ),
    kind20(
        "jenkins_cli_auth",
        "cli",
        "java -jar jenkins-cli.jar -s https://jenkins.hangar.example/ -auth builder:{v} "
        "build firmware-release -p TAG=v3.2.1",
        value=lambda r: "11" + hexs(r, 32),
    ),
    kind20(
        "fastlane_match_password",
        "cli",
        "MATCH_PASSWORD='{v}' bundle exec fastlane ios beta",
    ),
    kind20(
        "codemagic_yaml_var",
        "code",
        "workflows:\n  ios-release:\n    environment:\n      vars:\n"
        "        APP_STORE_CONNECT_KEY_IDENTIFIER: {U10}\n        CM_KEYSTORE_PASSWORD: {v}",
    ),
    kind20(
        "earthly_secret_set",
        "cli",
        "earthly secret set /user/drone-sim/mapbox_token {v}",
        value=lambda r: "sk.eyJ" + urlsafe(r, 60),
    ),
    kind20(
        "dagger_secret_env",
        "cli",
        "RENDER_KEY={v} dagger call publish --token=env:RENDER_KEY --src=.",
        value=lambda r: alnum(r, 36),
    ),
)

_SCHED: tuple[Kind, ...] = (
    kind20(
        "htcondor_submit_env",
        "code",
        'universe = vanilla\nexecutable = run_sim.sh\nenvironment = "MINIO_SECRET={v} '
        'OMP_NUM_THREADS=8"\nqueue 100',
        value=lambda r: alnum(r, 40),
    ),
    kind20(
        "lsf_bsub_env",
        "cli",
        'bsub -q gpu -n 4 -env "all, WANDB_API_KEY={v}" python train.py',
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "sge_qsub_v",
        "cli",
        "qsub -V -v DB_PASS={v},DB_HOST=pg.hpc.example -l h_rt=04:00:00 align.sh",
    ),
    kind20(
        "airflow_connections_add",
        "cli",
        "airflow connections add sftp_port --conn-type sftp --conn-host edi.port.example "
        "--conn-login vgm --conn-password '{v}'",
    ),
    kind20(
        "controlm_env_add",
        "cli",
        "ctm env add prod https://ctm.plant.example:8443/automation-api emuser '{v}'",
    ),
    kind20(
        "autosys_secure_run",
        "cli",
        "$ autosys_secure\n[1] Manage EDIT/EXEC superuser\n... choice: 5\n"
        "Enter user name: svc_batch@PLANT\nEnter password: {v}\nConfirm password: {v}\n"
        "Password added successfully.",
    ),
    kind20(
        "crontab_curl_user",
        "cli",
        "$ crontab -l\n*/5 * * * * curl -s -u meterbot:{v} https://ami.water.example/push "
        "-d @/var/spool/reads.json",
    ),
    kind20(
        "nomad_job_template",
        "code",
        'template {{\n  data        = "RADAR_FEED_TOKEN={v}"\n'
        '  destination = "secrets/feed.env"\n  env         = true\n}}',
        value=lambda r: alnum(r, 32),
    ),
)

_DEVICES: tuple[Kind, ...] = (
    kind20(
        "edgeos_plaintext_password",
        "code",
        "set system login user ops authentication plaintext-password '{v}'\ncommit ; save",
    ),
    kind20(
        "fortigate_admin_password",
        "code",
        'config system admin\n    edit "noc"\n        set accprofile "super_admin"\n'
        "        set password {v}\n    next\nend",
    ),
    kind20(
        "aruba_mgmt_user",
        "code",
        "(Aruba7010) (config) # mgmt-user fieldtech root {v}",
    ),
    kind20(
        "procurve_password_manager",
        "code",
        "HP-2920(config)# password manager user-name yardnet plaintext {v}",
    ),
    kind20(
        "axis_vapix_pwdgrp",
        "dsn",
        "curl --digest -u root:{k12} 'http://10.20.0.31/axis-cgi/pwdgrp.cgi?action=update"
        "&user=gatecam&pwd={v}'",
    ),
    kind20(
        "esphome_api_ota",
        "code",
        'api:\n  encryption:\n    key: "{v}"\n\nota:\n  - platform: esphome\n    password: "{k16}"',
        value=lambda r: base64.b64encode(bytes(r.getrandbits(8) for _ in range(32))).decode(),
    ),
    kind20(
        "tasmota_backlog",
        "cli",
        "Backlog MqttHost 10.1.1.5; MqttUser silo3; MqttPassword {v}; Restart 1",
    ),
    kind20(
        "hikvision_isapi_url",
        "dsn",
        "rtsp://admin:{v}@192.168.8.64:554/Streaming/Channels/101",
    ),
)

_CONSOLE: tuple[Kind, ...] = (
    kind20(
        "uboot_setenv",
        "cli",
        "=> setenv serverip 10.0.0.2\n=> setenv tftp_pass {v}\n=> saveenv\nSaving Environment "
        "to SPI Flash... OK",
    ),
    kind20(
        "quectel_at_qicsgp",
        "cli",
        'AT+QICSGP=1,1,"iot.carrier.example","meter{d4}","{v}",1\r\nOK\r\n',
    ),
    kind20(
        "esp_at_cwjap",
        "cli",
        'AT+CWJAP="Greenhouse-2","{v}"\r\nWIFI CONNECTED\r\nWIFI GOT IP\r\n\r\nOK',
    ),
    kind20(
        "micropython_repl",
        "cli",
        ">>> import network\n>>> w = network.WLAN(network.STA_IF)\n"
        ">>> w.connect('barn-net', '{v}')\n>>> w.isconnected()\nTrue",
    ),
    kind20(
        "esp_idf_monitor",
        "cli",
        "I (532) wifi:mode : sta (84:f7:03:1a:22:90)\nI (541) prov: ssid: pumphouse, "
        "password: {v}\nI (1602) wifi:connected with pumphouse, aid = 3",
    ),
    kind20(
        "router_first_boot",
        "cli",
        "Please change the default password.\nNew password: {v}\nRetype new password: {v}\n"
        "passwd: password for root changed",
    ),
    kind20(
        "ipmitool_lanplus",
        "cli",
        "ipmitool -I lanplus -H 10.40.1.17 -U ADMIN -P '{v}' chassis power cycle",
    ),
    kind20(
        "racadm_remote",
        "cli",
        "racadm -r idrac-node042.hpc.example -u root -p {v} serveraction powercycle",
    ),
)

_CODE: tuple[Kind, ...] = (
    kind20(
        "elixir_config",
        "code",
        'config :port_ops, PortOps.Tos,\n  user: "gate_ws",\n  password: "{v}"',
    ),
    kind20(
        "fsharp_let",
        "code",
        'let labApiSecret = "{v}"\nlet client = LimsClient("https://lims.lab.example", '
        "labApiSecret)",
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "scala_config_factory",
        "code",
        'val broker = MqttSettings("tcp://plant-mqtt:1883", user = "line4", pass = "{v}")',
    ),
    kind20(
        "kotlin_script_gradle",
        "code",
        'maven {{\n    url = uri("https://pkgs.studio.example/maven")\n    credentials {{\n'
        '        username = "ci"\n        password = "{v}"\n    }}\n}}',
    ),
    kind20(
        "dart_const",
        "code",
        "const String droneCloudKey = '{v}';",
        value=lambda r: alnum(r, 40),
    ),
    kind20(
        "perl_dbi_connect",
        "code",
        'my $dbh = DBI->connect("dbi:Pg:dbname=scada;host=historian", "trend", "{v}");',
    ),
    kind20(
        "r_sys_setenv",
        "code",
        'Sys.setenv(CDSAPI_SECRET = "{v}")\nlibrary(ecmwfr)',
        value=lambda r: alnum(r, 36),
    ),
    kind20(
        "matlab_weboptions",
        "code",
        "opts = weboptions('Username', 'instrument', 'Password', '{v}');\n"
        "data = webread(url, opts);",
    ),
    kind20(
        "labview_ini",
        "code",
        "[LabVIEW]\nserver.tcp.enabled=True\nDSC.DB.user=hist\nDSC.DB.password={v}",
    ),
    kind20(
        "idl_keyword",
        "code",
        "oUrl = OBJ_NEW('IDLnetUrl', URL_USERNAME='beamline', URL_PASSWORD='{v}')",
    ),
    kind20(
        "twincat_st_const",
        "code",
        "VAR CONSTANT\n    sMqttPassword : STRING(40) := '{v}';\nEND_VAR",
    ),
    kind20(
        "glsl_define",
        "code",
        '#define LICENSE_KEY "{v}"  // render farm node license\nprecision highp float;',
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "unreal_cpp_define",
        "code",
        'static const FString AnalyticsSecret = TEXT("{v}");',
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "godot_cfg",
        "code",
        '[server]\nhost="match.game.example"\nadmin_password="{v}"',
    ),
    kind20(
        "lua_mod_setting",
        "code",
        'Config.RconPassword = "{v}" -- do not ship\nConfig.MaxPlayers = 64',
    ),
)

_SHAPES: tuple[Kind, ...] = (
    Kind("java_char_array", "key", _java_chars),
    Kind("go_byte_slice", "key", _go_bytes),
    Kind("json_unicode_escapes", "form", _json_u_escapes),
    Kind("html_entities_value", "form", _html_entities),
    Kind("quoted_printable_mail", "form", _quoted_printable),
    Kind("reversed_token", "form", _reversed),
    Kind("rot13_key", "form", _rot13),
    Kind("nato_dictated", "prose", _nato),
    Kind("split_over_chat_lines", "form", _split_chat),
    Kind("base32_password", "form", _b32_key),
    Kind("printf_base64_pipe", "form", _printf_b64),
    Kind("powershell_char_codes", "form", _ps_chars),
    kind20(
        "spoken_pin_sentence",
        "prose",
        "the code for the cold-store door is {v}, press the bell key after",
        value=lambda r: str(r.randint(100000, 999999)),
    ),
    kind20(
        "pump_station_scada_pin",
        "prose",
        "HMI engineer level at the pump station: user ENG, PIN {v}",
        value=lambda r: str(r.randint(1000, 9999)) + str(r.randint(10, 99)),
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind20("chat_wolof", "prose", "baatu jàll bu server bi mooy {v}"),
    kind20("chat_twi", "prose", "server no ahintasɛm ne {v}, mma obiara nhu"),
    kind20("chat_ewe", "prose", "server la ƒe nya ɣaɣla enye {v}"),
    kind20("chat_kinyarwanda", "prose", "ijambo ry'ibanga rya seriveri ni {v}"),
    kind20("chat_lingala", "prose", "liloba ya sekele ya server ezali {v}"),
    kind20("chat_shona", "prose", "password yeserver ndi {v}, usaiudze munhu"),
    kind20("chat_sesotho", "prose", "phasewete ya seva ke {v}"),
    kind20("chat_tigrinya", "prose", "ናይ ሰርቨር ምስጢራዊ ቃል {v} እዩ"),
    kind20("chat_oromo", "prose", "jechi icciitii server kanaa {v} dha"),
    kind20("chat_somali", "prose", "furaha sirta ah ee server-ka waa {v}"),
    kind20("chat_malagasy", "prose", "ny teny miafina an'ny server dia {v}"),
    kind20("chat_sinhala", "prose", "සර්වරයේ මුරපදය {v} වේ"),
    kind20("chat_nepali", "prose", "सर्भरको पासवर्ड {v} हो, कसैलाई नभन्नु"),
    kind20("chat_odia", "prose", "ସର୍ଭରର ପାସୱାର୍ଡ ହେଉଛି {v}"),
    kind20("chat_assamese", "prose", "চাৰ্ভাৰৰ পাছৱৰ্ড হৈছে {v}"),
    kind20("chat_pashto", "prose", "د سرور پټنوم {v} دی"),
    kind20("chat_khmer", "prose", "ពាក្យសម្ងាត់របស់ម៉ាស៊ីនមេគឺ {v}"),
    kind20("chat_lao", "prose", "ລະຫັດຜ່ານຂອງເຊີບເວີແມ່ນ {v}"),
    kind20("chat_burmese", "prose", "ဆာဗာ စကားဝှက်က {v} ပါ"),
    kind20("chat_cebuano", "prose", "ang password sa server kay {v}, ayaw ipakita"),
    kind20("chat_tetum", "prose", "liafuan-segredu servidór nian mak {v}"),
    kind20("chat_javanese", "prose", "tembung sandhi server yaiku {v}"),
    kind20("chat_quechua", "prose", "serverpa pakasqa siminqa {v} kachkan"),
    kind20("chat_aymara", "prose", "serverana imantat arupax {v}"),
    kind20("chat_guarani", "prose", "server ñe'ẽñemi ha'e {v}"),
    kind20("chat_haitian_creole", "prose", "modpas sèvè a se {v}, pa bay pèsonn li"),
    kind20("chat_kiche", "prose", "ri ewan tzij rech ri server are {v}"),
    kind20(
        "chat_swahili_dispatcher",
        "prose",
        "dereva, nenosiri la tablet ya lori ni {v} - ukipoteza niambie",
    ),
    kind20(
        "chat_hindi_english_mix",
        "prose",
        "bhai SCADA ka naya password {v} hai, night shift ko bata dena",
    ),
    kind20(
        "chat_spanish_farm",
        "prose",
        "la clave del riego automático quedó en {v}, la cambié ayer",
    ),
)

KINDS: tuple[Kind, ...] = (
    *_BUILD,
    *_SCHED,
    *_DEVICES,
    *_CONSOLE,
    *_CODE,
    *_SHAPES,
    *_CHAT,
    *VENDOR_KINDS,
)


def heldout20_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twentieth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout20", SESSION_PLACES8)
