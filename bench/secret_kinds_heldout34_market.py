"""Held-out 34's marketing, analytics, CRM and ads kinds (`bench/secret_kinds_heldout34.py`).

Ads platforms (Google Ads' `google-ads.yaml` with its developer token, client
secret and refresh token; Meta's system-user access token and app secret in
a Conversions API call; Microsoft Advertising; LinkedIn; TikTok's business
API; Pinterest; Snapchat's CAPI token; Reddit's ads app; Amazon Ads' LWA
refresh token), analytics write keys beside their public read ids (Segment's
write key in Basic auth, RudderStack, Mixpanel's API secret and service
account, Amplitude's secret key, PostHog's personal key, Heap, GA4's
Measurement Protocol `api_secret`, Matomo's `token_auth`, Plausible,
Snowplow's collector), CRM (HubSpot private-app tokens, Salesforce connected
apps' consumer secret and a JWT bearer flow's key, Pipedrive, Zoho's refresh
token, Dynamics' client secret, Close, Copper, Attio), e-mail marketing and
customer-data platforms (Mailchimp, Mailchimp Transactional, Klaviyo's
private key, Brevo, Customer.io's tracking and app keys, Iterable, Braze,
Marketo's client secret, Pardot, ActiveCampaign, ConvertKit, SparkPost,
Postmark's server token, Mailgun's signing key), and affiliate networks (an
Impact account SID and token, CJ, Awin, Rakuten, Partnerize, ShareASale's
secret in a signature).
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["MARKET_KINDS", "dashed_uuid"]


def _ya29(r: random.Random) -> str:
    return "1//0" + urlsafe(r, 99)


def _meta_token(r: random.Random) -> str:
    return "EAA" + alnum(r, 180)


def dashed_uuid(r: random.Random) -> str:
    """32 hex in the 8-4-4-4-12 groups of a UUID, with no version digit."""
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


_ADS: tuple[Kind, ...] = (
    k(
        "google_ads_yaml_developer_token",
        "config",
        "developer_token: {v}\nclient_id: {d12}-{l32}.apps.googleusercontent.com\n"
        "client_secret: GOCSPX-{k28}\nrefresh_token: 1//0{k99}\nlogin_customer_id: {d10}\n"
        "use_proto_plus: True",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "google_ads_yaml_refresh_token",
        "config",
        "developer_token: {k22}\nclient_id: {d12}-{l32}.apps.googleusercontent.com\n"
        "client_secret: GOCSPX-{k28}\nrefresh_token: {v}\nlogin_customer_id: {d10}",
        value=_ya29,
    ),
    k(
        "google_ads_header_developer_token",
        "cli",
        "curl -X POST https://googleads.googleapis.com/v17/customers/{d10}/googleAds:search "
        "-H 'developer-token: {v}' -H \"Authorization: Bearer $(gcloud auth print-access-token)\" "
        "-H 'login-customer-id: {d10}'",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "meta_capi_access_token",
        "cli",
        'curl -X POST -F \'data=[{"event_name":"Purchase","event_time":1796000000,'
        '"action_source":"website"}]\' -F \'access_token={v}\' '
        "https://graph.facebook.com/v21.0/{d15}/events",
        value=_meta_token,
    ),
    k(
        "meta_app_secret_env",
        "config",
        "FB_APP_ID={d16}\nFB_APP_SECRET={v}\nFB_PIXEL_ID={d15}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "meta_system_user_token_py",
        "code",
        "FacebookAdsApi.init(app_id='{d16}', app_secret='{h32}',\n"
        "                    access_token='{v}')",
        value=_meta_token,
    ),
    k(
        "msads_client_secret",
        "config",
        "BING_ADS_DEVELOPER_TOKEN={v}\nBING_ADS_CUSTOMER_ID={d9}\nBING_ADS_ACCOUNT_ID={d9}",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 16),
    ),
    k(
        "linkedin_ads_token",
        "cli",
        "curl -H 'Authorization: Bearer {v}' -H 'LinkedIn-Version: 202411' "
        "'https://api.linkedin.com/rest/adAccounts?q=search'",
        value=lambda r: "AQV" + urlsafe(r, 160),
    ),
    k(
        "tiktok_business_access_token",
        "cli",
        "curl -H 'Access-Token: {v}' "
        "'https://business-api.tiktok.com/open_api/v1.3/report/integrated/get/"
        "?advertiser_id={d19}&report_type=BASIC'",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "tiktok_events_api_token",
        "config",
        "TIKTOK_PIXEL_CODE=C{U19}\nTIKTOK_ACCESS_TOKEN={v}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "pinterest_conversion_token",
        "code",
        'headers = {"Authorization": f"Bearer {v}"}\n'
        'url = f"https://api.pinterest.com/v5/ad_accounts/{d12}/events"',
        value=lambda r: "pina_" + pick(r, string.ascii_uppercase + "234567", 96),
    ),
    k(
        "snapchat_capi_token",
        "config",
        "snap:\n  pixel_id: {uuid}\n  capi_token: {v}",
        value=lambda r: (
            "eyJhbGciOiJIUzI1NiIsImtpZCI6IkNhbnZhc1MyU0hNQUNQcm9kIiwidHlwIjoiSldUIn0."
            + urlsafe(r, 120)
            + "."
            + urlsafe(r, 43)
        ),
    ),
    k(
        "reddit_ads_app_secret",
        "code",
        "auth = requests.auth.HTTPBasicAuth('{k22}', '{v}')\n"
        "r = requests.post('https://www.reddit.com/api/v1/access_token', auth=auth, "
        "data={'grant_type': 'refresh_token', 'refresh_token': rt})",
        value=lambda r: urlsafe(r, 30),
    ),
    k(
        "amazon_ads_lwa_refresh",
        "config",
        '{\n  "clientId": "amzn1.application-oa2-client.{h32}",\n  "clientSecret": '
        '"amzn1.oa2-cs.v1.{h64}",\n  "refreshToken": "{v}",\n  "region": "EU"\n}',
        value=lambda r: "Atzr|IwEB" + urlsafe(r, 300),
    ),
)

_ANALYTICS: tuple[Kind, ...] = (
    k(
        "segment_write_key_basic",
        "cli",
        "curl https://api.segment.io/v1/track -u '{v}:' -H 'Content-Type: application/json' "
        '-d \'{"userId":"u_1","event":"Signed Up"}\'',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "segment_write_key_server",
        "code",
        "import analytics\nanalytics.write_key = '{v}'\nanalytics.track('user_1', 'Order Placed')",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "segment_public_api_token",
        "config",
        "SEGMENT_PUBLIC_API_TOKEN={v}",
        value=lambda r: "sgp_" + alnum(r, 64),
    ),
    k(
        "rudderstack_write_key_server",
        "config",
        "RUDDER_WRITE_KEY={v}\nRUDDER_DATA_PLANE_URL=https://acmecorpkv.dataplane.rudderstack.com",
        value=lambda r: alnum(r, 27),
    ),
    k(
        "mixpanel_api_secret",
        "cli",
        "curl https://data.mixpanel.com/api/2.0/export -u {v}: "
        "-d from_date=2026-11-01 -d to_date=2026-11-29",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "mixpanel_service_account",
        "config",
        "MIXPANEL_SA_USERNAME=etl-export.{h6}.mp-service-account\nMIXPANEL_SA_SECRET={v}\n"
        "MIXPANEL_PROJECT_ID={d7}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "amplitude_secret_key",
        "cli",
        "curl -u {h32}:{v} 'https://amplitude.com/api/2/export?start=20261101T00&end=20261129T23'",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "posthog_personal_api_key",
        "config",
        "POSTHOG_PROJECT_API_KEY=phc_{k43}\nPOSTHOG_PERSONAL_API_KEY={v}",
        value=lambda r: "phx_" + alnum(r, 43),
    ),
    k(
        "ga4_measurement_protocol_secret",
        "code",
        'url = ("https://www.google-analytics.com/mp/collect"\n'
        '       "?measurement_id=G-{U10}&api_secret={v}")',
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "matomo_token_auth",
        "cli",
        "curl 'https://analytics.acme.example/index.php?module=API&method=VisitsSummary.get"
        "&idSite=3&period=day&date=yesterday&format=JSON&token_auth={v}'",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "plausible_api_key",
        "cli",
        "curl https://plausible.io/api/v2/query -H 'Authorization: Bearer {v}' "
        '-d \'{"site_id":"acme.example","metrics":["visitors"],"date_range":"7d"}\'',
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "heap_api_key_user_props",
        "code",
        'requests.post("https://heapanalytics.com/api/add_user_properties", json={\n'
        '    "app_id": "{d10}", "api_key": "{v}", "identity": "u_42"})',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "snowplow_collector_basic",
        "config",
        "collector:\n  endpoint: https://sp.acme.example\n  auth:\n    user: tracker\n"
        "    password: {v}",
    ),
)

_CRM: tuple[Kind, ...] = (
    k(
        "hubspot_private_app_token",
        "config",
        "HUBSPOT_ACCESS_TOKEN={v}\nHUBSPOT_PORTAL_ID={d8}",
        value=lambda r: f"pat-eu1-{dashed_uuid(r)}",
    ),
    k(
        "hubspot_private_app_curl",
        "cli",
        "curl --request GET --url 'https://api.hubapi.com/crm/v3/objects/contacts?limit=10' "
        "--header 'authorization: Bearer {v}'",
        value=lambda r: f"pat-na1-{dashed_uuid(r)}",
    ),
    k(
        "hubspot_app_client_secret",
        "config",
        "HUBSPOT_CLIENT_ID={uuid}\nHUBSPOT_CLIENT_SECRET={v}",
        value=dashed_uuid,
    ),
    k(
        "salesforce_consumer_secret",
        "config",
        "SF_CONSUMER_KEY=3MVG9{k80}\nSF_CONSUMER_SECRET={v}\nSF_USERNAME=integration@acme.example",
        value=lambda r: hexs(r, 64).upper(),
    ),
    k(
        "salesforce_password_plus_security_token",
        "code",
        "sf = Salesforce(username='integration@acme.example', password='{k12}',\n"
        "                security_token='{v}', domain='login')",
        value=lambda r: alnum(r, 25),
    ),
    k(
        "salesforce_sfdx_auth_url",
        "cli",
        "echo 'force://PlatformCLI::{v}@acme.my.salesforce.com' > auth.txt && "
        "sf org login sfdx-url --sfdx-url-file auth.txt --alias prod",
        value=lambda r: "5Aep861" + urlsafe(r, 80),
    ),
    k(
        "salesforce_access_token_curl",
        "cli",
        "curl https://acme.my.salesforce.com/services/data/v62.0/sobjects/Account "
        "-H 'Authorization: Bearer {v}'",
        value=lambda r: "00D" + alnum(r, 12) + "!" + urlsafe(r, 96).replace("-", "."),
    ),
    k(
        "pipedrive_api_token",
        "cli",
        "curl 'https://acme.pipedrive.com/api/v1/deals?status=open&api_token={v}'",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "zoho_refresh_token",
        "config",
        "ZOHO_CLIENT_ID=1000.{U30}\nZOHO_CLIENT_SECRET={h42}\nZOHO_REFRESH_TOKEN={v}",
        value=lambda r: f"1000.{hexs(r, 32)}.{hexs(r, 32)}",
    ),
    k(
        "dynamics_client_secret_conn",
        "config",
        '"Dataverse": "AuthType=ClientSecret;Url=https://acme.crm4.dynamics.com;'
        'ClientId={uuid};ClientSecret={v}"',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "close_crm_api_key",
        "cli",
        "curl -u {v}: https://api.close.com/api/v1/lead/",
        value=lambda r: "api_" + alnum(r, 22) + "." + alnum(r, 22),
    ),
    k(
        "copper_access_token_headers",
        "code",
        'headers = {\n    "X-PW-AccessToken": "{v}",\n    "X-PW-Application": "developer_api",\n'
        '    "X-PW-UserEmail": "ops@acme.example",\n}',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "attio_api_key",
        "config",
        "ATTIO_API_KEY={v}",
        value=lambda r: hexs(r, 64),
    ),
)

_EMAIL_CDP: tuple[Kind, ...] = (
    k(
        "mailchimp_api_key_dc",
        "code",
        "client = MailchimpMarketing.Client()\nclient.set_config({\n"
        '    "api_key": "{v}",\n    "server": "us21"\n})',
        value=lambda r: hexs(r, 32) + "-us21",
    ),
    k(
        "mailchimp_transactional_key",
        "config",
        "MANDRILL_API_KEY={v}",
        value=lambda r: "md-" + urlsafe(r, 22),
    ),
    k(
        "klaviyo_private_key",
        "cli",
        "curl -X GET 'https://a.klaviyo.com/api/profiles/' "
        "-H 'Authorization: Klaviyo-API-Key {v}' -H 'revision: 2024-10-15'",
        value=lambda r: "pk_" + hexs(r, 34),
    ),
    k(
        "brevo_api_key",
        "config",
        "BREVO_API_KEY={v}\nBREVO_SENDER=news@acme.example",
        value=lambda r: "xkeysib-" + hexs(r, 64) + "-" + alnum(r, 16),
    ),
    k(
        "customerio_track_basic",
        "code",
        "cio = CustomerIO(site_id='{h20}', api_key='{v}', region=Regions.EU)",
        value=lambda r: hexs(r, 20),
    ),
    k(
        "customerio_app_api_key",
        "cli",
        "curl -X POST https://api-eu.customer.io/v1/send/email -H 'Authorization: Bearer {v}' "
        "-d @message.json",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "iterable_server_key",
        "cli",
        "curl -H 'Api-Key: {v}' https://api.iterable.com/api/lists",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "braze_rest_key",
        "config",
        "braze:\n  rest_endpoint: https://rest.fra-01.braze.eu\n  api_key: {v}",
        value=dashed_uuid,
    ),
    k(
        "marketo_client_secret",
        "cli",
        "curl 'https://123-ABC-456.mktorest.com/identity/oauth/token?grant_type=client_credentials"
        "&client_id={uuid}&client_secret={v}'",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "activecampaign_api_token",
        "cli",
        "curl -H 'Api-Token: {v}' https://acme.api-us1.com/api/3/contacts",
        value=lambda r: hexs(r, 72),
    ),
    k(
        "convertkit_api_secret",
        "config",
        "CONVERTKIT_API_KEY={k22}\nCONVERTKIT_API_SECRET={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "sparkpost_api_key",
        "code",
        "sp = SparkPost('{v}')\nsp.transmissions.send(recipients=['a@acme.example'], "
        "template='welcome')",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "postmark_server_token",
        "cli",
        "curl 'https://api.postmarkapp.com/email' -H 'X-Postmark-Server-Token: {v}' "
        "-H 'Content-Type: application/json' -d @mail.json",
        value=dashed_uuid,
    ),
    k(
        "mailgun_webhook_signing_key",
        "config",
        "MAILGUN_DOMAIN=mg.acme.example\nMAILGUN_WEBHOOK_SIGNING_KEY={v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "mailgun_smtp_password",
        "config",
        "spring.mail.host=smtp.eu.mailgun.org\nspring.mail.username=postmaster@mg.acme.example\n"
        "spring.mail.password={v}",
        value=lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
    ),
)

_AFFILIATE: tuple[Kind, ...] = (
    k(
        "impact_account_token",
        "cli",
        "curl -u 'IR{k30}:{v}' "
        "'https://api.impact.com/Advertisers/IR{k30}/Actions?ActionDateStart=2026-11-01'",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "cj_personal_access_token",
        "config",
        "CJ_PERSONAL_ACCESS_TOKEN={v}\nCJ_COMPANY_ID={d7}",
        value=lambda r: lower_alnum(r, 26),
    ),
    k(
        "awin_oauth_token",
        "cli",
        "curl 'https://api.awin.com/publishers/{d6}/transactions/?startDate=2026-11-01T00%3A00%3A00"
        "&endDate=2026-11-29T00%3A00%3A00' -H 'Authorization: Bearer {v}'",
        value=dashed_uuid,
    ),
    k(
        "rakuten_security_token",
        "config",
        "rakuten:\n  sid: {d7}\n  security_token: {v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "partnerize_application_key",
        "cli",
        "curl -u {k10}:{v} https://api.partnerize.com/user/publisher",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "shareasale_api_secret",
        "code",
        "API_TOKEN = 'Q{k15}'\nAPI_SECRET = '{v}'\n"
        "sig = hashlib.sha256(f'{API_TOKEN}:{ts}:{action}:{API_SECRET}'.encode()).hexdigest()",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "tradedoubler_token",
        "config",
        "TRADEDOUBLER_TOKEN={v}",
        value=lambda r: hexs(r, 40).upper(),
    ),
    k(
        "branch_key_secret",
        "config",
        "BRANCH_KEY=key_live_{k32}\nBRANCH_SECRET={v}",
        value=lambda r: "secret_live_" + alnum(r, 32),
    ),
    k(
        "appsflyer_api_token_v2",
        "cli",
        "curl 'https://hq1.appsflyer.com/api/raw-data/export/app/id{d10}/installs_report/v5"
        "?from=2026-11-01&to=2026-11-29' -H 'authorization: Bearer {v}'",
        value=lambda r: (
            "eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0."
            + urlsafe(r, 40)
            + "."
            + urlsafe(r, 16)
            + "."
            + urlsafe(r, 200)
            + "."
            + urlsafe(r, 22)
        ),
    ),
    k(
        "crm_sync_env_password",
        "config",
        "CRM_SYNC_USER=sync@acme.example\nCRM_SYNC_PASSWORD={v}",
    ),
    k(
        "digits_only_affiliate_key",
        "config",
        "[awin]\npublisher_id = {d6}\napi_password = {v}",
        value=lambda r: digits(r, 4) + alnum(r, 12),
    ),
)

MARKET_KINDS: tuple[Kind, ...] = (*_ADS, *_ANALYTICS, *_CRM, *_EMAIL_CDP, *_AFFILIATE)
