"""Round 40b (issue 27): the older held-out sets' leftovers, each class written for forms
and places the held-out sets do not hold, with look-alikes of the same shapes kept.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round40b")
_S = default_sanitizer()


# == a sign-in link's token (sign_in_links.py) ==


def test_a_sign_in_links_token_is_taken() -> None:
    for _ in range(DRAWS):
        token = V.rand(32, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        for text in (
            f"Click to log in: https://app.example.org/l/{token}",
            f"Your magic link https://id.example.net/auth/magic-link?tok={token}&next=%2F",
            f"Accept the invitation at https://team.example.com/invitations/{token}",
            f"adb shell am start -d 'https://go.example.io/signin?k={token}'",
            f"Du wurdest eingeladen (sign-in): https://x.example.de/e/{token}?src=mail",
        ):
            assert taken(text, token), text


def test_a_links_ids_and_links_without_sign_in_words_are_kept() -> None:
    for _ in range(DRAWS):
        doc = V.rand(44)
        for text in (
            f"Sign in to edit https://docs.example.com/document/d/{doc}/edit",
            f"login first, then open https://drive.example.com/open?id={doc}",
            f"Sign in and watch https://video.example.com/watch?v={doc}",
            f"See https://cdn.example.com/assets/{doc}",
            "Log in at https://github.com/login and open https://github.com/org/repo/pull/1234",
            "sign in with https://accounts.example.com/signin/v2/identifier?flowName=GlifWebSignIn",
        ):
            assert kept(text), text


def test_the_sign_in_links_rule_stays_linear() -> None:
    assert stays_linear("sign in: https://a.b/" + "c/" * 3000)
    assert stays_linear("login https://a.b/?" + "t=1&" * 3000)


def test_an_authoritys_tenant_and_a_records_id_are_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f'authority="https://login.example.com/{V.uuid()}",',
            f"Sign in: https://app.example.com/users/{V.uuid()}",
            f"log in and see https://ci.example.com/build/{V.hex(40)}",
        ):
            assert kept(text), text


# == a value broken over two lines at a dash (unbroken.py) ==


def test_a_value_hyphenated_at_a_lines_end_is_taken_whole() -> None:
    for _ in range(DRAWS):
        head, tail = V.rand(22), V.rand(16)
        for text in (
            f"Paste the API token into the settings page: {head}-\n{tail}. It expires in a year.",
            f"The service account's password:\n{head}-\n  {tail}\nchange it after the demo.",
        ):
            out = taken(text, head) and taken(text, tail)
            assert out, text


def _group() -> str:
    """Five capitals and digits, both in it (a licence key's group)."""
    while True:
        g = "".join(V.random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(5))
        if not g.isalpha() and not g.isdigit():
            return g


def test_a_code_in_groups_wrapped_at_a_dash_is_taken_whole() -> None:
    for _ in range(DRAWS):
        groups = [_group() for _ in range(8)]
        first, second = "-".join(groups[:4]), "-".join(groups[4:])
        for text in (
            f"Product key (from the scan):\n{first}\n-{second}\nThank you for your purchase",
            f"License key:\n{first}-\n{second}\n",
        ):
            assert taken(text, first) and taken(text, second), text


def test_hyphenated_words_and_list_items_are_kept() -> None:
    for text in (
        "The build of the docu-\nmentation site runs nightly; see the read-\nme for the steps.",
        "Steps:\n- install the tool\n- run it\n-v prints more",
        "diff --git a/x b/x\n@@ -1,2 +1,2 @@ def main-entry\n-import os\n+import sys\n",
        "commit 3f2a9c1e7b5d4a8f6e0c2b1a9d8e7f6a5b4c3d2e\nAuthor: A Writer <a@example.org>\n\n"
        "    Wrap the long line at eighty columns, the re-\n    mainder on the next one\n",
    ):
        assert kept(text), text


def test_the_unbroken_view_stays_linear() -> None:
    assert stays_linear("ab-\n" * 5000)
    assert stays_linear("a-b\n-c" * 3000)
    assert stays_linear("x" * 20000 + "-\n" + "y" * 20000)


def test_a_pem_blocks_dashes_and_a_token_ending_in_a_dash_stay_apart() -> None:
    for _ in range(DRAWS):
        body = V.hex(32)
        text = f"-----BEGIN OpenVPN Static key V1-----\n{body}\n-----END OpenVPN Static key V1-----"
        out = _S.redact(text)
        assert "BEGIN OpenVPN Static key V1-----\n" in out and body not in out, out
        token = V.rand(30) + "-"
        text = f"got it: {token}\nwhat is wrong?"
        assert _S.redact(text).endswith("\nwhat is wrong?"), text


# == a key's bytes: a typed first item, masked by a constant, hex of a hidden value ==


def test_a_keys_bytes_with_a_typed_first_item_or_masked_by_a_constant_are_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(32)
        codes = [ord(c) for c in key]
        mask = V.random.randrange(129, 255)
        masked = ", ".join(str(c ^ mask) for c in codes)
        typed = ", ".join([f"{codes[0]}u8", *map(str, codes[1:])])
        for text, secret in (
            (f"static SECRET: [u8; 32] = [{typed}];", typed),
            (f"let token = String::from_utf8(vec![{typed}]).unwrap();", typed),
            (f"API_KEY = bytes(b ^ {mask} for b in [{masked}]).decode()", masked),
            (f"const apiKey = [{masked}].map(b => b ^ {mask});", masked),
        ):
            assert taken(text, secret), text


def test_hex_of_a_generated_value_handed_to_a_decoder_is_taken_with_no_name() -> None:
    for _ in range(DRAWS):
        value = V.rand(20, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
        hexed = value.encode().hex()
        for text in (
            f'k = binascii.unhexlify("{hexed}")',
            f"const s = Buffer.from('{hexed}', 'hex').toString();",
            f"$v = hex2bin('{hexed}');",
        ):
            assert taken(text, hexed), text


def test_hex_of_words_or_of_a_digest_and_unnamed_masked_tables_are_kept() -> None:
    words = b"Hello, world! This is only a test message".hex()
    for _ in range(DRAWS):
        digest = V.hex(64)
        table = ", ".join(str(V.random.randrange(128, 256)) for _ in range(20))
        for text in (
            f'msg = bytes.fromhex("{words}")',
            f'expected = bytes.fromhex("{digest}")',
            f"d = binascii.unhexlify('{digest}')  # sha256 of the file",
            f"crc = [x ^ 255 for x in [{table}]]",
        ):
            assert kept(text), text


def test_the_key_bytes_rules_stay_linear() -> None:
    assert stays_linear("k = [" + "106u8, " * 5000 + "]")
    assert stays_linear("x ^ 1 for b in [" * 2000)
    assert stays_linear("unhexlify('" + "41" * 20 + "') " * 500)


# == a key under a bare `value` (valued.py) ==


def _lower_token(n: int) -> str:
    """`n` small letters and digits, a digit every few letters (a lower-case token's body)."""
    return "".join(
        V.random.choice("0123456789" if k % 4 == 3 else "abcdefghijklmnopqrstuvwxyz")
        for k in range(n)
    )


def test_a_key_under_a_bare_value_is_taken() -> None:
    for _ in range(DRAWS):
        lower = "pk_" + _lower_token(30)
        for key in (V.hex(32), V.hex(64), lower):
            for text in (
                f'    "value": "{key}",',
                f"  value: {key}\n",
                f"<entry value='{key}'/>",
            ):
                assert taken(text, key), text


def test_a_commit_a_digest_an_id_or_a_named_value_is_kept() -> None:
    for _ in range(DRAWS):
        h32, h64 = V.hex(32), V.hex(64)
        for text in (
            f'    "value": "{V.hex(40)}",',
            f'    "value": "{V.uuid()}",',
            f'{{"type": "sha256", "value": "{h64}"}}',
            f'{{"name": "BUILD_ID", "value": "{h32}"}}',
            f'- key: checksum\n  value: "{h64}"',
            f'{{"key": "guid:x-request-id", "type": "string", "value": "{h32}"}}',
            f'    "value": "{V.hex(48)}",',
            '    "value": "my_configuration_file_name_for_tests",',
        ):
            assert kept(text), text


def test_the_valued_rule_stays_linear() -> None:
    assert stays_linear('"value": "' * 3000)
    assert stays_linear("value=" + "a" * 20000)


# == a shell array named for credentials, a stub's answer for a secret's call (built.py) ==


def test_a_credentials_arrays_secret_items_are_taken() -> None:
    for _ in range(DRAWS):
        secret = V.rand(19, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
        for text in (
            f'CREDS=("deploy" "{secret}")',
            f"declare -a DB_CREDENTIALS=(admin '{secret}' 5432)",
            f"API_TOKENS+=({secret})",
            f'  PASSWORDS=("{secret}" "{V.rand(14)}")',
        ):
            assert taken(text, secret), text


def test_arrays_of_no_secret_and_a_credentials_arrays_words_are_kept() -> None:
    for text in (
        'SERVERS=("web1.example.org" "web2.example.org")',
        'FILES=("a.txt" "Xk29_ab.txt")',
        'CREDS=("deploy" "admin")',
        "ARGS=(--token-file /run/secrets/token)",
    ):
        assert kept(text), text


def test_a_stubs_answer_for_a_secrets_call_is_taken() -> None:
    for _ in range(DRAWS):
        secret = V.rand(19, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        for text in (
            f'when(vault.read("db/creds")).thenReturn("{secret}");',
            f'given(secrets.getApiKey()).willReturn("{secret}");',
            f'doReturn("{secret}").when(tokenProvider).fetch();',
            f'sinon.stub(client, "getPassword").returns("{secret}");',
            f"mock_store.get_secret.return_value = '{secret}'",
        ):
            assert taken(text, secret), text


def test_a_stubs_answer_for_another_call_is_kept() -> None:
    for _ in range(DRAWS):
        value = V.rand(19)
        for text in (
            f'when(repo.findName(1)).thenReturn("{value}");',
            f'sinon.stub(api, "getUser").returns("{value}");',
            f"mock_repo.get_name.return_value = '{value}'",
        ):
            assert kept(text), text


@pytest.mark.slow
def test_the_built_rules_stay_linear() -> None:
    assert stays_linear("CREDS=(" + "a " * 3000)
    assert stays_linear("when(" * 3000 + ").thenReturn('")
    assert stays_linear("a." * 2500 + "returns('x')")
    assert stays_linear("a." * 2500 + "return_value")
