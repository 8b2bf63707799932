// Blind held-out evaluation set 29 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an electrician, a hospice nurse, a car salesman, a math teacher, a minor-league
// baseball scout, a woman co-managing with her roommate ("we", "our team"), a man who quotes his league-mates,
// and a stressed commissioner in the middle of a trade dispute.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_29: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["I got Puka and JSN and one WR slot left", "which one, quick, im on a ladder"],
    expect: "startSit",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Bucky Irving is finally off the injury report",
      "do I trust him right away this week or give it a game first",
    ],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: [
      "me and Dana have Tyler Warren and Dalton Kincaid at TE",
      "which one do we put in this week? we've been going back and forth for an hour",
    ],
    expect: "startSit",
    players: ["Tyler Warren", "Dalton Kincaid"],
  },
  {
    turns: [
      "Marlow said in the group chat, quote, 'nobody with a brain starts Rico Dowdle this week.' " +
        "so do I bench him",
    ],
    expect: "startSit",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Kid's got the tools but I don't love the spot. Quinshon Judkins - play him Sunday or let him ride the pine?",
    ],
    expect: "startSit",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Should I start Jameson Williams this week?", "fine. and next week, same call or different?"],
    expect: "startSit",
    players: ["Jameson Williams"],
    week: "next",
  },

  // ---- compare ----
  {
    turns: ["Purely rest-of-season, not this week's lineup: who's the better asset, Ashton Jeanty or Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ladd mcconkey vs zay flowers going forward. which one would u rather own"],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "Been staring at Bijan's game logs, the man is a monster",
      "is he actually better than Gibbs the rest of the way though? honest answer",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Two models on the lot, Garrett Wilson and Drake London. Which one's the better ride for the rest of the year?",
    ],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: [
      "Dana thinks Trey McBride is the best TE in football",
      "I say Brock Bowers. who's right, just overall who's better?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "I've had eyes on both of these rookies since college",
      "McMillan or Egbuka - whose profile do you like more from here on out?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // ---- slot ----
  {
    turns: ["Jacobs is out this week", "so who's getting the keys to that RB spot from my bench?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["RB2 is open since my guy got hurt. who from my bench do i plug in there"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Nabers is done for the year so my WR2 spot is empty", "who on my roster should slide into that spot"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Quick one between shifts... which of my quarterbacks gets the nod at QB this week?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "Sutton told me 'your TE spot is a black hole, dude'",
      "rude but maybe fair. who from my team should be my starting tight end?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Let x be whoever belongs in my flex for week 11. Solve for x."],
    expect: "slot",
    week: 11,
  },

  // ---- lineup ----
  {
    turns: ["Can you just set the whole lineup for me, I'm slammed at the dealership all weekend"],
    expect: "lineup",
  },
  {
    turns: ["Can you look over our starting lineup and tell us if anything looks wrong before Sunday?"],
    expect: "lineup",
  },
  {
    turns: [
      "Alvin Kamara is questionable again",
      "ugh. just give me the optimal lineup, whole thing, accounting for that",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I've got back to back 12s this weekend and won't be able to touch my phone",
      "so what should my full lineup look like? I'll set it tonight",
    ],
    expect: "lineup",
  },
  {
    turns: ["Give me your best nine for next week. The whole starting card, top to bottom."],
    expect: "lineup",
    week: "next",
  },

  // ---- outlook ----
  {
    turns: ["whats the read on Breece this week, im getting nervous"],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: ["Been holding Travis Etienne all year", "what does the rest of his season look like?"],
    expect: "outlook",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["What's Amon-Ra St. Brown's projected point total this week, and how wide is the range around it?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["Jaxon Dart has been fun to watch", "how does he look for next week?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
    week: "next",
  },
  {
    turns: ["Reese keeps saying 'Chase Brown is washed, sell sell sell.'", "is he? how's Brown looking this week"],
    expect: "outlook",
    players: ["Chase Brown"],
  },

  // ---- status ----
  {
    turns: ["is cmc playing sunday"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Any update on Nico Collins and the concussion protocol? Has he been cleared?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["I'm locking in Tee Higgins tonight", "wait, did he even practice today?"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["derick henrys ankle still bad? i think hes listed questionable"],
    expect: "status",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Kenneth Walker or Zach Charbonnet for the flex", "actually hold on, is Walker even healthy?"],
    expect: "status",
    players: ["Kenneth Walker III"],
  },

  // ---- tradeValue ----
  {
    turns: ["Javonte Williams has been a top-10 back for me", "time to sell high on him?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["What's the sticker price on De'Von Achane right now? What could he fetch?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "Jonathan Taylor has been unreal",
      "what's he worth in a trade right now? like realistically what could I get",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Is Rome Odunze a buy-low or is the stock down for a real reason?"],
    expect: "tradeValue",
    players: ["Rome Odunze"],
  },
  {
    turns: [
      "Sawyer told the whole league 'Mark Andrews is untradeable at this point, nobody wants him'",
      "is that true? what's his trade value?",
    ],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },

  // ---- buyLow ----
  {
    turns: ["Who should I be trying to buy low on? Guys whose owners are panicking"],
    expect: "buyLow",
  },
  {
    turns: ["I want the undervalued inventory. Which players is everyone underpricing that I should go get?"],
    expect: "buyLow",
  },
  {
    turns: ["My WR depth is garbage honestly", "any buy-low wideouts I could pry loose from somebody?"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: [
      "Give me some names slumping on the surface but the underlying stuff is still there - guys to acquire cheap",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I've spent three days refereeing this Gibbs trade fight",
      "forget that for a sec. for my own team, who are the buy-low targets I should be chasing?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["Coach Harper just sent me an offer", "Saquon for my Jaxon Smith-Njigba. accept?"],
    expect: "trade",
    players: ["Saquon Barkley", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "I'm the commish and two guys are screaming at me. One side gives Josh Allen and gets Bo Nix plus " +
        "Nico Collins. Lopsided enough to veto or fair?",
    ],
    expect: "trade",
    players: ["Josh Allen", "Bo Nix", "Nico Collins"],
  },
  {
    turns: ["Thinking about moving Kyren Williams", "would you do Kyren for Tee Higgins straight up"],
    expect: "trade",
    players: ["Kyren Williams", "Tee Higgins"],
  },
  {
    turns: ["got offered garrett wilson + chuba hubbard for my bijan. do it or no"],
    expect: "trade",
    players: ["Garrett Wilson", "Chuba Hubbard", "Bijan Robinson"],
  },
  {
    turns: [
      "Red Zone Raiders traded Jahmyr Gibbs to Sunday Scaries for Kenneth Walker III and Courtland Sutton",
      "half the league is yelling collusion. Forget the drama, on value alone is that trade fair?",
    ],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Kenneth Walker III", "Courtland Sutton"],
  },

  // ---- waivers ----
  {
    turns: ["wire pickups this week + how much FAAB would you throw at them"],
    expect: "waivers",
  },
  {
    turns: ["I've got $43 of FAAB left. Who's actually worth spending it on?"],
    expect: "waivers",
  },
  {
    turns: ["Is Kyle Monangai still sitting on waivers in our league?", "ok how much should I bid on him then"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Who's the best arm available on the wire? I need a QB"],
    expect: "waivers",
    position: "QB",
  },
  {
    turns: ["Woody Marks is on the wire", "expected value question: is he worth 25% of my remaining FAAB?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },

  // ---- playoffs ----
  {
    turns: ["Am I a playoff team or am I kidding myself?"],
    expect: "playoffs",
  },
  {
    turns: ["I think we're 5-4?", "so realistically do we get into the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["What's my current probability of making the postseason? One decimal place please."],
    expect: "playoffs",
  },
  {
    turns: ["Am I getting into the playoff bracket or is it time to start looking at next year's crop?"],
    expect: "playoffs",
  },
  {
    turns: [
      "Quinn posted 'Gridiron Gurus are cooked, zero shot at the playoffs' in the league chat",
      "what are my odds actually",
    ],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  {
    turns: ["What moves would raise my playoff chances the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["my playoff odds are sitting around 40%?", "what can I do to push that number up"],
    expect: "improveOdds",
  },
  {
    turns: ["what upgrades do i need to make to actually get into the playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["we'd do anything to sneak in. what trades or pickups would help our playoff odds the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["What's the one move that bumps my playoff number the most? I close deals, just tell me which one"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Five weeks left in the regular season",
      "which roster changes maximize my probability of making the playoffs?",
    ],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["who am I up against this week"],
    expect: "matchup",
  },
  {
    turns: ["What's my win probability this week? Be gentle"],
    expect: "matchup",
  },
  {
    turns: ["how do i stack up vs Coach Tatum's squad this week"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Lost last week by 2.3 points. brutal", "am I at least favored this week?"],
    expect: "matchup",
  },
  {
    turns: ["Who am I playing this week?", "size them up for me. who's got the edge?"],
    expect: "matchup",
  },
  {
    turns: ["Ellis keeps texting me 'gonna smoke you Sunday'", "is he? who's favored in our game?"],
    expect: "matchup",
    team: "Pocket Passers",
  },

  // ---- record ----
  {
    turns: ["We won last night!!", "so what does that make our record now?"],
    expect: "record",
  },
  {
    turns: ["how many wins do we have so far"],
    expect: "record",
  },
  {
    turns: ["What's my win-loss record, and what seed does that put me at right now?"],
    expect: "record",
  },
  {
    turns: ["Lost again this week...", "what place does that leave me in"],
    expect: "record",
  },
  {
    turns: ["Where am I sitting in the standings right now?"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["Anyone on my roster banged up or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Run me an injury report on my own team please"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my team is hurt right now", "and who's on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["I'm trying to plan ahead for week 12", "who on my roster is on bye that week?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["any of my starters questionable or out"],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  {
    turns: ["rank my running backs this week best to worst"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my wide receivers for this week", "same thing for my tight ends"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my quarterbacks by projected points this week", "now do it for week 11"],
    expect: "positionRank",
    position: "QB",
    week: 11,
  },
  {
    turns: ["Give me a depth chart on my wideouts - who's my 1, 2 and 3 this week"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my RBs this week", "and for next week?"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // ---- projectedTotal ----
  {
    turns: ["how many pts is my team projected to score this wk"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's projected score this week, and give me the range too"],
    expect: "projectedTotal",
  },
  {
    turns: ["I already set my lineup", "so what's the projection for my team total with that group?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Give me the number. How many points does my team put up this weekend?"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "we're already thinking about week 11",
      "roughly how many points are we projected for that week, best and worst case?",
    ],
    expect: "projectedTotal",
    week: 11,
  },

  // ---- leaders ----
  {
    turns: ["who's leading the league right now"],
    expect: "leaders",
  },
  {
    turns: ["What's my record?", "ok now show me the whole league standings"],
    expect: "leaders",
  },
  {
    turns: ["As commish I have to post the standings tonight on top of everything else. Give me every team's record?"],
    expect: "leaders",
  },
  {
    turns: ["Who's the top dog in this league? Best team on paper?"],
    expect: "leaders",
  },
  {
    turns: [
      "Finley keeps bragging that Waiver Wire Wizards are 'the class of the league'",
      "are they? who's actually the strongest team?",
    ],
    expect: "leaders",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["Who's scoring the most points league-wide? Top of the leaderboard"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["Who should I pick up this week?", "nah I mean deeper - guys nobody's on yet. sleepers"],
    expect: "sleepers",
  },
  {
    turns: [
      "Who's the under-the-radar guy nobody's talking about yet? I want him before the rest of the league catches on",
    ],
    expect: "sleepers",
  },
  {
    turns: ["deep sleeper picks? cheap guys who might pop"],
    expect: "sleepers",
  },
  {
    turns: ["give us a couple sleepers nobody in our league is watching"],
    expect: "sleepers",
  },
  {
    turns: ["I'm out of ideas on the waiver wire", "any under the radar names I should be looking at?"],
    expect: "sleepers",
  },
  {
    turns: ["Which lightly rostered players are most likely to outperform expectations?"],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: ["should I drop Tyreek or stash him on IR"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Joe Burrow's been out since like week 2", "is it worth keeping him stashed or do I cut bait"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["I've got two guys on long-term injuries, Tucker Kraft and Sam LaPorta. Hold them on IR or let them go?"],
    expect: "dropStash",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: ["I got Aiyuk and JK Dobbins hurt and only one IR spot", "which one do i cut"],
    expect: "dropStash",
    players: ["Brandon Aiyuk", "J.K. Dobbins"],
  },
  {
    turns: ["we need a roster spot. is it dumb to drop our injured guys or should we keep stashing them?"],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["My QB's on bye next week, who should I stream?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Kraft's out and my other TE has a bye this week", "who do i grab to plug the hole at tight end"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["My kicker is on bye this week", "who can I pick up to cover?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Who's a one-week rental at DST while my defense sits on bye?"],
    expect: "byeCover",
    position: "DST",
  },
  {
    turns: ["Two of my receivers are on bye in week 12. Which free-agent WR best covers the gap?"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },

  // ---- scenario ----
  {
    turns: ["Say I run the table from here. Am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["if I go 3-2 the rest of the way do I make it?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["We're playing the Blitz Brigade this week", "what happens to our playoff chances if we lose?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Conditional probability time: P(playoffs | I win 4 of my last 5)?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["my playoff odds right now?", "and if I win the next two?"],
    expect: "scenario",
    scenario: { wins: 2, games: 2 },
  },
  {
    turns: ["Harper said 'you'd have to win three more just to sniff it'", "ok so if I win three more, am I in?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["shopping derrick henry, what could I build around him"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["I want to package George Pickens. What 2-for-1 deals could I put together with him?"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["I'm loaded at WR and thin at RB", "what could I get if I shop DK Metcalf? 1-for-1 ideas"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },
  {
    turns: ["Once this mess is sorted I want to deal Jalen Hurts myself. What trades could I build around him?"],
    expect: "tradeIdeas",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["we have Jake Ferguson and honestly we're over him", "what trade packages could we put together with him?"],
    expect: "tradeIdeas",
    players: ["Jake Ferguson"],
  },

  // ---- help ----
  {
    turns: ["what kinds of stuff can I ask you?"],
    expect: "help",
  },
  {
    turns: ["I'm new to this app. How do I use you exactly?"],
    expect: "help",
  },
  {
    turns: ["can this thing do trades or just lineups? whats all the features"],
    expect: "help",
  },
  {
    turns: ["my roommate set this whole thing up", "what is the GM actually for? what can it do"],
    expect: "help",
  },

  // ---- None (out of scope) ----
  {
    turns: ["what's the weather looking like in Buffalo sunday"],
    expect: "None",
  },
  {
    turns: ["got any good jokes? long week"],
    expect: "None",
  },
  {
    turns: ["Do you have a good crockpot chili recipe? Sunday potluck at the unit"],
    expect: "None",
  },
  {
    turns: ["Who do you like for the AL Cy Young next year?"],
    expect: "None",
  },
  {
    turns: ["whats the code requirement for gfci in a bathroom remodel"],
    expect: "None",
  },
  {
    turns: ["I need a stiff drink after this week. Good bourbon under 40 bucks?"],
    expect: "None",
  },
  {
    turns: ["What's a good closing line for a customer who's on the fence about a Camry?"],
    expect: "None",
  },
  {
    turns: [
      "Thanks for the lineup help earlier",
      "unrelated, can you explain the Monty Hall problem for my 9th graders?",
    ],
    expect: "None",
  },

  // ---- multi-part last messages ----
  {
    turns: ["Is Ja'Marr Chase playing this week? and if he is, is he a lock over Courtland Sutton?"],
    expect: ["status", "startSit"],
    players: ["Ja'Marr Chase", "Courtland Sutton"],
  },
  {
    turns: ["Where do we stand record-wise, and what are the odds we actually make the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Who am I playing this week and how many points am I projected for?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "Now Coach Reese and Coach Blake are fighting over their deal too",
      "Davante Adams for Chuba Hubbard. Is that fair, and what's Adams actually worth right now?",
    ],
    expect: ["trade", "tradeValue"],
    players: ["Davante Adams", "Chuba Hubbard"],
  },
  {
    turns: ["who's hurt on my team this week, and who should I pick up to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Saquon just had a monster game", "how's his outlook rest of season, and should I sell high on him?"],
    expect: ["outlook", "tradeValue"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["What are my playoff odds right now, and what would they be if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["rank my WRs this week, then tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["Malik Nabers tore his ACL", "should I drop him? and who's a good pickup off the wire to take his spot"],
    expect: ["dropStash", "waivers"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["Tatum keeps saying 'you're miles behind me.' Who's leading the league, and how far back am I?"],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "Kittle's been limited in practice all week",
      "is he gonna play? and how does he look for the rest of the season",
    ],
    expect: ["status", "outlook"],
    players: ["George Kittle"],
  },
  {
    turns: ["Who are some good buy-low guys, and what trade ideas do you have around Mike Evans?"],
    expect: ["buyLow", "tradeIdeas"],
    players: ["Mike Evans"],
  },
  {
    turns: ["can you set our lineup for this week and tell us what it's projected to score?"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["Which of my guys are on bye next week, and who can I stream at QB to cover?"],
    expect: ["rosterStatus", "byeCover"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Bijan or Jonathan Taylor, who's better the rest of the way? and would you trade Bijan for JT straight up"],
    expect: ["compare", "trade"],
    players: ["Bijan Robinson", "Jonathan Taylor"],
  },
];
