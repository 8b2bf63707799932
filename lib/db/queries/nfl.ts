import "server-only";
import { db } from "@/lib/db/client";
import { GAME_WALL_MINUTES } from "@/lib/nfl/game-state";
import { allGames, bundledSeasons } from "@/lib/nfl/schedule";
import { seasonAnchor } from "@/lib/nfl/season";

// Football calendar rows (the current-week anchor of each season in the bundled schedule), from lib/nfl/season's rule.
export async function upsertSeasonConfigs() {
  for (const season of new Set(allGames().map((g) => g.season))) {
    const week1Anchor = seasonAnchor(season);
    await db.seasonConfig.upsert({ where: { season }, create: { season, week1Anchor }, update: { week1Anchor } });
  }
}

// The bundled schedule as NflGame rows (seasons stored by the schedule job are left alone), with final scores only
// for games already over at `now` (the football clock). Live state is derived per request by lib/nfl (getGameState),
// so these rows are a calendar, not a feed.
export async function replaceNflGames({ now }: { now: Date }) {
  const seasons = bundledSeasons();
  const rows = allGames()
    .filter((g) => seasons.includes(g.season))
    .map((g) => {
      const over = now.getTime() >= g.kickoff.getTime() + GAME_WALL_MINUTES * 60_000;
      return {
        id: g.id,
        season: g.season,
        week: g.week,
        gameType: g.gameType,
        homeTeam: g.homeTeam,
        awayTeam: g.awayTeam,
        kickoff: g.kickoff,
        homeScore: over ? g.homeScore : null,
        awayScore: over ? g.awayScore : null,
        status: over ? "post" : now >= g.kickoff ? "in" : "pre",
        quarter: over ? 4 : null,
        clock: null,
        possession: null,
        redZone: false,
      };
    });
  await db.$transaction([
    db.nflGame.deleteMany({ where: { season: { in: seasons } } }),
    db.nflGame.createMany({ data: rows }),
  ]);
}
