import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { footballNow } from "@/lib/nfl";
import { leagueOdds } from "@/lib/league-model/playoff";
import { validForcedResults } from "@/lib/engine/what-if";
import { compileSeason } from "@/lib/engine/season-compile";
import { runSeasons, tallyToResult } from "@/lib/engine/season-sim";
import { normalCdf, type ForcedResult, type ScheduledGame } from "@/lib/engine";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import type { PlayoffScenarioResult } from "@/lib/ai/tools/types";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { resolveLeagueTeam } from "@/lib/ai/tools/league-team";

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;
// "Go 3-2" over five games is ten ways; beyond this many the question is answered over the next games only.
const MAX_COMBINATIONS = 35;
// Simulated seasons shared by a scenario's ways (at least 500 each): a chat answer within a second.
const SCENARIO_SEASONS = 5000;

function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...choose(rest, k - 1).map((c) => [first as T, ...c]), ...choose(rest, k)];
}

// A final record asked about, against the record now: reachable when the games left are exactly its wins and
// losses still to come.
function reachFrom(now: { wins: number; losses: number }, wins: number, losses: number, gamesLeft: number) {
  const winsToCome = wins - now.wins;
  const lossesToCome = losses - now.losses;
  const reachable = winsToCome >= 0 && lossesToCome >= 0 && winsToCome + lossesToCome === gamesLeft;
  return { wins, losses, nowWins: now.wins, nowLosses: now.losses, reachable };
}

// Conditional playoff odds from the league's season simulation: the scenario's results are forced on the team's
// remaining games, the user's or another team of the league named by "team" (as the /analytics what-if forces
// them), and the engine's season simulator plays out the rest, every way at once on the same variates and seed as
// the dashboard's odds. "Win N of M" is every way to do it, each weighted by how likely it is (the win probability
// of each game from the simulator's weekly scores).
export function playoffScenarioTool(league: TeamLeague) {
  return tool({
    description:
      "The user's playoff odds under a scenario for their remaining games: win out, lose out, lose (or win) " +
      "this week, win N of the next M games, or finish the season with a given record (final-record). " +
      "team: another team of the league (its name, abbreviation or owner) whose games the scenario is about.",
    inputSchema: z.object({
      scenario: z.enum(["win-out", "lose-out", "lose-this-week", "win-this-week", "record", "final-record"]),
      wins: z
        .number()
        .int()
        .min(0)
        .max(18)
        .nullable()
        .optional()
        .describe("For record: games won; for final-record: the season's wins"),
      games: z.number().int().min(1).max(17).nullable().optional().describe("For record: out of how many games"),
      losses: z.number().int().min(0).max(18).nullable().optional().describe("For final-record: the season's losses"),
      team: z.string().min(1).max(60).optional().describe("A league team's name, abbreviation or owner"),
    }),
    execute: async ({ scenario, wins, games, losses, team: typed }): Promise<PlayoffScenarioResult> => {
      const own = league.team;
      const [sim, rows] = await Promise.all([
        leagueOdds({ league: own.league, week: league.week, now: footballNow(own.league) }),
        typed ? getLeagueTeamRows({ leagueId: own.league.id }) : [],
      ]);
      // A name that matches no team of the league gets the user's own scenario, with a line saying so.
      const asked = typed ? resolveLeagueTeam(rows, typed) : null;
      const team = asked ?? own;
      const about = { own: team.id === own.id, askedNotFound: typed && !asked ? typed : null };
      const today = sim?.result.teams.find((t) => t.teamId === team.id);
      if (!sim || !today) throw new Error("The league's season cannot be simulated yet.");
      const mine = sim.input.remaining
        .filter((g) => g.home === team.id || g.away === team.id)
        .sort((a, b) => a.week - b.week);
      if (!mine.length) throw new Error("There are no regular-season games left to play.");
      const result = (g: ScheduledGame, win: boolean): ForcedResult => ({
        ...g,
        result: (g.home === team.id) === win ? "home" : "away",
      });
      const pWin = (g: ScheduledGame) => {
        const a = sim.input.weekly[team.id]?.[g.week];
        const b = sim.input.weekly[g.home === team.id ? g.away : g.home]?.[g.week];
        if (!a || !b) return 0.5;
        return normalCdf((a.mean - b.mean) / Math.max(1e-6, Math.sqrt(a.sd * a.sd + b.sd * b.sd)));
      };
      let scenarios: ForcedResult[][];
      let covered = mine.length;
      let winsUsed: number | null = null;
      // A final record is the wins and losses still to come on top of the record now.
      const now = sim.input.teams.find((t) => t.id === team.id);
      const finalRecord =
        scenario === "final-record" && now ? reachFrom(now, wins ?? 0, losses ?? 0, mine.length) : undefined;
      // A final record the games left cannot make (8-6 when 5-4 with four to play) is answered with the odds now.
      if (scenario === "final-record" && !finalRecord?.reachable)
        return {
          team: team.name,
          ...about,
          scenario,
          wins: null,
          games: mine.length,
          gamesLeft: mine.length,
          basePlayoffOdds: percent(today.playoffOdds),
          playoffOdds: percent(today.playoffOdds),
          byeOdds: percent(today.byeOdds),
          titleOdds: percent(today.titleOdds),
          combinations: 0,
          finalRecord,
        };
      if (scenario === "win-out" || scenario === "lose-out")
        scenarios = [mine.map((g) => result(g, scenario === "win-out"))];
      else if (scenario === "lose-this-week" || scenario === "win-this-week") {
        covered = 1;
        scenarios = [[result(mine[0]!, scenario === "win-this-week")]];
      } else {
        covered = finalRecord ? mine.length : Math.min(mine.length, games ?? mine.length);
        winsUsed = finalRecord ? finalRecord.wins - finalRecord.nowWins : Math.min(wins ?? covered, covered);
        const slice = mine.slice(0, covered);
        scenarios = choose(slice, winsUsed)
          .slice(0, MAX_COMBINATIONS)
          .map((won) => slice.map((g) => result(g, won.includes(g))));
      }
      const compiled = scenarios.map((forced) =>
        compileSeason({ ...sim.input, forced: validForcedResults(sim.input, forced) }),
      );
      const seasons = Math.max(500, Math.round(SCENARIO_SEASONS / compiled.length));
      const { tallies } = runSeasons(compiled, { seasons, seed: sim.seed });
      let weightSum = 0;
      const acc = { playoff: 0, bye: 0, title: 0 };
      scenarios.forEach((forced, i) => {
        const tally = tallies[i];
        const odds = tally ? tallyToResult(compiled[i]!, tally).teams.find((t) => t.teamId === team.id) : undefined;
        if (!odds) return;
        const weight = forced.reduce((w, f) => {
          const g = mine.find((m) => m.week === f.week && m.home === f.home && m.away === f.away)!;
          const won = (f.result === "home") === (g.home === team.id);
          return w * (won ? pWin(g) : 1 - pWin(g));
        }, 1);
        weightSum += weight;
        acc.playoff += weight * odds.playoffOdds;
        acc.bye += weight * odds.byeOdds;
        acc.title += weight * odds.titleOdds;
      });
      const avg = (x: number) => percent(weightSum > 0 ? x / weightSum : 0);
      return {
        team: team.name,
        ...about,
        scenario,
        wins: winsUsed,
        games: covered,
        gamesLeft: mine.length,
        basePlayoffOdds: percent(today.playoffOdds),
        playoffOdds: avg(acc.playoff),
        byeOdds: avg(acc.bye),
        titleOdds: avg(acc.title),
        combinations: scenarios.length,
        ...(finalRecord ? { finalRecord } : {}),
      };
    },
  });
}
