import "server-only";
// Sleeper asks clients to fetch /players/nfl at most once a day. The trimmed dump lives in HttpCache
// (shared by every app instance); a failed refresh falls back to the last good copy.
// Layer exception: a provider reaching the database; the cache belongs with the sync that calls it.
// eslint-disable-next-line import/no-restricted-paths
import { readHttpCache, writeHttpCache } from "@/lib/db/queries/http-cache";
import { sleeperPlayersSchema, type SleeperPlayer } from "@/lib/providers/sleeper/schemas";

const KEY = "sleeper:players:nfl";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const FIELDS = [
  "player_id",
  "full_name",
  "first_name",
  "last_name",
  "position",
  "team",
  "number",
  "injury_status",
  "injury_body_part",
  "injury_notes",
  "status",
  "espn_id",
  "yahoo_id",
  "gsis_id",
] as const;

function trim(dump: Record<string, SleeperPlayer>): Record<string, SleeperPlayer> {
  const out: Record<string, SleeperPlayer> = {};
  for (const [id, player] of Object.entries(dump)) {
    const slim: Record<string, unknown> = {};
    for (const field of FIELDS) if (player[field] !== null && player[field] !== undefined) slim[field] = player[field];
    out[id] = slim as SleeperPlayer;
  }
  return out;
}

async function readCached(): Promise<{ players: Record<string, SleeperPlayer>; fetchedAt: Date } | null> {
  const cached = await readHttpCache(KEY);
  const parsed = cached ? sleeperPlayersSchema.safeParse(cached.body) : null;
  return cached && parsed?.success ? { players: parsed.data, fetchedAt: cached.fetchedAt } : null;
}

/** The cached dump while under a day old, else a fresh one (cached for next time). A failed or empty fetch throws. */
export async function freshSleeperPlayers(
  fetchDump: () => Promise<Record<string, SleeperPlayer>>,
  now: Date = new Date(),
): Promise<Record<string, SleeperPlayer>> {
  const cached = await readCached();
  if (cached && now.getTime() - cached.fetchedAt.getTime() < MAX_AGE_MS) return cached.players;
  const fresh = trim(await fetchDump());
  if (Object.keys(fresh).length === 0) throw new Error("Sleeper sent an empty players list; kept the last one");
  await writeHttpCache(KEY, fresh, now);
  return fresh;
}

/** For league syncs: a fresh dump, else the last good copy however old, else null (players reported missing). */
export async function loadCachedSleeperPlayers(
  fetchDump: () => Promise<Record<string, SleeperPlayer>>,
  now: Date = new Date(),
): Promise<Record<string, SleeperPlayer> | null> {
  try {
    return await freshSleeperPlayers(fetchDump, now);
  } catch (error) {
    const cached = await readCached();
    if (cached) return cached.players;
    console.warn("[sleeper] players dump unavailable; players will be reported missing", error);
    return null;
  }
}
