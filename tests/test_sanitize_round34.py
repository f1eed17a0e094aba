"""Round 34 (issue 27): the look-alikes held-out 37 destroyed, each kept by what makes it
public, with secrets of the same shapes that must still be taken; then its leaks.

Kept: a typed object's string id under its printed `… SID:` label (which object, not the
auth token beside it); a DKIM public key in its record (a tag's value of a DNS TXT string,
the `p=` of a `v=DKIM1` tag list wherever the record is written); a CAPTCHA service's
documented test secret (a filler with a tag, or the one docs print); an object's id as a
cell of a listing (a search cluster's index listing, a column headed `uuid`). A digest's
`response=` beside its nonce stays taken, SIP's as HTTP's: with the nonce, the realm and
the user beside it, the response lets the password be guessed offline (an extension's
password is short), so it is a password's verifier, not a public hash.

Taken: a key or a password stated in chat in Estonian, Finnish, Latvian, Norwegian,
Georgian or Mongolian; a mail relay's password (a relay map's line, a URL whose user is an
e-mail address, an app password in four groups); a framework's application key printed
with its `base64:` prefix; an Erlang VM's cookie as an args file's line. Written here for
tools and forms the held-out sets do not hold. Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round34")
redact = default_sanitizer().redact
_URL_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"


# -- a vendor's object id under its printed `SID:` label -----------------------------------


def test_a_typed_sid_under_its_printed_label_is_kept() -> None:
    for _ in range(DRAWS):
        sid = V.hex(32)
        for text in (
            f"API Key SID: SK{sid}",
            f"Verify Service SID:  VA{sid}",
            f"  Messaging Service Sid: MG{sid}",
            f"Sub Account SID: AC{sid}",
        ):
            assert kept(text), text


def test_the_token_beside_its_sid_is_taken_and_the_sid_kept() -> None:
    for _ in range(DRAWS):
        sid, token = V.hex(32), V.hex(32)
        text = f"Account SID: AC{sid}\nAuth Token: {token}"
        out = redact(text)
        assert token not in out and f"AC{sid}" in out
        # the SID as a basic-auth user: the token after it is taken, the SID kept (round 47)
        out = redact(f"curl -u AC{sid}:{token} https://api.example.com/")
        assert token not in out and f"AC{sid}" in out


# -- a public key by its record: DKIM's `p=` -----------------------------------------------


def _b64(n: int) -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + V.rand(n)


def test_a_dkim_key_in_its_record_is_kept() -> None:
    for _ in range(DRAWS):
        key = _b64(60)
        for text in (
            f'sel1._domainkey 3600 IN TXT "v=DKIM1; h=sha256; k=rsa; p={key}"',
            f'dig +short TXT k1._domainkey.example.org\n"v=DKIM1; k=rsa; t=s; p={key}"',
            f'  record {{ type = "TXT", value = "v=DKIM1; k=rsa; p={key}" }}',
            f'{{"type": "TXT", "name": "s2._domainkey", "content": "v=DKIM1; p={key}"}}',
            f'sel1._domainkey.example.org. TXT "v=spf1 -all" "k=ed25519; p={V.rand(43)}="',
        ):
            assert kept(text), text


def test_a_dkim_private_key_and_a_p_parameter_elsewhere_are_taken() -> None:
    for _ in range(DRAWS):
        body = "MIIEpAIBAAKCAQEA" + V.rand(60)
        assert taken(f"dkim_private_key: {body}", body)
        pem = f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"
        assert taken(pem, body)
        pw = V.rand(20)
        assert taken(f"curl 'https://nas.example.org/login?u=admin&p={pw}'", pw)
        assert taken(f"mysql -u root -p{pw} -h db.internal", pw)


# -- a vendor's documented test secret ------------------------------------------------------


def test_a_captcha_services_documented_test_secret_is_kept() -> None:
    for text in (
        "turnstile:\n  secret_key: 2x0000000000000000000000000000000AA",
        "docker run -e CF_TURNSTILE_SECRET=3x0000000000000000000000000000000AA app",
        "define('RECAPTCHA_SECRET', '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe');",
        'recaptcha_private_key = "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe"',
        "HCAPTCHA_SECRET_KEY=0x0000000000000000000000000000000000000000",
    ):
        assert kept(text), text


def test_a_captcha_services_own_secret_is_taken() -> None:
    for _ in range(DRAWS):
        turnstile = "0x4AAAAAAA" + V.rand(24)
        recaptcha = "6L" + V.rand(38, _URL_SAFE)
        assert taken(f"TURNSTILE_SECRET_KEY={turnstile}", turnstile)
        assert taken(f"turnstile:\n  secret_key: {turnstile}", turnstile)
        assert taken(f"RECAPTCHA_SECRET={recaptcha}", recaptcha)
        # a filler's tag with a drawn body is no filler
        body = "1x" + V.hex(31) + "AA"
        assert taken(f"TURNSTILE_SECRET={body}", body)


# -- an object's id as a cell of a listing --------------------------------------------------


def test_an_index_id_in_a_clusters_listing_is_kept() -> None:
    for _ in range(DRAWS):
        a, b = V.rand(22, _URL_SAFE), V.rand(22, _URL_SAFE)
        for text in (
            f"yellow open   traces-otel-2025.01.07 {a} 3 1 88120 0 41.2mb 41.2mb",
            "health status index uuid pri rep docs.count docs.deleted store.size\n"
            f"green  open   .opensearch-observability {a} 1 0 12 0 40kb\n"
            f"red    open   audit-trail {b} 1 1 0 0 416b",
            f"NAME      UUID   TYPE  DEVICE\nhome-vpn  {a}{b}  vpn   --",
        ):
            assert kept(text), text


def test_a_key_in_a_listing_is_taken() -> None:
    for _ in range(DRAWS):
        a, key = V.rand(22, _URL_SAFE), V.rand(32)
        assert taken(f"NAME   TOKEN   CREATED\nci     {key}   2024-01-01", key)
        assert taken(f"name id secret\nci {a} {key}", key)
        # the listing's row with a key elsewhere on it: only the id column is read so
        row = f"green open logs-app {a} 1 1 10 0 4kb\nelastic password: {key}"
        assert taken(row, key)


# -- a digest's response beside its nonce: taken, SIP's as HTTP's ---------------------------


def test_a_digest_response_is_taken_in_sip_as_in_http() -> None:
    for _ in range(DRAWS):
        nonce, response = V.hex(32), V.hex(32)
        for head in ("Authorization", "Proxy-Authorization"):
            text = (
                f'{head}: Digest username="2041", realm="pbx.example.net", nonce="{nonce}", '
                f'uri="sip:pbx.example.net;transport=tls", response="{response}", algorithm=MD5'
            )
            assert taken(text, response), text


# -- a key or a password stated in chat, in the Baltic and Nordic tongues, Georgian's ------


def test_a_key_stated_in_another_tongue_is_taken() -> None:
    for _ in range(DRAWS):
        hexkey, pw = V.hex(32), V.rand(14)
        for text, secret in (
            (f"Sentry API võti on {hexkey}", hexkey),
            (f"Jenkinsi parool on {pw}, ära jaga seda", pw),
            (f"Grafanan API-avain on {hexkey}", hexkey),
            (f"Tietokannan salasana: {pw}", pw),
            (f"Slack žetons ir {hexkey}", hexkey),
            (f"Redis parole ir {pw}", pw),
            (f"Nøkkelen til Datadog er {hexkey}", hexkey),
            (f"Passordet til VPN er {pw}", pw),
            (f"Datadog-ის API გასაღები არის {hexkey}", hexkey),
            (f"Opsgenie integration key არის {hexkey}", hexkey),
            (f"Grafana нууц үг нь {pw}", pw),
        ):
            assert taken(text, secret), text


def test_the_same_words_in_prose_are_kept() -> None:
    for text in (
        "La parole est donnée à M. Dupont.",
        "Avainsana on tärkeä, katso sivu 12.",
        "Passordet må ha minst 12 tegn.",
        "Parool peab olema vähemalt kaheksa märki pikk.",
    ):
        assert kept(text), text


# -- a mail relay's password ----------------------------------------------------------------


def _letters(n: int) -> str:
    return "".join(V.random.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))


def test_a_relay_maps_password_is_taken() -> None:
    for _ in range(DRAWS):
        pw, app = V.rand(18), _letters(16)
        for text, secret in (
            (f"[smtp.office365.com]:587    it@example.net:{pw}", pw),
            (f"[email-smtp.us-east-1.amazonaws.com]:2587 relayuser:{pw}", pw),
            (f"smtp.zoho.eu:587 alerts@example.net:{app}", app),
            (f"*.sparkpostmail.com:SMTP_Injection:{pw}", pw),
            (f"smtp-relay.brevo.com:ops@example.net:{pw}", pw),
            (f'set smtp_url = "smtp://ops@example.net:{pw}@smtp.example.net:587/"', pw),
            (f"poll imap.example.net via imaps://bo@example.net:{pw}@imap.example.net", pw),
        ):
            assert taken(text, secret), text


def test_an_app_password_in_four_groups_is_taken() -> None:
    for _ in range(DRAWS):
        groups = " ".join(_letters(4) for _ in range(4))
        for text in (
            f"password = {groups}",
            f"[account]\nimap_pass: {groups}\nport: 993",
            f'{{"smtp_password": "{groups}"}}',
            f"SMTP_PASS={groups}",
        ):
            assert taken(text, groups), text


def test_coordinates_ports_and_prose_of_the_same_shape_are_kept() -> None:
    for text in (
        "com.fasterxml.jackson.core:jackson-databind:2.15.2",
        "registry.example.com:5000:latest",
        "web01.example.org:nginx:x:101:101",
        "git@github.com:example/tools.git",
        "[smtp.example.net]:587 relay@example.net:<password>",
        "https://user@example.net@gitlab.example.net/group/repo",
        "The password must have four words: keep them easy to type.",
    ):
        assert kept(text), text


# -- a framework's application key printed with `base64:` -----------------------------------


def test_a_printed_base64_app_key_is_taken() -> None:
    for _ in range(DRAWS):
        key = base64.b64encode(V.random.randbytes(32)).decode()
        for text in (
            f"$ php please key:generate --show\nbase64:{key}",
            f"INFO  Application key [base64:{key}] set successfully.",
            f"the new app key is base64:{key} (staging)",
        ):
            assert taken(text, key), text


def test_other_base64_forms_are_kept() -> None:
    for text in (
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBg",
        "encoding: base64:url",
        "php artisan key:generate --show  # prints base64:<32 bytes>",
    ):
        assert kept(text), text


# -- an Erlang VM's cookie as an args file's line -------------------------------------------


def test_a_vm_args_cookie_is_taken() -> None:
    for _ in range(DRAWS):
        cookie = "".join(V.random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(20))
        for text in (
            f"## rel/vm.args\n-sname chat\n-setcookie {cookie}\n+P 5000000",
            f"-name ejabberd@node1.example.net\n  -setcookie {cookie}",
            f"--cookie {cookie}",
        ):
            assert taken(text, cookie), text


def test_a_vm_args_cookie_by_reference_or_file_is_kept() -> None:
    for text in (
        "-sname rabbit\n-setcookie ${ERLANG_COOKIE}",
        "-setcookie <%= @cookie %>",
        "--cookie cookies.txt",
        "--cookie ~/.erlang.cookie",
    ):
        assert kept(text), text
