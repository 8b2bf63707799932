// Blind held-out evaluation set 165 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a busy parent multitasking — questions interleaved with side remarks about kids, dinner
// and carpool, fragments, half-finished thoughts, then the question.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_165: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "morning chaos. two kids, one shoe.",
      "Jameson Williams or Zay Flowers in my lineup today? typing one-handed, baby on my hip",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers"],
  },
  {
    turns: [
      "dinner's in the oven, 20 min. do I start Bo Nix or Jaxson Dart this week... Dart's matchup " +
        "looks, ugh, whatever, just tell me which one",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
  },
  {
    turns: [
      "carpool running late again. who's better to start today, Chuba Hubbard or Rico Dowdle?",
      "ok wait my son just spilled juice everywhere. what about Kyle Monangai instead of Dowdle, Hubbard or Monangai?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Kyle Monangai"],
  },
  {
    turns: ["is Tucker Kraft a start for me this week? hold on, the dog is eating a crayon"],
    expect: "startSit",
    players: ["Tucker Kraft"],
  },
  {
    turns: [
      "should I start Courtland Sutton this week",
      "ok got it. soccer practice moved to 5 apparently, great. and for week 11 — Sutton or Jakobi Meyers?",
    ],
    expect: "startSit",
    players: ["Courtland Sutton", "Jakobi Meyers"],
    week: 11,
  },
  {
    turns: [
      "JSN vs Egbuka for my lineup today — pick one, I'm in the pharmacy drive-thru and the twins are " +
        "kicking the seats",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Emeka Egbuka"],
  },

  // compare
  {
    turns: [
      "not for this week, more like the rest of the year — Bijan or Gibbs, who's better? daughter's " +
        "bday party is eating my whole Saturday so I'm thinking long term lol",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "rest of season, who's the better WR, Drake London or Garrett Wilson? the twins are screaming so keep it short",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "who's better going forward, Ashton Jeanty or Omarion Hampton?",
      "ok. lunches packed, backpacks by the door. same question but Jeanty vs Quinshon Judkins",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Quinshon Judkins"],
  },
  {
    turns: [
      "need to think past this week for once.",
      "long term, who would you rather own — Trey McBride or Brock Bowers? ignore this week's lineup. " +
        "also my 4 year old only eats beige food now, fun times",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "ROS question: Tetairoa McMillan or Xavier Worthy, who do you like more for the back half of " +
        "the season? typing from the pickup line",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Xavier Worthy"],
  },
  {
    turns: [
      "Mahomes vs Burrow for the rest of the year, who's the better QB to own",
      "sorry had to referee a lego fight. same question for Josh Allen vs Lamar?",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson"],
  },

  // slot
  {
    turns: ["who should be in my flex this week? half-watching the toddler, pls just a name"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["just got back from drop-off", "who's my RB2 today? mac n cheese boiling over, brb"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["TE spot — who do I put there this week? grocery list in the other hand"], expect: "slot", position: "TE" },
  {
    turns: ["who's my QB this week", "k thanks. kids want tacos again. and who goes in my flex?"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["my WR3 spot... who fills it today? one sec, someone's crying... ok who"], expect: "slot", position: "WR" },
  {
    turns: [
      "who should I play at flex this week?",
      "field trip form finally signed... and for next week, who's my flex?",
    ],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // lineup
  { turns: ["can you just set my whole lineup for today, I'm elbow deep in dishes"], expect: "lineup" },
  {
    turns: [
      "who am I playing this week",
      "ok scary. check my starting lineup pls, anything dumb in there? carpool in 10",
    ],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup for week 10, the baby finally fell asleep and I have like 4 minutes"],
    expect: "lineup",
    week: 10,
  },
  {
    turns: [
      "what's the best lineup I can put out this week",
      "ugh forgot the permission slip. ok same thing for next week — best lineup?",
    ],
    expect: "lineup",
    week: "next",
  },
  { turns: ["does my lineup look right? kid #2 has a fever so I haven't touched it since Tuesday"], expect: "lineup" },
  {
    turns: ["making pancakes for six kids at a sleepover.", "just fix my lineup, whatever's optimal, I trust you"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["how's Puka looking this week, projection-wise? sorry, in the car line"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["is Saquon healthy?", "ok good. so what's his ceiling and floor today? kids arguing over the remote"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "what's the outlook for Cam Skattebo the rest of the way",
      "sorry, forgot the chicken was still out. and Tyrone Tracy?",
    ],
    expect: "outlook",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["folding laundry and overthinking.", "is Kyren Williams actually good or am I imagining it"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["how many points is Derrick Henry projected for today? packing the diaper bag"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "how's Brian Thomas Jr. projected this week",
      "hang on school nurse calling... ok back. what about his outlook next week?",
    ],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
    week: "next",
  },

  // status
  {
    turns: ["is CMC playing today? need to know before we leave for church"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Tyreek hurt or what? heard something on the radio while dropping the kids off"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["was Rashee Rice practicing this week? trying to pack snacks for the game"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: [
      "should I start Tee Higgins or Jordan Addison",
      "wait is Higgins even healthy? my kid says he saw something on tiktok lol",
    ],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["Mark Andrews injury status?? sorry, one hand on the stroller"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["lasagna in the oven.", "is Alvin Kamara active today or nah"],
    expect: "status",
    players: ["Alvin Kamara"],
  },

  // tradeValue
  {
    turns: ["what's Travis Kelce worth in a trade right now? asking between bath and bedtime"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "thinking about shaking up my roster. kids are at grandma's so I actually have time",
      "Jonathan Taylor — sell high or hold? my husband says sell",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is now a good time to buy low on Marvin Harrison Jr.? waiting in the orthodontist lobby"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["what's Nico Collins's trade value", "ok and Kittle's? sorry, the 3yo is narrating everything I type"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  {
    turns: ["what's Breece Hall's trade value these days, high or low? kids fighting over the ipad"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },

  // buyLow
  { turns: ["who are some buy-low guys right now? I have 5 min before practice pickup"], expect: "buyLow" },
  {
    turns: ["give me a couple buy-low targets around the league. baby monitor is going off, be quick"],
    expect: "buyLow",
  },
  {
    turns: [
      "who's my RB2 this week",
      "ok. chili's simmering. different topic — who are the best buy-low candidates right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who's underperforming that I could scoop up cheap? like classic buy-low types. one kid on my lap"],
    expect: "buyLow",
  },
  { turns: ["spelling bee practice tonight too, ugh.", "which of my guys should I sell high on?"], expect: "buyLow" },

  // trade
  {
    turns: ["I'd give Rhamondre Stevenson and get Chris Olave — should I accept? kids yelling in the background"],
    expect: "trade",
    players: ["Rhamondre Stevenson", "Chris Olave"],
  },
  {
    turns: [
      "got a trade offer, hold on, spaghetti",
      "my Javonte Williams + Jaylen Warren for their James Cook. good or bad for me?",
    ],
    expect: "trade",
    players: ["Javonte Williams", "Jaylen Warren", "James Cook"],
  },
  {
    turns: [
      "trade check: I send Jalen Hurts, I get Baker Mayfield plus Hunter Henry. accept? typing at a " +
        "red light (kidding, parked)",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Baker Mayfield", "Hunter Henry"],
  },
  {
    turns: [
      "thinking about trading Tony Pollard for DK Metcalf",
      "sorry the dog got out. so is that a good deal for me or not?",
    ],
    expect: "trade",
    players: ["Tony Pollard", "DK Metcalf"],
  },
  {
    turns: ["give Davante Adams, get Rome Odunze — yes or no? between swim lessons"],
    expect: "trade",
    players: ["Davante Adams", "Rome Odunze"],
  },
  {
    turns: ["kids are asleep finally. should I accept this: I send A.J. Brown, I get Terry McLaurin and Chase Brown"],
    expect: "trade",
    players: ["A.J. Brown", "Terry McLaurin", "Chase Brown"],
  },

  // tradeIdeas
  {
    turns: ["swim meet is endless.", "what could I get for Jake Ferguson?"],
    expect: "tradeIdeas",
    players: ["Jake Ferguson"],
  },
  {
    turns: ["who should I trade for? I need something, anything — kids are on break next week and I'll be useless"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "rank my running backs this week",
      "ok I'm clearly RB-heavy. which team needs a RB so I can deal one? packing lunches",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["what's Drake Maye's outlook", "ok nice. so what could I get for him in a trade? which teams would bite?"],
    expect: "tradeIdeas",
    players: ["Drake Maye"],
  },
  {
    turns: [
      "find me a trade partner for a tight end upgrade, I'm tired of zero points from my TE. the " +
        "toddler is drawing on the wall as I type",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["any teams I could trade with to get a WR1? baseball practice ran over again"],
    expect: "tradeIdeas",
    position: "WR",
  },

  // waivers
  { turns: ["who should I pick up off waivers this week? typing in the school parking lot"], expect: "waivers" },
  {
    turns: ["best RB on the wire right now, and what should I bid? need to get it in before dinner"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "who's my TE this week",
      "ugh he's useless. is there a TE worth claiming off waivers? kid needs help with fractions after",
    ],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["who's out on my team this week", "ugh ok. who's the best add on waivers right now then?"],
    expect: "waivers",
  },
  {
    turns: ["how much FAAB should I throw at the top waiver guy? I've got like 60 left. kid's recital at 7"],
    expect: "waivers",
  },
  { turns: ["any WR adds worth making today? quick, pasta water's boiling"], expect: "waivers", position: "WR" },

  // sleepers
  {
    turns: ["any deep sleepers I should stash for later in the season? not urgent, I'm at the pediatrician"],
    expect: "sleepers",
  },
  {
    turns: [
      "bedtime routine in progress...",
      "who's a good stash for the playoff weeks? like a guy nobody's rostered yet",
    ],
    expect: "sleepers",
  },
  {
    turns: ["pickups for next week, not this week — who should I be eyeing? bedtime story in 5"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who should I add off waivers today", "ok thanks. longer term though — any sleepers worth a bench spot?"],
    expect: "sleepers",
  },
  {
    turns: ["my bench is all garbage and the toddler keeps hitting the laptop", "sleeper RBs to stash?"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["who's a stash-and-wait guy that could pay off late in the year? making costumes for the school play"],
    expect: "sleepers",
  },

  // playoffs
  { turns: ["what are my playoff odds right now? kids are asleep, I can finally panic properly"], expect: "playoffs" },
  { turns: ["do I have a real chance at the playoffs? be honest, I'm in the car line"], expect: "playoffs" },
  {
    turns: [
      "my brother-in-law runs Sunday Scaries and won't shut up at family dinner",
      "what are their playoff chances?",
    ],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["what's my record", "oof. ok so what are my playoff chances looking like?"], expect: "playoffs" },
  {
    turns: ["playoff % for Waiver Wire Wizards? just curious, waiting on pickup"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  { turns: ["soccer snack duty today.", "am I making the playoffs or not, give me a %"], expect: "playoffs" },

  // improveOdds
  {
    turns: ["what moves would actually raise my playoff odds? I've got 10 min while the kids do homework"],
    expect: "improveOdds",
  },
  {
    turns: [
      "what's my record",
      "3 losses in a row and I'm making chicken nuggets again. how do I turn this season around?",
    ],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds", "yikes. what can I do to improve them?"], expect: "improveOdds" },
  {
    turns: [
      "what should I change to make the playoffs? trades, pickups, whatever. kid's got a cough so I'm home anyway",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["give me a plan to boost my playoff chances — sorry, the dishwasher is leaking, talk fast"],
    expect: "improveOdds",
  },
  {
    turns: ["tired parent energy here.", "anything I can do to save my season and sneak into the playoffs?"],
    expect: "improveOdds",
  },

  // scenario
  {
    turns: ["if I win out, do I make the playoffs? just tell me yes lol, wiping a nose"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what do my playoff odds look like if I lose this week? bracing myself between carpool runs"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["playoff chances if I go 3-2 over the last five games? the kids want dessert before dinner, no"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff odds", "ok and with 2 more wins?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: [
      "what are my playoff odds",
      "ok not great. what if I go 4-1 in my last five? half listening to a spelling list",
    ],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: [
      "kids eating cereal for dinner, don't judge.",
      "say I win every remaining game — where do my playoff odds land?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },

  // matchup
  { turns: ["who am I playing this week? forgot, too much going on with the school fundraiser"], expect: "matchup" },
  {
    turns: ["good morning, coffee #3", "am I favored today? my husband keeps asking and I'm elbow deep in laundry"],
    expect: "matchup",
  },
  { turns: ["what's my win probability this week? quick, the bus is coming"], expect: "matchup" },
  {
    turns: ["who do I play this week", "ok and what's the projected score of that game? sorry, toddler meltdown"],
    expect: "matchup",
  },
  {
    turns: ["who's my opponent next week? trying to plan the weekend around the kids' stuff"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["baby's napping, finally.", "how's my matchup looking — projected score for both sides?"],
    expect: "matchup",
  },

  // record
  { turns: ["what's my record again? so sleep deprived"], expect: "record" },
  { turns: ["where am I in the standings right now? in line at the school office"], expect: "record" },
  {
    turns: ["Coach Quinn and I carpool and he will not stop bragging", "what's his team's record?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  { turns: ["what's my record", "ok and Pocket Passers?"], expect: "record", team: "Pocket Passers" },
  { turns: ["remind me my W-L and what place I'm in, typing while stirring the soup"], expect: "record" },
  {
    turns: ["how's Hail Mary Heroes doing, record-wise? my sister's team and the family group chat is heated"],
    expect: "record",
    team: "Hail Mary Heroes",
  },

  // leaders
  { turns: ["who's the best team in the league right now? between drop-off and work"], expect: "leaders" },
  {
    turns: ["kids in the backseat arguing about who touched who", "who leads the league in points?"],
    expect: "leaders",
  },
  { turns: ["show me the full league standings pls, all 12 teams. stuck at the dentist"], expect: "leaders" },
  { turns: ["what's my record", "got it. and who's in first overall?"], expect: "leaders" },
  {
    turns: [
      "which team has scored the most points this year? asking for the league group text, the baby's " +
        "teething so I'm up anyway",
    ],
    expect: "leaders",
  },

  // rosterStatus
  { turns: ["any of my guys injured or out today? need to know before we head to grandma's"], expect: "rosterStatus" },
  { turns: ["who's on bye for me next week? trying to plan ahead for once"], expect: "rosterStatus", week: "next" },
  {
    turns: ["set my lineup", "wait, before that — which of my players are questionable this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["anyone on my team on bye in week 12? holiday travel week, I'll barely check"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["who's hurt on my roster", "ok. and who's on bye next week? sorry, making the grocery list"],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  { turns: ["rank my WRs for this week. cooking dinner so bullet points pls"], expect: "positionRank", position: "WR" },
  {
    turns: ["order my running backs best to worst this week, I'm at the bus stop"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my wide receivers this week", "thanks. now do running backs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my tight ends for week 10, I have two and the kids keep interrupting my thinking"],
    expect: "positionRank",
    position: "TE",
    week: 10,
  },
  {
    turns: ["rank my RBs this week", "ok the kids want pizza. and for next week?"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["picked up a second QB last night", "now I'm confused. rank my QBs for today? tuna casserole in progress"],
    expect: "positionRank",
    position: "QB",
  },

  // projectedTotal
  { turns: ["how many points is my team projected for this week? folding towels"], expect: "projectedTotal" },
  {
    turns: ["trying to decide if I even watch today or just do laundry", "what's my projected total and range?"],
    expect: "projectedTotal",
  },
  { turns: ["set my lineup", "done? ok and what's that lineup projected to score?"], expect: "projectedTotal" },
  { turns: ["projected points for my squad next week? pickup in 15"], expect: "projectedTotal", week: "next" },
  { turns: ["how much are we projected to score, total? my kid asked and I didn't know"], expect: "projectedTotal" },

  // dropStash
  {
    turns: ["should I drop J.K. Dobbins or stash him on IR? kids need a bath"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["who should I pick up off waivers", "ok I want him but my bench is full. who do I drop to make room?"],
    expect: "dropStash",
  },
  {
    turns: ["is it time to cut Brandon Aiyuk? I'm tired of waiting on him, like waiting on my teenager to get ready"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is Chris Godwin hurt again", "ugh of course. do I drop him or hold?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["worst guy on my bench to cut? need a spot for a waiver add, kids' bedtime in 10"], expect: "dropStash" },
  {
    turns: ["the baby is screaming, forgive typos", "Bucky Irving — IR stash or drop? he's been out forever"],
    expect: "dropStash",
    players: ["Bucky Irving"],
  },

  // byeCover
  {
    turns: ["is Ladd McConkey on bye this week?", "ugh yes. who replaces him? soccer tournament all weekend"],
    expect: "byeCover",
    players: ["Ladd McConkey"],
  },
  { turns: ["who covers my TE spot during his bye week? kids' dentist day, ugh"], expect: "byeCover", position: "TE" },
  {
    turns: ["my QB's on bye next week — who do I start in his place? car line is crawling"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["who's on bye for me next week", "ugh. so who fills in for Kyle Pitts while he's on bye?"],
    expect: "byeCover",
    players: ["Kyle Pitts"],
    week: "next",
  },
  {
    turns: ["need a bye-week fill-in for CeeDee Lamb in week 12, who've I got? making the thanksgiving list already"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    week: 12,
  },
  {
    turns: ["who do I plug in for Josh Jacobs on his bye? doing pickup then piano"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
  },

  // help
  {
    turns: ["what can you actually do? friend said this app has an assistant but I've only had time to check scores"],
    expect: "help",
  },
  {
    turns: ["how do you work — like where do your numbers come from? asking while the kids watch bluey"],
    expect: "help",
  },
  { turns: ["hi, new here. what kinds of things can I ask you? one kid on each leg"], expect: "help" },
  { turns: ["hello?", "sorry, kid grabbed the phone. what are you able to help me with?"], expect: "help" },

  // None
  {
    turns: [
      "who's my flex this week",
      "thx. totally unrelated, what's a quick dinner with chicken thighs and rice? 30 min max",
    ],
    expect: "None",
  },
  { turns: ["is it going to rain for the kids' soccer game saturday?"], expect: "None" },
  { turns: ["tell me a joke my 7 year old would like, she's bored in the car"], expect: "None" },
  {
    turns: ["what are the odds the Chiefs cover tonight? thinking of putting $20 on it while the kids are at practice"],
    expect: "None",
  },

  // two-part
  {
    turns: ["kids in the bath, quick: what's my record and what are my playoff odds?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["who am I playing this week, and how many points is my team projected for? lunchboxes half packed"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "is De'Von Achane playing today? and if he is, should I start him over Rachaad White? chicken's on the grill",
    ],
    expect: ["status", "startSit"],
    players: ["De'Von Achane", "Rachaad White"],
  },
  {
    turns: ["who's injured on my team, and who should I pick up off waivers? in the pickup line"],
    expect: ["rosterStatus", "waivers"],
  },
  { turns: ["set my lineup, then tell me my win probability this week. dinner in 5"], expect: ["lineup", "matchup"] },
  {
    turns: [
      "what's Patrick Mahomes's trade value, and who are some buy-low guys I could go after? kids are " +
        "at practice for an hour",
    ],
    expect: ["tradeValue", "buyLow"],
    players: ["Patrick Mahomes"],
  },
  {
    turns: [
      "long day. kids finally down.",
      "ok two things: who's the best team in the league, and what are my odds if I win out?",
    ],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["rank my WRs this week and tell me who to drop from my bench. soccer carpool is honking"],
    expect: ["positionRank", "dropStash"],
    position: "WR",
  },
  {
    turns: ["what's Justin Jefferson's outlook this week, and who fills my flex? baby's asleep on me so typing slow"],
    expect: ["outlook", "slot"],
    players: ["Justin Jefferson"],
    position: "FLEX",
  },
];
