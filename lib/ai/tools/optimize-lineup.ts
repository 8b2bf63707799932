import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { SLOT_ELIGIBILITY, type SlotCode } from "@/lib/domain/league";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { lineupAdvice, starterAlerts, teamRoster } from "@/lib/league-model/team/lineup";
import type { OptimizeLineupResult, ProjectedPlayer, SlotAdvice } from "@/lib/ai/tools/types";
import { isOut } from "@/lib/domain/injury";
import { percentPoints } from "@/lib/numbers";

const SLOTS = ["QB", "RB", "WR", "TE", "K", "FLEX", "SUPER_FLEX"] as const;

// Start/sit for the whole roster or one slot ("who should I start at flex?"): /lineup's P(win) lineup against this
// week's opponent (lib/league-model/team/lineup), so the chat and the page name the same swaps at the same ΔP(win).
// Before and after are both computed from the player-weeks the matchup card shows (live blend included), so
// "before" is the card's win % and "after" is the same model with the recommended lineup — never a sum of two
// models. Players whose game has started or finished are never moved.
export function optimizeLineupTool(league: TeamLeague) {
  return tool({
    description:
      "Optimize the user's lineup this week, or one slot of it (e.g. FLEX): which " +
      "bench players to start instead of which starters, with the change in win " +
      "probability. Players whose game has started are never moved.",
    inputSchema: z.object({
      slot: z
        .enum(SLOTS)
        .nullable()
        .optional()
        .describe("One lineup slot to decide, e.g. FLEX; omit for the whole lineup"),
    }),
    execute: async ({ slot }): Promise<OptimizeLineupResult> => {
      const d = await league.data();
      const code: SlotCode | null = slot === "SUPER_FLEX" ? "OP" : (slot ?? null);
      const { win, opponentId, started } = await lineupAdvice(d, league.team.id, league.team.league.id);
      const roster = teamRoster(d, league.team.id);
      const players = new Map(roster.map((p) => [p.id, p]));
      const swaps = win.swaps.flatMap((s) => {
        const startIn = players.get(s.playerIn);
        const benchOut = s.playerOut ? players.get(s.playerOut) : undefined;
        return startIn && benchOut
          ? [{ slot: s.slot, startIn, benchOut, deltaWinProbability: percentPoints(s.deltaWinProbability) }]
          : [];
      });
      // Without an opponent there is no game to win: the card shows 100%.
      const noGame = opponentId === null;
      const lockedNames = [...started].flatMap((id) => (players.get(id) ? [players.get(id)!.name] : []));
      return {
        week: league.week,
        team: league.team.name,
        slot: code ? slotAdvice(code, roster, swaps, started) : null,
        locked: lockedNames,
        winProbabilityBefore: noGame ? 100 : percentPoints(win.current.winProbability),
        winProbabilityAfter: noGame ? 100 : percentPoints(win.winProbability),
        swaps: code ? swaps.filter((s) => s.slot === code) : swaps,
        alerts: starterAlerts(roster.filter((p) => p.isStarting)),
      };
    },
  });
}

function slotAdvice(
  slot: SlotCode,
  roster: (ProjectedPlayer & { slot: string; isStarting: boolean })[],
  swaps: { slot: string; startIn: ProjectedPlayer; benchOut: ProjectedPlayer }[],
  locked: Set<string>,
): SlotAdvice {
  const eligible: readonly string[] = SLOT_ELIGIBILITY[slot];
  const current = roster.find((p) => p.isStarting && p.slot === slot) ?? null;
  const swap = swaps.find((s) => s.slot === slot);
  const options = roster
    .filter(
      (p) =>
        !p.isStarting &&
        p.slot !== "IR" &&
        eligible.includes(p.position) &&
        !p.projection.bye &&
        !isOut(p.injuryStatus) &&
        !locked.has(p.id),
    )
    .sort((a, b) => b.projection.mean - a.projection.mean)
    .slice(0, 3);
  return { slot, current, recommended: swap?.startIn ?? current, options };
}
