import { documented } from "@/tests/api/support/documented";
import { db } from "@/lib/db/client";
import { apiRequest } from "@/tests/support/auth";
import { notifyAfterSync } from "@/lib/notifications/from-sync";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { GET } from "./route";
import { POST as markRead } from "./read/route";

const NOW = new Date("2025-11-09T19:30:00Z");
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

let demo: DemoLeagueFixture | undefined;
beforeAll(async () => {
  demo = await connectDemoLeague();
}, 90_000);
afterAll(() => removeDemoLeague(demo), 60_000);

const list = (cookie: string, qs = "") => GET(apiRequest(`/api/notifications${qs}`, { headers: { cookie } }));

describe("notifications", () => {
  it("a sync creates each alert once; the list, unread count and mark-read work per user", async () => {
    const owner = demo?.userIds[0] ?? "";
    const slot = await db.rosterSlot.findFirstOrThrow({
      where: { teamId: demo?.teamId, isStarting: true, playerId: { not: null } },
      orderBy: { week: "desc" },
    });
    await db.player.update({ where: { id: slot.playerId ?? "" }, data: { injuryStatus: "OUT" } });
    const created = await notifyAfterSync({ leagueId: demo?.leagueId ?? "", userId: owner, now: NOW });
    expect(created).toBeGreaterThan(0);
    expect(await notifyAfterSync({ leagueId: demo?.leagueId ?? "", userId: owner, now: NOW })).toBe(0);

    const res = await list(demo?.cookie ?? "");
    const body = await documented("GET", "/api/notifications", res);
    expect(body.unread).toBe(created);
    // The count covers every unread alert, not only the ones on the page asked for; the newest comes first.
    const page = await (await list(demo?.cookie ?? "", "?limit=1")).json();
    expect(page.items).toEqual([body.items[0]]);
    expect(page.unread).toBe(created);
    expect(
      body.items.some((i: { kind: string; title: string }) => i.kind === "injury" && i.title.endsWith(": out")),
    ).toBe(true);

    // Another user sees nothing and cannot mark the owner's alerts.
    expect((await (await list(demo?.otherCookie ?? "")).json()).unread).toBe(0);
    const first = body.items[0].id as string;
    const foreign = await markRead(
      apiRequest("/api/notifications/read", { body: { ids: [first] }, headers: { cookie: demo?.otherCookie ?? "" } }),
    );
    expect((await foreign.json()).marked).toBe(0);

    const one = await markRead(
      apiRequest("/api/notifications/read", { body: { ids: [first] }, headers: { cookie: demo?.cookie ?? "" } }),
    );
    expect((await documented("POST", "/api/notifications/read", one)).marked).toBe(1);
    const all = await markRead(
      apiRequest("/api/notifications/read", { body: { all: true }, headers: { cookie: demo?.cookie ?? "" } }),
    );
    expect((await all.json()).marked).toBe(created - 1);
    expect((await (await list(demo?.cookie ?? "")).json()).unread).toBe(0);
  });

  it.each([
    ["empty ids", { ids: [] }],
    ["neither", { foo: 1 }],
    ["not JSON", "{"],
  ])("400 for %s", async (_n, body) => {
    const res = await markRead(
      apiRequest("/api/notifications/read", { body, headers: { cookie: demo?.cookie ?? "" } }),
    );
    expect(res.status).toBe(400);
  });

  it("401 signed out, 403 cross-origin, 400 bad limit", async () => {
    expect((await GET(apiRequest("/api/notifications"))).status).toBe(401);
    expect((await list(demo?.cookie ?? "", "?limit=500")).status).toBe(400);
    const res = await markRead(
      apiRequest("/api/notifications/read", {
        body: { all: true },
        headers: { cookie: demo?.cookie ?? "", origin: "https://evil.example" },
      }),
    );
    expect(res.status).toBe(403);
  });
});
