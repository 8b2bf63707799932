// Bye-week holes: a starting slot that no eligible, available player on the roster can fill. Slots are matched
// to players by augmenting paths (a flex slot must not take the only RB the RB slot needs).
import { isStartingSlot, SLOT_ELIGIBILITY, type Position, type SlotCode } from "@/lib/domain/league";

export interface HolePlayer {
  id: string;
  position: Position;
  available: boolean; // false: on bye (or out) that week
  eligibleSlots?: readonly SlotCode[];
}

/** The starting slots left empty by the best assignment of available players. */
export function lineupHoles(slots: readonly SlotCode[], players: readonly HolePlayer[]): SlotCode[] {
  const starting = slots.filter(isStartingSlot);
  const pool = players.filter((p) => p.available);
  const fits = (p: HolePlayer, slot: SlotCode) =>
    p.eligibleSlots?.length ? p.eligibleSlots.includes(slot) : SLOT_ELIGIBILITY[slot].includes(p.position);
  const owner = new Array<number>(pool.length).fill(-1); // player → slot index
  const tryAssign = (s: number, seen: boolean[]): boolean => {
    for (let p = 0; p < pool.length; p++) {
      if (seen[p] || !fits(pool[p] as HolePlayer, starting[s] as SlotCode)) continue;
      seen[p] = true;
      if (owner[p] === -1 || tryAssign(owner[p] as number, seen)) {
        owner[p] = s;
        return true;
      }
    }
    return false;
  };
  const holes: SlotCode[] = [];
  starting.forEach((slot, s) => {
    if (!tryAssign(s, new Array<boolean>(pool.length).fill(false))) holes.push(slot);
  });
  return holes;
}
