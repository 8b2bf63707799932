import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { teamMatchupNumbers } from "@/lib/league-model/matchup";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { starterAlerts, teamStarters } from "@/lib/league-model/team/lineup";
import type { TeamMatchupResult } from "@/lib/ai/tools/types";
import { resolveLeagueTeam } from "@/lib/ai/tools/league-team";
import { WEEK_INPUT, resolveWeekInput } from "@/lib/ai/tools/week-input";

// The league team whose matchup is asked about, with that matchup's numbers: the user's own, unless the question
// named another team — the user's opponent names the user's own game ("can I beat Coach Rowan"), any other team
// its own game. The user's matchup is computed once, whichever way the question goes.
async function askedMatchup(league: TeamLeague, typed: string | undefined, week: number) {
  const own = league.team;
  const now = league.context.now;
  const mine = await teamMatchupNumbers({ team: own, week, now });
  if (!typed) return { team: own, m: mine, notFound: null };
  const asked = resolveLeagueTeam(await getLeagueTeamRows({ leagueId: own.league.id }), typed);
  if (!asked) return { team: own, m: mine, notFound: typed };
  if (asked.id === own.id || asked.name === mine.opponent?.name) return { team: own, m: mine, notFound: null };
  const other = { id: asked.id, name: asked.name, league: own.league };
  return { team: other, m: await teamMatchupNumbers({ team: other, week, now }), notFound: null };
}

// A week's matchup (this week unless named): the same numbers as the matchup card for that week, plus the
// starters and alerts of the current lineup.
export function teamMatchupTool(league: TeamLeague) {
  return tool({
    description:
      "The user's team's matchup for a week (default this week): the opponent, both projected scores, " +
      "win probability, top starters and alerts (injured or bye starters). " +
      "team: another team of the league named in the question (its name, abbreviation or owner) — the user's " +
      "opponent gives the user's matchup, any other team that team's own matchup.",
    inputSchema: z.object({
      week: WEEK_INPUT,
      team: z.string().min(1).max(60).optional().describe("A league team's name, abbreviation or owner"),
    }),
    execute: async ({ week, team: typed }): Promise<TeamMatchupResult> => {
      const target = resolveWeekInput(week, league.week);
      const [{ team, m, notFound }, d] = await Promise.all([askedMatchup(league, typed, target), league.data()]);
      const starters = teamStarters(d, team.id);
      return {
        week: target,
        team: team.name,
        own: team.id === league.team.id,
        askedNotFound: notFound,
        opponent: m.opponent?.name ?? null,
        myProjected: m.yourTeam.projectedScore,
        opponentProjected: m.opponent?.projectedScore ?? null,
        winProbability: m.opponent ? m.winProbability : null,
        starters,
        alerts: starterAlerts(starters),
      };
    },
  });
}
