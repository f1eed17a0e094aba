"""The look-alikes of held-out 15 (`bench/secret_kinds_heldout15.py`): no secret in any of them.

What the same places and trades hold that must come through unchanged:
tracking numbers, VINs, booking references and record locators, Workday
WIDs, ADP associate ids, ObjectIds, Bates numbers and document hashes,
policy and claim numbers, listing keys, meter numbers, barcodes and SKUs,
newswire item ids, DOIs, ORCID iDs, accessions and product names of
satellite scenes, message and correlation ids of middleware, SAP transport
requests; the public keys and keys vendors document as public (Ghost's
Content API key, a Brightcove player policy key, an SSH key in cloud-init);
base64 of no secret (the SMTP prompts, a PNG in a ConfigMap, a pixel);
checksums, lock-file hashes, Nix store paths, IPFS ids and build ids; the
same terminal, CI and log places with nothing secret or with the secret
masked; references to a secret store in each tool's syntax; encrypted
values (SOPS); placeholders; versions; and chat in the set's languages that
names a secret without giving it.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, alnum, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout15_more import uuid15

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
_B32L = "abcdefghijklmnopqrstuvwxyz234567"
_NIX = "0123456789abcdfghijklmnpqrsvwxyz"


def _png_b64(r: random.Random) -> str:
    head = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(r.randrange(256) for _ in range(30))
    return base64.b64encode(head).decode()


def _ups(r: random.Random) -> str:
    return "1Z" + pick(r, _UP, 6) + digits(r, 10)


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # logistics, fleets and travel
        ("ups_tracking_number", f"Tracking: {_ups(r)} (UPS Ground), delivered to dock 4"),
        (
            "fedex_tracking_json",
            f'{{"trackingNumber": "{digits(r, 12)}", "carrierCode": "FDXE", '
            f'"shipDate": "2026-11-27"}}',
        ),
        (
            "shipengine_label_id",
            f'"label_id": "se-{digits(r, 9)}", "shipment_id": "se-{digits(r, 9)}"',
        ),
        ("vin_in_telemetry", f"vehicle {pick(r, _VIN, 17)} odometer=48211 km fuel=63%"),
        (
            "geotab_device_serial",
            f'{{"id": "b{hexs(r, 3).upper()}", "serialNumber": "G9{pick(r, _UP, 10)}"}}',
        ),
        (
            "amadeus_record_locator",
            f"PNR {pick(r, string.ascii_uppercase, 6)} ticketed, e-ticket 125-{digits(r, 10)}",
        ),
        (
            "booking_confirmation",
            f"Confirmation number: {digits(r, 10)}  PIN to cancel online: see email",
        ),
        # HR, education, legal, insurance, real estate
        ("workday_wid", f'<wd:ID wd:type="WID">{hexs(r, 32)}</wd:ID>'),
        (
            "adp_associate_oid",
            f'"associateOID": "G3{pick(r, _UP, 14)}", '
            f'"workerID": {{"idValue": "{pick(r, _UP, 9)}"}}',
        ),
        ("clever_object_id", f'"district": "{hexs(r, 24)}", "sis_id": "{digits(r, 6)}"'),
        (
            "oneroster_sourced_id",
            f"sourcedId,status,dateLastModified\n{uuid15(r)},active,2026-11-28T10:00:00Z",
        ),
        ("bates_range", f"Produced CORP{digits(r, 7)} - CORP{digits(r, 7)}, MD5 {hexs(r, 32)}"),
        (
            "relativity_artifact",
            f"ArtifactID {digits(r, 7)} Control Number ABC-{digits(r, 6)} SHA1 {hexs(r, 40)}",
        ),
        (
            "policy_and_claim",
            f"Policy POL-{digits(r, 9)} claim CLM-{pick(r, _UP, 10)} opened 2026-11-02",
        ),
        ("mls_listing_key", f'"ListingKey": "{hexs(r, 32)}", "ListingId": "ACT{digits(r, 7)}"'),
        ("mpan_meter", f"MPAN {digits(r, 13)} / MSN {digits(r, 2)}P{digits(r, 7)}"),
        # retail and newsroom
        ("ean_and_sku", f"EAN {digits(r, 13)}  SKU {pick(r, _UP, 4)}-{digits(r, 4)}  qty 12"),
        ("clover_merchant_id", f"https://www.clover.com/dashboard/m/{pick(r, _UP, 13)}/orders"),
        (
            "toast_restaurant_guid",
            f'"restaurantGuid": "{uuid15(r)}", "locationCode": "{digits(r, 4)}"',
        ),
        ("ap_item_id", f'"itemid": "{hexs(r, 32)}", "version": 2, "type": "text"'),
        (
            "arc_ans_id",
            f'"_id": "{pick(r, _UP, 26)}", "type": "story", "canonical_website": "corp"',
        ),
        (
            "brightcove_video_id",
            f'<video-js data-account="{digits(r, 13)}" data-video-id="{digits(r, 13)}">',
        ),
        # science
        ("doi_link", f"https://doi.org/10.5281/zenodo.{digits(r, 8)}"),
        (
            "orcid_id",
            f"ORCID iD: https://orcid.org/0000-000{r.randrange(10)}-{digits(r, 4)}-{digits(r, 4)}",
        ),
        (
            "ncbi_accessions",
            f"NM_{digits(r, 6)}.{r.randrange(1, 9)}  PMID {digits(r, 8)}  SRR{digits(r, 8)}",
        ),
        (
            "sentinel2_product",
            f"S2A_MSIL2A_20261128T103321_N0510_R108_T32TQM_20261128T{digits(r, 6)}.SAFE",
        ),
        ("cds_request_id", f"2026-11-29 05:12:10,112 INFO Request ID is {uuid15(r)}"),
        ("globus_endpoint_id", f"globus transfer {uuid15(r)}:/data/run42 {uuid15(r)}:/~/run42"),
        # self-hosted and middleware
        ("immich_asset_id", f"https://photos.home.arpa/photos/{uuid15(r)}"),
        (
            "paperless_checksum",
            f'"checksum": "{hexs(r, 32)}", "archive_serial_number": {digits(r, 4)}',
        ),
        ("mastodon_status_url", f"https://social.corp.dev/@newsdesk/{digits(r, 18)}"),
        ("frappe_doc_name", f"HR-EMP-{digits(r, 5)} / SAL-SLP-2026-{digits(r, 5)}"),
        ("mq_message_id", f"MsgId: X'414d5120514d31202020202020202020{hexs(r, 16).upper()}'"),
        (
            "sap_transport_request",
            f"Transport DEVK9{digits(r, 5)} released, object R3TR PROG Z{pick(r, _UP, 8)}",
        ),
        ("boomi_atom_id", f'"atomId": "{uuid15(r)}", "status": "ONLINE"'),
        ("tyk_api_id", f'"api_id": "{hexs(r, 32)}", "name": "orders-v2", "active": true'),
        # the same places, no secret
        ("systemctl_show_plain", f"Environment=TZ=UTC SYNC_INTERVAL=300 RELEASE={hexs(r, 12)}"),
        ("xtrace_export_sha", f"++ export CI_COMMIT_SHA={hexs(r, 40)}"),
        (
            "vso_set_image_tag",
            f"##vso[task.setvariable variable=imageTag]20261129.{r.randrange(1, 9)}-{hexs(r, 7)}",
        ),
        (
            "nginx_log_record_path",
            f'10.0.3.7 - - [29/Nov/2026:05:12:01 +0000] "GET /api/shipments/{uuid15(r)}/label '
            'HTTP/1.1" 200 5123',
        ),
        (
            "redis_monitor_get",
            f'1764392011.124001 [0 10.0.0.5:51122] "GET" "session:{hexs(r, 32)}"',
        ),
        ("gtid_set", f"Executed_Gtid_Set: {uuid15(r)}:1-{digits(r, 6)}"),
        (
            "podman_secret_list",
            "ID                         NAME     DRIVER  CREATED\n"
            f"{hexs(r, 25)}  pos-db   file    2 days ago",
        ),
        (
            "zeppelin_paragraph_id",
            f'"id": "paragraph_1764392000123_{digits(r, 9)}", "status": "FINISHED"',
        ),
        ("word_diff_version", f"  image: corp/pos:[-3.1.9-]{{+3.2.0+}}  # {hexs(r, 7)}"),
        ("bitlocker_protector_id", f"    Numerical Password:\n      ID: {{{uuid15(r).upper()}}}"),
        # checksums and build ids
        ("sha256sum_line", f"{hexs(r, 64)}  payroll-sync-3.2.0-linux-amd64.tar.gz"),
        ("terraform_lock_h1", f'    "h1:{b64(r, 43)}=",\n    "zh:{hexs(r, 64)}",'),
        ("nix_store_path", f"/nix/store/{pick(r, _NIX, 32)}-openssl-3.0.14"),
        ("go_sum_line", f"golang.org/x/oauth2 v0.24.0 h1:{b64(r, 43)}="),
        ("ipfs_cid", f"ipfs://bafybei{pick(r, _B32L, 52)}"),
        (
            "lfs_pointer",
            "version https://git-lfs.github.com/spec/v1\n"
            f"oid sha256:{hexs(r, 64)}\nsize {digits(r, 7)}",
        ),
        ("configmap_png_b64", f"binaryData:\n  logo.png: {_png_b64(r)}"),
        (
            "build_id_banner",
            f"newsroom-api build {lower_alnum(r, 10)} ({hexs(r, 12)}) on 2026-11-28",
        ),
        (
            "bazel_http_archive",
            f'http_archive(\n    name = "rules_cc",\n    sha256 = "{hexs(r, 64)}",\n)',
        ),
        (
            "magnet_infohash",
            f"magnet:?xt=urn:btih:{hexs(r, 40)}&dn=ubuntu-24.04.1-desktop-amd64.iso",
        ),
        ("smartcar_client_id", f"SMARTCAR_CLIENT_ID={uuid15(r)}"),
        ("alnum_sku_list", f"skus: [{alnum(r, 8)}, {alnum(r, 8)}]  # variant codes from the PIM"),
    ]


_FIXED: list[tuple[str, str]] = [
    # keys vendors document as public
    (
        "ghost_content_key",
        "const api = new GhostContentAPI({ url: 'https://news.corp.dev', "
        "key: '22444f78447824223cefc48062', version: 'v5.0' });",
    ),
    (
        "brightcove_policy_key",
        'data-policy-key="BCpkADawqM3n0ImwKortQqSZCgJMcyVbb8lJVwt0z16UD0a_h8MpEYcHyKbM8CGOPxBRp0nfSVdfokXBrUu3Sso7Nujv3dnLo0JxC_lNXCl88O7NJ0PR0z2AprnJ_Lwnq7nTcy1GBUrQPr5e"',
    ),
    (
        "cloud_init_ssh_key",
        "ssh_authorized_keys:\n  - ssh-ed25519 "
        "AAAAC3NzaC1lZDI1NTE5AAAAIHx3Vq9u0dK5mJv2yQw7bZp1cT8eLr4sF6gN0aYhW3Xo ops@corp",
    ),
    ("smtp_prompts_b64", "334 VXNlcm5hbWU6\n334 UGFzc3dvcmQ6"),
    (
        "gif_pixel_data_url",
        "background: url(data:image/gif;base64,"
        "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7);",
    ),
    ("jwt_header_only", "alg header of the token: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 (RS256)"),
    # masked values as the tools print them
    ("pulumi_output_secret", "    dbPassword      [secret]"),
    ("doppler_masked", "│ POS_API_KEY      │ ******************************** │"),
    (
        "ansible_no_log",
        'ok: [lms01] => {"censored": "the output has been hidden due to the fact that '
        "'no_log: true' was specified for this result\"}",
    ),
    (
        "rails_filtered",
        'Parameters: {"user"=>{"email"=>"a.ng@corp.dev", "password"=>"[FILTERED]"}}',
    ),
    ("dotnet_masked_conn", "Server=sql01;Database=Claims;User Id=claims_app;Password=******;"),
    ("last_four", "Using API key ending in …9f3e for the Loyverse sync"),
    ("hibob_truncated", "token: SERVICE-12345:abcd…wxyz (truncated by the CLI)"),
    ("terraform_sensitive", "> var.sql_admin_password\n(sensitive value)"),
    ("tyk_masked", "x-tyk-authorization: <hidden>"),
    # references to a secret store
    ("bicep_get_secret", "adminPassword: kv.getSecret('sql-admin-password')"),
    ("bicep_secure_param", "@secure()\nparam sqlAdminPassword string"),
    ("puppet_lookup", "password => Sensitive(lookup('lms::db_password')),"),
    ("ansible_vault_var", 'lms_db_password: "{{ vault_lms_db_password }}"'),
    ("op_reference", "NEWS_WIRE_SECRET=op://Newsroom/AP Wire/credential"),
    ("aws_sm_arn", "arn:aws:secretsmanager:eu-central-1:123456789012:secret:hr/gusto-AbC123"),
    ("gcp_secret_path", "projects/482913/secrets/tms-carrier-key/versions/latest"),
    ("databricks_secret_get", 'dbutils.secrets.get(scope="warehouse", key="sf-password")'),
    ("mule_secure_placeholder", "password: ${secure::db.password}"),
    (
        "wlst_prompt",
        "connect(userConfigFile='/u01/wls/cfg.secure', userKeyFile='/u01/wls/key.secure')",
    ),
    (
        "sops_encrypted",
        "api_secret: ENC[AES256_GCM,data:Tr7o1x9qKl4=,iv:1W6oP0q3Y2b8sJ4n0aT9cQ==,"
        "tag:Zx2mR8yV1dK0sQ5wN3bL7A==,type:str]",
    ),
    ("hurl_variable", "[BasicAuth]\nadjuster: {{adjuster_password}}"),
    ("azure_pipelines_macro", "env:\n  POS_API_KEY: $(posApiKey)"),
    (
        "cloud_init_hashed_lock",
        "chpasswd:\n  expire: true\nusers:\n  - name: ubuntu\n    lock_passwd: true",
    ),
    ("kickstart_lock", "rootpw --lock\nuser --name=kiosk --groups=wheel"),
    ("preseed_root_off", "d-i passwd/root-login boolean false"),
    # placeholders in docs and templates
    (
        "docs_placeholder_angle",
        "curl -H 'API-Key: <YOUR_SHIPENGINE_KEY>' https://api.shipengine.com/v1/carriers",
    ),
    (
        "docs_placeholder_x",
        "GHOST_ADMIN_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxx:yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy",
    ),
    ("docs_placeholder_env", "X-ELS-APIKey: ${ELSEVIER_API_KEY}"),
    ("docs_placeholder_words", "key: YOUR-CDS-API-KEY"),
    ("csv_header_only", "employee_id,email,initial_password,must_change"),
    (
        "confluence_ref_table",
        "||System||User||Password||\n|Guidewire QA|gwqa|in Vault: kv/ins/gw-qa|",
    ),
    # versions and numbers
    ("version_banner", "WebLogic Server 14.1.1.0.0 Thu Mar 26 03:15:09 GMT 2020 2000885"),
    ("pihole_versions", "Core version is v5.18.3 (Latest: v5.18.3)\nFTL version is v5.25.2"),
    (
        "bitlocker_policy",
        "The recovery password is 48 digits in 8 groups; store it in Entra ID, not chat.",
    ),
    (
        "gate_code_policy",
        "Gate codes change on the 1st of each month; ask dispatch for this month's.",
    ),
    # chat in the set's languages that names a secret without giving it
    ("chat_tatar_ref", "серсүз vault эчендә, Динарадан сора"),
    ("chat_bosnian_ref", "šifra je u vaultu, pitaj Amru"),
    ("chat_shona_ref", "pasiwedhi iri muvault, bvunza Tendai"),
    ("chat_tok_pisin_ref", "pasword i stap long vault, askim Kila"),
    ("chat_cherokee_ref", "ᎤᏕᎵᏒ vault ᎠᏰᎵ"),
    (
        "chat_rotated_note",
        "I rotated the Clover token and the Toast secret, both are in 1Password now",
    ),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout15", _rounds, _FIXED
)
