"""The second part of held-out 18's kinds (`bench/secret_kinds_heldout18.py`): vendors.

Trades no earlier set reached, as their engineers paste keys into an agent:
public sector and e-government (Singpass MyInfo, Maskinporten, a Peppol access
point, India's GSTN, a CFDI PAC, Italy's SdI, api.data.gov), banking cores and
payment terminals (Thought Machine Vault, Temenos Transact OFS, Finastra
FusionFabric, Nexi XPay, Worldline, Elavon Converge, Vipps, TWINT, Pix,
Stripe Terminal's reader registration), travel (Travelport, Expedia Rapid,
Viator, GetYourGuide, Skyscanner), recruiting and HR (SmartRecruiters,
Teamtailor, Recruitee, JazzHR, Factorial), legal tech (Filevine, MyCase,
Litify, Everlaw), media and streaming (Vimeo, Kaltura, Wowza, api.video),
translation (Crowdin, Transifex, Phrase, Weblate, Smartcat), robotics and
drones (Foxglove, InOrbit, DJI Cloud API, Skydio, Airdata, Pix4D), biotech
pipelines (Seqera Platform, DNAnexus, Illumina Connected Analytics, Latch), ML
platforms (Valohai, Determined, Paperspace, Lepton), mobile push and app
stores (Pushwoosh, Airship, Pusher Beams, Samsung Galaxy Store, Chrome Web
Store, addons.mozilla.org), game modding (Nexus Mods, Thunderstore,
Modrinth), self-hosted apps (Sonarr, Prowlarr, Mealie, Navidrome,
Audiobookshelf), messaging bridges (mautrix, matterbridge, a Synapse
registration secret) and VPN or zero-trust agents (ZeroTier, Headscale,
Twingate, OpenZiti, Firezone).
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout15_more import kind15 as kind18

__all__ = ["VENDOR_KINDS", "kind18"]

_UP = string.ascii_uppercase + string.digits


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


_PUBLIC: tuple[Kind, ...] = (
    kind18(
        "singpass_myinfo_client_secret",
        "vendor",
        "MYINFO_APP_ID=STG2-MYINFO-SELF-TEST\nMYINFO_CLIENT_SECRET={v}",
        "myinfo:\n  clientId: PROD-{U9}-HOUSING\n  clientSecret: {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind18(
        "maskinporten_keystore_password",
        "vendor",
        "maskinporten.clientId={uuid}\nmaskinporten.keystore.path=/etc/nav/virksomhet.p12\n"
        "maskinporten.keystore.password={v}",
    ),
    kind18(
        "peppol_ap_basic_auth",
        "vendor",
        "curl -u 'ap-{d6}:{v}' -X POST https://ap.einvoice.example/as4/send "
        "-H 'Content-Type: application/xml' --data @invoice-ubl.xml",
    ),
    kind18(
        "gstn_asp_secret_header",
        "vendor",
        "headers = {{'clientid': 'l7xx{h32}', 'client-secret': '{v}', 'gstin': "
        "'27AAPFU0939F1ZV', 'state-cd': '27'}}",
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "cfdi_pac_stamp_credentials",
        "vendor",
        "<soapenv:Body><stamp><xml>{{cfdi}}</xml><username>facturacion@tienda.mx</username>"
        "<password>{v}</password></stamp></soapenv:Body>",
    ),
    kind18(
        "sdi_fatturapa_keystore",
        "vendor",
        "sdi.ws.keystore=/opt/fe/sdi.jks\nsdi.ws.keystore.password={v}\nsdi.ws.alias=sdicoop",
    ),
    kind18(
        "api_data_gov_key_query",
        "vendor",
        "GET https://api.nal.usda.example/fdc/v1/foods/search?query=oats&api_key={v}",
        "requests.get(FEC_URL, params={{'api_key': '{v}', 'cycle': 2024}})",
        value=lambda r: alnum(r, 40),
    ),
)

_BANKING: tuple[Kind, ...] = (
    kind18(
        "thought_machine_vault_token",
        "vendor",
        'curl -H "X-Auth-Token: {v}" https://core-api.tm.bank.example/v1/accounts',
        value=lambda r: "A0" + urlsafe(r, 62),
    ),
    kind18(
        "temenos_ofs_credentials",
        "vendor",
        "ENQUIRY.SELECT,,OFSUSER/{v}/GB0010001,%CUSTOMER,SECTOR:EQ=1001",
        "tafj.ofs.user=OFSUSER\ntafj.ofs.password={v}",
        value=lambda r: alnum(r, 12),
    ),
    kind18(
        "finastra_ffdc_client_secret",
        "vendor",
        "FFDC_CLIENT_ID={uuid}\nFFDC_CLIENT_SECRET={v}\nFFDC_TENANT=sandbox",
        value=lambda r: urlsafe(r, 36),
    ),
    kind18(
        "nexi_xpay_mac_key",
        "vendor",
        "xpay.alias=ALIAS_WEB_{d8}\nxpay.chiaveSegreta={v}",
        "$chiaveSegreta = '{v}'; // Nexi XPay\n$mac = sha1('codTrans=' . $cod . $chiaveSegreta);",
        value=lambda r: pick(r, _UP, 32),
    ),
    kind18(
        "worldline_secret_api_key",
        "vendor",
        "onlinePayments:\n  apiKeyId: {h20}\n  secretApiKey: {v}\n  merchantId: {d7}",
        value=lambda r: _b64(alnum(r, 48)),
    ),
    kind18(
        "elavon_converge_pin",
        "vendor",
        "ssl_merchant_id={d6}&ssl_user_id=webpage&ssl_pin={v}&ssl_transaction_type=ccsale",
        value=lambda r: pick(r, _UP, 64),
    ),
    kind18(
        "vipps_client_secret_headers",
        "vendor",
        "-H 'client_id: {uuid}' -H 'client_secret: {v}' -H 'Ocp-Apim-Subscription-Key: {h32}'",
        value=lambda r: alnum(r, 40),
    ),
    kind18(
        "twint_cert_passphrase",
        "vendor",
        "openssl pkcs12 -in twint-merchant.p12 -passin pass:{v} -nokeys -out cert.pem",
    ),
    kind18(
        "pix_psp_client_secret",
        "vendor",
        "PIX_CLIENT_ID=Client_Id_{h40}\nPIX_CLIENT_SECRET=Client_Secret_{v}",
        value=lambda r: hexs(r, 40),
    ),
    kind18(
        "stripe_terminal_reader_code_prose",
        "prose",
        "registration code on the WisePOS screen is {v} - register it to the Lisbon location",
        value=lambda r: "-".join(
            r.choice(["sepia", "ostrich", "cactus", "velvet", "onion"]) for _ in range(3)
        ),
    ),
)

_TRAVEL: tuple[Kind, ...] = (
    kind18(
        "travelport_uapi_basic",
        "vendor",
        "UAPI_USER=Universal API/uAPI{d10}-{h8}\nUAPI_PASSWORD={v}\nTARGET_BRANCH=P{d7}",
    ),
    kind18(
        "expedia_rapid_shared_secret",
        "vendor",
        "api_key = '{k26}'\nshared_secret = '{v}'\nsig = sha512(api_key + shared_secret + ts)",
        value=lambda r: alnum(r, 14),
    ),
    kind18(
        "viator_exp_api_key",
        "vendor",
        "curl https://api.viator.example/partner/products/search -H 'exp-api-key: {v}' "
        "-H 'Accept-Language: en-US'",
        value=_uuid,
    ),
    kind18(
        "getyourguide_access_token",
        "vendor",
        "X-ACCESS-TOKEN: {v}\nAccept: application/json",
        value=lambda r: lower_alnum(r, 64),
    ),
    kind18(
        "skyscanner_partner_key",
        "vendor",
        "const sky = new Skyscanner({{ apiKey: '{v}', market: 'UK' }});",
        value=lambda r: lower_alnum(r, 32),
    ),
)

_PEOPLE: tuple[Kind, ...] = (
    kind18(
        "smartrecruiters_x_token",
        "vendor",
        "X-SmartToken: DCRA1-{v}",
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "teamtailor_token_scheme",
        "vendor",
        "Authorization: Token token={v}\nX-Api-Version: 20210218",
        value=lambda r: alnum(r, 40),
    ),
    kind18(
        "recruitee_bearer_company",
        "vendor",
        "RECRUITEE_COMPANY_ID={d5}\nRECRUITEE_TOKEN={v}",
        value=lambda r: _b64(alnum(r, 30)),
    ),
    kind18(
        "jazzhr_apikey_query",
        "vendor",
        "https://api.resumatorapi.example/v1/applicants?apikey={v}&page=2",
        value=lambda r: alnum(r, 32),
    ),
    kind18(
        "factorial_api_key_header",
        "vendor",
        "factorial = Faraday.new(url: BASE, headers: {{ 'x-api-key' => '{v}' }})",
        value=lambda r: hexs(r, 64),
    ),
    kind18(
        "filevine_key_secret_pair",
        "vendor",
        "FILEVINE_API_KEY=fvpk_{k32}\nFILEVINE_API_SECRET={v}",
        value=lambda r: alnum(r, 44),
    ),
    kind18(
        "mycase_oauth_refresh",
        "vendor",
        '{{"access_token": "{k40}", "refresh_token": "{v}", "expires_in": 7200}}',
        value=lambda r: urlsafe(r, 64),
    ),
    kind18(
        "litify_sf_password_token",
        "vendor",
        "sf login --username intake@firm.example --password '{v}{k25}'",
    ),
    kind18(
        "everlaw_api_token_ps",
        "vendor",
        '$h = @{{ Authorization = "Bearer {v}" }}\nInvoke-RestMethod -Uri $uri -Headers $h',
        value=lambda r: alnum(r, 48),
    ),
)

_MEDIA: tuple[Kind, ...] = (
    kind18(
        "vimeo_client_secret_php",
        "vendor",
        "$lib = new \\Vimeo\\Vimeo('{h40}', '{v}', $accessToken);",
        value=lambda r: _b64(alnum(r, 96))[:128],
    ),
    kind18(
        "kaltura_admin_secret",
        "vendor",
        "client.session.start('{v}', 'ops@tv.example', KalturaSessionType.ADMIN, {d7})",
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "wowza_streaming_cloud_jwt",
        "vendor",
        "wsc-api-key: {k64}\nAuthorization: Bearer {v}",
        value=lambda r: "eyJhbGciOiJIUzI1NiJ9." + urlsafe(r, 120) + "." + urlsafe(r, 43),
    ),
    kind18(
        "api_video_key_basic_user",
        "vendor",
        "curl -u {v}: https://ws.api.video/videos?currentPage=1",
        value=lambda r: alnum(r, 43),
    ),
    kind18(
        "crowdin_yml_api_token",
        "vendor",
        '"project_id": "{d6}"\n"api_token": "{v}"\n"base_path": "."',
        value=lambda r: hexs(r, 80),
    ),
    kind18(
        "transifex_rc_token",
        "vendor",
        "[https://rest.api.transifex.com]\nrest_hostname = https://rest.api.transifex.com\n"
        "token = 1/{v}",
        value=lambda r: hexs(r, 40),
    ),
    kind18(
        "phrase_access_token_yaml",
        "vendor",
        "phrase:\n  access_token: {v}\n  project_id: {h32}\n  file_format: i18next",
        value=lambda r: hexs(r, 64),
    ),
    kind18(
        "weblate_wlc_key",
        "vendor",
        "[weblate]\nurl = https://hosted.weblate.example/api/\nkey = wlu_{v}",
        value=lambda r: alnum(r, 40),
    ),
    kind18(
        "smartcat_account_basic",
        "vendor",
        "auth = ('{uuid}', '{v}')  # smartcat account id, api key\n"
        "requests.get(f'{{HOST}}/api/integration/v1/project/list', auth=auth)",
        value=lambda r: "3_" + alnum(r, 28),
    ),
)

_MACHINES: tuple[Kind, ...] = (
    kind18(
        "foxglove_device_token",
        "vendor",
        "FOXGLOVE_DEVICE_TOKEN=fox_dt_{v}",
        "foxglove-agent --token fox_dt_{v} --storage-root /data/bags",
        value=lambda r: alnum(r, 32),
    ),
    kind18(
        "inorbit_api_key_launch",
        "vendor",
        '<param name="inorbit_api_key" value="{v}" />\n<param name="robot_id" value="amr-07"/>',
        value=lambda r: alnum(r, 16),
    ),
    kind18(
        "dji_cloud_app_key_secret",
        "vendor",
        "DJI_APP_ID={d6}\nDJI_APP_KEY={h32}\nDJI_APP_LICENSE={v}",
        value=lambda r: _b64(alnum(r, 180)),
    ),
    kind18(
        "skydio_api_token_header",
        "vendor",
        "curl -H 'Authorization: ApiToken {v}' https://api.skydio.example/api/v0/flights",
        value=lambda r: hexs(r, 64),
    ),
    kind18(
        "airdata_key_basic_user",
        "vendor",
        "requests.get('https://api.airdata.example/flights', auth=('{v}', ''))",
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "pix4d_cloud_client_secret",
        "vendor",
        "PIX4D_CLIENT_ID={k40}\nPIX4D_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 128),
    ),
    kind18(
        "seqera_tower_access_token",
        "vendor",
        "nextflow run nf-core/rnaseq -with-tower -r 3.14.0 \\\n  --tower.accessToken={v}",
        "tower {{\n  accessToken = '{v}'\n  enabled = true\n}}",
        value=lambda r: _b64('{"tid":' + digits(r, 3) + ',"secret":"' + hexs(r, 40) + '"}'),
    ),
    kind18(
        "dnanexus_dx_login_token",
        "vendor",
        "dx login --token {v} --noprojects",
        value=lambda r: alnum(r, 32),
    ),
    kind18(
        "illumina_ica_api_key",
        "vendor",
        "icav2 config set x-api-key {v}",
        "curl -H 'X-API-Key: {v}' https://ica.illumina.example/ica/rest/api/projects",
        value=lambda r: alnum(r, 32),
    ),
    kind18(
        "latch_token_file",
        "vendor",
        "$ cat ~/.latch/token\n{v}",
        value=lambda r: hexs(r, 40),
    ),
    kind18(
        "valohai_token_env",
        "vendor",
        "VALOHAI_TOKEN={v} vh execution run train --adhoc",
        value=lambda r: hexs(r, 40),
    ),
    kind18(
        "determined_password_flag",
        "vendor",
        "det -m https://det.lab.example -u admin user login admin --password '{v}'",
        "DET_PASS={v} det experiment create const.yaml .",
    ),
    kind18(
        "paperspace_api_key_cli",
        "vendor",
        "gradient apiKey {v}",
        "export PAPERSPACE_API_KEY={v}",
        value=lambda r: hexs(r, 30),
    ),
    kind18(
        "lepton_workspace_token",
        "vendor",
        "lep login -c ws-{k8}:{v}",
        value=lambda r: alnum(r, 32),
    ),
)

_APPS: tuple[Kind, ...] = (
    kind18(
        "pusher_beams_secret_key",
        "vendor",
        "beamsClient = new PushNotifications({{ instanceId: '{uuid}', secretKey: '{v}' }});",
        value=lambda r: pick(r, _UP, 64),
    ),
    kind18(
        "airship_master_secret_basic",
        "vendor",
        "curl -u '{k22}:{v}' https://go.urbanairship.example/api/push -d @push.json",
        value=lambda r: alnum(r, 22),
    ),
    kind18(
        "galaxy_store_service_account",
        "vendor",
        "SERVICE_ACCOUNT_ID={h32}\nGALAXY_PRIVATE_KEY_PEM_B64={v}",
        value=lambda r: _b64("-----BEGIN PRIVATE KEY-----\n" + alnum(r, 64)),
    ),
    kind18(
        "chrome_webstore_refresh_token",
        "vendor",
        "chrome-webstore-upload --source ext.zip --extension-id {k32} "
        "--client-id {d12}-{k32}.apps.googleusercontent.com --refresh-token 1//{v}",
        value=lambda r: urlsafe(r, 100),
    ),
    kind18(
        "amo_jwt_api_secret",
        "vendor",
        "web-ext sign --api-key=user:{d8}:{d3} --api-secret={v} --channel=unlisted",
        value=lambda r: hexs(r, 64),
    ),
    kind18(
        "nexusmods_apikey_header",
        "vendor",
        "GET /v1/users/validate.json HTTP/1.1\nHost: api.nexusmods.example\napikey: {v}",
        value=lambda r: urlsafe(r, 40) + "--" + urlsafe(r, 24) + "--" + _b64(alnum(r, 15)),
    ),
    kind18(
        "thunderstore_tcli_token",
        "vendor",
        "tcli publish --token tss_{v} --file build/MyMod.zip",
        value=lambda r: alnum(r, 40),
    ),
    kind18(
        "modrinth_pat_gradle",
        "vendor",
        'modrinth {{\n    token = "mrp_{v}"\n    projectId = "AANobbMI"\n}}',
        value=lambda r: alnum(r, 48),
    ),
    kind18(
        "sonarr_apikey_config_xml",
        "vendor",
        "<Config>\n  <Port>8989</Port>\n  <ApiKey>{v}</ApiKey>\n  <AuthenticationMethod>"
        "Forms</AuthenticationMethod>\n</Config>",
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "prowlarr_x_api_key_curl",
        "vendor",
        "curl -s -H 'X-Api-Key: {v}' http://prowlarr:9696/api/v1/indexer | jq length",
        value=lambda r: hexs(r, 32),
    ),
    kind18(
        "mealie_long_lived_token",
        "vendor",
        "rest_command:\n  mealie_plan:\n    url: http://mealie:9000/api/groups/mealplans\n"
        "    headers:\n      Authorization: 'Bearer {v}'",
        value=lambda r: (
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 90) + "." + urlsafe(r, 43)
        ),
    ),
    kind18(
        "navidrome_subsonic_query",
        "vendor",
        "http://music.lan:4533/rest/ping.view?u=lena&p=enc:{v}&v=1.16.1&c=dsub",
        value=lambda r: hexs(r, 24),
    ),
    kind18(
        "audiobookshelf_token_query",
        "vendor",
        "http://abs.lan/api/items/{uuid}/cover?token={v}",
        value=lambda r: (
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 80) + "." + urlsafe(r, 43)
        ),
    ),
    kind18(
        "mautrix_registration_tokens",
        "vendor",
        "id: whatsapp\nurl: http://mautrix-whatsapp:29318\nas_token: {v}\nhs_token: {k64}\n"
        "sender_localpart: {k32}",
        value=lambda r: alnum(r, 64),
    ),
    kind18(
        "matterbridge_toml_token",
        "vendor",
        '[discord.club]\nToken="{v}"\nServer="club"\n\n[irc.libera]\nServer="irc.libera.chat:6697"',
        value=lambda r: alnum(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38),
    ),
    kind18(
        "synapse_registration_shared_secret",
        "vendor",
        'registration_shared_secret: "{v}"\nenable_registration: false',
        "register_new_matrix_user -k '{v}' -u ops -a http://localhost:8008",
        value=lambda r: urlsafe(r, 50),
    ),
    kind18(
        "zerotier_central_token",
        "vendor",
        "curl -H 'Authorization: token {v}' https://api.zerotier.example/api/v1/network",
        value=lambda r: alnum(r, 32),
    ),
    kind18(
        "headscale_preauth_key",
        "vendor",
        "tailscale up --login-server https://hs.home.example --authkey {v}",
        value=lambda r: hexs(r, 48),
    ),
    kind18(
        "twingate_connector_tokens",
        "vendor",
        "docker run -d --env TWINGATE_NETWORK=acme --env TWINGATE_ACCESS_TOKEN={v} "
        "--env TWINGATE_REFRESH_TOKEN={k64} twingate/connector:1",
        value=lambda r: "eyJhbGciOiJFUzI1NiIsImtpZCI6I" + urlsafe(r, 100) + "." + urlsafe(r, 86),
    ),
    kind18(
        "openziti_admin_password",
        "vendor",
        "ziti edge login ctrl.zt.example:1280 -u admin -p '{v}' -y",
    ),
    kind18(
        "firezone_token_env",
        "vendor",
        "FIREZONE_ID={uuid}\nFIREZONE_TOKEN={v}",
        value=lambda r: ".SFMyNTY." + urlsafe(r, 120),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_PUBLIC,
    *_BANKING,
    *_TRAVEL,
    *_PEOPLE,
    *_MEDIA,
    *_MACHINES,
    *_APPS,
)
