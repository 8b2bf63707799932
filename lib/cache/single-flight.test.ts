import { SingleFlight } from "./single-flight";

describe("SingleFlight", () => {
  it("shares one running lookup between concurrent callers and keeps nothing once it settles", async () => {
    const flights = new SingleFlight<number>();
    let calls = 0;
    const lookup = async () => ++calls;
    const [a, b] = await Promise.all([flights.run("k", lookup), flights.run("k", lookup)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await flights.run("k", lookup)).toBe(2); // settled: the next caller looks up afresh
  });

  it("after forget, a caller does not join the lookup that started before the write", async () => {
    const flights = new SingleFlight<string>();
    let release: (value: string) => void = () => undefined;
    const before = flights.run("u", () => new Promise<string>((resolve) => (release = resolve)));
    flights.forget("u");
    const after = flights.run("u", async () => "after the write");
    release("before the write");
    expect(await before).toBe("before the write");
    expect(await after).toBe("after the write");
  });

  it("does not remember a failure", async () => {
    const flights = new SingleFlight<number>();
    await expect(flights.run("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await flights.run("k", async () => 3)).toBe(3);
  });
});
