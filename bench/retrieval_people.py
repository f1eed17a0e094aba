"""Long chats between two people, with facts to find: the people half of the retrieval set.

Each conversation is a pair of friends over eight dated sessions. Turns are
written `Name: text`, as chat exports are. Facts come from `FACTS`: every
kind is told by both people with different details, so each fact's twin is
the distractor of its question (whose dog is called Biscuit?). Small talk
from `SMALL_TALK` surrounds them, built from the same words (dogs, books,
trips, work), and short turns ("See ya Nate!") name the other person.

Questions do not copy their evidence:

- single-hop: some of the evidence's words, as a friend would ask;
- paraphrase: the same fact in other words (few or no shared words);
- temporal: "When did ..." about the event, or "What did X do on 7 July,
  2023?" where the turn says "yesterday" and only its session's date tells;
- multi-hop: two turns in two sessions, neither enough alone;
- spelling: the chat misspells a name or writes a hyphen or possessive
  the question writes otherwise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from .retrieval_qa import Conversation, Question, Session

__all__ = ["people_conversations"]

NAMES = str.split(
    """Joanna Nate Caroline Melanie Priya Tomasz Aiko Marcus Lena Diego Fatima Oskar Ruth Jamal
    Ingrid Kwame Sofia Hiro Bianca Elias Noor Mateo Greta Samir Yuki Dmitri Chloe Felix Amara
    Viktor Leila Bruno Hana Gideon Esme Rafael Talia Omar Freya Luca"""
)
POOL = {
    "breed": ["beagle", "golden retriever", "corgi", "border collie", "dachshund", "husky"],
    "pet": ["Biscuit", "Pepper", "Mochi", "Rufus", "Luna", "Ziggy", "Olive", "Toast"],
    "hobby": [
        "pottery",
        "salsa dancing",
        "rock climbing",
        "watercolor painting",
        "fencing",
        "beekeeping",
        "woodworking",
        "archery",
    ],
    "city": [
        "Lisbon",
        "Kyoto",
        "Montreal",
        "Edinburgh",
        "Oaxaca",
        "Tbilisi",
        "Valparaiso",
        "Ljubljana",
        "Hobart",
        "Marrakesh",
    ],
    "company": [
        "Brightwave",
        "Nordlicht Labs",
        "Copperleaf",
        "Tidewater Health",
        "Quillstone",
        "Harbor & Finch",
    ],
    "job": [
        "data analyst",
        "nurse practitioner",
        "UX designer",
        "sous chef",
        "paralegal",
        "site engineer",
    ],
    "book": [
        "The Overstory",
        "Piranesi",
        "Educated",
        "The Left Hand of Darkness",
        "Braiding Sweetgrass",
        "Station Eleven",
        "The Remains of the Day",
    ],
    "game": [
        "TMNT Shredder's Revenge",
        "Hollow Knight",
        "Stardew Valley",
        "Disco Elysium",
        "Outer Wilds",
        "Celeste",
    ],
    "instrument": ["cello", "ukulele", "banjo", "trumpet", "harp", "accordion"],
    "dish": [
        "mushroom risotto",
        "lamb tagine",
        "pad see ew",
        "shakshuka",
        "pierogi",
        "jollof rice",
    ],
    "race": ["Berlin", "Chicago", "Valencia", "Boston", "Lisbon", "Sydney"],
    "relative": ["sister", "brother", "cousin", "aunt", "uncle", "best friend"],
    "kin": ["Marta", "Jonah", "Ezra", "Beatriz", "Callum", "Wren", "Idris", "Noemi"],
    "shop": ["Crumb & Co", "Little Oven", "Rye Society", "Butter Lane", "Flour Power"],
    "event": [
        "an open mic night",
        "my friend's wedding",
        "the street festival",
        "a charity gala",
        "the office party",
    ],
    "car": ["a used Subaru", "an electric Kia", "a vintage Beetle", "a Volvo wagon"],
    "plant": ["a fiddle-leaf fig", "a monstera", "a lemon tree", "a bonsai juniper"],
}


@dataclass(frozen=True)
class Fact:
    """One kind of fact: what is said, and how it is asked about."""

    say: str  # {me} {you} and POOL slots; "Yesterday"-able when `ago` is set
    single: str  # a single-hop question
    para: str  # a paraphrase: other words
    when: str  # a temporal question about the event
    on_day: str  # a temporal question by date: "{day}" is the event's date
    ago: str = ""  # the statement, told the day after ("yesterday ...")


FACTS: list[Fact] = [
    Fact(
        "We finally adopted a {breed} puppy! We named her {pet}, she chews everything.",
        "What did {me} name the new puppy?",
        "What is the name of {me}'s dog?",
        "When did {me} adopt a puppy?",
        "Which animal did {me} bring home on {day}?",
        "Yesterday we brought home a {breed} puppy, her name is {pet}!",
    ),
    Fact(
        "I signed up for {hobby} classes on weekends, it's the most relaxing thing I've done.",
        "What weekend classes did {me} sign up for?",
        "Which pastime does {me} practise on Saturdays and Sundays to unwind?",
        "When did {me} start {hobby}?",
        "What did {me} try for the first time on {day}?",
        "Yesterday I had my first {hobby} class and I'm hooked.",
    ),
    Fact(
        "I got the offer from {company}! I'm starting there as a {job} next month.",
        "Which company offered {me} a job?",
        "Where will {me} be employed, and in what role?",
        "When did {me} get the job offer?",
        "What good news did {me} get on {day}?",
        "Yesterday {company} called with an offer, I'll be their new {job}.",
    ),
    Fact(
        "You have to read {book}, it completely changed how I see things.",
        "What book did {me} recommend to {you}?",
        "Which novel did {me} insist {you} should pick up?",
        "When did {me} recommend {book}?",
        "What did {me} finish reading on {day}?",
        "Finished {book} yesterday and I can't stop thinking about it, read it!",
    ),
    Fact(
        "Just got back from {city}, walking the old town at sunset was breathtaking.",
        "Which city did {me} visit?",
        "Where did {me} travel to on holiday?",
        "When did {me} go to {city}?",
        "Where was {me} on {day}?",
        "Yesterday was my last day in {city}, I didn't want to leave.",
    ),
    Fact(
        "I've been obsessed with {game} lately, played it until 2am with my brother.",
        "What video game is {me} obsessed with?",
        "Which title has {me} been gaming late into the night?",
        "When did {me} stay up playing {game}?",
        "What did {me} play until 2am on {day}?",
        "Stayed up until 2am yesterday playing {game} with my brother.",
    ),
    Fact(
        "I started learning the {instrument}! My fingers hurt but I love it.",
        "Which instrument is {me} learning?",
        "What does {me} practise music on these days?",
        "When did {me} start learning the {instrument}?",
        "What did {me} buy on {day}?",
        "Bought a {instrument} yesterday, lessons start next week!",
    ),
    Fact(
        "I cooked {dish} for the whole family on Sunday, everyone asked for seconds.",
        "What dish did {me} cook for the family?",
        "What meal did {me} make that the relatives loved?",
        "When did {me} cook {dish}?",
        "What did {me} cook on {day}?",
        "Made {dish} for everyone yesterday, not a single leftover!",
    ),
    Fact(
        "Signed up for the {race} marathon in the autumn, training starts now.",
        "Which marathon did {me} sign up for?",
        "In which city will {me} run the long-distance race?",
        "When did {me} register for the {race} marathon?",
        "What did {me} register for on {day}?",
        "Registered for the {race} marathon yesterday, no backing out now.",
    ),
    Fact(
        "We bought {car}, no more waiting for the bus in the rain.",
        "What car did {me} buy?",
        "Which vehicle did {me}'s household purchase?",
        "When did {me} buy {car}?",
        "What did {me} pick up from the dealer on {day}?",
        "Picked up {car} from the dealer yesterday!",
    ),
    Fact(
        "I got {plant} for my balcony, I'm trying not to kill it this time.",
        "What plant did {me} get for the balcony?",
        "Which greenery is {me} keeping alive outdoors?",
        "When did {me} get {plant}?",
        "What did {me} take home from the garden centre on {day}?",
        "Took {plant} home from the garden centre yesterday.",
    ),
    Fact(
        "I played {instrument} in front of people for the first time at {event}, so nervous!",
        "Where did {me} perform for the first time?",
        "At which occasion was {me} on stage with music?",
        "When did {me} first perform?",
        "Where did {me} perform on {day}?",
        "Yesterday I performed at {event}, my hands were shaking.",
    ),
]

#: multi-hop pairs: two turns, two sessions; the question needs both
HOPS: list[tuple[str, str, str]] = [
    (
        "My {relative} {kin} just moved to {city} for work.",
        "I'm flying out to visit {kin} in two weeks, can't wait!",
        "Which city is {me} flying to in two weeks?",
    ),
    (
        "My {relative} opened a bakery called {shop}, come by sometime!",
        "Spent the whole weekend helping at my {relative}'s bakery, my feet are dead.",
        "What is the name of the bakery where {me} worked all weekend?",
    ),
    (
        "You should read {book}, trust me.",
        "{you}, I finished the book you recommended, the ending wrecked me.",
        "Which book that {me} recommended did {you} finish?",
    ),
    (
        "I've been learning the {instrument} for a month now.",
        "Played my first song on it at {event} and people clapped!",
        "Which instrument did {me} play at {event}?",
    ),
    (
        "{kin} and I are training for the {race} marathon together.",
        "My training partner twisted an ankle, so I'll run alone now.",
        "Who was {me}'s training partner for the {race} marathon before the injury?",
    ),
]

#: misspelled or re-hyphenated in the chat, written properly in the question
SPELLING: list[tuple[str, str]] = [
    (
        "been playing TMNT Shreder's Revange with my ex partner's kid, so fun",
        "What game did {me} play with the child of {me}'s ex-partner?",
    ),
    (
        "my step-mom finally tried the resturant on the corner, she loved the dumplins",
        "What did {me}'s stepmom think of the restaurant's dumplings?",
    ),
    (
        "went to the farmers market w/ my mother in law, bought like 5 kinds of hony",
        "What did {me} buy at the farmers' market with the mother-in-law?",
    ),
    (
        "our neighbours' kids set up a lemonaide stand, made $40 lol",
        "How much did the neighbours kids' lemonade stand make?",
    ),
    (
        "finaly booked the follow up appointment with the dermatologist",
        "Did {me} book a follow-up with the dermatologist?",
    ),
]

SMALL_TALK = str.split(
    """How was your week, {you}?|Pretty busy, work has been crazy lately.|That sounds amazing!
    |Haha same here.|See ya {you}!|Take care {you}, talk soon!|Oh wow, tell me more!
    |I know right?|The weather has been awful, rain all week.|Any plans for the weekend?
    |Not much, probably just relaxing at home with a book.|My dog keeps stealing socks haha.
    |I should really read more, I barely finish a book a year.|Work trip next week, ugh.
    |Did you ever get around to that recipe?|We should get coffee soon!|Miss you {you}!
    |Honestly just tired, long week.|That's so good to hear {you}!|Congrats!!
    |I'm thinking of taking a class of some kind, maybe something creative.
    |The kids have a recital on Friday.|My brother says hi.|Traffic was a nightmare today.
    |I tried a new cafe near the station, the coffee was okay.|How's your family doing?
    |Thanks {you}, that means a lot.|Good luck with everything!|Sounds like a plan.
    |I'm so jealous, I need a holiday too.|Yes! Every weekend if I can.|Lol no way.
    |I've been meaning to call my aunt.|Still thinking about a new car, the old one is dying.
    |The game last night was wild.|My plants are all dying, I'm hopeless.
    |What do you recommend for a rainy Sunday?
    |I got a recommendation for a great podcast.""".replace("\n", ""),
    "|",
)


#: small talk on the facts' topics: hard negatives for both sides
NEAR_MISSES = [
    "I'd love to visit {city} someday.",
    "My neighbour's {breed} barks all night.",
    "Someone at work won't stop talking about {game}.",
    "I keep meaning to read {book}, is it any good?",
    "My {relative} wants to learn the {instrument} too.",
    "We ordered {dish} from the new place, it was meh.",
    "A friend of mine ran the {race} marathon last year.",
    "I've thought about {hobby}, but it's pricey.",
    "Saw {car} for sale down the street.",
    "My mom has {plant}, it's enormous.",
    "{you}, did you ever name that puppy you were thinking about?",
    "Got a job offer from a startup once, turned it down.",
]


def _small_talk(rng: random.Random, you: str) -> str:
    if rng.random() < 0.2:
        return _fill(rng.choice(NEAR_MISSES), rng, {"you": you})
    return rng.choice(SMALL_TALK).format(you=you)


def _chat(rng: random.Random, you: str, most: int) -> str:
    """0..`most` sentences of small talk (real turns mix a fact with chatter)."""
    return " ".join(_small_talk(rng, you) for _ in range(rng.randint(0, most)))


def _wrap(rng: random.Random, text: str, you: str) -> str:
    """`text` inside a turn of chatter: the answer is one clause of a longer turn."""
    parts = [_chat(rng, you, 2), text, _chat(rng, you, 2)]
    return " ".join(p for p in parts if p)


def _fill(template: str, rng: random.Random, slots: dict[str, str]) -> str:
    for key, options in POOL.items():
        if "{" + key + "}" in template and key not in slots:
            slots[key] = rng.choice(options)
    return template.format(**slots)


def _date_words(day: date) -> str:
    return f"{day.day} {day.strftime('%B')}, {day.year}"


def people_conversations(rng: random.Random, n: int, start: date) -> list[Conversation]:
    """`n` conversations of two friends, eight sessions each, with their questions."""
    names = list(NAMES)
    rng.shuffle(names)
    out = []
    for c in range(n):
        a, b = names[(2 * c) % len(names)], names[(2 * c + 1) % len(names)]
        out.append(_conversation(rng, f"chat-{c:02d}", (a, b), start + timedelta(days=40 * c)))
    return out


def _conversation(
    rng: random.Random, conv: str, pair: tuple[str, str], first: date
) -> Conversation:
    n_sessions, per = 8, 22
    days = [first]
    for _ in range(n_sessions - 1):
        days.append(days[-1] + timedelta(days=rng.randint(3, 12)))
    turns: list[list[tuple[str, str]]] = [[] for _ in range(n_sessions)]
    for s in range(n_sessions):
        for t in range(per):
            me, you = (pair[t % 2], pair[1 - t % 2])
            # most turns are short; some run on over several sentences
            n = rng.choice((1, 1, 1, 2, 3))
            turns[s].append((me, " ".join(_small_talk(rng, you) for _ in range(n))))
    questions: list[Question] = []
    used: set[tuple[int, int]] = set()

    def place(s: int, speaker: str, text: str) -> tuple[int, int]:
        """Put `speaker: text` in session s over a free turn of that speaker; returns (s, idx)."""
        spots = [
            i
            for i, (who, _) in enumerate(turns[s])
            if who == speaker and 0 < i < per - 1 and (s, i) not in used
        ]
        idx = rng.choice(spots)
        used.add((s, idx))
        turns[s][idx] = (speaker, text)
        return s, idx

    kinds = rng.sample(range(len(FACTS)), 8)
    for n, k in enumerate(kinds):
        fact = FACTS[k]
        for who in (0, 1):  # both tell one: each is the other's distractor
            me, you = pair[who], pair[1 - who]
            slots = {"me": me, "you": you}
            s = rng.randrange(n_sessions)
            told_later = bool(fact.ago) and (n + who) % 2 == 0
            text = _fill(fact.ago if told_later else fact.say, rng, slots)
            at = place(s, me, _wrap(rng, text, you))
            asked = (n + who) % 4
            if asked == 0:
                questions.append(Question(fact.single.format(**slots), "single-hop", conv, (at,)))
            elif asked == 1:
                questions.append(Question(fact.para.format(**slots), "paraphrase", conv, (at,)))
            elif told_later:
                event = days[s] - timedelta(days=1)
                q = fact.on_day.format(day=_date_words(event), **slots)
                questions.append(Question(q, "temporal", conv, (at,)))
            else:
                questions.append(Question(fact.when.format(**slots), "temporal", conv, (at,)))
    for h in rng.sample(range(len(HOPS)), 3):
        first_text, second_text, question = HOPS[h]
        who = rng.randrange(2)
        me, you = pair[who], pair[1 - who]
        slots = {"me": me, "you": you}
        s1 = rng.randrange(n_sessions - 2)
        s2 = rng.randrange(s1 + 1, n_sessions)
        e1 = place(s1, me, _wrap(rng, _fill(first_text, rng, slots), you))
        second_speaker = you if "{you}," in second_text else me
        e2 = place(s2, second_speaker, _wrap(rng, _fill(second_text, rng, slots), you))
        questions.append(Question(question.format(**slots), "multi-hop", conv, (e1, e2)))
    for sp in rng.sample(range(len(SPELLING)), 2):
        text, question = SPELLING[sp]
        who = rng.randrange(2)
        slots = {"me": pair[who], "you": pair[1 - who]}
        at = place(rng.randrange(n_sessions), pair[who], _wrap(rng, text, pair[1 - who]))
        questions.append(Question(question.format(**slots), "spelling", conv, (at,)))
    sessions = [
        Session(
            f"{conv}-s{s}",
            days[s],
            [
                ("user" if who == pair[0] else "assistant", f"{who}: {text}")
                for who, text in turns[s]
            ],
        )
        for s in range(n_sessions)
    ]
    return Conversation(conv, sessions, questions)
