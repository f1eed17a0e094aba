"""Round 32 (issue 27): the classes of held-out 36's leaked kinds, each taken by class
with look-alikes of the same shapes that must stay.

Written here for tools and forms the held-out sets do not hold. Values come from a fixed
seed: none is a real key.
"""

from __future__ import annotations

import base64

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round32")


def _b64(n: int) -> str:
    return base64.b64encode(V.random.randbytes(n)).decode()


# -- a key printed alone by a command that prints a private key's file or makes a key -----


def test_a_key_printed_by_a_command_on_a_private_key_or_making_one_is_taken() -> None:
    for _ in range(DRAWS):
        key, token = _b64(64), V.rand(40)
        assert taken(f"$ cat ~/.ssh/id_ecdsa\n{key}", key)
        assert taken(f"$ cat /srv/relay/id_rsa\n{key}", key)
        # the last of several commands prints: the first's output went to a file
        assert taken(f"$ umask 077 && openssl rand -base64 32 > k.bin; cat k.bin.key\n{key}", key)
        assert taken(f"$ netbird setup-keys create --reusable\n{token}", token)
        assert taken(f"$ innernet gen-key\n{key}", key)


def test_a_public_key_or_what_another_command_prints_is_kept() -> None:
    for _ in range(DRAWS):
        # the key went to a file; the last command prints something else
        assert kept(f"$ wg genkey > wg.key; git rev-parse HEAD\n{V.hex(40)}")
        assert kept(f"$ cat ~/.ssh/id_ed25519.pub; git rev-parse HEAD\n{V.hex(40)}")
    assert kept("$ tailscale keys create --json\nCreated.")
