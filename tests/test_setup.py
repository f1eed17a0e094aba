"""`kenning setup` (the first run of a tool install) and `kenning doctor` before it, through
the real console script."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.cli.setup import PRE_COMMIT_HOOKS

ROOT = Path(__file__).resolve().parents[1]

#: the home of a user who has never run kenning: the conftest's KENNING_HOME, not created
FRESH = "never-set-up"


def _fresh_home(kenning_home: Path) -> dict[str, str]:
    return {"KENNING_HOME": str(kenning_home / FRESH)}


@pytest.mark.slow  # two CLI runs
def test_doctor_before_any_set_up_says_run_setup(kenning: Any, kenning_home: Path) -> None:
    env = _fresh_home(kenning_home)
    result = kenning("doctor", env=env)
    assert result.code == 0, result.stdout + result.stderr  # degraded, not broken
    assert "BROKEN" not in result.stdout
    assert "store: no store yet: run `kenning setup`" in result.stdout
    assert "fix: kenning setup" in result.stdout
    checks = {c["name"]: c for c in kenning("doctor", "--json", env=env).json()["checks"]}
    assert checks["store"]["status"] == "degraded"
    assert "privacy" not in checks  # no home yet: nothing to be open to others
    assert not (kenning_home / FRESH).exists(), "the doctor created the home"


@pytest.mark.slow  # three CLI runs
def test_doctor_with_backups_but_no_database_is_broken(kenning: Any, kenning_home: Path) -> None:
    """A lost database beside its backups is not a first run: restore, not set up."""
    kenning("init", check=True)
    kenning("backup", check=True)
    (kenning_home / "kenning.db").unlink()
    result = kenning("doctor", "--json")
    assert result.code == 1
    store = next(c for c in result.json()["checks"] if c["name"] == "store")
    assert store["status"] == "broken" and "1 backups" in store["detail"]
    assert store["fix"].startswith("kenning restore")


@pytest.mark.daemon  # `setup` starts one
def test_setup_twice_sets_up_once_and_starts_the_daemon(
    kenning: Any, kenning_home: Path, model_root: Path
) -> None:
    env = {"KENNING_MODELS_DIR": str(model_root)}
    try:
        first = kenning("setup", "--json", env=env)
        assert first.code == 0, first.stdout + first.stderr
        data = first.json()
        steps = data["steps"]
        assert data["ok"] is True and data["home"] == str(kenning_home)
        assert steps["store"]["created"] is True and steps["store"]["migrations"]
        assert (kenning_home / "kenning.db").is_file()
        assert steps["model"]["already_installed"] is True  # the shared model, not fetched
        assert steps["daemon"]["started"] is True
        checks = {c["name"]: c["status"] for c in data["doctor"]["checks"]}
        assert checks["store"] == checks["daemon"] == checks["embedder"] == "ok"
        assert [n["what"] for n in data["next"]][-4:] == [
            "editor",
            "git hook",
            "agents",
            "at login",
        ]

        again = kenning("setup", env=env)  # idempotent: nothing made twice
        assert again.code == 0, again.stdout + again.stderr
        assert "store: up to date" in again.stdout
        assert f"daemon: already running (pid {steps['daemon']['pid']})" in again.stdout
        assert "already installed" in again.stdout
        assert "kenning-audit-system" in again.stdout  # the pre-commit framework's hook id
    finally:
        kenning("daemon", "stop")


@pytest.mark.slow  # up to 2 s asking whether the Hugging Face hub answers
def test_setup_reports_a_failed_step_and_runs_the_others(
    kenning: Any, kenning_home: Path, tmp_path: Path
) -> None:
    """A model with no copy anywhere fails its step; the store and the doctor still run."""
    env = {
        "KENNING_MODELS_DIR": str(tmp_path / "no-models"),
        "KENNING_EMBED__MODEL": "example/no-such-model",
    }
    result = kenning("setup", "--no-daemon", "--json", env=env)
    assert result.code == 1
    data = result.json()
    assert data["ok"] is False
    assert data["steps"]["store"]["ok"] is True and (kenning_home / "kenning.db").is_file()
    model = data["steps"]["model"]
    assert model["ok"] is False and "example/no-such-model" in model["error"]["message"]
    assert data["steps"]["daemon"] == {
        "ok": True,
        "skipped": True,
        "text": "not started (--no-daemon): `kenning daemon start` starts it",
    }
    embedder = next(c for c in data["doctor"]["checks"] if c["name"] == "embedder")
    assert embedder["status"] == "degraded"
    human = kenning("setup", "--no-daemon", env=env)
    assert human.code == 1
    assert "FAILED  model:" in human.stdout
    assert "ok  store: up to date" in human.stdout


def test_what_setup_says_next_is_there() -> None:
    """The editor set-ups it points to (a README per editors/ folder, naming its page in
    docs/editors/) and the pre-commit framework's hook ids it names."""
    for folder in sorted(p for p in (ROOT / "editors").iterdir() if p.is_dir()):
        readme = folder / "README.md"
        assert readme.is_file(), f"{folder.name} has no README.md"
        pages = re.findall(r"docs/editors/([a-z]+\.md)", readme.read_text(encoding="utf-8"))
        assert pages and all((ROOT / "docs" / "editors" / page).is_file() for page in pages)
    hooks = re.findall(r"^- id: (\S+)$", (ROOT / ".pre-commit-hooks.yaml").read_text(), re.M)
    assert tuple(hooks) == PRE_COMMIT_HOOKS
