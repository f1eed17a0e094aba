"""The twenty-ninth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is AI and ML
work on the newest platforms, and security work. This file holds the places:
MCP entries of clients no set named (Cline's `cline_mcp_settings.json`,
Kilo Code, Amp's `amp.mcpServers`, Augment's settings, Kiro's
`.kiro/settings/mcp.json`, Warp's MCP JSON, LM Studio's `mcp.json`, Cherry
Studio's export, JetBrains AI Assistant's MCP JSON, a `.claude.json`
project entry with `--header` in `args`, an `mcp-remote` bridge with a
header in `args`), agent framework configs (a CrewAI `agents.yaml` `llm`
block, a LangGraph `langgraph.json` `env`, a DSPy `dspy.LM` call, a
smolagents `HfApiModel` call, a Semantic Kernel `appsettings.json`, a
Haystack pipeline YAML), notebooks and their outputs (a Colab cell that
prints `userdata.get`, an `.ipynb` cell's `outputs` stream, a SageMaker
Studio lifecycle script, Lightning AI's `lightning login`), fine-tuning
configs (an Axolotl YAML with `hf_token`, a torchtune recipe's `wandb`
logger, LLaMA-Factory's `hub_token`, an OpenAI fine-tune job request's
`integrations`), inference servers in Docker and Kubernetes (a Triton
`docker run` with an S3 model repository, a KServe `InferenceService`
storage secret, a Ray Serve `runtime_env`, a TGI container's `HF_TOKEN`,
the private key Ollama keeps in `~/.ollama/id_ed25519`, a Helm values file
of a LiteLLM proxy's `masterkey`), SDK calls in Python, TypeScript, Go and
Rust (an Anthropic client's `auth_token`, Vertex AI with an inline service
account key, an `async-openai` `OpenAIConfig`, a `go-openai` config, the AI
SDK's `createOpenAICompatible`), and security work: pentest notes and report
appendices, CTF write-ups, Burp's saved items XML, ZAP's context export,
a mitmproxy flow dump, `nuclei -H`, `sqlmap --auth-cred` and
`--cookie`, `hydra` with a found password, `hashcat --show` of a cracked hash,
John's `--show`, `impacket` pass-the-hash, `crackmapexec` results,
`evil-winrm -p`, an incident timeline, a Splunk SPL search and a Sentinel
KQL alert that print a token, `vault operator init` output, `aws kms
generate-data-key` output, `pkcs11-tool --pin`, `softhsm2-util --init-token`,
`yubihsm-shell -p`, `step ca init --password-file` with the file's content,
`cfssl` JSON output, `age-keygen`, `sops --decrypt`, `gpg --export-secret-keys`,
`openssl pkcs12 -passout pass:`, `keytool -storepass`.

Where a careful reviewer must decide, the set decides so: a cracked plain
text (`hashcat --show`, `john --show`, `hydra`) is a secret and the hash
beside it is not; an NT hash given to `-hashes` is a credential
(pass-the-hash), while hashes only being cracked are look-alikes; a key a
note calls revoked "I think" is still a secret (the text proves nothing);
a timeline's token that was "NOT yet revoked" is one.

Its other parts: `bench/secret_kinds_heldout29_shapes.py` (the hard shapes and
the chat), `bench/secret_kinds_heldout29_more.py` (the kind maker and AI
vendors) and `_trades.py` (security vendors); its look-alikes are in
`bench/secret_kinds_heldout29_look.py` and `_look2.py`.
"""

from __future__ import annotations

import base64

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout29_look2 import LOOK_ALIKES
from bench.secret_kinds_heldout29_more import VENDOR_KINDS, kind29
from bench.secret_kinds_heldout29_shapes import SHAPE_KINDS
from bench.secret_kinds_heldout29_trades import SECURITY_VENDOR_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout29_samples"]


def _key(r):  # type: ignore[no-untyped-def]
    return alnum(r, 40)


def _sk(r):  # type: ignore[no-untyped-def]
    return "sk-" + urlsafe(r, 48)


_MCP: tuple[Kind, ...] = (
    kind29(
        "mcp_cline_settings",
        "form",
        '{\n  "mcpServers": {\n    "github": {\n      "command": "npx",\n      "args": '
        '["-y", "@modelcontextprotocol/server-github"],\n      "env":'
        ' {"GITHUB_PERSONAL_ACCESS_TOKEN": '
        '"{v}"},\n      "disabled": false,\n      "autoApprove": []\n    }\n  }\n}',
        value=lambda r: "github_pat_11" + alnum(r, 22) + "_" + alnum(r, 59),
    ),
    kind29(
        "mcp_kilo_remote_headers",
        "form",
        '"linear": {\n  "type": "streamable-http",\n  "url": "https://mcp.linear.app/mcp",\n'
        '  "headers": {"Authorization": "Bearer {v}"}\n}',
        value=lambda r: "lin_api_" + alnum(r, 40),
    ),
    kind29(
        "mcp_amp_settings",
        "form",
        '"amp.mcpServers": {\n  "postgres": {\n    "command": "npx",\n    "args": ["-y", '
        '"@modelcontextprotocol/server-postgres", "postgresql://amp:{v}@db.acme.lan:5432/app"]\n '
        " }\n}",
        value=lambda r: alnum(r, 20),
    ),
    kind29(
        "mcp_augment_settings",
        "form",
        '"augment.advanced": {\n  "mcpServers": [\n    {"name": "sentry", "command": "npx", '
        '"args": ["@sentry/mcp-server", "--access-token={v}"]}\n  ]\n}',
        value=lambda r: "sntryu_" + hexs(r, 64),
    ),
    kind29(
        "mcp_kiro_json",
        "form",
        '// .kiro/settings/mcp.json\n{"mcpServers": {"brave": {"command": "npx", "args": '
        '["-y", "@brave/brave-search-mcp-server"], "env": {"BRAVE_API_KEY": "{v}"}}}}',
        value=lambda r: "BSA" + urlsafe(r, 28),
    ),
    kind29(
        "mcp_warp_json",
        "form",
        '{\n  "notion": {\n    "command": "npx",\n    "args": ["-y",'
        ' "@notionhq/notion-mcp-server"],'
        '\n    "env": {"OPENAPI_MCP_HEADERS": "{\\"Authorization\\": \\"Bearer {v}\\", '
        '\\"Notion-Version\\": \\"2022-06-28\\"}"}\n  }\n}',
        value=lambda r: "ntn_" + alnum(r, 46),
    ),
    kind29(
        "mcp_lmstudio_json",
        "form",
        '{\n  "mcpServers": {\n    "hf-mcp-server": {\n      "url": "https://huggingface.co/mcp",\n'
        '      "headers": {"Authorization": "Bearer {v}"}\n    }\n  }\n}',
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind29(
        "mcp_cherry_studio",
        "form",
        '{"mcpServers": {"tavily": {"isActive": true, "name": "tavily", "type": "stdio", '
        '"command": "npx", "args": ["-y", "tavily-mcp"], "env": {"TAVILY_API_KEY": "{v}"}}}}',
        value=lambda r: "tvly-dev-" + alnum(r, 32),
    ),
    kind29(
        "mcp_jetbrains_ai",
        "form",
        '{\n  "mcpServers": {\n    "atlassian": {\n      "command": "uvx",\n      "args": '
        '["mcp-atlassian", "--jira-url=https://acme.atlassian.net", '
        '"--jira-username=dev@acme.example", "--jira-token={v}"]\n    }\n  }\n}',
        value=lambda r: "ATATT3xFfGF0" + urlsafe(r, 180) + "=" + hexs(r, 8).upper(),
    ),
    kind29(
        "mcp_claude_json_header_args",
        "form",
        '"projects": {"/home/dev/acme": {"mcpServers": {"grafana": {"type": "stdio", '
        '"command": "npx", "args": ["mcp-remote", "https://grafana.acme.example/mcp", '
        '"--header", "Authorization: Bearer {v}"]}}}}',
        value=lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8),
    ),
    kind29(
        "mcp_remote_bridge_env_header",
        "form",
        '"args": ["-y", "mcp-remote@latest", "https://mcp.acme.dev/sse", "--header", '
        '"X-Api-Key:${AUTH}"],\n"env": {"AUTH": "{v}"}',
        value=_key,
    ),
)

_AGENTS_NOTEBOOKS: tuple[Kind, ...] = (
    kind29(
        "crewai_agents_yaml",
        "form",
        "researcher:\n  role: Senior researcher\n  llm:\n    model: groq/llama-3.1-8b-instant\n"
        "    api_key: {v}\n    temperature: 0.2",
        value=lambda r: "gsk_" + alnum(r, 52),
    ),
    kind29(
        "langgraph_json_env",
        "form",
        '{\n  "dependencies": ["."],\n  "graphs": {"agent": "./src/agent.py:graph"},\n'
        '  "env": {"ANTHROPIC_API_KEY": "{v}", "LANGSMITH_TRACING": "true"}\n}',
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93) + "AA",
    ),
    kind29(
        "dspy_lm_call",
        "code",
        "lm = dspy.LM('openai/gpt-4o-mini', api_key='{v}', max_tokens=2000)\ndspy.configure(lm=lm)",
        value=lambda r: "sk-proj-" + urlsafe(r, 156),
    ),
    kind29(
        "smolagents_token",
        "code",
        "model = InferenceClientModel(model_id='Qwen/Qwen2.5-Coder-32B-Instruct', token='{v}')",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind29(
        "semantic_kernel_appsettings",
        "form",
        '{\n  "AzureOpenAI": {\n    "Endpoint": "https://acme-eus2.openai.azure.com/",\n'
        '    "ChatDeploymentName": "gpt-4o",\n    "ApiKey": "{v}"\n  }\n}',
        value=lambda r: hexs(r, 32),
    ),
    kind29(
        "haystack_pipeline_yaml",
        "form",
        "components:\n  generator:\n    type: haystack.components.generators.OpenAIGenerator\n"
        "    init_parameters:\n      api_key:\n        type: token\n        token: {v}",
        value=_sk,
    ),
    kind29(
        "colab_userdata_print",
        "cli",
        "from google.colab import userdata\nprint(userdata.get('HF_TOKEN'))\n---\n{v}",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind29(
        "ipynb_output_stream",
        "cli",
        '{\n "cell_type": "code",\n "execution_count": 7,\n "outputs": [{"name": "stdout", '
        '"output_type": "stream", "text": ["config loaded: provider=mistral key={v}\\n"]}],\n'
        ' "source": ["print(f\\"config loaded: provider={p} key={k}\\")"]\n}',
        value=lambda r: alnum(r, 32),
    ),
    kind29(
        "sagemaker_lifecycle",
        "cli",
        "#!/bin/bash\nset -e\nsudo -u ec2-user -i <<'EOF'\necho 'export WANDB_API_KEY={v}' >>"
        " ~/.bashrc\nEOF",
        value=lambda r: hexs(r, 40),
    ),
    kind29(
        "lightning_login",
        "cli",
        "lightning login --user_id {uuid} --api_key {v}",
        value=lambda r: hexs(r, 32),
    ),
)

_FINETUNE_SERVE: tuple[Kind, ...] = (
    kind29(
        "axolotl_yaml",
        "form",
        "base_model: meta-llama/Llama-3.1-8B\nadapter: qlora\nhub_model_id: acme/support-8b\n"
        "hf_token: {v}\nwandb_project: support-ft\nsequence_len: 4096",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind29(
        "torchtune_wandb",
        "form",
        "metric_logger:\n  _component_: torchtune.training.metric_logging.WandBLogger\n"
        "  project: llama3-sft\n  api_key: {v}",
        value=lambda r: hexs(r, 40),
    ),
    kind29(
        "llamafactory_hub_token",
        "cli",
        "llamafactory-cli train --model_name_or_path Qwen/Qwen2.5-7B --push_to_hub "
        "--hub_model_id acme/qwen-sft --hub_token {v}",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind29(
        "openai_finetune_integrations",
        "code",
        '{\n  "model": "gpt-4o-mini-2024-07-18",\n  "training_file": "file-{k20}",\n'
        '  "integrations": [{"type": "wandb", "wandb": {"project": "ft", "entity": "acme"}}],\n'
        '  "metadata": {"owner": "ml", "note": "run with key {v}"}\n}',
        value=lambda r: hexs(r, 40),
    ),
    kind29(
        "triton_s3_repo",
        "cli",
        "docker run --gpus=1 -e AWS_ACCESS_KEY_ID=AKIA{U8}{U8} -e AWS_SECRET_ACCESS_KEY={v} "
        "nvcr.io/nvidia/tritonserver:24.08-py3 tritonserver"
        " --model-repository=s3://acme-models/triton",
        value=lambda r: b64(r, 40),
    ),
    kind29(
        "kserve_storage_secret",
        "form",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: s3creds\n  annotations:\n"
        "    serving.kserve.io/s3-endpoint: minio.kserve:9000\nstringData:\n"
        "  AWS_ACCESS_KEY_ID: minio\n  AWS_SECRET_ACCESS_KEY: {v}",
        value=lambda r: alnum(r, 24),
    ),
    kind29(
        "ray_runtime_env",
        "code",
        "ray.init(runtime_env={'env_vars': {'OPENAI_API_KEY': '{v}', 'RAY_SERVE_QUEUE': '64'}})",
        value=_sk,
    ),
    kind29(
        "tgi_hf_token",
        "cli",
        "docker run --gpus all --shm-size 1g -p 8080:80 -e HF_TOKEN={v} "
        "ghcr.io/huggingface/text-generation-inference:3.0 --model-id meta-llama/Llama-3.2-3B",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind29(
        "ollama_private_key",
        "key",
        "$ cat ~/.ollama/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n{v}\n"
        "-----END OPENSSH PRIVATE KEY-----",
        value=lambda r: b64(r, 70),
    ),
    kind29(
        "litellm_helm_masterkey",
        "form",
        "masterkey: {v}\nenvironmentSecrets: []\nproxy_config:\n  model_list:\n"
        "    - model_name: gpt-4o\n      litellm_params: {model: azure/gpt-4o}",
        value=lambda r: "sk-" + alnum(r, 22),
    ),
    kind29(
        "anthropic_auth_token_py",
        "code",
        "client = anthropic.Anthropic(base_url='https://llm-proxy.acme.lan', auth_token='{v}')",
        value=lambda r: urlsafe(r, 43),
    ),
    kind29(
        "vertex_inline_sa",
        "code",
        'creds = service_account.Credentials.from_service_account_info({"type": "service_account", '
        '"project_id": "acme-genai", "private_key_id": "{h40}", "private_key": '
        '"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{v}\\n-----END PRIVATE'
        ' KEY-----\\n", '
        '"client_email": "vertex@acme-genai.iam.gserviceaccount.com"})',
        value=lambda r: b64(r, 64),
    ),
    kind29(
        "async_openai_rust",
        "code",
        "let config = OpenAIConfig::new()\n   "
        ' .with_api_base("https://api.deepinfra.com/v1/openai")\n'
        '    .with_api_key("{v}");\nlet client = Client::with_config(config);',
        value=lambda r: alnum(r, 32),
    ),
    kind29(
        "go_openai_config",
        "code",
        'cfg := openai.DefaultConfig("{v}")\ncfg.BaseURL = "https://api.together.xyz/v1"\n'
        "client := openai.NewClientWithConfig(cfg)",
        value=lambda r: hexs(r, 64),
    ),
    kind29(
        "ai_sdk_compatible",
        "code",
        "const lmstudio = createOpenAICompatible({\n  name: 'fireworks',\n"
        "  baseURL: 'https://api.fireworks.ai/inference/v1',\n  apiKey: '{v}',\n});",
        value=lambda r: "fw_" + alnum(r, 24),
    ),
)

_PENTEST: tuple[Kind, ...] = (
    kind29(
        "pentest_notes_creds",
        "prose",
        "## Findings 3.2 - default creds\nSMB share \\\\FS01\\backup readable with "
        "svc_backup / {v} (password reused on the MSSQL sa account).",
    ),
    kind29(
        "report_appendix_table",
        "prose",
        "| Host | Service | Account | Credential | Status |\n|---|---|---|---|---|\n"
        "| 10.20.4.{d2} | RDP | ACME\\\\helpdesk | {v} | valid, not rotated |",
    ),
    kind29(
        "ctf_writeup_ssh",
        "prose",
        "After dumping the config we get the db password `{v}`, which is reused for SSH:\n"
        "```\nssh jkerr@10.10.11.{d2}\n```",
    ),
    kind29(
        "burp_saved_item",
        "cli",
        "<item>\n  <time>Mon Nov 30 05:12:44 UTC 2026</time>\n "
        " <url><![CDATA[https://portal.acme.example/api/me]]></url>\n"
        '  <request base64="false"><![CDATA[GET /api/me HTTP/2\nHost: portal.acme.example\n'
        "Cookie: session={v}\n]]></request>\n</item>",
        value=lambda r: urlsafe(r, 48),
    ),
    kind29(
        "zap_context_auth",
        "form",
        "<authentication>\n  <type>2</type>\n  <form>\n   "
        " <loginurl>https://app.acme.example/login</loginurl>\n"
        "    <loginbody>username={username}&amp;password={password}</loginbody>\n "
        " </form>\n</authentication>\n"
        "<users><user>2;true;dGVzdGVy;2;{v}~</user></users>",
        value=lambda r: base64.b64encode(f"tester:{pw(r)}".encode()).decode(),
    ),
    kind29(
        "mitmproxy_dump_line",
        "cli",
        "127.0.0.1:52044: POST https://api.mistral.ai/v1/chat/completions\n"
        "    authorization: Bearer {v}\n    content-type: application/json\n << 200 OK 1.2k",
        value=lambda r: alnum(r, 32),
    ),
    kind29(
        "nuclei_header",
        "cli",
        "nuclei -u https://staging.acme.example -H 'Authorization: Bearer {v}' -severity"
        " high,critical",
        value=lambda r: "eyJhbGciOiJIUzI1NiJ9." + urlsafe(r, 60) + "." + urlsafe(r, 43),
    ),
    kind29(
        "sqlmap_auth_cookie",
        "cli",
        "sqlmap -u 'https://shop.acme.example/item?id=4' --auth-type=Basic"
        " --auth-cred='tester:{v}' --batch",
        "sqlmap -r req.txt --cookie='PHPSESSID={l10}; remember_token={v}' --level 3",
        value=lambda r: alnum(r, 18),
    ),
    kind29(
        "hydra_found",
        "cli",
        "[DATA] attacking ssh://10.129.2.{d2}:22/\n[22][ssh] host: 10.129.2.{d2}   login: admin  "
        " password: {v}\n"
        "1 of 1 target successfully completed, 1 valid password found",
    ),
    kind29(
        "hashcat_show",
        "cli",
        "$ hashcat -m 1800 shadow.txt --show\n$6$rounds=5000${k12}${k20}{k20}{k20}{k12}:{v}",
    ),
    kind29(
        "john_show",
        "cli",
        "$ john --show hashes.txt\nsvc_sql:{v}:1104:513::/home/svc_sql:/bin/bash\n\n1 password"
        " hash cracked, 2 left",
    ),
    kind29(
        "impacket_pth",
        "cli",
        "impacket-psexec -hashes aad3b435b51404eeaad3b435b51404ee:{v} ACME/administrator@10.0.4.12",
        value=lambda r: hexs(r, 32),
    ),
    kind29(
        "crackmapexec_pwned",
        "cli",
        "SMB  10.0.4.20  445  DC01  [+] acme.local\\svc_deploy:{v} (Pwn3d!)",
    ),
    kind29(
        "evil_winrm",
        "cli",
        "evil-winrm -i 10.10.11.{d2} -u Administrator -p '{v}'",
    ),
    kind29(
        "ir_timeline",
        "prose",
        "05:02 UTC  attacker uses the leaked deploy token {v} to pull the registry\n"
        "05:09 UTC  SOC disables the token owner, token itself NOT yet revoked\n05:15 UTC  ticket"
        " IR-{d4} opened",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    kind29(
        "splunk_spl_result",
        "cli",
        'index=proxy uri_query="*api_key=*" | table _time src uri_query\n'
        "2026-11-30 04:58:13  10.2.3.{d2}  model=claude&api_key={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind29(
        "sentinel_kql_alert",
        "cli",
        "SigninLogs | where ResultType == 0\n---\nAlert: ClientSecretInUrl\n"
        "Entities: app=ci-runner,"
        " url=https://login.microsoftonline.com/{uuid}/oauth2/token?client_secret={v}",
        value=lambda r: alnum(r, 3) + "7Q~" + urlsafe(r, 34),
    ),
    kind29(
        "revoked_but_not_proven",
        "prose",
        "the staging key {v} was revoked this morning (I think) - keeping it in the notes for the"
        " timeline",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
)

_KEYTOOLS: tuple[Kind, ...] = (
    kind29(
        "vault_operator_init",
        "cli",
        "Unseal Key 1: {v}\nUnseal Key 2: {k20}{k20}{k12}\n\nInitial Root Token: hvs.{k20}{k12}\n\n"
        "Vault initialized with 5 key shares and a key threshold of 3.",
        value=lambda r: b64(r, 44),
    ),
    kind29(
        "kms_data_key",
        "cli",
        '{\n    "CiphertextBlob": "AQIDAHh{k20}{k20}",\n    "Plaintext": "{v}",\n'
        '    "KeyId": "arn:aws:kms:eu-west-1:{d10}12:key/{uuid}"\n}',
        value=lambda r: b64(r, 43) + "=",
    ),
    kind29(
        "pkcs11_tool_pin",
        "cli",
        "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin {v} --list-objects",
        value=lambda r: alnum(r, 12),
    ),
    kind29(
        "softhsm_init",
        "cli",
        "softhsm2-util --init-token --slot 0 --label signer --so-pin {k12} --pin {v}",
        value=lambda r: alnum(r, 12),
    ),
    kind29(
        "yubihsm_shell",
        "cli",
        "yubihsm-shell -a get-pseudo-random --authkey 1 -p {v} --count 32",
    ),
    kind29(
        "step_ca_password",
        "cli",
        "echo '{v}' > /run/secrets/ca-pass\nstep ca init --name 'Acme Internal' --provisioner"
        " admin "
        "--password-file /run/secrets/ca-pass",
    ),
    kind29(
        "cfssl_json_key",
        "cli",
        '{"cert":"-----BEGIN CERTIFICATE-----\\nMIIC...","key":"-----BEGIN EC PRIVATE KEY-----\\n'
        'MHcCAQEEI{v}\\n-----END EC PRIVATE KEY-----\\n","csr":"-----BEGIN CERTIFICATE'
        ' REQUEST-----"}',
        value=lambda r: b64(r, 64),
    ),
    kind29(
        "age_keygen_out",
        "cli",
        "$ age-keygen -o key.txt\nPublic key: age1{l10}{l10}{l10}{l10}{l10}{l10}\n$ cat key.txt\n"
        "# created: 2026-11-30T05:40:12Z\n# public key: age1{l10}{l10}{l10}{l10}{l10}\n{v}",
        value=lambda r: (
            "AGE-SECRET-KEY-1"
            + "".join(r.choice("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L") for _ in range(58))
        ),
    ),
    kind29(
        "sops_decrypt_out",
        "cli",
        "$ sops --decrypt secrets/prod.enc.yaml\nopenai:\n    api_key: {v}\nslack:\n    channel:"
        " '#ml-alerts'",
        value=lambda r: "sk-proj-" + urlsafe(r, 64),
    ),
    kind29(
        "gpg_export_secret",
        "key",
        "$ gpg --export-secret-keys --armor ops@acme.example\n-----BEGIN PGP PRIVATE KEY"
        " BLOCK-----\n\n"
        "lQVYBGdK{v}\n=Xq3P\n-----END PGP PRIVATE KEY BLOCK-----",
        value=lambda r: b64(r, 64),
    ),
    kind29(
        "openssl_pkcs12_passout",
        "cli",
        "openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -passout pass:{v}",
    ),
    kind29(
        "keytool_storepass",
        "cli",
        "keytool -importkeystore -srckeystore tls.p12 -srcstoretype PKCS12 -destkeystore app.jks "
        "-deststorepass {v} -srcstorepass {v}",
    ),
)

KINDS: tuple[Kind, ...] = (
    *_MCP,
    *_AGENTS_NOTEBOOKS,
    *_FINETUNE_SERVE,
    *_PENTEST,
    *_KEYTOOLS,
    *SHAPE_KINDS,
    *VENDOR_KINDS,
    *SECURITY_VENDOR_KINDS,
)


def heldout29_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-ninth held-out half; the same every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout29", SESSION_PLACES8)
