import "server-only";
import { db } from "@/lib/db/client";
import { GAME_WALL_MINUTES } from "@/lib/nfl/game-state";
import { allGames } from "@/lib/nfl/schedule";
import { SEASON_ANCHORS } from "@/lib/nfl/season";

// Football calendar rows (the current-week anchor per season).
export async function upsertSeasonConfigs() {
  for (const [season, anchor] of Object.entries(SEASON_ANCHORS)) {
    await db.seasonConfig.upsert({ where: { season: Number(season) }, create: { season: Number(season), week1Anchor: new Date(anchor) }, update: { week1Anchor: new Date(anchor) } });
  }
}

// The bundled schedule as NflGame rows, with final scores only for games already over at `now` (the football
// clock). Live state is derived per request by lib/nfl (getGameState), so these rows are a calendar, not a feed.
export async function replaceNflGames({ now }: { now: Date }) {
  const rows = allGames().map((g) => {
    const over = now.getTime() >= g.kickoff.getTime() + GAME_WALL_MINUTES * 60_000;
    return {
      id: g.id, season: g.season, week: g.week, gameType: g.gameType, homeTeam: g.homeTeam, awayTeam: g.awayTeam, kickoff: g.kickoff,
      homeScore: over ? g.homeScore : null, awayScore: over ? g.awayScore : null, status: over ? "post" : now >= g.kickoff ? "in" : "pre",
      quarter: over ? 4 : null, clock: null, possession: null, redZone: false,
    };
  });
  await db.$transaction([db.nflGame.deleteMany({}), db.nflGame.createMany({ data: rows })]);
}
