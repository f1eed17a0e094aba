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
            found = [(pos, w * idf, sp, call) for pos, w, sp, call in raw]
        self._postings[term] = found
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

    def rank(self, terms: Mapping[str, LineTerm], ctx: DocContext, *, limit: int) -> list[Match]:
        """Score the rules sharing `terms` and keep the `limit` best in scope.

        A rule counts only when one of its salient terms is in the line's code
        (an anchor) and its score reaches `MIN_SCORE`."""
        scores: dict[int, float] = {}
        anchors: dict[int, list[str]] = defaultdict(list)
        parts: dict[int, int] = defaultdict(int)
        get = scores.get
        hits_of = self._hits
        for term, lt in terms.items():
            hits = hits_of(term)
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
                shared = tuple(sorted(self._terms[pos].keys() & terms.keys()))
                out.append(Match(sb, relevance, shared))
                if len(out) >= limit:
                    break
        return out


def by_id(rules: Sequence[ScoredRule]) -> dict[str, ScoredRule]:
    """Rules keyed by id."""
    return {sb.rule.id: sb for sb in rules}
