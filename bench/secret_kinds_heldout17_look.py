"""The look-alikes of held-out 17 (`bench/secret_kinds_heldout17.py`): no secret in any of them.

What the same places and trades hold that must come through unchanged:
container numbers, bills of lading, air waybills, HS codes and customs entry
numbers; Benchling entity ids, sample barcodes, Illumina run folders and
FASTQ checksums; Nakama user and match ids, Steam ids, a PlayFab title id and
mod ids; OpenRTB request ids, `ads.txt` lines (the certification authority id
is public), creative ids and a GAM network code; map tile paths, geohashes,
quadkeys, satellite scene and product ids; Slurm job ids and `sacct` rows,
container image digests; firmware versions, build ids, artifact checksums, a
Memfault project key (documented as safe to ship in firmware); order, trade
and transaction ids and wallet addresses of exchanges; W3C trace and span
ids; subscriber and post ids; print order ids and SKUs; EVSE ids, OCPP
message ids and RFID tag ids; OCLC numbers and Alma MMS ids; microchip
numbers; ICAO24 addresses, MMSI and IMO numbers; Lokalise project ids;
masked values, references to a secret store, placeholders, and the same
dotfiles, terminals and code with nothing secret in them; and chat in the
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
_LETTERS = string.ascii_uppercase


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-9{h[17:20]}-{h[20:]}"


def _container(r: random.Random) -> str:
    return pick(r, _LETTERS, 3) + "U" + digits(r, 7)


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    trace = hexs(r, 32)
    span = hexs(r, 16)
    return [
        # freight and customs
        (
            "container_number",
            f"container {_container(r)} gated in at USLAX, 40HC, seal {digits(r, 7)}",
        ),
        ("bill_of_lading", f"MBL: {pick(r, _LETTERS, 4)}{digits(r, 9)}  HBL: ACME{digits(r, 8)}"),
        ("air_waybill", f"AWB 176-{digits(r, 8)} (EK), 3 pcs, 412.5 kg"),
        (
            "hs_code_line",
            f"HTS 8471.30.{digits(r, 4)} duty 0.0%, "
            f"entry {pick(r, _UP, 3)}-{digits(r, 7)}-{digits(r, 1)}",
        ),
        # lab and LIMS
        (
            "benchling_entity_id",
            f'{{"id": "seq_{alnum(r, 8)}", "name": "pUC19-GFP", "folderId": "lib_{alnum(r, 8)}"}}',
        ),
        (
            "sample_barcode",
            f"sample LIMS-{digits(r, 8)} plate P{digits(r, 4)} well B{r.randrange(1, 12)}",
        ),
        (
            "illumina_run_folder",
            f"/data/runs/261129_M0{digits(r, 4)}_0{digits(r, 3)}_000000000-{pick(r, _UP, 5)}",
        ),
        ("fastq_md5", f"{hexs(r, 32)}  S1_L001_R1_001.fastq.gz"),
        # games
        ("nakama_user_id", f'{{"user_id": "{_uuid(r)}", "username": "player{digits(r, 4)}"}}'),
        ("nakama_match_id", f"match_id={_uuid(r)}.nakama1 size=4"),
        ("steam_id64", f"steamid=7656119{digits(r, 10)} persona=arena_fan"),
        ("modio_mod_id", f"mod {digits(r, 7)} file {digits(r, 7)} md5 {hexs(r, 32)}"),
        # ad-tech
        (
            "openrtb_request_id",
            f'{{"id": "{_uuid(r)}", "imp": [{{"id": "1", "banner": {{"w": 300, "h": 250}}}}]}}',
        ),
        ("ads_txt_line", f"appnexus.com, {digits(r, 4)}, DIRECT, f5ab79cb980f11d1"),
        ("gam_network_code", f"googletag.defineSlot('/{digits(r, 8)}/homepage/top', [728, 90])"),
        (
            "creative_id",
            f"creative_id={digits(r, 9)}&campaign_id={digits(r, 7)}&line_item={digits(r, 10)}",
        ),
        # maps and satellite
        (
            "tile_path",
            f"https://tiles.maps.example/v1/{r.randrange(3, 18)}/{digits(r, 5)}/{digits(r, 5)}.pbf",
        ),
        (
            "geohash_quadkey",
            f"geohash={pick(r, '0123456789bcdefghjkmnpqrstuvwxyz', 9)} "
            f"quadkey={pick(r, '0123', 16)}",
        ),
        (
            "sentinel_product_name",
            f"S2B_MSIL2A_20261129T10{digits(r, 4)}_N0511_R108_T32UQD_20261129T1{digits(r, 5)}",
        ),
        (
            "planet_scene_id",
            f"item 20261129_{digits(r, 6)}_ssc{r.randrange(1, 20)}_u0001 cloud=0.02",
        ),
        # HPC
        ("slurm_job_line", f"Submitted batch job {digits(r, 7)}"),
        (
            "sacct_row",
            f"{digits(r, 7)}_{r.randrange(0, 64)}  align  gpu  COMPLETED  0:0  "
            f"02:14:{digits(r, 2)}",
        ),
        ("image_digest", f"ghcr.io/acme/align@sha256:{hexs(r, 64)}"),
        # firmware OTA
        (
            "firmware_build_id",
            f"fw 3.{r.randrange(0, 20)}.{r.randrange(0, 99)} build {hexs(r, 12)} ({digits(r, 10)})",
        ),
        ("artifact_checksum", f"release-{digits(r, 3)}.mender sha256={hexs(r, 64)}"),
        ("device_mac", f"device {':'.join(hexs(r, 2) for _ in range(6))} online"),
        # exchanges
        (
            "exchange_order_id",
            f'{{"orderId": "{hexs(r, 24)}", "clientOid": "{_uuid(r)}", "status": "done"}}',
        ),
        ("tx_hash", f"withdrawal confirmed, txid 0x{hexs(r, 64)}"),
        ("wallet_address", f"deposit to 0x{hexs(r, 40)} (ERC-20, USDC)"),
        # observability
        ("traceparent", f"traceparent: 00-{trace}-{span}-01"),
        ("trace_span_json", f'{{"trace_id": "{trace}", "span_id": "{span}", "status": "OK"}}'),
        # newsletters and print
        ("subscriber_id", f"subscriber sub_{_uuid(r)} status=active tier=free"),
        (
            "print_order_id",
            f"order #{digits(r, 8)} variant {digits(r, 5)} SKU {pick(r, _UP, 6)}-M-BLK",
        ),
        # EV, libraries, vets, aviation, maritime, localisation
        ("evse_id", f"EVSE DE*ACM*E{digits(r, 6)}*1 connector 2 Available"),
        ("ocpp_message_id", f'[3,"{_uuid(r)}",{{"idTagInfo":{{"status":"Accepted"}}}}]'),
        ("rfid_id_tag", f"Authorize idTag={hexs(r, 8).upper()} result=Accepted"),
        ("oclc_number", f"OCLC ocm{digits(r, 8)}  MMS {99}{digits(r, 13)}001551"),
        ("microchip_number", f"microchip {digits(r, 15)} (ISO 11784)"),
        ("icao_mmsi", f"icao24={hexs(r, 6)} MMSI {digits(r, 9)} IMO {digits(r, 7)}"),
        ("lokalise_project_id", f"project_id: {digits(r, 9)}{hexs(r, 6)}.{lower_alnum(r, 8)}"),
    ]


def _notebook() -> str:
    cell = {
        "cell_type": "code",
        "execution_count": 3,
        "source": ["client = connect()\n", "print(client.region)"],
        "outputs": [{"name": "stdout", "output_type": "stream", "text": ["eu-central-1\n"]}],
    }
    return json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4}, indent=1)


_PNG_B64 = base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10").decode()
_JSON_B64 = base64.b64encode(b'{"alg":"none","typ":"JWT","region":"eu"}').decode()

_FIXED: list[tuple[str, str]] = [
    # dotfiles and configs with nothing secret in them
    ("authinfo_gpg_ref", '(setq auth-sources \'("~/.authinfo.gpg"))'),
    ("my_cnf_no_password", "[client]\nuser=reporting\nhost=db-ro.internal\nssl-mode=REQUIRED"),
    (
        "tsig_key_ref",
        'include "/etc/bind/keys/xfr-secondary.key";\nallow-transfer { key xfr-secondary; };',
    ),
    (
        "keepalived_no_auth",
        "vrrp_instance VI_1 {\n    state BACKUP\n    virtual_router_id 51\n    priority 90\n}",
    ),
    ("chrony_keyfile_ref", "keyfile /etc/chrony.keys\nserver ntp1.acme.example iburst key 1"),
    (
        "grafana_ini_file_ref",
        "[security]\nadmin_user = admin\nadmin_password = $__file{/run/secrets/grafana_admin}",
    ),
    ("hgrc_no_password", "[auth]\nbb.prefix = https://hg.acme.example\nbb.username = ci"),
    (
        "condarc_public_channels",
        "channels:\n  - https://conda.anaconda.org/conda-forge\n  - bioconda",
    ),
    ("flyway_env_placeholder", "flyway.user=migrator\nflyway.password=${FLYWAY_PASSWORD}"),
    (
        "log4j_env_lookup",
        '<SMTP name="Mail" smtpUsername="alerts" smtpPassword="${env:SMTP_PASSWORD}" />',
    ),
    ("mediawiki_getenv", '$wgDBuser = "wikiuser";\n$wgDBpassword = getenv( "WG_DB_PASSWORD" );'),
    ("joomla_empty_password", "\tpublic $user = 'joomla';\n\tpublic $password = '';"),
    ("vagrant_env_ref", 'config.winrm.password = ENV.fetch("WINRM_PASSWORD")'),
    # terminals with references and masks
    ("govc_op_read", 'export GOVC_PASSWORD="$(op read op://infra/vcsa01/password)"'),
    (
        "mikrotik_user_print",
        "[admin@gw01] > /user print\n # NAME  GROUP  ADDRESS  LAST-LOGGED-IN\n"
        " 0 admin full   nov/29/2026 06:12:03\n 1 noc   full",
    ),
    (
        "junos_encrypted_ref",
        'set snmp v3 usm local-engine user nms authentication-sha authentication-key "$9$<hidden>"',
    ),
    (
        "uci_masked_key",
        "wireless.default_radio0.encryption='psk2'\nwireless.default_radio0.key='********'",
    ),
    (
        "mitmproxy_no_auth",
        "10.0.0.5:51234: GET https://api.deploy.example/v1/health\n"
        "    Host: api.deploy.example\n    Accept: */*",
    ),
    (
        "kotlin_tostring_masked",
        "I/OrderSync: config=PrintConfig(storeId=1234567, token=***, timeoutMs=3000)",
    ),
    (
        "rust_debug_redacted",
        'Config {\n    endpoint: "https://api.imagery.example",\n'
        "    api_secret: Secret([REDACTED alloc::string::String]),\n}",
    ),
    ("notebook_plain_output", _notebook()),
    (
        "git_log_placeholder",
        "diff --git a/.env.example b/.env.example\n+IMAGERY_KEY=<your imagery key>",
    ),
    (
        "markdown_checklist_plain",
        "- [x] rotate the Slurm accounting DB password (stored in Vault)\n- [ ] restart slurmdbd",
    ),
    (
        "json_escaped_public_url",
        '{"docs": "https:\\/\\/docs.printshop.example\\/webhooks\\/orders"}',
    ),
    (
        "urlencoded_form_no_password",
        "DEBUG POST /search body=q%3Dpallet%2Bjack%26page%3D2%26sort%3Dprice",
    ),
    (
        "crc_table_c_array",
        "static const uint8_t crc8_table[8] = { 0x00, 0x07, 0x0e, 0x09, 0x1c, 0x1b, 0x12, 0x15 };",
    ),
    # shapes that are no secret
    ("sim_pin_policy", "the SIM PIN is written on the card holder in the comms cabinet"),
    ("backup_codes_howto", "Backup codes: Settings > Security > Regenerate (each works once)"),
    (
        "pos_override_required",
        "pos:\n  store: 0042\n  manager_override: required\n  receipt_footer: Thanks!",
    ),
    ("public_ws_stream", "wss://stream.exchange.example:9443/ws/btcusdt@aggTrade"),
    ("mfa_seed_ref", "MFA_SEED_EXCHANGE_SUB=vault:secret/data/exchange#mfa_seed"),
    (
        "gradle_signing_env",
        "./gradlew assembleRelease -Pandroid.injected.signing.store.password=$STORE_PASSWORD",
    ),
    (
        "ssh_escaped_var",
        'ssh ops@hpc01 "export ARCHIVE_TOKEN=\\"$ARCHIVE_TOKEN\\"; ./sync.sh --full"',
    ),
    # keys vendors document as public, and base64 of no secret
    (
        "memfault_project_key",
        "MEMFAULT_PROJECT_KEY in sdkconfig is the public project key, safe to ship in firmware",
    ),
    ("playfab_title_id", 'PlayFabSettings.staticSettings.TitleId = "9F2A4";'),
    ("mapbox_public_token_ref", "mapboxgl.accessToken = process.env.NEXT_PUBLIC_MAPBOX_TOKEN;"),
    ("png_b64_icon", f"data:image/png;base64,{_PNG_B64}"),
    ("json_b64_header", f"header (decoded below): {_JSON_B64}"),
    # versions and numbers
    ("version_strings", "Slurm 24.05.4, Nakama 3.24.2, Grafana 11.3.1, Mender client 4.0.5"),
    (
        "checksum_file",
        "sha256sum fw-3.12.0.bin\n"
        "6f1e0a3b9c2d4e5f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f  fw-3.12.0.bin",
    ),
    ("semver_lock_games", '"@heroiclabs/nakama-js": "2.8.0",\n"photon-realtime": "4.1.8"'),
    # chat that names a secret without giving it
    ("chat_sakha_ref", "кистэлэҥ тыл vault иһигэр сылдьар"),
    ("chat_twi_ref", "password no wɔ vault mu, bisa Kofi"),
    ("chat_sardinian_ref", "sa crae est in su vault, pregonta a Bachisio"),
    ("chat_low_german_ref", "dat Passwoort liggt in'n Vault, fraag Hinnerk"),
    ("chat_northern_sami_ref", "beassansátni lea vault:s, jeara Ánte"),
    (
        "chat_rotated",
        "I rotated the Printful token and the Slurm DB password, both live in Vault now",
    ),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout17", _rounds, _FIXED
)
