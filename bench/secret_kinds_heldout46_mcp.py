"""Held-out 46's MCP server configs (`bench/secret_kinds_heldout46.py`), and the value makers.

How a developer wires tools into a coding agent and leaves a key in the
wiring: Claude Code's `.mcp.json` and `claude mcp add` (an `-e` pair, a
`--header`, `add-json` with JSON in a shell string, `claude mcp get`
printing what it holds), Claude Desktop's `claude_desktop_config.json`
(a stdio server's `env` block, a DSN passed as a positional `args` item,
`mcp-remote` given a `--header`), Codex's `config.toml` (`[mcp_servers.…]`
with an inline `env` table, a `[….env]` table, `http_headers`, a bearer
token), Cursor's and Windsurf's `mcp.json` (a `url` with a key in its query
or its path, a `serverUrl`, `headers`), VS Code's `.vscode/mcp.json` with a
literal where an `inputs` prompt belongs, Zed's `context_servers` in JSONC
with comments, Continue's `config.yaml` `mcpServers`, Gemini CLI's
`mcpServers` with `httpUrl`, Cline's and Roo's settings, Goose's
`extensions`, opencode's `mcp` block, Amazon Q's `mcp.json`, LibreChat's
`librechat.yaml`, the MCP Inspector's `-e`, Smithery's `--config` JSON,
Docker's MCP Toolkit `secret set`, an MCP server's own Python and its
stderr at start-up.

Value makers the set's other parts use live here too.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = [
    "MCP_KINDS",
    "aws_secret",
    "b64_pair",
    "bearer",
    "cf_tunnel_token",
    "gh_classic",
    "gh_fine",
    "gh_oauth",
    "hvs",
    "jwt46",
    "npm_tok",
    "pct_pw",
    "sk_ant",
    "sk_proj",
    "tok",
    "tskey",
    "xoxb",
]


def tok(r: random.Random) -> str:
    """A generated API token with no vendor prefix."""
    return alnum(r, r.randrange(30, 46))


def gh_classic(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def gh_oauth(r: random.Random) -> str:
    return "gho_" + alnum(r, 36)


def gh_fine(r: random.Random) -> str:
    return "github_pat_" + alnum(r, 22) + "_" + alnum(r, 59)


def sk_ant(r: random.Random) -> str:
    return "sk-ant-api03-" + urlsafe(r, 93) + "AA"


def sk_proj(r: random.Random) -> str:
    return "sk-proj-" + urlsafe(r, 74) + "T3Blbk" + urlsafe(r, 40)


def npm_tok(r: random.Random) -> str:
    return "npm_" + alnum(r, 36)


def xoxb(r: random.Random) -> str:
    return f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}"


def hvs(r: random.Random) -> str:
    """A Vault service token."""
    return "hvs." + urlsafe(r, 24)


def tskey(r: random.Random) -> str:
    """A Tailscale auth key."""
    return f"tskey-auth-{alnum(r, 12)}CNTRL-{alnum(r, 33)}"


def aws_secret(r: random.Random) -> str:
    return b64(r, 40)


def bearer(r: random.Random) -> str:
    """A bearer token of a hosted MCP server or an API: letters, digits, `-` and `_`."""
    return urlsafe(r, r.randrange(32, 56))


def pct_pw(r: random.Random) -> str:
    """A password with URL-special characters, percent-encoded as it stands in a URL."""
    from urllib.parse import quote

    plain = alnum(r, 7) + r.choice("@:/#?") + alnum(r, 4) + r.choice("@&+=") + alnum(r, 5)
    return quote(plain, safe="")


def b64_pair(r: random.Random) -> str:
    """Base64 of `user:password`, as Basic auth and a registry's `auth` hold it."""
    return base64.b64encode(f"{pick(r, string.ascii_lowercase, 6)}:{pw(r)}".encode()).decode()


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt46(r: random.Random) -> str:
    """A signed token with a fresh payload and signature."""
    head = _b64url(b'{"alg":"RS256","typ":"JWT"}')
    body = _b64url(
        json.dumps({"sub": lower_alnum(r, 10), "exp": 1764700000 + r.randrange(99999)})
        .replace(" ", "")
        .encode()
    )
    return f"{head}.{body}.{_b64url(bytes(r.randrange(256) for _ in range(64)))}"


def cf_tunnel_token(r: random.Random) -> str:
    """A Cloudflare tunnel's token: base64 of the account tag, the tunnel's id and its secret."""
    secret = base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
    tid = hexs(r, 32)
    body = {"a": hexs(r, 32), "t": f"{tid[:8]}-{tid[8:12]}-{tid[12:16]}-{tid[16:20]}-{tid[20:]}"}
    body["s"] = secret
    return base64.b64encode(json.dumps(body).replace(" ", "").encode()).decode()


def _brave(r: random.Random) -> str:
    return "BSA" + alnum(r, 28)


def _tavily(r: random.Random) -> str:
    return "tvly-" + alnum(r, 32)


def _linear(r: random.Random) -> str:
    return "lin_api_" + alnum(r, 40)


def _sentry(r: random.Random) -> str:
    return "sntryu_" + hexs(r, 64)


def _supabase(r: random.Random) -> str:
    return "sbp_" + hexs(r, 40)


def _notion(r: random.Random) -> str:
    return "ntn_" + digits(r, 11) + alnum(r, 35)


def _figma(r: random.Random) -> str:
    return "figd_" + urlsafe(r, 40)


def _firecrawl(r: random.Random) -> str:
    return "fc-" + hexs(r, 32)


def _atlassian(r: random.Random) -> str:
    return "ATATT3xFfGF0" + urlsafe(r, 170) + "=" + hexs(r, 8).upper()


_STDIO: tuple[Kind, ...] = (
    k(
        "mcp_json_stdio_env_github",
        "config",
        '{\n  "mcpServers": {\n    "github": {\n      "command": "npx",\n      "args": ["-y", '
        '"@modelcontextprotocol/server-github"],\n      "env": {\n        '
        '"GITHUB_PERSONAL_ACCESS_TOKEN": "{v}"\n      }\n    }\n  }\n}',
        '{"mcpServers":{"github":{"type":"stdio","command":"docker","args":["run","-i","--rm",'
        '"-e","GITHUB_PERSONAL_ACCESS_TOKEN","ghcr.io/github/github-mcp-server"],"env":'
        '{"GITHUB_PERSONAL_ACCESS_TOKEN":"{v}"}}}}',
        value=gh_fine,
    ),
    k(
        "claude_desktop_postgres_dsn_arg",
        "dsn",
        '{\n  "mcpServers": {\n    "postgres": {\n      "command": "npx",\n      "args": [\n'
        '        "-y",\n        "@modelcontextprotocol/server-postgres",\n        '
        '"postgresql://readonly:{v}@db.internal:5432/app"\n      ]\n    }\n  }\n}',
        value=pct_pw,
    ),
    k(
        "claude_desktop_brave_env",
        "config",
        '    "brave-search": {\n      "command": "npx",\n      "args": ["-y", '
        '"@modelcontextprotocol/server-brave-search"],\n      "env": { "BRAVE_API_KEY": "{v}" }'
        "\n    }",
        value=_brave,
    ),
    k(
        "mcp_json_slack_bot_env",
        "config",
        '"slack": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-slack"], '
        '"env": {"SLACK_BOT_TOKEN": "{v}", "SLACK_TEAM_ID": "T0{U9}"}}',
        value=xoxb,
    ),
    k(
        "mcp_args_token_flag",
        "config",
        '"linear": {\n  "command": "npx",\n  "args": ["-y", "linear-mcp-server", "--api-key", '
        '"{v}"]\n}',
        '"args": ["-y", "@acme/jira-mcp", "--token={v}", "--site", "acme.atlassian.net"]',
        value=_linear,
    ),
    k(
        "mcp_remote_header_arg",
        "header",
        '"remote-tools": {\n  "command": "npx",\n  "args": [\n    "mcp-remote",\n    '
        '"https://mcp.acme.dev/sse",\n    "--header",\n    "Authorization: Bearer {v}"\n  ]\n}',
        '"args": ["mcp-remote@latest", "https://tools.internal/mcp", "--header", '
        '"Authorization:Bearer {v}", "--transport", "http-only"]',
        value=bearer,
    ),
    k(
        "mcp_json_sentry_auth_env",
        "config",
        '"sentry": {"command": "uvx", "args": ["mcp-server-sentry"], "env": '
        '{"SENTRY_AUTH_TOKEN": "{v}", "SENTRY_ORG": "acme"}}',
        value=_sentry,
    ),
    k(
        "mcp_json_supabase_access_token_arg",
        "config",
        '"supabase": {\n  "command": "npx",\n  "args": ["-y", "@supabase/mcp-server-supabase@'
        'latest", "--read-only", "--project-ref={l20}", "--access-token", "{v}"]\n}',
        value=_supabase,
    ),
    k(
        "mcp_json_notion_headers_json_string",
        "config",
        '"notion": {"command": "npx", "args": ["-y", "@notionhq/notion-mcp-server"], "env": '
        '{"OPENAPI_MCP_HEADERS": "{\\"Authorization\\": \\"Bearer {v}\\", '
        '\\"Notion-Version\\": \\"2022-06-28\\"}"}}',
        value=_notion,
    ),
    k(
        "mcp_json_figma_api_key_arg",
        "config",
        '"figma": {"command": "npx", "args": ["-y", "figma-developer-mcp", "--figma-api-key={v}",'
        ' "--stdio"]}',
        value=_figma,
    ),
    k(
        "mcp_json_atlassian_env",
        "config",
        '"mcp-atlassian": {\n  "command": "uvx",\n  "args": ["mcp-atlassian"],\n  "env": {\n'
        '    "JIRA_URL": "https://acme.atlassian.net",\n    "JIRA_USERNAME": "ana@acme.test",\n'
        '    "JIRA_API_TOKEN": "{v}"\n  }\n}',
        value=_atlassian,
    ),
    k(
        "mcp_json_mysql_password_env",
        "config",
        '"mysql": {"command": "uvx", "args": ["mysql_mcp_server"], "env": {"MYSQL_HOST": '
        '"127.0.0.1", "MYSQL_USER": "agent", "MYSQL_PASSWORD": "{v}", "MYSQL_DATABASE": "shop"}}',
    ),
)

_REMOTE: tuple[Kind, ...] = (
    k(
        "cursor_mcp_url_query_key",
        "config",
        '{\n  "mcpServers": {\n    "search": {\n      "url": "https://mcp.search.example/mcp?'
        'apiKey={v}"\n    }\n  }\n}',
        '"tavily": { "url": "https://mcp.tavily.example/mcp/?tavilyApiKey={v}" }',
        value=_tavily,
    ),
    k(
        "windsurf_server_url_path_token",
        "config",
        '{"mcpServers": {"zaps": {"serverUrl": "https://actions.example.com/api/mcp/s/{v}/mcp"}}}',
        '"serverUrl": "https://hooks.acme.dev/mcp/{v}/sse"',
        value=lambda r: b64(r, 48).replace("/", "A").replace("+", "z"),
    ),
    k(
        "cursor_mcp_headers_bearer",
        "header",
        '"internal-docs": {\n  "url": "https://docs-mcp.acme.dev/mcp",\n  "headers": {\n    '
        '"Authorization": "Bearer {v}"\n  }\n}',
        value=bearer,
    ),
    k(
        "mcp_json_http_x_api_key",
        "header",
        '"firecrawl": {"type": "http", "url": "https://mcp.firecrawl.example/v2/mcp", '
        '"headers": {"X-API-Key": "{v}"}}',
        value=_firecrawl,
    ),
    k(
        "vscode_mcp_literal_instead_of_input",
        "config",
        '{\n  "inputs": [],\n  "servers": {\n    "perplexity": {\n      "type": "stdio",\n'
        '      "command": "npx",\n      "args": ["-y", "server-perplexity-ask"],\n      "env": {'
        '\n        "PERPLEXITY_API_KEY": "{v}"\n      }\n    }\n  }\n}',
        value=lambda r: "pplx-" + alnum(r, 48),
    ),
    k(
        "zed_context_servers_jsonc",
        "config",
        '// Zed settings\n{\n  "context_servers": {\n    "postgres-context-server": {\n'
        '      "command": {\n        "path": "postgres-context-server",\n        "args": [],\n'
        '        // TODO move to keychain\n        "env": { "DATABASE_URL": "postgresql://zed:'
        '{v}@localhost/dev" }\n      }\n    }\n  },\n}',
        value=pct_pw,
    ),
    k(
        "zed_context_server_settings_token",
        "config",
        '  "context_servers": {\n    "mcp-server-github": {\n      "settings": {\n        '
        '"github_personal_access_token": "{v}" // classic, repo scope\n      }\n    }\n  }',
        value=gh_classic,
    ),
    k(
        "continue_config_yaml_mcp_env",
        "config",
        "mcpServers:\n  - name: Browser\n    command: npx\n    args:\n      - -y\n      - "
        "'@browserbasehq/mcp'\n    env:\n      BROWSERBASE_API_KEY: {v}\n      "
        "BROWSERBASE_PROJECT_ID: {uuid}",
        value=lambda r: "bb_live_" + urlsafe(r, 27),
    ),
    k(
        "gemini_settings_http_url_headers",
        "header",
        '{\n  "mcpServers": {\n    "tools": {\n      "httpUrl": "https://tools.acme.dev/mcp",\n'
        '      "headers": { "Authorization": "Bearer {v}" },\n      "timeout": 5000\n    }\n  }\n}',
        value=jwt46,
    ),
    k(
        "cline_mcp_settings_env",
        "config",
        '{"mcpServers": {"github.com/exa-labs/exa-mcp-server": {"command": "node", "args": '
        '["/opt/mcp/exa/build/index.js"], "env": {"EXA_API_KEY": "{v}"}, "disabled": false, '
        '"autoApprove": []}}}',
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-4{hexs(r, 3)}-a{hexs(r, 3)}-{hexs(r, 12)}",
    ),
    k(
        "roo_mcp_json_always_allow",
        "config",
        '{\n  "mcpServers": {\n    "context7": {\n      "command": "npx",\n      "args": ["-y", '
        '"@upstash/context7-mcp", "--api-key", "{v}"],\n      "alwaysAllow": '
        '["resolve-library-id"]\n    }\n  }\n}',
        value=lambda r: "ctx7sk-" + f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "amazonq_mcp_json_env",
        "config",
        '{"mcpServers": {"gitlab": {"command": "npx", "args": ["-y", '
        '"@modelcontextprotocol/server-gitlab"], "env": {"GITLAB_PERSONAL_ACCESS_TOKEN": "{v}", '
        '"GITLAB_API_URL": "https://gitlab.acme.dev/api/v4"}}}}',
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "librechat_yaml_mcp_headers",
        "config",
        "mcpServers:\n  crm:\n    type: streamable-http\n    url: https://crm-mcp.acme.dev/mcp\n"
        '    headers:\n      X-Api-Key: "{v}"\n    timeout: 30000',
        value=tok,
    ),
    k(
        "goose_config_extension_envs",
        "config",
        "extensions:\n  jira:\n    enabled: true\n    type: stdio\n    name: jira\n    cmd: uvx\n"
        "    args: [mcp-atlassian]\n    envs:\n      JIRA_API_TOKEN: {v}\n    timeout: 300",
        value=_atlassian,
    ),
    k(
        "opencode_json_mcp_environment",
        "config",
        '{\n  "$schema": "https://opencode.ai/config.json",\n  "mcp": {\n    "sentry": {\n'
        '      "type": "local",\n      "command": ["npx", "-y", "@sentry/mcp-server"],\n'
        '      "environment": { "SENTRY_ACCESS_TOKEN": "{v}" }\n    }\n  }\n}',
        value=_sentry,
    ),
    k(
        "opencode_remote_mcp_headers",
        "header",
        '"mcp": {"context": {"type": "remote", "url": "https://ctx.acme.dev/mcp", "headers": '
        '{"Authorization": "Bearer {v}"}}}',
        value=bearer,
    ),
)

_CODEX: tuple[Kind, ...] = (
    k(
        "codex_toml_mcp_inline_env",
        "config",
        '[mcp_servers.github]\ncommand = "npx"\nargs = ["-y", "@modelcontextprotocol/server-'
        'github"]\nenv = { "GITHUB_PERSONAL_ACCESS_TOKEN" = "{v}" }',
        value=gh_classic,
    ),
    k(
        "codex_toml_mcp_env_table",
        "config",
        '[mcp_servers.linear]\ncommand = "npx"\nargs = ["-y", "mcp-remote", "https://mcp.linear.'
        'app/sse"]\n\n[mcp_servers.linear.env]\nLINEAR_API_KEY = "{v}"\nstartup_timeout_sec = 20',
        value=_linear,
    ),
    k(
        "codex_toml_mcp_http_headers",
        "header",
        '[mcp_servers.docs]\nurl = "https://docs-mcp.acme.dev/mcp"\nhttp_headers = { "X-API-Key"'
        ' = "{v}" }',
        value=tok,
    ),
    k(
        "codex_toml_mcp_bearer_token",
        "config",
        "[mcp_servers.figma]\nurl = \"https://mcp.figma.example/mcp\"\nbearer_token = '{v}'",
        value=_figma,
    ),
    k(
        "codex_mcp_add_env_flag",
        "cli",
        "codex mcp add tavily --env TAVILY_API_KEY={v} -- npx -y tavily-mcp@latest",
        value=_tavily,
    ),
)

_CLI: tuple[Kind, ...] = (
    k(
        "claude_mcp_add_env_flag",
        "cli",
        "claude mcp add sentry -s user -e SENTRY_AUTH_TOKEN={v} -- npx -y @sentry/mcp-server",
        "claude mcp add --scope project brave -e BRAVE_API_KEY='{v}' -- npx -y "
        "@modelcontextprotocol/server-brave-search",
        value=_sentry,
    ),
    k(
        "claude_mcp_add_transport_header",
        "header",
        'claude mcp add --transport http acme-api https://api.acme.dev/mcp --header "Authorization:'
        ' Bearer {v}"',
        "claude mcp add --transport sse crm https://crm.acme.dev/sse -H 'X-API-Key: {v}'",
        value=bearer,
    ),
    k(
        "claude_mcp_add_json_shell_string",
        "cli",
        'claude mcp add-json notion \'{"type":"stdio","command":"npx","args":["-y",'
        '"@notionhq/notion-mcp-server"],"env":{"NOTION_TOKEN":"{v}"}}\'',
        value=_notion,
    ),
    k(
        "claude_mcp_get_output_env",
        "output",
        "$ claude mcp get github\ngithub:\n  Scope: Local config (private to you in this project)"
        "\n  Status: ✓ Connected\n  Type: stdio\n  Command: npx\n  Args: -y @modelcontextprotocol"
        "/server-github\n  Environment:\n    GITHUB_PERSONAL_ACCESS_TOKEN={v}\n\nTo remove this "
        'server, run: claude mcp remove "github" -s local',
        value=gh_classic,
    ),
    k(
        "gemini_mcp_add_header_flag",
        "header",
        "gemini mcp add --transport http -H 'Authorization: Bearer {v}' issues "
        "https://issues.acme.dev/mcp",
        value=bearer,
    ),
    k(
        "mcp_inspector_env_flag",
        "cli",
        "npx @modelcontextprotocol/inspector -e API_KEY={v} -e DEBUG=1 node build/index.js",
        value=tok,
    ),
    k(
        "smithery_install_config_json",
        "cli",
        "npx -y @smithery/cli@latest install @acme/weather-mcp --client cursor --config "
        '\'{"openWeatherApiKey":"{v}","units":"metric"}\'',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "docker_mcp_secret_set",
        "cli",
        "docker mcp secret set github.personal_access_token={v}",
        "docker mcp secret set 'postgres.url=postgresql://mcp:{v}@host.docker.internal:5432/app'",
        value=gh_classic,
    ),
    k(
        "mcp_server_python_env_default",
        "code",
        'from mcp.server.fastmcp import FastMCP\n\nAPI_KEY = os.environ.get("WEATHER_API_KEY", '
        '"{v}")\nmcp = FastMCP("weather")',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "mcp_server_stderr_startup_config",
        "output",
        "[info] Starting MCP server 'jira' (stdio)\n[debug] config: {'url': 'https://acme."
        "atlassian.net', 'username': 'ana@acme.test', 'api_token': '{v}', 'ssl_verify': True}\n"
        "[info] Server started and connected successfully",
        value=_atlassian,
    ),
    k(
        "mcp_log_initialize_headers",
        "output",
        "2026-12-02T09:41:11.204Z [crm] [info] Connecting to https://crm.acme.dev/mcp with "
        'headers {"authorization":"Bearer {v}","mcp-protocol-version":"2025-06-18"}',
        value=bearer,
    ),
)

MCP_KINDS: tuple[Kind, ...] = (*_STDIO, *_REMOTE, *_CODEX, *_CLI)
