// Blind held-out evaluation set 40 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an Australian (arvo, reckon, heaps, mate), a real-estate agent pitching every
// question like a listing, a nervous first-timer who apologizes constantly, and a statistician.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_40: HeldOutCase[] = [
  {
    turns: ["What are the floor and ceiling projections for Ashton Jeanty this week?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["sorry, my running back has a bye this week and I don't know who to use instead, can you help?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["what's me projected total this week", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["What's my win-loss record, and where do I rank in points for?"],
    expect: "record",
  },
  {
    turns: [
      "sorry if this is dumb, I'm new. Is Bucky Irving any good?",
      "ok thank you!! sorry again, but should I actually start him this week or would that be a mistake?",
    ],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: ["I run a tight ship at Gridiron Gurus.", "Are any of my guys on bye next week? I can't have vacant units."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["what's Chase Brown worth in a trade", "what about Kyren, hold or sell?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Where does Gridiron Gurus sit in the standings? Give me our position on the block."],
    expect: "record",
  },
  {
    turns: ["can ya sort out me whole lineup for this week, reckon it's a mess"],
    expect: "lineup",
  },
  {
    turns: ["Rank my running backs for this week, then give me the team's floor and ceiling."],
    expect: ["positionRank", "projectedTotal"],
    position: "RB",
  },
  {
    turns: ["Should I accept Baker Mayfield plus Rome Odunze for my Jalen Hurts? Walk me through the comps."],
    expect: "trade",
    players: ["Baker Mayfield", "Rome Odunze", "Jalen Hurts"],
  },
  {
    turns: ["Who are the hidden gems, the off-market listings nobody's talking about yet?"],
    expect: "sleepers",
  },
  {
    turns: ["What's your methodology, and what kinds of questions can you answer?"],
    expect: "help",
  },
  {
    turns: [
      "Buy-low candidates first, please.",
      "Now the reverse: who's overperforming their underlying metrics? Sell-high candidates, league-wide.",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Playoff odds as of today?", "If I win out?", "And if I win only two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: [
      "sorry, is there anything I can do to make my playoff chances better? I feel like I'm doing " +
        "everything wrong",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["who's injured on me team", "cheers. what else can ya do anyway"],
    expect: "help",
  },
  {
    turns: [
      "Warren's had a quiet few weeks hey",
      "reckon I roll with him or Tony Pollard this arvo? only one spot left mate",
    ],
    expect: "startSit",
    players: ["Jaylen Warren", "Tony Pollard"],
  },
  {
    turns: ["sorry, I know it's probably bad, but do I have any chance of making the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["what's the weather gonna be like in Melbourne this arvo"],
    expect: "None",
  },
  {
    turns: ["sorry, could you rank my quarterbacks for this week? I have three and I'm confused"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: [
      "Evaluate this trade: I give Tee Higgins and Jake Ferguson, I receive Nico Collins. Net " + "expected value?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Jake Ferguson", "Nico Collins"],
  },
  {
    turns: ["Regression to the mean says George Pickens should cool off.", "What's his rest-of-season projection?"],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: ["who am I up against this week"],
    expect: "matchup",
  },
  {
    turns: ["Nabers tore his ACL didn't he", "so do I drop him or stick him on IR"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["who on my roster's on bye this week", "and week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["sorry, is Saquon hurt? and if he is, who should I pick up off waivers?"],
    expect: ["status", "waivers"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Pitch me some 2-for-1 packages. I want to consolidate into a luxury asset."],
    expect: "tradeIdeas",
  },
  {
    turns: ["me TE's on bye in week 12", "who's a decent fill-in off the wire"],
    expect: "byeCover",
    week: 12,
    position: "TE",
  },
  {
    turns: ["who's better ROS, Gibbs or Bijan", "what about Bijan vs Saquon then"],
    expect: "compare",
    players: ["Bijan Robinson", "Saquon Barkley"],
  },
  {
    turns: [
      "sorry, someone messaged me about Trey McBride",
      "is he worth a lot in a trade? I don't want to get ripped off, sorry",
    ],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["sorry, I saw something about Tucker Kraft on twitter", "is he hurt? is he playing this week? sorry"],
    expect: "status",
    players: ["Tucker Kraft"],
  },
  {
    turns: [
      "I want to see my backfield inventory.",
      "Line up my running backs from best to worst for this week's showing.",
    ],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["What are mortgage rates doing this quarter? Clients keep asking."],
    expect: "None",
  },
  {
    turns: ["who's gonna win the AFL grand final next year, reckon the Swans?"],
    expect: "None",
  },
  {
    turns: ["sorry, I looked at the standings and got confused", "who's in first place, and where am I? sorry"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["got a few blokes on the injury list", "which ones should I stash and which should I cut"],
    expect: "dropStash",
  },
  {
    turns: ["Offer on the table: my Davante Adams for his James Cook. Do we sign?"],
    expect: "trade",
    players: ["Davante Adams", "James Cook"],
  },
  {
    turns: ["need a WR badly", "who should I be tryin to trade for"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["Given the week-to-week variance in his target share, is Rashee Rice a start or a sit in week 11?"],
    expect: "startSit",
    players: ["Rashee Rice"],
    week: 11,
  },
  {
    turns: ["lost again this week, gutted", "am I still a shot for finals or is it cooked"],
    expect: "playoffs",
  },
  {
    turns: [
      "I've got $43 of FAAB burning a hole in my pocket. Who's the hottest listing on waivers and " + "what do I bid?",
    ],
    expect: "waivers",
  },
  {
    turns: ["sorry, who's the best team in our league? I want to know who to be scared of"],
    expect: "leaders",
  },
  {
    turns: ["What's my team's projected score for week 12, with a 10th-to-90th percentile range?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: [
      "Puka Nacua and Amon-Ra St. Brown are both on my roster.",
      "Over the remaining schedule, whose expected points are higher? Ignore this week.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["who's flyin under the radar at the moment", "specifically for week 12"],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: [
      "I've got three receivers competing for one flex listing.",
      "Tell me who closes the deal in my flex this week. I need a closer, not a tire-kicker.",
    ],
    expect: "slot",
  },
  {
    turns: [
      "Is Lamar Jackson's ankle a concern this week?",
      "If he plays, what's his projection, and does he start over Baker Mayfield?",
    ],
    expect: ["outlook", "startSit"],
    players: ["Lamar Jackson", "Baker Mayfield"],
  },
  {
    turns: ["What's my win probability this week?", "And next week against Sunday Scaries?"],
    expect: "matchup",
    week: "next",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "Controlling for strength of schedule, is Jonathan Taylor or Derrick Henry the superior " +
        "back the rest of the way?",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: ["if I win out what are me odds of makin finals"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: [
      "Coach Quinn wants Lamb for Nacua straight up",
      "actually he's changed it, now it's Lamb for Nacua plus Pacheco. thoughts?",
    ],
    expect: "trade",
    players: ["CeeDee Lamb", "Puka Nacua", "Isiah Pacheco"],
  },
  {
    turns: ["sorry, what can you do exactly? and also who am I playing this week?"],
    expect: ["help", "matchup"],
  },
  {
    turns: ["Which free agent offers the best marginal gain over my worst rostered RB this week?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["is CMC playin this week or what"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["rank my RBs this week", "now me WRs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["What's my projected total this week, and what's my win probability?"],
    expect: ["projectedTotal", "matchup"],
  },
  {
    turns: ["Two items on the agenda: what's my record, and what are my playoff odds?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["sorry, random, but do you know a good recipe for game day nachos?"],
    expect: "None",
  },
  {
    turns: ["Who's the premier team in this league right now? Who owns the penthouse?"],
    expect: "leaders",
  },
  {
    turns: ["Before we sign anything, walk me through your services. What do you offer?"],
    expect: "help",
  },
  {
    turns: ["Which of my injured players have negative expected value as roster holds? Drop or stash?"],
    expect: "dropStash",
  },
  {
    turns: [
      "sorry, I have a guy who's hurt, Brian Thomas Jr. should I drop him or keep him? I don't " +
        "really know what IR is, sorry",
    ],
    expect: "dropStash",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Give me the numbers: what's Gridiron Gurus' probability of closing on a playoff spot?"],
    expect: "playoffs",
  },
  {
    turns: ["Can you explain the Monty Hall problem? The intuition, not the proof."],
    expect: "None",
  },
  {
    turns: ["we won!! sorry, I'm just excited", "does that mean my playoff odds went up? what are they now?"],
    expect: "playoffs",
  },
  {
    turns: ["Give me the full listing on Jaxon Smith-Njigba: projected points, upside, the works."],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "sorry, I think I want Woody Marks",
      "how much FAAB should I bid on him? I have no idea how bidding works, sorry",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["what are me playoff odds", "what if I go 2-2 from here"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: [
      "Chase Brown has a 68% snap share over a four-game sample.",
      "Does that justify starting him over Kenneth Walker III on Sunday, or is the sample too small?",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Kenneth Walker III"],
  },
  {
    turns: ["Thanks for the lineup help.", "Unrelated: can you write a listing description for a 3-bed townhouse?"],
    expect: "None",
  },
  {
    turns: [
      "hi, sorry. Is Jayden Daniels injured?",
      "sorry, I meant is he actually playing this sunday? like will he be active",
    ],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["what's me record at the moment"],
    expect: "record",
  },
  {
    turns: ["Be straight with me like a buyer's agent: do I hold Drake London or sell at peak?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["how many points am I projected this week all up"],
    expect: "projectedTotal",
  },
  {
    turns: ["sorry, I just realized my QB has a bye next week", "who should I pick up to cover him? sorry"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: [
      "My playoff probability is sitting at 38%.",
      "Which roster transactions would yield the largest increase in that number?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["Which teams have a surplus at RB and a need at WR? I'm looking for a trade partner."],
    expect: "tradeIdeas",
  },
  {
    turns: ["what moves should I make to give meself a better shot at the playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["What's the projected total for Gridiron Gurus this week? Floor to ceiling, give me the appraisal."],
    expect: "projectedTotal",
  },
  {
    turns: ["is Puka right to go this week", "good. what about Nico Collins", "and Kittle?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "sorry, first time doing this. I drafted Ladd McConkey.",
      "how many points is he projected for this week? sorry if that's obvious",
    ],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Which bench player has the highest expected value in my flex spot for week 11?"],
    expect: "slot",
    week: 11,
  },
  {
    turns: ["Where are the distressed properties in this league? Who's undervalued and ripe for a lowball offer?"],
    expect: "buyLow",
  },
  {
    turns: ["rank me receivers for this week mate, got heaps of em and no clue"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["hi, sorry, I've never used this before. how does this work?"],
    expect: "help",
  },
  {
    turns: ["who goes in me flex this week mate? got no idea"],
    expect: "slot",
  },
  {
    turns: [
      "Let me pitch you two premium properties: Jameson Williams and Zay Flowers. Only one gets " +
        "the showing this Sunday. Which one?",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers"],
  },
  {
    turns: ["I want to benchmark against the league.", "Which team leads the league in points scored?"],
    expect: "leaders",
  },
  {
    turns: ["sorry, I keep forgetting to check injuries", "is my whole team healthy right now?"],
    expect: "rosterStatus",
  },
  {
    turns: ["sorry, are there any under-the-radar guys I could pick up? I don't know anyone outside the big names"],
    expect: "sleepers",
  },
  {
    turns: ["sorry, can you tell me if anyone on my team is hurt or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["set me lineup for this week", "sweet as, now do the same for next week"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["reckon I should trade DK Metcalf? and what could I actually get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["DK Metcalf"],
  },
  {
    turns: ["Is it rational to keep an IR slot on Joe Burrow at this point or release him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["What's my playoff probability as of now? Point estimate and interval if you have it."],
    expect: "playoffs",
  },
  {
    turns: ["Set my lineup for this week, then tell me who the sleepers are for next week."],
    expect: ["lineup", "sleepers"],
  },
  {
    turns: ["what's Drake Maye projected for this week", "and next week?"],
    expect: "outlook",
    players: ["Drake Maye"],
    week: "next",
  },
  {
    turns: ["List all bye-week conflicts on my roster for week 14."],
    expect: "rosterStatus",
    week: 14,
  },
  {
    turns: ["sorry, what happens to my playoff chances if I lose this week? I'm scared"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What renovations raise my value... sorry, my playoff odds? Walk me through the upgrades."],
    expect: "improveOdds",
  },
  {
    turns: ["who should I be buyin low on right now, any bargains floatin round the league?"],
    expect: "buyLow",
  },
  {
    turns: ["Who's on the waiver market worth acquiring, and which of my injured guys do I cut to make room?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["g'day, what can ya actually do"],
    expect: "help",
  },
  {
    turns: ["What could Coach Sawyer's Audible Alchemists give me for Derrick Henry? Let's find a buyer."],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
    team: "Audible Alchemists",
  },
  {
    turns: ["Big week for Gridiron Gurus, folks.", "Let's stage the whole house. Set my best lineup for Sunday."],
    expect: "lineup",
  },
  {
    turns: [
      "Which players have underperformed their expected fantasy points the most and are due for " +
        "positive regression?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Optimize my starting lineup for week 12 to maximize expected points."],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["any sleepers for next week I should know about"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["What's the Chiefs' spread against the Broncos this week in Vegas?"],
    expect: "None",
  },
  {
    turns: ["got a trade offer, mate", "bloke's offering Kenneth Walker III for my Garrett Wilson, do I take it"],
    expect: "trade",
    players: ["Kenneth Walker III", "Garrett Wilson"],
  },
  {
    turns: ["Identify low-rostered players whose usage metrics suggest a breakout next week."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Show me the whole league's standings.", "Now sorted by playoff odds instead."],
    expect: "leaders",
  },
  {
    turns: ["sorry if this is a weird question, but are there players I should try to get cheap right now?"],
    expect: "buyLow",
  },
  {
    turns: ["Herbert's on bye next week, who do I stream at QB"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: ["Which streaming kicker maximizes expected points while my starter is on bye?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: [
      "Long-term investment question. Brock Bowers or Trey McBride: which asset appreciates more " +
        "through the fantasy playoffs?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["lost by 3 points this week, absolute shocker", "what are me odds now and what can I do to fix it"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["who's on bye for me next week and who can cover me kicker"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "K",
  },
  {
    turns: ["My WR2 spot is prime real estate this week. Which of my receivers gets the keys?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Conditional on losing this week, what's my playoff probability?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["playin Blitz Brigade this week aye", "reckon I'm favoured against em?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["My tight end is vacating the premises for his bye. I need a short-term tenant. Who?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["sorry, how many points is my team supposed to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my win probability in this week's matchup?"],
    expect: "matchup",
  },
  {
    turns: ["Do I hold Tyreek Hill in storage on IR or cut him loose? He's dead inventory."],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "I'm so sorry, I don't really know what I'm doing. could you check my lineup for this week " +
        "and tell me if anything's wrong?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Rank my wide receivers by projection this week.", "Same for next week."],
    expect: "positionRank",
    week: "next",
    position: "WR",
  },
  {
    turns: ["Am I the favorite this weekend, or am I the underdog at this negotiating table?"],
    expect: "matchup",
  },
  {
    turns: [
      "I'm hearing whispers on the street about Tyreek Hill.",
      "Is he injured? I need full disclosure before he goes anywhere near my lineup.",
    ],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Order my tight ends by expected points for week 11."],
    expect: "positionRank",
    week: 11,
    position: "TE",
  },
  {
    turns: [
      "sorry, I got my first trade offer ever and I'm nervous",
      "they want my Josh Jacobs and would give me Terry McLaurin and Dalton Kincaid. is that fair? sorry",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Terry McLaurin", "Dalton Kincaid"],
  },
  {
    turns: ["sorry, who should I put in my RB2 spot this week? I'm really not sure, sorry"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Bucky or Chase Brown for the rest of the season?",
      "righto. who are the buy-low guys at the moment, and is Bucky fit to play this week",
    ],
    expect: ["buyLow", "status"],
    players: ["Bucky Irving"],
  },
  {
    turns: ["need a WR off waivers", "actually what about a TE instead"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["who should I start in me TE spot this week, can't pick", "what about next week, same spot"],
    expect: "slot",
    week: "next",
    position: "TE",
  },
  {
    turns: ["should I flog Javonte Williams while his value's high or hang onto him"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["should I start Achane this week? and what's he worth in a trade"],
    expect: ["startSit", "tradeValue"],
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "mate I'm thinkin about the long game now",
      "rest of season who'd ya rather have, Omarion Hampton or TreVeyon Henderson",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "Let's run the comps on my season.",
      "Hypothetically, if I close 3 of my last 4, what's my playoff probability?",
    ],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["sorry, what place am I in? I lost track"],
    expect: "record",
  },
  {
    turns: ["who's top of the ladder in the league"],
    expect: "leaders",
  },
  {
    turns: [
      "Jonathan Taylor has been the hottest property on my roster.",
      "What's his market value right now? Am I sitting in a seller's market?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["I expect a bidding war on Kyle Monangai.", "What's the optimal bid given a $61 budget?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["how many games have I won this season", "so where's that put me on the ladder"],
    expect: "record",
  },
  {
    turns: ["what are me playoff odds", "righto, and what can I do to bump that up"],
    expect: "improveOdds",
  },
  {
    turns: [
      "sorry, another question, what do you think of Emeka Egbuka?",
      "and sorry, how does he stack up against Tetairoa McMillan for the rest of the year? not " +
        "for this week, just overall",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["sorry, one more thing", "can you tell me a joke? I've had a really bad day"],
    expect: "None",
  },
  {
    turns: ["What's my playoff probability if I win out, and which team currently has the best odds?"],
    expect: ["scenario", "leaders"],
    scenario: "win-out",
  },
  {
    turns: ["Mike Evans is doin nothin for me", "what could I get for him if I shopped him round"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
];
