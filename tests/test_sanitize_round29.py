"""Round 29 (issue 27): the leak classes held-out 34 showed, each written here for other
tools of the same class, with the look-alikes of each that must stay.

A password a tool keeps encrypted in its own wrapper (base64 in braces, a cipher's
prefix). Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round29")

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _cipher_b64(n: int) -> str:
    """Base64 of `n` random bytes, as a tool prints its ciphertext."""
    raw = bytes(V.random.randrange(256) for _ in range(n))
    return base64.b64encode(raw).decode()


# -- a password a tool keeps encrypted in its own wrapper -------------------------------------


def test_base64_in_braces_is_taken_where_tools_write_it() -> None:
    for _ in range(DRAWS):
        c = "{" + _cipher_b64(V.random.choice((24, 32, 33, 48))) + "}"
        for text in (
            # Jenkins' credentials.xml and config.xml keep secrets so
            f"<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n"
            f"  <password>{c}</password>\n</com.cloudbees.plugins.credentials.impl."
            "UsernamePasswordCredentialsImpl>",
            f"<hudson.util.Secret>\n  <secret>{c}</secret>\n</hudson.util.Secret>",
            # a build's deploy step given the encrypted form on its own line
            f"$ ./tool encrypt --password\nEnter password:\n{c}\n",
            f"<privateKeyPassphrase>{c}</privateKeyPassphrase>",
        ):
            assert taken(text, c[1:-1]), text


def test_a_cipher_prefix_before_its_ciphertext_is_taken_under_any_name() -> None:
    for _ in range(DRAWS):
        c = _cipher_b64(V.random.choice((24, 36, 48)))
        h = V.hex(64)
        for text, secret in (
            (f"spring.cloud.config.server.git.passphrase: '{{cipher}}{h}'", h),
            (f"mail.smtp.relay={{cipher}}{c}", c),
            (f"datasource.url.credentials=ENC({c})", c),
            (f"export JASYPT_VALUE='ENC({c})'", c),
        ):
            assert taken(text, secret), text


def test_braces_that_hold_no_ciphertext_stay() -> None:
    for _ in range(DRAWS):
        word = V.rand(20)
        for text in (
            'fmt.Printf("{0} {1}", a, b)',
            f'print(f"{{user_name}} {{{word.lower()}}}")',
            "<div>{children}</div> <td>{row.accessToken}</td>",
            "password: {{ .Values.db.password }} ${env.NEXUS_PASSWORD}",
            "<Guid>{3F2504E0-4F89-11D3-9A0C-0305E82C3301}</Guid>",
            "<items>{itemsForCategory2024}</items>",
            "{ABCDEFGHIJKLMNOP2345}",
            "checksum {" + V.hex(40) + "} and {" + V.hex(32).upper() + "}",
            # base64 of text in braces is data, no cipher's output
            "value = {" + base64.b64encode(b"just a plain sentence here").decode() + "}",
            # Maven's guide's own examples
            "<password>{COQLCE6DU6GtcS5P=}</password>",
            "<master>{jSMOWnoPFgsHVpMvz5VrIt5kRbzGpI8u+9EF1iFQyJQ=}</master>",
            "prices = ENC(table) and {cipher}",
        ):
            assert kept(text), text
