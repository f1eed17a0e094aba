"""The second part of held-out 15's kinds (`bench/secret_kinds_heldout15.py`): vendors.

Trades no earlier set reached, as their engineers paste keys into an agent:
logistics and shipping (ShipEngine, FedEx, UPS, DHL, AfterShip, Onfleet,
project44), fleets and cars (Samsara, Geotab, Smartcar, Tesla, Motive,
Teltonika), travel and booking (Amadeus, Sabre, Hotelbeds, Booking.com, Kiwi,
Cloudbeds, Mews, Guesty), HR and payroll (Gusto, Workday, ADP, Rippling, Deel,
Greenhouse, Lever, HiBob, Paylocity, Workable), education (Blackboard,
Brightspace, Clever, OneRoster, PowerSchool), legal and e-discovery
(Relativity, Clio, NetDocuments, Ironclad, Adobe Sign), insurance (Socotra,
Guidewire), real estate (Bridge, Trestle, Spark, Yardi, AppFolio, ATTOM,
Buildium), energy (Enphase, SolarEdge, Octopus Energy, a Powerwall,
UtilityAPI, EIA, WattTime, Electricity Maps), retail tills (Clover,
Lightspeed, Toast, Loyverse, Zettle, Revel), newsrooms (NewsAPI, Ghost,
Brightcove, JW Player, Arc XP, Getty, AP, Parse.ly, WordPress application
passwords). Science portals, self-hosted tools and enterprise middleware are
in `bench/secret_kinds_heldout15_labs.py`.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Gen, Kind, alnum, b64, digits, hexs, lower_alnum, pw, urlsafe, uuid4
from bench.secret_kinds_heldout12_more import jwt, pick

__all__ = ["VENDOR_KINDS", "kind15", "uuid15"]

_UP = string.ascii_uppercase + string.digits
_UPHEX = "0123456789ABCDEF"


def uuid15(r: random.Random) -> str:
    """A random UUID for held-out 15 (its own seed; the variant digit of held-out 9)."""
    return uuid4(r, "9")


class _Extras(dict[str, str]):
    """A form's filled-in extras, each drawn afresh: `{h8}`..`{h64}` hex, `{k8}`..`{k64}`
    letters and digits, `{d5}`..`{d12}` digits, `{U8}`.. capitals and digits, `{uuid}`,
    `{aws}` an access key id."""

    def __init__(self, r: random.Random, v: str) -> None:
        super().__init__(v=v)
        self.r = r

    def __missing__(self, key: str) -> str:
        r = self.r
        if key == "uuid":
            return uuid15(r)
        if key == "aws":
            return "AKIA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        n = int(key[1:])
        if key[0] == "h":
            return hexs(r, n)
        if key[0] == "d":
            return digits(r, n)
        if key[0] == "U":
            return pick(r, _UP, n)
        return alnum(r, n)


def kind15(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms`, `{v}` its secret, each extra a fresh value."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        return v, r.choice(forms).format_map(_Extras(r, v))

    return Kind(name, group, make)


def _sabre_double_b64(r: random.Random) -> str:
    client = base64.b64encode(f"V1:{lower_alnum(r, 12)}:DEVCENTER:EXT".encode()).decode()
    secret = base64.b64encode(alnum(r, 8).encode()).decode()
    return base64.b64encode(f"{client}:{secret}".encode()).decode()


def _mews_token(r: random.Random) -> str:
    return pick(r, _UPHEX, 32) + "-" + pick(r, _UPHEX, 31)


def _wp_app_password(r: random.Random) -> str:
    return " ".join(alnum(r, 4) for _ in range(6))


def _upper_alnum(n: int) -> Gen:
    return lambda r: pick(r, _UP, n)


def _octopus_energy(r: random.Random) -> str:
    return "sk_live_" + alnum(r, 24)


def _greenhouse_basic(r: random.Random) -> str:
    return base64.b64encode(f"{hexs(r, 32)}:".encode()).decode()


def _short_upper(r: random.Random) -> str:
    return pick(r, string.ascii_uppercase, 2) + pick(r, string.digits, 3)


_LOGISTICS: tuple[Kind, ...] = (
    kind15(
        "shipengine_api_key_header",
        "header",
        "curl -X POST https://api.shipengine.com/v1/labels -H 'API-Key: {v}' "
        "-H 'Content-Type: application/json' -d @label-request.json",
        value=lambda r: "TEST_" + urlsafe(r, 43),
    ),
    kind15(
        "fedex_client_credentials_form",
        "form",
        "curl -X POST https://apis-sandbox.fedex.com/oauth/token "
        "-H 'Content-Type: application/x-www-form-urlencoded' "
        "-d 'grant_type=client_credentials&client_id=l7{k30}&client_secret={v}'",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "ups_httpbasicauth_positional",
        "code",
        "resp = requests.post(\n    'https://wwwcie.ups.com/security/v1/oauth/token',\n"
        "    auth=HTTPBasicAuth(UPS_CLIENT_ID, '{v}'),\n"
        "    data={{'grant_type': 'client_credentials'}},\n)",
        value=lambda r: alnum(r, 64),
    ),
    kind15(
        "dhl_api_key_header",
        "header",
        "GET /track/shipments?trackingNumber={d10} HTTP/1.1\nHost: api-eu.dhl.com\n"
        "DHL-API-Key: {v}\nAccept: application/json",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "aftership_asat_header",
        "header",
        'const res = await fetch("https://api.aftership.com/tracking/2024-10/trackings", {{\n'
        '  headers: {{ "as-api-key": "{v}", "Content-Type": "application/json" }},\n}});',
        value=lambda r: "asat_" + hexs(r, 32),
    ),
    kind15(
        "onfleet_node_constructor",
        "code",
        "const Onfleet = require('@onfleet/node-onfleet');\nconst onfleet = new Onfleet('{v}');",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "project44_properties_secret",
        "config",
        "p44.api.base=https://na12.api.project44.com\np44.oauth.clientId={uuid}\n"
        "p44.oauth.clientSecret={v}\np44.poll.seconds=60",
        value=lambda r: alnum(r, 40),
    ),
)

_FLEET: tuple[Kind, ...] = (
    kind15(
        "samsara_go_bearer",
        "code",
        'req, _ := http.NewRequest("GET", "https://api.samsara.com/fleet/vehicles", nil)\n'
        'req.Header.Set("Authorization", "Bearer {v}")',
        value=lambda r: "samsara_api_" + alnum(r, 30),
    ),
    kind15(
        "geotab_authenticate_jsonrpc",
        "config",
        'POST https://my.geotab.com/apiv1\n{{"method": "Authenticate", "params": '
        '{{"database": "corp_fleet", "userName": "api@corp.dev", "password": "{v}"}}}}',
    ),
    kind15(
        "smartcar_uuid_secret_env",
        "config",
        "# .env.local\nSMARTCAR_CLIENT_ID={uuid}\nSMARTCAR_CLIENT_SECRET={v}\n"
        "SMARTCAR_REDIRECT_URI=https://fleet.corp.dev/exchange",
        value=uuid15,
    ),
    kind15(
        "tesla_fleet_refresh_token",
        "config",
        "tesla_fleet:\n  region: na\n  refresh_token: {v}\n  vehicle_tag: 5YJ3E1EA7KF{d6}",
        value=lambda r: "NA_" + hexs(r, 64),
    ),
    kind15(
        "motive_x_api_key_uuid",
        "header",
        "curl -s https://api.gomotive.com/v1/vehicles -H 'accept: application/json' "
        "-H 'X-Api-Key: {v}'",
        value=uuid15,
    ),
    kind15(
        "teltonika_sms_password",
        "prose",
        'Send this SMS to the tracker: "fleetadm {v} setparam 2001:iot.corp;2002:;2003:"',
        value=lambda r: alnum(r, 8),
    ),
)

_TRAVEL: tuple[Kind, ...] = (
    kind15(
        "amadeus_client_kwargs",
        "code",
        "from amadeus import Client\n"
        "amadeus = Client(client_id='{k32}', client_secret='{v}', hostname='production')",
        value=lambda r: alnum(r, 16),
    ),
    kind15(
        "sabre_double_base64",
        "config",
        "SABRE_TOKEN_URL=https://api.cert.platform.sabre.com/v2/auth/token\nSABRE_CREDENTIALS={v}",
        value=_sabre_double_b64,
    ),
    kind15(
        "hotelbeds_inline_signature",
        "code",
        "signature = hashlib.sha256(\n"
        '    (HOTELBEDS_KEY + "{v}" + str(int(time.time()))).encode()\n).hexdigest()',
        value=lambda r: alnum(r, 10),
    ),
    kind15(
        "booking_xml_credentials",
        "config",
        '<?xml version="1.0" encoding="UTF-8"?>\n<request>\n  <username>corp_channel</username>\n'
        "  <password>{v}</password>\n  <hotel_id>{d7}</hotel_id>\n</request>",
    ),
    kind15(
        "kiwi_tequila_apikey_header",
        "header",
        "curl 'https://api.tequila.kiwi.com/v2/search?fly_from=PRG&fly_to=LIS&date_from="
        "01/12/2026' -H 'apikey: {v}'",
        value=lambda r: urlsafe(r, 32),
    ),
    kind15(
        "cloudbeds_php_services",
        "code",
        "'cloudbeds' => [\n    'client_id' => 'live1_{d5}_{k16}',\n"
        "    'client_secret' => '{v}',\n],",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "mews_client_token_json",
        "config",
        '{{"ClientToken": "{v}", "AccessToken": "{U32}-{U31}", '
        '"Client": "Corp PMS 1.0", "Limitation": {{"Count": 100}}}}',
        value=_mews_token,
    ),
    kind15(
        "guesty_ruby_client",
        "code",
        'guesty = Guesty::Client.new(client_id: ENV.fetch("GUESTY_ID"), client_secret: "{v}")',
        value=lambda r: urlsafe(r, 64),
    ),
)

_HR: tuple[Kind, ...] = (
    kind15(
        "gusto_token_file",
        "config",
        '$ cat .gusto_token.json\n{{"access_token": "{k43}", "refresh_token": "{v}", '
        '"token_type": "bearer", "expires_in": 7200, "created_at": 1764392000}}',
        value=lambda r: alnum(r, 43),
    ),
    kind15(
        "workday_wsse_password_text",
        "config",
        '<wsse:Security soapenv:mustUnderstand="1">\n  <wsse:UsernameToken>\n'
        "    <wsse:Username>ISU_Payroll@corp</wsse:Username>\n"
        '    <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-'
        'username-token-profile-1.0#PasswordText">{v}</wsse:Password>\n'
        "  </wsse:UsernameToken>\n</wsse:Security>",
    ),
    kind15(
        "adp_pfx_passphrase",
        "code",
        "const agent = new https.Agent({{\n  pfx: fs.readFileSync('certs/adp.p12'),\n"
        "  passphrase: '{v}',\n}});",
    ),
    kind15(
        "rippling_httpx_headers",
        "code",
        'client = httpx.Client(base_url="https://api.rippling.com", '
        'headers={{"Authorization": "Bearer {v}"}})',
        value=lambda r: alnum(r, 64),
    ),
    kind15(
        "deel_axios_create",
        "code",
        "const deel = axios.create({{\n  baseURL: 'https://api.letsdeel.com/rest/v2',\n"
        "  headers: {{ Authorization: 'Bearer {v}' }},\n}});",
        value=lambda r: urlsafe(r, 48),
    ),
    kind15(
        "greenhouse_harvest_ruby_basic",
        "code",
        'req = Net::HTTP::Get.new(URI("https://harvest.greenhouse.io/v1/candidates"))\n'
        'req["Authorization"] = "Basic {v}"',
        value=_greenhouse_basic,
    ),
    kind15(
        "lever_key_as_user",
        "code",
        'r = requests.get("https://api.lever.co/v1/postings", auth=("{v}", ""))',
        value=lambda r: alnum(r, 48),
    ),
    kind15(
        "hibob_xh_service_user",
        "cli",
        "xh -a SERVICE-{d5}:{v} POST https://api.hibob.com/v1/people/search "
        "fields:='[\"root.id\"]'",
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "paylocity_powershell_body",
        "code",
        "$body = @{{ grant_type = 'client_credentials'; client_id = '{k20}'; "
        "client_secret = '{v}' }}\n"
        "Invoke-RestMethod -Method Post -Uri $PaylocityToken -Body $body",
        value=lambda r: b64(r, 88),
    ),
    kind15(
        "workable_httr2_bearer",
        "code",
        'req <- request("https://corp.workable.com/spi/v3/jobs") |>\n'
        '  req_auth_bearer_token("{v}")',
        value=lambda r: hexs(r, 64),
    ),
    kind15(
        "ashby_envrc",
        "config",
        "# .envrc (direnv)\nexport ASHBY_API_KEY={v}\nexport ASHBY_ORG=corp",
        value=lambda r: hexs(r, 64),
    ),
)

_EDUCATION: tuple[Kind, ...] = (
    kind15(
        "blackboard_key_secret_env",
        "config",
        "BB_HOST=https://learn.corp.edu\nBB_KEY={uuid}\nBB_SECRET={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "brightspace_app_context",
        "code",
        "ID2LAppContext ctx = new D2LAppContextFactory()\n"
        '    .createSecurityContext("{k22}", "{v}");',
        value=lambda r: urlsafe(r, 22),
    ),
    kind15(
        "clever_district_bearer",
        "header",
        'curl -s https://api.clever.com/v3.0/users?role=teacher -H "Authorization: Bearer {v}"',
        value=lambda r: hexs(r, 40),
    ),
    kind15(
        "oneroster_oauth1_session",
        "code",
        "session = OAuth1Session(\n    client_key='{h24}',\n    client_secret='{v}',\n"
        "    signature_method='HMAC-SHA256',\n)",
        value=lambda r: hexs(r, 24),
    ),
    kind15(
        "powerschool_printf_base64",
        "cli",
        "PS_AUTH=$(printf '%s:%s' \"$PS_CLIENT_ID\" '{v}' | base64 -w0)",
        value=uuid15,
    ),
)

_LEGAL: tuple[Kind, ...] = (
    kind15(
        "relativity_pscredential",
        "code",
        "$cred = New-Object System.Management.Automation.PSCredential("
        "'svc-relativity@corp.law', (ConvertTo-SecureString '{v}' -AsPlainText -Force))",
    ),
    kind15(
        "clio_elixir_config",
        "code",
        'config :clio,\n  client_id: "{k40}",\n  client_secret: "{v}",\n  region: "ca"',
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "netdocuments_pipe_user",
        "cli",
        "curl -u 'AP-{U8}|CA-{U8}:{v}' -d grant_type=client_credentials "
        "-d scope=full https://api.vault.netvoyage.com/v1/OAuth",
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "ironclad_ts_constructor",
        "code",
        "const ironclad = new Ironclad({{ token: '{v}', baseUrl: 'https://ironcladapp.com' }});",
        value=lambda r: hexs(r, 64),
    ),
    kind15(
        "adobe_sign_integration_key",
        "header",
        "GET /api/rest/v6/agreements HTTP/1.1\nHost: api.na4.adobesign.com\n"
        "Authorization: Bearer {v}",
        value=lambda r: "3AAABL" + alnum(r, 58),
    ),
)

_INSURANCE_REALTY: tuple[Kind, ...] = (
    kind15(
        "socotra_authenticate_body",
        "cli",
        "curl -X POST https://api.sandbox.socotra.com/account/authenticate "
        '-H \'Content-Type: application/json\' -d \'{{"username": "alice.lee", '
        '"password": "{v}", "hostName": "corp-configeditor.co.sandbox.socotra.com"}}\'',
    ),
    kind15(
        "guidewire_gw_properties",
        "config",
        "# suite-config/gw.properties\ngw.pc.integration.user=su_integration\n"
        "gw.pc.integration.password={v}\ngw.pc.url=https://pc.corp-ins.dev/pc",
    ),
    kind15(
        "bridge_odata_access_token",
        "form",
        "https://api.bridgedataoutput.com/api/v2/OData/actris/Property?"
        "access_token={v}&$top=10&$select=ListingKey,ListPrice",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "trestle_clientcredentials_go",
        "code",
        'conf := clientcredentials.Config{{ClientID: "trestle_corp_{d5}", ClientSecret: "{v}", '
        'TokenURL: "https://api-trestle.corelogic.com/trestle/oidc/connect/token"}}',
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "spark_oauth_scheme",
        "header",
        "GET /v1/listings?_limit=25 HTTP/1.1\nHost: sparkapi.com\nAuthorization: OAuth {v}\n"
        "X-SparkApi-User-Agent: CorpMLS",
        value=lambda r: lower_alnum(r, 25),
    ),
    kind15(
        "yardi_zeep_kwargs",
        "code",
        "client.service.GetPropertyConfigurations(\n    UserName='corpapi', Password='{v}',\n"
        "    ServerName='afqoml_corp', Database='afqoml_corp_live', Platform='SQL Server',\n"
        "    InterfaceEntity='Corp Portal')",
    ),
    kind15(
        "appfolio_url_userinfo",
        "form",
        "curl 'https://{h32}:{v}@corp.appfolio.com/api/v1/reports/rent_roll.json'",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "attom_fetch_apikey",
        "code",
        "fetch('https://api.gateway.attomdata.com/propertyapi/v1.0.0/property/detail?"
        "address1=4529%20Winona%20Ct', {{ headers: {{ apikey: '{v}', accept: "
        "'application/json' }} }})",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "buildium_client_secret_header",
        "header",
        "x-buildium-client-id: {uuid}\nx-buildium-client-secret: {v}",
        value=lambda r: b64(r, 43) + "=",
    ),
)

_ENERGY: tuple[Kind, ...] = (
    kind15(
        "enphase_key_query",
        "form",
        "curl 'https://api.enphaseenergy.com/api/v4/systems/{d7}/summary?key={v}' "
        "-H 'Authorization: Bearer '$ENPHASE_TOKEN",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "solaredge_api_key_query",
        "form",
        "https://monitoringapi.solaredge.com/site/{d7}/overview?api_key={v}",
        value=_upper_alnum(32),
    ),
    kind15(
        "octopus_energy_basic_user",
        "cli",
        'curl -u "{v}:" https://api.octopus.energy/v1/accounts/A-{U8}/',
        value=_octopus_energy,
    ),
    kind15(
        "powerwall_local_login",
        "cli",
        "curl -k -X POST https://192.168.91.1/api/login/Basic -H 'Content-Type: "
        'application/json\' -d \'{{"username":"customer","password":"{v}",'
        '"email":"ops@corp.dev","force_sm_off":false}}\'',
        value=_short_upper,
    ),
    kind15(
        "utilityapi_reqwest_bearer",
        "code",
        'let meters = client\n    .get("https://utilityapi.com/api/v2/meters")\n'
        '    .bearer_auth("{v}")\n    .send()\n    .await?;',
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "eia_r_set_key",
        "code",
        'library(eia)\neia_set_key("{v}")\nx <- eia_data("electricity/retail-sales")',
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "watttime_basic_auth",
        "code",
        "login = requests.get('https://api.watttime.org/login', "
        "auth=HTTPBasicAuth('corp_grid', '{v}'))",
    ),
    kind15(
        "electricitymaps_auth_token",
        "header",
        "curl 'https://api.electricitymap.org/v3/carbon-intensity/latest?zone=DE' "
        "-H 'auth-token: {v}'",
        value=lambda r: alnum(r, 20),
    ),
)

_RETAIL: tuple[Kind, ...] = (
    kind15(
        "clover_bearer_uuid",
        "header",
        "curl https://api.clover.com/v3/merchants/{U13}/orders?limit=5 "
        '-H "Authorization: Bearer {v}"',
        value=uuid15,
    ),
    kind15(
        "lightspeed_refresh_form",
        "form",
        "POST /oauth/access_token.php HTTP/1.1\nHost: cloud.lightspeedapp.com\n"
        "Content-Type: application/x-www-form-urlencoded\n\n"
        "refresh_token={v}&client_id={h32}&grant_type=refresh_token",
        value=lambda r: hexs(r, 40),
    ),
    kind15(
        "toast_machine_client_json",
        "config",
        '{{"clientId": "{k32}", "clientSecret": "{v}", "userAccessType": "TOAST_MACHINE_CLIENT"}}',
        value=lambda r: urlsafe(r, 64),
    ),
    kind15(
        "loyverse_guzzle_headers",
        "code",
        "$pos = new \\GuzzleHttp\\Client(['base_uri' => 'https://api.loyverse.com/v1.0/',\n"
        "    'headers' => ['Authorization' => 'Bearer {v}']]);",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "zettle_jwt_assertion",
        "form",
        "curl -X POST https://oauth.zettle.com/token -d "
        "'grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&client_id={uuid}&assertion={v}'",
        value=jwt,
    ),
    kind15(
        "revel_key_colon_secret",
        "header",
        "GET /resources/Order/?limit=20 HTTP/1.1\nHost: corp.revelup.com\n"
        "API-AUTHENTICATION: {h32}:{v}",
        value=lambda r: alnum(r, 64),
    ),
    kind15(
        "lightspeed_x_personal_token",
        "header",
        "curl https://corp.retail.lightspeed.app/api/2.0/products -H 'Authorization: Bearer {v}'",
        value=lambda r: "lsxs_pt_" + alnum(r, 32),
    ),
)

_NEWSROOM: tuple[Kind, ...] = (
    kind15(
        "newsapi_query_apikey",
        "form",
        "GET https://newsapi.org/v2/top-headlines?country=de&category=business&apiKey={v}",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "ghost_admin_id_secret",
        "config",
        "GHOST_URL=https://news.corp.dev\nGHOST_ADMIN_API_KEY={h24}:{v}",
        value=lambda r: hexs(r, 64),
    ),
    kind15(
        "brightcove_oauth_kwargs",
        "code",
        'oauth = BrightcoveOAuth(account_id="{d13}", client_id="{uuid}",\n'
        '                        client_secret="{v}")',
        value=lambda r: urlsafe(r, 86),
    ),
    kind15(
        "jwplayer_ruby_configure",
        "code",
        'JWPlatform.configure do |c|\n  c.api_key = "{k8}"\n  c.api_secret = "{v}"\nend',
        value=lambda r: alnum(r, 24),
    ),
    kind15(
        "arc_xp_content_bearer",
        "header",
        "curl 'https://api.corp.arcpublishing.com/content/v4/?website=corp&_id={U26}' "
        "-H 'Authorization: Bearer {v}'",
        value=lambda r: alnum(r, 32) + pick(r, _UP, 32) + alnum(r, 32),
    ),
    kind15(
        "getty_headers_dict",
        "code",
        "headers = {{'Api-Key': '{v}', 'Accept': 'application/json'}}\n"
        "r = requests.get('https://api.gettyimages.com/v3/search/images?phrase=flood', "
        "headers=headers)",
        value=lambda r: lower_alnum(r, 24),
    ),
    kind15(
        "parsely_secret_query",
        "form",
        "https://api.parsely.com/v2/analytics/posts?apikey=news.corp.dev&secret={v}&days=1",
        value=lambda r: urlsafe(r, 43),
    ),
    kind15(
        "wordpress_application_password",
        "cli",
        'curl --user "editor:{v}" https://news.corp.dev/wp-json/wp/v2/posts?status=draft',
        value=_wp_app_password,
    ),
    kind15(
        "ap_media_apikey_query",
        "form",
        "https://api.ap.org/media/v/content/feed?q=productid:{d5}&apikey={v}",
        value=lambda r: alnum(r, 32),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_LOGISTICS,
    *_FLEET,
    *_TRAVEL,
    *_HR,
    *_EDUCATION,
    *_LEGAL,
    *_INSURANCE_REALTY,
    *_ENERGY,
    *_RETAIL,
    *_NEWSROOM,
)
