// "GM's Analysis" on the dashboard's matchup card: deterministic prose from the engine's matchup result.
// Every number is the engine's; the wording is chosen by thresholds, so the same result reads the same way.
import type { MatchupAnalysis } from "@/lib/engine";

const one = (n: number) => n.toFixed(1);

export function matchupCommentary(result: MatchupAnalysis, names: { team: string; opponent: string }): string {
  const pct = Math.round(result.winProbability * 100);
  const lean = pct >= 65 ? "a clear favorite" : pct >= 55 ? "a slight favorite" : pct > 45 ? "in a coin flip" : pct > 35 ? "a slight underdog" : "a clear underdog";
  const gap = result.you.mean - result.opponent.mean;
  const sentences = [
    `${names.team} is ${lean} against ${names.opponent} (${pct}% to win), projected ${one(result.you.mean)} to ${one(result.opponent.mean)}.`,
  ];
  const battles = [...result.keyMatchups].sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
  const best = battles.find((k) => k.delta > 0);
  const worst = battles.find((k) => k.delta < 0);
  if (best) sentences.push(`Your biggest edge is at ${best.position} (+${one(best.delta)}).`);
  if (worst) sentences.push(`${names.opponent} is stronger at ${worst.position} (${one(worst.delta)}).`);
  if (Math.abs(gap) < 5) sentences.push("A strong game from any starter can swing this one.");
  else if (gap < 0) sentences.push(`You need upside: your ceiling is ${one(result.you.ceiling)}.`);
  else sentences.push(`Protect the floor: your lineup's floor is ${one(result.you.floor)}.`);
  return sentences.join(" ");
}
