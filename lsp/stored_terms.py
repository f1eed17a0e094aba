"""The hover terms of every rule, computed once and kept (issue 28).

The hover index (`matching.RuleIndex`) needs each live rule's terms
(`terms.rule_terms`): text analysis that took ~9 s of CPU for 100,000 rules,
paid by the first hover of every language-server start. `TermCache` keeps
them in the store (`rule_hover_terms`, migration m023) and in memory:

- each rule's terms are keyed by a digest of what they are computed from
  (its text, tags and check regex, and `TERMS_VERSION`): a rule whose
  digest differs from the stored one is analysed again, so a stored row is
  never used stale, whoever changed the rule;
- the terms computed by a load are written back in one transaction (a
  failed write is logged: the hover answers from the computed terms); a
  team's rules (kept in the replica, not in `bullets`) are held in memory only;
- a reload after a write (a `kenning mark`) analyses only the changed rules.

The encoding is text: `term<TAB>code` pairs joined by tabs, where a code is
the weight's `repr` and a letter per flag (`s` specific, `c` call, `m`
command); no term holds whitespace other than a pair's single space. The
decoded terms are the computed ones, float for float (tests/test_lsp_stored_terms.py).
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
from collections.abc import Iterable, Mapping

from kenning.daemon.core.errors import StoreError
from kenning.daemon.ops.hover_terms import read_hover_terms, save_hover_terms
from kenning.daemon.ops.storage import Store
from kenning.daemon.playbook.book import ScoredRule

from .matching import Analysed, tag_languages
from .terms import RuleTerm, regex_literal, rule_terms

__all__ = ["TERMS_VERSION", "TermCache", "decode", "digest_of", "encode", "terms_of"]

log = logging.getLogger(__name__)

#: bump when `terms.rule_terms` (or what it reads) changes: every stored row is
#: then analysed again on its next load
TERMS_VERSION = "1"

Terms = dict[str, RuleTerm]


def _inputs(sb: ScoredRule) -> tuple[str, list[str], str | None]:
    """(content, tags, check regex) of a rule, without building its model unless it
    carries a check (few do)."""
    tags, checked = sb.tags_and_check()
    regex = None
    if checked:
        verification = sb.rule.verification
        regex = verification.regex if verification is not None else None
    return sb.content, tags, regex


def digest_of(content: str, tags: list[str], regex: str | None) -> str:
    """What a rule's terms are computed from, hashed."""
    source = "\x1e".join(
        (TERMS_VERSION, content, "\x1f".join(tags), "\x00" if regex is None else regex)
    )
    return hashlib.blake2b(source.encode("utf-8", "surrogatepass"), digest_size=10).hexdigest()


def terms_of(sb: ScoredRule) -> Terms:
    """A rule's hover terms, computed."""
    content, tags, regex = _inputs(sb)
    return rule_terms(content, tags, regex_literal(regex))


def _code(rt: RuleTerm) -> str:
    return (
        repr(rt.weight)
        + ("s" if rt.specific else "")
        + ("c" if rt.call else "")
        + ("m" if rt.command else "")
    )


class _Codes(dict[str, RuleTerm]):
    """Code → its one shared `RuleTerm` (a playbook uses a few dozen codes)."""

    def __missing__(self, code: str) -> RuleTerm:
        flags = code.lstrip("0123456789.e-+")
        weight = float(code[: len(code) - len(flags)])
        found = self[code] = RuleTerm(weight, "s" in flags, "c" in flags, "m" in flags)
        return found


_TERM = _Codes().__getitem__


def encode(terms: Mapping[str, RuleTerm]) -> str | None:
    """A rule's terms as stored; None when a term holds a tab or a newline (never kept)."""
    parts: list[str] = []
    for term, rt in terms.items():
        if "\t" in term or "\n" in term:
            return None
        parts += (term, _code(rt))
    return "\t".join(parts)


def decode(text: str) -> Terms:
    """The terms `encode` stored."""
    if not text:
        return {}
    parts = text.split("\t")
    return dict(zip(parts[0::2], map(_TERM, parts[1::2]), strict=True))


#: a rule's hover terms and the source languages its tags name (`matching.Analysed`)
Held = tuple[str, Analysed]


class TermCache:
    """Rule id → (digest, (terms, tag languages)), filled from the store and kept
    across reloads."""

    def __init__(self) -> None:
        self._known: dict[str, Held] = {}
        self._stored: dict[str, tuple[str, str]] | None = None
        #: how many rules the last `terms` call analysed (the rest were kept or stored)
        self.computed = 0

    def terms(self, store: Store, rules: Iterable[ScoredRule]) -> dict[str, Analysed]:
        """The hover terms of `rules` (and their tags' languages), by id: kept, stored,
        or computed and stored."""
        known = self._known
        out: dict[str, Analysed] = {}
        fresh: list[tuple[str, str, str]] = []
        analysed_now = 0
        for sb in rules:
            content, tags, regex = _inputs(sb)
            digest = digest_of(content, tags, regex)
            held = known.get(sb.id)
            if held is not None and held[0] == digest:
                out[sb.id] = held[1]
                continue
            stored = self._read(store).pop(sb.id, None)
            if stored is not None and stored[0] == digest:
                terms = decode(stored[1])
            else:
                terms = rule_terms(content, tags, regex_literal(regex))
                analysed_now += 1
                text = encode(terms)
                # a team's rules live in the replica, not in `bullets`: held in memory only
                if text is not None and sb.origin != "team":
                    fresh.append((sb.id, digest, text))
            analysed = (terms, tag_languages(tags))
            known[sb.id] = (digest, analysed)
            out[sb.id] = analysed
        self.computed = analysed_now
        if fresh:
            try:
                save_hover_terms(store, fresh)
            except (sqlite3.Error, StoreError) as exc:  # a busy or read-only file: answer anyway
                log.warning("could not store the hover terms of %d rules: %s", len(fresh), exc)
        return out

    def _read(self, store: Store) -> dict[str, tuple[str, str]]:
        if self._stored is None:
            try:
                self._stored = read_hover_terms(store)
            except sqlite3.Error as exc:
                log.warning("could not read the stored hover terms: %s", exc)
                self._stored = {}
        return self._stored

    def clear(self) -> None:
        """Forget what is held in memory (the store is read again on next use)."""
        self._known.clear()
        self._stored = None
