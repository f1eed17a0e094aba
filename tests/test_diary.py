"""Diaries, the evidence gate and the learning CLI on really ingested sessions; the LLM path."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import LlmConfig, Settings
from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session
from kenning.daemon.learning.diary import build_diary, extract, get_diary
from kenning.daemon.learning.llm import get_llm
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .learning_sessions import Step, fixed_error_session, ingest_home, write_session
from .test_llm import Fake, fake  # noqa: F401  (the fixture)

REDACT = default_sanitizer().redact
SECRET = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD"


def _home(tmp_path: Path) -> Path:
    return tmp_path / "user-home"


def _llm(store: Store, server: Fake) -> Any:
    config = LlmConfig(
        provider="openai",
        base_url=server.url,
        model="test-model",
        price_in_per_mtok=1.0,
        price_out_per_mtok=1.0,
        api_key_env="TEST_KEY",
    )
    llm = get_llm(config, store, redact=REDACT, environ={"TEST_KEY": "local-key"})
    assert llm is not None
    llm.sleep = lambda _s: None
    return llm


def test_diary_of_a_fixed_error(store: Store, tmp_path: Path) -> None:
    _, sid = write_session(_home(tmp_path), "a", fixed_error_session())
    ingest_home(store, _home(tmp_path))
    d, source = build_diary(store, sid, redact=REDACT)
    assert source == "deterministic" and d.status == "success" and d.tests_passed
    [challenge] = d.challenges
    assert challenge.exception == "ModuleNotFoundError" and challenge.command == "pytest -q tests"
    assert challenge.message == "No module named 'yaml'"
    [learning] = d.learnings
    assert learning.fix == "run `pip install pyyaml`"
    assert "created /work/app/app/config.py" in d.accomplishments
    assert "made `pytest -q` pass" in d.accomplishments
    assert {"python", "tests", "ModuleNotFoundError"} <= set(d.tags)
    assert get_diary(store, sid) == d
    again, _ = build_diary(store, sid, redact=REDACT)
    assert again == d


def test_a_session_id_the_redactor_would_change_stays_the_diarys_key(
    store: Store, tmp_path: Path
) -> None:
    """A session id is the key of its row (a path, for some agents): redacting it in the
    diary would name no session, and saving the diary would break the store's key."""
    _, sid = write_session(_home(tmp_path), "a", fixed_error_session())
    ingest_home(store, _home(tmp_path))

    def redact_ids(text: str) -> str:  # a redactor that takes the id for a token
        return text.replace(sid, "[REDACTED:api_token]")

    d, _ = build_diary(store, sid, redact=redact_ids)
    assert d.session_id == sid and get_diary(store, sid) == d


def test_failure_when_the_tests_still_fail_and_the_user_says_so(
    store: Store, tmp_path: Path
) -> None:
    steps: list[Step] = [
        ("user", "Make the importer handle empty files"),
        ("edit", "/work/app/imp.py", "read()", "read() or ''"),
        ("bash", "pytest -q", "E   AssertionError: expected 0 rows\n1 failed, 3 passed", True),
        ("user", f"It is still broken. My key is {SECRET}"),
    ]
    _, sid = write_session(_home(tmp_path), "bad", steps)
    ingest_home(store, _home(tmp_path))
    d, _ = build_diary(store, sid, redact=REDACT)
    assert d.status == "failure" and not d.tests_passed and d.learnings == []
    assert d.challenges[0].exception == "AssertionError"
    assert "edited /work/app/imp.py" in d.accomplishments
    stored = store.query("SELECT json FROM diaries WHERE session_id = ?", (sid,))[0][0]
    assert SECRET not in stored and SECRET not in orjson.dumps(d.model_dump()).decode()


@pytest.mark.slow
def test_llm_diary_and_fallback_on_garbage(store: Store, tmp_path: Path, fake: Fake) -> None:  # noqa: F811
    _, sid = write_session(_home(tmp_path), "a", fixed_error_session())
    ingest_home(store, _home(tmp_path))
    made = {
        "session_id": "ignored",
        "status": "success",
        "accomplishments": ["added config loading with PyYAML"],
        "preferences": [],
    }
    fake.script.append(fake.openai(orjson.dumps(made).decode()))
    d, source = build_diary(store, sid, redact=REDACT, llm=_llm(store, fake))
    assert source == "llm" and d.accomplishments == ["added config loading with PyYAML"]
    assert d.session_id == sid  # identity comes from the store, not the model
    # garbage twice (the first answer and the retry) → the deterministic diary
    fake.script += [fake.openai("this is not json"), fake.openai('{"status": 42}')]
    d2, source2 = build_diary(store, sid, redact=REDACT, llm=_llm(store, fake))
    assert source2 == "deterministic" and d2.learnings and d2.learnings[0].fix
    assert len(fake.requests) == 3


def test_llm_reflector_passes_stop_when_nothing_new(
    store: Store,
    tmp_path: Path,
    fake: Fake,  # noqa: F811
) -> None:
    _, sid = write_session(_home(tmp_path), "a", fixed_error_session())
    ingest_home(store, _home(tmp_path))
    rule = {"rules": [{"content": "Declare new runtime dependencies in pyproject.toml",
                       "kind": "workflow", "sessions": [sid]}]}  # fmt: skip
    fake.script += [fake.openai(orjson.dumps(rule).decode())] * 2
    report = reflect(store, Settings(), redact=REDACT, llm=_llm(store, fake), max_passes=5)
    assert report.llm_passes == 2  # the second pass had nothing new
    added = [d for d in report.deltas if d.content.startswith("Declare new runtime")]
    assert len(added) == 1 and added[0].action == "add" and added[0].sessions == [sid]
    # the model's rule waits for evidence or a person, as any one-session lesson does
    assert added[0].state == "proposal"


@pytest.mark.slow
def test_cli_diary_reflect_and_validate(kenning: Any, tmp_path: Path) -> None:
    home = _home(tmp_path)
    _, sid = write_session(home, "a", fixed_error_session())
    assert kenning("ingest", "--json").code == 0
    r = kenning("diary", sid, "--json")
    assert r.code == 0, r.stderr
    assert r.json()["diary"]["status"] == "success" and r.json()["source"] == "deterministic"
    summary = tmp_path / "kenning-home" / "summaries"
    assert list(summary.glob("*/summary.md"))
    dry = kenning("reflect", "--dry-run", "--json").json()
    # verified by the passing run right after the install, yet one session: a proposal
    assert dry["dry_run"] and dry["deltas"][0]["state"] == "proposal"
    assert kenning("playbook", "list", "--json").json()["rules"] == []
    real = kenning("reflect", "--json").json()
    assert [d["action"] for d in real["deltas"]] == ["add"]
    assert kenning("reflect", "--json").json()["deltas"] == []
    missing = kenning("diary", "claude_code:nope", "--json")
    assert missing.code != 0 and missing.json()["error"]["kind"] == "session_not_found"


@pytest.mark.slow
def test_the_gate_rejects_a_rule_contradicted_by_more_failures(
    kenning: Any, tmp_path: Path
) -> None:
    home = _home(tmp_path)

    def attempt(name: str, passed: bool, day: int) -> None:
        steps: list[Step] = [
            ("user", "Mock the payments gateway with responses for the checkout tests"),
            ("edit", "/work/shop/tests/test_checkout.py", "real", "responses mock"),
        ]
        if passed:
            steps += [("bash", "pytest -q tests", "8 passed", False), ("user", "great")]
        else:
            out = "E   ConnectionError: gateway timeout\n2 failed, 6 passed"
            steps += [("bash", "pytest -q tests", out, True), ("user", "still failing")]
        write_session(home, name, steps, cwd="/work/shop", day=day)

    for n in range(3):
        attempt(f"fail{n}", False, n + 1)
    attempt("ok", True, 9)
    assert kenning("ingest", "--json").code == 0
    assert kenning("reflect", "--json").code == 0  # diaries for every session
    r = kenning("validate", "Mock the payments gateway with responses in checkout tests", "--json")
    assert r.code == 0, r.stderr
    data = r.json()
    assert data["verdict"] == "reject"
    assert len(data["contradicting"]) == 3 and len(data["supporting"]) == 1
    human = kenning("validate", "Mock the payments gateway with responses in checkout tests")
    assert human.stdout.startswith("reject: 1 supporting, 3 contradicting")
    assert (
        kenning("validate", "Use a nightly build of the compiler", "--json").json()["verdict"]
        == "proposal"
    )
    empty = kenning("validate", " ", "--json")
    assert empty.code != 0 and empty.json()["error"]["kind"] == "usage"


@pytest.mark.slow
def test_memory_facts_why_links_and_surfacing(kenning: Any, tmp_path: Path) -> None:
    home = _home(tmp_path)
    pref: list[Step] = [("user", "Always pin dependencies in requirements.txt.")]
    _, first = write_session(home, "a", fixed_error_session() + pref, day=1)
    _, second = write_session(home, "b", fixed_error_session() + pref, day=2)
    assert kenning("ingest", "--json").code == 0
    deltas = kenning("reflect", "--json").json()["deltas"]
    rule_id = next(d["rule_id"] for d in deltas if "ModuleNotFoundError" in d["content"])
    assert kenning("summaries", "--json").json()["facts"] >= 2
    memory = tmp_path / "MEMORY.md"
    assert kenning("export", "memory-md", "--output", str(memory)).code == 0
    text = memory.read_text()
    assert text.index("## Facts") < text.index("## Top rules")
    assert "In `/work/app` the tests run with `pytest -q` (2 sessions)." in text
    assert 'the user said 2 times: "always pin dependencies in requirements.txt"' in text
    why = kenning("why", rule_id, "--json").json()
    assert {(link["session_id"], link["relation"]) for link in why["links"]} == {
        (first, "supports"),
        (second, "supports"),
    }
    assert all(link["status"] == "success" for link in why["links"])
    # the lesson belongs to its project: a briefing there shows it
    shown = kenning(
        "context", "fix the yaml import error in pytest", "--workspace", "/work/app", "--json"
    ).json()
    assert rule_id in [r["id"] for r in shown["rules"] + shown["pitfalls"]]
    with Store.open(tmp_path / "kenning-home" / "kenning.db") as s:
        rows = s.query("SELECT place FROM surfaced_rules WHERE bullet_id = ?", (rule_id,))
    assert [r[0] for r in rows] == ["context"]


def test_a_changed_command_line_that_passes_is_the_fix(store: Store, tmp_path: Path) -> None:
    steps: list[Step] = [
        ("user", "Add the date picker"),
        ("bash", "npm install", "npm ERR! ERESOLVE unable to resolve dependency tree", True),
        ("bash", "npm install --legacy-peer-deps", "added 312 packages", False),
        ("bash", "npm install", "up to date", False),
    ]
    _, sid = write_session(_home(tmp_path), "npm", steps)
    ingest_home(store, _home(tmp_path))
    d, _ = build_diary(store, sid, redact=REDACT)
    [learning] = d.learnings
    assert learning.fix == "run `npm install --legacy-peer-deps` instead"
    # the message is the error signature's real line (the `npm ERR!` prefix is npm's)
    assert learning.error.message == "ERESOLVE unable to resolve dependency tree"
    assert learning.error.resolved and d.status_reasons == []


def test_llm_diary_of_a_grown_session_sends_only_the_new_messages(
    store: Store,
    tmp_path: Path,
    fake: Fake,  # noqa: F811
) -> None:
    home = _home(tmp_path)
    _, sid = write_session(home, "long", fixed_error_session())
    ingest_home(store, home)
    made = {"session_id": sid, "status": "success", "accomplishments": ["config loading"]}
    fake.script.append(fake.openai(orjson.dumps(made).decode()))
    first, _ = build_diary(store, sid, redact=REDACT, llm=_llm(store, fake))
    # the session goes on: the same file, rewritten with more steps
    more: list[Step] = [*fixed_error_session(), ("user", "Now document the settings file")]
    write_session(home, "long", more)
    ingest_home(store, home)
    made["accomplishments"] = ["config loading", "documented the settings"]
    fake.script.append(fake.openai(orjson.dumps(made).decode()))
    second, source = build_diary(store, sid, redact=REDACT, llm=_llm(store, fake))
    assert source == "llm" and second.last_idx > first.last_idx
    sent = orjson.dumps(fake.requests[-1][2]).decode()
    assert f"The diary so far (up to message {first.last_idx})" in sent
    assert "Now document the settings file" in sent
    assert "Add config loading to the app" not in sent.split("Update it with the new")[1]


def _turns(turns: list[tuple[Role, str]], agent: str = "claude_code") -> Session:
    """A session of these turns (the person's, or the agent's), as a log would give them."""
    return Session(
        id=f"{agent}:history:s1", native_id="s1", agent=agent,
        source_path="/x", workspace="/src/shop",
        messages=[
            Message(key=f"k{i}", idx=i, role=role, text=text,
                    origin=Origin.HUMAN if role is Role.USER else None)
            for i, (role, text) in enumerate(turns)
        ],
    )  # fmt: skip


def test_a_complaint_that_closes_a_log_of_prompts_alone_is_no_failure() -> None:
    said = [(Role.USER, "Make the importer handle empty files"), (Role.USER, "It is still broken.")]
    # the agent's answer to the last prompt is not in the log: how it ended is unknown
    alone = extract(_turns(said))
    assert alone.status == "unknown" and alone.status_reasons == []
    # where the log keeps the agent's work, the same closing words are a failure
    answered = [said[0], (Role.ASSISTANT, "Done, empty files now load."), said[1]]
    assert extract(_turns(answered)).status == "failure"


def test_a_prompt_log_fails_on_a_program_failure_pasted_not_on_an_attempt() -> None:
    ask = (Role.USER, "Add the orders page to the dashboard")
    request = (Role.USER, 'INFO: 127.0.0.1 - "POST /api/orders HTTP/1.1" 500 Internal Server Error')
    terminal = (Role.USER, "me@box:~/shop$ make seed\nmake: *** No rule to make target 'seed'.")
    crash = (
        Role.USER,
        'Traceback (most recent call last):\n  File "shop/orders.py", line 12, in load\n'
        "    return rows[0]\nIndexError: list index out of range",
    )
    for attempt in (request, terminal):
        alone = extract(_turns([ask, attempt], "codex"))
        assert alone.challenges and alone.challenges[0].pasted
        assert alone.status == "unknown", attempt
    # the program's own failure output, pasted and never said to be fixed, still counts
    assert extract(_turns([ask, crash], "codex")).status == "failure"
    # where the log keeps the agent's work, the attempt is an error like any other
    answered = [ask, (Role.ASSISTANT, "Added the page."), request]
    assert extract(_turns(answered, "codex")).status == "failure"
