"""Round 30 (issue 27): the look-alikes held-out 35 destroyed, each kept by what makes it
public, with secrets of the same shape that must still be taken.

A session's id of a UUID with a time's 13 digits glued after it. Written here for tools
and forms the held-out sets do not hold. Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round30")


# -- a session's id: a UUID and a time ---------------------------------------------------


def test_a_session_id_of_a_uuid_and_a_time_is_kept() -> None:
    for _ in range(DRAWS):
        sid = V.uuid() + str(V.random.randrange(10**12, 10**13))
        for text in (
            f'{{"name": "editor/start", "sessionId": "{sid}", "machineId": "{V.hex(64)}"}}',
            f"session_id: {sid}",
        ):
            assert kept(text), text


def test_a_session_cookie_or_token_of_the_same_form_is_taken() -> None:
    for _ in range(DRAWS):
        sid = V.uuid() + str(V.random.randrange(10**12, 10**13))
        assert taken(f"Cookie: sessionid={sid}", sid)
        assert taken(f"SESSION_TOKEN={sid}", sid)
