"""The judge's training examples: labelled real turns and the synthetic scenarios, as features.

Real turns: `bench/learning_real_turns.tsv` (file, turn, sha256_16, kind, scope)
and `bench/learning_real_lessons.tsv` (file, turn, sentence_sha16, kind,
scope, lesson), written by people reading the real logs. The labels hold
hashes, never text: the text is read from the real-log folder at run time
(`$KENNING_REAL_LOGS`, else `shared/real-logs` beside the project), each label's
hash checked against the turn it names (`fidelity_turns.read_turns`,
`text_hash`). A turn's context (its place among the person's turns, whether
the agent had acted before it, whether its runs then passed) comes from the
session's trace, read by kenning's own connector, for the formats that hold
the agent's work (Claude Code, Codex, Gemini CLI, SpecStory, Aider chat);
prompt logs (history.jsonl, Aider input histories) hold only the person's
prompts: their turns are placed by their order in the file.

Synthetic turns: the dev split of bench/lessons (the test split stays held
out for the learning bench), written in the agents' formats
(`lessons.writers.write_corpus`) and read back through the same connectors and
trace. The user turn of a correction or convention scenario that states its
lesson (the one matching most of the scenario's `expect` groups) is that kind,
its sentences that match an `expect` string are the lesson's; every other user
turn of every scenario (revert scenarios aside: their reason is the revert's)
is known not to be durable, its kind unknown (a partial label).

Repositories group the real turns (`corpus.tsv`), projects the synthetic
ones: cross-validation never puts one repository in training and test.
"""

from __future__ import annotations

import csv
import tempfile
from collections import defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path

from kenning.daemon.core.config import Settings
from kenning.daemon.learning.judge import DURABLE, KINDS, TurnInput
from kenning.daemon.learning.lessons import MAX_SENTENCES, human_turns, usable_sentences
from kenning.daemon.learning.statements import sentences
from kenning.daemon.learning.trace import read_trace, user_words

from .fidelity_bench import _corpus_paths, real_logs
from .fidelity_turns import normalise, read_turns, text_hash
from .judge_written import WrittenTurn

__all__ = [
    "LESSONS_TSV",
    "TURNS_TSV",
    "Example",
    "Loaded",
    "SentenceExample",
    "load_real",
    "load_synthetic",
    "load_written",
    "repo_of",
]

BENCH_DIR = Path(__file__).resolve().parent
TURNS_TSV = BENCH_DIR / "learning_real_turns.tsv"
LESSONS_TSV = BENCH_DIR / "learning_real_lessons.tsv"
#: real-log folder → the connector that reads a whole session of it
_CONNECTOR = {"claude-code": "claude_code", "codex": "codex", "gemini": "gemini",
              "specstory": "specstory", "aider": "aider"}  # fmt: skip
#: every kind but the durable ones: what a turn known not to be a lesson may be
NOT_DURABLE = tuple(k for k in KINDS if k not in DURABLE)


@dataclass(frozen=True)
class Example:
    """A labelled turn: what the judge reads, and the kinds it may be (one when known)."""

    turn: TurnInput
    kinds: tuple[str, ...]
    group: str  # repository (real) or project (synthetic)
    source: str  # "real" or "synthetic"
    where: str  # file#turn or scenario id, for reports (never the text)
    prompt_log: bool = False  # its log holds the person's prompts alone (none of the agent's work)


@dataclass(frozen=True)
class SentenceExample:
    """A sentence of a labelled turn, whether it states a lesson, and of which kind.

    `durable_turn`: its turn is labelled durable (all its sentences are examples);
    a sentence of any other turn is an example only when the gates let it state a
    lesson (`lessons.usable_sentences`), and is never one. `whole_turn`: the label
    names the whole turn, not one of its sentences (a brief pasted as the lesson):
    which sentence states it is unknown, so the practice head does not learn from it.
    """

    turn: TurnInput
    parts: tuple[str, ...]
    index: int
    lesson: bool
    group: str
    source: str
    kind: str | None = None
    durable_turn: bool = True
    whole_turn: bool = False


@dataclass
class Loaded:
    turns: list[Example] = field(default_factory=list)
    sentences: list[SentenceExample] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def repo_of(rel: str, corpus: dict[str, tuple[str, str]]) -> str:
    """The repository a real-log file came from (`corpus.tsv`), else its owner__name."""
    found = corpus.get(rel)
    if found:
        return found[0]
    name = rel.split("/", 1)[-1]
    return "/".join(name.split("__")[:2])


def _read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))


def _session_contexts(path: Path, folder: str) -> dict[str, list[TurnInput]]:
    """The person's turns of a full session file, by normalised text (read as kenning reads it)."""
    from kenning.daemon.ingest.base import load_connectors

    agent = _CONNECTOR.get(folder)
    if agent is None or (folder == "aider" and not path.name.endswith(".chat.history.md")):
        return {}
    try:
        result = load_connectors()[agent].read(path, None, Settings().ingest)
    except Exception:  # a format the connector refuses: the turns keep their file order
        return {}
    out: dict[str, list[TurnInput]] = defaultdict(list)
    for session in result.sessions:
        for _, said, turn in human_turns(read_trace(session)):
            out[normalise(said.text)].append(turn)
    return out


def load_real(
    root: Path | None = None,
    *,
    exclude_repos: Iterable[str] = (),
    turns_tsv: Path = TURNS_TSV,
    lessons_tsv: Path = LESSONS_TSV,
) -> Loaded:
    """The labelled real turns and the sentences of their lessons.

    Raises:
        FileNotFoundError: the real-log folder or a labels file is missing.
    """
    root = root or real_logs()
    if root is None:
        raise FileNotFoundError(
            "the real-log folder is missing: set KENNING_REAL_LOGS to it "
            "(or put it at shared/real-logs beside the project)"
        )
    corpus = _corpus_paths(root)
    skip = set(exclude_repos)
    labels = [r for r in _read_tsv(turns_tsv) if repo_of(r["file"], corpus) not in skip]
    lessons: dict[tuple[str, int], dict[str, str]] = defaultdict(dict)
    for r in _read_tsv(lessons_tsv):
        if r["kind"] in DURABLE and r["sentence_sha16"]:
            lessons[(r["file"], int(r["turn"]))].setdefault(r["sentence_sha16"], r["kind"])
    out = Loaded()
    by_file: dict[str, list[dict[str, str]]] = defaultdict(list)
    for r in labels:
        by_file[r["file"]].append(r)
    for rel in sorted(by_file):
        path = root / rel
        if not path.is_file():
            out.problems.append(f"{rel}: missing in the real-log folder")
            continue
        turns = {t.index: t for t in read_turns(root, rel)}
        contexts = _session_contexts(path, rel.split("/", 1)[0])
        rows = sorted(by_file[rel], key=lambda r: int(r["turn"]))
        group = repo_of(rel, corpus)
        prompt_log = not contexts
        for n, r in enumerate(rows):
            index = int(r["turn"])
            turn = turns.get(index)
            if turn is None or turn.hash != r["sha256_16"]:
                out.problems.append(f"{rel}#{index}: the label's hash does not match the turn")
                continue
            if r["kind"] not in KINDS:
                out.problems.append(f"{rel}#{index}: unknown kind {r['kind']!r}")
                continue
            text = user_words(turn.text)
            if not text.strip():
                continue
            found = contexts.get(normalise(text))
            if found:
                ctx = found.pop(0)
            else:
                ctx = TurnInput(text, n, len(rows), after_agent=not prompt_log and n > 0)
            ctx = TurnInput(text, ctx.index, ctx.count, ctx.after_agent, ctx.outcome)
            out.turns.append(
                Example(ctx, (r["kind"],), group, "real", f"{rel}#{index}", prompt_log)
            )
            parts = sentences(text)[:MAX_SENTENCES] or [text.strip()]
            if r["kind"] not in DURABLE:
                out.sentences += _plain_sentences(ctx, parts, group, "real")
                continue
            wanted = lessons.get((rel, index))
            if not wanted:
                continue  # a durable turn whose lesson was listed earlier: sentences unknown
            hashes = [text_hash(p) for p in parts]
            whole = next((wanted[h] for h in (turn.hash, text_hash(text)) if h in wanted), None)
            hits = {i: wanted.get(h) or whole for i, h in enumerate(hashes) if h in wanted or whole}
            if not hits:
                out.problems.append(f"{rel}#{index}: no sentence has the lesson's hash")
                continue
            vague = len(parts) > 1 and not any(h in wanted for h in hashes)
            for i in range(len(parts)):
                out.sentences.append(SentenceExample(
                    ctx, tuple(parts), i, i in hits, group, "real", hits.get(i),
                    whole_turn=vague,
                ))  # fmt: skip
    return out


def _plain_sentences(
    turn: TurnInput, parts: list[str], group: str, source: str
) -> list[SentenceExample]:
    """The sentences of a turn that is no lesson which the gates let through: negatives."""
    return [
        SentenceExample(turn, tuple(parts), i, False, group, source, None, durable_turn=False)
        for i in usable_sentences(parts)
    ]


def _matches(text: str, expect: tuple[tuple[str, ...], ...]) -> int:
    low = text.lower()
    return sum(any(s.lower() in low for s in group) for group in expect)


def load_synthetic(splits: tuple[str, ...] = ("dev",)) -> Loaded:
    """The user turns of the bench/lessons scenarios, read back from their written sessions."""
    from kenning.daemon.ingest.base import load_connectors

    from .lessons import catalog
    from .lessons.model import Say
    from .lessons.writers import write_corpus

    scenarios = [sc for _, sc in catalog.load(splits)]
    out = Loaded()
    # which user text states which scenario's lesson, and every user text of a scenario
    lesson_turn: dict[str, tuple[str, str, tuple[tuple[str, ...], ...]]] = {}
    negatives: dict[str, str] = {}
    for sc in scenarios:
        said = [
            st.text
            for s in sc.sessions
            for st in s.steps
            if isinstance(st, Say) and st.role == "user"
        ]
        best = max(said, key=lambda t: _matches(t, sc.expect), default=None)
        stated = (
            sc.kind in ("correction", "convention")
            and best is not None
            and _matches(best, sc.expect) > 0
        )
        for text in said:
            key = normalise(user_words(text))
            if stated and text == best:
                lesson_turn[key] = (sc.kind, sc.project, sc.expect)
            elif sc.kind != "revert":
                negatives.setdefault(key, sc.project)
    connectors = load_connectors()
    with tempfile.TemporaryDirectory(prefix="judge-synthetic-") as tmp:
        corpus = write_corpus(Path(tmp), scenarios, git=False)
        seen: set[Path] = set()
        for w in corpus.sessions:
            if w.path in seen:
                continue
            seen.add(w.path)
            result = connectors[w.agent].read(w.path, None, Settings().ingest)
            for session in result.sessions:
                for _, words, turn in human_turns(read_trace(session)):
                    key = normalise(words.text)
                    if key in lesson_turn:
                        kind, project, expect = lesson_turn[key]
                        out.turns.append(Example(turn, (kind,), project, "synthetic", w.scenario))
                        parts = sentences(turn.text)[:MAX_SENTENCES] or [turn.text.strip()]
                        hits = {i for i, p in enumerate(parts) if _matches(p, expect)}
                        for i in range(len(parts)):
                            out.sentences.append(SentenceExample(
                                turn, tuple(parts), i, i in hits, project, "synthetic",
                                kind if i in hits else None,
                            ))  # fmt: skip
                    elif key in negatives:
                        out.turns.append(
                            Example(turn, NOT_DURABLE, negatives[key], "synthetic", w.scenario)
                        )
                        parts = sentences(turn.text)[:MAX_SENTENCES] or [turn.text.strip()]
                        out.sentences += _plain_sentences(turn, parts, negatives[key], "synthetic")
    return out


def _lesson_hits(parts: list[str], lesson: str) -> set[int]:
    """The sentences of a turn that hold its lesson's words, or are mostly made of them (a
    lesson the splitter cut in two: "why did you add a helper file? keep them inline")."""
    want = normalise(lesson)
    out = set()
    for i, p in enumerate(parts):
        have = normalise(p)
        common = SequenceMatcher(None, have, want, autojunk=False).find_longest_match()
        if want in have or (common.size >= 12 and common.size >= 0.5 * len(have)):
            out.add(i)
    return out


def _written_examples(
    out: Loaded, turn: TurnInput, label: WrittenTurn, group: str, where: str, prompt_log: bool
) -> None:
    out.turns.append(Example(turn, (label.kind,), group, "written", where, prompt_log))
    parts = sentences(turn.text)[:MAX_SENTENCES] or [turn.text.strip()]
    if label.kind not in DURABLE:
        out.sentences += _plain_sentences(turn, parts, group, "written")
        return
    hits = _lesson_hits(parts, label.lesson)
    vague = not hits
    for i in range(len(parts)):
        out.sentences.append(SentenceExample(
            turn, tuple(parts), i, vague or i in hits, group, "written",
            label.kind if vague or i in hits else None, whole_turn=vague,
        ))  # fmt: skip


def load_written(langs: Collection[str] | None = None) -> Loaded:
    """The turns written for the judge (bench/judge_written.py), read as kenning reads them.

    A prompt-log project is written as its agent's file and read back by the
    real logs' turn reader, each turn placed by its order (as `load_real` places
    a prompt log's); a session project is written through bench/lessons'
    writers and read back by kenning's connectors and trace (the agent's work
    before a turn, its runs after). Each project is its own group.
    """
    from kenning.daemon.ingest.base import load_connectors

    from .judge_written import PROMPT_LOGS, projects, scenarios, write_prompt_log
    from .lessons.writers import write_corpus

    out = Loaded()
    connectors = load_connectors()
    with tempfile.TemporaryDirectory(prefix="judge-written-") as tmp:
        root = Path(tmp)
        for project in projects(langs):
            group = f"written:{project.name}"
            if project.shape in PROMPT_LOGS:
                rel = write_prompt_log(root, project)
                read = read_turns(root, rel)
                if len(read) != len(project.turns):
                    out.problems.append(
                        f"{rel}: {len(read)} turns read, {len(project.turns)} written"
                    )
                    continue
                for n, (line, written) in enumerate(zip(read, project.turns, strict=True)):
                    text = user_words(line.text)
                    if text.strip():
                        ctx = TurnInput(text, n, len(read), after_agent=False)
                        _written_examples(out, ctx, written, group, f"{rel}#{n}", True)
                continue
            labels = {normalise(user_words(t.text)): t for t in project.turns}
            corpus = write_corpus(root / project.name, scenarios(project), git=False)
            seen: set[Path] = set()
            for w in corpus.sessions:
                if w.path in seen:
                    continue
                seen.add(w.path)
                result = connectors[w.agent].read(w.path, None, Settings().ingest)
                for session in result.sessions:
                    for _, words, turn in human_turns(read_trace(session)):
                        label = labels.get(normalise(words.text))
                        if label is None:
                            out.problems.append(f"{w.scenario}: a turn read back matches no label")
                            continue
                        _written_examples(out, turn, label, group, w.scenario, False)
    return out
