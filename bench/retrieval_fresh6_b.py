"""The sixth held-back bank's last two conversations, written out turn by turn.

Read by bench/retrieval_fresh6.py (the format is in bench/retrieval_fresh4.py's
docstring). Never tuned on.
"""

from __future__ import annotations

AMARA_GRAHAM = """
Amara Graham
== 2024-09-07
B: Hello Amara, Graham here, your chemistry tutor. Your mum gave me this number. Are tuesdays at
    five still good for you?
A: ye tuesdays fine
B: Great. Where shall we begin?
A: moles. i dont get moles at all [[topic1]]
B: Nobody does at first. We'll start there. What are you aiming for in the exam?
A: need an A for the vet course at Edinburgh [[goal]]
B: A vet! That's a good reason to love chemistry
A: i love animals not chemistry lol
B: Fair. Do you have a calculator that does standard form?
A: think so. its my brothers
B: Bring it on tuesday
== 2024-09-28
A: sorry cant do tuesday, got a shift at the stables [[job1]]
B: No problem. Thursday?
A: thurs ok
B: How did the practice paper go?
A: 31 out of 60 [[score1]]
B: That's a start. Where did you lose the most marks?
A: the titration one. i put the wrong volume in [[topic2]]
B: Easy to fix. Always write the units down at every step, then you'll see it [[units]]
A: ok
B: What do you do at the stables?
A: muck out, feed, sometimes i lead the kids lessons on the little ponies [[job3]]
B: Sounds like hard work
A: its the best bit of my week tbh
== 2024-10-19
B: How was the mock?
A: dont ask
B: I'm asking
A: 44%. the organic section killed me [[score2]]
B: Organic is the newest for you, that's normal. We'll do naming compounds next week [[topic3]]
A: ok
A: also my mum wants to know can we do 2 sessions a week before xmas [[mum1]]
B: Yes, I can do Saturday mornings as well [[sat]]
A: ok thx. will tell her
B: Did you hear back from Edinburgh?
A: not yet. sent the personal statement on monday, wrote about the foal i helped deliver [[ucas1]]
B: That's a great thing to write about
A: i cried when it stood up
B: I'd have cried too
== 2024-11-16
A: GRAHAM
A: interveiw at edinburgh!!! [[ucas2]]
B: Amara that's brilliant! When is it?
A: 12 dec. its online thank god [[when]]
B: Do you want to practise? I interviewed students for years before I retired
A: u were a teacher?
B: Chemistry teacher for 30 years at a school in Leith [[grahamjob]]
A: no way
B: Way
A: ok yes pls practise
B: Saturday then. Did you finish the naming worksheet?
A: most of it. got stuck on the ones with the double bond
B: We'll look at those first [[topic4]]
== 2024-12-14
B: How did the interview go?
A: ok i think. they asked why not be a doctor
B: And what did you say?
A: that people lie about where it hurts and animals dont [[interview]]
B: Ha. That's a very good answer
A: the other lady laughed so maybe
B: And the second mock?
A: 58% [[score3]]
B: From 44! That's a big jump
A: still not an A
B: Not yet
A: also i got a rise at the stables, 50p more an hour. and they want me to do the xmas camp
    [[job2]]
B: Congratulations. Don't let it eat your revision time
A: its 3 days its fine
== 2025-02-08
A: OFFER!!!!! edinburgh!!!! [[offer1]]
B: I knew it! What do you need?
A: AAB. A in chem [[offer2]]
B: Then we keep going exactly as we are
A: can we do rates of reaction next, i hate the graphs [[topic5]]
B: Yes. Bring the textbook, chapter 9
A: ok
A: also i passed my driving theory test on wednesday [[theory]]
B: Well done! Now you can drive to the stables
A: no thats the practical lol. in may
B: One exam at a time
== 2025-04-05
B: Last full practice paper before the real thing. How did it go?
A: 49 out of 60 [[score4]]
B: That's an A on last year's boundaries
A: WHAT
B: What did you find hardest?
A: the equilibrium question [[topic6]]
B: We have four weeks. We'll do equilibrium every session until it's boring
A: already boring
B: Then it's working
A: my mum says thank you btw. she wants to make u jollof [[mum2]]
B: I'd never say no to jollof
== 2025-08-16
A: GRAHAM. A in chem. A in bio. B in maths [[result]]
B: Amara!!! I'm so proud of you. That's the offer, isn't it?
A: its the offer!!!! im going to edinburgh [[going]]
B: From 31 out of 60 to an A. Remember that when uni feels hard
A: i will. thank u for the saturdays
A: also passed my driving test in june, first time [[drive]]
B: Two passes in one summer
A: mum says the jollof offer still stands [[mum3]]
B: Tell her I'm coming on sunday
A: she said bring tupperware
"""

AMARA_GRAHAM_QUESTIONS = (
    ("single-hop", "What topic did Amara want to start with?", "topic1"),
    ("single-hop", "What did Amara write her personal statement about?", "ucas1"),
    ("single-hop", "What grades did Amara need for her offer?", "offer2"),
    (
        "multi-hop",
        "How long did Graham teach in the city where Amara is going to university?",
        "grahamjob going",
    ),
    (
        "multi-hop",
        "What does the university that interviewed Amara want her to study?",
        "goal ucas2",
    ),
    ("multi-hop", "Where was Amara working when she helped deliver a foal?", "ucas1 job1"),
    (
        "multi-hop",
        "By how much did Amara improve from her first mock to her second?",
        "score2 score3",
    ),
    ("temporal", "When did Amara send her personal statement?", "ucas1"),
    ("temporal", "When did Amara pass her driving theory test?", "theory"),
    ("temporal", "When was Amara's Edinburgh interview?", "when"),
    ("temporal", "What did Amara score on the practice paper in April 2025?", "score4"),
    ("temporal", "When did Amara pass her driving test?", "drive"),
    ("list", "What chemistry topics has Amara found hard?", "topic1 topic2 topic3 topic4 topic6"),
    (
        "list",
        "What scores has Amara got on practice papers and mocks?",
        "score1 score2 score3 score4",
    ),
    ("list", "What has Amara done at the stables?", "job3 job2 ucas1"),
    ("list", "What exams has Amara passed besides chemistry?", "theory drive result"),
    ("list", "What happened with Amara's application to Edinburgh?", "ucas1 ucas2 offer1 going"),
    ("list", "Which topics did Graham plan to go over in sessions?", "topic3 topic4 topic5 topic6"),
    ("list", "What did Amara tell Graham about her mum?", "mum1 mum2 mum3"),
    ("neighbour", "What did Amara answer when asked why not be a doctor?", "interview"),
    ("neighbour", "How did Amara do on her second mock?", "score3"),
    ("neighbour", "How did Amara do in the first mock?", "score2"),
    ("neighbour", "What did Graham tell Amara to do about the titration mistake?", "units"),
    ("inference", "Is Amara a person of few words?", "topic1 score1"),
    ("inference", "Did Amara's chemistry get better over the year?", "score1 score4"),
)

EILEEN_JOMO = """
Eileen Jomo
== 2024-02-05
A: Good morning Jomo. This is Eileen Pritchard. My daughter Carol has put your number in my
    phone. I hope this is the right way to send a message.
B: Morning Eileen! Yes it worked perfectly. I'll be with you at 9 tomorrow
A: Thank you. The key is in the little box by the door. The code is my late husband's birthday
    but Carol will tell you the numbers.
B: Perfect. Anything you'd like me to bring?
A: Milk if you would. And the Radio Times.
B: Will do
A: I should say I have been a little wobbly on my feet since Christmas. The doctor has sent me
    a frame with wheels but I do not like it. [[frame1]]
B: Lots of people feel that way at first. We'll see how it goes
A: It makes me feel ninety.
B: How old are you, if you don't mind me asking?
A: Eighty-six in March. [[age]]
B: Then it's not far off 😄
A: Cheeky.
== 2024-02-26
B: Eileen I've booked your eye appointment at the hospital, it's thursday the 7th at 2 [[eye1]]
A: Thank you dear. Will you take me?
B: Yes, I've swapped my rounds
A: The blue tits are back on the feeder in the garden. Two of them and a robin who chases
    them off. [[bird1]]
B: I saw him yesterday, he's a bully
A: He is. I have named him Gerald, after my brother. [[gerald]]
B: haha was your brother a bully?
A: Only at cards.
B: Did you take the new tablets with breakfast?
A: I did. The little white ones. They make my mouth dry [[med1]]
B: That's normal, I'll mention it to the GP anyway
A: Carol rang last night from Perth. It was morning for her and night for me. Very
    confusing. [[carol1]]
== 2024-03-18
A: Jomo I had a lovely birthday. Thank you for the daffodils. [[bday]]
B: You're welcome! Did Carol call?
A: She did, and the grandchildren sang down the telephone. Ollie is learning the trumpet, so
    that was interesting. [[grand1]]
B: 😂
A: The eye doctor's letter has come. They want to do the cataract on the right eye in May.
    [[eye2]]
B: That's good news, you'll see the birds better
A: I will see Gerald's face properly at last.
B: Have you been using the frame?
A: Inside the house yes. Outside I hold on to the wall. [[frame2]]
B: Eileen
A: I know, I know.
B: I've put a grab rail by the back door, the handyman did it on tuesday [[rail]]
A: I saw. Very smart.
== 2024-04-15
B: How was the church lunch?
A: Very nice. Mrs Hughes made her leek soup and I had two bowls. [[church1]]
B: Two bowls!
A: And a slice of bara brith. I am not ashamed.
B: You shouldn't be
A: I have a question for you. Carol says I should have one of those buttons to wear round my
    neck in case I fall. What do you think? [[carolbutton]]
B: Honestly I think it's a good idea. If you fall when I'm not there, you press it and someone
    comes straight away [[alarm1]]
A: I will think about it.
B: The GP changed the white tablets, the new ones are yellow, one at night [[med2]]
A: Yellow at night. I shall write it on the fridge.
B: I already did 😄
A: So you did.
== 2024-05-20
B: How's the eye feeling today?
A: Much better. The nurse was very kind. I could see the grass was green again on the way home
    [[eye3]]
B: That's wonderful
A: I did not know how grey everything had gone.
B: The drops four times a day, remember
A: On the fridge?
B: On the fridge
A: Ollie has passed his trumpet grade one. Carol sent a video. [[grand2]]
B: Tell him well done from me
A: I have decided about the button. I will have it. The man came on friday and fitted the box.
    [[alarm2]]
B: I'm so glad Eileen
A: It is a very ugly button.
== 2024-06-24
B: Eileen I'm so sorry I wasn't there. How are you feeling?
A: Sore. And very cross with myself. I was reaching for the bird seed on the top shelf.
    [[fall1]]
B: Did the button work?
A: Yes. I pressed it and a lady spoke to me through the box and the ambulance came in twenty
    minutes. [[fall2]]
B: That's exactly what it's for
A: Nothing broken. A bruise on my hip the size of a dinner plate. [[fall3]]
B: I've moved the seed to the bottom cupboard [[seed]]
A: Gerald will not care where it is kept.
B: Carol rang me too, she's worried. She wants to come over in august [[carol2]]
A: All the way from Australia for a bruise. [[aus]]
B: For you, not the bruise
== 2024-08-19
A: Carol is here. She brought Ollie. He has grown a foot. [[visit1]]
B: That's lovely! How long are they staying?
A: Three weeks. Ollie has already fixed my telly and eaten all my biscuits. [[telly]]
B: Sounds like a good trade
A: Carol wants me to move to a home near her. In Perth. [[move1]]
B: How do you feel about that?
A: I was born in this house, Jomo. My mother was born in this house. [[house]]
B: I understand
A: Ollie played his trumpet in the garden and Gerald flew away. [[trumpet]]
B: The best review Gerald could give
A: We went to the seaside at Tenby on sunday, in a wheelchair Carol hired. [[visit2]]
B: Did you get chips?
A: Chips and an ice cream. Do not tell the GP. [[chips]]
== 2024-10-07
A: Carol has gone home. The house is very quiet.
B: I'm sure. Did you decide anything about Perth?
A: We agreed I stay here, with more visits from you, and Carol comes every Christmas. [[move2]]
B: I'll be here mornings and evenings now, from next week [[more]]
A: Thank you dear. I know I am a nuisance.
B: You're the best part of my day, Eileen
A: Now you are being cheeky again.
B: The other eye, by the way. They've put you on the list for January [[eye4]]
A: Good. Then I will see everything twice as well.
A: I have joined a reading group at the library. The bus stops outside. Mrs Hughes takes me.
    [[read1]]
B: What's the first book?
A: Something about a lighthouse. I have fallen asleep twice.
"""

EILEEN_JOMO_QUESTIONS = (
    ("single-hop", "What was Eileen doing when she fell?", "fall1"),
    ("single-hop", "What did Gerald do when Ollie played in the garden?", "trumpet"),
    ("single-hop", "What did Mrs Hughes make for the church lunch?", "church1"),
    ("multi-hop", "How old was Eileen when she fell reaching for the bird seed?", "fall1 age"),
    (
        "multi-hop",
        "What instrument does the grandson who fixed Eileen's telly play?",
        "telly grand1",
    ),
    ("multi-hop", "What country does the daughter who brought Ollie live in?", "visit1 aus"),
    (
        "multi-hop",
        "What soup does the woman who takes Eileen to the reading group make?",
        "read1 church1",
    ),
    ("temporal", "When was Eileen's eye appointment at the hospital?", "eye1"),
    ("temporal", "When did Eileen have her cataract operation?", "eye3 eye2"),
    ("temporal", "What did Eileen do in August 2024?", "visit1 visit2"),
    ("temporal", "When is Eileen's birthday?", "bday age"),
    ("list", "What has been done to keep Eileen safe at home?", "frame1 rail alarm2 fall3"),
    ("list", "What medicines has Eileen been given?", "med1 med2"),
    ("list", "What has Eileen's grandson Ollie done?", "grand1 grand2 visit1"),
    ("list", "What has happened with Eileen's eyes?", "eye1 eye2 eye3 eye4"),
    ("list", "What outings has Eileen been on?", "church1 visit2 read1"),
    ("list", "What has Carol done for her mother?", "carol1 carolbutton carol2 visit2"),
    ("list", "What has Jomo done for Eileen?", "eye1 rail seed more"),
    ("neighbour", "Did the emergency button work when Eileen fell?", "fall2"),
    ("neighbour", "What did Jomo think about the button to wear in case of a fall?", "alarm1"),
    ("neighbour", "Who is the robin in Eileen's garden named after?", "gerald"),
    ("neighbour", "Did Eileen take the new tablets with breakfast?", "med1"),
    ("neighbour", "How did Eileen feel about Carol wanting her to move?", "house"),
    ("inference", "Does Eileen like using her walking frame?", "frame1 frame2"),
    ("inference", "Is Eileen careful about what the doctor tells her to eat?", "chips"),
)
