// Yahoo's JSON is XML translated mechanically. Two quirks everywhere:
// collections are objects {"0": item, "1": item, "count": 2}, and resources are arrays whose first element is a
// list of single-key fragments ([{team_key}, {name}, [], …]) followed by sub-resource objects ({roster: …}).

export type YahooObject = Record<string, unknown>;

const isObject = (value: unknown): value is YahooObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// {"0": a, "1": b, "count": 2} → [a, b]. Also accepts a plain array.
export function collection(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return [];
  const count = Number(value.count ?? Object.keys(value).filter((k) => /^\d+$/.test(k)).length);
  const items: unknown[] = [];
  for (let i = 0; i < count; i++) if (i in value) items.push(value[String(i)]);
  return items;
}

// [[{a}, {b}, []], {sub}] or [{meta}, {sub}] or [{a}, {b}] → {a, b, sub}. Empty [] placeholders vanish.
export function merge(value: unknown): YahooObject {
  if (isObject(value)) return value;
  const out: YahooObject = {};
  if (!Array.isArray(value)) return out;
  for (const part of value) {
    if (Array.isArray(part)) Object.assign(out, merge(part));
    else if (isObject(part)) Object.assign(out, part);
  }
  return out;
}

// The items of a collection, each unwrapped from its {"team": …} / {"player": …} holder and merged.
export function items(value: unknown, key: string): YahooObject[] {
  return collection(value).map((item) => merge(isObject(item) ? item[key] : undefined));
}

// Yahoo sends numbers as strings ("123.45", "-", "") half of the time.
export function num(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "" || value === "-") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export const str = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
export const obj = (value: unknown): YahooObject => (isObject(value) ? value : {});
