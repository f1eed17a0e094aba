"""Round 37 (issue 27): held-out 39's destroyed look-alikes, each kept by what makes it
public, with secrets of the same shapes that must still be taken; then its leaks, each
class written for tools and formats the held-out set does not hold.

Kept: an OpenPGP key's fingerprint under a signing key's name in any printed form (a quoted
item of an environment list, a Dockerfile's list of keys); a sentence in a language no word
list knows, read as a command because of its first word. Values come from a fixed seed:
none is a real key.
"""

from __future__ import annotations

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round37")


def _fingerprint() -> str:
    return V.hex(40).upper()


# == the look-alikes ==


def test_a_fingerprint_under_a_signing_keys_name_is_kept() -> None:
    for _ in range(DRAWS):
        fp, other = _fingerprint(), _fingerprint()
        for text in (
            f'"Env": [\n    "PATH=/usr/local/bin:/usr/bin",\n    "GPG_KEY={fp}",\n'
            '    "LANG=C.UTF-8"\n]',
            f"'GPG_KEY={fp}', 'NODE_VERSION=22.1.0'",
            f"ENV GPG_KEYS {fp} {other}",
            f'ENV NODE_GPG_KEYS="{fp} {other}"',
            f"ENV PGP_FINGERPRINTS {fp}",
            f"gpg --keyserver hkps://keys.openpgp.org --recv-keys {fp}",
        ):
            assert kept(text), text


def test_a_key_in_a_quoted_env_item_is_still_taken() -> None:
    for _ in range(DRAWS):
        password = V.rand(18)
        assert taken(f'"Env": [\n    "DB_PASSWORD={password}",\n    "LANG=C"\n]', password)
        assert taken(f"GPG_PASSPHRASE={password}", password)


def test_a_sentence_in_an_unknown_language_keeps_its_commit() -> None:
    for _ in range(DRAWS):
        sha = V.hex(40)
        for text in (
            f"Commit sing mbusak token iku {sha}",
            f"Commit kang ngganti token yaiku {sha}",
        ):
            assert kept(text), text


def test_a_command_with_a_token_argument_is_still_taken() -> None:
    for _ in range(DRAWS):
        token = V.rand(32)
        assert taken(f"snyk auth {token}", token)
        assert taken(f"Commit sing mbusak token iku {token}", token)
