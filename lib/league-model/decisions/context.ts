import "server-only";
// One decision request's league: the week (the one current-week rule), the engine's league model from the
// AI data layer (cached per league, week and sync), the free-agent pool, and the roster limits.
import { ApiError } from "@/lib/api/errors";
import { buildLeagueModel, type LeagueData } from "@/lib/league-model/team/league-model";
import { projectedCandidates, type Candidate } from "@/lib/league-model/team/candidates";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { getTeamHostMeta } from "@/lib/db/queries/teams";
import { resolveWeek } from "@/lib/rules/current-week";
import { withTradeDrops, type OddsDelta, type TradeProposal } from "@/lib/engine";
import type { ModelOddsDelta } from "@/lib/engine/price-model";
import { memo } from "./cache";
import { hostTeamUrl } from "./host-link";
import type { DecisionEmpty, DecisionPlayer, OddsChange } from "./types";
import { percentPoints } from "@/lib/numbers";
import { regularSeasonEnd, restOfSeasonSpan, type WeekSpan } from "@/lib/rules/rest-of-season";
import { unprojectedStarterCount } from "@/lib/league-model/playoff";

export interface DecisionContext {
  team: TeamWithLeagueRow;
  week: number;
  currentWeek: number; // the football clock's week (resolveWeek), which `week` may look past
  restOfSeasonWeeks: WeekSpan; // the weeks every rest-of-season figure of the request covers
  syncKey: string; // league:week:lastSyncedAt — the cache key prefix of everything built from the league
  empty: DecisionEmpty | null;
  host: { url: string; name: string } | null;
  waiverPriority: number | null;
  data: () => Promise<LeagueData>;
  freeAgents: () => Promise<Candidate[]>;
}

export async function decisionContext(
  team: TeamWithLeagueRow,
  now: Date,
  weekOverride?: number,
): Promise<DecisionContext> {
  const meta = await getTeamHostMeta({ teamId: team.id });
  if (!meta) throw new ApiError("not_found", "Team not found");
  const resolved = resolveWeek(team.league, now);
  const week = weekOverride ?? resolved.week;
  const syncKey = `${team.league.id}:${week}:${meta.league.lastSyncedAt?.getTime() ?? 0}`;
  const lastRegular = regularSeasonEnd(team.league);
  const empty: DecisionEmpty | null =
    resolved.phase === "preseason"
      ? {
          reason: "preseason",
          message: `The ${team.league.season} season has not started yet: there are no games to price until week 1.`,
        }
      : resolved.phase === "over" || week > lastRegular
        ? {
            reason: "season-over",
            message:
              `The regular season is over (it ended in week ${lastRegular}): no playoff ` + `odds are left to change.`,
          }
        : await missingProjections(team, week, now);
  const data = () => memo(`data:${syncKey}`, () => buildLeagueModel(team, week));
  return {
    team,
    week,
    currentWeek: resolved.week,
    restOfSeasonWeeks: restOfSeasonSpan(week, lastRegular),
    syncKey,
    empty,
    host: hostTeamUrl({
      provider: meta.league.provider,
      leagueExternalId: meta.league.externalId,
      teamExternalId: meta.externalId,
      season: team.league.season,
    }),
    waiverPriority: meta.waiverPriority,
    data,
    // Every pool player with a role this week, projected in the league's scoring (rostered ones filtered by callers).
    freeAgents: () => memo(`pool:${syncKey}`, async () => projectedCandidates((await data()).ctx, null)),
  };
}

// Moves priced from lineups nobody projects would be guesses: the pages say what is missing instead.
async function missingProjections(team: TeamWithLeagueRow, week: number, now: Date): Promise<DecisionEmpty | null> {
  const missing = await unprojectedStarterCount({ league: team.league, week, now });
  return missing
    ? {
        reason: "no-projections",
        message:
          `Nothing to price yet: ${missing} of the league's starters have no projection for week ${week}, so ` +
          "lineups, claims and trades would be judged on guesses. They are priced once a projection source has them.",
      }
    : null;
}

/** Starting slots plus bench: the most players a roster may hold (IR slots are extra room on every host). */
export function rosterLimit(team: TeamWithLeagueRow): number {
  const slots = Array.isArray(team.league.rosterSlots) ? (team.league.rosterSlots as string[]) : [];
  return slots.filter((s) => s !== "IR").length;
}

/** Players a team holds outside IR this week (what the roster limit counts). */
export function rosterCount(d: LeagueData, teamId: string): number {
  return d.slots.filter((s) => s.teamId === teamId && s.playerId && s.slot !== "IR").length;
}

/** A trade with the drops that keep both rosters within the league's limit (players on IR take no spot). */
export function tradeWithDrops(d: LeagueData, team: TeamWithLeagueRow, trade: TradeProposal): TradeProposal {
  const limit = rosterLimit(team);
  const room = (teamId: string) => Math.max(0, limit - rosterCount(d, teamId));
  const onReserve = new Set(d.slots.flatMap((s) => (s.slot === "IR" && s.playerId ? [s.playerId] : [])));
  return withTradeDrops(d.model, trade, { team: room(trade.teamId), partner: room(trade.partnerId) }, onReserve);
}

export function oddsChange(delta: OddsDelta | ModelOddsDelta, teamName: string): OddsChange {
  const bye = "deltaByeOdds" in delta ? delta : null;
  return {
    teamId: delta.teamId,
    teamName,
    playoffBefore: percentPoints(delta.basePlayoffOdds),
    playoffAfter: percentPoints(delta.playoffOdds),
    deltaPlayoff: percentPoints(delta.deltaPlayoffOdds),
    sePlayoff: percentPoints(delta.sePlayoffOdds),
    byeBefore: bye ? percentPoints(bye.baseByeOdds) : 0,
    byeAfter: bye ? percentPoints(bye.byeOdds) : 0,
    deltaBye: bye ? percentPoints(bye.deltaByeOdds) : 0,
    titleBefore: percentPoints(delta.baseTitleOdds),
    titleAfter: percentPoints(delta.titleOdds),
    deltaTitle: percentPoints(delta.deltaTitleOdds),
    seTitle: percentPoints(delta.seTitleOdds),
  };
}

/** A rostered player of the league as the pages show him. */
export function rosteredPlayer(d: LeagueData, playerId: string): DecisionPlayer | null {
  const slot = d.slots.find((s) => s.playerId === playerId);
  const p = slot?.player;
  return p
    ? { id: p.id, name: p.fullName, position: p.position, nflTeam: p.nflTeam, injuryStatus: p.injuryStatus }
    : null;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
