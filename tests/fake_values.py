"""Generated values for the sanitizer's tests: random from a fixed seed, none a real key.

Each test module makes its own `Values(seed)`, so its values do not change when
another module draws more; `taken` and `kept` are what those tests assert. `DRAWS`
is how many times a test draws each random form: 30 in the suite, 300 in `python -m
bench long` (and 3,000 at `soak`: tests/reliability_scale.py), where the modules
that loop on it run whole (bench/long_bench.py).
"""

from __future__ import annotations

import gc
import random
import re
import string
import time
import uuid

from kenning.daemon.safety.sanitize import Sanitizer, default_sanitizer

from .reliability_scale import scale

ALNUM = string.ascii_letters + string.digits
#: a run docs fill a key with (`xxxx`, `XxX`, `000000`): the redactor reads a value that
#: holds one as a placeholder on purpose, so a drawn key never holds one (about one draw
#: in a thousand of 32 letters and digits would)
FILLER = re.compile(r"(?i)x{3,}|0{6,}")
_S = default_sanitizer()
#: draws of each random form a test asserts (the suite's short version; the 300 of a
#: new test's check run in `python -m bench long`)
DRAWS = scale(30, 300, 3000)


class Values:
    """Values drawn in turn from one seeded generator (`random`, for a module's own kinds)."""

    def __init__(self, seed: str) -> None:
        self.random = random.Random(seed)

    def rand(self, n: int, alphabet: str = ALNUM) -> str:
        """`n` characters of `alphabet` with a digit, an upper- and a lower-case letter.

        Twenty characters or more hold two digits: a long value of letters with one digit
        can read as words (`bare.py` keeps such values, as identifiers are written so).
        """
        while True:
            v = "".join(self.random.choice(alphabet) for _ in range(n))
            if (
                sum(c.isdigit() for c in v) >= (2 if n >= 20 else 1)
                and any(c.isupper() for c in v)
                and any(c.islower() for c in v)
                and not FILLER.search(v)
            ):
                return v

    def hex(self, n: int) -> str:
        """`n` hex digits, at least one a letter."""
        return "".join(self.random.choice("0123456789abcdef") for _ in range(n - 1)) + "a"

    def uuid(self) -> str:
        return str(uuid.UUID(int=self.random.getrandbits(128), version=4))


def taken(text: str, secret: str) -> bool:
    """Whether redacting `text` removes `secret` and leaves a marker."""
    out = _S.redact(text)
    return secret not in out and "[REDACTED:" in out


def kept(text: str) -> bool:
    """Whether redacting `text` leaves it as it is."""
    return _S.redact(text) == text


def redact_cpu(text: str, sanitizer: Sanitizer = _S, tries: int = 1) -> float:
    """The least CPU time `sanitizer` took to redact `text` in `tries` runs, the collector
    off (as timeit has it): a full collection costs what the test process holds (a whole
    suite's modules), so a long text's allocations that start one read as the rule's cost
    (CI failed on a 0.09 s text timed at 0.79 s)."""
    best = float("inf")
    for _ in range(tries):
        gc.disable()
        try:
            began = time.process_time()
            sanitizer.redact(text)
            best = min(best, time.process_time() - began)
        finally:
            gc.enable()
    return best


def stays_linear(text: str, times: int = 6) -> bool:
    """Whether redacting `text` repeated eight times costs at most `times` times the CPU of
    `text` repeated twice: four times the text, under six times the CPU (a quadratic scan
    costs sixteen).

    Two copies, not one, are the base: a text's first copy has nothing before it, so a
    rule that fires where one copy meets the next (`... b :password a ...`) costs nothing
    in one copy and its whole share in two, and one copy against four read that edge as
    a super-linear cost (CI failed on it). The two are run in turns, up to three times,
    against the best base so far: the CPU time of one text varies by half on a shared
    machine, and a slow spell then slows both."""

    base, long, best = text * 2, text * 8, float("inf")
    for _ in range(3):
        best = min(best, redact_cpu(base))
        if redact_cpu(long) < times * best + 0.05:
            return True
    return False
