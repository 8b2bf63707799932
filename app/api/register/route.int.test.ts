import { POST } from "@/app/api/register/route";
import { GET as getUser } from "@/app/api/user/route";
import { apiRequest, cookieFrom, createTestUser, uniqueIp, uniqueName } from "@/tests/support/auth";
import { db } from "@/lib/db/client";

const valid = () => {
  const username = uniqueName("reg");
  return { username, email: `${username}@example.com`, password: "secret123", acceptedTerms: true };
};

describe("POST /api/register", () => {
  it("creates the user, signs them in and never returns the hash", async () => {
    const body = valid();
    const res = await POST(apiRequest("/api/register", { body }));
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toEqual({ id: expect.any(String), username: body.username, email: body.email, tosAccepted: true });
    expect(JSON.stringify(user)).not.toMatch(/hash|scrypt/i);

    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const me = await getUser(apiRequest("/api/user", { headers: { cookie: cookieFrom(res) } }));
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe(body.username);

    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain("secret123");
  });

  it.each([
    ["short username", { username: "ab" }, "Username must be at least 3 characters"],
    ["missing username", { username: undefined }, "Username must be at least 3 characters"],
    ["invalid email", { email: "not-an-email" }, "Please enter a valid email"],
    ["missing email", { email: undefined }, "Please enter a valid email"],
    ["short password", { password: "12345" }, "Password must be at least 6 characters"],
    ["terms not accepted", { acceptedTerms: false }, "You must accept the Terms of Service"],
    ["terms missing", { acceptedTerms: undefined }, "You must accept the Terms of Service"],
    ["terms as a string", { acceptedTerms: "true" }, "You must accept the Terms of Service"],
    [
      "username with spaces",
      { username: "two words" },
      "Username may only contain letters, numbers, dots, dashes and underscores",
    ],
    ["very long password", { password: "x".repeat(129) }, "Password must be at most 128 characters"],
  ])("refuses %s with 400 and the form's message", async (_name, override, message) => {
    const res = await POST(apiRequest("/api/register", { body: { ...valid(), ...override } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "bad_request", message });
  });

  it.each([
    ["not JSON", "{oops"],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
  ])("answers 400 (not 500) for a body that is %s", async (_name, body) => {
    const res = await POST(apiRequest("/api/register", { body }));
    expect(res.status).toBe(400);
  });

  it("refuses a duplicate username case-insensitively with 409", async () => {
    const existing = await createTestUser({ password: "secret123" });
    const res = await POST(
      apiRequest("/api/register", { body: { ...valid(), username: existing.username.toUpperCase() } }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "conflict", message: "Username already taken" });
  });

  it("refuses a duplicate email case-insensitively with 409", async () => {
    const existing = await createTestUser({ password: "secret123" });
    const res = await POST(apiRequest("/api/register", { body: { ...valid(), email: existing.email.toUpperCase() } }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "conflict", message: "Email already registered" });
  });

  it("refuses a cross-origin request and one without Origin", async () => {
    for (const origin of ["https://evil.example", "null", ""]) {
      const res = await POST(apiRequest("/api/register", { body: valid(), headers: { origin } }));
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe("Cross-origin request refused");
    }
  });

  it("locks an address out after 10 sign-up attempts in an hour with 429 and Retry-After", async () => {
    const existing = await createTestUser();
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = await POST(
        apiRequest("/api/register", {
          body: { ...valid(), username: existing.username },
          headers: { "x-forwarded-for": ip },
        }),
      );
      expect(res.status).toBe(409);
    }
    // A client-chosen first X-Forwarded-For entry does not escape the limit: the last entry (the socket address
    // scripts/server.mjs writes, TRUST_PROXY_HOPS=0) is the caller's address.
    const blocked = await POST(
      apiRequest("/api/register", { body: valid(), headers: { "x-forwarded-for": `10.0.0.1, ${ip}` } }),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect((await blocked.json()).message).toBe("Too many attempts. Please try again in 60 minutes.");
  });
});
