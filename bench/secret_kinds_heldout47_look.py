"""The look-alikes of held-out 47 (`bench/secret_kinds_heldout47.py`): no secret in any of them.

What security work prints and pastes that looks like a secret and is not,
in this set's shapes. This file holds the drawn ones (three draws each);
`_look2.py` the fixed ones.

The decisions the set makes: indicators of compromise are look-alikes
(MD5, SHA-1 and SHA-256 file hashes, imphashes, ssdeep and TLSH fuzzy
hashes, JA3 and JA4 fingerprints, a STIX pattern, a MISP event, an onion
address and a ransom note's wallet); so are the ids of findings and alerts
(a scanner's rule id, gitleaks' fingerprint, ggshield's `ignore_sha`,
detect-secrets' `hashed_secret`, trufflehog's and GitHub's alert numbers,
push protection's unblock id, Sigma and YARA rule ids, CVE, GHSA and CWE
ids), the ids of requests and traces (`x-amz-request-id` and `x-amz-id-2`,
`cf-ray`, a W3C `traceparent`, Elasticsearch `_id`s, CloudWatch `@ptr`s,
Splunk search ids, Sentry event ids), what an HTTP exchange holds that
opens nothing (a CSP nonce, `Sec-WebSocket-Key`, an ETag, a
`Content-Digest`, an OAuth `state`, a PKCE `code_challenge`, a public
`client_id`, a JWKS's `n` and `kid`), public keys and what names them
(certificates, SSH and TLS fingerprints, PGP key ids), commit, blob and
tree ids of a leak, key ids without their keys (an AWS access key id in
`list-access-keys` and in AWS's quarantine mail, which never holds the
secret key, a GCP key's id, an Azure `keyId`, a Vault accessor, an npm
token's id), Windows SIDs and machine GUIDs, masked values, and a KDF's
nonce, IV and tag beside its output.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout47_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_B32UP = string.ascii_uppercase + "234567"
_B62 = string.ascii_letters + string.digits


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _raw64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _colon_hex(r: random.Random, n: int) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(n))


def _ip(r: random.Random) -> str:
    return f"198.51.100.{r.randrange(1, 254)}"


def _ssdeep(r: random.Random) -> str:
    b = r.choice((768, 1536, 3072, 6144))
    return f"{b}:{b64(r, 40)}:{b64(r, 20)}"


def _tlsh(r: random.Random) -> str:
    return "T1" + hexs(r, 70).upper()


def _ja4(r: random.Random) -> str:
    return f"t13d{r.randrange(10, 20)}{r.randrange(10, 20)}h2_{hexs(r, 12)}_{hexs(r, 12)}"


def _sid(r: random.Random) -> str:
    return f"S-1-5-21-{digits(r, 10)}-{digits(r, 10)}-{digits(r, 10)}-{r.randrange(1000, 9999)}"


def _ioc_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "ioc_hash_table",
            f"| type | value |\n|---|---|\n| md5 | {hexs(r, 32)} |\n| sha1 | {hexs(r, 40)} |\n"
            f"| sha256 | {hexs(r, 64)} |",
        ),
        (
            "ioc_sha256sum_output",
            f"$ sha256sum dropper.bin payload.dll\n{hexs(r, 64)}  dropper.bin\n{hexs(r, 64)}  "
            "payload.dll",
        ),
        ("ioc_imphash", f"pefile: imphash={hexs(r, 32)} compile_time=2026-11-20 08:14:02"),
        ("ioc_ssdeep", f'ssdeep,1.1--blocksize:hash:hash,filename\n{_ssdeep(r)},"loader.exe"'),
        ("ioc_tlsh", f"tlsh: {_tlsh(r)}"),
        (
            "ioc_ja3_ja3s",
            f"ja3={hexs(r, 32)} ja3s={hexs(r, 32)} sni=cdn-update.example.net dst={_ip(r)}:443",
        ),
        ("ioc_ja4", f"zeek ssl.log: ja4={_ja4(r)} ja4s=t130200_1301_{hexs(r, 12)}"),
        (
            "ioc_stix_pattern",
            f'"pattern": "[file:hashes.\'SHA-256\' = \'{hexs(r, 64)}\']", "pattern_type": '
            f'"stix", "id": "indicator--{_uuid(r)}"',
        ),
        (
            "ioc_misp_event",
            f'{{"Event": {{"uuid": "{_uuid(r)}", "info": "Loader campaign", "Attribute": '
            f'[{{"type": "sha1", "value": "{hexs(r, 40)}"}}]}}}}',
        ),
        (
            "ioc_virustotal_url",
            f"https://www.virustotal.com/gui/file/{hexs(r, 64)}/detection",
        ),
        (
            "ioc_onion_address",
            f"ransom note: contact us at {pick(r, 'abcdefghijklmnopqrstuvwxyz234567', 56)}.onion",
        ),
        (
            "ioc_wallet_address",
            f"pay 0.5 BTC to bc1q{pick(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
        ),
        (
            "yara_rule_hex_strings",
            f'rule loader_{hexs(r, 6)} {{\n  meta:\n    hash = "{hexs(r, 64)}"\n  strings:\n'
            f"    $h1 = {{ 4D 5A 90 00 {_colon_hex(r, 6).replace(':', ' ')} }}\n    $s1 = "
            '"AKIA" ascii\n  condition:\n    uint16(0) == 0x5A4D and all of them\n}',
        ),
        (
            "sigma_rule_header",
            f"title: Secrets dumped via reg save\nid: {_uuid(r)}\nrelated:\n  - id: {_uuid(r)}"
            "\n    type: derived\nstatus: test\nlogsource:\n  product: windows",
        ),
        (
            "advisory_ids",
            f"Fixed in 4.2.{r.randrange(1, 30)}: CVE-2026-{r.randrange(10000, 59999)}, "
            f"GHSA-{lower_alnum(r, 4)}-{lower_alnum(r, 4)}-{lower_alnum(r, 4)} (CWE-798, "
            "CWE-532)",
        ),
    ]


def _finding_rounds(r: random.Random) -> list[tuple[str, str]]:
    commit = hexs(r, 40)
    return [
        (
            "gitleaksignore_fingerprints",
            f"# .gitleaksignore\n{commit}:tests/fixtures/fake.env:generic-api-key:"
            f"{r.randrange(2, 90)}"
            f"\n{hexs(r, 40)}:docs/setup.md:slack-bot-token:{r.randrange(2, 90)}",
        ),
        (
            "gitleaks_redacted_report",
            f'{{"RuleID": "aws-access-token", "Secret": "REDACTED", "Match": "REDACTED", '
            f'"Commit": "{commit}", "Fingerprint": "{commit}:infra/main.tf:aws-access-token:'
            f'{r.randrange(2, 90)}", "Entropy": 3.{r.randrange(10, 99)}}}',
        ),
        (
            "ggshield_ignore_sha",
            f"$ ggshield secret ignore {hexs(r, 64)} --name 'test fixture'\nIgnored 1 secret.",
        ),
        (
            "detect_secrets_baseline_entry",
            f'"results": {{\n  "tests/test_auth.py": [\n    {{\n      "type": "Secret Keyword",'
            f'\n      "filename": "tests/test_auth.py",\n      "hashed_secret": "{hexs(r, 40)}",'
            f'\n      "is_verified": false,\n      "line_number": {r.randrange(2, 300)}\n    }}\n '
            f" ]\n}}",
        ),
        (
            "github_alert_list_no_secret",
            f"$ gh api repos/acme/shop/secret-scanning/alerts --jq '.[] | [.number, .state, "
            f".secret_type] | @tsv'\n{r.randrange(10, 99)}\tresolved\tstripe_api_key\n"
            f"{r.randrange(10, 99)}\topen\tslack_incoming_webhook_url",
        ),
        (
            "push_protection_unblock_url",
            "remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote:"
            " - GITHUB PUSH PROTECTION\nremote:   —— GitHub Personal Access Token ——\nremote:    "
            f"locations:\nremote:       - commit: {commit}\nremote:         path: .env:3\nremote:"
            "   To push, remove secret from commit(s) or follow this URL to allow the secret.\n"
            "remote:   https://github.com/acme/shop/security/secret-scanning/unblock-secret/"
            f"{pick(r, _B62, 27)}",
        ),
        (
            "trufflehog_summary_no_raw",
            f'{{"level": "info-0", "msg": "finished scanning", "chunks": {r.randrange(900, 9000)},'
            f' "bytes": {r.randrange(10**6, 10**8)}, "verified_secrets": 0, "unverified_secrets": '
            f'0, "scan_duration": "{r.randrange(2, 59)}.{r.randrange(100, 999)}s"}}',
        ),
        (
            "semgrep_sarif_rule",
            f'{{"id": "generic.secrets.security.detected-generic-api-key", "shortDescription": '
            f'{{"text": "Generic API Key"}}, "properties": {{"precision": "very-high", "tags": '
            f'["CWE-798"]}}, "guid": "{_uuid(r)}"}}',
        ),
        (
            "gitguardian_incident_masked",
            f"Incident #{r.randrange(100000, 999999)} — Stripe Secret Key\nSecret: sk_live_*****"
            f"*****************{pick(r, _B62, 4)}\nStatus: Triggered · Validity: Invalid\n"
            f"https://dashboard.gitguardian.com/workspace/{r.randrange(10000, 99999)}/incidents/"
            f"{r.randrange(1000000, 9999999)}",
        ),
        (
            "commit_ids_of_leak",
            f"leak introduced in {commit[:12]} (2026-11-30), removed in {hexs(r, 12)}, history "
            f"rewritten: old tip {hexs(r, 40)} -> new tip {hexs(r, 40)}",
        ),
        (
            "bfg_object_id_map",
            f"Changed commits\n---------------\n{hexs(r, 40)} {hexs(r, 40)}\n{hexs(r, 40)} "
            f"{hexs(r, 40)}\n\nIn total, {r.randrange(10, 400)} commit ids were changed.",
        ),
        (
            "git_fsck_dangling_ids",
            f"$ git fsck --unreachable\nunreachable blob {hexs(r, 40)}\nunreachable tree "
            f"{hexs(r, 40)}\nunreachable commit {hexs(r, 40)}",
        ),
    ]


def _log_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "s3_response_request_ids",
            f"< x-amz-id-2: {_raw64(r, 57)}\n< x-amz-request-id: "
            f"{pick(r, _B32UP[:26] + '0123456789', 16)}\n"
            "< server: AmazonS3",
        ),
        (
            "cloudfront_ids",
            f"x-amz-cf-pop: FRA56-P{r.randrange(1, 9)}\nx-amz-cf-id: "
            f"{_raw64(r, 42).replace('+', '-').replace('/', '_')}",
        ),
        ("cf_ray_header", f"cf-ray: {hexs(r, 16)}-{r.choice(('AMS', 'FRA', 'IAD', 'NRT'))}"),
        ("w3c_traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        (
            "datadog_trace_ids",
            f'"dd.trace_id": "{digits(r, 19)}", "dd.span_id": "{digits(r, 19)}", '
            f'"otel.trace_id": "{hexs(r, 32)}"',
        ),
        (
            "elastic_hit_ids",
            f'{{"_index": ".ds-logs-auth-2026.12.01-000{r.randrange(1, 9)}", "_id": '
            f'"{pick(r, _B62 + "-_", 20)}", "_seq_no": {r.randrange(1000, 99999)}, '
            f'"_primary_term": 1}}',
        ),
        (
            "cloudwatch_ptr",
            f"@ptr: Cm{_raw64(r, 90)}",
        ),
        (
            "splunk_search_id",
            f"sid=scheduler__admin__search__RMD5{hexs(r, 16)}_at_"
            f"{r.randrange(1764000000, 1764999999)}"
            f"_{r.randrange(100, 9999)}",
        ),
        (
            "sentry_event_id",
            f"Sentry event {hexs(r, 32)} (issue SHOP-"
            f"{pick(r, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 3)}"
            f"), release {hexs(r, 40)}",
        ),
        (
            "gcp_log_insert_id",
            f'insertId: "{lower_alnum(r, 14)}"\ntrace: "projects/acme-prod/traces/{hexs(r, 32)}"'
            f'\nspanId: "{hexs(r, 16)}"',
        ),
        (
            "loki_stream_labels_hash",
            f'{{app="api", pod="api-{lower_alnum(r, 10)}-{lower_alnum(r, 5)}"}} stream hash '
            f"{digits(r, 19)}",
        ),
        (
            "aws_cloudtrail_ids",
            f'"eventID": "{_uuid(r)}", "requestID": "{_uuid(r)}", "sharedEventID": "{_uuid(r)}",'
            f' "eventName": "CreateAccessKey"',
        ),
        (
            "pagerduty_ids",
            f"Incident {pick(r, _B32UP[:26] + '0123456789', 14)} triggered by service "
            f"{pick(r, _B32UP[:26] + '0123456789', 7)}, dedup_key {hexs(r, 32)}",
        ),
        (
            "windows_event_ids",
            f"EventRecordID: {r.randrange(100000, 9999999)}\nActivityID: {{{_uuid(r).upper()}}}\n"
            f"SubjectUserSid: {_sid(r)}\nLogonGuid: {{{_uuid(r).upper()}}}",
        ),
        (
            "nginx_log_no_secret",
            f'{_ip(r)} - - [01/Dec/2026:22:14:{r.randrange(10, 59)} +0000] "GET /static/app.'
            f'{hexs(r, 8)}.js HTTP/2.0" 200 {r.randrange(1000, 99999)} "-" "Mozilla/5.0" '
            f"rid={hexs(r, 32)}",
        ),
    ]


def _http_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "csp_nonce_header",
            f"content-security-policy: script-src 'nonce-{_raw64(r, 16)}' 'strict-dynamic'; "
            "object-src 'none'",
        ),
        (
            "websocket_handshake_keys",
            f"Sec-WebSocket-Key: {_raw64(r, 16)}\nSec-WebSocket-Accept: {_raw64(r, 20)}",
        ),
        ("etag_header", f'etag: W/"{hexs(r, 8)}-{pick(r, _B62, 27)}"'),
        ("content_digest", f"content-digest: sha-256=:{_raw64(r, 32)}:"),
        (
            "oauth_authorize_state_challenge",
            f"GET /authorize?response_type=code&client_id={lower_alnum(r, 24)}&state="
            f"{pick(r, _B62, 22)}&code_challenge="
            f"{_raw64(r, 32).rstrip('=').replace('+', '-').replace('/', '_')}"
            "&code_challenge_method=S256",
        ),
        (
            "google_oauth_client_id",
            f'"client_id": "{digits(r, 12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com"',
        ),
        (
            "jwks_public_key",
            f'{{"keys": [{{"kty": "RSA", "use": "sig", "kid": "{pick(r, _B62, 22)}", "e": "AQAB",'
            f' "n": "{_raw64(r, 96).rstrip("=").replace("+", "-").replace("/", "_")}"}}]}}',
        ),
        (
            "jwt_header_only",
            f'decoded header: {{"alg": "RS256", "kid": "{hexs(r, 40)}", "x5t": '
            f'"{_raw64(r, 20).rstrip("=").replace("+", "-").replace("/", "_")}"}}',
        ),
        (
            "har_timings_ids",
            f'"pageref": "page_{r.randrange(1, 9)}", "_initiator": {{"type": "script"}}, '
            f'"serverIPAddress": "{_ip(r)}", "connection": "{r.randrange(10000, 99999)}", '
            f'"_requestId": "{r.randrange(1000, 9999)}.{r.randrange(10, 999)}"',
        ),
        (
            "set_cookie_analytics",
            f"set-cookie: _ga=GA1.1.{digits(r, 10)}.{digits(r, 10)}; Path=/; Max-Age=63072000"
            f"\nset-cookie: _gid=GA1.2.{digits(r, 9)}.{digits(r, 10)}; Path=/",
        ),
        (
            "hpkp_pins",
            f'public-key-pins-report-only: pin-sha256="{_raw64(r, 32)}"; pin-sha256='
            f'"{_raw64(r, 32)}"; max-age=600',
        ),
        (
            "saml_metadata_certificate",
            f"<ds:X509Certificate>MIIC{b64(r, 120)}</ds:X509Certificate>\n<md:"
            f'SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" '
            'Location="https://idp.acme.dev/sso"/>',
        ),
        (
            "tls_cert_fingerprints",
            f"SHA256 Fingerprint={_colon_hex(r, 32)}\nserial={hexs(r, 36).upper()}",
        ),
        (
            "ssh_host_key_fingerprint",
            f"ED25519 key fingerprint is SHA256:{_raw64(r, 32).rstrip('=')}.\nThis host key is "
            "known by the following other names/addresses:",
        ),
    ]


def _key_id_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "aws_list_access_keys",
            f'$ aws iam list-access-keys --user-name ci-deploy\n{{\n    "AccessKeyMetadata": [\n'
            f'        {{"UserName": "ci-deploy", "AccessKeyId": "AKIA{pick(r, _B32UP, 16)}", '
            f'"Status": "Inactive", "CreateDate": "2026-03-0{r.randrange(1, 9)}T10:00:00Z"}}\n    '
            f"]\n}}",
        ),
        (
            "aws_exposed_key_mail_id_only",
            "We have become aware that the AWS Access Key "
            f"AKIA{pick(r, _B32UP, 16)}, belonging to IAM user ci-deploy, along with the "
            "corresponding Secret Key is publicly available online at https://github.com/acme/"
            f"tools/blob/{hexs(r, 40)}/deploy.sh. We have applied the AWSCompromisedKeyQuarantineV3"
            " policy to the user.",
        ),
        (
            "gcloud_keys_list",
            f"KEY_ID                                    CREATED_AT            EXPIRES_AT"
            f"            DISABLED\n{hexs(r, 40)}  2026-12-02T09:41:07Z  9999-12-31T23:59:59Z  "
            f"\n{hexs(r, 40)}  2025-01-12T11:20:00Z  9999-12-31T23:59:59Z  True",
        ),
        (
            "azure_credential_list",
            f'[{{"customKeyIdentifier": null, "displayName": "rotated", "endDateTime": '
            f'"2027-12-02T09:50:11Z", "hint": "{pick(r, _B62, 3)}", "keyId": "{_uuid(r)}", '
            '"secretText": null}]',
        ),
        (
            "vault_token_lookup_accessor",
            f"accessor            {pick(r, _B62, 24)}\ncreation_time       1764669301\n"
            f"display_name        token-ir-ana\nentity_id           {_uuid(r)}",
        ),
        (
            "npm_token_list",
            f"┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │ created    │ "
            f"readonly │\n├────────┼─────────┼────────────┼──────────┤\n│ {hexs(r, 6)} │ npm_"
            f"{pick(r, _B62, 2)}… │ 2026-12-02 │ no       │\n└────────┴─────────┴────────────┴"
            "──────────┘",
        ),
        (
            "twilio_account_sid",
            f"Account SID: AC{hexs(r, 32)}\nAPI key SID: SK{hexs(r, 32)} (secret shown once, "
            "not stored)",
        ),
        (
            "gpg_public_key_listing",
            f"pub   ed25519 2026-01-14 [SC]\n      {hexs(r, 40).upper()}\nuid           [ultimate]"
            f" Security Team <security@acme.dev>\nsub   cv25519 2026-01-14 [E]",
        ),
        (
            "windows_sids_machine_guid",
            f"MachineGuid    REG_SZ    {_uuid(r)}\nDomain SID: {_sid(r)[:-5]}\nAdministrator "
            f"SID: {_sid(r)}",
        ),
        (
            "bitlocker_protector_id",
            f"Numerical Password:\n      ID: {{{_uuid(r).upper()}}}\n      Password:\n        "
            "(hidden - use manage-bde -protectors -get C: -Type RecoveryPassword as admin)",
        ),
        (
            "volatility_pslist_offsets",
            f"PID\tPPID\tImageFileName\tOffset(V)\n{r.randrange(400, 9000)}\t"
            f"{r.randrange(400, 9000)}"
            f"\tlsass.exe\t0xffff{hexs(r, 12)}\n{r.randrange(400, 9000)}\t{r.randrange(400, 9000)}"
            f"\tpowershell.exe\t0xffff{hexs(r, 12)}",
        ),
        (
            "prefetch_file_hash",
            f"C:\\Windows\\Prefetch\\MIMIKATZ.EXE-{hexs(r, 8).upper()}.pf\nC:\\Windows\\Prefetch"
            f"\\PROCDUMP64.EXE-{hexs(r, 8).upper()}.pf",
        ),
        (
            "kerberos_etype_spn_listing",
            f"ServicePrincipalName: MSSQLSvc/db{r.randrange(1, 9)}.corp.acme.local:1433\n"
            f"MemberOf: CN=SQL Admins,OU=Groups,DC=corp,DC=acme,DC=local\nobjectGUID: {_uuid(r)}"
            "\nmsDS-SupportedEncryptionTypes: 24",
        ),
        (
            "mac_and_serial",
            f"wlan0 ether {':'.join(hexs(r, 2) for _ in range(6))}  serial "
            f"{pick(r, _B32UP[:26] + '0123456789', 12)}",
        ),
        (
            "nonce_salt_iv_crypto_debug",
            f"DEBUG crypto: iv={hexs(r, 24)} nonce={hexs(r, 24)} aad=order:"
            f"{r.randrange(1000, 99999)}"
            f" tag={hexs(r, 32)}",
        ),
        (
            "request_ids_api_errors",
            f'{{"error": {{"type": "authentication_error", "message": "invalid x-api-key"}}, '
            f'"request_id": "req_{pick(r, _B62, 24)}"}}',
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_ioc_rounds(r),
        *_finding_rounds(r),
        *_log_rounds(r),
        *_http_rounds(r),
        *_key_id_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout47-look", _rounds, FIXED)
