// Blind held-out evaluation set 115 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a stats nerd who cites target share, snap counts, PPR, ROS, and abbreviations everywhere.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_115: HeldOutCase[] = [
  // startSit
  {
    turns: ["nabers or jsn this wk? nabers TS is like 30% but jsn's YPRR is absurd rn"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["bucky irving vs chase brown in my flex for wk 10. brown's snap share jumped to 78% over L3"],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
    week: 10,
  },
  {
    turns: [
      "kittle logged a full practice thurs, he was running 80%+ of routes before the hammy",
      "ok so kittle or mcbirde this week in PPR? only room for one",
    ],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["worthy, pickens or addison sunday?? want whoever has the best air yards share vs a bottom-5 secondary"],
    expect: "startSit",
    players: ["Xavier Worthy", "George Pickens", "Jordan Addison"],
  },
  {
    turns: ["start dobbins or rhamondre this week", "ok and next week, same two? rhamondre's route % is creeping up"],
    expect: "startSit",
    players: ["J.K. Dobbins", "Rhamondre Stevenson"],
    week: "next",
  },
  {
    turns: ["monangai v skattebo wk 11 — who starts? both ~60% snaps but skatt gets the inside-the-10 carries"],
    expect: "startSit",
    players: ["Kyle Monangai", "Cam Skattebo"],
    week: 11,
  },

  // compare
  {
    turns: [
      "been pulling ROS target share splits for the falcons and jets WRs",
      "so london or garrett wilson — who's the better PPR asset the rest of the season?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "gibbs just had 9 targets and a 68% route rate lol",
      "bijan vs gibbs rest of season, purely on xFP and route participation. who ya got",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "brock bowers at a 25% TS as a TE is genuinely absurd",
      "is he a better player than mcbride going forward tho? not asking about this week",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "jeanty or omarion hampton, who's better ROS? jeanty's YAC/att is elite but hampton's got the receiving role",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["egbuka vs mcmillan — which rookie WR is the better player over the 2nd half, YPRR-wise"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["who's the better QB rest of the way in 4pt pass TD leagues, maye or dart? rushing floor matters a ton"],
    expect: "compare",
    players: ["Drake Maye", "Jaxson Dart"],
  },

  // slot
  {
    turns: ["who should i play at flex this week? want the highest projected PPR floor, not a boom/bust dart throw"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["my RB2 spot is a mess. who's the best option there for wk 10"],
    expect: "slot",
    position: "RB",
    week: 10,
  },
  {
    turns: [
      "my TE room is two guys and both are sitting at like 14% TS",
      "who's my best TE play this week by projected targets?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "ugh my WR3 just got carted off",
      "who slides into that WR slot now? prioritize snap % over big play variance",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["best flex play for next week? give me the highest median outcome in PPR"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  {
    turns: ["which D/ST on my roster should i start this week? want the one w/ the higher pressure rate matchup"],
    expect: "slot",
    position: "DEF",
  },

  // lineup
  {
    turns: ["optimize my whole starting lineup for wk 10 off projections, PPR. maximize expected pts"],
    expect: "lineup",
    week: 10,
  },
  {
    turns: ["can u sanity check my starters? pretty sure i've got a guy with a 40% snap share in there lol"],
    expect: "lineup",
  },
  {
    turns: ["just put in a waiver claim for a RB", "ok now set my optimal lineup"],
    expect: "lineup",
  },
  {
    turns: [
      "waivers just cleared, got my guy",
      "is my lineup set right for sunday or am i leaving points on the bench? EV-wise",
    ],
    expect: "lineup",
  },
  {
    turns: ["run the numbers on my starting 9 for next week and tell me what changes to make"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: [
      "been digging into the lions target tree splits",
      "is jameson williams legit or is it just aDOT variance? 3 TDs on an 18% TS screams regression",
    ],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: ["whats a realistic ROS projection for kyren williams? his RZ snap share is still elite"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "woody marks just played 70% of the snaps",
      "is he actually good tho or is it just volume? what should i expect from him ROS",
    ],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["what's jaxson dart's projeciton this week? rushing upside is basically his whole profile"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["quinshon judkins — legit RB1 the rest of the way or a volume mirage? 1.1 YAC/att is ugly"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },

  // status
  {
    turns: ["is ja'marr chase playing sunday? saw a DNP on wednesday's report"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["tyreek left practice early per the beat guys", "tyreek injury status?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["omarion hampton still dealing with that ankle right", "is he practicing yet or still a DNP"],
    expect: "status",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["cmc questionable again?? need his practice participation before i lock anything"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["rashee rice or zay flowers this week", "wait is rice even active? heard he might be out"],
    expect: "status",
    players: ["Rashee Rice"],
  },

  // tradeValue
  {
    turns: ["sell high on rico dowdle? 22 touches/g but his YPC is propped up by two 40+ yd runs"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["what's tee higgins worth in a trade rn? like what tier of return should i be asking for"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: ["buy low on MHJ? 35% air yards share but the efficiency has been brutal"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["k9's snap % fell to 45 last week, backup is vulturing the RZ work", "sell, hold or buy?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["hold or sell laporta. TS flat at 17% and the TDs dried up"],
    expect: "tradeValue",
    players: ["Sam LaPorta"],
  },

  // buyLow
  {
    turns: ["who are the best buy-low candidates in the league rn? guys w/ high xFP but bad actual output"],
    expect: "buyLow",
  },
  {
    turns: ["any sell-high guys on my roster? looking for TD-over-expected regression candidates"],
    expect: "buyLow",
  },
  {
    turns: ["find me buy low targets around the league, positive regression by expected TDs"],
    expect: "buyLow",
  },
  {
    turns: [
      "which WRs have the biggest gap between air yards and actual fantasy production",
      "ok so who should i actually be trying to buy low on",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who's due for negative regression that i should sell before the deadline?"],
    expect: "buyLow",
  },
  {
    turns: ["trade deadline is after wk 12 in our league", "buy-low / sell-high list pls, PPR scoring"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["offered my breece hall for puka. breece's route share is 55% but puka's TS is 29%. accept?"],
    expect: "trade",
    players: ["Breece Hall", "Puka Nacua"],
  },
  {
    turns: ["got an offer: i give kittle + rachaad white, i get ceedee lamb. lamb's TS is 27%. do it?"],
    expect: "trade",
    players: ["George Kittle", "Rachaad White", "CeeDee Lamb"],
  },
  {
    turns: [
      "trade offer just came in",
      "jalen hurts for my lamar straight up. good or bad for me once you factor in rushing TDs",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },
  {
    turns: ["would u do jsn for derrick henry + jakobi meyers? i'd be the one giving jsn"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Derrick Henry", "Jakobi Meyers"],
  },
  {
    turns: ["is aj brown for chris olave a win for me? olave's aDOT is like 14 and his TS is up"],
    expect: "trade",
    players: ["A.J. Brown", "Chris Olave"],
  },
  {
    turns: [
      "james cook's TD rate is wildly unsustainable imo",
      "thinking of sending him to get amon-ra. fair deal for me?",
    ],
    expect: "trade",
    players: ["James Cook", "Amon-Ra St. Brown"],
  },

  // tradeIdeas
  {
    turns: [
      "i need a WR1 caliber guy. who could i trade for, and which teams are WR-needy enough to take an RB off me?",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["build me a 2-for-1 around chuba hubbard and jordan addison to consolidate into a stud"],
    expect: "tradeIdeas",
    players: ["Chuba Hubbard", "Jordan Addison"],
  },
  {
    turns: [
      "i'm 5-4, deep at RB and thin basically everywhere else",
      "which teams in the league are the best trade partners for me, roster construction wise?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["my TE spot is averaging like 6 ppg in PPR, 11% TS", "who can i realistically trade for to fix that"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["shop tony pollard for me — find a team that needs RB depth and would give a flex-worthy WR back"],
    expect: "tradeIdeas",
    players: ["Tony Pollard"],
  },
  {
    turns: ["who should i be targeting in trades? high target share WRs on teams that are out of the playoff race"],
    expect: "tradeIdeas",
    position: "WR",
  },

  // waivers
  {
    turns: ["top wiaver adds this week? need a RB with real snap share, not some handcuff"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "my WR3 is running a route on like 50% of dropbacks, unplayable",
      "how much FAAB should i throw at the best available WR? i've got $63 left of 100",
    ],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["just lost a starter for the year, torn acl", "who's the best free agent pickup rn by ROS xFP"],
    expect: "waivers",
  },
  {
    turns: ["is there a streaming QB on the wire worth grabbing for wk 10? rushing floor preferred"],
    expect: "waivers",
    position: "QB",
    week: 10,
  },
  {
    turns: ["faab bid for the top FA this week? league median winning bid has been ~15% of budget"],
    expect: "waivers",
  },

  // sleepers
  {
    turns: ["deep sleepers to stash for the playoff run? guys w/ rising route participation nobody's rostering"],
    expect: "sleepers",
  },
  {
    turns: [
      "pulled the snap count trends from the last month",
      "who are the breakout candidates rn? want guys whose snap share has trended up 3 straight weeks",
    ],
    expect: "sleepers",
  },
  {
    turns: ["under the radar RBs to stash? handcuffs w/ standalone value if the starter goes down"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: [
      "waivers are picked clean in my league, 12 teamers are brutal",
      "any deeper under-the-radar guys i should stash, like <5% rostered",
    ],
    expect: "sleepers",
  },
  {
    turns: ["who's gonna be next week's hot waiver pickup? want to grab him a week early"],
    expect: "sleepers",
  },
  {
    turns: ["low-rostered WR with a big aDOT who could pop in the 2nd half? thinking deep stash"],
    expect: "sleepers",
    position: "WR",
  },

  // dropStash
  {
    turns: ["should i drop aiyuk or keep stashing him? still no timetable and he's eating an IR-less bench spot"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["FAAB run is tonight at midnight", "need a roster spot for a waiver claim. who's the cut?"],
    expect: "dropStash",
  },
  {
    turns: ["godwin's back on IR", "hold him or cut bait? my bench is tight"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["mark andrews is out 4+ weeks w/ the ankle. drop or stash for the fantasy playoffs?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["which of my injured guys are worth holding and which should i just cut"],
    expect: "dropStash",
  },
  {
    turns: [
      "gonna stream a D next week",
      "who's the worst guy on my bench by ROS projection? need to cut someone to make room",
    ],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["josh allen's on bye wk 12, who do i stream at QB"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["need a TE fill-in for kelce's bye week, someone with at least a 15% TS"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: ["henry's on bye next week", "who covers for him? preferably an RB w/ goal line work"],
    expect: "byeCover",
    players: ["Derrick Henry"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["jayden daniels is out this week. backup QB streamer w/ rushing upside?"],
    expect: "byeCover",
    players: ["Jayden Daniels"],
    position: "QB",
  },
  {
    turns: ["who replaces jefferson during his bye? need a WR with 20%+ target share"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
    position: "WR",
  },
  {
    turns: ["my DEF has a bye this week, what's a streamer to cover it"],
    expect: "byeCover",
    position: "DEF",
  },

  // playoffs
  {
    turns: ["just won by 0.4 pts thanks to a garbage time TD lmao", "what are my playoff odds rn"],
    expect: "playoffs",
  },
  {
    turns: ["chance i get a first round bye? i'm 2nd in PF so tiebreakers should help"],
    expect: "playoffs",
  },
  {
    turns: ["title odds for gridiron gurus off the ROS projections?"],
    expect: "playoffs",
  },
  {
    turns: ["we're 6-3 and 4th in PF", "so realistically... do i make the playoffs?"],
    expect: "playoffs",
  },

  // scenario
  {
    turns: ["if i win out what do my playoff odds look like"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["say i go 2-2 the rest of the way, do i still get in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds", "if i lose this week am i cooked?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds", "and if i win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what happens to my odds if i win 3 more games"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: [
      "my opp is projected 14 pts higher this week lol",
      "worst case i drop this one — what do my playoff chances look like then?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // improveOdds
  {
    turns: ["what moves raise my playoff odds the most? rank by marginal win prob added"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i improve this team? my WR room has the lowest combined target share in the league"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds at 48% is a coin flip", "what can i do to push that up"],
    expect: "improveOdds",
  },
  {
    turns: [
      "i'm sitting 7th, half a game out of the last spot",
      "what's the highest leverage move i can make to boost my odds of getting in",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["biggest weakness on my roster and how do i fix it so i actually make the dance"],
    expect: "improveOdds",
  },
  {
    turns: ["give me a plan to make the playoffs from here, waivers trades whatever"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am i playing this week and what's my win prob"],
    expect: "matchup",
  },
  {
    turns: ["preview my wk 11 matchup pls"],
    expect: "matchup",
    week: 11,
  },
  {
    turns: [
      "who's my opponent this week?",
      "how do they stack up vs me position by position? their WRs have a monster TS",
    ],
    expect: "matchup",
  },
  {
    turns: ["lineup's locked", "am i favored sunday?"],
    expect: "matchup",
  },
  {
    turns: ["next week's opponent — break down the matchup for me"],
    expect: "matchup",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["locked in my starters", "what's my projected team total this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["floor and ceiling for my team in wk 10? like 10th/90th percentile outcomes"],
    expect: "projectedTotal",
    week: 10,
  },
  {
    turns: ["set my lineup for this week", "ok so what's that lineup projected to score"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many pts am i projected for next week in total"],
    expect: "projectedTotal",
    week: "next",
  },

  // record
  {
    turns: ["whats my record"],
    expect: "record",
  },
  {
    turns: ["what's red zone raiders' record?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  {
    turns: ["how's coach ellis's team doing this year", "like what's their W-L and where do they sit"],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: ["wk 9 results are final", "what seed am i right now"],
    expect: "record",
  },

  // leaders
  {
    turns: ["who's leading the league?"],
    expect: "leaders",
  },
  {
    turns: ["who's scored the most points this season? PF leaderboard pls"],
    expect: "leaders",
  },
  {
    turns: ["the standings feel so schedule-luck driven", "strongest team in the league by all-play record?"],
    expect: "leaders",
  },
  {
    turns: ["what's my record", "and who's at the top of the league?"],
    expect: "leaders",
  },
  {
    turns: ["full league standings top to bottom"],
    expect: "leaders",
  },

  // rosterStatus
  {
    turns: ["any injuries or byes on my roster this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my team is on bye next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["practice reports are out for thursday", "injury report for my whole roster pls, Q/D/O tags"],
    expect: "rosterStatus",
  },
  {
    turns: ["any of my guys hurt?", "what about byes in wk 12"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["bye week conflicts on my roster for wk 11?"],
    expect: "rosterStatus",
    week: 11,
  },

  // positionRank
  {
    turns: ["TNF is tonight so need to sort out my backfield", "rank my RBs for this week"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["order my WRs by projected PPR pts for wk 10"],
    expect: "positionRank",
    position: "WR",
    week: 10,
  },
  {
    turns: ["tier my TEs for next week by expected targets"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["rank my WRs this week", "now do the RBs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["stack rank my QBs for this week, full ordering pls"],
    expect: "positionRank",
    position: "QB",
  },

  // help
  {
    turns: ["hey"],
    expect: "help",
  },
  {
    turns: ["what can you actually do? like do you have target share / snap data or nah"],
    expect: "help",
  },
  {
    turns: ["hi, what kinds of questions can i ask you"],
    expect: "help",
  },
  {
    turns: ["yo GM bot, what are your capabilities"],
    expect: "help",
  },
  {
    turns: ["hi", "how do i use you?"],
    expect: "help",
  },
  {
    turns: ["sup. list the features you support"],
    expect: "help",
  },

  // None
  {
    turns: ["what's the weather gonna be in buffalo sunday? wind speed specifically"],
    expect: "None",
  },
  {
    turns: ["my kicker put up -2 this week", "tell me a joke about punters"],
    expect: "None",
  },
  {
    turns: ["who wins the nba finals this year"],
    expect: "None",
  },
  {
    turns: ["over/under on lamar's passing yds at the sportsbook is 224.5, hammer the over?"],
    expect: "None",
  },
  {
    turns: ["help w/ my stats homework, how do i compute the standard deviation of a sample"],
    expect: "None",
  },
  {
    turns: ["rank my RBs", "totally unrelated but what's a good dry rub recipe for wings"],
    expect: "None",
  },

  // two questions in one message
  {
    turns: ["whats my record and what are my playoff odds"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["is jonathan taylor playing this week, and what's his ROS outlook given the 70% snap share"],
    expect: ["status", "outlook"],
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["who am i playing this week and what am i projected for"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["any injuries on my roster this week? also who should i pick up off waivers"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["rank my WRs for this wk then optimize the whole lineup"],
    expect: ["positionRank", "lineup"],
    position: "WR",
  },
  {
    turns: ["who's leading the league and what's my record"],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "achane's at 6.1 YPC on unsustainable breakaway rate",
      "should i sell high on him? and who else in the league is a sell-high",
    ],
    expect: ["tradeValue", "buyLow"],
    players: ["De'Von Achane"],
  },
  {
    turns: ["playoff odds now, and odds if i win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["davante's TS is back up to 26%", "is he legit again and should i buy him rn"],
    expect: ["outlook", "tradeValue"],
    players: ["Davante Adams"],
  },
  {
    turns: ["who do i drop to make room, and how much faab for the top guy on the wire"],
    expect: ["dropStash", "waivers"],
  },
  {
    turns: ["what are my playoff odds and what moves would bump them up"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["is etienne on bye this week? if so who covers at RB"],
    expect: ["status", "byeCover"],
    players: ["Travis Etienne Jr."],
    position: "RB",
  },
  {
    turns: ["optimize my lineup and give me the projected total"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["hey what can you do? also whats my record lol"],
    expect: ["help", "record"],
  },
  {
    turns: ["kamara or pollard this week, and long term who's the better player?"],
    expect: ["startSit", "compare"],
    players: ["Alvin Kamara", "Tony Pollard"],
  },
];
