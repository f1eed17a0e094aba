"""Held-out 35's editors and AI tooling around agents, chat and split values (`..._heldout35.py`).

MCP servers' configs (a Claude Desktop `mcpServers` entry's `env`, a
Cursor `mcp.json` with `headers`, a Codex `config.toml` `[mcp_servers.…]`
with an inline `env` table, `claude mcp add -e`, a VS Code `mcp.json`
`inputs` answered inline, an MCP server's `--api-key` argument), assistants'
and editors' settings (Claude Code's `settings.json` `env` and an
`apiKeyHelper` that echoes, Continue's `config.yaml`, Aider's
`.aider.conf.yml` and `--anthropic-api-key`, Zed's `settings.json`, Cline's
exported settings, Goose's `config.yaml`, `llm keys` JSON, Gemini CLI's
`.env`, LiteLLM's `master_key` and a virtual key, Open WebUI's environment, a
Copilot `hosts.json`), notebooks (an output cell printing a key, `%env`, a
kernel connection file's HMAC `key`, a Jupyter server's `?token=`, a
JupyterHub API token, Weights & Biases in a `.netrc`), remote development
tunnels (ngrok's authtoken, a `cloudflared` tunnel token, a Tailscale auth
key, a dev tunnel's access token, code-server's password, Coder's session
token, frp's `auth.token`, `bore --secret`); then people's chat in twenty
languages stating a secret of this set's places in a sentence, and values
split over lines, strings and messages.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, b64_of, digits, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_web3 import mnemonic

__all__ = ["TOOL_KINDS"]


def _ghp(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def _ant(r: random.Random) -> str:
    return "sk-ant-api03-" + urlsafe(r, 93) + "AA"


def _oai(r: random.Random) -> str:
    return "sk-proj-" + urlsafe(r, 120)


def _or(r: random.Random) -> str:
    return "sk-or-v1-" + hexs(r, 64)


def _gemini(r: random.Random) -> str:
    return "AIza" + urlsafe(r, 35)


def _ngrok(r: random.Random) -> str:
    return f"2{alnum(r, 26)}_{alnum(r, 21)}"


def _cf_tunnel(r: random.Random) -> str:
    return "eyJhIjoi" + b64(r, 180).replace("/", "Z") + "In0="


_MCP: tuple[Kind, ...] = (
    k(
        "claude_desktop_mcp_env",
        "config",
        '{\n  "mcpServers": {\n    "github": {\n      "command": "npx",\n      "args": ["-y", '
        '"@modelcontextprotocol/server-github"],\n      "env": {\n        '
        '"GITHUB_PERSONAL_ACCESS_TOKEN": "{v}"\n      }\n    }\n  }\n}',
        value=_ghp,
    ),
    k(
        "cursor_mcp_headers",
        "config",
        '{\n  "mcpServers": {\n    "linear": {\n      "url": "https://mcp.acme.dev/sse",\n'
        '      "headers": { "Authorization": "Bearer {v}" }\n    }\n  }\n}',
        value=lambda r: "lin_api_" + alnum(r, 40),
    ),
    k(
        "codex_mcp_env_table",
        "config",
        '[mcp_servers.postgres]\ncommand = "npx"\nargs = ["-y", "@acme/mcp-postgres"]\n'
        'env = { "DATABASE_URL" = "postgresql://mcp:{v}@db.acme.internal:5432/app" }',
    ),
    k(
        "claude_mcp_add_env",
        "cli",
        "claude mcp add sentry -e SENTRY_AUTH_TOKEN={v} -- npx -y @sentry/mcp-server",
        value=lambda r: "sntrys_" + b64(r, 120).replace("+", "A").replace("/", "B"),
    ),
    k(
        "vscode_mcp_inline_input",
        "config",
        '{\n  "servers": {\n    "brave": {\n      "type": "stdio",\n      "command": "npx",\n'
        '      "args": ["-y", "@modelcontextprotocol/server-brave-search"],\n'
        '      "env": { "BRAVE_API_KEY": "{v}" }\n    }\n  }\n}',
        value=lambda r: "BSA" + urlsafe(r, 28),
    ),
    k(
        "mcp_server_api_key_arg",
        "config",
        '"firecrawl": {\n  "command": "npx",\n  "args": ["-y", "firecrawl-mcp", "--api-key", '
        '"{v}"]\n}',
        value=lambda r: "fc-" + hexs(r, 32),
    ),
    k(
        "claude_code_settings_env",
        "config",
        '{\n  "env": {\n    "ANTHROPIC_API_KEY": "{v}",\n    "DISABLE_TELEMETRY": "1"\n  },\n'
        '  "permissions": { "allow": ["Bash(npm test:*)"] }\n}',
        value=_ant,
    ),
    k(
        "claude_code_api_key_helper",
        "config",
        '{\n  "apiKeyHelper": "echo {v}"\n}',
        value=_ant,
    ),
    k(
        "continue_config_yaml",
        "config",
        "models:\n  - name: Claude\n    provider: anthropic\n    model: claude-sonnet-4-5\n"
        "    apiKey: {v}\n    roles: [chat, edit]",
        value=_ant,
    ),
    k(
        "aider_conf_yml",
        "config",
        "model: openrouter/anthropic/claude-sonnet-4.5\nopenrouter-api-key: {v}\n"
        "auto-commits: false",
        value=_or,
    ),
    k(
        "aider_cli_key",
        "cli",
        "aider --model sonnet --anthropic-api-key {v} src/app.py",
        value=_ant,
    ),
    k(
        "zed_settings_api_key",
        "config",
        '"language_models": {\n  "openai_compatible": {\n    "Together": {\n'
        '      "api_url": "https://api.together.xyz/v1",\n      "api_key": "{v}"\n    }\n  }\n}',
        value=lambda r: "tgp_v1_" + urlsafe(r, 43),
    ),
    k(
        "cline_settings_export",
        "config",
        '{\n  "apiProvider": "openai",\n  "openAiBaseUrl": "https://llm.acme.internal/v1",\n'
        '  "openAiApiKey": "{v}",\n  "openAiModelId": "qwen3-coder"\n}',
        value=lambda r: "sk-" + alnum(r, 48),
    ),
    k(
        "goose_config_yaml",
        "config",
        "GOOSE_PROVIDER: groq\nGOOSE_MODEL: llama-3.3-70b\nGROQ_API_KEY: {v}",
        value=lambda r: "gsk_" + alnum(r, 52),
    ),
    k(
        "llm_keys_json",
        "output",
        '$ cat "$(llm keys path)"\n{\n  "// Note": "This file stores secret API credentials. '
        'Do not share!",\n  "mistral": "{v}"\n}',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "gemini_cli_env",
        "config",
        "# ~/.gemini/.env\nGEMINI_API_KEY={v}\nGOOGLE_CLOUD_PROJECT=acme-ai",
        value=_gemini,
    ),
    k(
        "litellm_master_key",
        "config",
        "general_settings:\n  master_key: {v}\n  database_url: postgresql://litellm@db/litellm",
        value=lambda r: "sk-" + urlsafe(r, 32),
    ),
    k(
        "litellm_virtual_key_output",
        "output",
        '$ curl -s -X POST http://localhost:4000/key/generate -H "Authorization: Bearer $LITELLM_'
        'MASTER_KEY" -d \'{"models": ["gpt-4o"]}\'\n{"key":"{v}","expires":null,"key_name":'
        '"sk-...{k4}","token_id":"{h64}"}',
        value=lambda r: "sk-" + urlsafe(r, 22),
    ),
    k(
        "open_webui_env",
        "config",
        "OPENAI_API_BASE_URLS=https://api.openai.com/v1;http://vllm:8000/v1\n"
        "OPENAI_API_KEYS={v};EMPTY",
        value=_oai,
    ),
    k(
        "copilot_hosts_json",
        "output",
        '$ cat ~/.config/github-copilot/hosts.json\n{"github.com":{"user":"acme-dev",'
        '"oauth_token":"{v}"}}',
        value=lambda r: "gho_" + alnum(r, 36),
    ),
)

_NOTEBOOK_TUNNEL: tuple[Kind, ...] = (
    k(
        "notebook_output_printed_key",
        "output",
        '{\n "cell_type": "code",\n "execution_count": 3,\n "outputs": [\n  {\n   "name": '
        '"stdout",\n   "output_type": "stream",\n   "text": ["{v}\\n"]\n  }\n ],\n "source": '
        "[\"print(os.environ['HF_TOKEN'])\"]\n}",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    k(
        "notebook_percent_env",
        "code",
        "%env OPENAI_API_KEY={v}\nfrom openai import OpenAI\nclient = OpenAI()",
        value=_oai,
    ),
    k(
        "kernel_connection_file",
        "output",
        '$ cat ~/.local/share/jupyter/runtime/kernel-{uuid}.json\n{\n  "shell_port": 53794,\n'
        '  "iopub_port": 53795,\n  "ip": "127.0.0.1",\n  "key": "{v}",\n'
        '  "transport": "tcp",\n  "signature_scheme": "hmac-sha256",\n  "kernel_name": '
        '"python3"\n}',
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 24)}",
    ),
    k(
        "jupyter_server_token_url",
        "output",
        "    To access the server, open this file in a browser:\n        file:///home/dev/.local/"
        "share/jupyter/runtime/jpserver-4121-open.html\n    Or copy and paste one of these URLs:\n"
        "        http://127.0.0.1:8888/lab?token={v}",
        value=lambda r: hexs(r, 48),
    ),
    k(
        "jupyterhub_api_token",
        "config",
        'c.JupyterHub.services = [\n    {"name": "idle-culler", "api_token": "{v}"}\n]',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "wandb_netrc",
        "output",
        "$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {v}",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "ngrok_add_authtoken",
        "cli",
        "ngrok config add-authtoken {v}",
        "docker run -e NGROK_AUTHTOKEN={v} ngrok/ngrok http host.docker.internal:3000",
        value=_ngrok,
    ),
    k(
        "cloudflared_tunnel_token",
        "cli",
        "cloudflared tunnel --no-autoupdate run --token {v}",
        value=_cf_tunnel,
    ),
    k(
        "tailscale_auth_key",
        "cli",
        "tailscale up --authkey={v} --advertise-tags=tag:devbox --ssh",
        "TS_AUTHKEY={v}",
        value=lambda r: f"tskey-auth-k{alnum(r, 11)}CNTRL-{alnum(r, 33)}",
    ),
    k(
        "devtunnel_access_token",
        "cli",
        "curl -H 'X-Tunnel-Authorization: tunnel {v}' https://{l8}-8080.euw.devtunnels.ms/health",
        value=lambda r: (
            f"eyJhbGciOiJFUzI1NiIsImtpZCI6I{urlsafe(r, 40)}.{urlsafe(r, 160)}.{urlsafe(r, 86)}"
        ),
    ),
    k(
        "code_server_password",
        "output",
        "$ cat ~/.config/code-server/config.yaml\nbind-addr: 127.0.0.1:8080\nauth: password\n"
        "password: {v}\ncert: false",
        value=lambda r: lower_alnum(r, 24),
    ),
    k(
        "coder_session_token",
        "config",
        "CODER_URL=https://coder.acme.dev\nCODER_SESSION_TOKEN={v}",
        value=lambda r: f"{alnum(r, 10)}-{alnum(r, 22)}",
    ),
    k(
        "frp_auth_token",
        "config",
        'serverAddr = "tunnel.acme.dev"\nserverPort = 7000\nauth.method = "token"\n'
        'auth.token = "{v}"',
    ),
    k(
        "bore_secret",
        "cli",
        "bore local 5173 --to bore.acme.dev --secret {v}",
        value=lambda r: alnum(r, 24),
    ),
)

_CHAT: tuple[Kind, ...] = (
    k(
        "chat_en_vault_unseal",
        "prose",
        "vault sealed itself again after the reboot — my unseal share is {v}, can you do yours?",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "chat_es_redis_password",
        "prose",
        "La contraseña del Redis de producción es {v}, no la pongas en el README",
    ),
    k(
        "chat_pt_wallet_phrase",
        "prose",
        "as 12 palavras da carteira de testes são: {v}",
        value=mnemonic,
    ),
    k("chat_fr_rcon", "prose", "Le mot de passe RCON du serveur Minecraft, c'est {v}"),
    k(
        "chat_de_stream_key",
        "prose",
        "Der Stream-Key für den Twitch-Kanal ist {v} – bitte nicht im Stream zeigen!",
        value=lambda r: f"live_{digits(r, 9)}_{alnum(r, 30)}",
    ),
    k("chat_it_kafka_password", "prose", "la password SASL dell'utente kafka è {v}"),
    k(
        "chat_nl_argocd_admin",
        "prose",
        "Het admin-wachtwoord van Argo CD is {v}, verander het na de eerste login",
    ),
    k(
        "chat_pl_private_key",
        "prose",
        "Klucz prywatny portfela deployera: {v} (tylko testnet!)",
        value=lambda r: "0x" + hexs(r, 64),
    ),
    k("chat_cs_mongo_password", "prose", "Heslo k MongoDB pro zálohy je {v}"),
    k(
        "chat_tr_binance_secret",
        "prose",
        "Binance API secret'ı şu: {v} — sadece okuma yetkisi var",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "chat_ru_doppler_token",
        "prose",
        "Токен Doppler для прода: {v}",
        value=lambda r: "dp.st.prd." + alnum(r, 40),
    ),
    k("chat_uk_clickhouse_password", "prose", "Пароль користувача etl у ClickHouse — {v}"),
    k(
        "chat_ar_restic_password",
        "prose",
        "كلمة مرور مستودع restic هي {v} احفظها في مكان آمن",
    ),
    k(
        "chat_he_ngrok_token",
        "prose",
        "הטוקן של ngrok שלי הוא {v} תשתמש בו רק היום",
        value=_ngrok,
    ),
    k("chat_fa_rabbit_password", "prose", "رمز کاربر orders توی RabbitMQ اینه: {v}"),
    k(
        "chat_hi_steam_key",
        "prose",
        "Steam Web API की key {v} है, इसे repo में मत डालना",
        value=lambda r: hexs(r, 32).upper(),
    ),
    k(
        "chat_ja_age_key",
        "prose",
        "SOPS 用の age 秘密鍵は {v} です。",
        value=lambda r: (
            "AGE-SECRET-KEY-1"
            + "".join(r.choice("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L") for _ in range(58))
        ),
    ),
    k("chat_ko_neo4j_password", "prose", "Neo4j 관리자 비밀번호는 {v} 입니다"),
    k(
        "chat_zh_infura_key",
        "prose",
        "Infura 的项目密钥是 {v}，别提交到仓库",
        value=lambda r: hexs(r, 32),
    ),
    k("chat_vi_es_password", "prose", "Mật khẩu user elastic là {v} nha"),
    k(
        "chat_id_tailscale_key",
        "prose",
        "auth key Tailscale buat server baru: {v}",
        value=lambda r: f"tskey-auth-k{alnum(r, 11)}CNTRL-{alnum(r, 33)}",
    ),
    k("chat_th_game_admin", "prose", "รหัสแอดมินเซิร์ฟเวอร์ Palworld คือ {v} นะ"),
    k("chat_sv_borg_passphrase", "prose", "Lösenfrasen till borg-förrådet är {v}"),
)


def _cut(name: str, template: str, value: Callable[[random.Random], str], n: int) -> Kind:
    """A value written in two pieces (`<A>`, `<B>`): its first `n` characters are the secret."""

    def make(r: random.Random) -> tuple[str, str]:
        whole = value(r)
        head, tail = whole[:n], whole[n:]
        return head, template.replace("<A>", head).replace("<B>", tail)

    return Kind(name, "form", make)


_SPLIT: tuple[Kind, ...] = (
    _cut(
        "unseal_key_read_in_two_messages",
        "[09:14] ops-ana: unseal share, first half: <A>\n[09:15] ops-ana: second half: <B>",
        lambda r: b64(r, 43) + "=",
        22,
    ),
    _cut(
        "mnemonic_over_three_lines",
        "seed (write it down, then delete this message):\n<A>\n<B>",
        lambda r: "\n".join(mnemonic(r, 4) for _ in range(3)),
        40,
    ),
    _cut(
        "private_key_python_concat",
        'PK = ("0x<A>"\n      "<B>")',
        lambda r: hexs(r, 64),
        32,
    ),
    _cut(
        "stream_key_joined_in_shell",
        'KEY_A="<A>"\nKEY_B="<B>"\nffmpeg -i in.mp4 -f flv "rtmp://live.twitch.tv/app/${KEY_A}${KEY_B}"',
        lambda r: f"live_{digits(r, 9)}_{alnum(r, 30)}",
        20,
    ),
    _cut(
        "jaas_password_line_continued",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required \\\n"
        '    username="etl" password="<A>\\\n<B>";',
        lambda r: alnum(r, 32),
        16,
    ),
    _cut(
        "nkey_seed_wrapped_yaml",
        "nats:\n  seed: >-\n    <A>\n    <B>",
        lambda r: "SUA" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(55)),
        30,
    ),
    _cut(
        "exchange_secret_b64_two_lines",
        "api_secret: |\n  <A>\n  <B>",
        lambda r: b64_of(alnum(r, 48)),
        32,
    ),
)

TOOL_KINDS: tuple[Kind, ...] = (*_MCP, *_NOTEBOOK_TUNNEL, *_CHAT, *_SPLIT)
