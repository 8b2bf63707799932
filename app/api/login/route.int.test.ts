import { POST } from "@/app/api/login/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as logout } from "@/app/api/logout/route";
import { accountDelaySeconds, AUTH_FAILURE_WINDOW_MS } from "@/lib/auth/credentials";
import {
  apiRequest,
  cookieFrom,
  createTestUser,
  enterFreshRateWindow,
  uniqueIp,
  uniqueName,
} from "@/tests/support/auth";

const PASSWORD = "correct-horse";

describe("POST /api/login", () => {
  afterEach(() => jest.restoreAllMocks());

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
  ])("refuses %s with 400 and the spec's message", async (_name, body, message) => {
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

  it("delays an account after 5 failures from strangers, while the owner's own address still signs in", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const owner = uniqueIp();
    const signIn = (ip: string, password: string) =>
      POST(
        apiRequest("/api/login", { body: { username: user.username, password }, headers: { "x-forwarded-for": ip } }),
      );
    expect((await signIn(owner, PASSWORD)).status).toBe(200); // the owner's address becomes known
    for (let i = 0; i < 5; i++) expect((await signIn(uniqueIp(), `wrong-${i}`)).status).toBe(401);

    // A stranger (any new address) now waits, with a Retry-After that grows but stays short: no lock-out.
    const delayed = await signIn(uniqueIp(), PASSWORD);
    expect(delayed.status).toBe(429);
    const retryAfter = Number(delayed.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await delayed.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);

    // The owner, from the address that signed in before, is not delayed.
    expect((await signIn(owner, PASSWORD)).status).toBe(200);
  });

  it("grows the account delay with each failure and caps it at 60 seconds", () => {
    expect([0, 4, 5, 6, 7, 10, 11, 50].map(accountDelaySeconds)).toEqual([0, 0, 1, 2, 4, 32, 60, 60]);
  });

  it("limits one address to 10 failures per account, without touching the account elsewhere", async () => {
    enterFreshRateWindow(AUTH_FAILURE_WINDOW_MS);
    const user = await createTestUser({ password: PASSWORD });
    const owner = uniqueIp();
    expect(
      (
        await POST(
          apiRequest("/api/login", {
            body: { username: user.username, password: PASSWORD },
            headers: { "x-forwarded-for": owner },
          }),
        )
      ).status,
    ).toBe(200);
    const attacker = uniqueIp();
    let refused = 0;
    for (let i = 0; i < 11; i++) {
      const res = await POST(
        apiRequest("/api/login", {
          body: { username: user.username, password: `w${i}` },
          headers: { "x-forwarded-for": attacker },
        }),
      );
      if (res.status === 429) refused++;
      else expect(res.status).toBe(401);
    }
    expect(refused).toBeGreaterThan(0);
    const res = await POST(
      apiRequest("/api/login", {
        body: { username: user.username, password: PASSWORD },
        headers: { "x-forwarded-for": owner },
      }),
    );
    expect(res.status).toBe(200);
  });

  it("locks an address after 30 failures across usernames (password spray)", async () => {
    enterFreshRateWindow(AUTH_FAILURE_WINDOW_MS);
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
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
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
    // Signing in again works and mints a token of the new version.
    const again = await POST(apiRequest("/api/login", { body: { username: user.username, password: PASSWORD } }));
    expect((await getUser(apiRequest("/api/user", { headers: { cookie: cookieFrom(again) } }))).status).toBe(200);
  });
});
