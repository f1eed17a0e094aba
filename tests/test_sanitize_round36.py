"""Round 36 (issue 27): held-out 38's destroyed look-alikes, each kept by what makes it
public, with secrets of the same shapes that must still be taken; then its leaks, each
class written for tools and forms the held-out set does not hold.

Kept: a word a quoted-printable mail's encoding broke; a regular expression's wildcard
and a template's placeholder in a substitution; a key-value store's key under a bare
`key`. Taken: a value shown with colour codes, in a CDATA section, in LaTeX, in a hex
dump's rows or in a markup tag's attribute pair (rendered.py); a REPL's or a debugger's
echo of a named variable, a type word between a name and its value, a field of a Go
struct printed with `%v`, a map's member keyed by a service (printed.py); a value wrapped
at a width or kept as a list of chunks (wrapped.py); a key told in Xhosa, Zulu or
Sesotho (tongues.py). Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round36")
redact = default_sanitizer().redact


def _qp(text: str) -> str:
    """`text` as quoted-printable writes it: each byte beyond ASCII as `=XX`."""
    return "".join(c if c.isascii() else "".join(f"={b:02X}" for b in c.encode()) for c in text)


# == written.py: a word an encoding broke, a pattern or a placeholder, a store's key ==


def test_a_word_a_quoted_printable_encoding_broke_is_kept() -> None:
    for text in (
        _qp("Votre mot de passe a été modifié avec succès."),
        _qp("Tu contraseña caduca pronto; cámbiala en el portal.") + "=20",
        _qp("Ihr Kennwort läuft ab. Klicken Sie hier, um es zu ändern.") + "=20",
        "Das Passwort " + _qp("ändern") + " Sie hier: https://example.com=0A",
        "Your password expi=\nres in three days; reset it from the port=\nal.=20",
        "Ihr Passwort: =\nKennwort" + _qp("änderung") + " erforderlich=0A",
    ):
        assert kept(text), text


def test_a_password_the_encoding_wrapped_is_still_taken() -> None:
    for _ in range(DRAWS):
        password = V.rand(14)
        assert taken(f"Passwort: {password}=0A=0A", password)
        assert taken(f"password={password}", password)
        # a value that only starts like a pattern is a value
        assert taken(f"password=.*{password}", password)


def test_a_substitutions_pattern_and_placeholder_are_kept() -> None:
    for text in (
        "sed -i 's/^api_token = .*$/api_token = %%API_TOKEN%%/' agent.conf",
        "perl -pi -e 's/^(secret_key\\s*=\\s*).*/$1__SECRET_KEY__/' app.ini",
        ":%s/password = .\\+/password = XXXXXXXX/g",
        "(Get-Content app.config) -replace 'password=.*', 'password=__DB_PASSWORD__'",
        'sed -i "s/^DB_PASSWORD=.*/DB_PASSWORD=__DB_PASSWORD__/" .env',
        "sed -i 's/PASSWORD=[^ ]*/PASSWORD=@PASSWORD@/' deploy.sh",
        "gsed -E 's|^(SECRET_KEY=).*|\\1{{ secret_key }}|' .env",
    ):
        assert kept(text), text


def test_a_secret_a_substitution_writes_is_taken() -> None:
    for _ in range(DRAWS):
        password = V.rand(16)
        assert taken(f"sed -i 's/^SMTP_PASSWORD=.*/SMTP_PASSWORD={password}/' .env", password)


def test_a_stores_key_under_a_bare_key_is_kept() -> None:
    for _ in range(DRAWS):
        n = V.random.randint(100000, 99999999)
        for text in (
            f"CacheItem@7a1b [key='order:2026:{n}', hits=3]",
            f"Entry{{key=tenant:acme:user:{n}, version=3}}",
            f"cache.Entry@1f2e3d4c [key=page_views:{n}, ttl=300]",
        ):
            assert kept(text), text


def test_an_entity_tag_in_any_printed_form_is_kept() -> None:
    for _ in range(DRAWS):
        tag = V.hex(32)
        for text in (
            f"acme.blob.Item@7d2e11aa [key=user:{V.random.randint(1000, 9999999)}, etag={tag}]",
            f"ObjectSummary(bucket_name='logs', key='2026/a.gz', e_tag='\"{tag}\"')",
            f'{{"name": "a.png", "etag": "{tag}"}}',
            f'ETag: "{tag}"',
        ):
            assert kept(text), text


def test_a_key_of_a_secret_word_or_random_parts_is_taken() -> None:
    for _ in range(DRAWS):
        code = str(V.random.randint(100000, 999999))
        assert taken(f"key=pin:{code}", code)
        value = V.rand(32)
        assert taken(f"key=user:{value}", value)
