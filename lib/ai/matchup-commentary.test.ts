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

const card = {
  team: "Demo Dynasty",
  opponent: "Gridiron Gurus",
  winProbability: 62,
  projected: 118.4,
  opponentProjected: 109.9,
};

describe("matchupCommentary", () => {
  it("restates the card's numbers and the engine's battles deterministically", () => {
    expect(matchupCommentary(result, card)).toBe(
      "Demo Dynasty is a slight favorite against Gridiron Gurus (62% to win), projected 118.4 to 109.9. " +
        ("Your biggest edge is at RB (+8.2). Gridiron Gurus is stronger at WR (-4.5). " +
          "Protect the floor: your lineup's floor is 92.1."),
    );
  });

  it("quotes the card's live-blended scores and win %, not the engine's pre-game means", () => {
    // Mid-game: the engine's means (118.4 / 109.9, 62%) differ from what the card shows.
    const text = matchupCommentary(result, {
      ...card,
      winProbability: 26.7,
      projected: 92.74,
      opponentProjected: 108.95,
    });
    expect(text).toContain("(27% to win), projected 92.74 to 108.95.");
    expect(text).toContain("a clear underdog");
    expect(text).toContain("You need upside");
    expect(text).not.toContain("118.4");
  });
});
