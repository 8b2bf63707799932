import "server-only";
// Rows of the ingestion jobs: leases (one running copy of a job across app instances), data-source status, and
// the schedule a job stores. A failed or empty fetch never reaches these writes.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import type { StatLine } from "@/lib/domain/league";
import type { StoredWeekRow } from "@/lib/nfl/stored-weeks";

/** Takes the job's lease for `ttlMs` unless another holder has an unexpired one. True when taken. */
export async function acquireLease(job: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO "IngestLease" ("job", "holder", "expiresAt") VALUES (${job}, ${holder}, ${expiresAt})
    ON CONFLICT ("job") DO UPDATE SET "holder" = EXCLUDED."holder", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "IngestLease"."expiresAt" <= ${now} OR "IngestLease"."holder" = ${holder}
    RETURNING "holder"`;
  return rows.length === 1;
}

/** Extends a lease its holder still has (false when it has none: released, or taken over after it ran out). */
export async function renewLease(job: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const { count } = await db.ingestLease.updateMany({
    where: { job, holder },
    data: { expiresAt: new Date(now.getTime() + ttlMs) },
  });
  return count === 1;
}

export async function releaseLease(job: string, holder: string): Promise<void> {
  await db.ingestLease.deleteMany({ where: { job, holder } });
}

export async function recordSourceSuccess(source: string, rows: number, at: Date): Promise<void> {
  await db.dataSource.upsert({
    where: { source },
    create: { source, lastRunAt: at, lastSuccessAt: at, rows },
    update: { lastRunAt: at, lastSuccessAt: at, rows, lastError: null, lastErrorAt: null },
  });
}

export async function recordSourceError(source: string, error: string, at: Date): Promise<void> {
  await db.dataSource.upsert({
    where: { source },
    create: { source, lastRunAt: at, lastError: error, lastErrorAt: at },
    update: { lastRunAt: at, lastError: error, lastErrorAt: at },
  });
}

export function listDataSources() {
  return db.dataSource.findMany({ orderBy: { source: "asc" } });
}

export interface ScheduleRow {
  id: string;
  season: number;
  week: number;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
}

/** Replaces one season's regular-season games in one transaction (scores and live state of kept games stay). */
export async function replaceSeasonSchedule(season: number, games: ScheduleRow[]): Promise<void> {
  const ids = games.map((g) => g.id);
  await db.$transaction([
    db.nflGame.deleteMany({ where: { season, gameType: "REG", id: { notIn: ids } } }),
    ...games.map((g) =>
      db.nflGame.upsert({
        where: { id: g.id },
        create: {
          id: g.id,
          season: g.season,
          week: g.week,
          gameType: "REG",
          homeTeam: g.homeTeam,
          awayTeam: g.awayTeam,
          kickoff: g.kickoff,
        },
        update: { week: g.week, homeTeam: g.homeTeam, awayTeam: g.awayTeam, kickoff: g.kickoff },
      }),
    ),
  ]);
}

export function storedSchedule(excludeSeasons: number[]): Promise<ScheduleRow[]> {
  return db.nflGame.findMany({
    where: { gameType: "REG", season: { notIn: excludeSeasons } },
    select: { id: true, season: true, week: true, homeTeam: true, awayTeam: true, kickoff: true },
  });
}

export interface PlayerWeekRow {
  espnId: string;
  fullName: string;
  position: string;
  team: string | null;
  week: number;
  stats: StatLine | null;
  projStats: StatLine | null;
  ptsStd: number | null;
  ptsHalf: number | null;
  ptsPpr: number | null;
  projStd: number | null;
  projHalf: number | null;
  projPpr: number | null;
}

/**
 * Replaces the stored weeks `weeks` of one season with `rows` in one transaction: each week is swapped whole or
 * not at all. Players ESPN names that no Player row knows by its ESPN id are created (name, position, team).
 */
export async function replaceSeasonPlayerWeeks(season: number, weeks: number[], rows: PlayerWeekRow[]): Promise<void> {
  await db.$transaction(
    async (tx) => {
      const espnIds = [...new Set(rows.map((r) => r.espnId))];
      const known = await tx.player.findMany({
        where: { espnId: { in: espnIds } },
        select: { id: true, espnId: true },
      });
      const playerIds = new Map(known.map((p) => [p.espnId ?? "", p.id]));
      const created: { id: string; espnId: string; fullName: string; position: string; nflTeam: string | null }[] = [];
      for (const r of rows) {
        if (playerIds.has(r.espnId)) continue;
        const id = randomUUID();
        playerIds.set(r.espnId, id);
        created.push({ id, espnId: r.espnId, fullName: r.fullName, position: r.position, nflTeam: r.team });
      }
      if (created.length) await tx.player.createMany({ data: created });
      await tx.playerWeek.deleteMany({ where: { season, week: { in: weeks } } });
      // One statement for the whole season (~20,000 rows): Prisma's createMany binds 13 parameters per row.
      const data = rows.map((r) => ({
        ...r,
        id: randomUUID(),
        playerId: playerIds.get(r.espnId),
        stats: r.stats ?? {},
      }));
      await tx.$executeRaw`
        INSERT INTO "PlayerWeek" ("id", "playerId", "season", "week", "team", "stats", "ptsStd", "ptsHalf", "ptsPpr",
          "projStats", "projStd", "projHalf", "projPpr")
        SELECT x."id", x."playerId", ${season}, x."week", x."team", x."stats", x."ptsStd", x."ptsHalf", x."ptsPpr",
          x."projStats", x."projStd", x."projHalf", x."projPpr"
        FROM jsonb_to_recordset(${JSON.stringify(data)}::jsonb) AS x("id" text, "playerId" text, "week" int,
          "team" text, "stats" jsonb, "ptsStd" double precision, "ptsHalf" double precision, "ptsPpr" double precision,
          "projStats" jsonb, "projStd" double precision, "projHalf" double precision, "projPpr" double precision)`;
    },
    { timeout: 120_000 },
  );
}

/** Players with a line per stored week, by week (to tell a partial answer from a full one). */
export async function storedPlayerWeekCounts(season: number): Promise<Map<number, number>> {
  const groups = await db.playerWeek.groupBy({ by: ["week"], where: { season }, _count: { _all: true } });
  return new Map(groups.map((g) => [g.week, g._count._all]));
}

/** The stored weeks of every season but `excludeSeasons`, with the ids lib/nfl looks players up by. */
export async function storedPlayerWeeks(excludeSeasons: number[]): Promise<StoredWeekRow[]> {
  const rows = await db.playerWeek.findMany({
    where: { season: { notIn: excludeSeasons } },
    select: {
      season: true,
      week: true,
      team: true,
      stats: true,
      ptsPpr: true,
      projStats: true,
      player: { select: { espnId: true, gsisId: true, fullName: true, position: true } },
    },
  });
  return rows.map((r) => ({
    ...r.player,
    season: r.season,
    week: r.week,
    team: r.team,
    // A week stored without an actual line has stats {} and no points: the game has not been played.
    stats: r.ptsPpr === null ? null : (r.stats as StatLine),
    projStats: (r.projStats as StatLine | null) ?? null,
  }));
}
