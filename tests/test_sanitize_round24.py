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

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round24")
_S = default_sanitizer()
_DRAWS = 300
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
