"""The look-alikes of held-out 26 (`bench/secret_kinds_heldout26.py`): no secret in any of them.

What the vendors' own objects hold that must come through unchanged, as the
same SDK calls, webhook payloads, API responses, dashboard rows, debug logs
and CLI prints show them: ids of every object of the set's vendors in their
own forms (Paystack references and `CUS_` customer codes, Flutterwave
`flw_ref`s, Rapyd `payment_`/`ewallet_` ids, Recurly's 32-hex uuids, Zuora
account and invoice numbers, Plaid `item_id`s, request ids and `link-`
tokens meant for the browser, Klaviyo profile ULIDs, Courier request ids,
Telesign reference ids, a Cognito user pool and app client id, Privy and
Ory ids, an AccelByte user id in hex, Xsolla and Tebex transaction ids,
CurseForge mod, file and fingerprint numbers, Snowflake query ids,
BigQuery job ids, a service account's `private_key_id` on its own,
PagerDuty incident and service ids, Splunk search ids, Fastly service ids
and purge ids, Transloadit assembly ids, IPFS CIDs, Foursquare `fsq_id`s,
what3words addresses, Loqate ids, Salesforce 18-character record ids and
org ids, Zoho record ids, HappyFox ticket numbers, Leonardo generation ids,
Rev.ai job ids, Humanloop prompt and log ids, Vespa document ids, HCP
Terraform run and workspace ids, CloudFormation stack ARNs); keys and ids
vendors publish in pages (Paystack and Flutterwave public keys, a Pendo
agent snippet, a RudderStack browser write key, an Optimizely datafile URL,
a Constructor `key_`, a Klevu JS key, a Swiftype `search-` key, a Tidio
widget key, a Superwall `pk_`, an Adapty `public_live_` key, a Filestack
picker key, a Salesforce consumer key, a Zoho client id, a Heap app id,
a FullStory org id, a Klaviyo site id); key ids and fingerprints (an App
Store Connect key id and issuer id, a DigitalOcean Spaces and a Tigris
access key id, an AWS access key id in `list-access-keys`, a GPG
fingerprint in groups, an SSH `SHA256:` fingerprint, a JWK `kid`);
signatures and digests (a Paystack `x-paystack-signature`, a Standard
Webhooks `webhook-signature`, a SigV4 `Signature=`, commit ids, image
digests, provider lock hashes, ETags); IaC state and outputs with nothing
secret (a tfstate's lineage, `(sensitive value)`, `<sensitive>`, `tofu
output` of a URL, an OpenTofu passphrase read from a variable); CLI prints
that list keys without them (`npm token list`, `heroku authorizations`,
`twilio api:core:keys:list`, `ibmcloud iam api-keys`); masked values,
placeholders (`<your-key>`, `xxxx`, `changeme`, `sk_live_...` in a doc),
references to secret stores (`--update-secrets`, an ECS `valueFrom`,
`@Microsoft.KeyVault(...)`, `op://`, `{{resolve:secretsmanager:...}}`),
ENV VAR NAMES with no value, versions, API revisions, build numbers and
feature-flag names, codes that are not credentials (order numbers, postal
codes, HTTP and error codes, coupon codes, measurements), and chat in the
set's languages that names a secret without giving it.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b58,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    upper32,
    urlsafe,
    uuid4,
)

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _ulid(r: random.Random) -> str:
    return "01J" + pick(r, _CROCKFORD, 23)


def _n(r: random.Random, k: int) -> str:
    return str(r.randrange(1, 10)) + digits(r, k - 1)


def _sf_id(r: random.Random, prefix: str) -> str:
    return prefix + "5g00000" + alnum(r, 8) + pick(r, "AEIQ", 1) + pick(r, "AEIQ", 1) + "A"


def _payments(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "paystack_reference",
            f'{{"reference":"T{_n(r, 15)}","status":"success","amount":500000}}',
        ),
        (
            "paystack_customer_code",
            f"customer_code: CUS_{lower_alnum(r, 15)}, plan PLN_{lower_alnum(r, 15)}",
        ),
        (
            "flutterwave_flw_ref",
            f'"flw_ref": "FLW-MOCK-{hexs(r, 32)}", "tx_ref": "order-{_n(r, 6)}"',
        ),
        ("xendit_invoice_id", f"invoice {hexs(r, 24)} (external_id order-{_n(r, 6)}) PAID"),
        (
            "midtrans_transaction_id",
            f"transaction_id: {_uuid(r)} status_code: 201 fraud_status: accept",
        ),
        ("rapyd_payment_id", f"payment_{hexs(r, 32)} captured into ewallet_{hexs(r, 32)}"),
        ("recurly_uuid", f"subscription uuid {hexs(r, 32)} state=active plan_code=pro-monthly"),
        ("zuora_numbers", f"Account A{_n(r, 8)} invoice INV{_n(r, 8)} subscription A-S{_n(r, 8)}"),
        ("zuora_object_id", f'"id": "8a8aa1{hexs(r, 26)}", "accountNumber": "A{_n(r, 8)}"'),
        ("metronome_customer", f"customer_id={_uuid(r)} rate_card_id={_uuid(r)}"),
        ("lago_ids", f'{{"lago_id":"{_uuid(r)}","external_customer_id":"cust_{_n(r, 5)}"}}'),
        ("fastspring_reference", f"order reference ACME{_n(r, 6)}-{_n(r, 4)}-{_n(r, 5)} completed"),
        ("plaid_item_id", f'"item_id": "{alnum(r, 37)}", "request_id": "{alnum(r, 15)}"'),
        (
            "plaid_link_token",
            f'"link_token": "link-production-{_uuid(r)}", "expiration": "2026-11-29T13:00:00Z"',
        ),
        ("marqeta_card_token", f"card token {_uuid(r)} state ACTIVE last_four 4242"),
        ("lithic_card_token", f'"token": "{_uuid(r)}", "type": "VIRTUAL", "state": "OPEN"'),
        (
            "nmi_transaction_id",
            f"response=1&responsetext=SUCCESS&transactionid={_n(r, 10)}&avsresponse=N",
        ),
    ]


def _messaging(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("klaviyo_profile_id", f'"type": "profile", "id": "{_ulid(r)}"'),
        ("customerio_delivery_id", f"delivery_id {urlsafe(r, 28)} for campaign {_n(r, 4)}"),
        ("iterable_ids", f"campaignId={_n(r, 7)} templateId={_n(r, 7)} messageId={hexs(r, 32)}"),
        ("vonage_message_uuid", f'{{"message_uuid": "{_uuid(r)}"}}'),
        ("infobip_message_id", f'"bulkId": "{_n(r, 19)}", "messageId": "{_n(r, 19)}"'),
        (
            "telesign_reference_id",
            f'"reference_id": "{hexs(r, 32).upper()}", "status": {{"code": 290}}',
        ),
        ("courier_request_id", f'{{"requestId": "1-{hexs(r, 8)}-{hexs(r, 24)}"}}'),
        ("mailersend_message_id", f"X-Message-Id: {hexs(r, 24)}"),
        ("smtp2go_email_id", f'"email_id": "1t{alnum(r, 4)}-{alnum(r, 6)}-{alnum(r, 2)}"'),
        ("bird_message_id", f"message {hexs(r, 32)} delivered to +4420{_n(r, 8)[:4]}XXXX"),
    ]


def _identity(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "cognito_pool_and_client",
            f"UserPoolId: eu-west-1_{alnum(r, 9)}\nClientId: {lower_alnum(r, 26)}",
        ),
        ("ping_environment_id", f"environmentID={_uuid(r)} region=EU"),
        ("onelogin_app_id", f"app_id={_n(r, 7)} connector_id={_n(r, 6)}"),
        ("jumpcloud_org_id", f"x-org-id: {hexs(r, 24)}"),
        ("frontegg_tenant_id", f"tenantId: {_uuid(r)}"),
        ("privy_app_id", f'<PrivyProvider appId="cl{lower_alnum(r, 23)}">'),
        ("ory_identity_id", f"identity {_uuid(r)} state=active schema_id=preset://email"),
        ("scalekit_org_id", f"organization_id=org_{_n(r, 17)} connection=conn_{_n(r, 17)}"),
        ("hanko_user_id", f'"user_id": "{_uuid(r)}", "email_verified": true'),
    ]


def _product(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("heap_app_id", f'heap.load("{_n(r, 10)}");'),
        ("fullstory_org_id", f"window['_fs_org'] = 'o-{pick(r, _UP, 5)}-na1';"),
        ("hotjar_site_id", f"hjid:{_n(r, 7)},hjsv:6"),
        ("pendo_snippet_key", f"(function(apiKey){{/* pendo agent */}})('{_uuid(r)}');"),
        ("intercom_app_id", f"window.intercomSettings = {{ app_id: '{lower_alnum(r, 8)}' }};"),
        ("intercom_conversation_id", f"conversation {_n(r, 12)} assigned to admin {_n(r, 7)}"),
        ("optimizely_datafile", f"https://cdn.optimizely.com/datafiles/{alnum(r, 22)}.json"),
        (
            "rudderstack_browser_load",
            f'rudderanalytics.load("{alnum(r, 27)}", "https://acme.dataplane.rudderstack.com");',
        ),
        ("snowplow_event_id", f"event_id={_uuid(r)} app_id=web collector=c.acme.io"),
        ("vwo_account_id", f"window._vwo_code || (account_id={_n(r, 6)})"),
    ]


def _mobile_games(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("asc_key_id_issuer", f"Key ID: {pick(r, _UP, 10)}\nIssuer ID: {_uuid(r)}"),
        ("apple_team_and_app", f"Team ID {pick(r, _UP, 10)}, Apple ID {_n(r, 10)}, com.acme.app"),
        ("appsflyer_ids", f"appsflyer_id={_n(r, 13)}-{_n(r, 19)} app_id=id{_n(r, 10)}"),
        ("superwall_public_key", f'Superwall.configure(apiKey: "pk_{hexs(r, 48)}")'),
        ("adapty_public_key", f'Adapty.activate("public_live_{alnum(r, 8)}.{alnum(r, 20)}")'),
        ("agconnect_app_id", f'"app_id": "{_n(r, 9)}", "cp_id": "{_n(r, 18)}"'),
        ("accelbyte_user_id", f"userId: {hexs(r, 32)} namespace: acme-arena"),
        (
            "xsolla_transaction",
            f'{{"transaction": {{"id": {_n(r, 9)}, "external_id": "{_uuid(r)}"}}}}',
        ),
        ("tebex_transaction_id", f"Transaction tbx-{_n(r, 8)}a{_n(r, 6)} for package {_n(r, 7)}"),
        ("curseforge_file", f"modId={_n(r, 6)} fileId={_n(r, 7)} fingerprint={_n(r, 10)}"),
        ("colyseus_room", f"room {alnum(r, 9)} created, sessionId {alnum(r, 9)} joined"),
        ("nitrado_service_id", f"service {_n(r, 8)} gameserver status: started"),
    ]


def _data_obs(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("snowflake_query_id", f"query id 01b{hexs(r, 5)}-0000-{hexs(r, 4)}-0000-{hexs(r, 12)}"),
        ("bigquery_job_id", f"Job acme-dw:EU.bquxjob_{hexs(r, 8)}_{hexs(r, 11)} DONE"),
        ("sa_private_key_id", f'"private_key_id": "{hexs(r, 40)}"'),
        ("cockroach_cluster_id", f"cluster {_uuid(r)} state CREATED"),
        ("scale_task_id", f"task_id {hexs(r, 24)} status completed"),
        ("datarobot_project_id", f"project {hexs(r, 24)} autopilot done"),
        ("honeycomb_trace", f"trace.trace_id={hexs(r, 32)} trace.span_id={hexs(r, 16)}"),
        ("pagerduty_ids", f"incident Q{pick(r, _UP, 13)} on service P{pick(r, _UP, 6)}"),
        ("pagerduty_dedup_key", f'"dedup_key": "{_uuid(r)}", "status": "success"'),
        ("incident_io_id", f"incident {_ulid(r)} INC-{_n(r, 4)} declared"),
        ("splunk_sid", f"sid={_n(r, 10)}.{_n(r, 5)} dispatchState=DONE"),
        ("statuscake_test_id", f"test_id {_n(r, 7)} uptime 99.98%"),
        ("loggly_event", f"event {_uuid(r)} tag logback"),
    ]


def _search_storage_maps(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("constructor_public_key", f"ConstructorioClient({{ apiKey: 'key_{alnum(r, 16)}' }})"),
        ("klevu_js_key", f"klevu.settings.apiKey = 'klevu-{_n(r, 14)}';"),
        ("swiftype_search_key", f'searchKey: "search-{lower_alnum(r, 24)}"'),
        ("coveo_source_id", f"source {lower_alnum(r, 26)}-{lower_alnum(r, 20)} rebuilt"),
        (
            "fastly_service_id",
            f"service_id={alnum(r, 22)} purge id {_n(r, 5)}-{_n(r, 10)}-{_n(r, 5)}",
        ),
        ("do_spaces_key_id", f"Access Key: DO00{pick(r, _UP, 16)} (secret hidden)"),
        ("tigris_key_id", f"Access Key ID: tid_{alnum(r, 30)}"),
        ("ipfs_cid", f"pinned bafybei{pick(r, 'abcdefghijklmnopqrstuvwxyz234567', 52)}"),
        ("filestack_picker_key", f"filestack.init('A{alnum(r, 21)}').picker().open();"),
        ("transloadit_assembly", f"assembly_id {hexs(r, 32)} ASSEMBLY_COMPLETED"),
        ("foursquare_fsq_id", f'"fsq_id": "{hexs(r, 24)}", "distance": {r.randrange(5, 900)}'),
        (
            "what3words",
            f"///{r.choice(['filled', 'index', 'daring'])}.{r.choice(['count', 'home', 'lamp'])}."
            f"{r.choice(['soap', 'raft', 'fold'])}",
        ),
        ("loqate_id", f'"Id": "GB|RM|A|{_n(r, 8)}", "Type": "Address"'),
        ("geoapify_place_id", f"place_id=51{hexs(r, 40)}f00103"),
        ("felt_map_id", f"https://felt.com/map/Delivery-zones-{alnum(r, 22)}"),
    ]


def _crm_ai_iac(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("salesforce_record_id", f"Account {_sf_id(r, '001')} Opportunity {_sf_id(r, '006')}"),
        ("salesforce_org_id", f"Organization ID: 00D{alnum(r, 12)}"),
        ("zoho_record_id", f'"id": "{_n(r, 19)}", "Deal_Name": "Renewal"'),
        ("zoho_client_id", f"client_id=1000.{pick(r, _UP, 30)}"),
        ("kustomer_conversation", f"conversation {hexs(r, 24)} status done"),
        ("happyfox_ticket", f"Ticket #ACME{_n(r, 7)} moved to Pending"),
        ("tidio_widget", f'<script src="//code.tidio.co/{lower_alnum(r, 32)}.js" async></script>'),
        ("leonardo_generation_id", f"generationId {_uuid(r)} COMPLETE"),
        ("revai_job_id", f'{{"id": "{alnum(r, 12)}", "status": "in_progress"}}'),
        (
            "humanloop_ids",
            f"prompt pr_{alnum(r, 20)} version prv_{alnum(r, 20)} log data_{alnum(r, 20)}",
        ),
        ("vespa_document_id", f"id:docs:doc::{_n(r, 6)}"),
        ("ai_request_id", f"x-request-id: req_{alnum(r, 24)}"),
        ("hcp_terraform_run", f"run-{alnum(r, 16)} in ws-{alnum(r, 16)} planned and finished"),
        ("tfstate_lineage", f'"lineage": "{_uuid(r)}", "serial": {r.randrange(2, 400)}'),
        ("cfn_stack_id", f"arn:aws:cloudformation:eu-west-1:{_n(r, 12)}:stack/db/{_uuid(r)}"),
        (
            "tf_lock_info",
            f'{{"ID":"{_uuid(r)}","Operation":"OperationTypeApply","Who":"ci@runner"}}',
        ),
        ("terragrunt_cache", f".terragrunt-cache/{urlsafe(r, 27)}/{urlsafe(r, 27)}/modules/vpc"),
    ]


def _digests(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("paystack_signature", f"x-paystack-signature: {hexs(r, 128)}"),
        (
            "standard_webhook_signature",
            f"webhook-id: msg_{alnum(r, 27)}\nwebhook-signature: v1,{b64(r, 43)}=",
        ),
        ("sigv4_signature", f"Signature={hexs(r, 64)}"),
        ("commit_sha", f"commit {hexs(r, 40)}"),
        ("image_digest", f"ghcr.io/acme/api@sha256:{hexs(r, 64)}"),
        (
            "provider_lock_hash",
            f'  hashes = [\n    "h1:{b64(r, 43)}=",\n    "zh:{hexs(r, 64)}",\n  ]',
        ),
        ("etag", f'ETag: W/"{hexs(r, 32)}"'),
        (
            "gpg_fingerprint",
            "Key fingerprint = " + " ".join(pick(r, "0123456789ABCDEF", 4) for _ in range(10)),
        ),
        ("ssh_fingerprint", f"256 SHA256:{b64(r, 43)} deploy@ci (ED25519)"),
        ("jwk_kid", f'{{"kty":"EC","crv":"P-256","kid":"{urlsafe(r, 43)}","use":"sig"}}'),
        ("aws_key_id_listed", f"| AKIA{upper32(r, 16)} | Active | 2026-02-11T09:00:00Z |"),
        ("storj_node_id", f"node id {b58(r, 50)}"),
    ]


def _published(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("paystack_public_key", f"PaystackPop.setup({{ key: 'pk_live_{hexs(r, 40)}' }})"),
        ("flutterwave_public_key", f"public_key: 'FLWPUBK-{hexs(r, 32)}-X'"),
        ("salesforce_consumer_key", f"Consumer Key: 3MVG9{alnum(r, 50)}.{alnum(r, 25)}"),
        (
            "twilio_keys_list",
            f"SID                                 Friendly Name\nSK{hexs(r, 32)}  ci",
        ),
        (
            "ibmcloud_api_keys",
            f"ID                                            Name\nApiKey-{_uuid(r)}  terraform",
        ),
        ("aws_caller_identity", f'{{"UserId": "AIDA{upper32(r, 17)}", "Account": "{_n(r, 12)}"}}'),
        ("heroku_authorizations", f"ci-deploys  {_uuid(r)}  global"),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_payments(r),
        *_messaging(r),
        *_identity(r),
        *_product(r),
        *_mobile_games(r),
        *_data_obs(r),
        *_search_storage_maps(r),
        *_crm_ai_iac(r),
        *_digests(r),
        *_published(r),
    ]


_FIXED: list[tuple[str, str]] = [
    # keys vendors publish in pages and apps
    (
        "klaviyo_site_id",
        '<script src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Xy7Kp2"></script>',
    ),
    ("stadia_style_url", "https://tiles.stadiamaps.com/styles/alidade_smooth.json"),
    # IaC outputs with nothing secret
    (
        "terraform_sensitive",
        'Outputs:\n\ndb_endpoint = "db.prod.internal:5432"\ndb_password = <sensitive>',
    ),
    (
        "terraform_plan_sensitive",
        "      + result      = (sensitive value)\n      + special     = true",
    ),
    (
        "tofu_encryption_var",
        'key_provider "pbkdf2" "main" {\n  passphrase = var.state_passphrase\n}',
    ),
    ("tfrc_empty", '{"credentials": {"app.terraform.io": {"token": ""}}}'),
    ("random_password_apply", "random_password.db: Creation complete after 0s [id=none]"),
    (
        "terraform_variable_sensitive",
        'variable "api_key" {\n  type      = string\n  sensitive = true\n}',
    ),
    # CLI prints that list keys without them
    (
        "npm_token_list",
        "│ id     │ token      │ created    │ readonly │\n│ 3f9a1c │ npm_Ab…    │ 2026-11-29 │ true"
        "     │",
    ),
    (
        "gh_auth_status",
        "✓ Logged in to github.com account acme-bot (keyring)\n- Token: gho_***********************"
        "*************",
    ),
    # masked values
    ("masked_dashboard", "sk_live_••••••••••••••••••••3f9a   Created Nov 2   Last used 2h ago"),
    ("masked_stars", "PAYSTACK_SECRET_KEY=sk_live_****************************a91c"),
    ("masked_vercel", "PLAID_SECRET  Encrypted  Production, Preview  2d ago"),
    ("masked_tail", "Signing secret: whsec_…Yq2 (click Reveal to show)"),
    ("hidden_value", "API key: [hidden] — rotate from Settings > API"),
    # placeholders and examples in docs
    (
        "env_example",
        "PAYSTACK_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nPLAID_SECRET=<your-plaid-sec"
        "ret>",
    ),
    ("doc_placeholder", 'client = recurly.Client("<YOUR_PRIVATE_API_KEY>")'),
    ("changeme_template", 'winrm_password = "changeme"  # set in CI, never commit the real one'),
    ("doc_ellipsis", "Authorization: Bearer sk-...\n(replace sk-... with your Stability key)"),
    (
        "curl_doc_var",
        'curl https://api.rev.ai/speechtotext/v1/jobs -H "Authorization: Bearer $REVAI_ACCESS_TOKEN'
        '"',
    ),
    ("sdk_env_read", 'client = Humanloop(api_key=os.environ["HUMANLOOP_API_KEY"])'),
    (
        "go_env_read",
        'sdk, err := corbado.NewSDK(corbado.NewConfig(os.Getenv("CORBADO_PROJECT_ID"), os.Getenv("C'
        'ORBADO_API_SECRET")))',
    ),
    ("your_key_here", "apiKey={YOUR_API_KEY}&waypoints=..."),
    # references to secret stores
    (
        "gcloud_update_secrets",
        "gcloud run deploy api --update-secrets=PLAID_SECRET=plaid-secret:latest",
    ),
    (
        "ecs_value_from",
        '"secrets": [{"name": "DB_PASSWORD", "valueFrom": '
        '"arn:aws:ssm:eu-west-1:123456789012:parameter/prod/db/password"}]',
    ),
    (
        "keyvault_reference",
        "@Microsoft.KeyVault(SecretUri=https://kv-acme.vault.azure.net/secrets/paystack-secret/)",
    ),
    (
        "op_reference",
        "op run --env-file=.env.tpl -- npm start   # PAYSTACK_SECRET_KEY=op://prod/paystack/secret",
    ),
    (
        "cfn_resolve",
        "MasterUserPassword: '{{resolve:secretsmanager:prod/db:SecretString:password}}'",
    ),
    ("gha_secret_ref", "env:\n  KLAVIYO_PRIVATE_KEY: ${{ secrets.KLAVIYO_PRIVATE_KEY }}"),
    (
        "az_containerapp_secretref",
        "az containerapp update -n api --set-env-vars REDIS_PASSWORD=secretref:redis-password",
    ),
    (
        "ssm_get_no_decrypt",
        "aws ssm get-parameter --name /prod/algolia/admin-key --query Parameter.Version",
    ),
    # names with no value
    ("env_names_only", "Set these before running: PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV"),
    ("env_names_export", "export FLW_SECRET_KEY FLW_ENCRYPTION_KEY   # values come from direnv"),
    ("required_vars_error", "Error: missing required env var XENDIT_SECRET_KEY (see .env.example)"),
    # versions, revisions, builds and flags
    ("api_revision", "revision: 2025-10-15"),
    ("api_version_header", "Stripe-Version: 2025-10-29.clover"),
    ("sdk_versions", "paystack-node 2.0.1, flutterwave-node-v3 1.1.10, xendit-node 7.0.0"),
    ("build_number", "Version 4.18.0 (41802) uploaded to App Store Connect"),
    ("feature_flags", "flags: enable_new_checkout_v2=true, use_plaid_link_v3=false"),
    ("model_ids", "models: jamba-large, palmyra-x5, solar-pro, sd3.5-large"),
    # codes that are not credentials
    ("order_numbers", "Order #100234987 and #100234988 were refunded (RMA-55821)"),
    ("postal_codes", "Ship to 75008 Paris, SW1A 2AA London, 10115 Berlin"),
    ("http_codes", "HTTP 401 Unauthorized, then 429 Too Many Requests, exit code 22"),
    ("vendor_error_codes", "Paystack error 'Invalid key' (code 401); Xendit API_VALIDATION_ERROR"),
    ("coupon_code", "Use coupon BLACKFRIDAY25 at checkout, valid until 2026-12-01"),
    ("measurements", "p95 412 ms, 1.2 GB egress, 38 000 events/min, 99.95 % uptime"),
    # chat that names a secret without giving it, in the set's languages
    (
        "chat_english_rotated",
        "I rotated the Paystack and Flutterwave secret keys, they're in 1Password now",
    ),
    (
        "chat_english_where",
        "the Xendit key is in the prod vault under payments/xendit, don't paste it here",
    ),
    ("chat_igbo_ref", "okwuntughe Paystack dị na vault, agaghị m ede ya ebe a"),
    ("chat_xhosa_ref", "igama lokugqitha le-Xendit likwi-vault"),
    ("chat_wolof_ref", "baatu jàll bi ci Tebex mi ngi ci vault bi"),
    ("chat_hawaiian_ref", "aia ka huaʻōlelo huna no Honeycomb ma ka vault"),
    ("chat_quechua_ref", "pakasqa rimayqa vault nisqapim kachkan"),
    ("chat_turkmen_ref", "Snowflake gizlin sözi vault-da, şu ýere ýazmaýaryn"),
    ("chat_occitan_ref", "lo senhal de Plaid es dins lo vault, te lo mandi pas aquí"),
    ("chat_low_german_ref", "dat Passwoort för LogRocket steiht in'n Vault"),
    ("chat_tok_pisin_ref", "hait tok bilong Pendo i stap long vault"),
    ("chat_uyghur_ref", "مەخپىي نومۇر vault دا"),
    ("chat_cornish_ref", "an ger-tremena yw y'n vault"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout26", _rounds, _FIXED
)
