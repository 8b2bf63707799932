import "server-only";
// /waiver-analyzer: candidate add/drop pairs priced side by side (Δ playoff, bye and title odds on common
// random numbers), with Δ points per remaining week, bye coverage and the FAAB bid. Roster limits enforced.
import { ApiError } from "@/lib/api/errors";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { withRosterChange } from "@/lib/engine";
import { MOVE_SIMULATIONS } from "@/lib/league-model/league-state";
import { priceClaimSets } from "./priced-moves";
import { decisionContext, oddsChange, rosterCount, rosteredPlayer, rosterLimit } from "./context";
import { bidFor } from "./faab";
import { starterPointsGained, weeklyEffects } from "./roster-effects";
import type { DecisionPlayer, WaiverAnalysis, WaiverPairResult } from "./types";
import { freeAgentsOf, toModelPlayer } from "./waivers";

export interface WaiverPairInput {
  add: string[];
  drop: string[];
}

export async function analyzeWaivers({
  team,
  now,
  pairs,
}: {
  team: TeamWithLeagueRow;
  now: Date;
  pairs: WaiverPairInput[];
}): Promise<WaiverAnalysis> {
  const ctx = await decisionContext(team, now);
  if (ctx.empty) throw new ApiError("unprocessable", ctx.empty.message);
  const d = await ctx.data();
  const limit = rosterLimit(team);
  const size = rosterCount(d, team.id);
  const free = new Map((await freeAgentsOf(ctx, d)).map((c) => [c.player.ref.id, c]));
  const mine = new Set(d.slots.filter((s) => s.teamId === team.id && s.playerId).map((s) => s.playerId as string));

  const checked = pairs.map((pair) => {
    const adds = pair.add.map((id) => {
      const c = free.get(id);
      if (!c) {
        const rostered = rosteredPlayer(d, id);
        throw new ApiError(
          "unprocessable",
          rostered
            ? `${rostered.name} is on a roster in this league, not a free agent`
            : `Player ${id} is not an available free agent this week`,
        );
      }
      return c;
    });
    for (const id of pair.drop)
      if (!mine.has(id)) throw new ApiError("unprocessable", `Player ${id} is not on your roster`);
    if (size + adds.length - pair.drop.length > limit) {
      throw new ApiError(
        "unprocessable",
        `Roster limit: ${size} players + ${adds.length} added − ${pair.drop.length} ` +
          `dropped is more than the ${limit} your league allows. Drop more players.`,
      );
    }
    return { adds, drop: pair.drop };
  });

  const claims = checked.map((p) => ({
    add: p.adds.flatMap((c) => toModelPlayer(d, c, team.league) ?? []),
    drop: p.drop,
  }));
  const variants = claims.map((c) => withRosterChange(d.model, team.id, c.add, c.drop));
  // Priced once per league state: a pair seen on /waivers, in the Brief or the chat shows the same Δ here.
  const priced = await priceClaimSets(d, team.id, claims);

  const results: WaiverPairResult[] = checked.map((p, i) => {
    const delta = priced[i];
    const after = variants[i];
    if (!delta || !after) throw new Error("analyzeWaivers: missing price");
    const position = p.adds[0]?.player.season.position ?? "";
    const bid = p.adds.length ? bidFor(d, team.id, position, delta) : { bid: null, reason: null };
    const add: DecisionPlayer[] = p.adds.map((c) => ({ ...c.player.ref }));
    const drop = p.drop.flatMap((id) => rosteredPlayer(d, id) ?? []);
    return {
      add,
      drop,
      odds: oddsChange(delta, team.name),
      bid: bid.bid,
      bidReason: bid.reason,
      weekly: weeklyEffects(d.model, after, team.id),
      restOfSeasonDelta: starterPointsGained(d.model, after, team.id),
    };
  });
  results.sort((a, b) => b.odds.deltaPlayoff - a.odds.deltaPlayoff || b.odds.deltaTitle - a.odds.deltaTitle);
  return {
    week: ctx.week,
    restOfSeasonWeeks: ctx.restOfSeasonWeeks,
    rosterLimit: limit,
    rosterSize: size,
    pairs: results,
    simulations: MOVE_SIMULATIONS,
  };
}
