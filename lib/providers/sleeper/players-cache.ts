import "server-only";
// Sleeper asks clients to fetch /players/nfl at most once a day. The trimmed dump lives in HttpCache
// (shared by every app instance); a failed refresh falls back to the last good copy.
import { db } from "@/lib/db/client";
import type { Prisma } from "@/generated/prisma/client";
import { sleeperPlayersSchema, type SleeperPlayer } from "@/lib/providers/sleeper/schemas";

const KEY = "sleeper:players:nfl";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const FIELDS = ["player_id", "full_name", "first_name", "last_name", "position", "team", "number", "injury_status", "espn_id", "yahoo_id", "gsis_id"] as const;

function trim(dump: Record<string, SleeperPlayer>): Record<string, SleeperPlayer> {
  const out: Record<string, SleeperPlayer> = {};
  for (const [id, player] of Object.entries(dump)) {
    const slim: Record<string, unknown> = {};
    for (const field of FIELDS) if (player[field] !== null && player[field] !== undefined) slim[field] = player[field];
    out[id] = slim as SleeperPlayer;
  }
  return out;
}

export async function loadCachedSleeperPlayers(
  fetchDump: () => Promise<Record<string, SleeperPlayer>>,
  now: Date = new Date(),
): Promise<Record<string, SleeperPlayer> | null> {
  const cached = await db.httpCache.findUnique({ where: { key: KEY } });
  const parsed = cached ? sleeperPlayersSchema.safeParse(cached.body) : null;
  if (cached && parsed?.success && now.getTime() - cached.fetchedAt.getTime() < MAX_AGE_MS) return parsed.data;
  try {
    const fresh = trim(await fetchDump());
    const body = fresh as unknown as Prisma.InputJsonValue;
    await db.httpCache.upsert({ where: { key: KEY }, create: { key: KEY, body, fetchedAt: now }, update: { body, fetchedAt: now } });
    return fresh;
  } catch (error) {
    if (parsed?.success) return parsed.data;
    console.warn("[sleeper] players dump unavailable; players will be reported missing", error);
    return null;
  }
}
