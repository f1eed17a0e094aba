"""What tells a practice from an order for now, in one sentence: the practice head's marks.

The judge's practice head (daemon/learning/judge.py) reads every usable
sentence of every turn alone, and a lesson said in the middle of a task
("…, and keep the handlers thin") looks much like the task around it. These
marks are what the person's words show of the difference: a verb of a norm
(use, prefer, keep, avoid, stick to) or of a task opening the sentence
(make, add, fix, run); a named thing of this task (`code`, camelCase,
snake_case, an @mention) or a generic object and a word of norms (all
files, every test, as a rule, our style); words of the moment (now, first,
then, still, again); the same verbs in Chinese; the person speaking of what
the agent just did (a complaint, not a norm). Each is a feature only: the
head weighs them.
"""

from __future__ import annotations

import re

__all__ = ["PRACTICE_MARKS", "practice_marks"]

#: a verb of a norm, where the person tells how to work: use, prefer, keep, avoid, stick to…
_NORM_VERB = re.compile(
    r"(?:^|[,;:]\s*|\b(?:please|pls|always|never|should|must|to|we|i|you)\s+)"
    r"(?:use|prefer|keep|avoid|follow|stick to|stay|favou?r|default to|rely on|stop|remember|"
    r"don'?t|do not|never|always|only)\b",
    re.I,
)
#: a verb of a task, opening the sentence: make, add, fix, create, run, check…
_TASK_VERB = re.compile(
    r"^\W*(?:(?:please|pls|ok(?:ay)?|now|then|so|and|also|next|can you|could you|let'?s|"
    r"go ahead and)[,\s]+)*(?:make|add|fix|create|implement|build|write|update|change|remove|"
    r"delete|rename|move|generate|refactor|run|install|check|test|debug|deploy|edit|modify|"
    r"replace|convert|set up|setup|put|insert|show|open|look|find|investigate|analy[sz]e|read|"
    r"review|commit|push|start|try|do|give|help|improve|optimi[sz]e|clean|continue|proceed|go)\b",
    re.I,
)
#: a named thing of this task: `code`, camelCase, snake_case, an @mention
_NAMED = re.compile(r"`[^`]+`|\b[a-z]+[A-Z]\w*\b|\b\w+_\w+\b|\b[A-Z][a-z]+[A-Z]\w*\b|@\S+")
#: a generic object or a word of norms: all files, every test, as a rule, our style
_GENERIC = re.compile(
    r"\b(?:all|any|every|each|no)\s+(?:of\s+(?:the\s+)?)?(?:\w+\s+)?(?:files?|scripts?|"
    r"tests?|code|functions?|methods?|classes|components?|changes?|commits?|projects?|modules?|"
    r"packages?|dependencies|imports?|comments?|docs?|documentation|variables|endpoints?|pages?|"
    r"times?)\b|\b(?:in general|generally|as a rule|by convention|conventions?|"
    r"best practices?|standards?|guidelines?|style)\b",
    re.I,
)
#: words of the moment: now, first, then, still, again (and in Chinese)
_NOW = re.compile(
    r"\b(?:now|right now|first|next|then|currently|at the moment|this time|for now|today|again|"
    r"still|yet|just)\b|现在|先|然后|接下来|这次|目前|还是|再",
    re.I,
)
_NORM_VERB_CJK = re.compile(
    r"使用|用|保持|避免|遵循|优先|统一|不要|别|禁止|不能|不准|绝对|尽量|默认"
)
_TASK_CJK = re.compile(
    r"帮我|给我|生成|创建|修改|添加|实现|修复|看一下|检查|运行|部署|删除|更新|写一个|做一个|改成|改一下"
)
#: the person speaking of what the agent just did (a complaint, not a norm)
_YOU_DID = re.compile(
    r"\b(?:you|u)\s+(?:did|didn'?t|have|haven'?t|forgot|missed|broke|changed|removed|added|made|"
    r"put|used|are|were|keep)\b|为什么|你怎么|你又",
    re.I,
)
PRACTICE_MARKS = (
    "norm_verb", "task_verb", "named", "generic", "now", "norm_verb_cjk", "task_cjk", "you_did",
)  # fmt: skip


def practice_marks(sentence: str) -> list[float]:
    """What tells a practice from an order for now, in one sentence (`PRACTICE_MARKS`, in order)."""
    return [
        float(_NORM_VERB.search(sentence) is not None),
        float(_TASK_VERB.search(sentence) is not None),
        min(3, len(_NAMED.findall(sentence))) / 3,
        float(_GENERIC.search(sentence) is not None),
        float(_NOW.search(sentence) is not None),
        float(_NORM_VERB_CJK.search(sentence) is not None),
        float(_TASK_CJK.search(sentence) is not None),
        float(_YOU_DID.search(sentence) is not None),
    ]
