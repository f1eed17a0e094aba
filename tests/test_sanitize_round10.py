"""Round 10's recall classes (issue 27): the mechanisms held-out sets 10 and 11 showed leaking.

Vendor-named variables with no secret word (safety/vendor_names.py), hook and
stream-key URLs (hooks.py), command-line positions, key flags and grouped app
passwords (cli_args.py), quotes escaped as code points or entities
(escapes.py), key material without its armour or in other layouts
(material.py), and the clause rule's new cues. Each with the secrets it must
take and the look-alikes in the same place that must come through. The
values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64
import json
import string

import pytest

from kenning.daemon.safety.escapes import decoded, original_offset
from kenning.daemon.safety.material import der_private_key, encoded_credentials
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import Values
from .fake_values import kept as _kept
from .fake_values import taken as _taken

S = default_sanitizer()
V = Values("kenning-tests-round10")
R = V.random
_rand, _hex, _uuid = V.rand, V.hex, V.uuid


def _lower_groups(sep: str) -> str:
    return sep.join("".join(R.choice(string.ascii_lowercase) for _ in range(4)) for _ in range(4))


# -- vendor-named variables ------------------------------------------------------------

HEX64, HEX32, UUID1, MIXED = _hex(64), _hex(32), _uuid(), _rand(30)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"SEARCHCO_API={HEX64}", HEX64),
        (f'"MAPSVC_API": "{UUID1}",', UUID1),
        (f'- name: WIDGETS_ACCESS\n  value: "{UUID1}-1c6e-b695"', f"{UUID1}-1c6e-b695"),
        (f'env = {{ "PAYCO_SALT" = "{UUID1}" }}', UUID1),
        (f"CLOUDCO_SDK_SK={MIXED}", MIXED),
        (f'env = {{ "SHOPCO_MKEY" = "yK{_rand(10)}&T1" }}', None),
        (f'      - name: LOGCO_INGESTION_KEY\n        value: "{HEX32}"', HEX32),
        (f"claude mcp add svc -e CHATCO_API={HEX32}.{_rand(16)} -- npx", HEX32),
    ],
)
def test_a_variable_naming_its_vendor_but_no_secret_word_has_its_value_taken(
    text: str, secret: str | None
) -> None:
    if secret is None:
        secret = text.split('"')[-2]
    assert _taken(text, secret), S.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "REACT_APP_API=https://api.example.com/v2",
        f"TENANT_ID_API={UUID1}",  # a name part that says what else it is
        "BASE_API=/api/v1",
        f'- name: PRIMARY_KEY\n  value: "{UUID1}"',  # a database's key, no secret
        "USE_REST=true",
        "NEXT_PUBLIC_API=pk_live_abc",
    ],
)
def test_a_vendor_variable_that_holds_no_generated_value_is_kept(text: str) -> None:
    assert _kept(text), S.redact(text)


# -- hooks and stream keys -------------------------------------------------------------

LOWER26 = "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(22)) + "4k9z"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"curl -X POST https://chat.corp/hooks/{LOWER26}", LOWER26),
        (f"https://open.chatvendor.cn/open-apis/bot/v2/hook/{UUID1}", UUID1),
        (f"fetch('https://hook.eu2.automate.io/{LOWER26}')", LOWER26),
        (f"https://rocket.corp/hooks/1fb6153b1fb6153b/{MIXED}", MIXED),
        (f"https://n8n.corp/webhook/{UUID1}", UUID1),
        ("ffmpeg -i a.mp4 -f flv rtmp://live.stream.tv/app/qkrr-nmdl-xwmu-vzky-d2cj", None),
    ],
)
def test_a_webhook_url_or_a_stream_url_has_its_token_taken(text: str, secret: str | None) -> None:
    secret = secret or text.rsplit("/", 1)[1]
    assert _taken(text, secret), S.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "https://api.github.com/repos/o/r/hooks/123456789012345678901",
        "https://example.com/webhooks/stripe-payment-events-handler",
        "see https://docs.vendor.dev/hooks/using-incoming-webhooks-in-2024",
        "rtmp://live.stream.tv/app/stream",
        "git config core.hooksPath .githooks",
    ],
)
def test_a_hook_number_a_route_or_a_doc_url_is_kept(text: str) -> None:
    assert _kept(text), S.redact(text)


# -- command lines ---------------------------------------------------------------------

B32 = "".join(R.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(32))


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"b2 account authorize 0053a1b2c3d4e5f0000000003 K005{MIXED}", f"K005{MIXED}"),
        (f"b2 authorize-account 0053a1b2c3d4e5f0000000003 K005{MIXED}", f"K005{MIXED}"),
        (f"oathtool --totp -b {B32}", B32),
        (f'echo "::add-mask::{MIXED}"', MIXED),
        ("snmp-server community Lt9mY1VoTe7hU136 RW 10", "Lt9mY1VoTe7hU136"),
        (f"microk8s join 10.0.0.1:25000/{HEX32}/e2dc114e1234", HEX32),
        (f"netbird up --setup-key {UUID1.upper()} --management-url https://nb", UUID1.upper()),
    ],
)
def test_a_credential_given_by_its_place_on_a_command_line_is_taken(text: str, secret: str) -> None:
    assert _taken(text, secret), S.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "b2 account authorize",
        "oathtool --totp -b $TOTP_SEED",
        "snmp-server community public RO",
        f"kubectl get pod --request-id {UUID1}",
        f"aws kms describe-key --key-id {UUID1}",
        "microk8s join 10.0.0.1:25000/$TOKEN",
    ],
)
def test_a_command_line_without_a_credential_is_kept(text: str) -> None:
    assert _kept(text), S.redact(text)


@pytest.mark.parametrize(
    "template",
    [
        "security add-generic-password -a ci -s notary -w {v} -U",
        'xcrun altool --upload-app -f App.ipa -u dev@corp.com -p "{v}"',
        "here's the app password google gave me: {v}",
    ],
)
def test_a_grouped_app_password_after_a_password_flag_or_word_is_taken(template: str) -> None:
    value = _lower_groups(" " if "google" in template else "-")
    text = template.format(v=value)
    assert _taken(text, value), S.redact(text)


def test_four_words_of_four_letters_with_no_password_cue_are_kept() -> None:
    assert _kept("the slug is user-auth-page-test and the branch fix-that-bug-here")


# -- escaped quotes --------------------------------------------------------------------


def test_json_with_code_point_quotes_and_html_entities_is_read_as_it_prints() -> None:
    token = _rand(40)
    text = f'"body": "\\u007b\\u0022token\\u0022:\\u0022{token}\\u0022\\u007d"'
    assert _taken(text, token)
    password = "30xAPTA^1VVzrE"
    html = f'<div data-config="{{&quot;password&quot;:&quot;{password}&quot;}}"></div>'
    out = S.redact(html)
    assert password not in out and "&quot;password&quot;:&quot;[REDACTED:" in out
    assert _kept('<p title="&quot;hello&quot; \\u0022world\\u0022">x</p>')


def test_decoded_offsets_map_back_to_the_escaped_text() -> None:
    text = "a\\u0022bc&quot;d"
    view = decoded(text)
    assert view is not None
    plain, at, extra = view
    assert plain == 'a"bc"d'
    for i, c in enumerate(plain):
        j = original_offset(i, at, extra)
        k = original_offset(i + 1, at, extra)
        assert c == text[j] or text[j:k] in ("\\u0022", "&quot;")
    assert original_offset(len(plain), at, extra) == len(text)


# -- key material ----------------------------------------------------------------------


def _der_body() -> str:
    # a PKCS#8 header (SEQUENCE, version 0, rsaEncryption) and random bytes after it
    head = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8")
    return base64.b64encode(head + R.randbytes(120)).decode()


def test_a_private_key_s_der_in_base64_without_armour_is_taken() -> None:
    body = _der_body()
    assert der_private_key(body)
    text = f'env = {{ "PAYCO_PRIVATE" = "{body}" }}\nprivateKey: {body}'
    assert body not in S.redact(text)


def test_a_certificate_or_a_public_key_in_base64_is_kept() -> None:
    # a certificate: SEQUENCE then SEQUENCE (tbsCertificate); a public key: SEQUENCE then
    # the algorithm's SEQUENCE
    cert = base64.b64encode(bytes.fromhex("308203a130820289a003020102") + R.randbytes(60)).decode()
    spki = base64.b64encode(
        bytes.fromhex("30820122300d06092a864886f70d") + R.randbytes(60)
    ).decode()
    assert not der_private_key(cert) and not der_private_key(spki)
    assert _kept(f"cert: {cert}") and _kept(f"public: {spki}")


def test_a_credential_file_in_base64_is_taken_and_other_json_in_base64_is_kept() -> None:
    sa = {"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIE\\n"}
    blob = base64.b64encode(json.dumps(sa, indent=2).encode()).decode()
    assert encoded_credentials(blob)
    assert blob not in S.redact(f"GCP_CREDS_B64={blob}")
    plain = base64.b64encode(json.dumps({"name": "app", "version": "1.2.3"}, indent=2).encode())
    assert not encoded_credentials(plain.decode())
    assert _kept(f"CONFIG_B64={plain.decode()}")


def test_seed_armour_nested_key_toml_properties_and_define_are_taken() -> None:
    seed = "SU" + "".join(R.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(56))
    armour = f"-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------"
    assert _taken(armour, seed)
    key = base64.b64encode(R.randbytes(64)).decode()
    nested = f'"priv_key": {{\n  "type": "tendermint/PrivKeyEd25519",\n  "value": "{key}"\n}}'
    assert _taken(nested, key)
    toml = f"[signing]\nkey = '''\n{key}\n'''"
    assert _taken(toml, key)
    xml = f"<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{MIXED}</value>\n</property>"
    assert _taken(xml, MIXED)
    spark = f'spark.conf.set("fs.azure.account.key.acct.dfs.core.windows.net", "{key}")'
    assert _taken(spark, key)
    salt = "2d3}Hsc(]J=q!W(.1x?h~<;Ai5lhsTfl].ZlIqrMIBfh9z8CN-pzq-,A96]7GS[r"
    assert _taken(f"define( 'AUTH_KEY',         '{salt}' );", salt)


def test_public_armour_plain_properties_and_placeholder_define_are_kept() -> None:
    body = base64.b64encode(R.randbytes(48)).decode()
    assert _kept(f"-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----")
    assert _kept("<name>fs.defaultFS</name>\n<value>hdfs://namenode:8020</value>")
    assert _kept("define( 'AUTH_KEY', 'put your unique phrase here' );")
    assert _kept(f'"pub_key": {{"type": "tendermint/PubKeyEd25519", "value": "{body}"}}')


# -- the clause rule's new cues --------------------------------------------------------


@pytest.mark.parametrize(
    "template",
    [
        "ok I regenerated it, new one is {v} - does the worker pick it up?",
        "here ya go {v}",
        "{v}  <- that's the prod one, the other was staging",
        "sdk.configure('{v}')",
    ],
)
def test_a_key_handed_over_in_chat_or_to_configure_is_taken(template: str) -> None:
    for value in (_hex(40), _uuid(), _rand(32)):
        text = template.format(v=value)
        assert _taken(text, value), S.redact(text)


def test_a_commit_named_beside_a_hand_over_phrase_is_kept() -> None:
    assert _kept(f"ok I regenerated it, the new build is commit {_hex(40)}")
