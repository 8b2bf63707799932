// Blind held-out evaluation set 67 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a Chicago cab driver, a retired librarian who writes very formally, a Brazilian who
// mixes in Portuguese words, a speedrunner gamer.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_67: HeldOutCase[] = [
  // startSit
  {
    turns: ["quick one, I'm sittin at a red light on Ashland. Swift or Chuba this week?"],
    expect: "startSit",
    players: ["D'Andre Swift", "Chuba Hubbard"],
  },
  {
    turns: [
      "Good evening. I find myself uncertain whether Mr. Jameson Williams ought to start this week. " +
        "Your counsel would be appreciated.",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: ["cara, o Bucky Irving tá voando ultimamente né", "então, start ou sit nele essa semana? tô na dúvida"],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: ["ngl my gut says bench Pickens this week, matchup looks like rng hell. sanity check: start or sit?"],
    expect: "startSit",
    players: ["George Pickens"],
  },
  {
    turns: ["how's Caleb lookin this week", "hm ok", "so do I roll him out there or go with Goff"],
    expect: "startSit",
    players: ["Caleb Williams", "Jared Goff"],
  },
  {
    turns: ["week 12 routing: do I start Jake Ferguson", "actually different q, Ferguson or Juwan Johnson that week"],
    expect: "startSit",
    players: ["Jake Ferguson", "Juwan Johnson"],
    week: 12,
  },

  // compare
  {
    turns: [
      "For the remainder of the season, which would you judge the superior asset: Mr. Drake London or " +
        "Mr. Garrett Wilson?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["forget this week. rest of the year who ya rather have, Cook or Henry?"],
    expect: "compare",
    players: ["James Cook", "Derrick Henry"],
  },
  {
    turns: ["pensando no resto da temporada, mano... Tetairoa McMillan ou Emeka Egbuka, quem é melhor?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["is puka the best wr in the game rn", "ok but ros, puka or jsn? who's the better long run"],
    expect: "compare",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["I got Bijan and Gibbs both, lucky me", "long haul, not just sunday, which one's the better guy to own"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "I have been reading a great deal about Mr. Trey McBride.",
      "Over the remaining weeks, would he or Mr. Brock Bowers prove the more valuable?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },

  // slot
  {
    turns: ["who goes in my flex this week? got Zay Flowers, Rhamondre and Jakobi Meyers just sittin there"],
    expect: "slot",
    players: ["Zay Flowers", "Rhamondre Stevenson", "Jakobi Meyers"],
  },
  {
    turns: ["Which of my players would you recommend for the RB2 position in my lineup this week?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["quem vai na minha vaga de QB essa semana, cara? Bo Nix ou Jaxson Dart?"],
    expect: "slot",
    players: ["Bo Nix", "Jaxson Dart"],
    position: "QB",
  },
  {
    turns: ["my TE spot's been a black hole all year", "who should be startin there this sunday"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["flex question incoming", "Quentin Johnston vs Rico Dowdle vs Wan'Dale for the flex this week, which one"],
    expect: "slot",
    players: ["Quentin Johnston", "Rico Dowdle", "Wan'Dale Robinson"],
  },

  // lineup
  {
    turns: ["just set my lineup for me boss, I'm drivin a double shift sunday"],
    expect: "lineup",
  },
  {
    turns: ["Would you kindly review my lineup for Week 11 and indicate any changes you consider advisable?"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["monta meu lineup ideal pra essa semana por favor, valeu!"],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup for this week, min-max every slot", "cool now run it again for next week"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["I have made several changes to my roster this morning.", "Is my starting lineup now in proper order?"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["Henry had a monster game last week", "what's he gonna put up this week, ballpark"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Could you furnish a rest-of-season projection for Mr. Ladd McConkey?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["qual o teto do Achane essa semana? ele explode ou não? 🔥"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["whats the ceiling on Jonathan Taylor this week", "and floor?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["o Lamar voltou bem né", "quantos pontos você projeta pra ele na semana 12?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
    week: 12,
  },

  // status
  {
    turns: ["is CMC playin sunday or what"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["I understand Mr. Nico Collins appeared on the injury report. Is he expected to play?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["is Rashee Rice a game-time decision or is he good to go"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["começo o Kenneth Walker essa semana?", "pera, ele tá machucado? vi algo no twitter"],
    expect: "status",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["McLaurin or DeVonta this week", "wait hold on, is McLaurin even healthy"],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["starting Mark Andrews this week", "wait i saw something about his ankle", "is he actually playing or nah"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // tradeValue
  {
    turns: ["What would you estimate Mr. Kyren Williams to be worth on the trade market at present?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["should I sell Davante now or hold him? guy's gettin old like me"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["quanto vale o Breece Hall numa troca hoje? vendo ou seguro?"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["Chase Brown has been on a heater lately", "sell high or hold? whats his value rn"],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  {
    turns: [
      "guy in my league keeps buggin me about Javonte",
      "what's he worth? am I gettin fleeced if I let him go cheap",
    ],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },

  // buyLow
  {
    turns: ["who's a buy low guy right now? somebody I can steal off a panicky owner"],
    expect: "buyLow",
  },
  {
    turns: ["Which players across the league would you identify as attractive buy-low candidates at this juncture?"],
    expect: "buyLow",
  },
  {
    turns: ["quem tá barato pra comprar agora? tipo jogador que tá mal mas vai melhorar"],
    expect: "buyLow",
  },
  {
    turns: ["buy lows?", "ok any WRs specifically"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: ["tô querendo mexer no time", "quem eu deveria vender em alta? sell high, quem tá valorizado demais"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["guy offered me Tee Higgins for my Jaylen Warren. do I take it"],
    expect: "trade",
    players: ["Tee Higgins", "Jaylen Warren"],
  },
  {
    turns: [
      "Coach Ellis has proposed that I send Mr. Sam LaPorta to him in exchange for Mr. Courtland Sutton. " +
        "Is this equitable?",
    ],
    expect: "trade",
    players: ["Sam LaPorta", "Courtland Sutton"],
  },
  {
    turns: ["me ofereceram o Saquon pelo meu Puka + Kamara. aceito, cara?"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua", "Alvin Kamara"],
  },
  {
    turns: ["got a trade offer", "Jaylen Waddle for my Tony Pollard. accept or reset?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Tony Pollard"],
  },
  {
    turns: ["what's Mike Evans worth these days", "ok so would ya do Evans for Chuba straight up"],
    expect: "trade",
    players: ["Mike Evans", "Chuba Hubbard"],
  },

  // waivers
  {
    turns: ["waiver wire speedrun: top 3 adds this week, go"],
    expect: "waivers",
  },
  {
    turns: ["How much of my remaining FAAB budget should I commit to Mr. Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["tem algum RB bom no waiver essa semana? preciso muito"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["who should I pick up", "and how much faab do I throw at the top guy"],
    expect: "waivers",
  },
  {
    turns: ["lost my TE for the year, brutal", "who's out there on the wire at tight end"],
    expect: "waivers",
    position: "TE",
  },

  // playoffs
  {
    turns: ["are we making playoffs or is this run dead"],
    expect: "playoffs",
  },
  {
    turns: ["Kindly tell me my present probability of qualifying for the postseason."],
    expect: "playoffs",
  },
  {
    turns: ["quais as minhas chances de playoff, cara? tô nervoso kkkk"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "and playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: ["perdi de novo essa semana 😩", "ainda dá pra ir pros playoffs?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["what do I gotta do to sneak into the playoffs, gimme moves"],
    expect: "improveOdds",
  },
  {
    turns: ["What transactions might meaningfully improve my chances of reaching the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["o que eu faço pra aumentar minhas chances de playoff? troca, waiver, qualquer coisa"],
    expect: "improveOdds",
  },
  {
    turns: ["my playoff odds are cooked. what's the optimal route to raise them"],
    expect: "improveOdds",
  },
  {
    turns: ["Thank you for the playoff figures.", "What, in your view, should I do to improve them?"],
    expect: "improveOdds",
  },
  {
    turns: ["odds are lousy huh", "alright what moves bump em up"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who's my opponent this week"],
    expect: "matchup",
  },
  {
    turns: ["Am I favoured in this week's contest against the Blitz Brigade?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["quem eu enfrento essa semana?", "hmm, time forte", "qual minha chance de ganhar deles?"],
    expect: "matchup",
  },
  {
    turns: ["win prob this week vs Sunday Scaries? feels like a coinflip"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["o Red Zone Raiders é forte esse ano?", "eu jogo contra eles essa semana né? sou favorito?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },

  // record
  {
    turns: ["won big last week, finally", "so where we at in the standings"],
    expect: "record",
  },
  {
    turns: ["What is my team's current win-loss record?"],
    expect: "record",
  },
  {
    turns: ["current record + seed?"],
    expect: "record",
  },
  {
    turns: ["I was away visiting my sister for a fortnight.", "Where does Gridiron Gurus now stand?"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["alguém do meu time tá machucado essa semana?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Could you list any of my players who are on bye in Week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["quem do meu time tá de bye semana que vem?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["any byes on my team this week", "what about week 13"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["any of my guys banged up", "ok and next week, who's on bye"],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  {
    turns: ["rank my RBs for sunday"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Please rank my wide receivers for Week 11, from most to least promising."],
    expect: "positionRank",
    week: 11,
    position: "WR",
  },
  {
    turns: ["ordena meus TEs pra essa semana, do melhor pro pior"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["tier list my rbs this week", "now qbs"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rankeia meus WRs pra semana 12", "e os RBs?"],
    expect: "positionRank",
    week: 12,
    position: "RB",
  },

  // projectedTotal
  {
    turns: ["proj points for my squad this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is the projected range of my team's score this week, from floor to ceiling?"],
    expect: "projectedTotal",
  },
  {
    turns: ["quantos pontos meu time vai fazer semana que vem, mais ou menos?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["who am I playing week 11", "team projection for that week? floor and ceiling pls"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["what's my projected score", "and what's the ceiling if everybody goes off"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["who's the best team in the league right now"],
    expect: "leaders",
  },
  {
    turns: ["May I see the full league standings, ordered by record?"],
    expect: "leaders",
  },
  {
    turns: ["quem fez mais pontos na liga até agora?"],
    expect: "leaders",
  },
  {
    turns: ["what's my points for total", "ok leaderboard, who's top of the league in points"],
    expect: "leaders",
  },
  {
    turns: ["beleza, minhas chances tão ok", "e na liga inteira, quem tem as melhores chances de playoff?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["gimme a sleeper for next week, somebody nobody's talkin about"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Are there any lesser-known players you would regard as sleepers worth my consideration?"],
    expect: "sleepers",
  },
  {
    turns: ["algum sleeper pra semana que vem? um cara escondido aí"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["sleepers for next week", "any at TE"],
    expect: "sleepers",
    week: "next",
    position: "TE",
  },
  {
    turns: ["waivers are picked clean in this league", "any under the radar guys nobody's grabbed yet"],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["Nabers is done for the year. cut him or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "I see that Mr. Joe Burrow remains sidelined.",
      "Should I release him, or retain him in an injured reserve slot?",
    ],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["my IR is full of corpses. who do I drop and who do I stash"],
    expect: "dropStash",
  },
  {
    turns: ["Kraft tore his acl huh", "so drop or IR stash"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["got three guys on the injury report", "which ones do I drop and which do I hang onto"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["my kicker's on bye, who do I stream"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["My tight end has his bye in Week 11. Whom might I use in his stead?"],
    expect: "byeCover",
    week: 11,
    position: "TE",
  },
  {
    turns: ["meu QB tá de bye semana que vem, quem eu pego pra cobrir?"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: ["ugh my TE has a bye week 11", "need a streamer to cover that split"],
    expect: "byeCover",
    week: 11,
    position: "TE",
  },
  {
    turns: ["who's on bye for me next week", "ok need a rb to cover that"],
    expect: "byeCover",
    week: "next",
    position: "RB",
  },
  {
    turns: ["my QB's got his bye this week", "who's a decent fill-in off the wire"],
    expect: "byeCover",
    position: "QB",
  },

  // scenario
  {
    turns: ["what's my odds", "that's it? ugh", "ok what if I win out, then what"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Were I to win three of my remaining five games, what would my playoff odds be?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["e se eu perder essa semana? ainda tenho chance de playoff?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["odds if I go 2-1 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["playoff odds?", "and if I win out"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["tô 5-5, né", "se eu ganhar 2 dos próximos 4, entro nos playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },

  // tradeIdeas
  {
    turns: ["what could I get for Kamara if I shop him around"],
    expect: "tradeIdeas",
    players: ["Alvin Kamara"],
  },
  {
    turns: [
      "I have concluded that I need a running back.",
      "I am willing to part with a receiver.",
      "Which team in the league would make the most natural trading partner for me?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["ideias de troca 2 por 1? tenho WR sobrando e pouco RB"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Waiver Wire Wizards are thin at RB. what could I pitch them"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["I have a surplus at wide receiver.", "What might I obtain in exchange for Mr. DK Metcalf?"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },

  // help
  {
    turns: ["what can ya actually do for me"],
    expect: "help",
  },
  {
    turns: ["Before we begin, might you explain what sorts of questions you are able to answer?"],
    expect: "help",
  },
  {
    turns: ["oi! como funciona isso aqui? o que você faz?"],
    expect: "help",
  },
  {
    turns: ["whats the feature list, what commands do u take"],
    expect: "help",
  },
  {
    turns: ["Good morning.", "I am new to this assistant. How precisely does it work?"],
    expect: "help",
  },
  {
    turns: ["valeu pela ajuda com o lineup", "você ajuda com troca e waiver também? o que mais dá pra perguntar?"],
    expect: "help",
  },

  // None
  {
    turns: ["what's the weather lookin like by Soldier Field sunday"],
    expect: "None",
  },
  {
    turns: ["Could you recommend a good biography of Abraham Lincoln?"],
    expect: "None",
  },
  {
    turns: ["quem ganha o clássico, Flamengo ou Fluminense?"],
    expect: "None",
  },
  {
    turns: ["whats the current world record for sm64 16 star"],
    expect: "None",
  },
  {
    turns: ["thanks for the lineup help", "hey what's the Bears spread this week, thinkin of puttin 50 bucks on it"],
    expect: "None",
  },
  {
    turns: ["me passa uma receita de feijoada boa"],
    expect: "None",
  },
  {
    turns: ["ok lineup's locked", "unrelated but tell me a joke"],
    expect: "None",
  },
  {
    turns: [
      "Thank you for your help with the waiver wire.",
      "On an unrelated matter, what is the capital of Australia? My grandson and I disagree.",
    ],
    expect: "None",
  },

  // two asks in the last message
  {
    turns: ["is Jacobs good to go sunday? and if he is, do I start him over Kyren"],
    expect: ["status", "startSit"],
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: ["Please tell me my current record, and also my odds of reaching the playoffs."],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["quem eu enfrento essa semana? e quantos pontos meu time tá projetado?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["injury check on my roster, then who should I grab off waivers"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["been a rough year for me", "what're my playoff odds and what can I do to bump em"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Who presently leads the league, and where does my own team stand?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["dropo o Tyreek? e quem eu pego no waiver pra substituir ele?"],
    expect: ["dropStash", "waivers"],
    players: ["Tyreek Hill"],
  },
  {
    turns: ["first time using this thing", "what can you do? also just set my lineup for this week"],
    expect: ["help", "lineup"],
  },
  {
    turns: ["my WRs are a mess", "rank em for sunday and tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: [
      "What would Mr. Xavier Worthy fetch in a trade, and which players league-wide would you consider " +
        "buying low?",
    ],
    expect: ["tradeValue", "buyLow"],
    players: ["Xavier Worthy"],
  },
  {
    turns: ["cara, minha liga tá difícil", "se eu ganhar mais duas, entro? e qual meu recorde agora?"],
    expect: ["scenario", "record"],
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["am I favored this week, and whats my floor"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["my TE's on bye next week", "who do I stream there, and any sleepers I oughta know about for next week"],
    expect: ["byeCover", "sleepers"],
    week: "next",
    position: "TE",
  },
  {
    turns: [
      "How does Mr. Bijan Robinson project for the rest of the season, and would you trade him for " +
        "Mr. Ja'Marr Chase?",
    ],
    expect: ["outlook", "trade"],
    players: ["Bijan Robinson", "Ja'Marr Chase"],
  },
  {
    turns: ["whats Jeanty worth in trades and who could I get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["quem são os sleepers da semana e com quem eu deveria tentar trocar?"],
    expect: ["sleepers", "tradeIdeas"],
  },
];
