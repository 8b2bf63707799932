import type { RosterSlotRow } from "@/lib/db/queries/rosters";
import type { PlayerWeek } from "./week-distributions";

/** A team's week as the engine and the cards read it: its slots and the player-week of each (same order). */
export interface TeamWeek {
  slots: RosterSlotRow[];
  weeks: (PlayerWeek | undefined)[];
}
