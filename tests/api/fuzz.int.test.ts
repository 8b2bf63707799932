// Seeded fuzz of every route handler found on disk and every method it exports: generated malformed
// requests (support/fuzz-requests.ts) must never get a 5xx, a stack trace or an internal path. CI-sized here
// (FUZZ_RUNS, default 2,400 requests); scripts/fuzz-routes.ts runs the same generator 20,000+ times.
import fc from "fast-check";
import { NextRequest } from "next/server";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { env } from "@/env";
import { db } from "@/lib/db/client";
import { discoverRoutes, shapeOf, type DiscoveredRoute } from "./support/routes";
import { fuzzCaseArbitrary, LEAK, toRequest, type FuzzCase, type FuzzIds } from "./support/fuzz-requests";

jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

// NextAuth's handler reads cookies() from Next's request scope, which exists only inside a real server:
// scripts/fuzz-routes.ts covers it over HTTP (with the framework-level cases: `%zz` paths, `GET *`).
const HTTP_ONLY = new Set(["/api/auth/[...nextauth]"]);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2400);

let routes: DiscoveredRoute[] = [];
let owner: DemoLeagueFixture | undefined;
let ids: FuzzIds[] = [];

beforeAll(async () => {
  // Provider calls a generated body might trigger go to a closed local port, never to the internet: the route
  // modules are loaded afresh so env.ts reads these.
  const dead = "http://127.0.0.1:9";
  Object.assign(process.env, {
    SLEEPER_API_URL: `${dead}/sleeper`,
    ESPN_API_URL: `${dead}/espn`,
    ESPN_SITE_API_URL: `${dead}/site`,
    YAHOO_API_URL: `${dead}/yahoo`,
    YAHOO_AUTH_URL: `${dead}/yauth`,
  });
  jest.resetModules();
  routes = (await discoverRoutes()).filter((r) => !HTTP_ONLY.has(r.pattern));
  owner = await connectDemoLeague();
  const slot = await db.rosterSlot.findFirstOrThrow({
    where: { teamId: owner.teamId, playerId: { not: null } },
    select: { playerId: true },
  });
  const conversationId = `fuzz-${Date.now()}`;
  await db.chatConversation.create({
    data: { id: conversationId, userId: owner.userIds[0]!, teamId: owner.teamId, title: "fuzz" },
  });
  ids = [{ teamId: owner.teamId, leagueId: owner.leagueId, playerId: slot.playerId!, conversationId }];
}, 180_000);
afterAll(() => removeDemoLeague(owner), 60_000);

async function readCapped(res: Response, max = 256 * 1024): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (text.length > max) {
      await reader.cancel();
      break;
    }
  }
  return text;
}

function describeCase(c: FuzzCase): string {
  const body = c.body ? ` body(${c.body.contentType})=${c.body.text.slice(0, 80)}` : "";
  return (
    `${c.method} ${c.route.pattern} params=${JSON.stringify(c.params).slice(0, 80)} ` +
    `query=${JSON.stringify(c.query).slice(0, 80)}${body} cookie=${(c.cookie ?? "none").slice(0, 40)} ` +
    `origin=${c.origin}`
  );
}

describe("route-handler fuzz", () => {
  it(`answers ${RUNS} generated malformed requests (seed ${SEED}) without a 5xx or a leak`, async () => {
    const arbitrary = await fuzzCaseArbitrary(routes.map(shapeOf), ids, {
      valid: owner!.cookie,
      other: owner!.otherCookie,
      secret: env.NEXTAUTH_SECRET,
    });
    const cases = fc.sample(arbitrary, { seed: SEED, numRuns: RUNS });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const covered = new Set<string>();
    for (const c of cases) {
      // Next hands every route handler a NextRequest (NextAuth's handler needs its nextUrl); a thrown error is a 500.
      let res: Response;
      try {
        const handler = routes.find((r) => r.pattern === c.route.pattern)!.handlers[c.method]!;
        res = await handler(new NextRequest(toRequest(c)), { params: Promise.resolve(c.params) });
      } catch (error) {
        failures.push(`throws ${String(error).slice(0, 120)} ← ${describeCase(c)}`);
        continue;
      }
      const body = await readCapped(res);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      covered.add(`${c.method} ${c.route.pattern}`);
      if (res.status >= 500 && res.status !== 503)
        failures.push(`${res.status} ← ${describeCase(c)} :: ${body.slice(0, 160)}`);
      else if (res.status === 503 && !/not reachable|Sync|try again/i.test(body))
        failures.push(`503 without a clear message ← ${describeCase(c)}`);
      else if (LEAK.test(body)) failures.push(`leak ${LEAK.exec(body)?.[0]} ← ${describeCase(c)}`);
    }
    console.log(
      `[fuzz] ${cases.length} requests over ${covered.size} route-methods; statuses ` +
        `${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(2000);
    // Every exported handler was exercised.
    const all = routes.flatMap((r) => Object.keys(r.handlers).map((m) => `${m} ${r.pattern}`));
    expect(all.filter((k) => !covered.has(k))).toEqual([]);
  }, 900_000);
});
