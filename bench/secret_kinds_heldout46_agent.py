"""Held-out 46's agent settings, hooks and files agents read (`bench/secret_kinds_heldout46.py`).

Claude Code's `settings.json` `env` block (an API key, an auth token, custom
headers, OTLP exporter headers, a Bedrock bearer token), an `apiKeyHelper`
that echoes a literal, a hook's command with a key in its `curl`, a hook
script and a status line script that post to a webhook, a custom slash
command whose `!` line holds a token, an `AGENTS.md`/`CLAUDE.md` note with a
staging key; Aider's `.aider.conf.yml` (`openai-api-key`, an `api-key` list
of `provider=key`), `.aider.model.settings.yml` `extra_params`, `aider
--api-key`; Codex's `auth.json` and a model provider's
`experimental_bearer_token`; Gemini CLI's `.gemini/.env`; opencode's
`auth.json`; Copilot's `apps.json`; Continue's model `apiKey`; LiteLLM's
`master_key`; Sourcegraph's access token; Tabby's client `token`; direnv's
`.envrc` and a project `.env` an agent is told to read; OpenRouter and
Ollama-compatible proxies' keys in a shell `export`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import (
    bearer,
    gh_oauth,
    jwt46,
    pct_pw,
    sk_ant,
    sk_proj,
    tok,
    xoxb,
)

__all__ = ["AGENT_KINDS", "openrouter"]


def openrouter(r: random.Random) -> str:
    return "sk-or-v1-" + hexs(r, 64)


def _slack_hook(r: random.Random) -> str:
    return f"T0{alnum(r, 8).upper()}/B0{alnum(r, 8).upper()}/{alnum(r, 24)}"


def _sgp(r: random.Random) -> str:
    return f"sgp_{hexs(r, 16)}_{hexs(r, 40)}"


_CLAUDE: tuple[Kind, ...] = (
    k(
        "claude_settings_env_api_key",
        "config",
        '{\n  "env": {\n    "ANTHROPIC_API_KEY": "{v}",\n    "CLAUDE_CODE_MAX_OUTPUT_TOKENS": '
        '"32000"\n  },\n  "permissions": { "allow": ["Bash(npm run test:*)"] }\n}',
        value=sk_ant,
    ),
    k(
        "claude_settings_env_auth_token_gateway",
        "config",
        '"env": {\n  "ANTHROPIC_BASE_URL": "https://llm-gateway.acme.dev",\n  '
        '"ANTHROPIC_AUTH_TOKEN": "{v}"\n}',
        value=bearer,
    ),
    k(
        "claude_settings_custom_headers",
        "header",
        '"env": { "ANTHROPIC_CUSTOM_HEADERS": "x-gateway-key: {v}" }',
        '"env": {"ANTHROPIC_CUSTOM_HEADERS": "X-Team: platform\\nx-api-key: {v}"}',
        value=tok,
    ),
    k(
        "claude_settings_otel_headers",
        "header",
        '"env": {\n  "CLAUDE_CODE_ENABLE_TELEMETRY": "1",\n  "OTEL_EXPORTER_OTLP_ENDPOINT": '
        '"https://otlp.acme.dev:4318",\n  "OTEL_EXPORTER_OTLP_HEADERS": "Authorization=Bearer '
        '{v}"\n}',
        "export OTEL_EXPORTER_OTLP_HEADERS='x-honeycomb-team={v},x-honeycomb-dataset=claude'",
        value=tok,
    ),
    k(
        "claude_settings_bedrock_bearer",
        "config",
        '"env": {"CLAUDE_CODE_USE_BEDROCK": "1", "AWS_REGION": "us-east-1", '
        '"AWS_BEARER_TOKEN_BEDROCK": "{v}"}',
        value=lambda r: "ABSK" + alnum(r, 120),
    ),
    k(
        "claude_api_key_helper_echo",
        "config",
        '{\n  "apiKeyHelper": "echo {v}"\n}',
        '"apiKeyHelper": "printf %s \'{v}\'"',
        value=sk_ant,
    ),
    k(
        "claude_hook_command_curl_header",
        "header",
        '"hooks": {\n  "Stop": [\n    {\n      "hooks": [\n        {\n          "type": "command",'
        '\n          "command": "curl -s -X POST https://ntfy.acme.dev/agent -H \'Authorization: '
        "Bearer {v}' -d done\"\n        }\n      ]\n    }\n  ]\n}",
        value=lambda r: "tk_" + alnum(r, 29).lower(),
    ),
    k(
        "claude_hook_script_slack_webhook",
        "config",
        '#!/usr/bin/env bash\n# .claude/hooks/notify.sh\ninput=$(cat)\nmsg=$(jq -r .message <<<"'
        '$input")\ncurl -s -X POST -H \'Content-type: application/json\' --data "{\\"text\\":'
        '\\"$msg\\"}" https://hooks.slack.com/services/{v}',
        value=_slack_hook,
    ),
    k(
        "claude_hook_python_pushover",
        "code",
        "import json, sys, urllib.request\n\nevent = json.load(sys.stdin)\nurllib.request.urlopen("
        '"https://api.pushover.net/1/messages.json", data=urllib.parse.urlencode({"token": "{v}", '
        '"user": "u{l29}", "message": event["message"]}).encode())',
        value=lambda r: "a" + alnum(r, 29).lower(),
    ),
    k(
        "claude_statusline_script_key",
        "code",
        '#!/bin/sh\n# ~/.claude/statusline.sh\nusage=$(curl -s -H "x-api-key: {v}" '
        'https://usage.acme.dev/today)\necho "[$(jq -r .model.display_name)] $usage"',
        value=tok,
    ),
    k(
        "claude_command_md_bang_token",
        "config",
        "---\nallowed-tools: Bash(curl:*)\ndescription: Deploy preview\n---\n\n!`curl -s -H "
        '"Authorization: token {v}" https://deploy.acme.dev/api/previews/$ARGUMENTS`\n\nSummarise '
        "the deploy status above.",
        value=lambda r: "dpl_" + alnum(r, 32),
    ),
    k(
        "agents_md_staging_key_note",
        "prose",
        "## Testing\n\n- Run `pnpm test` before committing.\n- The staging API key for e2e is "
        "`{v}` (read-only, fine to use in tests).\n- Never push to main.",
        "# CLAUDE.md\n\nWhen you need the admin panel on staging log in as `admin` with password "
        "`{v}`.",
        value=tok,
    ),
)

_OTHERS: tuple[Kind, ...] = (
    k(
        "aider_conf_yml_openai_key",
        "config",
        "# .aider.conf.yml\nmodel: gpt-4.1\nopenai-api-key: {v}\nauto-commits: false",
        value=sk_proj,
    ),
    k(
        "aider_conf_yml_api_key_list",
        "config",
        "api-key:\n  - anthropic={v}\n  - gemini=AIza{k35}\ndark-mode: true",
        value=sk_ant,
    ),
    k(
        "aider_model_settings_extra_params",
        "config",
        "- name: openai/qwen3-coder\n  extra_params:\n    api_base: https://llm.acme.dev/v1\n"
        "    api_key: {v}\n    max_tokens: 8192",
        value=tok,
    ),
    k(
        "aider_cli_api_key_pair",
        "cli",
        "aider --model openrouter/deepseek/deepseek-chat --api-key openrouter={v} src/app.py",
        "aider --api-key openrouter={v} --no-auto-commits",
        value=openrouter,
    ),
    k(
        "codex_auth_json",
        "config",
        '{\n  "OPENAI_API_KEY": "{v}",\n  "tokens": null,\n  "last_refresh": '
        '"2026-12-01T08:12:44.131Z"\n}',
        value=sk_proj,
    ),
    k(
        "codex_auth_json_refresh_token",
        "config",
        '{"OPENAI_API_KEY": null, "tokens": {"id_token": "eyJ{k20}", "access_token": "eyJ{k24}", '
        '"refresh_token": "{v}", "account_id": "{uuid}"}}',
        value=lambda r: "rt_" + urlsafe(r, 43),
    ),
    k(
        "codex_toml_provider_bearer",
        "config",
        '[model_providers.gateway]\nname = "Acme gateway"\nbase_url = "https://llm.acme.dev/v1"\n'
        'experimental_bearer_token = "{v}"\nwire_api = "chat"',
        value=bearer,
    ),
    k(
        "gemini_dotenv_api_key",
        "config",
        "# .gemini/.env\nGEMINI_API_KEY={v}\nGOOGLE_CLOUD_PROJECT=acme-dev",
        'GOOGLE_API_KEY="{v}"\nGOOGLE_GENAI_USE_VERTEXAI=true',
        value=lambda r: "AIza" + urlsafe(r, 35),
    ),
    k(
        "opencode_auth_json",
        "config",
        '{\n  "anthropic": {\n    "type": "api",\n    "key": "{v}"\n  }\n}',
        value=sk_ant,
    ),
    k(
        "copilot_apps_json_oauth",
        "config",
        '{"github.com:Iv1.{h16}": {"user": "ana-dev", "oauth_token": "{v}", "githubAppId": '
        '"Iv1.{h16}"}}',
        value=lambda r: "ghu_" + alnum(r, 36),
    ),
    k(
        "continue_model_api_key_yaml",
        "config",
        "models:\n  - name: Claude\n    provider: anthropic\n    model: claude-sonnet-4-5\n"
        "    apiKey: {v}\n    roles: [chat, edit]",
        value=sk_ant,
    ),
    k(
        "litellm_master_key_yaml",
        "config",
        "general_settings:\n  master_key: {v}\n  database_url: postgresql://llm:{k16}@pg:5432/"
        "litellm",
        value=lambda r: "sk-" + alnum(r, 22),
    ),
    k(
        "sourcegraph_src_access_token",
        "config",
        "export SRC_ENDPOINT=https://sourcegraph.acme.dev\nexport SRC_ACCESS_TOKEN={v}",
        '"cody.accessToken": "{v}"',
        value=_sgp,
    ),
    k(
        "tabby_client_token_toml",
        "config",
        '[server]\nendpoint = "http://tabby.internal:8080"\ntoken = "{v}"',
        value=lambda r: "auth_" + hexs(r, 32),
    ),
    k(
        "direnv_envrc_exports",
        "config",
        "# .envrc\nuse flake\nexport OPENROUTER_API_KEY={v}\nexport LOG_LEVEL=debug",
        value=openrouter,
    ),
    k(
        "project_dotenv_agent_reads",
        "config",
        "# .env (the agent reads this for local runs)\nDATABASE_URL=postgres://app:{v}@localhost:"
        "5432/app_dev\nREDIS_URL=redis://localhost:6379/0",
        value=pct_pw,
    ),
    k(
        "dotenv_local_quoted_with_comment",
        "config",
        'SLACK_BOT_TOKEN="{v}" # bot for the release notifier\nSLACK_CHANNEL=#releases',
        value=xoxb,
    ),
    k(
        "dotenv_export_prefix_single_quoted",
        "config",
        "export STRIPE_SECRET_KEY='{v}'\nexport STRIPE_WEBHOOK_SECRET='whsec_{k32}'",
        value=lambda r: "rk_live_" + alnum(r, 99),
    ),
    k(
        "gh_hosts_yml_oauth_token",
        "config",
        "github.com:\n    users:\n        ana-dev:\n            oauth_token: {v}\n    "
        "git_protocol: https\n    oauth_token: {v}\n    user: ana-dev",
        value=gh_oauth,
    ),
    k(
        "cursor_rules_mdc_token",
        "config",
        "---\ndescription: API conventions\nglobs: src/api/**\nalwaysApply: false\n---\n\n"
        "- Call the internal API with header `X-Internal-Token: {v}`.\n- Use zod for input.",
        value=tok,
    ),
    k(
        "windsurf_rules_db_password",
        "config",
        "# .windsurfrules\nThe local database runs in docker; connect with psql -U app -h "
        "localhost (password {v}).",
    ),
    k(
        "agent_subagent_yaml_env",
        "config",
        "---\nname: release-bot\ndescription: Tags releases\ntools: Bash\n---\nYou tag releases. "
        "Authenticate with `export GH_TOKEN={v}` before running `gh release create`.",
        value=lambda r: "ghs_" + alnum(r, 36),
    ),
    k(
        "claude_settings_local_json_mcp_env_jwt",
        "config",
        '{\n  "enableAllProjectMcpServers": true,\n  "env": {\n    "SUPABASE_SERVICE_ROLE_KEY": '
        '"{v}"\n  }\n}',
        value=jwt46,
    ),
)

AGENT_KINDS: tuple[Kind, ...] = (*_CLAUDE, *_OTHERS)
