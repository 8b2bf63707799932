// Blind held-out evaluation set 80 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: speech-to-text dictation — unpunctuated run-on messages, filler words, homophones and
// misheard player names.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_80: HeldOutCase[] = [
  // startSit
  {
    turns: ["um should i start puka nakua or drake london this week"],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: ["so i got nico collins and george pickens both healthy for once", "which one do i roll with sunday"],
    expect: "startSit",
    players: ["Nico Collins", "George Pickens"],
  },
  {
    turns: ["should i start kyren williams over chuba hubbard", "okay what about for week eleven"],
    expect: "startSit",
    players: ["Kyren Williams", "Chuba Hubbard"],
    week: 11,
  },
  {
    turns: ["start bo nicks or jared golf im kinda leaning golf"],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: ["uh start zay flowers or garrett wilson", "hmm actually what about cd lamb instead of flowers"],
    expect: "startSit",
    players: ["CeeDee Lamb", "Garrett Wilson"],
  },

  // compare
  {
    turns: ["long term who would you rather have emeka egg buca or tet a rowa mcmillan"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["for the rest of the season is ashton genty better than omarion hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["im trying to figure out my keepers for next year", "like do i keep jackson dart or drake may"],
    expect: "compare",
    players: ["Jaxson Dart", "Drake Maye"],
  },
  {
    turns: ["um rest of season brock powers versus trey mcbride whos the better guy to own"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["i have both breece hall and james cook", "going forward which one is more valuable to hang onto"],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "whos better the rest of the way jaylen waddle or tyreek hill",
      "and what about devante smith compared to waddle",
    ],
    expect: "compare",
    players: ["DeVonta Smith", "Jaylen Waddle"],
  },

  // slot
  { turns: ["uh whos my best option at rb two"], expect: "slot", position: "RB" },
  { turns: ["for the tight end spot um who do i put in there this week"], expect: "slot", position: "TE" },
  {
    turns: ["my flex is kind of a mess this week", "would you put rico dowdle or jordan addison in it"],
    expect: "slot",
    players: ["Rico Dowdle", "Jordan Addison"],
  },
  { turns: ["who do i go with at kicker like which one do i slot in"], expect: "slot", position: "K" },
  {
    turns: ["josh jacobs is out this week", "so who goes in my second running back spot"],
    expect: "slot",
    position: "RB",
  },

  // lineup
  { turns: ["can you like optimize my lineup for this week"], expect: "lineup" },
  { turns: ["um is my lineup set right or did i mess something up"], expect: "lineup" },
  { turns: ["i just made a couple of swaps", "does my starting lineup look okay now"], expect: "lineup" },
  { turns: ["set my best lineup for week eleven"], expect: "lineup", week: 11 },
  { turns: ["uh hey there", "just fix my whole lineup for me please i dont have time"], expect: "lineup" },
  { turns: ["who should be in my starting lineup this week like all of the spots"], expect: "lineup" },

  // outlook
  { turns: ["how many points is jam our chase gonna score this week"], expect: "outlook", players: ["Ja'Marr Chase"] },
  {
    turns: ["uh whats the outlook on saquon barkley for the rest of the season"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["tell me about bucky irving", "like is he a good play this week or no"],
    expect: "outlook",
    players: ["Bucky Irving"],
  },
  {
    turns: ["whats ladd mcconkey projected for", "what about him next week"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },
  { turns: ["is kyle mona guy a good play this week you think"], expect: "outlook", players: ["Kyle Monangai"] },
  {
    turns: ["deevon a chain had a monster game last week", "what do you project for him this week"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },

  // status
  { turns: ["is christian mccaffery playing this week"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["i heard something on the radio about rashee rice", "is he hurt or what"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["start derek henry or josh jacobs", "wait hold on is henry even playing"],
    expect: "status",
    players: ["Derrick Henry"],
  },
  {
    turns: ["brian thomas junior missed practice wednesday", "is he gonna be good to go sunday"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },

  // tradeValue
  {
    turns: ["travis etienne junior", "whats he worth in a trade right now"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  { turns: ["should i sell high on jaxon smith ninja"], expect: "tradeValue", players: ["Jaxon Smith-Njigba"] },
  {
    turns: ["ken walker the third has been on fire lately", "is now the time to sell him"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["someone in my league keeps asking about my guy mike evans", "what could i realistically get for him"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  { turns: ["is it smart to buy low on chris olive right now"], expect: "tradeValue", players: ["Chris Olave"] },

  // buyLow
  { turns: ["who are some buy low guys right now"], expect: "buyLow" },
  { turns: ["uh give me some sell high candidates"], expect: "buyLow" },
  { turns: ["trade deadline is coming up soon", "who should i be trying to buy low on"], expect: "buyLow" },
  { turns: ["any players whose value is in the dumps that i should go get cheap"], expect: "buyLow" },
  { turns: ["my roster is pretty deep honestly", "which of my guys should i sell while theyre hot"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me devante smith for my chuba hubbard should i take it"],
    expect: "trade",
    players: ["DeVonta Smith", "Chuba Hubbard"],
  },
  {
    turns: [
      "coach quinn wants to swap quarterbacks with me",
      "id give jalen herts and get lamar jackson is that good for me",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "coach tatum sent me an offer",
      "he wants my tyreek hill and hed give me jaylen warren and courtland sutton",
    ],
    expect: "trade",
    players: ["Tyreek Hill", "Jaylen Warren", "Courtland Sutton"],
    team: "Red Zone Raiders",
  },
  {
    turns: ["would you do george kiddle for jake ferguson plus alvin kamara"],
    expect: "trade",
    players: ["George Kittle", "Jake Ferguson", "Alvin Kamara"],
  },
  {
    turns: ["im thinking about trading away davante adams", "if i get quin shawn judkins back is that fair"],
    expect: "trade",
    players: ["Davante Adams", "Quinshon Judkins"],
  },
  {
    turns: ["accept or decline my roam odunze for his rashad white"],
    expect: "trade",
    players: ["Rome Odunze", "Rachaad White"],
  },

  // waivers
  {
    turns: ["woody marks looks like hes getting all the work now", "how much fab should i throw at him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["ive got like sixty bucks of faab left", "whos worth spending it on"], expect: "waivers" },
  { turns: ["best waiver adds at running back this week"], expect: "waivers" },
  {
    turns: ["tyrone tracy junior is sitting on waivers in my league", "should i put a claim in and for how much"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["um any good pickups on the wire"], expect: "waivers" },
  { turns: ["is davante adams playing this week", "and if hes out who should i pick up"], expect: "waivers" },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["um am i gonna make the playoffs or nah"], expect: "playoffs" },
  {
    turns: ["we lost a heartbreaker last week by like half a point", "so what are my chances of getting in now"],
    expect: "playoffs",
  },
  { turns: ["whats my record", "and does that get me into the playoffs"], expect: "playoffs" },
  { turns: ["realistically are we a playoff team this year"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves can i make to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["my playoff odds look rough", "what can i do to fix that"], expect: "improveOdds" },
  { turns: ["whats the one move that helps my odds of making the postseason the most"], expect: "improveOdds" },
  {
    turns: ["im like right on the bubble", "any moves to get me over the hump and into the playoffs"],
    expect: "improveOdds",
  },
  { turns: ["how do i you know raise my playoff percentage what should i change"], expect: "improveOdds" },

  // matchup
  { turns: ["am i favored in my matchup"], expect: "matchup" },
  { turns: ["whats my win probability against coach ellis"], expect: "matchup", team: "Pocket Passers" },
  { turns: ["whos my opponent this week", "what about week twelve"], expect: "matchup", week: 12 },
  { turns: ["whats the projected score of my game"], expect: "matchup" },
  { turns: ["hows my matchup looking", "do i win this one you think"], expect: "matchup" },

  // record
  { turns: ["how many wins do i have so far"], expect: "record" },
  { turns: ["where am i at in the standings"], expect: "record" },
  { turns: ["its been a rough few weeks", "what place are we in now"], expect: "record" },
  { turns: ["who am i playing this week", "and whats my record going into it"], expect: "record" },
  { turns: ["am i like in first place or what"], expect: "record" },

  // rosterStatus
  { turns: ["which of my players are hurt right now"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["getting ready for the next couple weeks", "who on my team has a bye in week twelve"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["injury report for my team please"], expect: "rosterStatus" },
  { turns: ["my team has been so banged up", "whos questionable or out on my roster"], expect: "rosterStatus" },

  // positionRank
  { turns: ["um rank my running backs"], expect: "positionRank", position: "RB" },
  { turns: ["can you order my tight ends best to worst"], expect: "positionRank", position: "TE" },
  { turns: ["rank my receivers", "now do the running backs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my quarterbacks for week eleven"], expect: "positionRank", position: "QB", week: 11 },
  { turns: ["rank my rbs for me", "what about for next week"], expect: "positionRank", position: "RB", week: "next" },

  // projectedTotal
  { turns: ["whats my ceiling and floor this week"], expect: "projectedTotal" },
  { turns: ["projected total for my squad next week"], expect: "projectedTotal", week: "next" },
  {
    turns: ["how many points is my team projected to put up", "whats the range on that like best case"],
    expect: "projectedTotal",
  },
  { turns: ["whats my teams projection for week twelve"], expect: "projectedTotal", week: 12 },
  { turns: ["i made some lineup changes", "so what am i projected for now"], expect: "projectedTotal" },

  // leaders
  { turns: ["whos leading the league"], expect: "leaders" },
  { turns: ["whats the best team in the league right now"], expect: "leaders" },
  {
    turns: ["we play blitz brigade in a couple weeks", "whats their record"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["who has the most points scored this year", "and what about best record"], expect: "leaders" },
  { turns: ["where is coach sawyers team in the standings"], expect: "leaders", team: "Audible Alchemists" },
  { turns: ["which team has the best playoff odds"], expect: "leaders" },

  // sleepers
  { turns: ["give me some sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["who are some deep under the radar guys nobodys talking about"], expect: "sleepers" },
  { turns: ["my bench is full of dead weight", "any deep sleepers i could grab"], expect: "sleepers" },
  { turns: ["uh sleeper picks for week eleven"], expect: "sleepers", week: 11 },
  { turns: ["whos flying under the radar that could pop"], expect: "sleepers" },
  {
    turns: ["i already know the obvious waiver guys", "i want like real deep cuts that nobody rosters"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["should i drop my injured guys or stash them"], expect: "dropStash" },
  {
    turns: ["is it worth stashing j k dobbins on ir or should i just cut him"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["cam skateboard is done for the year", "do i drop him or keep him on ir"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["who on my roster should i put on ir"], expect: "dropStash" },
  { turns: ["ive got three hurt guys clogging up my bench", "which ones can i cut"], expect: "dropStash" },
  { turns: ["um is there anybody hurt on my team i should just release"], expect: "dropStash" },

  // byeCover
  { turns: ["whos a good streaming qb for my bye week"], expect: "byeCover", position: "QB" },
  {
    turns: ["brock bowers is on bye week eleven", "who can i grab to fill in for him"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  { turns: ["kicker streamer to cover the bye"], expect: "byeCover", position: "K" },
  {
    turns: ["both my running backs have byes next week", "who should i pick up to cover"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  { turns: ["need a wide receiver fill in since my guys are on bye"], expect: "byeCover", position: "WR" },

  // scenario
  { turns: ["what are my playoff odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i win two of my last four do i make it"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["im four and five right now", "if i drop this week am i basically done"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds", "okay and what if i go three and one the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["honestly i think i can win the rest of my games", "what would my odds be then"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["say i win three more games what are my odds"], expect: "scenario", scenario: { wins: 3, games: null } },

  // tradeIdeas
  { turns: ["who should i trade with to get a running back"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["what would the waiver wire wizards be willing to give me"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["build me a two for one around jonathan taylor and zay flowers"],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor", "Zay Flowers"],
  },
  {
    turns: ["im really weak at tight end", "who in the league could i trade with to fix that"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["any trade ideas for upgrading at quarterback"], expect: "tradeIdeas", position: "QB" },
  {
    turns: [
      "i want to package jameson williams and ramon dre stevenson",
      "who could i flip them to for one good player",
    ],
    expect: "tradeIdeas",
    players: ["Jameson Williams", "Rhamondre Stevenson"],
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["um how does this thing work"], expect: "help" },
  { turns: ["hello", "what kind of stuff can i ask you"], expect: "help" },
  { turns: ["sorry im new to this app", "what are all the things you can help with"], expect: "help" },
  { turns: ["can you like explain what you do"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be like in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["thanks for the lineup help", "totally random but who won the lakers game last night"], expect: "None" },
  { turns: ["how do i make chicken parm"], expect: "None" },
  { turns: ["should i start puka nakua", "unrelated but can you help with my math homework"], expect: "None" },
  { turns: ["who should i vote for in the election"], expect: "None" },

  // two things at once
  {
    turns: ["is nico collins playing and if not who should i grab off waivers"],
    expect: ["status", "waivers"],
    players: ["Nico Collins"],
  },
  { turns: ["whats my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["who am i playing this week and how many points is my team projected for"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["rank my wide receivers and then tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["amon ra saint brown got hurt in practice", "is he gonna play and should i start him or jameson williams"],
    expect: ["status", "startSit"],
    players: ["Amon-Ra St. Brown", "Jameson Williams"],
  },
  {
    turns: ["im five and four", "whats my playoff chances and what moves could help"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["whats puka worth in a trade and who are some other buy low targets"],
    expect: ["tradeValue", "buyLow"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["whos on bye for me next week and who can i stream at tight end"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["if i lose this week what are my odds and whos leading the league"],
    expect: ["scenario", "leaders"],
    scenario: "lose-this-week",
  },
  { turns: ["optimize my lineup and then tell me who to pick up"], expect: ["lineup", "waivers"] },
  {
    turns: ["lets talk derrick henry", "hows he looking this week and is he healthy"],
    expect: ["outlook", "status"],
    players: ["Derrick Henry"],
  },
  {
    turns: ["i got offered drake london for my james cook", "is that a good deal and whats cook worth anyway"],
    expect: ["trade", "tradeValue"],
    players: ["Drake London", "James Cook"],
  },
  {
    turns: ["my bench is a mess", "give me some sleepers and tell me which of my hurt guys to drop"],
    expect: ["sleepers", "dropStash"],
  },
  {
    turns: ["long term is bijan robertson better than jamir gibbs and who do i start between them this week"],
    expect: ["compare", "startSit"],
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  { turns: ["hey what can you do also whats my record"], expect: ["help", "record"] },
];
