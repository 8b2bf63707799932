import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { noStore } from "@/lib/api/no-store";
import { nflMatchupsQuery } from "@/lib/validations/nfl";
import { weekParams } from "@/lib/validations/params";
import { footballNow } from "@/lib/clock";
import { requireLeague } from "@/lib/api/league";
import { gameStates } from "@/lib/league-model/roster";
import { gamesForWeek, refreshStoredData, seasonFor } from "@/lib/nfl";

// GET /api/nfl/matchups/{week}?leagueId= — the NFL games of a week with their state at the league's football clock
export const GET = withUser(async ({ req, user, params: raw }) => {
  const { week } = parseParams(raw, weekParams);
  const query = parseQuery(req, nflMatchupsQuery);
  const league = query.leagueId ? (await requireLeague(query.leagueId, user.id)).league : null;
  const now = footballNow(league);
  const season = query.season ?? league?.season ?? seasonFor(now);
  await refreshStoredData();
  const games = gamesForWeek(season, week);
  const states = await gameStates(
    games.map((g) => g.homeTeam),
    season,
    week,
    now,
  );
  return noStore(
    games.map((g) => {
      const s = states.get(g.homeTeam) ?? null;
      return {
        id: g.id,
        week: g.week,
        homeTeam: g.homeTeam,
        awayTeam: g.awayTeam,
        kickoff: g.kickoff.toISOString(),
        status: s?.status ?? "pre",
        quarter: s && s.status !== "pre" ? s.quarter : null,
        clock: s && s.status !== "pre" ? s.clock : null,
        homeScore: s && s.status !== "pre" ? s.homeScore : null,
        awayScore: s && s.status !== "pre" ? s.awayScore : null,
        possession: s?.status === "in" ? (s.onField ? g.homeTeam : g.awayTeam) : null,
        redZone: Boolean(s?.inRedZone),
      };
    }),
  );
});
