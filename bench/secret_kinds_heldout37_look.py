"""The look-alikes of held-out 37 (`bench/secret_kinds_heldout37.py`): no secret in any of them.

What runs after deploy and the review trail print that must come through
unchanged. This file holds the drawn ones (three draws each).
Observability: trace and span ids (W3C `traceparent`, a log line's
`trace_id`, Datadog's decimal ids, a B3 header), a Sentry event id, a
release's commit and an issue's short id, a New Relic entity GUID, a
Dynatrace entity id, an alert's fingerprint, PagerDuty incident and service
ids, an Opsgenie alert id, a Grafana dashboard uid, an Elasticsearch
document and index id, a Fluent Bit chunk file name, a journald cursor, a
systemd boot id, a status page's page and component ids, an uptime check's
id. Mail and telephony: a Message-ID, a Postfix queue id and its relay's
reply, a DKIM signature and body hash, an SES and a SendGrid message id, an
IMAP UIDVALIDITY, Matrix event, room, device and media ids, an XMPP stanza
id, SIP Call-ID, branch and tag and a digest response, an Asterisk unique
id, Twilio's account, message and call SIDs. Review trail: commit and blob
ids, an `index` line, a Gerrit Change-Id, lock files' integrity hashes, a
signed commit's signature line, a CI run's id and a masked value.
Platforms: a Lambda request id and code hash, a Ray ID, Cloudflare account,
KV namespace and D1 ids, Vercel deployment, project and team ids, Netlify
site and deploy ids, Heroku release and app ids, Fly machine ids and a
secret's digest, Render service ids, an image digest, a Cloud Run revision.
Scripts: a WordPress nonce, asset digests (Laravel Mix, Rails), a Django
migration, `renv.lock` and Julia manifest hashes, a Project.toml uuid,
`mix.lock` checksums, a Windows SID, a registry GUID, a file hash printed
by PowerShell, a certificate thumbprint.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b64,
    b64_of,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout37_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UPD = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _obs_rounds(r: random.Random) -> list[tuple[str, str]]:
    trace = hexs(r, 32)
    return [
        ("w3c_traceparent", f"traceparent: 00-{trace}-{hexs(r, 16)}-01"),
        (
            "log_line_trace_id",
            f'{{"level":"error","msg":"payment declined","trace_id":"{trace}",'
            f'"span_id":"{hexs(r, 16)}","service":"checkout"}}',
        ),
        (
            "datadog_decimal_ids",
            f"dd.trace_id={digits(r, 19)} dd.span_id={digits(r, 19)} dd.service=api dd.env=prod",
        ),
        ("b3_single_header", f"b3: {hexs(r, 32)}-{hexs(r, 16)}-1-{hexs(r, 16)}"),
        (
            "sentry_event_id",
            f"Sentry is attempting to send 1 pending event\nEvent ID: {hexs(r, 32)}",
        ),
        (
            "sentry_release_commit",
            f"sentry-cli releases set-commits 2026.11.30 --commit acme/web@{hexs(r, 40)}",
        ),
        ("sentry_issue_short_id", f"Fixes WEB-{pick(r, _UPD, 3)} (resolved in {hexs(r, 7)})"),
        (
            "newrelic_entity_guid",
            f"entity.guid: {b64_of(f'{digits(r, 7)}|APM|APPLICATION|{digits(r, 9)}')}",
        ),
        ("dynatrace_entity_id", f"dt.entity.service: SERVICE-{hexs(r, 16).upper()}"),
        (
            "alertmanager_fingerprint",
            f'"fingerprint": "{hexs(r, 16)}", "status": "firing", "labels": '
            '{"alertname": "DiskFull"}',
        ),
        (
            "pagerduty_incident_ids",
            f"incident P{pick(r, _UPD, 6)} #{digits(r, 5)} on service P{pick(r, _UPD, 6)} "
            f"acknowledged (dedup_key: disk-full-db-2)",
        ),
        (
            "opsgenie_alert_id",
            f'{{"result": "Request will be processed", "requestId": "{_uuid(r)}"}}',
        ),
        (
            "grafana_dashboard_uid",
            f"https://grafana.acme.io/d/{alnum(r, 9)}/api-latency?orgId=1&from=now-6h",
        ),
        (
            "es_doc_and_index_ids",
            f'{{"_index": ".ds-logs-app-2026.11.30-000042", "_id": "{urlsafe(r, 20)}", '
            f'"_version": 1, "result": "created"}}',
        ),
        (
            "es_index_uuid",
            f"green open logs-app-000042 {urlsafe(r, 22)} 1 1 {digits(r, 7)} 0 4.1gb",
        ),
        (
            "fluent_bit_chunk_file",
            f"/var/fluent-bit/state/tail.0/1-{digits(r, 10)}.{digits(r, 9)}.flb",
        ),
        (
            "journald_cursor",
            f"__CURSOR=s={hexs(r, 32)};i={hexs(r, 5)};b={hexs(r, 32)};m={hexs(r, 8)};"
            f"t={hexs(r, 13)};x={hexs(r, 16)}",
        ),
        ("systemd_boot_id", f"-- Boot {hexs(r, 32)} --"),
        (
            "statuspage_ids",
            f"https://api.statuspage.io/v1/pages/{lower_alnum(r, 12)}/components/"
            f"{lower_alnum(r, 12)}",
        ),
        ("uptime_check_id", f"Monitor #{digits(r, 9)} (api.acme.io) is DOWN since 10:02:11 UTC"),
        (
            "otel_resource_attributes",
            f"OTEL_RESOURCE_ATTRIBUTES=service.instance.id={_uuid(r)},deployment.environment=prod",
        ),
    ]


def _mail_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("message_id_header", f"Message-ID: <{hexs(r, 16)}.{digits(r, 10)}@mail.acme.io>"),
        (
            "postfix_queue_line",
            f"Nov 30 10:11:12 mx1 postfix/smtp[{digits(r, 5)}]: {pick(r, _UPD, 11)}: "
            "to=<ana@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.27.26]:25, "
            f"status=sent (250 2.0.0 OK  {digits(r, 10)} {alnum(r, 20)}.23 - gsmtp)",
        ),
        (
            "dkim_signature_header",
            "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=acme.io; s=s1;\n"
            f"\th=from:to:subject:date; bh={b64(r, 43)}=;\n\tb={b64(r, 170)}==",
        ),
        (
            "ses_message_id",
            f'{{"MessageId": "0102019{hexs(r, 9)}-{_uuid(r)}-000000"}}',
        ),
        ("sendgrid_message_id", f"X-Message-Id: {urlsafe(r, 22)}"),
        ("imap_uidvalidity", f"* OK [UIDVALIDITY {digits(r, 10)}] UIDs valid\n* OK [UIDNEXT 4412]"),
        ("matrix_event_id", f'{{"event_id": "${urlsafe(r, 43)}"}}'),
        ("matrix_room_id", f"!{alnum(r, 18)}:matrix.org"),
        (
            "matrix_device_id",
            f"Logged in as @ana:acme.io, device {pick(r, string.ascii_uppercase, 10)}",
        ),
        ("matrix_media_uri", f"mxc://acme.io/{alnum(r, 24)}"),
        (
            "xmpp_stanza_id",
            f"<message id='{_uuid(r)}' to='ops@conference.acme.io' type='groupchat'>",
        ),
        (
            "sip_invite_headers",
            f"Via: SIP/2.0/TLS 10.0.0.5:5061;branch=z9hG4bK{hexs(r, 16)}\n"
            f"From: <sip:1001@sip.acme.io>;tag={hexs(r, 8)}\nCall-ID: {hexs(r, 32)}@10.0.0.5",
        ),
        (
            "sip_digest_response",
            'Authorization: Digest username="1001", realm="sip.acme.io", '
            f'nonce="{hexs(r, 32)}", uri="sip:sip.acme.io", response="{hexs(r, 32)}", '
            "algorithm=MD5",
        ),
        ("asterisk_uniqueid", f"Uniqueid: {digits(r, 10)}.{r.randrange(1, 900)}"),
        ("twilio_account_sid", f"Account SID: AC{hexs(r, 32)}"),
        ("twilio_message_sid", f'{{"sid": "SM{hexs(r, 32)}", "status": "queued"}}'),
        ("twilio_call_sid", f"CallSid=CA{hexs(r, 32)}&CallStatus=completed"),
    ]


def _review_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("commit_line", f"commit {hexs(r, 40)} (HEAD -> main, origin/main)"),
        ("diff_index_line", f"index {hexs(r, 7)}..{hexs(r, 7)} 100644"),
        ("gerrit_change_id", f"Change-Id: I{hexs(r, 40)}"),
        ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
        ("go_sum_line", f"golang.org/x/net v0.31.0 h1:{b64(r, 43)}="),
        ("cargo_lock_checksum", f'checksum = "{hexs(r, 64)}"'),
        (
            "git_verify_signature",
            f'gpg: Good signature from "Ana Silva <ana@acme.io>" [ultimate]\n'
            f"Primary key fingerprint: {' '.join(hexs(r, 4).upper() for _ in range(10))}",
        ),
        (
            "github_actions_run_url",
            f"https://github.com/acme/api/actions/runs/{digits(r, 11)}/job/{digits(r, 11)}",
        ),
        ("ci_masked_value", f"env:\n  NPM_TOKEN: ***\n  SHA: {hexs(r, 40)}"),
        ("abbrev_log_line", f'{hexs(r, 9)} Revert "config: inline the key"'),
        ("blame_plain_line", f"{hexs(r, 8)} (Joao Costa 2026-09-12 10:01:00 +0200 12) timeout: 30"),
        ("merge_commit_parents", f"Merge: {hexs(r, 7)} {hexs(r, 7)}"),
    ]


def _platform_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "lambda_report_line",
            f"REPORT RequestId: {_uuid(r)}\tDuration: 12.41 ms\tBilled Duration: 13 ms",
        ),
        ("lambda_code_sha256", f'"CodeSha256": "{b64(r, 43)}=",\n"CodeSize": {digits(r, 6)}'),
        ("cloudflare_ray_id", f"cf-ray: {hexs(r, 16)}-AMS"),
        ("cloudflare_account_id", f'account_id = "{hexs(r, 32)}"'),
        ("kv_namespace_id", f'[[kv_namespaces]]\nbinding = "CACHE"\nid = "{hexs(r, 32)}"'),
        ("d1_database_id", f'[[d1_databases]]\nbinding = "DB"\ndatabase_id = "{_uuid(r)}"'),
        ("vercel_deployment_id", f"dpl_{alnum(r, 28)}"),
        (
            "vercel_project_json",
            f'{{"projectId":"prj_{alnum(r, 28)}","orgId":"team_{alnum(r, 24)}"}}',
        ),
        ("netlify_site_id", f"Site ID: {_uuid(r)}\nDeploy ID: {hexs(r, 24)}"),
        ("heroku_release", f"v{r.randrange(100, 999)}  Deploy {hexs(r, 8)}  ana@acme.io"),
        ("heroku_app_id", f"=== acme-api\nApp ID: {_uuid(r)}\nStack: heroku-24"),
        ("fly_machine_id", f"Machine {hexs(r, 14)} [app] update succeeded"),
        (
            "fly_secrets_list_digest",
            f"NAME            \tDIGEST          \tCREATED AT\nDATABASE_URL    "
            f"\t{hexs(r, 16)}\t2m ago",
        ),
        ("render_service_id", f"srv-{lower_alnum(r, 20)}"),
        ("image_digest", f"registry.acme.io/api@sha256:{hexs(r, 64)}"),
        (
            "cloud_run_revision",
            f"Revision api-00042-{pick(r, string.ascii_lowercase, 3)} serving 100%",
        ),
        (
            "azure_invocation_id",
            f"Executed 'Functions.resize' (Succeeded, Id={_uuid(r)}, Duration=88ms)",
        ),
    ]


def _script_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("wp_nonce", f"/wp-admin/post.php?post=42&action=trash&_wpnonce={hexs(r, 10)}"),
        ("laravel_mix_manifest", f'"/js/app.js": "/js/app.js?id={hexs(r, 32)}"'),
        ("rails_asset_digest", f"/assets/application-{hexs(r, 64)}.css"),
        ("django_migration_name", f"0042_auto_2026113{r.randrange(0, 9)}_{digits(r, 4)}.py"),
        ("renv_lock_hash", f'"Package": "dplyr",\n"Version": "1.1.4",\n"Hash": "{hexs(r, 32)}"'),
        ("julia_manifest_tree", f'git-tree-sha1 = "{hexs(r, 40)}"\nuuid = "{_uuid(r)}"'),
        (
            "mix_lock_line",
            f'"jason": {{:hex, :jason, "1.4.4", "{hexs(r, 64)}", [:mix], [], "hexpm", '
            f'"{hexs(r, 64)}"}},',
        ),
        (
            "windows_sid",
            f"S-1-5-21-{digits(r, 10)}-{digits(r, 10)}-{digits(r, 10)}-{r.randrange(1000, 9999)}",
        ),
        (
            "registry_guid_key",
            f"[HKEY_LOCAL_MACHINE\\SOFTWARE\\Classes\\CLSID\\{{{_uuid(r).upper()}}}]",
        ),
        ("ps_get_filehash", f"SHA256          {hexs(r, 64).upper()}       C:\\dl\\agent.msi"),
        (
            "cert_thumbprint",
            f"Thumbprint                                Subject\n{hexs(r, 40).upper()}  CN=acme.io",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_obs_rounds(r),
        *_mail_rounds(r),
        *_review_rounds(r),
        *_platform_rounds(r),
        *_script_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout37-look", _rounds, FIXED)
