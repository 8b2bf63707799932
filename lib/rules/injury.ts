// Short injury codes for badges (spec §4 "Injury codes").
const CODES: Record<string, string> = {
  QUESTIONABLE: "Q",
  DOUBTFUL: "D",
  OUT: "O",
  INJURY_RESERVE: "IR",
  IR: "IR",
};

export function injuryCode(status: string | null | undefined): string {
  if (!status) return "";
  const key = status
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return CODES[key] ?? key.charAt(0);
}

// A status worth a badge: anything but active / healthy / missing.
export function isInjuredStatus(status: string | null | undefined): boolean {
  if (!status) return false;
  const key = status.trim().toUpperCase();
  return key !== "" && key !== "ACTIVE" && key !== "HEALTHY" && key !== "NORMAL";
}
