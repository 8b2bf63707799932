import "server-only";
import type { Tool, ToolExecutionOptions } from "ai";
import { reportToolFailure } from "@/lib/ai/tools/failures";
import type { NflContext } from "@/lib/league-model/team/context";
import { buyLowTool } from "@/lib/ai/tools/buy-low";
import { comparePlayersTool, type RosterSource } from "@/lib/ai/tools/compare-players";
import { leagueRoster } from "@/lib/league-model/team/references";
import { evaluateTradeTool } from "@/lib/ai/tools/evaluate-trade";
import { playerOutlookTool } from "@/lib/ai/tools/player-outlook";
import { waiverTargetsTool } from "@/lib/ai/tools/waiver-targets";
import { optimizeLineupTool } from "@/lib/ai/tools/optimize-lineup";
import { playoffOddsTool } from "@/lib/ai/tools/playoff-odds";
import { teamMatchupTool } from "@/lib/ai/tools/team-matchup";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { standingsTool } from "@/lib/ai/tools/standings";
import { rosterReportTool } from "@/lib/ai/tools/roster-report";
import { teamProjectionTool } from "@/lib/ai/tools/team-projection";
import { playoffScenarioTool } from "@/lib/ai/tools/playoff-scenario";
import { tradeIdeasTool } from "@/lib/ai/tools/trade-ideas";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";

// A tool that fails (no data, a database error, an engine error) answers with one plain sentence; the cause
// is logged. Configured models and the built-in analyst read the same sentence.
function guarded<T extends Record<string, Tool>>(tools: T): T {
  for (const [name, t] of Object.entries(tools)) {
    const run = t.execute;
    if (!run) continue;
    t.execute = async (input: unknown, options: ToolExecutionOptions) => {
      try {
        return await run(input, options);
      } catch (error) {
        throw new Error(reportToolFailure(name, error));
      }
    };
  }
  return tools;
}

// The anonymous landing chat: real NFL data, PPR, no league.
export function landingTools(ctx: NflContext) {
  return guarded({
    comparePlayers: comparePlayersTool(ctx),
    getPlayerOutlook: playerOutlookTool(ctx),
    evaluateTrade: evaluateTradeTool(ctx),
    findWaiverTargets: waiverTargetsTool(ctx),
    findBuyLowCandidates: buyLowTool(ctx),
  });
}

// GM Chat: the same tools in the league's scoring, priced against the user's team, plus team-only tools.
export function teamTools(league: TeamLeague) {
  const ctx = league.context;
  // Roster references ("my RB1", "my flex") resolve against the league's rosters, built once per request.
  let rosters: ReturnType<RosterSource> | null = null;
  const roster: RosterSource = () =>
    (rosters ??= league.data().then((d) => ({ roster: leagueRoster(d), teamId: league.team.id })));
  return guarded({
    comparePlayers: comparePlayersTool(ctx, roster),
    getPlayerOutlook: playerOutlookTool(ctx, roster),
    evaluateTrade: evaluateTradeTool(ctx, league, roster, () => getLeagueTeamRows({ leagueId: league.team.league.id })),
    findWaiverTargets: waiverTargetsTool(ctx, league.waivers),
    findBuyLowCandidates: buyLowTool(ctx, roster),
    getTeamMatchup: teamMatchupTool(league),
    getPlayoffOdds: playoffOddsTool(league),
    optimizeLineup: optimizeLineupTool(league),
    getStandings: standingsTool(league),
    getRosterReport: rosterReportTool(league),
    getTeamProjection: teamProjectionTool(league),
    getPlayoffScenario: playoffScenarioTool(league),
    findTradeIdeas: tradeIdeasTool(league),
  });
}

export type TeamTools = ReturnType<typeof teamTools>;
