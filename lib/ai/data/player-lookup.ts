// Finds a player in the season's NFL player pool by the name a user typed ("puka nacua", "St. Brown").
import type { PoolPlayer } from "@/lib/nfl";

export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\b(jr|sr|ii|iii|iv|v)\b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Best match: exact full name, then all typed words found in the name (first name may be a nickname
 * prefix), then last name alone. Ties go to `rank` (e.g. this week's projection), highest first.
 */
export function matchPlayer<P extends Pick<PoolPlayer, "fullName">>(pool: readonly P[], typed: string, rank: (p: P) => number): P | null {
  const query = normalizeName(typed);
  if (!query) return null;
  const words = query.split(" ");
  const scored: { p: P; score: number }[] = [];
  for (const p of pool) {
    const name = normalizeName(p.fullName);
    if (!name) continue;
    const parts = name.split(" ");
    let score = 0;
    if (name === query) score = 3;
    else if (words.every((w) => parts.some((part) => part === w || (w.length >= 3 && part.startsWith(w))))) score = 2;
    else if (words.length === 1 && parts[parts.length - 1] === query) score = 1;
    if (score > 0) scored.push({ p, score });
  }
  scored.sort((a, b) => b.score - a.score || rank(b.p) - rank(a.p));
  return scored[0]?.p ?? null;
}
