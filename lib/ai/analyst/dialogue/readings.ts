// What the conversation layer hands on: the readings of a message (its families, slots and the players carried
// from earlier turns), and the small helpers every step of reading shares.
import type { EarlierTurn } from "@/lib/ai/analyst/conversation";
import { mentionValue, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import type { FantasyPosition } from "@/lib/ai/analyst/nlu/positions";

/** Below this classifier score (and with no cue or named player settling it) the GM asks instead of answering. */
export const CLARIFY_BELOW = 0.62;

export interface Reading {
  understood: Understanding;
  /** Players carried from earlier turns or earlier parts, used when the question itself names none. */
  players: string[];
  /** "If he's out" after a start/sit: the player assumed out, and who starts instead. */
  ifOut: { out: string; instead: string[] } | null;
  /** The words it was read from when more than the message: an earlier statement joined to it. */
  asked?: string;
}

export type Interpretation =
  | { kind: "answer"; readings: Reading[] }
  | { kind: "clarify"; options: [Intent, Intent] }
  /** A first name alone that several players could be: which one is meant. */
  | { kind: "whichPlayer"; typed: string; candidates: string[] }
  | { kind: "decline"; understood: Understanding };

export const playersOf = (u: Understanding) => u.mentions.filter((m) => m.kind === "player").map(mentionValue);

/** The players and roster spots ("my kicker") a message names. */
export const namedOrSpot = (u: Understanding) =>
  u.mentions.filter((m) => m.kind === "player" || m.kind === "roster").map(mentionValue);

/** Players an earlier turn was about: the names its tool calls were given, in order. */
export function turnPlayers(turn: EarlierTurn): string[] {
  const out: string[] = [];
  for (const call of turn.calls) {
    const i = call.input;
    for (const key of ["player", "players", "give", "get"]) {
      const v = i[key];
      for (const name of Array.isArray(v) ? v : [v])
        if (typeof name === "string" && !out.includes(name)) out.push(name);
    }
  }
  return out.filter((n) => !/^(my|top) /.test(n));
}

/** The recommended player first, when an earlier start/sit answer ranked them. */
export function rankedPlayers(turn: EarlierTurn): string[] {
  for (const r of turn.results) {
    const v = r.value as { players?: { name?: unknown }[] } | null;
    if (r.ok && r.toolName === "comparePlayers" && Array.isArray(v?.players))
      return v.players.flatMap((p) => (typeof p.name === "string" ? [p.name] : []));
  }
  return turnPlayers(turn);
}

export const confident = (u: Understanding) =>
  u.intent !== "None" && u.intent !== "help" && (u.decidedBy === "cue" || u.confidence >= CLARIFY_BELOW);

// In a question of several parts, "what can you do?" is a part like any other.
export const confidentPart = (u: Understanding) =>
  confident(u) || (u.intent === "help" && (u.decidedBy === "cue" || u.confidence >= CLARIFY_BELOW));

export interface EarlierReading {
  intent: Intent;
  players: string[];
  u: Understanding;
}

export function earlierReading(prior: Interpretation, last: EarlierTurn): EarlierReading | null {
  if (prior.kind !== "answer") return null;
  const first = prior.readings[0]!;
  const named = turnPlayers(last);
  // "which teams are thin at te" → "i could move one": the position the earlier answer was about, however it was read.
  const position = first.understood.position ?? calledPosition(last);
  return {
    intent: first.understood.intent,
    players: named.length ? named : first.players,
    u: position === first.understood.position ? first.understood : { ...first.understood, position },
  };
}

const POSITIONS: readonly string[] = ["QB", "RB", "WR", "TE", "K"] satisfies FantasyPosition[];

const isPosition = (p: unknown): p is FantasyPosition => typeof p === "string" && POSITIONS.includes(p);

export const calledPosition = (turn: EarlierTurn): FantasyPosition | null =>
  turn.calls.map((c) => c.input.position).find(isPosition) ?? null;

// Lineup calls: a statement answering one keeps the week it asked about.
export const LINEUP_CALLS: ReadonlySet<Intent> = new Set<Intent>(["startSit", "slot", "lineup"]);

// A part that names nothing of its own to ask about: no player, roster spot, position, lineup slot or team.
export const namesNoSubject = (u: Understanding) =>
  !u.mentions.length && !u.position && !u.slot && !u.team && !u.scenario;

/** The text with the first word the pattern finds ("they", "he", "their", "his") written as the team: "<team>'s" for
 * a possessive. */
export const pronounAsTeam = (text: string, pronoun: RegExp, team: string) =>
  text.replace(pronoun, (w) => (/^(their|theirs|his)$/i.test(w) ? `${team}'s` : team));

export const NEEDS_TWO: ReadonlySet<Intent> = new Set<Intent>(["compare", "startSit"]);
