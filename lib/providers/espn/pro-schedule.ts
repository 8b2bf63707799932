// ESPN's season-level NFL schedule (`/seasons/{year}?view=proTeamSchedules_wl`): every team's games by
// scoring period, each game listed under both teams. Parsed into one row per regular-season game, with nflverse
// team codes and game ids ("2024_01_BAL_KC": season, two-digit week, away, home) like the bundled schedule.
import { z } from "zod";
import { ESPN_PRO_TEAMS } from "./maps";

const game = z.object({
  id: z.number(),
  scoringPeriodId: z.number().int().positive(),
  homeProTeamId: z.number().int(),
  awayProTeamId: z.number().int(),
  date: z.number(), // kickoff, epoch ms
});
const proTeam = z.object({
  id: z.number().int(),
  byeWeek: z.number().int().nonnegative().optional(),
  proGamesByScoringPeriod: z.record(z.string(), z.array(game)).optional(),
});
export const proScheduleSchema = z.object({ settings: z.object({ proTeams: z.array(proTeam) }) });

export interface ProScheduleGame {
  id: string;
  espnId: string;
  season: number;
  week: number;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
}

export interface ProSchedule {
  games: ProScheduleGame[];
  byes: Map<string, number>; // nflverse team code → bye week
}

export function parseProSchedule(season: number, body: unknown): ProSchedule {
  const { settings } = proScheduleSchema.parse(body);
  const games = new Map<string, ProScheduleGame>();
  const byes = new Map<string, number>();
  for (const team of settings.proTeams) {
    const code = ESPN_PRO_TEAMS[team.id];
    if (!code) continue; // id 0: free agents
    if (team.byeWeek) byes.set(code, team.byeWeek);
    for (const list of Object.values(team.proGamesByScoringPeriod ?? {}))
      for (const g of list) {
        const home = ESPN_PRO_TEAMS[g.homeProTeamId];
        const away = ESPN_PRO_TEAMS[g.awayProTeamId];
        if (!home || !away) continue;
        const id = `${season}_${String(g.scoringPeriodId).padStart(2, "0")}_${away}_${home}`;
        games.set(id, {
          id,
          espnId: String(g.id),
          season,
          week: g.scoringPeriodId,
          homeTeam: home,
          awayTeam: away,
          kickoff: new Date(g.date),
        });
      }
  }
  return { games: [...games.values()].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime()), byes };
}
