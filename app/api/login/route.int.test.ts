import { POST } from "@/app/api/login/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as nextAuthGet } from "@/app/api/auth/[...nextauth]/route";
import { NextRequest } from "next/server";
import { accountDelaySeconds, AUTH_WINDOW_MS, pairDelaySeconds } from "@/lib/auth/login-throttle";
import { apiRequest, cookieFrom, createTestUser, uniqueIp, uniqueName } from "@/tests/support/auth";

const PASSWORD = "correct-horse";

describe("POST /api/login", () => {
  it("signs in with the right password, in any letter case of the username", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const res = await POST(
      apiRequest("/api/login", { body: { username: user.username.toUpperCase(), password: PASSWORD } }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ id: user.id, username: user.username, email: user.email, tosAccepted: true });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);

    const me = await getUser(apiRequest("/api/user", { headers: { cookie: cookieFrom(res) } }));
    expect((await me.json()).id).toBe(user.id);
  });

  it.each([
    ["missing username", { password: PASSWORD }, "Username is required"],
    ["empty username", { username: "", password: PASSWORD }, "Username is required"],
    ["blank username", { username: "   ", password: PASSWORD }, "Username is required"],
    ["missing password", { username: "someone" }, "Password is required"],
    ["empty password", { username: "someone", password: "" }, "Password is required"],
    ["numeric username", { username: 42, password: PASSWORD }, "Username is required"],
  ])("refuses %s with 400 and the form's message", async (_name, body, message) => {
    const res = await POST(apiRequest("/api/login", { body }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "bad_request", message });
  });

  it("gives a wrong password and an unknown user the same 401 and no cookie", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const wrong = await POST(apiRequest("/api/login", { body: { username: user.username, password: "nope-nope" } }));
    const unknown = await POST(
      apiRequest("/api/login", { body: { username: uniqueName("ghost"), password: PASSWORD } }),
    );
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorized", message: "Invalid username or password" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a Google-only user (no password) with the same message", async () => {
    const user = await createTestUser();
    const res = await POST(apiRequest("/api/login", { body: { username: user.username, password: "anything" } }));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Invalid username or password");
  });

  it("refuses a cross-origin login (login CSRF)", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const res = await POST(
      apiRequest("/api/login", {
        body: { username: user.username, password: PASSWORD },
        headers: { origin: "http://localhost:3001" },
      }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "forbidden", message: "Cross-origin request refused" });
  });

  it("grows the delays with each attempt and caps them (account: 30 s, one address on one account: 15 min)", () => {
    expect([0, 4, 5, 6, 7, 9, 10, 50].map(accountDelaySeconds)).toEqual([0, 0, 1, 2, 4, 16, 30, 30]);
    expect([0, 2, 3, 4, 5, 12, 13, 40].map(pairDelaySeconds)).toEqual([0, 0, 1, 2, 4, 512, 900, 900]);
  });

  it("locks an address after 30 attempts across usernames (password spray)", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      const res = await POST(
        apiRequest("/api/login", {
          body: { username: uniqueName("ghost"), password: "x" },
          headers: { "x-forwarded-for": ip },
        }),
      );
      expect(res.status).toBe(401);
    }
    const user = await createTestUser({ password: PASSWORD });
    const res = await POST(
      apiRequest("/api/login", {
        body: { username: user.username, password: PASSWORD },
        headers: { "x-forwarded-for": ip },
      }),
    );
    expect(res.status).toBe(429);
    // Room comes back when the first of the 30 attempts leaves the 15-minute window, moments less than 15 minutes away.
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeLessThanOrEqual(AUTH_WINDOW_MS / 1000);
    expect(retryAfter).toBeGreaterThan(AUTH_WINDOW_MS / 1000 - 60);
  });

  it("does not count successful sign-ins toward the limit", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) {
      const res = await POST(
        apiRequest("/api/login", {
          body: { username: user.username, password: PASSWORD },
          headers: { "x-forwarded-for": ip },
        }),
      );
      expect(res.status).toBe(200);
    }
  });

  it("logout revokes the session: the old token no longer signs in, even if it was copied", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const login = await POST(apiRequest("/api/login", { body: { username: user.username, password: PASSWORD } }));
    const cookie = cookieFrom(login);
    expect((await getUser(apiRequest("/api/user", { headers: { cookie } }))).status).toBe(200);
    const out = await logout(apiRequest("/api/logout", { method: "POST", headers: { cookie } }));
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await getUser(apiRequest("/api/user", { headers: { cookie } }))).status).toBe(401);
    // NextAuth's own session endpoint agrees: no session, the cookie cleared (not renewed).
    const session = await nextAuthGet(new NextRequest(apiRequest("/api/auth/session", { headers: { cookie } })), {
      params: Promise.resolve({ nextauth: ["session"] }),
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({});
    expect(session.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // Signing in again works and mints a token of the new version.
    const again = await POST(apiRequest("/api/login", { body: { username: user.username, password: PASSWORD } }));
    expect((await getUser(apiRequest("/api/user", { headers: { cookie: cookieFrom(again) } }))).status).toBe(200);
  });
});
