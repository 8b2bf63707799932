// Experiment, a negative result kept so it can be re-run: gradient-boosted trees with median loss
// (lib/engine/fit/gbm.ts) on the residual of NFL.com's projection, plugged into the same rows and rolling origin
// as `npm run fit` (lib/engine/fit/fit-model.ts rollingOrigin). It prints MAE of the boosted projection against
// NFL.com's per position, out of sample, or fitted and scored on the same rows with --insample (how much gain the
// features hold at all). The app's model stays the ridge one.
//
//   npx tsx scripts/experiment-gbm.ts [--features all|model|source] [--pooled 1] [--insample 1]
//     [--depth 4] [--lr 0.02] [--rounds 200] [--minLeaf 200] [--subsample 0.5]
import type { Position } from "@/lib/domain/league";
import {
  accuracyTable,
  MIN_ROWS,
  MODEL_POSITIONS,
  predictRow,
  rollingOrigin,
  type Fitter,
} from "@/lib/engine/fit/fit-model";
import { modelRows, type ModelRow } from "@/lib/engine/fit/feature-rows";
import { loadGames } from "@/lib/engine/fit/games";
import { fitGbm, predictGbm, type GbmModel, type GbmParams } from "@/lib/engine/fit/gbm";
import { buildSeason } from "@/lib/engine/fit/season-data";
import { loadWeeklyData, type PlayerWeek } from "@/lib/engine/fit/weekly-data";
import { modelFeatures } from "@/lib/engine/projection-model";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const EVAL_SEASONS = [2024, 2025];
const featureSet = arg("features", "all");
const pooled = arg("pooled", "1") === "1";
const insample = arg("insample", "0") === "1";
const params: Partial<GbmParams> = {
  tau: 0.5,
  depth: Number(arg("depth", "4")),
  learningRate: Number(arg("lr", "0.02")),
  rounds: Number(arg("rounds", "200")),
  minLeaf: Number(arg("minLeaf", "200")),
  subsample: Number(arg("subsample", "0.5")),
};

const data = loadWeeklyData("data/nfl");
const games = loadGames("data/nfl");
const seasons = [...new Set(data.projections.map((p) => p.season))].sort();
const rows: ModelRow[] = seasons.flatMap((y) => modelRows(buildSeason(data, y), games));

// ---- strictly pre-game features: the app model's own, plus the player's history before the row's week ----------
const order = (r: { season: number; week: number }) => r.season * 100 + r.week;
/** The rows of each player, oldest first. */
const byPlayer = <T extends { gsis: string; season: number; week: number }>(xs: readonly T[]) => {
  const out = new Map<string, T[]>();
  for (const x of xs) {
    const list = out.get(x.gsis) ?? [];
    list.push(x);
    out.set(x.gsis, list);
  }
  for (const list of out.values()) list.sort((a, b) => order(a) - order(b));
  return out;
};
const gamesOf = byPlayer<PlayerWeek>(data.actuals);
const rowsOf = byPlayer<ModelRow>(rows);
const mean = (xs: number[], none: number) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : none);
const POSITION_INDEX: Record<string, number> = { QB: 0, RB: 1, WR: 2, TE: 3 };

function historyFeatures(r: ModelRow): number[] {
  const before = (gamesOf.get(r.gsis) ?? []).filter((a) => order(a) < order(r));
  const thisSeason = before.filter((a) => a.season === r.season);
  const lastSeason = before.filter(
    (a) => a.season === Math.max(0, ...before.map((b) => b.season).filter((y) => y < r.season)),
  );
  const misses = (rowsOf.get(r.gsis) ?? []).filter((h) => order(h) < order(r)).map((h) => h.actual - h.source);
  const previous = (rowsOf.get(r.gsis) ?? []).find((h) => h.season === r.season && h.week === r.week - 1);
  return [
    r.week,
    thisSeason.length,
    mean(
      thisSeason.slice(-3).map((a) => a.ppr),
      r.source,
    ),
    mean(
      thisSeason.slice(-3).map((a) => a.targets),
      -1,
    ),
    mean(
      thisSeason.slice(-3).map((a) => a.carries),
      -1,
    ),
    mean(
      lastSeason.map((a) => a.ppr),
      -1,
    ),
    lastSeason.length,
    misses.reduce((a, b) => a + b, 0) / (misses.length + 4), // shrunk toward no miss
    mean(misses.slice(-6), 0),
    r.source - (previous?.source ?? r.source),
  ];
}

const features = new Map<ModelRow, number[]>(
  rows.map((r) => {
    const position = POSITION_INDEX[r.position] ?? 0;
    if (featureSet === "source") return [r, [r.source, position]];
    const model = [...modelFeatures(r.input), position];
    return [r, featureSet === "model" ? model : [...model, ...historyFeatures(r)]];
  }),
);

// ---- the boosted fitter: one model for every position (--pooled 1) or one per position -------------------------
const gbmFitter: Fitter = (train) => {
  const fitted = (group: readonly ModelRow[]): GbmModel | null =>
    group.length < MIN_ROWS
      ? null
      : fitGbm(
          group.map((r) => features.get(r) ?? []),
          group.map((r) => r.actual),
          group.map((r) => r.source),
          params,
        );
  const all = pooled ? fitted(train) : null;
  const models = new Map<Position, GbmModel | null>(
    MODEL_POSITIONS.map((p) => {
      const group = train.filter((r) => r.position === p);
      // Pooled, a position still needs MIN_ROWS rows of its own, as the app's per-position models do.
      return [p, pooled ? (group.length < MIN_ROWS ? null : all) : fitted(group)];
    }),
  );
  return (row) => {
    const m = models.get(row.position);
    if (!m) return null;
    const shown = Math.max(0, predictGbm(m, row.source, features.get(row) ?? []));
    return { shown, mean: shown, p10: NaN, p90: NaN };
  };
};

const predictions = insample
  ? (() => {
      const evalRows = rows.filter((r) => EVAL_SEASONS.includes(r.season));
      const project = gbmFitter(evalRows);
      return evalRows.map((r) => predictRow(project, r));
    })()
  : rollingOrigin(rows, EVAL_SEASONS, gbmFitter);

console.log(
  `${insample ? "fitted and scored on the same rows" : "rolling origin"} on ${EVAL_SEASONS.join("+")}, ` +
    `features ${featureSet} (${features.get(rows[0] as ModelRow)?.length}), ` +
    `${pooled ? "one model" : "a model per position"}, ${JSON.stringify(params)}`,
);
console.log("pos   n      MAE boosted  MAE NFL.com  ratio");
for (const l of accuracyTable(predictions))
  console.log(
    `${l.position.padEnd(5)} ${String(l.n).padEnd(6)} ${l.maeShown.toFixed(3).padEnd(12)} ` +
      `${l.maeSource.toFixed(3).padEnd(12)} ${l.ratio.toFixed(3)}`,
  );
