/** @jest-environment node */
import { clientIp } from "@/lib/auth/client-ip";

const req = (xff?: string) => ({ headers: new Headers(xff === undefined ? {} : { "x-forwarded-for": xff }) });

describe("clientIp", () => {
  it("with no trusted proxy takes the last entry, the socket address scripts/server.mjs writes", () => {
    expect(clientIp(req("6.6.6.6, 203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientIp(req("203.0.113.7"), 0)).toBe("203.0.113.7");
  });

  it("with N trusted proxies takes the entry N places left of the last, so a forged first entry is ignored", () => {
    expect(clientIp(req("6.6.6.6, 198.51.100.2, 10.0.0.1"), 1)).toBe("198.51.100.2");
    expect(clientIp(req("6.6.6.6, 7.7.7.7, 198.51.100.2, 10.0.0.2, 10.0.0.1"), 2)).toBe("198.51.100.2");
  });

  it("falls back to the first entry when the chain is shorter than the hops, and to 'unknown' without one", () => {
    expect(clientIp(req("198.51.100.2"), 3)).toBe("198.51.100.2");
    expect(clientIp(req(), 0)).toBe("unknown");
    expect(clientIp(req(" , "), 0)).toBe("unknown");
  });

  it("bounds the key length", () => {
    expect(clientIp(req("x".repeat(500)), 0)).toHaveLength(64);
  });
});
