"""Round 11's classes from held-out 12 (issue 27): names apart from their values, short
secrets people state, request headers, a client's first argument, an authorization scope.

A secret's name and its value written apart (safety/pairs.py: a call's two
strings, an object's `"value"` named by a sibling, a CSV column under a
secret's header, a request header on a command line), PINs, recovery codes,
one-time-password seeds and passphrases of words (safety/codes.py), the first
argument of a call that opens a client (clauses.py), and an `Authorization`
credential after a scope of wildcards (shapes.py). Each with the secrets it
must take and the look-alikes in the same place that must come through. The
values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety.codes import code_secrets
from kenning.daemon.safety.pairs import csv_columns
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import Values
from .fake_values import kept as _kept
from .fake_values import taken as _taken

S = default_sanitizer()
V = Values("kenning-tests-round11-stated")
R = V.random
_rand, _hex = V.rand, V.hex


def _b32(n: int) -> str:
    """Lower-case base32 with a digit in each group of four."""
    out = ""
    while len(out) < n:
        group = [R.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(3)] + [R.choice("234567")]
        R.shuffle(group)
        out += "".join(group)
    return out[:n]


def _digits(n: int) -> str:
    return str(R.randrange(10 ** (n - 1), 10**n))


# -- a call's two strings ------------------------------------------------------------------


@pytest.mark.parametrize(
    "layout",
    [
        'iex(2)> System.put_env("MAIL_API_KEY", "{v}")',
        'os.environ.setdefault("DB_PASSWORD", "{v}")',
        "[Environment]::SetEnvironmentVariable('API_TOKEN', '{v}', 'User')",
        'System.setProperty("db.password", "{v}");',
    ],
)
def test_a_value_given_to_a_call_after_a_secrets_name_is_taken(layout: str) -> None:
    v = _rand(24)
    assert _taken(layout.format(v=v), v)


@pytest.mark.parametrize(
    "text",
    [
        'os.environ.setdefault("DB_PASSWORD", "changeme")',
        'config.set("api_key", "${API_KEY}")',
        'System.setProperty("log.level", "DEBUG_VERBOSE_OUTPUT")',
        'headers.get("token", "default")',
    ],
)
def test_a_call_pair_with_no_secret_stays(text: str) -> None:
    assert _kept(text), S.redact(text)


# -- an object's "value" named by a sibling ------------------------------------------------


def test_a_value_beside_a_keys_name_is_taken() -> None:
    v = _rand(64) + "=="
    text = f'[\n  {{\n    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "{v}"\n  }}'

    assert _taken(text, v)


def test_a_value_named_a_secret_by_its_sibling_is_taken() -> None:
    v = _rand(20)
    assert _taken(f'{{"Name": "/prod/db/password", "Type": "SecureString", "Value": "{v}"}}', v)


@pytest.mark.parametrize(
    "text",
    [
        '{"keyName": "key1", "value": "enabled-for-all-users"}',
        '{"name": "LOG_LEVEL", "value": "debug-verbose-mode"}',
        f'{{"name": "build", "value": "{_hex(40)}"}}',
    ],
)
def test_a_value_its_sibling_does_not_name_a_secret_stays(text: str) -> None:
    assert _kept(text), S.redact(text)


# -- a CSV column under a secret's header --------------------------------------------------


def test_the_cells_of_a_secret_column_are_taken() -> None:
    a, b = _rand(48), _rand(48)
    ids = ("o29htrflczco0hfmsfz45hy9", "508usiklnny7ik4ecbeyjor1")
    text = (
        "Name,Client ID,Client Secret,Redirect URI\n"
        f'"Billing",{ids[0]},{a},https://billing.example/callback\n'
        f'"Wiki",{ids[1]},{b},https://wiki.example/oauth\n'
    )
    out = S.redact(text)
    assert a not in out and b not in out
    assert ids[0] in out and ids[1] in out and "https://billing.example/callback" in out


def test_a_tsv_column_and_its_end_at_a_blank_line() -> None:
    a, later = _rand(30), _rand(30)
    text = f"host\tuser\tpassword\ndb1\tbob\t{a}\n\nnotes\tx\t{later}\n"
    spans = [text[s:e] for _, s, e in csv_columns(text, text.lower())]
    assert spans == [a]


def test_a_column_of_placeholders_stays() -> None:
    assert _kept("name,api_key\nprod,<your key>\nstaging,${STAGING_KEY}\n")


# -- a request header on a command line ----------------------------------------------------


def test_a_generated_header_value_is_taken() -> None:
    v = _rand(43) + "="
    assert _taken(f"curl https://mdm.example/api -H 'tenant-code: {v}' -H 'Accept: x/y'", v)


@pytest.mark.parametrize(
    "header",
    ["X-Request-Id", "X-Correlation-Id", "If-None-Match", "Content-Digest", "traceparent"],
)
def test_a_header_whose_name_says_what_it_is_stays(header: str) -> None:
    assert _kept(f"curl https://api.example -H '{header}: {_rand(32)}'")


# -- PINs, recovery codes, OTP seeds, passphrases ------------------------------------------


@pytest.mark.parametrize(
    "layout",
    [
        "ykman piv access change-pin --pin 123456 --new-pin {v}",
        "it asks for the SIM PUK now, mine is {v}",
        "my PIN: {v}",
        "the door PIN is {v}",
    ],
)
def test_a_pin_is_taken(layout: str) -> None:
    v = _digits(8)
    assert _taken(layout.format(v=v), v)


@pytest.mark.parametrize(
    "text",
    [
        "pin the dependency to 1.2.3 and retry",
        "GPIO pin 13 drives the LED; pin 2048 does not exist",
        "the PIN must have 6 digits",
        "spinning up 1234 workers",
    ],
)
def test_what_is_no_pin_stays(text: str) -> None:
    assert _kept(text), S.redact(text)


def test_recovery_codes_are_taken() -> None:
    codes = [f"{_hex(5)}-{_hex(5)}" for _ in range(8)]
    text = "$ cat ~/Downloads/github-recovery-codes.txt\n" + "\n".join(codes)
    out = S.redact(text)
    assert not any(c in out for c in codes)
    assert _taken(f"recovery code {codes[0][:4]}-e0y7-m2z5 worked", f"{codes[0][:4]}-e0y7-m2z5")


def test_grouped_ids_without_a_recovery_word_stay() -> None:
    assert _kept("order ab12c-9f3e1 shipped; ticket 4fd2-9a1b is closed")


def test_an_otp_seed_in_groups_or_printed_alone_is_taken() -> None:
    seed = " ".join(_b32(4) for _ in range(8))
    assert _taken(f"2FA setup: enter this key manually {seed}", seed)
    alone = _b32(64).upper()
    cmd = "$ aws iam create-virtual-mfa-device --bootstrap-method Base32StringSeed"
    assert _taken(f"{cmd}\n{alone}", alone)


def test_groups_of_four_with_no_otp_word_stay() -> None:
    assert _kept("IBAN DE89 3704 0044 0532 0130 00 and words like this that have four")
    assert list(code_secrets("abcd efgh ijkl mnop qrst uvwx", "", {})) == []


def test_a_passphrase_of_dashed_words_is_taken() -> None:
    v = "pigeon-polar-fiddle-otter-falcon"
    assert _taken(f"the vault unlock phrase is {v} — please store it", v)


def test_a_slug_with_no_phrase_word_stays() -> None:
    assert _kept("the branch is fix-the-polar-fiddle-bug")


# -- a client's first argument, an authorization scope -------------------------------------


@pytest.mark.parametrize(
    "layout",
    [
        'client := flags.NewClient("ser.{r22}", flags.WithBaseURL("https://x.example"))',
        "client = Site::Client.new('{h30}')",
    ],
)
def test_a_clients_first_argument_is_taken(layout: str) -> None:
    r22, h30 = _rand(22), _hex(30)
    text = layout.format(r22=r22, h30=h30)
    assert _taken(text, r22 if "{r22}" in layout else h30), S.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        'db = connect("orders_2024_archive_replica", timeout=5)',
        'self.client(user_id="abc", retries=3)',
        f'client = Client("{_hex(20)}")',  # shorter than a key's
    ],
)
def test_a_clients_argument_that_is_no_key_stays(text: str) -> None:
    assert _kept(text), S.redact(text)


def test_an_authorization_credential_after_a_wildcard_scope_is_taken() -> None:
    v = _hex(64)
    assert _taken(f"curl https://flags.example -H 'Authorization: *:*.{v}'", v)
    assert _taken(f"Authorization: *:development.{v}", v)
    assert _kept("Authorization: ****************")
