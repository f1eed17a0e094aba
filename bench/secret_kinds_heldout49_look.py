"""The look-alikes of held-out 49 (`bench/secret_kinds_heldout49.py`): no secret in any of them.

Near-misses of the set's own forms, drawn fresh (three draws each; the
fixed texts are in `_look2.py`): the same commands reading the secret from
a variable, a prompt, a file or stdin; vendor object and request ids
(Stripe `cus_` and `ch_`, Anthropic `msg_01` and `toolu_01`, OpenAI
`org-`, `proj_` and `req_`, Slack and Discord ids); publishable keys
vendors document as public (Stripe `pk_live_`, PostHog `phc_`, Mapbox
`pk.`, Supabase `sb_publishable_`, Langfuse `pk-lf-`), next to their
servers' env reads; Git SHAs, Docker digests, npm integrity, pip hashes,
Go sums, Terraform lock hashes, Git LFS oids and file checksums; public
keys and certificates (an SSH public key, a WireGuard peer, an age
recipient, a JWK without `d`, a kubeconfig's CA data, a PEM certificate)
and fingerprints; DSNs without a password; trace, span and request ids
(`traceparent`, `x-amz-request-id`, `x-amz-id-2`); an OAuth URL's PKCE
challenge and state; a Digest challenge's nonce; base64 of public data;
CSS colours, minified code and ULIDs.
"""

from __future__ import annotations

import base64
import json
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
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout49_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_LET = string.ascii_letters


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _pem_body(r: random.Random, n: int) -> str:
    return "\n".join(b64(r, 64) for _ in range(n))


def _cli_rounds(r: random.Random) -> list[tuple[str, str]]:
    account = digits(r, 12)
    return [
        (
            "mysql_p_prompts",
            f"mysql -h 127.0.0.1 -u shop -p shop_dev_{digits(r, 2)}\nEnter password:",
        ),
        (
            "pg_dump_passfile",
            "PGPASSFILE=~/.pgpass pg_dump -h db.internal -U app -Fc orders > "
            f"orders_2026{digits(r, 4)}.dump",
        ),
        (
            "docker_login_stdin_from_var",
            f'echo "$GHCR_TOKEN" | docker login ghcr.io -u octo-ci --password-stdin\n'
            f"Login Succeeded\n$ docker push ghcr.io/acme/api@sha256:{hexs(r, 64)}",
        ),
        (
            "git_log_oneline",
            f"{hexs(r, 7)} fix(auth): read OPENAI_API_KEY from env, never from config\n"
            f"{hexs(r, 7)} chore: bump stripe to 18.{r.randrange(10)}.0\n"
            f"{hexs(r, 7)} feat: add /v1/keys endpoint (lists key ids only)",
        ),
        (
            "kubectl_get_pods_suffixes",
            "NAME                         READY   STATUS    RESTARTS   AGE\n"
            f"api-{lower_alnum(r, 9)}-{lower_alnum(r, 5)}   1/1     Running   0          3h\n"
            f"worker-{lower_alnum(r, 10)}-{lower_alnum(r, 5)}   1/1     Running   2          3h",
        ),
        (
            "aws_sts_caller_identity",
            json.dumps(
                {
                    "UserId": "AIDA" + upper32(r, 17),
                    "Account": account,
                    "Arn": f"arn:aws:iam::{account}:user/ci-deployer",
                },
                indent=4,
            ),
        ),
        (
            "aws_configure_list_masked",
            "      Name                    Value             Type    Location\n"
            f"access_key     ****************{upper32(r, 4)} shared-credentials-file\n"
            f"secret_key     ****************{alnum(r, 4)} shared-credentials-file\n"
            "    region                eu-west-1      config-file    ~/.aws/config",
        ),
        (
            "gh_auth_status_masked",
            "github.com\n  ✓ Logged in to github.com account octo (keyring)\n"
            "  - Active account: true\n  - Git operations protocol: https\n"
            "  - Token: gho_************************************\n"
            f"  - Token scopes: 'gist', 'read:org', 'repo'  (checked {digits(r, 2)}s ago)",
        ),
        (
            "gh_secret_list",
            f"NAME          UPDATED\nNPM_TOKEN     about {r.randrange(2, 20)} days ago\n"
            "OPENAI_API_KEY  about 1 month ago\nSTRIPE_SECRET_KEY  2026-02-1"
            f"{r.randrange(10)}",
        ),
        (
            "gcloud_secrets_access_command",
            "gcloud secrets versions access latest --secret=db-password "
            f"--project=acme-prod-{digits(r, 6)} > /run/secrets/db",
        ),
        (
            "kubectl_describe_secret_sizes",
            f"Name:         db-creds\nNamespace:    shop\nType:  Opaque\n\nData\n====\n"
            f"password:  {r.randrange(12, 40)} bytes\nusername:  3 bytes",
        ),
        (
            "npm_token_list_masked",
            "┌────────┬─────────┬────────────┬──────────┐\n"
            f"│ id     │ token   │ created    │ readonly │\n│ {hexs(r, 6)} │ npm_{alnum(r, 2)}… │ "
            "2026-02-01 │ yes      │",
        ),
    ]


def _id_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "stripe_object_ids",
            f"charge ch_3{alnum(r, 23)} for customer cus_{alnum(r, 14)} succeeded "
            f"(payment_intent pi_3{alnum(r, 23)}, event evt_1{alnum(r, 23)})",
        ),
        (
            "stripe_publishable_frontend",
            f"const stripe = await loadStripe('pk_live_51{alnum(r, 97)}');",
        ),
        (
            "posthog_project_key_init",
            f"posthog.init('phc_{alnum(r, 43)}', {{ api_host: 'https://eu.i.posthog.com' }})",
        ),
        (
            "mapbox_public_token",
            f"mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6Im{alnum(r, 20)}"
            f"In0.{urlsafe(r, 22)}';",
        ),
        (
            "supabase_publishable_client",
            f"const supabase = createClient('https://{lower_alnum(r, 20)}.supabase.co', "
            f"'sb_publishable_{urlsafe(r, 31)}')",
        ),
        (
            "langfuse_public_key_only",
            f"LANGFUSE_PUBLIC_KEY=pk-lf-{_uuid(r)}\nLANGFUSE_SECRET_KEY=${{LANGFUSE_SK}}",
        ),
        (
            "twilio_account_sid_with_env_token",
            f"const client = twilio('AC{hexs(r, 32)}', process.env.TWILIO_AUTH_TOKEN);",
        ),
        (
            "openai_org_project_request_ids",
            f"openai-organization: org-{alnum(r, 24)}\nopenai-project: proj_{alnum(r, 24)}\n"
            f"x-request-id: req_{hexs(r, 32)}",
        ),
        (
            "anthropic_message_ids",
            f'{{"id":"msg_01{alnum(r, 22)}","type":"message","content":[{{"type":"tool_use",'
            f'"id":"toolu_01{alnum(r, 22)}","name":"Bash"}}]}}',
        ),
        (
            "slack_discord_telegram_ids",
            f"team T0{upper32(r, 9)} channel C0{upper32(r, 9)} user U0{upper32(r, 9)}\n"
            f"discord guild {digits(r, 19)}, telegram chat -100{digits(r, 10)}",
        ),
        (
            "traceparent_header",
            f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01\ntracestate: rojo={hexs(r, 16)}",
        ),
        (
            "s3_request_ids",
            f"x-amz-request-id: {pick(r, string.ascii_uppercase + string.digits, 16)}\n"
            f"x-amz-id-2: {b64(r, 76)}=",
        ),
        (
            "azure_account_show",
            f'{{\n  "id": "{_uuid(r)}",\n  "name": "acme-prod",\n  "tenantId": "{_uuid(r)}",'
            '\n  "user": {"name": "ci@acme.dev", "type": "servicePrincipal"}\n}',
        ),
        (
            "gcp_secret_resource_name",
            f"projects/{digits(r, 12)}/secrets/stripe-secret-key/versions/{r.randrange(1, 30)}",
        ),
        (
            "secretsmanager_arn",
            f"arn:aws:secretsmanager:eu-west-1:{digits(r, 12)}:secret:prod/db-{alnum(r, 6)}",
        ),
        (
            "google_oauth_client_id_only",
            f"GOOGLE_CLIENT_ID={digits(r, 12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com\n"
            "GOOGLE_CLIENT_SECRET=",
        ),
        (
            "sentry_event_id",
            f"Sentry captured event {hexs(r, 32)} (release web@2.4.{r.randrange(30)})",
        ),
        (
            "ulid_and_nanoid_ids",
            f"GET /api/orders/01J{pick(r, _CROCK, 23)} 200\nGET /s/{urlsafe(r, 21)} 302",
        ),
        (
            "vercel_deployment_url",
            f"✅  Production: https://acme-web-{lower_alnum(r, 9)}-acme.vercel.app "
            f"[{r.randrange(9)}s]",
        ),
    ]


def _hash_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("docker_image_digest", f"ghcr.io/acme/api@sha256:{hexs(r, 64)}"),
        (
            "npm_lock_integrity",
            f'"node_modules/zod": {{\n  "version": "3.25.{r.randrange(80)}",\n'
            f'  "resolved": "https://registry.npmjs.org/zod/-/zod-3.25.0.tgz",\n'
            f'  "integrity": "sha512-{b64(r, 86)}=="\n}}',
        ),
        ("pip_hash_pin", f"requests==2.32.{r.randrange(6)} \\\n    --hash=sha256:{hexs(r, 64)}"),
        (
            "go_sum_lines",
            f"github.com/stripe/stripe-go/v82 v82.{r.randrange(9)}.0 h1:{b64(r, 43)}=\n"
            f"github.com/stripe/stripe-go/v82 v82.0.0/go.mod h1:{b64(r, 43)}=",
        ),
        (
            "terraform_lock_hashes",
            'provider "registry.terraform.io/hashicorp/aws" {\n  version = "6.2.0"\n'
            f'  hashes = [\n    "h1:{b64(r, 43)}=",\n    "zh:{hexs(r, 64)}",\n  ]\n}}',
        ),
        (
            "git_lfs_pointer",
            f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(r, 64)}\n"
            f"size {digits(r, 7)}",
        ),
        ("sha256sum_output", f"{hexs(r, 64)}  dist/app-2.4.1-linux-amd64.tar.gz"),
        ("git_commit_full_sha", f"commit {hexs(r, 40)}\nMerge: {hexs(r, 7)} {hexs(r, 7)}"),
        ("etag_header", f'ETag: W/"{hexs(r, 32)}"\nCache-Control: max-age=60'),
        (
            "sri_script_tag",
            f'<script src="https://cdn.example.com/app.js" integrity="sha384-{b64(r, 64)}" '
            'crossorigin="anonymous"></script>',
        ),
    ]


def _public_rounds(r: random.Random) -> list[tuple[str, str]]:
    pub = base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
    ver = json.dumps({"name": "acme-web", "version": f"2.4.{r.randrange(40)}"})
    return [
        (
            "ssh_public_key_line",
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} deploy@ci-{digits(r, 2)}",
        ),
        ("ssh_fingerprint", f"256 SHA256:{b64(r, 43)} deploy@ci (ED25519)"),
        ("wireguard_peer_public_key", f"[Peer]\nPublicKey = {pub}\nAllowedIPs = 10.8.0.0/24"),
        ("age_recipient", f"# public key: age1{pick(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}"),
        (
            "jwk_public_only",
            f'{{"kty":"EC","crv":"P-256","kid":"{lower_alnum(r, 10)}","use":"sig",'
            f'"x":"{urlsafe(r, 43)}","y":"{urlsafe(r, 43)}"}}',
        ),
        (
            "kubeconfig_ca_data",
            "clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0"
            f"tLS0t{b64(r, 60)}\n    server: https://127.0.0.1:6443\n  name: kind-dev",
        ),
        (
            "pem_certificate",
            f"-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU{b64(r, 44)}\n{_pem_body(r, 4)}\n"
            "-----END CERTIFICATE-----",
        ),
        (
            "pem_public_key",
            f"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{b64(r, 28)}\n"
            f"{b64(r, 24)}==\n-----END PUBLIC KEY-----",
        ),
        (
            "pgp_fingerprint_listing",
            "sec   ed25519 2026-01-14 [SC]\n      "
            + " ".join(hexs(r, 4).upper() for _ in range(10))
            + "\nuid           [ultimate] Releases <releases@example.org>",
        ),
        (
            "base64_of_public_json",
            f"$ echo {base64.b64encode(ver.encode()).decode()} | base64 -d\n{ver}",
        ),
        (
            "data_uri_png",
            f'<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ{b64(r, 40)}" />',
        ),
    ]


def _web_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "dsn_no_password",
            f"DATABASE_URL=postgres://app@db.internal:5432/orders_{digits(r, 2)}?sslmode=require",
        ),
        (
            "dsn_password_from_env",
            f"postgresql://app:${{DB_PASSWORD}}@db-{lower_alnum(r, 6)}.internal:5432/app",
        ),
        ("redis_url_no_auth", f"REDIS_URL=redis://cache-{lower_alnum(r, 5)}:6379/0"),
        (
            "mongodb_srv_no_userinfo",
            f'mongosh "mongodb+srv://cluster0.{lower_alnum(r, 5)}.mongodb.net/" --apiVersion 1 '
            "--username app",
        ),
        (
            "oauth_authorize_pkce",
            "https://accounts.example.com/oauth2/authorize?response_type=code"
            f"&client_id={_uuid(r)}&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcallback"
            f"&code_challenge={urlsafe(r, 43)}&code_challenge_method=S256&state={urlsafe(r, 22)}",
        ),
        (
            "digest_challenge_nonce",
            f'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Digest realm="IP Camera", '
            f'qop="auth", nonce="{hexs(r, 32)}", opaque="{hexs(r, 32)}"',
        ),
        (
            "csp_nonce_header",
            f"Content-Security-Policy: script-src 'self' 'nonce-{b64(r, 22)}=='; object-src 'none'",
        ),
        ("css_colours", f".btn {{ color: #{hexs(r, 6)}; background: #{hexs(r, 6)}cc; }}"),
        (
            "minified_identifiers",
            f"function {pick(r, _LET, 2)}(e,t){{var n=e.{pick(r, _LET, 3)},r=t.{pick(r, _LET, 4)};"
            f"return n&&r?{pick(r, _LET, 3)}(n,r):void 0}}",
        ),
        (
            "version_build_metadata",
            f"acme-cli v2.{r.randrange(20)}.{r.randrange(9)}-rc.{r.randrange(5)}+build.{hexs(r, 8)}"
            f" (go1.24.{r.randrange(5)}, linux/amd64)",
        ),
        (
            "stripe_test_card_number",
            f"use card 4242 4242 4242 4242, exp 12/{r.randrange(27, 34)}, any CVC",
        ),
        (
            "masked_key_in_error",
            "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API "
            f"key provided: sk-proj-****************{alnum(r, 4)}.', 'code': 'invalid_api_key'}}}}",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_cli_rounds(r),
        *_id_rounds(r),
        *_hash_rounds(r),
        *_public_rounds(r),
        *_web_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout49-look", _rounds, FIXED)
