// Blind held-out evaluation set 222 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a parent typing on behalf of their teenage son or daughter who runs Gridiron Gurus;
// "he"/"she" is often the kid, not a player, and the kid's team is the user's team.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_222: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: [
      "My daughter is agonizing over Kittel. He's been a dud three weeks " +
        "running. Does she keep riding him today or sit him?",
    ],
    expect: "startSit",
    players: ["George Kittle"],
  },
  {
    turns: ["Son has Jaxson Dart and Bo Nix and there's room for only one of them. Which one gets the nod this week?"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: [
      "She's had Quinshon Judkins parked on her bench since the draft",
      "is today finally the day she puts him in there?",
    ],
    expect: "startSit",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Thinking ahead to week 12 for him: is Woody Marks a guy you play that week or leave on the pine?"],
    expect: "startSit",
    players: ["Woody Marks"],
    week: 12,
  },
  {
    turns: ["Zay Flowers, Jakobi Meyers, Jordan Addison. My boy gets to use exactly one of them today. Who?"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers", "Jordan Addison"],
  },
  {
    turns: [
      "He wants to start Kenneth Walker over Charbonnet today",
      "hmm, and if it were Walker vs Rhamondre Stevenson instead, who plays?",
    ],
    expect: "startSit",
    players: ["Kenneth Walker III", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "my kid is worried about Lamar's hip",
      "she says she's benching him unless you talk her out of it",
      "so, bench him or not?",
    ],
    expect: "startSit",
    players: ["Lamar Jackson"],
  },

  // ---------- compare ----------
  {
    turns: ["Long haul, which one is the better piece to own, Tetairoa McMillan or Emeka Egbucka? She's torn."],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Omarion Hampton vs TreVeyon Henderson for the stretch run, weeks 10 " +
        "through 14. Which would you rather have? Son flip-flops daily.",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: ["Is Bowers still the better tight end than McBride going forward, or has that flipped? Kid's asking."],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "my son swears Gibbs is the best running back on the planet",
      "ok but from now until the end of the year, is he actually worth more than Bijan? settle it for us",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["Rest of season, put these three in order for her: Odunze, MHJ, Worthy"],
    expect: "compare",
    players: ["Rome Odunze", "Marvin Harrison Jr.", "Xavier Worthy"],
  },
  {
    turns: [
      "Bucky Irving or Chase Brown: who ends up mattering more once we get to December? He's convinced it's Bucky",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "She wants to know who'll be the better player for the remainder of the season and beyond",
      "Nabers or Garrett Wilson",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },

  // ---------- outlook ----------
  {
    turns: ["What's a realistic ceiling for Drake Maye today? My son needs a monster game from him."],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: [
      "How do you see the rest of Tyler Warren's season playing out? She " +
        "took him in the 11th round and he's been a nice surprise",
    ],
    expect: "outlook",
    players: ["Tyler Warren"],
  },
  {
    turns: [
      "she just traded for Javonte Williams",
      "what kind of numbers should she expect from him in these last five games?",
    ],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "how many points does Hurts score today? my son wants an actual number",
      "actually forget today, what about next week?",
    ],
    expect: "outlook",
    players: ["Jalen Hurts"],
    week: "next",
  },
  {
    turns: ["Worst case scenario, what's Ladd Mcconkey's floor? The kiddo is terrified of a goose egg"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Harold Fannin Jr. -- is this for real or a flash in the pan? Asking on behalf of my 14-year-old"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: ["he's already planning for week 13", "what does Caleb Williams' projection look like for that one?"],
    expect: "outlook",
    players: ["Caleb Williams"],
    week: 13,
  },

  // ---------- status ----------
  {
    turns: ["Did Nico Collins practice at all this week? My daughter keeps refreshing the app"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Is CMC actually suiting up today or is it a game-time call?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "my son has Tee Higgins and Zay Flowers both in his lineup",
      "wait, are the Bengals off this week? is Tee even playing?",
    ],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["What's the latest on Aiyuk's knee? She's been holding him since August"],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Son heard something on TikTok about a Rashee Rice hamstring. Is he actually hurt?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["he keeps pestering me about Puka", "is the ankle still keeping him out or is he back?"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Is Mark Andrews listed as questionable or what? She has to know before the 1pm games"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["What would Jonathan Taylor fetch in a trade right now? My son's inbox is full of offers"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["JSN just had another monster game", "my daughter thinks that's peak value. sell him now or hold?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Should he go out and acquire Kelce from somebody, or has that ship sailed?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "my daughter's Breece Hall has been so frustrating",
      "is he someone she should move while she can still get something back?",
    ],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["What's Ashton Jeanty's trade value? Like, is he first-round-pick level in a deal?"],
    expect: "tradeValue",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["If you were a 15-year-old sitting at 4-5, would you shop CeeDee Lamb or keep him?"],
    expect: "tradeValue",
    players: ["CeeDee Lamb"],
  },

  // ---------- trade ----------
  {
    turns: ["Someone offered my son Derrick Henry for his Drake London. Does he accept?"],
    expect: "trade",
    players: ["Derrick Henry", "Drake London"],
  },
  {
    turns: ["She wants to send Tony Pollard and Jerry Jeudy for De'Von Achane. Good deal or is she getting fleeced?"],
    expect: "trade",
    players: ["Tony Pollard", "Jerry Jeudy", "De'Von Achane"],
  },
  {
    turns: [
      "there's an offer sitting in his inbox",
      "they want James Cook, and he'd get Jameson Williams plus Chuba Hubbard",
      "yes or no?",
    ],
    expect: "trade",
    players: ["James Cook", "Jameson Williams", "Chuba Hubbard"],
  },
  {
    turns: ["Her friend keeps pushing Josh Allen for Mahomes and Courtland Sutton. Is that fair?"],
    expect: "trade",
    players: ["Josh Allen", "Patrick Mahomes", "Courtland Sutton"],
  },
  {
    turns: [
      "my kid gets zero production from his tight end",
      "he wants to flip Kyren Williams straight up for Tucker Kraft",
      "is that a dumb idea?",
    ],
    expect: "trade",
    players: ["Kyren Williams", "Tucker Kraft"],
  },
  {
    turns: ["Two for one: her Chris Olave and Alvin Kamara for somebody's Ja'Marr Chase. Worth pulling the trigger?"],
    expect: "trade",
    players: ["Chris Olave", "Alvin Kamara", "Ja'Marr Chase"],
  },

  // ---------- positionRank ----------
  {
    turns: ["Order his running backs from best to worst for this week, please"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["she somehow has six wide receivers", "how would you rank them for week 11?"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  {
    turns: ["yes, she carries three tight ends now, don't ask", "line them up for today: who's first, second, third?"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["Stack his quarterbacks top to bottom for today's games"], expect: "positionRank", position: "QB" },
  {
    turns: ["Looking at next week, who's his number one receiver, then two, then three?"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["She grabbed a second kicker by accident. Rank her kickers for this week so she knows who's better"],
    expect: "positionRank",
    position: "K",
  },

  // ---------- scenario ----------
  { turns: ["If my son wins every game from here on out, does he get in?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What happens to her playoff chances if she loses to Coach Quinn today?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["Say he goes 3-2 over the last five. In or out?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["she's 5-4 right now", "if she wins two of her last four, what do her odds look like?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["If the Red Zone Raiders win out, are they a lock?"],
    expect: "scenario",
    scenario: "win-out",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "he's being realistic about his schedule",
      "he figures he can win two more, tops",
      "would two more wins be enough to sneak in?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---------- waivers ----------
  {
    turns: ["Who's the best running back on waivers right now? His RB room is a disaster"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["How much FAAB should she throw at Kimani Vidal? She's got $63 left"],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  { turns: ["Are there any tight ends worth grabbing off the wire this week?"], expect: "waivers", position: "TE" },
  {
    turns: ["my son's kicker just got hurt in warmups", "who should he grab off the waiver wire?"],
    expect: "waivers",
    position: "K",
  },
  { turns: ["Best available player overall, any position. Who's the top add for her?"], expect: "waivers" },
  {
    turns: ["Sean Tucker is sitting out there unclaimed", "how much of the kid's budget is he worth?"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  {
    turns: ["She wants to stream a defense. Who's available in the free agent pool?"],
    expect: "waivers",
    position: "DEF",
  },

  // ---------- slot ----------
  {
    turns: [
      "son can't make up his mind about his flex",
      "Rico Dowdle, Khalil Shakir or Wan'Dale, which one goes there?",
    ],
    expect: "slot",
    players: ["Rico Dowdle", "Khalil Shakir", "Wan'Dale Robinson"],
    position: "FLEX",
  },
  { turns: ["She has a hole at RB2 after the trade. Who should plug it?"], expect: "slot", position: "RB" },
  {
    turns: ["Superflex question for my son: Goff or Stafford?"],
    expect: "slot",
    players: ["Jared Goff", "Matthew Stafford"],
    position: "FLEX",
  },
  {
    turns: [
      "her league makes you start a tight end and hers has been awful",
      "who should she put in that TE spot today?",
    ],
    expect: "slot",
    position: "TE",
  },
  { turns: ["Who from his bench deserves the W/R/T spot this week?"], expect: "slot", position: "FLEX" },

  // ---------- lineup ----------
  {
    turns: ["Can you just set his whole lineup for today? He's at a sleepover and I'm doing it for him"],
    expect: "lineup",
  },
  { turns: ["Look over her starters and tell me if anything's wrong before kickoff"], expect: "lineup" },
  {
    turns: [
      "my son will be at a tournament all day on the 23rd",
      "can you build his best lineup for week 12 now so it's done?",
    ],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["she says her team is all set", "can you double-check every spot? I don't trust a 13-year-old with this"],
    expect: "lineup",
  },
  {
    turns: ["What's the optimal starting lineup for him next week, QB through defense?"],
    expect: "lineup",
    week: "next",
  },

  // ---------- buyLow ----------
  { turns: ["Who are some guys he could buy low on right now?"], expect: "buyLow" },
  { turns: ["Which players should she be selling high before they cool off?"], expect: "buyLow" },
  { turns: ["Any underperformers around the league worth offering cheap for?"], expect: "buyLow" },
  {
    turns: [
      "she's been reading Reddit and keeps saying 'buy low'",
      "ok so who actually are the buy-low guys this week?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["he's riding high at 6-3", "who on his roster is playing over their heads that he should cash in now?"],
    expect: "buyLow",
  },

  // ---------- playoffs ----------
  { turns: ["What are his playoff chances at this point?"], expect: "playoffs" },
  {
    turns: ["Sunday Scaries is her sworn enemy", "are they going to make the playoffs? please say no"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["Be honest with her: is she in or out of the postseason picture?"], expect: "playoffs" },
  { turns: ["my son's 4-5", "what percent chance does he have of still playing in week 15?"], expect: "playoffs" },
  {
    turns: ["Coach Finley's team, what are their odds of sneaking in?"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },

  // ---------- improveOdds ----------
  { turns: ["What moves give him the best shot at making the playoffs?"], expect: "improveOdds" },
  {
    turns: ["She's right on the bubble. What should she change to boost her chances of getting in?"],
    expect: "improveOdds",
  },
  {
    turns: ["his odds look bad, I saw the number", "what can he actually do about it? pickups, trades, anything"],
    expect: "improveOdds",
  },
  { turns: ["Which one move would raise her postseason chances the most?"], expect: "improveOdds" },
  {
    turns: [
      "he'll do whatever it takes to get into the playoffs",
      "so what roster change would move the needle on his odds the most?",
    ],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Who's my son playing this week and is he favored?"], expect: "matchup" },
  { turns: ["What's the projected final score of her game today?"], expect: "matchup" },
  {
    turns: ["looking ahead to next week already", "what's his win probability in that game?"],
    expect: "matchup",
    week: "next",
  },
  { turns: ["How is Blitz Brigade looking in their game this week?"], expect: "matchup", team: "Blitz Brigade" },
  {
    turns: ["she's already stressing about week 12", "who's she up against then and how does it look?"],
    expect: "matchup",
    week: 12,
  },

  // ---------- record ----------
  { turns: ["What's his record at the moment?"], expect: "record" },
  { turns: ["she won't tell me how her season is going", "where is she in the standings?"], expect: "record" },
  { turns: ["How many wins does Two-Minute Drill have so far?"], expect: "record", team: "Two-Minute Drill" },
  {
    turns: ["my son keeps telling everyone he's 6-3", "is that actually right? what's his real record?"],
    expect: "record",
  },
  { turns: ["What place is Coach Reese's team in right now?"], expect: "record", team: "Play Action Pack" },

  // ---------- rosterStatus ----------
  { turns: ["Who on his team is hurt right now?"], expect: "rosterStatus" },
  { turns: ["Does she have anybody on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Which of his guys are out or questionable today?"], expect: "rosterStatus" },
  {
    turns: ["she likes to plan ahead", "which of her players have their bye in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "I think he's got a bunch of injured guys",
      "can you list everyone on his roster who's banged up or not playing this week?",
    ],
    expect: "rosterStatus",
  },

  // ---------- projectedTotal ----------
  { turns: ["How many points is his team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["What's her projected range for next week, best case and worst case?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["Roughly what will my son's lineup put up today?"], expect: "projectedTotal" },
  {
    turns: ["she wants to know what the app thinks she'll score", "for week 11 I mean, not today"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: [
      "he's nervous about the Gurus this week",
      "give him a projected total with a floor and a ceiling so he can calm down",
    ],
    expect: "projectedTotal",
  },

  // ---------- leaders ----------
  { turns: ["Who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["Who's scored the most points this season?"], expect: "leaders" },
  {
    turns: ["her league group chat is arguing about who's best", "could you do power rankings for them?"],
    expect: "leaders",
  },
  { turns: ["Which team has the best record?"], expect: "leaders" },
  {
    turns: ["my son says Coach Rowan's team is a fraud", "so who's actually at the top of the league?"],
    expect: "leaders",
  },

  // ---------- sleepers ----------
  { turns: ["Any sleepers he should stash away for the playoff weeks?"], expect: "sleepers" },
  { turns: ["Who's a deep-league guy she could grab now who might pop in December?"], expect: "sleepers" },
  {
    turns: ["Pickups for next week: anyone he should get ahead of before everyone else notices?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["his bench is basically all running backs anyway", "any under-the-radar ones worth stashing?"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["she has two empty bench spots", "who's worth hiding there for the playoffs?"], expect: "sleepers" },

  // ---------- dropStash ----------
  { turns: ["Is it time to cut Chris Godwin loose?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["Cooper Kupp's been invisible", "should she hang on to him or let him go?"],
    expect: "dropStash",
    players: ["Cooper Kupp"],
  },
  { turns: ["He needs a roster spot for a pickup. Who's the first guy to go?"], expect: "dropStash" },
  {
    turns: ["J.K. Dobbins just went on IR", "is he worth keeping or should my son release him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Austin Ekeler is on her bench doing nothing. Drop or stash?"],
    expect: "dropStash",
    players: ["Austin Ekeler"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Ja'Marr Chase is on bye, so who does he play at WR instead?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },
  {
    turns: ["CeeDee's off this week. Who should she pick up to fill in for him?"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  {
    turns: ["Kelce has a bye today", "and he's got no backup tight end. who does he use?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: ["Jonathan Taylor's off next week", "who should he plan on using at running back in his place?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["Brandon Aubrey's bye is today. Who's her replacement kicker?"],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
  },

  // ---------- tradeIdeas ----------
  { turns: ["What could he get if he shopped George Pickens?"], expect: "tradeIdeas", players: ["George Pickens"] },
  {
    turns: ["She wants a tight end via trade. Who should she target and what would it cost?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Could he package Saquon and Davante Adams for one stud? What's out there?"],
    expect: "tradeIdeas",
    players: ["Saquon Barkley", "Davante Adams"],
  },
  {
    turns: ["she's ready to make a deal", "which team in the league is her best trade partner?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["he's stacked at receiver", "find him a deal that turns DK Metcalf into a running back"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
    position: "RB",
  },

  // ---------- help ----------
  { turns: ["What kind of stuff can you help my son with?"], expect: "help" },
  { turns: ["She's new to this. What questions can she ask you?"], expect: "help" },
  {
    turns: ["Can you actually make trades for him?", "or do you just give advice? what are you able to do?"],
    expect: "help",
  },
  { turns: ["first time using this thing", "what do you do, exactly?"], expect: "help" },
  { turns: ["List your features, please. I'm deciding whether to let her use this."], expect: "help" },

  // ---------- None ----------
  { turns: ["Is it going to snow in Green Bay for the Packers game?"], expect: "None" },
  { turns: ["What's the spread on the Ravens game today?"], expect: "None" },
  { turns: ["My son forgot his password and can't log in. How do we reset it?"], expect: "None" },
  { turns: ["Tell her a football joke, she's had a rough week"], expect: "None" },
  {
    turns: [
      "her league is talking about rule changes",
      "can the commissioner switch everyone to half-PPR mid-season? how?",
    ],
    expect: "None",
  },
  { turns: ["Who's gonna win the NBA title this year?"], expect: "None" },
  { turns: ["Is Travis Kelce still with Taylor Swift? My daughter wants the gossip"], expect: "None" },
  { turns: ["thanks for all the help this week", "you're the best, enjoy your Sunday!"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["Is D'Andre Swift healthy, and if not, who should my son pick up at running back?"],
    expect: ["status", "waivers"],
    players: ["D'Andre Swift"],
    position: "RB",
  },
  { turns: ["What's her record, and what are her playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["she's got a QB decision", "Jordan Love or Justin Herbert this week? and who's she playing anyway?"],
    expect: ["startSit", "matchup"],
    players: ["Jordan Love", "Justin Herbert"],
  },
  {
    turns: ["Who's hurt on his team, and how many points is he projected for?"],
    expect: ["rosterStatus", "projectedTotal"],
  },
  {
    turns: ["Should he sell DJ Moore, and who are some buy-low targets to replace him?"],
    expect: ["tradeValue", "buyLow"],
    players: ["DJ Moore"],
  },
  {
    turns: [
      "she has two things to ask",
      "how's Jayden Daniels looking injury-wise, and should she cut him if it's long-term?",
    ],
    expect: ["status", "dropStash"],
    players: ["Jayden Daniels"],
  },
  {
    turns: ["Who leads the league in points, and what are his odds if he wins out?"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Rank her tight ends for this week and tell her whether Dalton Kincaid is worth picking up"],
    expect: ["positionRank", "waivers"],
    players: ["Dalton Kincaid"],
    position: "TE",
  },
];
