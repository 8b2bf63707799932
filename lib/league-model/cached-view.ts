import "server-only";
import { Lru } from "@/lib/cache/lru";

// The dashboard's read views (roster, matchup, playoff odds, brief, news, player card) as JSON text, computed once
// per (view, ids, week, the league's last sync, a slice of the football clock) and shared by every request in it.
// A sync changes `lastSyncedAt` and so the key; entries live FRESH_MS, which bounds how long live scores and
// ingested data (injuries, projections, news: they change no sync stamp) can lag. Callers check ownership first:
// the key names a team or league the request already proved is the user's. Concurrent requests share one
// computation (the LRU holds the promise); a failure is not remembered.

export const FRESH_MS = 5_000;
const CAPACITY = 2_048;

const views = new Lru<Promise<string>>(CAPACITY, FRESH_MS);

export interface ViewKey {
  view: string;
  ids: (string | number)[];
  league: { id: string; lastSyncedAt: Date | null };
  now: Date;
}

export function viewKey({ view, ids, league, now }: ViewKey): string {
  const slice = Math.floor(now.getTime() / FRESH_MS);
  return [view, league.id, league.lastSyncedAt?.getTime() ?? "never", slice, ...ids].join(":");
}

/** The view's JSON, from the cache or `compute()`; answered with `Cache-Control: no-store` like every read. */
export async function cachedView(key: ViewKey, compute: () => Promise<unknown>): Promise<Response> {
  const json = await views.memo(viewKey(key), async () => JSON.stringify(await compute()));
  return new Response(json, { headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}

/** For tests: drop every cached view. */
export const clearCachedViews = () => views.clear();
