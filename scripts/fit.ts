// npm run fit [-- --data data/nfl] [--out data/model/projection-model.json] [--validate 2024,2025]
//   [--penalty-sources 0.5] [--penalty-context 0.5]
// Fits THE projection model file the app reads (lib/engine/projection-model.ts): per position and per subset
// of sources (NFL.com, ESPN, FantasyPros), the ridge stacking + p10/p50/p90 quantile lines on every season in
// the data folder with projections, and the history prior for player-weeks without any projection. Then
// prints the rolling-origin validation (fit on weeks before w, predict w) per input subset and position: MAE
// of the shown projection (model median) vs each input source, their plain average and the best of them on
// the same player-weeks, and p10–p90 coverage. The last tables use only strictly pre-game inputs (ESPN's 2025
// morning-of-game snapshots, NFL.com's pre-kickoff capture proj_pts_early).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  accuracyTable,
  allSourcesQuery,
  fitModel,
  modelProjector,
  PENALTY,
  ridgeFitter,
  rollingOrigin,
  subsetQuery,
  type Prediction,
  type Query,
} from "@/lib/engine/fit/fit-model";
import { fitPriors } from "@/lib/engine/fit/fit-priors";
import { modelRows, type ModelRow } from "@/lib/engine/fit/feature-rows";
import { loadGames } from "@/lib/engine/fit/games";
import { formatTable } from "@/lib/engine/fit/report";
import { buildSeason } from "@/lib/engine/fit/season-data";
import { loadSourceProjections } from "@/lib/engine/fit/source-data";
import { loadWeeklyData } from "@/lib/engine/fit/weekly-data";

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const dir = arg("data", join(process.cwd(), "data/nfl")) as string;
const out = arg("out", join(process.cwd(), "data/model/projection-model.json")) as string;
const penalty = {
  sources: Number(arg("penalty-sources", String(PENALTY.sources))),
  context: Number(arg("penalty-context", String(PENALTY.context))),
};
const started = Date.now();
const data = loadWeeklyData(dir);
const games = loadGames(dir);
const sources = loadSourceProjections(dir);
const seasons = [...new Set(data.projections.map((p) => p.season))].sort();
const rows: ModelRow[] = seasons.flatMap((y) => modelRows(buildSeason(data, y), games, sources));
const validate = (arg("validate", seasons.join(",")) ?? "")
  .split(",")
  .map(Number)
  .filter((y) => seasons.includes(y));

const priors = fitPriors(data);
const count = (s: string) => rows.filter((r) => r.slots[s as "nflcom"] !== undefined).length;
const model = fitModel(
  rows,
  `${seasons.join(", ")}: ${rows.length} player-weeks with a stat line and a projection ≥ 1 (NFL.com ` +
    `${count("nflcom")}, ESPN ${count("espn")}, FantasyPros ${count("fantasypros")}); lines: ` +
    `${games.file ? games.file.split("/").pop() : "none"}; history prior: seasons ` +
    `${[...new Set(data.actuals.map((a) => a.season))].sort().join(", ")}`,
  priors,
  penalty,
);
writeFileSync(out, JSON.stringify(model, null, 1) + "\n");
console.error(
  `wrote ${out}: ${Object.entries(model.positions)
    .map(([p, m]) => `${p} ${Object.keys(m?.subsets ?? {}).length} subsets`)
    .join(", ")} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);

if (validate.length > 0) {
  const early = (withEspn: boolean): Query => ({
    name: withEspn ? "clean: NFL.com proj_pts_early + ESPN snapshot" : "clean: NFL.com proj_pts_early",
    slots: (r) =>
      r.season !== 2025 || r.early === null || (withEspn && r.slots.espn === undefined)
        ? null
        : { nflcom: r.early, ...(withEspn ? { espn: r.slots.espn } : {}) },
  });
  const espn2025: Query = {
    name: "clean: ESPN 2025 morning-of-game snapshots only",
    slots: (r) => (r.season === 2025 && r.slots.espn !== undefined ? { espn: r.slots.espn } : null),
  };
  const queries: Query[] = [
    allSourcesQuery,
    subsetQuery(["nflcom", "espn", "fantasypros"], "NFL.com + ESPN + FantasyPros (2024)"),
    subsetQuery(["nflcom", "espn"], "NFL.com + ESPN"),
    subsetQuery(["nflcom"], "NFL.com only"),
    subsetQuery(["espn"], "ESPN only"),
    subsetQuery(["espn", "fantasypros"], "ESPN + Sleeper (proxy: FantasyPros in the Sleeper slot, 2024)"),
    subsetQuery(["fantasypros"], "FantasyPros (or Sleeper) only"),
    espn2025,
    early(false),
    early(true),
  ];
  const preds = rollingOrigin(rows, validate, ridgeFitter(priors, penalty), queries);
  console.log(
    `Rolling origin on ${validate.join("+")}: each week w predicted by the model fitted on the weeks before it; ` +
      `MAE in PPR points; shown = model median; best = best single input source at that position.`,
  );
  for (const q of queries) {
    const ps = preds.get(q.name) ?? [];
    const restricted = q === allSourcesQuery ? ps.filter((p) => p.slots.nflcom !== undefined) : ps;
    const title =
      q === allSourcesQuery ? "What the product shows (every source the player-week has), rows with NFL.com" : q.name;
    console.log("\n" + formatTable(title, accuracyTable(restricted)));
  }
  // The same questions answered by the model just written, on the rows it was fitted on: an upper bound on
  // what this model family can reach (no out-of-sample loss), for telling "needs more data" from "needs a
  // better model".
  const inSample = modelProjector(model);
  console.log(`\nIn sample (fitted and scored on the same ${validate.join("+")} rows: an upper bound for this model)`);
  for (const q of queries.slice(0, 6)) {
    const ps: Prediction[] = rows.flatMap((row) => {
      if (!validate.includes(row.season)) return [];
      const slots = q.slots(row);
      return slots && (q !== allSourcesQuery || slots.nflcom !== undefined)
        ? [{ row, slots, p: inSample(row, slots) }]
        : [];
    });
    console.log("\n" + formatTable(`in sample: ${q.name}`, accuracyTable(ps)));
  }
  console.error(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
