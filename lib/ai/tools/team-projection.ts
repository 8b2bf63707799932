import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { footballNow } from "@/lib/nfl";
import { teamMatchupNumbers } from "@/lib/league-model/matchup";
import { teamWeekScore } from "@/lib/engine/league-model";
import { Z10, Z90 } from "@/lib/engine/rng";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { WEEK_INPUT, resolveWeekInput } from "@/lib/ai/tools/week-input";
import type { TeamProjectionResult } from "@/lib/ai/tools/types";

const round1 = (n: number) => Math.round(n * 10) / 10;

// The team's projected points and range: this week the matchup card's numbers (projected score, boom/bust
// floor and ceiling); later weeks the season simulation's weekly score for the team's best expected lineup.
export function teamProjectionTool(league: TeamLeague) {
  return tool({
    description: "The user's team's projected points for a week with its range (10th–90th percentile).",
    inputSchema: z.object({ week: WEEK_INPUT }),
    execute: async ({ week }): Promise<TeamProjectionResult> => {
      const target = resolveWeekInput(week, league.week);
      if (target === league.week) {
        const m = await teamMatchupNumbers({ team: league.team, week: target, now: footballNow(league.team.league) });
        return {
          team: league.team.name,
          week: target,
          projected: round1(m.yourTeam.projectedScore),
          floor: round1(m.boomBust.floor),
          ceiling: round1(m.boomBust.ceiling),
        };
      }
      const d = await league.data();
      const s = teamWeekScore(d.model, league.team.id, target);
      return {
        team: league.team.name,
        week: target,
        projected: round1(s.mean),
        floor: round1(Math.max(0, s.mean + Z10 * s.sd)),
        ceiling: round1(s.mean + Z90 * s.sd),
      };
    },
  });
}
