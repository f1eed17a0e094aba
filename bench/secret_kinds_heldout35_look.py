"""The look-alikes of held-out 35 (`bench/secret_kinds_heldout35.py`): no secret in any of them.

What the set's secret stores, databases, wallets, game servers and agents'
tools print that must come through unchanged. This file holds the drawn ones
(three draws each). Stores and plumbing: a Vault token's accessor and a
request id, a lease id, a SOPS `ENC[…]` value and its `mac`, an age
recipient (public key), a SealedSecret's ciphertext, an Argo CD revision, a
Flux `main@sha1:` revision, a certificate's serial and SHA-256 fingerprint,
a Consul node id, a Buildkite build id, a TeamCity `credentialsJSON:` reference,
a Tekton run uid. Databases and queues: Redis' `run_id`, a ClickHouse query
id, a Cassandra host id, a MongoDB ObjectId and a replica set id, a Kafka
cluster id and offsets, a NATS server and user PUBLIC nkey, a Pulsar message
id, an Elasticsearch cluster uuid and document id, a pgBackRest backup label, a
WAL segment, an LSN, a MySQL GTID, restic and borg snapshot ids. Web3: a
transaction and block hash, addresses, a function selector and an event
topic, an IPFS CID, Solana public keys and signatures, a Bitcoin address, an
xpub, a WalletConnect project id. Games and streaming: SteamID64s, app and
Workshop ids, a Twitch user and client id, YouTube video ids, a Minecraft
player UUID, Modrinth and CurseForge project ids. Tools: a Jupyter message
id, a notebook cell id, an ngrok public URL, a Tailscale node key (public), a
VS Code extension's version hash, a git commit.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    B58,
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
from bench.secret_kinds_heldout35_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_HEX = "0123456789abcdef"
_NKEY = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32L = "abcdefghijklmnopqrstuvwxyz234567"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _stores_rounds(r: random.Random) -> list[tuple[str, str]]:
    sha = hexs(r, 40)
    return [
        (
            "vault_token_accessor",
            f"Key                 Value\n---                 -----\naccessor            "
            f"{alnum(r, 24)}\ndisplay_name        approle\npolicies            [default ci]",
        ),
        ("vault_request_id", f'{{"request_id": "{_uuid(r)}", "lease_duration": 2764800}}'),
        (
            "vault_lease_id",
            f"lease_id: database/creds/readonly/{alnum(r, 24)}\nlease_duration: 1h",
        ),
        (
            "sops_enc_value",
            f"password: ENC[AES256_GCM,data:{b64(r, 24)}=,iv:{b64(r, 43)}=,tag:{b64(r, 22)}==,"
            "type:str]",
        ),
        (
            "sops_mac",
            f'sops:\n    lastmodified: "2026-11-30T10:14:55Z"\n    mac: ENC[AES256_GCM,data:'
            f"{b64(r, 86)}==,iv:{b64(r, 43)}=,tag:{b64(r, 22)}==,type:str]",
        ),
        (
            "age_recipient",
            f"creation_rules:\n  - path_regex: .*.yaml\n    age: age1{pick(r, _BECH32, 58)}",
        ),
        (
            "sealed_secret_ciphertext",
            f"spec:\n  encryptedData:\n    password: AgB{b64(r, 160)}==",
        ),
        ("argocd_revision", f"Sync Revision:      {sha}\nHealth Status:      Healthy"),
        ("flux_revision", f"Applied revision: main@sha1:{hexs(r, 40)}"),
        (
            "cert_serial_fingerprint",
            f"Serial Number: {':'.join(pick(r, _HEX, 2) for _ in range(16))}\nSHA256 Fingerprint="
            f"{':'.join(pick(r, _HEX, 2).upper() for _ in range(32))}",
        ),
        ("consul_node_id", f'{{"Node": "web-1", "ID": "{_uuid(r)}", "Datacenter": "eu1"}}'),
        (
            "buildkite_build_id",
            f"https://buildkite.com/acme/deploy/builds/{digits(r, 4)}#{_uuid(r)}",
        ),
        (
            "teamcity_credentials_ref",
            f'password("env.REGISTRY_PASSWORD", "credentialsJSON:{_uuid(r)}")',
        ),
        ("tekton_run_uid", f'  uid: {_uuid(r)}\n  resourceVersion: "{digits(r, 8)}"'),
        ("k8s_secret_resource_version", f'  resourceVersion: "{digits(r, 9)}"\n  uid: {_uuid(r)}'),
        ("image_digest", f"image: ghcr.io/acme/api@sha256:{hexs(r, 64)}"),
        ("git_commit_log", f"commit {hexs(r, 40)}\nAuthor: Ana <ana@acme.dev>"),
        ("helm_chart_digest", f'digest: sha256:{hexs(r, 64)}\ngenerated: "2026-11-30T10:00:00Z"'),
    ]


def _db_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("redis_run_id", f"# Server\nredis_version:7.4.1\nrun_id:{hexs(r, 40)}\ntcp_port:6379"),
        ("redis_replid", f"master_replid:{hexs(r, 40)}\nmaster_repl_offset:{digits(r, 8)}"),
        ("clickhouse_query_id", f"Query id: {_uuid(r)}\n\n┌─count()─┐\n│  48211 │\n└─────────┘"),
        (
            "cassandra_host_id",
            f"UN  10.0.3.{r.randrange(2, 250)}  1.2 GiB  16  ?  {_uuid(r)}  rack1",
        ),
        ("mongo_object_id", f'{{ _id: ObjectId("{hexs(r, 24)}"), sku: "A-1001" }}'),
        ("mongo_replset_id", f"replicaSetId: ObjectId('{hexs(r, 24)}')"),
        ("kafka_cluster_id", f"Cluster ID: {urlsafe(r, 22)}"),
        (
            "kafka_offsets",
            f"GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\n"
            f"etl    orders 0          {digits(r, 6)}          {digits(r, 6)}          3    "
            f"rdkafka-{_uuid(r)}",
        ),
        ("nats_server_id", f"[1] [INF] Server ID: N{pick(r, _NKEY, 55)}"),
        ("nats_user_public_key", f'{{"sub": "U{pick(r, _NKEY, 55)}", "name": "orders"}}'),
        ("nats_account_public_key", f"account: A{pick(r, _NKEY, 55)}"),
        ("pulsar_message_id", f"Published message id: {digits(r, 4)}:{digits(r, 3)}:-1"),
        ("es_cluster_uuid", f'"cluster_uuid" : "{urlsafe(r, 22)}",'),
        ("es_document_id", f'{{"_index": "logs-2026.11", "_id": "{urlsafe(r, 20)}"}}'),
        ("pgbackrest_label", f"full backup: 2026113{r.randrange(10)}-0{digits(r, 5)}F"),
        (
            "wal_segment",
            f"archived WAL file 0000000100000{pick(r, _HEX, 3).upper()}"
            f"000000{pick(r, _HEX, 2).upper()}",
        ),
        ("pg_lsn", f"pg_current_wal_lsn: {pick(r, _HEX, 1).upper()}/{hexs(r, 8).upper()}"),
        ("mysql_gtid", f"Executed_Gtid_Set: {_uuid(r)}:1-{digits(r, 6)}"),
        (
            "restic_snapshot_id",
            f"snapshot {hexs(r, 8)} saved\nID        Time\n{hexs(r, 8)}  2026-11-30",
        ),
        ("borg_archive_id", f"Archive fingerprint: {hexs(r, 64)}"),
        ("influx_org_id", f"ID\t\t\tName\n{hexs(r, 16)}\tacme"),
    ]


def _web3_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("tx_hash", f"transaction hash: 0x{hexs(r, 64)}\nblock number: {digits(r, 8)}"),
        ("block_hash", f'{{"blockHash": "0x{hexs(r, 64)}", "status": "0x1"}}'),
        ("contract_address", f"Deployed Token at 0x{hexs(r, 40)}"),
        (
            "event_topic",
            f'"topics": ["0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",'
            f' "0x000000000000000000000000{hexs(r, 40)}"]',
        ),
        ("function_selector", f"calldata: 0xa9059cbb000000000000000000000000{hexs(r, 40)}"),
        ("ipfs_cid", f"ipfs://bafybei{pick(r, _B32L, 52)}"),
        ("solana_pubkey", f"Wrote new keypair to id.json\npubkey: {pick(r, B58, 44)}"),
        ("solana_signature", f"Signature: {pick(r, B58, 88)}"),
        ("bitcoin_address", f"send to bc1q{pick(r, '023456789acdefghjklmnpqrstuvwxyz', 38)}"),
        ("xpub", f"xpub6{pick(r, B58, 106)}"),
        ("walletconnect_project_id", f"NEXT_PUBLIC_WC_PROJECT_ID={hexs(r, 32)}"),
        ("ens_name_resolution", f"acme.eth resolves to 0x{hexs(r, 40)}"),
        (
            "keystore_ciphertext",
            f'"crypto": {{"cipher": "aes-128-ctr", "ciphertext": "{hexs(r, 64)}"',
        ),
        ("gas_report", f"│ transfer  │ {digits(r, 5)} │ {digits(r, 5)} │ {digits(r, 5)} │"),
    ]


def _games_tools_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("steam_id64", f"player 7656119{digits(r, 10)} joined the server"),
        ("steam_app_workshop", f"steamcmd +workshop_download_item 294100 {digits(r, 10)} +quit"),
        ("twitch_user_id", f'{{"id": "{digits(r, 9)}", "login": "acme_live"}}'),
        ("twitch_client_id", f"Client-Id: {lower_alnum(r, 30)}"),
        ("youtube_video_id", f"https://www.youtube.com/watch?v={urlsafe(r, 11)}"),
        ("minecraft_uuid", f"UUID of player Steve is {_uuid(r)}"),
        ("modrinth_project_id", f'{{"project_id": "{alnum(r, 8)}", "version_number": "1.4.2"}}'),
        ("curseforge_project_id", f"curseforge project {digits(r, 6)} file {digits(r, 7)}"),
        ("obs_scene_uuid", f'"uuid": "{_uuid(r)}", "name": "Starting soon"'),
        ("jupyter_msg_id", f'"msg_id": "{hexs(r, 8)}-{hexs(r, 24)}_1234_5"'),
        (
            "notebook_cell_id",
            f'{{"cell_type": "code", "id": "{hexs(r, 8)}", "execution_count": 7}}',
        ),
        (
            "ngrok_public_url",
            f"Forwarding  https://{hexs(r, 4)}-{digits(r, 2)}-{digits(r, 3)}.ngrok-free.app -> http://localhost:3000",
        ),
        ("tailscale_node_key", f"nodekey:{hexs(r, 64)}"),
        ("vscode_session_id", f"sessionId: {_uuid(r)}{digits(r, 13)}"),
        ("mcp_tool_call_id", f'{{"jsonrpc": "2.0", "id": "{_uuid(r)}", "method": "tools/call"}}'),
        ("anthropic_request_id", f"request-id: req_{alnum(r, 24)}"),
        ("openai_chat_id", f'{{"id": "chatcmpl-{alnum(r, 29)}", "object": "chat.completion"}}'),
        ("file_sha256", f"{hexs(r, 64)}  model.safetensors"),
        ("dvc_md5", f"outs:\n- md5: {hexs(r, 32)}\n  size: {digits(r, 7)}\n  path: data.csv"),
        ("hf_revision", f"Downloading revision {hexs(r, 40)} of acme/tiny-model"),
        ("upper_constant", f"ERR_{pick(r, string.ascii_uppercase, 8)}_TIMEOUT = {digits(r, 4)}"),
        ("ssh_host_key_fp", f"ED25519 key fingerprint is SHA256:{b64(r, 43)}."),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [*_stores_rounds(r), *_db_rounds(r), *_web3_rounds(r), *_games_tools_rounds(r)]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-secrets-heldout35-look", _rounds, FIXED
)
