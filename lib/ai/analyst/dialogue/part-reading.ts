// One part of a multi-part message read on its own, with what the parts before it told ("…and if so, should I start
// him"), and short requests joined without a question word ("status + outlook", "buy-lows and waiver adds").
import type { NamedPlayer, PlayerNameIndex } from "@/lib/league-model/team/player-lookup";
import { understand, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import { positionOf } from "@/lib/ai/analyst/nlu/entities";
import { type Reading, confident, playersOf, pronounAsTeam } from "@/lib/ai/analyst/dialogue/readings";
import { IF_SO, PRONOUN } from "@/lib/ai/analyst/dialogue/parts";
import { AS_THINGS_STAND } from "@/lib/ai/analyst/dialogue/remarks";
import { ABOUT_HIM, DROP_THEM, FIX_IT, RAISES_IT } from "@/lib/ai/analyst/dialogue/follow-ups";

export const BYE_COVER_ASK = new RegExp(
  "\\b(cover|covers|replace|replaces|replacement|fill[- ]?ins?|fills in|backup|back-up|" +
    "stream(er|ers|ing)?|rental|sub|" +
    "stopgap|plug[- ]?in|" +
    "stand[- ]?in|step(s)? in|understudy|plug (that|the) (hole|gap)|" +
    "hold (the|his|her|that) (space|spot|fort)|take (his|her|that) (place|spot)|(in|on) (his|her|their|" +
    "[\\w'.-]+( [\\w'.-]+){0,2}) (place|stead)|" +
    "(whom?|what (qb|rb|wr|te|k|kicker|quarterback|running back|receiver|tight end)) (do |should |can )?i " +
    "(start|play|grab|get|pick ?up|add|use)|(i|we) (can|could|should) (grab|pick ?up|add|" +
    "stream)|" +
    // "who do I slot in for them?", "who should play in place of them?", "who should it be".
    "(slot|plug|put|stick|throw|swap) (\\w+ )?in|in place of (them|him|her)|who (should|would|will) (it|that) be)\\b",
  "i",
);

export const WHICH_OF_TWO = /\bwhich (one|of (them|em|'em|the two|those two|these two))\b/i;
export const WHICH_OF_THEM = new RegExp(
  "\\b(who'?s|whos|who is|which( one)?('s| is)?|who)\\s+(\\w+ly )?(the )?" +
    "(better|best|bigger|stronger|safer|smarter|wins|comes out ahead|(should )?starts?|do i start)\\b|" +
    "\\bwho to (start|play|sit)\\b",
  "i",
);

export const LINEUP_TOTAL =
  /\b(total|how many points|points? (it|that|the \w+ lineup)|project\w*|score|adds? up|points[- ]wise)\b/i;

const SELLS_HIM =
  /^\W*(and |but |so )?((should|would|do|can) (i|we|you) |is it time to )?(sell|buy)( (him|her))?( (high|low))?\W*$/i;

export async function requestsAboutHim<P extends NamedPlayer>(
  text: string,
  player: string,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Reading[] | null> {
  const segments = text.split(/\s*(?:\+|&|,|\band\b)\s*/i).filter((x) => x.trim());
  if (segments.length < 2 || segments.some((x) => x.split(/\s+/).length > 4)) return null;
  const read = await Promise.all(
    segments.map((x) => understand(`${x.replace(/[?!.]+$/, "")} for ${player}`, index, teams)),
  );
  const families = new Set(read.map((u) => u.intent));
  const each = read.every((u) => ABOUT_HIM.has(u.intent) && u.decidedBy === "cue");
  return each && families.size === read.length
    ? read.map((u) => ({ understood: u, players: [player], ifOut: null }))
    : null;
}

export async function joinedRequests<P extends NamedPlayer>(
  text: string,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Reading[] | null> {
  const segments = text
    .split(/,?\s+and\s+(?=(?:the|some|a few|a couple|any|my|also|your)\b)|\s+[+&]\s+/i)
    .map((x) => x.trim());
  // Requests are short; a long segment tells a story ("…my kicker has been useless all year and my sister keeps…").
  if (segments.length < 2 || segments.some((x) => x.split(/\s+/).length < 2 || x.split(/\s+/).length > 14)) return null;
  const read: Understanding[] = [];
  for (const segment of segments) {
    const u = await understand(segment, index, teams);
    // Each request settled by its own wording, naming nobody, and a family no other request asked.
    if (u.decidedBy !== "cue" || !confident(u) || u.mentions.some((x) => x.kind === "player") || u.scenario)
      return null;
    if (read.some((r) => r.intent === u.intent)) return null;
    read.push(u);
  }
  return read.map((understood) => ({ understood, players: [], ifOut: null }));
}

// The team of the part before, or its manager: "they", "their", "he", "his".
const TEAM_OR_MANAGER = /\b(they|them|their|he|him|his)\b/i;

export async function readPart<P extends NamedPlayer>(
  part: string,
  whole: string,
  before: Reading[],
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Reading> {
  const carried = before.flatMap((r) => r.players);
  // "Is X playing, and if so should I start him over Y": he is the player of the part before.
  const bare = part.replace(new RegExp(`^(and |but |so )?${IF_SO},?\\s+`, "i"), "");
  // "What is Hail Mary Heroes' record, and where do they sit": they are the team of the part before ("quinn's record
  // and who's he playing": he, its manager, when no player was named before).
  const team = before.map((r) => r.understood.team).find(Boolean);
  // ("…, and what's Chase worth by his lonesome": a part that names its player keeps him.)
  // ("…, him or Hampton": "him" set against a named player is still the one before.)
  // (The part is read once here and that reading kept when its text stays as written.)
  const possessiveOnly = carried.length > 0 && PRONOUN.test(bare) && !/\b(he|him|he'?s|hes|she|her)\b/i.test(bare);
  const asWrittenRead = possessiveOnly ? await understand(bare, index, teams) : null;
  const namesOwn = !!asWrittenRead && playersOf(asWrittenRead).length > 0;
  const text =
    carried.length && PRONOUN.test(bare) && !namesOwn
      ? bare.replace(PRONOUN, carried[0]!)
      : team && TEAM_OR_MANAGER.test(bare)
        ? pronounAsTeam(bare, TEAM_OR_MANAGER, team)
        : bare;
  let u = asWrittenRead && text === bare ? asWrittenRead : await understand(text, index, teams);
  // "Rank my QBs for week 14 and tell me who is on bye": a week named once holds for the parts after it.
  const earlierWeek = before.map((r) => r.understood.week).find((w) => w !== null) ?? null;
  if (u.week === null && earlierWeek !== null) u = { ...u, week: earlierWeek };
  // "Who's on bye week 11? need a fill in": a bye cover read in a part is backed by the bye the message names.
  if (u.intent === "byeCover" && /\bbyes?\b/i.test(whole)) u = { ...u, decidedBy: "cue" };
  // "X is on bye in week 12, right? who do I grab?" — a pickup in a question about a bye covers the bye.
  const pickup =
    u.intent === "waivers" || u.intent === "sleepers" || u.intent === "byeCover" || BYE_COVER_ASK.test(part);
  // ("Who on my team is on a bye this week, and who could I pick up to fill in for them?": the byes just listed.)
  // ("who on my team isn't playing next week, and who could fill in for them?": them, the players just listed.)
  const afterByes =
    before.some((r) => r.understood.intent === "rosterStatus") &&
    (/\bbyes?\b/i.test(whole) || /\bin for (them|those guys|those players)\b/i.test(part));
  const covers = /\b(cover|fill[- ]?in|fills? in|replace\w*|in for (them|him|her)|stand[- ]?in|step in)\b/i.test(part);
  if (afterByes && covers && !carried.length && !u.position && u.intent === "waivers")
    u = { ...u, intent: "byeCover", decidedBy: "cue" };
  if (pickup && /\bbyes?\b/i.test(whole) && (carried.length || u.position)) {
    const position = u.position ?? positionOf(carried[0], index);
    // "Who do I grab off waivers?" names the wire: the pickups at his position, not a bye report.
    const wire = u.intent === "waivers" && /\b(waivers?|the wire|free agen\w*)\b/i.test(part);
    u = { ...u, intent: wire ? "waivers" : "byeCover", decidedBy: "cue", position };
  }
  // "…what are my odds, and what do I do to fix it?": the moves that raise the odds just asked about.
  const aboutOdds = before.some((r) => r.understood.intent === "playoffs" || r.understood.intent === "scenario");
  if (aboutOdds && !playersOf(u).length && (RAISES_IT.test(part) || FIX_IT.test(part)))
    u = { ...u, intent: "improveOdds", decidedBy: "cue" };
  // "nabers ros outlook, and should i sell high": selling the player of the part before.
  if (carried.length === 1 && u.intent === "buyLow" && !playersOf(u).length && SELLS_HIM.test(part))
    return { understood: { ...u, intent: "tradeValue", decidedBy: "cue" }, players: carried, ifOut: null };
  // "…if i win out? and what about right now": the odds as they stand.
  if (aboutOdds && !playersOf(u).length && !confident(u) && AS_THINGS_STAND.test(part))
    u = { ...u, intent: "playoffs", decidedBy: "cue" };
  // "ANY OF MY GUYS HURT?? and do i drop them or what": whether to drop or stash the hurt players just asked about.
  const aboutInjuries = before.some((r) => r.understood.intent === "rosterStatus");
  if (aboutInjuries && !playersOf(u).length && DROP_THEM.test(part))
    u = { ...u, intent: "dropStash", decidedBy: "cue" };
  // "who do I drop and who do I stash": the stash half of the same drop-or-stash question.
  if (before.some((r) => r.understood.intent === "dropStash") && /\bstash\b/i.test(part) && !playersOf(u).length)
    u = { ...u, intent: "dropStash", decidedBy: "cue" };
  // A part that restates the part before in other words is that question again: "how many points am i projected
  // for this week? what number we puttin up", "optimize my whole lineup … maximize expected pts", "can i package
  // kittle and javonte for a top wr? who'd take that", "is achane questionable?? INJURY REPORT PLEASE".
  const last = before[before.length - 1]?.understood.intent;
  const restates =
    !playersOf(u).length &&
    ((last === "projectedTotal" &&
      /\b(what number|how many|puttin[g']? up|put up|score|least|most|floor|ceiling|lowest|highest)\b/i.test(part)) ||
      (last === "lineup" && /^\W*(maximi[sz]e|optimi[sz]e|max out)\b/i.test(part)) ||
      ((last === "tradeIdeas" || last === "trade") &&
        /^\W*(and )?who('?d| would| will)? (take|want|bite on|do|accept) (that|it|this|them|those|him)\b/i.test(
          part,
        )) ||
      (last === "status" && /^\W*(injury (report|update|news)|status)( (please|pls|plz))?\W*$/i.test(part)));
  if (restates && last) return { understood: { ...u, intent: last, decidedBy: "cue" }, players: carried, ifOut: null };
  // "Set the optimal lineup and tell me what total it projects to": the projected total of the lineup just set.
  const afterLineup = before.some((r) => r.understood.intent === "lineup");
  if (afterLineup && !playersOf(u).length && LINEUP_TOTAL.test(part) && !/\b(who|start|sit|bench)\b/i.test(part))
    u = { ...u, intent: "projectedTotal", decidedBy: "cue" };
  // "Compare Cook and Hall ROS, then tell me who to start this week": the start/sit of the players just compared.
  const pair = before.find((r) => r.understood.intent === "compare" || r.understood.intent === "startSit");
  const asksWhoStarts =
    /\b(who|which( one)?)\b[^?.!]{0,12}\b(starts|to start|should start|(do|should) (i|we) (start|play))\b/i.test(part);
  if (
    pair &&
    pair.players.length >= 2 &&
    !playersOf(u).length &&
    // ("…this week? and zoom out, who's the better asset rest of season?": the pair, over the season.)
    // ("Irving, Hubbard or Dowdle. which one do i trot out there this weekend": "which one" of the players just named.)
    (u.intent === "lineup" ||
      u.intent === "slot" ||
      asksWhoStarts ||
      WHICH_OF_THEM.test(part) ||
      /^\W*(so |and |but |ok )?which one\b/i.test(part))
  ) {
    // (A bare "Which one." after "ROS: Bowers vs McBride" keeps the pair's own horizon.)
    const bare = /^\W*(so |and |but |ok )?which one\W*$/i.test(part);
    const intent = bare ? pair.understood.intent : u.horizon === "rest-of-season" ? "compare" : "startSit";
    u = { ...u, intent, decidedBy: "cue" };
    return { understood: u, players: pair.players, ifOut: null };
  }
  const players = playersOf(u);
  return { understood: u, players: players.length ? players : u.intent === "byeCover" ? carried : [], ifOut: null };
}
