import "server-only";
// Live game state as the live job stores it (NflGame's status, quarter, clock, scores, possession, red zone) and as
// every request reads it: one copy in the database for all app instances.
import { db } from "@/lib/db/client";
import type { ScoreboardGame } from "@/lib/providers/espn/site-api";

/**
 * A game stays on the scoreboard watch list this long after kickoff until ESPN calls it final: a week, so a server
 * that was down when the games ended (started again on Tuesday) still fetches their final state.
 */
const WATCH_MS = 7 * 24 * 60 * 60 * 1000;

/** The weeks with a stored game that has kicked off and is not final yet (none: nothing to fetch). */
export async function weeksInPlay(now: Date, excludeSeasons: number[]): Promise<{ season: number; week: number }[]> {
  const rows = await db.nflGame.findMany({
    where: {
      season: { notIn: excludeSeasons },
      kickoff: { lte: now, gt: new Date(now.getTime() - WATCH_MS) },
      status: { not: "post" },
    },
    distinct: ["season", "week"],
    select: { season: true, week: true },
    orderBy: [{ season: "asc" }, { week: "asc" }],
  });
  return rows;
}

const pairKey = (a: string, b: string) => [a, b].sort().join("-");

/**
 * Writes the scoreboard's state onto the week's stored games in one transaction; games are matched by their two
 * teams (ESPN may list a neutral-site game the other way round). Returns how many stored games it updated.
 */
export async function storeScoreboard(season: number, week: number, games: ScoreboardGame[]): Promise<number> {
  const stored = await db.nflGame.findMany({
    where: { season, week },
    select: { id: true, homeTeam: true, awayTeam: true },
  });
  const byPair = new Map(games.map((g) => [pairKey(g.homeTeam, g.awayTeam), g]));
  const updates = stored.flatMap((row) => {
    const game = byPair.get(pairKey(row.homeTeam, row.awayTeam));
    if (!game) return [];
    const flipped = game.homeTeam !== row.homeTeam;
    return [
      db.nflGame.update({
        where: { id: row.id },
        data: {
          status: game.status,
          quarter: game.quarter,
          clock: game.clock,
          homeScore: flipped ? game.awayScore : game.homeScore,
          awayScore: flipped ? game.homeScore : game.awayScore,
          possession: game.possession,
          redZone: game.redZone,
        },
      }),
    ];
  });
  await db.$transaction(updates);
  return updates.length;
}

/** The stored games of one week with their live state. */
export function storedWeekGames(season: number, week: number) {
  return db.nflGame.findMany({ where: { season, week } });
}
