"""The look-alikes of held-out 14 (`bench/secret_kinds_heldout14.py`): no secret in any of them.

What the same places and vendors hold that must come through unchanged:
commit ids and content hashes, image digests, lock-file checksums and
integrity strings, build ids; record, request and trace ids; public keys (SSH,
WireGuard, DKIM, a JWK's modulus, wallet addresses and transaction hashes);
keys vendors document as public (publishable payment keys, Branch's
`key_live_`, an SDK key shipped in an app); a Kubernetes ConfigMap's
base64 of a PNG or a CA certificate; masked values as a CLI, a CI log or
`terraform output` prints them; references to a secret store in each
system's own syntax; placeholders in docs and templates; versions; and chat
in the set's languages that names a secret without giving it.
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
    urlsafe,
)
from bench.secret_kinds_heldout12_more import pick
from bench.secret_kinds_heldout14_more import uuid14

__all__ = ["LOOK_ALIKES"]

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_UP = string.ascii_uppercase + string.digits


def _png_b64(r: random.Random) -> str:
    head = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(r.randrange(256) for _ in range(24))
    return base64.b64encode(head).decode()


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    h7 = hexs(r, 7)
    return [
        # commits, hashes, digests, build ids
        ("git_log_commit", f"commit {hexs(r, 40)}\nAuthor: Dana Ortiz <dana@corp.dev>"),
        ("diff_index_line", f"diff --git a/ledger.py b/ledger.py\nindex {h7}..{hexs(r, 7)} 100644"),
        ("docker_image_digest", f'"Image": "sha256:{hexs(r, 64)}",'),
        (
            "cargo_lock_package",
            '[[package]]\nname = "ring"\nversion = "0.17.8"\n'
            'source = "registry+https://github.com/rust-lang/crates.io-index"\n'
            f'checksum = "{hexs(r, 64)}"',
        ),
        (
            "package_lock_entry",
            '"node_modules/ms": {"version": "2.1.3", "resolved": '
            '"https://registry.npmjs.org/ms/-/ms-2.1.3.tgz", '
            f'"integrity": "sha512-{b64(r, 86)}=="}}',
        ),
        ("pip_hash_line", f"requests==2.32.3 \\\n    --hash=sha256:{hexs(r, 64)}"),
        (
            "file_elf_build_id",
            "$ file ./ledger\n./ledger: ELF 64-bit LSB pie executable, x86-64, dynamically linked, "
            f"BuildID[sha1]={hexs(r, 40)}, for GNU/Linux 3.2.0, stripped",
        ),
        (
            "gha_run_job_url",
            f"https://github.com/corp/ledger/actions/runs/{digits(r, 11)}/job/{digits(r, 11)}",
        ),
        # records, requests and traces
        ("traceparent_header", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("curl_verbose_request_id", f"< x-request-id: {uuid14(r)}"),
        ("cf_ray_header", f"< cf-ray: {hexs(r, 16)}-FRA"),
        ("har_response_etag", f'{{"name": "etag", "value": "W/\\"{hexs(r, 40)}\\""}}'),
        (
            "sql_insert_order_ids",
            f"INSERT INTO orders (id, external_ref) VALUES ('{uuid14(r)}', 'ORD-{digits(r, 8)}');",
        ),
        (
            "csv_file_checksums",
            f"path,size,sha256\nexports/ledger.parquet,{digits(r, 7)},{hexs(r, 64)}",
        ),
        (
            "notebook_cell_id",
            f'"cell_type": "code", "execution_count": 7, "id": "{hexs(r, 8)}-{hexs(r, 4)}"',
        ),
        ("ses_message_id", f"MessageId: 0102018f{hexs(r, 8)}-{uuid14(r)}-000000"),
        ("email_message_id", f"Message-ID: <{hexs(r, 32)}@mail.corp.dev>"),
        (
            "exchange_order_id",
            f'{{"orderId": {digits(r, 11)}, "clientOrderId": "web_{lower_alnum(r, 22)}"}}',
        ),
        ("omise_charge_id", f'"id": "chrg_{lower_alnum(r, 19)}", "status": "successful"'),
        ("paymongo_intent_id", f'"id": "pi_{alnum(r, 24)}", "type": "payment_intent"'),
        ("notify_template_id", f"template_id={uuid14(r)}  # GOV.UK Notify: welcome email"),
        ("google_ads_gclid", f"https://corp.dev/pricing?gclid={urlsafe(r, 60)}_BwE"),
        ("asc_key_issuer", f"key id {pick(r, _UP, 10)}, issuer {uuid14(r)} (App Store Connect)"),
        ("lora_dev_eui", f"dev_eui: 70B3D57ED00{hexs(r, 5).upper()}"),
        ("temporal_run_id", f"Run ID: {uuid14(r)}  Workflow ID: ledger-sync-{digits(r, 6)}"),
        # public keys, addresses and hashes
        (
            "authorized_keys_forced_command",
            'command="/usr/local/bin/backup-recv",no-pty ssh-ed25519 '
            f"AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} deploy@ci",
        ),
        ("wireguard_public_key", f"[Peer]\nPublicKey = {b64(r, 43)}=\nAllowedIPs = 10.8.0.2/32"),
        (
            "dkim_txt_record",
            f'selector1._domainkey IN TXT "v=DKIM1; k=rsa; '
            f'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64(r, 120)}"',
        ),
        (
            "jwk_public_modulus",
            f'{{"kty": "RSA", "kid": "{hexs(r, 16)}", "use": "sig", "e": "AQAB", '
            f'"n": "{urlsafe(r, 170)}"}}',
        ),
        ("exchange_withdraw_address", f"withdraw USDT (ERC-20) to 0x{hexs(r, 40)}"),
        ("eth_tx_hash", f"tx: 0x{hexs(r, 64)} (confirmed, block {digits(r, 8)})"),
        ("solana_program_log", f"Program log: invoked {pick(r, _B58, 44)}"),
        # keys vendors publish
        ("omise_public_key", f"Omise.setPublicKey('pkey_{lower_alnum(r, 19)}');"),
        ("paymongo_public_key", f"PAYMONGO_PUBLIC_KEY=pk_live_{alnum(r, 24)}"),
        (
            "wompi_public_key",
            f'<script src="https://checkout.wompi.co/widget.js" '
            f'data-public-key="pub_prod_{alnum(r, 32)}"></script>',
        ),
        ("branch_key_public", f'Branch.getInstance().init("key_live_{alnum(r, 32)}")'),
        (
            "adjust_app_token",
            f'AdjustConfig(context, "{lower_alnum(r, 12)}", AdjustConfig.ENVIRONMENT_PRODUCTION)',
        ),
        # base64 of what is no secret
        ("configmap_png_b64", f"kind: ConfigMap\nbinaryData:\n  logo.png: {_png_b64(r)}"),
        (
            "kubectl_namespace_b64",
            f"data:\n  namespace: {base64.b64encode(b'ledger-prod').decode()}",
        ),
        # masked and referenced values
        (
            "masked_key_suffix",
            f"API key: sk_live_****************{alnum(r, 4)} (created 2026-10-02)",
        ),
        (
            "asm_secret_arn",
            f"arn:aws:secretsmanager:eu-west-1:{digits(r, 12)}:secret:prod/ledger-db-{alnum(r, 6)}",
        ),
        ("gcp_secret_version", f"projects/{digits(r, 12)}/secrets/ledger-db/versions/latest"),
    ]


_FIXED: list[tuple[str, str]] = [
    # masked values as tools print them
    ("terraform_sensitive", 'db_master = <sensitive>\ndb_endpoint = "ledger.corp.internal"'),
    ("gha_log_masked_notary", "2026-11-29T05:12:44.1235371Z   NOTARY_PASS: ***"),
    (
        "helm_existing_secret",
        'adminPassword: ""\nadmin:\n  existingSecret: grafana-admin\n  passwordKey: admin-password',
    ),
    ("printenv_redacted", "LEDGER_SIGNING_SEED=[hidden]"),
    (
        "docker_inspect_env_ref",
        '"Env": ["RELAY_UPSTREAM_PASS_FILE=/run/secrets/relay_pass", "TZ=UTC"]',
    ),
    # references in each system's syntax
    ("k8s_secret_key_ref", "valueFrom:\n  secretKeyRef:\n    name: billing-db\n    key: password"),
    (
        "vault_agent_template",
        '{{ with secret "secret/data/ledger" }}{{ .Data.data.password }}{{ end }}',
    ),
    (
        "azure_kv_reference",
        "@Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/ledger-db/)",
    ),
    ("gha_secret_expression", "password: ${{ secrets.NOTARY_PASS }}"),
    ("dotnet_config_binding", 'var secret = builder.Configuration["Payments:WebhookSecret"];'),
    (
        "rust_env_required",
        'let token = std::env::var("RELAY_TOKEN").expect("RELAY_TOKEN must be set");',
    ),
    ("php_getenv", "define('SMTP_PASS', getenv('SMTP_PASS'));"),
    ("powershell_read_host", "$pw = Read-Host -AsSecureString 'Password for svc-backup'"),
    (
        "sql_bind_parameter",
        "UPDATE service_accounts SET passwd = crypt($1, gen_salt('bf')) WHERE name = $2;",
    ),
    ("tsql_variable", "ALTER LOGIN [etl_loader] WITH PASSWORD = @new_password;"),
    (
        "notebook_getpass",
        '"source": ["from getpass import getpass\\n", "pwd = getpass(\\"Warehouse password: '
        '\\")\\n"]',
    ),
    # placeholders in docs and templates
    ("docs_placeholder_angle", "curl -u <YOUR_SECRET_KEY>: https://api.omise.co/charges"),
    ("docs_placeholder_x", "Authorization: Token token=xxxxxxxxxxxxxxxxxxxx"),
    ("docs_placeholder_env", "Api-Token: $MAILTRAP_API_TOKEN"),
    ("docs_placeholder_braces", "x-hasura-admin-secret: {{HASURA_GRAPHQL_ADMIN_SECRET}}"),
    (
        "markdown_table_ref",
        '| env | user | password |\n|---|---|---|\n| staging | admin | in 1Password, "Ledger '
        'staging" |',
    ),
    ("csv_header_only", "name,url,username,password,totp,extra"),
    (
        "openssl_enc_pass_file",
        "openssl enc -aes-256-cbc -pbkdf2 -pass file:/run/secrets/backup.pass -in ledger.dump",
    ),
    # versions and numbers
    ("version_banner", "Teradata BTEQ 17.20.00.14 for LINUX. PID: 40213"),
    ("helm_chart_version", "NAME: ledger  CHART: ledger-2.14.1  APP VERSION: 2.14.1  REVISION: 37"),
    ("meshtastic_default_psk", "meshtastic --ch-index 0 --ch-set psk default"),
    ("kiosk_pin_policy", "The kiosk PIN must be 6 digits and is rotated every 90 days."),
    # chat in the set's languages that names a secret without giving it
    ("chat_javanese_ref", "sandhine ana ing vault, takon Dana"),
    ("chat_tigrinya_ref", "ቃል ምስጢር ኣብ vault ኣሎ"),
    ("chat_dhivehi_ref", "ޕާސްވޯޑް ހުރީ vault ގައި"),
    ("chat_tibetan_ref", "གསང་ཚིག་ vault ནང་ཡོད།"),
    ("chat_hawaiian_ref", "Aia ka huaʻōlelo huna i loko o ka vault"),
    (
        "chat_rotated_note",
        "I rotated the Hasura admin secret and updated it in Vault, nothing to paste here",
    ),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout14", _rounds, _FIXED
)
