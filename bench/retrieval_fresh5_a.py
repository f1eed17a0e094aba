"""The fifth held-back bank's first two conversations, written out turn by turn.

Read by bench/retrieval_fresh5.py (the format is in bench/retrieval_fresh4.py's
docstring; a third name on the first line writes its turns as `C:`). Never tuned on.
"""

from __future__ import annotations

BEX_YEMI_SANDER = """
Bex Yemi Sander
== 2024-02-03
A: morning losers ☀️
C: is 11 o clock, this is not morning
B: it's saturday, 11 is basically dawn
A: ok so news. i start at the tattoo shop on monday!! proper apprenticeship at Inkwell on
    Oldham St [[app1]]
B: BEX. finally
C: congratulation! you will tattoo me something small
A: you'll be my first victim sander dont worry
B: what's the deal, do they pay you
A: lol no. mornings at the bike shop still, afternoons sweeping floors and drawing at the studio
C: here also news but less good. I have fallen from my bike on tuesday on the ice and the
    collarbone is broken [[collar1]]
B: oh no!! are you ok
C: it hurts only when I laugh so please no jokes
A: a dutchman falling off a bike, sorry but
C: this is why I said no jokes
B: 😂 sorry sander. so no work?
C: I work from home, with one hand. the typing is very slow
B: ok my turn. Dami and I booked the venue!!! the old boathouse at Hollingworth Lake, 14th of
    September [[venue]]
A: AAAAA
C: what is this boathouse
B: a rowing club's boathouse right on the water, it's gorgeous, fairy lights everywhere
A: am i a bridesmaid or what
B: obviously. and sander, will you be my best man? [[best1]]
C: really? I am honoured. yes of course
C: I must learn what is a stag do
A: oh you'll learn
B: lol. right I have to go, Dami's parents are coming for lunch and I haven't hoovered
== 2024-02-17
C: hello from the sofa. six weeks of no cycling they say
A: how's the bone
C: it grows. the doctor says on the x-ray it looks good
B: glad it's healing
A: week two at the shop update. i did my first ever tattoo today, on a grapefruit 🍊 [[tat0]]
B: a grapefruit??
A: they're like skin apparently. i did a tiny swallow and it looked like a bat
C: the grapefruit will not complain
B: I passed my driving test!!! second go, only two minors [[drive]]
A: YESSS
C: congratulation. now you can drive to the lake
B: that's the plan lol. Dami says I brake like a nan
A: how did you celebrate
B: drove us to Nando's, where else
C: I have started to bake sourdough because I am bored at home. my starter is called Bread
    Pitt [[bake1]]
A: amazing name
B: send loaf pics
C: the first loaf was flat like a pancake. the second is better
A: ok i'm off, floor sweeping shift x
== 2024-03-09
A: guess who has a dog
B: NO
A: meet Pickle 🐕 retired racer from the greyhound rescue in Bolton, picked him up on wednesday
    [[dog1]]
C: he is very long
A: he's 90% legs. and he's scared of the stairs so he sleeps on the sofa [[stairs]]
B: omg he's beautiful
B: Dami's mum wants a barn dance at the reception. I don't know what a barn dance is
A: a man with a microphone shouts the steps and everyone goes the wrong way, you'll love it
    [[barn]]
C: in the Netherlands we just do the polonaise, one long line through the whole room [[dutch]]
B: lol
B: we've booked a caterer at least. a Nigerian-Yorkshire fusion place, jollof and yorkshire
    puddings [[wed1]]
A: i'm sorry WHAT. that's genius
C: I want to eat this
B: you'll be there so you will
C: small news: I go to Lisbon next week for work, three days, a client meeting [[trip1]]
A: jealous
C: with one arm in a sling, I will look very professional
B: lol take pics of the tiles
C: I am also back on the bike, slowly. only to the supermarket [[collar2]]
A: don't fall off
C: I try
== 2024-03-30
B: need your help. Dami and I can't agree on the first dance
A: what are the options
B: she wants At Last, I want Crazy in Love
C: why not both, you start with the slow one and then the beat drops and you change [[dance]]
A: sander that's actually genius
B: ok sander stays best man
C: also Lisbon was beautiful. I ate a pastel de nata every day and I met a woman in the hotel
    bar. her name is Inês [[ines1]]
A: SANDER
B: ooooh
C: it is nothing. we are only texting
A: "only texting" lmao
A: did my first paid tattoo on a real human yesterday!! a little fern behind someone's ear
    [[tat1]]
B: omg!! were you shaking
A: my hands were fine, my stomach wasn't
C: and the customer is happy?
A: she cried, good tears
B: amazing bex
C: Bread Pitt made a very good loaf this week, with olives. I take it to work and my colleagues
    eat everything in ten minutes [[bake2]]
B: that's how you make friends
A: pickle stole a whole baguette off the counter on monday, he's six foot on his back legs
C: he is a thief
A: a long thief
== 2024-04-20
B: STAG DO REPORT please sander
C: I was a very good best man
A: we need details
C: it was last weekend in Amsterdam, I organised everything. a canal boat, bitterballen, and a
    pub quiz in English [[stag]]
B: we came 11th out of 12 [[quiz]]
A: lol
B: the only team we beat was four germans who didn't understand the questions
C: I am still tired
B: and on tuesday I finally had the suit fitting. navy, with a green lining Dami picked [[suit]]
A: ooh fancy
A: i have news too. Inkwell gave me my own station, small walk-ins to start
A: did a matching pair of tiny moons on two sisters this week [[tat2]]
B: cute
C: Inês comes to Rotterdam in May. for one week
A: it's serious!!!
C: maybe a little bit serious
B: told you lol
== 2024-05-18
C: Inês is here!! yesterday we cycled to Kinderdijk to see the windmills
A: is your collarbone ok for that
C: it is fully ok now. only when it rains it says hello [[collar3]]
B: how's it going with her
C: very good. she does not like my bread. this is a problem [[bread1]]
A: dealbreaker
B: we did the cake tasting on thursday, went for lemon and elderflower [[wed2]]
A: yes. correct choice
A: Pickle has a girlfriend at the park, a whippet called Olive [[olive]]
C: everybody is in love
A: also did my biggest piece yet, the outline of a koi sleeve on a guy who fell asleep halfway
    [[tat3]]
B: he fell ASLEEP?
A: some people just do. it's the endorphins
C: I was in Porto for work at the start of the week, two days at a factory [[trip2]]
B: you're always in portugal lol
C: my boss thinks I speak Portuguese now. I know only obrigado
A: 😂
== 2024-06-08
B: guys. Dami's gran can't travel so we're doing a second little ceremony in Lagos in December
A: two weddings!!
C: two times cake
B: ask me about the flights. don't ask me about the flights
A: i'm applying for a guest spot at a studio in Leeds in july, a week there
C: what is a guest spot
A: you work at another studio for a bit, new clients. kind of like a tour
C: like a band
A: exactly like a band with needles
C: I go to Lisbon again next month. not for work this time 😏 [[trip3]]
B: hahaha
A: meeting the parents? [[parents1]]
C: meeting the parents. I am more scared than for the collarbone
B: take them bread
C: Inês says absolutely not the bread [[bread2]]
A: lmao
B: also bought sandals for the boathouse. the dress code says "garden party", no one knows what that
    means
== 2024-07-06
A: I got the Leeds guest spot!! booked out for five days already
B: proud of you
C: very good Bex
C: Lisbon report: her parents are very kind. her father gave me port and then asked about my
    salary [[parents2]]
A: classic dad
B: did you survive
C: I survived. her mother taught me to make bacalhau, it took four hours [[cook]]
B: that sounds like a lot of effort for fish
C: it is a lot of effort for fish
A: I did a portrait of Pickle on my own leg this week!! [[tat4]]
B: no way. self tattoo?
A: on my thigh, the only place i can reach properly
C: Pickle must be proud
A: he didn't even look up from the sofa
B: two months to go and Dami's started a spreadsheet of spreadsheets
B: we've got the DJ sorted at least, her cousin Tolu, he's done loads of weddings [[wed3]]
C: the song with the beat drop is on the list?
B: top of the list
"""

BEX_YEMI_SANDER_QUESTIONS = (
    ("single-hop", "Where did Bex start her apprenticeship?", "app1"),
    ("single-hop", "How did Sander break his collarbone?", "collar1"),
    ("single-hop", "What did Bex practise her first tattoo on?", "tat0"),
    ("single-hop", "How did Yemi's team do in the pub quiz?", "quiz"),
    ("single-hop", "What flavour of wedding cake did Yemi and Dami choose?", "wed2"),
    ("single-hop", "What dish did Ines's mother teach Sander?", "cook"),
    ("multi-hop", "Which country is Yemi's best man from?", "best1 dutch"),
    ("multi-hop", "In which city do the parents of Sander's girlfriend live?", "ines1 trip3"),
    ("multi-hop", "What breed of dog did Bex tattoo on her own leg?", "tat4 dog1"),
    ("multi-hop", "Who will play the music at the wedding at the boathouse?", "wed3 venue"),
    ("temporal", "When did Bex adopt her dog?", "dog1"),
    ("temporal", "When did Yemi pass his driving test?", "drive"),
    ("temporal", "What did Yemi do the week after the stag do?", "suit"),
    ("temporal", "When did Bex do her first tattoo on a paying customer?", "tat1"),
    ("temporal", "Which city did Sander go to for work in May?", "trip2"),
    ("temporal", "When is Yemi getting married at the boathouse?", "venue"),
    ("list", "What tattoos has Bex done on people?", "tat1 tat2 tat3 tat4"),
    ("list", "What have Yemi and Dami sorted for the wedding?", "venue wed1 suit wed2 wed3"),
    ("list", "What trips has Sander made to Portugal?", "trip1 trip2 parents2"),
    ("list", "What has Sander baked or cooked?", "bake1 bake2 cook"),
    ("inference", "Would Ines be happy if Sander brought sourdough as a gift?", "bread1 bread2"),
    ("inference", "Is Pickle a confident dog?", "stairs"),
    ("other", "What did Sander suggest for Yemi's first dance?", "dance"),
    ("other", "How did Bex describe a barn dance to Yemi?", "barn"),
    ("other", "What did Sander organise for Yemi's stag do?", "stag"),
)

MEILIN_RUTH = """
Meilin Ruth
== 2023-01-14
A: Ruth!! happy new year (late, sorry). Taipei is 18 degrees and raining, how is Winnipeg
B: minus 34 this morning. my eyelashes froze walking to the bus. happy new year!!
A: minus 34?? I cannot imagine. I would die [[cold1]]
B: you adapt. or you don't and you stay inside knitting, which is what I did all holiday
A: what did you knit
B: a sweater for Dad with a moose on it. the moose looks like a horse with a hat [[knit1]]
A: hahaha I want to see
A: my news: I finally quit the bank. last day was 30 december. I will open a small tea shop
    with my cousin in Tainan [[tea1]]
B: MEILIN. you did it!! you have talked about this since we were pen pals at fourteen
A: I know!! I am so scared and so happy in same time
B: what kind of tea shop
A: oolong from my grandfather's village, and we make the pineapple cakes ourselves
B: I'll be your first international customer
A: ok what is your news
B: I started the night class in sign language on tuesday. ASL level one [[asl1]]
A: why sign language?
B: the new girl on my team at the library is Deaf and I want to talk to her properly, not on
    a notepad
A: this is very kind
== 2023-02-25
B: hi from a snowbank
A: hi!! the shop has a name now, we call it Little Cloud [[tea2]]
B: oh that's lovely. why cloud
A: my grandfather's village is in the mountains, every morning it is in the cloud
B: ok now I'm crying at work
A: we found the place, it was a noodle shop before, the kitchen smell is still noodle
B: 😂 noodle tea
A: how is the sign class
B: I can spell my name and say "where is the washroom", so the essentials
B: my brother got engaged last weekend! to Priscilla, they've been together 9 years [[bro1]]
A: finally!! 9 years
B: mom is already planning. they want an outdoor wedding at the lake in August
A: which lake
B: Lake of the Woods, at the family cabin [[bro2]]
A: I want to come to a Canadian wedding one day
B: you're invited to mine whenever that happens, which is never lol
A: hahaha
A: also I adopted a cat from the shelter on sunday, she is orange and very rude. her name is
    Mochi [[cat1]]
B: a rude orange cat is the best kind
== 2023-04-08
A: Little Cloud is open!! we opened on saturday 1 april, people thought it was a joke [[open]]
B: WHAT congratulations!!! how was the first day
A: we sold 140 pineapple cakes and my feet are dead
B: 140!!
A: my mother told all her friends. so maybe 100 of them are my mother's friends
B: still counts
B: I made the dumplings you taught me on video call, for Dad's birthday [[dumpling]]
A: how did they look
B: like little crumpled tissues. they tasted great though
A: the taste is what matters. next time more water on the edge
B: noted
B: oh and the ASL teacher says I sign like I'm directing traffic
A: hahaha too big?
B: way too big. apparently you don't need to use your whole arm
A: Mochi knocked a full cup of oolong on my laptop on wednesday. the laptop is dead [[cat2]]
B: NO. rude cat strikes again
A: I bought a new one. Mochi is not sorry
== 2023-05-20
B: Meilin I need advice. Priscilla asked me to make the wedding cake. I have never made a cake
    bigger than a muffin
A: say no!!
B: I can't say no, she cried when she asked
A: ok then practise. make one small version every weekend, and freeze the layers, it is easier
    to cut cold [[cake1]]
B: freeze them? that's allowed?
A: every bakery does it
B: I'm learning so much from a tea lady
A: the shop is good. we have a new thing, oolong ice cream, the students love it [[tea3]]
B: oolong ice cream, I'm booking flights
A: and I have started to learn Japanese, there are many Japanese tourists who come [[jp1]]
B: how many languages is that now
A: Mandarin, Taiwanese, English, and now very bad Japanese
B: ok show off
B: I did a whole conversation in ASL with Jo at lunch today, about her dog. no notepad [[asl2]]
A: Ruth!! that is beautiful
B: she corrected me twice, but she was smiling
== 2023-07-01
A: I am so tired. we had a tour group of 40 from Osaka on thursday and I used all my Japanese
    in five minutes [[jp2]]
B: hahaha what did you say
A: "welcome" "this one is sweet" "thank you". they bought everything anyway
B: cake practice update: attempt four was the first one that stood up straight [[cake2]]
A: that is progress
B: lemon with blueberries. I froze the layers like you said and it worked [[cake3]]
A: I told you!!
B: you did
B: also I finished the moose sweater's little sister. a scarf for Priscilla with loons on it
    [[knit2]]
A: what is a loon
B: a bird. the one on the one dollar coin. it sounds like a ghost at night
A: Canada is a strange country
B: it really is
== 2023-08-19
B: the wedding was last saturday!!! it was perfect [[wed1]]
A: tell me everything
B: it rained for ten minutes during the vows and then a rainbow came out over the lake. mom
    says it was planned
A: and the cake????
B: the cake survived the drive in the truck. it leaned a little. nobody noticed [[cake4]]
A: I am so proud of you
B: Jo came, and she and I did a little speech together, me speaking and signing at the same
    time [[asl3]]
A: oh Ruth. I am crying in the shop
B: I was terrified but people clapped in sign too, hands up in the air
A: my news is small. Mochi is sick, the vet says it is her kidney, she must eat special food
    now [[cat3]]
B: oh no, poor rude girl
A: she hates the food. she looks at me like I am the enemy
== 2023-10-07
A: Ruth. I am coming to Canada!!!
B: WHAT
A: my cousin says she can run the shop for two weeks in November. I booked the flight to
    Winnipeg yesterday [[visit2]]
B: I am screaming. I'm actually screaming, the cat next door looked at me
A: what do I need to bring? is it cold in November
B: bring everything you own. a proper parka, the ones filled with down, and boots with a thick
    sole, not sneakers [[coat]]
A: I do not own a parka. I own an umbrella [[umbrella]]
B: we'll go to the thrift store together when you're here
A: I will bring you oolong and pineapple cakes
B: bring fifty
A: also Mochi is better!! the kidney numbers went down at the check on friday [[cat4]]
B: yay Mochi
== 2023-11-25
A: I am back in Taipei and I am sad
B: me too. my apartment is too quiet
A: that was the best two weeks. the ice on the river, the bison at the zoo, your dad's moose
    sweater in real life [[visit3]]
B: he wore it every day you were here, to show off
A: and skating at The Forks!! I fell down eleven times [[skate]]
B: you counted?
A: I counted
B: Jo said you were the only tourist who ever learned to sign "thank you" in one evening
    [[asl4]]
A: she is a good teacher. better than you haha
B: rude. you're as rude as Mochi
A: Mochi missed me. she sat on my suitcase for a whole day
A: and now I have a new idea for Little Cloud. maple oolong, with the syrup you gave me [[tea4]]
B: the first Canadian-Taiwanese tea. I want royalties
"""

MEILIN_RUTH_QUESTIONS = (
    ("single-hop", "What did Meilin do for work before the tea shop?", "tea1"),
    ("single-hop", "Why did Ruth start learning sign language?", "asl1"),
    ("single-hop", "What happened to Meilin's laptop?", "cat2"),
    ("single-hop", "What went wrong with the wedding cake on the way to the lake?", "cake4"),
    ("single-hop", "How many times did Meilin fall over skating?", "skate"),
    ("multi-hop", "What is the name of the shop Meilin opened in Tainan?", "tea1 tea2"),
    ("multi-hop", "What is wrong with the health of Meilin's orange cat?", "cat1 cat3"),
    (
        "multi-hop",
        "Where does the friend who signed a speech with Ruth at the wedding work?",
        "asl3 asl1",
    ),
    ("multi-hop", "Where did Ruth's brother get married?", "wed1 bro2"),
    ("temporal", "When did Meilin's shop open?", "open"),
    ("temporal", "When did Ruth's brother get engaged?", "bro1"),
    ("temporal", "When did Ruth's brother get married?", "wed1"),
    ("temporal", "When did Meilin adopt her cat?", "cat1"),
    ("temporal", "When did the tour group from Osaka come to Meilin's shop?", "jp2"),
    ("temporal", "When did Meilin book her flight to Winnipeg?", "visit2"),
    ("list", "What has Ruth knitted?", "knit1 knit2"),
    ("list", "What does Meilin's tea shop sell?", "tea1 tea3 tea4"),
    ("list", "What has Ruth done with sign language so far?", "asl1 asl2 asl3"),
    ("list", "What did Meilin do in Canada?", "visit3 skate asl4"),
    ("list", "What trouble has Mochi had or caused?", "cat2 cat3 cat4"),
    ("inference", "Would Meilin enjoy a winter in Winnipeg?", "cold1 umbrella"),
    ("inference", "Is Ruth an experienced baker?", "cake2"),
    ("other", "What advice did Meilin give Ruth about making the wedding cake?", "cake1"),
    ("other", "What did Ruth tell Meilin to pack for November?", "coat"),
    ("other", "What did Meilin say to do better when making dumplings?", "dumpling"),
)
