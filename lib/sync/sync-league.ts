import "server-only";
import { footballNow } from "@/lib/clock";
import {
  claimLeagueSync,
  claimLeagueSyncForced,
  connectionOf,
  endOfSync,
  getLeagueById,
  listLeagueIdsForUser,
  recordSyncError,
  storeLeagueSnapshot,
  type SyncEnd,
} from "@/lib/db/queries/leagues";
import type { NormalizedLeague, Provider } from "@/lib/domain/league";
import { resolveWeek } from "@/lib/rules/current-week";
import { ProviderError, type FantasyProvider } from "@/lib/providers/types";
import { notifyAfterSync } from "@/lib/notifications/from-sync";
import { credentialsForLeague, keepingRefreshedTokens } from "./credentials";
import { validateLeague } from "./validate";

export const SYNC_MIN_AGE_MS = 60_000;

/** How a sync ended, with the league it fetched when it stored one. */
export type SyncOutcome = { leagueId: string } & (
  (Extract<SyncEnd, { ok: true }> & { league: NormalizedLeague }) | Extract<SyncEnd, { ok: false }>
);

interface SyncOptions {
  week?: number; // the roster week to read in full; default the football clock's week
  provider?: FantasyProvider; // tests inject failing providers
}

function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  console.error("[sync] unexpected provider failure", error);
  return new ProviderError("malformed", "The platform sent data we could not read.");
}

// Fetch (outside any transaction) → validate → write everything in one transaction. On a provider failure
// nothing stored changes except the league's syncError / syncErrorKind.
export async function syncLeague(leagueId: string, options: SyncOptions = {}): Promise<SyncOutcome> {
  const league = await getLeagueById({ leagueId });
  if (!league) return { ok: false, leagueId, kind: "not_found", message: "League not found." };
  const connection = connectionOf(league.settings);
  const myTeamExternalId = connection.myTeamExternalId ?? "";
  let fetched: NormalizedLeague;
  try {
    // The registry is loaded lazily so scripts (seed) can sync the demo without every platform adapter.
    const provider = options.provider ?? (await import("@/lib/providers")).getProvider(league.provider as Provider);
    const credentials = await credentialsForLeague(league, connection);
    const week = options.week ?? resolveWeek(league, footballNow(league)).week;
    const ref = { externalId: league.externalId, season: league.season };
    fetched = validateLeague(
      await keepingRefreshedTokens(league, credentials, (c) => provider.fetchLeague(c, ref, week)),
      myTeamExternalId,
    );
  } catch (error) {
    const e = asProviderError(error);
    await recordSyncError({ leagueId, kind: e.kind, message: e.message });
    return { ok: false, leagueId, kind: e.kind, message: e.message };
  }
  await storeLeagueSnapshot({
    userId: league.userId,
    leagueId,
    league: fetched,
    myTeamExternalId,
    connection,
    syncedAt: new Date(),
  });
  // Alerts are a by-product: a failure to write them never fails the sync.
  await notifyAfterSync({ leagueId, userId: league.userId, now: footballNow(league) }).catch((error: unknown) =>
    console.error("[sync] notifications failed", error),
  );
  return { ok: true, leagueId, league: fetched };
}

export interface SyncSummary {
  syncedCount: number;
  skippedCount: number;
  failed: { leagueId: string; kind: string; message: string }[];
}

// How often a manual refresh that found a sync of the league running looks whether it has ended.
const JOIN_POLL_MS = 250;

/**
 * A manual refresh that finds the league already syncing (the automatic sync on sign-in, another tab) joins that
 * sync: it waits for it to end and reports its outcome, rather than starting a second one or saying the data is
 * up to date while it is still being fetched. Null when it has not ended within the running window.
 */
async function joinRunningSync(leagueId: string, startedAt: Date) {
  const deadline = startedAt.getTime() + SYNC_MIN_AGE_MS;
  for (;;) {
    const ended = await endOfSync({ leagueId, startedAt });
    if (ended || Date.now() >= deadline) return ended;
    await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
  }
}

// Every league of the user, skipping those synced (or attempted) less than 60 s ago — keeps the 10-second
// automatic sync cheap and spares the platforms. Leagues sync one after another (provider rate limits).
// A forced (manual) sync skips the freshness window but never overlaps a running sync: it joins it.
export async function syncUserLeagues(
  userId: string,
  options: { provider?: FantasyProvider; force?: boolean } = {},
): Promise<SyncSummary> {
  const summary: SyncSummary = { syncedCount: 0, skippedCount: 0, failed: [] };
  const count = (leagueId: string, outcome: SyncEnd | null) => {
    if (!outcome) summary.skippedCount++;
    else if (outcome.ok) summary.syncedCount++;
    else summary.failed.push({ leagueId, kind: outcome.kind, message: outcome.message });
  };
  for (const leagueId of await listLeagueIdsForUser({ userId })) {
    // Real time, not the football clock: this throttles network calls.
    if (!options.force) {
      const claimed = await claimLeagueSync({ leagueId, now: new Date(), minAgeMs: SYNC_MIN_AGE_MS });
      count(leagueId, claimed ? await syncLeague(leagueId, options) : null);
      continue;
    }
    const claim = await claimLeagueSyncForced({ leagueId, now: new Date(), runningMinAgeMs: SYNC_MIN_AGE_MS });
    if (claim === "missing") continue; // disconnected meanwhile
    count(
      leagueId,
      claim === "claimed" ? await syncLeague(leagueId, options) : await joinRunningSync(leagueId, claim.runningSince),
    );
  }
  return summary;
}
