"""The fifty-first held-out half of the wide secret corpus: written blind, before its round.

Written by a helper who never read the redactor's code, tables or
documentation, as an outside grader would write a fresh set to find the
redactor's gaps. Its theme is a field no earlier set took: secrets in game
development, media production, live streaming and creator tooling, as a
developer pastes them into Claude Code, Codex, Aider, Gemini CLI or Cline.
Unity (Cloud Build, Gaming Services' service accounts, Remote Config, IAP
receipt validation, an Addressables CDN, `ProjectSettings.asset`), Unreal
(Epic Online Services, Perforce tickets, Horde, `RunUAT`, `UnrealPak`'s AES
key), Godot's export presets and credentials, game backends (PlayFab,
Photon, Nakama, GameLift, Agones, AccelByte, Hathora, Edgegap, LootLocker,
brainCloud, Beamable, Rivet), Steamworks and `steamcmd`, streaming (OBS's
`service.json` and WebSocket, ffmpeg and GStreamer ingest URLs, SRT
passphrases, nginx-rtmp, Twitch's secrets, tokens, IRC and EventSub,
YouTube, Kick, Restream, Facebook Live, Trovo, Owncast, Mux, Cloudflare
Stream, Vimeo, Wowza, api.video), communities (Discord bots and webhooks,
StreamElements, Streamlabs, Streamer.bot), post-production (Frame.io,
ShotGrid, ftrack, Kitsu, Iconik, Deadline, Blender add-ons, Adobe), audio
(FMOD, Wwise, voice tools), creators (Patreon, Ko-fi, Gumroad, podcast
hosts, Spotify, SoundCloud), design (Figma, Sketchfab, Penpot, Canva),
crash reporting, analytics and mod portals (Backtrace, BugSplat, Sentry,
GameAnalytics, Nexus Mods, mod.io, Thunderstore, Modrinth, CurseForge,
itch.io), game server configs, and people in game-dev Discords in many
languages. Inside the field it covers the issue's classes: positional
arguments of CLIs and constructors, authorization schemes (Basic, Bearer,
`OAuth`, `Bot`, `Token`, `Token token=`, `ApiKey`, `key=`, bare
`Authorization:` values, `X-…` headers, cookies), short password flags,
key armours, block scalars, URL-encoded forms, prose, vendor prefixes and
split values.

Its decisions: a secret is anything that grants access or decrypts
(passwords, tokens, API keys, private keys, client secrets, signing and
webhook secrets, session cookies, DSN passwords, stream keys and SRT
passphrases, a `.pak` file's AES key, a TOTP seed, a keystore in base64, and
reversible encodings of them: base64 of `user:pass` in Basic auth is a
secret). A CurseForge key is a secret although it looks like a bcrypt hash.
Look-alikes must survive unchanged: git SHAs, UUIDs, request and trace ids,
file hashes and checksums, public keys and certificates (a Discord app's
public key, Unity IAP's Google Play licence key, which is a public RSA key),
fingerprints, placeholders, masked values, versions, image digests, npm
integrity hashes, base64 of non-secret data, colours, ids of resources
(Steam app and depot ids, SteamID64s, PlayFab title ids, Photon app ids,
EOS product, sandbox and deployment ids, Twitch client ids, YouTube video
and channel ids, Spotify track ids, Mux playback ids, Sketchfab model uids,
Unity `.meta` guids, Deadline job ids, Perforce changelists), documented
public keys (Stripe `pk_`), minified identifiers and commit messages. It
keeps clear of signatures of one message (an HMAC a webhook sends) and of
Sentry's DSN key, which earlier sets count by choice.

Its parts: `bench/secret_kinds_heldout51_engine.py` (engines, game
backends and Steam; and the value makers), `_stream.py` (OBS, ingest, SRT,
Twitch, video platforms, community bots), `_media.py` (post-production,
audio, creators, design, crash reporting, analytics, mod portals),
`_cli.py` (command lines, DSNs, headers and forms of game operations),
`_code.py` (C++, C#, Lua, GDScript, Rust, TypeScript, game server configs,
Unity YAML, block scalars and key armours) and `_chat.py` (people in many
languages, bare vendor keys and split values); its look-alikes are in
`bench/secret_kinds_heldout51_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout51_chat import CHAT_KINDS
from bench.secret_kinds_heldout51_cli import CLI_KINDS
from bench.secret_kinds_heldout51_code import CODE_KINDS
from bench.secret_kinds_heldout51_engine import ENGINE_KINDS
from bench.secret_kinds_heldout51_look import LOOK_ALIKES
from bench.secret_kinds_heldout51_media import MEDIA_KINDS
from bench.secret_kinds_heldout51_stream import STREAM_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout51_samples"]

KINDS: tuple[Kind, ...] = (
    *ENGINE_KINDS,
    *STREAM_KINDS,
    *MEDIA_KINDS,
    *CLI_KINDS,
    *CODE_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout51_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the fifty-first held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout51", SESSION_PLACES8)
