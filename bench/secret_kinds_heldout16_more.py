"""The second part of held-out 16's kinds (`bench/secret_kinds_heldout16.py`): vendors.

Trades no earlier set reached, as their engineers paste keys into an agent:
agriculture (John Deere Operations Center, Climate FieldView, Agworld, CropX,
Farmers Edge, Trimble Ag), construction and BIM (Procore, Autodesk Platform
Services, Bentley iTwin, Fieldwire, Buildertrend, Bluebeam), manufacturing,
MES and SCADA (Ignition, ThingWorx, Tulip, Kepware, the PI Web API,
MindSphere, Litmus Edge), telecom and OSS (Bandwidth, a TM Forum Open API,
Netcracker, Cisco NSO, an SMPP bind), hospitality (Oracle OPERA Cloud,
SevenRooms, OpenTable, Resy, Apaleo), sports and fitness (Strava, Garmin
Connect, Oura, Whoop, Polar, Wahoo, TeamSnap), nonprofits (Blackbaud SKY,
Bloomerang, Neon CRM, Givebutter, EveryAction, DonorPerfect, Little Green
Light), publishing (Crossref deposits, an ONIX feed, Issuu, Ingram, Scribd),
audio and music (Spotify, SoundCloud, Discogs, Last.fm, Freesound, Musixmatch,
Genius, Mixcloud), public transport (TfL, Trafiklab, Navitia, Transitland,
511.org, BART, OneBusAway), niche dev tooling (Verdaccio, Sonatype Nexus,
Gemfury, ProGet, packagecloud, Coveralls, Codacy, DeepSource, Percy,
Chromatic, BrowserStack, Sauce Labs, Renovate, reviewdog) and home automation
(Hubitat, Homey, openHAB, Shelly, Ecobee, Domoticz, Z-Wave JS, ioBroker).
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout15_more import kind15 as kind16

__all__ = ["VENDOR_KINDS", "kind16"]

_UP = string.ascii_uppercase + string.digits


def uuid4(r: random.Random, variant: str) -> str:
    """A random UUID; held-out 16 writes variant digit `variant`."""
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{variant}{h[17:20]}-{h[20:]}"


def upper32(r: random.Random, n: int) -> str:
    return pick(r, _UP, n)


def _basic(user: str, secret: str) -> str:
    return base64.b64encode(f"{user}:{secret}".encode()).decode()


_AGRI_BUILD: tuple[Kind, ...] = (
    kind16(
        "deere_ops_center_client_secret",
        "vendor",
        "DEERE_CLIENT_ID=0oa{k16}\nDEERE_CLIENT_SECRET={v}\n"
        "DEERE_API=https://sandboxapi.deere.com/platform",
        value=lambda r: urlsafe(r, 40),
    ),
    kind16(
        "fieldview_x_api_key",
        "header",
        "GET https://platform.climate.com/v4/fields HTTP/1.1\nAuthorization: Bearer {k32}\n"
        "X-Api-Key: {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "agworld_token_query",
        "vendor",
        "curl 'https://us.agworld.com/user_api/v1/activities?api_token={v}&page[size]=50'",
        value=lambda r: lower_alnum(r, 32),
    ),
    kind16(
        "cropx_r_httr_password",
        "code",
        'res <- httr::POST("https://api.cropx.com/v2/login",\n'
        '  body = list(username = "agro@farmco.example", password = "{v}"), encode = "json")',
    ),
    kind16(
        "trimble_ag_yaml_secret",
        "vendor",
        "trimble_ag:\n  client_id: {uuid}\n  client_secret: {v}\n  scope: openid ag-data",
        value=lambda r: alnum(r, 32),
    ),
    kind16(
        "procore_oauth_env_json",
        "vendor",
        '{{"PROCORE_CLIENT_ID": "{k43}", "PROCORE_CLIENT_SECRET": "{v}", '
        '"PROCORE_COMPANY_ID": "{d6}"}}',
        value=lambda r: urlsafe(r, 43),
    ),
    kind16(
        "autodesk_aps_basic_form",
        "header",
        "curl -X POST https://developer.api.autodesk.com/authentication/v2/token "
        "-H 'Authorization: Basic {v}' -d 'grant_type=client_credentials&scope=data:read'",
        value=lambda r: _basic(alnum(r, 32), alnum(r, 16)),
    ),
    kind16(
        "itwin_dotnet_client_secret",
        "code",
        'var cred = new ClientSecretCredential("bentley", "service-{k8}", "{v}");',
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "fieldwire_swift_token",
        "code",
        'let fieldwireToken = "{v}"\nrequest.setValue("Token api=\\(fieldwireToken)", '
        'forHTTPHeaderField: "Authorization")',
        value=lambda r: lower_alnum(r, 40),
    ),
    kind16(
        "buildertrend_ini_password",
        "vendor",
        "[buildertrend]\nportal = https://buildertrend.net\nuser = estimating@roofco.example\n"
        "pass = {v}",
    ),
)

_FACTORY_TELECOM: tuple[Kind, ...] = (
    kind16(
        "ignition_gateway_api_key",
        "header",
        "curl -s http://scada-gw01:8088/data/api/v1/gateway-info "
        "-H 'X-Ignition-API-Token: plant-ops:{v}'",
        value=lambda r: urlsafe(r, 43),
    ),
    kind16(
        "thingworx_appkey_query",
        "vendor",
        "GET /Thingworx/Things/Line3.Press/Properties/?appKey={v} HTTP/1.1\n"
        "Host: twx.plant.example",
        value=lambda r: (
            lower_alnum(r, 8)
            + "-"
            + lower_alnum(r, 4)
            + "-4"
            + hexs(r, 3)
            + "-b"
            + hexs(r, 3)
            + "-"
            + lower_alnum(r, 12)
        ),
    ),
    kind16(
        "tulip_basic_api_pair",
        "vendor",
        "TULIP_API_KEY=apikey.2_{k16}\nTULIP_API_SECRET={v}\nTULIP_INSTANCE=acme-mfg.tulip.co",
        value=lambda r: urlsafe(r, 36),
    ),
    kind16(
        "kepware_config_api_user",
        "cli",
        "Invoke-RestMethod -Uri http://kep01:57412/config/v1/project/channels "
        '-Credential (New-Object PSCredential("Administrator", '
        '(ConvertTo-SecureString "{v}" -AsPlainText -Force)))',
    ),
    kind16(
        "pi_web_api_python_auth",
        "code",
        'session.auth = HttpNtlmAuth("PLANT\\\\svc-historian", "{v}")\n'
        'session.get("https://piweb01/piwebapi/dataservers")',
    ),
    kind16(
        "mindsphere_app_credentials",
        "vendor",
        "MDSP_KEY_STORE_CLIENT_ID=plant-{k8}\nMDSP_KEY_STORE_CLIENT_SECRET={v}\n"
        "MDSP_OS_VM_APP_NAME=oee-dashboard",
        value=lambda r: alnum(r, 48),
    ),
    kind16(
        "litmus_edge_token_toml",
        "vendor",
        '[litmus]\nhost = "10.20.0.5"\napi_token = "{v}"\nverify_tls = false',
        value=lambda r: hexs(r, 48),
    ),
    kind16(
        "bandwidth_messaging_basic",
        "code",
        'const client = new Client({{ basicAuthUserName: "api-{d6}", basicAuthPassword: "{v}" }});',
    ),
    kind16(
        "tmf_openapi_client_secret",
        "form",
        "POST /oauth2/token HTTP/1.1\nHost: oss.telco.example\n"
        "Content-Type: application/x-www-form-urlencoded\n\n"
        "grant_type=client_credentials&client_id=tmf622-orders&client_secret={v}",
        value=lambda r: alnum(r, 36),
    ),
    kind16(
        "cisco_nso_ncs_cli",
        "cli",
        "ncs_cli -u admin -C <<< 'config; devices authgroups group core-routers "
        "default-map remote-name netops remote-password {v}; commit'",
    ),
    kind16(
        "smpp_bind_password",
        "vendor",
        "smpp:\n  host: smsc.carrier.example\n  port: 2775\n  system_id: acme_bulk\n"
        "  password: {v}\n  system_type: ''",
        value=lambda r: alnum(r, 8),
    ),
)

_HOSPITALITY_SPORT: tuple[Kind, ...] = (
    kind16(
        "opera_cloud_app_key_header",
        "header",
        "curl https://ohip.hospitality-api.example/rsv/v1/hotels/HQ01/reservations "
        "-H 'x-app-key: {v}' -H 'x-hotelid: HQ01' -H 'Authorization: Bearer {k32}'",
        value=lambda r: (
            hexs(r, 8) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 12)
        ),
    ),
    kind16(
        "sevenrooms_client_secret_php",
        "code",
        "$sevenrooms = new SevenRoomsClient(['client_id' => 'bistro-{k8}', "
        "'client_secret' => '{v}']);",
        value=lambda r: hexs(r, 64),
    ),
    kind16(
        "opentable_partner_secret",
        "vendor",
        "OPENTABLE_PARTNER_ID={d6}\nOPENTABLE_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 30),
    ),
    kind16(
        "resy_api_key_header",
        "header",
        "headers = {{'Authorization': 'ResyAPI api_key=\"{v}\"', 'X-Resy-Auth-Token': token}}",
        value=lambda r: alnum(r, 32),
    ),
    kind16(
        "apaleo_client_secret_dotenv",
        "vendor",
        "APALEO_CLIENT_ID=HQPM-AC-{U6}\nAPALEO_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "strava_refresh_token_json",
        "vendor",
        '{{"token_type": "Bearer", "expires_at": 1764440000, "refresh_token": "{v}", '
        '"access_token": "{h40}", "athlete": {{"id": {d8}}}}}',
        value=lambda r: hexs(r, 40),
    ),
    kind16(
        "garmin_consumer_secret_kotlin",
        "code",
        'val garmin = GarminHealthApi(consumerKey = "{uuid}", consumerSecret = "{v}")',
        value=lambda r: alnum(r, 27),
    ),
    kind16(
        "oura_pat_bearer",
        "header",
        "curl 'https://api.ouraring.com/v2/usercollection/sleep?start_date=2026-11-01' "
        "-H 'Authorization: Bearer {v}'",
        value=lambda r: upper32(r, 32),
    ),
    kind16(
        "whoop_client_secret_go",
        "code",
        'conf := &oauth2.Config{{ClientID: "{uuid}", ClientSecret: "{v}", '
        "Endpoint: whoopEndpoint}}",
        value=lambda r: hexs(r, 64),
    ),
    kind16(
        "polar_accesslink_basic",
        "vendor",
        "POLAR_BASIC={v}  # echo -n client:secret | base64, for polarremote.com/v2/oauth2/token",
        value=lambda r: _basic(urlsafe(r, 36), urlsafe(r, 36)),
    ),
    kind16(
        "teamsnap_token_clojure",
        "code",
        '(def teamsnap {{:client-id "{k43}" :client-secret "{v}"}})',
        value=lambda r: urlsafe(r, 43),
    ),
)

_NONPROFIT_PUBLISHING: tuple[Kind, ...] = (
    kind16(
        "blackbaud_sky_subscription_key",
        "header",
        "curl https://api.sky.blackbaud.com/constituent/v1/constituents/280 "
        "-H 'Bb-Api-Subscription-Key: {v}' -H 'Authorization: Bearer {k40}'",
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "bloomerang_private_key",
        "vendor",
        "BLOOMERANG_KEY={v}\n# x-api-key for https://api.bloomerang.co/v2/constituents",
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "neon_crm_basic_org",
        "header",
        "GET /v2/accounts/search HTTP/1.1\nHost: api.neoncrm.com\n"
        "Authorization: Basic {v}\nNEON-API-VERSION: 2.8",
        value=lambda r: _basic("friendsofthepark", hexs(r, 32)),
    ),
    kind16(
        "givebutter_ruby_bearer",
        "code",
        'conn = Faraday.new("https://api.givebutter.com/v1") do |f|\n'
        '  f.request :authorization, "Bearer", "{v}"\nend',
        value=lambda r: str(r.randrange(100, 999)) + "|" + alnum(r, 40),
    ),
    kind16(
        "everyaction_app_key_pipe",
        "vendor",
        "curl -u 'acme.api:{v}|1' https://api.securevan.com/v4/people/find",
        value=lambda r: (
            hexs(r, 8) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 12)
        ),
    ),
    kind16(
        "donorperfect_apikey_xml",
        "vendor",
        "https://www.donorperfect.net/prod/xmlrequest.asp?apikey={v}&action=dp_gifts",
        value=lambda r: pick(r, string.ascii_letters + string.digits + "%", 120),
    ),
    kind16(
        "little_green_light_token",
        "vendor",
        "lgl:\n  base_url: https://api.littlegreenlight.com/api/v1\n  api_key: {v}",
        value=lambda r: urlsafe(r, 50),
    ),
    kind16(
        "crossref_deposit_form",
        "form",
        "curl -F operation=doMDUpload -F login_id=pubco -F login_passwd={v} "
        "-F fname=@batch-1129.xml https://doi.crossref.org/servlet/deposit",
    ),
    kind16(
        "ingram_onix_sftp_url",
        "dsn",
        "lftp -e 'put onix-20261129.xml; bye' sftp://PUB{d5}:{v}@ftp.ingramcontent.example/in",
        value=lambda r: alnum(r, 12),
    ),
    kind16(
        "issuu_api_secret_python",
        "code",
        'ISSUU = {{"api_key": "{k32}", "api_secret": "{v}"}}\n'
        "signature = md5(ISSUU['api_secret'] + params).hexdigest()",
        value=lambda r: lower_alnum(r, 32),
    ),
    kind16(
        "scribd_publisher_token",
        "vendor",
        "Publisher portal token (upload API): {v}",
        value=lambda r: "sp_" + alnum(r, 40),
    ),
)

_MUSIC_TRANSIT: tuple[Kind, ...] = (
    kind16(
        "spotify_client_secret_rust",
        "code",
        'let creds = Credentials::new("{h32}", "{v}");\n'
        "let spotify = ClientCredsSpotify::new(creds);",
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "soundcloud_oauth_header",
        "header",
        "curl -H 'Authorization: OAuth {v}' https://api.soundcloud.com/me/tracks",
        value=lambda r: "2-" + digits(r, 6) + "-" + digits(r, 9) + "-" + alnum(r, 14),
    ),
    kind16(
        "discogs_token_header",
        "header",
        "curl https://api.discogs.com/database/search?q=nirvana "
        "-H 'Authorization: Discogs token={v}' -H 'User-Agent: crate/1.0'",
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "lastfm_shared_secret_toml",
        "vendor",
        '[scrobbler]\napi_key = "{h32}"\nshared_secret = "{v}"',
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "freesound_token_param",
        "vendor",
        "wget 'https://freesound.org/apiv2/sounds/24511/download/?token={v}' -O kick.wav",
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "musixmatch_apikey_swift",
        "code",
        'let url = "https://api.musixmatch.com/ws/1.1/track.search?q_artist=adele&apikey={v}"',
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "genius_client_access_token",
        "vendor",
        "GENIUS_ACCESS_TOKEN={v} node scripts/lyrics-sync.js",
        value=lambda r: urlsafe(r, 64),
    ),
    kind16(
        "tfl_app_key_query",
        "vendor",
        "https://api.tfl.gov.uk/Line/victoria/Arrivals?app_id=busboard&app_key={v}",
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "trafiklab_key_julia",
        "code",
        'resp = HTTP.get("https://api.resrobot.se/v2.1/departureBoard?id=740000001'
        '&format=json&accessId={v}")',
        value=lambda r: uuid4(r, "8"),
    ),
    kind16(
        "navitia_basic_token_user",
        "cli",
        "curl -u {v}: 'https://api.navitia.io/v1/coverage/fr-idf/journeys?from=2.37;48.84'",
        value=lambda r: uuid4(r, "8"),
    ),
    kind16(
        "transitland_apikey_header",
        "header",
        "curl 'https://transit.land/api/v2/rest/routes?operator_onestop_id=o-9q9-bart' "
        "-H 'apikey: {v}'",
        value=lambda r: alnum(r, 32),
    ),
    kind16(
        "sf511_api_key_nushell",
        "code",
        'let key = "{v}"\nhttp get $"https://api.511.org/transit/StopMonitoring?api_key=($key)'
        '&agency=SF"',
        value=lambda r: uuid4(r, "8"),
    ),
)

_DEVTOOLS_HOME: tuple[Kind, ...] = (
    kind16(
        "verdaccio_htpasswd_login",
        "cli",
        "npm adduser --registry http://verdaccio.build.local:4873 <<EOF\nci-publisher\n{v}\n"
        "ci@build.local\nEOF",
    ),
    kind16(
        "nexus_repo_gradle_props",
        "vendor",
        "nexusUrl=https://nexus.corp.example/repository/maven-releases/\n"
        "nexusUsername=deployer\nnexusPassword={v}",
    ),
    kind16(
        "gemfury_push_url",
        "dsn",
        "curl -F package=@dist/acme-1.4.2.gem https://{v}@push.fury.io/acme-co/",
        value=lambda r: alnum(r, 20),
    ),
    kind16(
        "proget_api_key_nuget_push",
        "cli",
        "dotnet nuget push bin/Release/Acme.Core.3.1.0.nupkg "
        "--source https://proget.corp.example/nuget/internal/ --api-key {v}",
        value=lambda r: alnum(r, 20),
    ),
    kind16(
        "packagecloud_token_url",
        "dsn",
        "deb https://{v}:@packagecloud.io/acme/private/ubuntu/ jammy main",
        value=lambda r: hexs(r, 48),
    ),
    kind16(
        "coveralls_repo_token_yml",
        "vendor",
        "service_name: github-actions\nrepo_token: {v}",
        value=lambda r: alnum(r, 33),
    ),
    kind16(
        "codacy_project_token_env",
        "vendor",
        "- name: Upload coverage\n  run: bash <(curl -Ls https://coverage.codacy.com/get.sh)\n"
        "  env:\n    CODACY_PROJECT_TOKEN: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "deepsource_dsn_env",
        "dsn",
        "DEEPSOURCE_DSN=https://{v}@app.deepsource.com deepsource report "
        "--analyzer test-coverage --key python --value-file coverage.xml",
        value=lambda r: hexs(r, 32),
    ),
    kind16(
        "percy_token_npx",
        "cli",
        "PERCY_TOKEN=web_{v} npx percy exec -- cypress run",
        value=lambda r: hexs(r, 64),
    ),
    kind16(
        "chromatic_project_token_flag",
        "cli",
        "npx chromatic --project-token={v} --exit-zero-on-changes",
        value=lambda r: "chpt_" + hexs(r, 15),
    ),
    kind16(
        "browserstack_access_key_caps",
        "code",
        "caps = {{'bstack:options': {{'userName': 'qa_{k8}', 'accessKey': '{v}', "
        "'os': 'Windows'}}}}",
        value=lambda r: alnum(r, 20),
    ),
    kind16(
        "saucelabs_ondemand_url",
        "dsn",
        'driver = webdriver.Remote("https://qa-team:{v}@ondemand.eu-central-1.saucelabs.com'
        ':443/wd/hub", options=opts)',
        value=lambda r: uuid4(r, "8"),
    ),
    kind16(
        "renovate_config_host_rules",
        "code",
        'module.exports = {{\n  hostRules: [{{ matchHost: "nexus.corp.example", '
        'username: "renovate", password: "{v}" }}],\n}};',
    ),
    kind16(
        "reviewdog_github_api_token",
        "cli",
        "REVIEWDOG_GITHUB_API_TOKEN={v} reviewdog -reporter=github-pr-review -runners=golint",
        value=lambda r: alnum(r, 40),
    ),
    kind16(
        "hubitat_maker_access_token",
        "vendor",
        "http://192.168.1.40/apps/api/312/devices/all?access_token={v}",
        value=lambda r: uuid4(r, "8"),
    ),
    kind16(
        "homey_local_api_key",
        "vendor",
        "HOMEY_ADDRESS=http://192.168.1.60\nHOMEY_TOKEN={v}",
        value=lambda r: uuid4(r, "8") + ":" + uuid4(r, "8") + ":" + hexs(r, 40),
    ),
    kind16(
        "openhab_api_token_basic",
        "header",
        "curl -u '{v}:' http://openhab.local:8080/rest/items/LivingRoom_Light",
        value=lambda r: "oh.homeassist." + alnum(r, 60),
    ),
    kind16(
        "shelly_gen2_digest_pass",
        "cli",
        "curl --digest -u admin:{v} http://192.168.1.77/rpc/Switch.Set?id=0&on=true",
    ),
    kind16(
        "ecobee_refresh_token_form",
        "form",
        "curl -X POST 'https://api.ecobee.com/token?grant_type=refresh_token"
        "&code={v}&client_id={k32}'",
        value=lambda r: alnum(r, 32),
    ),
    kind16(
        "domoticz_base64_user_pass",
        "vendor",
        "http://domoticz.local:8080/json.htm?username=YWRtaW4=&password={v}"
        "&type=command&param=getdevices",
        value=lambda r: base64.b64encode(alnum(r, 12).encode()).decode(),
    ),
    kind16(
        "zwave_js_ui_s2_keys",
        "key",
        '"securityKeys": {{"S2_Unauthenticated": "{h32}", "S2_Authenticated": "{v}", '
        '"S2_AccessControl": "{h32}", "S0_Legacy": "{h32}"}}',
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind16(
        "iobroker_mqtt_pass_cli",
        "cli",
        "iobroker set mqtt.0 --user iob --pass {v} --url mqtt://broker.local",
    ),
)


VENDOR_KINDS: tuple[Kind, ...] = (
    *_AGRI_BUILD,
    *_FACTORY_TELECOM,
    *_HOSPITALITY_SPORT,
    *_NONPROFIT_PUBLISHING,
    *_MUSIC_TRANSIT,
    *_DEVTOOLS_HOME,
)
