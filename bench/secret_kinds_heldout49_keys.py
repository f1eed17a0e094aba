"""Held-out 49's value makers, key material and bare vendor keys (`secret_kinds_heldout49.py`).

The makers draw each vendor's shape fresh (a current prefix and a body of the
right alphabet and length, invented): AI and LLM providers (OpenAI project,
service account and admin keys, Anthropic API, admin and OAuth keys, Gemini,
Groq, xAI, Perplexity, Hugging Face, Replicate, OpenRouter, Cerebras,
LangSmith, Langfuse, Pinecone, ElevenLabs, Voyage, Tavily, Firecrawl, E2B),
code hosts and registries (GitHub, GitLab, npm, PyPI, Docker Hub, crates.io,
RubyGems, NuGet), cloud (AWS, Google, Azure, DigitalOcean, Cloudflare,
Netlify, Fly, Render, Supabase, Neon, PlanetScale), payment and messaging
(Stripe, Square, Shopify, Paddle, Slack, Discord, Telegram, Twilio,
SendGrid, Mailgun, Resend) and ops tools (Vault, Terraform Cloud, Doppler,
1Password, Grafana, New Relic, Sentry, Linear, Notion, Atlassian, Figma,
Airtable, ngrok, Tailscale).

Its kinds: private keys in the armours agents meet (OpenSSH, PuTTY `.ppk`
v3, PGP, PKCS#8 plain and encrypted, SEC1, a kubeconfig's base64 PEM, an
Apple `.p8`, a service account's JSON with `\\n` escapes, JWK private
members, base64 DER in JSON, a JSON array of keys, age, WireGuard, NATS
nkey seeds, minisign, a wallet's key and its byte array), each secret a
line of the body or the private member; and vendor keys with no name beside
them (a log line, a pasted line, an argv, a list).
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

from bench.secret_kinds import (
    Kind,
    alnum,
    b64,
    digits,
    hexs,
    lower_alnum,
    pick,
    pw,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["KEY_KINDS", "L", "V", "b64pw", "jwt", "pw_url"]

Gen = Callable[[random.Random], str]

_LET = string.ascii_letters
_AZ_SECRET = string.ascii_letters + string.digits + "._~-"
_BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def L(*lines: str) -> str:
    """Lines joined as a file holds them."""
    return "\n".join(lines)


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    """An HS256 JWT with an invented payload: a session or service token."""
    head = _b64url(b'{"alg":"HS256","typ":"JWT"}')
    claims: dict[str, object] = {
        "sub": lower_alnum(r, 12),
        "role": r.choice(["service_role", "admin", "api"]),
    }
    claims["iat"] = 1767000000 + r.randrange(9_000_000)
    body = _b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{head}.{body}.{urlsafe(r, 43)}"


def b64pw(r: random.Random) -> str:
    """A password as a Kubernetes Secret's `data` holds it: base64, reversible."""
    return base64.b64encode(pw(r).encode()).decode()


def pw_url(r: random.Random) -> str:
    """A password with URL-reserved characters, percent-encoded as a DSN holds it."""
    body = alnum(r, 12)
    return body[:4] + r.choice(["%40", "%23", "%2F", "%3A"]) + body[4:9] + "%21" + body[9:]


def _discord(r: random.Random) -> str:
    uid = "1" + digits(r, 18)
    return f"{_b64url(uid.encode())}.{urlsafe(r, 6)}.{urlsafe(r, 38)}"


def _mapbox(r: random.Random) -> str:
    claims = {"u": lower_alnum(r, 8), "a": lower_alnum(r, 25)}
    user = _b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"sk.{user}.{urlsafe(r, 22)}"


def _paddle(r: random.Random) -> str:
    return f"pdl_live_apikey_01{lower_alnum(r, 24)}_{alnum(r, 22)}_{alnum(r, 3)}"


#: vendor key makers, by vendor: prefix + body of its alphabet and length
V: dict[str, Gen] = {
    "openai": lambda r: f"sk-proj-{urlsafe(r, 74)}T3BlbkFJ{urlsafe(r, 74)}",
    "openai_svc": lambda r: f"sk-svcacct-{urlsafe(r, 74)}T3BlbkFJ{urlsafe(r, 74)}",
    "openai_admin": lambda r: f"sk-admin-{urlsafe(r, 74)}T3BlbkFJ{urlsafe(r, 74)}",
    "anthropic": lambda r: f"sk-ant-api03-{urlsafe(r, 93)}AA",
    "anthropic_admin": lambda r: f"sk-ant-admin01-{urlsafe(r, 93)}AA",
    "anthropic_oat": lambda r: f"sk-ant-oat01-{urlsafe(r, 93)}AA",
    "google": lambda r: "AIza" + urlsafe(r, 35),
    "google_oauth_secret": lambda r: "GOCSPX-" + urlsafe(r, 28),
    "google_access": lambda r: "ya29.a0" + urlsafe(r, 170),
    "google_refresh": lambda r: "1//0" + urlsafe(r, 99),
    "groq": lambda r: "gsk_" + alnum(r, 52),
    "xai": lambda r: "xai-" + alnum(r, 80),
    "perplexity": lambda r: "pplx-" + alnum(r, 48),
    "huggingface": lambda r: "hf_" + pick(r, _LET, 34),
    "replicate": lambda r: "r8_" + alnum(r, 37),
    "openrouter": lambda r: "sk-or-v1-" + hexs(r, 64),
    "deepseek": lambda r: "sk-" + hexs(r, 32),
    "cerebras": lambda r: "csk-" + lower_alnum(r, 48),
    "langsmith": lambda r: f"lsv2_pt_{hexs(r, 32)}_{hexs(r, 10)}",
    "langfuse": lambda r: "sk-lf-" + "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)),
    "pinecone": lambda r: f"pcsk_{alnum(r, 5)}_{alnum(r, 63)}",
    "elevenlabs": lambda r: "sk_" + hexs(r, 48),
    "voyage": lambda r: "pa-" + urlsafe(r, 43),
    "tavily": lambda r: "tvly-dev-" + alnum(r, 32),
    "firecrawl": lambda r: "fc-" + hexs(r, 32),
    "e2b": lambda r: "e2b_" + hexs(r, 40),
    "mistral": lambda r: alnum(r, 32),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "github_fine": lambda r: f"github_pat_11{alnum(r, 20)}_{alnum(r, 59)}",
    "github_oauth": lambda r: "gho_" + alnum(r, 36),
    "github_app": lambda r: "ghs_" + alnum(r, 36),
    "gitlab": lambda r: "glpat-" + urlsafe(r, 20),
    "gitlab_runner": lambda r: "glrt-t1_" + urlsafe(r, 20),
    "gitlab_deploy": lambda r: "gldt-" + urlsafe(r, 20),
    "npm": lambda r: "npm_" + alnum(r, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + urlsafe(r, 150),
    "docker": lambda r: "dckr_pat_" + urlsafe(r, 27),
    "crates": lambda r: "cio" + alnum(r, 32),
    "rubygems": lambda r: "rubygems_" + hexs(r, 48),
    "nuget": lambda r: "oy2" + lower_alnum(r, 43),
    "aws_secret": lambda r: b64(r, 40),
    "aws_session": lambda r: "IQoJb3JpZ2luX2VjE" + b64(r, 320),
    "azure_secret": lambda r: f"{alnum(r, 3)}8Q~{pick(r, _AZ_SECRET, 34)}",
    "azure_storage": lambda r: b64(r, 86) + "==",
    "azure_sas_key": lambda r: b64(r, 43) + "=",
    "digitalocean": lambda r: "dop_v1_" + hexs(r, 64),
    "cloudflare": lambda r: urlsafe(r, 40),
    "netlify": lambda r: "nfp_" + alnum(r, 36),
    "fly": lambda r: "fm2_" + b64(r, 180),
    "render": lambda r: "rnd_" + alnum(r, 32),
    "supabase_pat": lambda r: "sbp_" + hexs(r, 40),
    "supabase_secret": lambda r: "sb_secret_" + urlsafe(r, 31),
    "neon": lambda r: "napi_" + lower_alnum(r, 64),
    "neon_pw": lambda r: "npg_" + alnum(r, 12),
    "planetscale": lambda r: "pscale_pw_" + urlsafe(r, 43),
    "databricks": lambda r: "dapi" + hexs(r, 32),
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "stripe_restricted": lambda r: "rk_live_51" + alnum(r, 97),
    "stripe_webhook": lambda r: "whsec_" + alnum(r, 32),
    "square": lambda r: "EAAA" + urlsafe(r, 60),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "paddle": _paddle,
    "slack_bot": lambda r: f"xoxb-{digits(r, 11)}-{digits(r, 13)}-{alnum(r, 24)}",
    "slack_user": lambda r: f"xoxp-{digits(r, 11)}-{digits(r, 11)}-{digits(r, 13)}-{hexs(r, 32)}",
    "slack_app": lambda r: f"xapp-1-A{upper32(r, 10)}-{digits(r, 13)}-{hexs(r, 64)}",
    "discord": _discord,
    "telegram": lambda r: f"{digits(r, 10)}:AA{urlsafe(r, 33)}",
    "twilio": lambda r: hexs(r, 32),
    "sendgrid": lambda r: f"SG.{urlsafe(r, 22)}.{urlsafe(r, 43)}",
    "mailgun": lambda r: f"{hexs(r, 32)}-{hexs(r, 8)}-{hexs(r, 8)}",
    "resend": lambda r: f"re_{alnum(r, 8)}_{alnum(r, 24)}",
    "vault": lambda r: "hvs." + urlsafe(r, 91),
    "tfc": lambda r: f"{alnum(r, 14)}.atlasv1.{alnum(r, 67)}",
    "doppler": lambda r: "dp.st.prd." + alnum(r, 40),
    "onepassword": lambda r: "ops_eyJ" + b64(r, 260),
    "grafana": lambda r: f"glsa_{alnum(r, 32)}_{hexs(r, 8)}",
    "newrelic": lambda r: "NRAK-" + pick(r, string.ascii_uppercase + string.digits, 27),
    "sentry": lambda r: "sntryu_" + hexs(r, 64),
    "linear": lambda r: "lin_api_" + alnum(r, 40),
    "notion": lambda r: f"ntn_{digits(r, 11)}{alnum(r, 35)}",
    "atlassian": lambda r: f"ATATT3xFfGF0{urlsafe(r, 180)}={hexs(r, 8).upper()}",
    "figma": lambda r: "figd_" + urlsafe(r, 40),
    "airtable": lambda r: f"pat{alnum(r, 14)}.{hexs(r, 64)}",
    "ngrok": lambda r: f"2{alnum(r, 26)}_{alnum(r, 21)}",
    "tailscale": lambda r: f"tskey-auth-k{alnum(r, 10)}CNTRL-{alnum(r, 33)}",
    "posthog": lambda r: "phx_" + alnum(r, 47),
    "mapbox": _mapbox,
    "hubspot": lambda r: "pat-na1-" + "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)),
    "buildkite": lambda r: "bkua_" + hexs(r, 40),
    "sonar": lambda r: "squ_" + hexs(r, 40),
    "pulumi": lambda r: "pul-" + hexs(r, 40),
    "jwt": jwt,
    "age": lambda r: "AGE-SECRET-KEY-1" + pick(r, _BECH, 58),
    "nkey": lambda r: "SUA" + upper32(r, 55),
    "wireguard": lambda r: b64(r, 43) + "=",
    "eth": lambda r: "0x" + hexs(r, 64),
    "klaviyo": lambda r: "pk_" + hexs(r, 34),
    "revenuecat": lambda r: "sk_" + alnum(r, 32),
    "expo": lambda r: urlsafe(r, 40),
    "totp": lambda r: upper32(r, 32),
}


def _lines(r: random.Random, n: int, width: int = 64) -> list[str]:
    return [b64(r, width) for _ in range(n)]


def _pem(label: str, lead: str, n: int = 6) -> Callable[[random.Random], tuple[str, str, str]]:
    """A PEM block's maker: (the secret body line, the block, its first body line)."""

    def make(r: random.Random) -> tuple[str, str, str]:
        body = _lines(r, n)
        body[0] = (lead + body[0])[:64]
        tail = b64(r, 20) + r.choice(["==", "=", "A="])
        block = L(f"-----BEGIN {label}-----", *body, tail, f"-----END {label}-----")
        return body[2], block, body[0]

    return make


_OPENSSH = _pem(
    "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz"
)
_PKCS8 = _pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 10)
_PKCS8_ENC = _pem("ENCRYPTED PRIVATE KEY", "MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI", 8)
_SEC1 = _pem("EC PRIVATE KEY", "MHcCAQEEI", 3)
_P8 = _pem("PRIVATE KEY", "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 3)
_PGP = _pem("PGP PRIVATE KEY BLOCK", "lQdGBGd", 9)


def _pem_kind(name: str, pem: Callable[..., tuple[str, str, str]], wrap: str) -> Kind:
    """A key block (`{block}`) in a wrapping text; the secret is a body line."""

    def make(r: random.Random) -> tuple[str, str]:
        secret, block, _ = pem(r)
        return secret, wrap.replace("{block}", block).replace("{h8}", hexs(r, 8))

    return Kind(name, "key", make)


def _indent(block: str, pad: str) -> str:
    return "\n".join(pad + line for line in block.splitlines())


def _helm_ec(r: random.Random) -> tuple[str, str]:
    secret, block, _ = _SEC1(r)
    return secret, L("tls:", "  enabled: true", "  key: |", _indent(block, "    "))


def _sa_json(r: random.Random) -> tuple[str, str]:
    secret, block, _ = _PKCS8(r)
    esc = block.replace("\n", "\\n") + "\\n"
    return secret, L(
        "{",
        '  "type": "service_account",',
        f'  "project_id": "acme-ml-{digits(r, 6)}",',
        f'  "private_key_id": "{hexs(r, 40)}",',
        f'  "private_key": "{esc}",',
        f'  "client_email": "agent-runner@acme-ml-{digits(r, 6)}.iam.gserviceaccount.com"',
        "}",
    )


def _kubeconfig(r: random.Random) -> tuple[str, str]:
    _, block, _ = _SEC1(r)
    data = base64.b64encode(block.encode()).decode()
    return data, L(
        "users:",
        "- name: kind-dev",
        "  user:",
        f"    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t{b64(r, 60)}",
        f"    client-key-data: {data}",
    )


def _ppk(r: random.Random) -> tuple[str, str]:
    secret = b64(r, 44)
    return secret, L(
        "PuTTY-User-Key-File-3: ssh-ed25519",
        "Encryption: none",
        f"Comment: deploy@win-build-{digits(r, 2)}",
        "Public-Lines: 2",
        "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(r, 43),
        b64(r, 20),
        "Private-Lines: 1",
        secret,
        f"Private-MAC: {hexs(r, 64)}",
    )


def _jwk_ec(r: random.Random) -> tuple[str, str]:
    d = urlsafe(r, 43)
    x, y = urlsafe(r, 43), urlsafe(r, 43)
    kid = lower_alnum(r, 10)
    form = r.choice(
        [
            '{"kty":"EC","crv":"P-256","kid":"%s","x":"%s","y":"%s","d":"%s"}',
            '{\n  "keys": [\n    {"kty": "EC", "crv": "P-256", "kid": "%s", "use": "sig",'
            '\n     "x": "%s", "y": "%s",\n     "d": "%s"}\n  ]\n}',
        ]
    )
    return d, form % (kid, x, y, d)


def _jwk_okp(r: random.Random) -> tuple[str, str]:
    d = urlsafe(r, 43)
    return d, (
        f'JWT_PRIVATE_JWK=\'{{"kty":"OKP","crv":"Ed25519","x":"{urlsafe(r, 43)}",'
        f'"d":"{d}","kid":"{lower_alnum(r, 8)}"}}\''
    )


def _jwk_rsa(r: random.Random) -> tuple[str, str]:
    p = urlsafe(r, 171)
    return p, L(
        "{",
        '  "kty": "RSA", "alg": "RS256", "use": "sig",',
        f'  "n": "{urlsafe(r, 120)}...",',
        '  "e": "AQAB",',
        f'  "d": "{urlsafe(r, 120)}...",',
        f'  "p": "{p}",',
        f'  "q": "{urlsafe(r, 171)}"',
        "}",
    )


def _der_json(r: random.Random) -> tuple[str, str]:
    der = "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + b64(r, 136)
    return der, (
        f'{{"keyId": "{hexs(r, 16)}", "algorithm": "ES256",\n'
        f' "privateKeyDer": "{der}",\n "publicKeyDer": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE'
        f'{b64(r, 40)}"}}'
    )


def _key_array(r: random.Random) -> tuple[str, str]:
    keys = [V["openai"](r) for _ in range(3)]
    i = r.randrange(3)
    form = r.choice(
        [
            'OPENAI_KEYS=\'["{0}", "{1}", "{2}"]\'',
            '{{\n  "rotation": {{\n    "keys": [\n      "{0}",\n      "{1}",\n      "{2}"\n'
            "    ]\n  }}\n}}",
            "api_keys = [\n    '{0}',\n    '{1}',\n    '{2}',\n]",
        ]
    )
    return keys[i], form.format(*keys)


def _wallet_bytes(r: random.Random) -> tuple[str, str]:
    arr = "[" + ",".join(str(r.randrange(256)) for _ in range(64)) + "]"
    return arr, f"$ cat ~/.config/solana/devnet-deployer.json\n{arr}"


_KEYS: tuple[Kind, ...] = (
    _pem_kind("openssh_key_cat_home", _OPENSSH, "$ cat ~/.ssh/id_ed25519\n{block}"),
    _pem_kind(
        "openssh_key_ci_heredoc",
        _OPENSSH,
        "cat > ~/.ssh/deploy_key <<'EOF'\n{block}\nEOF\nchmod 600 ~/.ssh/deploy_key",
    ),
    Kind("putty_ppk3_unencrypted", "key", _ppk),
    _pem_kind(
        "pgp_secret_export_armor",
        _PGP,
        "$ gpg --export-secret-keys --armor releases@example.org\n{block}",
    ),
    _pem_kind("pkcs8_plain_in_fence", _PKCS8, "```pem\n{block}\n```"),
    _pem_kind(
        "pkcs8_encrypted_with_pass",
        _PKCS8_ENC,
        "# key pass: see below\n{block}\n# openssl pkcs8 -in signer.key -passin env:KEY_PASS",
    ),
    Kind("sec1_ec_key_helm_block", "key", _helm_ec),
    _pem_kind(
        "apple_p8_authkey",
        _P8,
        "AuthKey_{h8}.p8 (APNs, team 9Q2K7ZT4LM):\n{block}",
    ),
    Kind("gcp_sa_json_escaped_key", "key", _sa_json),
    Kind("kubeconfig_ec_client_key_b64", "key", _kubeconfig),
    Kind("jwk_ec_private_d", "key", _jwk_ec),
    Kind("jwk_okp_env_single_quoted", "key", _jwk_okp),
    Kind("jwk_rsa_prime_member", "key", _jwk_rsa),
    Kind("ec_der_base64_in_json", "key", _der_json),
    Kind("openai_keys_json_array", "key", _key_array),
    Kind("solana_keypair_byte_array", "key", _wallet_bytes),
    k(
        "age_key_file_and_sops_env",
        "key",
        L(
            "# created: 2026-01-14T09:12:44Z",
            "# public key: age1{l58}",
            "{v}",
        ),
        "SOPS_AGE_KEY={v} sops -d secrets.enc.yaml",
        value=V["age"],
    ),
    k(
        "wireguard_interface_key",
        "key",
        L("[Interface]", "Address = 10.8.0.2/32", "PrivateKey = {v}", "DNS = 1.1.1.1"),
        "wg set wg0 private-key <(echo {v})",
        value=V["wireguard"],
    ),
    k(
        "nats_creds_nkey_seed",
        "key",
        L(
            "-----BEGIN NATS USER JWT-----",
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.eyJ{k40}",
            "------END NATS USER JWT------",
            "",
            "-----BEGIN USER NKEY SEED-----",
            "{v}",
            "------END USER NKEY SEED------",
        ),
        value=V["nkey"],
    ),
    k(
        "minisign_secret_key_file",
        "key",
        L("untrusted comment: minisign encrypted secret key", "{v}"),
        value=lambda r: "RWRTY0Iy" + b64(r, 150),
    ),
    k(
        "evm_deployer_private_key",
        "key",
        "PRIVATE_KEY={v}\nRPC_URL=https://base-sepolia.g.alchemy.com/v2/demo",
        "npx hardhat run scripts/deploy.ts --network sepolia  # uses {v}",
        "const wallet = new ethers.Wallet('{v}', provider);",
        value=V["eth"],
    ),
)

_VENDOR: tuple[Kind, ...] = (
    k(
        "openai_proj_key_log_line",
        "vendor",
        "2026-02-11 09:14:03,211 DEBUG llm.client using key {v} for org-{k24}",
        "[agent] retrying with {v} (attempt 2/5)",
        value=V["openai"],
    ),
    k(
        "openai_svcacct_key_pasted",
        "vendor",
        "{v}",
        "ok here it is\n{v}",
        value=V["openai_svc"],
    ),
    k(
        "openai_admin_key_argv",
        "vendor",
        "./rotate-keys.sh --admin {v} --project proj_{k24}",
        value=V["openai_admin"],
    ),
    k(
        "anthropic_key_bare_line",
        "vendor",
        "{v}",
        "> {v}\n(this is the one from the console, workspace 'agents')",
        value=V["anthropic"],
    ),
    k(
        "anthropic_admin_key_in_list",
        "vendor",
        "- prod: {v}\n- staging: (ask Dana)",
        value=V["anthropic_admin"],
    ),
    k(
        "anthropic_oauth_token_debug",
        "vendor",
        "[auth] token refreshed: {v} (expires in 28799s)",
        value=V["anthropic_oat"],
    ),
    k(
        "gemini_key_query_log",
        "vendor",
        "GET /v1beta/models/gemini-2.5-pro:generateContent?key={v} 200 1843ms",
        value=V["google"],
    ),
    k(
        "groq_key_bare_argv",
        "vendor",
        "python bench_llm.py groq {v} llama-3.3-70b-versatile",
        value=V["groq"],
    ),
    k("xai_key_pasted_line", "vendor", "{v}\n^ grok key", value=V["xai"]),
    k(
        "perplexity_key_in_yaml_list",
        "vendor",
        "providers:\n  - pplx\n  - {v}",
        value=V["perplexity"],
    ),
    k(
        "hf_token_git_output",
        "vendor",
        "Login successful.\nYour token has been saved to /root/.cache/huggingface/token\n"
        "Token: {v}",
        value=V["huggingface"],
    ),
    k(
        "replicate_token_argv",
        "vendor",
        "node run.mjs {v} black-forest-labs/flux-schnell",
        value=V["replicate"],
    ),
    k(
        "openrouter_key_trace",
        "vendor",
        'Traceback (most recent call last):\n  File "agent.py", line 41, in <module>\n'
        "    run('{v}')\nopenai.AuthenticationError: Error code: 401",
        value=V["openrouter"],
    ),
    k("cerebras_key_bare", "vendor", "{v}", value=V["cerebras"]),
    k("langsmith_key_bare_log", "vendor", "tracer init ok ({v})", value=V["langsmith"]),
    k("pinecone_key_argv", "vendor", "pc index list {v}", value=V["pinecone"]),
    k("elevenlabs_key_bare", "vendor", "voice api: {v}", value=V["elevenlabs"]),
    k("tavily_key_bare", "vendor", "search tool -> {v}", value=V["tavily"]),
    k("github_pat_fine_bare", "vendor", "{v}", "new one: {v}", value=V["github_fine"]),
    k(
        "github_classic_pat_log",
        "vendor",
        "remote: Invalid username or token. Token used: {v}",
        value=V["github"],
    ),
    k(
        "gitlab_pat_bare_line",
        "vendor",
        "{v}\n(expires 2026-06-30, scopes api,read_repository)",
        value=V["gitlab"],
    ),
    k(
        "gitlab_runner_token_output",
        "vendor",
        "Runner registered successfully. Token: {v}\nConfiguration saved in /etc/gitlab-runner",
        value=V["gitlab_runner"],
    ),
    k(
        "npm_token_output_create",
        "vendor",
        "$ npm token create --read-only\n┌────────┬──────────┐\n│ token  │ {v} │\n"
        "│ readonly │ true │",
        value=V["npm"],
    ),
    k("pypi_token_bare", "vendor", "{v}", value=V["pypi"]),
    k("docker_pat_bare", "vendor", "registry creds: octobot / {v}", value=V["docker"]),
    k(
        "slack_bot_token_log",
        "vendor",
        "slack_bolt.App: initialized with token={v} app_id=A{U10}",
        value=V["slack_bot"],
    ),
    k("slack_app_level_token_bare", "vendor", "{v}", value=V["slack_app"]),
    k("discord_bot_token_bare", "vendor", "{v}", "bot: {v}", value=V["discord"]),
    k(
        "telegram_send_message_url",
        "vendor",
        "https://api.telegram.org/bot{v}/sendMessage?chat_id=-100{d10}&text=deploy+done",
        value=V["telegram"],
    ),
    k("sendgrid_key_bare", "vendor", "{v}", value=V["sendgrid"]),
    k("stripe_live_key_bare", "vendor", "{v}", "using {v} for the backfill", value=V["stripe"]),
    k(
        "stripe_restricted_key_log",
        "vendor",
        "charge-sync started key={v}",
        value=V["stripe_restricted"],
    ),
    k("shopify_admin_token_bare", "vendor", "{v}", value=V["shopify"]),
    k("paddle_key_bare", "vendor", "{v}", value=V["paddle"]),
    k(
        "vault_token_output",
        "vendor",
        "Key                  Value\n---                  -----\ntoken                {v}\n"
        "token_accessor       {k24}\ntoken_duration       768h",
        value=V["vault"],
    ),
    k("doppler_service_token_bare", "vendor", "{v}", value=V["doppler"]),
    k("onepassword_sa_token_bare", "vendor", "{v}", value=V["onepassword"]),
    k("grafana_sa_token_bare", "vendor", "{v}", value=V["grafana"]),
    k("newrelic_user_key_bare", "vendor", "NR user key {v}", value=V["newrelic"]),
    k("linear_key_bare", "vendor", "{v}", value=V["linear"]),
    k("notion_token_bare", "vendor", "integration secret {v}", value=V["notion"]),
    k("atlassian_api_token_bare", "vendor", "{v}", value=V["atlassian"]),
    k("figma_pat_bare", "vendor", "{v}", value=V["figma"]),
    k("airtable_pat_bare", "vendor", "{v}", value=V["airtable"]),
    k("tailscale_authkey_bare", "vendor", "{v}", value=V["tailscale"]),
    k("digitalocean_token_bare", "vendor", "{v}", value=V["digitalocean"]),
    k("supabase_secret_key_bare", "vendor", "{v}", value=V["supabase_secret"]),
    k("neon_api_key_bare", "vendor", "{v}", value=V["neon"]),
    k("mapbox_secret_token_bare", "vendor", "{v}", value=V["mapbox"]),
    k("posthog_personal_key_bare", "vendor", "{v}", value=V["posthog"]),
    k("hubspot_private_app_bare", "vendor", "{v}", value=V["hubspot"]),
    k("e2b_key_bare", "vendor", "sandbox key: {v}", value=V["e2b"]),
)

KEY_KINDS: tuple[Kind, ...] = (*_KEYS, *_VENDOR)
