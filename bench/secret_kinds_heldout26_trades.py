"""The third part of held-out 26's kinds (`bench/secret_kinds_heldout26.py`): more vendors.

Vendors of mainstream trades no set reached, each key standing in the
vendor's own objects as `bench/secret_kinds_heldout26_more.py` writes them:
game services (AccelByte, Xsolla, Tebex, CurseForge, Modulate, Colyseus
Cloud, Rivet, Nitrado), data warehouses and ML platforms (Snowflake,
BigQuery, MotherDuck, Starburst Galaxy, Materialize, Timescale, CockroachDB
Cloud, Aiven, Crunchy Bridge, Kaggle, Label Studio, Scale AI, DataRobot,
Dataiku, Lightning AI), observability (Honeycomb, Chronosphere, Mezmo,
Loggly, Sematext, Pingdom, StatusCake, Cronitor, UptimeRobot, PagerDuty,
incident.io, Squadcast, Splunk HEC), search (Coveo, Constructor, Klevu,
Orama Cloud, Swiftype), storage and CDN (Fastly, Akamai EdgeGrid, KeyCDN,
Gcore, CDN77, DigitalOcean Spaces, Storj, Filebase, Pinata, Tigris,
Filestack, Transloadit, Sirv), maps (Stadia Maps, Geoapify, LocationIQ,
what3words, Foursquare Places, Felt, GraphHopper, Smarty, Loqate,
Thunderforest, Jawg) and CRM and support desks (Salesforce, Zoho CRM,
Freshsales, Kustomer, Gladly, Dixa, Re:amaze, HappyFox, Kayako, Tidio,
Drift, Trengo, Richpanel).
"""

from __future__ import annotations

import string

from bench.secret_kinds import (
    Kind,
    alnum,
    b58,
    b64,
    digits,
    hexs,
    lower_alnum,
    pick,
    pw,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout26_more import jwt26, kind26, pre26, uuid26

__all__ = ["TRADE_KINDS"]

_UP = string.ascii_uppercase + string.digits

_GAMES: tuple[Kind, ...] = (
    kind26(
        "accelbyte_iam_client",
        "config",
        "AB_BASE_URL=https://acme.prod.gamingservices.accelbyte.io\nAB_CLIENT_ID={h32}\n"
        "AB_CLIENT_SECRET={v}\nAB_NAMESPACE=acme-arena",
        value=lambda r: pw(r, 32),
    ),
    kind26(
        "xsolla_webhook_secret",
        "code",
        "// Publisher Account > Project {d6} > Webhooks\nconst XSOLLA_WEBHOOK_SECRET = '{v}';\n"
        "const sig = sha1(rawBody + XSOLLA_WEBHOOK_SECRET);",
        value=lambda r: alnum(r, 20),
    ),
    kind26(
        "tebex_plugin_secret",
        "output",
        "> tebex.secret {v}\n[Tebex] Connected to webstore Acme Craft (id {d7}). Checking queue eve"
        "ry 120s.",
        value=lambda r: hexs(r, 40),
    ),
    kind26(
        "curseforge_api_key",
        "config",
        '[curseforge]\ngame_id = 432\napi_key = "{v}"',
        value=lambda r: "$2a$10$" + pick(r, string.ascii_letters + string.digits + "./", 53),
    ),
    kind26(
        "modulate_toxmod_key",
        "code",
        'ToxMod.Initialize(new ToxModConfig { AccountId = "{uuid}", ApiKey = "{v}" });',
        value=lambda r: urlsafe(r, 40),
    ),
    kind26(
        "colyseus_cloud_deploy",
        "output",
        "$ npx @colyseus/cloud deploy\n? Application token: {v}\nDeploying application {d4} "
        "to 2 servers...",
        value=lambda r: urlsafe(r, 36),
    ),
    kind26(
        "rivet_cloud_token",
        "cli",
        "RIVET_TOKEN={v} rivet deploy --env prod",
        value=lambda r: "cloud.eyJ0eXAiOiJKV1QiLCJhbGciOiJFZERTQSJ9." + urlsafe(r, 120),
    ),
    kind26(
        "nitrado_service_token",
        "cli",
        "curl -H 'Authorization: Bearer {v}' https://api.nitrado.net/services/{d8}/gameservers/rest"
        "art",
        value=lambda r: urlsafe(r, 100),
    ),
)

_DATA: tuple[Kind, ...] = (
    kind26(
        "snowflake_pat_connections_toml",
        "config",
        '[connections.prod]\naccount = "{u7}-{u7}"\nuser = "ETL_SVC"\n'
        'authenticator = "PROGRAMMATIC_ACCESS_TOKEN"\ntoken = "{v}"',
        value=jwt26,
    ),
    kind26(
        "snowflake_key_passphrase",
        "cli",
        "snow connection add --connection-name prod --private-key-file rsa_key.p8 "
        "--private-key-passphrase '{v}' --account {u7}-{u7}",
    ),
    kind26(
        "bigquery_sa_private_key",
        "config",
        '{\n  "type": "service_account",\n  "project_id": "acme-dw-{d6}",\n'
        '  "private_key_id": "{h40}",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n{v}\\n'
        '-----END PRIVATE KEY-----\\n",\n  "client_email": "bq-loader@acme-dw.iam.gserviceaccount.c'
        'om"\n}',
        value=lambda r: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 64) + "\\n" + b64(r, 64),
    ),
    kind26(
        "motherduck_token_dsn",
        "dsn",
        'con = duckdb.connect("md:analytics?motherduck_token={v}")',
        value=jwt26,
    ),
    kind26(
        "starburst_galaxy_jdbc",
        "dsn",
        "jdbc:trino://acme-prod.trino.galaxy.starburst.io:443?user=etl@acme.io/accountadmin&passwor"
        "d={v}&SSL=true",
    ),
    kind26(
        "materialize_app_password",
        "dsn",
        'psql "postgres://svc%40acme.io:{v}@{l12}.eu-west-1.aws.materialize.cloud:6875/materialize"',
        value=lambda r: "mzp_" + hexs(r, 64),
    ),
    kind26(
        "timescale_service_creds",
        "output",
        "Service created: {l10}\n  Host: {l10}.{l10}.tsdb.cloud.timescale.com\n  Port: 34567\n"
        "  Username: tsdbadmin\n  Password: {v}\n  Save this password now; it is not shown again.",
        value=lambda r: alnum(r, 16),
    ),
    kind26(
        "cockroach_cloud_api_key",
        "cli",
        "ccloud auth login --api-key {v}\nccloud cluster list --output json",
        value=lambda r: "CCDB1_" + alnum(r, 22) + "_" + alnum(r, 40),
    ),
    kind26(
        "aiven_cli_token",
        "output",
        "$ avn user login --token\nToken: {v}\nINFO  Successfully logged in as ops@acme.io",
        value=lambda r: b64(r, 372),
    ),
    kind26(
        "crunchy_bridge_key",
        "cli",
        "CB_API_KEY={v} cb psql {l26} --role application",
        value=lambda r: "cbkey_" + alnum(r, 42),
    ),
    kind26(
        "kaggle_json",
        "config",
        '~/.kaggle/kaggle.json:\n{"username":"acme-ds","key":"{v}"}',
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "label_studio_token",
        "code",
        'ls = LabelStudio(base_url="https://label.acme.io", api_key="{v}")\n'
        "project = ls.projects.get(id={d3})",
        value=lambda r: hexs(r, 40),
    ),
    kind26(
        "scale_ai_basic",
        "code",
        'client = scaleapi.ScaleClient("{v}")\ntask = client.get_task("{h24}")',
        value=pre26("live_", lambda r: hexs(r, 32)),
    ),
    kind26(
        "datarobot_drconfig",
        "config",
        "# ~/.config/datarobot/drconfig.yaml\nendpoint: https://app.datarobot.com/api/v2\n"
        "token: {v}",
        value=lambda r: b64(r, 64),
    ),
    kind26(
        "dataiku_api_client",
        "code",
        'client = dataikuapi.DSSClient("https://dss.acme.io", "{v}")\n'
        'project = client.get_project("CHURN_{u6}")',
        value=lambda r: alnum(r, 32),
    ),
    kind26(
        "lightning_ai_login",
        "cli",
        "lightning login --user_id {uuid} --api_key {v}",
        value=uuid26,
    ),
)

_OBS: tuple[Kind, ...] = (
    kind26(
        "honeycomb_ingest_key_otel",
        "config",
        "exporters:\n  otlp/honeycomb:\n    endpoint: api.honeycomb.io:443\n    headers:\n"
        '      "x-honeycomb-team": "{v}"\n      "x-honeycomb-dataset": "checkout"',
        value=pre26("hcaik_", lambda r: lower_alnum(r, 58)),
    ),
    kind26(
        "chronosphere_api_token",
        "cli",
        "CHRONOSPHERE_API_TOKEN={v} chronoctl monitors list --org-name acme",
        value=lambda r: hexs(r, 64),
    ),
    kind26(
        "mezmo_ingestion_key",
        "cli",
        "curl 'https://logs.mezmo.com/logs/ingest?hostname=web-3' -u {v}: "
        "-H 'Content-Type: application/json' -d @lines.json",
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "loggly_customer_token",
        "config",
        '<appender name="loggly" class="ch.qos.logback.ext.loggly.LogglyAppender">\n'
        "  <endpointUrl>https://logs-01.loggly.com/inputs/{v}/tag/logback</endpointUrl>\n</appender"
        ">",
        value=uuid26,
    ),
    kind26(
        "sematext_logs_token",
        "config",
        'output.elasticsearch:\n  hosts: ["logsene-receiver.eu.sematext.com:443"]\n'
        '  protocol: https\n  index: "{v}"',
        value=uuid26,
    ),
    kind26(
        "pingdom_api_token",
        "header",
        "GET https://api.pingdom.com/api/3.1/checks\nAuthorization: Bearer {v}",
        value=lambda r: urlsafe(r, 64),
    ),
    kind26(
        "statuscake_terraform",
        "config",
        'provider "statuscake" {\n  api_token = "{v}"\n}\n\nresource "statuscake_uptime_check" '
        '"web" {\n  name = "web"\n  check_interval = 60\n}',
        value=lambda r: alnum(r, 20),
    ),
    kind26(
        "cronitor_ping_telemetry",
        "cli",
        "curl https://cronitor.link/p/{v}/nightly-backup?state=complete",
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "uptimerobot_main_key",
        "form",
        "POST https://api.uptimerobot.com/v2/getMonitors\napi_key={v}&format=json&logs=1",
        value=lambda r: "u" + digits(r, 7) + "-" + hexs(r, 24),
    ),
    kind26(
        "pagerduty_routing_key",
        "code",
        'requests.post("https://events.pagerduty.com/v2/enqueue", json={\n'
        '    "routing_key": "{v}", "event_action": "trigger", "dedup_key": "{uuid}",\n'
        '    "payload": {"summary": "disk full", "severity": "critical", "source": "db-1"}})',
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "incident_io_api_key",
        "cli",
        "curl https://api.incident.io/v2/incidents -H 'Authorization: Bearer {v}'",
        value=pre26("inc_", lambda r: hexs(r, 48)),
    ),
    kind26(
        "squadcast_refresh_token",
        "config",
        'provider "squadcast" {\n  region        = "us"\n  refresh_token = "{v}"\n}',
        value=lambda r: hexs(r, 64),
    ),
    kind26(
        "splunk_hec_token",
        "header",
        "curl -k https://splunk.acme.io:8088/services/collector/event -H 'Authorization: Splunk {v}"
        "' "
        '-d \'{"event": "deploy done", "sourcetype": "ci"}\'',
        value=lambda r: uuid26(r).upper(),
    ),
)

_SEARCH_STORE: tuple[Kind, ...] = (
    kind26(
        "coveo_push_key",
        "cli",
        "curl -X PUT 'https://api.cloud.coveo.com/push/v1/organizations/acme{l10}/sources/"
        "{l26}/documents?documentId=https://docs.acme.io/a' -H 'Authorization: Bearer {v}'",
        value=lambda r: "xx" + uuid26(r),
    ),
    kind26(
        "constructor_api_token",
        "code",
        "const cio = new ConstructorIO({ apiKey: 'key_{a16}', apiToken: '{v}' });",
        value=pre26("tok_", lambda r: alnum(r, 16)),
    ),
    kind26(
        "klevu_rest_auth",
        "header",
        "X-KLEVU-TIMESTAMP: 2026-11-29T09:00:00Z\nX-KLEVU-API-KEY: klevu-{d14}\n"
        "X-KLEVU-AUTH-ALGO: HmacSHA384\nREST AUTH KEY: {v}",
        value=lambda r: b64(r, 40),
    ),
    kind26(
        "orama_private_api_key",
        "code",
        "const orama = new CloudManager({ api_key: '{v}' })\nconst index = orama.index('{l26}')",
        value=lambda r: alnum(r, 32),
    ),
    kind26(
        "swiftype_private_key",
        "code",
        'client = Elastic::AppSearch::Client.new(host_identifier: "host-{l6}", api_key: "{v}")',
        value=pre26("private-", lambda r: lower_alnum(r, 24)),
    ),
    kind26(
        "fastly_purge_key",
        "cli",
        "curl -X POST -H 'Fastly-Key: {v}' https://api.fastly.com/service/{a22}/purge_all",
        value=lambda r: urlsafe(r, 32),
    ),
    kind26(
        "akamai_edgerc",
        "config",
        "[default]\nclient_secret = {v}\nhost = akab-{l16}-{l16}.luna.akamaiapis.net\n"
        "access_token = akab-{l16}-{l16}\nclient_token = akab-{l16}-{l16}",
        value=lambda r: b64(r, 43) + "=",
    ),
    kind26(
        "keycdn_purge",
        "cli",
        "curl 'https://api.keycdn.com/zones/purgeurl/{d6}.json' -u {v}: -X DELETE "
        "-d 'urls[]=cdn.acme.io/app.js'",
        value=pre26("sk_prod_", lambda r: alnum(r, 40)),
    ),
    kind26(
        "gcore_permanent_token",
        "header",
        "GET https://api.gcore.com/cdn/resources\nAuthorization: APIKey {v}",
        value=lambda r: digits(r, 5) + "$" + hexs(r, 128),
    ),
    kind26(
        "cdn77_api",
        "form",
        "curl 'https://client.cdn77.com/api/v2.0/data/purge-all' --data "
        "'cdn_id={d5}&login=ops@acme.io&passwd={v}'",
        value=lambda r: alnum(r, 40),
    ),
    kind26(
        "do_spaces_s3cmd",
        "config",
        "[default]\naccess_key = DO00{u16}\nsecret_key = {v}\nhost_base = fra1.digitaloceanspaces.c"
        "om\n"
        "host_bucket = %(bucket)s.fra1.digitaloceanspaces.com",
        value=lambda r: b64(r, 43),
    ),
    kind26(
        "storj_access_grant",
        "cli",
        "uplink access import prod {v}\nuplink ls sj://backups",
        value=lambda r: "1" + b58(r, 300),
    ),
    kind26(
        "filebase_rclone",
        "config",
        "[filebase]\ntype = s3\nprovider = Filebase\naccess_key_id = {u20}\n"
        "secret_access_key = {v}\nendpoint = s3.filebase.com",
        value=lambda r: alnum(r, 40),
    ),
    kind26(
        "pinata_jwt",
        "code",
        'const pinata = new PinataSDK({ pinataJwt: "{v}", pinataGateway: "acme.mypinata.cloud" })',
        value=jwt26,
    ),
    kind26(
        "tigris_keys",
        "config",
        "AWS_ACCESS_KEY_ID=tid_{a30}\nAWS_SECRET_ACCESS_KEY={v}\n"
        "AWS_ENDPOINT_URL_S3=https://fly.storage.tigris.dev",
        value=pre26("tsec_", lambda r: urlsafe(r, 60)),
    ),
    kind26(
        "filestack_app_secret",
        "code",
        "security = Security(policy, '{v}')\nclient = Client('{a22}', security=security)",
        value=lambda r: upper32(r, 26),
    ),
    kind26(
        "transloadit_auth_secret",
        "code",
        "const transloadit = new Transloadit({ authKey: '{h32}', authSecret: '{v}' })",
        value=lambda r: hexs(r, 40),
    ),
    kind26(
        "sirv_client_secret",
        "cli",
        "curl -X POST https://api.sirv.com/v2/token -H 'content-type: application/json' "
        '-d \'{"clientId":"{a27}","clientSecret":"{v}"}\'',
        value=lambda r: b64(r, 86) + "==",
    ),
)

_MAPS_CRM: tuple[Kind, ...] = (
    kind26(
        "stadia_maps_server_key",
        "code",
        'r = requests.get("https://api.stadiamaps.com/geocoding/v1/search", '
        'params={"text": addr, "api_key": "{v}"})',
        value=uuid26,
    ),
    kind26(
        "geoapify_key",
        "cli",
        "curl 'https://api.geoapify.com/v1/routing?waypoints=50.679,4.569|50.661,4.578"
        "&mode=drive&apiKey={v}'",
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "locationiq_token",
        "config",
        "LOCATIONIQ_KEY={v}\n# private access token, not a publishable key despite the pk.",
        value=lambda r: "pk." + hexs(r, 32),
    ),
    kind26(
        "what3words_key",
        "code",
        'val wrapper = What3WordsV3("{v}", context)\nwrapper.convertTo3wa(Coordinates(51.52, -0.19)'
        ")",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 8),
    ),
    kind26(
        "foursquare_places",
        "header",
        "GET https://places-api.foursquare.com/places/search?ll=40.7,-74.0\n"
        "Authorization: Bearer {v}\nX-Places-Api-Version: 2025-06-17",
        value=lambda r: "fsq3" + b64(r, 44) + "=",
    ),
    kind26(
        "felt_pat",
        "cli",
        "curl -H 'Authorization: Bearer {v}' https://felt.com/api/v2/maps/{a22}/layers",
        value=pre26("felt_pat_", lambda r: urlsafe(r, 43)),
    ),
    kind26(
        "graphhopper_key",
        "code",
        'GraphHopperWeb gh = new GraphHopperWeb();\ngh.setKey("{v}");',
        value=uuid26,
    ),
    kind26(
        "smarty_auth_pair",
        "cli",
        "curl 'https://us-street.api.smarty.com/street-address?auth-id={uuid}&auth-token={v}"
        "&street=1600+amphitheatre+pkwy&zipcode=94043'",
        value=lambda r: alnum(r, 20),
    ),
    kind26(
        "loqate_key",
        "code",
        "fetch(`https://api.addressy.com/Capture/Interactive/Find/v1.1/json3.ws?Key={v}&Text=${q}`)",
        value=lambda r: "-".join(
            pick(r, string.ascii_uppercase + string.digits, 4) for _ in range(4)
        ),
    ),
    kind26(
        "thunderforest_tiles",
        "code",
        "L.tileLayer('https://tile.thunderforest.com/cycle/{z}/{x}/{y}.png?apikey={v}').addTo(map);",
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "jawg_access_token",
        "code",
        "style: 'https://api.jawg.io/styles/jawg-streets.json?access-token={v}'",
        value=lambda r: alnum(r, 64),
    ),
    kind26(
        "salesforce_sfdx_display",
        "output",
        "$ sf org display --target-org prod --verbose\nAccess Token     {v}\nAlias            prod"
        "\n"
        "Client Id        PlatformCLI\nId               00D{a15}\nInstance Url     https://acme.my."
        "salesforce.com",
        value=lambda r: "00D" + alnum(r, 12) + "!" + alnum(r, 96),
    ),
    kind26(
        "salesforce_connected_app",
        "config",
        "SF_CONSUMER_KEY=3MVG9{a80}\nSF_CONSUMER_SECRET={v}\nSF_USERNAME=integration@acme.io",
        value=lambda r: hexs(r, 64).upper(),
    ),
    kind26(
        "zoho_refresh_token",
        "form",
        "POST https://accounts.zoho.eu/oauth/v2/token?refresh_token={v}&client_id=1000.{u30}"
        "&client_secret={h42}&grant_type=refresh_token",
        value=lambda r: "1000." + hexs(r, 32) + "." + hexs(r, 32),
    ),
    kind26(
        "freshsales_token",
        "header",
        "GET https://acme.myfreshworks.com/crm/sales/api/contacts/{d11}\n"
        "Authorization: Token token={v}",
        value=lambda r: urlsafe(r, 22),
    ),
    kind26(
        "kustomer_api_key",
        "config",
        "KUSTOMER_API_KEY={v}\nKUSTOMER_ORG=acme",
        value=jwt26,
    ),
    kind26(
        "gladly_basic",
        "cli",
        "curl -u agent@acme.io:{v} https://acme.gladly.com/api/v1/customer-profiles?email=a@b.co",
        value=lambda r: hexs(r, 40),
    ),
    kind26(
        "dixa_api_token",
        "header",
        "GET https://dev.dixa.io/v1/conversations/{d7}/messages\nAuthorization: {v}",
        value=jwt26,
    ),
    kind26(
        "reamaze_basic",
        "code",
        "auth = ('support@acme.io', '{v}')\nrequests.get('https://acme.reamaze.io/api/v1/conversati"
        "ons',"
        " auth=auth, headers={'Accept': 'application/json'})",
        value=lambda r: hexs(r, 64),
    ),
    kind26(
        "happyfox_api_pair",
        "cli",
        "curl -u {h32}:{v} https://acme.happyfox.com/api/1.1/json/tickets/?status=_pending",
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "kayako_session",
        "output",
        '< HTTP/1.1 200 OK\n< X-Session-ID: {v}\n{"status":200,"resource":"user","id":{d3}}',
        value=lambda r: alnum(r, 40),
    ),
    kind26(
        "tidio_private_key",
        "header",
        "GET https://api.tidio.com/contacts\nX-Tidio-Openapi-Client-Id: ci_{h32}\n"
        "X-Tidio-Openapi-Client-Secret: {v}",
        value=pre26("cs_", lambda r: hexs(r, 32)),
    ),
    kind26(
        "drift_oauth_token",
        "code",
        "const drift = axios.create({ baseURL: 'https://driftapi.com', headers: "
        "{ Authorization: 'Bearer {v}' } })",
        value=lambda r: alnum(r, 32),
    ),
    kind26(
        "trengo_token",
        "cli",
        "http GET https://app.trengo.com/api/v2/tickets Authorization:'Bearer {v}'",
        value=jwt26,
    ),
    kind26(
        "richpanel_api_key",
        "header",
        "POST https://api.richpanel.com/v1/tickets\nx-richpanel-key: {v}\n"
        'content-type: application/json\n\n{"ticket":{"status":"OPEN","subject":"refund #{d6}"}}',
        value=lambda r: hexs(r, 40),
    ),
)

TRADE_KINDS: tuple[Kind, ...] = (*_GAMES, *_DATA, *_OBS, *_SEARCH_STORE, *_MAPS_CRM)
