// Blind held-out evaluation set 51 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a sommelier who describes players like wines, a long-haul flight attendant,
// a stay-at-home mom with toddlers, an Irish fan (grand, craic, yer man).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_51: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Pouring a Barolo and agonising: do I start Chase Brown this week, or does he stay corked on the bench?"],
    expect: "startSit",
    players: ["Chase Brown"],
  },
  {
    turns: ["sorry typing one handed baby on hip. bucky irving or tony pollard sunday??"],
    expect: "startSit",
    players: ["Bucky Irving", "Tony Pollard"],
  },
  {
    turns: [
      "yer man Jaxon Smith-Njigba is flying this year isn't he",
      "grand. would ye start him over Garrett Wilson this week or am I an eejit for even asking",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "Quick one before boarding closes - DeVonta Smith or Zay Flowers this week?",
      "actually swap Zay for Jordan Addison, Zay's locked in already",
    ],
    expect: "startSit",
    players: ["DeVonta Smith", "Jordan Addison"],
  },
  {
    turns: ["cant decide between kittle and mcbride this wk. only one TE spot and i keep switching them lol"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: [
      "Watched the Ravens game down the pub last night, wasn't great craic",
      "Should I sit Derrick Henry this week? Feels like the wheels are comin off yer man",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Landed in Singapore, no wifi the whole flight. Is Nico Collins actually playing Sunday, " +
        "and if he is, do I start him?",
    ],
    expect: ["status", "startSit"],
    players: ["Nico Collins"],
  },
  // ---- compare ----
  {
    turns: [
      "Long-term cellar question: Puka Nacua or Amon-Ra St. Brown for the rest of the season? " +
        "Which one ages better?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["Who's the better lad rest of the way, Bijan or Gibbs? Not this week now, the whole run-in"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["ok thinking long term for once", "omarion hampton vs ashton jeanty ROS who's better"],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "Had a lot of time to think about Brian Thomas Jr. on the Johannesburg leg",
      "Forget this week. Over the rest of the season, is he better than Tetairoa McMillan?",
    ],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Tetairoa McMillan"],
  },
  {
    turns: [
      "Trey McBride versus Brock Bowers from here to the finish - which is the grand cru and which is the " +
        "table wine?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Jonathan Taylor is some man this year",
      "Him or Saquon from here to the end of the season, honestly? Dynasty brain kicking in",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Saquon Barkley"],
  },
  // ---- slot ----
  {
    turns: [
      "my flex guy got hurt AGAIN 🙄",
      "who goes in my flex this week? kids finally napping so i have like 4 min",
    ],
    expect: "slot",
  },
  {
    turns: ["Who do I stick in me RB2 spot this week lads? Bench is a mess"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Fill my QB spot for me please - I'm on a 14-hour sector Sunday and can't check anything"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "My flex has been pouring vinegar three weeks running.",
      "Who should I pour into that flex slot this week instead?",
    ],
    expect: "slot",
  },
  {
    turns: ["ugh my TE situation", "just tell me who should be my tight end this week, i trust u"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who's the best shout for my WR3 spot this week, d'ye reckon?"],
    expect: "slot",
    position: "WR",
  },
  // ---- lineup ----
  {
    turns: [
      "Working the LAX-Sydney run this weekend.",
      "Can you set my whole lineup for Sunday? I'll be somewhere over the Pacific at kickoff.",
    ],
    expect: "lineup",
  },
  {
    turns: ["is my lineup ok for this week?? havent touched it since tuesday"],
    expect: "lineup",
  },
  {
    turns: ["Review my entire starting lineup this week as you would a wine list. Anything to send back?"],
    expect: "lineup",
  },
  {
    turns: [
      "Right so I've a few lads questionable and I'm heading to the pub",
      "just sort out me whole lineup for this week would ye, best team possible",
    ],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup pls 🙏 toddler just dumped cheerios everywhere"],
    expect: "lineup",
  },
  {
    turns: ["Optimise my lineup for this week and then tell me who I'm up against."],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["Any injuries on my roster this week? and then set my lineup around them pls"],
    expect: ["rosterStatus", "lineup"],
  },
  // ---- outlook ----
  {
    turns: ["What's the projection for Ja'Marr Chase this week? Is the ceiling as high as the nose suggests?"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["how many pts is gibbs projected for"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "Been watching yer man Jaxson Dart, the young lad with the Giants. Great craic to watch",
      "What's his outlook for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["What's the rest-of-season outlook for De'Von Achane? Not trading, not benching, just curious."],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "Brock Bowers - I own him, he starts regardless, there's no decision here.",
      "Simply describe what to expect from him next week. Floor, ceiling, the full tasting note.",
    ],
    expect: "outlook",
    players: ["Brock Bowers"],
    week: "next",
  },
  {
    turns: ["What's the outlook for James Cook rest of season, and what would he fetch in a trade?"],
    expect: ["outlook", "tradeValue"],
    players: ["James Cook"],
  },
  // ---- status ----
  {
    turns: ["is CMC playing this week or is he hurt again"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Just back from a Dubai turnaround and saw Puka limped off??", "Is he going to play this week?"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Is George Kittle a game-time decision again? That hamstring gets corked more often than a bad Chablis."],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["start jacobs or achane", "wait is achane even healthy"],
    expect: "status",
    players: ["De'Von Achane"],
  },
  {
    turns: ["What's the story with Rashee Rice", "is he hurt or what, is he even playing this week"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Is Bijan Robinson healthy for this week, and what's he projected to score?"],
    expect: ["status", "outlook"],
    players: ["Bijan Robinson"],
  },
  // ---- tradeValue ----
  {
    turns: ["What is Ladd McConkey worth on the trade market right now? Sell while he's drinking well, or hold?"],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Should I sell high on Jameson Williams or hold him? Deciding on my layover in Frankfurt"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["ppl keep messaging me about bucky irving", "whats he actually worth in a trade? should i just hold"],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },
  {
    turns: ["What would Derrick Henry get me in a trade these days? Sell or hold yer man?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "I keep getting vague enquiries about Jonathan Taylor, nothing concrete.",
      "What's his true trade value? I won't pour a '61 Latour in exchange for box wine.",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  // ---- buyLow ----
  {
    turns: ["Who are the buy-low lads in the league right now?"],
    expect: "buyLow",
  },
  {
    turns: ["Which players are undervalued vintages right now - buy-low candidates before the market corrects?"],
    expect: "buyLow",
  },
  {
    turns: ["Who should I be selling high on before the deadline? Anyone across the league overperforming?"],
    expect: "buyLow",
  },
  {
    turns: ["Me team's grand but I want to get a bit sneaky", "who's a buy-low candidate out there, any position"],
    expect: "buyLow",
  },
  {
    turns: ["whos been bad lately but will bounce back? like buy low", "RBs specifically"],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: ["Which players around the league are buy-low right now, and who's worth picking up off waivers this week?"],
    expect: ["buyLow", "waivers"],
  },
  // ---- trade ----
  {
    turns: ["Coach Ellis offers Drake London for my Trey McBride. A fine pairing, or a corked bottle?"],
    expect: "trade",
    players: ["Drake London", "Trey McBride"],
  },
  {
    turns: ["someone offered me kyren williams for tee higgins. accept??"],
    expect: "trade",
    players: ["Kyren Williams", "Tee Higgins"],
  },
  {
    turns: [
      "Got an offer there from the Blitz Brigade lad",
      "me Saquon and Waddle for his Bijan. would ye take that or is he codding me",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Jaylen Waddle", "Bijan Robinson"],
  },
  {
    turns: ["Is Josh Allen for Lamar Jackson plus Zay Flowers a good deal for me? I'd be the one giving up Allen."],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Zay Flowers"],
  },
  {
    turns: ["trade offer came in while i was doing bath time", "my davante adams for his tucker kraft. yes or no"],
    expect: "trade",
    players: ["Davante Adams", "Tucker Kraft"],
  },
  {
    turns: [
      "I'm drafting a proposal to End Zone Envy.",
      "Kenneth Walker III for their George Pickens - does that blend work in my favour?",
    ],
    expect: "trade",
    players: ["Kenneth Walker III", "George Pickens"],
  },
  // ---- waivers ----
  {
    turns: ["who should i pick up off waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I throw at the best lad on the wire? I've 43 left, no point hoarding it"],
    expect: "waivers",
  },
  {
    turns: [
      "Heading out on a four-day Tokyo trip tomorrow.",
      "Any free agent worth grabbing before waivers run Wednesday? I'll have no signal.",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "My bench is a collection of cooking wines.",
      "Who's the best pickup on waivers this week, and how much of my budget should I bid?",
    ],
    expect: "waivers",
  },
  {
    turns: ["need a kicker off waivers, mine is awful. who's out there"],
    expect: "waivers",
    position: "K",
  },
  {
    turns: ["Who should I pick up this week, and should I drop Tyreek Hill to make room or stash him on IR?"],
    expect: ["waivers", "dropStash"],
    players: ["Tyreek Hill"],
  },
  // ---- playoffs ----
  {
    turns: ["What are me chances of making the playoffs, honestly?"],
    expect: "playoffs",
  },
  {
    turns: ["Give me my playoff odds, unvarnished. No need to decant the bad news."],
    expect: "playoffs",
  },
  {
    turns: ["Been flying all week, missed absolutely everything.", "What are my playoff chances looking like now?"],
    expect: "playoffs",
  },
  {
    turns: ["we lost again didnt we", "what % chance do we have of making the playoffs now"],
    expect: "playoffs",
  },
  {
    turns: ["What's me record and am I making the playoffs or not?"],
    expect: ["record", "playoffs"],
  },
  // ---- improveOdds ----
  {
    turns: ["What moves would most improve my playoff odds? I'm willing to uncork anything in the cellar."],
    expect: "improveOdds",
  },
  {
    turns: ["what can i do to actually get into the playoffs, like what moves should i make"],
    expect: "improveOdds",
  },
  {
    turns: ["Me odds are shocking, I know", "what can I actually do to bump them up? trades, pickups, anything"],
    expect: "improveOdds",
  },
  {
    turns: ["What's the single best move I could make to raise my playoff chances before the trade deadline?"],
    expect: "improveOdds",
  },
  {
    turns: ["whats my playoff chance and how do i make it better"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "My playoff odds are thin, like a watery Beaujolais Nouveau.",
      "How do I add some body to them? Which moves?",
    ],
    expect: "improveOdds",
  },
  // ---- matchup ----
  {
    turns: ["Who am I playing this week and am I favoured at all?"],
    expect: "matchup",
  },
  {
    turns: ["who's my opponent this week"],
    expect: "matchup",
  },
  {
    turns: ["What is my win probability against the Red Zone Raiders this week?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Crew rest in Lagos, finally some time to myself", "Am I favoured this week?"],
    expect: "matchup",
  },
  {
    turns: ["Playing Coach Sutton this week I think", "what are me chances of beating him?"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Am I favoured this week, and what's my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  // ---- record ----
  {
    turns: ["whats our record rn"],
    expect: "record",
  },
  {
    turns: ["Remind me of my record. Wins and losses, no residual sugar."],
    expect: "record",
  },
  {
    turns: ["Lost track of time zones and weeks completely.", "What's my team's record at this point?"],
    expect: "record",
  },
  {
    turns: ["Did we win last week", "what's that make me record now, and what place am I in"],
    expect: "record",
  },
  {
    turns: ["who's in first place and where am i"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["What's my record so far, and who am I playing this week?"],
    expect: ["record", "matchup"],
  },
  // ---- rosterStatus ----
  {
    turns: ["Any injuries or byes on my roster this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my team is hurt"],
    expect: "rosterStatus",
  },
  {
    turns: ["Any of me lads on bye this week?", "and next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Week 12: which of my players are on bye or nursing injuries?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["check my team for injuries pls", "actually for week 11 not this week"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["Who's on bye for me next week and who do I grab to cover the tight end spot?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
  // ---- positionRank ----
  {
    turns: ["rank my wrs for this week"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my running backs this week, best vintage to worst."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Put me tight ends in order for week 11 would ye"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  {
    turns: ["Rank my receivers for this week", "now do my RBs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Rank me RBs for this week", "grand. what about next week?"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["rank my QBs for this week, which one is best"],
    expect: "positionRank",
    position: "QB",
  },
  // ---- projectedTotal ----
  {
    turns: ["What is my team projected to score this week? Floor and ceiling, please."],
    expect: "projectedTotal",
  },
  {
    turns: ["What's me projected total for next week, and the range?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["What's my projected total this week?", "And for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["ok lineup is set", "so what's our team projected to put up? best case worst case"],
    expect: "projectedTotal",
  },
  {
    turns: ["I've set the table, as it were.", "What range of points should my team score in week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["What's me projected score this week and what are me playoff odds looking like?"],
    expect: ["projectedTotal", "playoffs"],
  },
  // ---- leaders ----
  {
    turns: [
      "Coach Quinn won't stop bragging in the group chat",
      "who's actually the best team in the league this year?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Show me the league standings, every team, by record."],
    expect: "leaders",
  },
  {
    turns: ["Which team has scored the most points in the league so far?"],
    expect: "leaders",
  },
  {
    turns: ["who has the best playoff odds in the league"],
    expect: "leaders",
  },
  {
    turns: ["Who's top of the table", "and who's got the most points scored overall?"],
    expect: "leaders",
  },
  // ---- sleepers ----
  {
    turns: ["Any sleepers for next week? Something obscure, an overlooked little Jura of a player."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any sleeper pickups for next wk"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Waiver run was a disaster for me", "give us a few under-the-radar lads nobody's talking about"],
    expect: "sleepers",
  },
  {
    turns: ["Who's a deep sleeper at WR I could stash for next week?"],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Me bench is dire", "any sleepers worth a punt for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["sleepers?", "TE ones"],
    expect: "sleepers",
    position: "TE",
  },
  // ---- dropStash ----
  {
    turns: ["Nabers is done for the year I think. Drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["which of my hurt guys can i drop"],
    expect: "dropStash",
  },
  {
    turns: ["Brandon Aiyuk has been lying in my cellar on IR all season. Keep ageing him, or pour him down the sink?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I have three injured guys clogging up my roster", "Should I drop any of them or stash them on IR?"],
    expect: "dropStash",
  },
  {
    turns: ["Is Chris Godwin hurt again?", "right, should I just cut him or stash him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  // ---- byeCover ----
  {
    turns: ["Jalen Hurts is on bye next week - who should I stream at QB?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["need a TE for the bye week, who"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["Me kicker's on bye, who's a decent streamer?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: [
      "My running back cellar is bare in week 12 - two of them on bye at once.",
      "Who's a backup I could bring in to cover?",
    ],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  {
    turns: ["Who's on bye for me next week?", "grand, who covers the WR hole then?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["my qb has a bye wk 11", "who do i stream"],
    expect: "byeCover",
    position: "QB",
    week: 11,
  },
  // ---- scenario ----
  {
    turns: ["What are me odds if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["if we lose this week are we done? like whats our playoff chance then"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I go 3-1 over the final four weeks, how do my playoff odds look?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["What are my playoff odds?", "And if I win two of the last three?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["odds if I win out?", "ah sure that won't happen. what if I go 2-2?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what happens to our odds if we win 2 more games"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["Say I lose this week - where would my playoff odds sit, and what could I do to claw them back?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },
  // ---- tradeIdeas ----
  {
    turns: [
      "Garrett Wilson has become rather a one-note varietal on my roster.",
      "What could I get in exchange for him? Suggest a few pairings.",
    ],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Any 2-for-1 trade ideas for me? Me bench is stacked and me starters are muck"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Which team should I try to trade with if I need a running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["i have way too many wrs", "what could i trade a couple of them for? ideas"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Pocket Passers are desperate for a QB I hear", "what could I get off them for Jared Goff?"],
    expect: "tradeIdeas",
    players: ["Jared Goff"],
    team: "Pocket Passers",
  },
  {
    turns: ["Give me a few trade targets. I'd move DK Metcalf if the return's right."],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },
  // ---- help ----
  {
    turns: ["hi sorry my husband set this up for me", "what can u even do"],
    expect: "help",
  },
  {
    turns: ["How does this yoke work? What can ye help me with?"],
    expect: "help",
  },
  {
    turns: ["Before I pour too much trust into you: what exactly are you able to help with?"],
    expect: "help",
  },
  {
    turns: ["Hello there", "what sort of things can I ask ye?"],
    expect: "help",
  },
  {
    turns: ["hi", "is this the fantasy bot? how does it work"],
    expect: "help",
  },
  // ---- None ----
  {
    turns: ["What's the weather going to be in Denver on Sunday? I have a layover there."],
    expect: "None",
  },
  {
    turns: ["What should I pair with a rack of lamb, a Syrah or a Rioja?"],
    expect: "None",
  },
  {
    turns: ["how do i get a toddler to sleep through the night 😭"],
    expect: "None",
  },
  {
    turns: ["Who won the All-Ireland hurling final this year?"],
    expect: "None",
  },
  {
    turns: ["Tell us a joke", "go on, a good one about the GAA"],
    expect: "None",
  },
  {
    turns: ["What's the spread on the Chiefs game this weekend? Thinking of putting a bet on at the airport."],
    expect: "None",
  },
  {
    turns: ["thanks for the lineup help", "totally random but whats an easy dinner with chicken thighs"],
    expect: "None",
  },
  {
    turns: ["Lovely analysis, thank you.", "Unrelated - was 2019 a good vintage for Burgundy?"],
    expect: "None",
  },
];
