"""The look-alikes of held-out 12 (`bench/secret_kinds_heldout12.py`): no secret in any of them.

What the same places hold beside a secret and must come through unchanged:
commit ids and what git prints around them, content hashes of lockfiles and
images, ids of records, requests, traces, deployments, tenants and
subscriptions, public keys and certificates (a kubeconfig's CA data, a SAML
certificate, WireGuard's and age's public keys, SSH host fingerprints),
publishable keys and client ids that a vendor prints to be shipped (Statsig's
`client-`, Radar's `prj_live_pk_`, RevenueCat's `appl_`, an Okta client id,
Oracle Cloud OCIDs), placeholders, masked keys, references to a vault or the
environment, versions and build ids, base64 of data that is no secret, and
chat in the set's languages that names a secret without giving it.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import (
    LookAlike,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)

__all__ = ["LOOK_ALIKES"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "8")


_ULID = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_ALNUM = string.ascii_letters + string.digits
_B32 = "abcdefghijklmnopqrstuvwxyz234567"


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    sha = hexs(r, 40)
    return [
        # git and builds
        ("git_rev_parse", f"$ git rev-parse HEAD\n{sha}"),
        (
            "git_log_oneline",
            f"$ git log --oneline -3\n{sha[:7]} fix: retry on 429\n{hexs(r, 7)} chore: bump deps\n"
            f"{hexs(r, 7)} feat: add export",
        ),
        ("git_merge_base", f"Merge: {hexs(r, 7)} {hexs(r, 7)}\nAuthor: Sam <sam@corp.dev>"),
        (
            "git_lfs_pointer",
            f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(r, 64)}\nsize 1048576",
        ),
        (
            "gha_run_url",
            f"https://github.com/corp/api/actions/runs/{digits(r, 11)}/job/{digits(r, 11)}",
        ),
        ("build_id_line", f"Build #{digits(r, 4)} (commit {sha[:12]}) finished in 4m 12s"),
        ("gradle_scan_url", f"Publishing build scan...\nhttps://gradle.com/s/{lower_alnum(r, 13)}"),
        (
            "vercel_preview_url",
            f"Preview: https://shop-git-main-{lower_alnum(r, 9)}-corp.vercel.app",
        ),
        # content hashes
        ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
        ("go_sum_line", f"github.com/typesense/typesense-go v1.1.0 h1:{b64(r, 43)}="),
        ("cargo_lock_checksum", f'checksum = "{hexs(r, 64)}"'),
        ("pip_hash_flag", f"requests==2.32.3 \\\n    --hash=sha256:{hexs(r, 64)}"),
        ("docker_digest", f"docker pull ghcr.io/corp/api@sha256:{hexs(r, 64)}"),
        (
            "sha256sum_output",
            f"$ sha256sum meilisearch-linux-amd64\n{hexs(r, 64)}  meilisearch-linux-amd64",
        ),
        ("s3_etag", f'"ETag": "\\"{hexs(r, 32)}\\""'),
        ("content_md5_header", f"Content-MD5: {b64(r, 22)}=="),
        # ids of records, requests, traces, tenants
        (
            "az_account_show_ids",
            f'"id": "{_uuid(r)}",\n  "tenantId": "{_uuid(r)}",\n  "isDefault": true',
        ),
        (
            "request_id_header",
            f"x-request-id: {_uuid(r)}\nx-amzn-trace-id: Root=1-{hexs(r, 8)}-{hexs(r, 24)}",
        ),
        ("traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("cf_ray", f"cf-ray: {hexs(r, 16)}-FRA"),
        ("sentry_event_id", f"Sentry event sent: {hexs(r, 32)}"),
        (
            "stripe_object_ids",
            f"customer: cus_{pick(r, _ALNUM, 14)}, invoice: in_{pick(r, _ALNUM, 24)}",
        ),
        ("ulid_order_id", f"order 01{pick(r, _ULID, 24)} shipped"),
        (
            "oci_ocid",
            f'compartment_id = "ocid1.compartment.oc1..aaaaaaaa{pick(r, _B32, 52)}"',
        ),
        ("steam_id", f"GetPlayerSummaries/v2/?steamids=76561198{digits(r, 9)}"),
        ("gdrive_file_id", f"https://drive.google.com/file/d/1{urlsafe(r, 32)}/view?usp=sharing"),
        ("youtube_video", f"https://www.youtube.com/watch?v={urlsafe(r, 11)}"),
        ("k8s_pod_uid", f'  uid: {_uuid(r)}\n  resourceVersion: "{digits(r, 8)}"'),
        ("zerotier_network", f"sudo zerotier-cli join {hexs(r, 16)}"),
        ("agora_app_id", f"AGORA_APP_ID={hexs(r, 32)}"),
        ("twitch_client_id", f"TWITCH_CLIENT_ID={lower_alnum(r, 30)}"),
        (
            "okta_client_id",
            f'"ClientId": "0oa{pick(r, string.ascii_letters + string.digits, 17)}"',
        ),
        ("contentstack_uid", f"entry uid blt{hexs(r, 16)} published to production"),
        ("docusign_account_id", f"DOCUSIGN_ACCOUNT_ID={_uuid(r)}"),
        # public keys, certificates, publishable keys
        (
            "kube_ca_data",
            "    certificate-authority-data: "
            + base64.b64encode(
                f"-----BEGIN CERTIFICATE-----\nMIIC5zCCAc+gAwIBAgIB{b64(r, 40)}\n".encode()
            ).decode(),
        ),
        ("saml_x509cert", f'"x509cert": "MIIDazCCAlOgAwIBAgIUQ{b64(r, 80)}"'),
        (
            "wg_show_public",
            f"interface: wg0\n  public key: {b64(r, 43)}=\n  private key: (hidden)\n"
            "  listening port: 51820",
        ),
        ("age_recipient", f"age1{pick(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}"),
        ("ssh_host_fingerprint", f"ED25519 key fingerprint is SHA256:{b64(r, 43)}."),
        (
            "statsig_client_key",
            f"Statsig.initialize('client-{pick(r, string.ascii_letters + string.digits, 43)}')",
        ),
        ("radar_publishable", f"Radar.initialize('prj_live_pk_{hexs(r, 40)}')"),
        (
            "revenuecat_public",
            f'Purchases.configure(withAPIKey: "appl_{pick(r, string.ascii_letters, 27)}")',
        ),
        ("eth_address", f"treasury: 0x{hexs(r, 40)}"),
        ("oci_fingerprint", "fingerprint=" + ":".join(hexs(r, 2) for _ in range(16))),
        # base64 of data that is no secret
        (
            "data_url_png",
            f"background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{b64(r, 60)}==)",
        ),
        (
            "b64_json_config",
            "FEATURE_DEFAULTS="
            + base64.b64encode(
                json.dumps(
                    {"theme": "dark", "beta": r.random() > 0.5, "seed": digits(r, 6)}
                ).encode()
            ).decode(),
        ),
    ]


_FIXED: list[tuple[str, str]] = [
    # placeholders and masked values
    (
        "env_example_placeholders",
        "TYPESENSE_API_KEY=<your-key>\nMEILI_MASTER_KEY=changeme\nQDRANT_API_KEY=xxxx",
    ),
    ("placeholder_your_api_key_here", 'client = Client(api_key="YOUR_API_KEY_HERE")'),
    ("placeholder_angle_secret", "auth0 login --client-secret <CLIENT_SECRET>"),
    ("placeholder_strapi_default", "APP_KEYS=toBeModified1,toBeModified2"),
    ("placeholder_icecast_hackme", "<source-password>hackme</source-password>"),
    ("masked_dashboard_key", "sk-proj-...a1B2 (created Nov 3, last used 2 hours ago)"),
    ("masked_stars", "Password: ********"),
    ("masked_last4", "API key ending in ****7f3c was revoked"),
    ("redacted_marker", "Authorization: Bearer [REDACTED]"),
    # references to a vault, the environment, a template
    ("gha_secret_ref", "api-key: ${{ secrets.PORTKEY_API_KEY }}"),
    ("symfony_env_ref", "api_key: '%env(HERE_API_KEY)%'"),
    ("helm_values_ref", "apiKey: {{ .Values.qdrant.apiKey | quote }}"),
    ("os_environ_ref", 'api_key=os.environ["WEAVIATE_API_KEY"]'),
    ("elixir_env_ref", 'config :mux, access_token_secret: System.fetch_env!("MUX_TOKEN_SECRET")'),
    ("op_reference", "OPENAI_API_KEY=op://Engineering/OpenAI/credential"),
    ("litellm_env_ref", "general_settings:\n  master_key: os.environ/LITELLM_MASTER_KEY"),
    (
        "keyvault_ref",
        "@Microsoft.KeyVault(SecretUri=https://corp-kv.vault.azure.net/secrets/ClientSecret/)",
    ),
    ("password_from_file", "fleetctl package --enroll-secret-path /run/secrets/enroll"),
    ("ps_read_host_secure", "$pw = Read-Host -AsSecureString 'Password'"),
    # versions and things that look random and are public
    ("semver_build", "meilisearch v1.11.3+build.5f3a9c2 (commit 5f3a9c2e)"),
    (
        "user_agent",
        "User-Agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.6778.85 Safari/537.36",
    ),
    ("android_version_code", 'versionCode 2026112901\nversionName "4.18.0-rc.2"'),
    ("ios_bundle_version", "<key>CFBundleVersion</key>\n<string>20261129.3</string>"),
    ("uuid_nil", "00000000-0000-0000-0000-000000000000"),
    (
        "mysql_status_line",
        "Query OK, 1 row affected (0.01 sec)\nRows matched: 1  Changed: 1  Warnings: 0",
    ),
    (
        "env_dump_no_secret",
        "$ env | sort\nHOME=/home/dev\nLANG=C.UTF-8\nNODE_ENV=production\nSHLVL=1",
    ),
    (
        "prompt_history_no_secret",
        "dev@box:~/shop$ history | tail -2\n 501  git pull --rebase\n 502  make test",
    ),
    (
        "keepassxc_hidden",
        "$ keepassxc-cli show ~/vault.kdbx ops/router\nTitle: router\nUserName: admin\n"
        "Password: PROTECTED",
    ),
    ("totp_how_to", "scan the QR code with your authenticator app, then type the 6-digit code"),
    ("pin_policy_prose", "the PIN must be 6 to 8 digits; the PUK unblocks it after 3 tries"),
    ("recovery_codes_prose", "download your recovery codes and keep them somewhere safe"),
    # chat in the set's languages that names a secret without giving it
    ("chat_irish_ref", "tá an pasfhocal sa chrannóg, iarr ar Sheán é"),
    ("chat_maltese_ref", "il-password qiegħda fil-vault"),
    ("chat_luxembourgish_ref", "D'Passwuert ass am Safe, fro de Jang"),
    ("chat_belarusian_ref", "пароль ляжыць у сховішчы"),
    ("chat_punjabi_ref", "ਪਾਸਵਰਡ ਵਾਲਟ ਵਿੱਚ ਹੈ"),
    ("chat_esperanto_ref", "la pasvorto estas en la trezorejo"),
    ("chat_hausa_ref", "kalmar sirri tana cikin ma'ajiya"),
    ("chat_kurmanji_ref", "şîfre di kasê de ye"),
    ("chat_value_is_in_env", "the client secret is in .env.local, not in the repo"),
    ("chat_rotated_no_value", "I rotated the Typesense admin key and updated the deploy secret"),
    (
        "chat_commit_after_key",
        "I rotated the key and the fix is in commit 5f3a9c2e8d1b4a7c6e0f9d2b3a4c5d6e7f8a9b0c",
    ),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout12", _rounds, _FIXED
)
