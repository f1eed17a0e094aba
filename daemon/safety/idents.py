"""Values their place says are an id or a name, not a secret: round 20 of issue 27.

public.py asks `ident_hit` for each hit a generic rule made (a vendor's shape is
never saved here, nor a value whose head says secret):

* **an id of a session under its key** in JSON, YAML or a header of any protocol
  (`"sessionId": "<uuid>"`, `Mcp-Session-Id: <uuid>`): the value has an id's form (a
  UUID, maybe with a time's 13 digits glued after it as VS Code's `sessionId` has, a
  ULID, hex of 16 to 32 digits, `ses_` and 16 to 32) and the name is followed
  by `:`. A cookie's `sessionid=…` (a `=`, or a line that says cookie) and a session's
  token stay secrets, and so does a signed-in session's id (`ssoSessionId`,
  `X-Login-Session-Id`: credential_ids.py);
* **a token that marks a place, not a person** (`progressToken`, `nextPageToken`,
  `continuation_token`, `syncToken`, `partialResultToken`, `workDoneToken`) and the
  `token` of a JSON-RPC message of progress (LSP's `$/progress`, MCP's
  `notifications/progress`). A value with a secret's head stays;
* **an object's id of a short noun its neighbourhood names**: the initials of a run
  of words around it spell its prefix (`vector store vs_…`, `"payment_intent":
  "pi_…"`, `checkout session cs_test_…`, `vector_store.file_batch` over `vsfb_…`),
  none a credential's word (`secret key` over `sk_`); or, for two letters, another
  object's id of a noun (references.py) with a body of the same length stands on its
  line (`asst_… on thread_… with vs_…`: one vendor's ids share a length). A key's
  two-letter prefix (`sk_`, `rk_`, `hf_`, `re_`) and a credential's word before the
  value are never read so;
* **a reference to a secret by its name** (a Kubernetes secret's name or one of its
  keys: `secretKeyRef`, `existingSecret`, `secretName`, Helm's `passwordSecretKey`,
  `kubectl describe`'s `<set to the key 'password' in secret 'db-creds'>`): the
  value has a Kubernetes name's form (lower case words, digits, `-` and `.`) that
  does not read as generated;
* **a type's name printed in a value's place** (PowerShell's
  `System.Security.SecureString`, `System.Management.Automation.PSCredential`, a
  Java `char[]`'s `[C@6d06d69c`): an object shown without its value;
* **an object's id as a cell of a listing**: a search cluster's index listing
  (`green open <index> <id> 1 1 <docs> …`, the id between the index's name and its
  shard counts), or a column whose header the listing prints as `uuid` or `id`
  (`health status index uuid pri rep …`); a column headed `key`, `secret` or
  `token` is tables.py's, taken;
* **a content API's key handed to its client** (`new GhostContentAPI({ url, key: … })`,
  `…ContentClient({…})`): it reads published content and ships to browsers by design;
  the admin API's client (`GhostAdminAPI`) takes the secret and is not read so.

Speed: only hits are read, each by a few tests on its own line.
"""

from __future__ import annotations

import re

from kenning.daemon.safety.credential_ids import SIGN_IN
from kenning.daemon.safety.references import object_id
from kenning.daemon.safety.values import CAMEL_WORDS, UUID, line_start, looks_random

__all__ = ["ident_hit"]


# -- ids under their key ----------------------------------------------------------------

#: a name's words that make its id a session's, a conversation's or a trace's
_SESSION_WORDS = frozenset({"session", "sess"})
_ID_LAST = frozenset({"id", "uid", "uuid", "guid"})
#: an id's form: a UUID, a ULID, hex of 16 to 32 digits, a session's noun and 16 to 32
_ID_FORM = re.compile(
    # (a UUID and 13 digits glued after it, a time in milliseconds: VS Code's `sessionId`)
    UUID + r"(?:[0-9]{13})?"
    r"|[0-7][0-9A-HJKMNP-TV-Z]{25}|[0-9a-f]{16,32}"
    # a session's id after its noun (opencode's `ses_…`, a ULID's 26 after it)
    r"|ses(?:s|sion)?_[0-9A-Za-z]{16,32}"
)
#: the name's end then `:` (JSON, YAML, a header): never `=` (a cookie, an assignment)
_KEY_COLON = re.compile(r"[\"']?[ \t]*:[ \t]*[\"']?\Z")
_COOKIE = re.compile(r"(?i)cookie")
#: a token's name whose word before `token` says a place in a stream or a listing
_PLACE_WORDS = frozenset(
    {
        "progress",
        "page",
        "pagination",
        "continuation",
        "cursor",
        "sync",
        "resume",
        "cancellation",
        "cancel",
        "next",
        "prev",
        "previous",
        "change",
        "changes",
        "delta",
        "watermark",
        "result",
        "done",
    }
)
#: a JSON-RPC message of progress (LSP's `$/progress`, `window/workDoneProgress/create`,
#: MCP's `notifications/progress`, `notifications/cancelled`): its `token` marks the work
_PROGRESS_METHOD = re.compile(
    r"(?i)[\"']method[\"'][ \t]*:[ \t]*[\"'][^\"'\n]{0,80}(?:progress|cancel)"
)


def _words(name: str) -> list[str]:
    return [w.lower() for w in CAMEL_WORDS.findall(name)]


def _session_id(text: str, start: int, value: str, words: list[str]) -> bool:
    """A session's id under its key, in JSON, YAML or a header (see the module)."""
    if len(words) < 2 or words[-1] not in _ID_LAST or words[-2] not in _SESSION_WORDS:
        return False
    if not SIGN_IN.isdisjoint(words):
        return False  # a signed-in session's id logs in (credential_ids.py)
    if _ID_FORM.fullmatch(value) is None:
        return False
    before = text[line_start(text, start, 200) : start]
    return _KEY_COLON.search(before) is not None and _COOKIE.search(before) is None


def _place_token(text: str, start: int, value: str, words: list[str]) -> bool:
    """A token that marks a place (`progressToken`, `nextPageToken`), of a token's size, or
    the `token` of a JSON-RPC message of progress."""
    if len(value) > 400 or not words or words[-1] not in ("token", "tokens"):
        return False
    if len(words) >= 2:
        return words[-2] in _PLACE_WORDS
    line_end = text.find("\n", start, start + 400)
    line = text[line_start(text, start, 400) : start + 400 if line_end < 0 else line_end]
    return _PROGRESS_METHOD.search(line) is not None


# -- objects' ids of a two-letter noun ----------------------------------------------------

#: a short noun's prefix (2 to 5 letters), maybe an environment (Stripe's `cs_test_`)
_SHORT_ID = re.compile(r"([a-z]{2,5})_((?:test|live)_)?[A-Za-z0-9]{14,64}")
#: a run of letters, or of letters and digits: only the first are words (the letters inside a
#: generated id, `asst_XbEw5lcTHl2kBV`, spell no noun)
_NEIGHBOUR_WORD = re.compile(r"[A-Za-z0-9]+")
#: words that name a credential: their initials are a key's prefix (`secret key` `sk_`)
_CREDENTIAL_WORDS = frozenset(
    "secret key keys token api access private public restricted auth password pass"  # noqa: SIM905
    " personal signing".split()
)


def _initials_named(prefix: str, around: str) -> bool:
    """Whether `around` holds a run of words whose initials spell `prefix` (`vector store`
    for `vs_`, `checkout_session` for `cs_`, `vector_store.file_batch` for `vsfb_`), none a
    credential's word."""
    words = [w.lower() for w in _NEIGHBOUR_WORD.findall(around) if w.isalpha()]
    n = len(prefix)
    for i in range(len(words) - n + 1):
        run = words[i : i + n]
        if all(w[0] == c for w, c in zip(run, prefix, strict=True)) and not any(
            w in _CREDENTIAL_WORDS or len(w) < 3 for w in run
        ):
            return True
    return False


#: two-letter prefixes of keys (Stripe's, Hugging Face's, Resend's, Replicate's, …)
_KEY_PAIRS = frozenset({"sk", "rk", "pk", "hf", "re", "ak", "gh", "sl", "ey", "pa", "tk", "ps"})
_OTHER_ID = re.compile(r"(?<![\w.-])[a-z][a-z0-9]{2,15}[_-](?P<b>[A-Za-z0-9]{8,40})(?![\w-])")
_CREDENTIAL_BEFORE = re.compile(r"(?i)(?:key|token|secret|pass\w*|auth\w*|bearer)\W{0,4}\Z")


def _beside_objects(text: str, start: int, end: int, value: str) -> bool:
    """A short noun's object id its neighbourhood names (see the module)."""
    m = _SHORT_ID.fullmatch(value)
    if m is None or m.group(1) in _KEY_PAIRS:
        return False
    if _CREDENTIAL_BEFORE.search(text, max(0, start - 40), start):
        return False
    line_end = text.find("\n", end, end + 300)
    lo, hi = line_start(text, start, 300), min(len(text), end + 300) if line_end < 0 else line_end
    if _initials_named(m.group(1), text[lo:start] + " " + text[end:hi]):
        return True
    if m.group(2) or len(m.group(1)) != 2:
        return False  # an environment's part or a longer prefix: only by its noun's words
    # one vendor's ids share a body's length (OpenAI's `asst_`, `thread_`, `vs_`: 24)
    body = len(value) - 3
    for other in _OTHER_ID.finditer(text, lo, hi):
        if (
            other.start() != start
            and len(other.group("b")) == body
            and object_id(other.group(0), max_body=40)
        ):
            return True
    return False


# -- references to a secret by its name ---------------------------------------------------

#: a Kubernetes object's name or a key of a secret's data: DNS-1123 words
_K8S_NAME = re.compile(r"[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?")
#: `kubectl describe`'s line for a variable set from a secret
_DESCRIBED = re.compile(
    r"(?i)<set to the key [\"'][\w.-]{1,253}[\"'] (?:in|of) secret [\"']\Z"
    r"|<set to the key [\"']\Z"
)


#: what a secret's key holds, before `SecretKey` (`passwordSecretKey`, `tlsSecretKey`)
_HELD = frozenset({"password", "username", "user", "cert", "tls", "ca"})


#: what a Kubernetes client says of an object after its quoted name
_OBJECT_VERB = re.compile(
    r"[\"'] (?:not found|created|deleted|configured|unchanged|patched|labeled|already exists"
    r"|is forbidden)"
)
#: a secret store's command and its flag that names the secret (not its value)
_STORE_FLAG = re.compile(r"(?<![\w-])--(?:secret(?:-id|-name)?|name)[= ][\"']?\Z")
_STORE_COMMAND = re.compile(
    r"(?i)\b(?:gcloud[ \t]+secrets|aws[ \t]+secretsmanager|az[ \t]+keyvault[ \t]+secret"
    r"|doppler[ \t]+secrets|infisical[ \t]+secrets|kubectl\b[^\n]{0,40}\bsecrets?)\b"
)


def _names_secret(words: list[str]) -> bool:
    """Whether a name's words say it names a secret or a key in one, not its value:
    `existingSecret`, `secretName`, `secretKeyRef`, `passwordSecretKey`, `secretRef`."""
    if "secret" not in words and "secrets" not in words:
        return False
    if "existing" in words or words[-1] in ("ref", "name", "names"):
        return True
    # a key in a named secret, after what it holds (Helm's `passwordSecretKey`); a vendor's
    # secret key (`MINIO_SECRET_KEY`, `aws_secret_key`) is the secret itself
    return len(words) >= 3 and words[-2:] == ["secret", "key"] and words[-3] in _HELD


def _secret_reference(text: str, start: int, value: str, names: list[str]) -> bool:
    if _K8S_NAME.fullmatch(value) is None or looks_random(value.replace("-", "")):
        return False
    if not any(c.isalpha() for c in value) or any(c.isupper() for c in value):
        return False
    before = text[max(0, start - 120) : start]
    if "<set to the key" in before and _DESCRIBED.search(before):
        return True
    if before.endswith(('secret "', "secret '", 'secrets "', "secrets '")):
        close = text[start + len(value) : start + len(value) + 24]
        if _OBJECT_VERB.match(close):
            return True  # `secret "api-tls-cert" not found`, `secrets "x" created`
    if (
        "--" in before
        and _STORE_FLAG.search(before)
        and _STORE_COMMAND.search(text, line_start(text, start, 400), start)
    ):
        return True  # `gcloud secrets … --secret=stripe-api-key`: the secret's name
    return any(_names_secret(_words(n)) for n in names)


# -- a type's name in a value's place -----------------------------------------------------

_TYPE_NAME = re.compile(
    r"(?:System|Microsoft|java|javax|kotlin|android)(?:\.[A-Za-z]{2,40}){2,8}"
    r"|\[C@[0-9a-f]{4,8}"
)


def _type_name(value: str) -> bool:
    if _TYPE_NAME.fullmatch(value) is None:
        return False
    return value[0] == "[" or value.rsplit(".", 1)[-1][0].isupper()


#: the key right before a value, in compact JSON too (`{"params":{"progressToken":"`)
_KEY_BEFORE = re.compile(r"([A-Za-z_][\w.-]{0,80})[\"']?[ \t]*[:=][ \t]*[\"']?\Z")


#: a client of a content API built with its options (`new GhostContentAPI({ url, key })`):
#: a content API's key reads published content, shipped to browsers by design (the admin
#: API's client, `GhostAdminAPI`, takes the secret)
_CONTENT_CLIENT = re.compile(
    r"new[ \t]+(?:[A-Z]\w{0,40})?Content(?:Delivery)?(?:API|Api|Client)[ \t]*\([ \t]*\{"
    r"[^}\n]{0,300}\Z"
)


def _content_key(text: str, start: int) -> bool:
    if text.find("Content", max(0, start - 400), start) < 0:
        return False
    before = text[line_start(text, start, 400) : start]
    return _CONTENT_CLIENT.search(before) is not None


#: a search cluster's index listing (`_cat/indices`): the row's health and state before the
#: index's name, then its id, then the shard counts
_HEALTH_STATE = re.compile(r"[ \t]*(?:green|yellow|red)[ \t]+(?:open|close)[ \t]+\S+[ \t]+\Z")
_COUNTS_AFTER = re.compile(r"[ \t]+\d+[ \t]+\d+(?:[ \t]|$)", re.M)
#: a listing's header word of a column of ids
_ID_HEADERS = frozenset({"uuid", "id", "uid", "guid"})
#: a header line: words in lower or upper case with dots, blanks between
_HEADER_LINE = re.compile(r"[ \t]*[A-Za-z][\w.%-]*(?:[ \t]+[A-Za-z][\w.%-]*){2,30}[ \t]*")


def _listed_id(text: str, start: int, end: int) -> bool:
    """Whether the value is an object's id as a cell of a listing: the id column of a search
    cluster's index listing (health, state, index, id, counts), or a cell whose column the
    listing's header line names `uuid` or `id` (the header read up to 20 lines above)."""
    if end < len(text) and text[end] not in " \t\n":
        return False
    row = line_start(text, start, 300)
    if row < 0 or (row > 0 and text[row - 1] != "\n"):
        return False
    before = text[row:start]
    if _HEALTH_STATE.fullmatch(before) and _COUNTS_AFTER.match(text, end):
        return True
    column = len(before.split())
    if column == 0 or before[-1:] not in (" ", "\t"):
        return False
    at = row - 1
    for _ in range(20):
        if at <= 0:
            return False
        above = text.rfind("\n", 0, at) + 1
        line = text[above:at]
        if not line.strip():
            return False
        if _HEADER_LINE.fullmatch(line):
            cells = line.split()
            return len(cells) > column and cells[column].lower() in _ID_HEADERS
        at = above - 1
    return False


def ident_hit(text: str, start: int, end: int, names: list[str]) -> bool:
    """Whether the hit at `text[start:end]` under `names` (the name before it, then the keys
    of the objects and blocks holding it) is an id or a name (see the module)."""
    value = text[start:end]
    if _type_name(value) or _beside_objects(text, start, end, value) or _content_key(text, start):
        return True
    if _listed_id(text, start, end):
        return True  # an object's id as a cell of a listing
    # the key before the value: only where `:` or `=` stands just before it
    tail = text[max(0, start - 4) : start]
    own = (
        _KEY_BEFORE.search(text, line_start(text, start, 96), start)
        if ":" in tail or "=" in tail
        else None
    )
    for name in (own.group(1),) if own is not None else names[:1]:
        words = _words(name)
        if _session_id(text, start, value, words) or _place_token(text, start, value, words):
            return True
    return _secret_reference(text, start, value, names)
