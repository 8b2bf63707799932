import { hostRulesText } from "./host-rules";

describe("the host's rules as the settings view states them", () => {
  it("a two-week final is one game; consolation games and the deadline are named", () => {
    expect(
      hostRulesText({
        playoffTeams: 6,
        playoffStartWeek: 15,
        playoffRoundWeeks: [1, 1, 2],
        consolationGames: 4,
        tradeDeadlineWeek: 11,
      }),
    ).toEqual([
      "Playoffs: 6 teams, weeks 15–18, round 3 over two weeks as one game on both weeks' points.",
      "4 consolation or placement games in the playoff weeks, outside the title bracket.",
      "Trade deadline: week 11.",
    ]);
  });

  it("one week per round and no deadline", () => {
    const lines = hostRulesText({
      playoffTeams: 4,
      playoffStartWeek: 15,
      playoffRoundWeeks: [1, 1],
      consolationGames: 0,
      tradeDeadlineWeek: null,
    });
    expect(lines[0]).toBe("Playoffs: 4 teams, weeks 15–16, one week per round.");
    expect(lines[2]).toBe("Trade deadline: none set by the host.");
  });
});
