"""The evidence gate: count the sessions that support or contradict a proposed rule.

Sessions whose messages talk about the rule's subject (full-text search over
every stored message, then a word-coverage check) are sorted by their diary's
outcome: a session that ended in success supports the rule, one that ended in
failure contradicts it. More contradicting than supporting sessions: reject;
two or more supporting: accept; otherwise a proposal. A log of the person's
prompts alone has not failed because its last prompt complains (the agent's
answer is not in the log: `diary._status`).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, Literal

from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

Verdict = Literal["accept", "proposal", "reject"]
_WORD = re.compile(r"[a-z][a-z0-9_]{3,}")
_STOP = {
    "when", "with", "that", "this", "then", "than", "from", "into", "your", "have", "should",
    "always", "never", "prefer", "use", "using", "instead", "before", "after", "make", "sure",
    "error", "errors", "run", "fix",
}  # fmt: skip
#: share of the rule's content words a session must contain to be about it
COVERAGE = 0.6
#: and at least this many of them: one word ("pattern", "correctly") is in sessions about
#: anything, so a rule of one or two content words finds no session about it and is
#: judged by its own sessions alone (bench/README.md, "The evidence gate's one-word matches")
MIN_SHARED = 2
MAX_MESSAGES = 400
#: characters of each matching message scanned for the rule's words (tool
#: output can be megabytes; its head says what it is about)
SCAN_CHARS = 8000


@dataclass
class Evidence:
    """The verdict of the gate with the sessions behind it."""

    rule: str
    verdict: Verdict
    supporting: list[str] = field(default_factory=list)
    contradicting: list[str] = field(default_factory=list)
    neutral: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "verdict": self.verdict,
            "supporting": self.supporting,
            "contradicting": self.contradicting,
            "neutral": self.neutral,
        }


def content_words(text: str) -> set[str]:
    """The distinctive words of a rule (lower case, 4+ letters, no stop words)."""
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


#: at most this many of a rule's words are searched for (its longest, the most telling):
#: a long learned rule would otherwise match half the store
MAX_WORDS = 10


def matching_sessions(store: Store, text: str, exclude: Collection[str] = ()) -> list[str]:
    """Sessions whose messages hold most of the rule's words, and two of them at least
    (sorted by id): a rule of fewer content words finds none."""
    words = sorted(sorted(content_words(text), key=lambda w: (-len(w), w))[:MAX_WORDS])
    if len({_stem(w) for w in words}) < MIN_SHARED:
        return []
    match = " OR ".join(f'"{w}"' for w in words)
    rows = SessionRepo(store).matching_message_texts(match, MAX_MESSAGES)
    seen: dict[str, set[str]] = {}
    stems = {_stem(w) for w in words}
    # one regex pass per message (in C): a word starting with a stem counts as it
    starts = re.compile(r"\b(" + "|".join(sorted(map(re.escape, stems))) + ")", re.I)
    for sid, body in rows:
        if sid in exclude:
            continue
        found = {m.lower() for m in starts.findall(body, 0, SCAN_CHARS)}
        seen.setdefault(sid, set()).update(found)
    need = max(MIN_SHARED, round(COVERAGE * len(stems)))
    return sorted(sid for sid, found in seen.items() if len(found) >= need)


def _status(store: Store, session_id: str, known: dict[str, str] | None = None) -> str:
    if known is not None and session_id in known:
        return known[session_id]
    status = SessionRepo(store).diary_status(session_id)
    if status is not None:
        return status
    from kenning.daemon.learning.diary import extract, load_session

    session = load_session(store, session_id)
    return extract(session).status if session is not None else "unknown"


def judge(supporting: int, contradicting: int) -> Verdict:
    """The gate's rule: more failures than successes rejects; two successes accept."""
    if contradicting > supporting:
        return "reject"
    if supporting >= 2:
        return "accept"
    return "proposal"


def evaluate(
    store: Store,
    rule: str,
    *,
    supporting: Collection[str] = (),
    exclude: Collection[str] = (),
    statuses: dict[str, str] | None = None,
) -> Evidence:
    """Run the evidence gate on `rule`.

    Args:
        store: the open database (sessions, messages, diaries).
        rule: the proposed rule's text.
        supporting: sessions already known to support it (its provenance).
        exclude: sessions not to count at all.
        statuses: session id → diary status, when the caller has them all (reflection
            gates many rules in a row).
    """
    ev = Evidence(rule=rule, verdict="proposal", supporting=sorted(set(supporting)))
    known = set(supporting) | set(exclude)
    for sid in matching_sessions(store, rule, exclude=known):
        status = _status(store, sid, statuses)
        if status == "success":
            ev.supporting.append(sid)
        elif status == "failure":
            ev.contradicting.append(sid)
        else:
            ev.neutral.append(sid)
    ev.supporting.sort()
    ev.verdict = judge(len(ev.supporting), len(ev.contradicting))
    return ev
