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

`RuleIndex` keeps an inverted index term → rules. Terms carried by more than
`MAX_DF_SHARE` of a large playbook say nothing about a line and are dropped
from the index (they would make every hover noisy and slow). A term may still
hold up to that share of the rules, so its postings grow with the playbook:
when a line's terms hold many, the best rules are found from the head of each
term's postings, ordered by their share of a rule's relevance, and reading
stops once no rule left can change the answer (`RuleIndex._rank_pruned`, a
threshold algorithm with exact bounds): the same rules in the same order as
scoring every posting, which tests/test_lsp_pruned_rank.py checks.

Nothing here imports the LSP libraries: it works on plain strings and the
engine's `ScoredRule`, and is unit-tested without a server. The labelled
set `bench/hover_corpus.py` measures it (`python -m bench hover-quality`).
"""

from __future__ import annotations

import functools
import heapq
import math
from array import array
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from kenning.daemon.core.languages import editor_language, is_mixed, language_key
from kenning.daemon.core.models import Maturity, Rule, RuleState
from kenning.daemon.playbook.book import ScoredRule
from kenning.daemon.playbook.checks import Situation, applies
from kenning.daemon.playbook.stack import file_imports, imports_on

from .terms import LANGUAGE_WORDS, LineTerm, RuleTerm, line_terms, regex_literal, rule_terms

__all__ = [
    "Analysed",
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

#: a match needs at least this score (idf × weights), besides a salient term
MIN_SCORE = 3.0
#: and at least this share of the best rule's score on the line
RELATIVE_SCORE = 0.5

#: a line whose terms hold more postings than this is ranked from the head of
#: each term's postings (`RuleIndex._rank_pruned`), not by scoring them all
PRUNE_FROM = 500
#: the bounds on the rules not read are widened by this factor: a rounding of
#: the sums in another order cannot make one fall short
_SLACK = 1.0 + 1e-9
#: `_rank_pruned` reads first this many postings of each term per rule asked for
_FIRST_DEPTH = 8
#: `_rank_pruned` scores all the postings once it has read 1/this of the longest list
_GIVE_UP = 8
#: pairs of terms whose going together (`RuleIndex._together`) is remembered
_PAIRS_KEPT = 100_000


def line_tokens(line: str, cursor_word: str | None = None) -> dict[str, float]:
    """Term → weight for a line (its role and form; the word under the cursor counts more)."""
    return {t: lt.weight for t, lt in line_terms(line, None, cursor_word).items()}


def _regex_literal(rule: Rule) -> str | None:
    return regex_literal(None if rule.verification is None else rule.verification.regex)


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


def tag_languages(tags: Iterable[str]) -> frozenset[str]:
    """The source languages a rule's tags name (language families: TypeScript is JavaScript)."""
    found = set()
    for tag in tags:
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


#: a rule's hover terms (`terms.rule_terms`) and the languages its tags name
Analysed = tuple[Mapping[str, RuleTerm], frozenset[str]]


@dataclass(frozen=True)
class Match:
    """A rule relevant to a line, with why."""

    rule: ScoredRule
    relevance: float
    tokens: tuple[str, ...]


class RuleIndex:
    """An inverted index term → rules over the active rules of a playbook (or, with
    `state=PROPOSAL`, over its proposals: the hover shows them apart, marked)."""

    def __init__(
        self,
        rules: Iterable[ScoredRule],
        state: RuleState = RuleState.ACTIVE,
        *,
        analysed: Mapping[str, Analysed] | None = None,
    ) -> None:
        """`analysed`: each rule's terms and tag languages by id, when known
        (`stored_terms.TermCache`); a rule left out is analysed here. Rule models are
        built only for rules with a check regex (the others' fields are read from rows)."""
        live = [sb for sb in rules if sb.state == state and sb.maturity != Maturity.DEPRECATED]
        known = analysed or {}
        postings: dict[str, list[tuple[int, float, bool, bool]]] = defaultdict(list)
        held: list[Mapping[str, RuleTerm]] = []
        languages: list[frozenset[str]] = []
        for pos, sb in enumerate(live):
            found = known.get(sb.id)
            if found is None:
                regex = None
                if sb.has_verification and sb.rule.verification is not None:
                    regex = sb.rule.verification.regex
                tags = sb.tags
                found = (rule_terms(sb.content, tags, regex_literal(regex)), tag_languages(tags))
            mine = found[0]
            held.append(mine)
            languages.append(found[1])
            for term, rt in mine.items():
                postings[term].append((pos, rt.weight, rt.specific, rt.call))
        n = len(live)
        self._n = n
        self._cap = max(1, int(n * MAX_DF_SHARE)) if n >= _MIN_RULES_FOR_DF else n
        self._rules = live
        #: each rule's terms; its tool words' pairs are derived when it is a candidate
        self._terms = held
        self._pairs: dict[int, dict[str, frozenset[str]]] = {}
        self._languages = languages
        # trusted rules first among equally relevant ones; harm pushes down
        self._trust = [1.0 + 0.1 * max(-5.0, min(5.0, sb.effective)) for sb in live]
        # the raw postings; a term's idf is folded into its weights on its first hover
        # (`_hits`), so the hover loop is one multiply-add and a load weighs no term twice
        self._raw = postings
        self._postings: dict[str, list[tuple[int, float, bool, bool]] | None] = {}
        self._idf: dict[str, float] = {}
        #: a term's postings by their share of relevance, for `_rank_pruned` (`_ordered`)
        self._by_share: dict[str, tuple[list[int], array[float], array[float]]] = {}
        self._least_trust = min(self._trust, default=1.0)
        self._pairs_seen: dict[tuple[str, str], bool] = {}
        self._holders: dict[str, frozenset[int]] = {}
        self.dropped_tokens = sum(1 for hits in postings.values() if len(hits) > self._cap)

    def __len__(self) -> int:
        return len(self._rules)

    def _hits(self, term: str) -> list[tuple[int, float, bool, bool]] | None:
        """The postings of `term` with its idf folded in; None when no rule has it or
        more than `MAX_DF_SHARE` of a large playbook does (it is not indexed)."""
        try:
            return self._postings[term]
        except KeyError:
            pass
        raw = self._raw.get(term)
        if raw is None:
            return None  # not kept: a line's words no rule has are many
        found = None
        if len(raw) <= self._cap:
            # rarity on the same scale for any playbook size: 4 for a term of one rule
            n = self._n
            idf = 4.0 * math.log(1.0 + n / len(raw)) / math.log(1.0 + n)
            self._idf[term] = idf
            found = [(pos, w * idf, sp, call) for pos, w, sp, call in raw]
        self._postings[term] = found
        return found

    def _ordered(self, term: str) -> tuple[list[int], array[float], array[float]]:
        """An indexed term's rules by their share of relevance (weight × idf × trust,
        largest first), those shares, and the largest weight × idf from each place on."""
        found = self._by_share.get(term)
        if found is None:
            hits = self._hits(term)
            assert hits is not None, term
            trust = self._trust
            ranked = sorted(((w * trust[pos], w, pos) for pos, w, _, _ in hits), reverse=True)
            heaviest = [0.0] * (len(ranked) + 1)
            for i in range(len(ranked) - 1, -1, -1):
                heaviest[i] = max(heaviest[i + 1], ranked[i][1])
            # floats packed (8 bytes each): a term's lists are kept for the server's life
            found = (
                [pos for _, _, pos in ranked],
                array("d", [share for share, _, _ in ranked]),
                array("d", heaviest),
            )
            self._by_share[term] = found
        return found

    def _together(self, a: str, b: str) -> bool:
        """Whether some rule holds both indexed terms (learnt once per pair: a rule not
        read by `_rank_pruned` can hold only terms that go together)."""
        key = (a, b) if a < b else (b, a)
        found = self._pairs_seen.get(key)
        if found is None:
            found = not self._members(a).isdisjoint(self._members(b))
            if len(self._pairs_seen) >= _PAIRS_KEPT:
                self._pairs_seen.clear()
            self._pairs_seen[key] = found
        return found

    def _members(self, term: str) -> frozenset[int]:
        """The rules holding an indexed term, as a set (kept: one pass per term)."""
        found = self._holders.get(term)
        if found is None:
            found = self._holders[term] = frozenset(self._ordered(term)[0])
        return found

    def _pairs_of(self, pos: int) -> dict[str, frozenset[str]]:
        """A rule's tool words and their pairs (`npm` → `npm ci`, `npm install`)."""
        found = self._pairs.get(pos)
        if found is None:
            heads: dict[str, set[str]] = defaultdict(set)
            for term, rt in self._terms[pos].items():
                if rt.command:
                    heads[term.split(" ", 1)[0]].add(term)
            found = self._pairs[pos] = {k: frozenset(v) for k, v in heads.items()}
        return found

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

    def rank(
        self,
        terms: Mapping[str, LineTerm],
        ctx: DocContext,
        *,
        limit: int,
        exhaustive: bool = False,
    ) -> list[Match]:
        """Score the rules sharing `terms` and keep the `limit` best in scope.

        A rule counts only when one of its salient terms is in the line's code
        (an anchor) and its score reaches `MIN_SCORE`. When the line's terms hold
        many postings, the best rules are found without scoring them all
        (`_rank_pruned`), with the same answer as scoring every one
        (`exhaustive=True`, what the tests compare it to)."""
        listed = [(t, lt, hits) for t, lt in terms.items() if (hits := self._hits(t))]
        if not listed:
            return []
        if exhaustive or limit < 1 or sum(len(hits) for _, _, hits in listed) <= PRUNE_FROM:
            return self._rank_all(listed, terms, ctx, limit)
        return self._rank_pruned(listed, terms, ctx, limit)

    def _rank_all(
        self,
        listed: list[tuple[str, LineTerm, list[tuple[int, float, bool, bool]]]],
        terms: Mapping[str, LineTerm],
        ctx: DocContext,
        limit: int,
    ) -> list[Match]:
        """Every posting of the line's terms scored: O(postings)."""
        scores: dict[int, float] = {}
        anchors: dict[int, list[str]] = defaultdict(list)
        parts: dict[int, int] = defaultdict(int)
        get = scores.get
        for term, lt, hits in listed:
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
        return self._finish(scores, anchors, terms, ctx, limit).shown

    def _rank_pruned(
        self,
        listed: list[tuple[str, LineTerm, list[tuple[int, float, bool, bool]]]],
        terms: Mapping[str, LineTerm],
        ctx: DocContext,
        limit: int,
    ) -> list[Match]:
        """The answer of `_rank_all` from the head of each term's postings.

        Each term's postings are ordered by their share of a rule's relevance
        (weight × idf × trust, `_ordered`). Rules are read a block of postings per
        term at a time and scored whole from their own terms; after each block,
        the rules not yet read are bounded: their relevance by the sum of the next
        postings' shares, their score by the sum of the largest weights left (and by
        that relevance over the least trust). The answer of the rules read so far
        is the final one when no rule left can enter it (its relevance is below the
        last one shown, or its score below the floor when fewer are shown) nor
        raise the floor over a rule shown. Else the next block is twice as deep."""
        if any(lt.weight <= 0 for _, lt, _ in listed):  # the bounds need positive weights
            return self._rank_all(listed, terms, ctx, limit)
        ordered = [self._ordered(term) for term, _, _ in listed]
        spec = [
            (term, self._idf[term], lt.weight, lt.anchors, lt.part, lt.call)
            for term, lt, _ in listed
        ]
        rule_terms_of = self._terms
        names = [term for term, _, _ in listed]
        neighbours = [
            [j for j, other in enumerate(names) if j != i and self._together(term, other)]
            for i, term in enumerate(names)
        ]
        scores: dict[int, float] = {}
        anchors: dict[int, list[str]] = {}
        longest = max(len(o[0]) for o in ordered)
        done = 0
        depth = _FIRST_DEPTH * limit
        while True:
            for order, _, _ in ordered:
                for pos in order[done:depth]:
                    if pos in scores:
                        continue
                    # the rule scored whole, term by term as `_rank_all` adds them
                    mine = rule_terms_of[pos]
                    score = 0.0
                    found: list[str] = []
                    parts = 0
                    for term, idf, lw, anchoring, part, called in spec:
                        rt = mine.get(term)
                        if rt is None:
                            continue
                        score = score + rt.weight * idf * lw
                        if rt.specific and (called or not rt.call):
                            if anchoring:
                                found.append(term)
                            elif part:
                                parts += 1
                    scores[pos] = score
                    if found or parts >= 2:
                        anchors[pos] = found
            done = depth
            result = self._finish(scores, anchors, terms, ctx, limit)
            if depth >= longest:
                return result.shown
            # bounds on the rules not read: each has its postings at `depth` or later,
            # in the lists of terms that some rule holds together (`_together`)
            shares = [
                (lw * order_shares[depth], lw * heaviest[depth])
                if depth < len(order)
                else (0.0, 0.0)
                for (order, order_shares, heaviest), (_, _, lw, _, _, _) in zip(
                    ordered, spec, strict=True
                )
            ]
            top_relevance = 0.0
            top_score = 0.0
            for i, near in enumerate(neighbours):
                relevance, score = shares[i]
                for j in near:
                    relevance += shares[j][0]
                    score += shares[j][1]
                top_relevance = max(top_relevance, relevance)
                top_score = max(top_score, score)
            top_score = min(top_score, top_relevance / self._least_trust) * _SLACK
            top_relevance *= _SLACK
            if result.final(top_score, top_relevance, limit):
                return result.shown
            if depth * _GIVE_UP >= longest:
                # rules tied over much of the lists (the bounds cannot part them from
                # the ones not read): scoring all is cheaper than reading on
                return self._rank_all(listed, terms, ctx, limit)
            depth *= 2

    def _finish(
        self,
        scores: Mapping[int, float],
        anchors: Mapping[int, list[str]],
        terms: Mapping[str, LineTerm],
        ctx: DocContext,
        limit: int,
    ) -> _Ranked:
        """The rules shown, from their scores and anchors: the floor, then scope."""
        candidates = [pos for pos in anchors if scores[pos] >= MIN_SCORE]
        if not candidates:
            return _Ranked([], None, MIN_SCORE, [])
        # the floor comes from the best candidate whose anchors hold; the others are
        # checked only when they are about to be shown (`_pick`)
        candidates.sort(key=scores.__getitem__, reverse=True)
        best = next((p for p in candidates if self._holds(p, anchors[p], terms)), None)
        if best is None:
            return _Ranked([], None, MIN_SCORE, [])
        floor = max(MIN_SCORE, RELATIVE_SCORE * scores[best])
        trust = self._trust
        ranked = [(scores[p] * trust[p], p) for p in candidates if scores[p] >= floor]
        # most candidates are never shown: sort a few more than needed (some may
        # be out of scope) with all those tied with the last, and all of them
        # only when those fall short
        take = limit * 4 + 8
        head = ranked
        if len(ranked) > take:
            cut = heapq.nlargest(take, ranked)[-1][0]
            head = [item for item in ranked if item[0] >= cut]
        out = self._pick(head, terms, anchors, ctx, limit)
        if len(out) < limit and len(ranked) > len(head):
            out = self._pick(ranked, terms, anchors, ctx, limit)
        rules = self._rules
        shown = [
            Match(rules[pos], relevance, tuple(sorted(self._terms[pos].keys() & terms.keys())))
            for relevance, pos in out
        ]
        return _Ranked(shown, scores[best], floor, [scores[pos] for _, pos in out])

    def _holds(self, pos: int, found: list[str], terms: Mapping[str, LineTerm]) -> bool:
        return not found or self._anchored(pos, found, terms)

    def _anchored(self, pos: int, found: list[str], terms: Mapping[str, LineTerm]) -> bool:
        """Whether a rule's anchors hold: a tool word alone does not when the line uses
        the tool another way than the rule says (`npm run` for a rule on `npm ci`)."""
        pairs = self._pairs_of(pos)
        for term in found:
            said = pairs.get(term)
            if said is None or " " in term:
                return True
            used = [t for t, lt in terms.items() if lt.command and t.startswith(term + " ")]
            mine = self._terms[pos]
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
    ) -> list[tuple[float, int]]:
        """The first `limit` of `ranked` (most relevant first, then by id) in scope."""
        rules = self._rules
        ranked = sorted(ranked, key=lambda item: (-item[0], rules[item[1]].id))
        out: list[tuple[float, int]] = []
        for relevance, pos in ranked:
            sb = rules[pos]
            if (
                in_scope(sb.rule, ctx)
                and language_fits(self._languages[pos], ctx)
                and self._holds(pos, anchors[pos], terms)
            ):
                out.append((relevance, pos))
                if len(out) >= limit:
                    break
        return out


@dataclass(frozen=True)
class _Ranked:
    """The answer for the rules scored so far, and what bounds whether it is final."""

    shown: list[Match]
    #: the score of the best candidate whose anchors hold (None: there is none)
    best: float | None
    floor: float
    #: the scores of the rules shown
    shown_scores: list[float]

    def final(self, top_score: float, top_relevance: float, limit: int) -> bool:
        """Whether no rule scoring at most `top_score`, with a relevance of at most
        `top_relevance`, can change the answer: enter it, or raise the floor over a
        rule shown."""
        if self.best is None:
            return top_score < MIN_SCORE  # none of them is a candidate
        if len(self.shown) >= limit:
            if top_relevance >= self.shown[limit - 1].relevance:
                return False
        elif top_score >= self.floor:
            return False
        return not self.shown or min(self.shown_scores) >= RELATIVE_SCORE * max(
            self.best, top_score
        )


def by_id(rules: Sequence[ScoredRule]) -> dict[str, ScoredRule]:
    """Rules keyed by id."""
    return {sb.rule.id: sb for sb in rules}
