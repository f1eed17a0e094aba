"""The second part of held-out 17's kinds (`bench/secret_kinds_heldout17.py`): vendors.

Trades no earlier set reached, as their engineers paste keys into an agent:
freight forwarding and customs (Flexport, CargoWise eAdaptor, Freightos, an
ACE ABI filer, Magaya, SeaRates), lab software and LIMS (Benchling,
LabArchives, eLabFTW, Illumina BaseSpace, Quartzy, Labguru, a chromatography
data system), game backends and anti-cheat (Nakama, Photon, Hathora, Edgegap,
mod.io, Unity Gaming Services, a server's anti-cheat secret), ad-tech (The
Trade Desk, Criteo, Prebid Server, Xandr, Taboola, Outbrain), maps and
satellite imagery (Maxar, TomTom, HERE, Mapillary, SkyFi, Capella), HPC
(Slurm accounting, a MUNGE key, PBS job variables, JupyterHub services, Open
OnDemand, XDMoD), firmware OTA (Mender, Memfault, hawkBit, nRF Cloud,
SWUpdate), exchanges' sub-accounts (KuCoin, Bitfinex through ccxt, Bitstamp,
Gemini, Crypto.com), niche observability (SigNoz, Uptrace, HyperDX,
OpenObserve, Graylog, Seq), newsletters (beehiiv, Buttondown, EmailOctopus,
Sendy, Mailcoach), print on demand (Printful, Printify, Gelato, Prodigi,
Lulu), EV charging and parking (OCPP charge points, ChargePoint's SOAP API,
Easee, a parking app, a pay station), libraries (OCLC, Ex Libris Alma, Koha's
SIP2), a veterinary PMS (ezyVet), church management (Planning Center),
aviation (FlightAware AeroAPI), maritime AIS (Spire), weather (Meteomatics),
localisation (Smartling, Lokalise) and studio booking (Mindbody).
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, b58, digits, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout12_more import jwt
from bench.secret_kinds_heldout15_more import kind15 as kind17

__all__ = ["VENDOR_KINDS", "kind17", "uuid17"]

_UP = string.ascii_uppercase + string.digits


def uuid17(r: random.Random) -> str:
    """A random UUID; held-out 17 writes variant digit `b`."""
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _b64_bytes(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _basic(user: str, secret: str) -> str:
    return base64.b64encode(f"{user}:{secret}".encode()).decode()


def _gelato(r: random.Random) -> str:
    return f"{uuid17(r)}-{uuid17(r)}:{uuid17(r)}"


def _sanctum(r: random.Random) -> str:
    return f"{r.randrange(2, 400)}|{alnum(r, 40)}"


_FREIGHT_LAB: tuple[Kind, ...] = (
    kind17(
        "flexport_bearer_versioned",
        "header",
        "curl 'https://api.flexport.com/shipments?page=1&per=50' \\\n"
        "  -H 'Authorization: Bearer {v}' \\\n  -H 'Flexport-Version: 2'",
        value=lambda r: urlsafe(r, 48),
    ),
    kind17(
        "cargowise_eadaptor_settings_xml",
        "code",
        "<eAdaptorSettings>\n  <Url>https://acme{d3}.wisegrid.example/eAdaptor</Url>\n"
        "  <Username>EDI_ACMEFWD</Username>\n  <Password>{v}</Password>\n</eAdaptorSettings>",
    ),
    kind17(
        "freightos_apikey_query",
        "vendor",
        "GET https://sandbox.freightos.com/api/v1/freightEstimates?apikey={v}"
        "&origin=CNSHA&destination=USLAX&load=1x40HC",
        value=lambda r: alnum(r, 32),
    ),
    kind17(
        "ace_abi_filer_ini",
        "form",
        "[ABI]\nfiler_code=K{U2}\nsubmitter=ACMEBRK\nport=2704\ntransmit_password={v}\n",
        value=lambda r: pw(r, 10),
    ),
    kind17(
        "magaya_start_session_csharp",
        "code",
        'var ok = magaya.StartSession("networkadmin", "{v}", out int accessKey);',
    ),
    kind17(
        "searates_getenv_default",
        "code",
        'tracker = SeaRates(api_key=os.getenv("SEARATES_API_KEY", "{v}"))',
        value=lambda r: alnum(r, 40),
    ),
    kind17(
        "benchling_httpie_key_user",
        "cli",
        "http -a {v}: GET https://acme.benchling.com/api/v2/dna-sequences pageSize==50",
        value=lambda r: "sk_" + alnum(r, 30),
    ),
    kind17(
        "labarchives_r_access_password",
        "code",
        'la <- labarchives_client(akid = "acme_eln", access_password = "{v}")',
        value=lambda r: alnum(r, 24),
    ),
    kind17(
        "elabftw_authorization_raw",
        "header",
        'curl -H "Authorization: {v}" https://elab.lab.example/api/v2/experiments?limit=20',
        value=lambda r: f"{r.randrange(2, 40)}-{hexs(r, 84)}",
    ),
    kind17(
        "basespace_default_cfg",
        "cli",
        "$ cat ~/.basespace/default.cfg\napiServer   = https://api.basespace.illumina.com\n"
        "accessToken = {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind17(
        "quartzy_access_token_fetch",
        "header",
        'fetch("https://api.quartzy.com/order-requests", '
        '{{ headers: {{ "Access-Token": "{v}" }} }})',
        value=lambda r: alnum(r, 40),
    ),
    kind17(
        "labguru_token_query",
        "vendor",
        "https://my.labguru.com/api/v1/experiments.json?token={v}&page=3",
        value=lambda r: hexs(r, 32),
    ),
    kind17(
        "chromeleon_datavault_ini",
        "form",
        "[DataVault]\nServer=CMSRV01\nVault=QC_LAB\nUser=cds_service\nPwd={v}",
        value=lambda r: pw(r, 12),
    ),
)

_GAMES_ADS_MAPS: tuple[Kind, ...] = (
    kind17(
        "nakama_server_key_flag",
        "cli",
        "docker run -p 7350:7350 heroiclabs/nakama:3.24.2 --name nakama1 "
        "--socket.server_key {v} --session.token_expiry_sec 7200",
        value=lambda r: alnum(r, 20),
    ),
    kind17(
        "photon_custom_auth_secret",
        "code",
        'authValues.AddAuthParameter("shared", "{v}");\nPhotonNetwork.AuthValues = authValues;',
        value=lambda r: hexs(r, 32),
    ),
    kind17(
        "hathora_developer_token_env",
        "vendor",
        "HATHORA_APP_ID=app-{uuid}\nHATHORA_DEVELOPER_TOKEN={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind17(
        "edgegap_token_uuid",
        "header",
        "curl -X POST https://api.edgegap.com/v1/deploy -H 'authorization: token {v}' "
        '-d \'{{"app_name":"arena","version_name":"v{d3}"}}\'',
        value=uuid17,
    ),
    kind17(
        "modio_api_key_query",
        "vendor",
        "https://api.mod.io/v1/games/{d4}/mods?api_key={v}&_limit=100",
        value=lambda r: hexs(r, 32),
    ),
    kind17(
        "ugs_service_account_curl",
        "cli",
        "curl -u '{uuid}:{v}' -X POST "
        "'https://services.api.unity.com/auth/v1/token-exchange?projectId={uuid}'",
        value=lambda r: urlsafe(r, 32),
    ),
    kind17(
        "anticheat_shared_secret_cpp",
        "code",
        'static const char* kAntiCheatSharedSecret = "{v}";',
        value=lambda r: hexs(r, 48),
    ),
    kind17(
        "ttd_auth_header",
        "header",
        "POST https://api.thetradedesk.com/v3/campaign/query/facets\nTTD-Auth: {v}\n"
        "Content-Type: application/json",
        value=lambda r: alnum(r, 60),
    ),
    kind17(
        "criteo_client_credentials_form",
        "form",
        "curl https://api.criteo.com/oauth2/token -d "
        "'grant_type=client_credentials&client_id={h32}&client_secret={v}'",
        value=lambda r: urlsafe(r, 40),
    ),
    kind17(
        "prebid_server_adapter_yaml",
        "form",
        "adapters:\n  rubicon:\n    endpoint: https://prebid-server.rubiconproject.example/openrtb2\n"
        "    xapi:\n      username: acme_pbs\n      password: {v}\n",
    ),
    kind17(
        "xandr_auth_json",
        "form",
        "$ curl -c cookies -X POST -d @auth.json 'https://api.appnexus.com/auth'\n"
        '$ cat auth.json\n{{"auth": {{"username": "acme-api", "password": "{v}"}}}}',
    ),
    kind17(
        "taboola_backstage_php",
        "code",
        "$backstage = new BackstageClient('acme-sc', '{v}');",
        value=lambda r: hexs(r, 32),
    ),
    kind17(
        "outbrain_ob_token_header",
        "header",
        "GET /amplify/v0.1/marketers HTTP/1.1\nHost: api.outbrain.com\nOB-TOKEN-V1: {v}",
        value=lambda r: alnum(r, 88),
    ),
    kind17(
        "maxar_wms_query_key",
        "vendor",
        "https://api.maxar.com/streaming/v1/ogc/wms?SERVICE=WMS&REQUEST=GetMap&LAYERS=Maxar:Imagery"
        "&BBOX=39.84,-105.05,39.90,-104.99&WIDTH=512&HEIGHT=512&maxar_api_key={v}",
        value=lambda r: alnum(r, 48),
    ),
    kind17(
        "tomtom_routing_key",
        "vendor",
        "https://api.tomtom.com/routing/1/calculateRoute/52.50931,13.42936:52.50274,13.43872/json"
        "?key={v}&travelMode=truck",
        value=lambda r: alnum(r, 32),
    ),
    kind17(
        "here_sdk_options_kotlin",
        "code",
        'val options = SDKOptions("{k22}", "{v}")\n'
        "SDKNativeEngine.makeSharedInstance(context, options)",
        value=lambda r: urlsafe(r, 86),
    ),
    kind17(
        "mapillary_client_token",
        "vendor",
        "const viewer = new Viewer({{ accessToken: '{v}', container: 'mly', imageId: '{d15}' }});",
        value=lambda r: f"MLY|{digits(r, 16)}|{hexs(r, 32)}",
    ),
    kind17(
        "skyfi_api_key_header",
        "header",
        "X-Skyfi-Api-Key: {v}\nAccept: application/json",
        value=lambda r: hexs(r, 64),
    ),
    kind17(
        "capella_key_secret_python",
        "code",
        "session = capella.authenticate(key_id='{uuid}', key_secret='{v}')",
        value=lambda r: urlsafe(r, 40),
    ),
)

_HPC_OTA_EXCHANGE: tuple[Kind, ...] = (
    kind17(
        "slurmdbd_storage_pass",
        "cli",
        "$ sudo cat /etc/slurm/slurmdbd.conf\nDbdHost=hpc-head01\n"
        "StorageType=accounting_storage/mysql\n"
        "StorageUser=slurm\nStoragePass={v}\nStorageLoc=slurm_acct_db",
    ),
    kind17(
        "munge_key_base64_restore",
        "key",
        "echo '{v}' | base64 -d | sudo tee /etc/munge/munge.key >/dev/null && "
        "sudo chmod 400 /etc/munge/munge.key",
        value=lambda r: _b64_bytes(r, 48),
    ),
    kind17(
        "pbs_job_variable_list",
        "cli",
        "#!/bin/bash\n#PBS -N nightly-archive\n#PBS -l select=1:ncpus=8\n"
        "#PBS -v DATA_BUCKET=acme-raw,ARCHIVE_SECRET_KEY={v}\ncd $PBS_O_WORKDIR",
        value=lambda r: alnum(r, 40),
    ),
    kind17(
        "jupyterhub_service_api_token",
        "code",
        'c.JupyterHub.services = [\n    {{"name": "idle-culler", "api_token": "{v}"}},\n]',
        value=lambda r: hexs(r, 64),
    ),
    kind17(
        "ood_portal_oidc_secret",
        "form",
        "servername: ondemand.hpc.example\noidc_uri: /oidc\n"
        'oidc_client_id: "ondemand"\noidc_client_secret: "{v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind17(
        "xdmod_portal_settings_pass",
        "form",
        '[database]\nhost = "localhost"\nport = "3306"\nuser = "xdmod"\npass = "{v}"',
    ),
    kind17(
        "mender_cli_token_value",
        "cli",
        "mender-cli login --server https://hosted.mender.io --token-value {v}",
        value=jwt,
    ),
    kind17(
        "memfault_org_token_cli",
        "cli",
        "memfault --org-token {v} --org acme --project fw-main upload-mcu-symbols build/zephyr.elf",
        value=lambda r: "oat_" + alnum(r, 40),
    ),
    kind17(
        "hawkbit_gateway_token",
        "header",
        "Authorization: GatewayToken {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind17(
        "nrfcloud_installer_api_key",
        "cli",
        "python -m nrfcloud_utils.device_credentials_installer --api-key {v} "
        "--port /dev/ttyACM0 --sectag 16842753",
        value=lambda r: hexs(r, 40),
    ),
    kind17(
        "swupdate_sign_passin",
        "cli",
        "openssl dgst -sha256 -sign swupdate-priv.pem -passin pass:{v} "
        "sw-description > sw-description.sig",
    ),
    kind17(
        "kucoin_sub_passphrase_headers",
        "header",
        "KC-API-KEY: {h24}\nKC-API-SIGN: {k44}\nKC-API-TIMESTAMP: {d13}\n"
        "KC-API-PASSPHRASE: {v}\nKC-API-KEY-VERSION: 2",
        value=lambda r: pw(r, 16),
    ),
    kind17(
        "bitfinex_ccxt_dict",
        "code",
        'exchange = ccxt.bitfinex({{"apiKey": "{k43}", "secret": "{v}", "enableRateLimit": True}})',
        value=lambda r: alnum(r, 43),
    ),
    kind17(
        "bitstamp_subaccount_env",
        "vendor",
        "BITSTAMP_SUBACCOUNT=acme-mm-{d3}\nBITSTAMP_KEY={U32}\nBITSTAMP_SECRET={v}",
        value=lambda r: pick(r, _UP, 32),
    ),
    kind17(
        "gemini_exchange_secret_b58",
        "vendor",
        "GEMINI_API_KEY=account-{k20}\nGEMINI_API_SECRET={v}",
        value=lambda r: b58(r, 28),
    ),
    kind17(
        "cryptocom_exchange_js",
        "code",
        'const client = new CdcExchange({{ apiKey: "{k22}", apiSecret: "{v}" }});',
        value=lambda r: alnum(r, 22),
    ),
)

_OPS_MAIL_PRINT: tuple[Kind, ...] = (
    kind17(
        "signoz_ingestion_key_otel",
        "header",
        "exporters:\n  otlp:\n    endpoint: ingest.eu.signoz.cloud:443\n    headers:\n"
        '      "signoz-ingestion-key": "{v}"',
        value=lambda r: alnum(r, 36),
    ),
    kind17(
        "uptrace_dsn_token_user",
        "dsn",
        "UPTRACE_DSN=https://{v}@api.uptrace.dev?grpc=4317",
        value=lambda r: urlsafe(r, 22),
    ),
    kind17(
        "hyperdx_otlp_headers_uuid",
        "header",
        "OTEL_EXPORTER_OTLP_ENDPOINT=https://in-otel.hyperdx.io\n"
        "OTEL_EXPORTER_OTLP_HEADERS=authorization={v}",
        value=uuid17,
    ),
    kind17(
        "openobserve_basic_header",
        "header",
        "curl https://api.openobserve.ai/api/acme_org/default/_json "
        "-H 'Authorization: Basic {v}' -d '[{{\"level\":\"info\"}}]'",
        value=lambda r: _basic("root@acme.example", alnum(r, 16)),
    ),
    kind17(
        "graylog_token_as_user",
        "cli",
        "curl -u {v}:token -H 'X-Requested-By: cli' https://graylog.acme.example/api/system/inputs",
        value=lambda r: lower_alnum(r, 52),
    ),
    kind17(
        "seq_serilog_api_key",
        "code",
        '"WriteTo": [{{ "Name": "Seq", "Args": {{ "serverUrl": "http://seq:5341", '
        '"apiKey": "{v}" }} }}]',
        value=lambda r: alnum(r, 20),
    ),
    kind17(
        "beehiiv_workflow_env_literal",
        "vendor",
        "jobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n"
        "      BEEHIIV_API_KEY: {v}\n    steps:\n      - run: python publish.py",
        value=lambda r: alnum(r, 64),
    ),
    kind17(
        "buttondown_token_scheme",
        "header",
        'requests.get("https://api.buttondown.email/v1/subscribers", '
        'headers={{"Authorization": "Token {v}"}})',
        value=uuid17,
    ),
    kind17(
        "emailoctopus_uuid_key_query",
        "vendor",
        "https://emailoctopus.com/api/1.6/lists/{uuid}/contacts?api_key={v}&limit=100",
        value=uuid17,
    ),
    kind17(
        "sendy_subscribe_form",
        "form",
        "curl -d 'api_key={v}&list={k22}&email=reader@example.org&boolean=true' "
        "https://news.acme.example/subscribe",
        value=lambda r: alnum(r, 20),
    ),
    kind17(
        "mailcoach_sanctum_token",
        "code",
        "Http::withToken('{v}')->get('https://acme.mailcoach.app/api/email-lists');",
        value=_sanctum,
    ),
    kind17(
        "printful_ruby_header",
        "code",
        "conn.headers['Authorization'] = 'Bearer {v}'\nconn.headers['X-PF-Store-Id'] = '{d7}'",
        value=lambda r: alnum(r, 40),
    ),
    kind17(
        "printify_go_const",
        "code",
        'const printifyToken = "{v}"',
        value=jwt,
    ),
    kind17(
        "gelato_x_api_key",
        "header",
        "X-API-KEY: {v}",
        value=_gelato,
    ),
    kind17(
        "prodigi_csharp_header",
        "code",
        'client.DefaultRequestHeaders.Add("X-API-Key", "{v}");',
        value=uuid17,
    ),
    kind17(
        "lulu_basic_client_credentials",
        "header",
        "curl -X POST https://api.lulu.com/auth/realms/glasstree/protocol/openid-connect/token "
        "-H 'Authorization: Basic {v}' -d grant_type=client_credentials",
        value=lambda r: _basic(uuid17(r), urlsafe(r, 32)),
    ),
)

_EV_AND_TRADES: tuple[Kind, ...] = (
    kind17(
        "ocpp_ws_basic_in_url",
        "dsn",
        "wss://CP-{d6}:{v}@ocpp.chargeops.example/ocpp/CP-{d6}",
        value=lambda r: hexs(r, 40),
    ),
    kind17(
        "ocpp_change_configuration_authkey",
        "form",
        '[2,"{uuid}","ChangeConfiguration",{{"key":"AuthorizationKey","value":"{v}"}}]',
        value=lambda r: hexs(r, 40),
    ),
    kind17(
        "chargepoint_wsse_password",
        "code",
        "<wsse:UsernameToken>\n  <wsse:Username>{h32}</wsse:Username>\n"
        '  <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-'
        'username-token-profile-1.0#PasswordText">{v}</wsse:Password>\n</wsse:UsernameToken>',
        value=lambda r: alnum(r, 32),
    ),
    kind17(
        "easee_login_phone_json",
        "form",
        'POST https://api.easee.com/api/accounts/login\n{{"userName":"+47{d8}","password":"{v}"}}',
    ),
    kind17(
        "parking_dart_partner_secret",
        "code",
        "final res = await http.get(uri, headers: {{'x-partner-secret': '{v}'}});",
        value=lambda r: alnum(r, 32),
    ),
    kind17(
        "paystation_service_pin_prose",
        "prose",
        "the pay station's service menu PIN on level 2 is {v}, press F3 then enter it",
        value=lambda r: digits(r, 6),
    ),
    kind17(
        "oclc_wskey_secret_env",
        "vendor",
        "WSKEY_CLIENT_ID={k80}\nWSKEY_SECRET={v}",
        value=lambda r: alnum(r, 24),
    ),
    kind17(
        "alma_apikey_query",
        "vendor",
        "https://api-eu.hosted.exlibrisgroup.com/almaws/v1/users/{d9}?apikey={v}&format=json",
        value=lambda r: "l8xx" + hexs(r, 32),
    ),
    kind17(
        "koha_sipconfig_login",
        "code",
        '<accounts>\n  <login id="sip_kiosk" password="{v}" delimiter="|" '
        'institution="MAIN" />\n</accounts>',
    ),
    kind17(
        "ezyvet_token_form",
        "form",
        "partner_id=acme-vets&client_id={k24}&client_secret={v}"
        "&grant_type=client_credentials&scope=read-animal,read-appointment",
        value=lambda r: alnum(r, 50),
    ),
    kind17(
        "planning_center_pat_pair",
        "cli",
        "curl -u {h64}:{v} https://api.planningcenteronline.com/people/v2/people?per_page=25",
        value=lambda r: hexs(r, 64),
    ),
    kind17(
        "aeroapi_powershell_header",
        "code",
        "Invoke-RestMethod -Uri https://aeroapi.flightaware.com/aeroapi/flights/UAL{d3} "
        "-Headers @{{'x-apikey'='{v}'}}",
        value=lambda r: alnum(r, 32),
    ),
    kind17(
        "spire_gql_transport_bearer",
        "code",
        'transport = AIOHTTPTransport(url="https://api.spire.com/graphql", '
        'headers={{"Authorization": "Bearer {v}"}})',
        value=lambda r: alnum(r, 32),
    ),
    kind17(
        "meteomatics_userinfo_url",
        "dsn",
        "https://acme_lindqvist:{v}@api.meteomatics.com/2026-11-29T00:00:00Z/t_2m:C/52.52,13.40/json",
        value=lambda r: alnum(r, 10),
    ),
    kind17(
        "smartling_user_secret_json",
        "form",
        '{{"userIdentifier": "{h30}", "userSecret": "{v}"}}',
        value=lambda r: urlsafe(r, 55),
    ),
    kind17(
        "lokalise_cli_token",
        "cli",
        "lokalise2 --token {v} --project-id {d9}.{k8} file download --format json",
        value=lambda r: hexs(r, 40),
    ),
    kind17(
        "mindbody_api_key_header",
        "header",
        "Api-Key: {v}\nSiteId: -99\nAuthorization: staff-{d6}",
        value=lambda r: hexs(r, 32),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_FREIGHT_LAB,
    *_GAMES_ADS_MAPS,
    *_HPC_OTA_EXCHANGE,
    *_OPS_MAIL_PRINT,
    *_EV_AND_TRADES,
)
