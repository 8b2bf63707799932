import "server-only";
import { tool } from "ai";
import { z } from "zod";
import type { TeamLeague } from "@/lib/ai/data/league-context";
import { adviseLineup, starterAlerts, teamStarters } from "@/lib/ai/data/lineup";
import type { OptimizeLineupResult } from "@/lib/ai/tools/types";

const pct1 = (fraction: number) => Math.round(fraction * 1000) / 10;

// Start/sit for the whole roster: the engine's lineup that maximizes P(win) against this week's opponent.
export function optimizeLineupTool(league: TeamLeague) {
  return tool({
    description: "Optimize the user's lineup this week: which bench players to start instead of which starters, with the change in win probability.",
    inputSchema: z.object({}),
    execute: async (): Promise<OptimizeLineupResult> => {
      const d = await league.data();
      const { result, players } = await adviseLineup(d, league.team.id, league.team.league.id);
      // Moves between two current starters (e.g. WR ↔ FLEX) change nothing that matters to the user.
      const starting = new Set(teamStarters(d, league.team.id).map((p) => p.id));
      const swaps = result.swaps.flatMap((s) => {
        if (starting.has(s.playerIn)) return [];
        const startIn = players.get(s.playerIn);
        const benchOut = s.playerOut ? players.get(s.playerOut) : undefined;
        return startIn && benchOut ? [{ slot: s.slot, startIn, benchOut, deltaWinProbability: pct1(s.deltaWinProbability) }] : [];
      });
      return {
        week: league.week,
        team: league.team.name,
        winProbabilityBefore: pct1(result.current.winProbability),
        winProbabilityAfter: pct1(result.winProbability),
        swaps,
        alerts: starterAlerts(teamStarters(d, league.team.id)),
      };
    },
  });
}
