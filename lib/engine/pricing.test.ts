/** @jest-environment node */
import type { SlotCode } from "@/lib/domain/league";
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
  rules: { playoffTeams: 2, playoffByes: 0, tiebreaker: "points_for", medianGame: false, divisions: 0 },
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
        player(`${id}rb2`, "RB", 5),
      ],
    ]),
  ),
};
const opts = { seasons: 4000, seed: 9 };

describe("priceAction", () => {
  it("prices a no-op at exactly zero", () => {
    // Awr already starts
    const p = priceAction(model, { type: "start-sit", teamId: "A", week: 9, start: "Awr", sit: "Awr2" }, opts);
    expect(p.team.deltaPlayoffOdds).toBe(0);
    expect(p.team.deltaTitleOdds).toBe(0);
    expect(p.team.sePlayoffOdds).toBe(0);
  });

  it("benching a starter for a worse player lowers the odds; a better waiver add raises them", () => {
    const sit = priceAction(model, { type: "start-sit", teamId: "A", week: 9, start: "Awr2", sit: "Awr" }, opts);
    expect(sit.team.deltaPlayoffOdds).toBeLessThan(0);
    const add = priceAction(model, { type: "waiver", teamId: "A", add: player("FA", "WR", 20), drop: "Awr2" }, opts);
    expect(add.team.deltaPlayoffOdds).toBeGreaterThan(3 * add.team.sePlayoffOdds);
  });

  it("a trade's deltas mirror when the roles are swapped", () => {
    const ab = priceAction(
      model,
      { type: "trade", teamId: "A", partnerId: "D", give: ["Arb"], receive: ["Drb"] },
      opts,
    );
    const ba = priceAction(
      model,
      { type: "trade", teamId: "D", partnerId: "A", give: ["Drb"], receive: ["Arb"] },
      opts,
    );
    expect(ab.team.deltaPlayoffOdds).toBeGreaterThan(0); // A gets the better back (15 vs 12)
    expect(ab.partner?.deltaPlayoffOdds).toBeLessThan(0);
    expect(ba.partner).toEqual(ab.team);
    expect(ba.team).toEqual(ab.partner);
  });
});
