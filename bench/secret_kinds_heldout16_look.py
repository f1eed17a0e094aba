"""The look-alikes of held-out 16 (`bench/secret_kinds_heldout16.py`): no secret in any of them.

What the same places and trades hold that must come through unchanged:
field, machine and asset ids of farm platforms, Procore and BIM model ids
(URNs in base64url, IFC GUIDs), MES work-order and lot numbers, OPC UA node
ids, ICCIDs, IMEIs and circuit ids, hotel confirmation numbers and room
keys' encoder ids, Strava activity ids and Garmin device serials, donor and
gift ids, ISBNs, DOIs and ONIX record references, ISRCs, MusicBrainz ids and
Spotify track URIs, GTFS trip and stop ids, package versions and integrity
hashes, coverage report ids, Percy build numbers, Z-Wave home ids and Zigbee
IEEE addresses; keys vendors document as public (a Stripe-like publishable
key of a ticketing widget, Mapbox public tokens, a VAPID public key, an SSH
host key); base64 of no secret (a BIM URN, a JSON header, a tiny PNG);
masked values, references to a secret store, placeholders and the same
terminal, log and code places with nothing secret in them; and chat in the
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
_IFC = string.digits + string.ascii_uppercase + string.ascii_lowercase + "_$"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


def _urn(r: random.Random) -> str:
    raw = f"urn:adsk.wipprod:fs.file:vf.{alnum(r, 22)}?version={r.randrange(1, 30)}"
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def _png(r: random.Random) -> str:
    head = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(r.randrange(256) for _ in range(24))
    return base64.b64encode(head).decode()


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # agriculture
        ("deere_field_id", f'{{"@type": "Field", "id": "{_uuid(r)}", "name": "North 40"}}'),
        ("deere_machine_serial", f"machine 1RW{digits(r, 4)}R{digits(r, 6)} hours=4211.5"),
        ("fieldview_boundary_id", f"boundaryId={_uuid(r)}&resolution=0.0001"),
        ("agworld_activity_id", f"activity #{digits(r, 7)} (spraying, block 12)"),
        # construction and BIM
        ("procore_project_id", f"GET /rest/v1.0/projects/{digits(r, 6)}/rfis?page=2"),
        ("aps_urn_base64url", f'viewer.loadDocumentNode(doc, "urn:{_urn(r)}")'),
        ("ifc_global_id", f"#2411= IFCWALL('{pick(r, _IFC, 22)}',#42,'Wall-012',$,$,#2410);"),
        ("itwin_changeset_id", f"changesetId: {hexs(r, 40)} (index {r.randrange(100, 999)})"),
        # manufacturing and SCADA
        ("mes_work_order", f"WO-{digits(r, 7)} lot L{digits(r, 8)} qty 480 status=RELEASED"),
        ("opcua_node_id", f"ns=2;s=Line3.Press.{alnum(r, 6)}.Temperature"),
        ("ignition_tag_path", f"[default]Plant/Line3/Press{r.randrange(1, 9)}/CycleCount"),
        ("thingworx_thing_uuid", f'"thingId": "{_uuid(r)}", "thingTemplate": "PressTemplate"'),
        ("pi_webid", f"WebId: F1DP{pick(r, string.ascii_letters + string.digits, 30)}"),
        # telecom
        ("iccid", f"SIM ICCID 8944{digits(r, 15)} activated on APN iot.carrier"),
        ("imei", f"IMEI: 35{digits(r, 13)}"),
        ("circuit_id", f"circuit {pick(r, _UP, 4)}/{digits(r, 6)}//ATI ordered via TMF641"),
        ("smpp_message_id", f"submit_sm_resp message_id={hexs(r, 16)} status=ESME_ROK"),
        # hospitality and sport
        ("hotel_confirmation", f"Confirmation {digits(r, 9)} / arrival 2026-12-04 / RTC KING"),
        ("resy_reservation_token", f"resy_token=rgs://resy/{digits(r, 5)}/{digits(r, 7)}/2/2026"),
        ("strava_activity_id", f"https://www.strava.com/activities/{digits(r, 11)}"),
        ("garmin_device_serial", f'"unitId": {digits(r, 10)}, "productName": "Forerunner 965"'),
        # nonprofit and publishing
        ("donor_constituent_id", f"constituent_id={digits(r, 6)} gift_id={digits(r, 7)}"),
        ("isbn13", f"<ProductIdentifier><IDValue>978{digits(r, 10)}</IDValue>"),
        ("crossref_doi", f"https://doi.org/10.{digits(r, 4)}/jfs.{digits(r, 4)}.{digits(r, 5)}"),
        ("onix_record_reference", f"<RecordReference>com.pubco.{digits(r, 13)}</RecordReference>"),
        # music
        ("isrc_code", f"ISRC: GB{pick(r, _UP, 3)}{digits(r, 7)}"),
        ("musicbrainz_id", f"https://musicbrainz.org/recording/{_uuid(r)}"),
        ("spotify_track_uri", f"spotify:track:{alnum(r, 22)}"),
        # transport
        ("gtfs_trip_id", f"trip_id={digits(r, 8)}-{pick(r, _UP, 4)}-Weekday-{digits(r, 2)}"),
        ("tfl_naptan_stop", f"StopPoint/490{digits(r, 6)}{pick(r, string.ascii_uppercase, 1)}"),
        # dev tooling
        ("npm_integrity_hash", f'"integrity": "sha512-{alnum(r, 86)}=="'),
        ("coveralls_job_url", f"https://coveralls.io/jobs/{digits(r, 9)}"),
        ("percy_build_url", f"Finalized build #{digits(r, 4)}: https://percy.io/{hexs(r, 8)}"),
        ("docker_image_digest", f"acme/edge@sha256:{hexs(r, 64)}"),
        ("git_commit_line", f"commit {hexs(r, 40)}\nAuthor: ci <ci@build.local>"),
        # home automation
        ("zwave_home_id", f"Z-Wave home id 0x{hexs(r, 8)}, node 14 interviewed"),
        ("zigbee_ieee", f"0x{hexs(r, 16)} joined (Aqara door sensor)"),
        ("hubitat_device_id", f"/apps/api/312/devices/{digits(r, 3)}/on"),
        # base64 of no secret, trace ids
        ("png_data_uri", f"![logo](data:image/png;base64,{_png(r)})"),
        ("trace_id_header", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("request_id_log", f"request_id={_uuid(r)} status=200 duration_ms=41"),
        ("build_id", f"Build ID: {lower_alnum(r, 20)}"),
    ]


_JSON_HEADER = base64.b64encode(json.dumps({"alg": "none", "typ": "JWT"}).encode()).decode()

_FIXED: list[tuple[str, str]] = [
    # keys vendors document as public
    (
        "mapbox_public_token",
        "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJjbHgifQ.placeholder';",
    ),
    ("vapid_public_key", "applicationServerKey: urlB64ToUint8Array(process.env.VAPID_PUBLIC_KEY)"),
    (
        "ssh_host_key",
        "scada-gw01 ssh-ed25519 "
        "AAAAC3NzaC1lZDI1NTE5AAAAIHq0wS2c9wYyJm3b5Q1fX2uV0pT6nLrK8aG4eD7hC1sZ",
    ),
    ("jwt_header_b64", f"header = {_JSON_HEADER}  # just the JOSE header, no payload"),
    # masked values, store references, placeholders
    ("masked_gha", "+ curl -sf -u pubco:*** https://feeds.distributor.example/upload"),
    ("masked_stars", "OPCUA_PASSWORD=********"),
    ("masked_helm", "opera:\n  clientSecret: <redacted>"),
    ("terraform_sensitive", "historian_admin_password = <sensitive>"),
    (
        "k8s_secret_ref",
        "env:\n- name: APS_CLIENT_SECRET\n  valueFrom:\n"
        "    secretKeyRef: {name: aps-bridge, key: secret}",
    ),
    ("vault_ref", "password: {{ vault('secret/data/smpp#password') }}"),
    ("aws_sm_ref", "resolve:secretsmanager:prod/opera:SecretString:clientSecret"),
    ("one_password_ref", "SEVENROOMS_SECRET=op://Venues/SevenRooms/credential"),
    ("env_var_ref", 'client_secret: "${PROCORE_CLIENT_SECRET}"'),
    ("gha_secret_ref", "PERCY_TOKEN: ${{ secrets.PERCY_TOKEN }}"),
    (
        "placeholder_angle",
        "curl -H 'X-Api-Key: <your-fieldview-key>' https://platform.climate.com/v4/fields",
    ),
    ("placeholder_x", "TFL_APP_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("placeholder_words", "api_key: YOUR_BLOOMERANG_KEY_HERE"),
    ("placeholder_changeme", "nexusPassword=changeme"),
    ("dotenv_example_empty", "DEERE_CLIENT_SECRET=\nDEERE_CLIENT_ID="),
    # terminal places with nothing secret in them
    ("env_dump_plain", "$ env | sort\nHOME=/home/kiosk\nLANG=en_US.UTF-8\nTZ=Europe/London"),
    (
        "docker_inspect_plain",
        '["PATH=/usr/local/sbin:/usr/bin","OPCUA_ENDPOINT=opc.tcp://plc01:4840"]',
    ),
    ("helm_values_plain", "replicaCount: 2\nservice:\n  port: 80\nimage:\n  tag: 3.4.1"),
    (
        "terraform_output_plain",
        '{"ingest_endpoint": {"sensitive": false, "value": "https://ingest.farm"}}',
    ),
    ("kubectl_configmap", "data:\n  HOTEL_ID: HQ01\n  LOG_LEVEL: info"),
    ("python_keyerror_plain", "KeyError: 'club_id'"),
    (
        "spring_error_plain",
        "Failed to bind properties under 'procore.client.timeout' to java.time.Duration",
    ),
    ("http_response_plain", '{"status":"ok","items":[],"next_cursor":null}'),
    ("sql_select_plain", "SELECT venue_id, provider, enabled FROM integrations WHERE enabled;"),
    ("csv_header_only", "unit,tenant,door_pin,alarm_code"),
    (
        "markdown_table_refs",
        "| venue | system | login | password |\n|---|---|---|---|\n"
        "| Riverside | Resy OS | host@riverside | in 1Password |",
    ),
    # versions and numbers
    ("version_strings", "Ignition 8.1.44 (b2024091208), Kepware KEPServerEX 6.16.203.0"),
    ("semver_lock", '"@percy/cli": "1.30.1",\n"chromatic": "11.18.1"'),
    (
        "checksum_line",
        "sha256sum onix-20261129.xml\n"
        "9f2c7e1b4a6d8f03c5e2a1b7d9f4e6c8a0b3d5f7e9c1a2b4d6f8e0c2a4b6d8f0  onix-20261129.xml",
    ),
    ("wifi_qr_no_pass", "WIFI:T:nopass;S:Lobby-Open;;"),
    ("policy_text", "Lockbox codes rotate monthly; the site office has the current one."),
    # chat that names a secret without giving it
    ("chat_guarani_ref", "ñe'ẽñemi oĩ vault-pe, eporandu Arami-pe"),
    ("chat_hmong_ref", "tus password nyob hauv vault, nug Pa Nhia"),
    ("chat_sorani_ref", "وشەی نهێنی لە vault دایە"),
    ("chat_bashkir_ref", "серле һүҙ vault эсендә"),
    ("chat_rotated", "I rotated the Procore secret and the TfL key, both are in Vault now"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout16", _rounds, _FIXED
)
