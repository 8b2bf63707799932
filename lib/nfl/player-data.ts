import { readFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { derivedFile, readDerived, writeDerived } from "@/lib/cache/derived-file";
import type { Position, StatLine } from "@/lib/domain/league";
import { NFL_DATA_DIR, num, readTable, type Row } from "./csv";
import { round2 } from "@/lib/numbers";

// Weekly player data from the bundled files, parsed once per process and indexed by (season, week, id).
// Actual points: nflverse (QB/RB/WR/TE, ground truth) and NFL.com actuals (kickers). Projections: NFL.com.
// Parsing takes 0.5–1 s of CPU, so the parsed store is also kept in a derived file (lib/cache/derived-file.ts) named
// by a hash of the data files and of the code that parses them (STORE_CODE): the next process, or the next test
// file, reads it in a third of the time.

const FILES = {
  nflverseWeeks: "nflverse_player_week_REG_2020_2022_2024_2025_QB_RB_WR_TE.csv",
  nflcomActuals: "nflcom_player_week_actuals_2024_2025.csv",
  nflcomProjections: "nflcom_player_week_projections_2024_2025.csv",
  nflcomToGsis: "nflcom_id_to_gsis_2023_2025.csv",
  nflverseMeta: "nflverse_player_metadata_QB_RB_WR_TE_2020_2025.csv",
};
/** This file and every module its parsing runs (player-data.test.ts checks the list against the imports). */
export const STORE_CODE = ["lib/nfl/player-data.ts", "lib/nfl/csv.ts", "lib/csv.ts", "lib/numbers.ts"];

export interface ActualWeek {
  season: number;
  week: number;
  team: string;
  opponent: string | null;
  ptsStd: number;
  ptsHalf: number;
  ptsPpr: number;
  stats: StatLine;
  targetShare: number | null;
  airYardsShare?: number | null; // nflverse rows only
  anyStat: boolean;
}

export interface ProjectionWeek {
  season: number;
  week: number;
  team: string;
  opponent: string | null;
  projStd: number;
  projHalf: number;
  projPpr: number;
  projStats: StatLine;
}

export interface PlayerMeta {
  gsisId: string;
  name: string;
  position: Position;
  team: string;
  birthDate: string | null;
  rookieYear: number | null;
}

interface Store {
  nflverse: Map<string, ActualWeek>; // season:week:gsis
  nflverseByPlayer: Map<string, ActualWeek[]>;
  nflcomActual: Map<string, ActualWeek>; // season:week:nflcom
  nflcomActualByPlayer: Map<string, ActualWeek[]>;
  projections: Map<string, ProjectionWeek>; // season:week:nflcom
  nflcomNames: Map<string, { name: string; position: Position; team: string }>;
  nflcomToGsis: Map<string, string>;
  gsisToNflcom: Map<string, string>;
  meta: Map<string, PlayerMeta>;
}

let store: Store | null = null;

const key = (season: number, week: number, id: string) => `${season}:${week}:${id}`;
const push = <T>(map: Map<string, T[]>, id: string, value: T) => {
  const list = map.get(id);
  if (list) list.push(value);
  else map.set(id, [value]);
};
// Stat cells: empty = 0. Plain coercion (no rounding) — this runs ~1M times while loading.
const nz = (v: string | undefined) => (v ? +v || 0 : 0);

function nflverseWeek(r: Row): ActualWeek {
  const std = num(r.fantasy_points);
  const ppr = num(r.fantasy_points_ppr);
  const stats: StatLine = {
    pass_att: nz(r.attempts),
    pass_cmp: nz(r.completions),
    pass_yd: nz(r.passing_yards),
    pass_td: nz(r.passing_tds),
    pass_int: nz(r.interceptions),
    rush_att: nz(r.carries),
    rush_yd: nz(r.rushing_yards),
    rush_td: nz(r.rushing_tds),
    rec_tgt: nz(r.targets),
    rec: nz(r.receptions),
    rec_yd: nz(r.receiving_yards),
    rec_td: nz(r.receiving_tds),
  };
  return {
    season: num(r.season),
    week: num(r.week),
    team: r.team ?? "",
    opponent: null,
    ptsStd: std,
    ptsPpr: ppr,
    ptsHalf: round2((std + ppr) / 2),
    stats,
    targetShare: r.target_share ? num(r.target_share) : null,
    airYardsShare: r.air_yards_share ? num(r.air_yards_share) : null,
    anyStat: true,
  };
}

const KICK_STATS = (r: Row, p = ""): StatLine => ({
  pat_made: nz(r[`${p}pat_made`]),
  pat_miss: nz(r[`${p}pat_missed`]),
  fg_0_19: nz(r[`${p}fg_made_0_19`]),
  fg_20_29: nz(r[`${p}fg_made_20_29`]),
  fg_30_39: nz(r[`${p}fg_made_30_39`]),
  fg_40_49: nz(r[`${p}fg_made_40_49`]),
  fg_50p: nz(r[`${p}fg_made_50p`]),
  fg_miss: nz(r[`${p}fg_miss_0_19`]) + nz(r[`${p}fg_miss_20_29`]) + nz(r[`${p}fg_miss_30_39`]),
});
const SKILL_STATS = (r: Row, p = ""): StatLine => ({
  pass_yd: nz(r[`${p}pass_yds`]),
  pass_td: nz(r[`${p}pass_td`]),
  pass_int: nz(r[`${p}pass_int`]),
  rush_yd: nz(r[`${p}rush_yds`]),
  rush_td: nz(r[`${p}rush_td`]),
  rec: nz(r[`${p}rec`]),
  rec_yd: nz(r[`${p}rec_yds`]),
  rec_td: nz(r[`${p}rec_td`]),
  ret_td: nz(r[`${p}ret_td`]),
  fum_lost: nz(r[`${p}fum_lost`]),
});
function compact(s: StatLine): StatLine {
  const out: StatLine = {};
  for (const k in s) {
    const v = s[k as keyof StatLine];
    if (v) out[k as keyof StatLine] = round2(v);
  }
  return out;
}

function load(): Store {
  const s: Store = {
    nflverse: new Map(),
    nflverseByPlayer: new Map(),
    nflcomActual: new Map(),
    nflcomActualByPlayer: new Map(),
    projections: new Map(),
    nflcomNames: new Map(),
    nflcomToGsis: new Map(),
    gsisToNflcom: new Map(),
    meta: new Map(),
  };
  for (const r of readTable(FILES.nflverseWeeks)) {
    const w = nflverseWeek(r);
    w.stats = compact(w.stats);
    const id = r.player_id ?? "";
    s.nflverse.set(key(w.season, w.week, id), w);
    push(s.nflverseByPlayer, id, w);
  }
  for (const r of readTable(FILES.nflcomActuals)) {
    const id = r.nflcom_player_id ?? "";
    const isK = r.position === "K";
    const w: ActualWeek = {
      season: num(r.season),
      week: num(r.week),
      team: r.team ?? "",
      opponent: r.opponent || null,
      ptsStd: num(r.pts_std),
      ptsHalf: num(r.pts_half_ppr),
      ptsPpr: num(r.pts_ppr),
      stats: compact(isK ? KICK_STATS(r) : SKILL_STATS(r)),
      targetShare: null,
      anyStat: r.any_stat === "1",
    };
    s.nflcomActual.set(key(w.season, w.week, id), w);
    push(s.nflcomActualByPlayer, id, w);
    s.nflcomNames.set(id, {
      name: r.player_name ?? "",
      position: (r.position ?? "WR") as Position,
      team: r.team ?? "",
    });
  }
  for (const r of readTable(FILES.nflcomProjections)) {
    const id = r.nflcom_player_id ?? "";
    const isK = r.position === "K";
    const ppr = r.proj_pts_ppr ? num(r.proj_pts_ppr) : num(r.proj_pts);
    const p: ProjectionWeek = {
      season: num(r.season),
      week: num(r.week),
      team: r.team ?? "",
      opponent: r.opponent || null,
      projStd: r.proj_pts_std ? num(r.proj_pts_std) : ppr,
      projHalf: r.proj_pts_half_ppr ? num(r.proj_pts_half_ppr) : ppr,
      projPpr: ppr,
      projStats: compact(isK ? KICK_STATS(r, "proj_") : SKILL_STATS(r, "proj_")),
    };
    s.projections.set(key(p.season, p.week, id), p);
    if (!s.nflcomNames.has(id)) {
      s.nflcomNames.set(id, {
        name: r.player_name ?? "",
        position: (r.position ?? "WR") as Position,
        team: r.team ?? "",
      });
    }
  }
  for (const r of readTable(FILES.nflcomToGsis)) {
    if (!r.nflcom_player_id || !r.gsis_id) continue;
    s.nflcomToGsis.set(r.nflcom_player_id, r.gsis_id);
    s.gsisToNflcom.set(r.gsis_id, r.nflcom_player_id);
  }
  for (const r of readTable(FILES.nflverseMeta)) {
    const id = r.player_id ?? "";
    s.meta.set(id, {
      gsisId: id,
      name: r.player_name ?? "",
      position: (r.position ?? "WR") as Position,
      team: r.team ?? "",
      birthDate: r.birth_date || null,
      rookieYear: r.rookie_year ? num(r.rookie_year) : null,
    });
  }
  return s;
}

// The derived file for today's data and code; null where the code's sources are not shipped (a standalone build
// parses at each start).
function storeFile(): string | null {
  try {
    const code = STORE_CODE.map((file) => readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), file)));
    const data = Object.values(FILES).map((file) => readFileSync(path.join(NFL_DATA_DIR, file)));
    return derivedFile("nfl-store", [process.versions.v8, ...code, ...data], "v8");
  } catch {
    return null;
  }
}

function loadOrRead(): Store {
  const file = storeFile();
  const saved = file ? readDerived(file) : null;
  if (saved) {
    try {
      return deserialize(saved) as Store;
    } catch {
      // a damaged file: parse again (and save it whole)
    }
  }
  const parsed = load();
  if (file) writeDerived(file, serialize(parsed));
  return parsed;
}

export function nflStore(): Store {
  store ??= loadOrRead();
  return store;
}

export const actualKey = key;
