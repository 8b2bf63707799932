import "server-only";
import { tool } from "ai";
import { z } from "zod";
import type { TeamLeague } from "@/lib/ai/data/league-context";
import { adviseLineup, starterAlerts, teamStarters } from "@/lib/ai/data/lineup";
import { percentPoints } from "@/lib/ai/data/projections";
import type { OptimizeLineupResult } from "@/lib/ai/tools/types";

// Start/sit for the whole roster: the engine's lineup that maximizes P(win) against this week's opponent.
// Before and after are both computed from the player-weeks the matchup card shows (live blend included), so
// "before" is the card's win % and "after" is the same model with the recommended swaps — never a sum of two models.
export function optimizeLineupTool(league: TeamLeague) {
  return tool({
    description: "Optimize the user's lineup this week: which bench players to start instead of which starters, with the change in win probability.",
    inputSchema: z.object({}),
    execute: async (): Promise<OptimizeLineupResult> => {
      const d = await league.data();
      const { result, players, opponentId, before, after } = await adviseLineup(d, league.team.id, league.team.league.id);
      // Moves between two current starters (e.g. WR ↔ FLEX) change nothing that matters to the user.
      const starters = teamStarters(d, league.team.id);
      const starting = new Set(starters.map((p) => p.id));
      const swaps = result.swaps.flatMap((s) => {
        if (starting.has(s.playerIn)) return [];
        const startIn = players.get(s.playerIn);
        const benchOut = s.playerOut ? players.get(s.playerOut) : undefined;
        return startIn && benchOut ? [{ slot: s.slot, startIn, benchOut, deltaWinProbability: percentPoints(s.deltaWinProbability) }] : [];
      });
      // Without an opponent there is no game to win: the card shows 100%.
      const noGame = opponentId === null;
      return {
        week: league.week,
        team: league.team.name,
        winProbabilityBefore: noGame ? 100 : percentPoints(before),
        winProbabilityAfter: noGame ? 100 : percentPoints(swaps.length ? after : before),
        swaps,
        alerts: starterAlerts(starters),
      };
    },
  });
}
