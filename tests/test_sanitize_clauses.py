"""A credential word and a generated value in one clause (safety/clauses.py, issue 27 round 10).

The values are made here from a seeded generator; the sentences are the project's own.
"""

from __future__ import annotations

import random
import string
import time

import pytest

from kenning.daemon.safety.builtin import BUILTIN_RULES
from kenning.daemon.safety.clauses import CLAUSE_RULES, SHARED_CUES, clause_secrets, flag_secrets
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import stays_linear

S = default_sanitizer()
R = random.Random("clauses")


def _pick(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


HEX64 = _pick("0123456789abcdef", 64)
HEX40 = _pick("0123456789abcdef", 40)
HEX32 = _pick("0123456789abcdef", 32)
UUID = f"{HEX32[:8]}-{HEX32[8:12]}-4{HEX32[13:16]}-a{HEX32[17:20]}-{HEX32[20:32]}"
LOWER26 = "q7vz3k0m9x2w8r4t1p6n5b0c3y"
MIXED40 = _pick(string.ascii_letters + string.digits, 40)
B64_88 = "Vq3/" + _pick(string.ascii_letters + string.digits, 40) + "+9xZ/" + "k" * 0
B64_88 = (B64_88 + _pick(string.ascii_letters + string.digits, 88))[:86] + "=="


def _gone(text: str, secret: str) -> bool:
    out = S.redact(text)
    return secret not in out and "[REDACTED:" in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"could you see why {HEX64} comes back with a 401?", HEX64),
        (f"the call with {LOWER26} is forbidden since this morning", LOWER26),
        (f"RELEASE_SIGNING={HEX64}", HEX64),
        (f"DEPLOY_SECRET=svc-{UUID}", f"svc-{UUID}"),
        (f"my staging key's {MIXED40}, rotate it after the demo", MIXED40),
        (f"トークンは {HEX32} です", HEX32),
        (f"le jeton du robot : {LOWER26}", LOWER26),
        (f'client = Client("{HEX32}")', HEX32),
    ],
    ids=["401", "forbidden", "signing-name", "credential-name", "key-s", "ja", "fr", "client"],
)
def test_generated_value_in_a_clause_with_a_credential_cue_is_redacted(
    text: str, secret: str
) -> None:
    assert _gone(text, secret), S.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        f"the token refresh bug was fixed in commit {HEX40}",
        f"the request id of the failed token call was {UUID}",
        f"the cache key {HEX32} was evicted twice",
        f'"ChannelKey": "{UUID}",',
        f"the secret scanner reported {HEX40} as its run id",
        "password: see 1Password, the staging vault",
        "the password example in the docs reads NewPassword123",
        f"the api key lives in ${{{{ secrets.API_KEY }}}} and {HEX32} is the image digest",
    ],
    ids=[
        "commit",
        "request-id",
        "weak-key-hex",
        "weak-name-uuid",
        "run-id",
        "product",
        "example",
        "digest",
    ],
)
def test_ids_digests_and_names_beside_a_credential_word_are_kept(text: str) -> None:
    # this rule's restraint (an older rule reads `token call was <uuid>` and `key <hex>` on
    # its own: bench/README.md, round 10)
    assert list(clause_secrets(text)) == []


def test_a_short_password_after_its_word_is_redacted_when_it_reads_as_one() -> None:
    pw = "Tr4v%2e1Box9"
    assert _gone(f"the wifi password is {pw} until friday", pw)
    assert _gone(f"{pw} is the admin pass for the router", pw)
    # a version, a slug and a dotted setting after the same words stay
    for text in (
        "the password hashing moved to argon2 in 0.1.0.dev1",
        "password reset lives in 001-register-user-account now",
        "the password field maps to dms.settings.use24HourClock%",
    ):
        assert S.redact(text) == text


def test_a_generated_value_given_to_a_flag_is_redacted() -> None:
    text = f"influx bucket list --org corp -t {B64_88}"
    assert _gone(text, B64_88)
    assert [text[a:b] for a, b in flag_secrets(text)] == [B64_88]


@pytest.mark.parametrize(
    "text",
    [
        f"git log --since 2026-01-01 --format=%H {HEX40}",
        "age -r age1kjt4783g3jz7wrwswd2gpxeqv050xu6studxxp0wtpls4s2suuzdk66ctc -o s.age s.txt",
        f"gh api --paginate --cursor {MIXED40}",
        f"docker run --name web -e MODE=prod --request-id {UUID} nginx",
    ],
    ids=["commit", "age-recipient", "cursor", "request-id"],
)
def test_flags_that_say_what_their_value_is_keep_it(text: str) -> None:
    assert list(flag_secrets(text)) == []
    assert S.redact(text) == text


def test_a_cue_inside_a_path_or_a_marker_is_no_cue() -> None:
    text = f"notes/auth-service/tokens.md\t{HEX40}\t2026-08-06"
    assert list(clause_secrets(text)) == []
    marked = f"[REDACTED:api_key] and {HEX40} came back"
    assert list(clause_secrets(marked)) == []


@pytest.mark.slow
def test_reading_clauses_stays_linear_on_hostile_text() -> None:
    texts = [
        "token " + ("aB3dE7fGh2Jk9aB3dE7fGh2Jk9 " * 20_000),
        ("is aB3dE7fGh2Jk9aB3dE7fGh2Jk9 ") * 20_000,
        "401 " * 50_000 + HEX64,
    ]
    for text in texts:
        start = time.process_time()
        out = S.redact(text)
        assert time.process_time() - start < 10.0
        assert S.redact(out) == out

    # a password's name before each of its values: a hit each, each judged (about a
    # millisecond), so an absolute bound measures the machine (10,000 took 12-14 s); four
    # times the hits (2,000 against 500) must cost under eight times the CPU
    many = ("password " + HEX64 + " ") * 250
    assert stays_linear(many, times=8)
    out = S.redact(many)
    assert S.redact(out) == out


def test_the_shared_cue_words_are_other_rules_gates() -> None:
    # the clause rule reads its cues in the gates the sanitizer's one pass found; the
    # common words are left to the rules that have them as gates, and must stay theirs
    others = {g for r in BUILTIN_RULES if r not in CLAUSE_RULES for g in r.gates}
    assert others >= SHARED_CUES
