/** @jest-environment node */
import type { SlotCode } from "@/lib/domain/league";
import { applyAction, seasonInputFromModel } from "./league-model";
import { priceVariants } from "./price-model";
import { roundRobin } from "./schedule";
import { leagueStateSeed } from "./state-seed";
import { rankTrades } from "./trades";
import type { LeagueModel, ModelPlayer, TradeEvaluation } from "./types";

// One price per move: a league state's seed comes from its content alone, and a move's price does not depend on
// which other moves are priced beside it (one base run on common random numbers).
const WEEKS = [9, 10, 11, 12, 13];
const player = (id: string, position: ModelPlayer["position"], mean: number): ModelPlayer => ({
  id,
  position,
  nflTeam: null,
  weekly: Object.fromEntries(WEEKS.map((w) => [w, { mean, sd: 6 }])),
});
const SLOTS: SlotCode[] = ["QB", "RB", "WR", "BE", "BE"];
const roster = (id: string, wr: number) => [
  player(`${id}qb`, "QB", 18),
  player(`${id}rb`, "RB", 12),
  player(`${id}wr`, "WR", wr),
  player(`${id}rb2`, "RB", 6),
];
const league = (teamIds: string[]): LeagueModel => ({
  rules: { playoffTeams: 2, playoffByes: 0, tiebreaker: "points_for", medianGame: false, divisions: 0 },
  slots: SLOTS,
  teams: teamIds.map((id, i) => ({ id, wins: 4 + i, losses: 4 - i, ties: 0, pointsFor: 400 + i })),
  remaining: roundRobin(teamIds, WEEKS),
  rosters: Object.fromEntries(teamIds.map((id, i) => [id, roster(id, 8 + i)])),
});

describe("leagueStateSeed", () => {
  it("is the same for two copies of a league whose teams have other ids, and changes with the content", () => {
    const a = league(["A", "B", "C", "D"]);
    const copy = league(["w", "x", "y", "z"]);
    // Same content: the players differ only in their team prefix, which the season input does not carry.
    expect(leagueStateSeed(seasonInputFromModel(copy))).toEqual(leagueStateSeed(seasonInputFromModel(a)));
    const changed = { ...a, teams: a.teams.map((t, i) => (i === 0 ? { ...t, wins: t.wins + 1 } : t)) };
    expect(leagueStateSeed(seasonInputFromModel(changed)).seed).not.toBe(leagueStateSeed(seasonInputFromModel(a)).seed);
  });
});

describe("priceVariants", () => {
  it("prices a move the same alone or in a batch", () => {
    const base = league(["A", "B", "C", "D"]);
    const trade = applyAction(base, { type: "trade", teamId: "A", partnerId: "B", give: ["Arb2"], receive: ["Bwr"] });
    const swap = applyAction(base, { type: "trade", teamId: "A", partnerId: "C", give: ["Arb"], receive: ["Cwr"] });
    const opts = { seasons: 1500, seed: 7 };
    const [alone] = priceVariants(base, [trade], opts);
    const [, batched] = priceVariants(base, [swap, trade], opts);
    expect(batched).toEqual(alone);
  });
});

describe("rankTrades", () => {
  const evaluation = (team: number, partner: number): TradeEvaluation => {
    const delta = (teamId: string, d: number) => ({
      teamId,
      basePlayoffOdds: 0.5,
      playoffOdds: 0.5 + d,
      deltaPlayoffOdds: d,
      sePlayoffOdds: 0.01,
      baseTitleOdds: 0.1,
      titleOdds: 0.1,
      deltaTitleOdds: 0,
      seTitleOdds: 0,
    });
    return {
      price: {
        action: { type: "trade", teamId: "A", partnerId: "B", give: [], receive: [] },
        team: delta("A", team),
        partner: delta("B", partner),
      },
      valueGiven: 0,
      valueReceived: 0,
      balance: 0,
      fair: true,
    };
  };

  it("keeps only trades the partner does not lose by, best for the team first", () => {
    const ranked = rankTrades([
      evaluation(0.05, 0.01),
      evaluation(0.09, -0.02),
      evaluation(0.07, 0),
      evaluation(-0.01, 0.1),
    ]);
    expect(ranked.map((e) => [e.price.team.deltaPlayoffOdds, e.price.partner?.deltaPlayoffOdds])).toEqual([
      [0.07, 0],
      [0.05, 0.01],
    ]);
  });
});
