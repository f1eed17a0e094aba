"""Which rules a text opens: its gates and needles, found in one pass (`GateFinder`).

A rule runs on a text only when one of its gates (a word, or a probe's pattern:
`secret_rules.py`) is in it, and, when the rule has needles, one of those too;
and, in an ASCII text, when the rule declares `requires` (RE2 patterns that
every text it finds a secret in matches, `secret_rules.requires_of`), one of
those too; in any text, when they hold there too (`requires_beyond_ascii`).
The sanitizer (`sanitize.py`) holds a `GateFinder` built from its rules: for a
text in ASCII (nearly every one) one RE2 set finds the gates, the probes'
patterns and the needles at once, and the rules to run are memoised by what it
found; any other text is searched with two sets and a `str` search per needle,
and the `requires` of the rules it opens that hold in any text (`requires_beyond_ascii`)
with one more set, once one of those rules is left to run (the others run as their gates
and needles say).
The same pass also finds the sanitizer's `marks` (literals that decide whether a view of
the text is read: escapes.py's hex marks), so that such a test costs no search of its own.
The pass is cut in RE2 sets (`_split_sets`); a set of needles and `requires` only runs
where the gates found open a rule that reads one of them (`_later`), and `found_all` runs
each set over a batch of texts in turn (`Sanitizer.redact_all`).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from kenning.daemon.safety.secret_rules import (
    EXACT_PROBES,
    LOWER_PROBES,
    PROBE_ALONE,
    PROBE_PREFILTERS,
    PROBE_RE2,
    PROBES,
    SecretRule,
    requires_of,
)

__all__ = ["GateFinder", "Selected", "requires_beyond_ascii"]

#: a rule selected to run, with its needles searched in the text, then in the lower case,
#: and the indices of its `requires` that `GateFinder.required` tells (none: not read)
Selected = tuple[SecretRule, tuple[str, ...], tuple[str, ...], frozenset[int]]


def requires_beyond_ascii(rule: SecretRule) -> bool:
    """Whether a rule's `requires` (`requires_of`) hold in any text (its flag
    `requires_beyond_ascii`, default False): one matches (RE2, on the text's UTF-8) every
    text, ASCII or not, the rule finds a secret in, as ASCII literals and classes the rule
    itself needs in the text do; a text beyond ASCII is then searched for them too."""
    return bool(getattr(rule, "requires_beyond_ascii", False))


#: how `GateFinder.found` has a gate's offset (`_confirmed`): its `find` in the lower case;
#: 0 (a probe its pattern proves); the search's start in the lower case (a lower-case
#: probe); 0 where the search in the text finds it (a probe)
_FIND, _EXACT, _ON_LOW, _ON_TEXT = range(4)
#: a gate, how its offset is had, and the search that confirms it (or None)
_Steps = tuple[tuple[str, int, Any], ...]
#: `GateFinder._plan`: the literal gates looked up at once, the other steps, the needles
_Plan = tuple[tuple[str, ...], _Steps, tuple[int, ...]]
#: how many of the sets' answers `GateFinder` keeps the plan of
PLANS = 8192


def _confirmed(first: dict[str, int], steps: _Steps, text: str, low: str) -> None:
    """Add to `first` each gate of `steps` that its search confirms, with its offset."""
    for gate, how, search in steps:
        if how == _FIND:
            first[gate] = low.find(gate)
        elif how == _EXACT:
            first[gate] = 0
        elif how == _ON_LOW:
            m = search.search(low)
            if m is not None:
                first[gate] = m.start()
        elif search.search(text) is not None:
            first[gate] = 0


class GateFinder:
    """The gates and needles of a sanitizer's rules, and the rules a text opens."""

    rules: Sequence[SecretRule]
    # The literal gates are looked for all at once, by one RE2 set in one pass over the
    # lower-cased text (a `str.find` each cost a pass each: with fifteen of them, three
    # times as long); each gate found is then found again with `find` for its first
    # offset, which stops where it is
    _literal_names: tuple[str, ...]
    _literal_set: Any
    # the probes likewise: one RE2 set of their `PROBE_PREFILTERS` over the text (those of
    # the lower-case probes are in the set above), each pattern's probe by index; a probe
    # is searched for only in a text where one of its patterns matched, to confirm it
    _probe_set: Any
    _probe_of: tuple[str, ...]
    # by the same index, the pattern's `PROBE_ALONE` search (the part of its probe left
    # where it is the only one of the probe's patterns found), or None
    _probe_alone: tuple[re.Pattern[str] | None, ...]
    # the probes confirmed by RE2 instead of `re` (`PROBE_RE2`), compiled
    _probe_re2: dict[str, Any]
    # for a text in ASCII (nearly every one), both sets as one, run once over the text
    # (cut in parts by `_split_sets`: each part's matcher with the global indices of its
    # patterns; the answer is their union, sorted):
    # the literal gates and the lower-case probes' patterns case-insensitive (for ASCII,
    # `(?i)` on the text finds exactly what the pattern finds in its lower case), then the
    # probes' patterns; an index below `_ascii_split` is one of `_literal_names`, the
    # others are `_probe_of` shifted by it. One pass instead of two: on the bench corpus
    # 6.5 ms per MB instead of 3.6 + 6.1
    _ascii_sets: tuple[tuple[Any, tuple[int, ...]], ...]
    _ascii_split: int
    # the rules' needles (`_folded`), after the gates and the probes in `_ascii_set`: those
    # searched in the lower case `(?i)`, then those searched in the text as they are, each
    # once however many rules share it; an index from `_needle_split` on is a needle's.
    # The one pass tells which needles an ASCII text holds, where a `str` search per needle
    # per rule opened (on the bench corpus 357,000 of them, 174 MB read for 10 MB of text)
    _needle_split: int
    # per rule, the indices (from 0) of its needles in that part of the set
    _needle_ids: tuple[frozenset[int], ...]
    # per rule, the indices (from 0, after the needles') of its `requires` patterns, which
    # the set holds last: a rule that declares some runs on an ASCII text only where one
    # matched (one pass for every rule's, where each rule searched the text for its own
    # context to find none in nearly every text)
    _require_ids: tuple[frozenset[int], ...]
    # per rule, the indices of its `requires` if they hold in any text (`requires_beyond_ascii`)
    # in `_beyond_sets`, which `required` runs over a text beyond ASCII (else empty)
    _beyond_ids: tuple[frozenset[int], ...]
    _beyond_sets: tuple[tuple[Any, tuple[int, ...]], ...]
    _all_beyond: frozenset[int]
    # the rules to run for each set of gates and of needles found in an ASCII text: memoised
    # (read by the sanitizer before it calls `run`)
    runs: dict[tuple[tuple[str, ...], tuple[int, ...]], tuple[SecretRule, ...]]
    # the sets `found` runs over every ASCII text (those with a gate's or a probe's pattern,
    # a mark, or a needle or `requires` of a rule without gates), each set's `Match` (the
    # binding's own, without the wrapper's test for a `str`: `found` hands it bytes) with
    # the global indices of its patterns
    _first: tuple[tuple[Callable[[bytes], list[int] | None], tuple[int, ...]], ...]
    # the other sets (needles and `requires` only), each with its patterns' indices in the
    # needles' part and the gates of the rules that read them: run over a text only where
    # one of those gates is found (`_later_ids`). A rule its gates do not open reads none of
    # its needles: the answer of a set no opened rule reads changes no rule that runs
    _later: tuple[tuple[Callable[[bytes], list[int] | None], tuple[int, ...], frozenset[str]], ...]
    # the sets of `_later` (their indices) to run on a text, by the gates found in it
    _later_of: dict[tuple[str, ...], tuple[int, ...]]
    # what `found` does for each answer of the sets (`_plan`), memoised
    _plans: dict[tuple[tuple[int, ...], ...], _Plan]
    # probes without prefilter patterns (none built in): searched in every text
    _unfiltered: tuple[tuple[str, re.Pattern[str], bool], ...]
    # the rules to run for each set of gates found (a few dozen sets occur), each with its
    # needles (`_folded`): memoised (read by the sanitizer before it calls `select`)
    selection: dict[tuple[str, ...], tuple[Selected, ...]]
    _needles: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    _by_gate: dict[str, tuple[int, ...]]
    #: the indices of the rules without a gate: they run on every text
    ungated: tuple[int, ...]
    # the first index (in the needles' part of the answer) of the `marks`, which the set
    # holds after the `requires`, and each group's indices
    _mark_start: int
    _marks: dict[str, frozenset[int]]

    def __init__(
        self, rules: Sequence[SecretRule], marks: Mapping[str, Sequence[str]] | None = None
    ) -> None:
        """`marks`: groups of literals the one pass of an ASCII text also looks for (in its
        lower case), by the group's name; `marked` tells whether one of a group's is in
        the text. None opens a rule."""
        self.rules = rules
        by_gate: dict[str, list[int]] = {}
        for index, rule in enumerate(rules):
            for gate in rule.gates:
                by_gate.setdefault(gate, []).append(index)
        literal = [g for g in by_gate if g not in PROBES]
        probes = [g for g in by_gate if g in PROBES]
        lower = [g for g in probes if g in LOWER_PROBES and g in PROBE_PREFILTERS]
        self._literal_names = (*literal, *(g for g in lower for _ in PROBE_PREFILTERS[g]))
        self._literal_set = _pattern_set(
            [*map(_escaped, literal), *(p for g in lower for p in PROBE_PREFILTERS[g])]
        )
        on_text = [g for g in probes if g not in LOWER_PROBES and g in PROBE_PREFILTERS]
        self._probe_of = tuple(g for g in on_text for _ in PROBE_PREFILTERS[g])
        self._probe_alone = tuple(
            PROBE_ALONE.get((g, n)) for g in on_text for n in range(len(PROBE_PREFILTERS[g]))
        )
        self._probe_re2 = {g: _re2(p) for g, p in PROBE_RE2.items() if g in on_text}
        self._probe_set = _pattern_set([p for g in on_text for p in PROBE_PREFILTERS[g]])
        # a literal gate with a capital never occurs in the lower case: `(?i)` would find
        # it, so it stands in the merged set as a pattern that matches nothing. So does a
        # gate that never occurs in ASCII text (`пароль`, `密码`: `_in_ascii`), which is
        # all this set reads: fewer bytes to tell apart and fewer states in the automaton
        folded = [
            f"(?i){_escaped(g)}" if g == g.lower() and _in_ascii(g) else _NOTHING for g in literal
        ]
        folded += [f"(?i){p}" for g in lower for p in PROBE_PREFILTERS[g]]
        self._ascii_split = len(folded)
        on_text_patterns = [p for g in on_text for p in PROBE_PREFILTERS[g]]
        needles = tuple(_folded(rule.needles) for rule in rules)
        in_low = sorted({n for _, low in needles for n in low})
        in_text = sorted({n for text, _ in needles for n in text})
        number = {n: i for i, n in enumerate(in_low)}
        number_text = {n: len(in_low) + i for i, n in enumerate(in_text)}
        self._needle_ids = tuple(
            frozenset([*(number_text[n] for n in text), *(number[n] for n in low)])
            for text, low in needles
        )
        self._needle_split = len(folded) + len(on_text_patterns)
        required = [requires_of(rule) for rule in rules]
        in_required = list(dict.fromkeys(p for patterns in required for p in patterns))
        number_required = {p: len(in_low) + len(in_text) + i for i, p in enumerate(in_required)}
        self._require_ids = tuple(
            frozenset(number_required[p] for p in patterns) for patterns in required
        )
        beyond = [
            patterns if requires_beyond_ascii(r) else ()
            for r, patterns in zip(rules, required, strict=True)
        ]
        in_beyond = list(dict.fromkeys(p for patterns in beyond for p in patterns))
        number_beyond = {p: i for i, p in enumerate(in_beyond)}
        self._beyond_ids = tuple(frozenset(number_beyond[p] for p in ps) for ps in beyond)
        self._beyond_sets = _split_sets(in_beyond)
        self._all_beyond = frozenset(range(len(in_beyond)))
        mark_list = [m for literals in (marks or {}).values() for m in literals]
        self._mark_start = start = len(in_low) + len(in_text) + len(in_required)
        # a needle outside ASCII never occurs in an ASCII text (nor in its lower case)
        patterns = [
            *folded,
            *on_text_patterns,
            *(f"(?i){_escaped(n)}" if n.isascii() else _NOTHING for n in in_low),
            *(_escaped(n) if n.isascii() else _NOTHING for n in in_text),
            *in_required,
            *(f"(?i){_escaped(m)}" if _in_ascii(m) else _NOTHING for m in mark_list),
        ]
        self._ascii_sets = _split_sets(patterns, self._opening(rules, len(patterns)))
        self._marks = {}
        for group, literals in (marks or {}).items():
            self._marks[group] = frozenset(range(start, start + len(literals)))
            start += len(literals)
        self._unfiltered = tuple(
            (g, PROBES[g], g in LOWER_PROBES) for g in probes if g not in PROBE_PREFILTERS
        )
        self.selection = {}
        self.runs = {}
        self._plans = {}
        self._split_by_need(self._opening(rules, len(patterns)))
        self._needles = needles
        self._by_gate = {g: tuple(ix) for g, ix in by_gate.items()}
        self.ungated = tuple(i for i, r in enumerate(rules) if not r.gates)

    def _opening(self, rules: Sequence[SecretRule], count: int) -> list[frozenset[str] | None]:
        """For each of the `count` patterns of the one pass, the gates of the rules that
        read it (a needle or a `requires`), or None where every text needs it: a gate's or
        a probe's pattern, a mark, a needle or `requires` of a rule without gates."""
        readers: dict[int, list[int]] = {}  # a needle or `requires` index -> its rules
        for index, ids in enumerate(zip(self._needle_ids, self._require_ids, strict=True)):
            for i in ids[0] | ids[1]:
                readers.setdefault(i, []).append(index)
        opening: list[frozenset[str] | None] = []
        for i in range(count):
            j = i - self._needle_split
            here = [rules[r] for r in readers.get(j, ())]
            if j < 0 or j >= self._mark_start or any(not rule.gates for rule in here):
                opening.append(None)
            else:
                opening.append(frozenset(g for rule in here for g in rule.gates))
        return opening

    def _split_by_need(self, opening: Sequence[frozenset[str] | None]) -> None:
        """`_first` and `_later` from `_ascii_sets` (`opening`: `_opening`'s): a set is run
        only where a rule that reads one of its patterns is open, unless one of its patterns
        is needed in every text."""
        first, later = [], []
        for matcher, ids in self._ascii_sets:
            match = getattr(matcher, "_set", matcher).Match
            opens = [o for o in (opening[i] for i in ids) if o is not None]
            if len(opens) < len(ids):
                first.append((match, ids))
            else:
                shifted = tuple(i - self._needle_split for i in ids)
                later.append((match, shifted, frozenset[str]().union(*opens)))
        self._first, self._later, self._later_of = tuple(first), tuple(later), {}

    def _later_ids(self, gates: tuple[str, ...]) -> tuple[int, ...]:
        """The sets of `_later` (by index) that a text whose gates are `gates` runs (memoised)."""
        todo = self._later_of.get(gates)
        if todo is None:
            todo = tuple(
                k for k, (_, _, opens) in enumerate(self._later) if not opens.isdisjoint(gates)
            )
            if len(self._later_of) < PLANS:
                self._later_of[gates] = todo
        return todo

    def gates(self, text: str, low: str) -> dict[str, int]:
        """The gates present in `text` (`low` is its lower case), each with its first offset."""
        return self.found(text, low)[0]

    def found(self, text: str, low: str) -> tuple[dict[str, int], tuple[int, ...] | None]:
        """`gates`, and for an ASCII text the needles it holds (`_needle_ids`; else None)."""
        if self._ascii_sets and text.isascii():
            data = text.encode()
            answers: list[tuple[int, ...]] = []
            for match, _ in self._first:
                got = match(data)
                answers.append(tuple(sorted(got)) if got else ())
            first, needles_found = self._planned(tuple(answers), text, low)
        else:
            data = None
            needles_found = None
            first = {}
            found = self._literal_set.Match(low) if self._literal_names else None
            probe_found = self._probe_set.Match(text) if self._probe_of else None
            if found or probe_found:
                _confirmed(first, self._steps(found, probe_found), text, low)
        self._probed(first, text, low)
        if first and data is not None and self._later:
            # the sets of needles and `requires` the gates found open (`data` and
            # `needles_found` go together: both None beyond ASCII)
            needles_found = self._then(data, tuple(first), needles_found or ())
        return first, needles_found

    def _planned(
        self, key: tuple[tuple[int, ...], ...], text: str, low: str
    ) -> tuple[dict[str, int], tuple[int, ...]]:
        """The gates of an ASCII text whose sets of `_first` answered `key`, each with its
        first offset, and the needles found (`_plan`'s, memoised)."""
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plan(key)
        looked, steps, needles_found = plan
        # the literal gates' first offsets at once, then the other steps in order
        first = {gate: low.find(gate) for gate in looked} if looked else {}
        if steps:
            _confirmed(first, steps, text, low)
        return first, needles_found

    def _probed(self, first: dict[str, int], text: str, low: str) -> None:
        """`first` with the gates of the probes no set prefilters that `text` holds."""
        for gate, probe, on_low in self._unfiltered:
            m = probe.search(low if on_low else text)
            if m is not None:
                first[gate] = m.start() if on_low else 0

    def found_all(
        self, texts: Sequence[str], lows: Sequence[str]
    ) -> list[tuple[dict[str, int], tuple[int, ...] | None]]:
        """`found` of each of `texts` (`lows` their lower cases), all in ASCII: the same
        answers, each set run over every text before the next set. A set's automaton spans
        megabytes of states; run over one text after another, its states stay in the
        processor's caches, where a text's sets run back to back push each other's out
        (bench/README.md, "The gates' sets one after the other")."""
        if not self._ascii_sets:
            return [self.found(text, low) for text, low in zip(texts, lows, strict=True)]
        datas = [text.encode() for text in texts]
        answers: list[list[tuple[int, ...]]] = [[] for _ in datas]
        for match, _ in self._first:
            for data, answer in zip(datas, answers, strict=True):
                got = match(data)
                answer.append(tuple(sorted(got)) if got else ())
        result: list[tuple[dict[str, int], tuple[int, ...] | None]] = []
        waiting: dict[int, list[int]] = {}  # a set of `_later` -> the texts that run it
        for n, (text, low, answer) in enumerate(zip(texts, lows, answers, strict=True)):
            first, needles_found = self._planned(tuple(answer), text, low)
            self._probed(first, text, low)
            if first and self._later:
                for k in self._later_ids(tuple(first)):
                    waiting.setdefault(k, []).append(n)
            result.append((first, needles_found))
        more: dict[int, list[int]] = {}
        for k in sorted(waiting):
            match, ids, _ = self._later[k]
            for n in waiting[k]:
                got = match(datas[n])
                if got:
                    more.setdefault(n, []).extend(ids[j] for j in got)
        for n, extra in more.items():
            first, held = result[n]
            result[n] = first, tuple(sorted((*(held or ()), *extra)))
        return result

    def _then(
        self, data: bytes, gates: tuple[str, ...], needles_found: tuple[int, ...]
    ) -> tuple[int, ...]:
        """`needles_found` with the answers of the sets of `_later` that `gates` open."""
        later = self._later
        more: list[int] = []
        for k in self._later_ids(gates):
            match, ids, _ = later[k]
            got = match(data)
            if got:
                more += (ids[j] for j in got)
        return tuple(sorted((*needles_found, *more))) if more else needles_found

    def _steps(self, found: Sequence[int] | None, probe_found: Sequence[int] | None) -> _Steps:
        """What `found` does with the literal set's answer `found` (indices of
        `_literal_names`, in order) and the probe set's `probe_found` (of `_probe_of`):
        each gate once, in that order, with how its offset is had (`_confirmed`)."""
        steps: list[tuple[str, int, Any]] = []
        names = self._literal_names
        seen: set[str] = set()
        for i in found or ():
            gate = names[i]
            if gate in seen:
                continue
            seen.add(gate)
            # a pattern of a lower-case probe: the probe, searched in the lower case, confirms it
            steps.append(
                (gate, _ON_LOW, PROBES[gate]) if gate in LOWER_PROBES else (gate, _FIND, None)
            )
        probes = self._probe_of
        found_of: dict[str, list[int]] = {}
        for i in probe_found or ():
            found_of.setdefault(probes[i], []).append(i)
        for gate, found_here in found_of.items():
            if gate in EXACT_PROBES:
                steps.append((gate, _EXACT, None))
                continue
            # one pattern of the probe found, alone: search what is left of the probe
            alone = self._probe_alone[found_here[0]] if len(found_here) == 1 else None
            steps.append((gate, _ON_TEXT, alone or self._probe_re2.get(gate) or PROBES[gate]))
        return tuple(steps)

    def _plan(self, answers: tuple[tuple[int, ...], ...]) -> _Plan:
        """What `found` does for an ASCII text whose sets answered `answers` (each sorted):
        the literal gates it looks up at once (those before any other step), its other
        steps (`_steps`), and the needles' and `requires` patterns' indices (sorted).
        Memoised (`PLANS`): a few thousand answers occur (3,632 on the bench corpus)."""
        both = sorted(
            ids[j] for (_, ids), got in zip(self._first, answers, strict=True) for j in got
        )
        split, needle_split = self._ascii_split, self._needle_split
        steps = self._steps(
            [i for i in both if i < split], [i - split for i in both if split <= i < needle_split]
        )
        head = 0
        while head < len(steps) and steps[head][1] == _FIND:
            head += 1
        plan = (
            tuple(gate for gate, _, _ in steps[:head]),
            steps[head:],
            tuple(i - needle_split for i in both if i >= needle_split),
        )
        if len(self._plans) < PLANS:
            self._plans[answers] = plan
        return plan

    def marked(self, needles_found: tuple[int, ...], group: str) -> bool:
        """Whether one of the `marks` of `group` is in an ASCII text whose needles' answer
        (`found`'s: sorted, the marks' indices last) is `needles_found`."""
        ids, start = self._marks[group], self._mark_start
        for i in reversed(needles_found):
            if i < start:
                return False
            if i in ids:
                return True
        return False

    def run(self, gates: tuple[str, ...], needles: tuple[int, ...]) -> tuple[SecretRule, ...]:
        """The rules opened by `gates` whose needles and `requires` (each, if any) include
        one of `needles` (the needles and `requires` patterns the one pass found)."""
        held = frozenset(needles)
        ids, required = self._needle_ids, self._require_ids
        rules = tuple(
            self.rules[i]
            for i in self._chosen(gates)
            if (not ids[i] or not ids[i].isdisjoint(held))
            and (not required[i] or not required[i].isdisjoint(held))
        )
        if len(self.runs) < 4096:
            self.runs[gates, needles] = rules
        return rules

    def _chosen(self, gates: tuple[str, ...]) -> list[int]:
        """The indices of the rules opened by `gates` (and of the ungated ones), in order."""
        selected = set(self.ungated)
        for gate in gates:
            selected.update(self._by_gate[gate])
        return sorted(selected)

    def select(self, gates: tuple[str, ...]) -> tuple[Selected, ...]:
        """The rules opened by `gates` (and the ungated ones), in rule order, with needles
        and the `requires` to look for beyond ASCII (`required`)."""
        beyond = self._beyond_ids
        rules = tuple((self.rules[i], *self._needles[i], beyond[i]) for i in self._chosen(gates))
        if len(self.selection) < 4096:
            self.selection[gates] = rules
        return rules

    def required(self, text: str, low: str) -> frozenset[int]:
        """The `requires` (of the rules whose hold in any text: `_beyond_ids`) that match
        `text` (`low` its lower case), one RE2 pass per set over its UTF-8. All of them
        where `low` is longer (`İ`: a rule's offsets in it are not the text's) or the text
        holds a dotless `ı`, which `re`'s `(?i)` reads as an `i` and RE2's does not (the
        other letters it folds to ASCII ones, `ſ` and `K`, RE2 folds alike)."""
        if len(low) != len(text) or "\u0131" in text:
            return self._all_beyond
        held: list[int] = []
        for matcher, ids in self._beyond_sets:
            got = matcher.Match(text)
            if got:
                held += (ids[j] for j in got)
        return frozenset(held)


def _folded(needles: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A rule's needles: those searched in the text, and those searched in the lower case.

    Case variants of one needle (`aws`, `AWS`, `Aws`) become one search of the
    lower-cased text instead of one each: it finds each of them (and `aWs`,
    which the rule's pattern takes or rejects itself).
    """
    by_lower: dict[str, list[str]] = {}
    for needle in needles:
        by_lower.setdefault(needle.lower(), []).append(needle)
    in_text = tuple(n for ns in by_lower.values() if len(ns) == 1 for n in ns)
    in_low = tuple(low for low, ns in by_lower.items() if len(ns) > 1)
    return in_text, in_low


#: how many patterns that are not literals one of the one pass's sets holds (`_split_sets`)
SET_GROUP = 20
#: a pattern whose program has this many instructions or more (a long counted repeat, many
#: alternatives) has a set of its own (`_split_sets`)
WIDE_PROGRAM = 600


def _split_sets(
    patterns: Sequence[str], opening: Sequence[frozenset[str] | None] | None = None
) -> tuple[tuple[Any, tuple[int, ...]], ...]:
    """`patterns` as RE2 sets, each with the indices of its patterns in `patterns`: the
    literals (and `_NOTHING`) in one, each wide pattern (`WIDE_PROGRAM`) in one of its own,
    the others `SET_GROUP` to a set. `opening`: by pattern, the gates that open a rule that
    reads it (`GateFinder._opening`; None: every text needs it); the patterns every text
    needs are grouped apart from the others, and those by the gates that open them, so that
    a text without those gates runs none of their sets (`GateFinder._later`).

    The answer is the same as one set's. But one set's automaton is the product of its
    patterns' states: on text it has not seen (a real session's messages, not a bench's
    that repeat) each step builds a state of all of them, and its cache, full, is thrown
    away and built again (bench/README.md, "the gates' pass on real text"). Literals
    make few states together; the others, cut in small groups, make far fewer than at
    once, and a wide pattern (one that holds a count of up to 80 characters, or a word of
    mixed case and digits, alive at every step) multiplies the states of any set it is in.
    Each set is one more pass over a text (~130 MB/s warm): 40 to a set made 4 sets whose
    cache, on 2,458 new texts, was thrown away before the second round; a 1.2 MB text took
    5 s (bench/README.md, "Sets of twenty").
    """
    literal = [i for i, p in enumerate(patterns) if p == _NOTHING or _literal(p)]
    kept = set(literal)
    wide = [i for i in range(len(patterns)) if i not in kept and _wide(patterns[i])]
    kept.update(wide)
    others = [i for i in range(len(patterns)) if i not in kept]
    groups = [literal, *([i] for i in wide)]
    if opening is None:
        groups += _evenly(others)
    else:
        groups += _evenly([i for i in others if opening[i] is None])
        # by their gates, sorted: the patterns the same gates open fall in one set
        groups += _evenly(
            sorted(
                (i for i in others if opening[i] is not None),
                key=lambda i: sorted(opening[i] or ()),
            )
        )
    return tuple(
        (_pattern_set([patterns[i] for i in group]), tuple(group)) for group in groups if group
    )


def _evenly(others: list[int]) -> list[list[int]]:
    """`others` cut in as many groups as `SET_GROUP` makes to the nearest whole, spread
    evenly: each set is one more pass over the text, so one pattern past a multiple of
    `SET_GROUP` must not open a set of its own (61 patterns: 3 sets, not 20+20+20+1)."""
    count = max(1, round(len(others) / SET_GROUP))
    cuts = [len(others) * k // count for k in range(count + 1)]
    return [others[a:b] for a, b in itertools.pairwise(cuts)]


@functools.cache
def _wide(pattern: str) -> bool:
    """Whether `pattern`'s program is `WIDE_PROGRAM` instructions or more (each pattern
    compiled once per process: the gates' patterns are the rules', a few hundred)."""
    import re2

    return bool(re2.compile(pattern).programsize >= WIDE_PROGRAM)


#: a pattern's escapes (`\\.`), to tell a literal from a pattern
_ESCAPE = re.compile(r"\\.", re.DOTALL)


def _literal(pattern: str) -> bool:
    """Whether `pattern` (an escaped literal, maybe after `(?i)`) is a literal."""
    body = _ESCAPE.sub("", pattern.removeprefix("(?i)"))
    return not any(c in body for c in ".[](){}*+?|^$\\")


#: the memory budget of a gate set's automaton. RE2's default (8 MB) is too small for
#: the gates' set: its DFA cache filled and was thrown away over and over, and the
#: pass cost 2.5x as much CPU (bench ingest's 44 MB of gated text: 1.7 s against
#: 0.7 s). The budget is a cap: the cache grows to what the texts need (~25 MB
#: there, 11 MB more than at the default), and the matches are the same.
SET_MAX_MEM = 64 << 20


def _pattern_set(patterns: Sequence[str]) -> Any:
    """One RE2 set that tells, in one pass, which of `patterns` match a text (None: none)."""
    return _shared_set(tuple(patterns))


#: how many distinct sets are kept for `_shared_set`: a sanitizer's one pass has ~25 (the
#: literals', one per wide pattern, the others twenty to a set: `_split_sets`) and its sets of
#: probes and text beyond ASCII a few more; a config with extra patterns adds none (those
#: are rules of their own, not gates). At 16 every new sanitizer compiled its sets again
SHARED_SETS = 256


@functools.lru_cache(maxsize=SHARED_SETS)
def _shared_set(patterns: tuple[str, ...]) -> Any:
    """`_pattern_set`, compiled once per distinct `patterns` and shared.

    Every `Sanitizer` with the same rules (each `from_config` of a request, an
    audit or an ingest builds one) gets the same set, so it starts with the
    automaton's states the earlier ones built instead of building them again
    from the first text on. RE2 matches a compiled set from any thread.
    """
    if not patterns:
        return None
    import re2  # google-re2: linear time, every pattern in one automaton

    options = re2.Options()
    options.max_mem = SET_MAX_MEM
    matcher = re2.Set.SearchSet(options)
    for pattern in patterns:
        matcher.Add(pattern)
    matcher.Compile()
    return matcher


@functools.lru_cache(maxsize=SHARED_SETS)
def _re2(pattern: str) -> Any:
    """`pattern` compiled by RE2, with the gate sets' memory budget (shared: `_shared_set`)."""
    import re2

    options = re2.Options()
    options.max_mem = SET_MAX_MEM
    return re2.compile(pattern, options)


#: an RE2 pattern that matches nothing: a gate's place in a set where it cannot occur
_NOTHING = r"[^\x00-\x{10FFFF}]"
#: the characters outside ASCII that `(?i)` matches to an ASCII letter in RE2 (the long s
#: to `s`, the Kelvin sign to `k`: the only two, checked over the whole first plane)
_FOLDS_TO_ASCII = frozenset("\u017f\u212a")


def _in_ascii(literal: str) -> bool:
    """Whether `(?i)` and `literal` can match in an ASCII text."""
    return all(c.isascii() or c in _FOLDS_TO_ASCII for c in literal)


def _escaped(literal: str) -> str:
    import re2

    return str(re2.escape(literal))
