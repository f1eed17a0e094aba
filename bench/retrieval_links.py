"""Questions whose evidence is linked to other turns: the neighbour, list and date half of the set.

Three kinds of miss on public chat-memory sets (LoCoMo, REALTALK) that the
single-fact questions of retrieval_people.py do not make:

- neighbour: the answer is a reply, and the question's words are in the
  turn it answers ("How did your driving test go?" / "Passed on the second
  try!"), or in the turn after it ("Congrats on the new house!"). Both sit
  inside chatter, as real turns do. The evidence is the answer turn alone;
- list: one person tells several things of one kind in different sessions
  ("Just finished Piranesi" ... "Started Educated on the train"), while one
  session talks about the kind at length without naming any; the question
  asks for all of them and its evidence is every item;
- date: a person does the same kind of thing in four sessions, each time
  with another detail (hiking up another hill), told without a date word,
  and the subject comes up twice as often in talk that tells no time;
  the question asks about one month ("in May", "last May", "three months
  ago", "in May 2023", or "the month before the wedding": the session
  before the one that tells of the wedding) and only the sessions' dates
  tell which.

Two banks of templates, written apart: `DEV` (tuned on) and `HELDOUT`
(never tuned on: other topics, other wording, other ways to say the month).
`link_conversations` builds conversations from one bank; every question's
evidence is computed from where its turns were placed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from .retrieval_people import NAMES, POOL, _small_talk, _wrap
from .retrieval_qa import Conversation, Question, Session

__all__ = ["DEV", "HELDOUT", "Bank", "link_conversations"]


@dataclass(frozen=True)
class Neighbour:
    """An answer turn beside the turn that holds the question's words.

    `cue` is said by the other person, before the answer (`after=False`) or
    after it (`after=True`); `{me}` is the one who answers.
    """

    cue: str
    answer: str
    question: str
    after: bool = False


@dataclass(frozen=True)
class ListKind:
    """Things of one kind, told one per session; talk about the kind that names none."""

    items: tuple[str, ...]  # templates with POOL slots; three are used
    crowd: tuple[str, ...]  # talk about the kind, any speaker, in one session
    question: str


@dataclass(frozen=True)
class Bank:
    """The templates of one half."""

    name: str
    neighbours: tuple[Neighbour, ...]
    lists: tuple[ListKind, ...]
    #: (what is said, with one `DETAILS` slot; the question, with {me} and {when};
    #: talk on the same subject that tells no time, either speaker, any session)
    activities: tuple[tuple[str, str, tuple[str, ...]], ...]
    #: how a month is said in a question: {month}, {year}, {ago} ("three months":
    #: before the month of the conversation's last session)
    months: tuple[str, ...]
    #: (an event told in a session, its words in a question), and how a question
    #: says "in the session before that one": {event}
    events: tuple[tuple[str, str], ...] = ()
    event_form: str = ""


DEV = Bank(
    "dev",
    (
        Neighbour(
            "How did the job interview at the hospital go?",
            "Better than I expected! They want me back on Thursday to meet the whole team.",
            "How did {me}'s job interview at the hospital go?",
        ),
        Neighbour(
            "Did you ever finish building that treehouse for the kids?",
            "Finally, yes! Three weekends and a lot of splinters, but they sleep up there now.",
            "Did {me} finish building the treehouse?",
        ),
        Neighbour(
            "What did the vet say about your cat's limp?",
            "Just a sprain, thank goodness. Two weeks of rest and some anti-inflammatories.",
            "What did the vet say about {me}'s cat?",
        ),
        Neighbour(
            "How was the camping trip with your cousins?",
            "Freezing! It rained the first night and the tent leaked, but the lake was gorgeous.",
            "How was {me}'s camping trip with the cousins?",
        ),
        Neighbour(
            "Did you end up buying that espresso machine you wanted?",
            "I did, a shiny red Italian one, and I use it three times a day.",
            "Which espresso machine did {me} buy?",
        ),
        Neighbour(
            "So what's the name of the band you joined?",
            "We're called The Paper Lanterns, we play mostly covers in pubs.",
            "What is the name of the band {me} joined?",
        ),
        Neighbour(
            "How's the new apartment, {me}?",
            "Tiny but bright, and the landlord lets me paint the walls whatever colour I like.",
            "What is {me}'s new apartment like?",
        ),
        Neighbour(
            "What did your daughter decide about university?",
            "She picked the engineering program up north, she starts in the autumn.",
            "What did {me}'s daughter decide about university?",
        ),
        Neighbour(
            "How did your driving test go?",
            "Passed on the second try! I stalled once but the examiner let it slide.",
            "Did {me} pass the driving test?",
        ),
        Neighbour(
            "What are you growing in the allotment this year?",
            "Mostly tomatoes and courgettes, plus a few rows of sweet peas for my mum.",
            "What is {me} growing in the allotment?",
        ),
        Neighbour(
            "Congrats on the new house, {me}! You really deserve it.",
            "Guess what, we got the keys this morning, it's officially ours!",
            "Did {me} get the keys to the new house?",
            after=True,
        ),
        Neighbour(
            "Ouch, I can't believe you cut your hand on that kitchen knife, {me}!",
            "Twelve stitches and a very grumpy nurse, but I'm fine now.",
            "How many stitches did {me} need after cutting the hand?",
            after=True,
        ),
    ),
    (
        ListKind(
            (
                "Just finished {book}, I couldn't put it down.",
                "Started {book} on the train this week, so far so good.",
                "My club picked {book} this month and I loved every page.",
            ),
            (
                "Any good books lately?",
                "Reading before bed is my favourite thing, books are my escape.",
                "Do you prefer paper books or ebooks?",
                "I wish I had more time to read.",
            ),
            "What books has {me} read?",
        ),
        ListKind(
            (
                "We spent a long weekend in {city}, the food was unreal.",
                "Back from {city}! Sunburnt but happy.",
                "Took the night train to {city} for a few days, totally worth it.",
            ),
            (
                "I really need a trip somewhere warm.",
                "Travel is so expensive this year.",
                "Where should I travel next, any ideas?",
                "Trips with kids are never relaxing haha.",
            ),
            "Which places has {me} travelled to?",
        ),
        ListKind(
            (
                "We adopted a grey cat called Smudge, he sleeps on my laptop.",
                "We have a tortoise now too, his name is Gerald and he's ancient.",
                "Brought home two goldfish for the kids, they named them Salt and Pepper.",
            ),
            (
                "Pets are so much work though.",
                "Your pets are adorable!",
                "I'd love a pet but my landlord says no.",
                "How many pets is too many pets?",
            ),
            "What pets does {me} have?",
        ),
        ListKind(
            (
                "Made {dish} tonight, first attempt and it actually worked.",
                "I cooked {dish} for my in-laws, they asked for the recipe!",
                "Tried my hand at {dish} on Sunday, a bit salty but good.",
            ),
            (
                "Cooking after work is the last thing I want to do.",
                "I'm the worst cook, I burn pasta.",
                "What should I cook for the party?",
                "Cooking shows make me so hungry.",
            ),
            "What dishes has {me} cooked?",
        ),
    ),
    (
        (
            "Went hiking up {peak} with my cousin, the view was worth every step.",
            "Where did {me} go hiking {when}?",
            (
                "My hiking boots are falling apart.",
                "I want to go hiking again soon, my legs miss it.",
                "Is hiking in the rain fun or just wet?",
                "We should plan a hiking weekend together.",
            ),
        ),
        (
            "Tried a new place called {restaurant}, the dumplings were amazing.",
            "Which restaurant did {me} try {when}?",
            (
                "That new restaurant by the station is always full.",
                "Restaurant prices are out of control lately.",
                "Any restaurant you would try again?",
                "I got food poisoning from a restaurant once, never again.",
            ),
        ),
        (
            "Watched {film} at the cinema, I loved the soundtrack.",
            "Which film did {me} watch at the cinema {when}?",
            (
                "The cinema near me is closing down, so sad.",
                "I fell asleep in the cinema last time haha.",
                "Any good film recommendations?",
                "Cinema snacks cost more than the ticket.",
            ),
        ),
    ),
    ("in {month}", "last {month}", "in {month} {year}"),
    (
        ("We finally had the wedding, best day of my life!", "wedding"),
        ("Moved into the new place at last, boxes everywhere.", "move"),
        ("Graduation day! I officially have a degree now.", "graduation"),
    ),
    "the month before the {event}",
)

HELDOUT = Bank(
    "heldout",
    (
        Neighbour(
            "How did your piano recital go on Saturday?",
            "I blanked in the middle of the second piece but recovered, my teacher said it "
            "was my best yet.",
            "How did {me}'s piano recital go?",
        ),
        Neighbour(
            "Did you ever hear back about the scholarship?",
            "Yes!! Full tuition for two years, I screamed when I opened the email.",
            "Did {me} get the scholarship?",
        ),
        Neighbour(
            "What breed is the kitten you rescued?",
            "No idea honestly, the shelter thinks a Siamese mix, she has bright blue eyes.",
            "What breed is the kitten {me} rescued?",
        ),
        Neighbour(
            "How was the wine tasting tour in the valley?",
            "Way too much wine, we bought six bottles and I fell asleep on the bus back.",
            "How was {me}'s wine tasting tour?",
        ),
        Neighbour(
            "Which laptop did you end up getting for school?",
            "A secondhand ThinkPad, it's heavy but the keyboard is perfect.",
            "Which laptop did {me} get for school?",
        ),
        Neighbour(
            "What was the surprise your partner planned for your anniversary?",
            "A hot air balloon ride at sunrise! I was terrified and loved it.",
            "What surprise did {me}'s partner plan for the anniversary?",
        ),
        Neighbour(
            "Did the dentist find anything at your checkup?",
            "Two small cavities, so I'm back next month for fillings, ugh.",
            "What did the dentist find at {me}'s checkup?",
        ),
        Neighbour(
            "How is your grandmother doing after the surgery?",
            "Recovering slowly, she walks with a frame now and complains about the food.",
            "How is {me}'s grandmother doing after her surgery?",
        ),
        Neighbour(
            "What colour did you paint the nursery in the end?",
            "A soft sage green with little white clouds on the ceiling.",
            "What colour did {me} paint the nursery?",
        ),
        Neighbour(
            "Did your team win the five-a-side tournament?",
            "We lost the semi-final on penalties, still gutted.",
            "Did {me}'s team win the five-a-side tournament?",
        ),
        Neighbour(
            "Wow, a new job at the museum, {me}! So proud of you.",
            "Just signed the papers, I start on the first of the month!",
            "Did {me} sign the papers for the museum job?",
            after=True,
        ),
        Neighbour(
            "I'm so glad your dining table finally came, {me}, you waited forever.",
            "It arrived after six weeks, hand-made oak, worth every penny.",
            "What is {me}'s new dining table made of?",
            after=True,
        ),
    ),
    (
        ListKind(
            (
                "Saw {band} live last night, the encore was incredible.",
                "Got tickets for {band} at the arena, they were so loud my ears rang.",
                "{band} played the park festival and we danced until midnight.",
            ),
            (
                "Concert tickets are so pricey now.",
                "I haven't been to a concert in ages.",
                "Do you like live music? Concerts make me so happy.",
                "The concert hall downtown is closing, sad.",
            ),
            "Which concerts has {me} been to?",
        ),
        ListKind(
            (
                "Tried bouldering for the first time, my forearms are dead.",
                "Went to a beginners' squash session after work, I was hopeless.",
                "Signed up for paddleboarding on the lake, fell in twice.",
            ),
            (
                "I should really do more sport.",
                "Watching sport on TV counts, right?",
                "My brother is obsessed with sport, it's all he talks about.",
                "Team sports were never my thing at school.",
            ),
            "What sports has {me} tried?",
        ),
        ListKind(
            (
                "Got a velvet sofa for the flat, it's enormous.",
                "Found a vintage brass lamp at the flea market for the living room.",
                "Ordered a walnut bookshelf, assembling it was a nightmare.",
            ),
            (
                "The flat still feels so empty.",
                "Moving into a new flat is exhausting.",
                "How's the new flat coming along?",
                "Furnishing a flat costs a fortune.",
            ),
            "What has {me} bought for the new flat?",
        ),
        ListKind(
            (
                "Finished an online course on street photography.",
                "Started a Spanish evening course at the college, muy bien!",
                "Did a weekend first-aid course for work, I can do CPR now.",
            ),
            (
                "Courses are so expensive these days.",
                "I keep signing up for online courses and never finishing them.",
                "Is that kind of course worth it?",
                "My sister says evening courses changed her life.",
            ),
            "What courses has {me} taken?",
        ),
    ),
    (
        (
            "Took a day off and drove out to {beach} to watch the storm roll in.",
            "Which beach did {me} drive out to {when}?",
            (
                "I could live at the beach honestly.",
                "The drive out to the coast is so long.",
                "Storm watching sounds cold but cool.",
                "Which beach is nicest in the winter?",
            ),
        ),
        (
            "Baked {cake} for the school fair, the kitchen is a disaster.",
            "What did {me} bake for the school fair {when}?",
            (
                "The school fair raised a lot this year.",
                "I never bake, my oven scares me.",
                "Do you bake from scratch or use mixes?",
                "The fair committee wants more volunteers.",
            ),
        ),
        (
            "Took my niece to the {museum}, she wants to go back every week.",
            "Which museum did {me} visit with the niece {when}?",
            (
                "My niece wants to be a palaeontologist now.",
                "Museums are free on Sundays here.",
                "I haven't been to a museum in years.",
                "Is the museum cafe any good?",
            ),
        ),
    ),
    ("back in {month}", "{ago} ago", "around {month}"),
    (
        ("The baby arrived this morning, a tiny girl with loads of hair!", "baby arrived"),
        ("Home from the surgery, all went well, just sore.", "surgery"),
        ("My sister's engagement party was tonight, so much champagne.", "engagement party"),
    ),
    "a month before the {event}",
)

BANDS = ["The Lumineers", "Fleet Foxes", "Khruangbin", "Wet Leg", "Arctic Monkeys", "Bonobo"]
#: the details of things done again and again (one per time)
DETAILS = {
    "peak": ["Snowdon", "Ben Nevis", "Scafell Pike", "Mount Tam", "Table Mountain", "Pen y Fan"],
    "restaurant": ["Golden Lotus", "Casa Verde", "The Copper Pot", "Little Saigon", "Blue Fin"],
    "film": ["Past Lives", "Dune", "Aftersun", "Oppenheimer", "The Holdovers", "Perfect Days"],
    "beach": ["Rhossili Bay", "Whitby", "Holkham beach", "Porthcurno", "Camber Sands"],
    "cake": ["a lemon drizzle", "forty cupcakes", "a carrot cake", "brownies", "a Victoria sponge"],
    "museum": ["Natural History Museum", "Science Museum", "maritime museum", "toy museum"],
}
_AGO = {1: "a month", 2: "two months", 3: "three months", 4: "four months", 5: "five months"}


def link_conversations(
    rng: random.Random, bank: Bank, n: int, start: date, prefix: str
) -> list[Conversation]:
    """`n` conversations of two friends from one bank of templates, with their questions."""
    names = list(NAMES)
    rng.shuffle(names)
    return [
        _conversation(
            rng,
            bank,
            f"{prefix}-{c:02d}",
            (names[2 * c % len(names)], names[(2 * c + 1) % len(names)]),
            start + timedelta(days=23 * c),
        )
        for c in range(n)
    ]


def _fill(template: str, rng: random.Random, slots: dict[str, str]) -> str:
    pool = {**POOL, "band": BANDS}
    for key, options in pool.items():
        if "{" + key + "}" in template and key not in slots:
            slots[key] = rng.choice(options)
    return template.format(**slots)


def _conversation(
    rng: random.Random, bank: Bank, conv: str, pair: tuple[str, str], first: date
) -> Conversation:
    n_sessions, per = 8, 24
    days = [first]
    for _ in range(n_sessions - 1):  # about a month apart: each session its own month
        days.append(days[-1] + timedelta(days=rng.randint(28, 36)))
    turns: list[list[tuple[str, str]]] = [[] for _ in range(n_sessions)]
    for s in range(n_sessions):
        for t in range(per):
            me, you = pair[t % 2], pair[1 - t % 2]
            n = rng.choice((1, 1, 1, 2, 3))
            turns[s].append((me, " ".join(_small_talk(rng, you) for _ in range(n))))
    used: set[tuple[int, int]] = set()
    questions: list[Question] = []

    def free(s: int, speaker: str, pad: int = 1) -> list[int]:
        return [
            i
            for i, (who, _) in enumerate(turns[s])
            if who == speaker and pad <= i < per - pad and (s, i) not in used
        ]

    # neighbours: the answer at i, the cue at i - 1 (or i + 1 when it comes after)
    for k in rng.sample(range(len(bank.neighbours)), 4):
        nb = bank.neighbours[k]
        who = rng.randrange(2)
        me, you = pair[who], pair[1 - who]
        step = 1 if nb.after else -1
        for _ in range(50):
            s = rng.randrange(n_sessions)
            spots = [i for i in free(s, me) if (s, i + step) not in used]
            if spots:
                break
        i = rng.choice(spots)
        used.update({(s, i), (s, i + step)})
        # both inside chatter, as real turns are: the answer alone is often too
        # long for its vector to carry the turn before it (dense_text.py)
        turns[s][i] = (me, _wrap(rng, nb.answer.format(me=me, you=you), you))
        turns[s][i + step] = (you, _wrap(rng, nb.cue.format(me=me, you=you), me))
        questions.append(Question(nb.question.format(me=me, you=you), "neighbour", conv, ((s, i),)))
    # lists: three items in three sessions, talk about the kind in a fourth
    for k in rng.sample(range(len(bank.lists)), 2):
        kind = bank.lists[k]
        who = rng.randrange(2)
        me, you = pair[who], pair[1 - who]
        chosen = rng.sample(range(n_sessions), 4)
        evidence = []
        slots: dict[str, str] = {"me": me, "you": you}
        for s, template in zip(chosen[:3], kind.items, strict=True):
            for key in ("book", "city", "dish", "band"):
                slots.pop(key, None)  # each item its own
            i = rng.choice(free(s, me))
            used.add((s, i))
            turns[s][i] = (me, _fill(template, rng, slots))
            evidence.append((s, i))
        crowd_session = chosen[3]
        for line in rng.sample(kind.crowd, 3):
            speaker = pair[rng.randrange(2)]
            i = rng.choice(free(crowd_session, speaker))
            used.add((crowd_session, i))
            turns[crowd_session][i] = (speaker, line)
        questions.append(
            Question(kind.question.format(me=me, you=you), "list", conv, tuple(sorted(evidence)))
        )
    # dates: each person does one kind of thing in four sessions (never the last)
    last = days[-1]
    forms = rng.sample(bank.months, len(bank.months))
    for q_n, (say, ask, talk) in enumerate(rng.sample(bank.activities, 2)):
        me = pair[q_n % 2]
        slot = say[say.index("{") + 1 : say.index("}")]
        done = []
        for s, detail in zip(
            sorted(rng.sample(range(n_sessions - 1), 4)),
            rng.sample(DETAILS[slot], 4),
            strict=True,
        ):
            i = rng.choice(free(s, me))
            used.add((s, i))
            turns[s][i] = (me, _wrap(rng, say.format(**{slot: detail}), pair[1 - q_n % 2]))
            done.append((s, i))
        for line in talk * 2:  # the subject comes up more often than it happens
            s = rng.randrange(n_sessions)
            speaker = pair[rng.randrange(2)]
            i = rng.choice(free(s, speaker))
            used.add((s, i))
            turns[s][i] = (speaker, line)
        for form in forms[q_n : q_n + 2] if q_n == 0 else forms[2:]:
            s, _ = rng.choice(done)
            month = days[s]
            ago = (last.year - month.year) * 12 + last.month - month.month
            when = form.format(
                month=month.strftime("%B"), year=month.year, ago=_AGO.get(ago, f"{ago} months")
            )
            that_month = tuple(
                (s2, i)
                for s2, i in done
                if (days[s2].year, days[s2].month) == (month.year, month.month)
            )
            questions.append(Question(ask.format(me=me, when=when), "date", conv, that_month))
        if q_n == 0 and bank.events:
            # a date told by an event of the next session ("the month before the
            # wedding"); its own random stream, so the rest of the set is unchanged
            side = random.Random(f"{conv}-event")
            s, i = side.choice(done)
            told, words = side.choice(bank.events)
            j = side.choice(free(s + 1, me))
            used.add((s + 1, j))
            turns[s + 1][j] = (me, told)
            when = bank.event_form.format(event=words)
            questions.append(Question(ask.format(me=me, when=when), "date", conv, ((s, i),)))
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
