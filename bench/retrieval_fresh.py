"""A held-back bank of long chats between two named people: never tuned on.

Written for issue 28's second round, before its changes to the ranking,
in the shape of the public chat-memory sets (two people, many dated
sessions, facts told in passing), with its own people, topics and
wording. The ranking is never tuned on it: it is measured before and after
each change, beside the development half of retrieval_qa.py, which is.

Each conversation has 16 to 22 sessions, 9 to 16 days apart, of chatter
around the things told:

- reply: one person asks, the other answers one to three turns later
  (a stalling line, a prompt of the asker between), often by "it";
- told: a fact told in passing, with a time said against the session's day
  ("last Saturday", "two weeks ago");
- list: one person tells three or four things of one kind in different
  sessions, some as replies to a question; the other person tells one of
  the same kind (not evidence);
- month: the same kind of thing done in three sessions, each with another
  detail; the question asks about one month;
- inference: what one says of likes and dislikes, asked as a question the
  chat never answers in words.

Question categories: `single-hop` (reply and told facts), `temporal` ("When
did ...", "... in May 2023"), `list` and `inference`; each names the person
and labels its evidence turns.

    python -m bench.retrieval_fresh
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from .retrieval_qa import Conversation, Question, Session

__all__ = ["CATEGORIES", "fresh_conversations", "main", "run_bank"]

CATEGORIES = ("single-hop", "temporal", "list", "inference")

PEOPLE = str.split(
    """Wendell Marisol Anouk Bertram Celeste Dorian Ezra Fenna Gunnar Hollis Ines Jory
    Katya Lorcan Maeve Nils Odile Percy Quilla Rosalind Stellan Tove Ulric Verity"""
)

#: (who speaks, text) with who "me" (the person asked about) or "you"
Turns = tuple[tuple[str, str], ...]

CHATTER = (
    "Morning! Finally a quiet moment to catch up.",
    "Sorry I went silent, the week got away from me.",
    "Ha, that sounds exactly like something you would do.",
    "The weather cannot decide what it wants to be today.",
    "I had far too much coffee, so forgive the typing speed.",
    "Honestly it has been a long one, but a good kind of long.",
    "Did you see the sunset yesterday? The whole sky went pink.",
    "I keep meaning to call you properly instead of typing.",
    "My neighbour is drilling again, I can barely think.",
    "That made me laugh out loud on the bus.",
    "Oh no, I hope that sorts itself out soon.",
    "We should plan something when things calm down.",
    "Nothing much here, just the usual errands and laundry.",
    "I am half asleep but I wanted to answer you.",
    "You always find the bright side, I admire that.",
    "True, true. Life keeps throwing curveballs.",
    "Same old, same old over here, nothing exciting.",
    "Wait, I think I missed a message from you last time.",
    "Anyway, enough about my week. How are things?",
    "I totally get that, some days are just like that.",
    "It is so nice to hear from you, really.",
    "Let me grab some tea first, one second.",
    "That is wild! I would never have guessed.",
    "Sounds lovely, I am a bit jealous.",
)

STALLS = (
    "Oh, where do I even start.",
    "Ha, funny you should ask.",
    "Hmm, mixed feelings, honestly.",
    "Okay, so, long story.",
    "Don't get me started!",
)
PROMPTS = ("Go on, tell me!", "Now I really want to know.", "Spill!", "I'm all ears.")
GOODBYES = (
    "I have to run, talk soon!",
    "Okay, bedtime for me. Take care!",
    "Catch you next week, bye!",
    "Good chatting, speak soon.",
)


@dataclass(frozen=True)
class Reply:
    """The other person asks; `me` answers after 0-2 turns; the answer is the evidence."""

    ask: str
    answer: str
    question: str


@dataclass(frozen=True)
class Told:
    """A fact told in passing with a time said against the session's day."""

    text: str
    question: str  # a single-hop question
    when: str  # the temporal one ("When did {me} ...?")

    def at(self, ago: str) -> str:
        """The text with its `{ago}` said: as written at the head, else from a small letter."""
        head = self.text.startswith("{")
        return self.text.replace("{ago}", ago if head else ago[0].lower() + ago[1:])


@dataclass(frozen=True)
class ListOf:
    """Things of one kind: item templates (`me` tells one per session), a question for some."""

    items: tuple[str, ...]
    asks: tuple[str, ...]  # a question the other person may ask before an item
    other: str  # one item of the kind the other person tells (not evidence)
    question: str


@dataclass(frozen=True)
class Month:
    """The same kind of thing in three sessions; `details` fill `text`; the question a month."""

    text: str
    details: tuple[str, ...]
    question: str  # with {me} and {month}


@dataclass(frozen=True)
class Inference:
    """Likes and dislikes told in two sessions; a question they answer without its words."""

    texts: tuple[str, str]
    question: str


REPLIES = (
    Reply(
        "How did the driving lessons go in the end?",
        "Passed! The examiner said my parallel parking was the neatest she'd seen all week.",
        "Did {me} pass the driving test?",
    ),
    Reply(
        "Whatever happened with the leak in your kitchen ceiling?",
        "The plumber found a cracked pipe under the upstairs bath. It cost a fortune to fix.",
        "What caused the leak in {me}'s kitchen?",
    ),
    Reply(
        "Did you pick a name for the new puppy yet?",
        "We went with Juniper, the kids voted and it won by a landslide.",
        "What did {me} name the puppy?",
    ),
    Reply(
        "How is your grandmother doing after the surgery?",
        "Much better. She is walking with a cane now and already bossing the nurses around.",
        "How is {me}'s grandmother after her operation?",
    ),
    Reply(
        "What did you think of the play your sister was in?",
        "It was brilliant, she played a ghost and got a standing ovation in the second act.",
        "What role did {me}'s sister play?",
    ),
    Reply(
        "Are you still thinking about switching jobs?",
        "I actually handed in my notice. I start at the botanical garden next month as a guide.",
        "Where is {me}'s new job?",
    ),
    Reply(
        "How was the wedding you went to up north?",
        "Gorgeous, it was in an old barn by a lake, and I caught the bouquet by accident.",
        "Where was the wedding {me} went to?",
    ),
    Reply(
        "Did the bakery like your cake designs?",
        "They loved them and ordered forty cupcakes for a christening, my first paid order!",
        "What was {me}'s first paid baking order?",
    ),
    Reply(
        "So what are you going to do with the old van?",
        "We're turning it into a tiny camper, bed in the back and a little gas stove.",
        "What is {me} doing with the van?",
    ),
    Reply(
        "How did your son's science fair project turn out?",
        "He built a model volcano that actually erupts, and it won second prize.",
        "What did {me}'s son make for the science fair?",
    ),
    Reply(
        "Have you heard back from the landlord about the heating?",
        "Yes, a new boiler is going in on Friday, finally.",
        "What is being fixed in {me}'s flat?",
    ),
    Reply(
        "What was the concert like?",
        "Loud and sweaty and perfect. They played the whole first album start to finish.",
        "What did the band play at the concert {me} went to?",
    ),
    Reply(
        "How's the knee doing these days?",
        "The physio says it's healing well, I'm allowed to jog short distances again.",
        "What did the physio tell {me}?",
    ),
    Reply(
        "Did you manage to find a flat closer to work?",
        "Signed the lease yesterday, a little place above a bookshop, ten minutes on foot.",
        "Where is {me}'s new flat?",
    ),
    Reply(
        "What did your dad get up to on his birthday?",
        "We took him fishing on the estuary, he caught nothing and was thrilled anyway.",
        "How did {me}'s father spend his birthday?",
    ),
    Reply(
        "Did the interview for the scholarship go okay?",
        "It went well, I think. They asked mostly about my volunteering at the shelter.",
        "What was {me} asked about in the scholarship interview?",
    ),
)

TOLD = (
    Told(
        "{ago_words} I finally ran my first half marathon, legs are still complaining.",
        "What race did {me} run?",
        "When did {me} run a half marathon?",
    ),
    Told(
        "{ago_words} we adopted two guinea pigs from the rescue, Pickle and Bean.",
        "What are the names of {me}'s guinea pigs?",
        "When did {me} adopt the guinea pigs?",
    ),
    Told(
        "{ago_words} I signed up for a stand-up comedy workshop, terrifying but fun.",
        "What kind of workshop did {me} sign up for?",
        "When did {me} join the comedy workshop?",
    ),
    Told(
        "I went to see the northern lights in Tromsø {ago_words}, it was unreal.",
        "Where did {me} see the northern lights?",
        "When did {me} see the northern lights?",
    ),
    Told(
        "{ago_words} my mentor at work retired, we threw her a surprise picnic.",
        "What did {me}'s team do for the mentor who retired?",
        "When did {me}'s mentor retire?",
    ),
    Told(
        "I got my first tattoo {ago_words}, a small swallow on my wrist.",
        "What tattoo did {me} get?",
        "When did {me} get a tattoo?",
    ),
    Told(
        "{ago_words} I volunteered at the food bank for the first time.",
        "Where did {me} volunteer?",
        "When did {me} first volunteer at the food bank?",
    ),
    Told(
        "We planted an apple tree in the back garden {ago_words}, my mum's idea.",
        "What did {me} plant in the garden?",
        "When did {me} plant the apple tree?",
    ),
    Told(
        "{ago_words} I gave a talk at the library about local birds.",
        "What did {me} give a talk about?",
        "When did {me} give the talk at the library?",
    ),
    Told(
        "My brother and I drove to the coast {ago_words} just to eat chips on the pier.",
        "Who did {me} drive to the coast with?",
        "When did {me} go to the coast with the brother?",
    ),
)

#: how a time is said against the session's day
AGO = ("Yesterday", "Last Saturday", "Two weeks ago", "Last week", "A few days ago", "Last month")

LISTS = (
    ListOf(
        (
            "I've started learning the ukulele, my fingers hurt already.",
            "Picked up a second-hand cello, the neighbours are being very patient.",
            "Trying the harmonica now, it fits in my pocket so I practise on walks.",
            "A friend lent me her keyboard, so I'm doing scales every evening.",
        ),
        ("Still playing music?", "What are you practising these days?"),
        "I used to play the trumpet at school, badly.",
        "What instruments has {me} played?",
    ),
    ListOf(
        (
            "Just got back from Lisbon, the custard tarts alone were worth it.",
            "We spent four days hiking in the Dolomites, my calves are destroyed.",
            "Took the night train to Vienna for a long weekend.",
            "Spent a week on a little Greek island with no wifi at all.",
        ),
        ("Been anywhere nice lately?", "Any trips recently?"),
        "We went to Edinburgh once, it rained the whole time.",
        "Which places has {me} travelled to?",
    ),
    ListOf(
        (
            "I'm halfway through a thick novel about a lighthouse keeper.",
            "Finished a memoir by a mountain rescue doctor, couldn't put it down.",
            "Reading a collection of short stories set in Lagos now.",
            "Started a book about the history of salt, weirdly gripping.",
        ),
        ("Reading anything good?", "What's on your nightstand these days?"),
        "I only read cookbooks, to be honest.",
        "What books has {me} been reading?",
    ),
    ListOf(
        (
            "Tried a pottery evening class, my bowl came out lopsided.",
            "I joined a climbing gym, bouldering twice a week now.",
            "Signed up for a Spanish course at the community centre.",
            "Started sketching people at the café, just in pencil.",
        ),
        ("Picked up any new hobbies?", "What are you up to in the evenings?"),
        "I tried knitting once and gave up after a scarf.",
        "What hobbies has {me} taken up?",
    ),
    ListOf(
        (
            "Made a huge pot of lentil soup, it lasted four days.",
            "I baked sourdough for the first time, dense but edible.",
            "Tried making dumplings from scratch, folding them is an art.",
            "Cooked a Thai green curry that was far too spicy.",
        ),
        ("Cooked anything nice?", "What's been in the kitchen lately?"),
        "I mostly live on toast, you know me.",
        "What dishes has {me} cooked?",
    ),
)

MONTHS = (
    Month(
        "Went swimming in the {detail} this weekend, the water was bracing.",
        ("river behind the mill", "outdoor lido", "sea at the cove"),
        "Where did {me} swim in {month}?",
    ),
    Month(
        "We spent the weekend painting the {detail}, paint everywhere.",
        ("garden fence", "spare bedroom", "front door"),
        "What did {me} paint in {month}?",
    ),
    Month(
        "Took the kids to the {detail} on Sunday, they loved it.",
        ("aquarium", "science museum", "farm park"),
        "Where did {me} take the kids in {month}?",
    ),
)

INFERENCES = (
    Inference(
        (
            "I honestly can't handle hot weather, I wilt above twenty-five degrees.",
            "Give me a misty hill and a flask of soup over a sunbed any day.",
        ),
        "Would {me} enjoy a beach holiday in the tropics?",
    ),
    Inference(
        (
            "Crowds make me so anxious, I left the festival after an hour.",
            "My perfect Saturday is a quiet walk and an early night.",
        ),
        "Would {me} like going to a packed stadium gig?",
    ),
    Inference(
        (
            "I've been vegetarian for six years now and never looked back.",
            "The smell of frying bacon actually puts me off.",
        ),
        "Would {me} order the steak at a restaurant?",
    ),
    Inference(
        (
            "I get seasick just looking at boats, it's ridiculous.",
            "Even the ferry across the harbour makes me green.",
        ),
        "Would {me} want to go on a sailing trip?",
    ),
)


class Chat:
    """Sessions being filled: blocks of turns placed in order, chatter between."""

    def __init__(
        self,
        rng: random.Random,
        me: str,
        you: str,
        days: list[date],
        talk: tuple[Sequence[str], Sequence[str]] = (CHATTER, GOODBYES),
    ) -> None:
        self.rng = rng
        self.names = {"me": me, "you": you}
        self.days = days
        self.chatter, self.goodbyes = talk
        self.blocks: list[list[tuple[int, Turns, list[int]]]] = [[] for _ in days]
        self.count = 0
        self.asks: list[tuple[str, str, list[int]]] = []  # question, category, block numbers

    @classmethod
    def between(
        cls,
        rng: random.Random,
        people: Sequence[str],
        start: date,
        sessions: tuple[int, int],
        gap: tuple[int, int],
        talk: tuple[Sequence[str], Sequence[str]] = (CHATTER, GOODBYES),
    ) -> Chat:
        """Two of `people` and their sessions' days: a count in `sessions`, days apart in `gap`."""
        pair = rng.sample(people, 2)
        count = rng.randint(*sessions)
        days = [start]
        for _ in range(count - 1):
            days.append(days[-1] + timedelta(days=rng.randint(*gap)))
        return cls(rng, pair[0], pair[1], days, talk)

    def put(self, session: int, turns: Turns, evidence: Sequence[int]) -> int:
        """Place turns in a session; returns the block's number (its evidence lands at `build`)."""
        self.blocks[session].append((self.count, turns, list(evidence)))
        self.count += 1
        return self.count - 1

    def said(self, session: int, turns: Turns, evidence: Sequence[int], swap: bool) -> int:
        """`put`, the turns said by the other pair when `swap` (`me` becomes `you`)."""
        return self.put(session, flip(turns, swap), evidence)

    def said_apart(self, sessions: Sequence[int], texts: Sequence[str], swap: bool) -> list[int]:
        """One person's `texts`, each said alone in its session of `sessions`; their blocks."""
        return [
            self.said(s, (("me", text),), [0], swap)
            for s, text in zip(sessions, texts, strict=True)
        ]

    def ask(self, text: str, category: str, marks: Sequence[int], swap: bool) -> None:
        """A question about `me` (the other person when `swap`): `{me}` and `{you}` named."""
        me, you = self.names["me"], self.names["you"]
        if swap:
            me, you = you, me
        self.asks.append((text.replace("{me}", me).replace("{you}", you), category, list(marks)))

    def list_of(self, kind: ListOf, sessions: Sequence[int], swap: bool) -> list[int]:
        """Three or four of `kind`'s items told in as many sessions (some asked for first),
        and the other person's one; returns the items' blocks."""
        rng = self.rng
        n = rng.randint(3, 4)
        marks = []
        for item, session in zip(kind.items[:n], sorted(rng.sample(sessions, n)), strict=True):
            if rng.random() < 0.5:
                asked: Turns = (("you", rng.choice(kind.asks)), ("me", item))
                marks.append(self.said(session, asked, [1], swap))
            else:
                marks.append(self.said(session, (("me", item),), [0], swap))
        self.said(rng.choice(sessions), (("you", kind.other),), [], swap)
        return marks

    def build(self, conv: str) -> tuple[list[Session], dict[int, list[tuple[int, int]]]]:
        """The sessions, and each block's evidence as (session, turn), by block number."""
        sessions: list[Session] = []
        where: dict[int, list[tuple[int, int]]] = {}
        for s, (day, blocks) in enumerate(zip(self.days, self.blocks, strict=True)):
            turns: list[tuple[str, str]] = []
            last = self._chatter(turns, self.rng.choice(("me", "you")), self.rng.randint(3, 6))
            order = list(blocks)
            self.rng.shuffle(order)
            for number, block, evidence in order:
                marks = []
                for i, (who, text) in enumerate(block):
                    if i in evidence:
                        marks.append((s, len(turns)))
                    self._say(turns, who, text)
                    last = who
                where[number] = marks
                last = self._chatter(turns, last, self.rng.randint(1, 4))
            self._say(turns, "you" if last == "me" else "me", self.rng.choice(self.goodbyes))
            sessions.append(Session(f"{conv}-s{s + 1}", day, turns))
        return sessions, where

    def conversation(self, conv: str, bank: str) -> Conversation:
        """The built conversation with the questions asked (`ask`), each question's evidence
        the turns its blocks marked."""
        built, where = self.build(conv)
        questions = [
            Question(text, cat, conv, tuple(e for b in marks for e in where[b]))
            for text, cat, marks in self.asks
        ]
        return Conversation(conv, built, questions, bank)

    def _say(self, turns: list[tuple[str, str]], who: str, text: str) -> None:
        role = "user" if who == "me" else "assistant"
        turns.append((role, f"{self.names[who]}: {text}"))

    def _chatter(self, turns: list[tuple[str, str]], last: str, n: int) -> str:
        """`n` turns of chatter, the speakers taking turns after `last`; the last speaker."""
        for _ in range(n):
            last = "you" if last == "me" else "me"
            self._say(turns, last, self.rng.choice(self.chatter))
        return last


def _reply_turns(rng: random.Random, reply: Reply) -> tuple[Turns, int]:
    """The question, 0-2 turns between, the answer; and the answer's place."""
    gap = rng.choice((0, 1, 2))
    turns: list[tuple[str, str]] = [("you", reply.ask)]
    if gap >= 1:
        turns.append(("me", rng.choice(STALLS)))
    if gap == 2:
        turns.append(("you", rng.choice(PROMPTS)))
    turns.append(("me", reply.answer))
    return tuple(turns), len(turns) - 1


def _month_name(day: date) -> str:
    return f"{day:%B} {day.year}"


def flip(turns: Turns, swap: bool) -> Turns:
    """The same turns said by the other pair (`me` becomes `you`)."""
    if not swap:
        return turns
    return tuple(("you" if who == "me" else "me", text) for who, text in turns)


def _one(rng: random.Random, conv: str, start: date) -> Conversation:
    """One conversation; each thing told belongs to either person (the other's is a distractor)."""
    chat = Chat.between(rng, PEOPLE, start, (16, 22), (9, 16))
    days = chat.days
    sessions = list(range(len(days)))
    for reply in rng.sample(REPLIES, 6):
        swap = rng.random() < 0.5
        turns, at = _reply_turns(rng, reply)
        chat.ask(
            reply.question, "single-hop", [chat.said(rng.choice(sessions), turns, [at], swap)], swap
        )
    for told in rng.sample(TOLD, 5):
        swap = rng.random() < 0.5
        words = rng.choice(AGO)
        head = told.text.startswith("{")
        text = told.text.replace("{ago_words}", words if head else words.lower())
        b = chat.said(rng.choice(sessions[1:]), (("me", text),), [0], swap)
        chat.ask(told.question, "single-hop", [b], swap)
        chat.ask(told.when, "temporal", [b], swap)
    for kind in rng.sample(LISTS, 2):
        swap = rng.random() < 0.5
        marks = chat.list_of(kind, sessions, swap)
        chat.ask(kind.question, "list", marks, swap)
    for month in rng.sample(MONTHS, 2):
        picks = sorted(rng.sample(sessions, 3))
        if len({(days[s].year, days[s].month) for s in picks}) < 3:
            continue
        swap = rng.random() < 0.5
        marks = [
            chat.said(s, (("me", month.text.format(detail=detail)),), [0], swap)
            for s, detail in zip(picks, month.details, strict=True)
        ]
        target = rng.randrange(3)
        question = month.question.replace("{month}", _month_name(days[picks[target]]))
        chat.ask(question, "temporal", [marks[target]], swap)
    for inf in rng.sample(INFERENCES, 2):
        swap = rng.random() < 0.5
        marks = chat.said_apart(sorted(rng.sample(sessions, 2)), inf.texts, swap)
        chat.ask(inf.question, "inference", marks, swap)
    return chat.conversation(conv, "fresh")


def fresh_conversations(
    n: int = 8, seed: int = 43, start: date = date(2023, 3, 6)
) -> list[Conversation]:
    """`n` conversations of the held-back bank, from one seed."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        out.append(_one(rng, f"fresh-{i}", start + timedelta(days=37 * i)))
    return out


def run_bank(
    argv: Sequence[str] | None,
    doc: str | None,
    build: Callable[[int], list[Conversation]],
    name: str,
    categories: Sequence[str],
    conversations: int,
) -> None:
    """A held-back bank's command: build its conversations, measure, print the table."""
    from .retrieval_eval import markdown_table, measure

    parser = argparse.ArgumentParser(description=(doc or name).splitlines()[0])
    parser.add_argument("--conversations", type=int, default=conversations)
    args = parser.parse_args(argv)
    print(markdown_table(measure(build(args.conversations), name, categories)))


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, fresh_conversations, "fresh", CATEGORIES, 8)


if __name__ == "__main__":
    main()
