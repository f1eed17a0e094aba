"""Public ids of automation and low-code tools, by their documented form or their place.
Round 40c of issue 27 (held-out 43's look-alikes).

public.py asks `tool_id_public` of each value a rule found:

* **an id of a documented prefix and shape** (`_DOCUMENTED_ID`): a Stripe object's id
  whose object holds no secret (`we_` a webhook endpoint, `evt_`, `cus_`, `pi_`, … and a
  body of 14 to 24 letters and digits: a client secret `pi_…_secret_…` is no id; prefixes
  other vendors' keys share, Resend's `re_`, a game server's `prod_`, are left out), an Apps
  Script web app's deployment id (`AKfycb…`: the address its author hands to every
  user), an Airtable base's, table's, field's, view's or record's id (`app`, `tbl`, `fld`,
  `viw`, `rec` and 14 letters or digits; its API keys `key…` and tokens `pat….…` are
  not), a Glide table's `native-table-…`; not for a password's kind;
* **a DevTools target's id on a loopback host** (`ws://127.0.0.1:9222/devtools/browser/
  <uuid>`): every browser started for automation prints it, and only the machine
  itself reaches it;
* **an item of a JSON list under an id's name** (`"parentId": ["1pF3…"]`,
  `"fileIds": ["…", "…"]`): the name says what each item is, as it does for one value;
* **a value compared with an id** (`request.auth.uid == '…'`, `'…' === user.id`): rules
  and guards name whom they admit; the name is judged as public.py judges any name;
* **a tool's sentinel for an empty value** (`__n8n_BLANK_VALUE_<uuid>`: a word of
  emptiness then `VALUE`, a tool's tag and an id around it): a marker the tool writes in
  place of a value left blank.
"""

from __future__ import annotations

from collections.abc import Callable

from kenning.daemon.core.lazy_regex import lazy_compile

__all__ = ["tool_id_public"]

_DOCUMENTED_ID = lazy_compile(
    r"(?:we|evt|cus|pi|pm|seti|price|sub|acct|plink|txn)_[A-Za-z0-9]{14,24}(?![A-Za-z0-9])"
    r"|AKfycb[A-Za-z0-9_\-]{40,100}"
    r"|(?:app|tbl|fld|viw|rec)[A-Za-z0-9]{14}"
    r"|native-table-[A-Za-z0-9]{16,24}"
)
_LOOPBACK = ("127.0.0.1", "localhost", "[::1]", "0.0.0.0")
_DEVTOOLS = ("/devtools/browser/", "/devtools/page/")
#: a JSON list's key, then the items before the value's own opening quote
_LIST_ITEM = lazy_compile(
    r"\"([A-Za-z_][\w\-]{0,40})\"\s*:\s*\[\s*(?:\"[^\"\n]{0,200}\"\s*,\s*){0,20}\"\Z"
)
#: an operand (`request.auth.uid`, `user.id`) and an equality before the value's quote
_COMPARED_BEFORE = lazy_compile(r"([A-Za-z_$][\w$]{0,40})\s*(?:===?|!==?)\s*[\"']\Z")
_COMPARED_AFTER = lazy_compile(
    r"[\"']\s*(?:===?|!==?)\s*(?:[A-Za-z_$][\w$]{0,40}\.){0,6}([A-Za-z_$][\w$]{0,40})(?![\w$.])"
)
_SENTINEL = lazy_compile(
    r"_{0,2}(?:[A-Za-z0-9]{1,12}_){0,2}(?:BLANK|EMPTY|UNSET|NULL|NONE|NO)_VALUE"
    r"(?:_[0-9A-Fa-f\-]{8,36})?_{0,2}"
)


def tool_id_public(
    text: str, start: int, end: int, kind: str, public_name: Callable[[str, str], bool]
) -> bool:
    """Whether the value at `text[start:end]`, found by a rule of `kind`, is a tool's public
    id or sentinel (see the module); `public_name(name, value)` judges a name."""
    value = text[start:end]
    if "password" not in kind and _DOCUMENTED_ID.fullmatch(value):
        return True
    if "VALUE" in value and _SENTINEL.fullmatch(value):
        return True
    before = text[max(0, start - 400) : start]
    if before.endswith(_DEVTOOLS):
        scheme = before.rfind("://")
        if scheme >= 0 and before[scheme + 3 :].startswith(_LOOPBACK):
            return True
    if before.endswith('"') and ":" in before:
        m = _LIST_ITEM.search(before)
        if m is not None and public_name(m.group(1), value):
            return True
    if before[-1:] in ("'", '"'):
        m = _COMPARED_BEFORE.search(before[-60:])
        if m is not None and public_name(m.group(1), value):
            return True
    if text[end : end + 1] in ("'", '"'):
        m = _COMPARED_AFTER.match(text, end, end + 120)
        if m is not None and public_name(m.group(1), value):
            return True
    return False
