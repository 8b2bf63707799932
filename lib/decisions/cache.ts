import "server-only";
// A small in-process cache of simulation work keyed by league, week and sync stamp: the same question asked
// again before the next sync reuses the answer. Bounded (oldest out first) and short-lived; it only saves CPU
// (every instance can recompute), so it need not be shared between instances.
const MAX_ENTRIES = 64;
const TTL_MS = 10 * 60_000;

const entries = new Map<string, { at: number; value: Promise<unknown> }>();

export function memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) {
    entries.delete(key);
    entries.set(key, hit); // most recently used last
    return hit.value as Promise<T>;
  }
  const value = compute();
  entries.set(key, { at: now, value });
  // A failure is not an answer: forget it so the next request tries again.
  value.catch(() => entries.delete(key));
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}

export function clearDecisionCache() {
  entries.clear();
}
