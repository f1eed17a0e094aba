"""Importing a playbook file a rule at a time: the same rules, events, tombstones
and errors as reading it whole, written in batches, whole or nothing."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import load_config
from kenning.daemon.core.errors import PlaybookFileError
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Provenance,
    Rule,
    Scope,
    Tombstone,
)
from kenning.daemon.ops import OpContext, run
from kenning.daemon.playbook import curate
from kenning.daemon.playbook.bulk_import import import_rules, import_stream
from kenning.daemon.playbook.import_file import open_import
from kenning.daemon.playbook.repo_file import (
    dump_repo_playbook,
    read_cass_playbook,
    read_playbook_file,
)
from kenning.daemon.playbook.undo import undo
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo


def _rules(n: int) -> list[Rule]:
    return [
        Rule(
            id=f"b-{i:04d}",
            content=f"Rule {i}: keep the widget tidy"
            + ("\nwith a second line\n  indented" if i % 5 == 0 else ""),
            tags=["python"] if i % 2 else [],
            scope=Scope.LANGUAGE if i % 3 == 0 else Scope.GLOBAL,
            scope_key="python" if i % 3 == 0 else None,
            provenance=Provenance(sessions=[f"claude:{i}"], evidence=[f"said so - {i}"]),
        )
        for i in range(n)
    ]


def _kenning_file(tmp_path: Path, n: int = 30) -> Path:
    tombs = [Tombstone(id="t-1", pattern="time.sleep(", reason="flaky")]
    path = tmp_path / "export.yaml"
    text = dump_repo_playbook(_rules(n), tombs)
    # a comment and a blank line between rules, as people leave them
    path.write_text(text.replace("\n- id: b-0003", "\n# the third\n\n- id: b-0003"))
    return path


_CASS = """schema_version: 2
metadata:
  createdAt: '2025-01-01T00:00:00.000Z'
bullets:
  - id: b-lx1abc-k2j3h4
    category: testing
    content: Use fake timers instead of sleeping in tests
    helpfulCount: 2
    maturity: established
    createdAt: '2025-01-05T00:00:00.000Z'
    effectiveScore: 1.5

  - id: b-lx1abc-k2j3h5
    content: |
      Squash merge feature branches
      - not a rule of its own
    createdAt: '2025-01-06T00:00:00.000Z'
    feedbackEvents:
      - type: harmful
        timestamp: '2025-02-01T00:00:00.000Z'
        reason: broke the build
    isNegative: false
deprecatedPatterns:
  - pattern: 'moment('
    reason: use date-fns
    deprecatedAt: '2025-03-01T00:00:00.000Z'
"""


def _items(path: Path, backups: Path) -> tuple[Any, list[tuple[Rule, Sequence[FeedbackEvent]]]]:
    found = open_import(path, backups=backups)
    return found, list(found.items)


def test_a_kenning_file_is_read_a_rule_at_a_time_as_whole(tmp_path: Path) -> None:
    path = _kenning_file(tmp_path)
    found, items = _items(path, tmp_path / "backups")
    whole = read_playbook_file(path, backups=tmp_path / "backups")
    assert found.streamed and found.format == "kenning" and found.total == 30
    assert [rule for rule, _ in items] == whole.rules
    assert found.tombstones == whole.tombstones


def test_a_cass_file_with_indented_items_is_read_as_whole(tmp_path: Path) -> None:
    path = tmp_path / "cass.yaml"
    path.write_text(_CASS)
    found, items = _items(path, tmp_path / "backups")
    whole = read_cass_playbook(path, backups=tmp_path / "backups")
    assert found.streamed and found.format == "cass" and found.total == 2
    assert [rule for rule, _ in items] == whole.rules
    assert [e for _, events in items for e in events] == whole.events
    assert found.tombstones == whole.tombstones and found.dropped == whole.dropped
    assert "- not a rule of its own" in items[1][0].content


def test_a_file_of_another_shape_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "flow.yaml"
    path.write_text("version: 2\nrules: [{id: b-1, content: One rule}, {id: b-2, content: Two}]\n")
    found, items = _items(path, tmp_path / "backups")
    assert not found.streamed and [r.id for r, _ in items] == ["b-1", "b-2"]


def test_a_bad_rule_is_named_with_its_line_as_the_whole_reader_names_it(tmp_path: Path) -> None:
    path = _kenning_file(tmp_path, 12)
    text = path.read_text()
    path.write_text(text.replace("  maturity: candidate\n", "  maturity: great\n", 8))
    with pytest.raises(PlaybookFileError) as whole:
        read_playbook_file(path, backups=tmp_path / "backups")
    found = open_import(path, backups=tmp_path / "backups")
    assert found.streamed
    with pytest.raises(PlaybookFileError) as streamed:
        list(found.items)
    assert streamed.value.message == whole.value.message
    assert f"{path}:" in streamed.value.message and "rules[0] key `maturity`" in (
        streamed.value.message
    )


def test_an_import_writes_batches_that_one_undo_reverts(store: Store) -> None:
    rules = _rules(50)
    rules.append(Rule(id="b-again", content=rules[3].content))  # the same text: skipped
    rules.append(rules[10])  # the same id: skipped
    events = [FeedbackEvent(rule_id="b-0007", kind=FeedbackKind.HELPFUL)]
    tombs = [Tombstone(id="t-1", pattern="time.sleep(", reason="flaky")]
    res = import_rules(store, rules, events, tombs, batch=7)
    assert len(res.added) == 50 and res.events == 1 and res.tombstones == 1
    assert res.skipped_duplicate == ["b-again"] and res.skipped_existing == ["b-0010"]
    assert store.query("SELECT count(*) FROM oplog WHERE op = 'import'")[0][0] == 8
    assert RuleRepo(store).events("b-0007")[0].kind == FeedbackKind.HELPFUL
    (summary,) = undo(store)
    assert summary.startswith("import: 50 rules, 1 events, 1 tombstones")
    assert RuleRepo(store).count() == 0 and not RuleRepo(store).tombstones()
    assert store.query("SELECT count(*) FROM feedback_events")[0][0] == 0


def test_an_import_that_fails_half_way_leaves_nothing(store: Store) -> None:
    kept = curate.add_rule(store, load_config().settings, Rule(id="x", content="Mine")).rule

    def items() -> Iterator[tuple[Rule, Sequence[FeedbackEvent]]]:
        for i, rule in enumerate(_rules(30)):
            if i == 20:
                raise PlaybookFileError("rules[20] is not valid", fix="correct it")
            yield rule, ()

    with pytest.raises(PlaybookFileError):
        import_stream(store, items(), batch=7)
    assert [r.id for r in RuleRepo(store).list()] == [kept.id]
    assert undo(store) == [f"add {kept.id}: Mine"]  # the import left nothing to undo


@pytest.mark.slow
def test_the_import_operation_reports_its_progress(kenning_home: Path, tmp_path: Path) -> None:
    path = _kenning_file(tmp_path, 2500)
    loaded = load_config()
    seen: list[tuple[int, int | None]] = []
    with Store.open(loaded.paths.db) as store:
        ctx = OpContext(
            loaded,
            lambda: store,
            warm=False,
            progress=lambda done, total, _file: seen.append((done, total)),
        )
        data = run(ctx, "playbook.import", {"file": str(path)})
        dry = run(ctx, "playbook.import", {"file": str(path), "dry_run": True})
    assert len(data["added"]) == 2500 and data["tombstones"] == 1
    assert seen[:3] == [(1000, 2500), (2000, 2500), (2500, 2500)]
    assert dry["added"] == [] and len(dry["skipped_existing"]) == 2500


def test_rules_imported_into_the_repository_keep_their_marks_here(
    kenning_home: Path, tmp_path: Path
) -> None:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    path = tmp_path / "cass.yaml"
    path.write_text(_CASS)
    loaded = load_config()
    with Store.open(loaded.paths.db) as store:
        ctx = OpContext(loaded, lambda: store, warm=False)
        data = run(ctx, "playbook.import", {"file": str(path), "to_repo": True, "cwd": str(repo)})
        assert data["added"] == ["b-lx1abc-k2j3h4", "b-lx1abc-k2j3h5"] and data["events"] == 3
        # the rules went to the file; their marks (personal) to the database
        assert RuleRepo(store).count() == 0
        kinds = [e.kind for e in RuleRepo(store).events("b-lx1abc-k2j3h4")]
        assert kinds == [FeedbackKind.HELPFUL, FeedbackKind.HELPFUL]
    assert "b-lx1abc-k2j3h5" in (repo / ".kenning" / "playbook.yaml").read_text()


def test_a_missing_file_imports_nothing_as_before(tmp_path: Path) -> None:
    found, items = _items(tmp_path / "gone.yaml", tmp_path / "backups")
    assert not found.streamed and items == [] and found.format == "kenning"
