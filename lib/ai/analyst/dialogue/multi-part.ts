// A message that asks several things, read part by part: which parts are asked, the odds named beside the matchup
// or the standings, and when an unclear part is asked about instead of answering only the clear one.
import type { NamedPlayer, PlayerNameIndex } from "@/lib/league-model/team/player-lookup";
import { ABOUT_ONE, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import {
  confident,
  confidentPart,
  namesNoSubject,
  NEEDS_TWO,
  playersOf,
  type EarlierReading,
  type Interpretation,
  type Reading,
} from "@/lib/ai/analyst/dialogue/readings";
import {
  elaboratesTheClearPart,
  TRADE_VERDICT,
  withoutRemarks,
  withoutRepeats,
} from "@/lib/ai/analyst/dialogue/remarks";
import { carryOver } from "@/lib/ai/analyst/dialogue/follow-ups";
import { readPart, WHICH_OF_THEM, WHICH_OF_TWO } from "@/lib/ai/analyst/dialogue/part-reading";

/**
 * A message of several parts, each read on its own: answered part by part when every part reads clearly as a
 * different question, as one question when the parts only tell it in pieces, or with one clarifying question about
 * the unclear part. Null when the parts settle nothing and the message is read whole.
 */
export async function interpretParts<P extends NamedPlayer>(
  parts: string[],
  whole: Understanding,
  question: string,
  previous: EarlierReading | null,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Interpretation | null> {
  const readings: Reading[] = [];
  for (const part of parts) {
    const r = await readPart(part, question, readings, index, teams);
    // "Should I take it? And if not, who else could I trade for?" after a trade: its first part judges that trade.
    const judgesTrade =
      previous?.intent === "trade" && TRADE_VERDICT.test(part) && !playersOf(r.understood).length && !readings.length;
    // "Henry or Jacobs?" → "Is Henry fully healthy, and which of the two should I start?": the pick between the two
    // asked about before.
    const picksThem =
      !!previous &&
      previous.players.length >= 2 &&
      NEEDS_TWO.has(previous.intent) &&
      !playersOf(r.understood).length &&
      (WHICH_OF_THEM.test(part) || WHICH_OF_TWO.test(part));
    // "Kamara popped on the report." → "Status + a pivot off the wire": a part asking about a player, naming none,
    // asks about the one player of the turn before.
    const aboutHim =
      !readings.length &&
      previous?.players.length === 1 &&
      !r.players.length &&
      !playersOf(r.understood).length &&
      ABOUT_ONE.has(r.understood.intent);
    readings.push(
      judgesTrade
        ? carryOver(previous, previous.u)
        : picksThem
          ? carryOver(previous!, r.understood, part)
          : aboutHim
            ? { ...r, players: previous.players }
            : r,
    );
  }
  const asked = withoutRemarks(parts, readings);
  // "Who am I playing this week and do I have a good chance?": a chance named without the playoffs, beside this
  // week's matchup, is the chance to win that game.
  // "What are my odds, and what would help me improve them?": odds asked beside the moves that raise the playoff
  // odds (or a scenario of them) are the playoff odds, not this week's.
  const aboutPlayoffs = asked.some((r) => r.understood.intent === "improveOdds" || r.understood.intent === "scenario");
  // ("who's in first and what are my odds": the manager's own odds beside the standings are his playoff odds.)
  const besideStandings = asked.some((r) => r.understood.intent === "leaders" || r.understood.intent === "record");
  const ownOdds = (u: Understanding) => /\b(my|our)\b/i.test(u.masked);
  // ("what are my odds right now, and what are they if we run the table?": odds named, however else it reads.)
  const readsAsOdds = (u: Understanding) =>
    ([u.intent, u.runnerUp].includes("playoffs") && [u.intent, u.runnerUp].includes("matchup")) ||
    (/\b(odds|chances?|probability)\b/i.test(u.masked) && namesNoSubject(u));
  // ("where do I stand and what are my chances?": the chances beside the standing are the playoffs', however sure
  // a reader is of this week's game, when the part names no game.)
  const oddsNotGame = (u: Understanding) =>
    besideStandings &&
    ownOdds(u) &&
    u.intent === "matchup" &&
    /\b(odds|chances?)\b/i.test(u.masked) &&
    !/\b(this week|win|beat|game|matchup|tonight|sunday|against|vs|opponent)\b/i.test(u.masked);
  const settledOdds = asked.map((r) =>
    ((aboutPlayoffs || (besideStandings && ownOdds(r.understood))) &&
      !confidentPart(r.understood) &&
      readsAsOdds(r.understood)) ||
    oddsNotGame(r.understood)
      ? { ...r, understood: { ...r.understood, intent: "playoffs" as Intent, decidedBy: "cue" as const } }
      : r,
  );
  const answered = withoutRepeats(settledOdds).filter(
    (r, _i, all) =>
      !(
        r.understood.intent === "playoffs" &&
        all.some((o) => o.understood.intent === "matchup") &&
        !/\b(playoffs?|postseason|title|championship|make it|get in|season)\b/i.test(r.understood.masked)
      ),
  );
  // Parts asking different things: different families, or one family about different players ("what is Barkley
  // worth, and should I buy low on Kamara").
  const asks = (r: Reading) =>
    `${r.understood.intent} ${[...new Set([...r.players, ...playersOf(r.understood)])].join()}`;
  // ("Game-time decision AGAIN?? … Is he playing, and if he is, do I start him?": his status asked twice is
  // answered once.)
  const distinct = new Set(answered.map(asks)).size;
  // ("can you do trades or just lineups? what's in your toolbox": parts that each ask the one same thing clearly,
  // where the message read whole is outside every family, are that one question.)
  const oneThingAsked = distinct === 1 && whole.intent === "None" && whole.decidedBy !== "cue";
  if (answered.every((r) => confidentPart(r.understood)) && (distinct > 1 || oneThingAsked))
    return {
      kind: "answer",
      readings: answered.filter((r, i) => answered.findIndex((o) => asks(o) === asks(r)) === i),
    };
  // "If we lose this week are we cooked? what do the odds drop to": every part asks the same one question.
  if (answered.length === 1 && confident(answered[0]!.understood)) return { kind: "answer", readings: answered };
  // Two questions, one of them unclear: answering only the clear one would answer a different question than
  // asked, so the unclear part is asked about.
  // An unclear part that may ask what a clear part asks ("who's top of the table? anyone running away with
  // it") is the same question, read whole below.
  const sureFamilies = new Set(answered.filter((r) => confidentPart(r.understood)).map((r) => r.understood.intent));
  const unsure = answered.find((r) => !confidentPart(r.understood) && r.understood.intent !== "None");
  // "Bye week again. Need a running back to plug in. Who's out there.": no part settled by its own wording, the
  // message read whole is — the parts are one question told in pieces.
  const wholeSettles =
    whole.decidedBy === "cue" && confident(whole) && answered.every((r) => r.understood.decidedBy !== "cue");
  if (unsure && (wholeSettles || elaboratesTheClearPart(whole, sureFamilies, answered)))
    return { kind: "answer", readings: [{ understood: whole, players: playersOf(whole), ifOut: null }] };
  if (unsure && sureFamilies.size) {
    const u = unsure.understood;
    const readings = [u.intent, u.runnerUp].filter((i): i is Intent => !!i && i !== "None" && i !== "help");
    // Its readings, or (with only one) that reading and the clear part's family.
    const options = [...new Set([...readings, ...sureFamilies])].slice(0, 2);
    if (readings.length && !readings.some((i) => sureFamilies.has(i)) && options.length === 2)
      return { kind: "clarify", options: [options[0]!, options[1]!] };
  }
  return null;
}
