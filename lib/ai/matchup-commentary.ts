// "GM's Analysis" on the dashboard's matchup card: deterministic prose from the engine's matchup result.
// The headline numbers are the card's own (live-blended projected scores, win %), formatted as the card shows
// them, so the text never contradicts the numbers beside it; the battles and floor/ceiling are the engine's.
import type { MatchupAnalysis } from "@/lib/engine";
import { formatPoints, formatWhole, oneDecimal } from "@/lib/rules/format";

export interface MatchupCardNumbers {
  team: string;
  opponent: string;
  winProbability: number; // percent, as on the card
  projected: number; // the card's projectedScore for each side
  opponentProjected: number;
  floor?: number; // the card's Boom/Bust floor and ceiling (10th / 90th percentile of your total)
  ceiling?: number;
}

export function matchupCommentary(result: MatchupAnalysis, card: MatchupCardNumbers): string {
  const pct = Number(formatWhole(card.winProbability));
  const lean =
    pct >= 65
      ? "a clear favorite"
      : pct >= 55
        ? "a slight favorite"
        : pct > 45
          ? "in a coin flip"
          : pct > 35
            ? "a slight underdog"
            : "a clear underdog";
  const gap = card.projected - card.opponentProjected;
  const sentences = [
    `${card.team} is ${lean} against ${card.opponent} (${pct}% to win), projected ` +
      `${formatPoints(card.projected)} to ${formatPoints(card.opponentProjected)}.`,
  ];
  const battles = [...result.keyMatchups].sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
  const best = battles.find((k) => k.delta > 0);
  const worst = battles.find((k) => k.delta < 0);
  if (best) sentences.push(`Your biggest edge is at ${best.position} (+${oneDecimal(best.delta)}).`);
  if (worst) sentences.push(`${card.opponent} is stronger at ${worst.position} (${oneDecimal(worst.delta)}).`);
  if (Math.abs(gap) < 5) sentences.push("A strong game from any starter can swing this one.");
  else if (gap < 0)
    sentences.push(`You need upside: your ceiling is ${formatPoints(card.ceiling ?? result.you.ceiling)}.`);
  else sentences.push(`Protect the floor: your lineup's floor is ${formatPoints(card.floor ?? result.you.floor)}.`);
  return sentences.join(" ");
}

/** The Boom/Bust panel's text: only the card's own numbers (scores, gap, range), formatted as the card shows them. */
export function boomBustAnalysis(
  card: Required<Pick<MatchupCardNumbers, "floor" | "ceiling">> & {
    projected: number;
    opponentProjected: number | null;
  },
): string {
  const range = `your range is ${formatPoints(card.floor)}–${formatPoints(card.ceiling)} points (10th–90th percentile)`;
  if (card.opponentProjected === null) return `Bye week: ${range}.`;
  const gap = Math.round((card.projected - card.opponentProjected) * 100) / 100;
  const edge =
    gap >= 0
      ? `You are projected ${formatPoints(gap)} points ahead`
      : `You trail by ${formatPoints(-gap)} projected points`;
  const reach =
    card.floor > card.opponentProjected
      ? "even a floor week tops"
      : card.ceiling > card.opponentProjected
        ? "a ceiling week clears"
        : "you need more than a ceiling week to catch";
  return `${edge}; ${range}, so ${reach} their projection of ${formatPoints(card.opponentProjected)}.`;
}
