import "server-only";
import { env } from "@/env";
import { ApiError } from "@/lib/api/errors";
import { hitRateLimit, refundRateLimit, type RateLimitHit } from "@/lib/rate-limit";

// The anonymous landing chat's quota, every count reserved before the answer (one statement counts and
// compares). Three limits, so no one client spends the hourly ceiling everyone shares:
//  - per address: 10 messages an hour;
//  - per network (IPv4 /24, IPv6 /64): a tenth of the ceiling, so a client rotating addresses in its network
//    takes at most its share;
//  - for everyone: LANDING_CHAT_GLOBAL_PER_HOUR. The last fifth of it is kept for visitors' first three
//    messages of the hour, so when heavy users have spent the rest a newcomer can still ask.
// A message refused by a wider limit gives its narrower counts back.

const HOUR_MS = 60 * 60 * 1000;
export const LANDING_LIMIT_PER_HOUR = 10;
const NEWCOMER_MESSAGES = 3;
const SHARED_FRACTION = 0.8;
const NETWORK_FRACTION = 0.1;

/** The address's network: the first three IPv4 octets, or the first four IPv6 groups. */
export function networkOf(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, "").match(/^(\d+\.\d+\.\d+)\.\d+$/);
  if (v4) return `${v4[1]}.0/24`;
  if (ip.includes(":")) {
    const [head = "", tail = ""] = ip.split("::");
    const groups = [...head.split(":").filter(Boolean)];
    const missing = 8 - groups.length - tail.split(":").filter(Boolean).length;
    const full = [...groups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tail.split(":").filter(Boolean)];
    return `${full.slice(0, 4).join(":")}::/64`;
  }
  return ip;
}

function refused(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError("rate_limited", message, { "Retry-After": String(retryAfterSeconds) });
}

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/** Reserves one landing-chat message for the address, or throws 429 with a message saying which limit and when. */
export async function reserveLandingMessage(ip: string): Promise<void> {
  const address = await hitRateLimit({
    key: `landing-chat:ip:${ip}`,
    limit: LANDING_LIMIT_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!address.allowed) {
    throw refused(
      `Free chat limit reached (${LANDING_LIMIT_PER_HOUR} messages per hour). Sign up for unlimited access.`,
      address.retryAfterSeconds,
    );
  }
  const ceiling = env.LANDING_CHAT_GLOBAL_PER_HOUR;
  const giveBack = async (...hits: RateLimitHit[]) => {
    for (const hit of hits) await refundRateLimit(hit);
  };
  const network = await hitRateLimit({
    key: `landing-chat:net:${networkOf(ip)}`,
    limit: Math.max(LANDING_LIMIT_PER_HOUR, Math.floor(ceiling * NETWORK_FRACTION)),
    windowMs: HOUR_MS,
  });
  if (!network.allowed) {
    await giveBack(address);
    throw refused(
      "Too many free chat messages from your network this hour. Please try again in " +
        `${minutes(network.retryAfterSeconds)}, or sign up for unlimited access.`,
      network.retryAfterSeconds,
    );
  }
  const global = await hitRateLimit({ key: "landing-chat:global", limit: ceiling, windowMs: HOUR_MS });
  const newcomer = address.count <= NEWCOMER_MESSAGES;
  if (!global.allowed || (!newcomer && global.count > Math.floor(ceiling * SHARED_FRACTION))) {
    await giveBack(address, network, global);
    throw refused(
      "The free chat has reached its limit for this hour, shared by all visitors. It opens again in " +
        `${minutes(global.retryAfterSeconds)} — or sign up for unlimited access now.`,
      global.retryAfterSeconds,
    );
  }
}
