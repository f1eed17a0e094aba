"""Round 15's classes (issue 27): what held-out 17 and 18 showed, by place, name and shape.

A short code told after a credential's noun of any trade, a name that says so,
numbered backup codes, words under a secret's name (told.py); each written again in
forms the sets do not hold, each with a look-alike in the same place that must come
through. The values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round15")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid


def _digits(n: int) -> str:
    return "".join(V.random.choice("123456789") for _ in range(n))


# -- told.py -----------------------------------------------------------------------------------


def test_a_code_told_after_a_credential_noun_of_any_trade() -> None:
    for text in (
        "the kiosk's admin PIN for the lobby unit is {v}; reboot after",
        "voicemail passcode was reset to {v}.",
        "Unlock code for the tablet cart -> {v}",
        "el PIN de la tarjeta es {v}",
        "Der Tresor-PIN ist {v}, bitte nicht weitergeben",
        "the supervisor override code on till 3 is {v} - do not share",
    ):
        v = _digits(6)
        assert taken(text.format(v=v), v), text


def test_a_code_right_after_its_noun_in_capitals_or_after_enter() -> None:
    v, w = _digits(4), _digits(6)
    assert taken(f"spare SIM for the modem, PUK {v}", v)
    assert taken(f"Setup -> enter technician passcode {w} -> Network", w)


def test_dashed_words_told_as_a_code() -> None:
    assert taken("the pairing code shown on the hub is amber-walrus-kettle", "amber-walrus-kettle")


def test_numbers_beside_a_credential_noun_that_are_no_code_are_kept() -> None:
    for text in (
        "password length: 1024",
        "the PIN attempts are 3 before lockout",
        "exit code is 1234",
        "order code is 123456",
        "the error code is 4040, see the manual",
        "set pin 1234 high",
        "the SIM PIN is 12:30",
        "the PIN for card 4761 7390 is unknown",
        "enter the password 1234 times",
        "GPIO pin 13 drives the relay",
        "the registration code is invalid",
        "passcode version: 20241",
    ):
        assert kept(text), text


def test_a_code_under_a_name_that_says_so() -> None:
    v, w = _digits(4), _digits(5)
    assert taken(f"register:\n  supervisor_override: {v}\n  footer: Thanks\n", v)
    assert taken(f'{{"voicemailPin": "{w}", "ext": 204}}', w)
    assert kept("config:\n  cache_override: 3600s\n  unlock_after: 1200\n")


def test_numbered_backup_codes_of_one_number() -> None:
    codes = [_digits(8) for _ in range(4)]
    text = "Your recovery codes (keep them offline):\n" + "".join(
        f"{i}) {c}\n" for i, c in enumerate(codes, 1)
    )
    for c in codes:
        assert taken(text, c)
    assert kept("Release checklist:\n 1. 20261129\n 2. 20261130\n")


def test_words_under_a_secret_words_name() -> None:
    words = "walnut cobalt harbor meadow quartz falcon violet ember"
    assert taken(f"Wallet recovery phrase:\n{words}\n", words)
    assert kept("Recovery phrase:\nwrite down the twelve words you see on the screen\n")
