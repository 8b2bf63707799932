import "server-only";
// A team's waiver claims, priced one way for every screen that shows one: /waivers, /manage's Before lock, the
// GM's Brief and the chat's waiver answers. The same free agents, the same drop rule (the engine's dropFor), the
// league state's stored price (../decisions/priced-moves), and the same rivals in the FAAB bid — so a claim's
// Δ playoff odds and bid are one number wherever they appear.
import type { Candidate } from "@/lib/league-model/team/candidates";
import type { ResolvedPlayer } from "@/lib/league-model/team/context";
import { modelPlayer, type LeagueData } from "@/lib/league-model/team/league-model";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { dropFor, rosterNeeds, type FaabContext, type ModelPlayer, type WaiverTarget } from "@/lib/engine";
import { remainingWeeks } from "@/lib/engine/league-model";
import { bestClaims } from "@/lib/league-model/decisions/priced-moves";

/** True for a pool player no team in the league rosters (matched by id, and by data ids for kickers). */
export function availableIn(d: LeagueData): (p: ResolvedPlayer) => boolean {
  const taken = new Set(d.slots.flatMap((s) => (s.playerId ? [s.playerId] : [])));
  const gsis = new Set(d.slots.flatMap((s) => (s.player?.gsisId ? [s.player.gsisId] : [])));
  const nflcom = new Set(d.slots.flatMap((s) => (s.player?.nflcomId ? [s.player.nflcomId] : [])));
  return (p) => {
    const ref = p.season.ref;
    return !taken.has(p.ref.id) && !(ref.gsisId && gsis.has(ref.gsisId)) && !(ref.nflcomId && nflcom.has(ref.nflcomId));
  };
}

/**
 * The FAAB context of a bid, or null without FAAB. A rival needs a position when he cannot fill its starting slots
 * with healthy, non-bye players in the first week still to play (the engine's rosterNeeds).
 */
export function faabContext(d: LeagueData, teamId: string): FaabContext | null {
  if (d.faab.budget === null) return null;
  const needWeek = d.weeks.includes(d.ctx.week) ? d.ctx.week : (d.weeks[0] ?? d.ctx.week);
  return {
    budgetLeft: d.faab.budgetLeft.get(teamId) ?? 0,
    totalBudget: d.faab.budget,
    weeksLeft: d.weeks.length,
    rivals: [...d.faab.budgetLeft]
      .filter(([id]) => id !== teamId)
      .map(([id, left]) => ({
        budgetLeft: left,
        needs: rosterNeeds(d.model.slots, d.model.rosters[id] ?? [], needWeek),
      })),
  };
}

/** The team's players in IR slots: a claim never drops one (he frees no roster spot). */
function reserveOf(d: LeagueData, teamId: string): Set<string> {
  return new Set(
    d.slots.filter((s) => s.teamId === teamId && s.slot === "IR").flatMap((s) => (s.playerId ? [s.playerId] : [])),
  );
}

/** The player a claim of `add` cuts: the one this roster misses least (the rule every priced claim uses). */
export function claimDrop(d: LeagueData, teamId: string, add: ModelPlayer | null): ModelPlayer | null {
  if (!add) return null;
  const reserve = reserveOf(d, teamId);
  const roster = (d.model.rosters[teamId] ?? []).filter((p) => !reserve.has(p.id));
  return dropFor(add, roster, d.model.slots, remainingWeeks(d.model));
}

/** The best claims among `free` (available players), best Δ playoff odds first, each with its drop and bid. */
export function priceWaiverClaims(
  d: LeagueData,
  team: TeamWithLeagueRow,
  free: readonly Candidate[],
): Promise<WaiverTarget[]> {
  return bestClaims(
    d,
    team.id,
    free.flatMap((c) => modelPlayer(d, c.player, team.league) ?? []),
    { faab: faabContext(d, team.id), reserve: reserveOf(d, team.id) },
  );
}
