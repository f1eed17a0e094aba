"""Write `daemon/safety/sayable_table.py`: the letter model `safety/sayable.py` reads.

The model is a character trigram model of the words the project itself writes: every
run of letters in its code (`daemon/`) and docs, cut at case changes as identifiers
are (`hashedPassword` -> `hashed`, `password`), lower-cased, each distinct word
counted once (so a word written a thousand times weighs as one written once, and a
random example in a docstring as one word among ten thousand). For each pair of
letters before (`^` pads a word's start), it stores the cost in bits of each next
letter (`$` is the word's end), mixing the trigram's, the bigram's and the letter's
frequency (0.6 / 0.3 / 0.1), quantized to eighths of a bit in one byte.

Run it from a checkout, `python -m bench.sayable_table`, after the code's words
change much; the table is data, as `scored_weights.json` is.
"""

from __future__ import annotations

import base64
import math
import re
import zlib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "daemon" / "safety" / "sayable_table.py"
#: the symbols of the model: `^` before a word, the letters, `$` after it
SYMBOLS = "^abcdefghijklmnopqrstuvwxyz$"
_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def words() -> set[str]:
    """Distinct words of three letters or more in the project's code and docs."""
    files = [*sorted((ROOT / "daemon").rglob("*.py")), *sorted((ROOT / "docs").rglob("*.md"))]
    files += [ROOT / "ARCHITECTURE.md", ROOT / "README.md"]
    found: set[str] = set()
    for f in files:
        if f.name.startswith("sayable"):
            continue  # the model's own module and table (its examples are drawn letters)
        for token in re.findall(r"[A-Za-z]+", f.read_text(errors="ignore")):
            found.update(p.lower() for p in _PART.findall(token) if len(p) >= 3)
    return found


def table(found: set[str]) -> bytes:
    c3: Counter[str] = Counter()
    c2: Counter[str] = Counter()
    c1: Counter[str] = Counter()
    for w in found:
        s = "^^" + w + "$"
        for i in range(2, len(s)):
            c3[s[i - 2 : i + 1]] += 1
            c2[s[i - 1 : i + 1]] += 1
            c1[s[i]] += 1
    ctx2: Counter[str] = Counter()
    ctx1: Counter[str] = Counter()
    for t, c in c3.items():
        ctx2[t[:2]] += c
    for t, c in c2.items():
        ctx1[t[:1]] += c
    total = sum(c1.values())
    out = bytearray()
    for x in SYMBOLS:
        for y in SYMBOLS:
            for z in SYMBOLS:
                p1 = (c1[z] + 1) / (total + len(SYMBOLS))
                p2 = c2[y + z] / ctx1[y] if ctx1[y] else 0.0
                p3 = c3[x + y + z] / ctx2[x + y] if ctx2[x + y] else 0.0
                bits = -math.log2(0.6 * p3 + 0.3 * p2 + 0.1 * p1)
                out.append(min(255, round(bits * 8)))
    return bytes(out)


def main() -> None:
    found = words()
    packed = base64.b85encode(zlib.compress(table(found), 9)).decode()
    lines = [packed[i : i + 96] for i in range(0, len(packed), 96)]
    body = "\n".join(f'    "{line}"' for line in lines)
    OUT.write_text(
        '"""The letter model of `sayable.py`, written by `bench/sayable_table.py`'
        " (do not edit).\n\n"
        f"A trigram model of the {len(found):,} distinct words of the project's code and docs:\n"
        "the cost in eighths of a bit of each next letter, by the two before it.\n"
        '"""\n\n'
        "PACKED = (\n"
        f"{body}\n"
        ")\n"
    )
    print(f"{len(found)} words, {len(packed)} characters -> {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
