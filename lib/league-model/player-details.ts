import "server-only";
import type { PlayerDetails } from "@/lib/league-model/player-types";
import type { ScoringSettings } from "@/lib/domain/league";
import { getPlayerForCard } from "@/lib/db/queries/players";
import type { TeamLeagueRow } from "@/lib/db/queries/teams";
import type { NflPlayerRef } from "@/lib/nfl";
import { newsForPlayers } from "@/lib/league-model/news";
import { resolveWeek } from "@/lib/rules/current-week";
import { draftRanks, poolKeyOf, weeklyRanking } from "./rankings";
import {
  actualPointsOf,
  pointsScored,
  preGameWeek,
  scopeFor,
  scoringSettings,
  seasonWeeks,
  withGame,
  type PlayerWeek,
  type WeekSubject,
} from "./week-distributions";
import { teamGameState } from "./game-states";
import { round2 } from "@/lib/numbers";

// Seasons the bundled data covers besides the current one (2023 is held out of the data set).
const HISTORY_SEASONS = [2024, 2022, 2021, 2020];
export const DATA_CITATIONS = ["https://github.com/nflverse/nflverse-data", "https://www.nfl.com/fantasy/"];

// Games played = weeks with a stat line (a week he sat out, injured or inactive, is not a game played).
function seasonTotal(ref: NflPlayerRef, season: number, scoring: ScoringSettings | null, throughWeek = Infinity) {
  let totalPoints = 0;
  let gamesPlayed = 0;
  for (const w of seasonWeeks(ref, season)) {
    const points = w.week <= throughWeek ? actualPointsOf(w, scoring) : null;
    if (points === null) continue;
    totalPoints += points;
    gamesPlayed += 1;
  }
  return {
    totalPoints: round2(totalPoints),
    gamesPlayed,
    avgPointsPerGame: gamesPlayed ? round2(totalPoints / gamesPlayed) : 0,
  };
}

async function playedThisWeek(
  league: TeamLeagueRow,
  player: WeekSubject,
  slot: { week: number; projectedPoints: number | null; actualPoints: number | null } | null,
  week: number,
  now: Date,
): Promise<PlayerWeek | null> {
  const scope = scopeFor(league, week, now);
  const ownSlot = slot?.week === week ? slot : null;
  const pre = preGameWeek(player, scope, ownSlot?.projectedPoints ?? null);
  const game = pre.nflTeam && !pre.onBye ? await teamGameState(pre.nflTeam, league.season, week, now) : null;
  if (!game || (game.status === "pre" && !game.completed)) return null;
  const actual = pointsScored(league, player, scope, game, ownSlot?.actualPoints ?? null);
  return withGame(pre, { playerId: player.id, week, game, actual });
}

export async function playerDetails({
  playerId,
  league,
  now,
}: {
  playerId: string;
  league: TeamLeagueRow;
  now: Date;
}): Promise<PlayerDetails | null> {
  const found = await getPlayerForCard({ playerId, leagueId: league.id });
  if (!found) return null;
  const { player, slot } = found;
  const ref: NflPlayerRef = { gsisId: player.gsisId, nflcomId: player.nflcomId, espnId: player.espnId };
  const season = league.season;
  const week = resolveWeek(league, now).week;
  const scoring = scoringSettings(league.scoring);
  const weeks = seasonWeeks(ref, season);
  // Weeks whose games are over (the current week's are still being played or about to be): the league points of
  // his stat line; a week without one is a game he did not play (null, not 0), so it never counts as played.
  const weeklyStats = weeks.map((w) => {
    const over = !w.isBye && w.week < week;
    const points = over ? actualPointsOf(w, scoring) : null;
    const label = null as "live" | "actual" | null; // set below for this week once his game started
    return { week: w.week, points, isByeWeek: w.isBye, didNotPlay: over && points === null, label };
  });
  // This week, once his game has started: the roster card's figure for him — live while the game is on, actual once
  // it is final (lib/league-model/week-distributions).
  const thisWeek = weeklyStats.find((w) => w.week === week);
  const played = thisWeek && !thisWeek.isByeWeek ? await playedThisWeek(league, player, slot, week, now) : null;
  if (thisWeek && played && played.label !== "proj") {
    thisWeek.points = played.actual;
    thisWeek.label = played.label;
  }
  // Each week's projection is the mean of the player-week every card reads (the roster card shows the same number;
  // the provider's projection stands in only for the week of his roster slot when the data has none).
  const projectedStats = weeks.map((w) => {
    const pre = preGameWeek(
      player,
      scopeFor(league, w.week, now),
      slot && slot.week === w.week ? slot.projectedPoints : null,
    );
    const known = pre.source !== "none" || pre.recentPoints.length > 0;
    return { week: w.week, points: w.isBye ? null : known ? round2(pre.dist.mean) : null };
  });
  const history = HISTORY_SEASONS.map((s) => ({ season: s, actualStats: seasonTotal(ref, s, scoring) })).filter(
    (s) => s.actualStats.gamesPlayed > 0,
  );
  const current = seasonTotal(ref, season, scoring, week - 1);
  const [latestNews = null] = await newsForPlayers({ players: [player], season, now, limit: 1 });
  const ranking = weeklyRanking(season, week, scoring, poolKeyOf(player));

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
      seasonStats: [
        { seasonId: season, points: current.totalPoints },
        ...history.map((h) => ({ seasonId: h.season, points: h.actualStats.totalPoints })),
      ],
    },
    historicalStats: { seasons: history, citations: DATA_CITATIONS },
    rankings: {
      currentWeek: week,
      positionalRanking: {
        [String(week)]: {
          positionalRanking: ranking?.positionalRanking ?? null,
          totalRanking: ranking?.totalRanking ?? null,
        },
      },
      draftRanks: draftRanks(season, poolKeyOf(player), player.auctionValue),
    },
    news: { latestNews },
  };
}
