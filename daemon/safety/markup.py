"""Secrets in markup: `<password>…</password>`, `<add key="ApiKey" value="…"/>`.

Configuration files are XML as often as they are YAML or `.env`: Maven's
`settings.xml` (`<password>`), .NET's `app.config` (`<add key="DbPassword"
value="…"/>`), Java properties in XML (`<entry key="api.token">…</entry>`),
Spring and Ant files (`<property name="jdbc.password" value="…"/>`), an Android
manifest's `<meta-data android:name="…API_KEY" android:value="…"/>`. Agents
print them with `cat` and edit them. The name is judged as any other secret
name (`classify_key`: `password`, `ApiKey`, `authToken`, not `key` alone) and
the value as one on a config line (placeholders, `${…}` references, `true`,
`null` and short numbers survive).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit
from kenning.daemon.safety.values import bare_value_ok, classify_key

__all__ = ["MARKUP_RULES"]

# an element holding only its value: <password>v</password>, <ns:apiKey>v</ns:apiKey>
_ELEMENT = lazy_compile(
    r"<(?P<tag>[A-Za-z_][\w.:-]{0,60})(?:[ \t][^<>\r\n]{0,200})?>"
    r"(?P<v>[^<>\s]{1,400})</(?P<close>[A-Za-z_][\w.:-]{0,60})>"
)
# a named entry: <add key="ApiKey" value="v"/>, <property name="db.password" value="v"/>,
# <entry key="api.token">v</entry>; its attributes in a namespace too (round 41: an Android
# manifest's <meta-data android:name="com.acme.API_KEY" android:value="v"/>)
_NS = r"(?:[A-Za-z_][\w-]{0,20}:)?"
_ENTRY = lazy_compile(
    rf"""<[A-Za-z_][\w.:-]{{0,30}}[ \t]+(?:[^<>]{{0,200}}?[ \t])?{_NS}(?:key|name)[ \t]*=[ \t]*"""
    r"""(?P<q>["'])(?P<name>[^"'<>\r\n]{1,80})(?P=q)"""
    rf"""(?:[^<>]{{0,200}}?[ \t]{_NS}value[ \t]*=[ \t]*"""
    r"""(?P<q2>["'])(?P<v>[^"'<>\r\n]{1,400})(?P=q2)"""
    r"""|[^<>]{0,200}?>(?P<t>[^<>\s]{1,400})</)"""
)

# a closing tag that names a secret: most markup (HTML, JSX) has none, and is not read further
_SECRET_CLOSE = lazy_compile(r"</[\w.:-]{0,60}?(?:pass|secret|token|key|pwd)", re.IGNORECASE)


@dataclass(frozen=True)
class _MarkupRule:
    """The value of an element or entry whose name is a secret's."""

    # the gates of secret names, which every message is searched for already; one
    # needle (markup has a `<`), found early in most texts that have one
    gates: tuple[str, ...] = ("pass", "secret", "token", "key")
    needles: tuple[str, ...] = ("<",)
    priority: int = 2

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        closing = "</" in text
        if closing and _SECRET_CLOSE.search(text) is not None:
            for m in _ELEMENT.finditer(text):
                if m.group("tag") == m.group("close"):
                    yield from self._judged(m.group("tag"), m.group("v"), m.start("v"))
        if closing or "value" in low:
            for m in _ENTRY.finditer(text):
                group = "v" if m.group("v") is not None else "t"
                yield from self._judged(m.group("name"), m.group(group), m.start(group))

    def _judged(self, name: str, value: str, start: int) -> Iterator[Hit]:
        verdict = classify_key(name.rsplit(":", 1)[-1])
        if verdict is None or (value.isdigit() and len(value) < 6):
            return  # <add key="TokenLifetimeMinutes" value="60"/> is a setting
        # judged as a value on a config line: true, null, abc and code stay
        if bare_value_ok(value, name, verdict[1], lambda: True):
            yield Hit(verdict[0], start, start + len(value), self.priority)


MARKUP_RULES = (_MarkupRule(),)
