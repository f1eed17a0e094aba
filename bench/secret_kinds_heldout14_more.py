"""The second part of held-out 14's kinds (`bench/secret_kinds_heldout14.py`): vendors.

Services no earlier set used, as a team pastes their keys into an agent:
observability (Lightstep, Instana, AppDynamics, Logz.io, SignalFx, Raygun,
Papertrail), data warehouses (Redshift, Firebolt, SingleStore, Dremio,
Teradata, Exasol), ML platforms (Comet, Roboflow, Clarifai, Labelbox,
Anyscale, Vast.ai, Lambda, DeepInfra), IoT (Azure IoT Hub from an Arduino
sketch, HiveMQ from MicroPython, Ubidots, Losant, balena, Golioth, ESP-IDF,
Meshtastic), payments outside the US and the EU (PayMongo, Omise, SSLCommerz,
bKash, Khalti, Conekta, Wompi, Moyasar, PayTabs, PayFast, JazzCash, ECPay,
PAY.JP, Airwallex, PayU India), government and health (GOV.UK Notify,
Companies House, HMRC, the US Census, DrChrono, USPS), ad networks and
attribution (Google Ads, TikTok, AppLovin, Adjust, Branch, Amazon Ads,
Microsoft Ads, ironSource), app stores (notarytool, Partner Center, the Amazon
Appstore, Firebase App Distribution, a Play service account in base64),
email and SMS (SparkPost, Mailtrap, SES over swaks, ZeptoMail, MSG91,
Gupshup, Termii, Clickatell, 46elks, SignalWire), crypto exchanges (Binance,
Kraken, Bybit, OKX, Upbit, Deribit, Gate, Luno) and internal tools (n8n,
Hasura, Directus, Appwrite, PocketBase, Teleport, Portainer, Guacamole,
NetBox, AWX, Rundeck, Backstage, Temporal, Redash, Windmill, Zulip, Outline,
NocoDB, Harbor, Forgejo).
"""

from __future__ import annotations

import base64
import random
import string
from urllib.parse import quote

from bench.secret_kinds import Gen, Kind, alnum, b64, digits, hexs, lower_alnum, pw, urlsafe, uuid4
from bench.secret_kinds_heldout12_more import jwt, passphrase, pick

__all__ = ["VENDOR_KINDS", "kind14", "recovery_code", "uuid14"]


def uuid14(r: random.Random) -> str:
    """A random UUID with held-out 14's own variant digit."""
    return uuid4(r, "b")


class _Extras(dict[str, str]):
    """A form's filled-in extras, each drawn afresh: `{h8}`/`{h24}`/`{h32}` hex, `{k8}`,
    `{k13}`, `{k18}`, `{k64}` letters and digits, `{b44}` base64, `{uuid}`, `{aws}` an
    access key id, `{r2}`-`{r4}` more recovery codes."""

    def __init__(self, r: random.Random, v: str) -> None:
        super().__init__(v=v)
        self.r = r

    def __missing__(self, key: str) -> str:
        r = self.r
        if key == "uuid":
            return uuid14(r)
        if key == "aws":
            return "AKIA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        if key == "b44":
            return _b64_44(r)
        if key[0] == "r":
            return recovery_code(r)
        n = int(key[1:])
        return hexs(r, n) if key[0] == "h" else alnum(r, n)


def kind14(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms`, `{v}` its secret, each extra a fresh value."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        return v, r.choice(forms).format_map(_Extras(r, v))

    return Kind(name, group, make)


def _b64_44(r: random.Random) -> str:
    return b64(r, 43) + "="


def _paytabs(r: random.Random) -> str:
    up = string.ascii_uppercase + string.digits
    return "S" + pick(r, up, 9) + "-" + pick(r, up, 10) + "-" + pick(r, up, 10)


def _notify(r: random.Random) -> str:
    return f"prod_key-{uuid14(r)}-{uuid14(r)}"


def _app_password(r: random.Random) -> str:
    return "-".join(pick(r, string.ascii_lowercase, 4) for _ in range(4))


def _play_json_b64(r: random.Random) -> str:
    doc = (
        '{"type": "service_account", "project_id": "corp-play", "private_key_id": "'
        + hexs(r, 40)
        + '", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC'
        + b64(r, 64)
        + '\\n-----END PRIVATE KEY-----\\n", "client_email": '
        '"publisher@corp-play.iam.gserviceaccount.com"}'
    )
    return base64.b64encode(doc.encode()).decode()


def _paymongo_basic(r: random.Random) -> str:
    return base64.b64encode(f"sk_live_{alnum(r, 24)}:".encode()).decode()


def _amazon_refresh_encoded(r: random.Random) -> str:
    return quote("Atzr|" + b64(r, 120), safe="")


def recovery_code(r: random.Random) -> str:
    return hexs(r, 5) + "-" + hexs(r, 5)


_OBSERVABILITY: tuple[Kind, ...] = (
    kind14(
        "lightstep_java_otel_header",
        "cli",
        "java -javaagent:opentelemetry-javaagent.jar "
        "-Dotel.exporter.otlp.endpoint=https://ingest.lightstep.com:443 "
        "-Dotel.exporter.otlp.headers=lightstep-access-token={v} -jar app.jar",
        value=lambda r: b64(r, 84),
    ),
    kind14(
        "instana_helm_agent_key",
        "cli",
        "helm install instana-agent instana/instana-agent -n instana-agent --create-namespace "
        "--set agent.key={v} --set agent.endpointHost=ingress-red-saas.instana.io "
        "--set cluster.name=prod-eks",
        value=lambda r: urlsafe(r, 22),
    ),
    kind14(
        "appdynamics_controller_info",
        "config",
        "<controller-info>\n  <controller-host>corp.saas.appdynamics.com</controller-host>\n"
        "  <controller-port>443</controller-port>\n  <account-name>corp</account-name>\n"
        "  <account-access-key>{v}</account-access-key>\n</controller-info>",
        value=lambda r: lower_alnum(r, 12),
    ),
    kind14(
        "logzio_listener_url",
        "code",
        'LOGZIO_URL = "https://listener-eu.logz.io:8071/?token={v}&type=django"',
        value=lambda r: pick(r, string.ascii_letters, 32),
    ),
    kind14(
        "signalfx_sf_token_header",
        "header",
        "curl -X POST https://ingest.us1.signalfx.com/v2/datapoint -H 'Content-Type: "
        'application/json\' -H "X-SF-Token: {v}" -d '
        '\'{{"gauge": [{{"metric": "q", "value": 3}}]}}\'',
        value=lambda r: urlsafe(r, 22),
    ),
    kind14(
        "raygun_web_config",
        "config",
        '<configSections>\n  <section name="RaygunSettings" type="Mindscape.Raygun4Net.'
        'RaygunSettings, Mindscape.Raygun4Net" />\n</configSections>\n'
        '<RaygunSettings apikey="{v}" throwOnError="false" />',
        value=lambda r: alnum(r, 22),
    ),
    kind14(
        "papertrail_token_header",
        "header",
        "curl -v -H 'X-Papertrail-Token: {v}' https://papertrailapp.com/api/v1/events/search.json",
        value=lambda r: alnum(r, 20),
    ),
)

_WAREHOUSES: tuple[Kind, ...] = (
    kind14(
        "redshift_jdbc_url",
        "dsn",
        "jdbc:redshift://analytics.c8xz2.eu-west-1.redshift.amazonaws.com:5439/dev"
        "?user=awsuser&password={v}&ssl=true",
    ),
    kind14(
        "firebolt_client_credentials",
        "code",
        'from firebolt.client.auth import ClientCredentials\n\nauth = ClientCredentials("{uuid}", '
        '"{v}")\nconnection = connect(auth=auth, account_name="corp", engine_name="etl")',
        value=lambda r: urlsafe(r, 43),
    ),
    kind14(
        "singlestore_dsn",
        "dsn",
        "SINGLESTORE_URL=singlestoredb://admin:{v}@svc-3482a1c9-dml.aws-oregon-3.svc."
        "singlestore.com:3306/analytics",
    ),
    kind14(
        "dremio_flight_bytes_header",
        "code",
        'options = flight.FlightCallOptions(headers=[(b"authorization", b"Bearer {v}")])',
        value=lambda r: b64(r, 88),
    ),
    kind14(
        "teradata_bteq_logon",
        "cli",
        "bteq <<EOF\n.LOGON tdprod.corp.dev/etl_user,{v}\nSELECT COUNT(*) FROM sales.orders;\n"
        ".LOGOFF\nEOF",
    ),
    kind14(
        "exasol_exaplus",
        "cli",
        "exaplus -c exa.corp.dev:8563 -u sys -p {v} -f load_orders.sql",
    ),
)

_ML: tuple[Kind, ...] = (
    kind14(
        "comet_config_ini",
        "config",
        "# ~/.comet.config\n[comet]\napi_key = {v}\nworkspace = corp-ml\nproject_name = churn",
        value=lambda r: alnum(r, 25),
    ),
    kind14(
        "roboflow_python",
        "code",
        'from roboflow import Roboflow\nrf = Roboflow(api_key="{v}")\n'
        'project = rf.workspace("corp").project("pallets")',
        value=lambda r: alnum(r, 20),
    ),
    kind14(
        "clarifai_pat_r",
        "code",
        'Sys.setenv(CLARIFAI_PAT = "{v}")\nresp <- httr::POST(url, body = body, encode = "json")',
        value=lambda r: hexs(r, 32),
    ),
    kind14(
        "labelbox_client_jwt",
        "code",
        "import labelbox as lb\nclient = lb.Client('{v}')",
        value=jwt,
    ),
    kind14(
        "anyscale_cli_token",
        "config",
        "export ANYSCALE_HOST=https://console.anyscale.com\nexport ANYSCALE_CLI_TOKEN={v}",
        value=lambda r: "aph0_" + urlsafe(r, 56),
    ),
    kind14(
        "vastai_set_api_key",
        "cli",
        "vastai set api-key {v} && vastai search offers 'gpu_name=RTX_4090 num_gpus=2'",
        value=lambda r: hexs(r, 64),
    ),
    kind14(
        "lambda_cloud_key_as_user",
        "cli",
        "curl -u {v}: https://cloud.lambdalabs.com/api/v1/instances | jq '.data[].ip'",
        value=lambda r: "secret_ci-runner_" + hexs(r, 32) + "." + alnum(r, 32),
    ),
    kind14(
        "deepinfra_openai_client",
        "code",
        'client = OpenAI(\n    base_url="https://api.deepinfra.com/v1/openai",\n'
        '    api_key="{v}",\n)',
        value=lambda r: alnum(r, 32),
    ),
)

_IOT: tuple[Kind, ...] = (
    kind14(
        "azure_iot_arduino_sketch",
        "code",
        'static const char* connectionString = "HostName=corp-hub.azure-devices.net;'
        'DeviceId=boiler-07;SharedAccessKey={v}";',
        value=_b64_44,
    ),
    kind14(
        "hivemq_micropython_bytes",
        "code",
        'c = MQTTClient(b"boiler-07", b"e1f3a9.s1.eu.hivemq.cloud", port=8883, '
        'user=b"sensor", password=b"{v}", ssl=True)',
    ),
    kind14(
        "ubidots_token_micropython",
        "code",
        'UBIDOTS = "industrial.api.ubidots.com"\nTOKEN = "{v}"\nDEVICE = "greenhouse"',
        value=lambda r: "BBUS-" + alnum(r, 30),
    ),
    kind14(
        "losant_device_js",
        "code",
        "const device = new Device({{\n  id: '{h24}',\n  key: '{uuid}',\n  secret: '{v}'\n}});",
        value=lambda r: hexs(r, 64),
    ),
    kind14(
        "balena_login_token",
        "cli",
        "balena login --token {v} && balena push corp/gateway",
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "golioth_psk_shell",
        "cli",
        "uart:~$ settings set golioth/psk-id boiler-07@corp-fleet\n"
        "uart:~$ settings set golioth/psk {v}\nuart:~$ kernel reboot cold",
    ),
    kind14(
        "espidf_sdkconfig_wifi",
        "config",
        'CONFIG_EXAMPLE_WIFI_SSID="corp-iot"\nCONFIG_EXAMPLE_WIFI_PASSWORD="{v}"\n'
        "CONFIG_EXAMPLE_MAXIMUM_RETRY=5",
    ),
    kind14(
        "meshtastic_channel_psk",
        "cli",
        "meshtastic --ch-index 1 --ch-set name ops --ch-set psk base64:{v}",
        value=_b64_44,
    ),
)

_PAYMENTS: tuple[Kind, ...] = (
    kind14(
        "paymongo_basic_header",
        "header",
        "curl https://api.paymongo.com/v1/payment_intents -H 'accept: application/json' "
        "-H 'authorization: Basic {v}'",
        value=_paymongo_basic,
    ),
    kind14(
        "omise_key_as_user",
        "cli",
        "curl https://api.omise.co/charges -u {v}: -d amount=100000 -d currency=thb",
        value=lambda r: "skey_" + lower_alnum(r, 19),
    ),
    kind14(
        "sslcommerz_store_passwd",
        "code",
        "$post_data = array();\n$post_data['store_id'] = \"corp64a1b\";\n"
        "$post_data['store_passwd'] = \"{v}\";\n$post_data['total_amount'] = \"1500\";",
        value=lambda r: alnum(r, 14) + "@ssl",
    ),
    kind14(
        "bkash_grant_headers",
        "header",
        "POST /tokenized/checkout/token/grant HTTP/1.1\nHost: tokenized.pay.bka.sh\n"
        "username: 01770618567\npassword: {v}\nContent-Type: application/json",
    ),
    kind14(
        "khalti_key_scheme",
        "header",
        "requests.post(KHALTI_INITIATE, json=payload, headers={{'Authorization': 'Key {v}'}})",
        value=lambda r: "live_secret_key_" + hexs(r, 32),
    ),
    kind14(
        "conekta_php_setter",
        "code",
        '\\Conekta\\Conekta::setApiKey("{v}");\n\\Conekta\\Conekta::setApiVersion("2.1.0");',
        value=lambda r: "key_" + alnum(r, 25),
    ),
    kind14(
        "wompi_private_node",
        "code",
        "const wompi = axios.create({{ baseURL: 'https://production.wompi.co/v1', headers: "
        "{{ Authorization: `Bearer ${{'{v}'}}` }} }});",
        value=lambda r: "prv_prod_" + alnum(r, 32),
    ),
    kind14(
        "moyasar_requests_auth",
        "code",
        'r = requests.post("https://api.moyasar.com/v1/invoices", auth=("{v}", ""), '
        "data={{'amount': 6000, 'currency': 'SAR'}})",
        value=lambda r: "sk_live_" + alnum(r, 40),
    ),
    kind14(
        "paytabs_server_key_header",
        "code",
        "curl_setopt($ch, CURLOPT_HTTPHEADER, ['authorization: ' . '{v}', "
        "'content-type: application/json']);",
        value=_paytabs,
    ),
    kind14(
        "payfast_passphrase_php",
        "code",
        "$passPhrase = '{v}';\n$signature = generateSignature($data, $passPhrase);",
        value=lambda r: passphrase(r, 3, "-") + digits(r, 2),
    ),
    kind14(
        "jazzcash_form_body",
        "form",
        "pp_Version=1.1&pp_TxnType=MWALLET&pp_MerchantID=MC{h8}&pp_Password={v}"
        "&pp_TxnRefNo=T20261129053012&pp_Amount=150000",
        value=lambda r: lower_alnum(r, 10),
    ),
    kind14(
        "ecpay_python_dict",
        "code",
        "ecpay = ECPayPaymentSdk(MerchantID='3002607', HashKey='{v}', HashIV='{h8}{h8}')",
        value=lambda r: alnum(r, 16),
    ),
    kind14(
        "payjp_ruby",
        "code",
        "require 'payjp'\nPayjp.api_key = '{v}'\nPayjp::Charge.create(amount: 3500, currency: "
        "'jpy')",
        value=lambda r: "sk_live_" + hexs(r, 48),
    ),
    kind14(
        "airwallex_login_dump",
        "header",
        "POST /api/v1/authentication/login HTTP/1.1\nHost: api.airwallex.com\n"
        "x-client-id: {h24}\nx-api-key: {v}\ncontent-length: 0",
        value=lambda r: hexs(r, 96),
    ),
    kind14(
        "payu_india_salt",
        "code",
        'MERCHANT_KEY = "gtKFFx"\nSALT = "{v}"\nhash_string = f"{{MERCHANT_KEY}}|{{txnid}}|'
        '{{amount}}|{{info}}|{{name}}|{{email}}|||||||||||{{SALT}}"',
        value=lambda r: alnum(r, 32),
    ),
)

_GOVERNMENT: tuple[Kind, ...] = (
    kind14(
        "govuk_notify_key",
        "config",
        "NOTIFY_API_KEY={v}\nNOTIFY_TEMPLATE_ID={uuid}",
        value=_notify,
    ),
    kind14(
        "companies_house_uuid_user",
        "cli",
        "curl -s -u {v}: https://api.company-information.service.gov.uk/company/00445790 | jq .",
        value=uuid14,
    ),
    kind14(
        "hmrc_token_form",
        "form",
        "POST /oauth/token HTTP/1.1\nHost: test-api.service.hmrc.gov.uk\n"
        "Content-Type: application/x-www-form-urlencoded\n\n"
        "client_id={h24}&client_secret={v}&grant_type=client_credentials&scope=read:vat",
        value=uuid14,
    ),
    kind14(
        "census_api_key_r",
        "code",
        'library(tidycensus)\ncensus_api_key("{v}", install = TRUE)\n'
        'get_acs(geography = "county", variables = "B19013_001", year = 2022)',
        value=lambda r: hexs(r, 40),
    ),
    kind14(
        "drchrono_django_setting",
        "code",
        "SOCIAL_AUTH_DRCHRONO_KEY = '{h24}'\nSOCIAL_AUTH_DRCHRONO_SECRET = '{v}'",
        value=lambda r: alnum(r, 128),
    ),
    kind14(
        "usps_xml_urlencoded",
        "form",
        "GET /ShippingAPI.dll?API=Verify&XML=%3CAddressValidateRequest%20USERID%3D%22"
        "812CORP0{h8}%22%20PASSWORD%3D%22{v}%22%3E HTTP/1.1",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 12),
    ),
)

_ADS: tuple[Kind, ...] = (
    kind14(
        "google_ads_yaml_developer_token",
        "config",
        "developer_token: {v}\nclient_id: {h8}-{h24}.apps.googleusercontent.com\n"
        "login_customer_id: 4821937605\nuse_proto_plus: True",
        value=lambda r: urlsafe(r, 22),
    ),
    kind14(
        "tiktok_ads_access_token",
        "header",
        "curl -G https://business-api.tiktok.com/open_api/v1.3/report/integrated/get/ "
        "-H 'Access-Token: {v}' --data-urlencode 'advertiser_id=7012345678901234567'",
        value=lambda r: hexs(r, 40),
    ),
    kind14(
        "applovin_report_url",
        "form",
        "https://r.applovin.com/report?api_key={v}&start=2026-11-01&end=2026-11-28"
        "&columns=day,impressions,estimated_revenue&format=csv",
        value=lambda r: urlsafe(r, 86),
    ),
    kind14(
        "adjust_token_scheme",
        "header",
        "curl 'https://dash.adjust.com/control-center/reports-service/report?app_token__in="
        "{h8}abcd&date_period=-7d:-1d' -H 'Authorization: Token token={v}'",
        value=lambda r: alnum(r, 20),
    ),
    kind14(
        "branch_secret_json",
        "code",
        'fetch("https://api2.branch.io/v1/url/bulk/key_live_{h24}", {{ method: "POST", body: '
        'JSON.stringify({{ branch_key: "key_live_{h24}", branch_secret: "{v}" }}) }})',
        value=lambda r: "secret_live_" + alnum(r, 32),
    ),
    kind14(
        "amazon_ads_refresh_urlencoded",
        "form",
        "curl -X POST https://api.amazon.com/auth/o2/token -d "
        "'grant_type=refresh_token&client_id=amzn1.application-oa2-client.{h32}"
        "&refresh_token={v}'",
        value=_amazon_refresh_encoded,
    ),
    kind14(
        "microsoft_ads_soap_token",
        "config",
        '<s:Header xmlns="https://bingads.microsoft.com/CampaignManagement/v13">\n'
        "  <AuthenticationToken>$(ACCESS)</AuthenticationToken>\n"
        "  <CustomerAccountId>182734955</CustomerAccountId>\n"
        "  <DeveloperToken>{v}</DeveloperToken>\n</s:Header>",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 16),
    ),
    kind14(
        "ironsource_secretkey_header",
        "header",
        "curl 'https://platform.ironsrc.com/partners/publisher/auth' -H 'secretkey: {v}' "
        "-H 'refreshToken: {h32}'",
        value=lambda r: hexs(r, 32),
    ),
)

_APP_STORES: tuple[Kind, ...] = (
    kind14(
        "notarytool_app_password",
        "cli",
        'xcrun notarytool store-credentials "corp-notary" --apple-id release@corp.dev '
        "--team-id 7Q2K9ZX4LM --password {v}",
        value=_app_password,
    ),
    kind14(
        "msstore_client_secret",
        "cli",
        "msstore reconfigure --tenantId {uuid} --sellerId 91837265 --clientId {uuid} "
        "--clientSecret {v}",
        value=lambda r: alnum(r, 3) + "8Q~" + pick(r, string.ascii_letters + "_-.~", 34),
    ),
    kind14(
        "amazon_appstore_client_secret",
        "config",
        "APPSTORE_CLIENT_ID=amzn1.application-oa2-client.{h32}\nAPPSTORE_CLIENT_SECRET={v}",
        value=lambda r: "amzn1.oa2-cs.v1." + hexs(r, 64),
    ),
    kind14(
        "firebase_appdistribution_token",
        "cli",
        "firebase appdistribution:distribute app-release.apk --app 1:48213:android:{h24} "
        '--groups qa --token "{v}"',
        value=lambda r: "1//0g" + urlsafe(r, 98),
    ),
    kind14(
        "play_service_account_b64_var",
        "key",
        "variables:\n  PLAY_JSON_B64: {v}\nscript:\n  - echo $PLAY_JSON_B64 | base64 -d > "
        "play.json",
        value=_play_json_b64,
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_OBSERVABILITY,
    *_WAREHOUSES,
    *_ML,
    *_IOT,
    *_PAYMENTS,
    *_GOVERNMENT,
    *_ADS,
    *_APP_STORES,
)
