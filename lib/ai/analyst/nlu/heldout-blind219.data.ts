// Blind held-out evaluation set 219 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a French speaker writing English with French habits - false friends ("actually" for
// currently, "eventually" for possibly, "blessed" for injured, "titular" for starter),
// French word order, bof/voila/alors.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_219: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["Alors, Jaxson Dart this sunday, I put him titular or he stays on the bench?"],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["I hesitate between Kenneth Walker and Chuba Hubbard for this week, which one I make play?"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Chuba Hubbard"],
  },
  {
    turns: [
      "I just recovered Wan'Dale Robinson from the waivers",
      "ok and now, I line him up in place of Jeudy this sunday or it's too risky?",
    ],
    expect: "startSit",
    players: ["Wan'Dale Robinson", "Jerry Jeudy"],
  },
  {
    turns: ["For week 12 I have a doubt on Bo Nix. Titular or not?"],
    expect: "startSit",
    players: ["Bo Nix"],
    week: 12,
  },
  {
    turns: ["Bhayshul Tuten is actually on fire, no? Is it that I must start him today?"],
    expect: "startSit",
    players: ["Bhayshul Tuten"],
  },
  {
    turns: [
      "My receivers are a disaster this season",
      "I have Courtland Sutton, DJ Moore and Addison",
      "between the three, which two deserve to play this week? bof, none of them inspire me",
    ],
    expect: "startSit",
    players: ["Courtland Sutton", "DJ Moore", "Jordan Addison"],
  },
  {
    turns: ["How do you see Justin Jefferson this week?", "ok so him or McLaurin, I can only start one of the two"],
    expect: "startSit",
    players: ["Justin Jefferson", "Terry McLaurin"],
  },

  // ---------- compare ----------
  {
    turns: ["From now to the end of the season, who is the better: Omarion Hampton or TreVeyon Henderson?"],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: ["In dynasty, on the long term, I prefer Nabers or Marvin Harrison Jr.? Be honest with me."],
    expect: "compare",
    players: ["Malik Nabers", "Marvin Harrison Jr."],
  },
  {
    turns: ["What do you think of Colston Loveland?", "and compared to Fannin, for the rest of the season, who wins?"],
    expect: "compare",
    players: ["Colston Loveland", "Harold Fannin Jr."],
  },
  {
    turns: ["Drake Maye and Baker Mayfield, which one will make more points until the end of the fantasy playoffs?"],
    expect: "compare",
    players: ["Drake Maye", "Baker Mayfield"],
  },
  {
    turns: ["Who will have the best second half of season between Egbuka, McMillan and McConkey?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan", "Ladd McConkey"],
  },
  {
    turns: ["Skattebo versus Judkins, which one will produce more in the weeks that rest?"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: [
      "Is Achane solid for the rest of the season?",
      "and Josh Jacobs? between the two, on the remaining weeks, who is superior?",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Josh Jacobs"],
  },

  // ---------- slot ----------
  { turns: ["Who deserves my WR3 place this sunday? I have no idea honestly"], expect: "slot", position: "WR" },
  {
    turns: ["For the RB2 place, Rachaad White or Kenneth Gainwell?"],
    expect: "slot",
    players: ["Rachaad White", "Kenneth Gainwell"],
    position: "RB",
  },
  {
    turns: ["My tight end is injured, he is out for sunday", "so who I put in the TE spot?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["The flex spot for week 11: Jauan Jennings, Khalil Shakir or Deebo Samuel?"],
    expect: "slot",
    players: ["Jauan Jennings", "Khalil Shakir", "Deebo Samuel"],
    week: 11,
    position: "FLEX",
  },
  {
    turns: ["Who goes in my flex this week?", "and if I must choose between Jayden Reed and Aaron Jones for it?"],
    expect: "slot",
    players: ["Jayden Reed", "Aaron Jones"],
    position: "FLEX",
  },

  // ---------- lineup ----------
  {
    turns: [
      "Can you compose my team for this week? The best eleven... euh no, the best lineup I mean, it's not soccer",
    ],
    expect: "lineup",
  },
  {
    turns: ["My titulars for sunday, they are correct or I must change something? Control it please"],
    expect: "lineup",
  },
  {
    turns: [
      "I was on vacation, I did not touch my team since 2 weeks",
      "voila, can you arrange all the starters for next week directly?",
    ],
    expect: "lineup",
    week: "next",
  },
  { turns: ["Give me the optimal lineup for week 12, every position"], expect: "lineup", week: 12 },
  { turns: ["Set my lineup for this week", "ok, and the one of week 13?"], expect: "lineup", week: 13 },

  // ---------- outlook ----------
  { turns: ["Ashton Jeanty, what is the prevision for him this week?"], expect: "outlook", players: ["Ashton Jeanty"] },
  {
    turns: ["The ceiling of JSN for the rest of the season, it's how much realistically?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["I traded for Davante Adams last week", "what can I attend from him in week 11? floor and ceiling"],
    expect: "outlook",
    players: ["Davante Adams"],
    week: 11,
  },
  {
    turns: ["Breece Hall, what is his floor this week? I am afraid of a deception"],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: ["Give me the pronostic of Josh Allen for the rest of the way"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["What's the outlook of Kittle this week?", "and next week?"],
    expect: "outlook",
    players: ["George Kittle"],
    week: "next",
  },
  {
    turns: ["Trey McBride is actually the TE1 of the league, it will continue like that until the end?"],
    expect: "outlook",
    players: ["Trey McBride"],
  },

  // ---------- status ----------
  { turns: ["Is it that Drake London plays sunday?"], expect: "status", players: ["Drake London"] },
  {
    turns: ["Nico Collins is injured since when? And he comes back when?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  { turns: ["Mark Andrews was at the training this week or not?"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["I see a red cross next to Olave in the app", "he is blessed? what happened exactly"],
    expect: "status",
    players: ["Chris Olave"],
  },
  { turns: ["Is Travis Kelce in bye this week?"], expect: "status", players: ["Travis Kelce"] },
  { turns: ["J.K. Dobbins, out or not out for this afternoon?"], expect: "status", players: ["J.K. Dobbins"] },
  { turns: ["Is A.J. Brown injured?", "and DeVonta Smith, him too?"], expect: "status", players: ["DeVonta Smith"] },

  // ---------- tradeValue ----------
  { turns: ["Puka, how much he worths in trade actually?"], expect: "tradeValue", players: ["Puka Nacua"] },
  {
    turns: ["Is it the good moment to sell Rico Dowdle expensive, before he falls down?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["I want to buy Joe Burrow cheap while he is hurt, good idea or no?"],
    expect: "tradeValue",
    players: ["Joe Burrow"],
  },
  {
    turns: [
      "Jonathan Taylor is my best player",
      "but eventually I could sell him now at his peak, what you think, he is worth a lot?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Must I trade away Xavier Worthy? He deceives me since the start of the season"],
    expect: "tradeValue",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["I have too many running backs", "Gibbs, what is his cote on the market now?"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },

  // ---------- buyLow ----------
  { turns: ["On my roster, who is smart to sell now while his value is at the max?"], expect: "buyLow" },
  {
    turns: ["Which players are eventually undervalued in the moment, that I could buy for not expensive?"],
    expect: "buyLow",
  },
  {
    turns: ["The receivers to buy low, who are they? The ones with bad stats but good usage"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: [
      "The trade deadline is in 2 weeks in our league",
      "alors, which guys are in a bad series but will rebound? the ones to buy low",
    ],
    expect: "buyLow",
  },
  { turns: ["Give me buy low candidates", "and the sell high ones?"], expect: "buyLow" },

  // ---------- trade ----------
  {
    turns: ["Someone proposes me his Ja'Marr Chase against my Bijan. I accept?"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Bijan Robinson"],
  },
  {
    turns: ["I give Kyren Williams and Zay Flowers, I receive Saquon. It's equitable?"],
    expect: "trade",
    players: ["Kyren Williams", "Zay Flowers", "Saquon Barkley"],
  },
  {
    turns: [
      "I received an offer this morning",
      "they want Amon-Ra, they give me CeeDee Lamb and Javonte Williams",
      "so it's a robbery or acceptable?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "CeeDee Lamb", "Javonte Williams"],
  },
  {
    turns: ["Garrett Wilson for Tee Higgins plus Tony Pollard, who wins this exchange?"],
    expect: "trade",
    players: ["Garrett Wilson", "Tee Higgins", "Tony Pollard"],
  },
  {
    turns: ["Would you do Lamar against Jalen Hurts and Kyle Pitts? It's me who gives Lamar"],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts", "Kyle Pitts"],
  },
  {
    turns: ["Somebody wants my Brock Bowers", "he offers George Pickens and Rachaad White, I say yes?"],
    expect: "trade",
    players: ["Brock Bowers", "George Pickens", "Rachaad White"],
  },

  // ---------- waivers ----------
  { turns: ["Who is the best free agent to recruit this week?"], expect: "waivers" },
  { turns: ["I need a RB from the waivers, who is available and not bad?"], expect: "waivers", position: "RB" },
  {
    turns: ["How much of FAAB I put on Monangai? I have 63 dollars left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["My kicker is catastrophic", "who can I take in the free agents at this position?"],
    expect: "waivers",
    position: "K",
  },
  { turns: ["Which defense in the free agents is worth to take?"], expect: "waivers", position: "DEF" },
  {
    turns: ["I have 40 of budget remaining", "for Tyrone Tracy, I bid how much?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["Is there a tight end to pick on the wire, actually? Mine is bof"], expect: "waivers", position: "TE" },

  // ---------- playoffs ----------
  { turns: ["Gridiron Gurus in the playoffs, what percentage?"], expect: "playoffs" },
  { turns: ["Sunday Scaries, they will qualify for the playoffs or not?"], expect: "playoffs", team: "Sunday Scaries" },
  {
    turns: ["Audible Alchemists is on a bad series", "their probability to make the playoffs is how much now?"],
    expect: "playoffs",
    team: "Audible Alchemists",
  },
  { turns: ["Honestly, I still have a chance for the playoffs or I can forget it?"], expect: "playoffs" },
  {
    turns: ["What are my odds for the playoffs?", "and those of End Zone Envy?"],
    expect: "playoffs",
    team: "End Zone Envy",
  },

  // ---------- improveOdds ----------
  { turns: ["What moves I must do to augment my chances of playoffs?"], expect: "improveOdds" },
  { turns: ["Help me to raise my probability of qualification, which transactions?"], expect: "improveOdds" },
  { turns: ["I am at 38% for the playoffs, I saw", "what can I do concretely to go higher?"], expect: "improveOdds" },
  { turns: ["Which pickup or trade would give me the biggest boost in my playoff odds?"], expect: "improveOdds" },
  { turns: ["Playoff odds for me?", "bof. how do I make them better?"], expect: "improveOdds" },

  // ---------- matchup ----------
  { turns: ["Who is my adversary this sunday?"], expect: "matchup" },
  { turns: ["The projected score of my match against my opponent, it gives what?"], expect: "matchup" },
  { turns: ["What chance I have to win this week? Be honest"], expect: "matchup" },
  {
    turns: ["I won last week by 2 points, what a stress", "and next week, I play who and how much chance I have?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Who do I face this week?", "and Pocket Passers, they play who?"],
    expect: "matchup",
    team: "Pocket Passers",
  },

  // ---------- record ----------
  { turns: ["What is my bilan, how many victories and defeats?"], expect: "record" },
  { turns: ["Where is Hail Mary Heroes in the classement?"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["I am at which place in the league now?"], expect: "record" },
  {
    turns: ["Play Action Pack beat me twice this year", "they are at how many wins now?"],
    expect: "record",
    team: "Play Action Pack",
  },
  { turns: ["Tell me my record", "and Waiver Wire Wizards?"], expect: "record", team: "Waiver Wire Wizards" },

  // ---------- rosterStatus ----------
  { turns: ["Who is blessed in my team in the moment?"], expect: "rosterStatus" },
  { turns: ["Which of my players have their bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["In week 12, do I have guys in bye or injured?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Before I touch my lineup...", "tell me who in my effective is out or doubtful for this week"],
    expect: "rosterStatus",
  },
  { turns: ["Who is on bye in my roster this week?", "and in week 13?"], expect: "rosterStatus", week: 13 },

  // ---------- positionRank ----------
  {
    turns: ["Classify my running backs for this week, from the best to the worst"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["My wide receivers, in which order for week 11?"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["Rank my QBs this week please"], expect: "positionRank", position: "QB" },
  {
    turns: ["I have too many tight ends, it's ridiculous", "put them in order for sunday"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["Make me a hierarchy of my RBs for next week"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["My RB ranking for this week?", "and the receivers?"], expect: "positionRank", position: "WR" },

  // ---------- scenario ----------
  {
    turns: ["If I win all my remaining matches, I am in the playoffs for sure?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff chances?", "and if I lose this week, it's finished for me?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Supposing I make 3-2 until the end, my chances are what?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If Blitz Brigade wins 2 of their last 4, they pass?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
    team: "Blitz Brigade",
  },
  {
    turns: ["With 4 more victories, I go to the playoffs? I don't know how many matches rest exactly"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  {
    turns: [
      "Two-Minute Drill is just behind me",
      "if they win all their matches until the end, what is their chance of playoffs?",
    ],
    expect: "scenario",
    scenario: "win-out",
    team: "Two-Minute Drill",
  },

  // ---------- projectedTotal ----------
  { turns: ["How many points my team is projected this week?"], expect: "projectedTotal" },
  {
    turns: ["Give me the fourchette of points for my team in week 11, the min and the max"],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["What total you predict for Gridiron Gurus next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["I changed my flex to Woody Marks", "so now my total projection is how much for this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["My score this week will be around how much, you think?", "and for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },

  // ---------- leaders ----------
  { turns: ["Who is the first of the league actually?"], expect: "leaders" },
  { turns: ["Our league is very tight this year", "which team marked the most points in total?"], expect: "leaders" },
  { turns: ["Make me the power ranking of the league"], expect: "leaders" },
  { turns: ["Which is the strongest team of our championship, in your opinion?"], expect: "leaders" },
  { turns: ["I am curious about the others", "who has the best bilan of everybody?"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["Give me some sleepers for the playoffs, guys to stash now"], expect: "sleepers" },
  { turns: ["Which players nobody talks about could explode in the end of season?"], expect: "sleepers" },
  { turns: ["A RB to put in reserve for the playoff weeks?"], expect: "sleepers", position: "RB" },
  {
    turns: ["My bench is full of nothing", "who can I pick up in advance for next week, before the others see him?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Some hidden gems at WR that can be useful later?"], expect: "sleepers", position: "WR" },

  // ---------- dropStash ----------
  { turns: ["Austin Ekeler, I keep him or I release him?"], expect: "dropStash", players: ["Austin Ekeler"] },
  { turns: ["I need a place on my bench, who do I cut?"], expect: "dropStash" },
  {
    turns: ["Brandon Aiyuk still didn't come back", "it worths to keep him on my bench or I liberate the place?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["Cooper Kupp does nothing since weeks. Time to drop him?"], expect: "dropStash", players: ["Cooper Kupp"] },
  {
    turns: ["Is Etienne injured?", "if yes, I can throw him or I wait?"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },

  // ---------- byeCover ----------
  {
    turns: ["Ja'Marr Chase is in bye this week, who I put at WR in his place?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },
  {
    turns: ["Jake Ferguson has his week off, I need a TE for one week to depanner, who on the waivers?"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
  },
  {
    turns: [
      "Next week Jonathan Taylor doesn't play, it's his bye",
      "which running back can replace him for that week?",
    ],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["Mahomes rests this week, bye. Which quarterback to take for one week?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["Is CeeDee in bye this week?", "damn. so which receiver covers for him?"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },

  // ---------- tradeIdeas ----------
  { turns: ["What could I obtain in exchange of James Cook?"], expect: "tradeIdeas", players: ["James Cook"] },
  {
    turns: ["I want to do a 2 for 1: Jordan Love plus Jaylen Warren for a top player. Which targets?"],
    expect: "tradeIdeas",
    players: ["Jordan Love", "Jaylen Warren"],
  },
  { turns: ["Which coach of the league is the best partner to make a trade with me?"], expect: "tradeIdeas" },
  {
    turns: ["My TEs are horrible since the start", "how can I get a good TE by trade?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Pittman Jr. is a bit useless for me", "find me a trade for him, who would want him?"],
    expect: "tradeIdeas",
    players: ["Michael Pittman Jr."],
  },

  // ---------- help ----------
  { turns: ["salut", "what are you capable to do exactly?"], expect: "help" },
  { turns: ["Bonjour! How does it work, you? What kind of questions I can ask?"], expect: "help" },
  { turns: ["Explain me your functions please"], expect: "help" },
  { turns: ["I am new in the app", "you are a robot for what exactly? list me what you know to do"], expect: "help" },
  { turns: ["Can you do other things than the lineup? Tell me all"], expect: "help" },

  // ---------- None ----------
  { turns: ["It will rain in Green Bay sunday? I want to go to the stadium"], expect: "None" },
  {
    turns: [
      "Set my lineup for sunday",
      "perfect. and the Super Bowl, who wins according to the bookmakers? what is the cote?",
    ],
    expect: "None",
  },
  { turns: ["Tell me a joke about the Jets, I need to laugh after this week"], expect: "None" },
  { turns: ["I cannot connect to the app since yesterday, my password is refused"], expect: "None" },
  { turns: ["Can we change the rules of the league to put 2 QBs? Who decides?"], expect: "None" },
  { turns: ["Who will win the Champions League this year, PSG again?"], expect: "None" },
  {
    turns: ["Thanks for the lineup", "by the way, you know a good restaurant in Lyon for watch the match?"],
    expect: "None",
  },
  { turns: ["You are very sympathic, thank you for your help this season"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["Kimani Vidal, he will be on the field this week? If not, who I can take on the waivers?"],
    expect: ["status", "waivers"],
    players: ["Kimani Vidal"],
  },
  {
    turns: ["I lost again last week", "what is my record now, and can I still make the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Herbert or Purdy this week? and after, who is better for the rest of the season?"],
    expect: ["startSit", "compare"],
    players: ["Justin Herbert", "Brock Purdy"],
  },
  {
    turns: ["Who is my opponent this week and how many points I am projected?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["They propose D'Andre Swift against my Dalton Kincaid. Good deal? And Swift, he is healthy or no?"],
    expect: ["trade", "status"],
    players: ["D'Andre Swift", "Dalton Kincaid"],
  },
  {
    turns: ["I am 5-4 I think", "alors who leads the league, and which moves make my chances of playoffs better?"],
    expect: ["leaders", "improveOdds"],
  },
  {
    turns: ["Who is injured in my team, and rank my WRs for this sunday"],
    expect: ["rosterStatus", "positionRank"],
    position: "WR",
  },
  {
    turns: ["Give me sleepers to stash and say me if I should drop Chris Godwin to make place"],
    expect: ["sleepers", "dropStash"],
    players: ["Chris Godwin"],
  },
];
