"""The look-alikes of held-out 22 (`bench/secret_kinds_heldout22.py`): no secret in any of them.

What the same mainstream places hold that must come through unchanged: git
commit ids, Docker image digests, `package-lock.json` integrity strings, a
`poetry.lock` hash, Stripe-like object ids (`cus_`, `pi_`, `price_`), a
publishable key, a Supabase anon-looking project ref, PostHog and Segment
project keys documented as public, a Firebase web `apiKey` named as public, a
Sentry DSN's public key, an SSH public key, UUIDs of request ids, trace ids,
Vercel deployment ids, Fly machine ids, Railway service ids, a Tailscale node
id, a Proxmox VM id, a Home Assistant entity id, model names and versions of LLM
APIs, a notebook cell id, secret references (`${{ secrets.X }}`, `op://`,
`vault:`, `sm://`, `{{ .Values.x }}`), masked values (`****`, `sk-...abcd`),
placeholders, order numbers, postal codes, HTTP and error codes, measurements,
and chat in the set's languages that names a secret without giving it.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    LookAlike,
    alnum,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    urlsafe,
    uuid4,
)

__all__ = ["LOOK_ALIKES"]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    h40 = hexs(r, 40)
    return [
        ("git_commit", f"git revert {h40}"),
        ("git_log_oneline", f"{hexs(r, 7)} fix: retry on 429 from the LLM API"),
        ("image_digest", f"image: ghcr.io/me/api@sha256:{hexs(r, 64)}"),
        (
            "npm_integrity",
            f'"integrity": "sha512-{urlsafe(r, 86).replace("-", "+").replace("_", "/")}=="',
        ),
        (
            "poetry_lock_hash",
            f'{{file = "httpx-0.27.0-py3-none-any.whl", hash = "sha256:{hexs(r, 64)}"}}',
        ),
        ("stripe_customer_id", f"customer: cus_{alnum(r, 14)}"),
        ("stripe_payment_intent", f"PaymentIntent pi_{alnum(r, 24)} succeeded"),
        ("stripe_price_id", f"STRIPE_PRICE_PRO=price_{alnum(r, 24)}"),
        ("request_uuid", f"x-request-id: {uuid4(r)}"),
        ("trace_id", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("vercel_deployment_id", f"Inspect: https://vercel.com/me/app/dpl_{alnum(r, 28)}"),
        ("fly_machine_id", f"Machine {hexs(r, 14)} [app] update finished: success"),
        ("railway_service_id", f"railway link --service {uuid4(r)}"),
        ("proxmox_vmid", f"qm start {digits(r, 3)}"),
        ("ha_entity_id", f"entity_id: sensor.living_room_temperature_{digits(r, 2)}"),
        ("notebook_cell_id", f'"id": "{lower_alnum(r, 8)}", "cell_type": "code"'),
        ("sentry_event_id", f"Sentry event {hexs(r, 32)} sent"),
        ("order_number", f"Pedido #{digits(r, 8)} enviado"),
        ("tracking_number", f"Tracking: 1Z{alnum(r, 16).upper()}"),
        ("mongodb_objectid", f'ObjectId("{hexs(r, 24)}")'),
        ("etag", f'ETag: W/"{hexs(r, 32)}"'),
        ("cache_key", f"restore-keys: pip-{hexs(r, 64)}"),
        ("wheel_sha256", f"Successfully built app-0.1.0 sha256={hexs(r, 64)}"),
        ("s3_etag", f'"ETag": "\\"{hexs(r, 32)}\\""'),
        ("ssh_pubkey", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{alnum(r, 43)} me@laptop"),
        ("jupyter_kernel_id", f"Kernel started: {uuid4(r)}, name: python3"),
        (
            "github_run_id",
            f"https://github.com/me/app/actions/runs/{digits(r, 10)}/job/{digits(r, 11)}",
        ),
        ("pr_number", f"gh pr checkout {digits(r, 4)}"),
        ("docker_container_id", f"CONTAINER ID {hexs(r, 12)}   postgres:16   Up 2 hours"),
        ("tailscale_node_id", f"nodeId: n{alnum(r, 10)}CNTRL"),
        ("apple_team_id", f"DEVELOPMENT_TEAM = {alnum(r, 10).upper()};"),
        ("android_package_version", f"versionCode {digits(r, 6)}"),
        ("openai_file_id", f"uploaded: file-{alnum(r, 24)}"),
        ("openai_response_id", f'"id": "chatcmpl-{alnum(r, 29)}"'),
        ("anthropic_msg_id", f'"id": "msg_01{alnum(r, 22)}"'),
        ("pinecone_vector_id", f"upsert id=doc-{uuid4(r)}#chunk-{digits(r, 2)}"),
        ("mailgun_message_id", f"Message-Id: <{digits(r, 14)}.{hexs(r, 16)}@mg.example.com>"),
        ("coupon_code", f"use coupon SPRING{digits(r, 2)} for 20% off the team plan"),
        ("zip_code", f"CEP {digits(r, 5)}-{digits(r, 3)}, São Paulo"),
        ("invoice_number", f"Rechnung Nr. RE-{digits(r, 4)}-{digits(r, 5)}"),
    ]


_FIXED: tuple[tuple[str, str], ...] = (
    ("publishable_key", "STRIPE_PUBLISHABLE_KEY=pk_test_TYooMQauvdEDq54NiTphI7jx"),
    (
        "firebase_web_config",
        "const firebaseConfig = { authDomain: 'shop.firebaseapp.com', projectId: 'shop-prod' };",
    ),
    (
        "posthog_project_key_named",
        "posthog.init(POSTHOG_PROJECT_KEY, { api_host: 'https://eu.posthog.com' })",
    ),
    ("gha_secret_ref", "OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}"),
    ("op_ref", "DATABASE_URL=op://Dev/Postgres/connection-string"),
    ("vault_ref", "password: vault:secret/data/shop#db_password"),
    ("gcp_sm_ref", "API_KEY=sm://shop-prod/stripe-secret/latest"),
    ("helm_values_ref", "password: {{ .Values.postgresql.auth.password }}"),
    ("k8s_secret_key_ref", "valueFrom:\n  secretKeyRef:\n    name: api\n    key: JWT_SECRET"),
    ("env_interpolation", "DB_PASSWORD=${DB_PASSWORD:?set it in .env}"),
    ("masked_star", "OPENAI_API_KEY=********"),
    ("masked_tail", "Using key sk-...a1b2 from environment"),
    ("masked_gh_log", 'Run curl -H "Authorization: Bearer ***" https://api.example.dev'),
    ("placeholder_angle", "export GROQ_API_KEY=<your-groq-key>"),
    ("placeholder_caps", "RESEND_API_KEY=YOUR_RESEND_API_KEY_HERE"),
    ("placeholder_x", "password: xxxxxxxxxxxx"),
    ("placeholder_changeme", "POSTGRES_PASSWORD=changeme  # replace before deploy"),
    ("env_example_empty", "SUPABASE_SERVICE_ROLE_KEY=\nSUPABASE_URL="),
    ("model_name", 'model="claude-3-5-sonnet-20241022", max_tokens=4096'),
    ("model_name_llama", "--model meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo"),
    ("semver", "next@15.0.3 react@19.0.0-rc-66855b96-20241106"),
    ("docker_tag", "image: postgres:16.4-alpine3.20"),
    ("python_version", "Python 3.12.7 (main, Oct  1 2024, 08:52:12) [GCC 12.2.0]"),
    (
        "http_status",
        'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token"',
    ),
    ("error_code", "Error: ERR_OSSL_EVP_UNSUPPORTED at new Hash (node:internal/crypto/hash:79:19)"),
    ("postgres_error", 'FATAL:  password authentication failed for user "app" (SQLSTATE 28P01)'),
    ("measurement", "p95 latency 412ms, 38.5 req/s, 1.2 GiB RSS, 73% CPU"),
    ("ipv6", "inet6 fe80::1c2b:3aff:fe4d:5e6f/64 scope link"),
    ("mac_address", "ether 3c:22:fb:9a:10:7e"),
    ("cron", "schedule: '17 3 * * 1-5'"),
    ("color_hex", "--brand-primary: #6366f1; --brand-accent: #f59e0b;"),
    (
        "base64_png",
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    ),
    ("jwt_header_only", 'JWT header decodes to {"alg":"HS256","typ":"JWT"}'),
    ("public_key_pem_head", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"),
    ("chat_es_names", "¿dónde guardo la contraseña de la base de datos? ¿en el .env o en Vault?"),
    ("chat_pt_names", "a senha do banco está no 1Password, cofre Dev"),
    ("chat_fr_names", "le jeton d'accès a expiré, il faut en générer un nouveau"),
    ("chat_de_names", "Das Passwort steht im Bitwarden-Tresor unter 'Staging DB'"),
    ("chat_ru_names", "ключ API лежит в секретах GitHub, не в коде"),
    ("chat_zh_names", "密钥已经轮换了，新的在 KMS 里"),
    ("chat_ja_names", "パスワードは Slack の DM で送ります"),
    ("chat_ko_names", "비밀번호는 팀 금고에 있어요"),
    ("chat_hi_names", "पासवर्ड .env फ़ाइल में है, उसे commit मत करना"),
    ("chat_ar_names", "كلمة المرور موجودة في مدير كلمات المرور"),
    ("chat_tr_names", "şifreyi Vault'a koydum, oradan oku"),
    ("chat_id_names", "kunci API-nya sudah saya rotasi tadi pagi"),
    ("chat_vi_names", "mật khẩu đã được lưu trong Secret Manager"),
    ("chat_pl_names", "hasło jest w menedżerze haseł, sekcja Prod"),
    ("chat_it_names", "la password è scaduta, chiedi a Marco di resettarla"),
    ("chat_en_names", "the API key is in the CI secrets as OPENAI_API_KEY, don't paste it here"),
    ("postal_code_uk", "Ship to: 10 Downing St, London SW1A 2AA"),
    ("phone_number", "call support at +1 415 555 0134"),
    ("isbn", "ISBN 978-1-4919-5017-5"),
)

LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-secrets-heldout22-look", _rounds, _FIXED
)
