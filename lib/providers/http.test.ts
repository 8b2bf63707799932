/** @jest-environment node */
import { providerFetch, parseRetryAfter, backoffDelay } from "@/lib/providers/http";
import { ProviderError } from "@/lib/providers/types";
import { startProviderServer, type ProviderServer } from "@/tests/fakes/provider-server";

let server: ProviderServer;
let leagueUrl: string;
const fast = { baseDelayMs: 5, maxDelayMs: 50, timeoutMs: 500, label: "Sleeper" };

beforeAll(async () => {
  server = await startProviderServer();
  leagueUrl = `${server.env.SLEEPER_API_URL}/league/522458773317046272`;
});
afterAll(() => server.close());
afterEach(() => server.setFailure(null));

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error("expected a ProviderError");
}

describe("providerFetch", () => {
  it("parses JSON from the fake Sleeper", async () => {
    const league = await providerFetch<{ name: string }>(leagueUrl, fast);
    expect(league.name).toBe("The JanMichaelLarkin Dynasty League");
  });

  it("times out a hanging server with kind timeout", async () => {
    server.setFailure({ mode: { kind: "hang" } });
    const started = Date.now();
    const error = await failureOf(providerFetch(leagueUrl, { ...fast, timeoutMs: 150 }));
    expect(error.kind).toBe("timeout");
    expect(error.message).toMatch(/did not answer/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("retries a 500 up to the limit, then reports a server error", async () => {
    server.setFailure({ mode: { kind: "status", status: 500 }, pathIncludes: "/league/522458773317046272" });
    const before = server.requests.length;
    const error = await failureOf(providerFetch(leagueUrl, { ...fast, retries: 2 }));
    expect(error).toMatchObject({ kind: "server", status: 500 });
    expect(server.requests.length - before).toBe(3);
  });

  it("recovers when a 500 happens once", async () => {
    server.setFailure({ mode: { kind: "status", status: 503 }, times: 1 });
    await expect(providerFetch(leagueUrl, fast)).resolves.toMatchObject({ league_id: "522458773317046272" });
  });

  it("waits for Retry-After on 429 and then succeeds", async () => {
    server.setFailure({ mode: { kind: "status", status: 429, retryAfterSeconds: 0.2 }, times: 1 });
    const started = Date.now();
    await expect(providerFetch(leagueUrl, { ...fast, maxDelayMs: 1000 })).resolves.toMatchObject({
      status: "complete",
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("reports rate_limited when 429 persists", async () => {
    server.setFailure({ mode: { kind: "status", status: 429, retryAfterSeconds: 0 } });
    await expect(failureOf(providerFetch(leagueUrl, { ...fast, retries: 1 }))).resolves.toMatchObject({
      kind: "rate_limited",
      status: 429,
    });
  });

  it.each([
    [401, "auth"],
    [403, "auth"],
    [404, "not_found"],
  ] as const)("does not retry a %i and maps it to %s with the caller's message", async (status, kind) => {
    server.setFailure({ mode: { kind: "status", status } });
    const before = server.requests.length;
    const error = await failureOf(providerFetch(leagueUrl, { ...fast, authMessage: "cookies expired" }));
    expect(error.kind).toBe(kind);
    if (kind === "auth") expect(error.message).toBe("cookies expired");
    expect(server.requests.length - before).toBe(1);
  });

  it("reports a non-JSON body as malformed", async () => {
    server.setFailure({ mode: { kind: "malformed" } });
    await expect(failureOf(providerFetch(leagueUrl, fast))).resolves.toMatchObject({ kind: "malformed" });
  });

  it("reports a refused connection as network", async () => {
    const error = await failureOf(providerFetch("http://127.0.0.1:9/v1/league/1", fast));
    expect(error.kind).toBe("network");
  });
});

describe("retry timing helpers", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("2")).toBe(2000);
    expect(parseRetryAfter("Thu, 01 Jan 1970 00:00:10 GMT", 4000)).toBe(6000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
  });

  it("backs off exponentially with jitter, capped", () => {
    for (let i = 0; i < 20; i++) {
      const d = backoffDelay(3, 100, 10_000);
      expect(d).toBeGreaterThanOrEqual(400);
      expect(d).toBeLessThanOrEqual(800);
    }
    expect(backoffDelay(10, 100, 1000)).toBeLessThanOrEqual(1000);
  });
});
