"""Secrets known by the place they stand in (safety/places.py, issue 27, item 6, round 7).

Each mechanism with the secrets it must take and the look-alikes in the same place
that must come through: a value printed alone by a command that prints credentials,
an argument after a credential word in a command, here-strings, pipes and heredocs
into such a command, a key in a URL's path, base64 of a credential, key bytes as
numbers, a short password stated in a sentence, a token under a member `auth`, and
the vendor prefixes of pasted.py this round widened. The values are generated here
from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64
import json
import random
import string

import pytest
import re2

from kenning.daemon.safety import places
from kenning.daemon.safety.builtin import BUILTIN_RULES
from kenning.daemon.safety.places import PLACE_RULES, SHARED_WORDS
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.safety.token_values import b64_credential, token_value

S = default_sanitizer()
R = random.Random("kenning-tests-places")
_ALNUM = string.ascii_letters + string.digits


def _rand(n: int, alphabet: str = _ALNUM) -> str:
    while True:
        v = "".join(R.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in v) and any(c.isupper() for c in v):
            return v


def _hex(n: int) -> str:
    return "".join(R.choice("0123456789abcdef") for _ in range(n - 1)) + "a"


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


TOKEN = _rand(40)
PASSWORD = "Kq7wd2" + "Lmz84x"  # a person's password: letters and digits
HEX64 = _hex(64)
UUID = "6f1c2a9e-3b7d-4e25-9a8c-1d2e3f4a5b6c"


def _leaks(text: str, secret: str) -> bool:
    return secret in S.redact(text)


def _intact(text: str) -> bool:
    return S.redact(text) == text


# -- the value printed alone -----------------------------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        "aws ecr get-login-password --region eu-west-1",
        "vault kv get -field=password kv/db",
        "openssl rand -hex 32",
        "pwgen -s 24 1",
        "op read op://Infra/db/credential",
    ],
)
def test_a_value_printed_alone_by_a_credential_command_is_redacted(command: str) -> None:
    for value in (TOKEN, HEX64, PASSWORD):
        assert not _leaks(f"$ {command}\n{value}\n$ ", value), (command, value)
        # and in an Aider history, where each line a person typed starts with `#### `
        assert not _leaks(f"#### $ {command}\n#### {value}\n", value)


@pytest.mark.parametrize(
    "text",
    [
        f"$ git rev-parse HEAD\n{_hex(40)}\n$ ",
        f"$ uuidgen\n{UUID}\n$ ",
        f"$ docker run -d nginx\n{HEX64}\n$ ",
        "$ kubectl get secret db -o jsonpath='{.type}'\nOpaque\n$ ",
        "$ op read op://Infra/db/username\ndeploy\n$ ",
        "$ openssl rand -base64 32 > key.bin\nkey.bin\n$ ",
    ],
)
def test_what_other_commands_print_stays(text: str) -> None:
    assert _intact(text)


# -- an argument after a credential word -------------------------------------------------------


@pytest.mark.parametrize(
    "template",
    [
        "snyk auth {v}",
        "vault operator unseal {v}",
        "civo apikey save main {v}",
        "doctl auth init -t {v}",
        "poetry config pypi-token.corp {v}",
        "composer config -g github-oauth.github.com {v}",
        "gh auth login --with-token <<< {v}",
        "read -r -s DB_PW <<< '{v}'",
        "echo '{v}' | some-cli login --password-stdin",
        "printf '%s\\n' '{v}' | pass insert -e infra/db",
        "cat <<EOF | tool login --password-stdin\n{v}\nEOF",
    ],
)
def test_an_argument_after_a_credential_word_is_redacted(template: str) -> None:
    value = TOKEN
    assert not _leaks(template.format(v=value), value), template


def test_base64_with_a_slash_is_no_path_when_a_plus_follows_it() -> None:
    # a segment after a `/` that reads in small letters (`…/6ery3rh+b`) is base64's when it
    # holds a `+`; a path's segments (`g++`, `bin`) still make a path
    value = "W5qXm2Zk9TbL0vRc8NdJ4hGs7aPfYw1/6ery3rh+b"
    assert not _leaks(f"mytool credential create app.secret.key -value {value} -o x", value)
    assert _intact("mytool credential create app.secret.key -value /usr/bin/g++ -o x")


def test_a_uuid_only_right_after_the_word() -> None:
    assert not _leaks(f"snyk auth {UUID}", UUID)
    assert _intact(f"az login --tenant {UUID}")


@pytest.mark.parametrize(
    "text",
    [
        "snyk auth",
        "ngrok config add-authtoken $NGROK_AUTHTOKEN",
        "consul kv put app/prod/db_host db-01.corp",
        'aws configure set aws_secret_access_key "$AWS_SECRET" --profile ci',
        "kubeadm join 10.0.0.5:6443 --token <token> --discovery-token-ca-cert-hash sha256:<hash>",
        'docker login -u bob --password-stdin reg.corp <<< "$REG_PW"',
        "echo 'deploy finished' | mail -s done ops@corp.com",
        'IFS= read -r line <<< "$input"',
        f"gpg --recv-keys 0x{_hex(16).upper()}",
        f"the auth service logs request {TOKEN} as failed",
        f"git log --author bob {_hex(40)}",
    ],
)
def test_command_look_alikes_stay(text: str) -> None:
    assert _intact(text)


# -- a key in a URL's path -------------------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "https://mainnet.infura.io/v3/{h32}",
        "https://eth-mainnet.g.alchemy.com/v2/{t}",
        "https://rpc.example-node.io/eth/{h64}",
        "https://hooks.corp/webhooks/123/{t}",
        "https://maker.example.com/trigger/door/with/key/{t}",
        "https://api.telegram.org/bot1234567890:AA{t35}/getUpdates",
        "https://app-prod.example.com/users.json?auth={t}",
    ],
)
def test_a_key_in_a_url_path_is_redacted(url: str) -> None:
    t, t35, h32, h64 = TOKEN, _rand(35, _ALNUM + "_-"), _hex(32), HEX64
    text = "curl " + url.format(t=t, t35=t35, h32=h32, h64=h64)
    secret = next(v for v in (t35, t, h32, h64) if v in text)
    assert not _leaks(text, secret), url


@pytest.mark.parametrize(
    "url",
    [
        f"https://docs.google.com/document/d/{_rand(44, _ALNUM + '_-')}/edit",
        f"https://gist.github.com/bob/{_hex(32)}",
        f"https://github.com/corp/web/commit/{_hex(40)}",
        f"https://www.notion.so/corp/Runbook-{_hex(32)}",
        f"https://www.figma.com/file/{_rand(22)}/Checkout",
        f"https://etherscan.io/tx/0x{HEX64}",
        "https://api.example.com/v1/keys/list?limit=20",
    ],
)
def test_ids_in_url_paths_stay(url: str) -> None:
    assert _intact(url)


# -- base64 of a credential ------------------------------------------------------------------


def test_base64_of_a_credential_is_redacted() -> None:
    pair = _b64("bob:" + PASSWORD)
    assert not _leaks(f"_auth={pair}\nalways-auth=true", pair)
    assert not _leaks(f"PROXY_BASIC={pair}", pair)
    plain = _b64("\0bob\0" + PASSWORD)
    assert not _leaks(f"C: AUTH PLAIN {plain}", plain)
    ldif = _b64(PASSWORD)
    assert not _leaks(f"dn: uid=bob,dc=corp\nuserPassword:: {ldif}", ldif)
    member = _b64(json.dumps({"k": _rand(32), "n": "ci", "id": 1}, separators=(",", ":")))
    assert not _leaks(f"GRAFANA_KEY={member}", member)
    docker = _b64(json.dumps({"auths": {"reg.corp": {"auth": pair}}}))
    assert not _leaks(f"  .dockerconfigjson: {docker}", docker)
    assert b64_credential(pair) == "user_pass"


@pytest.mark.parametrize(
    "text",
    [
        '"next_cursor": "' + _b64(json.dumps({"id": 123456, "dir": "next"})) + '"',
        "ENCODED=" + _b64("report-12:weekly summary of the build"),
        _b64("hello from the build server, run 42"),
        "_auth=${NPM_AUTH}",
        "userPassword:: {SSHA}",
        "eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ",
    ],
)
def test_base64_look_alikes_stay(text: str) -> None:
    assert _intact(text)


# -- key bytes -------------------------------------------------------------------------------


def _bytes(n: int) -> str:
    return ", ".join(str(R.randrange(256)) for _ in range(n))


def test_key_bytes_are_redacted() -> None:
    for text in (
        f"const SIGNING_KEY: [u8; 32] = [{_bytes(32)}];",
        f"seed = bytes([{_bytes(32)}])",
        f"[{_bytes(64)}]",
    ):
        body = text[text.index("[", text.index("=") if "=" in text else 0) + 1 :].split("]")[0]
        assert not _leaks(text, body), text


@pytest.mark.parametrize(
    "text",
    [
        "row = [" + ", ".join(str(R.choice([0, 255])) for _ in range(32)) + "]",
        "weights = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]",
        "ports = [" + ", ".join(str(8000 + i) for i in range(32)) + "]",
        "counts = [" + _bytes(32) + "]",
        "input shape: [1, 3, 224, 224]",
    ],
)
def test_number_lists_stay(text: str) -> None:
    assert _intact(text)


# -- a short secret stated in a sentence -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "passcode for the vault UI is {v}",
        "ssh in as root, password {v}",
        "wifi pass {v}",
        "the API secret you need is {v}",
        "I sent the token but here it is again: {v}",
        "api key (prod) = {v}",
        "la contraseña del router es {v}",
        "das Passwort lautet {v}",
    ],
)
def test_a_password_stated_in_a_sentence_is_redacted(text: str) -> None:
    assert not _leaks(text.format(v=PASSWORD), PASSWORD), text


@pytest.mark.parametrize(
    "text",
    [
        "the pass rate is 95% on run 12",
        "the key is to restart the daemon before step 3",
        "the token is refreshed every 15 minutes",
        "ED25519 key fingerprint is SHA256:Z450KZn3zLbJL8AZUV7PubEtk8AqWhs8HTfM38KuTj.",
        "# public key: age1lzokghlhxfykah4h02zzomyk90gryxk4pzy4588jwv4aeufzhqijtifyb7",
        "token count is 4096k",
        "{'key': '6239a0bf-b8bb-4ded-b60a-ca22e58bae34', 'hash': ''}",
        "the password field accepts utf8 since v2beta3",
        "Execute 2th node: key= f0_conv2d_layouttransform_conv2d_relu_cast",
        # a public subject named between the word and the value: the value is the subject's
        "I rotated the key yesterday and the commit is 3f9a2c1e7b5d4a6c8e0f1a2b3c4d5e6f7a8b9c0d",
        "the new token went to the vault; its sha is 9b8e7d6c5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c",
    ],
)
def test_sentences_about_credentials_stay(text: str) -> None:
    assert _intact(text)


# -- members and prefixes ----------------------------------------------------------------------


def test_a_token_under_auth_and_capital_vendor_prefixes_are_redacted() -> None:
    member = "k3" + _rand(30).lower()
    assert not _leaks(f'  "auth": "{member}"', member)
    riot = "RGAPI-" + UUID
    assert not _leaks(f"new one is {riot}", UUID)
    square = "EAAA" + _rand(60, _ALNUM + "-_")
    assert not _leaks(f"token {square}", square)


@pytest.mark.parametrize(
    "text",
    [
        '"auth": "oauth2"',
        '"auth": "client_credentials"',
        '"auth": "https://login.corp/oauth2/v2.0/token"',
    ],
)
def test_member_and_prefix_look_alikes_stay(text: str) -> None:
    assert _intact(text)


def test_token_value_tells_generated_values_from_names() -> None:
    assert token_value(TOKEN) and token_value(HEX64) and token_value(UUID)
    assert not token_value(UUID, uuid=False)
    for name in ("getUserAccountSettingsById", "max_tokens", "${TOKEN}", "xxxxxxxxxxxxxxxxxxxxxx"):
        assert not token_value(name), name


def test_the_words_the_rule_leaves_to_other_rules_are_their_gates() -> None:
    # places.py's rule is not opened by `key`, `token`, `pass`…: it reads them in the gates
    # found for other rules, so each must stay another rule's gate
    others = {g for r in BUILTIN_RULES if r not in PLACE_RULES for g in r.gates}
    assert others >= SHARED_WORDS


def test_the_rule_requires_each_of_its_parts_words_in_any_case() -> None:
    # the one RE2 pass leaves the rule out of an ASCII text without one of them: each word a
    # part reads (its gate) must match, so that a word added to a part is required too
    (pattern,) = places._PlacesRule().requires
    required = re2.compile(pattern)
    for part in places._WORDED:
        for word in part.gates:
            if word.isascii():
                assert required.search(word) and required.search(word.upper()), word
    assert required.search("no word here") is None
