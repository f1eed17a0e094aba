"""The seventh held-back bank's first two conversations, written out turn by turn.

Read by bench/retrieval_fresh7.py (the format is in bench/retrieval_fresh4.py's
docstring; a third name on the first line writes its turns as `C:`). Never tuned on.
"""

from __future__ import annotations

ILSE_BOGDAN_RADEK = """
Ilse Bogdan Radek
== 2025-03-08
A: Morning all. Drill tonight 19:00 at the Zeughaus. Plan:
    - coupling check on every hose
    - ladder practice on the old mill
    - coffee and cake after [[drill1]]
B: is the cake from Frau Berger again because last time Radek ate half the Marmorkuchen before
    the rest of us had our boots off and I am still not over it
C: lies
C: was 2 peices
A: Frau Berger is baking. There is enough for everyone.
C: cant come tonite anyway. on nights at the sawmill all week [[radjob]]
A: Noted. Radek, I still need your form for the breathing apparatus course. [[ba0]]
C: ya tomorow
A: Bogdan, did the district send the invoice?
B: yes yes it came on friday, 14 200 euro for the new portable pump, the Gemeinde pays two thirds
    and the rest we have to find ourselves, so I was thinking the summer fest, sausage stand like
    always and maybe something more [[pump1]]
A: Put it on the agenda for the meeting.
B: and another thing, my Zosia wants to join the youth group, she is eleven now and she talks
    about nothing else since she saw the truck at school [[kid1]]
A: From ten years they can join. Bring her on Saturday at ten.
B: she will be there at nine thirty knowing her
C: good kid
A: Radek. Form.
C: YES
== 2025-03-29
A: Short report for those who missed last night. Alarm 23:40, chimney fire at the Huber farm.
    Nobody hurt, the roof is fine, the chimney sweep comes Monday. [[call1]]
C: was there. smoke everywere
B: I slept through the pager, my wife says she kicked me twice, I am so sorry Ilse
A: It happens. Once.
A: Second point: the TLF would not start. We had to jump it from Radek's van. [[truck1]]
B: that truck is from 1989, it is older than Radek
C: older than my van too
A: I will write to the Gemeinde again. Nobody can say we didn't ask.
B: Zosia had her first Saturday with the youth group, she came home soaking wet and so happy, she
    says she held the hose alone and Anton let her ring the bell on the truck [[kid2]]
A: She did well. She listens, which is more than I can say for some.
C: who
A: You know who.
B: also Ilse about money, I asked Wirt Aigner, he will give us the beer for the fest at cost
A: Good.
C: form is in your postbox btw
A: Thank you. Finally.
== 2025-04-26
B: Radek!!! how did the course go, tell us everything, we want details
C: passed
C: last in the maze tho. hated it. so dark and you crawl on your belly with the mask [[ba2]]
A: Passed is passed. Well done. Which day were you in Linz?
C: thursday. whole day [[bawhen]]
B: I did that course in 2009 and I got stuck in the maze with my tank on a pipe and they had to
    pull me out by the boots, so last is nothing
C: thx
A: The hose pressure test was this morning.
B: and the pressure test? how many did we lose
A: Two burst. Both from 1998. Three more are weak at the couplings. [[hose1]]
B: so we need new ones
A: Six new hoses on the list. I have asked for a quote.
B: my back is still bad from carrying the wet hoses back after, I could not bend down to tie my
    shoes this morning, my wife had to do it like I am a child [[back1]]
C: old man
B: I am forty four
C: old man
== 2025-05-24
A: Alarm on Tuesday 06:10: the bakery cellar in the Hauptstraße flooded after the storm. [[call2]]
B: I was there, 40 cm of water, flour bags floating like little boats
C: first job for the new pump. worked perfect, cellar empty in 50 min [[pump2]]
A: The Kerns sent a tray of Krapfen to the Zeughaus to say thank you.
B: I ate three, I am telling you before Radek does
C: 4
B: ok four
A: I have news, not good. Getting out of the truck at the bakery I twisted my knee on the kerb.
    [[knee1]]
B: oh no Ilse, are you walking?
A: Limping. The doctor wants an MRI.
B: my cousin is a physio in Wels, I can send you her number, she is good and she is not gentle
A: Send it.
A: The six new hoses arrived on Thursday. [[hose2]]
C: finally
B: and the calendar!! the printer says 200 copies are ready, we sell them at the fest for 12
    euro [[cal1]]
A: Who is on the cover?
B: Radek with the pump. the ladies of the choir voted
C: no
B: yes
== 2025-06-28
B: so how much did the sausage stand make in the end, I was washing up the whole night and never
    saw the numbers
A: 3,100 euro after costs. Best year since I am captain. [[fest1]]
B: wow
A: And 160 calendars sold. [[cal2]]
C: told u the cover was a good idea
B: you said no to the cover
C: changed my mind
A: The raffle prize, the ride in the truck, was won by the mayor's grandson. He is six. He asked
    if he can drive. [[raffle]]
B: the look on the mayor's face haha
C: burned my hand on the grill at the end. not bad [[grill]]
A: Did you get it looked at?
C: Lena from the Apotheke put cream and a bandage on it. said im an idiot [[lena1]]
B: Lena from the Apotheke!! Radek!!
C: what
B: nothing, nothing
A: About my knee. The MRI was on Monday.
B: and the MRI, what did the doctor say about the knee
A: Meniscus, torn. Operation on 12 August, then six weeks on crutches. [[knee2]]
B: Ilse :(
A: It is fine. But someone has to run the drills.
== 2025-08-09
A: Operation done on Tuesday. I am home, on the sofa, bored.
B: don't worry about anything, I will run the Friday drills until you are back, Radek helps me
    with the ladders [[lead]]
A: Thank you. Keep the log book, every drill, every name.
B: of course, I am not a barbarian
A: Monday's alarm, I heard it on the radio. Tell me.
C: car in the ditch on the B126 near the quarry. driver stuck. we cut the door with the hydraulic
    cutter, took 20 min [[call3]]
B: he is in hospital in Linz but he will be ok, broken collarbone
A: Good work, both of you.
B: and Zosia won the knot competition of the district youth groups!!! seven knots in under two
    minutes, faster than the boys from Grünau [[kid3]]
A: Tell her the captain is proud of her.
B: she has the medal on the wall above her bed, she wants to be captain one day, watch out Ilse
A: She can have the job. I will have a new knee.
== 2025-09-20
A: Alarm log for this week, in case someone asks me at the bakery:
    - Wednesday: forest fire on the hillside above the quarry, three brigades, nine hours on the
    line [[call4]]
    - Friday: a cat in a tree, the cat came down by itself
B: the forest fire, my god, I slept one hour and went to work, I still smell of smoke in my
    sleep
C: news
C: asked Lena. she said yes [[engage]]
B: RADEK
B: I KNEW IT
A: Congratulations, Radek. She has good taste in bandages.
C: thx
A: More news: the Gemeinde council voted on Monday for a new TLF. It comes next spring. [[truck2]]
B: finally, after how many letters
A: Eleven letters.
B: and the bank gave us the thermal camera, the man from the Raiffeisen came to the Zeughaus
    himself with a photographer [[cam]]
C: so the cover guy is me again
A: The newspaper wants a photo of the camera, not of you.
== 2025-11-15
B: last night was the best Feuerwehrball we ever had, I still cannot feel my feet
A: I danced three dances with the new knee. The doctor would not be happy. [[ball]]
C: Lena danced with the mayor
B: and Radek, say it, say the date
C: wedding 16 may. in the church here. whole brigade invited [[wed]]
A: We will make an arch of hoses.
B: and I have to say it here too, thank you for the votes, I will try to be a good deputy
    [[dep]]
A: You were the only one who wanted it.
B: still
A: For the records: 23 alarms this year, 9 fires, 11 technical, 3 false. [[stats]]
C: busy year
A: Next drill Friday. Bring your gloves, it is cold.
"""

ILSE_BOGDAN_RADEK_QUESTIONS = (
    ("single-hop", "How much did the brigade's new pump cost?", "pump1"),
    ("single-hop", "Where does Radek work?", "radjob"),
    ("single-hop", "Who won the ride in the fire engine?", "raffle"),
    ("single-hop", "What did the bank give the brigade?", "cam"),
    ("single-hop", "How many times were the firefighters called out in 2025?", "stats"),
    (
        "multi-hop",
        "How old was Bogdan's daughter when she won the district knot competition?",
        "kid3 kid1",
    ),
    ("multi-hop", "What does the woman Radek is going to marry do for work?", "engage lena1"),
    ("multi-hop", "How old is the truck the council voted to replace?", "truck2 truck1"),
    (
        "multi-hop",
        "Who took over the drills while Ilse recovered from her meniscus operation?",
        "lead knee2",
    ),
    ("temporal", "When was the chimney fire at the Huber farm?", "call1"),
    ("temporal", "When did Radek do the breathing apparatus course?", "bawhen"),
    ("temporal", "When did the bakery's cellar flood?", "call2"),
    ("temporal", "When did the brigade cut a driver out of his car?", "call3"),
    ("temporal", "What fire did the brigade fight in September 2025?", "call4"),
    ("list", "What alarms has the brigade been called to this year?", "call1 call2 call3 call4"),
    ("list", "How has the brigade raised money this year?", "fest1 cal1 cal2 raffle"),
    ("list", "What injuries have the members of the brigade had?", "knee1 back1 grill"),
    ("list", "What new equipment has the brigade got?", "pump1 hose2 cam truck2"),
    ("list", "What has Zosia done since joining the youth group?", "kid2 kid3"),
    ("neighbour", "How did Radek do on the breathing apparatus course?", "ba2"),
    ("neighbour", "What happened at the hose pressure test?", "hose1"),
    ("neighbour", "What did the doctor say about Ilse's knee?", "knee2"),
    ("neighbour", "How much did the sausage stand make?", "fest1"),
    ("inference", "Would Radek be at ease in tight, dark spaces?", "ba2"),
    ("inference", "Does Bogdan's family share his interest in the fire brigade?", "kid1 kid2"),
)

MARGIT_YUSUF = """
Margit Yusuf
== 2024-04-13
A: Dear Yusuf, welcome! I am so glad the association put us together, because I have more hives
    than two hands now and my knees are not what they were. First inspection is Saturday at
    eleven if the sun is out; bees hate being opened in cold wind and so do I.
B: hi margit. saturday ok
B: i should say i know a bit. my babaanne, my grandmother, kept bees in Rize on the black sea,
    i helped her when i was small [[gran1]]
A: How marvellous! Then you already know more than most people who start. How many hives did
    she keep?
B: like 30. on the hill behind the tea gardens
A: I have seven, all in the garden behind the cottage, and all of them named after opera
    singers, because my late husband Alun and I could never agree on anything else. Callas,
    Nilsson, Caballé, Tebaldi, Price, Sutherland and Flagstad. [[hives1]]
B: lol ok
A: Do you have a bee suit?
B: no. only gloves
A: You can have Alun's. It is too big for me, and it has been hanging in the shed for four years
    waiting for someone with long arms. [[suit1]]
B: thank u. im tall so
A: Then it was meant to be. Do you work, or are you still at college?
B: work at the bike shop in town. saturday afternoons and weekdays [[yjob]]
A: Perfect, mornings then.
== 2024-05-04
B: margit!! is that normal
B: the bees are hanging in your neighbours plum tree like a big brown ball
A: Yes! That was on Thursday, a swarm from Callas; she had been building queen cells and I was
    too slow. We shook them into a cardboard box that evening with the neighbour holding the
    ladder, which he had never done before and will never do again. [[swarm1]]
B: wow
A: They are in a new hive now, by the compost. Since you spotted the cells first, you should
    name it.
B: tarkan. like the singer my mum loves [[name1]]
A: Tarkan it is. The first one in the garden who is not an opera singer.
B: he is kind of opera
A: I will listen and report back.
B: also i got stung. on the eyelid. through the veil somehow [[sting1]]
A: Oh dear, the veil of Alun's suit has a little gap at the zip; I should have told you. Did it
    swell?
B: eye closed for a day. my boss at the shop laughed
A: Put a clothes peg on the gap for now.
== 2024-06-01
A: Good news from this morning: the queen of Nilsson is marked, thanks to your eagle eye.
B: i saw her first!! long one with the shiny back [[queen1]]
A: You did. Marking colours go by the year; for a year ending in four it is green, so she has a
    green dot on her back now, like a little jewel. [[mark1]]
B: does it hurt her
A: Not at all; it is a touch of paint on the back, and it helps us find her next time.
B: ok good
A: And more news: Mr Pryce says we can put four hives in his apple orchard on the lane, under the
    old trees. He wants the bees for his blossom, we want the blossom for our bees. [[site1]]
B: nice
A: Be careful when you lift; a full super weighs as much as a bag of cement.
B: ya i know. my back told me on tuesday
== 2024-07-20
A: What a day. We took the honey off this morning, four hives, and filled sixty-two pounds of
    honey into jars; lime tree and blackberry, light and a little minty. [[harv1]]
B: my arms are dead
A: The extractor goes back to the association on Monday; it was kind of them to lend it, since
    mine gave up last year with a terrible noise. [[extr]]
B: the arm from the sting last week is still big btw
B: went to the doctor about the arm
A: And?
B: allergic reaction. not dangerous she says but antihistamin before every inspection [[sting2]]
A: Then we do that. I will keep a box of them in the shed with the smoker fuel.
B: babaanne laughed on the phone. she says bees never sting her because she talks to them
A: She might be right; I talk to mine too, but mostly I complain.
== 2024-08-17
A: The hives are on the heather. We drove four of them up the hill on Monday night, strapped in
    the back of the Land Rover, with the entrances closed, and nobody escaped. [[heath1]]
B: i was scared the whole time. one strap was loose
A: You handled it beautifully.
A: And how did the market go? I could only see the queue from the cheese stall.
B: how did it go?? forty jars gone by eleven. a man bought six [[market1]]
A: Wonderful. People love a young beekeeper at a stall.
B: i told them about rize
A: Good; a story sells better than a label.
B: babaanne is coming in september!! from rize. she wants to see your bees [[gran2]]
A: She is very welcome. I will make a proper lunch and you will translate everything.
B: she speaks no english. only turkish and some laz
A: Then we will talk with our hands and the bees.
== 2024-09-28
A: The thymol strips went in on Wednesday, after we did the counts; they stay in the hives for
    four weeks and then we see. [[varroa1]]
A: Did you do the sugar roll on Nilsson before the strips went in?
B: yes
B: 9 mites in the cup. is that bad [[roll1]]
A: Nine is not good, but it is not a disaster; that is what the strips are for.
B: babaanne went home yesterday after two weeks. she says hi and that you use too much smoke
A: She is a wise woman. What did she use in Rize?
B: dry cow dung in the smoker. she says the bees like it calm and it burns slow [[gran3]]
A: I am not going to do that in the garden; the neighbour is still recovering from the swarm.
A: The heather honey is done: thirty jars, pressed, not spun, it is too thick for the extractor.
    [[heath2]]
B: the dark one. its like jelly
A: The deli in the square took twelve jars already, at nine pounds each. [[deli]]
== 2024-12-07
A: Bad news, I am afraid. A green woodpecker has drilled right through the side of Tarkan's
    hive; there is a hole the size of a fist and the wood is full of splinters. [[wood1]]
B: no!!! my hive
A: I put a patch on it, and the whole apiary is wrapped in chicken wire now, all eight hives.
    [[wire]]
B: will they be ok
A: We will know in spring. The cold is what kills them, not the bird.
A: And a happier thing: the beeswax candles went at the Christmas fair, all fifty, in an hour.
    [[candle1]]
B: the ones i rolled??
A: Yours were the straight ones.
A: Have you heard from the universities yet? You said the letters come before Christmas.
B: yes!!
B: got into aberystwyth. agriculture. starting in september [[study1]]
A: Yusuf! That is wonderful. They will not know what hit them.
B: i can come on holidays. and some weekends
== 2025-03-15
A: I did the first spring check this morning and I have to tell you honestly: we lost two.
B: which
A: Callas starved; there was honey in the frames, just not where the cluster was. And Tarkan did
    not make it; the cold got in through the woodpecker hole, patch or no patch. [[loss1]]
B: :(
B: my first hive
A: I know. We will make a new Tarkan from a split in May, I promise.
B: ok
B: also passed the basic assessment saturday!! examiner said my smoker was perfect [[exam1]]
A: Of course it was. You learned from two women who talk to bees.
A: And one more thing: when you go to Aberystwyth, two of the hives go with you. Nilsson and
    Price. They are yours now. [[gift1]]
B: margit. for real?
A: For real. An apprentice needs bees, and I need fewer.
"""

MARGIT_YUSUF_QUESTIONS = (
    ("single-hop", "Where did Yusuf's grandmother keep bees?", "gran1"),
    ("single-hop", "Whose bee suit does Yusuf wear?", "suit1"),
    ("single-hop", "What did Margit make from beeswax to sell?", "candle1"),
    ("single-hop", "What is Yusuf's job?", "yjob"),
    ("multi-hop", "Which of Margit's colonies did Tarkan come from?", "name1 swarm1"),
    (
        "multi-hop",
        "Why did the colony Yusuf named after his mother's favourite singer die?",
        "name1 loss1",
    ),
    ("multi-hop", "What colour is the mark on the queen Yusuf spotted first?", "queen1 mark1"),
    (
        "multi-hop",
        "What does the woman from the tea gardens in Rize burn in her smoker?",
        "gran3 gran1",
    ),
    ("temporal", "When did the swarm leave Callas?", "swarm1"),
    ("temporal", "When were the hives moved onto the heather?", "heath1"),
    ("temporal", "When did Yusuf pass his basic beekeeping assessment?", "exam1"),
    ("temporal", "What did Margit and Yusuf do in July 2024?", "harv1"),
    ("temporal", "When did the thymol strips go into the hives?", "varroa1"),
    ("list", "Where has Yusuf been stung, and what happened?", "sting1 sting2"),
    ("list", "What has Margit sold from her bees?", "market1 deli candle1"),
    ("list", "Where have Margit's hives been kept?", "hives1 site1 heath1"),
    ("list", "What threats have the bees faced?", "swarm1 roll1 wood1 loss1"),
    ("list", "What honey did Margit and Yusuf harvest in 2024?", "harv1 heath2"),
    ("list", "What have we learned about Yusuf's grandmother?", "gran1 gran2 gran3"),
    ("neighbour", "How did the market stall go?", "market1"),
    ("neighbour", "What did the doctor tell Yusuf about his arm?", "sting2"),
    ("neighbour", "How many mites did the sugar roll on Nilsson find?", "roll1"),
    ("neighbour", "What did Yusuf hear from the universities?", "study1"),
    ("inference", "Does Margit like opera?", "hives1"),
    ("inference", "Does Yusuf have to be careful around bees?", "sting2"),
)
