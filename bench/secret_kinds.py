"""Secret kinds beyond the vendor tables: the tools shared by the two halves of the corpus.

`bench/secret_kinds_dev.py` (the half the rules were tuned on) and
`bench/secret_kinds_heldout.py` (written after tuning, never tuned on) each
list `Kind`s: a secret written the way an agent session holds it (a shell
command, a tool's output, a pasted config, chat prose), with the value
generated from a seed so that no scanner mistakes these files for a leak,
and look-alikes that must come through intact. `bench/secrets_wide_bench.py`
measures kenning (and CredSweeper and Kingfisher where installed) on them;
`tests/test_secrets_wide.py` holds kenning to the targets.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = [
    "PLACES",
    "SESSION_PLACES",
    "SESSION_PLACES8",
    "Kind",
    "LookAlike",
    "Sample",
    "alnum",
    "b64",
    "b64_user_pass",
    "hexs",
    "lower_alnum",
    "place_text",
    "pw",
    "samples",
    "upper32",
    "urlsafe",
]

#: a maker of one secret value
Gen = Callable[[random.Random], str]

_ALNUM = string.ascii_letters + string.digits
_URLSAFE = _ALNUM + "-_"
_B64 = _ALNUM + "+/"
_HEX = "0123456789abcdef"
_UPPER32 = string.ascii_uppercase + "234567"
_LOWER_ALNUM = string.ascii_lowercase + string.digits

#: where a sample is put in a session: a shell call's command, a tool's output, a file
#: an agent writes (a pasted config), a person's chat message
PLACES = ("shell", "output", "config", "chat")

#: the session shapes of the agents (held-out 4 on): a Claude Code `Bash` call, a Codex
#: `shell` call (argv list), a Claude Code `Edit` of a file, a tool's output, an Aider chat
#: history (`#### ` before every line a person typed), a person's chat message
SESSION_PLACES = ("shell", "codex", "edit", "output", "aider", "chat")

#: held-out 8 on, two more agents: a Gemini CLI `write_file` call (its `content`), and a
#: Cline `replace_in_file` edit (the SEARCH/REPLACE `diff` of its tool message)
SESSION_PLACES8 = (*SESSION_PLACES, "gemini", "cline")


def pick(r: random.Random, alphabet: str, n: int) -> str:
    """`n` letters drawn from `alphabet`."""
    return "".join(r.choice(alphabet) for _ in range(n))


def alnum(r: random.Random, n: int = 32) -> str:
    """Letters and digits: a generated key with no vendor prefix."""
    while True:
        v = pick(r, _ALNUM, n)
        if any(c.isdigit() for c in v) and any(c.isupper() for c in v):
            return v


def lower_alnum(r: random.Random, n: int = 32) -> str:
    return pick(r, _LOWER_ALNUM, n - 1) + r.choice(string.digits)


def urlsafe(r: random.Random, n: int = 40) -> str:
    return alnum(r, 2) + pick(r, _URLSAFE, n - 2)


def b64(r: random.Random, n: int = 40) -> str:
    return alnum(r, 2) + pick(r, _B64, n - 2)


def hexs(r: random.Random, n: int = 32) -> str:
    while True:
        v = pick(r, _HEX, n)
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            return v


def upper32(r: random.Random, n: int = 32) -> str:
    return pick(r, _UPPER32, n)


#: Bitcoin's base58 and RFC 4648's base32 (lower case) alphabets
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "abcdefghijklmnopqrstuvwxyz234567"


def b58(r: random.Random, n: int) -> str:
    return pick(r, B58, n)


def b32(r: random.Random, n: int) -> str:
    return pick(r, B32, n)


def digits(r: random.Random, n: int) -> str:
    return pick(r, string.digits, n)


def uuid4(r: random.Random, variant: str = "a") -> str:
    """A random UUID; each half of the corpus writes its own `variant` digit."""
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{variant}{h[17:20]}-{h[20:]}"


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def pw(r: random.Random, n: int = 14) -> str:
    """A password a person picks or a generator prints: letters, digits and a symbol."""
    body = alnum(r, n - 2)
    return body[: n // 2] + r.choice("!%^*") + r.choice(string.digits) + body[n // 2 :]


def b64_user_pass(r: random.Random, user: str = "deploy") -> str:
    return base64.b64encode(f"{user}:{pw(r)}".encode()).decode()


@dataclass(frozen=True)
class Kind:
    """One kind of secret: how to make a (secret, text) pair, and its class.

    `make` returns the secret value (what must not survive) and the text that
    holds it; `group` names the class of the issue it belongs to (`cli`,
    `code`, `header`, `dsn`, `key`, `form`, `prose`, `vendor`).
    """

    name: str
    group: str
    make: Callable[[random.Random], tuple[str, str]]


@dataclass(frozen=True)
class Sample:
    """One secret placed in a session."""

    kind: str
    group: str
    secret: str
    text: str
    place: str


@dataclass(frozen=True)
class LookAlike:
    """Text that looks like a secret and is not: it must come through unchanged."""

    kind: str
    text: str


def samples(
    kinds: Sequence[Kind], per_kind: int, seed: str, places: Sequence[str] = PLACES
) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind, spread over `places`; the same on every run."""
    r = random.Random(seed)
    out: list[Sample] = []
    for round_ in range(per_kind):
        for k, kind in enumerate(kinds):
            secret, text = kind.make(r)
            if secret not in text:
                raise ValueError(f"{kind.name}: the secret is not in its text")
            out.append(
                Sample(kind.name, kind.group, secret, text, places[(round_ + k) % len(places)])
            )
    return tuple(out)


def look_alikes(
    seed: str,
    rounds: Callable[[random.Random], list[tuple[str, str]]],
    fixed: Sequence[tuple[str, str]],
    times: int = 3,
) -> tuple[LookAlike, ...]:
    """A set's look-alikes: `times` draws of its generated ones, then its fixed texts."""
    r = random.Random(seed)
    items: list[tuple[str, str]] = []
    for _ in range(times):
        items += rounds(r)
    items += fixed
    return tuple(LookAlike(kind, text) for kind, text in items)


def place_text(text: str, place: str) -> str:
    """`text` as it stands in a message of `place` (a command or an edit stays bare)."""
    if place in ("shell", "codex", "edit", "gemini", "cline"):
        return text
    if place == "aider":
        lines = ["look at this:", *text.splitlines(), "what is wrong?"]
        return "".join(f"#### {line}\n" for line in lines)
    if place == "output":
        return f"$ cat notes.txt\n{text}\n"
    if place == "config":
        return f"# written by the agent\nAPP_ENV=prod\n{text}\nLOG_LEVEL=info\n"
    return f"Here is what I have:\n{text}\nWhy does it fail?"


def made(*forms: str, value: Gen = pw) -> Callable[[random.Random], tuple[str, str]]:
    """A kind's maker: one of `forms`, with `{v}` the secret and a few filled-in extras."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        form = r.choice(forms)
        extras = {
            "aws": "AKIA" + upper32(r, 16),
            "h8": hexs(r, 8),
            "h32": hexs(r, 32),
            "uuid": uuid4(r, "a"),
        }
        return v, form.format(v=v, **extras)

    return make


def kind_of(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind of secret written in one of `forms` (`made`)."""
    return Kind(name, group, made(*forms, value=value))


def vendor(name: str, make: Gen, *forms: str) -> Kind:
    """A vendor's key (`make`) with no name beside it, in one of `forms`."""
    return Kind(name, "vendor", made(*forms, value=make))


def split_kind(name: str, template: str, value: Gen) -> Kind:
    """A value written over two lines or pieces (`{a}`, `{b}`): the first part is the secret."""

    def make(r: random.Random) -> tuple[str, str]:
        a, b = value(r), value(r)
        return a, template.format(a=a, b=b)

    return Kind(name, "form", make)
