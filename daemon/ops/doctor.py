"""Health checks behind `kenning doctor`.

Each check returns `Check` rows: what was looked at, whether it is ok,
degraded or broken, and the exact fix. Areas add their own check functions to
`CHECKS`; a check must be cheap (no model load) and must never raise.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Literal

from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.errors import KenningError
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

log = logging.getLogger(__name__)

#: "catching-up": behind, and the lag shrinks (the daemon is at it); ok for the exit code
Status = Literal["ok", "catching-up", "degraded", "broken"]


@dataclass(frozen=True)
class Check:
    name: str
    status: Status
    detail: str
    fix: str | None = None

    def to_json(self) -> dict[str, str | None]:
        return asdict(self)


CheckFn = Callable[[LoadedConfig], list[Check]]


def check_store(loaded: LoadedConfig) -> list[Check]:
    """The database opens and `PRAGMA quick_check` finds nothing wrong with it.

    quick_check reads every page (a second or two for a large store): the
    doctor is where a person asks for it.
    """
    from kenning.daemon.store.backup import check_file
    from kenning.daemon.store.db import (
        NOT_UTF8_DAMAGE,
        clear_corruption_mark,
        corrupt_error,
        corruption_marked,
        mark_corrupt,
    )
    from kenning.daemon.store.rules import count_rules

    path = loaded.paths.db
    if not path.exists():
        return [_missing_store(loaded)]
    cleared: list[Check] = []
    found = corruption_marked(path)
    if found is not None:
        problems = check_file(path, full_text=True)
        if NOT_UTF8_DAMAGE in found:  # inside a row: quick_check cannot see it
            problems = problems or [found]
        if problems:
            error = corrupt_error(path, "; ".join(problems[:3]))
            return [Check("store", "broken", error.message, fix=error.fix)]
        # a mark the file no longer bears out (a passing error, a repaired file)
        clear_corruption_mark(path)
        note = (
            f"{path} was marked damaged ({found}), but quick_check and the full-text "
            "indexes check out now: the mark was cleared and writes resume"
        )
        fix = "if it comes back, restore a backup: kenning daemon stop; kenning restore"
        cleared.append(Check("store mark", "degraded", note, fix=fix))
    try:
        with Store.open(path) as store:
            applied = store.applied_migrations()
            rules = count_rules(store)
    except KenningError as exc:
        return [Check("store", "broken", exc.message, fix=exc.fix)]
    problems = [] if cleared else check_file(path)  # a cleared mark was just checked in full
    if problems:
        detail = "; ".join(problems[:3])
        mark_corrupt(path, detail)  # no process writes to it from now on
        error = corrupt_error(path, f"PRAGMA quick_check: {detail}")
        return [Check("store", "broken", error.message, fix=error.fix)]
    return [
        *cleared,
        Check(
            "store",
            "ok",
            f"{path} (schema {applied[-1] if applied else 'empty'}, {rules} rules, quick_check ok)",
        ),
    ]


def _missing_store(loaded: LoadedConfig) -> Check:
    """No database file: a home never set up (the first run), or a store lost beside backups."""
    from kenning.daemon.store.backup import list_backups

    path = loaded.paths.db
    backups = list_backups(loaded.paths.backups)
    if backups:
        return Check(
            "store",
            "broken",
            f"no database at {path}, but {len(backups)} backups in {loaded.paths.backups} "
            f"(newest {backups[0].age})",
            fix="kenning restore  (the newest backup), or `kenning setup` to start empty",
        )
    return Check(
        "store",
        "degraded",
        f"no store yet: run `kenning setup` (the store will be {path})",
        fix="kenning setup  (store, embedding model, daemon; `kenning init`: the store alone)",
    )


def check_backups(loaded: LoadedConfig) -> list[Check]:
    """The newest backup is at most a couple of days old."""
    from kenning.daemon.core.models import utcnow
    from kenning.daemon.store.backup import list_backups

    if not loaded.paths.db.exists():
        return []
    backups = list_backups(loaded.paths.backups)
    daily = loaded.plain().backup.daily
    if not backups and daily:
        from kenning.daemon.core.pidfile import running_pid

        if running_pid(loaded.paths.pidfile) is not None:
            detail = "none yet: the running daemon makes the first after its catch-up scan"
            return [Check("backups", "ok", detail)]
    if not backups:
        return [
            Check(
                "backups",
                "degraded",
                f"no backup in {loaded.paths.backups}: a damaged disk would lose every rule "
                "and mark",
                fix="kenning backup  (the running daemon makes one a day)",
            )
        ]
    newest = backups[0]
    detail = f"{len(backups)} in {loaded.paths.backups}, newest {newest.age}"
    if (utcnow() - newest.created).days >= 2:
        return [Check("backups", "degraded", detail, fix="kenning backup  (or start the daemon)")]
    return [Check("backups", "ok", detail)]


def check_config(loaded: LoadedConfig) -> list[Check]:
    sources = sorted({v for v in loaded.origins.values()})
    detail = "defaults" + (" + " + ", ".join(sources) if sources else "")
    return [Check("config", "ok", detail)]


def check_embedder(loaded: LoadedConfig) -> list[Check]:
    """Is the embedding model installed? Decided without loading it (or importing fastembed)."""
    from kenning.daemon.retrieval.embedding.embedder import embedder_status

    status = embedder_status(loaded.plain(), loaded.paths)
    if not status.degraded:
        return [Check("embedder", "ok", f"{status.model}: {status.reason}")]
    return [
        Check(
            "embedder",
            "degraded",
            f"degraded: hashing embedder + lexical only ({status.reason})",
            fix="kenning models install",
        )
    ]


def check_embeddings(loaded: LoadedConfig) -> list[Check]:
    """Messages and rules still waiting for a vector (semantic search misses them until then)."""
    from kenning.daemon.retrieval.embedding.embedder import embedder_name
    from kenning.daemon.retrieval.vectors.backlog import backlog

    if not loaded.paths.db.exists():
        return []
    with Store.open(loaded.paths.db) as store:
        waiting = backlog(store, embedder_name(loaded.plain(), loaded.paths))
    if not waiting.pending:
        return [Check("embeddings", "ok", f"every message and rule has a {waiting.model} vector")]
    from kenning.daemon.core.pidfile import running_pid

    # embedding under way, or a daemon that embeds what arrives: a lag that shrinks
    running = running_pid(loaded.paths.pidfile) is not None
    if waiting.rate is not None or running:
        return [Check("embeddings", "catching-up", waiting.describe(daemon_running=running))]
    fix = "kenning daemon start  (it embeds in the background), or `kenning embed`"
    return [Check("embeddings", "degraded", waiting.describe(), fix=fix)]


def check_ingest(loaded: LoadedConfig) -> list[Check]:
    """Flag an agent whose folder exists but yielded no session, with the likely cause."""
    from kenning.daemon.ingest.status import ingest_status

    if not loaded.paths.db.exists():
        return []
    with Store.open(loaded.paths.db) as store:
        data = ingest_status(store, loaded.plain())
    results: list[Check] = []
    for agent, info in data["agents"].items():
        if info["problem"]:
            fix = "kenning status" if "not ingested" not in info["problem"] else "kenning ingest"
            results.append(Check(f"ingest:{agent}", "degraded", info["problem"], fix=fix))
        elif info["sessions"]:
            results.append(
                Check(
                    f"ingest:{agent}",
                    "ok",
                    f"{info['sessions']} sessions, {info['messages']} messages",
                )
            )
    return results


def check_daemon(loaded: LoadedConfig) -> list[Check]:
    from kenning.daemon.core.pidfile import running_pid

    pid = running_pid(loaded.paths.pidfile)
    if pid is None:
        return [
            Check(
                "daemon",
                "degraded",
                "not running: new sessions are ingested only by `kenning ingest`",
                fix="kenning daemon start  (or `kenning daemon install-service` to start at login)",
            )
        ]
    return [Check("daemon", "ok", f"running (pid {pid}), socket {loaded.paths.socket}")]


CHECKS: list[CheckFn] = [check_config, check_store, check_backups, check_daemon, check_embedder]
CHECKS.append(check_ingest)
CHECKS.append(check_embeddings)


def check_repo_playbook(loaded: LoadedConfig) -> list[Check]:
    """The repository's .kenning/playbook.yaml, when there is one, must be readable."""
    from kenning.daemon.playbook.repo_file import load_repo_playbook, repo_playbook_path

    if loaded.repo_root is None or not repo_playbook_path(loaded.repo_root).is_file():
        return []
    try:
        team = load_repo_playbook(loaded.repo_root, backups=loaded.paths.backups)
    except KenningError as exc:
        return [Check("repo playbook", "degraded", exc.message, fix=exc.fix)]
    return [Check("repo playbook", "ok", f"{team.path} ({len(team.rules)} team rules)")]


CHECKS.append(check_repo_playbook)


def check_learning(loaded: LoadedConfig) -> list[Check]:
    """Diaries and reflection keeping up with the sessions (daemon/learning/reflect.py)."""
    if not loaded.paths.db.exists():
        return []
    from kenning.daemon.store.learning import count_reflected

    with Store.open(loaded.paths.db) as store:
        repo = SessionRepo(store)
        sessions = repo.count_top_level()
        if not sessions:
            return []
        diaries = repo.count_diaries()
        reflected = count_reflected(store)
    detail = f"{diaries} of {sessions} sessions have a diary, {reflected} reflected on"
    if not diaries:  # some lag is normal: running sessions wait until they are idle
        fix = "kenning reflect (the running daemon does it on its own every hour)"
        return [Check("learning", "degraded", detail, fix=fix)]
    return [Check("learning", "ok", detail)]


CHECKS.append(check_learning)


def check_privacy(loaded: LoadedConfig) -> list[Check]:
    from kenning.daemon.core.private import loose_paths

    home = loaded.paths.home
    if not home.is_dir():  # not set up yet: the store's check says so
        return []
    loose = loose_paths(home)
    if not loose:
        return [Check("privacy", "ok", f"{home} is 0700 and its files 0600")]
    shown = ", ".join(str(p) for p in loose[:3]) + (
        f" and {len(loose) - 3} more" if len(loose) > 3 else ""
    )
    return [
        Check(
            "privacy",
            "degraded",
            f"{len(loose)} paths in {home} are open to other users: {shown}",
            fix="run `kenning init` (or start the daemon): it makes the home 0700 and its "
            "files 0600",
        )
    ]


CHECKS.append(check_privacy)


def run_checks(loaded: LoadedConfig) -> list[Check]:
    """Run every registered check; a check that raises is reported, not propagated."""
    results: list[Check] = []
    for fn in CHECKS:
        try:
            results.extend(fn(loaded))
        except KenningError as exc:  # e.g. a damaged store, which check_store names once
            if not any(c.detail == exc.message for c in results):
                name = fn.__name__.removeprefix("check_")
                results.append(Check(name, "broken", exc.message, fix=exc.fix))
        except Exception as exc:  # a doctor must never crash
            log.exception("doctor check %s failed", fn.__name__)
            results.append(Check(fn.__name__, "broken", f"the check itself failed: {exc!r}"))
    return results
