"""The wide secret corpus (bench/secret_kinds_*.py): structural detection beyond the tables.

The dev half is what the structural rules were tuned on: at most 5 % of its
kinds may leak, no look-alike may be destroyed, and every dev sample that
CredSweeper or Kingfisher catches is caught by kenning too (their real output,
recorded in bench/secrets_crosscheck.tsv by `python -m bench.secrets_wide_bench
--record`, since neither is installed by CI). The held-out halves are measured by
`python -m bench secrets_wide`, not asserted here: they are never tuned on.
"""

from __future__ import annotations

from bench.secret_kinds_dev import KINDS, LOOK_ALIKES, dev_samples
from bench.secrets_wide_bench import destroyed, halves, kenning_leaks, recorded, stored
from kenning.daemon.safety.sanitize import default_sanitizer

SAMPLES = dev_samples()


def test_the_dev_half_is_big_and_varied() -> None:
    assert len(KINDS) >= 100 and len(LOOK_ALIKES) >= 100
    assert {k.group for k in KINDS} == {
        "cli", "code", "header", "dsn", "key", "form", "prose", "vendor"
    }  # fmt: skip
    assert len({s.secret for s in SAMPLES}) == len(SAMPLES)


def test_every_half_is_a_hundred_kinds_or_more() -> None:
    for name, (samples, look_alikes) in halves().items():
        assert len({s.kind for s in samples}) >= 100, name
        assert len(look_alikes) >= 80, name


def test_at_most_one_dev_kind_in_twenty_leaks() -> None:
    leaked = {s.kind for s in kenning_leaks(SAMPLES)}
    assert len(leaked) <= len(KINDS) // 20, sorted(leaked)


def test_no_dev_look_alike_is_destroyed() -> None:
    assert [a.text for a in destroyed(LOOK_ALIKES)] == []


def test_what_credsweeper_or_kingfisher_catch_kenning_catches() -> None:
    caught = recorded("dev")
    assert {tool for _, _, tool in caught} == {"credsweeper", "kingfisher"}
    assert len({kind for _, kind, _ in caught}) >= 50  # the record is the real, full run
    assert all(SAMPLES[i].kind == kind for i, kind, _ in caught)  # and of these very samples
    missed = sorted(
        {(kind, tool) for i, kind, tool in caught if SAMPLES[i].secret in stored(SAMPLES[i])}
    )
    assert missed == []


def test_redacting_the_dev_half_is_idempotent() -> None:
    s = default_sanitizer()
    for sample in dev_samples(1):
        once = s.redact(sample.text)
        assert s.redact(once) == once
