"""Round 22 (issue 27): a secret under a name in another language, and a URL's parameter
whose percent-encoded name says password.

Each class is written here in forms other than the held-out set's, beside the
look-alikes that must stay (a name in another language for an id, a hash, a user
name; code; placeholders). The values are generated from a fixed seed: none is a
real key.
"""

from __future__ import annotations

from urllib.parse import quote

from kenning.daemon.safety.native_names import NAME_WORDS, NATIVE_NAME_RULES

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round22")


def test_a_secret_under_a_romanised_name_is_taken_in_every_form() -> None:
    for _ in range(DRAWS):
        r, h = V.rand(24), V.hex(40)
        for text, secret in (
            (f"SENHA_BANCO={r}\nUSUARIO_BANCO=app", r),  # .env, Portuguese
            (f'  contrasenaSmtp: "{r}"', r),  # YAML, Spanish, camel case
            (f'{{"mot_de_passe_admin": "{r}", "utilisateur": "admin"}}', r),  # JSON, French
            (f"$schluessel_api = '{h}';", h),  # PHP, German
            (f'haslo_db := "{r}"', r),  # Go, Polish
            (f"PAROL_REDIS={r}", r),  # .env, Russian romanised
            (f"mima2 = '{r}'", r),  # Python, Chinese romanised, numbered
            (f"api_chiave: {h}", h),  # YAML, Italian
        ):
            assert taken(text, secret), text


def test_a_secret_under_a_name_in_its_own_script_is_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(20)
        for text in (
            f"пароль_почты = '{r}'",  # Russian
            f'{{"数据库密码": "{r}"}}',  # Chinese, inside a longer name
            f"비밀번호: {r}",  # Korean
            f"パスワード={r}",  # Japanese
        ):
            assert taken(text, r), text


def test_an_english_secret_word_beside_a_foreign_word_for_access_is_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(32)
        for text in (
            f"TOKEN_DE_ACESSO={r}",
            f'tokenZugang: "{r}"',
            f"secret_dostupa = '{r}'",
        ):
            assert taken(text, r), text


def test_a_percent_encoded_parameter_that_says_password_is_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(16)
        for name in ("senha", "hasło", "пароль", "密码", "mot_de_passe"):
            text = f"https://app.example.org/login?user=ana&{quote(name)}={quote(r + '!#')}"
            assert taken(text, r), text
        assert taken(f"POST /auth body: login=ana&{quote('contraseña')}={r}", r)


def test_ids_hashes_user_names_and_code_under_such_names_stay() -> None:
    for _ in range(DRAWS):
        h = V.hex(64)
        for text in (
            "usuario: maria\nnombre_clave: servidor_principal",  # a name, a word
            "clave_primaria: id_pedido",  # a primary key
            f"hash_archivo: {h}",  # a file's hash under a name that says no secret
            "senha = os.environ['SENHA_DB']",  # code
            "chave: <sua-chave-aqui>",  # a placeholder
            "klyuch = config.get('klyuch')",
            "kullanici_adi: mehmet.yilmaz",  # Turkish: a user name
            "contrasena_longitud_min: 12",
            "acceso_usuario: maria.lopez",  # a word for access alone
            "token_zugang_ablauf: 3600",
            "klucz_obcy = user_id",  # Polish foreign key: code
            "article_cle = 'Premier article publié'",  # `cle` is no word here
            f"https://example.org/busca?q={quote('contraseña olvidada')}&pagina=2",
        ):
            assert kept(text), text


def test_a_word_is_read_as_a_whole_part_of_a_name() -> None:
    assert all(w == w.lower() for w in NAME_WORDS)
    (rule,) = NATIVE_NAME_RULES
    # `clave` inside `enclave`, `senha` inside `senhas_antigas_total`… is a part; `mima`
    # inside `mimalloc` is not
    for text in ("enclave_region = 'eu-west-ZONE2b'", "mimalloc_arena: Abc12345x"):
        assert not list(rule.scan(text, text.lower(), {})), text
    for text in ("senha_2 = 'Abc12345x!'", "SENHA2=Abc12345x!"):
        assert list(rule.scan(text, text.lower(), {})), text


def test_a_merchants_key_and_a_salt_key_are_taken() -> None:
    for _ in range(DRAWS):
        r, u = V.rand(16), V.uuid()
        for text, secret in (
            (f'MerchantKey = "{r}"', r),  # C#
            (f"payu:\n  merchant-key: {r}\n  env: live", r),  # YAML
            (f'{{"salt_key": "{u}", "salt_index": 2}}', u),  # JSON
            (f"const merchantKey = '{r}';", r),  # JavaScript
        ):
            assert taken(text, secret), text


def test_a_merchants_or_a_salts_key_that_is_code_or_a_placeholder_stays() -> None:
    for text in (
        "merchant_key = settings.MERCHANT_KEY",
        'merchantKey: "<your merchant key>"',
        "salt_key: user_id",
        "merchant_key_field = 'merchant_key'",
    ):
        assert kept(text), text
