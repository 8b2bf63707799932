import { Lru } from "./lru";

describe("Lru", () => {
  it("evicts the least recently used entry past its capacity", () => {
    const lru = new Lru<number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now the most recent
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
  });

  it("expires entries after the time to live", () => {
    jest.useFakeTimers({ now: 0 });
    const lru = new Lru<number>(4, 1000);
    lru.set("a", 1);
    jest.setSystemTime(999);
    expect(lru.get("a")).toBe(1);
    jest.setSystemTime(2000);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.size).toBe(0);
    jest.useRealTimers();
  });

  it("memo computes once per key and shares the running promise", async () => {
    const lru = new Lru<Promise<number>>(4);
    const compute = jest.fn(async () => 7);
    const [a, b] = [lru.memo("k", compute), lru.memo("k", compute)];
    expect(a).toBe(b);
    expect(await a).toBe(7);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("memo forgets a rejected promise so the next caller retries", async () => {
    const lru = new Lru<Promise<number>>(4);
    await expect(lru.memo("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(lru.size).toBe(0);
    expect(await lru.memo("k", async () => 1)).toBe(1);
  });
});
