"""Turns written for the judge: labelled projects in the style of real sessions.

The judge (daemon/learning/judge.py) learns from the labelled real turns and
the clean dev scenarios of bench/lessons; both are few where it misses most (a
practice said inside a task, tersely, in another language, in a prompt log).
This set is written for it: projects of a person's turns, each labelled with
its kind (as `learning_real_turns.tsv` labels a real turn) and, for a durable
turn, the words that state its lesson (as `learning_real_lessons.tsv` marks
the sentence). A project is written in one language (English, Chinese,
Japanese, Korean, Russian, Spanish, German, Portuguese, French, Turkish) and
one shape: a prompt log (Codex or Claude Code `history.jsonl`, an Aider input
history: the person's prompts alone) or an agent's session (Claude Code,
Codex, Aider chat, through bench/lessons' writers, with the agent's replies
and runs between the turns).

The turns are assembled from the phrases of bench/judge_written_text.py and
bench/judge_written_langs.py, each project with its own names (a stack's
commands, libraries, folders) and its own random draw (seeded by its name):
where the statement sits in the turn (alone, before or after an order, as an
aside), with or without its reason, in lower case, with a typo. About one
turn in eighteen is durable; the others are orders for now (some in the words
of a practice or a feature's requirements), problem reports,
questions, chit-chat, client commands and pasted material.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from .judge_written_langs import LANGS
from .judge_written_text import (
    BECAUSE,
    CHAT,
    COMMANDS,
    DURABLE,
    LOOKALIKE,
    PASTED,
    PROBLEMS,
    QUESTIONS,
    SPEC_CLOSERS,
    SPEC_NEEDS,
    SPEC_OPENERS,
    STACKS,
    TASKS,
    WRAPS,
)
from .lessons.model import Agent, Run, Say, Scenario, Session, Step

__all__ = [
    "PROMPT_LOGS",
    "WrittenProject",
    "WrittenTurn",
    "projects",
    "scenarios",
    "write_prompt_log",
]

#: the shapes whose file holds the person's prompts alone
PROMPT_LOGS = ("codex-history", "claude-history", "aider-input")
#: one project per entry: (language, shape)
_PLAN = (
    ("en", "codex-history"), ("zh", "claude-history"), ("en", "aider-input"),
    ("ru", "codex-history"), ("en", "claude_code"), ("ja", "codex-history"),
    ("en", "claude-history"), ("es", "aider-input"), ("en", "codex"), ("de", "claude-history"),
    ("zh", "codex-history"), ("en", "aider"), ("ko", "claude-history"), ("en", "codex-history"),
    ("pt", "aider-input"), ("en", "claude-history"), ("fr", "codex-history"),
    ("en", "aider-input"), ("tr", "claude_code"), ("en", "codex-history"),
    ("en", "claude-history"), ("ja", "aider-input"), ("en", "codex"), ("ru", "claude-history"),
    ("zh", "aider-input"), ("en", "codex-history"),
)  # fmt: skip
_NAMES = (
    "tidepool", "quillstack", "ferrous-owl", "ledgerline", "basalt-api", "mossbank", "kitehouse",
    "lanternfish", "orbit-notes", "paperwing", "sundial-pay", "cobble", "hollowreed", "ironleaf",
    "marigold-shop", "nettle", "oxbow", "pinecrest", "quarry-cli", "riverstone", "saltmarsh",
    "thimble", "umber-ui", "vellum", "wickerbox", "yarrow-sync",
)  # fmt: skip
#: the negatives' kinds and how often each comes (close to the real labels' mix)
_NEGATIVE = (
    ("command", 30), ("one-off", 22), ("lookalike", 12), ("question", 12), ("problem", 11),
    ("chit-chat", 8), ("pasted", 5), ("spec", 10),
)  # fmt: skip
_LATIN_WORD = re.compile(r"\b[a-z]{5,}\b")


@dataclass(frozen=True)
class WrittenTurn:
    """A person's turn: its text, its kind (judge.KINDS), and its lesson's words when durable."""

    text: str
    kind: str
    lesson: str = ""


@dataclass(frozen=True)
class WrittenProject:
    name: str
    lang: str
    shape: str  # one of PROMPT_LOGS, or a bench/lessons agent: claude_code, codex, aider
    stack: str
    turns: tuple[WrittenTurn, ...]


def _fill(template: str, slots: dict[str, str]) -> str:
    return template.format(**slots)


def _typo(text: str, rng: random.Random) -> str:
    """Two neighbouring letters swapped in one word of five or more plain letters."""
    words = list(_LATIN_WORD.finditer(text))
    if not words:
        return text
    m = rng.choice(words)
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    w = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return text[: m.start()] + w + text[m.end() :]


def _rough(text: str, rng: random.Random, lang: str) -> str:
    """As people type: often in lower case, sometimes a typo, end punctuation dropped."""
    if lang in ("en", "es", "de", "pt", "fr", "tr", "ru") and rng.random() < 0.5:
        text = text[:1].lower() + text[1:]
    if rng.random() < 0.2:
        text = _typo(text, rng)
    if rng.random() < 0.3:
        text = text.rstrip(".!。")
    return text


def _bank(lang: str, key: str) -> tuple[object, ...]:
    if lang == "en":
        return {
            "durable": DURABLE, "wraps": WRAPS, "because": BECAUSE, "tasks": TASKS,
            "lookalike": LOOKALIKE, "problems": PROBLEMS, "questions": QUESTIONS, "chat": CHAT,
        }[key]  # fmt: skip
    return LANGS[lang][key]


def _spec(slots: dict[str, str], rng: random.Random, rule: str = "") -> str:
    """A longer order: an opener, what the feature must do (a rule among it, if given), a close."""
    needs = [_fill(n, slots) for n in rng.sample(SPEC_NEEDS, rng.randint(2, 5))]
    if rule:
        needs.insert(rng.randrange(len(needs) + 1), rule)
    opener = _fill(rng.choice(SPEC_OPENERS), slots)
    closer = rng.choice(SPEC_CLOSERS)
    if rng.random() < 0.5:
        body = "\n".join(f"- {n}" for n in needs)
        parts = [opener, body, closer]
        return "\n".join(p for p in parts if p)
    body = ". ".join(needs)
    return " ".join(p for p in (opener, body + ".", closer) if p)


def _negative(kind: str, lang: str, slots: dict[str, str], rng: random.Random) -> WrittenTurn:
    """A turn that is no lesson, in the project's language (a quarter in English)."""
    said = lang if rng.random() < 0.6 else "en"
    if kind == "command":
        replies = COMMANDS if said == "en" else _bank(said, "commands")
        return WrittenTurn(_fill(str(rng.choice(replies)), slots), "command")
    if kind == "spec":
        return WrittenTurn(_rough(_spec(slots, rng), rng, "en"), "one-off")
    if kind == "pasted":
        text = _fill(rng.choice(PASTED), slots)
        if rng.random() < 0.4:
            ask = _fill(str(rng.choice(_bank(said, "questions"))), slots)
            text = f"{text}\n\n{ask}" if rng.random() < 0.5 else f"{ask}\n\n{text}"
            return WrittenTurn(text, "problem" if rng.random() < 0.5 else "pasted")
        return WrittenTurn(text, "pasted")
    bank = {"one-off": "tasks", "lookalike": "lookalike", "question": "questions",
            "problem": "problems", "chit-chat": "chat"}[kind]  # fmt: skip
    text = _fill(str(rng.choice(_bank(said, bank))), slots)
    stop = "。" if said in ("zh", "ja") else ". "
    if kind == "one-off" and rng.random() < 0.3:
        text = f"{text}{stop}{_fill(str(rng.choice(_bank(said, 'lookalike'))), slots)}"
    if kind == "one-off" and rng.random() < 0.2:
        text = f"{text}{stop}{_fill(str(rng.choice(_bank(said, 'tasks'))), slots)}"
    return WrittenTurn(_rough(text, rng, said), "one-off" if kind == "lookalike" else kind)


def _durable(
    entry: tuple[str, str, str], lang: str, slots: dict[str, str], rng: random.Random
) -> WrittenTurn:
    kind, statement, reason = entry
    p = _fill(statement, slots)
    if reason and rng.random() < 0.45:
        p = _fill(str(rng.choice(_bank(lang, "because"))), {"p": p, "r": _fill(reason, slots)})
    p = _rough(p, rng, lang).rstrip(".。")
    if lang == "en" and rng.random() < 0.25:  # a rule among what a feature must do
        return WrittenTurn(_spec(slots, rng, p), kind, p)
    wrap = str(rng.choice(_bank(lang, "wraps")))
    task = _rough(_fill(str(rng.choice(_bank(lang, "tasks"))), slots), rng, lang).rstrip(".。")
    return WrittenTurn(wrap.format(p=p, task=task), kind, p)


def _project(n: int, lang: str, shape: str) -> WrittenProject:
    name = _NAMES[n]
    rng = random.Random(f"judge-written:{name}")
    stack_no = n % len(STACKS)
    slots = {k: rng.choice(v) for k, v in STACKS[stack_no].items()}
    pool = list(_bank(lang, "durable"))
    if lang != "en":  # people writing in another language still say some rules in English
        pool += rng.sample(DURABLE, 3)
    chosen = rng.sample(pool, min(len(pool), rng.randint(5, 9)))
    turns = [_durable(e, lang, slots, rng) for e in chosen]  # type: ignore[arg-type]
    kinds = [k for k, w in _NEGATIVE for _ in range(w)]
    for _ in range(rng.randint(110, 170)):
        kind = rng.choice(kinds)
        if kind == "command" and shape != "aider-input" and shape != "aider":
            kind = rng.choice(("command", "chit-chat", "one-off"))
        turns.append(_negative(kind, lang, slots, rng))
    rng.shuffle(turns)
    seen: dict[str, int] = {}
    kept = []
    for t in turns:  # a person repeats a short reply, rarely the same question three times
        seen[t.text] = seen.get(t.text, 0) + 1
        if t.kind == "command" or seen[t.text] <= 2:
            kept.append(t)
    turns = kept
    if shape in ("claude_code", "codex"):  # their transcripts keep no client command
        turns = [t for t in turns if not t.text.startswith(("/", "!"))]
    stack = ("python", "typescript", "go", "rust", "php", "ruby", "java", "csharp", "dart",
             "elixir", "javascript", "cpp")[stack_no]  # fmt: skip
    return WrittenProject(name, lang, shape, stack, tuple(turns))


def projects(langs: Collection[str] | None = None) -> list[WrittenProject]:
    """Every written project (those in `langs` only, if given), the same on every run."""
    out = [
        _project(n, lang, shape)
        for n, (lang, shape) in enumerate(_PLAN)
        if langs is None or lang in langs
    ]
    # a text is one kind: a later turn that repeats an earlier one's words keeps its kind
    first: dict[str, str] = {}
    for p in out:
        for t in p.turns:
            first.setdefault(t.text.strip().lower(), t.kind)
    return [
        WrittenProject(
            p.name,
            p.lang,
            p.shape,
            p.stack,
            tuple(t for t in p.turns if first[t.text.strip().lower()] == t.kind),
        )
        for p in out
    ]


def write_prompt_log(root: Path, project: WrittenProject) -> str:
    """Write a prompt-log project as its agent does, under `root`; its path relative to `root`
    in the real-log folder's layout (what bench/fidelity_turns.py reads)."""
    start = 1_767_000_000 + 86_400 * _NAMES.index(project.name)
    if project.shape == "aider-input":
        rel = f"aider/{project.name}.aider.input.history"
        lines: list[str] = []
        for i, t in enumerate(project.turns):
            at = start + 97 * i
            stamp = f"2026-01-{1 + at // 86_400 % 28:02d} {at // 3600 % 24:02d}:{at // 60 % 60:02d}"
            lines.append(f"\n# {stamp}:{at % 60:02d}.{i:06d}")
            lines += [f"+{line}" for line in t.text.split("\n")]
        body = "\n".join(lines) + "\n"
    else:
        folder = project.shape
        rel = f"{folder}/{project.name}__history.jsonl"
        records = []
        for i, t in enumerate(project.turns):
            session = f"{project.name}-{i // 12}"
            if folder == "codex-history":
                records.append({"session_id": session, "ts": start + 97 * i, "text": t.text})
            else:
                records.append({
                    "display": t.text, "pastedContents": {}, "timestamp": (start + 97 * i) * 1000,
                    "project": f"/home/dev/{project.name}", "sessionId": session,
                })  # fmt: skip
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(body, encoding="utf-8")
    return rel


_REPLIES = (
    "Done. I changed the code and ran the checks.",
    "I looked into it; the change is in place now.",
    "Updated. Let me know if you want anything else adjusted.",
    "Here is what I found, and what I changed.",
    "Okay, I made that change.",
)


def scenarios(project: WrittenProject) -> list[Scenario]:
    """An agent-session project as bench/lessons scenarios: its turns cut into sessions, the
    agent's reply and, often, a test run after each (passing or not)."""
    rng = random.Random(f"judge-written-sessions:{project.name}")
    slots = {k: rng.choice(v) for k, v in STACKS[_NAMES.index(project.name) % len(STACKS)].items()}
    agent = cast(Agent, project.shape)
    out: list[Scenario] = []
    turns = list(project.turns)
    day = 0
    while turns:
        cut = turns[: rng.randint(6, 14)]
        turns = turns[len(cut) :]
        steps: list[Step] = []
        for t in cut:
            steps.append(Say("user", t.text))
            steps.append(Say("assistant", rng.choice(_REPLIES)))
            if rng.random() < 0.5:
                ok = rng.random() < 0.7
                output = "all tests passed" if ok else "1 failed, 12 passed"
                steps.append(Run(slots["test"], output, 0 if ok else 1))
        session = Session(agent, day, tuple(steps))
        sid = f"written-{project.name}-{day}"
        out.append(
            Scenario(sid, "none", project.stack, project.name, (session,), "", (), "", "plain")
        )
        day += 1
    return out
