import { documented } from "@/tests/api/support/documented";
import { z } from "zod";
import { POST as acceptTos } from "@/app/api/auth/google/accept-tos/route";
import { GET as googleEnabled } from "@/app/api/auth/google/enabled/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET } from "@/app/api/user/route";
import { ApiError } from "@/lib/api/errors";
import { parseJson, parseParams, parseQuery, withOptionalUser, withUser } from "@/lib/api/route";
import { apiRequest, cookieFrom, createTestUser, sessionCookieFor } from "@/tests/support/auth";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db/client";

// A protected route as other areas write them, to test the wrapper itself.
const protectedGet = withUser(({ user }) => Response.json({ id: user.id }));
const protectedPost = withUser(async ({ req, user }) => {
  const body = await parseJson(req, z.object({ n: z.number().int().max(10, "n must be at most 10") }));
  return Response.json({ id: user.id, n: body.n });
});

describe("GET /api/user", () => {
  it("answers 401 when signed out, or with a forged or garbage cookie", async () => {
    const forged = await encodeSessionToken({ id: "nope", username: "x", tosAccepted: true });
    for (const cookie of [undefined, `${sessionCookieName}=garbage`, `${sessionCookieName}=${forged}`]) {
      const res = await GET(apiRequest("/api/user", { headers: cookie ? { cookie } : {} }));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorized", message: "You must be signed in" });
    }
  });

  it("answers 401 for a token signed with another secret", async () => {
    const user = await createTestUser();
    const { encode } = await import("next-auth/jwt");
    const token = await encode({
      token: { sub: user.id, name: user.username, tosAccepted: true },
      secret: "another-secret-another-secret",
    });
    const res = await GET(apiRequest("/api/user", { headers: { cookie: `${sessionCookieName}=${token}` } }));
    expect(res.status).toBe(401);
  });

  it("answers the user without the hash, also before the terms are accepted", async () => {
    const user = await createTestUser({ password: "secret123", tosAccepted: false });
    const res = await GET(apiRequest("/api/user", { headers: { cookie: await sessionCookieFor(user) } }));
    const body = await documented("GET", "/api/user", res);
    expect(body).toEqual({ id: user.id, username: user.username, email: user.email, tosAccepted: false });
    expect(Object.keys(body)).not.toContain("passwordHash");
  });

  it("signs out a deleted user at once", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    await db.user.delete({ where: { id: user.id } });
    expect((await GET(apiRequest("/api/user", { headers: { cookie } }))).status).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("clears the session cookie", async () => {
    const user = await createTestUser();
    const res = await logout(
      apiRequest("/api/logout", { method: "POST", headers: { cookie: await sessionCookieFor(user) } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(
      new RegExp(`^${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`),
    );
  });

  it("refuses a cross-origin logout", async () => {
    const res = await logout(
      apiRequest("/api/logout", { method: "POST", headers: { origin: "https://evil.example" } }),
    );
    expect(res.status).toBe(403);
  });
});

describe("Google terms gate", () => {
  it("GET /api/auth/google/enabled answers false without AUTH_GOOGLE_ID/SECRET", async () => {
    expect(await googleEnabled().json()).toEqual({ enabled: false });
  });

  it("answers 403 on protected routes until the terms are accepted, then lets the user through", async () => {
    const user = await createTestUser({ tosAccepted: false });
    const cookie = await sessionCookieFor(user);
    const before = await protectedGet(apiRequest("/api/teams", { headers: { cookie } }));
    expect(before.status).toBe(403);
    expect(await before.json()).toEqual({ error: "forbidden", message: "You must accept the Terms of Service" });

    const accepted = await acceptTos(
      apiRequest("/api/auth/google/accept-tos", { method: "POST", headers: { cookie } }),
    );
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).tosAccepted).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).tosAcceptedAt).not.toBeNull();

    // The DB is the authority: even the old token (tosAccepted=false) now passes; the new one says so too.
    expect((await protectedGet(apiRequest("/api/teams", { headers: { cookie } }))).status).toBe(200);
    const fresh = cookieFrom(accepted);
    expect(fresh.startsWith(`${sessionCookieName}=`)).toBe(true);
    expect((await protectedGet(apiRequest("/api/teams", { headers: { cookie: fresh } }))).status).toBe(200);
  });

  it("a token claiming acceptance does not pass when the database says otherwise", async () => {
    const user = await createTestUser({ tosAccepted: false });
    const token = await encodeSessionToken({ id: user.id, username: user.username, tosAccepted: true });
    const res = await protectedGet(apiRequest("/api/teams", { headers: { cookie: `${sessionCookieName}=${token}` } }));
    expect(res.status).toBe(403);
  });

  it("accept-tos needs a session and the same origin", async () => {
    expect((await acceptTos(apiRequest("/api/auth/google/accept-tos", { method: "POST" }))).status).toBe(401);
    const user = await createTestUser({ tosAccepted: false });
    const res = await acceptTos(
      apiRequest("/api/auth/google/accept-tos", {
        method: "POST",
        headers: { cookie: await sessionCookieFor(user), origin: "https://evil.example" },
      }),
    );
    expect(res.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).tosAcceptedAt).toBeNull();
  });
});

describe("withUser and the parse helpers", () => {
  it("answers 401 signed out, 403 cross-origin, 400 on bad input, then runs the handler", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    expect((await protectedGet(apiRequest("/api/x"))).status).toBe(401);
    expect(
      (
        await protectedPost(
          apiRequest("/api/x", { body: { n: 1 }, headers: { cookie, origin: "https://evil.example" } }),
        )
      ).status,
    ).toBe(403);
    const bad = await protectedPost(apiRequest("/api/x", { body: { n: 11 }, headers: { cookie } }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "bad_request", message: "n must be at most 10" });
    const ok = await protectedPost(apiRequest("/api/x", { body: { n: 3 }, headers: { cookie } }));
    expect(await ok.json()).toEqual({ id: user.id, n: 3 });
  });

  it("parses query and params, and turns thrown errors into JSON", async () => {
    const route = withOptionalUser(async ({ req, params, user }) => {
      const { id } = parseParams(params, z.object({ id: z.string().min(3, "bad id") }));
      const { week } = parseQuery(req, z.object({ week: z.coerce.number().int().min(1).max(18) }));
      if (id === "boom") throw new Error("secret internals");
      if (id === "gone") throw new ApiError("not_found", "Team not found");
      return Response.json({ id, week, signedIn: user !== null });
    });
    const call = (id: string, query: string) =>
      route(apiRequest(`/api/t/${id}?${query}`), { params: Promise.resolve({ id }) });
    expect(await (await call("abc", "week=3")).json()).toEqual({ id: "abc", week: 3, signedIn: false });
    expect((await call("ab", "week=3")).status).toBe(400);
    expect((await call("abc", "week=40")).status).toBe(400);
    expect((await call("gone", "week=3")).status).toBe(404);
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const boom = await call("boom", "week=3");
    expect(boom.status).toBe(500);
    expect(JSON.stringify(await boom.json())).not.toContain("secret internals");
    error.mockRestore();
  });

  it("treats a session with pending terms as anonymous on public routes", async () => {
    const user = await createTestUser({ tosAccepted: false });
    const route = withOptionalUser(({ user: u }) => Response.json({ signedIn: u !== null }));
    const res = await route(apiRequest("/api/chat/landing", { headers: { cookie: await sessionCookieFor(user) } }));
    expect(await res.json()).toEqual({ signedIn: false });
  });
});
