"""The sixth held-back bank's first two conversations, written out turn by turn.

Read by bench/retrieval_fresh6.py (the format is in bench/retrieval_fresh4.py's
docstring; a third name on the first line writes its turns as `C:`). Never tuned on.
"""

from __future__ import annotations

NOOR_CALLUM = """
Noor Callum
== 2025-01-11
A: ok I've read the offer letter three times. Montreal. actually Montreal
B: it's real. they want me in the Old Port office from the first week of july [[offer]]
A: and what do I do there, I can't just stop being a nurse
B: you said they're crying out for nurses
A: they are, but Quebec wants paper for everything. I emailed the nursing order today, they want
    my transcripts posted from the university in Galway, not scanned [[lic1]]
B: can your mam go round to the uni? she's ten minutes away
A: she'd love a mission tbh
B: and what about Biscuit
A: what ABOUT biscuit. he's coming obviously
B: obviously. I meant the flight. he's eleven, is that too old to fly [[catage]]
A: I'll ring the vet tomorrow
B: we also can't ship the whole flat
A: we sell the big things. I'm not paying to send that sofa across an ocean
B: the one we fought over in ikea for two hours
A: that one
B: fair
A: my brother says hello and that we're mad. he says he'll drive whatever we keep to the port
    [[bro0]]
B: Darragh is a legend
A: he's a chef, he'll want paying in food [[chef]]
B: I'll download a french app tonight
A: you'll quit by tuesday
== 2025-01-29
A: vet says microchip first, before anything else. Biscuit had it done this morning and bit the
    nurse [[cat1]]
B: good lad
B: the sofa's gone! a student came with three mates and carried it down the stairs [[sold1]]
A: how much did she give you
B: don't ask
A: Callum
B: 180. she was very persuasive [[price]]
A: you're a terrible salesman
B: the lads at work keep saying Verdun. by the river, not mad expensive [[area1]]
A: far from your office?
B: 20 mins on the green line
A: ok. did you ask Hélène about the relocation money
B: yeah she says they pay the first month's rent and the flights, not the shipping [[reloc]]
A: hm. shipping is the expensive bit
B: I know
A: my french app has me on a 12 day streak. le chat est sous la table [[fr1]]
B: very useful for a ward round
A: I'll tell the doctors where the cat is
A: transcripts update. mam went in person on tuesday, they said six to eight weeks [[lic2]]
B: six to eight weeks to post a letter?
A: universities
== 2025-02-22
B: back from the Montreal trip. I'm in the airport, flight's delayed, tell me something nice
A: biscuit slept on your pillow the whole week
B: traitor
A: how were the flats
B: we saw six. Rosemont had the nicest one but it's 40 mins out. the landlord said no pets anyway
    [[area2]]
A: no pets is a no
B: the one in Verdun had a balcony and a hardware shop downstairs. she said cats are grand
    [[flat1]]
A: a balcony!!
B: it's small. but a balcony. on rue Wellington [[flat2]]
A: put in an application, do it now from the airport
B: done. also it's minus 19 here, my face hurts
A: biscuit had the rabies jab on thursday, he needs a blood test a month after it [[cat2]]
B: does he hate us yet
A: he hates the vet, he loves us
A: I booked the french test, the one the nursing order wants. it's the 14th of may [[lic3]]
B: you'll fly it
A: I can say the cat is under the table
B: that's more than me
== 2025-03-15
A: WE GOT IT. the agent emailed, we signed for the flat this morning [[sign]]
B: I saw!! I screamed in the office
A: moving in date is the 1st of july
B: right. countdown
A: I put the bikes up online, both gone in a day, a couple from Ranelagh [[sold2]]
B: the bikes? I was going to bring mine
A: you said we'd buy new ones there
B: I said that in january
A: you said it
B: fine
B: Darragh rang. he's taking a week off the restaurant in june to do the van and help pack [[bro1]]
A: what do we owe him
B: he says a lasagne a night
A: done
A: I had the fingerprints done for the background check, a guard did it with ink like in a film
    [[lic4]]
B: did you feel like a criminal
A: a bit, he was very serious
B: the blood test for biscuit?
A: came back fine, he's allowed in [[cat3]]
== 2025-04-12
B: can I ask you something. is it mad to sell the piano
A: the piano your granny left you
B: it weighs more than the fridge and nobody plays it
A: you play it at christmas
B: once a year at christmas badly
A: then sell it. she'd rather someone played it
B: a music teacher from Rathmines is coming for it saturday. she wants it for lessons [[sold3]]
A: that's nice actually. it'll get played
B: I asked the shipping company about a container
A: and what did they say
B: a third of one is 3,800 euro, or we take boxes on the plane [[ship1]]
A: 3,800 for a third of a box?
B: a third of a container
A: still
A: my transcripts finally arrived in Montreal, only took ten weeks [[lic5]]
B: the postal service of the universe
A: one thing less
B: my boss over there, Hélène, sent a welcome email in french and english, I answered in
    english like a coward
A: coward
== 2025-05-17
A: I did the french test on wednesday. the listening was fine, the speaking was a disaster
    [[test1]]
B: what happened
A: the woman asked me about my weekend and I told her I have a cat under the table
B: noooo
A: results in three weeks
B: you'll pass. they need nurses more than they need grammar
A: let's hope
B: the car's sold. Darragh's friend bought it for his daughter, she just passed her test
    [[sold4]]
A: the car!! I'll miss it
B: it was falling apart
A: it was OUR falling apart
B: we decided on boxes on the plane. forty kilos each plus the cat [[ship2]]
A: plus the cat is doing a lot of work in that sentence
B: he gets his own crate
A: I had my leaving drinks at the hospital last night. the ward gave me a card signed by
    everyone and a mug that says "au revoir" [[leave1]]
B: aw. were you crying
A: obviously
== 2025-06-14
B: Darragh's here. he's already made three lasagnes and it's tuesday
A: I love him
A: I passed!!! the french test!! just above the line but passed [[test2]]
B: NOOR
A: the speaking was 61 out of 100 and you needed 60
B: that's a pass, a pass is a pass
A: the letter came from the nursing order, I can work under supervision until the last exam in
    the autumn [[lic6]]
B: brilliant
A: the vet gave us the health certificate today, it's only good for ten days so the dates have to
    be right [[cat4]]
B: we fly on the 28th. that's fine
A: can you believe we fly on the 28th
B: my leaving thing was small. the lads took me for a curry and gave me a hat with a maple leaf
    [[leave2]]
A: you'll never wear it
B: I'll wear it in january when my face falls off
A: and Darragh drove the last of the boxes to your parents' garage on monday [[bro2]]
B: what's left?
A: us, eight suitcases, a cat
== 2025-07-05
A: we're here. we're actually here
B: how's the balcony
A: tiny and perfect. I had my coffee on it this morning and a man downstairs waved up at me
B: the hardware shop man
A: he gave Biscuit a cardboard box, Biscuit loves him [[hw]]
B: and how was the flight for him
A: he screamed from Dublin to Toronto and slept from Toronto to here [[fly]]
B: fair enough
A: I start on the ward in Verdun hospital on monday. walking distance [[work1]]
B: you'll walk to work
A: by the river
B: my first week in the office was fine. Hélène speaks to me in french very slowly
A: that's kind
B: it's a test
A: it's kindness
"""

NOOR_CALLUM_QUESTIONS = (
    ("single-hop", "What did Noor's ward give her when she left?", "leave1"),
    ("single-hop", "What does Callum's company pay for in the move?", "reloc"),
    ("single-hop", "How did Biscuit cope with the flight?", "fly"),
    ("multi-hop", "What does the man who drove the boxes to the garage do for work?", "bro2 chef"),
    ("multi-hop", "On which street is the flat in the neighbourhood by the river?", "area1 flat2"),
    ("multi-hop", "How old is the cat that screamed on the way to Toronto?", "fly catage"),
    ("multi-hop", "Which of Noor's relatives will help them pack?", "bro1 bro0"),
    ("temporal", "When did Noor's mother go to the university about the transcripts?", "lic2"),
    ("temporal", "When did Noor sit her French test?", "test1 lic3"),
    ("temporal", "When did Noor and Callum sign for their flat?", "sign"),
    ("temporal", "When did Noor have her leaving drinks at the hospital?", "leave1"),
    ("temporal", "What did Callum sell in April 2025?", "sold3"),
    ("list", "What have Noor and Callum sold before the move?", "sold1 sold2 sold3 sold4"),
    (
        "list",
        "What did Noor have to do to be allowed to work as a nurse in Quebec?",
        "lic1 lic3 lic4 test1 lic6",
    ),
    ("list", "What did Biscuit need before he could fly?", "cat1 cat2 cat3 cat4"),
    ("list", "Which parts of Montreal did Callum look at for a flat?", "area1 area2 flat1"),
    ("list", "How has Darragh helped with the move?", "bro0 bro1 bro2"),
    ("list", "What leaving presents did Noor and Callum get?", "leave1 leave2"),
    ("list", "How did Noor and Callum decide to get their things to Canada?", "ship1 ship2"),
    ("neighbour", "What was the result of Biscuit's blood test?", "cat3"),
    ("neighbour", "What did Hélène say about relocation money?", "reloc"),
    ("neighbour", "What did the shipping company say about a container?", "ship1"),
    ("neighbour", "How much did the student pay for the sofa?", "price"),
    ("inference", "Is Callum good at selling things?", "sold1"),
    ("inference", "Was Noor's French good when she took the test?", "test1 test2"),
)

DEV_KASIA_OTTO = """
Dev Kasia Otto
== 2024-03-02
A: right. gig at the Crown is confirmed for the 22nd, we're on second after some ska band [[gig1]]
B: ska. of course
C: fine by me
A: forty minutes. so eight songs, nine if we don't talk
B: Dev you always talk
A: I do not
C: u do
B: I've got news. I bought a new bass off a guy in Stockport, a 1979 Fender, sunburst, it's
    gorgeous [[gear1]]
A: how much
B: don't tell my landlord
C: nice
A: Otto did you fix the snare
C: no. new skin tmrw [[snare]]
A: it sounded like a biscuit tin last week
C: it is old
B: also can we please learn a cover that isn't from 1994
A: no
B: Dev
A: we'll talk about it
C: no we wont lol
== 2024-03-24
A: that went WELL
B: the sound guy was a nightmare but the crowd was lovely
C: sold 14 tshirts [[merch1]]
A: FOURTEEN
B: we've made 140 quid on shirts. the band is rich
A: I think the new one went down best. "Tidewater". people were singing the chorus the second
    time round [[song1]]
C: my sticks broke in the 3rd song. played with 1 and a half [[gear2]]
B: didn't even notice
C: i did
A: a woman from a label came to me after. not a big label. Saltmarsh Records, they do vinyl
    [[label1]]
B: shut up
A: she wants a demo
C: ok
B: "ok". Otto the emotional one
== 2024-04-13
A: Saltmarsh listened to the demo and wants to meet. thursday, at their office in Salford
    [[office]]
B: what did she say about it
A: she said the drums are the best thing on it and the vocals need work [[label2]]
C: ha
A: I'm the vocals
B: we know Dev
C: i know
B: the van's making that noise again. the clunk when you turn left [[van1]]
A: it's the van's personality
B: it's the steering, my uncle says it's the steering
C: uncle mechanic?
B: uncle thinks he's a mechanic
A: I wrote a new one on sunday, a slow one about my grandad's allotment. it's called "Runner
    Beans" [[song2]]
B: that's the most Dev title ever
C: like it
== 2024-05-11
A: we signed!!! one EP, five songs, recorded in july, out in october [[label3]]
B: signing in a pub with a pen from the bar
C: good pen
A: they pay for the studio, we pay for the vinyl if we want more than 300 [[label4]]
B: fair
B: the van failed its MOT on tuesday. steering AND a brake pipe [[van2]]
A: how much
B: 600 [[mot]]
C: ouch
A: we'll split it
C: i bought a new ride cymbal. zildjian. second hand. 90 [[gear3]]
B: finally something that isn't a bin lid
C: it was a bin lid
A: guys we need a fifth song for the EP. we've only got four we love
C: we could finish the one kasia started in the van
B: the sad one about the Metrolink? [[tram]]
A: "Last Tram" [[song3]]
C: that one's good
== 2024-06-08
B: I quit the call centre!!! last shift was friday [[kjob1]]
A: KASIA
B: I'm going to teach bass lessons, I've got four students already
C: good
A: you hated that place
B: I hated it so much
A: rehearsal tonight? we need to learn the whole EP properly before the studio
C: cant. work till 9
B: what's going on with you Otto
C: new job. warehouse nights [[ojob1]]
A: since when
C: monday
B: you never tell us anything [[quiet]]
C: telling u now
A: ok. sunday afternoon then
B: and the van's back from the garage, brake pipe and steering done [[van3]]
A: it still clunks
B: it has character
== 2024-07-20
A: studio week report: we're DONE. five songs, recorded live in two days, overdubs after
    [[studio1]]
B: the engineer made me do the bass line on "Runner Beans" eleven times
C: 12
B: he counted
A: the studio has a cat called Reverb who sat on the mixing desk [[studio2]]
C: best member
B: Otto did every drum take in one go. the engineer said he'd never seen it [[studio3]]
C: wasnt hard
A: Otto
C: it was a bit hard
A: I borrowed the engineer's old mic for the vocals, a Shure from the sixties. he might sell it
    to me [[gear4]]
B: Dev you can't afford a mic from the sixties
A: I can afford half of it
== 2024-09-14
A: test pressings of the vinyl came!! they're green [[vinyl1]]
B: GREEN
C: nice
A: 300 copies, release date 25 october. Saltmarsh have booked us a launch at the Deaf Institute
    [[launch1]]
B: we're playing the Deaf Institute
C: big room
A: Otto how's warehouse life
C: tired. days now tho. better [[ojob2]]
B: days is better. you can come to rehearsals like a person
C: yes
B: I've got eleven bass students now. one of them is 70 and learning because his wife left him
    [[kjob2]]
A: that's the saddest and best thing
B: he's really good actually
A: I bought the mic. I'm paying it off monthly like a sofa [[gear5]]
C: lol
== 2024-10-26
A: last night. I'm still shaking
B: the Deaf Institute SOLD OUT
C: 240 people [[launch2]]
B: we sold every green record we had at the merch table [[merch2]]
A: every one. Saltmarsh want to press another 500 [[vinyl2]]
C: black this time pls
A: green is our colour
C: black
B: and the tshirts too, we ran out by half nine
A: a guy asked me to sign his arm
B: did you
A: I signed his arm
C: he had "Last Tram" on his jacket. hand painted [[fan1]]
A: wait what
C: on the back. saw it at the bar
B: we have a fan
A: we have one fan
"""

DEV_KASIA_OTTO_QUESTIONS = (
    ("single-hop", "What did Kasia do for work before she gave it up?", "kjob1"),
    ("single-hop", "How many people came to the EP launch?", "launch2"),
    ("single-hop", "How long did it take the band to record the EP?", "studio1"),
    (
        "multi-hop",
        "In which town does the label that came to the band's gig have its office?",
        "label1 office",
    ),
    (
        "multi-hop",
        "How many songs are on the record that comes out on 25 October?",
        "launch1 label3",
    ),
    ("multi-hop", "Which song was painted on the fan's jacket about?", "fan1 tram"),
    ("multi-hop", "Who told Dev that his singing needed work?", "label2 label1"),
    ("temporal", "When did the band play at the Crown?", "gig1"),
    ("temporal", "When did the band sign with the label?", "label3"),
    ("temporal", "When did the van fail its MOT?", "van2"),
    ("temporal", "When did Otto start working nights at the warehouse?", "ojob1"),
    ("temporal", "What did the band do in July 2024?", "studio1"),
    ("list", "What gear have the band members bought?", "gear1 gear3 gear5"),
    ("list", "What songs has the band written?", "song1 song2 song3"),
    ("list", "What has gone wrong with the band's van?", "van1 van2"),
    ("list", "How well has the band's merchandise sold?", "merch1 merch2"),
    ("list", "What has Otto broken or replaced in his drum kit?", "gear2 gear3"),
    ("list", "What has Saltmarsh Records done for the band?", "label3 label4 launch1 vinyl2"),
    ("list", "What jobs has Otto had this year?", "ojob1 ojob2"),
    ("neighbour", "What did Otto say when Dev asked about the snare?", "snare"),
    ("neighbour", "What did the label woman say about the demo?", "label2"),
    ("neighbour", "How is Otto finding warehouse life?", "ojob2"),
    ("neighbour", "How much did the van's MOT repairs cost?", "mot"),
    ("inference", "Does Otto tell the band much about his life?", "quiet"),
    ("inference", "Is Kasia's bass teaching going well?", "kjob2"),
)
