// What the production server (scripts/server.mjs) refuses or guarantees at the HTTP level, over raw sockets so
// nothing between the test and the server rewrites the request. scripts/test-all.sh runs this file a second time
// against Next's standalone output (the Docker image's files), so the image is the server these cases test.
import { Agent, request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { ORIGIN } from "../pages/session";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function raw(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(ORIGIN),
      { method: init.method ?? "GET", path, headers: init.headers ?? {} },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (chunk: Buffer) => parts.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }),
        );
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: ORIGIN },
  body: JSON.stringify(body),
});

test.describe("production server", () => {
  test("TRACE and unknown methods answer 405 with Allow", async () => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/api/health"],
      ["PROPFIND", "/dashboard"],
    ] as const) {
      const res = await raw(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow).toContain("GET");
    }
  });

  test("malformed router-state headers and request targets answer 400", async () => {
    for (const state of ["%zz", "%5B1%5D", "not-json", "x".repeat(10_000)]) {
      const res = await raw("/no-such-page", { headers: { rsc: "1", "next-router-state-tree": state } });
      expect(res.status, state.slice(0, 20)).toBe(400);
    }
    for (const target of ["*", "/%zz", "/api/health%00"]) expect((await raw(target)).status, target).toBe(400);
  });

  test("a declared body over the limit is refused with 413 before it is read", async () => {
    const res = await raw("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(50 * 1024 * 1024), origin: ORIGIN },
    });
    expect(res.status).toBe(413);
  });

  // A client that keeps its connection for later (browsers, proxies, Playwright's own request context) must find it
  // open: a server that closed idle connections after a few seconds reset the request that reused one at that moment.
  test("a kept-alive connection left idle for 6 s is still open for the next request", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = httpRequest(new URL(ORIGIN), { path: "/api/health", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000)); // past Node's default of 5 s
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  // The client is still sending when the 413 is written: the server reads and drops the rest, then the client reads
  // the refusal. Closing the connection with the answer would make the client's next write fail (EPIPE, no answer).
  test("a body over the limit still being sent when it is refused gets the 413, not a reset", async () => {
    const half = Buffer.alloc(96 * 1024, "a");
    const agent = new Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      let answer = 0;
      let sent = false;
      const settle = () => answer && sent && resolve(answer);
      const req = httpRequest(new URL(ORIGIN), {
        method: "POST",
        path: "/api/register",
        headers: { "content-type": "application/json", "content-length": String(2 * half.length), origin: ORIGIN },
        agent, // a connection of its own, kept alive as browsers keep theirs
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => {
          answer = res.statusCode ?? 0;
          settle();
        });
      });
      req.on("error", reject);
      req.write(half);
      // The rest goes after the server has had time to answer, as a slow upload's would; it must arrive too.
      setTimeout(
        () =>
          req.end(half, () => {
            sent = true;
            settle();
          }),
        500,
      );
    });
    agent.destroy();
    expect(status).toBe(413);
  });

  test("pages carry a nonce CSP and the shared security headers", async () => {
    const res = await raw("/");
    expect(res.status).toBe(200);
    expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  test("a logged-out token is no session anywhere, NextAuth's session endpoint included", async () => {
    // Its own account: logging out ends every session of the account, and other workers are signed in as the demo.
    const user = {
      username: `logout_${Date.now().toString(36)}${process.env.TEST_PARALLEL_INDEX ?? "0"}`,
      password: "secret-pass-123",
    };
    const registered = await raw(
      "/api/register",
      json({ ...user, email: `${user.username}@example.com`, acceptedTerms: true }),
    );
    expect(registered.status, registered.body).toBe(201);
    const login = await raw("/api/login", json(user));
    expect(login.status).toBe(200);
    const cookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
    const session = await raw("/api/auth/session", { headers: { cookie } });
    expect(JSON.parse(session.body)).toMatchObject({ user: { name: user.username } });
    expect((await raw("/api/logout", { method: "POST", headers: { cookie, origin: ORIGIN } })).status).toBe(200);
    const after = await raw("/api/auth/session", { headers: { cookie } });
    expect(JSON.parse(after.body)).toEqual({});
    expect(String(after.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await raw("/api/user", { headers: { cookie } })).status).toBe(401);
  });

  test("wrong passwords from one address are refused before checking, with Retry-After", async () => {
    // The server sees every request from 127.0.0.1; a made-up account keeps the demo's limits untouched.
    const username = `nobody_${Date.now()}`;
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => raw("/api/login", json({ username, password: `guess-${i}` }))),
    );
    // One address gets 3 checks of an account at once, then waits 1, 2, 4 … seconds between checks: a burst the
    // server took `elapsed` seconds to answer (longer on a busy machine) has at most 3 + ⌊log2(elapsed + 1)⌋.
    const elapsed = (Date.now() - started) / 1000;
    const checked = statuses.filter((res) => res.status === 401).length;
    const refused = statuses.filter((res) => res.status === 429);
    expect(checked).toBeLessThanOrEqual(3 + Math.floor(Math.log2(elapsed + 1)));
    expect(checked + refused.length).toBe(10);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers["retry-after"]).toMatch(/^\d+$/);
  });
});
