// Blind held-out evaluation set 31 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a plumber, a ballet teacher, a Marine on deployment with spotty internet (short
// bursts), a hedge-fund analyst, a substitute teacher, an Irish expat ("lads", "gaffer"), a grandma who calls
// everyone by first name, and a gamer who writes in all lowercase with no punctuation.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_31: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "Good morning, dear. I have Saquon and Breece but only room for one of them this Sunday.",
      "Which of those two boys do I put in?",
    ],
    expect: "startSit",
    players: ["Saquon Barkley", "Breece Hall"],
  },
  {
    turns: ["wifi spotty. quick one", "mayfield or goff next wk. who starts"],
    expect: "startSit",
    players: ["Baker Mayfield", "Jared Goff"],
    week: "next",
  },
  {
    turns: [
      "Thinking through my WR allocation for Sunday: Nico Collins vs. Garrett Wilson.",
      "Risk-adjusted, which one gets the nod? Throw DeVonta Smith into the mix as well.",
    ],
    expect: "startSit",
    players: ["Nico Collins", "Garrett Wilson", "DeVonta Smith"],
  },
  {
    turns: [
      "How is Jaxon Smith-Njigba looking this week?",
      "Lovely. And should he start over Zay Flowers, or is that silly of me?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: ["should i start harold fannin this week", "what about him next week"],
    expect: "startSit",
    players: ["Harold Fannin Jr."],
    week: "next",
  },
  {
    turns: [
      "My flex is between Quentin Johnston and Rome Odunze.",
      "Eh, scratch that, throw Khalil Shakir in there too. Which one plays Sunday?",
    ],
    expect: "startSit",
    players: ["Quentin Johnston", "Rome Odunze", "Khalil Shakir"],
  },

  // ---- compare ----
  {
    turns: [
      "Longer-horizon question, not a lineup call: rest of season, whose profile do you prefer, " +
        "Puka Nacua or Amon-Ra St. Brown?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "I keep hearing about that Bijan boy on the news.",
      "Is he a better player than my Jahmyr going forward, honestly?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Settle a row in the pub for us lads: Drake London or Ladd McConkey, who's the better wideout the rest " +
        "of the way?",
    ],
    expect: "compare",
    players: ["Drake London", "Ladd McConkey"],
  },
  {
    turns: ["ros", "mcbride vs bowers", "who u taking"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Been going back and forth on my tight ends all week.",
      "Long haul, who's the better piece, Kittle or Kelce? Not asking about Sunday.",
    ],
    expect: "compare",
    players: ["George Kittle", "Travis Kelce"],
  },

  // ---- slot ----
  { turns: ["who goes in my rb2 spot"], expect: "slot", position: "RB" },
  {
    turns: [
      "Breece Hall has been my second running back but he's had a rough few weeks.",
      "Who from my roster should take that RB2 spot instead?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Need to fill the QB slot for week 11. Who on my roster is the highest-EV play there?"],
    expect: "slot",
    position: "QB",
    week: 11,
  },
  {
    turns: ["Looking ahead to week 12 now.", "Who should I plug in at flex? Got a few guys who could go there."],
    expect: "slot",
    week: 12,
  },
  {
    turns: ["Who should I put in the tight end spot this week, sweetie? Whichever of my boys you think is best."],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "Should I start Jameson Williams this weekend?",
      "Grand. And if he's ruled out, who replaces him in me lineup?",
    ],
    expect: "slot",
    position: "WR",
  },

  // ---- lineup ----
  {
    turns: ["Can you just set my whole lineup for this week? Best possible starters. I am out of energy."],
    expect: "lineup",
  },
  {
    turns: ["Would you look over my whole team for Sunday and tell me who should be playing, dear?"],
    expect: "lineup",
  },
  {
    turns: ["deploying to the field tmrw", "set my full lineup for next wk pls"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "Right lads, the gaffer's been sloppy with team selection.",
      "Run the rule over my whole starting lineup and sort it out?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Optimize my entire starting lineup for week 10 subject to the usual roster constraints."],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["Between rehearsals, a quick one: how does Jalen Hurts look for the rest of the season?"],
    expect: "outlook",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["Puka Nacua's target share has been absurd.", "What's your rest-of-season outlook for him?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Tell me about Derrick, dear, the big boy on Baltimore.", "How do you think he'll do next week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: ["What's the craic with Josh Allen for week 12, lads? Is he going to go off or what"],
    expect: "outlook",
    players: ["Josh Allen"],
    week: 12,
  },
  { turns: ["egbuka", "how he look this wk"], expect: "outlook", players: ["Emeka Egbuka"] },
  { turns: ["How's Bijan looking this week?", "And Gibbs?"], expect: "outlook", players: ["Jahmyr Gibbs"] },

  // ---- status ----
  {
    turns: ["Is Saquon playing on Sunday? I heard something on the radio about him being hurt."],
    expect: "status",
    players: ["Saquon Barkley"],
  },
  { turns: ["kamara", "in or out this wk"], expect: "status", players: ["Alvin Kamara"] },
  {
    turns: ["Rico Dowdle's been my guy lately.", "Any word on whether he's banged up? Is he gonna suit up?"],
    expect: "status",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["I'm a bit worried about Lamar Jackson.", "Was he at practice today? Is he listed as questionable?"],
    expect: "status",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["Is George Kittle's hamstring an issue this week?", "Same question on Mark Andrews."],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // ---- tradeValue ----
  {
    turns: ["Is this the top for Courtland Sutton's value? Thinking of selling high. What does he fetch?"],
    expect: "tradeValue",
    players: ["Courtland Sutton"],
  },
  {
    turns: [
      "Kyren Williams has been all over the place.",
      "Should I try to move him while he's still got value or nah",
    ],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Is Jonathan from the Colts a good one to trade away now, dear, or do I hold onto him? What's he worth?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Would ye buy low on Marvin Harrison Jr or is he just bang average, lads"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["What's James Cook's trade value right now?", "OK, and what about Bucky Irving?"],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },

  // ---- buyLow ----
  {
    turns: ["Screen the league for me: which underperforming assets are mispriced enough to acquire on the cheap?"],
    expect: "buyLow",
  },
  { turns: ["any buy low guys i should go after"], expect: "buyLow" },
  {
    turns: ["My grandson says I should 'buy low'.", "Who are some players I could trade for cheaply right now, dear?"],
    expect: "buyLow",
  },
  {
    turns: ["Which struggling players might their managers let go of for less than they're worth? I'd pounce."],
    expect: "buyLow",
  },
  { turns: ["buy low targets. wr pref"], expect: "buyLow", position: "WR" },

  // ---- trade ----
  {
    turns: ["Offer on the table: I send Drake London, I receive Tee Higgins and Jakobi Meyers. Accept or reject?"],
    expect: "trade",
    players: ["Drake London", "Tee Higgins", "Jakobi Meyers"],
  },
  {
    turns: ["coach quinn wants my bijan for his puka and breece smash or pass"],
    expect: "trade",
    players: ["Bijan Robinson", "Puka Nacua", "Breece Hall"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "Coach Sutton sent me an offer, dear.",
      "He wants my Ja'Marr and he'd give me his Nico and his Kyren. Should I say yes?",
    ],
    expect: "trade",
    players: ["Ja'Marr Chase", "Nico Collins", "Kyren Williams"],
    team: "Hail Mary Heroes",
  },
  {
    turns: ["If I give up James Cook and get Josh Jacobs back, is that a fair swap or am I getting hosed?"],
    expect: "trade",
    players: ["James Cook", "Josh Jacobs"],
  },
  {
    turns: [
      "Rowan's sniffing around me lad Chase Brown.",
      "He's offering Javonte Williams straight up. Do I take it or tell him to jog on?",
    ],
    expect: "trade",
    players: ["Chase Brown", "Javonte Williams"],
    team: "End Zone Envy",
  },
  {
    turns: ["trade offer", "my lamb for his nacua", "do it?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Puka Nacua"],
  },

  // ---- waivers ----
  { turns: ["who should i grab off waivers and how much faab"], expect: "waivers" },
  {
    turns: ["Under a sink on a job. Got 37 bucks left in FAAB, who's worth throwing money at on the wire this week?"],
    expect: "waivers",
  },
  { turns: ["waivers", "top add + bid"], expect: "waivers" },
  {
    turns: ["The wire's looking awful thin, lads.", "Any running backs worth a punt, and what should I bid on them?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["What's the optimal FAAB allocation on this week's free-agent pool? Who are the priority adds?"],
    expect: "waivers",
  },

  // ---- playoffs ----
  { turns: ["Hall duty is dragging. Realistically, what are my chances of making the playoffs?"], expect: "playoffs" },
  { turns: ["am i making playoffs or nah"], expect: "playoffs" },
  { turns: ["playoff odds", "%?"], expect: "playoffs" },
  {
    turns: [
      "It's been a rough few weeks for the lads.",
      "Are we still in with a shout of the playoffs or is it curtains?",
    ],
    expect: "playoffs",
  },
  { turns: ["Where do my postseason chances stand right now?"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["Which roster moves would materially increase my playoff probability?"], expect: "improveOdds" },
  { turns: ["what moves get me into the playoffs"], expect: "improveOdds" },
  { turns: ["My playoff odds look ugly.", "What can I actually do to bump them up?"], expect: "improveOdds" },
  {
    turns: ["What does the gaffer need to do to sneak into the playoffs, lads? Trades, pickups, whatever it takes"],
    expect: "improveOdds",
  },
  { turns: ["playoff odds bad", "moves to fix?"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who am i playing this week"], expect: "matchup" },
  {
    turns: ["What's my win probability against Coach Tatum this week?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["matchup this wk", "am i favored"], expect: "matchup" },
  {
    turns: ["Sunday Scaries up next for us, lads.", "Are we favourites or are we in for a hiding?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["How does my matchup look this week? Am I the underdog?"], expect: "matchup" },

  // ---- record ----
  { turns: ["What's my record right now, and where am I in the standings?"], expect: "record" },
  { turns: ["whats my record"], expect: "record" },
  { turns: ["How many games has my team won so far, dear? Where do we sit?"], expect: "record" },
  { turns: ["W-L?", "place?"], expect: "record" },
  { turns: ["Lost again last week, brutal.", "So what's that put me at, record-wise?"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["any of my guys on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["byes wk 12", "my roster"], expect: "rosterStatus", week: 12 },
  { turns: ["Flag any injury or bye exposure on my roster for week 11."], expect: "rosterStatus", week: 11 },
  {
    turns: ["Okay, so who's injured on my team this week?", "And the same for next week, please, byes included."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Who's injured on my team?", "Just the wideouts, lads. Any of them crocked?"],
    expect: "rosterStatus",
    position: "WR",
  },

  // ---- positionRank ----
  {
    turns: ["Rank-order my wide receivers by projected output for week 11."],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  {
    turns: ["Could you put my running backs in order from best to worst for this week, dear?"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my wrs", "now tes"], expect: "positionRank", position: "TE" },
  {
    turns: ["Rank my running backs for this week.", "Same thing for my wide receivers, please."],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["Rank me quarterbacks for the weekend, lads"], expect: "positionRank", position: "QB" },

  // ---- projectedTotal ----
  {
    turns: ["What's my team's projected point total this week, and what's the range, floor to ceiling?"],
    expect: "projectedTotal",
  },
  { turns: ["how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["proj pts wk 11", "range too"], expect: "projectedTotal", week: 11 },
  { turns: ["What's my projected total this week?", "And for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["What'll the lads put up this weekend, roughly? Best case and worst case"], expect: "projectedTotal" },

  // ---- leaders ----
  { turns: ["Who's leading the league right now?"], expect: "leaders" },
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["Could you show me the whole league standings, dear? Who's on top?"], expect: "leaders" },
  {
    turns: ["Which franchise has the strongest profile in the league: points for, record, the whole picture?"],
    expect: "leaders",
  },
  {
    turns: ["Is Coach Finley's team running away with it?", "Who's actually the top dog in this league?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["Who are a few under-the-radar names I could add before next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Identify low-rostered assets with breakout potential for next week's slate."],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Any hidden gems out there the rest of the lads haven't copped on to yet?"], expect: "sleepers" },
  {
    turns: ["Waiver wire's picked clean on the obvious guys.", "Who's a sneaky deep sleeper for next week?"],
    expect: "sleepers",
    week: "next",
  },

  // ---- dropStash ----
  {
    turns: ["Is it worth tying up an IR slot on Tyreek Hill, or should I just cut bait?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["should i drop nabers or stash him on ir"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: ["Brandon is hurt again, dear, the one on the 49ers.", "Do I keep him in that injured spot or let him go?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I've got three guys banged up and one IR spot. Who do I stash and who do I drop?"],
    expect: "dropStash",
  },
  {
    turns: [
      "Joe Burrow's been crocked for weeks now.",
      "Do I keep him parked on IR or is it time to cut the lad loose?",
    ],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["My IR slot is empty. Should I stash J.K. Dobbins there or just drop him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },

  // ---- byeCover ----
  {
    turns: ["lamb on bye who do i stream at wr"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  {
    turns: ["My quarterback has a week off next week, dear. Who could fill in for him?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["I need a one-week streamer at defense for week 11 to cover the bye. Recommendations?"],
    expect: "byeCover",
    position: "DST",
    week: 11,
  },
  {
    turns: ["Jonathan Taylor's on his bye in week 11.", "Who can I get in to cover for the lad at running back?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: 11,
  },
  { turns: ["k on bye", "streamer?"], expect: "byeCover", position: "K" },
  {
    turns: ["Is Jake Ferguson on bye this week?", "Then who could I pick up at tight end to cover for him?"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
  },

  // ---- scenario ----
  { turns: ["if i go 3 and 2 down the stretch do i make it"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["If we lose this Sunday, dear, do we still have a chance at the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if i win 4 of 5", "playoffs?"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  {
    turns: ["Say the lads win two of the last five, are we in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["What are my playoff odds?", "And what if I win out from here?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I win at least three more games, what do my playoff chances look like?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["Construct some trade packages around Derrick Henry, 1-for-1 or 2-for-1, that upgrade my WR corps."],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  { turns: ["give me some trade ideas for deebo"], expect: "tradeIdeas", players: ["Deebo Samuel"] },
  {
    turns: ["I've got Mike Evans and I'm tired of waiting on him.", "What kind of deals could I build around him?"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  {
    turns: ["Give us a few trade ideas with Davante Adams, lads. One-for-one, or package him with someone"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["I'd like to trade Kenneth, the Seattle running back. What sort of trades could I offer, dear?"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },
  { turns: ["trade ideas", "built around cook", "2 for 1 ok"], expect: "tradeIdeas", players: ["James Cook"] },

  // ---- multi-part last messages ----
  {
    turns: ["Set my lineup for this week and tell me who I'm up against while you're at it."],
    expect: ["lineup", "matchup"],
  },
  { turns: ["What are my playoff odds, and what moves would improve them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["What are my odds of reaching the playoffs at the moment, and how would they change if I lost this week?"],
    expect: ["playoffs", "scenario"],
    scenario: "lose-this-week",
  },
  {
    turns: ["is mclaurin playing this week and should i start him"],
    expect: ["status", "startSit"],
    players: ["Terry McLaurin"],
  },
  { turns: ["Two things: current W-L record, and my playoff probability."], expect: ["record", "playoffs"] },
  {
    turns: [
      "I've had a terrible run of luck with injuries, dear.",
      "Who on my team is hurt right now, and who could I pick up off the waivers to help?",
    ],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Is Kittle fit to play this weekend, and what's the outlook for him, lads?"],
    expect: ["status", "outlook"],
    players: ["George Kittle"],
  },
  {
    turns: ["2 qs on jefferson", "whats he worth in trade. and do i sit him this wk"],
    expect: ["tradeValue", "startSit"],
    players: ["Justin Jefferson"],
  },
  {
    turns: ["Who should I pick up off waivers with my FAAB, and are there any deeper sleepers I should watch?"],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: ["rank my wrs and tell me whos the best flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: [
      "Evaluate my Kyren Williams for Coach Ellis's D'Andre Swift. Separately, what's Kyren's standalone " +
        "trade value?",
    ],
    expect: ["trade", "tradeValue"],
    players: ["Kyren Williams", "D'Andre Swift"],
    team: "Pocket Passers",
  },
  {
    turns: ["Who are we playing this week, dear, and how many points will we score?"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["Who's top of the table, lads, and where are we sitting ourselves?"], expect: ["leaders", "record"] },
  {
    turns: ["Who've I got on bye next week, and who can I stream at tight end to cover?"],
    expect: ["rosterStatus", "byeCover"],
    position: "TE",
    week: "next",
  },
  {
    turns: [
      "I have Kyle Pitts and Dalton Kincaid.",
      "Which is the better player for the rest of the year, and which should I start this week?",
    ],
    expect: ["compare", "startSit"],
    players: ["Kyle Pitts", "Dalton Kincaid"],
  },

  // ---- help ----
  { turns: ["I'm new to all this fantasy business, dear. What can you help me with?"], expect: "help" },
  { turns: ["what can u do"], expect: "help" },
  { turns: ["How do I use you, exactly? What sorts of questions can I ask?"], expect: "help" },
  { turns: ["new to this app", "what cmds u take"], expect: "help" },

  // ---- None (out of scope) ----
  {
    turns: ["What's the weather gonna be like for the Bills game Sunday? Trying to figure out if I need a coat."],
    expect: "None",
  },
  { turns: ["Who do you fancy in the Champions League this week, lads?"], expect: "None" },
  { turns: ["Do you have a good recipe for pot roast, dear? The family's coming over Sunday."], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["What's your view on the Fed cutting rates again in December?"], expect: "None" },
  { turns: ["Can you help me write a lesson plan on fractions for fourth graders?"], expect: "None" },
  { turns: ["Who do you think is going to win the next election?"], expect: "None" },
  { turns: ["bored on watch", "u a real person or a bot lol"], expect: "None" },
];
