"""The look-alikes of held-out 19 (`bench/secret_kinds_heldout19.py`): no secret in any of them.

What the same places and trades hold that must come through unchanged:
invoice, journal and subsidiary numbers of an ERP, NetSuite internal ids and
script ids, envelope and document ids of e-signature services, call ids,
recording ids and phone numbers of a call centre, SIP Call-IDs, device ids and
ICCIDs of an IoT fleet, LoRaWAN DevEUIs and JoinEUIs (public by design),
signage screen ids and playlist ids, patient and appointment ids of a clinic
(no names), workout and activity ids of wearables, order and store ids of
delivery platforms, ticket barcodes and event ids, accession numbers and IIIF
manifest URLs, donation and campaign ids, EIC codes of the energy market and
trade ids, trip ids of telematics, SCORM course ids and xAPI statement ids,
Onshape document/workspace/element ids and part numbers, EPSG codes and tile
URLs with a public style, search index names and shard ids, feature flag keys
and experiment ids, browser session ids; what vendors document as public (a
Blynk template id, a DevCycle client key named as public, a documented sample
publishable key, a public style URL, an SSH host key); base64 of no secret (a
JSON header, a signage layout);
masked values, references to a secret store, placeholders, and the same
config, template and code places with nothing secret in them; and chat in the
set's languages that names a secret without giving it.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import LookAlike, alnum, digits, hexs, look_alikes, lower_alnum, pick

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_UPL = string.ascii_uppercase
_UPHEX = "0123456789ABCDEF"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # accounting and ERP
        ("erp_invoice_number", f"Invoice INV-{digits(r, 6)} posted to journal JE{digits(r, 5)}"),
        ("netsuite_internal_id", f"record.load({{type: 'salesorder', id: {digits(r, 7)}}})"),
        ("netsuite_script_id", f"customscript_acme_sync_{lower_alnum(r, 6)} deployed"),
        ("chargebee_subscription_id", f"subscription {alnum(r, 16)} renewed, plan pro-monthly"),
        # e-signature
        ("envelope_id", f"envelopeId: {_uuid(r).upper()} status: completed"),
        ("pandadoc_document_id", f"GET /public/v1/documents/{alnum(r, 22)}/details"),
        # call centre
        ("call_id", f"call {digits(r, 9)} answered by agent 2041 after {digits(r, 2)}s"),
        ("sip_call_id", f"Call-ID: {hexs(r, 32)}@10.20.1.{r.randrange(2, 250)}"),
        ("recording_id", f"recording_url: https://rec.example/recordings/{_uuid(r)}.mp3"),
        # IoT fleets
        ("particle_device_id", f"device e00fce68{hexs(r, 16)} came online"),
        ("iccid", f"SIM ICCID 8944{digits(r, 15)} activated on plan iot-1mb"),
        ("lorawan_deveui", f"DevEUI: 70B3D57ED0{pick(r, _UPHEX, 6)} JoinEUI: 0000000000000000"),
        ("thingsboard_entity_id", f'"entityId": {{"entityType": "DEVICE", "id": "{_uuid(r)}"}}'),
        # signage and clinics
        ("screen_id", f"screen {digits(r, 6)} (lobby-2) now playing playlist {digits(r, 5)}"),
        ("appointment_id", f"appointment_id={digits(r, 8)}&location_id={digits(r, 5)}"),
        ("patient_chart_ref", f"Chart #{digits(r, 6)} - recall due 2027-01"),
        # wearables and food
        ("workout_id", f"workout {hexs(r, 24)} synced: 10.2 km, avg HR 142"),
        ("order_id_delivery", f"order {pick(r, _UP, 6)}-{digits(r, 4)} picked up by courier"),
        ("store_id", f"storeId: {_uuid(r)}  menuVersion: {digits(r, 3)}"),
        # events and culture
        ("ticket_barcode", f"barcode {digits(r, 18)} scanned at door B"),
        (
            "eventbrite_event_id",
            f"https://www.eventbrite.com/e/winter-gala-tickets-{digits(r, 12)}",
        ),
        ("accession_number", f"Accession {r.randrange(1950, 2026)}.{digits(r, 3)}.{digits(r, 2)}"),
        ("iiif_manifest", f"https://iiif.museum.example/iiif/3/{digits(r, 7)}/manifest.json"),
        ("donation_id", f"donation {digits(r, 9)} of 25.00 GBP (gift aid: yes)"),
        # energy and telematics
        ("eic_code", f"in_Domain=10Y{pick(r, _UPL, 2)}-{pick(r, _UP, 8)}-{pick(r, _UP, 1)}"),
        ("trade_id", f"trade {digits(r, 10)} 25 MW @ 84.10 EUR/MWh SE3 H15 accepted"),
        ("trip_id", f"trip_id: {hexs(r, 32)} distance_km: 18.4 hard_brakes: 1"),
        # e-learning and CAD
        ("scorm_course_id", f"courseId: onboarding_{lower_alnum(r, 8)}  version: 3"),
        (
            "xapi_statement_id",
            f'"id": "{_uuid(r)}", "verb": {{"id": "http://adlnet.gov/expapi/verbs/completed"}}',
        ),
        (
            "onshape_ids",
            f"https://cad.onshape.com/documents/{hexs(r, 24)}/w/{hexs(r, 24)}/e/{hexs(r, 24)}",
        ),
        ("part_number", f"PN {digits(r, 3)}-{digits(r, 5)} rev C released"),
        # GIS and search
        (
            "tile_url_public",
            f"https://tiles.example/{r.randrange(3, 18)}/{digits(r, 4)}/{digits(r, 4)}.pbf",
        ),
        ("search_shard_id", f"shard [{alnum(r, 22)}][{r.randrange(0, 5)}] started"),
        # flags and browsers
        ("experiment_id", f"experiment exp_{digits(r, 6)} variant B (50%)"),
        ("browser_session_id", f"session {hexs(r, 32)} recorded, video at /builds/{digits(r, 7)}"),
        # generic
        ("commit_sha", f"HEAD is now at {hexs(r, 40)[:12]} fix kiosk idle timer"),
        ("content_sha256", f"sha256:{hexs(r, 64)}"),
        ("build_id", f"Build #{digits(r, 4)} ({hexs(r, 8)}) passed in 3m12s"),
    ]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


_FIXED: list[tuple[str, str]] = [
    # placeholders and references
    (
        "env_example_placeholders",
        "TALKDESK_CLIENT_SECRET=\nPANDADOC_API_KEY=<your key>\nNS_TOKEN_SECRET=changeme",
    ),
    ("vault_reference", "TYPESENSE_ADMIN_KEY=${vault:secret/data/search#admin_key}"),
    ("ssm_reference", "ONSHAPE_SECRET_KEY={{resolve:ssm-secure:/cad/onshape/secret:3}}"),
    (
        "k8s_secret_key_ref",
        "valueFrom:\n  secretKeyRef:\n    name: fitbit-oauth\n    key: client_secret",
    ),
    ("op_reference", 'export CLINIKO_API_KEY="$(op read op://clinic/cliniko/api-key)"'),
    ("masked_key", "Deliverect client secret: ************************ (shown once)"),
    ("masked_tail", "API key ending in ...9f2c was revoked"),
    (
        "env_var_reference",
        'let withingsSecret = ProcessInfo.processInfo.environment["WITHINGS_SECRET"]!',
    ),
    ("template_var", "{% set api_key = env.get('ZENDRIVE_KEY') %}"),
    ("twig_var_only", '<form data-key="{{ donorbox_key }}">'),
    (
        "razor_config_lookup",
        '@{ var cvent = new CventClient("acme-events", Config["Cvent:Secret"]); }',
    ),
    (
        "handlebars_placeholder",
        '{"giving": {"provider": "tithely", "secret": "{{TITHELY_SECRET}}"}}',
    ),
    ("stars_in_xml", "<Password>********</Password>"),
    ("tomcat_env_ref", 'keystorePass="${keystore.password}"'),
    ("haproxy_no_auth", "userlist stats_users\n  group ops users admin,viewer"),
    ("dart_define_from_file", "flutter run --dart-define-from-file=config/staging.json"),
    ("gradle_from_env", "-Pandroid.injected.signing.store.password=$KEYSTORE_PASS"),
    ("schtasks_prompt", 'schtasks /Create /TN "NightlyExport" /RU FINANCE\\svc_export /RP *'),
    ("ps_read_host", "$p = Read-Host -AsSecureString 'Password'"),
    ("sc_exe_no_password", 'sc.exe config "ArchivesSpaceIndexer" start= auto'),
    ("supervisord_env_ref", 'environment=TYPESENSE_ADMIN_KEY="%(ENV_TYPESENSE_ADMIN_KEY)s"'),
    # public by design
    (
        "blynk_template_id",
        '#define BLYNK_TEMPLATE_ID "TMPL4xQz8bLk"\n#define BLYNK_TEMPLATE_NAME "Greenhouse"',
    ),
    (
        "devcycle_client_key",
        "DevCycle client SDK key (public, ships in the app): dvc_client_… see dashboard",
    ),
    (
        "publishable_key",
        "pk_test_TYooMQauvdEDq54NiTphI7jx (the vendor's documented sample publishable key)",
    ),
    ("lorawan_join_eui_zero", "JoinEUI/AppEUI 0000000000000000 is fine for TTN v3"),
    (
        "ssh_host_ed25519_pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl "
        "kiosk@lobby",
    ),
    ("public_style_url", "https://demotiles.maplibre.org/style.json"),
    # base64 of no secret
    ("b64_signage_layout", "LAYOUT=" + _b64(json.dumps({"zones": 3, "orientation": "portrait"}))),
    ("b64_json_header", "eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9 is the header, not the token"),
    (
        "b64_png_pixel",
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    ),
    # versions, checksums, ids
    ("versions", "Typesense 27.1, OpenSearch 2.17.1, GeoServer 2.26.0, Manticore 6.3.6"),
    ("npm_integrity", '"integrity": "sha512-' + "Kq5sNclPz7QV2+lfQIuWMw" * 3 + 'Q=="'),
    (
        "gcode_header",
        "; generated by PrusaSlicer 2.8.1+win64\n; filament used [g] = 12.4\nG28 ; home all",
    ),
    (
        "plc_vars_no_secret",
        "VAR\n    rSetpoint : REAL := 21.5;\n    sStation : STRING := 'PUMP-04';\nEND_VAR",
    ),
    ("power_query_param", 'Query=[documentType="A44", in_Domain=InDomain, periodStart=Start]'),
    ("epsg_codes", "reprojecting EPSG:27700 -> EPSG:3857 (tile matrix WebMercatorQuad)"),
    ("octal_permissions", 'os.chmod(path, 0o640)  # "\\060\\064\\060" in the old C code'),
    ("uuid_namespace", "uuid5(NAMESPACE_URL, 'https://museum.example/objects/1987.112.4')"),
    ("iso_timestamps", "2026-11-29T09:14:07.123Z sync 20261129-091407 finished (314 rows)"),
    ("phone_numbers", "support line +44 20 7946 0958, out of hours +1 415 555 0134"),
    # shapes without a secret
    ("pin_policy", "Alarm codes are 4 to 6 digits; set yours at the panel, never in chat."),
    ("backup_codes_howto", "Settings > Security > Backup codes: generate 10 codes and print them."),
    ("pairing_howto", "Hold the button for 5 s; the watch shows a 6-digit passkey to confirm."),
    ("gate_code_ref", "The gate code is on the delivery note, not here."),
    ("override_policy", "Voids over 50.00 need a manager card swipe."),
    ("totp_digits", "TOTP: 6 digits, 30 s period, SHA1 (RFC 6238 defaults)"),
    # chat that names a secret without giving it
    ("chat_walloon_ref", "li scret mot est dins l' vault"),
    ("chat_papiamento_ref", "e kontraseña ta den vault"),
    ("chat_venetian_ref", "ła password ła xe inte el vault"),
    ("chat_limburgish_ref", "'t wachwaord steit in de vault"),
    (
        "chat_rotated",
        "I rotated the Talkdesk secret and the Onshape keys; both are in 1Password now",
    ),
    ("chat_pin_not_given", "the alarm code is changing tonight, I'll text it to you, not here"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout19", _rounds, _FIXED
)
