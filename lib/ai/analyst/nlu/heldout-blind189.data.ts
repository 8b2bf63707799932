// Blind held-out evaluation set 189 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager on game-day sunday morning reacting to injury news and inactives, then asking
// what to do; short, rushed, lowercase, some typos.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_189: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["kittle is a game time decision w the ankle. do i roll with him or pivot to fannin"],
    expect: "startSit",
    players: ["George Kittle", "Harold Fannin Jr."],
  },
  {
    turns: ["jsn questionable (hamstring), flowers is fully healthy. who goes in"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: ["breece just got ruled out, who do i put at rb2 now?", "ok but between dowdle and tracy tho?"],
    expect: "startSit",
    players: ["Rico Dowdle", "Tyrone Tracy Jr."],
  },
  {
    turns: ["achane limited all week, listed questionalbe. achane or chase brown or hubbard, i need one"],
    expect: "startSit",
    players: ["De'Von Achane", "Chase Brown", "Chuba Hubbard"],
  },
  {
    turns: ["tee higgins is questionable, play him over jeudy?", "what about next week if hes still banged up"],
    expect: "startSit",
    players: ["Tee Higgins", "Jerry Jeudy"],
    week: "next",
  },
  {
    turns: ["mahomes has a toe thing per rapoport but expected to go.. mahomes or dart today"],
    expect: "startSit",
    players: ["Patrick Mahomes", "Jaxson Dart"],
  },
  {
    turns: ["waddle or mcconkey in week 12? waddles been dealing w an ankle for a month"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Ladd McConkey"],
    week: 12,
  },
  {
    turns: ["puka or nabers today", "same q but london vs mhj"],
    expect: "startSit",
    players: ["Drake London", "Marvin Harrison Jr."],
  },

  // ---- compare ----
  {
    turns: ["nabers tore something, out a few wks. long term who do i want, nabers or pickens"],
    expect: "compare",
    players: ["Malik Nabers", "George Pickens"],
  },
  {
    turns: ["rest of season: kenny walker or judkins? walker keeps tweaking stuff"],
    expect: "compare",
    players: ["Kenneth Walker III", "Quinshon Judkins"],
  },
  {
    turns: ["is aiyuk playing today?", "ok forget today, rest of the year is he better than jameson williams"],
    expect: "compare",
    players: ["Brandon Aiyuk", "Jameson Williams"],
  },
  {
    turns: ["laporta's got a back thing, might miss time", "ros would u rather have him or kraft"],
    expect: "compare",
    players: ["Sam LaPorta", "Tucker Kraft"],
  },
  {
    turns: ["skattebo vs henderson for the stretch run. both been nicked up, who holds up better thru the playoffs"],
    expect: "compare",
    players: ["Cam Skattebo", "TreVeyon Henderson"],
  },

  // ---- slot ----
  { turns: ["mcbride just got ruled out!! which te do i throw in"], expect: "slot", position: "TE" },
  { turns: ["is cmc active?", "inactive. ugh. who's my flex now"], expect: "slot" },
  {
    turns: ["bijan is a gtd for the late game, who should be my rb2 if i cant wait on him"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["kelce questionable w a knee", "if he sits who do i plug in at tight end"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["nico got downgraded to out. need a wr3 asap who is it"], expect: "slot", position: "WR" },
  { turns: ["aubrey's hurt apparently?? who's my kicker today then"], expect: "slot", position: "K" },
  { turns: ["who's my flex this week", "and if olave doesnt go?"], expect: "slot" },

  // ---- lineup ----
  { turns: ["3 of my guys are questionable, just tell me what to put in for everything"], expect: "lineup" },
  { turns: ["hampton ruled out, higgins gtd. set my whole lineup for me pls"], expect: "lineup" },
  { turns: ["is jacobs playing?", "ok just give me my full starting lineup then"], expect: "lineup" },
  { turns: ["redo my whole starting lineup now that the inactives are out"], expect: "lineup" },
  { turns: ["lock is in 20 min, whats my optimal lineup"], expect: "lineup" },

  // ---- outlook ----
  {
    turns: ["derrick henry coming off the ankle, how do u see him doing today"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["whats the projection for ja'marr this week, heard hes playing through a calf thing"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["is jonathan taylor hurt?", "how many points u think he puts up"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["bowers back from the knee, what kind of game do u expect from him"],
    expect: "outlook",
    players: ["Brock Bowers"],
  },
  {
    turns: ["jeanty's left tackle is out today", "how does that change what he does for me"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["start jefferson or addison", "what's jefferson looking like for the rest of the year"],
    expect: "outlook",
    players: ["Justin Jefferson"],
  },

  // ---- status ----
  { turns: ["is saquon playing today??"], expect: "status", players: ["Saquon Barkley"] },
  { turns: ["anyone know if puka is active, he was questionable"], expect: "status", players: ["Puka Nacua"] },
  { turns: ["did drake london get ruled out or no"], expect: "status", players: ["Drake London"] },
  {
    turns: ["how many pts is kyren gonna get today", "wait is he even healthy"],
    expect: "status",
    players: ["Kyren Williams"],
  },
  { turns: ["is hurts on bye this week or am i trippin"], expect: "status", players: ["Jalen Hurts"] },
  { turns: ["gibbs hurt? saw him limping in some practice clip"], expect: "status", players: ["Jahmyr Gibbs"] },

  // ---- tradeValue ----
  {
    turns: ["mark andrews just went on ir. worth trying to sell him now or is his value cooked"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["tyreek questionable again lol", "honestly should i just sell him after that 30 pt game last week"],
    expect: "tradeValue",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["should i go get james cook while his owner is panicking about the ankle"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["is rashee rice playing", "ok should i move him before something else happens to him"],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  {
    turns: ["how much is egbuka worth in a deal now that godwin's back healthy"],
    expect: "tradeValue",
    players: ["Emeka Egbuka"],
  },

  // ---- buyLow ----
  { turns: ["with all these injuries flying around who should i be trying to get on the cheap"], expect: "buyLow" },
  { turns: ["any guys around the league whose owners might dump em cheap cuz theyre hurt"], expect: "buyLow" },
  { turns: ["which injured studs can i snag at a discount before the playoffs"], expect: "buyLow" },
  {
    turns: ["how are my chances of getting in", "ok who's undervalued rn that i could scoop up cheap from someone"],
    expect: "buyLow",
  },
  { turns: ["who's slumping that i should go after before their owner wises up"], expect: "buyLow" },

  // ---- trade ----
  {
    turns: ["i was about to accept kamara for amon-ra but now amon-ra is questionable. still do it?"],
    expect: "trade",
    players: ["Alvin Kamara", "Amon-Ra St. Brown"],
  },
  {
    turns: ["someone offered me lamb for my taylor + pitts, lamb is a gtd tho. fair?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Jonathan Taylor", "Kyle Pitts"],
  },
  {
    turns: ["what could i get for josh jacobs", "coach tatum just offered olave and warren for him, take it?"],
    expect: "trade",
    players: ["Josh Jacobs", "Chris Olave", "Jaylen Warren"],
  },
  {
    turns: ["giving mclaurin getting etienne, mclaurin just got put on ir. is this fair or am i fleecing them lol"],
    expect: "trade",
    players: ["Terry McLaurin", "Travis Etienne Jr."],
  },
  {
    turns: ["bo nix + rachaad white for burrow? burrow just got activated off ir. yes or no"],
    expect: "trade",
    players: ["Bo Nix", "Rachaad White", "Joe Burrow"],
  },

  // ---- waivers ----
  { turns: ["chubba tore his acl, who do i grab off the wire"], expect: "waivers" },
  { turns: ["who on my team is hurt", "ok i need a rb off waivers then, who"], expect: "waivers", position: "RB" },
  {
    turns: ["gainwell is the guy w warren hurt, how much faab do i throw at him"],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },
  {
    turns: ["pitts is done for the year", "who's the best te out there on the wire then and what do i bid"],
    expect: "waivers",
    position: "TE",
  },
  { turns: ["who should i pick up this week, half my bench is injured"], expect: "waivers" },
  { turns: ["is sean tucker worth a claim? bucky just got ruled out"], expect: "waivers", players: ["Sean Tucker"] },

  // ---- playoffs ----
  { turns: ["with cmc out what are my chances of making the playoffs looking like"], expect: "playoffs" },
  { turns: ["whats my record", "so am i making the playoffs or nah"], expect: "playoffs" },
  { turns: ["who am i playing this week", "and overall whats my shot at the postseason"], expect: "playoffs" },
  { turns: ["jt just got ruled out", "odds i finish top 6 now?"], expect: "playoffs" },
  { turns: ["realistically do i get in w this roster getting decimated"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["jt went on ir, what moves can i make to boost my chances of getting in"], expect: "improveOdds" },
  { turns: ["what do i need to do to sneak into the playoffs"], expect: "improveOdds" },
  { turns: ["whats my playoff odds", "how do i get that number up"], expect: "improveOdds" },
  { turns: ["injuries killing me, whats the smartest move to save my season"], expect: "improveOdds" },
  { turns: ["any roster moves that actually bump my odds of a playoff spot"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["without mcbride am i still favored today"], expect: "matchup" },
  { turns: ["is mcbride active", "nope. who am i even up against this week"], expect: "matchup" },
  { turns: ["how's coach quinn's game looking this week, they gonna win?"], expect: "matchup", team: "Blitz Brigade" },
  { turns: ["did kelce get ruled out", "damn ok do i still win this week"], expect: "matchup" },
  { turns: ["how close is my game today, whats the spread looking like"], expect: "matchup" },

  // ---- record ----
  { turns: ["whats my record again"], expect: "record" },
  { turns: ["where am i in the standings rn"], expect: "record" },
  { turns: ["whats hail mary heroes record, theyre the ones im chasing"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["who's coach finley playing", "and what's their record"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["how many games back of 6th am i"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye or out today"], expect: "rosterStatus" },
  { turns: ["any of my guys out today", "and next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["is kittle hurt", "what about the rest of my team, anyone else banged up"], expect: "rosterStatus" },
  { turns: ["who do i have on bye in week 12"], expect: "rosterStatus", week: 12 },

  // ---- positionRank ----
  { turns: ["rank my rbs now that hall's out"], expect: "positionRank", position: "RB" },
  { turns: ["order my wideouts best to worst for today, jsn questionable"], expect: "positionRank", position: "WR" },
  { turns: ["rank my wrs", "now my tes"], expect: "positionRank", position: "TE" },
  { turns: ["rank my rbs", "do the same for qbs"], expect: "positionRank", position: "QB" },
  {
    turns: ["which of my running backs is best this week, list em top to bottom"],
    expect: "positionRank",
    position: "RB",
  },

  // ---- projectedTotal ----
  { turns: ["how many points am i projected for today with henry out"], expect: "projectedTotal" },
  { turns: ["whats my teams projected score, floor and ceiling"], expect: "projectedTotal" },
  { turns: ["who am i playing", "how many points am i supposed to put up"], expect: "projectedTotal" },
  { turns: ["whats my total projection after the inactives came out"], expect: "projectedTotal" },
  { turns: ["roughly how much am i gonna score this week"], expect: "projectedTotal" },

  // ---- leaders ----
  { turns: ["who's the best team in the league right now"], expect: "leaders" },
  { turns: ["who's the best team in the league", "and who has the most points scored"], expect: "leaders" },
  { turns: ["who's leading the league"], expect: "leaders" },
  { turns: ["whats my record", "who's got the best record in the league"], expect: "leaders" },
  { turns: ["how am i doing in the standings", "which roster is strongest on paper tho"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["give me some deep guys for next week, need bodies"], expect: "sleepers", week: "next" },
  { turns: ["any under the radar dudes to stash before next week"], expect: "sleepers", week: "next" },
  { turns: ["who's a sneaky add nobody's talking about"], expect: "sleepers" },
  { turns: ["who should i pick up", "i mean deeper than that, guys nobody's rostered"], expect: "sleepers" },
  { turns: ["godwin got ir'd", "name a couple deep-league fliers worth a look"], expect: "sleepers" },

  // ---- dropStash ----
  { turns: ["godwin got put on ir. drop him or stash"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["how long is mike evans out", "4-6 weeks theyre saying. is he worth holding in my ir spot"],
    expect: "dropStash",
    players: ["Mike Evans"],
  },
  { turns: ["my ir is full and dobbins just got hurt, do i cut him"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["is davante adams playing", "ruled out again ugh. time to just cut him?"],
    expect: "dropStash",
    players: ["Davante Adams"],
  },
  { turns: ["which of my hurt guys should i drop vs keep"], expect: "dropStash" },
  {
    turns: ["is it dumb to hold odunze on my bench while hes out? or waive him"],
    expect: "dropStash",
    players: ["Rome Odunze"],
  },
  {
    turns: ["kincaid on ir — do i move him to my ir spot or just release"],
    expect: "dropStash",
    players: ["Dalton Kincaid"],
  },

  // ---- byeCover ----
  {
    turns: ["lamar's on bye next week, who's my backup qb"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["need a te to stream for week 12, ferguson's on bye"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
    week: 12,
  },
  {
    turns: ["who's on bye for me next week", "ok who covers for josh allen next week then"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["dicker has a bye week 12, who's a kicker i can grab for that week"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
    week: 12,
  },
  { turns: ["my rb's on bye this week, need somebody to fill in"], expect: "byeCover", position: "RB" },

  // ---- scenario ----
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i lose today"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i win out am i in", "what about 3-2"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["whats my playoff odds", "and if i drop this one with cmc out?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if i win 3 more games what do my chances look like"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["is waddle playing today", "what could i get for him in a trade"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  { turns: ["my rbs are all on ir, what deals should i be pitching"], expect: "tradeIdeas" },
  { turns: ["any 2 for 1 ideas to consolidate my wr depth"], expect: "tradeIdeas" },
  {
    turns: ["is hampton out long term?", "what would he fetch if i shopped him"],
    expect: "tradeIdeas",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["kenneth walker just got carted off", "what kinda offers should i send other teams to land a rb"],
    expect: "tradeIdeas",
  },

  // ---- two-part questions ----
  {
    turns: ["jacobs just got ruled out. who's my flex now and who do i pick up to replace him"],
    expect: ["slot", "waivers"],
  },
  {
    turns: ["kittle on ir now — drop or stash, and which te do i start today"],
    expect: ["dropStash", "slot"],
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["is bijan playing? and if not whats my best lineup"],
    expect: ["status", "lineup"],
    players: ["Bijan Robinson"],
  },
  {
    turns: ["nabers just went on ir", "does that tank my playoff chances and what should i do to fix it"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["higgins got hurt again. should i sell him, and who'd be worth buying cheap instead"],
    expect: ["tradeValue", "buyLow"],
    players: ["Tee Higgins"],
  },
  { turns: ["whats my record and do i win today w/o mcbride"], expect: ["record", "matchup"] },
  {
    turns: ["puka's a gtd", "start him or odunze? and how many pts am i projected either way"],
    expect: ["startSit", "projectedTotal"],
    players: ["Puka Nacua", "Rome Odunze"],
  },
  {
    turns: ["anyone on my roster on bye next week, and who can cover my te spot"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["dowdle ruled out. rank my rbs and tell me who to grab off waivers"],
    expect: ["positionRank", "waivers"],
    position: "RB",
  },
  {
    turns: ["if i lose today am i done? and who's the top team anyway"],
    expect: ["scenario", "leaders"],
    scenario: "lose-this-week",
  },
  {
    turns: ["is henry playing", "ok hes out. what deals could i make for a rb, and any deep guys to stash"],
    expect: ["tradeIdeas", "sleepers"],
  },
  {
    turns: ["is brian thomas jr healthy and how do u see him finishing the year"],
    expect: ["status", "outlook"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["kamara vs tracy long term, and who do i play between them today"],
    expect: ["compare", "startSit"],
    players: ["Alvin Kamara", "Tyrone Tracy Jr."],
  },
  {
    turns: ["am i making the playoffs? and whats blitz brigade's record"],
    expect: ["playoffs", "record"],
    team: "Blitz Brigade",
  },
  {
    turns: ["saquon got put on ir", "should i take dobbins + pickens for my lamb now, and is saquon worth stashing"],
    expect: ["trade", "dropStash"],
    players: ["J.K. Dobbins", "George Pickens", "CeeDee Lamb", "Saquon Barkley"],
  },

  // ---- None ----
  { turns: ["whats the weather gonna be in green bay today, snow?"], expect: "None" },
  { turns: ["whats the over under on the bills game"], expect: "None" },
  { turns: ["tell me a joke, my team is dying"], expect: "None" },
  { turns: ["who should i stack in my draftkings lineup tonight"], expect: "None" },
  { turns: ["how do i change my notification settings in the app"], expect: "None" },
  { turns: ["is lamar playing", "whats the line on ravens-steelers in vegas"], expect: "None" },
  { turns: ["did the lakers win last night"], expect: "None" },
  { turns: ["did the jets fire their head coach this morning?"], expect: "None" },

  // ---- help ----
  { turns: ["what can u even help me with"], expect: "help" },
  { turns: ["hey", "what kinda stuff do you do"], expect: "help" },
];
