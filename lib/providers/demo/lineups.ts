import type { NormalizedRosterSlot, Position, SlotCode } from "@/lib/domain/league";
import { SLOT_ELIGIBILITY } from "@/lib/domain/league";
import { getActualWeek, getGameState, getProjectionWeek, isByeWeek, missedGame, teamInWeek } from "@/lib/nfl";
import { DEMO_SEASON, DEMO_SLOTS } from "./config";
import type { DraftedPlayer } from "./draft";

export type WeekPhase = "final" | "live" | "scheduled";

export interface PlayerWeekView {
  player: DraftedPlayer;
  team: string | null;
  projected: number;
  actual: number | null; // final points, or points so far while live; null before the game
  bye: boolean;
  out: boolean; // the data says he did not play (known for final and current weeks)
}

// Everything a manager knows about a player in a week. Projections: NFL.com PPR; actuals: nflverse (K: NFL.com).
export function viewPlayerWeek(player: DraftedPlayer, week: number, phase: WeekPhase, now: Date): PlayerWeekView {
  const team = teamInWeek(player, DEMO_SEASON, week);
  const bye = team ? isByeWeek(team, DEMO_SEASON, week) : false;
  const projected = getProjectionWeek({ ...player, season: DEMO_SEASON, week })?.projPpr ?? 0;
  const out = phase !== "scheduled" && !bye && missedGame({ ...player, season: DEMO_SEASON, week });
  let actual: number | null = null;
  if (phase !== "scheduled") {
    const final = getActualWeek({ ...player, season: DEMO_SEASON, week })?.ptsPpr ?? 0;
    if (phase === "final") actual = bye ? null : final;
    else {
      const state = team ? getGameState(team, DEMO_SEASON, week, now) : null;
      // While live, the actual line is pro-rated by game progress (the bundled data has final lines only).
      actual = !state || state.status === "pre" ? null : Math.round(final * state.progress * 100) / 100;
    }
  }
  return { player, team, projected, actual, bye, out };
}

// "Start the highest NFL.com projection": fill each starting slot with the best available eligible player
// (not on bye, not out), then FLEX; the rest sit on the bench. IR stays empty.
export function chooseLineup(views: PlayerWeekView[], teamExternalId: string, week: number): NormalizedRosterSlot[] {
  const available = (v: PlayerWeekView) => !v.bye && !v.out;
  const remaining = [...views].sort(
    (a, b) =>
      Number(available(b)) - Number(available(a)) ||
      b.projected - a.projected ||
      a.player.key.localeCompare(b.player.key),
  );
  const slots: NormalizedRosterSlot[] = [];
  const take = (slot: SlotCode) => {
    const eligible = SLOT_ELIGIBILITY[slot] as readonly Position[];
    const i = remaining.findIndex((v) => eligible.includes(v.player.position));
    const v = i >= 0 ? remaining.splice(i, 1)[0] : undefined;
    slots.push({
      teamExternalId,
      week,
      slot,
      isStarting: slot !== "BE" && slot !== "IR",
      playerExternalId: v?.player.key ?? null,
      projectedPoints: v?.projected,
      actualPoints: v?.actual ?? undefined,
    });
  };
  for (const slot of DEMO_SLOTS) if (slot !== "FLEX" && slot !== "BE" && slot !== "IR") take(slot);
  take("FLEX");
  for (const slot of DEMO_SLOTS) if (slot === "BE") take(slot);
  slots.push({ teamExternalId, week, slot: "IR", isStarting: false, playerExternalId: null });
  return slots;
}

export const startersScore = (slots: NormalizedRosterSlot[]) =>
  Math.round(slots.filter((s) => s.isStarting).reduce((sum, s) => sum + (s.actualPoints ?? 0), 0) * 100) / 100;
