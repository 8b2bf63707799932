// Evaluation corpus for the analyst's NLU: realistic manager questions (typos, slang, lower case, nicknames)
// with the expected intent and the players they name (full names as in the 2025 pool, in order), and for
// trades the sides. None of these sentences is in the training examples.
import type { Intent } from "@/lib/ai/analyst/nlu/intents";

export interface CorpusCase {
  q: string;
  intent: Intent;
  players?: string[]; // expected player mentions, in order (roster references excluded)
  refs?: string[]; // expected roster/market references, e.g. "my RB1", "top WR"
  give?: string[];
  get?: string[];
  horizon?: "week" | "next-week" | "rest-of-season";
}

const CHASE = "Ja'Marr Chase";
const LAMB = "CeeDee Lamb";
const BIJAN = "Bijan Robinson";
const GIBBS = "Jahmyr Gibbs";
const ARSB = "Amon-Ra St. Brown";
const CMC = "Christian McCaffrey";
const JJ = "Justin Jefferson";
const PUKA = "Puka Nacua";

export const CORPUS: CorpusCase[] = [
  // The five example questions the landing page offers.
  { q: "Who should I start at flex this week?", intent: "slot" },
  {
    q: "Should I trade my best RB for a top WR?",
    intent: "trade",
    refs: ["my RB1", "top WR"],
    give: ["my RB1"],
    get: ["top WR"],
  },
  { q: "Is Bijan Robinson a buy-low?", intent: "tradeValue", players: [BIJAN] },
  {
    q: "Compare Ja'Marr Chase and CeeDee Lamb for rest of season",
    intent: "compare",
    players: [CHASE, LAMB],
    horizon: "rest-of-season",
  },
  { q: "Is Ja'Marr Chase on bye this week?", intent: "status", players: [CHASE] },

  // Start/sit between named players.
  { q: "Should I start Jahmyr Gibbs or Bijan Robinson this week?", intent: "startSit", players: [GIBBS, BIJAN] },
  { q: "gibbs or bijan?", intent: "startSit", players: [GIBBS, BIJAN] },
  { q: "start jamar chase or cedee lamb", intent: "startSit", players: [CHASE, LAMB] },
  { q: "Who do I play, Puka or Jefferson?", intent: "startSit", players: [PUKA, JJ] },
  { q: "sit tee higgins and start zay flowers?", intent: "startSit", players: ["Tee Higgins", "Zay Flowers"] },
  { q: "Kenneth Walker III vs Chuba Hubbard", intent: "startSit", players: ["Kenneth Walker III", "Chuba Hubbard"] },
  { q: "jaylen waddle or devonta smith this wk", intent: "startSit", players: ["Jaylen Waddle", "DeVonta Smith"] },
  { q: "Drake London or Nico Collins in week 10?", intent: "startSit", players: ["Drake London", "Nico Collins"] },
  {
    q: "who's the better start: Josh Jacobs or James Cook",
    intent: "startSit",
    players: ["Josh Jacobs", "James Cook"],
  },
  { q: "Should I bench Breece Hall for Chase Brown?", intent: "startSit", players: ["Breece Hall", "Chase Brown"] },
  { q: "Start CMC over Saquon?", intent: "startSit", players: [CMC, "Saquon Barkley"] },
  { q: "mahomes or herbert at qb this week", intent: "startSit", players: ["Patrick Mahomes", "Justin Herbert"] },
  { q: "Trey McBride or Brock Bowers", intent: "startSit", players: ["Trey McBride", "Brock Bowers"] },
  { q: "do i start jsn or arsb", intent: "startSit", players: ["Jaxon Smith-Njigba", ARSB] },
  { q: "Play Derrick Henry or Jonathan Taylor??", intent: "startSit", players: ["Derrick Henry", "Jonathan Taylor"] },
  {
    q: "who should i roll with, ladd mcconkey or george pickens",
    intent: "startSit",
    players: ["Ladd McConkey", "George Pickens"],
  },
  {
    q: "Jalen Hurts vs Lamar Jackson this week who starts",
    intent: "startSit",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },
  { q: "should i start davante adams or dk metcalf", intent: "startSit", players: ["Davante Adams", "DK Metcalf"] },
  { q: "Achane or Kyren Williams in my lineup?", intent: "startSit", players: ["De'Von Achane", "Kyren Williams"] },
  { q: "start sit: Rome Odunze, Jameson Williams", intent: "startSit", players: ["Rome Odunze", "Jameson Williams"] },
  { q: "Tetairoa McMillan or Emeka Egbuka", intent: "startSit", players: ["Tetairoa McMillan", "Emeka Egbuka"] },
  { q: "bo nix or jared goff next week?", intent: "startSit", players: ["Bo Nix", "Jared Goff"], horizon: "next-week" },
  {
    q: "Courtland Sutton, Tee Higgins or Khalil Shakir - who do I start?",
    intent: "startSit",
    players: ["Courtland Sutton", "Tee Higgins", "Khalil Shakir"],
  },
  {
    q: "is it smarter to play travis etienne or bucky irving",
    intent: "startSit",
    players: ["Travis Etienne", "Bucky Irving"],
  },
  { q: "Kelce or Kittle this week", intent: "startSit", players: ["Travis Kelce", "George Kittle"] },
  {
    q: "Should I start Javonte Williams over my RB2?",
    intent: "startSit",
    players: ["Javonte Williams"],
    refs: ["my RB2"],
  },
  { q: "start Jaxon Smith-Njigba or my flex?", intent: "startSit", players: ["Jaxon Smith-Njigba"], refs: ["my FLEX"] },
  { q: "alvin kamara or d'andre swift", intent: "startSit", players: ["Alvin Kamara", "D'Andre Swift"] },
  {
    q: "Who has the better matchup, Stefon Diggs or Garrett Wilson?",
    intent: "startSit",
    players: ["Stefon Diggs", "Garrett Wilson"],
  },
  { q: "jonathon taylor or saquan barkley", intent: "startSit", players: ["Jonathan Taylor", "Saquon Barkley"] },

  // Comparisons, rest of season.
  {
    q: "Compare Puka Nacua and Justin Jefferson rest of season",
    intent: "compare",
    players: [PUKA, JJ],
    horizon: "rest-of-season",
  },
  {
    q: "who's better ROS, Gibbs or Achane?",
    intent: "compare",
    players: [GIBBS, "De'Von Achane"],
    horizon: "rest-of-season",
  },
  {
    q: "Long term, would you rather have Bijan or Jeanty?",
    intent: "compare",
    players: [BIJAN, "Ashton Jeanty"],
    horizon: "rest-of-season",
  },
  { q: "compare mccaffery and jonathan taylor", intent: "compare", players: [CMC, "Jonathan Taylor"] },
  {
    q: "how do nico collins and drake london compare for the rest of the year",
    intent: "compare",
    players: ["Nico Collins", "Drake London"],
    horizon: "rest-of-season",
  },
  {
    q: "Brock Bowers vs Trey McBride going forward",
    intent: "compare",
    players: ["Brock Bowers", "Trey McBride"],
    horizon: "rest-of-season",
  },
  {
    q: "rank chase, lamb and jefferson for the rest of season",
    intent: "compare",
    players: [CHASE, LAMB, JJ],
    horizon: "rest-of-season",
  },
  {
    q: "Who will score more the rest of the way: Josh Allen or Jalen Hurts?",
    intent: "compare",
    players: ["Josh Allen", "Jalen Hurts"],
    horizon: "rest-of-season",
  },
  { q: "compare ladd mcconkey with zay flowers", intent: "compare", players: ["Ladd McConkey", "Zay Flowers"] },
  {
    q: "Who is the better player, Breece Hall or James Cook?",
    intent: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    q: "Sun God vs JSN for the playoff run",
    intent: "compare",
    players: [ARSB, "Jaxon Smith-Njigba"],
    horizon: "rest-of-season",
  },

  // Slot and lineup decisions.
  { q: "who do i flex this week", intent: "slot" },
  { q: "flex help pls", intent: "slot" },
  { q: "Who should go in my flex spot?", intent: "slot" },
  { q: "Which RB should I start this week?", intent: "slot" },
  { q: "which wr do i play", intent: "slot" },
  { q: "Who's my best option at TE?", intent: "slot" },
  { q: "who should i start at qb", intent: "slot" },
  { q: "What should I do with my flex?", intent: "slot" },
  { q: "superflex decision this week?", intent: "slot" },
  { q: "Optimize my lineup", intent: "lineup" },
  { q: "set my lineup for me", intent: "lineup" },
  { q: "is my lineup good this week?", intent: "lineup" },
  { q: "Any changes I should make to my starting lineup?", intent: "lineup" },
  { q: "who should I start this week", intent: "lineup" },
  { q: "what's my optimal lineup", intent: "lineup" },
  { q: "fix my starters pls", intent: "lineup" },
  { q: "Who should I bench?", intent: "lineup" },
  { q: "best lineup for week 10?", intent: "lineup" },
  { q: "lineup check", intent: "lineup" },

  // Player outlook.
  { q: "What's the outlook for Bijan Robinson?", intent: "outlook", players: [BIJAN] },
  { q: "how's ceedee lamb looking this week", intent: "outlook", players: [LAMB] },
  { q: "tell me about Drake Maye", intent: "outlook", players: ["Drake Maye"] },
  { q: "thoughts on tetairoa mcmillan?", intent: "outlook", players: ["Tetairoa McMillan"] },
  { q: "Should I be worried about Justin Jefferson?", intent: "outlook", players: [JJ] },
  { q: "what do you expect from jaxon smith njigba", intent: "outlook", players: ["Jaxon Smith-Njigba"] },
  { q: "Ashton Jeanty projection", intent: "outlook", players: ["Ashton Jeanty"] },
  { q: "how many points will josh allen score", intent: "outlook", players: ["Josh Allen"] },
  { q: "what about kyren williams", intent: "outlook", players: ["Kyren Williams"] },
  { q: "is trey mcbride still a top te", intent: "outlook", players: ["Trey McBride"] },
  { q: "whats going on w/ breece hall", intent: "outlook", players: ["Breece Hall"] },
  { q: "Should I start Justin Herbert?", intent: "startSit", players: ["Justin Herbert"] },
  { q: "Is Zay Flowers a good start this week?", intent: "startSit", players: ["Zay Flowers"] },
  { q: "Jahmyr Gibbs rest of season outlook", intent: "outlook", players: [GIBBS], horizon: "rest-of-season" },
  { q: "how good is jameson williams", intent: "outlook", players: ["Jameson Williams"] },
  { q: "CMC?", intent: "outlook", players: [CMC] },
  { q: "Puka Nacua", intent: "outlook", players: [PUKA] },
  { q: "what's the deal with Travis Kelce", intent: "outlook", players: ["Travis Kelce"] },
  { q: "should i keep derick henry", intent: "outlook", players: ["Derrick Henry"] },
  { q: "is chase brown worth holding", intent: "outlook", players: ["Chase Brown"] },
  { q: "How has Lamar been playing lately?", intent: "outlook", players: ["Lamar Jackson"] },
  { q: "give me the lowdown on george pickens", intent: "outlook", players: ["George Pickens"] },
  { q: "Is Javonte Williams legit?", intent: "outlook", players: ["Javonte Williams"] },

  // Bye and injury status.
  { q: "is chase on a bye", intent: "status", players: [CHASE] },
  { q: "When is Puka Nacua's bye week?", intent: "status", players: [PUKA] },
  { q: "Is Tyreek Hill injured?", intent: "status", players: ["Tyreek Hill"] },
  { q: "is saquon playing this week", intent: "status", players: ["Saquon Barkley"] },
  { q: "injury update on christian mccaffrey", intent: "status", players: [CMC] },
  { q: "Is Rashee Rice hurt?", intent: "status", players: ["Rashee Rice"] },
  { q: "is jj healthy", intent: "status", players: [JJ] },
  { q: "Will Josh Jacobs play Sunday?", intent: "status", players: ["Josh Jacobs"] },
  { q: "is mark andrews questionable", intent: "status", players: ["Mark Andrews"] },
  { q: "Are Gibbs and Amon-Ra on bye this week?", intent: "status", players: [GIBBS, ARSB] },
  { q: "what's Nico Collins' injury status", intent: "status", players: ["Nico Collins"] },
  { q: "does bijan have a bye coming up", intent: "status", players: [BIJAN] },
  { q: "Is Kyle Pitts out this week?", intent: "status", players: ["Kyle Pitts"] },
  { q: "is dak prescott on bye in week 10", intent: "status", players: ["Dak Prescott"] },
  { q: "Is Jonathan Taylor active this week?", intent: "status", players: ["Jonathan Taylor"] },

  // Buy-low / sell-high for a named player, and lists.
  { q: "should I sell high on Javonte Williams?", intent: "tradeValue", players: ["Javonte Williams"] },
  { q: "is it time to buy low on justin jefferson", intent: "tradeValue", players: [JJ] },
  { q: "buy or sell Drake London?", intent: "tradeValue", players: ["Drake London"] },
  { q: "Is Garrett Wilson a buy low candidate right now", intent: "tradeValue", players: ["Garrett Wilson"] },
  { q: "sell high on jsn?", intent: "tradeValue", players: ["Jaxon Smith-Njigba"] },
  { q: "should i try to buy marvin harrison jr low", intent: "tradeValue", players: ["Marvin Harrison Jr."] },
  { q: "Is now the time to sell Rico Dowdle?", intent: "tradeValue", players: ["Rico Dowdle"] },
  { q: "Who is a good buy-low candidate right now?", intent: "buyLow" },
  { q: "buy low wrs?", intent: "buyLow" },
  { q: "any sell-high candidates on the market", intent: "buyLow" },
  { q: "who should I sell high", intent: "buyLow" },
  { q: "give me buy low running backs", intent: "buyLow" },
  { q: "which slumping players should I trade for", intent: "buyLow" },

  // Trades.
  {
    q: "Is trading Puka Nacua for Ja'Marr Chase a fair deal?",
    intent: "trade",
    players: [PUKA, CHASE],
    give: [PUKA],
    get: [CHASE],
  },
  {
    q: "Should I trade Saquon Barkley and DK Metcalf for Justin Jefferson?",
    intent: "trade",
    players: ["Saquon Barkley", "DK Metcalf", JJ],
    give: ["Saquon Barkley", "DK Metcalf"],
    get: [JJ],
  },
  { q: "would you do gibbs for chase", intent: "trade", players: [GIBBS, CHASE], give: [GIBBS], get: [CHASE] },
  {
    q: "someone offered me Drake London for Josh Jacobs, accept?",
    intent: "trade",
    players: ["Drake London", "Josh Jacobs"],
    give: ["Josh Jacobs"],
    get: ["Drake London"],
  },
  {
    q: "trade my rb1 for jaxon smith-njigba?",
    intent: "trade",
    players: ["Jaxon Smith-Njigba"],
    refs: ["my RB1"],
    give: ["my RB1"],
    get: ["Jaxon Smith-Njigba"],
  },
  {
    q: "Should I trade my QB for a top RB?",
    intent: "trade",
    refs: ["my QB1", "top RB"],
    give: ["my QB1"],
    get: ["top RB"],
  },
  {
    q: "is bijan for lamb + higgins fair",
    intent: "trade",
    players: [BIJAN, LAMB, "Tee Higgins"],
    give: [BIJAN],
    get: [LAMB, "Tee Higgins"],
  },
  {
    q: "trade offer: my Derrick Henry for his Nico Collins. good deal?",
    intent: "trade",
    players: ["Derrick Henry", "Nico Collins"],
    give: ["Derrick Henry"],
    get: ["Nico Collins"],
  },
  {
    q: "Give Kyren Williams, get Zay Flowers - yes or no?",
    intent: "trade",
    players: ["Kyren Williams", "Zay Flowers"],
    give: ["Kyren Williams"],
    get: ["Zay Flowers"],
  },
  {
    q: "should I accept Tee Higgins for James Cook",
    intent: "trade",
    players: ["Tee Higgins", "James Cook"],
    give: ["Tee Higgins"],
    get: ["James Cook"],
  },
  {
    q: "Would you trade Brock Bowers for Jonathan Taylor?",
    intent: "trade",
    players: ["Brock Bowers", "Jonathan Taylor"],
    give: ["Brock Bowers"],
    get: ["Jonathan Taylor"],
  },
  {
    q: "is it worth trading my best wr for a stud rb",
    intent: "trade",
    refs: ["my WR1", "top RB"],
    give: ["my WR1"],
    get: ["top RB"],
  },
  {
    q: "Trade Jalen Hurts and Chase Brown for CMC?",
    intent: "trade",
    players: ["Jalen Hurts", "Chase Brown", CMC],
    give: ["Jalen Hurts", "Chase Brown"],
    get: [CMC],
  },
  {
    q: "evaluate: ladd mcconkey for breece hall",
    intent: "trade",
    players: ["Ladd McConkey", "Breece Hall"],
    give: ["Ladd McConkey"],
    get: ["Breece Hall"],
  },

  // Waivers and bids.
  { q: "Which running backs should I pick up off waivers?", intent: "waivers" },
  { q: "What should I bid on a tight end?", intent: "waivers" },
  { q: "who should i grab off the wire this week", intent: "waivers" },
  { q: "best waiver pickups?", intent: "waivers" },
  { q: "how much faab for Woody Marks?", intent: "waivers", players: ["Woody Marks"] },
  { q: "Any WRs worth adding?", intent: "waivers" },
  { q: "top free agents at qb", intent: "waivers" },
  { q: "who to stream at kicker", intent: "waivers" },
  { q: "should I pick up Jacory Croskey-Merritt?", intent: "waivers", players: ["Jacory Croskey-Merritt"] },
  { q: "waiver wire te options", intent: "waivers" },
  { q: "who is the best available player", intent: "waivers" },
  { q: "What's a good bid for Harold Fannin Jr.?", intent: "waivers", players: ["Harold Fannin Jr."] },

  // Playoff odds and how to improve them.
  { q: "What are my playoff odds?", intent: "playoffs" },
  { q: "am i gonna make the playoffs", intent: "playoffs" },
  { q: "chances I make the postseason?", intent: "playoffs" },
  { q: "what are my odds of winning the title", intent: "playoffs" },
  { q: "how likely is a first round bye for me", intent: "playoffs" },
  { q: "How can I improve my playoff odds?", intent: "improveOdds" },
  { q: "what moves would boost my chances of making the playoffs", intent: "improveOdds" },
  { q: "what should I do to make the playoffs", intent: "improveOdds" },
  { q: "best moves to make this week?", intent: "improveOdds" },
  { q: "how do i make my team better", intent: "improveOdds" },

  // Matchup preview.
  { q: "How does my matchup look this week?", intent: "matchup" },
  { q: "will i win this week", intent: "matchup" },
  { q: "who am i playing", intent: "matchup" },
  { q: "preview my week 10 matchup", intent: "matchup" },
  { q: "am I favored against my opponent?", intent: "matchup" },
  { q: "what's my win probability", intent: "matchup" },
  { q: "can I beat my opponent this week?", intent: "matchup" },

  // Help and out of scope.
  { q: "what can you do?", intent: "help" },
  { q: "hey", intent: "help" },
  { q: "What is the meaning of life?", intent: "None" },
  { q: "what's the weather in Buffalo on Sunday", intent: "None" },
  { q: "tell me a joke about the Jets", intent: "None" },
  { q: "who won the super bowl in 2010", intent: "None" },
  { q: "write a poem about my team", intent: "None" },
];
