"""Text in the person's turn that is not the person's words, whatever the judge says of it.

A prompt log or a chat holds, inside the person's turns, what they pasted: a terminal's
output, a tool's error report, a recording's transcript, documentation, another agent's
answer. These tests find it, so that no lesson is drawn from it (`lessons._judged`,
`statements`; the tests of what the person's own words state are in `gates`):

* `data_like`: a log line, a terminal's output, a heading, or a line of
  settings and values (words fewer than the values);
* `pasted_output`: a terminal session pasted at the start of a turn (its first sentence a
  log line or a prompt with its command), up to its last piece of data;
* `pasted_under`: what lies under a markdown heading that names a tool's output ("## Error
  Message"), up to the next heading; `transcript`: the lines beside a recording's timestamps;
* `presents`: a sentence that presents what follows ("Here is the spec once more:");
* `expository`: English prose that describes rather than instructs (no word
  addressed to the agent or binding the work, not opened by an instruction's
  verb); applied only inside a long text, where it is pasted documentation or
  an answer copied back;
* `agent_report`: a turn that opens as an agent's report ("Found the bug!", "Root cause:"),
  another agent's answer pasted in.

See docs/learning.md, "What is never a statement".
"""

from __future__ import annotations

import re

from kenning.daemon.core.scripts import NOSPACE
from kenning.daemon.learning.statements import clean_rule

__all__ = [
    "AgentWords",
    "agent_report",
    "data_like",
    "expository",
    "pasted_output",
    "pasted_under",
    "points_inside",
    "presents",
    "transcript",
    "word_count",
]

#: English function words: a sentence with a few of them is English prose (the test below
#: says nothing of other languages, nor of terse notes like "tabs, not spaces")
_FUNCTION = frozenset(
    str.split(
        """
        the a an is are was were be been of to in on for with and or but that this these
        those it its they there from by as at can may will would could has have had
        """
    )
)
#: words that speak to the agent or bind the work: a person stating how to work
_ADDRESSED = re.compile(
    r"\b(?:you|your|we|our|us|i|i'?m|my|me|let'?s|please|should|must|shall|need(?:s)? to|"
    r"have to|has to|ought|never|always|don'?t|do not|does not|doesn'?t|avoid|prefer|"
    r"make sure|ensure|only|instead|rather than|remember|no more|from now on|going forward|"
    r"every ?time|whenever|by default|everywhere|(?:this|the) (?:repo|repository|project|"
    r"codebase|code ?base|app)|here|rules?|conventions?|polic(?:y|ies)|standards?|required|"
    r"requires?|(?:not )?allowed|forbidden|nothing else|no ?one|nobody)\b",
    re.I,
)
#: verbs an instruction opens with ("Use …", "Put … in …", "Answer in Russian")
_INSTRUCTION_VERBS = frozenset(
    str.split(
        """
        use put run add keep make write call set move follow store name place send return
        check prefer avoid ask tell wrap log commit push test document read save create
        install remove delete include import export build deploy update handle treat
        consider apply default stick leave give show print explain answer reply respond
        talk speak pin limit split merge rename format lint type annotate validate cache
        retry mock skip
        """
    )
)


def expository(sentence: str) -> bool:
    """An English sentence that describes rather than instructs: no word addressed to the
    agent or binding the work, not opened by an instruction's verb ("Windows paths use
    backslashes, whereas macOS paths use slashes"): pasted documentation or an answer
    copied back, which states no lesson of the person's."""
    words = re.findall(r"[A-Za-z][A-Za-z']*", sentence)
    if len(words) < 8 or sum(w.lower() in _FUNCTION for w in words[:30]) < 2:
        return False
    first = clean_rule(sentence).split(" ", 1)[0].strip("*_`\"'").lower()
    if first in _INSTRUCTION_VERBS:
        return False
    return _ADDRESSED.search(sentence) is None


#: a log line's or a terminal's marks: a clock time, a level in brackets, `file:line:col`,
#: a glog prefix, a stack frame, an error's name opening the line (`Error:`, `npm ERR!`,
#: a lower-case `warning:`), a shell's `: line N:`,
#: a prompt and its command (`user@host:~/dir$ make`), an agent client's output glyph
#: (⏺ ⎿ ✅ ❌), a test runner's failed test (`FAILED tests/x.py::test_y - …`), a tool's own
#: complaint (`mkdir: cannot …`, `yq: error: …`, `usage: …`)
_LOG_MARK = re.compile(
    r"\b\d{1,2}:\d{2}:\d{2}\b|\[(?:INFO|WARN(?:ING)?|ERROR|DEBUG|TRACE|FATAL|[IWEF])\]|"
    r"\w\.\w+:\d+:\d+|^[IWEF]\d{4}\b|^\s*(?:at\s+\S+\(|File \"|Traceback\b)|"
    r"^\s*(?:[A-Z]\w*)?(?:Error|Exception):\s|^\s*npm ERR!|^\s*(?:warning|error|fatal|panic):\s|"
    r":\s?line \d+:|\w@[\w.-]+:[~/]\S*\$\s+[\w./~-]|"
    r"\(core dumped\)|^\s*[⏺⎿✅❌✔✓✗]|^\s*(?:>+\s*)?\d+\s*\|\s|"
    r"\b(?:FAILED|ERROR)\s+[\w./\\-]+\.py::\w|"
    r"^\s*(?:(?i:usage):\s+\S|[a-z][\w.-]*:\s(?:[\w.-]+:\s)?(?i:error|fatal|cannot|can't|"
    r"could not|no such|command not found|permission denied)\b)"
)
#: a document's heading or a bold label standing alone ("## Review comments",
#: "**Encoding:**"): the title of what follows, not a statement
_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s|\*\*[^*]{1,80}\*\*[\s.:]*$|[^\w\s]*\s*\*\*[^*]{1,80}:\*\*[\s.]*$)"
)
#: a JSON object or array ("{"name": "web", …}")
_JSON = re.compile(r'^\s*[{\[]\s*"[^"\n]*"\s*:')
#: letters of scripts written without spaces (core/scripts.py): words, uncounted by spaces
_NOSPACE = re.compile(f"[{NOSPACE}]")


def pasted_output(parts: list[str]) -> int:
    """How many sentences of a turn (cut into `parts`) are a terminal's output pasted at its
    start: when its first sentence is a log line or a prompt with its command, every sentence
    before its last piece of data ("user@host:~/q$ python compare.py", a warning's advice,
    "obj = pickle.load(f)", a table's rows) is that output, and the person's own words
    follow it ("why only one layer?"). 0 when the turn does not open so."""
    first = next((p for p in parts if p.strip()), "")
    if _LOG_MARK.search(first) is None:
        return 0
    return max(i for i, p in enumerate(parts) if data_like(p))


#: a heading over what a tool printed ("## Error Message", "### Console output", "Logs:")
_OUTPUT_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\w+\s+){0,2}(?:errors?|exceptions?|stack ?trace|traceback|logs?|"
    r"output|console)(?:\s+\w+){0,2}\s*:?\s*$",
    re.I,
)


def pasted_under(parts: list[str]) -> set[int]:
    """The sentences of a turn (cut into `parts`) under a heading that names what a tool
    printed ("## Error Type", "## Error Message", "### Logs"), up to the next heading: an
    error report copied from the IDE or the browser, whose bullets ("- A key was reused
    among siblings") are the tool's words, not the person's. Only a markdown heading
    (`#`) opens such a block; a heading of the person's own ("## What I want") closes it."""
    out: set[int] = set()
    under = False
    for i, p in enumerate(parts):
        if _HEADING.match(p):
            under = p.lstrip().startswith("#") and _OUTPUT_HEADING.match(p) is not None
            continue
        if under:
            out.add(i)
    return out


#: a sentence that presents what follows it: "Here is the spec once more:", "below are the
#: failures", "Attached is the log:"
_PRESENTS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|now)\W+)?(?:here(?:'s| is| are)|below (?:is|are)|"
    r"attached (?:is|are))\b",
    re.I,
)
#: the most words of a sentence that presents what follows without a colon after it
PRESENTS_WORDS = 8


def presents(sentence: str) -> bool:
    """A sentence that presents the material that follows it ("Here is the spec once more:",
    "below are the failures"): it ends with a colon, or is short."""
    text = sentence.strip()
    if _PRESENTS.match(text) is None:
        return False
    return text.endswith((":", "：")) or len(text.split()) <= PRESENTS_WORDS


#: a sentence that points at material of its own turn: "fix the errors below", "review the
#: following diff", "everything discussed above", "the attached log"; "below"/"above" as a
#: place in the code ("keep the imports above the code", "coverage above 80 %") is not
_INSIDE = re.compile(
    r"\b(?:the|these|those|this|all(?: of)?(?: the)?|each|every|any)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:below|above|attached)(?=\s*(?:$|[.,;:!?)\]]|(?:and|or|then|to|is|are|was|were|in|"
    r"for|as|please)\b))|\b(?:the|these) following\b|\b(?:as|see|shown|listed|given|"
    r"described|mentioned|discussed|pasted|quoted) (?:below|above)\b|"
    r"下面的|上面的|如下|上述|下述|下記|上記|以下の",
    re.I,
)


def points_inside(sentence: str) -> bool:
    """Whether a sentence points at material of the turn it was said in ("Read the comments
    below and fix them", "review the following diff", "implement everything discussed
    above"): what it asks for changes with that material, so the same words sent with
    other material are a template's preamble used again, not a lesson said again."""
    return _INSIDE.search(sentence) is not None


#: a line that is only a time into a recording ("0:03", "12:41", "1:02:11", "[00:12]")
_TIMESTAMP = re.compile(r"^\s*\[?\(?\d{1,2}:\d{2}(?::\d{2})?\)?\]?\s*$")
#: the fewest timestamp lines for a turn to be a transcript
TRANSCRIPT_LINES = 4


def transcript(parts: list[str]) -> set[int]:
    """The sentences of a turn (cut into `parts`) that are a recording's transcript pasted
    in: the lines on either side of each bare timestamp ("0:03"), when the turn holds a
    few of them, are speech cut anywhere ("and then we'll go on to"), someone else's words
    whatever they say (a recording's first words may come before its first timestamp)."""
    stamps = [i for i, p in enumerate(parts) if _TIMESTAMP.match(p)]
    if len(stamps) < TRANSCRIPT_LINES:
        return set()
    return {j for i in stamps for j in (i - 1, i + 1) if 0 <= j < len(parts)}


def data_like(sentence: str) -> bool:
    """A piece of data rather than words: a log line, a heading, or a line of settings,
    ports, paths or values with fewer than two words among them or words under half its tokens
    ("PMA_HOST: mysql.", "dbdata:/var/lib/mysql.", "N8N_PORT=11080. N8N_HOST=…")."""
    if _LOG_MARK.search(sentence) or _HEADING.match(sentence) or _JSON.match(sentence):
        return True
    if len(_NOSPACE.findall(sentence)) >= 4:
        return False  # words without spaces between them
    tokens = sentence.split()
    words = sum(
        1
        for t in tokens
        if t.strip(".,;:!?()[]{}\"'`*").replace("-", "").replace("'", "").isalpha()
    )
    return words < 2 or words < len(tokens) / 2


#: how an agent's report opens: "Found the bug!", "Root cause: …", "The fix:", "Here's what
#: changed", and in Chinese a first clause that names the problem's cause ("…问题所在",
#: "根本原因")
_REPORT_OPENER = re.compile(
    r"^\W*(?:found the (?:problem|issue|bug|cause)\b|(?:the )?root cause\b|"
    r"(?:the )?(?:issue|problem|fix|solution)\s*:|here(?:'s| is) (?:what (?:changed|i did|was)|"
    r"a summary)|summary of (?:the )?changes|"
    r"[^，。,.!?！？：:\n]{0,20}?(?:问题(?:所在|的根源|出在)|根本原因))",
    re.I,
)


def agent_report(turn: str) -> bool:
    """A turn that opens as an agent's report ("Found the bug! …", "Root cause: …",
    "Here's what changed: …"): another agent's answer pasted into the person's prompt
    (a prompt log keeps none of the agent's own words to find it by), not the person's."""
    first = turn.strip().split("\n", 1)[0]
    return _REPORT_OPENER.match(first) is not None


def word_count(sentence: str) -> int:
    """The words of a sentence: its space-separated tokens, or, in a script written without
    spaces (Chinese, Japanese, Thai), one word for every two of its letters."""
    return max(len(sentence.split()), len(_NOSPACE.findall(sentence)) // 2)


#: the fewest words of a sentence for it to count as copied from the agent (shorter ones,
#: "Use uv.", are as likely the person's own words said after the agent's)
COPIED_WORDS = 6


class AgentWords:
    """What the agent (or a tool) wrote in a session, in order: a sentence of the person's
    turn that the agent wrote before it is the agent's answer pasted back ("The frontend
    needs … since the token has expired"), and states no lesson of the person's."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._size = 0
        self._text: str | None = None
        #: event index → how much of the text was written before it
        self.before: dict[int, int] = {}

    def add(self, text: str) -> None:
        folded = _fold(text)
        self._parts.append(folded)
        self._size += len(folded) + 1
        self._text = None

    def mark(self, event: int) -> None:
        """Note how much the agent had written when event `event` came."""
        self.before[event] = self._size

    def said(self, sentence: str, event: int) -> bool:
        """Whether the agent wrote `sentence` before event `event`."""
        if word_count(sentence) < COPIED_WORDS:
            return False
        folded = _fold(sentence)
        if len(folded) < 20:
            return False
        if self._text is None:
            self._text = "\n".join(self._parts)
        return self._text.find(folded, 0, self.before.get(event, 0)) >= 0


def _fold(text: str) -> str:
    """Text as words only: lower case, punctuation and markup dropped, one space between."""
    return " ".join(re.findall(r"\w+", text.lower()))
