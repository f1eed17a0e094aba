"""The fixed look-alikes of held-out 47 (`bench/secret_kinds_heldout47_look.py`).

Texts written once: masked values as scanners, consoles and people write
them (`AKIA****WXYZ`, `sk-...abcd`, `ghp_****`, `[REDACTED]`); documented
placeholders and references to a secret by name (`${{ secrets.X }}`,
`vault kv get`, `<TOKEN>`, `$STRIPE_KEY`); published test vectors that
open nothing (RFC 4226's and RFC 6238's seed `12345678901234567890` and its
base32, their expected codes, a KDF's documented test password and salt);
the well-known hashes of empty values (the empty LM and NT hashes, the
SHA-256 of nothing); tool output that names a secret without holding it
(push protection's block, a scanner's summary, hydra and john finding
nothing, `aws iam update-access-key --status Inactive`, a revoked token's
401, `secretsdump` of a disabled Guest); public material (an SSH public
key, a certificate's first lines, a PGP public block's armour, an age
recipient); SNMP's documented `public` community in a tool's example; and
people in this set's chat languages saying where a key is or that it is
revoked, without the key; a Kerberos ticket cache's listing, a
JWT's claims without the token, column names and a ransom note's victim id.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_MASKED: list[tuple[str, str]] = [
    ("masked_akia_stars", "leaked key: AKIA****WXYZ (user ci-deploy), deactivated 10:12 UTC"),
    ("masked_sk_dots", "OpenAI says the key sk-...abcd was disabled; the new one is in 1Password"),
    (
        "masked_ghp_stars",
        "Token: ghp_************************************ (scopes: repo, workflow)",
    ),
    ("masked_redacted_brackets", "Authorization: Bearer [REDACTED]\nCookie: session=[REDACTED]"),
    (
        "masked_gitleaks_redact",
        "Finding:     API_KEY=REDACTED\nSecret:      REDACTED\nRuleID:      generic-api-key",
    ),
    ("masked_trufflehog_redacted", '"Redacted": "sk_live_51********", "Verified": false'),
    ("masked_har_sanitized", '{"name": "authorization", "value": "[sanitized]"}'),
    ("masked_splunk_mask", "password=********** user=jdoe action=failure src=10.1.0.4"),
    (
        "masked_partial_hash_note",
        "the key ending in …7Qx2 is the one from the gist, already rolled",
    ),
    (
        "masked_xxx_token",
        "SLACK_BOT_TOKEN=xoxb-xxxxxxxxxxxx-xxxxxxxxxxxxx-xxxxxxxxxxxxxxxxxxxxxxxx",
    ),
    ("masked_stripe_dashboard", "Secret key  sk_live_...4eC3  Revealed once · Created Dec 2"),
    ("masked_mimikatz_null", "\t * Username : DC01$\n\t * Domain   : CORP\n\t * Password : (null)"),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    (
        "placeholder_gha_secret_ref",
        "env:\n  STRIPE_KEY: ${{ secrets.STRIPE_KEY }}\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}",
    ),
    ("placeholder_angle_token", "curl -H 'Authorization: Bearer <TOKEN>' https://api.acme.dev/me"),
    ("placeholder_your_api_key", "export SENDGRID_API_KEY=YOUR_API_KEY_HERE"),
    ("placeholder_env_reference", 'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]'),
    (
        "placeholder_vault_kv_get",
        'NEW=$(vault kv get -field=password secret/prod/db) && psql "$DSN"',
    ),
    (
        "placeholder_shell_var",
        'aws configure set aws_secret_access_key "$NEW_SECRET" --profile prod',
    ),
    (
        "placeholder_runbook_brackets",
        "3. Run `gh secret set DEPLOY_TOKEN --body <new token from step 2>`",
    ),
    (
        "placeholder_sigma_field",
        "detection:\n  selection:\n    CommandLine|contains: ' -p '\n  condition: selection",
    ),
    (
        "placeholder_hydra_usage",
        "hydra -l admin -P /usr/share/wordlists/rockyou.txt ssh://10.10.10.5",
    ),
    (
        "placeholder_changeme_doc",
        "# Replace changeme with a value from `openssl rand -hex 32`\nSECRET_KEY=changeme",
    ),
    ("placeholder_snmp_public_example", "snmpwalk -v2c -c public demo.snmplabs.com 1.3.6.1.2.1.1"),
    (
        "placeholder_k8s_secret_ref",
        "valueFrom:\n  secretKeyRef:\n    name: stripe\n    key: api-key",
    ),
]

_VECTORS: list[tuple[str, str]] = [
    (
        "rfc4226_test_seed",
        'RFC 4226 test secret: ASCII "12345678901234567890", count 0 -> 755224, count 1 -> 287082',
    ),
    (
        "rfc6238_base32_seed",
        "otpauth test vector (RFC 6238, SHA1): GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ at T=59 gives 9428"
        "7082",
    ),
    (
        "empty_lm_nt_hashes",
        "Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0::: (disabled,"
        " empty password)",
    ),
    (
        "sha256_of_empty",
        'sha256("") = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ),
    ("md5_of_empty", "d41d8cd98f00b204e9800998ecf8427e  /dev/null"),
    (
        "argon2_doc_example",
        '$ echo -n "password" | argon2 somesalt -id -t 2 -m 16\nType:\t\tArgon2id\nIterations:\t2'
        "\nMemory:\t\t65536 KiB",
    ),
    ("jwt_none_alg_test", 'test case: header {"alg":"none","typ":"JWT"} must be rejected with 401'),
    (
        "hashcat_mode_list",
        "hashcat -m 1000 (NTLM), -m 5600 (NetNTLMv2), -m 13100 (Kerberos 5 TGS-REP etype 23), -m 1"
        "6500 (JWT)",
    ),
]

_OUTPUT: list[tuple[str, str]] = [
    (
        "push_protection_blocked",
        "remote: error: GH009: Secrets detected! This push failed.\nremote:\n remote:   —— Slack A"
        "PI Token ——\nremote:     locations:\nremote:       - path: scripts/notify.sh:4",
    ),
    (
        "gitleaks_no_leaks",
        "    ○\n    │╲\n    │ ○\n    ○ ░\n    ░    gitleaks\n\n11:02AM INF 214 commits scanned.\n1"
        "1:02AM INF no leaks found",
    ),
    ("ggshield_no_incidents", "No secrets have been found"),
    (
        "trufflehog_no_results",
        "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\n"
        "finished scanning chunks=4211 verified_secrets=0 unverified_secrets=0",
    ),
    (
        "aws_update_key_inactive",
        'aws iam update-access-key --user-name ci-deploy --access-key-id "$OLD_KEY_ID" --status In'
        "active",
    ),
    (
        "aws_delete_key_done",
        '$ aws iam delete-access-key --user-name ci-deploy --access-key-id "$OLD_KEY_ID"\n$ echo $'
        "?\n0",
    ),
    (
        "revoked_token_401",
        "HTTP/2 401\n"
        '{"message"'
        ': "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"'
        "}",
    ),
    (
        "hydra_nothing_found",
        "1 of 1 target completed, 0 valid password found\nHydra finished at 2026-12-01 22:30:11",
    ),
    (
        "john_nothing_left",
        "Loaded 3 password hashes with 3 different salts\nNo password hashes left to crack (see FA"
        "Q)",
    ),
    (
        "responder_poisoned_only",
        "[*] [LLMNR]  Poisoned answer sent to 10.10.14.22 for name fileserv\n[*] [NBT-NS] Poisoned"
        " answer sent to 10.10.14.22 for name FILESERV (service: File Server)",
    ),
    (
        "nmap_ssh_hostkey_script",
        "22/tcp open  ssh     OpenSSH 9.6p1\n| ssh-hostkey:\n|   256 SHA256:n0UvX3I1c8q2bA9wZ4kFh1"
        "Y7pT6mR5eD2sL0jG8oKxE (ECDSA)\n|_  256 SHA256:Q7k3pL2mN8rT5vX1zB4cD6fG9hJ0kL3mN5pQ7rS9tU2"
        " (ED25519)",
    ),
    (
        "netexec_null_session_denied",
        "SMB  10.10.11.5  445  DC01  [-] corp.acme.local\\: STATUS_ACCESS_DENIED\nSMB  10.10.11.5 "
        " 445  DC01  [*] Windows Server 2022 Build 20348 x64 (signing:True) (SMBv1:False)",
    ),
    (
        "semgrep_summary",
        "Ran 1062 rules on 412 files: 0 findings.\n✅ Scan completed successfully.",
    ),
    (
        "splunk_query_by_name",
        'index=auth sourcetype=okta "eventType=user.session.start" outcome.result=FAILURE | stats '
        "count by actor.alternateId",
    ),
    (
        "kql_query_by_name",
        'SigninLogs\n| where ResultType == "50126"\n| summarize count() by UserPrincipalName, IPAd'
        "dress",
    ),
    (
        "curl_verbose_no_auth",
        "* TLSv1.3 (IN), TLS handshake, Finished (20):\n* SSL connection using TLSv1.3 / TLS_AES_2"
        "56_GCM_SHA384\n* ALPN: server accepted h2\n> GET /healthz HTTP/2",
    ),
    (
        "set_cookie_deleted",
        "set-cookie: session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    ),
    (
        "oauth_error_redirect",
        "https://app.acme.dev/oauth/callback?error=access_denied&error_description=The+user+denied"
        "+access",
    ),
    (
        "saml_authn_request_params",
        "GET https://idp.acme.dev/sso?SAMLRequest=fZJNT8MwDIbv%2FIoq9y5t1%2BZD&RelayState=%2Fdashb"
        "oard&SigAlg=http%3A%2F%2Fwww.w3.org%2F2001%2F04%2Fxmldsig-more%23rsa-sha256",
    ),
    (
        "vault_revoke_by_accessor",
        'vault token revoke -accessor "$ACCESSOR"\nSuccess! Revoked token (if it existed)',
    ),
    (
        "rotation_ticket_no_values",
        "SEC-4821 rotation: Stripe ✅, SendGrid ✅, Slack bot ✅, Datadog ⏳ (waiting for owner). "
        "Values live in Vault under secret/rotated/2026-12.",
    ),
    (
        "ir_timeline_no_secret",
        "03:10 key pushed to public repo\n03:14 GitHub secret scanning alert #41\n03:20 key revoke"
        "d by partner program\n03:41 on-call paged",
    ),
    (
        "cloudtrail_event_names",
        "CreateAccessKey, UpdateAccessKey, DeleteAccessKey, ListAccessKeys, GetCallerIdentity (all"
        " by ir-ana, 10:02-10:15 UTC)",
    ),
    (
        "k8s_secret_describe",
        "Name:         stripe\nNamespace:    payments\nType:  Opaque\n\nData\n====\napi-key:  107 "
        "bytes",
    ),
    (
        "docker_history_clean",
        "<missing>   3 weeks ago   RUN /bin/sh -c pip install --no-cache-dir -r requirements.txt  "
        " # buildkit   41.2MB",
    ),
]

_PUBLIC: list[tuple[str, str]] = [
    (
        "ssh_public_key_line",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq7rY3bV8mK2nL5pQ9sT1wX4zC6dF8hJ0kM3nP5rS7u security"
        "@acme.dev",
    ),
    (
        "pem_certificate_head",
        "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIUF8Y4mQ2kLp9vX3sN1tR6wZ0aC5EwDQYJKoZIhvcN"
        "AQEL\nBQAwSzELMAkGA1UEBhMCREUxDzANBgNVBAgMBkJlcmxpbjENMAsGA1UECgwEQWNt",
    ),
    (
        "pgp_public_armour",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\nComment: security@acme.dev (for reporting leaks)\n"
        "\nmDMEZ0aLYBYJKwYBBAHaRw8BAQdA",
    ),
    ("age_recipient", "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"),
    (
        "security_txt",
        "Contact: mailto:security@acme.dev\nEncryption: https://acme.dev/pgp-key.txt\nExpires: 202"
        "7-06-30T00:00:00.000Z",
    ),
    (
        "oid_listing",
        "1.2.840.113549.1.1.11 sha256WithRSAEncryption\n1.3.6.1.5.5.7.3.1 serverAuth\n2.5.29.17 su"
        "bjectAltName",
    ),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_english_masked_triage",
        "the alert shows sk_live_…4eC3 only, can you find which service uses it from the logs?",
    ),
    (
        "chat_english_revoked_done",
        "already revoked the leaked PAT and the new one is in the org secrets, just update the doc"
        "s",
    ),
    ("chat_livonian_vault", "Vȱtim um Vaultõs, secret/prod/stripe, ǟra kēra täsõ."),
    ("chat_kolsch_revoked", "Dä ahle Schlössel es ald jesperrt, dä neue litt em 1Password."),
    ("chat_zeelandic_vault", "De nieuwe sleutel staet in Vault, plak 'm nie in de chat."),
    ("chat_extremaduran_revoked", "La clavi vieja ya está revocá, la nueva está en el Vault."),
    ("chat_tachelhit_vault", "Tasarut tamaynut tlla g Vault, ad t ur tarat ɣid."),
    ("chat_moore_revoked", "Kilé kʋdrã b sɩd kɩɩsa, a paalgã bee Vault pʋgẽ."),
    ("chat_isan_vault", "คีย์ใหม่อยู่ใน Vault เด้อ อย่าแปะไว้ในแชท"),
    (
        "chat_ainu_vault",
        "アシㇼ キー Vault オッタ アン、タアン チャット オッタ エアリ ソモ キ ヤン。",
    ),
    ("chat_cape_verdean_revoked", "Xavi bedju dja foi revogadu, kel novu sta na Vault."),
    ("chat_belizean_kriol_vault", "Di nyoo kee deh eena Vault, no paste ih eena di chat."),
    ("chat_kristang_revoked", "Chabi bedu ja kanselá, chabi nobu teng na Vault."),
    ("chat_hassaniya_vault", "المفتاح الجديد فالـVault، ما تحطوش هون."),
    ("chat_garo_revoked", "Password gimin-ko ra·e watjok, gital-ko Vault-o dongenga."),
    ("chat_hill_mari_vault", "У ключ Vault-ышты улы, тиш ит сыры."),
]

_MORE: list[tuple[str, str]] = [
    (
        "klist_ticket_cache",
        "Ticket cache: FILE:/tmp/krb5cc_1000\nDefault principal: ana@CORP.ACME.LOCAL\n\n"
        "Valid starting     Expires            Service principal\n12/02/26 09:00:00  12/02/26 "
        "19:00:00  krbtgt/CORP.ACME.LOCAL@CORP.ACME.LOCAL",
    ),
    (
        "jwt_claims_only",
        '{"iss": "https://auth.acme.dev/", "sub": "user_2871", "aud": "api", "scope": '
        '"read:orders", "exp": 1767225600, "iat": 1767222000}',
    ),
    (
        "har_cookie_names_only",
        "cookies present: __Host-session, csrftoken, _ga (values stripped by the HAR sanitizer "
        "before upload)",
    ),
    (
        "hashcat_status_exhausted",
        "Status...........: Exhausted\nHash.Mode........: 5600 (NetNTLMv2)\nRecovered........: "
        "0/1 (0.00%) Digests (total), 0/1 (0.00%) Digests (new)",
    ),
    (
        "sqlmap_columns_only",
        "Database: shop\nTable: admins\n[3 columns]\n+-----------+-------------+\n| Column    "
        "| Type        |\n+-----------+-------------+\n| api_token | varchar(64) |\n| user      "
        "| varchar(32) |",
    ),
    (
        "dpapi_protect_folder_listing",
        "C:\\Users\\ana\\AppData\\Roaming\\Microsoft\\Protect\\S-1-5-21-1004336348-1177238915"
        "-682003330-1105\n    Preferred\n    9f4c2b7e-3a11-4d2e-8c5b-1e0f7a9d6c42",
    ),
    (
        "ransom_note_victim_id",
        "!!! YOUR FILES ARE ENCRYPTED !!!\nYour personal ID: 7C2A-91F0-4B3D-E8A6\nDo not rename "
        "files. Contact: decrypt-help@example.invalid",
    ),
    (
        "chat_english_hash_not_key",
        "that long hex in the alert is the sha256 of the leaked file "
        "(5f0c3b6a9e2d41c7b8a0f3e6d9c2b5a8e1f4d7c0b3a6e9f2d5c8b1a4e7f0c3b6), not the key itself",
    ),
]

FIXED: list[tuple[str, str]] = [
    *_MASKED,
    *_PLACEHOLDERS,
    *_VECTORS,
    *_OUTPUT,
    *_PUBLIC,
    *_CHAT,
    *_MORE,
]
