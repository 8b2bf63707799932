// The one CSV/TSV reader: a header line, then one row a line; double-quoted fields may hold the separator.
// Used for the bundled NFL data (lib/nfl/csv) and by the model-fitting scripts (lib/engine/fit).

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

export function parseTable(text: string, sep = ","): { header: string[]; rows: Row[] } {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const header = splitLine(lines[0] ?? "", sep).map((h) => h.trim());
  // A compiled object-literal factory gives every row the same hidden class: parsing the ~80k weekly rows is
  // several times faster than assigning keys one by one. Keys come from our own data files' headers.
  const body = header.map((h, i) => `${JSON.stringify(h)}: c[${i}] ?? ""`).join(", ");
  const makeRow = new Function("c", `return { ${body} };`) as (cells: string[]) => Row;
  const rows: Row[] = new Array(Math.max(0, lines.length - 1));
  for (let i = 1; i < lines.length; i++) rows[i - 1] = makeRow(splitLine(lines[i] ?? "", sep));
  return { header, rows };
}
