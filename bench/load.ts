// Load bench: every read route of the dashboard and the league pages, one route at a time with autocannon, signed
// in as the demo user, against the framework's floor on the same server in the same run: a route handler that does
// nothing but answer a small JSON (`/api/auth/google/enabled`), measured first and last. Prints per route:
// req/s and its ratio to the floor (the mean of the two floor runs), p50/p95/p99 latency (ms, from every response),
// non-2xx and errors, the server's CPU milliseconds per request and RSS; and the server's RSS before and after
// (from /proc). Either against a server it starts from the production build (`npm run build` once;
// --start=embedded: PGlite in memory, --start=postgres: DATABASE_URL, migrated and seeded) or against a running
// one (--base, with --pid for RSS and CPU).
//
//   npx tsx bench/load.ts --start=embedded [--port=3000] [--db-port=15360] [--connections=100] [--duration=60]
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/fgm_load npx tsx bench/load.ts --start=postgres
//   npx tsx bench/load.ts --base=http://127.0.0.1:3000 --pid=<server pid> [--only=roster]
// --cpu-prof=<dir> (with --start) writes the server's V8 CPU profile there when the run ends.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { startServer, type StartedServer } from "./load-server";

type Instance = {
  on(event: "response", cb: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
type Result = { requests: { total: number }; non2xx: number; errors: number; timeouts: number };
type Autocannon = (opts: Record<string, unknown>, cb: (err: Error | null, res: Result) => void) => Instance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    connections: { type: "string", default: "100" },
    duration: { type: "string", default: "60" },
    pid: { type: "string" },
    user: { type: "string", default: "demo" },
    password: { type: "string", default: "demo1234" },
    only: { type: "string" },
    start: { type: "string" },
    port: { type: "string", default: "3000" },
    "db-port": { type: "string", default: "15360" },
    "cpu-prof": { type: "string" },
  },
});
let base = values.base.replace(/\/$/, "");
// The floor: a real route handler that reads nothing and answers a small JSON, behind the same proxy and server.
const FLOOR = "/api/auth/google/enabled";
let serverPid = values.pid;

function rssMb(): number | null {
  if (!serverPid) return null;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, "utf8"))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

// The server's CPU time so far (user + system, ms): CPU per request does not depend on what else the machine runs,
// so it gives the ceiling of one server process (1000 / ms per request, per core) where latencies cannot.
function cpuMs(): number | null {
  if (!serverPid) return null;
  const fields = readFileSync(`/proc/${serverPid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ = 100
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

type Measured = {
  total: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

function run(url: string, cookie: string, seconds = Number(values.duration)): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, connections: Number(values.connections), duration: seconds, headers: { cookie } },
      (err, res) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const round = (n: number) => Math.round(n * 10) / 10;
        resolve({
          total: res.requests.total,
          reqPerSec: Math.round(res.requests.total / seconds),
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          p99: round(percentile(latencies, 99)),
          non2xx: res.non2xx,
          errors: res.errors + res.timeouts,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

async function main() {
  const origin = new URL(base).origin;
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ username: values.user, password: values.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const teams = (await (await fetch(`${base}/api/teams`, { headers: { cookie } })).json()) as {
    id: string;
    league: { id: string };
  }[];
  const team = teams[0];
  if (!team) throw new Error("the user has no team");
  const roster = JSON.stringify(
    await (await fetch(`${base}/api/teams/${team.id}/roster`, { headers: { cookie } })).json(),
  );
  const playerId =
    /"playerId":"([^"]+)"/.exec(roster)?.[1] ?? /"id":"([^"]+)"/.exec(roster.replace(`"id":"${team.id}"`, ""))?.[1];
  const leagueId = team.league.id;
  const routes: Record<string, string> = {
    "GET /api/teams": "/api/teams",
    "GET /api/leagues": "/api/leagues",
    "GET /api/user": "/api/user",
    "GET notifications": "/api/notifications",
    "GET roster": `/api/teams/${team.id}/roster`,
    "GET matchup": `/api/teams/${team.id}/matchup`,
    "GET playoff-scenarios": `/api/teams/${team.id}/playoff-scenarios`,
    "GET ai-brief": `/api/teams/${team.id}/ai-brief`,
    "GET roster-news": `/api/teams/${team.id}/roster-news`,
    "GET player details": `/api/players/${playerId}/details?leagueId=${leagueId}`,
    "GET player news": `/api/players/${playerId}/news?leagueId=${leagueId}`,
    "GET standings": `/api/leagues/${leagueId}/standings`,
    "GET league matchups": `/api/leagues/${leagueId}/matchups`,
    "GET schedule": `/api/teams/${team.id}/schedule`,
    "GET analytics": `/api/teams/${team.id}/analytics`,
  };
  const measure = async (name: string, path: string) => {
    const warm = await fetch(`${base}${path}`, { headers: { cookie } }); // first call fills caches
    if (!warm.ok) throw new Error(`${name}: ${warm.status} ${(await warm.text()).slice(0, 200)}`);
    await warm.text();
    const cpuBefore = cpuMs();
    const result = await run(`${base}${path}`, cookie);
    const cpu = cpuMs();
    const cpuMsPerRequest =
      cpu !== null && cpuBefore !== null ? Math.round(((cpu - cpuBefore) / result.total) * 100) / 100 : null;
    console.error(`[load] ${name}: ${JSON.stringify(result)}`);
    return { route: name, ...result, cpuMsPerRequest, rssMb: rssMb() };
  };
  await run(`${base}${FLOOR}`, cookie, 3); // warms the server's JIT before anything is measured
  const before = rssMb();
  const floorFirst = await measure("floor (first)", FLOOR);
  const measured: Awaited<ReturnType<typeof measure>>[] = [];
  for (const [name, path] of Object.entries(routes)) {
    if (values.only && !name.includes(values.only)) continue;
    measured.push(await measure(name, path));
  }
  const floorLast = await measure("floor (last)", FLOOR);
  const after = rssMb();
  const floor = (floorFirst.reqPerSec + floorLast.reqPerSec) / 2;
  const rows = [floorFirst, ...measured, floorLast].map((r) => ({
    ...r,
    ratioToFloor: Math.round((r.reqPerSec / floor) * 100) / 100,
  }));
  console.table(
    rows.map(({ route, reqPerSec, ratioToFloor, p50, p95, non2xx, errors, cpuMsPerRequest, rssMb }) => ({
      route,
      reqPerSec,
      ratioToFloor,
      p50,
      p95,
      non2xx,
      errors,
      cpuMsPerRequest,
      rssMb,
    })),
  );
  console.log(
    JSON.stringify({
      base,
      connections: Number(values.connections),
      durationSeconds: Number(values.duration),
      floorReqPerSec: floor,
      rssBeforeMb: before,
      rssAfterMb: after,
      rows,
    }),
  );
}

async function startIfAsked(): Promise<StartedServer | null> {
  if (!values.start) return null;
  if (values.start !== "embedded" && values.start !== "postgres") throw new Error("--start=embedded|postgres");
  const started = await startServer({
    db: values.start,
    port: Number(values.port),
    dbPort: Number(values["db-port"]),
    databaseUrl: process.env.DATABASE_URL,
    cpuProfDir: values["cpu-prof"],
  });
  base = started.base;
  serverPid = String(started.pid);
  console.error(`[load] ${values.start} server ${base} (pid ${started.pid})`);
  return started;
}

let started: StartedServer | null = null;
startIfAsked()
  .then((s) => {
    started = s;
    return main();
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => started?.stop());
