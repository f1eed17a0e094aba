"""One table per class of what stands in a secret's place (issue 27): both judges ask it.

safety/stand_in_tables.py holds the references, the masks and the documented
defaults once. `values.is_placeholder` (inside the rules) takes the part of each
table named `PLACEHOLDER_…`; `stand_ins` (after the rules) takes the whole table.
What only one judge takes is named here, so that a change to it is seen.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety import stand_in_tables as tables
from kenning.daemon.safety.stand_ins import stand_in_value
from kenning.daemon.safety.values import is_placeholder


def test_the_rules_part_of_each_table_is_inside_the_table() -> None:
    # `bw` is the rules' judge's only scheme (Bitwarden's CLI); stand_ins has `bws`
    assert set(tables.PLACEHOLDER_SCHEMES) <= set(tables.MANAGER_SCHEMES)
    assert "bw" not in tables.MANAGER_SCHEMES
    assert set(tables.PATH_SCHEMES) <= set(tables.MANAGER_SCHEMES)
    assert set(tables.PLACEHOLDER_ENV_READERS) <= set(tables.ENV_READERS)
    assert set(tables.PLACEHOLDER_MASKS) <= tables.MASK_WORDS
    assert set(tables.PLACEHOLDER_ASKING + tables.PLACEHOLDER_WORDS) <= tables.ASKING
    joined = {a + b for a, b in tables.PLACEHOLDER_DEFAULTS}
    assert joined - tables.DEFAULTS == {"changethis"}


def _rules_part() -> list[str]:
    values = [f"{scheme}://Private/Postgres/password" for scheme in tables.PLACEHOLDER_SCHEMES]
    values += [f"{reader}/DB_PASSWORD" for reader in tables.PLACEHOLDER_ENV_READERS]
    values += ["%env(DATABASE_PASSWORD)%"]
    values += [w for m in tables.PLACEHOLDER_MASKS for w in (m, m.upper(), m.title())]
    values += [
        a + sep + b
        for a, b in tables.PLACEHOLDER_DEFAULTS
        if (a, b) != ("change", "this")
        for sep in (("",) if a == "hack" else ("", "_", "-"))
    ]
    values += [w for p in tables.PLACEHOLDER_WORDS if len(p) >= 4 for w in (p, p.upper())]
    values += [f"to_be_{w}" for w in tables.PLACEHOLDER_ASKING]
    values += [f"toBe{w.title()}1" for w in tables.PLACEHOLDER_ASKING]
    return values


@pytest.mark.parametrize("value", _rules_part())
def test_both_judges_take_the_rules_part_of_each_table(value: str) -> None:
    assert is_placeholder(value)
    assert stand_in_value(value)


# the rules' judge's own forms: kept apart, since folding them would change what is redacted
RULES_ONLY = [
    "bw://abc123",  # Bitwarden CLI's scheme
    "process.env.API_KEY",  # a `.` after the reader
    "OS.ENVIRON/API_KEY",  # any case
    "%env(1nv4lid-name)%",  # any 80 name characters
    "hack_me",  # `hack me` with a separator
    "set",  # a word asking for a value, short
    "TBD",
    "secret_hidden",  # the rules' own mask
]
# stand_ins' wider forms
STAND_INS_ONLY = [
    "doppler://acme/prd/STRIPE_KEY",
    "env:API_KEY",
    "filtered",
    "WITHHELD",
    "(sensitive value)",
    "minioadmin",
    "replace-with-a-random-string",
]


@pytest.mark.parametrize("value", RULES_ONLY)
def test_the_rules_judge_keeps_its_own_narrower_forms(value: str) -> None:
    assert is_placeholder(value)
    assert not stand_in_value(value)


@pytest.mark.parametrize("value", ["changethis", "testsecret", "demo_password"])
def test_an_asking_word_glued_to_a_filler_is_taken_by_both(value: str) -> None:
    # `change this` joined was the rules' judge's alone; stand_ins reads a word that asks
    # glued to a filler since round 40c (`_joined_words`), so both judges keep it
    assert stand_in_value(value)
    assert is_placeholder("changethis")


@pytest.mark.parametrize("value", STAND_INS_ONLY)
def test_stand_ins_takes_the_whole_table(value: str) -> None:
    assert stand_in_value(value)
    assert not is_placeholder(value)
