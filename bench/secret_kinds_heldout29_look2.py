"""The fixed look-alikes of held-out 29 (`bench/secret_kinds_heldout29_look.py` draws the rest).

What the set's places hold with no secret in them: MCP entries of the set's
clients with the key read from the environment or an input (`${env:…}`,
`${input:…}`, `"env": {}`), agent and fine-tuning configs with
`os.environ[...]`, `!ENV`, `${{ secrets.… }}` and `userdata.get(...)`;
keys and ids vendors publish (an `ssh-ed25519` public key, an `age1`
recipient, a JWKS public key, a Langfuse `pk-lf-` public key, a PostHog
project key, a Hugging Face model id, a model's name and context length);
placeholders in the set's docs (`<your-key>`, `sk-...`, `hf_xxx`,
`changeme` in a template, `YOUR_WANDB_KEY`), masked and truncated values
as the set's tools print them (`sk-proj-****abcd`, `hvs.******`, Burp's
`[redacted]`, `nvapi-…XYZ`), ENV VAR NAMES with no value, secret-store
references (`vault kv get -field`, `sops` `ENC[...]` values, `op://`
paths, a KMS ciphertext blob's name), security notes that name a secret
and give none, a CTF flag format with no flag, codes that are not
credentials (a TOTP's digits policy, a 2FA recovery rule, HTTP and exit
codes, a CVSS vector, a port, a GPU's memory), and chat in the set's
languages that names a secret without giving it.
"""

from __future__ import annotations

from bench.secret_kinds import LookAlike, look_alikes
from bench.secret_kinds_heldout29_look import rounds

__all__ = ["LOOK_ALIKES"]

_FIXED: list[tuple[str, str]] = [
    # MCP entries with the key from the environment or an input
    ("mcp_env_ref", '"env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${env:GITHUB_TOKEN}"}'),
    ("mcp_input_ref", '"headers": {"Authorization": "Bearer ${input:linear-token}"}'),
    (
        "mcp_empty_env",
        '"brave": {"command": "npx", "args": ["-y", "@brave/brave-search-mcp-server"], "env": {}}',
    ),
    (
        "mcp_inputs_block",
        '"inputs": [{"type": "promptString", "id": "hf-token", "description": "HF token",'
        ' "password": true}]',
    ),
    ("mcp_remote_no_header", '"args": ["-y", "mcp-remote@latest", "https://mcp.acme.dev/sse"]'),
    ("mcp_kiro_disabled", '"autoApprove": ["search"], "disabled": true, "timeout": 60000'),
    (
        "mcp_oauth_flow",
        "Opening browser for OAuth... callback on http://localhost:33418/oauth/callback",
    ),
    # configs reading the key from somewhere
    ("crewai_env_ref", "llm:\n  model: groq/llama-3.1-8b-instant\n  api_key: ${GROQ_API_KEY}"),
    (
        "axolotl_no_token",
        "hub_model_id: acme/support-8b\nhf_use_auth_token: true\nwandb_project: support-ft",
    ),
    (
        "colab_userdata_get",
        "from google.colab import userdata\nos.environ['HF_TOKEN'] = userdata.get('HF_TOKEN')",
    ),
    (
        "gha_secret_ref",
        "env:\n  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n  WANDB_MODE: offline",
    ),
    (
        "k8s_secret_ref",
        "- name: HF_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: hf-token\n      key: token",
    ),
    ("dspy_env", "lm = dspy.LM('openai/gpt-4o-mini', api_key=os.environ['OPENAI_API_KEY'])"),
    ("go_getenv", 'cfg := openai.DefaultConfig(os.Getenv("TOGETHER_API_KEY"))'),
    ("rust_env_var", 'let key = std::env::var("MISTRAL_API_KEY").expect("set MISTRAL_API_KEY");'),
    ("ts_process_env", "apiKey: process.env.FIREWORKS_API_KEY ?? '',"),
    ("litellm_os_environ", "master_key: os.environ/LITELLM_MASTER_KEY"),
    ("vault_field_cmd", "export OPENAI_API_KEY=$(vault kv get -field=api_key secret/ml/openai)"),
    ("op_reference", "ANTHROPIC_API_KEY=op://ML/anthropic-prod/credential"),
    ("sops_enc_value", "api_key: ENC[AES256_GCM,data:,iv:,tag:,type:str]"),
    ("aws_sm_ref", "arn:aws:secretsmanager:us-east-1:111122223333:secret:prod/pinecone-AbCdEf"),
    ("kms_blob_name", "ciphertext stored at s3://acme-keys/datakeys/ml-artifacts.key.enc"),
    # keys and ids vendors publish
    (
        "ssh_pubkey",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB7q0FQ2pXxD0uW9JQ3nRkT0aYHqL8vGmZsN4cE1fWdK ops@acme",
    ),
    (
        "age_recipient_fixed",
        "# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
    ),
    (
        "jwks_public",
        '{"keys": [{"kty": "RSA", "kid": "2026-11-a", "use": "sig", "alg": "RS256", "n":'
        ' "0vx7agoebGcQSuuPiLJXZpt", "e": "AQAB"}]}',
    ),
    (
        "langfuse_public_key",
        "LANGFUSE_PUBLIC_KEY=pk-lf-1234abcd-0000-4000-8000-000000000000 (public, safe in the"
        " browser)",
    ),
    ("hf_model_id", "model_id = 'mistralai/Mistral-Small-3.1-24B-Instruct-2503'"),
    (
        "model_names",
        "claude-sonnet-4-5-20250929, gpt-4.1-mini-2025-04-14, gemini-2.5-pro,"
        " llama-3.3-70b-versatile",
    ),
    ("context_length", "max_model_len=131072, gpu_memory_utilization=0.92, tensor_parallel_size=8"),
    ("cuda_versions", "NVIDIA-SMI 565.57.01  Driver Version: 565.57.01  CUDA Version: 12.7"),
    ("docker_image_tags", "vllm/vllm-openai:v0.9.2  ghcr.io/open-webui/open-webui:v0.6.18"),
    ("pip_versions", "torch==2.7.1+cu126 transformers==4.53.2 peft==0.16.0 trl==0.19.1"),
    (
        "feature_flags",
        "enable_prefix_caching=true speculative_model=[ngram] num_speculative_tokens=5",
    ),
    # placeholders and examples in docs
    ("placeholder_angle", 'client = OpenAI(api_key="<your-key>")'),
    ("placeholder_sk_dots", "OPENAI_API_KEY=sk-...  # paste yours here"),
    ("placeholder_hf_xxx", "huggingface-cli login --token hf_xxx"),
    (
        "placeholder_changeme",
        "FLOWISE_USERNAME=admin\nFLOWISE_PASSWORD=changeme  # template, set in prod",
    ),
    ("placeholder_your_wandb", "wandb.login(key='YOUR_WANDB_KEY')"),
    (
        "placeholder_braces",
        "curl -H 'x-apikey: {YOUR_VT_API_KEY}'"
        " https://www.virustotal.com/api/v3/ip_addresses/8.8.8.8",
    ),
    (
        "placeholder_env_example",
        "# .env.example\nSHODAN_API_KEY=\nCENSYS_API_ID=\nCENSYS_API_SECRET=",
    ),
    ("placeholder_star", "MISP_KEY=****************************************"),
    # masked and truncated
    ("masked_openai", "Using key sk-proj-****************************Xw9a"),
    ("masked_vault", "token  hvs.**********  (hidden by -format=table)"),
    ("masked_burp", "Cookie: session=[redacted]"),
    ("masked_nvapi", "NGC key set: nvapi-...7Q2f (ends with)"),
    ("masked_truncated", "key prefix: gsk_3f (first 6 shown in the console)"),
    ("masked_hydra", "[22][ssh] host: 10.129.2.14   login: admin   password: <redacted in report>"),
    # env var names with no value
    (
        "env_names_ai",
        "Needed: ANTHROPIC_API_KEY, OPENAI_API_KEY, WANDB_API_KEY, HF_TOKEN, PINECONE_API_KEY",
    ),
    ("env_names_sec", "set SHODAN_API_KEY and VT_API_KEY before running enrich.py"),
    ("env_unset", "unset OPENAI_API_KEY ANTHROPIC_API_KEY && env | grep -c KEY"),
    # security notes that give no secret
    (
        "pentest_no_cred",
        "Finding 3.4: the admin password meets the policy; no default credentials found.",
    ),
    ("ctf_flag_format", "Flag format: HTB{...}; submit on the platform, do not post flags here."),
    ("hash_mode_note", "hashcat -m 1000 is NTLM, -m 5600 is NetNTLMv2, -m 1800 is sha512crypt"),
    ("hydra_no_result", "0 of 1 target completed, 0 valid password found"),
    (
        "john_status",
        "Loaded 3 password hashes with 3 different salts (sha512crypt)\nRemaining 3 password"
        " hashes",
    ),
    (
        "vault_status",
        "Sealed: true\nTotal Shares: 5\nThreshold: 3\nUnseal Progress: 1/3\nVersion: 1.18.2",
    ),
    (
        "pkcs11_slots",
        "Slot 0 (0x5a08f2c3): SoftHSM slot ID 0x5a08f2c3\n  token label: signer\n  token state:"
        " uninitialized",
    ),
    ("openssl_genpkey", "openssl genpkey -algorithm ed25519 -out key.pem && chmod 600 key.pem"),
    (
        "gpg_list_keys",
        "sec   ed25519/0x3AA5C34371567BD2 2026-01-04 [SC]\nuid   [ultimate] Ops <ops@acme.example>",
    ),
    ("cvss_vector", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H (9.8)"),
    (
        "sigma_detection",
        "detection:\n  selection:\n    CommandLine|contains: 'sekurlsa::logonpasswords'\n "
        " condition: selection",
    ),
    (
        "kql_query",
        "SigninLogs | where ResultType == 50126 | summarize count() by UserPrincipalName",
    ),
    ("spl_query", "index=auth action=failure | stats count by user, src | where count > 20"),
    (
        "revoked_said_none",
        "The exposed token was revoked at 05:09 and replaced; see IR-1182 for details.",
    ),
    ("tls_cipher", "TLS_AES_256_GCM_SHA384, 256 bits, X25519MLKEM768"),
    # codes that are not credentials
    ("totp_policy", "TOTP: 6 digits, 30 s period; recovery codes are shown once at enrolment"),
    ("http_exit_codes", "HTTP 401 then 429; exit code 137 (OOM) after 3 retries"),
    ("ports", "Ollama 11434, vLLM 8000, TGI 8080, Triton 8001/8002, Qdrant 6333"),
    ("gpu_memory", "80 GiB HBM3, 3.35 TB/s, 700 W TDP"),
    ("postal_measures", "ship to 94107, 2 racks, 42U, 17.3 kW each"),
    ("meeting_code", "bridge 842 119 306, no passcode needed for internal"),
    # chat that names a secret without giving it
    ("chat_rotated_key", "I rotated the OpenRouter key this morning, the new one is in 1Password"),
    ("chat_ask_key", "can you send me the W&B key over Signal, not here?"),
    ("chat_key_wrong", "the Pinecone key you gave me gives 401, is it the old project?"),
    ("chat_no_paste", "don't paste the HSM PIN in chat, read it from the envelope in the safe"),
    ("chat_frisian_ref", "it wachtwurd stiet yn de kluis"),
    ("chat_breton_ref", "ar ger-tremen a zo er vault"),
    ("chat_asturian_ref", "la contraseña ta nel vault"),
    ("chat_romansh_ref", "il pled-clav è en il vault"),
    ("chat_occitan_ref", "lo senhal es dins lo vault"),
    ("chat_wolof_ref", "baatu jàll bi mu ngi ci vault bi"),
    ("chat_quechua_ref", "pakasqa siminqa vault nisqapim kachkan"),
    ("chat_samoan_ref", "o le password o loʻo i le vault"),
    ("chat_chuvash_ref", "пароль vault-ра упранать"),
    ("chat_tigrinya_ref", "መሕለፊ ቃል ኣብ vault ኣሎ"),
    ("chat_ctf_hint", "hint: the password is the name of the box's author, lower case"),
    ("chat_revoke_done", "revoked the leaked sk-ant key, nothing to redact in the notes now"),
]

LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout29", rounds, _FIXED
)
