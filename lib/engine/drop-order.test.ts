/** @jest-environment node */
import { dropFor, dropOrder } from "./drop-order";
import type { ModelPlayer } from "./types";
import type { SlotCode } from "@/lib/domain/league";

const WEEKS = [11, 12, 13, 14];
const SLOTS: SlotCode[] = ["QB", "RB", "RB", "WR", "WR", "TE", "FLEX", "K", "BE", "BE", "BE", "IR"];
const player = (id: string, position: ModelPlayer["position"], mean: number): ModelPlayer => ({
  id,
  name: id,
  position,
  nflTeam: "DAL",
  weekly: Object.fromEntries(WEEKS.map((w) => [w, mean > 0 ? { mean, sd: mean / 2 } : null])),
});

// The demo manager's situation: one QB scoring 20.9, a WR out for the season on the bench.
const roster = [
  player("Herbert (QB1, only QB)", "QB", 20.9),
  player("RB1", "RB", 16),
  player("RB2", "RB", 12),
  player("RB3", "RB", 7),
  player("WR1", "WR", 15),
  player("WR2", "WR", 13),
  player("WR3", "WR", 9),
  player("TE1", "TE", 9),
  player("K1", "K", 8),
  player("Hill (out for season)", "WR", 0),
];

describe("drop candidates by value to this roster", () => {
  it("drops a player out for the season first", () => {
    expect(dropOrder(roster, SLOTS, WEEKS)[0]?.player.id).toBe("Hill (out for season)");
  });

  it("never drops the only QB for a worse QB — the out-for-season player goes instead", () => {
    const lawrence = player("Lawrence", "QB", 15.2);
    expect(dropFor(lawrence, roster, SLOTS, WEEKS)?.id).toBe("Hill (out for season)");
  });

  it("without a dead roster spot, drops the least useful backup, not a starter", () => {
    const healthy = roster.filter((p) => !p.id.startsWith("Hill"));
    const drop = dropFor(player("Waiver RB", "RB", 10), healthy, SLOTS, WEEKS);
    expect(drop?.id).toBe("RB3");
  });

  it("values a starter without a backup above a deep bench player with more points", () => {
    const order = dropOrder(roster, SLOTS, WEEKS).map((x) => x.player.id);
    expect(order.indexOf("K1")).toBeGreaterThan(order.indexOf("RB3"));
    expect(order.indexOf("Herbert (QB1, only QB)")).toBeGreaterThan(order.indexOf("WR3"));
  });
});
