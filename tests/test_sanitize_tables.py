"""A secret in a table's column that its header names a secret (safety/tables.py).

Pipe tables copied from a dashboard and aligned listings a CLI prints, in forms of
several vendors and tools: the value under `Key`, `Secret`, `Token`, `API key`,
`client_secret` or `Password` is taken; what sits under `Key ID`, `Token name`,
`Fingerprint` or `Created`, a masked value, an environment variable's name in a
key/value table and a prose line with the word `key` are kept. The values are
generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.safety.tables import secret_header

from .fake_values import DRAWS, Values, kept, redact_cpu, taken

V = Values("kenning-tests-tables")


def test_a_header_names_a_secret_column_only_by_a_secret_s_noun() -> None:
    for cell in ("Key", " Secret ", "TOKEN", "API key", "client_secret", "Access Token", "**Key**"):
        assert secret_header(cell), cell
    assert secret_header("Password") and secret_header("token value")
    for cell in ("Key ID", "Token name", "Fingerprint", "Key fingerprint", "Created", "Name"):
        assert not secret_header(cell), cell
    assert not secret_header("Keyboard") and not secret_header("the key is")


def test_a_pipe_table_s_secret_column_is_taken_in_any_vendor_s_form() -> None:
    for _ in range(DRAWS):
        u, h, r = V.uuid(), V.hex(40), V.rand(32)
        for text, secret in (
            (f"| Name | Key | Created |\n|---|---|---|\n| prod | {u} | 2026-10-02 |", u),
            (f"| env | API key | scope |\n| --- | :---: | --- |\n| staging | `{r}` | read |", r),
            (f"|client_id|client_secret|\n|-|-|\n|web-app|{h}|", h),
            (f"  | Label   | Token  |\n  | ci      | {r} |\n", r),
            (f"| user | Password |\n|------|----------|\n| deploy | {r}!9 |", f"{r}!9"),
        ):
            assert taken(text, secret), text


def test_an_aligned_listing_s_secret_column_is_taken() -> None:
    for _ in range(DRAWS):
        sid, r, h = "SK" + V.hex(32), V.rand(32), V.hex(64)
        for text, secret in (
            (
                f"SID                                 Friendly Name  Secret\n"
                f"{sid}  ci             {r}",
                r,
            ),
            (f"NAME          TOKEN{' ' * 60}SCOPE\nci-exporter   {h}  read", h),
            (f"ID    LABEL      API KEY\n42    nightly    {r}\n43    weekly     {r[::-1]}", r),
        ):
            assert taken(text, secret), text


def test_what_a_table_says_about_a_key_is_kept() -> None:
    for _ in range(DRAWS):
        u, h = V.uuid(), V.hex(40)
        for text in (
            f"| Name | Key ID | Created |\n|---|---|---|\n| prod | {u} | 2026-10-02 |",
            f"| Token name | Scope | Last used |\n|---|---|---|\n| ci-{h[:6]} | read | today |",
            f"KEY ID{' ' * 36}FINGERPRINT\n{h}  SHA256:{h[:20]}",
            f"| Key | Value |\n|---|---|\n| NEXT_PUBLIC_API_URL_V2 | https://x.dev/{h[:8]} |",
            "| Name | Key |\n|---|---|\n| prod | sk_live_****************4242 |",
            "| Name | Token |\n|---|---|\n| ci | <your-token-here> |",
        ):
            assert kept(text), text
    assert kept("the key  is in the vault\nand it rotates  every 30 days")


def test_a_table_of_names_and_values_gives_the_value_beside_a_secret_s_name() -> None:
    # a CLI's box of a new credential's parts: the name in the row, the value beside it
    for _ in range(DRAWS):
        ident = "".join(V.random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(16))
        r, s2 = V.rand(40), V.rand(48)
        rule = "+" + "-" * 14 + "+" + "-" * 50 + "+"
        for text, secret in (
            (f"{rule}\n| Key ID       | {ident} |\n| Secret       | {r} |\n{rule}", r),
            (f"| Field | Value |\n|---|---|\n| user | svc-ci |\n| Access Token | `{s2}` |", s2),
            (f"  | Name | ci-bot |\n  | Password | {r}#7 |", f"{r}#7"),
        ):
            assert taken(text, secret), text
        # a row that names a secret beside no value of one, or a value beside no such name
        for text in (
            f"| Field | Value |\n|---|---|\n| Secret | stored in the vault |\n| Id | {ident} |",
            f"| Key | Value |\n|---|---|\n| region | eu-west-3 |\n| Created | {V.uuid()[:8]} |",
            "| Token | *********************** |\n| Secret | <paste it here> |",
        ):
            assert kept(text), text


@pytest.mark.slow
def test_a_table_of_many_rows_is_read_in_linear_time() -> None:
    # four times the rows costs at most six times the CPU (a table read again from each
    # row that holds the word `key`, or a long line from each of its words, would cost
    # sixteen)
    s = default_sanitizer()
    for head, row in (
        ("| key | Key |\n|---|---|\n", "| key | aB3dE7fGh2Jk9aB3dE7f |\n"),
        ("name  key  token\n", "key  aB3dE7fGh2Jk9aB3dE7f  x\n"),
        ("", '{"key": "aB3dE7fGh2Jk9aB3dE7f", "token": 1}, '),  # one long line of many
    ):
        # the best of a few runs each: one pause of the machine (or a collection) in a
        # run is not the rule's cost
        once = redact_cpu(head + row * 500, s, tries=3)
        assert redact_cpu(head + row * 2000, s, tries=3) < 6 * once + 0.05, head


def test_a_header_apart_by_tabs_or_other_blanks_is_still_read() -> None:
    # tables.py settles a line whose only blank is the space and that has no two in a row
    # without reading its cells: a tab or another blank between the cells still counts
    from kenning.daemon.safety.tables import _aligned_columns

    assert _aligned_columns("NAME  SECRET") == [6]
    assert _aligned_columns("NAME\t\tSECRET") == [6]
    assert _aligned_columns("NAME \tSECRET") == [6]
    assert _aligned_columns("NAME\u00a0\u00a0SECRET") == [6]
    assert _aligned_columns("  api_key = os.environ['API_KEY']") == []
    assert _aligned_columns("NAME\tSECRET") == []  # one blank: prose, not columns


def test_the_letters_folded_to_ascii_are_those_re_folds() -> None:
    # a text beyond ASCII is read through its lower case unless it holds one of them
    import re
    import sys

    from kenning.daemon.safety.tables import _FOLDED_TO_ASCII

    letter = re.compile("(?i)[a-z]")
    folded = [chr(i) for i in range(128, sys.maxunicode + 1) if letter.match(chr(i))]
    assert sorted(folded) == sorted(_FOLDED_TO_ASCII)


def test_header_words_beyond_ascii_are_those_of_the_case_folding_pattern() -> None:
    from kenning.daemon.safety.tables import _HEADER_WORD, _header_words

    heads = ("Key", "PASSWORD", "é token", "monkey", "Schlüssel key", "ΚΕΥ key")
    tails = ("", "é", "s", "_", " ſecret", "\u212aey", "\u0130 pwd", "ı token", "KEYé")
    for head in heads:
        for tail in tails:
            for text in (f"{head}{tail}", f"{tail} | {head}  x\n{head}é"):
                want = [m.span() for m in _HEADER_WORD.finditer(text)]
                low = text.lower()
                since = min(
                    (
                        i
                        for g in ("key", "secret", "token", "pass", "pwd")
                        if (i := low.find(g)) >= 0
                    ),
                    default=0,
                )
                assert list(_header_words(text, low, since)) == want, text
