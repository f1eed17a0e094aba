"""The second part of held-out 23's kinds (`bench/secret_kinds_heldout23.py`): vendors.

Mainstream trades of developer work that held-out 14 to 22 did not reach, as
their keys stand in what agents' tools print and read: headless CMSs
(Contentful, Sanity, Storyblok, Strapi, Hygraph, DatoCMS, Prismic), hosted
search (Algolia, Meilisearch Cloud, Elastic Cloud), identity
providers (Auth0, Okta, WorkOS, Stytch, Descope, FusionAuth, Kinde, Logto),
secrets managers themselves (Infisical, Doppler, Akeyless, 1Password service
accounts, Bitwarden Secrets Manager, age), error tracking (Sentry, Rollbar,
Bugsnag, Honeybadger), project tools (Linear, Atlassian, Asana,
ClickUp, Shortcut, Notion, Trello), chat bots (Slack apps, Discord, Telegram,
Mattermost), design (Figma, Penpot), video and real time (Daily, LiveKit,
Agora, Mux, Pusher Channels, Ably, PubNub, Stream), forms and scheduling
(Typeform, Cal.com, Calendly, Tally), API tools (Postman, ReadMe), code
security (Snyk, SonarCloud, Semgrep, GitGuardian, Socket), test clouds
(Cypress Cloud, Checkly, Currents), feature flags (LaunchDarkly, Statsig,
ConfigCat, GrowthBook, Unleash, Flagsmith), data pipelines (Fivetran, Airbyte,
dbt Cloud, Prefect, Dagster+, Hightouch) and AI coding tools (Codeium,
Tabnine, Sourcegraph, Hugging Face, Gemini, Azure OpenAI).

It also holds the first file's shapes and chat (`SHAPES_AND_CHAT`): a key as
Python `\\x` escapes, a key as two shell variables joined, a YAML folded
scalar, a TOML multi-line literal, a key in a Markdown link's query, an HTML
`<meta>`; sentence forms ("the code for ... is", the new one after a
rotation, "is ... the right format", "still 401 with", "use this one only
for", "the string after Bearer is", a PIN in groups of three); chat in
Czech, Greek, Hebrew, Swedish, Hungarian, Romanian, Finnish, Danish,
Yiddish, Faroese, West Frisian, Romansh, Scottish Gaelic, Breton, Upper
Sorbian, Ladino, Tamil and Malay; and the kind maker (`kind23`) and a JWT
maker the first file uses.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import (
    Kind,
    alnum,
    b64,
    digits,
    hexs,
    kind_of,
    lower_alnum,
    pick,
    urlsafe,
)

__all__ = ["SHAPES_AND_CHAT", "VENDOR_KINDS", "jwt", "kind23"]

#: a kind written in one of its forms, `{v}` the secret (the shared maker)
kind23 = kind_of

_UP = string.ascii_uppercase + string.digits
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    """A signed JWT with random claims and signature (an access token, a service key)."""
    head = _b64url(json.dumps({"alg": "RS256", "typ": "JWT", "kid": hexs(r, 16)}).encode())
    body = _b64url(
        json.dumps({"sub": alnum(r, 12), "iat": 1732880000 + r.randrange(10**5)}).encode()
    )
    return f"{head}.{body}.{urlsafe(r, 86)}"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-9{h[17:20]}-{h[20:]}"


_CMS_SEARCH: tuple[Kind, ...] = (
    kind23(
        "contentful_cma_token_flag",
        "vendor",
        "contentful space export --space-id 8d2kq1x --management-token {v}",
        value=lambda r: "CFPAT-" + urlsafe(r, 43),
    ),
    kind23(
        "sanity_token_env_local",
        "vendor",
        "NEXT_PUBLIC_SANITY_PROJECT_ID=x1y2z3ab\nSANITY_API_WRITE_TOKEN={v}",
        value=lambda r: "sk" + alnum(r, 180),
    ),
    kind23(
        "storyblok_management_token",
        "vendor",
        "storyblok login --token {v} --region eu",
        value=lambda r: alnum(r, 22) + "-" + digits(r, 6) + "-" + alnum(r, 20),
    ),
    kind23(
        "strapi_api_token_header",
        "vendor",
        "curl -H 'Authorization: bearer {v}' http://localhost:1337/api/articles?populate=*",
        value=lambda r: hexs(r, 256),
    ),
    kind23(
        "hygraph_pat_codegen",
        "vendor",
        "// codegen.ts\nschema: [{{ 'https://eu-central-1.cdn.hygraph.com/content/x/master': "
        "{{ headers: {{ Authorization: 'Bearer {v}' }} }} }}],",
        value=jwt,
    ),
    kind23(
        "datocms_full_access_token",
        "vendor",
        "DATOCMS_CMA_TOKEN={v}\nDATOCMS_ENVIRONMENT=main",
        value=lambda r: hexs(r, 30),
    ),
    kind23(
        "prismic_access_token_repo",
        "vendor",
        "const client = prismic.createClient('acme-site', {{ accessToken: '{v}' }});",
        value=lambda r: "MC5" + urlsafe(r, 80),
    ),
    kind23(
        "algolia_admin_key_cli",
        "vendor",
        "algolia profile add --name prod --app-id 8YQ2K1ZJ4A --admin-api-key {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "meilisearch_master_key_docker",
        "vendor",
        "docker run -p 7700:7700 -e MEILI_MASTER_KEY='{v}' getmeili/meilisearch:v1.11",
        value=lambda r: urlsafe(r, 32),
    ),
    kind23(
        "elastic_cloud_api_key_encoded",
        "vendor",
        'POST /_security/api_key response:\n{{"id":"{h8}","name":"ingest","api_key":"{v}",'
        '"encoded":"ZXhhbXBsZQ=="}}',
        value=lambda r: urlsafe(r, 22),
    ),
)


def _age_key(r: random.Random) -> tuple[str, str]:
    v = "AGE-SECRET-KEY-1" + pick(r, _BECH32.upper(), 58)
    pub = "age1" + pick(r, _BECH32, 58)
    return (
        v,
        f"$ cat ~/.config/sops/age/keys.txt\n# created: 2026-11-29T10:02:11Z\n"
        f"# public key: {pub}\n{v}",
    )


_IDENTITY_SECRETS: tuple[Kind, ...] = (
    kind23(
        "auth0_client_secret_deploy_cli",
        "vendor",
        '{{\n  "AUTH0_DOMAIN": "acme.eu.auth0.com",\n  "AUTH0_CLIENT_ID": "{h32}",\n'
        '  "AUTH0_CLIENT_SECRET": "{v}"\n}}',
        value=lambda r: urlsafe(r, 64),
    ),
    kind23(
        "okta_ssws_token",
        "vendor",
        "curl -H 'Authorization: SSWS {v}' https://acme.okta.com/api/v1/users?limit=5",
        value=lambda r: "00" + urlsafe(r, 40),
    ),
    kind23(
        "workos_api_key",
        "vendor",
        "WORKOS_CLIENT_ID=client_01J{h8}\nWORKOS_API_KEY={v}",
        value=lambda r: "sk_test_" + alnum(r, 60),
    ),
    kind23(
        "stytch_secret_basic",
        "vendor",
        "curl -u project-test-{uuid}:{v} https://test.stytch.com/v1/users",
        value=lambda r: "secret-test-" + urlsafe(r, 36),
    ),
    kind23(
        "descope_management_key",
        "vendor",
        "descope_client = DescopeClient(project_id='P2abc', management_key='{v}')",
        value=lambda r: "K2" + alnum(r, 60),
    ),
    kind23(
        "fusionauth_api_key_kickstart",
        "vendor",
        '{{\n  "apiKeys": [{{ "key": "{v}", "description": "kickstart" }}],\n  "requests": []\n}}',
        value=lambda r: urlsafe(r, 64),
    ),
    kind23(
        "kinde_client_secret",
        "vendor",
        "KINDE_ISSUER_URL=https://acme.kinde.com\nKINDE_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 48),
    ),
    kind23(
        "logto_m2m_secret",
        "vendor",
        "LOGTO_M2M_APP_ID=ql8r2x\nLOGTO_M2M_APP_SECRET={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "infisical_service_token",
        "vendor",
        "infisical export --env=prod --token={v} > .env",
        value=lambda r: "st." + _uuid(r) + "." + hexs(r, 32) + "." + hexs(r, 32),
    ),
    kind23(
        "doppler_service_token_run",
        "vendor",
        "DOPPLER_TOKEN={v} doppler run -- npm start",
        value=lambda r: "dp.st.prd." + alnum(r, 43),
    ),
    kind23(
        "akeyless_access_key",
        "vendor",
        "akeyless auth --access-id p-x1y2z3w4 --access-key {v}",
        value=lambda r: b64(r, 44),
    ),
    kind23(
        "onepassword_service_account",
        "vendor",
        "export OP_SERVICE_ACCOUNT_TOKEN={v}\nop read op://prod/db/password",
        value=lambda r: "ops_eyJ" + urlsafe(r, 300),
    ),
    kind23(
        "bitwarden_sm_access_token",
        "vendor",
        "bws secret list --access-token {v}",
        value=lambda r: "0." + _uuid(r) + "." + alnum(r, 30) + ":" + b64(r, 24) + "==",
    ),
    Kind("age_secret_key_file", "vendor", _age_key),
)

_ERRORS_PROJECTS: tuple[Kind, ...] = (
    kind23(
        "sentry_cli_auth_token",
        "vendor",
        "sentry-cli --auth-token {v} releases new -p web 2026.11.29",
        value=lambda r: "sntrys_eyJ" + urlsafe(r, 120),
    ),
    kind23(
        "rollbar_access_token_yml",
        "vendor",
        "rollbar:\n  access_token: {v}\n  environment: production",
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "bugsnag_api_key_upload",
        "vendor",
        "npx @bugsnag/source-maps upload-browser --api-key {v} --app-version 4.2.0",
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "honeybadger_personal_token",
        "vendor",
        "curl -u {v}: https://app.honeybadger.io/v2/projects",
        value=lambda r: alnum(r, 20),
    ),
    kind23(
        "linear_api_key_graphql",
        "vendor",
        "curl https://api.linear.app/graphql -H 'Authorization: {v}' "
        '-d \'{{"query":"{{ viewer {{ id }} }}"}}\'',
        value=lambda r: "lin_api_" + alnum(r, 40),
    ),
    kind23(
        "atlassian_api_token_jira_cli",
        "vendor",
        "JIRA_API_TOKEN={v} jira issue list -q 'project = OPS'",
        value=lambda r: "ATATT3xFfGF0" + urlsafe(r, 170) + "=" + hexs(r, 8).upper(),
    ),
    kind23(
        "asana_pat_python",
        "vendor",
        "client = asana.Client.access_token('{v}')",
        value=lambda r: "2/" + digits(r, 16) + "/" + digits(r, 16) + ":" + hexs(r, 32),
    ),
    kind23(
        "clickup_token_header",
        "vendor",
        "fetch('https://api.clickup.com/api/v2/team', {{ headers: {{ Authorization: '{v}' }} }})",
        value=lambda r: "pk_" + digits(r, 8) + "_" + pick(r, _UP, 32),
    ),
    kind23(
        "shortcut_token_header",
        "vendor",
        "curl -H 'Shortcut-Token: {v}' https://api.app.shortcut.com/api/v3/member",
        value=_uuid,
    ),
    kind23(
        "notion_integration_secret",
        "vendor",
        "const notion = new Client({{ auth: '{v}' }});",
        value=lambda r: "ntn_" + alnum(r, 46),
    ),
    kind23(
        "trello_key_and_token_query",
        "vendor",
        "GET https://api.trello.com/1/members/me/boards?key={h32}&token={v}",
        value=lambda r: "ATTA" + hexs(r, 64) + hexs(r, 8).upper(),
    ),
)

_CHAT_DESIGN_RT: tuple[Kind, ...] = (
    kind23(
        "slack_app_level_token",
        "vendor",
        "SLACK_APP_TOKEN={v}\nSLACK_BOT_TOKEN=xoxb-REPLACE-ME",
        value=lambda r: "xapp-1-A0" + pick(r, _UP, 9) + "-" + digits(r, 13) + "-" + hexs(r, 64),
    ),
    kind23(
        "discord_bot_token_py",
        "vendor",
        "bot.run('{v}')",
        value=lambda r: "MT" + urlsafe(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38),
    ),
    kind23(
        "telegram_bot_token_url",
        "vendor",
        "curl https://api.telegram.org/bot{v}/getUpdates",
        value=lambda r: digits(r, 10) + ":AA" + urlsafe(r, 33),
    ),
    kind23(
        "mattermost_bot_token_mmctl",
        "vendor",
        "mmctl auth login https://chat.acme.dev --name prod --access-token {v}",
        value=lambda r: lower_alnum(r, 26),
    ),
    kind23(
        "figma_pat_header",
        "vendor",
        "curl -H 'X-Figma-Token: {v}' https://api.figma.com/v1/files/Kq3x9",
        value=lambda r: "figd_" + urlsafe(r, 40),
    ),
    kind23(
        "penpot_access_token",
        "vendor",
        "PENPOT_ACCESS_TOKEN={v} node export-assets.mjs",
        value=lambda r: "eyJ" + urlsafe(r, 90),
    ),
    kind23(
        "daily_api_key_bearer",
        "vendor",
        "curl -X POST https://api.daily.co/v1/rooms -H 'Authorization: Bearer {v}'",
        value=lambda r: hexs(r, 64),
    ),
    kind23(
        "livekit_api_secret_yaml",
        "vendor",
        "keys:\n  APIx9Qw2mLk3: {v}\nport: 7880",
        value=lambda r: alnum(r, 43),
    ),
    kind23(
        "agora_app_certificate",
        "vendor",
        "const token = RtcTokenBuilder.buildTokenWithUid(appId, '{v}', channel, uid, role, ts);",
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "mux_token_secret",
        "vendor",
        "MUX_TOKEN_ID={uuid}\nMUX_TOKEN_SECRET={v}",
        value=lambda r: urlsafe(r, 75),
    ),
    kind23(
        "pusher_channels_secret",
        "vendor",
        "new Pusher({{ appId: '1829374', key: '{h8}cd0e1f2a3b4c', secret: '{v}', cluster: 'eu' }})",
        value=lambda r: hexs(r, 20),
    ),
    kind23(
        "ably_api_key_rest",
        "vendor",
        "const ably = new Ably.Rest('{v}');",
        value=lambda r: alnum(r, 6) + "." + alnum(r, 6) + ":" + urlsafe(r, 43),
    ),
    kind23(
        "pubnub_secret_key",
        "vendor",
        "pnconfig.secret_key = '{v}'",
        value=lambda r: "sec-c-" + b64(r, 48),
    ),
    kind23(
        "stream_chat_secret",
        "vendor",
        "client = StreamChat(api_key='8y6q2mx4zk', api_secret='{v}')",
        value=lambda r: lower_alnum(r, 64),
    ),
)

_TOOLS_FLAGS_DATA: tuple[Kind, ...] = (
    kind23(
        "typeform_pat",
        "vendor",
        "TYPEFORM_TOKEN={v} npx typeform-export --form Xk2q",
        value=lambda r: "tfp_" + urlsafe(r, 44) + "_" + urlsafe(r, 14),
    ),
    kind23(
        "calcom_api_key_query",
        "vendor",
        "GET https://api.cal.com/v1/bookings?apiKey={v}",
        value=lambda r: "cal_live_" + hexs(r, 32),
    ),
    kind23(
        "calendly_pat_bearer",
        "vendor",
        "requests.get(url, headers={{'Authorization': 'Bearer {v}'}})",
        value=jwt,
    ),
    kind23(
        "tally_api_key",
        "vendor",
        "TALLY_API_KEY={v}",
        value=lambda r: "tly-" + alnum(r, 32),
    ),
    kind23(
        "postman_api_key_newman",
        "vendor",
        "newman run https://api.getpostman.com/collections/123?apikey={v}",
        value=lambda r: "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34),
    ),
    kind23(
        "readme_api_key_rdme",
        "vendor",
        "npx rdme openapi openapi.yaml --key={v} --id=6512ab",
        value=lambda r: "rdme_" + hexs(r, 64),
    ),
    kind23(
        "snyk_token_env",
        "vendor",
        "SNYK_TOKEN={v} snyk test --severity-threshold=high",
        value=_uuid,
    ),
    kind23(
        "sonarcloud_token_scanner",
        "vendor",
        "sonar-scanner -Dsonar.organization=acme -Dsonar.token={v}",
        value=lambda r: "sqp_" + hexs(r, 40),
    ),
    kind23(
        "semgrep_app_token",
        "vendor",
        "SEMGREP_APP_TOKEN={v} semgrep ci",
        value=lambda r: hexs(r, 64),
    ),
    kind23(
        "gitguardian_api_key",
        "vendor",
        "GITGUARDIAN_API_KEY={v} ggshield secret scan pre-commit",
        value=lambda r: urlsafe(r, 69),
    ),
    kind23(
        "socket_security_token",
        "vendor",
        "socket login --api-token {v}",
        value=lambda r: "sktsec_" + alnum(r, 48),
    ),
    kind23(
        "cypress_record_key",
        "vendor",
        "npx cypress run --record --key {v} --parallel",
        value=_uuid,
    ),
    kind23(
        "checkly_api_key",
        "vendor",
        "CHECKLY_API_KEY={v} CHECKLY_ACCOUNT_ID={uuid} npx checkly deploy",
        value=lambda r: "cu_" + hexs(r, 32),
    ),
    kind23(
        "currents_record_key",
        "vendor",
        "npx pwc --key {v} --project-id Xk2q9",
        value=lambda r: alnum(r, 16),
    ),
    kind23(
        "launchdarkly_sdk_key",
        "vendor",
        "ld_client = ldclient.LDClient(Config('{v}'))",
        value=lambda r: "sdk-" + _uuid(r),
    ),
    kind23(
        "statsig_server_secret",
        "vendor",
        "await Statsig.initialize('{v}', {{ environment: {{ tier: 'production' }} }});",
        value=lambda r: "secret-" + alnum(r, 43),
    ),
    kind23(
        "configcat_sdk_key",
        "vendor",
        "configcat.get_client('{v}')",
        value=lambda r: "configcat-sdk-1/" + urlsafe(r, 22) + "/" + urlsafe(r, 22),
    ),
    kind23(
        "growthbook_secret_key",
        "vendor",
        "curl -H 'Authorization: Bearer {v}' https://api.growthbook.io/api/v1/features",
        value=lambda r: "secret_admin_" + alnum(r, 40),
    ),
    kind23(
        "unleash_admin_token",
        "vendor",
        "UNLEASH_API_TOKEN='{v}'",
        value=lambda r: "*:*." + hexs(r, 56),
    ),
    kind23(
        "flagsmith_server_key",
        "vendor",
        "flagsmith = Flagsmith(environment_key='{v}')",
        value=lambda r: "ser." + alnum(r, 22),
    ),
    kind23(
        "fivetran_api_secret",
        "vendor",
        "curl -u {h8}Xk2q9:{v} https://api.fivetran.com/v1/groups",
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "airbyte_client_secret",
        "vendor",
        "abctl local credentials\n  Email: admin@acme.dev\n  Password: {v}\n  Client-Id: {uuid}",
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "dbt_cloud_service_token",
        "vendor",
        "DBT_CLOUD_API_TOKEN={v} dbt-cloud job run --job-id 4411",
        value=lambda r: "dbtc_" + urlsafe(r, 56),
    ),
    kind23(
        "prefect_api_key",
        "vendor",
        "prefect cloud login --key {v} --workspace acme/prod",
        value=lambda r: "pnu_" + alnum(r, 36),
    ),
    kind23(
        "dagster_cloud_agent_token",
        "vendor",
        "dagster_cloud_api:\n  agent_token: {v}\n  deployment: prod",
        value=lambda r: "agent:acme:" + hexs(r, 32),
    ),
    kind23(
        "hightouch_api_key",
        "vendor",
        "hightouch sync trigger 1129 --api-key {v}",
        value=_uuid,
    ),
    kind23(
        "codeium_api_key_vim",
        "vendor",
        'let g:codeium_api_key = "{v}"',
        value=_uuid,
    ),
    kind23(
        "tabnine_enterprise_token",
        "vendor",
        "TABNINE_TOKEN={v}",
        value=lambda r: "tn_" + alnum(r, 40),
    ),
    kind23(
        "sourcegraph_access_token",
        "vendor",
        "export SRC_ACCESS_TOKEN={v}\nsrc search 'repo:acme/api lang:go'",
        value=lambda r: "sgp_" + hexs(r, 16) + "_" + hexs(r, 40),
    ),
    kind23(
        "huggingface_cli_login",
        "vendor",
        "huggingface-cli login --token {v} --add-to-git-credential",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind23(
        "gemini_key_query",
        "vendor",
        "POST https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:"
        "generateContent?key={v}",
        value=lambda r: "AIza" + urlsafe(r, 35),
    ),
    kind23(
        "azure_openai_api_key_header",
        "vendor",
        "curl https://acme-oai.openai.azure.com/openai/deployments/gpt4o/chat/completions"
        "?api-version=2024-06-01 -H 'api-key: {v}'",
        value=lambda r: hexs(r, 32),
    ),
)

# -- shapes --------------------------------------------------------------------------------


def _py_hex_escapes(r: random.Random) -> tuple[str, str]:
    raw = bytes(r.randrange(256) for _ in range(24))
    v = "".join(f"\\x{b:02x}" for b in raw)
    return v, f"SIGNING_KEY = b'{v}'\nsig = hmac.new(SIGNING_KEY, body, 'sha256')"


def _joined_vars(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 20), alnum(r, 20)
    return a, f'K1="{a}"\nK2="{b}"\nexport GROQ_API_KEY="gsk_${{K1}}${{K2}}"'


_SHAPES: tuple[Kind, ...] = (
    Kind("python_hex_escapes_key", "key", _py_hex_escapes),
    Kind("key_as_two_shell_vars", "form", _joined_vars),
    kind23(
        "yaml_folded_scalar",
        "config",
        "webhook:\n  secret: >-\n    {v}\n  events: [push]",
        value=lambda r: hexs(r, 48),
    ),
    kind23(
        "toml_multiline_literal",
        "config",
        "[smtp]\nhost = \"smtp.acme.dev\"\npassword = '''\n{v}'''",
    ),
    kind23(
        "markdown_link_query_key",
        "form",
        "See the [usage dashboard](https://console.acme-maps.io/usage?key={v}) before Friday.",
        value=lambda r: alnum(r, 32),
    ),
    kind23(
        "html_meta_api_key",
        "code",
        '<meta name="acme-api-key" content="{v}">\n<script src="/static/app.js"></script>',
        value=lambda r: "sk_live_" + alnum(r, 32),
    ),
)

# -- chat ---------------------------------------------------------------------------------

_CHAT: tuple[Kind, ...] = (
    kind23("chat_code_for_the_door", "prose", "the code for the staging admin is {v}, don't share"),
    kind23(
        "chat_old_and_new",
        "prose",
        "rotated it: old one was revoked, new one is {v} — update the CI var please",
        value=lambda r: alnum(r, 40),
    ),
    kind23(
        "chat_does_it_look_right",
        "prose",
        "is {v} the right format for the Twilio auth token? it's 32 chars",
        value=lambda r: hexs(r, 32),
    ),
    kind23(
        "chat_still_401",
        "prose",
        "set the header to Bearer {v} and it still gives 401, what am I missing",
        value=lambda r: urlsafe(r, 40),
    ),
    kind23(
        "chat_use_only_for_tests",
        "prose",
        "use this one only for the e2e tests: {v} (it's the sandbox account)",
    ),
    kind23(
        "chat_after_the_word_bearer",
        "prose",
        "the string after the word Bearer in the log is {v}, can you decode it?",
        value=jwt,
    ),
    kind23("chat_czech", "prose", "heslo k databázi je {v}, prosím nikam ho necommituj"),
    kind23("chat_greek", "prose", "ο κωδικός για το staging είναι {v}"),
    kind23("chat_hebrew", "prose", "הסיסמה לשרת היא {v} תודה"),
    kind23("chat_swedish", "prose", "lösenordet till databasen är {v} om du behöver det"),
    kind23("chat_hungarian", "prose", "az adatbázis jelszava {v}, ne tedd be a repóba"),
    kind23("chat_romanian", "prose", "parola de la baza de date e {v}"),
    kind23(
        "chat_finnish_key",
        "prose",
        "API-avain on {v}, laita se .env-tiedostoon",
        value=lambda r: alnum(r, 32),
    ),
    kind23("chat_danish", "prose", "adgangskoden til serveren er {v}"),
    kind23("chat_yiddish", "prose", "דאָס פּאַראָל פֿון דעם סערווער איז {v}"),
    kind23("chat_faroese", "prose", "loyniorðið til ambætaran er {v}"),
    kind23("chat_west_frisian", "prose", "it wachtwurd fan de server is {v}"),
    kind23("chat_romansh", "prose", "il pled-clav dal server è {v}"),
    kind23("chat_scottish_gaelic", "prose", "'s e am facal-faire airson an fhrithealaiche {v}"),
    kind23("chat_breton", "prose", "ger-tremen ar servijer eo {v}"),
    kind23("chat_upper_sorbian", "prose", "hesło za serwer je {v}"),
    kind23(
        "chat_ladino",
        "prose",
        "la kontrasenya del server es {v}",
    ),
    kind23(
        "chat_tamil_token",
        "prose",
        "டோக்கன் இது: {v} இதை CI-யில் போடுங்கள்",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    kind23("chat_malay", "prose", "kata laluan pangkalan data ialah {v}"),
    kind23(
        "chat_dictated_digits",
        "prose",
        "the ops PIN for the payment sandbox is {v}, say it back to me",
        value=lambda r: "-".join(digits(r, 3) for _ in range(3)),
    ),
)

#: the shapes and the chat of the first file, kept here for its length
SHAPES_AND_CHAT: tuple[Kind, ...] = (*_SHAPES, *_CHAT)


VENDOR_KINDS: tuple[Kind, ...] = (
    *_CMS_SEARCH,
    *_IDENTITY_SECRETS,
    *_ERRORS_PROJECTS,
    *_CHAT_DESIGN_RT,
    *_TOOLS_FLAGS_DATA,
)
