// POST /api/leagues/sync: the automatic call (empty body) keeps the 60-second freshness window; the manual
// refresh's { force: true } syncs anyway; anything else in the body is a 400.
import { db } from "@/lib/db/client";
import { createTestUser, sessionCookieFor, apiRequest } from "@/tests/support/auth";
import { connectLeagues } from "@/lib/sync/connect-request";
import { POST as sync } from "@/app/api/leagues/sync/route";

let userId = "";
let cookie = "";

beforeAll(async () => {
  const user = await createTestUser();
  userId = user.id;
  cookie = await sessionCookieFor(user);
  await connectLeagues(user.id, { provider: "demo" });
}, 120_000);

afterAll(() => db.user.deleteMany({ where: { id: userId } }));

const post = (body?: unknown) => sync(apiRequest("/api/leagues/sync", { method: "POST", body, headers: { cookie } }));

describe("POST /api/leagues/sync", () => {
  it("skips a league synced less than 60 seconds ago without force (empty body)", async () => {
    const res = await sync(apiRequest("/api/leagues/sync", { method: "POST", headers: { cookie } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ syncedCount: 0, skippedCount: 1 });
    expect(await (await post({})).json()).toMatchObject({ syncedCount: 0, skippedCount: 1 });
  });

  it("syncs it anyway with { force: true }", async () => {
    const res = await post({ force: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ syncedCount: 1, skippedCount: 0 });
  }, 60_000);

  it.each([[{ force: "yes" }], [{ force: true, extra: 1 }], [[1, 2]]])("refuses %j (400)", async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
