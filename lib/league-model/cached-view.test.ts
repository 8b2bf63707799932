/**
 * @jest-environment node
 */
import { cachedView, clearCachedViews, FRESH_MS } from "@/lib/league-model/cached-view";

const league = (syncedAt: string | null) => ({ id: "L1", lastSyncedAt: syncedAt ? new Date(syncedAt) : null });
const now = new Date("2025-11-09T19:30:00Z");

describe("cachedView", () => {
  beforeEach(() => clearCachedViews());

  it("computes a view once per key and answers its JSON with no-store", async () => {
    const compute = jest.fn(async () => ({ week: 10 }));
    const key = { view: "roster", ids: ["T1", 10], league: league("2025-11-09T10:00:00Z"), now };
    const [a, b] = await Promise.all([cachedView(key, compute), cachedView(key, compute)]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(await a.json()).toEqual({ week: 10 });
    expect(await b.text()).toBe('{"week":10}');
    expect(a.headers.get("cache-control")).toBe("no-store");
    expect(a.headers.get("content-type")).toBe("application/json");
  });

  it("starts over after a sync, for another team or week, and in the next slice of the clock", async () => {
    let n = 0;
    const compute = async () => ({ n: ++n });
    const base = { view: "roster", ids: ["T1", 10], league: league("2025-11-09T10:00:00Z"), now };
    const read = async (key: typeof base) => ((await (await cachedView(key, compute)).json()) as { n: number }).n;
    expect(await read(base)).toBe(1);
    expect(await read(base)).toBe(1);
    expect(await read({ ...base, league: league("2025-11-09T11:00:00Z") })).toBe(2);
    expect(await read({ ...base, ids: ["T2", 10] })).toBe(3);
    expect(await read({ ...base, ids: ["T1", 11] })).toBe(4);
    expect(await read({ ...base, now: new Date(now.getTime() + FRESH_MS) })).toBe(5);
  });

  it("does not remember a failure", async () => {
    const key = { view: "player-details", ids: ["P1"], league: league(null), now };
    await expect(cachedView(key, () => Promise.reject(new Error("not found")))).rejects.toThrow("not found");
    expect(await (await cachedView(key, async () => ({ ok: true }))).json()).toEqual({ ok: true });
  });
});
