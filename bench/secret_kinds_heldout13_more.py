"""The second part of held-out 13's kinds (`bench/secret_kinds_heldout13.py`).

Business SaaS no earlier set used, where a back-office integration keeps its
key: support desks (Zendesk, Freshdesk, Help Scout), CRMs (Pipedrive, Close,
Attio, Copper), HR and scheduling (BambooHR, Personio, Cal.com), commerce
(WooCommerce, BigCommerce, Magento, commercetools), shipping and tax
(ShipStation, Sendcloud, Avalara), accounting (Xero, QuickBooks), meetings
and whiteboards (Zoom, Webex, Miro), analytics and errors (Mixpanel,
Amplitude, Plausible, Honeybadger, Sumo Logic, Airbrake), messaging (Viber,
Threema), education (Canvas, Moodle), smart home (Philips Hue, SmartThings),
email marketing (ActiveCampaign, ConvertKit) and payments (PayPal, Klarna,
Authorize.net, iyzico) — in Scala, Haskell, OCaml, F#, Zig, Nim, Crystal,
VB.NET, Objective-C, Erlang, ColdFusion, Tcl and Deno, and chat in
languages no earlier set used.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, urlsafe, uuid4
from bench.secret_kinds_heldout12_more import kind12, pick

__all__ = ["MORE_KINDS"]


def _uuid9(r: random.Random) -> str:
    return uuid4(r, "9")


def _webex_bot(r: random.Random) -> str:
    return alnum(r, 64) + "_PF84_" + _uuid9(r)


def _canvas(r: random.Random) -> str:
    return f"{r.randrange(1, 25000)}~" + alnum(r, 64)


def _viber(r: random.Random) -> str:
    return f"{hexs(r, 16)}-{hexs(r, 16)}-{hexs(r, 16)}"


_SAAS: tuple[Kind, ...] = (
    kind12(
        "zendesk_email_token_basic",
        "cli",
        "curl https://corp.zendesk.com/api/v2/tickets.json -u ops@corp.dev/token:{v}",
        value=lambda r: alnum(r, 40),
    ),
    kind12(
        "freshdesk_key_as_user",
        "cli",
        "curl -u {v}:X -H 'Content-Type: application/json' "
        "https://corp.freshdesk.com/api/v2/tickets",
        value=lambda r: alnum(r, 20),
    ),
    kind12(
        "helpscout_scala",
        "code",
        'val client = HelpScoutClient(appId = "{h8}", appSecret = "{v}")',
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "pipedrive_haskell",
        "code",
        'pipedriveUrl = "https://corp.pipedrive.com/api/v1/deals?api_token=" <> "{v}"',
        value=lambda r: hexs(r, 40),
    ),
    kind12(
        "close_crm_ocaml",
        "code",
        'let api_key = "{v}" in\nClose.list_leads ~api_key ()',
        value=lambda r: "api_" + alnum(r, 22) + "." + alnum(r, 22),
    ),
    kind12(
        "attio_fsharp",
        "code",
        'client.DefaultRequestHeaders.Authorization <- AuthenticationHeaderValue("Bearer", "{v}")',
        value=lambda r: hexs(r, 64),
    ),
    kind12(
        "copper_headers",
        "header",
        "X-PW-AccessToken: {v}\nX-PW-Application: developer_api\nX-PW-UserEmail: ops@corp.dev",
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "bamboohr_key_x",
        "cli",
        'curl -u "{v}:x" https://api.bamboohr.com/api/gateway.php/corp/v1/employees/directory',
        value=lambda r: hexs(r, 40),
    ),
    kind12(
        "personio_client_secret",
        "config",
        "PERSONIO_CLIENT_ID=papi-{uuid}\nPERSONIO_CLIENT_SECRET={v}",
        value=lambda r: "papi-" + b64(r, 64),
    ),
    kind12(
        "calcom_key_zig",
        "code",
        'const cal_key = "{v}";\ntry req.headers.append("Authorization", "Bearer " ++ cal_key);',
        value=lambda r: "cal_live_" + hexs(r, 32),
    ),
    kind12(
        "woocommerce_consumer_secret",
        "form",
        "GET /wp-json/wc/v3/orders?consumer_key=ck_{h32}{h8}&consumer_secret={v}",
        value=lambda r: "cs_" + hexs(r, 40),
    ),
    kind12(
        "bigcommerce_auth_token",
        "header",
        "curl https://api.bigcommerce.com/stores/{h8}/v3/catalog/products -H 'X-Auth-Token: {v}'",
        value=lambda r: lower_alnum(r, 31),
    ),
    kind12(
        "magento_integration_nim",
        "code",
        'let client = newHttpClient()\nclient.headers = newHttpHeaders({{"Authorization": '
        '"Bearer {v}"}})',
        value=lambda r: lower_alnum(r, 32),
    ),
    kind12(
        "commercetools_client_crystal",
        "code",
        'client = Commercetools::Client.new(project_key: "corp-shop", client_id: "{h8}", '
        'client_secret: "{v}")',
        value=lambda r: urlsafe(r, 32),
    ),
    kind12(
        "shipstation_vbnet",
        "code",
        'Dim creds = Convert.ToBase64String(Encoding.ASCII.GetBytes("{h32}:" & "{v}"))',
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "sendcloud_objc",
        "code",
        '[config setSecretKey:@"{v}"];\n[config setPublicKey:@"{h32}"];',
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "avalara_license_key",
        "config",
        '<add key="AvaTax.AccountId" value="2000{h8}" />\n'
        '<add key="AvaTax.LicenseKey" value="{v}" />',
        value=lambda r: hexs(r, 16).upper(),
    ),
    kind12(
        "xero_erlang",
        "code",
        '{{xero, [{{client_id, <<"{h32}">>}}, {{client_secret, <<"{v}">>}}]}}.',
        value=lambda r: urlsafe(r, 48),
    ),
    kind12(
        "quickbooks_cfml",
        "code",
        '<cfhttp url="https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer" method="post">\n'
        '  <cfhttpparam type="formfield" name="client_secret" value="{v}">\n</cfhttp>',
        value=lambda r: alnum(r, 40),
    ),
    kind12(
        "zoom_s2s_tcl",
        "code",
        'set creds [binary encode base64 "$client_id:{v}"]\n'
        'http::geturl $token_url -headers [list Authorization "Basic $creds"]',
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "webex_bot_token",
        "config",
        "WEBEX_BOT_TOKEN={v}",
        "curl https://webexapis.com/v1/messages -H 'Authorization: Bearer {v}'",
        value=_webex_bot,
    ),
    kind12(
        "miro_deno",
        "code",
        'Deno.env.set("MIRO_ACCESS_TOKEN", "{v}");',
        value=lambda r: "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + urlsafe(r, 27),
    ),
    kind12(
        "mixpanel_service_account",
        "cli",
        "curl https://mixpanel.com/api/app/me --user 'etl.{h8}.mp-service-account:{v}'",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "amplitude_export_basic",
        "cli",
        "curl -u {h32}:{v} 'https://amplitude.com/api/2/export?start=20261101T00&end=20261102T00'",
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "plausible_stats_key",
        "header",
        "curl 'https://plausible.io/api/v1/stats/aggregate?site_id=corp.dev' "
        "-H 'Authorization: Bearer {v}'",
        value=lambda r: urlsafe(r, 64),
    ),
    kind12(
        "honeybadger_pat",
        "config",
        "HONEYBADGER_PERSONAL_AUTH_TOKEN={v}",
        value=lambda r: "hbp_" + alnum(r, 36),
    ),
    kind12(
        "sumologic_access_pair",
        "cli",
        "curl -u 'su{h8}:{v}' https://api.eu.sumologic.com/api/v1/collectors",
        value=lambda r: alnum(r, 64),
    ),
    kind12(
        "airbrake_project_key",
        "code",
        "Airbrake.configure do |c|\n  c.project_id = 482913\n  c.project_key = '{v}'\nend",
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "viber_auth_token",
        "header",
        "curl -X POST https://chatapi.viber.com/pa/send_message -H 'X-Viber-Auth-Token: {v}'",
        value=_viber,
    ),
    kind12(
        "threema_gateway_secret",
        "form",
        "curl -X POST https://msgapi.threema.ch/send_simple "
        "--data 'from=*CORPGW1&to=ECHOECHO&secret={v}&text=deploy+done'",
        value=lambda r: alnum(r, 16),
    ),
    kind12(
        "canvas_lms_token",
        "header",
        "curl -H 'Authorization: Bearer {v}' https://canvas.corp.edu/api/v1/courses",
        "CANVAS_API_TOKEN={v}",
        value=_canvas,
    ),
    kind12(
        "moodle_wstoken",
        "form",
        "https://lms.corp.edu/webservice/rest/server.php?wstoken={v}"
        "&wsfunction=core_course_get_courses&moodlewsrestformat=json",
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "hue_bridge_username",
        "form",
        "curl -X PUT http://192.168.1.40/api/{v}/lights/3/state -d '{{\"on\":true}}'",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "smartthings_pat",
        "config",
        "smartthings:\n  token: {v}\n  location_id: {uuid}",
        value=_uuid9,
    ),
    kind12(
        "activecampaign_api_token",
        "header",
        "curl https://corp.api-us1.com/api/3/contacts -H 'Api-Token: {v}'",
        value=lambda r: hexs(r, 72),
    ),
    kind12(
        "convertkit_api_secret",
        "form",
        "curl 'https://api.convertkit.com/v3/subscribers?api_secret={v}&from=2026-11-01'",
        value=lambda r: urlsafe(r, 43),
    ),
    kind12(
        "paypal_dotnet_environment",
        "code",
        'var env = new LiveEnvironment("{h32}", "{v}");\nvar client = new PayPalHttpClient(env);',
        value=lambda r: urlsafe(r, 80),
    ),
    kind12(
        "klarna_basic_pair",
        "config",
        "klarna:\n  username: K{h8}_{h8}\n  password: {v}\n  region: eu",
        value=lambda r: pick(r, string.ascii_letters + string.digits, 16),
    ),
    kind12(
        "authorize_net_transaction_key",
        "code",
        'merchantAuthentication.setName("{h8}");\nmerchantAuthentication.setTransactionKey("{v}");',
        value=lambda r: alnum(r, 16),
    ),
    kind12(
        "iyzico_secret_key",
        "config",
        "IYZICO_API_KEY=sandbox-{h32}\nIYZICO_SECRET_KEY={v}",
        value=lambda r: "sandbox-" + alnum(r, 32),
    ),
    kind12(
        "hubot_env_file",
        "config",
        "HUBOT_SLACK_APP_TOKEN=xapp-1-{h8}\nHUBOT_JIRA_PASSWORD={v}",
    ),
    kind12(
        "jwt_secret_plain_env",
        "config",
        "JWT_SECRET={v}\nJWT_EXPIRES_IN=7d",
        value=lambda r: alnum(r, 48),
    ),
)

_PROSE: tuple[Kind, ...] = (
    kind12("chat_scottish_gaelic", "prose", "Seo am facal-faire airson an t-seirbheisiche: {v}"),
    kind12("chat_breton", "prose", "Ar ger-tremen evit ar servijer eo {v}"),
    kind12("chat_faroese", "prose", "Loyniorðið til ambætaran er {v}"),
    kind12("chat_frisian", "prose", "It wachtwurd foar de server is {v}"),
    kind12("chat_occitan", "prose", "Lo senhal del servidor es {v}"),
    kind12("chat_latin", "prose", "Tessera servitoris est {v}"),
    kind12("chat_yiddish", "prose", "דאָס פּאַראָל פֿאַר דעם סערווער איז {v}"),
    kind12("chat_xhosa", "prose", "Igama lokugqitha leseva ngu {v}"),
    kind12("chat_igbo", "prose", "Okwuntughe nke sava bụ {v}"),
    kind12("chat_malagasy", "prose", "Ny tenimiafina ho an'ny mpizara dia {v}"),
    kind12("chat_tajik", "prose", "Рамзи сервер ин аст: {v}"),
    kind12("chat_kyrgyz", "prose", "Сервердин сырсөзү: {v}"),
    kind12("chat_uyghur", "prose", "مۇلازىمېتىرنىڭ مەخپىي نومۇرى: {v}"),
    kind12("chat_odia", "prose", "ସର୍ଭରର ପାସୱାର୍ଡ ହେଉଛି {v}"),
    kind12("chat_sindhi", "prose", "سرور جو پاسورڊ {v} آهي"),
    kind12("chat_cebuano", "prose", "Ang password sa server kay {v}"),
    kind12(
        "chat_accidentally_committed",
        "prose",
        "lol I accidentally committed {v} to the public repo, do I need to rotate it?",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
    kind12(
        "chat_expires_friday",
        "prose",
        "Token (expires Friday): {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "chat_creds_for_sandbox",
        "prose",
        "creds for the sandbox: client id is public-app, client secret {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "chat_voice_note_spelled",
        "prose",
        "the door code for the server room changed, it's {v} now",
        value=lambda r: str(r.randrange(100_000, 999_999)) + "#",
    ),
)

MORE_KINDS: tuple[Kind, ...] = (*_SAAS, *_PROSE)
