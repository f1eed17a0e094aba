"""Vendors' own objects that look like secrets: ids, refs, key ids, client ids, public keys.

public.py asks `vendor_public` (the forms) about each hit of a rule, before its checks
of a secret's shape, and `vendor_named` (the names) last, beside its own names. A value
is kept when:

* **its name says it names an object**, not a credential: the name ends with
  `ref` or `reference` (`flw_ref`, `txRef`, `payment_reference`); it is a key's
  id (`private_key_id`, `signingKeyId`: the id of a key, whatever the key is);
  it is a client's or a consumer's id (`consumer_id`, `oauth_client_id`);
  it is the token of a tokenized object (`card_token`, `payment_method_token`,
  `card token 38130f0a-…`: a card's token is the card's id at the issuer, not
  a credential; `access_token`, `api_token` stay secrets); the word just before
  it is an API object's noun and the value a short lower-case prefix and a body
  (`call fc-LUCo…`, `run ap-…`: Modal's, and many vendors', ids); or it is a bare
  `token` of a record whose state sits beside it (`"token": "…", "state":
  "OPEN"`: an API object, not a login's answer);
* **its form is a vendor's documented public form**: an OAuth consumer key of
  Salesforce (`3MVG9…`, the connected app's client id); an S3-compatible
  store's access key id (DigitalOcean Spaces' `DO00…`); a
  browser-side link or public token of Plaid (`link-production-<uuid>`;
  `access-…` stays); a secret manager's reference (`--update-secrets=ENV=
  name:latest`); an object's id of a wallet or a payout (`ewallet_…`,
  `beneficiary_…`); a run of ids of one form beside each other (`pr_… prv_…
  data_…`); a `pk_` key given to a client SDK's `configure`/`init` call or its
  key's setter (`OpenPay.setApiKey('pk_…')`); the first argument of a page global's
  `init` (`filestack.init('…')`, `Kakao.init('…')`), unless the call reads as a server
  SDK's (a keyword argument or an environment's name after it: launched.py); the `key`
  of a payment widget's checkout options, beside the amount and the currency (`{ key:
  "rzp_live_…", amount: 5000, currency: "INR" }`); a site's number under its vendor's name
  (`klevu-28394821673543`); a Twilio account's SID (`AC` and 32 hex digits) wherever it
  stands (`TWILIO_ACCOUNT_SID=AC…`, `twilio('AC…', …)`, `-u AC…:`): the account's name and
  its API's user name, never the auth token beside it (round 47: no set counts one a secret,
  four blind sets count it a look-alike); another typed object's string id (two capitals
  of its type, 32 hex digits) under a printed label ending `SID:` (`API Key SID: SK…`).

A name glued to the value by a colon (`$client_id:<secret>`, a basic-auth pair)
names the pair's other half, and a key file pasted whole (`"type":
"service_account"` before the value) is the key's: neither is kept by its name. A
value whose head says secret (`sk_`, `secret_`, `whsec_`, …) or that is key material
is never kept here.
"""

from __future__ import annotations

import base64
import binascii
import re

from kenning.daemon.safety.launched import server_call_after
from kenning.daemon.safety.references import credential_part, object_noun
from kenning.daemon.safety.values import CAMEL_WORDS, line_start

__all__ = ["public_point", "vendor_named", "vendor_public"]


#: a value's head that says secret, whatever its name or place
_SECRET_HEAD = re.compile(
    r"(?i)(?:sk|rk|ssk|secret|sec|priv|private|pat|ghp|gho|ghu|ghs|ghr|github_pat|glpat"
    r"|xox[abposr]|xapp|npm|pypi|hf|shp(?:at|ss|ca|pa)|dop|doo|dor|sq0csp|whsec|nsec"
    r"|AKIA|ASIA|AIza|ya29|eyJ|access|refresh|session|sess)[_\-.]"
)
_MATERIAL = frozenset({"private_key", "seed_phrase", "key_bytes", "url_credentials", "jwt"})

#: words that make a name a credential's whatever it ends with
_SECRET_WORDS = frozenset(
    "secret password passwd passphrase pwd session sess auth login refresh csrf xsrf".split()  # noqa: SIM905
)
#: nouns of objects whose token is their id at the vendor (a tokenized card, a payment method)
_TOKENIZED = frozenset("card cards payment instrument method pan network".split())  # noqa: SIM905
#: a record's lifecycle state in capitals beside a token (`"state": "OPEN"`, `state ACTIVE`)
_STATE_BESIDE = re.compile(
    r"""["']?(?:state|status)["']?[ \t]*[:=]?[ \t]*["']?(?:OPEN|ACTIVE|CLOSED|PAUSED|INACTIVE"""
    r"""|TERMINATED|SUSPENDED|PENDING|UNACTIVATED|LIMITED|FROZEN)\b"""
)

#: a push service's device address: Firebase Cloud Messaging's registration token, an app
#: instance's id, `:` and `APA91b` (a legacy server key is `AAAA` + 7 before it: a secret)
_FCM_TOKEN = r"(?!AAAA)[A-Za-z0-9_-]{11}:APA91b[A-Za-z0-9_-]{100,200}"
_FCM_BODY = re.compile(r"APA91b[A-Za-z0-9_-]{100,200}")
_FCM = re.compile(_FCM_TOKEN)

#: documented public forms
_PUBLIC_FORMS = re.compile(
    r"3MVG9[A-Za-z0-9._]{40,120}"  # Salesforce connected app's consumer key (the client id)
    r"|DO00[A-Z0-9]{16}"  # a Spaces access key's id
    r"|(?:link|public)-(?:sandbox|development|production)-"  # Plaid's browser-side tokens
    r"[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}"
    r"|(?:AW|DC)-\d{6,12}/[A-Za-z0-9_+.\-]{6,60}"  # a site tag's conversion: tag id / label
    # Twilio's account SID: the account's name, its API's user name (the auth token beside
    # it is the secret)
    r"|AC[0-9a-f]{32}"
    r"|" + _FCM_TOKEN
)
#: a Google API key where its platform's client config puts it, a key each app ships
#: (Firebase documents it as no secret): `google-services.json`'s `current_key`, the
#: `API_KEY` of `GoogleService-Info.plist`, a web app's config beside its `authDomain`
_CLIENT_CONFIG = re.compile(
    r"[\"']current_key[\"'][ \t]*:[ \t]*[\"']\Z|<key>API_KEY</key>\s*<string>\Z"
)
#: an Android manifest's `<meta-data android:name="…" android:value="…">`: a value the app's
#: package ships to every device (a Maps key restricted to the app's signature), round 40
_MANIFEST_VALUE = re.compile(r"android:name=\"[\w.]{1,120}\"\s{1,40}android:value=\"\Z")
#: (`{` of a web app's config object; `(` of a Dart `FirebaseOptions(…)` a FlutterFire
#: generated file ships, round 40)
_WEB_CONFIG_KEY = re.compile(r"[{,(][ \t\n]*[\"']?apiKey[\"']?[ \t]*:[ \t]*[\"']\Z")
_WEB_CONFIG_FIELD = re.compile(r"[\"']?(authDomain|messagingSenderId|projectId)[\"']?[ \t]*:")
#: a secret manager's reference after a deploy tool's secrets flag: `ENV=name:latest`
_SECRETS_FLAG = re.compile(r"--(?:set|update)-secrets[= ][^ \n]*\Z")
_SECRET_VERSION = re.compile(r"(?:[A-Za-z_]\w*=)?[A-Za-z][\w\-]{0,80}:(?:latest|\d{1,6})")
#: an object's id of a wallet, a payout's party or a ledger's record: `ewallet_<hex>`
_WALLET_ID = re.compile(
    r"(?:ewallet|wallet|beneficiary|sender|payee|payer|remitter|ledger|settlement|mandate"
    r"|virtual_account|va|wht|disbursement|cashout|topup)_[0-9a-f]{16,40}"
)
#: an id of a vendor's prefixed form: a short prefix, then letters and digits
_PREFIXED = re.compile(r"\b([a-z]{2,6})_([A-Za-z0-9]{12,40})\b")
#: a client SDK's configuring call the value is an argument of
_CONFIGURE = re.compile(
    r"\b[A-Za-z_$][\w$]{1,40}\.(?:configure|init|initialize|setup|start"
    r"|set(?:Api|Public|Publishable)?Key)[ \t]*\([^()\n]{0,40}\Z"
)
#: a page global's `init` with the value as its only string argument: `filestack.init('…')`,
#: `Kakao.init('…')` (a browser SDK's global, lower case or capitalised)
_PAGE_INIT = re.compile(r"(?:^|[^\w.$])([A-Za-z][a-z0-9]{2,20})\.init\([\"']\Z")
#: a payment widget's checkout options: the `key` beside the amount and the currency is the
#: key id the page ships (Razorpay's `rzp_live_…`; the key's secret is never in them)
_CHECKOUT_KEY = re.compile(r"[{,][ \t\n]*[\"']?key[\"']?[ \t]*:[ \t]*[\"']\Z")
_CHECKOUT_FIELD = re.compile(r"[\"']?(amount|currency)[\"']?[ \t]*:")
_GENERIC_OBJECTS = frozenset(
    "client app sdk api service svc db conn connection session self this cls module lib "  # noqa: SIM905
    "auth server config settings obj instance".split()
)
#: a site's number under its vendor's name (`klevu-28394821673543`)
_SITE_NUMBER = re.compile(r"([a-z]{3,20})-(\d{8,20})")


#: an object's id of a vendor's short prefixed form after the object's noun: `call fc-…`
_NOUN_ID = re.compile(r"([a-z]{2,4})[-_][A-Za-z0-9]{12,40}")
#: nouns of a compute platform's objects, beside references.py's API objects (there `app`
#: would make `APP_USR-…`, a token, an object's prefix)
_PLATFORM_NOUNS = frozenset("app apps application function container instance volume".split())  # noqa: SIM905

#: a name glued to its value by a colon: the id half of an `id:secret` pair
_PAIR = re.compile(r"[\w$]:\Z")
#: a service account's key file: its key's id travels with the key
_KEY_FILE = re.compile(r"[\"']type[\"'][ \t]*:[ \t]*[\"']service_account[\"']")


def _words(name: str) -> list[str]:
    return [w.lower() for w in CAMEL_WORDS.findall(name)]


def _name_says_object(words: list[str]) -> bool:
    if not words or any(w in _SECRET_WORDS for w in words):
        return False
    last = words[-1]
    if last in ("ref", "refs", "reference", "txref", "flwref"):
        return True
    if last in ("id", "ids") and len(words) >= 2 and words[-2] in ("key", "client", "consumer"):
        return True  # a key's id (`private_key_id`), a client's id
    if last == "keyid" or (last == "kid" and len(words) >= 2):
        return True
    if last in ("token", "tokens") and len(words) >= 2:
        return words[-2] in _TOKENIZED
    return False


_PROSE_NAME = re.compile(
    r"(?<![\w$\-{])([A-Za-z][A-Za-z_ ]{0,30}?)(?:[\"']?[ \t]*[:=][ \t]*[\"'`]?|[ \t]+)\Z"
)


def _prose_words(text: str, start: int) -> list[str]:
    """The last two words before the value on its line, when nothing but blanks, a colon or a
    quote stands between (`card token 38130f0a-…`)."""
    m = _PROSE_NAME.search(text, line_start(text, start, 40), start)  # within the reach: linear
    if m is None:
        return []
    return _words(" ".join(m.group(1).split()[-2:]))


def _state_beside(text: str, start: int, end: int) -> bool:
    line_end = text.find("\n", end)
    rest = text[end : line_end if line_end >= 0 else len(text)][:160]
    return _STATE_BESIDE.search(rest) is not None


def _ids_beside(text: str, start: int, end: int, value: str) -> bool:
    """Whether the value is one of two or more prefixed ids of one body length on its line."""
    m = _PREFIXED.fullmatch(value)
    if m is None:
        return False
    line = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    row = text[line : line_end if line_end >= 0 else len(text)]
    others = {
        o.group(1)
        for o in _PREFIXED.finditer(row)
        if o.group(0) != value and len(o.group(2)) == len(m.group(2))
    }
    return len(others - {m.group(1)}) >= 2


#: a printed label of words that ends with `SID` (a vendor's word for an object's string id)
#: and a colon: `Account SID: AC…`, `API Key SID: SK…`, `Service SID: VA…`, as a console or a
#: log prints them (an assignment's `ACCOUNT_SID=` is not such a label)
_SID_LABEL = re.compile(r"(?<![\w/=])(?:[A-Za-z]{2,20}[ \t]+){1,3}(?:SID|Sid|sid)[ \t]*:[ \t]*\Z")
#: a typed object's string id: two capitals of its type, then 32 hex digits
_TYPED_SID = re.compile(r"[A-Z]{2}[0-9a-f]{32}")


#: an elliptic curve's public point, uncompressed (SEC 1: `04`, x, y), in base64url: a web
#: push server's VAPID key (`applicationServerKey`), a JWK's or a WebAuthn key's raw form
_POINT_B64 = re.compile(r"B(?:[A-Za-z0-9_-]{86}|[A-Za-z0-9+/]{86})=?")
#: NIST P-256 (y² = x³ − 3x + b mod p), the curve of VAPID and of ES256
_P256_P = 2**256 - 2**224 + 2**192 + 2**96 - 1
_P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B


def public_point(value: str) -> bool:
    """Whether `value` is base64 of an uncompressed point on P-256: a public key (a secret
    key is a scalar of 32 bytes; 65 random bytes are on the curve 1 time in 2^256)."""
    if len(value) not in (87, 88) or _POINT_B64.fullmatch(value) is None:
        return False
    try:
        raw = base64.b64decode(value.rstrip("=") + "=", altchars=b"-_", validate=False)
    except (binascii.Error, ValueError):
        return False
    if len(raw) != 65 or raw[0] != 4:
        return False
    x, y, p = int.from_bytes(raw[1:33], "big"), int.from_bytes(raw[33:], "big"), _P256_P
    return (y * y - (x * x * x - 3 * x + _P256_B)) % p == 0


def vendor_public(text: str, start: int, end: int, kind: str) -> bool:
    """Whether the hit `text[start:end]` of rule `kind` has a vendor's public form (see the
    module), asked before public.py's checks of a secret's shape and head."""
    if kind in _MATERIAL:
        return False
    value = text[start:end]
    if _PUBLIC_FORMS.fullmatch(value) or _WALLET_ID.fullmatch(value) or public_point(value):
        return True
    if value.startswith("APA91b") and _FCM_BODY.fullmatch(value):
        return _FCM.fullmatch(text, max(0, start - 12), end) is not None  # the token's body
    head = text[max(0, start - 200) : start]
    if _TYPED_SID.fullmatch(value) and _SID_LABEL.search(head[-60:]):
        return True  # a typed object's id under its printed `… SID:` label: which object
    if (
        "-secrets" in head
        and _SECRETS_FLAG.search(head)
        and _SECRET_VERSION.fullmatch(value.strip("\"'"))
    ):
        return True
    if value.startswith("pk_"):
        return _CONFIGURE.search(head) is not None
    if value.startswith("AIza"):
        return (
            _CLIENT_CONFIG.search(head[-60:]) is not None
            or _MANIFEST_VALUE.search(head) is not None
            or (_WEB_CONFIG_KEY.search(head[-40:]) is not None and _web_config(text, start, end))
        )
    if _SECRET_HEAD.match(value) and not value.startswith("prv_"):
        return False
    if _ids_beside(text, start, end, value):
        return True
    init = _PAGE_INIT.search(head) if head.endswith(("('", '("')) else None
    if (
        init is not None
        and init.group(1).lower() not in _GENERIC_OBJECTS
        and len(value) <= 40
        and not server_call_after(text, end)  # a server SDK's call (launched.py)
    ):
        return True
    if _CHECKOUT_KEY.search(head[-40:]) and _checkout_options(text, start, end):
        return True
    site = _SITE_NUMBER.fullmatch(value)
    return site is not None and site.group(1) in head.lower()


def _object_fields(
    text: str, start: int, end: int, fields: re.Pattern[str], reach: int, opens: str = "{}"
) -> set[str]:
    """The names `fields` finds in the object literal around `text[start:end]`: from its `{`
    (at most 300 characters before) to its `}` (within `reach` after); none without a `{`.
    (`opens` another pair: a constructor's arguments, `(` to `)`.)"""
    lo = text.rfind(opens[0], max(0, start - 300), start)
    if lo < 0:
        return set()
    hi = text.find(opens[1], end, end + reach)
    return {m.group(1) for m in fields.finditer(text, lo, hi if hi >= 0 else end + reach)}


def _checkout_options(text: str, start: int, end: int) -> bool:
    """Whether the object holding the `key` at `start` also holds an amount and a currency."""
    return _object_fields(text, start, end, _CHECKOUT_FIELD, 300) == {"amount", "currency"}


def _web_config(text: str, start: int, end: int) -> bool:
    """Whether the object holding the `apiKey` at `start` is a Firebase web app's config."""
    if len(_object_fields(text, start, end, _WEB_CONFIG_FIELD, 400)) >= 2:
        return True
    # a generated `FirebaseOptions(apiKey: …, projectId: …)` (FlutterFire's options file)
    return len(_object_fields(text, start, end, _WEB_CONFIG_FIELD, 400, "()")) >= 2


def vendor_named(text: str, start: int, end: int, names: list[str]) -> bool:
    """Whether the hit `text[start:end]`, under `names` (public.py's names before it) or the
    words just before it, is named as a vendor's object (see the module)."""
    value = text[start:end]
    if _SECRET_HEAD.match(value):
        return False
    if text.endswith(":", 0, start) and _PAIR.search(text, max(0, start - 2), start):
        return False  # `client_id:secret`: the id half of a pair names the other
    floor = max(0, start - 400)
    if "service_account" in text[floor:start] and _KEY_FILE.search(text, floor, start):
        return False  # a field of a key file pasted whole travels with the key
    words = _prose_words(text, start)
    if _name_says_object(words):
        return True
    if words and (words[-1] in _PLATFORM_NOUNS or object_noun(words[-1])):
        noun_id = _NOUN_ID.fullmatch(value)
        if noun_id is not None and not credential_part(noun_id.group(1)):
            return True  # `call fc-…`, `run ap-…`: the object's id after its noun
    named = [_words(n) for n in names]
    if any(_name_says_object(w) for w in named):
        return True
    return any(w[-1:] == ["token"] for w in [words, *named]) and _state_beside(text, start, end)
