// Blind held-out evaluation set 186 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a calendar-minded manager who plans ahead — names weeks ("wk 13", "thanksgiving week",
// "the first playoff week"), worries about byes and the stretch run, and follows up with "and the week after?".
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_186: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Week 12 question: Jahmyr Gibbs or Kyren Williams in my second RB spot?"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Kyren Williams"],
    week: 12,
  },
  {
    turns: ["Thinking ahead to thanksgiving week — do I roll with Amon-Ra or Puka?"],
    expect: "startSit",
    players: ["Amon-Ra St. Brown", "Puka Nacua"],
    week: 13,
  },
  {
    turns: ["this weekend: Tee Higgins, Jakobi Meyers or Jordan Addison, which one gets the nod?"],
    expect: "startSit",
    players: ["Tee Higgins", "Jakobi Meyers", "Jordan Addison"],
  },
  {
    turns: ["Bo Nix or Jared Goff next week?", "and the week after?"],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: 12,
  },
  {
    turns: ["First playoff week I'm torn between Kenneth Walker III and Chuba Hubbard. Who do I trust?"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Chuba Hubbard"],
    week: 15,
  },
  {
    turns: ["Kelce or LaPorta in wk 11?", "ok swap LaPorta out for Kyle Pitts, still wk 11 — who?"],
    expect: "startSit",
    players: ["Travis Kelce", "Kyle Pitts"],
    week: 11,
  },
  {
    turns: ["Wk 14 is the last regular-season game and I probably need it. Chase Brown or Javonte Williams?"],
    expect: "startSit",
    players: ["Chase Brown", "Javonte Williams"],
    week: 14,
  },
  {
    turns: [
      "Garrett Wilson or Zay Flowers on Sunday?",
      "toss Ladd McConkey into that mix too — which two of the three do I play?",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "Zay Flowers", "Ladd McConkey"],
  },

  // ---- compare ----
  {
    turns: ["Long haul, who do I want rostered come December: Breece Hall or Bucky Irving?"],
    expect: "compare",
    players: ["Breece Hall", "Bucky Irving"],
  },
  {
    turns: ["Rest of the way, Drake London vs Garrett Wilson — who's the better piece to own?"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "How do Trey McBride and Brock Bowers stack up over the rest of the season?",
      "and Kittle vs Bowers over that same stretch?",
    ],
    expect: "compare",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: ["Forget this week entirely. Ashton Jeanty or Omarion Hampton for the playoff run?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Who's got the friendlier schedule the last few weeks, Jalen Hurts or Lamar Jackson?",
      "and between Joe Burrow and Drake Maye, who would you rather have from here on out?",
    ],
    expect: "compare",
    players: ["Joe Burrow", "Drake Maye"],
  },

  // ---- slot ----
  { turns: ["Who should fill my flex in week 11?"], expect: "slot", week: 11 },
  { turns: ["Which kicker do I roll out next week?"], expect: "slot", position: "K", week: "next" },
  { turns: ["Who's my tight end for week 12?"], expect: "slot", position: "TE", week: 12 },
  { turns: ["Who's my QB this weekend?", "and the week after next?"], expect: "slot", position: "QB", week: 12 },
  {
    turns: ["I need one back for the second running back spot over thanksgiving week. Who gets it?"],
    expect: "slot",
    position: "RB",
    week: 13,
  },
  { turns: ["Who's my flex this week?", "ok and who goes in at tight end?"], expect: "slot", position: "TE" },

  // ---- lineup ----
  { turns: ["Set my whole starting lineup for week 11."], expect: "lineup", week: 11 },
  { turns: ["Who should I be starting across the board next week?"], expect: "lineup", week: "next" },
  {
    turns: ["I'll be on a plane most of week 12 — give me every starter so I can lock it in early."],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["Who's starting for me this week at every position?", "now do the same thing for the week after next"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: [
      "Thanksgiving week I'm at the in-laws' with no signal. What's the full set of guys I should have in before I " +
        "leave?",
    ],
    expect: "lineup",
    week: 13,
  },

  // ---- outlook ----
  {
    turns: ["How's Jaxon Smith-Njigba looking for week 12?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: 12,
  },
  {
    turns: ["What kind of numbers should I expect from Cam Skattebo next week?"],
    expect: "outlook",
    players: ["Cam Skattebo"],
    week: "next",
  },
  {
    turns: ["Is Rashee Rice in line for a big game in week 11?", "and the week after?"],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: 12,
  },
  {
    turns: ["What's Tetairoa McMillan projected for in the first round of the playoffs?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
    week: 15,
  },
  {
    turns: ["Thanksgiving slate — what do you expect from Jameson Williams?"],
    expect: "outlook",
    players: ["Jameson Williams"],
    week: 13,
  },
  {
    turns: [
      "Who's the better play next week, De'Von Achane or Woody Marks?",
      "forget Marks — how do you see Achane doing over the stretch run?",
    ],
    expect: "outlook",
    players: ["De'Von Achane"],
  },

  // ---- status ----
  {
    turns: ["Is Christian McCaffrey good to go for week 11?"],
    expect: "status",
    players: ["Christian McCaffrey"],
    week: 11,
  },
  {
    turns: ["Is Nico Collins off in week 12, or is his bye the following week?"],
    expect: "status",
    players: ["Nico Collins"],
    week: 12,
  },
  {
    turns: ["What's going on with A.J. Brown's hamstring?", "will he be back by next week?"],
    expect: "status",
    players: ["A.J. Brown"],
    week: "next",
  },
  {
    turns: ["Is Mark Andrews still banged up? I need him thanksgiving week."],
    expect: "status",
    players: ["Mark Andrews"],
    week: 13,
  },
  { turns: ["Is Justin Jefferson suiting up this weekend?"], expect: "status", players: ["Justin Jefferson"] },
  {
    turns: ["When's Jayden Daniels' bye?", "ok, and is he actually healthy enough to go in week 11?"],
    expect: "status",
    players: ["Jayden Daniels"],
    week: 11,
  },

  // ---- tradeValue ----
  {
    turns: ["Should I sell Derrick Henry now before his playoff schedule gets ugly?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Is Malik Nabers somebody I should be buying before the deadline?"],
    expect: "tradeValue",
    players: ["Malik Nabers"],
  },
  {
    turns: ["What's Saquon Barkley worth on the market right now — sell or hold?", "same question for Bijan"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Xavier Worthy's outlook for next week?", "honestly, is he a guy I should be moving before the deadline?"],
    expect: "tradeValue",
    players: ["Xavier Worthy"],
  },
  { turns: ["Do I cash out on Josh Jacobs before week 12?"], expect: "tradeValue", players: ["Josh Jacobs"], week: 12 },

  // ---- buyLow ----
  {
    turns: ["Who around the league is underperforming that I could scoop up cheap before the playoffs?"],
    expect: "buyLow",
  },
  {
    turns: ["Which guys on other rosters should I be buying while their value's in the dumps, ahead of week 12?"],
    expect: "buyLow",
    week: 12,
  },
  { turns: ["Any struggling studs on other teams I could pry loose before the deadline?"], expect: "buyLow" },
  {
    turns: [
      "Who's slumping that I should kick the tires on?",
      "anyone else? ideally someone whose schedule softens up in December",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "What are my playoff odds?",
      "ok, then whose stock has cratered that I can grab cheap now and ride in the playoffs?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["Would you do Jonathan Taylor for CeeDee Lamb plus Jaylen Warren? I'd be the one giving up JT."],
    expect: "trade",
    players: ["Jonathan Taylor", "CeeDee Lamb", "Jaylen Warren"],
  },
  {
    turns: ["Coach Quinn offered me Brock Bowers for my Trey McBride. Do I take it?"],
    expect: "trade",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["I give up Tony Pollard and Jerry Jeudy, I get back Davante Adams. Good for the playoff push?"],
    expect: "trade",
    players: ["Tony Pollard", "Jerry Jeudy", "Davante Adams"],
  },
  {
    turns: [
      "Is Chris Olave for Rhamondre Stevenson a fair swap? I'd be sending Olave.",
      "what if they throw in Kenneth Gainwell?",
    ],
    expect: "trade",
    players: ["Chris Olave", "Rhamondre Stevenson", "Kenneth Gainwell"],
  },
  {
    turns: ["Coach Tatum wants my Tee Higgins for his Courtland Sutton straight up. Should I accept?"],
    expect: "trade",
    players: ["Tee Higgins", "Courtland Sutton"],
  },
  {
    turns: ["What could I get for James Cook?", "someone just offered Mike Evans and Alvin Kamara for him — accept?"],
    expect: "trade",
    players: ["James Cook", "Mike Evans", "Alvin Kamara"],
  },

  // ---- waivers ----
  { turns: ["Who should I put claims in on ahead of week 11, and how much FAAB?"], expect: "waivers", week: 11 },
  {
    turns: ["I need a running back off the wire for next week — who, and what do I bid?"],
    expect: "waivers",
    position: "RB",
    week: "next",
  },
  { turns: ["Best wide receiver pickup this week? I've got $38 left."], expect: "waivers", position: "WR" },
  { turns: ["Who are the top adds this week?", "how much should I spend on the first guy?"], expect: "waivers" },
  {
    turns: ["Who are the priority pickups going into week 12, and how much of my budget should go to them?"],
    expect: "waivers",
    week: 12,
  },
  {
    turns: ["Rank my quarterbacks for the playoff weeks", "ugh. any QBs on the wire worth a claim?"],
    expect: "waivers",
    position: "QB",
  },

  // ---- playoffs ----
  { turns: ["Realistically, am I a playoff team this year?"], expect: "playoffs" },
  { turns: ["Heading into this weekend, what are the odds I'm still playing in December?"], expect: "playoffs" },
  { turns: ["What's my record?", "and do I actually make the dance from here?"], expect: "playoffs" },
  { turns: ["How likely is Gridiron Gurus to grab one of the six spots?"], expect: "playoffs" },
  { turns: ["Who's in first right now?", "and where does that leave me — am I getting in?"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["What moves give me the best shot at sneaking into the top six?"], expect: "improveOdds" },
  { turns: ["What can I do before week 11 kicks off to bump my playoff chances?"], expect: "improveOdds", week: 11 },
  { turns: ["What are my playoff odds right now?", "ok how do I get that number up?"], expect: "improveOdds" },
  {
    turns: ["I'm on the bubble. What should I be doing over the next couple of weeks to lock a spot?"],
    expect: "improveOdds",
  },
  { turns: ["If I lose this week am I done?", "what can I do so it never comes to that?"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["Who am I up against in week 11 and am I favored?"], expect: "matchup", week: 11 },
  { turns: ["How big of an underdog am I this weekend?"], expect: "matchup" },
  { turns: ["Who wins Blitz Brigade's game next week?"], expect: "matchup", team: "Blitz Brigade", week: "next" },
  { turns: ["Who do I play this week?", "and the week after next?"], expect: "matchup", week: 12 },
  {
    turns: ["What's Red Zone Raiders' record?", "how do they look in their game this weekend?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },

  // ---- record ----
  { turns: ["Where do I sit in the standings right now?"], expect: "record" },
  { turns: ["What's Sunday Scaries' record?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["What's my record?", "what about Coach Finley's squad?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["How many wins do I have with five weeks left?"], expect: "record" },
  {
    turns: ["Who's Hail Mary Heroes playing next week?", "what's their record going in?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },

  // ---- rosterStatus ----
  { turns: ["Who on my team is on bye in week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Any injuries on my roster I need to worry about for next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Who do I have out next week?", "and the week after?"], expect: "rosterStatus", week: 12 },
  { turns: ["Thanksgiving week — who on my roster is hurt or off?"], expect: "rosterStatus", week: 13 },
  { turns: ["Run through my guys' byes and injuries for wk 14."], expect: "rosterStatus", week: 14 },
  {
    turns: ["Who's my flex this week?", "wait, before that — who on my team is banged up right now?"],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  { turns: ["Order my running backs for week 11, best first."], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["Best to worst, my wideouts for next week?"], expect: "positionRank", position: "WR", week: "next" },
  { turns: ["Rank my WRs for this week", "now the tight ends"], expect: "positionRank", position: "TE" },
  {
    turns: ["How do my quarterbacks stack up against each other for week 15?"],
    expect: "positionRank",
    position: "QB",
    week: 15,
  },
  {
    turns: ["Who's on bye for me thanksgiving week?", "ok, then stack my running backs best to worst for thanksgiving"],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // ---- projectedTotal ----
  { turns: ["How many points am I projected for in week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["What's my team expected to score this weekend, and what's the range?"], expect: "projectedTotal" },
  { turns: ["What am I projected for this week?", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["Ballpark, what are my floor and ceiling for week 12?"], expect: "projectedTotal", week: 12 },
  {
    turns: ["Who am I playing thanksgiving week?", "and what's my point total looking like for thanksgiving week?"],
    expect: "projectedTotal",
    week: 13,
  },

  // ---- leaders ----
  { turns: ["Who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["Which team has put up the most points this year?"], expect: "leaders" },
  { turns: ["Who's sitting on top of the standings?"], expect: "leaders" },
  { turns: ["Who has the best record?", "and who's actually the strongest roster on paper?"], expect: "leaders" },
  { turns: ["Which teams are the real contenders I'll have to get past in December?"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["Give me a couple of deep cuts I could grab for next week."], expect: "sleepers", week: "next" },
  { turns: ["Who's flying under the radar that could pop in week 11?"], expect: "sleepers", week: 11 },
  { turns: ["Any guys rostered in basically no leagues worth a flier before week 12?"], expect: "sleepers", week: 12 },
  { turns: ["Who are some sleepers for next week?", "any at tight end?"], expect: "sleepers" },
  {
    turns: [
      "Top adds this week?",
      "ok those are obvious — who's a real deep sleeper for next week nobody's talking about?",
    ],
    expect: "sleepers",
    week: "next",
  },

  // ---- dropStash ----
  { turns: ["Should I stash Tyreek Hill on IR or just cut him?"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["Do I hold Chris Godwin through his injury for the playoffs or let him go?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["Which of my hurt guys is worth dropping before week 11 waivers run?"], expect: "dropStash", week: 11 },
  {
    turns: ["Is Brandon Aiyuk worth keeping while he's out?", "what about Nico Collins?"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },
  {
    turns: ["Is J.K. Dobbins playing next week?", "if not, IR him or cut bait?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },

  // ---- byeCover ----
  {
    turns: ["Josh Allen's off in week 12 — who do I grab to fill in?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    week: 12,
  },
  {
    turns: ["Who's a tight end I can stream for week 12 while mine's off?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: [
      "Is Jalen Hurts on bye thanksgiving week?",
      "ok then who's my best bet to fill in at QB thanksgiving week?",
    ],
    expect: "byeCover",
    position: "QB",
    week: 13,
  },
  {
    turns: ["Who covers for Puka Nacua during his bye?", "and if I need a kicker that same week?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Who slides in for Drake London when he's off next week?"],
    expect: "byeCover",
    players: ["Drake London"],
    week: "next",
  },
  {
    turns: ["Both my starting backs are on bye in week 14. Who can I pick up to cover?"],
    expect: "byeCover",
    position: "RB",
    week: 14,
  },

  // ---- scenario ----
  { turns: ["If I win out, am I in?"], expect: "scenario", scenario: "win-out" },
  { turns: ["What do my odds look like if I drop this week's game?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Say I go 3-2 the rest of the way — where does that leave me?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my playoff odds?", "what if I only win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["If I take four of my last five, do I make it?"], expect: "scenario", scenario: { wins: 4, games: 5 } },

  // ---- tradeIdeas ----
  { turns: ["What could I get for Ja'Marr Chase?"], expect: "tradeIdeas", players: ["Ja'Marr Chase"] },
  { turns: ["Give me some 2-for-1 packages that'd help me for the playoff weeks."], expect: "tradeIdeas" },
  { turns: ["Who should I be trading for before the deadline to shore up my running backs?"], expect: "tradeIdeas" },
  {
    turns: ["What kind of return does Lamar Jackson fetch?", "what about Patrick Mahomes?"],
    expect: "tradeIdeas",
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["Any deals with Coach Reese that make sense for both of us?"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
  },

  // ---- multi-part ----
  {
    turns: ["Is Kittle playing week 11, and if so should he start over Hunter Henry?"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Hunter Henry"],
    week: 11,
  },
  {
    turns: ["What are my playoff odds, and what if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Who's on bye for me in week 12, and who can I pick up to cover?"],
    expect: ["rosterStatus", "byeCover"],
    week: 12,
  },
  {
    turns: ["Who do I face next week and how many points am I projected for?"],
    expect: ["matchup", "projectedTotal"],
    week: "next",
  },
  {
    turns: ["Who am I playing this week?", "what's my record, and who's leading the league?"],
    expect: ["record", "leaders"],
  },
  {
    turns: ["Should I sell high on Rico Dowdle, and if so what could I get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "How's Travis Etienne Jr. looking for week 11?",
      "Is he fully healthy? And would you start him over Tyrone Tracy Jr. in week 11?",
    ],
    expect: ["status", "startSit"],
    players: ["Travis Etienne Jr.", "Tyrone Tracy Jr."],
    week: 11,
  },
  {
    turns: ["Rank my tight ends for week 12 and tell me if there's one on the wire worth a claim."],
    expect: ["positionRank", "waivers"],
    position: "TE",
    week: 12,
  },
  {
    turns: ["Who are the best adds this week, and which of my injured guys should I cut to make room?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["Is Jaylen Waddle playing next week?", "what's his outlook for the playoffs, and should I sell him?"],
    expect: ["outlook", "tradeValue"],
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Give me my best lineup for week 11 and what it's projected to score."],
    expect: ["lineup", "projectedTotal"],
    week: 11,
  },
  {
    turns: ["Would you take Quinshon Judkins for my Emeka Egbuka, or who else should I be targeting instead?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Quinshon Judkins", "Emeka Egbuka"],
  },
  {
    turns: [
      "Who are the top teams this year?",
      "what are my chances of joining them in the playoffs, and what would bump them?",
    ],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Who's my flex next week, and is there a sleeper I should grab for it?"],
    expect: ["slot", "sleepers"],
    week: "next",
  },
  {
    turns: [
      "Who's the better rest-of-season hold, Harold Fannin Jr. or Dalton Kincaid — and which one do I start week 11?",
    ],
    expect: ["compare", "startSit"],
    players: ["Harold Fannin Jr.", "Dalton Kincaid"],
    week: 11,
  },

  // ---- None (out of scope) ----
  { turns: ["Is it supposed to snow in Buffalo for the week 13 game?"], expect: "None" },
  { turns: ["What's the over/under on the Thanksgiving Lions game?"], expect: "None" },
  { turns: ["Build me a DraftKings cash lineup for next week's main slate."], expect: "None" },
  { turns: ["Who wins the NBA Cup this year?"], expect: "None" },
  { turns: ["Can you turn off the push notifications for my waiver claims?"], expect: "None" },
  { turns: ["Tell me a joke about my week 9 loss."], expect: "None" },
  {
    turns: [
      "Is Derrick Henry good to go this week?",
      "also, did the Ravens sign anybody off a practice squad this morning?",
    ],
    expect: "None",
  },
  { turns: ["Should I bet the Chiefs moneyline in week 11?"], expect: "None" },

  // ---- help ----
  { turns: ["Before I lean on you for the stretch run, what can you actually do?"], expect: "help" },
  { turns: ["hey", "what kinds of things can you help me plan for the next few weeks?"], expect: "help" },
];
