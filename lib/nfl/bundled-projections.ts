// ESPN's and FantasyPros' weekly projections of the bundled seasons (data/nfl/projections, copied from the
// shared data set; 2024–2025 ESPN, 2024 FantasyPros) in a league's own points, for the projection model's
// `sources`. ESPN sends a projected stat line, scored here with the league's settings; FantasyPros sends
// half-PPR points only, so only the reception value is re-scored (with ESPN's projected catches for the
// player-week, else his catches so far this season). NFL.com's projection is not here: it is the bundled
// `projection` the player's season weeks already carry.
import type { Position, ScoringSettings, StatLine } from "@/lib/domain/league";
import { PPR, scorePoints, type SourceProjections } from "@/lib/engine";
import { num, numOrNull, readTable, type Row } from "./csv";
import { nflStore } from "./player-data";

interface EspnWeek {
  stats: StatLine;
  rec: number;
}
interface Store {
  espn: Map<string, EspnWeek>; // season:week:gsis
  fantasypros: Map<string, number>; // half-PPR points
}

const FILES = {
  espn: ["espn_player_week_projections_2024.csv", "espn_player_week_projections_2025.csv"],
  fantasypros: ["fantasypros_player_week_projections_2024.csv"],
};
const MODELLED = new Set<Position>(["QB", "RB", "WR", "TE"]);
const key = (season: number, week: number, gsis: string) => `${season}:${week}:${gsis}`;

/** ESPN's projected stat line in the league's stat keys (two-point plays and return TDs as ESPN totals them). */
function espnLine(r: Row): StatLine {
  const line: StatLine = {
    pass_att: num(r.pass_att),
    pass_cmp: num(r.pass_cmp),
    pass_yd: num(r.pass_yds),
    pass_td: num(r.pass_td),
    pass_int: num(r.pass_int),
    rush_att: num(r.rush_att),
    rush_yd: num(r.rush_yds),
    rush_td: num(r.rush_td),
    rec: num(r.rec),
    rec_tgt: num(r.targets),
    rec_yd: num(r.rec_yds),
    rec_td: num(r.rec_td),
    fum_lost: num(r.fum_lost),
    rush_2pt: num(r.two_pt),
    ret_td: num(r.kr_td) + num(r.pr_td),
  };
  return line;
}

let store: Store | null = null;
function load(): Store {
  const s: Store = { espn: new Map(), fantasypros: new Map() };
  for (const file of FILES.espn)
    for (const r of readTable(`projections/${file}`)) {
      if (!r.gsis_id || !MODELLED.has(r.position as Position)) continue;
      const stats = espnLine(r);
      s.espn.set(key(num(r.season), num(r.week), r.gsis_id), { stats, rec: stats.rec ?? 0 });
    }
  for (const file of FILES.fantasypros)
    for (const r of readTable(`projections/${file}`)) {
      const half = numOrNull(r.proj_pts_half);
      if (r.gsis_id && half !== null) s.fantasypros.set(key(num(r.season), num(r.week), r.gsis_id), half);
    }
  return s;
}

/** The player's average catches in his games before `week` this season (0 without games). */
function catchesSoFar(gsisId: string, season: number, week: number): number {
  const games = (nflStore().nflverseByPlayer.get(gsisId) ?? []).filter((a) => a.season === season && a.week < week);
  return games.length ? games.reduce((t, a) => t + (a.stats.rec ?? 0), 0) / games.length : 0;
}

/**
 * ESPN's and FantasyPros' projections of a bundled player-week in league points (PPR when the league has no
 * settings); a source without a row for it is absent.
 */
export function bundledSourceProjections({
  gsisId,
  season,
  week,
  scoring,
}: {
  gsisId: string | null;
  season: number;
  week: number;
  scoring: ScoringSettings | null;
}): SourceProjections {
  if (!gsisId) return {};
  store ??= load();
  const rules = scoring ?? PPR;
  const out: SourceProjections = {};
  const espn = store.espn.get(key(season, week, gsisId));
  if (espn) out.espn = scorePoints(espn.stats, rules);
  const half = store.fantasypros.get(key(season, week, gsisId));
  if (half !== undefined) {
    const rec = espn ? espn.rec : catchesSoFar(gsisId, season, week);
    out.fantasypros = Math.round((half + ((rules.rec ?? 0) - 0.5) * rec) * 100) / 100;
  }
  return out;
}
