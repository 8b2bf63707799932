import "server-only";
import type { Matchup, RosterEntry } from "@/components/dashboard/types";
import { matchupCommentary } from "@/lib/ai/matchup-commentary";
import { getTeamMatchup, type DashboardTeamRow } from "@/lib/db/queries/dashboard";
import type { Position } from "@/lib/domain/league";
import { analyzeMatchup, playerDistribution, teamScoreSummary, type LineupPlayer } from "@/lib/engine";
import { displayScore, gameFraction } from "@/lib/rules/live-blend";
import { teamRoster } from "./roster";

const round2 = (n: number) => Math.round(n * 100) / 100;
const POSITIONS: readonly string[] = ["QB", "RB", "WR", "TE", "K", "DST"];

// Starters as the engine sees them: a distribution from the projection, narrowed to what is left of a live game.
export function lineupPlayers(roster: RosterEntry[]): LineupPlayer[] {
  const players: LineupPlayer[] = [];
  for (const { players: p, roster_positions: slot } of roster) {
    if (!p || !slot.isStarting) continue;
    const position = (p.position === "D/ST" ? "DST" : p.position) as Position;
    if (!POSITIONS.includes(position)) continue;
    const game = slot.gameInfo;
    const dist = playerDistribution({ position, projection: slot.projectedPoints, onBye: !game, injuryStatus: p.injuryStatus ?? undefined });
    const live =
      game && game.status !== "pre"
        ? { actual: slot.actualPoints ?? 0, remainingFraction: game.status === "post" || game.completed ? 0 : gameFraction(game.quarter, game.clock) }
        : undefined;
    players.push({ id: p.id, position, nflTeam: p.nflTeam, dist, live });
  }
  return players;
}

// Projected score with the live blend (spec §4); actual = points scored so far, null before any game started.
export function teamScores(roster: RosterEntry[]): { projectedScore: number; actualScore: number | null } {
  let projected = 0;
  let actual = 0;
  let started = false;
  for (const { players: p, roster_positions: slot } of roster) {
    if (!p || !slot.isStarting) continue;
    projected += displayScore(slot.projectedPoints, slot.actualPoints, slot.gameInfo).value ?? 0;
    if (slot.gameInfo && slot.gameInfo.status !== "pre") {
      started = true;
      actual += slot.actualPoints ?? 0;
    }
  }
  return { projectedScore: round2(projected), actualScore: started ? round2(actual) : null };
}

// `roster`: the team's own roster for the week when the caller already loads it (the dashboard page does).
export async function teamMatchup({ team, week, now, roster }: {
  team: DashboardTeamRow;
  week: number;
  now: Date;
  roster?: Promise<RosterEntry[]>;
}): Promise<Matchup> {
  const league = team.league;
  const row = await getTeamMatchup({ leagueId: league.id, teamId: team.id, week });
  const opponentTeam = row ? (row.homeTeamId === team.id ? row.awayTeam : row.homeTeam) : null;
  const [mine, theirs] = await Promise.all([
    roster ?? teamRoster({ teamId: team.id, league, week, now }),
    opponentTeam ? teamRoster({ teamId: opponentTeam.id, league, week, now }) : Promise.resolve([]),
  ]);
  const you = lineupPlayers(mine);
  const opp = lineupPlayers(theirs);
  const analysis = opponentTeam ? analyzeMatchup(you, opp, { opponentName: opponentTeam.name }) : null;
  const summary = teamScoreSummary(you);
  const winProbability = analysis ? Math.round(analysis.winProbability * 1000) / 10 : 100;
  const boomBust = analysis?.boomBust ?? {
    analysis: `Bye week: your lineup ranges ${round2(summary.floor)}–${round2(summary.ceiling)} points.`,
    floor: round2(summary.floor),
    ceiling: round2(summary.ceiling),
  };
  const yourTeam = { name: team.name, ...teamScores(mine) };
  const opponent = opponentTeam ? { name: opponentTeam.name, ...teamScores(theirs) } : null;
  // The commentary quotes the card's numbers, not the engine's pre-blend means.
  const aiCommentary = analysis && opponent
    ? matchupCommentary(analysis, { team: team.name, opponent: opponent.name, winProbability, projected: yourTeam.projectedScore, opponentProjected: opponent.projectedScore })
    : `${team.name} has no opponent this week. ${boomBust.analysis}`;
  return {
    week,
    winProbability,
    yourTeam,
    opponent,
    aiCommentary,
    keyMatchups: analysis?.keyMatchups ?? [],
    boomBust,
  };
}
