// Load bench (issue 11): the dashboard's calls (spec §7) against a running server, one route at a time with
// autocannon. Prints per route: requests, p50/p95/p99 latency (ms, from every response), non-2xx and errors;
// and the server's RSS before and after (from /proc, with --pid).
//
//   npx tsx bench/load.ts --base=http://127.0.0.1:3000 [--connections=100] [--duration=60] [--pid=<server pid>]
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

type Instance = { on(event: "response", cb: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type Result = { requests: { total: number }; non2xx: number; errors: number; timeouts: number };
type Autocannon = ((opts: Record<string, unknown>, cb: (err: Error | null, res: Result) => void) => Instance);
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
  },
});
const base = values.base.replace(/\/$/, "");
const origin = new URL(base).origin;

function rssMb(): number | null {
  if (!values.pid) return null;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${values.pid}/status`, "utf8"))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function run(url: string, cookie: string): Promise<{ total: number; p50: number; p95: number; p99: number; non2xx: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, connections: Number(values.connections), duration: Number(values.duration), headers: { cookie } },
      (err, res) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const round = (n: number) => Math.round(n * 10) / 10;
        resolve({ total: res.requests.total, p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), non2xx: res.non2xx, errors: res.errors + res.timeouts });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

async function main() {
  const login = await fetch(`${base}/api/login`, { method: "POST", headers: { origin, "content-type": "application/json" }, body: JSON.stringify({ username: values.user, password: values.password }) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const teams = (await (await fetch(`${base}/api/teams`, { headers: { cookie } })).json()) as { id: string; league: { id: string } }[];
  const team = teams[0];
  if (!team) throw new Error("the user has no team");
  const roster = JSON.stringify(await (await fetch(`${base}/api/teams/${team.id}/roster`, { headers: { cookie } })).json());
  const playerId = /"playerId":"([^"]+)"/.exec(roster)?.[1] ?? /"id":"([^"]+)"/.exec(roster.replace(`"id":"${team.id}"`, ""))?.[1];
  const routes: Record<string, string> = {
    "GET /api/teams": "/api/teams",
    "GET roster": `/api/teams/${team.id}/roster`,
    "GET matchup": `/api/teams/${team.id}/matchup`,
    "GET playoff-scenarios": `/api/teams/${team.id}/playoff-scenarios`,
    "GET ai-brief": `/api/teams/${team.id}/ai-brief`,
    "GET roster-news": `/api/teams/${team.id}/roster-news`,
    "GET player details": `/api/players/${playerId}/details?leagueId=${team.league.id}`,
  };
  const rows: Record<string, unknown>[] = [];
  const before = rssMb();
  for (const [name, path] of Object.entries(routes)) {
    if (values.only && !name.includes(values.only)) continue;
    const warm = await fetch(`${base}${path}`, { headers: { cookie } }); // first call fills caches
    await warm.text();
    const result = await run(`${base}${path}`, cookie);
    rows.push({ route: name, ...result, rssMb: rssMb() });
    console.error(`[load] ${name}: ${JSON.stringify(result)}`);
  }
  const after = rssMb();
  console.table(rows);
  console.log(JSON.stringify({ base, connections: Number(values.connections), durationSeconds: Number(values.duration), rssBeforeMb: before, rssAfterMb: after, rows }));
}

void main();
