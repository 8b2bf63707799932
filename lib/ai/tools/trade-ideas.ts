import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { footballNow } from "@/lib/nfl";
import { findTradesView } from "@/lib/league-model/decisions/trades";
import { resolveItems, leagueRoster } from "@/lib/league-model/team/references";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import type { TradeIdeasResult } from "@/lib/ai/tools/types";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { resolveLeagueTeam } from "@/lib/ai/tools/league-team";

// Trade ideas from the /trades finder (the engine's search of 1-for-1 and 2-for-1 deals that raise both teams'
// playoff odds): the same deals and numbers as that page, narrowed to the players the question names.
export function tradeIdeasTool(league: TeamLeague) {
  return tool({
    description:
      "Trade ideas from the trade finder (deals that raise both teams' playoff odds), optionally involving " +
      "named players and of one shape (1-for-1 or 2-for-1).",
    inputSchema: z.object({
      players: z.array(z.string().min(2).max(60)).max(3).optional().describe("Players the deals must involve"),
      shape: z.enum(["1-for-1", "2-for-1", "any"]).optional(),
      partner: z.string().min(1).max(60).optional().describe("The league team to trade with: name or owner"),
      position: z
        .enum(["QB", "RB", "WR", "TE", "K"])
        .nullable()
        .optional()
        .describe("Only deals at this position: bringing one in (side get), or sending one of mine (side give)"),
      side: z
        .enum(["get", "give"])
        .optional()
        .describe("get (the default): an upgrade at the position; give: spend a surplus there ('I have too many RBs')"),
    }),
    execute: async ({
      players = [],
      shape = "any",
      partner: typed,
      position = null,
      side = "get",
    }): Promise<TradeIdeasResult> => {
      const d = await league.data();
      const partner = typed
        ? resolveLeagueTeam(await getLeagueTeamRows({ leagueId: league.team.league.id }), typed)
        : null;
      const { found, notFound } = await resolveItems(league.context, players, {
        roster: leagueRoster(d),
        teamId: league.team.id,
      });
      const view = await findTradesView({
        team: league.team,
        now: footballNow(league.team.league),
        partnerId: partner && partner.id !== league.team.id ? partner.id : null,
        position: side === "get" ? position : null,
        offering: side === "give" ? position : null,
      });
      const names = new Set(found.map((p) => p.ref.name));
      const ids = new Set(found.map((p) => p.ref.id));
      const involves = (side: { id: string; name: string }[]) => side.some((p) => ids.has(p.id) || names.has(p.name));
      const ideas = view.trades
        .filter((t) => !found.length || involves(t.give) || involves(t.get))
        .filter((t) => shape === "any" || (t.give.length + t.get.length === 2) === (shape === "1-for-1"))
        .map((t) => ({
          partnerTeam: t.partner.name,
          give: t.give,
          get: t.get,
          myDeltaPlayoffOdds: t.deltaPlayoff,
          partnerDeltaPlayoffOdds: t.partnerDeltaPlayoff,
        }));
      return {
        players: found.map((p) => p.ref.name),
        shape,
        position: position ? { at: position, side } : null,
        partner: partner?.name ?? null,
        partnerNotFound: typed && !partner ? typed : null,
        ideas,
        emptyReason: view.empty?.message ?? view.emptyReason,
        notFound,
      };
    },
  });
}
