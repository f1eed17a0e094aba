"""Proposals and rules a person trusts (docs/scoring.md §8), through the real `kenning` CLI.

One session's words are a proposal: listed as one, shown nowhere that acts
on it (AGENTS.md, the commit audit); a second session saying it again, in
other words, joins the same rule and makes it active.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.playbook.export import BEGIN, END
from kenning.hooks.install import install

from .gitrepo import Repo
from .learning_sessions import Step, write_session

#: the agent reached for pip; the person corrected it, and uv worked
CORRECTED: list[Step] = [
    ("user", "Add httpx to the project and write a client for the billing API"),
    ("bash", "pip install httpx", "Successfully installed httpx-0.27.0", False),
    ("user", "No, we use uv here, not pip."),
    ("bash", "uv add httpx", "Resolved 12 packages in 41ms\n + httpx==0.27.0", False),
    ("bash", "uv run pytest -q", "4 passed in 0.21s", False),
    ("user", "thanks"),
]
#: another day, the same lesson in other words
SAID_AGAIN: list[Step] = [
    ("user", "Add retries to the billing client with tenacity."),
    ("user", "Always use `uv add` in this repo, never pip install."),
    ("bash", "uv add tenacity", "Resolved 13 packages in 38ms\n + tenacity==8.5.0", False),
    ("bash", "uv run pytest -q", "6 passed in 0.25s", False),
]


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    r = Repo(tmp_path / "api")
    r.write("README.md", "billing api\n")
    r.commit("init")
    return r


def _learn(kenning: Any, home: Path, name: str, steps: list[Step], repo: Repo, day: int) -> Any:
    """Write a session of `repo`, ingest it and reflect: the reflection's JSON."""
    write_session(home, name, steps, cwd=str(repo.path), day=day)
    kenning("ingest", "--json", check=True)
    # what a person reads first: the same state words as `playbook list` (dry: nothing kept)
    dry = kenning("reflect", "--dry-run", check=True).stdout
    assert "[proposal, candidate]" in dry or "[active, candidate]" in dry, dry
    return kenning("reflect", "--json", check=True).json()


def _rules(kenning: Any, repo: Repo) -> list[dict[str, Any]]:
    listed = kenning("playbook", "list", "--json", cwd=repo.path, check=True).json()
    return [r for r in listed["rules"] if r["category"] in ("correction", "convention")]


def _section(path: Path) -> str:
    text = path.read_text()
    return text[text.index(BEGIN) : text.index(END)]


@pytest.mark.slow
def test_one_sessions_preference_is_a_proposal_out_of_agents_md_and_the_audit(
    kenning: Any, repo: Repo, tmp_path: Path, model_root: Path
) -> None:
    report = _learn(kenning, tmp_path / "user-home", "corrected", CORRECTED, repo, day=1)
    [rule] = _rules(kenning, repo)
    assert rule["content"].startswith("We use uv here, not pip")
    assert rule["state"] == "proposal" and rule["maturity"] == "candidate"
    assert rule["provenance"]["sessions"] == report["sessions"]
    # reflect and playbook list say the same words
    [delta] = [d for d in report["deltas"] if d["rule_id"] == rule["id"]]
    assert (delta["action"], delta["state"], delta["maturity"]) == ("add", "proposal", "candidate")
    listed = kenning("playbook", "list", cwd=repo.path, check=True).stdout
    assert "state" in listed and "proposal" in listed and "candidate" in listed

    agents = repo.write("AGENTS.md", "# Agents\n")
    kenning("export", "agents-md", cwd=repo.path, check=True)
    assert "uv" not in _section(agents)

    # the commit audit checks no proposal: one with a check, then the same check active
    check = ["--verify-regex", r"\bpip install\b", "--category", "deps", "--json"]
    proposal = kenning(
        "playbook", "add", "Install packages with uv, never pip install", "--state", "proposal",
        *check, cwd=repo.path, check=True,
    ).json()  # fmt: skip
    assert proposal["rule"]["state"] == "proposal"
    install(repo.path)
    repo.write("setup.sh", "pip install httpx\n")
    repo.git("add", "setup.sh")
    audit = kenning("audit", "--staged", "--json", cwd=repo.path).json()
    assert audit["findings"] == [] and audit["checked"]["rules"] == 0, audit
    committed = repo.git("commit", "-m", "setup", check=False)
    assert committed.returncode == 0 and proposal["id"] not in committed.stderr
    accepted = kenning(
        "playbook", "add", "Add packages with uv add, not pip install", *check,
        cwd=repo.path, check=True,
    ).json()  # fmt: skip
    repo.write("setup.sh", "pip install httpx\npip install tenacity\n")
    repo.git("add", "setup.sh")
    audit = kenning("audit", "--staged", "--json", cwd=repo.path).json()
    assert [f["rule_id"] for f in audit["findings"]] == [accepted["id"]], audit


@pytest.mark.slow
def test_said_again_in_other_words_is_one_rule_with_two_sources_and_active(
    kenning: Any, repo: Repo, tmp_path: Path, model_root: Path
) -> None:
    home = tmp_path / "user-home"
    first = _learn(kenning, home, "corrected", CORRECTED, repo, day=1)
    [proposal] = _rules(kenning, repo)
    assert proposal["state"] == "proposal"
    second = _learn(kenning, home, "said-again", SAID_AGAIN, repo, day=2)
    # one rule per lesson: the second phrasing is a second source of the first rule
    [rule] = _rules(kenning, repo)
    assert rule["id"] == proposal["id"] and rule["content"] == proposal["content"]
    assert rule["provenance"]["sessions"] == first["sessions"] + second["sessions"]
    # said again in another session: evidence, so the rule is active
    assert rule["state"] == "active"
    [delta] = [d for d in second["deltas"] if d["rule_id"] == rule["id"]]
    assert (delta["action"], delta["state"]) == ("promote", "active")
    assert "other words" in delta["reason"]
    why = kenning("why", rule["id"], "--json", check=True).json()
    cited = {s["session_id"] for s in why["sessions"]}
    assert cited >= set(first["sessions"] + second["sessions"])
    agents = repo.write("AGENTS.md", "# Agents\n")
    kenning("export", "agents-md", cwd=repo.path, check=True)
    section = _section(agents)
    assert "We use uv here, not pip" in section and rule["id"] not in section
