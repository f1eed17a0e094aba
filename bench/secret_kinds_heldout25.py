"""The twenty-fifth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the agents'
own surroundings and what people paste whole, in mainstream developer work,
in forms held-out 14 to 24 did not use. This file holds the places and
shapes: MCP server entries (a Codex `config.toml` `[mcp_servers.x.env]`
table and an inline `env = { … }`, `http_headers`, Gemini CLI's
`settings.json` `headers`, a Cursor `~/.cursor/mcp.json` with a remote
`url`, VS Code's `.vscode/mcp.json` `servers`, Claude Desktop's
`claude_desktop_config.json` `args`, Continue's `config.yaml`
`mcpServers`, Zed's `context_servers`, Windsurf's `mcp_config.json`
`serverUrl`, Roo Code's `mcp_settings.json`, opencode's `environment`,
Goose's `config.yaml` `envs`, LibreChat's `librechat.yaml`, `claude mcp add
-e`, `claude mcp add-json`, `codex mcp add --env`, `gemini mcp add -H`, a
Cursor install deeplink with its config in base64, a `vscode:mcp/install`
link URL-encoded); agents' settings and hooks (a Claude Code hook that posts
to a chat webhook, an `apiKeyHelper` that echoes a key, a Codex `auth.json`,
`.gemini/.env`, a Copilot `apps.json`, a `.cursorrules` line, an `AGENTS.md`
note); tool calls as a transcript shows them (a `tool_use` block with an
escaped command, a Codex rollout `function_call` whose `arguments` is JSON
in a string, an OpenAI `tool_calls` entry, an MCP `tools/call` JSON-RPC
request, a fetch tool's URL with `\\u0026` before the key, a Read result
with `cat -n` numbers, a Gemini `run_shell_command` result); environment
dumps (`docker inspect --format '{{json .Config.Env}}'`, `kubectl exec --
env`, `kubectl set env --list`, `systemctl cat` of a drop-in, `launchctl
getenv`, PowerShell's `Get-ChildItem Env:` table, cmd's `set`, `tmux
show-environment`, `conda env config vars list`, `aws lambda
get-function-configuration`, `az webapp config appsettings list`, `gcloud run
services describe`, `vercel env pull`'s file, `ps eww`); crash reports and
tracebacks that print a client's config (pytest `--showlocals`, a
pydantic-settings `ValidationError` with `input_value`, Ruby's `#inspect`,
an Elixir `MatchError`, Node's `util.inspect` of a client, a Java
`toString()` in a Spring failure, a Next.js build error); what people paste
whole (a full `.env` with comments, Firefox's Copy as cURL with `--data-raw`,
Copy as Node.js fetch, `Invoke-WebRequest -Headers @{…}`, a Postman
environment export, an Insomnia export, a Bruno `.bru` request, a JetBrains
`http-client.private.env.json`, a REST Client `.http` file, a Hoppscotch
environment, a Thunder Client environment, a HAR's `cookies` list, a
`docker-compose.yml` with an `x-` anchor, a Helm values file with
`extraEnv`, a GitLab job log, a GitHub Actions step's `env:` header, a
Bitbucket Pipelines log, a `gitlab-runner` `config.toml`).

Its second part (`bench/secret_kinds_heldout25_more.py`) is the shapes, the
chat and vendors of trades no set reached; its look-alikes
(`bench/secret_kinds_heldout25_look.py`) are what the same places hold that
is no secret.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, alnum, hexs, pw, samples, urlsafe
from bench.secret_kinds_heldout15_more import kind15 as kind25
from bench.secret_kinds_heldout25_look import LOOK_ALIKES
from bench.secret_kinds_heldout25_more import CHAT_KINDS, SHAPE_KINDS, VENDOR_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout25_samples"]


def _brave(r: random.Random) -> str:
    return "BSA" + alnum(r, 27)


def _ctx7(r: random.Random) -> str:
    return "ctx7sk-" + alnum(r, 8) + "-" + alnum(r, 4) + "-" + alnum(r, 24)


def _dumps(doc: object) -> str:
    return json.dumps(doc, indent=2)


# -- MCP server entries ----------------------------------------------------------------


def _cursor_deeplink(r: random.Random) -> tuple[str, str]:
    key = alnum(r, 40)
    config = base64.b64encode(
        json.dumps(
            {"command": "npx", "args": ["-y", "todoist-mcp"], "env": {"TODOIST_TOKEN": key}}
        ).encode()
    ).decode()
    return config, f"cursor://anysphere.cursor-deeplink/mcp/install?name=todoist&config={config}"


def _vscode_link(r: random.Random) -> tuple[str, str]:
    key = "glpat-" + urlsafe(r, 20)
    doc = {
        "name": "gitlab",
        "command": "npx",
        "args": ["-y", "@zereight/mcp-gitlab"],
        "env": {"GITLAB_PERSONAL_ACCESS_TOKEN": key},
    }
    link = "vscode:mcp/install?" + quote(json.dumps(doc, separators=(",", ":")), safe="")
    return key, f"Click to install: [GitLab MCP]({link})"


def _claude_desktop(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    doc = {
        "mcpServers": {
            "postgres": {
                "command": "npx",
                "args": [
                    "-y",
                    "@modelcontextprotocol/server-postgres",
                    f"postgresql://analytics:{v}@db.internal:5432/warehouse",
                ],
            }
        }
    }
    return v, "~/Library/Application Support/Claude/claude_desktop_config.json:\n" + _dumps(doc)


def _roo_settings(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 36)
    doc = {
        "mcpServers": {
            "airtable": {
                "command": "npx",
                "args": ["-y", "airtable-mcp-server"],
                "env": {"AIRTABLE_API_KEY": f"pat{alnum(r, 14)}.{v}"},
                "alwaysAllow": ["list_records"],
                "disabled": False,
            }
        }
    }
    return v, _dumps(doc)


_MCP: tuple[Kind, ...] = (
    kind25(
        "codex_toml_mcp_env_table",
        "config",
        '[mcp_servers.brave-search]\ncommand = "npx"\n'
        'args = ["-y", "@brave/brave-search-mcp-server"]'
        '\n\n[mcp_servers.brave-search.env]\nBRAVE_API_KEY = "{v}"\n',
        '# ~/.codex/config.toml\nmodel = "gpt-5-codex"\n\n[mcp_servers.search]\ncommand = "npx"\n'
        'args = ["-y", "@brave/brave-search-mcp-server"]\nenv = {{ "BRAVE_API_KEY" = "{v}" }}',
        value=_brave,
    ),
    kind25(
        "codex_toml_http_headers",
        "config",
        '[mcp_servers.context7]\nurl = "https://mcp.context7.com/mcp"\n'
        'http_headers = {{ "CONTEXT7_API_KEY" = "{v}" }}',
        '[mcp_servers.docs]\nurl = "https://mcp.context7.com/mcp"\n\n'
        '[mcp_servers.docs.http_headers]\n"CONTEXT7_API_KEY" = "{v}"',
        value=_ctx7,
    ),
    kind25(
        "gemini_settings_mcp_headers",
        "config",
        '{{\n  "theme": "GitHub",\n  "mcpServers": {{\n    "grafana": {{\n'
        '      "httpUrl": "https://grafana.acme.dev/api/mcp",\n      "headers": {{\n'
        '        "Authorization": "Bearer {v}"\n      }},\n'
        '      "timeout": 30000\n    }}\n  }}\n}}',
        value=lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8),
    ),
    kind25(
        "cursor_mcp_remote_url_key",
        "config",
        '{{\n  "mcpServers": {{\n    "zapier": {{\n      "url": "https://mcp.zapier.com/api/mcp/s/{v}/mcp"'
        "\n    }}\n  }}\n}}",
        "// ~/.cursor/mcp.json\n"
        '{{ "mcpServers": {{ "zapier": {{ "url": '
        '"https://mcp.zapier.com/api/mcp/s/{v}/sse" }} }} }}',
        value=lambda r: urlsafe(r, 48),
    ),
    kind25(
        "vscode_mcp_json_servers",
        "config",
        '// .vscode/mcp.json\n{{\n  "servers": {{\n    "pagerduty": {{\n      "type": "stdio",\n'
        '      "command": "uvx",\n      "args": ["pagerduty-mcp", "--enable-write-tools"],\n'
        '      "env": {{ "PAGERDUTY_USER_API_KEY": "{v}" }}\n    }}\n  }}\n}}',
        value=lambda r: "u+" + urlsafe(r, 18),
    ),
    Kind("claude_desktop_args_dsn", "dsn", _claude_desktop),
    kind25(
        "continue_yaml_mcp",
        "config",
        "name: team-assistant\nversion: 0.0.1\nschema: v1\nmcpServers:\n  - name: Datadog\n"
        '    command: npx\n    args: ["-y", "datadog-mcp-server"]\n    env:\n'
        "      DD_API_KEY: {h32}\n      DD_APP_KEY: {v}\n      DD_SITE: datadoghq.eu",
        value=lambda r: hexs(r, 40),
    ),
    kind25(
        "zed_context_servers",
        "config",
        '"context_servers": {{\n  "honeycomb": {{\n    "source": "custom",\n'
        '    "command": "npx",\n    "args": ["-y", "@honeycombio/honeycomb-mcp"],\n'
        '    "env": {{ "HONEYCOMB_API_KEY": "{v}" }}\n  }}\n}}',
        value=lambda r: "hcaik_01" + alnum(r, 56).lower(),
    ),
    kind25(
        "windsurf_server_url_query",
        "config",
        '{{\n  "mcpServers": {{\n    "kagi": {{\n'
        '      "serverUrl": "https://mcp.kagi.example/sse?token={v}"\n    }}\n  }}\n}}',
        value=lambda r: urlsafe(r, 22) + "." + urlsafe(r, 20),
    ),
    Kind("roo_mcp_settings_airtable", "config", _roo_settings),
    kind25(
        "opencode_environment",
        "config",
        '{{\n  "$schema": "https://opencode.ai/config.json",\n  "mcp": {{\n    "axiom": {{\n'
        '      "type": "local",\n      "command": ["npx", "-y", "mcp-server-axiom"],\n'
        '      "environment": {{ "AXIOM_TOKEN": "{v}", "AXIOM_ORG_ID": "acme-x1" }}\n'
        "    }}\n  }}\n}}",
        value=lambda r: (
            "xaat-"
            + hexs(r, 8)
            + "-"
            + hexs(r, 4)
            + "-"
            + hexs(r, 4)
            + "-"
            + hexs(r, 4)
            + "-"
            + hexs(r, 12)
        ),
    ),
    kind25(
        "goose_extension_envs",
        "config",
        "extensions:\n  hubspot:\n    enabled: true\n    type: stdio\n    cmd: npx\n"
        "    args: [-y, '@hubspot/mcp-server']\n    envs:\n      PRIVATE_APP_ACCESS_TOKEN: {v}\n"
        "    timeout: 300",
        value=lambda r: (
            "pat-eu1-"
            + hexs(r, 8)
            + "-"
            + hexs(r, 4)
            + "-"
            + hexs(r, 4)
            + "-"
            + hexs(r, 4)
            + "-"
            + hexs(r, 12)
        ),
    ),
    kind25(
        "librechat_yaml_mcp_headers",
        "config",
        "mcpServers:\n  neo4j:\n    type: streamable-http\n    url: https://neo4j-mcp.internal/mcp\n"
        '    headers:\n      X-Neo4j-Password: "{v}"\n    timeout: 60000',
    ),
    kind25(
        "claude_mcp_add_env",
        "cli",
        "claude mcp add obsidian -s user -e OBSIDIAN_API_KEY={v} -- uvx mcp-obsidian",
        "claude mcp add --transport http zendesk https://zd-mcp.example/mcp "
        '--header "Authorization: Basic {v}"',
        value=lambda r: hexs(r, 64),
    ),
    kind25(
        "claude_mcp_add_json",
        "cli",
        'claude mcp add-json dropbox \'{{"type":"stdio","command":"npx","args":'
        '["-y","dropbox-mcp"],"env":{{"DROPBOX_ACCESS_TOKEN":"{v}"}}}}\'',
        value=lambda r: "sl.u." + urlsafe(r, 120),
    ),
    kind25(
        "codex_mcp_add_env",
        "cli",
        "codex mcp add todoist --env TODOIST_API_TOKEN={v} -- npx -y @doist/todoist-ai",
        value=lambda r: hexs(r, 40),
    ),
    kind25(
        "gemini_mcp_add_header",
        "cli",
        'gemini mcp add --transport http -H "X-Api-Key: {v}" intercom https://mcp.intercom.example/mcp',
        value=lambda r: "dG9rOj" + alnum(r, 50) + "==",
    ),
    Kind("cursor_install_deeplink_b64", "form", _cursor_deeplink),
    Kind("vscode_install_link_encoded", "form", _vscode_link),
)

# -- agents' settings and hooks ------------------------------------------------------------

_AGENTS: tuple[Kind, ...] = (
    kind25(
        "claude_hook_webhook_token",
        "config",
        '{{\n  "hooks": {{\n    "Stop": [\n      {{\n        "hooks": [\n          {{\n'
        '            "type": "command",\n            "command": "curl -s -X POST '
        "https://ntfy.example/agent -H 'Authorization: Bearer {v}' -d 'claude finished'\"\n"
        "          }}\n        ]\n      }}\n    ]\n  }}\n}}",
        value=lambda r: "tk_" + alnum(r, 29).lower(),
    ),
    kind25(
        "claude_api_key_helper",
        "config",
        '// .claude/settings.local.json\n{{\n  "apiKeyHelper": "echo {v}",\n'
        '  "permissions": {{ "allow": ["Bash(npm run lint)"] }}\n}}',
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93) + "AA",
    ),
    kind25(
        "codex_auth_json",
        "config",
        '$ cat ~/.codex/auth.json\n{{\n  "OPENAI_API_KEY": "{v}",\n  "tokens": null,\n'
        '  "last_refresh": null\n}}',
        value=lambda r: "sk-proj-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74),
    ),
    kind25(
        "gemini_dot_env",
        "config",
        "$ cat .gemini/.env\nGOOGLE_CLOUD_PROJECT=acme-dev-4411\nGOOGLE_GENAI_USE_VERTEXAI=false\n"
        "GEMINI_API_KEY={v}",
        value=lambda r: "AQ." + urlsafe(r, 50),
    ),
    kind25(
        "copilot_apps_json",
        "config",
        '$ cat ~/.config/github-copilot/apps.json\n{{"github.com:Iv1.b507a08c87ecfe98":'
        '{{"user":"dana-k","oauth_token":"{v}","githubAppId":"Iv1.b507a08c87ecfe98"}}}}',
        value=lambda r: "ghu_" + alnum(r, 36),
    ),
    kind25(
        "cursorrules_line",
        "prose",
        "# .cursorrules\n- Use pnpm, never npm.\n- For the staging API use the key {v} "
        "(it only has read access).\n- Write tests with vitest.",
        "## AGENTS.md\n\n### Staging\nThe seed script needs `SEED_ADMIN_PASSWORD`; for now it is "
        "`{v}` - change it after the demo.",
    ),
    kind25(
        "claude_settings_env_otel",
        "config",
        '{{\n  "env": {{\n    "CLAUDE_CODE_ENABLE_TELEMETRY": "1",\n'
        '    "OTEL_EXPORTER_OTLP_ENDPOINT": "https://otlp.eu01.nr-data.net",\n'
        '    "OTEL_EXPORTER_OTLP_HEADERS": "api-key={v}"\n  }}\n}}',
        value=lambda r: hexs(r, 36) + "NRAL",
    ),
    kind25(
        "aider_model_settings_extra_headers",
        "config",
        "# .aider.model.settings.yml\n- name: openai/gpt-4.1\n  extra_params:\n"
        "    extra_headers:\n      X-Gateway-Key: {v}\n    max_tokens: 8192",
        value=lambda r: "sk-" + alnum(r, 22),
    ),
)

# -- tool calls as a transcript shows them ----------------------------------------------


def _tool_use(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    block = {
        "type": "tool_use",
        "id": "toolu_01" + alnum(r, 22),
        "name": "Bash",
        "input": {
            "command": f'curl -sS -H "PRIVATE-TOKEN: {v}" https://gitlab.acme.dev/api/v4/projects',
            "description": "List projects",
        },
    }
    return v, json.dumps({"role": "assistant", "content": [block]})


def _rollout(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    args = json.dumps({"command": ["bash", "-lc", f"mysql -u app -p'{v}' -h db -e 'show tables'"]})
    rec = {
        "timestamp": "2026-11-29T10:02:11.512Z",
        "type": "response_item",
        "payload": {
            "type": "function_call",
            "name": "shell",
            "arguments": args,
            "call_id": "call_" + alnum(r, 24),
        },
    }
    return v, json.dumps(rec)


def _openai_tool_calls(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    args = json.dumps({"url": "https://api.pipedrive.com/v1/deals", "api_token": v})
    msg = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "call_" + alnum(r, 24),
                "type": "function",
                "function": {"name": "http_get", "arguments": args},
            }
        ],
    }
    return v, json.dumps(msg, indent=1)


def _mcp_call(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 40)
    req = {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "tools/call",
        "params": {
            "name": "create_issue",
            "arguments": {"project": "OPS", "title": "Rotate key", "apiToken": v},
        },
    }
    return v, "MCP >>> " + json.dumps(req)


def _fetch_u0026(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    url = (
        f"https://serpapi-like.example/search.json?q=pnpm+workspaces\\u0026api_key={v}\\u0026num=5"
    )
    return v, '{"type":"tool_use","name":"WebFetch","input":{"url":"' + url + '"}}'


def _gemini_result(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    out = f"REDIS_URL=rediss://default:{v}@redis-14021.c1.eu-west-1-2.redis-cloud.example:14021\nPORT=3000\n"
    resp = {
        "functionResponse": {
            "name": "run_shell_command",
            "response": {
                "output": f"Command: cat .env\nDirectory: (root)\nStdout: {out}Stderr: (empty)"
            },
        }
    }
    return v, json.dumps(resp)


_TRANSCRIPT: tuple[Kind, ...] = (
    Kind("transcript_tool_use_escaped", "header", _tool_use),
    Kind("codex_rollout_function_call", "cli", _rollout),
    Kind("openai_tool_calls_arguments", "form", _openai_tool_calls),
    Kind("mcp_jsonrpc_tools_call", "form", _mcp_call),
    Kind("webfetch_url_u0026", "form", _fetch_u0026),
    Kind("gemini_function_response", "dsn", _gemini_result),
    kind25(
        "read_result_cat_n",
        "output",
        "     1\t# shared dev settings\n     2\tNODE_ENV=development\n     3\t"
        "ORAMA_INDEX_ID=K7Q2{U6}\n     4\tORAMA_PRIVATE_API_KEY={v}\n     5\tPORT=5173",
        "    12\u2192  mailer:\n    13\u2192    user: noreply@acme.dev\n"
        "    14\u2192    pass: {v}\n    15\u2192    host: smtp.acme.dev",
        value=lambda r: hexs(r, 32),
    ),
    kind25(
        "tool_result_block_error",
        "output",
        '{{"type":"tool_result","tool_use_id":"toolu_01{k22}","is_error":true,"content":'
        '"psql: error: connection to server failed\\nDSN was postgres://etl:{v}@10.4.0.12/dw"}}',
    ),
    kind25(
        "function_calls_xmlish",
        "cli",
        '<invoke name="run_terminal_cmd">\n<parameter name="command">npx wrangler d1 execute '
        'prod --command "select 1" --api-token {v}</parameter>\n</invoke>',
        value=lambda r: urlsafe(r, 40),
    ),
)

# -- environment dumps -------------------------------------------------------------------

_ENV: tuple[Kind, ...] = (
    kind25(
        "docker_inspect_env_json",
        "output",
        "$ docker inspect --format '{{{{json .Config.Env}}}}' api-1\n"
        '["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","NODE_ENV=production",'
        '"MAILGUN_SIGNING_KEY={v}","NODE_VERSION=22.11.0"]',
        value=lambda r: hexs(r, 32),
    ),
    kind25(
        "kubectl_exec_env",
        "output",
        "$ kubectl exec deploy/worker -- env\nHOSTNAME=worker-7c9d8b6f5-x2kqz\n"
        "KUBERNETES_SERVICE_HOST=10.96.0.1\nQUEUE_URL=amqps://worker:{v}@mq.internal:5671/jobs\n"
        "HOME=/root",
    ),
    kind25(
        "kubectl_set_env_list",
        "output",
        "$ kubectl set env deployment/api --list\n# Deployment api, container api\n"
        "LOG_LEVEL=info\nS3_BUCKET=acme-uploads\nTRANSLOADIT_AUTH_SECRET={v}",
        value=lambda r: hexs(r, 40),
    ),
    kind25(
        "systemctl_cat_dropin",
        "output",
        "$ systemctl cat backup.service\n# /etc/systemd/system/backup.service\n[Service]\n"
        "ExecStart=/usr/local/bin/restic backup /srv\n\n"
        "# /etc/systemd/system/backup.service.d/override.conf\n[Service]\n"
        'Environment="RESTIC_PASSWORD={v}" "RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-bk"',
    ),
    kind25(
        "launchctl_getenv",
        "output",
        "$ launchctl getenv HOMEBREW_GITHUB_API_TOKEN\n{v}",
        "% launchctl getenv ANTHROPIC_API_KEY\n{v}\n% echo done",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    kind25(
        "powershell_env_table",
        "output",
        "PS C:\\src\\app> Get-ChildItem Env: | Where-Object Name -like '*AZURE*'\n\n"
        "Name                           Value\n----                           -----\n"
        "AZURE_CLIENT_ID                {uuid}\nAZURE_CLIENT_SECRET            {v}\n"
        "AZURE_TENANT_ID                {uuid}",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34).replace("-", "."),
    ),
    kind25(
        "cmd_set_output",
        "output",
        "C:\\work>set SQL\nSQLCMDPASSWORD={v}\nSQLCMDSERVER=tcp:acme-sql.database.windows.net,1433"
        "\nSQLCMDUSER=etl_reader",
    ),
    kind25(
        "tmux_show_environment",
        "output",
        "$ tmux show-environment -g\nDISPLAY=:0\n-SSH_AGENT_PID\n"
        "SSH_AUTH_SOCK=/tmp/ssh-XXXXabc/agent.812"
        "\nTWILIO_AUTH_TOKEN={v}\nTERM_PROGRAM=tmux",
        value=lambda r: hexs(r, 32),
    ),
    kind25(
        "conda_env_vars_list",
        "output",
        "(ml) $ conda env config vars list\nHF_HOME = /data/hf\nWANDB_PROJECT = ranker\n"
        "WANDB_API_KEY = {v}",
        value=lambda r: hexs(r, 40),
    ),
    kind25(
        "lambda_get_function_configuration",
        "output",
        "$ aws lambda get-function-configuration --function-name ingest\n{{\n"
        '    "FunctionName": "ingest",\n    "Runtime": "python3.12",\n    "Environment": {{\n'
        '        "Variables": {{\n            "STAGE": "prod",\n'
        '            "SNOWFLAKE_PASSWORD": "{v}"\n        }}\n    }}\n}}',
    ),
    kind25(
        "az_webapp_appsettings_list",
        "output",
        "$ az webapp config appsettings list -g rg-web -n acme-web\n[\n  {{\n"
        '    "name": "WEBSITE_RUN_FROM_PACKAGE",\n    "slotSetting": false,\n    "value": "1"\n'
        '  }},\n  {{\n    "name": "SendGrid__Key",\n    "slotSetting": false,\n'
        '    "value": "{v}"\n  }}\n]',
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    kind25(
        "gcloud_run_describe_env",
        "output",
        "$ gcloud run services describe api --format yaml | grep -A1 -E 'name: (DB|SESSION)'\n"
        "        - name: DB_HOST\n          value: 10.20.0.3\n"
        "        - name: SESSION_SECRET\n          value: {v}",
        value=lambda r: hexs(r, 64),
    ),
    kind25(
        "vercel_env_pull_file",
        "config",
        '# Created by Vercel CLI\nVERCEL="1"\nVERCEL_ENV="development"\n'
        'VERCEL_TARGET_ENV="development"'
        '\nKV_REST_API_TOKEN="{v}"\nKV_REST_API_URL="https://eu1-vital-gnat-3341.kv.example"',
        value=lambda r: "A" + alnum(r, 59) + "=",
    ),
    kind25(
        "ps_eww_environ",
        "output",
        "$ ps eww -p 4121 | tail -1\n 4121 ?  Ssl  0:14 node dist/server.js PATH=/usr/bin "
        "NODE_ENV=production JWT_SIGNING_SECRET={v} PORT=8080",
        value=lambda r: urlsafe(r, 48),
    ),
)

# -- crash reports and tracebacks that print a client's config --------------------------

_CRASH: tuple[Kind, ...] = (
    kind25(
        "pytest_showlocals",
        "output",
        "    def test_sync_contacts(client):\n>       resp = client.sync()\n"
        "E       httpx.HTTPStatusError: 401 Unauthorized\n\n"
        "api_key    = '{v}'\nbase_url   = 'https://api.attio.example/v2'\n"
        "client     = <Attio at 0x7f3a>",
        value=lambda r: hexs(r, 64),
    ),
    kind25(
        "pydantic_settings_input_value",
        "output",
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\n"
        "smtp_port\n  Input should be a valid integer [type=int_parsing, "
        "input_value='{v}', input_type=str]\n    For further information visit https://errors"
        ".pydantic.dev/2.9/v/int_parsing\n(SMTP_PORT and SMTP_PASSWORD were swapped in .env)",
    ),
    kind25(
        "ruby_inspect_client",
        "output",
        "NoMethodError: undefined method `each' for nil\n  client: #<Zendesk::Client "
        '@url="https://acme.zendesk.com/api/v2", @username="ops@acme.dev/token", @token="{v}">',
        value=lambda r: alnum(r, 40),
    ),
    kind25(
        "elixir_match_error",
        "output",
        "** (MatchError) no match of right hand side value: {{:error, %{{status: 403, "
        'config: %{{region: "eu", secret_access_key: "{v}"}}}}}}\n    (app 0.4.1) lib/app/s3.ex:22',
        value=lambda r: alnum(r, 40),
    ),
    kind25(
        "node_util_inspect_client",
        "output",
        "Failed to send: Error: 401\n    at Mailer.send (src/mail.ts:41:11)\nmailer: Mailer {{\n"
        "  host: 'smtp.postale.example',\n  auth: {{ user: 'apikey', pass: '{v}' }},\n"
        "  pool: true\n}}",
    ),
    kind25(
        "spring_tostring_failure",
        "output",
        "***************************\nAPPLICATION FAILED TO START\n***************************\n"
        "Description:\nFailed to bind properties under 'mail' to MailProps:\n"
        "    Reason: MailProps{{host=smtp.office365.com, port=587, username=noreply@acme.dev, "
        "password={v}}}",
    ),
    kind25(
        "nextjs_build_error_env",
        "output",
        'Error occurred prerendering page "/pricing".\nError: Invalid API key provided: '
        "{v}\n    at .next/server/app/pricing/page.js:1:4021\nExport encountered an error on "
        "/pricing/page: /pricing, exiting the build.",
        value=lambda r: "sk_live_" + hexs(r, 40),
    ),
    kind25(
        "sentry_event_request_env",
        "output",
        '"request": {{\n  "url": "https://api.acme.dev/v1/import",\n  "env": {{\n'
        '    "REMOTE_ADDR": "10.1.4.12",\n    "SERVER_NAME": "api-2",\n'
        '    "HUBSPOT_CLIENT_SECRET": "{v}"\n  }}\n}}',
        value=lambda r: (
            hexs(r, 8) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 12)
        ),
    ),
)

# -- what people paste whole -------------------------------------------------------------

_PASTED: tuple[Kind, ...] = (
    kind25(
        "full_dotenv_commented",
        "config",
        "# --- app ---\nAPP_URL=http://localhost:3000\nAPP_DEBUG=true\n\n# --- payments (sandbox) "
        "---\nPAYPAL_CLIENT_ID=A{k79}\nPAYPAL_CLIENT_SECRET={v}\n\n# --- misc ---\nTZ=UTC",
        value=lambda r: "E" + urlsafe(r, 79),
    ),
    kind25(
        "firefox_copy_as_curl",
        "header",
        "curl 'https://app.acme.dev/api/graphql' --compressed -X POST -H 'User-Agent: Mozilla/5.0 "
        "(X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' -H 'Accept: */*' "
        "-H 'Content-Type: application/json' -H 'Cookie: _ga=GA1.1.{d9}.{d10}; "
        '__Secure-next-auth.session-token={v}\' --data-raw \'{{"query":"{{me{{id}}}}"}}\'',
        value=lambda r: urlsafe(r, 120),
    ),
    kind25(
        "copy_as_node_fetch",
        "header",
        'fetch("https://api.acme.dev/v2/reports?limit=50", {{\n  "headers": {{\n'
        '    "accept": "application/json",\n    "x-csrf-token": "{h32}",\n'
        '    "x-api-key": "{v}"\n  }},\n  "body": null,\n  "method": "GET"\n}});',
        value=lambda r: alnum(r, 40),
    ),
    kind25(
        "powershell_iwr_headers",
        "header",
        "Invoke-WebRequest -UseBasicParsing "
        '-Uri "https://acme.freshservice.example/api/v2/tickets" '
        '`\n-Headers @{{\n  "accept"="application/json"\n  "authorization"="Basic {v}"\n}}',
        value=lambda r: base64.b64encode(f"{alnum(r, 20)}:X".encode()).decode(),
    ),
    kind25(
        "postman_environment_export",
        "config",
        '{{\n  "id": "{uuid}",\n  "name": "Staging",\n  "values": [\n    {{ "key": "baseUrl", '
        '"value": "https://staging.acme.dev", "type": "default", "enabled": true }},\n'
        '    {{ "key": "clientSecret", "value": "{v}", "type": "secret", "enabled": true }}\n  ],\n'
        '  "_postman_variable_scope": "environment"\n}}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind25(
        "insomnia_export_env",
        "config",
        "_type: export\n__export_format: 4\nresources:\n  - _id: env_{h32}\n"
        "    _type: environment\n"
        "    name: Base Environment\n    data:\n      host: api.acme.dev\n      apiSecret: {v}",
        value=lambda r: alnum(r, 48),
    ),
    kind25(
        "bru_request_auth",
        "config",
        "meta {{\n  name: list invoices\n  type: http\n  seq: 3\n}}\n\nget {{\n"
        "  url: {{{{host}}}}/v1/invoices\n  auth: bearer\n}}\n\nauth:bearer {{\n  token: {v}\n}}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind25(
        "jetbrains_http_private_env",
        "config",
        '// http-client.private.env.json\n{{\n  "dev": {{\n    "token": "{v}"\n  }},\n'
        '  "prod": {{\n    "token": "{{{{$auth.token(\\"prod\\")}}}}"\n  }}\n}}',
        value=lambda r: alnum(r, 44),
    ),
    kind25(
        "rest_client_http_file",
        "config",
        "@host = https://api.acme.dev\n@token = {v}\n\n### list users\nGET {{{{host}}}}/users\n"
        "Authorization: Bearer {{{{token}}}}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind25(
        "hoppscotch_environment",
        "config",
        '[{{"v":1,"id":"{k20}","name":"prod","variables":[{{"key":"baseURL","value":'
        '"https://api.acme.dev","secret":false}},{{"key":"apiKey","value":"{v}","secret":true}}]}}]',
        value=lambda r: alnum(r, 36),
    ),
    kind25(
        "thunder_client_env",
        "config",
        '{{\n  "_id": "{uuid}",\n  "name": "(Local Env)",\n  "data": [\n'
        '    {{ "name": "admin_password", "value": "{v}" }}\n  ]\n}}',
    ),
    kind25(
        "har_cookies_list",
        "header",
        '"cookies": [\n  {{ "name": "_gid", "value": "GA1.2.{d9}.{d10}" }},\n'
        '  {{ "name": "laravel_session", "value": "{v}", "httpOnly": true, "secure": true }}\n],',
        value=lambda r: "eyJpdiI6I" + urlsafe(r, 140),
    ),
    kind25(
        "compose_x_anchor_env",
        "config",
        "x-common-env: &common-env\n  TZ: UTC\n  RABBITMQ_DEFAULT_PASS: {v}\n\nservices:\n"
        "  worker:\n    image: acme/worker:1.8\n    environment:\n      <<: *common-env",
    ),
    kind25(
        "helm_values_extra_env",
        "config",
        "# values-prod.yaml\nimage:\n  tag: 2.31.0\nextraEnv:\n  - name: LOG_FORMAT\n"
        '    value: json\n  - name: OIDC_CLIENT_SECRET\n    value: "{v}"\nreplicaCount: 3',
        value=lambda r: urlsafe(r, 32),
    ),
    kind25(
        "gitlab_job_log",
        "output",
        "Running with gitlab-runner 17.5.2 (c6eae8d7)\n"
        '$ echo "deploying with $OVH_APPLICATION_SECRET"\n'
        "deploying with {v}\n$ ovhcloud server list\nERROR: Job failed: exit code 1",
        value=lambda r: alnum(r, 64),
    ),
    kind25(
        "gha_step_env_header",
        "output",
        "Run ./scripts/smoke.sh\n  ./scripts/smoke.sh\n  shell: /usr/bin/bash -e {{0}}\n  env:\n"
        "    BASE_URL: https://staging.acme.dev\n    SMOKE_USER_PASSWORD: {v}\n"
        "smoke: 12 passed",
    ),
    kind25(
        "bitbucket_pipelines_log",
        "output",
        "+ umask 000\n+ docker login -u acme -p {v} registry.acme.dev\n"
        "WARNING! Using --password via the CLI is insecure.\nLogin Succeeded",
    ),
    kind25(
        "gitlab_runner_config_toml",
        "config",
        'concurrent = 4\n\n[[runners]]\n  name = "docker-1"\n  url = "https://gitlab.acme.dev"\n'
        '  id = 41\n  token = "{v}"\n  executor = "docker"',
        value=lambda r: "glrt-t3_" + urlsafe(r, 27),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_MCP,
    *_AGENTS,
    *_TRANSCRIPT,
    *_ENV,
    *_CRASH,
    *_PASTED,
    *SHAPE_KINDS,
    *CHAT_KINDS,
    *VENDOR_KINDS,
)


def heldout25_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-fifth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout25", SESSION_PLACES8)
