/** @jest-environment node */
import { slotOrder, sortBySlot } from "./slot-order";

describe("slotOrder", () => {
  it.each([
    ["QB", 1],
    ["RB", 2],
    ["WR", 3],
    ["TE", 4],
    ["FLEX", 5],
    ["RB/WR", 5],
    ["WR/TE", 5],
    ["OP", 5],
    ["D/ST", 6],
    ["K", 7],
    ["BE", 8],
    ["IR", 9],
    ["DL", 10],
    ["", 10],
  ])("%p → %p", (slot, order) => {
    expect(slotOrder(slot)).toBe(order);
  });
});

describe("sortBySlot", () => {
  it("orders by slot and keeps ties in their original order", () => {
    const rows = [
      { slot: "BE", name: "a" },
      { slot: "K", name: "b" },
      { slot: "RB", name: "c" },
      { slot: "QB", name: "d" },
      { slot: "RB", name: "e" },
      { slot: "IR", name: "f" },
      { slot: "FLEX", name: "g" },
      { slot: "D/ST", name: "h" },
    ];
    expect(sortBySlot(rows, (r) => r.slot).map((r) => r.name)).toEqual(["d", "c", "e", "g", "h", "b", "a", "f"]);
  });
});
