"""The SQLite store: connection, migrations, backups, and the repositories. The only place SQL
on kenning's own tables lives (tests/test_store_boundary.py fails on SQL anywhere else).

Repositories, by table: `sessions` (sessions, messages, diaries), `rules` (rules, events,
tombstones, toxic, conflicts, oplog), `feedback` (feedback_summary, feedback_dirty),
`lookalikes` (the duplicate and conflict candidates), `search` (the full-text reads of
retrieval), `vectors` (embeddings), `ingest` (the ingest writer, checkpoints, skips, watched
projects), `learning` (reflected_sessions, rule_links, learned_feedback, surfaced_rules
reads, facts, llm_usage), `surfaced` (surfaced_rules writes), `team` (the local team_*
tables), `compact` (compaction).
"""
