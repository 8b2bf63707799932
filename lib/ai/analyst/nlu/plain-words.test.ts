// A newcomer's plain words are read as the game's terms.
import { inFantasyTerms } from "@/lib/ai/analyst/nlu/plain-words";

describe("a newcomer's plain words", () => {
  it.each([
    ["who should I put in my guy who kicks spot?", "who should I put in my kicker spot?"],
    ["rank my catchers for this week", "rank my receivers for this week"],
    ["how much of my pretend bidding money should I spend?", "how much of my faab should I spend?"],
    ["any free players worth grabbing?", "any free agents worth grabbing?"],
    ["do I get into the tournament at the end?", "do I get into the playoffs?"],
    ["my tight end's team has no game this week", "my tight end's team is on bye this week"],
    ["what's the highest and lowest my team could score?", "what's my team's ceiling and floor?"],
    ["what kind of swap should I look for?", "what kind of trade should I look for?"],
  ])("%s", (typed, read) => {
    expect(inFantasyTerms(typed)).toBe(read);
  });

  it("leaves the game's own words as they are", () => {
    const typed = "should I start Puka or Kittle at flex this week?";
    expect(inFantasyTerms(typed)).toBe(typed);
  });
});
