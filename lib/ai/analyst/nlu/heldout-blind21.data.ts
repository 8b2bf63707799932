// Held-out blind evaluation set 21 (the 21-th blind held-out set) for the GM's intent reading.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets
// or the evaluation script. Voices: a veterinarian, an IT helpdesk worker, a high-school senior, a
// long-time league commissioner, a truck dispatcher, a woman who plays in three leagues and mixes them
// up, a stats-minded actuary, and an older man who writes like he's sending a letter ("Dear GM, ...").
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune on it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_21: HeldOutCase[] = [
  // startSit
  {
    turns: ["yo do i start jsn or ladd this week lowkey stressing"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Ladd McConkey"],
  },
  {
    turns: [
      "Between Breece Hall and Chuba Hubbard, who do I play Sunday?",
      "Okay, and if it's Dowdle instead of Chuba?",
    ],
    expect: "startSit",
    players: ["Breece Hall", "Rico Dowdle"],
  },
  {
    turns: [
      "Dear GM, I find myself torn between Mr. Goff and Mr. Stafford at quarterback " +
        "this Sunday. Which gentleman would you have me start? Regards, Harold",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Matthew Stafford"],
  },
  {
    turns: ["need an answer quick before kickoff. kyren or jacobs in my rb2"],
    expect: "startSit",
    players: ["Kyren Williams", "Josh Jacobs"],
  },
  {
    turns: ["Should I bench Kelse this week or is that an overreaction after two bad games"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "in my work league I've got Pickens and DeVonta on the same roster",
      "ugh no wait, this is the right league, they're both here too. which one do I start week 11?",
    ],
    expect: "startSit",
    players: ["George Pickens", "DeVonta Smith"],
    week: 11,
  },
  {
    turns: [
      "Who has the higher floor this week, Zay Flowers or Jakobi Meyers? I'm only starting one.",
      "Fine. Same question for week 12.",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
    week: 12,
  },
  {
    turns: [
      "Start Bucky Irving or Chase Brown this week?",
      "Bucky's listed questionable now, do you still go with him?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  // compare
  {
    turns: [
      "Rest of season, who projects for more total points, Puka Nacua or Nico Collins? " + "Ignore this week entirely.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Nico Collins"],
  },
  {
    turns: ["long term whos better hampton or jenty"],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "Dear GM, for the remainder of the season, would you rather own Mr. Kittle or Mr. McBride?",
      "Thank you kindly. And if it were Mr. Bowers in place of Mr. Kittle?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Drake London vs Garrett Wilson for the rest of the year, who do you like more? " +
        "not dynasty, just this season",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["who's the better rest of season rb, JT or Henry", "ok now henry vs bijan, same thing"],
    expect: "compare",
    players: ["Derrick Henry", "Bijan Robinson"],
  },
  {
    turns: [
      "What do you think of Tee Higgins the rest of the way?",
      "Would you rather have him or Terry McLaurin from here on out?",
    ],
    expect: "compare",
    players: ["Tee Higgins", "Terry McLaurin"],
  },
  // slot
  {
    turns: ["who goes in my flex this week"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["who should be my qb this week", "ok and my te spot?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "Dear GM, I carry several tight ends and cannot decide which one ought to occupy " +
        "the tight end position this weekend. Your counsel would be appreciated.",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["ok THIS league, I'm in a pickle at WR3. which of my guys should go there?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["My RB2 spot is a mess this week. Who from my bench should fill it?", "And for the flex next week?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  // lineup
  {
    turns: ["can you sanity-check my whole starting lineup before lock"],
    expect: "lineup",
  },
  {
    turns: ["Set my optimal lineup for week 10, I'm stuck at a league meeting all Sunday"],
    expect: "lineup",
    week: 10,
  },
  {
    turns: ["is my lineup good rn", "what about next weeks lineup tho"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Optimize my starters by projected points and flag anywhere a bench player beats " + "the guy starting."],
    expect: "lineup",
  },
  {
    turns: [
      "I think I left someone on bye in a starting spot in one of my leagues lol",
      "can you just go through my starters here and fix whatever's wrong?",
    ],
    expect: "lineup",
  },
  // outlook
  {
    turns: ["What are your thoughts on Jaxson Dart going forward? Is he for real?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["mcconkey projection this wk?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: [
      "Dear GM, how do you expect Mr. Saquon Barkley to perform this Sunday?",
      "Very good. And what of him the following week?",
    ],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: "next",
  },
  {
    turns: ["hows tetairoa looking this week", "and egbuka?"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["What's Brian Thomas Jr.'s projected range this week, median and ceiling?"],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["how many points is caleb williams projected for", "and what about week 13 for him"],
    expect: "outlook",
    players: ["Caleb Williams"],
    week: 13,
  },
  // status
  {
    turns: ["is cmc playing sunday or what"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Any update on Nabers' injury? Is he out again this week?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "wait is Kamara the one who got hurt or am I thinking of my other league",
      "yeah is he actually questionable for this week?",
    ],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: [
      "Dear GM, I read in the morning paper that Mr. Mark Andrews has hurt his ankle. " +
        "Will he be fit to play this weekend?",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is jayden daniels good to go", "what about terry"],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["Has Rashee Rice's game status changed at all? Need to know active or inactive."],
    expect: "status",
    players: ["Rashee Rice"],
  },
  // tradeValue
  {
    turns: ["Derrick Henry just had a monster game for me.", "What's he worth on the trade market right now?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["should i sell high on jaylen warren"],
    expect: "tradeValue",
    players: ["Jaylen Warren"],
  },
  {
    turns: [
      "I've got Travis Etienne and he's been great lately.",
      "What could I realistically get for him in a trade?",
    ],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: [
      "How is Javonte Williams projected this week?",
      "Is now the time to cash him out? Where's his trade value likely to peak?",
    ],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "Dear GM, several managers have inquired about my Mr. Puka Nacua. What sort of " + "return might he fetch?",
    ],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  // buyLow
  {
    turns: ["Is Garrett Wilson a buy-low right now? He's on Coach Quinn's team."],
    expect: "buyLow",
    players: ["Garrett Wilson"],
    team: "Blitz Brigade",
  },
  {
    turns: ["any buy low guys i should be targeting"],
    expect: "buyLow",
  },
  {
    turns: ["ceedee's been ugly the last couple weeks huh", "worth trying to buy low on him?"],
    expect: "buyLow",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["Which players are underperforming their usage enough to be buy-low candidates?"],
    expect: "buyLow",
  },
  {
    turns: [
      "someone in this league has Marvin Harrison Jr. and he's been so meh",
      "should I try to pry him away cheap?",
    ],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  // trade
  {
    turns: ["got offered josh jacobs for my drake london. take it?"],
    expect: "trade",
    players: ["Josh Jacobs", "Drake London"],
  },
  {
    turns: [
      "Dear GM, Coach Ellis has proposed that I send him Mr. Mike Evans in exchange for " +
        "Mr. Chase Brown. Should I accept?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Chase Brown"],
    team: "Pocket Passers",
  },
  {
    turns: ["Someone in my league wants my Bijan Robinson.", "They're offering Gibbs straight up. Yes or no?"],
    expect: "trade",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["2 for 1 offer: my kincaid + jamo for their nico collins. smash accept or nah"],
    expect: "trade",
    players: ["Dalton Kincaid", "Jameson Williams", "Nico Collins"],
  },
  {
    turns: ["Coach Tatum sent me a trade this morning.", "He gives me Bo Nix and Judkins, I give him Lamar. Fair?"],
    expect: "trade",
    players: ["Bo Nix", "Quinshon Judkins", "Lamar Jackson"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "evaluate: I send A.J. Brown, I get Zay Flowers and Tony Pollard",
      "what if they swap Pollard out for Rhamondre instead?",
    ],
    expect: "trade",
    players: ["A.J. Brown", "Zay Flowers", "Rhamondre Stevenson"],
  },
  // waivers
  {
    turns: ["who should i grab off waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I bid on Kyle Monangai? I have $43 of my $100 left."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["any free agent rbs worth a claim", "and how much do i throw at the top one"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "ok I always forget which league has FAAB, this one does right? who's the best " + "pickup and what do I bid",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Dear GM, is there anyone on the waiver wire who might strengthen my wide " +
        "receivers? I would be grateful for a name or two.",
    ],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["Is Woody Marks still a free agent in my league?", "Should I put in a claim on him?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  // playoffs
  {
    turns: ["what are my playoff odds at this point"],
    expect: "playoffs",
  },
  {
    turns: ["Dear GM, I should like to know what chance my Gridiron Gurus have of reaching the postseason."],
    expect: "playoffs",
    team: "Gridiron Gurus",
  },
  {
    turns: ["am i making playoffs", "like what percent tho"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "so realistically do I make the dance or not"],
    expect: "playoffs",
  },
  {
    turns: ["What's my win probability for this week?", "And cumulatively, what's my probability of a playoff berth?"],
    expect: "playoffs",
  },
  // improveOdds
  {
    turns: ["What moves would bump up my playoff chances the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i make my playoff odds better"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds?", "Hmm, not great. What can I do to improve them?"],
    expect: "improveOdds",
  },
  {
    turns: ["Rank possible roster moves by how much each one raises my playoff probability."],
    expect: "improveOdds",
  },
  {
    turns: ["in this league I'm like 4-5 I think?", "what should I change to actually sneak into the playoffs"],
    expect: "improveOdds",
  },
  // matchup
  {
    turns: ["who am i playing this week"],
    expect: "matchup",
  },
  {
    turns: ["What's my win probability in this week's head-to-head?"],
    expect: "matchup",
  },
  {
    turns: ["Dear GM, how do my Gurus stack up against Coach Sutton's Hail Mary Heroes this weekend?"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["am I favored this week", "what about week 12, who's that against"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["who do i play next week", "am i favored vs them"],
    expect: "matchup",
    week: "next",
  },
  // record
  {
    turns: ["What's my record right now?"],
    expect: "record",
  },
  {
    turns: ["What's Two-Minute Drill's record? Marlow won't stop bragging in the group chat."],
    expect: "record",
    team: "Two-Minute Drill",
  },
  {
    turns: [
      "what's my record in this league, I honestly can't keep them straight",
      "and where does that put me in the standings",
    ],
    expect: "record",
  },
  {
    turns: ["what's coach blake's record", "and mine?"],
    expect: "record",
  },
  {
    turns: ["Dear GM, kindly remind me of my team's wins and losses to date, and where we stand."],
    expect: "record",
  },
  // rosterStatus
  {
    turns: ["who on my roster is hurt"],
    expect: "rosterStatus",
  },
  {
    turns: ["anyone on my team on bye this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["any of my guys out this week", "what about week 12 byes"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Can you list everyone on my team who's injured or on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["I have so many injured guys across my leagues I'm losing it", "just this team, who's banged up?"],
    expect: "rosterStatus",
  },
  // positionRank
  {
    turns: ["rank my wrs this week"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Order my running backs by projected points for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["rank my receivers for this week", "now do my rbs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Dear GM, would you be so kind as to rank my tight ends from best to worst for this Sunday?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my WRs", "same for week 13"],
    expect: "positionRank",
    position: "WR",
    week: 13,
  },
  // projectedTotal
  {
    turns: ["What's my team's projected point total this week, with a 10th to 90th percentile range?"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many pts am i projected for"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total this week?", "And next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Give me my projected score and range for week 12."],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["what's my team projected to score", "wait sorry mixing up leagues, I mean week 11 for this one"],
    expect: "projectedTotal",
    week: 11,
  },
  // leaders
  {
    turns: ["who's in first place in the league"],
    expect: "leaders",
  },
  {
    turns: ["which team has scored the most points so far"],
    expect: "leaders",
  },
  {
    turns: ["Dear GM, please share the current league standings at your convenience."],
    expect: "leaders",
  },
  {
    turns: ["whos the best team in the league rn", "who's second then"],
    expect: "leaders",
  },
  {
    turns: ["Which team leads the league in points for?", "By how much over second place?"],
    expect: "leaders",
  },
  // sleepers
  {
    turns: ["gimme some sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Any under-the-radar tight ends worth a look for next week?"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },
  {
    turns: ["any sleeper wrs", "what about rbs"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["Which low-rostered players show breakout indicators heading into week 11?"],
    expect: "sleepers",
    week: 11,
  },
  {
    turns: ["Who are some breakout candidates for next week?", "Narrow it to quarterbacks."],
    expect: "sleepers",
    position: "QB",
    week: "next",
  },
  // dropStash
  {
    turns: ["Should I drop Nabers now that he's done for the year, or keep him parked on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["ok so I have 3 injured guys, which ones are safe to drop and which should I stash"],
    expect: "dropStash",
  },
  {
    turns: ["is brandon aiyuk still hurt", "ok then should I just cut him in this league or hold?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is it dumb to keep holding tyreek on my bench"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Dear GM, what is the latest on Mr. Joe Burrow's injury?",
      "In that case, should I keep him on my roster or release him?",
    ],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  // byeCover
  {
    turns: ["my qb's on bye week 12", "who do I grab to cover"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["Which of my players are on bye next week?", "Who should I pick up to cover my tight end?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["my kicker is on bye, who do i stream"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["My RB1 has his bye in week 14. Who's the best replacement option available?"],
    expect: "byeCover",
    position: "RB",
    week: 14,
  },
  {
    turns: ["ugh my defense is on bye next week in this league (I think?), who should I grab to fill in"],
    expect: "byeCover",
    position: "DEF",
    week: "next",
  },
  // scenario
  {
    turns: ["if i win out am i in"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff odds conditional on going 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my playoff chances?", "And if we lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "Dear GM, should my team manage to win four more games, would that be sufficient " + "to earn a playoff berth?",
    ],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  {
    turns: ["if I win out do I make it", "what if I only go 2-3"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["If I drop this week's game, am I basically done?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  // tradeIdeas
  {
    turns: ["suggest some trades to upgrade my TE spot"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "What kind of deal could I put together with Sunday Scaries? Blake's been begging " + "for a running back.",
    ],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["any 2 for 1 trades i could do to consolidate"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I have too many receivers and not enough running backs.",
      "Can you come up with a trade or two built around Courtland Sutton?",
    ],
    expect: "tradeIdeas",
    players: ["Courtland Sutton"],
  },
  {
    turns: ["who's Coach Finley again, is that this league?", "ok yeah, what trades could I propose to them?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  // help
  {
    turns: ["what can u even do"],
    expect: "help",
  },
  {
    turns: ["Dear GM, I am new to all this. Could you explain what sorts of questions I may put to you?"],
    expect: "help",
  },
  {
    turns: ["is this thing connected to my actual league?", "what all can it do"],
    expect: "help",
  },
  {
    turns: ["hi! first time using this", "what kinds of stuff can I ask you?"],
    expect: "help",
  },
  // None
  {
    turns: ["what's the weather like in tulsa tomorrow, got trucks running I-44 all day"],
    expect: "None",
  },
  {
    turns: ["What's a safe dose of carprofen for a 30 lb dog?"],
    expect: "None",
  },
  {
    turns: ["write my college essay about overcoming adversity, due friday"],
    expect: "None",
  },
  {
    turns: ["What's my projected total this week?", "Unrelated, but what's Tesla stock trading at today?"],
    expect: "None",
  },
  {
    turns: ["Dear GM, might you share a good recipe for pot roast? My wife is away visiting her sister."],
    expect: "None",
  },
  {
    turns: ["who wins the lakers game tonight", "ok then who's the best NBA player right now"],
    expect: "None",
  },
  {
    turns: ["Tell me a joke I can put in the league newsletter."],
    expect: "None",
  },
  // multi-part
  {
    turns: ["is kelce playing and should i start him over laporta"],
    expect: ["status", "startSit"],
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["What are my playoff odds, and what are they if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Dear GM, two matters: first, who is my opponent this week, and second, what is " + "my projected score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["who's hurt on my team and who do I grab off waivers to replace em"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["What's my record, and what are my chances of making the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: [
      "Coach Reese offered me Jonathan Taylor for Puka.",
      "Is that good, and if not, what trade could I pitch back to him instead?",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Jonathan Taylor", "Puka Nacua"],
    team: "Play Action Pack",
  },
  {
    turns: ["ok is Achane healthy and what's he projected for this week"],
    expect: ["status", "outlook"],
    players: ["De'Von Achane"],
  },
  {
    turns: ["Who's leading the league, and what's my record?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["rank my rbs and then who should i pick up at rb off waivers"],
    expect: ["positionRank", "waivers"],
    position: "RB",
  },
  {
    turns: [
      "What's my George Kittle worth in trade, and would you rather have him or Trey " + "McBride rest-of-season?",
    ],
    expect: ["tradeValue", "compare"],
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["My lineup feels off this week.", "Can you fix it, and also tell me who's on bye?"],
    expect: ["lineup", "rosterStatus"],
  },
  {
    turns: ["should I drop Burrow, and who's a good sleeper QB to grab instead"],
    expect: ["dropStash", "sleepers"],
    players: ["Joe Burrow"],
    position: "QB",
  },
  {
    turns: [
      "Dear GM, I have been offered Mr. Tucker Kraft for my Mr. Jake Ferguson.",
      "Before I answer, is Mr. Kraft healthy, and is the trade a sensible one?",
    ],
    expect: ["status", "trade"],
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["What's my matchup look like this week, and can you optimize my lineup for it?"],
    expect: ["matchup", "lineup"],
  },
  {
    turns: ["im 5-4", "what are my odds if i go 3-2 and what moves should i make to help"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 3, games: 5 },
  },
];
