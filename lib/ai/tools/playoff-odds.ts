import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { playoffScenarios } from "@/lib/league-model/playoff";
import { recordString } from "@/lib/rules/format";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { pricedMoves } from "@/lib/league-model/team/moves";
import type { PlayoffOddsResult } from "@/lib/ai/tools/types";

// Playoff, bye and title odds from the season simulator — the same numbers as the dashboard's Playoff Odds card.
export function playoffOddsTool(league: TeamLeague) {
  return tool({
    description:
      "The user's team's playoff, first-round bye and championship odds from a " +
      "season simulation, with record and standing; with improve: the best moves " +
      "(lineup, waivers, trades, IR) priced as the change in playoff odds.",
    inputSchema: z.object({
      improve: z.boolean().optional().describe("Also list the moves that would raise the odds most"),
    }),
    execute: async ({ improve }): Promise<PlayoffOddsResult> => {
      const team = league.team;
      const [s, moves] = await Promise.all([
        playoffScenarios({ team, week: league.week, now: league.context.now }),
        improve ? pricedMoves(league) : Promise.resolve(null),
      ]);
      return {
        team: team.name,
        moves: moves
          ? moves.map((m) => ({ category: m.category, title: m.title, deltaPlayoffOdds: m.delta, sePlayoffOdds: m.se }))
          : null,
        record: recordString(team),
        standing: team.standing,
        playoffOdds: s.playoffOdds,
        missingInputs: s.missingInputs,
        byeOdds: s.byeOdds,
        titleOdds: s.titleOdds,
        playoffTeams: team.league.playoffTeams,
        weeksLeft: Math.max(0, team.league.playoffStartWeek - league.week),
      };
    },
  });
}
