// Model rows for one season: each player-week with a stat line and an NFL.com projection, its strictly
// pre-game features (only weeks < w of the season plus week w's schedule and lines) and what happened.
import type { Position } from "@/lib/domain/league";
import type { ModelFeatureInput } from "../projection-model";
import type { GamesIndex } from "./games";
import { actualPoints, baselineProjection, sourceProjection, teamAt, type SeasonData, type SeasonPlayer } from "./season-data";

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

const SHRINK_GAMES = 3; // pseudo-games of "average defense" in the opponent index

/** Opponent points-allowed index per position, from weeks before `week` only. */
export function opponentIndex(s: SeasonData, games: GamesIndex) {
  // allowed[`${defense}|${pos}|${week}`] and league points per team-game at a position per week
  const allowed = new Map<string, number>();
  const weekTotal = new Map<string, number>();
  const teamsPlaying = new Map<number, Set<string>>();
  for (const p of s.players.values()) for (const a of p.actual.values()) {
    const g = games.byTeamWeek.get(`${s.season}|${a.week}|${a.team}`);
    if (!g) continue;
    const pts = actualPoints(s, p, a.week);
    const k = `${g.opponent}|${p.position}|${a.week}`;
    allowed.set(k, (allowed.get(k) ?? 0) + pts);
    weekTotal.set(`${p.position}|${a.week}`, (weekTotal.get(`${p.position}|${a.week}`) ?? 0) + pts);
    const set = teamsPlaying.get(a.week) ?? new Set<string>();
    set.add(g.opponent);
    teamsPlaying.set(a.week, set);
  }
  const cache = new Map<string, number | null>();
  return (defense: string, pos: Position, week: number): number | null => {
    const key = `${defense}|${pos}|${week}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    let got = 0, expected = 0, n = 0;
    for (let w = 1; w < week; w++) {
      const teams = teamsPlaying.get(w);
      if (!teams?.has(defense)) continue;
      const avg = (weekTotal.get(`${pos}|${w}`) ?? 0) / teams.size;
      got += allowed.get(`${defense}|${pos}|${w}`) ?? 0;
      expected += avg;
      n++;
    }
    const idx = n === 0 || expected <= 0 ? null : (got + SHRINK_GAMES * (expected / n)) / (expected + SHRINK_GAMES * (expected / n));
    cache.set(key, idx);
    return idx;
  };
}

/** Team carries per `${week}|${team}` (for carry shares). */
function teamCarries(s: SeasonData): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of s.players.values()) for (const a of p.actual.values()) out.set(`${a.week}|${a.team}`, (out.get(`${a.week}|${a.team}`) ?? 0) + a.carries);
  return out;
}

/** Pre-game feature input builder for a season: (player, week, projection) → model input. */
export function seasonFeatures(s: SeasonData, games: GamesIndex) {
  const oppIdx = opponentIndex(s, games);
  const carries = teamCarries(s);
  return (p: SeasonPlayer, week: number, projection: number) => featureInput(s, games, p, week, oppIdx, carries, projection);
}

/** Pre-game feature input for one player-week. */
function featureInput(s: SeasonData, games: GamesIndex, p: SeasonPlayer, week: number, oppIdx: ReturnType<typeof opponentIndex>, carries: Map<string, number>, projection: number): ModelFeatureInput {
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
  for (const p of s.players.values()) for (const week of p.proj.keys()) {
    const source = baselineProjection(s, p, week);
    if (source === null || source < 1 || !p.actual.has(week)) continue;
    rows.push({
      season: s.season, week, gsis: p.gsis, position: p.position, actual: actualPoints(s, p, week), source,
      early: sourceProjection(s, p, week), input: features(p, week, source),
    });
  }
  return rows.sort((a, b) => a.week - b.week);
}
