"""The eighth held-back bank's last two conversations, written out turn by turn.

Read by bench/retrieval_fresh8.py (the format is in bench/retrieval_fresh4.py's
docstring). Never tuned on.
"""

from __future__ import annotations

DALE_MARISOL = """
Dale Marisol
== 2025-01-06
A: hey babe made it to the yard in Springdale they loaded me with frozen chicken going to Salt
    Lake City forty two thousand pounds of it so the reefer better hold I will be there Thursday
    if the pass is open [[load1]]
B: ok amor maneja con cuidado. the kids say hi
B: Mateo wants to know if you can see mountains. he is nine and thinks he is a trucker already
    [[kids]]
A: tell him yes big ones with snow and tell Lucy I said goodnight and to stop feeding broccoli
    to the cat under the table I know she does it
B: jaja she does
B: also I started!! first class tonight at the community college. nursing, the two year RN.
    monday and wednesday nights 6 to 9, my mom takes the kids [[school1]]
A: I am so proud of you babe you are going to be the best nurse in Arkansas watch
A: ok bad news the heater quit outside Rawlins Wyoming it is minus twelve out here and I am
    sleeping in my coat and both sleeping bags I will get it looked at when I get to Omaha on the
    way back [[heat1]]
B: Dios mío Dale. get a motel
A: no motels for trucks babe
== 2025-02-03
B: how much did Tony charge for the heater??
A: six forty parts and labor he said the blower motor was shot and the fuse was melted which is
    why it smelled like a campfire in there for a week [[heat2]]
B: ay. ok. at least you are warm
B: Lucía had an ear infection. urgent care on saturday, they gave her amoxicilina, pink like
    bubble gum. she is fine now [[ear]]
A: poor baby give her a kiss from daddy
A: how did the anatomy test go baby you were so worried about the bones of the hand
B: 91!!! the highest in the class after a guy who was a paramedic already [[exam1]]
A: I told you I told you
== 2025-03-10
A: ok so I got a fine Thursday at the weigh station in Indiana the load was eight hundred pounds
    over on the drive axle because the shipper loaded it wrong and I did not check it three
    hundred dollars and the company says I pay half [[fine]]
B: half?? that is not fair
A: it is what it is
A: been thinking a lot while I drive babe about getting my own truck being an owner operator the
    company takes too much and I am tired of them telling me where to sleep [[own1]]
B: we talk about it when you are home. with numbers
B: also don't be mad. we adopted a dog. on saturday. from the shelter on Elm. she is brown and
    has one white ear and the kids named her Pepa [[dog1]]
A: a DOG
B: she is very good. mostly
B: and Lucía rides the bike without the little wheels now!! Mateo taught her in the parking lot
    [[bike]]
A: that is my girl
== 2025-04-14
B: Mateo got second place at the science fair on friday!! his project was about worms, how fast
    they eat coffee grounds and banana peel, the judge said it was very original [[fair]]
A: WORMS he gets that from me I tell you
B: he gets that from the backyard
A: I am stuck on a detour in East Texas the river came over the highway near Lufkin and they
    sent every truck around through the back roads with no shoulder I have added three hours
    [[detour]]
B: cuidado por favor
A: good news I am home the 19th for Easter four whole days and I will make the brisket [[home1]]
B: the kids are counting the days
== 2025-05-26
A: babe I did it I signed on Friday at the bank it is ours a 2019 Freightliner Cascadia white
    with sixty eight thousand miles on it the loan is for five years [[own2]]
B: Dale!!! ok. we did the numbers. it is ok. I am nervous but ok
A: I named her the Lucky Penny
B: of course you did
B: I started my clinical rotation at St. Luke's, on the maternity floor. I saw my first birth
    on thursday and I cried more than the mother [[clin]]
A: that is beautiful babe
B: ALSO your dog ate your good boots. the brown ones. the ones for the wedding [[dog2]]
A: MY dog now huh
== 2025-07-04
A: happy fourth babe I am parked at a truck stop outside Knoxville Tennessee watching somebody
    else's fireworks over the interstate I hate missing this one [[july4]]
B: we miss you too. Mateo is at the hospital with me, don't panic
B: he broke his arm yesterday. he fell off the trampoline at my sister's house. cast to the
    elbow, blue, he chose the color [[arm]]
A: is he ok can I talk to him
B: he is fine, he is proud. everybody signs it
B: and I passed pharmacology with a B+. that was the hard one [[pharm]]
A: my smart wife
== 2025-08-30
B: so how did the first month as your own boss go, did we make money?
A: eleven thousand two hundred gross but diesel ate about a third and then insurance and the
    loan payment so about three thousand for us it gets better when I get a steady contract
    [[money]]
B: ok. better than I thought
B: Lucía started kindergarten on tuesday. she cried at the door for ten minutes and then she did
    not want to come home. her teacher is Ms. Okafor and she is very patient [[kinder]]
A: my baby in school I cannot believe it
A: babe my mom fell in the kitchen in Tulsa Darlene just called [[mom]]
B: ay no. what did the doctors say about her hip?
A: cracked not broken no surgery six weeks with a walker Darlene is staying with her for now
    [[mom2]]
B: I will call her tonight
B: Pepa dug up all my tomatoes. all of them. she is lucky she is cute [[dog3]]
== 2025-10-12
A: big news I got the contract with the produce company in Fresno a dedicated route Fresno to
    Phoenix and back lettuce and grapes four days a week and I am home every weekend [[route]]
B: every weekend??? Dale!!! 😭
A: every single one babe I promise the Lucky Penny has to rest too
B: and my news, St. Luke's called, they want me as a nursing assistant on weekends while I
    finish the degree. I said yes [[cna]]
A: so when I am home you are at work haha
B: we will make it work
B: Mateo got the cast off, the arm is thin and white like a chicken but it works [[arm2]]
"""

DALE_MARISOL_QUESTIONS = (
    ("single-hop", "What is Marisol studying?", "school1"),
    ("single-hop", "What was Dale hauling to Salt Lake City?", "load1"),
    ("single-hop", "What was Mateo's science fair project about?", "fair"),
    ("single-hop", "What truck did Dale buy?", "own2"),
    ("multi-hop", "What did the dog from the shelter on Elm chew up?", "dog2 dog1"),
    (
        "multi-hop",
        "How much did it cost to fix the heater that broke in Wyoming?",
        "heat2 heat1",
    ),
    ("multi-hop", "Had Marisol worked at the hospital that offered her a job?", "cna clin"),
    ("multi-hop", "How old is the boy who broke his arm on the trampoline?", "arm kids"),
    ("temporal", "When was Dale fined at the Indiana weigh station?", "fine"),
    ("temporal", "When did Mateo win second place at the science fair?", "fair"),
    ("temporal", "When did Dale buy his own truck?", "own2"),
    ("temporal", "When did Mateo break his arm?", "arm"),
    ("temporal", "When did Lucía start kindergarten?", "kinder"),
    ("list", "What problems has Dale had on the road?", "heat1 fine detour"),
    ("list", "What injuries or illnesses have the children had?", "ear arm"),
    ("list", "Which tests and courses has Marisol passed?", "exam1 pharm"),
    ("list", "What trouble has Pepa caused?", "dog2 dog3"),
    ("list", "What milestones have the children reached this year?", "bike fair kinder"),
    ("neighbour", "How did Marisol do on her first anatomy exam?", "exam1"),
    ("neighbour", "How much did Dale make in his first month as owner-operator?", "money"),
    ("neighbour", "What did the doctors say about Dale's mother's hip?", "mom2"),
    ("neighbour", "How much did Tony charge to fix the heater?", "heat2"),
    ("inference", "Will Dale be home more from October?", "route"),
    ("inference", "Is Marisol busy on weekday evenings?", "school1"),
    ("inference", "Does Dale want to work for himself?", "own1"),
)

HANNE_OBI = """
Hanne Obi
== 2025-03-03
A: Dear Obi, the committee has agreed: our autumn production is Et dukkehjem, A Doll's House, in
    the new translation, opening on 14 November at the Corn Exchange. Ibsen, at last. [[play]]
B: amazing. ok here is the plan for auditions
    1. sat 22 march, church hall, 10 till 4
    2. two scenes, nora and torvald, helene for the small parts
    3. tea and biscuits (me) [[aud_plan]]
A: You are a treasure. And I can tell you that the council's arts grant came through: 4,500
    pounds, for the set, the costumes and the hall. [[grant]]
B: thats more than last year x2
B: rehearsals after 6 are fine for me, i finish my post round at 1 and sleep till 4 [[ojob]]
A: Then we rehearse Tuesdays and Thursdays at half past six. Tusen takk.
== 2025-03-29
B: how did auditions go in the end, i had to leave at 2 for my sisters thing
A: Thirty-one people came, which is more than we have ever had. We could have cast it twice.
    [[aud]]
A: Nora is Precious Adeyemi, who teaches maths at the high school and has never acted before.
    She read the last scene and the hall went completely silent. [[nora]]
B: omg
A: Torvald is Gerald Pike, the retired solicitor. Very correct, very cold on stage, very kind
    off it. [[torvald]]
B: perfect casting honestly
B: bad news from me tho. sprained my ankle at five a side on wed. crutches for 2 wks [[ankle]]
A: Oh no. Rest it. The stage manager needs two good feet by May.
== 2025-05-10
A: The first read-through was on Tuesday and I am still a little bit in love with all of them.
    Precious had everyone in tears by the third act. [[read]]
B: wish i saw it. was at the hospital for the ankle check, all good now
A: I want to tell you my idea for the set. The walls of the living room are made of paper, on
    frames. At the end Nora does not slam a door; she tears through the wall. [[set1]]
B: thats mad. i love it. fire officer will hate it
B: also got us a piano!!! upright from 1912, free on facebook, a lady in Hexham, we just have
    to move it [[piano]]
A: Fantastisk. Who moves a piano?
B: me and 4 guys from the sorting office
== 2025-06-21
B: so why did gerald pull out, i only got your voicemail
A: His cardiologist says no. Two evenings a week and the show nights are too much for his heart
    this year, and he cried when he told me. [[quit]]
B: poor gerald
A: But I have found our new Torvald: Idris Bowen, who drives the 42 bus and sings in the male
    voice choir. His voice fills the hall without trying. [[idris]]
B: idris from the bus!! he always waits for me when im late
A: I am away from 5 July for two weeks: I go home to Bergen for my mother's eightieth birthday.
    You run the rehearsals. [[bergen]]
B: no pressure then
== 2025-08-16
B: set build weekend report
    - 12 volunteers
    - 6 flats built, 4 painted
    - 1 drill lost (found in the piano)
    - pizza x9 [[build]]
A: Wonderful. And the costumes are solved: my old friend Sigrid at Den Nationale Scene at home
    lends us three dresses from their 1879 production. They arrive by post next month. [[cost]]
B: real ibsen dresses??
A: Real ones. We must be very careful with the tea.
A: And Precious told me on Tuesday that she is pregnant. The baby is due in February, and she
    says she will be fine in November. [[preg]]
B: thats lovely. nora with a bump lol
A: Nobody will see it under the 1879 waist.
== 2025-10-04
B: tickets went on sale monday. 180 sold first week [[tix]]
A: That is a third of the run already.
B: lighting desk died on thurs. smoke came out. borrowed the one from st aidans school, the
    caretaker is a legend [[light]]
A: Thank him from me.
A: The fire officer came on Thursday and looked at my paper walls for a long time. They must be
    sprayed with fire retardant, twice, and he comes back to check. [[fire]]
B: told u
== 2025-11-16
B: how did opening night go, i was in the booth so i only saw the back of everyones head
A: Full house and they stood at the end. Precious lost a line in the second act and Idris fed it
    to her so smoothly that nobody noticed. [[open]]
B: idris the hero
A: The Courier gave us four stars. They wrote that the wall tearing is a slammed door you hear in
    your chest. [[review]]
B: printing that on a tshirt
B: only problem the piano. the heaters are right under it and its gone out of tune, the c
    sounds like a goose [[piano2]]
A: Call the tuner. From the grant.
== 2025-12-06
B: how much did we raise in the end for the roof fund
A: 6,200 pounds after costs, from six nights. The roof will be fixed in spring. [[money]]
B: best run ever
B: i want to do a panto next year. me directing. aladdin. dont laugh [[panto]]
A: I am not laughing. You will be very good.
A: And I have my own news. I am going back to Norway in the summer, to be near my mother. This
    was my last production here. [[move]]
B: no. hanne no
"""

HANNE_OBI_QUESTIONS = (
    ("single-hop", "Which play did the theatre group put on?", "play"),
    ("single-hop", "What does Obi do for a living?", "ojob"),
    ("single-hop", "Where did the theatre group get its piano?", "piano"),
    ("single-hop", "How much money did the arts grant bring?", "grant"),
    ("multi-hop", "In which city is the theatre that lent the costumes?", "cost bergen"),
    ("multi-hop", "What does the actor who replaced Gerald do for work?", "idris quit"),
    ("multi-hop", "When is the baby of the actress playing Nora due?", "preg nora"),
    (
        "multi-hop",
        "How many people came to the auditions in the church hall?",
        "aud aud_plan",
    ),
    ("temporal", "When were the auditions held?", "aud_plan aud"),
    ("temporal", "When was the first read-through?", "read"),
    ("temporal", "When did the fire officer inspect the set?", "fire"),
    ("temporal", "When did A Doll's House open?", "play open"),
    ("temporal", "What did Hanne do in July 2025?", "bergen"),
    ("list", "What was given or lent to the production?", "piano cost light"),
    ("list", "What problems did the production run into?", "quit light fire piano2"),
    ("list", "Who was cast in the play?", "nora torvald idris"),
    ("list", "Where did the production's money come from?", "grant tix money"),
    ("list", "What health troubles have people in the group had?", "ankle quit"),
    ("neighbour", "Why did Gerald pull out of the play?", "quit"),
    ("neighbour", "How did the auditions go?", "aud"),
    ("neighbour", "How did opening night go?", "open"),
    ("neighbour", "How much did the run raise for the roof fund?", "money"),
    ("inference", "Does Hanne have family in Norway?", "bergen"),
    ("inference", "Is Obi free in the afternoons?", "ojob"),
    ("inference", "Did the local paper like the play?", "review"),
)
