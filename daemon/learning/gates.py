"""Sentences that state no lesson, whatever the judge says of their turn.

These tests run before the judge picks a turn's lesson sentences (`lessons._judged`), each a
general mark of text that is not a person stating how to work (and `standing` marks a sentence
that says its practice holds beyond the task). What the person pasted (a terminal's output,
a tool's report, documentation, a transcript, another agent's report), and the sentences the
agent wrote earlier, which are taken out of a turn before the judge reads it (`AgentWords`),
are found by `pasted_text`:

* `asked_about`: the material pasted under a separator line for a question asked above it;
* `file_task`: an order to do something to a named file or identifier now, with
  no word that makes it hold beyond the task;
* `asks`: a question, or a request for the task at hand ("can you …", "should we …",
  "… can't we use another provider");
* `reports`: what the person saw, did or has ("I ran …, it does not …", "I have a …");
* `describes`: what one thing of the product should do, or how it behaves for its user
  or under its settings ("the list should …", "whenever I press save, the dialog should …");
* `next_step`: this task's next or last step ("then …", "in the end …"), picked by no
  statement but kept beside one;
* `says_nothing`: no word of its own once the words that point elsewhere
  are dropped ("Going forward.", "From now on we should always do it like this").

`floats`: a turn that closes by asking the agent's opinion of what it says ("… How does
that sound?") puts an idea up for discussion and states no lesson.

`guarding` marks a guardrail by its form (a prohibition on changing or
touching something, or on acting without asking, not for now only) and
`procedure` a workflow (a step tied to every change, to the end of the work
or to another step), kept whatever the judge says (`lessons._by_form`); `for_now` a
statement that holds only for now ("until we say so", "this time"), kept tentative; `task_things`,
`holds_beyond`, `holds_for_work`, `orders_work` and `orders_later` give reflection what
an order for the task at hand names, whether it says it holds beyond the task (for an
order of work now, not by words that describe what the task builds), and whether it
opens by ordering work now or goes on to order work on what is at hand
(`grouping.one_off`).

See docs/learning.md, "What is never a statement".
"""

from __future__ import annotations

import re

from kenning.daemon.core.scripts import NOSPACE
from kenning.daemon.learning.pasted_text import data_like, presents, word_count
from kenning.daemon.learning.statements import PATTERN_MARKS, clean_rule, pattern_marks, sentences

__all__ = [
    "asked_about",
    "asks",
    "binding",
    "describes",
    "file_task",
    "floats",
    "for_now",
    "guarding",
    "holds_beyond",
    "holds_for_work",
    "next_step",
    "orders_later",
    "orders_on_thing",
    "orders_work",
    "plans_work",
    "procedure",
    "proposes",
    "refusal",
    "rejects",
    "reports",
    "says_nothing",
    "standing",
    "task_things",
    "tells_agent",
]

#: letters of scripts written without spaces (core/scripts.py): words, uncounted by spaces
_NOSPACE = re.compile(f"[{NOSPACE}]")

#: words that make a statement hold only until the person says so, or this time ("hold the
#: release branch until we say so", "this time skip the e2e suite", "这次先不要…", "今回は…");
#: not "until I say otherwise" (a default), nor "unless I say so" (a standing condition: "don't
#: push unless I tell you"), nor "for now", which conventions say as often as one-off orders
_HELD_FOR_NOW = re.compile(
    r"\b(?:until|till) (?:i|we) (?:say|tell|ask|give|confirm|decide|approve|review|"
    r"check|am|have|get)\b(?!\s+(?:you\s+)?otherwise)|\bthis time\b|\bfor the time being\b|"
    r"\bfor this (?:task|pr|change|feature|ticket)\b|\bfor now\b(?!\s+on\b)|"
    r"\b(?:do not|don'?t|dont|never)\b[^.!?\n]{0,60}?\byet\b|"
    r"暂时|暂且|这次|这一次|先不要|先别|今回は|とりあえず|当面",
    re.I,
)


def for_now(statement: str) -> bool:
    """Whether a statement says it holds only for now ("hold the release branch until we
    say so", "this time skip the e2e tests", "use sqlite for now", "don't commit yet"): an
    order for the task at hand, however it is worded,
    learned only when the person says it again in another session."""
    return _HELD_FOR_NOW.search(statement) is not None


#: a line that separates what the person wrote from what they pasted under it ("=====", "---")
_SEPARATOR = re.compile(r"^[ \t]*(?:={3,}|-{3,}|_{3,}|\*{3,})[ \t]*$", re.M)


def asked_about(turn: str) -> str:
    """A turn without the material pasted under a separator line for a question asked above it
    ("How much of the brief below is implemented?\n=====\n<a research brief>"): that material
    is what the person asks about, not their words. A turn without such a question above its
    first separator ("Follow these rules:\n---\n- Always …") is returned whole."""
    found = _SEPARATOR.search(turn)
    if found is None:
        return turn
    head = turn[: found.start()]
    return head if any(asks(p) for p in sentences(head)) else turn


#: verbs of a task done to something (not of how to work: use, keep, put, prefer)
_TASK_VERBS = frozenset(
    str.split(
        """
        revise modify create implement fix remove delete add rename refactor update write
        check investigate configure look read open edit change move build run test debug
        generate replace insert install copy clean cleanup rewrite convert migrate
        kill stop find try
        """
    )
)
#: words before the verb that leave it a task ("now", "first, just", "please go")
_TASK_LEAD = re.compile(
    r"^(?:(?:now|first|then|next|just|please|pls|ok(?:ay)?|so|and|also|go|let'?s|can you|"
    r"could you)\b[\s,]*)+",
    re.I,
)
#: a thing the task names: a path with a slash, a file with an extension, an @mention, or
#: an identifier of the code at hand (`FSCacheConfig`, `cache_write`, `STARTUP_LOG_DIR`,
#: `nowFunc`, anything in backticks)
_NAMED_FILE = re.compile(
    r"[\w.~-]*/[\w./-]+|\b[\w.-]+/(?=[\s,;:)]|$)|\b[\w-]+\.[a-z]{1,5}\b|@[\w./-]+|"
    r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z0-9]+[A-Z]\w*\b|"
    r"\b[a-z0-9]+_[a-z0-9_]+\b|`[^`]+`"
)
#: words that make it hold beyond this task: about how to work (prefer, make sure, every
#: new module, always, from now on), not about what the thing being built does ("set it
#: to 0 by default", "install all models", "in future releases" describe the task's work)
_HOLDS_WORDS = (
    r"every|each|whenever|from now on|going forward|in general|prefer|conventions?|"
    r"rules?|guidelines?|everywhere|always|never"
)
_BEYOND = re.compile(rf"\b(?:{_HOLDS_WORDS}|across|make sure|ensure)\b", re.I)


def file_task(sentence: str) -> bool:
    """An order to do something to a named file or folder, now ("Revise scripts/x.sh, …",
    "Now create a test in tests/ that …"): a task verb first and a file it names, with no
    word that makes it hold beyond the task (always, every, from now on, prefer, …)."""
    body = _TASK_LEAD.sub("", clean_rule(sentence))
    first = body.split(" ", 1)[0].strip(",.:;").lower()
    if first not in _TASK_VERBS:
        return False
    return _NAMED_FILE.search(body) is not None and _BEYOND.search(sentence) is None


#: words that make a statement hold beyond the task at hand (`_BEYOND` without "make sure",
#: "ensure" and "across", which as often check this task's work: "make sure the page loads")
_HOLDS = re.compile(rf"\b(?:{_HOLDS_WORDS})\b", re.I)


def holds_beyond(statement: str) -> bool:
    """Whether a statement holds a word that makes it hold beyond the task at hand
    (every, whenever, from now on, prefer, always, never, …; see `standing`)."""
    return _HOLDS.search(statement) is not None or standing(statement)


#: words that announce the plan of the task at hand: "we are about to …", "what we need is
#: …", "the goal here is …", "let's …", "I'd like to build …"
_PLANS = re.compile(
    r"\b(?:(?:we|i)(?:'re| are| am|'m) (?:going|about) to|what (?:we|i) (?:want|need|are "
    r"after|'re after) (?:is|to)|(?:our|my|the) (?:goal|plan|task|aim|objective|idea) "
    r"(?:here |now |today |for (?:this|now) )?is|let'?s|(?:we|i) (?:want|would like|'d like) "
    r"to (?:add|build|create|make|implement|start|write|support|migrate|move|port|set up|"
    r"turn|replace|introduce|get))\b",
    re.I,
)


def plans_work(statement: str) -> bool:
    """Whether a statement announces the plan of the task at hand ("let's add a
    TOML loader for the settings", "the goal is two workers in one container") and holds
    no word that makes it hold beyond the task (`holds_beyond`: "from now on we are going to
    squash every merge" is a convention)."""
    return _PLANS.search(statement) is not None and not holds_beyond(statement)


#: verbs of a piece of work done now, and words that order the work of this task
#: ("Revise the parser, …", "Stop the worker", "Now write a test in tests/ …")
_WORK_NOW = re.compile(
    r"^\W*(?:(?:now|then|next|finally|afterwards|after that|in the end)\b|"
    r"(?:revise|implement|fix|investigate|debug|kill|stop|check|try|look|find|continue|"
    r"refactor|create|remove|delete|rewrite|replace|scan|search|analy[sz]e|review|audit|inspect|"
    r"examine|compare)\b)",
    re.I,
)


def orders_work(statement: str) -> bool:
    """A statement that opens by ordering a piece of work now: a verb of a task (revise,
    implement, fix, check, stop, kill, remove, …) or a word that orders this task's steps
    (now, then, next, finally); see `grouping.one_off`."""
    return _WORK_NOW.match(statement) is not None


def orders_later(statement: str) -> bool:
    """A statement that goes on to order work on what is at hand after its first clause
    ("…, revise your migration notes", "… Then you try it.", "…, continue"): its words
    set up this task's next step; see `grouping.one_off`."""
    return _WORK_LATER.search(statement) is not None


def orders_on_thing(statement: str) -> bool:
    """A statement that orders work on a thing of the code it names, in a clause after its
    first ("…, revise the DBConfig class", "…, and you shall check settings.yaml, then
    mount …": a verb of work now with a path, a file or an identifier after it; not a
    remedy's verb: use, read, put, add), or that opens by asking for a change to be undone
    ("revert it, …"); see `grouping.one_off`."""
    if _UNDO.match(statement):
        return True
    return any(
        m.group(1).lower() in _WORK_ON
        and bool(task_things(m.group(2)) or _MIXED.search(m.group(2)))
        for m in _CLAUSE.finditer(statement)
    )


_UNDO = re.compile(r"^\W*(?:(?:no|ok(?:ay)?|please)\W+)?(?:revert|undo|roll back)\b", re.I)
#: a clause after the first: its verb (after "and", "please", "you shall") and the rest of
#: the clause (a full stop inside a name, `config.yaml`, does not end it)
_CLAUSE = re.compile(
    r"(?:[,;:.]|\band\b|\bthen\b)\s*(?:(?:then|now|and|so|please|just)\s+)*"
    r"(?:you\s+(?:shall|should|must|need to|have to|can)\s+)?([a-z]+)\s+"
    r"((?:[^,;:.!?]|\.(?=\S))*)",
    re.I,
)
#: verbs of work done to a thing now (not a remedy's: use, read, put, keep, add, run)
_WORK_ON = frozenset(
    str.split(
        """
        revise implement fix refactor rewrite redo check update rename modify edit move mount
        migrate convert debug investigate
        """
    )
)
#: an identifier in mixed case (`DBConfig`, `parseRow`), which `task_things` leaves out
_MIXED = re.compile(r"\b[A-Za-z]*[a-z][A-Za-z]*[A-Z]\w*\b|\b[A-Z]{2,}[a-z]\w*\b")


#: a clause after the first that orders work on what is at hand: a verb of a task with "it",
#: "this", "your …" or a question ("what …", "how …", "why") as its object, or alone at the
#: end ("…, revise it", "then you try it", "replicate this behaviour", "…, continue", "you
#: need to check it", "just find out how …", "explain what … is passed")
_WORK_LATER = re.compile(
    r"(?:[,;:.]|\bthen\b)\s*(?:(?:then|now|and|so|please|just)\s+)*"
    r"(?:you\s+(?:(?:need|have) to\s+|should\s+|must\s+)?)?"
    r"(?:revise|check|test|fix|continue|replicate|implement|redo|update|rewrite|rename|explain|"
    r"scan|try|find out|look into|investigate|make a plan|revert)\b"
    r"(?:\s+(?:it|this|that|them|these|those|your|the implementation|what|how|why|whether|"
    r"if)\b|\s*[.!]?\s*$)|"
    r"(?:[,;:.]|\bthen\b)\s*(?:(?:then|now|and|so|please|just)\s+)*see (?:how|what|why|whether|"
    r"if)\b",
    re.I,
)
#: words of `_HOLDS` that describe the things a task builds, not how to work: "each invoice",
#: "every row" (not "every time", "each change", "every new module"), "imports are always
#: applied", "it will never skip"; and a choice between this task's options ("(prefer this)")
_DESCRIBING = re.compile(
    r"\b(?:is|are|was|were|be|been|being|will|would|can|could)\s+(?:always|never)\b|"
    r"\bprefer\s+(?:this|that|it|the (?:latter|former|first|second|last))\b|"
    r"\b(?:each|every)\b(?!\s*(?:time|change|commit|new|step|session|edit|run|release|push|"
    r"pr|pull|merge|file|module|function|test)s?\b)",
    re.I,
)


def holds_for_work(statement: str) -> bool:
    """`holds_beyond` for an order of work now: the words that describe what the task
    builds ("for each invoice", "imports are always applied") do not make it hold beyond
    the task; "always note this", "prefer enums", "every time" still do."""
    return holds_beyond(_DESCRIBING.sub(" ", statement))


#: the most things of a statement `task_things` returns
MAX_THINGS = 6


#: an object of the code at hand: a path with a slash, a file with an extension, an
#: @mention, or an identifier (`EXPORT_OUT_DIR`, `parseRow`, `retry_limit`; not a
#: capitalised name, which is as often a product's: TypeScript, MySQL)
_CODE_THING = re.compile(
    r"@?[\w.~-]*[A-Za-z][\w.~-]*/[\w./-]*|\b[\w-]+\.(?:[a-z]{1,5})\b|@[\w./-]+|"
    r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[a-z]+[A-Z]\w*\b|\b[a-z0-9]+_[a-z0-9_]+\b"
)


def task_things(statement: str) -> list[str]:
    """The objects of the code at hand a statement names, lower case: paths, files,
    @mentions and identifiers (`parseRow`, `retry_limit`, `EXPORT_OUT_DIR`), at most
    `MAX_THINGS`, each of at least four characters with a letter; tools and commands
    (`uv add`, `pnpm`) are not objects of the code. An order whose every such object no
    other session of the project names is about this task (reflection, `grouping.one_off`)."""
    out: list[str] = []
    for m in _CODE_THING.findall(statement):
        thing = m.strip("`'\"().,;:!?@ ").lower()[:80]
        if len(thing) >= 4 and re.search(r"[a-z]{2}", thing) and thing not in out:
            out.append(thing)
    return out[:MAX_THINGS]


#: a request for this task: "can you …", "could we …", "would you …", also after a clause
#: that sets it up ("In package.json there are scripts to check the code, can you list …")
_REQUEST = re.compile(
    r"(?:^\W*|[,;:]\s+)(?:(?:ok(?:ay)?|so|and|now|then|also)\W+)*(?:can|could|would|will) "
    r"(?:you|we|u)\b",
    re.I,
)


#: the thing at hand wanted or not, by a pronoun: "we need these as well", "I don't want it so"
_WANTS_AT_HAND = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|now|also|but|no)\W+)*(?:we|i) (?:(?:do ?n[o']?t|dont) )?"
    r"(?:need|want|like|would like|'d like) (?:this|that|it|these|those|them)\b",
    re.I,
)


def asks(sentence: str) -> bool:
    """A question or a request for the task at hand ("Why are they imported here?", "Can we
    test this locally to make sure it works.", "We need these as well."), with no word that
    says it holds beyond the task (always, never, every time, from now on…): it asks for
    something now and states no practice."""
    text = sentence.strip()
    if not (
        text.endswith(("?", "？"))
        or _REQUEST.search(text)
        or _INVERTED.match(text)
        or _SUGGESTED.search(text)
        or _WANTS_AT_HAND.match(text)
    ):
        return False
    return _STANDING.search(text) is None


#: a question written without its mark, opened by an auxiliary before its subject ("should
#: we add a contributing guide", "do we need the cache", "is it the proxy")
_INVERTED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|but|hmm+)\W+)*(?:should|shall|do|does|did|is|are|was|"
    r"were|have|has|had)\s+(?:we|i|you|it|there|they|this|that)\b",
    re.I,
)
#: a suggestion asked as a negative question, anywhere in the sentence ("… cant we use another
#: provider maybe", "we should be using the same one, shouldn't we", "why don't we …")
_SUGGESTED = re.compile(
    r"\b(?:can'?t|cannot|couldn'?t|couldnt|shouldn'?t|shouldnt|wouldn'?t|why don'?t|why dont)\s+"
    r"(?:we|you|u)\b",
    re.I,
)
#: the person asking the agent's opinion of what they just said ("How does that sound?",
#: "What do you think?", "Does this make sense?", "你觉得呢？", "どう思いますか")
_OPINION = re.compile(
    r"(?:^|[,;:，；]\s*)\W*(?:(?:so|and|ok(?:ay)?|well)\W+)*(?:how does (?:that|this|it) sound|"
    r"what do you think|"
    r"wdyt|(?:any )?thoughts|does (?:that|this|it) make sense|what(?:'s| is) your (?:opinion|take)|"
    r"do you agree|would (?:that|this|it) work|(?:is|would) (?:that|this|it) (?:be )?(?:a good "
    r"idea|ok(?:ay)?|reasonable|fine))\b[^.!]*[?？]\s*$|"
    r"(?:你觉得(?:呢|怎么样|如何)|怎么样|どう思いますか|どうでしょうか)[?？]?\s*$",
    re.I,
)


def floats(parts: list[str]) -> bool:
    """A turn (cut into `parts`) that closes by asking the agent's opinion of what it says ("I
    was thinking the two pages could share one template … How does that sound?"): an idea put
    up for discussion, not how to work, whatever its words (the landing page "will always be"
    custom is the idea's, not a practice)."""
    last = next((p.strip() for p in reversed(parts) if p.strip()), "")
    return _OPINION.search(last) is not None


#: one thing of what the task builds and what it should do: a definite subject ("the list",
#: "the path in the index table", "this endpoint", `release.Dockerfile`) and a modal with
#: its verb ("should return", "will point at", "must build"); "never", "not" and "always" after
#: the modal are left to the other tests
_DESCRIBES = re.compile(
    r"^(?:\W*\*\*[^*]{1,80}\*\*)?\W*(?:(?:so|and|also|but|now|ok(?:ay)?)\W+)*"
    r"(?:(?:the|this|that|its)\s+(?:[\w.@/-]+\s+){0,8}?|[\w-]+\.[A-Za-z]{1,12}\s+|--[\w-]+\s+)"
    r"(?:should|will|must|shall|needs? to|has to|is supposed to)\s+(?!always\b|never\b|not\b)\w",
    re.I,
)


#: what the product does for its user or under its settings: "whenever I press save, the
#: sign-in dialog should open", "if --out is not given, write to stdout", "we should be able
#: to run it without a virtualenv"
_BEHAVES = re.compile(
    r"^\W*(?:when|whenever|if|once|after)\s+(?:i|the user|a user|users|someone|you)\s+(?:click|"
    r"tap|press|open|select|hover|scroll|type|submit|visit|load|navigate)|"
    r"^\W*(?:if|when|unless)\s+(?:--[\w-]+|`?[A-Z][A-Z0-9]*_[A-Z0-9_]+`?|the [\w-]+ (?:flag|option|"
    r"argument|parameter|variable|env(?:ironment)? var(?:iable)?))\s+(?:is|are)\s+(?:not\s+)?"
    r"(?:set|given|specified|provided|passed|empty)\b|"
    r"\b(?:we|you|users?|it) should be able to\b|"
    r"^\W*(?:(?:and|also|option)\W+)*with(?:out)?\s+`?--[a-z][\w-]*`?\s+to\s+\w",
    re.I,
)


#: words that open this task's next or last step ("then …", "next, …", "in the end, …")
_STEP = re.compile(r"^\W*(?:then|next|finally|in the end|at the end|and then)\b", re.I)


def next_step(sentence: str) -> bool:
    """A sentence that opens as this task's next or last step ("Then run the migration.",
    "In the end, delete the temporary bucket."), with no word that makes it hold beyond
    the task: a step of the work at hand, not a practice ("Then always run the tests" is)."""
    text = sentence.strip()
    return _STEP.match(text) is not None and not holds_beyond(text)


def describes(sentence: str) -> bool:
    """A sentence that says what one thing of the task's product should do ("The list should
    go back to a plain table", "release.Dockerfile should build alone", "the path in the
    index table should be relative"), with no word that makes it hold beyond the task, or
    how the product behaves for its user or under its settings ("whenever I press save, the
    sign-in dialog should open", "if --out is not given, write the report to stdout", "we
    should be able to run it without a virtualenv"): the specification of this piece of work, not
    how to work ("the endpoint should return 404" against "handlers should return 404")."""
    text = sentence.strip()
    if _BEHAVES.search(text):
        return True  # "whenever I press save, the dialog should open": the product's
    return _DESCRIBES.match(text) is not None and not holds_beyond(text)


#: what the person saw, did or has: "I ran the export script, it does not …", "I have a merge
#: request to address" (not "I have a rule: …", nor "we have …", the setup a lesson may rest on)
_REPORT = re.compile(
    r"^\W*(?:(?:hmm+|ok(?:ay)?|so|but|well|now)\W+)*(?:(?:it |this |that )?(?:seems|looks) "
    r"(?:not|like|wrong|off|broken)\b|i (?:ran|tried|can see|noticed)\b|i(?: have|'ve got|"
    r" got) (?:a|an|one|two|some) (?!(?:\w+ )?(?:preference|rule|convention|policy|habit|"
    r"standard|requirement|guideline)s?\b))",
    re.I,
)


def reports(sentence: str) -> bool:
    """A report of what the person saw or did ("I ran export.sh, it does not write the
    summary", "seems wrong, because the uploads are not shared"), with no word that says it
    holds beyond the task: the state of this task, told to the agent, not a practice."""
    text = sentence.strip()
    return _REPORT.match(text) is not None and _STANDING.search(text) is None


#: words that make what a sentence asks hold beyond the task at hand, in the languages
#: people write to agents in: always / never / every time / from now on / next time …
#: (not "must", "should", "by default", "don't": as often an order for this task as a rule)
_STANDING = re.compile(
    r"\b(?<!not )(?:always|alwys|allways|never(?!\s*mind|\s+(?:\w+ed|was|were|did|had|got|"
    r"came|went|saw|knew|found|ran|worked)\b)|every ?time|each time|whenever|"
    r"from now on|from here on|going forward|next time|at all times|ever again|"
    r"(?:don'?t|do not) ever|immer|niemals|jedes ?mal|ab jetzt|künftig|siempre|nunca|"
    r"cada vez|de ahora en adelante|toujours|jamais|chaque fois|désormais|dorénavant|"
    r"sempre|toda vez|d'ora in poi|ogni volta|всегда|никогда|каждый раз|впредь|"
    r"больше не|항상|절대|앞으로|매번)\b|"
    # in Chinese and Japanese only where a clause opens with it: 以后 is also "later" and
    # 每次 "each time [it happens]" in the middle of a bug report
    r"(?:^|[，。、,.!！；;：:\s])(?:以后|今后|往后|下次|每次|永远|始终|一律|今後は?|毎回|常に|必ず)|"
    # and their "never" anywhere, as Korean 절대: a prohibition (绝不, 千万别, 切勿, 決して,
    # 絶対に…しないで), not 绝对 alone ("absolute") nor "will never" (永远不会: a prediction)
    r"(?:(?:绝|絕|决|決|绝对|絕對|千万|千萬|永远|永遠)不(?![会會])|千万别|千萬別|切勿|決して|"
    r"絶対に?(?=\S{0,16}?(?:ないで|するな|しない|禁止)))",
    re.I,
)


#: a line of settings: a key, a colon or an equals sign, one value ("restart: always")
_SETTING = re.compile(r"^\s*[\w.-]+\s*[:=]\s*[\w.-]+\s*\.?\s*$")


def standing(sentence: str) -> bool:
    """A sentence that says its practice holds beyond the task: a word such as always,
    never, every time, from now on or next time (in English and the other languages
    people write to agents in), in a sentence that is not a question ("do you always…?")
    and not data. The judge's learned heads weigh these words among hundreds of
    features; a person who says them is stating how to work, and that is kept."""
    text = sentence.strip()
    if word_count(text) < 2 or text.endswith(("?", "？")) or data_like(text):
        return False
    if _SETTING.match(text):
        return False  # a line of settings: "restart: always"
    if _STANDING.search(text) is None:
        return False
    # "Going forward." says what holds only with the sentence after it
    return re.search(r"\w", _STANDING.sub("", text)) is not None


#: words that bind the work: a norm (should, must, never, prefer, instead, only, not…),
#: the team's own ways (we use, our), a scope (here, in this repo, everywhere, by default)
_BINDING = re.compile(
    r"\b(?:should|shall|must|ought|prefer(?:red)?|instead|rather than|avoid|not|no|never|"
    r"always|only|every|each|whenever|don'?t|do not|doesn'?t|does not|nothing else|"
    r"note that|make sure|ensure|remember|we use|we keep|we prefer|our|ours|convention|"
    r"rules?|polic(?:y|ies)|standards?|guidelines?|required|requires?|allowed|forbidden|"
    r"by default|everywhere|here|permanently|for good|once and for all|"
    r"(?:in|for|across) (?:this|the|our|every|all|any) "
    r"(?:repo|repository|project|codebase|code ?base|app|files?|modules?))\b",
    re.I,
)


def binding(statement: str) -> bool:
    """Whether an English statement holds a word that binds the work beyond doing it now
    (should, must, never, prefer, instead, only, not, we use, our, here, in this repo,
    by default, permanently, for good, …). "Rebuild the image and rerun the smoke test"
    and "Draft the design in notes/importer.md" hold none: an instruction for the task at
    hand, however durable its turn looked. Text in another language or script is not
    judged (True)."""
    letters = re.sub(r"\s", "", statement)
    latin = len(re.findall(r"[A-Za-z]", letters))
    if not letters or latin <= len(letters) / 2 or len(_NOSPACE.findall(statement)) >= 4:
        return True
    if _BINDING.search(statement) is not None or standing(statement):
        return True
    # the hand-written patterns' marks of a practice: an announcement ("heads-up: …"), a
    # team's habit ("we're a flyway shop"), a modal, a contrast, a scope, a reason …
    marks = dict(zip(PATTERN_MARKS, pattern_marks(statement), strict=True))
    return any(marks[name] for name in _BINDING_MARKS)


_BINDING_MARKS = (
    "opener", "announce", "trigger", "standing", "modal", "prohibit",
    "habit", "contrast", "scope", "here", "reason",
)  # fmt: skip


#: a person refusing a practice: "I don't want (you) to…", "I don't like…", "don't use…",
#: "let's not…" (as often a preference that holds as a task's detail: about half the turns
#: that say it state a lesson, against 3 % of all turns)
_REFUSAL = re.compile(
    r"\b(?:i (?:do ?n[o']?t|dont) (?:want|like)|(?:do ?n[o']?t|dont|do not) use|"
    r"let'?s not|let'?s do not)\b",
    re.I,
)


def refusal(sentence: str) -> bool:
    """A sentence in which the person refuses a practice ("I don't want you to touch the
    billing tables", "don't use wildcard imports", "let's not pin the minor versions"): not
    a question, not data."""
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？")) or data_like(text):
        return False
    if _REFUSED_AT_HAND.search(text):
        return False  # "I don't want to remove it": the thing at hand, not a practice
    return _REFUSAL.search(text) is not None


#: a refusal whose object is the thing at hand ("I don't want to remove it", "don't use that")
_REFUSED_AT_HAND = re.compile(
    r"\b(?:i (?:do ?n[o']?t|dont) (?:want|like)(?: you)? to \w+|(?:do ?n[o']?t|dont|do not) use) "
    r"(?:it|this|that|them|these|those)\b",
    re.I,
)


#: a question that rejects what the agent chose and says what instead: "why X and not Y?",
#: "why not just Y?", "why would you suggest X?" (of the agent's choice, not "why does X fail?")
_REJECTS = re.compile(
    r"\bwhy (?:\w+ ){0,5}(?:and|but) not\b|\bwhy not (?:just )?\w+|"
    r"\bwhy (?:would|did|do) (?:you|u) (?:\w+ )?(?:suggest|use|pick|choose|go with)\b|"
    r"\bwhy (?:\w+ ){0,3}instead of\b",
    re.I,
)


#: a practice put up as a question: a proposal ("perhaps we should keep to X for all
#: scripts?", "maybe we move to the root for good?") or an order that ends on a question mark
#: ("but please use git mv instead, so the history is kept?")
_PROPOSES = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|but|hmm+|great\W*)\W+)*(?:(?:maybe|perhaps)\s+(?:we|you)\b|"
    r"please\s+(?:always\s+)?(?:use|keep|stick|do|make|put|run|work)\b)",
    re.I,
)


def proposes(sentence: str) -> bool:
    """A practice the person puts up as a question (`_PROPOSES`): what they want done, asked
    rather than ordered, so not a request for now (`asks`), and a lesson whatever the judge
    makes of its turn, as a question that rejects the agent's choice is."""
    text = sentence.strip()
    return (
        text.endswith(("?", "？"))
        and word_count(text) >= 4
        and not data_like(text)
        and _PROPOSES.search(text) is not None
    )


def rejects(sentence: str) -> bool:
    """A question that rejects what the agent chose and says what to do instead ("why pip
    and not uv?", "pytest, obviously; why would you suggest unittest?"):
    a correction asked as a question, not a request for now (`asks`), and a lesson whatever
    the judge makes of its turn, as a refusal is."""
    text = sentence.strip()
    return word_count(text) >= 3 and not data_like(text) and _REJECTS.search(text) is not None


#: in Chinese, what the agent must do ("你需要…", "你得…", "你要先…", "你应该…") or what should
#: not be ("…不应该…", "没必要…"): the person telling the agent how to work, where the English
#: sentence model reads nothing of the turn (not "你要不要", "do you want", nor "你得到", "you
#: got", nor a clause that names a thing: "你要的", "what you want", "你要删除的部分", "the
#: part you mean to delete", "你需要修改的文件", "the files you need to change")
_TELLS_ZH = re.compile(
    r"你(?:需要|得(?!到)|要(?!不要)|应该|应当|必须)(?![\u4e00-\u9fff]{0,3}的)"
    r"|不应该|不应当|不该|没必要"
)


#: in Chinese, what must be done, with no subject ("修改代码后，必须更新文件头", "务必先备份"):
#: 必须, 务必 (必須 too, in a sentence with no kana: in Japanese it is "required", a field's mark)
_MUST_ZH = re.compile(r"必须|务必|務必|必須")
#: the formal "you" (您) an assistant writes to the person: its answer pasted back, not an order
#: to it ("您必须先完成 …"); a line of a log under its source tag and line number ("[sm]:159 …");
#: the thing at hand pointed at ("必须读取这两个文件": these two files, an order for now)
_NOT_TOLD = re.compile(r"您|^\s*\[[^\]]{1,24}\]:?\s*\d|[这那](?:[个些]|[两几]个)")
_KANA = re.compile(r"[\u3040-\u30ff]")


def tells_agent(sentence: str) -> bool:
    """A Chinese sentence that tells the agent what it must or must not do, or what should
    not be ("你需要先跑单元测试", "日志不应该写到项目根目录", "修改代码后，必须同步更新成员列表"):
    not a question, not data, not a heading (ending with a colon), not the assistant's formal
    address pasted back (您). The English sentence model reads nothing of such a turn, so the
    judge rarely finds it durable; the form is a lesson about as often as a refusal is."""
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？", ":", "：")) or data_like(text):
        return False
    if _TELLS_ZH.search(text) is not None:
        return True
    return (
        _MUST_ZH.search(text) is not None
        and _NOT_TOLD.search(text) is None
        and _KANA.search(text) is None
    )


#: a prohibition on changing, touching or harming something ("do not modify the vendored
#: driver", "never leak the staging keys",
#: "never hand-edit the generated client", "don't commit"), or on acting without the
#: person's leave ("don't start a full rebuild without asking")
_GUARDING = re.compile(
    r"\b(?:never|don'?t|do not|must not|mustn'?t|should not|shouldn'?t|not allowed to)\s+"
    r"(?:ever\s+)?(?:\w+\s+)?(?:touch|edit|modify|change|alter|overwrite|delete|remove|commit|"
    r"push|force-push|hand-edit|rewrite|deploy|drop|break|pollute|expose|leak|hardcode|"
    r"hard-code)\b|"
    r"\b(?:never|don'?t|do not)\b[^.;]*\bwithout (?:asking|permission|my (?:permission|"
    r"approval|consent|ok)|confirmation|confirming|checking with me)\b|"
    # its positive form: the person's leave asked for first ("ask me before you start fixing",
    # "wait for my confirmation before proceeding to fixes")
    r"\b(?:(?:ask|check with|confirm with) (?:me|us)|wait for my (?:ok|okay|approval|"
    r"confirmation|go-ahead))\b[^.;]{0,40}\bbefore\b|"
    # the same said of the thing guarded ("the legacy themes should never be edited",
    # "no hand edits in the generated client"), or as what the person does not want the agent
    # to do ("I don't want you to add any tables": not "… to remove it", the thing at hand)
    r"\b(?:never|not|n'?t)\s+(?:ever\s+)?be\s+(?:\w+\s+)?(?:touched|edited|modified|changed|"
    r"altered|overwritten|deleted|removed|committed|pushed|hand-edited|rewritten|deployed|"
    r"dropped)\b|\bno (?:manual|hand)[- ]?(?:edits?|editing|changes)\b|"
    r"\bi (?:do ?n[o']?t|dont) want (?:you|u) to (?!\w+ (?:it|this|that|them)\b)\w+",
    re.I,
)
#: words that make a prohibition hold for now only ("do not touch the schema yet", "do not
#: modify code, just find where the issue lies", "don't commit until I say so")
_FOR_NOW = re.compile(
    r"\b(?:yet|now|for now|this time|right now|at the moment|until|till|unless i|just|first)\b",
    re.I,
)


#: a procedure for every time, by its form: a step tied to every change or to the end of
#: the work ("after each change", "after you make it", "before you commit", "once you are
#: done", "at the end of each session"); in Chinese and Japanese a step tied to another
#: ("提交之前，必须…", "部署之前先备份", "先…再…", "公開前は…"; 以后 opening a clause, or after
#: 万一 / 如果 / 等, is "later": "以防万一以后要用", "in case it is needed later")
_PROCEDURE = re.compile(
    r"\b(?:after (?:each|every|any|all) \w+|after (?:the )?(?:updates|changes|edits)\b|"
    r"after (?:you(?:'ve| have)?|we) (?:\w+ )?(?:make|made|"
    r"change|changed|finish|finished|edit|edited|modify|modified|update|updated|implement|"
    r"implemented|fix|fixed|add|added|complete|completed|write|written)\b|before (?:you|we) "
    r"(?:\w+ )?(?:commit|push|merge|say|report|claim|declare|finish|start|begin|modify|change|"
    r"edit|touch|make|deploy|release|open)|before (?:committing|pushing|merging|reporting|"
    r"deploying|releasing|modifying|changing|editing|starting|saying)|(?:once|when|whenever) "
    r"(?:you(?:'re| are)? (?:done|finished)|you finish|finished)|at the end of (?:each|every|the) "
    r"(?:session|task|change|step))|"
    r"(?:之前|以前|前|之后|(?<![，。、,.!！；;：:\s（(一果等])以后|(?<!然)(?<!以)后|後)[，,、\s]*(?:都|也)?"
    r"(?:必须|务必|一定要|需要|要|先|は)|"
    r"先[^，。,.]{1,15}(?:再|然后|才)|必须(?:先|同步|立即)|(?:前|後)は",
    re.I,
)


def procedure(sentence: str) -> bool:
    """A workflow by the form of its words: a step tied to every change, to the end of the
    work or to another step ("run the unit tests after each change", "update the changelog
    before you commit", "部署之前先备份"), not a question, not data, not for now only, not
    opened as this task's next step or an order of work now ("now …", "then …", "revise
    the script, … after …"; "然后" is "then", not "after"). Kept whatever the judge makes of
    its turn (`lessons._by_form`): the labels hold too few workflows to teach the judge."""
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？")) or data_like(text):
        return False
    if _FOR_NOW.search(text) or _NEXT_STEP.match(text) or orders_work(text):
        return False
    if _ANSWER.match(text):
        return False  # "sure, but only after the changelog line": a condition on now
    return _PROCEDURE.search(text) is not None


#: an answer to what the agent asked or proposed ("yes, but …", "ok, go ahead once …")
_ANSWER = re.compile(r"^\W*(?:yes|yeah|yep|sure|ok(?:ay)?|go ahead)\b", re.I)


#: words that open this task's next step ("now …", "then …", "next, …")
_NEXT_STEP = re.compile(r"^\W*(?:now|then|next|finally|and then)\b", re.I)


def guarding(sentence: str) -> bool:
    """A guardrail by the form of its words: a prohibition on changing or touching
    something, or on acting without asking, with no word that makes it hold for now only
    ("do not touch the schema yet"); not a question, not data. Kept whatever the judge
    makes of its turn (`lessons._by_form`): about half the sentences of this form state
    a lesson, against a few percent of all sentences."""
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？")) or data_like(text):
        return False
    return _GUARDING.search(text) is not None and _FOR_NOW.search(text) is None


#: words that carry nothing of a practice on their own: function words, pronouns, modals,
#: and the nouns that point at what was said around them ("our approach", "that way")
_POINTING = frozenset(
    str.split(
        """
        the a an is are was were be been being of to in on for with and or but that this
        these those it its they them there from by as at can may will would could has have
        had do does did should shall must i me my we our us you your he she his her please
        just so then now also here going forward approach way thing things same like ok
        okay yes not
        """
    )
)


def says_nothing(sentence: str) -> bool:
    """A sentence with no word of its own once function words, pronouns, modals, the words
    that say it holds beyond the task and the nouns that point elsewhere are dropped
    ("Going forward.", "From now on we should always do it like this"), or that presents
    what follows (`pasted_text.presents`): it points at what was said around it and states
    no lesson alone. Other scripts are not judged."""
    if presents(sentence):
        return True
    if len(_NOSPACE.findall(sentence)) >= 2 or re.search(r"[^\x00-\u024f\s]", sentence):
        return False
    words = re.findall(r"[A-Za-z][A-Za-z']*", sentence)
    return not [w for w in words if w.lower() not in _POINTING and _STANDING.fullmatch(w) is None]
