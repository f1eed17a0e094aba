"""Errors and fixes on real agent logs: what the diaries say was met, fixed and learned.

Needs the real-log corpus (the folder named by `$KENNING_REAL_LOGS`, else
`shared/real-logs` beside the project); without it the scenario says so and
measures nothing. The logs are never copied into the project.

Every session log of the corpus (`corpus.tsv`; the prompt-only histories left
out) is placed where its agent writes it in a throwaway home and ingested by a
real `kenning ingest`, as `bench/fidelity_bench.py` does. Then the
deterministic diary of every stored session is extracted, as `kenning diary
--no-llm` would, and counted per agent (the corpus folder):

- **errors met**: the diary's challenges (failed runs, and errors the person
  pasted);
- **resolved**: those the diary marks fixed later in the session;
- **sessions with unresolved errors**: diaries whose status says errors
  were left unresolved;
- **error_fix lessons**: lessons of kind `error_fix` (what reflection turns
  into rules), and how many of them are confirmed.

Diaries written before challenges carried `resolved` count their `learnings`
(an error with the change that fixed it) as the resolved ones, so the same
scenario measures an older checkout too.

`python -m bench.errors_real_bench` prints the same as a markdown table.
"""

from __future__ import annotations

import re
import sqlite3
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from .fidelity_bench import _corpus_paths, ingest, missing_row, place, real_logs

__all__ = ["MEASURES", "measure", "run"]

#: corpus folders holding prompt logs only (no runs, no edits)
_PROMPT_ONLY = ("claude-history/", "codex-history/")
MEASURES = (
    "sessions",
    "errors met",
    "resolved",
    "sessions with unresolved errors",
    "error_fix lessons",
    "confirmed error_fix lessons",
)
_UNRESOLVED = re.compile(r"^(\d+) error\(s\) left unresolved")


def _session_logs(root: Path) -> list[str]:
    listed = sorted(_corpus_paths(root))
    return [
        rel
        for rel in listed
        if not rel.startswith(_PROMPT_ONLY) and not rel.endswith((".input.history", ".llm.history"))
    ]


def _count(diary: dict[str, Any], into: Counter[str]) -> None:
    challenges = diary.get("challenges", [])
    into["sessions"] += 1
    into["errors met"] += len(challenges)
    if challenges and "resolved" in challenges[0]:
        into["resolved"] += sum(1 for c in challenges if c.get("resolved"))
    else:
        into["resolved"] += len(diary.get("learnings", []))
    if any(_UNRESOLVED.match(r) for r in diary.get("status_reasons", [])):
        into["sessions with unresolved errors"] += 1
    fixes = [x for x in diary.get("lessons", []) if x.get("kind") == "error_fix"]
    into["error_fix lessons"] += len(fixes)
    into["confirmed error_fix lessons"] += sum(1 for x in fixes if x.get("confirmed"))


def measure(root: Path, work: Path) -> dict[str, Counter[str]]:
    """Place and ingest the corpus's session logs, then count what their diaries show."""
    from kenning.daemon.learning.diary import extract_stored, load_session
    from kenning.daemon.store.db import Store

    rels = _session_logs(root)
    placed = place(root, rels, work / "homes")
    ingest(work / "homes", 1 + max(p.home for p in placed), work / "kenning")
    folder_of = {str(p.path.resolve()): p.rel.split("/", 1)[0] for p in placed}
    db = work / "kenning" / "kenning.db"
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT id, source_path FROM sessions ORDER BY id").fetchall()
    finally:
        conn.close()
    per_agent: dict[str, Counter[str]] = defaultdict(Counter)
    store = Store.open(db)
    try:
        for sid, source in rows:
            session = load_session(store, sid)
            if session is None:
                continue
            agent = folder_of.get(str(Path(source).resolve()), session.agent)
            _count(extract_stored(store, session).model_dump(mode="json"), per_agent[agent])
    finally:
        store.conn.close()
    return dict(per_agent)


def run() -> list[dict[str, Any]]:
    """Count errors, resolved errors and error fixes per agent; a note row without the logs."""
    root = real_logs()
    if root is None:
        return missing_row()
    with tempfile.TemporaryDirectory(prefix="kenning-errors-real-") as tmp:
        per_agent = measure(root, Path(tmp))
    total: Counter[str] = Counter()
    for counts in per_agent.values():
        total.update(counts)
    rows: list[dict[str, Any]] = []
    for agent, counts in [*sorted(per_agent.items()), ("all", total)]:
        for what in MEASURES:
            rows.append({"name": agent, "what": what, "value": counts[what], "unit": "count"})
    return rows


def markdown(rows: list[dict[str, Any]]) -> str:
    """The rows as one table: an agent per line, a measure per column."""
    by_agent: dict[str, dict[str, Any]] = defaultdict(dict)
    for r in rows:
        if "value" in r:
            by_agent[r["name"]][r["what"]] = r["value"]
    if not by_agent:
        return "\n".join(f"{r['name']}: {r.get('what')}" for r in rows) + "\n"
    lines = ["| agent | " + " | ".join(MEASURES) + " |", "|---|" + "--:|" * len(MEASURES)]
    for agent, got in by_agent.items():
        lines.append(f"| {agent} | " + " | ".join(str(got[m]) for m in MEASURES) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(markdown(run()), end="")
