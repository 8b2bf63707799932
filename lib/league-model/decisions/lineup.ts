import "server-only";
// /lineup: the current lineup beside the best one (lib/league-model/team/lineup, the GM's too), slot by slot, for
// this week's matchup. Players whose game has started are locked where they are; "points" mode shows the
// max-projected-points lineup.
import type { LeagueData } from "@/lib/league-model/team/league-model";
import { toWeekProjection } from "@/lib/league-model/team/projections";
import { lineupAdvice } from "@/lib/league-model/team/lineup";
import { type TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { type RosterSlotRow } from "@/lib/db/queries/rosters";
import { SLOT_ELIGIBILITY, type Position, type SlotCode } from "@/lib/domain/league";
import {
  teamScoreSummary,
  type LineupAssignment,
  type LineupPlayer,
  type OptimizedLineup,
  type RosterPlayer,
  isOut,
} from "@/lib/engine";
import { decisionContext, round1, type DecisionContext } from "./context";
import { freeAgentsOf } from "./waivers";
import type { LineupOutlook, LineupPlayerCard, LineupSlotRow, LineupView } from "./types";
import { percentPoints } from "@/lib/numbers";
import { regularSeasonEnd } from "@/lib/rules/rest-of-season";

const FLAGS: Record<string, string> = {
  OUT: "Out",
  DOUBTFUL: "Doubtful",
  INJURY_RESERVE: "IR",
  IR: "IR",
  SUSPENDED: "Suspended",
  PUP: "PUP",
};

// The card of each rostered player with a player-week, from the player-weeks the roster and matchup cards show
// (lib/league-model/week-distributions via the league data), so /lineup, the cards and the GM never disagree.
function playerCards(d: LeagueData, slots: RosterSlotRow[]): LineupPlayerCard[] {
  return slots.flatMap((slot) => {
    const p = slot.player;
    const w = d.thisWeek.get(slot.id);
    if (!p || !w) return [];
    const proj = toWeekProjection(d.ctx.week, w);
    const status = w.injuryStatus?.toUpperCase() ?? "";
    return [
      {
        id: p.id,
        name: p.fullName,
        position: p.position,
        nflTeam: w.nflTeam,
        injuryStatus: p.injuryStatus,
        floor: proj.floor,
        projection: proj.mean,
        ceiling: proj.ceiling,
        opponent: proj.opponent,
        onBye: w.onBye,
        locked: w.live !== undefined,
        gameStatus: w.game?.status ?? null,
        kickoff: w.game?.kickoff.toISOString() ?? null,
        flag: w.onBye ? "Bye" : (FLAGS[status] ?? null),
      },
    ];
  });
}

function outlook(
  result: Pick<OptimizedLineup, "winProbability">,
  lineup: readonly LineupAssignment[],
  byId: Map<string, RosterPlayer>,
): LineupOutlook {
  const starters: LineupPlayer[] = lineup.flatMap((a) => {
    const p = a.playerId ? byId.get(a.playerId) : undefined;
    return p && !p.onBye && !isOut(p.injuryStatus) ? [p] : [];
  });
  const s = teamScoreSummary(starters);
  return {
    winProbability: percentPoints(result.winProbability),
    projectedPoints: round1(s.mean),
    floor: round1(s.floor),
    ceiling: round1(s.ceiling),
  };
}

function objectiveNote(win: OptimizedLineup, points: OptimizedLineup): string | null {
  const same = win.lineup.every((a, i) => a.playerId === points.lineup[i]?.playerId);
  if (same) return null;
  const gain = percentPoints(win.winProbability - points.winProbability);
  const cost = round1(points.expectedPoints - win.expectedPoints);
  const p = percentPoints(points.winProbability);
  return p < 50
    ? `You are the underdog (${p}% with the max-points lineup): the P(win) lineup ` +
        `takes on variance — a higher ceiling — for +${gain} points of P(win) at ` +
        `a cost of ${cost} projected points. Underdogs want variance.`
    : `You are favoured (${p}% with the max-points lineup): the P(win) lineup prefers ` +
        `steadier floors for +${gain} points of P(win) at a cost of ${cost} projected ` +
        `points. Favourites want floor.`;
}

/** Each empty starting slot with the free agent projected highest this week who can play it (null: none). */
async function lineupHoles(
  ctx: DecisionContext,
  d: LeagueData,
  slots: readonly SlotCode[],
): Promise<LineupView["holes"]> {
  if (slots.length === 0) return [];
  const free = (await freeAgentsOf(ctx, d))
    .filter((c) => !c.projection.bye && !isOut(c.player.ref.injuryStatus ?? undefined) && c.projection.mean > 0)
    .sort((a, b) => b.projection.mean - a.projection.mean);
  const taken = new Set<string>();
  return slots.map((slot) => {
    const eligible = SLOT_ELIGIBILITY[slot] ?? [];
    const best = free.find(
      (c) => !taken.has(c.player.ref.id) && eligible.includes(c.player.season.position as Position),
    );
    if (best) taken.add(best.player.ref.id);
    return {
      slot,
      claim: best ? { ...best.player.ref, projection: round1(best.projection.mean) } : null,
    };
  });
}

export async function lineupView({
  team,
  now,
  objective,
  week,
}: {
  team: TeamWithLeagueRow;
  now: Date;
  objective: "win" | "points";
  week?: number;
}): Promise<LineupView> {
  const ctx = await decisionContext(team, now, week);
  const lastRegular = regularSeasonEnd(team.league);
  const weeks = Array.from({ length: Math.max(0, lastRegular - ctx.currentWeek + 1) }, (_, i) => ctx.currentWeek + i);
  const base: LineupView = {
    week: ctx.week,
    weeks,
    objective,
    team: { id: team.id, name: team.name },
    opponent: null,
    slots: [],
    bench: [],
    swaps: [],
    before: { winProbability: 0, projectedPoints: 0, floor: 0, ceiling: 0 },
    after: { winProbability: 0, projectedPoints: 0, floor: 0, ceiling: 0 },
    alerts: [],
    lockedCount: 0,
    holes: [],
    objectiveNote: null,
    hostUrl: ctx.host?.url ?? null,
    hostName: ctx.host?.name ?? null,
    empty: ctx.empty,
  };
  if (ctx.empty?.reason === "preseason" || ctx.empty?.reason === "no-projections") return base;
  const d = await ctx.data();
  const mineSlots = d.slots.filter((s) => s.teamId === team.id);
  if (mineSlots.length === 0)
    return {
      ...base,
      empty: {
        reason: "no-roster",
        message: "This team has no roster synced for this week yet. Refresh the league to load it.",
      },
    };

  const { opponentId, current, roster: byId, started, win, points } = await lineupAdvice(d, team.id, team.league.id);
  const chosen = objective === "win" ? win : points;
  const mine = playerCards(d, mineSlots);
  const cards = new Map(mine.map((c) => [c.id, c]));
  // Players without a projection model (team defenses) still appear, locked in their slots.
  for (const s of mineSlots) {
    const p = s.player;
    if (p && !cards.has(p.id)) {
      cards.set(p.id, {
        id: p.id,
        name: p.fullName,
        position: p.position,
        nflTeam: p.nflTeam,
        injuryStatus: p.injuryStatus,
        floor: 0,
        projection: 0,
        ceiling: 0,
        opponent: null,
        onBye: false,
        locked: true,
        gameStatus: null,
        kickoff: null,
        flag: null,
      });
    }
  }

  const slotCard = (id: string | null) => (id ? (cards.get(id) ?? null) : null);
  const slots: LineupSlotRow[] = current.map(({ slot, playerId: cur }, i) => {
    const rec = chosen.lineup[i]?.playerId ?? null;
    return { slot, current: slotCard(cur), recommended: slotCard(rec), changed: cur !== rec };
  });
  const swaps = chosen.swaps.flatMap((s) => {
    const playerIn = cards.get(s.playerIn);
    return playerIn
      ? [
          {
            slot: s.slot,
            playerIn,
            playerOut: slotCard(s.playerOut),
            deltaWinProbability: percentPoints(s.deltaWinProbability),
            deltaPoints: round1(s.deltaExpectedPoints),
          },
        ]
      : [];
  });
  const recommended = new Set(chosen.lineup.map((a) => a.playerId));
  // A starting slot the best lineup still leaves without a player who can play: name the free agent to claim.
  const holeSlots = chosen.lineup.flatMap((a) => {
    const p = a.playerId ? byId.get(a.playerId) : undefined;
    const card = a.playerId ? cards.get(a.playerId) : undefined;
    const playable = card?.locked ? true : p && !p.onBye && !isOut(p.injuryStatus);
    return playable ? [] : [a.slot];
  });
  const holes = await lineupHoles(ctx, d, holeSlots);
  const alerts = slots.flatMap((r) =>
    r.current?.flag ? [{ playerId: r.current.id, name: r.current.name, slot: r.slot, flag: r.current.flag }] : [],
  );
  return {
    ...base,
    opponent: opponentId ? { id: opponentId, name: d.teamNames.get(opponentId) ?? "Opponent" } : null,
    slots,
    bench: mine.filter((c) => !recommended.has(c.id)).sort((a, b) => b.projection - a.projection),
    swaps,
    before: outlook(chosen.current, current, byId),
    after: outlook(chosen, chosen.lineup, byId),
    alerts,
    lockedCount: started.size,
    holes,
    objectiveNote: objectiveNote(win, points),
    empty:
      ctx.empty ??
      (opponentId
        ? null
        : {
            reason: "no-opponent",
            message:
              "No opponent this week (a bye in the league schedule): P(win) is not defined, " +
              "so the lineup is ranked by projected points.",
          }),
  };
}
