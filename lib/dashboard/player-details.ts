import "server-only";
import type { PlayerDetails } from "@/components/player/types";
import type { NewsItem, NewsRecord } from "@/lib/domain/news";
import { getPlayerForCard } from "@/lib/db/queries/player-details";
import type { DashboardLeagueRow } from "@/lib/db/queries/dashboard";
import { getActualWeek, getPlayerNewsLive, playerSeasonWeeks } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import { draftRanks, weeklyRanking } from "./rankings";
import { pointsKey, type PointsKey } from "./scoring-key";

// Seasons the bundled data covers besides the current one (2023 is held out of the data set).
const HISTORY_SEASONS = [2024, 2022, 2021, 2020];
export const DATA_CITATIONS = ["https://github.com/nflverse/nflverse-data", "https://www.nfl.com/fantasy/"];
const round2 = (n: number) => Math.round(n * 100) / 100;

type Ref = { gsisId: string | null; nflcomId: string | null };

function seasonTotal(ref: Ref, season: number, key: PointsKey, throughWeek = 18) {
  let totalPoints = 0;
  let gamesPlayed = 0;
  for (let week = 1; week <= throughWeek; week++) {
    const row = getActualWeek({ ...ref, season, week });
    if (row) {
      totalPoints += row[`pts${key}`];
      gamesPlayed += 1;
    }
  }
  return { totalPoints: round2(totalPoints), gamesPlayed, avgPointsPerGame: gamesPlayed ? round2(totalPoints / gamesPlayed) : 0 };
}

export const toNewsJson = (n: NewsRecord): NewsItem => ({
  ...n,
  publishedAt: n.publishedAt.toISOString(),
});

export async function playerDetails({ playerId, league, now }: { playerId: string; league: DashboardLeagueRow; now: Date }): Promise<PlayerDetails | null> {
  const found = await getPlayerForCard({ playerId, leagueId: league.id });
  if (!found) return null;
  const { player, slot } = found;
  const ref: Ref = { gsisId: player.gsisId, nflcomId: player.nflcomId };
  const season = league.season;
  const week = resolveWeek(league, now).week;
  const key = pointsKey(league.scoring);
  const weeks = playerSeasonWeeks({ ...ref, season });
  const poolKey = player.gsisId ?? (player.nflcomId ? `nflcom-${player.nflcomId}` : player.id);
  // Weeks whose games are over: the current week's are still being played or about to be.
  const weeklyStats = weeks.map((w) => ({
    week: w.week,
    isByeWeek: w.isBye,
    points: w.isBye || w.week >= week ? null : round2(w.actual?.[`pts${key}`] ?? 0),
  }));
  const projectedStats = weeks.map((w) => ({ week: w.week, points: w.projection ? round2(w.projection[`proj${key}`]) : null }));
  const history = HISTORY_SEASONS.map((s) => ({ season: s, actualStats: seasonTotal(ref, s, key) })).filter((s) => s.actualStats.gamesPlayed > 0);
  const current = seasonTotal(ref, season, key, week - 1);
  const news = await getPlayerNewsLive({ ...ref, name: player.fullName, season, now });
  const ranking = weeklyRanking(season, week, key, poolKey);

  return {
    basic: {
      id: player.id,
      fullName: player.fullName,
      jersey: player.jersey,
      position: player.position === "DST" ? "D/ST" : player.position,
      proTeam: player.nflTeam,
      imageUrl: player.imageUrl,
      injuryStatus: player.injuryStatus ?? "ACTIVE",
      droppable: slot?.droppable ?? true,
      tradeLocked: slot?.tradeLocked ?? false,
      eligibleSlots: player.eligibleSlots,
    },
    ownership: {
      percentOwned: player.percentOwned,
      percentStarted: player.percentStarted,
      percentChange: player.percentChange,
      averageDraftPosition: player.averageDraftPosition,
      auctionValueAverage: player.auctionValue,
      auctionValueAverageChange: player.auctionValueChange,
    },
    stats: {
      weeklyStats,
      projectedStats,
      seasonStats: [{ seasonId: season, points: current.totalPoints }, ...history.map((h) => ({ seasonId: h.season, points: h.actualStats.totalPoints }))],
    },
    historicalStats: { seasons: history, citations: DATA_CITATIONS },
    rankings: {
      currentWeek: week,
      positionalRanking: { [String(week)]: { positionalRanking: ranking?.positionalRanking ?? null, totalRanking: ranking?.totalRanking ?? null } },
      draftRanks: draftRanks(season, poolKey, player.auctionValue),
    },
    news: { latestNews: news[0] ? toNewsJson(news[0]) : null },
  };
}
