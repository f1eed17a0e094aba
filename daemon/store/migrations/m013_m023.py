"""Migrations 013 to 023: the team's curation and trust, the playbook's change log (m018),
partial reads (m019), the briefing's rule keys (m021), the trigram triggers' cheaper
test (m022), the hover's stored rule terms (m023).

`STEPS` lists them in the order they run (the package's `migrations` runs the
eras in turn); never edit one that has shipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kenning.daemon.store.migrations import Schema

__all__ = ["STEPS", "logged_bump"]


def m013_team_curation(db: Schema) -> None:
    # The local curator's rules applied to the team's rules as they arrive
    # (daemon/team/curation.py): a team rule repeating a rule held here in
    # other words names the rule it repeats (`same_as`) and is shown as that
    # one, its marks counted there. Each applied page of rules leaves its seq
    # range in `team_uncurated` (in the page's transaction, so a crash loses
    # none); the sync curates them after the rules and drops the ranges. Rules
    # held before this migration wait as one range.
    db.executescript(
        """
        ALTER TABLE team_rules ADD COLUMN same_as TEXT;
        CREATE INDEX IF NOT EXISTS team_rules_same_as ON team_rules(same_as)
            WHERE same_as IS NOT NULL;
        CREATE TABLE IF NOT EXISTS team_uncurated (lo INTEGER NOT NULL, hi INTEGER NOT NULL);
        INSERT INTO team_uncurated (lo, hi)
            SELECT min(seq), max(seq) FROM team_rules HAVING count(*) > 0;
        """
    )


def m014_team_summary_clock(db: Schema) -> None:
    # A long-lived reader (daemon, language server) keeps the team's summaries
    # and re-reads only the rows a pull changed (store/team_summary.py `changed_since`):
    # reading all 100k of them was a fifth of each briefing after a sync. Each
    # write of a summary stamps it with the next value of `meta.team_summary_clock`.
    db.executescript(
        """
        ALTER TABLE team_summary ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX IF NOT EXISTS team_summary_changed ON team_summary(changed);
        INSERT OR IGNORE INTO meta (key, value) VALUES ('team_summary_clock', '0');
        """
    )


def m015_message_origin(db: Schema) -> None:
    # Who wrote a message's words (issue 24): `human`, `agent`, `tool`,
    # `injected`, `expansion` or `handoff`, decided by each connector from its
    # format's markers (daemon/ingest/origins.py). Rows stored before get what
    # their role implies; a source read again gets its markers' answer.
    # Learning and titles read only `human` rows. The full-text index holds no
    # origin: the `fts_deferred` row (m006) keeps its update trigger from
    # re-indexing every message for a column it does not hold.
    db.executescript(
        """
        ALTER TABLE messages ADD COLUMN origin TEXT;
        DELETE FROM fts_deferred;
        INSERT INTO fts_deferred (above) VALUES (-1);
        UPDATE messages SET origin = CASE role
            WHEN 'user' THEN 'human'
            WHEN 'assistant' THEN 'agent'
            WHEN 'tool' THEN 'tool'
            ELSE 'injected' END;
        DELETE FROM fts_deferred;
        CREATE INDEX IF NOT EXISTS messages_human ON messages(session_id, idx)
            WHERE origin = 'human';
        """
    )


def m016_rule_proposals(db: Schema) -> None:
    # A learned rule that waits for evidence or a person was a `draft`; it is a
    # `proposal` now (issue 26), the word every surface shows.
    db.executescript("UPDATE bullets SET state = 'proposal' WHERE state = 'draft';")


def m017_team_trust(db: Schema) -> None:
    # Team memory that proves what it holds (issue 27, daemon/team/proof.py):
    # `team_retired` replicates the rules their author or an admin retired for
    # the team; `team_aliases` names the server's hash of a rule whose text
    # redaction changed (a secret, a home path: the server keys it by the
    # redacted text); the event-id index finds a mark pulled again after the
    # server was restored, and the own marks that came back from the server.
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS team_retired (
            content_hash TEXT PRIMARY KEY,
            reason TEXT NOT NULL,
            member TEXT NOT NULL,
            machine TEXT NOT NULL,
            origin TEXT NOT NULL,
            created_at TEXT NOT NULL,
            seq INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS team_aliases (
            local_hash TEXT PRIMARY KEY,
            server_hash TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS team_events_event ON team_events(event_id);
        """
    )


#: how many changes `playbook_changes` keeps (store/db.py `Store.playbook_changes`)
CHANGES_KEPT = 1024


def logged_bump(name: str, event: str, table: str, rule_id: str, when: str = "") -> str:
    """Trigger `name` again: it bumps `meta.playbook_version` and logs the rule it touched."""
    return f"""
        DROP TRIGGER IF EXISTS {name};
        CREATE TRIGGER {name} AFTER {event} ON {table} BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
            INSERT INTO playbook_changes (version, rule_id)
                SELECT CAST(value AS INTEGER), {rule_id} FROM meta
                WHERE key = 'playbook_version'{when};
            DELETE FROM playbook_changes WHERE version <= (
                SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'playbook_version'
            ) - {CHANGES_KEPT};
        END;
    """


def m018_playbook_changes(db: Schema) -> None:
    # Which rule each bump of `playbook_version` was for (issue 28): a reader
    # holding a playbook (the daemon's shared cache, the language server)
    # re-reads those rules instead of every rule. One row per bump, the last
    # CHANGES_KEPT; a bump without its row (tombstones, a team sync, an id
    # changed by an update) leaves a gap, which readers answer with a whole load.
    db.executescript(
        "CREATE TABLE IF NOT EXISTS playbook_changes "
        "(version INTEGER PRIMARY KEY, rule_id TEXT NOT NULL);"
        + logged_bump("bullets_version_i", "INSERT", "bullets", "NEW.id")
        + logged_bump("bullets_version_u", "UPDATE", "bullets", "NEW.id", " AND OLD.id = NEW.id")
        + logged_bump("bullets_version_d", "DELETE", "bullets", "OLD.id")
        + logged_bump("feedback_version_i", "INSERT", "feedback_events", "NEW.bullet_id")
        + logged_bump("feedback_version_d", "DELETE", "feedback_events", "OLD.bullet_id")
    )


def m019_partial_reads(db: Schema) -> None:
    # A source read in slices (`ingest.base.READ_CHUNK_BYTES`) whose reading
    # stopped between two slices (the file deleted or truncated under the
    # reader, the daemon stopped, the disk full) leaves its sessions with only
    # their first messages (issue 27). `partial` marks the checkpoint (so the
    # source is read again, even unchanged) and its sessions (so no diary,
    # summary or reflection treats them as whole) until a read reaches its end.
    db.executescript(
        "ALTER TABLE ingest_checkpoints ADD COLUMN partial INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE sessions ADD COLUMN partial INTEGER NOT NULL DEFAULT 0;"
    )


def m020_odd_rules_index(db: Schema) -> None:
    # The duplicate and conflict checks of a new rule find its look-alikes
    # through bullets_fts, plus every live rule whose words the FTS tokens may
    # not spell (an apostrophe, text outside ASCII): a partial index holds just
    # those, so `add` no longer reads every rule's text (~0.2 s at 100,000
    # rules). Its WHERE is `store/lookalikes._ODD`, word for word: SQLite uses
    # a partial index only for a query that repeats its condition.
    db.execute(
        "CREATE INDEX IF NOT EXISTS bullets_odd ON bullets(state) WHERE "
        "(instr(content, '''') > 0 OR length(CAST(content AS BLOB)) <> length(content))"
    )


def m021_rule_keys(db: Schema) -> None:
    # A briefing without the daemon (a cold `kenning context`, issue 28) reads
    # the weights of the task's words and the scoped rules from here instead of
    # loading the whole playbook: per live rule the keys it is about
    # (`rule_keys`, with a digest of the text they were computed from), per key
    # how many live rules have it (`rule_key_counts`), and in `meta` the
    # playbook version they were counted at. Filled lazily by
    # the first cold briefing and patched from `playbook_changes` after that
    # (store/rule_keys.py). The partial index holds the scoped live rules,
    # which the briefing groups by scope and key; its WHERE is
    # `rule_keys._SCOPED`, word for word.
    db.executescript(
        "CREATE TABLE IF NOT EXISTS rule_keys "
        "(rule_id TEXT PRIMARY KEY, origin TEXT NOT NULL, counted INTEGER NOT NULL, "
        "keys TEXT NOT NULL, digest TEXT NOT NULL) WITHOUT ROWID;"
        "CREATE INDEX IF NOT EXISTS rule_keys_repo ON rule_keys(origin) WHERE origin = 'repo';"
        "CREATE TABLE IF NOT EXISTS rule_key_counts "
        "(key TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;"
        "CREATE INDEX IF NOT EXISTS bullets_scoped ON bullets(scope, scope_key) "
        "WHERE scope <> 'global' AND state IN ('active', 'proposal');"
    )


def m022_trigram_ascii_first(db: Schema) -> None:
    # The m011 triggers ran their GLOB over every message's text, a third of
    # the ingest writer's CPU; a text of ASCII only holds none of those
    # scripts, and its byte count tells so first (`core.scripts.nospace_sql`).
    # The same rows are picked: the index needs no rebuild.
    from kenning.daemon.core.scripts import nospace_sql

    exists = db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'messages_trigram_ai'"
    ).fetchone()
    if exists is None:  # no trigram index (SQLite < 3.34): m011 made no triggers
        return
    old, new = nospace_sql("old.text"), nospace_sql("new.text")
    db.executescript(
        f"""
        DROP TRIGGER messages_trigram_ai;
        DROP TRIGGER messages_trigram_ad;
        DROP TRIGGER messages_trigram_au;
        CREATE TRIGGER messages_trigram_ai AFTER INSERT ON messages
        WHEN {new} BEGIN
            INSERT INTO messages_trigram(rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER messages_trigram_ad AFTER DELETE ON messages
        WHEN {old} BEGIN
            DELETE FROM messages_trigram WHERE rowid = old.id;
        END;
        CREATE TRIGGER messages_trigram_au AFTER UPDATE OF text ON messages
        WHEN {old} OR {new} BEGIN
            DELETE FROM messages_trigram WHERE rowid = old.id;
            INSERT INTO messages_trigram(rowid, text)
                SELECT new.id, new.text WHERE {new};
        END;
        """
    )


def m023_rule_hover_terms(db: Schema) -> None:
    # The language server's hover index (lsp/matching.py) weighs each live
    # rule's terms; computing them is text analysis (~9 s of CPU at 100,000
    # rules, issue 28). Per rule: its terms as the hover computes them
    # (lsp/stored_terms.py encodes them) and a digest of what they were
    # computed from (text, tags, check regex, the terms' version). Filled by
    # the first hover that misses a rule; a changed rule is found by its
    # digest and written again (store/hover_terms.py).
    db.executescript(
        "CREATE TABLE IF NOT EXISTS rule_hover_terms "
        "(rule_id TEXT PRIMARY KEY, digest TEXT NOT NULL, terms TEXT NOT NULL) WITHOUT ROWID;"
    )


#: this era's migrations, in the order they run
STEPS = (
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
