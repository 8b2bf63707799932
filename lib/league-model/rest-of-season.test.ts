/** @jest-environment node */
import { DEMO_SCORING } from "@/lib/providers/demo/config";
import { playerPool } from "@/lib/nfl";
import { restOfSeasonPoints } from "./rest-of-season";
import { preGameWeek } from "./week-distributions";

jest.mock("server-only", () => ({}));

const pool = playerPool(2025);
const jefferson = pool.find((p) => p.fullName === "Justin Jefferson")!;
const subject = (injuryStatus: string | null) => ({
  ...jefferson,
  id: "p1",
  nflTeam: jefferson.team,
  injuryStatus,
});
const scope = { season: 2025, currentWeek: 10, scoring: DEMO_SCORING };
const span = { first: 10, last: 14 };

describe("rest-of-season points", () => {
  it("are the sum of the weeks' projected means, each week the player-week every card shows", () => {
    const ros = restOfSeasonPoints(subject(null), scope, span);
    const weekly = [10, 11, 12, 13, 14].map((week) => preGameWeek(subject(null), { ...scope, week }).dist.mean);
    expect(ros.weeks).toBe(5);
    expect(ros.means).toEqual(weekly);
    expect(ros.mean).toBeCloseTo(
      weekly.reduce((a, b) => a + b, 0),
      2,
    );
    expect(ros.mean).toBeGreaterThan(0);
  });

  it("are 0 for a player out for the season (injured reserve, PUP, suspended), in every week left", () => {
    for (const status of ["INJURY_RESERVE", "IR", "PUP", "Sus"]) {
      const ros = restOfSeasonPoints(subject(status), scope, span);
      expect(ros.means).toEqual([0, 0, 0, 0, 0]);
      expect(ros.mean).toBe(0);
    }
  });

  it("leave out only this week for a player merely out this week", () => {
    const healthy = restOfSeasonPoints(subject(null), scope, span);
    const out = restOfSeasonPoints(subject("OUT"), scope, span);
    expect(out.means[0]).toBe(0);
    expect(out.means.slice(1)).toEqual(healthy.means.slice(1));
  });
});
