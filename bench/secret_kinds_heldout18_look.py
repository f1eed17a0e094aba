"""The look-alikes of held-out 18 (`bench/secret_kinds_heldout18.py`): no secret in any of them.

What the same places and trades hold that must come through unchanged:
case, filing and permit numbers of public bodies, GSTINs and Peppol
participant ids, IBANs of test accounts, card BINs and masked PANs, terminal
ids and transaction references, PNR record locators, e-ticket numbers and
booking ids, candidate and job ids, matter numbers, Vimeo and Kaltura entry
ids, HLS segment names, translation string keys and file ids, ROS bag and
flight log ids, drone serials, Seqera run ids and DNAnexus object ids, model
and dataset revisions, APNs device tokens, app bundle ids, extension ids, mod
ids and file hashes, media server item ids, Matrix event and room ids,
ZeroTier network and node ids, WireGuard public keys; keys vendors document as
public (a Pusher Beams instance id, an Airship app key, a Braze SDK endpoint,
a Mercado-like public key); base64 of no secret (a Secret's non-secret key
names, a JSON header, an ICO); masked values, references to a secret store,
placeholders, and the same terminal, log and code places with nothing secret
in them; and chat in the set's languages that names a secret without giving it.
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


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-9{h[17:20]}-{h[20:]}"


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # public sector
        ("planning_case_ref", f"Planning application {digits(r, 2)}/{digits(r, 5)}/FUL validated"),
        ("gstin", f"GSTIN 27{pick(r, _UPL, 5)}{digits(r, 4)}{pick(r, _UPL, 1)}1Z{pick(r, _UP, 1)}"),
        ("peppol_participant", f"participant iso6523-actorid-upis::0192:{digits(r, 9)}"),
        ("cfdi_uuid_timbre", f'<tfd:TimbreFiscalDigital UUID="{_uuid(r).upper()}" Version="1.1"/>'),
        # banking and terminals
        ("iban_test", f"IBAN NO93 8601 {digits(r, 4)} {digits(r, 3)}7 (sandbox account)"),
        ("masked_pan", f"card 476173******{digits(r, 4)} approved, auth code {pick(r, _UP, 6)}"),
        ("terminal_tid", f"TID {digits(r, 8)} MID {digits(r, 15)} batch {digits(r, 3)} closed"),
        ("pix_end_to_end_id", f"endToEndId: E{digits(r, 8)}2026112909{digits(r, 2)}{alnum(r, 11)}"),
        ("vault_posting_id", f"posting_instruction_batch_id={_uuid(r)} status=ACCEPTED"),
        # travel
        ("pnr_locator", f"PNR {pick(r, _UPL, 6)} / ticket 125-{digits(r, 10)} / seat 14C"),
        ("viator_product_code", f"productCode={digits(r, 5)}P{digits(r, 2)} travelDate=2026-12-04"),
        ("expedia_itinerary", f"itinerary_id {digits(r, 13)} room 1 of 1 confirmed"),
        # people and law
        ("candidate_id", f"GET /v1/candidates/{_uuid(r)}/applications"),
        ("matter_number", f"Matter {digits(r, 4)}-{digits(r, 5)} (Estate of Harlow) opened"),
        ("bates_prod", f"PROD{digits(r, 7)} - PROD{digits(r, 7)} produced to opposing counsel"),
        # media and translation
        ("vimeo_video_id", f"https://player.vimeo.example/video/{digits(r, 9)}?h={hexs(r, 10)}"),
        ("kaltura_entry_id", f"entryId=1_{lower_alnum(r, 8)} flavorId=1_{lower_alnum(r, 8)}"),
        ("hls_segment", f"#EXTINF:6.006,\nseg-{digits(r, 5)}-{hexs(r, 8)}.ts"),
        (
            "crowdin_file_id",
            f"crowdin file {digits(r, 4)} branch main string key app.nav.{alnum(r, 6)}",
        ),
        ("phrase_key_id", f'{{"id": "{hexs(r, 32)}", "name": "checkout.button.pay"}}'),
        # machines and labs
        (
            "ros_bag_name",
            f"rosbag2_2026_11_29-08_{digits(r, 2)}_{digits(r, 2)}_0.mcap ({digits(r, 4)} MB)",
        ),
        (
            "drone_serial",
            f"aircraft SN 1581F{pick(r, _UP, 9)} flight log DJIFlightRecord_{digits(r, 6)}.txt",
        ),
        (
            "seqera_run_id",
            f"Launching `nf-core/rnaseq` [{lower_alnum(r, 14)}] DSL2 - revision: {hexs(r, 10)}",
        ),
        (
            "dnanexus_object_id",
            f"file-{pick(r, 'BFGJKPQVXYZ' + string.digits, 24)} "
            f"project-{pick(r, 'BFGJKPQVXYZ0123456789', 24)}",
        ),
        ("model_revision", f"revision={hexs(r, 40)} (main)"),
        # apps and stores
        ("apns_device_token", f"registered device token {hexs(r, 64)}"),
        ("chrome_extension_id", f"chrome-extension://{pick(r, 'abcdefghijklmnop', 32)}/popup.html"),
        ("mod_file_hash", f"MyMod-2.3.1.jar sha1={hexs(r, 40)} sha512={hexs(r, 64)}{hexs(r, 64)}"),
        ("jellyfin_item_id", f"GET /Items/{hexs(r, 32)}/Images/Primary?maxHeight=300"),
        ("matrix_event_id", f"event ${alnum(r, 43)} in !{alnum(r, 18)}:home.example"),
        ("zerotier_network_id", f"zerotier-cli join {hexs(r, 16)}  (node {hexs(r, 10)})"),
        (
            "wireguard_pubkey",
            f"PublicKey = {base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()}",
        ),
        ("request_id", f"x-request-id: {_uuid(r)}"),
        (
            "ssh_host_key",
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"
            + base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()[:43],
        ),
        ("trace_id", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("git_commit", f"commit {hexs(r, 40)}\nAuthor: ops <ops@example.org>"),
        ("image_digest", f"jellyfin/jellyfin@sha256:{hexs(r, 64)}"),
        ("build_id", f"Build #{digits(r, 4)} ({hexs(r, 7)}) passed in 4m12s"),
        (
            "base64_names",
            "data:\n  KEYS: "
            + base64.b64encode(json.dumps({"keys": ["region", "tier"]}).encode()).decode(),
        ),
    ]


_FIXED: list[tuple[str, str]] = [
    # publishable or public by design
    ("pusher_beams_instance", 'instanceId: "7e3b2c1d-8f4a-4b6e-9c2d-1a5f3e7b9d0c"'),
    (
        "airship_app_key_plist",
        "<key>developmentAppKey</key>\n<string>dQw4w9WgXcQa1B2c3D4e5F</string>",
    ),
    ("braze_sdk_endpoint", '<string name="com_braze_custom_endpoint">sdk.fra-02.braze.eu</string>'),
    ("mp_public_key", "const mp = new MercadoPago('TEST-2f7c1e9a-6b3d-4c8e-a1f5-0d9b7e3c2a61');"),
    ("stripe_pk", "Stripe.setPublishableKey('pk_test_TYooMQauvdEDq54NiTphI7jx')"),
    # masked, referenced, placeholders
    ("masked_jenkins", "+ echo 'using TRAVELPORT_PASS=****'\nusing TRAVELPORT_PASS=****"),
    ("masked_stars", "client_secret: ********"),
    ("masked_last4", "API key ending in ...7f3a (created 2026-10-02)"),
    ("vault_ref", 'password: "{{ vault_payroll_db_password }}"'),
    (
        "k8s_secret_ref",
        "valueFrom:\n  secretKeyRef:\n    name: core-banking\n    key: MAMBU_PASSWORD",
    ),
    ("op_ref", "FIREZONE_TOKEN=op://Infra/firezone-gw/token"),
    ("aws_sm_ref", "arn:aws:secretsmanager:eu-north-1:123456789012:secret:prod/pix/client-AbCdEf"),
    ("env_ref_shell", 'curl -H "X-Api-Key: $SONARR_API_KEY" http://sonarr:8989/api/v3/series'),
    ("placeholder_angle", "dx login --token <YOUR_DNANEXUS_TOKEN>"),
    ("placeholder_x", "ssl_pin=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
    ("placeholder_words", "MYINFO_CLIENT_SECRET=your-client-secret-here"),
    ("placeholder_changeme", "ansible_become_pass: changeme"),
    ("dotenv_example_empty", "PIX_CLIENT_ID=\nPIX_CLIENT_SECRET=\nPIX_CERT_PATH="),
    ("plist_empty_string", "<key>BrazeAPIKey</key>\n<string>$(BRAZE_API_KEY)</string>"),
    (
        "manifest_placeholder",
        '<meta-data android:name="com.pushwoosh.api_token" android:value="${pushwooshToken}" />',
    ),
    ("reg_no_password", '"AutoAdminLogon"="0"\n"DefaultUserName"="kiosk"'),
    ("sql_create_user_no_pw", "CREATE USER looker_svc DEFAULT_ROLE = REPORTER TYPE = SERVICE;"),
    ("ldap_bind_dn_only", "ldap_default_bind_dn = cn=sssd,ou=svc,dc=council,dc=local"),
    # the same places with nothing secret
    (
        "compose_config_plain",
        "services:\n  sonarr:\n    image: lscr.io/linuxserver/sonarr:4.0.11\n"
        "    ports:\n    - 8989:8989",
    ),
    ("ros_env_plain", "ROS_DISTRO=humble\nROS_DOMAIN_ID=42\nRMW_IMPLEMENTATION=rmw_cyclonedds_cpp"),
    (
        "django_debug_plain",
        "Setting  Value\nALLOWED_HOSTS  ['*']\nEMAIL_HOST_PASSWORD  '********************'",
    ),
    ("laravel_dd_plain", 'array:2 [\n  "driver" => "smtp"\n  "port" => 587\n]'),
    (
        "http_401_plain",
        '< HTTP/1.1 401 Unauthorized\n{"error":"invalid_key","detail":"missing X-Api-Key header"}',
    ),
    ("csv_header_only", "client,portal,username,password"),
    (
        "markdown_vault_refs",
        "| Client | Tool | User | Password |\n|---|---|---|---|\n"
        "| Bank | XTM | pm-bank | see 1Password |",
    ),
    ("diff_launch_plain", '+        "FLASK_DEBUG": "1",\n         "PORT": "5000"'),
    (
        "notebook_plain",
        '{"cell_type": "code", "source": ["plans = dd.plans(site=\\"quarry-east\\")"], '
        '"outputs": []}',
    ),
    (
        "jenkins_plain",
        "[Pipeline] sh\n+ fastlane pilot upload --skip_waiting_for_build_processing\n"
        "[14:02:11]: Login successful",
    ),
    ("gql_pagination", '{"cursor": "YXJyYXljb25uZWN0aW9uOjQ5", "hasNextPage": true}'),
    (
        "ico_b64",
        "data:image/x-icon;base64,AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAAAQAAA==",
    ),
    ("jwt_header_only", "alg header: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 (HS256)"),
    # versions, numbers and rules
    ("version_strings", "Nextflow 24.10.2, nf-core/rnaseq 3.14.0, Singularity 4.1.3"),
    (
        "semver_lock",
        '"@pusher/push-notifications-web": "1.1.0",\n"urbanairship-react-native": "19.2.1"',
    ),
    (
        "checksum_line",
        "sha256sum mod.zip\n"
        "3b1f0c9e7a2d4f6b8e0c1a3d5f7b9e2c4a6d8f0b1c3e5a7d9f2b4c6e8a0d1f3b  mod.zip",
    ),
    (
        "pin_policy",
        "Terminal PINs are 4 to 6 digits and are never written down; use the envelope in the safe.",
    ),
    (
        "totp_howto",
        "Scan the QR in Factorial > Security to add TOTP; the app shows a 6-digit code.",
    ),
    ("recovery_howto", "Your Emergency Kit holds the Secret Key; store it offline."),
    ("iso_date_ids", "2026-11-29T09:14:07.123Z run 20261129-091407 finished"),
    ("phone_and_ext", "voicemail: +44 20 7946 0958 ext. 4411"),
    # chat that names a secret without giving it
    ("chat_scots_ref", "the passwird's in the vault, ask Morag"),
    ("chat_ladino_ref", "la palavra sekreta esta en el vault"),
    ("chat_tahitian_ref", "te parau huna tei roto i te vault"),
    ("chat_kirundi_ref", "ijambo ry'ibanga riri muri vault"),
    ("chat_rotated", "I rotated the Sonarr key and the Seqera token, both are in Vault now"),
    ("chat_pin_not_given", "the card PIN came in the post, I'll read it to you on the phone"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout18", _rounds, _FIXED
)
