"""Values public by their name or their form come through (issue 27, round 10's precision part).

safety/public.py: a generic rule's hit is dropped when the name before the value
says public (`public`, `pub`, an id, a fingerprint, a digest with a digest's
form, a cache key), in any naming convention and as the key of the object or
YAML block around it; or when the value's form is public (password hashes in
PHC or crypt format, encrypted-at-rest armours, public key encodings, bech32
addresses, hashed known_hosts lines, analytics cookies, a DKIM body hash). A
public name does not save a vendor's secret shape nor a value whose prefix
says secret. The bodies are generated here from a fixed seed: none is real.
"""

from __future__ import annotations

import base64
import random
import string

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import stays_linear

S = default_sanitizer()
R = random.Random("kenning-tests-public")
_ALNUM = string.ascii_letters + string.digits
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _rand(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def _b64(n: int) -> str:
    return base64.b64encode(R.randbytes(n)).decode()


BODY = _rand(32)
HEX = _rand(40, "0123456789abcdef")
#: 32 random bytes whose base64 the bare-key rule takes for a key when no name is read
ED25519 = "XJwvXGZVr261eO9RQ7wsTS48vzs4zBpyF8XxKZWLK8k="

KEPT_BY_NAME = [
    f"ATLAS_PUBLIC_API_KEY={_rand(8, string.ascii_lowercase + string.digits)}",
    f"publicApiKey: {BODY}",
    f'"pub-key": "{BODY}"',
    f"chat_id: oc_{HEX}",
    f"Cache restored from key: node-cache-Linux-x64-npm-{HEX}",
    f'{{"pub_key": {{"type": "ed25519", "value": "{ED25519}"}}}}',
    f"validator:\n  pubkey:\n    value: {ED25519}",
]

KEPT_BY_FORM = [
    f"c.NotebookApp.password = 'argon2:$argon2id$v=19$m=10240,t=10,p=8${_rand(22)}${_rand(43)}'",
    f"DB_PASSWORD=$6$rounds=5000${_rand(16)}${_rand(86)}",
    f"password: pbkdf2_sha256$600000${_rand(22)}${_b64(32)}",
    # Werkzeug's hashes (Flask's, Superset's): the method and its costs before `$`
    f"password_hash = 'pbkdf2:sha256:600000${_rand(16)}${HEX}{HEX[:24]}'",
    f" name | password\n------+---------\n ops  | scrypt:32768:8:1${_rand(16)}${HEX}{HEX}",
    f"  encryptedData:\n    password: AgB{_b64(120)}",
    f"secret: -----BEGIN AGE ENCRYPTED FILE-----\n{_b64(90)}\n-----END AGE ENCRYPTED FILE-----",
    f"PASETO_PUBLIC_KEY=k4.public.{_rand(43)}",
    f"osmovaloper1{_rand(38, _BECH)}",
    "|1|djT5gTa1yEv4WxnR9vILoU1zAsE=|7MGlU/pHMWSs2yaxRe0a1XN3jXM= ssh-ed25519 AAAAC3Nza",
    f"Cookie: _ga=GA1.2.{R.randrange(10**9, 10**10)}.{R.randrange(10**9, 10**10)}; lang=en",
    "DKIM-Signature: v=1; a=rsa-sha256; d=example.org; s=k1;\n"
    " bh=H5Y4Y4lcJZdTBFR18XV1q0ET43MKdbRhVWfhKyctqGA=",
]


# each of these is destroyed by the rules without safety/public.py (checked when written)


@pytest.mark.parametrize("text", KEPT_BY_NAME, ids=lambda t: t[:24])
def test_a_value_public_by_its_name_comes_through(text: str) -> None:
    assert S.redact(text) == text


@pytest.mark.parametrize("text", KEPT_BY_FORM, ids=lambda t: t[:24])
def test_a_value_public_by_its_form_comes_through(text: str) -> None:
    assert S.redact(text) == text


SECRET = _rand(40)

STILL_REDACTED = [
    # a vendor's secret shape, or a prefix that says secret, under a public name
    (f"STRIPE_PUBLIC_KEY=sk_live_{_rand(24)}", f"sk_live_{SECRET[:24]}"),
    (f"public_key: sk-proj-{SECRET}", SECRET),
    (f'publicKey = "-----BEGIN PRIVATE KEY-----\\n{_b64(60)}"', "PRIVATE KEY-----"),
    # ids that are credentials, and keys that look up nothing
    (f"Cookie: session_id={SECRET}", SECRET),
    (f"  - routing_key: {SECRET}", SECRET),
    # an algorithm's name before a password is not a digest
    ('createUser ops SHA "Tq83ndw*4hfkPz" AES "Tq83ndw*4hfkPz"\nrouser ops priv', "Tq83ndw*"),
    # a password's word makes the name private, whatever it says before
    ("pubkey_password=Xk9mP2vL8qWz!", "Xk9mP2vL8qWz!"),
    # a bech32 string whose readable part says secret
    (f"nsec1{_rand(58, _BECH)}", "nsec1"),
]


@pytest.mark.parametrize(("text", "secret"), STILL_REDACTED, ids=lambda t: str(t)[:24])
def test_a_public_name_does_not_save_a_secret(text: str, secret: str) -> None:
    out = S.redact(text)
    if "sk_live_" in text:
        secret = text.split("=", 1)[1]
    assert secret not in out
    assert "[REDACTED:" in out


def test_a_json_key_that_names_a_public_value_keeps_it_and_a_secret_shape_still_goes() -> None:
    kept = {"mcliPublicApiKey": _rand(8, string.ascii_lowercase), "key_fingerprint": HEX}
    assert S.redact_json(kept) == kept
    secret = f"sk_live_{_rand(24)}"
    out = S.redact_json({"stripe_public_key": secret, "session_id": SECRET})
    assert secret not in str(out)
    assert SECRET not in str(out)


@pytest.mark.slow
def test_a_text_of_many_hits_stays_linear() -> None:
    # a table cell's key each (a hit each, each judged): 8,000 of them cost at most six
    # times 2,000's CPU (an absolute 5 s for 20,000 measured the machine: 5.3 s in a
    # loaded suite)
    assert stays_linear(("| " + _rand(26) + " | ") * 1_000)


@pytest.mark.slow
@pytest.mark.parametrize("half", ["heldout10", "heldout11"])
def test_the_look_alikes_of_the_sets_of_round_10_come_through(half: str) -> None:
    # their look-alikes were seen (safety/public.py was written after them): at first
    # sight 7.5 % and 5.6 % were destroyed, over issue 27's 2 %
    from bench.secrets_wide_bench import destroyed, halves

    _, look_alikes = halves()[half]
    assert [a.text for a in destroyed(look_alikes)] == []


#: sets no round has taken up yet, with the look-alikes their first sight destroyed:
#: they may not lose more (held-out 15 lost 6 of 221 at first sight and after round 12,
#: and 1 since round 13 took it up; held-out 16: 6 of 166 at first sight on round 12's
#: redactor and after round 13, which never read it, and none since round 14 took it up;
#: held-out 17: 4 of 167 at first sight, none since round 15 took it up; held-out 18: 7 of
#: 167 at first sight, 3 since round 15: base64 of a JSON list under a Secret's `data:`,
#: none since round 19 (base64 of a JSON of words, no secret's name in it); held-out
#: 19: none of 166 at first sight, none since round 16 took it up; held-out 21: 4 of 192
#: at first sight (a travel API's offer ids and a formula that joins a named cell after
#: `apikey=`), none since round 16 took it up; held-out 20: 2 of 203 at first sight and
#: still since round 17 took it up (a build file's secret mount `--secret NAME=+secrets/…`
#: and a minisign public key), within the 2 %; held-out 22: 10 of 173 at first sight on
#: d9e9adf and after round 17, which never read it (Stripe price ids, Vercel deployment
#: ids, OpenAI file ids and a Portuguese line that names a password vault), none since
#: round 18 took it up; held-out 23: 13 of 192 at first sight on 9bde962 (written blind,
#: not yet tuned on): GPG key ids, S3's `x-amz-id-2`, a truncated JWT header, a `test-key`
#: placeholder, a site verification tag, public client keys, a key's name, and lines that
#: name a password vault; 12 after rounds 18 and 18b, which never read it (the Malay vault
#: line kept since), 10 after the vault guard read inflected names (Czech, Hebrew), none
#: since round 19 took it up; held-out 24: 2 of 166 at first sight on 9bde962 (written
#: blind) and after round 18b took it up (a `process.env` read under an `apiKey:` name
#: and a Japanese line that names a password vault), none since round 19; held-out 20's 2
#: and 13's, 14's, 15's look-alikes: none left since round 19 but 15's 1);
#: held-out 25: 17 of 272 at first sight on e66ad27 (written blind): session UUIDs under
#: `sessionId`, an MCP `progressToken`, OpenAI `asst_`/`thread_`/`vs_` ids, Anthropic
#: `msgbatch_` ids, the `GPG_KEY` fingerprint a Python image sets, `kubectl describe`'s
#: `<set to the key … in secret …>`, Helm's `existingSecret` names and a PowerShell
#: `Password : System.Security.SecureString`; 14 after round 19, which never read it;
#: none since round 20 took it up (idents.py); held-out 26: 42 of 425 at first sight on
#: 7649d3c (written blind) and after round 20, which never read it: vendors' object ids
#: named tokens or references (Marqeta and Lithic card `token`s, Plaid `link_token`s,
#: Flutterwave `flw_ref`s, Rapyd `payment_`/`ewallet_` ids, Humanloop `pr_`/`prv_` ids),
#: keys published in pages (Superwall `pk_`, Constructor `key_`, a Klevu JS key, a
#: Filestack picker key, a Salesforce consumer key), key ids on their own (a service
#: account's `private_key_id`, a Spaces `DO00…` and an AWS `AKIA…` id in a listing) and
#: a `gcloud run deploy --update-secrets=NAME=secret:latest` reference); 6 after round
#: 20b (vendor_ids.py: a Constructor `key_` and an AWS `AKIA…` id in a listing stay), so
#: held-out 26 is held to 2 % like the others; held-out 27: 12 of 319 at first sight on
#: 68df730 (written blind, not yet tuned on): `Sec-WebSocket-Key` nonces, Stripe-like
#: `cs_test_` checkout session ids in a redirect, a GPG key's fingerprint as `gpg` prints
#: it, Metabase's `**MetabasePass**` mask, a Navicat connection with `SavePassword="false"`
#: and a Mapbox token named as public; 0 after round 21b (openly.py), so held-out 27 is
#: held to 2 % like the others; held-out 28: 7 of 367 at first sight on f00a654 (written
#: blind, not yet tuned on): Przelewy24 `sign=` digests of a payment's fields (three
#: draws), a Kakao JavaScript key given to `Kakao.init`, a Razorpay `rzp_live_` key id in
#: checkout options, an Openpay `pk_` public key and ESP-IDF's `mypassword` example value
#: (the three Przelewy24 draws lost their `sessionId` of words and a number); 0 after round
#: 24 (commands.py, vendor_ids.py, neighbours.py, values.py), held to 2 % like the others;
#: held-out 29: 10 of 312 at first sight on 729c77d (written blind, not yet tuned on): Modal
#: `ap-`/`fc-` app and call ids (three draws), JA3/JA4 TLS fingerprints (three), a Vault
#: `token_accessor` (three) and the `hf_xxx` placeholder of a login command; 0 after round
#: 23b (vendor_ids.py, openly.py, public.py, stand_in_tables.py), so held-out 29 is held
#: to 2 % like the others; held-out 30: 9 of 315 at first sight on 2ec5d95 (written
#: blind, not yet tuned on): FCM registration tokens (`<11>:APA91b…`), a Firebase web
#: `current_key` in `google-services.json` and a Confluent API key's id in a listing with
#: no secret (three draws each); 0 after round 24b (vendor_ids.py, tables.py), so held-out
#: 30 is held to 2 % like the others; held-out 35: 10 of 335 at first sight on ec6819f,
#: 7 after its sessions' ids of a UUID and a time, 4 after its chain addresses (round 30,
#: idents.py, public.py), so held-out 35 is held to 2 % like the others; held-out 36: 25
#: of 344 at first sight on bdcda6d (written blind, not yet tuned on): a remote-desktop
#: server's public key beside its id, a CDN key pair's id, request signatures (SigV4's
#: `Signature=`, a presigned URL's `X-Amz-Signature`), a code shown on screen, a CA's
#: fingerprint, a TLS pin and five documented example values; 22 after round 30 (a key
#: whose glued type says public); 9 after round 31 (documented examples, a key's fingerprint
#: and pin, a key pair's id, a code shown with its seconds left: stand_in_tables.py,
#: values.py, openly.py, public.py): the six request signatures stay redacted by design (a
#: presigned URL is a bearer credential until it expires) and a remote-desktop server's
#: public key beside its id is left, held to that until a round takes it up; held-out 37:
#: 11 of 360 at first sight on 37ed103 (written blind, not yet tuned on): an index's UUID
#: in a cluster's index listing, a SIP digest's response beside its nonce, a phone API's
#: account id alone, a DKIM public key in a TXT record and a vendor's documented test secret;
#: 3 after round 34 (a SID under its label, a DKIM record's key, a tagged filler, a listing's
#: id column: vendor_ids.py, neighbours.py, stand_in_tables.py, idents.py): the three SIP
#: digest responses stay redacted by design (as HTTP Digest's: with its nonce, realm and user
#: beside it a response lets the password be guessed offline), so held-out 37 is held to 2 %;
#: held-out 40: 8 of 312 at first sight on 8aac5bb (written blind, not yet tuned on): a
#: relay's signature header (`X-Google-Smtp-Source`) once, a URL-encoded `${VAR}`
#: reference, documented examples (the jwt.io token, RFC 7617's Basic credentials, an
#: example SMTP URL of `user:pass`), placeholders and variables in smart quotes, and a
#: commit id in an English sentence about a removed token; 0 after round 38 (documented.py);
#: held-out 41: 10 of 313 at first sight on 259e175 (written blind, not yet tuned on): an
#: Ed25519 public key as hex in a constant named for verifying (three draws), test vectors
#: published in standards (an RFC 4231 HMAC key, an SP 800-38A AES key, RFC 7515's example
#: HMAC key, BIP-32's first seed, the local chain's well-known first account key, the jwt.io
#: token) and a Nix `$__file{…}` reference to a secret's file; 0 after round 39
#: (published.py, documented.py's JWT in a string literal, stand_in_tables.py's `$__file{…}`);
#: held-out 42: 17 of 306 at first sight on c66bdf8 (written blind, not yet tuned on): keys
#: an app ships by design (a Maps SDK key in an Android manifest's `meta-data`, a Flutter
#: Firebase options key, a mobile SDK's Sentry DSN; three draws each), an updater's public
#: key as a C byte array (three draws), the Android SDK's debug keystore password `android`
#: in a Kotlin DSL block, the FIPS-197 AES key LoRaWAN examples ship as a default AppKey,
#: and obvious placeholders (a documentation's app-specific password, a JSON template's
#: elided key, a test's `not-a-real-password`); 3 after round 40 (vendor_ids.py's shipped
#: configs, published.py's C arrays and bytes, documented.py, stand_in_tables.py): the three
#: mobile Sentry DSNs stay redacted, as held-out 37 takes the same DSN's key in the same
#: `SentrySDK.start` block as a secret, so held-out 42 is held to 2 % like the others;
#: held-out 43: 25 of 310 at first sight on aa5547b (written blind, not yet tuned on):
#: public ids of automation tools (an Apps Script project's script id and a web app's
#: deployment ids, a webhook endpoint's id, a robot's and a job's UUIDs in a run line, a
#: local browser driver's session id, a user id in security rules, a no-code app's and a
#: base's ids; most three draws each), published or obvious stand-ins (the jwt.io token, a
#: tool's blank-value marker, `generate-a-random-string`-style and `testsecret` defaults
#: in example `.env` files); 4 after round 40c (tool_ids.py, stand_in_tables.py): the
#: jwt.io token after `Bearer` stays taken as tests/test_sanitize.py holds, and three draws
#: of a robot's machine key, which the set calls public but which authenticates a robot to
#: its orchestrator
NOT_YET_TAKEN_UP: dict[str, int] = {}


@pytest.mark.slow
def test_every_held_out_half_loses_at_most_two_percent_of_its_look_alikes() -> None:
    from bench.secrets_wide_bench import destroyed, halves

    for name, (_, look_alikes) in halves().items():
        lost = len(destroyed(look_alikes))
        if name in NOT_YET_TAKEN_UP:
            assert lost <= NOT_YET_TAKEN_UP[name], name
        else:
            assert lost <= 0.02 * len(look_alikes), name


def test_the_users_own_pattern_is_kept_on_a_public_looking_value() -> None:
    from kenning.daemon.core.config import SanitizeConfig
    from kenning.daemon.safety.sanitize import Sanitizer

    custom = Sanitizer.from_config(SanitizeConfig(extra_patterns=[r"chat_id: (?P<v>oc_\w+)"]))
    assert custom.redact(f"chat_id: oc_{HEX}") == "chat_id: [REDACTED:custom_pattern]"
    assert S.redact(f"chat_id: oc_{HEX}") == f"chat_id: oc_{HEX}"
