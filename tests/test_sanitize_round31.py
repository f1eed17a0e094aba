"""Round 31 (issue 27): the look-alikes held-out 36 destroyed, each kept by what makes it
public, with secrets of the same shapes that must still be taken.

A value docs write where one goes, counted up the hex digits (a PIN's default `123456`, a
token's shape `0123456789abcdef…`, a join token's `abcdef.0123456789abcdef`). Written here
for tools and forms the held-out sets do not hold. Values come from a fixed seed: none is a
real key.
"""

from __future__ import annotations

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round31")
redact = default_sanitizer().redact


# -- a documented example: a counted value -------------------------------------------------


def test_a_counted_value_in_docs_is_kept() -> None:
    for text in (
        "A new Nitrokey's user PIN is 123456 and its admin PIN 12345678.",
        'api_key = "0123456789abcdef0123456789abcdef"',
        "export VAULT_TOKEN=abcdef0123456789abcdef",
        "--auth-token 0123456789abcdef.0123456789",
        "pin: 123456",
    ):
        assert kept(text), text


def test_a_drawn_value_in_the_same_places_is_taken() -> None:
    for _ in range(DRAWS):
        key, pin = V.hex(32), str(V.random.randrange(100000, 1000000))
        if pin in "0123456789":
            continue
        assert taken(f'api_key = "{key}"', key)
        assert taken(f"export VAULT_TOKEN={key}", key)
        assert taken(f"pin: {pin}", pin)
    # a counted run with a drawn part is a value
    tail = V.hex(16)
    assert taken(f"--auth-token abcdef.{tail}", tail)
