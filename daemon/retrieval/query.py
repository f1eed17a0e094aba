"""From what a person typed to what the indexes are asked: terms, runs, a time window.

A query is read chunk by chunk (whitespace-separated, quotes first):

- `"a quoted phrase"` stays an exact phrase, and `word*` a prefix search;
- an identifier or an error token (`foo_bar`, `np.linalg.norm`, `Foo.bar()`,
  `ERR_OSSL_EVP_UNSUPPORTED`, `localhost:5432`, `--openssl-legacy-provider`)
  stays exact: a phrase of its words, which is how unicode61 indexed it;
- a word of prose with an apostrophe or a hyphen is not: `Sam's` is `Sam`,
  `don't` is `don`, `ex-partner` is `ex` and `partner` (a phrase would miss
  the chat that wrote "ex partner" or misspelled one half);
- text in a script written without spaces (Japanese, Chinese, Thai, Lao,
  Khmer, Myanmar; Korean joins particles to words) is set apart as `runs`:
  the trigram index (m011) finds it as a substring.

A natural-language question (ends with `?`, opens with a question word, or
has five or more words of prose) also loses its function words (his, her,
get, about, more, than...): they match half the turns of a conversation and
rank none of them. A short keyword query keeps every word but the commonest,
and a query of only such words keeps them all.

Dates in a question ("on 7 July, 2023", "in May 2023", "2023-07-07") are
taken out of the terms (they match no turn text) and returned as a
`TimeWindow`, which search.py turns into a prior over sessions. Relative
ones ("last May", "in May", "three months ago", "last summer", "yesterday")
count from a `today` that search.py gives: the day of the newest message the
search may find (a conversation's own present, not the wall clock's).

A question that asks for several things ("What books has Nate read?", "How
many times...", "List...", "What kinds of...") is marked `many`: its hits
are spread over sessions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from kenning.daemon.core.errors import UsageError
from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.core.scripts import NOSPACE

__all__ = [
    "FUNCTION_WORDS",
    "STOPWORDS",
    "Event",
    "ParsedQuery",
    "SearchFilters",
    "TimeWindow",
    "asks_many",
    "asks_when",
    "event_date",
    "needs_today",
    "nospace_runs",
    "parse_query",
    "tells_time",
    "time_window",
    "trigram_match",
]

#: dropped from every query with anything else in it: too common to rank a row
STOPWORDS = frozenset(
    str.split(
        """a an and are as at be but by did do does for from had has have how i if in is it its
    me my not of on or our so that the their them then there these this to was were what
    when where which who why will with you your"""
    )
)
#: also dropped from natural-language questions: words of the question's
#: grammar, not of its subject
FUNCTION_WORDS = STOPWORDS | frozenset(
    str.split(
        """about above after again against all also am any anything around been before being
    between both can could doing done during each else ever every few get gets getting got
    gotten he her here hers herself him himself his into just kind let lot lots many may
    might mine more most much must myself near never no nor now off often once only other
    ought ours out over own per quite rather really same shall she should since some
    something such than thing things those though through till too under until up upon
    us very via we whatever whom whose would yet yourself she's he's i'm
    tell told say said says mention mentioned talk talked"""
    )
)
_QUESTION_OPENERS = frozenset(
    str.split(
        """what when where which who whom whose why how did does do is are was were can could
    should would will has have had tell list name"""
    )
)

_WORD = re.compile(r"\w+", re.UNICODE)
_PHRASE = re.compile(r'"([^"]*)"')
_RUN = re.compile(f"[{NOSPACE}]+")
_APOSTROPHES = "'\u2019\u02bc"
_HYPHENS = "\\-\u2010\u2011"
#: prose: letters with at most apostrophes and hyphens between them
_PROSE = re.compile(rf"^[^\W\d_]+(?:[{_APOSTROPHES}{_HYPHENS}][^\W\d_]+)*[{_APOSTROPHES}]?$")
_EDGE = f'?!,;.:()[]{{}}<>"«»“”‘’{_APOSTROPHES}'


@dataclass(frozen=True)
class TimeWindow:
    """The days a question points at, inclusive."""

    start: date
    end: date

    def distance(self, day: date) -> int:
        """Days from `day` to the window (0 inside it)."""
        if day < self.start:
            return (self.start - day).days
        if day > self.end:
            return (day - self.end).days
        return 0


@dataclass(frozen=True)
class Event:
    """A date told by an event: `offset` days from the day `words` were told, ± `slack`."""

    words: str
    offset: int
    slack: int


@dataclass(frozen=True)
class ParsedQuery:
    """A query read for the indexes.

    Attributes:
        terms: quoted FTS5 terms for `messages_fts`, deduplicated.
        runs: text in scripts without spaces, for the trigram index.
        words: the content words, lower case (snippet highlighting).
        natural: whether it reads as a natural-language question.
        window: the days a date in the question points at.
        many: a natural-language question asking for several things.
        undated: the query without its date expression ("" when it has none).
        event: a date told by an event ("two weeks before the wedding"): the
            event's words, the days from it (negative: before) and the slack
            either side; search.py finds the event's day and makes the window.
    """

    terms: tuple[str, ...]
    runs: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    natural: bool = False
    window: TimeWindow | None = None
    many: bool = False
    undated: str = ""
    event: Event | None = None

    @property
    def match(self) -> str | None:
        """The terms joined by OR, or `None` when there are none."""
        return " OR ".join(self.terms) if self.terms else None


def _is_natural(chunks: list[str]) -> bool:
    prose = [c for c in chunks if _PROSE.match(c.strip(_EDGE) or "-")]
    if len(prose) < 3 or len(prose) < 0.7 * len(chunks):
        return False
    first = chunks[0].strip(_EDGE).lower()
    return chunks[-1].endswith("?") or first in _QUESTION_OPENERS or len(prose) >= 5


def _prose_words(chunk: str) -> list[str]:
    """`Sam's` → Sam; `don't` → don; `ex-partner` → ex, partner."""
    words: list[str] = []
    for part in re.split(f"[{_HYPHENS}]", chunk):
        base = re.split(f"[{_APOSTROPHES}]", part)[0]
        if base:
            words.append(base)
    return words


def parse_query(text: str, *, today: date | None = None) -> ParsedQuery:
    """Read free text as terms, no-space runs, content words and a time window.

    Args:
        text: what was typed.
        today: the day relative dates count from ("yesterday"); absolute
            dates need none.
    """
    window, text = time_window(text, today=today)
    event = None
    if window is None:
        event, text = event_date(text)
    undated = " ".join(text.split()) if window is not None or event is not None else ""
    runs = tuple(dict.fromkeys(r for r in _RUN.findall(text) if r))
    text = _RUN.sub(" ", text)
    exact: list[str] = []
    for phrase in _PHRASE.findall(text):
        words = _WORD.findall(phrase)
        if words:
            exact.append('"' + " ".join(words) + '"')
    chunks = _PHRASE.sub(" ", text).split()
    natural = _is_natural(chunks)
    plain: list[str] = []
    for chunk in chunks:
        bare = chunk.strip(_EDGE)
        if bare and _PROSE.match(bare):
            plain += _prose_words(bare)
            continue
        words = _WORD.findall(chunk)
        if not words:
            continue
        if chunk.endswith("*") and len(words) == 1:
            exact.append(f'"{words[0]}"*')
        elif len(words) > 1:
            exact.append('"' + " ".join(words) + '"')
        else:
            plain.append(words[0])
    drop = FUNCTION_WORDS if natural else STOPWORDS
    kept = [w for w in plain if w.lower() not in drop]
    if natural and not kept and not exact:
        kept = [w for w in plain if w.lower() not in STOPWORDS]
    if not kept and not exact:
        kept = plain
    terms: dict[str, str] = {}
    for term in [*exact, *(f'"{w}"' for w in kept)]:
        terms.setdefault(term.lower(), term)
    words = [w.lower() for t in terms.values() for w in _WORD.findall(t)]
    return ParsedQuery(
        tuple(terms.values()),
        runs,
        tuple(dict.fromkeys([*words, *runs])),
        natural,
        window,
        natural and asks_many(text),
        undated,
        event,
    )


_MANY = [
    lazy_compile(r"^\W*(?:list|name)\b", re.I),
    lazy_compile(r"\bhow\s+many\b", re.I),
    lazy_compile(r"\b(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of\b", re.I),
    lazy_compile(r"\ball\s+(?:the|of)\b", re.I),
    # present perfect after a question word: what has she bought, where have they been
    lazy_compile(r"^\W*(?:what|which|where|who)\b.*\b(?:has|have)\s+\w+\s+\w+", re.I),
    # ...and after "how" (not "how long", "how old": one quantity): how has the
    # garden come along, how well have the tickets sold: a course over time
    lazy_compile(r"^\W*how\s+(?:well\s+|far\s+)?(?:has|have)\b", re.I),
    # the events of one thing's story: what happened with the knee
    lazy_compile(r"^\W*what\s+(?:has\s+)?happened\s+with\b", re.I),
]
_AUX = r"(?:did|do|does|has|have|had|are|were|will|would|can|could)"
#: "what/which" + a plural noun: what books, which places; or a plural noun
#: after one or two words of its own, then the verb: what wedding presents did
_PLURAL = lazy_compile(
    rf"^\W*(?:what|which)\s+([a-z]{{3,}}s)\b|^\W*(?:what|which)\s+(?:[a-z]+\s+){{1,2}}?"
    rf"([a-z]{{3,}}s)\s+{_AUX}\b",
    re.I,
)
_NOT_PLURAL = frozenset(
    [
        "does",
        "has",
        "was",
        "is",
        "this",
        "his",
        "its",
        "yours",
        "hers",
        "ours",
        "theirs",
        "us",
        "plus",
        "bus",
        "gas",
        "news",
        "less",
        "always",
        "perhaps",
        "sometimes",
    ]
)


def asks_many(text: str) -> bool:
    """Whether a question asks for several things: a list, a count, a plural, a perfect.

    "What books has Nate read?", "How many times...", "List the...", "What
    kinds of...", "What has she bought...", "Which places...", "What
    leaving presents did they get?", "How has the garden come along?",
    "What happened with the knee?".
    """
    if any(p.search(text) for p in _MANY):
        return True
    found = _PLURAL.search(text)
    if found is None:
        return False
    word = (found.group(1) or found.group(2)).lower()
    return word not in _NOT_PLURAL and not word.endswith(("ss", "us", "is"))


_WHEN = lazy_compile(
    r"^\W*when\b|\b(?:what|which)\s+(?:date|day|month|year|week)\b|\bhow\s+long\s+ago\b",
    re.I,
)
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
#: a turn that tells a time: a weekday, "yesterday", "last night", "two weeks
#: ago", "the 5th", a month (not the verb "may"), a year
_TELLS_TIME = lazy_compile(
    rf"\b(?:{_WEEKDAY}s?|yesterday|tonight|ago|last\s+(?:night|week|weekend|month|year)"
    r"|this\s+(?:morning|afternoon|evening|week|weekend)|\d{1,2}(?:st|nd|rd|th)"
    r"|january|february|march|april|june|july|august|september|october|november|december"
    r"|(?:in|of|since|early|late|mid)[\s-]+may|(?:19|20)\d{2})\b",
    re.I,
)


def asks_when(text: str) -> bool:
    """Whether a question asks for a time: "When did ...", "What day ...", "how long ago"."""
    return _WHEN.search(text) is not None


def tells_time(text: str) -> bool:
    """Whether a turn tells a time: a weekday, "yesterday", "last week", a date, a month."""
    return _TELLS_TIME.search(text) is not None


def trigram_match(runs: tuple[str, ...] | list[str]) -> tuple[str | None, list[str]]:
    """The trigram-index MATCH for no-space runs, and the runs too short for it.

    A run of three or more characters becomes the OR of its trigrams: a row
    holding the whole run matches every one of them and ranks first, a row
    holding part of it (a compound split differently, one character changed)
    still matches. A run of one or two characters cannot be a trigram: it is
    returned to be found by substring.
    """
    grams: dict[str, None] = {}
    short: list[str] = []
    for run in runs:
        if len(run) < 3:
            short.append(run)
            continue
        for i in range(len(run) - 2):
            grams['"' + run[i : i + 3] + '"'] = None
    return (" OR ".join(grams) if grams else None), short


def nospace_runs(text: str) -> list[str]:
    """The runs of `text` in scripts written without spaces."""
    return _RUN.findall(text)


# -- dates ---------------------------------------------------------------------------

_MONTHS = {
    name: n
    for n, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})"
_PART = r"(?:(?:on|in|during|at)\s+)?(?:the\s+)?"
_SPAN = r"(?:(?:in|during)\s+)?(?:early\s+|late\s+|mid-?)?"
# compiled on first use: only a search with a date in it needs them (~8 ms of every
# command's start-up that imports this module)
_DATE_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (lazy_compile(rf"\b{_YEAR}-(\d{{1,2}})-(\d{{1,2}})\b"), "ymd"),
    (lazy_compile(rf"\b{_PART}{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b", re.I), "dmy"),
    (lazy_compile(rf"\b{_PART}{_MONTH}\s+{_DAY},?\s+{_YEAR}\b", re.I), "mdy"),
    (
        lazy_compile(
            rf"\b(?:(?:in|during)\s+)?(?:early\s+|late\s+|mid-?)?{_MONTH},?\s+{_YEAR}\b", re.I
        ),
        "my",
    ),
    (lazy_compile(rf"\b{_PART}{_DAY}\s+(?:of\s+)?{_MONTH}\b", re.I), "dm"),
    (lazy_compile(rf"\b{_PART}{_MONTH}\s+{_DAY}\b(?!\s*[:\d])", re.I), "md"),
    (lazy_compile(rf"\b(?:in|during)\s+{_YEAR}\b", re.I), "y"),
]
_RELATIVE = lazy_compile(r"\b(yesterday|today|last\s+week|last\s+month)\b", re.I)
_COUNT = (
    r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}"
    r"|a\s+couple\s+of|a\s+few)"
)
_NUMBERS = {
    w: n
    for n, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        ]
    )
} | {"a": 1, "an": 1}
_AGO = lazy_compile(rf"\b{_COUNT}\s+(day|week|month|year)s?\s+ago\b", re.I)
#: a month without a year or day: "last May", "in May", "back in March", "this June"
_MONTH_ONLY = lazy_compile(
    r"\b(last|this|(?:back\s+)?(?:in|during|around|since))\s+(?:early\s+|late\s+|mid-?)?"
    + _MONTH
    + r"(?![\s,]*\d)\b",
    re.I,
)
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_LAST_SPAN = lazy_compile(
    r"\b(last|this|past)\s+(weekend|year|spring|summer|autumn|fall|winter)\b", re.I
)


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _month_end(year: int, month: int) -> date:
    first_next = date(year + month // 12, month % 12 + 1, 1)
    return first_next - timedelta(days=1)


def _window(kind: str, groups: tuple[str, ...], today: date | None) -> TimeWindow | None:
    year_now = (today or date.today()).year
    if kind == "ymd":
        day = _safe_date(int(groups[0]), int(groups[1]), int(groups[2]))
        return TimeWindow(day, day) if day else None
    if kind == "dmy":
        day = _safe_date(int(groups[2]), _MONTHS[groups[1].lower()], int(groups[0]))
        return TimeWindow(day, day) if day else None
    if kind == "mdy":
        day = _safe_date(int(groups[2]), _MONTHS[groups[0].lower()], int(groups[1]))
        return TimeWindow(day, day) if day else None
    if kind == "my":
        year, month = int(groups[1]), _MONTHS[groups[0].lower()]
        return TimeWindow(date(year, month, 1), _month_end(year, month))
    if kind == "dm":
        day = _safe_date(year_now, _MONTHS[groups[1].lower()], int(groups[0]))
        return TimeWindow(day, day) if day else None
    if kind == "md":
        day = _safe_date(year_now, _MONTHS[groups[0].lower()], int(groups[1]))
        return TimeWindow(day, day) if day else None
    year = int(groups[0])
    return TimeWindow(date(year, 1, 1), date(year, 12, 31))


def _add_months(day: date, months: int) -> tuple[int, int]:
    """(year, month) `months` after `day`'s month (negative: before)."""
    n = day.year * 12 + day.month - 1 + months
    return n // 12, n % 12 + 1


def _whole_month(year: int, month: int) -> TimeWindow:
    return TimeWindow(date(year, month, 1), _month_end(year, month))


def _relative(text: str, today: date) -> tuple[TimeWindow, re.Match[str]] | None:
    """The first relative date of `text`, counted back from `today`."""
    found = _AGO.search(text)
    if found is not None:
        word = found.group(1).lower()
        n = 2 if "couple" in word else 3 if "few" in word else _NUMBERS.get(word) or int(word)
        unit = found.group(2).lower()
        if unit == "day":
            day = today - timedelta(days=n)
            return TimeWindow(day - timedelta(days=1), day + timedelta(days=1)), found
        if unit == "week":
            day = today - timedelta(days=7 * n)
            return TimeWindow(day - timedelta(days=3), day + timedelta(days=3)), found
        if unit == "month":
            return _whole_month(*_add_months(today, -n)), found
        year = today.year - n
        return TimeWindow(date(year, 1, 1), date(year, 12, 31)), found
    found = _MONTH_ONLY.search(text)
    if found is not None and found.group(2) != "may":  # "may" in lower case is a verb
        how, month = found.group(1).lower(), _MONTHS[found.group(2).lower().rstrip(".")]
        year = today.year
        if month > today.month or (how == "last" and month == today.month):
            year -= 1
        if how == "this":
            year = today.year
        return _whole_month(year, month), found
    found = _LAST_SPAN.search(text)
    if found is not None:
        how, span = found.group(1).lower(), found.group(2).lower()
        if span == "weekend":
            saturday = today - timedelta(days=(today.weekday() - 5) % 7 or 7)
            return TimeWindow(saturday, saturday + timedelta(days=1)), found
        if span == "year":
            year = today.year - (0 if how == "this" else 1)
            end = today if how == "this" else date(year, 12, 31)
            return TimeWindow(date(year, 1, 1), end), found
        first = _SEASONS[span]
        year = today.year if first <= today.month or first == 12 else today.year - 1
        if first == 12 and today.month < 12:
            year -= 1  # the winter that began last December
        if how != "this" and (year, first) >= _add_months(today, -2):
            year -= 1  # the season is not over yet: "last summer" is the one before
        last = _add_months(date(year, first, 1), 2)
        return TimeWindow(date(year, first, 1), _month_end(*last)), found
    found = _RELATIVE.search(text)
    if found is not None:
        word = found.group(1).lower().split()[-1]
        span = {"yesterday": (1, 1), "today": (0, 0), "week": (13, 0), "month": (62, 0)}[word]
        window = TimeWindow(today - timedelta(days=span[0]), today - timedelta(days=span[1]))
        return window, found
    return None


#: "two weeks before the wedding", "a month after the move", "the day before her exam"
_EVENT = lazy_compile(
    rf"\b(?:{_COUNT}|the)\s+(day|week|month|year)s?\s+(before|after|prior\s+to)\s+"
    r"(?:the\s+|his\s+|her\s+|their\s+|my\s+|our\s+)?([^?.!]+)",
    re.I,
)
#: days in a unit, and the slack either side of a shift by it
_UNIT_DAYS = {"day": (1, 1), "week": (7, 3), "month": (30, 15), "year": (365, 120)}


def event_date(text: str) -> tuple[Event | None, str]:
    """A date told by an event ("two weeks before the wedding"), and `text` without it.

    The event's words are left to search, which finds the day they were
    told; the window is that day moved by the offset, ± the unit's slack.
    """
    found = _EVENT.search(text)
    if found is None:
        return None, text
    word = (found.group(1) or "one").lower()
    n = 2 if "couple" in word else 3 if "few" in word else _NUMBERS.get(word) or int(word)
    days, slack = _UNIT_DAYS[found.group(2).lower()]
    sign = 1 if found.group(3).lower() == "after" else -1
    event = Event(found.group(4).strip(), sign * n * days, slack * max(1, n // 2))
    return event, (text[: found.start()] + " " + text[found.end() :]).strip()


def needs_today(text: str) -> bool:
    """Whether `text` holds a relative date (and no absolute one): it needs a `today`."""
    if any(p.search(text) for p, _ in _DATE_PATTERNS):
        return False
    return _relative(text, date(2000, 6, 15)) is not None


def time_window(text: str, *, today: date | None = None) -> tuple[TimeWindow | None, str]:
    """The first date expression of `text` as a window, and `text` without it.

    Absolute dates are read in the usual English forms (`7 July, 2023`,
    `July 7th 2023`, `2023-07-07`, `May 2023`, `in 2022`); a date without a
    year takes the year of `today`. Relative ones need `today`; without it
    they are left in the text: `yesterday`, `today`, `last week` (13 days),
    `last month` (62 days), `N days/weeks/months/years ago` (a day ± 1, a
    week ± 3 days, a calendar month, a year), a month without a year (`last
    May`: the last May before this month; `in May`, `back in May`: the
    latest May up to this month; `this May`), `last weekend`, `last`/`this
    year`, `last summer` (the last season that is over; `this summer`).
    """
    for pattern, kind in _DATE_PATTERNS:
        found = pattern.search(text)
        if found is None:
            continue
        window = _window(kind, found.groups(), today)
        if window is not None:
            return window, (text[: found.start()] + " " + text[found.end() :]).strip()
    if today is not None:
        relative = _relative(text, today)
        if relative is not None:
            window, found = relative
            return window, (text[: found.start()] + " " + text[found.end() :]).strip()
    return None, text


@dataclass(frozen=True)
class SearchFilters:
    """Restrict a search; `None` means no restriction."""

    agent: str | None = None
    workspace: str | None = None
    days: float | None = None
    role: str | None = None
    session: str | None = None
    #: only messages of this origin (`human`: the person's own words)
    origin: str | None = None
    #: only messages of these days (the time prior's own retrieval pass)
    window: TimeWindow | None = None

    def __post_init__(self) -> None:
        if self.days is not None and self.days <= 0:
            raise UsageError(f"--days must be positive, got {self.days}.", fix="e.g. --days 7")

    @property
    def active(self) -> bool:
        return any(
            v is not None
            for v in (
                self.agent,
                self.workspace,
                self.days,
                self.role,
                self.origin,
                self.session,
                self.window,
            )
        )

    def sql(self) -> tuple[str, list[Any]]:
        """A WHERE fragment over `m` (messages) and `s` (sessions), with its parameters."""
        clauses: list[str] = []
        params: list[Any] = []
        if self.agent:
            clauses.append("s.agent = ?")
            params.append(self.agent)
        if self.workspace:
            folder = str(Path(self.workspace).expanduser()).rstrip("/") or "/"
            # a workspace matches itself and every folder below it
            clauses.append("(s.workspace = ? OR s.workspace LIKE ? ESCAPE '\\')")
            escaped = folder.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            params += [folder, escaped.rstrip("/") + "/%"]
        if self.days is not None:
            since = to_iso(utcnow() - timedelta(days=self.days))
            clauses.append("coalesce(m.created_at, s.started_at, s.updated_at) >= ?")
            params.append(since)
        if self.role:
            clauses.append("m.role = ?")
            params.append(self.role)
        if self.origin:
            clauses.append("m.origin = ?")
            params.append(self.origin)
        if self.session:
            clauses.append("m.session_id = ?")
            params.append(self.session)
        if self.window is not None:
            clauses.append("substr(coalesce(m.created_at, s.started_at), 1, 10) BETWEEN ? AND ?")
            params += [self.window.start.isoformat(), self.window.end.isoformat()]
        return (" AND ".join(clauses) if clauses else "1"), params
