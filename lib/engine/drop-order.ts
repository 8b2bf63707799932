// Who to drop for a pickup: the player whose loss costs this roster the fewest lineup points over the rest of
// the season. A starter without a backup is worth his whole line-up contribution; a backup what he adds when he
// fills in; a player Out for the season (no projected points left) nothing — so he goes first.
import { isStartingSlot, SLOT_ELIGIBILITY, type SlotCode } from "@/lib/domain/league";
import type { ModelPlayer } from "./types";

// A backup keeps a little of his own value (bye and injury cover) beyond what the weekly best lineup shows.
const DEPTH_SHARE = 0.1;

/** Expected points of the best lineup in one week: narrow slots first, each takes the best eligible player left. */
export function lineupPoints(roster: readonly ModelPlayer[], slots: readonly SlotCode[], week: number): number {
  const starting = slots.filter(isStartingSlot).sort((a, b) => SLOT_ELIGIBILITY[a].length - SLOT_ELIGIBILITY[b].length);
  const pool = roster
    .map((p) => ({ p, mean: p.weekly[week]?.mean ?? 0 }))
    .filter((x) => x.mean > 0)
    .sort((a, b) => b.mean - a.mean);
  const used = new Set<string>();
  let total = 0;
  for (const slot of starting) {
    const pick = pool.find((x) => !used.has(x.p.id) && SLOT_ELIGIBILITY[slot].includes(x.p.position));
    if (!pick) continue;
    used.add(pick.p.id);
    total += pick.mean;
  }
  return total;
}

export const restOfSeasonPoints = (p: ModelPlayer, weeks: readonly number[]) =>
  weeks.reduce((s, w) => s + (p.weekly[w]?.mean ?? 0), 0);

/** Each player's value to this roster over `weeks` (lineup points lost without him), lowest first. */
export function dropOrder(
  roster: readonly ModelPlayer[],
  slots: readonly SlotCode[],
  weeks: readonly number[],
): { player: ModelPlayer; value: number }[] {
  const full = weeks.map((w) => lineupPoints(roster, slots, w));
  return roster
    .map((player) => {
      const without = roster.filter((p) => p.id !== player.id);
      const lost = weeks.reduce((sum, w, i) => sum + (full[i]! - lineupPoints(without, slots, w)), 0);
      return { player, value: lost + DEPTH_SHARE * restOfSeasonPoints(player, weeks) };
    })
    .sort((a, b) => a.value - b.value);
}

/** The player to drop when `add` joins the roster (never `add` himself), or null for an empty roster. */
export function dropFor(
  add: ModelPlayer,
  roster: readonly ModelPlayer[],
  slots: readonly SlotCode[],
  weeks: readonly number[],
): ModelPlayer | null {
  return dropOrder([...roster, add], slots, weeks).find((x) => x.player.id !== add.id)?.player ?? null;
}
