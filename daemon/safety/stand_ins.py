"""Values in a secret's place that are not a secret: references, masks, defaults, fillers.

A rule finds a value by the name before it (`api_key: …`), its shape or its
place; what stands there is sometimes no secret at all, only something in its
place. `stand_in` is asked, for each hit of a rule (public.py's `public_hit`
asks it first), whether the value is one of those; the sanitizer then drops
the hit. Four families, each a syntax or a vocabulary, never a sample:

* **a reference to a secret** kept elsewhere, in the syntax of a secret
  manager or a configuration system: a secret manager's URI (`op://vault/item/field`,
  `vault://`, `ref+awssecrets://`, `akv://`, `sm://`, `doppler://`, …, or any
  scheme but the web's when every part of its path is words), an AWS ARN
  (`arn:aws:secretsmanager:…`, `arn:aws:ssm:…:parameter/…`), a Google secret's
  resource name (`projects/p/secrets/s/versions/latest`), an Azure Key Vault
  reference (`@Microsoft.KeyVault(…)`), an environment lookup written as a
  value (`%env(NAME)%` and `%NAME%`, `os.environ/NAME`, `env:NAME`,
  `$env:NAME`, `env(NAME)`), a CI server's stored credential
  (`credentialsJSON:<uuid>`, `secretref:name`), Concourse's `((name))` and a
  spreadsheet cell read in a formula or a macro (`Range("Settings!B2")`,
  `… & Settings!B2`);
* **a mask**: what a tool prints in place of a value it hides (`PROTECTED`,
  `hidden`, `masked`, `filtered`, `sensitive`, `concealed`, `omitted`,
  `(sensitive value)`, a run of bullets, a key as a dashboard shows it:
  `sk-proj-••••••3xQz`);
* **a default or a placeholder in a value's position**: words that tell the
  reader to put a value there (`toBeModified1`, `replace-with-a-random-string`,
  `set_me`, `fill-in`), each item of a list so (`a,b`), and passwords that
  tools ship as documented defaults and tell you to change (`hackme`,
  `changeit`, `change_on_install`, `minioadmin`, …);
* **a filler with no information**: one character (`curl -u key:X`, the
  password a vendor's docs write when only the user part counts), a prefix
  and zeros or `x` (`RGAPI-00000000-0000-…`), or a password that repeats
  its user name (`guest:guest@`, `-u admin:admin`: a documented default).

public.py also asks `word_key` of a value under an API key's or a token's name: a
word or two (`ollama`, `lm-studio`, `EMPTY`), what a local server that checks no key
is given, never a generated key (a password may be a word: it is not asked).

A value only counts when it is that whole: a reference with a random part
after it, a mask word inside a longer password, a default word with a suffix
(`hackme2024`) stay secrets.

The tables of the first three families, and the judge of a value alone
(`alone`), are `stand_in_tables.py`'s, which `values.is_placeholder` asks a
narrower part of; here, the search for a reference around a hit.
"""

from __future__ import annotations

import bisect
import re

from kenning.daemon.safety.stand_in_tables import (
    ARN,
    AZURE_REF,
    CELL,
    CELL_READER,
    ENV_REF,
    FORMULA_LINE,
    GCP_SECRET,
    MANAGER_PATH,
    MANAGER_URI,
    WEB_SCHEMES,
    WORDY_URI,
    alone,
)
from kenning.daemon.safety.values import looks_random

__all__ = ["References", "stand_in", "stand_in_value", "word_key"]

#: a word or two (`ollama`, `lm-studio`, `EMPTY`): one case, or a capital then small letters
_WORD_VALUE = re.compile(r"(?:[a-z]{2,12}|[A-Z]{2,12}|[A-Z][a-z]{1,11})(?:[\-_ ][a-z]{2,12})?")
_VOWELS = frozenset("aeiouy")


def word_key(value: str) -> bool:
    """Whether `value`, under an API key's or a token's name, is a word and not a key: what
    a local server that checks no key is given (`OPENAI_API_KEY=ollama`, `api_key="lm-studio"`,
    vLLM's `EMPTY`). A vendor's key is generated, never a word; a password may be one, and
    is not asked here. Each letter run of five or more must read as a word: a vowel in
    four letters, no five consonants in a row (`qzkxvbt` is no word); a shorter one is
    too short for a key (`vllm`, `lm`)."""
    value = value.strip("`'\"")  # (a rule's span may hold the closing quote of `KEY=word`)
    if _WORD_VALUE.fullmatch(value) is None:
        return False
    for run in re.split(r"[\-_ ]", value.lower()):
        vowels = sum(c in _VOWELS for c in run)
        if len(run) > 4 and (vowels * 4 < len(run) or re.search(r"[^aeiouy]{5}", run)):
            return False
    return True


def stand_in_value(value: str) -> bool:
    """Whether `value` alone is a mask, a default, a placeholder, a filler or a reference."""
    if len(value) <= 200 and alone(value):
        return True
    return References(value).covering(0, len(value))


class References:
    """The references around the hits of one text: each line (up to 300 characters each side
    of a hit) is searched once, however many hits it has; a text's other lines never."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: dict[tuple[int, int], list[tuple[int, int]]] = {}

    def covering(self, start: int, end: int) -> bool:
        """Whether a reference holds `text[start:end]` (overlapping references count as one)."""
        text = self.text
        # the line's ends looked for within the window's reach only: on a text of one long
        # line, searching it to its ends for every hit made the judge quadratic
        line_start = text.rfind("\n", max(0, start - 301), start)
        line_end = text.find("\n", end, end + 301)
        window = (
            line_start + 1 if line_start >= 0 else max(0, start - 300),
            line_end if line_end >= 0 else min(len(text), end + 300),
        )
        spans = self._lines.get(window)
        if spans is None:
            spans = _merged(_reference_spans(text, *window))
            self._lines[window] = spans
        i = bisect.bisect_right(spans, (start, len(text) + 1)) - 1
        return i >= 0 and spans[i][1] >= end


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def _reference_spans(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Every reference in `text[lo:hi]` (the module's first family)."""
    spans: list[tuple[int, int]] = []
    part = text[lo:hi]
    # the cheap tests first: most lines hold no reference's mark
    for pattern, mark in (
        (MANAGER_URI, "://"),
        (MANAGER_PATH, ":"),
        (ARN, "arn:"),
        (GCP_SECRET, "/secrets/"),
        (AZURE_REF, "@Microsoft.KeyVault("),
    ):
        if mark in part:
            spans.extend(m.span() for m in pattern.finditer(text, lo, hi))
    if "://" in part:
        spans.extend(
            m.span()
            for m in WORDY_URI.finditer(text, lo, hi)
            if _wordy_path(m.group(1), m.group(2))
        )
    if any(c in part for c in "%:/($"):
        spans.extend(
            m.span() for m in ENV_REF.finditer(text, lo, hi) if not _random_name(m.group(0))
        )
    if "!" in part:
        spans.extend(m.span() for m in CELL.finditer(text, lo, hi) if _cell_read(text, m.start()))
    return spans


def _random_name(ref: str) -> bool:
    """An environment reference whose name is random: a value after `env:`, not a name."""
    if ref.startswith("credentialsJSON:"):
        return False
    name = re.split(r"[:/(]", ref.strip("%()$"))[-1].strip("\"'()%")
    return looks_random(name) or sum(c.isdigit() for c in name) >= 4


def _wordy_path(scheme: str, path: str) -> bool:
    if scheme.lower() in WEB_SCHEMES:
        return False
    parts = [p for p in re.split(r"[/.\-_ ]", path) if p]
    # words, not a token that happens to have no digit (Apprise's `pover://<user>/<token>`)
    return bool(parts) and all(p.isalpha() and len(p) <= 24 and not looks_random(p) for p in parts)


def _cell_read(text: str, at: int) -> bool:
    """Whether the cell reference at `at` is read by a macro or a formula."""
    line_start = text.rfind("\n", 0, at) + 1
    before = text[max(line_start, at - 40) : at]
    if CELL_READER.search(before):
        return True
    return FORMULA_LINE.match(text, line_start) is not None


def _user_again(text: str, start: int, end: int) -> bool:
    """A password that repeats its user name (`guest:guest@`, `-u admin:admin`): a
    default that tools document, no secret beyond the name."""
    n = end - start
    if not 3 <= n <= 24 or start < n + 1 or text[start - 1] != ":":
        return False
    user = text[start - n - 1 : start - 1]
    if user != text[start:end] or not user.isalnum():
        return False
    before = text[start - n - 2] if start - n - 2 >= 0 else " "
    return not (before.isalnum() or before in "_-.:")


def stand_in(refs: References, start: int, end: int) -> bool:
    """Whether the value a rule found at `start:end` of `refs.text` only stands in a
    secret's place.

    The value alone is judged first (a mask, a default, a filler); a reference is looked
    for around it, since a rule may have taken only a part of one (the id in
    `credentialsJSON:<uuid>`).
    """
    if end - start <= 200 and alone(refs.text[start:end]):
        return True
    if _user_again(refs.text, start, end):
        return True
    return refs.covering(start, end)
