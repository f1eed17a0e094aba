"""The second part of held-out 19's kinds (`bench/secret_kinds_heldout19.py`): vendors.

Trades no earlier set reached, as their engineers paste keys into an agent:
accounting and ERP add-ons (NetSuite token-based auth, FreshBooks, Sage
Intacct, MYOB, Chargebee, Quaderno), e-signature (SignNow, PandaDoc, Yousign,
BoldSign, DocuSeal, Skribble), call centres and telephony (Aircall,
Talkdesk, Five9, Genesys Cloud, 3CX, Dialpad, Telnyx, Plivo), IoT fleets
(Particle, Blues Notehub, Hologram, ThingsBoard, Blynk, Datacake, Tuya),
kiosks and signage (Yodeck, ScreenCloud, OptiSigns, Screenly), clinics
(Vetspire, Cliniko, NexHealth, Weave), wearables (Fitbit, Withings, Suunto,
Wahoo), restaurants and delivery (Deliverect, Uber Eats, DoorDash Drive,
ChowNow, Wolt), events (Eventbrite, Tito, Ticket Tailor, pretix, Cvent),
museums and archives (ArchivesSpace, Omeka S, Europeana, Preservica),
churches and charities (Tithe.ly, Pushpay, Donorbox, JustGiving), energy
trading (ENTSO-E, Nord Pool), insurance telematics (Zendrive, Cambridge
Mobile Telematics), e-learning (SCORM Cloud, TalentLMS, Docebo, Thinkific),
CAD and PLM (Onshape, Arena, OpenBOM), GIS (GeoServer, MapTiler, CARTO),
self-hosted search (Typesense, OpenSearch, Manticore, Quickwit), feature flags
and experiments (Flipt, DevCycle, Eppo, Kameleoon) and browser automation
clouds (Browserless, LambdaTest, Apify, ScrapingBee, Bright Data).
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout15_more import kind15 as kind19

__all__ = ["VENDOR_KINDS", "kind19"]

_UP = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


_ERP: tuple[Kind, ...] = (
    kind19(
        "netsuite_tba_token_secret",
        "vendor",
        "NS_ACCOUNT=TSTDRV{d7}\nNS_CONSUMER_KEY={h64}\nNS_TOKEN_ID={h64}\nNS_TOKEN_SECRET={v}",
        value=lambda r: hexs(r, 64),
    ),
    kind19(
        "freshbooks_refresh_token_body",
        "vendor",
        '{{"grant_type": "refresh_token", "client_id": "{h64}", "refresh_token": "{v}", '
        '"redirect_uri": "https://books.example/cb"}}',
        value=lambda r: hexs(r, 64),
    ),
    kind19(
        "sage_intacct_sender_password",
        "vendor",
        "<control>\n  <senderid>acme_mpp</senderid>\n  <password>{v}</password>\n"
        "  <controlid>{d10}</controlid>\n</control>",
    ),
    kind19(
        "myob_api_key_secret_env",
        "vendor",
        "MYOB_CLIENT_ID={uuid}\nMYOB_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 24),
    ),
    kind19(
        "chargebee_site_key_basic",
        "vendor",
        "curl https://acme-test.chargebee.com/api/v2/subscriptions -u {v}:",
        value=lambda r: "test_" + alnum(r, 32),
    ),
    kind19(
        "quaderno_private_key_ruby",
        "vendor",
        "Quaderno.configure do |c|\n  c.auth_token = '{v}'\n  c.url = 'https://acme.quadernoapp.com/api/'\nend",
        value=lambda r: "sk_live_" + lower_alnum(r, 20),
    ),
)

_SIGN: tuple[Kind, ...] = (
    kind19(
        "signnow_basic_token_header",
        "vendor",
        "POST /oauth2/token\nAuthorization: Basic {v}\n\n"
        "username=ops@firm&password=***&grant_type=password",
        value=lambda r: alnum(r, 88),
    ),
    kind19(
        "pandadoc_api_key_header",
        "vendor",
        "curl -H 'Authorization: API-Key {v}' https://api.pandadoc.com/public/v1/documents",
        value=lambda r: hexs(r, 40),
    ),
    kind19(
        "yousign_bearer_env",
        "vendor",
        "YOUSIGN_BASE_URL=https://api-sandbox.yousign.app/v3\nYOUSIGN_API_KEY={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "boldsign_x_api_key",
        "vendor",
        'client.DefaultRequestHeaders.Add("X-API-KEY", "{v}");',
        value=lambda r: alnum(r, 44),
    ),
    kind19(
        "docuseal_auth_token",
        "vendor",
        "docuseal:\n  url: https://sign.lawfirm.example\n  api_token: {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind19(
        "skribble_api_key_login",
        "vendor",
        '{{"username": "api_demo_acme_{k6}", "api-key": "{v}"}}',
        value=lambda r: _uuid(r),
    ),
)

_PHONE: tuple[Kind, ...] = (
    kind19(
        "aircall_basic_id_token",
        "vendor",
        "requests.get('https://api.aircall.io/v1/calls', auth=('{h32}', '{v}'))",
        value=lambda r: hexs(r, 32),
    ),
    kind19(
        "talkdesk_client_credentials",
        "vendor",
        "TALKDESK_ACCOUNT=acme-support\nTALKDESK_CLIENT_ID={h32}\nTALKDESK_CLIENT_SECRET={v}",
        value=lambda r: urlsafe(r, 64),
    ),
    kind19(
        "five9_soap_password",
        "vendor",
        "<wsdl:location>https://api.five9.com/wsadmin/v13/AdminWebService?wsdl&user=apiuser@acme"
        "</wsdl:location>\nfive9.password={v}",
    ),
    kind19(
        "genesys_cloud_oauth_secret",
        "vendor",
        "export GENESYSCLOUD_OAUTHCLIENT_ID={uuid}\nexport GENESYSCLOUD_OAUTHCLIENT_SECRET={v}\n"
        "export GENESYSCLOUD_REGION=eu-west-1",
        value=lambda r: urlsafe(r, 43),
    ),
    kind19(
        "threecx_sip_auth_password",
        "vendor",
        "Extension 204 provisioning\nAuthentication ID: {k10}\nAuthentication Password: {v}\n"
        "SIP Server: pbx.3cx.example:5060",
        value=lambda r: alnum(r, 10),
    ),
    kind19(
        "dialpad_api_key_query",
        "vendor",
        "GET https://dialpad.com/api/v2/users?apikey={v}&limit=50",
        value=lambda r: alnum(r, 60),
    ),
    kind19(
        "telnyx_v2_key",
        "vendor",
        "TELNYX_API_KEY={v}",
        'telnyx.api_key = "{v}"',
        value=lambda r: "KEY" + pick(r, "0123456789ABCDEF", 32) + "_" + alnum(r, 22),
    ),
    kind19(
        "plivo_auth_token_pair",
        "vendor",
        "client = plivo.RestClient('MA{U18}', '{v}')",
        value=lambda r: alnum(r, 40),
    ),
)

_IOT: tuple[Kind, ...] = (
    kind19(
        "particle_access_token_cli",
        "vendor",
        "particle call e00fce68{h16} openDoor --access_token {v}",
        value=lambda r: hexs(r, 40),
    ),
    kind19(
        "notehub_session_token",
        "vendor",
        "curl -X GET -H 'X-SESSION-TOKEN: {v}' https://api.notefile.net/v1/projects/app:{uuid}/devices",
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "hologram_apikey_basic",
        "vendor",
        "curl -u apikey:{v} 'https://dashboard.hologram.io/api/1/devices?orgid={d5}'",
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "thingsboard_device_token_url",
        "vendor",
        "mosquitto_pub -d -h tb.fleet.example -t v1/devices/me/telemetry "
        "-u {v} -m '{{\"temp\":21}}'",
        "curl -X POST http://tb.fleet.example/api/v1/{v}/telemetry -d '{{\"rpm\":900}}'",
        value=lambda r: alnum(r, 20),
    ),
    kind19(
        "blynk_auth_token_define",
        "vendor",
        '#define BLYNK_TEMPLATE_ID "TMPL{k8}"\n#define BLYNK_AUTH_TOKEN "{v}"',
        value=lambda r: urlsafe(r, 32),
    ),
    kind19(
        "datacake_token_header",
        "vendor",
        'headers: {{ Authorization: "Token {v}" }}',
        value=lambda r: hexs(r, 40),
    ),
    kind19(
        "tuya_access_secret",
        "vendor",
        "tuya:\n  access_id: {k20}\n  access_secret: {v}\n  endpoint: https://openapi.tuyaeu.com",
        value=lambda r: hexs(r, 32),
    ),
)

_SIGNAGE_CLINIC: tuple[Kind, ...] = (
    kind19(
        "yodeck_api_token_header",
        "vendor",
        "Authorization: Token acme-lobby:{v}",
        value=lambda r: alnum(r, 40),
    ),
    kind19(
        "screencloud_graphql_bearer",
        "vendor",
        "const sc = new GraphQLClient(url, {{ headers: {{ authorization: `Bearer {v}` }} }})",
        value=lambda r: "sc_" + urlsafe(r, 48),
    ),
    kind19(
        "optisigns_api_key_kotlin",
        "vendor",
        'val optisigns = OptiSigns(apiKey = "{v}")',
        value=lambda r: alnum(r, 36),
    ),
    kind19(
        "vetspire_api_key_python",
        "vendor",
        "VETSPIRE = {{'url': 'https://api2.vetspire.com/graphql', 'key': '{v}'}}",
        value=lambda r: hexs(r, 48),
    ),
    kind19(
        "cliniko_key_with_shard",
        "vendor",
        "CLINIKO_API_KEY={v}",
        value=lambda r: "MS0" + alnum(r, 40) + "-au2",
    ),
    kind19(
        "nexhealth_api_key_header",
        "vendor",
        "curl https://nexhealth.info/appointments?subdomain=smiles -H 'Authorization: {v}' "
        "-H 'Nex-Api-Version: v2'",
        value=lambda r: alnum(r, 48),
    ),
    kind19(
        "weave_client_secret_yaml",
        "vendor",
        "weave:\n  location_id: {uuid}\n  client_secret: {v}",
        value=lambda r: urlsafe(r, 40),
    ),
)

_WEAR_FOOD: tuple[Kind, ...] = (
    kind19(
        "fitbit_client_secret_basic",
        "vendor",
        'curl -X POST https://api.fitbit.com/oauth2/token -H "Authorization: Basic $(echo -n '
        "'23{U4}:{v}' | base64)\" -d grant_type=authorization_code",
        value=lambda r: hexs(r, 32),
    ),
    kind19(
        "withings_client_secret_swift",
        "vendor",
        'let withingsSecret = "{v}"',
        value=lambda r: hexs(r, 64),
    ),
    kind19(
        "suunto_subscription_key",
        "vendor",
        "Ocp-Apim-Subscription-Key: {v}\nGET /v2/workouts?since=1730000000",
        value=lambda r: hexs(r, 32),
    ),
    kind19(
        "wahoo_cloud_secret_env",
        "vendor",
        "WAHOO_CLIENT_ID={k43}\nWAHOO_CLIENT_SECRET={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind19(
        "deliverect_client_secret_json",
        "vendor",
        '{{"client_id": "{k24}", "client_secret": "{v}", "audience": "https://api.staging.deliverect.com"}}',
        value=lambda r: urlsafe(r, 64),
    ),
    kind19(
        "ubereats_client_secret_form",
        "vendor",
        "curl -F client_id={k32} -F client_secret={v} -F grant_type=client_credentials "
        "-F scope=eats.store https://auth.uber.com/oauth/v2/token",
        value=lambda r: urlsafe(r, 40),
    ),
    kind19(
        "doordash_drive_signing_secret",
        "vendor",
        'accessKey = {{\n  developer_id: "{uuid}",\n  key_id: "{uuid}",\n'
        '  signing_secret: "{v}",\n}}',
        value=lambda r: urlsafe(r, 43),
    ),
    kind19(
        "chownow_partner_token",
        "vendor",
        "CHOWNOW_PARTNER_TOKEN: {v}",
        value=lambda r: hexs(r, 40),
    ),
    kind19(
        "wolt_venue_api_key",
        "vendor",
        "wolt:\n  venue_id: {h24}\n  api_key: {v}",
        value=lambda r: alnum(r, 48),
    ),
)

_EVENTS_CULTURE: tuple[Kind, ...] = (
    kind19(
        "eventbrite_private_token_query",
        "vendor",
        "https://www.eventbriteapi.com/v3/users/me/?token={v}",
        value=lambda r: pick(r, _UP, 20),
    ),
    kind19(
        "ticket_tailor_basic_key",
        "vendor",
        "curl https://api.tickettailor.com/v1/orders -u {v}:",
        value=lambda r: "sk_" + str(r.randrange(1000, 9999)) + "_" + alnum(r, 40),
    ),
    kind19(
        "pretix_token_header",
        "vendor",
        "Authorization: Token {v}\nGET /api/v1/organizers/choir/events/",
        value=lambda r: lower_alnum(r, 64),
    ),
    kind19(
        "cvent_client_secret_csharp",
        "vendor",
        'var opts = new CventOptions {{ ClientId = "{uuid}", ClientSecret = "{v}" }};',
        value=lambda r: alnum(r, 50),
    ),
    kind19(
        "archivesspace_session_header",
        "vendor",
        "curl -H 'X-ArchivesSpace-Session: {v}' http://aspace.example:8089/repositories/2/resources/1",
        value=lambda r: hexs(r, 64),
    ),
    kind19(
        "omeka_s_key_credential",
        "vendor",
        "https://collections.example/api/items?key_identity={k32}&key_credential={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "europeana_wskey_private",
        "vendor",
        "EUROPEANA_PRIVATE_KEY={v}",
        value=lambda r: alnum(r, 11).lower(),
    ),
    kind19(
        "preservica_password_properties",
        "vendor",
        "preservica.server=eu.preservica.com\npreservica.username=archivist@county.gov\n"
        "preservica.password={v}\npreservica.tenant=COUNTY",
    ),
    kind19(
        "tithely_secret_key",
        "vendor",
        "TITHELY_SECRET={v}",
        value=lambda r: "tly_sk_" + alnum(r, 32),
    ),
    kind19(
        "pushpay_client_secret_ini",
        "vendor",
        "[pushpay]\nclient_id = stmarks-{k8}\nclient_secret = {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind19(
        "donorbox_api_key_basic",
        "vendor",
        "curl -u treasurer@church.example:{v} https://donorbox.org/api/v1/donations",
        value=lambda r: urlsafe(r, 48),
    ),
    kind19(
        "justgiving_app_secret",
        "vendor",
        "x-api-key: {k8}\nx-application-key: {v}",
        value=lambda r: hexs(r, 32),
    ),
)

_ENERGY_LEARN: tuple[Kind, ...] = (
    kind19(
        "entsoe_security_token",
        "vendor",
        "client = EntsoePandasClient(api_key='{v}')",
        value=_uuid,
    ),
    kind19(
        "nordpool_api_password",
        "vendor",
        "nordpool:\n  username: trader.desk2\n  password: {v}\n  area: SE3",
    ),
    kind19(
        "zendrive_sdk_key_swift",
        "vendor",
        'Zendrive.setup(with: ZendriveConfiguration(sdkKey: "{v}", driverId: driverId))',
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "cmt_telematics_secret",
        "vendor",
        "CMT_API_KEY={k32}\nCMT_API_SECRET={v}",
        value=lambda r: hexs(r, 48),
    ),
    kind19(
        "scorm_cloud_app_secret",
        "vendor",
        "ScormCloud.configure('{U10}', '{v}', 'https://cloud.scorm.com/api/v2')",
        value=lambda r: alnum(r, 40),
    ),
    kind19(
        "talentlms_api_key_basic",
        "vendor",
        "curl -u {v}: https://acmetraining.talentlms.com/api/v1/users",
        value=lambda r: alnum(r, 30),
    ),
    kind19(
        "docebo_client_secret_form",
        "vendor",
        "client_id=lms-sync&client_secret={v}&grant_type=password&scope=api&username=sync",
        value=lambda r: hexs(r, 40),
    ),
    kind19(
        "thinkific_api_key_header",
        "vendor",
        "X-Auth-API-Key: {v}\nX-Auth-Subdomain: acme-academy",
        value=lambda r: hexs(r, 32),
    ),
)

_CAD_GIS_SEARCH: tuple[Kind, ...] = (
    kind19(
        "onshape_access_secret_pair",
        "vendor",
        "ONSHAPE_ACCESS_KEY={k24}\nONSHAPE_SECRET_KEY={v}",
        value=lambda r: alnum(r, 48),
    ),
    kind19(
        "arena_plm_login_json",
        "vendor",
        'POST /v1/login\n{{"email": "plm-bot@acme.example", "password": "{v}", '
        '"workspaceId": {d9}}}',
    ),
    kind19(
        "openbom_app_key",
        "vendor",
        "x-openbom-appkey: {v}",
        value=lambda r: hexs(r, 24),
    ),
    kind19(
        "geoserver_admin_rest",
        "vendor",
        "curl -u admin:{v} -XPOST -H 'Content-type: text/xml' "
        "-d '<workspace><name>parcels</name></workspace>' http://gis:8080/geoserver/rest/workspaces",
    ),
    kind19(
        "maptiler_service_token_upload",
        "vendor",
        "curl -H 'Authorization: Token {v}' -F file=@parcels.mbtiles "
        "https://service.maptiler.com/v1/tiles/ingest",
        value=lambda r: hexs(r, 32) + "_" + alnum(r, 40),
    ),
    kind19(
        "carto_api_key_sql",
        "vendor",
        "https://acme.carto.com/api/v2/sql?q=SELECT+*+FROM+parcels&api_key={v}",
        value=lambda r: hexs(r, 40),
    ),
    kind19(
        "typesense_admin_key_header",
        "vendor",
        'curl -H "X-TYPESENSE-API-KEY: {v}" http://localhost:8108/collections',
        value=lambda r: alnum(r, 32),
    ),
    kind19(
        "opensearch_internal_users",
        "vendor",
        "$ curl -ku admin:{v} https://localhost:9200/_plugins/_security/api/account",
    ),
    kind19(
        "manticore_replication_password",
        "vendor",
        "searchd {{\n  listen = 9306:mysql\n  auth_user = indexer\n  auth_pass = {v}\n}}",
    ),
    kind19(
        "quickwit_s3_secret_yaml",
        "vendor",
        "storage:\n  s3:\n    endpoint: https://minio:9000\n    access_key_id: {U20}\n"
        "    secret_access_key: {v}",
        value=lambda r: alnum(r, 40),
    ),
)

_FLAGS_BROWSERS: tuple[Kind, ...] = (
    kind19(
        "flipt_client_token",
        "vendor",
        "FLIPT_CLIENT_TOKEN={v}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind19(
        "devcycle_server_key",
        "vendor",
        "const devcycle = initializeDevCycle('{v}')",
        value=lambda r: "dvc_server_" + _uuid(r).replace("-", "_") + "_" + hexs(r, 7),
    ),
    kind19(
        "eppo_sdk_key_go",
        "vendor",
        'eppoClient, _ := eppoclient.InitClient(eppoclient.Config{{ApiKey: "{v}"}})',
        value=lambda r: urlsafe(r, 43),
    ),
    kind19(
        "kameleoon_client_secret",
        "vendor",
        "kameleoon.client-id={k32}\nkameleoon.client-secret={v}\nkameleoon.site-code={k10}",
        value=lambda r: urlsafe(r, 56),
    ),
    kind19(
        "browserless_token_ws",
        "vendor",
        "const browser = await puppeteer.connect({{ browserWSEndpoint: "
        "'wss://production-sfo.browserless.io?token={v}' }})",
        value=_uuid,
    ),
    kind19(
        "lambdatest_hub_url",
        "vendor",
        "driver = webdriver.Remote('https://qa.bot:{v}@hub.lambdatest.com/wd/hub', options=o)",
        value=lambda r: alnum(r, 50),
    ),
    kind19(
        "apify_token_client",
        "vendor",
        "client = ApifyClient('{v}')",
        value=lambda r: "apify_api_" + alnum(r, 36),
    ),
    kind19(
        "scrapingbee_api_key_param",
        "vendor",
        "params = {{'api_key': '{v}', 'url': target, 'render_js': 'false'}}",
        value=lambda r: pick(r, _UP, 80),
    ),
    kind19(
        "brightdata_zone_proxy",
        "vendor",
        "curl --proxy brd.superproxy.io:33335 --proxy-user "
        "brd-customer-hl_{h8}-zone-web_unlocker1:{v} https://geo.brdtest.com/mygeo.json",
        value=lambda r: lower_alnum(r, 12),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_ERP,
    *_SIGN,
    *_PHONE,
    *_IOT,
    *_SIGNAGE_CLINIC,
    *_WEAR_FOOD,
    *_EVENTS_CULTURE,
    *_ENERGY_LEARN,
    *_CAD_GIS_SEARCH,
    *_FLAGS_BROWSERS,
)
