"""A problem the person reported, and the agent's account of what caused it and what fixed it.

In real sessions most errors a careful reader remembers are not the agent's
own failing runs: the person reports one — pastes what a program printed,
points at their terminal, or says it in words ("the page is blank after
login", "the release job broke") — and the agent answers with what was
wrong and what it changed ("The issue is that the annotations are evaluated
at runtime on Python 3.9 … `Optional[X]` works on every version", "Fixed!
Replaced `--skip-validate` with `--skip=validate`"). Many formats keep no text of the
change itself (SpecStory names the file an edit changed, not how), so the
lesson is the agent's own account, in its words.

Read here, without a model:

- `told_failure`: the person's words report that something fails (in several
  languages), as opposed to asking for something new, point at their
  terminal's output (Cursor's `@…/terminals/3.txt:122-129`), or paste a
  stack, even one cut before its exception line;
- `account`: from the agent's messages of its turn, the sentence that gives
  the **cause** ("the issue is …", "root cause: …", "… because …", a "What
  went wrong" heading and the sentence under it) and the one that gives the
  **fix** ("Fixed: …", "I changed …", "use X instead", a "What we changed"
  heading, "Try:" over a shell block, whose first command it takes…); a
  place alone ("the issue is in `save()`") is no cause. Both are needed: an
  account with no cause is a progress report, one with no fix an explanation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Account", "account", "acknowledged", "pasted_stack", "told_failure", "worked"]

#: the person saying that something fails, is broken or shows an error
_TOLD = re.compile(
    r"(?<![A-Za-z])(?:errors?|error message|exception|traceback|fail(?:s|ed|ing|ure)?|broken|"
    r"broke|crash(?:es|ed|ing)?|not (?:work(?:ing)?|found|loading|showing|opening|connecting|"
    r"seeing|appearing|updating|saving|rendering)|"
    r"(?:having|getting|running into|hitting) (?:\w+ ){0,3}(?:issues|problems|trouble)|"
    r"(?:does|did|do|is|are|was|were|wo|ca|could)n[o'’]?t (?:work|load|open|start|run|connect|"
    r"show|build|compile|find|resolve)|won[’']?t (?:work|load|open|start|run)|"
    r"(?:can ?not|can[’']?t|unable to|could not|couldn[’']?t) (?:\w+ )?(?:open|find|connect|"
    r"load|access|reach|resolve|import|install|run|start|read)|(?:4\d\d|5\d\d) \(?[A-Z][a-z]+|"
    r"denied|refused|invalid|undefined|stuck|hangs?|freezes?|blank page)(?![A-Za-z])"
    # (an A-not-A question is none: 能不能 "can you or not", 行不行 "will it do")
    r"|无法|错误|报错|失败|出错|打不开|(?<!行)不行|没有用|没用|(?<!能)不能|不了|问题|"
    r"ошибк|не работает|не удается|выскакивает|"
    r"errore|non funziona|non riesco|fallit|"
    r"エラー|失敗|動かない|できない|"
    r"no funciona|fall[óo]",
    re.I,
)
#: sentences (or headings) that give the cause
_CAUSE = re.compile(
    r"\b(?:root cause|(?:the |this |that )?(?:real |actual |underlying |main |core )?"
    r"(?:issue|problem|error|cause|culprit|bug|reason)(?: here)? (?:is|was|comes from|came from)|"
    r"(?:is|was|were|are) (?:caused|due) (?:by|to)|caused by|because|what (?:was )?wrong|"
    r"what went wrong|what broke|this (?:happens|happened|means)|(?:which|that) means|"
    r"means that|the reason|diagnosis|is not in|isn[’']?t in|no longer|does(?:n[’']?t| not) "
    r"support|only (?:sees|reads|works|supports))\b"
    r"|原因|问题是|是因为|因为|由于|导致|意思是|"
    r"проблема в том|причин|потому что|из-за|означает|"
    r"il problema|l[’']errore (?:viene|deriva|nasce) da|[èe] dovut[oa] a|perch[ée]|causa|significa|"
    r"原因は|ため(?:です|でした)?|"
    r"el problema|se debe a|porque",
    re.I,
)
#: sentences (or headings) that give the fix
_FIX = re.compile(
    r"\b(?:fix(?:ed)?(?:\s+(?:it|this|that))?(?:\s+by)?\s*[:!—–-]|the fix|"
    r"(?:fix(?:ed)?|solved|resolved)(?: (?:it|this|that))? by \w+ing\b|"
    r"(?:the )?solution(?: is)?\s*[:—–-]|"
    r"to fix (?:this|it)|"
    r"I(?:[’']ve| have)? (?:changed|updated|added|removed|replaced|set|moved|renamed|installed|"
    r"switched|rewrote|restored|made|fixed|dropped|pinned|wrapped)|"
    r"(?:changed|updated|added|removed|replaced|switched|restored|dropped|renamed|moved) "
    r"(?:the |a |an |`|\w+ )|"
    r"(?:use|run|set|add|remove|pass|install|switch to|declare|point|map|restart|clear)\b.{0,60}"
    r"(?:instead|rather than|not\b)|(?:use|run|install) `|instead of|works everywhere|"
    r"correct (?:syntax|form|way|command))"
    r"|解决|修复|改成|改为|正确|使用|删除|去掉|"
    r"исправ|измени|замени|используйте|удалите|добавьте|"
    r"soluzione|sintassi corretta|devi (?:togliere|usare|cambiare|aggiungere|impostare)|"
    r"ho (?:gi[aà] )?(?:aggiornato|sistemato|modificato|cambiato|corretto)|"
    r"(?:cambia|togli|rimuovi|aggiungi|imposta) (?:il |la |lo |i |le |`)|"
    r"修正|変更|追加|"
    r"(?:cambia|elimina|agrega) (?:el |la |los |las |`)|"
    # a short lead and the command a shell block under it gave ("Try: `paru -S x`", `_pieces`)
    r"^(?:try|run|install|use|fix it|instead)\b[^:：\n]{0,40}[:：]\s*`",
    re.I,
)
#: where a block of code opens or closes without a fence: Aider's `<source>` tags and its
#: SEARCH/REPLACE markers
_CODE_EDGE = re.compile(r"^(?:</?source\b[^>]*>|<{5,} SEARCH|>{5,} REPLACE)")
#: a change that only looks closer (logging, debug output): a step of the search, not a fix
_PROBE = re.compile(r"\b(?:logging|logs?\b|debug(?:ging)?|console\.log|print statements?)", re.I)
#: a plan, not a finding ("That means we need to …", "let's …")
_PLAN = re.compile(
    r"\b(?:we|you|i) (?:need|have|should|must|will) (?:to )?\w|\blet[’']s\b|让我|давайте|vediamo",
    re.I,
)
#: a fix the agent only expects to work
_UNSURE_FIX = re.compile(r"\bshould (?:now )?(?:be fixed|be resolved|work|fix)\b", re.I)
#: a fix the agent only announces ("instead of …, I'll regenerate it") or offers ("if you want
#: …, we can resolve them against X instead"): not one it made (not read in scripts without
#: spaces, whose piece runs on to the end of a line)
_WILL_FIX = re.compile(
    r"\b(?:i[’']ll|i will|we[’']ll|we will|let me|let[’']s|i[’']m going to|i am going to)\b|"
    r"\bif you(?:[’']d| would)? (?:want|like|prefer)\b|\b(?:we|i) (?:can|could)\b|"
    r"давайте|vediamo|adesso (?:aggiungo|cambio|modifico)",
    re.I,
)
#: options weighed, not one taken ("I'm considering two solutions: either … or …"): a
#: plan, neither the cause found nor the fix made
_CHOICE = re.compile(
    r"\b(?:two|three|several|a few|some) (?:possible )?(?:solutions|options|approaches|ways)\b|"
    r"\beither\b.{0,160}\bor\b|两个(?:解决)?方案|两种(?:解决)?(?:方法|方案|办法)|几个方案|要么|"
    r"due (?:soluzioni|opzioni|strade)|dos (?:soluciones|opciones)|либо\b.{0,160}\bлибо|"
    r"(?:два|несколько) (?:варианта|решения|способа|вариантов|решений|способов)",
    re.I,
)
_HEADING = re.compile(r"^\s*(?:#{1,6}\s+|\*\*[^*\n]{2,60}\*\*\s*:?\s*$)")
_MARKUP = re.compile(r"\*\*|__|^\s*(?:#{1,6}|[-*+]|\d+[.)])\s+|[✅❌🚨⚠️🔧]", re.M)
#: an agent's note to itself (a reasoning summary's title, thinking), not its answer
_REASONING = re.compile(r"<(think(?:ing)?(?:-content-[0-9a-f]+)?)>.*?(?:</\1>|\Z)", re.S)
_SPLIT = re.compile(r"(?<=[.!?。！？])\s+|\n+")
#: a list item's mark ("1. ", "2) ", "- "): taken off before the line is split into sentences,
#: so that "1." is not a sentence of its own (a cause announced with a colon, "… two changes
#: broke it:", is then joined to its first item, not to "1.")
_ITEM = re.compile(r"^(?:[-*+•]|\d{1,3}[.)])\s+(?=\S)")
#: words of a sentence that speaks of the work but says nothing of the error
_REPORT = re.compile(
    r"^(?:let me|i[’']ll|i will|now (?:let|i)|next,|first,|checking|looking|reading|"
    r"investigating|okay|ok,|great|perfect|done\.?$|all (?:clean|done|set))",
    re.I,
)
#: a guess, not a finding: the agent's account is a lesson only when it knows
_HEDGE = re.compile(
    r"\b(?:likely|probably|might|maybe|perhaps|possibly|wondering|could be|may be|seems?|"
    r"i think|i suspect|suspect|guess|not sure|hypothes\w*|if the|should (?:be|work))\b|"
    r"возможно|может быть|вероятно|可能|也许|大概|forse|probabilmente|potrebbe|かもしれ|おそらく|"
    r"quizás|tal vez",
    re.I,
)
#: the agent thinking aloud or narrating (a reasoning summary), not telling the person
_MUSING = re.compile(
    r"^(?:actually|wait|hmm|so,? i\b|i need|i should|i[’']m (?:going|checking|looking|seeing)|"
    r"the user\b|user\b|my\b)",
    re.I,
)
#: how an account opens, left out of the lesson ("The issue is that …", "Root cause: …")
_LEAD = re.compile(
    r"^(?:(?:so|ok(?:ay)?|thanks|great|perfect|ah|found it|esatto|perfetto|ecco)\s*[,.:!—–-]*\s+)*"
    r"(?:(?:the |this )?(?:real |actual |root |underlying |main )?(?:issue|problem|cause|culprit)"
    r"(?: here)? (?:is|was)(?: that)?\s*[:—–-]?\s*|root cause\s*[:—–-]\s*|"
    r"what (?:went|was) wrong\s*[:—–-]\s*|(?:the )?fix(?:ed)?(?: is)?(?: to)?\s*[:!—–-]\s*)?",
    re.I,
)
#: a cause that only says where the problem is ("in the `save()` function")
_WHERE = re.compile(r"^(?:in|at|inside|within|on line)\b[^,;:]{0,60}[.!]?$", re.I)
#: the agent announcing that it found what was wrong, the finding itself in its next sentence
#: ("I see the problem. Flask looks for …", "我看到问题了。…", "Ecco il problema: …")
_FOUND = re.compile(
    r"^(?:ok(?:ay)?[,!.]?\s*|ah[,!.]?\s*|now\s+)?(?:i (?:see|found|spotted|get|understand) "
    r"(?:the |what the )?(?:problem|issue|bug|culprit|cause)|i see what(?:[’']s| is) "
    r"(?:wrong|happening|going on)|found (?:it|the (?:problem|issue|bug|culprit|cause))|"
    r"(?:that|this|here)[’']?s (?:the (?:problem|issue|bug|culprit)|what[’']s wrong)|"
    r"(?:我)?(?:看到|找到|发现|明白)(?:了)?(?:问题|原因)(?:了|所在)?|问题找到了|"
    r"(?:ecco|ho (?:trovato|capito)) (?:il )?(?:problema|motivo)|"
    r"(?:原因|問題)が(?:わかり|分かり|見つかり)ました|"
    r"вижу проблему|нашёл проблему|нашел проблему|"
    r"(?:veo|encontr[ée]) el problema)(?:[.!:。！：]+\s*|\W*$)",
    re.I,
)
#: the agent telling what it did ("I checked the docs and ran …"), not what it found
_DID = re.compile(r"^(?:(?:i|we)(?:[’'](?:ve|m|ll|d))?\b|我(?!们的)|ho\b|abbiamo\b|я\b|мы\b)", re.I)
#: scripts written without spaces between words (a sentence there is counted by its letters)
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
#: the longest sentence kept (an account is a line, not the agent's whole answer)
MAX_SENTENCE = 240
#: the most of a list a sentence that announces it ("Fixed:") takes with it
MAX_LISTED = 160


@dataclass(frozen=True)
class Account:
    """What the agent said caused a problem and what fixed it."""

    cause: str
    fix: str

    @property
    def text(self) -> str:
        """The cause, then the fix (one sentence when the fix sentence gives the cause too)."""
        if self.cause == self.fix:
            return self.cause
        return f"{_upper_first(self.cause.rstrip('.:;'))}; {_lower_first(self.fix)}"


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text[:2].istitle() and text[1:2].islower() else text


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


#: a terminal's output the person attached by reference (Cursor: `@…/terminals/3.txt:122-129`)
_TERMINAL = re.compile(r"@\S*terminals[\\/]\d+\.txt:\d+(?:-\d+)?")
#: a stack the person pasted, even cut before its exception line (Python's frames, a
#: JavaScript stack): a program failed
_FRAMES = re.compile(
    r"Traceback \(most recent call last\)|^\s*File \"[^\"\n]+\", line \d+|"
    r"^\s+at \S+ \(\S+:\d+:\d+\)",
    re.M,
)


def told_failure(text: str) -> bool:
    """Whether the person's words say that something fails (not only asks for something), or
    point at what their terminal printed (the agent's answer then says whether it failed)."""
    head = text[:2000]
    return any(x.search(head) is not None for x in (_TOLD, _TERMINAL, _FRAMES))


def pasted_stack(text: str) -> bool:
    """Whether the person's words hold a pasted stack (its frames can come back, as an error's
    text can), not only words or a pointer."""
    return _FRAMES.search(text[:2000]) is not None


#: the person saying that what the agent told them to do worked ("right-click is correct, it
#: works now", "好了", "funziona"), in the first words of their next message
_WORKED = re.compile(
    r"(?<![\w-])(?:(?:it |that |this )?works?(?: now| fine| perfectly)?|worked|"
    r"that (?:fixed|did) it|fixed (?:it|now)|(?:is |was |that[’']?s )?correct|success(?:ful)?|"
    r"no (?:more )?errors?)(?![\w-])|好了|可以了|成功了?|正确|解决了|行了|没问题了?|"
    r"funziona|ha funzionato|risolto|работает|получилось|заработало|"
    r"動きました|できました|直りました|funciona|resuelto",
    re.I,
)
#: a negation that turns "works" around ("doesn't work", "不行", "non funziona")
_NOT_WORKED = re.compile(
    r"(?:\bnot|\bnever|\bno longer|n[’']t|\bnothing)\b\W*(?:\w+\W+)?(?:work|fix|correct)|"
    r"[没不未](?:有)?(?:好|行|成功|解决|正确|用)|non (?:funziona|ha funzionato)|"
    r"не (?:работает|получилось)|no funciona",
    re.I,
)


#: the person's next words opening on a yes to what the agent said ("ok", "yes", "you're right",
#: "thanks", "好的", "grazie"): the answer was taken, not passed over for a new task
_ACK = re.compile(
    r"^[\W_]*(?:ok(?:ay)?|yes|yep|yeah|yup|right|you[’']?re right|exactly|great|perfect|nice|"
    r"cool|awesome|excellent|good|thanks?|thank you|thx|got it|"
    r"好的?|对的?|是的|谢谢|可以|"
    r"sì|si|grazie|perfetto|ottimo|va bene|да|спасибо|отлично|хорошо|"
    r"はい|ありがとう|sí|gracias|vale|perfecto)(?![\w’'-])",
    re.I,
)
#: what the person attached first (Cursor's `@file` and `@…/terminals/3.txt:1-9`)
_ATTACHED = re.compile(r"^(?:\s*@\S+)+")
#: the person's next words recording the agent's work: they run or order `git add`, a commit
#: or a push of it ("git commit -m 'fix: …'", "commit and push", "pushしてください", "提交")
_RECORDED = re.compile(
    r"^[\W_]*(?:(?:please |now |let[’']?s |ok(?:ay)?,? )?(?:git\s+(?:add|commit|push)\b|"
    r"gh\s+pr\s+create\b|(?:commit|push)(?:\s+(?:it|this|that|the|them|these|and|all|now|"
    r"please|to)\b|[\W_]*$))|"
    r"提交(?:代码|一下|吧|到)|推送(?:代码|一下|吧|到)|(?:\S{1,30}?[にを])?(?:コミット|プッシュ|push\s*して|"
    r"commit\s*して)|"
    r"закоммить|запушь|committa)",
    re.I,
)


def acknowledged(text: str) -> bool:
    """Whether the person's words open on a yes to the agent's answer (after what they attached),
    say that it works now, or record the work (`git add .`, "commit and push"): a person
    who commits a change has taken it."""
    head = _ATTACHED.sub("", text.strip(), count=1)
    return (
        worked(head)
        or _RECORDED.search(head) is not None
        or (_ACK.search(head) is not None and _NOT_WORKED.search(head[:200]) is None)
    )


def worked(text: str) -> bool:
    """Whether the person's words open by saying that it works now (no "not", no question)."""
    head = text[:200]
    return (
        _WORKED.search(head) is not None
        and _NOT_WORKED.search(head) is None
        and not re.search(r"[?？]", head)
    )


#: a link as the client renders a file or a page (`[riot_client.py](riot_client.py)`,
#: `[app.ts](src/app.ts#L12)`): what it names, not where it points
_LINK = re.compile(r"\[([^\]\n]{1,160})\]\((?:[^()\s]|\([^()\s]*\))+\)")


def _clean(sentence: str) -> str:
    text = _MARKUP.sub("", _LINK.sub(r"\1", sentence))
    text = " ".join(text.split()).strip(" -—").lstrip(":")
    return text if len(text) <= MAX_SENTENCE else text[: MAX_SENTENCE - 1].rstrip() + "…"


#: a shell's code block ("```bash"), or one with no language
_SHELL_FENCE = re.compile(
    r"^```\s*(?:bash|sh|shell|zsh|console|terminal|powershell|ps1|pwsh|cmd)?\s*$", re.I
)
#: a line of a diff shown without a fence (`+         # drive letter fix: …`, `-     def f():`):
#: code, not the agent's words (a list item's mark is followed by one to three spaces)
_DIFF_LINE = re.compile(r"^(?:\+\s{2,}|-\s{4,})\S")
#: a prompt or Claude Code's shell-mode mark in front of a command in a block (`$ `, `! `, `PS> `)
_PROMPT = re.compile(r"^(?:\$|!|>|PS(?: [^>]*)?>)\s+")


def _handed_command(block: list[str]) -> str | None:
    """The first command of a shell block, without its prompt (`! paru -S x` → `paru -S x`)."""
    for line in block:
        line = line.strip()
        if not line or line.startswith(("#", "//", "REM ")):
            continue  # a comment
        command = _PROMPT.sub("", line, count=1).strip()
        return command if 0 < len(command) <= 100 and "`" not in command else None
    return None


def _pieces(message: str) -> list[tuple[bool, str]]:
    """The message as (is a heading, sentence), code fences, tables and quotes left out; a
    sentence that ends with a colon right above a shell block ("Try:", "Install it with:")
    takes the block's first command with it ("Try: `paru -S flashkit-bin`")."""
    out: list[tuple[bool, str]] = []
    fence = False
    block: list[str] | None = None
    for line in _REASONING.sub("", message).splitlines():
        stripped = line.strip()
        if (line.startswith(("    ", "\t")) or _DIFF_LINE.match(line)) and not fence:
            continue  # indented: code, or a quoted output; a diff's line
        if stripped.startswith("```") or _CODE_EDGE.match(stripped):
            fence = not fence
            if fence:
                above = out[-1] if out and not out[-1][0] else None
                block = [] if above and above[1].endswith((":", "：")) and _SHELL_FENCE.match(
                    stripped) else None  # fmt: skip
            elif block is not None:
                command = _handed_command(block)
                if command is not None:
                    out[-1] = (False, f"{out[-1][1]} `{command}`")
                block = None
            continue
        if fence and block is not None:
            block.append(line)
        if fence or not stripped or stripped.startswith(("|", ">", "---")):
            continue
        if _HEADING.match(line):
            out.append((True, _clean(stripped)))
            continue
        item = _ITEM.sub("", stripped, count=1)
        out += [(False, _clean(p)) for p in _SPLIT.split(item) if p.strip()]
    return [(h, s) for h, s in out if s]


#: headings that announce a fix below them (not a fix said in a sentence of their own)
_FIX_TITLE = re.compile(r"\b(?:what (?:we |I )?changed|changes?(?: made)?|fixes)\b", re.I)
#: the same title as a label that opens the sentence of the fix ("**Changes made:** Vite now
#: proxies …", its bold gone with the markup)
_FIX_LABEL = re.compile(
    r"^(?:what (?:we |I )?changed|changes?(?: made)?|fixes)\s*[:：]\s*(?=\S)", re.I
)


def _titles(marker: re.Pattern[str], heading: str) -> bool:
    return marker is _FIX and _FIX_TITLE.search(heading) is not None


def _short(text: str) -> bool:
    """Too short to say what was wrong or what was done: under four words (under eight
    letters in a script written without spaces)."""
    return len(text.split()) < 4 and len(_UNSPACED.findall(text)) < 8


def _announced(pieces: list[tuple[bool, str]], n: int) -> str | None:
    """The finding the agent announced ("I see the problem. Flask looks for …"): piece `n`
    after a piece that only announces it, or the rest of piece `n` after the announcement
    (a script without spaces keeps both in one piece: "我看到问题了。Flask默认会…"); only a
    finding of its own, not a plan, a guess or a report of the work."""
    heading, text = pieces[n]
    if heading:
        return None
    head = _FOUND.match(text)
    if head is not None and head.end() < len(text):
        # the sentence that follows it (a full stop of a script without spaces ends it)
        text = re.split(r"(?<=[。！？])", text[head.end() :], maxsplit=1)[0]
    elif n == 0 or (m := _FOUND.match(pieces[n - 1][1])) is None or m.end() < len(pieces[n - 1][1]):
        return None
    if (
        _short(text) or _REPORT.match(text) or _MUSING.match(text) or _HEDGE.search(text)
        or _PLAN.search(text) or _FIX.search(text) or _DID.match(text)
    ):  # fmt: skip
        return None
    return text


def _pick(pieces: list[tuple[bool, str]], marker: re.Pattern[str]) -> str | None:
    """The first sentence the marker finds; a heading's own words only when it says more
    than its title ("Root cause: the port was taken"), else the sentence under it. A cause
    is also the sentence right after the agent announced it found one (`_FOUND`)."""
    for n, (heading, text) in enumerate(pieces):
        found = _announced(pieces, n) if marker is _CAUSE else None
        if found is not None:
            return found
        labelled = marker is _FIX and not heading and _FIX_LABEL.match(text) is not None
        if marker.search(text) is None and not (heading and _titles(marker, text)) and not labelled:
            continue
        if labelled:
            text = _FIX_LABEL.sub("", text, count=1)
        if heading:
            # the paragraph under it: its first sentence, and the next while they are short
            under: list[str] = []
            for is_heading, below in pieces[n + 1 : n + 3]:
                if is_heading:
                    break
                under.append(below)
            if under and len(under[0].split()) >= 4:
                text = under[0]
                if len(under) > 1 and len(text) + len(under[1]) < MAX_SENTENCE:
                    text = f"{text} {under[1]}"
                return text
            continue
        if text.endswith((":", "：")):  # "Fixed:" and the change listed below it
            for is_heading, below in pieces[n + 1 : n + 3]:
                if is_heading or len(text) + len(below) > MAX_LISTED:
                    break
                text = f"{text} {below}"
            text = text.rstrip(":：")
        if _short(text) or _REPORT.match(text) or _MUSING.match(text):
            continue
        if _CHOICE.search(text):
            continue
        if marker is _CAUSE and (_HEDGE.search(text) or _PLAN.search(text)):
            continue
        if marker is _FIX and (
            _PROBE.search(text) or _UNSURE_FIX.search(text) or _WILL_FIX.search(text)
        ):
            continue
        said = _LEAD.sub("", text, count=1) or text
        if marker is _CAUSE and _WHERE.match(said):
            continue  # "The issue is in the `save()` function.": where, not what
        return said
    return None


def _diagnosed(reported: str) -> str | None:
    """The cause the person gave with their report ("the page crashes because `footer.ts`
    imports a helper `meta.ts` no longer exports"): a sentence that says both what fails
    and why, neither a guess nor a question."""
    for heading, text in _pieces(reported[:2000]):
        if heading or text.rstrip().endswith(("?", "？")) or _TOLD.search(text) is None:
            continue
        cause = _pick([(False, text)], _CAUSE)
        if cause is not None:
            return cause
    return None


def account(messages: Sequence[str], reported: str = "") -> Account | None:
    """The cause and the fix the agent gave in its turn (its last messages read first:
    where it sums up), or None when it does not give both. When the agent's words give
    the fix alone, the cause is the one the person `reported` with the failure, if any."""
    for message in reversed(messages[-4:]):
        pieces = _pieces(message)
        cause = _pick(pieces, _CAUSE)
        fix = _pick(pieces, _FIX)
        if cause is not None and fix == cause:
            # the cause's sentence read as the fix too (by a verb: "… removed `id` from …"):
            # another sentence of the message that gives a fix is the fix
            fix = (
                _pick([p for p in pieces if cause not in (p[1], _LEAD.sub("", p[1]))], _FIX) or fix
            )
        if cause is not None and fix is not None:
            return Account(cause, fix)
    # the cause said on the way (first messages), the fix in the summary (the last)
    causes = [c for m in messages[:-1] for c in [_pick(_pieces(m), _CAUSE)] if c]
    fix = _pick(_pieces(messages[-1]), _FIX) if messages else None
    if causes and fix is not None:
        return Account(causes[0], fix)
    cause = _diagnosed(reported) if reported else None
    if cause is not None:
        fix = next((f for m in reversed(messages[-4:]) if (f := _pick(_pieces(m), _FIX))), None)
        if fix is not None:
            return Account(cause, fix)
    return None
