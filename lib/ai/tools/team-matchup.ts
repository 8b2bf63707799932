import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { teamMatchupNumbers } from "@/lib/views/matchup";
import type { TeamLeague } from "@/lib/ai/data/league-context";
import { starterAlerts, teamStarters } from "@/lib/ai/data/lineup";
import type { TeamMatchupResult } from "@/lib/ai/tools/types";

// This week's matchup: the same numbers as the dashboard's matchup card, plus the starters and alerts.
export function teamMatchupTool(league: TeamLeague) {
  return tool({
    description:
      "The user's team's matchup this week: both projected scores, win probability, " +
      "top starters and alerts (injured or bye starters).",
    inputSchema: z.object({}),
    execute: async (): Promise<TeamMatchupResult> => {
      const [m, d] = await Promise.all([
        teamMatchupNumbers({ team: league.team, week: league.week, now: league.context.now }),
        league.data(),
      ]);
      const starters = teamStarters(d, league.team.id);
      return {
        week: league.week,
        team: league.team.name,
        opponent: m.opponent?.name ?? null,
        myProjected: m.yourTeam.projectedScore,
        opponentProjected: m.opponent?.projectedScore ?? null,
        winProbability: m.opponent ? m.winProbability : null,
        starters,
        alerts: starterAlerts(starters),
      };
    },
  });
}
