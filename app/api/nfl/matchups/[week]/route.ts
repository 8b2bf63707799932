import { z } from "zod";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { cacheBusters, noStore, weekSchema } from "@/lib/dashboard/http";
import { footballNow } from "@/lib/clock";
import { gameStates } from "@/lib/dashboard/roster";
import { gamesForWeek, seasonFor } from "@/lib/nfl";

const params = z.object({ week: weekSchema });
const query = z.object({ season: z.coerce.number().int().min(2020).max(2100).optional(), ...cacheBusters });

// GET /api/nfl/matchups/{week} — the NFL games of a week with their state at the football clock
export const GET = withUser(async ({ req, params: raw }) => {
  const { week } = parseParams(raw, params);
  const now = footballNow();
  const season = parseQuery(req, query).season ?? seasonFor(now);
  const games = gamesForWeek(season, week);
  const states = await gameStates(games.map((g) => g.homeTeam), season, week, now);
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
