"""How often each value judge reads a random secret as words, and a name as random (issue 27).

Each function that decides "generated value or word/name/identifier" is run on
drawn values of the shapes real secrets take (letters and digits of both cases at
8 to 64 characters, letters only, base64 of random bytes, base32, hex, grouped)
and on names: the identifiers, words-with-numbers and versions written in the
look-alikes of the wide corpus (`bench/secret_kinds*`), and, when
`KENNING_REAL_LOGS` names a folder of real sessions, the same shapes of token in
their text (a measurement only: nothing of them is printed but counts).

* **miss %**: the share of random values of a shape a judge reads as not random
  (the value is kept where the judge is the last word: a leak);
* **false %**: the share of names a judge reads as random (a name destroyed).

A judge is measured only on the shapes it is meant for (its documented lengths and
alphabets); `-` elsewhere. Seeded: the same table on every run. `python -m
bench.value_judges_bench [N]` prints the table (N draws a shape, 10,000 by default);
`python -m bench value_judges` gives the summary rows.
"""

from __future__ import annotations

import base64
import os
import random
import re
import string
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from kenning.daemon.safety import bare, labelled, prose, shapes, stated, values
from kenning.daemon.safety.sayable import sayable

ALNUM = string.ascii_letters + string.digits
#: a run docs fill a key with: the redactor reads it as a placeholder on purpose
_FILLER = re.compile(r"(?i)x{3,}|0{6,}")


def _base62(r: random.Random, n: int) -> str:
    """`n` letters and digits with a digit, a capital and a small letter (as tests draw)."""
    while True:
        v = "".join(r.choice(ALNUM) for _ in range(n))
        if values.has_upper_lower_digit(v) and not _FILLER.search(v):
            return v


def _letters(r: random.Random, n: int) -> str:
    while True:
        v = "".join(r.choice(string.ascii_letters) for _ in range(n))
        if values.mixed_case(v) and not _FILLER.search(v):
            return v


def _b64(r: random.Random, nbytes: int, alt: bytes | None = None) -> str:
    while True:
        v = base64.b64encode(r.randbytes(nbytes), altchars=alt).decode()
        if not _FILLER.search(v):
            return v


def _b32(r: random.Random, n: int) -> str:
    while True:
        v = "".join(r.choice(string.ascii_uppercase + "234567") for _ in range(n))
        if values.has_digit(v) and not _FILLER.search(v):
            return v


def _hex(r: random.Random, n: int) -> str:
    while True:
        v = "".join(r.choice("0123456789abcdef") for _ in range(n))
        if any(c.isalpha() for c in v) and values.has_digit(v) and not _FILLER.search(v):
            return v


def _symbols(r: random.Random, n: int) -> str:
    """A generated password: letters, digits and a few symbols."""
    pool = ALNUM + "!#$%&*+-=?@^_~"
    while True:
        v = "".join(r.choice(pool) for _ in range(n))
        if values.has_upper_lower_digit(v) and any(not c.isalnum() for c in v):
            return v


def _grouped(r: random.Random, n: int) -> str:
    return "-".join(_base62(r, 5) for _ in range(n // 5))


#: shape -> drawer of one value
SHAPES: dict[str, Callable[[random.Random], str]] = {
    "base62 8": lambda r: _base62(r, 8),
    "base62 10": lambda r: _base62(r, 10),
    "base62 12": lambda r: _base62(r, 12),
    "base62 16": lambda r: _base62(r, 16),
    "base62 20": lambda r: _base62(r, 20),
    "base62 24": lambda r: _base62(r, 24),
    "base62 32": lambda r: _base62(r, 32),
    "base62 40": lambda r: _base62(r, 40),
    "base62 64": lambda r: _base62(r, 64),
    "letters 20": lambda r: _letters(r, 20),
    "letters 32": lambda r: _letters(r, 32),
    "base64 24B": lambda r: _b64(r, 24),
    "base64 32B": lambda r: _b64(r, 32),
    "base64url 32B": lambda r: _b64(r, 32, b"-_").rstrip("="),
    "base32 32": lambda r: _b32(r, 32),
    "hex 32": lambda r: _hex(r, 32),
    "hex 64": lambda r: _hex(r, 64),
    "symbols 16": lambda r: _symbols(r, 16),
    "grouped 5x5": lambda r: _grouped(r, 25),
}


def _b62(lo: int, hi: int) -> frozenset[str]:
    return frozenset(s for s in SHAPES if s.startswith("base62 ") and lo <= int(s.split()[1]) <= hi)


_B64 = frozenset({"base64 24B", "base64 32B", "base64url 32B"})
#: judge -> (function, the shapes it is meant to read as random)
JUDGES: dict[str, tuple[Callable[[str], bool], frozenset[str]]] = {
    "values.looks_random": (values.looks_random, _b62(10, 64) | {"letters 20", "letters 32"}),
    "values.credential_like": (values.credential_like, frozenset(SHAPES) - {"grouped 5x5"}),
    "prose.random_short": (prose.random_short, _b62(8, 64) | {"symbols 16"}),
    "bare.random_key": (bare.random_key, _b62(24, 64) | _B64),
    "bare.mixed_not_camel": (bare.mixed_not_camel, _b62(8, 64)),
    "shapes.random_token": (shapes.random_token, _b62(20, 64)),
    "shapes.key_material": (shapes.key_material, _b62(20, 64) | _B64 | {"hex 32", "hex 64"}),
    "stated.random_letters": (stated.random_letters, frozenset({"letters 20", "letters 32"})),
    "labelled._random_letters": (labelled._random_letters, _b62(16, 64)),
}

#: a name's shape: words (a capital may open each), capitals and short numbers joined,
#: two parts or more (`hashedPassword`, `Release2024Q1`, `getUserById`, `v2_3_1`)
_NAME = re.compile(r"(?:[A-Z]?[a-z]{3,}+|[A-Z]{2,5}+|[0-9]{1,4}+|[._-])++")
_TOKEN = re.compile(r"[A-Za-z0-9._-]{8,64}")
_PARTS = re.compile(r"[A-Z]?[a-z]{3,}|[A-Z]{2,5}|[0-9]{1,4}")


def _names_in(text: str) -> Iterator[str]:
    for m in _TOKEN.finditer(text):
        t = m.group().strip("._-")
        if (
            8 <= len(t) <= 64
            and _NAME.fullmatch(t)
            and len(_PARTS.findall(t)) >= 2
            and any(c.islower() for c in t)
            and (values.mixed_case(t) or values.has_digit(t))
        ):
            yield t


def look_alike_names() -> list[str]:
    """The names written in the wide corpus's look-alikes, each once, in a fixed order."""
    from bench.secrets_wide_bench import halves

    found: dict[str, None] = {}
    for _, looks in halves().values():
        for look in looks:
            found.update(dict.fromkeys(_names_in(look.text)))
    return list(found)


def real_names(limit: int = 20000) -> list[str] | None:
    """Names in real sessions' text (`KENNING_REAL_LOGS`), or None when it is not set."""
    root = os.environ.get("KENNING_REAL_LOGS")
    if not root or not Path(root).is_dir():
        return None
    found: dict[str, None] = {}
    for f in sorted(Path(root).rglob("*")):
        if f.is_file() and f.suffix in (".jsonl", ".json", ".md", ".txt", ".log"):
            found.update(dict.fromkeys(_names_in(f.read_text(errors="replace"))))
            if len(found) >= limit:
                break
    return list(found)


def measure(n: int = 10000) -> dict[str, Any]:
    """{judge: {shape: miss share}}, {judge: {corpus: false share}} and each judge's µs a call."""
    drawn = {
        shape: [draw(random.Random(f"{shape}:{i}")) for i in range(n)]
        for shape, draw in SHAPES.items()
    }
    corpora = {"look-alikes": look_alike_names()}
    real = real_names()
    if real is not None:
        corpora["real logs"] = real
    miss: dict[str, dict[str, float]] = {}
    false: dict[str, dict[str, float]] = {}
    cost: dict[str, float] = {}
    for judge, (fn, meant) in JUDGES.items():
        raw = getattr(fn, "__wrapped__", fn)  # the uncached function: its cost, not the cache's
        miss[judge] = {s: sum(not raw(v) for v in drawn[s]) / n for s in SHAPES if s in meant}
        false[judge] = {
            c: sum(map(raw, names)) / max(1, len(names)) for c, names in corpora.items()
        }
        sample = [v for s in meant for v in drawn[s][:200]]
        t0 = time.process_time()
        for v in sample:
            raw(v)
        cost[judge] = (time.process_time() - t0) / len(sample) * 1e6
    word_cost = _sayable_cost()
    sizes = {c: len(v) for c, v in corpora.items()}
    return {"miss": miss, "false": false, "us": cost, "sayable_us": word_cost, "names": sizes}


def _sayable_cost() -> float:
    words = ["hashed", "Password", "release", "hypesz", "yhpqdeav", "getUser", "Summer", "kjdfs"]
    raw = sayable.__wrapped__
    t0 = time.process_time()
    for _ in range(2000):
        for w in words:
            raw(w)
    return (time.process_time() - t0) / (2000 * len(words)) * 1e6


def table(m: dict[str, Any]) -> str:
    shapes_ = list(SHAPES)
    short = {
        s: s.replace("base62 ", "b62/").replace("base64url ", "u64/").replace("base64 ", "b64/")
        for s in shapes_
    }
    head = f"{'judge':26}" + "".join(f"{short[s][:9]:>10}" for s in shapes_)
    corp = list(next(iter(m["false"].values())))
    head += "".join(f"{'false ' + c[:5]:>12}" for c in corp) + f"{'µs':>7}"
    lines = [head]
    for judge in JUDGES:
        row = f"{judge:26}"
        for s in shapes_:
            v = m["miss"][judge].get(s)
            row += f"{'-' if v is None else f'{100 * v:.2f}':>10}"
        row += "".join(f"{100 * m['false'][judge][c]:12.2f}" for c in corp)
        lines.append(row + f"{m['us'][judge]:7.1f}")
    lines.append(f"names: {m['names']}; sayable(): {m['sayable_us']:.2f} µs a run of letters")
    return "\n".join(lines)


def run(size: str = "small") -> list[dict[str, Any]]:
    n = {"small": 2000, "medium": 10000, "large": 20000}.get(size, 2000)
    m = measure(n)
    rows: list[dict[str, Any]] = []
    for judge in JUDGES:
        misses = m["miss"][judge]
        rows.append(
            {
                "scenario": "value_judges",
                "metric": f"{judge} miss % (worst shape)",
                "value": round(100 * max(misses.values()), 2),
                "n": n,
            }
        )
        for corpus, share in m["false"][judge].items():
            rows.append(
                {
                    "scenario": "value_judges",
                    "metric": f"{judge} false % ({corpus})",
                    "value": round(100 * share, 2),
                }
            )
    return rows


if __name__ == "__main__":
    print(table(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 10000)))
