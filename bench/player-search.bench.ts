// Player search benchmark (/players and the command palette): latency of searchPlayers — the same call
// GET /api/players/search makes (trigram query on the player table + roster owners + projections and sorting)
// — on the full bundled player pool, then with the table padded to the size of a real platform's player list
// (~12,000 rows, like Sleeper's full dump). Prints numbers; not a test. It writes to the database it is given
// (a throw-away user, the demo league, the padding rows, all deleted at the end), so use a scratch database.
//
//   node scripts/embedded-db.mjs --always --db=memory:// --port=15350 -- \
//     'npx prisma migrate deploy && npx tsx bench/player-search.bench.ts'
//   export DATABASE_URL=postgresql://postgres@127.0.0.1:5432/fgm_bench
//   npx prisma migrate deploy && npx tsx bench/player-search.bench.ts
import { createRequire } from "node:module";

const localRequire = createRequire(__filename);
localRequire.cache[localRequire.resolve("server-only")] = { exports: {} } as NodeJS.Module;

const PADDED_SIZE = 12_000;
const ROUNDS = 5;

// What users type and pick: typos, fragments, punctuation, empty queries with filters and every sort.
const QUERIES: Record<string, string>[] = [
  { q: "jamar chase" },
  { q: "amon ra" },
  { q: "mccaffery" },
  { q: "jefferson" },
  { q: "kel" },
  { q: "josh allen" },
  { q: "lamb", position: "WR" },
  { q: "brown", sort: "projection" },
  { q: "" },
  { q: "", sort: "rest_of_season" },
  { q: "", sort: "ownership", position: "RB" },
  { q: "", sort: "trend", availability: "free_agent" },
  { q: "", availability: "mine" },
  { q: "", injury: "injured" },
  { q: "", nflTeam: "KC" },
  { q: "tayler", availability: "rostered" },
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const { db } = await import("@/lib/db/client");
  const { createTestUser } = await import("@/tests/support/auth");
  const { connectLeagues } = await import("@/lib/sync/connect-request");
  const { searchPlayers } = await import("@/lib/players/search");
  const { ensurePoolPlayerRows } = await import("@/lib/db/queries/player-search");
  const { playerPool } = await import("@/lib/nfl");

  const user = await createTestUser();
  const [connected] = await connectLeagues(user.id, { provider: "demo" });
  if (!connected) throw new Error("demo connect failed");
  const leagueId = connected.leagueId;
  await ensurePoolPlayerRows(playerPool(2025));

  async function measure(label: string) {
    const rows = await db.player.count();
    const times: number[] = [];
    const perQuery = new Map<string, number[]>();
    // Warm-up: the bundled data files load once per process.
    await searchPlayers({ userId: user.id, leagueId, q: "", availability: "all", injury: "all", limit: 50 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of QUERIES) {
        const started = performance.now();
        const result = await searchPlayers({
          userId: user.id,
          leagueId,
          q: q.q ?? "",
          position: q.position,
          nflTeam: q.nflTeam,
          availability: (q.availability ?? "all") as "all",
          injury: (q.injury ?? "all") as "all",
          sort: q.sort as "projection" | undefined,
          limit: 50,
        });
        const ms = performance.now() - started;
        times.push(ms);
        const label = JSON.stringify(q);
        perQuery.set(label, [...(perQuery.get(label) ?? []), ms]);
        if (!result) throw new Error("league not found");
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(28)} rows ${String(rows).padStart(6)}  searches ${times.length}  ` +
        `p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  ` +
        `max ${pct(times, 100).toFixed(1)} ms`,
    );
    // The slowest kinds of search by their median, so a regression names its query.
    const medians = [...perQuery].map(([q, ms]) => ({
      q,
      p50: pct(
        [...ms].sort((a, b) => a - b),
        50,
      ),
    }));
    for (const { q, p50 } of medians.sort((a, b) => b.p50 - a.p50).slice(0, 4)) {
      console.log(`  slowest: p50 ${p50.toFixed(1).padStart(6)} ms  ${q}`);
    }
  }

  console.log(`database: ${process.env.DATABASE_URL?.replace(/\/\/[^@]*@/, "//") ?? "?"}`);
  await measure("bundled pool + demo league");

  // Padding: plausible names recombined from the pool's first and last names.
  const pool = playerPool(2025);
  const have = await db.player.count();
  const pad = Array.from({ length: Math.max(0, PADDED_SIZE - have) }, (_, i) => {
    const a = pool[i % pool.length]?.fullName.split(" ")[0] ?? "Pat";
    const b = pool[(i * 7 + 3) % pool.length]?.fullName.split(" ").slice(1).join(" ") || "Smith";
    return {
      id: `bench-${i}`,
      fullName: `${a} ${b}`,
      position: ["QB", "RB", "WR", "TE"][i % 4] ?? "WR",
      nflTeam: null,
    };
  });
  await db.player.createMany({ data: pad });
  try {
    await measure(`padded to ${PADDED_SIZE}`);
  } finally {
    await db.player.deleteMany({ where: { id: { startsWith: "bench-" } } });
    await db.user.delete({ where: { id: user.id } });
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
