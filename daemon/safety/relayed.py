"""Keys people hand to each other and to API tools. Round 21b of issue 27.

Held-out 27's classes, each written for its shape:

* **a bare key in a chat line** (kind `secret_assignment`): "here <key>", "does the
  sandbox still take <key>?", "> ilse: use <key> for the bucket", "its <key>", a
  line of a chat in any language, a screenshot's OCR row. The token stands in
  running text (a blank or the line's start before it, a blank, the line's end or
  a sentence's mark after it), reads as generated (capitals, small letters and
  digits, `random_key`'s mix, 16 characters or more), and the line is prose: no
  code marks (`=`, brackets, quotes of a string, `$`, `|`), and no word that
  names an id, a digest, an address or a public value (`id`, `commit`, `hash`,
  `wallet`, `address`, `public`, …), in which case the token is that thing.
  Hex, a UUID, an id with a type prefix (`SM…`, `cus_…`), a base64 key of SSH
  (`AAAA…`) and one case alone (bech32, base32 ids) stay;
* **a password read out with "as in"** (`capital Y as in yankee, 1, j as in
  juliet`, `B for bravo`, `x like x-ray`): four or more letters or digits, the
  letters each with a word of the phonetic alphabet, taken whole;
* **a one-time share link** (Bitwarden Send, PrivateBin, Yopass, Excalidraw,
  Mega: the key is the URL's fragment; Password Pusher, One-Time Secret: the
  key is the path's last segment after `/p/`, `/s/`, `/secret/`, …): a
  fragment's part that reads as generated, or a generated segment after a
  share's path word;
* **a key in an integration's URL path** (Grafana OnCall, Pumble, SIGNL4,
  Zenduty, Spike, Burp's REST API): a segment after a hook's word (`webhook`,
  `hooks`, `integrations`, `incomingWebhooks`, `events`, `trigger`, `alert`) with
  letters and digits, or a UUID after `webhook`/`integrations`/`events`; a
  segment of 16 or more in both cases with digits right before the API's version
  (`/<key>/v0.1/`). A word, a
  version and a number stay;
* **a vendor's key with its owner before it**: Apollo GraphOS
  (`service:<graph>:<key>`, `user:gh.<id>:<key>`), StepZen
  (`<account>::stepzen.net+1000::<hex>`), YouTrack and Hub (`perm:<b64>.<b64>.<key>`,
  `perm-…`);
* **a key under a name that says nothing**: a value under `sig`, `key`, `value`,
  `hash` or `secret` inside a block named `hmac`, `signing`, `credentials` or
  `secrets`; a `hash`, `salt` or `mac` argument of a client's or a gateway's
  constructor beside a merchant's or an account's id; a value under any name on a
  line that calls it an HMAC's key (`# this 'hash' is the HMAC key`, `// clave HMAC`,
  `hmac secret`), on the line after such a line, or beside an HMAC algorithm
  (`alg: HS256`) on the line before or after, or on a line that says something is
  signed, HMAC'd or encrypted *with* it (`# we sign callbacks with this`, `# what we
  seal links with`; the block's first line after a comment above a block's name).
  The value reads as a key (hex of 32 or more, or a random token); an HMAC of a body
  (`sha256=…`, "the body's HMAC") stays, and so does a digest signed *with* another
  key (`signed with the release key`, `with GPG`);
* **a word of prose with a URL's escape in it** (`… est bX9k%2EqL4mZ`, in any
  language): a token standing alone in a line (a blank or the line's edge on both
  sides) of letters and digits with one to four escapes of punctuation (`%21`-`%2F`,
  `%3A`-`%40`, `%5B`-`%60`, `%7B`-`%7E`; not `%20`), eight to 40 characters decoded,
  capitals, small letters and digits, no camel-case name: a password copied from a
  connection string. Words escaped (`Hello%2CWorld`) and escapes in URLs stay.

Speed: the chat rule runs where the sanitizer's RE2 pass saw a run of 24 token
characters (`@key24`) or a letter beside a digit (`@ld`); its pattern looks ahead for a
capital, a small letter and a digit before Python judges a token, and a line is read once
for its words; a text where no run of token characters holds all three is not opened at
all (the run is its `requires`, in the sanitizer's one RE2 pass). The others are gated by
literals (` as in `, `://`, `service:`, `user:`, `+1000::`, `perm:`, `perm-`, a block's
name with its colon, an owner's id's name, `hmac`, `hs256`, `hs384`, `hs512`, `sign`,
`encrypt`, `seal`, an escape's `%2` to `%7`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _PREFIX, _wordy, mixed_not_camel, random_key
from kenning.daemon.safety.clauses import CUE_WORDS
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.secret_rules import Hit, SecretRule, SpanRule, with_lower
from kenning.daemon.safety.spelled import NATO
from kenning.daemon.safety.values import is_uuid

__all__ = ["RELAYED_RULES", "chat_token"]

_Spans = Iterator[tuple[int, int]]

# -- a bare key in a chat line ------------------------------------------------------------

_CHAT_TOKEN = lazy_compile(
    # a capital, a small letter and a digit ahead, looked for by `re` before Python sees it
    r"(?:^|[\s(\"]|\\n)(?=[\w-]{0,199}[0-9])(?=[\w-]{0,199}[A-Z])(?=[\w-]{0,199}[a-z])"
    r"([A-Za-z0-9][A-Za-z0-9_-]{14,198}[A-Za-z0-9_-])"
    r"(?=[.,;:!?)]*(?:\s|$|\"|\\[nrt\"]))",
    re.M,
)
_HEX = lazy_compile(r"(?:0x)?[0-9a-fA-F-]+")
_TYPED_HEX = lazy_compile(r"[A-Za-z]{1,4}[0-9a-f]{16,}")
_WORD = lazy_compile(r"[^\W\d_]+")
_DIGIT_RUN = lazy_compile(r"[0-9]{8}")
_CODE_MARK = lazy_compile(r"[=(){}\[\]<>\"$|`;\\]|://")
#: an aside of words in brackets after a blank, as prose writes one (`(fine-grained, expires
#: in 30d)`): no code mark (a call's brackets follow a name, `f(x)`)
_ASIDE = lazy_compile(r"(?:(?<=\s)|^)\([^\W_][\w ,.'’-]{0,80}\)(?=[\s.,;:!?]|$)")


def _code_marked(part: str) -> bool:
    """Whether a part of a chat's line holds a code mark, its asides of words left out."""
    if "(" in part:
        part = _ASIDE.sub(" ", part)
    return _CODE_MARK.search(part) is not None


#: words that say what a token is when it is no secret
_NAMES_A_THING = frozenset(
    """id ids uid uuid guid sid sids kid hash hashes sha digest checksum etag commit commits
    rev revision tx txid txn transaction signature sig address addr wallet pubkey public
    publishable npub xpub recipient block node device cid ray trace request req span
    correlation playback delivery message msg record item user client site project program
    shard cluster execution source subscription order invoice customer account acct payment
    charge event job run build image container pod version release tag branch ref
    fingerprint nonce salt integrity object file path url link sku serial product cursor
    openid webid nodeid contract deployed pinned mint change treasury deposit withdraw payload video
    channel playlist ticket issue case""".split()  # noqa: SIM905
)


def _mixed_key(value: str) -> bool:
    """Capitals, small letters and digits, and read as generated (`random_key`'s judge for 24
    characters or more; for 16 to 23, a change of class every three characters, few words)."""
    if _PREFIX.match(value) or value.startswith(("AAAA", "eyJ")):
        return False
    plain = value.replace("-", "").replace("_", "")
    if not (
        any(c.isupper() for c in plain)
        and any(c.islower() for c in plain)
        and any(c.isdigit() for c in plain)
    ):
        return False
    if _HEX.fullmatch(value) or _TYPED_HEX.fullmatch(value) or _DIGIT_RUN.search(value):
        return False  # a hex id or digest; a date, a time stamp or a number inside a name
    if len(value) >= 24 and random_key(value):
        return True
    if len(plain) < 16:
        return False
    return _mixed_run(plain)


def _mixed_run(plain: str) -> bool:
    """Letters and digits that change class every four characters or more often, less
    than two thirds of the letters in runs that read as words (`bare._wordy`)."""
    changes = sum(1 for a, b in itertools.pairwise(plain) if _cls(a) != _cls(b))
    letters = sum(1 for c in plain if c.isalpha())
    return changes * 4 >= len(plain) and _wordy(plain) * 3 < letters * 2


def _cls(c: str) -> int:
    return 0 if c.isdigit() else 1 if c.isupper() else 2


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The token's line: to a newline, a `\\n` escape or a JSON string's quote each side."""
    lo = max(text.rfind("\n", 0, start) + 1, start - 400)
    hi = text.find("\n", end)
    hi = min(len(text) if hi < 0 else hi, end + 400)
    for mark in ("\\n", '"'):
        at = text.rfind(mark, lo, start)
        if at >= 0 and not (mark == '"' and at > 0 and text[at - 1] == "\\"):
            lo = at + len(mark)
        at = text.find(mark, end, hi)
        if at >= 0 and not (mark == '"' and text[at - 1] == "\\"):
            hi = at
    return lo, hi


#: a chat message's head: a time, the speaker's name and a colon or `<name>`
#: (`[10:02] Marta: `, `10:02 <bob> `, `> ana: `)
_CHAT_HEAD = lazy_compile(
    r"[ \t>]*(?:\[[0-9:. APMapm-]{4,24}\][ \t]*|[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[ \t]+)?"
    r"(?:<[^<>\s]{1,32}>|@?[^\W\d][\w.'-]{0,31}(?:[ \t][^\W\d][\w.'-]{0,31})?:)[ \t]+"
)
_TOLD_NOUNS = lazy_compile(
    r"(?i)(?<![^\W\d_])(?:key|token|secret|password|passwd|passphrase|"
    + "|".join(re.escape(w) for w in CUE_WORDS if len(w) >= 4)
    + r")(?![^\W\d_])"
)


def _told_apart(text: str, start: int, end: int) -> bool:
    """Whether the token at `text[start:end]` is a chat message of its own (`[10:02] Marta:
    <token>`) right after messages that name a key (`the key is long, I'll send it in two`):
    one piece of a key told over two or more messages."""
    # the message's head within 64 characters before it, its end within 8 after it (a
    # search bounded so: a long line of many tokens costs no scan to its end for each)
    lo = text.rfind("\n", max(0, start - 65), start) + 1
    if lo == 0 and start > 64:
        return False
    hi = text.find("\n", end, end + 8)
    if hi < 0:
        if len(text) > end + 8:
            return False
        hi = len(text)
    if text[end:hi].strip(" \t."):
        return False
    head = _CHAT_HEAD.match(text, lo)
    if head is None or head.end() != start:
        return False
    above = lo - 1
    for _ in range(3):  # the three messages before it
        if above <= 0:
            return False
        prev = text.rfind("\n", 0, above) + 1
        if _TOLD_NOUNS.search(text, prev, above) is not None:
            return True
        above = prev - 1
    return False


def chat_token(text: str, start: int, end: int) -> bool:
    """Whether the token at `text[start:end]` is a key in a chat's prose line."""
    if _told_apart(text, start, end):
        return True
    line_start, line_end = _line_bounds(text, start, end)
    while line_start < start and text[line_start] in " \t>":
        line_start += 1  # a quoted reply's marks
    if _code_marked(text[line_start:start]) or _code_marked(text[end:line_end]):
        return False
    before = text[line_start:start]
    rest = before + " " + text[end:line_end]
    stripped = before.rstrip()
    if stripped.endswith(":") and (stripped.split() or [""])[-1].lower() not in _CHAT_NAMES:
        return False  # `name: value`: the name rules judge it, unless a chat's own word
    words = [w.lower() for w in _WORD.findall(rest)]
    if not words:
        return False
    return not any(w in _NAMES_A_THING for w in words)


#: a chat's short words for a secret before a colon (`tok: …`, `pw: …`)
_CHAT_NAMES = ("tok:", "tkn:", "pw:", "pwd:", "creds:", "cred:", "pass:", "key:", "secret:")


#: the most generated tokens a chat's line holds: a line of more is data (a dump, a list
#: of ids), and none of its tokens is taken (all or none, so redacting again finds the same)
_KEYS_A_LINE = 3


#: for RE2: a capital, a small letter and a digit in one run of token characters. Every
#: token `_CHAT_TOKEN` takes holds one (its look-aheads read only the token: the character
#: after it is no word's), so a text without one, in any text, holds no chat key (the
#: rule's `requires`: the sanitizer's RE2 pass settles most texts the rule's gates open,
#: where `re` tried the pattern's three look-aheads at every blank)
_CLASSES = ("[A-Z]", "[a-z]", "[0-9]")
_THREE_CLASSES = "|".join("[A-Za-z0-9_-]*".join(p) for p in itertools.permutations(_CLASSES))


def _chat_keys(text: str) -> _Spans:
    line_end = -1
    found: list[tuple[int, int]] = []
    data = False
    for m in _CHAT_TOKEN.finditer(text):
        start, end = m.span(1)
        if start > line_end:
            if not data:
                yield from (span for span in found if chat_token(text, *span))
            found, data = [], False
            line_end = text.find("\n", start)
            if line_end < 0:
                line_end = len(text)
        if data or not (_mixed_key(m.group(1)) or _told_apart(text, start, end)):
            continue
        found.append((start, end))
        data = len(found) > _KEYS_A_LINE
    if not data:
        yield from (span for span in found if chat_token(text, *span))


# -- a word of prose with a URL's escape in it -------------------------------------------

#: an escape of punctuation (not a blank's, a letter's or a digit's)
_PUNCT_ESCAPE = lazy_compile(r"%(?:2[1-9A-Fa-f]|3[A-Fa-f]|40|5[B-Fb-f]|60|7[B-Eb-e])")
_ESCAPED_WORD = lazy_compile(
    r"[A-Za-z0-9]{0,40}(?:%[0-9A-Fa-f]{2}[A-Za-z0-9]{0,40}){1,4}(?=[.,;:!?)\"'`]*(?:\s|$))"
)
_ESCAPE_GATES = ("%2", "%3", "%4", "%5", "%6", "%7")


def _escaped_words(text: str) -> _Spans:
    pos = 0
    while True:
        e = _PUNCT_ESCAPE.search(text, pos)
        if e is None:
            return
        start = e.start()
        while start > 0 and (text[start - 1].isascii() and text[start - 1].isalnum()):
            start -= 1
        pos = e.end()
        if start > 0 and text[start - 1] not in " \t\n(\"'`":
            continue  # inside a URL, a path or a query
        m = _ESCAPED_WORD.match(text, start)
        if m is None or m.end() <= e.start():
            continue
        pos = max(pos, m.end())
        word = m.group()
        if any(_PUNCT_ESCAPE.fullmatch(word, i, i + 3) is None for i in _escapes(word)):
            continue  # an escaped blank, letter or digit: encoded text, no password
        plain = re.sub(r"%[0-9A-Fa-f]{2}", "", word)
        if 8 <= len(plain) + word.count("%") <= 40 and mixed_not_camel(plain):
            yield m.span()


def _escapes(word: str) -> list[int]:
    return [i for i, c in enumerate(word) if c == "%"]


# -- a password read out with "as in" -----------------------------------------------------

_SPELT = (
    r"(?:(?:capital|caps?|upper(?:[ -]?case)?|small|lower(?:[ -]?case)?)[ \t]+)?[a-z]"
    rf"[ \t]+(?:as[ \t]+in|for|like)[ \t]+(?:{NATO})\b"
)
_ITEM = rf"(?:{_SPELT}|\d(?![\w-]))"
_AS_IN = lazy_compile(
    rf"(?i)(?<![\w-])(?:{_ITEM})(?:[ \t]*[,;][ \t]*(?:and[ \t]+)?(?:then[ \t]+)?{_ITEM}){{3,60}}"
)


#: words before a value read out that make it a record's code, not a secret
_RECORD_WORDS = ("reference", "booking", "confirmation", "locator", "order", "ticket", "flight")


def _read_out(text: str) -> _Spans:
    for m in _AS_IN.finditer(text):
        said = text[max(0, m.start() - 80) : m.start()].lower()
        if len(re.findall(r"\d|(?i:as\s+in|for|like)\s", m.group())) >= 6 and not any(
            w in said for w in _RECORD_WORDS
        ):
            yield m.span()


# -- a one-time share link, a key in an integration's path ---------------------------------

_URL = lazy_compile(r"https?://[^\s\"'`<>()\[\]{}]{4,2000}")
_SEGMENT = lazy_compile(r"[A-Za-z0-9_-]+")
_VERSION = lazy_compile(r"v\d+(?:\.\d+)*")
_SHARE_WORDS = frozenset("p secret secrets send private receive burn pw".split())  # noqa: SIM905
_HOOK_WORDS = frozenset(
    """webhook webhooks hook hooks incomingwebhooks incoming
    integrations integration events trigger triggers alert alerts notify""".split()  # noqa: SIM905
)
_UUID_HOOKS = frozenset("webhook webhooks hook hooks integrations integration events".split())  # noqa: SIM905


def _share_key(segment: str) -> bool:
    """A segment after a share's path word (`/p/`, `/secret/`): 16 characters or more,
    capitals, small letters and digits (a slug of words is one case)."""
    plain = segment.replace("-", "").replace("_", "")
    return (
        len(plain) >= 16
        and plain.isascii()
        and any(c.isupper() for c in plain)
        and any(c.islower() for c in plain)
        and any(c.isdigit() for c in plain)
    )


def _link_key(value: str) -> bool:
    """A share link's key (its fragment or its last segment): 16 characters or more without
    `-`, `_`, `/`, capitals, small letters and digits mixed, no word in it."""
    plain = "".join(c for c in value if c.isalnum())
    if len(plain) < 16 or not plain.isascii() or _HEX.fullmatch(plain):
        return False
    if not (
        any(c.isupper() for c in plain)
        and any(c.islower() for c in plain)
        and any(c.isdigit() for c in plain)
    ):
        return False
    return _mixed_run(plain)


def _path_key(segment: str, after_hook: str | None) -> bool:
    """Whether a path's segment after a hook's word is the hook's key."""
    if _VERSION.fullmatch(segment) or segment.isdigit() or segment.isalpha():
        return False
    if is_uuid(segment):
        return after_hook in _UUID_HOOKS
    if len(segment) < 8 or not any(c.isdigit() for c in segment):
        return False
    if any(p.isalpha() and p.islower() and len(p) >= 3 for p in segment.split("-")):
        return False  # words joined: a page's slug
    if sum(1 for a, b in itertools.pairwise(segment) if a.isdigit() != b.isdigit()) < 2:
        return False  # a letter and a number (`T00000000`): an id
    if _HEX.fullmatch(segment) and len(segment) in (24, 32, 40) and after_hook is None:
        return False
    return any(c.isalpha() for c in segment)


def _url_keys(text: str) -> _Spans:
    for m in _URL.finditer(text):
        url = m.group()
        base = m.start()
        hash_at = url.find("#")
        path_end = hash_at if hash_at >= 0 else len(url)
        query_at = url.find("?", 0, path_end)
        path_stop = query_at if query_at >= 0 else path_end
        host_end = url.find("/", 8)
        if host_end < 0 or host_end > path_stop:
            host_end = path_stop
        segments = [(s.start(), s.group()) for s in _SEGMENT.finditer(url, host_end, path_stop)]
        last_word: str | None = None
        label = url[url.find("//") + 2 : host_end].split(".", 1)[0].lower()
        hook: str | None = label if label in _HOOK_WORDS else None
        for i, (at, seg) in enumerate(segments):
            low = seg.lower()
            if low in _HOOK_WORDS:
                hook = low
                continue
            if hook is not None and _path_key(seg, hook):
                yield base + at, base + at + len(seg)
                continue
            if last_word in _SHARE_WORDS and _share_key(seg):
                yield base + at, base + at + len(seg)
            elif (
                i + 1 < len(segments) and _VERSION.fullmatch(segments[i + 1][1]) and _share_key(seg)
            ):
                yield base + at, base + at + len(seg)  # `/<key>/v0.1/`: a key before the version
            last_word = low if seg.isalpha() else None
        if hash_at >= 0 and "=" not in url[hash_at:] and _link_key(url[hash_at + 1 :]):
            yield base + hash_at + 1, base + len(url)  # the fragment: a share link's key


# -- vendors' keys with their owner before them ---------------------------------------------

_OWNED = lazy_compile(
    r"(?<![\w.-])(?:service|user):[\w@.-]{1,80}:(?P<v>[A-Za-z0-9_-]{16,200})(?![\w-])"
    r"|::[\w.-]{1,80}\+\d{1,8}::(?P<w>[0-9a-fA-F]{32,128}|[A-Za-z0-9_-]{32,200})(?![\w-])"
    r"|(?<![\w-])perm[:-](?P<p>[A-Za-z0-9+/=_-]{1,200}\.[A-Za-z0-9+/=_-]{1,200}"
    r"\.[A-Za-z0-9_-]{16,200})(?![\w-])"
)


def _owned(text: str) -> _Spans:
    for m in _OWNED.finditer(text):
        for g in ("v", "w", "p"):
            if m.group(g) is not None:
                value = m.group(g)
                if g != "v" or _share_key(value) or random_key(value):
                    yield m.span(g)


# -- a key under a name that says nothing ---------------------------------------------------

_BLOCK = lazy_compile(
    r"(?im)^(?P<i>[ \t]*)(?:hmac|signing|credentials|secrets|webhook_secret|shared_secret)"
    r"[ \t]*:[ \t]*$"
)
_CHILD = lazy_compile(
    r"(?m)^(?P<i>[ \t]+)(?:sig|key|value|hash|secret|k|s)[ \t]*:[ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9+/_=-]{16,400}?)[\"']?[ \t]*$"
)
_CALL_ARG = lazy_compile(
    r"(?<![\w.])(?:hash|salt|mac|hmac|sig)[ \t]*=[ \t]*[\"'](?P<v>[A-Za-z0-9+/_=-]{16,400})[\"']"
)
#: the blocks' names with their colon, and the owners' ids, as the gates of their rules
_BLOCK_GATES = (
    "hmac:", "signing:", "credentials:", "secrets:", "webhook_secret:", "shared_secret:"
)  # fmt: skip
_OWNER_GATES = (
    "merchant", "account_id", "accountid", "acct_id", "acctid", "store_id", "storeid",
    "shop_id", "shopid", "account_key", "account_code",
)  # fmt: skip
_MERCHANT = lazy_compile(
    r"(?i)(?:merchant|account|acct|store|shop)_?(?:id|key|code)[\"']?[ \t]*[=:]"
)


def _keyish(value: str) -> bool:
    core = value.rstrip("=")
    return bool(_HEX.fullmatch(core) and len(core) >= 32) or random_key(core) or _mixed_key(core)


def _blind_blocks(text: str) -> _Spans:
    for b in _BLOCK.finditer(text):
        indent = len(b.group("i").expandtabs())
        pos = b.end() + 1
        while pos < len(text):
            line_end = text.find("\n", pos)
            if line_end < 0:
                line_end = len(text)
            line = text[pos:line_end]
            if line.strip():
                if len(line) - len(line.lstrip(" \t")) <= indent:
                    break
                c = _CHILD.match(text, pos, line_end)
                if c is not None and _keyish(c.group("v")):
                    yield c.span("v")
            pos = line_end + 1


def _blind_arguments(text: str) -> _Spans:
    for c in _CALL_ARG.finditer(text):
        line_start = text.rfind("\n", 0, c.start()) + 1
        line_end = text.find("\n", c.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        if "(" in line and _MERCHANT.search(line) and _keyish(c.group("v")):
            yield c.span("v")


#: a line that says a value is an HMAC's key: `HMAC key`, `hmac_secret`, `clave HMAC`, `the
#: key for HMAC`; or gives an HMAC algorithm (`alg: HS256`), whose key is the block's value
_SAYS_HMAC_KEY = lazy_compile(
    r"(?i)hmac[ \t_-]*(?:signing[ \t_-]*)?(?:key|secret)"
    r"|(?:key|secret|clave|chave|cl[ée]|schl[üu]ssel|chiave|ключ|klucz|sleutel)[ \t]+"
    r"(?:\w+[ \t]+){0,2}?hmac|\bhs(?:256|384|512)\b"
    # or that something is signed, HMAC'd or encrypted *with* the value: `with this`, `with
    # it`, or `with` ending the clause (`what we sign links with`, `… with (HMAC-SHA256)`);
    # not `with the release key`, `with GPG`, `with (see the docs)`
    r"|\b(?:hmac|sign|encrypt|seal)(?:s|ed|ing)?\b[^\n,;.!?]{0,60}?\bwith"
    r"(?:[ \t]+(?:this|it|that)\b|[ \t]*(?=[,;.\n]|$|\((?:hmac|hs\d|sha|blake|aes|chacha)))"
)
#: a value on a line: after a name and `:` or `=`, quoted or bare
_LINE_VALUE = lazy_compile(
    r"[\"']?[A-Za-z_][\w.-]{0,40}[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[A-Za-z0-9+/_=-]{16,400})"
    r"(?=[\"',;\s]|$)"
)
_HMAC_GATES = ("hmac", "hs256", "hs384", "hs512")
#: and the verbs of a value used as a key (`_SAYS_HMAC_KEY`'s last form)
_USED_GATES = ("sign", "encrypt", "seal")


def _hmac_keys(text: str, low: str) -> _Spans:
    """A key under a name that says nothing, on a line that calls it an HMAC's key, on the
    line after such a line (a comment above it), or beside an HMAC algorithm in its block."""
    for at in word_spots(low, (*_HMAC_GATES, *_USED_GATES), 8):
        ls = text.rfind("\n", 0, at) + 1
        le = text.find("\n", at)
        le = len(text) if le < 0 else le
        if le - ls > 400 or _SAYS_HMAC_KEY.search(text, ls, le) is None:
            continue
        # the line itself, the one after it and the one before it; after a block's name
        # alone (`deeplinks:`), the block's first line too
        after = text.find("\n", le + 1) if le < len(text) else -1
        if after >= 0 and text[le + 1 : after].rstrip().endswith(":"):
            after = text.find("\n", after + 1)
        before = text.rfind("\n", 0, max(0, ls - 1)) + 1 if ls > 0 else ls
        for m in _LINE_VALUE.finditer(text, before, len(text) if after < 0 else after):
            if _keyish(m.group("v")):
                yield m.span("v")


#: the longest text read for a key of 16 to 23 characters (a chat's message); a longer one
#: is read only where the sanitizer saw a run of 24 (`@key24`): a letter beside a digit
#: (`@ld`) is in nearly every text of code, and reading all of them cost a tenth of the time
_SHORT_TEXT = 600


@dataclass(frozen=True)
class _ChatRule:
    """A bare key in a chat line (`_chat_keys`)."""

    kind: str = "secret_assignment"
    gates: tuple[str, ...] = ("@key24", "@ld")
    needles: tuple[str, ...] = ()
    priority: int = 5
    # `_chat_keys`'s first test, in the sanitizer's one pass (`requires_of`): on the bench
    # corpus 293 of the 4,405 texts its probes open hold such a run
    requires: tuple[str, ...] = (_THREE_CLASSES,)
    requires_beyond_ascii: bool = True

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if "@key24" not in first and len(text) > _SHORT_TEXT:
            return
        for start, end in _chat_keys(text):
            yield Hit(self.kind, start, end, self.priority)


RELAYED_RULES: tuple[SecretRule, ...] = (
    _ChatRule(),
    SpanRule("password_assignment", _read_out, gates=(" as in ",), priority=6),
    SpanRule("secret_assignment", _escaped_words, gates=_ESCAPE_GATES, priority=5),
    SpanRule("token_assignment", _url_keys, gates=("://",), priority=6),
    SpanRule(
        "api_key_assignment",
        _owned,
        gates=("service:", "user:", "+1000::", "perm:", "perm-"),
        priority=6,
    ),
    SpanRule("unnamed_key", _blind_blocks, gates=_BLOCK_GATES, priority=5),
    SpanRule("unnamed_key", _blind_arguments, gates=_OWNER_GATES, priority=5),
    SpanRule("unnamed_key", with_lower(_hmac_keys), gates=(*_HMAC_GATES, *_USED_GATES), priority=5),
)
