"""The second part of held-out 22's kinds (`bench/secret_kinds_heldout22.py`): vendors.

Mainstream services most users of coding agents pay for or run, in forms no
earlier set used: AI and LLM APIs (Groq, Mistral, Cohere, Perplexity,
Together, Fireworks, OpenRouter, Replicate, ElevenLabs, AssemblyAI, Deepgram,
Voyage, Jina, LangSmith, Langfuse, Helicone), vector stores (Pinecone, Qdrant,
Weaviate, Zilliz), app backends (Supabase, Clerk, Neon, Turso, Upstash, Convex,
Xata, Appsmith), hosting (Fly.io, Render, Railway, Netlify, Vercel, Koyeb,
Hetzner Cloud, Scaleway, Vultr, Linode), payments (Paddle, Lemon Squeezy,
Mollie, Square, Braintree, Adyen, Checkout.com), mail (Postmark, Resend, Loops,
Brevo, Mailjet), analytics (PostHog, Mixpanel, Amplitude, Segment, Plausible),
CI (CircleCI, Buildkite, Woodpecker, Codemagic, Bitrise, EAS), mobile (Expo,
RevenueCat, OneSignal), and home labs (Proxmox, TrueNAS, Home Assistant,
Jellyfin, Plex, Tailscale, Nextcloud, Vaultwarden, Uptime Kuma, Unraid).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, pw, urlsafe, uuid4

__all__ = ["VENDOR_KINDS", "kind22"]


def kind22(
    name: str,
    group: str,
    *templates: str,
    value: Callable[[random.Random], str] = lambda r: alnum(r, 40),
) -> Kind:
    """A kind whose text is one of `templates` with `{v}` the secret value."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        return v, r.choice(templates).format(v=v)

    return Kind(name, group, make)


def _pre(
    prefix: str, maker: Callable[[random.Random, int], str], n: int
) -> Callable[[random.Random], str]:
    return lambda r: prefix + maker(r, n)


_AI: tuple[Kind, ...] = (
    kind22(
        "groq_key_export",
        "vendor",
        "export GROQ_API_KEY={v}\npython bench_llama.py --model llama-3.3-70b",
        'groq = Groq(api_key="{v}")',
        value=_pre("gsk_", alnum, 52),
    ),
    kind22(
        "mistral_key_header",
        "header",
        "curl https://api.mistral.ai/v1/chat/completions -H 'Authorization: Bearer {v}' -d"
        " @req.json",
        "MISTRAL_API_KEY={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind22(
        "cohere_client_ts",
        "vendor",
        "const cohere = new CohereClient({{ token: '{v}' }});",
        "co = cohere.ClientV2('{v}')",
        value=lambda r: alnum(r, 40),
    ),
    kind22(
        "perplexity_key",
        "vendor",
        'PERPLEXITY_API_KEY="{v}"',
        "client = OpenAI(api_key='{v}', base_url='https://api.perplexity.ai')",
        value=_pre("pplx-", alnum, 48),
    ),
    kind22(
        "together_key_yaml",
        "config",
        "providers:\n  together:\n    api_key: {v}\n    model: meta-llama/Llama-3-70b",
        value=lambda r: hexs(r, 64),
    ),
    kind22(
        "fireworks_key",
        "vendor",
        'fireworks_api_key = "{v}"',
        "FIREWORKS_API_KEY={v} npx promptfoo eval",
        value=_pre("fw_", alnum, 24),
    ),
    kind22(
        "openrouter_key",
        "vendor",
        "OPENROUTER_API_KEY={v}",
        'curl https://openrouter.ai/api/v1/models -H "Authorization: Bearer {v}"',
        value=_pre("sk-or-v1-", hexs, 64),
    ),
    kind22(
        "replicate_token",
        "vendor",
        "export REPLICATE_API_TOKEN={v}",
        'replicate.Client(api_token="{v}")',
        value=_pre("r8_", alnum, 37),
    ),
    kind22(
        "elevenlabs_key_header",
        "header",
        "curl -X POST https://api.elevenlabs.io/v1/text-to-speech/abc -H 'xi-api-key: {v}'",
        "ELEVEN_API_KEY={v}",
        value=_pre("sk_", hexs, 48),
    ),
    kind22(
        "assemblyai_key",
        "vendor",
        'aai.settings.api_key = "{v}"',
        "ASSEMBLYAI_API_KEY={v}",
        value=lambda r: hexs(r, 32),
    ),
    kind22(
        "deepgram_token_header",
        "header",
        'curl https://api.deepgram.com/v1/listen -H "Authorization: Token {v}" --data-binary'
        " @a.wav",
        value=lambda r: hexs(r, 40),
    ),
    kind22(
        "voyage_key",
        "vendor",
        'vo = voyageai.Client(api_key="{v}")',
        value=_pre("pa-", urlsafe, 43),
    ),
    kind22(
        "jina_key",
        "vendor",
        "JINA_API_KEY={v}",
        "headers = {{'Authorization': 'Bearer {v}'}}  # jina reader",
        value=_pre("jina_", alnum, 60),
    ),
    kind22(
        "langsmith_key",
        "vendor",
        "LANGCHAIN_TRACING_V2=true\nLANGSMITH_API_KEY={v}",
        value=lambda r: "lsv2_pt_" + hexs(r, 32) + "_" + hexs(r, 10),
    ),
    kind22(
        "langfuse_secret",
        "vendor",
        "LANGFUSE_PUBLIC_KEY=pk-lf-1234\nLANGFUSE_SECRET_KEY={v}",
        'Langfuse(secret_key="{v}", host="https://cloud.langfuse.com")',
        value=lambda r: "sk-lf-" + uuid4(r),
    ),
    kind22(
        "helicone_auth_header",
        "header",
        'default_headers={{"Helicone-Auth": "Bearer {v}"}}',
        value=lambda r: (
            "sk-helicone-" + lower_alnum(r, 7) + "-" + lower_alnum(r, 7) + "-" + lower_alnum(r, 7)
        ),
    ),
    kind22(
        "pinecone_key",
        "vendor",
        'pc = Pinecone(api_key="{v}")',
        "PINECONE_API_KEY={v}",
        value=lambda r: "pcsk_" + alnum(r, 6) + "_" + alnum(r, 60),
    ),
    kind22(
        "qdrant_key_docker",
        "cli",
        "docker run -p 6333:6333 -e QDRANT__SERVICE__API_KEY={v} qdrant/qdrant",
        value=lambda r: alnum(r, 36),
    ),
    kind22(
        "weaviate_key_header",
        "header",
        "client = weaviate.connect_to_weaviate_cloud(cluster_url=URL,"
        " auth_credentials=Auth.api_key('{v}'))",
        value=lambda r: alnum(r, 40),
    ),
    kind22(
        "zilliz_token",
        "vendor",
        'MilvusClient(uri="https://in03-x.api.gcp-us-west1.zillizcloud.com", token="{v}")',
        value=lambda r: hexs(r, 104),
    ),
)

_BACKEND: tuple[Kind, ...] = (
    kind22(
        "supabase_service_role_env",
        "vendor",
        "SUPABASE_URL=https://xyzcompany.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={v}",
        value=lambda r: "sb_secret_" + urlsafe(r, 32),
    ),
    kind22(
        "clerk_secret",
        "vendor",
        "CLERK_SECRET_KEY={v}",
        "clerkClient({{ secretKey: '{v}' }})",
        value=_pre("sk_live_", alnum, 40),
    ),
    kind22(
        "neon_dsn_pooler",
        "dsn",
        "DATABASE_URL=postgresql://neondb_owner:{v}@ep-cool-lab-a5x9.eu-central-1.aws.neon.tech/neondb?sslmode=require",
        value=lambda r: "npg_" + alnum(r, 12),
    ),
    kind22(
        "turso_auth_token",
        "vendor",
        "turso db shell libsql://app-me.turso.io?authToken={v}",
        "TURSO_AUTH_TOKEN={v}",
        value=lambda r: (
            "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9." + urlsafe(r, 60) + "." + urlsafe(r, 86)
        ),
    ),
    kind22(
        "upstash_redis_rest_token",
        "vendor",
        "UPSTASH_REDIS_REST_URL=https://eu1-happy-cat-30123.upstash.io\nUPSTASH_REDIS_REST_TOKEN={v}",
        value=lambda r: "A" + alnum(r, 3) + "ASQgN" + alnum(r, 60),
    ),
    kind22(
        "convex_deploy_key",
        "vendor",
        "CONVEX_DEPLOY_KEY='{v}' npx convex deploy",
        value=lambda r: "prod:happy-otter-123|" + b64(r, 64),
    ),
    kind22(
        "xata_key",
        "vendor",
        "XATA_API_KEY={v}",
        value=_pre("xau_", alnum, 40),
    ),
    kind22(
        "appsmith_encryption",
        "config",
        "APPSMITH_ENCRYPTION_PASSWORD={v}\nAPPSMITH_ENCRYPTION_SALT=" + "salt",
        value=lambda r: alnum(r, 24),
    ),
)

_HOSTING: tuple[Kind, ...] = (
    kind22(
        "flyio_token_secret_set",
        "cli",
        'fly secrets set FLY_API_TOKEN="{v}" -a my-app',
        "flyctl deploy --access-token {v}",
        value=lambda r: "FlyV1 fm2_" + urlsafe(r, 80),
    ),
    kind22(
        "render_api_key",
        "header",
        "curl -H 'Authorization: Bearer {v}' https://api.render.com/v1/services",
        value=_pre("rnd_", alnum, 32),
    ),
    kind22(
        "railway_token",
        "vendor",
        "RAILWAY_TOKEN={v} railway up --detach",
        value=uuid4,
    ),
    kind22(
        "netlify_auth_token",
        "cli",
        "netlify deploy --prod --auth {v} --site my-site",
        value=_pre("nfp_", alnum, 36),
    ),
    kind22(
        "vercel_token_flag",
        "cli",
        "vercel --prod --token={v} --yes",
        "npx vercel env pull --token {v}",
        value=lambda r: alnum(r, 24),
    ),
    kind22(
        "koyeb_token",
        "cli",
        "koyeb app init api --docker myorg/api --token {v}",
        value=lambda r: alnum(r, 64),
    ),
    kind22(
        "hetzner_hcloud_token",
        "cli",
        "hcloud context create homelab  # token: {v}",
        "export HCLOUD_TOKEN={v}",
        value=lambda r: alnum(r, 64),
    ),
    kind22(
        "scaleway_secret",
        "config",
        "[default]\naccess_key = SCW1ABCDE2FGHIJ3KLMN\nsecret_key = {v}",
        value=uuid4,
    ),
    kind22(
        "vultr_key",
        "header",
        'curl https://api.vultr.com/v2/instances -H "Authorization: Bearer {v}"',
        value=lambda r: alnum(r, 36).upper(),
    ),
    kind22(
        "linode_cli_token",
        "config",
        "[DEFAULT]\ndefault-user = me\n\n[me]\ntoken = {v}\nregion = eu-west",
        value=lambda r: hexs(r, 64),
    ),
)

_PAY_MAIL: tuple[Kind, ...] = (
    kind22(
        "paddle_api_key",
        "vendor",
        "PADDLE_API_KEY={v}",
        "const paddle = new Paddle('{v}')",
        value=lambda r: "pdl_live_apikey_" + lower_alnum(r, 26) + "_" + alnum(r, 22),
    ),
    kind22(
        "lemonsqueezy_key",
        "vendor",
        "LEMONSQUEEZY_API_KEY={v}",
        value=lambda r: (
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9." + urlsafe(r, 120) + "." + urlsafe(r, 60)
        ),
    ),
    kind22(
        "mollie_live_key",
        "vendor",
        '$mollie->setApiKey("{v}");',
        "MOLLIE_API_KEY={v}",
        value=_pre("live_", alnum, 30),
    ),
    kind22(
        "square_access_token",
        "vendor",
        "SQUARE_ACCESS_TOKEN={v}\nSQUARE_ENVIRONMENT=production",
        value=_pre("EAAA", urlsafe, 60),
    ),
    kind22(
        "braintree_private_key",
        "config",
        "braintree:\n  merchant_id: a1b2c3\n  public_key: d4e5f6\n  private_key: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind22(
        "adyen_api_key",
        "header",
        "curl https://checkout-test.adyen.com/v71/payments -H 'X-API-Key: {v}'",
        value=lambda r: "AQE" + urlsafe(r, 90),
    ),
    kind22(
        "checkoutcom_secret",
        "vendor",
        "CKO_SECRET_KEY={v}",
        value=_pre("sk_sbox_", lower_alnum, 30),
    ),
    kind22(
        "postmark_server_token",
        "header",
        'curl https://api.postmarkapp.com/email -H "X-Postmark-Server-Token: {v}"',
        value=uuid4,
    ),
    kind22(
        "resend_key",
        "vendor",
        "const resend = new Resend('{v}');",
        "RESEND_API_KEY={v}",
        value=lambda r: "re_" + alnum(r, 8) + "_" + alnum(r, 24),
    ),
    kind22(
        "loops_key",
        "header",
        "fetch('https://app.loops.so/api/v1/contacts/create', {{ headers: {{ Authorization:"
        " 'Bearer {v}' }} }})",
        value=lambda r: hexs(r, 32),
    ),
    kind22(
        "brevo_key",
        "header",
        "curl https://api.brevo.com/v3/smtp/email -H 'api-key: {v}'",
        value=lambda r: "xkeysib-" + hexs(r, 64) + "-" + alnum(r, 16),
    ),
    kind22(
        "mailjet_secret",
        "vendor",
        "MJ_APIKEY_PUBLIC=3f1e2d\nMJ_APIKEY_PRIVATE={v}",
        value=lambda r: hexs(r, 32),
    ),
)

_ANALYTICS_CI: tuple[Kind, ...] = (
    kind22(
        "posthog_personal_key",
        "vendor",
        "POSTHOG_PERSONAL_API_KEY={v}",
        value=_pre("phx_", alnum, 43),
    ),
    kind22(
        "mixpanel_service_secret",
        "vendor",
        "mixpanel service account: analytics-bot.1a2b3c.mp-service-account secret {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind22(
        "amplitude_secret",
        "config",
        "amplitude:\n  api_key: 0f1e2d3c\n  secret_key: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind22(
        "segment_write_key_b64",
        "header",
        "curl https://api.segment.io/v1/track -H 'Authorization: Basic {v}'",
        value=lambda r: b64(r, 44),
    ),
    kind22(
        "plausible_stats_key",
        "header",
        "curl 'https://plausible.io/api/v2/query' -H 'Authorization: Bearer {v}'",
        value=lambda r: urlsafe(r, 64),
    ),
    kind22(
        "circleci_token",
        "header",
        "curl -H 'Circle-Token: {v}' https://circleci.com/api/v2/me",
        value=lambda r: "CCIPAT_" + alnum(r, 22) + "_" + hexs(r, 40),
    ),
    kind22(
        "buildkite_agent_token",
        "config",
        '# /etc/buildkite-agent/buildkite-agent.cfg\ntoken="{v}"\nname="%hostname-%spawn"',
        value=lambda r: hexs(r, 50),
    ),
    kind22(
        "woodpecker_agent_secret",
        "config",
        "WOODPECKER_SERVER=ci.home:9000\nWOODPECKER_AGENT_SECRET={v}",
        value=lambda r: hexs(r, 64),
    ),
    kind22(
        "codemagic_token",
        "header",
        "curl -H 'x-auth-token: {v}' https://api.codemagic.io/builds",
        value=lambda r: urlsafe(r, 43),
    ),
    kind22(
        "bitrise_pat",
        "header",
        "curl -H 'Authorization: {v}' https://api.bitrise.io/v0.1/me",
        value=lambda r: urlsafe(r, 86),
    ),
    kind22(
        "expo_token",
        "cli",
        "EXPO_TOKEN={v} eas build --platform ios --non-interactive",
        value=lambda r: alnum(r, 40),
    ),
    kind22(
        "revenuecat_secret",
        "vendor",
        "REVENUECAT_SECRET_KEY={v}",
        value=_pre("sk_", alnum, 32),
    ),
    kind22(
        "onesignal_rest_key",
        "header",
        "curl https://api.onesignal.com/notifications -H 'Authorization: Key {v}'",
        value=lambda r: "os_v2_app_" + lower_alnum(r, 100),
    ),
)

_HOMELAB: tuple[Kind, ...] = (
    kind22(
        "proxmox_api_token",
        "header",
        "curl -k -H 'Authorization: PVEAPIToken=root@pam!terraform={v}'"
        " https://pve:8006/api2/json/nodes",
        'pm_api_token_secret = "{v}"',
        value=uuid4,
    ),
    kind22(
        "truenas_api_key",
        "header",
        "curl -H 'Authorization: Bearer {v}' http://truenas.local/api/v2.0/pool",
        value=lambda r: "1-" + alnum(r, 64),
    ),
    kind22(
        "home_assistant_llat",
        "config",
        'rest_command:\n  x:\n    headers:\n      authorization: "Bearer {v}"',
        "HASS_TOKEN={v}",
        value=lambda r: (
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 100) + "." + urlsafe(r, 43)
        ),
    ),
    kind22(
        "jellyfin_api_key_query",
        "form",
        "curl 'http://jellyfin:8096/Items?api_key={v}&Recursive=true'",
        value=lambda r: hexs(r, 32),
    ),
    kind22(
        "plex_token_query",
        "form",
        "http://192.168.1.20:32400/library/sections?X-Plex-Token={v}",
        value=lambda r: urlsafe(r, 20),
    ),
    kind22(
        "tailscale_authkey_up",
        "cli",
        "sudo tailscale up --authkey={v} --advertise-routes=10.0.0.0/24",
        value=lambda r: "tskey-auth-k" + alnum(r, 16) + "-" + alnum(r, 32),
    ),
    kind22(
        "nextcloud_app_password",
        "form",
        "rclone config create nc webdav url=https://cloud.me/remote.php/dav/files/ana"
        " vendor=nextcloud user=ana pass={v}",
        value=lambda r: "-".join(alnum(r, 5) for _ in range(5)),
    ),
    kind22(
        "vaultwarden_admin_token",
        "config",
        "services:\n  vaultwarden:\n    environment:\n      ADMIN_TOKEN: '{v}'",
        value=lambda r: "$argon2id$v=19$m=65540,t=3,p=4$" + b64(r, 43) + "$" + b64(r, 43),
    ),
    kind22(
        "uptime_kuma_push_token",
        "form",
        "curl 'https://status.me/api/push/{v}?status=up&msg=OK&ping='",
        value=lambda r: alnum(r, 10),
    ),
    kind22(
        "unraid_root_password",
        "prose",
        "unraid root login after the flash rebuild: {v}",
        value=lambda r: pw(r, 16),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (*_AI, *_BACKEND, *_HOSTING, *_PAY_MAIL, *_ANALYTICS_CI, *_HOMELAB)
