import { env } from "@/env";

// The caller's address for rate limiting. Route handlers in Next 16 never see the socket: `next start` only
// fills X-Forwarded-For with the socket address when the client sent none, so the header alone is forgeable.
// scripts/server.mjs (what `npm start` and the production command run) therefore rewrites it before Next sees
// the request: with TRUST_PROXY_HOPS=0 it REPLACES X-Forwarded-For with the socket address; with N > 0 it
// APPENDS the socket address, and the client is the entry N places left of the last one (each trusted proxy
// appended the address it saw). On Vercel, which replaces X-Forwarded-For with the client's address itself,
// 0 is the right value. Behind a bare `next start` (no server.mjs) the header is only as good as the client.

const MAX_ADDRESS_LENGTH = 64;

export function clientIp(req: { headers: Headers }, hops: number = env.TRUST_PROXY_HOPS): string {
  const chain = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const picked = chain[chain.length - 1 - hops] ?? chain[0];
  return picked ? picked.slice(0, MAX_ADDRESS_LENGTH) : "unknown";
}
