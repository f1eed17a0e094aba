"""The rules the language-server tests share, added through the engine API."""

from __future__ import annotations

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule, RuleType, Verification, VerifyMode
from kenning.daemon.playbook.curate import add_rule, tombstone_add
from kenning.daemon.store.db import Store

PRINT_RULE = "Never call print() in library code: use the logging module"
SQLITE_RULE = "Wrap sqlite3 connections in a transaction context manager"
ANTI_RULE = "Do not retry requests.post without a timeout"


def add_rules(store: Store) -> dict[str, str]:
    """A verified rule, a tagged rule, an anti-pattern and a tombstone; their ids."""
    settings = Settings()
    printing = Rule(
        id="new",
        content=PRINT_RULE,
        verification=Verification(regex=r"\bprint\(", mode=VerifyMode.ABSENT, glob="*.py"),
    )
    sqlite = Rule(id="new", content=SQLITE_RULE, tags=["sqlite3", "db"])
    anti = Rule(id="new", content=ANTI_RULE, type=RuleType.ANTI_PATTERN)
    ids = {
        "print": add_rule(store, settings, printing).rule.id,
        "sqlite": add_rule(store, settings, sqlite).rule.id,
        "anti": add_rule(store, settings, anti).rule.id,
    }
    stone = tombstone_add(store, "os.popen", "shell injection risk", replacement="subprocess.run")
    ids["tomb"] = stone.id
    return ids
