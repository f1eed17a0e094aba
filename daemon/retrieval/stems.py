"""What a task or a rule is about: the stems of its words and their concepts.

The keys a briefing matches rules to a task by (retrieval/rule_ranking.py),
and those a scope index counts and files task rules under
(retrieval/scope_index.py, retrieval/stored_index.py). Cached: the daemon
weighs the same rules all day, and a briefing without it stems every word of
every rule once.
"""

from __future__ import annotations

from functools import lru_cache

from kenning.daemon.core.models import situation_text
from kenning.daemon.retrieval.concepts import TASK_STOP, concepts_of, concepts_of_word
from kenning.daemon.retrieval.search import query_words

__all__ = ["key_stems", "rule_keys", "stem", "task_keys", "text_keys"]

_SUFFIXES = ("ing", "ies", "es", "ed", "s")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude stem so `retries` meets `retry` in the `why` of a rule (FTS5 uses porter).

    Cached: a briefing without the daemon stems every word of every rule once,
    and the rules of one playbook share most of their words."""
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def _stems(text: str) -> set[str]:
    return {stem(w) for w in query_words(text)}


def task_keys(task: str) -> frozenset[str]:
    """What a task is about: its stems (minus the words every task has) and their concepts."""
    stems = frozenset(s for s in _stems(task) if s not in TASK_STOP and len(s) > 1)
    return stems | concepts_of(stems)


@lru_cache(maxsize=65536)
def _word_keys(word: str) -> frozenset[str]:
    """What one word of a rule gives its keys: its stem and the stem's concepts
    (nothing for a stem every task has). Cached: the rules share most words."""
    root = stem(word)
    if root in TASK_STOP:
        return frozenset()
    return frozenset((root,)) | concepts_of_word(root)


@lru_cache(maxsize=16384)
def rule_keys(content: str, tags: tuple[str, ...]) -> tuple[str, ...]:
    """What a rule is about: the stems of its text and situation, and their concepts.

    A tuple, each key once: the cache holds one per rule for the daemon's
    lifetime, and a tuple of ~25 keys is a fifth of a frozenset's bytes
    (~5 MB at 10,000 rules); it is only iterated or intersected from a set.
    """
    return text_keys(situation_text(content, tags))


def text_keys(text: str) -> tuple[str, ...]:
    """The keys of a rule's situation text (`rule_keys`), each once."""
    return tuple(frozenset().union(*map(_word_keys, query_words(text))))


@lru_cache(maxsize=16384)
def key_stems(key: str) -> frozenset[str]:
    """Stems of a scope key or rule text, cached: the daemon ranks the same rules all day."""
    return frozenset(_stems(key))
