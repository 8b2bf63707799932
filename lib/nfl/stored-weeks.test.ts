/** @jest-environment node */
import { leaguePoints } from "@/lib/league-model/week-distributions";
import { HALF_PPR, STANDARD } from "@/lib/engine/scoring";
import { getActualWeek, getProjectionWeek, playerPool, teamInWeek } from "./players";
import { setStoredSchedule } from "./schedule";
import { hasNflRef, isStoredSeason, setStoredWeeks } from "./stored-weeks";

jest.mock("server-only", () => ({}));

// Stored weeks of a season that is not bundled (2031 here) are read by the same lookups as the bundled files.
const row = (over: Partial<Parameters<typeof setStoredWeeks>[0][number]>) => ({
  espnId: "3139477",
  gsisId: null,
  fullName: "Patrick Mahomes",
  position: "QB",
  season: 2031,
  week: 1,
  team: "KC",
  stats: null,
  projStats: null,
  ...over,
});

beforeAll(() =>
  setStoredSchedule([
    { id: "2031_01_BAL_KC", season: 2031, week: 1, homeTeam: "KC", awayTeam: "BAL", kickoff: new Date("2031-09-05") },
    { id: "2031_02_KC_CIN", season: 2031, week: 2, homeTeam: "CIN", awayTeam: "KC", kickoff: new Date("2031-09-12") },
  ]),
);
afterAll(() => {
  setStoredWeeks([]);
  setStoredSchedule([]);
});

describe("stored weeks", () => {
  it("answer the lookups of a stored season by ESPN id, with preset points from the line itself", () => {
    setStoredWeeks([
      row({ stats: { pass_yd: 300, pass_td: 3, rush_yd: 20 }, projStats: { pass_yd: 280, pass_td: 2 } }),
      row({ week: 2, team: "KC", projStats: { pass_yd: 250, pass_td: 2, rec: 1 } }),
    ]);
    expect(isStoredSeason(2031)).toBe(true);
    const ref = { espnId: "3139477", season: 2031 };
    expect(getActualWeek({ ...ref, week: 1 })).toMatchObject({ team: "KC", opponent: "BAL", ptsStd: 26, ptsPpr: 26 });
    expect(getActualWeek({ ...ref, week: 2 })).toBeNull(); // not played yet
    expect(getProjectionWeek({ ...ref, week: 2 })).toMatchObject({ opponent: "CIN", projStd: 18, projPpr: 19 });
    expect(teamInWeek(ref, 2031, 2)).toBe("KC");
    expect(playerPool(2031)).toEqual([expect.objectContaining({ key: "espn-3139477", espnId: "3139477" })]);
    expect(getActualWeek({ espnId: "1", season: 2031, week: 1 })).toBeNull();
  });

  it("find a team defense by its team (hosts other than ESPN have no ESPN id for it)", () => {
    setStoredWeeks([
      row({ espnId: "-16033", fullName: "Ravens D/ST", position: "DST", team: "BAL", stats: { def_sack: 3 } }),
    ]);
    const sleeperDefense = { position: "DST", nflTeam: "BAL" };
    expect(hasNflRef(sleeperDefense, 2031)).toBe(true);
    expect(hasNflRef(sleeperDefense, 2025)).toBe(false); // a bundled season knows no defenses
    expect(hasNflRef({ position: "DST", nflTeam: "KC" }, 2031)).toBe(false);
    expect(getActualWeek({ ...sleeperDefense, season: 2031, week: 1 })?.stats).toEqual({ def_sack: 3 });
  });

  it("score a defense's line by the league's settings, never a preset's", () => {
    const league = { ...HALF_PPR, def_sack: 2 };
    const points = { ppr: 3, half: 3, std: 3 }; // the line in the presets' defense scoring
    expect(leaguePoints({ def_sack: 3 }, points, league)).toBe(6);
    expect(leaguePoints({ pass_td: 1 }, { ppr: 4, half: 4, std: 4 }, { ...STANDARD })).toBe(4);
  });
});
