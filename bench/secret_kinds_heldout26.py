"""The twenty-sixth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the vendors'
own objects in mainstream developer work with SaaS and platform APIs: what an
SDK call, a webhook payload, an API response, a row copied from a dashboard,
an SDK's debug log and a vendor CLI print, with the ids of the objects they
print beside the key. This file holds the places and shapes: API responses
that hand a secret back (a GitHub App manifest conversion, a Slack
`apps.manifest.create`, an Airtable webhook's `macSecretBase64`, a Microsoft
Graph subscription's `clientState`, an OpenAI Realtime session's ephemeral
`client_secret` in a server-sent event, a WhatsApp Cloud API `verify_token`
and a Meta long-lived token), a webhook delivery log with its custom header,
an audit log in NDJSON, a WS-Security `UsernameToken`, protobuf text format;
infrastructure-as-code state and outputs (`terraform show -json` of a plan,
`tofu output -raw`, a backend's `.terraform/terraform.tfstate`, OpenTofu's
state `encryption` passphrase, `credentials.tfrc.json`, Terragrunt `inputs`,
a Packer `.pkrvars.hcl`, `cdk-outputs.json`, `aws cloudformation
describe-stacks` as a table, `serverless info --verbose`, `az deployment
group show` outputs, `ansible-inventory --list`); vendor CLIs that print a
key once (`firebase login:ci`, `heroku authorizations:create`, `npm token
create`, `gh auth token`, `az ad sp create-for-rbac`, `aws iam
create-access-key --output table`, `aws sts assume-role --output text`,
`kubectl create token`, `ibmcloud iam api-key-create`, `twilio
api:core:keys:create`); SDK debug logs (`urllib3` with a key in the query,
botocore's signed headers, OkHttp's `HttpLoggingInterceptor`, .NET's
`HttpClient` logging, `aws-sdk-go-v2` request dumps); commands with a secret
as a flag (`curl --oauth2-bearer`, `wget --header`, `xh --bearer`, `aria2c
--header`, `websocat -H`, a `vegeta` targets file, `gcloud functions deploy
--set-env-vars`, `aws lambda update-function-configuration --environment`,
`az containerapp secret set`, `railway variables --set`, `supabase secrets
set`, `netlify env:set`, `kubectl run --env`, `aws ssm put-parameter
--value`, an ECS task definition's name/value pairs, a `git config url.…
.insteadOf`); dashboard rows copied as tab-separated text; and the shapes: a
command in PowerShell's `-EncodedCommand` (UTF-16LE base64), base64 wrapped
at 76 columns, Python's `repr` of bytes, a key read out with "dash" and
"underscore" words, a key split between a prefix and its body in two
variables, and chat in languages no set's docstring names (Igbo, Xhosa,
Kinyarwanda, Oromo, Tigrinya, Malagasy, Shona, Wolof, Lingala, Chichewa,
Sesotho, Tongan, Samoan, Fijian, Hawaiian, Quechua, Guarani, Uyghur,
Turkmen, Sindhi, Assamese, Chuvash, Bashkir, Corsican, Occitan, Asturian,
Sardinian, Manx, Cornish, Kashubian, Low German, Tok Pisin) and English
sentence shapes no set used.

Its second and third parts (`bench/secret_kinds_heldout26_more.py` and
`bench/secret_kinds_heldout26_trades.py`) are vendors of trades no set
reached; its look-alikes (`bench/secret_kinds_heldout26_look.py`) are what
the same places hold that is no secret.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    lower_alnum,
    pw,
    samples,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout26_look import LOOK_ALIKES
from bench.secret_kinds_heldout26_more import VENDOR_KINDS, fill, jwt26, kind26, pre26, uuid26
from bench.secret_kinds_heldout26_trades import TRADE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout26_samples"]


def _encoded_command(r: random.Random) -> tuple[str, str]:
    script = f"$env:MIXPANEL_SECRET='{alnum(r, 32)}'; ./export.ps1"
    blob = base64.b64encode(script.encode("utf-16-le")).decode()
    return blob, f"powershell.exe -NoProfile -EncodedCommand {blob}"


def _wrapped_b64(r: random.Random) -> tuple[str, str]:
    raw = base64.b64encode(
        f"client_id={lower_alnum(r, 20)}\nclient_secret={alnum(r, 48)}\n".encode()
    ).decode()
    raw += base64.b64encode(f"tenant={uuid26(r)}\n".encode()).decode()
    lines = [raw[i : i + 76] for i in range(0, len(raw), 76)]
    return lines[0], "$ base64 < .env.prod\n" + "\n".join(lines)


def _py_bytes_repr(r: random.Random) -> tuple[str, str]:
    raw = bytes(r.randrange(256) for _ in range(24))
    text = repr(raw)
    return text[2:-1], f">>> hmac_key\n{text}\n>>> len(hmac_key)\n24"


def _spoken(r: random.Random) -> tuple[str, str]:
    words = " ".join({"_": "underscore", "-": "dash"}.get(c, c) for c in urlsafe(r, 14))
    return words, (
        f"ok I'll read it: s k underscore l i v e underscore {words}. "
        "that's the whole Paystack live key"
    )


def _two_vars(r: random.Random) -> tuple[str, str]:
    body = alnum(r, 40)
    return body, f'PREFIX="xnd_development_"\nBODY="{body}"\nexport XENDIT_KEY="$PREFIX$BODY"'


def _tsv_row(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    return v, fill(
        "Name\tToken\tScopes\tCreated\tLast used\n"
        "ci-deploy\t{v}\tread,write\t2026-09-14\t2 hours ago\n"
        "grafana\t••••••••{h4}\tread\t2026-03-02\tnever",
        r,
        v,
    )


def _ecs_pairs(r: random.Random) -> tuple[str, str]:
    v = pw(r, 20)
    return v, fill(
        '"containerDefinitions": [{\n  "name": "api",\n  "image": "{d12}.dkr.ecr.eu-west-1'
        '.amazonaws.com/api:{h7}",\n  "environment": [\n    {"name": "DB_USER", "value": "api"},'
        '\n    {"name": "DB_PASSWORD", "value": "{v}"},\n    {"name": "PORT", "value": "8080"}\n'
        "  ]\n}]",
        r,
        v,
    )


_RESPONSES: tuple[Kind, ...] = (
    kind26(
        "github_app_manifest_conversion",
        "output",
        '$ gh api -X POST /app-manifests/{h20}/conversions\n{\n  "id": {d7},\n  "slug": '
        '"acme-ci-bot",\n  "client_id": "Iv23li{a14}",\n  "client_secret": "{v}",\n'
        '  "webhook_secret": "{h40}",\n  "pem": "-----BEGIN RSA PRIVATE KEY-----\\n..."\n}',
        value=lambda r: hexs(r, 40),
    ),
    kind26(
        "slack_manifest_create_response",
        "output",
        '{"ok":true,"app_id":"A0{u9}","credentials":{"client_id":"{d13}.{d13}",'
        '"client_secret":"{h32}","verification_token":"{a24}","signing_secret":"{v}"},'
        '"oauth_authorize_url":"https://slack.com/oauth/v2/authorize?client_id={d13}.{d13}"}',
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "airtable_webhook_mac_secret",
        "output",
        'POST /v0/bases/app{a14}/webhooks -> 200\n{\n  "id": "ach{a14}",\n'
        '  "macSecretBase64": "{v}",\n  "expirationTime": "2026-12-06T10:00:00.000Z"\n}',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind26(
        "graph_subscription_client_state",
        "code",
        'const sub = await graph.api("/subscriptions").post({\n  changeType: "created",\n'
        '  notificationUrl: "https://hooks.acme.io/graph",\n  resource: "me/mailFolders'
        '(\'Inbox\')/messages",\n  clientState: "{v}",\n'
        '  expirationDateTime: "2026-12-01T18:23:45.935Z" });',
        value=lambda r: alnum(r, 32),
    ),
    kind26(
        "realtime_session_sse",
        "output",
        'event: session.created\ndata: {"type":"session.created","event_id":"event_{a21}",'
        '"session":{"id":"sess_{a21}","model":"gpt-realtime","client_secret":'
        '{"value":"{v}","expires_at":1764403200}}}',
        value=pre26("ek_", lambda r: hexs(r, 32)),
    ),
    kind26(
        "whatsapp_verify_token",
        "code",
        "app.get('/webhook', (req, res) => {\n  if (req.query['hub.verify_token'] === '{v}') "
        "return res.send(req.query['hub.challenge']);\n  res.sendStatus(403);\n});",
        value=lambda r: alnum(r, 24),
    ),
    kind26(
        "meta_long_lived_token",
        "output",
        "GET /v21.0/oauth/access_token?grant_type=fb_exchange_token&client_id={d15}...\n"
        '{"access_token":"{v}","token_type":"bearer","expires_in":5183944}',
        value=pre26("EAAG", lambda r: alnum(r, 180)),
    ),
    kind26(
        "webhook_delivery_log",
        "output",
        "Delivery {uuid}  POST https://hooks.acme.io/billing  -> 500 (1.2 s)\nRequest headers:\n"
        "  Content-Type: application/json\n  Authorization: Bearer {v}\n"
        "  User-Agent: Lago-Webhook/1.0\n  X-Lago-Unique-Key: {uuid}",
        value=lambda r: urlsafe(r, 48),
    ),
    kind26(
        "audit_log_ndjson",
        "output",
        '{"ts":"2026-11-29T08:01:02Z","action":"api_key.created","actor":"u_{d6}","id":"{ulid}"}\n'
        '{"ts":"2026-11-29T08:01:02Z","action":"api_key.revealed","key_id":"{ulid}","key":"{v}"}',
        value=pre26("live_", lambda r: alnum(r, 40)),
    ),
    kind26(
        "ws_security_username_token",
        "code",
        "<soapenv:Header>\n <wsse:Security>\n  <wsse:UsernameToken>\n"
        '   <wsse:Username>acme-api</wsse:Username>\n   <wsse:Password Type="http://docs.'
        'oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">'
        "{v}</wsse:Password>\n  </wsse:UsernameToken>\n </wsse:Security>\n</soapenv:Header>",
    ),
    kind26(
        "protobuf_text_format",
        "config",
        '# connector.textproto\nname: "billing-sync"\ncredentials {\n  api_key: "{v}"\n'
        '  account_id: "{d10}"\n}\nschedule { every_minutes: 15 }',
        value=lambda r: urlsafe(r, 40),
    ),
)

_IAC: tuple[Kind, ...] = (
    kind26(
        "terraform_show_json_plan",
        "output",
        "$ terraform show -json tfplan | jq '.planned_values.root_module.resources[1]'\n{\n"
        '  "address": "random_password.db",\n  "type": "random_password",\n  "values": {\n'
        '    "length": 24,\n    "result": "{v}",\n    "special": true\n  }\n}',
        value=lambda r: pw(r, 24),
    ),
    kind26(
        "tofu_output_raw",
        "output",
        "$ tofu output -raw grafana_admin_password\n{v}$ ",
    ),
    kind26(
        "backend_state_access_key",
        "config",
        '.terraform/terraform.tfstate:\n{\n  "version": 3,\n  "backend": {\n    "type": "azurerm",'
        '\n    "config": {\n      "access_key": "{v}",\n      "container_name": "tfstate",\n'
        '      "storage_account_name": "acmetf{d5}"\n    }\n  }\n}',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind26(
        "tofu_state_encryption",
        "config",
        'terraform {\n  encryption {\n    key_provider "pbkdf2" "main" {\n'
        '      passphrase = "{v}"\n    }\n    method "aes_gcm" "main" {\n'
        "      keys = key_provider.pbkdf2.main\n    }\n  }\n}",
        value=lambda r: pw(r, 24),
    ),
    kind26(
        "credentials_tfrc_json",
        "config",
        '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "{v}"\n    }\n  }\n}',
        value=lambda r: lower_alnum(r, 14) + ".atlasv1." + alnum(r, 67),
    ),
    kind26(
        "terragrunt_inputs",
        "config",
        'include "root" {\n  path = find_in_parent_folders()\n}\n\ninputs = {\n'
        '  environment       = "prod"\n  datadog_api_key   = "{v}"\n  vpc_id = "vpc-{h17}"\n}',
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "packer_pkrvars",
        "config",
        '# windows.pkrvars.hcl\nwinrm_username = "Administrator"\nwinrm_password = "{v}"\n'
        'iso_checksum = "sha256:{h64}"',
    ),
    kind26(
        "cdk_outputs_json",
        "output",
        '$ cat cdk-outputs.json\n{\n  "ApiStack": {\n    "ApiUrl": "https://{l10}.execute-api.'
        'eu-west-1.amazonaws.com/prod/",\n    "ApiKeyValue": "{v}",\n'
        '    "ApiKeyId": "{l10}"\n  }\n}',
        value=lambda r: alnum(r, 40),
    ),
    kind26(
        "cfn_describe_stacks_table",
        "output",
        "$ aws cloudformation describe-stacks --stack-name db --query 'Stacks[0].Outputs' "
        "--output table\n-------------------------------------------------\n|"
        "                DescribeStacks                 |\n+-----------------+--------------+\n"
        "|  OutputKey      |  OutputValue |\n+-----------------+--------------+\n"
        "|  DbEndpoint     |  db.{l10}.eu-west-1.rds.amazonaws.com |\n"
        "|  DbMasterPassword |  {v} |\n+-----------------+--------------+",
    ),
    kind26(
        "serverless_info_api_keys",
        "output",
        "$ serverless info --verbose --stage prod\nservice: orders-api\nstage: prod\n"
        "region: eu-west-1\napi keys:\n  partner-key: {v} - partner access\nendpoints:\n"
        "  GET - https://{l10}.execute-api.eu-west-1.amazonaws.com/prod/orders",
        value=lambda r: alnum(r, 40),
    ),
    kind26(
        "az_deployment_outputs",
        "output",
        "$ az deployment group show -g rg-prod -n main --query properties.outputs\n{\n"
        '  "storageConnection": {\n    "type": "String",\n    "value": "DefaultEndpointsProtocol'
        '=https;AccountName=acmeprod{d4};AccountKey={v};EndpointSuffix=core.windows.net"\n  }\n}',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind26(
        "ansible_inventory_list",
        "output",
        '$ ansible-inventory -i prod.yml --list\n{\n  "_meta": {\n    "hostvars": {\n'
        '      "db1.acme.internal": {\n        "ansible_user": "deploy",\n'
        '        "ansible_become_password": "{v}"\n      }\n    }\n  }\n}',
    ),
)

_CLI_PRINTS: tuple[Kind, ...] = (
    kind26(
        "firebase_login_ci",
        "output",
        "$ firebase login:ci\n\n✔  Success! Use this token to login on a CI server:\n\n{v}\n\n"
        'Example: firebase deploy --token "$FIREBASE_TOKEN"',
        value=lambda r: "1//0" + urlsafe(r, 99),
    ),
    kind26(
        "heroku_authorizations_create",
        "output",
        "$ heroku authorizations:create -d ci-deploys\nCreating OAuth Authorization... done\n"
        "Client:      <none>\nID:          {uuid}\nDescription: ci-deploys\nScope:       global\n"
        "Token:       {v}\nUpdated at:  Sat Nov 29 2026 09:12:00 GMT+0000",
        value=pre26("HRKU-AA", lambda r: urlsafe(r, 58)),
    ),
    kind26(
        "npm_token_create_table",
        "output",
        "$ npm token create --read-only\n┌────────────────┬────────────────────────────────────────"
        "──┐\n"
        "│ token          │ {v} │\n├────────────────┼──────────────────────────────────────────┤\n"
        "│ readonly       │ true                                     │\n"
        "│ created        │ 2026-11-29T09:00:01.123Z                 │\n"
        "└────────────────┴──────────────────────────────────────────┘",
        value=pre26("npm_", lambda r: alnum(r, 36)),
    ),
    kind26(
        "gh_auth_token_print",
        "output",
        "$ gh auth token\n{v}\n$ gh api user --jq .login\nacme-bot",
        value=pre26("gho_", lambda r: alnum(r, 36)),
    ),
    kind26(
        "az_create_for_rbac",
        "output",
        "$ az ad sp create-for-rbac --name gh-deploy --role contributor --scopes /subscriptions/"
        '{uuid}\n{\n  "appId": "{uuid}",\n  "displayName": "gh-deploy",\n  "password": "{v}",\n'
        '  "tenant": "{uuid}"\n}',
        value=lambda r: urlsafe(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind26(
        "iam_create_access_key_table",
        "output",
        "$ aws iam create-access-key --user-name ci --output table\n"
        "---------------------------------------------------------------------\n"
        "|                          CreateAccessKey                          |\n"
        "+-------------------------------------------------------------------+\n"
        "||                            AccessKey                            ||\n"
        "|+-----------------+-----------------------------------------------+|\n"
        "||  AccessKeyId    |  AKIA{u16}                          ||\n"
        "||  SecretAccessKey|  {v}     ||\n||  Status         |  Active   ||",
        value=lambda r: b64(r, 40).replace("+", "/"),
    ),
    kind26(
        "sts_assume_role_text",
        "output",
        "$ aws sts assume-role --role-arn arn:aws:iam::{d12}:role/deploy --role-session-name ci "
        "--output text\nCREDENTIALS\tASIA{u16}\t2026-11-29T10:00:00+00:00\t{v}\t"
        "IQoJb3JpZ2luX2VjE{a120}\nASSUMEDROLEUSER\tAROA{u17}:ci\tarn:aws:sts::{d12}:assumed-role/de"
        "ploy/ci",
        value=lambda r: b64(r, 40).replace("+", "/"),
    ),
    kind26(
        "kubectl_create_token",
        "output",
        "$ kubectl -n ci create token deployer --duration=24h\n{v}",
        value=jwt26,
    ),
    kind26(
        "ibmcloud_api_key_create",
        "output",
        "$ ibmcloud iam api-key-create terraform -d 'tf runs'\nCreating API key terraform "
        "under {h32} as ops@acme.io...\nOK\nAPI key terraform was created\n\n"
        "Please preserve the API key! It cannot be retrieved after it's created.\n\n"
        "ID            ApiKey-{uuid}\nName          terraform\nAPI Key       {v}\nLocked        fal"
        "se",
        value=lambda r: urlsafe(r, 44),
    ),
    kind26(
        "twilio_keys_create",
        "output",
        "$ twilio api:core:keys:create --friendly-name ci\nSID                                 "
        "Friendly Name  Date Created                   Secret\nSK{h32}  ci             "
        "Nov 29 2026 09:30:12 GMT+0000  {v}",
        value=lambda r: alnum(r, 32),
    ),
)

_DEBUG_LOGS: tuple[Kind, ...] = (
    kind26(
        "urllib3_debug_query_key",
        "output",
        "DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): maps.googleapis.com:443\n"
        'DEBUG:urllib3.connectionpool:https://maps.googleapis.com:443 "GET /maps/api/geocode/json'
        '?address=10+Downing+St&key={v} HTTP/1.1" 200 None',
        value=pre26("AIza", lambda r: urlsafe(r, 35)),
    ),
    kind26(
        "botocore_signed_headers",
        "output",
        "DEBUG botocore.endpoint: Sending http request: <AWSPreparedRequest stream_output=False, "
        "method=POST, url=https://sqs.eu-west-1.amazonaws.com/, headers={'X-Amz-Date': "
        "b'20261129T090000Z', 'X-Amz-Security-Token': b'{v}', 'Authorization': b'AWS4-HMAC-SHA256 "
        "Credential=ASIA{u16}/20261129/eu-west-1/sqs/aws4_request, Signature={h64}'}>",
        value=lambda r: "IQoJb3JpZ2luX2VjE" + b64(r, 200),
    ),
    kind26(
        "okhttp_logging_interceptor",
        "output",
        "I/okhttp.OkHttpClient: --> POST https://api.acme.io/v2/sync\n"
        "I/okhttp.OkHttpClient: Content-Type: application/json\n"
        "I/okhttp.OkHttpClient: X-Api-Key: {v}\n"
        "I/okhttp.OkHttpClient: --> END POST (212-byte body)",
        value=lambda r: alnum(r, 40),
    ),
    kind26(
        "dotnet_httpclient_log",
        "output",
        "info: System.Net.Http.HttpClient.Billing.LogicalHandler[100]\n"
        "      Start processing HTTP request POST https://api.acme.io/charges\n"
        "trce: System.Net.Http.HttpClient.Billing.ClientHandler[102]\n"
        "      Request Headers:\n      Authorization: Bearer {v}\n      traceparent: 00-{h32}-{h16}"
        "-01",
        value=lambda r: urlsafe(r, 48),
    ),
    kind26(
        "aws_sdk_go_v2_dump",
        "output",
        "SDK 2026/11/29 09:00:00 DEBUG Request\nPOST / HTTP/1.1\nHost: secretsmanager.eu-west-1."
        "amazonaws.com\nX-Amz-Target: secretsmanager.PutSecretValue\n\n"
        '{"SecretId":"prod/stripe","SecretString":"{v}"}',
        value=pre26("rk_live_", lambda r: alnum(r, 99)),
    ),
)

_FLAGS: tuple[Kind, ...] = (
    kind26(
        "curl_oauth2_bearer",
        "cli",
        "curl --oauth2-bearer {v} https://api.acme.io/v1/exports/{d6}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind26(
        "wget_header",
        "cli",
        "wget --header='PRIVATE-TOKEN: {v}' -O artifacts.zip "
        "'https://git.acme.io/api/v4/projects/{d3}/jobs/artifacts/main/download?job=build'",
        value=pre26("glpat-", lambda r: urlsafe(r, 20)),
    ),
    kind26(
        "xh_bearer",
        "cli",
        "xh --bearer {v} POST api.acme.io/v1/refunds charge=ch_{a24} amount:=500",
        value=lambda r: alnum(r, 48),
    ),
    kind26(
        "aria2c_header",
        "cli",
        "aria2c -x8 --header='Authorization: Bearer {v}' https://data.acme.io/dumps/2026-11-28.parq"
        "uet",
        value=lambda r: urlsafe(r, 40),
    ),
    kind26(
        "websocat_header",
        "cli",
        "websocat -H='Sec-WebSocket-Protocol: token, {v}' wss://stream.acme.io/v1/events",
        value=lambda r: alnum(r, 36),
    ),
    kind26(
        "vegeta_targets_file",
        "config",
        "GET https://api.acme.io/v1/search?q=boots\nAuthorization: Key {v}\n\n"
        "GET https://api.acme.io/v1/search?q=hats\nAuthorization: Key {v}",
        value=lambda r: hexs(r, 40),
    ),
    kind26(
        "gcloud_functions_env",
        "cli",
        "gcloud functions deploy ingest --gen2 --runtime=python312 --trigger-http "
        "--set-env-vars=SEGMENT_WRITE_KEY={a32},SENDGRID_KEY={v}",
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    kind26(
        "lambda_update_environment",
        "cli",
        "aws lambda update-function-configuration --function-name thumbs --environment "
        '"Variables={BUCKET=thumbs-prod,IMGIX_TOKEN={v}}"',
        value=lambda r: alnum(r, 32),
    ),
    kind26(
        "az_containerapp_secret_set",
        "cli",
        "az containerapp secret set -n api -g rg-prod --secrets redis-password={v} queue-name=jobs",
    ),
    kind26(
        "railway_variables_set",
        "cli",
        'railway variables --set "RESEND_API_KEY={v}" --service mailer',
        value=pre26("re_", lambda r: alnum(r, 32)),
    ),
    kind26(
        "supabase_secrets_set",
        "cli",
        "supabase secrets set OPENROUTER_KEY={v} --project-ref {l20}",
        value=pre26("sk-or-v1-", lambda r: hexs(r, 64)),
    ),
    kind26(
        "netlify_env_set",
        "cli",
        "netlify env:set CONTENTFUL_DELIVERY_TOKEN {v} --context production",
        value=lambda r: urlsafe(r, 43),
    ),
    kind26(
        "kubectl_run_env",
        "cli",
        "kubectl run debug --rm -it --image=postgres:16 --env=PGPASSWORD={v} -- psql -h db -U app",
    ),
    kind26(
        "ssm_put_parameter",
        "cli",
        "aws ssm put-parameter --name /prod/algolia/admin-key --type SecureString --value {v} --ove"
        "rwrite",
        value=lambda r: hexs(r, 32),
    ),
    kind26(
        "git_insteadof_token",
        "cli",
        'git config --global url."https://oauth2:{v}@gitlab.acme.io/".insteadOf "https://gitlab.acm'
        'e.io/"',
        value=pre26("glpat-", lambda r: urlsafe(r, 20)),
    ),
)

_SHAPES: tuple[Kind, ...] = (
    Kind("powershell_encoded_command", "form", _encoded_command),
    Kind("base64_wrapped_76", "form", _wrapped_b64),
    Kind("python_bytes_repr", "key", _py_bytes_repr),
    Kind("key_read_with_words", "prose", _spoken),
    Kind("prefix_body_two_vars", "code", _two_vars),
    Kind("dashboard_tsv_row", "output", _tsv_row),
    Kind("ecs_name_value_pairs", "config", _ecs_pairs),
)

_CHAT: tuple[Kind, ...] = (
    kind26("chat_igbo", "prose", "biko tinye {v} dịka okwuntughe Paystack, echefula ya"),
    kind26("chat_xhosa", "prose", "{v} — leli ligama lokugqitha le-Xendit"),
    kind26("chat_kinyarwanda", "prose", "ijambo ry'ibanga rya konti ya Flutterwave ni {v}"),
    kind26(
        "chat_oromo",
        "prose",
        "jecha icciitii Klaviyo kanaa: {v}",
        value=pre26("pk_", lambda r: hexs(r, 34)),
    ),
    kind26("chat_tigrinya", "prose", "ናይ Vonage ምስጢራዊ ቃል {v} እዩ"),
    kind26("chat_malagasy", "prose", "ny tenimiafina ho an'ny Mailersend dia {v}"),
    kind26("chat_shona", "prose", "pasiwedhi yeKaggle ndi{v} - usaigovera"),
    kind26("chat_wolof", "prose", "baatu jàll bi ci Tebex mooy {v}"),
    kind26("chat_lingala", "prose", "liloba ya sekele ya Pingdom ezali {v}"),
    kind26("chat_chichewa", "prose", "mawu achinsinsi a Geoapify ndi {v}"),
    kind26("chat_sesotho", "prose", "phasewete ya Fastly ke {v}, e sebedise feela ho purge"),
    kind26("chat_tongan", "prose", "ko e lea fufū ki he Sematext ko {v}"),
    kind26(
        "chat_samoan", "prose", "o le upu faalilolilo mo Mezmo o {v}", value=lambda r: hexs(r, 32)
    ),
    kind26("chat_fijian", "prose", "na vosa vuni ni Loggly e {v}"),
    kind26("chat_hawaiian", "prose", "ʻo ka huaʻōlelo huna no Honeycomb ʻo {v}"),
    kind26("chat_quechua", "prose", "Stadia Maps nisqapa pakasqa rimaynin {v} kan"),
    kind26("chat_guarani", "prose", "eipuru {v} Smarty-pe g̃uarã"),
    kind26("chat_uyghur", "prose", "Coveo نىڭ مەخپىي نومۇرى نېمە؟ — {v}"),
    kind26("chat_turkmen", "prose", "Snowflake üçin gizlin söz {v}", value=lambda r: alnum(r, 20)),
    kind26("chat_sindhi", "prose", "Recurly جو ڳجھو لفظ {v} آهي", value=lambda r: hexs(r, 32)),
    kind26("chat_assamese", "prose", "Zuora ৰ পাছৱৰ্ড হৈছে {v}"),
    kind26("chat_chuvash", "prose", "Lago вăрттăн сăмахĕ {v}"),
    kind26("chat_bashkir", "prose", "Metronome өсөн серле һүҙ: {v}"),
    kind26("chat_corsican", "prose", "a parolla d'intrata di Rapyd hè {v}"),
    kind26("chat_occitan", "prose", "lo senhal de Plaid es {v}, lo me cal per deman"),
    kind26("chat_asturian", "prose", "la contraseña de Marqeta ye {v}"),
    kind26("chat_sardinian", "prose", "sa paràula segreta de Lithic est {v}"),
    kind26("chat_manx", "prose", "she {v} yn fockle follit son Heap"),
    kind26("chat_cornish", "prose", "an ger-tremena rag FullStory yw {v}"),
    kind26("chat_kashubian", "prose", "hasło do Hotjara to je {v}"),
    kind26("chat_low_german", "prose", "dat Passwoort för LogRocket is {v}, dat is de ne'e"),
    kind26("chat_tok_pisin", "prose", "yu ken yusim {v} long Pendo, em i hait tok"),
    kind26(
        "chat_copied_from_row",
        "prose",
        "copy-pasted straight from the API keys row in the dashboard, second column: {v} "
        "— the first column is just the name",
        value=lambda r: urlsafe(r, 40),
    ),
    kind26(
        "chat_cli_printed_once",
        "prose",
        "the CLI printed it only once so here it is before I lose it: {v}",
        value=lambda r: alnum(r, 44),
    ),
    kind26(
        "chat_ending_then_full",
        "prose",
        "the dashboard shows it ending in {h4} but the full signing secret is {v}",
        value=pre26("whsec_", lambda r: b64(r, 32)),
    ),
    kind26(
        "chat_dont_worry_test",
        "prose",
        "it's only the staging one, don't worry: {v}",
        value=pre26("sk_test_", lambda r: alnum(r, 99)),
    ),
    kind26(
        "chat_set_it_in",
        "prose",
        "I already set it in the Render dashboard as PLAID_SECRET={v}, does the worker read it?",
        value=lambda r: hexs(r, 30),
    ),
    kind26(
        "chat_two_halves",
        "prose",
        "the Loqate key got cut in Slack, first half {v}, the rest in my next message",
        value=lambda r: upper32(r, 4) + "-" + upper32(r, 4),
    ),
    kind26(
        "chat_regenerated",
        "prose",
        "regenerated the Tebex secret after the leak, the fresh value is {v} and the old one is dea"
        "d",
        value=lambda r: hexs(r, 40),
    ),
    kind26(
        "chat_in_quotes_with_colon",
        "prose",
        'Support said the customer.io "App API key: {v}" line from the invite email works',
        value=lambda r: hexs(r, 32),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_RESPONSES,
    *_IAC,
    *_CLI_PRINTS,
    *_DEBUG_LOGS,
    *_FLAGS,
    *_SHAPES,
    *_CHAT,
    *VENDOR_KINDS,
    *TRADE_KINDS,
)


def heldout26_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-sixth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout26", SESSION_PLACES8)
