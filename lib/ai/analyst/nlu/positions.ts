// The fantasy positions and the words they are written in ("wide receiver", "tailback", "te").
export type FantasyPosition = "QB" | "RB" | "WR" | "TE" | "K";

const POSITION_OF: Record<string, FantasyPosition> = {
  qb: "QB",
  quarterback: "QB",
  rb: "RB",
  runningback: "RB",
  back: "RB",
  halfback: "RB",
  tailback: "RB",
  wr: "WR",
  receiver: "WR",
  widereceiver: "WR",
  wideout: "WR",
  te: "TE",
  tightend: "TE",
  k: "K",
  kicker: "K",
};

/** The words a position is written in, for a pattern ("wide receiver", "tailback", "te"); `positionWord` reads them. */
export const POSITION_NAME =
  "qb|rb|wr|te|k|kicker|quarterback|running ?back|half ?back|tail ?back|wide ?receiver|receiver|wide ?out|tight ?end";

export function positionWord(word: string): FantasyPosition | null {
  return POSITION_OF[word.toLowerCase().replace(/[\s-]/g, "").replace(/s$/, "")] ?? null;
}
