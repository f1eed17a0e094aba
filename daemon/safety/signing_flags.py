"""Passwords given to signing, packaging and provisioning tools by their own flags.

Round 40 of issue 27 (held-out 42: mobile, desktop and embedded app development).
commands.py reads the flags of tools a shell user types (`mysql -p`, `sshpass -p`,
`openssl -k`) and any `-p`/`--pass` whose value reads as a password; the tools that sign
an app or provision a device write theirs otherwise, so they are one table here
(`_TOOLS`: a tool's name, its flags that take a password, and how sure the flag is):

* **Windows' SDK signers** (`signtool`, `pvk2pfx`, `certutil`): a slash flag, `/p PASS`
  (the PFX's password), `/pi` and `/po` (pvk2pfx's key and PFX passwords), `-p` (certutil's
  `-importpfx`); a value cut by cmd's caret (`/p 6g5W…^` then the rest on the next line)
  is taken with its next line's piece;
* **a code signer of other platforms** (`osslsigncode -pass`, `nuget sign
  -CertificatePassword`, `dotnet nuget sign --certificate-password`);
* **macOS's `security`**: `-p` and `-k` (a keychain's password to `create-keychain`,
  `unlock-keychain`, `set-key-partition-list`), `-P` (an import's passphrase); `-k` names
  the keychain's file in `import`, so the value must read as a password (a digit, a
  letter, and a capital or a symbol; no path);
* **a device's provisioning tool** (`esp_prov --pop`, the proof of possession;
  `--passphrase`, the Wi-Fi's; `--sec2_pwd`).

A variable, a placeholder or a flag after the flag stays (`/p $env:PFX_PASS`, `-p "$PW"`).

Speed: the tools' names are literals of the sanitizer's one RE2 set, and `requires` the
same names for an ASCII text; a text without them costs nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.commands import _CLI_VALUE, _GROUPS, _cli_ok, _password_looking
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule

__all__ = ["SIGNING_FLAG_RULES"]

_Judge = Callable[[str], bool]

#: macOS `security`'s commands that take a keychain's or an import's password
_KEYCHAIN_COMMANDS = ("create-keychain", "unlock-keychain", "set-key-partition-list", "import")

#: (a tool's command words, the literals that gate it, its password flags up to the value,
#: the judge of the value)
_TOOLS: tuple[tuple[str, tuple[str, ...], str, _Judge], ...] = (
    (r"signtool|pvk2pfx", ("signtool", "pvk2pfx"), r"[/-]p[io]?(?:[ \t]{1,4}|:)", _cli_ok),
    (r"certutil", ("certutil",), r"-p[ \t]{1,4}", _cli_ok),
    (r"osslsigncode", ("osslsigncode",), r"-(?:pass|readpass)[ \t]{1,4}", _cli_ok),
    (r"nuget", ("nuget",), r"-{1,2}certificate-?password[ \t]{1,4}", _cli_ok),
    (
        r"security[ \t]{1,4}(?:" + "|".join(_KEYCHAIN_COMMANDS) + ")",
        tuple("security " + c for c in _KEYCHAIN_COMMANDS),
        r"-[kpP][ \t]{1,4}",
        _password_looking,
    ),
    (r"esp_prov", ("esp_prov",), r"--(?:pop|passphrase|sec2_pwd)[ \t=]{1,4}", _cli_ok),
)
_GATES = tuple(g for row in _TOOLS for g in row[1])
#: each tool as a command word (`signtool.exe`, `& signtool`, `python esp_prov.py`), and
#: its flags
_READ: tuple[tuple[re.Pattern[str], re.Pattern[str], _Judge], ...] = tuple(
    (
        lazy_compile(r"(?i)(?<![\w-])(?:" + tool + r")(?:\.exe|\.py)?(?![\w-])"),
        lazy_compile(r"(?i)[ \t]" + flag + _CLI_VALUE),
        judge,
    )
    for tool, _, flag, judge in _TOOLS
)
#: where a command's words end: a pipe, a list, a line (cmd's caret goes on to the next)
_END = lazy_compile(r"[|;&]|(?<!\^)\n")
#: the rest of a value cmd's caret continued on the next line
_CONTINUED = lazy_compile(r"\^\r?\n[ \t]{0,40}([^\s^\"']{1,200})")


def _flag_values(text: str) -> Iterator[tuple[int, int]]:
    low = text.lower()
    for (tool, flags, judge), row in zip(_READ, _TOOLS, strict=True):
        if not any(g in low for g in row[1]):
            continue
        pos = 0
        while (m := tool.search(text, pos)) is not None:
            stop = _END.search(text, m.end(), m.end() + 600)
            end = m.end() + 600 if stop is None else stop.start()
            pos = max(end, m.end())  # (a tool's name among its own words is read once)
            for f in flags.finditer(text, m.end(), min(len(text), end + 210)):
                if f.start() >= end:
                    break
                group = next(g for g in _GROUPS if f.start(g) >= 0)
                value = f.group(group).rstrip("^")
                if not value or not judge(value):
                    continue
                at = f.start(group)
                more = _CONTINUED.match(text, at + len(value))
                yield at, more.end(1) if more is not None else at + len(value)


SIGNING_FLAG_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "password_flag",
        _flag_values,
        gates=_GATES,
        priority=3,
        requires=("(?i)" + "|".join(re.escape(g) for g in _GATES),),
    ),
)
