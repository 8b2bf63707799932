// The decision pages' URLs with a move pre-filled, for the GM Chat cards, the GM's Brief and the pages' own
// links. Plain functions (client- and server-safe); the pages parse the same parameters back.
export type PageSearchParams = Record<string, string | string[] | undefined>;

export const firstParam = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** Repeated keys and comma-separated values both work: ?give=a&give=b or ?give=a,b. */
export function listParam(v: string | string[] | undefined): string[] {
  const raw = Array.isArray(v) ? v : v ? [v] : [];
  return [
    ...new Set(
      raw
        .flatMap((s) => s.split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 8);
}

export function tradeLink(t: { partner: string; give: readonly string[]; get: readonly string[] }): string {
  const p = new URLSearchParams({ partner: t.partner });
  if (t.give.length) p.set("give", t.give.join(","));
  if (t.get.length) p.set("get", t.get.join(","));
  return `/trades?${p.toString()}`;
}

/** One pair: ?add=..&drop=..; several: ?pair=add1+add2:drop1 repeated. */
export function waiverAnalyzerLink(pairs: readonly { add: readonly string[]; drop: readonly string[] }[]): string {
  const p = new URLSearchParams();
  for (const pair of pairs) p.append("pair", `${pair.add.join("+")}:${pair.drop.join("+")}`);
  return `/waiver-analyzer?${p.toString()}`;
}

export function parseAnalyzerPairs(params: PageSearchParams): { add: string[]; drop: string[] }[] {
  const raw = Array.isArray(params.pair) ? params.pair : params.pair ? [params.pair] : [];
  const pairs = raw.slice(0, 4).map((s) => {
    const [add = "", drop = ""] = s.split(":");
    return {
      add: add.split(/[+\s]/).filter(Boolean).slice(0, 3),
      drop: drop.split(/[+\s]/).filter(Boolean).slice(0, 3),
    };
  });
  const add = listParam(params.add).slice(0, 3);
  if (add.length) pairs.unshift({ add, drop: listParam(params.drop).slice(0, 3) });
  return pairs.filter((p) => p.add.length > 0).slice(0, 4);
}
