/** @jest-environment node */
import { matchupCommentary } from "@/lib/ai/matchup-commentary";

const result = {
  winProbability: 0.62,
  you: { mean: 118.4, sd: 20, floor: 92.1, ceiling: 145.3 },
  opponent: { mean: 109.9, sd: 21, floor: 84, ceiling: 137 },
  keyMatchups: [
    { position: "RB", advantage: "You", delta: 8.2 },
    { position: "WR", advantage: "Gridiron Gurus", delta: -4.5 },
    { position: "QB", advantage: "You", delta: 1.1 },
  ],
  boomBust: { analysis: "", floor: 92.1, ceiling: 145.3 },
};

describe("matchupCommentary", () => {
  it("restates the engine's numbers deterministically", () => {
    expect(matchupCommentary(result, { team: "Demo Dynasty", opponent: "Gridiron Gurus" })).toBe(
      "Demo Dynasty is a slight favorite against Gridiron Gurus (62% to win), projected 118.4 to 109.9. " +
        "Your biggest edge is at RB (+8.2). Gridiron Gurus is stronger at WR (-4.5). Protect the floor: your lineup's floor is 92.1.",
    );
  });
});
