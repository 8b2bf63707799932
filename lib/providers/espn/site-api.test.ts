/** @jest-environment node */
// ESPN's site API answers (hand-built in ESPN's shape, tests/fixtures/espn/site-api) parsed into the rows the live
// and news jobs store, and a stored game read back as each team's game state.
import { readFileSync } from "node:fs";
import path from "node:path";
import { storedGameState } from "@/lib/nfl/game-state";
import { ProviderError } from "@/lib/providers/types";
import { parseNews, parseScoreboard } from "./site-api";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/espn/site-api", name), "utf8"));

describe("parseScoreboard", () => {
  it("reads each game's state with nflverse team codes, the ball and the red zone only while in play", () => {
    expect(parseScoreboard(fixture("scoreboard_pre.json")).map((g) => [g.status, g.homeScore, g.possession])).toEqual([
      ["pre", 0, null],
      ["pre", 0, null],
    ]);
    const [bufKc, wasGb] = parseScoreboard(fixture("scoreboard_in.json"));
    expect(bufKc).toMatchObject({ homeTeam: "KC", awayTeam: "BUF", quarter: 3, clock: "7:42", possession: "BUF" });
    expect(bufKc).toMatchObject({ homeScore: 17, awayScore: 10, redZone: true, status: "in" });
    expect(wasGb).toMatchObject({ homeTeam: "GB", awayTeam: "WAS", clock: "Halftime", possession: null });
    expect(parseScoreboard(fixture("scoreboard_post.json")).map((g) => g.status)).toEqual(["post", "post"]);
  });

  it("throws a provider error on a shape it does not know", () => {
    expect(() => parseScoreboard({ events: [{ id: "1" }] })).toThrow(ProviderError);
    expect(() => parseScoreboard("<html>")).toThrow(/ESPN sent data in a shape we do not understand/);
  });
});

describe("parseNews", () => {
  it("keeps each article's link, image and tagged athletes", () => {
    const [allen, trade, none] = parseNews(fixture("news.json"));
    expect(allen).toMatchObject({
      id: "47000001",
      url: "https://www.espn.com/nfl/story/_/id/47000001",
      imageUrl: "https://a.espncdn.com/photo/2026/1118/47000001.jpg",
      athleteIds: ["3918298"],
    });
    expect(trade).toMatchObject({ athleteIds: [], imageUrl: null });
    expect(none?.publishedAt.toISOString()).toBe("2026-11-19T01:00:00.000Z");
  });
});

describe("storedGameState", () => {
  const row = {
    id: "2026_12_BUF_KC",
    homeTeam: "KC",
    awayTeam: "BUF",
    kickoff: new Date("2026-11-22T18:00:00Z"),
    status: "in",
    quarter: 4,
    clock: "2:00",
    homeScore: 20,
    awayScore: 24,
    possession: "KC",
    redZone: true,
  };

  it("is each team's view of the stored game, with the share of the game played", () => {
    expect(storedGameState(row, "KC")).toMatchObject({
      teamScore: 20,
      opponentScore: 24,
      onField: true,
      inRedZone: true,
    });
    expect(storedGameState(row, "BUF")).toMatchObject({ isHome: false, opponent: "KC", onField: false });
    expect(storedGameState(row, "KC").progress).toBeCloseTo(58 / 60, 5);
    expect(storedGameState({ ...row, status: "post" }, "KC")).toMatchObject({ completed: true, progress: 1 });
    expect(storedGameState({ ...row, status: "pre", homeScore: null }, "KC")).toMatchObject({
      homeScore: 0,
      progress: 0,
    });
  });
});
