"""The second part of held-out 27's kinds (`bench/secret_kinds_heldout27.py`): vendors.

The kind maker the set's files use (`kind27`: a form with `{v}` its secret
and named extras, each a fresh value: ids, names, times), a JWT maker, and
vendors of the trades around the set's theme that no set's docstring names,
each key as people hand it to each other and to API tools: team chat and
its webhooks (Microsoft Teams workflows, Power Automate, Google Chat,
Rocket.Chat, Matrix, Webex, Pumble, Zoho Cliq, Chanty), issue trackers
(YouTrack, Redmine, Plane, Taiga, Pivotal Tracker, Wrike, monday.com,
Height, Basecamp), on-call and incident tools (xMatters, Splunk On-Call,
Grafana OnCall, Zenduty, ilert, SIGNL4, Spike.sh), password managers and
one-time shares (Passbolt, Psono, Delinea Secret Server, CyberArk Conjur,
Passwork, Zoho Vault, Password Pusher, Yopass, PrivateBin, Bitwarden Send),
wikis (Wiki.js, XWiki, Slite, Nuclino, Document360), API tools and
gateways (RapidAPI, Kong Konnect, Zuplo, Gravitee, Apollo GraphOS,
StepZen, Fauna, SwaggerHub, ngrok, OWASP ZAP, Burp Suite), real-time
servers (Centrifugo, Soketi, PieSocket) and BI, notebooks and pipelines
(Tableau, Power BI, Lightdash, Cube, Mode, Sigma, Preset, Holistics, Qlik
Cloud, ThoughtSpot, GoodData, Hex, Deepnote, Keboola, Stitch, Astronomer,
Estuary).
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import (
    Gen,
    Kind,
    alnum,
    b58,
    digits,
    hexs,
    lower_alnum,
    pick,
    pw,
    urlsafe,
    uuid4,
)

__all__ = ["VENDOR_KINDS", "jwt", "kind27", "uuid27"]

_UP = string.ascii_uppercase + string.digits
_NAMES = ("dana", "priya", "kofi", "mateo", "aigerim", "sione", "tenzin", "noa", "ilse", "rahim")


def uuid27(r: random.Random) -> str:
    """A UUID with this set's variant digit."""
    return uuid4(r, "9")


def _b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    """An HS256 JWT with a made-up subject and a random signature."""
    head = _b64u(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    body = {"sub": f"{r.choice(_NAMES)}@{lower_alnum(r, 6)}", "iat": 1764000000 + r.randrange(9**6)}
    return f"{head}.{_b64u(json.dumps(body).encode())}.{urlsafe(r, 43)}"


def kind27(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms`, `{v}` its secret, each extra a fresh value."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        extras = {
            "d4": digits(r, 4),
            "d6": digits(r, 6),
            "d8": digits(r, 8),
            "d10": digits(r, 10),
            "h8": hexs(r, 8),
            "h12": hexs(r, 12),
            "h24": hexs(r, 24),
            "h32": hexs(r, 32),
            "h40": hexs(r, 40),
            "uuid": uuid27(r),
            "uuid2": uuid27(r),
            "up10": pick(r, _UP, 10),
            "who": r.choice(_NAMES),
            "who2": r.choice(_NAMES),
            "hh": f"{r.randrange(7, 23)}:{r.randrange(10, 60)}",
            "gkey": "AIza" + urlsafe(r, 35),
        }
        return v, r.choice(forms).format(v=v, **extras)

    return Kind(name, group, make)


def _rapidapi(r: random.Random) -> str:
    return f"{hexs(r, 10)}msh{hexs(r, 15)}p1{hexs(r, 5)}jsn{hexs(r, 12)}"


def _matrix(r: random.Random) -> str:
    user = _b64u(r.choice(_NAMES).encode())
    return f"syt_{user}_{alnum(r, 20)}_{alnum(r, 6)}"


def _youtrack(r: random.Random) -> str:
    user = base64.b64encode(r.choice(_NAMES).encode()).decode()
    return f"perm:{user}.{base64.b64encode(digits(r, 2).encode()).decode()}.{alnum(r, 30)}"


def _webex(r: random.Random) -> str:
    return f"{alnum(r, 64)}_PF84_{uuid27(r)}"


def _keboola(r: random.Random) -> str:
    return f"{r.randrange(100, 9999)}-{r.randrange(10000, 999999)}-{alnum(r, 40)}"


def _tableau_secret(r: random.Random) -> str:
    return f"{alnum(r, 22)}==:{alnum(r, 32)}"


def _gooddata(r: random.Random) -> str:
    return base64.b64encode(f"ci-bot:bootstrap:{alnum(r, 32)}".encode()).decode()


_CHAT_HOOKS: tuple[Kind, ...] = (
    kind27(
        "teams_workflow_webhook_sig",
        "vendor",
        "POST https://prod-{d4}.westeurope.logic.azure.com:443/workflows/{h32}/triggers/manual/"
        "paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind27(
        "teams_incoming_webhook_path",
        "vendor",
        "TEAMS_WEBHOOK=https://acme.webhook.office.com/webhookb2/{uuid}@{uuid2}/"
        "IncomingWebhook/{v}/{uuid}",
        value=lambda r: hexs(r, 32),
    ),
    kind27(
        "google_chat_space_webhook_token",
        "vendor",
        "curl -X POST 'https://chat.googleapis.com/v1/spaces/AAAA{up10}/messages?"
        "key={gkey}&token={v}%3D' "
        "-H 'Content-Type: application/json' -d '{{\"text\": \"deploy done\"}}'",
        value=lambda r: urlsafe(r, 43),
    ),
    kind27(
        "rocketchat_auth_headers",
        "vendor",
        "curl -H 'X-Auth-Token: {v}' -H 'X-User-Id: {up10}' "
        "https://chat.acme.io/api/v1/channels.history?roomName=oncall",
        value=lambda r: urlsafe(r, 43),
    ),
    kind27(
        "matrix_synapse_access_token",
        "vendor",
        'curl -XPUT "https://matrix.acme.io/_matrix/client/v3/rooms/!{up10}:acme.io/send/'
        'm.room.message/{d6}?access_token={v}" -d \'{{"msgtype":"m.text","body":"hi"}}\'',
        'homeserver: https://matrix.acme.io\nuser_id: "@alertbot:acme.io"\naccess_token: {v}',
        value=_matrix,
    ),
    kind27(
        "webex_bot_token",
        "vendor",
        "WEBEX_BOT_TOKEN={v}\nWEBEX_ROOM_ID=Y2lzY29zcGFyazovL3VzL1JPT00v{up10}",
        value=_webex,
    ),
    kind27(
        "pumble_incoming_webhook",
        "vendor",
        "webhook_url: https://api.pumble.com/workspaces/{h24}/incomingWebhooks/postMessage/{v}",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "zoho_cliq_webhook_token",
        "vendor",
        "https://cliq.zoho.eu/api/v2/channelsbyname/deploys/message?zapikey={v}",
        value=lambda r: "1001." + hexs(r, 32) + "." + hexs(r, 32),
    ),
    kind27(
        "chanty_bot_token",
        "vendor",
        'const chanty = new ChantyClient({{ team: "acme", botToken: "{v}" }});',
        value=lambda r: alnum(r, 40),
    ),
)

_TRACKERS: tuple[Kind, ...] = (
    kind27(
        "youtrack_permanent_token",
        "vendor",
        "curl -H 'Authorization: Bearer {v}' "
        "'https://acme.youtrack.cloud/api/issues?fields=idReadable,summary&query=for:me'",
        value=_youtrack,
    ),
    kind27(
        "redmine_api_key_header",
        "vendor",
        "curl -H 'X-Redmine-API-Key: {v}' https://redmine.acme.io/issues/{d4}.json",
        "redmine = Redmine('https://redmine.acme.io', key='{v}')",
        value=lambda r: hexs(r, 40),
    ),
    kind27(
        "plane_api_key",
        "vendor",
        "curl https://api.plane.so/api/v1/workspaces/acme/projects/ -H 'X-API-Key: {v}'",
        value=lambda r: "plane_api_" + hexs(r, 32),
    ),
    kind27(
        "taiga_auth_token_response",
        "vendor",
        '{{"id": 4{d6}, "username": "{who}", "auth_token": "{v}", "refresh": "{h40}"}}',
        value=jwt,
    ),
    kind27(
        "pivotal_tracker_token",
        "vendor",
        "curl -X GET -H 'X-TrackerToken: {v}' "
        "'https://www.pivotaltracker.com/services/v5/projects/{d6}/stories'",
        value=lambda r: hexs(r, 32),
    ),
    kind27(
        "wrike_permanent_token",
        "vendor",
        "WRIKE_TOKEN={v} python sync_wrike.py --folder IEAAB{up10}",
        value=lambda r: "eyJ0dCI6InAiLCJhbGciOiJIUzI1NiIsInR2IjoiMiJ9." + urlsafe(r, 120),
    ),
    kind27(
        "monday_api_token",
        "vendor",
        'fetch("https://api.monday.com/v2", {{ method: "post", headers: {{ "Content-Type": '
        '"application/json", Authorization: "{v}" }}, body: JSON.stringify({{ query }}) }})',
        value=jwt,
    ),
    kind27(
        "height_api_secret",
        "vendor",
        "curl https://api.height.app/tasks -H 'Authorization: api-key {v}'",
        value=lambda r: "secret_" + alnum(r, 40),
    ),
    kind27(
        "basecamp_oauth_refresh",
        "vendor",
        "POST https://launchpad.37signals.com/authorization/token?type=refresh&"
        "refresh_token={v}&client_id={h40}&redirect_uri=https://acme.io/cb&client_secret={h40}",
        value=lambda r: "BAhbB0kiAbB7ImNsaWVudF9pZCI6I" + b64s(r, 60),
    ),
)


def b64s(r: random.Random, n: int) -> str:
    return pick(r, string.ascii_letters + string.digits + "+/", n)


_ONCALL: tuple[Kind, ...] = (
    kind27(
        "xmatters_inbound_integration_url",
        "vendor",
        "curl -X POST 'https://acme.xmatters.com/api/integration/1/functions/{uuid}/"
        "triggers?apiKey={v}' -H 'Content-Type: application/json' -d @alert.json",
        value=uuid27,
    ),
    kind27(
        "splunk_oncall_rest_key",
        "vendor",
        "curl -H 'X-VO-Api-Id: {h8}' -H 'X-VO-Api-Key: {v}' "
        "https://api.victorops.com/api-public/v1/incidents",
        value=lambda r: hexs(r, 32),
    ),
    kind27(
        "grafana_oncall_integration_url",
        "vendor",
        "alertmanager webhook_configs:\n  - url: https://oncall-prod-eu-west-0.grafana.net/"
        "oncall/integrations/v1/alertmanager/{v}/\n    send_resolved: true",
        value=lambda r: alnum(r, 25),
    ),
    kind27(
        "zenduty_integration_key",
        "vendor",
        "curl -X POST https://events.zenduty.com/api/events/{v}/ "
        '-H \'Content-Type: application/json\' -d \'{{"alert_type":"critical","message":"5xx"}}\'',
        value=uuid27,
    ),
    kind27(
        "ilert_api_key",
        "vendor",
        "ILERT_API_KEY={v}\nILERT_ALERT_SOURCE=payments-prod",
        value=lambda r: "il1api" + alnum(r, 58),
    ),
    kind27(
        "signl4_team_secret_url",
        "vendor",
        'curl -X POST https://connect.signl4.com/webhook/{v} -d \'{{"Title":"disk full"}}\'',
        value=lambda r: lower_alnum(r, 10),
    ),
    kind27(
        "spike_integration_webhook",
        "vendor",
        "SPIKE_WEBHOOK=https://hooks.spike.sh/{v}/push-events",
        value=lambda r: hexs(r, 24),
    ),
)

_VAULTS: tuple[Kind, ...] = (
    kind27(
        "passbolt_cli_passphrase",
        "vendor",
        "passbolt configure --serverAddress https://pass.acme.io --userPrivateKeyFile "
        "{who}.asc --userPassword '{v}'",
    ),
    kind27(
        "psono_api_key_secret",
        "vendor",
        "PSONO_API_KEY_ID={uuid}\nPSONO_API_SECRET_KEY={v}\nPSONO_SERVER_URL=https://psono.acme.io",
        value=lambda r: hexs(r, 64),
    ),
    kind27(
        "delinea_oauth_password_grant",
        "vendor",
        'curl -X POST https://acme.secretservercloud.eu/oauth2/token -d "username=svc_deploy'
        '&password={v}&grant_type=password"',
    ),
    kind27(
        "conjur_host_api_key",
        "vendor",
        "conjur login -i host/ci/jenkins -p {v}",
        "CONJUR_AUTHN_LOGIN=host/ci/jenkins\nCONJUR_AUTHN_API_KEY={v}",
        value=lambda r: lower_alnum(r, 53),
    ),
    kind27(
        "passwork_api_token",
        "vendor",
        "from passwork import PassworkClient\nclient = PassworkClient('https://pw.acme.io', '{v}')",
        value=lambda r: alnum(r, 48),
    ),
    kind27(
        "zoho_vault_passphrase",
        "vendor",
        "zv login -u {who}@acme.io -pp '{v}' && zv get -name 'prod db'",
    ),
    kind27(
        "pwpush_share_link",
        "vendor",
        "here's the db pw, link expires after 1 view: https://pwpush.com/p/{v}",
        value=lambda r: urlsafe(r, 22),
    ),
    kind27(
        "yopass_share_link",
        "vendor",
        "one-time link for the api key: https://yopass.se/#/s/{uuid}/{v}",
        value=lambda r: alnum(r, 22),
    ),
    kind27(
        "privatebin_share_link",
        "vendor",
        "pasted the creds here (burn after reading): https://privatebin.net/?{h12}{d4}#{v}",
        value=lambda r: b58(r, 44),
    ),
    kind27(
        "bitwarden_send_link",
        "vendor",
        "Bitwarden Send (expires in 1 day): https://send.bitwarden.com/#{up10}ab_cd/{v}",
        value=lambda r: urlsafe(r, 22),
    ),
)

_WIKIS: tuple[Kind, ...] = (
    kind27(
        "wikijs_api_key",
        "vendor",
        "curl https://wiki.acme.io/graphql -H 'Authorization: Bearer {v}' "
        '-d \'{{"query":"{{ pages {{ list {{ id path }} }} }}"}}\'',
        value=jwt,
    ),
    kind27(
        "xwiki_basic_rest",
        "vendor",
        "curl -u Admin:{v} https://xwiki.acme.io/rest/wikis/xwiki/spaces/Ops/pages/Runbook",
    ),
    kind27(
        "slite_api_key",
        "vendor",
        "curl https://api.slite.com/v1/notes/{up10} -H 'x-slite-api-key: {v}'",
        value=lambda r: alnum(r, 36),
    ),
    kind27(
        "nuclino_api_key",
        "vendor",
        "curl https://api.nuclino.com/v0/items?workspaceId={uuid} -H 'Authorization: {v}'",
        value=lambda r: alnum(r, 40),
    ),
    kind27(
        "document360_api_token",
        "vendor",
        "curl https://apihub.document360.io/v2/Articles/{uuid} -H 'api_token: {v}'",
        value=lambda r: b64s(r, 88),
    ),
)

_API_TOOLS: tuple[Kind, ...] = (
    kind27(
        "rapidapi_key_header",
        "vendor",
        "curl --request GET --url 'https://weatherapi-com.p.rapidapi.com/current.json?q=Oslo' "
        "--header 'x-rapidapi-host: weatherapi-com.p.rapidapi.com' --header 'x-rapidapi-key: {v}'",
        'headers = {{"X-RapidAPI-Key": "{v}", "X-RapidAPI-Host": "imdb8.p.rapidapi.com"}}',
        value=_rapidapi,
    ),
    kind27(
        "kong_konnect_pat",
        "vendor",
        "deck gateway sync kong.yaml --konnect-token {v} --konnect-control-plane-name prod",
        value=lambda r: "kpat_" + alnum(r, 46),
    ),
    kind27(
        "zuplo_api_key",
        "vendor",
        "curl https://payments-api-main-{h8}.zuplo.app/v1/refunds -H 'Authorization: Bearer {v}'",
        value=lambda r: f"zpka_{hexs(r, 32)}_{hexs(r, 8)}",
    ),
    kind27(
        "gravitee_management_token",
        "vendor",
        "curl -H 'Authorization: Bearer {v}' "
        "https://apim.acme.io/management/organizations/DEFAULT/environments/DEFAULT/apis",
        value=uuid27,
    ),
    kind27(
        "apollo_graphos_key",
        "vendor",
        "APOLLO_KEY={v}\nAPOLLO_GRAPH_REF=payments@current",
        "rover subgraph publish payments@current --name orders --schema ./orders.graphql "
        "# APOLLO_KEY={v}",
        value=lambda r: f"service:payments:{urlsafe(r, 22)}",
    ),
    kind27(
        "stepzen_admin_key",
        "vendor",
        "curl https://acme.stepzen.net/api/orders/__graphql -H 'Authorization: apikey {v}'",
        value=lambda r: f"acme::stepzen.net+1000::{hexs(r, 64)}",
    ),
    kind27(
        "fauna_secret",
        "vendor",
        "const client = new Client({{ secret: '{v}' }});",
        value=lambda r: "fnA" + urlsafe(r, 37),
    ),
    kind27(
        "swaggerhub_api_key",
        "vendor",
        "swaggerhub configure  # SwaggerHub URL: https://api.swaggerhub.com  API Key: {v}",
        "swaggerhub api:create acme/orders/1.2.0 -f openapi.yaml --setdefault --apikey {v}",
        value=uuid27,
    ),
    kind27(
        "ngrok_authtoken_config",
        "vendor",
        'version: "3"\nagent:\n    authtoken: {v}\ntunnels:\n  api:\n    proto: http\n    addr: '
        "8080",
        value=lambda r: "2" + alnum(r, 26) + "_" + alnum(r, 21),
    ),
    kind27(
        "owasp_zap_api_key",
        "vendor",
        "zap.sh -daemon -port 8090 -config api.key={v} -config api.addrs.addr.name=.*",
        "curl "
        "'http://localhost:8090/JSON/spider/action/scan/?apikey={v}&url=https://staging.acme.io'",
        value=lambda r: lower_alnum(r, 26),
    ),
    kind27(
        "burp_rest_api_key_path",
        "vendor",
        "curl -X POST http://127.0.0.1:1337/{v}/v0.1/scan -d "
        '\'{{"urls":["https://staging.acme.io"]}}\'',
        value=lambda r: alnum(r, 32),
    ),
)

_REALTIME: tuple[Kind, ...] = (
    kind27(
        "centrifugo_config_uuids",
        "vendor",
        '{{\n  "client": {{"token": {{"hmac_secret_key": "{v}"}}, '
        '"allowed_origins": ["https://app.acme.io"]}},\n  "admin": {{"enabled": true}}\n}}',
        value=uuid27,
    ),
    kind27(
        "soketi_app_secret",
        "vendor",
        "SOKETI_DEFAULT_APP_ID=app-{d4}\nSOKETI_DEFAULT_APP_KEY=app-key-{h8}\n"
        "SOKETI_DEFAULT_APP_SECRET={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind27(
        "piesocket_secret",
        "vendor",
        "const piesocket = new PieSocket({{ clusterId: 'free.blr2', apiKey: '{h40}', "
        "secret: '{v}' }});",
        value=lambda r: alnum(r, 40),
    ),
)

_DATA: tuple[Kind, ...] = (
    kind27(
        "tableau_pat_secret_tsc",
        "vendor",
        "auth = TSC.PersonalAccessTokenAuth('ci-refresh', '{v}', site_id='acme')\n"
        "server = TSC.Server('https://10ay.online.tableau.com', use_server_version=True)",
        value=_tableau_secret,
    ),
    kind27(
        "powerbi_sp_securestring",
        "vendor",
        '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force\n'
        "$cred = New-Object PSCredential('{uuid}', $pw)\n"
        "Connect-PowerBIServiceAccount -ServicePrincipal -Credential $cred -Tenant "
        "acme.onmicrosoft.com",
        value=lambda r: alnum(r, 6) + "~" + urlsafe(r, 33),
    ),
    kind27(
        "lightdash_pat",
        "vendor",
        "lightdash login https://app.lightdash.cloud --token {v}",
        value=lambda r: "ldpat_" + hexs(r, 32),
    ),
    kind27(
        "cube_api_secret",
        "vendor",
        "CUBEJS_DB_TYPE=postgres\nCUBEJS_DB_HOST=warehouse.internal\nCUBEJS_API_SECRET={v}",
        value=lambda r: hexs(r, 64),
    ),
    kind27(
        "mode_api_token_secret",
        "vendor",
        "curl -u {h12}:{v} https://app.mode.com/api/acme/reports/{h12}/runs",
        value=lambda r: hexs(r, 40),
    ),
    kind27(
        "sigma_client_secret",
        "vendor",
        'curl -X POST https://aws-api.sigmacomputing.com/v2/auth/token -d "grant_type='
        'client_credentials&client_id={h32}&client_secret={v}"',
        value=lambda r: hexs(r, 128),
    ),
    kind27(
        "preset_api_secret",
        "vendor",
        "export PRESET_API_TOKEN={uuid}\nexport PRESET_API_SECRET={v}\npreset-cli superset sync",
        value=lambda r: hexs(r, 64),
    ),
    kind27(
        "holistics_api_key",
        "vendor",
        "curl https://secure.holistics.io/api/v2/reports -H 'X-Holistics-Key: {v}'",
        value=lambda r: alnum(r, 43),
    ),
    kind27(
        "qlik_cloud_api_key",
        "vendor",
        "qlik context create prod --server https://acme.eu.qlikcloud.com --api-key {v}",
        value=jwt,
    ),
    kind27(
        "thoughtspot_secret_key",
        "vendor",
        '{{"username": "embed_svc", "secret_key": "{v}", "validity_time_in_sec": 300}}',
        value=uuid27,
    ),
    kind27(
        "gooddata_api_token",
        "vendor",
        "export GOODDATA_HOST=https://acme.cloud.gooddata.com\nexport GOODDATA_TOKEN={v}",
        value=_gooddata,
    ),
    kind27(
        "hex_api_token",
        "vendor",
        "curl -X POST https://app.hex.tech/api/v1/project/{uuid}/run -H 'Authorization: "
        "Bearer {v}'",
        value=lambda r: "hxtw_" + hexs(r, 96),
    ),
    kind27(
        "deepnote_integration_env",
        "vendor",
        "# Deepnote > Integrations > Environment variables\nSNOWFLAKE_USER=analytics\n"
        "SNOWFLAKE_PWD={v}",
    ),
    kind27(
        "keboola_storage_token",
        "vendor",
        "curl -H 'X-StorageApi-Token: {v}' "
        "https://connection.eu-central-1.keboola.com/v2/storage/tables",
        value=_keboola,
    ),
    kind27(
        "stitch_import_api_token",
        "vendor",
        "curl -X POST https://api.stitchdata.com/v2/import/batch -H 'Authorization: Bearer {v}' "
        "-H 'Content-Type: application/json' -d @batch.json",
        value=lambda r: hexs(r, 64),
    ),
    kind27(
        "astronomer_deploy_token",
        "vendor",
        "ASTRO_API_TOKEN={v} astro deploy clx{h12} --dags",
        value=jwt,
    ),
    kind27(
        "estuary_refresh_token",
        "vendor",
        "flowctl auth token --token {v}",
        value=lambda r: base64.b64encode(
            json.dumps({"id": hexs(r, 16), "secret": alnum(r, 24)}).encode()
        ).decode(),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_CHAT_HOOKS,
    *_TRACKERS,
    *_ONCALL,
    *_VAULTS,
    *_WIKIS,
    *_API_TOOLS,
    *_REALTIME,
    *_DATA,
)
