"""The look-alikes of held-out 51 (`bench/secret_kinds_heldout51.py`): no secret in any of them.

What game, media and streaming work prints and pastes that looks like a
secret and is not, in this set's shapes. This file holds the drawn ones
(three draws each); `_look2.py` the fixed ones.

The decisions the set makes: the ids of this world are look-alikes (Unity
`.meta` guids, cloud project and environment ids, scene `fileID`s, EOS
product, sandbox and deployment ids, Perforce changelists and file digests,
Unreal asset guids and build versions, Horde job ids, Godot `uid://`s, Steam
app, depot and build ids, SteamID64s and depot manifest ids, PlayFab title
ids, Photon app ids, Nakama match ids, GameLift ARNs, Agones game server
names, Twitch client ids, VOD and stream ids, EventSub message ids, YouTube
video and channel ids, Spotify track URIs, Mux playback ids, Cloudflare
Stream video uids, Discord snowflakes and invite codes, Frame.io asset ids,
ShotGrid entities, Deadline job ids, Figma file keys, Sketchfab model uids,
FMOD event guids, Wwise short ids, crash fingerprints, PDB guids, mod file
hashes), and so are public keys and certificates (a Discord app's Ed25519
public key, Unity IAP's Google Play licence key, SSH public keys, a
keystore's certificate fingerprints, a publishable `pk_live_` key), file
hashes, LFS pointers, image digests, npm integrity hashes, trace ids,
commit ids, colours, versions, mangled C++ names and minified code.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, alnum, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout51_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_B62 = string.ascii_letters + string.digits
_URL = _B62 + "-_"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


def _colon_hex(r: random.Random, n: int) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(n))


def _raw64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _pem_body(r: random.Random, lines: int) -> str:
    return "\n".join(b64(r, 64) for _ in range(lines))


def _engine_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "unity_meta_file_guid",
            f"fileFormatVersion: 2\nguid: {hexs(r, 32)}\nTextureImporter:\n  "
            "internalIDToNameTable: []",
        ),
        (
            "unity_cloud_project_id_settings",
            f"  cloudProjectId: {_uuid(r)}\n  projectName: Arena\n  organizationId: arena-games"
            f"\n  cloudEnabled: 0",
        ),
        (
            "unity_scene_file_id_refs",
            f"  m_GameObject: {{fileID: {digits(r, 19)}}}\n  m_Enabled: 1\n"
            f"  m_Script: {{fileID: 11500000, guid: {hexs(r, 32)}, type: 3}}",
        ),
        (
            "unity_addressables_catalog_hash",
            f"$ cat ServerData/StandaloneWindows64/catalog_1.8.2.hash\n{hexs(r, 32)}",
        ),
        (
            "unity_editor_version_revision",
            f"m_EditorVersion: 6000.0.{r.randrange(10, 40)}f1\n"
            f"m_EditorVersionWithRevision: 6000.0.23f1 ({hexs(r, 12)})",
        ),
        (
            "ugs_env_list_output",
            f"$ ugs env list\nproduction  {_uuid(r)}\nstaging     {_uuid(r)}",
        ),
        (
            "eos_product_sandbox_deployment_ids",
            f'ProductId="{hexs(r, 32)}"\nSandboxId="{hexs(r, 32)}"\nDeploymentId="{hexs(r, 32)}"',
        ),
        (
            "p4_changes_listing",
            f"$ p4 changes -m 2 //Game/Main/...\nChange {digits(r, 6)} on 2025/01/14 by "
            f"mira@mira-ws 'Fix lobby timeout'\nChange {digits(r, 6)} on 2025/01/13 by "
            "jonas@jonas-ws 'Hero LODs'",
        ),
        (
            "p4_fstat_digest_upper_hex",
            f"$ p4 fstat -Ol //Game/Main/Content/Hero.uasset\n... depotFile "
            f"//Game/Main/Content/Hero.uasset\n... headRev {r.randrange(2, 90)}\n"
            f"... digest {hexs(r, 32).upper()}\n... fileSize {digits(r, 7)}",
        ),
        (
            "ue_persistent_guid_upper_hex",
            f"PersistentGuid={hexs(r, 32).upper()}\nPackageGuid={hexs(r, 32).upper()}",
        ),
        (
            "ue_build_version_changelist",
            f'{{"MajorVersion": 5, "MinorVersion": 4, "Changelist": {digits(r, 8)}, '
            '"BranchName": "++UE5+Release-5.4"}',
        ),
        (
            "horde_job_id_url",
            f"Horde: https://horde.studio.example/job/{hexs(r, 24)}?step={hexs(r, 4)}",
        ),
        (
            "godot_resource_uid",
            f'[gd_scene load_steps=3 format=3 uid="uid://b{lower_alnum(r, 12)}"]',
        ),
        (
            "steam_app_build_vdf_ids",
            f'"AppBuild"\n{{\n\t"AppID" "{digits(r, 7)}"\n\t"Desc" "nightly"\n'
            f'\t"Depots" {{ "{digits(r, 7)}" "depot_build.vdf" }}\n}}',
        ),
        ("steamid64_in_log", f"[Lobby] player 7656119{digits(r, 10)} joined lobby {digits(r, 18)}"),
        (
            "steam_depot_manifest_id",
            f"Depot {digits(r, 7)} - Manifest {digits(r, 19)} - 1204 files, SHA1 {hexs(r, 40)}",
        ),
        (
            "steam_build_id_output",
            f"Successfully finished AppID {digits(r, 7)} build (BuildID {digits(r, 8)}).",
        ),
        ("playfab_title_id_json", f'{{"TitleId": "{hexs(r, 5).upper()}", "Region": "EU"}}'),
        (
            "photon_app_id_realtime",
            f"  AppSettings:\n    AppIdRealtime: {_uuid(r)}\n    AppVersion: 1.8\n"
            "    FixedRegion: eu",
        ),
        ("nakama_match_id", f'{{"match_id": "{_uuid(r)}.nakama1", "size": 8}}'),
        (
            "gamelift_fleet_arn",
            f"arn:aws:gamelift:eu-central-1:{digits(r, 12)}:fleet/fleet-{_uuid(r)}",
        ),
        (
            "game_server_image_digest",
            f"image: registry.studio.example/arena-server@sha256:{hexs(r, 64)}",
        ),
        (
            "agones_gameserver_names",
            f"$ kubectl get gs\nNAME                     STATE   ADDRESS\n"
            f"arena-fleet-{lower_alnum(r, 5)}-{lower_alnum(r, 5)}  Ready   "
            f"10.4.1.{r.randrange(2, 250)}",
        ),
        (
            "pdb_guid_crash_module",
            f"Module Arena-Win64-Shipping.exe  PDB GUID {hexs(r, 32).upper()} Age 1",
        ),
        (
            "pak_sha1_upper_manifest",
            f"Arena-WindowsClient.pak  size={digits(r, 10)}  SHA1={hexs(r, 40).upper()}",
        ),
    ]


def _stream_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("twitch_client_id_header_only", f"Client-Id: {lower_alnum(r, 30)}"),
        (
            "twitch_eventsub_message_headers",
            f"Twitch-Eventsub-Message-Id: {_uuid(r)}\nTwitch-Eventsub-Message-Retry: 0\n"
            "Twitch-Eventsub-Message-Type: notification\n"
            "Twitch-Eventsub-Subscription-Type: channel.follow",
        ),
        ("twitch_vod_url", f"VOD from last night: https://www.twitch.tv/videos/{digits(r, 10)}"),
        (
            "twitch_stream_json_ids",
            f'{{"id": "{digits(r, 11)}", "user_id": "{digits(r, 9)}", "game_id": "{digits(r, 6)}",'
            ' "type": "live", "viewer_count": 312}',
        ),
        ("youtube_watch_url", f"https://www.youtube.com/watch?v={pick(r, _URL, 11)}&t=42s"),
        ("youtube_channel_id", f"channel: https://www.youtube.com/channel/UC{pick(r, _URL, 22)}"),
        (
            "youtube_broadcast_id_json",
            f'{{"kind": "youtube#liveBroadcast", "id": "{pick(r, _URL, 11)}", '
            f'"etag": "{pick(r, _URL, 27)}"}}',
        ),
        (
            "obs_log_connecting_no_key",
            f"{r.randrange(10, 23)}:{r.randrange(10, 59)}:07.512: [rtmp stream: 'adv_stream'] "
            "Connecting to RTMP URL rtmp://live-fra05.twitch.tv/app...\n"
            "13:42:07.901: [rtmp stream: 'adv_stream'] Connection to rtmp://live-fra05.twitch.tv/"
            "app successful",
        ),
        ("mux_playback_url", f"https://stream.mux.com/{pick(r, _B62, 44)}.m3u8"),
        (
            "mux_asset_json_ids",
            f'{{"data": {{"id": "{pick(r, _B62, 44)}", "playback_ids": [{{"policy": "public", '
            f'"id": "{pick(r, _B62, 44)}"}}], "status": "ready"}}}}',
        ),
        (
            "cloudflare_stream_video_uid_url",
            f"https://customer-{lower_alnum(r, 16)}.cloudflarestream.com/{hexs(r, 32)}"
            "/manifest/video.m3u8",
        ),
        (
            "discord_snowflake_ids",
            f"GUILD_ID={digits(r, 18)}\nCHANNEL_ID={digits(r, 19)}\nROLE_ID={digits(r, 18)}",
        ),
        (
            "discord_app_public_key",
            f"DISCORD_APPLICATION_ID={digits(r, 18)}\nDISCORD_PUBLIC_KEY={hexs(r, 64)}",
        ),
        ("discord_invite_link", f"join the playtest server: https://discord.gg/{alnum(r, 8)}"),
        ("spotify_track_uri", f"spotify:track:{pick(r, _B62, 22)}"),
        (
            "soundcloud_track_urn",
            f'{{"urn": "soundcloud:tracks:{digits(r, 10)}", "kind": "track"}}',
        ),
        ("vimeo_video_url_public", f"https://vimeo.com/{digits(r, 9)}"),
        (
            "srt_url_streamid_only",
            f"srt://ingest.studio.example:9000?mode=caller&latency=200000&streamid=read/"
            f"arena-{lower_alnum(r, 6)}",
        ),
        (
            "hls_segment_playlist",
            f"#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000,\n"
            f"seg_{digits(r, 5)}_{hexs(r, 8)}.ts",
        ),
    ]


def _media_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("frameio_asset_id_url", f"https://next.frame.io/project/{_uuid(r)}/view/{_uuid(r)}"),
        (
            "shotgrid_entity_dict",
            f"{{'type': 'Version', 'id': {digits(r, 6)}, 'code': "
            f"'sh010_comp_v0{r.randrange(10, 99)}'}}",
        ),
        ("deadline_job_id", f"Submitted job {hexs(r, 24)} to pool 'gpu' (priority 50)"),
        (
            "figma_file_url_node",
            f"https://www.figma.com/design/{pick(r, _B62, 22)}/Arena-UI?node-id="
            f"{r.randrange(1, 999)}-{r.randrange(1, 9999)}",
        ),
        ("sketchfab_model_url", f"https://sketchfab.com/3d-models/arena-hero-{hexs(r, 32)}"),
        (
            "fmod_event_guid",
            f"event:/SFX/Footsteps/Gravel  {{{_uuid(r)}}}\nbank:/Master  {{{_uuid(r)}}}",
        ),
        (
            "wwise_short_ids_header",
            f"static const AkUniqueID PLAY_FOOTSTEP = {digits(r, 10)}U;\n"
            f"static const AkUniqueID STOP_MUSIC = {digits(r, 9)}U;",
        ),
        ("blend_file_sha256sum", f"$ sha256sum Arena_Hero.blend\n{hexs(r, 64)}  Arena_Hero.blend"),
        (
            "git_lfs_pointer_texture",
            f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(r, 64)}\n"
            f"size {digits(r, 8)}",
        ),
        (
            "backtrace_crash_fingerprint",
            f'{{"fingerprint": "{hexs(r, 64)}", "classifiers": ["null-deref"], '
            f'"_tx": {digits(r, 6)}}}',
        ),
        (
            "bugsplat_crash_link",
            f"https://app.bugsplat.com/v2/crash?database=arena&id={digits(r, 6)}",
        ),
        (
            "nexus_mod_file_md5",
            f'{{"file_id": {digits(r, 6)}, "name": "Arena Tweaks", "md5": "{hexs(r, 32)}"}}',
        ),
        (
            "modrinth_version_hashes",
            f'{{"id": "{alnum(r, 8)}", "files": [{{"hashes": {{"sha1": "{hexs(r, 40)}", '
            f'"sha512": "{hexs(r, 128)}"}}}}]}}',
        ),
        (
            "curseforge_file_fingerprint",
            f'{{"id": {digits(r, 7)}, "fileFingerprint": {digits(r, 10)}, "gameVersions": '
            '["1.21.1", "NeoForge"]}',
        ),
        (
            "stripe_publishable_key_store_page",
            f"<script>const stripe = Stripe('pk_live_{alnum(r, 99)}');</script>",
        ),
    ]


def _dev_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "git_log_commit_message",
            f"commit {hexs(r, 40)}\nAuthor: Mira <mira@studio.example>\n\n"
            "    Rotate the Twitch client secret (old one revoked)",
        ),
        (
            "npm_integrity_colyseus",
            f'"node_modules/colyseus": {{\n  "version": "0.15.{r.randrange(10, 60)}",\n'
            f'  "integrity": "sha512-{b64(r, 86)}=="\n}}',
        ),
        (
            "request_id_response",
            f"HTTP/2 200\nx-request-id: {_uuid(r)}\ncontent-type: application/json",
        ),
        ("traceparent_header", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        (
            "overlay_css_colours",
            f".alert {{ background: #{hexs(r, 6)}; border-color: #{hexs(r, 6)}; "
            f"color: #{hexs(r, 6)}; }}",
        ),
        (
            "webgl_build_minified_js",
            f"function {alnum(r, 2)}(e,t){{var n={alnum(r, 3)}(e),r=n.{alnum(r, 4)}(t);"
            f"return r?{alnum(r, 2)}.{alnum(r, 5)}(n):void 0}}",
        ),
        (
            "png_icon_data_uri",
            f"icon: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ{_raw64(r, 60)}",
        ),
        (
            "ssh_host_key_fingerprint",
            "The authenticity of host 'fra-ded-03.studio.example' can't be established.\n"
            f"ED25519 key fingerprint is SHA256:{b64(r, 43)}.",
        ),
        (
            "ssh_ed25519_public_key_authorized",
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} buildagent@ci",
        ),
        (
            "unity_iap_google_play_public_key",
            f"// GooglePlayTangle source: the licence key from Play Console (public)\n"
            f"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(r, 300)}IDAQAB",
        ),
        (
            "keytool_list_cert_fingerprints",
            f"Alias name: upload\nCertificate fingerprints:\n\t SHA1: {_colon_hex(r, 20)}\n"
            f"\t SHA256: {_colon_hex(r, 32)}",
        ),
        (
            "apksigner_verify_digest",
            f"Signer #1 certificate DN: CN=Arena Games\n"
            f"Signer #1 certificate SHA-256 digest: {hexs(r, 64)}",
        ),
        (
            "public_certificate_block",
            f"-----BEGIN CERTIFICATE-----\nMIID{b64(r, 60)}\n{_pem_body(r, 4)}\n"
            "-----END CERTIFICATE-----",
        ),
        (
            "pgp_public_key_block_mods",
            f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ{b64(r, 59)}\n{_pem_body(r, 2)}\n"
            f"={b64(r, 4)}\n-----END PGP PUBLIC KEY BLOCK-----",
        ),
        (
            "build_version_string",
            f"Arena v1.8.{r.randrange(0, 20)}+build.{digits(r, 4)}.{hexs(r, 7)}",
        ),
        (
            "cpp_mangled_symbols_stack",
            f"#3 0x{hexs(r, 12)} in _ZN5Arena6Lobby10OnJoinAckERKN7Network6PacketE\n"
            f"#4 0x{hexs(r, 12)} in _ZN5Arena4Game4TickEf",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [*_engine_rounds(r), *_stream_rounds(r), *_media_rounds(r), *_dev_rounds(r)]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout51-look", _rounds, FIXED)
