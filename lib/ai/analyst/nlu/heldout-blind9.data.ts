// Ninth blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. The voices are an anxious first-timer who over-explains and apologises, a stat nerd
// with numbers and abbreviations (xFP, TPRR, SF, ROS, P(x|y)), a parent thumb-typing between chores (autocorrect
// slips, no punctuation), a trash-talker naming league mates by owner, a formal and polite older manager, someone
// who asks through negations and presupposed answers ("I shouldn't…, right?"), and an emoji-heavy texter.
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_9: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Sorry if this is a dumb question, it's my first year doing this. I have both Bucky Irving and Chase Brown " +
        "and I can only play one of them on Sunday. Which one should go in?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: ["Olave 27% TPRR, 8.1 tgt/g vs Zay Flowers 24% tgt share, 6.9 tgt/g. Start which one wk 9?"],
    expect: "startSit",
    players: ["Chris Olave", "Zay Flowers"],
    week: 9,
  },
  {
    turns: ["ok quick before the kids wake up shod I start jaxson dart or bo nix this week"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["I shouldn't be starting Travis Kelce against that Broncos defense this week, right?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["🤔 Kenneth Walker III or Javonte Williams 🤔 who gets the nod sunday 🏈🏈"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Javonte Williams"],
  },
  {
    turns: [
      "Coach Rowan says I'm an idiot for benching Breece Hall. Am I? Do I play him or Rhamondre Stevenson this week",
    ],
    expect: "startSit",
    players: ["Breece Hall", "Rhamondre Stevenson"],
  },

  // compare
  {
    turns: ["ROS question, not a lineup one: Tetairoa McMillan vs Emeka Egbuka, who's the better WR from here on?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "This isn't about this week, I'm just trying to understand the game better. Over the rest of the season, " +
        "who is the better player, Jahmyr Gibbs or Bijan Robinson?",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["Might you assess, for the remainder of the campaign, how Trey McBride and Brock Bowers compare?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Coach Ellis keeps saying Drake London is better than Garrett Wilson. Settle it, who's the better receiver " +
        "the rest of the way?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["whos better long run ashton jeanty or omarion hampton asking for my own sanity"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },

  // slot
  {
    turns: ["Flex spot is open and I've got Jakobi Meyers, Rico Dowdle and Hunter Henry on the bench. Who fills it?"],
    expect: "slot",
    players: ["Jakobi Meyers", "Rico Dowdle", "Hunter Henry"],
  },
  {
    turns: ["SF slot: Cam Ward (proj 14.2) vs Justin Fields (proj 16.8, rush floor). Which one goes in the superflex?"],
    expect: "slot",
    players: ["Cam Ward", "Justin Fields"],
  },
  {
    turns: [
      "I don't really understand the flex position yet, sorry. Who from my bench should I be putting there this week?",
    ],
    expect: "slot",
  },
  {
    turns: ["whi goes in my wr2 spot this week"],
    expect: "slot",
  },
  {
    turns: ["Regarding my flex position this week, would Tony Pollard or Khalil Shakir be the wiser selection?"],
    expect: "slot",
    players: ["Tony Pollard", "Khalil Shakir"],
  },

  // lineup
  {
    turns: [
      "I set my lineup by myself for the first time and I'm scared I messed it up. Can you look at the whole thing " +
        "and tell me if it's right?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Run an optimizer on my starting 9: is it max projected pts or am I leaving value on the bench?"],
    expect: "lineup",
  },
  {
    turns: ["can u just set my lineup for me im at soccer practice"],
    expect: "lineup",
  },
  {
    turns: ["There's nothing wrong with my lineup this week, is there?"],
    expect: "lineup",
  },
  {
    turns: ["lineup check pls ✅❓ am i good to go 🏈"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["What's Rashee Rice's projection for week 12? Median and ceiling pls"],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: 12,
  },
  {
    turns: [
      "I traded for Tee Higgins last week and I'm a bit nervous about it. What should I realistically expect from " +
        "him for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Tee Higgins"],
  },
  {
    turns: ["how many pts is de von achane projected for sunday"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["What is your outlook for Jayden Daniels over the remainder of the season?"],
    expect: "outlook",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["James Cook next week 📈 or 📉??"],
    expect: "outlook",
    players: ["James Cook"],
    week: "next",
  },

  // status
  {
    turns: ["is tyreek hill playing today"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "I saw something about George Kittle on Twitter but I couldn't tell if it was serious. Is he hurt? " +
        "Is he going to play?",
    ],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["Nico Collins: practice participation (DNP/LP/FP) this week and game designation?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Could you tell me whether Jonathan Taylor is on a bye this week?"],
    expect: "status",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Coach Blake says Ladd McConkey is questionable, pretty sure he's lying to get in my head. Is Ladd hurt?"],
    expect: "status",
    players: ["Ladd McConkey"],
  },

  // tradeValue
  {
    turns: ["What's Davante Adams worth in trade right now, roughly a WR2 plus something, or less?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "People keep sending me offers for Trey McBride and I can't tell if they're good because I have no idea " +
        "what he's actually worth. What is he worth?",
    ],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["Should I be looking to sell Derrick Henry while his value remains high?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["what cud I get for mike evans in a trade"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: ["Kyren Williams trade value 💰📊??"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // buyLow
  {
    turns: ["Give me buy-lows: guys whose xFP is way above actual FP so far, positive regression candidates."],
    expect: "buyLow",
  },
  {
    turns: [
      "I hear people in my league talk about 'buying low'. Who are the players I should be trying to buy low on " +
        "right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["sell high candidates?? who shld I sell while theyre hot"],
    expect: "buyLow",
  },
  {
    turns: ["Which players would you consider undervalued at present and worth acquiring via trade?"],
    expect: "buyLow",
  },
  {
    turns: ["Who on the Red Zone Raiders is slumping enough that I can fleece Coach Tatum with a buy-low offer?"],
    expect: "buyLow",
    team: "Red Zone Raiders",
  },

  // trade
  {
    turns: ["Coach Quinn offered me Brian Thomas Jr. for my Chase Brown. Do I take it or is he robbing me?"],
    expect: "trade",
    players: ["Brian Thomas Jr.", "Chase Brown"],
  },
  {
    turns: ["Trade eval: I send Jaylen Waddle + Tucker Kraft, receive A.J. Brown. Net ROS proj pts positive?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Tucker Kraft", "A.J. Brown"],
  },
  {
    turns: [
      "Someone offered me Travis Etienne Jr. and I would have to give up DK Metcalf. I really don't want to get " +
        "ripped off, is this a fair deal for me?",
    ],
    expect: "trade",
    players: ["Travis Etienne Jr.", "DK Metcalf"],
  },
  {
    turns: ["got offered mark andrews for courtland sutton good deal or no"],
    expect: "trade",
    players: ["Mark Andrews", "Courtland Sutton"],
  },
  {
    turns: ["I have been offered Alvin Kamara and Jerry Jeudy in exchange for Josh Jacobs. Do you advise accepting?"],
    expect: "trade",
    players: ["Alvin Kamara", "Jerry Jeudy", "Josh Jacobs"],
  },

  // waivers
  {
    turns: ["$64 of $100 FAAB left. Top adds this week and how much to bid on each?"],
    expect: "waivers",
  },
  {
    turns: ["I've never used the waiver wire before. Is there anybody out there I should pick up this week?"],
    expect: "waivers",
  },
  {
    turns: ["waiver wire 🧙‍♂️ who's the pickup this week 🔥"],
    expect: "waivers",
  },
  {
    turns: ["How much of my budget should I throw at Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Are there any free agents at tight end worth claiming this week?"],
    expect: "waivers",
    position: "TE",
  },

  // playoffs
  {
    turns: ["What are my chances of making the playoffs, honestly? Don't sugarcoat it, I can take it... I think."],
    expect: "playoffs",
  },
  {
    turns: ["What's my playoff probability per your sims? How many of the runs have me getting in?"],
    expect: "playoffs",
  },
  {
    turns: ["r we making playoffs"],
    expect: "playoffs",
  },
  {
    turns: ["playoff odds?? 🏆🙏"],
    expect: "playoffs",
  },
  {
    turns: ["I'm not really out of the playoff race yet, am I?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["Which move has the biggest marginal Δ playoff%: a trade, an add, or a lineup change?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "I really want to make the playoffs this year because my brother-in-law is in the league. What should I be " +
        "doing to give myself the best shot?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["how do i boost my playoff odds"],
    expect: "improveOdds",
  },
  {
    turns: ["help me sneak into the playoffs 🙏📈 what moves??"],
    expect: "improveOdds",
  },
  {
    turns: ["What measures would most enhance my prospects of qualifying for the playoffs?"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Am I gonna crush the Blitz Brigade this week or what? What's the projected score?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["Win prob for my week 10 matchup, plus projected margin?"],
    expect: "matchup",
    week: 10,
  },
  {
    turns: ["whos winning my game this week"],
    expect: "matchup",
  },
  {
    turns: ["How's End Zone Envy looking in their game this week? Are they favored?"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  {
    turns: ["What are the projected scores for my contest this week, and what is my probability of prevailing?"],
    expect: "matchup",
  },

  // record
  {
    turns: ["What's my record right now? I honestly lost track after the bye weeks."],
    expect: "record",
  },
  {
    turns: ["My W-L and PF/PA, and where do I sit in the standings?"],
    expect: "record",
  },
  {
    turns: ["wats my record"],
    expect: "record",
  },
  {
    turns: ["What's Two-Minute Drill's record?"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  {
    turns: ["Remind me what the Waiver Wire Wizards' record is so I can roast Coach Finley in the group chat"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },

  // rosterStatus
  {
    turns: ["Who on my team is hurt right now?"],
    expect: "rosterStatus",
  },
  {
    turns: ["List every guy on my roster with an injury designation (Q/D/O/IR) for week 11"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["any of my guys on bye next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who's on bye for me this week 😴🛏️"],
    expect: "rosterStatus",
  },
  {
    turns: ["Please inform me which members of my roster are unavailable in week 14."],
    expect: "rosterStatus",
    week: 14,
  },

  // positionRank
  {
    turns: ["Sort my WRs by projected pts, wk 8"],
    expect: "positionRank",
    position: "WR",
    week: 8,
  },
  {
    turns: ["rank my qbs for next week"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["my TEs ranked 🥇🥈🥉 this week"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["In what order would you rank my wide receivers for this week?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "I have a bunch of running backs and honestly I can't tell which ones are good. Could you put them in order " +
        "from best to worst for week 13?",
    ],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // projectedTotal
  {
    turns: ["How many points am I projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Team proj total and the 10th/90th percentile range?"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many pts am I putting up this wk 📊 best case / worst case?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is my team's projected point total for week 15, and within what range?"],
    expect: "projectedTotal",
    week: 15,
  },
  {
    turns: ["My team's not projected under 100 again, is it? What's the number?"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["Who's the best team in the league right now?"],
    expect: "leaders",
  },
  {
    turns: ["Who leads the league in PF?"],
    expect: "leaders",
  },
  {
    turns: ["who has the best record"],
    expect: "leaders",
  },
  {
    turns: ["Which team has the strongest playoff odds in our league?"],
    expect: "leaders",
  },
  {
    turns: ["Who's top dog in this league? Better not be Coach Sawyer, I'll never hear the end of it."],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["Any deep sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Low-rostered (<20%) guys with rising snap share? Sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["sleeper picks for nxt week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["give me some 😴 sleepers 👀 nobody's talking about"],
    expect: "sleepers",
  },
  {
    turns: [
      "Everyone in my league already grabbed the obvious guys. Are there any under-the-radar players left who " +
        "could pop in week 10?",
    ],
    expect: "sleepers",
    week: 10,
  },

  // dropStash
  {
    turns: ["Malik Nabers tore his ACL. Drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "Brock Purdy has been hurt for weeks and he's taking up a spot on my bench. Should I cut him or is he worth " +
        "holding onto?",
    ],
    expect: "dropStash",
    players: ["Brock Purdy"],
  },
  {
    turns: ["shld i put jayden reed on IR or drop him"],
    expect: "dropStash",
    players: ["Jayden Reed"],
  },
  {
    turns: ["Joe Burrow 🚑 hold or 🗑️?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Is it advisable to retain Austin Ekeler in an IR slot, or should I release him?"],
    expect: "dropStash",
    players: ["Austin Ekeler"],
  },

  // byeCover
  {
    turns: ["TE bye wk 9. Best streamer by matchup-adjusted proj?"],
    expect: "byeCover",
    position: "TE",
    week: 9,
  },
  {
    turns: ["need a kicker my guys on bye"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["defense on bye 😤 who do I stream 🛡️"],
    expect: "byeCover",
    position: "DEF",
  },
  {
    turns: ["My quarterback has a bye next week; could you recommend a suitable replacement?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: [
      "Both of my wide receivers have the same bye this week and I don't know what you're supposed to do when that " +
        "happens. Who do I play at WR instead?",
    ],
    expect: "byeCover",
    position: "WR",
  },

  // scenario
  {
    turns: ["What are my playoff odds if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["P(playoffs | 3-2 finish)?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["if i lose this wk am i done"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I go 2-1 the rest of the way 🤞 am I in??"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["Suppose I were to win two of my remaining four games. What would my playoff odds be then?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["If I win two more games I'm in, right?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // tradeIdeas
  {
    turns: ["Find me trades that use Jaylen Waddle to upgrade at running back"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["What trades could I realistically work out with Play Action Pack?"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
  },
  {
    turns: ["2-for-1 consolidation ideas: package two of my WR3s into a WR1?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["trade ideas 💡🔄 anything with the Audible Alchemists??"],
    expect: "tradeIdeas",
    team: "Audible Alchemists",
  },
  {
    turns: ["Could you propose some trades involving Terry McLaurin that would strengthen my roster?"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin"],
  },

  // help
  {
    turns: ["Hi, I'm new to all of this and not sure how it works. What kinds of things can you help me with?"],
    expect: "help",
  },
  {
    turns: ["what can u do"],
    expect: "help",
  },
  {
    turns: ["👋 what are you able to do 🤖"],
    expect: "help",
  },
  {
    turns: ["Good afternoon. Could you outline the services you are able to provide?"],
    expect: "help",
  },
  {
    turns: ["List your capabilities / supported query types."],
    expect: "help",
  },

  // None (out of scope)
  {
    turns: ["whats the weather going to be like for my daughters soccer game tomorrow"],
    expect: "None",
  },
  {
    turns: ["Tell me a joke about kickers 😂"],
    expect: "None",
  },
  {
    turns: ["Who won the NBA Finals last year?"],
    expect: "None",
  },
  {
    turns: ["Should I be buying Bitcoin or Ethereum right now?"],
    expect: "None",
  },
  {
    turns: ["Who won Super Bowl III, and who was the MVP?"],
    expect: "None",
  },
  {
    turns: ["🏒 who's winning the Stanley Cup this year"],
    expect: "None",
  },
  {
    turns: ["Could you recommend a good recipe for game-day chili?"],
    expect: "None",
  },
  {
    turns: ["Who holds the NFL record for most career rushing yards?"],
    expect: "None",
  },

  // multi-turn follow-ups (the last turn is scored)
  {
    turns: ["Should I start Jameson Williams this week?", "what about next week?"],
    expect: "startSit",
    players: ["Jameson Williams"],
    week: "next",
  },
  {
    turns: ["Is Justin Jefferson playing this week?", "and Jordan Addison?"],
    expect: "status",
    players: ["Jordan Addison"],
  },
  {
    turns: ["What's Drake London's outlook for the rest of the season?", "how about bijan 👀"],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Should I start Quentin Johnston or Wan'Dale Robinson?", "what if Quentin ends up ruled out"],
    expect: "startSit",
    players: ["Quentin Johnston", "Wan'Dale Robinson"],
  },
  {
    turns: ["What are my playoff odds?", "ok and if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What's my record?", "what about the Blitz Brigade, just so I can gloat at Coach Quinn"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["Who's injured on my team this week?", "and next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Rank my WRs this week", "now do RBs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["What's Sam Darnold's trade value?", "so I should sell him, then?"],
    expect: "tradeValue",
    players: ["Sam Darnold"],
  },
  {
    turns: ["How's my matchup looking this week?", "and next week's?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Is Chris Olave hurt?", "ok so do i start him or rome odunze"],
    expect: "startSit",
    players: ["Chris Olave", "Rome Odunze"],
  },
  {
    turns: ["Who should I pick up off waivers this week?", "How much should I bid on him, I have $40 left"],
    expect: "waivers",
  },

  // two-part questions
  {
    turns: ["Is Josh Jacobs good to go Sunday, and if he is, do I start him over Jaylen Warren?"],
    expect: ["status", "startSit"],
    players: ["Josh Jacobs", "Jaylen Warren"],
  },
  {
    turns: ["What's my record, and what are my playoff odds looking like?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Who's hurt on my team this week, and who should I pick up to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Proj total this wk + win prob vs Pocket Passers?"],
    expect: ["projectedTotal", "matchup"],
    team: "Pocket Passers",
  },
  {
    turns: ["What's Kyle Pitts worth in a trade, and can you give me some trade ideas built around him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Kyle Pitts"],
  },
  {
    turns: ["is my lineup good and how many pts am i projected"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["De'Von Achane rest of season outlook 📈 and what would he fetch in a trade 💰"],
    expect: ["outlook", "tradeValue"],
    players: ["De'Von Achane"],
  },
  {
    turns: ["Which team leads the league at present, and what would my playoff odds be should I win out?"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
];
