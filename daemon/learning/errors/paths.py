"""A path the command line named that was not there, and the next line naming another.

`chmod +x ~/Desktop/"Run App.command"` fails with `No such file or directory` and
`chmod +x Run_App.command` passes: the line was fixed by naming the file where it
is, under its name. That is a slip about the files at hand (like a typo), not a
practice: its fix is learned only when the same slip recurs (`fix_lessons.slip`).
A line run in another folder (`cd app && npm run build` after `npm run build`
found no `package.json`), another program in front, or a step run first is not
this: there the missing path is not a word of the line, or the line still names it.

A line run again after a `cd` only up the tree (`cd ../.. && .\\gradlew spotlessApply`
after `.\\gradlew spotlessApply` was not found) is the same kind of slip: the shell had
been left below where the work belongs, by an earlier step or the terminal the person
opened; where it stood is this session's, not a practice of the project (a line run in a
folder *named* below, `cd web && npm run build`, says where the project keeps its work).
"""

from __future__ import annotations

import re

from kenning.daemon.core.command_line import bare_step, command_steps, work_steps

__all__ = ["climbed_back", "path_retried"]

#: an error saying a path is not there, the path before it (`chmod: <path>: No such file …`,
#: `cannot access '<path>'`, `'<path>' does not exist`)
_MISSING = re.compile(
    r"(?:^|[\s:'\"`])(?P<path>[^\s'\"`]+?)['\"`]?:?\s+(?:No such file or directory|"
    r"does not exist|not found)|cannot (?:access|open|stat) ['\"`]?(?P<quoted>[^'\"`\n]+)",
    re.I,
)
_QUOTES = re.compile(r"[\"'`\\]")


def _words(line: str) -> str:
    """The line as plain words: quotes and escapes dropped, so a quoted path reads as named."""
    return " ".join(_QUOTES.sub("", bare_step(line)).split())


def _holds(line: str, path: str) -> bool:
    """Whether the line names the path as a whole (not inside a longer name)."""
    return re.search(rf"(?<![\w.-]){re.escape(path)}(?![\w.-])", line) is not None


def path_retried(error: str, failed: str, passed: str) -> bool:
    """Whether the failing line named a path the error says is not there, and the passing
    line is the same program naming another path in its place."""
    before, after = _words(failed), _words(passed)
    if not before or not after or before.split()[0] != after.split()[0]:
        return False
    for m in _MISSING.finditer(error):
        parts = (m.group("path") or m.group("quoted") or "").strip().rstrip("/").split("/")
        # the path as the line wrote it: the longest tail of the error's path it holds
        tails = ["/".join(parts[k:]) for k in range(len(parts))]
        named = next((t for t in tails if len(t) >= 3 and _holds(before, t)), None)
        if named is not None and named.strip(".") and not _holds(after, named):
            return True
    return False


#: a folder named only by steps up the tree: `..`, `../..`, `..\\..\\`
_UP = re.compile(r"\.\.(?:[/\\]\.\.)*[/\\]?")
_CD = frozenset({"cd", "chdir", "pushd", "Set-Location", "sl", "Push-Location"})


def climbed_back(failed: str, passed: str) -> bool:
    """Whether the passing line runs the failing line's work after changing only up the tree
    (`cd ../.. && x` after `x`), and the failing line changed into no folder of its own."""
    work = [[" ".join(bare_step(st).split()) for st in work_steps(ln)] for ln in (failed, passed)]
    if not work[0] or work[0] != work[1]:
        return False
    places = [
        [st.split(None, 1)[1].strip(" '\"") for st in command_steps(line)
         if len(st.split(None, 1)) == 2 and st.split()[0] in _CD]
        for line in (failed, passed)
    ]  # fmt: skip
    return not places[0] and bool(places[1]) and _UP.fullmatch(places[1][-1]) is not None
