// Blind held-out evaluation set 65 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a park ranger, a startup founder in pitch-deck jargon, a grandfather who misspells
// player names, a night-shift security guard.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_65: HeldOutCase[] = [
  {
    turns: [
      "Quick sync: need a go/no-go on Jaxon Smith-Njigba vs Garrett " +
        "Wilson for this week. Only one WR slot has bandwidth.",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "My grandson set up my team for me. I have that Jonathon Taylor fella and Kyrin Williams.",
      "Which one do I play on Sunday, the Taylor boy or Williams?",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor", "Kyren Williams"],
  },
  {
    turns: ["3am on rounds, phone at 4%. start or sit bucky irving this week? yes or no"],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: [
      "Radio's spotty up at the fire lookout. Got Tetairoa McMillan sitting on my bench.",
      "Should he be in my lineup this week? And what's his outlook for the rest of the year?",
    ],
    expect: ["startSit", "outlook"],
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["Tell me straight, no fluff. Do I deploy Sam Darnold or Jared Goff at QB this week?"],
    expect: "startSit",
    players: ["Sam Darnold", "Jared Goff"],
  },
  {
    turns: [
      "Is Travis Kelsey still any good?",
      "Ok. Well I am thinking of putting him in this week instead of that Jake Fergison.",
      "What do you say, Kelsey or Fergison?",
    ],
    expect: "startSit",
    players: ["Travis Kelce", "Jake Ferguson"],
  },
  {
    turns: [
      "got zach charbonnet and kenneth walker both on my squad lol",
      "which seahawk do i roll with this wk, only room for one",
    ],
    expect: "startSit",
    players: ["Zach Charbonnet", "Kenneth Walker III"],
  },
  {
    turns: [
      "Long-term thesis question: who's the better asset for the " +
        "back half of the season, Puka Nacua or Amon-Ra St. Brown?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Who is better the rest of the year, Jamar Chase or Justin " +
        "Jeferson? Not just this week, I mean the long haul.",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: [
      "Been chewing on my running backs while hiking the ridge trail today.",
      "Over the rest of the season, who's the stronger back, Ashton Jeanty or Omarion Hampton?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["bowers has been solid for me ngl", "bowers or mcbride from here to the end of the season, who u got"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Let's zoom out past this week for a sec. Emeka Egbuka vs Tetairoa " +
        "McMillan: which rookie has the stronger trajectory ROS?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "My neighbor Earl says Dee Von Achane is better than Jahmir " +
        "Gibbs for the rest of the season. Is Earl right?",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Saw a black bear by campsite 14 this morning, anyway. Rest of " +
        "season, who's the better back: James Cook or Derrick Henry?",
    ],
    expect: "compare",
    players: ["James Cook", "Derrick Henry"],
  },
  {
    turns: ["need somebody in my flex tonight, whos the best play off my bench"],
    expect: "slot",
  },
  {
    turns: ["Who should I put in my RB2 spot this Sunday? The computer says it is empty."],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["My WR3 slot is badly underperforming its KPIs.", "Who should I plug into that WR3 spot this week?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "Quick one before I head out on patrol.",
      "Who's my best option at the tight end spot this week from what I've got?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Optimize one position for me: who's the highest-ROI play at my QB spot this week?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "I have a spot called FLEX. My granddaughter says any runner or catcher can go there.",
      "Who should go in it this week?",
    ],
    expect: "slot",
  },
  {
    turns: ["Can you run a full optimization pass on my lineup for this week? Maximize expected points, full stack."],
    expect: "lineup",
  },
  {
    turns: ["Would you please look over my whole team and tell me who to play this Sunday"],
    expect: "lineup",
  },
  {
    turns: ["just got off shift, eyes burning", "set my lineup for me, best guys in every spot, i trust u"],
    expect: "lineup",
  },
  {
    turns: [
      "Heading into the backcountry till Sunday night. No signal out there.",
      "Can you check my whole lineup now and make sure nothing's broken before I go?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Is my starting lineup good to go this week, or are there inefficiencies I'm leaving on the table?"],
    expect: "lineup",
  },
  {
    turns: [
      "Last week I left a man on the bench who scored 30 points. Never again.",
      "Please check my whole lineup for week 11 and tell me if we will beat the other fellow",
    ],
    expect: ["lineup", "matchup"],
    week: 11,
  },
  {
    turns: ["What's the outlook for Chase Brown the rest of the way? Just curious, not a lineup thing."],
    expect: "outlook",
    players: ["Chase Brown"],
  },
  {
    turns: ["How many points is Josh Alen going to get this week?"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["drake london been quiet lately", "whats his ceiling this week realistically"],
    expect: "outlook",
    players: ["Drake London"],
  },
  {
    turns: [
      "I'm bullish on Jameson Williams, full conviction.",
      "What's his projected output for next week? Give me the range.",
    ],
    expect: "outlook",
    players: ["Jameson Williams"],
    week: "next",
  },
  {
    turns: [
      "Is Jonathan Taylor healthy? Heard chatter on the ranger radio.",
      "Good. What's his projection look like for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "What does the rest of the season look like for Sakwon Barkley, " +
        "and should I trade him while he is still worth something?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["is mahomes good to go or what, heard something about an ankle"],
    expect: "status",
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["Is George Kittel hurt again? That boy is always hurt."],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "Got a ping about Nico Collins on the ranger station wifi before it dropped.",
      "Is he playing Sunday or not?",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "Need a quick risk assessment before I lock anything in.",
      "Is Christian McCaffrey a game-time decision this week?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["puka was limited in practice?", "is he gonna suit up, and whats his projection if he does"],
    expect: ["status", "outlook"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["I read in the paper that Joe Burow has a bad toe. When is he coming back?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Two asks on Ladd McConkey: is he active this week, and if so do I start him?"],
    expect: ["status", "startSit"],
    players: ["Ladd McConkey"],
  },
  {
    turns: ["What's Breece Hall's market valuation right now? Sell or hold?"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["How much is Derik Henry worth in a trade? Should I keep him?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["kyren has been a beast the last month", "is this the time to sell high on him or do i hold"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "Folks at the visitor center keep asking about my George Pickens.",
      "What's he worth in trade terms? Should I hold him?",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: [
      "Thinking about exiting my position in Travis Kelce.",
      "Is he a sell at this point, and what kind of return could I realistically get for him?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Travis Kelce"],
  },
  {
    turns: ["Should I sell that Mark Andrews fellow while he still has some value?"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["who are some buy low guys right now"],
    expect: "buyLow",
  },
  {
    turns: [
      "Where's the arbitrage in this league? Which undervalued " +
        "players should I be acquiring before the market corrects?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Are there any players in the league I should buy cheap because they had bad luck lately?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Trade deadline's coming up fast.",
      "Who's worth selling high on right now, league-wide? Anyone overperforming?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["trying to be sneaky with trades this week", "any buy-low wrs out there, guys whose owners are panicking"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: ["Inbound offer: Drake London for my Bucky Irving. Accept or decline?"],
    expect: "trade",
    players: ["Drake London", "Bucky Irving"],
  },
  {
    turns: ["A man offered me Davonte Adams for my Chris Olave. Is that fair?"],
    expect: "trade",
    players: ["Davante Adams", "Chris Olave"],
  },
  {
    turns: [
      "coach quinn hit me with an offer at like 2am",
      "his james cook for my garrett wilson + tony pollard. do it?",
    ],
    expect: "trade",
    players: ["James Cook", "Garrett Wilson", "Tony Pollard"],
  },
  {
    turns: [
      "Got an offer from End Zone Envy over the weekend.",
      "They'd give me Lamar Jackson for my Jalen Hurts. Good deal for me?",
    ],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: ["Would you greenlight a 2-for-1: my Zay Flowers and Javonte Williams for their CeeDee Lamb?"],
    expect: "trade",
    players: ["Zay Flowers", "Javonte Williams", "CeeDee Lamb"],
  },
  {
    turns: [
      "I do not trust trades. Never have.",
      "But should I trade my Terry McLaren for Jaylen Wadle? The man says it helps us both.",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Jaylen Waddle"],
  },
  {
    turns: ["who should i grab off waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB runway should I burn on Woody Marks? I have $62 left."],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["Who is a good free agent I can pick up? My team has holes in it."],
    expect: "waivers",
  },
  {
    turns: [
      "I need a tight end bad, Tucker Kraft's done for the year.",
      "Who's the best TE on the wire, and should I drop Kraft or stash him on IR?",
    ],
    expect: ["waivers", "dropStash"],
    players: ["Tucker Kraft"],
    position: "TE",
  },
  {
    turns: ["lost my rb to a torn acl last nite", "best running back pickup on waivers?? i got 30 faab"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Looking to scale my WR room via free agency.",
      "Who are the top wide receiver adds on the wire this week?",
    ],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["what r my playoff odds and how do i get em up"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["What are my chances of getting into the playoffs? I would like to win something for once."],
    expect: "playoffs",
  },
  {
    turns: ["What's our probability of a postseason berth at the current burn rate?"],
    expect: "playoffs",
  },
  {
    turns: ["Lost again by 4 points. Brutal.", "Where do my playoff odds stand now?"],
    expect: "playoffs",
  },
  {
    turns: ["won by 30 last nite", "so what r my playoff chances looking like now"],
    expect: "playoffs",
  },
  {
    turns: ["My team is the Gridiron Gurus.", "What is our record, and are we going to make the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["What strategic pivots can I make to increase our playoff probability?"],
    expect: "improveOdds",
  },
  {
    turns: ["What should I do to make my chances of the playoffs better?"],
    expect: "improveOdds",
  },
  {
    turns: ["odds r bad i know i know", "what moves can i make to bump them up"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff odds are sitting around 30%, right?", "What could I change on the roster to push that higher?"],
    expect: "improveOdds",
  },
  {
    turns: ["I don't want to just accept a 40% outcome.", "What levers can I pull to move the playoff needle?"],
    expect: "improveOdds",
  },
  {
    turns: ["tell me what to change so i actually sneak into the playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["Who's our opponent this week, and what's our projected point total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Who is my team up against on Sunday, and do we have a good chance?"],
    expect: "matchup",
  },
  {
    turns: ["Competitive analysis: am I favored against Pocket Passers this week?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: [
      "Coach Tatum's been talking trash in the group chat.",
      "What's my win probability against Red Zone Raiders this week?",
    ],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["my opponent this wk is stacked", "am i the underdog or what"],
    expect: "matchup",
  },
  {
    turns: ["We won last Sunday!", "Who do we play next week, and are we favored?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["whats my record rn"],
    expect: "record",
  },
  {
    turns: ["How many games have we won and lost so far?"],
    expect: "record",
  },
  {
    turns: ["Where do we rank in the standings right now? Give me our W-L and position."],
    expect: "record",
  },
  {
    turns: ["Lost track of time out here, been on fire watch.", "What place am I in the league currently?"],
    expect: "record",
  },
  {
    turns: ["Run a competitor scan on Sunday Scaries.", "What's their record?"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["That Coach Finley is a nice man.", "How is his team doing? What is their won-lost record?"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["who on my roster is on bye this week and who do i pick up to cover"],
    expect: ["rosterStatus", "byeCover"],
  },
  {
    turns: ["Who on my team is injured right now? I cannot keep track of all of them."],
    expect: "rosterStatus",
  },
  {
    turns: ["Run an injury audit on my roster, and tell me which injured guys to cut versus stash."],
    expect: ["rosterStatus", "dropStash"],
  },
  {
    turns: ["Planning ahead, like fire season. Which of my guys have byes in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["bout to set lineup", "wait first, any injuries on my roster i should know about"],
    expect: "rosterStatus",
  },
  {
    turns: ["Is anybody of mine off this week for the bye?", "What about next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["rank my rbs for this week then tell me who goes in my flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: ["Stack-rank my running backs for week 11."],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  {
    turns: ["Could you put my receivers in order from best to worst for this Sunday?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I've got too many tight ends after that waiver run.", "Rank them for me for this week."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my rbs for this week", "now do the wrs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my QBs for this week.", "Same exercise but for next week."],
    expect: "positionRank",
    week: "next",
    position: "QB",
  },
  {
    turns: ["how many pts is my team projected for this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["How many points will my team score this week, do you think?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's projected total this week, plus floor and ceiling? I want the full range."],
    expect: "projectedTotal",
  },
  {
    turns: ["Quick one from the trailhead. What's my team's projected score for week 12? Floor and ceiling too."],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What's my team's projected total this week?", "And next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["What is the most points my team could score this week, the high end I mean?"],
    expect: "projectedTotal",
  },
  {
    turns: ["whos the best team in the league"],
    expect: "leaders",
  },
  {
    turns: ["Who's leading the league in points scored? Show me the leaderboard."],
    expect: "leaders",
  },
  {
    turns: ["Could you show me the standings of all the teams?"],
    expect: "leaders",
  },
  {
    turns: ["Curious how everyone's doing this year. Which team has the best playoff odds in the league?"],
    expect: "leaders",
  },
  {
    turns: ["who has the most wins in the league", "and most points?"],
    expect: "leaders",
  },
  {
    turns: ["Who's the top team in the league right now, and where do I stand?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["gimme some sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who are the under-the-radar plays nobody's talking about? I want alpha."],
    expect: "sleepers",
  },
  {
    turns: ["Is there any player nobody knows about who could surprise everybody next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Scouting for players is like tracking elk. Patience.",
      "Any deep sleeper receivers I should keep an eye on?",
    ],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: ["i need a hidden gem", "some sleeper rb nobody's rostering, for next week"],
    expect: "sleepers",
    week: "next",
    position: "RB",
  },
  {
    turns: ["Tyreek Hill is hurt for the year. Should I let him go or keep him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Should I cut my losses on my injured guys or stash them on IR? Need a decision framework."],
    expect: "dropStash",
  },
  {
    turns: ["malik nabers is out for the season right", "so drop him or stash on ir"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "Two of my guys are banged up.",
      "Which injured players should I drop and which should I hold in the IR spot?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["is it worth keeping my hurt guys or just cut em"],
    expect: "dropStash",
  },
  {
    turns: ["Bo Nix is on bye next week. Who's the best streaming QB to backfill him?"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: ["My kicker has a week off. Who can I get to kick for me instead?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Trey McBride's on bye in week 12.", "Who can I pick up as a one-week fill-in at tight end?"],
    expect: "byeCover",
    week: 12,
    position: "TE",
  },
  {
    turns: ["my rb1 is on bye this week", "need a backup rb for just this week, who"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["My tight end has his bye week. Who should I get to play for him?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["if i win out do i make it"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Model a scenario: we go 3-2 the rest of the way. What do the playoff odds look like?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If we lose on Sunday do we still have a chance at the playoffs? And what are the odds we win that game?"],
    expect: ["scenario", "matchup"],
    scenario: "lose-this-week",
  },
  {
    turns: ["Four games left in the regular season.", "If I win two of them, what do my playoff odds look like?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["What if we win out?", "What if we go 2-2 instead?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what r my playoff odds", "and if i lose this wk?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What could I get for Jonathan Taylor? I want to leverage him into a WR1."],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Who should I try to trade with? I have too many runners and not enough catchers."],
    expect: "tradeIdeas",
  },
  {
    turns: ["got 3 good tes, need rb help", "any 2 for 1 trade ideas"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Pocket Passers has a deep bench.", "What trade could I put together with them?"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["Give me some trade targets that create synergy with my roster."],
    expect: "tradeIdeas",
  },
  {
    turns: ["I have too many quarterbacks. Josh Alen and Drake May.", "What could I get if I traded Drake May?"],
    expect: "tradeIdeas",
    players: ["Drake Maye"],
  },
  {
    turns: ["How does this work? What can you do for me?"],
    expect: "help",
  },
  {
    turns: ["What's your feature set? Walk me through the capabilities."],
    expect: "help",
  },
  {
    turns: ["what kinda stuff can u help with"],
    expect: "help",
  },
  {
    turns: ["Never used one of these AI helpers before.", "What sorts of questions can I ask you?"],
    expect: "help",
  },
  {
    turns: ["hey", "so whats this thing do exactly"],
    expect: "help",
  },
  {
    turns: ["What's the weather going to be up at Glacier this weekend? Got a trail crew going out."],
    expect: "None",
  },
  {
    turns: ["Do you know a good recipe for pot roast? My wife usually does the cooking."],
    expect: "None",
  },
  {
    turns: ["whats the spread on the chiefs game sunday, tryna put 50 on it"],
    expect: "None",
  },
  {
    turns: ["Can you review my pitch deck for our seed round?"],
    expect: "None",
  },
  {
    turns: ["ok lineup set thanks", "tell me a joke to keep me awake on shift"],
    expect: "None",
  },
  {
    turns: ["Who won the NBA finals last year?"],
    expect: "None",
  },
  {
    turns: ["Thank you for the help with my team.", "Now what year did the Packers win their first Super Bowl?"],
    expect: "None",
  },
  {
    turns: ["How do I calculate customer acquisition cost for a B2B SaaS?"],
    expect: "None",
  },
];
