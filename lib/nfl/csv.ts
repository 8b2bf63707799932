import { readFileSync } from "node:fs";
import path from "node:path";

// Bundled data lives in <project>/data/nfl (copied from the shared data set; see data/README.md).
export const NFL_DATA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "data", "nfl");

export type Row = Record<string, string>;

// Splits one line; handles double-quoted fields (one metadata row has a quoted college with commas).
function splitLine(line: string, sep: string): string[] {
  if (!line.includes('"')) return line.split(sep);
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === sep && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export function readTable(file: string, sep = ","): Row[] {
  const text = readFileSync(path.join(NFL_DATA_DIR, file), "utf8");
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const header = splitLine(lines[0] ?? "", sep);
  // A compiled object-literal factory gives every row the same hidden class: parsing the ~80k weekly rows is
  // several times faster than assigning keys one by one. Keys come from our own bundled files' headers.
  const body = header.map((h, i) => `${JSON.stringify(h)}: c[${i}] ?? ""`).join(", ");
  const makeRow = new Function("c", `return { ${body} };`) as (cells: string[]) => Row;
  const rows: Row[] = new Array(lines.length - 1);
  for (let i = 1; i < lines.length; i++) rows[i - 1] = makeRow(splitLine(lines[i] ?? "", sep));
  return rows;
}

// Empty = 0 in the NFL.com files; float noise is rounded to two decimals.
export const num = (v: string | undefined): number => {
  const n = v ? Number(v) : 0;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};
export const numOrNull = (v: string | undefined): number | null => (v === undefined || v === "" ? null : num(v));
