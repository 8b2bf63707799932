import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { apiRequest } from "@/tests/support/auth";
import { documented } from "@/tests/api/support/documented";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { GET as getLineup } from "@/app/api/teams/[id]/lineup/route";
import { GET as getWaivers } from "@/app/api/teams/[id]/waivers/route";
import type { LineupView, WaiversView } from "@/lib/league-model/decisions/types";
import { beforeLockQueueSchema, type BeforeLockItem } from "@/lib/validations/responses/manage";
import { beforeLockQueue } from "@/lib/league-model/manage/before-lock";
import { userTeams } from "@/lib/league-model/manage/teams";

// The demo's Sunday of week 10: the 1 pm games are live (locked), the late and night games are still to come.
const NOW = new Date("2025-11-09T19:30:00Z");
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

let demo: DemoLeagueFixture;
let userId = "";
let ruledOut: { id: string; injuryStatus: string | null }[] = [];

const lineup = async () =>
  documented<LineupView>(
    "GET",
    "/api/teams/{id}/lineup",
    await getLineup(apiRequest(`/api/teams/${demo.teamId}/lineup`, { headers: { cookie: demo.cookie } }), {
      params: Promise.resolve({ id: demo.teamId }),
    }),
  );
const waivers = async () =>
  documented<WaiversView>(
    "GET",
    "/api/teams/{id}/waivers",
    await getWaivers(apiRequest(`/api/teams/${demo.teamId}/waivers`, { headers: { cookie: demo.cookie } }), {
      params: Promise.resolve({ id: demo.teamId }),
    }),
  );
const queue = async () =>
  beforeLockQueueSchema.parse(await beforeLockQueue({ teams: await userTeams(userId), at: NOW }));
const lineupItems = (items: BeforeLockItem[]) => items.filter((i) => i.kind === "lineup");
// Cached league models are keyed by the league's last sync: a roster edit is a new sync.
const resync = () => db.league.update({ where: { id: demo.leagueId }, data: { lastSyncedAt: new Date() } });

beforeAll(async () => {
  demo = await connectDemoLeague();
  userId = demo.userIds[0]!;
}, 120_000);

afterAll(async () => {
  for (const p of ruledOut) await db.player.update({ where: { id: p.id }, data: { injuryStatus: p.injuryStatus } });
  await removeDemoLeague(demo);
}, 60_000);

describe("beforeLockQueue (demo league, week 10 Sunday 2:30 pm ET)", () => {
  it("lists an Out starter and an empty slot, priced as /lineup prices the swap, soonest kickoff first", async () => {
    const before = await lineup();
    // The demo manager's lineup is sound: nothing to fix.
    expect(lineupItems(await queue())).toEqual([]);
    // Unlocked (game to come) starters the optimizer has no reason to move, and one already playing.
    const open = before.slots.filter((s) => s.current && !s.current.locked && !s.current.flag && s.slot !== "QB");
    const lockedRow = before.slots.find((s) => s.current?.locked && !s.current.flag && s.slot !== "K");
    const [emptyRow, outRow] = open;
    if (!emptyRow?.current || !outRow?.current || !lockedRow?.current) throw new Error("demo lineup changed");
    const outId = outRow.current.id;
    const lockedId = lockedRow.current.id;

    // The manager benched a starter on the host (an empty slot); one starter to come and one already playing are
    // ruled out.
    const benched = await db.rosterSlot.findFirstOrThrow({
      where: { teamId: demo.teamId, week: 10, playerId: emptyRow.current.id },
    });
    await db.rosterSlot.update({ where: { id: benched.id }, data: { slot: "BE", isStarting: false } });
    // Player rows are shared by every league in the database: afterAll puts their statuses back.
    ruledOut = await db.player.findMany({
      where: { id: { in: [outId, lockedId] } },
      select: { id: true, injuryStatus: true },
    });
    await db.player.updateMany({ where: { id: { in: [outId, lockedId] } }, data: { injuryStatus: "OUT" } });
    await resync();

    const items = lineupItems(await queue());
    const view = await lineup();

    const out = items.find((i) => i.player?.id === outId);
    const empty = items.find((i) => i.problem === `Empty ${emptyRow.slot} slot`);
    // Every bench player who could replace him is playing already, on bye or out: the fix is a free agent.
    expect(out).toMatchObject({
      teamId: demo.teamId,
      slot: outRow.slot,
      problem: "Out",
      kickoff: outRow.current.kickoff,
    });
    expect(out?.fix).toEqual({ href: "/waivers", playerIn: null, deltaWinProbability: null, claim: null });
    expect(view.swaps.some((s) => s.playerOut?.id === outId)).toBe(false);
    // The benched starter is the best bench player for the hole he left.
    expect(empty).toMatchObject({ player: null, slot: emptyRow.slot, leagueName: "Fantasy GM Demo League" });
    expect(empty?.fix).toMatchObject({ href: "/lineup", playerIn: { id: emptyRow.current.id } });
    // A player whose game has started cannot be moved: never listed, even when ruled out.
    expect(items.some((i) => i.player?.id === lockedId)).toBe(false);
    for (const i of items) {
      const row = view.slots.find((s) => s.current?.id === i.player?.id);
      if (i.player) expect(row?.current?.locked).toBe(false);
    }

    // ΔP(win) of each fix is the /lineup view model's number for the same swap.
    for (const item of items.filter((i) => i.fix.href === "/lineup")) {
      const swap = view.swaps.find(
        (s) => s.playerIn.id === item.fix.playerIn?.id && (s.playerOut?.id ?? null) === (item.player?.id ?? null),
      );
      expect(swap).toBeDefined();
      expect(item.fix.deltaWinProbability).toBe(swap!.deltaWinProbability);
      expect(item.fix.deltaWinProbability).toBeGreaterThan(0);
      expect(item.kickoff).not.toBeNull();
    }

    // Ordered by kickoff (the hole's fix kicks off at 4:05 pm ET, the Out receiver at 4:25), then by worth.
    expect(items).toEqual([empty, out]);
    for (let k = 1; k < items.length; k++) {
      const [a, b] = [items[k - 1]!, items[k]!];
      const [ta, tb] = [Date.parse(a.kickoff ?? "9999"), Date.parse(b.kickoff ?? "9999")];
      expect(ta).toBeLessThanOrEqual(tb);
      if (ta === tb)
        expect(a.fix.deltaWinProbability ?? -1e9).toBeGreaterThanOrEqual(b.fix.deltaWinProbability ?? -1e9);
    }
    expect(items.every((i) => i.kickoff === null || Date.parse(i.kickoff) > NOW.getTime())).toBe(true);
  }, 120_000);

  it("lists the next waiver run with /waivers' best claim, when it beats the simulation's noise", async () => {
    const best = (await waivers()).rows[0];
    if (!best || best.deltaPlayoff === null || best.sePlayoff === null) throw new Error("demo waivers changed");
    // The demo's waivers run on Wednesdays at 3:00 AM ET; its FAAB pool holds a claim worth making in week 10.
    expect(best.deltaPlayoff).toBeGreaterThan(best.sePlayoff);
    const items = (await queue()).filter((i) => i.kind === "waivers");
    expect(items).toEqual([
      {
        kind: "waivers",
        teamId: demo.teamId,
        teamName: expect.any(String),
        leagueName: "Fantasy GM Demo League",
        slot: null,
        player: null,
        problem: "Waivers run",
        kickoff: "2025-11-12T08:00:00.000Z",
        fix: {
          href: "/waivers",
          playerIn: { id: best.id, name: best.name },
          deltaWinProbability: null,
          claim: { deltaPlayoffOdds: best.deltaPlayoff, sePlayoffOdds: best.sePlayoff, bid: best.bid },
        },
      },
    ]);

    // A league whose host does not say when waivers run lists no window.
    const { waiverRun } = await db.league.findUniqueOrThrow({ where: { id: demo.leagueId } });
    await db.league.update({ where: { id: demo.leagueId }, data: { waiverRun: Prisma.DbNull } });
    try {
      expect((await queue()).some((i) => i.kind === "waivers")).toBe(false);
    } finally {
      await db.league.update({ where: { id: demo.leagueId }, data: { waiverRun: waiverRun ?? Prisma.DbNull } });
    }
  }, 120_000);
});
