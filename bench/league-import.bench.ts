// League import benchmark: connect + full sync of the largest recorded leagues through the real adapters
// (replayed by tests/fakes/provider-server.ts) and the real sync code (connectLeague / syncLeague →
// storeLeagueSnapshot). Prints numbers; not a test. It writes to the database it is given (players, the Sleeper
// players cache, a throw-away user that is deleted at the end), so point it at a scratch database.
//
// Embedded PGlite (in memory):
//   node scripts/embedded-db.mjs --always --db=memory:// --port=15350 -- \
//     'npx prisma migrate deploy && npx tsx bench/league-import.bench.ts'
// Local PostgreSQL:
//   createdb -h 127.0.0.1 -U postgres fgm_bench
//   export DATABASE_URL=postgresql://postgres@127.0.0.1:5432/fgm_bench
//   npx prisma migrate deploy && npx tsx bench/league-import.bench.ts
//
// Per league and run: "connect" creates the league (connectLeague), "resync" replaces its data (syncLeague).
// fetch ms = the adapter's fetchLeague (HTTP to the fake server + zod + parse; for Sleeper also the players-dump
// cache read/write); db ms = the rest of the call (existence lookup, validation, the one write transaction).
// players = players in the fetched league; new / upd = rows of the shared Player table it inserted / changed
// (changed players are written in one UPDATE … FROM jsonb_to_recordset statement per import).
// Medians are per column (fetch, db and total may come from different runs).
// The league is deleted (deleteLeagueForUser, as Disconnect does) after each run.
import { createRequire } from "node:module";
import type { NormalizedLeague } from "@/lib/domain/league";
import type { FantasyProvider, ProviderCredentials } from "@/lib/providers/types";
import { startProviderServer } from "@/tests/fakes/provider-server";

// `server-only` guards Next bundles against client imports; this is a plain Node script (as prisma/seed.ts does).
const localRequire = createRequire(__filename);
localRequire.cache[localRequire.resolve("server-only")] = { exports: {} } as NodeJS.Module;

const RUNS = 3;
// The demo league is built for the football clock's week; pin it as the seed and e2e stack do.
const DEFAULT_APP_NOW = "2025-11-09T19:30:00Z";

interface Case {
  label: string;
  provider: "sleeper" | "espn" | "demo";
  externalId: string;
  season: number;
  myTeamExternalId: string;
  credentials: ProviderCredentials;
  connection?: Record<string, string>;
  week?: number; // overrides the clock's week (only weeks 1–2 of the ESPN league were recorded)
}

interface Row {
  label: string;
  run: string;
  phase: "connect" | "resync";
  dump: string;
  week: number;
  fetchMs: number;
  dbMs: number;
  totalMs: number;
  teams: number;
  slots: number;
  players: number;
  playersNew: number;
  playersUpdated: number;
  matchups: number;
  transactions: number;
}

const CASES: Case[] = [
  {
    label: "sleeper 522458773317046272",
    provider: "sleeper",
    externalId: "522458773317046272",
    season: 2020,
    myTeamExternalId: "1",
    credentials: { provider: "sleeper", username: "solarpool" },
    connection: { username: "solarpool" },
  },
  {
    label: "espn 899513",
    provider: "espn",
    externalId: "899513",
    season: 2020,
    myTeamExternalId: "1",
    credentials: { provider: "espn", leagueId: "899513", season: 2020 },
    week: 2,
  },
  {
    label: "demo",
    provider: "demo",
    externalId: "demo-2025",
    season: 2025,
    myTeamExternalId: "1",
    credentials: { provider: "demo" },
  },
];

// Wraps a real adapter to time fetchLeague and keep what it returned; everything else is delegated unchanged.
function timedProvider(inner: FantasyProvider, weekOverride: number | undefined) {
  const last = { ms: 0, week: 0, league: null as NormalizedLeague | null };
  const provider: FantasyProvider = {
    id: inner.id,
    listLeagues: (credentials, season) => inner.listLeagues(credentials, season),
    async fetchLeague(credentials, ref, week) {
      last.week = weekOverride ?? week;
      const t0 = performance.now();
      last.league = await inner.fetchLeague(credentials, ref, last.week);
      last.ms = performance.now() - t0;
      return last.league;
    },
  };
  return { provider, last };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

function printTable(rows: Row[]) {
  const head = [
    "league",
    "run",
    "phase",
    "dump",
    "week",
    "fetch ms",
    "db ms",
    "total ms",
    "teams",
    "slots",
    "players",
    "new",
    "upd",
    "matchups",
    "txns",
  ];
  const cells = rows.map((r) => [
    r.label,
    r.run,
    r.phase,
    r.dump,
    String(r.week),
    r.fetchMs.toFixed(0),
    r.dbMs.toFixed(0),
    r.totalMs.toFixed(0),
    String(r.teams),
    String(r.slots),
    String(r.players),
    String(r.playersNew),
    String(r.playersUpdated),
    String(r.matchups),
    String(r.transactions),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i < 4 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

async function main() {
  const server = await startProviderServer();
  // Before any module that reads `env` is loaded: the adapters take their base URLs from it.
  Object.assign(process.env, server.env);
  process.env.APP_NOW ??= DEFAULT_APP_NOW;
  // Only a 2019 league's ESPN activity feed was recorded; replay it so the ESPN import writes transactions too.
  server.setEspnActivityForAllLeagues(true);

  const { db } = await import("@/lib/db/client");
  const { createTestUser } = await import("@/tests/support/auth");
  const { connectLeague } = await import("@/lib/sync/connect");
  const { syncLeague } = await import("@/lib/sync/sync-league");
  const { deleteLeagueForUser } = await import("@/lib/db/queries/leagues");
  const { getProvider } = await import("@/lib/providers");

  const url = new URL(process.env.DATABASE_URL ?? "postgresql://127.0.0.1:15329/postgres");
  console.log(
    `[bench] league import — database ${url.hostname}:${url.port || 5432}${url.pathname}, ` +
      `APP_NOW ${process.env.APP_NOW}, ${RUNS} runs, node ${process.version}`,
  );

  await db.$queryRaw`SELECT 1`; // open the pool outside the timings
  const user = await createTestUser({ username: `bench_${Date.now().toString(36)}` });
  const rows: Row[] = [];
  try {
    for (const c of CASES) {
      const { provider, last } = timedProvider(getProvider(c.provider), c.week);
      // The shared Player table before a call: new players are inserted, known ones updated only when changed.
      const playerMark = async () => ({ count: await db.player.count(), at: new Date() });
      // Rows the import left in the database, and how the call's wall time split between fetch and database.
      const measure = async (leagueId: string, totalMs: number, before: { count: number; at: Date }) => {
        const [teams, slots, matchups, transactions] = await Promise.all([
          db.team.count({ where: { leagueId } }),
          db.rosterSlot.count({ where: { team: { leagueId } } }),
          db.matchup.count({ where: { leagueId } }),
          db.leagueTransaction.count({ where: { leagueId } }),
        ]);
        const players = last.league?.players.length ?? 0;
        const playersNew = (await db.player.count()) - before.count;
        // Prisma stamps updatedAt on create and update alike.
        const playersUpdated = (await db.player.count({ where: { updatedAt: { gte: before.at } } })) - playersNew;
        return {
          week: last.week,
          fetchMs: last.ms,
          dbMs: totalMs - last.ms,
          totalMs,
          teams,
          slots,
          players,
          playersNew,
          playersUpdated,
          matchups,
          transactions,
        };
      };
      for (let run = 1; run <= RUNS; run++) {
        // Sleeper's players dump is cached in the database for a day: run 1 fetches it (cold), later runs read it.
        const dump = c.provider !== "sleeper" ? "-" : run === 1 ? "cold" : "warm";
        if (c.provider === "sleeper" && run === 1)
          await db.httpCache.deleteMany({ where: { key: "sleeper:players:nfl" } });

        const beforeConnect = await playerMark();
        const t0 = performance.now();
        const connected = await connectLeague(
          {
            userId: user.id,
            provider: c.provider,
            externalId: c.externalId,
            season: c.season,
            myTeamExternalId: c.myTeamExternalId,
            credentials: c.credentials,
            connection: c.connection,
          },
          provider,
        );
        const connectMs = performance.now() - t0;
        if (!connected.created) throw new Error(`${c.label}: the league already existed`);
        rows.push({
          label: c.label,
          run: String(run),
          phase: "connect",
          dump,
          ...(await measure(connected.leagueId, connectMs, beforeConnect)),
        });

        const beforeSync = await playerMark();
        const t1 = performance.now();
        const outcome = await syncLeague(connected.leagueId, { provider });
        const syncMs = performance.now() - t1;
        if (!outcome.ok) throw new Error(`${c.label}: sync failed (${outcome.kind}): ${outcome.message}`);
        rows.push({
          label: c.label,
          run: String(run),
          phase: "resync",
          dump: c.provider === "sleeper" ? "warm" : "-",
          ...(await measure(connected.leagueId, syncMs, beforeSync)),
        });

        if (!(await deleteLeagueForUser({ leagueId: connected.leagueId, userId: user.id })))
          throw new Error(`${c.label}: delete failed`);
      }
    }
  } finally {
    await db.user.deleteMany({ where: { id: user.id } });
    await server.close();
    await db.$disconnect();
  }

  printTable(rows);
  console.log(`\nmedian of ${RUNS} runs`);
  const medians: Row[] = [];
  for (const c of CASES) {
    for (const phase of ["connect", "resync"] as const) {
      const group = rows.filter((r) => r.label === c.label && r.phase === phase);
      const first = group[0];
      if (!first) continue;
      medians.push({
        ...first,
        run: "median",
        dump: "-",
        fetchMs: median(group.map((r) => r.fetchMs)),
        dbMs: median(group.map((r) => r.dbMs)),
        totalMs: median(group.map((r) => r.totalMs)),
        playersNew: median(group.map((r) => r.playersNew)),
        playersUpdated: median(group.map((r) => r.playersUpdated)),
      });
    }
  }
  printTable(medians);
}

main().catch((error: unknown) => {
  console.error("[bench] failed", error);
  process.exit(1);
});
