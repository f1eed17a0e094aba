"""Which rules are relevant to a line of code: scope, then salient shared terms.

A rule is shown for a line when it applies to the file (its scope and the
file glob of its check: `applies` of `kenning.daemon.playbook.checks`, the
one scope test of every surface), a language its tags name fits the file, and
the line holds one of the rule's *salient* terms in
code: a name as written (`pickle.loads`), two words together (`api key`), or a
word of the rule that is neither common English nor a name every program
uses (`data`, `run`, `keys`): see `terms.py`. Other shared terms add to the
score but never make a match alone, and a term in a comment or a URL counts
for little. Terms are weighted by their rarity over the playbook (idf).

`RuleIndex` keeps an inverted index term → rules, so a hover costs
O(terms on the line × rules per term), not O(rules): with 10,000 rules a
hover scores a few hundred candidates at most. Terms carried by more than
`MAX_DF_SHARE` of a large playbook say nothing about a line and are dropped
from the index (they would make every hover noisy and slow).

Nothing here imports the LSP libraries: it works on plain strings and the
engine's `ScoredRule`, and is unit-tested without a server. The labelled
set `bench/hover_corpus.py` measures it (`python -m bench hover-quality`).
"""

from __future__ import annotations

import functools
import heapq
import math
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from kenning.daemon.core.languages import editor_language, is_mixed, language_key
from kenning.daemon.core.models import Maturity, Rule, RuleState
from kenning.daemon.playbook.book import ScoredRule
from kenning.daemon.playbook.checks import Situation, applies
from kenning.daemon.playbook.stack import file_imports, imports_on

from .terms import LANGUAGE_WORDS, LineTerm, line_terms, rule_terms

__all__ = [
    "DocContext",
    "Match",
    "RuleIndex",
    "file_imports",
    "imports_on",
    "in_scope",
    "language_fits",
    "language_of",
    "line_tokens",
    "rule_tokens",
    "tag_languages",
]

#: a token shared by more than this share of the rules (in a playbook of at
#: least `_MIN_RULES_FOR_DF`) is not indexed
MAX_DF_SHARE = 0.05
_MIN_RULES_FOR_DF = 200

_REGEX_ESCAPES = re.compile(r"\\[a-zA-Z]")
#: a match needs at least this score (idf × weights), besides a salient term
MIN_SCORE = 3.0
#: and at least this share of the best rule's score on the line
RELATIVE_SCORE = 0.5


def line_tokens(line: str, cursor_word: str | None = None) -> dict[str, float]:
    """Term → weight for a line (its role and form; the word under the cursor counts more)."""
    return {t: lt.weight for t, lt in line_terms(line, None, cursor_word).items()}


def _regex_literal(rule: Rule) -> str | None:
    if rule.verification is None:
        return None
    return _REGEX_ESCAPES.sub(" ", rule.verification.regex)


def rule_tokens(rule: Rule) -> dict[str, float]:
    """Term → weight for a rule: its text, its tags, the literal words of its check regex."""
    terms = rule_terms(rule.content, rule.tags, _regex_literal(rule))
    return {t: rt.weight for t, rt in terms.items()}


def language_of(path: str, language_id: str | None) -> str | None:
    """The document's language as kenning names it: the file's name, else the editor's id.

    The one table of daemon/core/languages.py (`conf-toml` is TOML, `sh` is shell).
    """
    return editor_language(path, language_id)


@dataclass(frozen=True)
class DocContext:
    """What matching needs to know about the file a line comes from."""

    rel_path: str
    language: str | None
    #: the repository root of the file (None outside a repository)
    workspace: Path | None
    imports: frozenset[str] = field(default_factory=frozenset)
    #: the file itself (absolute), when known
    path: Path | None = None

    def __post_init__(self) -> None:
        # one name per language (`shellscript` and `sh` are `shell`) whoever built it
        if self.language is not None:
            object.__setattr__(self, "language", language_key(self.language))

    @functools.cached_property
    def situation(self) -> Situation:
        """The file as the rule-check engine sees it (`kenning.daemon.playbook.checks`)."""
        return Situation.of_file(
            self.path,
            self.rel_path,
            repository=self.workspace,
            language=self.language,
            imports=self.imports,
        )


def in_scope(rule: Rule, ctx: DocContext) -> bool:
    """Whether a rule applies to this file at all (before looking at any line)."""
    return applies(rule, ctx.situation)


_FAMILY = {"typescript": "js", "javascript": "js"}


def _family(language: str) -> str:
    lang = language_key(language)
    return _FAMILY.get(lang, lang)


def tag_languages(rule: Rule) -> frozenset[str]:
    """The source languages a rule's tags name (language families: TypeScript is JavaScript)."""
    found = set()
    for tag in rule.tags:
        word = language_key(tag)
        if word in LANGUAGE_WORDS:
            found.add(_family(word))
    return frozenset(found)


def language_fits(languages: frozenset[str], ctx: DocContext) -> bool:
    """Whether a rule whose tags name `languages` may show in this file."""
    # where commands and snippets of any language live (a shell script, a Dockerfile,
    # YAML, Markdown, TOML), a language tag does not exclude a rule: `pip install` there
    if not languages or ctx.language is None or is_mixed(ctx.language):
        return True
    return _family(ctx.language) in languages


@dataclass(frozen=True)
class Match:
    """A rule relevant to a line, with why."""

    rule: ScoredRule
    relevance: float
    tokens: tuple[str, ...]


class RuleIndex:
    """An inverted index term → rules over the active rules of a playbook (or, with
    `state=PROPOSAL`, over its proposals: the hover shows them apart, marked)."""

    def __init__(self, rules: Iterable[ScoredRule], state: RuleState = RuleState.ACTIVE) -> None:
        live = [
            sb for sb in rules if sb.rule.state == state and sb.rule.maturity != Maturity.DEPRECATED
        ]
        postings: dict[str, list[tuple[int, float, bool, bool]]] = defaultdict(list)
        tokens: list[frozenset[str]] = []
        commands: list[frozenset[str]] = []
        for pos, sb in enumerate(live):
            b = sb.rule
            terms = rule_terms(b.content, b.tags, _regex_literal(b))
            tokens.append(frozenset(terms))
            commands.append(frozenset(t for t, rt in terms.items() if rt.command))
            for term, rt in terms.items():
                postings[term].append((pos, rt.weight, rt.specific, rt.call))
        n = len(live)
        cap = max(1, int(n * MAX_DF_SHARE)) if n >= _MIN_RULES_FOR_DF else n
        self._rules = live
        self._tokens = tokens
        self._languages = [tag_languages(sb.rule) for sb in live]
        # a tool word's pairs in each rule (`npm` → `npm ci`, `npm install`)
        self._pairs: list[dict[str, frozenset[str]]] = []
        none: dict[str, frozenset[str]] = {}  # most rules name no command: one shared map
        for terms_of in commands:
            if not terms_of:
                self._pairs.append(none)
                continue
            heads: dict[str, set[str]] = defaultdict(set)
            for term in terms_of:
                heads[term.split(" ", 1)[0]].add(term)
            self._pairs.append({k: frozenset(v) for k, v in heads.items()})
        # trusted rules first among equally relevant ones; harm pushes down
        self._trust = [1.0 + 0.1 * max(-5.0, min(5.0, sb.effective)) for sb in live]
        # idf folded into each posting's weight: the hover loop is one multiply-add
        self._postings: dict[str, list[tuple[int, float, bool, bool]]] = {}
        for term, hits in postings.items():
            if len(hits) <= cap:
                # rarity on the same scale for any playbook size: 4 for a term of one rule
                idf = 4.0 * math.log(1.0 + n / len(hits)) / math.log(1.0 + n)
                self._postings[term] = [(pos, w * idf, sp, call) for pos, w, sp, call in hits]
        self.dropped_tokens = len(postings) - len(self._postings)

    def __len__(self) -> int:
        return len(self._rules)

    def relevant(
        self,
        line: str,
        ctx: DocContext,
        *,
        cursor_word: str | None = None,
        limit: int = 3,
    ) -> list[Match]:
        """The rules most relevant to `line`, best first; [] when nothing is."""
        return self.rank(line_terms(line, ctx.language, cursor_word), ctx, limit=limit)

    def rank(self, terms: Mapping[str, LineTerm], ctx: DocContext, *, limit: int) -> list[Match]:
        """Score the rules sharing `terms` and keep the `limit` best in scope.

        A rule counts only when one of its salient terms is in the line's code
        (an anchor) and its score reaches `MIN_SCORE`."""
        scores: dict[int, float] = {}
        anchors: dict[int, list[str]] = defaultdict(list)
        parts: dict[int, int] = defaultdict(int)
        get = scores.get
        postings = self._postings
        for term, lt in terms.items():
            hits = postings.get(term)
            if not hits:
                continue
            lw, anchoring, part, called = lt.weight, lt.anchors, lt.part, lt.call
            for pos, weight, specific, call in hits:
                scores[pos] = get(pos, 0.0) + weight * lw
                # a name the rule only calls anchors only where the line calls it too
                if specific and (called or not call):
                    if anchoring:
                        anchors[pos].append(term)
                    elif part:
                        parts[pos] += 1
        for pos, n in parts.items():
            if n >= 2 and pos not in anchors:
                anchors[pos] = []  # two parts of the line's names point at it
        candidates = [pos for pos in anchors if scores[pos] >= MIN_SCORE]
        if not candidates:
            return []
        # the floor comes from the best candidate whose anchors hold; the others are
        # checked only when they are about to be shown (`_pick`)
        candidates.sort(key=scores.__getitem__, reverse=True)
        best = next((p for p in candidates if self._holds(p, anchors[p], terms)), None)
        if best is None:
            return []
        floor = max(MIN_SCORE, RELATIVE_SCORE * scores[best])
        trust = self._trust
        ranked = [(scores[p] * trust[p], p) for p in candidates if scores[p] >= floor]
        # most candidates are never shown: sort a few more than needed (some may
        # be out of scope), and all of them only when those fall short
        take = limit * 4 + 8
        out = self._pick(heapq.nlargest(take, ranked), terms, anchors, ctx, limit)
        if len(out) < limit and len(ranked) > take:
            out = self._pick(ranked, terms, anchors, ctx, limit)
        return out

    def _holds(self, pos: int, found: list[str], terms: Mapping[str, LineTerm]) -> bool:
        return not found or self._anchored(pos, found, terms)

    def _anchored(self, pos: int, found: list[str], terms: Mapping[str, LineTerm]) -> bool:
        """Whether a rule's anchors hold: a tool word alone does not when the line uses
        the tool another way than the rule says (`npm run` for a rule on `npm ci`)."""
        pairs = self._pairs[pos]
        for term in found:
            said = pairs.get(term)
            if said is None or " " in term:
                return True
            used = [t for t, lt in terms.items() if lt.command and t.startswith(term + " ")]
            mine = self._tokens[pos]
            if not used or any(t in said or t.split(" ", 1)[1] in mine for t in used):
                return True
        return False

    def _pick(
        self,
        ranked: list[tuple[float, int]],
        terms: Mapping[str, LineTerm],
        anchors: Mapping[int, list[str]],
        ctx: DocContext,
        limit: int,
    ) -> list[Match]:
        rules = self._rules
        ranked = sorted(ranked, key=lambda item: (-item[0], rules[item[1]].rule.id))
        out: list[Match] = []
        for relevance, pos in ranked:
            sb = rules[pos]
            if (
                in_scope(sb.rule, ctx)
                and language_fits(self._languages[pos], ctx)
                and self._holds(pos, anchors[pos], terms)
            ):
                shared = tuple(sorted(self._tokens[pos].intersection(terms)))
                out.append(Match(sb, relevance, shared))
                if len(out) >= limit:
                    break
        return out


def by_id(rules: Sequence[ScoredRule]) -> dict[str, ScoredRule]:
    """Rules keyed by id."""
    return {sb.rule.id: sb for sb in rules}
