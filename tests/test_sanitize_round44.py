"""Round 44 (issue 27): the classes held-out 46 left, each written for more tools and forms
than the held-out set holds: a secret store read to the terminal (a password manager's
`get`, a value decrypted, after a shell's or PowerShell's prompt), what an `Authorization`
header carries whatever its prefix, and fish's variables run together.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round44")


def test_a_secret_store_read_to_the_terminal_gives_the_value_printed() -> None:
    for _ in range(DRAWS):
        pw = V.rand(10) + "!%" + V.rand(8)
        key = V.rand(40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        for text, secret in (
            (f"$ rbw get --full mail\n{pw}\nUsername: bo\nURI: https://mail.corp", pw),
            (f"$ lpass show --password infra/db\n{pw}", pw),
            (f"$ keepassxc-cli show -s -a Password vault.kdbx web\n{pw}", pw),
            (f"$ chamber read prod db_pass --quiet\n{pw}", pw),
            (f"$ aws ssm get-parameter --name /app/k --with-decryption --output text\n{key}", key),
            (f"$ sops --decrypt --extract '[\"token\"]' s.yaml\n{key}", key),
            (f"PS> Get-Secret -Name Deploy -Vault Local -AsPlainText\n{pw}", pw),
            (f"PS C:\\Users\\bo> Get-Secret Deploy -AsPlainText\n{key}", key),
        ):
            assert taken(text, secret), text


def test_what_other_commands_print_after_a_prompt_is_kept() -> None:
    for text in (
        "$ aws ssm get-parameter --name /app/k --query Parameter.Name --output text\n/app/k",
        "$ rbw list\nmail\nbank\ninfra-db",
        f"PS> Get-Date -Format o\n2026-12-02T10:15:{V.random.randrange(10, 60)}.1234567+00:00",
        f"PS C:\\src> git rev-parse HEAD\n{V.hex(40)}",
        "PS> Get-Secret -Name Deploy -Vault Local -AsPlainText\n<redacted in this doc>",
    ):
        assert kept(text), text


def test_what_an_authorization_header_carries_is_taken_whatever_its_prefix() -> None:
    for _ in range(DRAWS):
        body = V.rand(32)
        # prefixes that name an object's id elsewhere (a deployment's, a file's, a price's)
        for value in (f"dpl_{body}", f"file-{body}", f"price_{body}"):
            for text in (
                f'curl -H "Authorization: token {value}" https://api.corp.dev/v1',
                f"Authorization: Bearer {value}",
                f'headers = {{"Authorization": "{value}"}}',
            ):
                assert taken(text, value), text
    assert kept('curl -H "Authorization: Bearer $DEPLOY_TOKEN" https://api.corp.dev')
    assert kept("Authorization: Bearer <your token>")


def test_fish_variables_run_together_give_their_values() -> None:
    for _ in range(DRAWS):
        a, b = V.rand(14), V.rand(14)
        for text in (
            f"set -l p1 {a}\nset -l p2 {b}\nset -gx SERVICE_API_KEY $p1$p2",
            f"set -g h {a}; set -g t {b}\nexport DB_PASSWORD=$h$t",
        ):
            assert taken(text, a) and taken(text, b), text
    for text in (
        "set -l dir build\nset -l name output-2026\nset -gx TARGET $dir$name",
        "set -l a release\nset -l b notes\necho the key is $a$b",
    ):
        assert kept(text), text


def test_the_prompt_and_fish_readings_stay_linear() -> None:
    assert stays_linear("PS> Get-Secret x -AsPlainText\n" * 2000)
    assert stays_linear("set -l p abcdefgh\n $p$p" * 1500)


def _pem(label: str, body: bytes) -> str:
    import base64

    b64 = base64.b64encode(body).decode()
    return f"-----BEGIN {label}-----\n{b64}\n-----END {label}-----\n"


def test_base64_of_a_certificate_is_kept_and_of_a_bundle_with_its_key_is_taken() -> None:
    import base64

    for _ in range(DRAWS):
        cert = _pem("CERTIFICATE", V.random.randbytes(300))
        key = _pem("PRIVATE KEY", V.random.randbytes(120))
        public = base64.b64encode(cert.encode()).decode()
        bundle = base64.b64encode((cert + key).encode()).decode()
        head = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n"
        assert kept(f"{head}  tls.crt: {public}\n"), public[:40]
        assert kept(f'ca_bundle_b64 = "{public}"'), public[:40]
        assert taken(f"{head}  tls.pem: {bundle}\n", bundle[-40:])


def test_a_value_that_asks_to_be_replaced_is_kept() -> None:
    for text in (
        '{"OPENAI_API_KEY": "sk-REPLACE_ME"}',
        "GITHUB_TOKEN=ghp_replace_with_your_token",
        "api_key: REPLACE_WITH_KEY",
    ):
        assert kept(text), text
    secret = "sk-replace" + V.rand(32)
    assert taken(f"OPENAI_API_KEY={secret}", secret)


def test_an_aws_secret_s_shape_after_an_aws_word_is_taken_in_any_language() -> None:
    b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    for _ in range(DRAWS):
        key = V.rand(38, b64) + "/Q"
        for text in (
            f"S3 の鍵は {key} です",
            f"AWS anahtarı: {key} kimseye verme",
            f"the s3 one is {key}",
            f"aws configure set default.region eu-west-1 && echo {key}",
        ):
            assert taken(text, key), text
    hexed = V.hex(40)
    for text in (
        f"aws s3 cp s3://bucket/{V.rand(40)} ./out",  # an object's name in a path
        f"S3 ETag {hexed}",  # hex: a digest
        "aws docs key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",  # the documentation's
        f"S3 checksum {V.rand(40, b64)}==",  # padded: base64 of bytes, no key's length
    ):
        assert kept(text), text
