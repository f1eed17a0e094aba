"""Migrations 001 to 005: the first schema: the playbook (m001), sessions and messages with
their full-text index (m002), embeddings (m003), LLM spending (m004), the learning loop
(m005).

`STEPS` lists them in the order they run (the package's `migrations` runs the
eras in turn); never edit one that has shipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kenning.daemon.store.migrations import Schema

__all__ = ["STEPS"]


def m001_playbook(db: Schema) -> None:
    db.executescript(
        """
        CREATE TABLE bullets (
            id TEXT PRIMARY KEY,
            content TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            category TEXT NOT NULL DEFAULT 'general',
            tags TEXT NOT NULL DEFAULT '[]',
            scope TEXT NOT NULL DEFAULT 'global',
            scope_key TEXT,
            kind TEXT NOT NULL,
            type TEXT NOT NULL,
            state TEXT NOT NULL,
            maturity TEXT NOT NULL,
            pinned INTEGER NOT NULL DEFAULT 0,
            pinned_reason TEXT,
            search_pointer TEXT,
            verification TEXT,
            provenance TEXT NOT NULL DEFAULT '{}',
            half_life_days REAL,
            origin TEXT NOT NULL DEFAULT 'global',
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX bullets_hash ON bullets(content_hash);
        CREATE INDEX bullets_state ON bullets(state);

        -- append-only: rows are never updated; undo appends nothing, it deletes
        -- the events an operation added (recorded in oplog)
        CREATE TABLE feedback_events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bullet_id TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('helpful', 'harmful')),
            weight REAL NOT NULL DEFAULT 1.0,
            source TEXT NOT NULL DEFAULT 'manual',
            reason TEXT,
            session_id TEXT,
            created_at TEXT NOT NULL
        );
        CREATE INDEX feedback_bullet ON feedback_events(bullet_id, created_at);

        CREATE TABLE tombstones (
            id TEXT PRIMARY KEY,
            pattern TEXT NOT NULL,
            is_regex INTEGER NOT NULL DEFAULT 0,
            reason TEXT NOT NULL,
            replacement TEXT,
            created_at TEXT NOT NULL
        );

        CREATE TABLE toxic (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            content TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            reason TEXT NOT NULL,
            bullet_id TEXT,
            created_at TEXT NOT NULL
        );
        CREATE INDEX toxic_hash ON toxic(content_hash);

        CREATE TABLE conflicts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bullet_a TEXT NOT NULL,
            bullet_b TEXT NOT NULL,
            reason TEXT NOT NULL,
            created_at TEXT NOT NULL,
            UNIQUE (bullet_a, bullet_b)
        );

        -- operation log for `kenning undo`: enough to revert each operation
        CREATE TABLE oplog (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            op TEXT NOT NULL,
            summary TEXT NOT NULL,
            undo TEXT NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL
        );

        -- a monotonic counter bumped by every playbook write, so long-lived
        -- readers (daemon, LSP) know cheaply when to reload
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO meta (key, value) VALUES ('playbook_version', '0');
        CREATE TRIGGER bullets_version_i AFTER INSERT ON bullets BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER bullets_version_u AFTER UPDATE ON bullets BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER bullets_version_d AFTER DELETE ON bullets BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER feedback_version_i AFTER INSERT ON feedback_events BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER feedback_version_d AFTER DELETE ON feedback_events BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER tombstones_version_i AFTER INSERT ON tombstones BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER tombstones_version_d AFTER DELETE ON tombstones BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        """
    )


def m002_sessions(db: Schema) -> None:
    db.executescript(
        """
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,              -- '<agent>:<native id>'
            agent TEXT NOT NULL,
            native_id TEXT NOT NULL,
            source_path TEXT NOT NULL,
            workspace TEXT,
            git_branch TEXT,
            title TEXT,
            parent_id TEXT,
            started_at TEXT,
            ended_at TEXT,
            message_count INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX sessions_agent ON sessions(agent);
        CREATE INDEX sessions_workspace ON sessions(workspace);
        CREATE INDEX sessions_source ON sessions(source_path);

        CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            key TEXT NOT NULL,                -- stable key inside the session
            idx INTEGER NOT NULL,
            role TEXT NOT NULL,
            author TEXT,
            model TEXT,
            text TEXT NOT NULL,
            tool_calls TEXT,                  -- JSON list of ToolCall, sanitized
            created_at TEXT,
            source_line INTEGER,
            content_hash TEXT NOT NULL,
            UNIQUE (session_id, key)
        );
        CREATE INDEX messages_session ON messages(session_id, idx);
        CREATE INDEX messages_created ON messages(created_at);

        -- full-text index over messages: role and author are indexed with the
        -- text because queries like "user said" or a model name help recall
        CREATE VIRTUAL TABLE messages_fts USING fts5(
            text, role, author, content='messages', content_rowid='id',
            tokenize = 'porter unicode61'
        );
        CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, text, role, author)
            VALUES (new.id, new.text, new.role, coalesce(new.author, ''));
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text, role, author)
            VALUES ('delete', old.id, old.text, old.role, coalesce(old.author, ''));
        END;
        CREATE TRIGGER messages_au AFTER UPDATE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text, role, author)
            VALUES ('delete', old.id, old.text, old.role, coalesce(old.author, ''));
            INSERT INTO messages_fts(rowid, text, role, author)
            VALUES (new.id, new.text, new.role, coalesce(new.author, ''));
        END;

        -- one row per source file (or SQLite database) an agent wrote
        CREATE TABLE ingest_checkpoints (
            source_path TEXT PRIMARY KEY,
            agent TEXT NOT NULL,
            device INTEGER,
            inode INTEGER,
            size INTEGER NOT NULL DEFAULT 0,
            mtime_ns INTEGER NOT NULL DEFAULT 0,
            head_hash TEXT,                   -- hash of the first bytes: detects rewrites
            offset INTEGER NOT NULL DEFAULT 0, -- JSONL: byte after the last complete line
            state TEXT,                       -- connector-specific JSON (e.g. replay state)
            sessions INTEGER NOT NULL DEFAULT 0,
            messages INTEGER NOT NULL DEFAULT 0,
            skipped INTEGER NOT NULL DEFAULT 0,
            last_error TEXT,
            updated_at TEXT NOT NULL
        );

        -- what could not be read, counted per agent and reason (kenning status)
        CREATE TABLE ingest_skips (
            agent TEXT NOT NULL,
            reason TEXT NOT NULL,
            count INTEGER NOT NULL DEFAULT 0,
            first_source TEXT,
            first_detail TEXT,
            last_at TEXT NOT NULL,
            PRIMARY KEY (agent, reason)
        );
        """
    )


def m003_embeddings(db: Schema) -> None:
    db.executescript(
        """
        -- one vector per (thing, model): bytes of float32, beside the content
        -- hash of the text it was computed from, so unchanged text is never
        -- re-embedded and changed text is
        CREATE TABLE embeddings (
            kind TEXT NOT NULL CHECK (kind IN ('message', 'bullet', 'diary')),
            ref_id TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (kind, ref_id, model)
        );

        -- full-text index over rules. It keeps its own copy of the text keyed
        -- by bullet id: bullets has a TEXT primary key, so its rowid may be
        -- renumbered by VACUUM and cannot anchor an external-content index
        CREATE VIRTUAL TABLE bullets_fts USING fts5(
            id UNINDEXED, content, category, tags, tokenize = 'porter unicode61'
        );
        INSERT INTO bullets_fts(id, content, category, tags)
            SELECT id, content, category, tags FROM bullets;
        CREATE TRIGGER bullets_fts_ai AFTER INSERT ON bullets BEGIN
            INSERT INTO bullets_fts(id, content, category, tags)
            VALUES (new.id, new.content, new.category, new.tags);
        END;
        CREATE TRIGGER bullets_fts_ad AFTER DELETE ON bullets BEGIN
            DELETE FROM bullets_fts WHERE id = old.id;
        END;
        CREATE TRIGGER bullets_fts_au AFTER UPDATE OF id, content, category, tags ON bullets
        BEGIN
            DELETE FROM bullets_fts WHERE id = old.id;
            INSERT INTO bullets_fts(id, content, category, tags)
            VALUES (new.id, new.content, new.category, new.tags);
        END;
        """
    )


def m004_llm_usage(db: Schema) -> None:
    db.executescript(
        """
        -- one row per LLM call, for the daily and monthly budget caps
        CREATE TABLE llm_usage (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            provider TEXT NOT NULL,
            model TEXT NOT NULL,
            purpose TEXT NOT NULL,
            input_tokens INTEGER NOT NULL DEFAULT 0,
            output_tokens INTEGER NOT NULL DEFAULT 0,
            cost_usd REAL NOT NULL DEFAULT 0,
            exempt INTEGER NOT NULL DEFAULT 0,
            ok INTEGER NOT NULL DEFAULT 1,
            created_at TEXT NOT NULL
        );
        CREATE INDEX llm_usage_created ON llm_usage(created_at);
        """
    )


def m005_learning(db: Schema) -> None:
    db.executescript(
        """
        -- one diary per session (daemon/learning/diary.py): the JSON of a Diary
        CREATE TABLE diaries (
            session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
            json TEXT NOT NULL,
            status TEXT NOT NULL,
            source TEXT NOT NULL CHECK (source IN ('deterministic', 'llm')),
            -- consolidation cursor: the last message idx summarised, so a long
            -- session growing is summarised incrementally
            last_idx INTEGER NOT NULL DEFAULT -1,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX diaries_updated ON diaries(updated_at);

        -- sessions whose diary reflection has consumed, at which diary version
        CREATE TABLE reflected_sessions (
            session_id TEXT PRIMARY KEY,
            diary_updated_at TEXT NOT NULL,
            reflected_at TEXT NOT NULL
        );

        -- rule <-> session links: why a rule is believed
        CREATE TABLE rule_links (
            bullet_id TEXT NOT NULL,
            session_id TEXT NOT NULL,
            relation TEXT NOT NULL
                CHECK (relation IN ('supports', 'contradicts', 'elaborates', 'similar')),
            note TEXT,
            created_at TEXT NOT NULL,
            PRIMARY KEY (bullet_id, session_id, relation)
        );
        CREATE INDEX rule_links_session ON rule_links(session_id);

        -- which rule was shown where (context, hover, export), for automatic feedback
        CREATE TABLE surfaced_rules (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bullet_id TEXT NOT NULL,
            session_id TEXT,
            workspace TEXT,
            place TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX surfaced_session ON surfaced_rules(session_id);
        CREATE INDEX surfaced_workspace ON surfaced_rules(workspace, created_at);

        -- feedback the learning loop recorded (auto, inline): one per
        -- (session, rule, source), so re-reading a session adds nothing
        CREATE TABLE learned_feedback (
            session_id TEXT NOT NULL,
            bullet_id TEXT NOT NULL,
            source TEXT NOT NULL,
            kind TEXT NOT NULL,
            event_id INTEGER,
            reason TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (session_id, bullet_id, source)
        );

        -- semantic memory: cross-session facts for MEMORY.md
        CREATE TABLE facts (
            id TEXT PRIMARY KEY,
            text TEXT NOT NULL,
            workspace TEXT,
            sessions TEXT NOT NULL,           -- JSON list of session ids
            count INTEGER NOT NULL DEFAULT 1,
            updated_at TEXT NOT NULL
        );
        """
    )


#: this era's migrations, in the order they run
STEPS = (
    m001_playbook,
    m002_sessions,
    m003_embeddings,
    m004_llm_usage,
    m005_learning,
)
