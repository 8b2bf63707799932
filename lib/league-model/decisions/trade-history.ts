import "server-only";
// The league's past trades (synced transactions) and who won them: the points each side's new players have
// scored since, and — while everyone involved is still on the same roster — each team's playoff odds now
// with the trade against the league as if it had not happened (the trade undone, same simulated seasons).
import type { LeagueData } from "@/lib/league-model/team/league-model";
import { gamesBefore, loadSeason } from "@/lib/league-model/team/projections";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { getLeagueTeamDirectory } from "@/lib/db/queries/teams";
import { getPlayersByIds } from "@/lib/db/queries/players";
import { listLeagueTrades } from "@/lib/db/queries/transactions";
import type { Position } from "@/lib/domain/league";
import { memo } from "./cache";
import { decisionContext, round1 } from "./context";
import { priceTrades } from "./priced-moves";
import type { TradeHistoryItem, TradeHistoryView } from "./types";
import { percentPoints } from "@/lib/numbers";

const SHOWN = 20;
const PRICED = 5; // the most recent trades get the odds comparison (each is one paired simulation)

const asRecord = (value: unknown): Record<string, string> =>
  value && typeof value === "object"
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"))
    : {};

async function oddsNow(
  d: LeagueData,
  sides: { teamId: string | null; ids: string[] }[],
): Promise<TradeHistoryItem["oddsNow"]> {
  const [a, b] = sides;
  if (sides.length !== 2 || !a?.teamId || !b?.teamId) return null;
  const holds = (teamId: string, ids: string[]) => ids.every((id) => d.model.rosters[teamId]?.some((p) => p.id === id));
  if (!holds(a.teamId, a.ids) || !holds(b.teamId, b.ids)) return null;
  // Undo: A gives back what it received and gets back what B received (priced as that trade is everywhere).
  const [undo] = await priceTrades(d, [{ teamId: a.teamId, partnerId: b.teamId, give: a.ids, receive: b.ids }]);
  return [undo?.price.team, undo?.price.partner]
    .flatMap((x) => (x ? [x] : []))
    .map((x) => ({
      teamName: d.teamNames.get(x.teamId) ?? "Team",
      deltaPlayoff: -percentPoints(x.deltaPlayoffOdds),
    }));
}

export async function tradeHistory({ team, now }: { team: TeamWithLeagueRow; now: Date }): Promise<TradeHistoryView> {
  const ctx = await decisionContext(team, now);
  const rows = await listLeagueTrades({ leagueId: team.league.id, limit: SHOWN });
  if (rows.length === 0) return { trades: [] };
  return memo(`history:${ctx.syncKey}`, async () => {
    const d = await ctx.data();
    const directory = await getLeagueTeamDirectory({ leagueId: team.league.id });
    const byExternal = new Map(directory.map((t) => [t.externalId, t]));
    const ids = [...new Set(rows.flatMap((r) => Object.keys(asRecord(r.adds))))];
    const players = new Map((await getPlayersByIds({ ids })).map((p) => [p.id, p]));
    const trades = rows.map(async (r, i): Promise<TradeHistoryItem> => {
      const adds = asRecord(r.adds);
      const week = r.week ?? ctx.week;
      const sides = r.teamIds.map((ext) => {
        const t = byExternal.get(ext);
        const received = Object.entries(adds)
          .filter(([, to]) => to === ext)
          .map(([id]) => id);
        let pointsSince = 0;
        const list = received.flatMap((id) => {
          const p = players.get(id);
          if (!p) return [];
          if (["QB", "RB", "WR", "TE", "K"].includes(p.position)) {
            const season = loadSeason(
              { gsisId: p.gsisId, nflcomId: p.nflcomId, espnId: p.espnId },
              p.position as Position,
              team.league.season,
            );
            pointsSince += gamesBefore(season, ctx.week, d.ctx.scoring)
              .filter((g) => g.week >= week)
              .reduce((s, g) => s + g.points, 0);
          }
          return [
            { id: p.id, name: p.fullName, position: p.position, nflTeam: p.nflTeam, injuryStatus: p.injuryStatus },
          ];
        });
        return {
          teamId: t?.id ?? null,
          teamName: t?.name ?? "Former team",
          received: list,
          pointsSince: round1(pointsSince),
          ids: received,
        };
      });
      const priced = i < PRICED && !ctx.empty ? await oddsNow(d, sides) : null;
      return {
        id: r.id,
        week: r.week,
        occurredAt: r.occurredAt.toISOString(),
        sides: sides.map((s) => ({
          teamId: s.teamId,
          teamName: s.teamName,
          received: s.received,
          pointsSince: s.pointsSince,
        })),
        oddsNow: priced,
      };
    });
    return { trades: await Promise.all(trades) };
  });
}
