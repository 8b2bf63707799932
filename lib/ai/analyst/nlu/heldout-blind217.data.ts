// Blind held-out evaluation set 217 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a Scottish fan typing the way he talks (aye, wee, cannae, dinnae, ken, och, the day,
// the noo), with the odd aside where "football" means soccer.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_217: HeldOutCase[] = [
  // ---------- startSit ----------
  { turns: ["How's it gaun GM. Am I startin Puka the day or no?"], expect: "startSit", players: ["Puka Nacua"] },
  {
    turns: ["Kittle or Kraft - which yin gets the nod this weekend?"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: [
      "Bijan's been pure magic this season eh",
      "Aye well, Derrick Henry's the one I'm fashed aboot. Play him this week or let him ride the pine?",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Cannae decide. Jonathan Taylor, Jahmyr Gibbs an Kyren Williams - only two o them can play this week. Who sits?",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor", "Jahmyr Gibbs", "Kyren Williams"],
  },
  {
    turns: ["Week 11 - wid I be daft tae play Drake London?"],
    expect: "startSit",
    players: ["Drake London"],
    week: 11,
  },
  {
    turns: ["Should I start Garrett Wilson this week?", "Ta. An Nabers? Same question."],
    expect: "startSit",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Got a wee dilemma for next week", "Breece Hall or Chuba Hubbard, which o them gets the start?"],
    expect: "startSit",
    players: ["Breece Hall", "Chuba Hubbard"],
    week: "next",
  },

  // ---------- compare ----------
  {
    turns: ["Lang term, who'd ye rather hae for the rest o the season, McBride or Bowers?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["Ja'Marr versus CeeDee fae now tae the end o the year - whit's the better bet?"],
    expect: "compare",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: ["Been lookin at the rookie backs", "Hampton or Jeanty - who finishes the season stronger?"],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "Ma brother's on at me again",
      "For the run-in an the playoffs, is Saquon still better than Bucky Irving? Settle it.",
    ],
    expect: "compare",
    players: ["Saquon Barkley", "Bucky Irving"],
  },
  {
    turns: [
      "Over the next five weeks an intae the playoffs, who's the one tae " +
        "own: Zay Flowers, Jaylen Waddle or Tee Higgins?",
    ],
    expect: "compare",
    players: ["Zay Flowers", "Jaylen Waddle", "Tee Higgins"],
  },
  {
    turns: [
      "Start Achane or Jacobs this week?",
      "Fair enough. Forget this week though - which o the two is the better player fae here tae the end?",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Josh Jacobs"],
  },

  // ---------- slot ----------
  {
    turns: ["Who's gaun in my flex this week? Bench has Dowdle, McMillan an McConkey"],
    expect: "slot",
    position: "FLEX",
    players: ["Rico Dowdle", "Tetairoa McMillan", "Ladd McConkey"],
  },
  { turns: ["My TE spot's a pure shambles, who should fill it?"], expect: "slot", position: "TE" },
  { turns: ["Need somebody for the RB2 spot this weekend, whae's the man?"], expect: "slot", position: "RB" },
  {
    turns: ["Thinkin aboot stickin Jameson Williams in", "Actually, for the WR3 spot - him or Courtland Sutton?"],
    expect: "slot",
    position: "WR",
    players: ["Jameson Williams", "Courtland Sutton"],
  },
  {
    turns: ["Kicker slot: Dicker or Aubrey this week, pal?"],
    expect: "slot",
    position: "K",
    players: ["Cameron Dicker", "Brandon Aubrey"],
  },

  // ---------- lineup ----------
  { turns: ["Gonnae set ma whole lineup for me this week? Cannae be ersed"], expect: "lineup" },
  { turns: ["Gie my starting team a once-ower afore kick-off, is it aw sound?"], expect: "lineup" },
  { turns: ["Week 12 lineup - pick me the best eleven. Er, nine. Wrang football, sorry"], expect: "lineup", week: 12 },
  {
    turns: ["Feelin rough the day, heavy night", "Just tell me who tae play in every spot next week, I trust ye"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "Had a look at ma team sheet",
      "Is there onybody in there I should swap oot before the games start the day?",
    ],
    expect: "lineup",
  },

  // ---------- outlook ----------
  {
    turns: ["Whit's the ceilin an floor lookin like for Amon-Ra this week?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["Been watchin the Eagles", "Hurts rest o season - am I in for a guid time or a sair yin?"],
    expect: "outlook",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["Gie us a projection for Mark Andrews in week 13"],
    expect: "outlook",
    players: ["Mark Andrews"],
    week: 13,
  },
  {
    turns: [
      "George Pickens has been class",
      "Is that gonnae keep up fae here tae the end o the regular season, ye reckon?",
    ],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: ["Roughly how many points is Davante gonnae put up next week?"],
    expect: "outlook",
    players: ["Davante Adams"],
    week: "next",
  },
  {
    turns: ["Josh Allen's startin for me regardless", "But whit kind o numbers should I expect oot o him the day?"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["Justin Jefferson come fantasy playoff time - boom or bust, ye think?"],
    expect: "outlook",
    players: ["Justin Jefferson"],
  },

  // ---------- status ----------
  {
    turns: ["Is McCaffrey fit tae play this weekend or is he crocked?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["Heard summat aboot Tyreek's knee. Is he oot?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Worried aboot the Texans' passin game", "Did Nico Collins train this week, aye or naw?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  { turns: ["Is James Cook on a bye the day?"], expect: "status", players: ["James Cook"] },
  {
    turns: [
      "Chase Brown's been brutal for me",
      "Och, forget that. Is he even playin next week? Saw him on the injury report",
    ],
    expect: "status",
    players: ["Chase Brown"],
    week: "next",
  },
  { turns: ["Monangai - full go on Sunday or a game-time decision?"], expect: "status", players: ["Kyle Monangai"] },
  {
    turns: ["Any word on Rashee Rice? Is he available for week 11?"],
    expect: "status",
    players: ["Rashee Rice"],
    week: 11,
  },

  // ---------- tradeValue ----------
  {
    turns: ["Egbuka's been decent", "Someone's sniffin aboot", "Whit's he actually worth in a trade the noo?"],
    expect: "tradeValue",
    players: ["Emeka Egbuka"],
  },
  { turns: ["Javonte's been pure flyin. Sell high while I can?"], expect: "tradeValue", players: ["Javonte Williams"] },
  {
    turns: ["Is it a guid time tae buy low on Marvin Harrison Jr., or is he just pants?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["Kelce's no the player he was", "Thinkin o tradin him away. Daft idea or no?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Odunze had a shocker last week", "Whit wid it cost tae pry him aff somebody right now?"],
    expect: "tradeValue",
    players: ["Rome Odunze"],
  },
  {
    turns: ["If I went chasin Skattebo in a trade, whit sort o price am I lookin at?"],
    expect: "tradeValue",
    players: ["Cam Skattebo"],
  },

  // ---------- buyLow ----------
  { turns: ["Who are the buy-low boys in the league right now?"], expect: "buyLow" },
  { turns: ["Gie us a list o guys I should be sellin while their stock's high"], expect: "buyLow" },
  { turns: ["Any bargains oot there - players underperformin that I could nab cheap?"], expect: "buyLow" },
  {
    turns: ["My team's aw right but no great", "Which o my lads should I flog before they fall aff a cliff?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Cheers for the waiver tips",
      "Noo, trade-wise - who's due a bounce-back that their managers are pure scunnered wi?",
    ],
    expect: "buyLow",
  },

  // ---------- trade ----------
  {
    turns: ["Somebody's offerin me Derrick Henry for Puka. Dae I take it?"],
    expect: "trade",
    players: ["Derrick Henry", "Puka Nacua"],
  },
  {
    turns: ["Offer just landed in ma inbox", "Ma Bijan for his Gibbs an Kittle - who wins that deal?"],
    expect: "trade",
    players: ["Bijan Robinson", "Jahmyr Gibbs", "George Kittle"],
  },
  {
    turns: ["Wid ye dae Lamar for Hurts plus Wan'Dale Robinson?"],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts", "Wan'Dale Robinson"],
  },
  {
    turns: [
      "Got a trade offer in",
      "Tucker Kraft an Chris Olave comin tae me, Drake London gaun the other way. Thoughts?",
    ],
    expect: "trade",
    players: ["Tucker Kraft", "Chris Olave", "Drake London"],
  },
  {
    turns: ["I'd be sendin Breece Hall an gettin Chris Godwin back. Fair swap or am I gettin fleeced?"],
    expect: "trade",
    players: ["Breece Hall", "Chris Godwin"],
  },
  {
    turns: ["Mate wants ma Ladd McConkey an he'd send me Kyle Pitts. Accept or tell him tae bolt?"],
    expect: "trade",
    players: ["Ladd McConkey", "Kyle Pitts"],
  },
  {
    turns: [
      "I'm chasin a tight end",
      "One team's willin tae deal",
      "They'd gie me Sam LaPorta for Jakobi Meyers an Jaylen Warren. Sensible?",
    ],
    expect: "trade",
    players: ["Sam LaPorta", "Jakobi Meyers", "Jaylen Warren"],
  },

  // ---------- waivers ----------
  { turns: ["Morning GM, waiver run's the night", "Who's worth grabbin?"], expect: "waivers" },
  { turns: ["Need a runnin back aff waivers, who's oot there?"], expect: "waivers", position: "RB" },
  { turns: ["How much FAAB should I chuck at Woody Marks?"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["Best tight end sittin on the waiver wire the noo?"], expect: "waivers", position: "TE" },
  {
    turns: ["Lost my kicker for the season, whit a week", "Who can I pick up tae replace him?"],
    expect: "waivers",
    position: "K",
  },
  {
    turns: ["Heard Kimani Vidal got cut in oor league", "Bid big on him or keep the powder dry?"],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  { turns: ["Any wide receivers lyin aboot in free agency worth a claim?"], expect: "waivers", position: "WR" },

  // ---------- playoffs ----------
  {
    turns: ["Been a rollercoaster this year", "Whit are my chances o makin the playoffs, honestly?"],
    expect: "playoffs",
  },
  {
    turns: ["Is Blitz Brigade gonnae make the postseason or are they done?"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  { turns: ["Gie me the percentage - Gridiron Gurus in the playoffs, aye or naw?"], expect: "playoffs" },
  {
    turns: ["Sunday Scaries have been a nightmare tae play", "Whit odds have they got o makin the playoffs?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["Coach Finley's lot - are they playoff bound?"], expect: "playoffs", team: "Waiver Wire Wizards" },

  // ---------- improveOdds ----------
  { turns: ["Whit moves can I make tae gie masel a better shot at the playoffs?"], expect: "improveOdds" },
  { turns: ["I'm on the bubble. How dae I boost my chances o sneakin in?"], expect: "improveOdds" },
  { turns: ["Is there a trade or a pickup that'd actually shift my playoff percentage?"], expect: "improveOdds" },
  {
    turns: ["What are my playoff odds?", "Jeezo, that's grim. Whit can I dae tae push that number up?"],
    expect: "improveOdds",
  },
  {
    turns: ["If ye were me, whit changes wid ye make tae the squad tae get intae the playoffs?"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Who am I up against this week?"], expect: "matchup" },
  { turns: ["Whit's the projected score for my game the day, an am I favoured?"], expect: "matchup" },
  {
    turns: [
      "Keepin an eye on the teams around me",
      "How's Red Zone Raiders' game lookin this week, are they favourites?",
    ],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["Week 12, who've I got an whit are my chances?"], expect: "matchup", week: 12 },
  { turns: ["Who dae I play this week?", "An the week efter?"], expect: "matchup", week: "next" },

  // ---------- record ----------
  { turns: ["Whit's my record again? I've lost count o the defeats"], expect: "record" },
  { turns: ["Where are Hail Mary Heroes sittin in the table?"], expect: "record", team: "Hail Mary Heroes" },
  {
    turns: ["Coach Marlow's been giein it large in the group chat", "How many wins has he actually got?"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  { turns: ["Where dae I stand in the league right now, like whit position am I in?"], expect: "record" },
  {
    turns: ["End Zone Envy pumped me last week", "Whit's their win-loss now?"],
    expect: "record",
    team: "End Zone Envy",
  },

  // ---------- rosterStatus ----------
  { turns: ["Bad feelin aboot this week", "Who on my team's crocked right now?"], expect: "rosterStatus" },
  { turns: ["Any o my boys on a bye this week?"], expect: "rosterStatus" },
  {
    turns: ["Thinkin ahead", "Next week, who've I got missin through byes or knocks?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["Run me through the walking wounded on my squad"], expect: "rosterStatus" },
  { turns: ["Week 12 byes on my roster - how bad is it?"], expect: "rosterStatus", week: 12 },

  // ---------- positionRank ----------
  { turns: ["Rank ma runnin backs for this week, best tae worst"], expect: "positionRank", position: "RB" },
  { turns: ["Order my wide receivers for week 11, please"], expect: "positionRank", position: "WR", week: 11 },
  {
    turns: ["Which o my tight ends is top o the pile this week? Gie me them in order"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["Rank my RBs for this week", "Noo the wideoots"], expect: "positionRank", position: "WR" },
  {
    turns: ["Quarterbacks on my roster - rank them for next week"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Plannin ahead for week 12", "Gie me an order o merit for ma tight ends"],
    expect: "positionRank",
    position: "TE",
    week: 12,
  },

  // ---------- projectedTotal ----------
  { turns: ["How many points am I projected for this week?"], expect: "projectedTotal" },
  { turns: ["Whit's my team's projected total for next week, wi the range?"], expect: "projectedTotal", week: "next" },
  { turns: ["Gie us the high an low end for ma score the day"], expect: "projectedTotal" },
  {
    turns: ["Who am I playin this week?", "Aye, but whit's my ain projected points, no theirs?"],
    expect: "projectedTotal",
  },
  { turns: ["Roughly whit'll Gridiron Gurus score in week 14?"], expect: "projectedTotal", week: 14 },

  // ---------- leaders ----------
  { turns: ["Who's top o the league?"], expect: "leaders" },
  { turns: ["Which team's scored the maist points this season?"], expect: "leaders" },
  { turns: ["Gie me the power rankings, I want tae see whae's a fraud"], expect: "leaders" },
  { turns: ["Who's the strongest team in the league on paper right now?"], expect: "leaders" },
  { turns: ["I'm sick o losin", "Who's got the best record in the league? Bet it's no me"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["Any sleepers worth a punt?"], expect: "sleepers" },
  { turns: ["Who should I be stashin for the playoffs?"], expect: "sleepers" },
  { turns: ["Gie me a couple o under-the-radar guys tae pick up for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["Whae's a wee gem naebody's talkin aboot that could win me the title come playoff time?"],
    expect: "sleepers",
  },
  {
    turns: ["My bench is fu o deadwood", "Who are some deep-league lads I could stash an forget aboot till December?"],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  { turns: ["Is it time tae cut Aiyuk or dae I keep him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["Tony Pollard's been mince", "Bin him or gie him another week?"],
    expect: "dropStash",
    players: ["Tony Pollard"],
  },
  { turns: ["Need a roster spot for a claim - who's first tae go aff ma bench?"], expect: "dropStash" },
  { turns: ["Dobbins is hurt again", "Hold him or let him go?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["Quinshon Judkins, stash or dump?"], expect: "dropStash", players: ["Quinshon Judkins"] },

  // ---------- byeCover ----------
  {
    turns: ["Kenneth Walker's on a bye, who dae I pick up at RB tae cover?"],
    expect: "byeCover",
    players: ["Kenneth Walker III"],
    position: "RB",
  },
  {
    turns: ["Bo Nix has his bye next week", "Who's my QB for that one then?"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Who fills in at tight end for Kittle while he's on his bye?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["Any o my players on bye this week?", "Right, so Evans has the week aff - who replaces him at wideout?"],
    expect: "byeCover",
    players: ["Mike Evans"],
    position: "WR",
  },
  {
    turns: ["Week 12 Jake Ferguson's on bye. Tight end cover?"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
    week: 12,
  },

  // ---------- scenario ----------
  { turns: ["If I win every game fae here, am I in?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Say I lose the day - whit happens tae my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["Whit are my odds if I go 3-2 the rest o the way?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["If I take 2 o my last 4, dae I make it?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["Play Action Pack are chasin me", "Suppose they win oot - dae they get in?"],
    expect: "scenario",
    scenario: "win-out",
    team: "Play Action Pack",
  },
  {
    turns: ["What're my playoff odds?", "An if I only win three mair games?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // ---------- tradeIdeas ----------
  { turns: ["Whit could I get if I shopped Ja'Marr Chase?"], expect: "tradeIdeas", players: ["Ja'Marr Chase"] },
  { turns: ["I need a tight end. Who should I be tradin wi tae land one?"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["Could I package Zay Flowers an Chuba Hubbard 2-for-1 for somebody better?"],
    expect: "tradeIdeas",
    players: ["Zay Flowers", "Chuba Hubbard"],
  },
  { turns: ["Whit team's the best partner for a trade wi me right now?"], expect: "tradeIdeas" },
  {
    turns: [
      "I've got too many receivers",
      "Could ye find me a deal that turns Jerry Jeudy an Khalil Shakir intae a decent RB?",
    ],
    expect: "tradeIdeas",
    players: ["Jerry Jeudy", "Khalil Shakir"],
    position: "RB",
  },

  // ---------- help ----------
  { turns: ["Whit can ye actually dae, GM?"], expect: "help" },
  { turns: ["Am new tae this app. How dae ye work, whit are ye for?"], expect: "help" },
  { turns: ["Sorry, first time usin this", "Gie me a rundown o the stuff ye can help me wi"], expect: "help" },
  { turns: ["Can ye dae trades an that, or just lineups? Whit's aw in yer toolbox?"], expect: "help" },
  { turns: ["Hiya", "Whit sort o questions can I ask ye?"], expect: "help" },

  // ---------- None ----------
  { turns: ["Is it gonnae be pishin doon at Lambeau the day?"], expect: "None" },
  { turns: ["Whit's the spread on the Chiefs game?"], expect: "None" },
  { turns: ["Tell us a joke, I'm scunnered"], expect: "None" },
  { turns: ["Cannae log in on my phone, keeps sayin my password's wrang"], expect: "None" },
  { turns: ["Can we change the league tae PPR next season? Who dae I ask?"], expect: "None" },
  { turns: ["Forget fantasy a minute", "Did Celtic win last night?"], expect: "None" },
  { turns: ["Is Taylor Swift at the Chiefs game again?"], expect: "None" },
  { turns: ["How's it gaun", "Aye no bad masel, just had a fish supper"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["Is Achane playin this week, an if no, who's the best back tae grab aff waivers?"],
    expect: ["status", "waivers"],
    players: ["De'Von Achane"],
    position: "RB",
  },
  { turns: ["Whit's my record an whit are my playoff chances?"], expect: ["record", "playoffs"] },
  {
    turns: ["Rank ma QBs for this week an then tell me my projected total"],
    expect: ["positionRank", "projectedTotal"],
    position: "QB",
  },
  { turns: ["Who am I playin this week an who on my team's injured?"], expect: ["matchup", "rosterStatus"] },
  {
    turns: ["Jaylen Warren question", "Should I start him this week? An while ye're at it, whit's his trade value?"],
    expect: ["startSit", "tradeValue"],
    players: ["Jaylen Warren"],
  },
  { turns: ["Gie me some sleepers an then tell me who tae drop tae make room"], expect: ["sleepers", "dropStash"] },
  {
    turns: [
      "Been a rough season",
      "Who leads the league just now, an whit moves can I make tae get masel intae the playoff race?",
    ],
    expect: ["leaders", "improveOdds"],
  },
  {
    turns: ["Outlook for Tyler Warren rest o season, an is Dalton Kincaid better lang-term than him?"],
    expect: ["outlook", "compare"],
    players: ["Tyler Warren", "Dalton Kincaid"],
  },
];
