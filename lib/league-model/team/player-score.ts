import "server-only";
// The engine's 0–100 player score for a player the tools resolved, with its numeric drivers.
import { scorePlayer, type PlayerScore } from "@/lib/engine";
import type { NflContext, ResolvedPlayer } from "@/lib/league-model/team/context";
import { distributionFor } from "@/lib/league-model/team/projections";
import { byeWeeks } from "@/lib/nfl";

export function engineScore(
  ctx: NflContext,
  p: ResolvedPlayer,
  games: { week: number; points: number }[],
  restMeans: number[],
  deltaPlayoffOdds: number | null = null,
  positionRank: number | null = null, // the Rankings tab's positional rank this week (lib/league-model/rankings)
): PlayerScore {
  const recentPoints = games.map((g) => g.points);
  const team = p.ref.nflTeam;
  const bye = team ? byeWeeks(ctx.season)[team] : undefined;
  const latest = [...p.season.weeks].reverse().find((w) => w.week < ctx.week && w.actual);
  const score = scorePlayer({
    name: p.ref.name,
    position: p.season.position,
    dist: distributionFor(p.season, ctx.week, ctx.scoring, p.ref.injuryStatus),
    recentPoints,
    seasonPoints: recentPoints.reduce((a, b) => a + b, 0),
    percentOwned: p.percentOwned,
    injuryStatus: p.ref.injuryStatus ?? undefined,
    byeWeeksLeft: bye !== undefined && bye >= ctx.week && bye <= ctx.lastWeek ? 1 : 0,
    targetShare: latest?.actual?.targetShare ?? null,
    deltaPlayoffOdds,
    restOfSeasonMeans: restMeans,
    positionRank,
  });
  // The rank is this week's, by the projections the Rankings tab orders: say so, in the tab's own words.
  const rankEvidence = positionRank ? `${p.season.position} #${positionRank} in week ${ctx.week}'s rankings` : null;
  return rankEvidence
    ? {
        ...score,
        drivers: score.drivers.map((d) => (d.name === "Positional rank" ? { ...d, evidence: rankEvidence } : d)),
      }
    : score;
}

export function scoreFor(
  ctx: NflContext,
  p: ResolvedPlayer,
  games: { week: number; points: number }[],
  restMeans: number[],
) {
  const s = engineScore(ctx, p, games, restMeans);
  return { overall: s.overallScore, drivers: s.drivers };
}
