// Blind held-out evaluation set 36 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a terse software engineer writing in code-like notation (a||b, ->, ?), a warm
// kindergarten teacher, a long-haul pilot on layovers, a poet who writes in metaphors.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_36: HeldOutCase[] = [
  // ---------- startSit ----------
  { turns: ["q: start(breece)? opp run D = top5"], expect: "startSit", players: ["Breece Hall"] },
  {
    turns: [
      "Quick one before wheels up: is Mike Evans back this week?",
      "Copy. So do I start him over Jakobi Meyers or keep Meyers in?",
    ],
    expect: "startSit",
    players: ["Mike Evans", "Jakobi Meyers"],
  },
  {
    turns: [
      "Sam Darnold, a lighthouse in Seattle's fog, or Jared Goff, the steady metronome of Detroit — " +
        "whom do I send out into this Sunday's weather?",
    ],
    expect: "startSit",
    players: ["Sam Darnold", "Jared Goff"],
  },
  { turns: ["sit(kelce)?", "same q -> kincaid"], expect: "startSit", players: ["Dalton Kincaid"] },
  {
    turns: [
      "My husband says I have to bench Jonathan Taylor?? He's been so good!",
      "Okay but really, should I sit him this week or is that silly? 🙈",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Flying DXB-JFK Sunday so I'll set and forget. Olave or Pickens in? Only room for one"],
    expect: "startSit",
    players: ["Chris Olave", "George Pickens"],
  },

  // ---------- compare ----------
  {
    turns: ["ros: jsn vs puka, which > ? not lineup, long run"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: [
      "Just curious, not for this week! Who's the better player for the rest of the year, " +
        "Bijan Robinson or Jahmyr Gibbs?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Long layover in Doha so I'm thinking big picture.",
      "Over the rest of the season who do you want, Ladd McConkey or Zay Flowers?",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "two rivers run toward december — Ashton Jeanty and Omarion Hampton. " +
        "over the long season, which one carries more water?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["mcbride vs bowers ros?", "kittle vs bowers then"],
    expect: "compare",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: [
      "I have both Tetairoa McMillan and Emeka Egbuka (such fun names to say!)",
      "Long term, which one is the better guy to have? I don't mean this Sunday 😊",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // ---------- slot ----------
  {
    turns: ["flex = ? candidates: pollard, dowdle, jameson williams"],
    expect: "slot",
    players: ["Tony Pollard", "Rico Dowdle", "Jameson Williams"],
  },
  {
    turns: [
      "Who should go in my flex spot this week? Khalil Shakir and Kareem Hunt are sitting on the bench " +
        "like good little listeners 🪑",
    ],
    expect: "slot",
    players: ["Khalil Shakir", "Kareem Hunt"],
  },
  {
    turns: [
      "Heading out on a 4-day rotation, phone mostly off.",
      "Who do I put in my QB slot this week? Not feeling great about Stroud",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["my RB2 spot sits empty as a winter chair — who from my bench deserves to fill it this week?"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["wr2 slot -> who?", "constraint: !keon coleman. who then"], expect: "slot", position: "WR" },
  {
    turns: [
      "Oh no, my tight end spot is empty because Evan Engram is hurt 😢",
      "Who from my team can fill that TE spot this week?",
    ],
    expect: "slot",
    position: "TE",
  },

  // ---------- lineup ----------
  { turns: ["optimize(lineup, wk=current) -> diff vs what i have"], expect: "lineup" },
  {
    turns: ["Can you look over my whole lineup for this week and tell me if it looks okay? Like checking homework ✏️"],
    expect: "lineup",
  },
  {
    turns: ["Crew bus in 10.", "Wheels up in 30 and no wifi for 13 hours. Set my best lineup for Sunday, I trust you"],
    expect: "lineup",
  },
  {
    turns: ["arrange my starters like stones in a garden — the best shape for this week's light"],
    expect: "lineup",
  },
  { turns: ["set lineup wk12", "s/wk12/next week/"], expect: "lineup", week: "next" },
  {
    turns: [
      "I think I made a mess of my roster this week",
      "Could you just fix my whole starting lineup for me? Optimize it, I think that's the word 😅",
    ],
    expect: "lineup",
  },

  // ---------- outlook ----------
  { turns: ["proj(de'von achane, ros) ?"], expect: "outlook", players: ["De'Von Achane"] },
  {
    turns: ["What do you think Drake Maye will score this week? Just wondering, I'm starting him no matter what 🙂"],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: [
      "Transiting through Frankfurt, catching up on the news. Saw Travis Etienne had a big game.",
      "What's his outlook the rest of the way?",
    ],
    expect: "outlook",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["what is the ceiling of Jayden Daniels this week — how high can that kite climb?"],
    expect: "outlook",
    players: ["Jayden Daniels"],
  },
  { turns: ["ceiling(james cook)?", "floor?"], expect: "outlook", players: ["James Cook"] },
  {
    turns: [
      "Rome Odunze, the young oak in Chicago's wind —",
      "how tall will he grow this season, and is he a tree I should sell for timber now?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Rome Odunze"],
  },

  // ---------- status ----------
  { turns: ["status(kyren) == gtd?"], expect: "status", players: ["Kyren Williams"] },
  {
    turns: ["Is Christian McCaffrey okay? Is he hurt? And how many points do you think he'll get this week? 😟"],
    expect: ["status", "outlook"],
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Just landed LAX. Is A.J. Brown playing Sunday or is he still listed questionable?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["does Nico Collins walk onto the field this Sunday, or does the injury still hold him in its cold hands?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["I'm starting Tee Higgins, he's my favorite 💛", "Wait, is he actually playing though? Is he injured?"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "Out of comms for a while over the Pacific.",
      "Is Rashee Rice playing this week, and if he is, do I start him over Jauan Jennings?",
    ],
    expect: ["status", "startSit"],
    players: ["Rashee Rice", "Jauan Jennings"],
  },

  // ---------- tradeValue ----------
  { turns: ["value(garrett wilson) -> sell || hold?"], expect: "tradeValue", players: ["Garrett Wilson"] },
  {
    turns: ["What is Derrick Henry worth in a trade right now? I don't want to give him away for a juice box lol 🧃"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["I've been riding Davante Adams all year.", "Sell him now while he's hot or hold through the playoffs?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Is Kenneth Walker III a coin I should spend before it tarnishes, or one I should keep warm in my pocket?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["trade mkt for cmc?", "i.e. what is he worth + what could i concretely get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["People keep messaging me about Jaxon Smith-Njigba!!", "Is he worth a lot? Should I sell him or keep him?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },

  // ---------- buyLow ----------
  { turns: ["buy_low_candidates(league).take(5)"], expect: "buyLow" },
  {
    turns: [
      "Who are some players I could get cheap right now because they're having a rough patch? " +
        "Buy low, I think they call it",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Got 10 hours in a hotel in Seoul. Who's a good sell-high right now, league-wide?"],
    expect: "buyLow",
  },
  {
    turns: ["which stars have dimmed only behind clouds — the ones I could buy cheaply while the sky is grey?"],
    expect: "buyLow",
  },
  { turns: ["buy low targets?", "+ sell high, same format"], expect: "buyLow" },
  {
    turns: [
      "Mark Andrews let me down again",
      "Forget him. Who are the buy-low guys around the league, and which teams should I trade with to get them?",
    ],
    expect: ["buyLow", "tradeIdeas"],
  },

  // ---------- trade ----------
  {
    turns: ["offer: my davante adams -> their jonathan taylor. accept?"],
    expect: "trade",
    players: ["Davante Adams", "Jonathan Taylor"],
  },
  {
    turns: [
      "Coach Quinn offered me Bijan Robinson for Ja'Marr Chase and Jaylen Warren. Is that fair? " +
        "I want to be nice but not silly",
    ],
    expect: "trade",
    players: ["Bijan Robinson", "Ja'Marr Chase", "Jaylen Warren"],
  },
  {
    turns: [
      "Got an offer in while I was flying over Greenland",
      "They give me Puka Nacua, I give Drake London + Bucky Irving. Take it?",
    ],
    expect: "trade",
    players: ["Puka Nacua", "Drake London", "Bucky Irving"],
  },
  {
    turns: [
      "they offer me Saquon Barkley, a summer storm, for my Amon-Ra St. Brown, a steady river. " +
        "should I make this exchange?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Amon-Ra St. Brown"],
  },
  {
    turns: ["trade eval pls", "give: mcbride. get: kittle + jordan addison"],
    expect: "trade",
    players: ["Trey McBride", "George Kittle", "Jordan Addison"],
  },
  {
    turns: [
      "Coach Ellis wants to trade with me!",
      "He'd give me Josh Allen and I'd give him Lamar Jackson. Should I say yes? 🤔",
    ],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson"],
  },

  // ---------- waivers ----------
  { turns: ["faab_remaining = 43", "top add this wk + bid?"], expect: "waivers" },
  {
    turns: ["Who should I pick up off waivers this week? I have a couple of empty cubbies on my bench 😊"],
    expect: "waivers",
  },
  {
    turns: ["Waivers run while I'm somewhere over the Atlantic. Best RB on the wire and how much FAAB?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "who is the finest pickup on the waiver wire this week, and how many of my coins should I cast into " +
        "the well for him?",
    ],
    expect: "waivers",
  },
  { turns: ["waiver targets?", "filter pos == TE"], expect: "waivers", position: "TE" },
  {
    turns: ["Roger on the lineup.", "Now free agency — anybody worth adding this week? I've got $12 FAAB left"],
    expect: "waivers",
  },

  // ---------- playoffs ----------
  { turns: ["p(playoffs) = ?"], expect: "playoffs" },
  { turns: ["Are we going to make the playoffs?? What are my chances, honestly 🤞"], expect: "playoffs" },
  { turns: ["Checking in from a layover in Anchorage. What are my playoff odds looking like?"], expect: "playoffs" },
  {
    turns: ["how wide is the door to the postseason for me now — a crack of light, or a threshold flung open?"],
    expect: "playoffs",
  },
  { turns: ["record?", "-> playoff odds"], expect: "playoffs" },
  {
    turns: [
      "We won last week!! 🎉",
      "So what are our playoff chances now, and what could I do to make them even better?",
    ],
    expect: ["playoffs", "improveOdds"],
  },

  // ---------- improveOdds ----------
  { turns: ["maximize p(playoffs): which moves?"], expect: "improveOdds" },
  { turns: ["What can I do to help my team get into the playoffs? Any moves you'd make?"], expect: "improveOdds" },
  {
    turns: ["My odds look thin.", "What moves would bump my playoff chances before the deadline?"],
    expect: "improveOdds",
  },
  {
    turns: ["the playoff lantern flickers — what moves can I make to shield it and help it burn brighter?"],
    expect: "improveOdds",
  },
  { turns: ["p(playoffs)?", "ok. how to raise it"], expect: "improveOdds" },
  {
    turns: [
      "What are my playoff odds?",
      "Ugh. Is that counting this week?",
      "Tell me straight: what do I need to change on this roster to actually raise them?",
    ],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["opp(this wk)? && proj_total(me)?"], expect: ["matchup", "projectedTotal"] },
  { turns: ["Who are we playing this week? Are we going to win? 🏈"], expect: "matchup" },
  {
    turns: ["Who am I up against this week and am I favored? Will check the score after we land in Sydney"],
    expect: "matchup",
  },
  {
    turns: ["who stands across the field from me this week, and do the winds favor my banners?"],
    expect: "matchup",
  },
  {
    turns: [
      "This week we play Sunday Scaries (what a spooky name 👻)",
      "Do we have a good chance of beating them? And should I start Jerry Jeudy or Romeo Doubs?",
    ],
    expect: ["matchup", "startSit"],
    players: ["Jerry Jeudy", "Romeo Doubs"],
    team: "Sunday Scaries",
  },
  { turns: ["matchup wk12?", "opp roster healthy?", "p(win)"], expect: "matchup", week: 12 },

  // ---------- record ----------
  { turns: ["record(me)?"], expect: "record" },
  {
    turns: ["What's our record right now? I lost track somewhere between parent-teacher conferences 😅"],
    expect: "record",
  },
  {
    turns: ["Been flying all week. What's my W-L, and what are my playoff odds?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["where do I stand on the ladder of this league — which rung bears my weight now?"],
    expect: "record",
  },
  {
    turns: ["Lost track over three time zones.", "Where am I in the standings right now? Like what place?"],
    expect: "record",
  },
  {
    turns: [
      "the season is a long corridor of doors",
      "how many have I opened in victory, how many in loss — what is my record?",
    ],
    expect: "record",
  },

  // ---------- rosterStatus ----------
  {
    turns: ["injuries ∪ byes on my roster, wk=next; then optimize lineup for it"],
    expect: ["rosterStatus", "lineup"],
    week: "next",
  },
  {
    turns: ["Is anyone on my team hurt or on a bye this week? I like to take attendance first 📋"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Pre-flight check: who on my roster is injured or on bye in week 12? " +
        "Also who's a streaming kicker to cover my kicker's bye that week?",
    ],
    expect: ["rosterStatus", "byeCover"],
    week: 12,
  },
  {
    turns: ["which of my players lie wounded, and which rest in the bye's quiet meadow this week?"],
    expect: "rosterStatus",
  },
  { turns: ["byes on roster this wk?", "same for wk13"], expect: "rosterStatus", week: 13 },
  {
    turns: ["Okay, attendance for this week is done!", "Can you check next week too — who's hurt or on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },

  // ---------- positionRank ----------
  { turns: ["rank(my RBs, wk=this)"], expect: "positionRank", position: "RB" },
  {
    turns: ["Can you put my wide receivers in order from best to worst for this week? Like lining up for recess 🍎"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I've got three tight ends and can't decide.", "Just rank them for this week for me"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["order my quarterbacks like stars in a constellation, brightest first, for next week"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  { turns: ["rank my wrs", "now rbs"], expect: "positionRank", position: "RB" },
  {
    turns: ["Week 13 planning while I'm stuck at Heathrow.", "Rank my running backs for that week"],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // ---------- projectedTotal ----------
  { turns: ["proj_total(me) ± range?"], expect: "projectedTotal" },
  {
    turns: ["How many points is my team supposed to score this week? Big number or small number? 😄"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's projected total for next week, floor and ceiling?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["what harvest should my team expect this week — the full bushel, the lean one, and the one between?"],
    expect: "projectedTotal",
  },
  { turns: ["proj_total wk11", "ceiling only"], expect: "projectedTotal", week: 11 },
  {
    turns: [
      "I think my lineup is done, yay! ✅",
      "Can you double-check the whole lineup and tell me what we're projected to score?",
    ],
    expect: ["lineup", "projectedTotal"],
  },

  // ---------- leaders ----------
  { turns: ["league standings sort by pf desc"], expect: "leaders" },
  { turns: ["Which team is the best in our league right now? Who's the teacher's pet lol"], expect: "leaders" },
  { turns: ["Who's leading the league in points? Been out of the loop since Tokyo"], expect: "leaders" },
  { turns: ["who wears the crown in this kingdom of twelve — which team stands tallest?"], expect: "leaders" },
  { turns: ["top team by record?", "by playoff odds instead"], expect: "leaders" },
  {
    turns: ["Out of the loop since Narita.", "Who's on top of the league, and where am I sitting?"],
    expect: ["leaders", "record"],
  },

  // ---------- sleepers ----------
  { turns: ["sleepers wk=next, roster% low"], expect: "sleepers", week: "next" },
  {
    turns: ["Any sneaky little sleepers I should know about for next week? The quiet kids sometimes surprise you!"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Under-the-radar guys for next week? Somebody nobody's talking about"], expect: "sleepers", week: "next" },
  {
    turns: ["who sleeps beneath the snow now and will bloom next week, unnoticed by the others?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["deep sleepers?", "only wr"], expect: "sleepers", position: "WR" },
  {
    turns: ["I love an underdog story 🥹", "Who's a sleeper pickup nobody in my league is watching?"],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  { turns: ["drop || IR-stash(tucker kraft)?"], expect: "dropStash", players: ["Tucker Kraft"] },
  {
    turns: ["Malik Nabers got hurt so bad 💔 Do I let him go or keep him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["Should I drop my injured guys or stash them on IR? Roster's getting tight"], expect: "dropStash" },
  {
    turns: [
      "Tyreek Hill lies broken on the sideline of the year — do I set him adrift, or keep him in the quiet " +
        "harbor of IR?",
    ],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["status(aiyuk)?", "ok. -> drop or IR stash?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: [
      "Three of my players are hurt right now 🤕",
      "Should I drop them or put them on IR, and who should I pick up off waivers to replace them?",
    ],
    expect: ["dropStash", "waivers"],
  },

  // ---------- byeCover ----------
  { turns: ["te on bye wk12 -> streamer?"], expect: "byeCover", position: "TE", week: 12 },
  {
    turns: ["My quarterback has a bye next week! Who can I grab to fill in for him? Like a substitute teacher 😊"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Kicker's on bye.", "Need a streamer for this week, who's out there?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: [
      "my tight end rests this week in the bye's long shadow — who can I borrow from the wire to stand in " +
        "his place?",
    ],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["Heads up: my starting QB is off on bye in week 14.", "Who can I stream to cover QB that week?"],
    expect: "byeCover",
    position: "QB",
    week: 14,
  },

  // ---------- scenario ----------
  { turns: ["if win_out -> p(playoffs)?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["If we win all the rest of our games, do we make the playoffs for sure?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I go 3-1 the rest of the way, what are my playoff odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["and if this week's battle is lost — if I fall this Sunday — what becomes of my playoff hopes?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["p(playoffs)?", "given 2-2 finish? + what moves raise it"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["What are my playoff chances?", "Oh, that's not too bad!", "And what if we lose this week? 😬"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---------- tradeIdeas ----------
  { turns: ["2for1 ideas: give 2 depth wr -> get 1 stud"], expect: "tradeIdeas" },
  {
    turns: ["What could I get if I traded Jonathan Taylor? Just exploring my options 🙂"],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Who in the league should I be trading with? Which teams need what I've got?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["with whom should I barter at the market's edge — which coach holds what I hunger for?"],
    expect: "tradeIdeas",
  },
  { turns: ["rb depth: surplus. wr: thin", "trade targets?"], expect: "tradeIdeas" },
  {
    turns: [
      "Coach Marlow's team is loaded at WR",
      "What could I pry out of Two-Minute Drill, and what would I have to give?",
    ],
    expect: "tradeIdeas",
    team: "Two-Minute Drill",
  },

  // ---------- help ----------
  { turns: ["--help"], expect: "help" },
  { turns: ["Hi! I'm new to this. What kinds of things can you help me with? 🌈"], expect: "help" },
  { turns: ["How does this work? What can you actually do for me?"], expect: "help" },
  {
    turns: ["I am new to this garden.", "tell me, guide, what tools live in your hands — what can you do for me?"],
    expect: "help",
  },
  { turns: ["hi", "capabilities?"], expect: "help" },

  // ---------- None ----------
  { turns: ["regex to match email addresses?"], expect: "None" },
  { turns: ["Do you have a good recipe for pumpkin muffins for my class party? 🎃"], expect: "None" },
  { turns: ["What's the weather going to be in Denver tomorrow? Worried about de-icing"], expect: "None" },
  { turns: ["write me a sonnet about autumn leaves falling on a quiet street"], expect: "None" },
  { turns: ["lineup looks fine, thx", "unrelated: lakers || celtics tonight?"], expect: "None" },
  {
    turns: [
      "Thanks for the lineup help.",
      "Random q — what's the spread on Chiefs vs Bills this weekend? Thinking of placing a bet",
    ],
    expect: "None",
  },
  { turns: ["Tell me a silly joke I can use for my kindergarteners at circle time!"], expect: "None" },
  {
    turns: ["my team is fine for now.", "what is the capital of Portugal, where the sea writes on stone?"],
    expect: "None",
  },
];
