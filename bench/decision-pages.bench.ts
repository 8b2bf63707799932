// Decision pages benchmark: p50 / p95 per route of /lineup, /waivers, /waiver-analyzer and /trades, called
// in-process (the real handlers, session and database) on the demo league at the demo clock. Prints numbers;
// not a test. It writes a throw-away user and the demo league to the database it is given, then deletes them.
//
//   node scripts/embedded-db.mjs --always --db=memory:// --port=15350 -- \
//     bash -c 'npx prisma migrate deploy && npx tsx bench/decision-pages.bench.ts'
//
// Three columns per route:
//   cold   every in-process cache cleared before each call: loads the league and builds the engine model too
//   new    the league model cached (as after any earlier request this sync), a different question each call
//   repeat the same question again (answered from the per-league/week/sync cache)
import { createRequire } from "node:module";

const localRequire = createRequire(__filename);
localRequire.cache[localRequire.resolve("server-only")] = { exports: {} } as NodeJS.Module;

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
process.env.APP_NOW ??= "2025-11-09T19:30:00Z";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};

async function main() {
  const { db } = await import("@/lib/db/client");
  const { apiRequest, createTestUser, sessionCookieFor } = await import("@/tests/support/auth");
  const { connectLeagues } = await import("@/lib/sync/connect-request");
  const { clearDecisionCache } = await import("@/lib/league-model/decisions/cache");
  const lineup = (await import("@/app/api/teams/[id]/lineup/route")).GET as Handler;
  const waivers = (await import("@/app/api/teams/[id]/waivers/route")).GET as Handler;
  const analysis = (await import("@/app/api/teams/[id]/waiver-analysis/route")).POST as Handler;
  const evaluate = (await import("@/app/api/teams/[id]/trades/evaluate/route")).POST as Handler;
  const find = (await import("@/app/api/teams/[id]/trades/find/route")).GET as Handler;
  const history = (await import("@/app/api/teams/[id]/trades/history/route")).GET as Handler;
  const rosters = (await import("@/app/api/teams/[id]/trades/rosters/route")).GET as Handler;

  const user = await createTestUser();
  try {
    const [connected] = await connectLeagues(user.id, { provider: "demo" });
    if (!connected?.teamId) throw new Error("demo connect returned no team");
    const teamId = connected.teamId;
    const cookie = await sessionCookieFor(user);
    const params = { params: Promise.resolve({ id: teamId }) };
    const call = async (handler: Handler, path: string, body?: unknown) => {
      const res = await handler(apiRequest(path, { method: body ? "POST" : "GET", body, headers: { cookie } }), params);
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    // Inputs for the POST routes: free agents, my roster, partners and their players.
    const base = `/api/teams/${teamId}`;
    const fa = (await call(waivers, `${base}/waivers?pageSize=40`)) as { rows: { id: string }[] };
    const league = (await call(rosters, `${base}/trades/rosters`)) as {
      teams: { id: string; mine: boolean; players: { id: string }[] }[];
    };
    const mine = league.teams.find((t) => t.mine)?.players ?? [];
    const others = league.teams.filter((t) => !t.mine);
    const pair = (i: number) => ({
      pairs: [{ add: [fa.rows[i % fa.rows.length]?.id ?? ""], drop: [mine[mine.length - 1 - (i % 3)]?.id ?? ""] }],
    });
    const trade = (i: number) => {
      const partner = others[i % others.length];
      return {
        partnerId: partner?.id ?? "",
        give: [mine[(i % 5) + 1]?.id ?? ""],
        get: [partner?.players[(i % 4) + 1]?.id ?? ""],
      };
    };

    const routes: { name: string; run: (i: number) => Promise<unknown> }[] = [
      { name: "GET lineup", run: (i) => call(lineup, `${base}/lineup?objective=${i % 2 ? "points" : "win"}`) },
      { name: "GET waivers", run: (i) => call(waivers, `${base}/waivers?page=${(i % 3) + 1}`) },
      { name: "POST waiver-analysis", run: (i) => call(analysis, `${base}/waiver-analysis`, pair(i)) },
      { name: "POST trades/evaluate", run: (i) => call(evaluate, `${base}/trades/evaluate`, trade(i)) },
      { name: "GET trades/find", run: (i) => call(find, `${base}/trades/find${i % 2 ? "?position=RB" : ""}`) },
      { name: "GET trades/history", run: () => call(history, `${base}/trades/history`) },
      { name: "GET trades/rosters", run: () => call(rosters, `${base}/trades/rosters`) },
    ];

    console.log(
      `[bench] decision pages — demo league, APP_NOW ${process.env.APP_NOW}, ${RUNS} ` +
        `runs per column, node ${process.version}`,
    );
    console.log("route                    cold p50  cold p95   new p50   new p95  repeat p50 repeat p95  (ms)");
    for (const route of routes) {
      const cold: number[] = [],
        fresh: number[] = [],
        repeat: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        clearDecisionCache();
        let t = performance.now();
        await route.run(i);
        cold.push(performance.now() - t);
        t = performance.now();
        await route.run(i + 1); // league model cached, a different question (different input or page)
        fresh.push(performance.now() - t);
        t = performance.now();
        await route.run(i + 1);
        repeat.push(performance.now() - t);
      }
      const cell = (xs: number[]) =>
        `${quantile(xs, 0.5).toFixed(0).padStart(8)}  ${quantile(xs, 0.95).toFixed(0).padStart(8)}`;
      console.log(`${route.name.padEnd(24)} ${cell(cold)}  ${cell(fresh)}  ${cell(repeat)}`);
    }
  } finally {
    await db.user.deleteMany({ where: { id: user.id } });
    await db.$disconnect();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
