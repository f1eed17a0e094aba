"""A run's sanitizer (ingest/redactions.py): each long text redacted once, the same texts stored."""

from __future__ import annotations

from pathlib import Path

import orjson

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.ingest.redactions import REMEMBER_ABOVE, Remembered
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

TOKEN = "ghp_" + "Zq81Lm0aBc3De4Fg5Hi6Jk7Lm8No9Pq0Rs1T"
LONG_SECRET = f"export GITHUB_TOKEN={TOKEN}\nthen run the deploy script from the repository root"
LONG_PLAIN = "the flaky retry decorator around the payment client, nothing secret in it at all"
TEXTS = [
    LONG_SECRET,
    "yes",
    "",
    LONG_PLAIN,
    LONG_SECRET,
    "password = hunter2hunter2 in the old config " * 3,
    "yes",
    LONG_PLAIN,
]


def test_texts_long_and_short_repeated_or_not_are_redacted_as_the_sanitizer_does() -> None:
    sanitizer = default_sanitizer()
    remembered = Remembered(sanitizer)
    assert len(LONG_SECRET) > REMEMBER_ABOVE and len(LONG_PLAIN) > REMEMBER_ABOVE
    expected = [sanitizer.redact(t) for t in TEXTS]
    assert TOKEN not in expected[0]
    assert remembered.redact_all(TEXTS) == expected
    assert [remembered.redact(t) for t in TEXTS] == expected
    assert remembered.redact_all(list(reversed(TEXTS))) == list(reversed(expected))
    assert remembered.redact_all([]) == []


def test_a_long_text_asked_again_is_the_redaction_kept_not_a_second_search() -> None:
    remembered = Remembered(default_sanitizer())
    first = remembered.redact(LONG_SECRET)
    assert first != LONG_SECRET and TOKEN not in first
    # the very string kept the first time: the sanitizer was not asked again
    assert remembered.redact(LONG_SECRET) is first
    assert remembered.redact_all([LONG_PLAIN, LONG_SECRET])[1] is first
    # short texts are left to the sanitizer's own memo
    remembered.redact("yes")
    assert remembered.digest("yes") not in remembered.new | remembered.old


def test_a_text_that_redaction_leaves_as_it_is_is_kept_as_its_digest_alone() -> None:
    remembered = Remembered(default_sanitizer())
    assert remembered.redact(LONG_PLAIN) == LONG_PLAIN
    assert remembered.new == {remembered.digest(LONG_PLAIN): None}
    assert remembered.size == 0  # no characters held for it
    again = LONG_PLAIN[:10] + LONG_PLAIN[10:]  # an equal text, another string
    assert again is not LONG_PLAIN and remembered.redact(again) is again
    # digests are keyed per memo: another memo's digest of the same text differs
    assert Remembered(default_sanitizer()).digest(LONG_PLAIN) != remembered.digest(LONG_PLAIN)


def test_the_memo_holds_two_generations_at_most_and_keeps_what_comes_back() -> None:
    sanitizer = default_sanitizer()
    plain = [f"{LONG_PLAIN} number {n}" for n in range(40)]
    secrets = [f"{LONG_SECRET} number {n}" for n in range(12)]
    texts = plain + secrets
    # generations by digests (the plain texts) and by characters of redactions kept
    size = len(sanitizer.redact(secrets[0]))
    for remembered in (Remembered(sanitizer, texts=5), Remembered(sanitizer, chars=3 * size)):
        for _ in range(3):
            for text in texts:
                assert remembered.redact(text) == sanitizer.redact(text)
                assert len(remembered.new) + len(remembered.old) <= 2 * remembered.texts
                changed = [r for r in remembered.new.values() if r is not None]
                assert remembered.size == sum(map(len, changed)) < remembered.chars
                assert sum(len(r) for r in remembered.old.values() if r) < 2 * remembered.chars
    # a text found in the older generation moves to the newer one
    key = remembered.digest(LONG_SECRET)
    remembered.new, remembered.old, remembered.size = {}, {key: "kept"}, 0
    assert remembered.redact(LONG_SECRET) == "kept"
    assert remembered.new == {key: "kept"} and remembered.size == 4


def test_a_tool_input_is_walked_as_the_sanitizer_walks_it_its_strings_remembered() -> None:
    sanitizer = default_sanitizer()
    remembered = Remembered(sanitizer)
    value = {
        "command": LONG_SECRET,
        "api_key": "sk9f8e7d6c5b4a3f2e1d0c9b8a",
        "edits": [{"old_string": LONG_PLAIN, "new_string": LONG_SECRET}, 7, None, True],
        "password": 123456789,
    }
    for shortcut in (True, False):
        assert remembered.redact_json(value, shortcut=shortcut) == sanitizer.redact_json(
            value, shortcut=shortcut
        )
    assert remembered.digest(LONG_SECRET) in remembered.new
    walked = remembered.redact_json(value, shortcut=False)
    assert isinstance(walked, dict)
    assert walked["command"] is remembered.redact(LONG_SECRET)
    assert TOKEN not in orjson.dumps(walked).decode()


def test_an_ingested_transcript_stores_each_repeated_text_as_redacted_alone(
    tmp_path: Path,
) -> None:
    # the same long texts in several sessions of a run: each row is `redact` of its text
    root = tmp_path / "claude" / "projects" / "-home-dev-app"
    root.mkdir(parents=True)
    for n in range(3):
        lines = []
        for i, text in enumerate(TEXTS):
            if not text:
                continue
            lines.append(
                {
                    "type": "assistant",
                    "uuid": f"s{n}-{i}",
                    "sessionId": f"session-{n}",
                    "timestamp": f"2026-11-0{n + 1}T12:00:{i:02d}Z",
                    "cwd": "/home/dev/app",
                    "message": {
                        "role": "assistant",
                        "content": [
                            {"type": "text", "text": text},
                            {
                                "type": "tool_use",
                                "id": f"t{n}{i}",
                                "name": "Bash",
                                "input": {"command": text, "description": "run"},
                            },
                        ],
                    },
                }
            )
        path = root / f"session-{n}.jsonl"
        path.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
    store = Store.open(tmp_path / "kenning.db")
    env = {"CLAUDE_CONFIG_DIR": str(tmp_path / "claude")}
    report = ingest_paths(
        store,
        Settings(),
        None,
        environ=env,
        home=tmp_path / "home",
        agents=["claude_code"],
        projects=[],
    )
    assert not report.failed
    sanitizer = default_sanitizer()
    rows = store.query("SELECT key, text, tool_calls FROM messages ORDER BY session_id, idx")
    assert len(rows) == 3 * sum(1 for t in TEXTS if t)
    for key, text, calls in rows:
        original = TEXTS[int(str(key).rsplit("-", 1)[1])]
        assert text == sanitizer.redact(f"{original}\n[Tool: Bash - run]")
        assert orjson.loads(calls)[0]["input"] == sanitizer.redact_json(
            {"command": original, "description": "run"}
        )
        assert TOKEN not in text and TOKEN not in calls


def test_an_object_walked_member_by_member_is_the_sanitizers_walk_its_short_members_kept() -> None:
    sanitizer = default_sanitizer()
    remembered = Remembered(sanitizer)
    state = {
        "n": 12,
        "calls": {f"toolu_{n:04d}": "Bash" for n in range(30)} | {"api_key": "sk9f8e7d6c5b4a3f2e"},
        "password": "hunter2hunter2",
        "pin_password": 4821,
        "tokens": ["ghp_" + "Zq81Lm0aBc3De4Fg5Hi6Jk7Lm8No9Pq0Rs1T", "x"],
        "nested": {"deeper": {"secret": "s3cr3t-v4lue-h3re", "title": LONG_SECRET}},
        "cmd": True,
        "none": None,
        1: "a key that is no string",
    }
    expected = sanitizer.redact_json(state, shortcut=False)
    for _ in range(2):  # the second time from the memo
        assert remembered.redact_json(state, shortcut=False) == expected
        walked = remembered.redact_json(state, shortcut=False)
        keys = orjson.OPT_NON_STR_KEYS
        assert orjson.dumps(walked, option=keys) == orjson.dumps(expected, option=keys)
    assert TOKEN not in orjson.dumps(expected, option=orjson.OPT_NON_STR_KEYS).decode()
    assert ("calls", "Bash") not in remembered.members  # a member is kept under its own key
    assert ("toolu_0001", "Bash") in remembered.members
    assert remembered.members[("password", "hunter2hunter2")] != "hunter2hunter2"
