// A message with what it refers back to written out: the player of the turn before for "him", both players for
// "both of them", the team asked about for "their", the week for "that week" and the position for "that spot".
import type { EarlierTurn } from "@/lib/ai/analyst/conversation";
import type { Understanding } from "@/lib/ai/analyst/nlu/understand";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { detectWeek } from "@/lib/ai/analyst/nlu/slots";
import { ENGLISH } from "@/lib/ai/analyst/nlu/spelling";
import { normalizeName } from "@/lib/domain/player-name";
import {
  confident,
  namedOrSpot,
  playersOf,
  pronounAsTeam,
  rankedPlayers,
  type EarlierReading,
} from "@/lib/ai/analyst/dialogue/readings";
import { ASKING, PRONOUN } from "@/lib/ai/analyst/dialogue/parts";

const BOTH = /\b(between )?(them both|both of them|the two of them|those two|these two|the two|them|they|both)\b/i;

// "Would you rather start him or McMillan": he is set against a player the question names.
const SET_AGAINST_BOTH = new RegExp(
  "\\b(compared? (to|with)|vs\\.?|versus|against|over|next to|stacks? up (to|against|with))\\s+" +
    "(them both|both of them|both|those two|the two|these two)\\b",
  "i",
);

const AGAINST = new RegExp(
  "\\b(him|he)\\b(?=\\s+(out\\s+)?(or|vs\\.?|versus|over|and|with|to|against)\\b)|" +
    // "How does he compare to Bowers", "how does he stack up against Kelce".
    // ("how does he stack up long term against Henderson": a few words between.)
    "\\b(him|he)\\b(?=\\s+(compares?|stacks?( up)?|measures?( up)?|ranks?)(\\s+[\\w-]+){0,2}?\\s+" +
    "(to|with|against|next to)\\b)|" +
    // "Is he better than Hampton", "he a safer play than Pitts".
    "\\b(he|him)\\b(?=\\s+(\\w+ly )?(a |the )?(better|worse|safer|bigger|stronger|more valuable)\\b[^?]*\\bthan\\b)|" +
    // "Does he start over Pollard", "would he play ahead of Warren".
    "\\bhe\\b(?=\\s+(starts?|plays?|goes|go|slots? in|ranks?)\\s+(over|ahead of|instead of|in front of|above)\\b)|" +
    "(?<=\\b(or|vs\\.?|versus|over|than|with|to|and)\\s+)\\b(him|he)\\b|" +
    // "Should I sit him this week and play Ferguson instead": benched for the player named.
    "(?<=\\b(sit|sitting|bench|benching)\\s+)\\bhim\\b(?=[^?]*\\b(play|start|go with|use)\\b)|" +
    // "Thinking of sitting him for Wan'Dale this week".
    "(?<=\\b(sit|sitting|bench|benching)\\s+)\\bhim\\b(?=\\s+(for|over|instead of|in favou?r of)\\b)|" +
    // "If I trade him for Flowers and Kincaid": he is the side the manager gives.
    "(?<=\\b(trade|trading|deal|dealing|flip|flipping|move|moving|ship|shipping|swap|swapping|offer)\\s+)\\bhim\\b|" +
    // "He's offering LaPorta and Moore for him": the price asked is him.
    "(?<=\\bfor\\s+)\\bhim\\b",
  "i",
);

const TEAM_PRONOUN =
  /\b(his team|her team|them|they|their|theirs|that team|that guy|him|her|she)\b|^\s*he\b|(?<=\s)'?em\b/i;
// "what's quinn's record?" → "who's he playing this week": after a question about a team, with no player in it,
// "he" is its manager.
const MANAGER_PRONOUN = /\b(he|his)\b/i;

// "He's offering LaPorta and Moore for him": the one offering is the other manager; the player is "him".
const PROPOSES = new RegExp(
  "^\\s*('s|s|is|are|'re|has|have)?\\s*" +
    "(offering|offered|offers|giving|gives|proposing|proposed|wants?|wanted|asking|asked|sent|sends?|sending)\\b",
  "i",
);

/** The question with the earlier turn's player for the first pronoun that can be him (not the one proposing a deal). */
const HIM_OR_ANOTHER = /\b(him|he)\b[^?.]{0,12}\b(or|vs\.?|versus)\b|\b(or|vs\.?|versus)\s+(him|he)\b/i;

export function withPlayerForPronoun(question: string, player: string): string {
  for (const m of question.matchAll(new RegExp(PRONOUN.source, "gi")))
    if (!PROPOSES.test(question.slice(m.index + m[0].length)))
      return question.slice(0, m.index) + player + question.slice(m.index + m[0].length);
  return question;
}

/** A player's last name without its suffix ("Walker" of Kenneth Walker III, "Smith-Njigba"); no regex characters. */
const lastName = (full: string) =>
  full
    .split(/\s+/)
    .filter((w) => !/^(jr|sr|ii|iii|iv|v)\.?$/i.test(w))
    .pop() ?? "";

const ASKS_OF_THE_TEAM: ReadonlySet<Intent> = new Set<Intent>([
  "lineup",
  "record",
  "leaders",
  "playoffs",
  "matchup",
  "projectedTotal",
  "scenario",
  "improveOdds",
]);

// "That week", "in that one" (a game asked about before).
// ("make that week 13": the week named, not the one before.)
const THAT_WEEK = /\b(that|the same|same) week\b(?! \d)|\bin that (one|game|matchup)\b/i;

const ABSENT_TOLD = /\b(out|hurt|injured|empty|on bye|done|down)\b/i;

const THAT_SPOT = /\b(that|the same) (spot|slot)\b/i;

// "my WR2 spot is empty" → "who should slide into that spot": the lineup spot named before; "WR2 is OUT this week"
// → "so who fills that spot": the spot of the position told out.
const THEY_STACK_UP =
  /\bhow do (they|those|these|those guys|these guys|em) (stack up|compare|rank)( against each other)?/i;

const RANK_THEM = /\b(rank|sort|order|line up|stack up|tier)\s+(?:them|em|'em|those guys)\b/i;

// …"my flex spot keeps changing" → "who do I put there this week": "there" is that spot.
const PUT_THERE = new RegExp(
  "\\b((?:put|plug|start|play|slide|stick|slot|use|go|goes)(?: \\w+)?) (?:in )?there\\b|" +
    "\\b((?:put|plug|start|play|slide|stick|slot|use|go|goes)(?: \\w+)?) in it\\b|" +
    "\\b((?:fill|option|choice|guy|pick|play)) for it\\b",
  "i",
);

export function withSpotNamed(text: string, before: Understanding | null | undefined, beforeText: string): string {
  const spot = before?.slot ?? (ABSENT_TOLD.test(beforeText) ? before?.position : null);
  const label = spot === "SUPER_FLEX" ? "superflex" : spot;
  if (spot && THAT_SPOT.test(text)) return text.replace(THAT_SPOT, `my ${label} $2`);
  if (!spot || !PUT_THERE.test(text)) return text;
  // ("Grandpa has the flex empty for week 11" → "who should go there?": in that week.)
  const week =
    before?.week && detectWeek(text) === null
      ? before.week === "next"
        ? " next week"
        : ` in week ${before.week}`
      : "";
  return text.replace(PUT_THERE, (_m, a, b, c) => `${a ?? b ?? c} ${c ? "for" : "in"} my ${label} spot${week}`);
}

const TRADES_HIM_FOR = /\b(give|trade|deal|ship|swap|flip|move|sell|send)\w* (him|her) (up |away |off )?for\b/i;

/** The name a team pronoun stands for: the team asked about or told in the turn before. */
export const teamBefore = (previous: EarlierReading | null, told: Understanding | null) =>
  previous ? previous.u.team : told?.team;

export interface TurnBefore {
  /** The turn before, as it was read (null when it was not answered). */
  previous: EarlierReading | null;
  /** What a statement the GM could not answer told (its players, team, position, week). */
  told: Understanding | null;
  lastTurn: EarlierTurn | undefined;
  readOnce: (text: string) => Promise<Understanding>;
}

/**
 * The message with what it refers back to written out: "him", "them", "both of them", "the other one", a last name
 * of a player asked about before, "their" of a team, "that week" and "that spot".
 */
export async function withReferencesResolved(question: string, { previous, told, lastTurn, readOnce }: TurnBefore) {
  // Pronouns name the earlier turn's player: "is he hurt?" reads as "is <player> hurt?".
  // After a team's offer, "what could I pitch back to him" is to that team.
  let text =
    previous?.intent === "trade" && previous.u.team
      ? question.replace(/(\b(pitch|offer|send|propose)\w*\b[^?]*\bto) (him|her|them)\b/i, `$1 ${previous.u.team}`)
      : question;
  // "I have Jonathan Taylor and he's been amazing" (not answered) → "would it be smart to sell him now?": he is
  // the player that turn named, though it was not answered.
  const prevPlayers = previous?.players ?? (told ? namedOrSpot(told) : []);
  // "I've got a crowded house at tight end." → "Could you rank them for me?": them is that position group; so are
  // players listed as one ("TE room: Kittle, Ferguson, Kincaid" → "rank em for next week").
  // ("my tight ends are all terrible" → "rank em anyway": a statement read as a question tells the group too.)
  const groupTold = previous?.u ?? told;
  const group = groupTold && (!playersOf(groupTold).length || prevPlayers.length >= 2) ? groupTold.position : null;
  if (group && RANK_THEM.test(text)) text = text.replace(RANK_THEM, `$1 my ${group}s`);
  // ("Now give me the best lineup with him in it": a question its wording settles as the team's is not about him.)
  // ("how does Kittle stack up against those two": the two asked about, though no pronoun names them.)
  const refersBack = PRONOUN.test(text) || SET_AGAINST_BOTH.test(text);
  const probe = prevPlayers.length && refersBack ? await readOnce(text) : null;
  const teamQuestion = !!probe && probe.decidedBy === "cue" && confident(probe) && ASKS_OF_THE_TEAM.has(probe.intent);
  if (probe && !teamQuestion) {
    // "Between them", "those two", "them" after a question about two players: both of them.
    const both = prevPlayers.length >= 2 ? BOTH.exec(text) : null;
    const named = playersOf(probe);
    const earlierOne = prevPlayers.find((p) => !named.includes(p));
    if (!named.length)
      text = both
        ? text.replace(both[0], `${both[1] ? "between " : ""}${prevPlayers[0]} and ${prevPlayers[1]}`)
        : withPlayerForPronoun(text, prevPlayers[0]!);
    else if (both && named.every((p) => !prevPlayers.includes(p)) && SET_AGAINST_BOTH.test(text))
      // "what about MHJ compared to both of them?": the one named now, set against the two asked about before.
      text = text.replace(both[0], `${prevPlayers[0]} and ${prevPlayers[1]}`);
    else if (earlierOne && AGAINST.test(text)) {
      // "How is he expected to do, and should I start him over Goff": every "he" left is the earlier player too.
      text = text.replace(AGAINST, earlierOne);
      if (PRONOUN.test(text)) text = withPlayerForPronoun(text, earlierOne);
    } else if (earlierOne && HIM_OR_ANOTHER.test(text)) {
      // "would you rather put him in or Jordan Addison?": him, set against the one named now.
      text = withPlayerForPronoun(text, earlierOne);
    } else if (earlierOne && TRADES_HIM_FOR.test(text)) {
      // "what's Mike Evans worth?" → "would you give him up for Jaylen Warren straight up?": him for the one named.
      text = withPlayerForPronoun(text, earlierOne);
    }
  }

  // "Pickens or Metcalf?" → "ok going Pickens. is the other one hurt?": the player of the two not chosen.
  const other = /\bthe other (one|guy|dude|player)\b/i;
  if (prevPlayers.length === 2 && other.test(text)) {
    // The one chosen is the one this message names, else the one the answer before recommended.
    const named = prevPlayers.find((p) => new RegExp(`\\b${lastName(p)}\\b`, "i").test(text));
    const chosen = named ?? (lastTurn ? rankedPlayers(lastTurn)[0] : undefined) ?? prevPlayers[0];
    text = text.replace(other, prevPlayers.find((p) => p !== chosen) ?? prevPlayers[1]!);
  }
  // "Loveland or Tyler Warren" → "ok and Fannin vs Warren": a last name alone that a player of the turn before has
  // is him, not another player of that name.
  for (const full of prevPlayers.filter((p) => !p.startsWith("my "))) {
    const last = lastName(full);
    if (last.length < 3 || normalizeName(text).includes(normalizeName(full))) continue;
    // Not after a first name ("Jaylen Warren"): the word before is none, or a lowercase everyday one ("vs", "or").
    const hit = [...text.matchAll(new RegExp(`(?:^|([A-Za-z]+)\\s+|[^A-Za-z\\s'’.-]\\s*)\\b(${last})\\b`, "gi"))].find(
      ([, before]) => !before || (before === before.toLowerCase() && (before.length <= 5 || ENGLISH.has(before))),
    );
    if (hit) {
      const end = hit.index + hit[0].length;
      text = `${text.slice(0, end - hit[2]!.length)}${full}${text.slice(end)}`;
    }
  }

  // "What's Hail Mary Heroes' record?" → "any trades I could pitch them?": they are the team just asked about.
  const prevTeam = teamBefore(previous, told);
  // ("Coach Quinn says my receivers are the worst" → "ok rank them then": them, the group told, not his team.)
  const ranksGroupTold = !!(previous?.u ?? told)?.position && (RANK_THEM.test(text) || THEY_STACK_UP.test(text));
  const askedOfTeam =
    !!previous?.u.team && !!lastTurn && (/\?\s*$/.test(lastTurn.question) || ASKING.test(lastTurn.question));
  const teamPronoun = TEAM_PRONOUN.test(text)
    ? TEAM_PRONOUN
    : askedOfTeam && MANAGER_PRONOUN.test(text)
      ? MANAGER_PRONOUN
      : null;
  if (prevTeam && teamPronoun && !prevPlayers.length && !ranksGroupTold && !(await readOnce(text)).team)
    text = pronounAsTeam(text, teamPronoun, prevTeam);

  // "What's my matchup for week 12?" → "do I have anyone on bye that week?": the week asked before.
  // "I'm away all of week 11" → "who should be my WR3 that week?": the week told before. "Who does Achane play next
  // week?" → "would you start him in that one?": that game's week.
  const weekBefore = previous?.u.week ?? told?.week;
  if (weekBefore && THAT_WEEK.test(text))
    text = text.replace(THAT_WEEK, weekBefore === "next" ? "next week" : `week ${weekBefore}`);

  text = withSpotNamed(text, previous?.u ?? told, lastTurn?.question ?? "");
  // ("…how do they stack up against each other this week?": the group, when it named no players.)
  if (group && !playersOf(groupTold!).length && THEY_STACK_UP.test(text))
    text = text.replace(THEY_STACK_UP, `rank my ${group}s`);

  return text;
}
