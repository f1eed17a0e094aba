"""The fourth held-back bank's last two conversations, written out turn by turn.

Read by bench/retrieval_fresh4.py (the format is in its docstring). Never tuned on.
"""

from __future__ import annotations

HOLLIS_WREN = """
Hollis Wren
== 2022-04-03
A: Hello Wren its Hollis. Poppy put this whatsapp on my phone so I can message you
B: HOLLIS! hello!! this is brilliant
A: took me twenty minutes to find the @ sign, I have no idea why its hiding [[tech1]]
B: haha it's a menace, I'm proud of you
A: How is the university
B: good! my PhD is all about harbour porpoises, how they use the sound in the sea, so I spend my
    life listening to clicks [[phd]]
A: Porpoises. June says thats like a little dolphin
B: June is correct 🐬
A: The allotment is going well. got the broad beans in last week, first thing every year [[veg1]]
B: oh I love broad beans
A: Youll get a bag then when theyre up
B: deal
A: Right the phone is nearly dead. June says hello
B: hello June! talk soon x
== 2022-04-17
B: hi Hollis! how's things
A: Busy. Our Poppy turns nine on Saturday and the house is full of balloons [[poppy0]]
B: aww nine!! what's she getting
A: Shes wanted a keyboard since Christmas so we found a second hand one, dont tell her
B: my lips are sealed
A: I joined the bowls club too. June said I was under her feet since I stopped the post round
    [[hob1]]
B: haha retired life. is it fun
A: More fun than I thought. There's a chap there 91 who beats everyone
B: legend
B: my basil on the windowsill keeps dying. I water it every single morning and it still flops over
A: Stop watering it every day love, let the soil go dry on top first. You're drowning it not
    starving it [[basil]]
B: oh no. I'm a murderer
A: A kind one
B: fieldwork starts next month, on Unst, right at the top of Shetland, the most northerly island
    [[unst]]
A: Thats a long way up. Take a good coat
B: everyone keeps saying that lol
== 2022-05-14
A: Hows Shetland
B: wild and wet and beautiful. saw otters on the rocks this morning, a mum and two cubs [[wild1]]
A: Otters! Lucky you
B: the boat trip out to the porpoise spot was a disaster though, I was sick over the side for
    three hours [[sick1]]
A: Oh dear. Did you get any porpoises
B: a few clicks! worth it
A: I've been told I need to have a cataract done on the left eye, everything looks like fog
    [[eye0]]
B: oh Hollis, is it a big operation
A: They say twenty minutes. I'm not keen on anyone near my eye
B: you'll be fine, my gran had both done and said she saw colours again
A: Thats good to hear
A: The keyboard was a hit. Shes never off it, drives her mother mad [[poppy1]]
B: haha as it should
B: I've gone a bit stir crazy on the days we can't go out. I'd much rather be soaked on a boat
    than stuck inside with a laptop [[outdoor1]]
A: Sounds like you should have been a postman
B: maybe I should lol
== 2022-06-05
B: how did the eye go??
A: I had it done on Tuesday just gone. June drove me, I had a patch like a pirate [[eye]]
B: arrr. and can you see?
A: Clear as anything. I didn't know the kitchen was yellow
B: 😂 40 years in that kitchen
A: I know. Speaking of which June and me had our anniversary last week, 44 years [[june1]]
B: wow!! congratulations to you both
A: Went to the Italian on the high street, she had the lasagne she always has
B: that's love
A: The marrow is getting enormous, I think it could be a winner this year
B: you're entering it in the show?
A: If it keeps going like this
B: ok hollis I need advice. I have a meeting with my supervisor and she keeps moving the
    goalposts and I always freeze and agree to everything
A: Write down what you want to say before you go in, and say it plain. No apologising first. She
    can only say no [[super]]
B: that's really good. I'll try it
A: Let me know how you get on
== 2022-07-24
A: Well the marrow came second at the village show. Beaten by Reg and his giant onion [[show]]
B: SECOND! that's amazing hollis
A: Reg has been growing that onion since the war I think
B: haha. what happens to the marrow now
A: June made chutney out of the big fella, twelve jars [[chutney]]
B: please save me one
A: Already done
B: I took a lead fall at the climbing wall on thursday and smacked my ankle into the wall, it's
    black and blue [[ankle]]
A: Climbing walls. What's wrong with a nice walk
B: hahaha too slow
A: Did the supervisor meeting go ok
B: it did! I said it plain like you said. she actually agreed
A: There you go
B: oh and I passed my upgrade viva yesterday! so I'm officially a proper PhD student now, not
    probation [[viva]]
A: Well done! I don't know what it means but well done
B: it means they can't kick me out lol
A: Ha
== 2022-09-03
A: Wren how do I do the video call thing. Our Sam is in Australia and he wants to see the garden
B: open the chat with him in whatsapp, then press the little camera icon at the top right. it
    rings him like a phone [[video]]
A: Got it. I think. Poppy usually does it for me [[tech2]]
B: you'll be a pro in no time
A: The leeks are looking grand this year, thick as your wrist [[veg3]]
B: I'm jealous, my basil survived though!! it's huge
A: Told you
B: going back up to the island in two weeks for the autumn season. two ferries and a tiny plane
    to get there [[travel]]
A: Rather you than me
B: the ferry part I dread honestly, I'm green the whole way every time [[sick2]]
A: Ginger biscuits. Worked for me on the boat to France
B: I'll try anything
A: I've been doing the tea at the library on wednesday mornings, helping the old dears with the
    computers. Which is funny [[hob2]]
B: hahaha the teacher becomes the student becomes the teacher
== 2022-10-15
B: I'm back! saw a minke whale on the last day, it came right up by the boat [[wild3]]
A: A whale! Did you get a picture
B: a blurry one. it's mostly sea
A: Thats how I'd photograph it too
B: and puffins earlier in the season, before they left [[wild2]]
A: Lovely things those
A: I'm thinking of getting binoculars now I can see properly again. For the birds on the allotment
B: oh yes! get 8x42, anything bigger is too heavy to hold still and you'll just see wobbles
    [[binos]]
A: 8x42. I'll write that down
B: how is June
A: Shes got a cold and she's blaming me
B: classic
== 2022-11-26
A: Purple sprouting broccoli is in for the winter. We'll have it in March [[veg4]]
B: you plan so far ahead, I can't plan lunch
A: Gardening teaches you that
B: I'm writing up my first chapter, so I'm mostly at my desk and hating it
A: You said you'd rather be on a boat
B: always
A: June wants to know if you'll come for Christmas dinner. You said your family is away
B: oh I'd love that!! can I bring something
A: Bring that basil if its still alive
B: hahaha it's a pesto now
A: Ha. Poppy will play the keyboard for us so bring earplugs
B: I'll bring crackers 🎄
"""

HOLLIS_WREN_QUESTIONS = (
    ("single-hop", "What marine animal is Wren researching?", "phd"),
    ("single-hop", "What procedure did Hollis need on his eye?", "eye0"),
    ("single-hop", "How did Wren hurt her foot at the climbing centre?", "ankle"),
    ("single-hop", "What place did Hollis's vegetable get in the competition?", "show"),
    ("single-hop", "What did Hollis's wife make with his prize vegetable?", "chutney"),
    ("single-hop", "Which sport did Hollis take up because he was under his wife's feet?", "hob1"),
    ("single-hop", "What happened on Wren's boat trip to find porpoises?", "sick1"),
    (
        "multi-hop",
        "What present did Hollis's granddaughter get for her ninth birthday?",
        "poppy0 poppy1",
    ),
    ("multi-hop", "How does Wren travel to Unst?", "unst travel"),
    ("multi-hop", "On which island did Wren watch an otter with her cubs?", "unst wild1"),
    ("temporal", "When did Hollis have his cataract operation?", "eye"),
    ("temporal", "When did Wren pass her upgrade viva?", "viva"),
    ("temporal", "When is Poppy's birthday?", "poppy0"),
    ("temporal", "When did Wren hurt her ankle?", "ankle"),
    ("list", "What vegetables has Hollis grown on his allotment?", "veg1 show veg3 veg4"),
    ("list", "What wildlife has Wren seen on her fieldwork?", "wild1 wild2 wild3"),
    ("list", "What has Hollis been doing with his time since he retired?", "hob1 hob2"),
    ("inference", "Is Hollis comfortable using a smartphone?", "tech1 tech2"),
    ("inference", "Would Wren rather do fieldwork than write at a desk?", "outdoor1"),
    ("inference", "Is Hollis married?", "june1 chutney"),
    ("inference", "Does Wren get seasick?", "sick1 sick2"),
    ("other", "What did Hollis tell Wren about caring for her basil?", "basil"),
    ("other", "How did Wren explain making a video call to Hollis?", "video"),
    ("other", "What did Hollis advise Wren to do before meeting her supervisor?", "super"),
    ("other", "Which binoculars did Wren recommend to Hollis?", "binos"),
)

DAGNY_TOMASZ = """
Dagny Tomasz
== 2024-01-14
A: morning! or is it night for you
B: it's my morning, i just woke up at 2pm lol. three nights on ICU this week [[job]]
A: oof. how was it
B: busy. flu everywhere. how's the kettle
A: the café is good! we got in the Hebden Times for the best bacon butty in the valley 🥓 [[paper]]
B: DAGNY that's huge
A: I framed it and hung it by the till, very humble
B: hahaha as you should
A: I'm trying my mormor's cardamom buns as a weekend special too, it's her old recipe from home
    [[menu1]]
B: i'll come and eat all of them
A: you'd have to be awake in daylight
B: rude. true but rude
B: how do you stay awake? i'm a wreck on nights, i drink coffee till 5am and then can't sleep
A: no coffee after 3am, eat something with protein around then instead, and wear sunglasses on
    the drive home so your brain thinks it's still night [[nights]]
B: sunglasses in january. the neighbours will love it
A: haha trust me
== 2024-01-28
B: dagny. DAGNY
A: what!!
B: Rafał asked me to marry him last night!!! on the bridge by the canal, he was shaking [[propose]]
A: OMG TOMASZ 😭😭 congratulations!!
B: i said yes before he finished the sentence lol
A: of course you did. I'm so happy for you both
B: you're invited obviously. we want everyone, it's going to be loud [[loud1]]
A: I wouldn't miss it
A: in less happy news the espresso machine died mid rush on saturday, the steam wand just went
    bang [[machine]]
B: noooo
A: and I burnt my hand on it. it's red and blistery
B: run it under cool tap water for twenty minutes, not ice and definitely not butter. if the
    blister's bigger than a coin get it looked at [[burn]]
A: yes nurse
B: i'm serious!!
A: I know I know. doing it now
== 2024-02-18
A: so the dog situation happened
B: what dog situation
A: I adopted an old lurcher called Moss from the rescue in Halifax. he's seven and grey and he
    sleeps under the counter all day [[moss1]]
B: a café dog!! the customers must love him
A: they bring him sausages, he's going to be enormous
B: haha
B: so i had my driving test yesterday
A: and??? how did it go
B: failed on a roundabout lol. went the wrong way round. second go in April [[test1]]
A: oh no. sorry tom
B: it's fine, i'm more embarrassed than sad
A: the examiner has seen worse I promise
B: we looked at wedding venues! we went with an old mill by the river in Todmorden, it has a big
    room with beams [[venue]]
A: sounds perfect
B: rafal cried at the first one we saw and it was a car park
A: lol he's a softie
== 2024-03-10
A: the beck came up through the café floor on thursday night. everything's soaked [[flood]]
B: oh dagny no
A: the whole valley's flooded again, half the high street is the same. we're closed at least a week
B: is Moss ok
A: he's fine, he was at mine. my sister Frida is flying over from Bergen to help me get it
    sorted, she arrives tuesday [[frida1]]
B: that's good at least. do you need hands
A: honestly yes, if you're free at the weekend
B: i'm off sat and sun, i'll bring my wellies
A: you're an angel
B: also we set a date. 12th of October [[date]]
A: writing it in pen
== 2024-03-31
A: we reopened on monday!! new floor, new paint [[reopen]]
B: yesss. how does it look
A: better than before honestly. Frida painted the walls a sort of sea green
B: tell her thank you for the tea she made me when i was shovelling mud
A: she says you're welcome and you're invited to Bergen
B: haha
A: we're doing a soup of the day now too, Frida's idea, it's been flying out [[menu2]]
B: i'll take the soup and the buns
A: Moss is scared stiff of the new coffee grinder, he hides in the storeroom every time it
    starts [[moss2]]
B: poor baby
B: wedding stuff: we booked a ceilidh band, they're called the Hopping Hares and they're
    brilliant [[band]]
A: a ceilidh!!! I'm going to be terrible
B: everyone's terrible, that's the point
A: what else do you need
B: a cake. we have no idea
A: do a carrot cake in tiers. it keeps for days, it's cheap to make, and you don't have to worry
    about nut or gluten people if you do one layer free from [[cake]]
B: sold. can you make it
A: I was hoping you'd ask
== 2024-04-21
B: PASSED
A: the test?!
B: yes!!! no faults on the roundabouts this time, only two minors [[test2]]
A: YAY. you're a driver!!
B: rafal's letting me drive his car which is brave of him
A: very brave
A: Frida went back home yesterday and took half my buns in her suitcase [[frida2]]
B: haha I would too
A: I miss her already, she was so good in the kitchen
B: will you hire someone
A: I'm taking on a seventeen year old called Milo for Saturdays. he's keen and he can do latte
    art [[milo]]
B: a latte artist!! fancy
A: better than mine, don't tell him
B: i've been sleeping til 2 again, nights are rough this month [[sleep]]
A: how many in a row
B: four. and the fifth one is the worst
A: sunglasses?
B: sunglasses ✔️ they actually work
== 2024-05-19
A: I need your advice. there's a bloke who comes in and is rude to Milo every single time. snaps
    his fingers at him
B: ugh. be polite to him once, tell him clearly it's not ok, and if he does it again ban him.
    life's too short and you're the boss [[rude]]
A: you're right. I hate conflict though
B: i know. do it anyway
A: ok. also the boiler packed in this week, two days of no hot water in the kitchen. I think
    this café is cursed [[boiler]]
B: nah it's just old. like me after four nights
A: lol
A: and people kept asking so I finally started doing oat milk flat whites [[menu3]]
B: welcome to the 21st century
A: don't
B: we booked a photographer too, she's a friend of rafal's sister so it's cheaper [[photo]]
A: good
B: we're planning a two hundred person party. I want the loudest wedding Todmorden has ever seen
    [[loud2]]
A: ha god help Todmorden
== 2024-06-16
A: guess what
B: what
A: I paid off the bank loan for the café!!! took three years but it's done [[loan]]
B: DAGNY 🎉 that's massive
A: there's been a queue out the door every saturday since the newspaper thing, it made such a
    difference [[busy]]
B: you earned it
A: I bought myself a new apron to celebrate. I know how to party
B: hahaha
B: rafał wants to know what flavour the second layer of the cake is
A: lemon. it's always lemon
B: he'll be thrilled
A: and how are you doing on nights
B: better! moving to days in september, so i'll be human for the wedding
A: yay
"""

DAGNY_TOMASZ_QUESTIONS = (
    ("single-hop", "What is Tomasz's job?", "job"),
    ("single-hop", "What did the local newspaper praise Dagny's café for?", "paper"),
    ("single-hop", "What broke at the café during a busy Saturday in January?", "machine"),
    ("single-hop", "Did Tomasz pass his driving test in the end?", "test2"),
    ("single-hop", "Where are Tomasz and Rafał getting married?", "venue"),
    ("single-hop", "Why did Dagny have to close the café in March?", "flood"),
    ("single-hop", "Who did Dagny hire to work on Saturdays?", "milo"),
    ("multi-hop", "When are Tomasz and Rafał getting married?", "propose date"),
    ("multi-hop", "What is the dog Dagny adopted frightened of?", "moss1 moss2"),
    (
        "multi-hop",
        "To which city did the sister who helped after the flood return?",
        "frida1 frida2",
    ),
    ("temporal", "When did the café flood?", "flood"),
    ("temporal", "When did Tomasz fail his first driving test?", "test1"),
    ("temporal", "When did Rafał propose to Tomasz?", "propose"),
    ("temporal", "When did Dagny's café reopen after the flood?", "reopen"),
    ("list", "What new things has Dagny put on the café menu?", "menu1 menu2 menu3"),
    ("list", "What have Tomasz and Rafał booked for the wedding?", "venue band photo"),
    ("list", "What has gone wrong at Dagny's café this year?", "machine flood boiler"),
    ("inference", "Would Tomasz usually be awake at 3am?", "job sleep"),
    ("inference", "Is Dagny's business doing well?", "loan busy"),
    ("inference", "Would Tomasz want a small, quiet wedding?", "loud1 loud2"),
    ("inference", "Does Dagny have family in Scandinavia?", "menu1 frida1"),
    (
        "other",
        "What did Dagny tell Tomasz to wear when driving home after a night shift?",
        "nights",
    ),
    ("other", "What first aid did Tomasz give Dagny for her burnt hand?", "burn"),
    ("other", "What kind of wedding cake did Dagny suggest to Tomasz?", "cake"),
    ("other", "What did Tomasz advise Dagny to do about the rude customer?", "rude"),
)
