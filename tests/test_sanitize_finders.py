"""The rules' finders that try a pattern only where a match can start give `finditer`'s matches.

`forms._qualified_matches` and `sdk_calls._setter_matches` skip the offsets where their
pattern cannot match (issue 28: ingest's CPU). Each is compared here with what the
pattern's own `finditer` gives, on texts drawn from the pieces those patterns read, and on
the cases at their edges.
"""

from __future__ import annotations

import random

import pytest

from kenning.daemon.safety import forms, sdk_calls

#: the pieces the texts are drawn from: the names, brackets, operators, quotes and values
#: the two patterns read, blanks of every kind, word characters beyond ASCII
_PIECES = (
    "key", "Key", "KEY", "token", "secret", "password", "passwd", "psk", "appkey", "api_key",
    "[", "]", "(", ")", " ", "  ", "\t", "\n", "=", ":", '"', "'", "`", "{",
    ".set", ".put", ".assign", ".value", "set", "x", "A1", "é", "$", "ı", "\u00a0",
    "deadbeef", "C1:54:", "0123456789abcdef", "-", ".", "_", "\\x39", "\\071",
    "(MSB)", "[16]", "abcDEF123ghiJKL456", "Zq8Vx2Lm9Tr4Wp7N", "setApiKey", "getToken",
    "my" * 31, "q" * 61,
)  # fmt: skip


def _texts(seed: int, count: int) -> list[str]:
    rnd = random.Random(seed)
    return ["".join(rnd.choice(_PIECES) for _ in range(rnd.randint(1, 40))) for _ in range(count)]


def _found(matches: object) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(m.span(), m.groups()) for m in matches]  # type: ignore[attr-defined]


_EDGES = (
    'LORA_APPKEY[16] = "\\071\\072\\073\\074\\075\\076\\077\\070"',
    "AppKey (MSB): C1:54:AA:0B:12:34:56:78",
    "app_key (hex): C1 54 AA 0B 12 34 56 78",
    "password (admin): Zq8Vx2Lm9Tr4Wp7NxQ",
    f"{'n' * 70}key[1] = Zq8Vx2Lm9Tr4Wp7NxQ",  # a run longer than a name
    f"{'n' * 55}key (x): Zq8Vx2Lm9Tr4Wp7NxQ",
    "9key[1]=Zq8Vx2Lm9Tr4Wp7NxQ key[2]=Aq8Vx2Lm9Tr4Wp7NxQ",
    f"key[1]={'A' * 400}key[2]=Zq8Vx2Lm9Tr4Wp7NxQ",  # a match that ends inside a run
    'apiToken.set("Zq8Vx2Lm9Tr4Wp7N")',
    "client.setApiKey( \"Zq8Vx2Lm9Tr4Wp7N\" ) withAccessToken('Aq8Vx2Lm9Tr4Wp7N')",
    'éapiKey("Zq8Vx2Lm9Tr4Wp7N") $apiKey("Zq8Vx2Lm9Tr4Wp7N") _key.value("Zq8Vx2Lm9Tr4Wp7N")',
    f'{"a" * 62}password("Zq8Vx2Lm9Tr4Wp7N")',
)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_qualified_matches_are_finditers(seed: int) -> None:
    pattern = forms._QUALIFIED
    for text in [*_EDGES, *_texts(seed, 3000)]:
        size = len(text)
        for lo, hi in ((0, size), (min(5, size), max(0, size - 3)), (size // 3, size)):
            assert _found(forms._qualified_matches(text, lo, hi)) == _found(
                pattern.finditer(text, lo, hi)
            ), (text, lo, hi)


@pytest.mark.parametrize("seed", [1, 2])
def test_setter_matches_are_finditers(seed: int) -> None:
    pattern = sdk_calls._SETTER
    for text in [*_EDGES, *_texts(seed, 3000)]:
        assert _found(sdk_calls._setter_matches(text)) == _found(pattern.finditer(text)), text


def test_the_edges_hold_matches() -> None:
    """The edge cases reach the patterns' matches (the comparison above is not of nothing)."""
    qualified = [m for t in _EDGES for m in forms._qualified_matches(t, 0, len(t))]
    setters = [m for t in _EDGES for m in sdk_calls._setter_matches(t)]
    assert len(qualified) >= 6
    assert len(setters) >= 4
