// A newcomer's plain words for the game's terms ("the guy who kicks", "my pretend bidding money", "the tournament at
// the end", "the free players nobody owns") written as the terms the readers know, before a message is read.

const PLAIN_WORDS: [RegExp, string][] = [
  // The kicker and the receivers.
  [/\b(?:the )?(?:guy|player|person|one) (?:who|that) kicks\b|\bkicking (?:guy|player|spot)\b/gi, "kicker"],
  [/\b(?:pass[- ])?catchers\b/gi, "receivers"],
  [/\b(?:pass[- ])?catcher\b/gi, "receiver"],
  // The waiver budget and the free agents.
  [/\b(?:pretend|fake|play)(?: bidding)? (?:money|dollars|budget)\b|\bbidding (?:money|budget|dollars)\b/gi, "faab"],
  [
    /\b(?:free|unowned|unclaimed) players?\b|\bplayers? (?:that )?(?:nobody|no one) (?:owns|has|picked up)\b/gi,
    "free agents",
  ],
  // The playoffs.
  [
    new RegExp(
      "\\b(?:the )?(?:end[- ]of[- ](?:the[- ])?season |season[- ]ending |final )?tournament" +
        "(?: at the end(?: of the season)?)?\\b",
      "gi",
    ),
    "the playoffs",
  ],
  // Trading.
  [/\bswap(?:ping)? players\b/gi, "trading"],
  [/\b(?:kind|sort|type) of swaps?\b/gi, "kind of trade"],
  // A week without a game: a bye.
  [
    new RegExp(
      "\\b(?:has|have) no game\\b|\\b(?:doesn'?t|does not|don'?t|do not) have a game\\b|" +
        "\\bhave a game this week or (?:are|is) (?:they|he|it) off\\b",
      "gi",
    ),
    "is on bye",
  ],
  // The team's range.
  [
    /\b(?:the )?highest and (?:the )?lowest (?:my team|i|we) (?:could|might|can|would) score\b/gi,
    "my team's ceiling and floor",
  ],
];

/** The message with a newcomer's plain words for the game's terms written as the terms. */
export function inFantasyTerms(text: string): string {
  return PLAIN_WORDS.reduce((t, [plain, term]) => t.replace(plain, term), text);
}
