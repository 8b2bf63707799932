// Blind held-out evaluation set 70 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a high-school principal, a tow-truck driver typing at 3am, a Swedish exchange
// student with formal English, a fantasy podcaster who uses jargon (ADP, target share, snap share).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_70: HeldOutCase[] = [
  // ---------------- startSit ----------------
  {
    turns: ["ok its 3am and im setting lineups in the truck lol", "breece or chuba this week"],
    expect: "startSit",
    players: ["Breece Hall", "Chuba Hubbard"],
  },
  {
    turns: [
      "Hello. I have a question about Jaxon Smith-Njigba.",
      "Should I put him in my starting lineup this week, or is it wiser to keep him on the bench?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "talk me off the ledge — Zay Flowers is sitting on a 28% target share but the matchup is brutal. " +
        "do I fire him up or pivot to Jakobi Meyers?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
  },
  {
    turns: [
      "I'm told Goff had a rather rough outing last Sunday.",
      "Would you start Jared Goff or Baker Mayfield in week 11?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
    week: 11,
  },
  {
    turns: ["whos better this wk, pickens or olave", "nah forget olave", "pickens or sutton"],
    expect: "startSit",
    players: ["George Pickens", "Courtland Sutton"],
  },
  {
    turns: [
      "I genuinely cannot decide between Tetairoa McMillan and Ladd McConkey for this Sunday. " +
        "Which of the two earns the start?",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Ladd McConkey"],
  },
  {
    turns: ["should i start james cook this wk, and what could i get for him in a trade"],
    expect: ["startSit", "tradeIdeas"],
    players: ["James Cook"],
  },

  // ---------------- compare ----------------
  {
    turns: ["ROS only, forget this week: Puka or Amon-Ra from here to week 17, who's the better asset?"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["For the remainder of the season, which player is the stronger one: Jahmyr Gibbs or Bijan Robinson?"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "ashton jeanty been kinda meh huh",
      "long run tho who u rather have the rest of the year, jeanty or hampton",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Trey McBride's route participation is absurd btw",
      "ROS, him or Bowers? not this week, I mean who's the better hold through the fantasy playoffs",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Who will have more value for the rest of the year, Bucky Irving or Chase Brown? " +
        "I do not mean only this week, I mean the whole remaining season.",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "Between Drake London and Garrett Wilson, who is the better player over the rest of the season, " +
        "and which one should I start this week?",
    ],
    expect: ["compare", "startSit"],
    players: ["Drake London", "Garrett Wilson"],
  },

  // ---------------- slot ----------------
  {
    turns: ["flex spot open. swift, pollard or jameson williams"],
    expect: "slot",
    players: ["D'Andre Swift", "Tony Pollard", "Jameson Williams"],
  },
  {
    turns: ["Who should occupy my RB2 position this week? I'd like a clear recommendation, please."],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "My tight end Sam LaPorta is out, I believe.",
      "Who should I then place in the tight end position of my lineup this week?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who's the optimal play in my QB slot this week? Rather not overthink it."],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["wr2 slot", "who goes there this week, im too tired to think 😴"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["My flex is a coin flip between like four guys.", "Who's the highest-EV flex play for me in week 12?"],
    expect: "slot",
    week: 12,
  },

  // ---------------- lineup ----------------
  {
    turns: ["Would you kindly review my entire lineup for this week and tell me if anything ought to change?"],
    expect: "lineup",
  },
  {
    turns: ["just set my whole lineup for me, best guys in. headed back out on a call"],
    expect: "lineup",
  },
  {
    turns: ["Can you please optimise my lineup for week 11?"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Bunch of late-week injury news dropping, Thursday practice reports are a mess.",
      "Run my starting lineup back and make sure I'm not leaving points on the bench",
    ],
    expect: "lineup",
  },
  {
    turns: ["Thank you for the previous answer.", "Now, is my lineup for next week correctly set, in your opinion?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Please look over my lineup for next week and let me know how many points it is expected to score."],
    expect: ["lineup", "projectedTotal"],
    week: "next",
  },

  // ---------------- outlook ----------------
  {
    turns: ["What's De'Von Achane's ceiling this week? He's running a route on like 60% of dropbacks"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["I have a question about Jonathan Taylor.", "How many points do you expect him to score this week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["derrick henry", "whats he lookin like rest of season"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "I'm curious about Emeka Egbuka's outlook for the remainder of the year. " +
        "No decision to make, I simply want to know what to expect.",
    ],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: [
      "Jaxson Dart's rushing floor is legit, the designed runs are real",
      "What's the projection on him for week 12?",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
    week: 12,
  },
  {
    turns: ["what kinda numbers kyren gonna put up next week"],
    expect: "outlook",
    players: ["Kyren Williams"],
    week: "next",
  },

  // ---------------- status ----------------
  {
    turns: ["is mahomes playin sunday"],
    expect: "status",
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["Is Ja'Marr Chase injured? I read something in the news but I am not sure if I understood it correctly."],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: [
      "A colleague in the front office mentioned that Christian McCaffrey left practice early.",
      "Is he hurt? Will he play this week?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["whats the deal w/ tee higgins", "he hurt or what"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["Is Kittle actually suiting up Sunday, and if he is, is he a locked-in start for me over Kraft?"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: ["Is Mark Andrews playing this weekend, and what is his projection?"],
    expect: ["status", "outlook"],
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Any update on Nico Collins — still a GTD or did he log a full practice? " +
        "And if he sits, who's the best waiver add to replace him?",
    ],
    expect: ["status", "waivers"],
    players: ["Nico Collins"],
  },

  // ---------------- tradeValue ----------------
  {
    turns: ["Is this the sell-high window on Rico Dowdle? What's his actual trade value right now"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["What would Davante Adams fetch in a trade at this point? Should I hold him or sell?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["ppl keep askin me about my guy javonte", "whats he worth in a trade, hold or sell"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["How valuable is Travis Kelce in a trade at this point of the season?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Quinshon Judkins just had his third straight 20-touch game, snap share climbing every week.",
      "Is this the moment to sell, or do I hold? Where's his value at?",
    ],
    expect: "tradeValue",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["should i sell jsn now while hes hot or nah"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },

  // ---------------- buyLow ----------------
  {
    turns: [
      "Who are the best buy-low targets league-wide right now? Guys whose usage is fine but the box scores " +
        "haven't hit yet",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Which players should I try to buy at a low price from the other teams?"],
    expect: "buyLow",
  },
  {
    turns: ["any sell high guys on my team i should move"],
    expect: "buyLow",
  },
  {
    turns: [
      "I've always taught that patience is a virtue, but also that timing matters.",
      "Which slumping players around the league should I be trying to acquire cheaply?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Thanks. Flip it around now.", "Who on my roster is a sell-high candidate before regression hits?"],
    expect: "buyLow",
  },
  {
    turns: ["whos cheap rn that i should go after", "like guys underperforming that'll bounce back"],
    expect: "buyLow",
  },

  // ---------------- trade ----------------
  {
    turns: ["got an offer", "kenneth walker for my jordan addison. do it?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Jordan Addison"],
  },
  {
    turns: ["Coach Quinn proposes to give me James Cook, and I would give him Terry McLaurin. Is this a fair trade?"],
    expect: "trade",
    players: ["James Cook", "Terry McLaurin"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "I have received a trade offer from Red Zone Raiders.",
      "They would send me Jalen Hurts in exchange for Lamar Jackson. Should I accept?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson"],
    team: "Red Zone Raiders",
  },
  {
    turns: ["Grading a deal: my Mike Evans + Kyle Pitts for his Bucky Irving. Smash accept or am I getting fleeced?"],
    expect: "trade",
    players: ["Mike Evans", "Kyle Pitts", "Bucky Irving"],
  },
  {
    turns: ["guy offered me saquon, wants chase brown and wandale back", "thats a yes right?"],
    expect: "trade",
    players: ["Saquon Barkley", "Chase Brown", "Wan'Dale Robinson"],
  },
  {
    turns: [
      "OK new offer in from Sunday Scaries 👀",
      "Ladd McConkey for Sam LaPorta straight up, I'm the one giving Ladd. Thoughts?",
    ],
    expect: "trade",
    players: ["Ladd McConkey", "Sam LaPorta"],
    team: "Sunday Scaries",
  },

  // ---------------- waivers ----------------
  {
    turns: ["who should i grab off waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB budget should I bid on Woody Marks?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Top waiver adds this week? I've got 62 bucks of FAAB left. Also, who's a true under-the-radar sleeper " +
        "nobody's rostering?",
    ],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: [
      "Our tight end situation is, frankly, dire.",
      "Which tight end should I pick up from free agency this week?",
    ],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["need a rb bad", "whos out there on the wire"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Who should I pick up this week, and which of my injured players should I drop to make room for him?"],
    expect: ["waivers", "dropStash"],
  },

  // ---------------- playoffs ----------------
  {
    turns: ["am i makin the playoffs or nah"],
    expect: "playoffs",
  },
  {
    turns: ["What are my chances of the playoffs now, and what are they if I win all of my remaining games?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["We lost a heartbreaker last week.", "Realistically, what are our chances of making the postseason now?"],
    expect: "playoffs",
  },
  {
    turns: ["Give me the playoff odds for Gridiron Gurus, straight number, no fluff"],
    expect: "playoffs",
  },
  {
    turns: ["We won yesterday! 🎉", "Has this improved my probability of reaching the playoffs?"],
    expect: "playoffs",
  },

  // ---------------- improveOdds ----------------
  {
    turns: ["What moves actually move the needle on my playoff odds? Trades, adds, whatever it takes"],
    expect: "improveOdds",
  },
  {
    turns: ["What steps can I take to improve our chances of reaching the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["my odds kinda suck", "what do i gotta do to bump em up"],
    expect: "improveOdds",
  },
  {
    turns: ["Which changes to my roster would raise my probability of the playoffs the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds right now, and what's the single best move to push them higher?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Thank you for the odds.", "Now, what would you recommend I do to improve them?"],
    expect: "improveOdds",
  },

  // ---------------- matchup ----------------
  {
    turns: ["who am i playin this week"],
    expect: "matchup",
  },
  {
    turns: ["Am I the favourite in my match this week?"],
    expect: "matchup",
  },
  {
    turns: ["Win prob for my matchup vs Pocket Passers?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: [
      "I understand we face Coach Tatum's team this week.",
      "How do we stack up against them? What is our probability of winning?",
    ],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["who do i got next week", "am i favored"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Who is my opponent this week, and how many points is my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },

  // ---------------- record ----------------
  {
    turns: ["whats my record again"],
    expect: "record",
  },
  {
    turns: ["What place is my team currently in the standings?"],
    expect: "record",
  },
  {
    turns: ["Could you remind me of our current win-loss record?"],
    expect: "record",
  },
  {
    turns: [
      "Quick housekeeping before we record the pod.",
      "Where does Gridiron Gurus sit in the standings right now?",
    ],
    expect: "record",
  },
  {
    turns: ["I have been travelling and missed the last games.", "How many wins and losses does my team have now?"],
    expect: "record",
  },
  {
    turns: ["whats my record and what are my playoff odds"],
    expect: ["record", "playoffs"],
  },

  // ---------------- rosterStatus ----------------
  {
    turns: ["Run me the injury report for my whole roster this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["anybody on my team hurt or on bye this wk"],
    expect: "rosterStatus",
  },
  {
    turns: ["Which of my players have a bye in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "I'm planning ahead, as any good administrator should.",
      "Who on my roster is on bye or injured next week?",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["any injuries on my squad", "what about next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Who's banged up on my roster, and should I drop or IR any of them?"],
    expect: ["rosterStatus", "dropStash"],
  },

  // ---------------- positionRank ----------------
  {
    turns: ["Rank my WRs for week 11, tiered if you can, and tell me which one goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
    week: 11,
  },
  {
    turns: ["Could you put my running backs in order from best to worst for this week?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my rbs this wk", "now do my wrs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["How would you rank my tight ends for next week? Top to bottom, please."],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["rank my wide receivers for week 12", "and my rbs?"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },
  {
    turns: ["Please rank my quarterbacks for this week.", "And for next week, is the order different?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },

  // ---------------- projectedTotal ----------------
  {
    turns: ["how many points am i projected this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is the floor and the ceiling of my team's score in week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["What's my team's projected total plus the range, floor to ceiling, for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["is my lineup good for this week", "and whats it projected to score"],
    expect: "projectedTotal",
  },
  {
    turns: ["Our lineup is set.", "What total score should we expect from it this weekend?"],
    expect: "projectedTotal",
  },

  // ---------------- leaders ----------------
  {
    turns: ["Who's the top dog in the league right now? Best team by points for"],
    expect: "leaders",
  },
  {
    turns: ["Which team is leading the league at the moment?"],
    expect: "leaders",
  },
  {
    turns: ["show me the standings for the whole league"],
    expect: "leaders",
  },
  {
    turns: [
      "I like to know who the top performers are, in any organisation.",
      "Which teams have the best playoff odds across the league?",
    ],
    expect: "leaders",
  },
  {
    turns: ["whos got the most points in the league", "and best record?"],
    expect: "leaders",
  },
  {
    turns: ["Where do I sit in the standings, and who's the best team in the league?"],
    expect: ["record", "leaders"],
  },

  // ---------------- sleepers ----------------
  {
    turns: ["Give me some deep sleepers for next week. Low roster %, rising snap share, ADP nobodies"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Are there some under-the-radar players I should consider for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any sleeper wrs nobodys talkin about"],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: [
      "The obvious pickups are gone by now, I assume.",
      "Who are some lesser-known players that could surprise people?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["sleepers for next week?", "rb only"],
    expect: "sleepers",
    week: "next",
    position: "RB",
  },
  {
    turns: [
      "Thank you for the waiver advice.",
      "Do you also have any sleeper tight ends, maybe ones which are not so well-known?",
    ],
    expect: "sleepers",
    position: "TE",
  },

  // ---------------- dropStash ----------------
  {
    turns: ["Malik Nabers is injured for a long time. Should I drop him or put him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["do i cut my hurt guys or stash em"],
    expect: "dropStash",
  },
  {
    turns: ["IR decisions: which of my injured guys are worth stashing and which are straight cuts?"],
    expect: "dropStash",
  },
  {
    turns: [
      "Tyreek Hill's injury sounds serious.",
      "Is it worth keeping him in an IR spot, or should I simply release him?",
    ],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["brandon aiyuk still out?", "ok just tell me, drop him or keep stashin"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // ---------------- byeCover ----------------
  {
    turns: ["my qb's on bye next week, need a streamer"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["My tight end has a bye in week 12. Who could replace him for that week?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["Two of my WRs are on bye this week. Who's the best streamer to plug the hole?"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["I just noticed our kicker has a bye this week.", "Whom should we bring in to cover the kicker position?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["bijans on bye next wk right", "who covers for him at rb"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["Bye-week hell in week 11, man.", "Need a one-week RB fill-in to cover the bye. Who's out there?"],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },

  // ---------------- scenario ----------------
  {
    turns: ["if i win out do i make it"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I win three of my last four games, what are my chances of the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["What do my playoff odds look like if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "Let's consider a hypothetical, shall we.",
      "If we go 2-2 the rest of the way, do we still make the playoffs?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["whats my playoff odds", "ok what if i lose this week"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my chances if I win two more games?", "And if I win all the remaining games?"],
    expect: "scenario",
    scenario: "win-out",
  },

  // ---------------- tradeIdeas ----------------
  {
    turns: ["What could I realistically get for Breece Hall? Looking to consolidate into a true RB1"],
    expect: "tradeIdeas",
    players: ["Breece Hall"],
  },
  {
    turns: ["Can you give me some ideas for a two-for-one trade to upgrade my wide receiver position?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["who should i trade with, need a rb"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "We have depth at receiver but precious little at running back.",
      "Which teams would make good trading partners, and what could we offer them?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "Jake Ferguson is my TE and I'm tired of the low-aDOT floor plays",
      "Who should I target in a trade for him?",
    ],
    expect: "tradeIdeas",
    players: ["Jake Ferguson"],
  },
  {
    turns: ["tryna make a trade w/ hail mary heroes", "who on their team should i go after"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },

  // ---------------- help ----------------
  {
    turns: ["Hello! What kind of things can you help me with?"],
    expect: "help",
  },
  {
    turns: ["wait what can u actually do"],
    expect: "help",
  },
  {
    turns: ["Before I begin, could you explain how this assistant works?"],
    expect: "help",
  },
  {
    turns: ["What's in your toolkit? Like what can I throw at you? And while I have you, who's leading the league?"],
    expect: ["help", "leaders"],
  },
  {
    turns: ["Good evening.", "I'm new to this. What sort of questions are you able to answer?"],
    expect: "help",
  },

  // ---------------- None ----------------
  {
    turns: ["whats the weather gonna be tmrw night, supposed to ice up out here"],
    expect: "None",
  },
  {
    turns: ["Do you know a good recipe for kanelbullar? My host family would like to try them."],
    expect: "None",
  },
  {
    turns: ["Could you help me draft a letter to parents about Friday's snow day?"],
    expect: "None",
  },
  {
    turns: ["What's the real Vegas over/under on Chiefs-Bills? Thinking of putting actual money down"],
    expect: "None",
  },
  {
    turns: ["thx", "tell me a joke to keep me awake"],
    expect: "None",
  },
  {
    turns: ["Who won the Stanley Cup last year?"],
    expect: "None",
  },
  {
    turns: ["Unrelated, for the pod intro.", "Who won NBA MVP last season?"],
    expect: "None",
  },
  {
    turns: ["In what year was the very first Super Bowl played?"],
    expect: "None",
  },
];
