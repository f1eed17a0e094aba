"""A secret written again: each other place a found value stands, taken too (round 42).

A generator's output pasted above the command that stores it (`openssl rand -hex 32`,
`# <hex>`, then `echo <hex> > agent.psk`), a key printed and then set, a password
quoted in a sentence after the config that holds it: a rule finds the value where its
name or its place says so, and the same characters elsewhere in the text are the same
secret. After the public values are dropped (`public.py`), each hit's value of 12
characters or more is looked for in the rest of the text and taken where it stands as
a whole token (no letter, digit, `+`, `/` or `=` right before or after it: a value is
not cut out of a longer one).

Speed: one `str.find` loop per distinct value of the text's hits (a text holds few).
"""

from __future__ import annotations

from kenning.daemon.safety.secret_rules import Hit

__all__ = ["with_repeats"]

#: the shortest value looked for again (a short one may be a word written elsewhere)
_SHORTEST = 12
#: the values looked for in one text, at most (each costs a pass over it)
_MOST = 64
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/=_-")


def with_repeats(text: str, hits: list[Hit]) -> list[Hit]:
    """`hits` and a hit at each other place one of their values stands whole in `text`."""
    seen: set[str] = set()
    extra: list[Hit] = []
    for h in hits:
        value = text[h.start : h.end]
        if len(value) < _SHORTEST or value in seen:
            continue
        seen.add(value)
        if len(seen) > _MOST:
            break
        at = text.find(value)
        while at >= 0:
            end = at + len(value)
            if (
                at != h.start
                and (at == 0 or text[at - 1] not in _TOKEN_CHARS)
                and (end == len(text) or text[end] not in _TOKEN_CHARS)
            ):
                extra.append(Hit(h.kind, at, end, h.priority))
            at = text.find(value, end)
    return hits + extra if extra else hits
