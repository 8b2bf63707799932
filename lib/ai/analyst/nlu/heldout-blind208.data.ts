// Blind held-out evaluation set 208 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: voice dictation from a car, no punctuation, run-on sentences with filler words (um, uh,
// like, okay so), numbers spelled out, mis-heard player names and several questions run together.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_208: HeldOutCase[] = [
  // startSit
  {
    turns: ["okay so um should i start jammer chase this week or is like the matchup too" + " tough"],
    expect: "startSit",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["uh who do i play kyren williams or james cook this week"],
    expect: "startSit",
    players: ["Kyren Williams", "James Cook"],
  },
  {
    turns: ["is bucky irving back from the foot thing", "okay so then do i start him or sit him"],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: [
      "hows the giants offense looking with the rookie at quarterback",
      "okay so sit or start jackson dart this week",
    ],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["do i go with tee higgins or jordan addison or zay flowers this week like i can" + " only play one of em"],
    expect: "startSit",
    players: ["Tee Higgins", "Jordan Addison", "Zay Flowers"],
  },
  {
    turns: ["should i start puka knack ah this week", "okay and next week do i still roll him out"],
    expect: "startSit",
    players: ["Puka Nacua"],
    week: "next",
  },
  {
    turns: ["tucker craft or jake ferguson who do i start this week"],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["is it dumb to start rico dowdle this week hold on the kids are yelling okay is" + " it dumb"],
    expect: "startSit",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["week twelve um should i start caleb williams or bo nix"],
    expect: "startSit",
    players: ["Caleb Williams", "Bo Nix"],
    week: 12,
  },

  // compare
  {
    turns: ["is malik nabors coming back this year", "okay rest of the season whos better him or jaxon smith jigba"],
    expect: "compare",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["for the rest of the year who do you want ashton genty or omarion hampton like" + " straight up"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["hows trey mcbride looking the rest of the way", "is he more valuable than brock bowers going forward"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["who would you rather have for the playoff stretch de von a shane or jamir gibbs"],
    expect: "compare",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
  },
  {
    turns: ["whats the deal with emeka egg booka lately", "okay him or chris godwin who has the better rest of season"],
    expect: "compare",
    players: ["Emeka Egbuka", "Chris Godwin"],
  },

  // slot
  { turns: ["um who should i put in my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["my rb two spot who goes there chewba hubbard or tony pollard"],
    expect: "slot",
    players: ["Chuba Hubbard", "Tony Pollard"],
    position: "RB",
  },
  { turns: ["okay so who should be my starting tight end this week"], expect: "slot", position: "TE" },
  {
    turns: ["whos my best flex play this week", "what about for next week"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  { turns: ["okay uh my wr three slot who goes in there"], expect: "slot", position: "WR" },
  {
    turns: ["im thinking about my superflex spot", "who do i plug in there jared goff or jordan love"],
    expect: "slot",
    players: ["Jared Goff", "Jordan Love"],
  },

  // lineup
  { turns: ["okay so um can you just set my lineup for this week"], expect: "lineup" },
  { turns: ["is my lineup good like is it optimal or did i mess something up"], expect: "lineup" },
  {
    turns: ["who am i playing this week", "okay so who should i start against them"],
    expect: "lineup",
  },
  { turns: ["who do i start in week eleven like the whole lineup"], expect: "lineup", week: 11 },
  {
    turns: ["check my starters real quick", "and then do the same thing for next week"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  { turns: ["how many points is derek henry gonna get this week"], expect: "outlook", players: ["Derrick Henry"] },
  {
    turns: ["whats the ceiling on jameson williams this week is he boom or bust"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: ["is kyle mon an guy the starter in chicago now", "okay whats his outlook rest of season"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["is travis kelsey playing this week", "okay uh what do you project for him"],
    expect: "outlook",
    players: ["Travis Kelce"],
  },
  { turns: ["woody marks rest of the season what are we thinking"], expect: "outlook", players: ["Woody Marks"] },
  {
    turns: ["whats josh allen projected for", "and what about week thirteen"],
    expect: "outlook",
    players: ["Josh Allen"],
    week: 13,
  },

  // status
  { turns: ["is christian mccaffrey playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["somebody said nico collins didnt practice today", "is he hurt or what"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["should i start a j brown", "wait is he even healthy"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  { turns: ["when is tray von hendersons bye"], expect: "status", players: ["TreVeyon Henderson"] },
  { turns: ["okay so uh is rashee rice good to go this week"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["is brian thomas junior questionable this week"], expect: "status", players: ["Brian Thomas Jr."] },
  {
    turns: ["hows justin jefferson doing", "is he on a bye next week"],
    expect: "status",
    players: ["Justin Jefferson"],
    week: "next",
  },
  {
    turns: ["hows lamar looking this week", "and whats the injury update on mark andrews"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // tradeValue
  {
    turns: ["should i start jonathan taylor", "okay forget that whats he worth in a trade right now"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["should i sell high on rico dowdle"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["is it a good time to buy low on cam skatebo"], expect: "tradeValue", players: ["Cam Skattebo"] },
  {
    turns: ["hows george pickens been playing", "what could i get for him in a trade"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["kenneth walker the third should i try to trade for him"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // buyLow
  { turns: ["who are some buy low guys right now"], expect: "buyLow" },
  { turns: ["any sell high candidates i should be looking at"], expect: "buyLow" },
  { turns: ["okay so um whos underperforming that i could get cheap from somebody"], expect: "buyLow" },
  {
    turns: ["whats my record", "okay who should i be buying low on then"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["i give saquon barkly for puka knack ah do i accept"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua"],
  },
  {
    turns: ["somebody offered me drake london and tony pollard for bijan robinson is that" + " good for me"],
    expect: "trade",
    players: ["Drake London", "Tony Pollard", "Bijan Robinson"],
  },
  {
    turns: ["coach tatum wants mike evans for my sam laporta should i do it"],
    expect: "trade",
    players: ["Mike Evans", "Sam LaPorta"],
  },
  {
    turns: ["whats sealy lamb worth", "would you do lamb for amon ra saint brown straight up"],
    expect: "trade",
    players: ["CeeDee Lamb", "Amon-Ra St. Brown"],
  },
  {
    turns: ["um trade offer alvin kamara and courtland sutton for josh jacobs accept or" + " decline"],
    expect: "trade",
    players: ["Alvin Kamara", "Courtland Sutton", "Josh Jacobs"],
  },
  {
    turns: [
      "coach ellis sent me something",
      "he wants jalen hurts and hes giving me patrick mahomes plus jaylen waddle would you do that",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes", "Jaylen Waddle"],
  },
  {
    turns: [
      "i got an offer from the pocket passers",
      "its my breece hall for his de andre swift and khalil shakir thoughts",
    ],
    expect: "trade",
    players: ["Breece Hall", "D'Andre Swift", "Khalil Shakir"],
  },
  {
    turns: ["okay so im thinking of sending dk metcalf to coach reese for chris olave is" + " that a win for me"],
    expect: "trade",
    players: ["DK Metcalf", "Chris Olave"],
  },

  // waivers
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  { turns: ["how much fab should i bid on sean tucker"], expect: "waivers", players: ["Sean Tucker"] },
  {
    turns: ["is chase brown hurt", "okay is there a running back on the wire worth grabbing"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["is dallas goedert hurt", "okay so whos a tight end i can grab off waivers"],
    expect: "waivers",
    position: "TE",
  },
  { turns: ["whos the best available wide receiver right now"], expect: "waivers", position: "WR" },
  { turns: ["should i put a claim in on harold fanning junior"], expect: "waivers", players: ["Harold Fannin Jr."] },
  { turns: ["okay so like uh whos out there on waivers thats actually good"], expect: "waivers" },
  {
    turns: ["is kenneth gainwell still on waivers", "how much should i spend on him i got like forty bucks left"],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  {
    turns: ["whats the sunday scaries record", "what are the chances they make the playoffs"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["whats my record right now", "so do i make the playoffs"],
    expect: "playoffs",
  },
  {
    turns: ["do the waiver wire wizards have a shot at the playoffs"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  { turns: ["playoff chances for coach quinns team"], expect: "playoffs", team: "Blitz Brigade" },
  {
    turns: ["who is leading the league", "and where do my odds stand for the postseason"],
    expect: "playoffs",
  },

  // improveOdds
  { turns: ["what moves would help my playoff chances the most"], expect: "improveOdds" },
  { turns: ["what can i do to get into the playoffs like what do i need to change"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds", "okay how do i bump that up"],
    expect: "improveOdds",
  },
  { turns: ["um whats the one move that gives me the best shot at making the playoffs"], expect: "improveOdds" },
  { turns: ["if i wanted to boost my playoff chances what pickups or trades should i make"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["whats my win probability this week"], expect: "matchup" },
  { turns: ["am i gonna win this week like what are the projections"], expect: "matchup" },
  {
    turns: ["who do i play next week", "am i favored"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["who are the hail mary heroes playing this week", "how is that game looking"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  { turns: ["who do i face in week fourteen"], expect: "matchup", week: 14 },
  { turns: ["is pocket passers gonna win their game this week"], expect: "matchup", team: "Pocket Passers" },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings"], expect: "record" },
  {
    turns: ["which team is coach quinn", "okay whats their record like win loss"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["hows coach sawyers team doing", "whats their record"],
    expect: "record",
    team: "Audible Alchemists",
  },
  { turns: ["okay so um am i like three and six or four and five i forget"], expect: "record" },

  // rosterStatus
  { turns: ["anybody on my team hurt this week"], expect: "rosterStatus" },
  {
    turns: ["set my lineup for this week", "wait whos on bye for me"],
    expect: "rosterStatus",
  },
  {
    turns: ["whats my matchup next week", "whos hurt or on bye on my team that week"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["do i have any bye week problems in week eleven"], expect: "rosterStatus", week: 11 },

  // positionRank
  { turns: ["rank my receivers for this week"], expect: "positionRank", position: "WR" },
  { turns: ["how do my running backs stack up this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my wide receivers", "okay now do the running backs"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my quarterbacks for week twelve"], expect: "positionRank", position: "QB", week: 12 },

  // projectedTotal
  { turns: ["how many points is my team projected for this week"], expect: "projectedTotal" },
  { turns: ["whats my projected total like the range high and low"], expect: "projectedTotal" },
  {
    turns: ["whats my projected score", "and next week"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["how many points am i gonna score in week thirteen"], expect: "projectedTotal", week: 13 },

  // leaders
  { turns: ["whos got the best record in the league"], expect: "leaders" },
  { turns: ["whos scored the most points this season"], expect: "leaders" },
  { turns: ["give me the power rankings"], expect: "leaders" },
  {
    turns: ["whats my record", "okay whos in first place"],
    expect: "leaders",
  },

  // sleepers
  { turns: ["any sleepers i should know about"], expect: "sleepers" },
  { turns: ["whos a deep stash for the fantasy playoffs"], expect: "sleepers" },
  {
    turns: ["who should i pick up this week", "what about guys to stash for later"],
    expect: "sleepers",
  },
  { turns: ["give me a couple under the radar guys nobodys talking about"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop malik nabors or stash him"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["i need to open a roster spot whos the first guy i should cut"], expect: "dropStash" },
  { turns: ["is it time to cut bait on brandon aiyuk"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["is travis hunter still hurt", "okay is he worth holding or do i just cut him"],
    expect: "dropStash",
    players: ["Travis Hunter"],
  },
  {
    turns: ["jay k dobbins is out for a while", "keep him or drop him"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },

  // byeCover
  {
    turns: ["is mahomes on bye this week", "okay who do i stream at quarterback then"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["jonathan taylor has his bye next week whos a running back i can grab to fill in"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["when is ladd mcconkeys bye", "okay who covers for him that week"],
    expect: "byeCover",
    players: ["Ladd McConkey"],
    position: "WR",
  },
  {
    turns: ["george kittle is on bye in week fourteen i need a tight end for that week"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 14,
  },

  // scenario
  {
    turns: ["am i making the playoffs", "and if i win out"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["what happens to my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i go three and two the rest of the way am i in"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["what are my playoff odds", "what if i win like two more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["if the waiver wire wizards win out do they get in"],
    expect: "scenario",
    scenario: "win-out",
    team: "Waiver Wire Wizards",
  },
  { turns: ["okay say i go four and one do i get in"], expect: "scenario", scenario: { wins: 4, games: 5 } },

  // tradeIdeas
  {
    turns: ["my running backs are terrible", "who should i trade with to get one"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["what can i get for jerry jeudy and courtland sutton if i package them"],
    expect: "tradeIdeas",
    players: ["Jerry Jeudy", "Courtland Sutton"],
  },
  { turns: ["any two for one trades that make sense for my team"], expect: "tradeIdeas" },
  {
    turns: ["is coach finley a good trade partner like what could we work out"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["i got a bunch of wide receivers", "okay who could i flip one of them to for a tight end"],
    expect: "tradeIdeas",
    position: "TE",
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["um how does this thing work like what can i ask you"], expect: "help" },
  { turns: ["okay so hey gm what kinda stuff are you good for"], expect: "help" },
  {
    turns: ["thanks for the lineup help", "what else can you help me with"],
    expect: "help",
  },

  // None
  { turns: ["is it gonna rain at the bills game sunday"], expect: "None" },
  { turns: ["whats the spread on the chiefs game"], expect: "None" },
  {
    turns: ["who should i start at kicker", "okay now tell me a joke about kickers"],
    expect: "None",
  },
  { turns: ["i cant log into the app it keeps saying wrong password"], expect: "None" },
  { turns: ["how do i change our league scoring to full ppr"], expect: "None" },
  { turns: ["is travis kelsey still with taylor swift"], expect: "None" },
  { turns: ["whos gonna win the lakers game tonight"], expect: "None" },
  {
    turns: ["should i start josh allen", "and whats the over under on his passing yards"],
    expect: "None",
  },
  { turns: ["okay so hows your day going"], expect: "None" },
  {
    turns: ["is derrick henry playing sunday", "okay and is it gonna be cold in baltimore"],
    expect: "None",
  },

  // multi-part
  {
    turns: ["is garrett wilson playing this week and if hes not who do i pick up"],
    expect: ["status", "waivers"],
    players: ["Garrett Wilson"],
  },
  { turns: ["whats my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["um who am i playing this week and how many points am i projected for"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["rank my running backs and then tell me who i should drop"],
    expect: ["positionRank", "dropStash"],
    position: "RB",
  },
  {
    turns: ["what are my playoff chances uh and what can i do to make them better"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["how are my receivers looking", "is drake london hurt and whats his rest of season outlook"],
    expect: ["status", "outlook"],
    players: ["Drake London"],
  },
  { turns: ["who has the most points in the league and where am i in the standings"], expect: ["leaders", "record"] },
  {
    turns: ["is brock bowers healthy and if he is should i start him over kyle pitts"],
    expect: ["status", "startSit"],
    players: ["Brock Bowers", "Kyle Pitts"],
  },
];
