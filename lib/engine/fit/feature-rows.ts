// Model rows for one season: each player-week with a stat line and an NFL.com projection, its strictly
// pre-game features (only weeks < w of the season plus week w's schedule and lines) and what happened.
import type { Position } from "@/lib/domain/league";
import { buildOpponentIndex, type AllowedLine } from "../opponent-index";
import type { ModelFeatureInput } from "../projection-model";
import type { GamesIndex } from "./games";
import {
  actualPoints,
  baselineProjection,
  sourceProjection,
  teamAt,
  type SeasonData,
  type SeasonPlayer,
} from "./season-data";

export interface ModelRow {
  season: number;
  week: number;
  gsis: string;
  position: Position;
  actual: number;
  source: number; // NFL.com projection the app uses (proj_pts_ppr; the baseline)
  early: number | null; // last pre-kickoff capture (+ expected half-point catches), where the data has one
  input: ModelFeatureInput;
}

/** Opponent points-allowed index per position, from weeks before `week` only. */
export function opponentIndex(s: SeasonData, games: GamesIndex) {
  const lines: AllowedLine[] = [];
  for (const p of s.players.values())
    for (const a of p.actual.values()) {
      const g = games.byTeamWeek.get(`${s.season}|${a.week}|${a.team}`);
      if (g)
        lines.push({ week: a.week, defense: g.opponent, position: p.position, points: actualPoints(s, p, a.week) });
    }
  return buildOpponentIndex(lines);
}

/** Team carries per `${week}|${team}` (for carry shares). */
function teamCarries(s: SeasonData): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of s.players.values())
    for (const a of p.actual.values())
      out.set(`${a.week}|${a.team}`, (out.get(`${a.week}|${a.team}`) ?? 0) + a.carries);
  return out;
}

/** Pre-game feature input builder for a season: (player, week, projection) → model input. */
export function seasonFeatures(s: SeasonData, games: GamesIndex) {
  const oppIdx = opponentIndex(s, games);
  const carries = teamCarries(s);
  return (p: SeasonPlayer, week: number, projection: number) =>
    featureInput(s, games, p, week, oppIdx, carries, projection);
}

/** Pre-game feature input for one player-week. */
function featureInput(
  s: SeasonData,
  games: GamesIndex,
  p: SeasonPlayer,
  week: number,
  oppIdx: ReturnType<typeof opponentIndex>,
  carries: Map<string, number>,
  projection: number,
): ModelFeatureInput {
  const prior = [...p.actual.values()].filter((a) => a.week < week).sort((a, b) => a.week - b.week);
  const team = teamAt(p, week);
  const g = games.byTeamWeek.get(`${s.season}|${week}|${team}`);
  return {
    projection,
    recentPoints: prior.map((a) => actualPoints(s, p, a.week)),
    recentTargetShare: prior.map((a) => a.targetShare),
    recentCarryShare: prior.map((a) => {
      const t = carries.get(`${a.week}|${a.team}`) ?? 0;
      return t > 0 ? a.carries / t : 0;
    }),
    recentAirYardsShare: prior.map((a) => a.airYardsShare),
    impliedTeamTotal: g?.impliedTotal ?? null,
    opponentAllowedIndex: g ? oppIdx(g.opponent, p.position, week) : null,
    home: g?.home ?? null,
  };
}

/** Every evaluable player-week of the season (stat line + NFL.com projection ≥ 1). */
export function modelRows(s: SeasonData, games: GamesIndex): ModelRow[] {
  const features = seasonFeatures(s, games);
  const rows: ModelRow[] = [];
  for (const p of s.players.values())
    for (const week of p.proj.keys()) {
      const source = baselineProjection(s, p, week);
      if (source === null || source < 1 || !p.actual.has(week)) continue;
      rows.push({
        season: s.season,
        week,
        gsis: p.gsis,
        position: p.position,
        actual: actualPoints(s, p, week),
        source,
        early: sourceProjection(s, p, week),
        input: features(p, week, source),
      });
    }
  return rows.sort((a, b) => a.week - b.week);
}
