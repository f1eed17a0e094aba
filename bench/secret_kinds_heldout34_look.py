"""The look-alikes of held-out 34 (`bench/secret_kinds_heldout34.py`): no secret in any of them.

What the set's chat-ops, marketing stacks, builds and identity providers hold
that must come through unchanged. This file holds the drawn ones (three draws
each). Chat-ops: Slack channel, user and team ids, a message `ts` and its
permalink, Discord snowflakes, Matrix room and event ids, a Mattermost post
id, Teams message ids, Twilio message and account SIDs, a Vonage message id,
an `apns-id`, an FCM message name, a VAPID PUBLIC key, PagerDuty incident
ids and dedup keys, Opsgenie request ids, Statuspage page and component ids.
Marketing: GA4 and GTM ids, a Meta pixel id, `gclid`/`fbclid`, Segment's
`messageId` and `anonymousId`, browser-side project tokens (Mixpanel's
`init`, Amplitude's browser key, PostHog's `phc_`, Heap's app id, Branch's
`key_live_`), a Stripe publishable key, HubSpot portal and form ids,
Salesforce record and org ids, Mailchimp list ids, Google Ads customer ids
and a conversion label. Builds: Nix store paths and `narHash`es, Bazel
digests, a Gradle build scan, the wrapper's SHA-256, `go.sum` lines,
`Cargo.lock` checksums, npm `integrity`, pip `--hash`, a Composer lock's
commit, an image digest, SSH and GPG fingerprints. Identity: OIDC discovery,
a JWKS modulus and `kid`, SAML assertion ids and public certificates, Okta
and Entra public ids, SCIM resource ids, an expired six-digit code, a
RADIUS session id.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    B32,
    LookAlike,
    alnum,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout34_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _chatops_rounds(r: random.Random) -> list[tuple[str, str]]:
    ts = f"17{digits(r, 8)}.{digits(r, 6)}"
    ch = "C0" + pick(r, _UP, 9)
    return [
        ("slack_channel_id", f"posting to channel {ch} (#deploys) as U0{pick(r, _UP, 9)}"),
        ("slack_team_id", f'{{"ok": true, "team_id": "T0{pick(r, _UP, 9)}", "team": "acme"}}'),
        ("slack_message_ts", f'{{"ok": true, "channel": "{ch}", "ts": "{ts}"}}'),
        (
            "slack_permalink",
            f"https://acme.slack.com/archives/{ch}/p{ts.replace('.', '')}",
        ),
        ("slack_app_id", f"App ID A0{pick(r, _UP, 9)} installed to workspace acme"),
        ("discord_snowflake", f"<@{digits(r, 18)}> joined <#{digits(r, 19)}>"),
        ("discord_message_id", f'{{"id": "{digits(r, 19)}", "channel_id": "{digits(r, 18)}"}}'),
        ("matrix_room_id", f"!{alnum(r, 18)}:matrix.acme.example"),
        ("matrix_event_id", f'{{"event_id": "${urlsafe(r, 43)}"}}'),
        ("mattermost_post_id", f'{{"id": "{lower_alnum(r, 26)}", "message": "deploy ok"}}'),
        ("teams_message_id", f"messageId: {digits(r, 13)} replyToId: {digits(r, 13)}"),
        ("twilio_message_sid", f'"sid": "SM{hexs(r, 32)}", "status": "queued"'),
        ("twilio_account_sid_log", f"Account AC{hexs(r, 32)} sent 1,204 messages today"),
        ("vonage_message_uuid", f'{{"message_uuid": "{_uuid(r)}"}}'),
        ("apns_id_header", f"apns-id: {_uuid(r).upper()}\n:status: 200"),
        (
            "fcm_message_name",
            f'{{"name": "projects/acme-push/messages/0:{digits(r, 16)}%{hexs(r, 16)}"}}',
        ),
        ("vapid_public_key", f"applicationServerKey: 'B{urlsafe(r, 86)}'"),
        ("pagerduty_incident_id", f"Incident P{pick(r, _UP, 6)} #{digits(r, 5)} acknowledged"),
        ("pagerduty_dedup_key", f'{{"status": "success", "dedup_key": "{hexs(r, 32)}"}}'),
        (
            "opsgenie_request_id",
            f'{{"result": "Request will be processed", "requestId": "{_uuid(r)}"}}',
        ),
        ("statuspage_ids", f"page {lower_alnum(r, 12)} component {lower_alnum(r, 12)} degraded"),
        ("healthcheck_slug_public", f"Check 'nightly-backup' last ping {digits(r, 2)} min ago"),
        ("sms_delivery_report", f"DLR id:{digits(r, 10)} sub:001 dlvrd:001 stat:DELIVRD err:000"),
        ("otp_sent_log", f"sent one-time code to +44 7700 900{digits(r, 3)} (expires in 5 min)"),
    ]


def _market_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("ga4_measurement_id", f"gtag('config', 'G-{pick(r, _UP, 10)}');"),
        ("gtm_container", f"https://www.googletagmanager.com/gtm.js?id=GTM-{pick(r, _UP, 7)}"),
        ("meta_pixel_id", f"fbq('init', '{digits(r, 15)}');\nfbq('track', 'PageView');"),
        ("gclid_in_url", f"https://acme.example/pricing?gclid=Cj0KCQiA{urlsafe(r, 60)}"),
        ("fbclid_in_url", f"https://acme.example/?fbclid=IwAR{urlsafe(r, 56)}"),
        ("segment_message_id", f'"messageId": "ajs-next-{hexs(r, 32)}"'),
        ("segment_anonymous_id", f'"anonymousId": "{_uuid(r)}"'),
        ("mixpanel_browser_token", f'mixpanel.init("{hexs(r, 32)}", {{track_pageview: true}});'),
        ("amplitude_browser_key", f"amplitude.init('{hexs(r, 32)}', {{ autocapture: true }});"),
        ("posthog_project_key", f"posthog.init('phc_{alnum(r, 43)}', {{ api_host: '/ingest' }})"),
        ("heap_app_id", f'heap.load("{digits(r, 10)}");'),
        ("branch_public_key", f"branch.init('key_live_{alnum(r, 32)}');"),
        ("stripe_publishable", f"const stripe = Stripe('pk_live_{alnum(r, 99)}');"),
        (
            "hubspot_form_ids",
            f"hbspt.forms.create({{ portalId: '{digits(r, 8)}', formId: '{_uuid(r)}' }});",
        ),
        ("salesforce_record_id", f"Account 001{alnum(r, 12)}AAB updated by 005{alnum(r, 12)}"),
        ("salesforce_org_id", f"Organization ID: 00D{pick(r, _UP, 12)}"),
        ("mailchimp_list_id", f"audience id {hexs(r, 10)} (Newsletter, 12,480 members)"),
        ("google_ads_customer_id", f"Customer ID {digits(r, 3)}-{digits(r, 3)}-{digits(r, 4)}"),
        (
            "ads_conversion_label",
            f"gtag('event', 'conversion', {{'send_to': 'AW-{digits(r, 9)}/{urlsafe(r, 20)}'}});",
        ),
        (
            "klaviyo_company_id",
            f'<script src="https://static.klaviyo.com/onsite/js/klaviyo.js?'
            f'company_id={pick(r, _UP, 6)}"></script>',
        ),
        ("braze_sdk_key", f"braze.initialize('{_uuid(r)}', {{ baseUrl: 'sdk.fra-01.braze.eu' }});"),
        ("utm_params", f"?utm_source=newsletter&utm_medium=email&utm_campaign=bf{digits(r, 4)}"),
        ("affiliate_click_id", f"irclickid={urlsafe(r, 24)}&irgwc=1"),
        ("campaign_tracking_pixel", f"https://t.acme-mail.example/o/{hexs(r, 24)}.gif"),
    ]


def _build_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("nix_store_path", f"/nix/store/{pick(r, _NIX32, 32)}-python3-3.12.7"),
        ("nix_nar_hash", f'"narHash": "sha256-{b64(r, 43)}=",'),
        ("nix_flake_rev", f'"rev": "{hexs(r, 40)}",\n"type": "github"'),
        ("bazel_action_digest", f"Action digest: {hexs(r, 64)}/{digits(r, 3)}"),
        (
            "buildbuddy_invocation",
            f"Streaming build results to: https://app.buildbuddy.io/invocation/{_uuid(r)}",
        ),
        (
            "gradle_build_scan",
            f"Publishing build scan...\nhttps://gradle.com/s/{lower_alnum(r, 13)}",
        ),
        ("gradle_wrapper_sha", f"distributionSha256Sum={hexs(r, 64)}"),
        ("maven_sha1_file", f"{hexs(r, 40)}  acme-core-3.2.0.jar"),
        ("go_sum_line", f"golang.org/x/net v0.31.0 h1:{b64(r, 43)}="),
        ("cargo_lock_checksum", f'name = "serde"\nversion = "1.0.215"\nchecksum = "{hexs(r, 64)}"'),
        ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
        ("pip_hash_line", f"requests==2.32.3 \\\n    --hash=sha256:{hexs(r, 64)}"),
        ("composer_lock_reference", f'"reference": "{hexs(r, 40)}",\n"type": "zip"'),
        ("image_digest", f"FROM ghcr.io/acme/base@sha256:{hexs(r, 64)}"),
        ("ssh_host_fingerprint", f"ED25519 key fingerprint is SHA256:{b64(r, 43)}."),
        ("ssh_public_key", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} dev@laptop"),
        ("gpg_fingerprint", f"pub   ed25519 2024-03-01 [SC]\n      {hexs(r, 40).upper()}"),
        (
            "codespace_name",
            f"✓ Codespace acme-api-{pick(r, string.ascii_lowercase, 6)}-"
            f"{lower_alnum(r, 12)} created",
        ),
        ("gitpod_workspace_url", f"https://acme-api-{lower_alnum(r, 11)}.ws-eu116.gitpod.io"),
        ("conan_package_revision", f"zlib/1.3.1#{hexs(r, 32)}%{digits(r, 10)}.{digits(r, 3)}"),
        ("vcpkg_abi_hash", f"Installing zlib:x64-linux@1.3.1 ({hexs(r, 64)})..."),
        ("git_commit_sha", f"HEAD is now at {hexs(r, 7)} chore: bump deps"),
    ]


def _idp_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "jwks_modulus",
            f'{{"kty": "RSA", "kid": "{urlsafe(r, 43)}", "use": "sig", "alg": "RS256", '
            f'"n": "{urlsafe(r, 342)}", "e": "AQAB"}}',
        ),
        (
            "saml_assertion_id",
            f'<saml:Assertion ID="_{hexs(r, 40)}" IssueInstant='
            '"2026-11-30T09:12:01Z" Version="2.0">',
        ),
        ("saml_in_response_to", f'InResponseTo="ONELOGIN_{hexs(r, 40)}"'),
        (
            "saml_public_cert",
            f"<ds:X509Certificate>MIIC8DCCAdigAwIBAgIQ{b64(r, 120)}</ds:X509Certificate>",
        ),
        ("okta_client_id", f"client_id=0oa{alnum(r, 17)}&response_type=code&scope=openid"),
        ("okta_user_id", f'"id": "00u{alnum(r, 17)}", "status": "ACTIVE"'),
        ("entra_ids", f"Tenant ID: {_uuid(r)}\nApplication (client) ID: {_uuid(r)}"),
        ("entra_secret_id", f"Secret ID {_uuid(r)} (the value is shown once, not this)"),
        (
            "scim_resource_id",
            f'{{"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"], '
            f'"id": "{_uuid(r)}", "userName": "jdoe@acme.example"}}',
        ),
        ("oidc_state_nonce", f"state={urlsafe(r, 32)}&nonce={urlsafe(r, 32)}"),
        ("oidc_code_challenge", f"code_challenge={urlsafe(r, 43)}&code_challenge_method=S256"),
        ("keycloak_ids", f'"id": "{_uuid(r)}", "clientId": "grafana", "publicClient": false'),
        ("expired_totp_code", f"Enter the 6-digit code: {digits(r, 6)} (expired)"),
        (
            "radius_session",
            f'Acct-Session-Id = "{hexs(r, 16).upper()}"\nCalling-Station-Id = '
            f'"{"-".join(hexs(r, 2).upper() for _ in range(6))}"',
        ),
        ("ldap_object_guid", f"objectGUID:: {b64(r, 22)}=="),
        ("auth0_user_id", f"user_id: auth0|{hexs(r, 24)}"),
        ("kid_header", f'{{"alg":"RS256","typ":"JWT","kid":"{hexs(r, 40)}"}}'),
        ("cert_thumbprint", f"Thumbprint: {hexs(r, 40).upper()}"),
        ("b32_upper_example_base", f"Backup ref {pick(r, B32, 8).upper()} filed"),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [*_chatops_rounds(r), *_market_rounds(r), *_build_rounds(r), *_idp_rounds(r)]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-secrets-heldout34-look", _rounds, FIXED
)
