"""`--again` of the real-log learning bench: a kept fold's store without what reflection wrote.

`python -m bench.learning_real_bench --work DIR` keeps each fold's store and judge;
`--again DIR` copies each (`unlearn`) and has `kenning reflect --no-llm` build the
diaries and the rules again with the code as it is: a change to diaries or reflection
measured in about a minute, with nothing ingested and no judge trained.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

__all__ = ["LEARNED_TABLES", "unlearn"]

#: what reflection writes into a store (the rules, their history and links, the sessions
#: marked reflected, feedback, facts, the diaries): `unlearn` empties them, the sessions stay
LEARNED_TABLES = (
    "bullets", "oplog", "playbook_changes", "rule_links", "reflected_sessions", "conflicts",
    "feedback_events", "feedback_summary", "feedback_dirty", "learned_feedback",
    "surfaced_rules", "rule_keys", "rule_key_counts", "rule_hover_terms", "facts",
    "tombstones", "toxic", "diaries",
)  # fmt: skip


def unlearn(kept: Path, folder: Path) -> None:
    """Copy a kept fold (`kept`: a fold's folder of an earlier `--work`) into `folder`: its
    judge, and its store without what reflection wrote (`LEARNED_TABLES`, the diaries too,
    and their vectors), so a reflection on the same sessions builds the diaries with the
    code as it is and starts again from no rule (`--again`)."""
    (folder / "kenning").mkdir(parents=True)
    src = sqlite3.connect(f"file:{kept / 'kenning' / 'kenning.db'}?mode=ro", uri=True)
    dst = sqlite3.connect(folder / "kenning" / "kenning.db")
    try:
        src.backup(dst)
        for table in LEARNED_TABLES:
            dst.execute(f"DELETE FROM {table}")
        # the diaries' and rules' vectors go with them (the messages' stay)
        dst.execute("DELETE FROM embeddings WHERE kind IN ('bullet', 'diary')")
        dst.execute("UPDATE meta SET value = '0' WHERE key = 'playbook_version'")
        dst.execute("DELETE FROM sqlite_sequence WHERE name = 'oplog'")
        dst.commit()
    finally:
        dst.close()
        src.close()
    shutil.copyfile(kept / "kenning" / "config.toml", folder / "kenning" / "config.toml")
    if (kept / "judge.weights").is_file():
        shutil.copyfile(kept / "judge.weights", folder / "judge.weights")
