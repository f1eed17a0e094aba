"""An error-fix rule in the lesson's words: what failed, in a short phrase.

A rule learned from a failed run says which command failed and with what
error ("When `git clone` fails with `RPC failed; curl 16 …`, run …"). The
run's own line and the error as printed hold what only that run had: the
paths and addresses it was given, an environment set for it, a shell's error
id and the place the shell said it, the absolute path of a file. A reader,
and a search for the lesson later, wants the command and the error by kind:

* `failed_command`: the command's words without its paths, addresses and
  `NAME=value` settings (`mkdir -p a/src a/public` is `mkdir -p`,
  `git clone https://…/repo` is `git clone`, `pytest tests/a.py -q` is
  `pytest -q`); the program is kept whatever it looks like (`.\\gradlew`);
* `error_phrase`: the error's text without a shell's error id before its
  message (`PositionalParameterNotFound: mkdir : A positional …`), without a
  code the message says again (`enoent … Error: ENOENT: no such file …`), and
  with an absolute or home path said as its file's name;
* `shell_named`: the shell, when the error is one only it prints (PowerShell's
  error record, its id from `FullyQualifiedErrorId`, or its "cmdlet"): where
  the lesson holds (`mkdir -p a b` fails in PowerShell, not in bash).

The rule's evidence and error key keep the error as it was printed.
"""

from __future__ import annotations

import re

__all__ = ["error_phrase", "failed_command", "shell_named"]

#: an argument that is a place, not a word of the command: a URL, a path with a separator
#: (`tv-app/src`, `~/Desktop/x`, `C:\\app`); a script named alone (`manage.py`) is kept
_PLACE_ARG = re.compile(
    r"""^["']?(?:[a-zA-Z][\w+.-]{1,15}://\S*|[~.]{0,2}[\w.@%+:-]*[/\\].*)["']?$"""
)
#: an environment set for the one run (`PLAYWRIGHT_SKIP_WEBSERVER=1 npx …`)
_SETTING = re.compile(r"^[A-Za-z_]\w*=")
_FLAG = re.compile(r"^--?\w[\w-]*$")
#: a word of a command line, its quoted parts kept with it (`~/Desktop/"My App.command"`)
_WORD = re.compile(r"""(?:[^\s"']+|"[^"]*"|'[^']*')+""")


def failed_command(command: str, words: int = 4) -> str:
    """The failing command by its program, subcommand and flags (see the module docstring);
    `command` is one step, as `short_command` gives it."""
    parts = _WORD.findall(command)
    if len(parts) > 1 and parts[-1].endswith("…"):
        parts = parts[:-1]  # a word the line was cut in
    while parts and _SETTING.match(parts[0]) and len(parts) > 1:
        parts = parts[1:]
    if not parts:
        return command
    kept = [parts[0]] + [
        p
        for p in parts[1:]
        if _FLAG.match(p) or not (_PLACE_ARG.match(p) or _SETTING.match(p) or p == "--")
    ]
    text = " ".join(kept[:words])
    return text if len(text) <= 60 else text[:59] + "…"


#: PowerShell's error id and the command it names before the message
#: (`PositionalParameterNotFound: mkdir : A positional parameter …`,
#: `command-not-found: .\\gradlew: The term …`)
#: (a name that ends as a kind in words, `ModuleNotFoundError`, is the error's kind: kept)
_SHELL_ID = re.compile(
    r"^(?:[A-Z][a-z]+(?:[A-Z][a-z]+)+(?<!Error)(?<!Exception)(?<!Warning)|[a-z]+(?:-[a-z]+)+):"
    r"\s+(?:\S+\s?:\s+)?(?=[A-Z])"
)
#: an absolute or home path (quoted or not), said by its last part; not the rest of a name
#: (`github.com/org/pkg/log.Logger`, a Go package: what failed, not where)
_ABS_PATH = re.compile(
    r"""(?<![\w.@%+-])(?P<q>['"`]?)(?:~|[A-Za-z]:)?(?:[/\\][\w.@%+-]+){2,}(?P=q)"""
)
#: a program's own label of the code it says again (`Error: ENOENT: `)
_LABEL = re.compile(r"\b(?:error|Error|ERROR):\s*([A-Z][A-Z0-9_]+):\s*")


_SEP = re.compile(r"[/\\]")


def _name(m: re.Match[str]) -> str:
    q = m.group("q")
    return q + _SEP.split(m.group(0).strip(q))[-1] + q


def error_phrase(described: str, code: str | None = None) -> str:
    """An error's text as the rule says it (see the module docstring); `described` is
    `ErrorSig.describe()`, `code` its code."""
    text = _SHELL_ID.sub("", described, count=1)
    label = _LABEL.search(text)
    codes = {c.lower() for c in (code, label.group(1) if label else None) if c}
    head = text.split(None, 1)
    if len(head) == 2 and head[0].lower() in codes and head[0].lower() in head[1].lower():
        # the code printed before a message that labels it again (`enoent … Error: ENOENT:
        # no such file`): said by the message's words
        text = head[1]
        label = _LABEL.search(text)
        if label and label.group(1).lower() == head[0].lower():
            text = text[: label.start()] + text[label.end() :]
    text = _ABS_PATH.sub(_name, text)
    return " ".join(text.split()) or described


#: an error record's id (`PositionalParameterNotFound`, `InvalidEndOfLine`); a shell's own
#: errors (bash's `command-not-found`) are named in lower case
_RECORD_ID = re.compile(r"^[A-Z][a-z]+(?:[A-Z][a-z]*)+$")


def shell_named(tool: str, code: str | None, message: str) -> str | None:
    """`PowerShell` when the shell's error is one of PowerShell's (see the module docstring),
    else None: the other shells' errors do not say which shell printed them."""
    if tool != "shell":
        return None
    if (code and _RECORD_ID.match(code)) or re.search(r"\bcmdlet\b", message, re.I):
        return "PowerShell"
    return None
