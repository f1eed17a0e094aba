"""The wide secret corpus (bench/secret_kinds_dev.py): structural detection beyond the tables.

The dev half is what the structural rules were tuned on: at most 10 % of its
kinds may leak and no look-alike may be destroyed. The held-out half
(bench/secret_kinds_heldout.py) is measured by `python -m bench secrets_wide`
and not asserted here: it was written after tuning and is never tuned on.
"""

from __future__ import annotations

from bench.secret_kinds_dev import KINDS, LOOK_ALIKES, dev_samples
from bench.secrets_wide_bench import destroyed, kenning_leaks
from kenning.daemon.safety.sanitize import default_sanitizer


def test_the_dev_half_is_big_and_varied() -> None:
    assert len(KINDS) >= 100 and len(LOOK_ALIKES) >= 100
    assert len({k.group for k in KINDS}) == 8


def test_at_most_a_tenth_of_the_dev_kinds_leak() -> None:
    samples = dev_samples()
    leaked = {s.kind for s in kenning_leaks(samples)}
    assert len(leaked) <= len(KINDS) // 10, sorted(leaked)


def test_no_dev_look_alike_is_destroyed() -> None:
    assert [a.text for a in destroyed(LOOK_ALIKES)] == []


def test_redacting_the_dev_half_is_idempotent() -> None:
    s = default_sanitizer()
    for sample in dev_samples(1):
        once = s.redact(sample.text)
        assert s.redact(once) == once
