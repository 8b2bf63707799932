import "server-only";
// The player modal's AI Insights: the engine's 0–100 score, buy/sell/hold, drivers and a plain summary,
// generated on request and stored per player, league and week (PlayerAnalysis).
import type { Position } from "@/lib/domain/league";
import type { TeamLeagueRow, TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { playerRole, playerVerdict } from "@/lib/league-model/decisions/player-verdict";
import { findPlayerById } from "@/lib/db/queries/players";
import { listPlayerNews } from "@/lib/db/queries/news";
import { DATA_CITATIONS } from "@/lib/league-model/player-details";
import { poolKeyOf, weeklyRanking } from "@/lib/league-model/rankings";
import { footballNow, playerNews } from "@/lib/nfl";
import type { DecisionDriver } from "@/lib/engine";
import { ANALYST_LABEL } from "@/lib/ai/providers";
import type { NflContext, ResolvedPlayer } from "@/lib/league-model/team/context";
import { leagueScoring } from "@/lib/league-model/team/league-model";
import { engineScore } from "@/lib/league-model/team/player-score";
import { gamesBefore, loadSeason, restOfSeason, weekProjection } from "@/lib/league-model/team/projections";
import { oneDecimal } from "@/lib/rules/format";
import { regularSeasonEnd, restOfSeasonLabel } from "@/lib/rules/rest-of-season";
import { injuryWords } from "@/lib/rules/injury";

export interface PlayerAnalysisResult {
  recommendation: "buy" | "sell" | "hold";
  confidence: number;
  summaryText: string;
  overallScore: number;
  volatility: number | null;
  decisionDrivers: DecisionDriver[];
  citations: string[];
}

export async function analyzePlayer({
  playerId,
  league,
  team,
  week,
}: {
  playerId: string;
  league: TeamLeagueRow;
  team: TeamWithLeagueRow | null; // the user's team in the league: the verdict is for it
  week: number;
}): Promise<{ result: PlayerAnalysisResult; model: string } | null> {
  const row = await findPlayerById({ playerId });
  if (!row) return null;
  const ctx: NflContext = {
    season: league.season,
    week,
    lastWeek: regularSeasonEnd(league),
    scoring: leagueScoring(league.scoring),
    now: footballNow(league),
  };
  const position = (row.position === "D/ST" ? "DST" : row.position) as Position;
  const player: ResolvedPlayer = {
    ref: {
      id: row.id,
      name: row.fullName,
      position: row.position,
      nflTeam: row.nflTeam,
      injuryStatus: row.injuryStatus,
    },
    season: loadSeason({ gsisId: row.gsisId, nflcomId: row.nflcomId, espnId: row.espnId }, position, league.season),
    gsisId: row.gsisId,
    percentOwned: row.percentOwned,
  };
  const games = gamesBefore(player.season, week, ctx.scoring);
  const ros = restOfSeason(player.season, week, ctx.lastWeek, ctx.scoring, row.injuryStatus);
  // The same positional rank the modal's Rankings tab shows for this week.
  const rank = weeklyRanking(league.season, week, ctx.scoring.settings, poolKeyOf(row))?.positionalRanking ?? null;
  const score = engineScore(ctx, player, games, ros.means, null, rank);
  const proj = weekProjection(player.season, week, ctx.scoring, row.injuryStatus);
  const { verdict, reason } = playerVerdict({
    engine: score.recommendation,
    ...(team ? await playerRole(team, week, row.id) : { owned: false, bestTrade: null }),
  });

  const avg = games.length ? games.reduce((s, g) => s + g.points, 0) / games.length : null;
  const top = [...score.drivers]
    .sort((a, b) => b.weight * Math.abs(b.score - 50) - a.weight * Math.abs(a.score - 50))
    .slice(0, 2);
  const sentences = [
    proj.bye
      ? `${row.fullName} is on a bye in week ${week}.`
      : proj.mean <= 0 && row.injuryStatus
        ? `${row.fullName} is listed ${injuryWords(row.injuryStatus)} ` + `and projects no points in week ${week}.`
        : `${row.fullName} projects ${oneDecimal(proj.mean)} points in week ${week}` +
          (proj.opponent ? ` against ${proj.opponent.replace(/^@/, "")}` : "") +
          ` (floor ${oneDecimal(proj.floor)}, ceiling ${oneDecimal(proj.ceiling)}).`,
    avg !== null
      ? `He has averaged ${oneDecimal(avg)} points over ${games.length} games this season.`
      : "He has no games this season yet.",
    ros.weeks > 0 ? `${restOfSeasonLabel(ros.span)}: ${oneDecimal(ros.mean)} projected points.` : "",
    `GM score ${Math.round(score.overallScore)}/100 — ${verdict.toUpperCase()}` +
      (verdict === score.recommendation ? ` with ${Math.round(score.confidence)}% confidence.` : `. ${reason ?? ""}`),
    top.length ? `Biggest factors: ${top.map((d) => `${d.name.toLowerCase()} (${d.evidence})`).join("; ")}.` : "",
  ];
  const stored = await listPlayerNews({ playerId: row.id, limit: 5 });
  const desk = playerNews({
    gsisId: row.gsisId,
    nflcomId: row.nflcomId,
    name: row.fullName,
    season: league.season,
    now: ctx.now,
  }).slice(0, 5);
  const urls = [...stored.map((n) => n.url), ...desk.map((n) => n.url), ...DATA_CITATIONS].filter((u): u is string =>
    Boolean(u),
  );
  return {
    model: ANALYST_LABEL,
    result: {
      recommendation: verdict,
      confidence: Math.round(score.confidence),
      summaryText: sentences.filter(Boolean).join(" "),
      overallScore: Math.round(score.overallScore),
      // No projected production (out, out for the season, on bye): no volatility to read as a "stable floor".
      volatility: proj.mean > 0 ? Math.round(score.volatility * 100) / 100 : null,
      decisionDrivers: score.drivers,
      citations: [...new Set(urls)],
    },
  };
}
