/** @jest-environment node */
import { DEMO_SCORING } from "@/lib/providers/demo/config";
import { HALF_PPR, PPR, STANDARD, ZERO_DISTRIBUTION, playerDistribution } from "@/lib/engine";
import { getProjectionWeek, playerPool, type GameState } from "@/lib/nfl";
import { modelInputs } from "@/lib/nfl/model-inputs";
import { appliedInjury, gamesBefore, preGameWeek, presetOf, withGame, type WeekScope } from "./week-distributions";
import { round2 } from "@/lib/numbers";

jest.mock("server-only", () => ({}));

const pool = playerPool(2025);
const jefferson = pool.find((p) => p.fullName === "Justin Jefferson")!;
const subject = (over: Partial<{ injuryStatus: string | null }> = {}) => ({
  ...jefferson,
  id: "p1",
  nflTeam: jefferson.team,
  injuryStatus: null,
  ...over,
});
const scope = (week: number, over: Partial<WeekScope> = {}): WeekScope => ({
  season: 2025,
  week,
  currentWeek: 10,
  scoring: DEMO_SCORING,
  ...over,
});
const game = (over: Partial<GameState>): GameState => ({
  gameId: "g",
  status: "pre",
  completed: false,
  quarter: 0,
  clock: "",
  homeScore: 0,
  awayScore: 0,
  teamScore: 0,
  opponentScore: 0,
  isHome: true,
  opponent: "DET",
  kickoff: new Date("2025-11-09T18:00:00Z"),
  progress: 0,
  inRedZone: false,
  onField: false,
  ...over,
});

describe("scoring presets", () => {
  it("recognizes PPR, half-PPR and standard on every player stat (the demo's full-PPR settings are PPR)", () => {
    expect(presetOf(PPR)).toBe("ppr");
    expect(presetOf(HALF_PPR)).toBe("half");
    expect(presetOf(STANDARD)).toBe("std");
    expect(presetOf(DEMO_SCORING)).toBe("ppr");
    expect(presetOf({ ...PPR, pass_td: 6 })).toBeNull();
  });
});

describe("preGameWeek source precedence", () => {
  const week = 10;
  const nflcom = getProjectionWeek({ ...jefferson, season: 2025, week })!;

  it("uses the league-scored NFL data projection over the provider's", () => {
    const pre = preGameWeek(subject(), scope(week), 99);
    expect(pre.source).toBe("nfl-data");
    expect(pre.projection).toBe(round2(nflcom.projPpr));
    const recent = gamesBefore(jefferson, 2025, week, DEMO_SCORING).map((g) => g.points);
    // The model gets the same pre-game context the fit used: usage shares, the week's line, the opponent.
    const features = modelInputs({
      gsisId: jefferson.gsisId ?? null,
      position: "WR",
      team: pre.nflTeam,
      season: 2025,
      week,
    });
    expect(features.impliedTeamTotal).not.toBeNull();
    expect(features.recentTargetShare?.length).toBeGreaterThan(0);
    // Every source of the bundled season reaches the model: NFL.com's beside ESPN's (and FantasyPros' in 2024);
    // the host's 99 is a copy of a source, so it does not count while the data has one.
    expect(pre.sources.nflcom).toBe(pre.projection);
    expect(pre.sources.espn).toBeGreaterThan(0);
    expect(pre.sources.host).toBeUndefined();
    const sources = pre.sources;
    expect(pre.dist).toEqual(
      playerDistribution({ position: "WR", projection: pre.projection, sources, recentPoints: recent, features }),
    );
    // … and they matter: without the features, or with NFL.com alone, the distribution differs.
    expect(pre.dist).not.toEqual(
      playerDistribution({ position: "WR", projection: pre.projection, sources, recentPoints: recent }),
    );
    expect(pre.dist).not.toEqual(
      playerDistribution({ position: "WR", projection: pre.projection, recentPoints: recent, features }),
    );
  });

  it("falls back to the provider's projection, then to nothing (zero, never an invented prior)", () => {
    const unknown = { id: "x", position: "WR", nflTeam: "MIN", injuryStatus: null, gsisId: null, nflcomId: null };
    const provider = preGameWeek(unknown, scope(week), 12.5);
    expect(provider.source).toBe("provider");
    expect(provider.dist.mean).toBeGreaterThan(0);
    const none = preGameWeek(unknown, scope(week), null);
    expect(none.source).toBe("none");
    expect(none.dist).toEqual(ZERO_DISTRIBUTION);
  });

  it("applies today's injury to the current week, a season-long one to later weeks too, none to past weeks", () => {
    expect(appliedInjury("OUT", 10, 10)).toBe("OUT");
    expect(appliedInjury("OUT", 11, 10)).toBeNull();
    expect(appliedInjury("INJURY_RESERVE", 12, 10)).toBe("INJURY_RESERVE");
    expect(appliedInjury("INJURY_RESERVE", 9, 10)).toBeNull();
    expect(preGameWeek(subject({ injuryStatus: "OUT" }), scope(10)).dist).toEqual(ZERO_DISTRIBUTION);
    expect(preGameWeek(subject({ injuryStatus: "OUT" }), scope(10)).out).toBe(true);
    expect(preGameWeek(subject({ injuryStatus: "OUT" }), scope(11)).dist.mean).toBeGreaterThan(0);
    expect(preGameWeek(subject({ injuryStatus: "INJURY_RESERVE" }), scope(12)).dist).toEqual(ZERO_DISTRIBUTION);
  });

  it("gives a bye week the zero distribution", () => {
    const byeWeek = [...Array(18).keys()].map((i) => i + 1).find((w) => preGameWeek(subject(), scope(w)).onBye)!;
    expect(byeWeek).toBeDefined();
    expect(preGameWeek(subject(), scope(byeWeek)).dist).toEqual(ZERO_DISTRIBUTION);
  });
});

describe("withGame", () => {
  const pre = preGameWeek(subject(), scope(10));

  it("is the pre-game mean before kickoff", () => {
    const w = withGame(pre, { playerId: "p1", week: 10, game: game({}), actual: null });
    expect(w).toMatchObject({ score: round2(pre.dist.mean), label: "proj", actual: null });
    expect(w.live).toBeUndefined();
  });

  it("is live (points so far, blended into the score) while in play and actual only once final", () => {
    const live = withGame(pre, {
      playerId: "p1",
      week: 10,
      game: game({ status: "in", quarter: 3, clock: "7:30", progress: 0.6 }),
      actual: 6,
    });
    // 3rd quarter, 7:30 left: 37.5 % of the game to play.
    const blend = 6 + Math.max(0, round2(pre.dist.mean) - 6) * 0.375;
    expect(Math.abs(live.score - blend)).toBeLessThan(0.01);
    expect(live).toMatchObject({ label: "live", actual: 6 });
    const final = withGame(pre, {
      playerId: "p1",
      week: 10,
      game: game({ status: "post", completed: true, quarter: 4, clock: "0:00", progress: 1 }),
      actual: 17.3,
    });
    expect(final.score).toBe(17.3);
    expect(final.label).toBe("actual");
    expect(final.expected.sd).toBe(0);
  });
});
