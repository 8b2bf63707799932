// The large fuzz run: the generator of tests/api/fuzz.int.test.ts, sent over HTTP to a running server
// (scripts/server.mjs, i.e. `npm start` or the e2e stack), plus raw requests only a socket can send (`GET *`,
// `%zz` in a path, a 50 MB declared body). Every route under app/api and every method it exports, NextAuth's
// included. Prints one JSON summary; exits 1 on any 5xx or leaked stack trace / internal path.
//
//   NEXTAUTH_SECRET=<the server's> npx tsx --conditions=react-server scripts/fuzz-routes.ts \
//     --base=http://127.0.0.1:3000 [--runs=20000] [--seed=20261123] [--concurrency=4]
import { connect } from "node:net";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { fuzzCaseArbitrary, LEAK, toRequest, type FuzzCase, type FuzzIds } from "../tests/api/support/fuzz-requests";
import { routeShapesFromSource } from "../tests/api/support/routes";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    runs: { type: "string", default: "20000" },
    seed: { type: "string", default: "20261123" },
    concurrency: { type: "string", default: "4" },
    user: { type: "string", default: "demo" },
    password: { type: "string", default: "demo1234" },
  },
});
const base = values.base.replace(/\/$/, "");
const origin = new URL(base).origin;

async function signIn(username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username} failed: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function register(): Promise<string> {
  const name = `fuzz_${Date.now().toString(36)}`;
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: "fuzz-password-1",
      acceptedTerms: true,
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function ownedIds(cookie: string): Promise<FuzzIds[]> {
  const teams = (await (await fetch(`${base}/api/teams`, { headers: { cookie } })).json()) as {
    id: string;
    league: { id: string };
  }[];
  const team = teams[0];
  if (!team) return [];
  const roster = (await (await fetch(`${base}/api/teams/${team.id}/roster`, { headers: { cookie } })).json()) as Record<
    string,
    unknown
  >;
  const playerId =
    /"(?:playerId|id)":"([^"]+)"/.exec(JSON.stringify(roster).replace(`"id":"${team.id}"`, ""))?.[1] ?? "none";
  return [{ teamId: team.id, leagueId: team.league.id, playerId, conversationId: `fuzz-conv-${Date.now()}` }];
}

/** A raw HTTP/1.1 request over a socket: what fetch refuses to send. Resolves with the status code. */
function raw(request: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port || 80), hostname, () => socket.write(request));
    let data = "";
    socket.setTimeout(15_000, () => socket.destroy(new Error("timeout")));
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data)?.[1];
      if (status) {
        socket.destroy();
        resolve(Number(status));
      }
    });
    socket.on("error", reject);
  });
}

/** TRACE and malformed router-state headers on every route and page path: each must be a 4xx. */
async function methodAndRouterCases(host: string, paths: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const states = ["%zz", "%5B1%5D", "not-json", "%5B%22%22%2C%7B%7D%2C1%5D"];
  for (const path of paths) {
    out[`TRACE ${path}`] = await raw(`TRACE ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    for (const state of states) {
      out[`RSC ${path} (${state})`] = await raw(
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nRSC: 1\r\nNext-Router-State-Tree: ${state}\r\n` +
          "Connection: close\r\n\r\n",
      );
    }
  }
  return out;
}

async function rawCases(host: string): Promise<Record<string, number>> {
  const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
  return {
    "GET *": await raw(get("*")),
    "GET /api/%zz": await raw(get("/api/%zz")),
    "GET /%zz": await raw(get("/%zz")),
    "GET /api/teams/%E0%A4%A/roster": await raw(get("/api/teams/%E0%A4%A/roster")),
    "GET /api/teams/a%00b/roster": await raw(get("/api/teams/a%00b/roster")),
    "GET http://evil.example/": await raw(get("http://evil.example/")),
    "GET /api/auth/callback/credentials": await raw(get("/api/auth/callback/credentials")),
    "POST /api/login (50 MB declared)": await raw(
      `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: ` +
        `application/json\r\nContent-Length: 52428800\r\nConnection: close\r\n\r\n{"username":"`,
    ),
    "GET /api/user (cookie %zz)": await raw(
      `GET /api/user HTTP/1.1\r\nHost: ${host}\r\nCookie: next-auth.session-token=%zz%E0\r\nConnection: close\r\n\r\n`,
    ),
  };
}

async function main() {
  const started = Date.now();
  const valid = await signIn(values.user, values.password);
  const other = await register();
  const ids = await ownedIds(valid);
  const routes = routeShapesFromSource();
  const arbitrary = await fuzzCaseArbitrary(routes, ids, { valid, other });
  const runs = Number(values.runs);
  const cases = fc.sample(arbitrary, { seed: Number(values.seed), numRuns: runs });
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  const covered = new Set<string>();
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const c = cases[next++] as FuzzCase;
      if (next % 2000 === 0) console.error(`[fuzz] ${next}/${cases.length} sent, ${failures.length} failures`);
      covered.add(`${c.method} ${c.route.pattern}`);
      let res: Response;
      try {
        res = await fetch(toRequest(c, origin), { redirect: "manual", signal: AbortSignal.timeout(60_000) });
      } catch (error) {
        failures.push(`no answer (${String(error).slice(0, 80)}) ← ${c.method} ${c.route.pattern}`);
        continue;
      }
      const body = (await res.text()).slice(0, 256 * 1024);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500 && !(res.status === 503 && /not reachable|unreachable|try again|Sync/i.test(body))) {
        failures.push(
          `${res.status} ← ${c.method} ${c.route.pattern} ${JSON.stringify(c.params).slice(0, 60)} ` +
            `:: ${body.slice(0, 120)}`,
        );
      } else if (LEAK.test(body)) failures.push(`leak ${LEAK.exec(body)?.[0]} ← ${c.method} ${c.route.pattern}`);
    }
  }
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  const pagePaths = ["/", "/dashboard", "/standings", "/settings", "/no-such-page", "/auth"];
  const apiPaths = routes.map((route) => route.pattern.replace(/\[[^\]]+\]/g, "x"));
  const rawStatuses = {
    ...(await rawCases(new URL(base).host)),
    ...(await methodAndRouterCases(new URL(base).host, [...pagePaths, ...apiPaths])),
  };
  for (const [name, status] of Object.entries(rawStatuses)) {
    const refusedAsExpected = !/^(TRACE|RSC) /.test(name) || (status >= 400 && status < 500);
    if (status >= 500 || !refusedAsExpected) failures.push(`${status} ← raw ${name}`);
  }
  const summary = {
    base,
    seed: Number(values.seed),
    requests: cases.length + Object.keys(rawStatuses).length,
    routeMethods: covered.size,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    statuses,
    raw: rawStatuses,
    fiveHundreds: failures.filter((f) => /^5\d\d/.test(f)).length,
    noAnswer: failures.filter((f) => f.startsWith("no answer")).length,
    leaks: failures.filter((f) => f.startsWith("leak")).length,
    firstFailures: failures.slice(0, 10),
  };
  console.log(JSON.stringify(summary, null, 2));
  process.exit(failures.length ? 1 : 0);
}

void main();
