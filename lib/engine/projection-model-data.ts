// The bundled projection model (data/model/projection-model.json, written by `npm run fit`)
// and the one entry point the engine uses: projectPlayerWeek(position, features).
import type { Position } from "@/lib/domain/league";
import modelJson from "@/data/model/projection-model.json";
import {
  projectWithModel,
  type ModelFeatureInput,
  type PlayerWeekProjection,
  type ProjectionModelFile,
} from "./projection-model";

export const PROJECTION_MODEL = modelJson as unknown as ProjectionModelFile;

/** The model's mean / median / p10 / p90 for a player-week; null for K, DST or a missing projection (use the
 * source). */
export function projectPlayerWeek(
  position: Position,
  input: ModelFeatureInput,
  model: ProjectionModelFile = PROJECTION_MODEL,
): PlayerWeekProjection | null {
  return projectWithModel(model, position, input);
}
