import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { footballNow } from "@/lib/nfl";
import { teamMatchup } from "@/lib/dashboard/matchup";
import type { TeamLeague } from "@/lib/ai/data/league-context";
import { adviseLineup, starterAlerts, teamStarters } from "@/lib/ai/data/lineup";
import { percentPoints } from "@/lib/ai/data/projections";
import type { OptimizeLineupResult } from "@/lib/ai/tools/types";

const clampPct = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

// Start/sit for the whole roster: the engine's lineup that maximizes P(win) against this week's opponent.
export function optimizeLineupTool(league: TeamLeague) {
  return tool({
    description: "Optimize the user's lineup this week: which bench players to start instead of which starters, with the change in win probability.",
    inputSchema: z.object({}),
    execute: async (): Promise<OptimizeLineupResult> => {
      const d = await league.data();
      const [{ result, players }, matchup] = await Promise.all([
        adviseLineup(d, league.team.id, league.team.league.id),
        teamMatchup({ team: league.team, week: league.week, now: footballNow() }),
      ]);
      // Moves between two current starters (e.g. WR ↔ FLEX) change nothing that matters to the user.
      const starters = teamStarters(d, league.team.id);
      const starting = new Set(starters.map((p) => p.id));
      const swaps = result.swaps.flatMap((s) => {
        if (starting.has(s.playerIn)) return [];
        const startIn = players.get(s.playerIn);
        const benchOut = s.playerOut ? players.get(s.playerOut) : undefined;
        return startIn && benchOut ? [{ slot: s.slot, startIn, benchOut, deltaWinProbability: percentPoints(s.deltaWinProbability) }] : [];
      });
      // "Before" is the dashboard's matchup number (live blend once games start), so chat and the card agree;
      // the optimizer works on pre-game projections, so only its gain is added on top.
      const before = matchup.opponent ? matchup.winProbability : percentPoints(result.current.winProbability);
      const gain = swaps.length ? percentPoints(result.winProbability - result.current.winProbability) : 0;
      return {
        week: league.week,
        team: league.team.name,
        winProbabilityBefore: before,
        winProbabilityAfter: clampPct(before + gain),
        swaps,
        alerts: starterAlerts(starters),
      };
    },
  });
}
