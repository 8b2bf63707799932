// Blind held-out evaluation set 120 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a polite, indirect manager ("I was wondering whether…", "would it make sense to…", "any
// thoughts on…").
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_120: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["I was wondering whether I should start Jaylen Waddle or Zay Flowers this week? kinda torn on it"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Zay Flowers"],
  },
  {
    turns: [
      "hey, hope you're well. i've got a tough call at RB",
      "would it make sense to go with chuba over rico dowdle on sunday?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["any thoughts on wether goff or bo nix should get the nod for week 11? sorry if it's obvious"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 11,
  },
  {
    turns: ["Is Kyle Pitts playing this week?", "ok thanks. and if he is, would you start him or tucker kraft?"],
    expect: "startSit",
    players: ["Kyle Pitts", "Tucker Kraft"],
  },
  {
    turns: [
      "Sorry to bother you — jsn, olave or mclaurin for my two WR spots next week? I can only play two of the three",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Chris Olave", "Terry McLaurin"],
    week: "next",
  },
  {
    turns: [
      "my RB2 spot is a bit of a mess this week",
      "i was hoping you could help me decide between skattebo and tracy, i'm leaning skattebo but not totally sure",
    ],
    expect: "startSit",
    players: ["Cam Skattebo", "Tyrone Tracy Jr."],
  },

  // ---- compare ----
  {
    turns: [
      "I was looking over my receivers earlier",
      "just wondering, long term, who you'd rather have between puka and garrett wilson?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: ["would it be fair to say bijan is a better rest-of-season asset than gibbs, or am i overthinking it?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "any thoughts on ashton jeanty rest of season?",
      "and how would you say he stacks up against omarion hampton going forward?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Just curious — for the rest of the year, is Brock Bowers or Trey McBride the one you'd want? " +
        "in general I mean, not a this-week thing",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["who do you think is the better player going forward, MHJ or odunze? no rush on this one"],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Rome Odunze"],
  },
  {
    turns: ["would you mind comparing jalen hurts and lamar for me ros? trying to figure out which one i'd rather own"],
    expect: "compare",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },

  // ---- slot ----
  { turns: ["I was wondering who you'd suggest for my flex spot this week?"], expect: "slot", position: "FLEX" },
  {
    turns: ["any thoughts on who should be my RB2 on sunday? the options all feel kinda meh"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["my flex is sorted I think", "what about tight end though — who's my best option there this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "thanks, the RBs look set",
      "would it make sense to rethink my wr3 for week 11 though? who's the best option there",
    ],
    expect: "slot",
    position: "WR",
    week: 11,
  },
  {
    turns: ["i was wondering which of my two defenses i should roll out this week?"],
    expect: "slot",
    position: "DEF",
  },
  {
    turns: ["thanks for the help earlier", "one more thing, which of my guys would be the best fit at flex next week?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // ---- lineup ----
  {
    turns: ["I was wondering if you could look over my lineup for this week and tell me if anything looks off?"],
    expect: "lineup",
  },
  {
    turns: ["would it make sense to have you optimize my whole starting lineup for week 11?"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "ok so waddle is questionable apparently",
      "with that in mind, could you set the best possible lineup for me for sunday?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I lost by 3 last week with like 20 points sitting on my bench",
      "any thoughts on my starters this week so that doesnt happen again?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "hey, sorry, could you double check my lineup before thursday's kickoff? just want to make " +
        "sure it's the best i can field",
    ],
    expect: "lineup",
  },
  {
    turns: ["is my lineup good to go for next week, or would you change anything?"],
    expect: "lineup",
    week: "next",
  },

  // ---- outlook ----
  {
    turns: ["I was wondering what you expect from Tetairoa McMillan the rest of the way?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: [
      "i picked up woody marks a couple weeks ago",
      "any thoughts on whether he's actually legit or just on a hot streak?",
    ],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "kyle monangai has been so fun to watch lately",
      "would it be reasonable to expect him to keep this up for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "what's jaxson dart's projection looking like this week, if you don't mind me asking? and " +
        "would he be a better start than bo nix?",
    ],
    expect: ["outlook", "startSit"],
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["i'm curious how you see emeka egbuka's ros outlook — is he a real wr2 or nah?"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: [
      "any thoughts on quinshon judkins?",
      "and what about bucky irving, what should i expect from him going forward?",
    ],
    expect: "outlook",
    players: ["Bucky Irving"],
  },

  // ---- status ----
  {
    turns: ["I was wondering whether Tyreek Hill is expected to play this week?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["ja'marr chase looked a bit banged up on sunday", "any news on whether he's practicing this week?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: [
      "any thoughts on CMC this week?",
      "sorry, I meant — is he actually healthy and playing, or is he questionable?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is george kittle on bye this week by any chance? I can never keep track of these"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["is nico collins playing sunday?", "thanks — and what about kenneth walker?"],
    expect: "status",
    players: ["Kenneth Walker III"],
  },
  {
    turns: [
      "would you happen to know if mark andrews is playing this week, and what you'd expect from him if he does?",
    ],
    expect: ["status", "outlook"],
    players: ["Mark Andrews"],
  },

  // ---- tradeValue ----
  {
    turns: ["I was wondering if now is the time to sell high on Rico Dowdle?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "jonathan taylor has been an absolute monster",
      "any thoughts on whether he's a sell-high at this point or more of a hold?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["roughly what would derrick henry be worth on the trade market right now, if you had to guess?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["is breece hall a buy low?", "ok, and would you say the same about kyren?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["would it make sense to buy low on BTJ? he's been rough but I keep wondering if he turns it around"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "should i be shopping kelce now while he still has the name value? and if so, who'd be a good " +
        "trade partner for him?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Travis Kelce"],
  },

  // ---- buyLow ----
  {
    turns: ["I was wondering if there are any good buy-low candidates around the league right now?"],
    expect: "buyLow",
  },
  {
    turns: [
      "any thoughts on who might be worth selling high before the deadline? just guys who look like they're peaking",
    ],
    expect: "buyLow",
  },
  {
    turns: ["would it make sense to go after some buy low guys on other teams? who are the best ones to target"],
    expect: "buyLow",
  },
  {
    turns: [
      "I feel like the trade deadline is coming up fast",
      "are there any players out there who are kinda underperforming and might be cheap to get right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "when is the trade deadline again?",
      "which players in the league do you think are the best sell-high candidates before then?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["sorry if this is a vague one, but who's undervalued right now that i could scoop up cheaply?"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["I was offered Jaylen Waddle for my Chase Brown — I was wondering whether I should accept?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Chase Brown"],
  },
  {
    turns: [
      "thinking about making a move",
      "would it make sense to trade james cook for drake london? feels fair-ish but im not sure",
    ],
    expect: "trade",
    players: ["James Cook", "Drake London"],
  },
  {
    turns: [
      "someone in my league just sent me an offer",
      "it's puka for my saquon and jakobi meyers. any thoughts on whether I should take it?",
    ],
    expect: "trade",
    players: ["Puka Nacua", "Saquon Barkley", "Jakobi Meyers"],
  },
  {
    turns: [
      "Would you accept Amon-Ra St. Brown for Justin Jefferson straight up if you were me? I'd be giving up ARSB",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },
  {
    turns: [
      "i was thinking of offering kamara + jordan addison for tee higgins. would that be a " +
        "reasonable deal or am i overpaying?",
    ],
    expect: "trade",
    players: ["Alvin Kamara", "Jordan Addison", "Tee Higgins"],
  },
  {
    turns: [
      "I've been going back and forth with a guy in my league",
      "he'd give me achane if i send him ceedee. is that a win for me, do you think?",
    ],
    expect: "trade",
    players: ["De'Von Achane", "CeeDee Lamb"],
  },

  // ---- tradeIdeas ----
  { turns: ["I was wondering if you could suggest a few trades that would help my team?"], expect: "tradeIdeas" },
  {
    turns: ["would it make sense to package jacobs and waddle into one stud? any 2-for-1 ideas?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs", "Jaylen Waddle"],
  },
  {
    turns: ["kittle has been awful lately", "i really need a tight end. any thoughts on who i could trade for?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["my RB depth is great but my wrs are thin", "who would be a good trade partner for me, do you think?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["I'd like to move garrett wilson — any thoughts on which teams might want him and what i could get back?"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "would it make sense to try and work out a trade with Blitz Brigade? what could I " +
        "realistically target from them?",
    ],
    expect: "tradeIdeas",
    team: "Blitz Brigade",
  },

  // ---- waivers ----
  {
    turns: [
      "I was wondering who the best pickups on the waiver wire are this week, and who I should drop " +
        "to make room for them?",
    ],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["how much FAAB would you suggest I bid on a guy like rhamondre stevenson, if he's out there?"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["any thoughts on which running back I should grab off waivers? I'm pretty thin there"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["thanks for the waiver list", "and how much of my budget would you put on the top guy?"],
    expect: "waivers",
  },
  {
    turns: [
      "heard javonte williams might be getting more work",
      "is he available on the wire? would it make sense to put in a claim?",
    ],
    expect: "waivers",
    players: ["Javonte Williams"],
  },
  { turns: ["sorry, who's the best available free agent WR right now?"], expect: "waivers", position: "WR" },

  // ---- sleepers ----
  {
    turns: [
      "any deep sleepers worth stashing for the playoffs? also how much faab would you put on the " +
        "top waiver guy this week",
    ],
    expect: ["sleepers", "waivers"],
  },
  {
    turns: ["any thoughts on breakout candidates for the second half that nobody is really talking about?"],
    expect: "sleepers",
  },
  {
    turns: ["would it make sense to stash someone now who could pop in a week or two? who are the names to watch"],
    expect: "sleepers",
  },
  {
    turns: [
      "I already got my main waiver claim in",
      "any under-the-radar guys i should keep an eye on who could become must-adds soon?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "who are some lesser-known rbs that could be league winners if something happens to the starter ahead of them?",
    ],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["my bench is kinda dead weight right now", "any deeper receivers with upside i could stash?"],
    expect: "sleepers",
    position: "WR",
  },

  // ---- dropStash ----
  {
    turns: ["I was wondering whether I should drop Chris Godwin or keep stashing him while he's hurt?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["any thoughts on who I should cut to make room for a waiver claim?"], expect: "dropStash" },
  {
    turns: ["would it make sense to hold onto aiyuk on IR or just let him go at this point?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["rashee rice is out for a while it seems", "is he still worth a roster spot, or should I move on?"],
    expect: "dropStash",
    players: ["Rashee Rice"],
  },
  {
    turns: ["which of my injured guys are actually worth holding and which ones can go?"],
    expect: "dropStash",
  },
  {
    turns: ["I want to claim someone off waivers", "is j.k. dobbins droppable at this point to make room?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },

  // ---- byeCover ----
  {
    turns: ["my QB situation has me a little worried", "who could I use to cover josh allen's bye next week?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    week: "next",
  },
  {
    turns: ["any thoughts on a streaming tight end for the week kittle is on bye?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["brock bowers is on bye in week 12 — would it make sense to grab a backup TE for that week?"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    week: 12,
    position: "TE",
  },
  {
    turns: ["looks like gibbs is questionable", "if he ends up sitting, who'd be a decent fill-in at RB for the week?"],
    expect: "byeCover",
    players: ["Jahmyr Gibbs"],
    position: "RB",
  },
  {
    turns: ["i've got two WRs on bye in week 11, any thoughts on who could fill in for them?"],
    expect: "byeCover",
    week: 11,
    position: "WR",
  },
  {
    turns: ["Mahomes has his bye coming up, I was wondering what the best streaming QB option is for that week?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },

  // ---- playoffs ----
  { turns: ["I was wondering what my chances of making the playoffs look like at this point?"], expect: "playoffs" },
  {
    turns: ["I'm 7-2 I think", "any thoughts on whether I can realistically grab a first-round bye?"],
    expect: "playoffs",
  },
  { turns: ["what are my odds of actually winning the whole thing this year? be honest lol"], expect: "playoffs" },
  {
    turns: [
      "how's my team looking overall?",
      "sorry, I meant more specifically — am I likely to be in the top six when the regular season ends?",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "would it be silly to think I'm a lock for the postseason now? and if not, what could I do to " +
        "improve my chances?",
    ],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["any idea what my championship odds are right now?"], expect: "playoffs" },

  // ---- scenario ----
  { turns: ["I was wondering what my playoff odds would be if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what are my playoff odds right now?", "and would I still make it if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["any thoughts on my chances if I go 2-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff chances?", "and what if I win 3 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["sorry, hypothetical — if i only win one more game, am i still in the hunt?"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["would winning just two more be enough to get me in, and what are my odds right now anyway?"],
    expect: ["scenario", "playoffs"],
    scenario: { wins: 2, games: null },
  },

  // ---- improveOdds ----
  { turns: ["I was wondering what moves I could make to improve my playoff odds?"], expect: "improveOdds" },
  { turns: ["any thoughts on how I could make my team better before the stretch run?"], expect: "improveOdds" },
  {
    turns: ["my playoff odds look kinda grim", "what would you do to boost them if you were me?"],
    expect: "improveOdds",
  },
  {
    turns: ["would it make sense to shake things up? what changes would give me the best shot at getting in?"],
    expect: "improveOdds",
  },
  {
    turns: ["sorry to be needy — what's the single best thing i could do to help my chances of making the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["i'm right on the bubble. what's my record again, and any ideas on how to push myself over the line?"],
    expect: ["record", "improveOdds"],
  },

  // ---- matchup ----
  { turns: ["I was wondering who I'm playing this week?"], expect: "matchup" },
  {
    turns: ["who am I up against this week?", "oh, coach quinn? any thoughts on my chances?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["would you mind giving me a preview of my week 12 matchup?"], expect: "matchup", week: 12 },
  {
    turns: ["who do I face next week?", "and how do you think I stack up against them?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["how likely am I to win this week, do you think? and what's my projected total looking like?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["i'm curious how my matchup with the sunday scaries is shaping up"],
    expect: "matchup",
    team: "Sunday Scaries",
  },

  // ---- projectedTotal ----
  { turns: ["I was wondering how many points I'm projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["any thoughts on what my floor and ceiling look like for sunday, and who i'm up against?"],
    expect: ["projectedTotal", "matchup"],
  },
  {
    turns: ["what's my team's projection this week?", "and for week 11, roughly?"],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["ok lineup is set", "so what's the projected total now?"], expect: "projectedTotal" },
  {
    turns: ["just curious, what's the best-case point total for my squad next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["roughly how many points should i expect my team to put up this week, if everything goes normal?"],
    expect: "projectedTotal",
  },

  // ---- record ----
  { turns: ["I was wondering what my record is at the moment?"], expect: "record" },
  { turns: ["where do I sit in the standings right now, if you don't mind me asking?"], expect: "record" },
  {
    turns: ["who's leading the league?", "and what about red zone raiders, what's their record?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  {
    turns: ["what's my record?", "and how about coach ellis's team?"],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: ["sorry, how many wins do i have so far? lost track. and would you say i'm making the playoffs?"],
    expect: ["record", "playoffs"],
  },
  { turns: ["would you mind telling me what place i'm in?"], expect: "record" },

  // ---- leaders ----
  { turns: ["I was wondering who's leading the league right now?"], expect: "leaders" },
  { turns: ["any thoughts on which team is the strongest in the league at this point?"], expect: "leaders" },
  {
    turns: ["what's my projected total?", "thanks. unrelated, but who has scored the most points this season?"],
    expect: "leaders",
  },
  {
    turns: ["could you show me the full standings, and where I fall in them?"],
    expect: ["leaders", "record"],
  },
  { turns: ["what's my record?", "and who's sitting at the top?"], expect: "leaders" },
  { turns: ["who's the team to beat this year, in your view?"], expect: "leaders" },

  // ---- rosterStatus ----
  {
    turns: [
      "I was wondering if anyone on my roster is injured or on bye this week, and whether my lineup " +
        "needs fixing because of it?",
    ],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["are any of my guys on bye this week?", "and next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["could you check my roster for injuries ahead of week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["thanks for the lineup help", "before I forget — are any of my players hurt right now?"],
    expect: "rosterStatus",
  },
  {
    turns: ["sorry, is my team dealing with any injuries at the moment? feels like everyone's banged up"],
    expect: "rosterStatus",
  },
  {
    turns: ["would you mind listing who I'm missing this week because of byes or injuries?"],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  {
    turns: ["I was wondering how you'd rank my running backs for this week?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["any thoughts on the order of my WRs for week 11, best to worst?"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  {
    turns: ["could you rank my tight ends for me this week? i've got three and honestly no idea"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["thanks for the rb rankings", "would you mind doing the same for my receivers?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["how would you rank my RBs?", "and my QBs for next week?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["would it be possible to see my running backs ranked top to bottom for week 12?"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },

  // ---- help ----
  { turns: ["hi there! I was wondering what kinds of things you can help me with?"], expect: "help" },
  { turns: ["hello, hope you're doing well"], expect: "help" },
  { turns: ["hello", "sorry, I'm new to this — how does this work exactly?"], expect: "help" },
  { turns: ["good morning! what sort of questions can I ask you?"], expect: "help" },
  { turns: ["hey", "would you mind explaining what you're able to do?"], expect: "help" },
  {
    turns: ["hi! what can you do, and could you start by telling me my record?"],
    expect: ["help", "record"],
  },

  // ---- None ----
  { turns: ["I was wondering if it's supposed to rain in green bay on sunday?"], expect: "None" },
  {
    turns: ["would you happen to know a good joke about kickers? also, who am I playing this week"],
    expect: ["None", "matchup"],
  },
  {
    turns: ["thanks for the trade advice", "any thoughts on the lakers game tonight, by the way?"],
    expect: "None",
  },
  { turns: ["sorry, random, but could you help me with my chemistry homework?"], expect: "None" },
  {
    turns: ["what do you think of the over on mahomes passing yards this week? I was thinking about placing a bet"],
    expect: "None",
  },
  {
    turns: ["thanks for all the help today", "totally unrelated, but do you have a good chili recipe for game day?"],
    expect: "None",
  },
];
