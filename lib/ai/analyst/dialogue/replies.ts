// Replies to the GM's own questions: which reading a reply to "Do you mean X, or Y?" picks, and which player a
// reply to "Which Josh do you mean?" names.
import type { NamedPlayer, PlayerNameIndex } from "@/lib/league-model/team/player-lookup";
import { understand, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { READING } from "@/lib/ai/analyst/plan";
import { playersOf } from "@/lib/ai/analyst/dialogue/readings";

// "The first one", "the second", "option 2", "the latter", "b" (a letter or a number only as the whole reply).
const FIRST = /^\s*((the )?(first|1st|former|option (1|one)|number (1|one))\b|(a|1)\s*[.!)]?\s*$)/i;

const SECOND = /^\s*((the )?(second|2nd|latter|last one|option (2|two)|number (2|two))\b|(b|2)\s*[.!)]?\s*$)/i;

// The words of each reading as the clarifying question offers it ("your team's record and standing": record,
// standing), without the words several readings share.
const SHARED = /^(your|player|players|this|week|team|with|from|that|what|whether|between|start|odds|playoff)s?$/;

const READING_WORDS = Object.fromEntries(
  Object.entries(READING).map(([intent, text]) => [
    intent,
    (text.match(/[a-z]{4,}/g) ?? []).filter((w) => !SHARED.test(w)),
  ]),
) as Record<Intent, string[]>;

/** The reading a reply to a clarifying question picks: by its place, or by the family the reply reads as. */
export async function pickedReading(
  reply: string,
  options: [Intent, Intent],
  read: (text: string) => Promise<Understanding>,
): Promise<Intent | null> {
  const words = reply.trim().split(/\s+/).length;
  if (words > 8) return null;
  const bare = reply.replace(/^\s*(yes|yeah|yep|no|nah|i mean|i meant|sorry|oh|um+|uh+)[,.!\s]+/i, "");
  if (FIRST.test(bare)) return options[0];
  if (SECOND.test(bare)) return options[1];
  const u = await read(reply);
  if (options.includes(u.intent) && !playersOf(u).length) return u.intent;
  // "The record", "matchup": the reply names words of one option's description and none of the other's.
  const said = new Set(bare.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const hits = options.map((o) => READING_WORDS[o].filter((w) => said.has(w)).length);
  if (hits[0]! > 0 && hits[1] === 0) return options[0];
  if (hits[1]! > 0 && hits[0] === 0) return options[1];
  return null;
}

/** The candidate a reply to "which Josh do you mean?" picks ("Allen", "josh jacobs", "the first one"). */
export async function chosenPlayer<P extends NamedPlayer>(
  reply: string,
  candidates: string[],
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<string | null> {
  const named = playersOf(await understand(reply, index, teams)).find((n) => candidates.includes(n));
  if (named) return named;
  const ordinal = /\b(first|1st)\b/i.test(reply)
    ? 0
    : /\b(second|2nd)\b/i.test(reply)
      ? 1
      : /\b(third|3rd)\b/i.test(reply)
        ? 2
        : -1;
  return candidates[ordinal] ?? null;
}
