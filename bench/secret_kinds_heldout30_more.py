"""The second part of held-out 30's kinds (`bench/secret_kinds_heldout30.py`): app vendors.

The kind maker the set's files use (`kind30`: a form with `{v}` its secret
and named extras, each a fresh value: `{h8}`…`{h64}` hex, `{d4}`…`{d19}`
digits, `{k12}`/`{k20}` letters and digits, `{l10}` lower case, `{U10}`
capitals and digits, `{uuid}`; any other brace stays as it stands, so JSON,
Gradle and code are written as they are), a PEM body maker, and vendors of
apps shipped to users that no set's docstring names, each key as a mobile,
desktop or game developer pastes it into a coding agent: OTA updaters and
release tools (Shorebird, Capgo, Ionic Appflow, App Center's CodePush,
Revopush, Appcircle), Apple's app-specific password for `altool` and an
App Store shared secret for receipts, Amazon's RVS shared secret, a Google
Play refresh token, desktop stores and packagers (`msstore`, Snapcraft's
exported login, flat-manager, Chocolatey), code signing services (Azure
Trusted Signing, DigiCert KeyLocker, SSL.com eSigner with its TOTP seed),
push services (Pushy, Batch, CleverTap, MoEngage, Leanplum, Xiaomi, vivo
and OPPO push, an APNs certificate's pass), crash and feedback tools
(Instabug, Countly, Shake, TestFairy, Bitdrift), in-app purchases
(Qonversion, IAPHUB, Glassfy, Purchasely, Nami), ad networks and their
reports (Unity Ads monetization stats, Liftoff, Chartboost's app signature,
Mintegral, Pangle, InMobi, Appodeal, Digital Turbine, Moloco, Tenjin,
Airbridge), game stores and backends (Meta Quest's app secret, GOG Galaxy,
Coherence, SpacetimeDB, Metaplay, Satori, Balancy, a Steam publisher Web
API key, a Source server's RCON, a FiveM licence key), deep links (Dub,
Rebrandly, Short.io) and feature flags and remote config (Amplitude
Experiment's server deployment key, Hypertune, Reflag, FeatBit, Tggl,
Prefab, AB Tasty, Confidence, CloudBees, Firebase Remote Config by an OAuth
token).
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pick, pw, urlsafe

__all__ = ["APP_VENDOR_KINDS", "kind30", "pem_line", "uuid30"]

#: a maker of one secret value
Gen = Callable[[random.Random], str]

_UP = string.ascii_uppercase + string.digits
_EXTRA = re.compile(r"\{(v|h\d+|d\d+|k\d+|l\d+|U\d+|uuid)\}")


def uuid30(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-9{h[17:20]}-{h[20:]}"


def _extra(r: random.Random, name: str) -> str:
    if name == "uuid":
        return uuid30(r)
    n = int(name[1:])
    makers: dict[str, Callable[[], str]] = {
        "h": lambda: hexs(r, n),
        "d": lambda: digits(r, n),
        "k": lambda: alnum(r, n),
        "l": lambda: lower_alnum(r, n),
        "U": lambda: pick(r, _UP, n),
    }
    return makers[name[0]]()


def kind30(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms`: `{v}` its secret, each other slot a fresh extra."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        form = r.choice(forms)
        return v, _EXTRA.sub(lambda m: v if m.group(1) == "v" else _extra(r, m.group(1)), form)

    return Kind(name, group, make)


def pem_line(r: random.Random) -> str:
    """A line of a PEM body: 64 characters of base64."""
    return b64(r, 64)


def _pre(prefix: str, maker: Callable[[random.Random, int], str], n: int) -> Gen:
    return lambda r: prefix + maker(r, n)


def _k(n: int) -> Gen:
    return lambda r: alnum(r, n)


def _h(n: int) -> Gen:
    return lambda r: hexs(r, n)


def _app_specific(r: random.Random) -> str:
    return "-".join(pick(r, string.ascii_lowercase, 4) for _ in range(4))


def _cleverpass(r: random.Random) -> str:
    return "-".join(pick(r, string.ascii_uppercase, n) for n in (3, 3, 4))


_RELEASE: tuple[Kind, ...] = (
    kind30(
        "shorebird_ci_token",
        "vendor",
        "- name: Shorebird release\n  run: shorebird release android --flutter-version 3.24.5\n"
        "  env:\n    SHOREBIRD_TOKEN: {v}",
        "export SHOREBIRD_TOKEN={v}\nshorebird patch ios --release-version 2.4.0+41",
        value=_k(160),
    ),
    kind30(
        "capgo_cli_apikey",
        "vendor",
        "npx @capgo/cli@latest bundle upload --apikey {v} --channel production",
        "npx @capgo/cli login {v}",
        value=lambda r: uuid30(r),
    ),
    kind30(
        "ionic_appflow_token",
        "vendor",
        "IONIC_TOKEN={v} npx @ionic/cloud build android release --app-id {h8}",
        value=_pre("ion_", alnum, 40),
    ),
    kind30(
        "appcenter_codepush_token",
        "vendor",
        "appcenter codepush release-react -a studio/Tidepool-iOS -d Production "
        "--token {v} --mandatory",
        "appcenter login --token {v}",
        value=_h(40),
    ),
    kind30(
        "revopush_access_key",
        "vendor",
        "npx revopush login --accessKey {v}\nnpx revopush release-react Tidepool ios -d Staging",
        value=_k(36),
    ),
    kind30(
        "appcircle_pat",
        "vendor",
        "appcircle login --pat={v}\nappcircle build start --profileId {uuid} --branch main",
        value=lambda r: urlsafe(r, 64),
    ),
    kind30(
        "apple_app_specific_password_altool",
        "vendor",
        "xcrun altool --upload-app -f build/Tidepool.ipa -t ios -u release@studio.example -p {v}",
        "export FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={v}\nbundle exec fastlane beta",
        value=_app_specific,
    ),
    kind30(
        "app_store_shared_secret_receipt",
        "form",
        'POST https://buy.itunes.apple.com/verifyReceipt\n{"receipt-data": "MIIT{k20}", '
        '"password": "{v}", "exclude-old-transactions": true}',
        value=_h(32),
    ),
    kind30(
        "amazon_rvs_shared_secret",
        "vendor",
        "GET https://appstore-sdk.amazon.com/version/1.0/verifyReceiptId/developer/"
        "{v}/user/{k20}/receiptId/{k20} -> 200",
        value=lambda r: "2:" + alnum(r, 64) + ":" + b64(r, 22) + "==",
    ),
    kind30(
        "google_play_refresh_token",
        "vendor",
        "PLAY_CLIENT_ID={d12}-{l20}.apps.googleusercontent.com\nPLAY_REFRESH_TOKEN={v}",
        "curl -d client_id=$CID -d client_secret=$CS -d refresh_token={v} "
        "-d grant_type=refresh_token https://oauth2.googleapis.com/token",
        value=lambda r: "1//0g" + urlsafe(r, 98),
    ),
    kind30(
        "msstore_client_secret",
        "vendor",
        "msstore reconfigure --tenantId {uuid} --sellerId {d8} --clientId {uuid} "
        "--clientSecret {v}",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind30(
        "snapcraft_store_credentials",
        "vendor",
        "$ snapcraft export-login --snaps=tidepool --channels=edge -\n"
        "Login successfully exported and printed above\n{v}",
        "env:\n  SNAPCRAFT_STORE_CREDENTIALS: {v}",
        value=lambda r: "SW1wb3J0ZWQgbWFjYXJvb24g" + b64(r, 180),
    ),
    kind30(
        "flat_manager_token",
        "vendor",
        "flat-manager-client --token {v} push --commit $BUILD repo",
        value=lambda r: (
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJ" + urlsafe(r, 90) + "." + urlsafe(r, 43)
        ),
    ),
    kind30(
        "chocolatey_push_key",
        "vendor",
        "choco apikey --key {v} --source https://push.chocolatey.org/",
        "choco push tidepool.4.12.0.nupkg --source https://push.chocolatey.org/ --api-key {v}",
        value=lambda r: uuid30(r),
    ),
    kind30(
        "azure_trusted_signing_secret",
        "vendor",
        "AZURE_TENANT_ID={uuid}\nAZURE_CLIENT_ID={uuid}\nAZURE_CLIENT_SECRET={v}\n"
        "signtool sign /v /fd SHA256 /dlib Azure.CodeSigning.Dlib.dll /dmdf metadata.json app.exe",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind30(
        "digicert_keylocker_api_key",
        "vendor",
        "SM_HOST=https://clientauth.one.digicert.com\nSM_API_KEY={v}\n"
        "SM_CLIENT_CERT_FILE=C:\\certs\\client.p12",
        value=lambda r: hexs(r, 24) + "_" + hexs(r, 64),
    ),
    kind30(
        "esigner_totp_secret",
        "vendor",
        "CodeSignTool sign -username=release@studio.example -password=$ES_PASS "
        "-totp_secret={v} -input_file_path=dist/Tidepool-Setup.exe",
        value=lambda r: b64(r, 43) + "=",
    ),
)

_PUSH_CRASH: tuple[Kind, ...] = (
    kind30(
        "pushy_secret_api_key",
        "vendor",
        "curl -X POST 'https://api.pushy.me/push?api_key={v}' -H 'Content-Type: application/json' "
        '-d \'{"to": "{h22}", "data": {"message": "Your order shipped"}}\'',
        value=_h(64),
    ),
    kind30(
        "batch_rest_key",
        "vendor",
        "curl https://api.batch.com/1.1/{U30}/transactional/send -H 'X-Authorization: {v}' "
        "-H 'Content-Type: application/json' -d @push.json",
        value=_h(32),
    ),
    kind30(
        "clevertap_passcode",
        "vendor",
        "curl -X POST https://eu1.api.clevertap.com/1/send/push.json "
        "-H 'X-CleverTap-Account-Id: 8W6-{U3}-{U3}Z' -H 'X-CleverTap-Passcode: {v}' -d "
        "@campaign.json",
        value=_cleverpass,
    ),
    kind30(
        "moengage_data_api_basic",
        "vendor",
        "MOENGAGE_APP_ID={U24}\nMOENGAGE_DATA_API_KEY={v}\n"
        "# curl -u $MOENGAGE_APP_ID:$MOENGAGE_DATA_API_KEY https://api-02.moengage.com/v1/customer",
        value=_k(24),
    ),
    kind30(
        "leanplum_prod_key",
        "vendor",
        "https://api.leanplum.com/api?appId=app_{k43}&clientKey=prod_{v}&apiVersion=1.0.6"
        "&action=export",
        value=_k(43),
    ),
    kind30(
        "xiaomi_push_app_secret",
        "vendor",
        "curl https://api.xmpush.xiaomi.com/v3/message/regid -H 'Authorization: key={v}' "
        "-d 'registration_id=...&title=Tidepool'",
        '<meta-data android:name="MI_APP_ID" android:value="2882303761{d9}"/>\n'
        "# server side only: MI_APP_SECRET={v}",
        value=lambda r: b64(r, 22) + "==",
    ),
    kind30(
        "vivo_oppo_push_master_secret",
        "vendor",
        "VIVO_APP_ID={d6}\nVIVO_APP_KEY={h32}\nVIVO_APP_SECRET={v}",
        "oppo:\n  app_key: {h32}\n  master_secret: {v}",
        value=_h(32),
    ),
    kind30(
        "apns_pem_cert_pass",
        "cli",
        "curl -v --http2 --cert push_prod.pem:{v} -H 'apns-topic: com.studio.tidepool' "
        '-d \'{"aps":{"alert":"hi"}}\' https://api.push.apple.com/3/device/{h64}',
    ),
    kind30(
        "instabug_upload_token",
        "vendor",
        "instabug-cli upload-symbols --platform ios --token {v} --dsym build/Tidepool.app.dSYM",
        value=_h(32),
    ),
    kind30(
        "countly_api_key",
        "vendor",
        "curl 'https://analytics.studio.example/o?api_key={v}&app_id={h24}&method=crashes'",
        value=_h(32),
    ),
    kind30(
        "shake_client_secret",
        "vendor",
        "SHAKE_CLIENT_ID={k40}\nSHAKE_CLIENT_SECRET={v}",
        value=_k(40),
    ),
    kind30(
        "testfairy_upload_key",
        "vendor",
        "curl https://upload.testfairy.com/api/upload -F api_key={v} -F file=@app-release.apk "
        "-F groups=qa",
        value=_h(40),
    ),
    kind30(
        "bitdrift_api_key",
        "vendor",
        "bd upload-dsyms --api-key {v} ./build/dSYMs",
        value=lambda r: "bd_" + urlsafe(r, 48),
    ),
)

_IAP_ADS: tuple[Kind, ...] = (
    kind30(
        "qonversion_secret_key",
        "vendor",
        "curl https://api.qonversion.io/v3/users/{uuid}/entitlements "
        "-H 'Authorization: Bearer {v}'",
        value=_pre("sk_", alnum, 32),
    ),
    kind30(
        "iaphub_server_api_key",
        "vendor",
        "const iaphub = axios.create({\n  baseURL: 'https://api.iaphub.com/v1/app/{h24}',\n"
        "  headers: { Authorization: 'ApiKey {v}' },\n});",
        value=_k(40),
    ),
    kind30(
        "glassfy_api_key",
        "vendor",
        "GLASSFY_API_KEY={v}  # server key for /v1/receipt validation",
        value=_h(40),
    ),
    kind30(
        "purchasely_api_key",
        "vendor",
        "curl https://s2s.purchasely.io/subscriptions/{d12} -H 'X-API-KEY: {v}' "
        "-H 'X-PLATFORM-TYPE: SERVER'",
        value=_k(48),
    ),
    kind30(
        "nami_api_key",
        "vendor",
        "NAMI_APP_PLATFORM_ID={uuid}\nNAMI_API_SECRET={v}",
        value=_k(44),
    ),
    kind30(
        "unity_ads_monetization_key",
        "vendor",
        "curl 'https://monetization.api.unity.com/stats/v1/operate/organizations/{d14}"
        "?groupBy=country,placement&fields=revenue_sum&apikey={v}'",
        value=_h(64),
    ),
    kind30(
        "liftoff_reporting_key",
        "vendor",
        "curl https://report.api.vungle.com/ext/pub/reports/performance -H 'Authorization: Bearer "
        "{v}' "
        "-H 'Vungle-Version: 1' -H 'Accept: application/json'",
        value=_h(32),
    ),
    kind30(
        "chartboost_app_signature",
        "vendor",
        'Chartboost.start(withAppID: "{h24}", appSignature: "{v}") { error in }',
        'Chartboost.startWithAppId(context, "{h24}", "{v}") { startError -> }',
        value=_h(40),
    ),
    kind30(
        "mintegral_report_secret",
        "vendor",
        "MINTEGRAL_SKEY={h32}\nMINTEGRAL_SECRET={v}\n"
        "# sign = md5(secret + md5(time)) per the reporting doc",
        value=_h(32),
    ),
    kind30(
        "pangle_security_key",
        "vendor",
        "pangle_reporting:\n  user_id: {d6}\n  role_id: {d6}\n  security_key: {v}",
        value=_h(32),
    ),
    kind30(
        "inmobi_secret_key",
        "vendor",
        "curl -X POST https://api.inmobi.com/v1.0/generatesession/generate "
        "-H 'userName: ads@studio.example' -H 'secretKey: {v}'",
        value=_h(32),
    ),
    kind30(
        "appodeal_reporting_key",
        "vendor",
        "curl 'https://api-services.appodeal.com/api/v2/stats_api?api_key={v}&user_id={d6}"
        "&date_from=2026-11-01&date_to=2026-11-29'",
        value=_h(32),
    ),
    kind30(
        "digital_turbine_client_secret",
        "vendor",
        "DT_CLIENT_ID={k20}\nDT_CLIENT_SECRET={v}\n"
        "# POST https://console.fyber.com/api/v2/management/auth",
        value=_k(64),
    ),
    kind30(
        "moloco_api_token",
        "vendor",
        "moloco:\n  workplace_id: studio\n  email: ads@studio.example\n  api_token: {v}",
        value=lambda r: urlsafe(r, 56),
    ),
    kind30(
        "tenjin_reporting_key",
        "vendor",
        "curl https://api.tenjin.com/v2/reports/spend -H 'Authorization: Bearer {v}'",
        value=lambda r: pick(r, _UP, 32),
    ),
    kind30(
        "airbridge_api_token",
        "vendor",
        "curl https://api.airbridge.io/reports/api/v5/apps/tidepool/actuals/query "
        "-H 'Authorization: Bearer {v}' -d @actuals.json",
        value=_h(32),
    ),
)

_GAMES: tuple[Kind, ...] = (
    kind30(
        "meta_quest_app_secret",
        "vendor",
        "ovr-platform-util upload-quest-build --app_id {d16} --app_secret {v} "
        "--apk build/Tidepool.apk --channel alpha",
        "curl 'https://graph.oculus.com/{d16}/verify_entitlement?access_token=OC|{d16}|{v}'",
        value=_h(32),
    ),
    kind30(
        "gog_galaxy_client_secret",
        "vendor",
        'GalaxyInstance::Init(InitOptions("{d17}", "{v}"));',
        value=_h(64),
    ),
    kind30(
        "coherence_portal_token",
        "vendor",
        "coherence-cli upload --project tidepool --token {v} --build Builds/Server.x86_64",
        value=lambda r: urlsafe(r, 48),
    ),
    kind30(
        "spacetimedb_login_token",
        "vendor",
        "spacetime login --token {v}\nspacetime publish tidepool-world",
        value=lambda r: "eyJhbGciOiJFUzI1NiJ9.eyJ" + urlsafe(r, 110) + "." + urlsafe(r, 86),
    ),
    kind30(
        "metaplay_client_secret",
        "vendor",
        "metaplay auth machine-login --client-id {k20} --client-secret {v}",
        value=_k(48),
    ),
    kind30(
        "satori_api_key",
        "vendor",
        'var client = new Satori.Client("https", "tidepool.satoricloud.io", 443, "{v}");',
        value=lambda r: uuid30(r),
    ),
    kind30(
        "balancy_api_secret",
        "vendor",
        "balancy:\n  game_id: {uuid}\n  public_key: NjJmZm{k16}\n  api_secret: {v}",
        value=_k(40),
    ),
    kind30(
        "steam_publisher_web_key",
        "vendor",
        "GET https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v3/?key={v}"
        "&steamid=7656119{d10}&appid={d7}",
        value=lambda r: pick(r, "0123456789ABCDEF", 32),
    ),
    kind30(
        "source_rcon_password",
        "config",
        '// server.cfg\nhostname "Tidepool EU #2"\nrcon_password "{v}"\nsv_lan 0\n',
        'rcon -H 10.2.0.14 -p 27015 -P "{v}" "status"',
    ),
    kind30(
        "fivem_license_key",
        "config",
        'sv_hostname "Tidepool RP"\nsv_licenseKey "{v}"\nsv_maxclients 48',
        value=lambda r: "cfxk_" + alnum(r, 20) + "_" + alnum(r, 6),
    ),
)

_LINKS_FLAGS: tuple[Kind, ...] = (
    kind30(
        "dub_api_key",
        "vendor",
        'const dub = new Dub({ token: "{v}" });\nawait dub.links.create({ url, domain: '
        "'tdpl.link' });",
        value=_pre("dub_", alnum, 24),
    ),
    kind30(
        "rebrandly_api_key",
        "vendor",
        "curl https://api.rebrandly.com/v1/links -H 'apikey: {v}' "
        '-d \'{"destination": "https://tidepool.example/invite"}\'',
        value=_h(32),
    ),
    kind30(
        "shortio_secret_key",
        "vendor",
        "curl https://api.short.io/links -H 'authorization: {v}' -d @link.json",
        value=_pre("sk_", alnum, 16),
    ),
    kind30(
        "amplitude_experiment_server_key",
        "vendor",
        "const experiment = Experiment.initializeLocal('{v}');\nawait experiment.start();",
        "AMPLITUDE_DEPLOYMENT_KEY={v}",
        value=_pre("server-", alnum, 32),
    ),
    kind30(
        "hypertune_token",
        "vendor",
        "HYPERTUNE_TOKEN={v}\nnpx hypertune --outputFileDir generated",
        value=lambda r: "U2FsdGVkX1" + b64(r, 86),
    ),
    kind30(
        "reflag_secret_key",
        "vendor",
        'const client = new ReflagClient({ secretKey: "{v}" });',
        value=_pre("sec_prod_", alnum, 26),
    ),
    kind30(
        "featbit_server_key",
        "vendor",
        'builder := featbit.NewFBClient("{v}", "https://eval.featbit.example", '
        '"wss://eval.featbit.example")',
        value=lambda r: urlsafe(r, 22) + "-" + urlsafe(r, 21),
    ),
    kind30(
        "tggl_server_key",
        "vendor",
        "curl https://api.tggl.io/flags -H 'X-Tggl-Api-Key: {v}' -d '{\"userId\": \"u_{d6}\"}'",
        value=_pre("server_", alnum, 32),
    ),
    kind30(
        "prefab_api_key",
        "vendor",
        "PREFAB_API_KEY={v}",
        value=lambda r: (
            f"{digits(r, 3)}-Production-P{digits(r, 3)}-E{digits(r, 3)}-SDK-" + uuid30(r)
        ),
    ),
    kind30(
        "abtasty_client_secret",
        "vendor",
        "curl -X POST https://api.abtasty.com/oauth/v2/token -d client_id={k20} "
        "-d client_secret={v} -d grant_type=client_credentials",
        value=_k(40),
    ),
    kind30(
        "confidence_client_secret",
        "vendor",
        "const confidence = Confidence.create({ clientSecret: '{v}', environment: 'backend' });",
        value=_k(32),
    ),
    kind30(
        "cloudbees_fm_api_key",
        "vendor",
        "await Rox.setup('{h24}', { apiKey: '{v}' });",
        value=_h(40),
    ),
    kind30(
        "firebase_remote_config_oauth",
        "header",
        "curl https://firebaseremoteconfig.googleapis.com/v1/projects/tidepool-prod/remoteConfig "
        "-H 'Authorization: Bearer {v}' -o config.json",
        value=lambda r: "ya29.a0" + urlsafe(r, 150),
    ),
)

APP_VENDOR_KINDS: tuple[Kind, ...] = (*_RELEASE, *_PUSH_CRASH, *_IAP_ADS, *_GAMES, *_LINKS_FLAGS)
