"""Secrets beyond the tables: how many leak, how many look-alikes are destroyed, per tool.

On the wide corpus (`bench/secret_kinds_dev.py`, the half the rules were tuned
on, and `bench/secret_kinds_heldout.py`, written after tuning and never tuned
on) this measures kenning's sanitizer as ingestion applies it, and, where they
are installed, CredSweeper (`pip install credsweeper`) and Kingfisher (`pip
install kingfisher-bin`; run with `--no-validate`, so it sends nothing
anywhere) on the same texts, one file per sample.

A sample leaks when its secret is still in the stored text; a kind leaks when
any of its samples does. A look-alike is destroyed when it does not come
through unchanged. A scanner catches a sample when one of its findings covers
the secret. Run it alone with `python -m bench.secrets_wide_bench`.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import orjson

from bench.secret_kinds import LookAlike, Sample, place_text
from kenning.daemon.safety.sanitize import Sanitizer, default_sanitizer

__all__ = [
    "credsweeper_caught",
    "destroyed",
    "kenning_leaks",
    "kingfisher_caught",
    "run",
    "scanner_available",
]


def stored(sample: Sample, sanitizer: Sanitizer | None = None) -> str:
    """What kenning stores for `sample` in its place: a command as a tool input, else text."""
    s = sanitizer or default_sanitizer()
    text = place_text(sample.text, sample.place)
    if sample.place == "shell":
        redacted = s.redact_json({"command": text, "description": "run it"})
        return orjson.dumps(redacted).decode() + "\n" + str(redacted)
    if sample.place in ("codex", "edit"):
        call: dict[str, object] = (
            {"command": ["bash", "-lc", text], "workdir": "/repo", "timeout_ms": 120000}
            if sample.place == "codex"
            else {"file_path": "config/app.env", "old_string": "LOG_LEVEL=info", "new_string": text}
        )
        return orjson.dumps(s.redact_json(call)).decode()
    if sample.place == "gemini":
        args = {"file_path": "/repo/notes/setup.md", "content": text}
        return orjson.dumps(s.redact_json(args)).decode()
    if sample.place == "cline":
        diff = f"<<<<<<< SEARCH\nLOG_LEVEL=info\n=======\n{text}\n>>>>>>> REPLACE"
        return orjson.dumps(s.redact_json({"path": "config/app.env", "diff": diff})).decode()
    return s.redact(text)


def _survives(part: str, kept: str) -> bool:
    """Whether `part` of a secret is in `kept`: as written, or as JSON writes it where the
    place stores JSON (a `\\` or a `"` is escaped there)."""
    if part in kept:
        return True
    escaped = orjson.dumps(part).decode()[1:-1]
    return escaped != part and escaped in kept


def kenning_leaks(samples: Sequence[Sample]) -> list[Sample]:
    """The samples whose secret survives redaction. A secret of several lines survives when
    each of its lines does: a place that stores JSON escapes its line ends, aider's marks
    each line (`#### `), so the whole is never found there as one string."""
    out = []
    for sample in samples:
        kept = stored(sample)
        lines = [line for line in sample.secret.splitlines() if line.strip()]
        if all(_survives(line, kept) for line in lines or [sample.secret]):
            out.append(sample)
    return out


def destroyed(look_alikes: Sequence[LookAlike]) -> list[LookAlike]:
    """The look-alikes that redaction changed, in any place."""
    s = default_sanitizer()
    out = []
    for item in look_alikes:
        in_text = all(item.text in s.redact(place_text(item.text, p)) for p in ("output", "chat"))
        if not in_text or s.redact_json({"command": item.text}) != {"command": item.text}:
            out.append(item)
    return out


# -- the other scanners ---------------------------------------------------------------


def _tool(name: str) -> str | None:
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else shutil.which(name)


def scanner_available(name: str) -> bool:
    """Whether `credsweeper` or `kingfisher` can be run here."""
    if name == "credsweeper":
        return _tool("credsweeper") is not None
    return _tool("kingfisher") is not None


_SUFFIX = {
    "shell": ".sh",
    "codex": ".sh",
    "edit": ".env",
    "gemini": ".md",
    "cline": ".env",
    "output": ".txt",
    "config": ".env",
    "aider": ".md",
    "chat": ".md",
}


def _write(samples: Sequence[Sample], folder: Path) -> dict[str, Sample]:
    files = {}
    for i, sample in enumerate(samples):
        path = folder / f"s{i:04d}{_SUFFIX[sample.place]}"
        path.write_text(place_text(sample.text, sample.place), encoding="utf-8")
        files[path.name] = sample
    return files


def credsweeper_caught(samples: Sequence[Sample]) -> list[Sample]:
    """The samples whose secret CredSweeper reports (its default ML threshold)."""
    exe = _tool("credsweeper")
    if exe is None:
        raise RuntimeError("CredSweeper is not installed: pip install credsweeper")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "in"
        folder.mkdir()
        files = _write(samples, folder)
        report = Path(tmp) / "out.json"
        subprocess.run(
            [exe, "--path", str(folder), "--save-json", str(report), "--no-stdout", "--jobs", "1"],
            check=True,
            capture_output=True,
            timeout=1800,
        )
        found = json.loads(report.read_text(encoding="utf-8"))
    caught: dict[str, Sample] = {}
    for finding in found:
        for line in finding.get("line_data_list", []):
            name = Path(line.get("path", "")).name
            sample = files.get(name)
            if sample is not None and _covers(line.get("value") or "", sample.secret):
                caught[name] = sample
    return list(caught.values())


def kingfisher_caught(samples: Sequence[Sample]) -> list[Sample]:
    """The samples whose secret Kingfisher reports (no validation: nothing leaves the machine)."""
    exe = _tool("kingfisher")
    if exe is None:
        raise RuntimeError("Kingfisher is not installed: pip install kingfisher-bin")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "in"
        folder.mkdir()
        files = _write(samples, folder)
        proc = subprocess.run(
            [exe, "scan", str(folder), "--no-validate", "--no-update-check", "--format", "jsonl",
             "--confidence", "low", "-q"],
            capture_output=True,
            text=True,
            timeout=1800,
            env={**os.environ, "NO_COLOR": "1"},
        )  # fmt: skip
        if proc.returncode not in (0, 200, 205):  # 200/205: findings
            raise RuntimeError(f"kingfisher failed ({proc.returncode}): {proc.stderr[-500:]}")
    caught: dict[str, Sample] = {}
    for line in proc.stdout.splitlines():
        if not line.startswith("{"):
            continue
        for name, value in _kingfisher_values(json.loads(line)):
            sample = files.get(name)
            if sample is not None and _covers(value, sample.secret):
                caught[name] = sample
    return list(caught.values())


def _kingfisher_values(record: object) -> list[tuple[str, str]]:
    """(file name, matched value) pairs in one JSON line of Kingfisher's report."""
    out: list[tuple[str, str]] = []
    if isinstance(record, dict):
        finding = record.get("finding")
        if isinstance(finding, dict):
            path = str(finding.get("path") or "")
            value = str(finding.get("snippet") or finding.get("value") or "")
            out.append((Path(path).name, value))
        for v in record.values():
            if isinstance(v, dict | list) and v is not finding:
                out += _kingfisher_values(v)
    elif isinstance(record, list):
        for v in record:
            out += _kingfisher_values(v)
    return out


def _covers(value: str, secret: str) -> bool:
    """A finding's value covers the secret: holds it, or is a long part of it."""
    value = value.strip().strip("'\"")
    return bool(value) and (secret in value or (len(value) >= 8 and value in secret))


# -- the report -------------------------------------------------------------------------


def _pct(part: int, whole: int) -> float:
    return round(100 * part / whole, 1) if whole else 0.0


def report(
    name: str, samples: Sequence[Sample], look_alikes: Sequence[LookAlike]
) -> list[dict[str, object]]:
    """kenning's leaks and destroyed look-alikes on one half, and each scanner beside it."""
    kinds = {s.kind for s in samples}
    t0 = time.process_time()
    leaks = kenning_leaks(samples)
    cpu = time.process_time() - t0
    lost = destroyed(look_alikes)
    leaked_kinds = sorted({s.kind for s in leaks})
    rows: list[dict[str, object]] = [
        {
            "name": f"{name} kenning leak",
            "value": _pct(len(leaked_kinds), len(kinds)),
            "unit": "% kinds",
            "kinds": len(kinds),
            "samples": len(samples),
            "leaked_samples": len(leaks),
            "leaked_sample_pct": _pct(len(leaks), len(samples)),
            "leaked_kinds": ",".join(leaked_kinds),
            "cpu_s": round(cpu, 3),
        },
        {
            "name": f"{name} kenning look-alikes destroyed",
            "value": _pct(len(lost), len(look_alikes)),
            "unit": "%",
            "look_alikes": len(look_alikes),
            "destroyed": " | ".join(a.text[:40] for a in lost),
        },
    ]
    leaked_ids = {id(s) for s in leaks}
    for tool, caught_fn in (("credsweeper", credsweeper_caught), ("kingfisher", kingfisher_caught)):
        if not scanner_available(tool):
            continue
        caught = caught_fn(samples)
        caught_kinds = {s.kind for s in caught}
        missed_by_kenning = sorted({s.kind for s in caught if id(s) in leaked_ids})
        rows.append(
            {
                "name": f"{name} {tool} leak",
                "value": _pct(len(kinds - caught_kinds), len(kinds)),
                "unit": "% kinds",
                "caught_samples": len(caught),
                "kinds_it_catches_that_kenning_leaks": ",".join(missed_by_kenning) or "none",
            }
        )
    return rows


#: which samples of each half CredSweeper and Kingfisher catch: their real output, recorded
#: by `python -m bench.secrets_wide_bench --record` where both are installed, so that
#: tests/test_secrets_wide.py checks kenning against it without installing them
CROSSCHECK = Path(__file__).with_name("secrets_crosscheck.tsv")


@functools.cache
def halves() -> dict[str, tuple[tuple[Sample, ...], tuple[LookAlike, ...]]]:
    """The halves of the wide corpus: dev (tuned on) and the held-out ones, in writing order.

    Made once per process (~2 CPU-s for its 19,000 texts: a test per half asked for all
    of them each time); the same dict each call, which no caller changes."""
    from bench import (
        secret_kinds_dev,
        secret_kinds_dev_look,
        secret_kinds_heldout,
        secret_kinds_heldout2,
        secret_kinds_heldout3,
        secret_kinds_heldout4,
        secret_kinds_heldout5,
        secret_kinds_heldout5_look,
        secret_kinds_heldout6,
        secret_kinds_heldout7,
        secret_kinds_heldout8,
        secret_kinds_heldout9,
        secret_kinds_heldout10,
        secret_kinds_heldout11,
        secret_kinds_heldout12,
        secret_kinds_heldout13,
        secret_kinds_heldout14,
        secret_kinds_heldout15,
        secret_kinds_heldout16,
        secret_kinds_heldout17,
        secret_kinds_heldout18,
        secret_kinds_heldout19,
        secret_kinds_heldout20,
        secret_kinds_heldout21,
        secret_kinds_heldout22,
        secret_kinds_heldout23,
        secret_kinds_heldout24,
        secret_kinds_heldout25,
        secret_kinds_heldout26,
        secret_kinds_heldout27,
        secret_kinds_heldout28,
        secret_kinds_heldout29,
        secret_kinds_heldout30,
        secret_kinds_heldout31,
        secret_kinds_heldout32,
        secret_kinds_heldout33,
        secret_kinds_heldout34,
        secret_kinds_heldout35,
        secret_kinds_heldout36,
        secret_kinds_heldout37,
        secret_kinds_heldout38,
        secret_kinds_heldout39,
        secret_kinds_heldout40,
        secret_kinds_heldout41,
        secret_kinds_heldout42,
        secret_kinds_heldout43,
        secret_kinds_heldout44,
        secret_kinds_heldout45,
        secret_kinds_heldout46,
        secret_kinds_heldout47,
        secret_kinds_heldout48,
        secret_kinds_heldout49,
        secret_kinds_heldout50,
        secret_kinds_heldout51,
    )

    return {
        "dev": (secret_kinds_dev.dev_samples(), secret_kinds_dev_look.LOOK_ALIKES),
        "heldout1": (secret_kinds_heldout.heldout_samples(), secret_kinds_heldout.LOOK_ALIKES),
        "heldout2": (secret_kinds_heldout2.heldout2_samples(), secret_kinds_heldout2.LOOK_ALIKES),
        "heldout3": (secret_kinds_heldout3.heldout3_samples(), secret_kinds_heldout3.LOOK_ALIKES),
        "heldout4": (secret_kinds_heldout4.heldout4_samples(), secret_kinds_heldout4.LOOK_ALIKES),
        "heldout5": (
            secret_kinds_heldout5.heldout5_samples(),
            secret_kinds_heldout5_look.LOOK_ALIKES,
        ),
        "heldout6": (secret_kinds_heldout6.heldout6_samples(), secret_kinds_heldout6.LOOK_ALIKES),
        "heldout7": (secret_kinds_heldout7.heldout7_samples(), secret_kinds_heldout7.LOOK_ALIKES),
        "heldout8": (secret_kinds_heldout8.heldout8_samples(), secret_kinds_heldout8.LOOK_ALIKES),
        "heldout9": (secret_kinds_heldout9.heldout9_samples(), secret_kinds_heldout9.LOOK_ALIKES),
        "heldout10": (
            secret_kinds_heldout10.heldout10_samples(),
            secret_kinds_heldout10.LOOK_ALIKES,
        ),
        "heldout11": (
            secret_kinds_heldout11.heldout11_samples(),
            secret_kinds_heldout11.LOOK_ALIKES,
        ),
        "heldout12": (
            secret_kinds_heldout12.heldout12_samples(),
            secret_kinds_heldout12.LOOK_ALIKES,
        ),
        "heldout13": (
            secret_kinds_heldout13.heldout13_samples(),
            secret_kinds_heldout13.LOOK_ALIKES,
        ),
        "heldout14": (
            secret_kinds_heldout14.heldout14_samples(),
            secret_kinds_heldout14.LOOK_ALIKES,
        ),
        "heldout15": (
            secret_kinds_heldout15.heldout15_samples(),
            secret_kinds_heldout15.LOOK_ALIKES,
        ),
        "heldout16": (
            secret_kinds_heldout16.heldout16_samples(),
            secret_kinds_heldout16.LOOK_ALIKES,
        ),
        "heldout17": (
            secret_kinds_heldout17.heldout17_samples(),
            secret_kinds_heldout17.LOOK_ALIKES,
        ),
        "heldout18": (
            secret_kinds_heldout18.heldout18_samples(),
            secret_kinds_heldout18.LOOK_ALIKES,
        ),
        "heldout19": (
            secret_kinds_heldout19.heldout19_samples(),
            secret_kinds_heldout19.LOOK_ALIKES,
        ),
        "heldout21": (
            secret_kinds_heldout21.heldout21_samples(),
            secret_kinds_heldout21.LOOK_ALIKES,
        ),
        "heldout20": (
            secret_kinds_heldout20.heldout20_samples(),
            secret_kinds_heldout20.LOOK_ALIKES,
        ),
        "heldout22": (
            secret_kinds_heldout22.heldout22_samples(),
            secret_kinds_heldout22.LOOK_ALIKES,
        ),
        "heldout23": (
            secret_kinds_heldout23.heldout23_samples(),
            secret_kinds_heldout23.LOOK_ALIKES,
        ),
        "heldout24": (
            secret_kinds_heldout24.heldout24_samples(),
            secret_kinds_heldout24.LOOK_ALIKES,
        ),
        "heldout25": (
            secret_kinds_heldout25.heldout25_samples(),
            secret_kinds_heldout25.LOOK_ALIKES,
        ),
        "heldout26": (
            secret_kinds_heldout26.heldout26_samples(),
            secret_kinds_heldout26.LOOK_ALIKES,
        ),
        "heldout27": (
            secret_kinds_heldout27.heldout27_samples(),
            secret_kinds_heldout27.LOOK_ALIKES,
        ),
        "heldout28": (
            secret_kinds_heldout28.heldout28_samples(),
            secret_kinds_heldout28.LOOK_ALIKES,
        ),
        "heldout29": (
            secret_kinds_heldout29.heldout29_samples(),
            secret_kinds_heldout29.LOOK_ALIKES,
        ),
        "heldout30": (
            secret_kinds_heldout30.heldout30_samples(),
            secret_kinds_heldout30.LOOK_ALIKES,
        ),
        "heldout31": (
            secret_kinds_heldout31.heldout31_samples(),
            secret_kinds_heldout31.LOOK_ALIKES,
        ),
        "heldout32": (
            secret_kinds_heldout32.heldout32_samples(),
            secret_kinds_heldout32.LOOK_ALIKES,
        ),
        "heldout33": (
            secret_kinds_heldout33.heldout33_samples(),
            secret_kinds_heldout33.LOOK_ALIKES,
        ),
        "heldout34": (
            secret_kinds_heldout34.heldout34_samples(),
            secret_kinds_heldout34.LOOK_ALIKES,
        ),
        "heldout35": (
            secret_kinds_heldout35.heldout35_samples(),
            secret_kinds_heldout35.LOOK_ALIKES,
        ),
        "heldout36": (
            secret_kinds_heldout36.heldout36_samples(),
            secret_kinds_heldout36.LOOK_ALIKES,
        ),
        "heldout37": (
            secret_kinds_heldout37.heldout37_samples(),
            secret_kinds_heldout37.LOOK_ALIKES,
        ),
        "heldout38": (
            secret_kinds_heldout38.heldout38_samples(),
            secret_kinds_heldout38.LOOK_ALIKES,
        ),
        "heldout39": (
            secret_kinds_heldout39.heldout39_samples(),
            secret_kinds_heldout39.LOOK_ALIKES,
        ),
        "heldout40": (
            secret_kinds_heldout40.heldout40_samples(),
            secret_kinds_heldout40.LOOK_ALIKES,
        ),
        "heldout41": (
            secret_kinds_heldout41.heldout41_samples(),
            secret_kinds_heldout41.LOOK_ALIKES,
        ),
        "heldout42": (
            secret_kinds_heldout42.heldout42_samples(),
            secret_kinds_heldout42.LOOK_ALIKES,
        ),
        "heldout43": (
            secret_kinds_heldout43.heldout43_samples(),
            secret_kinds_heldout43.LOOK_ALIKES,
        ),
        "heldout44": (
            secret_kinds_heldout44.heldout44_samples(),
            secret_kinds_heldout44.LOOK_ALIKES,
        ),
        "heldout45": (
            secret_kinds_heldout45.heldout45_samples(),
            secret_kinds_heldout45.LOOK_ALIKES,
        ),
        "heldout46": (
            secret_kinds_heldout46.heldout46_samples(),
            secret_kinds_heldout46.LOOK_ALIKES,
        ),
        "heldout47": (
            secret_kinds_heldout47.heldout47_samples(),
            secret_kinds_heldout47.LOOK_ALIKES,
        ),
        "heldout48": (
            secret_kinds_heldout48.heldout48_samples(),
            secret_kinds_heldout48.LOOK_ALIKES,
        ),
        "heldout49": (
            secret_kinds_heldout49.heldout49_samples(),
            secret_kinds_heldout49.LOOK_ALIKES,
        ),
        "heldout50": (
            secret_kinds_heldout50.heldout50_samples(),
            secret_kinds_heldout50.LOOK_ALIKES,
        ),
        "heldout51": (
            secret_kinds_heldout51.heldout51_samples(),
            secret_kinds_heldout51.LOOK_ALIKES,
        ),
    }


def record(path: Path = CROSSCHECK, only: Sequence[str] = ()) -> int:
    """Write which samples each scanner catches (half, index, kind, tool); returns the rows.

    With `only`, those halves are scanned again and the others' rows kept as recorded (a
    new half is added without running the scanners over the old ones).
    """
    rows = ["half\tindex\tkind\ttool"]
    if only and path.exists():
        rows += [
            line
            for line in path.read_text(encoding="utf-8").splitlines()[1:]
            if line.split("\t", 1)[0] not in only
        ]
    for half, (samples, _) in halves().items():
        if only and half not in only:
            continue
        index = {id(s): i for i, s in enumerate(samples)}
        for tool, caught_fn in (
            ("credsweeper", credsweeper_caught),
            ("kingfisher", kingfisher_caught),
        ):
            for s in sorted(caught_fn(samples), key=lambda s: index[id(s)]):
                rows.append(f"{half}\t{index[id(s)]}\t{s.kind}\t{tool}")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return len(rows) - 1


def recorded(half: str, path: Path = CROSSCHECK) -> list[tuple[int, str, str]]:
    """The recorded (index, kind, tool) of the samples of `half` a scanner caught."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        h, index, kind, tool = line.split("\t")
        if h == half:
            out.append((int(index), kind, tool))
    return out


def run() -> list[dict[str, object]]:
    """Every half: dev, held-out 1 and 2 (each tuned on after one look), held-out 3 (never)."""
    rows: list[dict[str, object]] = []
    for half, (samples, look_alikes) in halves().items():
        rows += report(half, samples, look_alikes)
    return rows


if __name__ == "__main__":
    if sys.argv[1:2] == ["--record"]:
        # `--record` scans every half; `--record heldout5` only the halves named
        total = record(only=sys.argv[2:])
        print(f"{total} samples caught by a scanner, written to {CROSSCHECK.name}")
    else:
        for row in run():
            print(row)
