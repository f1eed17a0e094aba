"""Round 38 (issue 27): held-out 40's destroyed look-alikes, each kept by what makes it
public, with secrets of the same shapes that must still be taken; then its leaks, each
class written for tools and formats the held-out set does not hold.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round38")


# == the look-alikes (documented.py) ==


def test_a_mail_providers_trace_header_is_kept() -> None:
    for _ in range(DRAWS):
        stamp = V.rand(60)
        for text in (
            f"X-Google-Smtp-Source: AGHT+{stamp}",
            f"X-Gm-Message-State: AOJu0Y{stamp}",
            f"Received: by mx.acme.io\nX-MS-Exchange-Organization-Network-Message-Id: {stamp}",
            f"X-SES-Outgoing: 2026.11.30-{stamp}",
        ):
            assert kept(text), text


def test_a_secret_in_a_header_named_for_it_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(40)
        for text in (f"X-Api-Key: {key}", f"X-Smtp-Auth-Token: {key}", f"X-Mailer-Secret: {key}"):
            assert taken(text, key), text


def test_a_documentation_example_is_kept() -> None:
    for text in (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9l"
        "IiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
        "curl -H 'Authorization: Basic dXNlcjpwYXNz' https://api.acme.io",
        "smtp://user:pass@smtp.example.com:587",
        "amqp://guest:guest@rabbit.example:5672/",
        "postgres://admin:password@db.test/app",
    ):
        assert kept(text), text


def test_real_credentials_in_the_same_shapes_are_taken() -> None:
    import base64

    for _ in range(DRAWS):
        pw = V.rand(14)
        basic = base64.b64encode(f"deploy:{pw}".encode()).decode()
        for text, secret in (
            (f"Authorization: Basic {basic}", basic),
            (f"smtp://mailer:{pw}@smtp.example.com:587", pw),
            (f"smtp://user:{pw}@smtp.acme.io", pw),
        ):
            assert taken(text, secret), text


def test_a_placeholder_in_transit_is_kept() -> None:
    for text in (
        "https://console.acme.io/import?secret=%24%7BAWS_SECRET_ACCESS_KEY%7D",
        "https://acme.io/cb?token=%7B%7B%20token%20%7D%7D",
        "DB_PASSWORD=\u201c<set me>\u201d",
        "export API_KEY=\u2018$API_KEY\u2019",
        "password: \u00ab${DB_PASSWORD}\u00bb",
    ):
        assert kept(text), text
    for _ in range(DRAWS):
        pw = V.rand(16)
        assert taken(f"DB_PASSWORD=\u201c{pw}\u201d", pw)
        assert taken(f"https://acme.io/import?secret={pw}%21", pw)


def test_a_commit_in_a_sentence_about_it_is_kept() -> None:
    for _ in range(DRAWS):
        sha = V.hex(40)
        for text in (
            f"the commit that removed the token from the mail template is {sha}",
            f"The revision that rotated the API key is {sha[:12]}",
        ):
            assert kept(text), text
        for text in (
            f"the deploy token we rotated after the last release is {sha}",
            f"git commit -m rotate && export TOKEN={sha}",
        ):
            assert taken(text, sha), text


def test_the_look_alikes_rules_stay_linear() -> None:
    assert stays_linear("X-Google-Smtp-Source: AGHT+" + "a" * 2000 + "\n" * 10)
    assert stays_linear("the commit is " * 300 + V.hex(40))
    assert stays_linear("DB_PASSWORD=\u201c<set " + "me " * 2000)


# == the leaks ==

# -- text mangled on the way: dashes, odd spaces, fullwidth forms (escapes.typographic) --


def test_a_flags_dash_an_odd_space_and_fullwidth_forms_read_as_ascii() -> None:
    for _ in range(DRAWS):
        pw = V.rand(10) + "*7"
        for text in (
            f"mysql \u2013u root \u2013p{pw} \u2013h db.acme.io",
            f"mongosh \u2014\u2014password {pw} \u2014\u2014host db.acme.io",
            f"mysqldump \u2212u backup \u2212p{pw} shop",
            f"password:\u00a0{pw}",
            f"\u30d1\u30b9\u30ef\u30fc\u30c9\uff1a\u3000{pw}",
            f"\uff30\uff21\uff33\uff33\uff37\uff2f\uff32\uff24\uff1d{pw}",
        ):
            assert taken(text, pw), text


def test_prose_with_dashes_and_wide_text_is_kept() -> None:
    for text in (
        "The build \u2014 after the fix \u2013 passed on every runner.",
        "pages 10\u201312 and \u2212-5 \u00a0 are fine",
        "\u4eca\u65e5\u306f\u3000\u6674\u308c\u3067\u3059\u3002\uff21\uff22\uff23",
    ):
        assert kept(text), text


def test_the_one_for_one_view_stays_linear() -> None:
    assert stays_linear("a \u2013b \u3000c \uff21 " * 2000)


# -- values in markup: numeric entities, escaped XML, inline tags and macros (escapes.py) --


def test_a_value_behind_entities_or_inline_markup_is_taken() -> None:
    for _ in range(DRAWS):
        pw, key = V.rand(12) + "-x", V.rand(32)
        for text, secret in (
            (f"ssh admin&#x3A;{pw}&#x40;10.1.2.3", pw),
            (f"<li>root&#58;{pw}&#64;db.acme.io</li>", pw),
            (f"password&#61;{pw}", pw),
            (f'{{"body": "&lt;auth&gt;&lt;password&gt;{pw}&lt;/password&gt;&lt;/auth&gt;"}}', pw),
            (
                f'<w:r><w:t xml:space="preserve">API key: </w:t></w:r><w:r><w:t>{key}</w:t></w:r>',
                key,
            ),
            (f"<p>Your access token: <code>{key}</code></p>", key),
            (f"<kbd>DB_PASSWORD</kbd>=<kbd>{pw}</kbd>", pw),
            (f"Set the secret to \\verb|{key}| before the run.", key),
            (f"\\item The API token is \\texttt{{{key}}}.", key),
        ):
            assert taken(text, secret), text


def test_markup_around_words_and_public_entities_is_kept() -> None:
    for text in (
        "<p>Use <code>npm install</code> then <b>run</b> the <span>build</span> step.</p>",
        "<td>token</td><td>expires in 3600 s</td>",
        "Caf&#233; &amp; bar &#8211; open &#x27;late&#x27;",
        "\\texttt{make install} builds the \\emph{token} parser",
        "&lt;password&gt;&lt;/password&gt; is left empty on purpose",
    ):
        assert kept(text), text


def test_the_markup_views_stay_linear() -> None:
    assert stays_linear("<span a='b'>x</span>&#58;" * 3000)
    assert stays_linear("\\texttt{" * 3000 + "</t>")
    assert stays_linear("<span " + "a" * 5000 + "</span>")


# -- a mail's transfer encodings: RFC 2047 encoded words, base64 parts (escapes.mail_decoded) --


def _b64(text: str) -> str:
    import base64

    return base64.b64encode(text.encode()).decode()


def test_a_secret_in_an_encoded_word_or_a_base64_part_is_taken() -> None:
    for _ in range(DRAWS):
        pw, token = V.rand(14) + "!9", "ghp_" + V.rand(36)
        body = _b64(f"Hello,\r\nthe new password: {pw}\r\nregards\r\n")
        lines = "\r\n".join(body[i : i + 76] for i in range(0, len(body), 76))
        for text, secret in (
            (f"Subject: =?utf-8?b?{_b64(f'Kennwort: {pw}')}?=", pw),
            (f"Subject: =?ISO-8859-1?Q?Your_password:_{pw}?=", pw),
            (
                "--b1\r\nContent-Type: text/plain; charset=utf-8\r\n"
                f"Content-Transfer-Encoding: base64\r\n\r\n{lines}\r\n--b1--",
                pw,
            ),
            (
                f"Content-Transfer-Encoding: BASE64\n\n{_b64(f'export GITHUB_TOKEN={token}')}\n",
                token,
            ),
        ):
            out = _redacted(text)
            assert secret not in out and "[REDACTED:" in out, text
            decoded_out = _decoded_parts(out)
            assert secret not in decoded_out, text


def _redacted(text: str) -> str:
    from kenning.daemon.safety.sanitize import default_sanitizer

    return default_sanitizer().redact(text)


def _decoded_parts(out: str) -> str:
    """What a reader decodes of the redacted text's base64 runs: none holds the secret."""
    import base64
    import binascii
    import re

    found = []
    for run in re.findall(r"[A-Za-z0-9+/]{8,}={0,2}", out):
        try:
            found.append(base64.b64decode(run + "=" * (-len(run) % 4)).decode("latin-1"))
        except (binascii.Error, ValueError):
            continue
    return "\n".join(found)


def test_plain_encoded_words_and_binary_parts_are_kept() -> None:
    image = _b64("".join(chr(c) for c in range(256)) * 3)
    for text in (
        "Subject: =?utf-8?Q?Caf=C3=A9_ouvert_=C3=A0_9h?= and =?UTF-8?B?SGVsbG8gd29ybGQ=?=",
        "Content-Type: image/png\nContent-Transfer-Encoding: base64\n\n"
        f"{image[:76]}\n{image[76:152]}\n",
        f"From: =?utf-8?b?{_b64('Jürgen Müller')}?= <j@acme.io>",
    ):
        assert kept(text), text


def test_the_mail_view_stays_linear() -> None:
    assert stays_linear("=?utf-8?Q?" + "=C3=A9_" * 120 + "?= " + "x" * 50)
    assert stays_linear("Content-Transfer-Encoding: base64\n\n" + ("QUJD" * 19 + "\n") * 300)


# -- secrets carried in a payload: QR codes, an authenticator's export, base64 text (carried.py)


def test_a_qr_payloads_password_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(12) + ".x9"
        for text in (
            f"WIFI:S:Home Net;T:WEP;P:{pw};;",
            f"zbarimg: QR-Code:WIFI:T:WPA;P:{pw};S:guest;H:true;;",
            f"MECARD:N:Lab;NOTE:wifi password: {pw};;",
            f"MATMSG:TO:ops@acme.io;SUB:door;BODY:the pin {pw};;",
        ):
            assert taken(text, pw), text


def test_a_qr_payload_without_a_password_is_kept() -> None:
    for text in (
        "WIFI:T:nopass;S:Cafe Guest;P:;;",
        "WIFI:T:WPA;S:Office;P:<password>;;",
        "MECARD:N:Doe,John;TEL:+15551234567;EMAIL:j@acme.io;NOTE:password reset on Monday;;",
    ):
        assert kept(text), text


def test_an_authenticators_export_is_taken() -> None:
    for _ in range(DRAWS):
        data = V.rand(40) + "%3D%3D"
        text = f"otpauth-migration://offline?data={data}"
        assert taken(text, data), text


def test_a_base64_blob_of_text_with_a_secret_is_taken() -> None:
    for _ in range(DRAWS):
        pw, token = V.rand(16) + "#1", "npm_" + V.rand(36)
        for plain, secret in (
            (f"DB_HOST=db\nDB_PASSWORD={pw}\n", pw),
            (f"//registry.npmjs.org/:_authToken={token}\n", token),
            (f'{{"auths": 1}}\nsecret_key = {pw}\n', pw),
        ):
            blob = _b64(plain)
            for text in (f"ENV_FILE_B64={blob}", f"  .env: {blob}", f"echo '{blob}' | base64 -d"):
                assert taken(text, blob), (text, secret)


def test_a_base64_blob_of_text_without_a_secret_is_kept() -> None:
    for plain in (
        "Reset your password in the settings page.\n",
        "token: ${NPM_TOKEN}\n",
        "secret sauce recipe: flour, water, salt\n",
    ):
        text = f"NOTE_B64={_b64(plain)}"
        assert kept(text), text


def test_a_base64_signature_with_its_comment_is_kept() -> None:
    for _ in range(DRAWS):
        sig = V.rand(88) + "=="
        for comment in (
            "untrusted comment: signature from tauri secret key",
            "untrusted comment: signature from minisign secret key",
            "untrusted comment: verify with release.pub",
        ):
            blob = _b64(comment + "\n" + sig)
            text = f'"signature": "{blob}"'
            assert kept(text), text


def test_the_carried_rules_stay_linear() -> None:
    assert stays_linear("WIFI:T:WPA;" + "S:a;" * 15 + "P:" + "x" * 399)
    assert stays_linear(("cGFzc3dvcmQ" + "A" * 30 + " ") * 300)
    assert stays_linear("otpauth-migration://offline?" + "a&" * 3000)
