// Roster rows sort by slot; unknown slots go last.
const ORDER: Record<string, number> = {
  QB: 1,
  RB: 2,
  WR: 3,
  TE: 4,
  FLEX: 5,
  "RB/WR": 5,
  "WR/TE": 5,
  OP: 5,
  "D/ST": 6,
  K: 7,
  BE: 8,
  IR: 9,
};

export function slotOrder(slot: string): number {
  return ORDER[slot] ?? 10;
}

// Stable: rows with the same slot keep their original order.
export function sortBySlot<T>(rows: readonly T[], slotOf: (row: T) => string): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => slotOrder(slotOf(a.row)) - slotOrder(slotOf(b.row)) || a.index - b.index)
    .map(({ row }) => row);
}
