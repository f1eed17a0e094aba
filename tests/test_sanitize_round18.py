"""Round 18's classes (issue 27): the shapes held-out 22 showed, each written as its class.

Precision: an object's id under its noun's prefix (`price_…`, `dpl_…`, `file-…`) and a
password manager's name are no secrets. Recall: a secret's name with its encoding's
suffix (`_B32`, `Base64`, `Value`), a password told in Arabic or Hebrew, a one-time code
told in a sentence, a value read out with its letters' case, a value spelled out with
dashes, dots or commas, a key told in groups, a key joined from a template's parts, a hex
key given to a class built, a key given to a short password flag (forms.py, split.py,
codes.py, cli_args.py, references.py). Each is written again in forms and languages the
set does not hold, each with a look-alike in the same place that must come through. The
values are generated here from a fixed seed: none is a real key. Each `_check_…` takes
its values from `v`, so that it can be run on many draws.
"""

from __future__ import annotations

import base64

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round18")

_SMALL = {"small", "lower", "lowercase", "little"}
_SYMBOLS = {"at": "@", "hash": "#", "dollar": "$", "star": "*", "percent": "%", "plus": "+"}
_DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


# -- precision: objects' ids, secret stores ----------------------------------------------------


def _check_object_ids_are_kept(v: Values) -> None:
    for form in (
        "STRIPE_PRICE_PRO=price_{b}",
        '{{"id": "price_{b}", "object": "price"}}',
        "Inspect: https://vercel.com/acme/web/dpl_{b}",
        "the deployment dpl_{b} is ready",
        "uploaded: file-{b}",
        "client.files.retrieve('file-{b}')",
        "| msg_{b} | done |",
        "run = client.beta.threads.runs.retrieve(thread_id='thread_{b}', run_id='run_{b}')",
        "asst_{b} answered in thread_{b}",
        "order_id: order_{b}",
        "PADDLE_PRICE=pri_{b}",
    ):
        text = form.format(b=v.rand(24))
        assert kept(text), text


def test_an_objects_id_under_its_nouns_prefix_is_kept() -> None:
    _check_object_ids_are_kept(V)


def _check_keys_with_an_objects_noun_and_a_secrets_part_are_taken(v: Values) -> None:
    for form in (
        "Authorization: prj_live_sk_{h}",
        "curl -H 'X-Api-Key: user_token_{b}' https://api.example.test",
        "const resend = new Resend('re_{c}_{b}');",
    ):
        secret = form.split("{")[0].split()[-1].split("'")[-1]
        value = form.format(h=v.hex(40), b=v.rand(32), c=v.rand(8))
        body = value.split(secret, 1)[1][:20]
        assert taken(value, body), value


def test_a_key_whose_prefix_also_says_a_secret_is_taken() -> None:
    _check_keys_with_an_objects_noun_and_a_secrets_part_are_taken(V)


def test_a_password_manager_named_where_a_password_is_kept_stays() -> None:
    for text in (
        "a senha do banco está no 1Password, cofre Dev",
        "la contraseña está en 1Password",
        "das Passwort liegt im 1Password",
        "the password is in 1Password",
        "password: 1Password (vault: Ops)",
        "كلمة المرور محفوظة في 1Password",
    ):
        assert kept(text), text


def test_a_password_managers_name_with_a_case_ending_or_a_joined_preposition_stays() -> None:
    for text in (
        "heslo je v 1Passwordu, v trezoru Dev",  # Czech: a case ending
        "hasło jest w Bitwardenie",  # Polish
        "heslo je v LastPasse",  # Slovak
        "הסיסמה שמורה ב-Bitwarden",  # Hebrew: a preposition joined by a dash
        "הסיסמה נמצאת ב-1Password",
    ):
        assert kept(text), text


def test_a_password_that_starts_with_a_managers_name_is_still_taken() -> None:
    for text, secret in (
        ("heslo je 1Password2024x", "1Password2024x"),
        ("the password is Bitwarden-9fQ2xLm", "Bitwarden-9fQ2xLm"),
        ("password: LastPassword77", "LastPassword77"),
    ):
        assert taken(text, secret), text


# -- a secret's name with its encoding's suffix ------------------------------------------------


def _check_a_secrets_name_with_its_encoding(v: Values) -> None:
    b32 = "".join(v.random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(22)) + "7Q"
    b64 = v.rand(28)
    for text, secret in (
        (f"DB_PASS_B32={b32}  # base32 -d to get the password", b32),
        (f'ADMIN_PASSWORD_BASE32: "{b32}"', b32),
        (f'apiKeyBase64: "{b64}"', b64),
        (f'{{"password_b64": "{b64}"}}', b64),
        (f"AccessKeyValue: {v.uuid()}", None),
        (f'$secretValue = "{b64}"', b64),
    ):
        secret = secret or text.split(": ", 1)[1]
        assert taken(text, secret), text


def test_a_secrets_name_with_its_encodings_suffix_is_taken() -> None:
    _check_a_secrets_name_with_its_encoding(V)


def _check_base32_handed_to_a_decoder(v: Values) -> None:
    for form in (
        "echo {b} | base32 -d",
        'import base64; pw = base64.b32decode("{b}")',
        'pw, _ := base32.StdEncoding.DecodeString("{b}")',
    ):
        raw = v.rand(15).encode()
        b = base64.b32encode(raw).decode()
        text = form.format(b=b)
        assert taken(text, b), text


def test_base32_handed_to_a_decoder_is_taken() -> None:
    _check_base32_handed_to_a_decoder(V)


def test_base32_of_words_handed_to_a_decoder_is_kept() -> None:
    for words in (b"hello world", b"release notes", b"test"):
        text = f"echo {base64.b32encode(words).decode()} | base32 -d"
        assert kept(text), text


def test_a_public_or_lookup_name_with_an_encodings_suffix_is_kept() -> None:
    for text in (
        "PUBLIC_KEY_B64=MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=",
        "cache_key_hex = 9f86d081884c7d659a2feaa0c55ad015",
        "token_hex = secrets.token_hex(32)",
        "key_value: 42",
        "sort_key_value: 2026-11-29",
    ):
        assert kept(text), text


# -- a password told in Arabic or Hebrew -----------------------------------------------------


def _check_a_password_told_in_arabic_or_hebrew(v: Values) -> None:
    for form in (
        "كلمة مرور لوحة التحكم هي {s}",
        "كلمة السر للخادم هي {s}",
        "كلمة المرور: {s}",
        "הסיסמה של השרת היא {s}",
    ):
        s = v.rand(20)
        assert taken(form.format(s=s), s), form


def test_a_password_told_in_arabic_or_hebrew_is_taken() -> None:
    _check_a_password_told_in_arabic_or_hebrew(V)


def test_arabic_words_after_a_password_are_kept() -> None:
    for text in ("كلمة مرور لوحة التحكم هي نفسها", "كلمة السر قديمة، غيّرها من فضلك"):
        assert kept(text), text


# -- a one-time code told in a sentence ------------------------------------------------------


def _check_a_one_time_code(v: Values) -> None:
    for form in (
        "your verification code is {c}, it says valid 10 minutes, can you log in with it",
        "OTP: {c}",
        "the 2FA code from my phone: {c}",
        "el código de verificación es {c}",
        "Ihr Bestätigungscode lautet {c}.",
        "got the SMS code {c} just now",
    ):
        c = "".join(v.random.choice("0123456789") for _ in range(6))
        text = form.format(c=c)
        assert taken(text, c), text


def test_a_one_time_code_told_in_a_sentence_is_taken() -> None:
    _check_a_one_time_code(V)


def test_numbers_beside_a_codes_words_that_are_no_code_are_kept() -> None:
    for text in (
        "the verification code expires in 3600 seconds",
        "error code 4012 on login",
        "OTP length is 6 digits",
        "mfa 2fa otp toggles in PR 4521",
        "the sms code step retries 3 times",
    ):
        assert kept(text), text


# -- a value read out with its letters' case, or spelled with dashes, dots, commas ---------------


def _spoken(v: Values, n: int = 12) -> str:
    words = []
    for i in range(n):
        kind = i % 3 if i < n - 2 else 2
        c = v.random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ")
        if kind == 0:
            words.append(f"capital {c}")
        elif kind == 1:
            words.append(f"{v.random.choice(sorted(_SMALL))} {c.lower()}")
        else:
            words.append(v.random.choice(_DIGIT_WORDS + sorted(_SYMBOLS)))
    return " ".join(words)


def _check_a_value_read_out_with_its_case(v: Values) -> None:
    for form in (
        "reading it out from the sticker on the router: {s}",
        "the wifi password is {s}",
        "ok so it's {s}, got it?",
    ):
        s = _spoken(v)
        text = form.format(s=s)
        assert taken(text, s), text


def test_a_value_read_out_with_its_letters_case_is_taken() -> None:
    _check_a_value_read_out_with_its_case(V)


def test_case_words_in_prose_are_kept() -> None:
    for text in (
        "the capital of France is Paris at nine and a small fee",
        "Meet at capital one at nine, small team of four at dot",
        "use a capital letter and a small one, at least eight",
    ):
        assert kept(text), text


def _check_a_value_spelled_out(v: Values) -> None:
    for form, sep in (
        ("spelled out so you don't misread it: {s}", "-"),
        ("let me spell the key for you: {s}", ", "),
        ("letter by letter the token is {s}", "."),
    ):
        s = sep.join(v.rand(14))
        text = form.format(s=s)
        assert taken(text, s), text


def test_a_value_spelled_out_with_dashes_dots_or_commas_is_taken() -> None:
    _check_a_value_spelled_out(V)


def test_spelled_runs_that_are_no_code_are_kept() -> None:
    for text in (
        "spelled out: the build tag is 4.1.9.0.2.7.3.5",
        "how do you spell it? a-b-c-d-e-f-g-h",
        "spell check: e.g. i.e. a.k.a.",
    ):
        assert kept(text), text


# -- a key told in groups, a key joined from a template's parts --------------------------------


def _check_a_key_told_in_groups(v: Values) -> None:
    for form, size, sep in (
        ("the license/api key shown in the dashboard: {s}", 4, " "),
        ('token = "{s}"', 4, "-"),
        ("the secret is {s}", 4, "."),
        ("Lizenzschlüssel / license key: {s}", 5, " "),
    ):
        raw = v.rand(size * 6)
        s = sep.join(raw[i : i + size] for i in range(0, len(raw), size))
        text = form.format(s=s)
        assert taken(text, s), text


def test_a_key_told_in_groups_is_taken() -> None:
    _check_a_key_told_in_groups(V)


def test_groups_that_are_no_key_are_kept() -> None:
    for text in (
        "key fingerprint: 3AA5 C343 7120 5C45 8F3B 2E6A",
        "my API key: 4111 1111 1111 1111",
        "Windows product key: ABCDE-FGHIJ-KLMNO-PQRST-UVWXY",
        "the key is in the top drawer next to the blue box",
        "token count: 1024 2048 4096 8192",
    ):
        assert kept(text), text


def _check_a_key_joined_from_a_templates_parts(v: Values) -> None:
    for form in (
        "const K1 = '{a}';\nconst key = `${{K1}}{b}`;",
        'k1 = "{a}"\nAPI_KEY = k1 + "{b}"',
        "part = '{a}'\nsecret_token = f\"{{part}}{b}\"",
        'local half = "{a}"\nlocal api_key = half .. "{b}"',
        # two variables joined, at a line's start or as a call's keyword argument (round 43)
        "p1 = '{a}'\np2 = '{b}'\nDB_PASSWORD = p1 + p2",
        "In [2]: x = '{a}'\n\nIn [3]: y = '{b}'\n\nIn [4]: db = connect(host='h', password=x + y)",
    ):
        a, b = v.rand(16), v.rand(16)
        text = form.format(a=a, b=b)
        assert taken(text, a) and taken(text, b), text


def test_a_key_joined_from_a_templates_parts_is_taken() -> None:
    _check_a_key_joined_from_a_templates_parts(V)


def test_templates_that_join_no_key_are_kept() -> None:
    for text in (
        "const base = 'https://api.example.com';\nconst url = `${base}/v1/users`;",
        "const prefix = 'user';\nconst cacheKey = `${prefix}_${userId}`;",
        "name = 'release-notes'\nkey = name + '.md'",
        "first = 'release'\nsecond = 'notes2026'\nrender(title=first + second, key=None)",
        "a = 'alpha-build'\nb = 'beta-build'\nrun(token_count=a + b)",
    ):
        assert kept(text), text


# -- a hex key given to a class built, a key given to a short password flag ---------------------


def _check_a_hex_key_given_to_a_class(v: Values) -> None:
    for form in (
        "dd = DroneDeploy('{h}')",
        'const client = new Mailgun("{h}");',
        "$api = new Service\\Client('{h}');",
    ):
        h = v.hex(32)
        text = form.format(h=h)
        assert taken(text, h), text


def test_a_hex_key_given_to_a_class_built_is_taken() -> None:
    _check_a_hex_key_given_to_a_class(V)


def test_a_digest_or_an_id_given_to_a_class_is_kept() -> None:
    for text in (
        "h = Sha256Hash('ce520ac210f42572d15d1dee01713384ce520ac210f42572d15d1dee01713384')",
        "c = repo.commit('ce520ac210f42572d15d1dee01713384abcdef12')",
        "oid = ObjectId('507f1f77bcf86cd799439011507f1f77')",
        "r = Revision('ce520ac210f42572d15d1dee01713384abcdef12')",
    ):
        assert kept(text), text


def _check_a_key_given_to_a_short_password_flag(v: Values) -> None:
    for form in (
        "rescale-cli submit -p {h} -i job.json --extended-output",
        "uploader -w {r} push",
        "sync-tool -P '{r}' --dry-run",
    ):
        h, r = v.hex(40), v.rand(24)
        text = form.format(h=h, r=r)
        assert taken(text, h if "{h}" in form else r), text


def test_a_key_given_to_a_short_password_flag_is_taken() -> None:
    _check_a_key_given_to_a_short_password_flag(V)


def test_a_short_flags_port_path_or_commit_is_kept() -> None:
    for text in (
        "git show -p 62021325cb60d7b15af02af32e6a94dc08af2eb8",
        "ssh -p 2222 deploy@host",
        "mytool -p my-profile-name-for-production",
        "docker run -p 8080:80 img",
    ):
        assert kept(text), text
