import "server-only";
// One buy / sell / hold verdict per player and team, shared by AI Insights and the Brief: the trade the Brief
// offers (the finder's first suggestion) decides first — the players it sends away are sells, the ones it brings
// in are buys — then the engine's score, read from where the team stands (a player you hold is never a "buy",
// one you do not hold never a "sell").
import { teamLeague } from "@/lib/league-model/team/league-context";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { tradeSuggestions } from "./trade-suggestions";

export type Verdict = "buy" | "sell" | "hold";

export interface VerdictInput {
  engine: Verdict; // the engine score's call on the player alone
  owned: boolean; // on the team's roster
  bestTrade: "give" | "get" | null; // his side in the trade the Brief offers, if any
}

export function playerVerdict({ engine, owned, bestTrade }: VerdictInput): { verdict: Verdict; reason: string | null } {
  if (bestTrade === "give")
    return { verdict: "sell", reason: "The GM's Brief offers him in its best trade for your team." };
  if (bestTrade === "get")
    return { verdict: "buy", reason: "The GM's Brief asks for him in its best trade for your team." };
  if (owned && engine === "buy") return { verdict: "hold", reason: "He is already on your roster: keep him." };
  if (!owned && engine === "sell") return { verdict: "hold", reason: "He is not on your roster: no move to make." };
  return { verdict: engine, reason: null };
}

/** The player's place for the team: on its roster, and his side in the Brief's trade (null without a league). */
export async function playerRole(
  team: TeamWithLeagueRow,
  week: number,
  playerId: string,
): Promise<Omit<VerdictInput, "engine">> {
  const d = await teamLeague(team, week).data();
  const owned = (d.model.rosters[team.id] ?? []).some((p) => p.id === playerId);
  const trade = d.weeks.includes(week) ? (await tradeSuggestions(d, team))[0] : undefined;
  const bestTrade = trade?.give.some((p) => p.id === playerId)
    ? "give"
    : trade?.get.some((p) => p.id === playerId)
      ? "get"
      : null;
  return { owned, bestTrade };
}
