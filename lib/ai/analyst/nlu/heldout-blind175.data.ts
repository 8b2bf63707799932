// Blind held-out evaluation set 175 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a sarcastic, dramatic manager who vents about bad luck, uses emoji and CAPS for
// emphasis, and buries the real question inside the complaint.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_175: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "I have LOST three straight by under 5 points 🙃 so naturally the universe now wants me to choose between " +
        "Puka and Nabers this week. who do I actually start??",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "bijan or gibbs. i know i know, rich people problems. but i only have 2 RB spots and one of them is riding " +
        "the pine sunday 😤 who plays",
    ],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Is Drake London even worth starting this week or is he gonna give me 4 catches for 31 yards AGAIN 🙄",
      "ok forget him. Zay Flowers — do I start him this week or nah?",
    ],
    expect: "startSit",
    players: ["Zay Flowers"],
  },
  {
    turns: [
      "week 11 dilemma because apparently I can't catch a break: Kyren or Chuba?? 😭 who's getting the start for " +
        "me in week 11",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Chuba Hubbard"],
    week: 11,
  },
  {
    turns: [
      "Should I sit Derrick Henry this week? The man is 31 and I swear he's aging in dog years ONLY on my roster 💀",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Bo Nix or Jared Goff this week, I'm begging, somebody help me",
      "and if Goff's the pick, which one do I roll with, Amon-Ra or Jamo? i can only fit one",
    ],
    expect: "startSit",
    players: ["Amon-Ra St. Brown", "Jameson Williams"],
  },
  {
    turns: [
      "Start Tucker Kraft or Kittle this week?? AND while you're at it is Kittle even healthy or is his " +
        "hamstring made of wet spaghetti 🍝",
    ],
    expect: ["startSit", "status"],
    players: ["Tucker Kraft", "George Kittle"],
  },

  // compare
  {
    turns: [
      "Rest of season, who would you rather have: Ja'Marr or JSN? I keep getting outscored by people who start " +
        "kickers at flex so my judgment is clearly broken",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "dynasty-brain question 🧠 long term, Jeanty or Omarion Hampton? not for this week, for like... the rest of " +
        "my miserable fantasy life",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "who's better the rest of the way, Brock Bowers or Trey McBride",
      "ok now throw Kelce into that mix too. who's the best of the three going forward? 👴",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride", "Travis Kelce"],
  },
  {
    turns: [
      "Genuinely asking bc I'm spiraling: is Breece Hall actually better than James Cook for the rest of 2025 or " +
        "have I been gaslit by the preseason rankings 😩",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "McConkey vs Egbuka ROS. GO. (I've been wrong about literally everything this year so expect me to do the " +
        "opposite lol)",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Emeka Egbuka"],
  },
  {
    turns: [
      "Tet McMillan or Rome Odunze, who's the better WR long term?",
      "what about MHJ compared to both of them? he's been such a tease 🙄",
    ],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Tetairoa McMillan", "Rome Odunze"],
  },
  {
    turns: [
      "who's the better back for the rest of the year, Jonathan Taylor or Saquon?? and what's JT gonna score " +
        "this week, bc I need SOMETHING to hope for 🙏",
    ],
    expect: ["compare", "outlook"],
    players: ["Jonathan Taylor", "Saquon Barkley"],
  },

  // slot
  {
    turns: [
      "My FLEX spot has scored a combined 19 points in three weeks. NINETEEN. 🔥🗑️🔥 who goes in there this week — " +
        "Chase Brown, Rico Dowdle or Zay Flowers?",
    ],
    expect: "slot",
    players: ["Chase Brown", "Rico Dowdle", "Zay Flowers"],
    position: "FLEX",
  },
  {
    turns: ["who should be my RB2 this week? Bucky or Kenneth Walker, pick one before I throw my phone into a lake"],
    expect: "slot",
    players: ["Bucky Irving", "Kenneth Walker III"],
    position: "RB",
  },
  {
    turns: ["TE spot this week. LaPorta or Ferguson. Both have personally betrayed me. Which traitor gets the slot 🙄"],
    expect: "slot",
    players: ["Sam LaPorta", "Jake Ferguson"],
    position: "TE",
  },
  {
    turns: [
      "Who should I put at WR3 this week? I have Jakobi Meyers and Courtland Sutton and both are coin flips",
      "ok and if Sutton takes WR3, who fills the flex — Pollard or Javonte?",
    ],
    expect: "slot",
    players: ["Tony Pollard", "Javonte Williams"],
    position: "FLEX",
  },
  {
    turns: [
      "who fills my flex this week?? I've tried everyone on my bench at this point and they ALL bust. just pick " +
        "the least cursed one 😑",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "my QB spot is a DISASTER zone 🚨",
      "so who should fill it this week? I've got Caleb Williams and Baker Mayfield and neither one sparks joy",
    ],
    expect: "slot",
    players: ["Caleb Williams", "Baker Mayfield"],
    position: "QB",
  },

  // lineup
  {
    turns: [
      "SET MY LINEUP. I can't do it anymore, every decision I make turns to ash 🔥 just handle it for me this week",
    ],
    expect: "lineup",
  },
  {
    turns: ["is my lineup optimal or did I sabotage myself again? be honest, I can take it (I cannot take it)"],
    expect: "lineup",
  },
  {
    turns: [
      "ugh I lost by 0.4 last week because I benched the wrong guy 😭",
      "can you just check my whole lineup for this week so that doesn't happen AGAIN",
    ],
    expect: "lineup",
  },
  {
    turns: ["Look over my week 11 lineup before I do something stupid. Like stupider than usual."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "who should I start at TE this week, Bowers or McBride?",
      "cool. now look at the rest of my lineup too, is the whole thing right or am I leaving points on the bench " +
        "like a clown 🤡",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "optimize my lineup for this week and tell me what my projected total is, I need to know exactly how badly " +
        "I'm going to lose 📉",
    ],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: [
      "How many points is Jahmyr Gibbs going to put up this week? and don't say 'a lot' I need a NUMBER to cling to",
    ],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "What's Jaxson Dart's ceiling this week? Asking as someone whose entire season now rests on a rookie QB 😬",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "what's the outlook for Tyreek this week? he's been putting up kicker numbers",
      "and what about next week?",
    ],
    expect: "outlook",
    players: ["Tyreek Hill"],
    week: "next",
  },
  {
    turns: ["realistic floor for Josh Jacobs this week? like worst case, how bad does it get 😵"],
    expect: "outlook",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["how's Quinshon Judkins projecting for week 11?", "ok and Woody Marks for that same week"],
    expect: "outlook",
    players: ["Woody Marks"],
    week: 11,
  },
  {
    turns: [
      "BTJ has been a literal ghost 👻",
      "what's his outlook this week? is he gonna actually DO something or is the projection lying to me again",
    ],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },

  // status
  {
    turns: ["Is CMC playing this week??? if he's hurt AGAIN I'm moving to a cabin in the woods 🌲"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Tee Higgins has been limited in practice all week and my group chat is LOVING my suffering 😩",
      "so is he actually playing or is this a game-time decision thing",
    ],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["is Rashee Rice suiting up sunday", "what about Travis Kelce, is he healthy?"],
    expect: "status",
    players: ["Travis Kelce"],
  },
  {
    turns: ["is Garrett Wilson hurt or is he just invisible on the field 🫠 seriously is he ok"],
    expect: "status",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Mark Andrews status?? is he even active this week, I have no backup and no will to live (fantasy-wise)"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is Jayden Daniels playing this week, and if he is, do I start him over Drake Maye?"],
    expect: ["status", "startSit"],
    players: ["Jayden Daniels", "Drake Maye"],
  },

  // tradeValue
  {
    turns: [
      "what is Davante Adams actually worth in a trade? feels like everyone in this league thinks he's still a " +
        "2nd round pick from 2019 💀",
    ],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["sell high on JSN or hold? he's the ONLY thing going right for me so naturally I'm paranoid"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["should I sell Derrick Henry now before he falls off a cliff", "ok what about Achane, sell or hold?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Is now the time to buy Chris Olave or am I just being desperate again 🤡"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: [
      "I keep getting lowball offers for George Pickens",
      "how much is he actually worth in a trade right now? what's the real market on him",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: [
      "Kyle Pitts had ONE good game and now everybody in the league is in my DMs about him 🙄",
      "so is he worth anything real in a trade or do I just hold",
    ],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },

  // buyLow
  {
    turns: [
      "who are some buy-low guys I should target? everyone else in this league gets lucky so I might as well " +
        "steal their UNlucky players 😈",
    ],
    expect: "buyLow",
  },
  { turns: ["any sell-high candidates I should be shopping before the bubble pops? 🫧"], expect: "buyLow" },
  {
    turns: [
      "I've been fleeced in every trade I've made this year",
      "so flip it for me — who are the buy-low guys I should go after now?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who should I be trying to buy low on right now?", "ok and flip side, who should I sell high?"],
    expect: "buyLow",
  },
  {
    turns: ["which players are undervalued right now that I can pry loose from some panicking manager 🕵️"],
    expect: "buyLow",
  },
  {
    turns: [
      "who are the best sell-high candidates right now and who should I pick up off waivers with my leftover FAAB?",
    ],
    expect: ["buyLow", "waivers"],
  },

  // trade
  {
    turns: [
      "Coach Quinn offered me Puka for Bijan. BIJAN. is this a fleece or am I the sucker here 🧐 should I accept?",
    ],
    expect: "trade",
    players: ["Puka Nacua", "Bijan Robinson"],
  },
  {
    turns: ["Would you do Jonathan Taylor for CeeDee Lamb + Tucker Kraft? I'd be the one giving up JT"],
    expect: "trade",
    players: ["Jonathan Taylor", "CeeDee Lamb", "Tucker Kraft"],
  },
  {
    turns: ["someone offered me Josh Allen for Lamar", "who wins that deal though? I'm the one getting Allen"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: ["trade check 🚨 I give Nabers, I get Justin Jefferson AND Etienne. Accept or run for the hills?"],
    expect: "trade",
    players: ["Malik Nabers", "Justin Jefferson", "Travis Etienne"],
  },
  {
    turns: [
      "I'm thinking of offering Jaylen Waddle to Coach Finley for Kenneth Walker III",
      "would that be fair or am I getting robbed again",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Kenneth Walker III"],
  },
  {
    turns: [
      "Brock Bowers for Saquon straight up — who wins this trade? don't sugarcoat it, my ego is already in pieces",
    ],
    expect: "trade",
    players: ["Brock Bowers", "Saquon Barkley"],
  },

  // waivers
  {
    turns: [
      "who do I pick up this week?? and to make room, do I drop Aiyuk or Godwin — both are basically hospital " +
        "furniture at this point 🏥",
    ],
    expect: ["waivers", "dropStash"],
    players: ["Brandon Aiyuk", "Chris Godwin"],
  },
  {
    turns: ["how much FAAB should I throw at Kyle Monangai? I've got $37 left and zero self-control"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Harold Fannin Jr. is just sitting there on waivers",
      "how much should I bid on him? i have like 40 bucks left",
    ],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: ["best waiver adds this week?? I need a WR who isn't allergic to the end zone"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: [
      "Sean Tucker is on waivers and I'm about to blow my WHOLE budget on him. talk me down or tell me what to bid 💸",
    ],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  {
    turns: ["who should I grab off waivers this week", "specifically a RB, mine keep exploding like fireworks 🎆"],
    expect: "waivers",
    position: "RB",
  },

  // playoffs
  { turns: ["Be honest. what are my playoff odds right now. Do I even have a pulse 💀"], expect: "playoffs" },
  {
    turns: ["am I making the playoffs or should I start mentally preparing for the toilet bowl 🚽"],
    expect: "playoffs",
  },
  {
    turns: ["I'm 4-5 and my luck is HISTORICALLY bad", "so what are my chances of making the playoffs as it stands?"],
    expect: "playoffs",
  },
  {
    turns: ["what % chance do I have to finish top 6? just give me the number, I'll cry privately"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "ok realistically, with that, am I a playoff team as things stand today?"],
    expect: "playoffs",
  },
  {
    turns: ["what are my playoff odds right now and what's my current record/standing? I've lost track of my own pain"],
    expect: ["playoffs", "record"],
  },

  // improveOdds
  {
    turns: [
      "what moves can I make to actually improve my playoff odds? I'm open to anything short of selling my soul " +
        "(negotiable)",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["how do I claw my way into the playoffs from here, like what do I need to DO roster-wise 🛠️"],
    expect: "improveOdds",
  },
  { turns: ["my playoff odds are trash, I KNOW", "so what can I change to bump them up?"], expect: "improveOdds" },
  {
    turns: [
      "give me a game plan to boost my playoff chances. trades, pickups, sacrifices to the fantasy gods, whatever 🕯️",
    ],
    expect: "improveOdds",
  },
  { turns: ["what's the single best move to raise my odds of sneaking into the 6th seed?"], expect: "improveOdds" },
  {
    turns: ["am I in the playoffs right now?", "ok that's grim. what moves would improve those odds?"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am I even playing this week? let me guess, the team that's about to have everyone go off 🙄"],
    expect: "matchup",
  },
  { turns: ["am I favored this week or is it another L with my name on it"], expect: "matchup" },
  {
    turns: ["who's my opponent this week", "ok and what's my win probability against them? lowball me, I'm used to it"],
    expect: "matchup",
  },
  {
    turns: ["I'm playing Coach Tatum this week right?", "how do I stack up against him, am I favored?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["break down my week 10 matchup for me. and be gentle 😭"], expect: "matchup", week: 10 },
  {
    turns: ["Who's my opponent this week and what's my projected score? rip off the band-aid"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  { turns: ["what's my record again? actually don't answer I know it's bad. fine answer it 🙄"], expect: "record" },
  {
    turns: [
      "Coach Blake just talked trash in the group chat 😤",
      "where do I even stand in the standings right now? do I have room to talk back",
    ],
    expect: "record",
  },
  {
    turns: [
      "I feel like I've lost every close game this year",
      "what's my actual record and where does that put me in the league",
    ],
    expect: "record",
  },
  { turns: ["remind me what place I'm in. I've blocked it from memory as a coping mechanism"], expect: "record" },
  { turns: ["how many wins do I have? 4? 5? the pain blurs it all together"], expect: "record" },
  {
    turns: ["am I above .500 or below? and who's sitting in first place so I know who to hate 📉"],
    expect: ["record", "leaders"],
  },

  // rosterStatus
  { turns: ["which of my players are injured right now? give me the full casualty report 🚑"], expect: "rosterStatus" },
  { turns: ["who's on bye for me this week? please tell me it's not half my team"], expect: "rosterStatus" },
  { turns: ["who on my team is hurt", "and who's on bye next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["any of my guys out in week 12? byes, injuries, whatever — what's going wrong for me that week"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["do I have anybody on bye this week or is my bad luck taking a week off for once", "and week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["injury report for MY roster please. I need to know how many fires are burning 🔥🔥"],
    expect: "rosterStatus",
  },

  // positionRank
  { turns: ["rank my WRs. bottom one gets benched and maybe yelled at"], expect: "positionRank", position: "WR" },
  {
    turns: ["rank my running backs for me, best to worst. (more like bad to worse)"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my tight ends", "now do my wide receivers"], expect: "positionRank", position: "WR" },
  {
    turns: ["how do my QBs stack up against each other? rank em", "alright same thing for my TEs please 🙏"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["order my RBs from most to least trustworthy. all of them have burned me so go off"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["where do my receivers rank, top to bottom? asking bc I have no idea who my WR1 even is anymore 🫠"],
    expect: "positionRank",
    position: "WR",
  },

  // projectedTotal
  {
    turns: [
      "what's my team projected to score this week? give me the number AND the range so I know how far the fall is",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["projected points for my squad this week? just the total, I can't handle the details"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "how many points is my lineup projected for this week?",
      "what about the range — best case and worst case?",
    ],
    expect: "projectedTotal",
  },
  { turns: ["what's my projected total for week 11? 📊"], expect: "projectedTotal", week: 11 },
  {
    turns: [
      "set my lineup for this week",
      "ok with that lineup, how many points am I projected for? round up, I need the emotional support",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["my ceiling and floor as a TEAM this week, what are they? I wanna see the ceiling I'll never reach"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["who's the best team in the league right now? so I know who to be bitter about"], expect: "leaders" },
  {
    turns: ["what's Coach Ellis's record? Pocket Passers keeps lucking into wins and I want receipts 🧾"],
    expect: "leaders",
    team: "Pocket Passers",
  },
  { turns: ["who's leading the league in points", "and which team has the best playoff odds?"], expect: "leaders" },
  { turns: ["who's in first place? let me guess it's someone who drafted on autopilot"], expect: "leaders" },
  {
    turns: ["What's the Sunday Scaries' record? they crushed me in week 3 and I've been holding a grudge ever since"],
    expect: "leaders",
    team: "Sunday Scaries",
  },
  {
    turns: ["who's the strongest team this year", "what's Audible Alchemists' record though? they seem overrated"],
    expect: "leaders",
    team: "Audible Alchemists",
  },

  // sleepers
  {
    turns: ["give me some sleepers for next week. I need someone nobody's talking about"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any sneaky pickups for next week? the kind that make the rest of the league go 'who??' 🤫"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who should I be stashing for next week", "deep sleepers only, I already know the obvious names"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["sleeper WRs for next week? my receivers are a crime scene"],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  {
    turns: ["who should I pick up this week", "nah, think ahead — who's an under-the-radar add for next week's games?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["name me a sleeper TE for next week bc apparently mine died (in the fantasy sense)"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },

  // dropStash
  {
    turns: ["should I drop Brandon Aiyuk or stash him? I've been holding him like a bad lottery ticket 🎟️"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["Chris Godwin is hurt AGAIN. drop or stash? be honest"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: [
      "I need roster space BADLY",
      "which of my injured guys should I cut? I'm too emotionally attached to decide",
    ],
    expect: "dropStash",
  },
  { turns: ["worth stashing Jayden Reed on IR or just cut bait"], expect: "dropStash", players: ["Jayden Reed"] },
  { turns: ["Is Alvin Kamara hurt?", "ok so do I drop him or hold?"], expect: "dropStash", players: ["Alvin Kamara"] },
  {
    turns: ["Dalton Kincaid has been injured for what feels like a DECADE. drop him already or keep stashing?"],
    expect: "dropStash",
    players: ["Dalton Kincaid"],
  },

  // byeCover
  {
    turns: ["my QB's on bye next week (because OF COURSE) who's my backup plan?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["my TE is on bye this week, naturally", "so who do I stream at TE? I literally have nobody"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: [
      "my QB's bye is week 12 and I only roster one because I live dangerously 🎲",
      "who should I pick up to cover QB that week",
    ],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["need a streaming TE for this week, my guy's on bye and I'm panicking 😰"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["my defense is on bye this week. which DEF do I stream so I don't get -4 from some random unit"],
    expect: "byeCover",
    position: "DEF",
  },
  {
    turns: ["Dicker's on bye and I refuse to lose by a missed field goal margin AGAIN. which kicker covers for him?"],
    expect: "byeCover",
    position: "K",
  },

  // scenario
  { turns: ["if I win out, do I make the playoffs? (lol 'if')"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what happens to my playoff odds if I go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["say I finish 8-6. am I in? because that's about the best my cursed team can manage"],
    expect: "scenario",
    scenario: { wins: 8, games: 14 },
  },
  {
    turns: ["my odds are bad already", "and if I lose this week? go ahead, twist the knife 🔪"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I win two more games, what does that do to my chances?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["what if I go 4-1 from here", "and 2-3?"], expect: "scenario", scenario: { wins: 2, games: 5 } },

  // tradeIdeas
  {
    turns: ["what can I get for Jahmyr Gibbs? not saying I'm selling, just... window shopping in despair"],
    expect: "tradeIdeas",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["trade targets for Garrett Wilson? I want to flip him for something that actually scores"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["I want to move Mike Evans", "who could I target for him?"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  {
    turns: ["any 2-for-1 packages I could build around Nico Collins to fix my RB dumpster fire?"],
    expect: "tradeIdeas",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "Give me some trade ideas built around Jerry Jeudy — who would actually want him and what could I pull back?",
    ],
    expect: "tradeIdeas",
    players: ["Jerry Jeudy"],
  },
  {
    turns: ["Tyler Warren is apparently my best trade chip 🙃", "what trades could I put together around him"],
    expect: "tradeIdeas",
    players: ["Tyler Warren"],
  },

  // help
  { turns: ["ok what can you even do? besides watch me lose 🙃"], expect: "help" },
  { turns: ["can you set lineups?", "what else can you do, give me the full list of tricks 🎩"], expect: "help" },
  { turns: ["hi", "what are you actually capable of helping with?"], expect: "help" },
  { turns: ["help. no like literally, what are your features"], expect: "help" },

  // None
  { turns: ["is it going to rain in Buffalo on sunday? asking for my sanity, not my lineup"], expect: "None" },
  { turns: ["my team is garbage this week 😩", "just tell me a joke, I need one"], expect: "None" },
  { turns: ["what's the spread on Lions-Packers? I'm thinking about betting my rent 💸"], expect: "None" },
  { turns: ["can you help me write an email to my boss explaining why I'll be 'sick' on Monday"], expect: "None" },
  { turns: ["what's a good wing recipe for sunday? at least my FOOD can win"], expect: "None" },
  { turns: ["who wins the super bowl this year", "ok then give me a parlay for sunday night"], expect: "None" },
];
