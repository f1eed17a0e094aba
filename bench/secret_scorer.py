"""The learned scorer for tokens no rule names: trained, and measured at simulated first sight.

Issue 27 asks whether a scorer learned from every set of the wide corpus finds the
secrets the hand-written rules leak on a set nobody tuned on. The candidates, their
features and the score are the rule's own (`kenning.daemon.safety.scored`); this file
trains it and measures it (`bench/README.md`, "A learned scorer for tokens no rule
names" and "The learned scorer with blob negatives and a gate").

The model is a logistic regression fitted by full-batch Adam from zeros, a fixed number
of steps (the same weights on every run). Positives: the candidates that overlap a
sample's secret; negatives: every other candidate of the samples' texts, of the
look-alikes, of the project's own code and docs (not the redactor's), of the generated
blobs of `bench/secret_negatives.py` (`--neg`), and one in four candidates of the real
logs of half the repositories (`--real-half`, `$KENNING_REAL_LOGS`; only their hashed
features reach the weights; the other half is where the changed texts are counted).
`MODE` says which candidates are read: all runs (the first experiment), the gate on the
context (`--gate`), the blob rule (`--blob`), the `@key24` run the rule needs (`--key24`).

`python bench/secret_scorer.py dump K DIR`, run in a checkout of the commit that added
held-out K (`git log --diff-filter=A -- bench/secret_kinds_heldoutK.py`) with that
checkout's `kenning` first on `PYTHONPATH`, writes `DIR/firstK.json`: what its
redactor (the redactor at first sight) stores for each sample and look-alike of set K.
`python -m bench.secret_scorer folds DIR [flags]` then trains, for each K of 20 to 28, on
the sets written before K only (dev, held-out 1 to K-1), runs the scorer over what was
stored, and counts the first-sight leaks it takes and the look-alikes it destroys in
addition, at each threshold; then trains on every set and counts the real-log texts it
would change after main's redactor. `ceiling DIR [flags]` counts the leaked samples with
a candidate over their secret. `weights DIR` (DIR keeps the redacted real logs between runs,
outside the project) trains the rule's weights (every set, the
generated blobs, half the real logs) into `daemon/safety/scored_weights.json`.
"""

from __future__ import annotations

import json
import os
import sys
import zlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.safety import scored as rule
from kenning.daemon.safety.scored import BLOB_PARTS, DIM, features, score

if TYPE_CHECKING:
    from bench.secret_kinds import LookAlike, Sample
    from kenning.daemon.safety.sanitize import Sanitizer

# -- the candidates and their features ----------------------------------------------

#: what `candidates` does when not told: the gate, the blob rule's parts, the `@key24` run
#: and the rule's guard `passed` (the rule's own: no gate, every part, the run, the guard)
MODE: dict[str, Any] = {"gate": False, "parts": (), "key24": False, "names": False, "passed": False}


def candidates(text: str) -> Iterator[tuple[int, int]]:
    """The rule's candidates of `text` under `MODE`."""
    return rule.candidates(text, MODE["gate"], MODE["parts"], MODE["key24"], MODE["names"])


# -- training and measuring --------------------------------------------------------------

#: the held-out sets measured at simulated first sight (the threshold is chosen on them)
FOLDS = tuple(range(20, 29))
#: the held-out sets measured once the threshold is chosen, when their dump is in the folder
LATER = (29,)


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
        if MODE["passed"] and rule.passed(text, s, e):
            continue
        if score(w, features(text, s, e)) >= threshold:
            out.append(text[last:s])
            out.append("[REDACTED:scored_key]")
            last = e
    out.append(text[last:])
    return "".join(out)


THRESHOLDS = (0.5, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97, 0.98, 0.99, 0.995, 0.998, 0.999)


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


def _file_texts(path: Path) -> list[str]:
    """The texts of one real-log file: every JSON string, or its paragraphs."""
    texts: list[str] = []
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


def real_halves(folder: Path) -> tuple[list[str], list[str]]:
    """The texts of the real logs in two halves by repository (`corpus.tsv`'s `repo`, by
    the parity of its CRC-32): the first to train on, the second to measure."""
    repo: dict[str, str] = {}
    tsv = folder / "corpus.tsv"
    if tsv.is_file():
        for line in tsv.read_text(encoding="utf-8").splitlines()[1:]:
            cols = line.split("\t")
            if len(cols) > 1:
                repo[cols[0]] = cols[1]
    halves: tuple[list[str], list[str]] = ([], [])
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.name in ("README.md", "corpus.tsv"):
            continue
        name = path.relative_to(folder).as_posix()
        half = zlib.crc32(repo.get(name, name).encode()) & 1
        halves[half].extend(_file_texts(path))
    return halves


def rules_only() -> Sanitizer:
    """The built-in redactor without the scored rule: what the scorer reads after the rules."""
    from kenning.daemon.safety.builtin import BUILTIN_RULES
    from kenning.daemon.safety.sanitize import Sanitizer

    return Sanitizer(rules=tuple(r for r in BUILTIN_RULES if r not in rule.SCORED_RULES))


def redacted(texts: Sequence[str]) -> list[str]:
    """`texts` through the rules (the redactor without the scored rule)."""
    s = rules_only()
    return [s.redact(t) for t in texts]


def real(w: list[float], texts: Sequence[str]) -> dict[float, tuple[int, int, int]]:
    """At each threshold: (texts, texts changed, tokens taken) over redacted `texts`."""
    out = {th: [len(texts), 0, 0] for th in THRESHOLDS}
    for red in texts:
        scores = [score(w, features(red, a, b)) for a, b in candidates(red)]
        for th, row in out.items():
            taken = sum(p >= th for p in scores)
            row[1] += taken > 0
            row[2] += taken
    return {th: (a, b, c) for th, (a, b, c) in out.items()}


def sampled(texts: Sequence[str], every: int = 4) -> list[dict[int, float]]:
    """Negatives from redacted real-log `texts`: one candidate in `every`, in order (the
    same rows on every run). Only the hashed features are kept: the weights are all that
    reaches a file, never a real log's text."""
    out = []
    n = 0
    for red in texts:
        for a, b in candidates(red):
            n += 1
            if n % every == 0:
                out.append(features(red, a, b))
    return out


_ROWS: dict[int, tuple[list[dict[int, float]], list[int]]] = {}


def _set_rows(
    pair: tuple[Sequence[Sample], Sequence[LookAlike]],
) -> tuple[list[dict[int, float]], list[int]]:
    key = id(pair)
    if key not in _ROWS:
        x, y, _, _ = dataset([pair])
        _ROWS[key] = (x, y)
    return _ROWS[key]


def train(
    sets: Sequence[tuple[Sequence[Sample], Sequence[LookAlike]]],
    extra_rows: list[dict[int, float]],
) -> tuple[list[float], int, int]:
    """The weights from `sets` and the negatives `extra_rows`; and the rows, positives."""
    x = list(extra_rows)
    y = [0] * len(x)
    for pair in sets:
        a, b = _set_rows(pair)
        x += a
        y += b
    return fit(x, y), len(y), sum(y)


def ceiling(first: dict[str, list[dict[str, object]]]) -> tuple[int, int]:
    """Of the samples set k leaked at first sight, how many have a candidate over the
    secret in what was stored (under `MODE`), and how many leaked."""
    leaked = [s for s in first["samples"] if s["leaked"]]
    hit = 0
    for smp in leaked:
        sec = str(smp["secret"])
        hit += any(
            sec in t[a:b] or (t.find(sec) >= 0 and a < t.find(sec) + len(sec) and t.find(sec) < b)
            for t in map(str, smp["leaves"])  # type: ignore[call-overload]
            for a, b in candidates(t)
        )
    return hit, len(leaked)


def main(argv: Sequence[str]) -> None:
    if argv[:1] == ["dump"]:
        print(dump(int(argv[1]), Path(argv[2])))
        return
    from bench.secret_negatives import negatives
    from bench.secrets_wide_bench import halves

    flags = set(argv[2:])
    if argv[0] == "weights":  # the rule's own candidates and negatives
        flags |= {"--neg", "--blob", "--key24", "--real-half", "--names", "--passed"}
    MODE["gate"] = "--gate" in flags
    MODE["parts"] = BLOB_PARTS if "--blob" in flags else ()
    MODE["key24"] = "--key24" in flags
    extra = project_texts() + (negatives() if "--neg" in flags else [])
    sets = halves()
    logs = os.environ.get("KENNING_REAL_LOGS")
    real_train: list[str] = []
    real_test: list[str] = []
    if logs and Path(logs).is_dir():
        # the redacted halves are kept beside the dumps (outside the project) for the next run
        cache = Path(argv[1]).parent / "real_redacted.json"
        if cache.is_file():
            a, b = json.loads(cache.read_text(encoding="utf-8"))
        else:
            a, b = (redacted(h) for h in real_halves(Path(logs)))
            cache.write_text(json.dumps([a, b]), encoding="utf-8")
        if "--real-half" in flags:
            real_train, real_test = a, b
        else:
            real_test = a + b
    extra_rows = [f for t in extra for f, _ in _rows(t, None)] + sampled(real_train)
    for pair in sets.values():  # the rows are read once, before the names filter is on
        _set_rows(pair)
    MODE["names"] = "--names" in flags
    MODE["passed"] = "--passed" in flags
    print(f"{len(extra_rows)} negative rows beside the sets", flush=True)
    if argv[0] in ("real", "weights"):
        w, rows, pos = train(list(sets.values()), extra_rows)
        print(f"{rows} rows, {pos} positive")
        weights = {str(i): c for i, c in enumerate(w) if c}
        out = rule._WEIGHTS if argv[0] == "weights" else Path(argv[1]) / "weights.json"
        out.write_text(json.dumps(weights, separators=(",", ":")) + "\n", encoding="utf-8")
        if not real_test:
            print("KENNING_REAL_LOGS is not set to a folder of real logs: no real-log count")
            return
        for th, (n, changed, tokens) in real(w, real_test).items():
            print(f"th {th}: {changed} of {n} texts changed, {tokens} tokens taken", flush=True)
        return
    folder = Path(argv[1])
    table: dict[int, dict[float, dict[str, Any]]] = {}
    for k in FOLDS + tuple(k for k in LATER if (folder / f"first{k}.json").is_file()):
        first = json.loads((folder / f"first{k}.json").read_text(encoding="utf-8"))
        hit, leaked = ceiling(first)
        if argv[0] == "ceiling":
            print(f"fold {k}: a candidate over {hit} of {leaked} leaked secrets", flush=True)
            continue
        before = [v for n, v in sets.items() if _order(n) < k]
        w, rows, pos = train(before, extra_rows)
        table[k] = fold(k, first, w)
        print(f"fold {k}: trained on {len(before)} sets, {rows} rows, {pos} positive, "
              f"ceiling {hit}/{leaked}", flush=True)  # fmt: skip
    if argv[0] == "ceiling":
        return
    (folder / "folds.json").write_text(json.dumps(table), encoding="utf-8")
    _summary(table, FOLDS)
    for k in LATER:
        if k in table:
            _summary(table, (k,))
    if real_test:
        w, rows, pos = train(list(sets.values()), extra_rows)
        for th, (n, changed, tokens) in real(w, real_test).items():
            print(f"real, th {th}: {changed} of {n} texts changed, {tokens} tokens taken")
        taken = [
            (p, red[max(0, a - 40) : a], red[a:b])
            for red in real_test
            for a, b in candidates(red)
            if (p := score(w, features(red, a, b))) >= 0.5
        ]
        (folder / "real_taken.json").write_text(json.dumps(taken), encoding="utf-8")


def _summary(table: dict[int, dict[float, dict[str, Any]]], folds: Sequence[int]) -> None:
    print("folds " + ", ".join(map(str, folds)))
    for th in THRESHOLDS:
        taken = sum(table[k][th]["taken_samples"] for k in folds)
        leaked = sum(table[k][th]["leaked_samples"] for k in folds)
        kinds = sum(table[k][th]["leaked_kinds"] for k in folds)
        left = sum(table[k][th]["kinds_left"] for k in folds)
        added = sum(table[k][th]["added_destroyed"] for k in folds)
        looks = sum(table[k][th]["looks"] for k in folds)
        worst = max(table[k][th]["added_destroyed"] / table[k][th]["looks"] for k in folds)
        print(f"th {th}: kinds leaking {kinds} -> {left}, samples taken {taken}/{leaked}, "
              f"look-alikes destroyed in addition {added}/{looks} ({100 * added / looks:.2f} %, "
              f"worst fold {100 * worst:.2f} %)")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1:])
