"""The look-alikes of held-out 27 (`bench/secret_kinds_heldout27.py`): no secret in any of them.

What the same chat threads, tickets, emails, API tools and data tools hold
that must come through unchanged. This file holds the drawn ones (three
draws each): ids of every object the set's places and vendors print in
their own forms (Slack message timestamps, channel, user, team and file
ids and permalinks, Teams thread and message ids, Discord message links,
Jira keys and Confluence page ids, GitHub GraphQL node ids, webhook
delivery ids, Linear identifiers, Gmail and Outlook `Message-ID`s, DKIM
`bh=` body hashes, Postman `_postman_id`s and `_exporter_id`s, Insomnia
`req_`/`wrk_`/`env_` ids, Hoppscotch cuids, HAR `pageref`s and
`serverIPAddress`, `cf-ray`, `x-request-id` and `traceparent` headers,
`Sec-WebSocket-Key` and `Sec-WebSocket-Accept` nonces, GraphQL persisted
query hashes, gRPC trailers, notebook cell ids, Colab cell ids and kernel
ids, Tableau LUIDs, Power BI report, group and dataset ids, Metabase card
ids, Airflow `run_id`s, dbt `invocation_id`s, dlt `load_id`s, Kestra
execution ids, NiFi processor ids, 1Password item ids, Bitwarden item
ids, Stripe-like `evt_`, `we_`, `cs_test_`, `file_` and `req_` ids, Twilio
`SM`/`CA`/`MG` SIDs, SendGrid message ids, Render `srv-`/`dep-` ids, GPG,
SSH and JWK fingerprints and key ids, commit and image digests, versions,
build numbers and flags, order numbers, postal codes and measurements).
The fixed ones, and the chat that names a secret without giving it, are in
`bench/secret_kinds_heldout27_look2.py`.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, alnum, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout27_look2 import FIXED
from bench.secret_kinds_heldout27_more import uuid27

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_URLSAFE = string.ascii_letters + string.digits + "-_"


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def _node_id(r: random.Random, prefix: str) -> str:
    return f"{prefix}_kwDO{pick(r, string.ascii_letters + string.digits, 6)}{alnum(r, 10)}"


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    ts = f"17648{digits(r, 5)}.{digits(r, 6)}"
    return [
        # team chat
        ("slack_message_ts", f'{{"channel": "C0{pick(r, _UP, 9)}", "ts": "{ts}", "ok": true}}'),
        (
            "slack_permalink",
            f"https://acme.slack.com/archives/C0{pick(r, _UP, 9)}/p{ts.replace('.', '')}",
        ),
        ("slack_user_team_ids", f"user U0{pick(r, _UP, 9)} in team T0{pick(r, _UP, 8)} joined"),
        ("slack_file_id", f"files.info?file=F0{pick(r, _UP, 9)} -> snippet.txt (2 KB)"),
        (
            "teams_thread_id",
            f"channel 19:{hexs(r, 32)}@thread.tacv2 message {digits(r, 13)}",
        ),
        (
            "discord_message_link",
            f"https://discord.com/channels/{digits(r, 18)}/{digits(r, 19)}/{digits(r, 19)}",
        ),
        ("jira_keys", f"PAY-{r.randrange(100, 9999)} blocks OPS-{r.randrange(10, 999)}"),
        (
            "confluence_page_id",
            f"https://acme.atlassian.net/wiki/spaces/OPS/pages/{digits(r, 10)}/Runbook",
        ),
        ("github_node_pr", f'{{"node_id": "{_node_id(r, "PR")}", "number": {r.randrange(9999)}}}'),
        ("github_node_review_comment", f"comment id {_node_id(r, 'PRRC')} resolved"),
        ("github_delivery_id", f"X-GitHub-Delivery: {uuid27(r)}\nX-GitHub-Hook-ID: {digits(r, 9)}"),
        ("linear_identifier", f"ENG-{r.randrange(100, 9999)} moved to In Review ({uuid27(r)})"),
        # email
        (
            "gmail_message_id",
            f"Message-ID: <CA{pick(r, _URLSAFE, 2)}+{alnum(r, 38)}@mail.gmail.com>",
        ),
        (
            "outlook_message_id",
            f"Message-ID: <{pick(r, _UP, 10)}{digits(r, 4)}@AM{digits(r, 1)}PR0{digits(r, 1)}"
            "MB1234.eurprd04.prod.outlook.com>",
        ),
        (
            "dkim_body_hash",
            f"DKIM-Signature: v=1; a=rsa-sha256; d=acme.io; s=s1; bh={_b64(r.randbytes(32))};",
        ),
        # API tools
        ("postman_ids", f'"_postman_id": "{uuid27(r)}", "_exporter_id": "{digits(r, 8)}"'),
        ("insomnia_ids", f"_id: req_{hexs(r, 32)}\nparentId: wrk_{hexs(r, 32)}"),
        ("insomnia_env_id", f'"_id": "env_{hexs(r, 40)}", "_type": "environment"'),
        ("hoppscotch_cuid", f'"id": "cl{lower_alnum(r, 23)}", "name": "list invoices"'),
        (
            "har_pageref",
            f'"pageref": "page_{r.randrange(1, 9)}", "serverIPAddress": '
            f'"104.18.{r.randrange(255)}.{r.randrange(255)}", "connection": "{digits(r, 6)}"',
        ),
        ("cf_ray", f"cf-ray: {hexs(r, 16)}-AMS"),
        ("x_request_id", f"x-request-id: {uuid27(r)}"),
        ("traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("websocket_key", f"Sec-WebSocket-Key: {_b64(r.randbytes(16))}\nSec-WebSocket-Version: 13"),
        (
            "websocket_accept",
            f"HTTP/1.1 101 Switching Protocols\nSec-WebSocket-Accept: {_b64(r.randbytes(20))}",
        ),
        (
            "graphql_persisted_query",
            f'{{"extensions": {{"persistedQuery": {{"version": 1, "sha256Hash": '
            f'"{hexs(r, 64)}"}}}}}}',
        ),
        (
            "grpc_trailers",
            f"grpc-status: 0\ngrpc-message: \nx-envoy-upstream-service-time: {r.randrange(2, 900)}",
        ),
        (
            "ghz_summary",
            f"Summary:\n  Count: 2000\n  Total: {r.randrange(2, 9)}.{digits(r, 2)} s\n  "
            f"Requests/sec: {digits(r, 3)}.{digits(r, 2)}",
        ),
        # notebooks and data tools
        (
            "notebook_cell_id",
            f'{{"cell_type": "code", "execution_count": {r.randrange(1, 99)}, "id": '
            f'"{hexs(r, 8)}-{hexs(r, 4)}"}}',
        ),
        ("colab_cell_id", f'"id": "{alnum(r, 12)}", "outputId": "{uuid27(r)}"'),
        ("jupyter_kernel_id", f"Kernel started: {uuid27(r)}, name: python3"),
        ("tableau_luid", f"workbook luid {uuid27(r)} refreshed in {r.randrange(2, 90)} s"),
        (
            "powerbi_ids",
            f"https://app.powerbi.com/groups/{uuid27(r)}/reports/{uuid27(r)}"
            f"/ReportSection{hexs(r, 20)}",
        ),
        (
            "metabase_card",
            f"GET /api/card/{r.randrange(1, 9999)}/query -> 202 ({r.randrange(20, 900)} rows)",
        ),
        (
            "airflow_run_id",
            f"run_id=scheduled__2026-11-{r.randrange(10, 29)}T00:00:00+00:00 try_number=1 "
            f"job_id={digits(r, 6)}",
        ),
        (
            "dbt_invocation_id",
            f'"invocation_id": "{uuid27(r)}", "dbt_version": "1.8.{r.randrange(9)}"',
        ),
        ("dlt_load_id", f"load package {digits(r, 10)}.{digits(r, 6)} is LOADED"),
        ("kestra_execution_id", f"execution {alnum(r, 22)} of flow company.team.dw_load SUCCESS"),
        ("nifi_processor_id", f"ExecuteSQL[id={uuid27(r)}] Successfully executed query"),
        # password managers and stores
        ("onepassword_item_id", f"op item get {lower_alnum(r, 26)} --fields label=username"),
        (
            "bitwarden_item_id",
            f'"id": "{uuid27(r)}", "organizationId": null, "folderId": "{uuid27(r)}"',
        ),
        # vendor object ids
        ("stripe_like_event", f"evt_{alnum(r, 24)} checkout.session.completed"),
        ("stripe_like_webhook_endpoint", f"webhook endpoint we_{alnum(r, 24)} enabled"),
        ("stripe_like_checkout_session", f"redirect to /success?session_id=cs_test_{alnum(r, 58)}"),
        ("file_and_request_ids", f"uploaded file_{alnum(r, 24)} (request req_{alnum(r, 14)})"),
        ("twilio_sids", f"SM{hexs(r, 32)} delivered via MG{hexs(r, 32)}"),
        ("twilio_call_sid", f"call CA{hexs(r, 32)} completed, duration 42"),
        ("sendgrid_message_id", f"X-Message-Id: {pick(r, _URLSAFE, 22)}"),
        ("render_ids", f"service srv-{lower_alnum(r, 20)} deploy dep-{lower_alnum(r, 20)} live"),
        ("ulid_id", f"incident 01J{pick(r, _CROCKFORD, 23)} declared"),
        ("opsgenie_alert", f"alert {uuid27(r)} (tinyId {r.randrange(1, 9999)}) acknowledged"),
        ("batch_and_run_ids", f"batch_{alnum(r, 24)} in_progress; run_{alnum(r, 24)} queued"),
        ("thread_message_ids", f"thread_{alnum(r, 24)} msg_{alnum(r, 24)}"),
        ("job_and_template_ids", f"job {uuid27(r)} used template tpl_{lower_alnum(r, 16)}"),
        # keys that are ids and fingerprints
        ("gpg_fingerprint", f"gpg: using RSA key {hexs(r, 40).upper()}"),
        (
            "ssh_fingerprint",
            f"ED25519 key fingerprint is SHA256:{_b64(r.randbytes(32)).rstrip('=')}.",
        ),
        ("jwk_kid", f'{{"kty": "RSA", "use": "sig", "kid": "{hexs(r, 40)}", "alg": "RS256"}}'),
        # hashes, digests, versions
        ("commit_sha", f"LGTM at {hexs(r, 40)[:7]}, merging"),
        ("image_digest", f"acme/api@sha256:{hexs(r, 64)}"),
        ("sha512_integrity", f'"integrity": "sha512-{_b64(r.randbytes(64))}"'),
        ("build_number", f"build #{r.randrange(1000, 99999)} ({hexs(r, 8)}) green on main"),
        (
            "semver_flag",
            f"v{r.randrange(1, 9)}.{r.randrange(30)}.{r.randrange(30)} behind flag "
            f"enable_checkout_v{r.randrange(2, 9)}",
        ),
        # codes that are not credentials
        ("order_number", f"order #{digits(r, 8)} refunded, RMA {pick(r, _UP, 8)}"),
        ("postal_code", f"ship to 10{digits(r, 3)} Berlin / SW1A {r.randrange(1, 9)}AA London"),
        (
            "measurement",
            f"p95 {r.randrange(80, 999)} ms, {r.randrange(1, 64)} GiB RSS, "
            f"{r.randrange(1, 99)}.{digits(r, 1)}% CPU",
        ),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout27", _rounds, FIXED
)
