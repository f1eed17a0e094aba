"""The seventh held-back bank's last two conversations, written out turn by turn.

Read by bench/retrieval_fresh7.py (the format is in bench/retrieval_fresh4.py's
docstring). Never tuned on.
"""

from __future__ import annotations

PIET_JOOST = """
Piet Joost
== 2024-10-05
A: Done. Paid the man in Lemmer, 2,500 euro cash, and she is ours again. [[buy1]]
B: ik kan het niet geloven. papa's boat. after fourty years
A: Papa sailed her from 1971 until he sold her in 1984. I checked the old logbook. [[dad1]]
B: he will cry when he sees her, you know that right
A: Let him. Plan, so we don't lose our heads:
    1. hull: planks on the port side are soft
    2. engine: the old Vire, see if it runs
    3. mast: check the foot
    4. sails: the old ones are rags
    5. paint, last [[plan1]]
B: you and your lists. natuurlijk
A: Somebody has to.
B: where do we keep her this winter, my garden in Antwerp is 12 m2 haha [[jhome]]
A: The yard in Harlingen has a spot in the shed. 90 euro a month, water and power included.
    [[yard1]]
B: gezellig. a shed with a boat and a coffee machine, i will never go home
A: You will go home. Your job is in Antwerp.
B: details
== 2024-11-02
A: Progress report:
    - three planks out on the port side
    - new oak from the sawmill at Sneek, steamed and fitted today [[plank1]]
    - 2 of 3 fastened
B: and me with my hand
A: How is the thumb?
B: sliced it with the chisel yesterday, six stitches at the hospital in Harlingen, the nurse
    said every winter the boat people come in [[thumb]]
A: You were holding the chisel towards you. I said it twice.
B: three times maybe
A: Engine: the Vire is seized solid. I had it soaking in diesel for a week, nothing moves. [[eng1]]
B: papa will say hit it with a hammer
A: I hit it with a hammer.
B: and?
A: Still seized.
== 2024-12-14
B: so i was thinking all week. forget the Vire. we go electric, a 3 kW outboard, no oil in the
    water, no noise, and papa can hear the water on the hull like in the old days [[eng2]]
A: I did the numbers. 1,900 euro with a battery. I agree.
B: wow you agree with me. write it down
A: It is on the list.
B: what did Saskia say when you told her about the boat
A: That we are two old fools with a wooden hole in the water. [[sas1]]
B: she is not wrong
A: She also said she wants to come on the first sail.
B: see. she loves it
A: Winter cover bought, 140 euro, the boat is dry for the winter.
B: good. i am in the yard on the 28th with the sander, bring stollen
== 2025-01-25
B: we did the mast today. i mean Piet did and i held things
A: Rot at the foot, 40 cm. We cut it off and scarfed in a new piece of spruce. [[mast1]]
B: it looks like it was never broken, Piet is a artist
B: and Inès came with me! my girlfriend, she sanded the whole cabin roof alone, in Lyon she
    never touched a boat in her life and now she wants one [[ines1]]
A: She worked harder than you.
B: i know. she said it too
A: Costs so far, for the record:
    - boat 2,500
    - oak 840
    - engine and battery 1,900
    - yard 360
    - cover and small things 310 [[cost1]]
B: don't tell mama
A: I am not telling anyone. It is a spreadsheet.
== 2025-02-22
B: ok the colour. i say dark green, like papa had in the old photo, with the cream line
A: I said white. White is cooler in summer and shows nothing.
B: papa had green
A: Fine. Dark green hull, cream boot-top. You win this one. [[paint1]]
B: !!!!!
A: First coat went on on sunday. It needs three more. [[paint2]]
B: and the best thing, tell it
A: Under the middle thwart we found initials carved in the wood: J.d.V. 1973. Papa's. [[init]]
B: i sat in the boat for ten minutes and just looked at it
A: We leave them. No paint there.
B: never
== 2025-03-29
A: Sailmaker in Enkhuizen called back about the sails.
B: and??
A: 1,650 for main and jib, tan-coloured cloth like the old ones, ready in May. [[sail1]]
B: tan!! like the photo
A: Saskia came on saturday and painted the name on the transom, by hand. Zwaluw, in cream. [[sas2]]
B: so she loves it
A: She loves the lettering.
B: i have news also. new job from april. in Rotterdam, at the port, so i am one hour from the
    yard not three [[jjob]]
A: Good. Then you can do the varnish.
B: i knew you would say that
A: Jobs left:
    - varnish the rails
    - fit the outboard bracket
    - new halyards
    - launch [[left1]]
== 2025-05-12
B: i am still wet from saturday
A: Launch on saturday: the crane put her in at ten, and by evening the water was over the
    floorboards. [[launch1]]
B: and how bad was the leak, tell people the truth, they ask me at work
A: Normal for a wooden boat dry since October. The planks swell in two or three days. We left
    her in with the pump running overnight and by Monday she was dry. [[leak1]]
B: papa stood on the quay the whole time and when she floated he cried like a child [[dad2]]
A: He said she looks better than in 1971.
B: he said that to me too, and that the green is right
A: The sails are not here yet. Enkhuizen says two more weeks.
B: of course
== 2025-06-14
A: Terschelling on sunday, under our own sails for the first time. Four hours from Harlingen.
    [[sail2]]
B: don't ask me about the crossing
A: He fed the fish twice. [[sick]]
B: Piet!!!
A: And he still steered into the harbour, I give him that.
B: the tan sails, man. in the evening sun. everyone on the dike took photos [[sail3]]
A: Final number, boat included: 7,300 euro. [[cost2]]
B: stop with the numbers
A: It is the last one.
B: in september there is the race for old boats on the IJsselmeer. we do it, with papa on board
    [[race]]
A: If he wants.
B: he wants. he already asked what to wear
"""

PIET_JOOST_QUESTIONS = (
    ("single-hop", "How much did the brothers pay for the boat?", "buy1"),
    ("single-hop", "In which city did Joost live when they bought the boat back?", "jhome"),
    ("single-hop", "What sign of their father did the brothers find on the boat?", "init"),
    ("single-hop", "Who made the new sails?", "sail1"),
    ("multi-hop", "Why did the brothers buy an electric outboard?", "eng2 eng1"),
    (
        "multi-hop",
        "How did the man who sailed the boat from 1971 react when she was launched?",
        "dad2 dad1",
    ),
    ("multi-hop", "Where did the boat sail first with the sails from Enkhuizen?", "sail2 sail1"),
    ("multi-hop", "How much did the wood from the sawmill at Sneek cost?", "cost1 plank1"),
    ("temporal", "When did the brothers launch the boat?", "launch1"),
    ("temporal", "When did the first coat of paint go on?", "paint2"),
    ("temporal", "When did Joost cut his thumb?", "thumb"),
    ("temporal", "What did the brothers fix on the boat in January 2025?", "mast1"),
    ("temporal", "When did the boat first sail to Terschelling?", "sail2"),
    (
        "list",
        "Which parts of the boat did the brothers repair or replace?",
        "plank1 eng2 mast1 sail1",
    ),
    ("list", "What has the restoration cost?", "buy1 yard1 cost1 sail1 cost2"),
    ("list", "Who has helped the brothers with the boat?", "ines1 sas2"),
    ("list", "What went wrong during the restoration?", "thumb eng1 mast1 launch1"),
    ("list", "Where has Joost lived and worked?", "jhome jjob"),
    ("neighbour", "How bad was the leak after the launch?", "leak1"),
    ("neighbour", "What did Saskia say when Piet told her about the boat?", "sas1"),
    ("neighbour", "What did the sailmaker quote?", "sail1"),
    ("neighbour", "How was Joost on the crossing to Terschelling?", "sick"),
    ("inference", "Does the boat mean a lot to the brothers' father?", "dad2"),
    ("inference", "Does Piet keep careful track of money?", "cost1 cost2"),
    ("inference", "Is Joost a good sailor on rough water?", "sick"),
)

DUARTE_LEONOR = """
Duarte Leonor
== 2024-08-24
A: Filha, did you arrive? The map on the telephone says Longyearbyen but the map also says I am
    in the sea
B: arrived!! tiny airport, 4 degrees, a stuffed polar bear at the baggage belt 🐻‍❄️
A: A stuffed one I can accept.
B: next week i do the rifle course. you can't leave town without a rifle because of the bears
    [[rifle1]]
A: My daughter with a rifle. Your mother would have fainted.
B: my supervisor is professor Halvorsen, norwegian, very dry jokes, i think he is funny but i am
    not sure [[sup1]]
A: Laugh a little late, then you are safe.
A: And here, big news: end of September I stop. Thirty-four years at Carris. The tram and I retire
    together, more or less. [[ret1]]
B: pai!!! finally
A: The tram does not retire. Only me. Pimenta will have me at home all day, pobre gata.
B: she will love it
B: ok going to sleep. it is bright all night here still, weird
A: Beijinhos.
== 2024-09-21
A: Last shift was on Friday. The 28, Martim Moniz to Prazeres, like the first day. [[ret2]]
B: and? what did they do??
A: The colleagues were waiting at Prazeres with a cake and a model of the tram, the yellow one,
    with my number on it. I am not ashamed to say it. I cried on the tram. [[ret3]]
B: 😭😭 pai
B: news from here: passed the rifle course! 8 of 10 on the target, the instructor said good for
    a portuguese [[rifle2]]
A: What does that mean, good for a portuguese
B: no idea. i took it as a compliment
A: How was the glacier? You said you would go this week.
B: cold. drilled 3 holes for the stakes on Longyearbreen, 6 m each, my arms are gone [[field1]]
A: Eat properly.
B: saw reindeer next to the road on the way back, tiny and fat, like dogs [[deer1]]
A: Fat is good, they know the winter.
== 2024-10-26
B: the sun goes away tomorrow until march. i am a little sad honestly
A: I have news to cheer you up. I signed up for a cooking class at the parish centre, Tuesdays.
    [[cook1]]
B: YOU?? you burn water
A: That is why.
B: what did you make first
A: Bacalhau à Brás. [[cook2a]]
B: and the bacalhau à brás?
A: Burnt. The smoke alarm went, the teacher opened all the windows, the whole class ate
    sandwiches. [[cook2]]
B: hahahaha i am crying
A: Next week caldo verde, it is only soup, what can go wrong.
B: also my paper is submitted!! journal of glaciology. fingers crossed [[paper1]]
A: Fingers, toes, everything.
== 2024-11-30
A: Wednesday I went to the cardiologist, the one your aunt found. [[heart0]]
B: so what did the heart doctor say
A: A little arrhythmia, nothing dramatic. A new pill in the morning and I must walk every day,
    thirty minutes at least. [[heart1]]
B: pai. walk every day. I will check
A: You cannot check from the North Pole.
B: the paper came back. rejected :( [[paper2]]
A: And the reviewers, what did they say?
B: that two years of data is too short. one said the method is nice. one was very rude [[rev1]]
A: Then the rude one does not know you. Next journal.
B: my supervisor says same journal, more data, try again
A: Listen to the Norwegian.
B: the caldo verde?
A: Perfect. I am a cook now. [[cook3]]
== 2024-12-21
B: flight tomorrow!! Oslo, then Lisbon, landing 21:40 [[xmas1]]
A: I will be at arrivals with a sign.
B: please no sign
A: With a big sign.
A: For the Consoada I am doing the bacalhau myself, with the potatoes and the cabbage, the old way,
    and nobody will burn anything. [[cook4]]
B: who are you
A: I walk every morning now, by the river to Belém and back, six kilometres. [[walk1]]
B: 6!! the pills and the walking
A: The doctor said thirty minutes. I do more, because of the pastéis at the end.
B: that is cheating
A: It is motivation.
== 2025-01-25
B: back in the dark. -22 today
A: Tell me the good news, you said you had good news.
B: my abstract is accepted for the EGU conference in Vienna in april!! my first talk [[conf1]]
A: Vienna! Your mother and I went there in 1990. Eat the cake.
B: i will eat all the cakes
B: and a little scare, Sindre from my group fell into a crevasse to his waist last week, on the
    roped walk. they pulled him out, he is ok, only his pride [[crev]]
A: Meu Deus. You are roped too, yes?
B: always pai
A: I joined a walking group, retired tram drivers, every Thursday. We walk and we complain about
    the new trams. [[walk2]]
B: perfect for you
A: The tablet you gave me: I pressed the green button and the camera showed my ear for ten minutes.
    The neighbour's boy fixed it. [[tablet]]
B: lol. next call we try again
== 2025-03-08
B: PAI. THE SUN. i saw the sun on tuesday for the first time since october, the whole town was
    on the hill cheering [[sun1]]
A: Saudades, filha. Every day I look at the weather there on the telephone, minus twenty, and I
    miss you more than the numbers can say. [[miss1]]
B: 🥹 i miss you too
B: and the paper!! accepted after the revision, with the third year of data [[paper3]]
A: The rude reviewer?
B: he said "much improved" haha
A: I booked the flight. I come on the 9th of April, via Oslo, ten days. [[visit1]]
B: pack everything warm you have. then buy more
A: I have the coat from Covilhã.
B: that is not enough pai
== 2025-04-19
B: home safe? tell me you are home
A: Home. Pimenta is angry with me.
B: what was the best part
A: The snowmobile trip to Barentsburg, with your friend driving, the Russian town with Lenin in
    the square. [[visit2]]
B: and you were so cold
A: I was cold for ten days. But the polar bear! Far, far away, on the ice, a yellow dot. I saw
    it with the binoculars. [[bear]]
B: and an arctic fox on the last day, next to the dogs [[fox1]]
A: The little white fox. Yes.
B: and Vienna tuesday, the talk went fine, only one hard question [[conf2]]
A: I knew it. You are a professor already.
B: and the heart?
A: The cardiologist checked on Monday: all normal, keep walking. [[heart2]]
"""

DUARTE_LEONOR_QUESTIONS = (
    ("single-hop", "What did Duarte's colleagues give him on his last day?", "ret3"),
    ("single-hop", "Who is Leonor's supervisor?", "sup1"),
    ("single-hop", "Where did Duarte go by snowmobile?", "visit2"),
    ("single-hop", "How far does Duarte walk in the mornings?", "walk1"),
    (
        "multi-hop",
        "How long had Duarte worked when he drove the 28 for the last time?",
        "ret2 ret1",
    ),
    ("multi-hop", "Which journal accepted Leonor's paper?", "paper3 paper1"),
    ("multi-hop", "Why does Duarte walk by the river every morning?", "walk1 heart1"),
    (
        "multi-hop",
        "How did Leonor score on the course she needed because of the bears?",
        "rifle2 rifle1",
    ),
    ("temporal", "When was Duarte's last shift?", "ret2"),
    ("temporal", "When did Duarte see the cardiologist?", "heart0"),
    ("temporal", "When did Leonor first see the sun after the polar night?", "sun1"),
    ("temporal", "When did Sindre fall into the crevasse?", "crev"),
    ("temporal", "What did Duarte start in October 2024?", "cook1"),
    ("temporal", "When did Leonor fly home for Christmas?", "xmas1"),
    ("list", "What has Duarte cooked?", "cook2 cook3 cook4"),
    ("list", "What happened to Leonor's paper?", "paper1 paper2 paper3"),
    ("list", "What animals has Leonor seen in Svalbard?", "deer1 bear fox1"),
    ("list", "What has Duarte done since he retired?", "cook1 walk1 walk2 visit1"),
    ("list", "What has Duarte heard from his heart doctor?", "heart1 heart2"),
    ("neighbour", "What did the reviewers say about Leonor's paper?", "rev1"),
    ("neighbour", "How did the bacalhau à Brás turn out?", "cook2"),
    ("neighbour", "What did the cardiologist find?", "heart1"),
    ("neighbour", "How was Leonor's first day on the glacier?", "field1"),
    ("inference", "Does Duarte miss his daughter?", "miss1"),
    ("inference", "Is Duarte good with technology?", "tablet"),
)
