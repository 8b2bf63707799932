// Yahoo `league/{key}/transactions` → NormalizedTransaction[]. Pure: tests feed the recorded sample directly.
// Each transaction is [meta, {players}]; each player carries transaction_data (an array, or a single object on
// some drops) naming where it came from and went to. Pending trades and unprocessed claims are not moves yet.
import type { NormalizedTransaction } from "@/lib/domain/league";
import { items, merge, num, obj, str, type YahooObject } from "@/lib/providers/yahoo/flatten";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

// Week of a moment, by the rule lib/nfl/season.ts uses: week 1 until 07:00 UTC on the Tuesday after the first
// games (Yahoo's start_date is the opening Thursday), then one more week every seven days; clamped to the league.
export function yahooWeekOf(at: Date, startDate: string | null, endWeek: number | null): number | null {
  const start = startDate ? Date.parse(`${startDate}T07:00:00Z`) : Number.NaN;
  if (Number.isNaN(start)) return null;
  const day = new Date(start).getUTCDay(); // 4 = Thursday
  const anchor = start + ((2 - day + 7) % 7 || 7) * DAY_MS; // the following Tuesday
  const since = at.getTime() - anchor;
  const week = since < 0 ? 1 : 2 + Math.floor(since / WEEK_MS);
  return endWeek ? Math.min(week, endWeek) : week;
}

function moves(player: YahooObject): YahooObject[] {
  const data = player.transaction_data;
  if (Array.isArray(data)) return data.map(obj);
  return data && typeof data === "object" ? [obj(data)] : [];
}

const SKIPPED_TYPES = new Set(["pending_trade", "waiver"]); // proposals and claims still waiting to run

export function yahooTransactions(content: YahooObject): NormalizedTransaction[] {
  const league = merge(content.league);
  const startDate = str(league.start_date);
  const endWeek = num(league.end_week);
  const result: NormalizedTransaction[] = [];
  for (const tx of items(league.transactions, "transaction")) {
    const yahooType = str(tx.type) ?? "";
    if (SKIPPED_TYPES.has(yahooType)) continue;
    const adds: Record<string, string> = {};
    const drops: Record<string, string> = {};
    const teams = new Set<string>();
    for (const team of [str(tx.trader_team_key), str(tx.tradee_team_key)]) if (team) teams.add(team);
    let fromWaivers = false;
    for (const player of items(tx.players, "player")) {
      const id = str(player.player_id);
      if (!id) continue;
      for (const move of moves(player)) {
        const source = str(move.source_team_key);
        const destination = str(move.destination_team_key);
        if (str(move.destination_type) === "team" && destination) {
          adds[id] = destination;
          teams.add(destination);
        }
        if (str(move.source_type) === "team" && source) {
          drops[id] = source;
          teams.add(source);
        }
        if (str(move.source_type) === "waivers") fromWaivers = true;
      }
    }
    if (teams.size === 0) continue;
    const type: NormalizedTransaction["type"] =
      yahooType === "trade"
        ? "trade"
        : yahooType === "commish"
          ? "commissioner"
          : fromWaivers
            ? "waiver"
            : "free_agent";
    const seconds = num(tx.timestamp);
    const occurredAt = new Date(seconds === null ? 0 : seconds * 1000);
    result.push({
      externalId: str(tx.transaction_key) ?? str(tx.transaction_id) ?? `${yahooType}-${seconds ?? 0}`,
      type,
      status: str(tx.status) ?? "successful",
      week: seconds === null ? null : yahooWeekOf(occurredAt, startDate, endWeek),
      teamExternalIds: [...teams].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
      adds,
      drops,
      faabBid: type === "waiver" ? num(tx.faab_bid) : null,
      occurredAt,
    });
  }
  return result;
}
