// Sliding-window limits against the database, on a controlled clock (Date.now): a burst across the end of a fixed
// window gets no second allowance, room comes back as the oldest attempts leave the window, and refunds give back
// only what was counted.
import { randomBytes } from "node:crypto";
import { hitRateLimit, peekRateLimit, refundRateLimit } from "@/lib/rate-limit";

const WINDOW_MS = 15 * 60 * 1000;
const LIMIT = 5;

let nowMs = 0;
beforeEach(() => {
  // A fixed-window edge of real time a few minutes ahead, so nothing the sweep of idle keys does can interfere.
  nowMs = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
  jest.spyOn(Date, "now").mockImplementation(() => nowMs);
});
afterEach(() => jest.restoreAllMocks());

const freshKey = () => `test:${randomBytes(6).toString("hex")}`;
const burst = (key: string, size: number, limit = LIMIT, windowMs = WINDOW_MS) =>
  Promise.all(Array.from({ length: size }, () => hitRateLimit({ key, limit, windowMs })));
const allowedIn = (hits: { allowed: boolean }[]) => hits.filter((hit) => hit.allowed).length;

describe("hitRateLimit", () => {
  it("caps a burst that straddles a fixed window's end at the limit", async () => {
    const key = freshKey();
    const edge = nowMs;
    nowMs = edge - 1000;
    expect(allowedIn(await burst(key, 4 * LIMIT))).toBe(LIMIT);
    nowMs = edge + 1000;
    const after = await burst(key, 4 * LIMIT);
    expect(allowedIn(after)).toBe(0);
    // Room comes back when the first burst leaves the window: 15 minutes after it, 2 seconds ago.
    expect(after.map((hit) => hit.retryAfterSeconds)).toEqual(Array(4 * LIMIT).fill(WINDOW_MS / 1000 - 2));
    nowMs = edge - 1000 + WINDOW_MS;
    expect(allowedIn(await burst(key, 4 * LIMIT))).toBe(LIMIT);
  });

  it("gives room back as the oldest attempts leave the window, and says when", async () => {
    const key = freshKey();
    const windowMs = 60_000;
    const start = nowMs;
    expect(allowedIn(await burst(key, 2, 4, windowMs))).toBe(2);
    nowMs = start + 30_000;
    expect(allowedIn(await burst(key, 2, 4, windowMs))).toBe(2);
    nowMs = start + 45_000;
    const [refused] = await burst(key, 1, 4, windowMs);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 15, count: 5 });
    nowMs = start + 60_000;
    const again = await burst(key, 3, 4, windowMs);
    expect(allowedIn(again)).toBe(2);
    expect(again.find((hit) => !hit.allowed)?.retryAfterSeconds).toBe(30);
  });

  it("counts each attempt of a concurrent burst once, so `count` runs from 1 to the limit", async () => {
    const key = freshKey();
    const hits = await burst(key, 3 * LIMIT);
    const counts = hits.filter((hit) => hit.allowed).map((hit) => hit.count);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(hits.filter((hit) => !hit.allowed).every((hit) => hit.count === LIMIT + 1)).toBe(true);
  });
});

describe("refundRateLimit and peekRateLimit", () => {
  it("a refund frees the allowed attempt's place, a refused attempt has none to give back", async () => {
    const key = freshKey();
    const hits = await burst(key, LIMIT + 1);
    const refused = hits.find((hit) => !hit.allowed);
    const allowed = hits.find((hit) => hit.allowed);
    if (!refused || !allowed) throw new Error("expected one refused and some allowed attempts");
    await refundRateLimit(refused);
    expect(await peekRateLimit({ key, limit: LIMIT, windowMs: WINDOW_MS })).toMatchObject({ allowed: false });
    await refundRateLimit(allowed);
    expect(await peekRateLimit({ key, limit: LIMIT, windowMs: WINDOW_MS })).toMatchObject({ allowed: true });
    expect(allowedIn(await burst(key, 3))).toBe(1);
  });

  it("peeking counts nothing and tells the wait once the window is full", async () => {
    const key = freshKey();
    for (let i = 0; i < 3; i++)
      expect((await peekRateLimit({ key, limit: 1, windowMs: WINDOW_MS })).allowed).toBe(true);
    await burst(key, 1, 1);
    nowMs += 60_000;
    expect(await peekRateLimit({ key, limit: 1, windowMs: WINDOW_MS })).toEqual({
      allowed: false,
      retryAfterSeconds: WINDOW_MS / 1000 - 60,
    });
  });
});
