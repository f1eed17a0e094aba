"""How reflection groups lessons into rules: the group a lesson joins, the rule's tags,
scope and promotion state, and a person's new words joined to a rule that says the same.

A lesson's group is its kind and key (`lesson_tag`), within its project for a
person's words (unless they said it holds everywhere); an error and its fix
travel. A group becomes one rule (daemon/learning/reflect.py); its state is the
promotion policy of docs/scoring.md §8 (`promotion_state`), and a proposal of a
person's words is active too once a sentence of theirs in another session of the
project says it again in other words (`restated`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from kenning.daemon.core.models import Rule, RuleKind, RuleState, Scope
from kenning.daemon.learning.conventions import states_convention
from kenning.daemon.learning.diary import Diary
from kenning.daemon.learning.gates import (
    binding,
    guarding,
    holds_beyond,
    holds_for_work,
    orders_later,
    orders_on_thing,
    orders_work,
    plans_work,
    task_things,
)
from kenning.daemon.learning.lessons import SAID_KINDS, Lesson, usable_sentences
from kenning.daemon.learning.pasted_text import points_inside, word_count
from kenning.daemon.learning.sameness import Statement, cosines, named, same_lesson, things_agree
from kenning.daemon.learning.statements import sentences
from kenning.daemon.playbook.similarity import jaccard, words

if TYPE_CHECKING:
    from kenning.daemon.retrieval.embedding.embedder import Embedder

__all__ = [
    "CATEGORY",
    "PASTED_WORDS",
    "REASONING",
    "RESTATED_MIN",
    "RULE_KIND",
    "SAID",
    "TEMPLATE_ALIKE",
    "group_id",
    "lesson_tag",
    "one_off",
    "promotion_state",
    "recurs",
    "restated",
    "same_meaning",
    "scope_of",
    "situation_tags",
    "worded",
]

#: the lesson kinds that are a person's words (a correction, a convention, a guardrail, a
#: workflow): said again in another session, not "seen again"
SAID = SAID_KINDS


_GROUP = {
    "correction": "said",
    "convention": "said",
    "guardrail": "said",
    "workflow": "said",
    "error_fix": "err",
    "revert": "rev",
}
CATEGORY = {
    "correction": "correction",
    "convention": "convention",
    "guardrail": "guardrail",
    "workflow": "workflow",
    "error_fix": "error-fix",
    "revert": "revert",
}
REASONING = {
    "correction": "a correction the user made",
    "convention": "a convention the user stated",
    "guardrail": "a guardrail the user set: what must never be done or touched",
    "workflow": "a workflow the user asked for every time",
    "error_fix": "an error followed by the change that fixed it",
    "revert": "a change reverted after it broke things",
}
RULE_KIND = {
    "correction": RuleKind.PROJECT_CONVENTION,
    "convention": RuleKind.PROJECT_CONVENTION,
    "guardrail": RuleKind.PROJECT_CONVENTION,
    "workflow": RuleKind.WORKFLOW_RULE,
    "error_fix": RuleKind.WORKFLOW_RULE,
    "revert": RuleKind.ANTI_PATTERN,
}


def lesson_tag(lesson: Lesson) -> str:
    """The tag that ties a rule to the lesson it was learned from (`err-…` for errors)."""
    return f"{_GROUP[lesson.kind]}-{lesson.key}"


def group_id(d: Diary, lesson: Lesson) -> str:
    # a user's words belong to their project, unless they said they hold everywhere;
    # an error and its fix travel
    travels = _GROUP[lesson.kind] == "err" or lesson.scope == "everywhere"
    where = "" if travels else (d.workspace or "")
    return f"{lesson_tag(lesson)}@{where}"


def _tag_word(text: str) -> str:
    return "-".join(text.lower().split())[:60]


def situation_tags(tag: str, members: list[tuple[Diary, Lesson]]) -> list[str]:
    tags = [tag]
    kind = members[0][1].kind
    if kind in ("guardrail", "workflow"):
        tags.append(kind)
    for _, lesson in members:  # the errors it is about, for automatic harmful marks
        sig = f"sig-{lesson.error_key}" if lesson.error_key else None
        if sig and sig not in tags and sig != tag.replace("err-", "sig-", 1):
            tags.append(sig)
    for _, lesson in members:
        for item in [*lesson.languages, *lesson.files, *lesson.commands, *lesson.terms]:
            word = _tag_word(item)
            if word and word not in tags:
                tags.append(word)
    return tags[:24]


def scope_of(members: list[tuple[Diary, Lesson]]) -> tuple[Scope, str | None]:
    """Where a lesson applies: where the person said it holds ("in every project",
    "for *.tsx files"), else its project, else the language its sessions share.

    A person's words that name no wider place hold in the project they were said
    in (`stated_scope`), also when their log recorded no folder (a prompt log, a
    Gemini chat): that rule is scoped to its workspace without a key, which the
    review of proposals asks for, and until then only its words bring it.
    """
    said = [lesson for _, lesson in members if lesson.scope is not None]
    if said and said[0].scope == "everywhere":
        return Scope.GLOBAL, None
    if said and said[0].scope == "filetype" and said[0].scope_key:
        return Scope.LANGUAGE, said[0].scope_key
    workspaces = {d.workspace for d, _ in members}
    if len(workspaces) == 1:
        ws = next(iter(workspaces))
        if ws:
            return Scope.WORKSPACE, ws
        if said and said[0].scope == "repo":
            return Scope.WORKSPACE, None
    langs = [set(lesson.languages) for _, lesson in members]
    common = sorted(set.intersection(*langs)) if langs else []
    if len(common) == 1:
        return Scope.LANGUAGE, common[0]
    return Scope.GLOBAL, None


#: a person's statement longer than this, word for word in several sessions, was pasted
#: (a prompt file, a template, one conversation exported twice): said once
PASTED_WORDS = 20


#: how alike two statements' words must be, the objects of the code they name aside, to be
#: one template filled in for two tasks (`_frame`)
TEMPLATE_ALIKE = 0.8


def _frame(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """A statement's words with the objects of the code it names taken out (its tokens that
    hold a path, a file or an identifier: `gates.task_things`), and those tokens."""
    kept: list[str] = []
    things: set[str] = set()
    for token in text.split():
        if "/" in token or "\\" in token or task_things(token):
            things.add(token.strip("`'\"()[],;:!?").lower())
        else:
            kept.append(token)
    return words(" ".join(kept)), frozenset(things)


#: a statement as `_times_said` compares it: its words and the objects of the code it names
#: (`_frame`), and whether the judge doubted it
_Said = tuple[frozenset[str], frozenset[str], bool]


def _filled_again(said: _Said, before: _Said) -> bool:
    """Whether a statement is one said before filled in for other objects of the code: the
    same words about other files or identifiers; or, where the judge doubted either, any
    words about only other objects (the same request put another way for another task:
    saying it again says nothing against the judge's doubt)."""
    frame, things, doubted = said
    seen, other, doubted_before = before
    if other == things or not (other or things):
        return False
    if jaccard(seen, frame) >= TEMPLATE_ALIKE:
        return True
    return (doubted or doubted_before) and bool(things) and bool(other) and not things & other


def _times_said(members: list[tuple[Diary, Lesson]], existing: Rule | None = None) -> int:
    """In how many sessions the person said it: a long statement pasted again counts once,
    and so does a turn sent again whole (a retry of the same request, or the same brief
    pasted into a new session), where the lesson was one part of the turn; a template
    filled in again (the same words about other files or identifiers: "<paths> should
    these files be here?"), and a sentence that points at material of its turn ("fix the
    comments below": `pasted_text.points_inside`), each count once: what they ask for is
    the task's each time. `existing`: the rule these words join; its other sessions said
    it in its words, and a rule still a proposal was doubted."""
    ours = {d.session_id for d, _ in members}
    pasted: set[str] = set()
    frames: list[_Said] = []
    inside = False
    times = 0
    if existing is not None:
        times = len(set(existing.provenance.sessions) - ours)
        if times:
            doubted = existing.state == RuleState.PROPOSAL
            frames.append((*_frame(existing.content), doubted))
    for _, lesson in members:
        if word_count(lesson.text) > PASTED_WORDS:  # by letters where words have no spaces
            words_ = " ".join(lesson.text.lower().split())
            if words_ in pasted:
                continue
            pasted.add(words_)
        if lesson.turn is not None:
            if lesson.turn in pasted:
                continue
            pasted.add(lesson.turn)
        if points_inside(lesson.text):
            if inside:
                continue
            inside = True
        said = (*_frame(lesson.text), lesson.tentative)
        if any(_filled_again(said, before) for before in frames):
            continue
        frames.append(said)
        times += 1
    return times


def recurs(members: list[tuple[Diary, Lesson]]) -> bool:
    """Whether a lesson was met in two sessions: a person's words said again (a turn sent
    again whole, or a long statement pasted word for word, counts once: `_times_said`), an
    error fixed or a change reverted again."""
    if len({d.session_id for d, _ in members}) < 2:
        return False
    if all(lesson.kind in SAID for _, lesson in members):
        return _times_said(members) >= 2
    return True


def promotion_state(members: list[tuple[Diary, Lesson]], existing: Rule | None = None) -> RuleState:
    """The promotion policy of a learned lesson (docs/scoring.md §8).

    One session teaches a proposal, whatever it is: on real sessions most
    single-session lessons — a verified fix included — were not worth a
    rule. A second session makes it active: the person said it again (their
    words, matched by meaning; a long statement pasted word for word is said
    once), or the same error was met and fixed again, or the same change
    reverted again, and one of them was verified. `existing`: the rule of this
    lesson, learned before (the sessions it cites count too).
    """
    known = existing.provenance.sessions if existing is not None else []
    sessions = {d.session_id for d, _ in members} | set(known)
    lessons = [lesson for _, lesson in members]
    if len(sessions) < 2:
        return RuleState.PROPOSAL
    if all(x.kind in SAID for x in lessons):
        said = _times_said(members, existing)
        return RuleState.ACTIVE if said >= 2 else RuleState.PROPOSAL
    if any(x.confirmed for x in lessons):
        return RuleState.ACTIVE
    return RuleState.PROPOSAL


def worded(members: list[tuple[Diary, Lesson]]) -> str:
    """The words a new rule takes from the sessions that taught it: the person's statement
    the judge was surest is a lesson ("run the scripts with uv, never the bare interpreter"
    over "you'll work in the uv env" said in another of them), the first one on a tie or
    unjudged."""
    said = [lesson for _, lesson in members if lesson.kind in SAID]
    if len(said) < 2:
        return members[0][1].text
    return max(said, key=lambda x: x.confidence or 0.0).text


#: cosine at or above which a sentence of another session, naming what a lesson names and
#: binding the work, says that lesson again (bench/README.md, "Said again in other words")
RESTATED_MIN = 0.50
#: (workspace, sessions to leave out, things) → (session, text) of the person's messages
#: in the other sessions of that workspace that hold one of the things
SaidNaming = Callable[[str | None, Collection[str], Collection[str]], list[tuple[str, str]]]


def restated(
    members: list[tuple[Diary, Lesson]],
    said_naming: SaidNaming,
    own_turns: Collection[str],
    embedder: Embedder | None,
) -> bool:
    """Whether the person said a lesson of theirs again in another session of the project,
    in any words: a usable sentence of their turns there (not a turn sent again whole:
    `own_turns`) that names what the lesson names (`sameness.things_agree`: shared, on the
    same side, nothing telling them apart), binds the work itself (`gates.binding`: should,
    never, use, prefer, …; not a question, a report or pasted output) and means it (MiniLM
    cosine at least `RESTATED_MIN`, whatever the length). A sentence the judge did not
    make a lesson counts: the person need not repeat it in a form the judge would pick.
    Without a model, or for a text the model does not read, nothing is restated."""
    d, lesson = members[0]
    if lesson.kind not in SAID or lesson.tentative or embedder is None:
        return False
    if plans_work(lesson.text) or points_inside(lesson.text):
        return False  # the task's plan, or its turn's material: the next session goes on
    mine = named(lesson.text)
    if not mine.all:
        return False
    sessions = {m.session_id for m, _ in members}
    found: list[str] = []
    for _, text in said_naming(d.workspace, sessions, mine.all):
        if text in own_turns:
            continue  # the same turn sent again (a retry, a paste)
        parts = sentences(text)
        for i in usable_sentences(parts):
            part = parts[i]
            if binding(part) and things_agree(mine, named(part)) is True:
                found.append(part)
    if not found:
        return False
    first, *others = cosines(embedder, [lesson.text, *dict.fromkeys(found)])
    if first.vector is None:
        return False
    return any(
        o.vector is not None
        and sum(x * y for x, y in zip(first.vector, o.vector, strict=True)) >= RESTATED_MIN
        for o in others
    )


#: the kinds of a person's words that may be an order for the task at hand (a workflow is
#: a procedure for every time; "do not call it OUT_DIR, rename it" reads as a guardrail)
_ORDERS = ("convention", "correction", "guardrail")
#: (workspace, sessions to leave out, things, before: a start time or None) → the things
#: another session names (with `before`, one that started before it)
NamedElsewhere = Callable[[str | None, Collection[str], Collection[str], str | None], set[str]]


def one_off(members: list[tuple[Diary, Lesson]], named_elsewhere: NamedElsewhere) -> bool:
    """Whether a person's words said in one session are an order for that session's task
    (or in several, as one turn sent again whole: a retry, the same prompt pasted again).

    Only where the log holds none of the agent's work (a prompt log, an input history:
    no run, no edit), so that nothing tells what the words were about but the words: they
    name objects of the code (`gates.task_things`: a path, a file, an identifier) that the
    person names in no other session of the project, or open by ordering a piece of work
    now (`gates.orders_work`: "Stop the worker"), and hold no word that makes
    them hold beyond the task (every, always, never, from now on, prefer, …). "Do not call
    the setting OUT_DIR, call it EXPORT_OUT_DIR" is about this task's objects; "Use uv run
    for scripts, not the system interpreter" names none, and "keep the settings in
    .env.example" names one the person speaks of in other sessions too. A correction of
    what the agent did, in a log that keeps it, is judged by the work it corrects, not
    here."""
    sessions = sorted({d.session_id for d, _ in members})
    if len(sessions) != 1 and _times_said(members) != 1:
        return False  # said again, not the same turn sent again (a retry, a paste)
    d, lesson = members[0]
    if any(m.commands or m.files for m, _ in members):
        return False
    if lesson.kind not in _ORDERS or lesson.scope == "everywhere":
        return False
    if lesson.beside_task and not holds_beyond(lesson.text):
        # said beside an order of work on a named file ("create `bundle.sh` in scripts/, …
        # For any temporary files, you create <outdir>/tmp", "… You should not modify
        # anything out of <outdir>"): a detail, or a condition, of that task
        return True
    if guarding(lesson.text):
        return False  # "do not edit `schema.sql`": a guardrail names what it guards
    if states_convention(lesson.text):
        # "for the load tests, use the staging host": the situation it is for; "use cases
        # are stored in use_cases.md": the kind of thing it holds for
        return False
    # the person's own words (a correction's text may add the agent's command after them)
    words = " ".join(lesson.evidence) or lesson.text
    ordered = orders_work(words) or orders_later(words)
    if ordered and not holds_for_work(lesson.text):
        # "Stop the worker, clear its queue and start it again."; "Implement x.py, sum
        # each invoice" (each invoice is the task's); "…, revise your migration notes"
        return True
    if holds_beyond(lesson.text) and not (ordered or orders_on_thing(words)):
        return False
    # a preference said while ordering work on this task's things ("we prefer to build the
    # DSN from its parts, revise DBConfig"; "revert it, X goes in the compose file") is
    # that order's specification when no earlier session names them
    things = task_things(words)
    if not things:
        return False
    # only sessions before it count: a thing first named in this session and named again
    # later is one this task made ("name the package `video_syn`"), and a sweep then says
    # what the daemon, reflecting each session as it settles, said of it
    began = min((m.started_at for m, _ in members if m.started_at), default=None)
    return not named_elsewhere(d.workspace, sessions, things, began)


def _said_where(gid: str) -> str:
    """The project of a group of a person's words (`said-…@<workspace>`)."""
    return gid.partition("@")[2]


def same_meaning(
    groups: dict[str, list[tuple[Diary, Lesson]]],
    wanted: list[str],
    found: dict[str, Rule],
    live: list[Rule],
    embedder: Embedder | None,
) -> dict[str, Rule]:
    """One rule per lesson: a person's new words that mean what a rule of their project
    says (or what other new words say) join it instead of making a second rule.

    `found`: the rules already tied to a group by its exact words. Groups of
    the same meaning among `wanted` are merged into the first (in place: the
    later ones leave `wanted`); the rules found by meaning are returned by group.
    """
    fresh = [g for g in wanted if g.startswith("said-") and g not in found]
    if not fresh:
        return {}
    places = {_said_where(g) for g in fresh}
    rules = [
        b
        for b in live
        if not b.is_anti_pattern
        and not any(t.startswith(("err-", "rev-")) for t in b.tags)
        and ((b.scope_key or "") in places or b.scope == Scope.GLOBAL)
    ]
    texts = {g: groups[g][0][1].text for g in fresh}
    # only what could be one lesson is embedded: what they name must not tell them apart
    pairs_ok = {
        (g, b.id)
        for g in fresh
        for b in rules
        if ((b.scope_key or "") == _said_where(g) or b.scope == Scope.GLOBAL)
        and things_agree(named(texts[g]), named(b.content)) is not False
    }
    wanted_texts = sorted({texts[g] for g in fresh} | {b.content for b in rules
                           if any(p[1] == b.id for p in pairs_ok)})  # fmt: skip
    vectors = {st.text: st for st in cosines(embedder, wanted_texts)}

    def statement(text: str) -> Statement:
        return vectors.get(text) or Statement(text)

    by_rule: dict[str, Rule] = {}
    kept: list[str] = []
    for g in fresh:
        mine = statement(texts[g])
        rule = next(
            (b for b in rules if (g, b.id) in pairs_ok and same_lesson(mine, statement(b.content))),
            None,
        )
        if rule is not None:
            by_rule[g] = rule
            continue
        first = next(
            (k for k in kept if _said_where(k) == _said_where(g)
             and same_lesson(statement(texts[k]), mine)),
            None,
        )  # fmt: skip
        if first is None:
            kept.append(g)
            continue
        members = groups[first]
        for m in groups[g]:
            if all(x[0].session_id != m[0].session_id for x in members):
                members.append(m)
        wanted.remove(g)
    return by_rule
