// Faults: a 50 MB JSON body is refused with 413 early, without being read. The body is a lazy stream
// that counts what the handler pulls, so "without reading it" is measured, not assumed.
import { env } from "@/env";
import { apiRequest } from "@/tests/support/auth";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { CHAT_MAX_BODY_BYTES, POST as chat } from "@/app/api/chat/route";
import { POST as login } from "@/app/api/login/route";

const FIFTY_MB = 50 * 1024 * 1024;
const CHUNK = 64 * 1024;
let owner: DemoLeagueFixture | undefined;

beforeAll(async () => {
  owner = await connectDemoLeague();
}, 180_000);
afterAll(() => removeDemoLeague(owner), 60_000);

// `{"username":"xxxx…` for 50 MB, produced one chunk per pull; `pulled` is how much the server asked for.
function hugeJson() {
  const filler = new TextEncoder().encode("x".repeat(CHUNK));
  const probe = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (probe.pulled >= FIFTY_MB) return controller.close();
        const chunk = probe.pulled === 0 ? new TextEncoder().encode('{"username":"') : filler;
        probe.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        probe.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, probe };
}

function post(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const base = apiRequest(path, { body: "", headers });
  return new Request(base.url, { method: "POST", headers: base.headers, body, duplex: "half" } as RequestInit);
}

const routes = [
  ["POST /api/login (anonymous)", "/api/login", login, () => ({}), env.MAX_BODY_BYTES],
  ["POST /api/chat (signed in)", "/api/chat", chat, () => ({ cookie: owner!.cookie }), CHAT_MAX_BODY_BYTES],
] as const;

describe.each(routes)("%s with a 50 MB JSON body", (_label, path, handler, headers, limit) => {
  it("streamed without Content-Length: 413 after reading at most one chunk past the limit", async () => {
    const { stream, probe } = hugeJson();
    const res = await handler(post(path, stream, headers()));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "payload_too_large" });
    expect(probe.pulled).toBeGreaterThan(limit);
    expect(probe.pulled).toBeLessThanOrEqual(limit + 2 * CHUNK);
    expect(probe.cancelled).toBe(true);
  });

  it("declared by Content-Length: 413 before a byte is read", async () => {
    const { stream, probe } = hugeJson();
    const res = await handler(post(path, stream, { ...headers(), "content-length": String(FIFTY_MB) }));
    expect(res.status).toBe(413);
    expect(probe.pulled).toBe(0);
  });
});
