// The fuzz over HTTP against a running production server (scripts/server.mjs): the generator of
// support/fuzz-requests.ts on every route under app/api and every method it exports (NextAuth's included), plus
// requests only a raw socket sends — TRACE and unknown methods, RSC requests with malformed router-state headers,
// request targets that are not paths, path traversal, bad ids, oversized and odd headers, declared bodies past the
// limit — on every API route and a set of pages. Run by tests/e2e/fuzz.spec.ts (CI size) and scripts/fuzz-routes.ts
// (any size). It signs up its own two users and connects the demo league for one of them, so nothing another test
// reads changes; `sourceAddress` (a loopback address of its own) keeps its failed sign-ins and chat messages off
// the address-keyed limits of everything else talking to the server.
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import fc from "fast-check";
import { fuzzCaseArbitrary, LEAK, toRequest, type FuzzCase, type FuzzIds } from "./fuzz-requests";
import { routeShapesFromSource } from "./routes";

interface HttpFuzzOptions {
  base: string;
  runs: number;
  seed: number;
  concurrency: number;
  /** The server's session secret: adds well-signed tokens with wrong claims to the cookies tried. */
  secret?: string;
  /** Local address to send from (e.g. 127.0.77.1 for a loopback server). */
  sourceAddress?: string;
}

interface HttpFuzzSummary {
  base: string;
  seed: number;
  requests: number;
  generated: number;
  raw: number;
  routeMethods: number;
  seconds: number;
  statuses: Record<number, number>;
  fiveHundreds: number;
  noAnswer: number;
  leaks: number;
  failures: string[];
}

type Answer = { status: number; body: string; setCookie: string };

const BODY_CAP = 256 * 1024;
const PAGE_PATHS = ["/", "/dashboard", "/standings", "/settings", "/auth", "/no-such-page", "/player/x"];
const BAD_ROUTER_STATES = ["%zz", "%5B1%5D", "not-json", "%5B%22%22%2C%7B%7D%2C1%5D", "x".repeat(10_000)];

export async function runHttpFuzz(options: HttpFuzzOptions): Promise<HttpFuzzSummary> {
  const started = Date.now();
  const base = new URL(options.base);
  const origin = base.origin;
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });

  /** One request over the pooled connections (from the source address); the body read up to BODY_CAP. */
  async function send(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : null;
    const headers: Record<string, string> = Object.fromEntries(req.headers);
    if (body) headers["content-length"] = String(body.length);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: url.pathname + url.search,
          headers,
          localAddress: options.sourceAddress,
          timeout: 60_000,
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            if (text.length < BODY_CAP) text += chunk;
          });
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: text, setCookie: String(res.headers["set-cookie"] ?? "") }),
          );
          res.on("error", reject);
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
      outgoing.on("error", reject);
      outgoing.end(body ?? undefined);
    });
  }

  /** A raw HTTP/1.1 request over its own socket: what an HTTP client refuses to send. Resolves with the status. */
  function raw(request: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = connect(
        { port: Number(base.port || 80), host: base.hostname, localAddress: options.sourceAddress },
        () => socket.write(request),
      );
      let data = "";
      socket.setTimeout(30_000, () => socket.destroy(new Error("timeout")));
      socket.on("data", (chunk) => {
        data += chunk.toString("latin1");
        const status = /HTTP\/1\.1 ([2-5]\d\d)/.exec(data)?.[1]; // past any 100 Continue
        if (status) {
          socket.destroy();
          resolve(Number(status));
        }
      });
      socket.on("error", reject);
      socket.on("close", () => reject(new Error("closed without a status line")));
    });
  }

  const json = (method: string, path: string, payload: unknown, cookie?: string) =>
    send(
      new Request(`${origin}${path}`, {
        method,
        headers: { origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(payload),
      }),
    );

  async function signUp(prefix: string): Promise<string> {
    const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
    const body = { username, email: `${username}@example.com`, password: "fuzz-password-1", acceptedTerms: true };
    const res = await json("POST", "/api/register", body);
    const cookie = res.setCookie.split(";")[0] ?? "";
    if (res.status !== 201 || !cookie) throw new Error(`sign-up failed: ${res.status} ${res.body.slice(0, 200)}`);
    return cookie;
  }

  async function ownedIds(cookie: string): Promise<FuzzIds[]> {
    const connected = await json("POST", "/api/leagues", { provider: "demo" }, cookie);
    if (connected.status !== 201) throw new Error(`connecting the demo league failed: ${connected.status}`);
    const { leagueId, teamId } = JSON.parse(connected.body) as { leagueId: string; teamId: string };
    const roster = await send(new Request(`${origin}/api/teams/${teamId}/roster`, { headers: { cookie } }));
    const playerId = /"playerId":"([^"]+)"/.exec(roster.body)?.[1] ?? "none";
    return [{ teamId, leagueId, playerId, conversationId: `fuzz-conv-${Date.now()}` }];
  }

  const valid = await signUp("fuzz");
  const other = await signUp("fuzzo");
  const ids = await ownedIds(valid);
  const routes = routeShapesFromSource();
  const arbitrary = await fuzzCaseArbitrary(routes, ids, { valid, other, secret: options.secret });
  const cases = fc.sample(arbitrary, { seed: options.seed, numRuns: options.runs });

  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  const covered = new Set<string>();
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);

  async function pool<T>(items: T[], work: (item: T) => Promise<void>) {
    let next = 0;
    const worker = async () => {
      while (next < items.length) await work(items[next++] as T);
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  }

  await pool(cases, async (c: FuzzCase) => {
    covered.add(`${c.method} ${c.route.pattern}`);
    const label = `${c.method} ${c.route.pattern} ${JSON.stringify(c.params).slice(0, 60)}`;
    let res: Answer;
    try {
      res = await send(toRequest(c, origin));
    } catch (error) {
      failures.push(`no answer (${String(error).slice(0, 80)}) ← ${label}`);
      return;
    }
    count(res.status);
    if (res.status >= 500 && !(res.status === 503 && /not reachable|unreachable|try again|Sync/i.test(res.body)))
      failures.push(`${res.status} ← ${label} :: ${res.body.slice(0, 120)}`);
    else if (LEAK.test(res.body)) failures.push(`leak ${LEAK.exec(res.body)?.[0]} ← ${label}`);
  });

  const rawCases = rawRequests(
    base.host,
    origin,
    valid,
    routes.map((route) => route.pattern.replace(/\[[^\]]+\]/g, "x")),
  );
  await pool(rawCases, async ({ name, request, refused }) => {
    let status: number;
    try {
      status = await raw(request);
    } catch (error) {
      failures.push(`no answer (${String(error).slice(0, 80)}) ← raw ${name}`);
      return;
    }
    count(status);
    if (status >= 500 || (refused && status < 400)) failures.push(`${status} ← raw ${name}`);
  });
  agent.destroy();

  return {
    base: origin,
    seed: options.seed,
    requests: cases.length + rawCases.length,
    generated: cases.length,
    raw: rawCases.length,
    routeMethods: covered.size,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    statuses,
    fiveHundreds: failures.filter((f) => /^5\d\d/.test(f)).length,
    noAnswer: failures.filter((f) => f.startsWith("no answer")).length,
    leaks: failures.filter((f) => f.startsWith("leak")).length,
    failures,
  };
}

interface RawCase {
  name: string;
  request: string;
  /** Must be answered 4xx (a request the server refuses), not only "not 5xx". */
  refused: boolean;
}

function rawRequests(host: string, origin: string, cookie: string, apiPaths: string[]): RawCase[] {
  const line = (method: string, target: string, headers: string[] = [], body = "") =>
    `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${headers.map((h) => `${h}\r\n`).join("")}` +
    `Connection: close\r\n\r\n${body}`;
  const cases: RawCase[] = [];
  const add = (name: string, request: string, refused = false) => cases.push({ name, request, refused });

  for (const path of [...PAGE_PATHS, ...apiPaths]) {
    add(`TRACE ${path}`, line("TRACE", path), true);
    add(`PROPFIND ${path}`, line("PROPFIND", path), true);
    add(`FOO ${path}`, line("FOO", path), true);
    for (const state of BAD_ROUTER_STATES)
      add(
        `RSC ${path} (${state.slice(0, 12)})`,
        line("GET", path, ["RSC: 1", `Next-Router-State-Tree: ${state}`]),
        true,
      );
    add(
      `RSC ${path} (signed in, %zz)`,
      line("GET", path, ["RSC: 1", "Next-Router-State-Tree: %zz", `Cookie: ${cookie}`]),
      true,
    );
    add(`GET ${path} (32 KB header)`, line("GET", path, [`X-Padding: ${"a".repeat(32 * 1024)}`]), true);
    add(`GET ${path}/../../../etc/passwd`, line("GET", `${path}/../../../etc/passwd`));
    add(`GET ${path}/..%2f..%2fetc%2fpasswd`, line("GET", `${path}/..%2f..%2fetc%2fpasswd`));
    add(
      `POST ${path} (forged Host and X-Forwarded-Host)`,
      `POST ${path} HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Host: evil.example\r\n` +
        `Origin: http://evil.example\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
        "Content-Length: 2\r\nConnection: close\r\n\r\n{}",
    );
    add(
      `GET ${path} (odd headers)`,
      line("GET", path, [
        `Cookie: ${cookie}`,
        "Accept: */*;q=abc",
        "Accept-Encoding: br;q=x, gzip;q=-1, *",
        "Accept-Language: ;;;",
        "If-None-Match: *",
        "Range: bytes=abc-",
        "X-Forwarded-For: not-an-ip, 999.1.1.1",
        "X-Forwarded-Proto: gopher",
      ]),
    );
  }
  const get = (target: string, headers: string[] = []) => line("GET", target, headers);
  const post = (target: string, headers: string[], body: string) =>
    line("POST", target, [`Origin: ${origin}`, `Cookie: ${cookie}`, ...headers], body);
  const requestTargets = ["*", "/%zz", "/api/%zz", "/api/teams/%E0%A4%A/roster", "/api/teams/a%00b/roster"];
  for (const target of requestTargets) add(`GET ${target}`, get(target), true);
  add("GET http://evil.example/", get("http://evil.example/"), true);
  for (const target of [
    "/../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/_next/static/../../package.json",
    "/_next/static/..%2f..%2fpackage.json",
    "/api/teams/%2e%2e/roster",
    "/api/teams/..%5c..%5cwindows/roster",
    `/api/teams/${"9".repeat(4000)}/roster`,
    "/api/teams/%F0%9F%92%A5/roster",
    "/api/players/__proto__/details?leagueId=constructor",
    "/api/leagues/%20/standings",
    "/api/auth/callback/credentials",
    "/api/auth/%zz",
  ])
    add(`GET ${target}`, get(target, [`Cookie: ${cookie}`]));
  add("GET /api/user (cookie %zz)", get("/api/user", ["Cookie: next-auth.session-token=%zz%E0"]));
  add("GET /api/user (15 KB cookie)", get("/api/user", [`Cookie: next-auth.session-token=${"A".repeat(15_000)}`]));
  add("POST /api/login (50 MB declared)", post("/api/login", ["Content-Length: 52428800"], '{"username":"'), true);
  add("POST /api/login (chunked)", post("/api/login", ["Transfer-Encoding: chunked"], "2\r\n{}\r\n0\r\n\r\n"), true);
  add("POST /api/login (Content-Length abc)", post("/api/login", ["Content-Length: abc"], "{}"), true);
  add(
    "POST /api/login (two Content-Lengths)",
    post("/api/login", ["Content-Length: 2", "Content-Length: 3"], "{}"),
    true,
  );
  add("POST /api/chat (utf-7 JSON)", post("/api/chat", ["Content-Type: application/json; charset=utf-7"], "{}"));
  add("POST /api/chat (bad JSON)", post("/api/chat", ["Content-Type: application/json", "Content-Length: 5"], '{"a":'));
  add(
    "POST /api/login (Expect: 100-continue)",
    post("/api/login", ["Content-Type: application/json", "Content-Length: 2", "Expect: 100-continue"], "{}"),
  );
  return cases;
}
