"""Prompt injection: the memory block's exact shape, escaping, bounds; the middleware; __all__."""

from __future__ import annotations

import logging
import subprocess
import sys
import types
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

import kenning.daemon
from kenning.daemon import MemoryMiddleware, format_memory_context
from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.db import Store

NOW = datetime(2026, 1, 2, 12, 0, tzinfo=UTC)


def _items() -> list[dict[str, object]]:
    return [
        {
            "id": "b-1",
            "content": "Use httpx, not requests",
            "relevance": 0.92,
            "created_at": NOW - timedelta(hours=2),
        },
        {
            "title": "fix flaky test",
            "snippet": "we **pinned** the seed",
            "score": 0.5,
            "created_at": "2025-12-30T12:00:00Z",
        },
        {"id": "b-3", "content": "Weak match", "relevance": 0.05},
    ]


def test_structured_format_is_exact() -> None:
    out = format_memory_context(_items(), max_results=2, now=NOW)
    assert out == (
        "<memory-context>\n"
        '<entry topic="b-1" relevance="0.92" age="2h">Use httpx, not requests</entry>\n'
        '<entry topic="fix flaky test" relevance="0.50" age="3d">we pinned the seed</entry>\n'
        "</memory-context>"
    )


def test_natural_format_min_score_and_tag() -> None:
    out = format_memory_context(_items(), min_score=0.1, format="natural", now=NOW)
    assert out == (
        "Relevant memory from past work:\n"
        "- [b-1] Use httpx, not requests (relevance 0.92, 2h ago)\n"
        "- [fix flaky test] we pinned the seed (relevance 0.50, 3d ago)"
    )
    tagged = format_memory_context(_items()[2:], tag="kenning", now=NOW)
    assert tagged.startswith("<kenning>\n<entry") and tagged.endswith("</kenning>")
    assert format_memory_context(_items(), min_score=0.99) == ""


def test_escaping_and_sanitizing() -> None:
    items = [
        {
            "id": 'a"<b>&',
            "content": "if x < 3 && y > 2: </entry><entry> "
            "token=ghp_abcdefghijklmnopqrstuvwxyz0123456789",
            "relevance": 1,
        }
    ]
    out = format_memory_context(items, now=NOW)
    assert 'topic="a&quot;&lt;b&gt;&amp;"' in out
    assert "x &lt; 3 &amp;&amp; y &gt; 2: &lt;/entry&gt;&lt;entry&gt;" in out
    assert out.count("<entry ") == 1 and out.count("</entry>") == 1
    assert "ghp_" not in out and "REDACTED" in out


def test_max_chars_cuts_on_an_entry_boundary() -> None:
    items = [{"id": f"b-{i}", "content": "x" * 50, "relevance": 0.5} for i in range(10)]
    full = format_memory_context(items, max_results=10, now=NOW)
    one_entry = len('<entry topic="b-0" relevance="0.50">' + "x" * 50 + "</entry>\n")
    limit = len("<memory-context>\n</memory-context>") + 3 * one_entry + 5
    cut = format_memory_context(items, max_results=10, max_chars=limit, now=NOW)
    assert len(cut) <= limit and cut.count("<entry ") == 3
    assert cut.endswith("</entry>\n</memory-context>")
    assert full.count("<entry ") == 10
    assert format_memory_context(items, max_chars=20) == ""


def test_accepts_a_context_result(store: Store) -> None:
    from kenning.daemon import build_context

    add_rule(store, Settings(), Rule(id="x", content="Retry HTTP calls with backoff"))
    result = build_context(store, Settings(), "retry http", workspace=None, file=None, limit=3)
    out = format_memory_context(result)
    assert "Retry HTTP calls with backoff</entry>" in out
    assert format_memory_context(result.to_json()) == out


@pytest.mark.parametrize("kwargs", [{"format": "yaml"}, {"tag": "bad tag"}, {"max_results": 0}])
def test_bad_arguments(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        format_memory_context(_items(), **kwargs)  # type: ignore[arg-type]


def test_middleware_enriches_and_stores_exchanges(store: Store, kenning_home: Path) -> None:
    add_rule(store, Settings(), Rule(id="x", content="Use httpx with retries for HTTP"))
    mw = MemoryMiddleware(agent="my-agent")
    prompt = mw.enrich_system_prompt("add retries to the HTTP code", "You are a coder.", turn=1)
    assert prompt.startswith("You are a coder.\n\n<memory-context>")
    assert "Use httpx with retries for HTTP" in prompt
    assert mw.enrich_system_prompt("   ", "Same.", turn=2) == "Same."

    mw.after_response("how do we retry?", "Use httpx transports with retries=3.")
    mw.after_response("and timeouts?", "Set api_key=sk-abcdefghijklmnopqrstuvwxyz0123456789 first")
    for skipped in ("", "   ", None, RuntimeError("boom"), "Error: rate limited"):
        mw.after_response("ignored question", skipped)
    rows = store.query(
        "SELECT s.id, s.agent, s.title, m.idx, m.role, m.text FROM messages m "
        "JOIN sessions s ON s.id = m.session_id ORDER BY m.idx"
    )
    assert [tuple(r)[:5] for r in rows] == [
        (mw.session_id, "my-agent", "how do we retry?", 0, "user"),
        (mw.session_id, "my-agent", "how do we retry?", 1, "assistant"),
        (mw.session_id, "my-agent", "how do we retry?", 2, "user"),
        (mw.session_id, "my-agent", "how do we retry?", 3, "assistant"),
    ]
    assert "sk-abc" not in rows[3][5]
    # the next prompt finds the stored exchange in history
    again = mw.enrich_system_prompt("retry with httpx transports", "P")
    assert "httpx transports" in again


def test_middleware_never_raises(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    not_a_folder = tmp_path / "home-is-a-file"
    not_a_folder.write_text("")
    mw = MemoryMiddleware(home=not_a_folder)
    with caplog.at_level(logging.ERROR, logger="kenning.daemon.api.middleware"):
        assert mw.enrich_system_prompt("retry http", "Base prompt") == "Base prompt"
        mw.after_response("question", "a real answer")
    assert [r.message for r in caplog.records] == [
        "kenning: building the memory context failed (turn 0)",
        "kenning: storing the exchange failed",
    ]


def test_public_api_matches_all() -> None:
    exported = set(kenning.daemon.__all__)
    for name in exported:
        assert getattr(kenning.daemon, name) is not None
    public = {
        name for name in dir(kenning.daemon) if not name.startswith("_") or name == "__version__"
    }
    modules = {n for n in public if isinstance(getattr(kenning.daemon, n), types.ModuleType)}
    assert public - modules - {"annotations", "import_module", "TYPE_CHECKING", "Any"} == exported


def test_importing_the_package_stays_light() -> None:
    code = (
        "import sys, kenning.daemon; "
        "print(sorted(m for m in ('pydantic', 'numpy', 'click', 'mcp') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
