// A player's name as people and hosts write it, folded to one key: lower case, no accents, apostrophes or
// punctuation, no generational suffix ("Kenneth Walker III" and "kenneth walker" meet).
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\b(jr|sr|ii|iii|iv|v)\b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
