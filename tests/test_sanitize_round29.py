"""Round 29 (issue 27): the leak classes held-out 34 showed, each written here for other
tools of the same class, with the look-alikes of each that must stay.

A password a tool keeps encrypted in its own wrapper (base64 in braces, a cipher's
prefix). Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

import pytest

from kenning.daemon.safety.prose import random_short

from .fake_values import DRAWS, FILLER, Values, kept, stays_linear, taken

V = Values("kenning-tests-round29")

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _cipher_b64(n: int) -> str:
    """Base64 of `n` random bytes, as a tool prints its ciphertext; never one holding a
    filler run (`xXx`, `000000`), which the redactor reads as a placeholder on purpose."""
    while True:
        raw = bytes(V.random.randrange(256) for _ in range(n))
        if not FILLER.search(value := base64.b64encode(raw).decode()):
            return value


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


# -- a one-time password's seed in base32, with no otpauth:// around it -----------------------


def _seed(n: int = 20) -> str:
    while True:
        raw = bytes(V.random.randrange(256) for _ in range(n))
        b = base64.b32encode(raw).decode().rstrip("=")
        if sum(c.isdigit() for c in b) >= 2 and sum(c > "F" for c in b) >= 3:
            return b


def test_a_seed_in_a_password_managers_export_column_is_taken() -> None:
    for _ in range(DRAWS):
        seed, pw = _seed(), V.rand(16)
        for text in (
            # Bitwarden's, KeePassXC's and another manager's CSV exports
            "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,"
            f"login_password,login_totp\n,,login,gitlab,,,0,https://gitlab.example,ops,{pw},"
            f"{seed}",
            f'"Group","Title","Username","Password","URL","Notes","TOTP"\n"Root","vpn","ops",'
            f'"{pw}","https://vpn.example","","{seed}"',
            f"title,website,login,otp_secret\nregistry,https://r.example,ci,{seed}",
        ):
            assert taken(text, seed), text


def test_a_seed_after_the_words_an_app_shows_when_its_code_cannot_be_scanned_is_taken() -> None:
    for _ in range(DRAWS):
        seed = _seed()
        grouped = " ".join(seed[i : i + 4] for i in range(0, len(seed), 4))
        for text, secret in (
            (f"Unable to scan the code? Use this setup key:\n{grouped}\n", grouped[:19]),
            (f"Manual entry\n{grouped.lower()}", grouped.lower()[:19]),
            (f"Can't scan it? Enter this key in your app instead:\n  {grouped}", grouped[:19]),
        ):
            assert taken(text, secret), text


def test_a_seed_in_a_sentence_that_says_2fa_is_taken_in_any_language() -> None:
    for _ in range(DRAWS):
        seed = _seed(V.random.choice((10, 20, 32)))
        for text in (
            f"El secreto TOTP de la cuenta de soporte es {seed}, guárdalo bien",
            f"Der MFA-Seed für den Admin lautet {seed}.",
            f"2FA シード: {seed} です",
        ):
            assert taken(text, seed), text


def test_base32_that_is_no_seed_stays() -> None:
    for _ in range(DRAWS):
        n = V.random.randrange(10**11, 10**12)
        for text in (
            # an MFA device's ARN and an AWS user's id on the line that says MFA
            f"arn:aws:iam::{n}:mfa/ROOTACCOUNTMFADEVICE enabled for AIDAJQABLZS4A3QDU576Q",
            "2FA status: ENABLED FOR ALL USERS IN THE ORGANIZATION",
            "otp column: name,url,username,password,totp\nAWS,https://a.example,root,,",
            f"seed {n} used for the shuffle; MFA off",
            "Can't scan? Enter this key instead:\nTHIS WILL SHOW YOUR CODE",
            "title,website,login,otp_secret\nregistry,https://r.example,ci,<none>",
            # an IBAN grouped by four, a hex fingerprint in capitals beside a 2FA word
            "2FA payout to DE89 3704 0044 0532 0130 00 approved",
            "MFA key fingerprint " + V.hex(40).upper(),
        ):
            assert kept(text), text


# -- base64 credentials known by their form, under names that do not say password -------------


def _pair_b64() -> tuple[str, str]:
    pair = f"ci-{V.rand(6).lower()}:{V.rand(18)}"
    return pair, base64.b64encode(pair.encode()).decode()


def test_a_basic_credential_is_taken_wherever_it_stands() -> None:
    for _ in range(DRAWS):
        _, enc = _pair_b64()
        raw = _cipher_b64(V.random.choice((24, 27, 33)))
        for value in (enc, raw):
            for text in (
                # a Git credential helper's JSON, Perl's LWP, a Go header map, a .NET header
                f'{{"protocol":"https","headers":{{"Authorization":["Basic {value}"]}}}}',
                f"$ua->default_header(Authorization => 'Basic {value}');",
                f'req.Header["Authorization"] = []string{{"Basic {value}"}}',
                f'client.DefaultRequestHeaders.Add("Authorization", new[] {{ "Basic {value}" }});',
            ):
                assert taken(text, value), text


def test_a_value_under_an_auth_name_is_taken() -> None:
    for _ in range(DRAWS):
        _, enc = _pair_b64()
        raw = _cipher_b64(V.random.choice((20, 24, 30)))
        for value in (enc, raw):
            for text in (
                # Artifactory's and Nexus' .npmrc, a Yarn 1 .yarnrc, a proxy's basic auth
                f"//artifacts.example/api/npm/npm-virtual/:_auth={value}",
                f'_auth "{value}"\n"//npm.example/:_auth"="{value}"',
                f"proxy:\n  basicAuth: {value}",
                f'{{"registry": "https://r.example", "http_auth": "{value}"}}',
            ):
                assert taken(text, value), text


def test_what_an_auth_name_or_basic_holds_that_is_no_credential_stays() -> None:
    for text in (
        "auth: true\nauth = basic\n_auth=${NPM_AUTH}\nbasicAuth: ${env.BASIC_AUTH}",
        'WWW-Authenticate: Basic realm="Restricted Area", charset="UTF-8"',
        "Basic usage of Basic Authentication, see BasicAuthenticationFilter",
        # the documented example credential and base64 of words
        "Authorization: Basic dXNlcjpwYXNzd29yZA==",
        "oauth: " + base64.b64encode(b"this is only a sentence").decode(),
        "auth_method: token\nauth_provider: oidc",
    ):
        assert kept(text), text


def test_a_signing_key_of_a_private_keys_length_is_taken_and_a_public_key_stays() -> None:
    for _ in range(DRAWS):
        secret = base64.b64encode(bytes(V.random.randrange(256) for _ in range(64))).decode()
        public = base64.b64encode(bytes(V.random.randrange(256) for _ in range(32))).decode()
        name = f"builds.{V.rand(5).lower()}.example-{V.random.randrange(1, 9)}"
        for text in (
            f"$ cat /var/secrets/binary-cache.sec\n{name}:{secret}",
            f'secret-key = "{name}:{secret}"',
        ):
            assert taken(text, secret), text
        for text in (
            f"trusted-public-keys = cache.nixos.org-1:{public} {name}:{public}",
            # a narinfo's signature and `nix path-info --sigs` are signatures, not keys
            f"StorePath: /nix/store/{V.rand(32).lower()}-hello-2.12\nSig: {name}:{secret}",
            f"/nix/store/{V.rand(32).lower()}-hello-2.12\t{name}:{secret}",
            f"integrity sha512:{secret}",
        ):
            assert kept(text), text


# -- credentials under a name that is a host ---------------------------------------------------


def test_credentials_under_a_host_named_setting_are_taken() -> None:
    for _ in range(DRAWS):
        user, pw = V.hex(8), V.rand(14)
        pair = f"{user}:{pw}"
        token = V.rand(36)
        for text, secret in (
            # .bundle/config, a CI variable, the CLI form, a token alone for a private source
            (f'---\nBUNDLE_ENTERPRISE__CONTRIBSYS__COM: "{pair}"\nBUNDLE_PATH: "vendor"', pair),
            (f"export BUNDLE_GEMS__GRAPHQL__PRO={pair}", pw),
            (f"bundle config set --global gems.internal.example.io {pair}", pw),
            (f"BUNDLE_RUBYGEMS__PKG__ACME__DEV: '{token}'", token),
            (f"  BUNDLE_PACKAGES__BUILDKITE__COM={user}:{pw}", pw),
        ):
            assert taken(text, secret), text


def test_what_a_host_named_setting_holds_that_is_no_credential_stays() -> None:
    for text in (
        'BUNDLE_MIRROR__RUBYGEMS__ORG: "https://mirror.acme.example/gems"',
        'BUNDLE_GEMS__CONTRIBSYS__COM: "${SIDEKIQ_USER}:${SIDEKIQ_PASS}"',
        'BUNDLE_GEMS__EXAMPLE__COM: "USERNAME:PASSWORD"',
        "BUNDLE_SSL_CA_CERT__RUBYGEMS__ORG: certs/ca.pem",
        "BUNDLE_TIMEOUT__PROXY__INTERNAL=10:30:00",
        "REDIS__CACHE__LOCAL=redis:6379",
        "def __init__(self): return self.__com__ == other.__org__",
        "bundle config set --local path vendor/bundle",
        "bundle config gems.example.com",
    ):
        assert kept(text), text


# -- a value split over variables or over literals run together --------------------------------


def test_a_secret_joined_from_its_variables_is_taken() -> None:
    for _ in range(DRAWS):
        a, b = V.rand(12), V.rand(12)
        for text in (
            f'export PG_PASS_A="{a}"\nexport PG_PASS_B="{b}"\n'
            'PGPASSWORD="$PG_PASS_A$PG_PASS_B" psql',
            f"T1='{a}'\nT2='{b}'\ncurl -H \"X-Api-Token: ${{T1}}${{T2}}\" https://api.example",
            f'P1="{a}"\nP2="{b}"\ngradle publish -PrepoPassword="${{P1}}${{P2}}"',
        ):
            assert taken(text, a) and taken(text, b), text


def test_variables_run_together_that_are_no_secret_stay() -> None:
    for text in (
        'HOST="db.internal"\nPORT="5432"\npsql "$HOST$PORT"',
        'BASE="/opt/app"\nSUB="/bin"\nexport PATH="$BASE$SUB:$PATH"',
        'KEY_PREFIX="cache"\nKEY_SUFFIX="users"\nredis-cli GET "$KEY_PREFIX$KEY_SUFFIX"',
    ):
        assert kept(text), text


def test_a_secret_split_over_literals_run_together_is_taken() -> None:
    for _ in range(DRAWS):
        a, b = V.rand(12), V.rand(12)
        tok = "ghp_" + V.rand(36)
        for text, secrets in (
            # a Teams webhook, a Discord webhook's token, a GitHub token: C's, Python's,
            # Java's `+` and a shell line's `\\` joins
            (
                'const char *HOOK = "https://discord.com/api/webhooks/1234567890/"\n'
                f'                   "{a}"\n                   "{b}-{V.rand(40)}";',
                (a, b),
            ),
            (f'TOKEN = ("{tok[:20]}"\n         "{tok[20:]}")', (tok[:20], tok[20:])),
            (f'String t = "{tok[:14]}" +\n    "{tok[14:]}";', (tok[:14], tok[14:])),
        ):
            for secret in secrets:
                assert taken(text, secret), text


def test_literals_run_together_that_hold_no_secret_stay() -> None:
    for text in (
        'query = ("SELECT id, name FROM users "\n         "WHERE active = 1 ORDER BY name")',
        'msg = "The quick brown fox " +\n    "jumps over the lazy dog"',
        'URL = ("https://hooks.example.com/status/"\n       "public/board")',
        f'SHA = ("{V.hex(20)}"\n       "{V.hex(20)}")',
    ):
        assert kept(text), text


# -- a token given by position to the call that starts a bot -----------------------------------


def _dotted_token() -> str:
    alphabet = _B64[:-2] + "-_"
    return ".".join(V.rand(n, alphabet) for n in (24, 6, 38))


def test_a_token_given_to_the_call_that_starts_a_bot_is_taken() -> None:
    for _ in range(DRAWS):
        dotted, plain = _dotted_token(), V.rand(40)
        for token in (dotted, plain):
            for text in (
                # discord.js, discord.py's start, hikari, a Twitch bot's connect
                f"client.login('{token}');",
                f'await bot.start("{token}")',
                f"bot = hikari.GatewayBot(intents=i)\nbot.run('{token}')",
                f'chat.connect("{token}")',
            ):
                assert taken(text, token), text


def test_what_a_start_call_is_given_that_is_no_token_stays() -> None:
    for text in (
        "subprocess.run('make test-integration-all-services')",
        "app.run('0.0.0.0')",
        "docker.run('ghcr.io/acme/worker-service:1.25.3-alpine')",
        "client.login('deploy-bot@acme.example.com')",
        "bot.run(os.environ['DISCORD_TOKEN'])",
        f"workflow.run('{V.hex(40)}')",
        "pool.start('worker-queue-primary-eu-west-1')",
        "bot.run('YOUR_BOT_TOKEN_GOES_HERE_PLEASE_REPLACE')",
    ):
        assert kept(text), text


# -- a code named by a word no list holds --------------------------------------------------------


def _recovery_code() -> str:
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    while True:
        code = "-".join("".join(V.random.choice(alphabet) for _ in range(5)) for _ in range(2))
        if any(not g.isalpha() and not g.isdigit() for g in code.split("-")):
            return code


def test_a_code_qualified_by_what_it_opens_is_taken_whatever_the_word() -> None:
    # the words are this test's subject; a short value the value judge reads as a name is
    # not (2.2 % of 10-character draws; test_sanitize_prose bounds that rate): such a draw
    # is replaced
    for _ in range(DRAWS):
        short = V.rand(10)
        while not random_short(short):
            short = V.rand(10)
        for value in (short, _recovery_code()):
            for text in (
                f"the vpn code is {value}\nping me if it fails",
                f"El código de recuperación de la cuenta es {value}",
                f"Ο κωδικός του λογαριασμού είναι {value}",
                f"jump host code: {value}",
            ):
                assert taken(text, value), text


def test_codes_of_another_sort_or_unqualified_stay() -> None:
    for text in (
        "the code is Xk9pT4mQ2z",
        "the promo code is SAVE-2024 and the error code is E4021-X",
        "the status code is 2001abcD and the zip code is 94103-1234",
        "the build code is 2024-0512",
        "Ο κωδικός σφάλματος είναι 404",
        "the vpn code is 4821 9930",
    ):
        assert kept(text), text


@pytest.mark.slow
def test_hostile_texts_for_round_29_stay_linear() -> None:
    for text in (
        "".join(f'"{V.rand(12)}"\n "{V.rand(12)}"\n' for _ in range(500)),
        "'x' +\n'y'\n" * 2_000,
        "x=$A$B " * 2_000,
        "auth: " * 2_000,
        "==" * 4_000,
        "BUNDLE__COM " * 2_000,
        "basic " * 2_000,
        ".run('" * 2_000,
        "}${" * 3_000,
        "{" + "A1b2" * 500 + "=}" * 500,
        "2fa seed " + "ABCDEFGH23 " * 1_000,
    ):
        assert stays_linear(text), text[:30]
