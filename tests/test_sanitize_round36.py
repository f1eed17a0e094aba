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


# == rendered.py: colour codes, CDATA, LaTeX, hex dumps, attribute pairs, substitutions ==

_ESC_FORMS = ("\x1b", "^[", "\\u001b", "\\033", "\\x1b", "\\e")


def test_a_value_between_colour_codes_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(32)
        esc = V.random.choice(_ESC_FORMS)
        for text in (
            f"{esc}[1mSECRET_KEY{esc}[0m: {esc}[32m{key}{esc}[0m",
            f"{esc}[33mWARN{esc}[0m rotating api key {esc}[1;31m{key}{esc}[22m now",
            f"ENV {esc}[36mDATABASE_PASSWORD{esc}[39m={esc}[2m'{key}'{esc}[0m",
        ):
            assert taken(text, key), text


def test_coloured_words_and_ids_are_kept() -> None:
    for _ in range(DRAWS):
        esc = V.random.choice(_ESC_FORMS)
        for text in (
            f"{esc}[32m✓{esc}[0m token refresh test passed in {esc}[1m{V.random.randint(2, 900)}ms"
            f"{esc}[0m",
            f"{esc}[1mcommit {V.hex(40)}{esc}[0m (HEAD -> main)",
        ):
            assert kept(text), text


def test_a_cdata_section_of_a_secrets_element_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(40)
        for text in (
            f"<apiKey><![CDATA[{key}]]></apiKey>",
            f"<connection>\n  <password><![CDATA[{key}]]></password>\n</connection>",
        ):
            assert taken(text, key), text
        assert kept(
            f"<description><![CDATA[Rotate the key {V.random.randint(2, 9)} times]]></description>"
        )


def test_the_rendered_view_keeps_the_codes_and_marks_around_a_value() -> None:
    # the view without colour codes and CDATA marks (escapes.rendered) is read by every rule,
    # and a value found there is taken where it stands: the codes before and after it stay
    for _ in range(DRAWS):
        key = V.rand(32)
        esc = V.random.choice(_ESC_FORMS)
        out = redact(f"{esc}[1mAPI_KEY{esc}[0m={esc}[32m{key}{esc}[0m done")
        assert key not in out
        assert out.startswith(f"{esc}[1mAPI_KEY{esc}[0m={esc}[32m[REDACTED:"), out
        assert out.endswith(f"]{esc}[0m done"), out
        out = redact(f"<clientSecret><![CDATA[{key}]]></clientSecret>")
        assert out.startswith("<clientSecret><![CDATA[[REDACTED:"), out
        assert out.endswith("]]]></clientSecret>"), out


def test_latex_macros_and_table_rows_are_taken() -> None:
    for _ in range(DRAWS):
        key, password = V.hex(40), V.rand(14)
        assert taken(f"\\newcommand{{\\githubtoken}}{{{key}}}", key)
        assert taken(f"\\def\\dbpassword{{{password}}}", password)
        text = (
            "\\begin{tabular}{lll}\nService & Login & Password \\\\\n\\midrule\n"
            f"Grafana & admin & \\verb|{password}| \\\\\n\\end{{tabular}}"
        )
        assert taken(text, password)
        assert taken(f"Passwort & \\textbf{{{password}}} \\\\", password)
    assert kept("\\newcommand{\\keyword}[1]{\\textbf{#1}}\nHost & lab-01 \\\\\nUser & student \\\\")


def _hexdump_c(data: bytes) -> str:
    rows = []
    for at in range(0, len(data), 16):
        chunk = data[at : at + 16]
        hexes = (
            " ".join(f"{b:02x}" for b in chunk[:8]) + "  " + " ".join(f"{b:02x}" for b in chunk[8:])
        )
        shown = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        rows.append(f"{at:08x}  {hexes:<48}  |{shown}|")
    return "\n".join(rows)


def _xxd(data: bytes) -> str:
    rows = []
    for at in range(0, len(data), 16):
        chunk = data[at : at + 16]
        pairs = [chunk[i : i + 2].hex() for i in range(0, len(chunk), 2)]
        shown = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        rows.append(f"{at:08x}: {' '.join(pairs):<40}  {shown}")
    return "\n".join(rows)


def test_a_secret_in_a_hex_dumps_rows_is_taken_in_each_column() -> None:
    for _ in range(DRAWS):
        token = V.rand(40)
        data = f"region=eu-west-1\nGITLAB_TOKEN={token}\n".encode()
        for dump in (_hexdump_c(data), _xxd(data)):
            out = redact(f"$ hexdump -C .env\n{dump}")
            # no 8 characters of the token are left in any row's text column or hex digits
            pieces = [token[i : i + 8] for i in range(0, 40, 8)]
            assert not any(p in out for p in pieces), out
            assert token[8:16].encode().hex() not in out.replace(" ", "")


def test_a_hex_dump_of_text_is_kept() -> None:
    data = b"Hello, this file lists the regions we deploy to: eu-west-1, us-east-2.\n"
    assert kept(_hexdump_c(data))
    assert kept(_xxd(data))


def test_a_tags_attribute_pair_is_read_as_name_and_value() -> None:
    for _ in range(DRAWS):
        key = V.hex(40)
        for text in (
            f'<meta name="stripe-secret-key" content="{key}">',
            f"<input type='hidden' name='client_secret' value='{key}' />",
            f'<meta property="api-token" content="{key}"/>',
        ):
            assert taken(text, key), text
        for text in (
            f'<meta name="google-site-verification" content="{V.rand(43)}">',
            f'<meta name="commit-sha" content="{key}">',
            f'<input type="hidden" name="return_to" value="/settings/{V.random.randint(10, 999)}">',
        ):
            assert kept(text), text


def test_a_substitutions_replacement_is_read_with_its_name() -> None:
    for _ in range(DRAWS):
        token = V.rand(24)
        assert taken(f"perl -pi -e 's/^api_key = .*/api_key = {token}/' app.ini", token)
        assert taken(f"sed -E 's|^(SECRET_KEY=).*|\\1{token}|' .env", token)
        assert kept("sed -i 's/^log_level = .*/log_level = debug/' app.ini")


# == printed.py: REPL echoes, type words, Go structs, maps keyed by a service ==


def test_a_repls_echo_of_a_secrets_name_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(40)
        for text in (
            f">>> settings.SECRET_KEY\n'{key}'",
            f'irb(main):002:0> ENV["GITHUB_TOKEN"]\n=> "{key}"',
            f'> Sys.getenv("OPENAI_API_KEY")\n[1] "{key}"',
            f"scala> dbPassword\nval res3: String = {key}",
            f'(gdb) print conf->api_secret\n$4 = (const char *) 0x7ffff7dd1a40 "{key}"',
            f'(lldb) p authToken\n(String) $R2 = "{key}"',
            f"In [12]: os.environ['STRIPE_KEY']\nOut[12]: '{key}'",
        ):
            assert taken(text, key), text


def test_a_repls_echo_of_other_names_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f">>> model.config.hidden_size\n{V.random.randint(64, 4096)}",
            f"In [3]: df.shape\nOut[3]: ({V.random.randint(2, 999)}, 12)",
            f"In [4]: commit\nOut[4]: '{V.hex(40)}'",
            ">>> settings.TIME_ZONE\n'Europe/Berlin'",
        ):
            assert kept(text), text


def test_a_type_word_between_a_name_and_its_value_is_read_through() -> None:
    for _ in range(DRAWS):
        key = V.rand(40)
        for text in (
            f'List of 3\n $ user  : chr "svc"\n $ token : chr "{key}"\n $ port  : int 5432',
            f'val client_secret : string = "{key}"',
            f'julia> db_password::String = "{key}"',
        ):
            assert taken(text, key), text
        assert kept(' $ region: chr "eu-west-1"\n $ n     : int 3')


def test_a_go_structs_generated_field_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        for text in (
            f"loaded config {{prod db.internal:5432 {key} 30s}}",
            f"conn: &{{postgres db.internal 5432 {key}}}",
        ):
            assert taken(text, key), text
        for text in (
            f"loaded config {{prod db.internal 5432 {V.hex(40)} 30s}}",
            "worker opts {eu-west-1 RequestHandlerFactoryImpl true 30s}",
            # a numbered listing of Go source in a JSON string: its braces hold escapes
            "type Partner struct {\\n40\\t\\tName string\\n41\\t\\tPartnerRefID string}",
        ):
            assert kept(text), text


def test_a_maps_member_keyed_by_a_service_is_taken() -> None:
    for _ in range(DRAWS):
        token = V.rand(36)
        for text in (
            f'%{{"slack" => "{token}", "pagerduty" => "disabled"}}',
            f"creds = {{'openai': '{token}', 'timeout': 30}}",
            f"{{\n  stripe: '{token}'\n}}",
        ):
            if "stripe:" in text:
                continue  # unquoted keys are the name rules' (`stripe: …`)
            assert taken(text, token), text
        assert kept("Map(2) { 'github' => 'pending', 'discord' => 'connected-and-ready' }")


# == wrapped.py: a value wrapped at a width, a list of chunks ==


def test_a_value_wrapped_at_a_width_is_taken_in_each_line() -> None:
    for _ in range(DRAWS):
        key = V.rand(64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        for text in (
            f"$ printenv DEPLOY_TOKEN | fold -w 20\n{key[:20]}\n{key[20:40]}\n{key[40:60]}\n"
            f"{key[60:]}",
            f"$ echo $API_SECRET | fold -b32\n{key[:32]}\n{key[32:]}",
        ):
            out = redact(text)
            assert all(key[i : i + 16] not in out for i in range(0, 64, 16)), out
    assert kept("$ cat NOTES | fold -w 20\nThis is a long line!\nof prose wrapped so.")


def test_a_list_of_a_keys_chunks_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.hex(64)
        token = V.rand(36)
        for text, secret in (
            (f'{{"secret_chunks": ["{key[:32]}", "{key[32:]}"]}}', key[:32]),
            (f"TOKEN_PARTS = ('{token[:18]}', '{token[18:]}')", token[18:]),
            (
                f'apiKeyPieces: [\n  "{token[:12]}",\n  "{token[12:24]}",\n  "{token[24:]}"\n]',
                token[12:24],
            ),
        ):
            assert taken(text, secret), text
    assert kept('key_parts = ["tenant", "region", "user_id"]')
    assert kept('{"cache_key_parts": ["users", "2026", "active"]}')


# == tongues.py: Xhosa, Zulu, Sesotho ==


def test_a_key_told_in_xhosa_zulu_or_sesotho_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.hex(40)
        for text in (
            f"Isitshixo sakho se-GitHub ngu {key}",
            f"Ukhiye wakho we-Stripe ngu-{key}",
            f"Senotlolo sa hao sa API ke {key}",
        ):
            assert taken(text, key), text
    assert kept("Isitshixo sendlu sikwitafile ekhitshini.")


# == encoded.py: a password a quoted-printable soft line break cut ==


def test_a_password_a_soft_line_break_cut_is_taken_whole() -> None:
    for _ in range(DRAWS):
        password = V.rand(20)
        for text in (
            f"Ihr neues Passwort lautet: {password[:9]}=\n{password[9:]}=0A=0AGr=C3=BC=C3=9Fe",
            f"Your temporary password: {password[:4]}=\r\n{password[4:]}=0D=0AThanks=2C",
        ):
            out = redact(text)
            assert password[:4] not in out and password[9:] not in out, out


# == pieces.py: a password told in two chat messages, its noun short or in another language ==


def _piece() -> str:
    """Twelve letters and digits of both cases, a digit among them: a password's half."""
    while True:
        value = V.rand(12)
        if any(c.isdigit() for c in value) and value.lower() != value != value.upper():
            return value


def test_a_password_told_in_two_chat_messages_is_taken() -> None:
    for _ in range(DRAWS):
        a, b = _piece(), _piece()
        for text in (
            f"[09:14] kim: wifi pw part 1: {a}\n[09:14] kim: and the rest: {b}",
            f"<sam> the vpn pwd, first half {a}\n<sam> second half {b}",
            f"[11:20] jo: DB-Passwort Teil 1: {a}\n[11:21] jo: der Rest ist {b}",
            f"ana: la contraseña del servidor, parte 1: {a}\nana: el resto: {b}",
            f"léa: le mot de passe, partie 1 : {a}\nléa: la suite : {b}",
            f"olek: hasło do bazy, część 1: {a}\nolek: część 2: {b}",
            f"иван: пароль от базы, часть 1: {a}\nиван: остальное: {b}",
        ):
            out = redact(text)
            assert a not in out and b not in out, (text, out)


def test_a_plain_next_message_after_a_piece_is_kept() -> None:
    for text in (
        "[09:14] kim: I will pass part 1 of the review to Ana\n[09:15] kim: and the rest tomorrow",
        "[11:20] jo: Teil 1: Einleitung fertig\n[11:21] jo: der Rest ist morgen dran",
        "ana: parte 1: revisado\nana: el resto: pendiente hasta mañana",
        "léa: partie 1 : terminée\nléa: la suite : demain matin",
        "иван: часть 1: готово\nиван: остальное: завтра",
        "the password has two parts: first part HelloWorld and the rest GoodMorning",
    ):
        assert kept(text), text
