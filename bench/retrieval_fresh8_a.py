"""The eighth held-back bank's first two conversations, written out turn by turn.

Read by bench/retrieval_fresh8.py (the format is in bench/retrieval_fresh4.py's
docstring; a third name on the first line writes its turns as `C:`). Never tuned on.
"""

from __future__ import annotations

AURELIE_SIPHO_KENJI = """
Aurelie Sipho Kenji
== 2025-01-11
A: Bonjour les gars. So it is official, I paid the entry for Comrades this morning. 89 km, the
    down run, Pietermaritzburg to Durban, 8 June. No going back now. [[entry]]
B: yoooo Aurelie 🔥🔥 I told you you would do it, I did my first one in 2019 and cried at the
    finish like a baby and I will cry again because I signed up too, and my cousin Thandi says
    we can all stay at her place in Umhlanga, it is ten minutes from the beach [[stay1]]
C: in. paid yestrday [[kentry]]
A: Kenji!! Parfait. Les trois mousquetaires.
B: so what is the plan, do we follow a plan or do we just run until the legs fall off like last
    year
A: A plan. I found a 20-week one from a coach in Cape Town. Three runs in the week, long run on
    Sunday, back-to-back weekends from March. [[plan1]]
C: ok
B: I can only do Sundays early because of the restaurant, Saturday night I close the kitchen at
    one in the morning most weeks and then I am useless until ten [[sjob]]
A: 6h30 on Sunday at the harbour wall then, and you sleep in the afternoon.
C: 630 fine
B: 😴 ok ok
C: need new shoes. current ones 900km [[shoe1]]
A: 900?? Kenji, c'est n'importe quoi. Your knees will send you a bill.
C: knees fine
== 2025-02-08
A: Sorry for the silence, I was on call all week, three nights on the anaesthetics rota and one
    emergency caesarean at 4 in the morning. I ran once. [[ajob]]
B: respect doctor, I cannot even put a plaster on without fainting
A: I am not a doctor for plasters. What did I miss?
B: the half marathon on Sunday, I ran it with my brother as a test, 1:38:20, new best by two
    minutes and I did not even taper because we had a wedding on the Saturday [[half1]]
A: Bravo! That is a big jump.
C: got the new ones. carbon plate. 240 quid [[shoe2]]
A: And?
C: fast. feel like cheating
B: Kenji buying speed haha
A: For the record, my goal is the bronze medal. Under eleven hours. I do not care about the rest.
    [[goal_a]]
B: I just want to finish before the gun at twelve hours, last time I had twenty minutes to spare
C: calf tight after tuesday intervals [[calf1]]
A: Stretch it and do not be a hero. Ice, and tell us on Sunday.
C: ya
== 2025-03-08
A: So, the first back-to-back weekend. How was it for you two?
B: honestly it destroyed me, 32 on Saturday in the rain and then 25 on Sunday with legs like wet
    cardboard, I had to stop at the garage for a Coke and a pie, do not tell the coach [[b2b]]
A: I will not tell. Also I fell on Wednesday on the forest trail, a root, both hands in the mud,
    the skin is gone from my left palm. Nothing broken. [[fall1]]
B: oh no 😬 can you hold a scalpel
A: I hold a syringe, it is fine.
A: Kenji, what did the physio say about the calf?
C: soleus strain. 2 wks no running. bike only [[calf2]]
A: Zut. Two weeks is nothing if you listen.
C: bored already
B: and I have news, big news, Chef Marco left for London and they made me sous-chef, the
    owner told me on Thursday after service, I have a white jacket with my name now [[promo]]
A: Félicitations Sipho! Sous-chef!
C: nice. free food?
B: for you always
== 2025-04-05
B: still recovering from the Skyline 50 last Saturday and my legs are still not talking to me
    [[race50]]
A: I am fine, 5 hours 41, fourth woman in my age group, the climb at 30 km was brutal. [[res50]]
A: Sipho, how did it go for you, I lost you after the second climb.
B: 38 km and then both legs locked, cramps like I have never had, I sat on a rock for half an
    hour and a marshal drove me down in a little buggy, so that is my first DNF ever [[dnf]]
C: unlucky
B: and Kenji was at the finish on his bicycle with a cowbell, best supporter
C: calf ok now. ran 10k tuesday no pain [[calf3]]
A: Wonderful. Slowly.
A: Also, I cannot take gels any more, they make my stomach turn after three hours. In the race I
    ate small boiled potatoes with salt, from a bag in my vest, like my grand-mère. [[food1]]
B: potatoes!! I will make you some with rosemary
A: Plain. With salt. Nothing else.
B: a chef cries
== 2025-04-26
C: rotterdam sunday. 3:12. qualified [[qual]]
A: KENJI! After a strain in March! 3:12 puts you in a good seeding.
C: seed C. [[seed]]
B: that man is a machine, I will see him at the start and then never again
C: also new watch. 40h battery [[watch]]
A: Good, for the long ones you need it. I bought the hydration vest at last, the blue one,
    1.5 litres in the front, because the old belt bounces. [[vest]]
B: and I booked the flights for all three of us, 4 June from Heathrow to Johannesburg and then
    the small plane to Durban, I sent the tickets to the group email [[flight]]
A: Merci mon chef.
B: I also bought a head torch for the start because it is dark at 5:30 in the morning there
C: need one?
B: yes everyone needs one, I bought three, you owe me 18 pounds each [[torch]]
== 2025-05-17
A: Bad news: positive for covid on Tuesday. Fever two days, now only tired. No running for ten
    days, the coach says it is fine in the taper. [[sick1]]
B: noooo Aurelie, rest, drink, eat my soup
A: Send the soup.
C: lost toenail. big toe. from the 50k [[toe]]
B: that is disgusting Kenji, I am eating
C: sorry
A: Did your boss say yes for the time off?
B: two weeks, paid, and he wants a photo with the medal for the wall of the restaurant [[leave]]
A: He is a good man.
B: he is a good man who makes me work Christmas
== 2025-06-09
A: We did it. I am writing from the bed, I cannot go down the stairs.
A: 10:52. Bronze. I cried at the Moses Mabhida stadium like Sipho said I would. [[res_a]]
C: 8:41. bill rowan medal [[res_k]]
B: KENJI IS A MACHINE, I said it, the Bill Rowan is sub-nine, he passed me at 20 km and I never
    saw him again
B: me 11:37, Vic Clapham medal, the cramps came again at 70 km exactly like the Skyline and I
    walked the last 15 with a grandmother from Soweto who was doing her 20th [[res_s]]
A: You finished. That is everything.
B: and Thandi's pap and chicken stew the night before, I think it saved all of us [[thandi]]
C: best food of trip
A: Please thank her again, and her husband for the car at 4 in the morning.
== 2025-07-05
A: A month later and I have decided. No more ultras for me. I start open-water swimming with the
    club at the lido, the long distance in the sea next summer maybe. [[swim]]
B: no!! we need you for next year
A: I need my knees. Et mon sommeil.
C: berlin marathon in sept. chasing 2:59 [[next_k]]
B: of course he is
B: me I have news too, a restaurant in Brighton offered me head chef, I go to see the kitchen on
    Friday, if I take it I start in September [[offer]]
A: Sipho! Head chef! You must take it.
B: and my knee, the right one, it swells after I carry the stock pots up the stairs, the physio
    says it is the race still and to give it time [[knee]]
C: ice
B: yes doctor Kenji
"""

AURELIE_SIPHO_KENJI_QUESTIONS = (
    ("single-hop", "Where did the three runners stay in Durban?", "stay1"),
    ("single-hop", "How far had Kenji run in his old running shoes?", "shoe1"),
    ("single-hop", "What does Aurelie eat instead of energy gels on long runs?", "food1"),
    ("single-hop", "What is Aurelie's job?", "ajob"),
    ("single-hop", "What was Sipho's time in the half marathon?", "half1"),
    ("multi-hop", "What did Sipho's cousin cook for the runners before the race?", "thandi stay1"),
    ("multi-hop", "Did Aurelie reach the goal she set herself for Comrades?", "goal_a res_a"),
    (
        "multi-hop",
        "Which medal did the runner who lost a toenail win at Comrades?",
        "toe res_k",
    ),
    (
        "multi-hop",
        "How many weeks after his calf strain did Kenji qualify in Rotterdam?",
        "calf2 qual",
    ),
    ("temporal", "When did Aurelie enter Comrades?", "entry"),
    ("temporal", "When did Aurelie fall on the forest trail?", "fall1"),
    ("temporal", "When did Kenji run the Rotterdam marathon?", "qual"),
    ("temporal", "When did Aurelie test positive for covid?", "sick1"),
    ("temporal", "Which race did Aurelie and Sipho run at the end of March 2025?", "race50"),
    ("list", "What injuries did the three runners have in training?", "calf2 fall1 toe knee"),
    ("list", "Which races besides Comrades did the group run?", "half1 race50 qual"),
    ("list", "What running gear has Kenji bought?", "shoe2 watch"),
    ("list", "What are the three doing after Comrades?", "swim next_k offer"),
    ("list", "What kit did Aurelie get for the race?", "vest torch"),
    ("neighbour", "What did the physio say about Kenji's calf?", "calf2"),
    ("neighbour", "How did the Skyline 50 go for Sipho?", "dnf"),
    ("neighbour", "What did Sipho's boss say about time off for the race?", "leave"),
    ("neighbour", "How was the first back-to-back training weekend?", "b2b"),
    ("inference", "Will Aurelie run Comrades again next year?", "swim"),
    ("inference", "Does Sipho work late in the evenings?", "sjob promo"),
)

FARIDA_OSKAR = """
Farida Oskar
== 2024-09-02
A: Kickoff notes, so we have them somewhere:
    - the game: Lantern Ferry, you steer a ferry across a lake in fog and the puzzles are the
    lights on the shore [[game]]
    - engine: Godot, we drop Unity for good [[engine]]
    - by October: trailer, Steam page, apply to the Scottish games fund [[todo1]]
B: yes yes all good, and can I say that I am so happy that we finally do this after five years
    of talking about it in pubs, also it is fourteen degrees in Glasgow today and people walk
    around in t-shirts, in Umeå at fourteen degrees we would still be in our winter coats, you
    people are crazy [[home_o]]
A: We are hardy.
B: you are something
A: Who does the fog? It has to look good in the trailer.
B: Ines will do it, my girlfriend, she is a tech artist at the big studio in Dundee and she says
    fog is her favourite thing in the world, she will do it on the weekends for pizza [[ines0]]
A: Perfect. Pizza budget approved.
B: Kanelbulle says hej, she is sitting on my keyboard, she is a cat with opinions [[cat]]
A: Tell her no commits.
== 2024-10-05
A: Steam page went live on Thursday.
    - 1,200 wishlists the first day
    - 3 comments, 2 nice, 1 asks if there is a dog [[steam]]
B: a dog!! we can put a dog on the ferry, a small one, that sits at the front
A: Add it to the list. Not before Christmas.
B: also my friend Lisa from the conservatory will do the music, she does not want money, only a
    share of the sales after, two percent, I said yes already, sorry [[music]]
A: It is fine. Two percent is fair.
A: I am so tired. Three days a week at the bank testing their app and then the game in the
    evenings. [[fjob]]
B: you should stop the bank
A: And pay rent with what?
== 2024-11-16
B: so what did Heron Lane offer, tell me everything, I have been biting my nails all day
A: In short:
    - 60k advance
    - they take 30% until they get the advance back, then 20%
    - they pay the console ports
    - release before summer 2025 [[deal1]]
B: sixty thousand, i cannot breathe, that is more than I earned in two years at the agency
A: And with that I can quit the bank in January. I will hand in my notice after we sign. [[quit]]
B: do it do it do it
A: How is the wrist?
B: the wrist is bad, the doctor says it is RSI from the mouse, I have a brace now like a tennis
    player and I have to use a vertical mouse that looks like a shark fin [[rsi]]
A: Take breaks. Set a timer.
B: Kanelbulle is my timer, she walks on the keyboard every forty minutes
== 2024-12-14
A: We signed on Monday. It is done. [[sign]]
B: 🎉🎉 we are a real studio now with a publisher and everything, my mum asked me if this means I
    have a real job
A: Tell her yes.
A: Bug list:
    - save file corrupts on the Steam Deck when you quit on the third island [[bug1]]
    - the lighthouse puzzle can be skipped by walking through a wall
B: the wall one is a feature
A: It is not.
B: also I am going home for jul, the 20th to 2 January, my father wants help with the sauna
    roof and my mother will feed me until I cannot walk, no laptop, I promised Ines [[jul]]
A: Good. Rest. I will fix the save file.
== 2025-02-01
A: Did you see the doctor about being so exhausted all the time?
B: ja, she says I am sjukskriven for two weeks, utbränd, burned out, too many nights, she says no
    screens after eight and long walks, I am sorry Farida I know the timing is terrible [[burn]]
A: Do not be sorry. The game can wait two weeks. You cannot.
A: Good news while you rest: I hired Mei, part time, for the character portraits. She starts on
    Monday. [[hire]]
B: Mei from the art school show? the one with the crows?
A: That one.
A: The demo for Next Fest goes out on the 24th. I will do the build. [[demo_plan]]
B: thank you, tack, tack, tack
== 2025-03-08
B: next fest numbers?? how did we do, I did not look because the doctor said no screens
A: 9,000 people played the demo, and we are at 22,000 wishlists. [[nextfest]]
B: TWENTY TWO THOUSAND
A: And a streamer from Brazil played it for three hours on Saturday. 40k people watching. Most of
    our wishlists came that night. [[streamer]]
B: I love Brazil, I love everyone in Brazil
B: and I am back, four days a week for now, the doctor says no weekends and I actually listen
    this time [[back]]
A: Four days is plenty.
== 2025-05-10
A: Release date is fixed: 12 June. Price 14.99, 10% off the first week. [[price]]
B: it feels real now, like a wedding date
A: We showed it at the Edinburgh games expo last weekend. Our booth was next to the toilets, so
    everyone saw it. [[expo]]
B: best spot in the building
A: Also: Kanelbulle ate through the cable of the dev kit while I was at yours on Tuesday. The
    publisher is sending a new one. [[cat2]]
B: she is sorry, she says it tasted of deadlines
== 2025-06-21
B: so how was launch week, I have been avoiding the numbers like my wrist doctor told me to avoid
    the mouse
A: 11,000 copies in seven days. We earn back the advance in a month at this speed. [[sales]]
B: 11000!!! I am going to cry in the kitchen
A: Reviews are 94% positive, 800 of them. People love the fog. [[reviews]]
B: Ines will frame that
A: One crash: the German and Swedish versions close when you open the map. Patched on Monday.
    [[bug2]]
B: it was my fault with the long Swedish words, sorry
A: Next: Heron Lane wants a Switch port. They pay, we do it in autumn. [[switch]]
B: and my news, Ines and I are moving in together, a flat in Partick with a room for Kanelbulle
    and a room for the sauna I will never have [[ines]]
A: Congratulations, both of you.
"""

FARIDA_OSKAR_QUESTIONS = (
    ("single-hop", "What is Farida and Oskar's game about?", "game"),
    ("single-hop", "Which game engine does the studio use?", "engine"),
    ("single-hop", "Who is writing the game's soundtrack?", "music"),
    ("single-hop", "How much does the game cost?", "price"),
    ("multi-hop", "What does the woman Oskar is moving in with do for a living?", "ines ines0"),
    ("multi-hop", "What kind of animal chewed through the dev kit cable?", "cat2 cat"),
    (
        "multi-hop",
        "How many wishlists did the game gain between the Steam page launch and Next Fest?",
        "steam nextfest",
    ),
    ("multi-hop", "What was the job Farida left after the publishing deal?", "quit fjob"),
    ("temporal", "When did the game's Steam page go live?", "steam"),
    ("temporal", "When did Farida and Oskar sign the publishing contract?", "sign"),
    ("temporal", "When did Lantern Ferry come out?", "price"),
    ("temporal", "When did they show the game at the Edinburgh expo?", "expo"),
    ("temporal", "What did Oskar do over Christmas 2024?", "jul"),
    ("list", "What bugs have Farida and Oskar had to fix?", "bug1 bug2"),
    ("list", "Who has worked on the game besides Farida and Oskar?", "music hire ines0"),
    ("list", "How did people hear about the game before launch?", "steam streamer expo"),
    ("list", "What health problems has Oskar had?", "rsi burn"),
    ("list", "What has the publisher agreed to pay for?", "deal1 switch"),
    ("neighbour", "What did the publisher offer the studio?", "deal1"),
    ("neighbour", "How did Next Fest go for the studio?", "nextfest"),
    ("neighbour", "How did launch week go?", "sales"),
    ("neighbour", "What did Oskar's doctor say about his exhaustion?", "burn"),
    ("inference", "Is Oskar used to colder weather than Glasgow's?", "home_o"),
    ("inference", "Did Farida take a financial risk for the game?", "quit"),
    ("inference", "Do players like Lantern Ferry?", "reviews"),
)
