"""A rule's `requires` (secret_rules.requires_of) hold for every hit the rule finds.

The sanitizer's one RE2 pass leaves a rule out of an ASCII text where none of
its `requires` patterns matches (gates.py), so each pattern set must be a
necessary condition of the rule's hits. Here every rule that declares some is
run on every text the sanitizer's rules read while redacting the test corpora
(the texts themselves and their views: unquoted, decoded, without quote marks)
and on texts drawn from the pieces of tables, names and values; wherever the rule
finds a secret in an ASCII text, one of its patterns must match there (so the
sanitizer finds the same with them as without them). A rule whose `requires` hold in
any text (`requires_beyond_ascii`) is run on those texts beyond ASCII too, and on its
hits' texts with characters beyond ASCII put in place of the ones it reads.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
import re2

from bench.sanitize_bench import corpus
from bench.secret_kinds import place_text
from bench.secrets_wide_bench import halves
from kenning.daemon.safety.builtin import BUILTIN_RULES
from kenning.daemon.safety.gates import GateFinder, requires_beyond_ascii
from kenning.daemon.safety.sanitize import Sanitizer
from kenning.daemon.safety.secret_rules import SecretRule, requires_of

from .reliability_scale import scale
from .sanitize_samples import NEGATIVE, POSITIVE

_DECLARED = [rule for rule in BUILTIN_RULES if requires_of(rule)]
_BEYOND = [rule for rule in _DECLARED if requires_beyond_ascii(rule)]

#: characters beyond ASCII put in a hit's text in place of ASCII ones: the blanks `\s`
#: reads in `re` (not RE2), letters and digits its `\w` and `\d` read (and those `(?i)`
#: folds to ASCII ones: ſ, K, İ, ı), and quotes and signs that look like ASCII's
_LIKE: dict[str, str] = {
    " ": "\u00a0\u3000",
    "\t": "\u2003",
    "\n": "\u2028\x85",
    '"': "\u201c",
    "'": "\u2019",
    ":": "\uff1a",
    "=": "\uff1d",
    "-": "\u2010",
    "_": "\u203f",
    ".": "\u3002",
    "/": "\u2215",
    **{c: "é" for c in "abcdefghijlmnopqrtuvwxyz"},
    "i": "éı",
    "k": "éK",
    "s": "éſ",
    **{c: "É" for c in "ABCDEFGHJKLMNOPQRSTUVWXYZ"},
    "I": "Éİ",
    **{c: "٣３" for c in "0123456789"},
}

#: pieces of the texts the drawn ones are made of: a table's header nouns and cells, the
#: blanks and bars between them, names, assignments and values of secrets' shapes
_PIECES = (
    "key",
    "Key",
    "API key",
    "Secret",
    "token",
    "Access Token",
    "password",
    "PASSWD",
    "pwd",
    "passphrase",
    "Name",
    "Created",
    "Key ID",
    "value",
    "|",
    "| ",
    " |",
    "|---|",
    " ",
    "  ",
    "   ",
    "\t",
    "\t\t",
    "\n",
    "\n",
    "\r\n",
    "\x0b",
    "\x1f",
    "=",
    ": ",
    '"',
    "'",
    "`",
    "Ab3dE5gH7jK9mN2pQ4sT",
    "9fK2mQ7xR4tW8zB3nC6v",
    "sk_live_Ab1Cd2Ef3Gh4Ij5Kl6Mn",
    "xK9mP2vL8qWz4RtY",
    "hunter2",
    "****",
    "MY_SECRET_NAME",
    # the heads of what other rules read: a scheme's string then the credential's, a
    # line's command word, a pair of credentials, a list of bytes, an object of hosts
    '"Basic", ',
    "'Token' + ",
    '"Bearer",\n  ',
    '"Ab3dE5gH7jK9mN2pQ4sT"',
    "'9fK2mQ7xR4tW8zB3nC6v'",
    "\nPASS ",
    "\nA1 LOGIN bob ",
    "\n> AUTH PLAIN ",
    "\nC: pass ",
    "creds=svc:",
    "auth: 'bot:",
    "key = [",
    "0x1f, ",
    "200, ",
    '"token": {"',
    "api.example.com",
    '": "',
    "\n#define API_KEY ",
    "<appKey>",
    "API key (",
    "the token (Ab3dE5gH7jK9mN2pQ4sT)",
    "?license_key=AB12-CD34-EF56-GH78",
    "&token=",
    "['R', 'x', '7', 'q', 'P', '2', 'm', 'K', 'z']",
    "'R', '7', ",
    "Your password is a 7 b Q",
    " in hex: 4a6b3c7d2e5f4a7b",
    "sdk = Client.init(",
)


def _name(rule: SecretRule) -> str:
    find = getattr(rule, "find", None)
    part = getattr(find, "part", find)
    return f"{getattr(rule, 'kind', '')}-{getattr(part, '__name__', type(rule).__name__)}"


def _drawn(count: int, seed: int) -> Iterator[str]:
    rng = random.Random(seed)
    for _ in range(count):
        yield "".join(rng.choice(_PIECES) for _ in range(rng.randint(2, 24)))


#: how many drawn texts: 40,000 at `KENNING_RELIABILITY=full` (`python -m bench long`),
#: fewer in the suite's time (at 40,000 they were more than half of the module's minutes;
#: every rule's hits in the suite come from the other corpora)
_DRAWN = scale(2_000, 40_000, 120_000)
#: of the wide corpus's look-alikes, one in `_LOOK_STEP` in the suite's time (all at
#: `full`); of its samples, each half's first of each kind (9,153 of 27,459; all at `full`):
#: 48 rules' only hits in these corpora are its samples, and every one of them has a hit
#: in a kind's first sample or in the sanitize samples (tests/sanitize_samples_rounds.py)
_LOOK_STEP = scale(6, 1, 1)
_FIRST_OF_KIND = scale(True, False, False)


def _held_out() -> list[str]:
    """The wide corpus's samples and look-alikes, each in its place."""
    texts: list[str] = []
    for samples, looks in halves().values():
        kinds: set[str] = set()
        for s in samples:
            if not _FIRST_OF_KIND or s.kind not in kinds:
                texts.append(place_text(s.text, s.place))
                kinds.add(s.kind)
        texts += [place_text(x.text, "output") for x in looks[::_LOOK_STEP]]
    return texts


def _recorded(
    rules: tuple[SecretRule, ...], texts: Iterator[str], seen: dict[str, set[str]]
) -> None:
    """Redact `texts` with `rules`, adding every text the rules are handed to `seen`, with
    the gates the sanitizer's one pass found in it."""
    sanitizer = Sanitizer(rules=rules)
    finder = sanitizer._finder
    found = finder.found

    def recording(text: str, low: str) -> tuple[dict[str, int], tuple[int, ...] | None]:
        answer = found(text, low)
        seen.setdefault(text, set()).update(answer[0])
        return answer

    object.__setattr__(finder, "found", recording)
    for text in texts:
        sanitizer.redact(text)


@dataclass(frozen=True)
class Read:
    """The texts the rules were handed (ASCII), their lower case, and by gate the indices
    of the texts the sanitizer's one pass found that gate in."""

    texts: list[str]
    lows: list[str]
    opened: dict[str, list[int]]
    # the texts beyond ASCII the rules were handed
    beyond: list[str]

    def of(self, rule: SecretRule) -> Iterator[tuple[str, str]]:
        """The texts `rule` can be opened by (each with a gate of its; any, if it has none).

        Whether a gate is in an ASCII text is the same for every set of rules the one pass
        looks for (a literal's search, a probe's patterns then its confirmation: each
        gate's alone), so a text left out here is one the rule's own gates leave out."""
        if not rule.gates:
            indices: Iterator[int] | list[int] = iter(range(len(self.texts)))
        else:
            indices = sorted({i for gate in rule.gates for i in self.opened.get(gate, ())})
        for i in indices:
            yield self.texts[i], self.lows[i]


@pytest.fixture(scope="module")
def read() -> Read:
    """Every text the rules are handed while the corpora are redacted (views included).

    The sanitize samples and a part of the bench's corpus are redacted by every rule,
    so that texts holding any rule's markers are read again. The wide corpus and the
    drawn texts, by the declared rules alone: their views are the same, and the texts
    left with those rules' markers are read again; every rule on them cost three times
    as much (the wide corpus's 22,700 secrets; drawn texts that are keywords and values
    back to back) for a few more texts any declared rule finds something in (15 of the
    17,500 texts the other rules' markers left in the wide corpus)."""
    seen: dict[str, set[str]] = {}
    corpora = [*(p[0] for p in POSITIVE), *NEGATIVE, *corpus(300_000, seed=3)]
    _recorded(BUILTIN_RULES, iter(corpora), seen)
    _recorded(tuple(_DECLARED), iter(_held_out()), seen)
    _recorded(tuple(_DECLARED), _drawn(_DRAWN, 5), seen)
    texts = [t for t in seen if t.isascii()]
    opened: dict[str, list[int]] = {}
    for i, text in enumerate(texts):
        for gate in seen[text]:
            opened.setdefault(gate, []).append(i)
    beyond = [t for t in seen if not t.isascii()]
    return Read(texts, [t.lower() for t in texts], opened, beyond)


def test_rules_declare_requires() -> None:
    assert _DECLARED  # the test below checks something
    for rule in _DECLARED:
        for pattern in requires_of(rule):
            re2.compile(pattern)  # RE2's syntax: the one pass holds them


@pytest.mark.slow
@pytest.mark.timeout(900)  # the corpora's redaction, once: minutes on a loaded machine
@pytest.mark.parametrize("rule", _DECLARED, ids=_name)
def test_every_hit_is_in_a_text_the_requires_match(rule: SecretRule, read: Read) -> None:
    finder = GateFinder((rule,))
    patterns = [re2.compile(p) for p in requires_of(rule)]
    hits = 0
    for text, low in read.of(rule):
        first = finder.gates(text, low)
        if rule.gates and not first:
            continue
        if any(rule.scan(text, low, first)):
            hits += 1
            assert any(p.search(text) for p in patterns), text
    assert hits  # the corpora put the rule to the test


#: of a rule's hits' texts, how many get look-alikes put in, and how many each: 80 and 150
#: at `KENNING_RELIABILITY=full` (`python -m bench long`), fewer in the suite's time
_HIT_TEXTS = scale(20, 80, 300)
_SWAPS = scale(40, 150, 400)


def _unlike(
    text: str, spans: list[tuple[int, int]], rng: random.Random, swaps_at_most: int
) -> Iterator[str]:
    """`text` beyond ASCII: with a character before it, and with each of the characters
    (up to `swaps_at_most`, drawn) from 100 before its `spans` to 30 after in turn put in
    place of a look-alike (`_LIKE`)."""
    yield "\u2192 " + text
    start = max(0, min(s for s, _ in spans) - 100)
    end = min(len(text), max(e for _, e in spans) + 30)
    swaps = [(i, c) for i in range(start, end) for c in _LIKE.get(text[i], "")]
    for i, c in rng.sample(swaps, min(swaps_at_most, len(swaps))):
        yield text[:i] + c + text[i + 1 :]


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.parametrize("rule", _BEYOND, ids=_name)
def test_every_hit_beyond_ascii_is_in_a_text_the_requires_match(
    rule: SecretRule, read: Read
) -> None:
    finder = GateFinder((rule,))
    patterns = [re2.compile(p) for p in requires_of(rule)]
    rng = random.Random(7)
    hits = 0

    def checked(text: str) -> list[tuple[int, int]]:
        low = text.lower()
        first = finder.gates(text, low)
        if rule.gates and not first:
            return []
        spans = [(hit.start, hit.end) for hit in rule.scan(text, low, first)]
        # (where the lower case is longer, or a dotless `ı` is in it, all of them are held)
        if spans and not text.isascii() and len(low) == len(text) and "\u0131" not in text:
            assert any(p.search(text) for p in patterns), text
        return spans

    for text in read.beyond:
        hits += bool(checked(text))
    found = [(text, spans) for text, _ in read.of(rule) if (spans := checked(text))]
    # of its hits' texts, `_HIT_TEXTS` drawn, each with `_SWAPS` look-alikes put in
    for text, spans in rng.sample(found, min(_HIT_TEXTS, len(found))):
        for changed in _unlike(text, spans, rng, _SWAPS):
            hits += bool(checked(changed))
    assert hits  # texts beyond ASCII put the rule to the test
