"""Round 24 (issue 27): the look-alikes older sets still lost, the shapes that still leak.

Look-alikes: a value run into `my`/`your` with a secret's word, a record's readable id
under a session's name, an access key id in a listing with its status, a browser
SDK's key (a `pk_` key's setter, a capitalised page global's `init`, a comment that
says it is the page's key), a payment widget's checkout `key`. Each class is written
here in forms other than the held-out sets'. The values are generated from a fixed
seed: none is a real key.
"""

from __future__ import annotations

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round24")
_S = default_sanitizer()
_DRAWS = DRAWS
_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _draw(n: int, alphabet: str) -> str:
    """`n` characters of `alphabet` (with a digit when it has digits)."""
    while True:
        v = "".join(V.random.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in v) or not any(c.isdigit() for c in alphabet):
            return v


def test_a_secret_word_run_into_my_or_your_is_a_placeholder() -> None:
    for text in (
        'MQTT_PASSWORD="yourpassword"',
        "db:\n  password: mypass\n",
        '{"api_key": "YourApiKey"}',
        "SECRET_TOKEN=mytoken",
    ):
        assert kept(text), text


def test_a_real_value_beside_my_is_still_taken() -> None:
    for _ in range(_DRAWS):
        r = V.rand(14)
        for text, secret in (
            (f'MQTT_PASSWORD="mypassword{r}"', f"mypassword{r}"),
            (f"password: my{r}", f"my{r}"),
            (f'{{"api_key": "your{r}"}}', f"your{r}"),
        ):
            assert taken(text, secret), text


def test_a_readable_record_id_under_a_session_name_is_kept() -> None:
    for _ in range(_DRAWS):
        n = _draw(7, "0123456789")
        for text in (
            f"redirect?sessionId=order-{n}&sig={V.hex(64)}",
            f"Cookie: PHPSESSID=cart-{n}; theme=dark",
            f"session_id: checkout_basket_{n}",
        ):
            assert kept(text.split("&sig=")[0]), text


def test_a_random_session_id_is_still_taken() -> None:
    for _ in range(_DRAWS):
        r = V.rand(26)
        for text in (
            f"sessionid={r}",
            f"Cookie: PHPSESSID={r}; theme=dark",
            f"Set-Cookie: sid={r}; Path=/",
        ):
            assert taken(text, r), text


def test_an_access_key_id_listed_with_its_status_is_kept() -> None:
    for _ in range(_DRAWS):
        kid = "AKIA" + _draw(16, _UPPER)
        for text in (
            f"| bob | {kid} | Inactive | 2026-01-02 |",
            f"ACCESSKEYMETADATA\t2026-01-02T10:00:00Z\t{kid}\tActive\tbob",
            f"{kid},Active,2026-03-04",
        ):
            assert kept(text), text


def test_an_access_key_id_with_its_secret_or_alone_is_still_taken() -> None:
    for _ in range(_DRAWS):
        kid = "AKIA" + _draw(16, _UPPER)
        secret = V.rand(40)
        for text in (
            f"| {kid} | {secret} | Active |",
            f"my access key is {kid}",
            f"aws_access_key_id = {kid}\nstatus: active",
        ):
            assert taken(text, kid), text


def test_a_browser_sdks_key_is_kept() -> None:
    for _ in range(_DRAWS):
        h = V.hex(32)
        for text in (
            f"Paylane.setPublicKey('pk_{h}');",
            f'Culqi.setApiKey("pk_{h}")',
            f"<script>Naver.init('{h}');</script>",
            f"const key = '{h}'; // browser key, restricted to our domains",
            f'apiKey: "{h}", // JavaScript key',
        ):
            assert kept(text), text


def test_a_key_beside_a_page_word_that_says_secret_is_still_taken() -> None:
    for _ in range(_DRAWS):
        h = V.hex(32)
        for text, secret in (
            (f"Conekta.setApiKey('key_{h}');", f"key_{h}"),
            (f"secret = '{h}'  # server key, keep it secret", h),
            (f"Client.init('sk_live_{h}')", f"sk_live_{h}"),
        ):
            assert taken(text, secret), text


def test_a_checkout_widgets_key_is_kept() -> None:
    for _ in range(_DRAWS):
        k = V.rand(14)
        for text in (
            f'const opts = {{ key: "rzp_test_{k}", amount: 1999, currency: "USD" }};',
            f"options = {{\n  'key': 'pay_{k}',\n  'currency': 'EUR',\n  'amount': 500,\n}}",
            f'{{"currency": "INR", "amount": 100, "key": "live_{k}"}}',
        ):
            assert kept(text), text


def test_a_key_in_an_object_without_a_checkout_is_still_taken() -> None:
    for _ in range(_DRAWS):
        k = V.rand(32)
        for text in (
            f'{{ "api_key": "{k}", "amount": 5, "currency": "USD" }}',
            f'client = Client({{ "key": "{k}", "amount": 5 }})',
            f"API_KEY={k} amount=5 currency=USD",
        ):
            assert taken(text, k), text


# -- shapes: a key told in pieces, a key under a name that does not say secret --------------


def _code(n: int, alphabet: str = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") -> str:
    """`n` characters of `alphabet` with a digit and a letter, no three in a row the same."""
    while True:
        v = _draw(n, alphabet)
        if any(c.isalpha() for c in v) and len(set(v)) >= n // 2 + 1:
            return v


def test_a_key_dictated_with_its_letters_case_is_taken() -> None:
    for _ in range(_DRAWS):
        c = _code(12)
        for text, sep in (
            ("read it with the upper case letters: {}", "-"),
            ("dictating it, all caps where capital: {}", " "),
            ("letra por letra, ojo con las mayúsculas: {}", ", "),
            ("it's {} - all lowercase", " "),
        ):
            spelled = sep.join(c)
            assert taken(text.format(spelled), spelled), text


def test_single_letters_beside_a_case_word_that_spell_no_code_are_kept() -> None:
    for text in (
        "use lowercase for the names: a b c d e f g h i j",
        "UPPERCASE the flags A, B, C",
        "capital letters sort first: A B C D E F G H",
    ):
        assert kept(text), text


def test_a_code_read_in_groups_is_taken_and_whole_too() -> None:
    for _ in range(_DRAWS):
        groups = [_code(4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(4)]
        whole = "".join(groups)
        if not any(ch.isdigit() for ch in whole):
            continue
        for text, said in (
            ("the vault password, read in groups: {}", " - ".join(groups)),
            ("passphrase on the card: {}", " ".join(groups)),
            ("password off the sticker {}; typed whole: " + whole, "-".join(groups)),
        ):
            out = _S.redact(text.format(said))
            assert said not in out and whole not in out, text


def test_groups_of_words_or_of_digits_are_kept() -> None:
    for text in (
        "password rules: four groups like ABCD EFGH IJKL MNOP",
        "the password field takes 1234 5678 9012 3456 as a card number",
        "password reset: step one then step two then step four",
    ):
        assert kept(text), text


def test_a_key_written_backwards_where_the_text_says_so_is_taken() -> None:
    for _ in range(_DRAWS):
        body = V.rand(30)
        for text, key in (
            ("the token reversed: {}", f"ghp_{body}"),
            ("I wrote the key backwards so no bot reads it: {}", f"sk-{body}"),
            ("{} (reverse it before use)", f"glpat-{body}"),
        ):
            back = key[::-1]
            assert taken(text.format(back), back), text


def test_a_reversed_word_run_is_kept() -> None:
    for text in (
        "git log --reverse feature_add_login_flow_and_tests",
        "sorted backwards: release_notes_for_version_two_final",
        "reversed(list_of_all_the_user_names_here)",
    ):
        assert kept(text), text


def test_a_piece_of_a_secret_under_its_name_is_taken() -> None:
    for _ in range(_DRAWS):
        a, b = V.hex(20), V.rand(16)
        for text, secret in (
            (f'WANDB_KEY_PART1="{a}"\nWANDB_KEY_PART2="{a[::-1]}"', a),
            (f"STRIPE_SECRET_PART_2={b}", b),
            (f'api_key_part_2: "{b}"', b),
            (f'{{"tokenHalf1": "{b}"}}', b),
        ):
            assert taken(text, secret), text


def test_a_part_under_a_name_that_says_no_secret_is_kept() -> None:
    for text in ('cache_key_part1 = "user"', "MAX_PART1=5", "upload_chunk_2: done"):
        assert kept(text), text


def test_a_key_said_to_be_an_hmac_key_is_taken() -> None:
    for _ in range(_DRAWS):
        h, r = V.hex(64), V.rand(43)
        for text, secret in (
            (f"# HMAC signing key below\nk = {h}", h),
            (f"value: {h}  # hmac secret for callbacks", h),
            (f"jwt:\n  alg: HS512\n  k: {r}", r),
            (f'{{"digest_seed": "{h}"}}  // la clave HMAC de los pedidos', h),
        ):
            assert taken(text, secret), text


def test_an_hmac_digest_and_a_jwt_header_are_kept() -> None:
    for _ in range(_DRAWS):
        h = V.hex(64)
        for text in (
            f"X-Hub-Signature-256: sha256={h} (an HMAC of the body)",
            "alg: HS256\ntyp: JWT\nkid: 2024-key-1",
            f"the body's HMAC-SHA256 is {h}",
        ):
            assert kept(text), text
