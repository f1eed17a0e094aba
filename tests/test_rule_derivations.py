"""Each rule's derivation stored with its row (store/rule_derivations.py, migration m024):
written with the rule, backfilled by the migration, derived again when its version is
another, and the checks built from it finding what deriving every rule finds."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.derived import VERSION, decode, derive, encode
from kenning.daemon.core.models import (
    Rule,
    RuleState,
    Scope,
    Tombstone,
    Verification,
    VerifyMode,
)
from kenning.daemon.ops.audit import run_staged
from kenning.daemon.ops.playbooks import load_playbook
from kenning.daemon.playbook import curate
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.cache import PlaybookCache
from kenning.daemon.playbook.checks import (
    Checks,
    Finding,
    Situation,
    check_lines,
    check_text,
    checks_for,
    file_language,
)
from kenning.daemon.playbook.repo_file import save_repo_playbook
from kenning.daemon.store import rule_derivations
from kenning.daemon.store.db import Store
from kenning.daemon.store.migrations import migrations
from kenning.daemon.store.rule_rows import rule_id_for, rule_to_row
from kenning.daemon.store.rules import RuleRepo

from .gitrepo import Repo

UV = "Use uv, not pip: `uv add httpx` rather than `pip install httpx`"
PLAIN = "Keep the fixtures small and close to the tests that use them"


def _row(store: Store, rule_id: str) -> tuple[str | None, str | None]:
    found = store.conn.execute(
        "SELECT derived, derived_v FROM bullets WHERE id = ?", (rule_id,)
    ).fetchone()
    return found[0], found[1]


def _rule(content: str, **kw: object) -> Rule:
    return Rule(id=rule_id_for(content), content=content, **kw)  # type: ignore[arg-type]


def test_a_written_rule_stores_its_derivation_and_follows_its_text(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        repo.insert(_rule(UV))
        repo.insert(_rule(PLAIN))
    derived, version = _row(store, rule_id_for(UV))
    assert version == VERSION
    assert derived is not None and decode(derived) == derive(UV)
    assert _row(store, rule_id_for(PLAIN)) == (None, VERSION)  # derives nothing

    # reworded: the derivation follows the text; undo's raw row gets its own back
    before = repo.raw_row(rule_id_for(UV))
    assert before is not None
    reworded = Rule(id=rule_id_for(UV), content=PLAIN)
    with store.transaction():
        repo.update(reworded)
    assert _row(store, rule_id_for(UV)) == (None, VERSION)
    with store.transaction():
        repo.upsert_row(before)
    assert _row(store, rule_id_for(UV))[0] == encode(derive(UV))


def test_the_codec_gives_back_what_derive_made() -> None:
    texts = [
        UV,
        "never use `requests`, use `httpx`",
        "Use the fetch API instead of axios",
        "don't call `os.system()`",
        "Never `git push -f` to main",
        PLAIN,
    ]
    for text in texts:
        assert decode(encode(derive(text))) == derive(text)
    assert encode(()) is None and decode(None) == ()


@pytest.mark.slow
def test_the_migration_backfills_the_rows_it_finds(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    migrations.apply(Store(path, conn).db, stop_before="m024_rule_derivations")
    conn.execute("PRAGMA user_version = 23")
    conn.execute("BEGIN")
    for text in [UV, PLAIN, *(f"{PLAIN} ({n})" for n in range(2_500))]:
        row = rule_to_row(_rule(text))  # as the store wrote rows before m024
        marks = ", ".join("?" * len(row))
        conn.execute(f"INSERT INTO bullets ({', '.join(row)}) VALUES ({marks})", list(row.values()))
    conn.execute("COMMIT")
    version = conn.execute("SELECT value FROM meta WHERE key = 'playbook_version'").fetchone()
    conn.close()

    store = Store.open(path)  # more rows than a batch: read and written batch by batch
    assert "m024_rule_derivations" in store.applied_migrations()
    assert _row(store, rule_id_for(UV)) == (encode(derive(UV)), VERSION)
    assert store.query("SELECT count(*) FROM bullets WHERE derived_v = ?", (VERSION,))[0][0] == (
        2_502
    )
    # deriving the rows again is no change of the playbook: nobody reloads for it
    after = store.query("SELECT value FROM meta WHERE key = 'playbook_version'")[0][0]
    assert after == version[0]
    plan = " ".join(
        str(r[3])
        for r in store.query(
            f"EXPLAIN QUERY PLAN SELECT id FROM bullets WHERE {rule_derivations.CHECKED} "
            "AND state IN ('active')"
        )
    )
    assert "bullets_checked" in plan
    store.close()


def test_a_derivation_of_another_version_is_derived_again_not_trusted(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        repo.insert(_rule(UV))
        repo.insert(_rule(PLAIN))
    # as an older kenning left them: the first derived nothing, the second something wrong
    store.execute(
        "UPDATE bullets SET derived = NULL, derived_v = 'd0-old' WHERE id = ?", (rule_id_for(UV),)
    )
    store.execute(
        "UPDATE bullets SET derived = ?, derived_v = 'd0-old' WHERE id = ?",
        (encode(derive(UV)), rule_id_for(PLAIN)),
    )
    assert len(rule_derivations.stale(store)) == 2
    found = rule_derivations.checked(store)
    assert set(found) == {rule_id_for(UV)}
    assert found[rule_id_for(UV)].derived == encode(derive(UV))
    assert rule_derivations.stale(store) == []  # written back
    assert _row(store, rule_id_for(PLAIN)) == (None, VERSION)


# -- the same findings: stored derivations against deriving every rule ----------------------

_RULING_OUT = [
    UV,
    "never use `requests`, use `httpx`",
    "Use the fetch API instead of axios",
    "don't call `os.system()`",
    "Prefer pathlib.Path over os.path.join",
    "Never `git push -f` to main",
    "Avoid `eval()` in templates",
    "Do not use unittest, write pytest functions",
    "No `npm install`: use `pnpm add` instead",
    "We use ruff, not black",
]
_NEUTRAL = [
    PLAIN,
    "Run the slow tests before a release",
    "Always use `uv add` for new packages",
    "do not retry `requests.post` without a timeout",
    "never run `pip install` outside the venv",
]
_FILES = {
    "setup.sh": "set -e\npip install rich\nnpm install left-pad\ngit push -f origin main\n",
    "README.md": "Install:\n\n    $ pip install kenning\n\n- pip is fine for users\n",
    "app.py": (
        "import os\nimport requests\nimport unittest\n\nos.system('ls')\n"
        "x = eval('1')\np = os.path.join('a', 'b')\n"
    ),
    "requirements.txt": "requests==2.0\nhttpx\n",
    "web.ts": "import axios from 'axios'\n",
    "ci.yml": "steps:\n  - run: pip install -r requirements.txt\n  - run: black .\n",
}


def _random_rules(rng: random.Random, n: int) -> list[Rule]:
    rules = []
    for i in range(n):
        text = rng.choice(_RULING_OUT if rng.random() < 0.6 else _NEUTRAL) + f" (case {i})"
        verification = None
        if rng.random() < 0.1:
            verification = Verification(regex=r"\bTODO\b", mode=VerifyMode.ABSENT)
        rules.append(
            _rule(
                text,
                state=rng.choice([RuleState.ACTIVE] * 4 + [RuleState.PROPOSAL]),
                scope=rng.choice([Scope.GLOBAL, Scope.GLOBAL, Scope.LANGUAGE]),
                scope_key="python",
                verification=verification,
            )
        )
    return rules


def _key(f: Finding) -> tuple[object, ...]:
    return (f.rule_id, f.file, f.line, f.start, f.end, f.fix, f.derived, f.replacement)


def _findings(checks: Checks) -> list[tuple[object, ...]]:
    found: list[Finding] = []
    for name, text in _FILES.items():
        situation = Situation.of_file(None, name, repository=None, language=file_language(name))
        found += check_text(checks, text + "TODO\n", situation).findings
        lines = list(enumerate(text.splitlines(), 1))
        found += check_lines(checks, lines, situation, lambda t=text: t)  # type: ignore[misc]
    found += check_text(checks, "then I ran pip install rich", Situation()).findings
    return sorted(map(_key, found), key=repr)


def test_stored_derivations_find_what_deriving_every_rule_finds(store: Store) -> None:
    rng = random.Random(28)
    rules = _random_rules(rng, 300)
    repo = RuleRepo(store)
    with store.transaction():
        for rule in rules:
            repo.insert(rule)
        repo.insert_tombstone(Tombstone(id="t-1", pattern="left-pad", reason="unsafe"))
    # a stored rule whose text was rewritten behind the store's back by an older writer
    store.execute(
        "UPDATE bullets SET derived = NULL, derived_v = 'd0-old' WHERE id = ?", (rules[0].id,)
    )
    playbook = Playbook.load(store, Settings(), None)
    stored = checks_for(playbook)
    everything = Checks.build(RuleRepo(store).list(), RuleRepo(store).tombstones())
    assert sorted(c.regex for c in stored) == sorted(c.regex for c in everything)
    assert {c.rule_id for c in stored.rules} == {c.rule_id for c in everything.rules}
    found = _findings(stored)
    assert found == _findings(everything)
    assert any(f[6] for f in found) and any(not f[6] for f in found)  # derived and written


@pytest.mark.slow
def test_the_audit_without_a_daemon_reads_only_the_rules_that_carry_a_check(
    store: Store, tmp_path: Path
) -> None:
    rng = random.Random(11)
    rules = _random_rules(rng, 200)
    repo = RuleRepo(store)
    with store.transaction():
        for rule in rules:
            repo.insert(rule)
    git = Repo(tmp_path / "repo")
    for name, text in _FILES.items():
        git.write(name, text)
    git.git("add", ".")
    settings = Settings()
    opener = lambda: store  # noqa: E731
    partial = run_staged(opener, settings, git.path)
    whole = run_staged(
        opener,
        settings,
        git.path,
        playbook_loader=lambda s, root: load_playbook(s, settings, root),
    )
    assert partial.findings and partial.findings == whole.findings
    assert partial.rules_checked == whole.rules_checked


REQUESTS = "never use `requests`, use `httpx`"


def test_a_patched_playbook_checks_the_rule_written_from_its_stored_derivation(
    store: Store,
) -> None:
    settings = Settings()
    with store.transaction():
        RuleRepo(store).insert(_rule(PLAIN))
    cache = PlaybookCache(settings)
    first = cache.get(store, None)
    assert len(checks_for(first).rules) == 0
    with Store.open(store.path) as other:
        added = curate.add_rule(other, settings, Rule(id="new", content=UV)).rule
    second = cache.get(store, None)
    assert cache.patches == 1
    checks = checks_for(second)
    assert {c.rule_id for c in checks.rules} == {added.id}
    assert sorted(c.regex for c in checks.rules) == sorted(d.regex for d in derive(UV))


def test_a_repository_rule_over_a_stored_one_is_checked_by_its_own_text(
    store: Store, tmp_path: Path
) -> None:
    stored = _rule(UV)
    with store.transaction():
        RuleRepo(store).insert(stored)
    save_repo_playbook(tmp_path, [Rule(id=stored.id, content=REQUESTS)])
    checks = checks_for(Playbook.load(store, Settings(), tmp_path))
    assert sorted(c.regex for c in checks.rules) == sorted(d.regex for d in derive(REQUESTS))
    # and so in the audit that reads only the stored rules that carry a check
    git = Repo(tmp_path)
    git.write("requirements.txt", "requests==2.0\n")
    git.write("setup.sh", "pip install rich\n")
    git.git("add", "requirements.txt", "setup.sh")
    report = run_staged(lambda: store, Settings(), tmp_path)
    assert {(f.file, f.rule_id) for f in report.findings} == {("requirements.txt", stored.id)}


def test_a_text_changed_by_a_writer_that_does_not_derive_is_derived_again(
    store: Store,
) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        repo.insert(_rule(PLAIN))
        repo.insert(_rule(UV))
    version = store.playbook_version()
    # a kenning from before m024 writes the rule's columns only
    store.execute("UPDATE bullets SET content = ? WHERE id = ?", (REQUESTS, rule_id_for(PLAIN)))
    store.execute("UPDATE bullets SET content = ? WHERE id = ?", (PLAIN, rule_id_for(UV)))
    assert store.playbook_version() == version + 2  # a change of the playbook, as before
    assert {r[0] for r in rule_derivations.stale(store)} == {rule_id_for(PLAIN), rule_id_for(UV)}
    found = rule_derivations.checked(store)
    assert set(found) == {rule_id_for(PLAIN)}
    assert found[rule_id_for(PLAIN)].derived == encode(derive(REQUESTS))
    # this kenning's own writes derive the text they write: nothing is left stale
    with store.transaction():
        repo.update(Rule(id=rule_id_for(UV), content=UV))
    assert rule_derivations.stale(store) == []
