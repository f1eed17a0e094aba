"""The learned scorer (`safety/scored.py`, issue 27): measured, not in the default redactor.

Registered last, it destroyed look-alikes the suite holds (random fixtures, request and
playback ids, an xpub), so `BUILTIN_RULES` leaves it out; the bench trains and measures
it. A generated key after a name no rule knows is taken; the values that look random but
are public (a git sha, a UUID, a digest, a base64 image, a certificate's body, a path,
an identifier) are kept; the same text gives the same output twice. The values are
generated from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety import scored
from kenning.daemon.safety.builtin import BUILTIN_RULES
from kenning.daemon.safety.secret_rules import SpanRule

from .fake_values import DRAWS, Values, kept

V = Values("kenning-tests-scored")
_DRAWS = DRAWS


def _scored_spans(text: str) -> list[tuple[int, int]]:
    return list(scored._scored(text))


def test_the_rule_is_not_in_the_default_redactor_and_opens_only_on_a_run_of_24() -> None:
    rule = scored.SCORED_RULES[0]
    assert rule not in BUILTIN_RULES
    assert isinstance(rule, SpanRule)
    assert rule.kind == "scored_key"
    assert rule.gates == ("@key24",)


def test_a_generated_key_after_an_unusual_name_is_scored() -> None:
    for _ in range(_DRAWS):
        key = V.rand(40)
        for text in (f"zorblax={key}", f"frobnicate --zorblax {key}"):
            at = text.index(key)
            assert (at, at + len(key)) in _scored_spans(text), text


def test_public_values_that_look_random_are_kept() -> None:
    for _ in range(_DRAWS):
        raw = bytes(V.random.getrandbits(8) for _ in range(120))
        image = base64.b64encode(b"\x89PNG\r\n\x1a\n" + raw).decode()
        body = base64.b64encode(raw * 3).decode()
        pem = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
        for text in (
            f"commit {V.hex(40)}",
            f"request {V.uuid()} done",
            f"sha256: {V.hex(64)}",
            f"MessageSid={V.random.choice(('SM', 'MM', 'CA'))}{V.hex(32)}",
            f'<img src="data:image/png;base64,{image}">',
            f"-----BEGIN CERTIFICATE-----\n{pem}\n-----END CERTIFICATE-----",
            "see /home/dev/projects/app/src/components/UserAccountSettingsPanel.tsx",
            "call getUserAccountSettingsForDisplay2 before the render",
        ):
            assert _scored_spans(text) == [], text
            assert kept(text), text


def test_the_same_text_gives_the_same_output_twice() -> None:
    from kenning.daemon.safety.sanitize import default_sanitizer

    s = default_sanitizer()
    for _ in range(_DRAWS):
        text = f"zorblax={V.rand(40)}\nand a note on the build"
        assert s.redact(text) == s.redact(text)
        assert _scored_spans(text) == _scored_spans(text)
