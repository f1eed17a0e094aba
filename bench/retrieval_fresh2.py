"""A second held-back bank of long chats: facts asked in other words, and inference.

Written for issue 28's third round before any change to the ranking, and
never tuned on: it checks that a change measured on the first held-back
bank (retrieval_fresh.py) is not fit to that bank's wording. Its people,
topics, chatter and questions are its own; the way a chat is laid out
(sessions 9 to 16 days apart, chatter between the things told, each thing
told by either person) is the first bank's.

It leans on the two kinds of question the first bank's misses were:

- single-hop: a fact told in passing (sometimes after "any news?"), asked
  in words the chat does not use ("What two-wheeled vehicle ..." of a
  motorbike test);
- inference: two things a person says about themselves, in two sessions,
  and a question they answer without its words ("Would she try a bungee
  jump?" of someone whose knees go weak on a castle tower);
- temporal: "When did ..." of some of the facts, told "last Sunday" or
  "three weeks ago";
- list: things of one kind told in different sessions.

    python -m bench.retrieval_fresh2
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import date, timedelta

from .retrieval_fresh import CATEGORIES, Chat, Inference, ListOf, Told, run_bank
from .retrieval_qa import Conversation

__all__ = ["CATEGORIES", "fresh2_conversations", "main"]

PEOPLE = str.split(
    """Agathe Benedikt Cosima Desmond Elowen Florian Greta Hamish Isolde Jasper Kerensa
    Leopold Mireille Nikolai Oona Piers Rhiannon Sebastien Thea Ugo Vesna Wilfred"""
)

CHATTER = (
    "Hello hello! How has your week been treating you?",
    "Ugh, Mondays. That is all I have to say.",
    "Sorry for the slow reply, my phone was on the charger all day.",
    "I laughed so hard at that, thank you.",
    "It's raining sideways here, typical.",
    "I'm on my lunch break, so I have a few minutes.",
    "Good to hear from you, it's been ages.",
    "Nothing new to report, honestly, just work and sleep.",
    "Oh I know exactly what you mean.",
    "The kettle just boiled, hold on.",
    "That sounds like a lot, go easy on yourself.",
    "Haha, classic.",
    "I'm trying to be better at replying, I promise.",
    "We should really meet up properly soon.",
    "Fair enough, you can't win them all.",
    "Right? I thought the same.",
    "My head is all over the place today.",
    "Oh, good for you!",
)
GOODBYES = (
    "Right, dinner is calling. Bye for now!",
    "I need to sleep, chat tomorrow.",
    "Off I go, lovely talking to you.",
)
#: how a time is said against the session's day
AGO = ("Last Sunday", "Three weeks ago", "The other day", "On Thursday", "A fortnight ago")
#: what the other person may say before a fact is told
NEWS = ("Any news on your side?", "What's new with you?", "Anything happen since we spoke?")


FACTS = (
    Told(
        "{ago} I passed my motorbike test, the first ride was only to the bakery "
        "but I grinned the whole way.",
        "What two-wheeled vehicle is {me} now allowed on the road with?",
        "When did {me} pass the motorbike test?",
    ),
    Told(
        "My sister gave birth to twins {ago}, two tiny girls, so I am an aunt twice over.",
        "What news did {me} get about new babies in the family?",
        "When were {me}'s twin nieces born?",
    ),
    Told(
        "{ago} our basement flooded after the storm and we lost all the old photo albums.",
        "What did {me} lose when water got into the house?",
        "When did {me}'s basement flood?",
    ),
    Told(
        "I got promoted to head chef at the bistro {ago}, I still can't believe it.",
        "What new position did {me} get at the restaurant?",
        "When was {me} made head chef?",
    ),
    Told(
        "{ago} I broke my wrist falling off a ladder while I was cleaning the gutters.",
        "How did {me} injure an arm?",
        "When did {me} break a wrist?",
    ),
    Told(
        "We bought an old farmhouse with a leaky roof {ago}, a proper project.",
        "What sort of property did {me} purchase?",
        "When did {me} buy the farmhouse?",
    ),
    Told(
        "{ago} I ran into my primary school teacher at the market and she remembered my name.",
        "Which person from {me}'s childhood turned up while shopping?",
        "When did {me} run into the old teacher?",
    ),
    Told(
        "I finished knitting a jumper for my dad {ago}, the sleeves are slightly "
        "different lengths.",
        "What piece of clothing did {me} make for a parent?",
        "When did {me} finish knitting the jumper?",
    ),
    Told(
        "{ago} I sold my grandfather's old piano to a music school in town.",
        "What family instrument did {me} part with?",
        "When did {me} sell the piano?",
    ),
    Told(
        "Our cat went missing {ago} and came back three days later covered in burrs.",
        "Which pet disappeared for a while at {me}'s place?",
        "When did {me}'s cat go missing?",
    ),
    Told(
        "{ago} I won the pub quiz with my cousins, the prize was a giant tin of biscuits.",
        "What trivia contest did {me} come first in?",
        "When did {me} win the pub quiz?",
    ),
    Told(
        "I started nights at the hospital pharmacy {ago}, my sleep is a mess.",
        "Where does {me} work overnight?",
        "When did {me} start at the hospital pharmacy?",
    ),
    Told(
        "{ago} I pulled a hedgehog out of a drain and drove it to the wildlife centre.",
        "What animal did {me} save?",
        "When did {me} rescue the hedgehog?",
    ),
    Told(
        "I cleared out the attic {ago} and turned it into a tiny office with a skylight.",
        "Where does {me} do paperwork at home now?",
        "When did {me} turn the attic into an office?",
    ),
)

INFERENCES = (
    Inference(
        (
            "I'm allergic to cats, my eyes swell shut within minutes.",
            "Even a jumper with cat hair on it sets me off sneezing.",
        ),
        "Would {me} be happy to house-sit for a friend who has three kittens?",
    ),
    Inference(
        (
            "I never learned to swim, deep water terrifies me.",
            "At the pool I stay where my feet touch the bottom.",
        ),
        "Would {me} sign up for a scuba diving course?",
    ),
    Inference(
        (
            "I can't handle spicy food, even black pepper is too much for me.",
            "Mild cheddar on toast is my idea of a feast.",
        ),
        "Would {me} enjoy a vindaloo night at the curry house?",
    ),
    Inference(
        (
            "I'm a morning person, up at five and asleep by nine.",
            "Late nights wreck me for the whole of the next day.",
        ),
        "Is {me} likely to go clubbing until dawn?",
    ),
    Inference(
        (
            "I get car sick on any road with bends.",
            "Even reading a map in the passenger seat turns my stomach.",
        ),
        "Would {me} enjoy a long coach tour through the Alps?",
    ),
    Inference(
        (
            "Heights make my knees go weak, I couldn't even finish the castle tower.",
            "I keep my eyes shut in glass lifts.",
        ),
        "Would {me} try a bungee jump?",
    ),
    Inference(
        (
            "I'm saving every penny for a house deposit, no treats this year.",
            "I cancelled the streaming subscriptions to put more aside.",
        ),
        "Would {me} book a luxury spa weekend right now?",
    ),
    Inference(
        (
            "Since my back operation I can't lift anything heavy.",
            "The doctor banned me from carrying shopping bags.",
        ),
        "Should {me} help a friend shift a sofa into a new flat?",
    ),
    Inference(
        (
            "I'm tone deaf and I know it, my family begs me not to hum.",
            "Music lessons at school were a disaster for me.",
        ),
        "Would {me} volunteer to perform at a karaoke night?",
    ),
    Inference(
        (
            "Little ones adore me, my nephews never want me to leave.",
            "I help out at the nursery on Saturdays for fun.",
        ),
        "Would {me} enjoy babysitting?",
    ),
    Inference(
        (
            "I hate the cold, I wear two jumpers indoors from October.",
            "Snow is pretty in pictures and nowhere else.",
        ),
        "Would {me} enjoy a skiing holiday in Norway?",
    ),
    Inference(
        (
            "I'm a total bookworm, I finish about three novels a week.",
            "The librarians know me by name.",
        ),
        "What would be a good birthday present for {me}?",
    ),
    Inference(
        (
            "I don't drink alcohol at all, never have.",
            "I'm always the designated driver at parties.",
        ),
        "Would {me} enjoy a wine tasting tour?",
    ),
    Inference(
        (
            "I can't sit still, even films feel too long to me.",
            "I fidget through every meeting at work.",
        ),
        "Would {me} like a ten-day silent meditation retreat?",
    ),
)

LISTS = (
    ListOf(
        (
            "Saw a jazz trio in a cellar bar, tiny room, huge sound.",
            "We went to an opera in the park and brought a picnic.",
            "Caught a folk singer at the village hall on Friday.",
            "Got tickets to a string quartet at the cathedral.",
        ),
        ("Been out much?", "Done anything fun in the evenings?"),
        "I saw a tribute band once, never again.",
        "What live music has {me} been to?",
    ),
    ListOf(
        (
            "Fixed the wobbly kitchen table with cardboard and glue.",
            "Replaced the bathroom tap myself, only one small flood.",
            "Rewired the lamp in the hallway and it works!",
            "Patched the hole in the shed roof before the rain.",
        ),
        ("Busy weekend?", "What have you been up to at home?"),
        "We called a handyman for our back door.",
        "What has {me} repaired around the house?",
    ),
    ListOf(
        (
            "I'm growing tomatoes on the balcony this year.",
            "Planted a row of sunflowers along the fence.",
            "The strawberries in the window box are finally red.",
            "Put in some garlic bulbs for next summer.",
        ),
        ("How's the garden?", "Anything growing yet?"),
        "My basil died within a week, as usual.",
        "What plants has {me} grown?",
    ),
)


def _one(rng: random.Random, conv: str, start: date) -> Conversation:
    """One conversation of 20 questions: 8 facts (3 asked when too), 7 inferences, 2 lists."""
    chat = Chat.between(rng, PEOPLE, start, (16, 22), (9, 16), (CHATTER, GOODBYES))
    count = len(chat.days)
    sessions = list(range(count))

    facts = rng.sample(FACTS, 8)
    for n, fact in enumerate(facts):
        swap = rng.random() < 0.5
        text = fact.at(rng.choice(AGO))
        if rng.random() < 0.4:
            block = chat.said(
                rng.choice(sessions[1:]), (("you", rng.choice(NEWS)), ("me", text)), [1], swap
            )
        else:
            block = chat.said(rng.choice(sessions[1:]), (("me", text),), [0], swap)
        chat.ask(fact.question, "single-hop", [block], swap)
        if n < 3:
            chat.ask(fact.when, "temporal", [block], swap)
    for inf in rng.sample(INFERENCES, 7):
        swap = rng.random() < 0.5
        marks = chat.said_apart(sorted(rng.sample(sessions, 2)), inf.texts, swap)
        chat.ask(inf.question, "inference", marks, swap)
    for kind in rng.sample(LISTS, 2):
        swap = rng.random() < 0.5
        marks = chat.list_of(kind, sessions, swap)
        chat.ask(kind.question, "list", marks, swap)
    return chat.conversation(conv, "fresh2")


def fresh2_conversations(
    n: int = 4, seed: int = 44, start: date = date(2022, 9, 12)
) -> list[Conversation]:
    """`n` conversations of the second held-back bank, from one seed."""
    rng = random.Random(seed)
    return [_one(rng, f"fresh2-{i}", start + timedelta(days=41 * i)) for i in range(n)]


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, fresh2_conversations, "fresh2", CATEGORIES, 4)


if __name__ == "__main__":
    main()
