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
// Set against the user's team ("am I favored vs Coach Quinn"), a team that is not the opponent that week gets the
// user's own game, with a word that they do not play.
async function askedMatchup(league: TeamLeague, typed: string | undefined, against: boolean, week: number) {
  const own = league.team;
  const now = league.context.now;
  const mine = await teamMatchupNumbers({ team: own, week, now });
  const yours = { team: own, m: mine, notFound: null, notPlaying: null };
  if (!typed) return yours;
  const asked = resolveLeagueTeam(await getLeagueTeamRows({ leagueId: own.league.id }), typed);
  if (!asked) return { ...yours, notFound: typed };
  if (asked.id === own.id || asked.name === mine.opponent?.name) return yours;
  if (against) return { ...yours, notPlaying: asked.name };
  const other = { id: asked.id, name: asked.name, league: own.league };
  return { ...yours, team: other, m: await teamMatchupNumbers({ team: other, week, now }) };
}

// A week's matchup (this week unless named): the same numbers as the matchup card for that week, plus the
// starters and alerts of the current lineup.
export function teamMatchupTool(league: TeamLeague) {
  return tool({
    description:
      "The user's team's matchup for a week (default this week): the opponent, both projected scores, " +
      "win probability, top starters and alerts (injured or bye starters). " +
      "team: another team of the league named in the question (its name, abbreviation or owner) — the user's " +
      "opponent gives the user's matchup, any other team that team's own matchup, unless against is set: then the " +
      "user's own matchup, noting that the user does not play that team.",
    inputSchema: z.object({
      week: WEEK_INPUT,
      team: z.string().min(1).max(60).optional().describe("A league team's name, abbreviation or owner"),
      against: z
        .boolean()
        .optional()
        .describe(
          "True when the question sets the user's team against that team ('can I beat X', 'am I favored vs X')",
        ),
    }),
    execute: async ({ week, team: typed, against = false }): Promise<TeamMatchupResult> => {
      const target = resolveWeekInput(week, league.week);
      const [{ team, m, notFound, notPlaying }, d] = await Promise.all([
        askedMatchup(league, typed, against, target),
        league.data(),
      ]);
      const starters = teamStarters(d, team.id);
      return {
        week: target,
        team: team.name,
        own: team.id === league.team.id,
        askedNotFound: notFound,
        notPlaying,
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
