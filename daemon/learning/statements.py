"""Which sentences of a user are rules: corrections and conventions, not chit-chat or one-offs.

A user teaches a practice in many shapes, most without a trigger word:
"no, use uv here", "pnpm, not npm", "we're a pnpm shop", "we can't have raw
SQL in handlers", "it has to go through the repository layer", "rather than
mocking the clock, inject it", "don't touch the generated client here",
"in this repo migrations are reversible", besides "always…" and "never…".

A sentence is a rule when it is

1. **normative**: a trigger (always, never, prefer, from now on, make sure),
   a modal with a generic subject (must, has to, needs to, should — "the
   endpoint should return 404" describes one task, "handlers should…" a
   practice), a prohibition (don't, avoid, we can't), a contrast (X, not Y;
   instead of; rather than), a team's habit (we use, we're a X shop, our …),
   a scope (in this repo/project), or an imperative right after a correction
   opener ("no, use …");
2. **technical**: it names something a rule can be about — code in
   backticks, a flag, a path or file type, an identifier, a version, a tool
   or a kind of software thing (migrations, handlers, lockfile…);
3. **general**: not a one-off about one object ("make the status badge blue
   instead of grey", "rename this variable"), a visual tweak, something for
   now only, a question, or chit-chat ("never mind, I think I get it now").

The sentence after a rule joins it when it gives the reason or the other half
of the lesson ("Use --force-with-lease. And never force-push to main.").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kenning.daemon.playbook.scope import file_language, language_key

__all__ = [
    "PATTERN_MARKS",
    "StatedScope",
    "Statement",
    "clean_rule",
    "is_correction_opener",
    "lesson_form",
    "pattern_marks",
    "pattern_verdict",
    "reason_text",
    "reply_language",
    "reply_languages",
    "rule_statements",
    "sentences",
    "stated_scope",
    "statement_spans",
]

#: a sentence ends at . ! ? and white space (users often start the next one in lower case),
#: not after an abbreviation
_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
_ABBREV = re.compile(r"(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|no)\.$|/\.\.\.$", re.I)
#: "no", "stop", "careful" and "wait" open a correction only when set off ("no, use uv",
#: "stop!", "wait, …"): unset they start the rule itself ("no auto commit", "stop making
#: changes without asking", "wait for my approval before deploying")
_OPENER = re.compile(
    r"^(?:no+(?:\s+no+)+\b|(?:no+|stop|careful|wait)(?:\s*[,.!:;—–-]+|\s*$)|"
    r"wait(?=\s+(?:that|this|no|what|why|actually|it'?s|you)\b)|"
    r"(?:nope|nah|hold on|hm+|actually|oops|ugh|hey|"
    r"not like that|that'?s (?:not|wrong)|that is (?:not|wrong)|wrong)\b)[\s,.!:;—–-]*",
    re.I,
)
_FILLER = re.compile(
    r"^(?:(?:and also|and|also|oh|ok(?:ay)?|so|but|btw|fyi|one more thing|please|pls|"
    r"just so you know|just|ah|note(?: that)?|remember(?: that)?|heads[- ]up|"
    r"keep in mind(?: that)?|"
    r"(?:undo|revert|roll back|put back) (?:that|it|this)(?: change)?)\b"
    r"[\s,:;—–.!-]*)+",
    re.I,
)
_TRIGGER = re.compile(
    r"\b(?:always|never(?! mind)|prefer|from now on|going forward|in (?:the )?future|"
    r"make sure|every time|whenever|by default|at all times)\b",
    re.I,
)
_MODAL = re.compile(
    r"\b(?:must(?:n'?t| not)?|has to|have to|needs? to|should(?:n'?t| not)?|"
    r"(?:is|are) supposed to|(?:is|are) not allowed|(?:is|are) required)\b",
    re.I,
)
_PROHIBIT = re.compile(
    r"(?:^|[,;:—–-]\s*)(?:please\s+)?(?:don'?t|do not|never|avoid|stop|quit|no more)\s+\w+|"
    r"\b(?:we|you|here|\w+s)\s+(?:can'?t|cannot|can not|don'?t|do not|never|won'?t|"
    r"shouldn'?t|mustn'?t)\s+\w+",
    re.I,
)
#: a sentence that announces how things are done ("heads-up: …", "fyi, …", "just so you know")
_ANNOUNCE = re.compile(
    r"^(?:heads[- ]up|fyi|just so you know|for the record|(?:a |quick )?reminder|note(?: that)?|"
    r"keep in mind|be aware|remember(?: that)?|psa|as a rule|house rule)\b",
    re.I,
)
_CONTRAST = re.compile(
    r",\s*not\s+\S|\bnot\s+[\w`'\"./-]+(?:\s+[\w`'\"./-]+)?\s*,?\s+but\b|"
    r"\binstead of\b|\brather than\b|\binstead\b",
    re.I,
)
_HABIT = re.compile(
    r"\bwe(?:'re| are)\s+an?\s+[\w.+#-]+\s+(?:shop|team|house|project|repo)\b|"
    r"\bwe\s+(?:only\s+|always\s+|still\s+)?(?:use|standardi[sz]ed on|stick (?:to|with)|stay on|"
    r"(?:are|remain) on|keep using|go with|deploy with|build with|"
    r"pin|keep|put|name|write|follow|run|prefix|version|squash|rebase|tag|release|vendor|"
    r"generate|test|lint|format|store|log)\b|"
    r"\bour\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|uses?|goes|go|lives?|runs?)\b|"
    r"\b(?:the|our|a)(?:\s+[\w-]+)? (?:convention|rule|policy|standard|style guide|"
    r"house style)\b|"
    r"\b(?:nothing|nobody|no one|no other [\w-]+)\s+(?:else\s+)?(?:calls?|uses?|reads?|"
    r"touch(?:es)?|imports?|writes?|talks? to)\b",
    re.I,
)
_SCOPE = re.compile(
    r"\b(?:in|for|across|throughout|about) (?:this|the|our) (?:repo|repository|project|codebase|"
    r"code base|monorepo|service|app|package|crate|module|team|org|workspace)\b|"
    r"\b(?:everywhere|anywhere|in (?:all|every|any) \w+)\b",
    re.I,
)
_HERE = re.compile(r"\b(?:here|in here)\b", re.I)
#: a person refusing a practice ("I don't want to use X", "I don't like X"), and what they
#: want instead, said after it ("I want to use Y", "we'd rather …", "use Y")
_REFUSES = re.compile(r"\bi (?:do ?n[o']?t|dont) (?:want|like)\b", re.I)
_WANTED = re.compile(
    r"^(?:but\s+|instead,?\s+)?(?:(?:i|we)(?:'d| would)? (?:want|prefer|rather|like)|"
    r"(?:please\s+)?(?:use|let'?s use)\b)",
    re.I,
)
_CONNECTIVE = re.compile(r"^(?:and|but|also|so|otherwise|plus|or)\b", re.I)
#: a sentence that asks for a piece of work ("write a test that…", "can you…")
_REQUEST = re.compile(
    r"^(?:please\s+)?(?:can you|could you|would you|i need|i want|we need|we want|let'?s|"
    r"write|add|create|implement|build|make|fix|update|bump|refactor|move|extract|split|"
    r"remove|delete|change|set up|setup|wire|hook up|port|convert|migrate|upgrade|generate|"
    r"document|test|check|look at|investigate|find|figure out|explain|show|list|try|help|"
    r"review|debug|rewrite|clean up|finish|continue|start|get)\b",
    re.I,
)
#: what makes a request a standing rule anyway ("add X to every migration", "from now on…")
_STANDING = re.compile(
    r"\b(?:from now on|going forward|in (?:the )?future|every time|whenever|by default|"
    r"(?:every|any)\s+(?:new\s+)?[\w-]+\s+(?:that|which|where|when|whose|in this))\b",
    re.I,
)
_IMPERATIVE = re.compile(
    r"^(?:please\s+)?(?:use|run|keep|put|pin|prefix|name|write|add|wrap|call|go through|"
    r"import|bump|set|switch to|stick to|do|move|place|pass|inject|commit|push|target|"
    r"install|generate|create)\b",
    re.I,
)
_GENERIC_SUBJECT = re.compile(
    r"^(?:[\w`'./-]+\s+){0,2}?(?:we|you|it|everything|anything|all|every|each|any|"
    r"[\w-]+s)\s*$|^$",
    re.I,
)
_DEICTIC = re.compile(
    r"\b(?:this|that|these|those|the)\s+(?:[\w-]+\s+)?(?:badge|button|banner|colou?r|text|"
    r"label|title|heading|icon|logo|header|footer|link|page|screen|modal|card|variable|var|"
    r"line|typo|one|bit|copy|wording|tooltip|placeholder|spacing|layout|image|picture|"
    r"paragraph|sentence|word|number|value|emoji)\b",
    re.I,
)
_VISUAL = re.compile(
    r"\b(?:blue|gr[ae]y|red|green|yellow|orange|purple|pink|black|white|bold|italic|"
    r"underlined?|font|padding|margin|bigger|smaller|larger|wider|narrower|darker|lighter|"
    r"rounded|centered|centred|align(?:ed)?)\b",
    re.I,
)
_ONE_OFF = re.compile(
    r"\brename\b|\b(?:for now|this time|just this once|for this (?:pr|change|ticket|task|one)|"
    r"right now|today|tonight|at the moment|temporarily|for the demo)\b",
    re.I,
)
#: a sentence that opens an item of a list ("- use uv", "* never push", "• keep …", "2) …"):
#: the person wrote each item as a point of its own
_ITEM = re.compile(r"^\s*(?:[-*•+–]|\d{1,2}[.)])\s+\S")
_CHAT = re.compile(
    r"^(?:thanks|thank you|thx|cool|great|nice|ok(?:ay)?|perfect|awesome|lgtm|looks good|"
    r"never ?mind|nvm|i think|i guess|got it|sounds good|good job|well done|yes|yep|sure|"
    r"hi|hello|hey there)\b|\bnever ?mind\b|\bi (?:think|guess) i (?:get|got|understand)\b",
    re.I,
)
_REASON = re.compile(
    r"\b(?:because|since|otherwise|so that|or else|breaks?|broke|depends? on|relies? on|"
    r"rely on|still (?:run|use|on|need)s?|requires?|expects?)\b",
    re.I,
)
_TECH = re.compile(
    r"`[^`]+`|(?:^|\s)--?[a-z][\w-]*|\b[\w.-]+/[\w./-]+|\b\w+\.(?:py|ts|tsx|js|jsx|go|rs|sql|"
    r"rb|java|kt|toml|ya?ml|json|lock|md|sh|env|cfg|ini|tf|proto|css|scss|html)\b|"
    r"\b\w+_\w+\b|\b[a-z]+[A-Z]\w*\b|\b[a-z_]\w+\.[a-z_]\w+\b|\w+::\w+|\w+\(\)|\bv?\d+\.\d+(?:\.\d+)?\b|"
    r"\b[A-Z]{2,}\w*\b|@[A-Za-z]\w+",
)
#: tools, libraries and kinds of software things a practice is about
_VOCAB = frozenset(
    str.split(
        """
        uv pip pipx poetry pdm conda venv virtualenv pytest unittest tox nox mypy pyright
        ruff black flake8 isort pylint pydantic fastapi django flask sqlalchemy alembic
        celery httpx requests npm pnpm yarn bun npx node deno tsc typescript javascript
        eslint prettier jest vitest mocha playwright cypress webpack vite next nextjs react
        vue svelte angular prisma drizzle typeorm knex zod trpc graphql go gofmt golangci-
        lint goimports gomock mockery testify cargo rustc clippy rustfmt tokio serde sqlx
        diesel axum actix anyhow thiserror rust java kotlin gradle maven junit spring
        mockito ruby rails bundle bundler rspec rubocop rake gem sidekiq php composer
        laravel phpunit dotnet nuget csharp swift xcode docker compose dockerfile kubernetes
        kubectl helm terraform ansible make makefile bash shell zsh sh shellcheck git github
        gitlab ci actions workflow workflows pipeline hook hooks husky pre-commit postgres
        postgresql psql mysql sqlite redis mongo mongodb kafka rabbitmq nginx dbmate flyway
        liquibase sqitch migration migrations migrate schema schemas index indexes indices
        table tables column columns query queries transaction transactions sql orm test
        tests testing fixture fixtures mock mocks mocking stub stubs lint linter linting
        formatter format type types typing typed annotation annotations import imports
        module modules package packages dependency dependencies lockfile lock version
        versions pin pinned release releases branch branches commit commits push rebase
        merge squash tag tags changelog handler handlers endpoint endpoints route routes
        controller controllers service services repository repositories layer model models
        view views component components hook api apis client clients server config
        configuration env environment secret secrets credentials token tokens logging logger
        logs log error errors exception exceptions retry retries timeout timeouts cache
        caching async await thread threads goroutine goroutines channel mutex lock locks
        race build builds compile compiler binary script scripts cli flag flags library
        libraries framework sdk deploy deployment deploys docs readme license container
        containers image images volume sudo root permissions chmod cron job jobs queue
        queues worker workers date dates time timezone timezones utc datetime decimal money
        cents float floats string strings json yaml toml csv unicode utf-8 encoding http
        https url urls request requests response responses header headers cookie cookies
        session sessions auth oauth jwt password passwords user users generated codegen
        protobuf grpc openapi swagger storybook css tailwind styles stylesheet lint-staged
        injection inject bean beans field fields annotation decorator dto entity entities
        monorepo workspace workspaces
    """
    )
)
_WORD = re.compile(r"[a-z][a-z0-9+#.-]*[a-z0-9+#]|[a-z]")


@dataclass(frozen=True)
class Statement:
    """A rule the user stated: its cleaned text and the sentences it came from."""

    text: str
    evidence: str
    correction: bool
    #: the sentences it was made from: parts[first:end] of `sentences(message)`
    first: int = 0
    end: int = 1


#: a line of a terminal UI's box: its border alone (╭───╮, ├──┤), or a side (│ at either end)
_BORDER = re.compile(r"^[\s\u2500-\u257f]*[\u2500-\u257f][\s\u2500-\u257f]*$")
_BOX = re.compile(r"[\u2500-\u257f]")
_SIDE_START = re.compile(r"^\s*[│┃║]\s?")
_SIDE_END = re.compile(r"\s*[│┃║]\s*$")


def unframed(text: str) -> str:
    """A message with the frame of a pasted terminal UI taken off: the box's borders dropped
    and its sides cut, a line wrapped at the box's side joined to the next ("use pull  │" and
    "│ requests" are one line: the box wrapped it, the person did not break it)."""
    if _BOX.search(text) is None:
        return text
    out: list[str] = []
    joined = False  # the last line kept ended at the box's side
    for line in text.splitlines():
        if _BORDER.match(line):
            joined = False
            continue
        opens = _SIDE_START.match(line) is not None
        body = _SIDE_END.sub("", _SIDE_START.sub("", line))
        if joined and opens and out and body.strip():
            out[-1] = f"{out[-1].rstrip()} {body.strip()}"
        else:
            out.append(body)
        joined = _SIDE_END.search(line) is not None
    return "\n".join(out)


def sentences(text: str) -> list[str]:
    """The sentences of a message (code fences, quoted lines and a terminal UI's frame
    dropped)."""
    kept: list[str] = []
    fence = False
    for line in unframed(text).splitlines():
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if fence or line.lstrip().startswith((">", "|", "    ", "\t")):
            continue
        kept.append(line)
    out: list[str] = []
    for piece in _SPLIT.split("\n".join(kept)):
        piece = piece.strip()
        if not piece:
            continue
        if out and _ABBREV.search(out[-1]):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out


def is_correction_opener(sentence: str) -> bool:
    """Whether a sentence opens as a correction ("no, …", "wait, …", "not like that")."""
    return _OPENER.match(sentence.strip()) is not None


def _technical(sentence: str) -> bool:
    if _TECH.search(sentence):
        return True
    for w in _WORD.findall(sentence.lower()):
        for part in {w, *re.split(r"[.-]", w)}:
            if part in _VOCAB or _singular(part) in _VOCAB:
                return True
    return False


def _singular(word: str) -> str:
    for suffix in ("ing", "ers", "es", "ed", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("er" if suffix == "ers" else "")
    return word


def _plural_kind(subject: str) -> bool:
    """A bare plural naming a kind of software thing: "migrations", "api handlers"."""
    words = subject.lower().split()
    if words and words[0] in ("every", "each", "all", "any") and len(words) <= 3:
        return True  # "every migration must…"
    if not 1 <= len(words) <= 2 or not words[-1].endswith("s"):
        return False
    return _singular(words[-1]) in _VOCAB or words[-1] in _VOCAB


def _modal_generic(sentence: str, reacting: bool = False) -> bool:
    """A modal whose subject is generic ("handlers must…", "we have to…", "it has to…")."""
    for m in _MODAL.finditer(sentence):
        before = re.split(r"[,;:—–(]|\b(?:and|but|so|then|that|which)\b", sentence[: m.start()])
        subject = before[-1].strip().lower() if before else ""
        if subject.startswith(("the ", "this ", "that ", "my ", "your ", "its ")):
            continue  # "the endpoint should return 404": a spec of this task
        if re.search(r"[_`()]|[a-z][A-Z]|\w\.\w", subject):
            continue  # "import_statement should skip…": about one function
        marked = bool(
            _SCOPE.search(sentence) or _HERE.search(sentence) or _TRIGGER.search(sentence)
        )
        if not reacting and not marked and not _plural_kind(subject):
            # said with the task, before the agent did anything: a spec of this piece of work
            # ("SMS should only go out for the next 24h") unless it names a kind of thing
            # ("migrations must be reversible")
            continue
        if re.match(r"^(?:we|i|you)$", subject) and not (
            _SCOPE.search(sentence) or _HERE.search(sentence) or _TRIGGER.search(sentence)
        ):
            continue  # "we need to pull the statement": the task at hand
        if _GENERIC_SUBJECT.match(subject) or len(subject.split()) <= 4:
            return True
    return False


def _normative(sentence: str, after_correction: bool, reacting: bool = False) -> bool:
    if _ANNOUNCE.match(sentence.strip()):
        return True
    body = _OPENER.sub("", sentence, count=1).strip()
    body = _FILLER.sub("", body).strip()
    if not after_correction and _REQUEST.match(body):
        # a piece of work asked for; a rule only when it says it always holds
        return bool(_STANDING.search(body) or _SCOPE.search(body))
    if _TRIGGER.search(body) or _PROHIBIT.search(body) or _HABIT.search(body):
        return True
    if _CONTRAST.search(body) or _SCOPE.search(body):
        return True
    if _modal_generic(body, reacting or after_correction):
        return True
    imperative = _IMPERATIVE.match(body) is not None
    return bool(imperative and (after_correction or _HERE.search(body)))


def _one_off(sentence: str) -> bool:
    if sentence.rstrip().endswith("?"):
        return True
    if _CHAT.search(sentence):
        return True
    strong = re.search(r"\b(?:always|never|every|from now on|everywhere)\b", sentence, re.I)
    if strong and not re.search(r"\bnever ?mind\b", sentence, re.I):
        return False
    return bool(_DEICTIC.search(sentence) or _VISUAL.search(sentence) or _ONE_OFF.search(sentence))


def clean_rule(text: str) -> str:
    """A stated sentence as a rule: no "no, …" opener or filler, capitalised, one final stop."""
    out = _OPENER.sub("", text.strip(), count=1)
    out = _ANNOUNCE.sub("", _FILLER.sub("", out).strip(" ,;:—–-"), count=1)
    out = _FILLER.sub("", out.strip(" ,;:—–-")).strip(" ,;:—–-")
    out = re.sub(r"\s+", " ", out)
    if not out:
        return ""
    head = out.split(" ", 1)[0]
    if not re.search(r"[_`./()\d]|[a-z][A-Z]", head):  # never capitalise an identifier
        out = out[0].upper() + out[1:]
    if not out.endswith((".", "!", "?", "`", ")", "。", "！", "？")):
        out += "."
    return out


def _pattern_pick(sentence: str, correction: bool, after_agent: bool) -> bool:
    """The hand-written verdict on one sentence: normative, technical and general."""
    words = len(sentence.split())
    return (
        3 <= words <= 60
        and _normative(sentence, correction, after_agent)
        and _technical(sentence)
        and not _one_off(_FILLER.sub("", _OPENER.sub("", sentence, count=1)))
    )


def pattern_verdict(sentence: str, *, after_agent: bool, correction: bool = False) -> bool:
    """Whether the hand-written patterns take one sentence as a rule (a feature of the judge)."""
    return _pattern_pick(sentence, correction, after_agent)


def statement_spans(
    parts: list[str],
    picked: Callable[[int, str, bool], bool],
    *,
    after_agent: bool,
) -> list[Statement]:
    """The rules stated by the chosen sentences of a message, each made whole.

    `picked(i, sentence, correction)` says whether sentence `i` states a rule
    (the judge's verdict, or the patterns'). Each chosen sentence takes the
    remedy said just before a prohibition ("Use X. Never Y."), then the other
    half of the lesson or its reason from the sentences after it.
    """
    opener = bool(parts) and after_agent and is_correction_opener(parts[0])
    out: list[Statement] = []
    out_end = 0  # parts before this index are taken by an earlier rule
    i = 0
    while i < len(parts):
        s = parts[i]
        correction = opener and i <= 1
        if picked(i, s, correction):
            first = i
            taken = [s]
            # the remedy stated just before a prohibition ("Use X. Never Y.")
            if (
                out_end < i
                and not _ITEM.match(s)
                and (_PROHIBIT.search(_FILLER.sub("", s)) or _TRIGGER.search(s))
            ):
                prev = parts[i - 1] if i > 0 else ""
                bare = _FILLER.sub("", _OPENER.sub("", prev))
                if (
                    prev
                    and _IMPERATIVE.match(bare)
                    and not _REQUEST.match(bare)
                    and _technical(prev)
                    and not _one_off(prev)
                ):
                    taken.insert(0, prev)
                    first = i - 1
            # the other half of the lesson or its reason
            while i + 1 < len(parts) and len(taken) < 3:
                nxt = parts[i + 1]
                nwords = len(nxt.split())
                if not 2 <= nwords <= 40 or nxt.rstrip().endswith("?") or _CHAT.search(nxt):
                    break
                if _ITEM.match(nxt):
                    break  # the list's next item is a point of its own, not this one's half
                bare = _FILLER.sub("", nxt)
                if _REFUSES.search(taken[-1]) and _WANTED.match(bare):
                    # the remedy of a refusal: "I don't want to use X. I want to use Y"
                    taken.append(nxt)
                    i += 1
                    continue
                if _normative(nxt, False):
                    # another rule: the other half of this one only when it is tied to it
                    # ("And never …") or turns it around (a remedy and a prohibition)
                    tied = _CONNECTIVE.match(nxt) is not None
                    turned = bool(_PROHIBIT.search(bare)) != bool(_PROHIBIT.search(taken[-1]))
                    if not (tied or turned) or not _technical(nxt) or _one_off(nxt):
                        break
                elif not _REASON.search(nxt) and (
                    not _technical(nxt) or _REQUEST.match(bare) or _one_off(nxt)
                ):
                    break
                taken.append(nxt)
                i += 1
            body = " ".join(clean_rule(t) for t in taken)
            body = re.sub(r"(?<=[.!?]) (?:And|Also|But)\s+(\w)", lambda m: " " + m[1].upper(), body)
            if len(body) >= 8:
                out.append(
                    Statement(body[:400], " ".join(taken)[:500], correction or opener, first, i + 1)
                )
            out_end = i + 1
        i += 1
    return out


def rule_statements(text: str, *, after_agent: bool) -> list[Statement]:
    """The rules a user message states by the hand-written patterns (each made whole).

    Args:
        text: the user's message.
        after_agent: the agent acted since the user last spoke, so an opener
            such as "no," makes the message a correction of what it did.
    """
    parts = sentences(text)
    opener = bool(parts) and after_agent and is_correction_opener(parts[0])
    out = statement_spans(
        parts, lambda _i, s, correction: _pattern_pick(s, correction, after_agent),
        after_agent=after_agent,
    )  # fmt: skip
    if not out and opener and after_agent:
        whole = whole_correction(parts)
        if whole is not None:
            out.append(whole)
    return out


def whole_correction(parts: list[str]) -> Statement | None:
    """A short correction taken whole: "no, that loads every row at once. find_each, in
    batches of 1000" has a remedy with no verb of its own, so the message (its first three
    sentences) is the lesson. None when it is not technical, or holds a one-off or a request.
    """
    whole = parts[:3]
    if not whole:
        return None
    text = " ".join(clean_rule(t) for t in whole)
    bare = " ".join(whole[1:]) or _OPENER.sub("", whole[0], count=1)
    if (
        _TECH.search(bare)
        and 4 <= len(text.split()) <= 70
        and not any(_one_off(_FILLER.sub("", _OPENER.sub("", t, count=1))) for t in whole)
        and not any(_REQUEST.match(_FILLER.sub("", _OPENER.sub("", t, count=1))) for t in whole)
    ):
        return Statement(text[:400], " ".join(whole)[:500], True, 0, len(whole))
    return None


#: a sentence that only asks for a rollback ("put it back", "revert that")
_ROLLBACK = re.compile(
    r"^(?:please\s+)?(?:(?:put|set|change|move|bring)\b.*\bback\b|revert|undo|roll ?back|"
    r"restore|reset|drop)\b",
    re.I,
)


def reason_text(text: str, limit: int = 2) -> str | None:
    """Why the user had a change undone: the sentences of their message that explain it.

    Unlike a rule, a reason need not be normative ("the billing models depend
    on orm_mode"); it must say something technical. Rollback orders ("put it
    back"), requests ("let's look at an index") and chit-chat are left out.
    """
    kept: list[str] = []
    for sentence in sentences(text):
        bare = _FILLER.sub("", _OPENER.sub("", sentence, count=1)).strip(" ,;:—–-")
        if not bare or _ROLLBACK.match(bare):
            continue
        if _REQUEST.match(bare) or sentence.rstrip().endswith("?") or _CHAT.search(bare):
            if kept:
                break
            continue
        if not _technical(bare) and not _REASON.search(bare):
            continue
        kept.append(clean_rule(bare))
        if len(kept) >= limit:
            break
    return " ".join(kept)[:300] if kept else None


#: what `pattern_marks` says of a text, in its order (the judge's pattern features)
PATTERN_MARKS = (
    "opener", "announce", "request", "imperative", "trigger", "standing", "modal", "prohibit",
    "habit", "contrast", "scope", "here", "technical", "one_off", "chat", "deictic", "reason",
)  # fmt: skip


def pattern_marks(text: str) -> tuple[bool, ...]:
    """Which hand-written patterns a text shows, in `PATTERN_MARKS` order.

    The judge (daemon/learning/judge.py) reads them as features beside the
    text's meaning: a pattern alone decides nothing any more.
    """
    head = text[:2000]
    first = next(iter(sentences(head)), head).strip()
    bare = _FILLER.sub("", _OPENER.sub("", first, count=1)).strip()
    return (
        is_correction_opener(first),
        _ANNOUNCE.match(first) is not None,
        _REQUEST.match(bare) is not None,
        _IMPERATIVE.match(bare) is not None,
        _TRIGGER.search(head) is not None,
        _STANDING.search(head) is not None,
        _MODAL.search(head) is not None,
        _PROHIBIT.search(head) is not None,
        _HABIT.search(head) is not None,
        _CONTRAST.search(head) is not None,
        _SCOPE.search(head) is not None,
        _HERE.search(head) is not None,
        _technical(head[:600]),
        _ONE_OFF.search(head) is not None,
        _CHAT.search(first) is not None,
        bool(_DEICTIC.search(head) or _VISUAL.search(head)),
        _REASON.search(head) is not None,
    )


_EVERYWHERE = re.compile(
    r"\b(?:everywhere|globally|in general|always and everywhere|"
    r"(?:in|for|across|on) (?:all|every|any|each) (?:of )?(?:my |our |your |the )?"
    r"(?:other )?(?:projects?|repos?|repositories|codebases?|code bases?|sessions?|tasks?)|"
    r"no matter (?:the|which|what) (?:project|repo|repository|language)|"
    r"whatever (?:the )?(?:project|repo|repository)|"
    # the other languages the gates read (`gates._STANDING`): German, Spanish, French,
    # Portuguese, Italian, Russian
    r"überall|in allen (?:meinen |unseren )?(?:projekten|repos|repositories)|"
    r"en todos (?:mis |nuestros |los )?(?:proyectos|repos|repositorios)|en todas partes|"
    r"dans tous (?:mes |nos |les )?(?:projets|dépôts|repos)|partout|"
    r"em todos os (?:meus |nossos )?(?:projetos|repositórios|repos)|em todo lugar|"
    r"in tutti i (?:miei |nostri )?(?:progetti|repository|repo)|ovunque|"
    r"во всех (?:моих |наших )?(?:проектах|репозиториях)|везде|повсюду)\b|"
    # Korean, Chinese and Japanese (a particle follows the noun: no word boundary)
    r"모든 (?:프로젝트|저장소|레포)|"
    r"所有(?:的)?(?:项目|專案|仓库|倉庫|代码库)|每个项目|任何项目|"
    r"(?:すべて|全て|全部)の(?:プロジェクト|リポジトリ)|どのプロジェクトでも",
    re.I,
)
_THIS_REPO = re.compile(
    r"\b(?:in|for|across|throughout|of|inside|within) (?:this|the|our) (?:repo|repository|project|"
    r"codebase|code base|monorepo|app|workspace)\b|\b(?:this|our) (?:repo|repository|codebase)'s\b|"
    r"\b(?:in diesem (?:projekt|repo|repository)|en este (?:proyecto|repo|repositorio)|"
    r"dans ce (?:projet|dépôt|repo)|neste (?:projeto|repositório|repo)|"
    r"in questo (?:progetto|repository|repo)|в этом (?:проекте|репозитории))\b|"
    r"(?<!\w)이 (?:프로젝트|저장소|레포)|"
    r"(?:这个|這個|本|该|該|此)(?:项目|專案|仓库|倉庫|代码库|仓)|"
    r"この(?:リポジトリ|プロジェクト|レポ)",
    re.I,
)
#: the language to talk to the person in: theirs, not a project's ("reply in Chinese",
#: "用中文回答", "日本語で答えて", "отвечай по-русски"; not "write the docs in Chinese")
_REPLY_LANGUAGE = re.compile(
    r"\b(?:reply|replies|respond|answer|talk|speak|communicate|chat)\b(?: to me| with me)?"
    r"(?: (?:all|every|each|of|my|our|the|questions?|messages?)\b){0,3} "
    r"(?:only |always )?in (?:british |american |simplified |traditional )?(?:english|chinese|"
    r"mandarin|japanese|korean|russian|german|french|spanish|portuguese|italian|ukrainian|"
    r"polish|turkish|vietnamese|hindi|arabic)\b|"
    r"\b(?:antworte|antworten) (?:mir )?(?:immer )?auf (?:deutsch|englisch)\b|"
    r"\b(?:responde|contesta)(?:me)? (?:siempre )?en (?:español|inglés)\b|"
    r"\bréponds?(?:-moi)? (?:toujours )?en (?:français|anglais)\b|"
    r"\b(?:отвечай|отвечайте|говори|пиши мне|общайся)(?: со мной| мне)? (?:всегда |только )?"
    r"(?:по[- ]?русски|на русском)|"
    r"用(?:简体|繁体)?(?:中文|汉语|英文|英语)(?:来)?(?:回答|回复|答复|交流|沟通|对话)|"
    r"(?:中文|英文)(?:回答|回复)|(?:回答|回复|答复)[^，。,.]{0,6}(?:使用|用)(?:中文|英文|英语)|"
    r"你(?:要|就|只)?(?:说|讲)(?:中文|汉语|英文|英语)|"
    r"(?:日本語|英語)で(?:答え|返答|回答|返事|話)|"
    r"(?:한국어|영어)로 (?:답|대답|대화)",
    re.I,
)
_FILETYPE = re.compile(
    r"\b(?:in|for|to|with(?:in)?|across|of) (?:all |every |any |each |the |our )?"
    r"(?:\*?\.(?P<ext>[a-z0-9]{1,6})|(?P<name>[a-z][a-z0-9#+-]{0,15}))\s+files?\b|"
    r"(?P<glob>\*\.[a-z0-9]{1,6})\b",
    re.I,
)
_NOT_A_LANGUAGE = frozenset(
    {"the", "all", "these", "those", "my", "our", "your", "new", "other", "source", "test",
     "config", "log", "data", "generated", "static", "this", "that", "some", "such", "any"}
)  # fmt: skip


@dataclass(frozen=True)
class StatedScope:
    """Where the person meant a rule to hold: `everywhere`, `repo` or `filetype`.

    For a file type, `language` is the language named or implied ("in Python
    files", "for .ts files") and `glob` the pattern when they gave one (`*.tsx`).
    """

    where: str
    language: str | None = None
    glob: str | None = None


def reply_language(text: str) -> bool:
    """Whether the person says which language the agent is to answer them in ("reply in
    Chinese", 用中文回答, "отвечай по-русски")."""
    return _REPLY_LANGUAGE.search(text) is not None


#: the languages a reply-language statement names, by their names in the languages read
_NAMED_LANGUAGE = {
    "en": r"english|英文|英语|英語|영어|английск|englisch|inglés|anglais",
    "zh": r"chinese|mandarin|中文|汉语|中国語|китайск",
    "ja": r"japanese|日本語|日语|японск",
    "ko": r"korean|한국어|韩语|корейск",
    "ru": r"russian|русск|по-?\s?русски|俄语",
    "de": r"german|deutsch|немецк",
    "fr": r"french|français|франц",
    "es": r"spanish|español|испанск|по-испански",
    "pt": r"portuguese|português",
    "it": r"italian|italiano",
    "uk": r"ukrainian|украинск|по-украински",
}
_LANGUAGE_OF = {k: re.compile(v, re.I) for k, v in _NAMED_LANGUAGE.items()}


def reply_languages(text: str) -> frozenset[str]:
    """The languages a statement of the reply's language names (empty for any other
    statement): "reply in Russian" and "говори по-русски" name one, so they are one lesson."""
    if not reply_language(text):
        return frozenset()
    return frozenset(k for k, rx in _LANGUAGE_OF.items() if rx.search(text))


def stated_scope(text: str) -> StatedScope:
    """Where the person meant a rule to hold, from their words.

    "in every project", "everywhere", "globally" → everywhere; "for *.tsx files",
    "in Python files" → that file type; the language to answer the person in
    ("reply in Chinese") → everywhere, as it is theirs; otherwise the repository it was said in
    (a rule said in a project holds there unless the person widens it, and
    "everywhere in this codebase" is this repository).
    """
    if _EVERYWHERE.search(text) and not _THIS_REPO.search(text):
        return StatedScope("everywhere")
    if _REPLY_LANGUAGE.search(text) and not _THIS_REPO.search(text):
        return StatedScope("everywhere")  # how to talk to the person goes with them
    for m in _FILETYPE.finditer(text):
        ext = (m.group("ext") or (m.group("glob") or "")[2:]).lower()
        name = (m.group("name") or "").lower()
        if ext:
            lang = file_language(f"x.{ext}")
            return StatedScope("filetype", language_key(lang) if lang else None, f"*.{ext}")
        if name and name not in _NOT_A_LANGUAGE and language_key(name) in _LANGUAGE_NAMES:
            return StatedScope("filetype", language_key(name))
    return StatedScope("repo")


#: languages a person names for a file type ("in Python files")
_LANGUAGE_NAMES = frozenset(
    {"python", "typescript", "javascript", "go", "rust", "ruby", "java", "kotlin", "swift", "c",
     "cpp", "csharp", "php", "shell", "sql", "vue", "svelte", "html", "css", "scss", "markdown",
     "yaml", "json", "toml", "terraform", "elixir", "dart", "lua", "scala", "haskell"}
)  # fmt: skip


_GUARD = re.compile(
    r"^(?:please\s+)?(?:never|don'?t(?! worry| forget)|do not|must not|mustn'?t|avoid|no more)\b|"
    r"\b(?:never|don'?t|do not|must not|mustn'?t|not allowed to)\s+(?:ever\s+)?"
    r"(?:touch|edit|modify|change|commit|push|delete|remove|overwrite|rewrite|hand-edit|force-push|deploy|merge|drop|"
    r"rename|move)\b",
    re.I,
)
_PROCEDURE = re.compile(
    r"\b(?:every ?time|each time|whenever|after (?:each|every)|before (?:you|each|every|"
    r"committing|pushing|merging|saying|reporting|calling)|once you(?:'re| are)? done)\b|"
    r"^(?:please\s+)?always\s+(?:run|test|check|verify|update|commit|push|build|lint|format|"
    r"rebuild|restart|record|log|ask|confirm|review|bump|tag|document|re-?run|make sure)\b",
    re.I,
)


def lesson_form(text: str) -> str | None:
    """`guardrail` when a stated rule forbids (never edit X, don't push to main), `workflow`
    when it is a procedure for every time (always run the tests before you say it is done),
    else None: the form of the person's words, for the two kinds the labels are too few to
    teach (see docs/learning.md, "The judge")."""
    first = clean_rule(next(iter(sentences(text)), text))
    if _GUARD.search(first):
        return "guardrail"
    if _PROCEDURE.search(first):
        return "workflow"
    return None
