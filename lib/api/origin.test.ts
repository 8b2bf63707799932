/** @jest-environment node */
import { ApiError } from "./errors";
import { assertSameOrigin, publicOrigin, type OriginConfig } from "./origin";

const post = (url: string, headers: Record<string, string>) => new Request(url, { method: "POST", headers });

function refusal(req: Request, config: OriginConfig): string | null {
  try {
    assertSameOrigin(req, config);
    return null;
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.message}` : String(error);
  }
}

describe("assertSameOrigin", () => {
  const configured: OriginConfig = { publicUrl: "https://gm.example.com", proxyHops: 1 };

  it("with a configured public URL, accepts only its origin, whatever Host and X-Forwarded-Host say", () => {
    const ok = post("http://10.0.0.5:3000/api/login", { host: "10.0.0.5:3000", origin: "https://gm.example.com" });
    expect(refusal(ok, configured)).toBeNull();
    const forgedHost = post("http://evil.test/api/login", { host: "evil.test", origin: "http://evil.test" });
    expect(refusal(forgedHost, configured)).toBe("403 Cross-origin request refused");
    const forgedForwarded = post("http://10.0.0.5:3000/api/login", {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "evil.test",
      "x-forwarded-proto": "https",
      origin: "https://evil.test",
    });
    expect(refusal(forgedForwarded, configured)).toBe("403 Cross-origin request refused");
  });

  it("without proxies declared, ignores X-Forwarded-Host and compares with Host", () => {
    const direct: OriginConfig = { proxyHops: 0 };
    const forwarded = post("http://localhost:3000/api/login", {
      host: "localhost:3000",
      "x-forwarded-host": "evil.test",
      origin: "http://evil.test",
    });
    expect(refusal(forwarded, direct)).toBe("403 Cross-origin request refused");
    const sameHost = post("http://localhost:3000/api/login", {
      host: "localhost:3000",
      origin: "http://localhost:3000",
    });
    expect(refusal(sameHost, direct)).toBeNull();
  });

  it("behind declared proxies, takes the proxy's X-Forwarded-Host and -Proto", () => {
    const req = post("http://10.0.0.5:3000/api/login", {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "gm.example.com",
      "x-forwarded-proto": "https",
      origin: "https://gm.example.com",
    });
    expect(publicOrigin(req, { proxyHops: 1 })).toBe("https://gm.example.com");
    expect(refusal(req, { proxyHops: 1 })).toBeNull();
    expect(refusal(req, { proxyHops: 0 })).toBe("403 Cross-origin request refused");
  });

  it("refuses a missing or opaque Origin and lets reads through", () => {
    const direct: OriginConfig = { proxyHops: 0 };
    expect(refusal(post("http://localhost:3000/api/x", { host: "localhost:3000" }), direct)).toMatch(/^403/);
    expect(refusal(post("http://localhost:3000/api/x", { host: "localhost:3000", origin: "null" }), direct)).toMatch(
      /^403/,
    );
    expect(
      refusal(new Request("http://localhost:3000/api/x", { headers: { origin: "http://evil.test" } }), direct),
    ).toBe(null);
  });
});
