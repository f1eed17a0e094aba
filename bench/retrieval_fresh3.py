"""A third held-back bank of long chats: never tuned on, measured once per change.

Written for issue 28's fourth round before any change to the ranking, after
the second bank (retrieval_fresh2.py) became a tuning set. Its people,
topics, chatter and questions are its own. A conversation has 14 to 20
sessions, 5 to 20 days apart, and its chatter leans on the same subjects as
its facts (work, family, food, the house), so a question's topic words are
in many turns that answer nothing. Each conversation asks 20 questions:

- single-hop (6): a fact told in passing, asked in other words ("What
  dental surgery ...?" of wisdom teeth pulled);
- multi-hop (2): two turns in two sessions that answer only together ("Which
  city is she travelling to next month?": a brother moved to Porto, then a
  flight to see the brother);
- temporal (3): "When did ..." of two facts told "ten days ago" or "on
  Tuesday", and "How long after ..." of two turns in two sessions, each told
  "this week" or "today";
- list (2): things of one kind told in three or four sessions, some as
  replies; the other person tells one too (not evidence);
- inference (4): two things a person says of themselves, in two sessions,
  and a "Would she ...?" question they answer without its words;
- other (3): what the OTHER person said: one asks for advice, the other
  gives it, and the question names the adviser ("Which novel did Bram tell
  Zainab to read?"); the advice is the evidence.

    python -m bench.retrieval_fresh3
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from .retrieval_fresh import Chat, Inference, ListOf, Told, run_bank
from .retrieval_qa import Conversation

__all__ = ["CATEGORIES", "fresh3_conversations", "main"]

CATEGORIES = ("single-hop", "multi-hop", "temporal", "list", "inference", "other")

PEOPLE = str.split(
    """Ottilie Bram Zainab Caspian Liesel Teodor Marguerite Fintan Soraya Anselm Delphine
    Ruairi Ingrid Matthias Yusra Corentin Philippa Emrys Noor Lazlo"""
)

CHATTER = (
    "Work is busy, the usual meetings about meetings.",
    "The kids were up at six again, I'm running on toast and coffee.",
    "I walked past that bakery you like, the queue was round the corner.",
    "My mum rang for an hour last night, bless her.",
    "The house is a tip, I keep saying I'll tidy at the weekend.",
    "Traffic was awful this morning, I sat on the ring road forever.",
    "Did I tell you the office moved floors? Nobody can find the printer.",
    "I cooked nothing exciting this week, pasta three nights running.",
    "How are you doing, really? You sounded tired last time.",
    "Ha, that's brilliant.",
    "Oh dear, that doesn't sound fun at all.",
    "We must sort out a date to meet, I keep forgetting.",
    "My phone is on two percent, so quick reply.",
    "Family stuff is a bit much at the moment, but we're fine.",
    "I spent the whole evening on the sofa, no regrets.",
    "The weather turned, I had to dig out the big coat.",
    "Honestly same here, the week flew by.",
    "I'm so glad you messaged, I needed a distraction.",
    "The neighbours had a party until two, I'm a zombie.",
    "Payday cannot come soon enough.",
)
GOODBYES = (
    "Okay, I have to run, the oven timer is going. Talk soon!",
    "Bedtime for me, night night.",
    "Got to go, my bus is here. Speak later!",
    "Right, back to work. Catch you next week.",
)
#: how a time is said against the session's day
AGO = ("Last weekend", "Ten days ago", "Yesterday", "On Tuesday", "A couple of weeks ago")


@dataclass(frozen=True)
class Span:
    """Two things told in two sessions ("this week", "today"); asked the time between."""

    texts: tuple[str, str]
    question: str


@dataclass(frozen=True)
class Advice:
    """One asks (`me`), the other advises (`you`); the question names the adviser."""

    ask: str
    reply: str
    question: str


FACTS = (
    Told(
        "{ago} I finally adopted a retired greyhound from the rescue, she sleeps "
        "twenty hours a day.",
        "What kind of dog did {me} take home from a shelter?",
        "When did {me} adopt the greyhound?",
    ),
    Told(
        "My band played our first proper gig {ago}, forty people in a pub basement "
        "and nobody left early.",
        "How did the first performance of {me}'s group go?",
        "When did {me}'s band play its first gig?",
    ),
    Told(
        "{ago} I had my wisdom teeth pulled, my face looked like a hamster's for a week.",
        "What dental surgery did {me} have?",
        "When did {me} have the wisdom teeth out?",
    ),
    Told(
        "I passed the citizenship interview {ago}, the oath ceremony is in spring.",
        "What official step towards a new nationality did {me} complete?",
        "When did {me} pass the citizenship interview?",
    ),
    Told(
        "{ago} the landlord put our rent up by a third, so we're looking for somewhere new.",
        "Why is {me} hunting for another flat?",
        "When did {me}'s rent go up?",
    ),
    Told(
        "I signed up for a night course in bookkeeping {ago}, two evenings a week.",
        "What evening classes is {me} taking?",
        "When did {me} sign up for the bookkeeping course?",
    ),
    Told(
        "{ago} I rode my bike straight into a parked van, nothing broken but the "
        "front wheel is bent.",
        "What cycling accident did {me} have?",
        "When did {me} crash into the van?",
    ),
    Told(
        "My grandmother turned a hundred {ago} and the mayor sent her a card.",
        "Which relative of {me} reached a big birthday milestone?",
        "When did {me}'s grandmother turn a hundred?",
    ),
    Told(
        "I repainted the whole living room a deep green {ago}, it took three coats.",
        "What colour are the walls in {me}'s lounge now?",
        "When did {me} repaint the living room?",
    ),
    Told(
        "{ago} I got my first tattoo, a small swallow on my ankle.",
        "What ink did {me} get, and where on the body?",
        "When did {me} get the tattoo?",
    ),
    Told(
        "We finally got solar panels on the roof {ago}, the meter runs backwards on sunny days.",
        "What did {me} install to make electricity at home?",
        "When did {me} get the solar panels?",
    ),
    Told(
        "{ago} I lost my wallet on the tram and someone handed it in with every coin still there.",
        "What did {me} misplace on public transport?",
        "When did {me} lose the wallet?",
    ),
    Told(
        "I gave my notice at the call centre {ago}, my last day is the end of the month.",
        "Which job is {me} quitting?",
        "When did {me} hand in notice at the call centre?",
    ),
    Told(
        "{ago} I ran ten kilometres without stopping for the first time, slow but I did it.",
        "What running distance did {me} manage?",
        "When did {me} first run ten kilometres?",
    ),
    Told(
        "I was a witness at my best friend's wedding {ago}, I cried all through the vows.",
        "What role did {me} have when a friend got married?",
        "When was {me} a witness at the wedding?",
    ),
    Told(
        "{ago} our boiler died and we had cold showers for four days.",
        "What broke down and left {me} without hot water?",
        "When did {me}'s boiler die?",
    ),
)

#: two turns in two sessions that answer a question only together
MULTI = (
    (
        (
            "My brother Anton just moved to Porto for a job at the port authority.",
            "I'm flying out to see my brother next month, he's promised me custard tarts.",
        ),
        "Which city is {me} travelling to next month?",
    ),
    (
        (
            "My daughter started learning the cello in September, the squeaking is something.",
            "Her first recital is on Friday, I'm more nervous than she is.",
        ),
        "What instrument will {me}'s daughter play at the recital?",
    ),
    (
        (
            "Our neighbour Pim keeps bees at the bottom of his garden.",
            "Pim left a jar on our doorstep as a thank you for feeding his cat.",
        ),
        "What did the neighbour most likely leave on {me}'s doorstep?",
    ),
    (
        (
            "I've been helping at the food bank on Wednesdays.",
            "They asked me to run the Wednesday shift on my own from now on.",
        ),
        "What responsibility was {me} given where they volunteer?",
    ),
    (
        (
            "My partner is a paramedic, the shifts are brutal.",
            "He came off a night shift and slept right through my birthday lunch.",
        ),
        "Why did {me}'s partner miss the birthday lunch?",
    ),
    (
        (
            "I'm training for a triathlon in June.",
            "The swimming is the hardest bit, I still swallow half the lake.",
        ),
        "Which part of {me}'s June race is proving hardest?",
    ),
)

SPANS = (
    Span(
        (
            "I started a pottery class this week, my hands are still grey.",
            "I sold my first bowl at the craft fair today, three pounds!",
        ),
        "How long after starting pottery did {me} sell a first bowl?",
    ),
    Span(
        (
            "We put an offer in on a little cottage this week.",
            "We got the keys to the cottage today!",
        ),
        "How long did it take {me} from the offer to getting the cottage keys?",
    ),
    Span(
        (
            "I sent my novel to a literary agent this week, fingers crossed.",
            "The agent finally wrote back today, she wants the whole manuscript.",
        ),
        "How long did {me} wait for the agent's answer?",
    ),
    Span(
        (
            "I began physio for my shoulder this week.",
            "The physio signed me off today, full movement back.",
        ),
        "How long was {me} in physio for the shoulder?",
    ),
    Span(
        (
            "I applied for a transfer to the Lyon office this week.",
            "The Lyon transfer came through today, we move in spring.",
        ),
        "How long after applying did {me} hear about the transfer?",
    ),
)

LISTS = (
    ListOf(
        (
            "We played Carcassonne until midnight, I lost twice.",
            "Bought a copy of Ticket to Ride for our game nights.",
            "Tried a murder mystery party game with the neighbours.",
            "My nephew taught me a card game called Sushi Go.",
        ),
        ("Done anything fun indoors?", "How was the weekend?"),
        "I can't stand Monopoly, it goes on forever.",
        "What games has {me} played or bought?",
    ),
    ListOf(
        (
            "We took the night train to Vienna and I slept surprisingly well.",
            "Spent a long weekend on the Isle of Skye, midges everywhere.",
            "Did a day trip to Bruges and ate far too many waffles.",
            "Camped by Lake Bled for three nights.",
        ),
        ("Been anywhere nice?", "Any trips lately?"),
        "I went to Prague for work and saw nothing but the hotel.",
        "Where has {me} travelled?",
    ),
    ListOf(
        (
            "I baked my first sourdough loaf, a bit flat but tasty.",
            "Made a huge pot of lentil dal to last the week.",
            "Tried my hand at fresh pasta, flour everywhere.",
            "Cooked paella on the barbecue for my in-laws.",
        ),
        ("What's cooking?", "Eaten anything good?"),
        "I burnt a lasagne last night and set off the smoke alarm.",
        "What dishes has {me} made?",
    ),
    ListOf(
        (
            "We binged a Danish crime series, so dark.",
            "Saw the new animated film with the kids and I cried.",
            "Rewatched an old black and white western on Sunday.",
            "Started a baking competition show, very soothing.",
        ),
        ("Watched anything good?", "Any recommendations for the telly?"),
        "I fell asleep halfway through a superhero film.",
        "What has {me} been watching?",
    ),
    ListOf(
        (
            "I'm learning sign language on Thursday nights.",
            "Took a first aid course through work.",
            "Did a weekend workshop on welding, sparks everywhere.",
            "Signed up for Italian on an app, day forty now.",
        ),
        ("Learning anything new?", "How are you keeping busy?"),
        "I gave up on the guitar after a week.",
        "What skills has {me} been studying?",
    ),
)

INFERENCES = (
    Inference(
        (
            "I get seasick on the ferry every single time.",
            "Even a pedal boat on the pond makes me queasy.",
        ),
        "Would {me} enjoy a week-long sailing trip?",
    ),
    Inference(
        (
            "I'm vegan, have been for eight years now.",
            "I won't even wear leather shoes.",
        ),
        "Would {me} like a steakhouse voucher as a gift?",
    ),
    Inference(
        (
            "Crowds make me panic, I left the festival after an hour.",
            "I do my shopping at seven in the morning to avoid people.",
        ),
        "Would {me} want tickets to a sold-out stadium concert?",
    ),
    Inference(
        (
            "I sleep in a hammock in the garden all summer, I love being outdoors.",
            "Give me a muddy trail over a gym any day.",
        ),
        "Would {me} enjoy a hiking weekend in the mountains?",
    ),
    Inference(
        (
            "I've been terrified of dogs since one bit me as a kid.",
            "I cross the road when I see someone walking a big one.",
        ),
        "Would {me} offer to look after a friend's labrador?",
    ),
    Inference(
        (
            "I'm hopeless with technology, my son had to set up my phone.",
            "I still pay my bills at the post office counter.",
        ),
        "Would {me} find it easy to set up a smart home system?",
    ),
    Inference(
        (
            "The vegetable patch is my therapy, I'm out there every evening.",
            "I've got seed catalogues piled up by my bed.",
        ),
        "What present would {me} most appreciate?",
    ),
    Inference(
        (
            "I'm a night owl, I do my best work after midnight.",
            "Alarms before ten feel like torture to me.",
        ),
        "Would {me} enjoy a job that starts at six in the morning?",
    ),
    Inference(
        (
            "I'm lactose intolerant, a slice of brie wrecks me.",
            "I put oat milk in everything.",
        ),
        "Would {me} enjoy a fondue evening?",
    ),
    Inference(
        (
            "I collect vinyl, about six hundred albums now.",
            "Every Saturday I'm digging through crates at the flea market.",
        ),
        "Would {me} like a day out at a second-hand music shop?",
    ),
)

ADVICE = (
    Advice(
        "Any ideas what I could get my mum for her sixtieth?",
        "A hot air balloon ride! She always watches them from her garden.",
        "What gift idea did {you} come up with for {me}'s mum?",
    ),
    Advice(
        "My back is killing me from sitting at the desk, any tips?",
        "Honestly, try swimming twice a week, it fixed mine.",
        "What exercise did {you} recommend to {me} for a sore back?",
    ),
    Advice(
        "I need something new to read on the train.",
        "Read The Remains of the Day, it's short and it will break your heart.",
        "Which novel did {you} tell {me} to read?",
    ),
    Advice(
        "Where should we go for our anniversary dinner?",
        "The little Georgian place on Mill Street, and order the cheese bread.",
        "Which restaurant did {you} suggest for {me}'s anniversary?",
    ),
    Advice(
        "I can't sleep lately, what do you do?",
        "No screens after nine and a cup of camomile, works every time for me.",
        "What did {you} say helps with insomnia?",
    ),
    Advice(
        "Should I take the job in Leeds?",
        "Take it, you'd regret staying put, and the rent is half.",
        "What did {you} advise {me} about the offer up north?",
    ),
    Advice(
        "What should I name the new kitten?",
        "Call him Biscuit, he's exactly that colour.",
        "What name did {you} propose for {me}'s new pet?",
    ),
    Advice(
        "Any podcast for long drives?",
        "The one about unsolved shipwrecks, I got through forty episodes.",
        "Which podcast did {you} recommend for {me}'s road trips?",
    ),
)


def _one(rng: random.Random, conv: str, start: date) -> Conversation:
    """One conversation of 20 questions (see the module's docstring)."""
    chat = Chat.between(rng, PEOPLE, start, (14, 20), (5, 20), (CHATTER, GOODBYES))
    count = len(chat.days)
    sessions = list(range(count))

    for n, fact in enumerate(rng.sample(FACTS, 6)):
        swap = rng.random() < 0.5
        text = fact.at(rng.choice(AGO))
        block = chat.said(rng.choice(sessions[1:]), (("me", text),), [0], swap)
        chat.ask(fact.question, "single-hop", [block], swap)
        if n < 2:
            chat.ask(fact.when, "temporal", [block], swap)
    for texts, question in rng.sample(MULTI, 2):
        swap = rng.random() < 0.5
        marks = chat.said_apart(sorted(rng.sample(sessions, 2)), texts, swap)
        chat.ask(question, "multi-hop", marks, swap)
    span = rng.choice(SPANS)
    swap = rng.random() < 0.5
    first = rng.randrange(count - 3)
    second = rng.randrange(first + 2, count)
    marks = chat.said_apart((first, second), span.texts, swap)
    chat.ask(span.question, "temporal", marks, swap)
    for kind in rng.sample(LISTS, 2):
        swap = rng.random() < 0.5
        marks = chat.list_of(kind, sessions, swap)
        chat.ask(kind.question, "list", marks, swap)
    for inf in rng.sample(INFERENCES, 4):
        swap = rng.random() < 0.5
        marks = chat.said_apart(sorted(rng.sample(sessions, 2)), inf.texts, swap)
        chat.ask(inf.question, "inference", marks, swap)
    for advice in rng.sample(ADVICE, 3):
        swap = rng.random() < 0.5
        block = chat.said(
            rng.choice(sessions), (("me", advice.ask), ("you", advice.reply)), [1], swap
        )
        chat.ask(advice.question, "other", [block], swap)
    return chat.conversation(conv, "fresh3")


def fresh3_conversations(
    n: int = 5, seed: int = 45, start: date = date(2023, 1, 16)
) -> list[Conversation]:
    """`n` conversations of the third held-back bank, from one seed."""
    rng = random.Random(seed)
    return [_one(rng, f"fresh3-{i}", start + timedelta(days=53 * i)) for i in range(n)]


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, fresh3_conversations, "fresh3", CATEGORIES, 5)


if __name__ == "__main__":
    main()
