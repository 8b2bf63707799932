/** @jest-environment node */
import type { SlotCode } from "@/lib/domain/league";
import { roundRobin } from "./schedule";
import { applyAction } from "./league-model";
import { findTrades, withTradeDrops } from "./trades";
import type { FaabContext, LeagueModel, ModelPlayer } from "./types";
import { faabBid, rankWaiverTargets, rosterNeeds } from "./waivers";

const WEEKS = [9, 10, 11, 12, 13];
const player = (id: string, position: ModelPlayer["position"], mean: number): ModelPlayer => ({
  id,
  position,
  nflTeam: null,
  weekly: Object.fromEntries(WEEKS.map((w) => [w, { mean, sd: 6 }])),
});
const SLOTS: SlotCode[] = ["QB", "RB", "WR", "BE", "BE"];
const ids = ["A", "B", "C", "D"];
const league = (rosters: Record<string, ModelPlayer[]>): LeagueModel => ({
  rules: { playoffTeams: 2, playoffByes: 0, tiebreaker: "points_for", medianGame: false, divisions: 0 },
  slots: SLOTS,
  teams: ids.map((id) => ({ id, wins: 4, losses: 4, ties: 0, pointsFor: 400 })),
  remaining: roundRobin(ids, WEEKS),
  rosters,
});
const balanced = (id: string) => [
  player(`${id}qb`, "QB", 18),
  player(`${id}rb`, "RB", 12),
  player(`${id}wr`, "WR", 12),
  player(`${id}rb2`, "RB", 6),
  player(`${id}wr2`, "WR", 5),
];
const opts = { seasons: 4000, seed: 21 };

describe("rankWaiverTargets", () => {
  // A starts a 7-point WR; everyone else starts a 12.
  const model = league({
    A: [
      player("Aqb", "QB", 18),
      player("Arb", "RB", 12),
      player("Awr", "WR", 7),
      player("Arb2", "RB", 6),
      player("Awr2", "WR", 5),
    ],
    B: balanced("B"),
    C: balanced("C"),
    D: balanced("D"),
  });
  const free = [player("benchRb", "RB", 6.5), player("starWr", "WR", 16), player("scrub", "WR", 3)];

  it("ranks a clearly better free agent at the weak position first, with a positive Δ and a bid", () => {
    const faab: FaabContext = { budgetLeft: 60, totalBudget: 100, weeksLeft: 5, rivals: [] };
    const targets = rankWaiverTargets(model, "A", free, { ...opts, faab });
    expect(targets[0]?.player.id).toBe("starWr");
    expect(targets[0]?.drop).toBe("Awr2"); // the weakest WR goes
    expect(targets[0]?.price.team.deltaPlayoffOdds).toBeGreaterThan(2 * (targets[0]?.price.team.sePlayoffOdds ?? 1));
    expect(targets[0]?.bid).toBeGreaterThan(0);
    expect(targets[0]?.bid).toBeLessThanOrEqual(60);
    // A player who would add no lineup points over the one he replaces is not a target at all.
    expect(targets.map((t) => t.player.id)).not.toContain("scrub");
  });

  it("bids more when rivals are short at the player's position, as their rosters say", () => {
    // B's only healthy WRs: Bwr is on bye in week 9 (no distribution), Bwr2 is ruled out (null too) → B needs a WR.
    const short = (p: ModelPlayer): ModelPlayer => ({ ...p, weekly: { ...p.weekly, 9: null } });
    const B = balanced("B").map((p) => (p.position === "WR" ? short(p) : p));
    const shortModel = league({ ...model.rosters, B });
    expect(rosterNeeds(shortModel.slots, B, 9)).toEqual(["WR"]);
    expect(rosterNeeds(shortModel.slots, balanced("C"), 9)).toEqual([]);
    const rivals = ["B", "C", "D"].map((id) => ({
      budgetLeft: 90,
      needs: rosterNeeds(shortModel.slots, shortModel.rosters[id] ?? [], 9),
    }));
    // Early in the season (urgency ½), so the bid stays under the budget cap and the rival premium shows.
    const faab = (r: FaabContext["rivals"]): FaabContext => ({
      budgetLeft: 60,
      totalBudget: 100,
      weeksLeft: 14,
      rivals: r,
    });
    const bidFor = (r: FaabContext["rivals"]) =>
      rankWaiverTargets(shortModel, "A", free, { ...opts, faab: faab(r) }).find((t) => t.player.id === "starWr")?.bid ??
      0;
    const noRivalNeeds = bidFor(rivals.map((r) => ({ ...r, needs: [] })));
    expect(bidFor(rivals)).toBeGreaterThan(noRivalNeeds); // one rival needs a WR: +10%
    // A rival short at another position does not raise a WR bid.
    expect(bidFor(rivals.map((r) => ({ ...r, needs: r.needs.length ? (["RB"] as const) : [] })))).toBe(noRivalNeeds);
  });

  it("gives null bids without FAAB", () => {
    expect(rankWaiverTargets(model, "A", free, opts).every((t) => t.bid === null)).toBe(true);
  });
});

describe("faabBid", () => {
  const ctx: FaabContext = {
    budgetLeft: 40,
    totalBudget: 100,
    weeksLeft: 6,
    rivals: [{ budgetLeft: 80, needs: ["WR"] }],
  };
  const value = (d: number) => ({ deltaPlayoffOdds: d, deltaTitleOdds: d / 4 });

  it("never bids more than the budget left, and nothing without one", () => {
    expect(faabBid(value(0.9), ctx, "WR")).toBe(40);
    expect(faabBid(value(0.9), { ...ctx, budgetLeft: 0 }, "WR")).toBe(0);
    for (const d of [0.001, 0.01, 0.05, 0.2, 0.5])
      expect(faabBid(value(d), ctx, "WR")).toBeLessThanOrEqual(ctx.budgetLeft);
  });

  it("rises with the player's value and bids at least $1 for any gain, $0 for none", () => {
    const bids = [0.002, 0.01, 0.03, 0.06, 0.1].map((d) => faabBid(value(d), ctx, "WR"));
    for (let i = 1; i < bids.length; i++) expect(bids[i]).toBeGreaterThanOrEqual(bids[i - 1] ?? 0);
    expect(bids[bids.length - 1]).toBeGreaterThan(bids[0] ?? 0);
    expect(bids[0]).toBeGreaterThanOrEqual(1);
    expect(faabBid(value(0), ctx, "WR")).toBe(0);
    expect(faabBid(value(-0.05), ctx, "WR")).toBe(0);
  });

  it("counts only rivals short at the player's position", () => {
    expect(faabBid(value(0.1), ctx, "WR")).toBeGreaterThan(faabBid(value(0.1), ctx, "RB"));
    expect(faabBid(value(0.1), ctx, "RB")).toBe(faabBid(value(0.1), { ...ctx, rivals: [] }, "RB"));
  });

  it("spends faster late in the season and when rivals can compete", () => {
    expect(faabBid(value(0.04), { ...ctx, weeksLeft: 2 }, "WR")).toBeGreaterThan(
      faabBid(value(0.04), { ...ctx, weeksLeft: 12 }, "WR"),
    );
    expect(faabBid(value(0.1), ctx, "WR")).toBeGreaterThan(faabBid(value(0.1), { ...ctx, rivals: [] }, "WR"));
  });
});

describe("findTrades", () => {
  // A has two starting-calibre backs but weak receivers; B the mirror image. A's RB2 for B's WR2 helps both.
  const model = league({
    A: [
      player("Aqb", "QB", 18),
      player("Arb", "RB", 15),
      player("Arb2", "RB", 14),
      player("Awr", "WR", 6),
      player("Awr2", "WR", 5),
    ],
    B: [
      player("Bqb", "QB", 18),
      player("Bwr", "WR", 15),
      player("Bwr2", "WR", 14),
      player("Brb", "RB", 6),
      player("Brb2", "RB", 5),
    ],
    C: balanced("C"),
    D: balanced("D"),
  });

  it("finds the swap of surpluses, and every trade it returns raises both teams' odds", () => {
    const trades = findTrades(model, "A", { ...opts, limit: 4 });
    expect(trades.length).toBeGreaterThan(0);
    for (const t of trades) {
      expect(t.price.team.deltaPlayoffOdds).toBeGreaterThan(0);
      expect(t.price.partner?.deltaPlayoffOdds).toBeGreaterThan(0);
      expect(t.fair).toBe(true);
    }
    const best = trades[0];
    expect(best?.price.action).toMatchObject({ type: "trade", teamId: "A", partnerId: "B" });
    if (best?.price.action.type !== "trade") throw new Error("not a trade");
    expect(best.price.action.give.every((id) => id.startsWith("Arb"))).toBe(true);
    expect(best.price.action.receive.every((id) => id.startsWith("Bwr"))).toBe(true);
    expect(best.valueReceived).toBeGreaterThan(0);
    expect(best.valueGiven).toBeGreaterThan(0);
  });

  it("finds nothing when no deal helps both sides", () => {
    const even = league({ A: balanced("A"), B: balanced("B"), C: balanced("C"), D: balanced("D") });
    expect(findTrades(even, "A", opts)).toEqual([]);
  });
});

describe("withTradeDrops", () => {
  // A's roster is full (5 of 5); a 2-for-1 brings it to 6, so A must drop one.
  const model = league({ A: balanced("A"), B: balanced("B"), C: balanced("C"), D: balanced("D") });
  const twoForOne = { teamId: "A", partnerId: "B", give: ["Awr"], receive: ["Bwr", "Brb"] };

  it("names the drop a full roster needs: the player its lineup misses least, never one just received", () => {
    const deal = withTradeDrops(model, twoForOne, { team: 0, partner: 0 });
    expect(deal.drop).toEqual(["Awr2"]);
    expect(deal.partnerDrop).toBeUndefined();
    const after = applyAction(model, { type: "trade", ...deal });
    expect(after.rosters.A?.map((p) => p.id).sort()).toEqual(["Aqb", "Arb", "Arb2", "Brb", "Bwr"]);
    expect(after.rosters.B?.map((p) => p.id).sort()).toEqual(["Bqb", "Brb2", "Bwr2", "Awr"].sort());
  });

  it("drops nobody when the roster has room, and never a player whose drop frees no spot", () => {
    expect(withTradeDrops(model, twoForOne, { team: 1, partner: 0 })).toEqual(twoForOne);
    const deal = withTradeDrops(model, twoForOne, { team: 0, partner: 0 }, new Set(["Awr2"]));
    expect(deal.drop).toEqual(["Arb2"]);
  });

  it("makes the partner drop when the 2-for-1 overfills its roster", () => {
    const deal = withTradeDrops(
      model,
      { teamId: "A", partnerId: "B", give: ["Arb", "Arb2"], receive: ["Bwr"] },
      {
        team: 0,
        partner: 0,
      },
    );
    expect(deal.drop).toBeUndefined();
    expect(deal.partnerDrop).toHaveLength(1);
    expect(["Arb", "Arb2"]).not.toContain(deal.partnerDrop?.[0]);
  });
});
