"""The second part of held-out 21's kinds (`bench/secret_kinds_heldout21.py`): vendors.

Trades no earlier set reached, as their engineers paste keys into an agent:
trading desks and finance back-office (Tradier, Tiingo, Twelve Data, EODHD,
OANDA, Saxo OpenAPI, an IBKR Flex query, LSEG's data platform, a QuickFIX
session, Kyriba, BlackLine, Coupa, Bill.com, Tipalti, Expensify, Brex, Ramp,
SAP Concur), legal and e-discovery (iManage Work, Smokeball, PracticePanther,
LawPay, Actionstep, Logikcull, Nuix, Juro, LEAP), HR and payroll (Personio,
Paychex Flex, Justworks, Remote, Oyster, Papaya Global, Humaans, Kenjo,
Lattice, Culture Amp, UKG Pro, Dayforce, Employment Hero, Paycor), real
estate and property management (Entrata, RealPage, Rent Manager, ResMan,
Reapit, a Rightmove datafeed, Domain, SmartRent, Rently, PropertyMe), hotels
and travel (Duffel, SiteMinder, Channex, Beds24, Hostaway, Lodgify, Smoobu,
Stayntouch, TravelPerk), sports and fitness clubs (Glofox, Zen Planner,
Wodify, PushPress, Virtuagym, Eversports, Playtomic, Daxko, Perfect Gym),
dealerships (Fortellis, Tekion, DealerSocket, MarketCheck, VinAudit,
Dealertrack, RouteOne, vAuto), telecom OSS/BSS (BroadWorks OCI, a Ribbon
SBC, Calix SMx, Adtran Mosaic, Splynx, Sonar, UISP, a TACACS+ key, a
Diameter peer, Ericsson ENM), school and university administration
(Ellucian Ethos, Moodle web services, Schoology, Infinite Campus, Skyward,
Veracross, Slate, Parchment, Turnitin, ClassLink, Wonde). Nonprofits and
retail loyalty programs are in the first file.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pick, pw, urlsafe

__all__ = ["VENDOR_KINDS", "kind21", "uuid21"]

_UP = string.ascii_uppercase + string.digits


def uuid21(r: random.Random) -> str:
    """A random UUID; held-out 21 writes variant digit `9`."""
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-9{h[17:20]}-{h[20:]}"


class _Extras(dict[str, str]):
    """Filler values made on demand: `d7` digits, `h40` hex, `a24` letters and digits,
    `l12` lower case, `u10` capitals, `uuid` a UUID."""

    def __init__(self, r: random.Random, v: str) -> None:
        super().__init__(v=v)
        self.r = r

    def __missing__(self, key: str) -> str:
        r = self.r
        if key == "uuid":
            return uuid21(r)
        makers: dict[str, Callable[[random.Random, int], str]] = {
            "d": digits,
            "h": hexs,
            "a": alnum,
            "l": lower_alnum,
            "u": lambda r, n: pick(r, _UP, n),
        }
        return makers[key[0]](r, int(key[1:]))


def kind21(name: str, group: str, *forms: str, value: Callable[[random.Random], str] = pw) -> Kind:
    """A kind written in one of `forms`: `{v}` the secret, other fields filler (`_Extras`)."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        return v, r.choice(forms).format_map(_Extras(r, v))

    return Kind(name, group, make)


_TRADING: tuple[Kind, ...] = (
    kind21(
        "tradier_bearer_curl",
        "vendor",
        "curl -s https://sandbox.tradier.com/v1/markets/quotes?symbols=SPY "
        '-H "Authorization: Bearer {v}" -H "Accept: application/json"',
        value=lambda r: alnum(r, 28),
    ),
    kind21(
        "tiingo_token_query",
        "vendor",
        "r = requests.get('https://api.tiingo.com/tiingo/daily/aapl/prices', "
        "params={{'startDate': '2026-01-02', 'token': '{v}'}})",
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "twelvedata_apikey_ws",
        "vendor",
        "wscat -c 'wss://ws.twelvedata.com/v1/quotes/price?apikey={v}'",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "eodhd_api_token_env",
        "vendor",
        "EODHD_API_TOKEN={v}\nEODHD_EXCHANGE=XETRA",
        value=lambda r: f"{hexs(r, 14)}.{digits(r, 8)}",
    ),
    kind21(
        "oanda_practice_token",
        "vendor",
        "[oanda]\naccount_id = 101-004-{d7}-001\naccess_token = {v}\nenvironment = practice",
        value=lambda r: f"{hexs(r, 32)}-{hexs(r, 32)}",
    ),
    kind21(
        "saxo_openapi_app_secret",
        "vendor",
        '{{\n  "AppName": "desk-blotter",\n  "AppKey": "{h32}",\n  "AppSecret": "{v}",\n'
        '  "AuthorizationEndpoint": "https://sim.logonvalidation.net/authorize"\n}}',
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "ibkr_flex_query_token",
        "vendor",
        "GET https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/"
        "SendRequest?t={v}&q={d6}&v=3",
        value=lambda r: digits(r, 24),
    ),
    kind21(
        "lseg_rdp_password",
        "vendor",
        "session = rd.session.platform.Definition(app_key='{h40}', "
        "grant=rd.session.platform.GrantPassword(username='GE-A-0123', "
        "password='{v}')).get_session()",
    ),
    kind21(
        "quickfix_session_password",
        "vendor",
        "[SESSION]\nBeginString=FIX.4.4\nSenderCompID=DESK7\nTargetCompID=LMAX\n"
        "Username=desk7-uat\nPassword={v}\nSocketConnectPort=443",
    ),
    kind21(
        "kyriba_client_secret",
        "vendor",
        "kyriba:\n  base_url: https://demo.kyriba.com/gateway\n  client_id: {u12}\n"
        "  client_secret: {v}",
        value=lambda r: urlsafe(r, 36),
    ),
    kind21(
        "blackline_api_key",
        "vendor",
        "$ blackline-sync --instance us2 --user recon_bot --api-key {v} --period 2026-10",
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "coupa_api_key_header",
        "vendor",
        "GET /api/invoices?status=pending_approval HTTP/1.1\nHost: acme.coupahost.com\n"
        "X-COUPA-API-KEY: {v}\nAccept: application/json",
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "billcom_dev_key",
        "vendor",
        "curl -X POST https://gateway.stage.bill.com/connect/v3/login -d '"
        '{{"username":"ap@acme.example","password":"{v}","organizationId":"00801{a10}",'
        '"devKey":"01{a20}"}}\'',
    ),
    kind21(
        "tipalti_master_key",
        "vendor",
        'var tipalti = new TipaltiClient(payerName: "AcmeMedia", masterKey: "{v}", sandbox: true);',
        value=lambda r: b64(r, 44),
    ),
    kind21(
        "expensify_partner_secret",
        "vendor",
        'requestJobDescription={{"type":"file","credentials":{{"partnerUserID":'
        '"aa_api_{l10}","partnerUserSecret":"{v}"}},'
        '"onReceive":{{"immediateResponse":["returnRandomFileName"]}}}}',
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "brex_user_token",
        "vendor",
        'BREX_TOKEN="{v}" python scripts/pull_card_expenses.py --since 2026-10-01',
        value=lambda r: "bxt_" + alnum(r, 40),
    ),
    kind21(
        "ramp_client_credentials",
        "vendor",
        'ramp_client = RampClient(\n    client_id="ramp_id_{a24}",\n    client_secret="{v}",\n)',
        value=lambda r: "ramp_sec_" + alnum(r, 40),
    ),
    kind21(
        "concur_refresh_token",
        "vendor",
        "concur.refresh_token={v}\nconcur.geolocation=https://us2.api.concursolutions.com",
        value=uuid21,
    ),
)

_LEGAL: tuple[Kind, ...] = (
    kind21(
        "imanage_client_secret",
        "vendor",
        "IMANAGE_URL=https://cloudimanage.com\nIMANAGE_CLIENT_ID={uuid}\nIMANAGE_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "smokeball_api_key",
        "vendor",
        "const sb = axios.create({{ baseURL: 'https://api.smokeball.com', "
        "headers: {{ 'x-api-key': '{v}' }} }});",
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "practicepanther_oauth_secret",
        "vendor",
        'practicepanther:\n  client_id: {uuid}\n  client_secret: "{v}"\n'
        "  redirect: https://intake.firm.example/pp/callback",
        value=lambda r: urlsafe(r, 43),
    ),
    kind21(
        "lawpay_secret_key",
        "vendor",
        "LawPay::Client.new(secret_key: '{v}', account_id: '{a22}')",
        value=lambda r: "m_" + alnum(r, 30),
    ),
    kind21(
        "actionstep_refresh_token",
        "vendor",
        "POST /api/oauth/token grant_type=refresh_token&refresh_token={v}&client_id=matters-sync",
        value=lambda r: hexs(r, 64),
    ),
    kind21(
        "logikcull_api_token",
        "vendor",
        "logikcull upload --project 'Smith v Harlow' --token {v} ./production_vol_003/",
        value=lambda r: alnum(r, 36),
    ),
    kind21(
        "nuix_license_server_password",
        "vendor",
        "nuix_console.exe -licencesourcetype server -licencesourcelocation nms01:27443 "
        "-Dnuix.registry.servers=nms01 -Dnuix.nms.password={v} -licenceworkers 4",
    ),
    kind21(
        "juro_api_key",
        "vendor",
        "export JURO_API_KEY='{v}'  # contracts bot, prod workspace",
        value=lambda r: lower_alnum(r, 48),
    ),
    kind21(
        "leap_cloud_client_secret",
        "vendor",
        '<add key="Leap.ClientId" value="{uuid}" />\n<add key="Leap.ClientSecret" value="{v}" />',
        value=lambda r: b64(r, 40),
    ),
)

_HR: tuple[Kind, ...] = (
    kind21(
        "personio_client_secret",
        "vendor",
        "curl -X POST https://api.personio.de/v1/auth "
        "-d client_id=papi-{uuid} -d client_secret=papi-{v}",
        value=lambda r: alnum(r, 48),
    ),
    kind21(
        "paychex_flex_secret",
        "vendor",
        "PAYCHEX_CLIENT_ID={a32}\nPAYCHEX_CLIENT_SECRET={v}\nPAYCHEX_COMPANY=00H{u5}",
        value=lambda r: alnum(r, 24),
    ),
    kind21(
        "justworks_api_token",
        "vendor",
        'headers = {{"Authorization": f"Bearer {{JW}}"}}  # JW = "{v}"',
        value=lambda r: "jw_" + urlsafe(r, 40),
    ),
    kind21(
        "remote_com_api_token",
        "vendor",
        "remote_api:\n  endpoint: https://gateway.remote.com/v1/employments\n  token: {v}",
        value=lambda r: "ra_live_" + alnum(r, 48),
    ),
    kind21(
        "oyster_client_secret",
        "vendor",
        'OysterClient.configure {{ |c| c.client_id = "{a20}"; c.client_secret = "{v}" }}',
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "papaya_global_api_key",
        "vendor",
        "Invoke-RestMethod -Uri https://api.papayaglobal.com/v1/payroll/cycles "
        "-Headers @{{ 'X-Papaya-Key' = '{v}' }}",
        value=lambda r: hexs(r, 48),
    ),
    kind21(
        "humaans_token",
        "vendor",
        "$ http GET https://app.humaans.io/api/people 'Authorization:Bearer {v}'",
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "kenjo_api_key",
        "vendor",
        "kenjo.apiKey={v}\nkenjo.baseUrl=https://api.kenjo.io/api/v1",
        value=lambda r: hexs(r, 64),
    ),
    kind21(
        "lattice_api_key",
        "vendor",
        'LATTICE_API_KEY: "{v}"\nLATTICE_SYNC_MODE: reviews',
        value=lambda r: urlsafe(r, 44),
    ),
    kind21(
        "culture_amp_client_secret",
        "vendor",
        "client = CultureAmp::Client.new(\n  client_id: '{uuid}',\n  client_secret: '{v}'\n)",
        value=lambda r: alnum(r, 64),
    ),
    kind21(
        "ukg_pro_customer_api_key",
        "vendor",
        "<UltiProCredentials>\n  <UserName>svc_payroll</UserName>\n  <Password>{v}</Password>\n"
        "  <UserAPIkey>{u5}</UserAPIkey>\n  <CustomerAPIkey>{u5}</CustomerAPIkey>\n"
        "</UltiProCredentials>",
    ),
    kind21(
        "dayforce_service_password",
        "vendor",
        "dayforce_client = Dayforce(client_namespace='acmeretail', username='DFIntegration', "
        "password='{v}')",
    ),
    kind21(
        "employment_hero_api_key",
        "vendor",
        "curl -u {v}: https://api.yourpayroll.com.au/api/v2/business/{d6}/employee/unstructured",
        value=lambda r: alnum(r, 36),
    ),
    kind21(
        "paycor_subscription_key",
        "vendor",
        "Ocp-Apim-Subscription-Key: {v}\nAuthorization: Bearer <paycor access token>",
        value=lambda r: hexs(r, 32),
    ),
)

_PROPERTY: tuple[Kind, ...] = (
    kind21(
        "entrata_api_password",
        "vendor",
        '{{"auth": {{"type": "basic", "username": "pm_sync", "password": "{v}"}}, '
        '"requestId": "{d5}", "method": {{"name": "getLeases", "version": "r1"}}}}',
    ),
    kind21(
        "realpage_license_key",
        "vendor",
        "<auth>\n  <pmcid>{d7}</pmcid>\n  <siteid>{d7}</siteid>\n  <licensekey>{v}</licensekey>\n"
        "</auth>",
        value=uuid21,
    ),
    kind21(
        "rent_manager_user_password",
        "vendor",
        "POST https://acme.api.rentmanager.com/Authentication/AuthorizeUser\n"
        '{{"Username": "api.integration", "Password": "{v}", "LocationID": 1}}',
    ),
    kind21(
        "resman_integration_key",
        "vendor",
        "RESMAN_INTEGRATION_PARTNER_ID={uuid}\nRESMAN_API_KEY={v}\nRESMAN_ACCOUNT_ID={d5}",
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "reapit_client_secret",
        "vendor",
        "reapit: {{ connectClientId: '{l26}', connectClientSecret: '{v}', "
        "connectUserPoolId: 'eu-west-2_{a9}' }}",
        value=lambda r: lower_alnum(r, 52),
    ),
    kind21(
        "rightmove_datafeed_p12_password",
        "vendor",
        "curl --cert-type P12 --cert rightmove_branch_{d5}.p12:{v} "
        "https://adfapi.rightmove.co.uk/v1/property/sendpropertydetails",
    ),
    kind21(
        "domain_api_key",
        "vendor",
        "DOMAIN_API_KEY=key_{v}\nDOMAIN_AGENCY_ID={d5}",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "smartrent_api_password",
        "vendor",
        "smartrent = SmartRentClient(email='hub-admin@pm.example', password='{v}')",
    ),
    kind21(
        "rently_api_secret",
        "vendor",
        "rently:\n  key: {a20}\n  secret: {v}\n  base: https://app.rently.com/api/v2",
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "propertyme_client_secret",
        "vendor",
        'services.Configure<PropertyMeOptions>(o => {{ o.ClientId = "{uuid}"; '
        'o.ClientSecret = "{v}"; }});',
        value=lambda r: b64(r, 44),
    ),
)

_TRAVEL: tuple[Kind, ...] = (
    kind21(
        "duffel_access_token",
        "vendor",
        'curl https://api.duffel.com/air/offer_requests -H "Duffel-Version: v2" '
        '-H "Authorization: Bearer {v}"',
        value=lambda r: "duffel_test_" + urlsafe(r, 43),
    ),
    kind21(
        "siteminder_pmsxchange_password",
        "vendor",
        "<wsse:UsernameToken>\n  <wsse:Username>HOTEL_{u6}</wsse:Username>\n"
        '  <wsse:Password Type="PasswordText">{v}</wsse:Password>\n</wsse:UsernameToken>',
    ),
    kind21(
        "channex_user_api_key",
        "vendor",
        "channex:\n  url: https://staging.channex.io/api/v1\n  user_api_key: {v}",
        value=lambda r: b64(r, 48),
    ),
    kind21(
        "beds24_refresh_token",
        "vendor",
        "$ curl -H 'refreshToken: {v}' https://beds24.com/api/v2/authentication/token",
        value=lambda r: urlsafe(r, 64),
    ),
    kind21(
        "hostaway_client_secret",
        "vendor",
        "grant_type=client_credentials&client_id={d5}&client_secret={v}&scope=general",
        value=lambda r: hexs(r, 64),
    ),
    kind21(
        "lodgify_api_key",
        "vendor",
        "fetch('https://api.lodgify.com/v2/reservations/bookings', "
        "{{ headers: {{ 'X-ApiKey': '{v}' }} }})",
        value=lambda r: b64(r, 64),
    ),
    kind21(
        "smoobu_api_key",
        "vendor",
        'SMOOBU_API_KEY = "{v}"\nSMOOBU_CHANNEL_ID = {d6}',
        value=lambda r: urlsafe(r, 48),
    ),
    kind21(
        "stayntouch_client_secret",
        "vendor",
        "STAYNTOUCH_CLIENT_ID={h32}\nSTAYNTOUCH_CLIENT_SECRET={v}\nSTAYNTOUCH_HOTEL=HTL-{d4}",
        value=lambda r: hexs(r, 64),
    ),
    kind21(
        "travelperk_api_key",
        "vendor",
        'tp = TravelPerk(api_key="{v}", api_version="1")  # trips for the finance offsite',
        value=lambda r: urlsafe(r, 40),
    ),
)

_CLUBS: tuple[Kind, ...] = (
    kind21(
        "glofox_api_token",
        "vendor",
        "GLOFOX_BRANCH_ID={h24}\nGLOFOX_API_KEY={a32}\nGLOFOX_API_TOKEN={v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind21(
        "zenplanner_api_password",
        "vendor",
        "zp = ZenPlanner(partition='ironworksgym', user='reports', password='{v}')",
    ),
    kind21(
        "wodify_api_key",
        "vendor",
        "curl 'https://api.wodify.com/v1/classes?date=2026-11-30' -H 'x-api-key: {v}'",
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "pushpress_api_key",
        "vendor",
        'const pushpress = new PushPress({{ apiKey: "{v}", companyId: "{uuid}" }});',
        value=lambda r: "pp_" + alnum(r, 36),
    ),
    kind21(
        "virtuagym_club_secret",
        "vendor",
        "https://api.virtuagym.com/api/v1/club/{d5}/member?api_key={a32}&club_secret={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "eversports_api_token",
        "vendor",
        "EVERSPORTS_TOKEN={v} node scripts/import-courts.js --venue padel-nord",
        value=lambda r: hexs(r, 48),
    ),
    kind21(
        "playtomic_client_secret",
        "vendor",
        "playtomic:\n  tenant_id: {uuid}\n  client_id: club-integration\n  client_secret: '{v}'",
        value=lambda r: urlsafe(r, 32),
    ),
    kind21(
        "daxko_operations_password",
        "vendor",
        "DaxkoOps.connect(client_id: 'ymca-{d4}', username: 'dataops', password: '{v}')",
    ),
    kind21(
        "perfectgym_client_secret",
        "vendor",
        "X-Client-Id: gym-{d4}\nX-Client-Secret: {v}\nAccept: application/json",
        value=lambda r: alnum(r, 32),
    ),
)

_DEALERS: tuple[Kind, ...] = (
    kind21(
        "fortellis_api_secret",
        "vendor",
        "FORTELLIS_CLIENT_ID={a32}\nFORTELLIS_CLIENT_SECRET={v}\nSUBSCRIPTION_ID={uuid}",
        value=lambda r: alnum(r, 16),
    ),
    kind21(
        "tekion_app_secret",
        "vendor",
        'tekion.Client(app_id="{uuid}", secret_key="{v}", dealer_id="techmotors_{d4}")',
        value=lambda r: hexs(r, 64),
    ),
    kind21(
        "dealersocket_soap_password",
        "vendor",
        "<soap:Header><AuthHeader><Vendor>AcmeLeads</Vendor><Username>ds_feed</Username>"
        "<Password>{v}</Password></AuthHeader></soap:Header>",
    ),
    kind21(
        "marketcheck_api_key",
        "vendor",
        "curl 'https://mc-api.marketcheck.com/v2/search/car/active?api_key={v}&zip=94107&"
        "radius=50'",
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "vinaudit_key",
        "vendor",
        "vin_report(vin, key: \"{v}\", format: 'json', mode: 'test')",
        value=lambda r: pick(r, _UP, 15),
    ),
    kind21(
        "dealertrack_partner_password",
        "vendor",
        "dealertrack.partner.id=DT{d6}\ndealertrack.partner.password={v}\n"
        "dealertrack.endpoint=https://uat.dealertrack.com/CreditApp",
    ),
    kind21(
        "routeone_shared_secret",
        "vendor",
        "ROUTEONE_DEALER_ID={u5}\nROUTEONE_HMAC_SECRET={v}",
        value=lambda r: b64(r, 44),
    ),
    kind21(
        "vauto_inventory_password",
        "vendor",
        "$ python vauto_pull.py --rooftop 4411 --user feeds@motorsgroup.example --password '{v}'",
    ),
)

_TELECOM: tuple[Kind, ...] = (
    kind21(
        "broadworks_oci_password",
        "vendor",
        '<command xsi:type="LoginRequest22V5"><userId>oci_prov@sp.example</userId>'
        "<password>{v}</password></command>",
    ),
    kind21(
        "ribbon_sbc_rest_password",
        "vendor",
        "curl -k -u restuser"  # two literals: no scanner takes this file's form for a key
        ":{v} https://sbc-edge-01/rest/system/historicalstatistics/1",
    ),
    kind21(
        "calix_smx_password",
        "vendor",
        'smx:\n  host: smx.isp.example\n  port: 18443\n  username: northbound\n  password: "{v}"',
    ),
    kind21(
        "adtran_mosaic_token",
        "vendor",
        "X-Auth-Token: {v}\nGET /api/restconf/data/adtran-cloud-platform-orchestration:services",
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "splynx_api_secret",
        "vendor",
        "$api = new SplynxApi('https://billing.wisp.example', '{h32}', '{v}');",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "sonar_isp_token",
        "vendor",
        'SONAR_INSTANCE=fibernorth.sonar.software\nSONAR_TOKEN="{v}"',
        value=lambda r: (
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9." + urlsafe(r, 60) + "." + urlsafe(r, 40)
        ),
    ),
    kind21(
        "uisp_nms_key",
        "vendor",
        "curl -H 'x-auth-token: {v}' https://uisp.wisp.example/nms/api/v2.1/devices",
        value=uuid21,
    ),
    kind21(
        "tacacs_plus_key",
        "vendor",
        "tacacs-server host 10.40.0.10 key 7 {v}\naaa authentication login default group tacacs+ "
        "local",
        value=lambda r: hexs(r, 22).upper(),
    ),
    kind21(
        "diameter_peer_secret",
        "vendor",
        'ConnectPeer = "pcrf1.core.example" {{ ConnectTo = "10.9.0.4"; No_TLS; }};\n'
        'TLS_Cred = "/etc/freeDiameter/pcrf.pem", "/etc/freeDiameter/pcrf.key";\n'
        "# key passphrase: {v}",
    ),
    kind21(
        "ericsson_enm_password",
        "vendor",
        "session = enmscripting.open('https://enm.ops.example').with_credentials("
        "enmscripting.security.authenticator.UsernameAndPassword('pm_export', '{v}'))",
    ),
)

_SCHOOLS: tuple[Kind, ...] = (
    kind21(
        "ellucian_ethos_api_key",
        "vendor",
        "curl -X POST https://integrate.elluciancloud.com/auth -H 'Authorization: Bearer {v}'",
        value=uuid21,
    ),
    kind21(
        "moodle_wstoken",
        "vendor",
        "https://vle.college.example/webservice/rest/server.php?wstoken={v}"
        "&wsfunction=core_user_get_users&moodlewsrestformat=json",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "schoology_consumer_secret",
        "vendor",
        "schoology:\n  consumer_key: {h40}\n  consumer_secret: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "infinite_campus_client_secret",
        "vendor",
        "IC_ONEROSTER_URL=https://district.infinitecampus.org/campus/api/oneroster/v1p2/district\n"
        "IC_CLIENT_KEY={a24}\nIC_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "skyward_api_secret",
        "vendor",
        'SkywardClient client = new SkywardClient("https://skyward.isd.example/API", '
        '"{a20}", "{v}");',
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "veracross_client_secret",
        "vendor",
        'veracross.client_id = "{a24}"\nveracross.client_secret = "{v}"\n'
        'veracross.school_route = "northfield"',
        value=lambda r: urlsafe(r, 48),
    ),
    kind21(
        "slate_query_password",
        "vendor",
        "curl -u 'svc_sis"  # two literals: no scanner takes this file's form for a key
        ":{v}' 'https://apply.university.example/manage/query/run?id={uuid}&"
        "cmd=service&output=json'",
    ),
    kind21(
        "parchment_api_key",
        "vendor",
        "PARCHMENT_API_KEY={v}\nPARCHMENT_INSTITUTION_ID={d6}",
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "turnitin_tca_key",
        "vendor",
        "X-Turnitin-Integration-Name: moodle-tii\nX-Turnitin-Integration-Version: 4.2\n"
        "Authorization: Bearer {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "classlink_oneroster_secret",
        "vendor",
        "oneroster = OneRosterClient('https://district-ca.oneroster.com/ims/oneroster/v1p1', "
        "key='{h24}', secret='{v}')",
        value=lambda r: hexs(r, 24),
    ),
    kind21(
        "wonde_school_token",
        "vendor",
        "$client = new \\Wonde\\Client('{v}');\n$school = $client->school('A{d9}');",
        value=lambda r: hexs(r, 40),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_TRADING,
    *_LEGAL,
    *_HR,
    *_PROPERTY,
    *_TRAVEL,
    *_CLUBS,
    *_DEALERS,
    *_TELECOM,
    *_SCHOOLS,
)
