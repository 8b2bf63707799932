// Plain-text accuracy tables for the fit script: one block per evaluation question (input subset).
import type { AccuracyLine } from "./fit-model";

const f3 = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? "—" : x.toFixed(3);
const SOURCES = ["nflcom", "espn", "fantasypros"] as const;

export function formatTable(title: string, table: readonly AccuracyLine[]): string {
  const head =
    "pos   n      shown   NFL.com ESPN    FP      average best    shown/best shown/NFL.com p10–p90 (below/above)";
  const lines = table.map(
    (l) =>
      `${l.position.padEnd(5)} ${String(l.n).padEnd(6)} ${f3(l.maeShown).padEnd(7)} ` +
      SOURCES.map((s) => f3(l.maeBySource[s]).padEnd(7)).join(" ") +
      ` ${f3(l.maeConsensus).padEnd(7)} ${f3(l.maeBest).padEnd(7)} ${f3(l.ratioBest).padEnd(10)} ` +
      `${f3(l.ratioNflcom).padEnd(13)} ${(l.coverage80 * 100).toFixed(1)} % (${(l.belowP10 * 100).toFixed(1)} / ` +
      `${(l.aboveP90 * 100).toFixed(1)})`,
  );
  return [`${title}`, head, ...lines].join("\n");
}
