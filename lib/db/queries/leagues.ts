import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { NormalizedLeague, Provider, UnsupportedScoringRule } from "@/lib/domain/league";
import type { ProviderErrorKind } from "@/lib/providers/types";
import { upsertPlayersTx } from "./players";
import { forgetLeagueReads, leagueListReads, ownedLeagueKey, ownedLeagueReads } from "./user-league-reads";
import { leagueRulesSelect, type ConnectedLeague, type OwnedLeague } from "./league-shapes";

type Tx = Prisma.TransactionClient;

// The stored list of scoring rules the adapter could not map; anything malformed reads as none.
export function unsupportedScoringOf(value: Prisma.JsonValue): UnsupportedScoringRule[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) return [];
    const { key, label, points } = item;
    return typeof key === "string" && typeof label === "string" && typeof points === "number"
      ? [{ key, label, points }]
      : [];
  });
}

// Leagues the user connected, for /connect: sync state, which team is theirs, scoring rules not supported.
export function listLeaguesForUser({ userId }: { userId: string }): Promise<ConnectedLeague[]> {
  return leagueListReads.run(userId, () => readLeaguesOfUser(userId));
}

// One row per league with its counts, read in one statement: the team count, the user's team, and the games of the
// playoff weeks outside the title bracket (consolation and placement).
type ConnectedLeagueRow = Omit<ConnectedLeague, "myTeam" | "unsupportedScoring" | "syncWarnings" | "hostRules"> & {
  myTeamId: string | null;
  myTeamName: string | null;
  unsupportedScoring: Prisma.JsonValue;
  syncWarnings: Prisma.JsonValue;
  playoffTeams: number;
  playoffStartWeek: number;
  playoffRoundWeeks: number[];
  tradeDeadlineWeek: number | null;
  consolationGames: number;
};

async function readLeaguesOfUser(userId: string): Promise<ConnectedLeague[]> {
  const rows = await db.$queryRaw<ConnectedLeagueRow[]>`
    SELECT l."id", l."provider", l."externalId", l."season", l."name", l."lastSyncedAt", l."syncError",
           l."syncErrorKind", l."createdAt", l."unsupportedScoring", l."settings" -> 'syncWarnings' AS "syncWarnings",
           l."playoffTeams", l."playoffStartWeek", l."playoffRoundWeeks", l."tradeDeadlineWeek",
           mine."id" AS "myTeamId", mine."name" AS "myTeamName",
           (SELECT count(*)::int FROM "Team" t WHERE t."leagueId" = l."id") AS "teamCount",
           (SELECT count(*)::int FROM "Matchup" m
             WHERE m."leagueId" = l."id" AND NOT m."isPlayoff" AND m."week" >= l."playoffStartWeek")
             AS "consolationGames"
    FROM "League" l
    LEFT JOIN LATERAL (
      SELECT t."id", t."name" FROM "Team" t WHERE t."leagueId" = l."id" AND t."ownerUserId" = ${userId}
      ORDER BY t."id" LIMIT 1
    ) mine ON true
    WHERE l."userId" = ${userId}
    ORDER BY l."createdAt" ASC`;
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    externalId: row.externalId,
    season: row.season,
    name: row.name,
    lastSyncedAt: row.lastSyncedAt,
    syncError: row.syncError,
    syncErrorKind: row.syncErrorKind,
    createdAt: row.createdAt,
    myTeam: row.myTeamId !== null && row.myTeamName !== null ? { id: row.myTeamId, name: row.myTeamName } : null,
    teamCount: row.teamCount,
    unsupportedScoring: unsupportedScoringOf(row.unsupportedScoring),
    syncWarnings: syncWarningsOf({ syncWarnings: row.syncWarnings }),
    hostRules: {
      playoffTeams: row.playoffTeams,
      playoffStartWeek: row.playoffStartWeek,
      playoffRoundWeeks: row.playoffRoundWeeks,
      consolationGames: row.consolationGames,
      tradeDeadlineWeek: row.tradeDeadlineWeek,
    },
  }));
}

export async function findLeagueForUser(args: {
  userId: string;
  provider: Provider;
  externalId: string;
  season: number;
}) {
  return db.league.findUnique({ where: { userId_provider_externalId_season: args } });
}

// The last sync's warnings (kept in League.settings.syncWarnings); anything malformed reads as none.
export function syncWarningsOf(settings: Prisma.JsonValue): string[] {
  if (!settings || typeof settings !== "object" || Array.isArray(settings)) return [];
  const warnings = settings.syncWarnings;
  return Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === "string") : [];
}

// League.settings holds the connect details: myTeamExternalId (chosen on /connect) and e.g. the Sleeper username.
export function connectionOf(settings: Prisma.JsonValue): Record<string, string> {
  if (!settings || typeof settings !== "object" || Array.isArray(settings)) return {};
  return Object.fromEntries(Object.entries(settings).filter((e): e is [string, string] => typeof e[1] === "string"));
}

// For sync only (callers have already checked ownership or act for the owner).
export async function getLeagueById({ leagueId }: { leagueId: string }) {
  return db.league.findUnique({ where: { id: leagueId } });
}

// Claims a league for syncing: false when it was synced or attempted less than `minAgeMs` ago (or is in flight).
export async function claimLeagueSync({ leagueId, now, minAgeMs }: { leagueId: string; now: Date; minAgeMs: number }) {
  const cutoff = new Date(now.getTime() - minAgeMs);
  const { count } = await db.league.updateMany({
    where: {
      id: leagueId,
      AND: [
        { OR: [{ lastSyncedAt: null }, { lastSyncedAt: { lt: cutoff } }] },
        { OR: [{ syncStartedAt: null }, { syncStartedAt: { lt: cutoff } }] },
      ],
    },
    data: { syncStartedAt: now },
  });
  return count === 1;
}

/** Since when a sync of the league has been running: it started after the last attempt ended, < `maxRunMs` ago. */
function runningSince(
  row: { syncStartedAt: Date | null; syncEndedAt: Date | null; lastSyncedAt: Date | null },
  now: Date,
  maxRunMs: number,
): Date | null {
  const started = row.syncStartedAt;
  if (!started || now.getTime() - started.getTime() >= maxRunMs) return null;
  const ended = [row.syncEndedAt, row.lastSyncedAt].filter((t) => t !== null);
  return ended.every((t) => started > t) ? started : null;
}

const syncStateSelect = {
  syncStartedAt: true,
  syncEndedAt: true,
  lastSyncedAt: true,
  syncError: true,
  syncErrorKind: true,
} satisfies Prisma.LeagueSelect;

export type ForcedSyncClaim = "claimed" | "missing" | { runningSince: Date };

/**
 * A forced (manual) sync claim: ignores how recent the last sync was, but never overlaps a sync still running
 * (started after the last attempt ended, less than runningMinAgeMs ago): then it says since when that one runs.
 * Optimistic: the update only wins if nobody claimed the league since it was read.
 */
export async function claimLeagueSyncForced({
  leagueId,
  now,
  runningMinAgeMs,
}: {
  leagueId: string;
  now: Date;
  runningMinAgeMs: number;
}): Promise<ForcedSyncClaim> {
  const row = await db.league.findUnique({ where: { id: leagueId }, select: syncStateSelect });
  if (!row) return "missing";
  const since = runningSince(row, now, runningMinAgeMs);
  if (since) return { runningSince: since };
  const { count } = await db.league.updateMany({
    where: { id: leagueId, syncStartedAt: row.syncStartedAt },
    data: { syncStartedAt: now },
  });
  if (count === 1) return "claimed";
  // Someone claimed it between the read and the update: that sync is the running one.
  const claimedBy = await db.league.findUnique({ where: { id: leagueId }, select: { syncStartedAt: true } });
  return claimedBy?.syncStartedAt ? { runningSince: claimedBy.syncStartedAt } : "missing";
}

/** How a sync attempt of a league ended: stored, or failed with the platform's error in plain words. */
export type SyncEnd = { ok: true } | { ok: false; kind: ProviderErrorKind; message: string };

/**
 * How the sync that started at `startedAt` ended, or null while it still runs: it stored the league (synced at or
 * after its start) or failed (ended without storing, with the error it recorded).
 */
export async function endOfSync({
  leagueId,
  startedAt,
}: {
  leagueId: string;
  startedAt: Date;
}): Promise<SyncEnd | null> {
  const row = await db.league.findUnique({ where: { id: leagueId }, select: syncStateSelect });
  if (!row) return { ok: false, kind: "not_found", message: "League not found." };
  if (row.lastSyncedAt && row.lastSyncedAt >= startedAt) return { ok: true };
  if (row.syncEndedAt && row.syncEndedAt >= startedAt) {
    const kind = (row.syncErrorKind ?? "server") as ProviderErrorKind;
    return { ok: false, kind, message: row.syncError ?? "The platform did not answer." };
  }
  return null;
}

export async function listLeagueIdsForUser({ userId }: { userId: string }) {
  return (await db.league.findMany({ where: { userId }, select: { id: true }, orderBy: { createdAt: "asc" } })).map(
    (l) => l.id,
  );
}

// Only the error columns change when a provider call fails; the stored data stays as it was.
export async function recordSyncError({
  leagueId,
  kind,
  message,
}: {
  leagueId: string;
  kind: ProviderErrorKind;
  message: string;
}) {
  const { userId } = await db.league.update({
    where: { id: leagueId },
    data: { syncError: message, syncErrorKind: kind, syncEndedAt: new Date() },
    select: { userId: true },
  });
  forgetLeagueReads({ userId, leagueId });
}

// Writes a fetched league in one transaction (tx only — pglite-server has a single session).
// `leagueId` null creates the league (connect); otherwise replaces its synced data.
export async function storeLeagueSnapshot(args: {
  userId: string;
  leagueId: string | null;
  league: NormalizedLeague;
  myTeamExternalId: string;
  connection?: Record<string, string>; // non-secret connect details kept in League.settings (e.g. Sleeper username)
  credentialId?: string | null;
  syncedAt: Date;
}): Promise<{ leagueId: string; myTeamId: string | null }> {
  const { league: n, userId } = args;
  const stored = await db.$transaction(
    async (tx) => {
      const data = {
        name: n.settings.name,
        scoring: n.settings.scoring,
        rosterSlots: n.settings.rosterSlots,
        waiverType: n.settings.waiverType,
        faabBudget: n.settings.faabBudget,
        waiverRun: n.settings.waiverRun ?? Prisma.DbNull,
        playoffTeams: n.settings.playoffTeams,
        playoffStartWeek: n.settings.playoffStartWeek,
        playoffByes: n.settings.playoffByes,
        tiebreaker: n.settings.tiebreaker,
        medianGame: n.settings.medianGame,
        divisions: n.settings.divisions,
        currentWeek: n.settings.currentWeek,
        unsupportedScoring: n.settings.unsupportedScoring.map((r) => ({
          key: r.key,
          label: r.label,
          points: r.points,
        })),
        playoffRoundWeeks: n.settings.playoffRoundWeeks,
        tradeDeadlineWeek: n.settings.tradeDeadlineWeek,
        settings: { ...args.connection, myTeamExternalId: args.myTeamExternalId, syncWarnings: n.warnings ?? [] },
        lastSyncedAt: args.syncedAt,
        syncEndedAt: args.syncedAt,
        syncError: null,
        syncErrorKind: null,
        ...(args.credentialId !== undefined ? { credentialId: args.credentialId } : {}),
      };
      const leagueId = args.leagueId
        ? (await tx.league.update({ where: { id: args.leagueId }, data, select: { id: true } })).id
        : (
            await tx.league.create({
              data: { ...data, userId, provider: n.provider, externalId: n.externalId, season: n.settings.season },
              select: { id: true },
            })
          ).id;

      const playerIds = await upsertPlayersTx(tx, n.players);
      const teamIds = await upsertTeamsTx(tx, { leagueId, userId, league: n, myTeamExternalId: args.myTeamExternalId });
      await writeWeeksTx(tx, { leagueId, league: n, teamIds, playerIds });
      return { leagueId, myTeamId: teamIds.get(args.myTeamExternalId) ?? null };
    },
    { timeout: 60_000, maxWait: 20_000 },
  );
  forgetLeagueReads({ userId, leagueId: stored.leagueId });
  return stored;
}

async function upsertTeamsTx(
  tx: Tx,
  a: { leagueId: string; userId: string; league: NormalizedLeague; myTeamExternalId: string },
) {
  const existing = await tx.team.findMany({ where: { leagueId: a.leagueId }, select: { id: true, externalId: true } });
  const ids = new Map(existing.map((t) => [t.externalId, t.id]));
  for (const t of a.league.teams) {
    const data = {
      name: t.name,
      abbrev: t.abbrev ?? null,
      ownerName: t.ownerName ?? null,
      logoUrl: t.logoUrl ?? null,
      wins: t.wins,
      losses: t.losses,
      ties: t.ties,
      pointsFor: t.pointsFor,
      pointsAgainst: t.pointsAgainst,
      standing: t.standing,
      division: t.division ?? null,
      faabBudget: a.league.settings.faabBudget,
      faabSpent: t.faabSpent,
      waiverPriority: t.waiverPriority ?? null,
      ownerUserId: t.externalId === a.myTeamExternalId ? a.userId : null,
    };
    const id = ids.get(t.externalId);
    if (id) await tx.team.update({ where: { id }, data });
    else
      ids.set(
        t.externalId,
        (
          await tx.team.create({
            data: { ...data, leagueId: a.leagueId, externalId: t.externalId },
            select: { id: true },
          })
        ).id,
      );
  }
  return ids;
}

async function writeWeeksTx(
  tx: Tx,
  a: { leagueId: string; league: NormalizedLeague; teamIds: Map<string, string>; playerIds: Map<string, string> },
) {
  const weeks = [...new Set(a.league.rosters.map((r) => r.week))];
  await tx.rosterSlot.deleteMany({ where: { team: { leagueId: a.leagueId }, week: { in: weeks } } });
  const slots = a.league.rosters.flatMap((r) => {
    const teamId = a.teamIds.get(r.teamExternalId);
    if (!teamId) return [];
    return [
      {
        teamId,
        week: r.week,
        slot: r.slot,
        isStarting: r.isStarting,
        playerId: r.playerExternalId ? (a.playerIds.get(r.playerExternalId) ?? null) : null,
        projectedPoints: r.projectedPoints ?? null,
        actualPoints: r.actualPoints ?? null,
        droppable: r.droppable ?? true,
        tradeLocked: r.tradeLocked ?? false,
      },
    ];
  });
  if (slots.length) await tx.rosterSlot.createMany({ data: slots });

  await tx.matchup.deleteMany({ where: { leagueId: a.leagueId } });
  const matchups = a.league.matchups.flatMap((m) => {
    const homeTeamId = a.teamIds.get(m.homeTeamExternalId);
    if (!homeTeamId) return [];
    const awayTeamId = m.awayTeamExternalId ? (a.teamIds.get(m.awayTeamExternalId) ?? null) : null;
    return [
      {
        leagueId: a.leagueId,
        week: m.week,
        homeTeamId,
        awayTeamId,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        isPlayoff: m.isPlayoff,
      },
    ];
  });
  if (matchups.length) await tx.matchup.createMany({ data: matchups, skipDuplicates: true });

  if (a.league.transactions.length) {
    await tx.leagueTransaction.createMany({
      skipDuplicates: true,
      data: a.league.transactions.map((t) => ({
        leagueId: a.leagueId,
        externalId: t.externalId,
        type: t.type,
        status: t.status,
        week: t.week,
        teamIds: t.teamExternalIds,
        adds: Object.fromEntries(Object.entries(t.adds).map(([p, team]) => [a.playerIds.get(p) ?? p, team])),
        drops: Object.fromEntries(Object.entries(t.drops).map(([p, team]) => [a.playerIds.get(p) ?? p, team])),
        faabBid: t.faabBid,
        occurredAt: t.occurredAt,
      })),
    });
  }
}

// Disconnect: the league and everything under it (cascade), plus its credential when no other league uses it.
export async function deleteLeagueForUser({
  leagueId,
  userId,
}: {
  leagueId: string;
  userId: string;
}): Promise<boolean> {
  const deleted = await db.$transaction(async (tx) => {
    const league = await tx.league.findFirst({
      where: { id: leagueId, userId },
      select: { id: true, credentialId: true },
    });
    if (!league) return false;
    await tx.league.delete({ where: { id: league.id } });
    if (league.credentialId) {
      const others = await tx.league.count({ where: { credentialId: league.credentialId } });
      if (others === 0) await tx.providerCredential.deleteMany({ where: { id: league.credentialId, userId } });
    }
    return true;
  });
  forgetLeagueReads({ userId, leagueId });
  return deleted;
}

export async function attachCredential({
  leagueId,
  userId,
  credentialId,
}: {
  leagueId: string;
  userId: string;
  credentialId: string;
}) {
  await db.league.updateMany({ where: { id: leagueId, userId }, data: { credentialId } });
}

// The user's own league with its rules, or null when it is not theirs.
export function getOwnedLeague({
  leagueId,
  userId,
}: {
  leagueId: string;
  userId: string;
}): Promise<OwnedLeague | null> {
  return ownedLeagueReads.run(ownedLeagueKey(userId, leagueId), () =>
    db.league.findFirst({ where: { id: leagueId, userId }, select: leagueRulesSelect }),
  );
}
