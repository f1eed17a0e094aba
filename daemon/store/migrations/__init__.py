"""Numbered schema migrations of the kenning database.

Each `mNNN_*` function runs once, in a transaction, recorded by sqlite-utils
`Migrations`; an existing file is upgraded in place on open. Never edit a
migration that has shipped: add the next number.

Numbers are reserved per area so work can land in any order:
m001 playbook, m002 sessions, m003 embeddings, m004 LLM usage, m005+ learning loop;
m008 Codex session ids and watched project folders; m009 feedback summaries;
m010 the team replica (daemon/team/); m011 the trigram index (search);
m017 the log of which rule each playbook change touched; m019 partial reads;
m022 the trigram triggers' cheaper test; m023 the hover's stored rule terms.

The steps are kept by era, in `m001_m005`, `m006_m012` and `m013_m023`
(plain functions: nothing there registers itself); `STEPS` below lists them
in the order they run. A new migration goes at the end of the last module
and of `STEPS`.
"""

from __future__ import annotations

from sqlite_utils.migrations import Migrations

from kenning.daemon.store.migrations.m001_m005 import (
    m001_playbook,
    m002_sessions,
    m003_embeddings,
    m004_llm_usage,
    m005_learning,
)
from kenning.daemon.store.migrations.m006_m012 import (
    m006_fts_deferred,
    m007_drop_messages_created,
    m008_codex_ids_and_projects,
    m009_feedback_summary,
    m010_team_replica,
    m011_messages_trigram,
    m012_team_summary,
)
from kenning.daemon.store.migrations.m013_m023 import (
    m013_team_curation,
    m014_team_summary_clock,
    m015_message_origin,
    m016_rule_proposals,
    m017_team_trust,
    m018_playbook_changes,
    m019_partial_reads,
    m020_odd_rules_index,
    m021_rule_keys,
    m022_trigram_ascii_first,
    m023_rule_hover_terms,
)

# each step is public too: a test runs one of them on a file of its own
__all__ = [
    "STEPS",
    "m001_playbook",
    "m002_sessions",
    "m003_embeddings",
    "m004_llm_usage",
    "m005_learning",
    "m006_fts_deferred",
    "m007_drop_messages_created",
    "m008_codex_ids_and_projects",
    "m009_feedback_summary",
    "m010_team_replica",
    "m011_messages_trigram",
    "m012_team_summary",
    "m013_team_curation",
    "m014_team_summary_clock",
    "m015_message_origin",
    "m016_rule_proposals",
    "m017_team_trust",
    "m018_playbook_changes",
    "m019_partial_reads",
    "m020_odd_rules_index",
    "m021_rule_keys",
    "m022_trigram_ascii_first",
    "m023_rule_hover_terms",
    "migrations",
]

#: every migration, in the order it runs (sqlite-utils records each by its name)
STEPS = (
    m001_playbook,
    m002_sessions,
    m003_embeddings,
    m004_llm_usage,
    m005_learning,
    m006_fts_deferred,
    m007_drop_messages_created,
    m008_codex_ids_and_projects,
    m009_feedback_summary,
    m010_team_replica,
    m011_messages_trigram,
    m012_team_summary,
    m013_team_curation,
    m014_team_summary_clock,
    m015_message_origin,
    m016_rule_proposals,
    m017_team_trust,
    m018_playbook_changes,
    m019_partial_reads,
    m020_odd_rules_index,
    m021_rule_keys,
    m022_trigram_ascii_first,
    m023_rule_hover_terms,
)

migrations = Migrations("kenning")
for _step in STEPS:
    migrations()(_step)
