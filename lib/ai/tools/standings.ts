import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { footballNow } from "@/lib/nfl";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { leagueOdds } from "@/lib/league-model/playoff";
import { recordString } from "@/lib/rules/format";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import type { StandingsResult } from "@/lib/ai/tools/types";
import { resolveLeagueTeam } from "@/lib/ai/tools/league-team";

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

// The league table: records, points and standing as on /standings, playoff and title odds from the league's
// shared season simulation (the /analytics numbers). "team" asks about the user's team, "league" about the top.
export function standingsTool(league: TeamLeague) {
  return tool({
    description:
      "League standings: every team's record, points for, standing and playoff/title odds. " +
      "focus team: the user's record and place; focus league: the leaders and strongest teams. " +
      "team: another team of the league (its name, abbreviation or owner) to describe instead of the user's.",
    inputSchema: z.object({
      focus: z.enum(["team", "league"]).optional().describe("team (default) or league"),
      team: z.string().min(1).max(60).optional().describe("A league team's name, abbreviation or owner"),
    }),
    execute: async ({ focus, team: typed }): Promise<StandingsResult> => {
      const team = league.team;
      const [rows, sim] = await Promise.all([
        getLeagueTeamRows({ leagueId: team.league.id }),
        leagueOdds({ league: team.league, week: league.week, now: footballNow(team.league) }),
      ]);
      const odds = new Map((sim?.result.teams ?? []).map((t) => [t.teamId, t]));
      const asked = typed ? resolveLeagueTeam(rows, typed) : null;
      return {
        focus: focus ?? "team",
        asked: asked?.name ?? null,
        askedNotFound: typed && !asked ? typed : null,
        team: team.name,
        week: league.week,
        playoffTeams: team.league.playoffTeams,
        teams: rows.map((r) => {
          const o = odds.get(r.id);
          return {
            name: r.name,
            owner: r.ownerName,
            record: recordString(r),
            standing: r.standing,
            pointsFor: Math.round(r.pointsFor * 10) / 10,
            playoffOdds: o ? percent(o.playoffOdds) : null,
            titleOdds: o ? percent(o.titleOdds) : null,
            isMine: r.id === team.id,
          };
        }),
      };
    },
  });
}
