import { normalizeStatus } from "@/lib/domain/injury";

// Short injury codes for badges.
const CODES: Record<string, string> = {
  QUESTIONABLE: "Q",
  DOUBTFUL: "D",
  OUT: "O",
  INJURY_RESERVE: "IR",
  IR: "IR",
};

export function injuryCode(status: string | null | undefined): string {
  const key = normalizeStatus(status);
  return CODES[key] ?? key.charAt(0);
}

// A status worth a badge: any designation at all but active / healthy, including ones the injury vocabulary
// (lib/domain/injury.ts, which decides who plays) does not list.
export function showsInjuryBadge(status: string | null | undefined): boolean {
  if (!status) return false;
  const key = status.trim().toUpperCase();
  return key !== "" && key !== "ACTIVE" && key !== "HEALTHY" && key !== "NORMAL";
}

// A designation in words for a sentence: "listed questionable", "listed injured reserve".
const WORDS: Record<string, string> = { INJURY_RESERVE: "injured reserve", IR: "injured reserve" };

export function injuryWords(status: string): string {
  const key = status.trim().toUpperCase();
  return WORDS[key] ?? key.replace(/_/g, " ").toLowerCase();
}
