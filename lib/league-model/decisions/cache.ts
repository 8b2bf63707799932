import "server-only";
import { Lru } from "@/lib/cache/lru";

// Decision work (league model, free-agent pool, trade and waiver pricing) keyed by the league's sync stamp and
// team: the same question asked again before the next sync reuses the answer.
const decisions = new Lru<Promise<unknown>>(64, 10 * 60_000);

export const memo = <T>(key: string, compute: () => Promise<T>): Promise<T> =>
  decisions.memo(key, compute) as Promise<T>;

export const clearDecisionCache = () => decisions.clear();
