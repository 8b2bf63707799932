// Yahoo OAuth routes against the real database and the fake Yahoo token server:
// GET /api/providers/yahoo/authorize and GET /api/providers/yahoo/callback.
// `env` is read once when a module is first imported, so each block sets process.env, resets the module
// registry and imports the routes afresh; the original environment is restored afterwards.
import { startProviderServer, YAHOO_CLIENT, type ProviderServer } from "@/tests/fakes/provider-server";

type Modules = {
  authorize: typeof import("@/app/api/providers/yahoo/authorize/route");
  callback: typeof import("@/app/api/providers/yahoo/callback/route");
  testing: typeof import("@/tests/support/auth");
  db: (typeof import("@/lib/db/client"))["db"];
  openSecret: (typeof import("@/lib/crypto/secret-box"))["openSecret"];
};

const ENV_KEYS = ["YAHOO_CLIENT_ID", "YAHOO_CLIENT_SECRET", "YAHOO_AUTH_URL", "NEXTAUTH_URL"] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
}

async function load(values: Partial<Record<(typeof ENV_KEYS)[number], string>>): Promise<Modules> {
  setEnv(values);
  jest.resetModules();
  return {
    authorize: await import("@/app/api/providers/yahoo/authorize/route"),
    callback: await import("@/app/api/providers/yahoo/callback/route"),
    testing: await import("@/tests/support/auth"),
    db: (await import("@/lib/db/client")).db,
    openSecret: (await import("@/lib/crypto/secret-box")).openSecret,
  };
}

afterAll(() => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

async function signedIn(m: Modules, options: { tosAccepted?: boolean } = {}) {
  const user = await m.testing.createTestUser(options);
  return { user, cookie: await m.testing.sessionCookieFor(user) };
}

describe("Yahoo OAuth routes when Yahoo is not configured", () => {
  let m: Modules;
  beforeAll(async () => {
    m = await load({});
  });

  it.each([
    ["authorize", () => m.authorize.GET],
    ["callback", () => m.callback.GET],
  ])("%s answers 404 with a clear message", async (_name, handler) => {
    const { user, cookie } = await signedIn(m);
    const res = await handler()(
      m.testing.apiRequest("/api/providers/yahoo/authorize?code=x&state=y", { headers: { cookie } }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found", message: "Yahoo is not configured on this server" });
    await m.db.user.delete({ where: { id: user.id } });
  });
});

describe("Yahoo OAuth routes against the fake Yahoo", () => {
  let m: Modules;
  let server: ProviderServer;
  const cleanup: string[] = [];
  const REDIRECT_URI = "http://localhost:3000/api/providers/yahoo/callback";

  beforeAll(async () => {
    server = await startProviderServer();
    m = await load({
      YAHOO_CLIENT_ID: YAHOO_CLIENT.id,
      YAHOO_CLIENT_SECRET: YAHOO_CLIENT.secret,
      YAHOO_AUTH_URL: server.env.YAHOO_AUTH_URL,
    });
  });
  afterAll(async () => {
    await m.db.user.deleteMany({ where: { id: { in: cleanup } } });
    await server.close();
  });

  async function user(options: { tosAccepted?: boolean } = {}) {
    const s = await signedIn(m, options);
    cleanup.push(s.user.id);
    return s;
  }

  // authorize → (the fake's consent page redirects back with code + state) → the callback request the browser makes.
  async function startSignIn(cookie: string) {
    const res = await m.authorize.GET(m.testing.apiRequest("/api/providers/yahoo/authorize", { headers: { cookie } }));
    const location = new URL(res.headers.get("location") ?? "");
    const stateCookie = m.testing.cookieFrom(res);
    const consent = await fetch(location, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");
    return { res, location, stateCookie, back };
  }

  it("refuses signed-out visitors with 401 on both routes", async () => {
    for (const handler of [m.authorize.GET, m.callback.GET]) {
      const res = await handler(m.testing.apiRequest("/api/providers/yahoo/callback?code=x&state=y"));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorized", message: "You must be signed in" });
    }
  });

  it("refuses a session that has not accepted the terms (403)", async () => {
    const { cookie } = await user({ tosAccepted: false });
    const res = await m.authorize.GET(m.testing.apiRequest("/api/providers/yahoo/authorize", { headers: { cookie } }));
    expect(res.status).toBe(403);
  });

  it(
    "authorize sets a short-lived HttpOnly state cookie and redirects to Yahoo's " + "consent URL with that state",
    async () => {
      const { cookie } = await user();
      const { res, location, stateCookie } = await startSignIn(cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(`${location.origin}${location.pathname}`).toBe(`${server.env.YAHOO_AUTH_URL}/request_auth`);
      const state = stateCookie.split("=")[1] ?? "";
      expect(state.length).toBeGreaterThanOrEqual(32);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        client_id: YAHOO_CLIENT.id,
        redirect_uri: REDIRECT_URI,
        response_type: "code",
        state,
        language: "en-us",
      });
      expect(res.headers.get("set-cookie")).toMatch(
        /^yahoo_oauth_state=[^;]+; Path=\/api\/providers\/yahoo; Max-Age=600; HttpOnly; SameSite=Lax/,
      );
      // Each sign-in gets its own state.
      const again = await startSignIn(cookie);
      expect(again.stateCookie).not.toBe(stateCookie);
    },
  );

  it("callback with a state that does not match the cookie answers 400 and stores nothing", async () => {
    const { user: u, cookie } = await user();
    const { stateCookie, back } = await startSignIn(cookie);
    const forged = await m.callback.GET(
      m.testing.apiRequest(`/api/providers/yahoo/callback?code=${back.searchParams.get("code")}&state=forged`, {
        headers: { cookie: `${cookie}; ${stateCookie}` },
      }),
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      error: "bad_request",
      message: "Yahoo sign-in could not be verified. Start again from Connect Yahoo.",
    });
    // Without the state cookie (another browser, or expired) the right state is refused too.
    const noCookie = await m.callback.GET(
      m.testing.apiRequest(`/api/providers/yahoo/callback${back.search}`, { headers: { cookie } }),
    );
    expect(noCookie.status).toBe(400);
    expect(await m.db.providerCredential.count({ where: { userId: u.id } })).toBe(0);
  });

  it("callback with the right state stores the tokens sealed and returns to /connect?provider=yahoo", async () => {
    const { user: u, cookie } = await user();
    const { stateCookie, back } = await startSignIn(cookie);
    expect(back.pathname).toBe("/api/providers/yahoo/callback");
    const res = await m.callback.GET(
      m.testing.apiRequest(`/api/providers/yahoo/callback${back.search}`, {
        headers: { cookie: `${cookie}; ${stateCookie}` },
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://localhost:3000/connect?provider=yahoo");
    expect(res.headers.get("set-cookie")).toMatch(/^yahoo_oauth_state=; Path=\/api\/providers\/yahoo; Max-Age=0/);

    const rows = await m.db.providerCredential.findMany({ where: { userId: u.id } });
    expect(rows).toHaveLength(1);
    const row = rows[0];
    if (!row) throw new Error("no credential row");
    expect(row.provider).toBe("yahoo");
    expect(row.encrypted).not.toMatch(/fake-access|fake-refresh/);
    const secret = m.openSecret<{ accessToken: string; refreshToken: string; expiresAt: number }>(row.encrypted);
    expect(secret.accessToken).toMatch(/^fake-access-\d+$/);
    expect(secret.refreshToken).toMatch(/^fake-refresh-\d+$/);
    expect(row.encrypted).not.toContain(secret.accessToken);
    expect(row.expiresAt?.getTime()).toBe(secret.expiresAt);
    // The token exchange used the same redirect URI and the app's client credentials.
    const exchange = server.requests.filter((r) => r.url.endsWith("/get_token")).at(-1);
    expect(new URLSearchParams(exchange?.body)).toEqual(
      new URLSearchParams({ grant_type: "authorization_code", code: YAHOO_CLIENT.code, redirect_uri: REDIRECT_URI }),
    );
  });

  it("signing in again replaces the stored tokens instead of adding a row", async () => {
    const { user: u, cookie } = await user();
    for (let i = 0; i < 2; i++) {
      const { stateCookie, back } = await startSignIn(cookie);
      await m.callback.GET(
        m.testing.apiRequest(`/api/providers/yahoo/callback${back.search}`, {
          headers: { cookie: `${cookie}; ${stateCookie}` },
        }),
      );
    }
    expect(await m.db.providerCredential.count({ where: { userId: u.id, provider: "yahoo" } })).toBe(1);
  });

  it("returns to /connect with a reason when the user declines or Yahoo rejects the code", async () => {
    const { user: u, cookie } = await user();
    const first = await startSignIn(cookie);
    const declined = await m.callback.GET(
      m.testing.apiRequest(
        `/api/providers/yahoo/callback?error=access_denied&state=${first.back.searchParams.get("state")}`,
        { headers: { cookie: `${cookie}; ${first.stateCookie}` } },
      ),
    );
    expect(declined.status).toBe(302);
    expect(new URL(declined.headers.get("location") ?? "").searchParams.get("error")).toBe(
      "Yahoo access was not granted.",
    );

    const second = await startSignIn(cookie);
    const badCode = await m.callback.GET(
      m.testing.apiRequest(
        `/api/providers/yahoo/callback?code=used-code&state=${second.back.searchParams.get("state")}`,
        { headers: { cookie: `${cookie}; ${second.stateCookie}` } },
      ),
    );
    expect(badCode.status).toBe(302);
    const location = new URL(badCode.headers.get("location") ?? "");
    expect(location.pathname).toBe("/connect");
    expect(location.searchParams.get("error")).toBe("Yahoo sign-in has expired. Connect Yahoo again to continue.");
    expect(await m.db.providerCredential.count({ where: { userId: u.id } })).toBe(0);
  });

  it("rejects an over-long state with 400, not 500", async () => {
    const { cookie } = await user();
    const res = await m.callback.GET(
      m.testing.apiRequest(`/api/providers/yahoo/callback?code=x&state=${"s".repeat(300)}`, { headers: { cookie } }),
    );
    expect(res.status).toBe(400);
  });
});
