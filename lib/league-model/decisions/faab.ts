import "server-only";
// The FAAB bid for a claim, opponent-aware: rivals who can afford it and are thin at the position raise it.
import type { LeagueData } from "@/lib/league-model/team/league-model";
import { faabBid } from "@/lib/engine";
import { faabContext } from "@/lib/league-model/team/waiver-claims";
import type { Position } from "@/lib/domain/league";
import { percentPoints } from "@/lib/numbers";

/** The bid and one line on why, from the claim's Δ odds (fractions). */
export function bidFor(
  d: LeagueData,
  teamId: string,
  position: string,
  value: { deltaPlayoffOdds: number; deltaTitleOdds: number },
): { bid: number | null; reason: string | null } {
  const ctx = faabContext(d, teamId);
  if (!ctx) return { bid: null, reason: null };
  const bid = faabBid(value, ctx, position as Position);
  if (ctx.budgetLeft <= 0) return { bid: 0, reason: "No FAAB left: only a $0 claim is possible." };
  if (bid === 0) return { bid: 0, reason: "No playoff-odds gain: a $0 claim at most." };
  const rivals = ctx.rivals.filter((r) => r.needs.includes(position as Position) && r.budgetLeft >= bid).length;
  const pp = percentPoints(value.deltaPlayoffOdds);
  return {
    bid,
    reason:
      `${pp >= 0 ? "+" : ""}${pp} pts of playoff odds with ${ctx.weeksLeft} week${ctx.weeksLeft === 1 ? "" : "s"} ` +
      `left${rivals ? `; ${rivals} rival${rivals === 1 ? "" : "s"} thin at ${position} can afford it` : ""}.`,
  };
}
