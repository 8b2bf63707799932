// The authorization matrix, table-driven over the route handlers found on disk:
//  - every route that takes an owned id (support/id-routes.ts) × another user's ids → 404 (and the owner → 2xx);
//  - every route and method without a session → 401 (public routes excepted);
//  - every route with a session whose terms are not accepted → 403 (the terms routes excepted);
//  - every state-changing method from another origin, or with no Origin at all → 403.
import { apiRequest, createTestUser, sessionCookieFor } from "@/tests/support/auth";
import { db } from "@/lib/db/client";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import {
  BEFORE_TERMS_ROUTES,
  ID_ROUTES,
  NOT_OWNED_PARAM_ROUTES,
  PUBLIC_ROUTES,
  SECRET_ROUTES,
  type IdRoute,
  type OwnedIds,
} from "./support/id-routes";
import { discoverRoutes, fillPattern, routePatterns, type DiscoveredRoute, type HttpMethod } from "./support/routes";

jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

let routes: DiscoveredRoute[] = [];
let alice: DemoLeagueFixture | undefined;
let bob: DemoLeagueFixture | undefined;
let aliceIds: OwnedIds;
let bobIds: OwnedIds;
const extraUsers: string[] = [];

async function ownedIds(fixture: DemoLeagueFixture, tag: string): Promise<OwnedIds> {
  const slot = await db.rosterSlot.findFirstOrThrow({
    where: { teamId: fixture.teamId, playerId: { not: null } },
    select: { playerId: true },
  });
  const userId = fixture.userIds[0]!;
  const conversationId = `matrix-${tag}-${Date.now()}`;
  await db.chatConversation.create({ data: { id: conversationId, userId, teamId: fixture.teamId, title: "matrix" } });
  const messageId = `msg_matrix_${tag}_${Date.now()}`;
  await db.chatMessage.create({
    data: { id: messageId, conversationId, role: "user", parts: [{ type: "text", text: `${tag}'s words` }] },
  });
  return { teamId: fixture.teamId, leagueId: fixture.leagueId, playerId: slot.playerId!, conversationId, messageId };
}

beforeAll(async () => {
  routes = await discoverRoutes();
  alice = await connectDemoLeague();
  bob = await connectDemoLeague();
  aliceIds = await ownedIds(alice, "alice");
  bobIds = await ownedIds(bob, "bob");
}, 180_000);
afterAll(async () => {
  await removeDemoLeague(alice);
  await removeDemoLeague(bob);
  await db.user.deleteMany({ where: { id: { in: extraUsers } } });
}, 60_000);

function call(route: IdRoute, target: OwnedIds, own: OwnedIds, cookie: string) {
  const handler = routes.find((r) => r.pattern === route.pattern)?.handlers[route.method];
  if (!handler) throw new Error(`${route.method} ${route.pattern} is in ID_ROUTES but no route exports it`);
  const params = route.params?.(target) ?? {};
  const query = new URLSearchParams(route.query?.(target) ?? {}).toString();
  const path = `${fillPattern(route.pattern, params)}${query ? `?${query}` : ""}`;
  const body = route.body?.(target, own);
  return handler(apiRequest(path, { method: route.method, body, headers: { cookie } }), {
    params: Promise.resolve(params),
  });
}

const label = (r: { method: string; pattern: string }) => `${r.method} ${r.pattern}`;
const allMethods = () =>
  routes.flatMap((r) => (Object.keys(r.handlers) as HttpMethod[]).map((method) => ({ route: r, method })));
const emptyParams = (r: DiscoveredRoute) => Object.fromEntries(r.params.map((p) => [p.name, p.catchAll ? ["x"] : "x"]));
const send = (r: DiscoveredRoute, method: HttpMethod, headers: Record<string, string>) => {
  const params = emptyParams(r);
  return r.handlers[method]!(
    apiRequest(fillPattern(r.pattern, params), { method, body: method === "GET" ? undefined : {}, headers }),
    { params: Promise.resolve(params) },
  );
};

describe("authorization matrix", () => {
  it("names every route with a dynamic segment in ID_ROUTES or NOT_OWNED_PARAM_ROUTES", () => {
    const listed = new Set([...ID_ROUTES.map((r) => r.pattern), ...NOT_OWNED_PARAM_ROUTES]);
    const missing = routePatterns().filter((p) => p.includes("[") && !listed.has(p));
    expect(missing).toEqual([]);
  });

  it.each(ID_ROUTES.map((r) => [label(r), r] as const))(
    "%s with another user's ids → 404",
    async (_name, route) => {
      const res = await call(route, bobIds, aliceIds, alice!.cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: "not_found", message: expect.any(String) });
    },
    60_000,
  );

  it.each(ID_ROUTES.filter((r) => r.ownerOk).map((r) => [label(r), r] as const))(
    "%s with the owner's ids → 2xx",
    async (_name, route) => {
      const res = await call(route, bobIds, bobIds, bob!.cookie);
      expect(res.status).toBeLessThan(300);
      await res.text();
    },
    60_000,
  );

  it("left the other user's conversation and message untouched", async () => {
    const message = await db.chatMessage.findUniqueOrThrow({ where: { id: bobIds.messageId } });
    expect(message.conversationId).toBe(bobIds.conversationId);
    expect(JSON.stringify(message.parts)).toContain("bob's words");
    expect(await db.league.count({ where: { id: bobIds.leagueId } })).toBe(1);
  });

  it("answers 401 to every non-public route and method without a session", async () => {
    const failures: string[] = [];
    for (const { route, method } of allMethods()) {
      if (PUBLIC_ROUTES[route.pattern]?.includes(method)) continue;
      const res = await send(route, method, {});
      if (res.status !== 401) failures.push(`${method} ${route.pattern} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers 403 to every member route while the terms are not accepted", async () => {
    const user = await createTestUser({ tosAccepted: false });
    extraUsers.push(user.id);
    const cookie = await sessionCookieFor(user);
    const failures: string[] = [];
    for (const { route, method } of allMethods()) {
      if (
        PUBLIC_ROUTES[route.pattern]?.includes(method) ||
        BEFORE_TERMS_ROUTES[route.pattern]?.includes(method) ||
        SECRET_ROUTES[route.pattern]?.includes(method)
      )
        continue;
      const res = await send(route, method, { cookie });
      if (res.status !== 403) failures.push(`${method} ${route.pattern} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers 403 to every state-changing request from another origin or with no origin", async () => {
    const failures: string[] = [];
    for (const { route, method } of allMethods()) {
      // NextAuth checks its own CSRF token
      if (method === "GET" || route.pattern === "/api/auth/[...nextauth]") continue;
      for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"]) {
        const res = await send(route, method, { cookie: alice!.cookie, origin });
        if (res.status !== 403) failures.push(`${method} ${route.pattern} from ${origin} → ${res.status}`);
      }
      const params = emptyParams(route);
      const noOrigin = new Request(`http://localhost:3000${fillPattern(route.pattern, params)}`, {
        method,
        headers: { host: "localhost:3000", cookie: alice!.cookie, "content-type": "application/json" },
        body: "{}",
      });
      const res = await route.handlers[method]!(noOrigin, { params: Promise.resolve(params) });
      if (res.status !== 403) failures.push(`${method} ${route.pattern} without Origin → ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
