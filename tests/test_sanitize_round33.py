"""Round 33 (issue 27): the classes held-out 35 leaked and held-out 36's values split over
lines, each tested with tools of the class the sets do not hold and with look-alikes of
the same shape that must stay.

A session key under a name whose last word is `session` (a password manager's or a CLI's
key after an unlock). Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round33")
redact = default_sanitizer().redact
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
ALNUM_URLSAFE = B64[:-2] + "_-"


def _b64(n: int) -> str:
    return V.rand(n, B64)


# -- a session key under a name ending in `session` -------------------------------------------


def test_a_session_key_after_an_unlock_is_taken() -> None:
    for _ in range(DRAWS):
        key = _b64(86) + "=="
        token = V.rand(40)
        assert taken(f'$ export RBW_SESSION="{key}"', key)
        assert taken(f"export KEEPER_SESSION={token}", token)
        assert taken(f'{{"cliSession": "{token}"}}', token)
        assert taken(f"vaultSession: {token}", token)


def test_a_session_name_with_an_id_or_a_word_stays() -> None:
    for text in (
        "TMUX_SESSION=main",
        f"CLAUDE_SESSION={V.uuid()}",
        "DESKTOP_SESSION=ubuntu",
        "XDG_SESSION_TYPE=wayland",
        "export SCREEN_SESSION=build-42",
        f"session: {V.hex(40)}",
        f'"lastSession": "{base64.b64encode(b"2024-05-01T10:00:00Z").decode()}"',
    ):
        assert kept(text), text


def test_a_session_object_is_not_a_value() -> None:
    sid = "sess_" + V.rand(21)
    text = f'data: {{"type":"session.created","session":{{"id":"{sid}","model":"m-1"}}}}'
    assert kept(text), text
    token = V.rand(85)
    assert taken(f"tg_session = Client(token='{token}')", token)
    assert "Client(" in redact(f"tg_session = Client(token='{token}')")


# -- a value continued on the next line by a backslash ----------------------------------------


def test_a_value_continued_by_a_backslash_is_taken() -> None:
    for _ in range(DRAWS):
        pw, key = V.rand(28), _b64(60) + "="
        a, b = pw[:12], pw[12:]
        # a properties file, a shell's double quotes, a router's CLI
        text = f'db.password="{a}\\\n{b}"\ndb.user=app'
        assert taken(text, a) and taken(text, b), text
        text = f'export CONSUL_HTTP_TOKEN="{key[:30]}\\\n{key[30:]}"'
        assert taken(text, key[:30]) and taken(text, key[30:]), text
        text = f"set security ike policy p1 pre-shared-key ascii-text \\\n  '{a}\\\n{b}'"
        assert taken(text, a) and taken(text, b), text


def test_a_line_continued_without_a_secret_stays() -> None:
    for text in (
        "docker run --rm \\\n  -v $PWD:/src \\\n  alpine:3.19 sh",
        'echo "a long message that goes \\\non to the next line"',
        f'CHECKSUM="{V.hex(32)}\\\n{V.hex(32)}"',
        f'IMAGE="registry.example.com/team/app@sha256:{V.hex(30)}\\\n{V.hex(34)}"',
        'url="https://example.com/a/very/long/path/\\\nindex.html"',
        'echo "the build goes on\\\nto the next stage"',
        f'PUBKEY="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{_b64(20)}\\\n{_b64(23)} ci@build"',
    ):
        assert kept(text), text


# -- a key's share told in chat, whole or in two messages -------------------------------------


def test_a_key_share_told_in_chat_is_taken() -> None:
    for _ in range(DRAWS):
        # halves of letters and digits (a half of 20 letters alone reads as no code)
        a, b = _b64(20), _b64(23) + "="
        share = a + b
        assert taken(f"ok, my recovery share is {share} — please enter yours next", share)
        assert taken(f"Shamir share for the cold wallet: {share}", share)
        text = f"[10:02] ben: unseal share, first part: {a}\n[10:03] ben: second part: {b}"
        assert taken(text, a) and taken(text, b), text


def test_share_words_without_a_key_stay() -> None:
    for text in (
        "my recovery share is 3 of 5, the threshold is 3",
        "Vault needs 3 unseal shares out of 5 (key-threshold=3)",
        "the Shamir share count is 5, first part: setup, second part: unseal",
        "recovery share holders: alice, bob, carol",
    ):
        assert kept(text), text


# -- a key joined from literals in code, read with its name -----------------------------------


def test_a_key_joined_from_literals_is_read_with_its_name() -> None:
    for _ in range(DRAWS):
        key = V.hex(64)
        a, b = key[:32], key[32:]
        for text in (
            f'DEPLOYER_PK = ("0x{a}"\n               "{b}")',
            f'const signerSk = "0x{a}" +\n  "{b}";',
            f'deployer_sk: "0x{a}{b}"',
        ):
            assert taken(text, a) and taken(text, b), text


def test_a_digest_under_a_table_key_or_a_hash_name_stays() -> None:
    for _ in range(3):
        digest = V.hex(64)
        for text in (
            f'pk = "{digest}"',
            f'SK = "{digest}"',
            f'TX_HASH = ("0x{digest[:32]}"\n           "{digest[32:]}")',
            f'item = {{"pk": "USER#{digest[:16]}", "sk": "0x{digest[:40]}"}}',
            f'BLOCK_ROOT = "0x{digest}"',
        ):
            assert kept(text), text


# -- an ACL or operator token in an admin tool's printout -------------------------------------


def test_an_admin_token_in_an_aligned_printout_or_a_flag_is_taken() -> None:
    for _ in range(DRAWS):
        secret_id = V.uuid()
        text = f'{{\n  "AccessorID":          "{V.uuid()}",\n  "SecretID":            "{secret_id}"'
        assert taken(text, secret_id), text
        text = f"SecretID:              {secret_id}\nPolicies:   global-management"
        assert taken(text, secret_id), text
        token = V.rand(86, ALNUM_URLSAFE).lstrip("-") + "=="  # a leading dash reads as a flag
        text = f"quasar-cli login --host https://q.example.net -t {token} --org ops"
        assert taken(text, token), text


def test_an_aligned_printout_of_ids_and_a_padded_identifier_stay() -> None:
    for text in (
        f"AccessorID:       {V.uuid()}\nDescription:      Bootstrap Token (Global Management)",
        f"Node ID:                 {V.uuid()}\nDatacenter:          dc1",
        "build -t registry.example.com/team/app:2024-05-01 --file Dockerfile",
        "SecretID:         <redacted>",
        # URL-safe base64 of words, padded
        f"digest -t {base64.urlsafe_b64encode(b'release-notes_v2.4.1?for_all_users').decode()}",
    ):
        assert kept(text), text


# -- a game server's console variable on its command line -------------------------------------


def test_a_console_variable_of_a_secret_is_taken() -> None:
    for _ in range(DRAWS):
        token, pw = V.hex(32).upper(), V.rand(14)
        text = f"srcds_run -game tf +map ctf_2fort +sv_setsteamaccount {token} -port 27015"
        assert taken(text, token), text
        text = f"./q3ded +set dedicated 2 +set rcon_password {pw} +map q3dm17"
        assert taken(text, pw), text
        text = f'hlds_run -game cstrike +sv_password "{pw}" +maxplayers 16'
        assert taken(text, pw), text


def test_a_console_variable_of_a_setting_stays() -> None:
    for text in (
        "./cs2 -dedicated +map de_dust2 +game_type 0 +game_mode 1 +sv_lan 0",
        "srcds_run +sv_pure 1 +sv_region 3 +tv_enable 1 +maxplayers 24",
        "+sv_password +rcon_password are set in server.cfg",
        "./q3ded +set sv_hostname MyServer +set net_port 27960",
    ):
        assert kept(text), text


# -- a value a warning says not to share --------------------------------------------------------


def test_a_value_after_a_warning_not_to_share_is_taken() -> None:
    for _ in range(DRAWS):
        key, cookie = V.rand(40), V.hex(120).upper()
        text = (
            '{\n  "_comment": "Credentials for the CLI. Do NOT share this file.",\n'
            f'  "anthropic": "{key}"\n}}'
        )
        assert taken(text, key), text
        text = f".SITESESSION=_|WARNING:-DO-NOT-SHARE-THIS.--It-signs-you-in.|_{cookie}"
        assert taken(text, cookie), text
        text = f"# never share this token\n{key}"
        assert taken(text, key), text


def test_a_warning_beside_public_values_stays() -> None:
    for text in (
        "Do not share your screen during the demo; the meeting id is 845 2231 9087.",
        "Please don't share this link: https://example.com/docs/getting-started",
        '{"// note": "do not share", "model": "mistral-large-latest", "region": "eu-west-1"}',
        "DO-NOT-SHARE-THIS-FOLDER-WITH-ANYONE-OUTSIDE-THE-TEAM",
    ):
        assert kept(text), text


# -- a value wrapped over a YAML block's lines --------------------------------------------------


def test_a_value_wrapped_in_a_yaml_block_is_taken() -> None:
    for _ in range(DRAWS):
        key = _b64(64) + "=="
        a, b, c = key[:24], key[24:48], key[48:]
        text = f"relay:\n  shared_secret: >-\n    {a}\n    {b}\n    {c}\nport: 4222"
        assert all(taken(text, x) for x in (a, b, c)), text
        token = V.rand(48)
        text = f"auth:\n  api_token: |-\n      {token[:24]}\n      {token[24:]}\n"
        assert taken(text, token[:24]) and taken(text, token[24:]), text


def test_a_yaml_block_of_words_a_certificate_or_a_digest_stays() -> None:
    cert = base64.b64encode(bytes(range(48))).decode()
    for text in (
        "description: >-\n  A relay for the\n  office network\n",
        f"ca_bundle: |\n  -----BEGIN CERTIFICATE-----\n  {cert}\n  {cert}\n"
        "  -----END CERTIFICATE-----\n",
        f"checksum: >-\n  {V.hex(64)}\n  {V.hex(64)}\n",
        "script: |\n  make\n  install\n",
        f"public_key: >-\n  {_b64(40)}\n  {_b64(24)}=\n",
    ):
        assert kept(text), text
