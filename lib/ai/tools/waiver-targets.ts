import "server-only";
import { tool } from "ai";
import { z } from "zod";
import type { NflContext } from "@/lib/league-model/team/context";
import { commonlyAvailable, OWNERSHIP_THRESHOLD, projectedCandidates } from "@/lib/league-model/team/candidates";
import type { LeagueWaivers } from "@/lib/league-model/team/league-actions";
import { resolvePlayers } from "@/lib/league-model/team/context";
import type { WaiverTarget, WaiverTargetsResult } from "@/lib/ai/tools/types";
import { weekProjection } from "@/lib/league-model/team/projections";
import { WEEK_INPUT, resolveWeekInput } from "@/lib/ai/tools/week-input";

const POSITION = z.enum(["QB", "RB", "WR", "TE", "K"]);

// Waiver targets ranked by rest-of-season value; in a league only free agents, priced by the engine (Δ playoff
// odds, FAAB bid, who to drop) and only claims that raise the odds. Without a league only players owned in
// fewer than OWNERSHIP_THRESHOLD % of leagues are listed — the ones likely to be on a waiver wire.
export function waiverTargetsTool(ctx: NflContext, leagueWaivers: (() => Promise<LeagueWaivers>) | null = null) {
  return tool({
    description:
      "Best waiver-wire pickups, optionally at one position or for one named player, " +
      "with projections, rest-of-season value and (in a league) the FAAB bid, the " +
      "player to drop and the change in playoff odds.",
    inputSchema: z.object({
      position: POSITION.nullable().optional().describe("QB, RB, WR, TE or K; omit for any"),
      player: z
        .string()
        .min(2)
        .max(60)
        .optional()
        .describe('A player the user asks about ("how much should I bid on X?")'),
      week: WEEK_INPUT.describe(
        'The week to show projections for ("sleepers for next week"); the ranking is unchanged',
      ),
    }),
    execute: async ({ position, player, week }): Promise<WaiverTargetsResult> => {
      const target = resolveWeekInput(week, ctx.week);
      const league = leagueWaivers ? await leagueWaivers() : null;
      const asked = player ? ((await resolvePlayers(ctx, [player])).found[0] ?? null) : null;
      const pos = position ?? (asked?.season.position as z.infer<typeof POSITION> | undefined) ?? null;
      const all = await projectedCandidates(ctx, pos);
      const available = league ? all.filter((c) => league.isAvailable(c.player)) : commonlyAvailable(all);
      const askedCandidate = asked ? available.find((c) => c.player.ref.id === asked.ref.id) : undefined;
      let targets: WaiverTarget[];
      if (league) {
        // The wire priced as /waivers prices it (the same claims, drops, odds and bids); a player asked about
        // whom that screen leaves out is priced on his own, on the same seed. Never recommend a claim that lowers
        // the odds.
        targets = await league.priceClaims(available);
        if (askedCandidate && !targets.some((t) => t.id === askedCandidate.player.ref.id))
          targets.push(...(await league.priceClaims([askedCandidate])));
        targets = targets.filter((t) => (t.deltaPlayoffOdds ?? 0) > 0);
      } else {
        const ranked = [...available].sort((a, b) => b.restMean - a.restMean);
        const shortlist = ranked.slice(0, 5);
        if (askedCandidate && !shortlist.includes(askedCandidate)) shortlist.push(askedCandidate);
        targets = shortlist.map((c) => ({
          ...c.player.ref,
          projection: c.projection,
          restOfSeasonMean: c.restMean,
          percentOwned: c.player.percentOwned,
          deltaPlayoffOdds: null,
          sePlayoffOdds: null,
          bid: null,
          drop: null,
        }));
      }
      if (target !== ctx.week) {
        const seasons = new Map(all.map((c) => [c.player.ref.id, c.player.season]));
        targets = targets.map((t) => {
          const season = seasons.get(t.id);
          return season ? { ...t, projection: weekProjection(season, target, ctx.scoring, t.injuryStatus) } : t;
        });
      }
      const askedTarget = asked ? (targets.find((t) => t.id === asked.ref.id) ?? null) : null;
      return {
        position: pos,
        week: target,
        ownershipBelow: league ? null : OWNERSHIP_THRESHOLD,
        faabRemaining: league?.faabRemaining ?? null,
        asked: asked
          ? {
              name: asked.ref.name,
              available: league ? league.isAvailable(asked) : askedCandidate ? true : null,
              target: askedTarget,
            }
          : player
            ? { name: player, available: null, target: null }
            : null,
        targets: targets.slice(0, 5),
      };
    },
  });
}
