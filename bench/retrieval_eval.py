"""Recall of each search mode on the labelled question set, beside a plain BM25.

The set of retrieval_qa.py is written to a fresh store, one workspace per
conversation, sessions dated as generated; messages are embedded with the
installed model (MiniLM; the hashing embedder when none is installed, and
the rows say so). Each question searches its own conversation
(`--workspace`) and is scored on its evidence turns:

- recall@10: the share of its evidence turns among the first ten hits;
- hit@10: whether any evidence turn is among them.

The floor, "plain BM25", is SQLite FTS5 over the same turns in its own
table: unicode61 without stemming, the question's words joined by OR,
`ORDER BY rank`. It is what any FTS5 user gets for free; kenning's modes
must beat it.

    python -m bench.retrieval_eval [--split dev|test|all] [--sweep]
"""

from __future__ import annotations

import argparse
import re
import sqlite3
import tempfile
from collections.abc import Callable, Sequence
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from kenning.daemon.core.config import SearchConfig, load_config
from kenning.daemon.core.models import content_hash, to_iso
from kenning.daemon.retrieval.embedding.embedder import (
    Embedder,
    HashingEmbedder,
    embedder_status,
    get_embedder,
)
from kenning.daemon.retrieval.search import Searcher, SearchFilters
from kenning.daemon.retrieval.vectors.index import embed_pending
from kenning.daemon.store.db import Store

from .retrieval_qa import CATEGORIES, Conversation, Question, build_set

__all__ = [
    "MODES",
    "evaluate",
    "installed_embedder",
    "main",
    "markdown_table",
    "measure",
    "plain_bm25",
    "write_set",
]

Row = dict[str, Any]
MODES = ("bm25", "lexical", "semantic", "hybrid")
_KENNING_MODES: tuple[Literal["lexical", "semantic", "hybrid"], ...] = (
    "lexical",
    "semantic",
    "hybrid",
)
K = 10
_WORD = re.compile(r"\w+")


def write_set(store: Store, convs: Sequence[Conversation]) -> dict[tuple[str, int, int], int]:
    """Write every conversation; returns message ids by (conversation, session, turn)."""
    ids: dict[tuple[str, int, int], int] = {}
    with store.transaction() as conn:
        for conv in convs:
            for s, session in enumerate(conv.sessions):
                start = datetime(session.day.year, session.day.month, session.day.day, 18, 0)
                sid = f"bench:{session.sid}"
                conn.execute(
                    "INSERT INTO sessions (id, agent, native_id, source_path, workspace, title, "
                    "started_at, message_count, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        sid,
                        "bench",
                        session.sid,
                        f"/bench/{session.sid}.jsonl",
                        f"/bench/{conv.conv}",
                        session.sid,
                        to_iso(start),
                        len(session.turns),
                        to_iso(start),
                    ),
                )
                for idx, (role, text) in enumerate(session.turns):
                    cur = conn.execute(
                        "INSERT INTO messages (session_id, key, idx, role, text, created_at, "
                        "source_line, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            sid,
                            str(idx),
                            idx,
                            role,
                            text,
                            to_iso(start + timedelta(minutes=idx)),
                            idx + 1,
                            content_hash(text),
                        ),
                    )
                    ids[(conv.conv, s, idx)] = int(cur.lastrowid or 0)
    return ids


def plain_bm25(path: Path) -> Callable[[str, str], list[int]]:
    """The floor: FTS5 unicode61 (no stemming), OR of the question's words, per conversation."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(text, conv UNINDEXED, tokenize='unicode61')")
    with closing(sqlite3.connect(path)) as src:
        rows = src.execute(
            "SELECT m.id, m.text, s.workspace FROM messages m "
            "JOIN sessions s ON s.id = m.session_id"
        ).fetchall()
    conn.executemany("INSERT INTO t (rowid, text, conv) VALUES (?, ?, ?)", rows)

    def search(question: str, workspace: str) -> list[int]:
        words = dict.fromkeys(w.lower() for w in _WORD.findall(question))
        if not words:
            return []
        match = " OR ".join(f'"{w}"' for w in words)
        found = conn.execute(
            "SELECT rowid FROM t WHERE t MATCH ? AND conv = ? ORDER BY rank LIMIT ?",
            (match, workspace, K),
        ).fetchall()
        return [int(r[0]) for r in found]

    return search


def _score(found: Sequence[int], evidence: Sequence[int]) -> tuple[float, float]:
    top = set(found[:K])
    got = sum(1 for e in evidence if e in top)
    return got / len(evidence), float(got > 0)


def _rows(
    results: dict[str, list[tuple[Question, float, float]]],
    split: str,
    embedder: str,
    categories: Sequence[str],
) -> list[Row]:
    rows: list[Row] = []
    for category in (*categories, "all"):
        floor = None
        for mode in MODES:
            scored = [(r, h) for q, r, h in results[mode] if category in ("all", q.category)]
            if not scored:
                continue
            recall = round(sum(r for r, _ in scored) / len(scored), 3)
            hit = round(sum(h for _, h in scored) / len(scored), 3)
            if mode == "bm25":
                floor = recall
            rows.append(
                {
                    "bench": "retrieval.qa",
                    "name": f"{split} {category}",
                    "mode": mode,
                    "metric": "R@10",
                    "value": recall,
                    "floor": floor if mode != "bm25" else None,
                    "hit@10": hit,
                    "questions": len(scored),
                }
            )
            if mode in ("semantic", "hybrid"):
                rows[-1]["model"] = embedder.rsplit("/", 1)[-1]
    return rows


def evaluate(
    split: str = "test",
    configs: Sequence[tuple[str, SearchConfig]] = (),
    embedder: Embedder | None = None,
) -> list[Row]:
    """R@10 and hit@10 per category and mode on one half (`dev`, `test` or `all`).

    `configs` adds hybrid runs under other search settings (the tuning sweep).
    """
    convs = [c for c in build_set() if split == "all" or c.split == split]
    return measure(convs, split, CATEGORIES, configs, embedder)


def installed_embedder() -> Embedder:
    """The installed model (MiniLM), or the hashing embedder when none is installed."""
    loaded = load_config()
    status = embedder_status(loaded.settings, loaded.paths)
    return HashingEmbedder() if status.degraded else get_embedder(loaded.settings, loaded.paths)


def measure(
    convs: Sequence[Conversation],
    split: str,
    categories: Sequence[str],
    configs: Sequence[tuple[str, SearchConfig]] = (),
    embedder: Embedder | None = None,
) -> list[Row]:
    """R@10 and hit@10 per category and mode of `convs`, written to a fresh store.

    `split` names the rows; `categories` are the question categories, in order.
    """
    if embedder is None:
        embedder = installed_embedder()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "kenning.db"
        with Store.open(path) as store:
            ids = write_set(store, convs)
            embed_pending(store, embedder, "message", batch=256)
            bm25 = plain_bm25(path)
            searcher = Searcher(store, SearchConfig(), embedder)
            questions = [(c, q) for c in convs for q in c.questions]
            results: dict[str, list[tuple[Question, float, float]]] = {m: [] for m in MODES}
            extra: dict[str, list[tuple[Question, float, float]]] = {n: [] for n, _ in configs}
            others = [(n, Searcher(store, cfg, embedder)) for n, cfg in configs]
            for conv, q in questions:
                evidence = [ids[(conv.conv, s, t)] for s, t in q.evidence]
                workspace = f"/bench/{conv.conv}"
                filters = SearchFilters(workspace=workspace)
                results["bm25"].append((q, *_score(bm25(q.text, workspace), evidence)))
                for mode in _KENNING_MODES:
                    hits = searcher.search(q.text, mode=mode, filters=filters, limit=K).hits
                    found = [h.message_id for h in hits]
                    results[mode].append((q, *_score(found, evidence)))
                for name, other in others:
                    hits = other.search(q.text, mode="hybrid", filters=filters, limit=K).hits
                    extra[name].append((q, *_score([h.message_id for h in hits], evidence)))
    rows = _rows(results, split, embedder.name, categories)
    for name, scored in extra.items():
        recall = round(sum(r for _, r, _ in scored) / max(len(scored), 1), 3)
        by_cat = {
            c: round(
                sum(r for q, r, _ in scored if q.category == c)
                / max(1, sum(1 for q, _, _ in scored if q.category == c)),
                3,
            )
            for c in categories
        }
        rows.append({"bench": "retrieval.sweep", "name": name, "value": recall, **by_cat})
    return rows


def markdown_table(rows: Sequence[Row]) -> str:
    """R@10 (hit@10) per category and mode, as a markdown table."""
    cats = list(dict.fromkeys(r["name"] for r in rows if r["bench"] == "retrieval.qa"))
    lines = ["| | " + " | ".join(MODES) + " | n |", "|---" * (len(MODES) + 2) + "|"]
    for cat in cats:
        cells = {
            r["mode"]: r for r in rows if r.get("name") == cat and r["bench"] == "retrieval.qa"
        }
        n = next(iter(cells.values()))["questions"]
        line = [f"{cells[m]['value']:.3f} ({cells[m]['hit@10']:.2f})" for m in MODES if m in cells]
        lines.append(f"| {cat} | " + " | ".join(line) + f" | {n} |")
    return "\n".join(lines)


def sweep_configs() -> list[tuple[str, SearchConfig]]:
    """The hybrid settings the development half is swept over."""
    out: list[tuple[str, SearchConfig]] = [
        ("rrf w1 k10", SearchConfig(fusion="rrf", dense_weight=1.0, rrf_k=10)),
        ("rrf w0.5 k10", SearchConfig(fusion="rrf", dense_weight=0.5, rrf_k=10)),
        ("rrf w0.5 k60", SearchConfig(fusion="rrf", dense_weight=0.5, rrf_k=60)),
    ]
    for weight in (0.2, 0.3, 0.4, 0.5, 0.7):
        for keep in (1, 2, 3):
            for tw in (0.0, 0.2, 0.4):
                name = f"score w{weight} keep{keep} t{tw}"
                cfg = SearchConfig(dense_weight=weight, keep=keep, time_weight=tw)
                out.append((name, cfg))
    # neighbours, the time prior's weight and the spread of list questions (issue 28)
    for before, after in ((0.0, 0.0), (0.2, 0.1), (0.3, 0.0), (0.3, 0.1), (0.4, 0.2)):
        for tw in (0.4, 0.8, 1.2):
            name = f"neighbours {before}/{after} t{tw}"
            cfg = SearchConfig(neighbour_before=before, neighbour_after=after, time_weight=tw)
            out.append((name, cfg))
    for decay in (0.3, 0.5, 0.7, 1.0):
        out.append((f"list decay {decay}", SearchConfig(list_session_decay=decay)))
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="test", choices=["dev", "test", "all"])
    parser.add_argument("--sweep", action="store_true", help="also sweep hybrid settings")
    args = parser.parse_args(argv)
    configs = sweep_configs() if args.sweep else []
    rows = evaluate(args.split, configs)
    print(markdown_table(rows))
    for row in rows:
        if row["bench"] == "retrieval.sweep":
            print(row)


if __name__ == "__main__":
    main()
