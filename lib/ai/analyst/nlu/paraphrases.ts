// Paraphrase templates for the GM's question families, expanded into training utterances. "(a|b|)" is a choice
// (an empty option makes the part optional), so one template stands for every combination of its choices.
// Names are masked as in training.ts: a player is "player". The held-out evaluation set is written separately.
import type { Intent } from "@/lib/ai/analyst/nlu/training";

/** Every combination of a template's "(a|b|c)" choices, whitespace-collapsed. */
export function expand(template: string): string[] {
  const m = /\(([^()]*)\)/.exec(template);
  if (!m) return [template.replace(/\s+/g, " ").trim()];
  const head = template.slice(0, m.index);
  const tail = template.slice(m.index + m[0].length);
  return m[1]!.split("|").flatMap((choice) => expand(head + choice + tail));
}

const POS = "(rbs|running backs|wrs|receivers|wide receivers|tight ends|qbs|quarterbacks)";
const TEMPLATES: Partial<Record<Intent, string[]>> = {
  record: [
    "(what is|whats|what's|tell me) (my|our) record",
    "(what|which) (place|spot|seed) (am i|are we) in",
    "where (do i|do we|does my team) (stand|rank) (in the league|in the standings|)",
    "(my|our) (standing|record|w l|win loss record) (so far|this season|)",
    "how many (games|wins) (have i|do i have|has my team) (won|lost|)",
    "(am i|are we) (in first|winning the league|above 500|in playoff position)",
    "how many losses do i have",
    "what is my current standing",
    "how is my season going",
    "my team wins and losses",
  ],
  rosterStatus: [
    "(who|which players) on my (roster|team|squad) (is|are) (injured|hurt|out|questionable|on bye)",
    "(which|what) of my (players|guys|starters) (are|is) (injured|hurt|out|on bye|on a bye) " +
      "(this week|next week|in week 12|)",
    "(any|are any of) my (players|guys|starters) (injured|hurt|on bye|out)",
    "(injury|bye) report (for|on) my (team|roster|lineup)",
    "do i have (any|) (byes|injuries|injured players|guys on bye) (this week|next week|coming up|)",
    "(byes|injuries) on my (team|roster) (this week|next week|week 13|)",
    "who do i have (on bye|injured|out) (this week|next week|)",
    "is anyone on my roster (on bye|injured|banged up)",
    "my bye week (problems|issues|holes)",
    "check my roster for injuries and byes",
  ],
  positionRank: [
    `rank my ${POS} (this week|next week|for week 12|)`,
    `(order|sort|list) my ${POS} (by projection|best to worst|)`,
    `how do my ${POS} (rank|compare|stack up) (this week|next week|)`,
    `which of my ${POS} (is|are) (best|projected highest|the top option) (this week|)`,
    `my ${POS} ranked`,
    `ranking of my ${POS}`,
  ],
  projectedTotal: [
    "how many points (is my team|am i|are we) projected (for|to score) (this week|next week|)",
    "(what is|whats) my (team's|teams|) projected (score|total|points) (this week|next week|)",
    "my team's (floor and ceiling|ceiling|floor|range|projection) (this week|)",
    "what (range of points|score) should i expect (this week|)",
    "projected (points|total|score) for my (team|lineup|starters)",
    "how many points will my (team|lineup) score",
    "(how high|how low) could my team score",
  ],
  leaders: [
    "(who|which team) (leads|is leading|is winning|is on top of) the league",
    "(who is|whos|which team is) the (best|strongest|top|scariest) team (in the league|in our league|)",
    "(which team|who) has (the most|scored the most) points (in the league|)",
    "(league|the) standings",
    "who is in first place",
    "(who|which team) (is the favorite|has the best odds) to win the (title|championship|league)",
    "top teams (by record|by points|by playoff odds|in the league)",
    "who has the best record",
    "league leaders",
    "power rankings",
  ],
  sleepers: [
    "(any|give me|who are) (some|) sleepers (for next week|this week|at wr|at rb|)",
    "(who is|whos) a (good|deep|) sleeper (this week|next week|)",
    "(sleeper|under the radar|deep) (picks|adds|plays|options) (for next week|)",
    "who (could|might) (break out|have a big game) (next week|this week|)",
    "(under the radar|overlooked|hidden) (guys|players|pickups) (to grab|to add|on waivers|)",
    "next week pickups",
    "who should i add for next week",
    "breakout candidates",
  ],
  dropStash: [
    "should i (drop|cut) (my injured players|my hurt guys|player) or (stash|hold|keep) (them|him)",
    "(drop|cut) or (stash|hold) (my injured guys|player|my hurt players)",
    "should i (stash|hold) (player|my injured players) on (ir|the bench)",
    "is (it|player) worth (stashing|holding|keeping) (while hurt|while injured|on ir|)",
    "what do i do with my injured players",
    "do i have (an|) (open|free) ir (slot|spot)",
    "(should i|can i) put player on ir",
    "is it time to cut player",
  ],
  byeCover: [
    "(i need|find me|who is) a (backup|replacement|streaming|fill in) (qb|te|kicker|rb|wr|quarterback) " +
      "(for my bye|for the bye week|this week|)",
    "(who should i|who do i) stream at (qb|te|k|kicker|tight end|quarterback) " +
      "(while my starter is on bye|for the bye|)",
    "my (qb|te|kicker|rb|wr) is on bye (who|what) (do i start|replaces him|now)",
    "(qb|te|kicker|dst|rb) (streamer|replacement|fill in) for (the|my) bye (week|)",
    "who (covers|replaces) my (qb|te|kicker) (on his bye|during the bye|in week 12|)",
    "bye week (fill in|replacement|cover|streamer) at (qb|te|k|rb|wr)",
    "who do i start while player is on bye",
  ],
  scenario: [
    "if i win out (do i|will i|can i) (make|get into) (the playoffs|it|)",
    "(do i|will i|can i) make (the playoffs|it) if i (win out|go 3 2|win 2 of 4|lose this week|win the rest)",
    "what (happens to|are) my (playoff odds|odds|chances) if i (lose this week|win out|go 4 1|win 3 more)",
    "(playoff odds|chances) if i (go 3 2|win out|lose this week|win 3 of 5)",
    "if i (lose|win) (this week|next week|my next game) (what are my odds|am i out|do i make it)",
    "how many (more|) (games|wins) do i need to make the playoffs",
    "(can|could) i still make it (going|at) 2 3",
    "(what if|if) i win 2 of my (last|remaining|final) 4",
    "what if i lose out",
  ],
  tradeIdeas: [
    "(trade ideas|trade targets|trade offers|deals) for player",
    "what (could|can) i get (for|in return for) player",
    "(find|build|give) me a (2 for 1|1 for 1|two for one|one for one|trade) (for|with|involving) player",
    "who would (trade for|want|give me value for) player",
    "(shop|sell) player (for me|around the league|)",
    "(trade|packages) (built around|involving|with) player",
    "what is player worth in a trade",
    "who can i trade player to",
    "suggest a trade for my guy",
  ],
  None: [
    "(what is|whats) the weather (in chicago|on sunday|tomorrow|)",
    "tell me a (joke|story|riddle)",
    "who won the (world series|nba finals|oscars|election)",
    "(write|sing) (me|my team) a (song|poem|rap|haiku)",
    "(where|what) is a good (pizza place|restaurant|bar) (near me|)",
    "how do i (reset my password|change my email|cancel my account)",
    "translate (this|hello) (into|to) (spanish|french)",
    "(what is|whats) (the capital of spain|two plus two|the stock price of apple)",
    "(recommend|suggest) a (movie|book|tv show)",
  ],
};

// At most this many utterances per intent, spread evenly over the expansions, so no family outweighs the
// hand-written ones by sheer number.
const CAP = 90;
const spread = (items: string[]) =>
  items.length <= CAP ? items : Array.from({ length: CAP }, (_, i) => items[Math.floor((i * items.length) / CAP)]!);

export const PARAPHRASES: Partial<Record<Intent, string[]>> = Object.fromEntries(
  Object.entries(TEMPLATES).map(([intent, templates]) => [intent, spread([...new Set(templates.flatMap(expand))])]),
);
