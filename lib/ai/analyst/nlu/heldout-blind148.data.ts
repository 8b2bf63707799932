// Blind held-out evaluation set 148 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a polite grandparent new to fantasy apps: long, courteous, explains too much.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_148: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Good morning. I hope you are keeping well. My grandson tells me I must choose between " +
        "Malik Nabers and Jaylen Waddle for this Sunday's game, and I confess I do not know the " +
        "first thing about either young man. Which one would you put in?",
    ],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: [
      "Hello there, and thank you in advance. I have been puzzling over whether to play Derrick " +
        "Henry or Josh Jacobs this week. Could you kindly tell me which one ought to go in?",
      "That is very helpful. Might I ask the very same question about week 12? I do " +
        "like to plan ahead, the way I do with the church bake sale.",
    ],
    expect: "startSit",
    players: ["Derrick Henry", "Josh Jacobs"],
    week: 12,
  },
  {
    turns: [
      "Pardon the bother. I have three receivers and room for only two of them: Garrett " +
        "Wilson, Zay Flowers and Courtland Sutton. My late husband always said to go with " +
        "your gut, but my gut is not much help here. Whom should I start?",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "Zay Flowers", "Courtland Sutton"],
  },
  {
    turns: [
      "I would be ever so grateful for a little guidance. For week 11, " +
        "should I be playing Jared Goff or Baker Mayfield as my quarterback? " +
        "I have gone back and forth on it all afternoon.",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
    week: 11,
  },
  {
    turns: [
      "Is it better to start Trey McBride or George Kittle this week? My " +
        "neighbour Walter says Kittle, but Walter also believes the moon " +
        "landing was staged, so I thought I had better ask you.",
      "Oh, and what if I were to bring Brock Bowers into the " +
        "conversation as well? Which of the three would you play then?",
    ],
    expect: "startSit",
    players: ["Trey McBride", "George Kittle", "Brock Bowers"],
  },
  {
    turns: [
      "My dear, I have typed this twice already because the little keyboard is so small. Bucky " +
        "Irving or Chase Brown on Sunday? Which of the two would you choose to play?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  // compare
  {
    turns: [
      "Good afternoon. Setting aside this particular week, I should like to understand who is " +
        "the better player to have for the remainder of the season: Puka Nacua or Amon-Ra St. " +
        "Brown. I am trying to think long term, as I do with my vegetable garden.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Could you please compare Jahmyr Gibbs and De'Von Achane for me? I am not " +
        "asking about this week's lineup, you understand. I simply wish to know " +
        "which of the two is the better running back going forward.",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
  },
  {
    turns: [
      "I would like to know how Ashton Jeanty stacks up against Omarion Hampton for the rest of " +
        "the year. They are both rookies, I am told, rather like me with this app.",
      "How very interesting. And if you put Cam Skattebo up against " +
        "Jeanty instead, who comes out ahead from here on?",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Ashton Jeanty"],
  },
  {
    turns: [
      "In the long run, which is the wiser player to own, Ja'Marr Chase or " +
        "CeeDee Lamb? My grandson and I have a friendly wager of one dollar " +
        "riding on your answer, so please be fair to us both.",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: [
      "I am trying to decide who is simply the better tight end for the rest of the season, Sam " +
        "LaPorta or Tucker Kraft. Not for Sunday, mind you, just in general terms.",
    ],
    expect: "compare",
    players: ["Sam LaPorta", "Tucker Kraft"],
  },
  {
    turns: [
      "Who would you rather have on your team for the rest of the season, Josh " +
        "Allen or Lamar Jackson? I ask purely out of curiosity.",
      "Thank you kindly. Now, if I may trouble you, the same " +
        "comparison between Jalen Hurts and Drake Maye, please.",
    ],
    expect: "compare",
    players: ["Jalen Hurts", "Drake Maye"],
  },
  // slot
  {
    turns: [
      "Hello. There is an empty spot in my lineup that the app calls the 'flex', which I " +
        "gather means nearly anyone may go there. Who ought to fill it this week?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "Good evening. Who should go in my flex spot this week?",
      "Thank you. And who should be my second running back? The app has it labelled RB2, and " +
        "I have a few fellows on the bench who might do, but I cannot decide.",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Whom should I put in my tight end spot this Sunday, dear?",
      "And for week 12, who would you put there? I am writing it all down in my notebook.",
    ],
    expect: "slot",
    week: 12,
    position: "TE",
  },
  {
    turns: [
      "My question is a simple one, though I am sure I will make it long. Which of my quarterbacks " +
        "should I be starting this week? I understand I may only play one of them at a time.",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "Could you tell me who goes in my flex position for next week's games? I like to have " +
        "these things settled early, before my bridge club meets on Thursday.",
    ],
    expect: "slot",
    week: "next",
    position: "FLEX",
  },
  {
    turns: [
      "Who is the best choice for my WR2 position this week? I have been staring at it for an hour.",
      "Lovely, thank you. Now would you do the same for my flex spot?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  // lineup
  {
    turns: [
      "Good morning. Would you be so kind as to look over my entire lineup for " +
        "this week and tell me whether it is the best I can do? I set it myself " +
        "on Tuesday and I am not terribly confident in it.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Who am I playing against this week, if you don't mind my asking?",
      "I see. Then are there any changes I ought to make to my lineup before the games begin? I " +
        "should hate to leave points sitting on the bench, as my grandson puts it.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Please set my lineup for week 11 for me. I trust you rather more than I trust " +
        "myself with these things, and my eyesight is not what it was.",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Can you optimize my starting lineup for this week, please? I believe that is the correct word.",
      "Thank you ever so much. Would you do the same for next week as well?",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "Two questions, if I may. First, is my lineup in good order for this week? And " +
        "second, whom am I playing, and do I stand a fair chance of winning?",
    ],
    expect: ["lineup", "matchup"],
  },
  {
    turns: [
      "I would like you to check my starting lineup, all of it, from the quarterback right down " +
        "to the kicker, and let me know if anything looks amiss. I won't be offended.",
    ],
    expect: "lineup",
  },
  // outlook
  {
    turns: [
      "I have been reading about Jonathan Taylor in the Sunday paper. What is his outlook " +
        "for the rest of this season? Is he going to keep playing so very well?",
    ],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "How many points do you expect Jaxon Smith-Njigba to score for me this week? I like to " +
        "have a number in mind before the game so I can tell my sister Margaret.",
    ],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "What is the projection for Drake London this Sunday, please?",
      "And what about Chris Olave? How is he projected to do?",
    ],
    expect: "outlook",
    players: ["Chris Olave"],
  },
  {
    turns: [
      "Is Travis Kelce on the injury report this week?",
      "Good to hear. Is he still worth starting at this stage, though? I remember him from the " +
        "television commercials, but my grandson says he is getting on in years. Aren't we all.",
    ],
    expect: "outlook",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Could you tell me what I ought to expect from Kyren Williams in week 12? I am trying to plan " +
        "ahead, because the whole family is visiting that weekend and I shan't have time to fuss.",
    ],
    expect: "outlook",
    players: ["Kyren Williams"],
    week: 12,
  },
  {
    turns: [
      "What is the rest-of-season outlook for Nico Collins, if you don't mind?",
      "Thank you. And how about Tetairoa McMillan? The same question, " +
        "please. I do hope I spelled his name correctly.",
    ],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  // status
  {
    turns: [
      "Good evening. I heard on the radio that Christian McCaffrey may have " +
        "been hurt. Is he injured, and will he be playing this week?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Is Tyreek Hill on a bye this week? I don't entirely understand what a bye " +
        "is, but my grandson said I should always check before Sunday.",
    ],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Forgive me for asking two things at once. Is Justin Jefferson going to be able to " +
        "play this weekend, and if he is, should I start him over Tee Higgins?",
    ],
    expect: ["status", "startSit"],
    players: ["Justin Jefferson", "Tee Higgins"],
  },
  {
    turns: [
      "What is the latest news on Breece Hall? Is he healthy at present?",
      "And what about Rhamondre Stevenson, dear? Any news on him?",
    ],
    expect: "status",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: [
      "Is George Kittle healthy enough to play on Sunday, and if so, how many points " +
        "might he give me? I worry about him, the way I worry about my own boys.",
    ],
    expect: ["status", "outlook"],
    players: ["George Kittle"],
  },
  {
    turns: [
      "Would you tell me whether Ja'Marr Chase is playing this week?",
      "Thank you, dear. And Rashee Rice, is he playing as well? There was something " +
        "about him in the news and I could not make heads or tails of it.",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  // tradeValue
  {
    turns: [
      "What is Saquon Barkley worth in a trade these days? I am not planning to trade him, I " +
        "only wish to know his value, the way one might have a ring appraised.",
    ],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "Should I sell high on Jaxson Dart? He has had a couple of fine games, and my grandson keeps " +
        "saying 'sell high', which sounds to me like something from the stock market.",
    ],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "Is this a good time to buy low on Marvin Harrison Jr., or should I leave well enough alone?",
      "And would you say the same about Brian Thomas Jr.?",
    ],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Should I hold on to Bijan Robinson, or would it be wiser to sell? I should like to know " +
        "what his trade value is at this point in the season before I make up my mind.",
    ],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "How much trade value does Puka Nacua have at the moment, would you say?",
      "Then should I hold him or sell him? I do not want to be foolish about it.",
    ],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "I have two questions about Jonathan Taylor. What is he worth in a trade " +
        "right now, and what sort of trades could I put together with him?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Jonathan Taylor"],
  },
  // buyLow
  {
    turns: [
      "Who are some good players to buy low on right now? I understand the idea is to purchase " +
        "when the price is down, just as my father taught me with savings bonds.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Are there any buy-low candidates in our league that I ought to be " +
        "considering? Players who have simply had rotten luck, perhaps?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "My grandson says I should be buying players low and selling them high. Is that sound advice?",
      "Very well. Which players would you suggest I buy low on, then? I have no one particular in mind.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Could you give me a short list of players whose value has dropped lately " +
        "and who might be acquired cheaply? I do love a bargain.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Whom would you recommend I try to buy low on before the trading " +
        "deadline arrives? I've heard it is coming up soon.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "My bridge partner Dorothy says the clever managers buy low on struggling " +
        "players. Which struggling players would you suggest I go after?",
    ],
    expect: "buyLow",
  },
  // trade
  {
    turns: [
      "Someone in my league has offered me a trade. I would give up Zay Flowers and receive " +
        "Davante Adams. Should I accept it, or am I being taken advantage of?",
    ],
    expect: "trade",
    players: ["Zay Flowers", "Davante Adams"],
  },
  {
    turns: [
      "Would it be wise to trade Derrick Henry and Jaylen Waddle for Ja'Marr Chase? It " +
        "seems a great deal to give up, but my grandson is very excited about it.",
    ],
    expect: "trade",
    players: ["Derrick Henry", "Jaylen Waddle", "Ja'Marr Chase"],
  },
  {
    turns: [
      "If I give James Cook for Garrett Wilson, who wins that trade?",
      "What if I added Hunter Henry on my side as well? Would that change your opinion?",
    ],
    expect: "trade",
    players: ["James Cook", "Hunter Henry", "Garrett Wilson"],
  },
  {
    turns: [
      "Someone would like my Trey McBride, and in return they would send me Brock Bowers, straight " +
        "across, as they say. Is that a fair exchange, or should I politely decline?",
    ],
    expect: "trade",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "What is Tony Pollard worth these days, roughly?",
      "I ask because someone has offered me Chuba Hubbard for him. Would that " +
        "trade help me or hurt me? I want to be quite sure before I press the " +
        "button, since I understand it cannot be undone.",
    ],
    expect: "trade",
    players: ["Tony Pollard", "Chuba Hubbard"],
  },
  {
    turns: [
      "Should I trade Mike Evans for Chris Godwin?",
      "And if instead it were Mike Evans for Emeka Egbuka, would you accept that one?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Emeka Egbuka"],
  },
  // waivers
  {
    turns: [
      "Who should I pick up from the waiver wire this week? I have a spot open because I released " +
        "someone by accident last Tuesday, and I'm still rather embarrassed about it.",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "How much of my FAAB money should I bid on Kyle Monangai? I have 64 dollars " +
        "left, though I understand it is not real money, thank goodness.",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Is there anyone injured on my team this week?",
      "Oh my. Then are there any free agents worth adding this week to help me through?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Is Woody Marks worth picking up from free agency, in your opinion?",
      "And how much would you bid on him, out of what I have left in my budget?",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Whom should I add from the waiver wire, and who on my roster should I let " +
        "go to make room for him? I find it so hard to say goodbye.",
    ],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: [
      "Should I put in a claim for Tyrone Tracy Jr. if he is still available, and " +
        "what sort of bid would be sensible for a careful person like me?",
    ],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  // playoffs
  {
    turns: [
      "What are my chances of making the playoffs this year? I would dearly " +
        "love to win something to show my grandchildren at Christmas.",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Am I likely to earn one of those first-round byes my grandson keeps " +
        "talking about? He says it is a very good thing to have.",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "How likely is it that Coach Blake's team makes the playoffs? He is my " +
        "son-in-law, and he has been quite unbearable about it at Sunday dinner.",
    ],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "Could you tell me my odds of winning the whole championship this year?",
      "And what are the Red Zone Raiders' chances of winning it all?",
    ],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["What are my playoff chances at present, and what might I do to improve them? Please be gentle with me."],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "What are the Pocket Passers' chances of reaching the playoffs?",
      "And Coach Finley's? I believe he is the young man who runs the hardware store.",
    ],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  // improveOdds
  {
    turns: [
      "What moves could I make to improve my chances of reaching the " +
        "playoffs? I am willing to try anything within reason.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "My team has lost three games in a row and I am feeling rather " +
        "low about it. How might I turn the season around?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "What should I do to give myself a better shot at the playoffs? Trades, " +
        "pickups, whatever you think best. I am in your hands.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "What is my record at the moment?",
      "Oh dear, that is worse than I thought. What can I do to improve my playoff odds, then?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "If you were in my shoes, what changes would you make to help me sneak " +
        "into the postseason? I promise I will take your advice.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Is there anything at all I could be doing to raise my playoff odds? I do " +
        "not want to give up just yet. We Hendersons are not quitters.",
    ],
    expect: "improveOdds",
  },
  // matchup
  {
    turns: [
      "Whom am I playing this week? I should like to know my opponent, as it " +
        "were, so I can send a friendly note wishing them well.",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "Good morning. Who is my opponent this week?",
      "And am I favored to win that game, or am I the underdog? I rather like being the underdog.",
    ],
    expect: "matchup",
  },
  {
    turns: ["What is my win probability for week 12? I know it is early to ask, but I am a worrier by nature."],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Who do I face this week, and what are my chances?", "And who will I be playing next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Who is favored in my matchup this week, and how many points is my team projected to score altogether?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "Coach Tatum wants to know whom her Red Zone Raiders are playing this week and whether " +
        "they are favored. Could you tell me, so I can pass it along at bingo?",
    ],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  // record
  {
    turns: [
      "Who is in first place in our league, if I may ask?",
      "And what is my own team's record so far? I'm afraid I have lost track, what with all the excitement.",
    ],
    expect: "record",
  },
  {
    turns: [
      "Where does Gridiron Gurus stand in the league standings at the moment? " +
        "That is my team, you see. My grandson chose the name.",
    ],
    expect: "record",
    team: "Gridiron Gurus",
  },
  {
    turns: [
      "Could you tell me the record of the Hail Mary Heroes? Their manager and I " +
        "attend the same church, and I would like to know where they stand.",
    ],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["What is my win-loss record, please?", "And what is Coach Quinn's record?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["What is my current record, and do you think I will make the playoffs? I am keeping my fingers crossed."],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Where do the Two-Minute Drill sit in the standings?", "How about the Audible Alchemists?"],
    expect: "record",
    team: "Audible Alchemists",
  },
  // rosterStatus
  {
    turns: [
      "Could you look over my whole roster and tell me who is injured or on a bye " +
        "this week? I do not want any surprises on Sunday morning.",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Is my lineup all set for this week?",
      "Good. Now, are any of my players hurt or sitting out on a bye next week? I'd like to be prepared.",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Which of my players have byes in week 12? My grandson warned me that byes can sneak up on you."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Is anyone on my team injured this week?", "And what about week 13, dear?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: [
      "Who on my roster is injured or on bye this week, and whom " +
        "should I pick up off waivers to fill in for them?",
    ],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: [
      "Please give me a report on the health of my team, everyone on my roster, " +
        "injuries and byes included, like the doctor's report I get every spring.",
    ],
    expect: "rosterStatus",
  },
  // positionRank
  {
    turns: [
      "Would you rank my wide receivers for this week, from best to worst? " +
        "I have several of them and cannot keep them straight.",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Please rank my running backs for week 11, if it is not too much trouble."],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  {
    turns: [
      "Rank my wide receivers for this week, please.",
      "Thank you. Now could you do the running backs in the same manner?",
    ],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: [
      "How would you order my tight ends this week, from the best down to the " +
        "least? I have two of them, which my grandson says is one too many.",
    ],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Could you rank my running backs for this week?", "And for next week, how would they rank?"],
    expect: "positionRank",
    week: "next",
    position: "RB",
  },
  {
    turns: ["I have too many quarterbacks, I'm told. Could you put them in order for me, best first, for this Sunday?"],
    expect: "positionRank",
    position: "QB",
  },
  // projectedTotal
  {
    turns: ["How many points is my team projected to score this week in total? I like to know what to hope for."],
    expect: "projectedTotal",
  },
  {
    turns: ["What is my team's projected point total for week 12, and what would the range be, high and low?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What is my projected score this week, dear?", "And what about next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: [
      "Roughly how many points should I expect my whole team to put " +
        "up on Sunday? A ballpark figure will do nicely.",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Could you tell me what my team's total projection is, and how high or low it " +
        "might reasonably go? My husband always liked to know the odds.",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Is my lineup set correctly for this week?",
      "Very good. And how many points is it projected to score altogether?",
    ],
    expect: "projectedTotal",
  },
  // leaders
  {
    turns: ["Which team is the best in our league so far this season? I should like to know whom to admire."],
    expect: "leaders",
  },
  {
    turns: [
      "Who has scored the most points in the league this year?",
      "I suspected as much. And which team is in first place right now?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Who is in first place at the moment? I have not been following the standings as closely as I ought."],
    expect: "leaders",
  },
  {
    turns: ["Which team is leading the league, and what is my own record by comparison?"],
    expect: ["leaders", "record"],
  },
  { turns: ["Which team would you say is the strongest in the league, all things considered?"], expect: "leaders" },
  { turns: ["What is my record?", "And who is sitting at the top of the league?"], expect: "leaders" },
  // sleepers
  {
    turns: [
      "Are there any sleepers I should know about for next week? My grandson tells me sleepers " +
        "are players nobody is watching, and not people napping, as I first thought.",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Who should I pick up from waivers this week?",
      "Thank you. And are there any deeper sleepers I might tuck away for next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who are your favorite sleeper picks right now? I'd like to surprise everyone at the family reunion."],
    expect: "sleepers",
  },
  {
    turns: ["Could you suggest some deep pickups, players hardly anyone has heard of, who might do well next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "I'd like a few lesser-known players to keep an eye on, sleepers as " +
        "they are called. Is there anyone you would recommend?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Are there any under-the-radar players who might break out in week 11? I enjoy rooting for an underdog."],
    expect: "sleepers",
    week: 11,
  },
  // dropStash
  {
    turns: ["Whom should I drop from my roster? I need to make room, and I do hate to let anyone go."],
    expect: "dropStash",
  },
  {
    turns: ["Mark Andrews has been injured, I read.", "Should I drop him, or keep him on my bench until he recovers?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Should I drop Rachaad White? I need the roster space, and frankly he has not done much for me lately."],
    expect: "dropStash",
    players: ["Rachaad White"],
  },
  {
    turns: [
      "Should I stash J.K. Dobbins while he is hurt, or cut him loose?",
      "And Travis Etienne Jr., would you drop him?",
    ],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: [
      "Who is the weakest player on my bench, the one I could drop " +
        "without any regret? I need a spot for a new fellow.",
    ],
    expect: "dropStash",
  },
  {
    turns: ["Brandon Aiyuk has been out for ages now. Should I keep stashing him, or is it time to release him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  // byeCover
  {
    turns: ["Is Puka Nacua playing this week?", "Ah, a bye. Then who should I play in his place?"],
    expect: "byeCover",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "My quarterback is on a bye this week. Could you recommend a " +
        "streamer to fill in? I had to look up what a streamer was.",
    ],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["Josh Allen has the week off, a bye, they call it. Which quarterback should I pick up to cover for him?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: [
      "My tight end has a bye in week 12. Whom could I use instead?",
      "And for my running back who is on bye that same week?",
    ],
    expect: "byeCover",
    week: 12,
    position: "RB",
  },
  {
    turns: ["Trey McBride is on bye next week. Whom might I pick up as a backup tight end to get me through?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["I need a kicker for this week, because mine is on a bye. Do you have any suggestions for a replacement?"],
    expect: "byeCover",
    position: "K",
  },
  // scenario
  {
    turns: ["If I win all of my remaining games, will I make the playoffs? I'm an optimist."],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Suppose I lose this week. What happens to my playoff chances then? I want to be prepared for the worst."],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds right now?", "And what would they be if I won three of my last five games?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my chances of making the playoffs?", "And if I won two more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["If I were to go 2-2 over my last four games, would that be enough to get me into the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["If I win out, what are my chances?", "And what if I lose this week instead?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  // tradeIdeas
  {
    turns: [
      "What trades do you think I ought to be making? I have never made a " +
        "trade before and would like to try my hand at it.",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "Is Tee Higgins playing well this year?",
      "Then what could I get for him if I shopped him around the league?",
    ],
    expect: "tradeIdeas",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "Which teams in the league need a running back? I have one more " +
        "than I need, and it seems a shame to waste him.",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Who would be interested in trading for Terry McLaurin?", "And what about DK Metcalf? Who would want him?"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },
  {
    turns: [
      "Could you suggest a two-for-one trade that would help my team? I have rather " +
        "too many middling players, like a drawer full of mismatched socks.",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["Which teams are short of a wide receiver? I might be willing to part with one of mine."],
    expect: "tradeIdeas",
    position: "WR",
  },
  // help
  { turns: ["Hello. I am new to all of this. What exactly can you help me with?"], expect: "help" },
  {
    turns: [
      "Hello, is this the assistant my grandson mentioned?",
      "Wonderful. How do I use you, exactly? He installed the app and then drove back to college.",
    ],
    expect: "help",
  },
  { turns: ["What sorts of questions am I allowed to ask you? I do not want to waste your time."], expect: "help" },
  { turns: ["Could you explain what you are able to do for my team? A list would be lovely."], expect: "help" },
  {
    turns: ["I am not very good with gadgets. Could you tell me how this works and what I ought to ask you?"],
    expect: "help",
  },
  {
    turns: [
      "Before I begin, what are all the things this general manager " +
        "feature can do? I like to read the instructions first.",
    ],
    expect: "help",
  },
  // None
  { turns: ["Will it rain here on Saturday? I have laundry out on the line."], expect: "None" },
  {
    turns: [
      "Thank you for all your help with my lineup.",
      "Now, something unrelated: what is a good remedy for a sore knee?",
    ],
    expect: "None",
  },
  { turns: ["Do you have a good recipe for pumpkin pie? The family is coming for Thanksgiving."], expect: "None" },
  { turns: ["Who won the World Series this year? My husband was a great baseball fan, God rest him."], expect: "None" },
  { turns: ["Tell me a joke, dear. It has been a long week."], expect: "None" },
  { turns: ["Could you remind me how to make a video call to my granddaughter on this telephone?"], expect: "None" },
];
