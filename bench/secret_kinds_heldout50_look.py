"""The look-alikes of held-out 50 (`bench/secret_kinds_heldout50.py`): no secret in any of them.

Near-misses of the set's own secrets, as a grader writes them to count
what a redactor destroys: the same commands, headers, configs and DSNs
with no value or with a value that is not a credential (`-p` as a port in
`psql`, `ssh` and `docker run`, `mysql -p` that prompts, `--password-stdin`,
`-pass env:`, `--from-file`, `-var-file`), ids (tool-call ids, request and
trace ids, Stripe object ids, GitHub node ids, Vercel project ids,
Cloudflare account ids, Google Docs and Figma file keys, AWS ARNs with a
secret's name), hashes and checksums (lockfiles of npm, pnpm, Yarn, Cargo,
Go, Poetry, uv, Bundler, Terraform and Nix, image digests, pinned action
SHAs, ETags, `x-amz-id-2`), webhook signatures, public keys (SSH, PEM,
JWKS without private members, WireGuard peers, `age` recipients,
minisign, Discord's interaction key), addresses and transaction hashes
of chains, public client keys (Stripe `pk_`, PostHog `phc_`, Supabase
`sb_publishable_`, Mapbox `pk.`), base64 of ordinary JSON and
certificates, settings named `*_KEY` or `*_TOKEN` that hold names,
lengths and paths, and minified code. This file holds the drawn ones
(three draws each); `_look2.py` the fixed ones.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import LookAlike, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout50_cli import L, cc_bash, codex, fill, gemini_sh
from bench.secret_kinds_heldout50_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_AN = string.ascii_letters + string.digits
_UPD = string.ascii_uppercase + string.digits
_B64 = _AN + "+/"
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _raw64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _b64json(obj: object) -> str:
    return base64.b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode()


def _cli_rounds(r: random.Random) -> list[tuple[str, str]]:
    port = r.choice((5433, 6432, 15432))
    return [
        (
            "psql_p_is_port",
            f"psql -h db.internal -p {port} -U orders_app -d orders -c 'select count(*) from orders"
            f"'",
        ),
        (
            "cc_bash_mysql_prompting_p",
            fill(r, cc_bash(f"mysql -h db.internal -P 330{r.randrange(6, 9)} -u shop_rw -p shop")),
        ),
        (
            "ssh_p_port_identity",
            f"ssh -p {r.randrange(2200, 2299)} -i ~/.ssh/id_ed25519 deploy@203.0.113"
            f".{r.randrange(2, 250)}",
        ),
        (
            "docker_run_p_password_file",
            f"docker run -d -p {port}:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_password "
            f"-v pgdata:/var/lib/postgresql/data postgres:17.{r.randrange(1, 6)}",
        ),
        (
            "redis_cli_port_rediscli_auth_ref",
            'REDISCLI_AUTH="$REDIS_PASSWORD" redis-cli -h cache.internal '
            f"-p 63{r.randrange(70, 90)} INFO keyspace",
        ),
        (
            "sqlcmd_password_from_env",
            codex('sqlcmd -S tcp:localhost,1433 -U sa -P "$MSSQL_SA_PASSWORD" -C -Q "SELECT 1"'),
        ),
        (
            "openssl_pass_env_and_file",
            "openssl enc -aes-256-cbc -pbkdf2 -iter 600000 -in db.sql -out db.sql.enc "
            f"-pass env:BACKUP_PASS  # backup-{digits(r, 8)}",
        ),
        (
            "kubectl_from_file_secret",
            f"kubectl -n payments-{lower_alnum(r, 4)} create secret generic stripe "
            "--from-file=api-key=./stripe.key --dry-run=client -o yaml",
        ),
        (
            "terraform_var_file_and_env",
            f"terraform apply -var-file=envs/prod.tfvars -var 'image_tag={hexs(r, 12)}' "
            "-var env=prod",
        ),
        (
            "docker_login_password_stdin_file",
            fill(
                r, cc_bash("docker login ghcr.io -u octo-bot --password-stdin < /run/secrets/ghcr")
            ),
        ),
        (
            "gh_auth_status_masked",
            L(
                "github.com",
                f"  ✓ Logged in to github.com account dev-{lower_alnum(r, 5)} (keyring)",
                "  - Active account: true",
                "  - Git operations protocol: https",
                "  - Token: gho_************************************",
                "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'",
            ),
        ),
        (
            "aws_configure_list_masked",
            L(
                "      Name                    Value             Type    Location",
                "      ----                    -----             ----    --------",
                f"   profile                staging-{digits(r, 2)}           manual    --profile",
                f"access_key     ****************{pick(r, _UPD, 4)} shared-credentials-file",
                f"secret_key     ****************{pick(r, _UPD, 4)} shared-credentials-file",
                "    region             eu-central-1      config-file    ~/.aws/config",
            ),
        ),
        (
            "aws_sts_caller_identity",
            json.dumps(
                {
                    "UserId": "AROA"
                    + pick(r, string.ascii_uppercase + "234567", 17)
                    + ":ci-"
                    + digits(r, 10),
                    "Account": digits(r, 12),
                    "Arn": f"arn:aws:sts::{digits(r, 12)}:assumed-role/gha-deploy/"
                    f"ci-{digits(r, 10)}",
                },
                indent=2,
            ),
        ),
        (
            "vault_kv_get_field_command",
            gemini_sh(f"vault kv get -field=password secret/apps/checkout-{lower_alnum(r, 4)}"),
        ),
        (
            "git_log_oneline_rotations",
            L(
                f"{hexs(r, 7)} (HEAD -> main) chore: rotate staging secrets (no values in repo)",
                f"{hexs(r, 7)} fix(auth): stop logging the api key on 401",
                f'{hexs(r, 7)} Revert "add stripe key to config"',
                f"{hexs(r, 7)} docs: explain where the tokens live",
            ),
        ),
        (
            "git_rev_parse_and_checkout",
            L(
                "$ git rev-parse HEAD",
                hexs(r, 40),
                f"$ git checkout -b fix/token-refresh-{digits(r, 4)}",
                "Switched to a new branch 'fix/token-refresh-" + digits(r, 4) + "'",
            ),
        ),
        (
            "pg_dump_short_flags",
            f"pg_dump -Fc -Z 9 -j 4 -h db.internal -p {port} -U backup -f orders-{digits(r, 8)}.dum"
            f"p "
            "orders",
        ),
        (
            "argon2_params_p_lanes",
            f"$ argon2 saltsalt -id -t 3 -m 16 -p 4 -l 32 < /dev/null\nType:\t\tArgon2id\n"
            f"Iterations:\t3\nMemory:\t\t65536 KiB\nParallelism:\t4\n{r.randrange(40, 90)}.3 ms",
        ),
    ]


def _code_rounds(r: random.Random) -> list[tuple[str, str]]:
    ids = [pick(r, string.ascii_lowercase, 1) for _ in range(6)]
    return [
        (
            "py_redis_positional_db_only",
            f'r = redis.Redis("cache.internal", 6379, {r.randrange(0, 15)}, decode_responses=True)',
        ),
        (
            "py_pymysql_env_password",
            'conn = pymysql.connect(host="db.internal", user="shop_rw", '
            f'password=os.environ["DB_PASSWORD"], database="shop_{lower_alnum(r, 4)}")',
        ),
        (
            "ts_stripe_env_key",
            'const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2025-06-30.ba'
            'sil" });'
            f"  // {hexs(r, 7)}",
        ),
        (
            "minified_webpack_module",
            f'"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[{digits(r, 3)}]'
            f","
            f"{{{digits(r, 5)}:function(e,t,n){{var r=n({digits(r, 5)}),o=n.n(r),"
            f"{ids[0]}=n({digits(r, 4)});t.Z=function(){{return o()({ids[0]}.{ids[1]})}}}}}}]);",
        ),
        (
            "next_chunk_filenames",
            f"/_next/static/chunks/pages/_app-{hexs(r, 16)}.js\n"
            f"/_next/static/chunks/framework-{hexs(r, 16)}.js\n/_next/static/{lower_alnum(r, 21)}"
            "/_buildManifest.js",
        ),
        (
            "css_module_class_names",
            f'<button class="Button_primary__{pick(r, _AN, 5)} Button_lg__{pick(r, _AN, 5)}">Save</'
            f"button>",
        ),
        (
            "xcode_pbxproj_object_ids",
            f"\t\t{hexs(r, 24).upper()} /* AppDelegate.swift in Sources */ = {{isa = PBXBuildFile; "
            f"fileRef = {hexs(r, 24).upper()} /* AppDelegate.swift */; }};",
        ),
        (
            "alembic_revision_ids",
            f'revision = "{hexs(r, 12)}"\ndown_revision = "{hexs(r, 12)}"\nbranch_labels = None',
        ),
        (
            "java_serial_version_uid",
            f"private static final long serialVersionUID = {r.choice(('-', ''))}{digits(r, 18)}L;",
        ),
        (
            "nanoid_custom_alphabet",
            f'const makeId = customAlphabet("0123456789abcdefghijklmnopqrstuvwxyz",'
            f" {r.randrange(8, 21)});"
            f"\n// e.g. ord_{lower_alnum(r, 12)}",
        ),
        (
            "secret_scanner_regex",
            f"const PATTERNS = [/sk-proj-[A-Za-z0-9_-]{{{r.randrange(40, 80)}}}/, /ghp_[A-Za-z0-9"
            f"]{{36}}/, "
            "/AKIA[0-9A-Z]{16}/];",
        ),
        (
            "android_colors_xml",
            f'<color name="brand_primary">#FF{hexs(r, 6).upper()}</color>\n'
            f'<color name="brand_accent">#{hexs(r, 6).upper()}</color>',
        ),
        (
            "tailwind_theme_hex_colours",
            f"colors: {{ brand: {{ 50: '#{hexs(r, 6)}', 500: '#{hexs(r, 6)}', 900: '#{hexs(r, 6)}'"
            f" }} }},",
        ),
        (
            "cline_env_to_config_refactor",
            L(
                "<<<<<<< SEARCH",
                "const apiKey = process.env.RESEND_API_KEY!;",
                "=======",
                f"const apiKey = config.resend.apiKey; // see src/config.ts ({hexs(r, 7)})",
                ">>>>>>> REPLACE",
            ),
        ),
        (
            "go_getenv_secret_name",
            f'secret := os.Getenv("AWS_SECRET_ACCESS_KEY") // region eu-west-{r.randrange(1, 4)}',
        ),
        (
            "csharp_configuration_lookup",
            f'var key = builder.Configuration["Stripe:SecretKey"]; // build {digits(r, 5)}',
        ),
    ]


def _http_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "curl_bearer_env_reference",
            fill(
                r,
                cc_bash(
                    'curl -s https://api.openai.com/v1/models -H "Authorization: Bearer $OPENAI_API'
                    '_KEY"'
                    f" | jq '.data[{r.randrange(0, 9)}].id'"
                ),
            ),
        ),
        (
            "anthropic_response_headers",
            L(
                "HTTP/2 200",
                f"request-id: req_011C{pick(r, _AN, 18)}",
                f"anthropic-organization-id: {_uuid(r)}",
                f"anthropic-ratelimit-tokens-remaining: {r.randrange(10000, 400000)}",
                f"cf-ray: {hexs(r, 16)}-FRA",
            ),
        ),
        (
            "openai_response_headers",
            L(
                f"x-request-id: req_{hexs(r, 32)}",
                f"openai-organization: org-{pick(r, _AN, 24)}",
                f"openai-project: proj_{pick(r, _AN, 24)}",
                f"openai-processing-ms: {r.randrange(200, 9000)}",
            ),
        ),
        (
            "s3_response_ids",
            L(
                "HTTP/1.1 200 OK",
                f"x-amz-id-2: {_raw64(r, 57)}",
                f"x-amz-request-id: {hexs(r, 16).upper()}",
                f'ETag: "{hexs(r, 32)}"',
            ),
        ),
        (
            "trace_and_request_ids",
            L(
                f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01",
                f"X-Request-Id: {_uuid(r)}",
                f"x-amzn-trace-id: Root=1-{hexs(r, 8)}-{hexs(r, 24)}",
            ),
        ),
        (
            "stripe_signature_header",
            f"Stripe-Signature: t={1767000000 + r.randrange(9_000_000)},v1={hexs(r, 64)}",
        ),
        (
            "github_webhook_headers",
            L(
                "X-GitHub-Event: pull_request",
                f"X-GitHub-Delivery: {_uuid(r)}",
                f"X-Hub-Signature-256: sha256={hexs(r, 64)}",
                f"X-GitHub-Hook-ID: {digits(r, 9)}",
            ),
        ),
        (
            "sigv4_content_sha_only",
            L(
                f"x-amz-content-sha256: {hexs(r, 64)}",
                f"x-amz-date: 2026011{r.randrange(0, 9)}T0930{digits(r, 2)}Z",
                "host: acme-exports.s3.eu-west-1.amazonaws.com",
            ),
        ),
        (
            "analytics_cookies",
            f"Cookie: cookieconsent_status=dismiss; _ga=GA1.1.{digits(r, 10)}.{digits(r, 10)}; "
            f"_gid=GA1.2.{digits(r, 9)}.{digits(r, 10)}; theme=dark; locale=en-US",
        ),
        (
            "csp_hash_and_sri",
            f"Content-Security-Policy: script-src 'self' 'sha256-{_raw64(r, 32)}'\n"
            f'<script src="/vendor.js" integrity="sha384-{_raw64(r, 48)}" crossorigin="anonymous">',
        ),
        (
            "oauth_authorize_url_challenge",
            "https://auth.example.com/authorize?response_type=code&client_id=web-"
            f"{lower_alnum(r, 8)}&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&state="
            f"{hexs(r, 16)}&code_challenge={pick(r, _AN + '-_', 43)}&code_challenge_method=S256",
        ),
        (
            "docs_and_figma_urls",
            f"spec: https://docs.google.com/document/d/1{pick(r, _AN + '-_', 43)}/edit\n"
            f"design: https://www.figma.com/design/{pick(r, _AN, 22)}/Checkout-v3?node-id="
            f"{r.randrange(1, 99)}-{r.randrange(1, 999)}",
        ),
    ]


def _config_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "gha_secrets_reference_pinned_sha",
            L(
                "    steps:",
                f"      - uses: actions/checkout@{hexs(r, 40)} # v4.2.2",
                f"      - uses: cloudflare/wrangler-action@{hexs(r, 40)} # v3.14.0",
                "        with:",
                "          apiToken: ${{ secrets.CLOUDFLARE_API_TOKEN }}",
                "          accountId: ${{ vars.CLOUDFLARE_ACCOUNT_ID }}",
            ),
        ),
        (
            "cloudflare_account_and_zone_ids",
            f'account_id = "{hexs(r, 32)}"\n[[routes]]\npattern = "api.example.com/*"\n'
            f'zone_id = "{hexs(r, 32)}"',
        ),
        (
            "vercel_project_json",
            json.dumps(
                {"projectId": "prj_" + pick(r, _AN, 28), "orgId": "team_" + pick(r, _AN, 24)}
            ),
        ),
        (
            "configmap_binary_data_json",
            L(
                "apiVersion: v1",
                "kind: ConfigMap",
                "metadata: {name: feature-flags}",
                "binaryData:",
                "  flags.json: "
                + _b64json({"search_v2": r.random() > 0.5, "rollout": r.randrange(0, 100)}),
            ),
        ),
        (
            "kubeconfig_ca_data_exec",
            L(
                "clusters:",
                "- cluster:",
                "    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU"
                + b64(r, 180),
                f"    server: https://{hexs(r, 32).upper()}.gr7.eu-west-1.eks.amazonaws.com",
                "  name: prod",
                "users:",
                "- name: prod",
                "  user:",
                "    exec: {apiVersion: client.authentication.k8s.io/v1beta1, command: aws}",
            ),
        ),
        (
            "docker_inspect_env_public",
            L(
                '"Env": [',
                '  "PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin",',
                f'  "HOSTNAME={hexs(r, 12)}",',
                f'  "GIT_COMMIT={hexs(r, 40)}",',
                f'  "BUILD_ID={_uuid(r)}",',
                '  "NODE_VERSION=22.12.0",',
                '  "YARN_VERSION=1.22.22"',
                "],",
            ),
        ),
        (
            "npm_lock_integrity",
            f'"node_modules/zod": {{\n  "version": "3.24.{r.randrange(1, 9)}",\n  "resolved": '
            f'"https://registry.npmjs.org/zod/-/zod-3.24.1.tgz",\n  "integrity": "sha512-'
            f'{_raw64(r, 64)}"\n}}',
        ),
        (
            "yarn_berry_checksum",
            f'"typescript@npm:^5.7.2":\n  version: 5.7.{r.randrange(2, 4)}\n  resolution: '
            f'"typescript@npm:5.7.3"\n  checksum: 10c0/{hexs(r, 128)}',
        ),
        (
            "cargo_lock_checksum",
            f'[[package]]\nname = "serde"\nversion = "1.0.{r.randrange(200, 230)}"\nsource = '
            f'"registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{hexs(r, 64)}"',
        ),
        (
            "go_sum_lines",
            f"golang.org/x/crypto v0.3{r.randrange(0, 9)}.0 h1:{_raw64(r, 32)}\n"
            f"golang.org/x/crypto v0.3{r.randrange(0, 9)}.0/go.mod h1:{_raw64(r, 32)}",
        ),
        (
            "terraform_lock_hashes",
            L(
                'provider "registry.terraform.io/hashicorp/aws" {',
                f'  version     = "5.8{r.randrange(0, 9)}.0"',
                "  hashes = [",
                f'    "h1:{_raw64(r, 32)}",',
                f'    "zh:{hexs(r, 64)}",',
                "  ]",
                "}",
            ),
        ),
        (
            "uv_lock_wheel_hash",
            f'wheels = [\n    {{ url = "https://files.pythonhosted.org/packages/{hexs(r, 2)}/'
            f'{hexs(r, 2)}/{hexs(r, 60)}/httpx-0.28.1-py3-none-any.whl", hash = "sha256:'
            f'{hexs(r, 64)}" }},\n]',
        ),
        (
            "nix_flake_lock_narhash",
            json.dumps(
                {
                    "locked": {
                        "narHash": "sha256-" + _raw64(r, 32),
                        "owner": "NixOS",
                        "repo": "nixpkgs",
                        "rev": hexs(r, 40),
                        "type": "github",
                    }
                }
            )
            + f"\n/nix/store/{pick(r, '0123456789abcdfghijklmnpqrsvwxyz', 32)}-openssl-3.3.2",
        ),
        (
            "image_digest_pins",
            f"FROM node:22-alpine@sha256:{hexs(r, 64)}\n"
            f"image: ghcr.io/acme/api@sha256:{hexs(r, 64)}",
        ),
        (
            "env_names_lengths_paths",
            L(
                f"CACHE_KEY_PREFIX=shop:v{r.randrange(2, 9)}:",
                "PARTITION_KEY=tenant_id",
                f"S3_KEY=uploads/2026/01/{_uuid(r)}.pdf",
                "PASSWORD_MIN_LENGTH=12",
                f"TOKEN_TTL_SECONDS={r.choice((900, 3600, 86400))}",
                "JWT_ALGORITHM=RS256",
                "GOOGLE_APPLICATION_CREDENTIALS=/var/run/secrets/gcp/sa.json",
            ),
        ),
        (
            "resource_names_env",
            L(
                f"DB_NAME=orders_{r.choice(('prod', 'staging', 'dev'))}",
                "DB_USER=orders_app",
                f"S3_BUCKET=acme-assets-{r.choice(('prod', 'stg'))}-eu-{digits(r, 4)}",
                f"GCP_PROJECT=acme-data-{digits(r, 6)}",
                f"GIT_BRANCH=feature/rotate-secrets-{digits(r, 3)}",
                "FEATURE_FLAGS=search_v2,dark_mode,new_checkout",
            ),
        ),
        (
            "secretsmanager_arn_only",
            f"arn:aws:secretsmanager:eu-west-1:{digits(r, 12)}:secret:prod/orders/db-"
            f"{pick(r, _AN, 6)}",
        ),
    ]


def _dsn_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "pg_url_no_password",
            f"DATABASE_URL=postgresql://app_user@db.internal:{r.choice((5432, 6432))}/app_"
            f"{lower_alnum(r, 4)}?sslmode=require",
        ),
        (
            "pg_url_env_placeholder",
            "DATABASE_URL=postgresql://app_user:${DB_PASSWORD}@db.internal:5432/app"
            f"  # pool={r.randrange(5, 40)}",
        ),
        (
            "mongodb_srv_x509_no_password",
            f"mongodb+srv://cluster0.{lower_alnum(r, 5)}.mongodb.net/?authMechanism=MONGODB-X509"
            "&authSource=%24external&retryWrites=true",
        ),
        ("redis_url_db_index", f"REDIS_URL=redis://cache.internal:6379/{r.randrange(0, 15)}"),
        (
            "odbc_msi_authentication",
            "Driver={ODBC Driver 18 for SQL Server};Server=tcp:acme-sql.database.windows.net,1433;"
            f"Database=sales_{lower_alnum(r, 3)};Authentication=ActiveDirectoryMsi;Encrypt=yes;",
        ),
        (
            "snowflake_externalbrowser",
            f"snowflake://dbt_dev@xy{digits(r, 5)}.eu-central-1/ANALYTICS/PUBLIC?authenticator="
            "externalbrowser&warehouse=DEV_WH",
        ),
        (
            "jdbc_no_password_param",
            f"spring.datasource.url=jdbc:postgresql://db:5432/crm?ssl=true&sslmode=verify-full"
            f"&user=crm&ApplicationName=crm-{hexs(r, 7)}",
        ),
        (
            "neo4j_uri_no_creds",
            f"NEO4J_URI=neo4j+s://{hexs(r, 8)}.databases.neo4j.io\nNEO4J_USERNAME=neo4j",
        ),
    ]


def _key_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "authorized_keys_ed25519",
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{pick(r, _B64, 43)} dev@laptop"
            f"-{lower_alnum(r, 4)}",
        ),
        (
            "ssh_keygen_lf_fingerprint",
            f"256 SHA256:{pick(r, _B64, 43)} deploy@build-{digits(r, 2)} (ED25519)",
        ),
        (
            "public_key_pem_block",
            "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA"
            + pick(r, _B64, 44)
            + "\n-----END PUBLIC KEY-----",
        ),
        (
            "jwks_public_only",
            json.dumps(
                {
                    "keys": [
                        {
                            "kty": "RSA",
                            "kid": f"2026-0{r.randrange(1, 9)}",
                            "use": "sig",
                            "alg": "RS256",
                            "n": pick(r, _AN + "-_", 342),
                            "e": "AQAB",
                        }
                    ]
                }
            ),
        ),
        (
            "jwk_ec_public_x_y",
            json.dumps(
                {
                    "kty": "EC",
                    "crv": "P-256",
                    "x": pick(r, _AN + "-_", 43),
                    "y": pick(r, _AN + "-_", 43),
                }
            ),
        ),
        (
            "wireguard_peer_public",
            L(
                "[Peer]",
                f"PublicKey = {pick(r, _B64, 43)}=",
                "AllowedIPs = 10.8.0.0/24",
                f"Endpoint = 198.51.100.{r.randrange(2, 250)}:51820",
                "PersistentKeepalive = 25",
            ),
        ),
        (
            "sops_yaml_age_recipient",
            "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1"
            + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        ),
        (
            "eth_address_and_tx_hash",
            L(
                f"$ cast receipt 0x{hexs(r, 64)}",
                f"blockNumber          {r.randrange(7_000_000, 9_000_000)}",
                f"from                 0x{hexs(r, 40)}",
                f"to                   0x{hexs(r, 40)}",
                "status               1 (success)",
            ),
        ),
        (
            "solana_pubkey_and_signature",
            f"Program Id: {pick(r, _B58, 44)}\nSignature: {pick(r, _B58, 88)}",
        ),
        (
            "gradle_signing_report",
            L(
                "Variant: release",
                "Config: release",
                "Store: /home/dev/app/release.jks",
                "Alias: upload",
                "SHA1: " + ":".join(hexs(r, 2).upper() for _ in range(20)),
                "SHA-256: " + ":".join(hexs(r, 2).upper() for _ in range(32)),
            ),
        ),
        (
            "gpg_list_keys_output",
            L(
                "pub   ed25519 2025-11-02 [SC] [expires: 2027-11-02]",
                f"      {hexs(r, 40).upper()}",
                "uid           [ultimate] Release Bot <release@example.com>",
                "sub   cv25519 2025-11-02 [E] [expires: 2027-11-02]",
            ),
        ),
        (
            "discord_interactions_public_key",
            f"DISCORD_APPLICATION_ID={digits(r, 19)}\nDISCORD_PUBLIC_KEY={hexs(r, 64)}",
        ),
    ]


def _vendor_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "stripe_object_ids",
            L(
                f"cus_{pick(r, _AN, 14)} subscribed to price_1Q{pick(r, _AN, 22)}",
                f"pi_3Q{pick(r, _AN, 22)} succeeded (evt_1Q{pick(r, _AN, 22)})",
                f"invoice in_1Q{pick(r, _AN, 22)} for acct_1{pick(r, _AN, 15)}",
            ),
        ),
        (
            "stripe_publishable_key",
            f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51{pick(r, _AN, 97)}",
        ),
        ("posthog_project_key", f"NEXT_PUBLIC_POSTHOG_KEY=phc_{pick(r, _AN, 43)}"),
        (
            "supabase_publishable_key",
            f"NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_{pick(r, _AN + '-_', 31)}",
        ),
        (
            "sentry_dsn_public",
            f"SENTRY_DSN=https://{hexs(r, 32)}@o{digits(r, 6)}.ingest.de.sentry.io/{digits(r, 16)}",
        ),
        ("twilio_account_sid_alone", f"TWILIO_ACCOUNT_SID=AC{hexs(r, 32)}"),
        (
            "openai_object_ids",
            L(
                f"chatcmpl-{pick(r, _AN, 29)}",
                f"resp_{hexs(r, 48)}",
                f"file-{pick(r, _AN, 22)}",
                f"call_{pick(r, _AN, 24)}",
                f"batch_{hexs(r, 32)}",
            ),
        ),
        (
            "anthropic_object_ids",
            f"msg_01{pick(r, _AN, 22)} stop_reason=tool_use tool=toolu_01{pick(r, _AN, 22)} "
            f"batch=msgbatch_01{pick(r, _AN, 22)}",
        ),
        (
            "github_graphql_node_ids",
            json.dumps(
                {
                    "id": "PR_kwDO" + pick(r, _AN + "-_", 17),
                    "author": {"id": "MDQ6VXNlcj" + pick(r, _AN, 6) + "=", "login": "octo-dev"},
                    "headRefOid": hexs(r, 40),
                }
            ),
        ),
        (
            "gcp_and_azure_resource_ids",
            f"projects/acme-data-{digits(r, 6)}/serviceAccounts/etl@acme-data-{digits(r, 6)}"
            f".iam.gserviceaccount.com\n/subscriptions/{_uuid(r)}/resourceGroups/rg-web/providers/"
            "Microsoft.Web/sites/acme-api",
        ),
        (
            "firebase_web_app_ids",
            f'messagingSenderId: "{digits(r, 12)}",\nappId: "1:{digits(r, 12)}:web:{hexs(r, 22)}"'
            f",\n"
            f'measurementId: "G-{pick(r, _UPD, 10)}"',
        ),
        (
            "airtable_base_table_ids",
            f"https://airtable.com/app{pick(r, _AN, 14)}/tbl{pick(r, _AN, 14)}/"
            f"viw{pick(r, _AN, 14)}",
        ),
        (
            "render_service_id",
            f"render services --output json | jq '.[] | select(.id==\"srv-{lower_alnum(r, 20)}\")'",
        ),
        (
            "mapbox_public_token",
            f"mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJj{pick(r, _AN, 20)}"
            f".{pick(r, _AN + '-_', 22)}';",
        ),
        (
            "langfuse_public_key_alone",
            f"LANGFUSE_PUBLIC_KEY=pk-lf-{_uuid(r)}\nLANGFUSE_HOST=https://cloud.langfuse.com",
        ),
        (
            "expo_and_ios_ids",
            f'"extra": {{"eas": {{"projectId": "{_uuid(r)}"}}}},\nDEVELOPMENT_TEAM = '
            f"{pick(r, _UPD, 10)};",
        ),
    ]


def _chat_rounds(r: random.Random) -> list[tuple[str, str]]:
    hour = f"{r.randrange(0, 24):02d}:{r.randrange(0, 60):02d}"
    return [
        (
            "chat_token_expired_at",
            f"the token expired at {hour} and the cron retried {r.randrange(2, 9)} times",
        ),
        (
            "chat_rotate_monthly",
            f"we rotate the API keys every {r.choice((30, 60, 90))} days; the last rotation was "
            f"ticket OPS-{digits(r, 4)}",
        ),
        (
            "aider_asks_about_key_handling",
            f"#### move the stripe key out of settings.py into env, see commit {hexs(r, 7)}\n"
            "#### and make the tests use a fake one",
        ),
        (
            "codex_argv_env_check",
            codex(f'test -n "$OPENAI_API_KEY" && echo set || echo missing  # run {digits(r, 6)}'),
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_cli_rounds(r),
        *_code_rounds(r),
        *_http_rounds(r),
        *_config_rounds(r),
        *_dsn_rounds(r),
        *_key_rounds(r),
        *_vendor_rounds(r),
        *_chat_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout50-look", _rounds, FIXED)
