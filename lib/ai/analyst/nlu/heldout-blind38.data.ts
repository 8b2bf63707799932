// Blind held-out evaluation set 38 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an excitable teenager (ALL CAPS when worked up), a grandmother new to fantasy football,
// a lawyer who writes formally, a club DJ.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_38: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "My grandson set up my team for me.",
      "It says I have two quarterbacks, Jared Goff and Bo Nix. Which one do I put in on Sunday?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
  },
  {
    turns: [
      "I am reviewing my tight end position for this week's contest.",
      "Specifically, should Jake Ferguson be started in preference to Dallas Goedert?",
    ],
    expect: "startSit",
    players: ["Jake Ferguson", "Dallas Goedert"],
  },
  {
    turns: ["yo spinning a set sunday so gotta lock it early 🎧 pickens or odunze, who gets the start"],
    expect: "startSit",
    players: ["George Pickens", "Rome Odunze"],
  },
  {
    turns: ["should i start aaron jones this week", "ok forget him. jordan mason start or sit"],
    expect: "startSit",
    players: ["Jordan Mason"],
  },
  {
    turns: ["is kittle playing sunday?? and if he is do i start him over ferguson"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Jake Ferguson"],
  },
  {
    turns: ["Is Davante Adams a good player?", "Should I play him this week or the other young man, Jakobi Meyers?"],
    expect: "startSit",
    players: ["Davante Adams", "Jakobi Meyers"],
  },

  // ---- compare ----
  {
    turns: [
      "For the remainder of the season, which is the superior asset: Jonathan Taylor or De'Von Achane? " +
        "Please disregard this week's matchup.",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "De'Von Achane"],
  },
  {
    turns: ["long run who u rockin with, ladd or BTJ? not this week, the whole rest of the season"],
    expect: "compare",
    players: ["Ladd McConkey", "Brian Thomas Jr."],
  },
  {
    turns: ["is tmac actually good or is it hype", "like is he better than egbuka rest of season or nah"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "My neighbour Frank and I have a little bet going.",
      "He says Drake London will do better than Garrett Wilson the rest of the year. Is he right?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["kyren vs cook from here to the end of the year. who finishes higher"],
    expect: "compare",
    players: ["Kyren Williams", "James Cook"],
  },
  {
    turns: [
      "Earlier I asked whether to start Trey McBride or Brock Bowers this week.",
      "Setting this week aside, which of the two would you rather own for the balance of the season?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },

  // ---- slot ----
  {
    turns: ["bro my lineup is so cooked", "WHO GOES IN MY FLEX 🔥🔥 i need points BAD"],
    expect: "slot",
  },
  {
    turns: [
      "There is a spot on my team page that says FLEX and it is empty. Who should go there for this week's games?",
    ],
    expect: "slot",
  },
  {
    turns: ["Please identify the optimal occupant of my RB2 slot for the upcoming week."],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["lineup's mostly locked, feelin good", "just that QB spot tho. who should be in there this week fam"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["who shoud be my flex", "ok but for week 12 tho"],
    expect: "slot",
    week: 12,
  },
  {
    turns: ["need somebody in my WR2 spot this week, who u pullin off my bench"],
    expect: "slot",
    position: "WR",
  },

  // ---- lineup ----
  {
    turns: [
      "Could you please look over my whole team and tell me who should play this weekend? " +
        "I don't want to embarrass myself in front of my bridge club.",
    ],
    expect: "lineup",
  },
  {
    turns: ["yo gm", "SET MY LINEUP FOR ME IM AT PRACTICE AND COACH IS LOOKING"],
    expect: "lineup",
  },
  {
    turns: ["Kindly review my starting lineup in its entirety for week 11 and advise of any suboptimal selections."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["run the optimizer on my whole squad for this week, i trust u more than me at 4am lol"],
    expect: "lineup",
  },
  {
    turns: ["is my lineup good to go this week?", "and next week's? got a gig in vegas, wanna set it early"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["optimize my lineup and then tell me how many points it projects for"],
    expect: ["lineup", "projectedTotal"],
  },

  // ---- outlook ----
  {
    turns: ["whats the ceiling on gibbs this week, he feelin like a headliner?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "Saquon Barkley is on my team, which my grandson says is lucky.",
      "How many points do you think he will get for me this week?",
    ],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "What is your rest-of-season outlook for Jaxson Dart? I am not contemplating a roster move; " +
        "I merely wish to understand his trajectory.",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["whats puka projected for", "and next week??"],
    expect: "outlook",
    players: ["Puka Nacua"],
    week: "next",
  },
  {
    turns: ["tyler warren ROS, is the hype real? and should i sell while his value's up"],
    expect: ["outlook", "tradeValue"],
    players: ["Tyler Warren"],
  },
  {
    turns: [
      "My grandson tells me Ja'Marr Chase is my best player.",
      "What should I expect from him for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },

  // ---- status ----
  {
    turns: ["IS CMC PLAYING OR NOT I NEED TO KNOW RN"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "I have Travis Kelce on my team. My granddaughter picked him because of Taylor Swift.",
      "I heard something on the radio about him this morning. Is he hurt?",
    ],
    expect: "status",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Please confirm whether Mark Andrews is expected to participate in Sunday's game or is designated questionable.",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["nico collins good to go this week?", "what about ladd, he on the injury report?"],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["start kamara or swift", "wait is swift even healthy"],
    expect: "status",
    players: ["D'Andre Swift"],
  },
  {
    turns: ["is jj mccarthy a gtd again or is he OUT out"],
    expect: "status",
    players: ["J.J. McCarthy"],
  },

  // ---- tradeValue ----
  {
    turns: [
      "I own Derrick Henry.",
      "What is his present trade value? I wish to know whether to sell him or retain him.",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["should i sell high on jameson williams after that monster game or just ride it out"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Someone in my league keeps asking about my James Cook. How much is he worth? Should I keep him?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["whats breece hall worth rn", "what about garrett wilson"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "I have received several informal inquiries regarding Jaxon Smith-Njigba.",
      "Absent a specific offer, how would you assess his market value?",
    ],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },

  // ---- buyLow ----
  {
    turns: ["who should i be buyin low on in trades rn, guys whose numbers are down but the talent's still there"],
    expect: "buyLow",
  },
  {
    turns: ["My grandson keeps telling me to 'buy low.'", "Which players should I be trying to buy low on?"],
    expect: "buyLow",
  },
  {
    turns: ["Which players, league-wide, would you characterize as prime sell-high candidates at present?"],
    expect: "buyLow",
  },
  {
    turns: ["BUY LOW TARGETS GO GO GO"],
    expect: "buyLow",
  },
  {
    turns: ["my team's been off beat all month", "who's slumping that i could grab cheap before they bounce back"],
    expect: "buyLow",
  },
  {
    turns: [
      "I intend to be active in the trade market before the deadline.",
      "Which underperforming players would you recommend acquiring at a discount?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["BRO", "SOMEONE OFFERED ME DRAKE LONDON FOR MY KENNETH WALKER DO I TAKE IT"],
    expect: "trade",
    players: ["Drake London", "Kenneth Walker III"],
  },
  {
    turns: ["Coach Quinn wants to give me DK Metcalf if I give him Chuba Hubbard. Is that a fair deal for me?"],
    expect: "trade",
    players: ["DK Metcalf", "Chuba Hubbard"],
  },
  {
    turns: [
      "I have been offered Josh Allen in exchange for Jalen Hurts and Tee Higgins. Please evaluate the proposal.",
    ],
    expect: "trade",
    players: ["Josh Allen", "Jalen Hurts", "Tee Higgins"],
  },
  {
    turns: [
      "trade check 🎧 my zay flowers for his courtland sutton, smash accept? " +
        "and if not what else could i get for zay",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Zay Flowers", "Courtland Sutton"],
  },
  {
    turns: ["should i trade for davante", "its davante for my javonte williams btw"],
    expect: "trade",
    players: ["Davante Adams", "Javonte Williams"],
  },
  {
    turns: [
      "Coach Ellis has proposed Travis Etienne Jr. for my DeVonta Smith.",
      "He has since amended the offer to Etienne and Jake Ferguson for Smith. Does the revised proposal favour me?",
    ],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Jake Ferguson", "DeVonta Smith"],
  },

  // ---- waivers ----
  {
    turns: ["WHO DO I GRAB OFF WAIVERS THIS WEEK"],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB money should I spend on Kyle Monangai? I have $63 left."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["I require a tight end from the free-agent pool. Whom do you recommend claiming this week?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["my backfield is a ghost town rn fam", "best RB pickup on waivers?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["who should i pick up this week", "ok how much faab do i throw at him, i got 40 bucks"],
    expect: "waivers",
  },
  {
    turns: [
      "My grandson says I should look at the waiver wire.",
      "Is there anyone good on there I should add before Wednesday?",
    ],
    expect: "waivers",
  },

  // ---- playoffs ----
  {
    turns: ["AM I MAKING PLAYOFFS OR NAH 😤"],
    expect: "playoffs",
  },
  {
    turns: ["We won on Sunday! First time in a while.", "What are my chances of getting into the playoffs now, dear?"],
    expect: "playoffs",
  },
  {
    turns: ["Please state my current probability of qualifying for the postseason."],
    expect: "playoffs",
  },
  {
    turns: ["real talk what are my playoff odds lookin like"],
    expect: "playoffs",
  },
  {
    turns: ["whats my record", "so do i actually make playoffs from here"],
    expect: "playoffs",
  },
  {
    turns: ["What are my playoff odds, and what steps should I take to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- improveOdds ----
  {
    turns: ["I would really love to make the playoffs this year. What changes would help my chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["Which roster transactions would most materially improve my playoff probability?"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i boost my playoff odds, what moves should i be makin"],
    expect: "improveOdds",
  },
  {
    turns: ["my odds are 31%??", "ok what can i actually do to bump that up"],
    expect: "improveOdds",
  },
  {
    turns: [
      "You told me my chances are not very good.",
      "Is there anything I can change on my team to make them better?",
    ],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["WHO AM I PLAYING THIS WEEK and what happens to my odds if i lose"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
  {
    turns: ["Who is my opponent this Sunday, and do you think we will win?"],
    expect: "matchup",
  },
  {
    turns: ["I understand I face Red Zone Raiders this week.", "What is my probability of prevailing?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["am i favored vs sunday scaries or am i cooked"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["Who do I play this week?", "And who do I play next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["matchup vibes this week?", "what about week 13, who's that against"],
    expect: "matchup",
    week: 13,
  },

  // ---- record ----
  {
    turns: ["whats my record rn and who am i playing this week"],
    expect: ["record", "matchup"],
  },
  {
    turns: ["How many games has my team won so far?"],
    expect: "record",
  },
  {
    turns: ["Last week's result was disappointing.", "Please advise as to my present standing in the league."],
    expect: "record",
  },
  {
    turns: ["what place am i sittin in rn"],
    expect: "record",
  },
  {
    turns: ["whats my record and whats my odds of making playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["I think we lost again on Sunday, didn't we?", "What is our record now?"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["ANY OF MY GUYS HURT?? and do i drop them or what"],
    expect: ["rosterStatus", "dropStash"],
  },
  {
    turns: [
      "Are any of my players on a bye this week? My grandson explained byes to me but I've already forgotten who.",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["Please enumerate all injuries and bye-week absences on my roster for week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["gotta plan ahead, got a festival weekend coming", "who on my squad is out next week, byes or injuries"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["any injuries on my team?", "and byes next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Who on my roster is on bye in week 14, and whom can I stream at quarterback to cover the absence?"],
    expect: ["rosterStatus", "byeCover"],
    week: 14,
    position: "QB",
  },

  // ---- positionRank ----
  {
    turns: ["RANK MY WRS FOR THIS WEEK"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "Could you put my running backs in order from best to worst for this week, " +
        "and tell me which one should go in my FLEX spot?",
    ],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: ["Please rank my tight ends for week 12."],
    expect: "positionRank",
    position: "TE",
    week: 12,
  },
  {
    turns: ["stack rank my receivers for next week, best to worst"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["rank my rbs this week", "now do the wrs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["how do my QBs stack up this week", "same thing but week 13"],
    expect: "positionRank",
    position: "QB",
    week: 13,
  },

  // ---- projectedTotal ----
  {
    turns: ["HOW MANY POINTS AM I PROJECTED", "whats my ceiling tho like best case"],
    expect: "projectedTotal",
  },
  {
    turns: ["How many points is my team supposed to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is my team's projected point total for week 11, including a reasonable floor and ceiling?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["whats my floor n ceiling this week, team total"],
    expect: "projectedTotal",
  },
  {
    turns: ["whats my projection this week", "next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["who am i playing and what am i projected to score"],
    expect: ["matchup", "projectedTotal"],
  },

  // ---- leaders ----
  {
    turns: ["WHO HAS THE BEST TEAM IN THE LEAGUE"],
    expect: "leaders",
  },
  {
    turns: ["Which team is in first place? I'd like to know who I am up against for the trophy."],
    expect: "leaders",
  },
  {
    turns: [
      "I should like an overview of the competitive landscape.",
      "Please provide the complete league standings, ordered by record.",
    ],
    expect: "leaders",
  },
  {
    turns: ["who's leadin the league in points scored"],
    expect: "leaders",
  },
  {
    turns: ["whos top of the league", "ok and who has the best playoff odds"],
    expect: "leaders",
  },
  {
    turns: ["who's first in the league and where am i at"],
    expect: ["leaders", "record"],
  },

  // ---- sleepers ----
  {
    turns: ["GIVE ME SOME SLEEPERS FOR NEXT WEEK"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "My grandson mentioned something called 'sleepers.'",
      "Are there any of those I should look at for next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Identify several under-the-radar players who may be available and poised to outperform in week 12."],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: ["deep cuts only. who's the underground pickup nobody's talkin about"],
    expect: "sleepers",
  },
  {
    turns: ["any sleeper wrs?", "what about at TE"],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["sleeper RB for next week?"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },

  // ---- dropStash ----
  {
    turns: ["SHOULD I DROP MALIK NABERS HES OUT FOR THE YEAR"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["My Tyreek Hill got hurt very badly a while ago.", "Should I let him go or keep him on my team?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Should I place Joe Burrow on injured reserve, and which quarterback should I claim off waivers in his stead?",
    ],
    expect: ["dropStash", "waivers"],
    players: ["Joe Burrow"],
    position: "QB",
  },
  {
    turns: ["what do i do w my injured guys, drop em or stash em on IR"],
    expect: "dropStash",
  },
  {
    turns: ["is omarion hampton hurt", "ugh. stash him on IR or just cut him"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["who's worth grabbing off waivers and should i cut tyreek to make room"],
    expect: ["waivers", "dropStash"],
    players: ["Tyreek Hill"],
  },

  // ---- byeCover ----
  {
    turns: ["MY QB IS ON BYE WHO DO I STREAM"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["My tight end has a week off.", "Who could fill in for him?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["My kicker is on bye in week 12. Please recommend a suitable replacement."],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  {
    turns: ["my WR1 is on bye next week, need a fill-in off the wire"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["which of my guys are on bye in week 13?", "ok who do I grab to cover my RB spot then"],
    expect: "byeCover",
    position: "RB",
    week: 13,
  },
  {
    turns: ["need a kicker to cover the bye this week, who's out there"],
    expect: "byeCover",
    position: "K",
  },

  // ---- scenario ----
  {
    turns: ["IF I WIN OUT DO I MAKE IT"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What happens to my chances if we lose this Sunday?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "I have four regular-season games remaining.",
      "Assuming I win three of them, what would my playoff odds be?",
    ],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["if i go 2-2 the rest of the way am i still in it"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds", "what if i only win 2 more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["if i win out what are my odds", "and if i lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  {
    turns: ["WHAT CAN I GET FOR BIJAN"],
    expect: "tradeIdeas",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["I have too many receivers. Who could I trade one of them for to get a running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "Please propose some two-for-one trade structures that would consolidate my depth into a single elite player.",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["tryna shake up the roster", "which team should i hit up for a trade, who needs what i got"],
    expect: "tradeIdeas",
  },
  {
    turns: ["i need a TE bad", "who could i trade for one? which team has extra"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["What might I reasonably obtain from Pocket Passers in exchange for Drake Maye?"],
    expect: "tradeIdeas",
    players: ["Drake Maye"],
    team: "Pocket Passers",
  },

  // ---- help ----
  {
    turns: ["wait what can u even do"],
    expect: "help",
  },
  {
    turns: ["Hello. I'm new to all of this. What exactly can you help me with?"],
    expect: "help",
  },
  {
    turns: ["Before we proceed, please outline the scope of the services you are able to provide."],
    expect: "help",
  },
  {
    turns: ["how does this thing work, u just answer fantasy q's or what"],
    expect: "help",
  },
  {
    turns: ["hi", "what kinda stuff can i ask u"],
    expect: "help",
  },
  {
    turns: ["My grandson installed this on my phone for me.", "How do I use it? What sorts of questions can I ask?"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["can u help w my chem homework lol its due at midnight"],
    expect: "None",
  },
  {
    turns: [
      "Thank you for all your help with my team.",
      "Now, do you have a good recipe for pumpkin bread? The whole family is coming Sunday.",
    ],
    expect: "None",
  },
  {
    turns: ["What is the statute of limitations for breach of a written contract in New York?"],
    expect: "None",
  },
  {
    turns: ["whats a good bpm to transition from house into dnb"],
    expect: "None",
  },
  {
    turns: ["whats the spread on bills chiefs this weekend, tryna put a real bet down"],
    expect: "None",
  },
  {
    turns: ["who won the lakers game last night"],
    expect: "None",
  },
  {
    turns: ["who should i start at flex", "lol ok unrelated but is it gonna rain in seattle sunday, going to the game"],
    expect: "None",
  },
  {
    turns: ["Tell me a joke, dear. Something clean I can tell at church."],
    expect: "None",
  },
];
