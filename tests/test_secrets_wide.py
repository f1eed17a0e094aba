"""The wide secret corpus (bench/secret_kinds_*.py): structural detection beyond the tables.

The dev half is what the structural rules were tuned on: at most 5 % of its
kinds may leak, no look-alike may be destroyed, and every dev sample that
CredSweeper or Kingfisher catches is caught by kenning too (their real output,
recorded in bench/secrets_crosscheck.tsv by `python -m bench.secrets_wide_bench
--record`, since neither is installed by CI). The held-out halves are measured by
`python -m bench secrets_wide`, not asserted here: they are never tuned on.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Sequence

import pytest

from bench.secret_kinds import Sample
from bench.secret_kinds_dev import KINDS, dev_samples
from bench.secret_kinds_dev_look import LOOK_ALIKES
from bench.secrets_wide_bench import destroyed, halves, kenning_leaks, recorded, stored
from kenning.daemon.safety.sanitize import default_sanitizer

from .reliability_scale import scale

SAMPLES = dev_samples()


def test_the_dev_half_is_big_and_varied() -> None:
    assert len(KINDS) >= 100 and len(LOOK_ALIKES) >= 100
    assert {k.group for k in KINDS} == {
        "cli", "code", "header", "dsn", "key", "form", "prose", "vendor"
    }  # fmt: skip
    assert len({s.secret for s in SAMPLES}) == len(SAMPLES)


@pytest.mark.slow
def test_every_half_is_a_hundred_kinds_or_more() -> None:
    for name, (samples, look_alikes) in halves().items():
        assert len({s.kind for s in samples}) >= 100, name
        assert len(look_alikes) >= 80, name


@pytest.mark.slow
def test_at_most_one_dev_kind_in_twenty_leaks() -> None:
    leaked = {s.kind for s in kenning_leaks(SAMPLES)}
    assert len(leaked) <= len(KINDS) // 20, sorted(leaked)


def test_no_dev_look_alike_is_destroyed() -> None:
    assert [a.text for a in destroyed(LOOK_ALIKES)] == []


def test_what_credsweeper_or_kingfisher_catch_kenning_catches() -> None:
    caught = recorded("dev")
    assert {tool for _, _, tool in caught} == {"credsweeper", "kingfisher"}
    assert len({kind for _, kind, _ in caught}) >= 50  # the record is the real, full run
    assert all(SAMPLES[i].kind == kind for i, kind, _ in caught)  # and of these very samples
    leaked = _leaked(SAMPLES, caught)
    missed = sorted({(kind, tool) for i, kind, tool in caught if i in leaked})
    assert missed == []


def _leaked(samples: Sequence[Sample], caught: list[tuple[int, str, str]]) -> set[int]:
    """The samples of `caught` whose secret kenning stores, each redacted once (a sample
    both scanners caught is recorded twice: one in six of the held-out halves' rows)."""
    return {i for i in {i for i, _, _ in caught} if samples[i].secret in stored(samples[i])}


#: what a scanner catches on the held-out halves that kenning still leaks, and why it stays:
#: a bare UUID given to a call (`setup('…')`) is an id as often as a key (a row's id in
#: `VALUES ('…')`, `get_order('…')`), so kenning does not take it for a secret; and the
#: one below
KNOWN_MISSES = {
    ("heldout3", "heroku_api_key", "credsweeper"),
    # held-out 7, caught by a scanner and left: DefinedNet's `dnkey-` with two bodies of
    # capitals and digits (a lower-case prefix before capitals and digits is an id as often,
    # `ord_01HX…` ULIDs), and Harness's `pat.…` bare in a sentence (a `.` before a token
    # body is no gate: opening one there cost a probe over every dotted name)
    ("heldout7", "dnkey", "credsweeper"),
    ("heldout7", "harness_pat", "kingfisher"),
    # held-out 8: a 32-character base32 seed in capitals, bare in a sentence with no word
    # before it ("paste … into the app"); capitals and digits in a run are ids as often
    # (order numbers, ULIDs, licence keys printed to be read) and bare.py takes such a run
    # only where a value stands
    ("heldout8", "bare_b32_upper", "credsweeper"),
    # held-out 9: a UUID under a name that says nothing (`"value": "<uuid>"`), the same
    # reason as held-out 3's Heroku key above
    ("heldout9", "codecov_token", "credsweeper"),
    # held-out 10 and 11: none left since round 11 (keys of parts judged by their parts,
    # a bare `key` beside a user's name; clauses.py, credential_ids.py)
    # held-out 12: none left (Rails' `secret_key_base:` is taken since round 11; its
    # leaks of round 12's classes are taken too: typographic quotes, a `%XX` password,
    # a dotted prefix under `environment_key`, `API` as a weak cue, a short secret flag)
    # held-out 13: none left since its classes were taken up (setters named for a secret,
    # a key as the basic-auth user; pairs.py, cli_args.py)
    # held-out 14: an upper-case `SALT = "…"` beside a merchant key (a salt is public as a
    # rule); a log shipper's token of letters only in a listener URL's query and a key as
    # the basic-auth user with an empty password are taken since round 12 (stated.py), a
    # payment gateway's `HashKey='…'` beside its `HashIV` since round 14 (around.py)
    ("heldout14", "payu_india_salt", "credsweeper"),
    # held-out 15: none left since round 13 took it up (headers of any name for a key,
    # an authorization of any scheme and both halves of its pair, a ping URL's id, a
    # pair sent to base64, a query's credential, a JVM key property; beside.py) and a
    # declaring word stopped being read as a public key's (`pub const`; public.py)
    # held-out 16: none left since round 14 took it up (a password under a `pw` name, a
    # query's access parameter, an object of keys; around.py)
    # held-out 17: none left since round 15 took it up (an authorization with no scheme,
    # a UUID as an `authorization=` pair's value; placed.py)
    # held-out 18, still after round 15 (one API's message format, left): a core banking
    # OFS message's `USER/<password>/COMPANY` triple and the same password under a
    # `tafj.ofs.password=` property
    ("heldout18", "temenos_ofs_credentials", "credsweeper"),
    # held-out 19 and 21: none left since round 16 took them up (a vendor's name that
    # starts with a word of no secret, a bare `key` beside its service, a server key's
    # prefix, a password told in hex; forms.py, names.py)
    # held-out 20, still after round 18 (which took a UUID under `AccessKeyValue:`, a
    # name with `Value` after a secret's word): a remote-access API's developer id (a
    # UUID) in a query beside its password
    ("heldout20", "ewon_talk2m_devkey", "credsweeper"),
    # held-out 22: none left since round 18 took it up (a password as base32 under a
    # `_B32` name: a secret's name with its encoding's suffix; names.py, values.py)
    # held-out 24: none left since round 18b took its classes up (a diff's changed lines
    # read unmarked, hex to a hex decoder, base85 to its decoder; diff_lines.py,
    # keybytes.py)
    # held-out 23: none left since round 19 took its classes up (a test runner's plain
    # `--key`, a variable set by a command's words, a map of keys by their names; given.py)
    # held-out 25: none left since round 20 took it up (a key header's name and value in
    # code, `'x-gladia-key': '<uuid>'`, `'x-key': '<uuid>'`; beside.py); its third, a UUID
    # given to an MCP platform's CLI as `--key <uuid>`, is taken since round 19
    # held-out 26 at its first sight (written blind, not yet tuned on), on 7649d3c: a
    # UUID key after "key" in parentheses, a UUID token in a log URL's path and as an
    # index name, a routing key in a Python dict, a payment API's short `X-Trans-Key`
    # header, a CDN's `APIKey <digits>$<hex>` header, and an Oromo line with a `pk_` key
    # after a colon. Round 21 took up all but two (a vendor's auth header of any name, a
    # member naming a shared secret, a key in a log route's path, a numbered permanent
    # token, a key in a sentence by its shape; sdk_calls.py, beside.py, tongues.py): left,
    # a UUID after "key" in parentheses and a UUID under a log shipper's `index:`
    ("heldout26", "leonardo_generation_response", "credsweeper"),
    ("heldout26", "sematext_logs_token", "credsweeper"),
    # held-out 27: none left since round 21b took its classes up (a GraphQL gateway's
    # `apikey <account>::<domain>+1000::<hex>` header, a tracker's `perm:<base64>.<base64>.
    # <body>` token, an incident tool's integration key as a UUID in its events URL's path;
    # relayed.py)
    # held-out 28 at its first sight (written blind, not yet tuned on), on f00a654: an
    # invoicing API's `a/<base64>` token under an Italian env name, a key under a Spanish
    # name in a Godot `.tres` resource, a key under a transliterated Russian name in code,
    # a payment gateway's `$merchant_key` in PHP, a UUID salt key in YAML. Round 22 took
    # them all up (native_names.py; `merchant` and `salt` before `key` in values.py)
    # held-out 29 at its first sight (written blind, not yet tuned on), on 729c77d: an EC
    # private key's body inside cfssl's JSON output (`"key":"-----BEGIN EC PRIVATE KEY…`), an
    # HSM password read aloud in groups and then whole, a Relevance AI key after a UUID and
    # `:` in an `Authorization` header, and a key kept as two `_PART` variables joined.
    # Round 23b took up the first (a public armour ends where another begins; public.py),
    # round 24 the groups and the `_PART` variables (pieces.py, names.py): left, the key
    # after a UUID and `:`
    ("heldout29", "relevance_ai_key", "credsweeper"),
    # held-out 30 at its first sight (written blind, not yet tuned on), on 2ec5d95: a
    # schema registry's `basic.auth.user.info=<key>:<base64 secret>`, an Iceberg catalog's
    # `credential=<id>:<hex>` in a `--conf`, ProxySQL's `admin_credentials="admin:<pw>;…"`
    # (one of three, a `%XX` in the password), a game backend's key as a bare UUID argument
    # to a client constructor, and a link shortener's short `sk_` key in an `authorization:`
    # header. Round 24b took up the first three (an `id:secret` pair under a name of
    # credentials, auth or a user's info; credential_ids.py), round 25 the UUID argument (a
    # client built with a host and one UUID; sdk_calls.py) and the short `sk_` key (a
    # prefixed key as an authorization's whole value; placed.py)
    # held-out 31 at its first sight (written blind, not yet tuned on), on 61ab816: keys
    # named for what they do rather than as a secret (a shop's crypt key in a PHP array, a
    # payment gateway's salt and its passkey as Python variables beside the hash they feed,
    # a service mesh's management token as a UUID in HCL, a web framework's
    # `secret_key_base` of base64 in Elixir config), a percent-encoded password in a HAR
    # form body, and a mailing-list key (hex with a datacenter suffix) as the positional
    # value of a CMS's option-setting command. Round 25b took them all up (a key named for
    # its purpose, a `key` in an object named for encryption, the members of a block of
    # tokens, a form's `pwd` field, a mailing-list key's shape; purposes.py)
    # held-out 32 at its first sight (written blind, not yet tuned on), on 5dcee4f: keys
    # under names that say key only as part of a compound or a vendor's word (a tax
    # service's camelCase exchange key in YAML, a home-automation key set by `docker -e`
    # under a name that opens with `KEY_`, a streaming key under a bare `key` in a JSON
    # service file and under `stream_key:` in YAML, both of dashed lower-case groups), a
    # game panel's prefixed client key under a `_CLIENT_KEY` name, and the first half of a
    # key a PDF's text broke over two lines with a hyphen. Round 26 took up all but the
    # client key (a key in a compound name, dashed groups, a value broken by a hyphen;
    # labelled.py): a name that says the client side is kept as a key shipped to it
    ("heldout32", "pterodactyl_client_key", "credsweeper"),
    # held-out 33 at its first sight (written blind, not yet tuned on), on eebff7e: a
    # Kerberos keytab's base64 as the value of a Kubernetes Secret's data under a file
    # name (no word for a key or a password beside it), a LoRaWAN session key of 32 hex
    # capitals set by a modem's AT command (`AT+…SKEY=`), and a short password passed
    # positionally to a PLC library's call whose method name says password. Round 27 took
    # up all three (a Secret manifest's data, unnamed.py; a compound's part that ends in
    # `key`, labelled.py; a setter's one literal, operands.py)
    # held-out 34 at its first sight (written blind, not yet tuned on), on fa5d8e3; round 29
    # took its base64 credentials under names that do not say password, the host-named
    # variable's user:password, the value split over two shell exports and the base32 TOTP
    # seeds; left: a vendor-prefixed token under a name that says `PUBLIC` (a name's
    # `PUBLIC` keeps the values of public keys and ids a vendor documents so)
    ("heldout34", "segment_public_api_token", "credsweeper"),
    ("heldout34", "segment_public_api_token", "kingfisher"),
    # held-out 35 at its first sight (written blind, not yet tuned on), on ec6819f: a UUID
    # under a `SecretID:` label in a command's aligned printout, a password after `user/`
    # inside one environment value, the HMAC `key` of a notebook kernel's connection file,
    # a password continued over a backslash line break, a stream key split over two shell
    # variables joined on use, and a provider's key as a JSON value under the provider's
    # bare name (no word for a key beside it). Round 30 took up the kernel's HMAC key (a
    # connection file's signing key, forms.py); round 33 the password continued over a
    # backslash (split.py), the aligned `SecretID:` (endings.py) and the provider's key
    # under a "Do not share!" note (warned.py)
    ("heldout35", "neo4j_auth_env", "credsweeper"),
    ("heldout35", "stream_key_joined_in_shell", "credsweeper"),
    # held-out 36: none left (round 32 took the bare `key` beside a display name; the
    # implicit concatenation was taken before it)
    # held-out 37 at its first sight (written blind, not yet tuned on), on 37ed103: a mail
    # API key of hex parts joined by hyphens as the last field of a mail server's
    # colon-separated client password file (host:user:key) and in an Estonian sentence, a
    # hex auth token in a Latvian sentence beside its account's id, a password in an SMTP
    # URL's user part set by a mail client's `set smtp_url`, a UUID token inside a syslog
    # template's structured-data element (`[token@enterprise-id …]`), a CMS salt of
    # printable symbols and spaces in a quoted define printed as a tool's output, and a
    # key as the value of a vendor's header inside an OTLP headers variable (`name=value`).
    # Round 34 took up the Estonian and Latvian sentences (tongues.py), the password file's
    # last field and the SMTP URL whose user is an e-mail address (layouts.py); round 35 the
    # structured-data token and the OTLP headers list (listed.py) and the CMS salt
    # (layouts.py): none left
    # held-out 38 at its first sight (written blind, not yet tuned on), on dfadbe9: a hex key
    # printed as a JSON array of chunks joined on use (no chunk named), and a key as the
    # second member of a list R's `str()` prints (`$ secret: chr "…"`, the name after `$`
    # and the type before the quoted value). Round 36 took up both (a list of a key's
    # chunks, wrapped.py; a type word between a name and its value, printed.py)
    # held-out 39: a browser key as an unquoted property of a minified bundle's Firebase
    # config (`{apiKey:"AIza…",authDomain:…,projectId:…}`): a web app's config beside its
    # `authDomain` is kept on purpose (round 24b, vendor_ids.py: Firebase documents it as
    # no secret). Round 37 took the `${VAR}` host's URL and the plist's `<key>`/`<string>`
    ("heldout39", "minified_bundle_apikey_prop", "credsweeper"),
    ("heldout39", "minified_bundle_apikey_prop", "kingfisher"),
    # held-out 40 at its first sight (written blind, not yet tuned on), on 8aac5bb: the
    # base64 of a whole AWS credentials file as one quoted YAML value (the key's name and
    # its value both inside the encoding), a key in an HTML element's `data-` attribute
    # named for a secret, and an authenticator app's migration QR payload (`otpauth-
    # migration://offline?data=`, a URL-encoded base64 protobuf of every seed). Round 38
    # took the base64 file and the migration payload (carried.py)
    ("heldout40", "html_data_attribute_key", "credsweeper"),
    # held-out 41 at its first sight (written blind, not yet tuned on), on 259e175: a
    # password in a literal of a language's own quoting (Perl's `q{…}`/`qq[…]`, Tcl's
    # braces after `set`, Scala's triple-quoted and `raw"…"` strings, Nix's attribute path
    # and `''…''` string, a VBA `Const` and an ADO connection string given to `Open`), a
    # key split into two constants joined where it is used, and a password stated after
    # a colon in a Friulian and a Venetian sentence with a word between the name and it.
    # Round 39 took all but the split key (escapes.quoting, declared.py, remarked.py)
    ("heldout41", "split_across_constants", "credsweeper"),
    # held-out 42 at its first sight (written blind, not yet tuned on), on c66bdf8: a
    # passphrase given twice to a provisioning tool's flags (`--pop` and `--passphrase`), a
    # token set as a command's environment prefix after `&&`, and a base64 signing key fed
    # to a command by a shell here-string (`<<< '…'`). Round 40 took all three
    # (signing_flags.py, public.py's `pub` of Dart's registry, commands.py's key file `-`)
    # held-out 43 at its first sight (written blind, not yet tuned on), on aa5547b: none (the
    # samples kenning leaks there, passwords typed by desktop automation, capability URLs,
    # credential columns of delimited exports and a few chat sentences, no scanner catches)
    # held-out 44 (written blind), after round 42: the one kind a scanner catches that
    # kenning still leaks, a token's UUID in the `value` row of the
    # box-drawn table `pveum user token add` prints (a row named `value`, not a secret's
    # name; the command above the table says what it is, which no rule reads yet)
    ("heldout44", "proxmox_token_add_table", "credsweeper"),
    # held-out 45 (written blind), after round 43: a session's id in the JSON a login
    # request printed (`curl -X POST …/api/session` then `{"id":"<uuid>"}`): an `id` member,
    # which no rule takes for a secret without the request above it read as a login
    ("heldout45", "metabase_session_id", "credsweeper"),
}


#: in the suite's time, of each kind a scanner caught, its first caught sample (5,443 of
#: the halves' 15,698: every kind is held to, its other places at `KENNING_RELIABILITY=full`,
#: `python -m bench long`); a sample costs ~8 ms to redact where the automaton is cold
_ONE_PER_KIND = scale(True, False, False)


def _one_per_kind(caught: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """Of `caught`, the rows of each kind's first sample (both tools' rows of it)."""
    first: dict[str, int] = {}
    for i, kind, _ in sorted(caught):
        first.setdefault(kind, i)
    return [row for row in caught if first[row[1]] == row[0]]


@pytest.mark.slow
@pytest.mark.parametrize(
    "half",
    [
        "heldout1",
        "heldout2",
        "heldout3",
        "heldout4",
        "heldout5",
        "heldout7",
        "heldout8",
        "heldout9",
        "heldout10",
        "heldout11",
        "heldout12",
        "heldout13",
        "heldout14",
        "heldout15",
        "heldout16",
        "heldout17",
        "heldout18",
        "heldout19",
        "heldout20",
        "heldout21",
        "heldout22",
        "heldout23",
        "heldout24",
        "heldout25",
        "heldout26",
        "heldout27",
        "heldout28",
        "heldout29",
        "heldout30",
        "heldout31",
        "heldout32",
        "heldout33",
        "heldout34",
        "heldout35",
        "heldout36",
        "heldout37",
        "heldout38",
        "heldout39",
        "heldout40",
        "heldout41",
        "heldout42",
        "heldout43",
        "heldout44",
        "heldout45",
        "heldout46",
        "heldout47",
        "heldout48",
        "heldout49",
        "heldout50",
        "heldout51",
    ],
)
def test_what_the_scanners_catch_on_the_held_out_halves_kenning_catches(half: str) -> None:
    # the cross-check of issue 27 on the halves no rule was tuned on when they were
    # written (held-out 1-3 were tuned on later; 4 never; 5's leaks never, but for the
    # kinds a scanner caught there, which this test holds kenning to): every kind
    # CredSweeper or Kingfisher catches in a sample, kenning catches there too, but the
    # known misses
    samples, _ = halves()[half]
    caught = recorded(half)
    assert {tool for _, _, tool in caught} == {"credsweeper", "kingfisher"}
    assert all(samples[i].kind == kind for i, kind, _ in caught)
    leaked = _leaked(samples, _one_per_kind(caught) if _ONE_PER_KIND else caught)
    missed = {(half, kind, tool) for i, kind, tool in caught if i in leaked}
    assert missed <= KNOWN_MISSES, sorted(missed - KNOWN_MISSES)


def test_redacting_the_dev_half_is_idempotent() -> None:
    s = default_sanitizer()
    for sample in dev_samples(1):
        once = s.redact(sample.text)
        assert s.redact(once) == once


ADVERSARIAL = [
    'login("a", ' * 20_000,
    'x = server.login("' * 20_000,
    "@" * 200_000,
    "sqlplus " + "a/b@" * 50_000,
    "jdbc:oracle:thin:" + "a/b@" * 50_000,
    "a:b@tcp(" * 30_000,
    "echo x | " * 30_000,
    "password " + "|" * 200_000,
    "a_" * 100_000,
    "ab_" + "A1b2" * 50_000,
    "dckr_pat_" * 20_000,
    "x-" + "aB3dE7fGh2Jk9aB3dE7f-" * 10_000,
    "here " + "aB3dE7fGh2Jk9aB3dE7f " * 10_000,
    "https://x.io/" + "hooks/aB3dE7fGh2/" * 15_000,
    "a as in alpha, 1, " * 20_000,
    "hmac:\n" + "  sig: aB3dE7fGh2Jk9aB3dE7f\n" * 10_000,
    "Authorization: Digest " * 10_000,
    "authorization: x " + "response=abcdefgh, " * 20_000,
    "password: |\n" * 20_000,
    "password: |\n" + "  aB3dE7fGh2Jk9\n" * 50_000,
    "api_keys: [" * 20_000,
    '"api_keys": ["' + '"aB3dE7fGh2Jk9aB3", ' * 20_000,
    "api_keys:\n" + "  - aB3dE7fGh2Jk9aB3\n" * 20_000,
    "%3D" * 100_000,
    "password%3D" * 20_000,
    "chpasswd " * 20_000,
    "wpa_passphrase " * 20_000,
    "use aB3dE7fGh2Jk9 as the password " * 10_000,
    "tool -p " * 60_000,
    "pw: " * 50_000,
    '"kty": "RSA", ' + '"d": "' * 30_000,
    "PuTTY-User-Key-File-3\n" + "Private-Lines: 1\n" * 20_000,
    "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\n" + "A" * 200_000,
    "dapi" * 50_000,
    "oy2" * 60_000,
    "https://x/?" + "sig=" * 50_000,
    "the password is " * 20_000,
    "Pwd=" * 50_000 + ";Pwd=",
    # the rules of held-out 5's round: wallet keys, seed phrases, name/value pairs, lines
    # echoed into credential files, Easy Connect, custom headers
    "seed " * 40_000,
    "mnemonic: " + ("abandon " * 11 + "\n") * 5_000,
    "private key " * 30_000,
    "wallet " + "a1" * 100_000,
    '"value": "' * 30_000,
    '{"name": "db_password", "value": "x1234567"}, ' * 10_000,
    "x-a: " * 40_000,
    "echo 'a b c' >> secrets; " * 10_000,
    "5" + "K" * 200_000,
    ("5" + "H" * 50 + " ") * 4_000,
    "xprv" * 50_000,
    "nsec1" * 40_000,
    "a_live_" * 40_000,
    "a/b@c:1521/d " * 20_000,
    # the rules of held-out 7's round (places.py): printed values, credential arguments,
    # here-strings, heredocs, URL paths, base64, key bytes, sentences, `auth` members
    "$ pass show a1\n" * 20_000,
    "$ get-password\n" + "aB3dE7fGh2Jk9aB3" * 10_000,
    "snyk auth " * 30_000 + "a1",
    "tool auth a1 " * 30_000,
    "x <<< a1 " * 30_000,
    "echo a1 | login " * 20_000,
    "cat <<EOF | login\n" * 20_000,
    "https://rpc.node/" + "aB3dE7fGh2Jk9aB3dE7f/" * 10_000,
    "https://x/key/" * 30_000 + "a1",
    "_auth=" + "QUJD" * 50_000,
    "eyJ" + "rIjoi" * 40_000,
    "userPassword:: " * 20_000 + "a1",
    "[" + "255, " * 100_000 + "1]",
    "key = [" + "12, 34, " * 50_000 + "1]",
    "password is the " * 20_000 + "a1",
    "the key " * 40_000 + "is a1b2c3d4",
    '"auth": "' * 30_000 + "a1",
    "RGAPI-" * 40_000 + "a1",
    "pat." * 50_000 + "aB3dE7fGh2Jk9aB3dE7f1",
    # round 19's (given.py): a variable set by words, a matcher, a map of keys, a dump
    "set -gx API_KEY " * 20_000,
    '"X-Api-Key": { "equalTo": "' * 10_000,
    "keys: {" * 30_000,
    "$ xxd key.bin\n" + "00000000: 2acb 239b\n" * 20_000,
    # round 22's (native_names.py): names in other languages, percent-encoded names
    "senha_" * 40_000 + "=aB3dE7fGh2Jk9",
    "klyuch: " * 30_000,
    "&%D0%BF%D0%B0" * 20_000 + "=aB3dE7fGh2Jk9",
    " %C3%B1" * 40_000,
]


@pytest.mark.slow
@pytest.mark.parametrize("text", ADVERSARIAL, ids=lambda t: t[:24].replace("\n", "⏎"))
def test_adversarial_text_for_the_structural_rules_stays_fast(text: str) -> None:
    # generous: the point is no quadratic blow-up, not a benchmark (the machine is shared;
    # the slowest text takes 4-5 s of CPU in a loaded suite on a slow machine, while a
    # quadratic scan over these 100,000-unit texts takes minutes). In the suite's time, a
    # quarter of each text (its end kept) under a quarter of the bound: a linear scan
    # costs a quarter, a quadratic one a sixteenth of its minutes, still over the bound
    # (the whole texts at `KENNING_RELIABILITY=full`, `python -m bench long`)
    part = scale(4, 1, 1)
    if part > 1:
        text = text[: len(text) // part] + text[-64:]
    start = time.process_time()
    out = _redact(text)
    assert time.process_time() - start < 10.0 / part
    assert _redact(out) == out


@functools.lru_cache(maxsize=1)
def _redact(text: str) -> str:
    """The default sanitizer's redaction of `text`, the last one kept.

    Redaction is a function of its text (the sanitizer keeps short texts' itself), so
    the idempotence check of a text the first pass left unchanged is that same pass:
    62 of the 79 adversarial texts, 18 of the test's 52 CPU-s at load 16.
    """
    return default_sanitizer().redact(text)


@functools.cache
def _all_gates() -> frozenset[str]:
    """Every gate of the default sanitizer's rules (gathered once, not once per text)."""
    return frozenset(g for r in default_sanitizer().rules for g in r.gates)


def _gates_one_by_one(text: str, low: str) -> dict[str, int]:
    """The gates as searching each probe and each literal on its own finds them."""
    from kenning.daemon.safety.secret_rules import LOWER_PROBES, PROBES

    out: dict[str, int] = {}
    for gate in _all_gates():
        if gate in PROBES:
            m = PROBES[gate].search(low if gate in LOWER_PROBES else text)
            if m is not None:
                out[gate] = m.start() if gate in LOWER_PROBES else 0
        elif (i := low.find(gate)) >= 0:
            out[gate] = i
    return out


@pytest.mark.slow
def test_the_one_pass_gates_find_what_each_probe_finds() -> None:
    # the RE2 sets (one pass for the literals, one for the probes' patterns) must open
    # every gate the probes themselves would: on every text of the wide corpus
    from bench.sanitize_bench import corpus
    from bench.secret_kinds import place_text

    # every eighth sample and look-alike of each half in the suite (~2,400 texts, ~3 CPU-s);
    # all 19,000 in `python -m bench long` (tests/reliability_scale.py)
    step = scale(8, 1, 1)
    texts = corpus(300_000)
    for samples, look_alikes in halves().values():
        texts += [place_text(s.text, s.place) for s in samples[::step]]
        texts += [a.text for a in look_alikes[::step]]
    s = default_sanitizer()
    differ = [
        t[:80] for t in texts if s._finder.gates(t, t.lower()) != _gates_one_by_one(t, t.lower())
    ]
    assert differ == []
    # the single pass of an ASCII text (literals as `(?i)` on the text) and the two passes
    # of any other text: the same gates, also where a capital or a non-ASCII letter stands
    tricky = ["PASSWORD=Xk9mP2vL8qWz", "Api_Key: 9f3b2c1d", "Ключ KEY=abc", "ſecret=1 İD=2"]
    assert any(t.isascii() for t in tricky) and not all(t.isascii() for t in tricky)
    for t in tricky:
        assert s._finder.gates(t, t.lower()) == _gates_one_by_one(t, t.lower()), t[:80]
