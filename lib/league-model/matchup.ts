import "server-only";
import type { Matchup } from "@/lib/league-model/types";
import { getTeamMatchup } from "@/lib/db/queries/matchups";
import { analyzeMatchup, teamScoreSummary, type LineupPlayer, type MatchupAnalysis } from "@/lib/engine";
import { nothingProjected, projectionGap, unprojectedStarters } from "./projection-gaps";
import { teamRosterWeek } from "./roster";
import { type PlayerWeek } from "./week-distributions";
import { percentPoints, round2 } from "@/lib/numbers";
import type { LeagueWeekArgs, TeamWeekArgs } from "./league-model";
import type { TeamWeek } from "./team-week";

// Starters as the engine sees them: the player-week's pre-game distribution and, once his game started, the
// points so far and the share left (the engine's live blend is the same as the card's).
export function lineupPlayers(
  { slots, weeks }: TeamWeek,
  startersOnly = true,
): (LineupPlayer & { week: PlayerWeek })[] {
  return slots.flatMap((slot, i) => {
    const w = weeks[i];
    if (!w || (startersOnly && !slot.isStarting)) return [];
    return [{ id: w.playerId, position: w.position, nflTeam: w.nflTeam, dist: w.dist, live: w.live, week: w }];
  });
}

// The card's scores, each the sum of what the starters' rows show: projected = their scores (projection, live
// blend or final); actual = their points so far, null before any starter's game started, called "live" while any
// of those games is on.
export function teamScores(team: TeamWeek): {
  projectedScore: number;
  actualScore: number | null;
  actualLabel: "live" | "actual" | null;
} {
  const starters = lineupPlayers(team);
  const started = starters.filter((p) => p.week.actual !== null);
  return {
    projectedScore: round2(starters.reduce((sum, p) => sum + p.week.score, 0)),
    actualScore: started.length ? round2(started.reduce((sum, p) => sum + (p.week.actual ?? 0), 0)) : null,
    actualLabel: !started.length ? null : started.some((p) => p.week.label === "live") ? "live" : "actual",
  };
}

export async function teamWeek({ teamId, league, week, now }: { teamId: string } & LeagueWeekArgs): Promise<TeamWeek> {
  const { slots, weeks } = await teamRosterWeek({ teamId, league, week, now });
  return { slots, weeks };
}

/** The matchup card's numbers; the prose beside them is written in lib/ai (`teamMatchup` in ./matchup-card). */
export interface MatchupNumbers extends Omit<Matchup, "aiCommentary" | "boomBust"> {
  analysis: MatchupAnalysis | null;
  boomBust: { floor: number; ceiling: number };
}

// Any team of a league: the user's own or another (the GM's "how does Sunday Scaries' game look").
type MatchupTeam = Pick<TeamWeekArgs["team"], "id" | "name" | "league">;

export async function teamMatchupNumbers({
  team,
  week,
  now,
}: Omit<TeamWeekArgs, "team"> & { team: MatchupTeam }): Promise<MatchupNumbers> {
  const league = team.league;
  const row = await getTeamMatchup({ leagueId: league.id, teamId: team.id, week });
  const opponentTeam = row ? (row.homeTeamId === team.id ? row.awayTeam : row.homeTeam) : null;
  const [mine, theirs] = await Promise.all([
    teamWeek({ teamId: team.id, league, week, now }),
    opponentTeam ? teamWeek({ teamId: opponentTeam.id, league, week, now }) : Promise.resolve(null),
  ]);
  const you = lineupPlayers(mine);
  const analysis =
    opponentTeam && theirs ? analyzeMatchup(you, lineupPlayers(theirs), { opponentName: opponentTeam.name }) : null;
  const summary = analysis?.you ?? teamScoreSummary(you);
  // A side whose starters still to play have no projection at all gives the odds nothing to compute from.
  const blind = nothingProjected(mine) || (theirs !== null && nothingProjected(theirs));
  const missing = [...unprojectedStarters(mine), ...(theirs ? unprojectedStarters(theirs) : [])];
  return {
    week,
    winProbability: blind ? null : analysis ? percentPoints(analysis.winProbability) : 100,
    projectionGap: await projectionGap(league.season, week, missing),
    yourTeam: { name: team.name, ...teamScores(mine) },
    opponent: opponentTeam && theirs ? { name: opponentTeam.name, ...teamScores(theirs) } : null,
    keyMatchups: analysis?.keyMatchups ?? [],
    boomBust: { floor: round2(summary.floor), ceiling: round2(summary.ceiling) },
    analysis,
  };
}
