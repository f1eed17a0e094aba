"""The look-alikes of held-out 23 (`bench/secret_kinds_heldout23.py`): no secret in any of them.

What the same files, outputs, logs and fixtures hold that must come through
unchanged: a tfstate's lineage, serial and ARNs, provider lock hashes (`h1:`
and `zh:`), `Cargo.lock`, `yarn.lock` and `Pipfile.lock` checksums, a
`composer.lock` reference, `go.sum` lines, Alembic revision ids, Django
migration names, Prisma cuids, container and image ids, pod names, an AWS
caller identity (`AIDA` user id, account, ARN), Azure subscription and
tenant ids, a gcloud project, a kubeconfig's CA data (base64 of a public
certificate), W3C trace ids, request ids, `x-amz-id-2` and CloudFront ids,
ETags, webhook signatures (`X-Hub-Signature-256`, `Stripe-Signature`, both
digests of a body, not keys), Stripe event ids, a Slack `trigger_id` and
channel ids, Discord snowflakes, a Telegram chat id, Figma file keys,
Google Analytics cookies, a site verification meta tag, a GPG key id and
fingerprint, an age public key; keys vendors document as public (an Algolia
search-only key, an Auth0 SPA client id, a Pusher app key, a PubNub
subscribe key, a LaunchDarkly client-side id, a Statsig client key, a Mux
playback id, a Flagsmith client key, a LiveKit key name); values that
tools print masked (`gh auth status`, `aws configure list`, `op item get`,
`pip -v`, `GIT_CURL_VERBOSE`, `kubectl -v=8`, a kubeconfig view); references
to a secret store and placeholders in the set's config files; commands of
the set that change no secret (`sed -i` of a version, `yq -i` of an image
tag, `redis-cli CONFIG SET maxmemory`); byte dumps of no secret (a PNG's
magic number); measurements, error codes (`SQLSTATE 28P01`, exit 137),
order numbers and postal codes; and chat in the set's languages that names
a secret without giving it.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
)

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_UPL = string.ascii_uppercase
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _ulid(r: random.Random) -> str:
    return "01J" + pick(r, _CROCKFORD, 23)


def _b64_bytes(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # state, lock and cache files
        (
            "tfstate_lineage",
            f'"version": 4,\n"serial": {r.randrange(9, 400)},\n"lineage": "{_uuid(r)}",',
        ),
        (
            "tfstate_arn",
            f'"arn": "arn:aws:rds:eu-west-1:{digits(r, 12)}:db:main", '
            f'"id": "db-{pick(r, _UPL, 26)}"',
        ),
        ("tf_lock_hashes", f'hashes = [\n  "h1:{_b64_bytes(r, 32)}",\n  "zh:{hexs(r, 64)}",\n]'),
        ("cargo_lock_checksum", f'name = "serde"\nversion = "1.0.215"\nchecksum = "{hexs(r, 64)}"'),
        ("yarn_berry_checksum", f"  checksum: {hexs(r, 128)}\n  languageName: node"),
        ("pipfile_lock_hash", f'"hashes": ["sha256:{hexs(r, 64)}"], "version": "==2.32.3"'),
        ("composer_lock_reference", f'"source": {{"type": "git", "reference": "{hexs(r, 40)}"}}'),
        ("go_sum_line", f"github.com/google/uuid v1.6.0 h1:{_b64_bytes(r, 32)}"),
        ("alembic_revision", f"revision = '{hexs(r, 12)}'\ndown_revision = '{hexs(r, 12)}'"),
        ("prisma_cuid", f'{{ id: "c{lower_alnum(r, 24)}", email: "ops@acme.dev" }}'),
        # command outputs
        ("docker_ps_ids", f'{hexs(r, 12)}   acme/api:4.2.0   "node dist/main.js"   Up 2 hours'),
        (
            "kubectl_image_id",
            f"    Image ID:  ghcr.io/acme/api@sha256:{hexs(r, 64)}\n    Container ID:  "
            f"containerd://{hexs(r, 64)}",
        ),
        ("pod_name", f"api-{hexs(r, 9)}-{lower_alnum(r, 5)}   1/1   Running   0   3h"),
        (
            "aws_caller_identity",
            f'"UserId": "AIDA{pick(r, _UP, 17)}", "Account": "{digits(r, 12)}"',
        ),
        ("azure_subscription", f'"id": "{_uuid(r)}",\n  "tenantId": "{_uuid(r)}",'),
        ("gcloud_project", f"[core]\naccount = dev@acme.dev\nproject = acme-prod-{digits(r, 4)}"),
        (
            "kubeconfig_ca_data",
            "certificate-authority-data: "
            + base64.b64encode(b"-----BEGIN CERTIFICATE-----\n" + b64(r, 48).encode()).decode(),
        ),
        ("gpg_key_id", f"[user]\n\tsigningkey = {hexs(r, 16).upper()}\n\temail = dev@acme.dev"),
        ("age_public_key", f"creation_rules:\n  - age: age1{pick(r, _BECH32, 58)}"),
        # traces, logs, HTTP
        ("traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("request_id_header", f"< x-request-id: {_uuid(r)}\n< x-amz-id-2: {b64(r, 76)}"),
        ("cloudfront_id", f"< x-amz-cf-id: {urlsafe(r, 54)}==\n< x-cache: Miss from cloudfront"),
        ("etag", f'< ETag: W/"{hexs(r, 32)}"\n< Cache-Control: max-age=60'),
        ("github_webhook_signature", f"X-Hub-Signature-256: sha256={hexs(r, 64)}"),
        (
            "stripe_signature_header",
            f"Stripe-Signature: t={1732880000 + r.randrange(10**5)},v1={hexs(r, 64)}",
        ),
        ("stripe_event_id", f"--> payment_intent.created [evt_3Q{alnum(r, 22)}]"),
        (
            "slack_trigger_id",
            f"channel_id=C0{pick(r, _UP, 9)}&user_id=U0{pick(r, _UP, 9)}"
            f"&trigger_id={digits(r, 11)}.{digits(r, 9)}.{hexs(r, 32)}",
        ),
        ("discord_snowflake", f"channel_id: {digits(r, 19)}, message_id: {digits(r, 19)}"),
        ("telegram_chat_id", f'{{"chat": {{"id": -100{digits(r, 10)}, "type": "supergroup"}}}}'),
        (
            "figma_file_key",
            f"https://www.figma.com/design/{alnum(r, 22)}/Checkout?node-id=12-{digits(r, 4)}",
        ),
        ("ga_cookie", f"< Set-Cookie: _ga=GA1.1.{digits(r, 10)}.{digits(r, 10)}; Path=/"),
        # keys vendors document as public
        (
            "algolia_search_only_key",
            f"ALGOLIA_APP_ID={pick(r, _UP, 10)}\nNEXT_PUBLIC_ALGOLIA_SEARCH_ONLY_KEY={hexs(r, 32)}",
        ),
        (
            "auth0_spa_client_id",
            f'<Auth0Provider domain="acme.eu.auth0.com" clientId="{alnum(r, 32)}">',
        ),
        ("pusher_app_key", f"const pusher = new Pusher('{hexs(r, 20)}', {{ cluster: 'eu' }});"),
        ("pubnub_subscribe_key", f"subscribeKey: 'sub-c-{_uuid(r)}',"),
        ("launchdarkly_client_side_id", f'LDProvider clientSideID="{hexs(r, 24)}"'),
        ("mux_playback_id", f'<mux-player playback-id="{alnum(r, 44)}"></mux-player>'),
        ("workos_ids", f"organization_id: org_{_ulid(r)}, user: user_{_ulid(r)}"),
        ("okta_user_id", f'"id": "00u{alnum(r, 17)}", "status": "ACTIVE"'),
        ("atlassian_account_id", f'"accountId": "{hexs(r, 24)}", "displayName": "M. Koval"'),
        ("hf_revision", f"snapshot_download('acme/reranker', revision='{hexs(r, 40)}')"),
        ("order_and_postcode", f"order #A-2026-{digits(r, 5)} shipped to {digits(r, 5)} Berlin"),
    ]


_FIXED: list[tuple[str, str]] = [
    # masked by the tools themselves
    ("gh_auth_status_masked", "  - Token: gho_************************************"),
    (
        "aws_configure_list",
        "      Name                    Value             Type    Location\n"
        "access_key     ****************QX7M shared-credentials-file\n"
        "secret_key     ****************k2Pa shared-credentials-file",
    ),
    ("op_item_get_concealed", "password:   [use 'op item get x7k2 --reveal' to reveal]"),
    ("pip_verbose_masked", "Looking in indexes: https://__token__:****@pypi.acme.dev/simple"),
    ("git_curl_redacted", "=> Send header: Authorization: Basic <redacted>"),
    (
        "kubectl_v8_masked",
        "curl -v -XGET  -H \"Authorization: Bearer <masked>\" 'https://10.0.0.1:6443/api'",
    ),
    ("kubeconfig_omitted", "    client-certificate-data: DATA+OMITTED\n    token: REDACTED"),
    ("vcr_filtered", "      Authorization:\n      - <AUTHORIZATION>\n    method: GET"),
    ("jest_snapshot_masked", '  "apiKey": "[MASKED]",\n  "region": "eu",'),
    ("supabase_masked", "service_role key: eyJhbGciOiJIUzI1NiIs…(truncated)"),
    # references to a secret store, placeholders
    ("mcp_env_reference", '"env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}" }'),
    ("codex_env_key", '[model_providers.openrouter]\nenv_key = "OPENROUTER_API_KEY"'),
    ("rails_erb_reference", 'secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>'),
    ("kustomize_env_file", "secretGenerator:\n  - name: api-creds\n    envs:\n      - secrets.env"),
    ("samconfig_resolve", 'parameter_overrides = "DbPassword={{resolve:secretsmanager:prod/db}}"'),
    ("cdk_from_secret", "SecretValue.secretsManager('prod/db', { jsonField: 'password' })"),
    ("azure_dev_storage", '"AzureWebJobsStorage": "UseDevelopmentStorage=true"'),
    ("gradle_env_reference", 'password = providers.gradleProperty("ossrhPassword").get()'),
    ("yarnrc_env_reference", 'npmAuthToken: "${NPM_TOKEN}"'),
    (
        "nuget_source",
        '<add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />',
    ),
    (
        "cargo_registry_index",
        '[registries.acme-crates]\nindex = "sparse+https://crates.acme.dev/index/"',
    ),
    ("aider_model_only", "model: claude-3-5-sonnet-20241022\nauto-commits: false"),
    ("jetbrains_sdk_home", '<option name="SDK_HOME" value="$PROJECT_DIR$/.venv/bin/python" />'),
    ("tmux_plugin", "set -g @plugin 'tmux-plugins/tpm'\nset-environment -g EDITOR nvim"),
    ("fish_gopath", "set -gx GOPATH $HOME/go\nset -gx PATH $GOPATH/bin $PATH"),
    ("monkeypatch_placeholder", 'monkeypatch.setenv("SENDGRID_API_KEY", "test-key")'),
    ("cypress_env_placeholder", '"E2E_ADMIN_PASSWORD": "<set in CI>"'),
    ("sed_placeholder", "sed -i 's/CHANGEME/${DB_PASSWORD}/' .env"),
    ("dotenv_example", "STRIPE_WEBHOOK_SECRET=whsec_...\nOPENAI_API_KEY=sk-...your-key..."),
    ("laravel_schema", "$table->string('password');\n$table->rememberToken();"),
    ("laravel_hash_request", "'password' => Hash::make($request->password),"),
    ("github_app_client_id", '"client_id": "Iv1.8a61f9b3a7aba766", "provider": "github"'),
    # commands that change no secret
    ("sed_version", "sed -i 's/^VERSION=.*/VERSION=4.2.1/' .env"),
    ("yq_image_tag", "yq -i '.image.tag = \"4.2.1\"' charts/api/values.prod.yaml"),
    ("jq_version", "jq '.version = \"2.0.1\"' package.json > tmp && mv tmp package.json"),
    (
        "sqlite_update_host",
        "sqlite3 data/app.db \"UPDATE settings SET value='smtp.fastmail.com' "
        "WHERE key='smtp_host';\"",
    ),
    ("redis_config_maxmemory", "redis-cli -h cache CONFIG SET maxmemory 256mb"),
    (
        "ps_no_secret",
        "postgres  1204  0.3  2.1 postgres -D /var/lib/postgresql/data -c config_file=/etc/pg.conf",
    ),
    # byte dumps of no secret
    ("xxd_png_magic", "$ xxd -p -l 16 logo.png\n89504e470d0a1a0a0000000d49484452"),
    ("python_png_magic", "PNG_MAGIC = b'\\x89PNG\\r\\n\\x1a\\n'"),
    ("od_hello", "$ echo -n Hello | od -An -tx1\n 48 65 6c 6c 6f"),
    # measurements, error codes, ids
    ("sqlstate_28p01", 'FATAL:  password authentication failed for user "app" (SQLSTATE 28P01)'),
    ("exit_137", "Error: container api exited with code 137 (OOMKilled), restarts: 4"),
    ("latency", "p50 38ms, p95 211ms, p99 412ms over 120000 requests; 0.02% 5xx"),
    ("rate_limit", "HTTP 429 Too Many Requests; Retry-After: 30; x-ratelimit-remaining: 0"),
    ("uk_postcode", "Ship to: 10 Downing St, London SW1A 2AA; parcel 2.4 kg"),
    (
        "google_site_verification",
        '<meta name="google-site-verification" '
        'content="rXOxyZounnZasA8Z7oaD3c14JdjS9aKSWvsR1EbUSIQ">',
    ),
    (
        "markdown_utm_link",
        "[read the notes](https://acme.dev/blog/nov?utm_source=newsletter&utm_campaign=nov26)",
    ),
    (
        "statsig_client_key",
        "Statsig.initialize('client-Xk2q9LmP3wR7tY5uV8zB1cD4eF6gH0jK2', { user })",
    ),
    ("flagsmith_client_key", "flagsmith.init({ environmentID: 'Kq3xDfT8mW2pL9zR4vB6nY' })"),
    (
        "livekit_key_name",
        "LIVEKIT_API_KEY=APIx9Qw2mLk3  # the key's name; its secret is in Doppler",
    ),
    (
        "growthbook_client_key",
        "clientKey: 'sdk-aB3dE7fGh2Jk9', apiHost: 'https://cdn.growthbook.io'",
    ),
    (
        "model_names",
        "gemini-1.5-flash, gpt-4o-2024-08-06, claude-sonnet-4-5, api-version=2024-06-01",
    ),
    # chat that names a secret without giving it
    ("chat_in_doppler", "I put the new Linear key in Doppler, not pasting it here"),
    ("chat_expired", "the Sentry token expired yesterday, I'll make a new one after lunch"),
    (
        "chat_prefix_question",
        "a Stripe webhook secret starts with whsec_, right? where do I find mine?",
    ),
    ("chat_length_question", "should the Postgres password be at least 16 characters?"),
    ("chat_czech_ref", "heslo je v 1Passwordu ve sdíleném trezoru"),
    ("chat_greek_ref", "ο κωδικός είναι στο vault, μην τον γράψεις εδώ"),
    ("chat_hebrew_ref", "הסיסמה נמצאת ב-1Password"),
    ("chat_swedish_ref", "lösenordet ligger i Bitwarden under Drift"),
    ("chat_hungarian_ref", "a jelszó a Vaultban van, ne írd ide"),
    ("chat_faroese_ref", "loyniorðið er í vaultinum"),
    ("chat_romansh_ref", "il pled-clav è en il vault"),
    ("chat_tamil_ref", "டோக்கன் Doppler-இல் உள்ளது"),
    ("chat_malay_ref", "kata laluan ada dalam 1Password"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout23", _rounds, _FIXED
)
