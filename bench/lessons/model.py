"""The labelled learning corpus: scenarios of real-looking agent sessions with the lesson in them.

A scenario is one or more sessions in one project, written in an agent's real
on-disk format (Claude Code, Codex or Aider: bench/lessons/writers.py), with
the lesson a careful engineer would draw from them, how to recognise a rule
that states it, and a follow-up task worded as a job (not as the error).
Distractor scenarios (`kind="none"`) hold no lesson: any live rule that cites
only their sessions is junk.

Paths in steps are relative to the project folder (`app/models.py`); the
writers make them absolute where the agent writes absolute paths. Projects
are folder names; the bench lays them out under one temporary root.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = [
    "AGENTS",
    "KINDS",
    "Edit",
    "Read",
    "Run",
    "Say",
    "Scenario",
    "Session",
    "Step",
    "Write",
    "aider",
    "assistant",
    "claude_code",
    "codex",
    "user",
]

Agent = Literal["claude_code", "codex", "aider"]
Kind = Literal["correction", "convention", "error_fix", "revert", "none"]
AGENTS: tuple[str, ...] = ("claude_code", "codex", "aider")
KINDS: tuple[str, ...] = ("correction", "convention", "error_fix", "revert", "none")


@dataclass(frozen=True)
class Say:
    """A message: the user's words or the assistant's prose."""

    role: Literal["user", "assistant"]
    text: str


@dataclass(frozen=True)
class Run:
    """A shell command the agent ran, with its real-looking output and exit code."""

    command: str
    output: str
    exit_code: int = 0


@dataclass(frozen=True)
class Edit:
    """An edit of an existing file: `old` replaced by `new` (Edit, apply_patch, SEARCH/REPLACE)."""

    path: str
    old: str
    new: str


@dataclass(frozen=True)
class Write:
    """A new file written whole."""

    path: str
    content: str


@dataclass(frozen=True)
class Read:
    """The agent read a file (Claude Read, Codex `sed -n`/`cat`, Aider `/add`)."""

    path: str
    content: str


Step = Say | Run | Edit | Write | Read


@dataclass(frozen=True)
class Session:
    """One session of one agent; `day` orders sessions across the corpus (0..60)."""

    agent: Agent
    day: int
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Scenario:
    """One labelled case.

    Attributes:
        id: unique, e.g. "py-alembic-batch-mode".
        kind: correction | convention | error_fix | revert | none (distractor).
        stack: python, typescript, go, rust, sql, shell, java, ruby, ...
        project: the project folder name, shared by the scenarios of one project.
        sessions: the sessions that teach the lesson (error_fix: usually two,
            the error recurring and fixed the same way, maybe by two agents).
        lesson: the rule a careful engineer would write, for the report.
        expect: how to recognise a rule stating the lesson: every group must
            match, a group matches when the rule's text contains any of its
            strings (case-insensitive). Name the remedy and its subject, e.g.
            (("--force-with-lease",), ("force-push", "force push", "push --force")).
        task: the follow-up task, worded as a job in other words than the
            sessions ("add a concurrent index on orders.customer_id").
        distractor: for kind "none": plain, chit-chat, one-off, flaky,
            exploration, abandoned.
    """

    id: str
    kind: Kind
    stack: str
    project: str
    sessions: tuple[Session, ...]
    lesson: str
    expect: tuple[tuple[str, ...], ...]
    task: str
    distractor: str | None = None


def user(text: str) -> Say:
    """The person's words."""
    return Say("user", text)


def assistant(text: str) -> Say:
    """The agent's prose."""
    return Say("assistant", text)


def claude_code(day: int, *steps: Step) -> Session:
    """A Claude Code session on `day`."""
    return Session("claude_code", day, steps)


def codex(day: int, *steps: Step) -> Session:
    """A Codex session on `day`."""
    return Session("codex", day, steps)


def aider(day: int, *steps: Step) -> Session:
    """An Aider session on `day`."""
    return Session("aider", day, steps)
