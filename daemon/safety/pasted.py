"""Secrets pasted into a chat: values introduced in words, and more vendors' shapes.

People paste credentials into an agent's chat as prose, not as assignments:
"here is my key: 9f3b…", "the API key is …", "token -> …", often with the
value on the line after the words. The name rule (names.py) does not
take `key` alone as a secret's name, because `key: value` is everywhere in
code and YAML, and it needs an `=` or `:` right after the name. Here any
word naming a credential (`key`, `token`, `secret`, `password`,
`passphrase`) may introduce the value, with `is`, a colon, an
arrow or a dash between them, but the value must itself look generated: at
least `MIN_LEN` characters that mix upper case, lower case and digits, or 32
hex digits or more, or flip case at random, and be no code, path or
placeholder. So `key: user_id`, `token: 1.8k`, `key: src/app.ts` and
`password: <your password>` stay. `IN_WORDS` is this form; the name rule tries
it at each occurrence of its keywords, in the same walk and the same anchored
match as its own (names.py), so it costs next to nothing where no value follows.

`VENDOR_RULES` adds the shapes of services whose keys people paste and the
prefix table in secret_rules.py does not know: Google OAuth client secrets
(`GOCSPX-`) and refresh tokens (`1//0…`), Telegram bot tokens,
ElevenLabs, Notion, Sentry and Supabase's new secret keys. Keys of other
services are found when the words before them name them (above). Their
prefixes are looked for by the probes every text passes through already
(secret_rules.py's `PROBES`: `sk_` on `_`, `GOCSPX-` on `-`, `…:AA` on `:`), or
inside a gate (`sb_secret_` where `secret` is), not by a pass of their own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.references import object_id_prefix
from kenning.daemon.safety.secret_rules import Hit, RegexRule, SecretRule, starts
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    PLACEHOLDER_INSIDE,
    UUID_RE,
    credential_like,
    has_digit,
    has_upper_lower_digit,
    hex_key,
    is_code,
    is_placeholder,
    is_uuid,
    looks_random,
    mixed_case,
    named_digest,
)

__all__ = ["IN_WORDS", "MIN_LEN", "VENDOR_RULES", "generated"]

#: the shortest value taken on the strength of the words before it
MIN_LEN = 20

#: the words that name a credential, and the kind of finding each gives
_KINDS = {
    "key": "api_key_assignment",
    "token": "token_assignment",
    "secret": "secret_assignment",
    "password": "password_assignment",
    "passphrase": "password_assignment",
}
#: letters that may stand right before the word (`apikey`, `authtoken`); others make it
#: part of another word (`monkey`, `turkey`)
_JOINED = ("api", "access", "secret", "auth", "private", "bot", "app", "client", "refresh")

# Tried right after each occurrence of a word in the lower-cased text (never scanned
# over the whole text, and with no IGNORECASE, which costs each match): a plural,
# `is`/`was`, a separator, the value on this line or the next, maybe quoted, with a
# digit in it (a key of 20 random characters has one but for 3 in 100). The repeats of
# blanks are possessive, and so is the look for a digit (no digit is in its class): what
# follows them cannot match what they took, so giving it back would be in vain.
_TAIL = (
    # the word ends here: `tokenizer`, `key_id`, `token.kind` are other names
    r"s?(?![a-z0-9_.])"
    # "the token for the staging API is …", "a token for you: …"
    r"(?:[ \t](?:for|of)[ \t][^\n.:;!?=]{1,30}?)?"
    # (and Georgian's `არის`, "is", after an English name: `routing key არის …`; and
    # "the token, it's …", "the key, that is …")
    r"(?:,?[ \t]{1,4}(?:is|was|are|(?:it|that|this)(?:'s|\u2019s|[ \t]is)|არის))?"
    r"[ \t]{0,4}+(?:[:=\uff1a]|->|=>|\u2192|\u2014|\u2013|-)?[ \t]{0,4}+"
    r"(?:\r?\n[ \t]{0,8}+)?"
    r"(?:\*\*|[`\"'\u00ab\u201c])?"
    # at least MIN_LEN characters: the first and 19 more
    r"(?P<v>(?=[a-z_./+=-]{0,400}+[0-9])[a-z0-9][a-z0-9_./+=-]{19,400})(?![a-z0-9_/+=-])"
)
#: the name rule's keywords this form follows, each with what may complete it
_WORDS = {"key": "", "token": "", "secret": "", "pass": "(?P<kw>word|phrase)"}
_PREFIX = lazy_compile(r"^[a-z]{2,8}[-_](?:v\d[-_])?")
# a value that reads as a path or a file name, not a key: `a/b/c`, `app.config.ts`
_PATHLIKE = lazy_compile(r"[A-Za-z_-]{2,}/[A-Za-z_-]{2,}|\.[a-z]{1,5}$")


def generated(value: str) -> bool:
    """Whether `value` looks machine-made enough to be a credential with no vendor shape."""
    if len(value) < MIN_LEN or value.startswith(MARKER_PREFIX):
        return False
    if is_placeholder(value) or is_code(value) or _PATHLIKE.search(value):
        return False
    if named_digest(value):
        return False  # a name and a digest: a CI cache's key (`Linux-pip-<sha256>`)
    if has_upper_lower_digit(value) or hex_key(value) or looks_random(value):
        return True
    # lower case only, after a vendor's prefix (`fc-`, `csk-`): digits all through it
    body = _PREFIX.sub("", value, count=1)
    return (
        len(body) >= 24
        and body.isalnum()
        and body.isascii()
        and sum(c.isdigit() for c in body) >= 4
        and sum(c.isalpha() for c in body) >= 4
    )


@dataclass(frozen=True)
class _InWords:
    """A credential named in words, then a generated-looking value (a `names.WordsForm`)."""

    # the least specific hit: a vendor shape or an assignment over the same text names it
    priority: int = 4

    def tail(self, word: str) -> str | None:
        rest = _WORDS.get(word)
        if rest is None:
            return None
        if word == "pass":  # and a password stated in a sentence (group `pv`)
            return f"(?:{rest}{_TAIL}|{_PROSE_TAIL})"
        return rest + _TAIL

    def hit(self, text: str, i: int, word: str, m: re.Match[str]) -> Hit | None:
        # a letter before the word makes it another word (`monkey: …`, `bypass: …`) unless
        # it ends a credential's name (`apikey`, `authtoken`)
        if i and text[i - 1].isalpha() and not text[max(0, i - 8) : i].lower().endswith(_JOINED):
            return None
        if text[max(0, i - 8) : i].lower().rstrip(" _-").endswith("public"):
            return None  # a public key (`# public key: age1…`) is meant to be shared
        if m.start("v") < 0:  # "the password is X": short, but it must look like one
            start, end = m.span("pv")
            value = text[start:end].rstrip(".,;:)*")  # `**bold**` ends there too
            if not credential_like(value):
                return None
            if m.start("sp") >= 0 and not (mixed_case(value) or not value.isalnum()):
                return None  # after a bare space, a word with a digit is no proof ("password v2")
            if m.start("sp") >= 0 and _after_preposition(text, start):
                return None  # where it is kept: "the password for the box is in 1Password"
            return Hit("password_assignment", start, start + len(value), self.priority)
        start, end = m.span("v")
        value = text[start:end].rstrip(".")
        if not generated(value):
            return None
        kind = _KINDS.get(word + (m.group("kw") if word == "pass" else ""), "secret_assignment")
        return Hit(kind, start, start + len(value), self.priority)


#: words after which a value is a place, not the password ("is in 1Password", "see Vault")
_PLACE_WORDS = frozenset(("in", "at", "on", "from", "into", "inside", "under", "via", "see"))


def _after_preposition(text: str, start: int) -> bool:
    before = text[max(0, start - 12) : start].split()
    return bool(before) and before[-1].lower() in _PLACE_WORDS


#: values named in prose, tried by the name rule at each of its keywords
IN_WORDS = _InWords()


def _vendor_ok(value: str) -> bool:
    """Letters and digits mixed, no placeholder (`GOCSPX-xxxx…`, `<token>`) inside."""
    return (
        has_digit(value)
        and any(c.isalpha() for c in value)
        and PLACEHOLDER_INSIDE.search(value) is None
        and "EXAMPLE" not in value
    )


_E = r"(?![A-Za-z0-9_-])"  # no token character right after


def _vendor(
    kind: str,
    pattern: str,
    gates: tuple[str, ...],
    judge: Callable[[str], bool] | None = None,
    needles: tuple[str, ...] = (),
) -> RegexRule:
    # below the name rule (2): `SENTRY_AUTH_TOKEN="sntrys_…"` is named by its assignment,
    # as the shapes of secret_rules.py's `api_token` are
    return RegexRule(
        kind, lazy_compile(pattern), gates=gates, needles=needles, judge=judge, priority=3
    )


# -- passwords stated in prose --------------------------------------------------------

# "the password is X", "Password for the admin account is X.", "das Passwort ist X", "le
# mot de passe est X": tried by the name rule's walk right after each `pass` (lower case)
_PROSE_TAIL = (
    r"(?:word|wort|wd|phrase|e)?s?(?![a-z0-9_])"
    r"(?:[ \t](?:for|of|f\u00fcr|pour|de|du)[ \t][^\n.:;!?=]{1,30}?)?"
    # (and "reset the password to X", after the whole word only: `pass to` is code's)
    r"(?:[ \t]{1,4}(?:is|was|will be|(?<=word |wort )to"
    r"|ist|est|es|wird|sera|\u00e8|\u00e9)[ \t]{1,4}"
    r"(?:now[ \t]{1,4}|jetzt[ \t]{1,4})?"
    # or a bare space, before a value with a digit: "wifi password Xk9…", "password Xk9…"
    r"|(?P<sp>[ \t]{1,2})(?=[^\s]{0,63}[0-9])"
    # (`password: X` and `password=X` are the name rule's own)
    r"|[ \t]{0,4}(?:->|\u2192|\u2014|\uff1a)[ \t]{0,4})"
    r"(?:\*\*|[`\"'\u00ab\u201c])?(?P<pv>[^\s`\"'\u00bb\u201d]{6,64})"
)
# -- prefixed tokens whose prefix is in no table ------------------------------------------

# a short prefix, in one case, of up to three parts (`dckr_pat_`, `tskey-auth-`, `dp.pt.`,
# `pscale_tkn_`, `sl.`, `CFPAT-`), then a body of 20 or more token characters
_PREFIXED_TOKEN = lazy_compile(r"[_.-](?=[A-Za-z_-]{0,47}[0-9])(?=[A-Za-z0-9_+/-]{20})")
_PREFIX_PARTS = lazy_compile(
    r"(?:[a-z][a-z0-9]{0,11}|[A-Z][A-Z0-9]{0,11})(?:[_.-](?:[a-z][a-z0-9]{0,11}|[A-Z][A-Z0-9]{0,11})){0,2}[_.-]"
)
_TOKEN_RUN = lazy_compile(r"[A-Za-z0-9_.~+/-]{0,100000}")
_BODY = lazy_compile(r"[A-Za-z0-9][A-Za-z0-9_.~+/-]{19,400}")
#: prefixes of hashes, encodings and ids, not of credentials
_NOT_PREFIXES = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "sha1 sha224 sha256 sha384 sha512 sha md5 h1 blake2b blake3 xxh64 base64 b64 hex data "
        "uuid id i vpc subnet sg ami vol snap eni igw rtb acl arn pod web app v "
        "cus evt in pi ch tok req sess session trace span run job build commit rev "
        # a number used once (a CSP's `'nonce-…'`, a request's): no credential
        "nonce "
        # the names of CI caches, whose key ends in a digest (`node-modules-<sha256>`)
        "node cache deps pip yarn pnpm gradle maven cargo "
        # a publishable key, public by design (Stripe's, Clerk's `pk_test_…`, `pk_live_…`)
        "pk"
    ).split()
)


#: a segment of a path, not of base64 (which has no `.` and seldom a lower-case run
#: between two `/`): a lower-case name (`proj`, `x`, `build-2`), or a file name
_PATH_SEGMENT = lazy_compile(
    r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*|\.?[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z0-9]{1,8}"
)


def _path_after(value: str) -> bool:
    """Whether a token run with a `/` continues as a path: a later segment names a folder or
    a file (`…/proj/x.md`). A base64 token with a `/` in it has no such segment."""
    return any(_PATH_SEGMENT.fullmatch(seg) for seg in value.split("/")[1:] if seg)


_CAPITAL_HEAD = lazy_compile(r"[A-Z]{3,11}[_.-]")
#: a capital prefix that says it heads a key (`RGAPI-`): before a UUID, not an id (`ORD-`)
_KEY_HEAD = lazy_compile(r"API|KEY|TOKEN|TKN|SECRET|PAT|AUTH|SK")
#: a slug's words before an id (`arena-hero-`): lower-case words of three letters or more
#: joined by `-`, none a key's word (round 47)
_SLUG_HEAD = lazy_compile(
    r"(?!(?:api|key|token|secret|pat|auth|sk|pass)-)[a-z]{3,12}"
    r"(?:-(?!(?:api|key|token|secret|pat|auth|sk|pass)-)[a-z]{3,12}){1,2}-"
)
#: a key's word in lower case as a prefix, maybe with a region's or a kind's short part
#: after it (`pat-na1-`, `key-eu-`, `sk-`)
_KEY_WORD_HEAD = lazy_compile(
    r"(?:api|key|token|tkn|secret|pat|auth|sk)(?:[_.-][a-z]{2,4}[0-9]{0,2})?[_.-]"
)


def _upper_random(body: str) -> bool:
    """Capitals and digits mixed at random, 20 or more (`API-7QXK2M…`): no word's long run."""
    if len(body) < 20 or not body.isalnum() or not body.isupper():
        return False
    digits = sum(c.isdigit() for c in body)
    longest = max(len(run) for run in re.split(r"[0-9]", body))
    return digits >= 4 and len(body) - digits >= 8 and longest <= 8


def _dotted_random(body: str) -> bool:
    parts = body.split(".")
    return 2 <= len(parts) <= 4 and any(
        len(p) >= 20 and looks_random(p) and any(c.isdigit() for c in p) for p in parts
    )


#: numbers before an id's UUID: a counter, a date or a time, each with its separator
_NUMBERED = lazy_compile(r"\A(?:[0-9]+[_.-]){1,3}")


def _body_random(body: str, prefix: str = "") -> bool:
    """A token's body: random-looking mixed case with digits, long hex, or a long mixed run.

    After a capital prefix of three letters or more (`API-`, `RGAPI-`), capitals and
    digits at random or a UUID do too: a vendor's key, not an id (ids carry lower-case
    prefixes: `cus_`, `evt_`).
    """
    core = body.replace("-", "").replace("_", "")
    if is_uuid(_NUMBERED.sub("", body)) and _KEY_HEAD.search(prefix.upper()) is None:
        # a UUID after a prefix that says no key (`sub_…`, `TEST-…`), maybe after a number or
        # a time (`hive_<time>_<uuid>`, `consumer-etl-1-<uuid>`): a record's id
        return False
    if hex_key(core) and len(core) >= 32:
        return True
    head = prefix.rstrip("_.-")
    if len(head) >= 3 and head.isalpha() and head.isupper():
        if _upper_random(body) or all(_upper_random(p) for p in body.split("-") if p):
            return True
        if is_uuid(body, lower=True) and len(set(body)) >= 10:
            return True
    if "." in body and _dotted_random(body):
        return True  # `pat.<random>.<hex>.<random>`: parts joined by dots, one of them random
    if not has_upper_lower_digit(body):
        # lower case and digits only (`rdme_…`): long, and digits all through it
        return (
            len(body) >= 32
            and body.isalnum()
            and sum(c.isdigit() for c in body) >= 6
            and sum(c.isalpha() for c in body) >= 10
        )
    digits = sum(c.isdigit() for c in body)
    upper = sum(c.isupper() for c in body)
    lower = sum(c.islower() for c in body)
    return looks_random(body) or (digits >= 3 and upper >= 3 and lower >= 3 and len(body) >= 24)


@dataclass(frozen=True)
class _PrefixedTokenRule:
    """A token made of a short one-case prefix and a random body, whatever its vendor."""

    gates: tuple[str, ...] = ("@underscore", "@dash", "@dot")
    needles: tuple[str, ...] = ()
    kind: str = "api_token"
    priority: int = 3

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        last = -1
        for m in _PREFIXED_TOKEN.finditer(text):
            if m.start() < last:
                continue
            # the token this separator is in is looked at once: the next separators inside
            # it are passed over (a long run of them stays linear)
            last = _TOKEN_RUN.match(text, m.start()).end()  # type: ignore[union-attr]
            start = m.start() - 1
            floor = max(0, m.start() - 40)  # a prefix is short: three parts of a few letters
            while start > floor and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
                start -= 1
            if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
                continue  # no short prefix starts this token
            capital = _CAPITAL_HEAD.match(text, start) or _KEY_WORD_HEAD.match(text, start)
            if capital is not None and _KEY_HEAD.search(capital.group(0).upper()):
                # a capital prefix and a UUID (`RGAPI-…`), or a key's word in lower case and
                # a region's (HubSpot's `pat-na1-…`): the parts below would eat its groups
                uuid = UUID_RE.match(text, capital.end())
                if (
                    uuid is not None
                    and is_uuid(uuid.group(0), lower=True)
                    and len(set(uuid.group(0))) >= 10
                    and not (text[uuid.end() : uuid.end() + 1].isalnum())
                ):
                    last = max(last, uuid.end())
                    yield Hit(self.kind, start, uuid.end(), self.priority)
                    continue
            prefix = _PREFIX_PARTS.match(text, start)  # `shippo_live_`: as many parts as fit
            if prefix is None:
                continue
            head = prefix.group(0)
            if head[:-1].lower().replace("-", "_").split("_")[0] in _NOT_PREFIXES:
                continue
            if object_id_prefix(head):
                continue  # an object's id (`price_…`, `dpl_…`, `file-…`), not a credential
            if start and text[start - 1] == "/" and _SLUG_HEAD.fullmatch(head):
                continue  # a page's slug and its id in a URL's path (`/3d-models/arena-hero-<hex>`)
            body = _BODY.match(text, prefix.end())
            if body is None:
                continue
            value = body.group(0).rstrip("._-")
            if "/" in value and _path_after(value):
                # a path (`kenning-learning-real-ab12/proj/x.md`, `R8_…/out.txt`): its
                # segments' structure is no secret; a known vendor's key in one of
                # them is its vendor rule's
                last = max(last, prefix.end() + len(value))
                continue
            end = prefix.end() + len(value)
            last = max(last, end)
            if (
                PLACEHOLDER_INSIDE.search(value)
                or "EXAMPLE" in value
                or not _body_random(value, prefix.group(0))
            ):
                continue
            if text.startswith(("/", "."), end) and not text.startswith((". ", ".\n"), end):
                continue  # a path or a file name: `dist/app-….js`, `a/b-…/c`
            yield Hit(self.kind, start, end, self.priority)


# The gates are probes that stop at these prefixes (secret_rules.py's `PROBES`) or, for
# `sb_secret_`, a gate searched for only where `secret` is: no text pays a pass for them.
VENDOR_RULES: tuple[SecretRule, ...] = (
    _vendor(
        "google_oauth_secret",
        starts("GOCSPX-") + r"[A-Za-z0-9_-]{24,40}" + _E,
        gates=("@dash",),
        judge=_vendor_ok,
    ),
    _vendor(
        "google_oauth_token",
        # a refresh token: `1//0` (or `1//` + another digit), then a long base64url body
        r"1//(?<![A-Za-z0-9_/-]1//)0[A-Za-z0-9_-]{40,500}" + _E,
        gates=("1//0",),
        judge=_vendor_ok,
    ),
    _vendor(
        "telegram_bot_token",
        # the bot's numeric id, a colon, then 35 characters that start with AA; the probe
        # `@colon` opens it at URLs too, and the pattern starts with no literal: a needle
        r"(?<![A-Za-z0-9_:-])\d{8,10}:AA[A-Za-z0-9_-]{33}" + _E,
        gates=("@colon",),
        needles=(":AA",),
        # the token after the id: no filler (`123456789:AAxxxx…` in a README)
        judge=lambda v: _vendor_ok(v.partition(":")[2]),
    ),
    _vendor(
        "api_token",
        # ElevenLabs (`sk_` + 48 hex digits; Stripe's `sk_live_`/`sk_test_` are the Stripe rule)
        starts("sk_") + r"[0-9a-f]{48}" + _E,
        gates=("@underscore",),
        judge=_vendor_ok,
    ),
    # Notion (`ntn_`), Sentry (`sntrys_`, `sntryu_`), Supabase's new secret keys
    # (`sb_secret_`): each pattern starts with its literal, so `re` skips to it (a
    # look-behind first is tried at every position)
    _vendor(
        "api_token",
        starts("ntn_") + r"[A-Za-z0-9_-]{20,400}" + _E,
        gates=("@underscore",),
        judge=_vendor_ok,
    ),
    _vendor(
        "api_token",
        r"sntry[su]_(?<![A-Za-z0-9_-]sntry[su]_)[A-Za-z0-9_-]{20,400}" + _E,
        gates=("@underscore",),
        judge=_vendor_ok,
    ),
    _vendor(
        "api_token",
        starts("sb_secret_") + r"[A-Za-z0-9_-]{20,400}" + _E,
        gates=("sb_secret_",),
        judge=_vendor_ok,
    ),
    # Bitbucket app passwords, JFrog tokens, Meta (Facebook, Instagram) access tokens: the
    # `A` probe stops at them
    _vendor(
        "api_token",
        # (each where a token starts: not inside base64, `…AAAAEAAAAB…`)
        r"A(?<![A-Za-z0-9+/_-]A)(?:TBB[A-Za-z0-9]{28,40}|KCp[A-Za-z0-9]{60,80})"
        r"|A(?<=EA)(?<![A-Za-z0-9+/_-]EA)A[A-Za-z0-9_-]{60,800}" + _E,
        gates=("@A",),
        judge=_vendor_ok,
    ),
    # Terraform Cloud (`….atlasv1.…`) and Airtable (`pat….<64 hex>`) tokens
    _vendor(
        "api_token",
        r"\.atlasv1\.[A-Za-z0-9_-]{60,90}" + _E,
        gates=("@dot",),
        needles=(".atlasv1.",),
        judge=_vendor_ok,
    ),
    _vendor(
        "api_token",
        starts("pat") + r"[A-Za-z0-9]{14}\.[0-9a-f]{64}" + _E,
        gates=("@dot",),
        needles=("pat",),
        judge=_vendor_ok,
    ),
    _PrefixedTokenRule(),
    # Databricks (`dapi` + 32 hex) and NuGet (`oy2` + 43) keys have no separator after
    # their prefix: each its own gate
    _vendor(
        "api_token",
        starts("dapi") + r"[0-9a-f]{32}(?:-\d)?" + _E,
        gates=("dapi",),
        judge=_vendor_ok,
    ),
    _vendor("api_token", starts("oy2") + r"[a-z0-9]{43}" + _E, gates=("oy2",), judge=_vendor_ok),
    # more prefixes with no separator (public scanners' lists): Alibaba `LTAI`, Tencent
    # `AKID`, Volcengine `AKLT`, EasyPost `EZAK`, Scaleway `SCW`, GitLab runner
    # registration `GR1348941`, Dynatrace `dt0c01.`, Firebase Cloud Messaging `AAAA…:APA91b`
    _vendor(
        "api_token",
        r"(?:LTAI[A-Za-z0-9]{12,30}|AKID[A-Za-z0-9]{32,40}|AKLT[A-Za-z0-9_-]{30,60}"
        r"|EZAK[0-9a-f]{50,60}|SCW[A-Z0-9]{17}|GR1348941[A-Za-z0-9_-]{20})" + _E,
        gates=("ltai", "akid", "aklt", "ezak", "scw", "gr1348941"),
        judge=_vendor_ok,
    ),
    _vendor(
        "api_token",
        starts("dt0") + r"[a-z][0-9]{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64}" + _E,
        gates=("dt0c0",),
        judge=_vendor_ok,
    ),
    _vendor(
        "api_token",
        r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,200}" + _E,
        gates=(":apa91b",),
        judge=_vendor_ok,
    ),
    # a live key of any vendor: a short lower-case prefix, `_live_`, a random body
    # (Razorpay `rzp_live_`, Paddle `pdl_live_`, Stripe's own is the Stripe rule's)
    _vendor(
        "api_token",
        r"(?<![A-Za-z0-9_])[a-z][a-z0-9]{1,7}_live_(?:[a-z]{2,8}_)?[A-Za-z0-9]{12,200}" + _E,
        gates=("_live_",),
        judge=lambda v: has_upper_lower_digit(v.rpartition("_")[2]) and _vendor_ok(v),
    ),
    # "pw: X", "root pw is X": the short word for a password, in a sentence
    _vendor(
        "password_assignment",
        # (not a variable: `$pw = …`, `self.pw = …`)
        r"(?i:pw)(?<![A-Za-z0-9_$.]pw)(?<![A-Za-z0-9_$.]Pw)(?<![A-Za-z0-9_$.]PW)"
        # ("pw: X", "root pw is X", "changed the pw to X")
        r"(?:[ \t]{0,4}[:=\uff1a]|[ \t]{1,4}(?:is|was|to))[ \t]{0,4}[`\"']?(?P<v>[^\s`\"']{6,64})",
        gates=("pw",),
        # a short name is weak evidence: the value must hold a digit too
        judge=lambda v: credential_like(v.rstrip(".,;:)")) and has_digit(v),
    ),
)
