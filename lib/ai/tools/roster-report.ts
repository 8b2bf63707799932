import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { byeWeeks } from "@/lib/nfl";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { leagueRoster } from "@/lib/league-model/team/references";
import { teamRoster } from "@/lib/league-model/team/lineup";
import { weekProjection } from "@/lib/league-model/team/projections";
import { resolvePlayers } from "@/lib/league-model/team/context";
import { rosterCount, rosterLimit } from "@/lib/league-model/decisions/context";
import { isInjured, isOut } from "@/lib/domain/injury";
import { WEEK_INPUT, resolveWeekInput } from "@/lib/ai/tools/week-input";
import type { RosterReportPlayer, RosterReportResult } from "@/lib/ai/tools/types";
import { restOfSeasonSpan } from "@/lib/rules/rest-of-season";
import { SLOT_ELIGIBILITY } from "@/lib/domain/league";

// A position, or FLEX: the positions a flex spot takes.
const POSITION = z.enum(["QB", "RB", "WR", "TE", "K", "FLEX"]);

// The user's roster for one week: injuries, byes, one position ranked by projection, or the drop-or-stash read
// for injured players (rest-of-season value against the roster, free IR slots and open roster spots). This
// week's numbers are the roster card's player-weeks; later weeks the same projections the player pages show.
export function rosterReportTool(league: TeamLeague) {
  return tool({
    description:
      "The user's roster for a week: injured players, players on bye, one position (or the flex-eligible " +
      "RB/WR/TE) ranked by projection, " +
      "or a drop-or-stash read for injured players (with free IR slots and roster spots).",
    inputSchema: z.object({
      focus: z.enum(["injuries", "byes", "both", "rank", "drop-stash"]).optional(),
      position: POSITION.nullable().optional(),
      week: WEEK_INPUT,
      player: z.string().min(2).max(60).nullable().optional().describe("A rostered player the question names"),
      players: z
        .array(z.string().min(2).max(60))
        .max(4)
        .optional()
        .describe("Several rostered players the question names (for drop-or-stash about each)"),
    }),
    execute: async ({ focus = "both", position, week, player, players: more = [] }): Promise<RosterReportResult> => {
      const d = await league.data();
      const teamId = league.team.id;
      const target = resolveWeekInput(week, league.week);
      const byes = byeWeeks(league.context.season);
      const values = new Map(leagueRoster(d).map((e) => [e.player.ref.id, e.restMean]));
      const typed = [...(player ? [player] : []), ...more];
      const resolved = typed.length ? await resolvePlayers(league.context, typed) : null;
      const askedFor = resolved?.found ?? [];
      const mine: RosterReportPlayer[] = teamRoster(d, teamId).map((p) => {
        const season = d.seasons.get(p.id);
        const projection =
          target === league.week || !season
            ? p.projection
            : weekProjection(season, target, d.ctx.scoring, p.injuryStatus);
        return {
          ...p,
          projection,
          byeWeek: (p.nflTeam ? byes[p.nflTeam] : undefined) ?? null,
          restOfSeasonMean: values.get(p.id) ?? 0,
          advice: null,
        };
      });
      const irSlots = d.model.slots.filter((s) => s === "IR").length;
      const irUsed = d.slots.filter((s) => s.teamId === teamId && s.slot === "IR" && s.playerId).length;
      const irSlotsFree = irSlots ? Math.max(0, irSlots - irUsed) : null;
      const rosterSpotsFree = Math.max(0, rosterLimit(league.team) - rosterCount(d, teamId));
      const byValue = [...mine].sort((a, b) => b.restOfSeasonMean - a.restOfSeasonMean);
      const median = byValue[Math.floor(byValue.length / 2)]?.restOfSeasonMean ?? 0;
      const atPosition = (p: RosterReportPlayer) =>
        !position || (SLOT_ELIGIBILITY[position] as readonly string[]).includes(p.position);
      const named = (p: RosterReportPlayer) =>
        !typed.length || askedFor.some((a) => p.id === a.ref.id || p.name === a.ref.name);
      let players: RosterReportPlayer[];
      if (focus === "rank") {
        players = mine.filter(atPosition).sort((a, b) => b.projection.mean - a.projection.mean);
      } else if (focus === "drop-stash") {
        // Out and valuable: stash. Out and not: stash on IR while an IR slot is open (the most valuable first, one
        // slot each; one already in an IR slot keeps it), else drop if the spot is needed.
        let irFree = irSlotsFree ?? 0;
        const advice = (p: RosterReportPlayer): RosterReportPlayer["advice"] => {
          if (!isOut(p.injuryStatus)) return "hold";
          if (p.restOfSeasonMean >= median) return "stash";
          if (p.slot === "IR") return "stash-ir";
          return irFree-- > 0 ? "stash-ir" : "drop";
        };
        players = mine
          .filter((p) => isInjured(p.injuryStatus) && named(p))
          .sort((a, b) => b.restOfSeasonMean - a.restOfSeasonMean)
          .map((p) => ({ ...p, advice: advice(p) }));
      } else {
        const injured = (p: RosterReportPlayer) => isInjured(p.injuryStatus);
        const onBye = (p: RosterReportPlayer) =>
          week !== undefined && week !== null ? p.projection.bye : (p.byeWeek ?? 0) >= league.week;
        players = mine.filter(
          (p) =>
            atPosition(p) &&
            named(p) &&
            (focus === "injuries" ? injured(p) : focus === "byes" ? onBye(p) : injured(p) || p.projection.bye),
        );
        if (focus === "byes" && (week === undefined || week === null))
          players.sort((a, b) => (a.byeWeek ?? 99) - (b.byeWeek ?? 99));
      }
      return {
        focus,
        week: target,
        weekNamed: week !== undefined && week !== null,
        position: position ?? null,
        players,
        irSlotsFree,
        rosterSpotsFree,
        asked: askedFor.length
          ? askedFor.map((a) => a.ref.name).join(" and ")
          : typed.length
            ? typed.join(" and ")
            : null,
        notFound: resolved?.notFound ?? [],
        restOfSeasonWeeks: restOfSeasonSpan(d.ctx.week, d.ctx.lastWeek),
      };
    },
  });
}
