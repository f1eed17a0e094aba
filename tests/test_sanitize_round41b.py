"""Round 41b (issue 27): the older held-out sets' leftovers (40, 41), each a class of shapes
written for forms and names the held-out sets do not hold, with the look-alikes of each
class that must stay.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import string

import pytest

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round41b")


# == a data- attribute named for a secret (public.py) ==


def test_a_data_attribute_named_for_a_secret_or_a_password_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(28)
        for name in ("data-client-secret", "data-webhook-secret", "data-db-password"):
            assert taken(f'<section {name}="{key}" data-theme="dark"></section>', key), name


def test_a_data_attribute_of_a_site_or_a_widget_key_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f'<div class="captcha" data-sitekey="{V.rand(40)}"></div>',
            f'<span data-key="{V.rand(24)}" data-role="tab"></span>',
            f'<script src="/w.js" data-api-key="{V.rand(32)}"></script>',
        ):
            assert kept(text), text


# == a PKCE verifier (values.py) ==


def test_a_code_verifier_is_taken() -> None:
    for _ in range(DRAWS):
        verifier = V.rand(56, string.ascii_letters + string.digits + "-_")
        for text in (
            f"code_verifier={verifier}",
            f'{{"grant_type": "authorization_code", "codeVerifier": "{verifier}"}}',
            f"PKCE_VERIFIER: {verifier}",
        ):
            assert taken(text, verifier), text


def test_a_code_challenge_and_a_verifier_in_code_are_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f"code_challenge={V.rand(43)}&code_challenge_method=S256",
            "code_verifier = generate_code_verifier()",
            "const codeVerifier = pkce.verifier",
        ):
            assert kept(text), text


# == a compound key's value of letters alone (labelled.py) ==


def test_a_compound_keys_value_of_letters_alone_is_taken() -> None:
    for value in ("QmVtRkHxWpLzNbJcYdGs", "zKwTnBqXhMvRpLdFcJyG", "HqTmZxWkRvNpBjLcDsFy"):
        text = f'PART_KEY_1 = "{value}"\nPART_KEY_2 = "{V.rand(20)}"'
        assert taken(text, value), text


def test_a_compound_keys_value_of_words_is_kept() -> None:
    for text in (
        'SORT_KEY = "CreatedAtDescending"',
        'KEY_LABEL = "ProductionSigningKey"',
        'MODIFIER_KEY = "ShiftControlOption"',
        'KEY_A = "XMLHttpRequestHandler"',
    ):
        assert kept(text), text


# == a constant under a name that says nothing (unnamed.py) ==


def test_a_short_named_constant_of_drawn_characters_is_taken() -> None:
    for _ in range(DRAWS):
        raw = V.rand(20)
        value = f"{raw[:9]}{V.random.choice('_.-')}{raw[9:]}"
        for text in (
            f'private static readonly string _x = "{value}";',
            f'private static final String b = "{value}";',
            f'var c2="{value}";',
            f'const q: string = "{value}";',
        ):
            assert taken(text, value), text


def test_a_short_named_constant_of_words_a_version_or_hex_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            'private static final String a = "com.example.orders.api";',
            'const e = "getUserAccountByEmail";',
            'var t="Content-Security-Policy";',
            f'static readonly string h = "{V.hex(40)}";',
            'let v = "2.14.3-rc.1+build.77";',
            'const n = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";',
        ):
            assert kept(text), text


@pytest.mark.slow
def test_a_long_text_of_short_named_constants_stays_linear() -> None:
    line = 'private static readonly string _k = "' + V.rand(18) + '";\n'
    assert stays_linear(line * 400)


# == user:password@host with no scheme, in markup (positional.py) ==


def test_a_user_and_a_dotted_password_before_a_host_are_taken() -> None:
    for _ in range(DRAWS):
        raw = V.rand(16)
        pw = f"{raw[:7]}.{raw[7:]}"
        for text in (
            f"<td>deploy:{pw}@10.20.3.4</td>",
            f"<td>deploy&#58;{pw}&#64;db.internal</td>",
            f"proxy deploy:{pw}@proxy.corp:3128",
        ):
            assert taken(text, pw), text


def test_a_mailbox_and_a_version_before_an_at_are_kept() -> None:
    for text in (
        '<a href="mailto:Jane.Doe1@example.com">Jane</a>',
        "mailto:Ops.Team2@example.org",
        "<td>node:18.2.0-Slim@registry.example.com</td>",
        "<li>zlib:x64-linux@1.3.1</li>",
    ):
        assert kept(text), text


# == features a random draw holds by chance (the long runs' failures) ==

_B64 = string.ascii_letters + string.digits + "+/"
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def test_a_mixed_case_run_of_xs_in_a_long_drawn_key_is_no_filler() -> None:
    for _ in range(DRAWS):
        key = V.rand(300, _B64)
        key = f"{key[:100]}{V.random.choice(('xXxx', 'XxxX', 'xxXx'))}{key[100:]}"
        assert taken(f"$ cat ~/.config/tool/secret\n{key}", key)


def test_a_filler_of_xs_in_one_case_or_alternating_is_still_a_placeholder() -> None:
    for filler in ("xxxx", "XXXX", "XxXx"):
        assert kept(f'api_key = "sk_live_{filler}{filler}"')


def test_a_drawn_token_that_reads_as_bech32_under_a_private_path_is_taken() -> None:
    for _ in range(DRAWS):
        # small letters and digits whose tail after a `1` holds bech32's characters alone
        token = "".join(V.random.choice("acdefghjk") for _ in range(4)) + "1"
        token += (
            "".join(
                V.random.choice("qpzryxgftvdwsjnkhceual") + V.random.choice("9802345")
                for _ in range(13)
            )
            + "q"
        )
        assert taken(f"https://members.example/private/{token}/feed.xml", token)


def test_a_bech32_address_beside_a_public_word_is_kept() -> None:
    for _ in range(DRAWS):
        data = "".join(V.random.choice(_BECH) for _ in range(38))
        assert kept(f"https://mempool.example/address/bc1q{data}")


def test_a_decoders_name_inside_a_drawn_value_opens_no_decoder() -> None:
    for _ in range(DRAWS):
        tag = f"{V.rand(8, _B64)}{V.random.choice(('lZ85', 'kz85', 'Rascii85'))}{V.rand(8, _B64)}=="
        text = f'{{"iv": "{V.rand(16)}", "auth_tag": "{tag}"}}'
        assert kept(text), text
