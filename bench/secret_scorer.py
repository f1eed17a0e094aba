"""A learned scorer for tokens no rule names: built, and measured at simulated first sight.

Issue 27 asks whether a scorer learned from every set of the wide corpus finds the
secrets the hand-written rules leak on a set nobody tuned on. This file holds the
whole experiment; the scorer is not in the redactor (`bench/README.md`, "A learned
scorer for tokens no rule names": it takes a fifth of the first-sight leaks, but
changes hundreds of real-log texts that hold no secret, at 4× the redactor's CPU).

A candidate is a token shaped like a generated value: a run of 12 to 256 characters
of `[A-Za-z0-9_+/.~!%^*#$&-]` (an `=` only as padding at its end, a `.` at its end
dropped) that holds a digit or both cases and is not a stand-in. Its features are its
shape (length, character classes, entropy, class transitions and runs, vowels, hex /
base64 / UUID forms, a vendor prefix `abc_` or `abc-`, hashed character trigrams as
word-likeness) and its context on its line (the word before it and its parts, the
characters around it, the words of the line), hashed into `DIM` slots. The model is a
logistic regression fitted by full-batch Adam from zeros, a fixed number of steps (the
same weights on every run). Positives: the candidates that overlap a sample's secret;
negatives: every other candidate of the samples' texts, of the look-alikes, and of the
project's own code and docs (not the redactor's).

`python bench/secret_scorer.py dump K DIR`, run in a checkout of the commit that added
held-out K (`git log --diff-filter=A -- bench/secret_kinds_heldoutK.py`) with that
checkout's `kenning` first on `PYTHONPATH`, writes `DIR/firstK.json`: what its
redactor (the redactor at first sight) stores for each sample and look-alike of set K.
`python -m bench.secret_scorer folds DIR` then trains, for each K of 20 to 27, on the
sets written before K only (dev, held-out 1 to K-1), runs the scorer over what was
stored, and counts the first-sight leaks it takes and the look-alikes it destroys in
addition, at each threshold. `python -m bench.secret_scorer real OUT` trains on every
set, writes the weights to OUT, and counts the texts of `$KENNING_REAL_LOGS` that the
scorer would change after the redactor.
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
import zlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bench.secret_kinds import LookAlike, Sample

# -- the candidates and their features ----------------------------------------------

#: the hashed feature space: dense shape features first, then hashed ones
DIM = 4096
_DENSE = 48

CANDIDATE_RE = re.compile(r"[A-Za-z0-9_+/.~!%^*#$&-]{12,256}={0,2}")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_KEY_RE = re.compile(r"([A-Za-z][A-Za-z0-9_.-]{0,40})[^A-Za-z0-9\n]{0,4}$")
_HEX = frozenset("0123456789abcdefABCDEF")
_B64 = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-")
_VOWELS = frozenset("aeiouAEIOU")
_UUID_RE = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)
_PREFIX_RE = re.compile(r"([a-z]{2,8})[_-]")
_CAMEL_RE = re.compile(r"[A-Z]?[a-z]{2,}")
_PCT_RE = re.compile(r"%[0-9A-Fa-f]{2}")


def candidates(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the tokens of `text` shaped like a generated value."""
    for m in CANDIDATE_RE.finditer(text):
        s, e = m.span()
        while e > s and text[e - 1] == ".":
            e -= 1
        if e - s < 12:
            continue
        tok = text[s:e]
        if "REDACTED" in tok:
            continue
        if any(c.isdigit() for c in tok) or (tok.lower() != tok and tok.upper() != tok):
            yield s, e


def _h(name: str) -> int:
    return _DENSE + zlib.crc32(name.encode()) % (DIM - _DENSE)


def _cls(c: str) -> int:
    if c.islower():
        return 0
    if c.isupper():
        return 1
    if c.isdigit():
        return 2
    return 3


def _shape(tok: str) -> list[float]:
    n = len(tok)
    counts = [0, 0, 0, 0]
    trans = 0
    run = best_run = 0
    prev = -1
    freq: dict[str, int] = {}
    vowels = letters = 0
    for c in tok:
        k = _cls(c)
        counts[k] += 1
        if k == prev:
            run += 1
        else:
            if prev != -1:
                trans += 1
            run = 1
        best_run = max(best_run, run)
        prev = k
        freq[c] = freq.get(c, 0) + 1
        if k < 2:
            letters += 1
            vowels += c in _VOWELS
    ent = -sum(v / n * math.log2(v / n) for v in freq.values())
    is_hex = all(c in _HEX for c in tok)
    is_b64 = all(c in _B64 for c in tok)
    words = _CAMEL_RE.findall(tok)
    in_words = sum(len(w) for w in words) / n
    f = [
        n / 64,
        math.log(n) / 5,
        counts[0] / n,
        counts[1] / n,
        counts[2] / n,
        counts[3] / n,
        ent / 6,
        ent / max(1.0, math.log2(n)),
        trans / n,
        best_run / n,
        len(freq) / n,
        float(is_hex),
        float(is_hex and n in (32, 40, 64)),
        float(bool(_UUID_RE.fullmatch(tok))),
        float(is_b64),
        tok.count("/") / n,
        tok.count(".") / n,
        tok.count("_") / n,
        tok.count("-") / n,
        float(tok.endswith("=")),
        float(tok[0].isdigit()),
        float(counts[2] == n),
        float("http" in tok.lower()),
        float(tok[0] in "/.~"),
        vowels / letters if letters else 0.0,
        in_words,
        float(in_words > 0.8),
        float(bool(_PREFIX_RE.match(tok))),
        float(n >= 20),
        float(n >= 32),
        float(counts[0] > 0 and counts[1] > 0 and counts[2] > 0),
        float(counts[3] > 0 and any(c in "!%^*#$&" for c in tok)),
        1.0,
    ]
    return f


def features(text: str, s: int, e: int) -> dict[int, float]:
    """The features of the candidate `text[s:e]`: slot -> value."""
    tok = text[s:e]
    out: dict[int, float] = dict(enumerate(_shape(tok)))

    def add(name: str, v: float = 1.0) -> None:
        i = _h(name)
        out[i] = out.get(i, 0.0) + v

    low = tok.lower()
    grams = max(1, len(low) - 2)
    for i in range(len(low) - 2):
        add("g:" + low[i : i + 3], 1.0 / grams)
    m = _PREFIX_RE.match(tok)
    if m:
        add("vp:" + m.group(1))
    line_start = text.rfind("\n", 0, s) + 1
    line_end = text.find("\n", e)
    if line_end < 0:
        line_end = len(text)
    before = text[max(line_start, s - 48) : s]
    after = text[e : min(line_end, e + 8)]
    pre = before.rstrip(" \t")
    add("pre:" + (pre[-1:] or "^"))
    add("pre2:" + (pre[-2:] or "^"))
    add("post:" + (after[:1] or "$"))
    km = _KEY_RE.search(before)
    if km:
        key = km.group(1).lower()
        add("k:" + key)
        for part in re.split(r"[_.\-]+|(?<=[a-z])(?=[A-Z])", km.group(1)):
            if part:
                add("kp:" + part.lower())
    else:
        add("k:none")
    line = text[line_start:line_end]
    seen = set()
    for w in _WORD_RE.findall(line[:200]):
        w = w.lower()
        if len(w) >= 3 and w not in seen and w not in low:
            seen.add(w)
            add("w:" + w, 0.5)
            if len(seen) >= 12:
                break
    if "://" in line:
        add("line:url")
    if "?" in before and "=" in before[-2:]:
        add("ctx:query")
    return out


def score(weights: list[float], feats: dict[int, float]) -> float:
    """The model's probability that the candidate is a secret."""
    z = sum(weights[i] * v for i, v in feats.items())
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


# -- training and measuring --------------------------------------------------------------

#: the held-out sets measured at simulated first sight
FOLDS = tuple(range(20, 28))


def _order(name: str) -> int:
    return 0 if name == "dev" else int(name.removeprefix("heldout"))


def _rows(text: str, secret: str | None) -> list[tuple[dict[int, float], int]]:
    spans = []
    if secret:
        at = text.find(secret)
        while at >= 0:
            spans.append((at, at + len(secret)))
            at = text.find(secret, at + 1)
    out = []
    for s, e in candidates(text):
        label = int(any(s < b and a < e for a, b in spans))
        out.append((features(text, s, e), label))
    return out


#: the project's own text, read as negatives: code identifiers, dotted names, paths and
#: versions (the redactor's own modules and docs, which quote key shapes, are left out)
_PROJECT = ("daemon/**/*.py", "lsp/**/*.py", "hooks/**/*.py", "docs/*.md", "ARCHITECTURE.md")
_ROOT = Path(__file__).resolve().parent.parent


def project_texts(root: Path = _ROOT) -> list[str]:
    """The project's source and docs but the redactor's, sorted by path."""
    out = []
    for pattern in _PROJECT:
        for path in sorted(root.glob(pattern)):
            if "safety" in path.parts or path.name == "sanitizer.md":
                continue
            out.append(path.read_text(encoding="utf-8"))
    return out


def _leaves(value: object, out: list[str]) -> list[str]:
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            _leaves(v, out)
    elif isinstance(value, list):
        for v in value:
            _leaves(v, out)
    return out


def dump(k: int, folder: Path) -> str:
    """Set k as the redactor on the path stores it: `folder/first{k}.json` (see above)."""
    from bench.secret_kinds import place_text
    from bench.secrets_wide_bench import destroyed, halves, kenning_leaks
    from kenning.daemon.safety.sanitize import default_sanitizer

    s = default_sanitizer()
    samples, looks = halves()[f"heldout{k}"]
    leaked = {id(x) for x in kenning_leaks(samples)}
    lost = {id(x) for x in destroyed(looks)}
    out: dict[str, list[dict[str, object]]] = {"samples": [], "looks": []}
    for smp in samples:
        text = place_text(smp.text, smp.place)
        call = {
            "shell": {"command": text, "description": "run it"},
            "codex": {"command": ["bash", "-lc", text], "workdir": "/repo", "timeout_ms": 120000},
            "edit": {"file_path": "config/app.env", "old_string": "LOG_LEVEL=info",
                     "new_string": text},
            "gemini": {"file_path": "/repo/notes/setup.md", "content": text},
            "cline": {"path": "config/app.env",
                      "diff": f"<<<<<<< SEARCH\nLOG_LEVEL=info\n=======\n{text}\n>>>>>>> REPLACE"},
        }.get(smp.place)  # fmt: skip
        leaves = _leaves(s.redact_json(call), []) if call else [s.redact(text)]
        out["samples"].append(
            {"kind": smp.kind, "secret": smp.secret, "place": smp.place, "leaves": leaves,
             "leaked": id(smp) in leaked}
        )  # fmt: skip
    for la in looks:
        leaves = [s.redact(place_text(la.text, p)) for p in ("output", "chat")]
        leaves += _leaves(s.redact_json({"command": la.text}), [])
        out["looks"].append(
            {"kind": la.kind, "text": la.text, "leaves": leaves, "destroyed": id(la) in lost}
        )
    (folder / f"first{k}.json").write_text(json.dumps(out), encoding="utf-8")
    kinds = {x.kind for x in samples}
    left = {x.kind for x in samples if id(x) in leaked}
    return (f"heldout{k}: kinds {len(left)}/{len(kinds)} samples {len(leaked)}/{len(samples)} "
            f"destroyed {len(lost)}/{len(looks)}")  # fmt: skip


def dataset(
    sets: Sequence[tuple[Sequence[Sample], Sequence[LookAlike]]],
    extra: Sequence[str] = (),
) -> tuple[list[dict[int, float]], list[int], int, int]:
    """The rows and labels of `sets` (and `extra` texts as negatives); and how many samples
    have a candidate over the secret."""
    from bench.secret_kinds import place_text

    x: list[dict[int, float]] = []
    y: list[int] = []
    covered = total = 0
    for text in extra:
        for f, label in _rows(text, None):
            x.append(f)
            y.append(label)
    for samples, looks in sets:
        for smp in samples:
            text = place_text(smp.text, smp.place)
            rows = _rows(text, smp.secret)
            total += 1
            covered += any(text[s:e].find(smp.secret) >= 0 for s, e in candidates(text))
            for f, label in rows:
                x.append(f)
                y.append(label)
        for la in looks:
            for f, label in _rows(place_text(la.text, "output"), None):
                x.append(f)
                y.append(label)
    return x, y, covered, total


def fit(x: list[dict[int, float]], y: list[int], steps: int = 400, l2: float = 1e-4) -> list[float]:
    """Logistic regression by full-batch Adam from zeros (positives weighted to balance)."""
    import numpy as np

    rows = np.repeat(np.arange(len(x)), [len(f) for f in x])
    cols = np.fromiter((i for f in x for i in f), dtype=np.int64, count=len(rows))
    vals = np.fromiter((v for f in x for v in f.values()), dtype=np.float64, count=len(rows))
    yy = np.asarray(y, dtype=np.float64)
    pos = max(1.0, yy.sum())
    sw = np.where(yy > 0, (len(yy) - pos) / pos, 1.0)
    sw = sw / sw.sum()
    w = np.zeros(DIM)
    m = np.zeros(DIM)
    v = np.zeros(DIM)
    lr, b1, b2 = 0.05, 0.9, 0.999
    for t in range(1, steps + 1):
        z = np.bincount(rows, weights=w[cols] * vals, minlength=len(x))
        p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
        err = (p - yy) * sw
        g = np.bincount(cols, weights=vals * err[rows], minlength=DIM) + l2 * w
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        w -= lr * (m / (1 - b1**t)) / (np.sqrt(v / (1 - b2**t)) + 1e-8)
    return [float(round(c, 4)) for c in w]


def scored(text: str, w: list[float], threshold: float) -> str:
    """`text` with every candidate scored at or above `threshold` replaced."""
    out = []
    last = 0
    for s, e in candidates(text):
        if score(w, features(text, s, e)) >= threshold:
            out.append(text[last:s])
            out.append("[REDACTED:scored_key]")
            last = e
    out.append(text[last:])
    return "".join(out)


THRESHOLDS = (0.5, 0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99, 0.995, 0.998, 0.999)


def fold(
    k: int, first: dict[str, list[dict[str, object]]], w: list[float]
) -> dict[float, dict[str, Any]]:
    """At each threshold: first-sight leaks of set k taken, look-alikes destroyed in addition."""
    res = {}
    for th in THRESHOLDS:
        leaked = [s for s in first["samples"] if s["leaked"]]
        taken = [
            s for s in leaked
            if not any(str(s["secret"]) in scored(str(t), w, th) for t in s["leaves"])  # type: ignore[attr-defined]
        ]  # fmt: skip
        kinds = {s["kind"] for s in leaked}
        left = {s["kind"] for s in leaked if s not in taken}
        added = []
        for la in first["looks"]:
            if la["destroyed"]:
                continue
            leaves = la["leaves"]
            text = str(la["text"])
            after = [scored(str(t), w, th) for t in leaves]  # type: ignore[attr-defined]
            if not all(text in a for a in after[:2]) or after[2] != text:
                added.append(text)
        res[th] = {
            "k": k,
            "leaked_samples": len(leaked),
            "taken_samples": len(taken),
            "leaked_kinds": len(kinds),
            "kinds_left": len(left),
            "looks": len(first["looks"]),
            "added_destroyed": len(added),
            "added_texts": added,
        }
    return res


def _strings(value: object) -> list[str]:
    return _leaves(value, [])


def real_texts(folder: Path) -> list[str]:
    """The texts of a folder of real logs: every JSON string, or paragraphs of other files."""
    texts: list[str] = []
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.name in ("README.md", "corpus.tsv"):
            continue
        raw = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".jsonl":
            for line in raw.splitlines():
                try:
                    texts += _strings(json.loads(line))
                except ValueError:
                    texts.append(line)
        elif path.suffix == ".json":
            try:
                texts += _strings(json.loads(raw))
            except ValueError:
                texts.append(raw)
        else:
            texts += raw.split("\n\n")
    return [t for t in texts if len(t) >= 12]


def real(w: list[float], folder: Path) -> dict[float, tuple[int, int, int]]:
    """At each threshold: (texts, texts changed, tokens taken) on the real logs."""
    from kenning.daemon.safety.sanitize import default_sanitizer

    s = default_sanitizer()
    texts = real_texts(folder)
    out = {th: [len(texts), 0, 0] for th in THRESHOLDS}
    for text in texts:
        red = s.redact(text)
        scores = [score(w, features(red, a, b)) for a, b in candidates(red)]
        for th, row in out.items():
            taken = sum(p >= th for p in scores)
            row[1] += taken > 0
            row[2] += taken
    return {th: (a, b, c) for th, (a, b, c) in out.items()}


def main(argv: Sequence[str]) -> None:
    if argv[:1] == ["dump"]:
        print(dump(int(argv[1]), Path(argv[2])))
        return
    from bench.secrets_wide_bench import halves

    sets = halves()
    if argv[:1] == ["real"]:
        x, y, covered, total = dataset(list(sets.values()), project_texts())
        w = fit(x, y)
        print(f"{len(y)} rows, {sum(y)} positive; candidates cover {covered}/{total} secrets")
        weights = {str(i): c for i, c in enumerate(w) if c}
        Path(argv[1]).write_text(json.dumps(weights) + "\n", encoding="utf-8")
        logs = os.environ.get("KENNING_REAL_LOGS")
        if not logs or not Path(logs).is_dir():
            print("KENNING_REAL_LOGS is not set to a folder of real logs: no real-log count")
            return
        for th, (n, changed, tokens) in real(w, Path(logs)).items():
            print(f"th {th}: {changed} of {n} texts changed, {tokens} tokens taken")
        return
    folder = Path(argv[1])
    table: dict[int, dict[float, dict[str, Any]]] = {}
    extra = project_texts()
    for k in FOLDS:
        before = [v for n, v in sets.items() if _order(n) < k]
        x, y, covered, total = dataset(before, extra)
        w = fit(x, y)
        first = json.loads((folder / f"first{k}.json").read_text(encoding="utf-8"))
        table[k] = fold(k, first, w)
        print(f"fold {k}: trained on {len(before)} sets, {len(y)} rows, {sum(y)} positive, "
              f"cover {covered}/{total}", flush=True)  # fmt: skip
    (folder / "folds.json").write_text(json.dumps(table), encoding="utf-8")
    for th in THRESHOLDS:
        taken = sum(table[k][th]["taken_samples"] for k in FOLDS)
        leaked = sum(table[k][th]["leaked_samples"] for k in FOLDS)
        kinds = sum(table[k][th]["leaked_kinds"] for k in FOLDS)
        left = sum(table[k][th]["kinds_left"] for k in FOLDS)
        added = sum(table[k][th]["added_destroyed"] for k in FOLDS)
        looks = sum(table[k][th]["looks"] for k in FOLDS)
        worst = max(table[k][th]["added_destroyed"] / table[k][th]["looks"] for k in FOLDS)
        print(f"th {th}: kinds leaking {kinds} -> {left}, samples taken {taken}/{leaked}, "
              f"look-alikes destroyed in addition {added}/{looks} ({100 * added / looks:.2f} %, "
              f"worst fold {100 * worst:.2f} %)")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1:])
