"""Held-out 40's text mangled on the way (`bench/secret_kinds_heldout40.py`).

A secret whose text a medium changed before a person pasted it: smart quotes
around it, non-breaking, narrow and zero-width spaces beside or inside it, a
soft hyphen, fullwidth letters and digits, a homoglyph in the NAME beside it
(Cyrillic or Greek letters that look Latin; the value itself is plain), what
OCR made of a screenshot (`0`/`O` and `l`/`1` swapped, a space put in), a
value read aloud and written down (phonetic alphabet, "capital", "dash"), a
value wrapped by a mail client at 72 columns with `>` quoting, quoted several
replies deep, or broken over two lines by a PDF or a terminal. Where the medium
cut the value in two, the secret is its first piece (what a reader keeps).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, digits, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout39_state import gh_token, openai_key, stripe_live
from bench.secret_kinds_heldout40_mail import key32, made_by, url_pw

__all__ = ["MANGLE_KINDS"]

_FULL = {
    c: chr(ord(c) + 0xFEE0)
    for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
}

_NATO = {
    "a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot",
    "g": "golf", "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima",
    "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
    "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "x-ray",
    "y": "yankee", "z": "zulu",
}  # fmt: skip
_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _fullwidth(r: random.Random) -> tuple[str, str]:
    v = "".join(_FULL[c] for c in alnum(r, 28))
    return v, f"ＡＰＩ＿ＫＥＹ＝{v}"


def _fullwidth_value_only(r: random.Random) -> tuple[str, str]:
    v = "".join(_FULL.get(c, c) for c in pw(r, 16))
    return v, f"パスワード：{v}（全角で入力されています）"


def _spoken(r: random.Random) -> tuple[str, str]:
    raw = alnum(r, 10)
    words = []
    for c in raw:
        if c.isdigit():
            words.append(_DIGITS[int(c)])
        elif c.isupper():
            words.append("capital " + _NATO[c.lower()])
        else:
            words.append(_NATO[c])
    said = ", ".join(words)
    return said, f"Call transcript 09:14 — Support: the reset code for the admin account is {said}."


def _spoken_dash(r: random.Random) -> tuple[str, str]:
    parts = [digits(r, 4) for _ in range(4)]
    said = " dash ".join(" ".join(_DIGITS[int(d)] for d in p) for p in parts)
    return said, f"[voicemail transcript] ...so the licence key is {said}, that's all of it, bye"


def _ocr_swap(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    swapped = v.replace("0", "O").replace("l", "1")
    return swapped, f"OCR of screenshot.png:\nSecret Key\n{swapped}\nCopy  Regenerate"


def _ocr_space(r: random.Random) -> tuple[str, str]:
    v = gh_token(r)
    head, tail = v[:26], v[26:]
    return head, f"tesseract output:\nPersonal access token\n{head} {tail}\nExpires on Dec 30 2026"


def _soft_hyphen(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    head, tail = v[:24], v[24:]
    return head, f"Shared secret: {head}\u00ad{tail}"


def _zw_inside(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 44)
    head, tail = v[:26], v[26:]
    return head, f"token={head}\u200b{tail}"


def _wrap72(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 64)
    line = f"> > the rotated signing key, copy it exactly: {v}"
    head = v[: 72 - line.index(v)]
    return head, (
        "On Mon, 30 Nov 2026 at 10:02, Ana <ana@acme.io> wrote:\n> Bo wrote:\n"
        f"{line[:72]}\n> > {line[72:]}\n> > thanks\n\nGot it, deploying now."
    )


MANGLE_KINDS: tuple[Kind, ...] = (
    k("smart_quotes_env_value", "config", "DB_PASSWORD=“{v}”"),
    k("smart_single_quotes_value", "config", "export API_KEY=‘{v}’", value=key32),
    k(
        "smart_quotes_in_pasted_command",
        "cli",
        "curl -u “admin:{v}” https://jenkins.acme.io/api/json",
        value=url_pw,
    ),
    k(
        "guillemets_around_value",
        "prose",
        "Le mot de passe du compte de service est «{v}», à changer lundi.",
    ),
    k(
        "german_quotes_around_value",
        "prose",
        "Das Token lautet „{v}“ und gilt bis Freitag.",
        value=lambda r: alnum(r, 36),
    ),
    k(
        "japanese_corner_brackets_value",
        "prose",
        "APIキーは「{v}」です。",
        value=openai_key,
    ),
    k("nbsp_after_colon", "config", "password:\u00a0{v}"),
    k("nbsp_around_equals", "config", "SECRET_KEY\u00a0=\u00a0{v}", value=lambda r: alnum(r, 50)),
    k("narrow_nbsp_before_value", "prose", "Clé API\u202f: {v}", value=key32),
    k("zero_width_before_value", "config", "token: \u200b{v}", value=gh_token),
    k("zero_width_joiner_after_value", "config", "AUTH_TOKEN={v}\u200d", value=key32),
    k("bom_then_env_line", "config", "\ufeffSTRIPE_KEY={v}\nSTRIPE_MODE=live", value=stripe_live),
    made_by("zero_width_space_inside_value", "form", _zw_inside),
    made_by("soft_hyphen_inside_value", "form", _soft_hyphen),
    made_by("fullwidth_name_and_value", "config", _fullwidth),
    made_by("fullwidth_value_japanese_ime", "prose", _fullwidth_value_only),
    k(
        "fullwidth_equals_colon",
        "config",
        "ACCESS_TOKEN＝{v}",
        value=lambda r: alnum(r, 40),
    ),
    k("ideographic_space_before_value", "prose", "密码：\u3000{v}"),
    k(
        "homoglyph_cyrillic_password_name",
        "config",
        "раsswоrd={v}",
    ),
    k(
        "homoglyph_greek_token_name",
        "config",
        "ΤΟΚΕΝ: {v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "homoglyph_cyrillic_secret_key",
        "config",
        '"ѕесrеt_kеy": "{v}"',
        value=lambda r: alnum(r, 48),
    ),
    k(
        "homoglyph_api_key_header",
        "header",
        "Х-АРΙ-Кеу: {v}",
        value=key32,
    ),
    made_by("ocr_zero_oh_one_ell_swapped", "output", _ocr_swap),
    made_by("ocr_space_inserted_token", "form", _ocr_space),
    k(
        "ocr_password_label_misread",
        "output",
        "OCR result (confidence 0.81):\nPassvvord: {v}\nUsemame: admin",
    ),
    k(
        "ocr_dashboard_screenshot",
        "output",
        "Image text:\nAPI Keys\nName  Key  Created\nprod-backend  {v}  Nov 2, 2026",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
    made_by("spoken_phonetic_alphabet", "prose", _spoken),
    made_by("spoken_digits_dash", "prose", _spoken_dash),
    k(
        "dictated_with_caps_note",
        "prose",
        "Transcribed from the call: password is {v} (he said the letters after the seven are all "
        "capitals)",
    ),
    made_by("mail_wrap_72_quoted", "form", _wrap72),
    k(
        "reply_chain_three_deep",
        "prose",
        "> > > From: Ops\n> > > The bastion's root password is {v}\n> > Can we rotate?\n> Yes, "
        "Friday.\nDone.",
    ),
    k(
        "reply_chain_outlook_style",
        "prose",
        "Done, rotated.\n\n________________________________\nFrom: Priya\nSent: Monday\n"
        "Subject: RE: RE: keys\n\nOld one for the record: {v}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "quoted_reply_gt_token",
        "prose",
        ">> export SLACK_SIGNING_SECRET={v}\n> did you mean to paste that?\nno :(",
        value=lambda r: alnum(r, 32).lower(),
    ),
    cut(
        "pdf_line_broken_no_hyphen",
        "the connection string password is <A>\n<B> and must not be shared",
        lambda r: alnum(r, 40),
        24,
    ),
    cut(
        "terminal_wrapped_at_80",
        "$ cat ~/.config/hub\n  oauth_token: <A>\n<B>",
        lambda r: alnum(r, 70),
        40,
    ),
    cut(
        "mail_client_hard_wrap_url",
        "Sign in here: https://acme.okta.com/login/token/redirect?stateToken=<A>\n<B>",
        lambda r: urlsafe(r, 60),
        20,
    ),
    k(
        "tab_separated_copy_from_table",
        "output",
        "Name\t\tValue\nDB_PASS\t\t{v}\t\t(copied from the admin panel)",
    ),
    k(
        "trailing_whitespace_value",
        "config",
        "client_secret = {v}    \napp_id = {d8}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "windows_crlf_env",
        "config",
        "SMTP_USER=mailer\r\nSMTP_PASS={v}\r\nSMTP_HOST=smtp.acme.io\r\n",
    ),
    k(
        "en_dash_instead_of_hyphen_flag",
        "cli",
        "mysql –u root –p{v} –h db.acme.io",
    ),
    k(
        "em_dash_flag_long",
        "cli",
        "gh auth login —with-token {v}",
        value=gh_token,
    ),
    k(
        "autocorrected_capital_first",
        "prose",
        "Password is {v} — autocorrect capitalised the first letter, the real one starts lower "
        "case.",
    ),
    k(
        "ellipsis_after_value",
        "prose",
        "the key is {v}… or at least that's what the wiki says",
        value=openai_key,
    ),
    k(
        "emoji_around_value",
        "prose",
        "🔐 {v} 🔐 ← staging master key, pinned",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "markdown_escaped_underscores",
        "config",
        "client\\_secret: {v}",
        value=lambda r: alnum(r, 36),
    ),
    k(
        "rtl_mark_around_value",
        "prose",
        "كلمة المرور: \u200e{v}\u200e",
    ),
    k("non_breaking_hyphen_in_header_name", "header", "X\u2011Auth\u2011Token: {v}", value=key32),
)
