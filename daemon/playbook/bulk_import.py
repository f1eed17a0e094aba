"""Bulk import: rules (with their feedback and tombstones) written as they are.

`kenning playbook import` and a cass-memory import come here: ids, maturity
and events are kept, not curated again; only the text is redacted. The rules
go in batches, one transaction each, grouped in the operation log so that one
`undo` reverts the whole import (playbook/undo.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from kenning.daemon.core.models import FeedbackEvent, Rule, Tombstone, utcnow
from kenning.daemon.playbook.redactor import redactor
from kenning.daemon.playbook.undo import undo_group
from kenning.daemon.safety.redactor import Redactor
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

__all__ = ["IMPORT_BATCH", "ImportItem", "ImportResult", "import_rules", "import_stream"]


@dataclass(frozen=True)
class ImportResult:
    """Counts of an import into the database."""

    added: list[str]
    skipped_existing: list[str]
    skipped_duplicate: list[str]
    events: int
    tombstones: int


#: rules one transaction of an import writes (`import_stream`): a 100,000-rule
#: import holds the write lock a batch at a time and a batch in memory
IMPORT_BATCH = 1000

#: a rule to import and its feedback events
ImportItem = tuple[Rule, Sequence[FeedbackEvent]]


def import_rules(
    store: Store,
    rules: Iterable[Rule],
    events: Iterable[FeedbackEvent] | None = None,
    tombstones: Iterable[Tombstone] | None = None,
    *,
    sanitizer: Redactor | None = None,
    source: str = "import",
    batch: int = IMPORT_BATCH,
) -> ImportResult:
    """Insert imported rules as they are (ids, maturity, events kept), one undoable step.

    A rule whose id already exists, or whose text duplicates a stored rule,
    is skipped (with its events). The events of rules not among `rules` are
    recorded as they are (the rules of `kenning playbook import --repo` went
    to the repository's file; feedback is personal). Content is sanitized.
    See `import_stream` for the batches.
    """
    by_rule: dict[str, list[FeedbackEvent]] = {}
    for event in events or ():
        by_rule.setdefault(event.rule_id, []).append(event)
    listed = list(rules)
    named = {rule.id for rule in listed}
    loose = [e for rule_id, evs in by_rule.items() if rule_id not in named for e in evs]
    items = ((rule, by_rule.get(rule.id, ())) for rule in listed)
    return import_stream(
        store,
        items,
        tombstones,
        loose_events=loose,
        sanitizer=sanitizer,
        source=source,
        batch=batch,
    )


def import_stream(
    store: Store,
    items: Iterable[ImportItem],
    tombstones: Iterable[Tombstone] | None = None,
    *,
    loose_events: Iterable[FeedbackEvent] = (),
    sanitizer: Redactor | None = None,
    source: str = "import",
    batch: int = IMPORT_BATCH,
    dry_run: bool = False,
    progress: Callable[[int], None] | None = None,
) -> ImportResult:
    """Import rules (with their events) from an iterator, `batch` rules per transaction.

    Each batch is one transaction with its own oplog row; the rows share a
    group, so one `undo` reverts the whole import. A rule whose id is stored
    (or came earlier in the import) is skipped, and so is one whose text is
    a stored rule's: both found by index, a batch at a time, so the cost is
    linear and the memory one batch. If reading `items` fails half-way (a
    bad rule in a file read as it is imported), the batches written are
    undone and the error raised: an import is whole or nothing. Tombstones
    and `loose_events` (events of rules not imported here) go with the first
    batch.

    Args:
        dry_run: count what would be imported, write nothing (the ids and
            texts seen are then remembered in memory, to find repeats).
        progress: called with the number of rules read after each batch.
    """
    redact = redactor(None, sanitizer).redact
    repo = RuleRepo(store)
    result = _Tally([], [], [], 0, 0)
    group = f"{source} {utcnow().isoformat()} {id(result):x}"
    seen_ids: set[str] = set()  # a dry run's: nothing it reads is written
    seen_hashes: set[str] = set()
    tombs = list(tombstones or ())
    loose = list(loose_events)
    read = parts = 0
    try:
        for chunk in _chunks(items, batch):
            read += len(chunk)
            parts += 1
            if dry_run:
                _dry_batch(repo, chunk, redact, result, seen_ids, seen_hashes, tombs)
            else:
                with store.transaction():
                    steps = _import_batch(repo, chunk, redact, result, tombs)
                    event_ids = repo.add_events(_redacted_event(e, redact) for e in loose)
                    result.events += len(event_ids)
                    if event_ids:
                        steps.insert(0, {"op": "delete_events", "ids": event_ids})
                    summary = (
                        f"{source}: {len(result.added)} rules, {result.events} events, "
                        f"{result.tombstones} tombstones"
                    )
                    if parts > 1:
                        summary += f" ({parts} transactions)"
                    repo.record_op("import", summary, {"steps": steps, "group": group})
            tombs, loose = [], []
            if progress is not None:
                progress(read)
    except BaseException:
        if not dry_run:
            undo_group(store, repo, group)  # whole or nothing: the parts written go
        raise
    return ImportResult(
        result.added,
        result.skipped_existing,
        result.skipped_duplicate,
        result.events,
        result.tombstones,
    )


@dataclass
class _Tally:
    """What an import did so far (`ImportResult`, while it runs)."""

    added: list[str]
    skipped_existing: list[str]
    skipped_duplicate: list[str]
    events: int
    tombstones: int


def _redacted_event(event: FeedbackEvent, redact: Callable[[str], str]) -> FeedbackEvent:
    return replace(event, reason=redact(event.reason)) if event.reason else event


def _chunks(items: Iterable[ImportItem], size: int) -> Iterator[list[ImportItem]]:
    """`items` in lists of `size`; always at least one (empty when there is nothing)."""
    chunk: list[ImportItem] = []
    given = False
    for item in items:
        chunk.append(item)
        if len(chunk) >= size:
            yield chunk
            given, chunk = True, []
    if chunk or not given:
        yield chunk


def _import_batch(
    repo: RuleRepo,
    chunk: list[ImportItem],
    redact: Callable[[str], str],
    result: _Tally,
    tombstones: list[Tombstone],
) -> list[dict[str, Any]]:
    """One batch of `import_stream`, inside its transaction; the undo steps."""
    cleaned = [(replace(r, content=redact(r.content), origin="global"), e) for r, e in chunk]
    # earlier batches are committed: the store answers for them too
    stored = repo.existing_ids([rule.id for rule, _ in cleaned])
    texts = repo.existing_hashes({rule.content_hash for rule, _ in cleaned})
    steps: list[dict[str, Any]] = []
    events: list[FeedbackEvent] = []
    for rule, evs in cleaned:
        if rule.id in stored:
            result.skipped_existing.append(rule.id)
        elif rule.content_hash in texts:
            result.skipped_duplicate.append(rule.id)
        else:
            repo.insert(rule)
            stored.add(rule.id)
            texts.add(rule.content_hash)
            result.added.append(rule.id)
            steps.append({"op": "delete_bullet", "id": rule.id})
            events += [_redacted_event(e, redact) for e in evs]
    event_ids = repo.add_events(events)
    result.events += len(event_ids)
    if event_ids:
        steps.insert(0, {"op": "delete_events", "ids": event_ids})
    if tombstones:
        known = {t.id for t in repo.tombstones()}
        for tomb in tombstones:
            if tomb.id not in known:
                repo.insert_tombstone(tomb)
                known.add(tomb.id)
                steps.append({"op": "delete_tombstone", "id": tomb.id})
                result.tombstones += 1
    return steps


def _dry_batch(
    repo: RuleRepo,
    chunk: list[ImportItem],
    redact: Callable[[str], str],
    result: _Tally,
    seen_ids: set[str],
    seen_hashes: set[str],
    tombstones: list[Tombstone],
) -> None:
    """`_import_batch` without writing: the ids and texts it would add are remembered."""
    cleaned = [(replace(r, content=redact(r.content)), e) for r, e in chunk]
    stored = repo.existing_ids([rule.id for rule, _ in cleaned])
    texts = repo.existing_hashes({rule.content_hash for rule, _ in cleaned})
    for rule, evs in cleaned:
        if rule.id in stored or rule.id in seen_ids:
            result.skipped_existing.append(rule.id)
        elif rule.content_hash in texts or rule.content_hash in seen_hashes:
            result.skipped_duplicate.append(rule.id)
        else:
            seen_ids.add(rule.id)
            seen_hashes.add(rule.content_hash)
            result.added.append(rule.id)
            result.events += len(evs)
    if tombstones:
        known = {t.id for t in repo.tombstones()}
        result.tombstones += len({t.id for t in tombstones} - known)
