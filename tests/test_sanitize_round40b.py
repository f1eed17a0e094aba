"""Round 40b (issue 27): the older held-out sets' leftovers, each class written for forms
and places the held-out sets do not hold, with look-alikes of the same shapes kept.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round40b")


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

