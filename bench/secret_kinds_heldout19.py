"""The nineteenth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents, with places, trades and shapes no earlier set used. This file
holds the places and shapes: a kiosk player's `player.ini`, a Tomcat
`server.xml` keystore, a Mosquitto bridge, an HAProxy `userlist`, a Xibo CMS
`settings.php`, an Open Dental `FreeDentalConfig.xml`, a Flutter
`--dart-define`, a `gradlew` call with `-Dsigning` flags, a `launchctl setenv`,
`sc.exe config ... password=`, a `schtasks /RP`, `Get-Credential` answers typed
into a PowerShell transcript, a `pm2 env` dump, `supervisorctl` config, a
`journalctl` line of a failed ticketing sync that prints its URL, a Sentry-like
event body with `extra` config, a GraphQL request with a key in its variables, a
WebSocket frame of a call centre's softphone, an XSLT parameter, SPARQL with an
endpoint's basic auth, a KQL query with a SAS URL, Jinja and Twig templates,
Razor, EJS, Handlebars, Raku, CoffeeScript, Odin, V, Pony, D, Hack, ReasonML,
Mojo, Idris, Ballerina, Janet, Wren, Chapel, Forth, MUMPS, Power Query's M, IEC
61131 Structured Text of a PLC, G-code of a printer farm, OpenSCAD, Stata;
shapes: a door alarm code, a gate code, a kiosk's service-menu code, a
register's manager override, a wearable's pairing code, a backup code list,
a key in octal escapes, a key split over a Python implicit concatenation, a
value in a URL fragment, a value in base64 of JSON, double-URL-encoded, in
a `data:` URI, and chat in languages no set used.

Its second part (`bench/secret_kinds_heldout19_more.py`) is vendors of trades no
set reached; its look-alikes (`bench/secret_kinds_heldout19_look.py`) are what
the same places hold that is no secret.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    digits,
    hexs,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout12_more import passphrase
from bench.secret_kinds_heldout19_look import LOOK_ALIKES
from bench.secret_kinds_heldout19_more import VENDOR_KINDS, kind19

__all__ = ["KINDS", "LOOK_ALIKES", "heldout19_samples"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _pm2_env(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 36)
    return v, (
        "$ pm2 env 3\nNODE_ENV: production\nPORT: 8080\n"
        f"TALKDESK_CLIENT_SECRET: {v}\nPM2_HOME: /home/app/.pm2\nunique_id: {hexs(r, 8)}"
    )


def _event_body(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    doc = {
        "event_id": hexs(r, 32),
        "level": "error",
        "message": "PandaDoc webhook signature mismatch",
        "extra": {"settings": {"PANDADOC_API_KEY": v, "REGION": "eu"}},
    }
    return v, json.dumps(doc, indent=2)


def _graphql_vars(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    doc = {
        "query": "mutation Connect($input: ConnectInput!) "
        "{ connectIntegration(input: $input) { id } }",
        "variables": {"input": {"provider": "deliverect", "apiSecret": v, "storeId": 4411}},
    }
    return v, "POST /graphql HTTP/1.1\nContent-Type: application/json\n\n" + json.dumps(doc)


def _ws_frame(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    frame = {"type": "register", "extension": "2041", "sip_password": v, "realm": "pbx.local"}
    return v, "WS >> " + json.dumps(frame) + '\nWS << {"type":"registered","expires":600}'


def _b64_json(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    blob = _b64(json.dumps({"tenant": "museum-north", "key": v}))
    return blob, f"SIGNAGE_BOOTSTRAP={blob}"


def _double_encoded(r: random.Random) -> tuple[str, str]:
    enc = quote(quote(pw(r, 14), safe=""), safe="")
    return enc, (
        "GET /sso/redirect?next=%2Flogin%3Fuser%3Dkiosk%26pass%3D"
        f"{enc} HTTP/1.1\nHost: signage.example"
    )


def _data_uri(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    return v, (
        '<a href="data:text/plain;charset=utf-8,'
        f'EVENTBRITE_PRIVATE_TOKEN%3D{v}" download=".env">get config</a>'
    )


def _octal_key(r: random.Random) -> tuple[str, str]:
    raw = bytes(r.randrange(256) for _ in range(16))
    v = "".join(f"\\{b:03o}" for b in raw)
    return v, f'static const uint8_t LORA_APPKEY[16] = "{v}";'


def _py_implicit_concat(r: random.Random) -> tuple[str, str]:
    a, b = urlsafe(r, 24), urlsafe(r, 24)
    return a, f'ONSHAPE_SECRET = (\n    "{a}"\n    "{b}"\n)'


def _fragment(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 43)
    return v, (
        "redirected to https://kiosk.example/callback#access_token="
        f"{v}&token_type=Bearer&expires_in=3600"
    )


def _backup_codes(r: random.Random) -> tuple[str, str]:
    codes = [f"{digits(r, 4)} {digits(r, 4)}" for _ in range(6)]
    v = codes[0]
    return v, "Backup codes for ops@clinic (each works once):\n" + "\n".join(codes)


_PLACES: tuple[Kind, ...] = (
    kind19(
        "signage_player_ini",
        "config",
        "[player]\ncms_url=https://cms.signage.example\ndisplay_name=lobby-2\n"
        "server_key={v}\nhardware_key={h32}",
        value=lambda r: alnum(r, 24),
    ),
    kind19(
        "tomcat_server_xml_keystore",
        "config",
        '<Connector port="8443" protocol="HTTP/1.1" SSLEnabled="true"\n'
        '  keystoreFile="conf/ticketing.p12" keystorePass="{v}" keystoreType="PKCS12"/>',
        '<Certificate certificateKeystoreFile="conf/plm.jks"\n'
        '             certificateKeystorePassword="{v}" type="RSA" />',
    ),
    kind19(
        "mosquitto_bridge_password",
        "config",
        "connection fleet-bridge\naddress mqtt.fleet.example:8883\n"
        "remote_username gw-{d5}\nremote_password {v}\ntopic telemetry/# out 1",
    ),
    kind19(
        "haproxy_userlist_insecure",
        "config",
        "userlist stats_users\n  user admin insecure-password {v}\n\n"
        "frontend stats\n  bind :8404\n  stats enable",
    ),
    kind19(
        "xibo_settings_php",
        "code",
        "<?php\n$dbhost = 'db';\n$dbuser = 'cms';\n$dbpass = '{v}';\n$dbname = 'cms';",
    ),
    kind19(
        "open_dental_config_xml",
        "config",
        "<ConnectionSettings>\n  <DatabaseConnection>\n"
        "    <ComputerName>srv-dental</ComputerName>\n"
        "    <Database>opendental</Database>\n    <User>od_user</User>\n"
        "    <Password>{v}</Password>\n  </DatabaseConnection>\n</ConnectionSettings>",
    ),
    kind19(
        "xcodebuild_build_setting",
        "cli",
        "xcodebuild -scheme Kiosk -configuration Release FITBIT_CLIENT_SECRET={v} archive",
        "xcodebuild test -scheme Wear WITHINGS_SECRET={v} -destination 'platform=iOS Simulator'",
        value=lambda r: hexs(r, 32),
    ),
    kind19(
        "gradlew_signing_flags",
        "cli",
        "./gradlew assembleRelease -Pandroid.injected.signing.store.file=kiosk.jks "
        "-Pandroid.injected.signing.store.password={v} "
        "-Pandroid.injected.signing.key.alias=kiosk",
    ),
    kind19(
        "launchctl_setenv",
        "cli",
        "launchctl setenv SCREENLY_API_TOKEN {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind19(
        "sc_exe_service_password",
        "cli",
        'sc.exe config "ArchivesSpaceIndexer" obj= ".\\svc_aspace" password= "{v}"',
        "sc create DentalBridge binPath= C:\\odbridge\\bridge.exe obj= CLINIC\\odsvc password= {v}",
    ),
    kind19(
        "winrs_remote_password",
        "cli",
        "winrs -r:http://signage-07:5985 -u:SIGNAGE\\player -p:{v} ipconfig /all",
    ),
    kind19(
        "powershell_transcript_credential",
        "cli",
        "PS C:\\> $c = Get-Credential\ncmdlet Get-Credential at command pipeline position 1\n"
        "User: CHURCH\\office\nPassword for user CHURCH\\office: {v}\n"
        "PS C:\\> Connect-PnPOnline -Url $site -Credentials $c",
    ),
    Kind("pm2_env_dump", "config", _pm2_env),
    kind19(
        "supervisord_environment",
        "config",
        "[program:typesense-sync]\ncommand=/opt/sync/run.sh\n"
        'environment=TYPESENSE_ADMIN_KEY="{v}",SYNC_BATCH="500"',
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "journalctl_sync_url",
        "cli",
        "Nov 29 08:01:12 box tito-sync[812]: GET https://api.tito.example/v3/"
        "acme/events?api_token={v} -> 429, retrying",
        value=lambda r: "secret_live_" + alnum(r, 20),
    ),
    Kind("error_event_extra_settings", "code", _event_body),
    Kind("graphql_variables_secret", "form", _graphql_vars),
    Kind("softphone_ws_register_frame", "form", _ws_frame),
    kind19(
        "xslt_param_password",
        "code",
        '<xsl:param name="archivePassword" select="\'{v}\'"/>\n'
        '<xsl:variable name="base" select="\'https://aspace.example/api\'"/>',
    ),
    kind19(
        "sparql_endpoint_basic",
        "cli",
        "curl -u wikibase:{v} -H 'Accept: application/sparql-results+json' "
        "--data-urlencode query@objects.rq https://collections.example/sparql",
    ),
    kind19(
        "kql_external_sas",
        "code",
        "externaldata(ts:datetime, meter:string)\n"
        '[h@"https://energylake.blob.core.windows.net/ticks/2026.csv?sv=2022-11-02&sr=c&sig={v}"]',
        value=lambda r: quote(_b64(hexs(r, 32))[:43] + "=", safe=""),
    ),
)

_TEMPLATES: tuple[Kind, ...] = (
    kind19(
        "jinja_default_filter",
        "code",
        "{{% set api_key = env.get('ZENDRIVE_KEY') | default('{v}') %}}",
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "twig_set_literal",
        "code",
        "{{% set donorbox_key = '{v}' %}}\n<form data-key=\"{{{{ donorbox_key }}}}\">",
        value=lambda r: urlsafe(r, 32),
    ),
    kind19(
        "razor_code_block",
        "code",
        '@{{\n    var cvent = new CventClient("acme-events", "{v}");\n}}',
        value=lambda r: alnum(r, 40),
    ),
    kind19(
        "ejs_inline_script",
        "code",
        "<script>\n  const scrapingKey = '<%= '{v}' %>';\n</script>",
        value=lambda r: upper_alnum(r, 80),
    ),
    kind19(
        "handlebars_context_json",
        "code",
        '{{"site": "Parish Hall", "giving": {{"provider": "tithely", "secret": "{v}"}}}}',
        value=lambda r: urlsafe(r, 36),
    ),
)


def upper_alnum(r: random.Random, n: int) -> str:
    return alnum(r, n).upper()


_CODE: tuple[Kind, ...] = (
    kind19(
        "raku_my_scalar",
        "code",
        'my $hologram-key = "{v}";\nmy $ua = Cro::HTTP::Client.new;',
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "coffeescript_assign",
        "code",
        "config =\n  aircallId: '{k16}'\n  aircallToken: '{v}'",
        value=lambda r: hexs(r, 32),
    ),
    kind19(
        "odin_constant",
        "code",
        'NOTEHUB_TOKEN :: "{v}"\nmain :: proc() {{ }}',
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "vlang_const",
        "code",
        "const onshape_secret = '{v}'\nfn main() {{ }}",
        value=lambda r: alnum(r, 48),
    ),
    kind19("pony_let", "code", 'let pass: String = "{v}"\nlet db = Postgres(env, "plm", pass)'),
    kind19(
        "dlang_enum",
        "code",
        'enum string arenaPassword = "{v}";\nauto c = ArenaClient(arenaPassword);',
    ),
    kind19(
        "hack_const", "code", "<<__Memoize>>\nfunction five9_secret(): string {{ return '{v}'; }}"
    ),
    kind19(
        "reasonml_let",
        "code",
        'let maptilerKey = "{v}";\nlet url = base ++ "?key=" ++ maptilerKey;',
        value=lambda r: alnum(r, 20),
    ),
    kind19("mojo_var", "code", 'var geoserver_pw: String = "{v}"\nfn main(): pass'),
    kind19("idris_literal", "code", 'dbPassword : String\ndbPassword = "{v}"'),
    kind19(
        "ballerina_configurable",
        "code",
        'configurable string yousignKey = "{v}";\nhttp:Client yc = check new (url);',
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "janet_def",
        "code",
        '(def kajabi-secret "{v}")\n(http/post url {{:secret kajabi-secret}})',
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "wren_var",
        "code",
        'var OptisignsToken = "{v}"\nSystem.print("syncing screens")',
        value=lambda r: hexs(r, 40),
    ),
    kind19(
        "chapel_config_const",
        "code",
        'config const scormSecret = "{v}";\nwriteln("upload");',
        value=lambda r: alnum(r, 40),
    ),
    kind19("forth_s_quote", "code", ': ipmi-pass s" {v}" ;\nipmi-pass connect-bmc'),
    kind19("mumps_set", "code", ' SET ^CONFIG("LAB","PASSWORD")="{v}"\n QUIT'),
    kind19(
        "power_query_m",
        "code",
        'let\n    Source = Json.Document(Web.Contents("https://api.entsoe.example/api",\n'
        '        [Query=[securityToken="{v}", documentType="A44"]]))\nin\n    Source',
        value=lambda r: "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)),
    ),
    kind19(
        "plc_structured_text",
        "code",
        "VAR CONSTANT\n    sFtpUser : STRING := 'plc01';\n    sFtpPass : STRING := '{v}';\nEND_VAR",
    ),
    kind19(
        "gcode_printer_farm",
        "code",
        "; OctoFarm upload\nM118 connecting\n; api_key={v}\nG28 ; home all",
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind19(
        "openscad_comment_token",
        "code",
        "// exported via Onshape API, token {v}\ncube([20, 10, 5]);",
        value=lambda r: alnum(r, 24),
    ),
    kind19(
        "stata_import_url",
        "code",
        'import delimited "https://api.eia-like.example/v2/series?api_key={v}&id=ELEC", clear',
        value=lambda r: alnum(r, 40),
    ),
)

_SHAPES: tuple[Kind, ...] = (
    kind19(
        "alarm_code_prose",
        "prose",
        "alarm panel code for the clinic back door is {v}, disarm within 30s",
        "If the Ajax hub beeps at opening, enter {v} then #",
        value=lambda r: digits(r, 4),
    ),
    kind19(
        "yard_gate_keypad_prose",
        "prose",
        "delivery drivers: the yard gate keypad takes {v}#",
        value=lambda r: digits(r, 5),
    ),
    kind19(
        "kiosk_service_menu_code",
        "prose",
        "tap the top-left corner 5 times, service menu code {v}",
        'signage:\n  service_code: "{v}"',
        value=lambda r: digits(r, 6),
    ),
    kind19(
        "pos_manager_override",
        "prose",
        "Manager override on the Toast-like terminals at the bar is {v} until Friday",
        "void needs a manager card or override code {v}",
        value=lambda r: digits(r, 4),
    ),
    kind19(
        "wearable_pairing_code",
        "prose",
        "the study's watches pair with the hub using passkey {v}",
        value=lambda r: digits(r, 6),
    ),
    Kind("backup_code_list", "prose", _backup_codes),
    Kind("octal_escaped_key", "key", _octal_key),
    Kind("python_implicit_concat_split", "form", _py_implicit_concat),
    Kind("url_fragment_access_token", "form", _fragment),
    Kind("b64_json_bootstrap_env", "form", _b64_json),
    Kind("double_urlencoded_password", "form", _double_encoded),
    Kind("data_uri_env_download", "form", _data_uri),
    kind19(
        "passphrase_hyphen_named",
        "prose",
        "the archive's encryption passphrase is {v}",
        "restic repo key: {v}",
        value=lambda r: passphrase(r, 5, "-"),
    ),
    kind19(
        "hex_key_colon_bytes",
        "key",
        "LoRaWAN AppKey (MSB): {v}",
        value=lambda r: ":".join(hexs(r, 32)[i : i + 2] for i in range(0, 32, 2)).upper(),
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind19("chat_aromanian", "prose", "zborlu ascumtu a serverlui easti {v}"),
    kind19("chat_tuvan", "prose", "серверниң чажыт сөзү {v}"),
    kind19("chat_dzongkha", "prose", "སར་བར་གྱི་གསང་ཚིག་ {v}"),
    kind19("chat_walloon", "prose", "li scret mot do sierveu c' est {v}"),
    kind19("chat_venetian", "prose", "ła password del server ła xe {v}"),
    kind19("chat_sicilian", "prose", "a palora d'accessu dô server è {v}"),
    kind19("chat_limburgish", "prose", "'t wachwaord van de server is {v}"),
    kind19("chat_silesian", "prose", "hasło do serwera to je {v}, niy zgub go"),
    kind19("chat_rusyn", "prose", "гесло ку серверу є {v}"),
    kind19("chat_komi", "prose", "серверлӧн гусятор кыв {v}"),
    kind19("chat_papiamento", "prose", "e kontraseña di e server ta {v}"),
    kind19("chat_nahuatl", "prose", "in ichtacatlahtolli in server ca {v}"),
    kind19("chat_kapampangan", "prose", "ing password ning server ya ing {v}"),
    kind19("chat_greenlandic", "prose", "serverimut isissutissaq {v}"),
    kind19(
        "chat_dictated_code",
        "prose",
        "ok reading it off the screen: {v} - that's the Vetspire admin password, all caps",
        value=lambda r: " ".join(alnum(r, 12).upper()),
    ),
    kind19(
        "chat_locum_handover",
        "prose",
        "for the locum vet: Cliniko login is locum@pawsclinic / {v} - rota is on the fridge",
    ),
)

KINDS: tuple[Kind, ...] = (*_PLACES, *_TEMPLATES, *_CODE, *_SHAPES, *_CHAT, *VENDOR_KINDS)


def heldout19_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the nineteenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout19", SESSION_PLACES8)
