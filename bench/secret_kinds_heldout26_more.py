"""The second part of held-out 26's kinds (`bench/secret_kinds_heldout26.py`): vendors.

The kind maker both files use (`kind26`: a form with `{v}` its secret and
named extras, each a fresh id of the vendor's objects printed beside it), and
vendors of mainstream trades no set reached, each key standing in the
vendor's own objects: an SDK call, a webhook payload, an API response, a row
copied from a dashboard, an SDK's debug log or a vendor CLI's print. AI and
LLM APIs (AI21, Writer, Reka, Nebius AI Studio, Novita, Baseten, SambaNova,
Hyperbolic, Aleph Alpha, Upstage, Predibase, Stability AI, Leonardo, Rev.ai,
Murf, Resemble, Hume, Humanloop, Patronus, Lakera, Vectara, LanceDB Cloud,
Vespa Cloud), payments and billing (Recurly, Zuora, Metronome, Lago, Stigg,
FastSpring, Paystack, Flutterwave, Xendit, Midtrans, Rapyd, dLocal, Plaid,
Marqeta, Lithic, NMI), messaging and email (Mandrill, Customer.io,
Iterable, Klaviyo, Vonage, Bird, Infobip, Telesign, Courier, SuprSend,
MailerSend, SMTP2GO, Elastic Email), auth and identity (Ping Identity,
OneLogin, JumpCloud, Cognito, Frontegg, SuperTokens, Hanko, Corbado, Privy,
Ory Network, Scalekit), analytics and product tools (Heap, FullStory,
Hotjar, LogRocket, Pendo, Intercom, Optimizely, VWO, Split, RudderStack,
Snowplow, Jitsu), mobile and app stores (App Store Connect, AppsFlyer,
Kochava, Singular, Embrace, Superwall, Adapty, Apphud, AppGallery Connect);
the other trades are in `bench/secret_kinds_heldout26_trades.py`.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string

from bench.secret_kinds import (
    Gen,
    Kind,
    alnum,
    b64,
    digits,
    hexs,
    lower_alnum,
    pick,
    pw,
    urlsafe,
    uuid4,
)

__all__ = ["VENDOR_KINDS", "fill", "jwt26", "kind26", "pre26", "uuid26"]

_UP = string.ascii_uppercase + string.digits
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_FIELD = re.compile(r"\{(v|uuid|ulid|[hdalu][0-9]{1,3})\}")


def uuid26(r: random.Random) -> str:
    """A UUID with this set's own variant digit."""
    return uuid4(r, "b")


def _extra(r: random.Random, name: str) -> str:
    """A fresh id named by its shape: `h32` hex, `d9` digits, `a20` letters and digits, ..."""
    if name == "uuid":
        return uuid26(r)
    if name == "ulid":
        return "01J" + pick(r, _CROCKFORD, 23)
    kind, n = name[0], int(name[1:])
    makers: dict[str, Gen] = {
        "h": lambda r: hexs(r, n),
        "d": lambda r: str(r.randrange(1, 10)) + digits(r, n - 1),
        "a": lambda r: alnum(r, n),
        "l": lambda r: lower_alnum(r, n),
        "u": lambda r: pick(r, _UP, n),
    }
    return makers[kind](r)


def fill(template: str, r: random.Random, v: str) -> str:
    """`template` with `{v}` the secret and every other `{name}` a fresh id (`_extra`).

    Only `v`, `uuid`, `ulid` and a shape letter with a length in braces are fields, so
    JSON, HCL and Go templates stand as written.
    """
    seen: dict[str, str] = {"v": v}

    def one(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in seen:
            seen[name] = _extra(r, name)
        return seen[name]

    return _FIELD.sub(one, template)


def kind26(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms` (`fill`), its secret made by `value`."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        return v, fill(r.choice(forms), r, v)

    return Kind(name, group, make)


def jwt26(r: random.Random) -> str:
    """A signed JWT of random claims (a vendor's access token)."""

    def part(doc: dict[str, object]) -> str:
        raw = json.dumps(doc, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    head = part({"alg": "HS256", "typ": "JWT"})
    body = part({"sub": uuid26(r), "iat": 1764400000 + r.randrange(99999), "scope": "api"})
    return f"{head}.{body}.{urlsafe(r, 43)}"


def pre26(prefix: str, body: Gen) -> Gen:
    return lambda r: prefix + body(r)


def _b64_of_bytes(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


_AI: tuple[Kind, ...] = (
    kind26(
        "ai21_sdk_client",
        "code",
        'from ai21 import AI21Client\nclient = AI21Client(api_key="{v}")\n'
        'resp = client.chat.completions.create(model="jamba-large", messages=msgs)',
        value=lambda r: alnum(r, 32),
    ),
    kind26(
        "writer_debug_log",
        "output",
        "DEBUG writerai._base_client: Request options: {'method': 'post', 'url': "
        "'/v1/chat', 'headers': {'Authorization': 'Bearer {v}'}, 'json_data': "
        "{'model': 'palmyra-x5'}}",
        value=lambda r: alnum(r, 40),
    ),
    kind26(
        "reka_curl",
        "cli",
        "curl https://api.reka.ai/v1/chat -H 'X-Api-Key: {v}' -d @prompt.json",
        value=lambda r: hexs(r, 64),
    ),
    kind26(
        "nebius_ai_studio_env",
        "config",
        "# Nebius AI Studio, project {uuid}\nNEBIUS_API_KEY={v}\nNEBIUS_BASE_URL=https://api.studio"
        ".nebius.com/v1/",
        value=jwt26,
    ),
    kind26(
        "novita_sdk",
        "code",
        "const novita = new NovitaSDK('{v}');\nconst task = await novita.txt2Img(params); "
        "// task_id {uuid}",
        value=pre26("sk_", lambda r: urlsafe(r, 43)),
    ),
    kind26(
        "baseten_truss_push",
        "output",
        "$ truss push --publish\n? Enter your Baseten API key: {v}\n"
        "Model my-llm was successfully pushed (model id {l7}, deployment {l7})",
        value=lambda r: lower_alnum(r, 8) + "." + alnum(r, 32),
    ),
    kind26(
        "sambanova_openai_base",
        "code",
        'client = openai.OpenAI(base_url="https://api.sambanova.ai/v1", api_key="{v}")',
        value=uuid26,
    ),
    kind26(
        "hyperbolic_requests",
        "code",
        'requests.post("https://api.hyperbolic.xyz/v1/chat/completions",\n'
        '    headers={"Authorization": "Bearer {v}"}, json=payload)',
        value=jwt26,
    ),
    kind26(
        "aleph_alpha_client",
        "code",
        'client = Client(token="{v}", host="https://api.aleph-alpha.com")',
        value=jwt26,
    ),
    kind26(
        "upstage_langchain",
        "code",
        'llm = ChatUpstage(api_key="{v}", model="solar-pro")',
        value=pre26("up_", lambda r: alnum(r, 29)),
    ),
    kind26(
        "predibase_cli_print",
        "output",
        "$ pbase login\nAPI token: {v}\nLogged in to tenant {l8} as dev@acme.io",
        value=pre26("pb_", lambda r: urlsafe(r, 22)),
    ),
    kind26(
        "stability_fetch",
        "code",
        "await fetch('https://api.stability.ai/v2beta/stable-image/generate/core', {\n"
        "  method: 'POST', headers: { authorization: `Bearer {v}`, accept: 'image/*' }, body: form "
        "})",
        value=pre26("sk-", lambda r: alnum(r, 48)),
    ),
    kind26(
        "leonardo_generation_response",
        "output",
        'POST /api/rest/v1/generations  (key {v})\n{"sdGenerationJob":'
        '{"generationId":"{uuid}","apiCreditCost":8}}',
        value=uuid26,
    ),
    kind26(
        "revai_job_submit",
        "cli",
        "curl -X POST https://api.rev.ai/speechtotext/v1/jobs -H 'Authorization: Bearer {v}' "
        "-F media=@call.mp3",
        value=lambda r: "02" + alnum(r, 68),
    ),
    kind26(
        "murf_env",
        "config",
        "MURF_API_KEY={v}\nMURF_VOICE_ID=en-US-natalie",
        value=pre26("ap2_", uuid26),
    ),
    kind26(
        "resemble_ruby",
        "code",
        "Resemble.api_key = '{v}'\nclip = Resemble::V2::Clip.create_sync(project_uuid, "
        "voice_uuid, body)",
        value=lambda r: alnum(r, 24),
    ),
    kind26(
        "hume_secret_pair",
        "config",
        "HUME_API_KEY={a48}\nHUME_SECRET_KEY={v}\nHUME_CONFIG_ID={uuid}",
        value=lambda r: alnum(r, 64),
    ),
    kind26(
        "humanloop_python",
        "code",
        'hl = Humanloop(api_key="{v}")\nhl.prompts.log(path="support/triage", messages=msgs)',
        value=pre26("hl_sk_", lambda r: hexs(r, 40)),
    ),
    kind26(
        "patronus_yaml",
        "config",
        "patronus:\n  api_key: {v}\n  project_name: rag-evals\n  experiment_id: {d12}",
        value=pre26("sk-", lambda r: urlsafe(r, 40)),
    ),
    kind26(
        "lakera_guard_header",
        "header",
        "POST /v2/guard HTTP/1.1\nHost: api.lakera.ai\nAuthorization: Bearer {v}\n"
        "Content-Type: application/json",
        value=lambda r: alnum(r, 64),
    ),
    kind26(
        "vectara_query",
        "cli",
        "curl -s https://api.vectara.io/v2/corpora/support-kb/query -H 'x-api-key: {v}' "
        '-d \'{"query": "refund policy"}\'',
        value=pre26("zwt_", lambda r: urlsafe(r, 44)),
    ),
    kind26(
        "lancedb_cloud_connect",
        "code",
        'db = lancedb.connect(uri="db://docs-{l6}", api_key="{v}", region="us-east-1")',
        value=pre26("sk_", lambda r: alnum(r, 40)),
    ),
    kind26(
        "vespa_cloud_token",
        "cli",
        "vespa query 'yql=select * from doc where true' --header 'Authorization: Bearer {v}'",
        value=pre26("vespa_cloud_", lambda r: alnum(r, 40)),
    ),
)

_PAY: tuple[Kind, ...] = (
    kind26(
        "recurly_client",
        "code",
        'client = recurly.Client("{v}")\naccount = client.get_account("code-{l8}")',
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "zuora_oauth_env",
        "config",
        "ZUORA_CLIENT_ID={uuid}\nZUORA_CLIENT_SECRET={v}\nZUORA_ENDPOINT=https://rest.apisandbox.zu"
        "ora.com",
        value=lambda r: alnum(r, 40) + "=",
    ),
    kind26(
        "metronome_ingest",
        "cli",
        'curl https://api.metronome.com/v1/ingest -H "Authorization: Bearer {v}" '
        '-d \'[{"transaction_id":"{uuid}","customer_id":"{uuid}","event_type":"tokens"}]\'',
        value=lambda r: hexs(r, 64),
    ),
    kind26(
        "lago_webhook_setup",
        "code",
        "const lago = Client('{v}', { baseUrl: 'https://api.getlago.com/api/v1' });\n"
        "await lago.webhookEndpoints.createWebhookEndpoint({ webhook_endpoint: { webhook_url } });",
        value=uuid26,
    ),
    kind26(
        "stigg_server_key",
        "code",
        'stigg = Stigg(api_key="{v}")\nstigg.get_entitlements(customer_id="cus-{d6}")',
        value=pre26("server-", lambda r: uuid26(r) + ":" + uuid26(r)),
    ),
    kind26(
        "fastspring_basic",
        "cli",
        "curl -u FS_API_USER:{v} https://api.fastspring.com/orders/{a22}",
        value=lambda r: alnum(r, 22),
    ),
    kind26(
        "paystack_verify",
        "output",
        "GET https://api.paystack.co/transaction/verify/T{d15}\nAuthorization: Bearer {v}\n"
        '<- 200 {"status":true,"data":{"id":{d10},"status":"success","customer":'
        '{"customer_code":"CUS_{l15}"}}}',
        value=pre26("sk_live_", lambda r: hexs(r, 40)),
    ),
    kind26(
        "flutterwave_env",
        "config",
        "FLW_PUBLIC_KEY=FLWPUBK-{h32}-X\nFLW_SECRET_KEY={v}\nFLW_ENCRYPTION_KEY={h12}",
        value=lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    ),
    kind26(
        "xendit_invoice",
        "code",
        'Xendit.setApiKey("{v}");\nInvoice.create(Map.of("external_id", "order-{d6}", '
        '"amount", 150000));',
        value=pre26("xnd_production_", lambda r: alnum(r, 50)),
    ),
    kind26(
        "midtrans_snap",
        "code",
        "$snap = new \\Midtrans\\Snap();\n\\Midtrans\\Config::$serverKey = '{v}';\n"
        "\\Midtrans\\Config::$isProduction = true;",
        value=lambda r: "Mid-server-" + urlsafe(r, 24),
    ),
    kind26(
        "rapyd_signature_code",
        "code",
        'ACCESS_KEY = "{h24}"\nSECRET_KEY = "{v}"\nsalt = secrets.token_hex(8)\n'
        "to_sign = method + path + salt + ts + ACCESS_KEY + SECRET_KEY + body",
        value=lambda r: hexs(r, 80),
    ),
    kind26(
        "dlocal_headers",
        "header",
        "X-Date: 2026-11-29T10:12:01.000Z\nX-Login: {a10}\nX-Trans-Key: {v}\n"
        "Authorization: V2-HMAC-SHA256, Signature: {h64}",
        value=lambda r: alnum(r, 10),
    ),
    kind26(
        "plaid_link_token_create",
        "cli",
        "curl -X POST https://production.plaid.com/link/token/create -H 'Content-Type: "
        'application/json\' -d \'{"client_id": "{h24}", "secret": "{v}", '
        '"user": {"client_user_id": "u-{d5}"}}\'',
        value=lambda r: hexs(r, 30),
    ),
    kind26(
        "marqeta_basic_pair",
        "code",
        "MarqetaClient(base_url='https://sandbox-api.marqeta.com/v3/', "
        "application_token='{uuid}', admin_access_token='{v}')",
        value=uuid26,
    ),
    kind26(
        "lithic_dashboard_row",
        "output",
        "| Name        | Key                                  | Created    |\n"
        "| prod-issuing | {v} | 2026-10-02 |",
        value=uuid26,
    ),
    kind26(
        "nmi_transact_form",
        "form",
        "POST /api/transact.php\nsecurity_key={v}&type=sale&amount=10.00&ccnumber=4111111111111111",
        value=lambda r: alnum(r, 32),
    ),
)

_MSG: tuple[Kind, ...] = (
    kind26(
        "mandrill_send_json",
        "code",
        'mailchimp = MailchimpTransactional.Client("{v}")\n'
        'mailchimp.messages.send({"message": {"subject": "Reset", "to": to}})',
        value=pre26("md-", lambda r: urlsafe(r, 22)),
    ),
    kind26(
        "customerio_track_pair",
        "code",
        'cio = CustomerIO("{h20}", "{v}", region=Regions.EU)\ncio.identify(id="{d6}", email=email)',
        value=lambda r: hexs(r, 20),
    ),
    kind26(
        "iterable_webhook_debug",
        "output",
        "[iterable] POST https://api.iterable.com/api/events/track api_key={v} "
        "campaignId={d7} templateId={d7} -> 200",
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "klaviyo_private_key",
        "header",
        "curl https://a.klaviyo.com/api/profiles/ -H 'Authorization: Klaviyo-API-Key {v}' "
        "-H 'revision: 2025-10-15'",
        value=pre26("pk_", lambda r: hexs(r, 34)),
    ),
    kind26(
        "vonage_cli_config",
        "output",
        "$ vonage auth show\nAPI Key: {h8}\nAPI Secret: {v}\nApplication ID: {uuid}",
        value=lambda r: alnum(r, 16),
    ),
    kind26(
        "bird_access_key",
        "code",
        'const client = messagebird.initClient("{v}");\nclient.messages.create({ originator: '
        '"Acme", recipients: [to], body })',
        value=lambda r: alnum(r, 25),
    ),
    kind26(
        "infobip_app_auth",
        "header",
        "POST https://{l6}.api.infobip.com/sms/2/text/advanced\nAuthorization: App {v}\n"
        "Accept: application/json",
        value=lambda r: hexs(r, 32) + "-" + uuid26(r),
    ),
    kind26(
        "telesign_rest_client",
        "code",
        'customer_id = "{uuid}"\napi_key = "{v}"\n'
        "messaging = MessagingClient(customer_id, api_key)",
        value=lambda r: b64(r, 86) + "==",
    ),
    kind26(
        "courier_send",
        "code",
        "const courier = new CourierClient({ authorizationToken: '{v}' });\n"
        "await courier.send({ message: { to: { user_id: 'u_{d5}' }, template: '{u26}' } });",
        value=pre26("pk_prod_", lambda r: pick(r, _UP, 28)),
    ),
    kind26(
        "suprsend_workspace_secret",
        "code",
        'supr_client = Suprsend("{a20}", "{v}")\nsupr_client.workflows.trigger(wf)',
        value=lambda r: "SS." + urlsafe(r, 46),
    ),
    kind26(
        "mailersend_token",
        "config",
        "MAILERSEND_API_KEY={v}\nMAILERSEND_DOMAIN_ID={l12}\nMAIL_FROM=noreply@acme.io",
        value=lambda r: "mlsn." + hexs(r, 64),
    ),
    kind26(
        "smtp2go_json_body",
        "code",
        '{\n  "api_key": "{v}",\n  "to": ["ops@acme.io"],\n  "sender": "noreply@acme.io",\n'
        '  "template_id": "{d7}"\n}',
        value=pre26("api-", lambda r: hexs(r, 32).upper()),
    ),
    kind26(
        "elastic_email_ps",
        "code",
        '$headers = @{ "X-ElasticEmail-ApiKey" = "{v}" }\n'
        "Invoke-RestMethod -Uri https://api.elasticemail.com/v4/emails -Headers $headers",
        value=lambda r: hexs(r, 96).upper(),
    ),
)

_AUTH: tuple[Kind, ...] = (
    kind26(
        "ping_worker_app",
        "output",
        "$ pingcli config get service.pingOne.authentication.worker\n"
        "environmentID={uuid}\nclientID={uuid}\nclientSecret={v}",
        value=lambda r: urlsafe(r, 64),
    ),
    kind26(
        "onelogin_token_request",
        "cli",
        "curl -u '{h64}:{v}' -X POST https://acme.onelogin.com/auth/oauth2/v2/token "
        '-d \'{"grant_type":"client_credentials"}\'',
        value=lambda r: hexs(r, 64),
    ),
    kind26(
        "jumpcloud_api_key",
        "cli",
        "curl https://console.jumpcloud.com/api/systemusers -H 'x-api-key: {v}' "
        "-H 'x-org-id: {h24}'",
        value=pre26("jca_", lambda r: alnum(r, 36)),
    ),
    kind26(
        "cognito_describe_client",
        "output",
        "$ aws cognito-idp describe-user-pool-client --user-pool-id eu-west-1_{a9} "
        "--client-id {l26}\n"
        '{\n  "UserPoolClient": {\n    "ClientName": "web",\n    "ClientSecret": "{v}",\n'
        '    "RefreshTokenValidity": 30\n  }\n}',
        value=lambda r: lower_alnum(r, 51),
    ),
    kind26(
        "frontegg_vendor_token",
        "code",
        "await frontegg.init('{uuid}', '{v}');\nconst tenants = await frontegg.tenants.getAll();",
        value=uuid26,
    ),
    kind26(
        "supertokens_core_init",
        "code",
        'supertokens_config=SupertokensConfig(connection_uri="https://st-prod-{uuid}.aws.supertoken'
        's.io",\n'
        '    api_key="{v}")',
        value=lambda r: urlsafe(r, 30),
    ),
    kind26(
        "hanko_admin_api",
        "header",
        "GET /users?page=1 HTTP/1.1\nHost: {uuid}.hanko.io/admin\nAuthorization: Bearer {v}",
        value=lambda r: urlsafe(r, 48),
    ),
    kind26(
        "corbado_backend_sdk",
        "code",
        'config := corbado.NewConfig("pro-{d10}", "{v}")\nsdk, err := corbado.NewSDK(config)',
        value=pre26("corbado1_", lambda r: alnum(r, 30)),
    ),
    kind26(
        "privy_server_auth",
        "code",
        "const privy = new PrivyClient('{l25}', '{v}');\n"
        "const claims = await privy.verifyAuthToken(token);",
        value=lambda r: urlsafe(r, 84),
    ),
    kind26(
        "ory_cli_pat",
        "cli",
        "ORY_PROJECT_API_KEY={v} ory list identities --project {uuid} --format json",
        value=pre26("ory_pat_", lambda r: alnum(r, 32)),
    ),
    kind26(
        "scalekit_client",
        "code",
        'sc := scalekit.NewScalekitClient("https://acme.scalekit.dev", "skc_{d17}", "{v}")',
        value=lambda r: "test_" + alnum(r, 64),
    ),
)

_ANALYTICS: tuple[Kind, ...] = (
    kind26(
        "heap_server_track",
        "code",
        'requests.post("https://heapanalytics.com/api/track", json={"app_id": "{d10}", '
        '"identity": user, "event": "Upgrade"}, auth=("heap", "{v}"))',
        value=lambda r: alnum(r, 32),
    ),
    kind26(
        "fullstory_api_key",
        "header",
        "curl https://api.fullstory.com/v2/users -H 'Authorization: Basic {v}' "
        '-d \'{"uid":"{d6}"}\'',
        value=lambda r: "na1." + b64(r, 60) + "=",
    ),
    kind26(
        "hotjar_client_secret",
        "config",
        "hotjar:\n  site_id: {d7}\n  client_id: {a24}\n  client_secret: {v}",
        value=lambda r: alnum(r, 48),
    ),
    kind26(
        "logrocket_api_key",
        "cli",
        "logrocket release --apikey={v} --app acme/web-prod v4.18.0",
        value=lambda r: lower_alnum(r, 6) + ":acme:" + alnum(r, 22),
    ),
    kind26(
        "pendo_integration_key",
        "header",
        "GET https://app.pendo.io/api/v1/page\nx-pendo-integration-key: {v}\ncontent-type: applicat"
        "ion/json",
        value=lambda r: uuid26(r) + ".us",
    ),
    kind26(
        "intercom_webhook_client",
        "code",
        "client = Intercom::Client.new(token: '{v}')\nclient.conversations.find(id: '{d12}')",
        value=lambda r: "dG9rOj" + b64(r, 54) + "=",
    ),
    kind26(
        "optimizely_rest_token",
        "cli",
        "curl https://api.optimizely.com/v2/projects/{d11}/experiments -H 'Authorization: "
        "Bearer {v}'",
        value=lambda r: "2:" + urlsafe(r, 44),
    ),
    kind26(
        "vwo_token_row",
        "output",
        "Token name       Token                                                             Scope\n"
        "ci-exporter      {v}  read",
        value=lambda r: hexs(r, 64),
    ),
    kind26(
        "split_server_sdk",
        "code",
        "factory = get_factory('{v}', config={'impressionsMode': 'optimized'})\n"
        "client = factory.client()",
        value=lambda r: lower_alnum(r, 36),
    ),
    kind26(
        "rudderstack_service_token",
        "cli",
        "curl -u ':{v}' https://api.rudderstack.com/v2/sources -H 'Content-Type: application/json'",
        value=lambda r: alnum(r, 27),
    ),
    kind26(
        "snowplow_console_key",
        "code",
        'headers = {"X-API-Key": "{v}"}\nurl = f"https://console.snowplowanalytics.com/api/'
        'msc/v1/organizations/{org_id}/credentials/v2/token"',
        value=uuid26,
    ),
    kind26(
        "jitsu_write_key",
        "config",
        "JITSU_HOST=https://ingest.acme.io\nJITSU_WRITE_KEY={a32}:{v}",
        value=lambda r: alnum(r, 32),
    ),
)

_MOBILE: tuple[Kind, ...] = (
    kind26(
        "asc_p8_private_key",
        "key",
        "# AuthKey_{u10}.p8, issuer {uuid}\n-----BEGIN PRIVATE KEY-----\n{v}\n-----END PRIVATE KEY-"
        "----",
        value=lambda r: (
            "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(r, 64) + "\n" + b64(r, 44)
        ),
    ),
    kind26(
        "appsflyer_api_token",
        "header",
        "GET https://hq1.appsflyer.com/api/raw-data/export/app/id{d10}/installs_report/v5\n"
        "authorization: Bearer {v}",
        value=jwt26,
    ),
    kind26(
        "kochava_api_key_json",
        "config",
        '{\n  "api_key": "{v}",\n  "app_guid": "koacme-ios-{l10}",\n'
        '  "time_start": "1764300000"\n}',
        value=lambda r: uuid26(r).upper(),
    ),
    kind26(
        "singular_reporting",
        "cli",
        "curl 'https://api.singular.net/api/v2.0/reporting?api_key={v}&start_date=2026-11-01"
        "&end_date=2026-11-28&dimensions=app,source'",
        value=lambda r: hexs(r, 32) + "_" + lower_alnum(r, 6),
    ),
    kind26(
        "embrace_gradle",
        "config",
        'embrace {\n    appId.set("{a5}")\n    apiToken.set("{v}")\n}',
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "superwall_server_webhook",
        "config",
        "SUPERWALL_SECRET_KEY={v}\nSUPERWALL_PUBLIC_KEY=pk_{h48}",
        value=pre26("sk_", lambda r: hexs(r, 48)),
    ),
    kind26(
        "adapty_secret_header",
        "header",
        "POST https://api.adapty.io/api/v2/server-side-api/purchase/profile/grant/access-level/\n"
        "Authorization: Api-Key {v}\nadapty-customer-user-id: {uuid}",
        value=pre26("secret_live_", lambda r: alnum(r, 40)),
    ),
    kind26(
        "apphud_server_key",
        "cli",
        "http POST https://api.apphud.com/v1/customers api_key=={v} user_id={uuid}",
        value=pre26("app_", lambda r: alnum(r, 30)),
    ),
    kind26(
        "agconnect_client_secret",
        "config",
        '{\n  "client": {"app_id": "{d9}", "client_id": "{d18}",\n'
        '    "client_secret": "{v}", "package_name": "com.acme.app"}\n}',
        value=lambda r: hexs(r, 64).upper(),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (*_AI, *_PAY, *_MSG, *_AUTH, *_ANALYTICS, *_MOBILE)
