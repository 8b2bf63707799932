import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { teamMatchupNumbers } from "@/lib/league-model/matchup";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { starterAlerts, teamStarters } from "@/lib/league-model/team/lineup";
import type { TeamMatchupResult } from "@/lib/ai/tools/types";
import { WEEK_INPUT, resolveWeekInput } from "@/lib/ai/tools/week-input";

// A week's matchup (this week unless named): the same numbers as the matchup card for that week, plus the
// starters and alerts of the current lineup.
export function teamMatchupTool(league: TeamLeague) {
  return tool({
    description:
      "The user's team's matchup for a week (default this week): the opponent, both projected scores, " +
      "win probability, top starters and alerts (injured or bye starters).",
    inputSchema: z.object({ week: WEEK_INPUT }),
    execute: async ({ week }): Promise<TeamMatchupResult> => {
      const target = resolveWeekInput(week, league.week);
      const [m, d] = await Promise.all([
        teamMatchupNumbers({ team: league.team, week: target, now: league.context.now }),
        league.data(),
      ]);
      const starters = teamStarters(d, league.team.id);
      return {
        week: target,
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
