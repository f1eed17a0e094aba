"""The CLI as a whole: every command teaches, is documented, and is found lazily."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import click
import pytest

from kenning.daemon.cli.clidoc import render, walk
from kenning.daemon.cli.main import LAZY_COMMANDS, KenningGroup, cli, command_modules

DOCS = Path(__file__).resolve().parents[1] / "docs" / "cli.md"


def test_lazy_map_names_every_top_level_command() -> None:
    found: dict[str, str] = {}
    for name in command_modules():
        module = importlib.import_module(f"kenning.daemon.cli.{name}")
        register = getattr(module, "register", None)
        if callable(register):
            group = click.Group()
            register(group)
            found.update({command: name for command in group.commands})
    assert found == LAZY_COMMANDS, "update LAZY_COMMANDS in daemon/cli/main.py"


def test_every_command_has_help_that_teaches() -> None:
    assert isinstance(cli, KenningGroup)
    missing = [
        " ".join(path)
        for path, command in walk(cli)
        if path and len((command.help or "").strip()) < 20
    ]
    assert missing == []


def test_cli_reference_is_up_to_date() -> None:
    assert DOCS.read_text() == render(), (
        "docs/cli.md is stale: python -m kenning.daemon.cli.clidoc > docs/cli.md"
    )


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(LAZY_COMMANDS))
def test_help_runs_through_the_real_command(kenning: Any, name: str) -> None:
    result = kenning(name, "--help")
    assert result.code == 0, result.stderr
    assert "Usage: kenning" in result.stdout
