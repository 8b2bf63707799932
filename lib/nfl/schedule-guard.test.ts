import { allGames } from "./schedule";
import { scheduleProblem } from "./schedule-guard";

// The bundled 2024 regular season as a whole schedule to break.
const season2024 = () => allGames().filter((g) => g.season === 2024 && g.gameType === "REG");

describe("scheduleProblem", () => {
  it("passes a whole season: 18 weeks, every team 17 games and one bye", () => {
    expect(season2024()).toHaveLength(272);
    expect(scheduleProblem(2024, season2024())).toBeNull();
  });

  it("refuses a season missing a week, though it has more than 250 games", () => {
    const games = season2024().filter((g) => g.week !== 18);
    expect(games).toHaveLength(256);
    expect(scheduleProblem(2024, games)).toBe("no games in week 18");
  });

  it("refuses a season where one game is missing (two teams with 16 games)", () => {
    const games = season2024();
    const dropped = games.findIndex((g) => g.week === 5 && g.homeTeam === "KC");
    const problem = scheduleProblem(
      2024,
      games.filter((_, i) => i !== dropped),
    );
    expect(problem).toMatch(/^\w+ plays 16 games \(a season has 17 and one bye\)$/);
  });

  it("refuses a team playing twice in a week", () => {
    const games = season2024();
    const extra = { ...games.find((g) => g.week === 3)!, awayTeam: games.find((g) => g.week === 3)!.homeTeam };
    expect(scheduleProblem(2024, [...games, extra])).toMatch(/plays twice in one week/);
  });

  it("refuses a game outside the season's weeks, and knows 17-week seasons", () => {
    expect(scheduleProblem(2024, [...season2024(), { week: 19, homeTeam: "KC", awayTeam: "BUF" }])).toMatch(
      /week 19, outside weeks 1–18/,
    );
    expect(scheduleProblem(2020, [])).toBe(
      "no games in week 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17",
    );
  });
});
