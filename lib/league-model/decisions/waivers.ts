import "server-only";
// /waivers: this league's free agents (pool players no team rosters), the best of them priced as "add him,
// drop the suggested player" in Δ playoff and title odds, with a FAAB bid or waiver-priority advice.
import type { Candidate } from "@/lib/league-model/team/candidates";
import { leagueNextWaiverRun } from "@/lib/domain/waiver-run";
import { modelPlayer, type LeagueData } from "@/lib/league-model/team/league-model";
import { normalizeName } from "@/lib/domain/player-name";
import { expandNickname } from "@/lib/league-model/team/player-lookup";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import type { ModelPlayer, WaiverTarget } from "@/lib/engine";
import { availableIn, claimDrop, priceWaiverClaims } from "@/lib/league-model/team/waiver-claims";
import { MOVE_SIMULATIONS } from "@/lib/league-model/league-state";
import { byeWeeks } from "@/lib/nfl";
import { memo } from "./cache";
import { decisionContext, rosteredPlayer, type DecisionContext } from "./context";
import { bidFor } from "./faab";
import type { WaiverRow, WaiversView } from "./types";
import { isInjured } from "@/lib/domain/injury";
import { percentPoints } from "@/lib/numbers";
import { leagueOwnership } from "@/lib/db/queries/players";
import { ownedPercent } from "@/lib/rules/ownership";

export interface WaiverFilters {
  position: string | null;
  q: string | null;
  playable: boolean; // hide players on bye this week
  hideInjured: boolean;
  page: number;
  pageSize: number;
}

export async function freeAgentsOf(ctx: DecisionContext, d: LeagueData): Promise<Candidate[]> {
  const available = availableIn(d);
  return (await ctx.freeAgents()).filter((c) => available(c.player));
}

/** The claim as the engine prices it (null for a player the data cannot project, e.g. without a position). */
export function toModelPlayer(d: LeagueData, c: Candidate, league: TeamWithLeagueRow["league"]): ModelPlayer | null {
  return modelPlayer(d, c.player, league);
}

function pricedTargets(ctx: DecisionContext, d: LeagueData, free: Candidate[]): Promise<WaiverTarget[]> {
  return memo(`waivers:${ctx.syncKey}:${ctx.team.id}`, () => priceWaiverClaims(d, ctx.team, free));
}

function priorityAdvice(ctx: DecisionContext, best: WaiverTarget | undefined): string | null {
  const type = ctx.team.league.waiverType;
  if (type === "FAAB") return null;
  if (type === "NONE")
    return "Free agency is first come, first served here: add the top player as soon as he is available.";
  const pos = ctx.waiverPriority ? `You hold waiver priority #${ctx.waiverPriority}. ` : "";
  const gain = best ? percentPoints(best.price.team.deltaPlayoffOdds) : 0;
  return gain >= 2
    ? `${pos}Use it: the best claim adds ${gain} points of playoff odds, worth more than keeping your place in line.`
    : `${pos}Keep it: no claim adds 2 points of playoff odds or more, so your place ` +
        `in line is worth more for a later breakout.`;
}

export async function waiversView({
  team,
  now,
  filters,
}: {
  team: TeamWithLeagueRow;
  now: Date;
  filters: WaiverFilters;
}): Promise<WaiversView> {
  const ctx = await decisionContext(team, now);
  const faabBudget = team.league.waiverType === "FAAB" ? team.league.faabBudget : null;
  const base: WaiversView = {
    week: ctx.week,
    restOfSeasonWeeks: ctx.restOfSeasonWeeks,
    waiverType: team.league.waiverType,
    faabLeft: null,
    faabBudget,
    priorityAdvice: null,
    nextRun: leagueNextWaiverRun(team.league, now)?.toISOString() ?? null,
    rows: [],
    total: 0,
    page: filters.page,
    pageSize: filters.pageSize,
    pricedCount: 0,
    simulations: MOVE_SIMULATIONS,
    empty: ctx.empty,
  };
  if (ctx.empty) return base;
  const d = await ctx.data();
  const free = await freeAgentsOf(ctx, d);
  const targets = await pricedTargets(ctx, d, free);
  const priced = new Map(targets.map((t, rank) => [t.player.id, { t, rank }]));
  const byes = byeWeeks(d.ctx.season);

  const q = filters.q ? normalizeName(expandNickname(filters.q)) : "";
  const visible = free.filter((c) => {
    const ref = c.player.ref;
    if (filters.position && c.player.season.position !== filters.position) return false;
    if (filters.playable && c.projection.bye) return false;
    if (filters.hideInjured && isInjured(ref.injuryStatus)) return false;
    return !q || normalizeName(ref.name).includes(q);
  });
  // Priced players first by Δ playoff odds (the engine's order), then the rest by rest-of-season points.
  visible.sort((a, b) => {
    const pa = priced.get(a.player.ref.id),
      pb = priced.get(b.player.ref.id);
    if (pa && pb) return pa.rank - pb.rank;
    if (pa || pb) return pa ? -1 : 1;
    return b.restMean - a.restMean;
  });
  const start = (filters.page - 1) * filters.pageSize;
  const ownership = await leagueOwnership({ season: d.ctx.season, week: d.ctx.week });
  const rows: WaiverRow[] = visible.slice(start, start + filters.pageSize).map((c) => {
    const ref = c.player.ref;
    const hit = priced.get(ref.id)?.t;
    const dropId = hit ? hit.drop : (claimDrop(d, team.id, toModelPlayer(d, c, team.league))?.id ?? null);
    const drop = dropId ? rosteredPlayer(d, dropId) : null;
    const bid = hit ? bidFor(d, team.id, c.player.season.position, hit.price.team) : { bid: null, reason: null };
    const byeWeek = ref.nflTeam ? (byes[ref.nflTeam] ?? null) : null;
    return {
      ...ref,
      projection: c.projection.mean,
      restOfSeason: c.restMean,
      percentOwned: ownedPercent(c.player.percentOwned, ownership, ref.id),
      trend: c.trend,
      byeWeek,
      onByeThisWeek: c.projection.bye,
      deltaPlayoff: hit ? percentPoints(hit.price.team.deltaPlayoffOdds) : null,
      sePlayoff: hit ? percentPoints(hit.price.team.sePlayoffOdds) : null,
      deltaTitle: hit ? percentPoints(hit.price.team.deltaTitleOdds) : null,
      drop,
      bid: bid.bid,
      bidReason: bid.reason,
    };
  });
  return {
    ...base,
    faabLeft: faabBudget !== null ? (d.faab.budgetLeft.get(team.id) ?? 0) : null,
    priorityAdvice: priorityAdvice(ctx, targets[0]),
    rows,
    total: visible.length,
    pricedCount: targets.length,
  };
}
