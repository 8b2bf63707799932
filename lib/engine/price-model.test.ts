/** @jest-environment node */
import type { SlotCode } from "@/lib/domain/league";
import { applyAction } from "./league-model";
import { priceModels, withRosterChange } from "./price-model";
import { priceAction } from "./pricing";
import { roundRobin } from "./schedule";
import type { LeagueModel, ModelPlayer } from "./types";

const WEEKS = [9, 10, 11, 12];
const player = (id: string, position: ModelPlayer["position"], mean: number): ModelPlayer => ({
  id,
  position,
  nflTeam: null,
  weekly: Object.fromEntries(WEEKS.map((w) => [w, { mean, sd: 6 }])),
});
const SLOTS: SlotCode[] = ["QB", "RB", "WR", "BE", "BE"];
const ids = ["A", "B", "C", "D"];
const model: LeagueModel = {
  rules: { playoffTeams: 2, playoffByes: 1, tiebreaker: "points_for", medianGame: false, divisions: 0 },
  slots: SLOTS,
  teams: ids.map((id) => ({ id, wins: 4, losses: 4, ties: 0, pointsFor: 400 })),
  remaining: roundRobin(ids, WEEKS),
  rosters: Object.fromEntries(
    ids.map((id, i) => [
      id,
      [
        player(`${id}qb`, "QB", 18),
        player(`${id}rb`, "RB", 12 + i),
        player(`${id}wr`, "WR", 12),
        player(`${id}wr2`, "WR", 6),
      ],
    ]),
  ),
};
const opts = { seasons: 3000, seed: 5 };

describe("priceModels", () => {
  it("agrees with priceAction on a single waiver claim", () => {
    const fa = player("FA", "WR", 20);
    const [deltas] = priceModels(
      model,
      [applyAction(model, { type: "waiver", teamId: "A", add: fa, drop: "Awr2" })],
      ["A"],
      opts,
    );
    const single = priceAction(model, { type: "waiver", teamId: "A", add: fa, drop: "Awr2" }, opts);
    expect(deltas?.[0]?.deltaPlayoffOdds).toBeCloseTo(single.team.deltaPlayoffOdds, 10);
    expect(deltas?.[0]?.sePlayoffOdds).toBeCloseTo(single.team.sePlayoffOdds, 10);
    expect(deltas?.[0]?.deltaByeOdds).toBeGreaterThan(0);
  });

  it("prices several adds and drops at once; an empty change is exactly zero", () => {
    const two = withRosterChange(model, "A", [player("F1", "WR", 20), player("F2", "RB", 22)], ["Awr2", "Arb"]);
    expect(two.rosters.A?.map((p) => p.id).sort()).toEqual(["Aqb", "Awr", "F1", "F2"]);
    const [big, none] = priceModels(model, [two, withRosterChange(model, "A", [], [])], ["A", "B"], opts);
    expect(big?.[0]?.deltaPlayoffOdds).toBeGreaterThan(3 * (big?.[0]?.sePlayoffOdds ?? 1));
    expect(big?.[1]?.deltaPlayoffOdds).toBeLessThanOrEqual(0); // a rival loses what A gains
    expect(none?.[0]).toMatchObject({ deltaPlayoffOdds: 0, deltaByeOdds: 0, deltaTitleOdds: 0, sePlayoffOdds: 0 });
  });

  it("throws on a team outside the league", () => {
    expect(() => priceModels(model, [model], ["Z"], opts)).toThrow(/unknown team/);
  });
});
