"""The rules the server answers from, kept fresh without a restart.

One `RuleSet` per repository root (the global playbook merged with that
repo's `.kenning/playbook.yaml`), built from the database directly: the
daemon need not run. Before answering, the server calls `RuleBook.get`,
which compares the playbook's version — the database's write counter plus
the repo file's mtime, one indexed SELECT and one stat — with the loaded
one and reloads on change, or when the playbook is a minute old (scores decay:
`PlaybookCache`). So a `kenning mark` from the CLI or a saved playbook.yaml
shows in the next hover.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kenning.daemon.core.config import LoadedConfig, load_config, resolve_paths
from kenning.daemon.core.files import read_regular
from kenning.daemon.core.models import RuleState
from kenning.daemon.ops.playbooks import playbook_cache
from kenning.daemon.ops.storage import Store, open_store
from kenning.daemon.playbook.book import Playbook, ScoredRule, gc_paused
from kenning.daemon.playbook.cache import PlaybookCache
from kenning.daemon.playbook.checks import Checks, checks_for
from kenning.daemon.playbook.export import export_text

from .matching import RuleIndex
from .stored_terms import TermCache

__all__ = ["RuleBook", "RuleSet", "agents_md_anchors"]

log = logging.getLogger(__name__)

_ENTRY = re.compile(r"^- \[([\w-]+)\]")

Version = tuple[int, float | None, float | None]


def _entry_key(text: str) -> str:
    return " ".join(text.lower().split())


def agents_md_anchors(
    repo_root: Path | None, rules: Iterable[ScoredRule] = ()
) -> tuple[dict[str, tuple[Path, int]], float | None]:
    """Rule id → (AGENTS.md path, 1-based line) of its entry in the exported section.

    An entry names its rule's id (`- [b-123] …`, the exports for readers with
    kenning), or states the rule's export text alone (`- …`, AGENTS.md for
    anyone): then the rule is found by that text.
    """
    if repo_root is None:
        return {}, None
    path = repo_root / "AGENTS.md"
    try:
        mtime = path.stat().st_mtime
        text = read_regular(path).decode("utf-8", errors="replace")
    except OSError:
        return {}, None
    anchors: dict[str, tuple[Path, int]] = {}
    by_text: dict[str, int] = {}
    for n, line in enumerate(text.splitlines(), start=1):
        m = _ENTRY.match(line)
        if m and m.group(1) not in anchors:
            anchors[m.group(1)] = (path, n)
        elif line.startswith("- "):
            by_text.setdefault(_entry_key(line[2:].removesuffix(" (team)")), n)
    if by_text:
        for sb in rules:
            at = by_text.get(_entry_key(export_text(sb.rule)))
            if at is not None and sb.rule.id not in anchors:
                anchors[sb.rule.id] = (path, at)
    return anchors, mtime


@dataclass
class RuleSet:
    """One loaded, indexed playbook."""

    root: Path | None
    #: the config's values for `root` as plain attributes (`LoadedConfig.plain`)
    settings: Any
    playbook: Playbook
    index: RuleIndex
    anchors: dict[str, tuple[Path, int]]
    version: Version
    load_ms: float = 0.0
    #: the proposals (rules learned once, not accepted yet): shown apart in the hover,
    #: with code actions to accept or reject them
    proposals: RuleIndex = field(default_factory=lambda: RuleIndex([]))

    def get(self, rule_id: str) -> ScoredRule | None:
        return self.playbook.get(rule_id)

    @property
    def checks(self) -> Checks:
        """The file checks, built when first asked (a hover needs none: 1.8 s of CPU at
        100,000 rules) and kept with the playbook (`checks_for`)."""
        return checks_for(self.playbook)


@dataclass
class RuleBook:
    """Every `RuleSet` this server has loaded, keyed by repository root."""

    db_path: Path
    _store: Store | None = None
    _sets: dict[Path | None, RuleSet] = field(default_factory=dict)
    _configs: dict[Path | None, LoadedConfig] = field(default_factory=dict)
    #: decides when a playbook is stale (a write, the repo file, or its age); the
    #: operations the server runs (`kenning.explain`, marks) read through it too;
    #: scored with the defaults' plain view until a root's settings are given
    playbooks: PlaybookCache = field(
        default_factory=lambda: playbook_cache(LoadedConfig({}, resolve_paths(), None).plain())
    )
    loads: int = 0
    #: each rule's hover terms, read from the store and kept across reloads
    terms: TermCache = field(default_factory=TermCache)

    @property
    def store(self) -> Store:
        if self._store is not None and self._store.replaced():
            # `kenning restore` put another file in place: read that one
            self.reload(reopen=True)
        if self._store is None:
            self._store = open_store(self.db_path)
        return self._store

    def config_for(self, root: Path | None) -> LoadedConfig:
        """The effective config for files under `root` (its .kenning/config.toml included)."""
        if root not in self._configs:
            loaded = load_config(cwd=root, lenient=True)  # load_base shows the warnings
            for warning in loaded.warnings:
                log.warning("config for %s: %s", root, warning)
            self._configs[root] = loaded
        return self._configs[root]

    def settings_for(self, root: Path | None) -> Any:
        """`config_for(root)`'s values as plain attributes (no settings model is built)."""
        return self.config_for(root).plain()

    def _version(self, root: Path | None) -> Version:
        db, repo_mtime = Playbook.current_version(self.store, root)
        agents = None
        if root is not None:
            try:
                agents = (root / "AGENTS.md").stat().st_mtime
            except OSError:
                agents = None
        return (db, repo_mtime, agents)

    def get(self, root: Path | None) -> RuleSet:
        """The rules for files under `root`, reloaded first if anything changed."""
        current = self._sets.get(root)
        version = self._version(root)
        if (
            current is not None
            and current.version == version
            and self.playbooks.is_fresh(self.store, root)
        ):
            return current
        return self._load(root, version)

    def _load(self, root: Path | None, version: Version) -> RuleSet:
        started = time.perf_counter()
        settings = self.settings_for(root)
        playbook = self.playbooks.get(self.store, root, settings)
        for warning in playbook.warnings:
            log.warning("%s", warning)
        anchors, _ = agents_md_anchors(root, playbook.active())
        active = playbook.active()
        proposals = [sb for sb in playbook.rules if sb.state == RuleState.PROPOSAL]
        with gc_paused():  # a million small objects (terms, postings), no cycles
            terms = self.terms.terms(self.store, [*active, *proposals])
            index = RuleIndex(active, analysed=terms)
            proposed = RuleIndex(proposals, state=RuleState.PROPOSAL, analysed=terms)
        ruleset = RuleSet(
            root=root,
            settings=settings,
            playbook=playbook,
            index=index,
            proposals=proposed,
            anchors=anchors,
            version=version,
        )
        ruleset.load_ms = (time.perf_counter() - started) * 1000
        self._sets[root] = ruleset
        self.loads += 1
        log.info(
            "loaded %d rules (%d analysed) for %s in %.0f ms",
            len(ruleset.index),
            self.terms.computed,
            root or "(no repository)",
            ruleset.load_ms,
        )
        return ruleset

    def changed(self) -> list[Path | None]:
        """Roots whose playbook changed since it was loaded (for the background poll)."""
        return [
            root
            for root, rs in self._sets.items()
            if rs.version != self._version(root) or not self.playbooks.is_fresh(self.store, root)
        ]

    def reload(self, *, reopen: bool = False) -> None:
        """Forget every loaded playbook and config (and with `reopen`, the database handle)."""
        self._sets.clear()
        self._configs.clear()
        self.playbooks.clear()
        self.terms.clear()
        if reopen and self._store is not None:
            self._store.close()
            self._store = None

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None
