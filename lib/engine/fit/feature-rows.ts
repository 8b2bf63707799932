// Model rows for one season: each player-week with a stat line and a projection from at least one source
// (NFL.com, ESPN, FantasyPros), its strictly pre-game features (only weeks < w of the season plus week w's
// schedule and lines) and what happened.
import type { Position } from "@/lib/domain/league";
import { buildOpponentIndex, type AllowedLine } from "../opponent-index";
import type { ModelContext, ModelSlots } from "../projection-model";
import type { GamesIndex } from "./games";
import { EXTRA_SOURCES, sourceKey, type SourceTable } from "./source-data";
import {
  actualPoints,
  baselineProjection,
  expectedReceptions,
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
  slots: ModelSlots; // each source's projection in the season's scoring (NFL.com: proj_pts_ppr, the baseline)
  early: number | null; // NFL.com's last pre-kickoff capture (+ expected half-point catches), where there is one
  input: ModelContext;
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

/** Pre-game context builder for a season: (player, week) → model context. */
export function seasonFeatures(s: SeasonData, games: GamesIndex) {
  const oppIdx = opponentIndex(s, games);
  const carries = teamCarries(s);
  return (p: SeasonPlayer, week: number) => featureInput(s, games, p, week, oppIdx, carries);
}

/**
 * ESPN's and FantasyPros' projections of a player-week in the season's scoring. ESPN's PPR points are scored
 * from its stat line; FantasyPros gives half-PPR points, so PPR adds half a point per expected catch (ESPN's
 * projected receptions when ESPN has the player-week, else his catches so far).
 */
export function extraSlots(s: SeasonData, table: SourceTable, p: SeasonPlayer, week: number): ModelSlots {
  const slots: ModelSlots = {};
  const espn = table.byKey.get(sourceKey("espn", s.season, week, p.gsis));
  for (const source of EXTRA_SOURCES) {
    const v = table.byKey.get(sourceKey(source, s.season, week, p.gsis));
    if (!v) continue;
    if (s.mode === "HALF") slots[source] = v.half;
    else slots[source] = v.ppr ?? v.half + 0.5 * (espn?.rec ?? expectedReceptions(p, week));
  }
  return slots;
}

/** Pre-game feature input for one player-week. */
function featureInput(
  s: SeasonData,
  games: GamesIndex,
  p: SeasonPlayer,
  week: number,
  oppIdx: ReturnType<typeof opponentIndex>,
  carries: Map<string, number>,
): ModelContext {
  const prior = [...p.actual.values()].filter((a) => a.week < week).sort((a, b) => a.week - b.week);
  const team = teamAt(p, week);
  const g = games.byTeamWeek.get(`${s.season}|${week}|${team}`);
  return {
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

/** Every evaluable player-week of the season (stat line + a projection ≥ 1 from at least one source). */
export function modelRows(s: SeasonData, games: GamesIndex, table: SourceTable): ModelRow[] {
  const features = seasonFeatures(s, games);
  const rows: ModelRow[] = [];
  for (const p of s.players.values())
    for (const week of p.actual.keys()) {
      const nflcom = baselineProjection(s, p, week);
      const slots: ModelSlots = { ...(nflcom === null ? {} : { nflcom }), ...extraSlots(s, table, p, week) };
      if (!Object.values(slots).some((v) => v >= 1)) continue;
      rows.push({
        season: s.season,
        week,
        gsis: p.gsis,
        position: p.position,
        actual: actualPoints(s, p, week),
        slots,
        early: sourceProjection(s, p, week),
        input: features(p, week),
      });
    }
  return rows.sort((a, b) => a.week - b.week);
}
