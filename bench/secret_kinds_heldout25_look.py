"""The look-alikes of held-out 25 (`bench/secret_kinds_heldout25.py`): no secret in any of them.

What the agents' own surroundings and pasted files hold that must come
through unchanged: ids of transcripts (`toolu_` tool-use ids, Codex
`call_` ids, `msg_` and `req_` ids, `chatcmpl-` and `resp_` ids, session
UUIDs, an MCP `mcp-session-id`, a JSON-RPC `progressToken`), ids of
objects, runs and deployments (OpenAI `asst_`, `thread_` and `vs_` ids, an
Anthropic `msgbatch_` id, a Netlify deploy id, a GitHub Actions run URL, a
GitLab job id, a Cloud Run revision, a pod's name and `uid`, a container
id, a systemd `InvocationID`, a runner's `system_id`), hashes and digests
(commit ids, an image digest, `PYTHON_SHA256`, a Lambda `CodeSha256`, a
`uv.lock` hash, an npm `integrity`, an ETag), key ids and fingerprints (the
`GPG_KEY` a Python image sets, an SSH key's `SHA256:` fingerprint, a JWK's
`kid` and modulus), keys vendors publish in pages (a Clerk publishable key,
a Turnstile and a reCAPTCHA site key, a RevenueCat public SDK key, a
Crisp, an Umami and a Fathom site id, a GTM container id, a Google OAuth
client id, an Arize space id, an Application Insights connection string),
ids of the set's vendors (a Vapi assistant, a Retell agent, a Twelve Labs
index, a LlamaCloud pipeline, a Chroma tenant, a Daytona sandbox, a Close
lead, a Front conversation, an Ark endpoint, an OpenAI project and org, a
MiniMax group id); the same MCP entries, settings, hooks and transcripts
with the secret read from the environment or an input (`${input:…}`,
`${env:…}`, `bearer_token_env_var`, `env_vars`, `$CLAUDE_PROJECT_DIR`, an
`apiKeyHelper` script path, a Cursor deeplink and a `vscode:mcp/install`
link with no secret in them); environment dumps with no secret (`PATH`,
`SSH_AUTH_SOCK`, `WT_SESSION`, `TERM_SESSION_ID`, `VSCODE_GIT_IPC_HANDLE`,
`RUNNER_TRACKING_ID`, `kubectl describe`'s `<set to the key … in secret …>`),
secret stores' references (an Azure Key Vault reference with its version,
a Secrets Manager ARN, a Secret Manager path, `secretKeyRef`,
`existingSecret`, `op run`), masked values as each tool prints them (`***`,
`[MASKED]`, `(protected)`, `System.Security.SecureString`, `******`),
placeholders (`<your-key>`, `xxxx`, `changeme` in a template), ENV VAR
NAMES with no value, versions, build numbers and feature-flag names, model
ids, codes that are not credentials (order numbers, postal codes, HTTP and
exit codes), and chat in the set's languages that names a secret without
giving it.
"""

from __future__ import annotations

import base64
import json
import random
import string
from urllib.parse import quote

from bench.secret_kinds import LookAlike, alnum, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout15_more import uuid15

__all__ = ["LOOK_ALIKES"]

_UPHEX = "0123456789ABCDEF"
_UP = string.ascii_uppercase + string.digits
_B64 = string.ascii_letters + string.digits + "+/"
_URLSAFE = string.ascii_letters + string.digits + "-_"


def _clerk_pk(r: random.Random) -> str:
    host = f"{r.choice(['happy', 'brave', 'calm'])}-{r.choice(['otter', 'finch', 'lynx'])}-"
    host += f"{digits(r, 2)}.clerk.accounts.dev$"
    return "pk_test_" + base64.b64encode(host.encode()).decode().rstrip("=")


def _transcript(r: random.Random) -> list[tuple[str, str]]:
    read = {
        "type": "tool_use",
        "id": "toolu_01" + alnum(r, 22),
        "name": "Read",
        "input": {"file_path": "/repo/src/server.ts", "offset": 40, "limit": 80},
    }
    out = {
        "type": "response_item",
        "payload": {
            "type": "function_call_output",
            "call_id": "call_" + alnum(r, 24),
            "output": '{"output":"ok\\n","metadata":{"exit_code":0,"duration_seconds":0.4}}',
        },
    }
    return [
        ("tool_use_read", json.dumps(read)),
        ("codex_call_output", json.dumps(out)),
        ("anthropic_request_id", f"request-id: req_011C{alnum(r, 20)}  (status 529 overloaded)"),
        ("anthropic_message_id", f'{{"id": "msg_01{alnum(r, 22)}", "stop_reason": "end_turn"}}'),
        ("openai_completion_id", f'"id": "chatcmpl-{alnum(r, 29)}", "object": "chat.completion"'),
        ("openai_response_id", f"response resp_{hexs(r, 48)} finished in 3.2 s"),
        ("session_uuid", f'{{"sessionId":"{uuid15(r)}","cwd":"/repo","version":"2.0.14"}}'),
        ("mcp_session_header", f"mcp-session-id: {uuid15(r)}\nmcp-protocol-version: 2025-06-18"),
        (
            "mcp_progress_token",
            f'{{"method":"notifications/progress","params":{{"progressToken":'
            f'"{alnum(r, 16)}","progress":3,"total":10}}}}',
        ),
        (
            "openai_object_ids",
            f"asst_{alnum(r, 24)} on thread_{alnum(r, 24)} with vs_{alnum(r, 24)}",
        ),
        ("anthropic_batch_id", f"batch msgbatch_01{alnum(r, 22)} ended: 120 succeeded"),
    ]


def _runs(r: random.Random) -> list[tuple[str, str]]:
    pod = f"worker-{lower_alnum(r, 9)}-{lower_alnum(r, 5)}"
    return [
        ("netlify_deploy_id", f"Deploy is live! deploy_id: {hexs(r, 24)}"),
        (
            "gha_run_url",
            f"https://github.com/acme/api/actions/runs/{digits(r, 11)}/job/{digits(r, 11)}",
        ),
        ("gitlab_job_id", f"CI_JOB_ID={digits(r, 10)}\nCI_PIPELINE_ID={digits(r, 9)}"),
        (
            "cloud_run_revision",
            f"Revision api-{digits(r, 5)}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 3)}"
            " is serving 100 percent of traffic",
        ),
        ("pod_name_uid", f"Name: {pod}\nUID: {uuid15(r)}\nResourceVersion: {digits(r, 8)}"),
        ("container_id", f"HOSTNAME={hexs(r, 12)}\n" + f'"Id": "{hexs(r, 64)}",'),
        ("systemd_invocation", f"InvocationID={hexs(r, 32)}\nExecMainPID={digits(r, 5)}"),
        (
            "runner_system_id",
            f'  system_id = "s_{hexs(r, 12)}"\n  token_obtained_at = 2026-11-02T09:41:07Z',
        ),
        (
            "runner_tracking_id",
            f"RUNNER_TRACKING_ID=github_{uuid15(r)}\nGITHUB_RUN_ID={digits(r, 11)}",
        ),
        ("traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("sentry_event_id", f"Sentry captured event {hexs(r, 32)} (release api@2.31.0)"),
        ("request_id_header", f"-H 'x-request-id: {uuid15(r)}'"),
    ]


def _hashes(r: random.Random) -> list[tuple[str, str]]:
    b64 = pick(r, _B64, 43) + "="
    return [
        ("commit_sha", f"GITHUB_SHA={hexs(r, 40)}"),
        ("image_digest", f"image: ghcr.io/acme/api@sha256:{hexs(r, 64)}"),
        ("python_sha256_env", f"PYTHON_VERSION=3.12.7\nPYTHON_SHA256={hexs(r, 64)}"),
        ("lambda_code_sha", f'"CodeSha256": "{b64}",\n"RevisionId": "{uuid15(r)}",'),
        (
            "uv_lock_hash",
            f'{{ url = "https://files.example/pkg.whl", hash = "sha256:{hexs(r, 64)}" }}',
        ),
        ("npm_integrity", f'"integrity": "sha512-{pick(r, _B64, 86)}=="'),
        ("etag_if_none_match", f"-H 'If-None-Match: W/\"{hexs(r, 40)}\"'"),
        ("gpg_key_env", f"GPG_KEY={pick(r, _UPHEX, 40)}"),
        ("ssh_fingerprint", f"256 SHA256:{pick(r, _B64, 43)} dana@laptop (ED25519)"),
        (
            "jwk_kid",
            json.dumps(
                {
                    "kty": "RSA",
                    "use": "sig",
                    "alg": "RS256",
                    "kid": pick(r, _URLSAFE, 43),
                    "e": "AQAB",
                    "n": pick(r, _URLSAFE, 120),
                }
            ),
        ),
    ]


def _public(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("clerk_publishable", f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={_clerk_pk(r)}"),
        (
            "turnstile_site_key",
            f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{alnum(r, 14)}"></div>',
        ),
        ("recaptcha_site_key", f"NEXT_PUBLIC_RECAPTCHA_SITE_KEY=6L{pick(r, _URLSAFE, 38)}"),
        ("revenuecat_public", f'Purchases.configure(withAPIKey: "appl_{alnum(r, 27)}")'),
        ("crisp_website_id", f'window.CRISP_WEBSITE_ID="{uuid15(r)}";'),
        ("umami_site", f'<script defer src="/u.js" data-website-id="{uuid15(r)}"></script>'),
        (
            "fathom_site",
            f'<script src="https://cdn.usefathom.com/script.js" data-site="{pick(r, _UP, 8)}">',
        ),
        ("gtm_id", f"GTM-{pick(r, _UP, 7)} fires on every page"),
        (
            "google_client_id",
            f"GOOGLE_CLIENT_ID={digits(r, 12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com",
        ),
        (
            "arize_space_id",
            "ARIZE_SPACE_ID="
            + base64.b64encode(f"Space:{digits(r, 5)}:{alnum(r, 4)}".encode()).decode(),
        ),
        ("vapi_assistant", f'vapi.start("{uuid15(r)}")  // assistant id'),
        ("retell_agent", f"agent_id: agent_{hexs(r, 26)}"),
        ("twelvelabs_index", f'client.search.query(index_id="{hexs(r, 24)}", query_text="goal")'),
        ("llamacloud_pipeline", f"pipeline_id={uuid15(r)} project_id={uuid15(r)}"),
        ("daytona_sandbox", f"Sandbox {uuid15(r)} started (target eu, 2 vCPU)"),
        ("close_lead", f"lead_{alnum(r, 43)} moved to Qualified"),
        ("front_conversation", f"GET /conversations/cnv_{lower_alnum(r, 7)}/messages"),
        ("ark_endpoint", f'model="ep-{digits(r, 14)}-{lower_alnum(r, 5)}"'),
        (
            "openai_project_org",
            f"OpenAI-Project: proj_{alnum(r, 24)}\nOpenAI-Organization: org-{alnum(r, 24)}",
        ),
        ("minimax_group", f"MINIMAX_GROUP_ID={digits(r, 19)}"),
        (
            "order_number",
            f"order #{digits(r, 8)} shipped to 10115 Berlin, tracking {pick(r, _UP, 18)}",
        ),
        (
            "build_number",
            f"Build #{digits(r, 4)} (v2.{digits(r, 2)}.0+build.{digits(r, 6)}) passed",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return _transcript(r) + _runs(r) + _hashes(r) + _public(r)


def _b64_cfg(doc: object) -> str:
    return base64.b64encode(json.dumps(doc).encode()).decode()


_DEEPLINK = _b64_cfg({"command": "npx", "args": ["-y", "mcp-server-time"], "env": {}})
_VSLINK = quote(
    json.dumps({"name": "fetch", "command": "uvx", "args": ["mcp-server-fetch"]}), safe=""
)

_FIXED: list[tuple[str, str]] = [
    # MCP entries with the secret read from elsewhere
    (
        "codex_bearer_env_var",
        '[mcp_servers.figma]\nurl = "https://mcp.figma.example/mcp"\n'
        'bearer_token_env_var = "FIGMA_OAUTH_TOKEN"',
    ),
    (
        "codex_env_vars_passthrough",
        '[mcp_servers.gitlab]\ncommand = "npx"\nenv_vars = ["GITLAB_TOKEN", "GITLAB_API_URL"]',
    ),
    (
        "vscode_inputs_password",
        '{"inputs": [{"type": "promptString", "id": "pd-key", '
        '"description": "PagerDuty key", "password": true}],\n'
        '"servers": {"pagerduty": {"env": {"PAGERDUTY_USER_API_KEY": '
        '"${input:pd-key}"}}}}',
    ),
    ("gemini_header_env_ref", '"headers": { "Authorization": "Bearer $GRAFANA_SERVICE_TOKEN" }'),
    ("cursor_env_interp", '"env": { "AIRTABLE_API_KEY": "${env:AIRTABLE_API_KEY}" }'),
    (
        "zed_settings_no_env",
        '"context_servers": { "time": { "command": "uvx", "args": ["mcp-server-time"] } }',
    ),
    (
        "goose_envs_keyring",
        "envs: {}\nenv_keys:\n  - HUBSPOT_ACCESS_TOKEN\n# values live in the keyring",
    ),
    (
        "claude_mcp_add_no_key",
        "claude mcp add --transport sse linear-like https://mcp.example.dev/sse",
    ),
    (
        "cursor_deeplink_no_key",
        f"cursor://anysphere.cursor-deeplink/mcp/install?name=time&config={_DEEPLINK}",
    ),
    ("vscode_link_no_key", f"[Install Fetch](vscode:mcp/install?{_VSLINK})"),
    (
        "mcp_list_output",
        "$ claude mcp list\nbrave-search: npx -y @brave/brave-search-mcp-server - ✓ Connected"
        "\ncontext7: https://mcp.context7.com/mcp (HTTP) - ✓ Connected",
    ),
    # settings and hooks with nothing secret
    (
        "claude_permissions_deny",
        '"permissions": { "deny": ["Read(./.env)", "Read(./.env.*)", "Read(./secrets/**)"] }',
    ),
    (
        "claude_hook_project_dir",
        '"command": "\\"$CLAUDE_PROJECT_DIR\\"/.claude/hooks/check-style.sh"',
    ),
    ("api_key_helper_script", '"apiKeyHelper": "~/bin/anthropic-key-from-keychain.sh"'),
    ("claude_model_setting", '"model": "claude-sonnet-4-5-20250929", "cleanupPeriodDays": 30'),
    (
        "codex_config_no_secret",
        'model = "gpt-5-codex"\nmodel_reasoning_effort = "high"\n'
        'approval_policy = "on-request"\nsandbox_mode = "workspace-write"',
    ),
    (
        "codex_auth_chatgpt",
        '{ "OPENAI_API_KEY": null, "tokens": { "account_id": "'
        'a1b2c3d4-0000-4000-8000-00000000abcd" } }',
    ),
    ("gemini_env_names_only", "# .gemini/.env\nGEMINI_API_KEY=\nGOOGLE_CLOUD_PROJECT="),
    (
        "agents_md_secret_note",
        "## Secrets\nNever paste keys here. `SEED_ADMIN_PASSWORD` comes from "
        "`op read op://Dev/seed/password`.",
    ),
    (
        "cursorrules_env_rule",
        "- Read keys with `process.env.STAGING_API_KEY`; never hard-code them.",
    ),
    ("otel_headers_ref", '"OTEL_EXPORTER_OTLP_HEADERS": "api-key=${NEW_RELIC_LICENSE_KEY}"'),
    # environment dumps with no secret
    (
        "env_dump_plain",
        "PATH=/usr/local/bin:/usr/bin:/bin\nHOME=/home/node\nLANG=C.UTF-8\n"
        "NODE_VERSION=22.11.0\nYARN_VERSION=1.22.22\nTERM=xterm-256color",
    ),
    ("ssh_auth_sock", "SSH_AUTH_SOCK=/tmp/ssh-XXXXk3Jq9w/agent.2231\nSSH_AGENT_PID=2232"),
    (
        "windows_terminal_session",
        "WT_SESSION=7e3c1f0a-5b2d-4c9e-8f61-2a9d4e7b0c13\nWT_PROFILE_ID="
        "{61c54bbd-c2c6-5271-96e7-009a87ff44bf}",
    ),
    (
        "mac_term_session",
        "TERM_SESSION_ID=w0t0p0:4C1B7E2A-9F3D-4A61-B0C8-5E2D7F9A1B34\n"
        "__CF_USER_TEXT_ENCODING=0x1F5:0x0:0x0\nCOMMAND_MODE=unix2003",
    ),
    (
        "vscode_ipc",
        "VSCODE_GIT_IPC_HANDLE=/run/user/1000/vscode-git-7d1c2e9a3b.sock\n"
        "GIT_ASKPASS=/usr/share/code/resources/app/extensions/git/dist/askpass.sh",
    ),
    (
        "agent_env_flags",
        "CLAUDECODE=1\nCLAUDE_CODE_ENTRYPOINT=cli\nCODEX_SANDBOX=seatbelt\n"
        "CODEX_SANDBOX_NETWORK_DISABLED=1",
    ),
    (
        "kubectl_describe_secret_ref",
        "    Environment:\n      DB_PASSWORD:  <set to the key 'password' in "
        "secret 'db-creds'>  Optional: false\n      LOG_LEVEL:    info",
    ),
    (
        "powershell_env_plain",
        "Name                           Value\n----                           -----\n"
        "PROCESSOR_IDENTIFIER           Intel64 Family 6 Model 154 Stepping 3, GenuineIntel"
        "\nSESSIONNAME                    Console",
    ),
    (
        "cmd_set_plain",
        "COMPUTERNAME=DEV-LAPTOP-07\nUSERDOMAIN=ACME\nLOGONSERVER=\\\\DC01\nNUMBER_OF_PROCESSORS=16",
    ),
    ("launchctl_getenv_path", "$ launchctl getenv PATH\n/opt/homebrew/bin:/usr/bin:/bin"),
    (
        "tmux_env_removed",
        "$ tmux show-environment\n-SSH_AGENT_PID\nSSH_CONNECTION=10.0.0.5 52144 10.0.0.9 22",
    ),
    ("conda_vars_plain", "CUDA_VISIBLE_DEVICES = 0,1\nHF_HUB_ENABLE_HF_TRANSFER = 1"),
    (
        "lambda_kms_arn",
        '"KMSKeyArn": "arn:aws:kms:eu-west-1:123456789012:key/'
        '1f0c9a2e-7b4d-4e61-9c3a-0d8e5f2b7a41"',
    ),
    (
        "appinsights_connection",
        "APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=3f2a9c1e-4b7d-4e0a-"
        "8c5f-1d2e3a4b5c6d;IngestionEndpoint=https://westeurope-5.in.applicationinsights"
        ".azure.com/",
    ),
    (
        "vercel_env_plain",
        'VERCEL_GIT_COMMIT_SHA="4b825dc642cb6eb9a060e54bf8d69288fbee4904"\n'
        'VERCEL_URL="acme-web-git-main-acme.vercel.app"',
    ),
    (
        "ps_eww_plain",
        " 4121 ?  Ssl  0:14 node dist/server.js PATH=/usr/bin LANG=C.UTF-8 "
        "INVOCATION_ID=0c9d4f2a7e1b4c8d9a3f6e2b1d7c5a90",
    ),
    # stores, masked, placeholders, names
    (
        "keyvault_reference",
        "@Microsoft.KeyVault(SecretUri=https://kv-acme.vault.azure.net/secrets/"
        "db-pass/9f3c2a1b7d4e4f6a8b0c1d2e3f4a5b6c)",
    ),
    ("secrets_manager_arn", "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Xk29qL"),
    ("gcp_secret_path", "projects/884512097734/secrets/db-password/versions/3"),
    ("secret_key_ref", "valueFrom:\n  secretKeyRef:\n    name: smtp\n    key: password"),
    (
        "helm_existing_secret",
        "auth:\n  existingSecret: keycloak-admin\n  passwordSecretKey: admin-password",
    ),
    ("op_run", "op run --env-file=.env.tpl -- npm run dev"),
    (
        "compose_required_var",
        "    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
    ),
    (
        "gha_env_masked",
        "  env:\n    SMOKE_USER_PASSWORD: ***\n    BASE_URL: https://staging.acme.dev",
    ),
    ("gitlab_masked", "$ echo $DEPLOY_TOKEN\n[MASKED]"),
    (
        "npm_config_protected",
        "; //registry.npmjs.org/:_authToken = (protected)\nregistry = "
        '"https://registry.npmjs.org/"',
    ),
    ("securestring_shown", "UserName       : etl\nPassword       : System.Security.SecureString"),
    ("spring_masked", "MailProps{host=smtp.office365.com, port=587, password=******}"),
    ("stripe_like_masked", "Invalid API key provided: sk_live_****************1a2b"),
    ("placeholder_angle", "PAYPAL_CLIENT_SECRET=<your-client-secret>"),
    ("placeholder_x", "X-Api-Key: xxxxxxxxxxxxxxxxxxxxxxxx"),
    (
        "placeholder_changeme",
        "# values.yaml template\nadminPassword: changeme  # must be overridden",
    ),
    (
        "placeholder_your_token",
        "curl -H 'Authorization: Bearer YOUR_TOKEN_HERE' https://api.acme.dev/me",
    ),
    ("env_example_names", "# .env.example\nOPENAI_API_KEY=\nANTHROPIC_API_KEY=\nDATABASE_URL="),
    ("env_var_names_list", "Required: VAPI_PRIVATE_KEY, LLAMA_CLOUD_API_KEY, DAYTONA_API_KEY"),
    ("docker_login_stdin", 'echo "$DOCKER_HUB_TOKEN" | docker login -u acme --password-stdin'),
    (
        "cmdkey_list",
        "Target: LegacyGeneric:target=git:https://dev.azure.example\nType: Generic\n"
        "User: PersonalAccessToken",
    ),
    (
        "keychain_no_w",
        'keychain: "/Users/dana/Library/Keychains/login.keychain-db"\n'
        '    "svce"<blob>="openrouter"\n    "acct"<blob>="dana"',
    ),
    (
        "reg_query_plain",
        "    InstallPath    REG_SZ    C:\\Program Files\\AcmeSync\n    Version    REG_DWORD    0x4",
    ),
    ("plutil_plain", '"CFBundleIdentifier" => "dev.acme.app"\n"CFBundleVersion" => "4127"'),
    (
        "defaults_plain",
        "    SUEnableAutomaticChecks = 1;\n"
        '    "NSWindow Frame main" = "120 300 900 600 0 0 1728 1079 ";',
    ),
    ("cookies_txt_plain", ".acme.dev\tTRUE\t/\tFALSE\t1798761600\ttheme\tdark"),
    (
        "configmap_plain",
        'data:\n  LOG_LEVEL: info\n  SMTP_HOST: smtp.acme.dev\n  FEATURE_NEW_CHECKOUT: "true"',
    ),
    ("helm_set_plain", "helm upgrade api ./chart --set-string image.tag=2.31.0,replicaCount=3"),
    ("uv_trusted_publishing", "uv publish --trusted-publishing always"),
    ("jsonc_env_ref", '"licenseKey": "${env:LICENSE_KEY}", // prod'),
    ("pct_plain", "GET /files/%2Fhome%2Fdana%2Freport%202026.pdf  (%48%65%6C%6C%6F = Hello)"),
    # versions, codes and measurements
    ("model_ids", "anthropic.claude-sonnet-4-5-20250929-v1:0, kimi-k2-0905-preview, glm-4.6"),
    (
        "feature_flags",
        "flags: enable_new_checkout_v2=true, use_edge_cache=false, beta_mcp_tools=on",
    ),
    ("http_exit_codes", "HTTP 401 then 429; exit code 137 (OOMKilled); SQLSTATE 28P01"),
    ("postal_and_phone", "ship to 94107 San Francisco; call +1 415 555 0199 ext 2041"),
    ("measurements", "p95 412 ms, 1.8 GiB RSS, 3,200 req/s on 4 vCPU"),
    ("versions_list", "Node 22.11.0, pnpm 9.12.3, uv 0.9.5, Python 3.12.7, Claude Code 2.0.14"),
    # chat that names a secret without giving it
    ("chat_en_not_pasting", "my key starts with sk-ant- but I won't paste the rest here"),
    ("chat_en_last_four", "pbpaste shows the right one, the last four are 9f2c"),
    ("chat_en_revoked", "I revoked the personal token I used for testing yesterday"),
    (
        "chat_en_header_question",
        "should the API key go in the X-Api-Key header or the query string?",
    ),
    ("chat_norwegian_ref", "nøkkelen ligger i 1Password, ikke i chatten"),
    ("chat_kazakh_ref", "құпиясөз Vault-та сақталған"),
    ("chat_uzbek_ref", "parol .env faylida, uni commit qilma"),
    ("chat_azerbaijani_ref", "API açarını GitHub secrets-ə əlavə etdim"),
    ("chat_belarusian_ref", "пароль ляжыць у 1Password, у сховішчы Dev"),
    ("chat_macedonian_ref", "лозинката е во Vault, не ја пишувај тука"),
    ("chat_luxembourgish_ref", "d'Passwuert ass am Bitwarden"),
    ("chat_sinhala_ref", "මුරපදය 1Password එකේ තියෙනවා"),
    ("chat_nepali_ref", "पासवर्ड Vault मा राखेको छु"),
    ("chat_marathi_ref", "पासवर्ड .env फाइलमध्ये आहे, चॅटमध्ये नाही"),
    ("chat_gujarati_ref", "પાસવર્ડ 1Password માં છે"),
    ("chat_punjabi_ref", "ਪਾਸਵਰਡ Vault ਵਿੱਚ ਹੈ"),
    ("chat_telugu_ref", "పాస్‌వర్డ్ 1Password లో ఉంది"),
    ("chat_kannada_ref", "ಪಾಸ್‌ವರ್ಡ್ Vault ನಲ್ಲಿ ಇದೆ"),
    ("chat_malayalam_ref", "പാസ്‌വേഡ് 1Password-ൽ ഉണ്ട്"),
    ("chat_burmese_ref", "စကားဝှက်ကို Vault ထဲမှာ သိမ်းထားတယ်"),
    ("chat_lao_ref", "ລະຫັດຜ່ານຢູ່ໃນ 1Password"),
    ("chat_javanese_ref", "sandhine ana ing Bitwarden"),
    ("chat_cebuano_ref", "ang password naa sa 1Password"),
    ("chat_yoruba_ref", "ọ̀rọ̀ aṣínà wà nínú Vault"),
    ("chat_hausa_ref", "kalmar sirri tana cikin 1Password"),
    ("chat_somali_ref", "furaha API-ga wuxuu ku jiraa GitHub secrets"),
    ("chat_haitian_ref", "modpas la nan 1Password"),
    ("chat_maori_ref", "kei te 1Password te kupuhipa"),
    ("chat_pashto_ref", "پټنوم په Vault کې دی"),
    ("chat_kurdish_ref", "şîfre di 1Password de ye"),
    ("chat_kyrgyz_ref", "токен Vault'та сакталган"),
    ("chat_tajik_ref", "парол дар 1Password аст"),
    ("chat_tatar_ref", "серсүз Vault'та саклана"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout25", _rounds, _FIXED
)
