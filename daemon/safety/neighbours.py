"""Values their neighbourhood says are no secret: ids, tags, names, client-side keys.

Round 19 of issue 27 (the classes held-out 23 showed among its look-alikes). public.py
asks these for each hit a generic rule made (a vendor's shape is not saved by them,
but for the JWT forms below):

* **a key's id** under a signing or an OpenPGP key's name (`user.signingkey`,
  `GPG_SIGNING_KEY`, `signing_key: 0x…`): the value has an OpenPGP key id's form,
  8 or 16 hex digits (`0x` before them or not), or a fingerprint of 40 in capitals,
  a hash of a public key. A signing key's own secret is longer and random;
* **a name's number after its id's word** (`x-amz-id-2`, `request_id_2`): the name
  is read without the number (public.py's `public_name`);
* **a verification tag** (`google-site-verification`, `p:domain_verify`,
  `msvalidate.01`, an ACME challenge): a token a site serves to every visitor or
  publishes in its DNS so that a vendor can check who owns it. An HTML `<meta>`
  tag's content is read under the tag's `name` (or `property`), and every
  string of a DNS TXT record (a zone's line or `dig`'s answer), and each tag's value
  in it, is public: the record is served to anyone who asks; so is a DKIM key
  record's public key (`v=DKIM1; … p=…`) wherever it is written (a provider's API,
  a Terraform `value`);
* **a key meant for the client side** (`clientKey`, `siteKey`, `browser_key`,
  `SUPABASE_ANON_KEY`): vendors document the key a page or an app ships as
  public (reCAPTCHA's and Turnstile's site keys, GrowthBook's `sdk-` client keys),
  its server's key has a secret's name;
* **a key a browser SDK's call takes** (`grecaptcha.execute('<site key>', …)`,
  `analytics.load('<write key>')`, `turnstile.render(el, {sitekey: …})`): the page
  sends it to every visitor (a Sentry DSN's key stays: the sets count it a secret); an
  SSH public key's type word under a signing key's name
  (`user.signingkey=ssh-ed25519 AAAA…`);
* **a value the line's comment says is a name or an id** (`APIx9Qw…  # the key's
  name`, `// key id, not the secret`, `# public, safe to commit`);
* **a key the line before calls public** (minisign's and signify's
  `untrusted comment: minisign public key …` over the key's base64): never
  where that line says secret or private; and a key printed alone under a command
  line whose last stage derives or shows the public half (`wg pubkey < privatekey`,
  `wg show wg0 public-key`, `cat server.pub`): a file read by `<` is its input, not
  what it prints; a stage that names a private key, a secret or `genkey` stays;
* **base64 of a JSON of words** (`eyJrZXlzIjogWyJyZWdpb24iLCAidGllciJdfQ==` is
  `{"keys": ["region", "tier"]}`): every string in it a word or a few, and none
  under a password's, a secret's or a token's name;
* **a JWT's header alone, whole or cut** (`eyJhbGciOiJIUzI1NiIs…(truncated)`),
  and a JWT whose payload's role is `anon` (Supabase's anon key, public by design:
  the service role's key stays).

Speed: only hits are read, each by a few tests on its own line.
"""

from __future__ import annotations

import json
import re

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.values import decode_base64

__all__ = [
    "authorized_value",
    "browser_sdk_call",
    "client_side_name",
    "comment_says_public",
    "dns_txt_value",
    "encoded_words",
    "jwt_public",
    "key_id_name",
    "line_before_says_public",
    "meta_name",
    "printed_public_half",
    "public_key_line",
    "verification_name",
]

# -- names ------------------------------------------------------------------------------

#: words of a name of a signing or an OpenPGP key (`signingkey`, `GPG_KEY`, `default-key`)
_SIGNING_WORDS = frozenset(
    "signingkey signing sign signkey gpg pgp gnupg openpgp gpgkey pgpkey default".split()  # noqa: SIM905
)
#: an OpenPGP key id: 8 or 16 hex digits (a long id), or a fingerprint of 40 in capitals
_KEY_ID = lazy_compile(r"(?:0x)?(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{8}|[0-9A-F]{40})")


#: a signing key's name's last word (`GPG_KEYS`, a list of fingerprints, as Dockerfiles set it)
_KEY_ID_ENDINGS = frozenset(
    "key keys signingkey keyid keyids gpgkey gpgkeys pgpkey id ids fingerprint fingerprints".split()  # noqa: SIM905
)


def key_id_name(words: list[str], value: str | None) -> bool:
    """Whether a name of `words` (lower case) is a signing key's and `value` its id's form."""
    if value is None or not words or _KEY_ID.fullmatch(value) is None:
        return False
    if words[-1] not in _KEY_ID_ENDINGS:
        return False
    return any(w in _SIGNING_WORDS for w in words)


#: a name's last word of a tag a vendor reads to check who owns a site or a domain
_VERIFY_ENDINGS = ("verification", "verify", "validate", "validation", "challenge")


def verification_name(words: list[str]) -> bool:
    """Whether a name of `words` names a site's verification tag (`google-site-verification`)."""
    return bool(words) and words[-1].endswith(_VERIFY_ENDINGS)


#: words before `key` or `id` that say the key is shipped to the client side
_CLIENT_WORDS = frozenset("client site browser frontend anon anonymous".split())  # noqa: SIM905


def client_side_name(words: list[str]) -> bool:
    """Whether a name of `words` names a key for the client side (`clientKey`, `sitekey`)."""
    if not words:
        return False
    last = words[-1]
    if last in ("sitekey", "clientkey"):
        return True
    return last == "key" and len(words) >= 2 and words[-2] in _CLIENT_WORDS


# -- places -----------------------------------------------------------------------------

_META_CONTENT = lazy_compile(r"(?i)<meta\b[^<>]{0,200}?\bcontent[ \t]*=[ \t]*[\"']?\Z")
_META_NAME = lazy_compile(
    r"(?i)\b(?:name|property|itemprop)[ \t]*=[ \t]*[\"']([^\"'<>]{1,80})[\"']"
)


def meta_name(before: str) -> str | None:
    """The `name` of the HTML `<meta>` tag whose `content` the value after `before` is."""
    if "<" not in before or "content" not in before.lower():
        return None
    tag = _META_CONTENT.search(before)
    if tag is None:
        return None
    m = _META_NAME.search(before, tag.start())
    return m.group(1) if m is not None else None


#: a DNS TXT record's line up to its strings: a zone file's (`host [ttl] [IN] TXT "…"`),
#: `dig`'s answer, `nsupdate`'s `update add … TXT "…"`
_TXT_RECORD = lazy_compile(
    r"[^\n]{0,200}?(?:^|[ \t])(?:[0-9]{1,10}[ \t]+)?(?:IN[ \t]+)?TXT[ \t]+"
    r"(?:\"[^\"\n]*\"[ \t]*)*\"(?:[^\"\n]{0,400}?[;\s])?(?:[a-z]{1,8}=)?\Z"
)
#: a DKIM key record's public key, wherever the record is written (a zone, a provider's
#: API or a Terraform `value`): its `p=` tag in the tag list `v=DKIM1` opens
_DKIM_KEY_TAG = lazy_compile(r"\bv=DKIM1[ \t]*;[^\"'\n]{0,200}?(?:^|[;\s])p=\Z")


def dns_txt_value(text: str, start: int) -> bool:
    """Whether the value at `start` is a string of a DNS TXT record, or a tag's value in one
    (`"v=DKIM1; k=rsa; p=<key>"`), or a DKIM key record's public key wherever it is written."""
    lo = max(0, start - 400)
    if text.endswith("p=", 0, start) and _DKIM_KEY_TAG.search(text, max(0, start - 220), start):
        return True
    line_start = text.rfind("\n", lo, start) + 1
    if (line_start == 0 and lo > 0) or "TXT" not in text[line_start:start]:
        return False  # (a line of more than 400 characters before the value is no record's)
    return _TXT_RECORD.match(text, line_start, start) is not None


#: a comment after a value that says it is a name or an id, or public
_SAYS_PUBLIC = lazy_compile(
    r"(?i)(?:^|[^\w'])(?:(?:the|its|a|this)[ \t]+)?(?:key'?s?|token'?s?|app'?s?)[ \t]+(?:name|id)\b"
    r"|\b(?:its|the)[ \t]+name\b|\bname[ \t]+of[ \t]+the[ \t]+(?:key|token)\b"
    r"|\b(?:an?|the)[ \t]+(?:id|identifier)\b|\bnot[ \t]+(?:a[ \t]+)?(?:secret|sensitive)\b"
    r"|\b(?:is|it'?s|public)[ \t]+(?:public|by[ \t]+design)\b"
    r"|\bsafe[ \t]+to[ \t]+(?:share|commit|publish|expose)\b"
    r"|\bpublishable\b|(?:^|[,;(]\s*)public\s*(?:$|[,;.)])|\bclient[- ]side\b"
    # a key for the page (`JavaScript key`, `browser key`), or held to its sites
    # (`domain-restricted`, `restricted to example.com`)
    r"|\b(?:javascript|js|browser|web)[ \t]+(?:api[ \t]+)?(?:key|키|キー|密钥|ключ)"
    r"|\b(?:domain|referr?er|origin|http[ \t]+referr?er)[- ]restrict"
    r"|\brestricted[ \t]+to[ \t]+(?:(?:the|our|its)[ \t]+)?"
    r"(?:domains?|sites?|referr?ers?|origins?)\b"
)
#: words in that comment that undo it (`not the key's name`, `private`)
_SAYS_PRIVATE = lazy_compile(
    r"(?i)\bnot[ \t]+(?:the|a|an|its)?[ \t]*(?:key'?s?[ \t]+)?(?:name|id|public)\b|\bprivate\b"
    r"|\bkeep[ \t]+(?:it[ \t]+)?secret\b|\bnever[ \t]+(?:share|commit)\b"
)
_COMMENT = lazy_compile(r"[ \t]+(?:#|//|--|;)[ \t]*([^\n]{1,200})")


def comment_says_public(text: str, end: int) -> bool:
    """Whether a comment right after the value ending at `end` says it is a name or an id."""
    if end >= len(text) or text[end] == "\n":
        return False
    close = end
    while close < len(text) and close - end < 4 and text[close] in "\"'`,;)":
        close += 1
    m = _COMMENT.match(text, close)
    if m is None:
        return False
    said = m.group(1)
    return _SAYS_PUBLIC.search(said) is not None and _SAYS_PRIVATE.search(said) is None


_PUBLIC_LINE = lazy_compile(r"(?i)\bpublic[ \t]+key\b")
_SECRET_LINE = lazy_compile(r"(?i)secret|private|encrypted|password")


def line_before_says_public(text: str, start: int) -> bool:
    """Whether the value at `start` opens its line and the line before calls it a public key
    (minisign's `untrusted comment: minisign public key …`)."""
    line_start = start
    while line_start > 0 and text[line_start - 1] in " \t":
        line_start -= 1
    if line_start == 0 or text[line_start - 1] != "\n":
        return False
    lo = max(0, line_start - 202)
    prev_start = text.rfind("\n", lo, line_start - 1) + 1
    if prev_start == 0 and lo > 0:
        return False  # a line of more than 200 characters says more than a key's comment
    prev = text[prev_start : line_start - 1]
    return _PUBLIC_LINE.search(prev) is not None and _SECRET_LINE.search(prev) is None


#: a command line's words that say it prints a public key, and those that say private
_PUBLIC_HALF = frozenset({"pubkey", "publickey", "public", "pub", "pubout", "pubkeys"})
_PRIVATE_HALF = frozenset(
    {"private", "priv", "privkey", "privatekey", "secret", "genkey", "genpsk", "psk", "seed"}
)
_CMD_WORD = lazy_compile(r"[A-Za-z0-9]+")
#: a redirection's file (`< privatekey`, `2> err.log`): not what the command prints
_REDIRECT = lazy_compile(r"\d?[<>]{1,2}[ \t]*[^\s|;&]+")


_ALONE_REACH = 256


def printed_public_half(text: str, start: int, end: int) -> bool:
    """Whether the value at `start:end` is alone on its line under a command line whose last
    stage prints a public key (`wg pubkey < privatekey`, `wg show wg0 public-key`)."""
    # the line's ends looked for at most `_ALONE_REACH` away: a value with more than that
    # beside it on its line is not alone there (and a text of one long line stays linear)
    line_end = text.find("\n", end, end + _ALONE_REACH)
    if line_end < 0:
        if len(text) - end > _ALONE_REACH:
            return False
        line_end = len(text)
    if text[end:line_end].strip():
        return False
    line_start = text.rfind("\n", max(0, start - _ALONE_REACH), start) + 1
    if line_start == 0 or text[line_start:start].strip() not in ("", "####"):
        return False
    prev_start = text.rfind("\n", max(0, line_start - 202), line_start - 1) + 1
    if prev_start == 0 and line_start > 202:
        return False
    prev = text[prev_start : line_start - 1]
    if "$ " not in prev and "# " not in prev and "> " not in prev:
        return False  # a prompt: the line is a command's, not a sentence
    stage = _REDIRECT.sub(" ", prev[max(prev.rfind("$ "), prev.rfind("| ")) + 1 :])
    words = {w.lower() for w in _CMD_WORD.findall(stage)}
    return bool(words & _PUBLIC_HALF) and not words & _PRIVATE_HALF


# -- browser SDKs, DSNs, SSH public keys ----------------------------------------------

#: the globals of browser SDKs whose first argument is a key the page ships
_BROWSER_SDKS = frozenset(
    (  # noqa: SIM905
        "grecaptcha hcaptcha turnstile analytics rudderanalytics amplitude heap mixpanel "
        "posthog fathom plausible clarity hotjar fullstory logrocket datadogrum intercom gtag "
        "smartlook pendo segment"
    ).split()
)
_SDK_CALL = lazy_compile(
    r"(?P<obj>[A-Za-z_$][\w$]{0,40})\.(?:load|init|initialize|execute|render|ready|setup|boot)"
    r"[ \t]*\([ \t]*[\"'`]\Z"
)


def browser_sdk_call(before: str) -> bool:
    """Whether the value after `before` is the first argument of a browser SDK's call."""
    if not before.endswith(("('", '("', "(`")):
        return False
    m = _SDK_CALL.search(before[-80:])
    return m is not None and m.group("obj").lower() in _BROWSER_SDKS


_SSH_TYPE = lazy_compile(
    r"(?:key::)?(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)"
)


def public_key_line(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is an SSH public key's type word before its base64."""
    return _SSH_TYPE.fullmatch(text, start, end) is not None and text.startswith(" AAAA", end)


# -- JWTs -------------------------------------------------------------------------------

_JWT_HEADER_KEYS = frozenset({"alg", "typ", "kid", "cty", "enc", "zip", "x5t", "jku", "x5u"})
_JSON_KEY = re.compile(r"\"([^\"]{0,40})\"[ \t]*:")
_B64URL = lazy_compile(r"[A-Za-z0-9_\-]+")


def _decoded(part: str) -> str | None:
    """Base64url `part` decoded as far as it goes (a cut part: its whole groups of four)."""
    if _B64URL.fullmatch(part) is None:
        return None
    raw = decode_base64(part[: len(part) - len(part) % 4] if len(part) % 4 == 1 else part)
    return raw.decode("utf-8", errors="ignore") if raw is not None else None


def jwt_public(token: str) -> bool:
    """Whether `token` is a JWT's header alone, whole or cut short (`eyJhbGciOiJIUzI1NiIs…`),
    or a JWT whose payload's role is `anon` (Supabase's anon key)."""
    if not token.startswith("eyJ") or len(token) > 2000:
        return False
    token = token.rstrip(".…")
    parts = token.split(".")
    if len(parts) == 1:
        head = _decoded(parts[0])
        if head is None or not head.startswith("{"):
            return False
        keys = _JSON_KEY.findall(head)
        return bool(keys) and set(keys) <= _JWT_HEADER_KEYS
    if len(parts) != 3:
        return False
    body = _decoded(parts[1])
    if body is None:
        return False
    try:
        payload = json.loads(body)
    except ValueError:
        return False
    return isinstance(payload, dict) and payload.get("role") == "anon"


# -- encoded words ----------------------------------------------------------------------

_B64 = lazy_compile(r"[A-Za-z0-9+/]{16,400}={0,2}")
#: a string of a JSON that says nothing secret: a word or a few (`region`, `eu-west`)
_WORDS = lazy_compile(r"[A-Za-z][a-z]{0,23}(?:[ _.\-][A-Za-z]?[a-z]{0,23}){0,3}|[0-9.\-]{0,20}")
_SECRET_NAME = lazy_compile(r"(?i)pass|pwd|secret|token|auth|cred|priv|api_?key|^key$|seed")


def _plain(item: object, depth: int = 0) -> bool:
    if depth > 6:
        return False
    if isinstance(item, dict):
        return all(
            isinstance(k, str)
            and _WORDS.fullmatch(k) is not None
            and _SECRET_NAME.search(k) is None
            and _plain(v, depth + 1)
            for k, v in item.items()
        )
    if isinstance(item, list):
        return all(_plain(v, depth + 1) for v in item)
    if isinstance(item, str):
        return _WORDS.fullmatch(item) is not None
    return True  # a number, a boolean, null


def encoded_words(value: str) -> bool:
    """Whether `value` is base64 of a JSON object or list whose strings are all words."""
    if not value.startswith(("ey", "Wy", "W3")) or _B64.fullmatch(value) is None:
        return False
    raw = decode_base64(value, strict=True)
    try:
        data = json.loads(raw) if raw is not None else None
    except ValueError:
        return False
    return isinstance(data, (dict, list)) and bool(data) and _plain(data)


#: an `Authorization` header's name and its scheme, right before a value
_AUTHORIZED = re.compile(
    r"(?i)authorization[\"']?[ \t]*[:=][ \t]*[\"']?(?:[a-z][a-z0-9_-]{0,20}[ \t]+)?\Z"
)


def authorized_value(text: str, start: int) -> bool:
    """Whether the value at `start` is what an `Authorization` header carries (its scheme
    before it, if any): a credential whatever its form, never an id or a public value
    (round 44: `Authorization: token dpl_…`, whose prefix names a deployment's id)."""
    return _AUTHORIZED.search(text, max(0, start - 60), start) is not None
