"""The fifth held-back bank's last two conversations, written out turn by turn.

Read by bench/retrieval_fresh5.py (the format is in bench/retrieval_fresh4.py's
docstring). Never tuned on.
"""

from __future__ import annotations

HALINA_TOBI = """
Halina Tobi
== 2023-09-10
A: Good morning Tobiasz. Yesterday was my last day at the hospital laundry. 31 years. The girls
    made a cake in shape of a washing machine [[retire1]]
B: mum!!! congratulations, you're officially retired 🎉
A: Thank you my son. I do not know what to do with myself. I woke up at 5 today anyway
B: you'll get used to it. sleep in, watch telly, be lazy
A: I am not a lazy person. You know this [[lazy]]
B: i know lol. how was the party
A: Very nice. Mrs Okafor from next door came also, she cried more than me
B: haha she loves you
B: news from cardiff, i passed the first year at the college, 78 on the wiring regs exam [[exam1]]
A: I am very proud. Your father would be proud also
B: thanks mum ❤️
A: You eat properly? Not only pot noodle
B: keziah cooks, i wash up. it's a system [[kez]]
A: Good. She is a clever girl
== 2023-09-24
A: Tobiasz I have a question. How I send a photo on this WhatsApp. I want to show you my
    tomatoes
B: press the paperclip, then gallery, then pick it [[photo]]
A: [photo]. These are the tomatoes on the balcony. 14 this week, very sweet [[grow1]]
B: mum that's loads! on a balcony!
A: Polish women can grow tomatoes on a roof. My mother grew them in a bucket
B: how's retirement going then
A: I joined the swimming lessons for adults at Hillsborough. I am 62 and I cannot swim, this
    is a shame [[swim1]]
B: it's not a shame! that's brilliant
A: The teacher is a boy of 20. He says "just relax mrs Nowak". Easy for him
B: 😂
B: this week i was on site at a primary school, rewiring the whole kitchen [[job1]]
A: Be careful with the electricity
B: mum that's literally my job
A: Still. Careful
== 2023-10-15
B: guess what i bought
A: I do not like this question
B: a van!!! a 2012 transit from a plumber in Newport, 4 grand [[van1]]
A: For the work?
B: for work AND i'm going to make it a camper. bed in the back, little kitchen
A: You will sleep in a van? I did not come to England for you to sleep in a van
B: haha it'll be cosy, i promise
A: I had the eye check on tuesday. The doctor says cataract in the left eye, I must have the
    operation in November [[eye1]]
B: oh mum. is it serious?
A: No, it is normal for my age. 20 minutes and you go home. But I cannot drive after
B: i'll come up and take you
A: Keziah says she can drive me, she has a day off. She already told me on the phone [[eye2]]
B: she's the best
A: She is. You must marry this girl
B: MUM
A: I say only what is true
== 2023-11-05
A: I can swim 10 metres!! Without the noodle [[swim2]]
B: MUM. amazing
A: The boy teacher clapped. I felt like a child but a happy child
B: proud of you
B: i put sheep's wool insulation in the van this weekend, it smells like a farm [[van2]]
A: Sheep wool. Like my grandmother's village
B: keziah says the van smells like a wet jumper
A: Keziah is right
B: also i did a job at a bakery in pontypridd, new wiring for the ovens, they gave us a bag of
    welsh cakes [[job2]]
A: Bring me some
B: i ate them all in the van
A: Tobiasz!
== 2023-11-26
B: how's the eye mum
A: The operation was on thursday. Keziah drove me and she held my hand. Now I see the colours
    like new television [[eye3]]
B: so glad it went ok
A: I did not know the walls of my kitchen are yellow. I thought they are white for ten years
B: hahaha
A: Also Mrs Okafor has asked me to join her choir at the church hall, they sing on wednesdays.
    I said yes [[choir1]]
B: you can't sing though mum
A: This is not important in a choir. The others sing
B: fair
B: we did the EV chargers at the hospital car park this week, 12 of them [[job3]]
A: At my hospital?
B: northern general? no, the one in cardiff, the big one
A: Ah. Good, mine is too important for you
== 2023-12-17
A: Tobiasz will you come for Wigilia? I make the 12 dishes, the carp and the pierogi [[xmas1]]
B: we'll be there on the 23rd, both of us
A: Keziah eats fish?
B: she'll eat anything you make, she's scared of you
A: Good. This is correct
A: The choir sang at the Christmas market on saturday, I was in the back row, I only moved the
    lips on the German song [[choir2]]
B: hahaha that's a strategy
A: I grow now the chilli on the windowsill, for the winter. Very hot ones [[grow2]]
B: since when do you like spicy
A: Since I am retired I try new things
B: i put a solar panel on the van roof yesterday, so now the lights work without the engine
    [[van3]]
A: You climbed on the roof?
B: ...no
A: Tobiasz
== 2024-01-21
B: mum i have to tell you something and don't panic
A: I am already panicking
B: a company in Bergen offered me a job, apprentice on the offshore wind farms. 2 weeks on, 2
    weeks off [[norway1]]
A: Norway?? The sea?? In the winter??
B: the money is double and i'd finish my qualification there
A: And Keziah?
B: she's thinking about it. she can work remote
A: Your father worked on the ships. I waited for him twelve years. I know this life [[dad1]]
B: i know mum. i haven't said yes yet
A: Take the time. Do not decide in the night, decide in the morning [[advice1]]
B: ok. i'll sleep on it
A: Also the swimming teacher says I can go in the deep end now [[swim3]]
B: look at you
== 2024-02-18
B: decided. i said yes to Bergen, i start in april [[norway2]]
A: I knew this on the phone. I heard it in your voice
B: keziah's coming too. we'll rent a tiny flat by the harbour [[norway3]]
A: Good. Then I am less worried. A man alone eats only bread
B: and i'm selling the van, a guy from bristol wants it for a festival [[van4]]
A: After all the sheep wool!
B: he paid extra for the wool lol
A: I will learn the Norwegian now also. On the phone app, with the green bird [[lang1]]
B: mum you don't have to
A: I want to say to the Norwegian people thank you for taking care of my son
B: that's the nicest thing. ok i'm crying in the van
A: Basil is growing on the windowsill now also, next to the chilli [[grow3]]
"""

HALINA_TOBI_QUESTIONS = (
    ("single-hop", "Where did Halina work before she retired?", "retire1"),
    ("single-hop", "What mark did Tobi get on his wiring exam?", "exam1"),
    ("single-hop", "How much did Tobi pay for his van?", "van1"),
    ("single-hop", "What colour did Halina discover her kitchen walls are?", "eye3"),
    ("single-hop", "Who is buying Tobi's van?", "van4"),
    (
        "multi-hop",
        "Who drove Halina to her cataract operation, and who is she to Tobi?",
        "eye3 kez",
    ),
    (
        "multi-hop",
        "Where will Tobi and Keziah live when he works on the wind farms?",
        "norway2 norway3",
    ),
    (
        "multi-hop",
        "Where did the choir Halina's neighbour asked her to join sing in December?",
        "choir1 choir2",
    ),
    ("multi-hop", "What is Tobi doing with the van he bought from a plumber?", "van1 van4"),
    ("temporal", "When did Halina retire?", "retire1"),
    ("temporal", "When did Tobi buy his van?", "van1"),
    ("temporal", "When did Halina have her eye operation?", "eye3"),
    ("temporal", "When did Tobi put the solar panel on the van?", "van3"),
    ("temporal", "What work did Tobi do at the end of September?", "job1"),
    ("temporal", "When does Tobi start his job in Norway?", "norway2"),
    ("list", "What jobs has Tobi done on site during his training?", "job1 job2 job3"),
    ("list", "What has Halina grown at home?", "grow1 grow2 grow3"),
    ("list", "What has Tobi done to turn the van into a camper?", "van2 van3"),
    ("list", "What new things has Halina taken up since she retired?", "swim1 choir1 grow2 lang1"),
    ("list", "How has Halina's swimming come along?", "swim1 swim2 swim3"),
    ("inference", "Is Halina comfortable with Tobi working at sea?", "norway1 dad1"),
    ("inference", "Would Halina enjoy a quiet retirement doing nothing?", "retire1 lazy"),
    ("other", "What did Halina tell Tobi about making the decision on Norway?", "advice1"),
    ("other", "How did Tobi tell his mother to send a photo?", "photo"),
    ("other", "What did Halina invite Tobi and Keziah to in December?", "xmas1"),
)

FEMI_GWEN = """
Femi Gwen
== 2024-03-02
A: you home yet? that last pallet of dog food nearly killed me
B: just got in. my feet have given up. who stacks tins on the top shelf, who
A: night shift logic
B: i'm sat in the bath with a cup of tea at 7am like a lunatic
A: lol living the dream. Dayo has her first swimming gala on sunday so i'm staying up [[gala1]]
B: aww good luck to her! what's she swimming
A: 50 back and the relay. she's been practising in the bath lol
B: that's a committed 9 year old
A: anyway, you started that course yet?
B: first essay's due friday. Open University, history, year one [[ou1]]
B: i'm 47 and i'm writing about the Romans between shifts, what's wrong with me
A: nothing's wrong with you, you're just clever
B: stop it
A: seriously gwen
B: ok going to sleep in the bath. night (morning)
== 2024-03-16
B: how did Dayo do at the gala
A: 2nd in backstroke!! she got a ribbon and won't take it off, wore it to school [[gala2]]
B: amazing!! tell her from me
A: she says thank you auntie gwen
B: my essay came back, 71!! first class mark [[ou2]]
A: told you. clever
B: the tutor wrote "lively" on it, which i think means i used too many exclamation marks
A: haha
A: quiz team update, we came first at the Crown on tuesday, first time ever [[quiz1]]
B: no way! the Quizlamic Rage lot?
A: the very same. won a tenner each and a meat raffle
B: what did you get in the raffle
A: a chicken. a whole one [[chicken]]
B: 😂
== 2024-04-06
A: you up
B: always. can't sleep on days off, body clock's wrecked
A: same. my knee's been bad since that forklift bump [[knee1]]
B: you should go to the GP femi
A: it's fine
B: it's not fine you limp like a pirate. get it looked at and ask for physio [[gpadvice]]
A: ok ok
B: i'm doing the choir thing again, rehearsals in the church in Splott on thursdays [[choir1]]
A: what are you singing
B: we're doing the Faure Requiem for the summer concert. i'm an alto, i mostly hum loudly
A: lol
A: also dayo's got into the county squad trials in may [[gala3]]
B: femi!! she's going to be an olympian
A: she's going to be an accountant like her mum, she just doesn't know it yet
== 2024-04-27
B: bad news. my divorce came through on monday, the decree absolute [[div1]]
A: oh gwen. is that bad news or good news
B: honestly both. 22 years. but it's done
A: you ok?
B: i cried in the car park at work then i ate a whole tub of ice cream in the bath
A: valid
A: want me to bring round a curry tomorrow? chinedu's making too much anyway
B: yes please. you're a good friend
A: and the GP sent me for an x ray, it's the cartilage, physio six weeks [[knee2]]
B: told you. told you told you
A: yes yes
B: also my son's band got a gig at the Moon in june!! [[son1]]
A: the indie one? Gethin on drums?
B: Gethin on drums. they're called Cardboard Lighthouse, i don't understand it either [[band]]
== 2024-05-25
A: dayo made the county squad!!! [[gala4]]
B: NO WAY. FEMI
A: training twice a week now in Newport, so i'm a taxi on top of nights [[newport]]
B: worth it though
A: worth it
B: i've got news too. i've been made team leader on nights, starting june [[promo]]
A: boss gwen!! finally someone who knows how to stack a shelf
B: i'm going to ban tins on the top shelf, first thing
A: legend
A: quiz team got robbed on tuesday. lost by one point on the music round [[quiz2]]
B: what was the question
A: who sang "Spirit in the Sky". i said Elvis [[elvis]]
B: oh femi
A: i know
== 2024-06-22
B: Gethin's gig at the Moon was last saturday, the place was packed [[son2]]
A: how was it
B: loud. so loud. i was the only mum there and i wore earplugs and i don't care
A: lol you're a good mum
B: and the choir concert was on thursday, the Faure went well. i didn't hum, i actually sang
    [[choir2]]
A: see, clever AND musical
A: my knee's much better. physio's got me doing squats with a chair, six weeks done [[knee3]]
B: good! no more pirate
A: arrr
B: the team leader thing is hard. i have to do rotas. everyone wants saturdays off
A: just give me saturdays off and you've got one fan
B: nice try
== 2024-07-20
A: question for the historian. dayo's doing a school project on the Romans in Wales, where
    should we take her
B: Caerleon!!! the amphitheatre and the barracks, it's free and there's a museum. take a
    picnic [[romans]]
A: perfect, we'll go sunday
B: i'm jealous, i want to go
A: come with us
B: ok yes
B: second year of the course starts in october, i picked the medieval module [[ou3]]
A: knights and that
B: knights and plague and that, yes
A: we did the big one at the quiz, won the summer league [[quiz3]]
B: FEMI
A: the trophy's on my mantelpiece, chinedu hates it
== 2024-08-17
B: Caerleon was so fun. dayo asked more questions than the tour guide [[caerleon]]
A: she hasn't stopped talking about the legionaries
B: she told me she wants to be an archaeologist now, not a swimmer
A: she wants to be both. archaeologist who swims
B: also, don't laugh, i've joined a dating app [[date1]]
A: i'm not laughing, that's great
B: first date is on tuesday, a man called Rhys who keeps bees [[date2]]
A: a beekeeper. honey for life
B: don't. i'm so nervous i might cancel [[nervous]]
A: don't cancel. go for a coffee, not dinner, so you can leave after an hour if it's rubbish
    [[dateadvice]]
B: that's actually very wise femi
A: i'm full of wisdom. and backstroke facts
"""

FEMI_GWEN_QUESTIONS = (
    ("single-hop", "What did Femi win in the raffle at the quiz?", "chicken"),
    ("single-hop", "What mark did Gwen get for her first essay?", "ou2"),
    ("single-hop", "How did Femi hurt his knee?", "knee1"),
    ("single-hop", "What is the name of Gwen's son's band?", "band"),
    ("single-hop", "What does the man Gwen is going on a date with do as a hobby?", "date2"),
    ("multi-hop", "What subject is the course Gwen started in October about?", "ou1 ou3"),
    ("multi-hop", "Where does Femi drive his daughter for county squad training?", "gala4 newport"),
    (
        "multi-hop",
        "What does Gethin play in the band whose gig was too loud for Gwen?",
        "son2 band",
    ),
    (
        "multi-hop",
        "What was found when Femi had the injury from the forklift looked at?",
        "knee1 knee2",
    ),
    ("temporal", "When did Dayo swim her first gala?", "gala1"),
    ("temporal", "When did Gwen's divorce come through?", "div1"),
    ("temporal", "When did Gwen's son's band play at the Moon?", "son2"),
    ("temporal", "When did Femi's quiz team first win at the Crown?", "quiz1"),
    ("temporal", "What did Gwen sing in June?", "choir2"),
    ("temporal", "When does Gwen start as team leader?", "promo"),
    ("list", "How has Femi's quiz team done?", "quiz1 quiz2 quiz3"),
    ("list", "What has Dayo done in swimming?", "gala2 gala3 gala4"),
    ("list", "What has Gwen done for her Open University course?", "ou1 ou2 ou3"),
    ("list", "What has Gwen done with the choir?", "choir1 choir2"),
    ("list", "What happened with Femi's knee?", "knee1 knee2 knee3"),
    ("inference", "Is Gwen sure of herself about dating again?", "date1 nervous"),
    ("inference", "Is Femi good at music questions?", "quiz2 elvis"),
    ("other", "What did Gwen tell Femi to do about his knee?", "gpadvice"),
    ("other", "Where did Gwen suggest Femi take Dayo for her Roman project?", "romans"),
    ("other", "What did Femi advise Gwen about her first date?", "dateadvice"),
)
