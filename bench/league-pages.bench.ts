// League pages benchmark: each new route's time on the demo league (median of RUNS calls after the first, and the
// first call, which simulates the season; later calls read the shared simulation from the cache), plus the
// what-if answer (the issue asks ≤ 1 s). Prints numbers; not a test. Needs a migrated scratch database:
//   node scripts/embedded-db.mjs --always --db=memory:// --port=15406 -- \
//     'npx prisma migrate deploy && npx tsx bench/league-pages.bench.ts'
import { createRequire } from "node:module";
import { loadavg } from "node:os";

// `server-only` guards Next bundles against client imports; this is a plain Node script (as prisma/seed.ts does).
const localRequire = createRequire(__filename);
localRequire.cache[localRequire.resolve("server-only")] = { exports: {} } as NodeJS.Module;
process.env.APP_NOW ??= "2025-11-09T19:30:00Z"; // the demo's week-10 Sunday, as `npm start` pins it

const RUNS = 7;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function main() {
  const { apiRequest, createTestUser, sessionCookieFor } = await import("@/tests/support/auth");
  const { connectLeagues } = await import("@/lib/sync/connect-request");
  const { db } = await import("@/lib/db/client");
  const routes = {
    standings: (await import("@/app/api/leagues/[id]/standings/route")).GET as Handler,
    matchups: (await import("@/app/api/leagues/[id]/matchups/route")).GET as Handler,
    schedule: (await import("@/app/api/teams/[id]/schedule/route")).GET as Handler,
    analytics: (await import("@/app/api/teams/[id]/analytics/route")).GET as Handler,
    whatIf: (await import("@/app/api/teams/[id]/what-if/route")).POST as Handler,
  };
  const user = await createTestUser();
  try {
    const [connected] = await connectLeagues(user.id, { provider: "demo" });
    if (!connected?.teamId) throw new Error("demo connect returned no team");
    const { teamId, leagueId } = connected;
    const cookie = await sessionCookieFor(user);
    const call = async (handler: Handler, path: string, id: string, body?: unknown) => {
      const started = performance.now();
      const res = await handler(apiRequest(path, { method: body ? "POST" : "GET", body, headers: { cookie } }), {
        params: Promise.resolve({ id }),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return { ms: performance.now() - started, json };
    };
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.floor(s.length / 2)] ?? 0;
    };
    const measure = async (label: string, handler: Handler, path: string, id: string, body?: unknown) => {
      const first = await call(handler, path, id, body);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await call(handler, path, id, body)).ms);
      console.log(
        `${label.padEnd(34)} first ${first.ms.toFixed(0).padStart(6)} ms   median ` +
          `of ${RUNS} ${median(times).toFixed(0).padStart(6)} ms`,
      );
      return first.json;
    };
    console.log(
      `League pages on the demo league (12 teams, week 10, APP_NOW ${process.env.APP_NOW}); load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")}`,
    );
    await measure("GET /api/leagues/{id}/standings", routes.standings, `/api/leagues/${leagueId}/standings`, leagueId);
    await measure("GET /api/leagues/{id}/matchups", routes.matchups, `/api/leagues/${leagueId}/matchups`, leagueId);
    await measure(
      "GET /api/leagues/{id}/matchups?week=3",
      routes.matchups,
      `/api/leagues/${leagueId}/matchups?week=3`,
      leagueId,
    );
    await measure("GET /api/teams/{id}/schedule", routes.schedule, `/api/teams/${teamId}/schedule`, teamId);
    const analytics = (await measure(
      "GET /api/teams/{id}/analytics",
      routes.analytics,
      `/api/teams/${teamId}/analytics`,
      teamId,
    )) as { remainingGames: { week: number; home: { id: string }; away: { id: string }; involvesMe: boolean }[] };
    const next = analytics.remainingGames.find((g) => g.involvesMe);
    if (!next) throw new Error("no remaining game");
    const forced = [
      { week: next.week, home: next.home.id, away: next.away.id, result: next.home.id === teamId ? "home" : "away" },
    ];
    await measure("POST /api/teams/{id}/what-if (1 game)", routes.whatIf, `/api/teams/${teamId}/what-if`, teamId, {
      forced,
    });
    const week = analytics.remainingGames
      .filter((g) => g.week === next.week)
      .map((g) => ({ week: g.week, home: g.home.id, away: g.away.id, result: "home" }));
    const r = await measure(
      `POST …/what-if (${week.length} games)`,
      routes.whatIf,
      `/api/teams/${teamId}/what-if`,
      teamId,
      { forced: week },
    );
    console.log(
      `what-if simulation alone (server-reported): ${String(r.elapsedMs)} ms for ${String(r.simulations)} seasons`,
    );
  } finally {
    await db.user.deleteMany({ where: { id: user.id } });
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
