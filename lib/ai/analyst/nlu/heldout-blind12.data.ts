// Twelfth blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. Voices: a nurse texting between shifts, a fantasy podcast host, a retired coach using
// football jargon, a college student with heavy abbreviations, a non-sports-fan partner managing the team for
// someone else, a Spanish-English bilingual speaker, someone who over-explains context before asking, a league
// commissioner settling a bet, an anxious person asking for reassurance, a truck driver using voice-to-text.
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_12: HeldOutCase[] = [
  // startSit
  {
    turns: ["need help at QB", "Jalen Hurts or Jared Goff this week, who do I start?", "and in week 13, same answer?"],
    expect: "startSit",
    players: ["Jalen Hurts", "Jared Goff"],
    week: 13,
  },
  {
    turns: [
      "I keep going back and forth and it's honestly making me sick to my stomach. " +
        "Should I bench Travis Kelce this week? Please be honest with me",
    ],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "what's the injury situation with Jaylen Waddle and DeVonta Smith",
      "ok if they're both good to go, which one do I start this week?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "DeVonta Smith"],
  },
  {
    turns: [
      "Got a personnel question on my receivers.",
      "Garrett Wilson, DK Metcalf or Terry McLaurin. Only one of 'em takes the field Sunday. Who gets the nod?",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "DK Metcalf", "Terry McLaurin"],
  },
  {
    turns: ["how's Ladd McConkey looking this week?", "ok so do I start him or Zay Flowers"],
    expect: "startSit",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "I'm stuck between two running backs",
      "what's Kyren projected for this week, and should I play him over Chase Brown?",
    ],
    expect: ["outlook", "startSit"],
    players: ["Kyren Williams", "Chase Brown"],
  },

  // compare
  {
    turns: [
      "Alright, hot-take segment for the pod. Rest of season, who ya got: Puka Nacua or Amon-Ra St. Brown? " +
        "Settle it for the listeners.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["rest of the season, Jonathan Taylor or Derrick Henry?", "ok now Saquon vs Bijan, same question"],
    expect: "compare",
    players: ["Saquon Barkley", "Bijan Robinson"],
  },
  {
    turns: [
      "settling a bet in the league chat, loser buys wings: from now until the end of the season, " +
        "who's the better TE, Brock Bowers or Trey McBride?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "is Nico Collins playing this week?",
      "ok forget this week. for the rest of the season who's better, him or Drake London?",
    ],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["lamar or allen this wk", "nah i mean ros who's better overall fr"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: [
      "thinking long-term here",
      "over the rest of the season is Tee Higgins better than DeVonta Smith? and what's Tee worth in a trade rn",
    ],
    expect: ["compare", "tradeValue"],
    players: ["Tee Higgins", "DeVonta Smith"],
  },

  // slot
  {
    turns: [
      "My boyfriend is at a work conference and left me in charge of his fantasy team. The app says I have to " +
        "fill the TE spot. Which of his tight ends do I put in?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who goes in my RB2 spot this week?", "and the flex?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["which QB do I play this week", "what about in week 12"],
    expect: "slot",
    position: "QB",
    week: 12,
  },
  {
    turns: [
      "Benched the wrong receiver last week and it cost me.",
      "I've got an open WR2 slot on the card this week. Who do you send out there?",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["is Mark Andrews playing this week?", "and if he's out, which TE do I play?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["puka was limited at practice again smh", "so is he playing sunday? and if not who fills my flex"],
    expect: ["status", "slot"],
    players: ["Puka Nacua"],
    position: "FLEX",
  },

  // lineup
  {
    turns: ["12hr shift tmrw 😩 can u just set my best lineup for sunday so i dont have to think about it"],
    expect: "lineup",
  },
  {
    turns: [
      "So I've been traveling for work, I made a couple of waiver moves on Tuesday from the airport, and I have a " +
        "feeling somebody on my bench has a better matchup than one of my starters. Long story short: is my " +
        "lineup set right for this week?",
    ],
    expect: "lineup",
  },
  {
    turns: ["set my best lineup", "now do the same thing for week 12"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["is Bijan playing this week?", "ok good. then check my whole lineup and tell me if anything should change"],
    expect: "lineup",
  },
  {
    turns: ["¿mi lineup está bien para esta semana o cambio algo? quiero el óptimo"],
    expect: "lineup",
  },
  {
    turns: [
      "back from vacation, haven't touched my team in 2 weeks 😬",
      "anyone on my roster hurt or on bye this week? then set my optimal lineup around that",
    ],
    expect: ["rosterStatus", "lineup"],
  },

  // outlook
  {
    turns: ["Give me the floor and the ceiling for Jahmyr Gibbs this week, I'm reading it on air in ten minutes."],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["how many points is JSN projected for this week", "and week 12?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: 12,
  },
  {
    turns: ["is Josh Jacobs healthy?", "good. how do you think he does this week"],
    expect: "outlook",
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "I'm really nervous about Jalen Hurts this week. Is he going to put up a decent number or am I about to " +
        "get a dud? What's his projection?",
    ],
    expect: "outlook",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["hey what's the projection for derrick henry next week how many points you think he gets"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: ["what's Ja'Marr Chase projected to score this week?", "what about Justin Jefferson"],
    expect: "outlook",
    players: ["Justin Jefferson"],
  },

  // status
  {
    turns: ["is CMC playing this wk or is he hurt again 🙃"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["should I start Davante Adams or Courtland Sutton?", "wait hold on, is Sutton even healthy right now?"],
    expect: "status",
    players: ["Courtland Sutton"],
  },
  {
    turns: ["What's the word on Mark Andrews? Is he on the injury report, and what's ailing him?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["what's wrong with Joe Burrow", "when's he expected back on the field"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["¿George Kittle juega este domingo? escuché que está lesionado otra vez"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "I'm deciding my last WR spot",
      "Is Rashee Rice good to go this week, and if so should I start him over Jameson Williams?",
    ],
    expect: ["status", "startSit"],
    players: ["Rashee Rice", "Jameson Williams"],
  },

  // tradeValue
  {
    turns: ["Sell-high segment: is right now the moment to cash out on Jaxon Smith-Njigba?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["kyren williams had a dud last wk 💀", "wats his trade value rn"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["how's Garrett Wilson been lately", "what's he worth in a trade right now?"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["what's Kyle Pitts's trade value", "same question for Jake Ferguson"],
    expect: "tradeValue",
    players: ["Jake Ferguson"],
  },
  {
    turns: [
      "Settle something for me as commish: a guy in my league swears De'Von Achane has no trade value because " +
        "he's too small. What's Achane actually worth in a trade?",
    ],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "Drake London left the game on Sunday 😟",
      "is he hurt bad? and what would he fetch on the trade market now",
    ],
    expect: ["status", "tradeValue"],
    players: ["Drake London"],
  },

  // buyLow
  {
    turns: ["Who are the buy-low guys around the league right now? I want to pounce before they bounce back."],
    expect: "buyLow",
  },
  {
    turns: ["my team is mid ngl", "any buy low targets rn"],
    expect: "buyLow",
  },
  {
    turns: ["is Chris Olave a buy-low right now?", "ok, who else around the league should I be trying to buy low on?"],
    expect: "buyLow",
  },
  {
    turns: ["is Marvin Harrison Jr a buy low or is he just not that guy"],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "I have a deep bench and a few teams in my league are 2-8 and have probably checked out, so they might sell " +
        "cheap. Which struggling players should I target to buy low?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I want to make a move before the deadline",
      "who are the best buy-low targets, and what's my Derrick Henry worth if I use him as bait?",
    ],
    expect: ["buyLow", "tradeValue"],
    players: ["Derrick Henry"],
  },

  // trade
  {
    turns: ["me ofrecen DJ Moore y Rhamondre Stevenson por mi Davante Adams. ¿acepto el trade?"],
    expect: "trade",
    players: ["Davante Adams", "DJ Moore", "Rhamondre Stevenson"],
  },
  {
    turns: ["Coach Rowan offered me Kenneth Walker III for my Mike Evans", "should I take it?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Mike Evans"],
  },
  {
    turns: ["trade offer: my jonathan taylor for their bijan + jauan jennings. smash accept??"],
    expect: "trade",
    players: ["Jonathan Taylor", "Bijan Robinson", "Jauan Jennings"],
  },
  {
    turns: [
      "Someone offered me Trey McBride, and I'd be giving up George Kittle and Khalil Shakir. I really don't want " +
        "to get fleeced. Is this a fair deal for me?",
    ],
    expect: "trade",
    players: ["Trey McBride", "George Kittle", "Khalil Shakir"],
  },
  {
    turns: [
      "I'm thinking of trading Josh Jacobs for Tee Higgins and Jaylen Warren",
      "what if they throw in Jake Ferguson too, do I accept then?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Tee Higgins", "Jaylen Warren", "Jake Ferguson"],
  },
  {
    turns: [
      "Coach Tatum just sent me something",
      "if I trade Garrett Wilson for Jonathan Taylor, do I win that deal? and what are my playoff odds right " +
        "now anyway",
    ],
    expect: ["trade", "playoffs"],
    players: ["Garrett Wilson", "Jonathan Taylor"],
  },

  // waivers
  {
    turns: ["just got off a 3 night stretch 😵", "who do i grab off waivers this wk + how much faab"],
    expect: "waivers",
  },
  {
    turns: ["Free agent pool. Who's worth signing this week, and what do I bid out of my FAAB?"],
    expect: "waivers",
  },
  {
    turns: ["who's the best pickup on waivers this week?", "how much FAAB should I throw at him"],
    expect: "waivers",
  },
  {
    turns: ["we lost again ugh", "ok who should I pick up off the wire this week then"],
    expect: "waivers",
  },
  {
    turns: [
      "My wife says I'm supposed to 'do waivers' for her team before Wednesday. I have no idea what that means. " +
        "Who should I add and how much of her budget do I spend?",
    ],
    expect: "waivers",
  },
  {
    turns: ["who should I pick up this week, and should I drop my injured guys to make room or stash them?"],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  {
    turns: ["be honest with me, am I going to make the playoffs? what are my odds"],
    expect: "playoffs",
  },
  {
    turns: ["playoff odds?? 👀"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "and my playoff chances?"],
    expect: "playoffs",
  },
  {
    turns: [
      "as commish I'm filling out the payout sheet. what's my own team's percentage chance of making the postseason?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["hey GM how we looking", "i mean what are the odds my team makes the playoffs this year"],
    expect: "playoffs",
  },
  {
    turns: ["5-5 and sweating", "where do my playoff odds stand, and what should I do to boost them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: ["What roster moves give me the best shot to punch a playoff ticket? Tell me what to change."],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds", "how do I get that number up"],
    expect: "improveOdds",
  },
  {
    turns: ["¿qué movimientos hago para mejorar mis chances de playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "I'm 5-5, sitting right on the bubble, and I have about 60 FAAB left and a couple of bench guys I don't " +
        "love. What moves would most raise my odds of making the playoffs?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["if I win out do I make it?", "ok but what moves would actually boost my odds the most"],
    expect: "improveOdds",
  },
  {
    turns: ["wat moves up my playoff % the most, and who specifically should i pick up off waivers this wk"],
    expect: ["improveOdds", "waivers"],
  },

  // matchup
  {
    turns: ["who am i playing this week and whats my win probability"],
    expect: "matchup",
  },
  {
    turns: ["who's my opponent this week?", "and in week 12?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Matchup preview time: what's the projected score of my game this week, and who's favored?"],
    expect: "matchup",
  },
  {
    turns: ["am I going to win this week?? how are my chances against my opponent, I need some good news"],
    expect: "matchup",
  },
  {
    turns: ["set my lineup", "now what's my win probability this week with that lineup"],
    expect: "matchup",
  },
  {
    turns: ["ok this week is done, looking ahead", "who am I up against next week, and do I have anybody on bye?"],
    expect: ["matchup", "rosterStatus"],
    week: "next",
  },

  // record
  {
    turns: ["Where do we stand? What's our W-L?"],
    expect: "record",
  },
  {
    turns: ["¿cuál es el récord de Blitz Brigade?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["what's my record?", "what about Coach Marlow's team?"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  {
    turns: ["Settling a bet: what's the Red Zone Raiders' record and where are they in the standings?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  {
    turns: ["wats my w-l rn and am i making playoffs or nah"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["how's the Pocket Passers' season going, what's their record", "and Sunday Scaries?"],
    expect: "record",
    team: "Sunday Scaries",
  },

  // rosterStatus
  {
    turns: [
      "I only check this thing on Saturdays so I'm always behind. Before I do anything else: are any of my " +
        "players injured or on bye this week?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my team is hurt or on bye this wk, need to know b4 my shift"],
    expect: "rosterStatus",
  },
  {
    turns: ["anyone on bye this week on my roster?", "what about next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who's injured on my roster", "and who's on bye in week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: [
      "I'm doing this for my brother while he's in the hospital. Can you tell me if any of his players are " +
        "injured or not playing this week because of a bye?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my roster is banged up or on a bye this week, and who should I grab off waivers to fill in?"],
    expect: ["rosterStatus", "waivers"],
  },

  // positionRank
  {
    turns: ["Line up my receivers for me, best to worst, for week 12."],
    expect: "positionRank",
    position: "WR",
    week: 12,
  },
  {
    turns: ["rank my running backs for this week", "same for my TEs"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my rbs this wk", "now qbs"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rank my WRs this week", "now do it for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["ordena mis running backs de mejor a peor para esta semana por favor"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["my WR room is a mess this week", "is Amon-Ra even playing? and rank my WRs for me"],
    expect: ["status", "positionRank"],
    players: ["Amon-Ra St. Brown"],
    position: "WR",
  },

  // projectedTotal
  {
    turns: ["who am I playing this week?", "ok and how many points is my team projected to score?"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my team projected for this week? give me the range too, I need to know if it's enough"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total this week", "and week 13?"],
    expect: "projectedTotal",
    week: 13,
  },
  {
    turns: ["Give me the projected point total for my squad this week, with the low end and the high end."],
    expect: "projectedTotal",
  },
  {
    turns: ["who should be my flex", "ok with that guy in, how many points are we projected for this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["what are we projected to put up this week and what's my chance of beating my opponent?"],
    expect: ["projectedTotal", "matchup"],
  },

  // leaders
  {
    turns: ["hey GM who's the best team in the league right now"],
    expect: "leaders",
  },
  {
    turns: ["For the weekly league newsletter: which team leads the league in points scored?"],
    expect: "leaders",
  },
  {
    turns: ["whos got the best record in the league", "and who's scored the most points"],
    expect: "leaders",
  },
  {
    turns: ["what's my record", "ok who's in first place then?"],
    expect: "leaders",
  },
  {
    turns: ["who leads the league in total points", "ok and which team has the best playoff odds?"],
    expect: "leaders",
  },
  {
    turns: [
      "settle this for the group chat",
      "who's the top team in the league, and what's my record compared to theirs?",
    ],
    expect: ["leaders", "record"],
  },

  // sleepers
  {
    turns: ["give me some deep sleepers to stash for next week and beyond"],
    expect: "sleepers",
  },
  {
    turns: [
      "Deep-league sleeper segment: who are the speculative adds nobody's talking about that could pop in a " +
        "few weeks?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["any deep sleepers worth a stash for the playoffs"],
    expect: "sleepers",
  },
  {
    turns: ["who should I pick up this week?", "ok those are for now, but who are some deep sleepers for later on?"],
    expect: "sleepers",
  },
  {
    turns: ["any sleepers for next week?", "what about for week 14?"],
    expect: "sleepers",
    week: 14,
  },
  {
    turns: [
      "I'm already set at every starting spot this week, so I don't need an urgent pickup, but I have two open " +
        "bench spots and I'd like to take a flier on a couple of deep guys who could matter down the stretch. " +
        "Any sleepers?",
    ],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["who's hurt on my team", "ok should I drop them or stash them"],
    expect: "dropStash",
  },
  {
    turns: ["what's wrong with Brock Purdy", "should I keep stashing him or just cut him"],
    expect: "dropStash",
    players: ["Brock Purdy"],
  },
  {
    turns: ["got 2 guys on IR, worth holding or cut em? when r they back"],
    expect: "dropStash",
  },
  {
    turns: ["is Nico Collins hurt?", "should I drop him or stash him"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },
  {
    turns: ["What's the timetable on Tyreek Hill's return, and is he worth a roster spot on IR or do I cut him loose?"],
    expect: ["status", "dropStash"],
    players: ["Tyreek Hill"],
  },
  {
    turns: ["¿suelto a Joe Burrow o lo dejo en IR hasta que vuelva?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },

  // byeCover
  {
    turns: ["my qb is on bye wk 12 who do i grab to cover"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["who on my team is on bye next week?", "ok who should I pick up to cover my TE then"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["My top running back's on a bye this week. Who do I bring in off the street to plug that hole?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["Apparently his tight end has a bye in week 13. Who should he pick up or play instead that week?"],
    expect: "byeCover",
    position: "TE",
    week: 13,
  },
  {
    turns: ["my starting QB has a bye in week 13", "who's the best fill-in I can get for that week?"],
    expect: "byeCover",
    position: "QB",
    week: 13,
  },
  {
    turns: ["who's on bye for me next week, and who do I pick up to cover my WR bye?"],
    expect: ["rosterStatus", "byeCover"],
    position: "WR",
    week: "next",
  },

  // scenario
  {
    turns: ["bet settling: if I go 4-1 to finish the season, do I make the playoffs?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["if i win 2 of my last 3 do i get in"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["if I lose this week is my season over? do I still have a shot at the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds?", "and if I win 2 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["if I win out do I make it", "what if I only win 3 more"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["cuáles son mis odds de playoffs ahora? y si gano todos los partidos que me quedan?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["Give me some trade ideas built around Saquon Barkley. Who could I flip him to and for what?"],
    expect: "tradeIdeas",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["any trades I could work out with Coach Finley?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: [
      "My tight end situation has been a disaster all year and streaming hasn't worked. " +
        "What trades could I make to get a real TE?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what's Bucky Irving's trade value?", "ok what trades could I build around him"],
    expect: "tradeIdeas",
    players: ["Bucky Irving"],
  },
  {
    turns: ["my bench is stacked but my starters r mid", "any 2 for 1 trades i should try to pull off"],
    expect: "tradeIdeas",
  },
  {
    turns: ["what's Hail Mary Heroes' record", "any trade ideas with them?"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },

  // help
  {
    turns: ["wat can u do"],
    expect: "help",
  },
  {
    turns: [
      "Hi, I've never used this before. I'm managing my husband's team while he's deployed and I don't really " +
        "follow football. What kinds of things can you help me with?",
    ],
    expect: "help",
  },
  {
    turns: ["hola, ¿qué puedes hacer? ¿cómo funcionas?"],
    expect: "help",
  },
  {
    turns: ["hello", "what sort of questions can I ask you"],
    expect: "help",
  },
  {
    turns: ["Before we get started: how does this work? What's in your playbook?"],
    expect: "help",
  },
  {
    turns: ["is my lineup optimal", "cool. what else can you help me with besides lineups?"],
    expect: "help",
  },

  // None
  {
    turns: ["whats the weather in chicago tmrw, need to know if i bring an umbrella to work"],
    expect: "None",
  },
  {
    turns: ["set my best lineup", "lol thanks. tell me a joke now"],
    expect: "None",
  },
  {
    turns: ["who's my opponent this week", "ok unrelated, who's gonna win the nba finals this yr"],
    expect: "None",
  },
  {
    turns: ["should I start Gibbs or Bijan", "unrelated but what's Tesla's stock price today"],
    expect: "None",
  },
  {
    turns: [
      "Our league's draft party is at my house next August and I have to pick the food. " +
        "What's a good menu for 12 people?",
    ],
    expect: "None",
  },
  {
    turns: ["¿me das una receta de arroz con pollo?"],
    expect: "None",
  },
];
