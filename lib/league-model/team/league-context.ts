import "server-only";
// League-aware pieces of the AI tools for one user's team: trade and waiver pricing through the engine's
// season simulation (Δ playoff odds), built lazily once per request. Claims are priced by ./waiver-claims,
// as on /waivers.
import { availableIn, priceWaiverClaims } from "@/lib/league-model/team/waiver-claims";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import type { Candidate } from "@/lib/league-model/team/candidates";
import type { LeagueTrades, LeagueWaivers } from "@/lib/league-model/team/league-actions";
import { buildLeagueModel, leagueScoring, type LeagueData } from "@/lib/league-model/team/league-model";
import { priceTrades } from "@/lib/league-model/decisions/priced-moves";
import { tradeWithDrops } from "@/lib/league-model/decisions/context";
import type { NflContext } from "@/lib/league-model/team/context";
import { footballNow } from "@/lib/clock";
import type { EvaluateTradeResult, WaiverTarget } from "@/lib/ai/tools/types";
import { percentPoints } from "@/lib/numbers";
import { regularSeasonEnd } from "@/lib/rules/rest-of-season";

export interface TeamLeague extends LeagueTrades {
  team: TeamWithLeagueRow;
  week: number;
  context: NflContext;
  data(): Promise<LeagueData>;
  waivers(): Promise<LeagueWaivers>;
}

export function teamLeague(team: TeamWithLeagueRow, week: number): TeamLeague {
  let cached: Promise<LeagueData> | null = null;
  const data = () => (cached ??= buildLeagueModel(team, week));

  async function priceTrade(
    give: string[],
    get: string[],
  ): Promise<Pick<
    EvaluateTradeResult,
    "partnerTeam" | "partnerTeamId" | "myDeltaPlayoffOdds" | "partnerDeltaPlayoffOdds" | "verdict"
  > | null> {
    const d = await data();
    const mine = new Set((d.model.rosters[team.id] ?? []).map((p) => p.id));
    if (!give.every((id) => mine.has(id))) return null;
    const partnerId = Object.keys(d.model.rosters).find(
      (id) => id !== team.id && get.every((g) => d.model.rosters[id]?.some((p) => p.id === g)),
    );
    if (!partnerId) return null;
    const [evaluation] = await priceTrades(d, [
      tradeWithDrops(d, team, { teamId: team.id, partnerId, give, receive: get }),
    ]);
    if (!evaluation) return null;
    const my = evaluation.price.team;
    const partner = evaluation.price.partner;
    const verdict =
      my.deltaPlayoffOdds > my.sePlayoffOdds ? "accept" : my.deltaPlayoffOdds < -my.sePlayoffOdds ? "decline" : "fair";
    return {
      partnerTeam: d.teamNames.get(partnerId) ?? null,
      partnerTeamId: partnerId,
      myDeltaPlayoffOdds: percentPoints(my.deltaPlayoffOdds),
      partnerDeltaPlayoffOdds: partner ? percentPoints(partner.deltaPlayoffOdds) : null,
      verdict,
    };
  }

  async function waivers(): Promise<LeagueWaivers> {
    const d = await data();
    return {
      faabRemaining: d.faab.budget !== null ? (d.faab.budgetLeft.get(team.id) ?? 0) : null,
      isAvailable: availableIn(d),
      async priceClaims(candidates: Candidate[]): Promise<WaiverTarget[]> {
        const byId = new Map(candidates.map((c) => [c.player.ref.id, c]));
        const roster = new Map((d.model.rosters[team.id] ?? []).map((p) => [p.id, p]));
        return (await priceWaiverClaims(d, team, candidates)).flatMap((t) => {
          const c = byId.get(t.player.id);
          if (!c) return [];
          const drop = t.drop ? roster.get(t.drop) : undefined;
          return [
            {
              ...c.player.ref,
              projection: c.projection,
              restOfSeasonMean: c.restMean,
              percentOwned: c.player.percentOwned,
              deltaPlayoffOdds: percentPoints(t.price.team.deltaPlayoffOdds),
              sePlayoffOdds: percentPoints(t.price.team.sePlayoffOdds),
              bid: t.bid,
              drop: drop
                ? {
                    id: drop.id,
                    name: drop.name ?? drop.id,
                    position: drop.position,
                    nflTeam: drop.nflTeam,
                    injuryStatus: null,
                  }
                : null,
            },
          ];
        });
      },
    };
  }

  const context: NflContext = {
    season: team.league.season,
    week,
    lastWeek: regularSeasonEnd(team.league),
    scoring: leagueScoring(team.league.scoring),
    now: footballNow(team.league),
  };
  return { team, week, context, data, waivers, priceTrade };
}
