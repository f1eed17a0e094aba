"""Held-out 50's key material and vendor kinds (`bench/secret_kinds_heldout50.py`).

Key material in the armours and containers a developer meets: an OpenSSH
private key (bare and in a YAML `|` block of a CI secret), PuTTY's `.ppk`
v3, a PGP private key block from `gpg --export-secret-keys`, PKCS#8
unencrypted (in a service account's JSON, `\\n` escaped) and encrypted, a
traditional RSA key with `Proc-Type: 4,ENCRYPTED`, a Kubernetes TLS
secret's `tls.key` (base64 of the PEM), an App Store Connect `.p8` inside
fastlane's JSON, a JWK's private `d` (EC and in a JWKS array), an Android
keystore as base64 in an env var, WireGuard's `PrivateKey`, `age` and
minisign secret keys, a Solana keypair's JSON array, an Ethereum key and a
mnemonic, a PASETO local key, a TOTP `otpauth://` seed, Vault's init
output (an unseal key) and a JSON array of API keys (a key pool). Then
vendor keys of 2026 by their prefixes and shapes (invented values of the
right alphabet and length), each where a developer pastes one: an `.env`
line, a chat line, a tool call's JSON argument, an Aider line or bare.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout50_cli import Gen, L, aider, cc_result, fill, pre

__all__ = ["KEY_KINDS", "VENDOR_KINDS"]

_B64 = string.ascii_letters + string.digits + "+/"
_BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
_WORDS = [
    "orbit",
    "velvet",
    "canyon",
    "mango",
    "ticket",
    "shadow",
    "lunar",
    "pepper",
    "frost",
    "jungle",
    "ember",
    "quarter",
    "ribbon",
    "salmon",
    "tunnel",
    "violin",
    "walnut",
    "yellow",
    "zebra",
    "anchor",
    "basket",
    "cactus",
    "dolphin",
    "engine",
    "fabric",
    "garlic",
    "harbor",
    "island",
    "jacket",
    "kettle",
    "lemon",
    "marble",
    "napkin",
    "oyster",
    "pencil",
    "rocket",
    "saddle",
    "tomato",
    "umbrella",
]


def _lines(r: random.Random, n: int, width: int = 64) -> list[str]:
    return [pick(r, _B64, width) for _ in range(n)]


def _armour(
    r: random.Random, label: str, first: str = "", width: int = 64
) -> tuple[str, list[str]]:
    """A PEM-like block: its second body line is the secret checked."""
    body = _lines(r, 5, width)
    if first:
        body[0] = first + pick(r, _B64, width - len(first))
    body.append(pick(r, _B64, 20) + "==")
    return body[1], [f"-----BEGIN {label}-----", *body, f"-----END {label}-----"]


def _openssh(r: random.Random) -> tuple[str, str]:
    secret, block = _armour(
        r,
        "OPENSSH PRIVATE KEY",
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
        70,
    )
    return secret, fill(r, cc_result(L(*block)))


def _openssh_yaml(r: random.Random) -> tuple[str, str]:
    secret, block = _armour(r, "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAA", 70)
    body = "\n".join("          " + line for line in block)
    return secret, L(
        "      - uses: webfactory/ssh-agent@v0.9.0",
        "        with:",
        "          ssh-private-key: |",
        body,
    )


def _ppk(r: random.Random) -> tuple[str, str]:
    private = pick(r, _B64, 64)
    return private, L(
        "PuTTY-User-Key-File-3: ssh-ed25519",
        "Encryption: none",
        "Comment: deploy@build-01",
        "Public-Lines: 2",
        "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(r, _B64, 39),
        pick(r, _B64, 4) + "=",
        "Private-Lines: 1",
        private,
        f"Private-MAC: {hexs(r, 64)}",
    )


def _pgp(r: random.Random) -> tuple[str, str]:
    body = _lines(r, 6)
    return body[2], L(
        "$ gpg --export-secret-keys --armor release@example.com",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----",
        "",
        "lQVYBGd" + pick(r, _B64, 57),
        *body,
        "=" + pick(r, _B64, 4),
        "-----END PGP PRIVATE KEY BLOCK-----",
    )


def _sa_json(r: random.Random) -> tuple[str, str]:
    secret, block = _armour(r, "PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC")
    pem = "\\n".join(block) + "\\n"
    return secret, L(
        "{",
        '  "type": "service_account",',
        f'  "project_id": "acme-data-{digits(r, 6)}",',
        f'  "private_key_id": "{hexs(r, 40)}",',
        f'  "private_key": "{pem}",',
        f'  "client_email": "etl@acme-data-{digits(r, 6)}.iam.gserviceaccount.com"',
        "}",
    )


def _pkcs8_encrypted(r: random.Random) -> tuple[str, str]:
    secret, block = _armour(
        r, "ENCRYPTED PRIVATE KEY", "MIIFNTBfBgkqhkiG9w0BBQ0wUjAxBgkqhkiG9w0BBQww"
    )
    return secret, L("$ cat certs/signing.key", *block)


def _rsa_proc_type(r: random.Random) -> tuple[str, str]:
    body = _lines(r, 5)
    return body[1], L(
        "-----BEGIN RSA PRIVATE KEY-----",
        "Proc-Type: 4,ENCRYPTED",
        f"DEK-Info: AES-256-CBC,{hexs(r, 32).upper()}",
        "",
        *body,
        "-----END RSA PRIVATE KEY-----",
    )


def _k8s_tls(r: random.Random) -> tuple[str, str]:
    _, block = _armour(r, "EC PRIVATE KEY", "MHcCAQEEI")
    enc = base64.b64encode(("\n".join(block) + "\n").encode()).decode()
    crt = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU" + b64(r, 120)
    return enc, L(
        "apiVersion: v1",
        "kind: Secret",
        "type: kubernetes.io/tls",
        "metadata: {name: web-tls}",
        "data:",
        f"  tls.crt: {crt}",
        f"  tls.key: {enc}",
    )


def _p8_fastlane(r: random.Random) -> tuple[str, str]:
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + pick(r, _B64, 16)
    second = pick(r, _B64, 64)
    tail = pick(r, _B64, 56)
    key = f"-----BEGIN PRIVATE KEY-----\\n{body}\\n{second}\\n{tail}\\n-----END PRIVATE KEY-----"
    return second, L(
        "{",
        f'  "key_id": "{pick(r, string.ascii_uppercase + string.digits, 10)}",',
        f'  "issuer_id": "{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",',
        f'  "key": "{key}",',
        '  "in_house": false',
        "}",
    )


def _jwk_ec(r: random.Random) -> tuple[str, str]:
    d = urlsafe(r, 43)
    jwk = {"kty": "EC", "crv": "P-256", "kid": hexs(r, 8), "x": urlsafe(r, 43), "y": urlsafe(r, 43)}
    jwk["d"] = d
    return d, "const privateJwk = " + json.dumps(jwk) + ";"


def _jwks_array(r: random.Random) -> tuple[str, str]:
    d = urlsafe(r, 342)
    pub = {"kty": "RSA", "kid": "2025-12", "use": "sig", "n": urlsafe(r, 342), "e": "AQAB"}
    priv = {"kty": "RSA", "kid": "2026-01", "use": "sig", "n": urlsafe(r, 342), "e": "AQAB", "d": d}
    return d, json.dumps({"keys": [pub, priv]}, indent=2)


def _solana(r: random.Random) -> tuple[str, str]:
    arr = json.dumps([r.randrange(256) for _ in range(64)], separators=(",", ":"))
    return arr, L("$ cat ~/.config/solana/id.json", arr)


def _mnemonic(r: random.Random) -> tuple[str, str]:
    phrase = " ".join(r.choice(_WORDS) for _ in range(12))
    return phrase, L("# hardhat .env", f'MNEMONIC="{phrase}"', "NETWORK=sepolia")


def _key_pool(r: random.Random) -> tuple[str, str]:
    keys = ["AIza" + urlsafe(r, 35) for _ in range(3)]
    return keys[1], "GEMINI_KEYS = " + json.dumps(keys) + "  # rotate to dodge the quota"


def _vault_init(r: random.Random) -> tuple[str, str]:
    keys = [pick(r, _B64, 43) + "=" for _ in range(3)]
    return keys[1], fill(
        r,
        cc_result(
            L(
                f"Unseal Key 1: {keys[0]}",
                f"Unseal Key 2: {keys[1]}",
                f"Unseal Key 3: {keys[2]}",
                "",
                "Vault initialized with 3 key shares and a key threshold of 2.",
            )
        ),
    )


KEY_KINDS: tuple[Kind, ...] = (
    Kind("openssh_private_key_tool_result", "key", _openssh),
    Kind("openssh_key_in_actions_yaml_block", "key", _openssh_yaml),
    Kind("putty_ppk_v3_private_lines", "key", _ppk),
    Kind("gpg_export_secret_keys_armor", "key", _pgp),
    Kind("gcp_service_account_json_pkcs8", "key", _sa_json),
    Kind("pkcs8_encrypted_private_key_cat", "key", _pkcs8_encrypted),
    Kind("rsa_private_key_proc_type_encrypted", "key", _rsa_proc_type),
    Kind("k8s_tls_secret_key_b64_pem", "key", _k8s_tls),
    Kind("appstore_connect_p8_fastlane_json", "key", _p8_fastlane),
    Kind("jwk_ec_private_d_member", "key", _jwk_ec),
    Kind("jwks_array_with_private_rsa", "key", _jwks_array),
    Kind("solana_keypair_json_array", "key", _solana),
    Kind("hardhat_env_mnemonic", "key", _mnemonic),
    Kind("json_array_key_pool", "key", _key_pool),
    Kind("vault_operator_init_unseal_keys", "key", _vault_init),
    k(
        "android_keystore_base64_env",
        "key",
        "ANDROID_KEYSTORE_BASE64={v}",
        'echo "{v}" | base64 -d > app/release.jks',
        value=lambda r: "MIIK" + b64(r, 240),
    ),
    k(
        "wireguard_interface_private_key",
        "key",
        L("[Interface]", "Address = 10.8.0.2/24", "PrivateKey = {v}", "DNS = 1.1.1.1"),
        value=lambda r: pick(r, _B64, 43) + "=",
    ),
    k(
        "age_secret_key_line",
        "key",
        L("# created: 2026-01-12T10:02:11Z", "# public key: age1{l58}", "{v}"),
        value=lambda r: "AGE-SECRET-KEY-1" + pick(r, _BECH, 58),
    ),
    k(
        "minisign_encrypted_secret_key_line",
        "key",
        L("untrusted comment: minisign encrypted secret key", "{v}"),
        value=lambda r: "RWRTY0Iy" + pick(r, _B64, 204),
    ),
    k(
        "ethereum_private_key_env",
        "key",
        "DEPLOYER_PRIVATE_KEY=0x{v}",
        "forge script script/Deploy.s.sol --rpc-url $RPC --private-key 0x{v} --broadcast",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "paseto_v4_local_key",
        "key",
        'PASETO_KEY = "{v}"',
        value=lambda r: "k4.local." + urlsafe(r, 43),
    ),
    k(
        "otpauth_totp_seed_uri",
        "key",
        "otpauth://totp/Acme:ops@example.com?secret={v}&issuer=Acme&digits=6",
        value=lambda r: pick(r, string.ascii_uppercase + "234567", 32),
    ),
    k(
        "phoenix_secret_key_base",
        "key",
        'config :shop, ShopWeb.Endpoint, secret_key_base: "{v}"',
        value=lambda r: pick(r, _B64, 64),
    ),
)


def _v(name: str, value: Gen, *forms: str) -> Kind:
    return k(name, "vendor", *forms, value=value)


_AI: tuple[Kind, ...] = (
    _v(
        "anthropic_admin01_env",
        lambda r: "sk-ant-admin01-" + urlsafe(r, 93) + "AA",
        "ANTHROPIC_ADMIN_KEY={v}",
    ),
    _v("openai_sk_admin_bare", lambda r: "sk-admin-" + urlsafe(r, 80), "{v}"),
    _v("cerebras_csk_env", pre("csk-", lower_alnum, 48), "CEREBRAS_API_KEY={v}"),
    _v("deepseek_sk_hex_chat", lambda r: "sk-" + hexs(r, 32), "deepseek key: {v}"),
    _v("together_tgp_v1_env", pre("tgp_v1_", urlsafe, 43), "TOGETHER_API_KEY={v}"),
    _v("fireworks_fw_bare", pre("fw_", alnum, 24), "{v}"),
    _v("replicate_r8_export", pre("r8_", alnum, 37), "export REPLICATE_API_TOKEN={v}"),
    _v(
        "langsmith_lsv2_pt_env",
        lambda r: "lsv2_pt_" + hexs(r, 32) + "_" + hexs(r, 10),
        "LANGSMITH_API_KEY={v}\nLANGSMITH_TRACING=true",
    ),
    _v("voyage_pa_key_json_arg", pre("pa-", urlsafe, 43), '{"voyage_api_key": "{v}"}'),
    _v("elevenlabs_sk_hex_header", lambda r: "sk_" + hexs(r, 48), "xi-api-key: {v}"),
    _v(
        "tavily_dev_key_mcp_args",
        lambda r: "tvly-dev-" + alnum(r, 32),
        '{"mcpServers": {"tavily": {"command": "npx", "args": ["-y", "tavily-mcp"], '
        '"env": {"TAVILY_API_KEY": "{v}"}}}}',
    ),
    _v("firecrawl_fc_aider", pre("fc-", hexs, 32), aider("/run export FIRECRAWL_API_KEY={v}")),
    _v(
        "langfuse_sk_lf_env",
        lambda r: f"sk-lf-{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "LANGFUSE_PUBLIC_KEY=pk-lf-{uuid}\nLANGFUSE_SECRET_KEY={v}",
    ),
    _v("browserbase_bb_live", pre("bb_live_", urlsafe, 27), "BROWSERBASE_API_KEY={v}"),
    _v("e2b_api_key_bare_line", pre("e2b_", hexs, 40), "{v}"),
    _v("jina_key_header", pre("jina_", alnum, 60), "Authorization: Bearer {v}"),
    _v("cartesia_sk_car", pre("sk_car_", alnum, 32), "CARTESIA_API_KEY={v}"),
    _v(
        "bedrock_absk_api_key",
        lambda r: "ABSKQmVkcm9ja0FQSUtleS" + b64(r, 110),
        "export AWS_BEARER_TOKEN_BEDROCK={v}",
    ),
    _v("databricks_dapi_token", pre("dapi", hexs, 32), "DATABRICKS_TOKEN={v}"),
    _v("stability_sk_bare", pre("sk-", alnum, 48), "stability key {v}"),
)

_DEV: tuple[Kind, ...] = (
    _v("gitlab_glrt_runner_bare", lambda r: "glrt-t1_" + urlsafe(r, 20), "{v}"),
    _v("gitlab_gldt_deploy_env", pre("gldt-", urlsafe, 20), "CI_DEPLOY_PASSWORD={v}"),
    _v("github_ghr_refresh_json", pre("ghr_", alnum, 76), '{"refresh_token": "{v}"}'),
    _v("bitbucket_atbb_app_password", pre("ATBB", alnum, 32), "BITBUCKET_APP_PASSWORD={v}"),
    _v("docker_dckr_oat_bare", pre("dckr_oat_", urlsafe, 32), "{v}"),
    _v("rubygems_key_credentials", pre("rubygems_", hexs, 48), "---\n:rubygems_api_key: {v}"),
    _v(
        "circleci_ccipat_env",
        lambda r: "CCIPAT_" + alnum(r, 22) + "_" + hexs(r, 40),
        "CIRCLE_TOKEN={v}",
    ),
    _v("buildkite_bkua_env", pre("bkua_", hexs, 40), "BUILDKITE_API_TOKEN={v}"),
    _v("render_rnd_bare", pre("rnd_", alnum, 32), "{v}"),
    _v(
        "cloudflare_origin_ca_key",
        lambda r: "v1.0-" + hexs(r, 24) + "-" + hexs(r, 146),
        "CF_ORIGIN_CA_KEY={v}",
    ),
    _v("neon_napi_key", pre("napi_", lower_alnum, 64), "NEON_API_KEY={v}"),
    _v(
        "pscale_tkn_service_token", pre("pscale_tkn_", urlsafe, 43), "PLANETSCALE_SERVICE_TOKEN={v}"
    ),
    _v("doppler_dp_pt_token", pre("dp.pt.", alnum, 43), "doppler configure set token {v}"),
    _v("pulumi_pul_token", pre("pul-", hexs, 40), "PULUMI_ACCESS_TOKEN={v}"),
    _v(
        "tfc_atlasv1_token",
        lambda r: alnum(r, 14) + ".atlasv1." + alnum(r, 67),
        'credentials "app.terraform.io" {\n  token = "{v}"\n}',
    ),
    _v(
        "jfrog_reference_token", lambda r: "cmVmdGtuOjAxOj" + alnum(r, 50), "JFROG_ACCESS_TOKEN={v}"
    ),
    _v(
        "newrelic_nrak_user_key",
        lambda r: "NRAK-" + pick(r, string.ascii_uppercase + string.digits, 27),
        "NEW_RELIC_API_KEY={v}",
    ),
    _v(
        "grafana_glsa_service_account",
        lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8),
        "GRAFANA_TOKEN={v}",
    ),
    _v("honeycomb_hcaik_ingest", pre("hcaik_", lower_alnum, 58), "HONEYCOMB_API_KEY={v}"),
    _v(
        "axiom_xaat_token",
        lambda r: f"xaat-{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "AXIOM_TOKEN={v}",
    ),
    _v("posthog_phx_personal", pre("phx_", alnum, 47), "POSTHOG_PERSONAL_API_KEY={v}"),
    _v(
        "launchdarkly_sdk_uuid_env",
        lambda r: f"sdk-{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "LD_SDK_KEY={v}",
    ),
    _v("statsig_secret_dash_env", pre("secret-", alnum, 43), "STATSIG_SERVER_SECRET={v}"),
    _v(
        "mapbox_sk_secret_token",
        lambda r: "sk.eyJ1IjoiYWNtZSIsImEiOiJj" + alnum(r, 20) + "." + urlsafe(r, 22),
        "MAPBOX_DOWNLOADS_TOKEN={v}",
    ),
)

_SAAS: tuple[Kind, ...] = (
    _v("square_eaaa_access_token", pre("EAAA", urlsafe, 60), "SQUARE_ACCESS_TOKEN={v}"),
    _v(
        "braintree_access_token_dollar",
        lambda r: "access_token$production$" + lower_alnum(r, 16) + "$" + hexs(r, 32),
        "BRAINTREE_ACCESS_TOKEN={v}",
    ),
    _v(
        "paddle_pdl_live_apikey",
        lambda r: "pdl_live_apikey_" + lower_alnum(r, 26) + "_" + alnum(r, 22),
        "PADDLE_API_KEY={v}",
    ),
    _v("mollie_live_underscore_env", pre("live_", alnum, 30), "MOLLIE_API_KEY={v}"),
    _v(
        "twilio_api_key_secret_pair",
        lambda r: alnum(r, 32),
        "TWILIO_API_KEY=SK{h32}\nTWILIO_API_SECRET={v}",
    ),
    _v("mailchimp_dc_suffix_key", lambda r: hexs(r, 32) + "-us21", "MAILCHIMP_API_KEY={v}"),
    _v(
        "brevo_xkeysib_key",
        lambda r: "xkeysib-" + hexs(r, 64) + "-" + alnum(r, 16),
        "BREVO_API_KEY={v}",
    ),
    _v(
        "slack_xapp_app_token",
        lambda r: (
            f"xapp-1-A0{pick(r, string.ascii_uppercase + string.digits, 9)}"
            f"-{digits(r, 13)}-{hexs(r, 64)}"
        ),
        "SLACK_APP_TOKEN={v}",
    ),
    _v(
        "slack_xoxp_user_token_chat",
        lambda r: f"xoxp-{digits(r, 12)}-{digits(r, 12)}-{digits(r, 13)}-{hexs(r, 32)}",
        "use my user token {v} for the export",
    ),
    _v("notion_ntn_token", lambda r: "ntn_" + digits(r, 11) + alnum(r, 35), "NOTION_TOKEN={v}"),
    _v(
        "airtable_pat_dot_hex",
        lambda r: "pat" + alnum(r, 14) + "." + hexs(r, 64),
        "AIRTABLE_PAT={v}",
    ),
    _v("figma_figd_token", pre("figd_", urlsafe, 40), "X-Figma-Token: {v}"),
    _v("shopify_shpss_shared_secret", pre("shpss_", hexs, 32), "SHOPIFY_API_SECRET={v}"),
    _v(
        "clickup_pk_personal_token",
        lambda r: "pk_" + digits(r, 8) + "_" + pick(r, string.ascii_uppercase + string.digits, 32),
        "CLICKUP_TOKEN={v}",
    ),
    _v("google_gocspx_client_secret", pre("GOCSPX-", urlsafe, 28), "GOOGLE_CLIENT_SECRET={v}"),
    _v("azure_devops_pat_52", lambda r: lower_alnum(r, 52), "AZURE_DEVOPS_EXT_PAT={v}"),
    _v("azure_storage_key_env_88", lambda r: pick(r, _B64, 86) + "==", "AZURE_STORAGE_KEY={v}"),
    _v(
        "cloudinary_url_api_secret_part",
        lambda r: urlsafe(r, 27),
        "CLOUDINARY_URL=cloudinary://{d15}:{v}@acme-media",
    ),
    _v("ably_key_colon_secret", lambda r: urlsafe(r, 43), "ABLY_API_KEY={k6}.{k6}:{v}"),
    _v(
        "livekit_api_secret",
        lambda r: alnum(r, 43),
        "LIVEKIT_API_KEY=API{k12}\nLIVEKIT_API_SECRET={v}",
    ),
    _v(
        "twitch_oauth_colon_token",
        lambda r: "oauth:" + lower_alnum(r, 30),
        "PASS {v}\nNICK acme_bot",
    ),
    _v("stytch_secret_live", lambda r: "secret-live-" + urlsafe(r, 36), "STYTCH_SECRET={v}"),
)

VENDOR_KINDS: tuple[Kind, ...] = (*_AI, *_DEV, *_SAAS)
