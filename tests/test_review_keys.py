"""The keyboard review of `kenning review`, driven with keystrokes in a real terminal (pexpect)."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

import pexpect
import pytest

from .conftest import KENNING

#: added oldest first, so the review (newest first) shows them in the other order
TEXTS = (
    "Prefer named exports in the web app",
    "Keep API handlers under 50 lines",
    "Use pnpm, not npm, in this project",
)


def _proposals(kenning: Any) -> dict[str, str]:
    """Each proposal's text → its id, added as proposals (not accepted)."""
    ids = {}
    for text in TEXTS:
        added = kenning("playbook", "add", text, "--state", "proposal", "--json", check=True)
        ids[text] = added.json()["id"]
    return ids


def _spawn(tmp_path: Path, **env: str) -> Any:
    environ = {k: v for k, v in os.environ.items() if k not in ("EDITOR", "VISUAL")}
    child = pexpect.spawn(
        KENNING,
        ["review", "--by", "Ada"],
        cwd=str(tmp_path),
        env={**environ, **env, "TERM": "dumb", "COLUMNS": "120"},
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 120),
    )
    child.logfile_read = sys.stdout  # shown by pytest when the test fails
    return child


def _rule(kenning: Any, rule_id: str) -> dict[str, Any]:
    rule: dict[str, Any] = kenning("playbook", "get", rule_id, "--json", check=True).json()["rule"]
    return rule


@pytest.mark.slow
def test_keys_accept_reject_undo_edit_skip_scope_and_quit(kenning: Any, tmp_path: Path) -> None:
    ids = _proposals(kenning)
    first, second, third = ids[TEXTS[2]], ids[TEXTS[1]], ids[TEXTS[0]]
    child = _spawn(tmp_path)
    child.expect("3 proposal\\(s\\) wait for review")
    child.expect(f"Proposal 1 of 3  {first}")
    child.expect("Use pnpm, not npm, in this project")
    child.expect_exact("[a]ccept")
    child.send("?")
    child.expect("never comes back, even reworded")
    child.expect_exact("[a]ccept")
    child.send("3")  # everywhere
    child.expect(f"scoped {first}")
    child.expect(f"Proposal 1 of 3  {first}")
    child.expect("scope: global")
    child.expect_exact("[a]ccept")
    child.send("a")
    child.expect(f"accepted {first}")
    child.expect(f"Proposal 2 of 3  {second}")
    child.expect_exact("[a]ccept")
    child.send("r")
    child.expect("reason \\(Enter for none\\)")
    child.sendline("too strict")
    child.expect(f"rejected {second}")
    child.expect(f"Proposal 3 of 3  {third}")
    child.expect_exact("[a]ccept")
    child.send("u")  # takes the rejection back, and shows that proposal again
    child.expect(f"undone: reject {second}")
    child.expect(f"Proposal 2 of 3  {second}")
    child.expect_exact("[a]ccept")
    child.send("e")  # no $EDITOR: a prompt
    child.expect("new text")
    child.sendline("Keep API handlers short: 50 lines at most")
    child.expect(f"edited {second}")
    child.expect("Keep API handlers short: 50 lines at most")
    child.expect_exact("[a]ccept")
    child.send("x")
    child.expect("press a, e, r, s")
    child.send("s")
    child.expect(f"Proposal 3 of 3  {third}")
    child.expect_exact("[a]ccept")
    child.send("q")
    child.expect("Review done: 1 accepted, 0 rejected, 1 skipped, 1 left for later.")
    child.expect("1 edited, 1 rescoped, 1 undone.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    accepted = _rule(kenning, first)
    assert (accepted["state"], accepted["scope"]) == ("active", "global")
    assert accepted["provenance"]["accepted_by"] == "Ada"
    edited = _rule(kenning, second)
    assert edited["state"] == "proposal"
    assert edited["content"] == "Keep API handlers short: 50 lines at most"
    assert edited["provenance"]["rejected_by"] is None
    assert _rule(kenning, third)["state"] == "proposal"


@pytest.mark.slow
def test_edit_opens_the_editor_and_reject_leaves_it_for_good(kenning: Any, tmp_path: Path) -> None:
    ids = _proposals(kenning)
    first = ids[TEXTS[2]]
    editor = tmp_path / "editor.sh"  # an editor that rewrites the file it is given
    editor.write_text('#!/bin/sh\nprintf "Use pnpm for every install\\n" > "$1"\n')
    editor.chmod(0o755)
    child = _spawn(tmp_path, EDITOR=str(editor))
    child.expect(f"Proposal 1 of 3  {first}")
    child.expect_exact("[a]ccept")
    child.send("e")
    child.expect(f"edited {first}")
    child.expect("Use pnpm for every install")
    child.expect_exact("[a]ccept")
    child.send("r")
    child.expect("reason")
    child.sendline("")  # no reason
    child.expect(f"rejected {first}")
    child.expect_exact("[a]ccept")
    child.send("q")
    child.expect("Review done: 0 accepted, 1 rejected, 0 skipped, 2 left for later.")
    child.expect(pexpect.EOF)
    child.close()
    rejected = _rule(kenning, first)
    assert rejected["state"] == "retired" and rejected["content"] == "Use pnpm for every install"
    assert rejected["provenance"]["rejected_by"] == "Ada"
    # never proposed again: the list has the two others only
    listed = kenning("review", "--json", check=True).json()["proposals"]
    assert sorted(p["id"] for p in listed) == sorted([ids[TEXTS[0]], ids[TEXTS[1]]])


@pytest.mark.slow
def test_nothing_to_review(tmp_path: Path) -> None:
    child = _spawn(tmp_path)
    child.expect("No proposals wait for review")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@pytest.mark.slow
def test_a_learned_proposal_shows_its_session_and_the_words_it_came_from(
    kenning: Any, tmp_path: Path
) -> None:
    from .learning_sessions import write_session

    said = "Add a lint script. Use pnpm, not npm, in this project."
    steps = [("user", said), ("bash", "npm run lint", "npm ERR! Missing script: lint", True)]
    _, sid = write_session(tmp_path / "user-home", "pref", steps, cwd="/work/web")
    kenning("ingest", check=True)
    kenning("reflect", "--no-llm", check=True)
    child = _spawn(tmp_path)
    child.expect("Proposal 1 of 1")
    child.expect("scope: workspace /work/web   \\[1 this repo \\(/work/web\\)")
    child.expect(f"from: claude_code · /work/web · 2026-01-01 09:00 · session {sid}")
    child.expect("you said: \\S*" + re.escape(said))  # dimmed: a style code before it
    child.expect_exact("[a]ccept")
    child.send("q")
    child.expect("Review done: 0 accepted, 0 rejected, 0 skipped, 1 left for later.")
    child.expect(pexpect.EOF)
