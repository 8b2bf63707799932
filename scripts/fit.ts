// npm run fit -- --data <dir> [--out data/model/projection-model.json] [--validate 2024,2025] [--lambda 0.5]
// Fits the projection model (lib/engine/projection-model.ts) on every season in the data folder that has
// NFL.com projections and writes it as JSON for the app (which never fits at request time). Then prints the
// rolling-origin validation (fit on weeks before w, predict w) per position: MAE of the shown projection
// (model median) vs NFL.com's on the same player-weeks, and p10–p90 coverage.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { accuracyTable, fitModel, LAMBDA, ridgeFitter, rollingOrigin } from "@/lib/engine/fit/fit-model";
import { modelRows, type ModelRow } from "@/lib/engine/fit/feature-rows";
import { loadGames } from "@/lib/engine/fit/games";
import { buildSeason } from "@/lib/engine/fit/season-data";
import { loadWeeklyData } from "@/lib/engine/fit/weekly-data";

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const dir = arg("data");
if (!dir) {
  console.error(
    "usage: npm run fit -- --data <dir> [--out data/model/projection-model.json] [--validate 2024,2025] [--lambda 0.5]",
  );
  process.exit(2);
}
const out = arg("out", join(process.cwd(), "data/model/projection-model.json")) as string;
const lambda = Number(arg("lambda", String(LAMBDA)));
const data = loadWeeklyData(dir);
const games = loadGames(dir);
const seasons = [...new Set(data.projections.map((p) => p.season))].sort();
const rows: ModelRow[] = seasons.flatMap((y) => modelRows(buildSeason(data, y), games));
const validate = (arg("validate", seasons.join(",")) ?? "")
  .split(",")
  .map(Number)
  .filter((y) => seasons.includes(y));

const model = fitModel(
  rows,
  `${seasons.join(", ")} (${rows.length} player-weeks with a stat line and ` +
    `an NFL.com projection ≥ 1; lines: ${games.file ? games.file.split("/").pop() : "none"})`,
  lambda,
);
writeFileSync(out, JSON.stringify(model, null, 1) + "\n");
console.error(
  `wrote ${out}: ${Object.entries(model.positions)
    .map(([p, m]) => `${p} ${m?.trainingRows}`)
    .join(", ")}`,
);

if (validate.length > 0) {
  const table = accuracyTable(rollingOrigin(rows, validate, ridgeFitter(lambda)));
  console.log(
    `Rolling-origin validation on ${validate.join("+")} (fit on weeks before w, predict w); shown = model median`,
  );
  console.log("pos   n      MAE shown  MAE mean  MAE NFL.com  shown/NFL.com  p10–p90 coverage (below p10 / above p90)");
  for (const l of table)
    console.log(
      `${l.position.padEnd(5)} ${String(l.n).padEnd(6)} ${l.maeShown.toFixed(3).padEnd(10)} ` +
        `${l.maeMean.toFixed(3).padEnd(9)} ${l.maeSource.toFixed(3).padEnd(12)} ${l.ratio.toFixed(3).padEnd(14)} ` +
        `${(l.coverage80 * 100).toFixed(1)} % (${(l.belowP10 * 100).toFixed(1)} / ` +
        `${(l.aboveP90 * 100).toFixed(1)})`,
    );
}
