import { readFileSync } from "node:fs";
import path from "node:path";
import { parseTable, type Row } from "@/lib/csv";
import { round2 } from "@/lib/numbers";

// Bundled data lives in <project>/data/nfl (copied from the shared data set; see data/README.md).
export const NFL_DATA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "data", "nfl");

export type { Row } from "@/lib/csv";

export function readTable(file: string, sep = ","): Row[] {
  return parseTable(readFileSync(path.join(NFL_DATA_DIR, file), "utf8"), sep).rows;
}

// Empty = 0 in the NFL.com files; float noise is rounded to two decimals.
export const num = (v: string | undefined): number => {
  const n = v ? Number(v) : 0;
  return Number.isFinite(n) ? round2(n) : 0;
};
export const numOrNull = (v: string | undefined): number | null => (v === undefined || v === "" ? null : num(v));
