"""Values that look like secrets and are public: by their name or by their form.

The rules of the other modules find a value by its name (`api_key=…`), its shape
(a long random run) or its place; some values that match are meant to be seen,
and redacting them destroys what a memory is for. `public_hit` is asked, for
each hit of a rule, whether the value is one of those; the sanitizer drops the
hit when it is. Two families:

* **public by the name**: the name before the value (in any naming convention:
  `MCLI_PUBLIC_API_KEY`, `publicKey`, `pub-key`, `key.fingerprint`, and the
  key of the object or the YAML block that holds it) says public (`public`,
  `pub`, `publishable`), or ends with a word of a derived or identifying
  value (`id`, `fingerprint`, `hash`, `digest`, `checksum`, `thumbprint`,
  `address`), or qualifies a key as a lookup key (`cache key`, `idempotency
  key`). A name can only save a value a generic rule found: a vendor's
  secret shape (`sk_live_…`, a private key armour, its own table rule) stays
  redacted under any name, and so does a value whose prefix says secret
  (`sk-`, `secret_`, `priv`). `session_id`, `secret_id` and their like are
  secrets and stay;
* **public by the form**: password hashes in PHC or crypt format (`$argon2id$…`,
  `$2b$…`, `$6$…`, Django's `pbkdf2_sha256$…`, Werkzeug's `scrypt:32768:8:1$…`); armours
  meant to be committed because they are encrypted at rest (Ansible Vault, SOPS `ENC[…]`, a sealed
  secret's `encryptedData`, `PGP MESSAGE`, `AGE ENCRYPTED FILE`) or because
  they are public (`PUBLIC KEY`, `CERTIFICATE`); public key encodings (an
  OpenSSH public key line, PASERK `k4.public.`/`k4.pid.`); addresses with a
  human-readable part (bech32: `cosmosvaloper1…`, `bc1…`, `age1…`; not
  `nsec1…` or another whose part names a secret); an EVM chain's address (`0x` and
  40 hex digits: 20 bytes, where an account or a contract lives, never a 32-byte key)
  unless the words just before it say private, secret, seed or signing; a key
  that carries its type glued before it, the type naming the party the key pair is
  of or saying public (Tailscale's and Headscale's `nodekey:…`, `discokey:…`,
  `mkey:…`, `nlpub:…`; never `privkey:`, `nlpriv:`); hashed `known_hosts` lines
  (`|1|salt|hash`); analytics cookies (`_ga=GA1.2.…`, `_fbp=fb.1.…`); a DKIM
  or ARC header's body hash and signature (`bh=`, `b=`); a key in a documented
  publishable form (a prefix part `pub`, `public`, `publishable`, `client`,
  `pkey`, or `pk` beside an environment: `pk_live_`, `prj_test_pk_`; and the
  public SDK keys whose prefix does not say so: RevenueCat's `appl_`, PostHog's
  `phc_`, …), unless a part says secret or the key follows `Authorization`; an
  access key's id as a cell of a row that gives its status (`| AKIA… | Active |`:
  `aws iam list-access-keys`, a console's table), when no secret key stands on the row.

Before both, stand_ins.py drops what only stands in a secret's place: a
reference to a secret kept elsewhere, a mask, a placeholder or a documented
default, a filler; and, under an API key's or a token's name (not a password's
or a secret's), a word (`OPENAI_API_KEY=ollama`, `api_key="lm-studio"`).

A hit of the user's own `sanitize.extra_patterns` is never dropped. Only hits
are looked at, so a text with none pays nothing: no gate is added to
the sanitizer's automaton.
"""

from __future__ import annotations

import bisect
import functools
import re
import string

from kenning.daemon.safety.documented import documented_public
from kenning.daemon.safety.idents import ident_hit
from kenning.daemon.safety.neighbours import (
    authorized_value,
    browser_sdk_call,
    client_side_name,
    comment_says_public,
    dns_txt_value,
    encoded_words,
    jwt_public,
    key_id_name,
    line_before_says_public,
    meta_name,
    printed_public_half,
    public_key_line,
    verification_name,
)
from kenning.daemon.safety.one_way import one_way_public
from kenning.daemon.safety.openly import open_value
from kenning.daemon.safety.published import array_name, published_value, verifying_name
from kenning.daemon.safety.references import object_id, record_locator
from kenning.daemon.safety.rendezvous import server_key_beside
from kenning.daemon.safety.secret_rules import Hit
from kenning.daemon.safety.stand_in_tables import counted
from kenning.daemon.safety.stand_ins import References, stand_in, stand_in_value, word_key
from kenning.daemon.safety.tool_ids import tool_id_public
from kenning.daemon.safety.values import CAMEL_WORDS, UUID, classify_key, looks_random
from kenning.daemon.safety.vendor_ids import vendor_named, vendor_public
from kenning.daemon.safety.written import store_key, written_public

__all__ = ["drop_public", "public_hit", "public_name", "public_value"]

#: the rule kinds a name cannot save: a vendor's shape, found without a name
_SHAPED_KINDS = frozenset({
    "private_key", "jwt", "aws_access_key", "aws_secret_key", "aws_session_token",
    "github_token", "gitlab_token", "stripe_key", "openai_key", "anthropic_key", "slack_token",
    "slack_webhook", "discord_webhook", "discord_bot_token", "google_api_key",
    "google_oauth_token", "huggingface_token", "npm_token", "pypi_token", "sendgrid_key",
    "twilio_key", "vault_token", "url_credentials", "seed_phrase", "key_bytes", "unnamed_key",
    "credential_pair", "captured_credential"
})  # fmt: skip

#: key material, credentials in a URL and what security tools dump (captured.py): never a
#: publishable key or an open digest, whatever comes before
_MATERIAL_KINDS = frozenset(
    {"private_key", "seed_phrase", "key_bytes", "url_credentials", "captured_credential"}
)

#: a value whose head says it is a secret, whatever name it is under
_SECRET_HEAD = re.compile(
    r"(?i)(?:sk|rk|ssk|secret|sec|priv|prv|private|pat|ghp|gho|ghu|ghs|ghr|github_pat|glpat"
    r"|xox[abposr]|xapp|npm|pypi|hf|shp(?:at|ss|ca|pa)|dop|doo|dor|sq0csp|whsec|nsec"
    r"|AKIA|ASIA|AIza|ya29|eyJ)[_\-.]"
    r"|-----BEGIN|(?i:PRIVATE KEY)"
)

# -- names ------------------------------------------------------------------------------

_PUBLIC_WORDS = frozenset({"public", "pub", "publickey", "pubkey", "publishable", "npub"})
#: names a standard gives a public key (the Push API's `applicationServerKey`, a VAPID key's
#: public half; a push subscription's `p256dh`, the browser's public key)
_STANDARD_PUBLIC = frozenset({"applicationserverkey", "p256dh"})
#: a name ending so names a value derived from or identifying another
_LAST_WORDS = frozenset(
    {
        "id",
        "ids",
        "uid",
        "uuid",
        "guid",
        "keyid",
        "kid",
        "fingerprint",
        "fp",
        "accessor",
        "thumbprint",
        "address",
        "addr",
        "recipient",
        "recipients",
    }
)
#: a name ending so names a digest: the value must have a digest's form too (`SHA "pass"`
#: is an algorithm and a password)
_DIGEST_WORDS = frozenset(
    {"hash", "digest", "checksum", "sha", "sha1", "sha256", "sha512", "md5", "crc", "etag"}
)
_DIGEST = re.compile(
    r"(?:[\w\-]{2,12}[:=])?(?:[0-9a-fA-F]{8,128}|[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){7,63}"
    r"|[A-Za-z0-9+/_\-]{20,88}={0,2})"
)
#: before `id`, a word that makes the id a credential (`session_id`, Vault's `secret_id`)
_SECRET_ID = frozenset({"secret", "session", "sess", "auth", "login", "refresh", "csrf", "xsrf"})
#: a word that makes the key it qualifies a lookup key (`cache key`, `idempotency key`)
_LOOKUP_WORDS = frozenset({"cache", "idempotency", "partition", "dedup", "dedupe"})
#: a word that makes the key it qualifies a record's key (`ListingKey`, `primary_key`)
_RECORD_WORDS = frozenset(
    "listing record row item entity object primary foreign sort surrogate natural composite"  # noqa: SIM905
    " unique member product order document media parent".split()
)
#: an id's form: hex, a UUID, digits (a random key of letters and digits stays a secret's)
_RECORD_ID = re.compile(r"[0-9a-fA-F]{8,64}|" + UUID)
#: a word that makes a name private whatever else it says (`pubkey_password` is a password)
_PRIVATE_WORDS = frozenset(
    {
        "private",
        "priv",
        "secret",
        "sec",
        "privkey",
        "seed",
        "password",
        "passwd",
        "passphrase",
        "pwd",
        "pass",
    }
)


def _words(name: str) -> list[str]:
    return [w.lower() for w in CAMEL_WORDS.findall(name)]


#: digits between two lower-case letters: a random name's (`APIyImk64kid`), no word's
_INNER_DIGITS = re.compile(r"[a-z][0-9]+[a-z]")


#: what a package registry's `pub` names (Dart's `PUB_TOKEN`, `PUB_HOSTED_TOKEN`): no
#: public half (round 40)
_REGISTRY_SECRETS = frozenset({"token", "tokens", "secret", "password"})


def _pub_registry(words: list[str]) -> bool:
    """Whether `pub` in `words` is Dart's registry, not public: `pub` (not `public`) and a
    token's, a secret's or a password's word last."""
    return "pub" in words and words[-1] in _REGISTRY_SECRETS and "public" not in words


@functools.lru_cache(maxsize=4096)
def public_name(name: str, value: str | None = None) -> bool:
    """Whether `name` (an identifier, a key or a few words) names a public value.

    A name of a digest (`…_hash`, `sha256`) is public only with a `value` of a digest's form.
    """
    words = _words(name)
    if not words or any(w in _PRIVATE_WORDS for w in words):
        return False
    if name.isalnum() and (
        looks_random(name) or sum(len(w) <= 2 for w in words) >= 3 or _INNER_DIGITS.search(name)
    ):
        return False  # a random name (a key's id in a map of keys: `APIx9Q…Id: <secret>`)
    if looks_random(name.rsplit(None, 1)[-1].replace("-", "").replace("_", "")):
        return False  # a drawn id before the value (a listing's `<id> <secret>`): no name
    if any(w in _PUBLIC_WORDS for w in words) and not _pub_registry(words):
        return True
    if "".join(words) in _STANDARD_PUBLIC:
        return True
    while len(words) > 1 and words[-1].isdigit():
        words.pop()  # a name's number after its word: `x-amz-id-2`
    # (a client-side key by its identifier alone: prose's `init client key=…` says less)
    own = _words(name.rsplit(None, 1)[-1])
    if verification_name(words) or client_side_name(own) or key_id_name(words, value):
        return True  # a site's verification tag, a client-side key, an OpenPGP key's id
    if verifying_name(words):
        return True  # a key that verifies: a signing pair's public half (published.py)
    if words[-2:] in (["response", "to"], ["reply", "to"], ["responding", "to"]):
        return True  # the id of the request answered (SAML's `InResponseTo`, `in_reply_to`)
    last = words[-1]
    if last in _DIGEST_WORDS:
        return value is not None and _DIGEST.fullmatch(value) is not None
    if last in _LAST_WORDS:
        return len(words) < 2 or words[-2] not in _SECRET_ID
    if last in ("token", "tokens") and value is not None and record_locator(value):
        # a token's name that says nothing of a credential (`booking_token`, `resy_token`)
        # given a record's locator (`HTL-4471-8812`): the record's id (references.py)
        verdict = classify_key("_".join(words))
        return verdict is not None and not verdict[1]
    if words == ["key"] and value is not None and store_key(value.strip("'\"")):
        return True  # a store's key (`key=user:1334023`): written.py
    if last in ("key", "keys") and len(words) >= 2 and words[-2] in _RECORD_WORDS:
        # a record's key (`ListingKey`, `primary_key`): an id when the value has an id's form
        return value is not None and _RECORD_ID.fullmatch(value) is not None
    return last in ("key", "keys") and any(w in _LOOKUP_WORDS for w in words[:-1])


#: the name before a value: `NAME=`, `"name": "`, `name: `, `--name `, `Name restored from key:`
#: how far before a value its name is looked for (names are short; a text of many hits stays linear)
_NAME_REACH = 96
_IDENT = re.compile(r"[A-Za-z_][\w.\-]*")
#: a language's declaring word ends a name read back (`pub const token = …`: `pub` is Rust's
#: and Gleam's visibility, not a public key's word)
_DECLARATION_WORDS = frozenset(
    "const let var val static final readonly def fn my our local export declare".split()  # noqa: SIM905
)
_PROSE_WORD = re.compile(r"[A-Za-z][\w\-]*")
_OPEN_KEY = re.compile(r"[\"']?([A-Za-z_][\w.\-]*)[\"']?\s*[:=]\s*\{\Z")
_YAML_KEY = re.compile(r"^([ \t]*)(?:- )?[\"']?([A-Za-z_][\w.\-]*)[\"']?[ \t]*:[ \t]*$", re.M)


# -- forms ------------------------------------------------------------------------------

_PHC = re.compile(
    r"(?:[a-z0-9]+:)?(?:\$(?:argon2(?:id|i|d)|2[abxy]?|1|5|6|7|y|gy|apr1|scrypt|sha1|sha256"
    r"|sha512|md5|bcrypt(?:-sha256)?|pbkdf2(?:-sha\d+)?)\$"
    r"|(?:pbkdf2_sha\d+|argon2|bcrypt_sha256|bcrypt|scrypt|sha1|md5)\$"
    # Werkzeug's (Flask's, Superset's): the method and its costs, then `$salt$digest`
    r"|(?:pbkdf2:sha\d+|scrypt)(?::\d+){0,3}\$)[./A-Za-z0-9$=,+\-]{8,}"
)
_BECH32 = re.compile(r"([a-z]{1,30})1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{20,}")
_SECRET_HRP = re.compile(r"sec|priv|prv|seed|secret|sk")
_HEX_DIGITS = re.compile(r"[0-9a-f]+")
_PASERK_PUBLIC = re.compile(r"k[1-4]\.(?:public|pid|lid|sid)\.")
#: an account's or a contract's address on an EVM chain (Ethereum, Polygon, BNB, Arbitrum…):
#: 20 bytes, where a thing lives; a private key is 32 (`0x` and 64 hex digits)
_CHAIN_ADDRESS = re.compile(r"0x[0-9a-fA-F]{40}")
#: the words before it that make a 20-byte value a key after all (a key cut short)
_PRIVATE_BEFORE = re.compile(r"(?i)priv|secret|seed|mnemonic|passw|signing")
#: a key that carries its own type glued before it (Tailscale's and Headscale's
#: `nodekey:…`, `discokey:…`, `mkey:…`, `nlpub:…`): the tag names the party a key
#: pair is of, or says public; a private key's tag says so (`privkey:`, `nlpriv:`)
_TYPED_KEY = re.compile(r"([a-z]{1,12}):[0-9a-fA-F]{32,128}")
_PARTY_KEY = re.compile(r"(?:node|disco|machine|m|peer|host|nl|tl)key|[a-z]{0,8}pub")
_SSH_PUBLIC = re.compile(
    r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)"
    r"@openssh\.com)[ \t]+\Z"
)
_KNOWN_HOSTS = re.compile(r"\|1\|[A-Za-z0-9+/]+=*\|[A-Za-z0-9+/]+=*")
#: every character `_KNOWN_HOSTS` matches
_KNOWN_HOSTS_CHARS = string.ascii_letters + string.digits + "+/=|"
_ANALYTICS_VALUE = re.compile(r"(?:G[AS]\d\.\d\.|fb\.\d\.\d+\.)[\w.\-]*")
_ANALYTICS_COOKIE = re.compile(
    r"(?:_ga(?:_\w+)?|_gid|_gat\w*|_gcl_\w+|_fbp|_fbc|__utm[a-z]|_hj\w+|ajs_anonymous_id"
    r"|_clck|_clsk|_uetsid|_uetvid)=[ \t]*\Z"
)
_DKIM = re.compile(r"(?i)(?:DKIM-Signature|ARC-Message-Signature|ARC-Seal)[ \t]*:")
_DKIM_TAG = re.compile(r"(?:^|[;\s])(?:bh|b)[ \t]*=[ \t]*\Z")
#: armours of public data, or of data encrypted to be committed
_PUBLIC_ARMOURS = frozenset(
    {
        "PGP MESSAGE",
        "AGE ENCRYPTED FILE",
        "PUBLIC KEY",
        "PGP PUBLIC KEY BLOCK",
        "RSA PUBLIC KEY",
        "SSH2 PUBLIC KEY",
        "CERTIFICATE",
        "X509 CRL",
        "PGP SIGNATURE",
        "SIGNATURE",
    }
)
#: a key's prefix (up to four parts): its words say what the key is
_KEY_PREFIX = re.compile(r"(?:[A-Za-z]{1,12}[_\-.]){1,4}")
#: a prefix part that says publishable: Omise's `pkey_`, Statsig's `client-`, Midtrans'
#: `Mid-client-`, Supabase's `sb_publishable_`, Plaid's and Stytch's `public-`, PubNub's `pub-c-`
_PUBLISHABLE_PARTS = frozenset({"pkey", "pub", "pubkey", "public", "publishable", "client"})
#: `pk` says publishable beside an environment (`pk_live_`, `prj_test_pk_`): Klaviyo's
#: private keys are `pk_` and a body
_ENVIRONMENTS = frozenset(
    {"live", "test", "prod", "production", "sandbox", "dev", "development", "staging"}
)
#: a prefix part that says secret, whatever else it says (`client_secret_`, `rk_`, `sk_`)
_SECRET_PARTS = frozenset(
    {
        "sk",
        "rk",
        "skey",
        "secret",
        "sec",
        "priv",
        "private",
        "prv",
        "server",
        "admin",
        "master",
        "service",
        "restricted",
        "write",
        "root",
        "mgmt",
        "management",
        "internal",
        "pat",
        "access",
        "refresh",
        "session",
        "sess",
    }
)
#: public keys documented so whose prefix does not say it: RevenueCat's app-specific
#: public SDK keys (`appl_`, `goog_`, `amzn_`, `strp_`, `rcb_`), PostHog's project key
#: (`phc_`), Square's application id (`sq0idp-`), Datadog's client token (`pub` + hex),
#: Mapbox's public token (`pk.eyJ…`), Branch's app key (`key_live_`; its secret: `secret_live_`)
_DOCUMENTED_PUBLIC = re.compile(
    r"(?:appl|goog|amzn|strp|rcb|phc)_|sq0idp-|pk\.eyJ|pub[0-9a-f]{32}\Z|key_(?:live|test)_"
)
_WORD_RUN = re.compile(r"[\w.\-]*")


def _publishable(text: str, start: int, end: int, name: str = "") -> bool:
    """Whether the key holding `text[start:end]` has a publishable key's documented form.

    `name` is the key's name when the text before it does not hold it (a JSON key).
    """
    left = _WORD_RUN.match(text[max(0, start - 60) : start][::-1])
    head = start - left.end()  # type: ignore[union-attr]
    run = _WORD_RUN.match(text, head, min(len(text), end + 200))
    word = run.group(0) if run is not None else ""
    if _DOCUMENTED_PUBLIC.match(word):
        return True
    prefix = _KEY_PREFIX.match(word)
    if prefix is None or prefix.end() >= len(word) - 8:
        return False  # no body after the prefix: a name, not a key
    parts = {p.lower() for p in re.split(r"[_\-.]", prefix.group(0)) if p}
    if parts & _SECRET_PARTS or not (
        parts & _PUBLISHABLE_PARTS or ("pk" in parts and parts & _ENVIRONMENTS)
    ):
        return False
    # a key sent as a request's credential authenticates a server's call (Klaviyo's
    # private keys start `pk_` too); `client` alone is a client's, under a secret's name
    # it may be its secret (`client_secret: client-…`)
    line_start = text.rfind("\n", max(0, head - 200), head) + 1
    before = text[max(line_start, head - 80) : head].lower() + " " + name.lower()
    if "authorization" in before:
        return False
    only_client = parts & _PUBLISHABLE_PARTS == {"client"} and "pk" not in parts
    return not (only_client and "secret" in before)


_ARMOUR = re.compile(r"-----BEGIN ([A-Z0-9 ]{1,40})-----")
_B64 = re.compile(r"[A-Za-z0-9+/=\s]+")
#: how far back an armour's or a vault's header holds (a block of a few hundred lines)
_BLOCK_REACH = 20_000
_RUN = re.compile(r"[^\s\"'`<>()\[\]{}]*")


class _Context:
    """What `public_hit` reads in one text, found once however many hits it has."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._marks: dict[str, list[int]] = {}
        self._yaml: tuple[list[int], list[tuple[int, str]]] | None = None
        self._armours: list[tuple[int, int]] | None = None
        self.refs = References(text)

    def marks(self, needle: str) -> list[int]:
        """The offsets of `needle` in the text, in order."""
        found = self._marks.get(needle)
        if found is None:
            found, i = [], self.text.find(needle)
            while i >= 0:
                found.append(i)
                i = self.text.find(needle, i + 1)
            self._marks[needle] = found
        return found

    def last_mark(self, needle: str, before: int, reach: int) -> int:
        """The offset of the last `needle` starting before `before` and within `reach`, or -1."""
        marks = self.marks(needle)
        i = bisect.bisect_left(marks, before) - 1
        return marks[i] if i >= 0 and marks[i] >= before - reach else -1

    def in_public_armour(self, pos: int) -> bool:
        if self._armours is None:
            spans = []
            if "-----BEGIN " in self.text:
                for m in _ARMOUR.finditer(self.text):
                    if m.group(1) in _PUBLIC_ARMOURS:
                        # it ends at its END line, or where another armour begins: a
                        # cut certificate (`"cert": "-----BEGIN CERTIFICATE-----\\nMIIC..."`)
                        # does not hold the private key after it
                        ends = [
                            e
                            for e in (
                                self.text.find("-----END ", m.end()),
                                self.text.find("-----BEGIN ", m.end()),
                            )
                            if e >= 0
                        ]
                        spans.append((m.start(), min(ends) if ends else len(self.text)))
            self._armours = spans
        i = bisect.bisect_right(self._armours, (pos, len(self.text))) - 1
        return i >= 0 and self._armours[i][1] > pos

    def yaml_parent(self, line_start: int, indent: int) -> str | None:
        """The key of the YAML block holding the line at `line_start`, if it has one."""
        if self._yaml is None:
            found = [
                (m.start(), len(m.group(1)), m.group(2)) for m in _YAML_KEY.finditer(self.text)
            ]
            self._yaml = ([f[0] for f in found], [(f[1], f[2]) for f in found])
        starts, keys = self._yaml
        i = bisect.bisect_left(starts, line_start) - 1
        floor = line_start - 2000
        while i >= 0 and starts[i] >= floor:
            if keys[i][0] < indent:
                return keys[i][1]
            i -= 1
        return None


_DATA_ATTRIBUTE = re.compile(r"(?<![\w-])data-([a-z][\w-]{0,40})=[\"']\Z")


def _secret_named(name: str) -> bool:
    """Whether an attribute's name alone proves a secret or a password (`data-secret`, not
    `data-key` or `data-sitekey`): a page serves it, but it was never meant to be public."""
    named = classify_key(name)
    return named is not None and named[1] and named[0] != "api_key_assignment"


def _token(text: str, start: int, end: int) -> str:
    """The run of non-blank, unquoted characters holding `text[start:end]` (200 each side)."""
    left = _RUN.match(text[max(0, start - 200) : start][::-1])
    right = _RUN.match(text, end, min(len(text), end + 200))
    return text[start - left.end() : right.end()]  # type: ignore[union-attr]


def _name_before(before: str) -> str:
    """The name that ends `before`, the text up to a value: `NAME=`, `"name": "`, `--name `,
    `Cache restored from key:` (the identifier and up to three words before it), or ""."""
    rest = before.rstrip(" \t\"'`")
    if rest.endswith((":=", "=>")):
        rest = rest[:-2]
    elif rest.endswith(("=", ":")):
        rest = rest[:-1]
    elif len(rest) == len(before):
        return ""  # no separator: the value is inside a word
    words = rest.rstrip(" \t\"'`").split()[-4:]
    if not words:
        return ""
    last = words[-1].lstrip("\"'`-{[(,")
    if not _IDENT.fullmatch(last):
        return ""
    kept = [last]
    for word in reversed(words[:-1]):
        if not _PROSE_WORD.fullmatch(word) or word in _DECLARATION_WORDS:
            break
        kept.append(word)
    return " ".join(reversed(kept))


_CALL_BEFORE = re.compile(r"([A-Za-z_]\w{0,60})\([\"'`]\Z")
_ID_WORDS = frozenset({"id", "uid", "uuid", "guid"})


def _looks_up_by_id(call: str) -> bool:
    """Whether a call's name says its first argument is an id: `by_guid`, `getElementById`,
    `Guid` (a name that ends in an id's word after another, `buildTokenWithUid`, says what
    a later argument is)."""
    words = _words(call)
    return bool(words) and words[-1] in _ID_WORDS and (len(words) == 1 or words[-2] == "by")


def _names_of(ctx: _Context, start: int) -> list[str]:
    """The name just before `start`, then the keys of the objects and blocks holding it."""
    text = ctx.text
    # the line's start within the reach (the rest of a long line is never read): 0 when
    # it is further, which `before` and the indent below treat alike
    line_start = text.rfind("\n", max(0, start - _NAME_REACH - 1), start) + 1
    before = text[max(line_start, start - _NAME_REACH) : start]
    names = []
    name = _name_before(before) or array_name(text, start)  # (a C array's: published.py)
    if name:
        names.append(name)
    # the call whose first argument the value is: its name says what it takes
    # (`model.by_guid('…')`, `getElementById("…")`: an id)
    call = _CALL_BEFORE.search(before) if before.endswith(("('", '("', "(`")) else None
    if call is not None and _looks_up_by_id(call.group(1)):
        names.append(call.group(1))
    elif call is not None and browser_sdk_call(before):
        names.append("public")  # a browser SDK's key (neighbours.py)
    # an HTML `<meta>` tag's content: the tag's name (neighbours.py)
    meta = meta_name(before)
    if meta is not None:
        names.append(meta)
    # the key of a JSON or inline object open before the value on its line
    brace = before.rfind("{")
    if brace >= 0 and "}" not in before[brace:]:
        opened = _OPEN_KEY.search(before, 0, brace + 1)
        if opened is not None:
            names.append(opened.group(1))
    indent = len(before) - len(before.lstrip(" \t")) if len(before) == start - line_start else 0
    parent = ctx.yaml_parent(line_start, indent) if indent else None
    if parent is not None:
        names.append(parent)
    return names


#: a crypt string under a key's or a token's name is that key (some vendors issue keys of
#: bcrypt's form): a hash is kept under a hash's, a digest's or a password's name
_HASH_WORDS = frozenset(("hash", "hashed", "digest", "crypt", "password", "passwd", "pw", "pwd"))


def _key_named(head: str) -> bool:
    words = _words(_name_before(head))
    return bool(words) and words[-1] in ("key", "apikey", "token") and _HASH_WORDS.isdisjoint(words)


def _word_key_named(text: str, start: int) -> bool:
    """Whether the name before `start` is an API key's or a token's, and not a password's or
    a secret's (`OPENAI_API_KEY=`, `api_key="`; not `SECRET_KEY=`: a password may be a word)."""
    words = _words(_name_before(text[max(0, start - _NAME_REACH) : start]))
    return (
        bool(words)
        and words[-1] in ("key", "apikey", "token")
        and _PRIVATE_WORDS.isdisjoint(words)
        and _HASH_WORDS.isdisjoint(words)
    )


def _public_form(ctx: _Context, start: int, end: int) -> bool:
    text = ctx.text
    value = text[start:end]
    token = _token(text, start, end)
    head = text[max(0, start - _NAME_REACH) : start]
    if "$" in token and (_PHC.fullmatch(value) or _PHC.fullmatch(token)):
        return not _key_named(head)
    # an address with a human-readable part, or a public key encoding
    bech = _BECH32.fullmatch(value) or _BECH32.fullmatch(token)
    # (hex digits alone are hex, a key: bech32's data of 20 or more from its 15 hex
    # characters alone does not occur, a hex key starting `a1…` with no `b` does)
    # (and not where the words before it on its line say private or secret: a drawn token
    # of small letters and digits reads as bech32 one time in two hundred, `/private/<it>`)
    if (
        bech is not None
        and not _SECRET_HRP.search(bech.group(1))
        and _HEX_DIGITS.fullmatch(bech.group()) is None
        and _PRIVATE_BEFORE.search(head[-48:].rsplit("\n", 1)[-1].rsplit("]", 1)[-1]) is None
    ):
        return True
    if _PASERK_PUBLIC.match(value) or (value.startswith("AAAA") and _SSH_PUBLIC.search(head)):
        return True
    if _CHAIN_ADDRESS.fullmatch(value) or _CHAIN_ADDRESS.fullmatch(token):
        # (the words since the last marker a first pass left: `[REDACTED:private_key]` and
        # its name are another value's)
        said = head[-48:].rsplit("\n", 1)[-1].rsplit("]", 1)[-1]
        if _PRIVATE_BEFORE.search(said) is None:
            return True
    typed = _TYPED_KEY.fullmatch(token)
    if (
        typed is not None
        and _PARTY_KEY.fullmatch(typed.group(1))
        and not _SECRET_HRP.search(typed.group(1))
    ):
        return True
    if _ANALYTICS_VALUE.fullmatch(value) or ("_" in head and _ANALYTICS_COOKIE.search(head)):
        return True
    # an HTML `data-…` attribute is served to every visitor of the page; a JWT's header
    # alone (no payload, no signature), whole or cut, says only the algorithm; an `anon`
    # role's JWT is public by design (neighbours.py)
    data = _DATA_ATTRIBUTE.search(head)
    if (data is not None and not _secret_named(data.group(1))) or (
        value.startswith("eyJ") and (jwt_public(value) or jwt_public(token))
    ):
        return True
    # a hashed known_hosts entry: the line's start looked for further back only while
    # what stands before the value may be its part (a long line of other text stays linear)
    line_start = text.rfind("\n", max(0, start - 200), start) + 1
    if line_start == 0 and start > 200 and not text[start - 200 : start].strip(_KNOWN_HOSTS_CHARS):
        line_start = text.rfind("\n", 0, start) + 1
    if text.startswith("|1|", line_start):
        kh = _KNOWN_HOSTS.match(text, line_start)
        if kh is not None and kh.end() >= end:
            return True
    # a DKIM or ARC header's body hash and signature
    if "=" in head and _DKIM_TAG.search(head):
        floor = max(0, start - 2000)
        if _DKIM.search(text, floor, start):
            return True
    # encrypted at rest: SOPS `ENC[…]`, Ansible Vault, a sealed secret's `encryptedData`
    enc = ctx.last_mark("ENC[", start + 1, 400)
    if enc >= 0:
        close = text.find("]", enc, end + 400)
        if close < 0 or close >= end - 1:
            return True
    if ctx.last_mark("$ANSIBLE_VAULT;", start, _BLOCK_REACH) >= 0 and all(
        c in "0123456789abcdef\n\r \t" for c in value.lower()
    ):
        return True
    if (
        value.startswith("Ag")
        and len(value) >= 80
        and ctx.last_mark("encryptedData", start, _BLOCK_REACH) >= 0
        and _B64.fullmatch(value)
    ):
        return True
    return ctx.in_public_armour(start)


#: the most characters an object's id holds after its noun (`wc_order_` + 13, `msg_` + 24,
#: a UUID's 36); more is a key's size (`org_` + 64 hex digits under `token:` is a key)
_ID_BODY = 40


#: a key's status as a cell of its row (`| AKIA… | Active |`, `AKIA…,Inactive`, the text
#: output's columns): `aws iam list-access-keys` and a console's table list ids, not keys
_KEY_STATUS = re.compile(r"(?:^|[\s|,\"])(?:Active|Inactive)(?:$|[\s|,\"])")
#: a secret access key's shape on the row: a listing that holds one gives the key away
_SECRET_ON_ROW = re.compile(r"(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])")


def _key_listed(text: str, start: int, end: int) -> bool:
    """Whether the access key id at `start` is a cell of a row that gives its status."""
    lo = text.rfind("\n", max(0, start - 200), start) + 1
    hi = text.find("\n", end, end + 200)
    row = text[lo : hi if hi >= 0 else min(len(text), end + 200)]
    rest = text[end : lo + len(row)]
    return _KEY_STATUS.search(rest) is not None and _SECRET_ON_ROW.search(row) is None


#: a value that begins with a name and `=`: a rule took a name's first word for the whole
#: name and the rest as its value (`Key-Pair-Id=K2…`, read as `Key` then `-Pair-Id=K2…`)
_OWN_NAME = re.compile(r"([A-Za-z][\w.\-]{0,40})=(?=[^=\s])")


def _own_name_public(text: str, start: int, end: int) -> bool:
    """Whether the value at `start:end` holds its own name, whole with the words before it
    on the text, and that name says it is public (`Key-Pair-Id=…`: a key pair's id)."""
    m = _OWN_NAME.match(text, start, end)
    if m is None:
        return False
    head = start
    while head > max(0, start - 40) and (text[head - 1].isalnum() or text[head - 1] in "_-."):
        head -= 1
    return public_name(text[head : m.end(1)], text[m.end() : end])


#: what an authenticator shows after the code it displays: the seconds the code has left
_SECONDS_LEFT = re.compile(
    r"[ \t]*[(\[,;\-–—]?[ \t]*(?:expires?|expiring|valid|refresh(?:es)?|changes|next)"
    r"(?:[ \t]+(?:in|for))?[ \t]+\d{1,3}[ \t]*(?:s|secs?|seconds?)\b"
    r"|[ \t]*[(\[,;\-–—]?[ \t]*\d{1,3}[ \t]*(?:s|secs?|seconds?)[ \t]+(?:left|remaining)\b",
    re.I,
)


def _code_shown(text: str, start: int, end: int) -> bool:
    """Whether the digits at `start:end` are a one-time code an authenticator displays, its
    seconds left beside it (`506323 (expires in 17s)`): a code good for seconds, shown."""
    value = text[start:end]
    return value.isdigit() and 4 <= len(value) <= 8 and bool(_SECONDS_LEFT.match(text, end))


def public_hit(ctx: _Context, hit: Hit) -> bool:
    """Whether the value a rule found at `hit` is public (see the module)."""
    if hit.kind == "custom_pattern":
        return False  # the user's own `sanitize.extra_patterns` are kept whatever the value
    if stand_in(ctx.refs, hit.start, hit.end):
        return True  # a reference, a mask, a default or a filler in a secret's place
    if tool_id_public(ctx.text, hit.start, hit.end, hit.kind, public_name):
        return True  # a tool's documented id, a DevTools target, an id compared (tool_ids.py)
    if written_public(ctx.text, hit.start, hit.end):
        return True  # a word an encoding broke, a pattern in a value's place (written.py)
    if documented_public(ctx.text, hit.start, hit.end):
        return True  # a mail's trace header, a docs' example, a placeholder (documented.py)
    if server_key_beside(ctx.text, hit.start, hit.end):
        return True  # a rendezvous server's public key beside its server (rendezvous.py)
    if one_way_public(ctx.text, hit.start, hit.end):
        return True  # a one-way hash, a key's id, an id's column (one_way.py)
    if "password" not in hit.kind and counted(ctx.text[hit.start : hit.end]):
        return True  # a value counted up the hex digits: docs' (stand_in_tables.py)
    if published_value(ctx.text[hit.start : hit.end], "password" in hit.kind):
        return True  # a test vector, a tool's default account (published.py)
    if authorized_value(ctx.text, hit.start):
        return False  # what an `Authorization` header carries, whatever its form (round 44)
    if hit.kind not in _MATERIAL_KINDS and open_value(ctx.text, hit.start, hit.end):
        return True  # a nonce, a digest, an object's id, a fingerprint, a flag (openly.py)
    if _public_form(ctx, hit.start, hit.end):
        return True
    if hit.kind not in _MATERIAL_KINDS and _publishable(ctx.text, hit.start, hit.end):
        return True  # a documented publishable key (`pk_live_…`, `client-…`, `appl_…`)
    if hit.kind != "aws_access_key" and vendor_public(ctx.text, hit.start, hit.end, hit.kind):
        return True  # a vendor's public form: a consumer key, a key's id (vendor_ids.py)
    if hit.kind == "aws_access_key" and _key_listed(ctx.text, hit.start, hit.end):
        return True  # a row of a listing of access keys: the id and its status
    if hit.kind in _SHAPED_KINDS:
        return False
    if _code_shown(ctx.text, hit.start, hit.end):
        return True  # a one-time code with the seconds it has left
    value = ctx.text[hit.start : hit.end]
    if word_key(value) and _word_key_named(ctx.text, hit.start):
        return True  # a word given to a server that checks no key (stand_ins.py)
    if _SECRET_HEAD.match(value) or "PRIVATE KEY" in value:
        return False
    # a DNS TXT record's string, a value its comment or the line before calls a name, an
    # id or a public key (neighbours.py)
    text = ctx.text
    if (
        dns_txt_value(text, hit.start)
        or comment_says_public(text, hit.end)
        or line_before_says_public(text, hit.start)
        or printed_public_half(text, hit.start, hit.end)
        or encoded_words(value)
        or public_key_line(text, hit.start, hit.end)
    ):
        return True
    if "=" in value and _own_name_public(text, hit.start, hit.end):
        return True  # the value holds the end of its name, which says an id (`Key-Pair-Id=`)
    if "password" not in hit.kind and object_id(value, max_body=_ID_BODY):
        return True  # an API object's id under a key's name (`?key=wc_order_…`): references.py
    names = _names_of(ctx, hit.start)
    if ident_hit(text, hit.start, hit.end, names):
        return True  # an id or a name by its place (idents.py)
    # a ref, a key's id, a client's id, a tokenized card's token (vendor_ids.py)
    return any(public_name(n, value) for n in names) or vendor_named(
        text, hit.start, hit.end, names
    )


def drop_public(text: str, hits: list[Hit]) -> list[Hit]:
    """`hits` (of rules in `text`) without those whose value is public by its name or form."""
    ctx = _Context(text)
    return [h for h in hits if not public_hit(ctx, h)]


def public_value(value: str, key: str = "") -> bool:
    """Whether `value`, alone (a JSON string under the secret's name `key`), is no secret:
    a reference, a mask, a default or a filler (stand_ins.py), or a publishable key."""
    return stand_in_value(value) or _publishable(value, 0, len(value), key)
