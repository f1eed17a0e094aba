"""Keys pasted into a chat: prose that names them, more vendors' shapes, every connector.

The keys are made up in the shape of real ones (built by concatenation so that
no scanner sees a whole one in this file).
"""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.safety.pasted import generated
from kenning.daemon.safety.sanitize import default_sanitizer, marker
from kenning.daemon.store.db import Store

S = default_sanitizer()

GOOGLE = "AIza" + "SyC4r9Qm2ZxW7kLp0Vb3Nt8Hj5Gd1Fs6Ae"
OPENAI = "sk-proj-" + "q8Z2mK4vN7xR1tB5wC9yL3pD6hF0jG2sA8eU4iO7kT3BlbkFJ"
ANTHROPIC = "sk-ant-api03-" + "Hq7Lm2Zx9Vb4Nt1Kj8Gd5Fs0Ae3Wr6Yu2Io9Pl4Mk7Nj1Bh8Vg5Cf2Xd0Sz3Qa6AA"
GITHUB = "ghp_" + "Zq4Lm8Xv2Nb6Kt0Jh3Gf7Ds1Aw5Er9Ty2Ui4"
#: a key with no vendor prefix (Mistral, Cohere and others issue such keys)
BARE = "Qm7ZxL2vK9pN4tB8wR1yC6dF3hJ0sG5a"
BARE_HEX = "9f3b7c1e5a2d8f4b6c0e9a7d3f1b5c8e"

VENDORS = [
    ("GOCSPX-" + "Zq4Lm8Xv2Nb6Kt0Jh3Gf7Ds1Aw5E", "google_oauth_secret"),
    ("1//0" + "9gQm7ZxL2vK9pN4tB8wR1yC6dF3hJ0sG5aLmN2bV7cX4zQ8", "google_oauth_token"),
    ("7412589630:AA" + "Hq7Lm2Zx9Vb4Nt1Kj8Gd5Fs0Ae3Wr6Yu2", "telegram_bot_token"),
    ("sk_" + "3f9b7c1e5a2d8f4b6c0e9a7d3f1b5c8e2a4d6f8b0c1e3a5d", "api_token"),  # ElevenLabs
    ("ntn_" + "Zq4Lm8Xv2Nb6Kt0Jh3Gf7Ds1Aw5Er9Ty2Ui4Op6Lk8Jh3G", "api_token"),  # Notion
    ("sntrys_" + "eyJpYXQiOjE3MDAwMDAwMDAsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIn0", "api_token"),
    ("sb_secret_" + "Zq4Lm8Xv2Nb6Kt0Jh3Gf7Ds1Aw5Er9T", "api_token"),  # Supabase
]

PROSE = [
    "here is my key: {k}",
    "my gemini key is {k} please use it",
    "API key -> {k}",
    "The token is `{k}`.",
    "use this key:\n{k}\nthanks",
    "secret: **{k}**",
    "password — {k}",
    "apikey {k}",
    "for the nightly job you need the deploy token, it's {k}",
    "the signing key, that is {k}, rotates monthly",
]


@pytest.mark.parametrize(("key", "kind"), VENDORS, ids=[k[:8] for k, _ in VENDORS])
def test_vendor_shapes_are_redacted_alone_and_in_prose(key: str, kind: str) -> None:
    for text in (key, f"try this one {key} now", f"export BOT={key}"):
        out = S.redact(text)
        assert key not in out, out
    assert marker(kind) in S.redact(f"try this one {key} now")


@pytest.mark.parametrize("phrase", PROSE)
@pytest.mark.parametrize("key", [BARE, BARE_HEX, "fc-" + BARE_HEX, "csk-" + BARE_HEX[:28] + "k7m2"])
def test_a_key_named_in_words_is_redacted_whatever_its_shape(phrase: str, key: str) -> None:
    text = phrase.format(k=key)
    out = S.redact(text)
    assert key not in out, out
    words = out.split("[REDACTED:")[0]
    assert words and text.startswith(words)  # the words before it stay


@pytest.mark.parametrize(
    "text",
    [
        "the primary key is composite_user_session_index",
        "key: user_id_for_the_current_session",
        "cache key: user:1234:profile:settings:v2",
        "> Tokens: 1.8k sent, 653 received. Cost: $0.01 message, $0.02 session.",
        "password: <your password here>",
        "key: src/components/settings/ApiKeyForm.tsx",
        "<Item key={item.identifier2024} />",
        "the token bucket refills every 250 milliseconds",
        "key: AbstractSingletonProxyFactoryBean",
        "token = tokenizer.next_token_after(position2)",
        "secret: ${{ secrets.DEPLOY_KEY_2024 }}",
        "monkey: Qm7ZxL2vK9pN4tB8wR1yC6dF3hJ0sG5a",
        "key: sk-...your-key-here...",
        # ids: a UUID after a counter or a time, a number used once
        "Compiling query(runId=spark_20261130101500_0f8b2c4e-91d3-4a6e-b2f7-3c5d8e9a1b20)",
        "MEMBER  worker-ingest-3-5e2a9c1d-7b4f-4e8a-9d6c-2f1b3a4c5d6e  /10.0.4.7",
        "Content-Security-Policy: script-src 'self' 'nonce-Zq4Lm8Xv2Nb6Kt0Jh3Gf7Q=='",
        "CREATE USER ro IDENTIFIED WITH sha256_hash BY '" + BARE_HEX + BARE_HEX + "'",
    ],
)
def test_look_alikes_survive(text: str) -> None:
    assert S.redact(text) == text


def test_generated_wants_a_machine_made_value() -> None:
    assert generated(BARE) and generated(BARE_HEX)
    assert not generated("user_id_for_the_current_session")
    assert not generated("src/components/App.tsx")
    assert not generated("short1A")


# -- through the connectors: what a user pastes into any agent's chat is stored redacted --

PASTED = [GOOGLE, OPENAI, ANTHROPIC, GITHUB, BARE, *(k for k, _ in VENDORS[:3])]


def _said(n: int, key: str) -> str:
    return f"turn {n}: here is my key: {key}\nplease wire it into the client"


def _gemini(home: Path) -> None:
    chats = home / ".gemini" / "tmp" / "3f2a" / "chats"
    chats.mkdir(parents=True)
    lines: list[dict[str, object]] = [
        {"sessionId": "g-1", "projectHash": "3f2a", "startTime": "2026-03-01T10:00:00Z"}
    ]
    for n, key in enumerate(PASTED):
        lines.append(
            {
                "id": f"u{n}",
                "type": "user",
                "timestamp": "2026-03-01T10:00:01Z",
                "content": [{"text": _said(n, key)}],
            }
        )
        lines.append(
            {
                "id": f"g{n}",
                "type": "gemini",
                "timestamp": "2026-03-01T10:00:02Z",
                "content": "Saved it to .env.",
                "toolCalls": [
                    {
                        "id": f"c{n}",
                        "name": "write_file",
                        "args": {"file_path": ".env", "content": f"API_KEY={key}\n"},
                        "resultDisplay": f"wrote key {key}",
                        "status": "success",
                    }
                ],
            }
        )
    path = chats / "session-2026-03-01T10-00-g1.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps(line) for line in lines) + b"\n")


def _claude(home: Path) -> None:
    folder = home / ".claude" / "projects" / "-work-app"
    folder.mkdir(parents=True)
    lines = [
        {
            "type": "user",
            "sessionId": "0b7f3c2e-4d1a-4e8b-9c6f-2a5d8e1b3c70",
            "uuid": f"0b7f3c2e-0000-4000-8000-00000000000{n}",
            "cwd": "/work/app",
            "timestamp": "2026-03-01T10:00:00.000Z",
            "message": {"role": "user", "content": _said(n, key)},
        }
        for n, key in enumerate(PASTED)
    ]
    path = folder / "0b7f3c2e-4d1a-4e8b-9c6f-2a5d8e1b3c70.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps(line) for line in lines) + b"\n")


def _codex(home: Path) -> None:
    folder = home / ".codex" / "sessions" / "2026" / "03" / "01"
    folder.mkdir(parents=True)
    meta = {
        "timestamp": "2026-03-01T10:00:00.000Z",
        "type": "session_meta",
        "payload": {"id": "0199aaaa-1111-7222-8333-944455556666", "cwd": "/work/app"},
    }
    lines = [meta] + [
        {
            "timestamp": "2026-03-01T10:00:01.000Z",
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": _said(n, key)}],
            },
        }
        for n, key in enumerate(PASTED)
    ]
    path = folder / "rollout-2026-03-01T10-00-00-0199aaaa-1111-7222-8333-944455556666.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps(line) for line in lines) + b"\n")


def _aider(home: Path) -> None:
    turns = "".join(
        f"#### {_said(n, key).replace(chr(10), '  ' + chr(10) + '#### ')}  \n\n"
        for n, key in enumerate(PASTED)
    )
    (home / ".aider.chat.history.md").write_text(
        "\n# aider chat started at 2026-03-01 10:00:00\n\n" + turns + "Done.\n"
    )


@pytest.mark.parametrize(
    ("agent", "write"),
    [("gemini", _gemini), ("claude_code", _claude), ("codex", _codex), ("aider", _aider)],
)
def test_keys_pasted_into_any_agents_chat_are_stored_redacted(
    store: Store, tmp_path: Path, agent: str, write: object
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    write(home)  # type: ignore[operator]
    report = ingest_paths(store, Settings(), None, environ={}, home=home, agents=[agent])
    assert report.sessions >= 1
    rows = store.conn.execute(
        "SELECT m.text, m.tool_calls FROM messages m JOIN sessions s ON s.id = m.session_id "
        "WHERE s.agent = ?",
        (agent,),
    ).fetchall()
    stored = "\n".join(f"{r[0]}\n{r[1] or ''}" for r in rows)
    assert "turn 0: here is my key: [REDACTED:" in stored
    for key in PASTED:
        assert key not in stored, f"{agent} stored {key[:8]}… verbatim"
    # nor anywhere else in the database file (titles, checkpoints, skips)
    dump = "\n".join(store.conn.iterdump())
    for key in PASTED:
        assert key not in dump, f"{agent}: {key[:8]}… is in the database"


#: random path segments as temporary folders, caches and builds name them (mixed case,
#: digits, dashes: what a prefixed token's body looks like), never secrets
_SEGMENT = "ugnPucbaY7sUMuCzuzee6uMDhqnYNX"


@pytest.mark.parametrize(
    "path",
    [
        f"/tmp/kenning-learning-real-g1y8s9q4/proj/{_SEGMENT}/file.md",
        "/var/folders/kenning-learning-real-ab12/x/y/file.md",
        "/home/u/proj/build/abc123def456/out.txt",
        f"aider:/tmp/kenning-learning-real-q0x_7z2k/{_SEGMENT}/.aider.chat.history.md",
        "/home/u/Library/Caches/R8_V3F4HZTXDWnxSjd1_h6oD6SlQeJQqv3N4F-Xd/x",
        "/home/u/.cache/uv/archive-v0/Qh3kFZ8x9LpWm2sT7vYbA/lib/x.py",
        "./dist/assets/index-" + "Bq7Zk2Lm9Xv4Nt8Jw3Rc1Ys6" + "/app.js",
    ],
)
@pytest.mark.parametrize("around", ["{}", "cat {} | head", '{{"file_path": "{}"}}', "path={}"])
def test_a_path_with_random_segments_is_not_a_token(path: str, around: str) -> None:
    text = around.format(path)
    assert S.redact(text) == text


def test_a_known_key_in_a_path_is_still_redacted() -> None:
    # a segment that is key material of a known shape is its vendor rule's
    for key in (GITHUB, OPENAI, ANTHROPIC):
        out = S.redact(f"curl https://api.example.com/v1/{key}/charges")
        assert key not in out and "/charges" in out and "[REDACTED:" in out
    # a prefixed token of no known vendor, outside a path, is still one
    token = "acme_live_" + "Ab3Cd9Ef2Gh7Jk4Lm8Np1Qr5St"
    assert S.redact(f"use {token} to deploy") == "use [REDACTED:api_token] to deploy"
