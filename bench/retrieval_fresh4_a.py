"""The fourth held-back bank's first two conversations, written out turn by turn.

Read by bench/retrieval_fresh4.py (the format is in its docstring). Never tuned on.
"""

from __future__ import annotations

MAREN_KOFI = """
Maren Kofi
== 2023-03-05
B: oi stranger 👋 you alive?
A: barely haha. twelve hour shift at the vets yesterday, two spays and a rabbit with an abscess
    the size of a grape [[job]]
B: lovely. i'm eating
A: sorry!! how's things with you
B: good actually. the acoustic foam finally came so the garage is slowly turning into a studio
    [[gear1]]
B: it looks like the inside of an egg box in there now
A: oh amazing, send pics
B: when it's less of a tip
A: also BIG news, Tilde had the baby on wednesday night!! a little girl, 3.2kg, both fine
    [[niece1]]
B: no way!!! congrats auntie maren 🎉
A: thank you, I cried in the car park at work lol
B: haha as you do. how's your sister holding up
A: knackered but glowing. she hasn't picked a name yet which is driving mum mad
B: my back is wrecked from sitting at the mixing desk on a dining chair. any ideas? you're the
    medical one
A: get a kneeling chair, the wooden ones with the shin pad. my mum swears by hers and she had a
    disc go years ago [[chair]]
B: sounds like a torture device but ok i'll look
A: and I had my very first sailing lesson too! out on the lake at the club, I mostly got shouted
    at about the boom [[sail1]]
B: lol the boom is the swingy bit yeah?
A: the swingy bit that tries to kill you, yes
B: ok go eat something, talk later
A: night x
== 2023-03-12
A: how's the egg box
B: hahaha. did a test recording with my mate on guitar, sounds decent
A: and did the foam actually help with that awful echo you kept moaning about?
B: yeah it did, night and day honestly. you can hear the pick on the strings now [[echo]]
A: told you it would
B: you did not tell me that
A: I thought it very loudly
B: 😂 anyway drama here. Biscuit wolfed down one of my socks on friday and we ended up at the
    emergency vet [[sock]]
A: NOOO is he ok??
B: he's fine, they made him sick it up. 280 quid for a sock. a sock maren
A: welcome to my world. what did they tell you to give him after
B: they gave me a leaflet and i lost it lol. what should he eat
A: plain boiled chicken and white rice for two or three days, small portions, then mix his
    normal food back in slowly [[bland]]
B: got it. he's looking at me like i'm the worst owner ever
A: he's technically your dad's dog, you're just the babysitter
B: true he is. dad can have him back when the knee is sorted, it's in for the op soon
A: speaking of work, I've been offered a job in Glasgow! at the big referral hospital, exotic
    animals team [[move1]]
B: WHAT. glasgow?? you're leaving bristol?
A: maybe!! I haven't said yes. the money's better and I'd actually get to do reptiles
B: proud of you. sad for me but proud
A: also a parrot bit clean through my thumbnail on tuesday, so maybe exotics is a mistake haha
    [[hurt1]]
B: ouch. that's your sign right there
A: lol. night x
== 2023-03-26
B: evening! how was sailing this week
A: don't. my first go on my own and I capsized right in the middle of the lake [[sail2]]
A: the water was so cold I couldn't breathe for a second
B: omg. did someone come get you
A: the safety boat, with everyone watching. very dignified
B: lmao sorry. are you going back
A: course I am. Pilar says everyone goes in the first time. she's my instructor, she's from
    Cádiz originally so she laughs at us in our three layers [[pilar1]]
B: 😂 spanish people judging british people's cold tolerance is fair tbh
A: how's your dad's knee
B: he had the op on thursday, they kept him in one night. he's home now moaning about the
    crutches [[dad1]]
A: that's a good sign, moaning means he's fine
B: haha yeah. i'm cooking for him this week which means lots of lentils, he hates it
A: you still doing the veggie thing?
B: a year next month, no meat at all. miss bacon every single day though [[veg1]]
A: respect. I'd last a week
B: also picked up some second hand studio monitors off a guy on gumtree, proper speakers, 90
    quid [[gear2]]
A: is that good? I have no idea
B: it's a steal. he didn't know what he had
A: ha. right I have to sleep, early shift
B: night!
== 2023-04-09
A: guess what
B: what
A: Glasgow fell through. they froze the post. BUT Edinburgh zoo rang on friday and offered me a
    vet nurse job with their team instead, so it's Edinburgh! [[move2]]
B: the ZOO?? maren that's your dream
A: I KNOW. penguins. I might get to do penguins
B: when do you start
A: they want me from the 5th of June, so I need to sort a flat by then [[start]]
B: that's soon. you'll need a proper coat up there
A: don't. I already hate the cold, it's the only bad bit [[cold1]]
B: how's the wrist by the way, you said you'd hurt something
A: oh ha yeah, I slipped on the wet ramp at the marina and sprained my wrist, it's strapped up.
    no sailing for two weeks [[hurt2]]
B: you're a walking accident lately
A: tell me about it
B: we played five a side tuesday and got absolutely hammered, 9-2 [[footy]]
A: oof. who scored your two
B: me and nobody lol, the other was an own goal
A: haha
B: i mixed until 4am again last night, i'm a zombie [[late1]]
A: you need to stop doing that
B: i can't help it, i only get ideas after midnight
A: have you tried the kneeling chair yet
B: yes and my back is genuinely better, don't tell anyone
A: haha told you. night
== 2023-04-15
B: first paying client in the studio today!! [[client1]]
A: NO WAY who
B: a folk duo from Stroud, fiddle and harmonium. they paid 300 quid for two days [[client2]]
A: that's a real business now kofi
B: kinda is?? i'm buzzing
A: did it sound ok?
B: it sounded better than ok. the harmonium hummed through the monitors like a cat purring
A: ha lovely. what did you do with the money
B: spent most of it already on a proper audio interface, the old one kept crackling [[gear3]]
A: lol money in, money out
B: story of my life
A: Tilde finally picked a name btw. she's called Ingrid after our gran, and she already has
    Gran's frown [[niece2]]
B: aww ingrid. classic name
A: I'm going down next weekend to meet her properly
B: bring her a tiny sailor hat
A: omg yes
B: anyway i've got to get these files sorted before tomorrow, talk soon
A: byee
== 2023-05-02
A: help. I've got the final interview for the zoo in a video call and I'm so nervous I can't eat
B: wait i thought you got it already
A: it's the formal one with the head vet, HR said it's a formality but still
B: ok do box breathing, breathe in for four, hold for four, out for four, hold for four. do it
    five times before you join the call. it's what i do before live sound gigs [[breath]]
A: I'll try it. thanks x
B: you'll smash it
A: other news: I got stung by a weever fish wading out to the dinghy on saturday. my foot blew
    up like a balloon [[hurt3]]
B: a what fish
A: little spiky thing that hides in the sand. hot water helps, I nearly passed out
B: maren the universe does not want you in the water
A: it really doesn't lol
B: made lentil burgers for the lads after five a side, even the meat guys had seconds [[veg2]]
A: look at you converting people
B: haha one burger at a time
A: did you ask the folk duo if they're coming back
B: they want to do a full EP in the summer!
A: yesss
== 2023-05-20
B: how did the big interview go
A: fine!! the breathing thing helped loads, I was weirdly calm
B: told you 😎
A: you did actually tell me this time
B: i'll take it. hey do you know a decent place for wetsuits? my cousin wants one
A: ha that's my line. I need one too for up north. where do you even buy them
B: my mate Dev runs a surf shop in Bideford, he'll do you a deal if you say my name, way cheaper
    than online [[dev]]
A: ooh ok I'll message him
B: dad took Biscuit back home to Leicester yesterday, the knee is good enough to walk him now
    [[leicester]]
A: aw do you miss him
B: weirdly yes. no socks going missing though
A: haha
B: i also got an old upright piano for fifty quid off a church that was clearing out, it took
    four of us to get it into the garage [[gear4]]
A: the egg box is getting fancy
B: it's out of tune in a nice way
A: is there such a thing
B: on a record there is
A: lol ok. I'm packing boxes, talk soon
== 2023-06-03
A: I'm here!! Edinburgh is beautiful and freezing. it's JUNE kofi
B: hahaha told you to get a coat
A: I wore two jumpers to the welcome meeting, I'm never going to cope with winter up here [[cold2]]
B: you'll toughen up
A: doubt it. how's the studio
B: busy! the folk duo's EP came out on friday and I'm credited as engineer 🥹 [[ep]]
A: KOFI that's so cool, I'm listening tonight
B: it's only four songs dont get excited
A: too late. oh and Pilar invited me to crew on her boat in August, back home where she grew up!
    two weeks sailing the coast [[pilar2]]
B: that's amazing. spain in august, you'll finally be warm
A: I'll be too hot and I'll complain anyway
B: classic
A: have you been sleeping at all
B: honestly anything before ten in the morning should be illegal [[late2]]
A: lol night owl
B: always. go see your penguins
A: bye x
"""

MAREN_KOFI_QUESTIONS = (
    ("single-hop", "Where does Maren work at the start of March?", "job"),
    ("single-hop", "Did the soundproofing improve the acoustics of Kofi's garage?", "echo"),
    ("single-hop", "What item of clothing did Kofi's dog eat?", "sock"),
    ("single-hop", "What happened the first time Maren sailed alone?", "sail2"),
    ("single-hop", "Which city is Maren moving to for her new job in the end?", "move2"),
    ("single-hop", "Who were the first customers to pay to record at Kofi's place?", "client2"),
    ("single-hop", "By how much did Kofi's football team lose?", "footy"),
    ("multi-hop", "What is the name of Maren's niece?", "niece1 niece2"),
    ("multi-hop", "In which city does the dog that swallowed a sock live now?", "sock leicester"),
    ("multi-hop", "In which country will Maren go sailing in August?", "pilar1 pilar2"),
    ("temporal", "When did Maren have her first sailing lesson?", "sail1"),
    ("temporal", "When did Kofi's father have knee surgery?", "dad1"),
    ("temporal", "When was Maren's sister's baby born?", "niece1"),
    ("temporal", "When does Maren start her job at the zoo?", "start"),
    ("list", "What gear has Kofi bought for his recording studio?", "gear1 gear2 gear3 gear4"),
    ("list", "What injuries has Maren had this spring?", "hurt1 hurt2 hurt3"),
    ("list", "Where has Maren been offered jobs?", "move1 move2"),
    ("inference", "Would Kofi order the pork ribs at a barbecue?", "veg1 veg2"),
    ("inference", "Would Maren enjoy a winter swim in the North Sea?", "cold1 cold2"),
    ("inference", "Is Kofi a morning person?", "late1 late2"),
    ("inference", "Could Kofi make a living from recording other musicians?", "client1 ep"),
    ("other", "What kind of seat did Maren recommend to Kofi for his back?", "chair"),
    ("other", "What did Maren say the dog should eat after the vet visit?", "bland"),
    ("other", "How did Kofi tell Maren to calm her nerves before the interview?", "breath"),
    ("other", "Where did Kofi suggest Maren buy a wetsuit?", "dev"),
)

PRIYA_JOAQUIN = """
Priya Joaquin
== 2023-09-02
A: hiii happy saturday
B: happy saturday!! how was the first week back
A: chaos. year 9 set the fume cupboard alarm off on day two, I didn't even know it had an alarm
    [[teach]]
B: lmao chemistry teachers have the best stories
A: I've got a lifetime of them. how's the deliveries
B: quit. last friday was my last day on the bike 🚲 [[quit1]]
A: WAIT what
B: i'm doing the game dev thing properly. six months of savings and a laptop
A: joaquin that's huge!! what kind of game
B: a tiny puzzle game about a lighthouse keeper. very cosy, very sad
A: I love that already
B: how's the running
A: signed up for the half marathon in Cardiff in october, so now I have to actually train [[half1]]
B: you'll be fine, you run to the shop and back for fun
A: that's different, there's snacks at the end
B: ha fair
A: ok I have marking, bye x
== 2023-09-10
B: question. my mum's birthday is next week and i have no idea what to get her
A: what does she like
B: gardening, telenovelas, complaining about my dad
A: get her a proper pair of leather gardening gloves and a nice kneeler, my nan loved hers.
    practical but feels fancy [[gloves]]
B: ooh good one. she destroys her hands every summer
A: there you go
B: also me and Ama are moving in together!! [[ama1]]
A: omg!!! finally. where
B: looking at flats in Walthamstow, everything is tiny and costs a kidney
A: welcome to london lol
A: I did a 14k long run this morning, my legs are jelly
B: how's the knee holding up
A: knee's fine! it's my toenail that's the problem, I think I'm going to lose it haha [[toe]]
B: disgusting. love that for you
A: I also made my first sourdough loaf. it came out like a frisbee but a tasty frisbee [[bake1]]
B: haha the starter took you what, two weeks?
A: two weeks of feeding a jar of goo, yes
B: commitment
A: night!
== 2023-09-24
A: how's the lighthouse man
B: he has a dog now. the dog was my favourite bit to draw
A: aww what kind
B: scruffy terrier type. she follows you around and barks at ghosts
A: I need to play this
B: in like two years maybe lol
A: haha
B: we got the flat! one bed above a launderette, it always smells like clean towels [[flat1]]
A: that's the cosiest thing I've ever heard
B: we move in on the 7th
A: need help carrying stuff?
B: would love that actually. bring snacks
A: deal. oh, Mrs Adeyemi next door gave me her cat to mind for the weekend and my eyes swelled
    shut. I forgot how allergic I am [[cats1]]
B: oh no priya
A: antihistamines and a lot of regret
B: give the cat back lol
A: I did! I'm not a monster
B: so the bread, did you try again
A: yes the second loaf actually rose!! I'm unbearable about it now [[bake2]]
B: 🍞👑
A: haha exactly
== 2023-10-08
B: moving day survivors club
A: my arms still hurt. how many books does ama own
B: about nine hundred, i counted the boxes
A: lol. do you like it there
B: love it. the launderette owner gave us a plant as a welcome present
A: that's adorable
B: also started korean lessons on tuesday evenings, Ama's family are from Busan and i want to
    talk to her gran properly [[korean1]]
A: aww that's lovely
B: i can say hello and thank you and 'the dog is under the table'
A: the essentials
B: exactly
A: I'm freaking out about the half, it's two weeks today
B: you've trained loads
A: I keep waking at 5 and going for runs before school, it's the only quiet time [[early1]]
B: 5am?? you're a different species
A: haha the sunrise is worth it
B: anyway what did your lot blow up this week
A: nothing! but a kid asked if mercury is why thermometers go up in summer and honestly kind of yes
B: 😂
== 2023-10-23
A: I DID IT
B: THE HALF??
A: 1 hour 58!! under two hours, I cried at the finish line [[half2]]
B: PRIYA!!!! that's amazing
A: I can't walk down stairs
B: worth it
A: so worth it. how's the game
B: i hit a wall. the lighting code is a mess and i don't know if i'm any good at this
A: hey. what did you tell me before the half
B: ...that it's just one step at a time
A: so. one bug at a time [[onebug]]
B: ok ok 😅
B: oh also we adopted a hamster. ama wanted a pet and we're not allowed cats or dogs in the
    flat. his name is Ramen [[pet1]]
A: RAMEN. that's perfect
B: he runs on his wheel at 3am like it's a job
A: a fellow early riser lol
B: how's the sourdough empire
A: I've done focaccia now too, rosemary and sea salt. my department won't leave me alone [[bake3]]
B: bring some round
A: if you're lucky
== 2023-11-12
B: hey. need advice. a small studio in Bristol messaged me about a junior designer job and i
    don't know if it means i'm giving up on my own game
A: ooh. what do they make
B: puzzle games actually. same kind of stuff
A: honestly? take the interview at least. ask if you can keep working on the lighthouse game on
    the side, loads of places let you keep your own project if it doesn't compete [[advice1]]
B: that's smart. i didn't think you could ask that
A: you can ask anything, worst they say is no
B: true
A: I got a new running watch to celebrate the half, it tells me off if I sleep badly [[watch]]
B: a watch that judges you
A: it's very passive aggressive
B: lol. anything else new
A: mum's coming to stay for Diwali, so the flat needs to be spotless by thursday. I'm making her
    favourite, the potato kachori, let's see if I still remember how [[diwali]]
B: you'll smash it
A: less confident than the half haha
== 2023-12-03
B: update. i took the bristol job!! start in january [[job2]]
A: JOAQUIN 🎉 congratulations
B: and they said yes to the lighthouse game, as long as i don't sell it while i'm there
A: told you!! didn't hurt to ask
B: you were right, you're always right, it's annoying
A: haha I'll take it
B: so that means moving again. ama's looking for teaching jobs down there
A: you two are nomads
B: at least Ramen travels light
A: lol
A: I've been asked to run the school's science club on wednesdays after school, they want a
    liquid nitrogen ice cream session before xmas [[club]]
B: that sounds like a lawsuit waiting to happen
A: haha it's very safe. mostly
B: how's the korean going for me you ask
A: how's the korean going
B: i ordered food in korean at a place in new malden and the lady said my accent was cute, 10/10
    [[korean2]]
A: aww
B: ama's gran cried when i said happy birthday to her on the phone
A: stop I'm crying too
== 2023-12-20
A: last day of term!!!
B: freedom
A: science club did the ice cream, nobody got hurt, one kid said it was the best day of his life
    [[club2]]
B: hahaha
A: are you packed
B: almost. we found a flat in Bristol near the harbour, tiny but it has a balcony [[flat2]]
A: harbour life. you'll be fine there
B: ama got a job at a primary school round the corner so that sorted itself [[ama2]]
A: amazing, she'll be great with little ones
B: what are you doing for christmas
A: going up to mum's in Leicester, eating my body weight in food. also I'm signing up for the
    Manchester marathon in april, don't talk me out of it [[marathon]]
B: a whole marathon??
A: I've lost my mind, yes
B: i believe in you. mostly
A: any tips from your courier days? you did like 80k a day on that bike
B: eat before you're hungry, that's the big one. I learned it the hard way on twelve hour
    shifts. and something sweet every forty minutes once you're past two hours [[fuel]]
A: noted. jelly babies it is
A: haha merry christmas joaquin
B: feliz navidad priya 🎄
"""

PRIYA_JOAQUIN_QUESTIONS = (
    ("single-hop", "What subject does Priya teach?", "teach"),
    ("single-hop", "What job did Joaquin leave at the start of September?", "quit1"),
    ("single-hop", "What is below the flat Joaquin and Ama rented in London?", "flat1"),
    ("single-hop", "What was Priya's finishing time in Cardiff?", "half2"),
    ("single-hop", "What new gadget did Priya buy after her race?", "watch"),
    ("single-hop", "Why is Joaquin learning Korean?", "korean1"),
    ("single-hop", "What did Priya cook for her mother's visit?", "diwali"),
    ("multi-hop", "Where will Joaquin live when he starts his new job?", "job2 flat2"),
    ("multi-hop", "What is the name of the pet that lives above the launderette?", "pet1 flat1"),
    ("multi-hop", "Where does Ama work after the move?", "ama2 flat2"),
    ("temporal", "When did Joaquin stop working as a courier?", "quit1"),
    ("temporal", "When did Joaquin start taking Korean classes?", "korean1"),
    ("temporal", "When did Priya run her first half marathon?", "half2"),
    ("temporal", "When does Joaquin start at the Bristol studio?", "job2"),
    ("list", "What has Priya baked?", "bake1 bake2 bake3"),
    ("list", "Which races has Priya signed up for?", "half1 marathon"),
    ("list", "Where have Joaquin and Ama lived together?", "flat1 flat2"),
    ("inference", "Would Priya be happy to adopt a kitten?", "cats1"),
    ("inference", "Is Priya an early riser?", "early1"),
    (
        "inference",
        "Does Joaquin care about getting on with his partner's family?",
        "korean1 korean2",
    ),
    (
        "inference",
        "Would Priya be comfortable doing a science demonstration in front of children?",
        "club club2",
    ),
    ("other", "What birthday present did Priya suggest for Joaquin's mum?", "gloves"),
    ("other", "What did Priya tell Joaquin to ask at the job interview?", "advice1"),
    ("other", "What fuelling tip did Joaquin give Priya for her long runs?", "fuel"),
    ("other", "What did Priya tell Joaquin when he doubted his coding?", "onebug"),
)
