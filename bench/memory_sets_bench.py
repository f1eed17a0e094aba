"""Recall on public chat-memory sets (LoCoMo, REALTALK) when their files are here.

The sets are not part of the project and cannot be downloaded on a machine
that reaches only the package registries: point the scenario at them with
`$KENNING_LOCOMO` (LoCoMo's `locomo10.json`) and `$KENNING_REALTALK` (one of
REALTALK's chat files, or the folder that holds them), or pass `--locomo` /
`--realtalk` to `python -m bench.memory_sets_bench`. Without them the
scenario says so and reports nothing else.

Both sets have the same shape: a conversation of numbered sessions
(`session_N`, a list of turns with a `dia_id` such as `D3:7`, a speaker and
the text; `session_N_date_time` its date) and questions (`qa`) naming their
evidence by `dia_id`, each with a numbered category. The reader is tolerant
of where the sessions sit (at the top of a sample or under `conversation`),
of the text's field (`text`, else `clean_text`) and of evidence written in
one string (`"D8:6; D9:17"`). A turn is stored as `Speaker: text`, with an
image's caption after it when the set gives one; speaker A's turns are the
user's, speaker B's the assistant's. Each conversation is one workspace,
each session dated as the set dates it.

Scored as retrieval_eval.py scores kenning's own set, on the same turns for
every mode: turn-level recall@10 (the share of a question's evidence turns
among the first ten hits) and hit@10, per category, for plain BM25 (FTS5,
the floor), lexical, semantic and hybrid. LoCoMo's category 5 (adversarial:
questions whose answer is not in the conversation) is left out unless
`--all-categories`; the issue's goals (LoCoMo ≥ 0.70, REALTALK ≥ 0.60
hybrid R@10) are on categories 1–4 and on every REALTALK category.

    python -m bench.memory_sets_bench [--locomo FILE] [--realtalk PATH] [--all-categories]
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.retrieval.embedding.embedder import Embedder
from kenning.daemon.retrieval.query import time_window

from .retrieval_eval import Row, markdown_table, measure
from .retrieval_qa import Conversation, Question, Session

__all__ = ["Loaded", "evaluate_sets", "load_set", "main", "parse_day", "run"]

LOCOMO_ENV = "KENNING_LOCOMO"
REALTALK_ENV = "KENNING_REALTALK"
#: LoCoMo's adversarial category: no evidence to find
ADVERSARIAL = "5"

_SESSION = re.compile(r"session_(\d+)$")
_DIA = re.compile(r"D(\d+)\s*:\s*(\d+)")


@dataclass
class Loaded:
    """One set read from disk: its conversations, and what could not be used."""

    name: str
    conversations: list[Conversation] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    skipped_questions: int = 0
    skipped_turns: int = 0


def parse_day(text: str) -> date | None:
    """A session's date in the sets' forms ('1:56 pm on 8 May, 2023', ISO, 'May 8, 2023'):
    the day a search's own date reader (`retrieval.query.time_window`) finds, when it is one."""
    window, _ = time_window(text)
    return window.start if window is not None and window.start == window.end else None


def _turn_text(turn: dict[str, Any]) -> str:
    text = turn.get("text")
    if not isinstance(text, str) or not text.strip():
        text = turn.get("clean_text")
    text = text.strip() if isinstance(text, str) else ""
    caption = turn.get("blip_caption")
    if isinstance(caption, str) and caption.strip():
        text = f"{text} (image: {caption.strip()})".strip()
    speaker = turn.get("speaker")
    return f"{speaker}: {text}" if isinstance(speaker, str) and speaker and text else text


def _evidence_ids(evidence: Any) -> list[tuple[int, int]]:
    items = evidence if isinstance(evidence, list) else [evidence]
    return [(int(s), int(t)) for item in items for s, t in _DIA.findall(str(item))]


def _sessions_of(sample: dict[str, Any]) -> dict[str, Any]:
    conv = sample.get("conversation")
    return conv if isinstance(conv, dict) else sample


def _conversation(
    sample: dict[str, Any], name: str, loaded: Loaded, keep: Sequence[str] | None
) -> Conversation | None:
    holder = _sessions_of(sample)
    numbered = sorted(
        (int(m[1]), key)
        for key in holder
        if (m := _SESSION.match(key)) and isinstance(holder[key], list)
    )
    speaker_a = holder.get("speaker_a")
    sessions: list[Session] = []
    where: dict[tuple[int, int], tuple[int, int]] = {}
    fallback = date(2023, 1, 2)
    for s_index, (number, key) in enumerate(numbered):
        day = parse_day(str(holder.get(f"{key}_date_time", ""))) or fallback + timedelta(number)
        turns: list[tuple[str, str]] = []
        for turn in holder[key]:
            text = _turn_text(turn) if isinstance(turn, dict) else ""
            if not text:
                loaded.skipped_turns += 1
                continue
            ids = _evidence_ids(turn.get("dia_id", ""))
            if ids:
                where[ids[0]] = (s_index, len(turns))
            is_a = turn.get("speaker") == speaker_a if speaker_a else len(turns) % 2 == 0
            turns.append(("user" if is_a else "assistant", text))
        sessions.append(Session(f"{name}-s{number}", day, turns))
    questions: list[Question] = []
    for qa in sample.get("qa") or []:
        if not isinstance(qa, dict) or not isinstance(qa.get("question"), str):
            loaded.skipped_questions += 1
            continue
        category = str(qa.get("category", "?"))
        if keep is not None and category not in keep:
            continue
        found = tuple(
            dict.fromkeys(where[e] for e in _evidence_ids(qa.get("evidence")) if e in where)
        )
        if not found:
            loaded.skipped_questions += 1
            continue
        questions.append(Question(qa["question"], f"cat {category}", name, found))
    if not sessions or not questions:
        return None
    return Conversation(name, sessions, questions, "test")


def _samples(path: Path) -> Iterable[tuple[str, dict[str, Any]]]:
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    for file in files:
        data = orjson.loads(file.read_bytes())
        items = data if isinstance(data, list) else [data]
        for n, sample in enumerate(items):
            if isinstance(sample, dict):
                ident = sample.get("sample_id")
                yield f"{file.stem}-{ident if ident is not None else n}", sample


def load_set(name: str, path: Path, all_categories: bool = False) -> Loaded:
    """Read a LoCoMo-shaped set (one file of samples, or a folder of one-sample files)."""
    loaded = Loaded(name)
    keep = None if all_categories or name != "locomo" else ("1", "2", "3", "4")
    for ident, sample in _samples(path):
        conv = _conversation(sample, re.sub(r"[^\w.-]+", "_", ident), loaded, keep)
        if conv is not None:
            loaded.conversations.append(conv)
    cats = {q.category for c in loaded.conversations for q in c.questions}
    loaded.categories = sorted(cats, key=lambda c: (len(c), c))
    return loaded


def _paths(locomo: str | None, realtalk: str | None) -> dict[str, Path]:
    out = {}
    for name, given, env in (("locomo", locomo, LOCOMO_ENV), ("realtalk", realtalk, REALTALK_ENV)):
        value = given or os.environ.get(env)
        if value:
            out[name] = Path(value)
    return out


def evaluate_sets(
    paths: dict[str, Path], all_categories: bool = False, embedder: Embedder | None = None
) -> list[Row]:
    """Rows for every set found; a note row for each one named but missing."""
    rows: list[Row] = []
    for name, path in paths.items():
        if not path.exists():
            rows.append({"name": f"{name} skipped", "what": f"not found: {path}"})
            continue
        loaded = load_set(name, path, all_categories)
        if not loaded.conversations:
            rows.append({"name": f"{name} skipped", "what": f"no usable conversation in {path}"})
            continue
        rows += measure(loaded.conversations, name, loaded.categories, embedder=embedder)
        rows.append(
            {
                "name": f"{name} read",
                "what": (
                    f"{len(loaded.conversations)} conversations, "
                    f"{sum(len(c.questions) for c in loaded.conversations)} questions; "
                    f"skipped {loaded.skipped_questions} questions without usable evidence, "
                    f"{loaded.skipped_turns} empty turns"
                ),
            }
        )
    return rows


def run() -> list[Row]:
    """The scenario: every set named by the environment, or one note row when none is."""
    paths = _paths(None, None)
    if not paths:
        note = f"no set here: set {LOCOMO_ENV} (locomo10.json) and/or {REALTALK_ENV}"
        return [{"name": "skipped", "what": note}]
    return evaluate_sets(paths)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--locomo", help=f"LoCoMo's locomo10.json (default ${LOCOMO_ENV})")
    parser.add_argument("--realtalk", help=f"a REALTALK chat file or folder (${REALTALK_ENV})")
    parser.add_argument(
        "--all-categories", action="store_true", help="keep LoCoMo's adversarial category 5"
    )
    args = parser.parse_args(argv)
    paths = _paths(args.locomo, args.realtalk)
    if not paths:
        parser.error(f"name a set: --locomo/--realtalk, or ${LOCOMO_ENV}/${REALTALK_ENV}")
    rows = evaluate_sets(paths, args.all_categories)
    for name in paths:
        mine = [
            r
            for r in rows
            if r.get("bench") == "retrieval.qa" and str(r["name"]).startswith(f"{name} ")
        ]
        if mine:
            print(f"\n{name}\n")
            print(markdown_table(mine))
    for row in rows:
        if "what" in row:
            print(f"{row['name']}: {row['what']}")


if __name__ == "__main__":
    main()
