// The analyst's tools on the demo league (week 10, Sunday 19:30 UTC: early games live): roster references
// resolve, trades are priced with consistent verdicts, start/sit never moves a started game, waiver and Brief
// advice never lowers the odds or drops a starter for a worse player, and landing waivers are commonly available.
import { db } from "@/lib/db/client";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { requireTeam } from "@/lib/api/team";
import { teamLeague } from "@/lib/league-model/team/league-context";
import { landingTools, teamTools } from "@/lib/ai/tools";
import { nflContext } from "@/lib/league-model/team/context";
import { buildBrief } from "@/lib/ai/brief";
import { writeToolResult } from "@/lib/ai/analyst/writers";
import { possessive } from "@/lib/rules/format";
import type {
  EvaluateTradeResult,
  OptimizeLineupResult,
  PlayerOutlookResult,
  WaiverTargetsResult,
} from "@/lib/ai/tools/types";

jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

let demo: DemoLeagueFixture | undefined;
let tools: ReturnType<typeof teamTools>;
let userId = "";

beforeAll(async () => {
  demo = await connectDemoLeague();
  userId = demo.userIds[0]!;
  tools = teamTools(teamLeague(await requireTeam(demo.teamId, userId), 10));
}, 120_000);

afterAll(() => removeDemoLeague(demo), 60_000);

const opts = { toolCallId: "t", messages: [] };
// AI SDK tools' execute is optional in the type; ours always have one.
async function run<T>(t: { execute?: unknown }, input: Record<string, unknown>): Promise<T> {
  return (t.execute as (i: unknown, o: typeof opts) => Promise<T>)(input, opts);
}

describe("analyst tools on the demo league", () => {
  it("trades my best RB for a top WR with both sides resolved and a verdict that matches the numbers", async () => {
    const r = await run<EvaluateTradeResult>(tools.evaluateTrade, { give: ["my RB1"], get: ["top WR"] });
    expect(r.notFound).toEqual([]);
    expect(r.give.players[0]?.position).toBe("RB");
    expect(r.get.players[0]?.position).toBe("WR");
    expect(r.give.restOfSeasonPoints).toBeGreaterThan(0);
    expect(r.get.restOfSeasonPoints).toBeGreaterThan(0);
    expect(r.notes[0]).toMatch(/^your RB1 → /);
    expect(r.basis).toBe("playoff-odds");
    const text = writeToolResult("evaluateTrade", r);
    if (r.verdict === "decline") expect(r.myDeltaPlayoffOdds).toBeLessThan(0);
    if (r.verdict === "accept") expect(r.myDeltaPlayoffOdds).toBeGreaterThan(0);
    expect(text).not.toMatch(/0\.0 projected points rest of season/);
  }, 60_000);

  it("checks the team the user says offers a trade against whose roster the players are on", async () => {
    const right = await run<EvaluateTradeResult>(tools.evaluateTrade, { give: ["my RB1"], get: ["top WR"] });
    expect(right.partnerTeam).toBeTruthy();
    const asked = await run<EvaluateTradeResult>(tools.evaluateTrade, {
      give: ["my RB1"],
      get: right.get.players.map((p) => p.name),
      partner: right.partnerTeam!,
    });
    expect(asked.notes.filter((n) => /roster|no team/.test(n))).toEqual([]);
    const other = ["Blitz Brigade", "Pocket Passers"].find((t) => t !== right.partnerTeam)!;
    const wrong = await run<EvaluateTradeResult>(tools.evaluateTrade, {
      give: ["my RB1"],
      get: right.get.players.map((p) => p.name),
      partner: other,
    });
    expect(wrong.notes).toContain(
      `${right.get.players[0]!.name} is on ${possessive(right.partnerTeam!)} roster, not ${possessive(other)}`,
    );
    expect(writeToolResult("evaluateTrade", wrong)).toContain(`not ${possessive(other)}`);
    const unknown = await run<EvaluateTradeResult>(tools.evaluateTrade, {
      give: ["my RB1"],
      get: ["top WR"],
      partner: "Gridiron Goblins",
    });
    expect(unknown.notes).toContain('no team in your league is called "Gridiron Goblins"');
  }, 60_000);

  it("says why a trade it cannot price in playoff odds is weighed on points, not to connect a league", async () => {
    const rival = await run<EvaluateTradeResult>(tools.evaluateTrade, { give: ["my RB1"], get: ["top WR"] });
    const theirs = rival.get.players[0]!.name;
    // A player the manager does not have, given away: the engine cannot price it.
    const notMine = await run<EvaluateTradeResult>(tools.evaluateTrade, { give: [theirs], get: ["my RB1"] });
    expect(notMine.basis).toBe("points");
    expect(notMine.unpriced).toBe(`${theirs} isn't on your roster`);
    const text = writeToolResult("evaluateTrade", notMine);
    expect(text).toContain(`${theirs} isn't on your roster, so it can't be priced in playoff odds`);
    expect(text).not.toContain("Connect your league");
  }, 60_000);

  it("answers the flex question without moving a player whose game has started", async () => {
    const r = await run<OptimizeLineupResult>(tools.optimizeLineup, { slot: "FLEX" });
    expect(r.slot?.slot).toBe("FLEX");
    for (const s of r.swaps) {
      expect(r.locked).not.toContain(s.startIn.name);
      expect(r.locked).not.toContain(s.benchOut.name);
    }
    const all = await run<OptimizeLineupResult>(tools.optimizeLineup, {});
    for (const s of all.swaps) expect(all.locked).not.toEqual(expect.arrayContaining([s.startIn.name]));
  }, 60_000);

  it("gives a player's bye week and status", async () => {
    const r = await run<PlayerOutlookResult>(tools.getPlayerOutlook, { player: "jamar chase", focus: "status" });
    expect(r.player?.name).toBe("Ja'Marr Chase");
    expect(r.byeWeek).toBe(10);
    expect(writeToolResult("getPlayerOutlook", r)).toContain("on bye in week 10");
  }, 60_000);

  it("recommends only claims that raise the odds, never dropping the roster's only QB", async () => {
    const r = await run<WaiverTargetsResult>(tools.findWaiverTargets, {});
    const slots = await db.rosterSlot.findMany({
      where: { teamId: demo!.teamId, week: 10 },
      include: { player: true },
    });
    const qbs = slots.filter((s) => s.player?.position === "QB");
    for (const t of r.targets) {
      expect(t.deltaPlayoffOdds ?? 0).toBeGreaterThan(0);
      if (qbs.length === 1 && t.position !== "QB") expect(t.drop?.id).not.toBe(qbs[0]!.playerId);
    }
  }, 120_000);

  it("the Brief lists only gains larger than their standard error and never adds them up", async () => {
    const team = await requireTeam(demo!.teamId, userId);
    const brief = await buildBrief(team, 10);
    let priced = 0;
    for (const item of brief.actionItems) {
      const odds = /\(([+−])(\d+\.\d) ± (\d+\.\d) pts/.exec(item.title);
      if (!odds || /can't play/.test(item.title)) continue;
      priced += 1;
      expect(odds[1]).toBe("+");
      expect(Number(odds[2])).toBeGreaterThan(Number(odds[3]));
    }
    expect(brief.summary).not.toMatch(/add up to/);
    if (priced > 1) expect(brief.summary).toContain(`${priced} moves below each raise your odds`);
  }, 120_000);
});

describe("landing waivers without a league", () => {
  it("lists only commonly available players and says so", async () => {
    const r = await run<WaiverTargetsResult>(landingTools(nflContext()).findWaiverTargets, {});
    expect(r.ownershipBelow).toBe(40);
    for (const t of r.targets) if (t.percentOwned !== null) expect(t.percentOwned).toBeLessThan(40);
    expect(writeToolResult("findWaiverTargets", r)).toContain("owned in fewer than 40% of leagues");
  }, 60_000);
});
