"""Aider's prompt history beside its chat history: every prompt once, answers not as words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kenning.daemon.ingest.aider_input import parse_prompts
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, messages, session

CHAT = ".aider.chat.history.md"
INPUT = ".aider.input.history"


def _prompt(when: str, *lines: str) -> str:
    return f"\n# {when}\n" + "".join(f"+{line}\n" for line in lines)


def _write(repo: Path, chat: str, prompts: str) -> tuple[Path, Path]:
    repo.mkdir(parents=True, exist_ok=True)
    (repo / CHAT).write_text(chat, encoding="utf-8")
    (repo / INPUT).write_text(prompts, encoding="utf-8")
    return repo / CHAT, repo / INPUT


def _roots(repo: Path) -> dict[str, Any]:
    return {"agents": {"aider": {"roots": [str(repo)]}}}


CHAT_TEXT = (
    "\n# aider chat started at 2025-03-10 09:00:00\n\n> Aider v0.86.0\n\n"
    "#### rename the parser module  \n\nRenamed it.\n\n> Tokens: 1k sent, 20 received.\n\n"
    "#### now fix the imports  \n\nDone.\n"
)

PROMPTS = "".join(
    [
        _prompt("2025-03-09 17:00:01.000100", "what does main.py do?"),
        _prompt("2025-03-09 17:00:30.000100", "y"),
        _prompt("2025-03-10 09:00:05.000100", "rename the parser module"),
        _prompt("2025-03-10 09:01:10.000100", "/run make lint"),
        _prompt("2025-03-10 09:01:10.000200", "/run make lint"),
        _prompt("2025-03-10 09:02:00.000100", "and keep the old name as an alias"),
        _prompt("2025-03-10 09:03:00.000100", "N"),
        _prompt("2025-03-10 09:04:00.000100", "now fix the imports"),
    ]
)


def test_prompts_the_chat_lacks_are_added_once(store: Store, tmp_path: Path, zone: Any) -> None:
    repo = tmp_path / "code" / "app"
    chat, inputs = _write(repo, CHAT_TEXT, PROMPTS)
    report = ingest(store, tmp_path, config=_roots(repo))
    assert report.agents["aider"]["sources"] == 1
    msgs = messages(store, f"aider:{chat}#0")
    human = [m["text"] for m in msgs if m["origin"] == "human"]
    # the chat's own turns once; the prompt it lacks where it was typed
    assert human == [
        "rename the parser module",
        "and keep the old name as an alias",
        "now fix the imports",
    ]
    added = next(m for m in msgs if m["text"] == "and keep the old name as an alias")
    assert added["key"].startswith("0:p") and added["created_at"] == "2025-03-10T09:02:00.000Z"
    # the answers and the model's command are not words of the person in the chat session
    assert not any(m["text"] in ("N", "/run make lint") and m["role"] == "user" for m in msgs)
    # what was typed before the chat history began: a session of its own
    before = messages(store, f"aider:{inputs}#0")
    assert [(m["text"], m["origin"]) for m in before] == [
        ("what does main.py do?", "human"),
        ("y", "tool"),
    ]
    assert session(store, f"aider:{inputs}#0")["title"] == "what does main.py do?"


def test_a_prompt_logged_later_in_the_chat_is_not_kept_twice(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    repo = tmp_path / "code" / "app"
    # the prompt history is written first: a read in between sees the prompt alone
    chat, _ = _write(repo, CHAT_TEXT, PROMPTS + _prompt("2025-03-10 09:05:00.000100", "add tests"))
    ingest(store, tmp_path, config=_roots(repo))
    assert "add tests" in [m["text"] for m in messages(store, f"aider:{chat}#0")]
    with chat.open("a", encoding="utf-8") as fh:
        fh.write("\n#### add tests  \n\nAdded.\n")
    ingest(store, tmp_path, config=_roots(repo))
    texts = [m["text"] for m in messages(store, f"aider:{chat}#0")]
    assert texts.count("add tests") == 1
    # and a new launch with its prompt: read from the last header on
    with chat.open("a", encoding="utf-8") as fh:
        fh.write("\n# aider chat started at 2025-03-11 08:00:00\n\n#### go on  \n\nOk.\n")
    with (repo / INPUT).open("a", encoding="utf-8") as fh:
        fh.write(_prompt("2025-03-11 08:00:09.000100", "go on"))
        fh.write(_prompt("2025-03-11 08:03:00.000100", "typed, never logged"))
    ingest(store, tmp_path, config=_roots(repo))
    second = [m["text"] for m in messages(store, f"aider:{chat}#1") if m["origin"] == "human"]
    assert second == ["go on", "typed, never logged"]
    assert [m["text"] for m in messages(store, f"aider:{chat}#0")].count("add tests") == 1


def test_prompts_read_alone_are_not_repeated_when_a_chat_appears(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    repo = tmp_path / "code" / "app"
    repo.mkdir(parents=True)
    (repo / INPUT).write_text(PROMPTS, encoding="utf-8")
    ingest(store, tmp_path, config=_roots(repo))
    (repo / CHAT).write_text(CHAT_TEXT, encoding="utf-8")
    ingest(store, tmp_path, config=_roots(repo))
    rows = store.query(
        "SELECT text, count(*) AS n FROM messages WHERE origin = 'human' GROUP BY text"
    )
    assert {r["text"]: r["n"] for r in rows} == {
        "what does main.py do?": 1,
        "rename the parser module": 1,
        "and keep the old name as an alias": 1,
        "now fix the imports": 1,
    }


def test_answers_and_the_models_commands_in_a_prompt_history_alone(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    repo = tmp_path / "code" / "app"
    repo.mkdir(parents=True)
    (repo / INPUT).write_text(PROMPTS, encoding="utf-8")
    ingest(store, tmp_path, config=_roots(repo))
    rows = store.query("SELECT text, origin FROM messages ORDER BY session_id, idx")
    got = [(r["text"], r["origin"]) for r in rows]
    assert got.count(("/run make lint", "agent")) == 1  # two lines, one run
    assert ("y", "tool") in got and ("N", "tool") in got
    assert not any(o == "human" and t in ("y", "N") for t, o in got)


def test_parse_prompts_keeps_offsets_for_a_resumed_read() -> None:
    data = PROMPTS.encode()
    prompts, blocks = parse_prompts(data)
    assert blocks == 8 and len(prompts) == 7  # one of the `/run` pair is dropped
    third = prompts[2]
    again, _ = parse_prompts(data[third.offset :], third.offset, third.index)
    assert [p.text for p in again] == [p.text for p in prompts[2:]]
    assert [p.index for p in again] == [p.index for p in prompts[2:]]


def test_a_command_and_its_bare_question_are_two_messages(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    repo = tmp_path / "code" / "app"
    chat = (
        "\n# aider chat started at 2025-03-10 09:00:00\n\n"
        "#### /ask is the cache used?  \n\n#### is the cache used?  \n\nNo.\n\n"
        "#### <blank>  \n\n#### and now?  \n\nStill no.\n"
    )
    path, _ = _write(repo, chat, "")
    ingest(store, tmp_path, config=_roots(repo))
    users = [
        (m["text"], m["origin"]) for m in messages(store, f"aider:{path}#0") if m["role"] == "user"
    ]
    assert users == [
        ("/ask is the cache used?", "human"),
        ("is the cache used?", "human"),
        ("<blank>", "injected"),
        ("and now?", "human"),
    ]
    assert session(store, f"aider:{path}#0")["title"] == "/ask is the cache used?"


def test_a_chat_history_in_a_sub_folder_of_a_project_is_found(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    repo = tmp_path / "code" / "app"
    (repo / ".git").mkdir(parents=True)
    path, _ = _write(repo / "client", CHAT_TEXT, "")
    report = ingest(
        store, tmp_path, config={"ingest": {"project_folders": [str(tmp_path / "code")]}}
    )
    assert report.agents["aider"]["sources"] == 1
    assert session(store, f"aider:{path}#0")["workspace"] == str(repo / "client")


def _request(when: str, *users: str) -> str:
    lines = [f"TO LLM {when}", "-------", "SYSTEM Act as an expert developer.", "-------"]
    for user in users:
        lines += [f"USER {line}" for line in user.split("\n")] + ["-------", "ASSISTANT Ok."]
    return "\n".join(lines[:-1]) + "\n"


def _response(when: str, text: str) -> str:
    return f"LLM RESPONSE {when}\n" + "".join(f"ASSISTANT {line}\n" for line in text.split("\n"))


def test_an_llm_history_alone_gives_the_new_message_of_each_request(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    repo = tmp_path / "code" / "names"
    repo.mkdir(parents=True)
    plan = "Add a `names.py` module with a `pick()` function and a test for it. " * 4
    rules = "# *SEARCH/REPLACE block* Rules:\n\nEvery block must use this format."
    log = (
        _request("2025-01-31T11:21:36", "Here are my files.", "make a name generator")
        + _response("2025-01-31T11:21:41", plan)
        + _request("2025-01-31T11:21:50", "make a name generator", plan.strip() + "\n" + rules)
        + _response("2025-01-31T11:21:59", "Done.")
        + _request("2025-01-31T11:22:30", "I added these files to the chat: names.py")
        + _response("2025-01-31T11:22:40", "Thanks.")
        + _request("2025-01-31T15:00:00", "now add a CLI")
    )
    path = repo / ".aider.llm.history"
    path.write_text(log, encoding="utf-8")
    report = ingest(store, tmp_path, config=_roots(repo))
    assert report.sessions == 2  # the afternoon request is a new session
    first = messages(store, f"aider:{path}#0")
    got = [(m["role"], m["origin"], m["text"][:20]) for m in first]
    assert got == [
        ("user", "human", "make a name generato"),
        ("assistant", "agent", plan[:20]),
        ("user", "handoff", plan[:20]),
        ("user", "injected", "# *SEARCH/REPLACE bl"),
        ("assistant", "agent", "Done."),
        ("user", "injected", "I added these files "),
        ("assistant", "agent", "Thanks."),
    ]
    assert session(store, f"aider:{path}#0")["title"] == "make a name generator"
    assert [m["text"] for m in messages(store, f"aider:{path}#1")] == ["now add a CLI"]
    # beside a chat history it is not read: the chat holds the same words
    (repo / CHAT).write_text(CHAT_TEXT, encoding="utf-8")
    assert ingest(store, tmp_path, [path]).agents.get("aider", {}).get("sources", 0) == 0
