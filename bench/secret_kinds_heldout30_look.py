"""The look-alikes of held-out 30 (`bench/secret_kinds_heldout30.py`): no secret in any of them.

What the set's apps, releases and data tools hold that must come through
unchanged. This file holds the drawn ones (three draws each): ids of what
the set's places and vendors print in their own forms. Apps: bundle ids and
App Store ids, Apple team ids, provisioning profile UUIDs and specifiers, an
App Store Connect key id and issuer id on their own, notarization submission
ids, `codesign -dv` lines (`CDHash`, `TeamIdentifier`), dSYM UUIDs from
`dwarfdump`, Android build fingerprints, `versionCode`s, certificate SHA-256
fingerprints of an upload key (`keytool -list`, `assetlinks.json`), a
Firebase `mobilesdk_app_id` and project number, AdMob app and ad unit ids,
SKAdNetwork identifiers, an IDFA and a GAID, FCM registration tokens and APNs
device tokens, Apple transaction ids, Play order ids and purchase states,
product ids, EAS build and update group ids, an Expo project id, Unity
Cloud project ids and Unity Ads game ids, Steam app, depot, build and
manifest ids, SteamID64s, PlayStation, Xbox and Switch title ids, Sparkle's
`sparkle:edSignature` and electron-builder's `sha512` in update feeds, a
Tauri `.sig` file's signature, public keys (Sparkle's `SUPublicEDKey`, a
Tauri updater `pubkey`, a Mapbox `pk.` token, a Firebase web key in
`google-services.json`, a RevenueCat `appl_` SDK key, an SSH host key),
CodePush labels, Shorebird patch numbers, Dub link ids, Amplitude
Experiment `client-` deployment keys (public), flag keys and variants,
remote config versions and ETags, match and lobby ids. Data:
Kafka cluster ids, Confluent `lkc-`/`lsrc-`/`env-`/`sa-` ids and an API
key's id in a listing, topic partitions and offsets, schema ids and Avro
fingerprints, MySQL GTID sets, binlog positions, PostgreSQL LSNs and WAL
segment names, pgBackRest backup labels and WAL-G backup names, Debezium
source offsets, Flink job ids, Spark application ids, Trino query ids,
Iceberg snapshot ids and metadata files, Parquet part files, Delta versions,
Databricks cluster and workspace ids, dbt `unique_id`s and manifest
checksums, Airflow `run_id`s, Liquibase `MD5SUM`s, Atlas `h1:` sums,
migration versions, Snowflake account locators and query ids, Oracle
`SQL_ID`s, ClickHouse query ids, Looker client ids, Monte Carlo monitor
UUIDs, DataHub URNs, and database error codes.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, alnum, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout30_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_UPHEX = "0123456789ABCDEF"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def _b64_of(comment: str, body: str) -> str:
    """base64 of a minisign file: its comment line, then its body."""
    return base64.b64encode(f"{comment}\n{body}".encode()).decode()


def _tauri_sig(r: random.Random) -> str:
    return _b64_of("untrusted comment: signature from tauri secret key", b64(r, 100))


def _tauri_pub(r: random.Random) -> str:
    return _b64_of(
        "untrusted comment: minisign public key: " + pick(r, _UPHEX, 16), "RWQ" + b64(r, 53)
    )


def _b64url(r: random.Random, n: int) -> str:
    return b64(r, n).replace("+", "-").replace("/", "_")


def _colon_fp(r: random.Random, n: int) -> str:
    return ":".join(pick(r, _UPHEX, 2) for _ in range(n))


def _app_rounds(r: random.Random) -> list[tuple[str, str]]:
    team = pick(r, _UP, 10)
    return [
        (
            "bundle_and_app_id",
            f"com.studio.tidepool (App Store id{digits(r, 10)}) is live in 174 countries",
        ),
        ("apple_team_id", f"DEVELOPMENT_TEAM = {team};\nCODE_SIGN_STYLE = Manual;"),
        (
            "provisioning_profile_uuid",
            'PROVISIONING_PROFILE_SPECIFIER = "match AppStore com.studio.tidepool";'
            f"\nPROVISIONING_PROFILE = {_uuid(r).upper()}",
        ),
        (
            "asc_key_id_issuer",
            f"App Store Connect API key: key id {pick(r, _UP, 10)}, issuer {_uuid(r)} (the .p8 is "
            "in 1Password)",
        ),
        ("notary_submission_id", f"  id: {_uuid(r)}\n  status: Accepted\n  name: Tidepool.zip"),
        (
            "codesign_dv",
            "Identifier=com.studio.tidepool\nFormat=app bundle with Mach-O "
            f"universal\nCDHash={hexs(r, 40)}\nTeamIdentifier={team}",
        ),
        (
            "dsym_uuid",
            f"UUID: {_uuid(r).upper()} (arm64) Tidepool.app.dSYM/Contents/Resources/DWARF/Tidepool",
        ),
        (
            "android_fingerprint",
            f"ro.build.fingerprint=google/husky/husky:15/AP4A.{digits(r, 6)}.005/"
            f"{digits(r, 8)}:user/release-keys",
        ),
        (
            "version_code",
            f'versionCode {digits(r, 6)}\nversionName "4.{r.randrange(1, 20)}.{r.randrange(0, 9)}"',
        ),
        (
            "upload_key_sha256",
            f"Certificate fingerprints:\n\t SHA1: {_colon_fp(r, 20)}\n\t SHA256: "
            f"{_colon_fp(r, 32)}",
        ),
        ("assetlinks_fingerprint", f'"sha256_cert_fingerprints": ["{_colon_fp(r, 32)}"]'),
        (
            "firebase_app_id",
            f'"mobilesdk_app_id": "1:{digits(r, 12)}:android:{hexs(r, 16)}",\n"project_number": '
            f'"{digits(r, 12)}"',
        ),
        (
            "admob_ids",
            '<meta-data android:name="com.google.android.gms.ads.APPLICATION_ID" '
            f'android:value="ca-app-pub-{digits(r, 16)}~{digits(r, 10)}"/>',
        ),
        ("admob_unit", f"rewarded ad unit: ca-app-pub-{digits(r, 16)}/{digits(r, 10)}"),
        (
            "skadnetwork_ids",
            f"<key>SKAdNetworkIdentifier</key>\n<string>{lower_alnum(r, 10)}.skadnetwork</string>",
        ),
        ("idfa_gaid", f"test device IDFA {_uuid(r).upper()}, GAID {_uuid(r)}"),
        (
            "fcm_registration_token",
            "device registered, fcm token "
            f"{alnum(r, 11)}:APA91b{pick(r, string.ascii_letters + string.digits + '-_', 134)}",
        ),
        ("apns_device_token", f"APNs device token: {hexs(r, 64)}"),
        (
            "apple_transaction_id",
            f'"transactionId": "{digits(r, 15)}", "originalTransactionId": "{digits(r, 15)}", '
            '"productId": "com.studio.tidepool.pro.yearly"',
        ),
        (
            "play_order_id",
            f"orderId GPA.{digits(r, 4)}-{digits(r, 4)}-{digits(r, 4)}-{digits(r, 5)} refunded",
        ),
        (
            "play_purchase_token_id",
            "purchase state for order "
            f"GPA.{digits(r, 4)}-{digits(r, 4)}-{digits(r, 4)}-{digits(r, 5)}: 0 (purchased), "
            "acknowledged: true",
        ),
        (
            "eas_build_id",
            f"Build details: https://expo.dev/accounts/studio/projects/tidepool/builds/{_uuid(r)}",
        ),
        (
            "eas_update_group",
            f"Update group ID   {_uuid(r)}\nRuntime version   4.{r.randrange(1, 20)}.0",
        ),
        ("expo_project_id", f'"extra": {{"eas": {{"projectId": "{_uuid(r)}"}}}}'),
        ("unity_cloud_project", f"cloudProjectId: {_uuid(r)}\nprojectName: Tidepool"),
        ("unity_ads_game_id", f'Advertisement.Initialize("{digits(r, 7)}", testMode: false);'),
        (
            "steam_app_depot",
            f'"AppID" "{digits(r, 7)}"\n"Depots" {{ "{digits(r, 7)}" "depot_build.vdf" }}',
        ),
        (
            "steam_build_manifest",
            f"Successfully finished AppID {digits(r, 7)} build (BuildID {digits(r, 8)}), manifest "
            f"{digits(r, 19)}",
        ),
        ("steamid64", f"banned player 7656119{digits(r, 10)} for speed hacks"),
        (
            "console_title_ids",
            f"PS5 title CUSA{digits(r, 5)}, Xbox title id {pick(r, _UPHEX, 8)}, Switch title "
            f"0100{pick(r, _UPHEX, 12)}",
        ),
        (
            "sparkle_ed_signature",
            '<enclosure url="https://updates.studio.example/Tidepool-4.12.0.zip" '
            f'sparkle:edSignature="{b64(r, 86)}==" length="{digits(r, 8)}"/>',
        ),
        (
            "electron_latest_yml",
            "version: 4.12.0\nfiles:\n  - url: Tidepool-Setup-4.12.0.exe\n    sha512: "
            f"{b64(r, 86)}==\n    size: {digits(r, 8)}",
        ),
        (
            "tauri_sig_file",
            f'"signature": "{_tauri_sig(r)}"',
        ),
        (
            "codepush_label",
            f"Label: v{r.randrange(10, 99)}  App Version: 4.12.0  Mandatory: No  Release Time: Nov "
            "30  Rollout: 100%",
        ),
        ("shorebird_patch", f"Published Patch {r.randrange(1, 30)}! release 4.12.0+{digits(r, 3)}"),
        (
            "dub_link_id",
            f"link created: link_{pick(r, _UP, 25)} -> https://tdpl.link/{lower_alnum(r, 7)}",
        ),
        (
            "amplitude_client_key",
            f"Experiment.initialize('client-{alnum(r, 32)}') // client deployment keys are safe to "
            "ship",
        ),
        (
            "flag_key_variant",
            f"flag new-onboarding-{lower_alnum(r, 4)}: variant treatment_b (bucket "
            f"{r.randrange(0, 100)})",
        ),
        (
            "remote_config_version",
            f'"version": {{"versionNumber": "{r.randrange(10, 999)}", "updateOrigin": "CONSOLE"}}, '
            f"etag: etag-{digits(r, 12)}-{r.randrange(10, 99)}",
        ),
        ("sparkle_public_key", f"<key>SUPublicEDKey</key>\n<string>{b64(r, 43)}=</string>"),
        (
            "tauri_pubkey",
            f'"updater": {{"pubkey": "{_tauri_pub(r)}"}}',
        ),
        (
            "mapbox_public_token",
            f"MAPBOX_PUBLIC_TOKEN=pk.eyJ1IjoidGlkZXBvb2wiLCJhIjoi{alnum(r, 24)}In0.{_b64url(r, 22)}"
            "  # public, ships in the app",
        ),
        (
            "firebase_web_api_key",
            f'"api_key": [{{"current_key": "AIza{_b64url(r, 35)}"}}]  // google-services.json, '
            "restricted to the app",
        ),
        (
            "revenuecat_public_sdk_key",
            f'Purchases.configure(withAPIKey: "appl_{alnum(r, 27)}") // public app-specific SDK '
            "key",
        ),
        (
            "ssh_host_key",
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} "
            f"builds@mac-mini-0{r.randrange(1, 9)}",
        ),
        ("match_lobby_ids", f"lobby {digits(r, 18)} full, match m_{hexs(r, 24)} starting"),
    ]


def _data_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "kafka_cluster_id",
            f"Cluster ID: {pick(r, string.ascii_letters + string.digits + '-_', 22)}",
        ),
        (
            "confluent_resource_ids",
            f"lkc-{lower_alnum(r, 6)} in env-{lower_alnum(r, 6)}, schema registry "
            f"lsrc-{lower_alnum(r, 6)}, owner sa-{lower_alnum(r, 6)}",
        ),
        (
            "confluent_key_listing",
            f"  Key            | Description | Owner\n  {pick(r, _UP, 16)} | ingest     | "
            f"sa-{lower_alnum(r, 6)}",
        ),
        (
            "topic_offset",
            f"orders-{r.randrange(0, 12)} offset {digits(r, 9)} lag {r.randrange(0, 500)}",
        ),
        (
            "schema_id_fingerprint",
            f"subject orders-value version {r.randrange(1, 40)} id {digits(r, 6)} fingerprint "
            f"{hexs(r, 16)}",
        ),
        ("mysql_gtid", f"Executed_Gtid_Set: {_uuid(r).upper()}:1-{digits(r, 7)}"),
        ("binlog_position", f"File: mysql-bin.{digits(r, 6)}  Position: {digits(r, 9)}"),
        (
            "pg_lsn_wal",
            f"replay_lsn {pick(r, _UPHEX, 2)}/{pick(r, _UPHEX, 8)}, waiting for WAL "
            f"{pick(r, _UPHEX, 24)}",
        ),
        (
            "pgbackrest_label",
            f"full backup: {digits(r, 8)}-{digits(r, 6)}F, diff "
            f"{digits(r, 8)}-{digits(r, 6)}F_{digits(r, 8)}-{digits(r, 6)}D",
        ),
        ("walg_backup_name", f"base_{pick(r, _UPHEX, 24)}  2026-11-30T02:15:00Z  {digits(r, 11)}"),
        (
            "debezium_offset",
            f'{{"lsn_proc": {digits(r, 11)}, "txId": {digits(r, 7)}, "ts_usec": {digits(r, 16)}}}',
        ),
        ("flink_job_id", f"Job has been submitted with JobID {hexs(r, 32)}"),
        (
            "spark_app_id",
            f"application_{digits(r, 13)}_{digits(r, 4)} (app-{digits(r, 14)}-{digits(r, 4)})",
        ),
        (
            "trino_query_id",
            f"Query {digits(r, 8)}_{digits(r, 6)}_{digits(r, 5)}_{lower_alnum(r, 5)} FINISHED",
        ),
        (
            "iceberg_snapshot",
            f"snapshot {digits(r, 19)} -> metadata/{digits(r, 5)}-{_uuid(r)}.metadata.json",
        ),
        ("parquet_part", f"part-{digits(r, 5)}-{_uuid(r)}-c000.snappy.parquet"),
        (
            "delta_version",
            f"DESCRIBE HISTORY events -> version {r.randrange(1, 9999)}, operation OPTIMIZE",
        ),
        (
            "databricks_ids",
            f"cluster {digits(r, 4)}-{digits(r, 6)}-{lower_alnum(r, 8)} on "
            f"adb-{digits(r, 16)}.{r.randrange(1, 20)}.azuredatabricks.net",
        ),
        (
            "dbt_unique_id",
            f'"unique_id": "model.tidepool.fct_orders", "checksum": {{"name": "sha256", '
            f'"checksum": "{hexs(r, 64)}"}}',
        ),
        (
            "airflow_run_id",
            f"dag_run_id=scheduled__2026-11-{r.randrange(10, 30)}T02:00:00+00:00 "
            f"try_number={r.randrange(1, 4)}",
        ),
        (
            "liquibase_md5",
            f"changeset db/changelog/0042-orders.yaml::{digits(r, 3)}::dev MD5SUM 9:{hexs(r, 32)}",
        ),
        ("atlas_sum", f"h1:{b64(r, 43)}=\n20261130{digits(r, 6)}_add_orders.sql h1:{b64(r, 43)}="),
        ("migration_version", f"schema_migrations version {digits(r, 14)} applied"),
        (
            "snowflake_locator",
            f"account locator {pick(r, string.ascii_uppercase, 2)}{digits(r, 5)}.eu-west-1, query "
            f"id 01b{hexs(r, 5)}-0000-{hexs(r, 4)}-0000-{hexs(r, 12)}",
        ),
        ("oracle_sql_id", f"SQL_ID {lower_alnum(r, 13)}, PLAN_HASH_VALUE {digits(r, 10)}"),
        (
            "clickhouse_query_id",
            f"Query id: {_uuid(r)}\nOk. 0 rows in set. Elapsed: 0.0{r.randrange(10, 99)} sec.",
        ),
        (
            "looker_client_id",
            f"API3 client id {alnum(r, 20)} belongs to user 42 (secret not shown)",
        ),
        ("montecarlo_monitor", f"monitor {_uuid(r)} breached: freshness on marts.fct_orders"),
        (
            "datahub_urn",
            "urn:li:dataset:(urn:li:dataPlatform:snowflake,"
            f"tidepool.marts.fct_orders_{lower_alnum(r, 4)},PROD)",
        ),
        (
            "db_error_codes",
            f"ERROR {r.choice(['1045 (28000)', '18456', '28P01', 'ORA-01017', 'SQL30082N'])} at "
            f"{digits(r, 2)}:{digits(r, 2)} on host "
            f"10.2.{r.randrange(0, 255)}.{r.randrange(1, 255)}",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return _app_rounds(r) + _data_rounds(r)


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout30", _rounds, FIXED
)
