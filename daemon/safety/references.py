"""Values that name where a secret comes from, in syntaxes stand_ins.py does not read.

After the rules run (and public.py's and stand_ins.py's judgements), a hit is
dropped when its value is one of these, whatever the name before it:

* **a passphrase's source** as OpenSSL and the tools that copy its syntax take
  it: `file:<path>`, `env:<VAR>`, `fd:<n>` (`openssl enc -pass
  file:/run/secrets/backup.pass`; a variable's name in capitals after `env:`,
  a path after `file:`); `pass:<password>` is the password itself and stays a
  secret, and so does a random value after `env:`;
* **a SQL variable** (`ALTER LOGIN … WITH PASSWORD = @new_password`): `@` and
  an identifier in words, the value bound at run time;
* **a secret store's path** of words (`{{ with secret "secret/data/ledger" }}`,
  `vault kv get kv/prod/db`): two segments or more of lower-case words joined
  by `/`, no digit mixed into a word, and a field's name after a `:`;
* **a record's locator** (`rgs://resy/75397/7952351/2/2026`): a URI whose scheme
  is followed only by words and numbers, one to a segment: an address of a record,
  no credential (a token in a URL mixes letters and digits in a segment);
* **a record's locator under a token's name that says nothing of a credential**
  (`booking_token=HTL-4471-8812`; `record_locator`, asked by public.py where it
  knows the name): parts of digits, short codes in capitals and words in lower
  case;
* **a password manager's or a secret store's name** (`1Password`, `Bitwarden`,
  `KeePassXC`, `Vault`): "a senha está no 1Password" says where the password is;
* **punctuation only** (`)`, `\\n`, `",`): a value a rule cut out of code or an
  escaped string (`getpass(\\"Warehouse password: \\")\\n`), with no letter or
  digit in it.

* **a spreadsheet's concatenation** (`"…apikey="&ApiKeyCell)`): `&` and a named
  cell or a cell's address, read from the sheet at run time.

And a record's id whose prefix starts the noun right before it (`offer off_…`,
`order ord_…`; never a credential's noun). And, by the line it stands on, a value
in a record of an ISO 10303-21 (STEP) data file
(`#2411= IFCWALL('<GlobalId>',#42,'Wall-012',…);`, an IFC model's lines): the
instance's arguments are its fields (a GlobalId, a name), no call's credential.

Speed: only the hits are read, each value once, and for a STEP record its line's
first characters; nothing is searched in the text.
"""

from __future__ import annotations

import functools

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.morse import morse_code
from kenning.daemon.safety.secret_rules import Hit
from kenning.daemon.safety.values import UUID

__all__ = [
    "SECRET_STORES",
    "device_token",
    "drop_references",
    "object_id",
    "object_id_prefix",
    "prefixed_uuid_id",
    "product_name",
    "record_locator",
    "reference_value",
    "step_record",
]

# `file:` and a path (a `/` or a file's extension), `env:` and a variable's name in
# capitals (a random value after `env:` is a value), `fd:` and a number
_SOURCE = lazy_compile(
    r"file:(?:[~.]?/[^\s\"'`]{1,300}|[\w.-]{1,100}\.[a-z]{2,5})|env:[A-Z_][A-Z0-9_]{0,80}|fd:[0-9]{1,3}"
)
_SQL_VARIABLE = lazy_compile(r"@[a-z][a-z]*(?:_[a-z]+)*|@[a-z]+(?:[A-Z][a-z]+)+")
# and a field of it after a colon (Ansible's `secret=kv/data/db:password`)
_STORE_PATH = lazy_compile(
    r"[a-z][a-z_-]{0,40}(?:/[a-z][a-z_-]{0,40}){1,8}(?::[a-z][a-z_-]{0,40})?"
)
_ESCAPES = lazy_compile(r"\\[nrt\\\"']")
# a command's long option, with its value when it has one (`--project=acme-prod-1`): a
# rule that took the next word after a secret's name took a flag, whose name says no secret
_LONG_OPTION = lazy_compile(r"--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:=[^\s]*)?")
_OPTION_SECRET = lazy_compile(r"pass|secret|token|key|auth|cred|pwd")
# a variable and a path after it (`$CI_API_V4_URL/jobs`, `${BASE}/v1/login`): an address the
# shell builds, no value
_VARIABLE_PATH = lazy_compile(
    r"\$(?:\{[A-Za-z_]\w{0,80}\}|[A-Za-z_]\w{0,80})(?:/[\w.%-]{0,80}){1,12}"
)
# a relative path to a file (`uploads/2026/01/<uuid>.pdf`, an object's key in a bucket):
# where something is kept, no value
_RELATIVE_FILE = lazy_compile(
    r"[A-Za-z][\w.-]{0,80}(?:/[\w.-]{1,120}){1,12}\.[A-Za-z][A-Za-z0-9]{1,4}"
)
# a vendor's prefix shown cut (`sk-proj-…`, `ghp_...`): the secret's body is not there
_CUT_AFTER = ("…", "...")
# psql's interpolation of a variable, `:'name'` or `:"name"` (`PASSWORD :'new_password'`):
# the value is set with `\set` or `-v`, elsewhere
_PSQL_VARIABLE = lazy_compile(r"[A-Za-z_]\w{0,62}")
_RECORD_URI = lazy_compile(
    r"[a-z][a-z0-9+.-]{0,20}://[a-z]{1,30}(?:/(?:[a-z]{1,30}|[0-9]{1,20})){1,12}/?"
)
# an instance line of a STEP file: `#<n>= <ENTITY>(`, the entity's name in capitals
_STEP_RECORD = lazy_compile(r"[ \t]*#[0-9]{1,12}[ \t]*=[ \t]*[A-Z][A-Z0-9_]{1,80}\(")


_LOCATOR_PART = lazy_compile(r"[0-9]{1,20}|[A-Z]{1,6}|[a-z]{1,12}")
_LOCATOR_SEPARATORS = lazy_compile(r"[-_/:.]")


@functools.lru_cache(maxsize=4096)
def record_locator(value: str) -> bool:
    """Whether `value` reads as a record's locator: parts joined by `-`, `_`, `/`, `:` or `.`,
    each digits, a short code in capitals or a word in lower case (`HTL-4471-8812`,
    `ord_2026_000123`, `2026/11/29/000123`, `urn:visit:2026:000123`), one of them three
    digits or more, and a part of letters or a path's separator (digit groups alone, a gift
    card's or a recovery code's form, are not read so). A random token mixes letters and
    digits in a part."""
    if len(value) > 80:
        return False
    parts = _LOCATOR_SEPARATORS.split(value)
    if len(parts) < 2 or not all(_LOCATOR_PART.fullmatch(p) for p in parts):
        return False
    if not any(p.isdigit() and len(p) >= 3 for p in parts):
        return False
    return any(p.isalpha() for p in parts) or "/" in value or ":" in value


# a data product's name: fields of capitals and digits joined by `_`, one a compact time
# (`S2B_MSIL2A_20261129T105758_N0511_R108_T32UQD_…`: mission, level, sensing time, tile)
_PRODUCT = lazy_compile(r"[A-Z0-9]{1,16}(?:_[A-Z0-9]{1,16}){3,14}")
_COMPACT_TIME = lazy_compile(r"(?:^|_)(?:19|20)\d{6}T\d{6}(?:_|$)")
#: a UUID after a short prefix that says no key (`sub_…`, `evt-…`, `TEST-…`): a record's id
_PREFIXED_UUID = lazy_compile(r"(?P<p>[A-Za-z][A-Za-z0-9]{1,11})[_-]" + UUID)
_KEY_WORD = lazy_compile(r"(?i)api|key|token|tkn|secret|pat|auth|sk|pw|pass|cred|priv")


# a device's push token (APNs', FCM's) named right before it: the device's address
_DEVICE_TOKEN = lazy_compile(r"(?i)\bdevice[ _-]?tokens?[\"']?[ \t]*(?:is|:|=)?[ \t]*[\"']?\Z")


def device_token(text: str, start: int) -> bool:
    """Whether the value at `start` is named a device's token just before it."""
    return _DEVICE_TOKEN.search(text, max(0, start - 40), start) is not None


def product_name(value: str) -> bool:
    """Whether `value` reads as a data product's name (`_PRODUCT` with a compact time)."""
    return (
        len(value) <= 120
        and _PRODUCT.fullmatch(value) is not None
        and _COMPACT_TIME.search(value) is not None
    )


def prefixed_uuid_id(value: str) -> bool:
    """Whether `value` is a UUID after a prefix that says no key: a record's id."""
    m = _PREFIXED_UUID.fullmatch(value)
    return m is not None and _KEY_WORD.search(m.group("p")) is None


@functools.lru_cache(maxsize=4096)
def reference_value(value: str) -> bool:
    """Whether `value` names where a secret comes from, or holds nothing of one."""
    if not value:
        return False
    if _SOURCE.fullmatch(value) is not None:
        return True
    if value[0] == "@" and _SQL_VARIABLE.fullmatch(value) is not None:
        return True
    if value[0] == "&" and _CONCATENATED.fullmatch(value) is not None:
        return True
    if "/" in value and _STORE_PATH.fullmatch(value.lstrip("+")) is not None:
        return True  # (Earthly's `+secrets/db_password`: the same path after its `+`)
    if "://" in value and _RECORD_URI.fullmatch(value) is not None:
        return True
    if value.startswith("--") and _LONG_OPTION.fullmatch(value) is not None:
        return _OPTION_SECRET.search(value.partition("=")[0]) is None
    if value[0] == "$" and _VARIABLE_PATH.fullmatch(value) is not None:
        return True
    if "/" in value and _RELATIVE_FILE.fullmatch(value) is not None:
        return True
    if _store_named(value.rstrip(".,;:!?)").lower()):
        return True  # "a senha está no 1Password", "the key is in Bitwarden": where it is kept
    plain = _ESCAPES.sub("", value) if "\\" in value else value
    return not any(c.isalnum() for c in plain) and not morse_code(plain)


#: password managers and secret stores by the name a person calls them: a value that is one
#: says where the secret is kept, in any language ("a senha está no 1Password, cofre Dev")
SECRET_STORES = frozenset(
    (  # noqa: SIM905
        "1password 1password7 1password8 bitwarden vaultwarden lastpass keepass keepassxc "
        "keepassx keepass2 dashlane keeper passbolt enpass nordpass roboform protonpass "
        "keychain vault doppler infisical"
    ).split()
)
#: the names long enough to be read with a case ending (`1passwordu`; not `vault`, `keeper`)
_INFLECTED_STORES = tuple(sorted((n for n in SECRET_STORES if len(n) >= 7), key=len, reverse=True))


def _store_named(low: str) -> bool:
    """Whether `low` (lower case) names a password manager as a sentence writes it.

    The name alone; after a one- or two-letter preposition joined by a dash (Hebrew
    `ב-1password`); or with a case ending of at most three letters (Czech `1passwordu`).
    """
    if low in SECRET_STORES:
        return True
    head, dash, rest = low.partition("-")
    if dash and len(head) <= 2 and head.isalpha() and rest in SECRET_STORES:
        return True
    if not low.isascii():
        # the sentence going on in another script, with no space (`1Passwordにあります`)
        for name in SECRET_STORES:
            if low.startswith(name) and len(low) > len(name) and not low[len(name)].isascii():
                return not any(c.isascii() for c in low[len(name) :])
    for name in _INFLECTED_STORES:
        if low.startswith(name):
            ending = low[len(name) :]
            return len(ending) <= 3 and ending.isalpha()
    return False


#: a spreadsheet's concatenation after a string: `&` and a named cell or a cell's address
#: (`"…apikey="&ApiKeyCell)`, `&$B$2`), the value read from the sheet at run time
_CONCATENATED = lazy_compile(r"&[ \t]*(?:(?:[A-Z][a-z]+){1,6}|\$?[A-Z]{1,3}\$?\d{1,7})\)*")
#: a record's id whose prefix is the start of the noun right before it (`offer off_…`,
#: `order ord_…`, `customer cus_…`): the sentence says what it is; a credential's word
#: never counts (`secret sec_…`, `key key_…`)
_PREFIXED_ID = lazy_compile(r"(?P<p>[a-z]{2,5})_[A-Za-z0-9]{8,80}")
_NOUN_BEFORE = lazy_compile(r"(?P<w>[A-Za-z]{3,20})[ \t]+$")
_CREDENTIAL_NOUNS = ("secret", "key", "token", "pass", "auth", "api", "cred", "sign", "priv")
#: of those, the words that say a credential inside a setting's name too (`npmAuthToken`)
_CREDENTIAL_INSIDE = ("secret", "token", "auth", "cred", "password", "apikey")


def psql_variable(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is a name psql interpolates (`:'name'`, `:"name"`), after a
    blank, a `(` or a `,` (a script's object, `{password:'…'}`, has the key's name there)."""
    return (
        start >= 3
        and text[start - 2] == ":"
        and text[start - 3] in " \t(,="
        and text[start - 1] in "'\""
        and text[end : end + 1] == text[start - 1]
        and _PSQL_VARIABLE.fullmatch(text, start, end) is not None
    )


def named_record(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is a record's id named by the noun right before it."""
    m = _PREFIXED_ID.fullmatch(text, start, end)
    if m is None:
        return False
    w = _NOUN_BEFORE.search(text, max(0, start - 24), start)
    if w is None:
        return False
    noun = w.group("w").lower()
    # (a setting's name that holds a credential's word is no record's noun: `npmAuthToken`)
    return (
        noun.startswith(m.group("p"))
        and not noun.startswith(_CREDENTIAL_NOUNS)
        and not any(n in noun for n in _CREDENTIAL_INSIDE)
    )


#: nouns of the objects an API returns, as the short prefix of their ids (`price_…`,
#: `dpl_…`, `file-…`, `msg_…`, `order_…`): the id of a record, public as its URL is; the
#: same vendor's secret carries a secret's prefix (`sk_`, `rk_`, `whsec_`). Words of three
#: letters or more: two letters are a key's prefix as often (`re_` Resend's, `pa-`
#: Voyage's); an environment's word is no object (`prod_`, `live_`)
_OBJECT_NOUNS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "price prices pri product plan plans file files dpl deployment deploy dep srv "
        "project proj prj team org user usr acct account cust customer ctm sub subscription "
        "inv invoice order ord cart item msg message thread asst assistant batch ftjob "
        "chatcmpl cmpl call resp response toolu step seti card txn payment pay charge "
        "refund payout transfer dispute coupon promo event doc page post issue ticket task "
        "img image upload asset release domain site zone device record rec row group grp role "
        "channel chan room conv conversation chat lead deal contact campaign form shipment "
        "quote offer off booking trip listing comment note dataset model experiment feature "
        "audit alert incident workspace board folder bucket blob object obj video vid media "
        "photo album track playlist course lesson student branch endpoint service cron inq plink "
        "prediction pred run runs job jobs evt req request span trace store vector ckpt "
        "checkpoint exec execution build pipeline agent tool"
    ).split()
)
#: a part of a prefix that makes it a credential's, whatever noun leads it
#: (`prj_live_sk_…`, `user_token_…`)
_CREDENTIAL_PARTS = frozenset(
    (  # noqa: SIM905
        "sk rk key keys secret token tkn pat auth api pass pwd priv private server admin "
        "access refresh session sess live test prod sandbox"
    ).split()
)


def _compound_noun(word: str) -> bool:
    """Whether `word` is two objects' nouns of three letters or more run together
    (Anthropic's `msgbatch_`, `vectorstore_`, `filebatch_`)."""
    if not 6 <= len(word) <= 24 or not word.isalpha():
        return False
    return any(
        word[:i] in _OBJECT_NOUNS and word[i:] in _OBJECT_NOUNS for i in range(3, len(word) - 2)
    )


def object_noun(word: str) -> bool:
    """Whether `word` (lower case) is the noun of an API's object (`call`, `run`, `deployment`)."""
    return word in _OBJECT_NOUNS or _compound_noun(word)


def credential_part(part: str) -> bool:
    """Whether `part` of a prefix (lower case) makes it a credential's (`sk`, `key`, `live`)."""
    return part in _CREDENTIAL_PARTS


def object_id_prefix(prefix: str) -> bool:
    """Whether `prefix` (`price_`, `file-`, `dpl_`) is the noun of an API's object, whose
    ids are public, and no part of it says a credential (`prj_live_sk_` is a key's)."""
    parts = prefix.rstrip("_.-").lower().replace("-", "_").replace(".", "_").split("_")
    # the noun first, or a noun of four letters or more after a vendor's tag of two or
    # three, in lower case (WooCommerce's `wc_order_`; MercadoPago's `APP_USR-` is a token's)
    noun = (
        parts[0] in _OBJECT_NOUNS
        or _compound_noun(parts[0])
        or (
            len(parts) == 2
            and prefix.islower()
            and 2 <= len(parts[0]) <= 3
            and len(parts[1]) >= 4
            and parts[1] in _OBJECT_NOUNS
        )
    )
    return noun and not any(p in _CREDENTIAL_PARTS for p in parts)


#: a short prefix of one to three parts, each in one case (`file-`, `price_`, `prj_live_sk_`)
_OBJECT_PREFIX = lazy_compile(
    r"(?:[a-z][a-z0-9]{0,11}|[A-Z][A-Z0-9]{0,11})(?:[_.-](?:[a-z][a-z0-9]{0,11}|[A-Z][A-Z0-9]{0,11})){0,2}[_.-]"
)


def object_id(value: str, max_body: int = 0) -> bool:
    """Whether `value` is an object's id: an object's noun as its prefix (`object_id_prefix`),
    and, when `max_body` is given, at most that many characters after it (a longer body is
    a key's size: 64 hex digits are 256 bits)."""
    m = _OBJECT_PREFIX.match(value)
    if m is None or m.end() >= len(value):
        return False
    if max_body and len(value) - m.end() > max_body:
        return False
    return object_id_prefix(m.group(0))


def step_record(text: str, start: int) -> bool:
    """Whether offset `start` stands on an instance line of a STEP file (`#12= IFCWALL(…`)."""
    line = text.rfind("\n", 0, start) + 1
    return _STEP_RECORD.match(text, line, start) is not None


def drop_references(text: str, hits: list[Hit]) -> list[Hit]:
    """`hits` without those whose value is a reference (`reference_value`) or a field of a
    STEP record (`step_record`)."""
    records = "#" in text  # a STEP record's line holds one: tested once, not for each hit
    kept = [
        h
        for h in hits
        if not reference_value(text[h.start : h.end])
        and not (records and step_record(text, h.start))
        and not product_name(text[h.start : h.end])
        and not device_token(text, h.start)
        and not named_record(text, h.start, h.end)
        and not psql_variable(text, h.start, h.end)
        and not (text[h.end - 1] in "-_" and text.startswith(_CUT_AFTER, h.end))
    ]
    return kept if len(kept) != len(hits) else hits
