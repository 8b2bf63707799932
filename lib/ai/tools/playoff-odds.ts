import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { footballNow } from "@/lib/nfl";
import { playoffScenarios } from "@/lib/dashboard/playoff";
import { recordString } from "@/lib/rules/format";
import type { TeamLeague } from "@/lib/ai/data/league-context";
import type { PlayoffOddsResult } from "@/lib/ai/tools/types";

// Playoff, bye and title odds from the season simulator — the same numbers as the dashboard's Playoff Odds card.
export function playoffOddsTool(league: TeamLeague) {
  return tool({
    description: "The user's team's playoff, first-round bye and championship odds from a season simulation, with record and standing.",
    inputSchema: z.object({}),
    execute: async (): Promise<PlayoffOddsResult> => {
      const team = league.team;
      const s = await playoffScenarios({ team, week: league.week, now: footballNow() });
      return {
        team: team.name,
        record: recordString(team),
        standing: team.standing,
        playoffOdds: s.playoffOdds ?? 0,
        byeOdds: s.byeOdds,
        titleOdds: s.titleOdds,
        playoffTeams: team.league.playoffTeams,
        weeksLeft: Math.max(0, team.league.playoffStartWeek - league.week),
      };
    },
  });
}
