"""Held-out 47's leak alerts and scanners' reports (`bench/secret_kinds_heldout47.py`), and makers.

What reaches a security engineer when a secret leaks, pasted into a coding
agent for triage: GitHub's secret scanning alerts as its API returns them,
GitLab's secret detection report, GitGuardian's incident mail and
`ggshield --show-secrets`, gitleaks' JSON, CSV, SARIF and verbose output,
trufflehog's JSON and its "found verified result" print, a detect-secrets
audit showing the line, semgrep's JSON and SARIF, Nosey Parker's report, a
scanner bot's Slack message, a Jira ticket, a PagerDuty incident, a
HackerOne and a Bugcrowd report, MobSF's hardcoded secrets and a
decompiled app's `strings.xml`. Every one holds the value in full; the
ones that only hash or mask it are look-alikes (`_look.py`).
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, pw, upper32, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import gh_classic, gh_fine, sk_ant, sk_proj, tok, xoxb

__all__ = [
    "ALERT_KINDS",
    "aiza",
    "akia",
    "b64url",
    "glpat",
    "nt_hash",
    "sendgrid",
    "stripe_live",
    "tok47",
]


def akia(r: random.Random) -> str:
    return "AKIA" + upper32(r, 16)


def stripe_live(r: random.Random) -> str:
    return "sk_live_51" + alnum(r, 96)


def glpat(r: random.Random) -> str:
    return "glpat-" + urlsafe(r, 20)


def aiza(r: random.Random) -> str:
    return "AIza" + urlsafe(r, 35)


def sendgrid(r: random.Random) -> str:
    return f"SG.{urlsafe(r, 22)}.{urlsafe(r, 43)}"


def nt_hash(r: random.Random) -> str:
    return hexs(r, 32)


def tok47(r: random.Random) -> str:
    """A token with no prefix: letters and digits, 32 to 48 of them."""
    return alnum(r, r.randrange(32, 49))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _dd_key(r: random.Random) -> str:
    return hexs(r, 32)


def _twilio_secret(r: random.Random) -> str:
    return alnum(r, 32)


_GITHUB: tuple[Kind, ...] = (
    k(
        "github_secret_scanning_alert_api",
        "vendor",
        '{\n  "number": {d3},\n  "state": "open",\n  "secret_type": "stripe_api_key",\n  '
        '"secret_type_display_name": "Stripe API Key",\n  "secret": "{v}",\n  "validity": '
        '"active",\n  "html_url": "https://github.com/acme/shop/security/secret-scanning/{d3}"\n}',
        value=stripe_live,
    ),
    k(
        "github_secret_scanning_gh_api_jq",
        "output",
        "$ gh api repos/acme/shop/secret-scanning/alerts --jq '.[] | [.number, .secret_type, "
        ".secret] | @tsv'\n{d2}\tgithub_personal_access_token\t{v}\n{d2}\tnpm_access_token\t"
        "(revoked)",
        value=gh_classic,
    ),
    k(
        "github_secret_scanning_webhook_payload",
        "vendor",
        '{"action": "created", "alert": {"number": {d2}, "secret_type": '
        '"slack_api_token", "secret": "{v}", "push_protection_bypassed": true}, '
        '"repository": {"full_name": "acme/ops"}}',
        value=xoxb,
    ),
    k(
        "github_secret_scanning_csv_export",
        "output",
        "number,state,secret_type,secret,created_at,html_url\n{d3},open,"
        "github_personal_access_token,{v},2026-12-01T08:11:02Z,https://github.com/acme/api/"
        "security/secret-scanning/{d3}",
        value=gh_fine,
    ),
    k(
        "gitlab_secret_detection_report",
        "vendor",
        '{\n  "vulnerabilities": [{\n    "category": "secret_detection",\n    "name": "GitLab '
        'personal access token",\n    "raw_source_code_extract": "{v}",\n    "location": '
        '{"file": "deploy/ci.env", "start_line": {d2}}\n  }]\n}',
        value=glpat,
    ),
)

_GITGUARDIAN: tuple[Kind, ...] = (
    k(
        "gitguardian_incident_mail_full",
        "vendor",
        "GitGuardian has detected the following SendGrid Key exposed within your GitHub account."
        "\n\nSecret: {v}\nRepository: acme/newsletter\nPushed date: December 1st 2026, 09:14:22"
        " (UTC)\nFile: src/mail.ts",
        value=sendgrid,
    ),
    k(
        "ggshield_show_secrets",
        "output",
        "$ ggshield secret scan path --show-secrets -r .\n🛡️  ⚔  🛡️  1 incident has been found in "
        "file .env\n\n>>> Incident 1(Secrets detection): OpenAI API Key (Validity: Valid)  "
        "(Ignore with SHA: {h64}) (1 occurrence)\n 3 | OPENAI_API_KEY={v}\n   |"
        "                |_______apikey_______|",
        value=sk_proj,
    ),
    k(
        "ggshield_json_show_secrets",
        "vendor",
        '{"entities_with_incidents": [{"filename": ".env.prod", "incidents": [{"type": '
        '"Anthropic API Key", "occurrences": [{"match": "{v}", "type": "apikey", '
        '"line_start": {d2}}], "ignore_sha": "{h64}"}]}]}',
        value=sk_ant,
    ),
)

_GITLEAKS: tuple[Kind, ...] = (
    k(
        "gitleaks_json_report",
        "vendor",
        '[\n {\n  "Description": "Generic API Key",\n  "StartLine": {d2},\n  "Match": '
        '"api_key = \\"{v}\\"",\n  "Secret": "{v}",\n  "File": "config/settings.py",\n  '
        '"Commit": "{h40}",\n  "RuleID": "generic-api-key",\n  "Fingerprint": '
        '"{h40}:config/settings.py:generic-api-key:{d2}"\n }\n]',
        value=tok47,
    ),
    k(
        "gitleaks_verbose_cli",
        "output",
        "$ gitleaks git -v .\nFinding:     SLACK_TOKEN={v}\nSecret:      {v}\nRuleID:      "
        "slack-bot-token\nEntropy:     4.81\nFile:        .env.example\nLine:        {d1}\n"
        "Commit:      {h40}\nAuthor:      ana\nDate:        2026-11-30T17:02:11Z\n"
        "Fingerprint: {h40}:.env.example:slack-bot-token:{d1}",
        value=xoxb,
    ),
    k(
        "gitleaks_csv_report",
        "output",
        "RuleID,Commit,File,SymlinkFile,Secret,Match,StartLine,EndLine,StartColumn,EndColumn,"
        "Author,Message,Date,Email,Fingerprint\naws-access-token,{h40},terraform/prod.tfvars,,"
        '{v},"secret_key = {v}",{d2},{d2},14,54,ana,add prod vars,2026-11-29T10:00:00Z,'
        "ana@acme.dev,{h40}:terraform/prod.tfvars:aws-access-token:{d2}",
        value=lambda r: b64(r, 40),
    ),
    k(
        "gitleaks_sarif_snippet",
        "vendor",
        '"results": [{\n  "ruleId": "stripe-access-token",\n  "message": {"text": '
        '"stripe-access-token has detected secret for file src/pay.js."},\n  "locations": '
        '[{"physicalLocation": {"artifactLocation": {"uri": "src/pay.js"}, "region": '
        '{"startLine": {d2}, "snippet": {"text": "{v}"}}}}]\n}]',
        value=stripe_live,
    ),
    k(
        "gitleaks_protect_staged_output",
        "output",
        "$ git commit -m 'wip'\n○\n    │╲\n    │ ○\n    ○ ░\n    ░    gitleaks\n\nFinding:     "
        "const token = '{v}'\nSecret:      {v}\nRuleID:      github-fine-grained-pat\nFile:"
        "        scripts/sync.ts\n12:01PM WRN leaks found: 1",
        value=gh_fine,
    ),
)

_TRUFFLEHOG: tuple[Kind, ...] = (
    k(
        "trufflehog_json_line",
        "vendor",
        '{"SourceMetadata": {"Data": {"Git": {"commit": "{h40}", "file": "ops/backup.sh", '
        '"line": {d2}}}}, "DetectorName": "AWS", "Verified": true, "Raw": "{aws}", "RawV2": '
        '"{aws}:{v}", "Redacted": "{aws}", "ExtraData": {"account": "{d12}"}}',
        value=lambda r: b64(r, 40),
    ),
    k(
        "trufflehog_cli_verified",
        "output",
        "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\n✅ Found verified result 🐷🔑\n"
        "Detector Type: Github\nDecoder Type: PLAIN\nRaw result: {v}\nRepository: "
        "https://github.com/acme/tools.git\nCommit: {h40}\nFile: install.sh\nLine: {d2}",
        value=gh_classic,
    ),
    k(
        "trufflehog_cli_unverified_base64",
        "output",
        "❓ Found unverified result 🐷🔑❓\nDetector Type: SendGrid\nDecoder Type: BASE64\n"
        "Raw result: {v}\nFile: k8s/mailer-secret.yaml\nLine: {d1}",
        value=sendgrid,
    ),
    k(
        "trufflehog_docker_layer",
        "output",
        "$ trufflehog docker --image acme/api:1.4.2 --results=verified\n✅ Found verified "
        "result 🐷🔑\nDetector Type: Postgres\nRaw result: postgres://app:{v}@db.internal:5432/"
        "shop\nImage: acme/api:1.4.2\nLayer: sha256:{h64}\nFile: /app/.env",
        value=pw,
    ),
)

_OTHER_SCANNERS: tuple[Kind, ...] = (
    k(
        "detect_secrets_audit_line",
        "output",
        "$ detect-secrets audit .secrets.baseline\nSecret:      3 of 11\nFilename:    "
        "app/settings/prod.py\nSecret Type: Secret Keyword\n----------\n41:\n42:DATABASES = "
        '{\n43:    "default": {"PASSWORD": "{v}",\n----------\nIs this a secret that should '
        "be committed to this repository? (y)es, (n)o, (s)kip, (q)uit:",
    ),
    k(
        "semgrep_json_lines",
        "vendor",
        '{"results": [{"check_id": "generic.secrets.security.detected-jwt-token", "path": '
        '"web/api.js", "start": {"line": {d2}}, "extra": {"message": "JWT token detected", '
        '"lines": "const SERVICE_TOKEN = \'{v}\';", "severity": "ERROR"}}]}',
        value=tok47,
    ),
    k(
        "semgrep_cli_text",
        "output",
        "┌──────────────────┐\n│ 1 Code Finding   │\n└──────────────────┘\n\n    src/"
        "payments/client.py\n    ❯❯❱ python.lang.security.hardcoded-password\n          "
        "Hardcoded password in a function call\n\n           {d2}┆ client.login('billing', "
        "'{v}')",
    ),
    k(
        "noseyparker_report",
        "output",
        "Finding 4/17 (id {h40})\nRule: Slack Bot Token\nGroup: {v}\n\nOccurrence 1/1\nFile:"
        " scripts/alert.sh\nLines: {d2}:19-{d2}:74\n\n    curl -H 'Authorization: Bearer {v}'",
        value=xoxb,
    ),
    k(
        "kics_tfsec_password_finding",
        "output",
        "Result #{d1} CRITICAL Passwords and Secrets - Generic Password\n"
        "─────────────────────────────────────────\n  main.tf:{d2}\n   {d2} | admin_password = "
        '"{v}"',
    ),
    k(
        "scanner_bot_slack_message",
        "prose",
        ":rotating_light: *Possible secret leak* in `acme/web` by @dev-ana\n>Type: Google API "
        "key\n>Value: `{v}`\n>File: `public/index.html` (commit {h8})\nPlease rotate and reply "
        "here.",
        value=aiza,
    ),
)

_TICKETS: tuple[Kind, ...] = (
    k(
        "jira_leak_ticket",
        "prose",
        "SEC-{d4}: Datadog API key committed to public repo\n\n*Description*\nThe key "
        "{v} was pushed to acme/dashboards (now private). Owner: observability.\n*Action*: "
        "revoke in Datadog > Organization Settings > API Keys, then scrub history.",
        value=_dd_key,
    ),
    k(
        "pagerduty_incident_body",
        "prose",
        "[#{d5}] P1 - leaked credential used from unknown IP\nDetails: CloudTrail shows "
        "ListBuckets by {aws} from 185.220.{d2}.{d2}; secret in paste: {v}\nAssigned: "
        "secops-oncall",
        value=lambda r: b64(r, 40),
    ),
    k(
        "hackerone_report_steps",
        "prose",
        "## Summary\nThe Android app ships a Twilio API key secret.\n\n## Steps to reproduce"
        "\n1. `apktool d acme.apk`\n2. `grep -r twilio res/values/strings.xml`\n3. curl -u "
        "SK{h32}:{v} https://api.twilio.com/2010-04-01/Accounts.json",
        value=_twilio_secret,
    ),
    k(
        "bugcrowd_report_header_poc",
        "prose",
        "**Proof of concept**\n```\nGET /internal/v2/users?limit=1000 HTTP/1.1\nHost: "
        "api.acme.dev\nX-Api-Key: {v}\n```\nThe key is in `main.{h8}.js` line 1, column "
        "48213.",
        value=tok47,
    ),
    k(
        "mobsf_hardcoded_secrets",
        "output",
        'POSSIBLE HARDCODED SECRETS\n"com.acme.billing.stripe_key" : "{v}"\n'
        '"google_crash_reporting_api_key" : "AIza{k35}"',
        value=stripe_live,
    ),
    k(
        "jadx_strings_xml",
        "config",
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="app_name">Acme'
        '</string>\n    <string name="backend_client_secret">{v}</string>\n</resources>',
        value=tok,
    ),
    k(
        "vuln_report_markdown_table",
        "prose",
        "| # | Finding | Evidence | Severity |\n|---|---|---|---|\n| 3 | Hard-coded SMTP "
        "credentials | `smtp.acme.dev:587 noreply / {v}` | High |",
    ),
    k(
        "security_review_pr_comment",
        "prose",
        "**security-review**: `config/staging.yml` line {d2} adds `signing_secret: {v}`. "
        "This is live on staging; move it to Vault and rotate before merging.",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "leak_triage_note_openai",
        "prose",
        "triage: key {v} found on a public Gist (created 2026-11-28), usage dashboard shows "
        "traffic from ASN {d5} at 03:10 UTC; revoking now",
        value=sk_proj,
    ),
    k(
        "pastebin_monitor_hit",
        "output",
        "[paste-monitor] match rule=acme_domains paste=https://pastebin.com/{k8}\n  line {d2}:"
        " smtp_user=alerts@acme.dev smtp_pass={v}",
    ),
    k(
        "github_code_search_result",
        "output",
        "$ gh search code 'acme.dev password' --json repository,textMatches --jq "
        "'.[].textMatches[].fragment'\nMAIL_HOST=smtp.acme.dev\nMAIL_PASSWORD={v}\n"
        "MAIL_FROM=noreply@acme.dev",
    ),
    k(
        "dependabot_style_secret_in_issue",
        "prose",
        'Leaked in issue #{d3} comment by a user: "here\'s my config: `token: {v}`" - '
        "comment hidden, token belongs to our bot acct, needs revoke",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
)


def _sentry_dsn(r: random.Random) -> str:
    return hexs(r, 32)


_MORE: tuple[Kind, ...] = (
    k(
        "canary_token_triggered_mail",
        "prose",
        "Your Canarytoken was triggered!\nChannel: AWS API Key Token\nSource IP: 3.{d2}.{d2}."
        "{d2}\nMemo: laptop ~/.aws/credentials bait\naws_access_key_id={aws}\n"
        "aws_secret_access_key={v}",
        value=lambda r: b64(r, 40),
    ),
    k(
        "google_cloud_exposed_key_mail",
        "prose",
        "We have detected a publicly accessible Google API key associated with the following "
        "Google Cloud Platform project: acme-prod (id: acme-prod-{d6})\nKey: {v}\nURL: "
        "https://github.com/acme/maps-demo/blob/{h40}/config.js",
        value=aiza,
    ),
    k(
        "openai_leaked_key_mail",
        "prose",
        "We've detected that your OpenAI API key, {v}, has been leaked publicly and have "
        "disabled it to protect your account.",
        value=sk_proj,
    ),
    k(
        "sentry_dsn_secret_legacy",
        "config",
        "SENTRY_DSN=https://{h32}:{v}@o{d6}.ingest.sentry.io/{d7}",
        value=_sentry_dsn,
    ),
    k(
        "leak_paste_in_incident_channel",
        "prose",
        "#inc-{d4}-key-leak\n10:02 ana: the exposed value was `{v}` (prod read-only)\n10:03 "
        "bo: ack, revoking",
        value=lambda r: "rk_live_" + alnum(r, 24),
    ),
    k(
        "secret_in_sarif_code_flow",
        "vendor",
        '"codeFlows": [{"threadFlows": [{"locations": [{"location": {"message": {"text": '
        '"password = \'{v}\'"}, "physicalLocation": {"artifactLocation": {"uri": '
        '"db.py"}}}}]}]}]',
    ),
    k(
        "whispers_yaml_output",
        "output",
        "{'key': 'smtp_password', 'value': '{v}', 'file': 'helm/values-prod.yaml', 'line': "
        "{d2}, 'rule_id': 'password', 'severity': 'Critical'}",
    ),
    k(
        "credential_digger_row",
        "output",
        "id | repo_url | file_name | line_number | snippet | state\n{d3} | https://github.com/"
        "acme/etl | loaders/ftp.py | {d2} | ftp.login('etl', '{v}') | new",
    ),
    k(
        "leaked_key_digits_account_note",
        "prose",
        "the leaked Mailgun key is key-{v} (account {d7}), rotate it in the Mailgun UI",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "lower_alnum_api_key_alert",
        "prose",
        "Alert {uuid}: exposed Algolia admin key {v} for app {U10}",
        value=lambda r: lower_alnum(r, 32),
    ),
    k(
        "pin_code_leak_report",
        "prose",
        "the door-controller admin pin and password were in the README: pin {d6}, password {v}",
    ),
    k(
        "ticket_number_and_key",
        "prose",
        "INC{d7}: customer pasted their API key in the support chat: {v}; we asked them to rotate",
        value=lambda r: digits(r, 4) + "-" + alnum(r, 28),
    ),
)

ALERT_KINDS: tuple[Kind, ...] = (
    *_GITHUB,
    *_GITGUARDIAN,
    *_GITLEAKS,
    *_TRUFFLEHOG,
    *_OTHER_SCANNERS,
    *_TICKETS,
    *_MORE,
)
