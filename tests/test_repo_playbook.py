from __future__ import annotations

import os
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kenning.daemon.core.errors import PlaybookFileError
from kenning.daemon.core.models import (
    Provenance,
    Rule,
    RuleState,
    RuleType,
    Scope,
    Tombstone,
    Verification,
)
from kenning.daemon.playbook.repo_file import (
    detect_format,
    dump_repo_playbook,
    load_repo_playbook,
    read_cass_playbook,
    repo_playbook_path,
    save_repo_playbook,
)

T0 = datetime(2025, 3, 1, 12, 0, 0, 123456, tzinfo=UTC)


def rules() -> list[Rule]:
    return [
        Rule(
            id="b-0002",
            content="Use the shared db fixture",
            category="testing",
            created_at=T0,
            updated_at=T0,
        ),
        Rule(
            id="b-0001",
            content="Never call print() in library code: use logging — ünïcode too",
            category="style",
            tags=["python"],
            scope=Scope.LANGUAGE,
            scope_key="python",
            pinned=True,
            pinned_reason="team rule",
            verification=Verification(regex=r"\bprint\(", glob="*.py"),
            provenance=Provenance(sessions=["claude:1"], reasoning="long\nmultiline text"),
            half_life_days=180.0,
            created_at=T0,
            updated_at=T0,
        ),
    ]


def test_round_trip_is_byte_identical_and_order_independent(tmp_path: Path) -> None:
    tombs = [Tombstone(id="t-1", pattern="requests.get(", reason="use httpx", created_at=T0)]
    path = save_repo_playbook(tmp_path, rules(), tombs)
    first = path.read_bytes()
    loaded = load_repo_playbook(tmp_path)
    assert [b.id for b in loaded.rules] == ["b-0001", "b-0002"]
    assert all(b.origin == "repo" for b in loaded.rules)
    assert loaded.rules[0].verification == rules()[1].verification
    assert loaded.tombstones == tombs
    save_repo_playbook(tmp_path, loaded.rules, loaded.tombstones)
    assert path.read_bytes() == first
    shuffled = rules()
    random.Random(4).shuffle(shuffled)
    assert dump_repo_playbook(shuffled, tombs).encode() == first
    # stable key order, defaults left out, no temp files left behind
    text = first.decode()
    assert text.index("id: b-0001") < text.index("content:") < text.index("category:")
    assert "origin" not in text and "search_pointer" not in text
    assert sorted(p.name for p in path.parent.iterdir()) == ["playbook.yaml"]


def test_missing_file_is_an_empty_playbook(tmp_path: Path) -> None:
    pb = load_repo_playbook(tmp_path)
    assert pb.rules == [] and not pb.exists


def test_hand_written_rule_without_timestamps_loads_stably(tmp_path: Path) -> None:
    path = repo_playbook_path(tmp_path)
    path.parent.mkdir()
    path.write_text("rules:\n  - id: b-x\n    content: Keep PRs small\n")
    a, b = load_repo_playbook(tmp_path), load_repo_playbook(tmp_path)
    assert a.rules == b.rules and a.rules[0].content == "Keep PRs small"


@pytest.mark.parametrize(
    ("text", "line", "what"),
    [
        ("rules:\n  - id: b-1\n    content: [unclosed\n", 4, "not valid YAML"),
        (
            "rules:\n  - id: b-1\n    content: ok\n  - id: b-2\n    content: ok\n    colour: red\n",
            6,
            "colour",
        ),
        ("rules:\n  - id: b-1\n    content: ok\n    state: sleeping\n", 4, "state"),
        ("rules:\n  - id: b-1\n    content: a\n  - id: b-1\n    content: b\n", 4, "duplicate id"),
        ("colours: []\n", 1, "unknown top-level key"),
        ("rules:\n  - just text\n", 2, "must be a mapping"),
    ],
)
def test_corrupt_file_names_file_line_and_fix_and_is_backed_up(
    tmp_path: Path, kenning_home: Path, text: str, line: int, what: str
) -> None:
    path = repo_playbook_path(tmp_path)
    path.parent.mkdir()
    path.write_text(text)
    with pytest.raises(PlaybookFileError) as err:
        load_repo_playbook(tmp_path, backups=kenning_home / "backups")
    msg = err.value.message
    assert f"{path}:{line}" in msg and what in msg
    assert "git checkout" in (err.value.fix or "")
    (backup,) = (kenning_home / "backups").iterdir()
    assert backup.read_text() == text
    assert path.read_text() == text  # the original is left for the user to fix
    with pytest.raises(PlaybookFileError):  # loading again does not pile up copies
        load_repo_playbook(tmp_path, backups=kenning_home / "backups")
    assert len(list((kenning_home / "backups").iterdir())) == 1


CASS_CAMEL = """\
schema_version: 2
name: playbook
metadata:
  createdAt: "2025-01-01T00:00:00.000Z"
deprecatedPatterns:
  - pattern: "moment("
    deprecatedAt: "2025-02-01T00:00:00.000Z"
    reason: "use date-fns"
    replacement: "format("
bullets:
  - id: b-lx1abc-k2j3h4
    scope: language
    scopeKey: typescript
    category: testing
    content: "Use vitest fake timers instead of sleeping in tests"
    type: rule
    isNegative: false
    kind: stack_pattern
    state: active
    maturity: established
    helpfulCount: 3
    harmfulCount: 1
    feedbackEvents:
      - type: helpful
        timestamp: "2025-01-10T00:00:00.000Z"
        sessionPath: /home/u/.claude/projects/x/1.jsonl
      - type: harmful
        timestamp: "2025-01-11T00:00:00.000Z"
        reason: wrong_context
        context: "in e2e tests"
    helpfulEvents:
      - type: helpful
        timestamp: "2025-01-10T00:00:00.000Z"
    confidenceDecayHalfLifeDays: 90
    createdAt: "2025-01-05T00:00:00.000Z"
    updatedAt: "2025-01-12T00:00:00.000Z"
    pinned: false
    sourceSessions: [/home/u/.claude/projects/x/1.jsonl]
    sourceAgents: [claude]
    reasoning: "seen twice"
    tags: [vitest]
    embedding: [0.1, 0.2]
    derivedFrom:
      diaryIds: [d-1]
      keyEvidence: ["sleep(1000) made the suite flaky"]
    verification:
      type: regex
      pattern: "setTimeout\\\\("
      mode: absent
  - id: b-lx1abd-zzzzzz
    category: git
    content: "AVOID: force-pushing to shared branches"
    type: anti-pattern
    kind: anti_pattern
    deprecated: true
    deprecationReason: "branch protection does it"
    createdAt: "2025-01-05T00:00:00.000Z"
    updatedAt: "2025-01-05T00:00:00.000Z"
"""


def test_cass_import_camel_case(tmp_path: Path) -> None:
    path = tmp_path / "playbook.yaml"
    path.write_text(CASS_CAMEL)
    assert detect_format(path) == "cass"
    got = read_cass_playbook(path, backups=tmp_path / "bk")
    first, second = got.rules
    assert first.id == "b-lx1abc-k2j3h4" and first.scope == Scope.LANGUAGE
    assert first.scope_key == "typescript" and first.maturity == "established"
    assert first.half_life_days is None  # cass's default: use the configured one
    assert first.provenance.agents == ["claude"]
    assert first.provenance.evidence == ["sleep(1000) made the suite flaky"]
    assert first.verification is not None and first.verification.mode == "absent"
    assert first.created_at == datetime(2025, 1, 5, tzinfo=UTC)
    # 2 real events (the legacy mirror is not double counted) + 2 synthesized helpful ones
    mine = [e for e in got.events if e.rule_id == first.id]
    assert sorted(e.kind for e in mine) == ["harmful", "helpful", "helpful", "helpful"]
    harmful = next(e for e in mine if e.kind == "harmful")
    assert harmful.reason == "wrong_context — in e2e tests"
    assert second.state == RuleState.RETIRED and second.type == RuleType.ANTI_PATTERN
    assert "branch protection" in (second.provenance.reasoning or "")
    (tomb,) = got.tombstones
    assert tomb.pattern == "moment(" and tomb.replacement == "format("
    assert got.dropped["embedding"] == 1 and got.dropped["is_negative"] == 1


def test_cass_import_snake_case(tmp_path: Path) -> None:
    path = tmp_path / "playbook.yaml"
    path.write_text(
        "bullets:\n"
        "  - content: Run migrations in a transaction\n"
        "    category: db\n"
        "    helpful_count: 2\n"
        "    source_agents: [codex]\n"
        "    created_at: '2025-01-05T00:00:00Z'\n"
        "deprecated_patterns:\n"
        "  - pattern: raw SQL strings\n"
        "    reason: use the query builder\n"
    )
    assert detect_format(path) == "cass"
    got = read_cass_playbook(path, backups=tmp_path / "bk")
    (b,) = got.rules
    assert b.id.startswith("b-") and b.provenance.agents == ["codex"]
    assert [e.kind for e in got.events] == ["helpful", "helpful"]
    assert got.tombstones[0].reason == "use the query builder"


def test_cass_import_bad_rule_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "playbook.yaml"
    path.write_text("schema_version: 2\nbullets:\n  - content: ok rule\n  - category: x\n")
    with pytest.raises(PlaybookFileError) as err:
        read_cass_playbook(path, backups=tmp_path / "bk")
    assert f"{path}:4" in err.value.message and "content" in err.value.message


def test_kenning_export_is_detected_as_kenning(tmp_path: Path) -> None:
    save_repo_playbook(tmp_path, rules())
    assert detect_format(repo_playbook_path(tmp_path)) == "kenning"


# A token pasted by hand into the team file (built here so no scanner sees it whole).
PASTED = "ghp_" + "Q7w8E9r0T1y2U3i4O5p6A7s8D9f0G1h2J3k4"
HAND_WRITTEN = f"""\
version: 2
rules:
  - id: b-tok
    content: "Deploy with GITHUB_TOKEN={PASTED} from CI"
    pinned: true
    pinned_reason: "the token {PASTED} is the release bot's"
    provenance:
      reasoning: "seen as Authorization: Bearer {PASTED}"
      evidence: ["export GITHUB_TOKEN={PASTED}"]
  - id: b-clean
    content: Keep PRs small
tombstones:
  - id: t-1
    pattern: curl -u
    reason: "we used curl -u admin:Zq8Lm2Xw9Kp4 before"
    replacement: "a token from the vault"
"""


def test_hand_written_secrets_are_redacted_as_the_file_is_read(tmp_path: Path) -> None:
    path = repo_playbook_path(tmp_path)
    path.parent.mkdir()
    path.write_text(HAND_WRITTEN)
    team = load_repo_playbook(tmp_path)
    tok, clean = team.rules
    assert tok.content == "Deploy with GITHUB_TOKEN=[REDACTED:github_token] from CI"
    assert tok.pinned_reason == "the token [REDACTED:github_token] is the release bot's"
    assert PASTED not in (tok.provenance.reasoning or "") + "".join(tok.provenance.evidence)
    assert clean.content == "Keep PRs small"
    (tomb,) = team.tombstones
    assert tomb.reason == "we used curl -u admin:[REDACTED:curl_credentials] before"
    assert tomb.pattern == "curl -u" and tomb.replacement == "a token from the vault"
    assert path.read_text() == HAND_WRITTEN  # reading never writes
    # the next save writes the file redacted, and then reads back unchanged
    save_repo_playbook(tmp_path, team.rules, team.tombstones)
    assert PASTED not in path.read_text() and "Zq8Lm2Xw9Kp4" not in path.read_text()
    again = load_repo_playbook(tmp_path)
    assert sorted(b.content for b in again.rules) == sorted(b.content for b in team.rules)


def test_an_unchanged_file_is_parsed_once_and_an_edit_is_seen(tmp_path: Path) -> None:
    save_repo_playbook(tmp_path, [Rule(id="b-one", content="Team rule one")])
    path = repo_playbook_path(tmp_path)
    first = load_repo_playbook(tmp_path, backups=tmp_path)
    again = load_repo_playbook(tmp_path, backups=tmp_path)
    assert again.rules == first.rules and again.rules is not first.rules
    assert again.rules[0] is first.rules[0]  # not parsed again
    # same size and mtime, other bytes: read again
    stamp = path.stat().st_mtime
    path.write_text(path.read_text().replace("Team rule one", "Team rule two"))
    os.utime(path, (stamp, stamp))
    (edited,) = load_repo_playbook(tmp_path, backups=tmp_path).rules
    assert edited.content == "Team rule two"
    # a broken file is reported every time, never served from the cache
    path.write_text("rules: [\n")
    for _ in range(2):
        with pytest.raises(PlaybookFileError):
            load_repo_playbook(tmp_path, backups=tmp_path)


def test_rules_are_written_under_rules_and_format_1_files_are_still_read(
    tmp_path: Path,
) -> None:
    path = save_repo_playbook(tmp_path, [Rule(id="b-new", content="Keep PRs small")])
    text = path.read_text()
    assert "\nrules:\n" in text and "bullets" not in text and "version: 2" in text
    # a file written before format 2 names its list `bullets:`: read as before
    path.write_text("version: 1\nbullets:\n  - id: b-old\n    content: Squash merges\n")
    (old,) = load_repo_playbook(tmp_path, backups=tmp_path).rules
    assert (old.id, old.content) == ("b-old", "Squash merges")
    # and saving it again writes the new key, same rule
    save_repo_playbook(tmp_path, [old])
    assert "\nrules:\n- id: b-old\n" in path.read_text()
    # both keys at once is ambiguous: refused with the line, nothing half-read
    both = "rules:\n  - id: b-a\n    content: a\nbullets:\n  - id: b-b\n    content: b\n"
    path.write_text(both)
    with pytest.raises(PlaybookFileError, match=r"yaml:4: .*both `rules:` and `bullets:`"):
        load_repo_playbook(tmp_path, backups=tmp_path)
