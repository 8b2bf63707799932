/**
 * The caller's address for rate limiting: the first x-forwarded-for entry, else x-real-ip, else "unknown".
 * Behind a proxy that appends to x-forwarded-for a client can forge the first entry, which is why every
 * per-IP limit is paired with a per-username one.
 */
export function clientIp(req: { headers: Headers }): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = req.headers.get("x-real-ip")?.trim();
  return real ? real.slice(0, 64) : "unknown";
}
