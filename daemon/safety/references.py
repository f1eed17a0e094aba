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
  by `/`, no digit mixed into a word;
* **punctuation only** (`)`, `\\n`, `",`): a value a rule cut out of code or an
  escaped string (`getpass(\\"Warehouse password: \\")\\n`), with no letter or
  digit in it.

Speed: only the hits are read, each value once; nothing is searched in the text.
"""

from __future__ import annotations

import functools

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit

__all__ = ["drop_references", "reference_value"]

# `file:` and a path (a `/` or a file's extension), `env:` and a variable's name in
# capitals (a random value after `env:` is a value), `fd:` and a number
_SOURCE = lazy_compile(
    r"file:(?:[~.]?/[^\s\"'`]{1,300}|[\w.-]{1,100}\.[a-z]{2,5})|env:[A-Z_][A-Z0-9_]{0,80}|fd:[0-9]{1,3}"
)
_SQL_VARIABLE = lazy_compile(r"@[a-z][a-z]*(?:_[a-z]+)*|@[a-z]+(?:[A-Z][a-z]+)+")
_STORE_PATH = lazy_compile(r"[a-z][a-z_-]{0,40}(?:/[a-z][a-z_-]{0,40}){1,8}")
_ESCAPES = lazy_compile(r"\\[nrt\\\"']")


@functools.lru_cache(maxsize=4096)
def reference_value(value: str) -> bool:
    """Whether `value` names where a secret comes from, or holds nothing of one."""
    if not value:
        return False
    if _SOURCE.fullmatch(value) is not None:
        return True
    if value[0] == "@" and _SQL_VARIABLE.fullmatch(value) is not None:
        return True
    if "/" in value and _STORE_PATH.fullmatch(value) is not None:
        return True
    plain = _ESCAPES.sub("", value) if "\\" in value else value
    return not any(c.isalnum() for c in plain)


def drop_references(text: str, hits: list[Hit]) -> list[Hit]:
    """`hits` without those whose value is a reference (`reference_value`)."""
    kept = [h for h in hits if not reference_value(text[h.start : h.end])]
    return kept if len(kept) != len(hits) else hits
