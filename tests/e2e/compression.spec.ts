// The production server's compression (scripts/server.mjs): build files from their build-time Brotli copies,
// pages compressed per request with Brotli or gzip as the browser asks, and the chat's event stream sent as it
// is produced, uncompressed. Raw sockets, so the encodings on the wire are what is checked.
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const ORIGIN = process.env.E2E_ORIGIN ?? "http://127.0.0.1:3100";
// Every response's security headers (lib/api/static-headers.mjs); pages add the CSP, and HSTS over https.
const SHARED_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
];

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  chunks: number;
}

function raw(path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, ORIGIN), { method: body ? "POST" : "GET", headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts),
          chunks: parts.length,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function firstScript(): Promise<string> {
  const page = await raw("/", { "accept-encoding": "identity" });
  const src = page.body.toString().match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  if (!src) throw new Error("the landing page references no script");
  return src;
}

test.describe("compression", () => {
  test("a build file comes from its Brotli copy, byte for byte the file, cached for good", async () => {
    const src = await firstScript();
    const plain = await raw(src, { "accept-encoding": "identity" });
    const br = await raw(src, { "accept-encoding": "gzip, deflate, br" });

    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  test("build files, whoever serves them, carry the pages' security headers", async () => {
    const src = await firstScript();
    const page = await raw("/", { "accept-encoding": "br" });
    const fromCopy = await raw(src, { "accept-encoding": "br" });
    const fromNext = await raw(src, { "accept-encoding": "gzip" });
    expect(fromNext.headers["content-encoding"]).toBe("gzip");
    for (const key of SHARED_HEADERS) {
      expect(page.headers[key]).toBeTruthy();
      expect({ key, value: fromCopy.headers[key] }).toEqual({ key, value: page.headers[key] });
      expect({ key, value: fromNext.headers[key] }).toEqual({ key, value: page.headers[key] });
    }
  });

  test("pages: Brotli when accepted, gzip when br is refused, plain otherwise", async () => {
    const br = await raw("/", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("Your AI General Manager");

    const gzip = await raw("/", { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain("Your AI General Manager");

    const plain = await raw("/", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Your AI General Manager");
  });

  test("a missing build file is Next's 404, not an empty Brotli answer", async () => {
    const res = await raw("/_next/static/chunks/no-such-chunk.js", { "accept-encoding": "br" });
    expect(res.status).toBe(404);
  });

  test("the landing chat's event stream is not compressed", async () => {
    const res = await raw(
      "/api/chat/landing",
      { "accept-encoding": "gzip, br", "content-type": "application/json", origin: ORIGIN },
      JSON.stringify({ message: "Who should I start at flex?", conversationHistory: [] }),
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toContain("data:");
  });
});
