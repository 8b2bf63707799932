import { db } from "@/lib/db/client";
import { apiRequest, createTestUser, sessionCookieFor } from "@/tests/support/auth";
import { verifyPassword } from "@/lib/auth/password";
import { sealSecret } from "@/lib/crypto/secret-box";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { DELETE as deleteAccount } from "./route";
import { GET as exportData } from "./export/route";
import { PATCH as patchEmail } from "@/app/api/settings/email/route";
import { POST as postPassword } from "@/app/api/settings/password/route";

let demo: DemoLeagueFixture | undefined;
const SECRET = "espn_s2=SUPER-SECRET-COOKIE-VALUE";

beforeAll(async () => {
  demo = await connectDemoLeague();
  const owner = demo.userIds[0] ?? "";
  await db.providerCredential.create({
    data: { userId: owner, provider: "espn", label: "123", encrypted: sealSecret(SECRET) },
  });
  await db.chatConversation.create({
    data: {
      userId: owner,
      title: "Start Chase?",
      messages: { create: { role: "user", parts: [{ type: "text", text: "Start Chase?" }] } },
    },
  });
}, 90_000);
afterAll(() => removeDemoLeague(demo), 60_000);

const req = (path: string, method: string, body: unknown, cookie: string, headers: Record<string, string> = {}) =>
  apiRequest(path, { method, body, headers: { cookie, ...headers } });

describe("GET /api/account/export", () => {
  it("contains the user's leagues, teams and chats, and no secrets", async () => {
    const res = await exportData(apiRequest("/api/account/export", { headers: { cookie: demo?.cookie ?? "" } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="fantasy-gm-.+\.json"$/);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.account.leagues).toHaveLength(1);
    expect(body.account.leagues[0].teams).toHaveLength(12);
    expect(body.account.conversations[0].messages).toHaveLength(1);
    expect(body.account.credentials).toEqual([expect.objectContaining({ provider: "espn", label: "123" })]);
    expect(text).not.toContain("SUPER-SECRET");
    expect(text).not.toContain("encrypted");
    expect(text).not.toContain("passwordHash");
  });

  it("401 signed out", async () => {
    expect((await exportData(apiRequest("/api/account/export"))).status).toBe(401);
  });
});

describe("PATCH /api/settings/email", () => {
  it("changes the email; 409 when another account has it; 400 when invalid; 403 cross-origin", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const cookie = await sessionCookieFor(user);
    const ok = await patchEmail(req("/api/settings/email", "PATCH", { email: "New.Address@Example.com" }, cookie));
    expect(ok.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailKey).toBe("new.address@example.com");
    expect(
      (await patchEmail(req("/api/settings/email", "PATCH", { email: other.email.toUpperCase() }, cookie))).status,
    ).toBe(409);
    const bad = await patchEmail(req("/api/settings/email", "PATCH", { email: "nope" }, cookie));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Please enter a valid email");
    expect(
      (
        await patchEmail(
          req("/api/settings/email", "PATCH", { email: "x@y.zz" }, cookie, { origin: "https://evil.example" }),
        )
      ).status,
    ).toBe(403);
    await db.user.deleteMany({ where: { id: { in: [user.id, other.id] } } });
  });
});

describe("POST /api/settings/password", () => {
  it("needs the current password; a Google-only account sets its first one", async () => {
    const user = await createTestUser({ password: "old-secret" });
    const cookie = await sessionCookieFor(user);
    expect(
      (
        await postPassword(
          req("/api/settings/password", "POST", { currentPassword: "wrong", newPassword: "new-secret" }, cookie),
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await postPassword(
          req("/api/settings/password", "POST", { currentPassword: "old-secret", newPassword: "123" }, cookie),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await postPassword(
          req("/api/settings/password", "POST", { currentPassword: "old-secret", newPassword: "new-secret" }, cookie),
        )
      ).status,
    ).toBe(200);
    expect(
      await verifyPassword(
        "new-secret",
        (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash ?? "",
      ),
    ).toBe(true);
    expect(
      (
        await postPassword(
          req("/api/settings/password", "POST", { newPassword: "x-secret" }, cookie, {
            origin: "https://evil.example",
          }),
        )
      ).status,
    ).toBe(403);

    const google = await createTestUser();
    const res = await postPassword(
      req("/api/settings/password", "POST", { newPassword: "first-secret" }, await sessionCookieFor(google)),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).passwordSet).toBe(true);
    await db.user.deleteMany({ where: { id: { in: [user.id, google.id] } } });
  }, 90_000); // five password hashes (scrypt) on a busy machine
});

describe("DELETE /api/account", () => {
  it("422 unless the username is typed; deletes every row of the user and nothing of others; signs out", async () => {
    const victim = await connectDemoLeague();
    const [victimId, bystanderId] = victim.userIds as [string, string];
    const ownerId = demo?.userIds[0] ?? "";
    const username = (await db.user.findUniqueOrThrow({ where: { id: victimId } })).username;
    const before = {
      leagues: await db.league.count({ where: { userId: ownerId } }),
      teams: await db.team.count({ where: { league: { userId: ownerId } } }),
      players: await db.player.count(),
    };

    expect(
      (await deleteAccount(req("/api/account", "DELETE", { confirmUsername: "someone" }, victim.cookie))).status,
    ).toBe(422);
    expect(
      (
        await deleteAccount(
          req("/api/account", "DELETE", { confirmUsername: username }, victim.cookie, {
            origin: "https://evil.example",
          }),
        )
      ).status,
    ).toBe(403);
    const res = await deleteAccount(req("/api/account", "DELETE", { confirmUsername: username }, victim.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    expect(await db.user.count({ where: { id: victimId } })).toBe(0);
    expect(await db.league.count({ where: { userId: victimId } })).toBe(0);
    expect(await db.team.count({ where: { league: { id: victim.leagueId } } })).toBe(0);
    expect(await db.rosterSlot.count({ where: { teamId: victim.teamId } })).toBe(0);
    expect(await db.matchup.count({ where: { leagueId: victim.leagueId } })).toBe(0);
    expect(await db.leagueTransaction.count({ where: { leagueId: victim.leagueId } })).toBe(0);
    // Other users keep everything; shared players stay.
    expect(await db.user.count({ where: { id: { in: [bystanderId, ownerId] } } })).toBe(2);
    expect(await db.league.count({ where: { userId: ownerId } })).toBe(before.leagues);
    expect(await db.team.count({ where: { league: { userId: ownerId } } })).toBe(before.teams);
    expect(await db.player.count()).toBe(before.players);
    // The old session no longer works.
    expect((await exportData(apiRequest("/api/account/export", { headers: { cookie: victim.cookie } }))).status).toBe(
      401,
    );
    await db.user.deleteMany({ where: { id: bystanderId } });
  }, 90_000);
});
